import { createConnection, createPool, Pool, PoolOptions } from 'mysql2/promise';
import type { SqlTarget } from '../../../config/sql-url';
import {
  queryFailed,
  SqlQuery,
  SqlRows,
  SqlSession,
  SqlSessionOptions,
  timeoutError,
  unavailableError,
} from './sql-session';

type NetworkTarget = Extract<SqlTarget, { url: string }>;

/** Error codes that mean "the database is away or changed", not "our SQL is wrong". */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'ER_ACCESS_DENIED_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  'ER_TABLEACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'ER_CON_COUNT_ERROR',
  'ER_NO_SUCH_TABLE',
  'ER_BAD_FIELD_ERROR',
  'ER_SERVER_SHUTDOWN',
]);

/** MariaDB's ER_STATEMENT_TIMEOUT, MySQL's ER_QUERY_TIMEOUT, and the client's own timeout. */
const TIMEOUT_ERRNOS = new Set([1969, 3024]);

/**
 * MariaDB and MySQL through mysql2. Each pooled connection is made read-only for the session
 * (`SET SESSION TRANSACTION READ ONLY`: every statement's transaction refuses writes) and given
 * a server-side statement limit (`max_statement_time` on MariaDB, `max_execution_time` on
 * MySQL). Statements are prepared on the server (`execute`), so values travel as bound
 * parameters, never as escaped text.
 */
export class MysqlSession extends SqlSession {
  readonly dialect = 'mysql' as const;
  readonly display: string;
  private pool: Pool | null = null;
  private readonly poolOptions: PoolOptions;

  constructor(
    target: NetworkTarget,
    private readonly options: SqlSessionOptions,
  ) {
    super();
    this.display = target.display;
    const url = new URL(target.url);
    this.poolOptions = {
      host: url.hostname,
      port: url.port ? Number(url.port) : 3306,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: decodeURIComponent(url.pathname.slice(1)),
      connectionLimit: options.poolSize,
      maxIdle: options.poolSize,
      idleTimeout: 30_000,
      queueLimit: 0,
      connectTimeout: Math.min(options.timeoutMs, 10_000),
      dateStrings: true,
      decimalNumbers: true,
      supportBigNumbers: true,
      bigNumberStrings: false,
      multipleStatements: false,
      charset: 'utf8mb4',
    };
  }

  async open(): Promise<void> {
    // Ask once which server this is: the statement limit is spelled differently.
    const probe = await createConnection(this.poolOptions).catch((error: Error) => {
      throw unavailableError(this.display, error.message);
    });
    let mariadb: boolean;
    try {
      const [rows] = await probe.query('SELECT VERSION() AS v');
      mariadb = /mariadb/i.test(String((rows as Array<{ v: string }>)[0]?.v));
    } finally {
      await probe.end();
    }
    const seconds = Math.max(1, Math.ceil(this.options.timeoutMs / 1000));
    const limit = mariadb
      ? `SET SESSION max_statement_time = ${seconds}`
      : `SET SESSION max_execution_time = ${this.options.timeoutMs}`;
    const pool = createPool(this.poolOptions);
    // Runs before the connection is handed out: commands on one connection run in order.
    pool.pool.on('connection', (connection) => {
      connection.query('SET SESSION TRANSACTION READ ONLY');
      connection.query(limit);
    });
    this.pool = pool;
    await this.query({ sql: 'SELECT 1', parameters: [] });
  }

  async query(query: SqlQuery): Promise<SqlRows> {
    const pool = this.pool;
    if (!pool) throw unavailableError(this.display, 'the connection pool is closed');
    try {
      const [rows, fields] = await pool.execute({
        sql: query.sql,
        values: query.parameters as never,
        rowsAsArray: true,
        timeout: this.options.timeoutMs + 2_000,
      });
      return {
        columns: (fields ?? []).map((f) => f.name),
        rows: rows as unknown[][],
      };
    } catch (error) {
      const e = error as Error & { code?: string; errno?: number };
      if ((e.errno && TIMEOUT_ERRNOS.has(e.errno)) || e.code === 'PROTOCOL_SEQUENCE_TIMEOUT') {
        throw timeoutError(this.options.timeoutMs);
      }
      if (e.code && UNAVAILABLE.has(e.code)) throw unavailableError(this.display, e.message);
      throw queryFailed('MariaDB', `${e.code ?? ''} ${e.message}`.trim(), query);
    }
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.end();
  }
}
