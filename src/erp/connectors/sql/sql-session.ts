import type { SqlDialectName } from '../../../config/sql-url';
import { DomainError } from '../../../common/errors/domain-error';
import { ErrorCode } from '../../../common/errors/error-code';

/** A compiled statement: SQL text with placeholders and the values bound to them, in order. */
export interface SqlQuery {
  sql: string;
  parameters: readonly unknown[];
}

export interface SqlRows {
  columns: string[];
  rows: unknown[][];
}

export interface SqlSessionOptions {
  /** A statement running longer is cancelled by the server and answered ERP_TIMEOUT. */
  timeoutMs: number;
  /** Connections (PostgreSQL, MariaDB) or read workers (SQLite) at most. */
  poolSize: number;
}

/**
 * The connection pool of the `sql` connector, read-only by construction: every session is opened
 * read-only by the database itself (PostgreSQL `default_transaction_read_only`, MariaDB
 * `SET SESSION TRANSACTION READ ONLY`, SQLite opened read-only with `query_only`), statements
 * carry a server-side timeout, and the pool is bounded. Only the query builder's compiled SELECTs
 * reach it; a write would fail in the database even if one were sent.
 */
export abstract class SqlSession {
  abstract readonly dialect: SqlDialectName;
  /** The database, password left out, for logs and health. */
  abstract readonly display: string;
  abstract open(): Promise<void>;
  /** Every row as an array, in column order. */
  abstract query(query: SqlQuery): Promise<SqlRows>;
  abstract close(): Promise<void>;
}

/** ERP_TIMEOUT naming the limit. */
export function timeoutError(timeoutMs: number): DomainError {
  return new DomainError(ErrorCode.ErpTimeout, `the ERP did not answer within ${timeoutMs} ms`);
}

/** ERP_UNAVAILABLE for a database that cannot be reached or no longer has what we read. */
export function unavailableError(display: string, message: string): DomainError {
  return new DomainError(ErrorCode.ErpUnavailable, `ERP database ${display}: ${message}`);
}

/** A failure we cannot explain by the database's state: our SQL is wrong (a 500, logged). */
export function queryFailed(dialect: string, message: string, query: SqlQuery): Error {
  return new Error(`${dialect} query failed: ${message}; SQL: ${query.sql}`);
}
