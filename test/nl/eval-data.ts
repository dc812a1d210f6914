/**
 * The demo ERP as plain rows in memory, read straight from the generated SQLite file with
 * better-sqlite3 — not through the executor, the filter compiler or the NL engine — so the
 * evaluation's expected answers are computed independently of what it evaluates. Derived
 * properties (days overdue / late / past due) are computed here from SPEC §8's definition.
 */
import Database from 'better-sqlite3';

export type Row = Record<string, string | number | null>;

/** The evaluation's fixed "today": the demo data is generated as of this date. */
export const EVAL_TODAY = '2026-11-21';

const DAY = 86_400_000;

/** Whole days from `a` to `b` (ISO dates). */
export function daysFrom(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);
}

/** `today` moved by `n` days. */
export function shift(n: number, from = EVAL_TODAY): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

export interface EvalData {
  today: string;
  tables: Record<string, Row[]>;
  /** Rows by key, for following relations in predicates. */
  vendor(num: unknown): Row | undefined;
  customer(num: unknown): Row | undefined;
  item(num: unknown): Row | undefined;
  po(num: unknown): Row | undefined;
  co(num: unknown): Row | undefined;
  /** Distinct values of a column, in first-seen order, for templated questions. */
  distinct(table: string, column: string): string[];
}

/** SPEC §8: days past the due date while the status is one of `open`, else 0. */
function daysPast(row: Row, open: readonly string[], today: string): number {
  const due = String(row.DueDate);
  if (!open.includes(String(row.Stat)) || due >= today) return 0;
  return daysFrom(due, today);
}

export function loadEvalData(file: string, today = EVAL_TODAY): EvalData {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const tables: Record<string, Row[]> = {};
  try {
    for (const name of [
      'SLVendors',
      'SLItems',
      'SLPos',
      'SLPoitems',
      'SLCustomers',
      'SLCos',
      'SLCoitems',
      'SLArinvs',
      'SLJobs',
    ]) {
      tables[name] = db.prepare(`SELECT * FROM "${name}"`).all() as Row[];
    }
  } finally {
    db.close();
  }
  for (const r of tables.SLPos) r.DaysOverdue = daysPast(r, ['P', 'O'], today);
  for (const r of tables.SLCos) r.DaysLate = daysPast(r, ['P', 'O'], today);
  for (const r of tables.SLArinvs) r.DaysPastDue = daysPast(r, ['O'], today);

  const index = (table: string, key: string): Map<unknown, Row> =>
    new Map(tables[table].map((r) => [r[key], r]));
  const vendors = index('SLVendors', 'VendNum');
  const customers = index('SLCustomers', 'CustNum');
  const items = index('SLItems', 'Item');
  const pos = index('SLPos', 'PoNum');
  const cos = index('SLCos', 'CoNum');
  return {
    today,
    tables,
    vendor: (n) => vendors.get(n),
    customer: (n) => customers.get(n),
    item: (n) => items.get(n),
    po: (n) => pos.get(n),
    co: (n) => cos.get(n),
    distinct: (table, column) => [...new Set(tables[table].map((r) => String(r[column])))],
  };
}
