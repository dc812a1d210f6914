/**
 * RETIRED held-out set, fourth edition (issue #17) — now part of the TUNING pool. Written on
 * 2026-11-25, before the seventh round's engine changes, by a writer who did not read the NL
 * engine (src/query/), its vocabularies, the NL fixture, docs/questions.md or the questions of
 * the other sets: what purchasing, sales, finance, production and inventory people would type
 * about the demo data, not what the engine knows. Questions were checked (by a few key phrases)
 * not to repeat the tuning sets, held-out v1-v3 or the examples of the issue.
 *
 * History: 103/133 on the engine it was written against (87/100 answers at or above 0.5 right),
 * 106/133 after #17's seventh round (90/103), never tuned on. Retired into the tuning pool on
 * 2026-11-25 (session 7) at 106/133, when held-out v5 (heldout-v5-cases.ts) was written to take
 * its place by someone who had read neither the engine nor this set's questions: from then on its
 * misses are printed and studied and the engine fixed for them (as general rules, with
 * paraphrases of one's own in unit specs), so its figure is a tuning figure, pooled with the
 * other tuning sets.
 *
 * Former rule, kept for the record of how it was written: it was not tuned on while held out.
 * (Former) RULE: do NOT tune the engine, its vocabulary or its thresholds on these questions, and do not
 * read the misses this set reports to decide what to build. Never change an expectation or a
 * question here to make the engine pass. A question may only be corrected when its expectation
 * itself is shown to be wrong against the meanings below, and the commit must say so.
 *
 * Expected answers are plain predicates and aggregates over the raw rows (eval-data.ts), computed
 * independently of the engine. heldout-v4-cases.data.e2e-spec.ts checks, without the engine,
 * that every expectation matches at least one row. The calendar is computed for the evaluation's
 * "today", 2026-11-21 (a Saturday; EVAL_TODAY), and written out below rather than derived.
 * Meanings follow shared/nl-examples.md, plus:
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
 *   that are not complete, as issue #17 defines it); "make in house" = manufactured items (PMTCode M);
 *   "purchased items" / "items we buy" = PMTCode P, or items that appear on PO lines: both
 *   accepted (and their negations likewise);
 * - "open / still open" = P or O on POs, PO lines, customer orders and their lines; open jobs
 *   are F or R; "unpaid / open" invoices = Type I with Balance > 0; "paid" = Type I with Balance
 *   0; "receivables" are invoices (Type I); "AR" and "what customers owe" are sums of Balance
 *   (over invoices, or over every AR row, where only charges carry a balance: both accepted);
 *   "overdue / past due" is the derived days property > 0;
 * - product lines are named by their codes (HYD, ELEC, FAST, STL); warehouses by their codes
 *   (MAIN, EAST, SOUTH, WEST);
 * - a write, an action, a measure the catalog does not hold (freight, scrap rate, labour hours,
 *   machine downtime, carbon footprint, demand forecast), a thing outside the catalog
 *   (employees' birthdays, pallets in the yard, a vendor's CEO), nonsense, or a number that
 *   cannot be represented exactly (above 2^53) must be refused (422), never dropped.
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
} from './heldout-helpers';
import type { EvalCase } from './eval-types';

/**
 * This set's column in the calibration table: retired, so pooled with the tuning sets (the pool
 * leaves out only names starting with "held-out").
 */
export const HELDOUT_V4_NAME = 'retired v4';

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
const YESTERDAY = '2026-11-20';
/** "On Thursday": the latest Thursday, 19 November. */
const THURSDAY = '2026-11-19';
/** This week so far: from Monday 16 (ISO) or Sunday 15 (US) to today; "since Monday" is ISO's. */
const THIS_WEEK_ISO: Period = ['2026-11-16', TODAY];
const THIS_WEEK_US: Period = ['2026-11-15', TODAY];
/** Last week: Mon 9 - Sun 15 (ISO), or Sun 8 - Sat 14 (US). */
const LAST_WEEK_ISO: Period = ['2026-11-09', '2026-11-15'];
const LAST_WEEK_US: Period = ['2026-11-08', '2026-11-14'];
/** Next week: Mon 23 - Sun 29 (ISO), or Sun 22 - Sat 28 (US). */
const NEXT_WEEK_ISO: Period = ['2026-11-23', '2026-11-29'];
const NEXT_WEEK_US: Period = ['2026-11-22', '2026-11-28'];
/** The last 2 weeks: today - 14 days to today. */
const LAST_2_WEEKS: Period = ['2026-11-07', TODAY];
const LAST_90_DAYS: Period = ['2026-08-23', TODAY];
const NEXT_30_DAYS: Period = [TODAY, '2026-12-21'];
const THIS_MONTH_SO_FAR: Period = ['2026-11-01', TODAY];
const LAST_MONTH: Period = ['2026-10-01', '2026-10-31'];
/** Next month, December 2026, whole. */
const NEXT_MONTH: Period = ['2026-12-01', '2026-12-31'];
const FIRST_HALF_OF_DECEMBER: Period = ['2026-12-01', '2026-12-15'];
const JANUARY_2027: Period = ['2027-01-01', '2027-01-31'];
const MARCH_2026: Period = ['2026-03-01', '2026-03-31'];
/** Last quarter (and "Q3"): July - September 2026. */
const Q3_2026: Period = ['2026-07-01', '2026-09-30'];
const Q1_2026: Period = ['2026-01-01', '2026-03-31'];
const YEAR_TO_DATE: Period = ['2026-01-01', TODAY];
const YEAR_2025: Period = ['2025-01-01', '2025-12-31'];
const YEAR_2024: Period = ['2024-01-01', '2024-12-31'];
/** "By the end of the year": today to 31 December 2026. */
const REST_OF_YEAR: Period = [TODAY, '2026-12-31'];

export const HELDOUT_V4_CASES: readonly EvalCase[] = [
  // --- purchasing ------------------------------------------------------------------------------
  c(
    'relations',
    'any POs still open with Italian suppliers?',
    rows('SLPos', (r, d) => openOrder(r) && vendorOf(r, d)?.VadCountry === 'Italy'),
  ),
  c(
    'relations',
    'purchase orders placed this year with vendors based in Texas',
    rows(
      'SLPos',
      (r, d) => between(r.OrderDate, ...YEAR_TO_DATE) && vendorOf(r, d)?.VadState === 'TX',
    ),
  ),
  c(
    'relations',
    'total spend with German vendors in 2025',
    agg(
      'SLPos',
      (r, d) => between(r.OrderDate, ...YEAR_2025) && vendorOf(r, d)?.VadCountry === 'Germany',
      'sum',
      { measure: 'PoCost' },
    ),
  ),
  c(
    'relations',
    'overdue POs from california vendors',
    rows('SLPos', (r, d) => n(r.DaysOverdue) > 0 && vendorOf(r, d)?.VadState === 'CA'),
  ),
  c(
    'relations',
    'open PO lines for BRG parts',
    rows('SLPoItems', (r, d) => openOrder(r) && itemOf(r, d)?.ProductCode === 'BRG'),
  ),
  dyn('relations', (d) => {
    const vendor = pick(
      d.tables.SLVendors,
      (v) =>
        d.tables.SLPos.some((p) => p.VendNum === v.VendNum && between(p.OrderDate, ...YEAR_2025)),
      3,
    );
    const lines = (r: Row, dd: EvalData): boolean =>
      lineVendor(r, dd)?.VendNum === vendor.VendNum &&
      between(dd.po(r.PoNum)?.OrderDate, ...YEAR_2025);
    return {
      q: `list the parts we ordered from ${s(vendor.Name)} in 2025`,
      e: anyOf(
        rows('SLPoItems', lines),
        rows('SLItems', (r, dd) =>
          dd.tables.SLPoItems.some((l) => l.Item === r.Item && lines(l, dd)),
        ),
      ),
    };
  }),
  dyn('relations', (d) => {
    const item = pick(
      d.tables.SLItems,
      (i) => i.PMTCode === 'P' && d.tables.SLPoItems.filter((l) => l.Item === i.Item).length >= 5,
      7,
    );
    return {
      q: `which suppliers do we get ${s(item.Item)} from`,
      e: rows('SLVendors', (r, dd) =>
        dd.tables.SLPoItems.some(
          (l) => l.Item === item.Item && lineVendor(l, dd)?.VendNum === r.VendNum,
        ),
      ),
    };
  }),
  c(
    'aggregates',
    'how many POs did we cut last month',
    agg('SLPos', (r) => between(r.OrderDate, ...LAST_MONTH), 'count'),
  ),
  c(
    'aggregates',
    'average PO value per buyer this year',
    agg('SLPos', (r) => between(r.OrderDate, ...YEAR_TO_DATE), 'avg', {
      measure: 'PoCost',
      groupBy: 'Buyer',
    }),
  ),
  dyn('aggregates', (d) => {
    const item = pick(
      d.tables.SLItems,
      (i) =>
        d.tables.SLPoItems.filter((l) => l.Item === i.Item && between(l.RcvdDate, ...LAST_MONTH))
          .length >= 2,
      4,
    );
    return {
      q: `qty of ${s(item.Item)} received in October`,
      e: agg(
        'SLPoItems',
        (r) => r.Item === item.Item && between(r.RcvdDate, ...LAST_MONTH),
        'sum',
        {
          measure: 'QtyReceived',
        },
      ),
    };
  }),
  c(
    'aggregates',
    'PO line count by warehouse',
    agg('SLPoItems', all, 'count', { groupBy: 'Whse' }),
  ),
  c(
    'dates',
    'PO lines due between Dec 1 and Dec 15',
    anyOf(
      rows('SLPoItems', (r) => openOrder(r) && between(r.DueDate, ...FIRST_HALF_OF_DECEMBER)),
      rows('SLPoItems', (r) => between(r.DueDate, ...FIRST_HALF_OF_DECEMBER)),
    ),
  ),
  c(
    'dates',
    'what did we receive from vendors yesterday',
    rows('SLPoItems', (r) => r.RcvdDate === YESTERDAY),
  ),
  c(
    'dates',
    'POs placed in Q3',
    rows('SLPos', (r) => between(r.OrderDate, ...Q3_2026)),
  ),
  c(
    'dates',
    'purchase orders from the last 2 weeks',
    rows('SLPos', (r) => between(r.OrderDate, ...LAST_2_WEEKS)),
  ),
  c(
    'numbers',
    'POs over 50000 placed this year',
    rows('SLPos', (r) => n(r.PoCost) > 50_000 && between(r.OrderDate, ...YEAR_TO_DATE)),
  ),
  c(
    'numbers',
    'po lines with more than 5,000 ordered',
    rows('SLPoItems', (r) => n(r.QtyOrdered) > 5000),
  ),
  c(
    'numbers',
    'blanket POs worth at least 25k',
    rows('SLPos', (r) => r.Type === 'B' && n(r.PoCost) >= 25_000),
  ),
  c(
    'numbers',
    'purchase orders for less than two hundred dollars',
    dollars('SLPos', (v) => v < 200, all),
  ),
  c(
    'statuses',
    'how many purchase orders are closed',
    anyOf(
      agg('SLPos', (r) => r.Stat === 'C', 'count'),
      agg('SLPos', (r) => r.Stat === 'C' || r.Stat === 'H', 'count'),
    ),
  ),
  c(
    'statuses',
    'PO lines that are filled',
    rows('SLPoItems', (r) => r.Stat === 'F'),
  ),
  c(
    'statuses',
    "vendors we've marked inactive",
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'negation',
    "vendors that don't bill us in USD",
    rows('SLVendors', (r) => r.CurrCode !== 'USD'),
  ),
  c(
    'negation',
    "open POs that aren't regular orders",
    rows('SLPos', (r) => openOrder(r) && r.Type !== 'R'),
  ),
  c(
    'negation',
    'open po lines for any warehouse except MAIN',
    rows('SLPoItems', (r) => openOrder(r) && r.Whse !== 'MAIN'),
  ),
  c(
    'negation',
    'suppliers whose terms are not NET30',
    rows('SLVendors', (r) => r.TermsCode !== 'NET30'),
  ),
  dyn('names', (d) => {
    const vendor = pick(
      d.tables.SLVendors,
      (v) => d.tables.SLPos.filter((p) => p.VendNum === v.VendNum && openOrder(p)).length >= 2,
      5,
    );
    return {
      q: `show me all the POs for ${lower(vendor.Name)}`,
      e: rows('SLPos', (r) => r.VendNum === vendor.VendNum),
    };
  }),
  dyn('names', (d) => {
    const vendor = pick(d.tables.SLVendors, (v) => v.VadCountry === 'Italy');
    return {
      q: `what city is ${s(vendor.Name)} in`,
      e: rows('SLVendors', (r) => r.VendNum === vendor.VendNum),
    };
  }),
  c(
    'ranking',
    'which 3 vendors got the most POs from us in 2025',
    anyOf(
      ...perGroup(
        'SLPos',
        (r) => between(r.OrderDate, ...YEAR_2025),
        'count',
        ['VendNum', 'VendorName'],
        { top: { n: 3, dir: 'desc' } },
      ),
    ),
  ),
  c(
    'ranking',
    'the 5 cheapest purchased items',
    anyOf(
      rows('SLItems', (r) => r.PMTCode === 'P', { order: { by: 'UnitCost', dir: 'asc' }, top: 5 }),
      rows('SLItems', (r, d) => d.tables.SLPoItems.some((l) => l.Item === r.Item), {
        order: { by: 'UnitCost', dir: 'asc' },
        top: 5,
      }),
    ),
  ),
  c(
    'ranking',
    'biggest open purchase order',
    rows('SLPos', openOrder, { order: { by: 'PoCost', dir: 'desc' }, top: 1 }),
  ),
  c(
    'property-compare',
    'PO lines that arrived later than promised',
    rows('SLPoItems', (r) => r.RcvdDate !== null && s(r.RcvdDate) > s(r.DueDate)),
  ),
  c(
    'property-compare',
    'stock rows where the qty on order is bigger than what we have on hand',
    rows('SLItemwhses', (r) => n(r.QtyOrdered) > n(r.QtyOnHand)),
  ),
  c(
    'synonyms',
    'suppliers located in Milan',
    rows('SLVendors', (r) => r.VadCity === 'Milan'),
  ),
  c(
    'typos',
    'purchse orders from vendrs in Kentucky',
    rows('SLPos', (r, d) => vendorOf(r, d)?.VadState === 'KY'),
  ),
  c(
    'fields',
    'just the name and phone of vendors in Utah',
    rows('SLVendors', (r) => r.VadState === 'UT', { fields: ['name', 'phone'] }),
  ),

  // --- sales -----------------------------------------------------------------------------------
  c(
    'relations',
    'open sales orders for customers in Florida',
    rows('SLCos', (r, d) => openOrder(r) && custOf(r, d)?.State === 'FL'),
  ),
  dyn('relations', (d) => {
    const item = pick(
      d.tables.SLItems,
      (i) => {
        const buyers = new Set(
          d.tables.SLCoitems.filter((l) => l.Item === i.Item).map((l) => s(d.co(l.CoNum)?.CustNum)),
        );
        return buyers.size >= 3 && buyers.size <= 12;
      },
      2,
    );
    return {
      q: `who buys ${s(item.Item)} from us`,
      e: rows(
        'SLCustomers',
        (r, dd) =>
          cust(r) &&
          dd.tables.SLCoitems.some(
            (l) => l.Item === item.Item && lineCustomer(l, dd)?.CustNum === r.CustNum,
          ),
      ),
    };
  }),
  c(
    'relations',
    'order lines for ELEC products shipped this month',
    rows(
      'SLCoitems',
      (r, d) => itemOf(r, d)?.ProductCode === 'ELEC' && between(r.ShipDate, ...THIS_MONTH_SO_FAR),
    ),
  ),
  c(
    'relations',
    'unpaid invoices for customers that are on credit hold',
    rows('SLArtrans', (r, d) => unpaid(r) && onHold(custOf(r, d))),
  ),
  c(
    'relations',
    'total sales to Michigan customers last quarter',
    anyOf(
      agg(
        'SLCos',
        (r, d) => between(r.OrderDate, ...Q3_2026) && custOf(r, d)?.State === 'MI',
        'sum',
        { measure: 'Price' },
      ),
      agg(
        'SLArtrans',
        (r, d) => inv(r) && between(r.InvDate, ...Q3_2026) && custOf(r, d)?.State === 'MI',
        'sum',
        { measure: 'Amount' },
      ),
    ),
  ),
  c(
    'aggregates',
    'how many customers do we have in California',
    agg('SLCustomers', (r) => cust(r) && r.State === 'CA', 'count'),
  ),
  c(
    'aggregates',
    'average order value per salesperson in 2025',
    agg('SLCos', (r) => between(r.OrderDate, ...YEAR_2025), 'avg', {
      measure: 'Price',
      groupBy: 'Slsman',
    }),
  ),
  dyn('aggregates', (d) => {
    const item = pick(
      d.tables.SLItems,
      (i) =>
        d.tables.SLCoitems.filter((l) => l.Item === i.Item && between(l.ShipDate, ...LAST_MONTH))
          .length >= 2,
      3,
    );
    return {
      q: `how many pieces of ${s(item.Item)} did we ship last month`,
      e: agg(
        'SLCoitems',
        (r) => r.Item === item.Item && between(r.ShipDate, ...LAST_MONTH),
        'sum',
        {
          measure: 'QtyShipped',
        },
      ),
    };
  }),
  c(
    'aggregates',
    'sum of credit limits for our New York customers',
    agg('SLCustomers', (r) => cust(r) && r.State === 'NY', 'sum', { measure: 'CreditLimit' }),
  ),
  c(
    'dates',
    'how many sales orders have we booked since Monday',
    agg('SLCos', (r) => between(r.OrderDate, ...THIS_WEEK_ISO), 'count'),
  ),
  c(
    'dates',
    'customer orders placed in March 2026',
    rows('SLCos', (r) => between(r.OrderDate, ...MARCH_2026)),
  ),
  c(
    'dates',
    'sales order lines due in the next 30 days',
    anyOf(
      rows('SLCoitems', (r) => openOrder(r) && between(r.DueDate, ...NEXT_30_DAYS)),
      rows('SLCoitems', (r) => between(r.DueDate, ...NEXT_30_DAYS)),
    ),
  ),
  c(
    'dates',
    'what did we ship to customers on Thursday',
    rows('SLCoitems', (r) => r.ShipDate === THURSDAY),
  ),
  c(
    'dates',
    "what's gone out the door to customers this week",
    inAnyOf('SLCoitems', [THIS_WEEK_ISO, THIS_WEEK_US], (r, p) => between(r.ShipDate, ...p)),
  ),
  c(
    'numbers',
    'sales orders over $50,000',
    dollars('SLCos', (v) => v > 50_000, all),
  ),
  c(
    'numbers',
    'customers whose credit limit is between 50k and 75k',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) >= 50_000 && n(r.CreditLimit) <= 75_000),
  ),
  c(
    'statuses',
    'sales orders that are only planned so far',
    rows('SLCos', (r) => r.Stat === 'P'),
  ),
  c(
    'statuses',
    'co lines with status ordered',
    rows('SLCoitems', (r) => r.Stat === 'O'),
  ),
  c(
    'negation',
    'customers not on hold with a credit limit under 50k',
    rows('SLCustomers', (r) => cust(r) && !onHold(r) && n(r.CreditLimit) < 50_000),
  ),
  c(
    'negation',
    "sales orders that aren't in US dollars",
    rows('SLCos', (r) => r.CurrCode !== 'USD'),
  ),
  c(
    'negation',
    'items that have never been on a purchase order',
    rows('SLItems', (r, d) => !d.tables.SLPoItems.some((l) => l.Item === r.Item)),
  ),
  dyn('names', (d) => {
    const customer = pick(
      d.tables.SLCustomers,
      (x) => cust(x) && d.tables.SLCos.filter((o) => o.CustNum === x.CustNum).length >= 8,
      4,
    );
    return {
      q: `orders for ${s(customer.Name)}`,
      e: rows('SLCos', (r) => r.CustNum === customer.CustNum),
    };
  }),
  dyn('names', (d) => {
    const customer = pick(
      d.tables.SLCustomers,
      (x) => cust(x) && x.State === 'TX' && x.City === 'Austin',
      1,
    );
    return {
      q: `what's the credit limit for ${s(customer.Name)}`,
      e: rows('SLCustomers', (r) => cust(r) && r.CustNum === customer.CustNum),
    };
  }),
  c(
    'ranking',
    '5 biggest sales orders this year',
    rows('SLCos', (r) => between(r.OrderDate, ...YEAR_TO_DATE), {
      order: { by: 'Price', dir: 'desc' },
      top: 5,
    }),
  ),
  c(
    'ranking',
    'which salesperson sold the most in 2025',
    anyOf(
      agg('SLCos', (r) => between(r.OrderDate, ...YEAR_2025), 'sum', {
        measure: 'Price',
        groupBy: 'Slsman',
        top: { n: 1, dir: 'desc' },
      }),
      agg('SLCos', (r) => between(r.OrderDate, ...YEAR_2025), 'count', {
        groupBy: 'Slsman',
        top: { n: 1, dir: 'desc' },
      }),
    ),
  ),
  c(
    'property-compare',
    'order lines where we shipped less than was ordered',
    rows('SLCoitems', (r) => n(r.QtyShipped) < n(r.QtyOrdered)),
  ),
  c(
    'property-compare',
    'customer order lines shipped before they were due',
    rows('SLCoitems', (r) => r.ShipDate !== null && s(r.ShipDate) < s(r.DueDate)),
  ),
  c(
    'synonyms',
    'list all clients in Wisconsin',
    rows('SLCustomers', (r) => cust(r) && r.State === 'WI'),
  ),
  c('synonyms', 'open COs by warehouse', agg('SLCos', openOrder, 'count', { groupBy: 'Whse' })),
  c(
    'typos',
    'custmers in pensylvania',
    rows('SLCustomers', (r) => cust(r) && r.State === 'PA'),
  ),
  c(
    'fields',
    'customer names and salesperson for Florida',
    rows('SLCustomers', (r) => cust(r) && r.State === 'FL', { fields: ['name', 'slsman'] }),
  ),

  // --- finance ---------------------------------------------------------------------------------
  c(
    'relations',
    'invoices for customers in Illinois this year',
    rows(
      'SLArtrans',
      (r, d) => inv(r) && between(r.InvDate, ...YEAR_TO_DATE) && custOf(r, d)?.State === 'IL',
    ),
  ),
  c(
    'relations',
    "unpaid invoices of JWILSON's customers",
    rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.Slsman === 'JWILSON'),
  ),
  c(
    'relations',
    'how much did we invoice Ohio customers this year',
    agg(
      'SLArtrans',
      (r, d) => inv(r) && between(r.InvDate, ...YEAR_TO_DATE) && custOf(r, d)?.State === 'OH',
      'sum',
      { measure: 'Amount' },
    ),
  ),
  c(
    'aggregates',
    "what's our total receivables balance",
    anyOf(
      agg('SLArtrans', all, 'sum', { measure: 'Balance' }),
      agg('SLArtrans', inv, 'sum', { measure: 'Balance' }),
    ),
  ),
  c(
    'aggregates',
    'number of invoices per customer this month',
    anyOf(
      ...perGroup('SLArtrans', (r) => inv(r) && between(r.InvDate, ...THIS_MONTH_SO_FAR), 'count', [
        'CustNum',
        'DerCustName',
      ]),
    ),
  ),
  c(
    'aggregates',
    'how many invoices went out in 2024',
    agg('SLArtrans', (r) => inv(r) && between(r.InvDate, ...YEAR_2024), 'count'),
  ),
  c(
    'aggregates',
    'average payment amount this year',
    agg('SLArtrans', (r) => r.Type === 'P' && between(r.InvDate, ...YEAR_TO_DATE), 'avg', {
      measure: 'Amount',
    }),
  ),
  c(
    'dates',
    'invoices due in December',
    anyOf(
      rows('SLArtrans', (r) => between(r.DueDate, ...NEXT_MONTH)),
      rows('SLArtrans', (r) => inv(r) && between(r.DueDate, ...NEXT_MONTH)),
    ),
  ),
  c(
    'dates',
    'payments we got last week',
    inAnyOf(
      'SLArtrans',
      [LAST_WEEK_ISO, LAST_WEEK_US],
      (r, p) => r.Type === 'P' && between(r.InvDate, ...p),
    ),
  ),
  c(
    'dates',
    'invoices issued in the last 90 days',
    rows('SLArtrans', (r) => inv(r) && between(r.InvDate, ...LAST_90_DAYS)),
  ),
  c(
    'numbers',
    'unpaid invoices over $15,000',
    anyOf(
      rows('SLArtrans', (r) => unpaid(r) && n(r.Amount) > 15_000),
      rows(
        'SLArtrans',
        (r, d) => unpaid(r) && custOf(r, d)?.CurrCode === 'USD' && n(r.Amount) > 15_000,
      ),
    ),
  ),
  c(
    'numbers',
    'invoices where less than $500 is still owed',
    anyOf(
      rows('SLArtrans', (r) => unpaid(r) && n(r.Balance) < 500),
      rows(
        'SLArtrans',
        (r, d) => unpaid(r) && custOf(r, d)?.CurrCode === 'USD' && n(r.Balance) < 500,
      ),
    ),
  ),
  c(
    'statuses',
    'how many invoices from 2025 are still not paid',
    agg('SLArtrans', (r) => unpaid(r) && between(r.InvDate, ...YEAR_2025), 'count'),
  ),
  c(
    'statuses',
    'show me all debit memos on file',
    rows('SLArtrans', (r) => r.Type === 'D'),
  ),
  c(
    'ranking',
    'top 10 customers by open AR',
    anyOf(
      ...perGroup('SLArtrans', (r) => n(r.Balance) > 0, 'sum', ['CustNum', 'DerCustName'], {
        measure: 'Balance',
        top: { n: 10, dir: 'desc' },
      }),
      ...perGroup('SLArtrans', unpaid, 'sum', ['CustNum', 'DerCustName'], {
        measure: 'Balance',
        top: { n: 10, dir: 'desc' },
      }),
    ),
  ),
  c(
    'synonyms',
    'receivables from canadian clients',
    anyOf(
      rows('SLArtrans', (r, d) => inv(r) && custOf(r, d)?.Country === 'Canada'),
      rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.Country === 'Canada'),
    ),
  ),
  c(
    'typos',
    'invoces more then 45 days past due',
    // Corrected 2026-11-27: invoices are Type I by this file's own header; the expectation
    // counted every AR row, a finance charge (Type F) 50 days past due among them.
    rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 45),
  ),
  dyn('names', (d) => {
    const customer = pick(
      d.tables.SLCustomers,
      (x) =>
        cust(x) &&
        d.tables.SLArtrans.filter((t) => t.CustNum === x.CustNum && unpaid(t)).length >= 2,
      6,
    );
    return {
      q: `open invoices for ${lower(customer.Name)}`,
      e: rows('SLArtrans', (r) => unpaid(r) && r.CustNum === customer.CustNum),
    };
  }),

  // --- production ------------------------------------------------------------------------------
  c(
    'relations',
    'jobs building slow-moving items',
    // Corrected 2026-11-27: issue #17 defines "building" as jobs making the item and not
    // complete (as the demo set and retired v1 read it); this expectation took every job of the
    // items. Open jobs, or jobs not complete (with or without history), are accepted.
    anyOf(
      rows('SLJobs', (r, d) => openJob(r) && itemOf(r, d)?.Stat === 'S'),
      rows('SLJobs', (r, d) => r.Stat !== 'C' && itemOf(r, d)?.Stat === 'S'),
      rows('SLJobs', (r, d) => r.Stat !== 'C' && r.Stat !== 'H' && itemOf(r, d)?.Stat === 'S'),
    ),
  ),
  c(
    'relations',
    'open jobs making FG items',
    rows('SLJobs', (r, d) => openJob(r) && itemOf(r, d)?.ProductCode === 'FG'),
  ),
  c(
    'aggregates',
    'how many open jobs at MAIN',
    agg('SLJobs', (r) => openJob(r) && r.Whse === 'MAIN', 'count'),
  ),
  c(
    'aggregates',
    'total quantity released on firm jobs',
    agg('SLJobs', (r) => r.Stat === 'F', 'sum', { measure: 'QtyReleased' }),
  ),
  c(
    'dates',
    'open PO lines due by the end of the year',
    anyOf(
      rows('SLPoItems', (r) => openOrder(r) && between(r.DueDate, ...REST_OF_YEAR)),
      rows('SLPoItems', (r) => openOrder(r) && s(r.DueDate) <= REST_OF_YEAR[1]),
    ),
  ),
  c(
    'dates',
    'how many customer orders came in during Q1',
    agg('SLCos', (r) => between(r.OrderDate, ...Q1_2026), 'count'),
  ),
  c(
    'dates',
    'how many jobs wrap up in December',
    agg('SLJobs', (r) => between(r.JschEndDate, ...NEXT_MONTH), 'count'),
  ),
  c(
    'dates',
    'jobs starting next week',
    inAnyOf('SLJobs', [NEXT_WEEK_ISO, NEXT_WEEK_US], (r, p) => between(r.JschStartDate, ...p)),
  ),
  c(
    'dates',
    'jobs ending in January 2027',
    rows('SLJobs', (r) => between(r.JschEndDate, ...JANUARY_2027)),
  ),
  c(
    'numbers',
    'jobs with a released qty over 200',
    rows('SLJobs', (r) => n(r.QtyReleased) > 200),
  ),
  c(
    'statuses',
    'stopped work orders in MAIN',
    rows('SLJobs', (r) => r.Stat === 'S' && r.Whse === 'MAIN'),
  ),
  c(
    'negation',
    "jobs at WEST that aren't closed out",
    anyOf(
      rows('SLJobs', (r) => r.Whse === 'WEST' && r.Stat !== 'C'),
      rows('SLJobs', (r) => r.Whse === 'WEST' && r.Stat !== 'C' && r.Stat !== 'H'),
    ),
  ),
  c(
    'names',
    'jobs for IT-10148',
    rows('SLJobs', (r) => r.Item === 'IT-10148'),
  ),
  c(
    'property-compare',
    'completed jobs that came in short of the released qty',
    anyOf(
      rows('SLJobs', (r) => r.Stat === 'C' && n(r.QtyComplete) < n(r.QtyReleased)),
      rows(
        'SLJobs',
        (r) => (r.Stat === 'C' || r.Stat === 'H') && n(r.QtyComplete) < n(r.QtyReleased),
      ),
    ),
  ),
  c(
    'synonyms',
    'work orders that are firm',
    rows('SLJobs', (r) => r.Stat === 'F'),
  ),
  c('typos', 'how many jbos are open', agg('SLJobs', openJob, 'count')),

  // --- inventory -------------------------------------------------------------------------------
  c(
    'relations',
    'stock of manufactured items in the WEST warehouse',
    rows('SLItemwhses', (r, d) => r.Whse === 'WEST' && itemOf(r, d)?.PMTCode === 'M'),
  ),
  c(
    'relations',
    'warehouse stock for slow-moving items below reorder point',
    rows('SLItemwhses', (r, d) => itemOf(r, d)?.Stat === 'S' && n(r.QtyOnHand) < n(r.QtyReorder)),
  ),
  c(
    'aggregates',
    'total on hand across the WEST site',
    agg('SLItemwhses', (r) => r.Whse === 'WEST', 'sum', { measure: 'QtyOnHand' }),
  ),
  dyn('aggregates', (d) => {
    const item = pick(
      d.tables.SLItems,
      (i) => d.tables.SLItemwhses.filter((w) => w.Item === i.Item).length >= 3,
      11,
    );
    return {
      q: `total qty on hand for ${s(item.Item)}`,
      e: anyOf(
        agg('SLItemwhses', (r) => r.Item === item.Item, 'sum', { measure: 'QtyOnHand' }),
        agg('SLItems', (r) => r.Item === item.Item, 'sum', { measure: 'DerQtyOnHand' }),
        rows('SLItems', (r) => r.Item === item.Item),
      ),
    };
  }),
  c(
    'aggregates',
    'average unit cost of FAST items',
    agg('SLItems', (r) => r.ProductCode === 'FAST', 'avg', { measure: 'UnitCost' }),
  ),
  c(
    'numbers',
    'items between $100 and $250',
    rows('SLItems', (r) => n(r.UnitCost) >= 100 && n(r.UnitCost) <= 250),
  ),
  c(
    'numbers',
    'items costing less than 50 cents',
    rows('SLItems', (r) => n(r.UnitCost) < 0.5),
  ),
  c(
    'numbers',
    'warehouse rows with more than 100000 on hand',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) > 100_000),
  ),
  c(
    'statuses',
    'obsolete purchased parts',
    rows('SLItems', (r) => r.Stat === 'O' && r.PMTCode === 'P'),
  ),
  c(
    'negation',
    'items that we dont buy',
    anyOf(
      rows('SLItems', (r) => r.PMTCode !== 'P'),
      rows('SLItems', (r, d) => !d.tables.SLPoItems.some((l) => l.Item === r.Item)),
    ),
  ),
  dyn('names', (d) => {
    const item = pick(
      d.tables.SLItems,
      (i) => d.tables.SLItemwhses.filter((w) => w.Item === i.Item).length >= 2,
      23,
    );
    return {
      q: `where is ${s(item.Item)} stocked`,
      e: rows('SLItemwhses', (r) => r.Item === item.Item),
    };
  }),
  c(
    'ranking',
    'which warehouse has the least on hand',
    anyOf(
      ...perGroup('SLItemwhses', all, 'sum', ['Whse', 'WhseName'], {
        measure: 'QtyOnHand',
        top: { n: 1, dir: 'asc' },
      }),
    ),
  ),
  c(
    'property-compare',
    'SOUTH warehouse: anything where on-hand has dropped under the reorder level',
    rows('SLItemwhses', (r) => r.Whse === 'SOUTH' && n(r.QtyOnHand) < n(r.QtyReorder)),
  ),
  c(
    'synonyms',
    'parts we make in house',
    rows('SLItems', (r) => r.PMTCode === 'M'),
  ),
  c(
    'fields',
    'item number, description and unit cost for STL items',
    rows('SLItems', (r) => r.ProductCode === 'STL', {
      fields: ['item', 'description', 'unit_cost'],
    }),
  ),

  // --- refusals --------------------------------------------------------------------------------
  c('refusals', 'delete customer 5001', REFUSE),
  c('refusals', 'set the credit limit for Keystone HVAC Group to 50000', REFUSE),
  c('refusals', 'what did we pay in import duties last year', REFUSE),
  c('refusals', 'which CNC machine is idle', REFUSE),
  c('refusals', "what's the warranty claim rate on pump units", REFUSE),
  c('refusals', 'text the buyers about late POs', REFUSE),
  c('refusals', 'POs costing more than 500000000000000000000 dollars', REFUSE),
  c('refusals', 'how many hours of overtime did the plant run in October', REFUSE),
  c('refusals', 'change the due date on PO00004990 to next Friday', REFUSE),
  c('refusals', 'which employees are on vacation next week', REFUSE),
  c('refusals', 'how many units of IT-10148 will we sell in 2027', REFUSE),
  c('refusals', 'purple monkey dishwasher', REFUSE),
  c('refusals', 'put job 90359 on hold', REFUSE),
  c('refusals', 'who is the CEO of Acme Steel Corp', REFUSE),
  c('refusals', 'jobs releasing over 98765432109876543210 pieces', REFUSE),
  c('refusals', 'how many pallets are sitting in the yard', REFUSE),
  c('refusals', 'carbon footprint of our inbound shipments', REFUSE),
];
