import { Logger } from '@nestjs/common';
import { createHash, generateKeyPairSync, KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { runMigrationsOnce, MIGRATION_LOCK_KEY } from '../../src/database/migration-guard';
import { MIGRATIONS } from '../../src/database/migrations';
import { Role } from '../../src/auth/capabilities';
import { JobsService } from '../../src/jobs/jobs.service';
import { RedisBus } from '../../src/redis/redis-bus';
import { AgentTemplateRegistry } from '../../src/extensions/agent-templates';
import { digestOf, Files, signDigest, tarGzOf } from '../fixtures/extensions/bundles';
import { DaemonProcess, callDaemon, startDaemon } from '../support/daemon-process';
import { ScratchDatabase, createScratchDatabase, postgresSuitesEnabled } from '../support/postgres';
import { PrivateRedis, TestRedis, startPrivateRedis, useTestRedis } from '../support/redis';
import { TestApp, startTestApp } from '../support/test-app';
import { EventClient, eventually } from '../support/ws-client';

/**
 * Scale-out (SPEC §2): several daemons on one PostgreSQL and one Redis serve the same users.
 * Two real daemon processes (the built dist/), each with its own data directory, started at
 * the same moment, and a third started later. Agent schedules firing once per tick across
 * daemons belong to the agents suite; this one covers sessions, users, policies, jobs, events,
 * report artifacts, extensions, throttles and rate limits, and catching up after Redis was away.
 */
const describeOnPostgres = postgresSuitesEnabled() ? describe : describe.skip;

const ADMIN_PASSWORD = 'scale-out-admin-pw';
const MIGRATION_NAMES = MIGRATIONS.map((m) => new m().name).sort();

function signingKey(): { privateKey: KeyObject; publicPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/**
 * An extension built for these tests on properties every catalog keeps (SLItems.Item,
 * UnitCost): a pack style on items with demo values, a report over it, and an agent template.
 */
function packStyles(items: readonly string[], version = '1.0.0'): Files {
  const manifest = {
    name: 'pack-styles',
    version,
    description: 'How items are packed (scale-out test).',
    contents: {
      catalog: {
        extend: {
          SLItems: {
            properties: [
              {
                name: 'Uf_PackStyle',
                type: 'enum',
                label: 'Pack Style',
                synonyms: ['packing style'],
                enumValues: [
                  { value: 'P', label: 'Palletized' },
                  { value: 'C', label: 'Crated' },
                ],
              },
            ],
          },
        },
      },
      demoData: [{ ido: 'SLItems', file: 'demo/items.json' }],
      reports: [
        {
          name: 'items-by-pack-style',
          title: 'Items by pack style',
          description: 'Items with a pack style.',
          parameters: [],
          source: {
            kind: 'list',
            ido: 'SLItems',
            properties: ['Item', 'UnitCost', 'Uf_PackStyle'],
            conditions: [{ property: 'Uf_PackStyle', op: 'in', value: ['P', 'C'] }],
            orderBy: [{ key: 'Item', direction: 'asc' }],
          },
        },
      ],
      agentTemplates: [
        {
          name: 'pallet-count',
          description: 'Counts palletized items.',
          file: 'agents/pallet-count.json',
        },
      ],
    },
  };
  const agent = {
    name: 'pallet-count',
    version: '1.0.0',
    description: 'Counts palletized items.',
    scope: [{ ido: 'SLItems', properties: ['Item', 'Uf_PackStyle'] }],
    trigger: { type: 'manual' },
    steps: [
      { id: 'pallets', load: { ido: 'SLItems', filter: "Uf_PackStyle = 'P'", limit: 5 } },
      { record: { name: 'palletized', value: 'pallets.count' } },
    ],
  };
  return new Map([
    ['extension.json', Buffer.from(JSON.stringify(manifest))],
    [
      'demo/items.json',
      Buffer.from(
        JSON.stringify(items.map((Item, i) => ({ Item, Uf_PackStyle: i % 2 ? 'C' : 'P' }))),
      ),
    ],
    ['agents/pallet-count.json', Buffer.from(JSON.stringify(agent))],
  ]);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

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
  let a: DaemonProcess;
  let b: DaemonProcess;
  /** Started later, once the others have made artifacts, extensions and policies. */
  let c: DaemonProcess | undefined;
  let adminA: string;
  const sockets: EventClient[] = [];
  let userCounter = 0;
  const signer = signingKey();
  /** Every report run made on A or B: each must download from every daemon. */
  const artifacts = new Map<string, { sha256: string; bytes: number }>();
  let daemonEnv: (name: string, config?: string) => Record<string, string>;

  type Daemon = () => DaemonProcess;
  const A: Daemon = () => a;
  const B: Daemon = () => b;
  const C: Daemon = () => c as DaemonProcess;
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
    const config = {
      redis: { prefix: redis.prefix },
      auth: {
        login: { maxFailuresPerUser: 4, maxAttemptsPerAddress: 100000, windowSeconds: 120 },
      },
      // Every daemon checks an extension's signature with its own copy of the key.
      extensions: { trustedKeys: [{ id: 'scale-ops', publicKey: signer.publicPem }] },
    };
    writeFileSync(join(root, 'config.json'), JSON.stringify(config));
    // The late daemon re-reads shared state every second: it shows a change whose notice never
    // came reaching it without one.
    writeFileSync(
      join(root, 'config-late.json'),
      JSON.stringify({ ...config, database: { reconcileSeconds: 1 } }),
    );
    // Nothing shared on disk: each daemon has a data directory of its own.
    daemonEnv = (name: string, configFile = 'config.json') => {
      const dataDir = join(root, name);
      mkdirSync(dataDir);
      return {
        ERPC_DATA_DIR: dataDir,
        ERPC_DATABASE_URL: db.url,
        ERPC_REDIS_URL: redis.url,
        ERPC_CONFIG: join(root, configFile),
        ERPC_ADMIN_PASSWORD: ADMIN_PASSWORD,
        ERPC_DEMO_SCALE: '0.05',
        ERPC_DEMO_AS_OF: '2026-03-31',
      };
    };
    // At the same moment: both race for the migrations and for creating the first admin.
    [a, b] = await Promise.all([startDaemon(daemonEnv('a')), startDaemon(daemonEnv('b'))]);
    const admin = await login(A, 'admin', ADMIN_PASSWORD);
    expect(admin.status).toBe(200);
    adminA = admin.body.data.access_token as string;
  }, 120_000);

  afterAll(async () => {
    for (const client of sockets) client.close();
    await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
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

  /** A run's artifact as one daemon serves it. */
  async function download(d: Daemon, id: string, token: string) {
    const response = await fetch(`${d().baseUrl}/api/v1/reports/runs/${id}/artifact`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body };
  }

  /** Every artifact made so far downloads from `d`, byte for byte as first made. */
  async function expectEveryArtifact(d: Daemon, token: string): Promise<void> {
    expect(artifacts.size).toBeGreaterThan(0);
    for (const [id, expected] of artifacts) {
      const got = await download(d, id, token);
      expect({ id, status: got.status, sha256: sha256(got.body) }).toEqual({
        id,
        status: 200,
        sha256: expected.sha256,
      });
      expect(got.headers.get('content-length')).toBe(String(expected.bytes));
      expect(got.headers.get('etag')).toBe(`"${expected.sha256}"`);
    }
  }

  /** Waits for a run to finish (polling one daemon) and records its artifact. */
  async function completed(d: Daemon, id: string, token: string): Promise<void> {
    const run = await eventually(async () => {
      const view = await call(d, 'GET', `/api/v1/reports/runs/${id}`, token);
      return ['completed', 'failed'].includes(view.body.data?.status) ? view.body.data : undefined;
    });
    expect(run.status).toBe('completed');
    const first = await download(d, id, token);
    expect(first.status).toBe(200);
    artifacts.set(id, { sha256: sha256(first.body), bytes: first.body.length });
  }

  it('reports submitted on A run once each, sockets on A and B get the same events, and every artifact downloads from both', async () => {
    const operator = (await tokenOf(A, await createUser('Operator'))).access_token;
    const [onA, onB] = await Promise.all([
      socket(A, operator, ['jobs']),
      socket(B, operator, ['jobs']),
    ]);
    // Any built-in report that needs no parameter (names may change; the list says).
    const list = await call(A, 'GET', '/api/v1/reports', operator);
    const report = (
      list.body.data as Array<{ name: string; parameters: Array<{ required?: boolean }> }>
    ).find((r) => r.parameters.every((p) => !p.required))?.name;
    expect(report).toBeDefined();
    // Several at once, so that the daemons' workers and event recorders overlap.
    const submitted = await Promise.all(
      ['csv', 'json', 'pdf', 'csv'].map((format) =>
        call(A, 'POST', '/api/v1/reports/generate', operator, { report, format }),
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
    for (const { id } of runs) await completed(A, id, operator);
    // Whichever daemon ran each job, both serve every artifact, from the database.
    await expectEveryArtifact(A, operator);
    await expectEveryArtifact(B, operator);
    const stored = await queryDb<{ storage: string }>(
      db.url,
      'SELECT storage FROM report_artifacts WHERE run_id = ANY($1)',
      [[...ids]],
    );
    expect(stored).toEqual(runs.map(() => ({ storage: 'database' })));
    expect(existsSync(join(root, 'a', 'reports'))).toBe(false);
    expect(existsSync(join(root, 'b', 'reports'))).toBe(false);
    // A byte range comes from either daemon too.
    const [first] = runs;
    const part = await fetch(`${b.baseUrl}/api/v1/reports/runs/${first.id}/artifact`, {
      headers: { authorization: `Bearer ${operator}`, range: 'bytes=1-10' },
    });
    expect(part.status).toBe(206);
    const whole = await download(A, first.id, operator);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.body.subarray(1, 11));
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

  describe('an extension managed on one daemon', () => {
    let items: string[];
    let operator: string;
    let viewer: string;
    const property = (d: Daemon, item: string) =>
      call(
        d,
        'GET',
        `/api/v1/ido/SLItems?properties=Item,Uf_PackStyle&filter=${encodeURIComponent(`Item = '${item}'`)}`,
        viewer,
      );
    /** Waits until `d` serves the added property (true) or refuses it as unknown (false). */
    const serves = (d: Daemon, expected: boolean) =>
      eventually(
        async () => ((await property(d, items[0])).status === 200) === expected || undefined,
      );
    const patch = (d: Daemon, enabled: boolean) =>
      call(d, 'PATCH', '/api/v1/extensions/pack-styles', adminA, { enabled });

    beforeAll(async () => {
      operator = (await tokenOf(A, await createUser('Operator'))).access_token;
      viewer = (await tokenOf(A, await createUser('Viewer'))).access_token;
      const page = await call(
        A,
        'GET',
        '/api/v1/ido/SLItems?properties=Item&orderby=Item&recordcap=4',
        viewer,
      );
      items = (page.body.data as Array<{ Item: string }>).map((r) => r.Item);
      expect(items).toHaveLength(4);
    });

    it('deployed on A, is served by B: its property, its words, its report and its agent template', async () => {
      const files = packStyles(items);
      const digest = digestOf(files);
      const deployed = await fetch(`${a.baseUrl}/api/v1/extensions/deploy`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${adminA}`,
          'content-type': 'application/gzip',
          'x-extension-digest': digest,
          'x-extension-signature': signDigest(digest, signer.privateKey),
        },
        body: await tarGzOf(files),
      });
      expect(deployed.status).toBe(201);

      await serves(B, true);
      expect((await property(B, items[0])).body.data).toEqual([
        { Item: items[0], Uf_PackStyle: 'P' },
      ]);
      const listed = await call(B, 'GET', '/api/v1/extensions', adminA);
      expect(listed.body.data).toMatchObject([
        { id: 'pack-styles', state: 'enabled', signer: 'scale-ops', digest },
      ]);
      // B verified the bundle itself and keeps its own copy.
      expect(existsSync(join(root, 'b', 'extensions', 'pack-styles', 'extension.json'))).toBe(true);

      const asked = await call(B, 'POST', '/api/v1/query', operator, { query: 'palletized items' });
      expect(asked.status).toBe(200);
      expect(asked.body.meta.interpretation.filter).toBe("Uf_PackStyle = 'P'");
      expect(asked.body.meta.count).toBe(2);

      const run = await call(B, 'POST', '/api/v1/reports/generate', operator, {
        report: 'items-by-pack-style',
        format: 'csv',
      });
      expect(run.status).toBe(202);
      await completed(B, run.body.data.id as string, operator);
      const csv = (await download(A, run.body.data.id as string, operator)).body.toString('utf8');
      expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + items.length);
      await expectEveryArtifact(A, operator);

      const agent = await call(B, 'POST', '/api/v1/agents/deploy', adminA, {
        template: 'pallet-count',
      });
      expect(agent.status).toBe(202);
      await eventually(async () => {
        const state = (await call(A, 'GET', '/api/v1/agents/pallet-count', viewer)).body.data
          ?.state;
        return state === 'deployed' || undefined;
      });
      expect((await call(A, 'DELETE', '/api/v1/agents/pallet-count', adminA)).status).toBe(204);
    });

    it('disabled on B is gone from A; enabled again on A is back on B', async () => {
      expect((await patch(B, false)).status).toBe(200);
      await serves(A, false);
      const unknown = await property(A, items[0]);
      expect(unknown.body.error.message).toContain('unknown property Uf_PackStyle');
      const report = await call(A, 'POST', '/api/v1/reports/generate', operator, {
        report: 'items-by-pack-style',
      });
      expect(report.status).toBe(404);

      expect((await patch(A, true)).status).toBe(200);
      await serves(B, true);
    });

    it('a daemon started later catches up (artifacts, extension, policies) and follows a change whose notice never came', async () => {
      expect(await putPolicy('data.fieldMask.Viewer', { SLItems: ['UnitCost'] })).toMatchObject({
        status: 200,
      });
      try {
        c = await startDaemon(daemonEnv('c', 'config-late.json'));
        // In force from its first request: it applied what it found in the database at start.
        expect((await property(C, items[1])).body.data).toEqual([
          { Item: items[1], Uf_PackStyle: 'C' },
        ]);
        const masked = await call(C, 'GET', '/api/v1/ido/SLItems?properties=Item,UnitCost', viewer);
        expect(masked.status).toBe(400);
        await expectEveryArtifact(C, operator);
        const listed = await call(C, 'GET', '/api/v1/extensions', adminA);
        expect(listed.body.data).toMatchObject([{ id: 'pack-styles', state: 'enabled' }]);
      } finally {
        await putPolicy('data.fieldMask.Viewer', {});
      }

      // As if the daemon that disabled it died before its notice: C re-reads the database.
      await queryDb(db.url, "UPDATE extensions SET enabled = false WHERE name = 'pack-styles'");
      await serves(C, false);
      expect((await patch(A, true)).status).toBe(200);
      await serves(C, true);
      await serves(B, true);
    });

    it('removed on A is gone from B and C, with their copies of the bundle', async () => {
      const removed = await call(A, 'DELETE', '/api/v1/extensions/pack-styles', adminA);
      expect(removed.status).toBe(200);
      await serves(B, false);
      await serves(C, false);
      expect((await call(B, 'GET', '/api/v1/extensions', adminA)).body.data).toEqual([]);
      const gone = (name: string) => !existsSync(join(root, name, 'extensions', 'pack-styles'));
      await eventually(() => Promise.resolve(['a', 'b', 'c'].every(gone) || undefined));
      expect(await queryDb(db.url, 'SELECT name FROM extension_bundles')).toEqual([]);
    });
  });
});

describeOnPostgres('two daemons while their Redis is away', () => {
  let db: ScratchDatabase;
  let redis: PrivateRedis;
  let a: TestApp;
  let b: TestApp;
  const signer = signingKey();
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
        extensions: { trustedKeys: [{ id: 'blip-ops', publicKey: signer.publicPem }] },
        // No periodic re-read during the test: catching up is the reconnection's doing.
        database: { reconcileSeconds: 3600 },
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

  it('extension changes missed while Redis is away reach the other daemon once it is back, after its own checks', async () => {
    const admin = await a.tokenFor(Role.Admin);
    const viewer = await a.tokenFor(Role.Viewer);
    const items = (
      await a.request('GET', '/api/v1/ido/SLItems?properties=Item&orderby=Item&recordcap=2', {
        token: viewer,
      })
    ).body.data.map((r: { Item: string }) => r.Item) as string[];
    const onB = async () =>
      (
        await b.request(
          'GET',
          `/api/v1/ido/SLItems?properties=Uf_PackStyle&filter=${encodeURIComponent(`Item = '${items[0]}'`)}`,
          { token: viewer },
        )
      ).status;
    const stateOnB = async () =>
      (await b.request('GET', '/api/v1/extensions', { token: admin })).body.data[0] as {
        state: string;
        error?: string;
      };
    const redisAway = async () => {
      await redis.stop();
      await eventually(() => Promise.resolve(live(a) || live(b) ? undefined : true));
    };
    const redisBack = async () => {
      await redis.start();
      await eventually(() => Promise.resolve(live(a) && live(b) ? true : undefined));
    };
    const files = packStyles(items);
    const digest = digestOf(files);
    const stranger = signingKey();

    // Deployed while no notice can travel, and its recorded signature replaced meanwhile with
    // one the daemons' key does not verify: B, fetching it from the database, checks it again.
    await redisAway();
    const deployed = await a.request('POST', '/api/v1/extensions/deploy', {
      token: admin,
      rawBody: await tarGzOf(files),
      headers: {
        'content-type': 'application/gzip',
        'x-extension-digest': digest,
        'x-extension-signature': signDigest(digest, signer.privateKey),
      },
    });
    expect(deployed.status).toBe(201);
    await queryDb(db.url, 'UPDATE extensions SET signature = $1', [
      signDigest(digest, stranger.privateKey),
    ]);
    expect(await onB()).toBe(400);
    await redisBack();
    const refused = await eventually(async () => {
      const state = await stateOnB();
      return state.state === 'failed' ? state : undefined;
    });
    expect(refused.error).toContain('does not verify');
    expect(await onB()).toBe(400);
    expect(b.app.get(AgentTemplateRegistry).get('pallet-count')).toBeUndefined();

    // The genuine signature back, and changes announced as usual: B takes it.
    await queryDb(db.url, 'UPDATE extensions SET signature = $1', [
      signDigest(digest, signer.privateKey),
    ]);
    const patch = (enabled: boolean) =>
      a.request('PATCH', '/api/v1/extensions/pack-styles', { token: admin, body: { enabled } });
    expect((await patch(false)).status).toBe(200);
    expect((await patch(true)).status).toBe(200);
    await eventually(async () => ((await onB()) === 200 ? true : undefined));
    expect(b.app.get(AgentTemplateRegistry).get('pallet-count')?.source).toBe('pack-styles');
  });
});
