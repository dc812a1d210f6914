import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

/** The MariaDB server tests may create databases on (the local one, as root over TCP). */
export const MARIADB_ADMIN_URL = 'mysql://root@127.0.0.1:3306/mysql';

/**
 * Whether the MariaDB suites run: always in CI (whose machines run MariaDB on loopback, so a
 * missing server fails loudly there); elsewhere only when a server answers.
 */
export function mariadbSuitesEnabled(): boolean {
  if (process.env.CI) return true;
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `require('mysql2/promise').createConnection({ uri: ${JSON.stringify(MARIADB_ADMIN_URL)}, connectTimeout: 2000 })
        .then((c) => c.end()).then(() => process.exit(0), () => process.exit(1));`,
    ],
    { cwd: __dirname, timeout: 5000 },
  );
  if (probe.status === 0) return true;
  console.warn(`MariaDB suites skipped: no server at ${MARIADB_ADMIN_URL} (they always run in CI)`);
  return false;
}

export interface ScratchMariaDb {
  /** The database's URL for the `sql` connector. */
  url: string;
  name: string;
  /** Runs statements as the admin, in this database (for loading and checking data). */
  exec(sql: string, values?: unknown[]): Promise<unknown[]>;
  drop(): Promise<void>;
}

/** Creates an empty utf8mb4 database of its own; drop() removes it. */
export async function createScratchMariaDb(): Promise<ScratchMariaDb> {
  const name = `erpc_test_${randomBytes(6).toString('hex')}`;
  const admin = await createConnection({ uri: MARIADB_ADMIN_URL, multipleStatements: false });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci`);
  await admin.query(`USE \`${name}\``);
  return {
    url: MARIADB_ADMIN_URL.replace(/\/mysql$/, `/${name}`),
    name,
    async exec(sql, values) {
      const [rows] = await admin.query(sql, values);
      return rows as unknown[];
    },
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}
