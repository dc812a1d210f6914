import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import type { Stats } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import type { AppConfig } from '../config/app-config';
import { MIGRATIONS } from '../database/migrations';
import { parseSqlUrl } from '../config/sql-url';
import { DEMO_ERP_FILE } from '../erp/connectors/demo/demo-erp-file';
import { ionGatewayIdoUrl } from '../erp/connectors/mongoose/ion-api';
import { satisfiesRange } from './node-range';
import { dialAddress } from './wait-ready';

export type CheckStatus = 'OK' | 'WARN' | 'FAIL' | 'SKIP';

export interface CheckResult {
  name: string;
  status: CheckStatus;
  message: string;
  /** What to do about a WARN or FAIL, in words an operator can act on. */
  fix?: string;
}

export interface DoctorContext {
  env: NodeJS.ProcessEnv;
  /** The installation: config/default.json, package.json and dist/ live here. */
  rootDir: string;
  now: Date;
  /** The validated configuration; absent when it is invalid (the config check says why). */
  config?: AppConfig;
  uid: number;
}

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
/** BullMQ needs 5; 6.2 is what it is tested against and what Debian 12 ships (7.0). */
const REDIS_MINIMUM: [number, number] = [6, 2];

const ok = (name: string, message: string): CheckResult => ({ name, status: 'OK', message });
const warn = (name: string, message: string, fix: string): CheckResult => ({
  name,
  status: 'WARN',
  message,
  fix,
});
const fail = (name: string, message: string, fix: string): CheckResult => ({
  name,
  status: 'FAIL',
  message,
  fix,
});

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const octal = (mode: number) => '0' + (mode & 0o777).toString(8);

export function checkNode(ctx: DoctorContext): CheckResult {
  const pkg = JSON.parse(readFileSync(join(ctx.rootDir, 'package.json'), 'utf8')) as {
    engines?: { node?: string };
  };
  const range = pkg.engines?.node;
  if (!range) return ok('node', `${process.version} (package.json states no engines range)`);
  if (satisfiesRange(process.version, range)) {
    return ok('node', `${process.version} satisfies ${range}`);
  }
  return fail(
    'node',
    `${process.version} does not satisfy ${range} (package.json engines)`,
    `install a Node.js in ${range} as /usr/bin/node (Debian 12: the NodeSource or nodejs.org ` +
      'build for Node 20 or 22), then run npm rebuild better-sqlite3 in the installation',
  );
}

export function checkConfig(ctx: DoctorContext, faults: string[] | undefined): CheckResult {
  const file = ctx.env.ERPC_CONFIG;
  const source = file ? `${join(ctx.rootDir, 'config', 'default.json')} + ${file}` : 'defaults';
  if (!faults) {
    const config = ctx.config as AppConfig;
    return ok(
      'config',
      `valid (${source} + ERPC_* environment); data ${config.dataDir}, ` +
        `${config.server.host}:${config.server.port}`,
    );
  }
  return fail(
    'config',
    `invalid: ${faults.join('; ')}`,
    `correct ${file ?? 'the ERPC_* environment'}${file ? ' or the ERPC_* environment' : ''}; ` +
      `every setting and its default is in ${join(ctx.rootDir, 'config', 'default.json')}`,
  );
}

/** The nearest existing ancestor of a path (for a data directory not created yet). */
function existingAncestor(path: string): string {
  let dir = path;
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export function checkDataDir(ctx: DoctorContext): CheckResult {
  const dir = (ctx.config as AppConfig).dataDir;
  const name = 'data-dir';
  const asWhom = ctx.uid === 0 ? ' (checked as root, who may write anywhere)' : '';
  let stat: Stats;
  try {
    stat = statSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') {
      return fail(
        name,
        `uid ${ctx.uid} cannot reach ${dir} (${code ?? String(error)}): a parent directory ` +
          'denies access',
        `let the service user traverse every parent of ${dir} (chmod o+x, or chgrp/chmod g+x), ` +
          'or move the data directory',
      );
    }
    const parent = existingAncestor(dir);
    try {
      accessSync(parent, constants.W_OK | constants.X_OK);
      return ok(name, `${dir} does not exist yet; the daemon creates it at first start`);
    } catch {
      return fail(
        name,
        `${dir} does not exist and ${parent} is not writable by uid ${ctx.uid}`,
        `create it for the service user: install -d -m 0750 -o erp-connector -g erp-connector ${dir}`,
      );
    }
  }
  if (!stat.isDirectory()) {
    return fail(
      name,
      `${dir} is not a directory`,
      `point ERPC_DATA_DIR (or dataDir) at a directory, or move ${dir} away`,
    );
  }
  const probe = join(dir, `.doctor-${process.pid}`);
  try {
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    return fail(
      name,
      `${dir} is not writable by uid ${ctx.uid} (owner uid ${stat.uid}, mode ` +
        `${octal(stat.mode)}): ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
      `give it to the user the daemon runs as: chown -R erp-connector:erp-connector ${dir} && ` +
        `chmod 0750 ${dir} (under systemd, StateDirectory= does this at every start)`,
    );
  }
  const secrets = join(dir, 'secrets');
  if (existsSync(secrets)) {
    const loose = [secrets, ...readdirSync(secrets).map((f) => join(secrets, f))].filter(
      (path) => (statSync(path).mode & 0o077) !== 0,
    );
    if (loose.length > 0) {
      return fail(
        name,
        `${loose.join(', ')} can be read by others than the owner: anyone who reads the ` +
          'token signing secret can sign in as any user',
        `chmod 0700 ${secrets} && chmod 0600 ${secrets}/*, then rotate the secrets (delete ` +
          'them and restart: every session ends)',
      );
    }
  }
  if ((stat.mode & 0o007) !== 0) {
    return warn(
      name,
      `${dir} (mode ${octal(stat.mode)}) is open to every local user${asWhom}`,
      `chmod 0750 ${dir}`,
    );
  }
  if (stat.uid !== ctx.uid) {
    return warn(
      name,
      `${dir} is owned by uid ${stat.uid}, doctor runs as uid ${ctx.uid}${asWhom}`,
      'run doctor as the service user (scripts/doctor.sh does), or fix the owner: ' +
        `chown -R erp-connector:erp-connector ${dir}`,
    );
  }
  return ok(name, `${dir} is writable (mode ${octal(stat.mode)}, owner uid ${stat.uid})`);
}

export function checkDisk(ctx: DoctorContext): CheckResult {
  const dir = existingAncestor((ctx.config as AppConfig).dataDir);
  const fs = statfsSync(dir);
  const free = fs.bavail * fs.bsize;
  const total = fs.blocks * fs.bsize;
  const text = `${(free / GiB).toFixed(1)} GiB free of ${(total / GiB).toFixed(1)} GiB at ${dir}`;
  const fix =
    `free space on the filesystem of ${dir}: old report artifacts (reports/) and backups ` +
    'are the usual culprits; SQLite and Redis stop accepting writes on a full disk';
  if (free < 256 * MiB) return fail('disk', text, fix);
  if (free < 2 * GiB || free / total < 0.05) return warn('disk', text, fix);
  return ok('disk', text);
}

export function checkClock(ctx: DoctorContext): CheckResult {
  const now = ctx.now.getTime();
  const stamp = ctx.now.toISOString();
  const fix =
    'set the clock (timedatectl set-time, or an NTP/chrony source on the local network): ' +
    'token expiry, audit order and report dates depend on it';
  const build = join(ctx.rootDir, 'dist', 'main.js');
  if (existsSync(build) && statSync(build).mtimeMs > now + 24 * 3600_000) {
    return fail(
      'clock',
      `${stamp} is before this installation was built (${statSync(build).mtime.toISOString()})`,
      fix,
    );
  }
  const config = ctx.config as AppConfig;
  const state = join(config.dataDir, 'state.sqlite');
  if (!config.database.url && existsSync(state)) {
    try {
      const db = new Database(state, { readonly: true, fileMustExist: true, timeout: 2000 });
      try {
        const row = db.prepare('SELECT max(at) AS at FROM audit_log').get() as
          { at: string | null } | undefined;
        const latest = row?.at ? Date.parse(row.at.replace(' ', 'T') + 'Z') : NaN;
        if (latest > now + 5 * 60_000) {
          return fail(
            'clock',
            `${stamp} is behind the newest audit entry (${new Date(latest).toISOString()}): ` +
              'the clock went backwards',
            fix,
          );
        }
      } finally {
        db.close();
      }
    } catch {
      // No audit table yet (migrations pending) or an unreadable file: the database check says.
    }
  }
  const synced = existsSync('/run/systemd/timesync/synchronized');
  return ok(
    'clock',
    `${stamp}, not before the build nor the newest audit entry` +
      (synced ? '; synchronized by systemd-timesyncd' : ''),
  );
}

/** Binds the configured address for a moment; a taken port is fine if erp-connector holds it. */
export async function checkPort(ctx: DoctorContext): Promise<CheckResult> {
  const { host, port } = (ctx.config as AppConfig).server;
  const where = `${host}:${port}`;
  if (port === 0) return ok('port', `${where}: a random free port (meant for tests)`);
  const code = await new Promise<string | undefined>((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'ERROR'));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(undefined)));
  });
  if (code === undefined) return ok('port', `${where} is free to listen on`);
  if (code === 'EADDRINUSE') {
    if (await answersAsErpConnector(dialAddress(host), port)) {
      return ok('port', `${where} is in use by a running erp-connector (GET /healthz answered)`);
    }
    return fail(
      'port',
      `${where} is taken by another program`,
      `find it with ss -ltnp 'sport = :${port}' and stop it, or give erp-connector another ` +
        'port (ERPC_PORT / server.port)',
    );
  }
  if (code === 'EACCES') {
    return fail(
      'port',
      `${where}: permission denied`,
      'ports below 1024 need privileges the unit does not grant: use a port of 1024 or more ' +
        '(8091 by default) behind a reverse proxy',
    );
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return fail(
      'port',
      `${where}: ${host} is not an address of this host`,
      'set ERPC_HOST (server.host) to 127.0.0.1, 0.0.0.0 or one of this host’s addresses (ip -br addr)',
    );
  }
  return fail('port', `${where}: cannot listen (${code})`, 'check ERPC_HOST and ERPC_PORT');
}

async function answersAsErpConnector(host: string, port: number): Promise<boolean> {
  try {
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/healthz`;
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    const body = (await response.json()) as { success?: boolean; data?: { status?: string } };
    return response.headers.has('x-request-id') && body.data?.status === 'ok';
  } catch {
    return false;
  }
}

function findOnPath(binary: string, env: NodeJS.ProcessEnv): string | undefined {
  if (binary.includes('/')) return existsSync(binary) ? binary : undefined;
  for (const dir of (env.PATH ?? '/usr/local/bin:/usr/bin:/bin').split(delimiter)) {
    const candidate = join(dir, binary);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

function versionAtLeast(version: string, [major, minor]: [number, number]): boolean {
  const [a, b] = version.split('.').map(Number);
  return a > major || (a === major && b >= minor);
}

export async function checkRedis(ctx: DoctorContext): Promise<CheckResult> {
  const config = ctx.config as AppConfig;
  const minimum = REDIS_MINIMUM.join('.');
  if (config.redis.url) return checkExternalRedis(config.redis.url);
  const binary = findOnPath(config.redis.binary, ctx.env);
  if (!binary) {
    return fail(
      'redis',
      `"${config.redis.binary}" (the embedded Redis) is not on PATH`,
      'apt-get install redis-server (the daemon runs its own; systemctl disable --now ' +
        'redis-server keeps the packaged one from also running), or point ERPC_REDIS_URL at an ' +
        'existing Redis',
    );
  }
  const output = await new Promise<string>((resolve) =>
    execFile(binary, ['--version'], { timeout: 5000 }, (error, stdout) =>
      resolve(error ? '' : stdout),
    ),
  );
  const version = /v=(\d+\.\d+\.\d+)/.exec(output)?.[1];
  if (!version) {
    return fail(
      'redis',
      `${binary} --version did not answer like redis-server`,
      'reinstall redis-server (apt-get install --reinstall redis-server)',
    );
  }
  if (!versionAtLeast(version, REDIS_MINIMUM)) {
    return warn(
      'redis',
      `${binary} is Redis ${version}; BullMQ wants ${minimum} or newer`,
      `install Redis ${minimum} or newer, or point ERPC_REDIS_URL at one`,
    );
  }
  return ok('redis', `embedded: ${binary} (Redis ${version}), data in ${config.dataDir}/redis`);
}

async function checkExternalRedis(url: string): Promise<CheckResult> {
  const safe = url.replace(/\/\/[^@/]*@/, '//***@');
  const client = url.startsWith('unix://')
    ? new Redis({ path: url.slice('unix://'.length), lazyConnect: true })
    : new Redis(url, { lazyConnect: true });
  client.options.maxRetriesPerRequest = 0;
  client.options.retryStrategy = () => null;
  client.on('error', () => undefined);
  try {
    await withTimeout(client.connect(), 3000, 'connect');
    const info = await withTimeout<string>(client.info('server'), 3000, 'INFO');
    const version = /redis_version:(\S+)/.exec(info)?.[1] ?? '?';
    let policy: string | undefined;
    try {
      policy = ((await client.config('GET', 'maxmemory-policy')) as string[])[1];
    } catch {
      // Managed Redis services often refuse CONFIG; the daemon itself warns at start then.
    }
    if (policy && policy !== 'noeviction') {
      return warn(
        'redis',
        `${safe}: Redis ${version} with maxmemory-policy ${policy}, which may drop queued jobs`,
        'set maxmemory-policy noeviction on that Redis (redis.conf or CONFIG SET)',
      );
    }
    if (!versionAtLeast(version, REDIS_MINIMUM)) {
      return warn(
        'redis',
        `${safe}: Redis ${version}`,
        `use Redis ${REDIS_MINIMUM.join('.')} or newer`,
      );
    }
    return ok('redis', `${safe}: Redis ${version} answers`);
  } catch (error) {
    return fail(
      'redis',
      `${safe} does not answer: ${(error as Error).message}`,
      'check ERPC_REDIS_URL (host, port, password), that Redis listens there ' +
        '(redis-cli -u URL ping) and that no firewall is in the way; or unset it to use the ' +
        'embedded Redis',
    );
  } finally {
    client.disconnect();
  }
}

function pendingMigrations(applied: string[]): string[] {
  const done = new Set(applied);
  return MIGRATIONS.map((m) => m.name).filter((name) => !done.has(name));
}

function describePending(pending: string[]): string {
  return pending.length === 0
    ? 'schema up to date'
    : `${pending.length} migration(s) will run at the next start (${pending.join(', ')})`;
}

export async function checkDatabase(ctx: DoctorContext): Promise<CheckResult> {
  const config = ctx.config as AppConfig;
  if (config.database.url) {
    const safe = config.database.url.replace(/\/\/[^@/]*@/, '//***@');
    const client = new Client({ connectionString: config.database.url });
    client.on('error', () => undefined);
    try {
      await withTimeout(client.connect(), 5000, 'connect');
      const exists = await client.query<{ t: string | null }>(
        "SELECT to_regclass('migrations')::text AS t",
      );
      const applied = exists.rows[0]?.t
        ? (await client.query<{ name: string }>('SELECT name FROM migrations')).rows.map(
            (r) => r.name,
          )
        : [];
      return ok(
        'database',
        `PostgreSQL ${safe} answers; ${describePending(pendingMigrations(applied))}`,
      );
    } catch (error) {
      return fail(
        'database',
        `PostgreSQL ${safe}: ${(error as Error).message}`,
        'check ERPC_DATABASE_URL (host, port, user, password, database name) and pg_hba.conf; ' +
          'psql "$ERPC_DATABASE_URL" -c "select 1" must work from this host',
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const file = join(config.dataDir, 'state.sqlite');
  if (!existsSync(file)) {
    return ok(
      'database',
      `SQLite ${file} does not exist yet; created with its schema at first start`,
    );
  }
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true, timeout: 5000 });
    try {
      const check = (db.pragma('quick_check', { simple: true }) as string) ?? '';
      if (check !== 'ok') {
        return fail(
          'database',
          `SQLite ${file} is damaged: ${check}`,
          'stop the daemon and restore the last backup (scripts/restore.sh)',
        );
      }
      const hasTable = db
        .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'migrations'")
        .get();
      const applied = hasTable
        ? (db.prepare('SELECT name FROM migrations').all() as { name: string }[]).map((r) => r.name)
        : [];
      return ok(
        'database',
        `SQLite ${file} passes quick_check; ${describePending(pendingMigrations(applied))}`,
      );
    } finally {
      db.close();
    }
  } catch (error) {
    return fail(
      'database',
      `SQLite ${file} cannot be opened: ${(error as Error).message}`,
      `the daemon's user must own ${config.dataDir} and everything in it ` +
        `(chown -R erp-connector:erp-connector ${config.dataDir})`,
    );
  }
}

export function checkErp(ctx: DoctorContext): CheckResult {
  const config = ctx.config as AppConfig;
  switch (config.erp.connector) {
    case 'mongoose': {
      const m = config.erp.mongoose;
      if (m.passwordFile && !m.ionapi && !existsSync(m.passwordFile)) {
        return fail(
          'erp',
          `mongoose connector: the password file ${m.passwordFile} does not exist`,
          'point ERPC_MONGOOSE_PASSWORD_FILE at a file holding the password (e.g. a systemd credential)',
        );
      }
      if (m.caFile && !existsSync(m.caFile)) {
        return fail(
          'erp',
          `mongoose connector: the CA bundle ${m.caFile} does not exist`,
          "point ERPC_MONGOOSE_CA at the PEM file of the CA that signed the ERP's certificate",
        );
      }
      let url = m.url ?? '';
      if (m.ionapi) {
        // Its faults name the file and the missing keys, never a value.
        try {
          url = m.url ?? ionGatewayIdoUrl(m.ionapi);
        } catch (error) {
          return fail(
            'erp',
            `mongoose connector: ${(error as Error).message}`,
            'point ERPC_MONGOOSE_IONAPI at the .ionapi file of a backend-service authorized app',
          );
        }
      }
      // The URL alone, never the user or anything secret; reaching the server is /readyz's job.
      return ok(
        'erp',
        `mongoose connector (${config.erp.mode}${m.ionapi ? ', ION API gateway' : ''}): ${url}, config ${m.config ?? ''}`,
      );
    }
    case 'sql': {
      const target = parseSqlUrl(config.erp.sqlUrl ?? '');
      if (target.dialect === 'sqlite' && !existsSync(target.file)) {
        return fail(
          'erp',
          `sql connector: ${target.file} does not exist`,
          'point ERPC_SQL_URL at an existing SQLite file: sqlite:///absolute/path.db',
        );
      }
      // Reaching a server is /readyz's job (the doctor stays offline and quick).
      return ok('erp', `sql connector: ${target.display}, catalog ${config.erp.catalog}`);
    }
    case 'demo': {
      const file = join(config.dataDir, DEMO_ERP_FILE);
      if (!existsSync(file)) {
        return ok(
          'erp',
          `demo ERP: ${file} is generated at first start (scale ${config.demo.scale})`,
        );
      }
      try {
        const db = new Database(file, { readonly: true, fileMustExist: true });
        try {
          const tables = (
            db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as {
              n: number;
            }
          ).n;
          if (tables === 0) throw new Error('it holds no tables');
          const size = (statSync(file).size / MiB).toFixed(0);
          return ok('erp', `demo ERP: ${file} (${size} MiB, ${tables} tables) opens`);
        } finally {
          db.close();
        }
      } catch (error) {
        return fail(
          'erp',
          `demo ERP ${file} cannot be read: ${(error as Error).message}`,
          `stop the daemon and delete ${file}; it is generated again at the next start`,
        );
      }
    }
  }
}
