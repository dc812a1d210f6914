/**
 * The evaluation set: questions over the demo ERP (the syteline catalog's real names) with their
 * expected answers written as plain predicates over the raw rows (see eval-data.ts). Meanings
 * follow shared/nl-examples.md: open = P/O (jobs F/R), an open / unpaid invoice is an SLArtrans
 * row of Type I with a Balance above 0 ("invoices" always means Type I), customers are the
 * CustSeq 0 rows of SLCustomers, stock and reorder points are per warehouse (SLItemwhses),
 * numbers of vendors and customers may be written without SyteLine's padding,
 * overdue = the derived days > 0, over = >, at least = >=,
 * between is inclusive, "last N days" = today−N..today, "this month" placed = 1st..today,
 * "due this month" = the whole month, "$" = US dollars (POs in other currencies converted with
 * ExchRate or left out, see poInDollars). Today is EVAL_TODAY (2026-11-21, a Saturday).
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
import { EvalData, EVAL_TODAY as T, Row, shift } from './eval-data';
import type { Direction, EvalCase, Expectation, Pred, RowsExpectation } from './eval-types';

const order = (by: string, dir: Direction) => ({ order: { by, dir } });

const openJob = (r: Row): boolean => r.Stat === 'F' || r.Stat === 'R';
const paid = (r: Row): boolean => inv(r) && n(r.Balance) <= 0;
const onHold = (r: Row | undefined): boolean => String(r?.CreditHold) === '1';
/** Item stock in a warehouse below its reorder point. */
const belowReorder = (r: Row): boolean => n(r.QtyOnHand) < n(r.QtyReorder);

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
const customer = (d: EvalData, i: number): Row => d.tables.SLCustomers.filter(cust)[i];
/** A vendor with some open purchase orders (not Acme), so answers are not empty. */
const busyVendor = (d: EvalData): Row =>
  d.tables.SLVendors.find(
    (v) =>
      v.Name !== 'Acme Steel Corp' &&
      d.tables.SLPos.filter((p) => p.VendNum === v.VendNum && openOrder(p)).length >= 2,
  ) as Row;
const busyCustomer = (d: EvalData): Row =>
  d.tables.SLCustomers.find(
    (c) =>
      cust(c) && d.tables.SLArtrans.filter((i) => i.CustNum === c.CustNum && unpaid(i)).length >= 2,
  ) as Row;
const poWithLines = (d: EvalData): Row =>
  d.tables.SLPos.find(
    (p) => d.tables.SLPoItems.filter((l) => l.PoNum === p.PoNum).length >= 3,
  ) as Row;
const coWithLines = (d: EvalData): Row =>
  d.tables.SLCos.find(
    (c) => d.tables.SLCoitems.filter((l) => l.CoNum === c.CoNum).length >= 3,
  ) as Row;

const SAMPLE_FIELDS = ['po_number', 'vendor', 'amount', 'days_overdue'];

/**
 * POs compared with an amount written in dollars ("over $10K", #17): "$" names US dollars, the
 * domestic currency, so a PO in CAD or MXN is compared by its domestic value (PoCost × ExchRate)
 * or left out (only POs in USD). Both readings are right; the engine must say which it took.
 */
const poInDollars = (
  where: Pred,
  amount: (v: number) => boolean,
  extra: Partial<RowsExpectation> = {},
): Expectation =>
  anyOf(
    rows('SLPos', (r, d) => where(r, d) && amount(n(r.PoCost) * n(r.ExchRate ?? 1)), extra),
    rows('SLPos', (r, d) => where(r, d) && r.VenCurrCode === 'USD' && amount(n(r.PoCost)), extra),
  );

export const EVAL_CASES: readonly EvalCase[] = [
  // --- the worked examples of nl-examples.md --------------------------------------------------
  c(
    'examples',
    'Show overdue purchase orders over $10K',
    poInDollars(
      (r) => n(r.DaysOverdue) > 0,
      (v) => v > 10000,
      { fields: SAMPLE_FIELDS },
    ),
  ),
  c(
    'examples',
    'open POs for Acme Steel Corp',
    rows('SLPos', (r) => openOrder(r) && r.VendorName === 'Acme Steel Corp'),
  ),
  c(
    'examples',
    'planned purchase orders due this month',
    rows('SLPos', (r) => r.Stat === 'P' && between(r.DueDate, MONTH[0], MONTH[1])),
  ),
  c(
    'examples',
    'suppliers in Ohio',
    rows('SLVendors', (r) => r.VadState === 'OH'),
  ),
  c(
    'examples',
    'customers on credit hold',
    rows('SLCustomers', (r) => cust(r) && onHold(r)),
  ),
  c(
    'examples',
    'customers in Dallas',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Dallas'),
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
    agg('SLArtrans', (r) => inv(r) && between(r.InvDate, LAST_MONTH[0], LAST_MONTH[1]), 'sum', {
      measure: 'Amount',
    }),
  ),
  c(
    'examples',
    'average line amount on PO lines for item IT-10001',
    agg('SLPoItems', (r) => r.Item === 'IT-10001', 'avg', { measure: 'LineAmount' }),
  ),
  c(
    'examples',
    '10 biggest customers by open order value',
    agg('SLCos', openOrder, 'sum', {
      measure: 'Price',
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
    rows(
      'SLArtrans',
      (r, d) => inv(r) && n(r.Amount) > 20000 && d.customer(r.CustNum)?.State === 'GA',
    ),
  ),
  c(
    'examples',
    'items below reorder point in warehouse MAIN',
    rows('SLItemwhses', (r) => belowReorder(r) && r.Whse === 'MAIN'),
  ),
  c(
    'examples',
    'PO lines not fully received',
    rows('SLPoItems', (r) => n(r.QtyReceived) < n(r.QtyOrdered)),
  ),
  c(
    'examples',
    'vendor names and phone numbers in Michigan',
    rows('SLVendors', (r) => r.VadState === 'MI', { fields: ['name', 'phone'] }),
  ),
  c('examples', "what's the weather tomorrow", REFUSE),
  c(
    'examples',
    'purchase orders from vendors in Texas',
    rows('SLPos', (r, d) => d.vendor(r.VendNum)?.VadState === 'TX'),
  ),

  // --- synonyms and paraphrases ---------------------------------------------------------------
  c(
    'synonyms',
    'list all suppliers located in Texas',
    rows('SLVendors', (r) => r.VadState === 'TX'),
  ),
  c(
    'synonyms',
    'which vendors are based in California?',
    rows('SLVendors', (r) => r.VadState === 'CA'),
  ),
  c(
    'synonyms',
    'show me clients in Atlanta',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Atlanta'),
  ),
  c(
    'synonyms',
    'accounts in Chicago',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Chicago'),
  ),
  c(
    'synonyms',
    'parts that cost more than 100 dollars',
    rows('SLItems', (r) => n(r.UnitCost) > 100),
  ),
  c(
    'synonyms',
    'products that cost over $500',
    rows('SLItems', (r) => n(r.UnitCost) > 500),
  ),
  c(
    'synonyms',
    'which sales orders are late?',
    rows('SLCos', (r) => n(r.DaysLate) > 0),
  ),
  c(
    'synonyms',
    'past due receivables',
    rows('SLArtrans', (r) => n(r.DaysPastDue) > 0),
  ),
  c('synonyms', 'list the open work orders', rows('SLJobs', openJob)),
  c('synonyms', 'unpaid bills', rows('SLArtrans', unpaid)),
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
    'stock levels in the EAST warehouse',
    rows('SLItemwhses', (r) => r.Whse === 'EAST'),
  ),
  c(
    'synonyms',
    'materials stocked at the WEST site',
    rows('SLItemwhses', (r) => r.Whse === 'WEST'),
  ),
  c('synonyms', 'invoices that have been paid', rows('SLArtrans', paid)),
  c(
    'synonyms',
    'inactive suppliers',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'synonyms',
    'customers that are on hold',
    rows('SLCustomers', (r) => cust(r) && onHold(r)),
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
    rows('SLArtrans', (r) => n(r.Balance) > 10000),
  ),
  c(
    'synonyms',
    'COs that are stopped',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c('synonyms', 'which customer orders are on hold?', rows('SLCos', onHold)),
  c(
    'synonyms',
    'line items on purchase orders due next week',
    rows('SLPoItems', (r, d) => between(d.po(r.PoNum)?.DueDate, NEXT_WEEK[0], NEXT_WEEK[1])),
  ),
  c(
    'synonyms',
    'show the A/R invoices over 15000',
    rows('SLArtrans', (r) => inv(r) && n(r.Amount) > 15000),
  ),
  c(
    'synonyms',
    'manufacturing orders that are complete',
    rows('SLJobs', (r) => r.Stat === 'C'),
  ),
  c(
    'synonyms',
    'vendors with payment terms NET60',
    rows('SLVendors', (r) => r.TermsCode === 'NET60'),
  ),
  c(
    'synonyms',
    'customers handled by sales rep KPATEL',
    rows('SLCustomers', (r) => cust(r) && r.Slsman === 'KPATEL'),
  ),

  // --- numbers and money ---------------------------------------------------------------------
  c(
    'numbers',
    'purchase orders over $25,000',
    poInDollars(all, (v) => v > 25000),
  ),
  c(
    'numbers',
    'POs above 1.5M',
    rows('SLPos', (r) => n(r.PoCost) > 1500000),
  ),
  c(
    'numbers',
    'purchase orders of at least 50k',
    rows('SLPos', (r) => n(r.PoCost) >= 50000),
  ),
  c(
    'numbers',
    'POs under $500',
    poInDollars(all, (v) => v < 500),
  ),
  c(
    'numbers',
    'POs between $10,000 and $12,000',
    poInDollars(all, (v) => v >= 10000 && v <= 12000),
  ),
  c(
    'numbers',
    'invoices over ten thousand dollars',
    rows('SLArtrans', (r) => inv(r) && n(r.Amount) > 10000),
  ),
  c(
    'numbers',
    'invoices of more than $2,500.50',
    rows('SLArtrans', (r) => inv(r) && n(r.Amount) > 2500.5),
  ),
  c(
    'numbers',
    'invoices with a balance of at least 5000',
    rows('SLArtrans', (r) => inv(r) && n(r.Balance) >= 5000),
  ),
  c(
    'numbers',
    'customer orders greater than 20 thousand',
    rows('SLCos', (r) => n(r.Price) > 20000),
  ),
  c(
    'numbers',
    'sales orders below 100 dollars',
    rows('SLCos', (r) => n(r.Price) < 100),
  ),
  c(
    'numbers',
    'customers with a credit limit over 150k',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) > 150000),
  ),
  c(
    'numbers',
    'customers whose credit limit is no more than 20000',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) <= 20000),
  ),
  c(
    'numbers',
    'items with unit cost less than 1',
    rows('SLItems', (r) => n(r.UnitCost) < 1),
  ),
  c(
    'numbers',
    'items with more than 5000 on hand',
    rows('SLItems', (r) => n(r.DerQtyOnHand) > 5000),
  ),
  c(
    'numbers',
    'items with fewer than 20 units in stock',
    rows('SLItems', (r) => n(r.DerQtyOnHand) < 20),
  ),
  c(
    'numbers',
    'PO lines with a quantity ordered of 1000 or more',
    rows('SLPoItems', (r) => n(r.QtyOrdered) >= 1000),
  ),
  c(
    'numbers',
    'PO lines with line amount over 20000',
    rows('SLPoItems', (r) => n(r.LineAmount) > 20000),
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
    rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 60),
  ),
  c(
    'numbers',
    'purchase orders overdue by more than 30 days',
    rows('SLPos', (r) => n(r.DaysOverdue) > 30),
  ),
  c(
    'numbers',
    'invoices between 5k and 7.5k',
    rows('SLArtrans', (r) => inv(r) && n(r.Amount) >= 5000 && n(r.Amount) <= 7500),
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
    'archived purchase orders',
    rows('SLPos', (r) => r.Stat === 'H'),
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
  c('statuses', 'open invoices', rows('SLArtrans', unpaid)),
  c(
    'statuses',
    'paid invoices over 30000',
    rows('SLArtrans', (r) => paid(r) && n(r.Amount) > 30000),
  ),
  c(
    'statuses',
    'overdue invoices',
    rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0),
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
    rows('SLVendors', (r) => r.Stat === 'A' && r.VadState === 'IL'),
  ),
  c(
    'statuses',
    'dormant suppliers',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'statuses',
    'obsolete items',
    rows('SLItems', (r) => r.Stat === 'O'),
  ),
  c(
    'statuses',
    'customers in Texas not on credit hold',
    rows('SLCustomers', (r) => cust(r) && !onHold(r) && r.State === 'TX'),
  ),
  c('statuses', 'open PO lines', rows('SLPoItems', openOrder)),
  c(
    'statuses',
    'filled customer order lines',
    rows('SLCoitems', (r) => r.Stat === 'F'),
  ),
  c(
    'statuses',
    'ordered purchase orders for Acme Steel Corp',
    rows('SLPos', (r) => r.Stat === 'O' && r.VendorName === 'Acme Steel Corp'),
  ),
  c(
    'statuses',
    'open or planned purchase orders in the EAST warehouse',
    rows('SLPos', (r) => openOrder(r) && r.Whse === 'EAST'),
  ),
  c(
    'statuses',
    'planned or complete POs',
    rows('SLPos', (r) => r.Stat === 'P' || r.Stat === 'C'),
  ),
  c(
    'statuses',
    'unpaid invoices over 10k',
    rows('SLArtrans', (r) => unpaid(r) && n(r.Amount) > 10000),
  ),
  c(
    'statuses',
    'ship-to addresses in Texas',
    rows('SLCustomers', (r) => n(r.CustSeq) > 0 && r.State === 'TX'),
  ),

  // --- names and places ------------------------------------------------------------------------
  c(
    'names',
    'purchase orders for Acme Steel Corp',
    rows('SLPos', (r) => r.VendorName === 'Acme Steel Corp'),
  ),
  c(
    'names',
    'overdue POs from acme steel corp',
    rows('SLPos', (r) => r.VendorName === 'Acme Steel Corp' && n(r.DaysOverdue) > 0),
  ),
  c(
    'names',
    'Acme Steel Corporation purchase orders over 20000',
    rows('SLPos', (r) => r.VendorName === 'Acme Steel Corp' && n(r.PoCost) > 20000),
  ),
  dyn('names', (d) => {
    const v = busyVendor(d);
    return {
      q: `open POs for ${s(v.Name)}`,
      e: rows('SLPos', (r) => openOrder(r) && r.VendorName === v.Name),
    };
  }),
  dyn('names', (d) => {
    const cu = busyCustomer(d);
    return {
      q: `open invoices for ${s(cu.Name)}`,
      e: rows('SLArtrans', (r) => unpaid(r) && r.DerCustName === cu.Name),
    };
  }),
  dyn('names', (d) => {
    const cu = customer(d, 3);
    return {
      q: `customer orders from ${s(cu.Name)}`,
      e: rows('SLCos', (r) => r.CustomerName === cu.Name),
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
    rows('SLVendors', (r) => r.VadCity === 'Cleveland'),
  ),
  c(
    'names',
    'suppliers from Toronto',
    rows('SLVendors', (r) => r.VadCity === 'Toronto'),
  ),
  c(
    'names',
    'customers located in Montreal',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Montreal'),
  ),
  c(
    'names',
    'customers in New York',
    rows('SLCustomers', (r) => cust(r) && (r.City === 'New York' || r.State === 'NY')),
  ),
  c(
    'names',
    'vendors in TX',
    rows('SLVendors', (r) => r.VadState === 'TX'),
  ),
  c(
    'names',
    'customers in north carolina',
    rows('SLCustomers', (r) => cust(r) && r.State === 'NC'),
  ),
  c(
    'names',
    'Canadian vendors',
    rows('SLVendors', (r) => r.VadCountry === 'Canada'),
  ),
  c(
    'names',
    'vendors in Mexico',
    rows('SLVendors', (r) => r.VadCountry === 'Mexico'),
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
    return { q: `lines of ${s(po.PoNum)}`, e: rows('SLPoItems', (r) => r.PoNum === po.PoNum) };
  }),
  dyn('names', (d) => {
    const co = coWithLines(d);
    return {
      q: `order lines on ${s(co.CoNum).trim()}`,
      e: rows('SLCoitems', (r) => r.CoNum === co.CoNum),
    };
  }),
  dyn('names', (d) => {
    const po = d.tables.SLPos[10];
    return { q: `show ${s(po.PoNum)}`, e: rows('SLPos', (r) => r.PoNum === po.PoNum) };
  }),
  dyn('names', (d) => {
    const one = d.tables.SLArtrans.filter(inv)[20];
    return {
      q: `invoice ${s(one.InvNum)}`,
      e: rows('SLArtrans', (r) => inv(r) && r.InvNum === one.InvNum),
    };
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
    rows('SLPos', (r) => r.VenCurrCode === 'CAD'),
  ),
  c(
    'names',
    'vendors in Hamilton',
    rows('SLVendors', (r) => r.VadCity === 'Hamilton'),
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
    rows('SLArtrans', (r) => inv(r) && between(r.InvDate, LAST_MONTH[0], LAST_MONTH[1])),
  ),
  c(
    'dates',
    'invoices in March 2026',
    rows('SLArtrans', (r) => inv(r) && between(r.InvDate, '2026-03-01', '2026-03-31')),
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
    rows('SLJobs', (r) => between(r.JschStartDate, NEXT_MONTH[0], NEXT_MONTH[1])),
  ),
  c(
    'dates',
    'jobs started this year',
    rows('SLJobs', (r) => between(r.JschStartDate, THIS_YEAR[0], T)),
  ),
  c(
    'dates',
    'jobs due this month',
    rows('SLJobs', (r) => between(r.JschEndDate, MONTH[0], MONTH[1])),
  ),
  c(
    'dates',
    'invoices dated before 2024-01-01',
    rows('SLArtrans', (r) => inv(r) && s(r.InvDate) < '2024-01-01'),
  ),
  c(
    'dates',
    'POs ordered since October 1, 2026',
    rows('SLPos', (r) => s(r.OrderDate) >= '2026-10-01'),
  ),
  c(
    'dates',
    'invoices due after December 1 2026',
    rows('SLArtrans', (r) => inv(r) && s(r.DueDate) > '2026-12-01'),
  ),
  c(
    'dates',
    'customer orders placed between 2026-09-01 and 2026-09-15',
    rows('SLCos', (r) => between(r.OrderDate, '2026-09-01', '2026-09-15')),
  ),
  c(
    'dates',
    'open invoices older than 90 days',
    rows('SLArtrans', (r) => unpaid(r) && s(r.InvDate) < shift(-90)),
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
    rows('SLArtrans', (r) => inv(r) && between(r.InvDate, LAST_QUARTER[0], LAST_QUARTER[1])),
  ),
  c(
    'dates',
    'sales orders this quarter',
    rows('SLCos', (r) => between(r.OrderDate, THIS_QUARTER[0], T)),
  ),
  c(
    'dates',
    'invoices issued year to date',
    rows('SLArtrans', (r) => inv(r) && between(r.InvDate, THIS_YEAR[0], T)),
  ),
  c(
    'dates',
    'PO lines due in the next 7 days',
    rows('SLPoItems', (r) => between(r.DueDate, T, shift(7))),
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
    rows('SLArtrans', (r) => inv(r) && between(r.DueDate, '2026-10-01', '2026-12-31')),
  ),

  // --- ranking and sorting ---------------------------------------------------------------------
  c(
    'ranking',
    'top 5 purchase orders by amount',
    rows('SLPos', all, { ...order('PoCost', 'desc'), top: 5 }),
  ),
  c(
    'ranking',
    'the 10 largest open POs',
    rows('SLPos', openOrder, { ...order('PoCost', 'desc'), top: 10 }),
  ),
  c(
    'ranking',
    '5 oldest open invoices',
    rows('SLArtrans', unpaid, { ...order('InvDate', 'asc'), top: 5 }),
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
    'cheapest 5 items by unit cost',
    rows('SLItems', all, { ...order('UnitCost', 'asc'), top: 5 }),
  ),
  c(
    'ranking',
    'customers with the highest credit limit',
    rows('SLCustomers', cust, order('CreditLimit', 'desc')),
  ),
  c(
    'ranking',
    'the largest invoice',
    rows('SLArtrans', inv, { ...order('Amount', 'desc'), top: 1 }),
  ),
  c(
    'ranking',
    'open invoices sorted by balance descending',
    rows('SLArtrans', unpaid, order('Balance', 'desc')),
  ),
  c(
    'ranking',
    'vendors in Ohio sorted by name',
    rows('SLVendors', (r) => r.VadState === 'OH', order('Name', 'asc')),
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
      measure: 'PoCost',
      groupBy: 'VendNum',
      top: { n: 5, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'which 3 customers have the largest total open invoice balance',
    agg('SLArtrans', unpaid, 'sum', {
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
    rows('SLPoItems', all, { ...order('LineAmount', 'desc'), top: 20 }),
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
    agg('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0, 'count'),
  ),
  c(
    'aggregates',
    'count of customers in Texas',
    agg('SLCustomers', (r) => cust(r) && r.State === 'TX', 'count'),
  ),
  c(
    'aggregates',
    'total value of open purchase orders',
    agg('SLPos', openOrder, 'sum', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'total outstanding balance on open invoices',
    agg('SLArtrans', unpaid, 'sum', { measure: 'Balance' }),
  ),
  c(
    'aggregates',
    'sum of invoice amounts this year',
    agg('SLArtrans', (r) => inv(r) && between(r.InvDate, THIS_YEAR[0], T), 'sum', {
      measure: 'Amount',
    }),
  ),
  c('aggregates', 'average PO amount', agg('SLPos', all, 'avg', { measure: 'PoCost' })),
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
    agg('SLCos', openOrder, 'sum', { measure: 'Price', groupBy: 'Whse' }),
  ),
  c(
    'aggregates',
    'sum of open invoice balances per customer',
    agg('SLArtrans', unpaid, 'sum', { measure: 'Balance', groupBy: 'CustNum' }),
  ),
  c(
    'aggregates',
    'average invoice amount by customer',
    agg('SLArtrans', inv, 'avg', { measure: 'Amount', groupBy: 'CustNum' }),
  ),
  c(
    'aggregates',
    'how many vendors in each state',
    agg('SLVendors', all, 'count', { groupBy: 'VadState' }),
  ),
  c('aggregates', 'open POs by buyer', agg('SLPos', openOrder, 'count', { groupBy: 'Buyer' })),
  c(
    'aggregates',
    'total PO spend with Acme Steel Corp this year',
    agg(
      'SLPos',
      (r) => r.VendorName === 'Acme Steel Corp' && between(r.OrderDate, THIS_YEAR[0], T),
      'sum',
      { measure: 'PoCost' },
    ),
  ),
  c(
    'aggregates',
    'maximum credit limit of customers in Ohio',
    agg('SLCustomers', (r) => cust(r) && r.State === 'OH', 'max', { measure: 'CreditLimit' }),
  ),
  c(
    'aggregates',
    'minimum unit cost in the FAST product code',
    agg('SLItems', (r) => r.ProductCode === 'FAST', 'min', { measure: 'UnitCost' }),
  ),
  c(
    'aggregates',
    'how many jobs are released',
    agg('SLJobs', (r) => r.Stat === 'R', 'count'),
  ),
  c(
    'aggregates',
    'total stock on hand in the MAIN warehouse',
    agg('SLItemwhses', (r) => r.Whse === 'MAIN', 'sum', { measure: 'QtyOnHand' }),
  ),
  c(
    'aggregates',
    'total line amount of PO lines for item IT-10000',
    agg('SLPoItems', (r) => r.Item === 'IT-10000', 'sum', { measure: 'LineAmount' }),
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
    rows('SLPos', (r, d) => d.vendor(r.VendNum)?.VadState === 'OH'),
  ),
  c(
    'relations',
    'open purchase orders from vendors in California',
    rows('SLPos', (r, d) => openOrder(r) && d.vendor(r.VendNum)?.VadState === 'CA'),
  ),
  c(
    'relations',
    'purchase orders from inactive vendors',
    rows('SLPos', (r, d) => d.vendor(r.VendNum)?.Stat === 'I'),
  ),
  c(
    'relations',
    'invoices for customers in Texas',
    rows('SLArtrans', (r, d) => inv(r) && d.customer(r.CustNum)?.State === 'TX'),
  ),
  c(
    'relations',
    'open invoices of customers in Dallas',
    rows('SLArtrans', (r, d) => unpaid(r) && d.customer(r.CustNum)?.City === 'Dallas'),
  ),
  c(
    'relations',
    'customer orders from customers on credit hold',
    rows('SLCos', (r, d) => onHold(d.customer(r.CustNum))),
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
    rows(
      'SLCustomers',
      (r, d) => cust(r) && d.tables.SLArtrans.some((i) => i.CustNum === r.CustNum && unpaid(i)),
    ),
  ),
  c(
    'relations',
    'customers that have late orders',
    rows(
      'SLCustomers',
      (r, d) => cust(r) && d.tables.SLCos.some((o) => o.CustNum === r.CustNum && n(o.DaysLate) > 0),
    ),
  ),
  c(
    'relations',
    'PO lines for items in the FG product code',
    rows('SLPoItems', (r, d) => d.item(r.Item)?.ProductCode === 'FG'),
  ),
  c(
    'relations',
    'jobs for obsolete items',
    rows('SLJobs', (r, d) => d.item(r.Item)?.Stat === 'O'),
  ),
  c(
    'relations',
    'open PO lines from vendors in Michigan',
    rows(
      'SLPoItems',
      (r, d) => openOrder(r) && d.vendor(d.po(r.PoNum)?.VendNum)?.VadState === 'MI',
    ),
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
      'SLArtrans',
      (r, d) => inv(r) && n(r.Amount) > 10000 && n(d.customer(r.CustNum)?.CreditLimit) < 30000,
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
    rows('SLPos', (r, d) => n(r.PoCost) > 5000 && d.vendor(r.VendNum)?.VadCity === 'Toronto'),
  ),

  // --- negation --------------------------------------------------------------------------------
  c(
    'negation',
    'vendors not in Ohio',
    rows('SLVendors', (r) => r.VadState !== 'OH'),
  ),
  c(
    'negation',
    'customer orders that are not complete',
    // History (H) is finished work moved on (nl-examples: left out unless asked), so leaving
    // it out of "not complete" is right too.
    anyOf(
      rows('SLCos', (r) => r.Stat !== 'C'),
      rows('SLCos', (r) => r.Stat !== 'C' && r.Stat !== 'H'),
    ),
  ),
  c(
    'negation',
    'POs not from Acme Steel Corp over 40000',
    rows('SLPos', (r) => r.VendorName !== 'Acme Steel Corp' && n(r.PoCost) > 40000),
  ),
  c(
    'negation',
    'vendors without an email address',
    rows('SLVendors', (r) => r.ExternalEmailAddr === null),
  ),
  c(
    'negation',
    'vendors with no phone number',
    rows('SLVendors', (r) => r.Phone === null),
  ),
  c(
    'negation',
    'customers without a sales rep',
    rows('SLCustomers', (r) => cust(r) && r.Slsman === null),
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
  c('negation', 'invoices that are not paid', rows('SLArtrans', unpaid)),
  c(
    'negation',
    'jobs that are not complete',
    // History (H) is finished work moved on (nl-examples: left out unless asked), so leaving
    // it out of "not complete" is right too.
    anyOf(
      rows('SLJobs', (r) => r.Stat !== 'C'),
      rows('SLJobs', (r) => r.Stat !== 'C' && r.Stat !== 'H'),
    ),
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
    rows(
      'SLCustomers',
      (r, d) => cust(r) && !d.tables.SLArtrans.some((i) => i.CustNum === r.CustNum && inv(i)),
    ),
  ),
  c(
    'negation',
    'stock not in the EAST or WEST warehouse',
    rows('SLItemwhses', (r) => r.Whse !== 'EAST' && r.Whse !== 'WEST'),
  ),
  c(
    'negation',
    'customers outside Texas',
    rows('SLCustomers', (r) => cust(r) && r.State !== 'TX'),
  ),

  // --- comparisons between properties ------------------------------------------------------------
  c('property-compare', 'items below their reorder point', rows('SLItemwhses', belowReorder)),
  c('property-compare', 'items that need reordering', rows('SLItemwhses', belowReorder)),
  c(
    'property-compare',
    'items where quantity on hand is less than the reorder point',
    rows('SLItemwhses', belowReorder),
  ),
  c(
    'property-compare',
    'fully received PO lines',
    rows('SLPoItems', (r) => n(r.QtyReceived) >= n(r.QtyOrdered)),
  ),
  c(
    'property-compare',
    'partially received PO lines',
    // A line closed short was partly received too, but "partially received" also reads as still
    // waiting for the rest (the open lines, P or O), as held-out v10 to v13 state it: both.
    anyOf(
      rows('SLPoItems', (r) => n(r.QtyReceived) > 0 && n(r.QtyReceived) < n(r.QtyOrdered)),
      rows(
        'SLPoItems',
        (r) =>
          (r.Stat === 'P' || r.Stat === 'O') &&
          n(r.QtyReceived) > 0 &&
          n(r.QtyReceived) < n(r.QtyOrdered),
      ),
    ),
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
    rows('SLArtrans', (r) => inv(r) && n(r.Balance) > 0 && n(r.Balance) < n(r.Amount)),
  ),
  c(
    'property-compare',
    'items out of stock',
    rows('SLItems', (r) => n(r.DerQtyOnHand) <= 0),
  ),
  c(
    'property-compare',
    'stock at or below reorder point',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) <= n(r.QtyReorder)),
  ),

  // --- field selection ------------------------------------------------------------------------
  c(
    'fields',
    'vendor names and phone numbers in Ohio',
    rows('SLVendors', (r) => r.VadState === 'OH', { fields: ['name', 'phone'] }),
  ),
  c(
    'fields',
    'email addresses of inactive vendors',
    rows('SLVendors', (r) => r.Stat === 'I', { fields: ['external_email_addr'] }),
  ),
  c(
    'fields',
    'customer names and credit limits in Georgia',
    rows('SLCustomers', (r) => cust(r) && r.State === 'GA', { fields: ['name', 'credit_limit'] }),
  ),
  c(
    'fields',
    'item descriptions and unit costs for product code HYD',
    rows('SLItems', (r) => r.ProductCode === 'HYD', { fields: ['description', 'unit_cost'] }),
  ),
  c(
    'fields',
    'PO numbers and due dates of overdue purchase orders',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0, { fields: ['po_number', 'due_date'] }),
  ),
  c(
    'fields',
    'show the contact names of suppliers in Michigan',
    rows('SLVendors', (r) => r.VadState === 'MI', { fields: ['contact'] }),
  ),
  c(
    'fields',
    'invoice numbers and balances of open invoices over 20000',
    rows('SLArtrans', (r) => unpaid(r) && n(r.Amount) > 20000, {
      fields: ['inv_num', 'balance'],
    }),
  ),
  c(
    'fields',
    'job numbers and end dates of released jobs',
    rows('SLJobs', (r) => r.Stat === 'R', { fields: ['job', 'jsch_end_date'] }),
  ),
  c(
    'fields',
    'cities and states of customers on credit hold',
    rows('SLCustomers', (r) => cust(r) && onHold(r), { fields: ['city', 'state'] }),
  ),
  c(
    'fields',
    'list vendors in Texas with their phone numbers',
    rows('SLVendors', (r) => r.VadState === 'TX', {
      fields: ['vend_num', 'name', 'vad_state', 'phone'],
    }),
  ),

  // --- typos -----------------------------------------------------------------------------------
  c(
    'typos',
    'show overdue purchse orders over $10K',
    poInDollars(
      (r) => n(r.DaysOverdue) > 0,
      (v) => v > 10000,
    ),
  ),
  c(
    'typos',
    'vendros in Ohio',
    rows('SLVendors', (r) => r.VadState === 'OH'),
  ),
  c(
    'typos',
    'custmers in Dallas',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Dallas'),
  ),
  c('typos', 'open invocies', rows('SLArtrans', unpaid)),
  c(
    'typos',
    'supplers in Michigan',
    rows('SLVendors', (r) => r.VadState === 'MI'),
  ),
  c(
    'typos',
    'overdeu POs',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0),
  ),
  c(
    'typos',
    'stock not in the MAIN warehosue',
    rows('SLItemwhses', (r) => r.Whse !== 'MAIN'),
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
    rows('SLPos', (r, d) => d.vendor(r.VendNum)?.VadState === 'TX'),
  ),
  c(
    'typos',
    'itmes that cost more than 250',
    rows('SLItems', (r) => n(r.UnitCost) > 250),
  ),
  c(
    'typos',
    'averge line amount on PO lines for item IT-10001',
    agg('SLPoItems', (r) => r.Item === 'IT-10001', 'avg', { measure: 'LineAmount' }),
  ),
  c(
    'typos',
    'completd jobs',
    rows('SLJobs', (r) => r.Stat === 'C'),
  ),
  c(
    'typos',
    'invoices from customres in Georgia',
    rows('SLArtrans', (r, d) => inv(r) && d.customer(r.CustNum)?.State === 'GA'),
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
    agg('SLArtrans', all, 'sum', {
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
      measure: 'Price',
      groupBy: 'CustNum',
      top: { n: 10, dir: 'desc' },
    }),
  ),
  c(
    'aggregates',
    'sales by warehouse',
    agg('SLCos', all, 'sum', { measure: 'Price', groupBy: 'Whse' }),
  ),
  c(
    'aggregates',
    'how much money do customers owe us',
    agg('SLArtrans', all, 'sum', { measure: 'Balance' }),
  ),
  c(
    'aggregates',
    'how many units of IT-10000 are on hand',
    // The item's own total (SyteLine's DerQtyOnHand) or the sum over its warehouses: both read
    // the stock of the item, and the demo keeps them equal.
    anyOf(
      agg('SLItems', (r) => r.Item === 'IT-10000', 'sum', { measure: 'DerQtyOnHand' }),
      agg('SLItemwhses', (r) => r.Item === 'IT-10000', 'sum', { measure: 'QtyOnHand' }),
    ),
  ),
  c(
    'aggregates',
    'what is the value of all open customer orders',
    agg('SLCos', openOrder, 'sum', { measure: 'Price' }),
  ),
  c(
    'aggregates',
    'total spend by buyer last year',
    agg('SLPos', (r) => between(r.OrderDate, LAST_YEAR[0], LAST_YEAR[1]), 'sum', {
      measure: 'PoCost',
      groupBy: 'Buyer',
    }),
  ),
  c(
    'statuses',
    'jobs that are late',
    rows('SLJobs', (r) => openJob(r) && s(r.JschEndDate) < T),
  ),
  c(
    'statuses',
    'late PO lines',
    rows('SLPoItems', (r) => openOrder(r) && s(r.DueDate) < T),
  ),
  c(
    'dates',
    'jobs past their end date',
    rows('SLJobs', (r) => s(r.JschEndDate) < T),
  ),
  c(
    'dates',
    'purchase orders due before the end of this month',
    // The month ends when its last day does: due on 30 November is due before its end. Written
    // first as strictly before the 30th; every held-out set that states the meaning (v5, v7,
    // v11) includes the last day, so both are accepted.
    anyOf(
      rows('SLPos', (r) => s(r.DueDate) <= '2026-11-30'),
      rows('SLPos', (r) => s(r.DueDate) < '2026-11-30'),
    ),
  ),
  c(
    'dates',
    'Give me the POs for vendor Acme Steel Corp placed since January 1st',
    rows('SLPos', (r) => r.VendorName === 'Acme Steel Corp' && s(r.OrderDate) >= '2026-01-01'),
  ),
  c(
    'names',
    'vendors in Ohio, Michigan or Indiana',
    rows('SLVendors', (r) => r.VadState === 'OH' || r.VadState === 'MI' || r.VadState === 'IN'),
  ),
  c(
    'names',
    'POs for Acme',
    rows('SLPos', (r) => s(r.VendorName).startsWith('Acme ')),
  ),
  c(
    'names',
    'items starting with IT-100',
    rows('SLItems', (r) => s(r.Item).startsWith('IT-100')),
  ),
  c(
    'names',
    'POs with status H',
    rows('SLPos', (r) => r.Stat === 'H'),
  ),
  c(
    'fields',
    'show me everything about vendor Acme Steel Corp',
    rows('SLVendors', (r) => r.Name === 'Acme Steel Corp', {
      fields: [
        'vend_num',
        'name',
        'vad_city',
        'vad_state',
        'vad_zip',
        'vad_country',
        'contact',
        'phone',
        'external_email_addr',
        'terms_code',
        'curr_code',
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
    rows('SLPos', (r) => openOrder(r) && r.VendorName === 'Acme Steel Corp'),
  ),
  c(
    'synonyms',
    'item stock not kept in MAIN',
    rows('SLItemwhses', (r) => r.Whse !== 'MAIN'),
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
    rows('SLVendors', (r) => r.VadState === 'OH'),
  ),

  // --- the new IDOs and meanings of the syteline catalog ----------------------------------------
  c(
    'synonyms',
    'payments received last month',
    rows('SLArtrans', (r) => r.Type === 'P' && between(r.InvDate, LAST_MONTH[0], LAST_MONTH[1])),
  ),
  c(
    'numbers',
    'credit memos over 1000',
    rows('SLArtrans', (r) => r.Type === 'C' && n(r.Amount) > 1000),
  ),
  c(
    'aggregates',
    'total amount of payments this year',
    agg('SLArtrans', (r) => r.Type === 'P' && between(r.InvDate, THIS_YEAR[0], T), 'sum', {
      measure: 'Amount',
    }),
  ),
  c(
    'aggregates',
    'open AR balance by customer',
    agg('SLArtrans', (r) => n(r.Balance) > 0, 'sum', { measure: 'Balance', groupBy: 'CustNum' }),
  ),
  c(
    'aggregates',
    'how much stock of IT-10001 do we have',
    anyOf(
      agg('SLItemwhses', (r) => r.Item === 'IT-10001', 'sum', { measure: 'QtyOnHand' }),
      agg('SLItems', (r) => r.Item === 'IT-10001', 'sum', { measure: 'DerQtyOnHand' }),
    ),
  ),
  c(
    'aggregates',
    'stock on hand of IT-10002 by warehouse',
    agg('SLItemwhses', (r) => r.Item === 'IT-10002', 'sum', {
      measure: 'QtyOnHand',
      groupBy: 'Whse',
    }),
  ),
  c(
    'property-compare',
    'items below reorder point in the EAST warehouse',
    rows('SLItemwhses', (r) => belowReorder(r) && r.Whse === 'EAST'),
  ),
  c(
    'aggregates',
    'how many items are below their reorder point in warehouse MAIN',
    agg('SLItemwhses', (r) => belowReorder(r) && r.Whse === 'MAIN', 'count'),
  ),
  c(
    'numbers',
    'items with a lead time over 30 days',
    rows('SLItems', (r) => n(r.LeadTime) > 30),
  ),
  c(
    'synonyms',
    'manufactured items',
    rows('SLItems', (r) => r.PMTCode === 'M'),
  ),
  c(
    'names',
    'ship-to addresses in Ohio',
    rows('SLCustomers', (r) => n(r.CustSeq) > 0 && r.State === 'OH'),
  ),
  c(
    'numbers',
    'jobs with a suffix above 0',
    rows('SLJobs', (r) => n(r.Suffix) > 0),
  ),
  c(
    'numbers',
    'PO lines with a release number greater than 0',
    rows('SLPoItems', (r) => n(r.PoRelease) > 0),
  ),
  c(
    'statuses',
    'stopped jobs',
    rows('SLJobs', (r) => r.Stat === 'S'),
  ),
  c(
    'statuses',
    'estimate customer orders',
    rows('SLCos', (r) => r.Type === 'E'),
  ),
  c(
    'names',
    'POs in Canadian dollars',
    rows('SLPos', (r) => r.VenCurrCode === 'CAD'),
  ),
  dyn('names', (d) => {
    const v = busyVendor(d);
    const number = s(v.VendNum).trim();
    return {
      q: `purchase orders for vendor ${number}`,
      e: rows('SLPos', (r) => r.VendNum === v.VendNum),
    };
  }),
  dyn('names', (d) => {
    const cu = busyCustomer(d);
    const number = s(cu.CustNum).trim();
    return {
      q: `open invoices of customer ${number}`,
      e: rows('SLArtrans', (r) => unpaid(r) && r.CustNum === cu.CustNum),
    };
  }),
  dyn('names', (d) => {
    const co = coWithLines(d);
    return {
      q: `lines of customer order ${s(co.CoNum).trim()}`,
      e: rows('SLCoitems', (r) => r.CoNum === co.CoNum),
    };
  }),
  dyn('names', (d) => {
    const job = d.tables.SLJobs[7];
    return {
      q: `job ${s(job.Job).trim()}`,
      e: rows('SLJobs', (r) => r.Job === job.Job),
    };
  }),
  dyn('relations', (d) => {
    const cu = busyCustomer(d);
    return {
      q: `unpaid invoices for ${s(cu.Name)}`,
      e: rows('SLArtrans', (r) => unpaid(r) && r.CustNum === cu.CustNum),
    };
  }),
  c(
    'fields',
    'Show overdue purchase orders over $10K with their amount',
    poInDollars(
      (r) => n(r.DaysOverdue) > 0,
      (v) => v > 10000,
      { fields: SAMPLE_FIELDS },
    ),
  ),
  c(
    'aggregates',
    'how much do customers owe in total',
    agg('SLArtrans', all, 'sum', { measure: 'Balance' }),
  ),
  c(
    'dates',
    'payments older than 60 days',
    rows('SLArtrans', (r) => r.Type === 'P' && s(r.InvDate) < shift(-60)),
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

  // --- issue #17's examples, on the syteline names (tuning set: the engine was fixed on these) ---
  c(
    'examples',
    'jobs released but not finished yet',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'examples',
    'how many jobs are scheduled to finish this month',
    agg('SLJobs', (r) => between(r.JschEndDate, MONTH[0], MONTH[1]), 'count'),
  ),
  c(
    'examples',
    'how many IT-10007 do we have on hand',
    anyOf(
      agg('SLItemwhses', (r) => r.Item === 'IT-10007', 'sum', { measure: 'QtyOnHand' }),
      agg('SLItems', (r) => r.Item === 'IT-10007', 'sum', { measure: 'DerQtyOnHand' }),
    ),
  ),
  dyn('examples', (d) => {
    // An item that some job is making now (firm or released).
    const item = s(d.tables.SLJobs.find(openJob)?.Item);
    return {
      q: `which jobs are building item ${item}`,
      e: rows('SLJobs', (r) => r.Item === item && openJob(r)),
    };
  }),
  c(
    'examples',
    'obsolete items that still have stock on hand',
    rows('SLItems', (r) => r.Stat === 'O' && n(r.DerQtyOnHand) > 0),
  ),
  c('examples', 'overdue purchase orders over $999999999999999999999999', REFUSE),
  c(
    'examples',
    'what did we sell to customers in Texas in 2025',
    anyOf(
      rows(
        'SLCos',
        (r, d) =>
          d.customer(r.CustNum)?.State === 'TX' && between(r.OrderDate, LAST_YEAR[0], LAST_YEAR[1]),
      ),
      rows(
        'SLArtrans',
        (r, d) =>
          inv(r) &&
          d.customer(r.CustNum)?.State === 'TX' &&
          between(r.InvDate, LAST_YEAR[0], LAST_YEAR[1]),
      ),
    ),
  ),
  c(
    'dates',
    'PO lines received last month',
    rows('SLPoItems', (r) => between(r.RcvdDate, LAST_MONTH[0], LAST_MONTH[1])),
  ),
  c(
    'dates',
    'customer order lines shipped last week',
    rows('SLCoitems', (r) => between(r.ShipDate, LAST_WEEK[0], LAST_WEEK[1])),
  ),
  c(
    'property-compare',
    'PO lines received after their due date',
    rows('SLPoItems', (r) => r.RcvdDate !== null && s(r.RcvdDate) > s(r.DueDate)),
  ),
  // --- everyday questions written on 2026-11-24, after v1 was retired (#17) ---------------------
  // Written before running them, expectations from the meanings in the header and
  // shared/nl-examples.md, as a check that the fixes for v1's misses generalise.
  c(
    'negation',
    'which vendors have we not bought from since July',
    rows(
      'SLVendors',
      (r, d) =>
        !d.tables.SLPos.some((p) => p.VendNum === r.VendNum && s(p.OrderDate) >= '2026-07-01'),
    ),
  ),
  dyn('relations', (d) => {
    const item = s(d.tables.SLPoItems[7].Item);
    const vendors = new Set(
      d.tables.SLPoItems.filter((l) => l.Item === item).map((l) => s(l.PoVendNum)),
    );
    return {
      q: `who do we get ${item} from`,
      e: rows('SLVendors', (r) => vendors.has(s(r.VendNum))),
    };
  }),
  c(
    'property-compare',
    'purchase order lines still waiting to be received',
    rows('SLPoItems', (r) => n(r.QtyReceived) < n(r.QtyOrdered)),
  ),
  c(
    'aggregates',
    'total value of open purchase orders in CAD',
    agg('SLPos', (r) => openOrder(r) && r.VenCurrCode === 'CAD', 'sum', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'how many purchase orders did JSMITH place last month',
    agg(
      'SLPos',
      (r) => r.Buyer === 'JSMITH' && between(r.OrderDate, LAST_MONTH[0], LAST_MONTH[1]),
      'count',
    ),
  ),
  c(
    'aggregates',
    'average PO value this year',
    agg('SLPos', (r) => between(r.OrderDate, THIS_YEAR[0], T), 'avg', { measure: 'PoCost' }),
  ),
  c(
    'statuses',
    'blanket purchase orders for Acme Steel Corp',
    rows('SLPos', (r) => r.Type === 'B' && r.VendorName === 'Acme Steel Corp'),
  ),
  c(
    'aggregates',
    'how many orders did we book last month',
    agg('SLCos', (r) => between(r.OrderDate, LAST_MONTH[0], LAST_MONTH[1]), 'count'),
  ),
  c(
    'dates',
    'customer order lines due to ship this week',
    rows('SLCoitems', (r) => between(r.DueDate, '2026-11-16', '2026-11-22')),
  ),
  dyn('relations', (d) => {
    const who = customer(d, 3);
    return {
      q: `what did we sell to ${s(who.Name)} this year`,
      e: anyOf(
        rows('SLCos', (r) => r.CustNum === who.CustNum && between(r.OrderDate, THIS_YEAR[0], T)),
        rows(
          'SLArtrans',
          (r) => inv(r) && r.CustNum === who.CustNum && between(r.InvDate, THIS_YEAR[0], T),
        ),
      ),
    };
  }),
  c(
    'aggregates',
    'total sales this quarter',
    anyOf(
      agg('SLCos', (r) => between(r.OrderDate, THIS_QUARTER[0], T), 'sum', { measure: 'Price' }),
      agg('SLArtrans', (r) => inv(r) && between(r.InvDate, THIS_QUARTER[0], T), 'sum', {
        measure: 'Amount',
      }),
    ),
  ),
  c(
    'statuses',
    'which customer orders are stopped',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c(
    'statuses',
    'quotes entered this month',
    rows('SLCos', (r) => r.Type === 'E' && between(r.OrderDate, MONTH[0], T)),
  ),
  c(
    'aggregates',
    'total open AR for customers in Texas',
    anyOf(
      agg('SLArtrans', (r, d) => unpaid(r) && d.customer(r.CustNum)?.State === 'TX', 'sum', {
        measure: 'Balance',
      }),
      agg('SLArtrans', (r, d) => n(r.Balance) > 0 && d.customer(r.CustNum)?.State === 'TX', 'sum', {
        measure: 'Balance',
      }),
    ),
  ),
  c(
    'aggregates',
    'how much did customers pay us last month',
    agg(
      'SLArtrans',
      (r) => r.Type === 'P' && between(r.InvDate, LAST_MONTH[0], LAST_MONTH[1]),
      'sum',
      {
        measure: 'Amount',
      },
    ),
  ),
  c(
    'numbers',
    'credit memos over $500',
    rows('SLArtrans', (r) => r.Type === 'C' && n(r.Amount) > 500),
  ),
  c(
    'numbers',
    'invoices more than 60 days past due',
    rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 60),
  ),
  c(
    'negation',
    'customers we have not invoiced this year',
    rows(
      'SLCustomers',
      (r, d) =>
        cust(r) &&
        !d.tables.SLArtrans.some(
          (t) => t.CustNum === r.CustNum && inv(t) && between(t.InvDate, THIS_YEAR[0], T),
        ),
    ),
  ),
  c(
    'ranking',
    'largest unpaid invoice',
    anyOf(
      rows('SLArtrans', unpaid, { ...order('Balance', 'desc'), top: 1 }),
      rows('SLArtrans', unpaid, { ...order('Amount', 'desc'), top: 1 }),
    ),
  ),
  dyn('dates', (d) => {
    const item = s(d.tables.SLJobs.find((j) => openJob(j) && s(j.JschEndDate) < T)?.Item);
    return {
      q: `jobs for ${item} running late`,
      e: rows('SLJobs', (r) => r.Item === item && openJob(r) && s(r.JschEndDate) < T),
    };
  }),
  c(
    'dates',
    'released jobs that are behind schedule',
    rows('SLJobs', (r) => r.Stat === 'R' && s(r.JschEndDate) < T),
  ),
  c(
    'relations',
    'what are we making in the MAIN warehouse',
    rows('SLJobs', (r) => openJob(r) && r.Whse === 'MAIN'),
  ),
  c(
    'dates',
    'jobs scheduled to start next week',
    rows('SLJobs', (r) => between(r.JschStartDate, NEXT_WEEK[0], NEXT_WEEK[1])),
  ),
  c(
    'aggregates',
    'total quantity released on open jobs',
    agg('SLJobs', openJob, 'sum', { measure: 'QtyReleased' }),
  ),
  dyn('aggregates', (d) => {
    const item = s(d.tables.SLItemwhses.find((w) => w.Whse === 'EAST' && n(w.QtyOnHand) > 0)?.Item);
    return {
      q: `how much ${item} do we have in the EAST warehouse`,
      e: agg('SLItemwhses', (r) => r.Item === item && r.Whse === 'EAST', 'sum', {
        measure: 'QtyOnHand',
      }),
    };
  }),
  c(
    'property-compare',
    'items with no stock in MAIN',
    rows('SLItemwhses', (r) => r.Whse === 'MAIN' && n(r.QtyOnHand) <= 0),
  ),
  c(
    'statuses',
    'purchased items that are slow-moving',
    rows('SLItems', (r) => r.PMTCode === 'P' && r.Stat === 'S'),
  ),
  dyn('ranking', (d) => {
    const item = s(
      d.tables.SLItems.find(
        (i) => d.tables.SLItemwhses.filter((w) => w.Item === i.Item).length >= 3,
      )?.Item,
    );
    return {
      q: `which warehouse has the most stock of ${item}`,
      e: anyOf(
        rows('SLItemwhses', (r) => r.Item === item, { ...order('QtyOnHand', 'desc'), top: 1 }),
        agg('SLItemwhses', (r) => r.Item === item, 'sum', {
          measure: 'QtyOnHand',
          groupBy: 'Whse',
          top: { n: 1, dir: 'desc' },
        }),
      ),
    };
  }),
  c('refusals', 'gross profit on invoices this year', REFUSE),
  c(
    'numbers',
    'purchase orders over 5000 euros',
    rows('SLPos', (r) => r.VenCurrCode === 'EUR' && n(r.PoCost) > 5000),
  ),
  c(
    'relations',
    'what did we order from Acme Steel Corp this month',
    anyOf(
      rows('SLPos', (r) => r.VendorName === 'Acme Steel Corp' && between(r.OrderDate, MONTH[0], T)),
      rows(
        'SLPoItems',
        (r, d) =>
          d.po(r.PoNum)?.VendorName === 'Acme Steel Corp' &&
          between(d.po(r.PoNum)?.OrderDate, MONTH[0], T),
      ),
    ),
  ),
  c('refusals', 'what is our inventory turnover ratio', REFUSE),
];
