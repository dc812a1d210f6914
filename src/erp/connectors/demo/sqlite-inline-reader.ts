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
  private readonly statements = new Map<string, Database.Statement>();

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    this.db.pragma('query_only = ON');
  }

  run(jobs: readonly ReadJob[]): ReadResult[] {
    return jobs.map((job) => {
      const statement = this.statement(job.mode, job.sql);
      const params = job.params as SqlParam[];
      if (job.mode === 'rows') {
        return {
          columns: statement.columns().map((c) => c.name),
          rows: statement.all(params) as ErpValue[][],
          value: null,
        };
      }
      const value = statement.get(params) as ErpValue | undefined;
      return { columns: [], rows: [], value: value ?? null };
    });
  }

  close(): void {
    this.db.close();
  }

  private statement(mode: ReadJob['mode'], sql: string): Database.Statement {
    const key = `${mode}\u0000${sql}`;
    let statement = this.statements.get(key);
    if (!statement) {
      statement = this.db.prepare(sql);
      if (mode === 'rows') statement.raw(true);
      else statement.pluck(true);
      this.statements.set(key, statement);
      if (this.statements.size > STATEMENT_CACHE) {
        this.statements.delete(this.statements.keys().next().value as string);
      }
    }
    return statement;
  }
}
