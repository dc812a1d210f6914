/**
 * RETIRED held-out set, third edition (issue #17) — now part of the TUNING pool. Written on
 * 2026-11-25, before the engine changes of that day, without reading the NL engine (src/query/),
 * the NL vocabularies, the NL fixture or the tuning set's questions: what purchasing, sales,
 * finance, production and inventory people would type about the demo data, not what the engine
 * knows. None of these questions repeats held-out v1 (heldout-cases.ts), held-out v2
 * (heldout-v2-cases.ts) or everyday v3 (everyday-v3-cases.ts), nor the examples of the issue.
 *
 * History: 71/101 on the engine it was written against, 79/101 after #17's fourth round and
 * 77/101 after the fifth and sixth (60/66 answers at or above 0.5 right), never tuned on.
 * Retired into the tuning pool on 2026-11-25 (session 6) at 77/101, when held-out v4
 * (heldout-v4-cases.ts) was written to take its place: from then on its misses are printed and
 * studied and the engine fixed for them (as general rules, with paraphrases of one's own in unit
 * specs), so its figure is a tuning figure, pooled with the other tuning sets.
 *
 * Former rule, kept for the record of how it was written: it was not tuned on while held out.
 * (Former) RULE: do NOT tune the engine, its vocabulary or its thresholds on these questions, and do not
 * read the misses this set reports to decide what to build. Never change an expectation or a
 * question here to make the engine pass. A question may only be corrected when its expectation
 * itself is shown to be wrong against the meanings below, and the commit must say so.
 *
 * Expected answers are plain predicates and aggregates over the raw rows (eval-data.ts),
 * computed independently of the engine. The calendar is computed for the evaluation's "today",
 * 2026-11-21 (a Saturday; EVAL_TODAY), and written out below rather than derived. Meanings
 * follow shared/nl-examples.md, plus:
 * - "how many units / pieces / boxes", "how much X is in a warehouse", "how much stock" is a
 *   quantity (a sum of QtyOnHand / QtyShipped / QtyReceived / QtyComplete), not a count of
 *   records; "how many orders / POs / invoices / jobs / items" is a count;
 * - a past-facing period ("placed / booked / sent / came in this week, since September, in the
 *   last 30 days") runs from its first day to today; a future-facing one ("due / promised /
 *   expected / scheduled / finishing next week, in December, in the next 60 days, before
 *   Christmas") covers the whole period, or today to today + N. A week starts on Monday (ISO) or
 *   on Sunday (US): both are accepted. "Last quarter" is Q3 2026; "Q3" alone is Q3 2026;
 * - a money amount with "$" or "dollars" compares in the US dollar, the domestic currency:
 *   documents in USD, or a document's amount × its ExchRate — both accepted where the document
 *   carries a rate (POs, customer orders); invoices carry none, so "$" there means customers in
 *   USD. A bare number compares the stored amount as it is; an unqualified "how much did we
 *   spend / sell / bill" sums the stored amounts;
 * - verbs naming a relation or a state: "buy from X" = PO lines of vendor X (or the items on
 *   them); "supplies" = vendors on PO lines; "buy X from us" = customers with order lines for X;
 *   "producing" = jobs for the item that are not complete (not C or H), or open jobs (F, R);
 *   "still firm" = Stat F; "came in early" = received before the line's due date; "closed out"
 *   order lines = F or C; "booked" = a customer order's OrderDate; "sent" invoices = InvDate;
 * - "open / outstanding / still open" = P or O on POs, PO lines, customer orders and their lines;
 *   open jobs are F or R; "unpaid / open" invoices = Type I with Balance > 0; "fully paid" =
 *   Balance 0; "AR" and "what customers owe" are sums of Balance; "overdue / past due" is the
 *   derived days property > 0;
 * - product lines are named by their codes (STL, HYD, ELEC, PKG...): descriptions overlap them
 *   ("Hydraulic Power Unit" is FG), so a code is what people in the plant use;
 * - a write, an action, a measure the catalog does not hold (freight, defect rate, labour hours,
 *   commission, turnover, forecast), a thing outside the catalog (forklift drivers, carriers,
 *   inspections, birthdays) or a number that cannot be represented exactly (above 2^53) must be
 *   refused (422), never dropped.
 * Where a question honestly admits two readings, both are accepted (anyOf).
 */
import {
  agg,
  all,
  anyOf,
  between,
  c,
  cust,
  dyn,
  inv,
  n,
  openOrder,
  REFUSE,
  rows,
  s,
  unpaid,
} from './case-builders';
import type { EvalData, Row } from './eval-data';
import type {
  AggregateExpectation,
  EvalCase,
  Expectation,
  Pred,
  RowsExpectation,
} from './eval-types';

/**
 * This set's column in the calibration table: retired, so pooled with the tuning sets (the pool
 * leaves out only names starting with "held-out").
 */
export const HELDOUT_V3_NAME = 'retired v3';

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
/** This week so far: from Monday 16 (ISO) or Sunday 15 (US) to today. */
const THIS_WEEK_ISO = ['2026-11-16', TODAY] as const;
const THIS_WEEK_US = ['2026-11-15', TODAY] as const;
/** The whole of this week, for things due in it: Mon 16 - Sun 22, or Sun 15 - Sat 21. */
const WHOLE_WEEK_ISO = ['2026-11-16', '2026-11-22'] as const;
const WHOLE_WEEK_US = ['2026-11-15', '2026-11-21'] as const;
/** Next week: Mon 23 - Sun 29, or Sun 22 - Sat 28. */
const NEXT_WEEK_ISO = ['2026-11-23', '2026-11-29'] as const;
const NEXT_WEEK_US = ['2026-11-22', '2026-11-28'] as const;
const LAST_7_DAYS = ['2026-11-14', TODAY] as const;
const LAST_30_DAYS = ['2026-10-22', TODAY] as const;
const NEXT_60_DAYS = [TODAY, '2027-01-20'] as const;
const THIS_MONTH_SO_FAR = ['2026-11-01', TODAY] as const;
const LAST_MONTH = ['2026-10-01', '2026-10-31'] as const;
const DECEMBER = ['2026-12-01', '2026-12-31'] as const;
const FIRST_HALF_OF_DECEMBER = ['2026-12-01', '2026-12-15'] as const;
const SINCE_SEPTEMBER = ['2026-09-01', TODAY] as const;
const Q3 = ['2026-07-01', '2026-09-30'] as const;
const YEAR_TO_DATE = ['2026-01-01', TODAY] as const;
const YEAR_2025 = ['2025-01-01', '2025-12-31'] as const;
const CHRISTMAS_EVE = '2026-12-24';

/** A week's two readings (ISO, US), as plain periods. */
const weeks = (
  ...both: ReadonlyArray<readonly [string, string]>
): ReadonlyArray<readonly [string, string]> => both;

const notComplete = (r: Row): boolean => r.Stat !== 'C' && r.Stat !== 'H';
const openJob = (r: Row): boolean => r.Stat === 'F' || r.Stat === 'R';
const charge = (r: Row): boolean => r.Type === 'I' || r.Type === 'D' || r.Type === 'F';
/** Domestic (USD) value of a document: its amount times its exchange rate. */
const domestic = (amount: unknown, rate: unknown): number =>
  n(amount) * (rate === null || rate === undefined ? 1 : n(rate));
const vendorOf = (r: Row, d: EvalData): Row | undefined => d.vendor(r.VendNum);
const custOf = (r: Row, d: EvalData): Row | undefined => d.customer(r.CustNum);
const itemOf = (r: Row, d: EvalData): Row | undefined => d.item(r.Item);
/** The customer of a customer order line, through its order. */
const lineCustomer = (r: Row, d: EvalData): Row | undefined => {
  const order = d.co(r.CoNum);
  return order ? d.customer(order.CustNum) : undefined;
};

/**
 * "$N" on documents that carry a currency and a rate (POs, customer orders): documents in USD
 * compared as stored, or any document's amount converted with its rate. Both are right.
 */
function dollars(
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

/** The same aggregate grouped by each of the columns that name a group (a number, a name). */
function perGroup(
  ido: string,
  where: Pred,
  fn: AggregateExpectation['fn'],
  groupBys: readonly string[],
  extra: Partial<AggregateExpectation> = {},
): AggregateExpectation[] {
  return groupBys.map((groupBy) => agg(ido, where, fn, { ...extra, groupBy }));
}

/** Vendors (not Acme Steel Corp) with at least `min` POs placed in the period. */
function vendorsOrderedFrom(d: EvalData, period: readonly [string, string], min: number): Row[] {
  return d.tables.SLVendors.filter(
    (v) =>
      v.Name !== 'Acme Steel Corp' &&
      d.tables.SLPos.filter((p) => p.VendNum === v.VendNum && between(p.OrderDate, ...period))
        .length >= min,
  );
}
/** USD customers meeting `need`, in the data's order. */
function usdCustomers(d: EvalData, need: (c: Row) => boolean): Row[] {
  return d.tables.SLCustomers.filter((c) => cust(c) && c.CurrCode === 'USD' && need(c));
}
/** Customers with an open order line for `item` (open line, or a line on an open order). */
const buyersWithOpenLines = (item: unknown, d: EvalData, openLine: boolean): Set<string> =>
  new Set(
    d.tables.SLCoitems.filter(
      (l) => l.Item === item && (openLine ? openOrder(l) : openOrder(d.co(l.CoNum) ?? {})),
    ).map((l) => s(d.co(l.CoNum)?.CustNum)),
  );

export const HELDOUT_V3_CASES: readonly EvalCase[] = [
  // --- purchasing ------------------------------------------------------------------------------
  c(
    'relations',
    'show me open POs from suppliers in Michigan',
    rows('SLPos', (r, d) => openOrder(r) && vendorOf(r, d)?.VadState === 'MI'),
  ),
  c(
    'negation',
    "POs with Mexican vendors that aren't closed yet",
    rows('SLPos', (r, d) => openOrder(r) && vendorOf(r, d)?.VadCountry === 'Mexico'),
  ),
  c(
    'numbers',
    "open PO's under $500",
    dollars('SLPos', (v) => v < 500, openOrder),
  ),
  c(
    'statuses',
    'how many POs are sitting in planned status',
    agg('SLPos', (r) => r.Stat === 'P', 'count'),
  ),
  dyn('names', (d) => {
    const vendor = vendorsOrderedFrom(d, SINCE_SEPTEMBER, 3)[2];
    const since = (num: unknown, dd: EvalData): boolean =>
      between(dd.po(num)?.OrderDate, ...SINCE_SEPTEMBER);
    return {
      q: `what have we ordered from ${s(vendor.Name)} since September`,
      e: anyOf(
        rows(
          'SLPos',
          (r) => r.VendNum === vendor.VendNum && between(r.OrderDate, ...SINCE_SEPTEMBER),
        ),
        rows('SLPoItems', (r, dd) => r.PoVendNum === vendor.VendNum && since(r.PoNum, dd)),
      ),
    };
  }),
  c(
    'dates',
    'how many POs did we send out in the last 30 days',
    agg('SLPos', (r) => between(r.OrderDate, ...LAST_30_DAYS), 'count'),
  ),
  c(
    'dates',
    'PO lines expected to arrive this week',
    anyOf(
      ...weeks(WHOLE_WEEK_ISO, WHOLE_WEEK_US).flatMap((week) => [
        rows('SLPoItems', (r) => between(r.DueDate, ...week)),
        rows('SLPoItems', (r) => openOrder(r) && between(r.DueDate, ...week)),
      ]),
    ),
  ),
  c(
    'aggregates',
    'how much did we spend with German suppliers this year',
    agg(
      'SLPos',
      (r, d) => vendorOf(r, d)?.VadCountry === 'Germany' && between(r.OrderDate, ...YEAR_TO_DATE),
      'sum',
      { measure: 'PoCost' },
    ),
  ),
  c(
    'ranking',
    'which 3 vendors did we spend the most with in 2025',
    anyOf(
      ...perGroup(
        'SLPos',
        (r) => between(r.OrderDate, ...YEAR_2025),
        'sum',
        ['VendNum', 'VendorName'],
        { measure: 'PoCost', top: { n: 3, dir: 'desc' } },
      ),
    ),
  ),
  c(
    'property-compare',
    'PO lines that came in early',
    rows('SLPoItems', (r) => r.RcvdDate !== null && s(r.RcvdDate) < s(r.DueDate)),
  ),
  dyn('relations', (d) => {
    const vendor = vendorsOrderedFrom(d, YEAR_TO_DATE, 4)[5];
    const bought = (item: unknown, dd: EvalData): boolean =>
      dd.tables.SLPoItems.some((l) => l.PoVendNum === vendor.VendNum && l.Item === item);
    return {
      q: `what do we buy from ${s(vendor.Name)}`,
      e: anyOf(
        rows('SLItems', (r, dd) => bought(r.Item, dd)),
        rows('SLPoItems', (r) => r.PoVendNum === vendor.VendNum),
      ),
    };
  }),
  c(
    'synonyms',
    'any outstanding purchase orders for the SOUTH warehouse?',
    rows('SLPos', (r) => openOrder(r) && r.Whse === 'SOUTH'),
  ),
  c(
    'numbers',
    'purchase orders between $2k and $3k placed this month',
    dollars(
      'SLPos',
      (v) => v >= 2_000 && v <= 3_000,
      (r) => between(r.OrderDate, ...THIS_MONTH_SO_FAR),
    ),
  ),
  c(
    'typos',
    'purchse orders from vendor 1042 that are still open',
    rows('SLPos', (r) => r.VendNum === '   1042' && openOrder(r)),
  ),
  c(
    'fields',
    'phone numbers and emails of our suppliers in Ontario',
    rows('SLVendors', (r) => r.VadState === 'ON'),
  ),
  c(
    'negation',
    'suppliers outside the US',
    rows('SLVendors', (r) => r.VadCountry !== 'USA'),
  ),
  c(
    'dates',
    'POs due before Christmas',
    anyOf(
      rows('SLPos', (r) => r.DueDate !== null && s(r.DueDate) <= CHRISTMAS_EVE),
      rows('SLPos', (r) => between(r.DueDate, TODAY, CHRISTMAS_EVE)),
    ),
  ),
  c(
    'fields',
    'just the PO numbers and amounts for open POs over $30k',
    dollars('SLPos', (v) => v > 30_000, openOrder, { fields: ['po_number', 'amount'] }),
  ),
  c(
    'relations',
    'who have we bought HYD parts from this year',
    rows('SLVendors', (r, d) =>
      d.tables.SLPoItems.some(
        (l) =>
          l.PoVendNum === r.VendNum &&
          itemOf(l, d)?.ProductCode === 'HYD' &&
          between(d.po(l.PoNum)?.OrderDate, ...YEAR_TO_DATE),
      ),
    ),
  ),
  dyn('aggregates', (d) => {
    const received = d.tables.SLPoItems.filter(
      (l) => between(l.RcvdDate, ...LAST_MONTH) && n(l.QtyReceived) > 0 && l.UM === 'BX',
    );
    const item = s(received[3].Item);
    return {
      q: `how many boxes of ${item} did we receive last month`,
      e: agg('SLPoItems', (r) => r.Item === item && between(r.RcvdDate, ...LAST_MONTH), 'sum', {
        measure: 'QtyReceived',
      }),
    };
  }),

  // --- sales -----------------------------------------------------------------------------------
  c(
    'relations',
    'sales to Florida customers last quarter',
    anyOf(
      rows('SLCos', (r, d) => custOf(r, d)?.State === 'FL' && between(r.OrderDate, ...Q3)),
      rows(
        'SLCoitems',
        (r, d) => lineCustomer(r, d)?.State === 'FL' && between(d.co(r.CoNum)?.OrderDate, ...Q3),
      ),
      agg('SLCos', (r, d) => custOf(r, d)?.State === 'FL' && between(r.OrderDate, ...Q3), 'sum', {
        measure: 'Price',
      }),
    ),
  ),
  c(
    'statuses',
    "CO's that are still in planned status",
    rows('SLCos', (r) => r.Stat === 'P'),
  ),
  dyn('names', (d) => {
    const customer = usdCustomers(
      d,
      (c) =>
        d.tables.SLCos.filter((o) => o.CustNum === c.CustNum && between(o.OrderDate, ...YEAR_2025))
          .length >= 3,
    )[6];
    const in2025 = (r: Row): boolean =>
      r.CustNum === customer.CustNum && between(r.OrderDate, ...YEAR_2025);
    return {
      q: `show me everything ${s(customer.Name)} ordered in 2025`,
      e: anyOf(
        rows('SLCos', in2025),
        rows('SLCoitems', (r, dd) => in2025(dd.co(r.CoNum) ?? {})),
      ),
    };
  }),
  c(
    'numbers',
    'sales orders over $25k from last month',
    dollars(
      'SLCos',
      (v) => v > 25_000,
      (r) => between(r.OrderDate, ...LAST_MONTH),
    ),
  ),
  c(
    'dates',
    "CO lines promised for next week that haven't shipped",
    anyOf(
      ...weeks(NEXT_WEEK_ISO, NEXT_WEEK_US).flatMap((week) => [
        rows('SLCoitems', (r) => between(r.DueDate, ...week) && n(r.QtyShipped) === 0),
        rows('SLCoitems', (r) => between(r.DueDate, ...week) && openOrder(r)),
      ]),
    ),
  ),
  c(
    'aggregates',
    'how much did we sell in Q3',
    anyOf(
      agg('SLCos', (r) => between(r.OrderDate, ...Q3), 'sum', { measure: 'Price' }),
      agg('SLCos', (r) => r.Type !== 'E' && between(r.OrderDate, ...Q3), 'sum', {
        measure: 'Price',
      }),
      agg('SLArtrans', (r) => inv(r) && between(r.InvDate, ...Q3), 'sum', { measure: 'Amount' }),
    ),
  ),
  c(
    'aggregates',
    'average line value on open CO lines',
    agg('SLCoitems', openOrder, 'avg', { measure: 'LineAmount' }),
  ),
  c(
    'ranking',
    'top 5 items by quantity shipped this year',
    agg('SLCoitems', (r) => between(r.ShipDate, ...YEAR_TO_DATE), 'sum', {
      measure: 'QtyShipped',
      groupBy: 'Item',
      top: { n: 5, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    "who's our biggest customer by number of orders in 2025",
    anyOf(
      ...perGroup(
        'SLCos',
        (r) => between(r.OrderDate, ...YEAR_2025),
        'count',
        ['CustNum', 'CustomerName'],
        { top: { n: 1, dir: 'desc' } },
      ),
    ),
  ),
  dyn('relations', (d) => {
    const open = d.tables.SLCoitems.filter(openOrder);
    const line = open.find(
      (l) =>
        new Set(open.filter((m) => m.Item === l.Item).map((m) => s(d.co(m.CoNum)?.CustNum))).size >=
        2,
    ) as Row;
    const item = s(line.Item);
    return {
      q: `which customers have open orders for ${item}`,
      e: anyOf(
        rows(
          'SLCustomers',
          (r, dd) => cust(r) && buyersWithOpenLines(item, dd, true).has(s(r.CustNum)),
        ),
        rows(
          'SLCustomers',
          (r, dd) => cust(r) && buyersWithOpenLines(item, dd, false).has(s(r.CustNum)),
        ),
      ),
    };
  }),
  c(
    'negation',
    "customers in California who haven't ordered anything this year",
    rows(
      'SLCustomers',
      (r, d) =>
        cust(r) &&
        r.State === 'CA' &&
        !d.tables.SLCos.some(
          (o) => o.CustNum === r.CustNum && between(o.OrderDate, ...YEAR_TO_DATE),
        ),
    ),
  ),
  c(
    'property-compare',
    'CO lines closed out with less shipped than ordered',
    rows(
      'SLCoitems',
      (r) => (r.Stat === 'F' || r.Stat === 'C') && n(r.QtyShipped) < n(r.QtyOrdered),
    ),
  ),
  c(
    'synonyms',
    'sales quotes that are still open',
    rows('SLCos', (r) => r.Type === 'E' && openOrder(r)),
  ),
  c(
    'typos',
    'custmer orders for clients in Ontario',
    rows('SLCos', (r, d) => custOf(r, d)?.State === 'ON'),
  ),
  c(
    'dates',
    'orders we booked this week',
    anyOf(
      rows('SLCos', (r) => between(r.OrderDate, ...THIS_WEEK_ISO)),
      rows('SLCos', (r) => between(r.OrderDate, ...THIS_WEEK_US)),
    ),
  ),
  c(
    'aggregates',
    'number of sales orders per warehouse last month',
    agg('SLCos', (r) => between(r.OrderDate, ...LAST_MONTH), 'count', { groupBy: 'Whse' }),
  ),
  c(
    'numbers',
    'customer order lines for 1000 units or more',
    rows('SLCoitems', (r) => n(r.QtyOrdered) >= 1_000),
  ),
  dyn('relations', (d) => {
    const customer = usdCustomers(
      d,
      (c) => d.tables.SLCos.filter((o) => o.CustNum === c.CustNum && openOrder(o)).length >= 2,
    )[1];
    return {
      q: `what's ${s(customer.Name)} got on order right now`,
      e: anyOf(
        rows('SLCos', (r) => r.CustNum === customer.CustNum && openOrder(r)),
        rows('SLCoitems', (r, dd) => openOrder(r) && dd.co(r.CoNum)?.CustNum === customer.CustNum),
      ),
    };
  }),
  c(
    'aggregates',
    'how many units did we ship to customers in October',
    agg('SLCoitems', (r) => between(r.ShipDate, ...LAST_MONTH), 'sum', {
      measure: 'QtyShipped',
    }),
  ),
  c(
    'relations',
    'which customers buy PKG items from us',
    rows(
      'SLCustomers',
      (r, d) =>
        cust(r) &&
        d.tables.SLCoitems.some(
          (l) => itemOf(l, d)?.ProductCode === 'PKG' && d.co(l.CoNum)?.CustNum === r.CustNum,
        ),
    ),
  ),

  // --- finance ---------------------------------------------------------------------------------
  c(
    'numbers',
    'open invoices over $7,500',
    anyOf(
      rows(
        'SLArtrans',
        (r, d) => unpaid(r) && custOf(r, d)?.CurrCode === 'USD' && n(r.Amount) > 7_500,
      ),
      rows(
        'SLArtrans',
        (r, d) => unpaid(r) && custOf(r, d)?.CurrCode === 'USD' && n(r.Balance) > 7_500,
      ),
    ),
  ),
  c(
    'relations',
    'credit memos for Mexican customers',
    rows('SLArtrans', (r, d) => r.Type === 'C' && custOf(r, d)?.Country === 'Mexico'),
  ),
  c(
    'dates',
    'invoices we sent in the last 7 days',
    rows('SLArtrans', (r) => inv(r) && between(r.InvDate, ...LAST_7_DAYS)),
  ),
  c(
    'aggregates',
    'total AR balance for customers on NET60 terms',
    anyOf(
      agg('SLArtrans', (r, d) => custOf(r, d)?.TermsCode === 'NET60', 'sum', {
        measure: 'Balance',
      }),
      agg('SLArtrans', (r, d) => inv(r) && custOf(r, d)?.TermsCode === 'NET60', 'sum', {
        measure: 'Balance',
      }),
    ),
  ),
  c(
    'aggregates',
    'how much was billed to customers in Pennsylvania in 2025',
    anyOf(
      agg(
        'SLArtrans',
        (r, d) => inv(r) && custOf(r, d)?.State === 'PA' && between(r.InvDate, ...YEAR_2025),
        'sum',
        { measure: 'Amount' },
      ),
      agg(
        'SLArtrans',
        (r, d) => charge(r) && custOf(r, d)?.State === 'PA' && between(r.InvDate, ...YEAR_2025),
        'sum',
        { measure: 'Amount' },
      ),
    ),
  ),
  c(
    'statuses',
    "this month's invoices that are fully paid",
    rows(
      'SLArtrans',
      (r) => inv(r) && n(r.Balance) === 0 && between(r.InvDate, ...THIS_MONTH_SO_FAR),
    ),
  ),
  c(
    'ranking',
    '5 oldest unpaid invoices',
    anyOf(
      rows('SLArtrans', unpaid, { order: { by: 'InvDate', dir: 'asc' }, top: 5 }),
      rows('SLArtrans', unpaid, { order: { by: 'DueDate', dir: 'asc' }, top: 5 }),
      rows('SLArtrans', unpaid, { order: { by: 'DaysPastDue', dir: 'desc' }, top: 5 }),
    ),
  ),
  c(
    'negation',
    'customers with no unpaid invoices',
    rows(
      'SLCustomers',
      (r, d) => cust(r) && !d.tables.SLArtrans.some((t) => t.CustNum === r.CustNum && unpaid(t)),
    ),
  ),
  c(
    'relations',
    'payments from customers in Michigan last month',
    rows(
      'SLArtrans',
      (r, d) => r.Type === 'P' && custOf(r, d)?.State === 'MI' && between(r.InvDate, ...LAST_MONTH),
    ),
  ),
  c(
    'aggregates',
    'avg invoice size for Canadian customers this year',
    agg(
      'SLArtrans',
      (r, d) => inv(r) && custOf(r, d)?.Country === 'Canada' && between(r.InvDate, ...YEAR_TO_DATE),
      'avg',
      { measure: 'Amount' },
    ),
  ),
  c(
    'typos',
    'how much AR is more then 90 days past due',
    anyOf(
      agg('SLArtrans', (r) => n(r.DaysPastDue) > 90, 'sum', { measure: 'Balance' }),
      agg('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 90, 'sum', { measure: 'Balance' }),
    ),
  ),
  c(
    'numbers',
    'invoices between 1,000 and 2,000 dollars',
    anyOf(
      rows(
        'SLArtrans',
        (r, d) =>
          inv(r) &&
          custOf(r, d)?.CurrCode === 'USD' &&
          n(r.Amount) >= 1_000 &&
          n(r.Amount) <= 2_000,
      ),
      rows('SLArtrans', (r) => inv(r) && n(r.Amount) >= 1_000 && n(r.Amount) <= 2_000),
    ),
  ),
  c(
    'ranking',
    'which 10 customers owe us the most',
    anyOf(
      ...[all, charge].flatMap((where) =>
        perGroup('SLArtrans', where, 'sum', ['CustNum', 'DerCustName'], {
          measure: 'Balance',
          top: { n: 10, dir: 'desc' },
        }),
      ),
    ),
  ),
  c(
    'dates',
    'unpaid invoices due between Dec 1 and Dec 15',
    rows('SLArtrans', (r) => unpaid(r) && between(r.DueDate, ...FIRST_HALF_OF_DECEMBER)),
  ),
  c(
    'statuses',
    'payments that came in this week',
    anyOf(
      rows('SLArtrans', (r) => r.Type === 'P' && between(r.InvDate, ...THIS_WEEK_ISO)),
      rows('SLArtrans', (r) => r.Type === 'P' && between(r.InvDate, ...THIS_WEEK_US)),
    ),
  ),
  dyn('relations', (d) => {
    const withInvoices = d.tables.SLCos.filter(
      (o) => d.tables.SLArtrans.filter((t) => t.CoNum === o.CoNum && inv(t)).length >= 1,
    );
    const order = withInvoices[Math.floor(withInvoices.length / 2)];
    return {
      q: `invoices for sales order ${s(order.CoNum).trim()}`,
      e: anyOf(
        rows('SLArtrans', (r) => r.CoNum === order.CoNum && inv(r)),
        rows('SLArtrans', (r) => r.CoNum === order.CoNum),
      ),
    };
  }),

  // --- production ------------------------------------------------------------------------------
  c(
    'dates',
    'jobs that should have started by now but are still firm',
    anyOf(
      rows('SLJobs', (r) => r.Stat === 'F' && s(r.JschStartDate) < TODAY),
      rows('SLJobs', (r) => r.Stat === 'F' && s(r.JschStartDate) <= TODAY),
    ),
  ),
  c(
    'statuses',
    'how many standard jobs do we have',
    anyOf(
      agg('SLJobs', (r) => r.Type === 'S', 'count'),
      agg('SLJobs', (r) => r.Type === 'S' && r.Stat !== 'H', 'count'),
    ),
  ),
  c(
    'aggregates',
    'total qty completed on jobs this year',
    anyOf(
      ...(['JobDate', 'JschStartDate', 'JschEndDate'] as const).map((date) =>
        agg('SLJobs', (r) => between(r[date], ...YEAR_TO_DATE), 'sum', { measure: 'QtyComplete' }),
      ),
    ),
  ),
  c(
    'relations',
    'open jobs for HYD items',
    rows('SLJobs', (r, d) => openJob(r) && itemOf(r, d)?.ProductCode === 'HYD'),
  ),
  c(
    'property-compare',
    'released jobs with nothing completed yet',
    rows('SLJobs', (r) => r.Stat === 'R' && n(r.QtyComplete) === 0),
  ),
  c(
    'ranking',
    'which item have we run the most jobs for',
    anyOf(
      agg('SLJobs', all, 'count', { groupBy: 'Item', top: { n: 1, dir: 'desc' } }),
      agg('SLJobs', (r) => r.Type !== 'E', 'count', {
        groupBy: 'Item',
        top: { n: 1, dir: 'desc' },
      }),
    ),
  ),
  c(
    'dates',
    'jobs finishing in the next 60 days',
    anyOf(
      rows('SLJobs', (r) => between(r.JschEndDate, ...NEXT_60_DAYS)),
      rows('SLJobs', (r) => notComplete(r) && between(r.JschEndDate, ...NEXT_60_DAYS)),
    ),
  ),
  c(
    'numbers',
    'jobs for more than 200 pieces',
    rows('SLJobs', (r) => n(r.QtyReleased) > 200),
  ),
  c(
    'aggregates',
    'average job size in MAIN',
    agg('SLJobs', (r) => r.Whse === 'MAIN', 'avg', { measure: 'QtyReleased' }),
  ),
  c(
    'negation',
    'open jobs outside the MAIN warehouse',
    rows('SLJobs', (r) => openJob(r) && r.Whse !== 'MAIN'),
  ),
  c(
    'synonyms',
    'production orders scheduled to start in December',
    rows('SLJobs', (r) => between(r.JschStartDate, ...DECEMBER)),
  ),
  dyn('relations', (d) => {
    const jobs = d.tables.SLJobs.filter(openJob);
    const item = s(jobs[Math.floor(jobs.length / 3)].Item);
    return {
      q: `are we producing ${item} at the moment`,
      e: anyOf(
        rows('SLJobs', (r) => r.Item === item && notComplete(r)),
        rows('SLJobs', (r) => r.Item === item && openJob(r)),
      ),
    };
  }),

  // --- inventory -------------------------------------------------------------------------------
  c(
    'property-compare',
    'where do we have more on order than on hand',
    rows('SLItemwhses', (r) => n(r.QtyOrdered) > n(r.QtyOnHand)),
  ),
  c(
    'numbers',
    'parts that cost less than a dollar',
    rows('SLItems', (r) => n(r.UnitCost) < 1),
  ),
  dyn('aggregates', (d) => {
    const stock = d.tables.SLItemwhses.filter((w) => w.Whse === 'EAST' && n(w.QtyOnHand) > 0);
    const item = s(stock[Math.floor(stock.length / 4)].Item);
    const here = (r: Row): boolean => r.Item === item && r.Whse === 'EAST';
    return {
      q: `how much ${item} is sitting in EAST`,
      e: anyOf(
        agg('SLItemwhses', here, 'sum', { measure: 'QtyOnHand' }),
        rows('SLItemwhses', here),
      ),
    };
  }),
  c(
    'names',
    'STL items we stock in WEST',
    anyOf(
      rows('SLItemwhses', (r, d) => r.Whse === 'WEST' && itemOf(r, d)?.ProductCode === 'STL'),
      rows(
        'SLItems',
        (r, d) =>
          r.ProductCode === 'STL' &&
          d.tables.SLItemwhses.some((w) => w.Item === r.Item && w.Whse === 'WEST'),
      ),
    ),
  ),
  c(
    'relations',
    'obsolete parts that are still on open POs',
    anyOf(
      rows(
        'SLItems',
        (r, d) =>
          r.Stat === 'O' && d.tables.SLPoItems.some((l) => l.Item === r.Item && openOrder(l)),
      ),
      rows('SLPoItems', (r, d) => openOrder(r) && itemOf(r, d)?.Stat === 'O'),
    ),
  ),
  c(
    'ranking',
    '5 items with the longest lead time',
    rows('SLItems', all, { order: { by: 'LeadTime', dir: 'desc' }, top: 5 }),
  ),
  c(
    'aggregates',
    'how many items per product code',
    agg('SLItems', all, 'count', { groupBy: 'ProductCode' }),
  ),
  c(
    'aggregates',
    'how much stock is in the SOUTH warehouse',
    agg('SLItemwhses', (r) => r.Whse === 'SOUTH', 'sum', { measure: 'QtyOnHand' }),
  ),
  c(
    'negation',
    "items that aren't stocked in MAIN",
    anyOf(
      rows(
        'SLItems',
        (r, d) => !d.tables.SLItemwhses.some((w) => w.Item === r.Item && w.Whse === 'MAIN'),
      ),
      rows(
        'SLItems',
        (r, d) =>
          !d.tables.SLItemwhses.some(
            (w) => w.Item === r.Item && w.Whse === 'MAIN' && n(w.QtyOnHand) > 0,
          ),
      ),
    ),
  ),
  c(
    'synonyms',
    'list the parts that come in rolls',
    rows('SLItems', (r) => r.UM === 'RL'),
  ),
  dyn('property-compare', (d) => {
    const low = d.tables.SLItemwhses.filter((w) => n(w.QtyOnHand) < n(w.QtyReorder));
    const item = s(
      (low.find((w) => low.filter((x) => x.Item === w.Item).length >= 2) ?? low[0]).Item,
    );
    return {
      q: `warehouses where ${item} is below its reorder point`,
      e: rows('SLItemwhses', (r) => r.Item === item && n(r.QtyOnHand) < n(r.QtyReorder)),
    };
  }),
  c(
    'numbers',
    'warehouse stock over 100k units',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) > 100_000),
  ),
  c(
    'typos',
    'itmes with zero qty on hand in EAST',
    anyOf(
      rows('SLItemwhses', (r) => r.Whse === 'EAST' && n(r.QtyOnHand) === 0),
      rows('SLItems', (r, d) =>
        d.tables.SLItemwhses.some(
          (w) => w.Item === r.Item && w.Whse === 'EAST' && n(w.QtyOnHand) === 0,
        ),
      ),
    ),
  ),
  c(
    'aggregates',
    'avg unit cost of ELEC parts',
    agg('SLItems', (r) => r.ProductCode === 'ELEC', 'avg', { measure: 'UnitCost' }),
  ),
  c(
    'ranking',
    '3 cheapest HYD parts',
    rows('SLItems', (r) => r.ProductCode === 'HYD', {
      order: { by: 'UnitCost', dir: 'asc' },
      top: 3,
    }),
  ),

  // --- must be refused: writes, actions, unknown measures, unrepresentable numbers, words
  // outside the catalog ---------------------------------------------------------------------------
  c('refusals', 'approve all the planned POs', REFUSE),
  c('refusals', 'send a reminder to every customer with an overdue invoice', REFUSE),
  c('refusals', 'change the buyer on PO00004321 to KCHEN', REFUSE),
  c('refusals', 'mark invoice INV000001234 as paid', REFUSE),
  c('refusals', 'create a job for 50 units of IT-10100', REFUSE),
  c('refusals', "what's our average freight cost per PO", REFUSE),
  c('refusals', 'which vendors have the lowest defect rate', REFUSE),
  c('refusals', 'how many labor hours went into job 90050', REFUSE),
  c('refusals', 'sales orders with a commission over $500', REFUSE),
  c('refusals', "what's the inventory turnover for FAST items", REFUSE),
  c('refusals', 'what will our sales be next quarter', REFUSE),
  c('refusals', 'which forklift drivers worked last night', REFUSE),
  c('refusals', 'which carrier do we ship with the most', REFUSE),
  c('refusals', 'quality inspections that failed this week', REFUSE),
  c('refusals', 'which customers have a birthday this month', REFUSE),
  c('refusals', 'POs over $18,446,744,073,709,551,616', REFUSE),
  c('refusals', 'customers with a credit limit above 9007199254740993', REFUSE),
  c('refusals', 'jobs for more than 99999999999999999 pieces', REFUSE),
];
