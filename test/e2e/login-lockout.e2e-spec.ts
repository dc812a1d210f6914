import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { Role } from '../../src/auth/capabilities';
import { MIGRATIONS } from '../../src/database/migrations';
import { createScratchDatabase, postgresSuitesEnabled } from '../support/postgres';
import { TestApp, startTestApp } from '../support/test-app';

/**
 * Issue #16: sign-in throttling that no one can turn against the account's owner, usernames
 * unique regardless of case, and passwords that are not the first ones a guesser tries. The
 * daemon trusts X-Forwarded-For here (server.trustProxy) so that one test can sign in from
 * many addresses.
 */
describe('sign-in throttling is no lockout weapon', () => {
  let t: TestApp;
  let counter = 0;
  let patchTarget: string | undefined;

  const from = (address: string, username: string, password: string) =>
    t.request('POST', '/api/v1/auth/token', {
      body: { username, password },
      headers: { 'x-forwarded-for': address },
    });

  beforeAll(async () => {
    t = await startTestApp({
      config: {
        server: { trustProxy: true },
        auth: {
          login: {
            windowSeconds: 120,
            maxFailuresPerUser: 3,
            maxFailuresPerUserGlobal: 9,
            maxAttemptsPerAddress: 8,
          },
        },
      },
    });
  });
  afterAll(() => t.close());

  const freshUser = () => t.createUser(Role.Viewer, `owner-${++counter}`, 'owners-passphrase');

  it('an attacker guessing from one address locks only that address out of the account', async () => {
    const owner = await freshUser();
    for (let i = 0; i < 3; i++) {
      expect((await from('10.6.6.6', owner.username, 'guess-' + i)).status).toBe(401);
    }
    const locked = await from('10.6.6.6', owner.username, owner.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The attacker keeps going: refused attempts are no guesses and bring no global lock.
    for (let i = 0; i < 12; i++) {
      expect((await from('10.6.6.6', owner.username, 'more-' + i)).status).toBe(429);
    }
    // The owner signs in, from their desk and from an address never seen before.
    expect((await from('10.0.0.1', owner.username, owner.password)).status).toBe(200);
    expect((await from('10.0.0.2', owner.username, owner.password)).status).toBe(200);
  });

  it('past the global limit of failures, only addresses the owner signed in from get in', async () => {
    const owner = await freshUser();
    expect((await from('10.1.0.1', owner.username, owner.password)).status).toBe(200);
    // Three addresses, three wrong guesses each: the username's global limit (9) is reached.
    for (const address of ['10.9.0.1', '10.9.0.2', '10.9.0.3']) {
      for (let i = 0; i < 3; i++) {
        expect((await from(address, owner.username, 'guess-' + i)).status).toBe(401);
      }
    }
    // Any further address is refused, even with the right password (it could be a guess).
    expect((await from('10.9.0.4', owner.username, 'guess-x')).status).toBe(429);
    expect((await from('10.9.0.5', owner.username, owner.password)).status).toBe(429);
    // The owner's known address still signs in, and a typo there is an ordinary 401.
    expect((await from('10.1.0.1', owner.username, 'typo-password')).status).toBe(401);
    expect((await from('10.1.0.1', owner.username, owner.password)).status).toBe(200);
  });

  it('colleagues behind one address: successful sign-ins do not use up its allowance', async () => {
    const admin = await t.tokenFor(Role.Admin);
    const colleagues: string[] = [];
    for (let i = 0; i < 10; i++) {
      const username = `colleague-${++counter}`;
      const created = await t.request('POST', '/api/v1/users', {
        token: admin,
        body: { username, password: 'colleagues-passphrase', role: 'Viewer' },
      });
      expect(created.status).toBe(201);
      colleagues.push(username);
    }
    for (const username of colleagues) {
      expect((await from('10.2.0.1', username, 'colleagues-passphrase')).status).toBe(200);
    }
    // Ten sign-ins, over the address limit of 8, and a typo is still just a 401.
    expect((await from('10.2.0.1', colleagues[0], 'typo')).status).toBe(401);
    // Failures do count: one address spraying many usernames is stopped.
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i++) {
      status = (await from('10.3.0.1', `nobody-${i}`, 'spray-password')).status;
    }
    expect(status).toBe(429);
  });

  it('usernames are unique regardless of case, and sign-in ignores case', async () => {
    const admin = await t.tokenFor(Role.Admin);
    const created = await t.request('POST', '/api/v1/users', {
      token: admin,
      body: { username: 'Case-User', password: 'case-user-passphrase', role: 'Viewer' },
    });
    expect(created.status).toBe(201);
    for (const username of ['case-user', 'CASE-USER', 'Admin', 'ADMIN']) {
      const twin = await t.request('POST', '/api/v1/users', {
        token: admin,
        body: { username, password: 'twin-user-passphrase', role: 'Admin' },
      });
      expect(twin.status).toBe(409);
      expect(twin.body.error.message).toMatch(/unique regardless of case/);
    }
    const signedIn = await from('10.4.0.1', 'CASE-user', 'case-user-passphrase');
    expect(signedIn.status).toBe(200);
    const me = await t.request('GET', '/api/v1/auth/me', {
      token: signedIn.body.data.access_token,
    });
    expect(me.body.data.username).toBe('Case-User');
  });

  it.each([
    ['12345678', /counting sequence|common/],
    ['        ', /only spaces/],
    ['password', /common/],
    ['Password1', /common/],
    ['qwertyuiop', /common|keyboard/],
    ['aaaaaaaaaaaa', /different characters/],
    ['abcdefgh', /sequence/],
  ])('refuses the weak password %j with the rule', async (password, reason) => {
    const admin = await t.tokenFor(Role.Admin);
    const created = await t.request('POST', '/api/v1/users', {
      token: admin,
      body: { username: `weak-${++counter}`, password, role: 'Viewer' },
    });
    expect(created.status).toBe(400);
    expect(created.body.error.message).toMatch(/password is too weak/);
    expect(created.body.error.message).toMatch(reason);
    expect(created.body.error.message).toMatch(
      /at least 8 characters, at least 5 of them different/,
    );
    patchTarget ??= (await freshUser()).id;
    const patched = await t.request('PATCH', `/api/v1/users/${patchTarget}`, {
      token: admin,
      body: { password },
    });
    expect(patched.status).toBe(400);
  });

  it('refuses the username as password', async () => {
    const admin = await t.tokenFor(Role.Admin);
    const created = await t.request('POST', '/api/v1/users', {
      token: admin,
      body: { username: 'mallory.jones', password: 'Mallory.Jones', role: 'Viewer' },
    });
    expect(created.status).toBe(400);
    expect(created.body.error.message).toMatch(/the username/);
  });
});

/**
 * Case-twins from before the change: on SQLite always, on PostgreSQL where a server answers
 * (the same migration runs on both).
 */
const databases: Array<
  [string, () => Promise<{ options: DataSourceOptions; drop(): Promise<void> }>]
> = [
  [
    'SQLite',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'erpc-case-'));
      return Promise.resolve({
        options: { type: 'better-sqlite3', database: join(dir, 'state.sqlite') },
        drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
      });
    },
  ],
];
if (postgresSuitesEnabled()) {
  databases.push([
    'PostgreSQL',
    async () => {
      const db = await createScratchDatabase();
      return { options: { type: 'postgres', url: db.url }, drop: () => db.drop() };
    },
  ]);
}

describe.each(databases)('the migration to case-insensitive usernames on %s', (_name, make) => {
  let database: { options: DataSourceOptions; drop(): Promise<void> };
  const sources: DataSource[] = [];
  const open = async (migrations: typeof MIGRATIONS) => {
    const source = new DataSource({
      ...database.options,
      migrations,
      migrationsTransactionMode: 'each',
      entities: [],
    });
    sources.push(source);
    await source.initialize();
    await source.runMigrations();
    return source;
  };

  beforeAll(async () => {
    database = await make();
  });
  afterAll(async () => {
    for (const source of sources) if (source.isInitialized) await source.destroy();
    await database?.drop();
  });

  it('keeps the oldest of each case-twin and renames and disables the younger ones', async () => {
    const before = await open(MIGRATIONS.slice(0, -1));
    const insert = (id: string, username: string, at: string) =>
      before
        .createQueryBuilder()
        .insert()
        .into('users')
        .values({
          id,
          username,
          password_hash: null,
          role: 'Admin',
          kind: 'person',
          disabled: false,
          created_at: new Date(at),
          updated_at: new Date(at),
        })
        .execute();
    await insert('aaaaaaaa-0000-4000-8000-000000000001', 'admin', '2026-01-01T00:00:00Z');
    await insert('bbbbbbbb-0000-4000-8000-000000000002', 'Admin', '2026-02-01T00:00:00Z');
    await insert('cccccccc-0000-4000-8000-000000000003', 'ADMIN', '2026-03-01T00:00:00Z');
    await insert('dddddddd-0000-4000-8000-000000000004', 'olivia', '2026-03-01T00:00:00Z');
    await before.destroy();

    const after = await open(MIGRATIONS);
    const rows = await after.query<Array<{ id: string; username: string; disabled: unknown }>>(
      'SELECT id, username, disabled FROM users ORDER BY created_at, id',
    );
    expect(rows.map((r) => ({ ...r, disabled: Boolean(r.disabled) }))).toEqual([
      { id: 'aaaaaaaa-0000-4000-8000-000000000001', username: 'admin', disabled: false },
      {
        id: 'bbbbbbbb-0000-4000-8000-000000000002',
        username: 'Admin.dup-bbbbbbbb',
        disabled: true,
      },
      {
        id: 'cccccccc-0000-4000-8000-000000000003',
        username: 'ADMIN.dup-cccccccc',
        disabled: true,
      },
      { id: 'dddddddd-0000-4000-8000-000000000004', username: 'olivia', disabled: false },
    ]);
    await expect(
      after
        .createQueryBuilder()
        .insert()
        .into('users')
        .values({
          id: 'eeeeeeee-0000-4000-8000-000000000005',
          username: 'OLIVIA',
          role: 'Viewer',
          kind: 'person',
          disabled: false,
        })
        .execute(),
    ).rejects.toThrow(/unique/i);
  });
});
