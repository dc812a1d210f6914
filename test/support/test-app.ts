import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createApp } from '../../src/app.factory';
import { Role } from '../../src/auth/capabilities';
import { loadConfig } from '../../src/config/load-config';
import { ScratchDatabase, TEST_DATABASE_VARIABLE, createScratchDatabase } from './scratch-database';

export const ADMIN_PASSWORD = 'admin-password-for-tests';

export interface HttpResult {
  status: number;
  headers: Headers;
  // Test bodies are arbitrary JSON; assertions narrow them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as it is, without JSON encoding. */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: NestFastifyApplication;
  baseUrl: string;
  dataDir: string;
  /** The app's PostgreSQL database, or null on SQLite. */
  databaseUrl: string | null;
  /** A generated secret where the daemon keeps it: a data-directory file, or a database row. */
  secret(name: string): Promise<Buffer>;
  request(method: string, path: string, options?: RequestOptions): Promise<HttpResult>;
  /** A token of a fresh user with that role (Admin: the bootstrap admin). Cached per role. */
  tokenFor(role: Role): Promise<string>;
  login(username: string, password: string): Promise<HttpResult>;
  createUser(
    role: Role,
    username?: string,
    password?: string,
  ): Promise<{ id: string; username: string; password: string }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** ERPC_* variables; process.env is not inherited. */
  env?: Record<string, string>;
  /** Deep-merged into the configuration through an ERPC_CONFIG file. */
  config?: Record<string, unknown>;
}

let userCounter = 0;

/**
 * Boots the whole daemon in this process on a free port and a fresh data directory (and, in the
 * e2e-postgres project, a fresh PostgreSQL database unless the suite names one).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const scratch: ScratchDatabase | null =
    process.env[TEST_DATABASE_VARIABLE] === 'postgres' && !options.env?.ERPC_DATABASE_URL
      ? await createScratchDatabase()
      : null;
  try {
    return await boot(options, scratch);
  } catch (error) {
    await scratch?.drop();
    throw error;
  }
}

async function boot(options: TestAppOptions, scratch: ScratchDatabase | null): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'erpc-test-'));
  const configFile = join(dataDir, 'test-config.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      auth: {
        login: { maxAttemptsPerAddress: 100000, maxFailuresPerUser: 1000, windowSeconds: 60 },
      },
      ...options.config,
    }),
  );
  const config = loadConfig({
    ERPC_DATA_DIR: dataDir,
    ERPC_PORT: '0',
    ERPC_HOST: '127.0.0.1',
    ERPC_ADMIN_PASSWORD: ADMIN_PASSWORD,
    ERPC_DEMO_SCALE: '0.02',
    ERPC_LOG_LEVEL: 'silent',
    ERPC_CONFIG: configFile,
    ...(scratch ? { ERPC_DATABASE_URL: scratch.url } : {}),
    ...options.env,
  });
  const databaseUrl = config.database.url;
  const app = await createApp(config, false);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  async function request(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<HttpResult> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | Buffer | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(baseUrl + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  const login = (username: string, password: string) =>
    request('POST', '/api/v1/auth/token', { body: { username, password } });

  const tokens = new Map<Role, string>();
  async function adminToken(): Promise<string> {
    const result = await login('admin', ADMIN_PASSWORD);
    if (result.status !== 200) throw new Error(`admin login failed: ${result.text}`);
    return result.body.data.access_token as string;
  }

  async function createUser(role: Role, username?: string, password = 'password-123') {
    const name = username ?? `${role.toLowerCase()}-${++userCounter}`;
    const created = await request('POST', '/api/v1/users', {
      token: await adminToken(),
      body: { username: name, password, role },
    });
    if (created.status !== 201) throw new Error(`create user failed: ${created.text}`);
    return { id: created.body.data.id as string, username: name, password };
  }

  async function tokenFor(role: Role): Promise<string> {
    const cached = tokens.get(role);
    if (cached) return cached;
    let token: string;
    if (role === Role.Admin) token = await adminToken();
    else {
      const user = await createUser(role);
      const result = await login(user.username, user.password);
      token = result.body.data.access_token as string;
    }
    tokens.set(role, token);
    return token;
  }

  async function secret(name: string): Promise<Buffer> {
    if (!databaseUrl) {
      return Buffer.from(readFileSync(join(dataDir, 'secrets', name), 'utf8').trim(), 'base64');
    }
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const rows = await client.query('SELECT value FROM shared_secrets WHERE name = $1', [name]);
      return Buffer.from(rows.rows[0].value as string, 'base64');
    } finally {
      await client.end();
    }
  }

  return {
    app,
    baseUrl,
    dataDir,
    databaseUrl,
    secret,
    request,
    tokenFor,
    login,
    createUser,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
}
