import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SYTELINE_CATALOG } from '../../src/erp/catalog/syteline-catalog';
import { DEMO_ERP_FILE } from '../../src/erp/connectors/demo/demo-erp-file';
import { storedColumns } from '../../src/erp/connectors/demo/demo-schema';
import { ensureDemoDatabase } from '../../src/erp/connectors/demo/ensure-demo-database';
import { MONGOOSE_REPLICA_FILE } from '../../src/erp/erp.module';
import { quoteIdent } from '../../src/erp/filter/sql-filter-compiler';
import { DaemonProcess, callDaemon, exitOf, startDaemon } from '../support/daemon-process';
import { FakeMongooseServer, startFakeMongooseServer } from '../support/fake-mongoose-server';
import { TestRedis, useTestRedis } from '../support/redis';
import { eventually } from '../support/ws-client';

/**
 * The built daemon in replica mode against the fake Mongoose server, as processes: a sync killed
 * with SIGKILL half-way resumes at the next start where it stopped (nothing loaded twice, nothing
 * lost), and two daemons on one Redis sync one at a time. The replica file is read directly to
 * check contents and the sync log (`_replica_runs`).
 */
describe('mongoose replica mode, daemons killed and side by side', () => {
  let dir: string;
  let fake: FakeMongooseServer;
  let passwordFile: string;
  const daemons: DaemonProcess[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-replica-daemons-'));
    const source = join(dir, DEMO_ERP_FILE);
    ensureDemoDatabase({ file: source, scale: 0.03, asOf: '2026-11-21', seed: 20261121 });
    fake = await startFakeMongooseServer({
      file: source,
      today: '2026-11-21',
      writable: true,
      timeZone: 'Europe/Berlin',
    });
    passwordFile = join(dir, 'mongoose-password');
    writeFileSync(passwordFile, 'erpc-password\n', { mode: 0o600 });
  }, 120_000);

  afterEach(async () => {
    await Promise.all(daemons.splice(0).map((d) => d.stop()));
    fake.switches.latencyMs = 0;
  });

  afterAll(async () => {
    await fake?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A daemon's environment: its own data directory and a config file of replica settings. */
  function environment(
    name: string,
    replica: Record<string, unknown>,
    extra: Record<string, string> = {},
  ): Record<string, string> {
    const dataDir = join(dir, name);
    mkdirSync(dataDir, { recursive: true });
    const configFile = join(dataDir, 'replica.json');
    writeFileSync(
      configFile,
      JSON.stringify({
        erp: { timeoutMs: 5000, mongoose: { pageSize: 20, retryBackoffMs: 10 }, replica },
        ...(extra.ERPC_REDIS_URL ? { redis: { prefix: extra.REDIS_PREFIX } } : {}),
      }),
    );
    const { REDIS_PREFIX: _prefix, ...env } = extra;
    return {
      ERPC_DATA_DIR: dataDir,
      ERPC_CONFIG: configFile,
      ERPC_ADMIN_PASSWORD: 'replica-test-pw',
      ERPC_ERP_CONNECTOR: 'mongoose',
      ERPC_ERP_MODE: 'replica',
      ERPC_MONGOOSE_URL: fake.url,
      ERPC_MONGOOSE_CONFIG: fake.config,
      ERPC_MONGOOSE_USER: 'erpc',
      ERPC_MONGOOSE_PASSWORD_FILE: passwordFile,
      ERPC_MONGOOSE_TIMEZONE: 'Europe/Berlin',
      ...env,
    };
  }

  /** Opens a replica file read-only (WAL: beside a running writer) for one look. */
  function look<T>(file: string, read: (db: Database.Database) => T): T {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return read(db);
    } finally {
      db.close();
    }
  }

  function rowsIn(file: string): number {
    return look(file, (db) =>
      SYTELINE_CATALOG.reduce(
        (n, ido) =>
          n +
          Number(
            db
              .prepare(`SELECT count(*) FROM ${quoteIdent(ido.name)}`)
              .pluck()
              .get(),
          ),
        0,
      ),
    );
  }

  /** Every stored row of every IDO, in key order, as text: the ERP's and the replica's. */
  function contents(file: string): Record<string, string[]> {
    return look(file, (db) => {
      const out: Record<string, string[]> = {};
      for (const ido of SYTELINE_CATALOG) {
        const columns = storedColumns(ido).map(quoteIdent).join(', ');
        const keys = ido.properties.filter((p) => p.key).map((p) => quoteIdent(p.name));
        out[ido.name] = (
          db
            .prepare(`SELECT ${columns} FROM ${quoteIdent(ido.name)} ORDER BY ${keys.join(', ')}`)
            .raw()
            .all() as unknown[][]
        ).map((row) => JSON.stringify(row));
      }
      return out;
    });
  }

  interface Run {
    id: number;
    started_at: string;
    finished_at: string | null;
    outcome: string;
    rows: number;
  }

  const runsOf = (file: string): Run[] =>
    look(file, (db) => db.prepare('SELECT * FROM "_replica_runs" ORDER BY "id"').all() as Run[]);

  const ready = (daemon: DaemonProcess) =>
    eventually(
      async () =>
        (await callDaemon(daemon.baseUrl, 'GET', '/readyz')).status === 200 ? true : undefined,
      120_000,
      200,
    );

  it('resumes a sync killed mid-way where it stopped, without duplicates or losses', async () => {
    // Overlap 0: rows the killed sync committed are not read again, so what the second run
    // loads tells whether it resumed or started over.
    const env = environment('killed', {
      syncIntervalSeconds: 3600,
      sweepIntervalSeconds: 3600,
      overlapSeconds: 0,
    });
    const replicaFile = join(env.ERPC_DATA_DIR, MONGOOSE_REPLICA_FILE);
    const source = contents(join(dir, DEMO_ERP_FILE));
    const total = Object.values(source).reduce((n, rows) => n + rows.length, 0);
    fake.switches.latencyMs = 25;
    let daemon = await startDaemon(env);
    daemons.push(daemon);
    expect((await callDaemon(daemon.baseUrl, 'GET', '/readyz')).status).toBe(503);
    await eventually(
      () => Promise.resolve(rowsIn(replicaFile) > total / 3 ? true : undefined),
      60_000,
      20,
    );
    daemon.child.kill('SIGKILL');
    await exitOf(daemon.child);
    daemons.splice(daemons.indexOf(daemon), 1);
    const committed = rowsIn(replicaFile);
    expect(committed).toBeGreaterThan(0);
    expect(committed).toBeLessThan(total);
    expect(runsOf(replicaFile).map((r) => r.outcome)).toEqual(['running']);

    fake.switches.latencyMs = 0;
    daemon = await startDaemon(env);
    daemons.push(daemon);
    await ready(daemon);
    // Every row of the ERP, once, with the ERP's values.
    expect(contents(replicaFile)).toEqual(source);
    const runs = runsOf(replicaFile);
    expect(runs.map((r) => r.outcome)).toEqual(['running', 'synced']);
    expect(runs[1].rows).toBe(total - committed);
  }, 240_000);

  it('two daemons on one Redis sync one at a time', async () => {
    const redis: TestRedis = await useTestRedis();
    try {
      const shared = { ERPC_REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix };
      const replica = { syncIntervalSeconds: 2, sweepIntervalSeconds: 2, overlapSeconds: 1 };
      // Slow enough that a sync lasts longer than the interval: they would overlap if they could.
      fake.switches.latencyMs = 10;
      const [a, b] = await Promise.all([
        startDaemon(environment('side-a', replica, shared)),
        startDaemon(environment('side-b', replica, shared)),
      ]);
      daemons.push(a, b);
      const files = ['side-a', 'side-b'].map((n) => join(dir, n, MONGOOSE_REPLICA_FILE));
      await Promise.all([ready(a), ready(b)]);
      await eventually(
        () =>
          Promise.resolve(
            files.every((f) => runsOf(f).filter((r) => r.outcome === 'synced').length >= 2)
              ? true
              : undefined,
          ),
        120_000,
        200,
      );
      const runs = files
        .flatMap((f) => runsOf(f))
        .filter((r) => r.finished_at !== null)
        .sort((x, y) => Date.parse(x.started_at) - Date.parse(y.started_at));
      expect(runs.length).toBeGreaterThanOrEqual(4);
      for (let i = 1; i < runs.length; i += 1) {
        expect(Date.parse(runs[i].started_at)).toBeGreaterThanOrEqual(
          Date.parse(runs[i - 1].finished_at as string),
        );
      }
      const source = contents(join(dir, DEMO_ERP_FILE));
      for (const file of files) expect(contents(file)).toEqual(source);
    } finally {
      await Promise.all(daemons.splice(0).map((d) => d.stop()));
      await redis.close();
    }
  }, 240_000);
});
