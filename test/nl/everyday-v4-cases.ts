/**
 * Everyday set v4 (issue #17), a TUNING set: 54 questions (28 relations, 26 refusals) written
 * on 2026-11-25 by the engineer of the relations-and-refusals round, before running them and
 * before changing the engine
 * (committed on its own, "written before running"). Two kinds of everyday question:
 * - relations: questions that cross IDOs along every relation of the catalog (vendor ← PO ←
 *   PO line → item, item ← stock record, customer ← customer order ← order line → item,
 *   customer ← AR transaction → customer order, item ← job), worded with the verbs people use
 *   for them ("bought", "ordered", "supplies", "sold to", "made", "shipped to", "billed");
 * - refusals: measures the catalog does not hold, things outside it, writes and actions, numbers
 *   above 2^53: answering them with a number, confidently, is the worst thing the engine can do.
 *
 * Its first score is in the commit that ran it; from then on it is tuned on (pooled with the
 * other tuning sets in the calibration table), so it is never named `held-out`.
 *
 * Expected answers are plain predicates over the raw rows (eval-data.ts), computed independently
 * of the engine, with the meanings of eval-cases.ts, everyday-v3-cases.ts and
 * shared/nl-examples.md:
 * - "customers who bought / ordered X" are the customers (CustSeq 0) with a customer order line
 *   for X, whatever its status; "vendors that supply X" / "who do we buy X from" are the vendors
 *   with a PO line for X; "items we buy from V" are the items on V's PO lines;
 * - "shipped to C" needs a shipped quantity; "billed" / "invoiced" are invoices (Type I);
 * - "placed this year" runs to today; "last month" is October 2026;
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
  unpaid,
} from './case-builders';
import { EvalData, Row } from './eval-data';
import type { EvalCase } from './eval-types';

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
const LAST_MONTH = ['2026-10-01', '2026-10-31'] as const;
const YEAR_TO_DATE = ['2026-01-01', TODAY] as const;

/** The n-th (spread out) item that has customer order lines and PO lines. */
function soldItem(d: EvalData, skip = 0): string {
  const found = d.tables.SLItems.filter(
    (i) =>
      d.tables.SLCoitems.some((l) => l.Item === i.Item) &&
      d.tables.SLPoItems.some((l) => l.Item === i.Item),
  );
  return s(found[(skip * 11 + 3) % found.length].Item);
}
/** The n-th vendor with at least three PO lines. */
function busyVendor(d: EvalData, skip = 0): Row {
  const found = d.tables.SLVendors.filter(
    (v) => d.tables.SLPoItems.filter((l) => l.PoVendNum === v.VendNum).length >= 3,
  );
  return found[(skip * 7 + 2) % found.length];
}
/** The n-th customer with shipped order lines and orders this year. */
function activeCustomer(d: EvalData, skip = 0): Row {
  const found = d.tables.SLCustomers.filter(
    (c) =>
      cust(c) &&
      d.tables.SLCos.some(
        (o) => o.CustNum === c.CustNum && between(o.OrderDate, ...YEAR_TO_DATE),
      ) &&
      d.tables.SLCos.some((o) => o.CustNum === c.CustNum && between(o.OrderDate, ...LAST_MONTH)),
  );
  return found[(skip * 5 + 1) % found.length];
}
/** The item of an order line, and the customer of its order. */
const lineCustomer = (l: Row, d: EvalData): unknown => d.co(l.CoNum)?.CustNum;
const boughtBy = (d: EvalData, custNum: unknown, item: unknown): boolean =>
  d.tables.SLCoitems.some((l) => l.Item === item && lineCustomer(l, d) === custNum);
const suppliedBy = (d: EvalData, vendNum: unknown, item: unknown): boolean =>
  d.tables.SLPoItems.some((l) => l.Item === item && l.PoVendNum === vendNum);

export const EVERYDAY_V4_NAME = 'everyday v4';

export const EVERYDAY_V4_CASES: readonly EvalCase[] = [
  // --- relations: customers, their orders, lines and items -------------------------------------
  dyn('relations', (d) => {
    const item = soldItem(d);
    return {
      q: `customers who bought ${item}`,
      e: rows('SLCustomers', (r) => cust(r) && boughtBy(d, r.CustNum, item)),
    };
  }),
  dyn('relations', (d) => {
    const item = soldItem(d, 1);
    return {
      q: `which customers have ordered ${item}`,
      e: rows('SLCustomers', (r) => cust(r) && boughtBy(d, r.CustNum, item)),
    };
  }),
  dyn('relations', (d) => {
    const customer = activeCustomer(d);
    return {
      q: `which items have we sold to ${s(customer.Name)}`,
      e: rows('SLItems', (r) => boughtBy(d, customer.CustNum, r.Item)),
    };
  }),
  dyn('relations', (d) => {
    const customer = activeCustomer(d, 1);
    return {
      q: `what has been shipped to ${s(customer.Name)}`,
      e: anyOf(
        rows('SLCoitems', (r) => lineCustomer(r, d) === customer.CustNum && n(r.QtyShipped) > 0),
        rows('SLCos', (r) =>
          d.tables.SLCoitems.some(
            (l) => l.CoNum === r.CoNum && r.CustNum === customer.CustNum && n(l.QtyShipped) > 0,
          ),
        ),
        rows('SLItems', (r) =>
          d.tables.SLCoitems.some(
            (l) =>
              l.Item === r.Item && lineCustomer(l, d) === customer.CustNum && n(l.QtyShipped) > 0,
          ),
        ),
      ),
    };
  }),
  dyn('relations', (d) => {
    const customer = activeCustomer(d, 2);
    return {
      q: `what did ${s(customer.Name)} order last month`,
      e: anyOf(
        rows('SLCos', (r) => r.CustNum === customer.CustNum && between(r.OrderDate, ...LAST_MONTH)),
        rows('SLCoitems', (r, dd) => {
          const co = dd.co(r.CoNum);
          return co?.CustNum === customer.CustNum && between(co.OrderDate, ...LAST_MONTH);
        }),
      ),
    };
  }),
  dyn('relations', (d) => {
    const customer = activeCustomer(d, 3);
    return {
      q: `how many orders has ${s(customer.Name)} placed this year`,
      e: agg(
        'SLCos',
        (r) => r.CustNum === customer.CustNum && between(r.OrderDate, ...YEAR_TO_DATE),
        'count',
      ),
    };
  }),
  c(
    'relations',
    'customer orders placed by customers in Georgia',
    rows('SLCos', (r, d) => d.customer(r.CustNum)?.State === 'GA'),
  ),
  c(
    'relations',
    'how many orders did customers in Illinois place this year',
    agg(
      'SLCos',
      (r, d) => d.customer(r.CustNum)?.State === 'IL' && between(r.OrderDate, ...YEAR_TO_DATE),
      'count',
    ),
  ),
  c(
    'relations',
    'order lines on customer orders that are on credit hold',
    rows('SLCoitems', (r, d) => s(d.co(r.CoNum)?.CreditHold) === '1'),
  ),
  c(
    'relations',
    'customer order lines for manufactured items',
    rows('SLCoitems', (r, d) => d.item(r.Item)?.PMTCode === 'M'),
  ),
  c(
    'relations',
    'open sales order lines for items in product code BRG',
    rows('SLCoitems', (r, d) => openOrder(r) && d.item(r.Item)?.ProductCode === 'BRG'),
  ),

  // --- relations: invoices and customers -------------------------------------------------------
  c(
    'relations',
    'invoices billed to customers on credit hold',
    rows('SLArtrans', (r, d) => inv(r) && s(d.customer(r.CustNum)?.CreditHold) === '1'),
  ),
  dyn('relations', (d) => {
    const customer = activeCustomer(d, 4);
    return {
      q: `total invoiced to ${s(customer.Name)} this year`,
      e: agg(
        'SLArtrans',
        (r) => r.CustNum === customer.CustNum && inv(r) && between(r.InvDate, ...YEAR_TO_DATE),
        'sum',
        { measure: 'Amount' },
      ),
    };
  }),
  c(
    'relations',
    'customers in Pennsylvania with unpaid invoices',
    rows(
      'SLCustomers',
      (r, d) =>
        cust(r) &&
        r.State === 'PA' &&
        d.tables.SLArtrans.some((t) => t.CustNum === r.CustNum && unpaid(t)),
    ),
  ),
  c(
    'relations',
    'total amount billed to customers in Michigan',
    agg('SLArtrans', (r, d) => inv(r) && d.customer(r.CustNum)?.State === 'MI', 'sum', {
      measure: 'Amount',
    }),
  ),

  // --- relations: vendors, POs, PO lines and items ---------------------------------------------
  dyn('relations', (d) => {
    const item = soldItem(d, 2);
    return {
      q: `which vendors supply ${item}`,
      e: rows('SLVendors', (r) => suppliedBy(d, r.VendNum, item)),
    };
  }),
  dyn('relations', (d) => {
    const item = soldItem(d, 3);
    return {
      q: `who do we buy ${item} from`,
      e: rows('SLVendors', (r) => suppliedBy(d, r.VendNum, item)),
    };
  }),
  dyn('relations', (d) => {
    const vendor = busyVendor(d);
    return {
      q: `items we purchase from ${s(vendor.Name)}`,
      e: rows('SLItems', (r) => suppliedBy(d, vendor.VendNum, r.Item)),
    };
  }),
  dyn('relations', (d) => {
    const vendor = busyVendor(d, 1);
    return {
      q: `what items has ${s(vendor.Name)} supplied`,
      e: rows('SLItems', (r) => suppliedBy(d, vendor.VendNum, r.Item)),
    };
  }),
  c(
    'relations',
    'vendors that supply items in product code HYD',
    rows('SLVendors', (r, d) =>
      d.tables.SLPoItems.some(
        (l) => l.PoVendNum === r.VendNum && d.item(l.Item)?.ProductCode === 'HYD',
      ),
    ),
  ),
  c(
    'relations',
    'vendors we ordered from last month',
    rows('SLVendors', (r, d) =>
      d.tables.SLPos.some((p) => p.VendNum === r.VendNum && between(p.OrderDate, ...LAST_MONTH)),
    ),
  ),
  c(
    'relations',
    'how much have we spent with vendors in Ohio this year',
    agg(
      'SLPos',
      (r, d) => d.vendor(r.VendNum)?.VadState === 'OH' && between(r.OrderDate, ...YEAR_TO_DATE),
      'sum',
      { measure: 'PoCost' },
    ),
  ),
  c(
    'relations',
    'PO lines on purchase orders placed by buyer SGARCIA',
    rows('SLPoItems', (r, d) => d.po(r.PoNum)?.Buyer === 'SGARCIA'),
  ),
  c(
    'relations',
    'open PO lines for slow-moving items',
    rows('SLPoItems', (r, d) => openOrder(r) && d.item(r.Item)?.Stat === 'S'),
  ),
  c(
    'relations',
    'purchase orders placed with vendors that invoice in euros',
    anyOf(
      rows('SLPos', (r, d) => d.vendor(r.VendNum)?.CurrCode === 'EUR'),
      rows('SLPos', (r) => r.VenCurrCode === 'EUR'),
    ),
  ),

  // --- relations: items, stock and jobs --------------------------------------------------------
  c(
    'relations',
    'stock records for obsolete items',
    rows('SLItemwhses', (r, d) => d.item(r.Item)?.Stat === 'O'),
  ),
  c(
    'relations',
    'released jobs making items in the PLS product code',
    rows('SLJobs', (r, d) => r.Stat === 'R' && d.item(r.Item)?.ProductCode === 'PLS'),
  ),
  c(
    'relations',
    'how many jobs are there for purchased items',
    agg('SLJobs', (r, d) => d.item(r.Item)?.PMTCode === 'P', 'count'),
  ),

  // --- refusals: measures the catalog does not hold --------------------------------------------
  c('refusals', 'what is the scrap rate on jobs this month', REFUSE),
  c('refusals', 'total shipping weight of customer orders last week', REFUSE),
  c('refusals', 'average days to pay for customers in Texas', REFUSE),
  c('refusals', 'which vendors have the best quality rating', REFUSE),
  c('refusals', 'sales tax collected on invoices this year', REFUSE),
  c('refusals', 'early payment discounts taken on purchase orders last month', REFUSE),
  c('refusals', 'machine hours booked on released jobs', REFUSE),
  c('refusals', 'how many units did customers return this year', REFUSE),
  c('refusals', 'items with the most warranty claims', REFUSE),
  c('refusals', 'average weight of items in product code FAST', REFUSE),
  c('refusals', 'budget versus actual spend for buyer KCHEN', REFUSE),
  c('refusals', 'bonus earned by each salesperson this quarter', REFUSE),

  // --- refusals: things outside the catalog ----------------------------------------------------
  c('refusals', 'list our forklifts', REFUSE),
  c('refusals', 'which customers have signed a nondisclosure agreement', REFUSE),
  c('refusals', 'how many sales reps work in the Dallas office', REFUSE),
  c('refusals', 'shifts scheduled for next week', REFUSE),
  c('refusals', 'open quality inspections on received goods', REFUSE),
  c('refusals', 'which pallets are stored in aisle 4', REFUSE),

  // --- refusals: writes and actions ------------------------------------------------------------
  c('refusals', 'raise a purchase order for 200 units of IT-10000', REFUSE),
  c('refusals', 'release the firm jobs for next week', REFUSE),
  c('refusals', 'send a reminder to customers with overdue invoices', REFUSE),
  c('refusals', 'expedite the late purchase orders from Acme Steel Corp', REFUSE),
  c('refusals', 'print packing slips for orders shipping today', REFUSE),
  c('refusals', 'merge the duplicate vendor records', REFUSE),

  // --- refusals: numbers too large to represent ------------------------------------------------
  c('refusals', 'items costing more than 18014398509481985 dollars', REFUSE),
  c('refusals', 'jobs with more than 9,007,199,254,740,993 units released', REFUSE),
];
