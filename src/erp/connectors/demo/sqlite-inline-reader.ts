import Database from 'better-sqlite3';
import type { SqlParam } from '../../filter/sql-filter-compiler';
import type { ErpValue } from '../../load-request';
import type { ReadJob, ReadResult } from './sqlite-read-pool';

const STATEMENT_CACHE = 256;

/**
 * A read-only connection on the event loop's own thread, for statements that are bounded by
 * construction (a primary-key lookup touches one row). It saves the two thread hops a worker
 * costs; anything that could scan goes to the worker pool instead.
 */
export class SqliteInlineReader {
  private readonly db: Database.Database;
  /** Statements by mode and SQL, with their result column names (read once, not per call). */
  private readonly statements = new Map<
    string,
    { statement: Database.Statement; columns: string[] }
  >();

  constructor(file: string, options: { cacheKiB?: number; mmapBytes?: number } = {}) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    this.db.pragma('query_only = ON');
    // As the read workers (SqliteReadPool's defaults): pages come from the mapped file rather
    // than a read() each.
    this.db.pragma(`cache_size = -${Math.trunc(options.cacheKiB ?? 65536)}`);
    this.db.pragma(`mmap_size = ${Math.trunc(options.mmapBytes ?? 268435456)}`);
  }

  run(jobs: readonly ReadJob[]): ReadResult[] {
    return jobs.map((job) => {
      const { statement, columns } = this.statement(job.mode, job.sql);
      const params = job.params as SqlParam[];
      if (job.mode === 'rows') {
        return { columns, rows: statement.all(params) as ErpValue[][], value: null };
      }
      const value = statement.get(params) as ErpValue | undefined;
      return { columns: [], rows: [], value: value ?? null };
    });
  }

  close(): void {
    this.db.close();
  }

  private statement(
    mode: ReadJob['mode'],
    sql: string,
  ): { statement: Database.Statement; columns: string[] } {
    const key = `${mode}\u0000${sql}`;
    let prepared = this.statements.get(key);
    if (!prepared) {
      const statement = this.db.prepare(sql);
      if (mode === 'rows') statement.raw(true);
      else statement.pluck(true);
      const columns = mode === 'rows' ? statement.columns().map((c) => c.name) : [];
      prepared = { statement, columns };
      this.statements.set(key, prepared);
      if (this.statements.size > STATEMENT_CACHE) {
        this.statements.delete(this.statements.keys().next().value as string);
      }
    }
    return prepared;
  }
}
