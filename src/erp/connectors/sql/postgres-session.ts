import { Pool, types as pgTypes } from 'pg';
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

type PostgresTarget = Extract<SqlTarget, { url: string }>;

// Type OIDs whose text form we keep or turn into numbers (per pool: pg's global parsers are the
// daemon's own database's too, so they stay untouched).
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;

function parser(oid: number, format?: string): (value: string) => unknown {
  switch (oid) {
    case INT8:
    case NUMERIC:
      return (value) => Number(value);
    case DATE:
    case TIMESTAMP:
    case TIMESTAMPTZ:
      return (value) => value;
    default:
      return pgTypes.getTypeParser(oid, (format ?? 'text') as 'text') as (value: string) => unknown;
  }
}

/** SQLSTATE classes and codes that mean "the database is away", not "our SQL is wrong". */
function unavailable(code: string | undefined): boolean {
  if (!code) return false;
  return (
    code.startsWith('08') || // connection exceptions
    code.startsWith('57P') || // admin shutdown, cannot connect now
    code.startsWith('28') || // invalid authorization
    code === '3D000' || // database does not exist
    code === '53300' || // too many connections
    code === '42P01' || // a table we read is gone
    code === '42703' || // a column we read is gone
    code === '42501' // permission denied on a table
  );
}

/**
 * PostgreSQL through node-postgres. Every connection starts with `default_transaction_read_only`
 * and `statement_timeout` as startup options, so the server itself refuses writes and cancels a
 * long statement; rows come back as arrays, dates as their ISO text, numerics as numbers.
 */
export class PostgresSession extends SqlSession {
  readonly dialect = 'postgres' as const;
  readonly display: string;
  private readonly pool: Pool;

  constructor(
    target: PostgresTarget,
    private readonly options: SqlSessionOptions,
  ) {
    super();
    this.display = target.display;
    this.pool = new Pool({
      connectionString: target.url,
      max: options.poolSize,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: Math.min(options.timeoutMs, 10_000),
      statement_timeout: options.timeoutMs,
      // A client-side bound too, in case the server never answers at all.
      query_timeout: options.timeoutMs + 2_000,
      idle_in_transaction_session_timeout: options.timeoutMs,
      options: '-c default_transaction_read_only=on',
      application_name: 'erp-connector',
      types: { getTypeParser: parser as never },
    });
    // An idle connection that the server drops must not crash the daemon.
    this.pool.on('error', () => undefined);
  }

  async open(): Promise<void> {
    await this.query({ sql: 'SELECT 1', parameters: [] });
  }

  async query(query: SqlQuery): Promise<SqlRows> {
    try {
      const result = await this.pool.query({
        text: query.sql,
        values: query.parameters as unknown[],
        rowMode: 'array',
      });
      return {
        columns: result.fields.map((f) => f.name),
        rows: result.rows as unknown[][],
      };
    } catch (error) {
      const e = error as Error & { code?: string };
      if (e.code === '57014' || /Query read timeout/.test(e.message)) {
        throw timeoutError(this.options.timeoutMs);
      }
      if (unavailable(e.code) || (e.code && /^E[A-Z]+$/.test(e.code)) || isConnectError(e)) {
        throw unavailableError(this.display, e.message);
      }
      throw queryFailed('PostgreSQL', `${e.code ?? ''} ${e.message}`.trim(), query);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

function isConnectError(error: Error): boolean {
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/.test(
    error.message,
  );
}
