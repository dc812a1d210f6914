import type { Database } from 'better-sqlite3';
import type { IdoDefinition } from '../../catalog/catalog.types';
import { SYTELINE_CATALOG } from '../../catalog/syteline-catalog';
import { quoteIdent } from '../../filter/sql-filter-compiler';
import { sqliteColumnType } from './demo-sql-builder';

/** Bump when the generated schema or data changes; an older file is regenerated at start. */
export const DEMO_SCHEMA_VERSION = 6;

/**
 * Indexes for the access paths the API, the NL engine and reports use: keys (the primary keys),
 * foreign keys with their usual sort, names people search by, dates and amounts that pages are
 * sorted by, and the columns the derived properties read. Derived properties are not columns:
 * SLPos.DueDate / DaysOverdue roll up the open lines' due dates (SLPoItems by PoNum, Stat,
 * DueDate), SLCos.DueDate / DaysLate likewise over SLCoitems, SLArtrans.Balance sums the
 * payments and credits applied to an invoice (CustNum, ApplyToInvNum, Type, with Amount so the
 * sum is read from the index alone). WITHOUT ROWID tables carry the key in every index, so a
 * sort by an indexed column with the key as tie-breaker needs no extra sorting step.
 */
export const DEMO_INDEXES: Readonly<Record<string, ReadonlyArray<readonly string[]>>> = {
  SLVendors: [['Name'], ['VadState', 'VadCity'], ['Stat']],
  SLItems: [['ProductCode'], ['Stat'], ['Description'], ['PMTCode']],
  // Key (Item, Whse); by warehouse for "stock in EAST", by item through the key.
  SLItemwhses: [['Whse']],
  SLPos: [
    // A vendor's POs by date; VendorName and PoCost make it covering for per-vendor figures.
    ['VendNum', 'OrderDate', 'VendorName', 'PoCost'],
    // "spend per vendor this year": every group in index order, no sort of a year of rows.
    ['VendNum', 'VendorName', 'OrderDate', 'PoCost'],
    ['VendorName'],
    // PoCost last makes "open and over $10K" (the user's sample) a covering range.
    ['Stat', 'PoCost'],
    // Counts and sums over a period from the index alone.
    ['OrderDate', 'PoCost'],
    ['PoCost'],
  ],
  SLPoItems: [
    // The SLPos.DueDate roll-up: earliest due date of a PO's open lines.
    ['PoNum', 'Stat', 'DueDate'],
    ['Stat', 'DueDate'],
    ['Item'],
    ['PoVendNum'],
  ],
  // Key (CustNum, CustSeq).
  SLCustomers: [['Name'], ['State', 'City'], ['City']],
  SLCos: [['CustNum', 'OrderDate'], ['Stat', 'Price'], ['OrderDate'], ['Price']],
  SLCoitems: [['CoNum', 'Stat', 'DueDate'], ['Stat', 'DueDate'], ['Item']],
  SLArtrans: [
    // The Balance roll-up: settlements applied to an invoice.
    ['CustNum', 'ApplyToInvNum', 'Type', 'Amount'],
    // Due dates matter for charges only ("overdue invoices"): Type first serves them all.
    ['Type', 'DueDate'],
    // "invoiced last month": a period, of one type, summed from the index alone.
    ['InvDate', 'Type', 'Amount'],
    ['DerCustName'],
    ['Amount'],
    ['CoNum'],
  ],
  SLJobs: [['Item'], ['Stat', 'JschEndDate'], ['JschStartDate'], ['JschEndDate']],
};

/** The stored (non-derived) properties of an IDO: the columns of its table, in order. */
export function storedColumns(ido: IdoDefinition): string[] {
  return ido.properties.filter((p) => !p.derived).map((p) => p.name);
}

/**
 * One table per IDO, named as the IDO, a column per stored property. `notNull: false` leaves
 * every non-key column nullable (a copy of a real ERP, which may answer null anywhere).
 */
export function createTables(
  db: Database,
  catalog: readonly IdoDefinition[],
  options: { notNull?: boolean } = {},
): void {
  const notNull = options.notNull ?? true;
  for (const ido of catalog) {
    const columns = ido.properties
      .filter((p) => !p.derived)
      .map(
        (p) =>
          `${quoteIdent(p.name)} ${sqliteColumnType(p.type)}${p.nullable || (!notNull && !p.key) ? '' : ' NOT NULL'}`,
      );
    const keys = ido.properties.filter((p) => p.key).map((p) => quoteIdent(p.name));
    db.exec(
      `CREATE TABLE ${quoteIdent(ido.name)} (${columns.join(', ')}, PRIMARY KEY (${keys.join(', ')})) WITHOUT ROWID`,
    );
  }
  db.exec('CREATE TABLE "_demo_meta" ("key" TEXT PRIMARY KEY, "value" TEXT NOT NULL)');
}

/**
 * Indexes for the NL vocabulary, which reads the distinct values of every `knownValues`
 * property (buyers, warehouses, the vendor name on each PO line) at start and after each catalog
 * change. Without an index each read is a scan of its whole table: about 40 s of read-worker
 * time at one million POs (SLPoItems.VenadrName alone 5 to 11 s), past the 15 s query timeout
 * on a busy machine, and the scans pulled most of the file into the daemon's memory at start.
 * A property that already leads an index or the key needs none.
 */
export function knownValueIndexes(
  catalog: readonly IdoDefinition[],
): Record<string, Array<readonly string[]>> {
  const out: Record<string, Array<readonly string[]>> = {};
  for (const ido of catalog) {
    const led = new Set([
      ...(DEMO_INDEXES[ido.name] ?? []).map((columns) => columns[0]),
      ido.properties.find((p) => p.key)?.name,
    ]);
    for (const p of ido.properties) {
      if (!p.knownValues || p.derived || led.has(p.name)) continue;
      (out[ido.name] ??= []).push([p.name]);
    }
  }
  return out;
}

/** Every index of the demo tables (the kept derived values add theirs, materialized-derived.ts). */
export function demoIndexes(
  catalog: readonly IdoDefinition[],
): Record<string, ReadonlyArray<readonly string[]>> {
  const extra = knownValueIndexes(catalog);
  const all: Record<string, ReadonlyArray<readonly string[]>> = { ...DEMO_INDEXES };
  for (const [table, list] of Object.entries(extra)) all[table] = [...(all[table] ?? []), ...list];
  return all;
}

export function createIndexes(
  db: Database,
  catalog: readonly IdoDefinition[] = SYTELINE_CATALOG,
): void {
  for (const [table, indexes] of Object.entries(demoIndexes(catalog))) {
    for (const columns of indexes) {
      const name = `ix_${table}_${columns.join('_')}`;
      db.exec(
        `CREATE INDEX ${quoteIdent(name)} ON ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})`,
      );
    }
  }
}
