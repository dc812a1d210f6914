import Database from 'better-sqlite3';
import Redis from 'ioredis';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCRIPTS, have, run, signIn } from '../appliance/appliance-helpers';
import { DaemonProcess, ROOT, callDaemon, startDaemon } from '../support/daemon-process';
import { ScratchDatabase, createScratchDatabase, postgresSuitesEnabled } from '../support/postgres';

const PASSWORD = 'password-123';

/**
 * One story, step by step: a daemon under steady write load is backed up, stopped, restored into
 * a new data directory, and a daemon on the restored directory serves what was there.
 */
describe('scripts/backup.sh and scripts/restore.sh round-trip a daemon under write load', () => {
  let scratch: string;
  let data: string;
  let config: string;
  let out: string;
  let daemon: DaemonProcess | undefined;
  let archive = '';
  let reportId = '';
  /** Users that existed before the backup started: the backup must hold every one of them. */
  let before: string[] = [];
  let createdTotal = 0;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'ops-appliance-backup-'));
    data = join(scratch, 'data');
    config = join(scratch, 'etc');
    out = join(scratch, 'backups');
    mkdirSync(config);
    writeFileSync(join(config, 'config.json'), '{ "server": { "host": "127.0.0.1" } }\n');
    writeFileSync(join(config, 'environment'), 'ERPC_DEMO_SCALE=0.02\n');
  });
  afterAll(async () => {
    await daemon?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('takes a consistent backup while users, policies and queries keep being written', async () => {
    daemon = await startDaemon({
      ERPC_DATA_DIR: data,
      ERPC_CONFIG: join(config, 'config.json'),
      ERPC_ADMIN_PASSWORD: 'first-admin-pw',
      ERPC_DEMO_SCALE: '0.02',
    });
    const base = daemon.baseUrl;
    const admin = await signIn(base, 'admin', 'first-admin-pw');

    // A report artifact and a finished job in the embedded Redis, to be found after restore.
    const started = await callDaemon(base, 'POST', '/api/v1/reports/generate', admin, {
      report: 'overdue-purchase-orders',
      format: 'csv',
      parameters: {},
    });
    expect(started.status).toBe(202);
    reportId = started.body.data.id as string;
    for (let i = 0; ; i++) {
      const status = (await callDaemon(base, 'GET', `/api/v1/reports/runs/${reportId}`, admin)).body
        .data.status as string;
      if (status === 'completed') break;
      expect(status).not.toBe('failed');
      expect(i).toBeLessThan(300);
      await new Promise((r) => setTimeout(r, 100));
    }

    let stop = false;
    const created: string[] = [];
    let writes = 0;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const username = `load-${w}-${i}`;
        const user = await callDaemon(base, 'POST', '/api/v1/users', admin, {
          username,
          password: PASSWORD,
          role: 'Viewer',
        });
        expect(user.status).toBe(201);
        created.push(username);
        const policy = await callDaemon(base, 'PUT', '/api/v1/policies/query.maxLimit', admin, {
          value: 500 + ((w * 1000 + i) % 400),
        });
        expect(policy.status).toBe(200);
        await callDaemon(base, 'POST', '/api/v1/query', admin, {
          query: 'overdue purchase orders',
        });
        writes += 3;
      }
    };
    const failures: Error[] = [];
    const writers = [0, 1, 2].map((w) =>
      writer(w).catch((error: unknown) => {
        failures.push(error instanceof Error ? error : new Error(String(error)));
        stop = true;
      }),
    );
    while (created.length < 6 && failures.length === 0) await new Promise((r) => setTimeout(r, 20));
    if (failures.length > 0) throw failures[0];

    before = [...created];
    const writesAtStart = writes;
    const backup = await run(join(SCRIPTS, 'backup.sh'), [
      '--data-dir',
      data,
      '--config-dir',
      config,
      '--out',
      out,
    ]);
    const writesDuring = writes - writesAtStart;
    stop = true;
    await Promise.all(writers);
    createdTotal = created.length;
    if (failures.length > 0) throw failures[0];

    expect(backup.stderr).not.toContain('WARNING');
    expect(backup.code).toBe(0);
    // The daemon really was writing while the backup ran.
    expect(writesDuring).toBeGreaterThan(0);
    archive = backup.stdout.trim().split('\n').at(-1) as string;
    expect(archive).toMatch(/erp-connector-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    const listing = await run('tar', ['-tzf', archive]);
    expect(listing.stdout.split('\n')).toEqual(
      expect.arrayContaining([
        './manifest.txt',
        './SHA256SUMS',
        './data/state.sqlite',
        './data/demo-erp.sqlite',
        './data/redis/dump.rdb',
        './data/secrets/jwt-hs256.key',
        `./data/reports/${reportId}.csv`,
        './config/config.json',
        './config/environment',
      ]),
    );
    // A live WAL database is never copied file by file.
    expect(listing.stdout).not.toMatch(/state\.sqlite-(wal|shm)/);
    const manifest = await run('tar', ['-xzOf', archive, './manifest.txt']);
    expect(manifest.stdout).toContain('sqlite_integrity_check=ok');
    expect(manifest.stdout).toContain('redis=embedded, snapshot');
  }, 180_000);

  it('refuses to restore over the data directory of a running daemon', async () => {
    const result = await run(join(SCRIPTS, 'restore.sh'), ['--data-dir', data, '--force', archive]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('stop it first');
    expect(existsSync(join(data, 'state.sqlite'))).toBe(true);
  });

  it('restores into a new data directory that passes integrity_check and holds the data', async () => {
    expect(await daemon?.stop()).toBe(0);
    daemon = undefined;
    const restored = join(scratch, 'restored');
    const restoredConfig = join(scratch, 'etc-restored');
    const result = await run(join(SCRIPTS, 'restore.sh'), [
      '--data-dir',
      restored,
      '--config-dir',
      restoredConfig,
      archive,
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('integrity_check ok');

    const db = new Database(join(restored, 'state.sqlite'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const users = (db.prepare('SELECT username FROM users').all() as { username: string }[]).map(
      (u) => u.username,
    );
    db.close();
    expect(users).toEqual(expect.arrayContaining(['admin', ...before]));
    expect(users.length).toBeLessThanOrEqual(createdTotal + 1);
    expect(readdirSync(join(restored, 'redis', 'appendonlydir')).length).toBeGreaterThan(0);
    expect(existsSync(join(restored, 'redis', 'dump.rdb'))).toBe(false);

    daemon = await startDaemon({
      ERPC_DATA_DIR: restored,
      ERPC_CONFIG: join(restoredConfig, 'config.json'),
      ERPC_DEMO_SCALE: '0.02',
    });
    const base = daemon.baseUrl;
    const admin = await signIn(base, 'admin', 'first-admin-pw');
    await signIn(base, before[0], PASSWORD);
    await signIn(base, before.at(-1) as string, PASSWORD);
    const artifact = await fetch(`${base}/api/v1/reports/runs/${reportId}/artifact`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(artifact.status).toBe(200);
    expect((await artifact.text()).length).toBeGreaterThan(0);
    // The queued-job state came back too: the embedded Redis holds the finished report job.
    const redis = new Redis({ path: join(restored, 'redis', 'redis.sock'), lazyConnect: true });
    try {
      await redis.connect();
      expect((await redis.keys('erpc:*')).length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
    expect(await daemon.stop()).toBe(0);
    daemon = undefined;
  }, 120_000);

  it('refuses a non-empty target without --force, and with --force keeps the old content aside', async () => {
    // The quick start's data directory: ./data in a checkout, which git ignores; what restore
    // leaves beside it must be ignored as well (checked against this checkout's .gitignore).
    const checkout = join(scratch, 'checkout');
    mkdirSync(checkout);
    expect((await run('git', ['init', '--quiet', checkout])).code).toBe(0);
    copyFileSync(join(ROOT, '.gitignore'), join(checkout, '.gitignore'));
    const target = join(checkout, 'data');
    mkdirSync(target);
    writeFileSync(join(target, 'precious'), 'old');
    const refused = await run(join(SCRIPTS, 'restore.sh'), [
      '--data-dir',
      target,
      '--no-config',
      archive,
    ]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('is not empty');

    const forced = await run(join(SCRIPTS, 'restore.sh'), [
      '--data-dir',
      target,
      '--no-config',
      '--force',
      archive,
    ]);
    expect(forced.code).toBe(0);
    expect(existsSync(join(target, 'state.sqlite'))).toBe(true);
    const aside = readdirSync(checkout).find((name) => name.startsWith('data.pre-restore-'));
    expect(aside).toBeDefined();
    expect(existsSync(join(checkout, aside as string, 'precious'))).toBe(true);
    const status = await run('git', ['-C', checkout, 'status', '--porcelain', '-uall']);
    expect(status.stdout.trim().split('\n')).toEqual(['?? .gitignore']);
  });

  it('refuses an archive whose content does not match its checksums, changing nothing', async () => {
    const unpacked = join(scratch, 'tampered');
    mkdirSync(unpacked);
    await run('tar', ['-xzf', archive, '-C', unpacked]);
    writeFileSync(join(unpacked, 'config', 'config.json'), '{ "server": { "host": "0.0.0.0" } }');
    const tampered = join(scratch, 'tampered.tar.gz');
    await run('tar', ['-czf', tampered, '-C', unpacked, '.']);
    const target = join(scratch, 'never');
    const result = await run(join(SCRIPTS, 'restore.sh'), ['--data-dir', target, tampered]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('checksums do not match');
    expect(existsSync(join(target, 'state.sqlite'))).toBe(false);
  });
});

const pgDescribe = postgresSuitesEnabled() && have('pg_dump') ? describe : describe.skip;

pgDescribe('scripts/backup.sh with the state in PostgreSQL (pg_dump, pg_restore)', () => {
  let scratch: string;
  const databases: ScratchDatabase[] = [];
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.drop()));
    rmSync(scratch, { recursive: true, force: true });
  });

  it('dumps the database with pg_dump and restores it into another one', async () => {
    scratch = mkdtempSync(join(tmpdir(), 'ops-appliance-pg-'));
    const [source, target] = [await createScratchDatabase(), await createScratchDatabase()];
    databases.push(source, target);
    const data = join(scratch, 'data');
    const config = join(scratch, 'etc');
    mkdirSync(config);
    // Where an installation keeps the URL: the unit's EnvironmentFile.
    writeFileSync(join(config, 'environment'), `ERPC_DATABASE_URL=${source.url}\n`);
    let daemon = await startDaemon({
      ERPC_DATA_DIR: data,
      ERPC_DATABASE_URL: source.url,
      ERPC_ADMIN_PASSWORD: 'first-admin-pw',
      ERPC_DEMO_SCALE: '0.02',
    });
    try {
      const admin = await signIn(daemon.baseUrl, 'admin', 'first-admin-pw');
      const user = await callDaemon(daemon.baseUrl, 'POST', '/api/v1/users', admin, {
        username: 'pg-user',
        password: PASSWORD,
        role: 'Operator',
      });
      expect(user.status).toBe(201);
      const backup = await run(join(SCRIPTS, 'backup.sh'), [
        '--data-dir',
        data,
        '--config-dir',
        config,
        '--out',
        join(scratch, 'out'),
      ]);
      expect(backup.code).toBe(0);
      const archive = backup.stdout.trim().split('\n').at(-1) as string;
      const manifest = await run('tar', ['-xzOf', archive, './manifest.txt']);
      expect(manifest.stdout).toContain('database=postgresql');
      expect((await run('tar', ['-tzf', archive])).stdout).toContain('./postgres.dump');
      expect(await daemon.stop()).toBe(0);

      const restored = join(scratch, 'restored');
      const restore = await run(
        join(SCRIPTS, 'restore.sh'),
        ['--data-dir', restored, '--no-config', '--pg-restore', archive],
        { ERPC_DATABASE_URL: target.url },
      );
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain('PostgreSQL restored');
      daemon = await startDaemon({
        ERPC_DATA_DIR: restored,
        ERPC_DATABASE_URL: target.url,
        ERPC_DEMO_SCALE: '0.02',
      });
      await signIn(daemon.baseUrl, 'pg-user', PASSWORD);
    } finally {
      await daemon.stop();
    }
  }, 120_000);
});
