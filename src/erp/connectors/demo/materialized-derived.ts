import type { Database } from 'better-sqlite3';
import type { CatalogIdo } from '../../catalog/catalog-ido';
import type { PropertyDefinition } from '../../catalog/catalog.types';
import {
  quoteIdent,
  SqlFilterCompiler,
  SqlFragment,
  SqlStorage,
} from '../../filter/sql-filter-compiler';
import { DEMO_STORAGE, sqliteColumnType, tableOf } from './demo-sql-builder';

/**
 * Materialised roll-ups of the demo ERP (issue #15). A derived property whose value is a
 * correlated subquery per row (SLPos.DueDate over the PO lines, SLArtrans.Balance over the
 * payments of each invoice) made a question over a year of orders or over every invoice cost
 * seconds at one million orders. Where the value does not depend on today, it is computed once,
 * by the very SQL its definition compiles to, into a column of the IDO's own table (`_d_<name>`),
 * and queries read the column.
 *
 * Each kept column is recorded in `_demo_meta` (key `materialized`) with the fingerprint of the
 * definition it was computed from: the compiled SQL and its parameters. A query uses the column
 * only while the catalog's definition still compiles to that fingerprint, so a changed catalog
 * (an extension, a new release) falls back to computing the value, never to a stale one.
 *
 * The values hold while the data under them does not change. The generated demo database is
 * never written after generation (extensions write their own `_ext_` tables only). Anything that
 * writes the IDO tables (a replica's sync) must call `materializeDerived` again in the same
 * transaction as its writes, or drop the `materialized` meta row first.
 */

const META_KEY = 'materialized';

/** The column of a kept derived property in its IDO's table. */
export function materializedColumn(prop: PropertyDefinition): string {
  return `_d_${prop.name}`;
}

/** Whether a table column is a kept derived value rather than a stored property. */
export function isMaterializedColumn(name: string): boolean {
  return name.startsWith('_d_');
}

/** Indexes on kept columns, for the questions they answer. */
export const MATERIALIZED_INDEXES: Readonly<Record<string, ReadonlyArray<readonly string[]>>> = {
  // "open POs due this month", "overdue POs": the open ones, by their earliest open line; with
  // the sample's amount, currency and vendor, "overdue over $10K" reads no table row (43 → 3 ms
  // at 1M POs).
  SLPos: [['Stat', '_d_DueDate', 'PoCost', 'VenCurrCode', 'VendorName']],
  // "biggest customers by open order value": open orders' customer and price from the index.
  SLCos: [
    ['Stat', '_d_DueDate'],
    ['Stat', 'CustNum', '_d_CustomerName', 'Price'],
  ],
  // "open AR", "unpaid invoices over 20k": only charges with a balance lie above 0 (the key
  // columns ride along in every index of these tables).
  SLArtrans: [['_d_Balance', 'Amount', 'Type']],
};

function definitionSql(ido: CatalogIdo, prop: PropertyDefinition, today: string): SqlFragment {
  return new SqlFilterCompiler(ido, today, DEMO_STORAGE).expression(prop);
}

function fingerprintOf(sql: SqlFragment): string {
  return `${sql.sql}\u0000${JSON.stringify(sql.params)}`;
}

/**
 * The fingerprint of a derived property worth keeping, or null: it must cost a subquery per row
 * (else computing it is as cheap as reading it) and compile to the same SQL whatever today is.
 */
export function materializableFingerprint(
  ido: CatalogIdo,
  prop: PropertyDefinition,
): string | null {
  if (!prop.derived || ido.source !== 'builtin' || (prop.source ?? ido.source) !== ido.source) {
    return null;
  }
  const early = definitionSql(ido, prop, '2000-01-01');
  if (!early.sql.includes('SELECT')) return null;
  const late = definitionSql(ido, prop, '2099-12-31');
  const fingerprint = fingerprintOf(early);
  return fingerprint === fingerprintOf(late) ? fingerprint : null;
}

/**
 * Computes every materialisable derived property of these IDOs into its column (added when
 * missing), indexes the columns, and records the fingerprints. Idempotent: a replica calls it
 * after each sync, inside the sync's transaction. Returns the kept properties (`IDO.Property`).
 */
export function materializeDerived(db: Database, catalog: readonly CatalogIdo[]): string[] {
  const kept: Record<string, string> = {};
  const run = db.transaction(() => {
    db.prepare('DELETE FROM "_demo_meta" WHERE "key" = ?').run(META_KEY);
    for (const ido of catalog) {
      if (ido.source !== 'builtin') continue;
      const existing = new Set(
        (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(ido.name) as string[]).map(
          (n) => n.toLowerCase(),
        ),
      );
      for (const prop of ido.properties) {
        const fingerprint = materializableFingerprint(ido, prop);
        if (!fingerprint) continue;
        const column = materializedColumn(prop);
        if (!existing.has(column.toLowerCase())) {
          db.exec(
            `ALTER TABLE ${tableOf(ido)} ADD COLUMN ${quoteIdent(column)} ${sqliteColumnType(prop.type)}`,
          );
        }
        // Today does not change the SQL (checked above); any date compiles the same.
        const value = definitionSql(ido, prop, '2000-01-01');
        db.prepare(`UPDATE ${tableOf(ido)} SET ${quoteIdent(column)} = ${value.sql}`).run(
          value.params,
        );
        kept[`${ido.name}.${prop.name}`] = fingerprint;
      }
    }
    for (const [table, indexes] of Object.entries(MATERIALIZED_INDEXES)) {
      for (const columns of indexes) {
        if (!columns.every((c) => !isMaterializedColumn(c) || kept[`${table}.${c.slice(3)}`])) {
          continue;
        }
        db.exec(
          `CREATE INDEX IF NOT EXISTS ${quoteIdent(`ix_${table}_${columns.join('_')}`)} ON ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})`,
        );
      }
    }
    db.prepare('INSERT INTO "_demo_meta" ("key", "value") VALUES (?, ?)').run(
      META_KEY,
      JSON.stringify(kept),
    );
  });
  run();
  return Object.keys(kept);
}

/** The fingerprints recorded in a demo database (none when it keeps no derived value). */
export function readMaterialized(db: Database): ReadonlyMap<string, string> {
  const row = db.prepare('SELECT "value" FROM "_demo_meta" WHERE "key" = ?').pluck().get(META_KEY);
  if (typeof row !== 'string') return new Map();
  return new Map(Object.entries(JSON.parse(row) as Record<string, string>));
}

/**
 * The demo storage reading kept derived values: a kept property whose catalog definition still
 * has the recorded fingerprint is read from its column; any other is computed.
 */
export function materializedStorage(recorded: ReadonlyMap<string, string>): SqlStorage {
  if (recorded.size === 0) return DEMO_STORAGE;
  const verdicts = new WeakMap<CatalogIdo, Map<string, boolean>>();
  const current = (ido: CatalogIdo, prop: PropertyDefinition): boolean => {
    let byProp = verdicts.get(ido);
    if (!byProp) verdicts.set(ido, (byProp = new Map<string, boolean>()));
    let verdict = byProp.get(prop.name);
    if (verdict === undefined) {
      const fingerprint = recorded.get(`${ido.name}.${prop.name}`);
      verdict = fingerprint !== undefined && materializableFingerprint(ido, prop) === fingerprint;
      byProp.set(prop.name, verdict);
    }
    return verdict;
  };
  return {
    table: DEMO_STORAGE.table,
    column: DEMO_STORAGE.column,
    derived: (ido, prop, qualifier) => {
      if (!recorded.has(`${ido.name}.${prop.name}`) || !current(ido, prop)) return null;
      const column = quoteIdent(materializedColumn(prop));
      return { sql: qualifier ? `${qualifier}.${column}` : column, params: [] };
    },
  };
}
