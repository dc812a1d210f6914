/**
 * RETIRED held-out set v5 (issue #17) — now part of the TUNING pool. Questions written on 2026-11-27 by a helper session started for
 * this purpose alone, which read neither the query engine (src/query/, its vocabularies and
 * specs) nor the questions of any other set (eval-cases.ts, the everyday-* sets, the earlier
 * held-out sets, docs/questions.md), and never ran the engine on these questions. It read only
 * SPEC.md, shared/nl-examples.md, the demo data generator, the evaluation's raw-row loader
 * (eval-data.ts), and the previous held-out set's conventions and helpers without its questions.
 * Every expectation is computed from the raw rows with plain predicates, independently of the
 * engine. heldout-v5-cases.data.e2e-spec.ts checks, without the engine, that every expectation
 * matches at least one row in each accepted reading.
 *
 * History: 132/166 on the engine it was written against (main ee448f2; 117/132 answers at or
 * above 0.5 right), 137/166 after #17's eighth round (122/134), never tuned on. Retired into the
 * tuning pool on 2026-11-28 (session 9) at 137/166, when held-out v6 (heldout-v6-cases.ts) was
 * written to take its place by someone who had read neither the engine nor this set's questions:
 * from then on its misses are printed and studied and the engine fixed for them (as general
 * rules, with paraphrases of one's own in unit specs), so its figure is a tuning figure, pooled
 * with the other tuning sets.
 *
 * Former rule, kept for the record of how it was written: it was not tuned on while held out.
 * (Former) RULE: do not tune the engine on these questions and do not read the misses the evaluation
 * reports for them. Never change an expectation to make the engine pass. A question may only be
 * corrected if its expectation is shown wrong against the meanings stated here (or in
 * shared/nl-examples.md), and the commit that corrects it must say so and why.
 *
 * The calendar is computed for the evaluation's "today", 2026-11-21 (a Saturday; EVAL_TODAY),
 * and written out below rather than derived.
 * Meanings follow shared/nl-examples.md, plus (the conventions of the previous held-out set):
 * - "how many units / pieces", "how much stock", "qty on hand" is a quantity (a sum of
 *   QtyOnHand / QtyShipped / QtyReceived), not a count of records; "how many orders / POs /
 *   invoices / jobs / customers" is a count;
 * - a past-facing period ("placed / booked / cut / received / shipped / paid this week, last
 *   week, yesterday, in the last 2 weeks, this year") runs from its first day to today (or is
 *   wholly past); a future-facing one ("due / scheduled to finish / starting next week, next
 *   month, in the next 30 days") covers the whole period, or today to today + N. A week starts on
 *   Monday (ISO) or on Sunday (US): both are accepted. "Last quarter" is Q3 2026;
 * - a money amount with "$" or "dollars" compares in the US dollar, the domestic currency:
 *   documents in USD, or a document's amount x its ExchRate; both are accepted where the
 *   document carries a rate (POs, customer orders). Invoices carry no currency of their own: "$"
 *   there is accepted as the stored amount or as the stored amount of customers billed in USD.
 *   A bare number compares the stored amount; an unqualified "spend / sales / billed" sums the
 *   stored amounts. Items' UnitCost has no currency: "$" compares it as stored;
 * - "closed" POs are C, or C and H (history is a closed PO too): both accepted. "Not complete"
 *   jobs are those not C, or not C and not H: both accepted;
 * - relation verbs: "buy X from V" / "V supplies X" = PO lines of vendor V for X (or the
 *   vendors / items on them); "who buys X" = customers with customer order lines for X;
 *   "building / making X" = jobs for item X (corrected 2026-11-27: "building" is jobs making X
 *   that are not complete, as issue #17 defines it; no question here depends on it); "make in house" = manufactured items (PMTCode M);
 *   "purchased items" / "items we buy" = PMTCode P, or items that appear on PO lines: both
 *   accepted (and their negations likewise);
 * - "open / still open" = P or O on POs, PO lines, customer orders and their lines; open jobs
 *   are F or R; "unpaid / open" invoices = Type I with Balance > 0; "paid" = Type I with Balance
 *   0; "receivables" are invoices (Type I); "AR" and "what customers owe" are sums of Balance
 *   (over invoices, or over every AR row, where only charges carry a balance: both accepted);
 *   "overdue / past due" is the derived days property > 0;
 * - product lines are named by their codes (HYD, ELEC, FAST, STL, FG, ...); warehouses by their
 *   codes (MAIN, EAST, SOUTH, WEST);
 * - a write, an action, a measure the catalog does not hold (freight, scrap rate, labour hours,
 *   machine downtime, carbon footprint, demand forecast), a thing outside the catalog
 *   (employees' birthdays, a vendor's CEO), nonsense, or a number that cannot be represented
 *   exactly (above 2^53) must be refused (422), never dropped.
 * Added in this set:
 * - "due in / due before" a future date, said of lines (PO lines, customer order lines): every
 *   line due then, or only the lines still open (P or O): both accepted. "Due before the end of
 *   the year" (of open invoices): due on or before 31 December 2026, or from today to then: both;
 * - "everything we ordered from V" / "what has C ordered": the order headers, or their lines;
 * - "customers who haven't ordered since D": customers (CustSeq 0) with no customer order dated
 *   D or later, counting customers that never ordered, or only those that ordered before D:
 *   both accepted;
 * - "the largest / smallest X" without N: the maximum / minimum as an aggregate, or the top
 *   record: both accepted;
 * - "at or under its reorder point": QtyOnHand <= QtyReorder;
 * - a group named by a customer or vendor may be keyed by its number or its name column.
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
import {
  custOf,
  dollars,
  inAnyOf,
  itemOf,
  lineCustomer,
  lineVendor,
  lower,
  onHold,
  openJob,
  perGroup,
  pick,
  vendorOf,
  type Period,
  bare,
  byColumn,
  posOfVendor,
  cosOfCustomer,
  poLinesOfItem,
  coLinesOfItem,
  poLinesOfPo,
  jobsOfItem,
  arOfCustomer,
  whsesOfItem,
  arDollars,
} from './heldout-helpers';
import type { EvalCase } from './eval-types';

/** This set's column in the calibration table (retired: pooled with the tuning sets). */
export const HELDOUT_V5_NAME = 'retired v5';

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
const YESTERDAY = '2026-11-20';
/** "On Thursday": the latest Thursday, 19 November. */
const THURSDAY = '2026-11-19';
/** This week so far: from Monday 16 (ISO) or Sunday 15 (US) to today. */
const THIS_WEEK_ISO: Period = ['2026-11-16', TODAY];
const THIS_WEEK_US: Period = ['2026-11-15', TODAY];
/** Last week: Mon 9 - Sun 15 (ISO), or Sun 8 - Sat 14 (US). */
const LAST_WEEK_ISO: Period = ['2026-11-09', '2026-11-15'];
const LAST_WEEK_US: Period = ['2026-11-08', '2026-11-14'];
/** Next week: Mon 23 - Sun 29 (ISO), or Sun 22 - Sat 28 (US). */
const NEXT_WEEK_ISO: Period = ['2026-11-23', '2026-11-29'];
const NEXT_WEEK_US: Period = ['2026-11-22', '2026-11-28'];
/** The last 30 days: today - 30 to today. */
const LAST_30_DAYS: Period = ['2026-10-22', TODAY];
/** The next 2 weeks: today to today + 14. */
const NEXT_2_WEEKS: Period = [TODAY, '2026-12-05'];
const THIS_MONTH_SO_FAR: Period = ['2026-11-01', TODAY];
/** November 2026 whole (for "due / finishing this month"). */
const THIS_MONTH_WHOLE: Period = ['2026-11-01', '2026-11-30'];
/** "Since the 1st": 1 November to today. */
const SINCE_THE_FIRST: Period = ['2026-11-01', TODAY];
/** "Between Nov 1 and Nov 15". */
const NOV_1_TO_15: Period = ['2026-11-01', '2026-11-15'];
/** Last month (and "in October"): October 2026. */
const LAST_MONTH: Period = ['2026-10-01', '2026-10-31'];
const SEPTEMBER_2026: Period = ['2026-09-01', '2026-09-30'];
/** Next month, December 2026, whole. */
const NEXT_MONTH: Period = ['2026-12-01', '2026-12-31'];
/** Last quarter (and "Q3"): July - September 2026. */
const Q3_2026: Period = ['2026-07-01', '2026-09-30'];
/** "Q1" without a year: Q1 of this year. */
const Q1_2026: Period = ['2026-01-01', '2026-03-31'];
const YEAR_TO_DATE: Period = ['2026-01-01', TODAY];
const YEAR_2025: Period = ['2025-01-01', '2025-12-31'];
const YEAR_2024: Period = ['2024-01-01', '2024-12-31'];
/** "Since June": 1 June 2026 onwards. */
const JUNE_1 = '2026-06-01';
/** "By / before the end of the year": today to 31 December 2026 (or anything up to then). */
const REST_OF_YEAR: Period = [TODAY, '2026-12-31'];
const END_OF_YEAR = '2026-12-31';

/** Items whose description occurs once (so a description names one item). */
const uniqueDescription = (d: EvalData, r: Row): boolean =>
  (byColumn(d, 'SLItems', 'Description').get(s(r.Description)) ?? []).length === 1;
/** Customer (CustSeq 0) names that occur once. */
const customers = (d: EvalData): Row[] => d.tables.SLCustomers.filter(cust);

export const HELDOUT_V5_CASES: readonly EvalCase[] = [
  // ───────────────────────────── statuses ─────────────────────────────
  c(
    'statuses',
    'which POs are still only planned?',
    rows('SLPos', (r) => r.Stat === 'P'),
  ),
  c(
    'statuses',
    'open blanket purchase orders pls',
    rows('SLPos', (r) => r.Type === 'B' && openOrder(r)),
  ),
  c(
    'statuses',
    'any stopped customer orders?',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c(
    'statuses',
    'what jobs are released on the floor right now',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'statuses',
    'filled PO lines waiting to be closed',
    rows('SLPoItems', (r) => r.Stat === 'F'),
  ),
  c(
    'statuses',
    'slow moving BRG items',
    rows('SLItems', (r) => r.Stat === 'S' && r.ProductCode === 'BRG'),
  ),
  c(
    'statuses',
    'list inactive suppliers',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'statuses',
    'COs flagged with a credit hold',
    rows('SLCos', (r) => onHold(r)),
  ),
  c(
    'statuses',
    'count the estimate-type jobs',
    agg('SLJobs', (r) => r.Type === 'E', 'count'),
  ),
  c(
    'statuses',
    'show me all the firm work orders',
    rows('SLJobs', (r) => r.Stat === 'F'),
  ),
  c(
    'statuses',
    'sales order lines that are still planned',
    rows('SLCoitems', (r) => r.Stat === 'P'),
  ),

  // ───────────────────────────── dates ─────────────────────────────
  c(
    'dates',
    'what POs went out yesterday',
    rows('SLPos', (r) => r.OrderDate === YESTERDAY),
  ),
  c(
    'dates',
    "sales orders we've booked so far this week",
    inAnyOf('SLCos', [THIS_WEEK_ISO, THIS_WEEK_US], (r, p) => between(r.OrderDate, p[0], p[1])),
  ),
  c(
    'dates',
    'PO lines with a due date next week',
    anyOf(
      ...[NEXT_WEEK_ISO, NEXT_WEEK_US].flatMap((p) => [
        rows('SLPoItems', (r) => between(r.DueDate, p[0], p[1])),
        rows('SLPoItems', (r) => openOrder(r) && between(r.DueDate, p[0], p[1])),
      ]),
    ),
  ),
  c(
    'dates',
    'invoices we sent out last month',
    rows('SLArtrans', (r) => inv(r) && between(r.InvDate, ...LAST_MONTH)),
  ),
  c(
    'dates',
    'jobs wrapping up in december',
    rows('SLJobs', (r) => between(r.JschEndDate, ...NEXT_MONTH)),
  ),
  c(
    'dates',
    'CO lines coming due over the next two weeks',
    anyOf(
      rows('SLCoitems', (r) => between(r.DueDate, ...NEXT_2_WEEKS)),
      rows('SLCoitems', (r) => openOrder(r) && between(r.DueDate, ...NEXT_2_WEEKS)),
    ),
  ),
  c(
    'dates',
    'sales orders taken in Q1',
    rows('SLCos', (r) => between(r.OrderDate, ...Q1_2026)),
  ),
  c(
    'dates',
    'POs from last quarter over 50k',
    rows('SLPos', (r) => between(r.OrderDate, ...Q3_2026) && n(r.PoCost) > 50000),
  ),
  c(
    'dates',
    'unpaid invoices due before the end of the year',
    anyOf(
      rows('SLArtrans', (r) => unpaid(r) && s(r.DueDate) <= END_OF_YEAR),
      rows('SLArtrans', (r) => unpaid(r) && between(r.DueDate, ...REST_OF_YEAR)),
    ),
  ),
  c(
    'dates',
    'what came in on thursday? po lines received',
    rows('SLPoItems', (r) => r.RcvdDate === THURSDAY),
  ),
  c(
    'dates',
    'jobs that started in october',
    rows('SLJobs', (r) => between(r.JschStartDate, ...LAST_MONTH)),
  ),
  c(
    'dates',
    'customer payments received in the last 30 days',
    rows('SLArtrans', (r) => r.Type === 'P' && between(r.InvDate, ...LAST_30_DAYS)),
  ),
  c(
    'dates',
    'order lines shipped since the 1st',
    rows('SLCoitems', (r) => between(r.ShipDate, ...SINCE_THE_FIRST)),
  ),
  c(
    'dates',
    'POs opened in 2025 that are still open',
    rows('SLPos', (r) => between(r.OrderDate, ...YEAR_2025) && openOrder(r)),
  ),
  c(
    'dates',
    'september sales order count',
    agg('SLCos', (r) => between(r.OrderDate, ...SEPTEMBER_2026), 'count'),
  ),
  c(
    'dates',
    'invoices dated between nov 1 and nov 15',
    rows('SLArtrans', (r) => inv(r) && between(r.InvDate, ...NOV_1_TO_15)),
  ),
  c(
    'dates',
    'history POs from 2024',
    rows('SLPos', (r) => r.Stat === 'H' && between(r.OrderDate, ...YEAR_2024)),
  ),
  c(
    'dates',
    'which jobs end this month',
    rows('SLJobs', (r) => between(r.JschEndDate, ...THIS_MONTH_WHOLE)),
  ),

  // ───────────────────────────── numbers ─────────────────────────────
  c(
    'numbers',
    'purchase orders from 5k to 10k',
    rows('SLPos', (r) => n(r.PoCost) >= 5000 && n(r.PoCost) <= 10000),
  ),
  c(
    'numbers',
    'COs valued above $25,000',
    dollars('SLCos', (a) => a > 25000, all),
  ),
  c(
    'numbers',
    'parts that are under a buck apiece',
    rows('SLItems', (r) => n(r.UnitCost) < 1),
  ),
  c(
    'numbers',
    'po lines for more than 1,000 units',
    rows('SLPoItems', (r) => n(r.QtyOrdered) > 1000),
  ),
  c(
    'numbers',
    'customers with a credit limit of at least 100k',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) >= 100000),
  ),
  c(
    'numbers',
    'invoices over 2.5K',
    rows('SLArtrans', (r) => inv(r) && n(r.Amount) > 2500),
  ),
  c(
    'numbers',
    'sales orders under $500',
    dollars('SLCos', (a) => a < 500, all),
  ),
  c(
    'numbers',
    'jobs with a release qty over 500 pcs',
    rows('SLJobs', (r) => n(r.QtyReleased) > 500),
  ),
  c(
    'numbers',
    'POs over twenty thousand dollars placed this year',
    dollars(
      'SLPos',
      (a) => a > 20000,
      (r) => between(r.OrderDate, ...YEAR_TO_DATE),
    ),
  ),
  c(
    'numbers',
    'items with a unit cost above 1.2k',
    rows('SLItems', (r) => n(r.UnitCost) > 1200),
  ),
  c(
    'numbers',
    'invoices with a balance over $5,000',
    arDollars('Balance', (a) => a > 5000, inv),
  ),

  // ───────────────────────────── names ─────────────────────────────
  dyn('names', (d) => {
    const v = pick(
      d.tables.SLVendors,
      (r) =>
        r.VendNum !== '   1001' &&
        posOfVendor(d, r.VendNum).filter((p) => between(p.OrderDate, ...YEAR_TO_DATE)).length >= 3,
      3,
    );
    const ytd = (p: Row | undefined): boolean =>
      !!p && p.VendNum === v.VendNum && between(p.OrderDate, ...YEAR_TO_DATE);
    return {
      q: `everything we've ordered from ${lower(v.Name)} this year`,
      e: anyOf(
        rows('SLPos', (r) => ytd(r)),
        rows('SLPoItems', (r, dd) => ytd(dd.po(r.PoNum))),
      ),
    };
  }),
  dyn('names', (d) => {
    const cu = pick(
      customers(d),
      (r) => cosOfCustomer(d, r.CustNum).filter((o) => s(o.OrderDate) >= JUNE_1).length >= 2,
      2,
    );
    const mine = (o: Row | undefined): boolean =>
      !!o && o.CustNum === cu.CustNum && s(o.OrderDate) >= JUNE_1;
    return {
      q: `what has ${lower(cu.Name)} ordered since june?`,
      e: anyOf(
        rows('SLCos', (r) => mine(r)),
        rows('SLCoitems', (r, dd) => mine(dd.co(r.CoNum))),
      ),
    };
  }),
  dyn('names', (d) => {
    const v = pick(d.tables.SLVendors, (r) => r.Contact !== null && r.VadCountry === 'USA', 11);
    return {
      q: `who's our contact at ${s(v.Name)}`,
      e: rows('SLVendors', (r) => r.VendNum === v.VendNum),
    };
  }),
  dyn('names', (d) => {
    const it = pick(
      d.tables.SLItems,
      (r) => uniqueDescription(d, r) && whsesOfItem(d, r.Item).length >= 2,
      5,
    );
    return {
      q: `whats our on-hand qty for ${lower(it.Description)}`,
      e: anyOf(
        agg('SLItemwhses', (r) => r.Item === it.Item, 'sum', { measure: 'QtyOnHand' }),
        agg('SLItems', (r) => r.Item === it.Item, 'sum', { measure: 'DerQtyOnHand' }),
      ),
    };
  }),
  dyn('names', (d) => {
    const po = pick(d.tables.SLPos, (r) => openOrder(r) && poLinesOfPo(d, r.PoNum).length >= 3, 4);
    return {
      q: `lines on ${s(po.PoNum)}`,
      e: rows('SLPoItems', (r) => r.PoNum === po.PoNum),
    };
  }),
  dyn('names', (d) => {
    const co = pick(d.tables.SLCos, (r) => r.Stat === 'O', 6);
    return {
      q: `status of sales order ${bare(co.CoNum)}`,
      e: rows('SLCos', (r) => r.CoNum === co.CoNum),
    };
  }),
  dyn('names', (d) => {
    const cu = pick(customers(d), (r) => arOfCustomer(d, r.CustNum).filter(unpaid).length >= 2, 3);
    return {
      q: `open invoices for customer ${bare(cu.CustNum)}`,
      e: rows('SLArtrans', (r) => r.CustNum === cu.CustNum && unpaid(r)),
    };
  }),
  dyn('names', (d) => {
    const v = pick(d.tables.SLVendors, (r) => bare(r.VendNum) === '1077');
    return {
      q: `terms code for supplier ${bare(v.VendNum)}`,
      e: rows('SLVendors', (r) => r.VendNum === v.VendNum),
    };
  }),
  dyn('names', (d) => {
    const it = pick(d.tables.SLItems, (r) => jobsOfItem(d, r.Item).length >= 2, 2);
    return {
      q: `work orders for ${s(it.Item)}`,
      e: rows('SLJobs', (r) => r.Item === it.Item),
    };
  }),
  c(
    'names',
    'customers in toronto',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Toronto'),
  ),
  c(
    'names',
    'suppliers based in germany',
    rows('SLVendors', (r) => r.VadCountry === 'Germany'),
  ),
  c(
    'names',
    'tnguyen open POs',
    rows('SLPos', (r) => r.Buyer === 'TNGUYEN' && openOrder(r)),
  ),
  c(
    'names',
    'lmartin customers',
    rows('SLCustomers', (r) => cust(r) && r.Slsman === 'LMARTIN'),
  ),
  c(
    'names',
    'anything from acme steel still open?',
    rows('SLPos', (r) => r.VendorName === 'Acme Steel Corp' && openOrder(r)),
  ),

  // ───────────────────────────── ranking ─────────────────────────────
  c(
    'ranking',
    'top 5 vendors by spend this year',
    anyOf(
      ...perGroup(
        'SLPos',
        (r) => between(r.OrderDate, ...YEAR_TO_DATE),
        'sum',
        ['VendNum', 'VendorName'],
        { measure: 'PoCost', top: { n: 5, dir: 'desc' } },
      ),
    ),
  ),
  c(
    'ranking',
    '10 biggest POs last month',
    rows('SLPos', (r) => between(r.OrderDate, ...LAST_MONTH), {
      order: { by: 'PoCost', dir: 'desc' },
      top: 10,
    }),
  ),
  c(
    'ranking',
    'the 3 oldest open sales orders',
    rows('SLCos', openOrder, { order: { by: 'OrderDate', dir: 'asc' }, top: 3 }),
  ),
  c(
    'ranking',
    'which 5 items have the most on hand in MAIN',
    rows('SLItemwhses', (r) => r.Whse === 'MAIN', {
      order: { by: 'QtyOnHand', dir: 'desc' },
      top: 5,
    }),
  ),
  c(
    'ranking',
    'most expensive item we make in house',
    rows('SLItems', (r) => r.PMTCode === 'M', { order: { by: 'UnitCost', dir: 'desc' }, top: 1 }),
  ),
  c(
    'ranking',
    'top 3 customers by amount invoiced in 2025',
    anyOf(
      ...perGroup(
        'SLArtrans',
        (r) => inv(r) && between(r.InvDate, ...YEAR_2025),
        'sum',
        ['CustNum', 'DerCustName'],
        { measure: 'Amount', top: { n: 3, dir: 'desc' } },
      ),
    ),
  ),
  c(
    'ranking',
    'latest 5 payments',
    rows('SLArtrans', (r) => r.Type === 'P', { order: { by: 'InvDate', dir: 'desc' }, top: 5 }),
  ),
  c(
    'ranking',
    'cheapest 10 FAST items',
    rows('SLItems', (r) => r.ProductCode === 'FAST', {
      order: { by: 'UnitCost', dir: 'asc' },
      top: 10,
    }),
  ),
  c(
    'ranking',
    "who's our busiest buyer this year by PO count",
    agg('SLPos', (r) => between(r.OrderDate, ...YEAR_TO_DATE), 'count', {
      groupBy: 'Buyer',
      top: { n: 1, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'top 8 customers by credit limit',
    rows('SLCustomers', cust, { order: { by: 'CreditLimit', dir: 'desc' }, top: 8 }),
  ),
  c(
    'ranking',
    'five jobs with the biggest released qty',
    rows('SLJobs', all, { order: { by: 'QtyReleased', dir: 'desc' }, top: 5 }),
  ),

  // ───────────────────────────── aggregates ─────────────────────────────
  c('aggregates', 'how many POs do we have open right now', agg('SLPos', openOrder, 'count')),
  c(
    'aggregates',
    'AR outstanding in total?',
    anyOf(
      agg('SLArtrans', inv, 'sum', { measure: 'Balance' }),
      agg('SLArtrans', all, 'sum', { measure: 'Balance' }),
    ),
  ),
  c(
    'aggregates',
    'mean PO amount for 2025',
    agg('SLPos', (r) => between(r.OrderDate, ...YEAR_2025), 'avg', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'Q3 purchase spend broken out per buyer',
    agg('SLPos', (r) => between(r.OrderDate, ...Q3_2026), 'sum', {
      measure: 'PoCost',
      groupBy: 'Buyer',
    }),
  ),
  c(
    'aggregates',
    'count of customers per state',
    agg('SLCustomers', cust, 'count', { groupBy: 'State' }),
  ),
  c(
    'aggregates',
    'how many units of stock are sitting in the EAST warehouse',
    agg('SLItemwhses', (r) => r.Whse === 'EAST', 'sum', { measure: 'QtyOnHand' }),
  ),
  c(
    'aggregates',
    'biggest single invoice on record',
    anyOf(
      agg('SLArtrans', inv, 'max', { measure: 'Amount' }),
      rows('SLArtrans', inv, { order: { by: 'Amount', dir: 'desc' }, top: 1 }),
    ),
  ),
  c(
    'aggregates',
    'smallest PO this month',
    anyOf(
      agg('SLPos', (r) => between(r.OrderDate, ...THIS_MONTH_SO_FAR), 'min', {
        measure: 'PoCost',
      }),
      rows('SLPos', (r) => between(r.OrderDate, ...THIS_MONTH_SO_FAR), {
        order: { by: 'PoCost', dir: 'asc' },
        top: 1,
      }),
    ),
  ),
  c('aggregates', 'job count for each status', agg('SLJobs', all, 'count', { groupBy: 'Stat' })),
  c(
    'aggregates',
    'open sales order value per warehouse',
    agg('SLCos', openOrder, 'sum', { measure: 'Price', groupBy: 'Whse' }),
  ),
  c(
    'aggregates',
    'avg unit cost by product code',
    agg('SLItems', all, 'avg', { measure: 'UnitCost', groupBy: 'ProductCode' }),
  ),
  c(
    'aggregates',
    'how many invoices are past due',
    agg('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0, 'count'),
  ),
  c(
    'aggregates',
    'total qty shipped last week',
    anyOf(
      ...[LAST_WEEK_ISO, LAST_WEEK_US].map((p) =>
        agg('SLCoitems', (r) => between(r.ShipDate, p[0], p[1]), 'sum', {
          measure: 'QtyShipped',
        }),
      ),
    ),
  ),
  c(
    'aggregates',
    'how many vendors do we have in each country',
    agg('SLVendors', all, 'count', { groupBy: 'VadCountry' }),
  ),
  c(
    'aggregates',
    'total customer order value booked in october',
    agg('SLCos', (r) => between(r.OrderDate, ...LAST_MONTH), 'sum', { measure: 'Price' }),
  ),

  // ───────────────────────────── relations ─────────────────────────────
  c(
    'relations',
    'purchase orders with ontario-based vendors',
    rows('SLPos', (r, d) => vendorOf(r, d)?.VadState === 'ON'),
  ),
  c(
    'relations',
    'which vendors have open POs with us',
    rows('SLVendors', (r, d) => posOfVendor(d, r.VendNum).some(openOrder)),
  ),
  dyn('relations', (d) => {
    const vendorsFor = (item: unknown): Set<unknown> =>
      new Set(poLinesOfItem(d, item).map((l) => d.po(l.PoNum)?.VendNum));
    const it = pick(
      d.tables.SLItems,
      (r) => uniqueDescription(d, r) && vendorsFor(r.Item).size >= 2,
      7,
    );
    const vs = vendorsFor(it.Item);
    return {
      q: `which vendors sell us ${lower(it.Description)}?`,
      e: anyOf(
        rows('SLVendors', (r) => vs.has(r.VendNum)),
        rows('SLPoItems', (r) => r.Item === it.Item),
      ),
    };
  }),
  dyn('relations', (d) => {
    const itemsFrom = (vendNum: unknown): Set<unknown> =>
      new Set(posOfVendor(d, vendNum).flatMap((p) => poLinesOfPo(d, p.PoNum).map((l) => l.Item)));
    const v = pick(
      d.tables.SLVendors,
      (r) => r.Stat === 'A' && itemsFrom(r.VendNum).size >= 3 && itemsFrom(r.VendNum).size < 40,
      2,
    );
    const its = itemsFrom(v.VendNum);
    return {
      q: `what items do we buy from ${lower(v.Name)}`,
      e: anyOf(
        rows('SLItems', (r) => its.has(r.Item)),
        rows('SLPoItems', (r, dd) => lineVendor(r, dd)?.VendNum === v.VendNum),
      ),
    };
  }),
  dyn('relations', (d) => {
    const lines = (item: unknown): Row[] => coLinesOfItem(d, item);
    const buyers = (item: unknown): Set<unknown> =>
      new Set(lines(item).map((l) => d.co(l.CoNum)?.CustNum));
    const it = pick(
      d.tables.SLItems,
      (r) =>
        uniqueDescription(d, r) &&
        buyers(r.Item).size >= 2 &&
        lines(r.Item).every((l) => ['C', 'H'].includes(s(d.co(l.CoNum)?.Stat))),
      4,
    );
    const who = buyers(it.Item);
    return {
      q: `which customers bought ${lower(it.Description)}`,
      e: anyOf(
        rows('SLCustomers', (r) => cust(r) && who.has(r.CustNum)),
        rows('SLCoitems', (r) => r.Item === it.Item),
      ),
    };
  }),
  c(
    'relations',
    "which customers haven't ordered since june",
    anyOf(
      rows(
        'SLCustomers',
        (r, d) => cust(r) && !cosOfCustomer(d, r.CustNum).some((o) => s(o.OrderDate) >= JUNE_1),
      ),
      rows(
        'SLCustomers',
        (r, d) =>
          cust(r) &&
          cosOfCustomer(d, r.CustNum).length > 0 &&
          !cosOfCustomer(d, r.CustNum).some((o) => s(o.OrderDate) >= JUNE_1),
      ),
    ),
  ),
  c(
    'relations',
    'florida customer invoices',
    rows('SLArtrans', (r, d) => inv(r) && custOf(r, d)?.State === 'FL'),
  ),
  c(
    'relations',
    'open CO lines where the customer is on hold for credit',
    rows('SLCoitems', (r, d) => openOrder(r) && onHold(lineCustomer(r, d))),
  ),
  c(
    'relations',
    'po lines for hydraulic (HYD) parts',
    rows('SLPoItems', (r, d) => itemOf(r, d)?.ProductCode === 'HYD'),
  ),
  c(
    'relations',
    'FG jobs due to finish this month',
    rows(
      'SLJobs',
      (r, d) => itemOf(r, d)?.ProductCode === 'FG' && between(r.JschEndDate, ...THIS_MONTH_WHOLE),
    ),
  ),
  c(
    'relations',
    'late POs with vendors in germany',
    rows('SLPos', (r, d) => n(r.DaysOverdue) > 0 && vendorOf(r, d)?.VadCountry === 'Germany'),
  ),
  c(
    'relations',
    'sales orders from texas customers placed this month',
    rows(
      'SLCos',
      (r, d) => custOf(r, d)?.State === 'TX' && between(r.OrderDate, ...THIS_MONTH_SO_FAR),
    ),
  ),
  c(
    'relations',
    'obsolete parts with stock left anywhere',
    anyOf(
      rows('SLItemwhses', (r, d) => itemOf(r, d)?.Stat === 'O' && n(r.QtyOnHand) > 0),
      rows('SLItems', (r) => r.Stat === 'O' && n(r.DerQtyOnHand) > 0),
    ),
  ),
  dyn('relations', (d) => {
    const cu = pick(customers(d), (r) => arOfCustomer(d, r.CustNum).filter(unpaid).length >= 2, 9);
    return {
      q: `what's the outstanding balance for ${lower(cu.Name)}`,
      e: anyOf(
        agg('SLArtrans', (r) => r.CustNum === cu.CustNum && inv(r), 'sum', { measure: 'Balance' }),
        agg('SLArtrans', (r) => r.CustNum === cu.CustNum, 'sum', { measure: 'Balance' }),
      ),
    };
  }),
  c(
    'relations',
    'ohio customers with open orders',
    rows(
      'SLCustomers',
      (r, d) => cust(r) && r.State === 'OH' && cosOfCustomer(d, r.CustNum).some(openOrder),
    ),
  ),
  dyn('relations', (d) => {
    const pairs = new Map<string, number>();
    for (const l of d.tables.SLPoItems) {
      const k = `${s(l.Item)}|${s(d.po(l.PoNum)?.VendNum)}`;
      pairs.set(k, (pairs.get(k) ?? 0) + 1);
    }
    const [key] =
      [...pairs].filter(([k, count]) => count >= 3 && !k.endsWith('|   1001'))[5] ?? [...pairs][0];
    const [item, vendNum] = key.split('|');
    const v = d.vendor(vendNum) as Row;
    return {
      q: `lines where we bought ${item} from ${lower(v.Name)}`,
      e: rows('SLPoItems', (r, dd) => r.Item === item && lineVendor(r, dd)?.VendNum === vendNum),
    };
  }),
  dyn('relations', (d) => {
    const v = pick(
      d.tables.SLVendors,
      (r) =>
        r.VendNum !== '   1001' &&
        posOfVendor(d, r.VendNum).filter((p) => between(p.OrderDate, ...YEAR_2025)).length >= 5,
      6,
    );
    return {
      q: `how much did we spend at ${lower(v.Name)} in 2025`,
      e: agg('SLPos', (r) => r.VendNum === v.VendNum && between(r.OrderDate, ...YEAR_2025), 'sum', {
        measure: 'PoCost',
      }),
    };
  }),
  c(
    'relations',
    'jobs for ELEC items',
    rows('SLJobs', (r, d) => itemOf(r, d)?.ProductCode === 'ELEC'),
  ),
  c(
    'relations',
    'customers with late orders',
    anyOf(
      rows(
        'SLCustomers',
        (r, d) => cust(r) && cosOfCustomer(d, r.CustNum).some((o) => n(o.DaysLate) > 0),
      ),
      rows('SLCos', (r) => n(r.DaysLate) > 0),
    ),
  ),
  c(
    'relations',
    'vendors in CA with a PO dated this year',
    rows(
      'SLVendors',
      (r, d) =>
        r.VadState === 'CA' &&
        posOfVendor(d, r.VendNum).some((p) => between(p.OrderDate, ...YEAR_TO_DATE)),
    ),
  ),
  dyn('relations', (d) => {
    const co = pick(
      d.tables.SLCos,
      (r) => d.tables.SLArtrans.some((t) => t.CoNum === r.CoNum && t.Type === 'I'),
      40,
    );
    return {
      q: `billing for CO ${bare(co.CoNum)}`,
      e: anyOf(
        rows('SLArtrans', (r) => r.CoNum === co.CoNum && inv(r)),
        rows('SLArtrans', (r) => r.CoNum === co.CoNum),
      ),
    };
  }),
  c(
    'relations',
    'number of open POs per michigan vendor',
    anyOf(
      ...perGroup('SLPos', (r, d) => openOrder(r) && vendorOf(r, d)?.VadState === 'MI', 'count', [
        'VendNum',
        'VendorName',
      ]),
    ),
  ),
  c(
    'relations',
    "unpaid invoices for btaylor's customers",
    rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.Slsman === 'BTAYLOR'),
  ),
  dyn('relations', (d) => {
    const it = pick(
      d.tables.SLItems,
      (r) =>
        whsesOfItem(d, r.Item).length >= 3 &&
        whsesOfItem(d, r.Item).every((w) => n(w.QtyOnHand) > 0),
      8,
    );
    return {
      q: `what whses hold ${s(it.Item)}`,
      e: rows('SLItemwhses', (r) => r.Item === it.Item),
    };
  }),
  dyn('relations', (d) => {
    const it = pick(
      d.tables.SLItems,
      (r) =>
        poLinesOfItem(d, r.Item).filter((l) => between(l.RcvdDate, ...YEAR_TO_DATE)).length >= 3,
      10,
    );
    return {
      q: `qty received of ${s(it.Item)} this year`,
      e: agg(
        'SLPoItems',
        (r) => r.Item === it.Item && between(r.RcvdDate, ...YEAR_TO_DATE),
        'sum',
        { measure: 'QtyReceived' },
      ),
    };
  }),
  c(
    'relations',
    'items that have open jobs',
    anyOf(
      rows('SLItems', (r, d) => jobsOfItem(d, r.Item).some(openJob)),
      rows('SLJobs', openJob),
    ),
  ),
  c(
    'relations',
    'open PO lines with suppliers in mexico',
    rows('SLPoItems', (r, d) => openOrder(r) && lineVendor(r, d)?.VadCountry === 'Mexico'),
  ),
  c(
    'relations',
    'invoice totals per customer in michigan for last quarter',
    anyOf(
      ...perGroup(
        'SLArtrans',
        (r, d) => inv(r) && between(r.InvDate, ...Q3_2026) && custOf(r, d)?.State === 'MI',
        'sum',
        ['CustNum', 'DerCustName'],
        { measure: 'Amount' },
      ),
    ),
  ),
  c(
    'relations',
    'PO lines for STL items bought from acme steel',
    rows(
      'SLPoItems',
      (r, d) => itemOf(r, d)?.ProductCode === 'STL' && lineVendor(r, d)?.Name === 'Acme Steel Corp',
    ),
  ),
  c(
    'relations',
    'customer orders for items in the FG product line that are still open',
    anyOf(
      rows(
        'SLCos',
        (r, d) =>
          openOrder(r) &&
          (byColumn(d, 'SLCoitems', 'CoNum').get(s(r.CoNum)) ?? []).some(
            (l) => itemOf(l, d)?.ProductCode === 'FG',
          ),
      ),
      rows('SLCoitems', (r, d) => openOrder(r) && itemOf(r, d)?.ProductCode === 'FG'),
    ),
  ),
  c(
    'relations',
    'POs placed with vendors that are now inactive',
    rows('SLPos', (r, d) => vendorOf(r, d)?.Stat === 'I'),
  ),

  // ───────────────────────────── negation ─────────────────────────────
  c(
    'negation',
    'non-US vendors',
    rows('SLVendors', (r) => r.VadCountry !== 'USA'),
  ),
  c(
    'negation',
    'POs in a currency other than USD',
    rows('SLPos', (r) => r.VenCurrCode !== 'USD'),
  ),
  c(
    'negation',
    "items we don't buy",
    anyOf(
      rows('SLItems', (r) => r.PMTCode !== 'P'),
      rows('SLItems', (r, d) => poLinesOfItem(d, r.Item).length === 0),
    ),
  ),
  c(
    'negation',
    'TX customers without a credit hold',
    rows('SLCustomers', (r) => cust(r) && r.State === 'TX' && !onHold(r)),
  ),
  c(
    'negation',
    "vendors we haven't bought anything from this year",
    rows(
      'SLVendors',
      (r, d) => !posOfVendor(d, r.VendNum).some((p) => between(p.OrderDate, ...YEAR_TO_DATE)),
    ),
  ),
  c(
    'negation',
    'MAIN jobs still not done',
    anyOf(
      rows('SLJobs', (r) => r.Whse === 'MAIN' && r.Stat !== 'C'),
      rows('SLJobs', (r) => r.Whse === 'MAIN' && r.Stat !== 'C' && r.Stat !== 'H'),
    ),
  ),
  c(
    'negation',
    'open sales orders not shipping from MAIN',
    rows('SLCos', (r) => openOrder(r) && r.Whse !== 'MAIN'),
  ),
  c(
    'negation',
    'parts no customer has ever ordered',
    rows('SLItems', (r, d) => coLinesOfItem(d, r.Item).length === 0),
  ),

  // ───────────────────────────── property-compare ─────────────────────────────
  c(
    'property-compare',
    'co lines where qty shipped is less than qty ordered',
    rows('SLCoitems', (r) => n(r.QtyShipped) < n(r.QtyOrdered)),
  ),
  c(
    'property-compare',
    'jobs where completed qty is below released qty',
    rows('SLJobs', (r) => n(r.QtyComplete) < n(r.QtyReleased)),
  ),
  c(
    'property-compare',
    'where are we allocated more than we have on hand',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) > n(r.QtyOnHand)),
  ),
  c(
    'property-compare',
    'po lines that arrived later than their due date',
    rows('SLPoItems', (r) => r.RcvdDate !== null && s(r.RcvdDate) > s(r.DueDate)),
  ),
  c(
    'property-compare',
    'sales order lines that shipped after the due date',
    rows('SLCoitems', (r) => r.ShipDate !== null && s(r.ShipDate) > s(r.DueDate)),
  ),
  c(
    'property-compare',
    'EAST stock where on hand is under the qty on order',
    rows('SLItemwhses', (r) => r.Whse === 'EAST' && n(r.QtyOnHand) < n(r.QtyOrdered)),
  ),
  c(
    'property-compare',
    'anything at or under its reorder point in WEST?',
    rows('SLItemwhses', (r) => r.Whse === 'WEST' && n(r.QtyOnHand) <= n(r.QtyReorder)),
  ),

  // ───────────────────────────── fields ─────────────────────────────
  c(
    'fields',
    'just the PO number and vendor for POs cut today',
    rows('SLPos', (r) => r.OrderDate === TODAY, { fields: ['po_number', 'vendor'] }),
  ),
  c(
    'fields',
    'GA customers - only name + credit limit',
    rows('SLCustomers', (r) => cust(r) && r.State === 'GA', { fields: ['name', 'credit_limit'] }),
  ),
  c(
    'fields',
    'item number and description only, for obsolete FAST items',
    rows('SLItems', (r) => r.Stat === 'O' && r.ProductCode === 'FAST', {
      fields: ['item', 'description'],
    }),
  ),
  c(
    'fields',
    'vendor name and email for canadian suppliers',
    rows('SLVendors', (r) => r.VadCountry === 'Canada', {
      fields: ['name', 'external_email_addr'],
    }),
  ),
  c(
    'fields',
    'job number, item and end date for released jobs',
    anyOf(
      rows('SLJobs', (r) => r.Stat === 'R', { fields: ['job', 'item', 'jsch_end_date'] }),
      rows('SLJobs', (r) => r.Stat === 'R', { fields: ['job', 'suffix', 'item', 'jsch_end_date'] }),
    ),
  ),
  c(
    'fields',
    'show co number, customer and total for stopped orders',
    anyOf(
      rows('SLCos', (r) => r.Stat === 'S', { fields: ['co_num', 'cust_num', 'price'] }),
      rows('SLCos', (r) => r.Stat === 'S', { fields: ['co_num', 'customer_name', 'price'] }),
    ),
  ),
  c(
    'fields',
    'po number, due date and days overdue for overdue blanket POs',
    rows('SLPos', (r) => r.Type === 'B' && n(r.DaysOverdue) > 0, {
      fields: ['po_number', 'due_date', 'days_overdue'],
    }),
  ),
  c(
    'fields',
    'invoice number, amount and due date only - unpaid invoices over 10k',
    rows('SLArtrans', (r) => unpaid(r) && n(r.Amount) > 10000, {
      fields: ['inv_num', 'amount', 'due_date'],
    }),
  ),

  // ───────────────────────────── typos ─────────────────────────────
  c(
    'typos',
    'purchse ordrs above 25k from vendrs in ohio',
    rows('SLPos', (r, d) => n(r.PoCost) > 25000 && vendorOf(r, d)?.VadState === 'OH'),
  ),
  c(
    'typos',
    'custmr orders that are stoped',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c(
    'typos',
    'invoces past due more then 60 days',
    rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 60),
  ),
  c(
    'typos',
    'obsolite items in STL',
    rows('SLItems', (r) => r.Stat === 'O' && r.ProductCode === 'STL'),
  ),
  c(
    'typos',
    'po lines recieved yesterday',
    rows('SLPoItems', (r) => r.RcvdDate === YESTERDAY),
  ),
  c(
    'typos',
    'suppliers in michgan',
    rows('SLVendors', (r) => r.VadState === 'MI'),
  ),
  c(
    'typos',
    'wats the averag cost per unit for ELEC itmes',
    agg('SLItems', (r) => r.ProductCode === 'ELEC', 'avg', { measure: 'UnitCost' }),
  ),
  c(
    'typos',
    'how many jobs are opn in SOUTH whse',
    agg('SLJobs', (r) => openJob(r) && r.Whse === 'SOUTH', 'count'),
  ),

  // ───────────────────────────── synonyms ─────────────────────────────
  c(
    'synonyms',
    'work orders kicking off next week',
    inAnyOf('SLJobs', [NEXT_WEEK_ISO, NEXT_WEEK_US], (r, p) =>
      between(r.JschStartDate, p[0], p[1]),
    ),
  ),
  c(
    'synonyms',
    'clients in chicago',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Chicago'),
  ),
  c(
    'synonyms',
    'receivables from quebec customers',
    rows('SLArtrans', (r, d) => inv(r) && custOf(r, d)?.State === 'QC'),
  ),
  c(
    'synonyms',
    'parts we manufacture ourselves',
    rows('SLItems', (r) => r.PMTCode === 'M'),
  ),
  c(
    'synonyms',
    'COs for the WEST warehouse',
    rows('SLCos', (r) => r.Whse === 'WEST'),
  ),
  c(
    'synonyms',
    'products with product code PKG',
    rows('SLItems', (r) => r.ProductCode === 'PKG'),
  ),

  // ───────────────────────────── refusals ─────────────────────────────
  c('refusals', 'delete all the planned POs', REFUSE),
  c('refusals', 'bump customer 5003 credit limit to 200k', REFUSE),
  c('refusals', 'approve PO PO00004990', REFUSE),
  c('refusals', 'send the past-due invoice report to finance by email', REFUSE),
  c('refusals', 'how much did we pay in freight on POs this year', REFUSE),
  c('refusals', 'how many hours did the welders clock on job 90100', REFUSE),
  c('refusals', 'what % of parts got scrapped at each work center last month', REFUSE),
  c('refusals', 'CO2 emissions from our steel purchases', REFUSE),
  c('refusals', 'projected demand per item for Q1 2027', REFUSE),
  c('refusals', 'name of the president at acme steel', REFUSE),
  c('refusals', 'whose work anniversary is this month', REFUSE),
  c('refusals', 'how many shelving racks are in the EAST building', REFUSE),
  c('refusals', 'banana the vendors sideways purple', REFUSE),
  c('refusals', 'POs bigger than $73,000,000,000,000,000,000', REFUSE),
  c('refusals', 'customers whose credit limit exceeds 31415926535897932384', REFUSE),
  c('refusals', "what's our largest customer's share price today", REFUSE),
  c('refusals', 'cancel every sales order for customer 5010', REFUSE),
  c('refusals', 'create a PO for 500 hex bolts from acme steel', REFUSE),
];
