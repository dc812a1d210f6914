import Database from 'better-sqlite3';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CatalogIdo } from '../../../catalog/catalog-ido';
import type { PropertyDefinition } from '../../../catalog/catalog.types';
import { PLAIN_STORAGE, quoteIdent } from '../../../filter/sql-filter-compiler';
import type { ErpValue } from '../../../load-request';
import type {
  ConnectorAggregate,
  ConnectorAggregateRows,
  ConnectorCount,
  ConnectorLoad,
  ConnectorRows,
} from '../../erp-connector.port';
import { createTables } from '../../demo/demo-schema';
import { DemoSqlBuilder } from '../../demo/demo-sql-builder';

/** Rows inserted between two turns of the event loop (a few milliseconds of work). */
const INSERT_SLICE = 2000;

/**
 * The records one live-mode answer fetched, in an in-memory SQLite database laid out as the
 * demo ERP's (its own `createTables`, one table per IDO named as the IDO, a column per fetched
 * stored property), so that the demo connector's SQL builder computes derived properties,
 * roll-ups, aggregates, order and paging over them exactly as it does over the demo file. Lives
 * for one answer: it holds no state between requests, so nothing can go stale.
 */
export class LiveTables {
  private readonly db = new Database(':memory:');
  private readonly inserts = new Map<string, (row: readonly ErpValue[]) => void>();

  constructor(tables: ReadonlyMap<string, { ido: CatalogIdo; columns: PropertyDefinition[] }>) {
    // Only the fetched columns, and none NOT NULL: the constraint is the ERP's to keep, and a
    // value it answers empty must not fail the answer here.
    createTables(
      this.db,
      [...tables.values()].map(({ ido, columns }) => ({
        ...ido.definition,
        properties: columns.map((p) => ({ ...p, nullable: true })),
      })),
    );
    for (const [name, { columns }] of tables) {
      const statement = this.db.prepare(
        `INSERT OR IGNORE INTO ${quoteIdent(name)} (${columns.map((c) => quoteIdent(c.name)).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      this.inserts.set(name, (row) => statement.run(...row));
    }
  }

  /**
   * Adds fetched records (cells in the order of the table's columns). One record read twice
   * (by two roll-ups, or as a record and as a related one) is kept once, by its key. Runs on
   * the event loop, so a budget's worth of rows (50,000 insert in about 150 ms here) goes in
   * slices with a turn of the loop between them: other requests are not held up meanwhile.
   */
  async insert(ido: CatalogIdo, rows: readonly ErpValue[][]): Promise<void> {
    const insert = this.inserts.get(ido.name);
    if (!insert) throw new Error(`live mode: no local table for ${ido.name}`);
    const slice = this.db.transaction((part: readonly ErpValue[][]) => part.forEach(insert));
    for (let i = 0; i < rows.length; i += INSERT_SLICE) {
      if (i > 0) await nextTurn();
      slice(rows.slice(i, i + INSERT_SLICE));
    }
  }

  /** An index for a roll-up's lookups (its match columns first), as the demo ERP has them. */
  index(ido: CatalogIdo, columns: readonly string[]): void {
    const name = quoteIdent(`ix_${ido.name}_${columns.join('_')}`);
    this.db.exec(
      `CREATE INDEX IF NOT EXISTS ${name} ON ${quoteIdent(ido.name)} (${columns.map(quoteIdent).join(', ')})`,
    );
  }

  load(request: ConnectorLoad): ConnectorRows {
    const query = this.builder(request.ido, request.today).load(request);
    return { columns: query.columns, rows: this.rows(query.sql, query.params) };
  }

  count(request: ConnectorCount): number {
    const query = this.builder(request.ido, request.today).count(request);
    return Number(
      this.db
        .prepare(query.sql)
        .pluck(true)
        .get(...query.params),
    );
  }

  aggregate(request: ConnectorAggregate): ConnectorAggregateRows {
    const built = this.builder(request.ido, request.today).aggregate(request);
    const rows = this.rows(built.rows.sql, built.rows.params);
    const groups = built.groups
      ? Number(
          this.db
            .prepare(built.groups.sql)
            .pluck(true)
            .get(...built.groups.params),
        )
      : 1;
    return { rows, groups };
  }

  close(): void {
    this.db.close();
  }

  private builder(ido: CatalogIdo, today: string): DemoSqlBuilder {
    return new DemoSqlBuilder(ido, today, PLAIN_STORAGE);
  }

  private rows(sql: string, params: readonly unknown[]): ErpValue[][] {
    return this.db
      .prepare(sql)
      .raw(true)
      .all(...params) as ErpValue[][];
  }
}
