import { Client } from 'pg';
import { Role } from '../../src/auth/capabilities';
import { postgresSuitesEnabled, useAppOnPostgres } from '../support/postgres';
import type { TestApp } from '../support/test-app';

/**
 * The daemon's own state on PostgreSQL: the same entities and migrations as on SQLite. Needs a
 * PostgreSQL server at 127.0.0.1:5432 (trust auth for user postgres), as on the CI machines.
 */
const describeOnPostgres = postgresSuitesEnabled() ? describe : describe.skip;

describeOnPostgres('state on PostgreSQL (ERPC_DATABASE_URL)', () => {
  const pg = useAppOnPostgres();
  let t: TestApp;
  beforeAll(() => {
    t = pg.app();
  });

  it('runs the migrations and keeps users there', async () => {
    const client = new Client({ connectionString: pg.url() });
    await client.connect();
    try {
      const migrations = await client.query('SELECT name FROM migrations ORDER BY id');
      expect(migrations.rows.map((r: { name: string }) => r.name)).toContain(
        'InitialAuth1763740800000',
      );
      const users = await client.query('SELECT username, role FROM users');
      expect(users.rows).toEqual([{ username: 'admin', role: 'Admin' }]);
      const columns = await client.query(
        "SELECT data_type FROM information_schema.columns WHERE table_name = 'refresh_tokens' AND column_name = 'expires_at'",
      );
      expect(columns.rows[0].data_type).toMatch(/timestamp/);
    } finally {
      await client.end();
    }
  });

  it('signs in, rotates refresh tokens and detects reuse as on SQLite', async () => {
    const user = await t.createUser(Role.Operator);
    const first = (await t.login(user.username, user.password)).body.data;
    const me = await t.request('GET', '/api/v1/auth/me', { token: first.access_token });
    expect(me.body.data.role).toBe('Operator');
    const second = await t.request('POST', '/api/v1/auth/refresh', {
      body: { refresh_token: first.refresh_token },
    });
    expect(second.status).toBe(200);
    const reuse = await t.request('POST', '/api/v1/auth/refresh', {
      body: { refresh_token: first.refresh_token },
    });
    expect(reuse.status).toBe(401);
    const after = await t.request('GET', '/api/v1/auth/me', {
      token: second.body.data.access_token,
    });
    expect(after.status).toBe(401);
  });

  it('disabling a user is at once', async () => {
    const user = await t.createUser(Role.Viewer);
    const token = (await t.login(user.username, user.password)).body.data.access_token;
    const admin = await t.tokenFor(Role.Admin);
    await t.request('PATCH', `/api/v1/users/${user.id}`, {
      token: admin,
      body: { disabled: true },
    });
    expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(401);
  });
});
