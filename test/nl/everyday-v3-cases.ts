/**
 * Everyday set v3 (issue #17), a TUNING set: 45 questions written on 2026-11-25 by the engineer
 * of the third round, before running them and before changing the engine (committed on its own,
 * "written before running"). Everyday wording from purchasing, sales, finance, production and
 * inventory people: quantities vs counts, future periods, currency signs, verbs naming a relation
 * or a state, negations, "still" / "yet", per-X groupings, top-N, comparisons between two
 * properties, refusals for writes and unknown measures, a number too large to represent.
 *
 * Its first score is in the commit that wired it in; from then on it is tuned on (pooled with
 * the other tuning sets in the calibration table), so it is never named `held-out`.
 *
 * Expected answers are plain predicates over the raw rows (eval-data.ts), computed independently
 * of the engine, with the meanings of eval-cases.ts, heldout-cases.ts and shared/nl-examples.md:
 * - "placed / issued this year / in a month" runs to today; "due / scheduled" periods are whole;
 * - "$" is US dollars (converted with the document's ExchRate, or documents in USD: both right);
 *   "CAD 10,000", "in euros", "in Canadian dollars" restrict to documents in that currency;
 * - "still open" is the open statuses; "not complete yet" on jobs is Stat not C or H; open jobs
 *   are F or R; a line "not received yet" is short of its ordered quantity;
 * - a write ("cancel", "write off", "set") or an unknown property is refused.
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
} from './case-builders';
import { EvalData, Row } from './eval-data';
import type { EvalCase } from './eval-types';

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
const MONTH = ['2026-11-01', '2026-11-30'] as const;
const LAST_MONTH = ['2026-10-01', '2026-10-31'] as const;
const YEAR_TO_DATE = ['2026-01-01', TODAY] as const;
const NEXT_WEEK = ['2026-11-23', '2026-11-29'] as const;
const THIS_QUARTER = ['2026-10-01', '2026-12-31'] as const;

const notComplete = (r: Row): boolean => r.Stat !== 'C' && r.Stat !== 'H';
const openJob = (r: Row): boolean => r.Stat === 'F' || r.Stat === 'R';
const domestic = (amount: unknown, rate: unknown): number =>
  n(amount) * (rate === null || rate === undefined ? 1 : n(rate));

/** An item with open customer order lines and received PO lines, skipping the first `skip`. */
function tradedItem(d: EvalData, skip = 0): string {
  const found = d.tables.SLItems.filter(
    (i) =>
      d.tables.SLCoitems.some((l) => l.Item === i.Item && openOrder(l)) &&
      d.tables.SLPoItems.some((l) => l.Item === i.Item && n(l.QtyReceived) > 0),
  );
  return s(found[(skip * 7) % found.length].Item);
}
/** A customer with orders this year and something still owed. */
function owingCustomer(d: EvalData, skip = 0): Row {
  const found = d.tables.SLCustomers.filter(
    (c) =>
      cust(c) &&
      d.tables.SLCos.some(
        (o) => o.CustNum === c.CustNum && between(o.OrderDate, ...YEAR_TO_DATE),
      ) &&
      d.tables.SLArtrans.some((t) => t.CustNum === c.CustNum && n(t.Balance) > 0),
  );
  return found[(skip * 5) % found.length];
}
/** A vendor other than Acme with PO lines short of their ordered quantity. */
function waitingVendor(d: EvalData): Row {
  return d.tables.SLVendors.find(
    (v) =>
      v.Name !== 'Acme Steel Corp' &&
      d.tables.SLPoItems.filter(
        (l) => l.PoVendNum === v.VendNum && n(l.QtyReceived) < n(l.QtyOrdered),
      ).length >= 2,
  ) as Row;
}
/** An item with at least one job that is not complete. */
function jobItem(d: EvalData): string {
  const jobs = d.tables.SLJobs.filter(notComplete);
  return s(jobs[Math.floor(jobs.length / 2)].Item);
}

export const EVERYDAY_V3_NAME = 'everyday v3';

export const EVERYDAY_V3_CASES: readonly EvalCase[] = [
  // --- purchasing ------------------------------------------------------------------------------
  c(
    'aggregates',
    'how many purchase orders does Acme Steel Corp still have open',
    agg('SLPos', (r) => r.VendorName === 'Acme Steel Corp' && openOrder(r), 'count'),
  ),
  c(
    'statuses',
    'which suppliers are inactive',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'statuses',
    'blanket POs that are still open',
    rows('SLPos', (r) => r.Type === 'B' && openOrder(r)),
  ),
  dyn('aggregates', (d) => {
    const item = tradedItem(d);
    return {
      q: `how many units of ${item} have we received so far`,
      e: agg('SLPoItems', (r) => r.Item === item, 'sum', { measure: 'QtyReceived' }),
    };
  }),
  c(
    'numbers',
    'purchase orders in euros over 5000',
    rows('SLPos', (r) => r.VenCurrCode === 'EUR' && n(r.PoCost) > 5000),
  ),
  c(
    'aggregates',
    'average PO value for buyer KCHEN',
    agg('SLPos', (r) => r.Buyer === 'KCHEN', 'avg', { measure: 'PoCost' }),
  ),
  c(
    'ranking',
    'which buyer placed the most purchase orders this year',
    agg('SLPos', (r) => between(r.OrderDate, ...YEAR_TO_DATE), 'count', {
      groupBy: 'Buyer',
      top: { n: 1, dir: 'desc' },
    }),
  ),
  c(
    'property-compare',
    'PO lines received after their due date',
    rows('SLPoItems', (r) => r.RcvdDate !== null && s(r.RcvdDate) > s(r.DueDate)),
  ),
  c(
    'numbers',
    'purchase orders over CAD 10,000',
    rows('SLPos', (r) => r.VenCurrCode === 'CAD' && n(r.PoCost) > 10000),
  ),
  c(
    'dates',
    'value of purchase orders due this quarter',
    agg('SLPos', (r) => between(r.DueDate, ...THIS_QUARTER), 'sum', { measure: 'PoCost' }),
  ),
  dyn('negation', (d) => {
    const vendor = waitingVendor(d);
    return {
      q: `PO lines from ${s(vendor.Name)} not received yet`,
      e: anyOf(
        rows(
          'SLPoItems',
          (r) => r.PoVendNum === vendor.VendNum && n(r.QtyReceived) < n(r.QtyOrdered),
        ),
        rows(
          'SLPoItems',
          (r) =>
            r.PoVendNum === vendor.VendNum && openOrder(r) && n(r.QtyReceived) < n(r.QtyOrdered),
        ),
      ),
    };
  }),
  c('refusals', 'cancel purchase order PO00000010', REFUSE),

  // --- sales -----------------------------------------------------------------------------------
  c(
    'statuses',
    'how many customer orders are stopped',
    agg('SLCos', (r) => r.Stat === 'S', 'count'),
  ),
  dyn('relations', (d) => {
    const customer = owingCustomer(d);
    return {
      q: `what did we sell to ${s(customer.Name)} this year`,
      e: anyOf(
        rows(
          'SLCos',
          (r) => r.CustNum === customer.CustNum && between(r.OrderDate, ...YEAR_TO_DATE),
        ),
        rows(
          'SLArtrans',
          (r) => r.CustNum === customer.CustNum && inv(r) && between(r.InvDate, ...YEAR_TO_DATE),
        ),
      ),
    };
  }),
  c(
    'aggregates',
    'total value of open customer orders in Canadian dollars',
    agg('SLCos', (r) => openOrder(r) && r.CurrCode === 'CAD', 'sum', { measure: 'Price' }),
  ),
  dyn('aggregates', (d) => {
    const item = tradedItem(d, 1);
    return {
      q: `how many units of ${item} are on open customer orders`,
      e: agg('SLCoitems', (r) => r.Item === item && openOrder(r), 'sum', {
        measure: 'QtyOrdered',
      }),
    };
  }),
  c(
    'property-compare',
    'customer order lines shipped after their due date',
    rows('SLCoitems', (r) => r.ShipDate !== null && s(r.ShipDate) > s(r.DueDate)),
  ),
  c(
    'ranking',
    'which salesperson has the most customers',
    agg('SLCustomers', cust, 'count', { groupBy: 'Slsman', top: { n: 1, dir: 'desc' } }),
  ),
  c(
    'numbers',
    'open customer orders over $20,000',
    anyOf(
      rows('SLCos', (r) => openOrder(r) && domestic(r.Price, r.ExchRate) > 20000),
      rows('SLCos', (r) => openOrder(r) && r.CurrCode === 'USD' && n(r.Price) > 20000),
    ),
  ),
  c(
    'relations',
    'average order value for customers in Ohio',
    agg('SLCos', (r, d) => d.customer(r.CustNum)?.State === 'OH', 'avg', { measure: 'Price' }),
  ),
  c(
    'ranking',
    'largest customer order placed last month',
    rows('SLCos', (r) => between(r.OrderDate, ...LAST_MONTH), {
      order: { by: 'Price', dir: 'desc' },
      top: 1,
    }),
  ),
  c(
    'names',
    'customers in Mexico',
    rows('SLCustomers', (r) => cust(r) && r.Country === 'Mexico'),
  ),
  c(
    'relations',
    'customers on credit hold that still have open orders',
    rows(
      'SLCustomers',
      (r, d) =>
        cust(r) &&
        s(r.CreditHold) === '1' &&
        d.tables.SLCos.some((o) => o.CustNum === r.CustNum && openOrder(o)),
    ),
  ),

  // --- finance ---------------------------------------------------------------------------------
  dyn('aggregates', (d) => {
    const customer = owingCustomer(d, 1);
    return {
      q: `how much does ${s(customer.Name)} owe us`,
      e: anyOf(
        agg('SLArtrans', (r) => r.CustNum === customer.CustNum, 'sum', { measure: 'Balance' }),
        agg('SLArtrans', (r) => r.CustNum === customer.CustNum && inv(r), 'sum', {
          measure: 'Balance',
        }),
      ),
    };
  }),
  c(
    'numbers',
    'invoices more than 60 days past due',
    rows('SLArtrans', (r) => n(r.DaysPastDue) > 60),
  ),
  c(
    'aggregates',
    'total payments received in October 2026',
    agg('SLArtrans', (r) => r.Type === 'P' && between(r.InvDate, ...LAST_MONTH), 'sum', {
      measure: 'Amount',
    }),
  ),
  c(
    'aggregates',
    'how many credit memos did we issue this year',
    agg('SLArtrans', (r) => r.Type === 'C' && between(r.InvDate, ...YEAR_TO_DATE), 'count'),
  ),
  c(
    'aggregates',
    'average invoice amount last month',
    agg('SLArtrans', (r) => inv(r) && between(r.InvDate, ...LAST_MONTH), 'avg', {
      measure: 'Amount',
    }),
  ),
  c(
    'ranking',
    'which customer has the biggest unpaid balance',
    anyOf(
      agg('SLArtrans', all, 'sum', {
        measure: 'Balance',
        groupBy: 'CustNum',
        top: { n: 1, dir: 'desc' },
      }),
      agg('SLArtrans', all, 'sum', {
        measure: 'Balance',
        groupBy: 'DerCustName',
        top: { n: 1, dir: 'desc' },
      }),
    ),
  ),
  c(
    'dates',
    'unpaid invoices due next week',
    rows('SLArtrans', (r) => inv(r) && n(r.Balance) > 0 && between(r.DueDate, ...NEXT_WEEK)),
  ),
  c('refusals', 'what is our profit margin on sales this year', REFUSE),
  c('refusals', 'write off the balance on invoice INV000000001', REFUSE),

  // --- production ------------------------------------------------------------------------------
  c(
    'statuses',
    'how many jobs are firm',
    agg('SLJobs', (r) => r.Stat === 'F', 'count'),
  ),
  dyn('negation', (d) => {
    const item = jobItem(d);
    return {
      q: `jobs for ${item} that are not complete yet`,
      e: rows('SLJobs', (r) => r.Item === item && notComplete(r)),
    };
  }),
  c(
    'property-compare',
    'jobs where less has been completed than released',
    rows('SLJobs', (r) => n(r.QtyComplete) < n(r.QtyReleased)),
  ),
  c(
    'dates',
    'total quantity released on jobs scheduled to start this month',
    agg('SLJobs', (r) => between(r.JschStartDate, ...MONTH), 'sum', { measure: 'QtyReleased' }),
  ),
  c(
    'aggregates',
    'number of open jobs per warehouse',
    agg('SLJobs', openJob, 'count', { groupBy: 'Whse' }),
  ),
  c(
    'statuses',
    'released jobs in the WEST warehouse',
    rows('SLJobs', (r) => r.Stat === 'R' && r.Whse === 'WEST'),
  ),

  // --- inventory -------------------------------------------------------------------------------
  c(
    'ranking',
    'which warehouse holds the most stock',
    agg('SLItemwhses', all, 'sum', {
      measure: 'QtyOnHand',
      groupBy: 'Whse',
      top: { n: 1, dir: 'desc' },
    }),
  ),
  c(
    'numbers',
    'slow-moving items with more than 10,000 on hand',
    rows('SLItems', (r) => r.Stat === 'S' && n(r.DerQtyOnHand) > 10000),
  ),
  c(
    'numbers',
    'manufactured items that cost more than $100',
    rows('SLItems', (r) => r.PMTCode === 'M' && n(r.UnitCost) > 100),
  ),
  c(
    'property-compare',
    'stock records where more is allocated to customer orders than is on hand',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) > n(r.QtyOnHand)),
  ),
  c('refusals', 'how many items are painted blue', REFUSE),
  c('refusals', 'customer orders over $90071992547409930000', REFUSE),
  c('refusals', 'set the reorder point of IT-10000 to 500', REFUSE),
];
