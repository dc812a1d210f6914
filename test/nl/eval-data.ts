/**
 * The demo ERP as plain rows in memory, read straight from the generated SQLite file with
 * better-sqlite3 — not through the executor, the filter compiler or the NL engine — so the
 * evaluation's expected answers are computed independently of what it evaluates. Derived
 * properties (due dates rolled up from open lines, days overdue / late / past due, line
 * amounts, invoice balances) are computed here in plain TypeScript from SPEC §8's definitions,
 * written out again rather than read from the catalog's declarations, so a wrong declaration or
 * a wrong compiler shows up as a miss.
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
  /** Rows by key, for following relations in predicates (keys as stored, padded). */
  vendor(num: unknown): Row | undefined;
  /** The customer itself (CustSeq 0), not a ship-to address. */
  customer(num: unknown): Row | undefined;
  item(num: unknown): Row | undefined;
  po(num: unknown): Row | undefined;
  co(num: unknown): Row | undefined;
  /** Distinct values of a column, in first-seen order, for templated questions. */
  distinct(table: string, column: string): string[];
}

/** Every IDO of the syteline catalog, as the demo stores it (one table each). */
export const EVAL_IDOS = [
  'SLVendors',
  'SLItems',
  'SLItemwhses',
  'SLPos',
  'SLPoItems',
  'SLCustomers',
  'SLCos',
  'SLCoitems',
  'SLArtrans',
  'SLJobs',
] as const;

/** Days past `due` while `open` holds and the date has passed, else 0 (SPEC §8 `daysPast`). */
function daysPast(due: unknown, open: boolean, today: string): number {
  if (!open || typeof due !== 'string' || due >= today) return 0;
  return daysFrom(due, today);
}

const isOpenLine = (r: Row): boolean => r.Stat === 'P' || r.Stat === 'O';
/** The earliest due date of the open lines, or null when none is open. */
function earliestOpenDue(lines: readonly Row[] | undefined): string | null {
  const due = (lines ?? [])
    .filter(isOpenLine)
    .map((l) => String(l.DueDate))
    .sort();
  return due[0] ?? null;
}

function groupBy(rows: readonly Row[], key: (r: Row) => string): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

export function loadEvalData(file: string, today = EVAL_TODAY): EvalData {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const tables: Record<string, Row[]> = {};
  try {
    for (const name of EVAL_IDOS) {
      tables[name] = db.prepare(`SELECT * FROM "${name}"`).all() as Row[];
    }
  } finally {
    db.close();
  }
  const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

  // Purchase orders: lines first (amount), then the header's due date and days overdue.
  /** Money to the cent (the catalog's scale 2): products and sums of decimals leave residue. */
  const cents = (v: number): number => Math.round(v * 100) / 100;
  for (const l of tables.SLPoItems) l.LineAmount = cents(num(l.QtyOrdered) * num(l.ItemCost));
  const poLines = groupBy(tables.SLPoItems, (l) => String(l.PoNum));
  for (const r of tables.SLPos) {
    r.DueDate = earliestOpenDue(poLines.get(String(r.PoNum)));
    r.DaysOverdue = daysPast(r.DueDate, r.Stat === 'P' || r.Stat === 'O', today);
  }

  // Customer orders: line amount and lateness, the header's due date, lateness and customer.
  for (const l of tables.SLCoitems) {
    l.LineAmount = cents(num(l.QtyOrdered) * num(l.PriceConv));
    l.DaysLate = daysPast(l.DueDate, isOpenLine(l), today);
  }
  const coLines = groupBy(tables.SLCoitems, (l) => String(l.CoNum));
  const customerRow = new Map<unknown, Row>(
    tables.SLCustomers.filter((c) => Number(c.CustSeq) === 0).map((c) => [c.CustNum, c]),
  );
  for (const r of tables.SLCos) {
    r.DueDate = earliestOpenDue(coLines.get(String(r.CoNum)));
    r.DaysLate = daysPast(r.DueDate, r.Stat === 'O' || r.Stat === 'P', today);
    r.CustomerName = customerRow.get(r.CustNum)?.Name ?? null;
  }

  // AR: payments and credit memos applied to a document (same customer, ApplyToInvNum = its
  // InvNum) settle it; charges (invoices, debit memos, finance charges) carry a balance.
  const settlements = groupBy(
    tables.SLArtrans.filter((t) => t.Type === 'P' || t.Type === 'C'),
    (t) => `${String(t.CustNum)}\u0000${String(t.ApplyToInvNum)}`,
  );
  for (const t of tables.SLArtrans) {
    const applied = (settlements.get(`${String(t.CustNum)}\u0000${String(t.InvNum)}`) ?? []).reduce(
      (sum, p) => sum + num(p.Amount),
      0,
    );
    const charge = t.Type === 'I' || t.Type === 'D' || t.Type === 'F';
    const balance = charge ? cents(num(t.Amount) - applied) : 0;
    t.AmountApplied = cents(applied);
    t.Balance = balance;
    t.DaysPastDue = daysPast(t.DueDate, charge && balance > 0, today);
  }

  const index = (table: string, key: string): Map<unknown, Row> =>
    new Map(tables[table].map((r) => [r[key], r]));
  const vendors = index('SLVendors', 'VendNum');
  const items = index('SLItems', 'Item');
  const pos = index('SLPos', 'PoNum');
  const cos = index('SLCos', 'CoNum');
  return {
    today,
    tables,
    vendor: (n) => vendors.get(n),
    customer: (n) => customerRow.get(n),
    item: (n) => items.get(n),
    po: (n) => pos.get(n),
    co: (n) => cos.get(n),
    distinct: (table, column) => [...new Set(tables[table].map((r) => String(r[column])))],
  };
}
