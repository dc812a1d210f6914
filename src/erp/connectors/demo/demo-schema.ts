import type { Database } from 'better-sqlite3';
import type { IdoDefinition } from '../../catalog/catalog.types';
import { quoteIdent } from '../../filter/sql-filter-compiler';
import { sqliteColumnType } from './demo-sql-builder';

/** Bump when the generated schema or data changes; an older file is regenerated at start. */
export const DEMO_SCHEMA_VERSION = 4;

/**
 * Indexes for the access paths the API, the NL engine and reports use: keys (the primary keys),
 * foreign keys with their usual sort, names people search by, status + due date for the derived
 * "overdue" properties (`DaysOverdue > 0` compiles to a Stat/DueDate range), dates and amounts
 * that pages are sorted by. WITHOUT ROWID tables carry the key in every index, so a sort by an
 * indexed column with the key as tie-breaker needs no extra sorting step.
 */
export const DEMO_INDEXES: Readonly<Record<string, ReadonlyArray<readonly string[]>>> = {
  SLVendors: [['Name'], ['State', 'City'], ['Stat']],
  SLItems: [['ProductCode'], ['Whse'], ['Stat'], ['Description']],
  SLPos: [
    ['VendNum', 'OrderDate'],
    ['VendName'],
    // TotalAmount last makes "overdue and over $10K" (the user's sample) a covering range.
    ['Stat', 'DueDate', 'TotalAmount'],
    ['OrderDate'],
    ['DueDate'],
    ['TotalAmount'],
  ],
  SLPoitems: [['Item'], ['Stat', 'DueDate']],
  SLCustomers: [['Name'], ['State', 'City'], ['City'], ['Stat']],
  SLCos: [
    ['CustNum', 'OrderDate'],
    ['CustName'],
    ['Stat', 'DueDate', 'TotalAmount'],
    ['OrderDate'],
    ['TotalAmount'],
  ],
  SLCoitems: [['Item'], ['Stat', 'DueDate']],
  SLArinvs: [
    ['CustNum', 'InvDate'],
    ['CustName'],
    ['Stat', 'DueDate', 'Amount'],
    ['InvDate'],
    ['Amount'],
  ],
  SLJobs: [['Item'], ['Stat', 'EndDate'], ['StartDate']],
};

/** The stored (non-derived) properties of an IDO: the columns of its table, in order. */
export function storedColumns(ido: IdoDefinition): string[] {
  return ido.properties.filter((p) => !p.derived).map((p) => p.name);
}

/** One table per IDO, named as the IDO, a column per stored property. */
export function createTables(db: Database, catalog: readonly IdoDefinition[]): void {
  for (const ido of catalog) {
    const columns = ido.properties
      .filter((p) => !p.derived)
      .map(
        (p) => `${quoteIdent(p.name)} ${sqliteColumnType(p.type)}${p.nullable ? '' : ' NOT NULL'}`,
      );
    const keys = ido.properties.filter((p) => p.key).map((p) => quoteIdent(p.name));
    db.exec(
      `CREATE TABLE ${quoteIdent(ido.name)} (${columns.join(', ')}, PRIMARY KEY (${keys.join(', ')})) WITHOUT ROWID`,
    );
  }
  db.exec('CREATE TABLE "_demo_meta" ("key" TEXT PRIMARY KEY, "value" TEXT NOT NULL)');
}

export function createIndexes(db: Database): void {
  for (const [table, indexes] of Object.entries(DEMO_INDEXES)) {
    for (const columns of indexes) {
      const name = `ix_${table}_${columns.join('_')}`;
      db.exec(
        `CREATE INDEX ${quoteIdent(name)} ON ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})`,
      );
    }
  }
}
