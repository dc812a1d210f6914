import { existsSync } from 'node:fs';
import type { SqlParam } from '../../filter/sql-filter-compiler';
import { SqliteReadPool } from '../demo/sqlite-read-pool';
import { SqlQuery, SqlRows, SqlSession, SqlSessionOptions, unavailableError } from './sql-session';

/**
 * A SQLite file through the same pool of read workers as the demo ERP: each worker opens the
 * file read-only with `query_only` on, so no statement can write; a scan runs off the event
 * loop, and a statement over the timeout is answered ERP_TIMEOUT while its worker is replaced.
 */
export class SqliteSession extends SqlSession {
  readonly dialect = 'sqlite' as const;
  readonly display: string;
  private readonly pool: SqliteReadPool;

  constructor(
    private readonly file: string,
    options: SqlSessionOptions,
  ) {
    super();
    this.display = `sqlite://${file}`;
    this.pool = new SqliteReadPool({
      file,
      size: options.poolSize,
      timeoutMs: options.timeoutMs,
      // A site's file may be large; keep each worker's memory modest.
      cacheKiB: 16384,
      label: 'SQLite ERP database',
    });
  }

  async open(): Promise<void> {
    if (!existsSync(this.file)) throw unavailableError(this.display, 'the file does not exist');
    await this.pool.start();
  }

  async query(query: SqlQuery): Promise<SqlRows> {
    const result = await this.pool.rows(query.sql, query.parameters as SqlParam[]);
    return { columns: result.columns, rows: result.rows };
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
