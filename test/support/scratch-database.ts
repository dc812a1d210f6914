import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The PostgreSQL server tests may create databases on (the local one by default). */
export const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Set by the e2e-postgres Jest project (on-postgres.setup.ts): every test app then keeps its
 * state in a scratch PostgreSQL database of its own instead of SQLite.
 */
export const TEST_DATABASE_VARIABLE = 'ERPC_TEST_DATABASE';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Whether the PostgreSQL suites run: always in CI (whose machines run PostgreSQL on loopback,
 * so a missing server fails loudly there); elsewhere only when a server answers, so that the
 * README's test line also passes on a fresh machine without PostgreSQL. (jest.config.js asks
 * the same question to decide whether the e2e-postgres project runs.)
 */
export function postgresSuitesEnabled(): boolean {
  if (process.env.CI) return true;
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `const { Client } = require('pg');
       const c = new Client({ connectionString: ${JSON.stringify(ADMIN_URL)}, connectionTimeoutMillis: 2000 });
       c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));`,
    ],
    { cwd: __dirname, timeout: 5000 },
  );
  if (probe.status === 0) return true;
  console.warn(`PostgreSQL suites skipped: no server at ${ADMIN_URL} (they always run in CI)`);
  return false;
}

/** Creates an empty database of its own; drop() removes it. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `erpc_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: ADMIN_URL.replace(/\/postgres$/, `/${name}`),
    async drop() {
      const client = new Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
