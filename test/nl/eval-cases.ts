/**
 * The evaluation set: questions over the demo ERP with their expected answers written as plain
 * predicates over the raw rows (see eval-data.ts). Meanings follow shared/nl-examples.md:
 * open = P/O (invoices O, jobs F/R), overdue = the derived days > 0, over = >, at least = >=,
 * between is inclusive, "last N days" = today−N..today, "this month" placed = 1st..today,
 * "due this month" = the whole month. Today is EVAL_TODAY (2026-11-21, a Saturday).
 */
import { EvalData, EVAL_TODAY as T, Row, shift } from './eval-data';
import type {
  AggregateExpectation,
  Category,
  Direction,
  EvalCase,
  Expectation,
  Pred,
  RowsExpectation,
} from './eval-types';

const rows = (ido: string, where: Pred, extra: Partial<RowsExpectation> = {}): RowsExpectation => ({
  kind: 'rows',
  ido,
  where,
  ...extra,
});
const agg = (
  ido: string,
  where: Pred,
  fn: AggregateExpectation['fn'],
  extra: Partial<AggregateExpectation> = {},
): AggregateExpectation => ({ kind: 'aggregate', ido, where, fn, ...extra });
const REFUSE: Expectation = { kind: 'refuse' };
const all: Pred = () => true;
const order = (by: string, dir: Direction) => ({ order: { by, dir } });

const n = (v: unknown): number => Number(v);
const s = (v: unknown): string => String(v);
const between = (v: unknown, a: string, b: string): boolean => s(v) >= a && s(v) <= b;
const openOrder = (r: Row): boolean => r.Stat === 'P' || r.Stat === 'O';
const openJob = (r: Row): boolean => r.Stat === 'F' || r.Stat === 'R';

// Calendar around 2026-11-21 (Saturday), written out so nothing here shares code with the engine.
const MONTH = ['2026-11-01', '2026-11-30'];
const LAST_MONTH = ['2026-10-01', '2026-10-31'];
const THIS_YEAR = ['2026-01-01', '2026-12-31'];
const LAST_YEAR = ['2025-01-01', '2025-12-31'];
const LAST_WEEK = ['2026-11-09', '2026-11-15'];
const NEXT_WEEK = ['2026-11-23', '2026-11-29'];
const THIS_QUARTER = ['2026-10-01', '2026-12-31'];
const LAST_QUARTER = ['2026-07-01', '2026-09-30'];
const NEXT_MONTH = ['2026-12-01', '2026-12-31'];

/** The n-th vendor / customer / item / PO in the data, for questions about real names. */
const vendor = (d: EvalData, i: number): Row => d.tables.SLVendors[i];
const customer = (d: EvalData, i: number): Row => d.tables.SLCustomers[i];
/** A vendor with some open purchase orders (not Acme), so answers are not empty. */
const busyVendor = (d: EvalData): Row =>
  d.tables.SLVendors.find(
    (v) =>
      v.Name !== 'Acme Steel Corp' &&
      d.tables.SLPos.filter((p) => p.VendNum === v.VendNum && openOrder(p)).length >= 2,
  ) as Row;
const busyCustomer = (d: EvalData): Row =>
  d.tables.SLCustomers.find(
    (c) => d.tables.SLArinvs.filter((i) => i.CustNum === c.CustNum && i.Stat === 'O').length >= 2,
  ) as Row;
const poWithLines = (d: EvalData): Row =>
  d.tables.SLPos.find(
    (p) => d.tables.SLPoitems.filter((l) => l.PoNum === p.PoNum).length >= 3,
  ) as Row;
const coWithLines = (d: EvalData): Row =>
  d.tables.SLCos.find(
    (c) => d.tables.SLCoitems.filter((l) => l.CoNum === c.CoNum).length >= 3,
  ) as Row;

/** A case whose question and expectation are built from the data (a real name, a real PO). */
function dyn(category: Category, make: (d: EvalData) => { q: string; e: Expectation }): EvalCase {
  const memo = new WeakMap<EvalData, { q: string; e: Expectation }>();
  const get = (d: EvalData): { q: string; e: Expectation } => {
    let made = memo.get(d);
    if (!made) {
      made = make(d);
      memo.set(d, made);
    }
    return made;
  };
  return { category, question: (d) => get(d).q, expect: (d) => get(d).e };
}

const c = (category: Category, question: string, expect: Expectation): EvalCase => ({
  category,
  question,
  expect,
});

const SAMPLE_FIELDS = ['po_number', 'vendor', 'amount', 'days_overdue'];

export const EVAL_CASES: readonly EvalCase[] = [
  // --- the worked examples of nl-examples.md --------------------------------------------------
  c(
    'examples',
    'Show overdue purchase orders over $10K',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0 && n(r.TotalAmount) > 10000, {
      fields: SAMPLE_FIELDS,
    }),
  ),
  c(
    'examples',
    'open POs for Acme Steel Corp',
    rows('SLPos', (r) => openOrder(r) && r.VendName === 'Acme Steel Corp'),
  ),
  c(
    'examples',
    'planned purchase orders due this month',
    rows('SLPos', (r) => r.Stat === 'P' && between(r.DueDate, MONTH[0], MONTH[1])),
  ),
  c(
    'examples',
    'suppliers in Ohio',
    rows('SLVendors', (r) => r.State === 'OH'),
  ),
  c(
    'examples',
    'vendors on credit hold',
    rows('SLVendors', (r) => r.Stat === 'H'),
  ),
  c(
    'examples',
    'customers in Dallas',
    rows('SLCustomers', (r) => r.City === 'Dallas'),
  ),
  c(
    'examples',
    'items that cost more than 250',
    rows('SLItems', (r) => n(r.UnitCost) > 250),
  ),
  c('examples', 'how many open jobs are there', agg('SLJobs', openJob, 'count')),
  c(
    'examples',
    'total invoice amount last month',
    agg('SLArinvs', (r) => between(r.InvDate, LAST_MONTH[0], LAST_MONTH[1]), 'sum', {
      measure: 'Amount',
    }),
  ),
  c(
    'examples',
    'average line amount on PO lines for item IT-10001',
    agg('SLPoitems', (r) => r.Item === 'IT-10001', 'avg', { measure: 'LineAmount' }),
  ),
  c(
    'examples',
    '10 biggest customers by open order value',
    agg('SLCos', openOrder, 'sum', {
      measure: 'TotalAmount',
      groupBy: 'CustNum',
      top: { n: 10, dir: 'desc' },
    }),
  ),
  c(
    'examples',
    'customer orders more than 2 weeks late',
    rows('SLCos', (r) => n(r.DaysLate) > 14),
  ),
  c(
    'examples',
    'invoices from customers in Georgia over 20k',
    rows('SLArinvs', (r, d) => n(r.Amount) > 20000 && d.customer(r.CustNum)?.State === 'GA'),
  ),
  c(
    'examples',
    'items not in the MAIN warehouse',
    rows('SLItems', (r) => r.Whse !== 'MAIN'),
  ),
  c(
    'examples',
    'PO lines not fully received',
    rows('SLPoitems', (r) => n(r.QtyReceived) < n(r.QtyOrdered)),
  ),
  c(
    'examples',
    'vendor names and phone numbers in Michigan',
    rows('SLVendors', (r) => r.State === 'MI', { fields: ['name', 'phone'] }),
  ),
  c('examples', "what's the weather tomorrow", REFUSE),
  c(
    'examples',
    'purchase orders from vendors in Texas',
    rows('SLPos', (r, d) => d.vendor(r.VendNum)?.State === 'TX'),
  ),

  // --- synonyms and paraphrases ---------------------------------------------------------------
  c(
    'synonyms',
    'list all suppliers located in Texas',
    rows('SLVendors', (r) => r.State === 'TX'),
  ),
  c(
    'synonyms',
    'which vendors are based in California?',
    rows('SLVendors', (r) => r.State === 'CA'),
  ),
  c(
    'synonyms',
    'show me clients in Atlanta',
    rows('SLCustomers', (r) => r.City === 'Atlanta'),
  ),
  c(
    'synonyms',
    'accounts in Chicago',
    rows('SLCustomers', (r) => r.City === 'Chicago'),
  ),
  c(
    'synonyms',
    'parts that cost more than 100 dollars',
    rows('SLItems', (r) => n(r.UnitCost) > 100),
  ),
  c(
    'synonyms',
    'products priced over $500',
    rows('SLItems', (r) => n(r.UnitPrice) > 500),
  ),
  c(
    'synonyms',
    'which sales orders are late?',
    rows('SLCos', (r) => n(r.DaysLate) > 0),
  ),
  c(
    'synonyms',
    'past due receivables',
    rows('SLArinvs', (r) => n(r.DaysPastDue) > 0),
  ),
  c('synonyms', 'list the open work orders', rows('SLJobs', openJob)),
  c(
    'synonyms',
    'unpaid bills',
    rows('SLArinvs', (r) => r.Stat === 'O'),
  ),
  c(
    'synonyms',
    'give me all the late POs',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0),
  ),
  c('synonyms', 'outstanding purchase orders', rows('SLPos', openOrder)),
  c('synonyms', 'customer orders that are still open', rows('SLCos', openOrder)),
  c(
    'synonyms',
    'completed jobs',
    rows('SLJobs', (r) => r.Stat === 'C'),
  ),
  c(
    'synonyms',
    'production orders in progress',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'synonyms',
    'SKUs in the EAST warehouse',
    rows('SLItems', (r) => r.Whse === 'EAST'),
  ),
  c(
    'synonyms',
    'materials stocked at the WEST site',
    rows('SLItems', (r) => r.Whse === 'WEST'),
  ),
  c(
    'synonyms',
    'invoices that have been paid',
    rows('SLArinvs', (r) => r.Stat === 'P'),
  ),
  c(
    'synonyms',
    'inactive suppliers',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'synonyms',
    'customers that are on hold',
    rows('SLCustomers', (r) => r.Stat === 'H'),
  ),
  c(
    'synonyms',
    'discontinued parts',
    rows('SLItems', (r) => r.Stat === 'O'),
  ),
  c(
    'synonyms',
    'slow moving items',
    rows('SLItems', (r) => r.Stat === 'S'),
  ),
  c(
    'synonyms',
    'firm jobs',
    rows('SLJobs', (r) => r.Stat === 'F'),
  ),
  c(
    'synonyms',
    'sales order lines for item IT-10002',
    rows('SLCoitems', (r) => r.Item === 'IT-10002'),
  ),
  c(
    'synonyms',
    'receivables with a balance above 10000',
    rows('SLArinvs', (r) => n(r.Balance) > 10000),
  ),
  c(
    'synonyms',
    'COs that are stopped',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c(
    'synonyms',
    'which customer orders are on hold?',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c(
    'synonyms',
    'line items on purchase orders due next week',
    rows('SLPoitems', (r, d) => between(d.po(r.PoNum)?.DueDate, NEXT_WEEK[0], NEXT_WEEK[1])),
  ),
  c(
    'synonyms',
    'show the A/R invoices over 15000',
    rows('SLArinvs', (r) => n(r.Amount) > 15000),
  ),
  c(
    'synonyms',
    'manufacturing orders that are complete',
    rows('SLJobs', (r) => r.Stat === 'C'),
  ),
  c(
    'synonyms',
    'vendors with payment terms NET60',
    rows('SLVendors', (r) => r.Terms === 'NET60'),
  ),
  c(
    'synonyms',
    'customers handled by sales rep KPATEL',
    rows('SLCustomers', (r) => r.SalesRep === 'KPATEL'),
  ),

  // --- numbers and money ---------------------------------------------------------------------
  c(
    'numbers',
    'purchase orders over $25,000',
    rows('SLPos', (r) => n(r.TotalAmount) > 25000),
  ),
  c(
    'numbers',
    'POs above 1.5M',
    rows('SLPos', (r) => n(r.TotalAmount) > 1500000),
  ),
  c(
    'numbers',
    'purchase orders of at least 50k',
    rows('SLPos', (r) => n(r.TotalAmount) >= 50000),
  ),
  c(
    'numbers',
    'POs under $500',
    rows('SLPos', (r) => n(r.TotalAmount) < 500),
  ),
  c(
    'numbers',
    'POs between $10,000 and $12,000',
    rows('SLPos', (r) => n(r.TotalAmount) >= 10000 && n(r.TotalAmount) <= 12000),
  ),
  c(
    'numbers',
    'invoices over ten thousand dollars',
    rows('SLArinvs', (r) => n(r.Amount) > 10000),
  ),
  c(
    'numbers',
    'invoices of more than $2,500.50',
    rows('SLArinvs', (r) => n(r.Amount) > 2500.5),
  ),
  c(
    'numbers',
    'invoices with a balance of at least 5000',
    rows('SLArinvs', (r) => n(r.Balance) >= 5000),
  ),
  c(
    'numbers',
    'customer orders greater than 20 thousand',
    rows('SLCos', (r) => n(r.TotalAmount) > 20000),
  ),
  c(
    'numbers',
    'sales orders below 100 dollars',
    rows('SLCos', (r) => n(r.TotalAmount) < 100),
  ),
  c(
    'numbers',
    'customers with a credit limit over 150k',
    rows('SLCustomers', (r) => n(r.CreditLimit) > 150000),
  ),
  c(
    'numbers',
    'customers whose credit limit is no more than 20000',
    rows('SLCustomers', (r) => n(r.CreditLimit) <= 20000),
  ),
  c(
    'numbers',
    'items with unit price less than 1',
    rows('SLItems', (r) => n(r.UnitPrice) < 1),
  ),
  c(
    'numbers',
    'items with more than 5000 on hand',
    rows('SLItems', (r) => n(r.QtyOnHand) > 5000),
  ),
  c(
    'numbers',
    'items with fewer than 20 units in stock',
    rows('SLItems', (r) => n(r.QtyOnHand) < 20),
  ),
  c(
    'numbers',
    'PO lines with a quantity ordered of 1000 or more',
    rows('SLPoitems', (r) => n(r.QtyOrdered) >= 1000),
  ),
  c(
    'numbers',
    'PO lines with line amount over 20000',
    rows('SLPoitems', (r) => n(r.LineAmount) > 20000),
  ),
  c(
    'numbers',
    'order lines worth more than 5k',
    rows('SLCoitems', (r) => n(r.LineAmount) > 5000),
  ),
  c(
    'numbers',
    'jobs releasing more than 200 units',
    rows('SLJobs', (r) => n(r.QtyReleased) > 200),
  ),
  c(
    'numbers',
    'invoices more than 60 days past due',
    rows('SLArinvs', (r) => n(r.DaysPastDue) > 60),
  ),
  c(
    'numbers',
    'purchase orders overdue by more than 30 days',
    rows('SLPos', (r) => n(r.DaysOverdue) > 30),
  ),
  c(
    'numbers',
    'invoices between 5k and 7.5k',
    rows('SLArinvs', (r) => n(r.Amount) >= 5000 && n(r.Amount) <= 7500),
  ),
  c(
    'numbers',
    'items costing at most $0.50',
    rows('SLItems', (r) => n(r.UnitCost) <= 0.5),
  ),

  // --- statuses --------------------------------------------------------------------------------
  c('statuses', 'open purchase orders', rows('SLPos', openOrder)),
  c(
    'statuses',
    'planned POs',
    rows('SLPos', (r) => r.Stat === 'P'),
  ),
  c(
    'statuses',
    'filled purchase orders',
    rows('SLPos', (r) => r.Stat === 'F'),
  ),
  c(
    'statuses',
    'closed purchase orders',
    rows('SLPos', (r) => r.Stat === 'C'),
  ),
  c(
    'statuses',
    'complete customer orders',
    rows('SLCos', (r) => r.Stat === 'C'),
  ),
  c('statuses', 'open customer orders', rows('SLCos', openOrder)),
  c(
    'statuses',
    'open invoices',
    rows('SLArinvs', (r) => r.Stat === 'O'),
  ),
  c(
    'statuses',
    'paid invoices over 30000',
    rows('SLArinvs', (r) => r.Stat === 'P' && n(r.Amount) > 30000),
  ),
  c(
    'statuses',
    'overdue invoices',
    rows('SLArinvs', (r) => n(r.DaysPastDue) > 0),
  ),
  c(
    'statuses',
    'late customer orders',
    rows('SLCos', (r) => n(r.DaysLate) > 0),
  ),
  c(
    'statuses',
    'overdue POs',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0),
  ),
  c(
    'statuses',
    'released jobs',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'statuses',
    'open jobs in the MAIN warehouse',
    rows('SLJobs', (r) => openJob(r) && r.Whse === 'MAIN'),
  ),
  c(
    'statuses',
    'active vendors in Illinois',
    rows('SLVendors', (r) => r.Stat === 'A' && r.State === 'IL'),
  ),
  c(
    'statuses',
    'suppliers on hold',
    rows('SLVendors', (r) => r.Stat === 'H'),
  ),
  c(
    'statuses',
    'obsolete items',
    rows('SLItems', (r) => r.Stat === 'O'),
  ),
  c(
    'statuses',
    'active customers in Texas',
    rows('SLCustomers', (r) => r.Stat === 'A' && r.State === 'TX'),
  ),
  c('statuses', 'open PO lines', rows('SLPoitems', openOrder)),
  c(
    'statuses',
    'filled customer order lines',
    rows('SLCoitems', (r) => r.Stat === 'F'),
  ),
  c(
    'statuses',
    'ordered purchase orders for Acme Steel Corp',
    rows('SLPos', (r) => r.Stat === 'O' && r.VendName === 'Acme Steel Corp'),
  ),
  c(
    'statuses',
    'open or planned purchase orders in the EAST warehouse',
    rows('SLPos', (r) => openOrder(r) && r.Whse === 'EAST'),
  ),
  c(
    'statuses',
    'planned or filled POs',
    rows('SLPos', (r) => r.Stat === 'P' || r.Stat === 'F'),
  ),
  c(
    'statuses',
    'unpaid invoices over 10k',
    rows('SLArinvs', (r) => r.Stat === 'O' && n(r.Amount) > 10000),
  ),
  c(
    'statuses',
    'inactive customers',
    rows('SLCustomers', (r) => r.Stat === 'I'),
  ),

  // --- names and places ------------------------------------------------------------------------
  c(
    'names',
    'purchase orders for Acme Steel Corp',
    rows('SLPos', (r) => r.VendName === 'Acme Steel Corp'),
  ),
  c(
    'names',
    'overdue POs from acme steel corp',
    rows('SLPos', (r) => r.VendName === 'Acme Steel Corp' && n(r.DaysOverdue) > 0),
  ),
  c(
    'names',
    'Acme Steel Corporation purchase orders over 20000',
    rows('SLPos', (r) => r.VendName === 'Acme Steel Corp' && n(r.TotalAmount) > 20000),
  ),
  dyn('names', (d) => {
    const v = busyVendor(d);
    return {
      q: `open POs for ${s(v.Name)}`,
      e: rows('SLPos', (r) => openOrder(r) && r.VendName === v.Name),
    };
  }),
  dyn('names', (d) => {
    const cu = busyCustomer(d);
    return {
      q: `open invoices for ${s(cu.Name)}`,
      e: rows('SLArinvs', (r) => r.Stat === 'O' && r.CustName === cu.Name),
    };
  }),
  dyn('names', (d) => {
    const cu = customer(d, 3);
    return {
      q: `customer orders from ${s(cu.Name)}`,
      e: rows('SLCos', (r) => r.CustName === cu.Name),
    };
  }),
  dyn('names', (d) => {
    const v = vendor(d, 2);
    return {
      q: `what is the phone number of ${s(v.Name)}`,
      e: rows('SLVendors', (r) => r.Name === v.Name),
    };
  }),
  dyn('names', (d) => {
    const v = vendor(d, 4);
    return {
      q: `${s(v.Name).toLowerCase()} contact and email`,
      e: rows('SLVendors', (r) => r.Name === v.Name),
    };
  }),
  c(
    'names',
    'vendors in Cleveland',
    rows('SLVendors', (r) => r.City === 'Cleveland'),
  ),
  c(
    'names',
    'suppliers from Toronto',
    rows('SLVendors', (r) => r.City === 'Toronto'),
  ),
  c(
    'names',
    'customers located in Montreal',
    rows('SLCustomers', (r) => r.City === 'Montreal'),
  ),
  c(
    'names',
    'customers in New York',
    rows('SLCustomers', (r) => r.City === 'New York' || r.State === 'NY'),
  ),
  c(
    'names',
    'vendors in TX',
    rows('SLVendors', (r) => r.State === 'TX'),
  ),
  c(
    'names',
    'customers in north carolina',
    rows('SLCustomers', (r) => r.State === 'NC'),
  ),
  c(
    'names',
    'Canadian vendors',
    rows('SLVendors', (r) => r.Country === 'Canada'),
  ),
  c(
    'names',
    'vendors in Mexico',
    rows('SLVendors', (r) => r.Country === 'Mexico'),
  ),
  c(
    'names',
    'item IT-10005',
    rows('SLItems', (r) => r.Item === 'IT-10005'),
  ),
  c(
    'names',
    'jobs for item IT-10002',
    rows('SLJobs', (r) => r.Item === 'IT-10002'),
  ),
  dyn('names', (d) => {
    const po = poWithLines(d);
    return { q: `lines of ${s(po.PoNum)}`, e: rows('SLPoitems', (r) => r.PoNum === po.PoNum) };
  }),
  dyn('names', (d) => {
    const co = coWithLines(d);
    return {
      q: `order lines on ${s(co.CoNum)}`,
      e: rows('SLCoitems', (r) => r.CoNum === co.CoNum),
    };
  }),
  dyn('names', (d) => {
    const po = d.tables.SLPos[10];
    return { q: `show ${s(po.PoNum)}`, e: rows('SLPos', (r) => r.PoNum === po.PoNum) };
  }),
  dyn('names', (d) => {
    const inv = d.tables.SLArinvs[20];
    return { q: `invoice ${s(inv.InvNum)}`, e: rows('SLArinvs', (r) => r.InvNum === inv.InvNum) };
  }),
  c(
    'names',
    'open POs bought by buyer JSMITH',
    rows('SLPos', (r) => openOrder(r) && r.Buyer === 'JSMITH'),
  ),
  c(
    'names',
    'items with product code FG',
    rows('SLItems', (r) => r.ProductCode === 'FG'),
  ),
  c(
    'names',
    'POs in CAD currency',
    rows('SLPos', (r) => r.Currency === 'CAD'),
  ),
  c(
    'names',
    'vendors in Hamilton',
    rows('SLVendors', (r) => r.City === 'Hamilton'),
  ),

  // --- dates -----------------------------------------------------------------------------------
  c(
    'dates',
    'POs placed in the last 30 days',
    rows('SLPos', (r) => between(r.OrderDate, shift(-30), T)),
  ),
  c(
    'dates',
    'purchase orders placed this month',
    rows('SLPos', (r) => between(r.OrderDate, MONTH[0], T)),
  ),
  c(
    'dates',
    'purchase orders due this month',
    rows('SLPos', (r) => between(r.DueDate, MONTH[0], MONTH[1])),
  ),
  c(
    'dates',
    'invoices issued last month',
    rows('SLArinvs', (r) => between(r.InvDate, LAST_MONTH[0], LAST_MONTH[1])),
  ),
  c(
    'dates',
    'invoices in March 2026',
    rows('SLArinvs', (r) => between(r.InvDate, '2026-03-01', '2026-03-31')),
  ),
  c(
    'dates',
    'customer orders placed in 2025',
    rows('SLCos', (r) => between(r.OrderDate, LAST_YEAR[0], LAST_YEAR[1])),
  ),
  c(
    'dates',
    'customer orders due in the next 14 days',
    rows('SLCos', (r) => between(r.DueDate, T, shift(14))),
  ),
  c(
    'dates',
    'POs due next week',
    rows('SLPos', (r) => between(r.DueDate, NEXT_WEEK[0], NEXT_WEEK[1])),
  ),
  c(
    'dates',
    'POs ordered last week',
    rows('SLPos', (r) => between(r.OrderDate, LAST_WEEK[0], LAST_WEEK[1])),
  ),
  c(
    'dates',
    'jobs starting next month',
    rows('SLJobs', (r) => between(r.StartDate, NEXT_MONTH[0], NEXT_MONTH[1])),
  ),
  c(
    'dates',
    'jobs started this year',
    rows('SLJobs', (r) => between(r.StartDate, THIS_YEAR[0], T)),
  ),
  c(
    'dates',
    'jobs due this month',
    rows('SLJobs', (r) => between(r.EndDate, MONTH[0], MONTH[1])),
  ),
  c(
    'dates',
    'invoices dated before 2024-01-01',
    rows('SLArinvs', (r) => s(r.InvDate) < '2024-01-01'),
  ),
  c(
    'dates',
    'POs ordered since October 1, 2026',
    rows('SLPos', (r) => s(r.OrderDate) >= '2026-10-01'),
  ),
  c(
    'dates',
    'invoices due after December 1 2026',
    rows('SLArinvs', (r) => s(r.DueDate) > '2026-12-01'),
  ),
  c(
    'dates',
    'customer orders placed between 2026-09-01 and 2026-09-15',
    rows('SLCos', (r) => between(r.OrderDate, '2026-09-01', '2026-09-15')),
  ),
  c(
    'dates',
    'open invoices older than 90 days',
    rows('SLArinvs', (r) => r.Stat === 'O' && s(r.InvDate) < shift(-90)),
  ),
  c(
    'dates',
    'POs placed yesterday',
    rows('SLPos', (r) => r.OrderDate === shift(-1)),
  ),
  c(
    'dates',
    'purchase orders due today',
    rows('SLPos', (r) => r.DueDate === T),
  ),
  c(
    'dates',
    'invoices from the last quarter',
    rows('SLArinvs', (r) => between(r.InvDate, LAST_QUARTER[0], LAST_QUARTER[1])),
  ),
  c(
    'dates',
    'sales orders this quarter',
    rows('SLCos', (r) => between(r.OrderDate, THIS_QUARTER[0], T)),
  ),
  c(
    'dates',
    'invoices issued year to date',
    rows('SLArinvs', (r) => between(r.InvDate, THIS_YEAR[0], T)),
  ),
  c(
    'dates',
    'PO lines due in the next 7 days',
    rows('SLPoitems', (r) => between(r.DueDate, T, shift(7))),
  ),
  c(
    'dates',
    'customer order lines due in January 2027',
    rows('SLCoitems', (r) => between(r.DueDate, '2027-01-01', '2027-01-31')),
  ),
  c(
    'dates',
    'planned POs placed in the past 2 weeks',
    rows('SLPos', (r) => r.Stat === 'P' && between(r.OrderDate, shift(-14), T)),
  ),
  c(
    'dates',
    'invoices due in Q4 2026',
    rows('SLArinvs', (r) => between(r.DueDate, '2026-10-01', '2026-12-31')),
  ),

  // --- ranking and sorting ---------------------------------------------------------------------
  c(
    'ranking',
    'top 5 purchase orders by amount',
    rows('SLPos', all, { ...order('TotalAmount', 'desc'), top: 5 }),
  ),
  c(
    'ranking',
    'the 10 largest open POs',
    rows('SLPos', openOrder, { ...order('TotalAmount', 'desc'), top: 10 }),
  ),
  c(
    'ranking',
    '5 oldest open invoices',
    rows('SLArinvs', (r) => r.Stat === 'O', { ...order('InvDate', 'asc'), top: 5 }),
  ),
  c(
    'ranking',
    'the most overdue purchase orders',
    rows('SLPos', all, order('DaysOverdue', 'desc')),
  ),
  c(
    'ranking',
    '3 most expensive items',
    rows('SLItems', all, { ...order('UnitCost', 'desc'), top: 3 }),
  ),
  c(
    'ranking',
    'cheapest 5 items by unit price',
    rows('SLItems', all, { ...order('UnitPrice', 'asc'), top: 5 }),
  ),
  c(
    'ranking',
    'customers with the highest credit limit',
    rows('SLCustomers', all, order('CreditLimit', 'desc')),
  ),
  c(
    'ranking',
    'the largest invoice',
    rows('SLArinvs', all, { ...order('Amount', 'desc'), top: 1 }),
  ),
  c(
    'ranking',
    'open invoices sorted by balance descending',
    rows('SLArinvs', (r) => r.Stat === 'O', order('Balance', 'desc')),
  ),
  c(
    'ranking',
    'vendors in Ohio sorted by name',
    rows('SLVendors', (r) => r.State === 'OH', order('Name', 'asc')),
  ),
  c(
    'ranking',
    'the 5 most recent customer orders',
    rows('SLCos', all, { ...order('OrderDate', 'desc'), top: 5 }),
  ),
  c(
    'ranking',
    'top 10 items by quantity on hand',
    rows('SLItems', all, { ...order('QtyOnHand', 'desc'), top: 10 }),
  ),
  c(
    'ranking',
    'late customer orders, latest due date first',
    rows('SLCos', (r) => n(r.DaysLate) > 0, order('DueDate', 'desc')),
  ),
  c(
    'ranking',
    'top 5 vendors by PO value',
    agg('SLPos', all, 'sum', {
      measure: 'TotalAmount',
      groupBy: 'VendNum',
      top: { n: 5, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'which 3 customers have the largest total open invoice balance',
    agg('SLArinvs', (r) => r.Stat === 'O', 'sum', {
      measure: 'Balance',
      groupBy: 'CustNum',
      top: { n: 3, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'which vendors have the most overdue POs',
    agg('SLPos', (r) => n(r.DaysOverdue) > 0, 'count', {
      groupBy: 'VendNum',
      top: { n: 10, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'the 5 customers with the most orders',
    agg('SLCos', all, 'count', { groupBy: 'CustNum', top: { n: 5, dir: 'desc' } }),
  ),
  c(
    'ranking',
    'show the 20 biggest PO lines',
    rows('SLPoitems', all, { ...order('LineAmount', 'desc'), top: 20 }),
  ),
  c(
    'ranking',
    'jobs with the largest released quantity',
    rows('SLJobs', all, order('QtyReleased', 'desc')),
  ),

  // --- aggregates ------------------------------------------------------------------------------
  c('aggregates', 'how many vendors are there', agg('SLVendors', all, 'count')),
  c('aggregates', 'how many open purchase orders do we have', agg('SLPos', openOrder, 'count')),
  c(
    'aggregates',
    'number of overdue invoices',
    agg('SLArinvs', (r) => n(r.DaysPastDue) > 0, 'count'),
  ),
  c(
    'aggregates',
    'count of customers in Texas',
    agg('SLCustomers', (r) => r.State === 'TX', 'count'),
  ),
  c(
    'aggregates',
    'total value of open purchase orders',
    agg('SLPos', openOrder, 'sum', { measure: 'TotalAmount' }),
  ),
  c(
    'aggregates',
    'total outstanding balance on open invoices',
    agg('SLArinvs', (r) => r.Stat === 'O', 'sum', { measure: 'Balance' }),
  ),
  c(
    'aggregates',
    'sum of invoice amounts this year',
    agg('SLArinvs', (r) => between(r.InvDate, THIS_YEAR[0], T), 'sum', { measure: 'Amount' }),
  ),
  c('aggregates', 'average PO amount', agg('SLPos', all, 'avg', { measure: 'TotalAmount' })),
  c(
    'aggregates',
    'average unit cost of items in product code ELEC',
    agg('SLItems', (r) => r.ProductCode === 'ELEC', 'avg', { measure: 'UnitCost' }),
  ),
  c(
    'aggregates',
    'average days late of late customer orders',
    agg('SLCos', (r) => n(r.DaysLate) > 0, 'avg', { measure: 'DaysLate' }),
  ),
  c('aggregates', 'how many POs per vendor', agg('SLPos', all, 'count', { groupBy: 'VendNum' })),
  c(
    'aggregates',
    'number of items by product code',
    agg('SLItems', all, 'count', { groupBy: 'ProductCode' }),
  ),
  c('aggregates', 'count of jobs by status', agg('SLJobs', all, 'count', { groupBy: 'Stat' })),
  c(
    'aggregates',
    'total open order value by warehouse',
    agg('SLCos', openOrder, 'sum', { measure: 'TotalAmount', groupBy: 'Whse' }),
  ),
  c(
    'aggregates',
    'sum of open invoice balances per customer',
    agg('SLArinvs', (r) => r.Stat === 'O', 'sum', { measure: 'Balance', groupBy: 'CustNum' }),
  ),
  c(
    'aggregates',
    'average invoice amount by customer',
    agg('SLArinvs', all, 'avg', { measure: 'Amount', groupBy: 'CustNum' }),
  ),
  c(
    'aggregates',
    'how many vendors in each state',
    agg('SLVendors', all, 'count', { groupBy: 'State' }),
  ),
  c('aggregates', 'open POs by buyer', agg('SLPos', openOrder, 'count', { groupBy: 'Buyer' })),
  c(
    'aggregates',
    'total PO spend with Acme Steel Corp this year',
    agg(
      'SLPos',
      (r) => r.VendName === 'Acme Steel Corp' && between(r.OrderDate, THIS_YEAR[0], T),
      'sum',
      { measure: 'TotalAmount' },
    ),
  ),
  c(
    'aggregates',
    'maximum credit limit of customers in Ohio',
    agg('SLCustomers', (r) => r.State === 'OH', 'max', { measure: 'CreditLimit' }),
  ),
  c(
    'aggregates',
    'minimum unit price in the FAST product code',
    agg('SLItems', (r) => r.ProductCode === 'FAST', 'min', { measure: 'UnitPrice' }),
  ),
  c(
    'aggregates',
    'how many jobs are released',
    agg('SLJobs', (r) => r.Stat === 'R', 'count'),
  ),
  c(
    'aggregates',
    'total quantity on hand of items in the MAIN warehouse',
    agg('SLItems', (r) => r.Whse === 'MAIN', 'sum', { measure: 'QtyOnHand' }),
  ),
  c(
    'aggregates',
    'total line amount of PO lines for item IT-10000',
    agg('SLPoitems', (r) => r.Item === 'IT-10000', 'sum', { measure: 'LineAmount' }),
  ),
  c(
    'aggregates',
    'how many customer order lines are not fully shipped',
    agg('SLCoitems', (r) => n(r.QtyShipped) < n(r.QtyOrdered), 'count'),
  ),

  // --- filters through relations ---------------------------------------------------------------
  c(
    'relations',
    'POs from suppliers in Ohio',
    rows('SLPos', (r, d) => d.vendor(r.VendNum)?.State === 'OH'),
  ),
  c(
    'relations',
    'open purchase orders from vendors in California',
    rows('SLPos', (r, d) => openOrder(r) && d.vendor(r.VendNum)?.State === 'CA'),
  ),
  c(
    'relations',
    'purchase orders from vendors on hold',
    rows('SLPos', (r, d) => d.vendor(r.VendNum)?.Stat === 'H'),
  ),
  c(
    'relations',
    'invoices for customers in Texas',
    rows('SLArinvs', (r, d) => d.customer(r.CustNum)?.State === 'TX'),
  ),
  c(
    'relations',
    'open invoices of customers in Dallas',
    rows('SLArinvs', (r, d) => r.Stat === 'O' && d.customer(r.CustNum)?.City === 'Dallas'),
  ),
  c(
    'relations',
    'customer orders from customers on credit hold',
    rows('SLCos', (r, d) => d.customer(r.CustNum)?.Stat === 'H'),
  ),
  c(
    'relations',
    'vendors with open purchase orders',
    rows('SLVendors', (r, d) =>
      d.tables.SLPos.some((p) => p.VendNum === r.VendNum && openOrder(p)),
    ),
  ),
  c(
    'relations',
    'vendors with overdue POs',
    rows('SLVendors', (r, d) =>
      d.tables.SLPos.some((p) => p.VendNum === r.VendNum && n(p.DaysOverdue) > 0),
    ),
  ),
  c(
    'relations',
    'customers with open invoices',
    rows('SLCustomers', (r, d) =>
      d.tables.SLArinvs.some((i) => i.CustNum === r.CustNum && i.Stat === 'O'),
    ),
  ),
  c(
    'relations',
    'customers that have late orders',
    rows('SLCustomers', (r, d) =>
      d.tables.SLCos.some((o) => o.CustNum === r.CustNum && n(o.DaysLate) > 0),
    ),
  ),
  c(
    'relations',
    'PO lines for items in the FG product code',
    rows('SLPoitems', (r, d) => d.item(r.Item)?.ProductCode === 'FG'),
  ),
  c(
    'relations',
    'jobs for obsolete items',
    rows('SLJobs', (r, d) => d.item(r.Item)?.Stat === 'O'),
  ),
  c(
    'relations',
    'open PO lines from vendors in Michigan',
    rows('SLPoitems', (r, d) => openOrder(r) && d.vendor(d.po(r.PoNum)?.VendNum)?.State === 'MI'),
  ),
  c(
    'relations',
    'order lines on customer orders that are late',
    rows('SLCoitems', (r, d) => n(d.co(r.CoNum)?.DaysLate) > 0),
  ),
  c(
    'relations',
    'items on open customer orders',
    rows('SLItems', (r, d) =>
      d.tables.SLCoitems.some((l) => l.Item === r.Item && openOrder(d.co(l.CoNum) as Row)),
    ),
  ),
  c(
    'relations',
    'invoices over 10000 from customers with a credit limit under 30000',
    rows(
      'SLArinvs',
      (r, d) => n(r.Amount) > 10000 && n(d.customer(r.CustNum)?.CreditLimit) < 30000,
    ),
  ),
  c(
    'relations',
    'customer orders from customers in Canada',
    rows('SLCos', (r, d) => d.customer(r.CustNum)?.Country === 'Canada'),
  ),
  c(
    'relations',
    'purchase orders from vendors in Toronto over 5000',
    rows('SLPos', (r, d) => n(r.TotalAmount) > 5000 && d.vendor(r.VendNum)?.City === 'Toronto'),
  ),

  // --- negation --------------------------------------------------------------------------------
  c(
    'negation',
    'vendors not in Ohio',
    rows('SLVendors', (r) => r.State !== 'OH'),
  ),
  c(
    'negation',
    'customer orders that are not complete',
    rows('SLCos', (r) => r.Stat !== 'C'),
  ),
  c(
    'negation',
    'POs not from Acme Steel Corp over 40000',
    rows('SLPos', (r) => r.VendName !== 'Acme Steel Corp' && n(r.TotalAmount) > 40000),
  ),
  c(
    'negation',
    'vendors without an email address',
    rows('SLVendors', (r) => r.Email === null),
  ),
  c(
    'negation',
    'vendors with no phone number',
    rows('SLVendors', (r) => r.Phone === null),
  ),
  c(
    'negation',
    'customers without a sales rep',
    rows('SLCustomers', (r) => r.SalesRep === null),
  ),
  c(
    'negation',
    'items excluding the FAST product code',
    rows('SLItems', (r) => r.ProductCode !== 'FAST'),
  ),
  c(
    'negation',
    'open POs not in the MAIN warehouse',
    rows('SLPos', (r) => openOrder(r) && r.Whse !== 'MAIN'),
  ),
  c(
    'negation',
    'invoices that are not paid',
    rows('SLArinvs', (r) => r.Stat !== 'P'),
  ),
  c(
    'negation',
    'jobs that are not complete',
    rows('SLJobs', (r) => r.Stat !== 'C'),
  ),
  c(
    'negation',
    'vendors with no open purchase orders',
    rows(
      'SLVendors',
      (r, d) => !d.tables.SLPos.some((p) => p.VendNum === r.VendNum && openOrder(p)),
    ),
  ),
  c(
    'negation',
    'customers without any invoices',
    rows('SLCustomers', (r, d) => !d.tables.SLArinvs.some((i) => i.CustNum === r.CustNum)),
  ),
  c(
    'negation',
    'active items not in the EAST or WEST warehouse',
    rows('SLItems', (r) => r.Stat === 'A' && r.Whse !== 'EAST' && r.Whse !== 'WEST'),
  ),
  c(
    'negation',
    'customers outside Texas',
    rows('SLCustomers', (r) => r.State !== 'TX'),
  ),

  // --- comparisons between properties ------------------------------------------------------------
  c(
    'property-compare',
    'items below their reorder point',
    rows('SLItems', (r) => n(r.QtyOnHand) < n(r.ReorderPoint)),
  ),
  c(
    'property-compare',
    'items that need reordering',
    rows('SLItems', (r) => n(r.QtyOnHand) < n(r.ReorderPoint)),
  ),
  c(
    'property-compare',
    'items where quantity on hand is less than the reorder point',
    rows('SLItems', (r) => n(r.QtyOnHand) < n(r.ReorderPoint)),
  ),
  c(
    'property-compare',
    'fully received PO lines',
    rows('SLPoitems', (r) => n(r.QtyReceived) >= n(r.QtyOrdered)),
  ),
  c(
    'property-compare',
    'partially received PO lines',
    rows('SLPoitems', (r) => n(r.QtyReceived) > 0 && n(r.QtyReceived) < n(r.QtyOrdered)),
  ),
  c(
    'property-compare',
    'customer order lines not fully shipped',
    rows('SLCoitems', (r) => n(r.QtyShipped) < n(r.QtyOrdered)),
  ),
  c(
    'property-compare',
    'jobs where quantity complete is less than quantity released',
    rows('SLJobs', (r) => n(r.QtyComplete) < n(r.QtyReleased)),
  ),
  c(
    'property-compare',
    'partially paid invoices',
    rows('SLArinvs', (r) => n(r.Balance) > 0 && n(r.Balance) < n(r.Amount)),
  ),
  c(
    'property-compare',
    'items out of stock',
    rows('SLItems', (r) => n(r.QtyOnHand) <= 0),
  ),
  c(
    'property-compare',
    'items priced below their unit cost',
    rows('SLItems', (r) => n(r.UnitPrice) < n(r.UnitCost)),
  ),

  // --- field selection ------------------------------------------------------------------------
  c(
    'fields',
    'vendor names and phone numbers in Ohio',
    rows('SLVendors', (r) => r.State === 'OH', { fields: ['name', 'phone'] }),
  ),
  c(
    'fields',
    'email addresses of vendors on hold',
    rows('SLVendors', (r) => r.Stat === 'H', { fields: ['email'] }),
  ),
  c(
    'fields',
    'customer names and credit limits in Georgia',
    rows('SLCustomers', (r) => r.State === 'GA', { fields: ['name', 'credit_limit'] }),
  ),
  c(
    'fields',
    'item descriptions and unit prices for product code HYD',
    rows('SLItems', (r) => r.ProductCode === 'HYD', { fields: ['description', 'unit_price'] }),
  ),
  c(
    'fields',
    'PO numbers and due dates of overdue purchase orders',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0, { fields: ['po_number', 'due_date'] }),
  ),
  c(
    'fields',
    'show the contact names of suppliers in Michigan',
    rows('SLVendors', (r) => r.State === 'MI', { fields: ['contact'] }),
  ),
  c(
    'fields',
    'invoice numbers and balances of open invoices over 20000',
    rows('SLArinvs', (r) => r.Stat === 'O' && n(r.Amount) > 20000, {
      fields: ['inv_num', 'balance'],
    }),
  ),
  c(
    'fields',
    'job numbers and end dates of released jobs',
    rows('SLJobs', (r) => r.Stat === 'R', { fields: ['job', 'end_date'] }),
  ),
  c(
    'fields',
    'cities and states of customers on hold',
    rows('SLCustomers', (r) => r.Stat === 'H', { fields: ['city', 'state'] }),
  ),
  c(
    'fields',
    'list vendors in Texas with their phone numbers',
    rows('SLVendors', (r) => r.State === 'TX', { fields: ['vend_num', 'name', 'state', 'phone'] }),
  ),

  // --- typos -----------------------------------------------------------------------------------
  c(
    'typos',
    'show overdue purchse orders over $10K',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0 && n(r.TotalAmount) > 10000),
  ),
  c(
    'typos',
    'vendros in Ohio',
    rows('SLVendors', (r) => r.State === 'OH'),
  ),
  c(
    'typos',
    'custmers in Dallas',
    rows('SLCustomers', (r) => r.City === 'Dallas'),
  ),
  c(
    'typos',
    'open invocies',
    rows('SLArinvs', (r) => r.Stat === 'O'),
  ),
  c(
    'typos',
    'supplers on credit hold',
    rows('SLVendors', (r) => r.Stat === 'H'),
  ),
  c(
    'typos',
    'overdeu POs',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0),
  ),
  c(
    'typos',
    'items not in the MAIN warehosue',
    rows('SLItems', (r) => r.Whse !== 'MAIN'),
  ),
  c('typos', 'how many opne jobs', agg('SLJobs', openJob, 'count')),
  c(
    'typos',
    'custoemr orders more than 2 weeks late',
    rows('SLCos', (r) => n(r.DaysLate) > 14),
  ),
  c(
    'typos',
    'purchase ordres from vendors in Texsa',
    rows('SLPos', (r, d) => d.vendor(r.VendNum)?.State === 'TX'),
  ),
  c(
    'typos',
    'itmes that cost more than 250',
    rows('SLItems', (r) => n(r.UnitCost) > 250),
  ),
  c(
    'typos',
    'averge line amount on PO lines for item IT-10001',
    agg('SLPoitems', (r) => r.Item === 'IT-10001', 'avg', { measure: 'LineAmount' }),
  ),
  c(
    'typos',
    'completd jobs',
    rows('SLJobs', (r) => r.Stat === 'C'),
  ),
  c(
    'typos',
    'invoices from customres in Georgia',
    rows('SLArinvs', (r, d) => d.customer(r.CustNum)?.State === 'GA'),
  ),

  // --- more phrasings across capabilities ----------------------------------------------------
  c(
    'numbers',
    'POs more than a month overdue',
    rows('SLPos', (r) => n(r.DaysOverdue) > 30),
  ),
  c(
    'numbers',
    'customer orders late by more than 14 days',
    rows('SLCos', (r) => n(r.DaysLate) > 14),
  ),
  c(
    'ranking',
    'which customer owes us the most',
    agg('SLArinvs', all, 'sum', {
      measure: 'Balance',
      groupBy: 'CustNum',
      top: { n: 1, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'which vendor has the most purchase orders',
    agg('SLPos', all, 'count', { groupBy: 'VendNum', top: { n: 1, dir: 'desc' } }),
  ),
  c(
    'ranking',
    'which buyer has the most open POs',
    agg('SLPos', openOrder, 'count', { groupBy: 'Buyer', top: { n: 1, dir: 'desc' } }),
  ),
  c(
    'ranking',
    'who are our 10 biggest customers by open orders',
    agg('SLCos', openOrder, 'sum', {
      measure: 'TotalAmount',
      groupBy: 'CustNum',
      top: { n: 10, dir: 'desc' },
    }),
  ),
  c(
    'aggregates',
    'sales by warehouse',
    agg('SLCos', all, 'sum', { measure: 'TotalAmount', groupBy: 'Whse' }),
  ),
  c(
    'aggregates',
    'how much money do customers owe us',
    agg('SLArinvs', all, 'sum', { measure: 'Balance' }),
  ),
  c(
    'aggregates',
    'how many units of IT-10000 are on hand',
    agg('SLItems', (r) => r.Item === 'IT-10000', 'sum', { measure: 'QtyOnHand' }),
  ),
  c(
    'aggregates',
    'what is the value of all open customer orders',
    agg('SLCos', openOrder, 'sum', { measure: 'TotalAmount' }),
  ),
  c(
    'aggregates',
    'total spend by buyer last year',
    agg('SLPos', (r) => between(r.OrderDate, LAST_YEAR[0], LAST_YEAR[1]), 'sum', {
      measure: 'TotalAmount',
      groupBy: 'Buyer',
    }),
  ),
  c(
    'statuses',
    'jobs that are late',
    rows('SLJobs', (r) => openJob(r) && s(r.EndDate) < T),
  ),
  c(
    'statuses',
    'late PO lines',
    rows('SLPoitems', (r) => openOrder(r) && s(r.DueDate) < T),
  ),
  c(
    'dates',
    'jobs past their end date',
    rows('SLJobs', (r) => s(r.EndDate) < T),
  ),
  c(
    'dates',
    'purchase orders due before the end of this month',
    rows('SLPos', (r) => s(r.DueDate) < '2026-11-30'),
  ),
  c(
    'dates',
    'Give me the POs for vendor Acme Steel Corp placed since January 1st',
    rows('SLPos', (r) => r.VendName === 'Acme Steel Corp' && s(r.OrderDate) >= '2026-01-01'),
  ),
  c(
    'names',
    'vendors in Ohio, Michigan or Indiana',
    rows('SLVendors', (r) => r.State === 'OH' || r.State === 'MI' || r.State === 'IN'),
  ),
  c(
    'names',
    'POs for Acme',
    rows('SLPos', (r) => s(r.VendName).startsWith('Acme ')),
  ),
  c(
    'names',
    'items starting with IT-100',
    rows('SLItems', (r) => s(r.Item).startsWith('IT-100')),
  ),
  c(
    'names',
    'POs with status F',
    rows('SLPos', (r) => r.Stat === 'F'),
  ),
  c(
    'fields',
    'show me everything about vendor Acme Steel Corp',
    rows('SLVendors', (r) => r.Name === 'Acme Steel Corp', {
      fields: [
        'vend_num',
        'name',
        'city',
        'state',
        'country',
        'contact',
        'phone',
        'email',
        'terms',
        'stat',
      ],
    }),
  ),
  dyn('fields', (d) => {
    const po = d.tables.SLPos[25];
    return {
      q: `who is the buyer on ${s(po.PoNum)}`,
      e: rows('SLPos', (r) => r.PoNum === po.PoNum, { fields: ['buyer'] }),
    };
  }),
  dyn('fields', (d) => {
    const po = d.tables.SLPos[30];
    return {
      q: `when is ${s(po.PoNum)} due`,
      e: rows('SLPos', (r) => r.PoNum === po.PoNum, { fields: ['due_date'] }),
    };
  }),
  c(
    'synonyms',
    'show open orders for Acme Steel Corp',
    rows('SLPos', (r) => openOrder(r) && r.VendName === 'Acme Steel Corp'),
  ),
  c(
    'synonyms',
    'items that are not stored in MAIN',
    rows('SLItems', (r) => r.Whse !== 'MAIN'),
  ),
  c(
    'typos',
    'shwo me overdue purchace orders',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0),
  ),
  c(
    'typos',
    'jobs in the MIAN warehouse',
    rows('SLJobs', (r) => r.Whse === 'MAIN'),
  ),
  c(
    'typos',
    'vendors in Ohoi',
    rows('SLVendors', (r) => r.State === 'OH'),
  ),
  c('refusals', 'Order 500 hex bolts from Acme Steel Corp', REFUSE),
  c('refusals', 'close PO-2024-0001', REFUSE),
  c('refusals', 'email the overdue list to my boss', REFUSE),
  c('refusals', 'who should we order from', REFUSE),
  c('refusals', 'show me the database schema', REFUSE),

  // --- refusals: gibberish, out of domain, changes to data -------------------------------------
  c('refusals', 'asdf qwerty zxcv', REFUSE),
  c('refusals', 'lorem ipsum dolor sit amet', REFUSE),
  c('refusals', 'tell me a joke', REFUSE),
  c('refusals', 'who won the world cup in 2022', REFUSE),
  c('refusals', 'what is the capital of France', REFUSE),
  c('refusals', 'write a poem about spring', REFUSE),
  c('refusals', 'what time is it', REFUSE),
  c('refusals', 'how do I bake sourdough bread', REFUSE),
  c('refusals', 'translate hello into Spanish', REFUSE),
  c('refusals', 'what is the meaning of life', REFUSE),
  c('refusals', 'play some music', REFUSE),
  c('refusals', 'hello', REFUSE),
  c('refusals', '???', REFUSE),
  c('refusals', 'blah blah blah', REFUSE),
  c('refusals', 'what is the stock price of Tesla', REFUSE),
  c('refusals', 'delete all vendors in Ohio', REFUSE),
  c('refusals', 'remove purchase order PO-2024-0001', REFUSE),
  c('refusals', 'update the credit limit of customers in Texas to 50000', REFUSE),
  c('refusals', 'drop table SLPos', REFUSE),
  c('refusals', "'; DROP TABLE users; --", REFUSE),
  c('refusals', 'insert a new vendor called Foo Inc', REFUSE),
  c('refusals', 'create a purchase order for Acme Steel Corp', REFUSE),
  c('refusals', 'cancel all open POs', REFUSE),
  c('refusals', 'approve the planned purchase orders', REFUSE),
  c('refusals', 'set vendor V10003 on hold', REFUSE),
  c('refusals', 'mark overdue invoices as paid', REFUSE),
  c('refusals', 'change the due date of all late customer orders', REFUSE),
  c('refusals', 'increase item prices by 10 percent', REFUSE),
  c('refusals', 'truncate the invoices', REFUSE),
  c('refusals', 'please modify the warehouse of item IT-10005 to EAST', REFUSE),
  c('refusals', 'send an email to all customers on hold', REFUSE),
  c('refusals', 'put vendor Acme Steel Corp on credit hold', REFUSE),
  c('refusals', 'erase the job history', REFUSE),
  c('refusals', 'reset my password', REFUSE),
];
