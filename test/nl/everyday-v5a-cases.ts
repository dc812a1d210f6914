/**
 * Everyday set v5a (issue #17), a TUNING set: 59 questions (48 to answer, 11 refusals) written on
 * 2026-11-25 by the engineer of the fifth round's "quantities, negation, numbers and dates"
 * focus, before running them and before changing the engine (committed on its own, "written
 * before running"). Four kinds of everyday question:
 * - quantities: stock per item and warehouse, what is allocated, on order, received, sold,
 *   bought and produced; "how much / how many units" is a SUM of a quantity, never a count of
 *   the records holding it;
 * - negation in every shape people use: "not", "no", "without", "never", "none", "except",
 *   "other than", "excluding", "isn't", "haven't";
 * - numbers: "between 5k and 10k", "at least", "no more than", "under", "0.3M", "a dozen",
 *   percentages;
 * - dates: "since March", "before last Friday", "in Q3", "week 47", "the past 2 weeks", "the
 *   first half of the year", "next month";
 * and refusals: what the catalog does not hold (payments to vendors, scrap, bins, labour, cycle
 * counts, freight, turnover). Answering those with a number, confidently, is the worst thing
 * the engine can do.
 *
 * Its first score is in the commit that ran it; from then on it is tuned on (pooled with the
 * other tuning sets in the calibration table), so it is never named `held-out`.
 *
 * Expected answers are plain predicates over the raw rows (eval-data.ts), computed independently
 * of the engine, with the meanings of eval-cases.ts, everyday-v3/v4-cases.ts and
 * shared/nl-examples.md, and these:
 * - "stock / on hand" is QtyOnHand of the stock records (per warehouse) or the item's own total
 *   (DerQtyOnHand, which is their sum); "on order" for a vendor is the open (P/O) PO lines;
 * - "made / produced" is jobs (their JobDate for "this year"); "sold" units are customer order
 *   lines' ordered or shipped quantity; "bought" units are PO lines' ordered quantity;
 * - a past-facing period runs from its first day to today (2026-11-21, a Saturday); a
 *   future-facing one covers the whole period; "the past 2 weeks" starts 14 days back; "week 47"
 *   is ISO week 47 (2026-11-16 .. 2026-11-22); "last Friday" is 2026-11-20 (or, read as the
 *   Friday of last week, 2026-11-13);
 * - "between a and b" includes both ends; "under" is strict; "no more than" / "or fewer" include;
 *   "$" names US dollars (eval-cases.ts): a record in another currency is compared by its
 *   domestic value or left out;
 * - "not complete" jobs may leave out history (H) jobs too (the catalog's Closed group); PO lines
 *   "not received yet" may be the ones not fully received; "items we do not purchase" may be the
 *   items never on a PO line (their make/buy code is the other reading).
 */
import { agg, anyOf, between, c, cust, dyn, n, openOrder, REFUSE, rows, s } from './case-builders';
import { EvalData, Row, shift } from './eval-data';
import type { EvalCase } from './eval-types';

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
const YEAR_TO_DATE = ['2026-01-01', TODAY] as const;
const LAST_MONTH = ['2026-10-01', '2026-10-31'] as const;
const THIS_MONTH = ['2026-11-01', TODAY] as const;

/** The n-th (spread out) item stocked in at least three warehouses. */
function stockedItem(d: EvalData, skip = 0): string {
  const found = d.tables.SLItems.filter(
    (i) => d.tables.SLItemwhses.filter((w) => w.Item === i.Item).length >= 3,
  );
  return s(found[(skip * 13 + 5) % found.length].Item);
}
/** The n-th item sold this year and bought last month. */
function tradedItem(d: EvalData, skip = 0): string {
  const found = d.tables.SLItems.filter(
    (i) =>
      d.tables.SLCoitems.some(
        (l) => l.Item === i.Item && between(d.co(l.CoNum)?.OrderDate, ...YEAR_TO_DATE),
      ) &&
      d.tables.SLPoItems.some(
        (l) => l.Item === i.Item && between(d.po(l.PoNum)?.OrderDate, ...LAST_MONTH),
      ),
  );
  return s(found[(skip * 7 + 1) % found.length].Item);
}
/** The n-th vendor with at least two open PO lines. */
function vendorWithOpenLines(d: EvalData, skip = 0): Row {
  const found = d.tables.SLVendors.filter(
    (v) => d.tables.SLPoItems.filter((l) => l.PoVendNum === v.VendNum && openOrder(l)).length >= 2,
  );
  return found[(skip * 5 + 2) % found.length];
}
const hasPo = (d: EvalData, vendNum: unknown): boolean =>
  d.tables.SLPos.some((p) => p.VendNum === vendNum);

export const EVERYDAY_V5A_NAME = 'everyday v5a';

export const EVERYDAY_V5A_CASES: readonly EvalCase[] = [
  // --- quantities: stock, allocations, on order ------------------------------------------------
  dyn('aggregates', (d) => {
    const item = stockedItem(d);
    return {
      q: `how much ${item} do we have in each warehouse`,
      e: anyOf(
        agg('SLItemwhses', (r) => r.Item === item, 'sum', {
          measure: 'QtyOnHand',
          groupBy: 'Whse',
        }),
        rows('SLItemwhses', (r) => r.Item === item),
      ),
    };
  }),
  dyn('aggregates', (d) => {
    const item = stockedItem(d, 1);
    return {
      q: `whats the total qty of ${item} on hand`,
      e: anyOf(
        agg('SLItemwhses', (r) => r.Item === item, 'sum', { measure: 'QtyOnHand' }),
        agg('SLItems', (r) => r.Item === item, 'sum', { measure: 'DerQtyOnHand' }),
        rows('SLItems', (r) => r.Item === item),
      ),
    };
  }),
  c(
    'aggregates',
    'units on hand per warehouse',
    agg('SLItemwhses', () => true, 'sum', { measure: 'QtyOnHand', groupBy: 'Whse' }),
  ),
  c(
    'aggregates',
    'how many units are allocated to sales orders in the EAST warehouse',
    agg('SLItemwhses', (r) => r.Whse === 'EAST', 'sum', { measure: 'QtyAllocCo' }),
  ),
  c(
    'aggregates',
    'total qty on order in the SOUTH whse',
    agg('SLItemwhses', (r) => r.Whse === 'SOUTH', 'sum', { measure: 'QtyOrdered' }),
  ),
  dyn('aggregates', (d) => {
    const item = stockedItem(d, 2);
    return {
      q: `do we have any ${item} in MAIN`,
      e: anyOf(
        rows('SLItemwhses', (r) => r.Item === item && r.Whse === 'MAIN'),
        agg('SLItemwhses', (r) => r.Item === item && r.Whse === 'MAIN', 'sum', {
          measure: 'QtyOnHand',
        }),
      ),
    };
  }),
  c(
    'aggregates',
    'how many units did we receive on PO lines this month',
    agg('SLPoItems', (r) => between(r.RcvdDate, ...THIS_MONTH), 'sum', {
      measure: 'QtyReceived',
    }),
  ),
  c(
    'aggregates',
    'total quantity completed on jobs created this year',
    agg('SLJobs', (r) => between(r.JobDate, ...YEAR_TO_DATE), 'sum', { measure: 'QtyComplete' }),
  ),
  dyn('aggregates', (d) => {
    const item = tradedItem(d);
    const line = (r: Row): boolean =>
      r.Item === item && between(d.co(r.CoNum)?.OrderDate, ...YEAR_TO_DATE);
    return {
      q: `how many units of ${item} have we sold this year`,
      e: anyOf(
        agg('SLCoitems', line, 'sum', { measure: 'QtyOrdered' }),
        agg('SLCoitems', line, 'sum', { measure: 'QtyShipped' }),
      ),
    };
  }),
  dyn('aggregates', (d) => {
    const item = tradedItem(d, 1);
    return {
      q: `how many ${item} did we buy last month`,
      e: agg(
        'SLPoItems',
        (r) => r.Item === item && between(d.po(r.PoNum)?.OrderDate, ...LAST_MONTH),
        'sum',
        { measure: 'QtyOrdered' },
      ),
    };
  }),
  c(
    'relations',
    'which items did we make this year',
    anyOf(
      rows('SLItems', (r, d) =>
        d.tables.SLJobs.some((j) => j.Item === r.Item && between(j.JobDate, ...YEAR_TO_DATE)),
      ),
      rows('SLJobs', (r) => between(r.JobDate, ...YEAR_TO_DATE)),
    ),
  ),
  dyn('relations', (d) => {
    const vendor = vendorWithOpenLines(d);
    return {
      q: `what items are on order from ${s(vendor.Name)}`,
      e: anyOf(
        rows('SLItems', (r) =>
          d.tables.SLPoItems.some(
            (l) => l.Item === r.Item && l.PoVendNum === vendor.VendNum && openOrder(l),
          ),
        ),
        rows('SLPoItems', (r) => r.PoVendNum === vendor.VendNum && openOrder(r)),
      ),
    };
  }),
  c(
    'numbers',
    'items with fewer than 100 units in stock',
    rows('SLItems', (r) => n(r.DerQtyOnHand) < 100),
  ),
  c(
    'numbers',
    'stock rows with over 100,000 on hand',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) > 100_000),
  ),

  // --- negation ---------------------------------------------------------------------------------
  c(
    'negation',
    'vendors not in Ohio',
    rows('SLVendors', (r) => r.VadState !== 'OH'),
  ),
  c(
    'negation',
    "items that aren't obsolete",
    rows('SLItems', (r) => r.Stat !== 'O'),
  ),
  dyn('negation', (d) => {
    const vendor = vendorWithOpenLines(d, 1);
    return {
      q: `purchase orders excluding the ones from ${s(vendor.Name)}`,
      e: rows('SLPos', (r) => r.VendNum !== vendor.VendNum),
    };
  }),
  c(
    'negation',
    'customers without any orders',
    rows('SLCustomers', (r, d) => cust(r) && !d.tables.SLCos.some((o) => o.CustNum === r.CustNum)),
  ),
  c(
    'negation',
    "vendors we've never placed a PO with",
    rows('SLVendors', (r, d) => !hasPo(d, r.VendNum)),
  ),
  c(
    'negation',
    'items that have never been sold',
    rows('SLItems', (r, d) => !d.tables.SLCoitems.some((l) => l.Item === r.Item)),
  ),
  c(
    'negation',
    'open POs for buyers other than KCHEN',
    rows('SLPos', (r) => openOrder(r) && r.Buyer !== 'KCHEN'),
  ),
  c(
    'negation',
    "jobs that aren't complete",
    anyOf(
      rows('SLJobs', (r) => r.Stat !== 'C'),
      rows('SLJobs', (r) => r.Stat !== 'C' && r.Stat !== 'H'),
    ),
  ),
  c(
    'negation',
    'items with no stock anywhere',
    rows('SLItems', (r) => n(r.DerQtyOnHand) <= 0),
  ),
  c(
    'negation',
    "customers who haven't ordered anything this year",
    rows(
      'SLCustomers',
      (r, d) =>
        cust(r) &&
        !d.tables.SLCos.some(
          (o) => o.CustNum === r.CustNum && between(o.OrderDate, ...YEAR_TO_DATE),
        ),
    ),
  ),
  c(
    'negation',
    'sales orders except the WEST warehouse ones',
    rows('SLCos', (r) => r.Whse !== 'WEST'),
  ),
  c(
    'negation',
    'stock records with none allocated',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) <= 0),
  ),
  c(
    'negation',
    "PO lines that haven't been received yet",
    anyOf(
      rows('SLPoItems', (r) => n(r.QtyReceived) <= 0),
      rows('SLPoItems', (r) => n(r.QtyReceived) < n(r.QtyOrdered)),
    ),
  ),
  c(
    'negation',
    'items we do not purchase',
    anyOf(
      rows('SLItems', (r) => r.PMTCode !== 'P'),
      rows('SLItems', (r, d) => !d.tables.SLPoItems.some((l) => l.Item === r.Item)),
    ),
  ),
  c(
    'negation',
    'Texas customers not on credit hold',
    rows('SLCustomers', (r) => cust(r) && r.State === 'TX' && s(r.CreditHold) !== '1'),
  ),
  c(
    'negation',
    'how many items are not in product code FAST',
    agg('SLItems', (r) => r.ProductCode !== 'FAST', 'count'),
  ),

  // --- numbers ----------------------------------------------------------------------------------
  c(
    'numbers',
    'items costing between 5 and 10 bucks',
    rows('SLItems', (r) => n(r.UnitCost) >= 5 && n(r.UnitCost) <= 10),
  ),
  c(
    'numbers',
    'POs between 5k and 10k',
    rows('SLPos', (r) => n(r.PoCost) >= 5000 && n(r.PoCost) <= 10000),
  ),
  c(
    'numbers',
    'customer orders worth at least $25k',
    anyOf(
      rows('SLCos', (r) => n(r.Price) * n(r.ExchRate ?? 1) >= 25000),
      rows('SLCos', (r) => r.CurrCode === 'USD' && n(r.Price) >= 25000),
    ),
  ),
  c(
    'numbers',
    'items with a lead time of no more than 10 days',
    rows('SLItems', (r) => n(r.LeadTime) <= 10),
  ),
  c(
    'numbers',
    'customers with credit limits of 0.3M or more',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) >= 300_000),
  ),
  c(
    'numbers',
    'jobs for a dozen units or fewer',
    rows('SLJobs', (r) => n(r.QtyReleased) <= 12),
  ),
  c(
    'numbers',
    'PO lines where less than 50% of the ordered qty has been received',
    rows('SLPoItems', (r) => n(r.QtyReceived) < 0.5 * n(r.QtyOrdered)),
  ),
  c(
    'numbers',
    'how many POs came in under $500',
    anyOf(
      agg('SLPos', (r) => n(r.PoCost) * n(r.ExchRate ?? 1) < 500, 'count'),
      agg('SLPos', (r) => r.VenCurrCode === 'USD' && n(r.PoCost) < 500, 'count'),
    ),
  ),

  // --- dates ------------------------------------------------------------------------------------
  c(
    'dates',
    'POs placed since March',
    rows('SLPos', (r) => between(r.OrderDate, '2026-03-01', TODAY)),
  ),
  c(
    'dates',
    'customer orders placed before last Friday',
    anyOf(
      rows('SLCos', (r) => s(r.OrderDate) < '2026-11-20'),
      rows('SLCos', (r) => s(r.OrderDate) < '2026-11-13'),
    ),
  ),
  c(
    'dates',
    'invoices in Q3',
    rows('SLArtrans', (r) => r.Type === 'I' && between(r.InvDate, '2026-07-01', '2026-09-30')),
  ),
  c(
    'dates',
    'purchase orders from week 47',
    rows('SLPos', (r) => between(r.OrderDate, '2026-11-16', '2026-11-22')),
  ),
  c(
    'dates',
    'jobs that started in the past 2 weeks',
    rows('SLJobs', (r) => between(r.JschStartDate, shift(-14), TODAY)),
  ),
  c(
    'dates',
    'PO lines due next month',
    rows('SLPoItems', (r) => between(r.DueDate, '2026-12-01', '2026-12-31')),
  ),
  c(
    'dates',
    'PO lines received in the first half of the year',
    rows('SLPoItems', (r) => between(r.RcvdDate, '2026-01-01', '2026-06-30')),
  ),
  c(
    'dates',
    'order lines shipped between Oct 1 and Oct 15',
    rows('SLCoitems', (r) => between(r.ShipDate, '2026-10-01', '2026-10-15')),
  ),
  c(
    'dates',
    'jobs scheduled to finish after Christmas',
    rows('SLJobs', (r) => s(r.JschEndDate) > '2026-12-25'),
  ),
  c(
    'dates',
    'how many sales orders did we take in the last 7 days',
    agg('SLCos', (r) => between(r.OrderDate, shift(-7), TODAY), 'count'),
  ),

  // --- refusals: measures and records the catalog does not hold --------------------------------
  dyn('refusals', (d) => ({
    q: `how much did we pay ${s(vendorWithOpenLines(d, 2).Name)}`,
    e: REFUSE,
  })),
  c('refusals', 'vendor payments going out next week', REFUSE),
  c('refusals', "what's our inventory turnover by warehouse", REFUSE),
  dyn('refusals', (d) => ({ q: `which bin is ${stockedItem(d, 3)} stored in`, e: REFUSE })),
  c('refusals', 'how many units were scrapped on jobs in Q3', REFUSE),
  c('refusals', 'labor cost on completed jobs', REFUSE),
  c('refusals', 'cycle count variances last month', REFUSE),
  c('refusals', 'items not counted since June', REFUSE),
  c('refusals', 'freight we paid on POs last quarter', REFUSE),
  c('refusals', 'how many units of safety stock do we keep for fasteners', REFUSE),
  c('refusals', 'average machine downtime per job this year', REFUSE),
];
