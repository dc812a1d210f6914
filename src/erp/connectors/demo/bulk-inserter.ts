import type { Database, Statement } from 'better-sqlite3';

/** Rows per multi-row INSERT; well under SQLite's 32,766 bound variables for our widest table. */
const ROWS_PER_STATEMENT = 200;

/**
 * Buffers rows and writes them with multi-row INSERT statements: far fewer statement steps
 * than one row at a time, which is most of the cost of loading millions of rows.
 */
export class BulkInserter {
  private readonly buffer: unknown[] = [];
  private readonly many: Statement;
  private readonly one: Statement;
  private rows = 0;
  private written = 0;

  constructor(
    db: Database,
    table: string,
    private readonly columns: readonly string[],
  ) {
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES `;
    this.many = db.prepare(
      head + Array.from({ length: ROWS_PER_STATEMENT }, () => tuple).join(', '),
    );
    this.one = db.prepare(head + tuple);
  }

  /** Adds one row; values in the order of `columns`. */
  add(values: readonly unknown[]): void {
    for (const v of values) this.buffer.push(v);
    this.rows += 1;
    if (this.rows === ROWS_PER_STATEMENT) {
      this.many.run(this.buffer);
      this.buffer.length = 0;
      this.written += this.rows;
      this.rows = 0;
    }
  }

  /**
   * Adds one row from a record keyed by column name (missing fields become NULL), so callers
   * cannot get the column order wrong and extra bookkeeping fields are ignored.
   */
  addRecord(record: Readonly<Record<string, unknown>>): void {
    for (const c of this.columns) this.buffer.push(record[c] ?? null);
    this.rows += 1;
    if (this.rows === ROWS_PER_STATEMENT) {
      this.many.run(this.buffer);
      this.buffer.length = 0;
      this.written += this.rows;
      this.rows = 0;
    }
  }

  /** Writes what is buffered; returns the number of rows written in total. */
  flush(): number {
    const width = this.columns.length;
    for (let r = 0; r < this.rows; r += 1) {
      this.one.run(this.buffer.slice(r * width, (r + 1) * width));
    }
    this.written += this.rows;
    this.buffer.length = 0;
    this.rows = 0;
    return this.written;
  }

  get count(): number {
    return this.written + this.rows;
  }
}
