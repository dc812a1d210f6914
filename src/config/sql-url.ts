import { isAbsolute } from 'node:path';

export type SqlDialectName = 'postgres' | 'mysql' | 'sqlite';

/** The database of the `sql` connector, parsed from `ERPC_SQL_URL` (`erp.sqlUrl`). */
export type SqlTarget =
  | {
      dialect: 'postgres' | 'mysql';
      /** The URL handed to the driver (our own parameters removed). */
      url: string;
      /** PostgreSQL: the schemas to serve (`?schema=a,b`); empty: every non-system schema. */
      schemas: string[];
      /** For logs and `discover`: the URL without its password. */
      display: string;
    }
  | { dialect: 'sqlite'; file: string; display: string };

const SCHEMES: Readonly<Record<string, SqlDialectName>> = {
  'postgres:': 'postgres',
  'postgresql:': 'postgres',
  'mysql:': 'mysql',
  'mariadb:': 'mysql',
  'sqlite:': 'sqlite',
};

/** What is wrong with a `sqlUrl`, or null when it is usable. */
export function sqlUrlFault(url: string): string | null {
  try {
    parseSqlUrl(url);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Parses `postgres://…`, `mysql://…` (MariaDB too) or `sqlite:///absolute/path.db`. */
export function parseSqlUrl(text: string): SqlTarget {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('must be a URL: postgres://…, mysql://… or sqlite:///absolute/path.db');
  }
  const dialect = SCHEMES[url.protocol];
  if (!dialect) {
    throw new Error(
      `unknown database ${url.protocol.replace(/:$/, '')}: use postgres://, mysql:// (MariaDB too) or sqlite:///absolute/path.db`,
    );
  }
  if (dialect === 'sqlite') {
    if (url.host !== '') {
      throw new Error('a SQLite URL has no host: write sqlite:///absolute/path.db (three slashes)');
    }
    const file = decodeURIComponent(url.pathname);
    if (!isAbsolute(file) || file === '/') {
      throw new Error('a SQLite URL names an absolute file: sqlite:///absolute/path.db');
    }
    return { dialect, file, display: `sqlite://${file}` };
  }
  if (!url.hostname) throw new Error(`a ${dialect} URL needs a host`);
  if (url.pathname.length <= 1) throw new Error(`a ${dialect} URL needs a database name`);
  const schemas = (url.searchParams.get('schema') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (schemas.length > 0 && dialect !== 'postgres') {
    throw new Error('?schema= applies to PostgreSQL only (MariaDB serves the database in the URL)');
  }
  url.searchParams.delete('schema');
  const driverUrl = url.toString();
  if (url.password) url.password = '***';
  return { dialect, url: driverUrl, schemas, display: url.toString() };
}
