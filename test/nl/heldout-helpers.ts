/**
 * Helpers the held-out sets (v4 to v14) share: the relations their predicates follow, the two
 * readings of "$N" on documents that carry a currency, a week's ISO and US readings, per-group
 * aggregates and templated names. Only how expectations are written lives here; each set keeps
 * its own calendar and meanings.
 */
import { agg, anyOf, between, cust, inv, n, openOrder, rows, s } from './case-builders';
import type { EvalData, Row } from './eval-data';
import type {
  AggregateExpectation,
  EvalCase,
  Expectation,
  Pred,
  RowsExpectation,
} from './eval-types';

export type Period = readonly [string, string];

export const openJob = (r: Row): boolean => r.Stat === 'F' || r.Stat === 'R';
export const onHold = (r: Row | undefined): boolean => s(r?.CreditHold) === '1';
export const vendorOf = (r: Row, d: EvalData): Row | undefined => d.vendor(r.VendNum);
export const custOf = (r: Row, d: EvalData): Row | undefined => d.customer(r.CustNum);
export const itemOf = (r: Row, d: EvalData): Row | undefined => d.item(r.Item);
/** The vendor of a PO line, through its PO. */
export const lineVendor = (r: Row, d: EvalData): Row | undefined => {
  const po = d.po(r.PoNum);
  return po ? d.vendor(po.VendNum) : undefined;
};
/** The customer of a customer order line, through its order. */
export const lineCustomer = (r: Row, d: EvalData): Row | undefined => {
  const order = d.co(r.CoNum);
  return order ? d.customer(order.CustNum) : undefined;
};
/** Domestic (USD) value of a document: its amount times its exchange rate. */
export const domestic = (amount: unknown, rate: unknown): number =>
  n(amount) * (rate === null || rate === undefined ? 1 : n(rate));

/** Each of the periods, as the same rows expectation (a week's ISO and US readings). */
export function inAnyOf(
  ido: string,
  periods: readonly Period[],
  test: (r: Row, p: Period, d: EvalData) => boolean,
  extra: Partial<RowsExpectation> = {},
): Expectation {
  return anyOf(...periods.map((p) => rows(ido, (r, d) => test(r, p, d), extra)));
}

/**
 * "$N" on documents that carry a currency and a rate (POs, customer orders): documents in USD
 * compared as stored, or any document's amount converted with its rate. Both are right.
 */
export function dollars(
  ido: 'SLPos' | 'SLCos',
  test: (amount: number) => boolean,
  and: Pred,
  extra: Partial<RowsExpectation> = {},
): Expectation {
  const [amount, currency] = ido === 'SLPos' ? ['PoCost', 'VenCurrCode'] : ['Price', 'CurrCode'];
  return anyOf(
    rows(ido, (r, d) => and(r, d) && r[currency] === 'USD' && test(n(r[amount])), extra),
    rows(ido, (r, d) => and(r, d) && test(domestic(r[amount], r.ExchRate)), extra),
  );
}

/**
 * A bare amount ("over 35k", no currency sign) on POs or customer orders: the stored amount as
 * written (held-out v10 to v14's meaning), or either reading of dollars(). Held-out v15 and v16
 * were corrected to it on retirement; their headers say why.
 */
export function bareAmount(
  ido: 'SLPos' | 'SLCos',
  test: (amount: number) => boolean,
  and: Pred,
): Expectation {
  const amount = ido === 'SLPos' ? 'PoCost' : 'Price';
  const asDollars = dollars(ido, test, and);
  const readings = asDollars.kind === 'anyOf' ? asDollars.options : [];
  return anyOf(
    rows(ido, (r, d) => and(r, d) && test(n(r[amount]))),
    ...readings,
  );
}

/** The same aggregate grouped by each of the columns that name a group (a number, a name). */
export function perGroup(
  ido: string,
  where: Pred,
  fn: AggregateExpectation['fn'],
  groupBys: readonly string[],
  extra: Partial<AggregateExpectation> = {},
): AggregateExpectation[] {
  return groupBys.map((groupBy) => agg(ido, where, fn, { ...extra, groupBy }));
}

/** The first row of `list` meeting `need`, else the first row (a templated name). */
export function pick(list: readonly Row[], need: (r: Row) => boolean, nth = 0): Row {
  const found = list.filter(need);
  return found[Math.min(nth, found.length - 1)] ?? list[0];
}

/** Lower-case, as people type names into a search box. */
export const lower = (v: unknown): string => s(v).toLowerCase();

/** A key without SyteLine's padding, as people type it. */
export const bare = (v: unknown): string => s(v).trim();

/** Values computed once per data set (indexes for relation predicates). */
const memos = new WeakMap<EvalData, Map<string, unknown>>();
export function memo<T>(d: EvalData, key: string, build: () => T): T {
  let m = memos.get(d);
  if (!m) {
    m = new Map();
    memos.set(d, m);
  }
  if (!m.has(key)) m.set(key, build());
  return m.get(key) as T;
}

/** Rows of a table grouped by a column. */
export function byColumn(d: EvalData, table: string, column: string): Map<string, Row[]> {
  return memo(d, `by:${table}:${column}`, () => {
    const out = new Map<string, Row[]>();
    for (const r of d.tables[table]) {
      const k = s(r[column]);
      const list = out.get(k);
      if (list) list.push(r);
      else out.set(k, [r]);
    }
    return out;
  });
}
export const posOfVendor = (d: EvalData, vendNum: unknown): Row[] =>
  byColumn(d, 'SLPos', 'VendNum').get(s(vendNum)) ?? [];
export const cosOfCustomer = (d: EvalData, custNum: unknown): Row[] =>
  byColumn(d, 'SLCos', 'CustNum').get(s(custNum)) ?? [];
export const poLinesOfItem = (d: EvalData, item: unknown): Row[] =>
  byColumn(d, 'SLPoItems', 'Item').get(s(item)) ?? [];
export const coLinesOfItem = (d: EvalData, item: unknown): Row[] =>
  byColumn(d, 'SLCoitems', 'Item').get(s(item)) ?? [];
export const coLinesOfCo = (d: EvalData, co: unknown): Row[] =>
  byColumn(d, 'SLCoitems', 'CoNum').get(s(co)) ?? [];
export const poLinesOfPo = (d: EvalData, po: unknown): Row[] =>
  byColumn(d, 'SLPoItems', 'PoNum').get(s(po)) ?? [];
export const jobsOfItem = (d: EvalData, item: unknown): Row[] =>
  byColumn(d, 'SLJobs', 'Item').get(s(item)) ?? [];
export const arOfCustomer = (d: EvalData, custNum: unknown): Row[] =>
  byColumn(d, 'SLArtrans', 'CustNum').get(s(custNum)) ?? [];
export const whsesOfItem = (d: EvalData, item: unknown): Row[] =>
  byColumn(d, 'SLItemwhses', 'Item').get(s(item)) ?? [];

/** Whether a date value falls in the period (both ends included). */
export const inP = (v: unknown, p: Period): boolean =>
  typeof v === 'string' && between(v, p[0], p[1]);

/** "$N" on AR rows: the stored amount, or the stored amount of customers billed in USD. */
export function arDollars(
  measure: 'Amount' | 'Balance',
  test: (amount: number) => boolean,
  and: Pred,
  extra: Partial<RowsExpectation> = {},
): Expectation {
  return anyOf(
    rows('SLArtrans', (r, d) => and(r, d) && test(n(r[measure])), extra),
    rows(
      'SLArtrans',
      (r, d) => and(r, d) && custOf(r, d)?.CurrCode === 'USD' && test(n(r[measure])),
      extra,
    ),
  );
}

/** "Lines due in P": every line due then, or only the open ones, for each reading of P. */
export function linesDue(ido: 'SLPoItems' | 'SLCoitems', periods: readonly Period[], and: Pred) {
  return anyOf(
    ...periods.flatMap((p) => [
      rows(ido, (r, d) => and(r, d) && inP(r.DueDate, p)),
      rows(ido, (r, d) => and(r, d) && openOrder(r) && inP(r.DueDate, p)),
    ]),
  );
}

/** AR balance owed: over invoices, or over every AR row (only charges carry one). */
export function owed(and: Pred, extra: { groupBys?: readonly string[]; top?: number } = {}) {
  const where: Pred[] = [(r, d) => inv(r) && and(r, d), and];
  if (!extra.groupBys)
    return anyOf(...where.map((w) => agg('SLArtrans', w, 'sum', { measure: 'Balance' })));
  const top = extra.top ? { n: extra.top, dir: 'desc' as const } : undefined;
  return anyOf(
    ...where.flatMap((w) =>
      perGroup('SLArtrans', w, 'sum', extra.groupBys ?? [], { measure: 'Balance', top }),
    ),
  );
}

/**
 * Open AR per customer: the sum of Balance per customer, over invoices or over every AR row,
 * with or without the customers whose open balance is 0. Retired v6 expected only the customers
 * with something open (59 groups), retired v7 every customer with an AR row (193): the amounts
 * are the same wherever both list a customer, so both sets accept either list (corrected on
 * 2026-11-29 when the two were found to contradict each other).
 */
export function openArPer(groupBys: readonly string[]) {
  const open = (r: Row) => n(r.Balance) > 0;
  return anyOf(
    ...[(r: Row) => inv(r), () => true, (r: Row) => inv(r) && open(r), open].flatMap((w) =>
      perGroup('SLArtrans', w, 'sum', groupBys, { measure: 'Balance' }),
    ),
  );
}

/**
 * "Jobs making X": every job of item X, or only those not complete (not C, or not C and not H),
 * or the open ones (F or R). Issue #17 reads "building X" as jobs not complete and the first sets
 * read "making" so; later sets took every job. The progressive admits each (corrected 2026-11-29).
 */
export function jobsMaking(item: string) {
  const of = (r: Row) => r.Item === item;
  return anyOf(
    rows('SLJobs', of),
    rows('SLJobs', (r) => of(r) && r.Stat !== 'C'),
    rows('SLJobs', (r) => of(r) && r.Stat !== 'C' && r.Stat !== 'H'),
    rows('SLJobs', (r) => of(r) && (r.Stat === 'F' || r.Stat === 'R')),
  );
}

/** "the largest / smallest X" without N: the maximum / minimum as an aggregate, or the top record. */
export function extreme(
  ido: string,
  where: Pred,
  measure: string,
  dir: 'asc' | 'desc',
): Expectation {
  return anyOf(
    agg(ido, where, dir === 'desc' ? 'max' : 'min', { measure }),
    rows(ido, where, { order: { by: measure, dir }, top: 1 }),
  );
}

/** An aggregate per group, keyed by any of `groupBys` (a party's number or its name). */
export const grouped = (
  ido: string,
  where: Pred,
  fn: AggregateExpectation['fn'],
  groupBys: readonly string[],
  extra: Partial<AggregateExpectation> = {},
): Expectation => anyOf(...perGroup(ido, where, fn, groupBys, extra));

/** What a customer's open orders (P or O) add up to: their stored Price, unconverted. */
export const openOrderValue = (d: EvalData, custNum: unknown): number =>
  cosOfCustomer(d, custNum)
    .filter(openOrder)
    .reduce((sum, o) => sum + n(o.Price), 0);

/** Keys as the catalog stores them, right-aligned: vendor and customer numbers in 7 characters. */
export const vendorKey = (num: number): string => String(num).padStart(7, ' ');
export const customerKey = vendorKey;
/** Customer order and job numbers, right-aligned in 10 characters. */
export const orderKey = (num: number): string => String(num).padStart(10, ' ');
export const jobKey = orderKey;

/** A stored amount between a and b, both included. */
export const amountBetween = (v: unknown, a: number, b: number): boolean => n(v) >= a && n(v) <= b;

/** A date value strictly before another (null dates never qualify). */
export const dateBefore = (v: unknown, w: unknown): boolean =>
  typeof v === 'string' && typeof w === 'string' && v < w;

/** An item's stock: the sum over its warehouses, or its own DerQtyOnHand. */
export const stockOf = (item: string): Expectation =>
  anyOf(
    agg('SLItemwhses', (r) => r.Item === item, 'sum', { measure: 'QtyOnHand' }),
    agg('SLItems', (r) => r.Item === item, 'sum', { measure: 'DerQtyOnHand' }),
  );

/** "Who bought X": the customers with order lines for X, those lines, or the orders holding them. */
export const whoBought = (item: string): Expectation =>
  anyOf(
    rows(
      'SLCustomers',
      (r, d) => cust(r) && coLinesOfItem(d, item).some((l) => d.co(l.CoNum)?.CustNum === r.CustNum),
    ),
    rows('SLCoitems', (r) => r.Item === item),
    rows('SLCos', (r, d) => coLinesOfCo(d, r.CoNum).some((l) => l.Item === item)),
  );

/** "Who supplies X": the vendors on PO lines for X, or those lines. */
export const whoSupplies = (item: string): Expectation =>
  anyOf(
    rows('SLVendors', (r, d) =>
      poLinesOfItem(d, item).some((l) => lineVendor(l, d)?.VendNum === r.VendNum),
    ),
    rows('SLPoItems', (r) => r.Item === item),
  );

/** Closed / complete documents: C, or C and H (history, finished work moved on): both accepted. */
export const closedEither = (ido: string, and: Pred): Expectation =>
  anyOf(
    rows(ido, (r, d) => and(r, d) && r.Stat === 'C'),
    rows(ido, (r, d) => and(r, d) && (r.Stat === 'C' || r.Stat === 'H')),
  );

/**
 * A set's marker for the questions that combine two or more conditions (the Difficulty count in
 * its header): `x(c(...))` marks a question and returns it; `combined` holds the marked ones.
 */
export function combinedMarker(): {
  x: (e: EvalCase) => EvalCase;
  combined: ReadonlySet<EvalCase>;
} {
  const combined = new Set<EvalCase>();
  return {
    x: (e) => {
      combined.add(e);
      return e;
    },
    combined,
  };
}
