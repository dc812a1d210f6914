/**
 * Everyday set v5b (issue #17), a TUNING set: 50 questions (40 relations, 10 refusals) written
 * on 2026-11-25 by the engineer of the fifth round's relations-and-aggregates focus, before
 * running them and before changing the engine (committed on its own, "written before running").
 * Everyday v4 asked single relations with verbs of trade; this set goes further:
 * - aggregates over related records ("total open order value for customers in Texas",
 *   "how many lines are on PO n", "what does customer C still owe");
 * - breakdowns per related record ("number of orders per customer in Florida");
 * - two conditions on different related records ("vendors in Texas with open POs over $10k");
 * - relations asked from the other side ("whose orders are late", "which vendor is PO n from",
 *   "what item is on line 2 of order n"), possessives ("Acme's open POs", "customer 5001's
 *   invoices"), linking nouns ("for", "from", "with", "of") and their counts ("how many
 *   customers have late orders");
 * - refusals: breakdowns by a property of another record (the engine groups on the records it
 *   answers with only), measures the catalog does not hold, a write.
 *
 * Its first score is in the commit that ran it; from then on it is tuned on (pooled with the
 * other tuning sets in the calibration table), so it is never named `held-out`.
 *
 * Expected answers are plain predicates over the raw rows (eval-data.ts), computed independently
 * of the engine, with the meanings of eval-cases.ts, everyday-v3/v4-cases.ts and
 * shared/nl-examples.md:
 * - "order value" is the customer order's Price, "PO amount" / "spend" the PO's PoCost; what a
 *   customer "owes" / "still owes" / their "balance" is the sum of their AR balances;
 * - open orders, POs and lines are statuses O and P; late orders have days late > 0; overdue POs
 *   days overdue > 0; past-due invoices days past due > 0;
 * - "customers in X" / "vendors in X" are the state (vendors: of the USA / Canada as asked);
 * - "this year" runs to today; "last year" is 2025; "last month" is October 2026;
 * - where two records answer the question as well (the customers or their orders), both count.
 */
import {
  agg,
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
const LAST_MONTH = ['2026-10-01', '2026-10-31'] as const;
const LAST_YEAR = ['2025-01-01', '2025-12-31'] as const;
const YEAR_TO_DATE = ['2026-01-01', TODAY] as const;

const trim = (v: unknown): string => s(v).trim();
const usState = (state: string) => (r: Row | undefined) =>
  r?.VadState === state && r.VadCountry === 'USA';

/** The n-th (spread out) PO with at least three lines. */
function widePo(d: EvalData, skip = 0): Row {
  const counts = new Map<unknown, number>();
  for (const l of d.tables.SLPoItems) counts.set(l.PoNum, (counts.get(l.PoNum) ?? 0) + 1);
  const found = d.tables.SLPos.filter((p) => (counts.get(p.PoNum) ?? 0) >= 3);
  return found[(skip * 13 + 5) % found.length];
}
/** The n-th customer order with at least two lines. */
function wideCo(d: EvalData, skip = 0): Row {
  const counts = new Map<unknown, number>();
  for (const l of d.tables.SLCoitems) counts.set(l.CoNum, (counts.get(l.CoNum) ?? 0) + 1);
  const found = d.tables.SLCos.filter((o) => (counts.get(o.CoNum) ?? 0) >= 2);
  return found[(skip * 17 + 3) % found.length];
}
/** The n-th customer with an AR balance, open orders and late lines. */
function owingCustomer(d: EvalData, skip = 0): Row {
  const found = d.tables.SLCustomers.filter(
    (c) =>
      cust(c) &&
      d.tables.SLArtrans.some((t) => t.CustNum === c.CustNum && n(t.Balance) > 0) &&
      d.tables.SLCos.some((o) => o.CustNum === c.CustNum && openOrder(o)),
  );
  return found[(skip * 3 + 2) % found.length];
}
/** The n-th vendor with open POs and POs both this year and last year. */
function steadyVendor(d: EvalData, skip = 0): Row {
  const found = d.tables.SLVendors.filter(
    (v) =>
      d.tables.SLPos.some((p) => p.VendNum === v.VendNum && openOrder(p)) &&
      d.tables.SLPos.some((p) => p.VendNum === v.VendNum && between(p.OrderDate, ...LAST_YEAR)) &&
      d.tables.SLPos.some((p) => p.VendNum === v.VendNum && between(p.OrderDate, ...YEAR_TO_DATE)),
  );
  return found[(skip * 5 + 1) % found.length];
}
/** The n-th item on both open customer order lines and PO lines. */
function movingItem(d: EvalData, skip = 0): string {
  const found = d.tables.SLItems.filter(
    (i) =>
      d.tables.SLCoitems.some((l) => l.Item === i.Item && openOrder(l)) &&
      d.tables.SLPoItems.some((l) => l.Item === i.Item),
  );
  return s(found[(skip * 19 + 7) % found.length].Item);
}
const lineCustomer = (l: Row, d: EvalData): Row | undefined => d.customer(d.co(l.CoNum)?.CustNum);
const hasLateOrder = (d: EvalData, custNum: unknown): boolean =>
  d.tables.SLCos.some((o) => o.CustNum === custNum && n(o.DaysLate) > 0);

export const EVERYDAY_V5B_NAME = 'everyday v5b';

export const EVERYDAY_V5B_CASES: readonly EvalCase[] = [
  // --- aggregates over related records ---------------------------------------------------------
  c(
    'relations',
    'total open order value for customers in Texas',
    agg('SLCos', (r, d) => openOrder(r) && d.customer(r.CustNum)?.State === 'TX', 'sum', {
      measure: 'Price',
    }),
  ),
  c(
    'relations',
    'avg PO amount for vendors in Ohio',
    agg('SLPos', (r, d) => usState('OH')(d.vendor(r.VendNum)), 'avg', { measure: 'PoCost' }),
  ),
  dyn('relations', (d) => {
    const po = widePo(d);
    return {
      q: `how many lines are on PO ${s(po.PoNum)}`,
      e: agg('SLPoItems', (r) => r.PoNum === po.PoNum, 'count'),
    };
  }),
  dyn('relations', (d) => {
    const customer = owingCustomer(d);
    return {
      q: `sum of what ${s(customer.Name)} still owes`,
      e: agg('SLArtrans', (r) => r.CustNum === customer.CustNum, 'sum', { measure: 'Balance' }),
    };
  }),
  dyn('relations', (d) => {
    const customer = owingCustomer(d, 1);
    return {
      q: `what's the total balance on ${s(customer.Name)}'s account`,
      e: agg('SLArtrans', (r) => r.CustNum === customer.CustNum, 'sum', { measure: 'Balance' }),
    };
  }),
  dyn('relations', (d) => {
    const customer = owingCustomer(d, 2);
    return {
      q: `value of open orders for ${s(customer.Name)}`,
      e: anyOf(
        agg('SLCos', (r) => r.CustNum === customer.CustNum && openOrder(r), 'sum', {
          measure: 'Price',
        }),
        rows('SLCos', (r) => r.CustNum === customer.CustNum && openOrder(r)),
      ),
    };
  }),
  c(
    'relations',
    'average invoice amount for customers in California',
    agg('SLArtrans', (r, d) => inv(r) && d.customer(r.CustNum)?.State === 'CA', 'avg', {
      measure: 'Amount',
    }),
  ),
  c(
    'relations',
    'largest invoice amt billed to a customer in Illinois',
    anyOf(
      agg('SLArtrans', (r, d) => inv(r) && d.customer(r.CustNum)?.State === 'IL', 'max', {
        measure: 'Amount',
      }),
      rows('SLArtrans', (r, d) => inv(r) && d.customer(r.CustNum)?.State === 'IL', {
        order: { by: 'Amount', dir: 'desc' },
        top: 1,
      }),
    ),
  ),
  c(
    'relations',
    'number of open PO lines from vendors in Texas',
    agg('SLPoItems', (r, d) => openOrder(r) && usState('TX')(d.vendor(r.PoVendNum)), 'count'),
  ),
  dyn('relations', (d) => {
    const item = movingItem(d);
    return {
      q: `how many units of ${item} are on open sales order lines`,
      e: agg('SLCoitems', (r) => r.Item === item && openOrder(r), 'sum', {
        measure: 'QtyOrdered',
      }),
    };
  }),
  dyn('relations', (d) => {
    const vendor = steadyVendor(d);
    return {
      q: `total spend with ${s(vendor.Name)} last year`,
      e: agg(
        'SLPos',
        (r) => r.VendNum === vendor.VendNum && between(r.OrderDate, ...LAST_YEAR),
        'sum',
        { measure: 'PoCost' },
      ),
    };
  }),
  dyn('relations', (d) => {
    const vendor = steadyVendor(d, 1);
    return {
      q: `how many POs have we sent ${s(vendor.Name)} this year`,
      e: agg(
        'SLPos',
        (r) => r.VendNum === vendor.VendNum && between(r.OrderDate, ...YEAR_TO_DATE),
        'count',
      ),
    };
  }),
  dyn('relations', (d) => {
    const vendor = steadyVendor(d, 2);
    return {
      q: `total qty received from ${s(vendor.Name)}`,
      e: agg('SLPoItems', (r) => r.PoVendNum === vendor.VendNum, 'sum', {
        measure: 'QtyReceived',
      }),
    };
  }),
  c(
    'relations',
    'avg order value for customers on credit hold',
    agg('SLCos', (r, d) => s(d.customer(r.CustNum)?.CreditHold) === '1', 'avg', {
      measure: 'Price',
    }),
  ),
  c(
    'relations',
    'how many customers have late orders',
    agg('SLCustomers', (r, d) => cust(r) && hasLateOrder(d, r.CustNum), 'count'),
  ),
  c(
    'relations',
    'number of vendors with overdue POs',
    agg(
      'SLVendors',
      (r, d) => d.tables.SLPos.some((p) => p.VendNum === r.VendNum && n(p.DaysOverdue) > 0),
      'count',
    ),
  ),

  // --- breakdowns per related record -----------------------------------------------------------
  c(
    'relations',
    'number of orders per customer in Florida',
    agg('SLCos', (r, d) => d.customer(r.CustNum)?.State === 'FL', 'count', {
      groupBy: 'CustNum',
    }),
  ),
  c(
    'relations',
    'open PO value by vendor for Canadian vendors',
    agg('SLPos', (r, d) => openOrder(r) && d.vendor(r.VendNum)?.VadCountry === 'Canada', 'sum', {
      measure: 'PoCost',
      groupBy: 'VendNum',
    }),
  ),
  c(
    'relations',
    'unpaid balance per customer for customers in New York',
    agg(
      'SLArtrans',
      (r, d) => inv(r) && n(r.Balance) > 0 && d.customer(r.CustNum)?.State === 'NY',
      'sum',
      { measure: 'Balance', groupBy: 'CustNum' },
    ),
  ),

  // --- two conditions on different related records ---------------------------------------------
  c(
    'relations',
    'customers in California with orders on credit hold',
    rows(
      'SLCustomers',
      (r, d) =>
        cust(r) &&
        r.State === 'CA' &&
        d.tables.SLCos.some((o) => o.CustNum === r.CustNum && s(o.CreditHold) === '1'),
    ),
  ),
  c(
    'relations',
    'vendors in Texas with open POs over $10k',
    rows(
      'SLVendors',
      (r, d) =>
        usState('TX')(r) &&
        d.tables.SLPos.some((p) => p.VendNum === r.VendNum && openOrder(p) && n(p.PoCost) > 10_000),
    ),
  ),
  c(
    'relations',
    'past due invoices for customers in Georgia',
    rows(
      'SLArtrans',
      (r, d) => inv(r) && n(r.DaysPastDue) > 0 && d.customer(r.CustNum)?.State === 'GA',
    ),
  ),
  c(
    'relations',
    'open order lines for purchased items from customers in New York',
    rows(
      'SLCoitems',
      (r, d) =>
        openOrder(r) && d.item(r.Item)?.PMTCode === 'P' && lineCustomer(r, d)?.State === 'NY',
    ),
  ),
  c(
    'relations',
    'customers that have never placed an order',
    rows('SLCustomers', (r, d) => cust(r) && !d.tables.SLCos.some((o) => o.CustNum === r.CustNum)),
  ),

  // --- relations asked from the other side -----------------------------------------------------
  c(
    'relations',
    'whose orders are late',
    anyOf(
      rows('SLCustomers', (r, d) => cust(r) && hasLateOrder(d, r.CustNum)),
      rows('SLCos', (r) => n(r.DaysLate) > 0),
    ),
  ),
  dyn('relations', (d) => {
    const po = widePo(d, 1);
    return {
      q: `which vendor is ${s(po.PoNum)} from`,
      e: anyOf(
        rows('SLVendors', (r) => r.VendNum === po.VendNum),
        rows('SLPos', (r) => r.PoNum === po.PoNum),
      ),
    };
  }),
  dyn('relations', (d) => {
    const co = wideCo(d);
    return {
      q: `what item is on line 2 of order ${trim(co.CoNum)}`,
      e: anyOf(
        rows('SLCoitems', (r) => r.CoNum === co.CoNum && n(r.CoLine) === 2),
        rows('SLItems', (r, dd) =>
          dd.tables.SLCoitems.some(
            (l) => l.CoNum === co.CoNum && n(l.CoLine) === 2 && l.Item === r.Item,
          ),
        ),
      ),
    };
  }),
  dyn('relations', (d) => {
    const co = wideCo(d, 1);
    return {
      q: `who placed order ${trim(co.CoNum)}`,
      e: anyOf(
        rows('SLCustomers', (r) => cust(r) && r.CustNum === co.CustNum),
        rows('SLCos', (r) => r.CoNum === co.CoNum),
      ),
    };
  }),
  dyn('relations', (d) => {
    const co = wideCo(d, 2);
    return {
      q: `show me the lines of sales order ${trim(co.CoNum)}`,
      e: rows('SLCoitems', (r) => r.CoNum === co.CoNum),
    };
  }),
  dyn('relations', (d) => {
    const po = widePo(d, 2);
    return {
      q: `items on ${s(po.PoNum)}`,
      e: anyOf(
        rows('SLPoItems', (r) => r.PoNum === po.PoNum),
        rows('SLItems', (r, dd) =>
          dd.tables.SLPoItems.some((l) => l.PoNum === po.PoNum && l.Item === r.Item),
        ),
      ),
    };
  }),
  dyn('relations', (d) => {
    const item = movingItem(d, 1);
    return {
      q: `sales orders with ${item} on them`,
      e: anyOf(
        rows('SLCos', (r, dd) =>
          dd.tables.SLCoitems.some((l) => l.CoNum === r.CoNum && l.Item === item),
        ),
        rows('SLCoitems', (r) => r.Item === item),
      ),
    };
  }),
  dyn('relations', (d) => {
    const item = movingItem(d, 2);
    return {
      q: `open POs containing ${item}`,
      e: anyOf(
        rows(
          'SLPos',
          (r, dd) =>
            openOrder(r) && dd.tables.SLPoItems.some((l) => l.PoNum === r.PoNum && l.Item === item),
        ),
        rows('SLPoItems', (r, dd) => r.Item === item && openOrder(dd.po(r.PoNum) ?? {})),
      ),
    };
  }),

  // --- possessives and linking nouns -----------------------------------------------------------
  dyn('relations', (d) => {
    const vendor = steadyVendor(d, 3);
    return {
      q: `${s(vendor.Name)}'s open POs`,
      e: rows('SLPos', (r) => r.VendNum === vendor.VendNum && openOrder(r)),
    };
  }),
  dyn('relations', (d) => {
    const customer = owingCustomer(d, 3);
    return {
      q: `customer ${trim(customer.CustNum)}'s invoices`,
      e: rows('SLArtrans', (r) => r.CustNum === customer.CustNum && inv(r)),
    };
  }),
  dyn('relations', (d) => {
    const customer = owingCustomer(d, 4);
    return {
      q: `late lines for ${s(customer.Name)}`,
      e: rows(
        'SLCoitems',
        (r) => lineCustomer(r, d)?.CustNum === customer.CustNum && n(r.DaysLate) > 0,
      ),
    };
  }),
  dyn('relations', (d) => {
    const vendor = steadyVendor(d, 4);
    return {
      q: `biggest PO from ${s(vendor.Name)}`,
      e: rows('SLPos', (r) => r.VendNum === vendor.VendNum, {
        order: { by: 'PoCost', dir: 'desc' },
        top: 1,
      }),
    };
  }),
  dyn('relations', (d) => {
    const customer = owingCustomer(d, 5);
    return {
      q: `when was ${s(customer.Name)}'s most recent order`,
      e: anyOf(
        rows('SLCos', (r) => r.CustNum === customer.CustNum, {
          order: { by: 'OrderDate', dir: 'desc' },
          top: 1,
        }),
        agg('SLCos', (r) => r.CustNum === customer.CustNum, 'max', { measure: 'OrderDate' }),
      ),
    };
  }),
  dyn('relations', (d) => {
    const customer = owingCustomer(d, 6);
    return {
      q: `how much did ${s(customer.Name)} order from us last month`,
      e: agg(
        'SLCos',
        (r) => r.CustNum === customer.CustNum && between(r.OrderDate, ...LAST_MONTH),
        'sum',
        { measure: 'Price' },
      ),
    };
  }),
  c(
    'relations',
    'orders of customers in Pennsylvania placed this year',
    rows(
      'SLCos',
      (r, d) => d.customer(r.CustNum)?.State === 'PA' && between(r.OrderDate, ...YEAR_TO_DATE),
    ),
  ),
  c(
    'relations',
    'POs for vendors with NET30 terms that are still open',
    anyOf(
      rows('SLPos', (r, d) => openOrder(r) && d.vendor(r.VendNum)?.TermsCode === 'NET30'),
      rows('SLPos', (r) => openOrder(r) && r.TermsCode === 'NET30'),
    ),
  ),
  c(
    'relations',
    'invoices of customers with a credit limit under 50k',
    rows('SLArtrans', (r, d) => inv(r) && n(d.customer(r.CustNum)?.CreditLimit) < 50_000),
  ),

  // --- refusals: a breakdown by another record's property, measures not held, a write ----------
  c('refusals', 'open AR per customer state', REFUSE),
  c('refusals', 'spend per vendor country this year', REFUSE),
  c('refusals', 'sales by customer city last quarter', REFUSE),
  c('refusals', 'freight charged on POs from vendors in Ohio', REFUSE),
  c('refusals', 'commission owed to the rep on customer 5001s orders', REFUSE),
  c('refusals', 'which carrier ships Acme Steel Corp orders', REFUSE),
  c('refusals', 'gross margin on orders for customers in Texas', REFUSE),
  c('refusals', 'when does the contract with our Ohio vendors expire', REFUSE),
  c('refusals', 'how many customers does each vendor supply', REFUSE),
  c('refusals', 'cancel all of the open POs for vendors in Texas', REFUSE),
];
