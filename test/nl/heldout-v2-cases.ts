/**
 * RETIRED held-out set, second edition (issue #17) — now part of the TUNING pool. Written on
 * 2026-11-24 without reading the NL engine (src/query/), the NL vocabularies or the tuning set's
 * questions: what purchasing, sales, finance, production and inventory people would type about
 * the demo data, not what the engine knows. None of these questions repeats held-out v1
 * (heldout-cases.ts).
 *
 * History: 75/99 on the engine before #17's second round, 80/99 after it and 80/99 after the
 * third (61/71 answers at or above 0.5 right), never tuned on. Retired into the tuning pool on
 * 2026-11-25 at 80/99 (61/71 at or above 0.5): from then on its misses are printed and studied
 * and the engine fixed for them (always as general rules, with paraphrases of one's own in unit
 * specs), so its figure is a tuning figure like eval-cases.ts's and it is pooled with the tuning
 * sets in the calibration table. The honest held-out figure is the next held-out set, written by
 * someone else and never read by whoever tunes.
 *
 * Never change an expectation or a question here to make the engine pass. A question may only
 * be corrected when its expectation itself is shown to be wrong against the meanings below, and
 * the commit must say so.
 *
 * Expected answers are plain predicates and aggregates over the raw rows (eval-data.ts),
 * computed independently of the engine. The calendar is computed for the evaluation's "today",
 * 2026-11-21 (a Saturday; EVAL_TODAY), and written out below rather than derived. Meanings
 * follow shared/nl-examples.md, plus:
 * - "how many / how much X do we have", "how many units", "how many gallons" is a quantity (a sum
 *   of QtyOnHand / QtyOrdered / QtyShipped / QtyReleased), not a count of records; "how many
 *   orders / invoices / jobs" is a count;
 * - a past-facing period ("placed / issued this year") runs from its first day to today; a
 *   future-facing one ("due / scheduled next month, this quarter") covers the whole period;
 *   "next N days / two weeks" is today to today + N;
 * - a money amount with a currency sign compares in that currency: "$" is the US dollar, the
 *   domestic currency (documents in USD, or a document's amount × its ExchRate — both accepted
 *   where the document carries a rate; invoices carry none, so "$" there means customers in
 *   USD); "€" is EUR, "C$" CAD, "pesos" MXN (documents in that currency). A bare number compares
 *   the stored amount as it is;
 * - verbs naming a relation or a state: "making" = jobs for the item that are not complete;
 *   "buy(s) X from us" = customers with order lines for X; "supply" = vendors on PO lines;
 *   "finished / completed" jobs are Stat C; "not released yet" jobs are firm (F);
 * - "late / overdue / past due" is the derived days property > 0; "partly paid" = an invoice
 *   with something applied and a balance left; "over their credit limit" = open balance (sum of
 *   Balance of the customer's AR) above CreditLimit;
 * - a write, an action, a measure the catalog does not hold (margin, profit, inventory value,
 *   on-time rate), a thing outside the catalog (employees, trucks, machines, certificates) or a
 *   number that cannot be represented exactly (above 2^53) must be refused (422), never dropped.
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
import type { EvalCase, Pred } from './eval-types';

/**
 * This set's column in the calibration table: retired, so pooled with the tuning sets (the pool
 * leaves out only names starting with "held-out").
 */
export const HELDOUT_V2_NAME = 'retired v2';

/**
 * A summary to print without its misses: the figures are reported, the individual misses are
 * not, so that reading them cannot steer the engine towards these questions. For held-out sets
 * (this one no longer is one; kept here because they import it from this file).
 */
export function withoutMisses<T extends { results: ReadonlyArray<{ passed: boolean }> }>(
  summary: T,
): T {
  return { ...summary, results: summary.results.filter((r) => r.passed) };
}

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
const YESTERDAY = '2026-11-20';
const TOMORROW = '2026-11-22';
const LAST_MONTH = ['2026-10-01', '2026-10-31'] as const;
const THIS_MONTH = ['2026-11-01', '2026-11-30'] as const;
const NEXT_MONTH = ['2026-12-01', '2026-12-31'] as const;
const LAST_QUARTER = ['2026-07-01', '2026-09-30'] as const;
const THIS_QUARTER = ['2026-10-01', '2026-12-31'] as const;
const NEXT_QUARTER = ['2027-01-01', '2027-03-31'] as const;
const YEAR_TO_DATE = ['2026-01-01', TODAY] as const;
const WHOLE_YEAR = ['2026-01-01', '2026-12-31'] as const;
const YEAR_2025 = ['2025-01-01', '2025-12-31'] as const;
const NEXT_14_DAYS = [TODAY, '2026-12-05'] as const;
const NEXT_30_DAYS = [TODAY, '2026-12-21'] as const;

const notComplete = (r: Row): boolean => r.Stat !== 'C' && r.Stat !== 'H';
const openJob = (r: Row): boolean => r.Stat === 'F' || r.Stat === 'R';
const charge = (r: Row): boolean => r.Type === 'I' || r.Type === 'D' || r.Type === 'F';
/** Domestic (USD) value of a document: its amount times its exchange rate. */
const domestic = (amount: unknown, rate: unknown): number =>
  n(amount) * (rate === null || rate === undefined ? 1 : n(rate));
const vendorOf = (r: Row, d: EvalData): Row | undefined => d.vendor(r.VendNum);
const custOf = (r: Row, d: EvalData): Row | undefined => d.customer(r.CustNum);
/** Open AR of a customer: the balances of its charges. */
const openBalance = (custNum: unknown, d: EvalData): number =>
  d.tables.SLArtrans.filter((t) => t.CustNum === custNum).reduce((a, t) => a + n(t.Balance), 0);

/** A US-dollar vendor (not Acme Steel Corp) with purchase orders in the given period. */
function usdVendor(d: EvalData, period: readonly [string, string], skip = 0): Row {
  const found = d.tables.SLVendors.filter(
    (v) =>
      v.CurrCode === 'USD' &&
      v.Name !== 'Acme Steel Corp' &&
      d.tables.SLPos.filter((p) => p.VendNum === v.VendNum && between(p.OrderDate, ...period))
        .length >= 3,
  );
  return found[skip % found.length];
}
/** A vendor with open purchase orders and open PO lines. */
function vendorWithOpenPos(d: EvalData, skip = 0): Row {
  const found = d.tables.SLVendors.filter((v) =>
    d.tables.SLPos.some((p) => p.VendNum === v.VendNum && openOrder(p)),
  );
  return found[skip % found.length];
}
/** A US-dollar customer with orders, payments this year and late orders where asked. */
function usdCustomer(d: EvalData, need: (c: Row) => boolean, skip = 0): Row {
  const found = d.tables.SLCustomers.filter((c) => cust(c) && c.CurrCode === 'USD' && need(c));
  return found[skip % found.length];
}
/** An item with open PO lines due in `period`, none of them received yet. */
function incomingItem(d: EvalData, period: readonly [string, string]): Row {
  const due = d.tables.SLPoItems.filter((l) => openOrder(l) && between(l.DueDate, ...period));
  const items = [...new Set(due.map((l) => s(l.Item)))].filter(
    (i) => due.filter((l) => l.Item === i).length >= 2,
  );
  const clean = items.find((i) => due.every((l) => l.Item !== i || n(l.QtyReceived) === 0));
  return d.item(clean ?? items[0]) as Row;
}
/** An item with customer order lines that shipped this month. */
function shippedItem(d: EvalData): Row {
  const line = d.tables.SLCoitems.find(
    (l) => between(l.ShipDate, ...THIS_MONTH) && n(l.QtyShipped) > 0,
  ) as Row;
  return d.item(line.Item) as Row;
}
/** An item with at least two open customer order lines. */
function soldItem(d: EvalData): Row {
  const open = d.tables.SLCoitems.filter(openOrder);
  const item = open.find((l) => open.filter((m) => m.Item === l.Item).length >= 2) as Row;
  return d.item(item.Item) as Row;
}
/** An item sold in gallons with stock in two warehouses or more. */
function gallonItem(d: EvalData): Row {
  return d.tables.SLItems.find(
    (i) =>
      i.UM === 'GAL' &&
      d.tables.SLItemwhses.filter((w) => w.Item === i.Item && n(w.QtyOnHand) > 0).length >= 2,
  ) as Row;
}
/** An item with a job that is not complete, bought by at least two customers. */
function madeItem(d: EvalData): Row {
  const job = d.tables.SLJobs.find(
    (j) =>
      notComplete(j) &&
      new Set(
        d.tables.SLCoitems.filter((l) => l.Item === j.Item).map((l) => s(d.co(l.CoNum)?.CustNum)),
      ).size >= 2,
  ) as Row;
  return d.item(job.Item) as Row;
}
/** Customers with an order line for `item`. */
const buyersOf = (item: unknown, d: EvalData): Set<string> =>
  new Set(d.tables.SLCoitems.filter((l) => l.Item === item).map((l) => s(d.co(l.CoNum)?.CustNum)));

const USD_OR_CONVERTED = (amount: string, over: number, and: Pred): ReturnType<typeof anyOf> =>
  anyOf(
    rows('SLPos', (r, d) => and(r, d) && r.VenCurrCode === 'USD' && n(r[amount]) > over),
    rows('SLPos', (r, d) => and(r, d) && domestic(r[amount], r.ExchRate) > over),
  );

export const HELDOUT_V2_CASES: readonly EvalCase[] = [
  // --- purchasing ------------------------------------------------------------------------------
  c(
    'relations',
    'open purchase orders with our Canadian suppliers',
    rows('SLPos', (r, d) => openOrder(r) && vendorOf(r, d)?.VadCountry === 'Canada'),
  ),
  c(
    'property-compare',
    'PO lines that have only been partly received',
    anyOf(
      rows('SLPoItems', (r) => n(r.QtyReceived) > 0 && n(r.QtyReceived) < n(r.QtyOrdered)),
      rows(
        'SLPoItems',
        (r) => openOrder(r) && n(r.QtyReceived) > 0 && n(r.QtyReceived) < n(r.QtyOrdered),
      ),
    ),
  ),
  c(
    'negation',
    "planned purchase orders that haven't been released yet",
    rows('SLPos', (r) => r.Stat === 'P'),
  ),
  c(
    'statuses',
    'blanket POs we placed in 2025',
    rows('SLPos', (r) => r.Type === 'B' && between(r.OrderDate, ...YEAR_2025)),
  ),
  c(
    'names',
    'purchase orders JSMITH raised last month',
    rows('SLPos', (r) => r.Buyer === 'JSMITH' && between(r.OrderDate, ...LAST_MONTH)),
  ),
  c(
    'numbers',
    'open POs over €10,000',
    rows('SLPos', (r) => openOrder(r) && r.VenCurrCode === 'EUR' && n(r.PoCost) > 10_000),
  ),
  c(
    'numbers',
    'POs that are still late and worth over $5,000',
    USD_OR_CONVERTED('PoCost', 5_000, (r) => n(r.DaysOverdue) > 0),
  ),
  c(
    'names',
    'which suppliers are on COD terms',
    rows('SLVendors', (r) => r.TermsCode === 'COD'),
  ),
  dyn('dates', (d) => {
    const item = s(incomingItem(d, NEXT_30_DAYS).Item);
    return {
      q: `PO lines for ${item} due in the next 30 days`,
      e: anyOf(
        rows('SLPoItems', (r) => r.Item === item && between(r.DueDate, ...NEXT_30_DAYS)),
        rows(
          'SLPoItems',
          (r) => r.Item === item && openOrder(r) && between(r.DueDate, ...NEXT_30_DAYS),
        ),
      ),
    };
  }),
  dyn('relations', (d) => {
    const vendor = vendorWithOpenPos(d, 3);
    return {
      q: `is anything still on order from ${s(vendor.Name)}`,
      e: anyOf(
        rows('SLPos', (r) => r.VendNum === vendor.VendNum && openOrder(r)),
        rows('SLPoItems', (r) => r.PoVendNum === vendor.VendNum && openOrder(r)),
      ),
    };
  }),
  c(
    'aggregates',
    'how many POs has each buyer placed this year',
    agg('SLPos', (r) => between(r.OrderDate, ...YEAR_TO_DATE), 'count', { groupBy: 'Buyer' }),
  ),
  dyn('aggregates', (d) => {
    const vendor = usdVendor(d, YEAR_2025);
    return {
      q: `total spend with ${s(vendor.Name)} in 2025`,
      e: agg(
        'SLPos',
        (r) => r.VendNum === vendor.VendNum && between(r.OrderDate, ...YEAR_2025),
        'sum',
        { measure: 'PoCost' },
      ),
    };
  }),
  dyn('aggregates', (d) => {
    const vendor = usdVendor(d, YEAR_TO_DATE, 1);
    return {
      q: `average PO amount for ${s(vendor.Name)}`,
      e: agg('SLPos', (r) => r.VendNum === vendor.VendNum, 'avg', { measure: 'PoCost' }),
    };
  }),
  dyn('aggregates', (d) => {
    const item = s(incomingItem(d, NEXT_MONTH).Item);
    return {
      q: `how many units of ${item} are we expecting from suppliers next month`,
      e: agg(
        'SLPoItems',
        (r) => r.Item === item && openOrder(r) && between(r.DueDate, ...NEXT_MONTH),
        'sum',
        { measure: 'QtyOrdered' },
      ),
    };
  }),
  c(
    'ranking',
    'top 5 suppliers by number of POs this year',
    anyOf(
      agg('SLPos', (r) => between(r.OrderDate, ...YEAR_TO_DATE), 'count', {
        groupBy: 'VendNum',
        top: { n: 5, dir: 'desc' },
      }),
      agg('SLPos', (r) => between(r.OrderDate, ...YEAR_TO_DATE), 'count', {
        groupBy: 'VendorName',
        top: { n: 5, dir: 'desc' },
      }),
    ),
  ),
  c(
    'ranking',
    'which buyer has the most open purchase orders',
    agg('SLPos', openOrder, 'count', { groupBy: 'Buyer', top: { n: 1, dir: 'desc' } }),
  ),
  c(
    'dates',
    'how many PO lines are past their due date and still open',
    agg('SLPoItems', (r) => openOrder(r) && s(r.DueDate) < TODAY, 'count'),
  ),
  c(
    'aggregates',
    'how many open POs does the WEST warehouse have',
    agg('SLPos', (r) => openOrder(r) && r.Whse === 'WEST', 'count'),
  ),
  c(
    'dates',
    'how many PO lines are due next quarter',
    agg('SLPoItems', (r) => between(r.DueDate, ...NEXT_QUARTER), 'count'),
  ),
  c(
    'relations',
    'which suppliers are we still waiting on for BRG parts',
    rows('SLVendors', (r, d) =>
      d.tables.SLPoItems.some(
        (l) => l.PoVendNum === r.VendNum && openOrder(l) && d.item(l.Item)?.ProductCode === 'BRG',
      ),
    ),
  ),

  // --- sales -----------------------------------------------------------------------------------
  c(
    'relations',
    'open sales orders for customers in New York',
    rows('SLCos', (r, d) => openOrder(r) && custOf(r, d)?.State === 'NY'),
  ),
  dyn('statuses', (d) => {
    const customer = d.customer(
      d.tables.SLCos.find((o) => o.Type === 'E' && d.customer(o.CustNum))?.CustNum,
    ) as Row;
    return {
      q: `quotes for ${s(customer.Name)}`,
      e: rows('SLCos', (r) => r.CustNum === customer.CustNum && r.Type === 'E'),
    };
  }),
  c(
    'dates',
    'order lines that shipped yesterday',
    rows('SLCoitems', (r) => r.ShipDate === YESTERDAY),
  ),
  c(
    'synonyms',
    'sales orders held for credit',
    rows('SLCos', (r) => s(r.CreditHold) === '1'),
  ),
  c(
    'numbers',
    'Mexican customers with a credit limit over 50,000',
    rows('SLCustomers', (r) => cust(r) && r.Country === 'Mexico' && n(r.CreditLimit) > 50_000),
  ),
  c(
    'negation',
    "customers that don't have a sales rep",
    rows('SLCustomers', (r) => cust(r) && (r.Slsman === null || r.Slsman === '')),
  ),
  c(
    'negation',
    "order lines due tomorrow that haven't shipped yet",
    anyOf(
      rows('SLCoitems', (r) => r.DueDate === TOMORROW && n(r.QtyShipped) === 0),
      rows('SLCoitems', (r) => r.DueDate === TOMORROW && openOrder(r)),
    ),
  ),
  dyn('relations', (d) => {
    const customer = usdCustomer(d, (c) =>
      d.tables.SLCos.some((o) => o.CustNum === c.CustNum && n(o.DaysLate) > 0),
    );
    return {
      q: `late orders for ${s(customer.Name)}`,
      e: rows('SLCos', (r) => r.CustNum === customer.CustNum && n(r.DaysLate) > 0),
    };
  }),
  c(
    'numbers',
    'customer orders over C$10,000',
    rows('SLCos', (r) => r.CurrCode === 'CAD' && n(r.Price) > 10_000),
  ),
  c(
    'numbers',
    'orders over 50,000 pesos this year',
    rows(
      'SLCos',
      (r) => r.CurrCode === 'MXN' && n(r.Price) > 50_000 && between(r.OrderDate, ...YEAR_TO_DATE),
    ),
  ),
  c(
    'aggregates',
    'how many orders did we take last month',
    agg('SLCos', (r) => between(r.OrderDate, ...LAST_MONTH), 'count'),
  ),
  c(
    'aggregates',
    'number of orders per salesperson this year',
    agg('SLCos', (r) => between(r.OrderDate, ...YEAR_TO_DATE), 'count', { groupBy: 'Slsman' }),
  ),
  dyn('aggregates', (d) => {
    const customer = usdCustomer(
      d,
      (c) => d.tables.SLCos.filter((o) => o.CustNum === c.CustNum).length >= 5,
      2,
    );
    return {
      q: `average order value for ${s(customer.Name)}`,
      e: agg('SLCos', (r) => r.CustNum === customer.CustNum, 'avg', { measure: 'Price' }),
    };
  }),
  dyn('aggregates', (d) => {
    const item = s(shippedItem(d).Item);
    return {
      q: `how many ${item} have shipped this month`,
      e: agg('SLCoitems', (r) => r.Item === item && between(r.ShipDate, ...THIS_MONTH), 'sum', {
        measure: 'QtyShipped',
      }),
    };
  }),
  c(
    'ranking',
    'which customer has the most open orders',
    anyOf(
      agg('SLCos', openOrder, 'count', { groupBy: 'CustNum', top: { n: 1, dir: 'desc' } }),
      agg('SLCos', openOrder, 'count', { groupBy: 'CustomerName', top: { n: 1, dir: 'desc' } }),
    ),
  ),
  c(
    'ranking',
    'top 3 salespeople by number of orders last quarter',
    agg('SLCos', (r) => between(r.OrderDate, ...LAST_QUARTER), 'count', {
      groupBy: 'Slsman',
      top: { n: 3, dir: 'desc' },
    }),
  ),
  dyn('aggregates', (d) => {
    const item = s(soldItem(d).Item);
    return {
      q: `total quantity on open order lines for ${item}`,
      e: agg('SLCoitems', (r) => r.Item === item && openOrder(r), 'sum', {
        measure: 'QtyOrdered',
      }),
    };
  }),
  dyn('relations', (d) => {
    const item = s(madeItem(d).Item);
    return {
      q: `which customers buy ${item} from us`,
      e: rows('SLCustomers', (r, dd) => cust(r) && buyersOf(item, dd).has(s(r.CustNum))),
    };
  }),

  // --- finance ---------------------------------------------------------------------------------
  c(
    'numbers',
    'invoices over $10,000 that are more than 60 days past due',
    rows(
      'SLArtrans',
      (r, d) =>
        inv(r) && n(r.Amount) > 10_000 && n(r.DaysPastDue) > 60 && custOf(r, d)?.CurrCode === 'USD',
    ),
  ),
  c(
    'relations',
    'unpaid invoices for customers on credit hold',
    rows('SLArtrans', (r, d) => unpaid(r) && s(custOf(r, d)?.CreditHold) === '1'),
  ),
  c(
    'statuses',
    'debit memos issued this year',
    rows('SLArtrans', (r) => r.Type === 'D' && between(r.InvDate, ...YEAR_TO_DATE)),
  ),
  c(
    'statuses',
    "finance charges we've billed",
    rows('SLArtrans', (r) => r.Type === 'F'),
  ),
  c(
    'dates',
    'which open invoices come due in the next two weeks',
    rows('SLArtrans', (r) => unpaid(r) && between(r.DueDate, ...NEXT_14_DAYS)),
  ),
  dyn('relations', (d) => {
    const customer = usdCustomer(
      d,
      (c) =>
        d.tables.SLArtrans.filter(
          (t) => t.CustNum === c.CustNum && t.Type === 'P' && between(t.InvDate, ...YEAR_TO_DATE),
        ).length >= 3,
      1,
    );
    return {
      q: `payments from ${s(customer.Name)} this year`,
      e: rows(
        'SLArtrans',
        (r) =>
          r.CustNum === customer.CustNum && r.Type === 'P' && between(r.InvDate, ...YEAR_TO_DATE),
      ),
    };
  }),
  c(
    'property-compare',
    'invoices that have been partly paid',
    rows('SLArtrans', (r) => inv(r) && n(r.AmountApplied) > 0 && n(r.Balance) > 0),
  ),
  c(
    'property-compare',
    'customers who are over their credit limit',
    rows('SLCustomers', (r, d) => cust(r) && openBalance(r.CustNum, d) > n(r.CreditLimit)),
  ),
  c(
    'aggregates',
    'how much do our Canadian customers owe us',
    anyOf(
      agg('SLArtrans', (r, d) => custOf(r, d)?.Country === 'Canada', 'sum', {
        measure: 'Balance',
      }),
      agg('SLArtrans', (r, d) => charge(r) && custOf(r, d)?.Country === 'Canada', 'sum', {
        measure: 'Balance',
      }),
      agg('SLArtrans', (r, d) => inv(r) && custOf(r, d)?.Country === 'Canada', 'sum', {
        measure: 'Balance',
      }),
    ),
  ),
  c(
    'aggregates',
    'open AR per customer',
    anyOf(
      ...(['CustNum', 'DerCustName'] as const).flatMap((groupBy) =>
        [(r: Row) => n(r.Balance) > 0, (r: Row) => charge(r), (r: Row) => unpaid(r), all].map(
          (where) => agg('SLArtrans', where, 'sum', { measure: 'Balance', groupBy }),
        ),
      ),
    ),
  ),
  c(
    'aggregates',
    'average days past due on overdue invoices',
    agg('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0, 'avg', { measure: 'DaysPastDue' }),
  ),
  c(
    'aggregates',
    'how many invoices did we send out last quarter',
    agg('SLArtrans', (r) => inv(r) && between(r.InvDate, ...LAST_QUARTER), 'count'),
  ),
  c(
    'ranking',
    'which unpaid invoice has the biggest balance',
    rows('SLArtrans', unpaid, { order: { by: 'Balance', dir: 'desc' }, top: 1 }),
  ),
  dyn('aggregates', (d) => {
    const customer = usdCustomer(
      d,
      (c) =>
        d.tables.SLArtrans.filter(
          (t) => t.CustNum === c.CustNum && t.Type === 'P' && between(t.InvDate, ...YEAR_TO_DATE),
        ).length >= 3,
      4,
    );
    return {
      q: `how much has ${s(customer.Name)} paid us this year`,
      e: agg(
        'SLArtrans',
        (r) =>
          r.CustNum === customer.CustNum && r.Type === 'P' && between(r.InvDate, ...YEAR_TO_DATE),
        'sum',
        { measure: 'Amount' },
      ),
    };
  }),
  c(
    'relations',
    'do any customers in Ohio have unpaid invoices',
    anyOf(
      rows(
        'SLCustomers',
        (r, d) =>
          cust(r) &&
          r.State === 'OH' &&
          d.tables.SLArtrans.some((t) => t.CustNum === r.CustNum && unpaid(t)),
      ),
      rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.State === 'OH'),
    ),
  ),

  // --- production ------------------------------------------------------------------------------
  c(
    'synonyms',
    'which work orders are on hold',
    rows('SLJobs', (r) => r.Stat === 'S'),
  ),
  c(
    'dates',
    'firm jobs scheduled to start next month',
    rows('SLJobs', (r) => r.Stat === 'F' && between(r.JschStartDate, ...NEXT_MONTH)),
  ),
  c(
    'dates',
    'released jobs that should have finished already',
    rows('SLJobs', (r) => r.Stat === 'R' && s(r.JschEndDate) < TODAY),
  ),
  c(
    'property-compare',
    'completed jobs that made fewer than were released',
    rows('SLJobs', (r) => r.Stat === 'C' && n(r.QtyComplete) < n(r.QtyReleased)),
  ),
  c(
    'statuses',
    'show me the estimate jobs',
    rows('SLJobs', (r) => r.Type === 'E'),
  ),
  c(
    'dates',
    'how many jobs finished last month',
    anyOf(
      agg('SLJobs', (r) => r.Stat === 'C' && between(r.JschEndDate, ...LAST_MONTH), 'count'),
      agg('SLJobs', (r) => between(r.JschEndDate, ...LAST_MONTH), 'count'),
    ),
  ),
  c(
    'dates',
    'how many jobs are scheduled to finish this quarter',
    agg('SLJobs', (r) => between(r.JschEndDate, ...THIS_QUARTER), 'count'),
  ),
  c('aggregates', 'open jobs per warehouse', agg('SLJobs', openJob, 'count', { groupBy: 'Whse' })),
  c(
    'aggregates',
    'total quantity released on open jobs',
    agg('SLJobs', openJob, 'sum', { measure: 'QtyReleased' }),
  ),
  c(
    'negation',
    "which jobs haven't been released yet",
    anyOf(
      rows('SLJobs', (r) => r.Stat === 'F'),
      rows('SLJobs', (r) => r.Stat === 'F' && r.Type === 'J'),
    ),
  ),
  c(
    'aggregates',
    'average quantity per job this year',
    anyOf(
      agg('SLJobs', (r) => between(r.JobDate, ...YEAR_TO_DATE), 'avg', { measure: 'QtyReleased' }),
      agg('SLJobs', (r) => between(r.JobDate, ...WHOLE_YEAR), 'avg', { measure: 'QtyReleased' }),
    ),
  ),
  c(
    'relations',
    'what are we making in the WEST warehouse',
    anyOf(
      rows('SLJobs', (r) => r.Whse === 'WEST' && notComplete(r)),
      rows('SLJobs', (r) => r.Whse === 'WEST' && openJob(r)),
    ),
  ),

  // --- inventory -------------------------------------------------------------------------------
  c(
    'numbers',
    'purchased items with a lead time over 30 days',
    rows('SLItems', (r) => r.PMTCode === 'P' && n(r.LeadTime) > 30),
  ),
  c(
    'property-compare',
    'BRG items with nothing on hand',
    rows('SLItems', (r) => r.ProductCode === 'BRG' && n(r.DerQtyOnHand) === 0),
  ),
  c(
    'property-compare',
    'where is more allocated to orders than we have on hand in the MAIN warehouse',
    rows('SLItemwhses', (r) => r.Whse === 'MAIN' && n(r.QtyAllocCo) > n(r.QtyOnHand)),
  ),
  c(
    'numbers',
    'slow-moving items that cost more than $50 each',
    rows('SLItems', (r) => r.Stat === 'S' && n(r.UnitCost) > 50),
  ),
  dyn('relations', (d) => {
    const item = s(gallonItem(d).Item);
    return {
      q: `which warehouses carry ${item}`,
      e: rows('SLItemwhses', (r) => r.Item === item),
    };
  }),
  c(
    'synonyms',
    'items we sell by the foot',
    rows('SLItems', (r) => r.UM === 'FT'),
  ),
  c(
    'statuses',
    'manufactured items that have gone obsolete',
    rows('SLItems', (r) => r.PMTCode === 'M' && r.Stat === 'O'),
  ),
  dyn('aggregates', (d) => {
    const item = s(gallonItem(d).Item);
    return {
      q: `how many gallons of ${item} do we have`,
      e: anyOf(
        agg('SLItemwhses', (r) => r.Item === item, 'sum', { measure: 'QtyOnHand' }),
        agg('SLItems', (r) => r.Item === item, 'sum', { measure: 'DerQtyOnHand' }),
      ),
    };
  }),
  c(
    'aggregates',
    'number of items below reorder point per warehouse',
    agg('SLItemwhses', (r) => n(r.QtyOnHand) < n(r.QtyReorder), 'count', { groupBy: 'Whse' }),
  ),
  c(
    'aggregates',
    'total on-hand quantity of FAST items',
    anyOf(
      agg('SLItems', (r) => r.ProductCode === 'FAST', 'sum', { measure: 'DerQtyOnHand' }),
      agg('SLItemwhses', (r, d) => d.item(r.Item)?.ProductCode === 'FAST', 'sum', {
        measure: 'QtyOnHand',
      }),
    ),
  ),
  c(
    'aggregates',
    'average unit cost of purchased items',
    agg('SLItems', (r) => r.PMTCode === 'P', 'avg', { measure: 'UnitCost' }),
  ),
  c(
    'ranking',
    'the 10 most expensive items we make ourselves',
    rows('SLItems', (r) => r.PMTCode === 'M', { order: { by: 'UnitCost', dir: 'desc' }, top: 10 }),
  ),
  c(
    'aggregates',
    'how much stock is allocated to customer orders in EAST',
    agg('SLItemwhses', (r) => r.Whse === 'EAST', 'sum', { measure: 'QtyAllocCo' }),
  ),
  c(
    'negation',
    'items stocked in SOUTH that we have none of right now',
    rows('SLItemwhses', (r) => r.Whse === 'SOUTH' && n(r.QtyOnHand) === 0),
  ),

  // --- must be refused: writes, actions, unknown measures, unrepresentable numbers, words
  // outside the catalog ---------------------------------------------------------------------------
  c('refusals', 'cancel purchase order PO00004990', REFUSE),
  c('refusals', 'put Keystone HVAC Group on credit hold', REFUSE),
  c('refusals', 'raise the reorder point of IT-10000 in MAIN to 500', REFUSE),
  c('refusals', 'email the overdue invoice list to accounting', REFUSE),
  c('refusals', "what's our gross margin on sales orders this year", REFUSE),
  c('refusals', 'total value of our inventory', REFUSE),
  c('refusals', 'which suppliers have the best on-time delivery rate', REFUSE),
  c('refusals', 'sales orders with a profit over $5K', REFUSE),
  c('refusals', 'purchase orders over $99,999,999,999,999,999,999', REFUSE),
  c('refusals', 'order lines for more than 12345678901234567890 units', REFUSE),
  c('refusals', 'invoices above 9007199254740993 dollars', REFUSE),
  c('refusals', 'how many employees do we have', REFUSE),
  c('refusals', "show me last month's payroll", REFUSE),
  c('refusals', 'which trucks are out for delivery today', REFUSE),
  c('refusals', 'which machines are down right now', REFUSE),
  c('refusals', 'customers with a purple credit rating', REFUSE),
  c('refusals', 'vendors with ISO 9001 certification', REFUSE),
  c('refusals', 'delete the history purchase orders from 2023', REFUSE),
  c('refusals', 'which customers are likely to stop buying from us', REFUSE),
  c('refusals', 'jobs with a scrap rate above 5%', REFUSE),
];
