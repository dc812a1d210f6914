import { Logger } from '@nestjs/common';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { runMigrationsOnce, MIGRATION_LOCK_KEY } from '../../src/database/migration-guard';
import { MIGRATIONS } from '../../src/database/migrations';
import { Role } from '../../src/auth/capabilities';
import { JobsService } from '../../src/jobs/jobs.service';
import { RedisBus } from '../../src/redis/redis-bus';
import { DaemonProcess, callDaemon, startDaemon } from '../support/daemon-process';
import { ScratchDatabase, createScratchDatabase, postgresSuitesEnabled } from '../support/postgres';
import { PrivateRedis, TestRedis, startPrivateRedis, useTestRedis } from '../support/redis';
import { TestApp, startTestApp } from '../support/test-app';
import { EventClient, eventually } from '../support/ws-client';

/**
 * Scale-out (SPEC §2): several daemons on one PostgreSQL and one Redis serve the same users.
 * Two real daemon processes (the built dist/), each with its own data directory, started at
 * the same moment. Agent schedules firing once per tick across daemons belong to the agents
 * suite; this one covers sessions, users, policies, jobs, events, throttles and rate limits.
 */
const describeOnPostgres = postgresSuitesEnabled() ? describe : describe.skip;

const ADMIN_PASSWORD = 'scale-out-admin-pw';
const MIGRATION_NAMES = MIGRATIONS.map((m) => new m().name).sort();

async function queryDb<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

describeOnPostgres('migrations when daemons start together', () => {
  let db: ScratchDatabase;
  const sources: DataSource[] = [];
  const logged: string[] = [];
  const logger = { log: (message: string) => logged.push(message) } as unknown as Logger;
  const dataSource = () => {
    const source = new DataSource({
      type: 'postgres',
      url: db.url,
      migrations: MIGRATIONS,
      migrationsTransactionMode: 'each',
      entities: [],
    });
    sources.push(source);
    return source.initialize();
  };

  beforeEach(async () => {
    db = await createScratchDatabase();
  });
  afterEach(async () => {
    for (const source of sources.splice(0)) if (source.isInitialized) await source.destroy();
    await db.drop();
  });

  it('three at once apply every migration exactly once', async () => {
    const all = await Promise.all([dataSource(), dataSource(), dataSource()]);
    await Promise.all(all.map((source) => runMigrationsOnce(source, logger)));
    const rows = await queryDb<{ name: string; n: number }>(
      db.url,
      'SELECT name, COUNT(*)::int AS n FROM migrations GROUP BY name ORDER BY name',
    );
    expect(rows.map((r) => r.name)).toEqual(MIGRATION_NAMES);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });

  it('waits while another daemon holds the migration lock', async () => {
    const holder = new Client({ connectionString: db.url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const source = await dataSource();
      let done = false;
      const running = runMigrationsOnce(source, logger).then(() => (done = true));
      // Waiting shows as a log line; until the holder lets go, not one table is created.
      while (!logged.some((m) => m.includes('waiting'))) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const before = await holder.query("SELECT to_regclass('public.users') AS t");
      expect(before.rows[0].t).toBeNull();
      expect(done).toBe(false);
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await running;
      const after = await holder.query("SELECT to_regclass('public.users') AS t");
      expect(after.rows[0].t).toBe('users');
    } finally {
      await holder.end();
    }
  });
});

describeOnPostgres('two daemons on one PostgreSQL and one Redis', () => {
  let db: ScratchDatabase;
  let redis: TestRedis;
  let root: string;
  let sharedReports: string;
  let a: DaemonProcess;
  let b: DaemonProcess;
  let adminA: string;
  const sockets: EventClient[] = [];
  let userCounter = 0;

  type Daemon = () => DaemonProcess;
  const A: Daemon = () => a;
  const B: Daemon = () => b;
  const call = (d: Daemon, method: string, path: string, token?: string, body?: unknown) =>
    callDaemon(d().baseUrl, method, path, token, body);
  const login = (d: Daemon, username: string, password: string) =>
    call(d, 'POST', '/api/v1/auth/token', undefined, { username, password });
  const me = async (d: Daemon, token: string) =>
    (await call(d, 'GET', '/api/v1/auth/me', token)).status;

  async function createUser(
    role: string,
  ): Promise<{ id: string; username: string; password: string }> {
    const username = `scale-${role.toLowerCase()}-${++userCounter}`;
    const password = 'scale-password-1';
    const created = await call(A, 'POST', '/api/v1/users', adminA, { username, password, role });
    expect(created.status).toBe(201);
    return { id: created.body.data.id as string, username, password };
  }

  async function tokenOf(d: Daemon, user: { username: string; password: string }) {
    const result = await login(d, user.username, user.password);
    expect(result.status).toBe(200);
    return result.body.data as { access_token: string; refresh_token: string };
  }

  async function socket(d: Daemon, token: string, topics: string[]): Promise<EventClient> {
    const client = await EventClient.connect(`${d().baseUrl.replace('http', 'ws')}/api/v1/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    sockets.push(client);
    client.send({ op: 'subscribe', topics });
    await client.waitFor((f) => f.op === 'subscribed');
    return client;
  }

  const putPolicy = (key: string, value: unknown) =>
    call(A, 'PUT', `/api/v1/policies/${key}`, adminA, { value });

  beforeAll(async () => {
    [db, redis] = await Promise.all([createScratchDatabase(), useTestRedis()]);
    root = mkdtempSync(join(tmpdir(), 'erpc-scale-'));
    // Report artifacts are files: daemons that serve each other's runs share the directory.
    sharedReports = join(root, 'shared-reports');
    mkdirSync(sharedReports);
    const configFile = join(root, 'config.json');
    writeFileSync(
      configFile,
      JSON.stringify({
        redis: { prefix: redis.prefix },
        auth: {
          login: { maxFailuresPerUser: 4, maxAttemptsPerAddress: 100000, windowSeconds: 120 },
        },
      }),
    );
    const env = (name: string) => {
      const dataDir = join(root, name);
      mkdirSync(dataDir);
      symlinkSync(sharedReports, join(dataDir, 'reports'));
      return {
        ERPC_DATA_DIR: dataDir,
        ERPC_DATABASE_URL: db.url,
        ERPC_REDIS_URL: redis.url,
        ERPC_CONFIG: configFile,
        ERPC_ADMIN_PASSWORD: ADMIN_PASSWORD,
        ERPC_DEMO_SCALE: '0.05',
        ERPC_DEMO_AS_OF: '2026-03-31',
      };
    };
    // At the same moment: both race for the migrations and for creating the first admin.
    [a, b] = await Promise.all([startDaemon(env('a')), startDaemon(env('b'))]);
    const admin = await login(A, 'admin', ADMIN_PASSWORD);
    expect(admin.status).toBe(200);
    adminA = admin.body.data.access_token as string;
  }, 120_000);

  afterAll(async () => {
    for (const client of sockets) client.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.close();
    await db?.drop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('started together, they applied each migration once and created one admin', async () => {
    const migrations = await queryDb<{ name: string; n: number }>(
      db.url,
      'SELECT name, COUNT(*)::int AS n FROM migrations GROUP BY name ORDER BY name',
    );
    expect(migrations).toEqual(MIGRATION_NAMES.map((name) => ({ name, n: 1 })));
    const admins = await queryDb(db.url, "SELECT id FROM users WHERE username = 'admin'");
    expect(admins).toHaveLength(1);
  });

  it('keep their generated keys in the database, not in their data directories', async () => {
    const secrets = await queryDb<{ name: string }>(
      db.url,
      'SELECT name FROM shared_secrets ORDER BY name',
    );
    expect(secrets.map((s) => s.name)).toEqual(['bookmark.key', 'jwt-hs256.key']);
    expect(existsSync(join(root, 'a', 'secrets'))).toBe(false);
    expect(existsSync(join(root, 'b', 'secrets'))).toBe(false);
  });

  it('a token from A works on B, and B rotates a refresh token issued by A', async () => {
    const user = await createUser('Viewer');
    const first = await tokenOf(A, user);
    expect(await me(B, first.access_token)).toBe(200);
    const rotated = await call(B, 'POST', '/api/v1/auth/refresh', undefined, {
      refresh_token: first.refresh_token,
    });
    expect(rotated.status).toBe(200);
    expect(await me(A, rotated.body.data.access_token as string)).toBe(200);
  });

  it('a bookmark sealed on A opens on B', async () => {
    const viewer = (await tokenOf(A, await createUser('Viewer'))).access_token;
    const path = '/api/v1/ido/SLItems?properties=Item&recordcap=3';
    const first = await call(A, 'GET', path, viewer);
    const bookmark = first.body.meta.nextBookmark as string;
    expect(bookmark).toBeTruthy();
    const next = `${path}&bookmark=${encodeURIComponent(bookmark)}`;
    const onB = await call(B, 'GET', next, viewer);
    expect(onB.status).toBe(200);
    expect(onB.body.data).toEqual((await call(A, 'GET', next, viewer)).body.data);
  });

  it('a logout on B is refused on A at the next request', async () => {
    const { access_token: token } = await tokenOf(A, await createUser('Operator'));
    // A has now seen the token and cached its user: only the notice can stop it there.
    expect(await me(A, token)).toBe(200);
    expect((await call(B, 'POST', '/api/v1/auth/revoke', token)).status).toBe(200);
    expect(await me(A, token)).toBe(401);
  });

  it('reusing a refresh token on A revokes the family on B', async () => {
    const user = await createUser('Viewer');
    const first = await tokenOf(B, user);
    const second = (
      await call(B, 'POST', '/api/v1/auth/refresh', undefined, {
        refresh_token: first.refresh_token,
      })
    ).body.data as { access_token: string };
    expect(await me(B, second.access_token)).toBe(200);
    const reuse = await call(A, 'POST', '/api/v1/auth/refresh', undefined, {
      refresh_token: first.refresh_token,
    });
    expect(reuse.status).toBe(401);
    expect(await me(B, second.access_token)).toBe(401);
  });

  it('a user disabled on A is refused on B, and their socket on B is closed', async () => {
    const user = await createUser('Viewer');
    const { access_token: token } = await tokenOf(B, user);
    const events = await socket(B, token, ['reports']);
    expect(await me(B, token)).toBe(200);
    const patched = await call(A, 'PATCH', `/api/v1/users/${user.id}`, adminA, { disabled: true });
    expect(patched.status).toBe(200);
    expect(await me(B, token)).toBe(401);
    expect(await events.waitForClose()).toBe(4003);
    expect((await login(B, user.username, user.password)).status).toBe(401);
  });

  it('a demotion on A holds on B from the next request', async () => {
    const user = await createUser('Operator');
    const { access_token: token } = await tokenOf(B, user);
    const ask = () => call(B, 'POST', '/api/v1/query', token, { query: 'how many vendors' });
    expect((await ask()).status).toBe(200);
    await call(A, 'PATCH', `/api/v1/users/${user.id}`, adminA, { role: 'Viewer' });
    expect((await ask()).status).toBe(403);
  });

  it('a field mask set on A is in force on B at the next request', async () => {
    const viewer = (await tokenOf(B, await createUser('Viewer'))).access_token;
    const path = '/api/v1/ido/SLItems?properties=Item,UnitCost&recordcap=2';
    expect((await call(B, 'GET', path, viewer)).status).toBe(200);
    expect((await putPolicy('data.fieldMask.Viewer', { SLItems: ['UnitCost'] })).status).toBe(200);
    try {
      expect((await call(B, 'GET', path, viewer)).status).toBe(400);
    } finally {
      await putPolicy('data.fieldMask.Viewer', {});
    }
    expect((await call(B, 'GET', path, viewer)).status).toBe(200);
  });

  it('reports submitted on A run once each, and sockets on A and B get the same events', async () => {
    const operator = (await tokenOf(A, await createUser('Operator'))).access_token;
    const [onA, onB] = await Promise.all([
      socket(A, operator, ['jobs']),
      socket(B, operator, ['jobs']),
    ]);
    // Several at once, so that the daemons' workers and event recorders overlap.
    const submitted = await Promise.all(
      ['csv', 'json', 'csv', 'json'].map((format) =>
        call(A, 'POST', '/api/v1/reports/generate', operator, {
          report: 'overdue-purchase-orders',
          format,
        }),
      ),
    );
    expect(submitted.map((r) => r.status)).toEqual([202, 202, 202, 202]);
    const runs = submitted.map((r) => r.body.data as { id: string; format: string });
    const ids = new Set(runs.map((run) => run.id));
    for (const client of [onA, onB]) {
      for (const { id } of runs) {
        await client.waitFor((f) => f.type === 'job.completed' && f.data?.jobId === id);
      }
    }
    const ofJobs = (client: EventClient) =>
      client
        .events()
        .filter((f) => ids.has(f.data?.jobId as string))
        .map((f) => `${f.id} ${f.type} ${f.data?.jobId}`);
    expect(ofJobs(onA)).toEqual(ofJobs(onB));
    for (const { id } of runs) {
      const types = ofJobs(onA)
        .filter((e) => e.endsWith(id))
        .map((e) => e.split(' ')[1]);
      expect(types[0]).toBe('job.queued');
      expect(types.filter((t) => t === 'job.started')).toHaveLength(1);
      expect(types.filter((t) => t === 'job.completed')).toHaveLength(1);
    }

    const rows = await queryDb<{ status: string; attempts: number }>(
      db.url,
      'SELECT status, attempts FROM jobs WHERE id = ANY($1)',
      [[...ids]],
    );
    expect(rows).toEqual(runs.map(() => ({ status: 'completed', attempts: 1 })));
    expect(readdirSync(sharedReports).sort()).toEqual(
      runs.map((run) => `${run.id}.${run.format}`).sort(),
    );
    const artifact = await call(B, 'GET', `/api/v1/reports/runs/${runs[0].id}/artifact`, operator);
    expect(artifact.status).toBe(200);
    expect(typeof artifact.body).toBe('string');
    expect((artifact.body as string).split('\n').length).toBeGreaterThan(1);
  });

  it('failed sign-ins spread over A and B lock the username at the shared limit', async () => {
    const user = await createUser('Viewer');
    for (const d of [A, B, A, B]) {
      expect((await login(d, user.username, 'wrong-password')).status).toBe(401);
    }
    const locked = await login(A, user.username, user.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(B, user.username, user.password)).status).toBe(429);
  });

  it('the per-role rate limit counts requests on both daemons together', async () => {
    const viewer = (await tokenOf(A, await createUser('Viewer'))).access_token;
    expect((await putPolicy('rateLimit.Viewer', 6)).status).toBe(200);
    try {
      const statuses: number[] = [];
      for (const d of [B, A, B, A, B, A, B]) statuses.push(await me(d, viewer));
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
      expect(await me(A, viewer)).toBe(429);
    } finally {
      await putPolicy('rateLimit.Viewer', 1200);
    }
  });
});

describeOnPostgres('two daemons while their Redis is away', () => {
  let db: ScratchDatabase;
  let redis: PrivateRedis;
  let a: TestApp;
  let b: TestApp;
  const live = (t: TestApp) => t.app.get(RedisBus).live;
  const me = async (t: TestApp, token: string) =>
    (await t.request('GET', '/api/v1/auth/me', { token })).status;
  const tokenOf = async (t: TestApp, user: { username: string; password: string }) =>
    (await t.login(user.username, user.password)).body.data.access_token as string;

  beforeAll(async () => {
    [db, redis] = await Promise.all([createScratchDatabase(), startPrivateRedis()]);
    const options = {
      env: { ERPC_DATABASE_URL: db.url, ERPC_REDIS_URL: redis.url },
      config: {
        auth: {
          login: { maxFailuresPerUser: 3, maxAttemptsPerAddress: 100000, windowSeconds: 120 },
        },
      },
    };
    [a, b] = await Promise.all([startTestApp(options), startTestApp(options)]);
  }, 120_000);

  /**
   * BullMQ cannot close a worker while its blocking connection waits between reconnection
   * attempts (up to 20 s apart after an outage): close() waits for an 'end' event that does not
   * come. So the apps close only once every worker is connected again. This reaches into
   * JobsService and BullMQ internals, which is why it lives in this test and not in src/.
   */
  async function workersConnected(t: TestApp): Promise<boolean> {
    const jobs: unknown = t.app.get(JobsService);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- private state, see above
    const workers = (jobs as { workers: any[] }).workers;
    for (const worker of workers) {
      const client = await worker.backend?.blockingConnection?.client;
      if (client && client.status !== 'ready') return false;
    }
    return true;
  }

  afterAll(async () => {
    await redis?.start().catch(() => undefined);
    for (const t of [a, b]) {
      if (t)
        await eventually(async () => ((await workersConnected(t)) ? true : undefined), 60_000, 200);
    }
    await Promise.all([a?.close(), b?.close()]);
    await redis?.remove();
    await db?.drop();
  }, 90_000);

  it('revocations and lockouts hold at once from the database, and sockets close once it is back', async () => {
    const loggedOut = await a.createUser(Role.Viewer);
    const disabled = await a.createUser(Role.Viewer);
    const watcher = await a.createUser(Role.Viewer);
    const [t1, t2, t3] = await Promise.all([
      tokenOf(a, loggedOut),
      tokenOf(a, disabled),
      tokenOf(a, watcher),
    ]);
    // B has seen both tokens and cached their users.
    expect(await me(b, t1)).toBe(200);
    expect(await me(b, t2)).toBe(200);
    const socket = await EventClient.connect(`${b.baseUrl.replace('http', 'ws')}/api/v1/events`, {
      headers: { authorization: `Bearer ${t2}` },
    });
    socket.send({ op: 'subscribe', topics: ['reports'] });
    await socket.waitFor((f) => f.op === 'subscribed');

    await redis.stop();
    await eventually(() => Promise.resolve(live(a) || live(b) ? undefined : true));

    // No notice can travel: B answers from the database.
    expect((await a.request('POST', '/api/v1/auth/revoke', { token: t1 })).status).toBe(200);
    expect(await me(b, t1)).toBe(401);
    const admin = await a.tokenFor(Role.Admin);
    const patched = await a.request('PATCH', `/api/v1/users/${disabled.id}`, {
      token: admin,
      body: { disabled: true },
    });
    expect(patched.status).toBe(200);
    expect(await me(b, t2)).toBe(401);
    expect(await me(b, t3)).toBe(200);

    // Login throttles fall back to each daemon's own count rather than failing open or closed.
    for (let i = 0; i < 3; i++) expect((await a.login(watcher.username, 'wrong')).status).toBe(401);
    expect((await a.login(watcher.username, watcher.password)).status).toBe(429);
    expect((await b.login(watcher.username, watcher.password)).status).toBe(200);

    expect(socket.closeCode).toBeUndefined();
    await redis.start();
    await eventually(() => Promise.resolve(live(a) && live(b) ? true : undefined));
    // B caught up from the database: the disabled user's socket is closed now.
    expect(await socket.waitForClose()).toBe(4003);

    // And notices travel again.
    expect(await me(b, t3)).toBe(200);
    expect((await a.request('POST', '/api/v1/auth/revoke', { token: t3 })).status).toBe(200);
    expect(await me(b, t3)).toBe(401);
  });
});
