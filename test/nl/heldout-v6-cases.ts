/**
 * RETIRED held-out set v6 (issue #17) — now part of the TUNING pool. Questions written for issue
 * #17 by a helper session started for this purpose alone, which read neither the query engine (src/query/, its vocabularies and
 * specs, src/erp/connectors/demo/demo-vocabulary.ts) nor the questions of any other set
 * (eval-cases.ts, the everyday-* sets, the earlier held-out sets, docs/questions.md,
 * BENCHMARKS.md), read no git history, and never ran the engine or the NL evaluation on these
 * questions. It read only shared/SPEC.md, shared/nl-examples.md, shared/seed-api.md, the demo
 * data generator (demo-erp-generator.ts, demo-master-data.ts, demo-schema.ts, prng.ts,
 * zipf-picker.ts), the evaluation's raw-row loader and builders (eval-data.ts, case-builders.ts,
 * eval-types.ts, heldout-helpers.ts), and the previous held-out set's header, calendar and
 * helpers without its questions. It looked at the generated evaluation data through
 * eval-data.ts alone, to pick values that exist and to check that answers discriminate. Every
 * expectation is computed from the raw rows with plain predicates, independently of the engine.
 * heldout-v6-cases.data.e2e-spec.ts checks, without the engine, that every expectation matches
 * at least one row in each accepted reading.
 *
 * One slip, stated so that it can be weighed: the first run of the data check used the command
 * line `jest --selectProjects e2e <this spec>`, where --selectProjects took the path as a second
 * project name, so the whole e2e project ran, the NL evaluation of the other sets included. Its
 * printed report was cut off and the run was stopped, but a few of the other sets' missed
 * questions and the engine's readings of them were seen (the set itself was not among the sets
 * that report named). Two questions of this set, written before, came close to them and were
 * replaced (a negation of the vendors' currency; a customer named in one of them); nothing
 * else was changed because of it. Run the check as `jest <this spec> --selectProjects e2e`.
 *
 * History: 155/191 on the engine it was written against (main e7445f5, before the tenth round;
 * 138/146 answers at or above 0.5 right), 157/191 after the tenth round (140/149), never tuned
 * on. Retired into the tuning pool on 2026-11-28 (session 10) at 157/191, when held-out v7
 * (heldout-v7-cases.ts) was written to take its place by someone who had read neither the
 * engine nor this set's questions: from then on its misses are printed and studied and the
 * engine fixed for them (as general rules, with paraphrases of one's own in unit specs), so its
 * figure is a tuning figure, pooled with the other tuning sets.
 *
 * Former rule, kept for the record of how it was written: it was not tuned on while held out.
 * (Former) RULE: do not tune the engine on these questions and do not read the misses the evaluation
 * reports for them. Never change an expectation to make the engine pass. A question may only be
 * corrected if its expectation is shown wrong against the meanings stated here (or in
 * shared/nl-examples.md), and the commit that corrects it must say so and why.
 *
 * The calendar is computed for the evaluation's "today", 2026-11-21 (a Saturday; EVAL_TODAY),
 * and written out below rather than derived.
 * Meanings follow shared/nl-examples.md, plus (the conventions of the previous held-out sets):
 * - "how many units / pieces", "how much stock", "qty on hand" is a quantity (a sum of
 *   QtyOnHand / QtyShipped / QtyReceived), not a count of records; an item's stock is the sum
 *   over its warehouses (SLItemwhses) or the item's own DerQtyOnHand: both accepted; "how many
 *   orders / POs / invoices / jobs / customers" is a count;
 * - a past-facing period ("placed / booked / cut / received / shipped / issued this week, last
 *   week, yesterday, in the last 7 days, this year, this quarter") runs from its first day to
 *   today (or is wholly past); a future-facing one ("due / scheduled to start / finish next
 *   week, next month, in the next 2 weeks") covers the whole period, or today to today + N. A
 *   week starts on Monday (ISO) or on Sunday (US): both are accepted. "Last quarter" is Q3
 *   2026; "this quarter" is Q4 2026 so far (1 October to today);
 * - a money amount with "$" or "dollars" compares in the US dollar, the domestic currency:
 *   documents in USD, or a document's amount x its ExchRate; both are accepted where the
 *   document carries a rate (POs, customer orders). AR rows carry no currency of their own: "$"
 *   there is accepted as the stored amount or as the stored amount of customers billed in USD.
 *   A bare number ("over 40k", "20 grand") compares the stored amount; an unqualified "spend /
 *   sales / billed / biggest" sums or ranks the stored amounts. Items' UnitCost has no
 *   currency: "$" compares it as stored;
 * - "closed" POs are C, or C and H (history is a closed PO too): both accepted. "Not complete /
 *   not finished" jobs are those not C, or not C and not H: both accepted;
 * - relation verbs: "buy X from V" / "V supplies X" = PO lines of vendor V for X (or the
 *   vendors / items on them); "who bought X" = customers with customer order lines for X (or
 *   those lines, or the orders holding them); "making X" = jobs for item X; "make in house" =
 *   manufactured items (PMTCode M); "purchased items" / "items we buy" = PMTCode P, or items
 *   that appear on PO lines: both accepted (and their negations likewise);
 * - "open / still open" = P or O on POs, PO lines, customer orders and their lines; open jobs
 *   are F or R; "unpaid / open" invoices = Type I with Balance > 0; "paid" = Type I with Balance
 *   0; "receivables" are invoices (Type I); "AR" and "what customers owe" are sums of Balance
 *   (over invoices, or over every AR row, where only charges carry a balance: both accepted);
 *   "overdue / past due" is the derived days property > 0;
 * - product lines are named by their codes (HYD, ELEC, FAST, STL, FG, PKG, ...); warehouses by
 *   their codes (MAIN, EAST, SOUTH, WEST);
 * - a write, an action, a measure the catalog does not hold (freight, scrap rate, labour hours,
 *   machine downtime, tax, salaries), a thing outside the catalog (a vendor's CEO, the
 *   weather, employees), nonsense, a number that cannot be represented exactly (above 2^53),
 *   or a forecast of the future must be refused (422), never dropped;
 * - "due in / due before" a future date, said of lines (PO lines, customer order lines): every
 *   line due then, or only the lines still open (P or O): both accepted;
 * - "everything we ordered from V" / "what has C ordered": the order headers, or their lines;
 * - "customers who haven't ordered since D": customers (CustSeq 0) with no customer order dated
 *   D or later, counting those that never ordered, or only those that ordered before D: both;
 * - "the largest / smallest X" without N: the maximum / minimum as an aggregate, or the top
 *   record: both accepted;
 * - "below / under the reorder point": QtyOnHand < QtyReorder;
 * - a group named by a customer or vendor may be keyed by its number or its name column.
 * Added in this set:
 * - a month named without a year takes its latest occurrence in a past-facing question ("invoices
 *   dated in August" = August 2026) and its next occurrence in a future-facing one ("jobs due to
 *   finish in January" = January 2027);
 * - "vendors we haven't ordered from since D": vendors with no PO dated D or later (the same two
 *   readings as for customers; in this data every vendor has POs, so they coincide);
 * - "vendors in Michigan" (a US state whose code, MI, is also Milan's province code): vendors
 *   with VadState MI, or only those in the USA: both accepted;
 * - "waiting to be received" (PO lines): open lines (P or O), or lines with QtyReceived below
 *   QtyOrdered: both accepted;
 * - "which vendors / customers / items ..." asked through a relation: the vendors / customers /
 *   items themselves, or the documents or lines that relate them: both accepted;
 * - "AR over N days past due" (no document type named): every AR row with DaysPastDue > N, or
 *   only the invoices (Type I): both accepted;
 * - "nothing shipped / received yet" compares the shipped / received quantity with 0;
 * - an order's or a line's "this year" for shipments is its ShipDate, for receipts its RcvdDate.
 * Where a question honestly admits two readings, both are accepted (anyOf).
 */
import {
  agg,
  anyOf,
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
  openJob,
  perGroup,
  openArPer,
  pick,
  vendorOf,
  type Period,
  bare,
  memo,
  posOfVendor,
  cosOfCustomer,
  poLinesOfItem,
  coLinesOfItem,
  coLinesOfCo,
  poLinesOfPo,
  jobsOfItem,
  arOfCustomer,
  whsesOfItem,
  inP,
  arDollars,
  linesDue,
  owed,
  jobsMaking,
} from './heldout-helpers';
import type { EvalCase } from './eval-types';

/** This set's column in the calibration table (retired: pooled with the tuning sets). */
export const HELDOUT_V6_NAME = 'retired v6';

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
/** The last / past N days: today - N to today. */
const LAST_3_DAYS: Period = ['2026-11-18', TODAY];
const LAST_7_DAYS: Period = ['2026-11-14', TODAY];
const LAST_30_DAYS: Period = ['2026-10-22', TODAY];
/** The next 2 weeks: today to today + 14. */
const NEXT_2_WEEKS: Period = [TODAY, '2026-12-05'];
const THIS_MONTH_SO_FAR: Period = ['2026-11-01', TODAY];
/** "Since the 1st": 1 November to today. */
const SINCE_THE_FIRST: Period = ['2026-11-01', TODAY];
/** Last month (and "in October", "October"): October 2026. */
const LAST_MONTH: Period = ['2026-10-01', '2026-10-31'];
/** "Between Oct 1 and Oct 15". */
const OCT_1_TO_15: Period = ['2026-10-01', '2026-10-15'];
/** "In August" (past-facing): August 2026. */
const AUGUST_2026: Period = ['2026-08-01', '2026-08-31'];
/** Next month (and "in December", future-facing): December 2026, whole. */
const NEXT_MONTH: Period = ['2026-12-01', '2026-12-31'];
/** "In January" (future-facing): January 2027. */
const JANUARY_2027: Period = ['2027-01-01', '2027-01-31'];
/** Last quarter (and "Q3"): July - September 2026. */
const Q3_2026: Period = ['2026-07-01', '2026-09-30'];
/** This quarter so far: 1 October to today. */
const THIS_QUARTER: Period = ['2026-10-01', TODAY];
const YEAR_TO_DATE: Period = ['2026-01-01', TODAY];
const YEAR_2025: Period = ['2025-01-01', '2025-12-31'];
const YEAR_2024: Period = ['2024-01-01', '2024-12-31'];
/** "Since June": 1 June 2026 onwards. */
const JUNE_1 = '2026-06-01';

/** The sample vendor (always the first) and vendor 1042 (always exists), as stored. */
const ACME = '   1001';
const VENDOR_1042 = '   1042';

/**
 * Items whose description names them alone and reads as people say it: it occurs once, is not
 * the start of another item's description (so "exact, then prefix" matching cannot land
 * elsewhere), and carries no generator suffix that tells repeats apart (" H47").
 */
const cleanDescription = (d: EvalData, r: Row): boolean =>
  memo(d, 'clean-descriptions', () => {
    const all = d.tables.SLItems.map((i) => s(i.Description));
    const ok = new Set<string>();
    for (const text of all) {
      if (/ [A-Z]\d+$/.test(text)) continue;
      if (all.filter((x) => x === text || x.startsWith(`${text} `)).length === 1) ok.add(text);
    }
    return ok;
  }).has(s(r.Description));

export const HELDOUT_V6_CASES: readonly EvalCase[] = [
  // ---------------------------------------------------------------- statuses
  c(
    'statuses',
    'which blanket POs are still open?',
    rows('SLPos', (r) => r.Type === 'B' && openOrder(r)),
  ),
  c(
    'statuses',
    'show me the planned purchase orders',
    rows('SLPos', (r) => r.Stat === 'P'),
  ),
  c(
    'statuses',
    'any customer orders currently stopped?',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c(
    'statuses',
    'list the jobs that have been released to the shop floor',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'statuses',
    'firmed jobs that nobody has released yet',
    rows('SLJobs', (r) => r.Stat === 'F'),
  ),
  c(
    'statuses',
    'which parts are flagged obsolete?',
    rows('SLItems', (r) => r.Stat === 'O'),
  ),
  c(
    'statuses',
    'slow-moving items in product line HYD',
    rows('SLItems', (r) => r.Stat === 'S' && r.ProductCode === 'HYD'),
  ),
  c(
    'statuses',
    'which suppliers are set to inactive',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'statuses',
    'sales order lines in filled status',
    rows('SLCoitems', (r) => r.Stat === 'F'),
  ),
  c(
    'statuses',
    'open sales orders that are on credit hold',
    rows('SLCos', (r) => openOrder(r) && s(r.CreditHold) === '1'),
  ),
  c(
    'statuses',
    'finance charges that are still unpaid',
    rows('SLArtrans', (r) => r.Type === 'F' && n(r.Balance) > 0),
  ),
  c(
    'statuses',
    'closed POs for Acme Steel Corp placed this year',
    anyOf(
      rows('SLPos', (r) => r.VendNum === ACME && inP(r.OrderDate, YEAR_TO_DATE) && r.Stat === 'C'),
      rows(
        'SLPos',
        (r) =>
          r.VendNum === ACME &&
          inP(r.OrderDate, YEAR_TO_DATE) &&
          (r.Stat === 'C' || r.Stat === 'H'),
      ),
    ),
  ),
  c(
    'statuses',
    'estimate orders (quotes) entered in the last 30 days',
    rows('SLCos', (r) => r.Type === 'E' && inP(r.OrderDate, LAST_30_DAYS)),
  ),
  c(
    'statuses',
    'active FG items that we make in house',
    rows('SLItems', (r) => r.Stat === 'A' && r.PMTCode === 'M' && r.ProductCode === 'FG'),
  ),
  c(
    'statuses',
    'paid invoices from October',
    rows('SLArtrans', (r) => inv(r) && n(r.Balance) === 0 && inP(r.InvDate, LAST_MONTH)),
  ),
  c(
    'statuses',
    'PO lines still waiting to be received for the EAST warehouse',
    anyOf(
      rows('SLPoItems', (r) => r.Whse === 'EAST' && openOrder(r)),
      rows('SLPoItems', (r) => r.Whse === 'EAST' && n(r.QtyReceived) < n(r.QtyOrdered)),
    ),
  ),

  // ---------------------------------------------------------------- dates
  c(
    'dates',
    'POs placed yesterday',
    rows('SLPos', (r) => r.OrderDate === YESTERDAY),
  ),
  c(
    'dates',
    'sales orders booked last week',
    inAnyOf('SLCos', [LAST_WEEK_ISO, LAST_WEEK_US], (r, p) => inP(r.OrderDate, p)),
  ),
  c(
    'dates',
    'invoices dated in August',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, AUGUST_2026)),
  ),
  c(
    'dates',
    'purchase order lines due next week',
    linesDue('SLPoItems', [NEXT_WEEK_ISO, NEXT_WEEK_US], () => true),
  ),
  c(
    'dates',
    'jobs scheduled to start in December',
    rows('SLJobs', (r) => inP(r.JschStartDate, NEXT_MONTH)),
  ),
  c(
    'dates',
    'which jobs are due to finish in January?',
    rows('SLJobs', (r) => inP(r.JschEndDate, JANUARY_2027)),
  ),
  c(
    'dates',
    'what did we receive on Thursday',
    rows('SLPoItems', (r) => r.RcvdDate === THURSDAY),
  ),
  c(
    'dates',
    'customer order lines shipped in the last 7 days',
    rows('SLCoitems', (r) => inP(r.ShipDate, LAST_7_DAYS)),
  ),
  c(
    'dates',
    'purchase orders placed between Oct 1 and Oct 15',
    rows('SLPos', (r) => inP(r.OrderDate, OCT_1_TO_15)),
  ),
  c(
    'dates',
    'open invoices coming due in the next 2 weeks',
    rows('SLArtrans', (r) => unpaid(r) && inP(r.DueDate, NEXT_2_WEEKS)),
  ),
  c(
    'dates',
    'customer orders placed in Q3',
    rows('SLCos', (r) => inP(r.OrderDate, Q3_2026)),
  ),
  c(
    'dates',
    'PO lines received since the 1st',
    rows('SLPoItems', (r) => inP(r.RcvdDate, SINCE_THE_FIRST)),
  ),
  c(
    'dates',
    'customer order lines promised for December',
    linesDue('SLCoitems', [NEXT_MONTH], () => true),
  ),
  c(
    'dates',
    'POs we cut in the past 3 days',
    rows('SLPos', (r) => inP(r.OrderDate, LAST_3_DAYS)),
  ),
  c(
    'dates',
    'invoices issued this quarter',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, THIS_QUARTER)),
  ),
  c(
    'dates',
    'purchase orders from 2024 that are still open',
    rows('SLPos', (r) => inP(r.OrderDate, YEAR_2024) && openOrder(r)),
  ),

  // ---------------------------------------------------------------- numbers (money, quantities)
  c(
    'numbers',
    'POs over $35k placed this year',
    dollars(
      'SLPos',
      (a) => a > 35000,
      (r) => inP(r.OrderDate, YEAR_TO_DATE),
    ),
  ),
  c(
    'numbers',
    'customer orders between $5,000 and $7,500 booked in 2025',
    dollars(
      'SLCos',
      (a) => a >= 5000 && a <= 7500,
      (r) => inP(r.OrderDate, YEAR_2025),
    ),
  ),
  c(
    'numbers',
    'invoices for more than 40k this year',
    rows('SLArtrans', (r) => inv(r) && n(r.Amount) > 40000 && inP(r.InvDate, YEAR_TO_DATE)),
  ),
  c(
    'numbers',
    'unpaid invoices with a balance over $25,000',
    arDollars('Balance', (a) => a > 25000, unpaid),
  ),
  c(
    'numbers',
    'parts that cost less than a dollar',
    rows('SLItems', (r) => n(r.UnitCost) < 1),
  ),
  c(
    'numbers',
    'PO lines worth more than 20 grand',
    rows('SLPoItems', (r) => n(r.LineAmount) > 20000),
  ),
  c(
    'numbers',
    'customers with a credit limit of at least 250,000',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) >= 250000),
  ),
  c(
    'numbers',
    'how many units of IT-10003 do we have on hand?',
    anyOf(
      agg('SLItemwhses', (r) => r.Item === 'IT-10003', 'sum', { measure: 'QtyOnHand' }),
      agg('SLItems', (r) => r.Item === 'IT-10003', 'sum', { measure: 'DerQtyOnHand' }),
    ),
  ),
  c(
    'numbers',
    'what is out of stock in the SOUTH warehouse (zero on hand)?',
    rows('SLItemwhses', (r) => r.Whse === 'SOUTH' && n(r.QtyOnHand) === 0),
  ),
  c(
    'numbers',
    'jobs for more than 200 pieces',
    rows('SLJobs', (r) => n(r.QtyReleased) > 200),
  ),
  c(
    'numbers',
    'open PO lines where we ordered over 5,000 units',
    rows('SLPoItems', (r) => openOrder(r) && n(r.QtyOrdered) > 5000),
  ),
  c(
    'numbers',
    'invoices under 500 bucks',
    arDollars('Amount', (a) => a < 500, inv),
  ),
  c(
    'numbers',
    'sales orders over ten thousand dollars placed last month',
    dollars(
      'SLCos',
      (a) => a > 10000,
      (r) => inP(r.OrderDate, LAST_MONTH),
    ),
  ),
  c(
    'numbers',
    'items with a unit cost between 100 and 250',
    rows('SLItems', (r) => n(r.UnitCost) >= 100 && n(r.UnitCost) <= 250),
  ),
  c(
    'numbers',
    'customer order lines for 1,000 pieces or more that are still open',
    rows('SLCoitems', (r) => openOrder(r) && n(r.QtyOrdered) >= 1000),
  ),
  c(
    'numbers',
    'credit memos over $1,000',
    arDollars(
      'Amount',
      (a) => a > 1000,
      (r) => r.Type === 'C',
    ),
  ),
  c(
    'numbers',
    'how many pieces did we receive in total last week',
    anyOf(
      ...[LAST_WEEK_ISO, LAST_WEEK_US].map((p) =>
        agg('SLPoItems', (r) => inP(r.RcvdDate, p), 'sum', { measure: 'QtyReceived' }),
      ),
    ),
  ),

  // ---------------------------------------------------------------- relations
  c(
    'relations',
    'which vendors have we bought IT-10003 from?',
    anyOf(
      rows('SLVendors', (r, d) =>
        poLinesOfItem(d, 'IT-10003').some((l) => lineVendor(l, d)?.VendNum === r.VendNum),
      ),
      rows('SLPoItems', (r) => r.Item === 'IT-10003'),
    ),
  ),
  dyn('relations', (d) => {
    const item = pick(
      d.tables.SLItems,
      (r) =>
        r.ProductCode === 'FG' && cleanDescription(d, r) && coLinesOfItem(d, r.Item).length >= 8,
      2,
    );
    const has = (co: Row | undefined): boolean =>
      coLinesOfCo(d, co?.CoNum).some((l) => l.Item === item.Item);
    return {
      q: `customers who bought the ${s(item.Description)}`,
      e: anyOf(
        rows(
          'SLCustomers',
          (r, dd) =>
            cust(r) &&
            coLinesOfItem(dd, item.Item).some((l) => lineCustomer(l, dd)?.CustNum === r.CustNum),
        ),
        rows('SLCoitems', (r) => r.Item === item.Item),
        rows('SLCos', (r) => has(r)),
      ),
    };
  }),
  dyn('relations', (d) => {
    const item = pick(
      d.tables.SLItems,
      (r) => r.ProductCode === 'FG' && cleanDescription(d, r) && jobsOfItem(d, r.Item).length >= 5,
    );
    return {
      q: `jobs making the ${s(item.Description)}`,
      // Corrected 2026-11-29: issue #17 reads "building X" as jobs for X not complete, and v1-v3
      // read "making X" so; this set and v8 took every job of X. The progressive admits both.
      e: jobsMaking(s(item.Item)),
    };
  }),
  c(
    'relations',
    'POs placed this month with vendors based in Ohio',
    rows(
      'SLPos',
      (r, d) => inP(r.OrderDate, THIS_MONTH_SO_FAR) && vendorOf(r, d)?.VadState === 'OH',
    ),
  ),
  c(
    'relations',
    'unpaid invoices for customers in Florida',
    rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.State === 'FL'),
  ),
  c(
    'relations',
    'what parts does Acme Steel Corp supply us?',
    anyOf(
      rows('SLItems', (r, d) =>
        poLinesOfItem(d, r.Item).some((l) => lineVendor(l, d)?.VendNum === ACME),
      ),
      rows('SLPoItems', (r, d) => lineVendor(r, d)?.VendNum === ACME),
    ),
  ),
  c(
    'relations',
    'everything Keystone HVAC Group ordered in October',
    anyOf(
      rows('SLCos', (r) => bare(r.CustNum) === '5001' && inP(r.OrderDate, LAST_MONTH)),
      rows('SLCoitems', (r, d) => {
        const order = d.co(r.CoNum);
        return bare(order?.CustNum) === '5001' && inP(order?.OrderDate, LAST_MONTH);
      }),
    ),
  ),
  c(
    'relations',
    'PO lines from Canadian suppliers due next month',
    linesDue('SLPoItems', [NEXT_MONTH], (r, d) => lineVendor(r, d)?.VadCountry === 'Canada'),
  ),
  c(
    'relations',
    'which customers have invoices more than 30 days past due?',
    anyOf(
      rows(
        'SLCustomers',
        (r, d) =>
          cust(r) && arOfCustomer(d, r.CustNum).some((t) => inv(t) && n(t.DaysPastDue) > 30),
      ),
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 30),
    ),
  ),
  c(
    'relations',
    'POs to Mexican vendors this year',
    rows(
      'SLPos',
      (r, d) => inP(r.OrderDate, YEAR_TO_DATE) && vendorOf(r, d)?.VadCountry === 'Mexico',
    ),
  ),
  c(
    'relations',
    'which suppliers do we currently have open POs with',
    anyOf(
      rows('SLVendors', (r, d) => posOfVendor(d, r.VendNum).some(openOrder)),
      rows('SLPos', (r) => openOrder(r)),
    ),
  ),
  dyn('relations', (d) => {
    const order = pick(d.tables.SLCos, (r) =>
      d.tables.SLArtrans.some((t) => t.Type === 'C' && t.CoNum === r.CoNum),
    );
    return {
      q: `show the invoice and any credit memos for CO ${bare(order.CoNum)}`,
      e: rows('SLArtrans', (r) => r.CoNum === order.CoNum),
    };
  }),
  dyn('relations', (d) => {
    const po = pick(d.tables.SLPos, (r) => openOrder(r) && poLinesOfPo(d, r.PoNum).length >= 4);
    return {
      q: `what's on ${s(po.PoNum)}? show me its lines`,
      e: rows('SLPoItems', (r) => r.PoNum === po.PoNum),
    };
  }),
  c(
    'relations',
    'customer orders this month that include IT-10000',
    anyOf(
      rows(
        'SLCos',
        (r, d) =>
          inP(r.OrderDate, THIS_MONTH_SO_FAR) &&
          coLinesOfCo(d, r.CoNum).some((l) => l.Item === 'IT-10000'),
      ),
      rows(
        'SLCoitems',
        (r, d) => r.Item === 'IT-10000' && inP(d.co(r.CoNum)?.OrderDate, THIS_MONTH_SO_FAR),
      ),
    ),
  ),
  c(
    'relations',
    'unpaid invoices of customers whose credit limit is under 20k',
    rows('SLArtrans', (r, d) => unpaid(r) && n(custOf(r, d)?.CreditLimit) < 20000),
  ),
  c(
    'relations',
    'late sales order lines for ELEC parts',
    rows('SLCoitems', (r, d) => n(r.DaysLate) > 0 && itemOf(r, d)?.ProductCode === 'ELEC'),
  ),
  c(
    'relations',
    'jobs for FG items that are scheduled to finish next month',
    rows('SLJobs', (r, d) => itemOf(r, d)?.ProductCode === 'FG' && inP(r.JschEndDate, NEXT_MONTH)),
  ),

  // ---------------------------------------------------------------- aggregates
  c('aggregates', 'how many open POs do we have?', agg('SLPos', openOrder, 'count')),
  c(
    'aggregates',
    'total spend with Acme Steel Corp this year',
    agg('SLPos', (r) => r.VendNum === ACME && inP(r.OrderDate, YEAR_TO_DATE), 'sum', {
      measure: 'PoCost',
    }),
  ),
  c(
    'aggregates',
    'average PO value by buyer this year',
    agg('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'avg', {
      measure: 'PoCost',
      groupBy: 'Buyer',
    }),
  ),
  c(
    'aggregates',
    'number of customer orders per salesperson in 2025',
    agg('SLCos', (r) => inP(r.OrderDate, YEAR_2025), 'count', { groupBy: 'Slsman' }),
  ),
  c('aggregates', 'total open AR broken down by customer', openArPer(['CustNum', 'DerCustName'])),
  c(
    'aggregates',
    'average unit cost of ELEC parts',
    agg('SLItems', (r) => r.ProductCode === 'ELEC', 'avg', { measure: 'UnitCost' }),
  ),
  c(
    'aggregates',
    'how many obsolete items are there in each product line',
    agg('SLItems', (r) => r.Stat === 'O', 'count', { groupBy: 'ProductCode' }),
  ),
  c(
    'aggregates',
    'total quantity on hand in the WEST warehouse',
    agg('SLItemwhses', (r) => r.Whse === 'WEST', 'sum', { measure: 'QtyOnHand' }),
  ),
  c(
    'aggregates',
    'what is the most days overdue of any open PO',
    agg('SLPos', openOrder, 'max', { measure: 'DaysOverdue' }),
  ),
  c(
    'aggregates',
    'how many jobs per warehouse are not complete',
    anyOf(
      agg('SLJobs', (r) => r.Stat !== 'C', 'count', { groupBy: 'Whse' }),
      agg('SLJobs', (r) => r.Stat !== 'C' && r.Stat !== 'H', 'count', { groupBy: 'Whse' }),
    ),
  ),
  c(
    'aggregates',
    'smallest invoice we have sent this year',
    anyOf(
      agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, YEAR_TO_DATE), 'min', { measure: 'Amount' }),
      rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, YEAR_TO_DATE), {
        order: { by: 'Amount', dir: 'asc' },
        top: 1,
      }),
    ),
  ),
  c(
    'aggregates',
    'total quantity of IT-10000 shipped this year',
    agg('SLCoitems', (r) => r.Item === 'IT-10000' && inP(r.ShipDate, YEAR_TO_DATE), 'sum', {
      measure: 'QtyShipped',
    }),
  ),
  c(
    'aggregates',
    'average days late across the late sales order lines',
    agg('SLCoitems', (r) => n(r.DaysLate) > 0, 'avg', { measure: 'DaysLate' }),
  ),
  c(
    'aggregates',
    'count of POs by warehouse for October',
    agg('SLPos', (r) => inP(r.OrderDate, LAST_MONTH), 'count', { groupBy: 'Whse' }),
  ),
  c(
    'aggregates',
    'total PO value per currency this year',
    agg('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', {
      measure: 'PoCost',
      groupBy: 'VenCurrCode',
    }),
  ),
  c(
    'aggregates',
    'sum of the credit limits of customers on credit hold',
    agg('SLCustomers', (r) => cust(r) && s(r.CreditHold) === '1', 'sum', {
      measure: 'CreditLimit',
    }),
  ),
  c(
    'aggregates',
    'average invoice amount for Texas customers in 2025',
    agg(
      'SLArtrans',
      (r, d) => inv(r) && inP(r.InvDate, YEAR_2025) && custOf(r, d)?.State === 'TX',
      'avg',
      {
        measure: 'Amount',
      },
    ),
  ),

  // ---------------------------------------------------------------- negation
  c(
    'negation',
    'open POs that are not from Acme Steel Corp',
    rows('SLPos', (r) => openOrder(r) && r.VendNum !== ACME),
  ),
  c(
    'negation',
    'vendors with no email address on file',
    rows('SLVendors', (r) => r.ExternalEmailAddr === null || s(r.ExternalEmailAddr) === ''),
  ),
  c(
    'negation',
    'customers that have never placed an order',
    rows('SLCustomers', (r, d) => cust(r) && cosOfCustomer(d, r.CustNum).length === 0),
  ),
  c(
    'negation',
    'STL items we have never bought',
    anyOf(
      rows('SLItems', (r, d) => r.ProductCode === 'STL' && poLinesOfItem(d, r.Item).length === 0),
      rows('SLItems', (r) => r.ProductCode === 'STL' && r.PMTCode !== 'P'),
    ),
  ),
  c(
    'negation',
    'customers outside the US',
    rows('SLCustomers', (r) => cust(r) && r.Country !== 'USA'),
  ),
  c(
    'negation',
    "jobs in the MAIN warehouse that aren't finished yet",
    anyOf(
      rows('SLJobs', (r) => r.Whse === 'MAIN' && r.Stat !== 'C'),
      rows('SLJobs', (r) => r.Whse === 'MAIN' && r.Stat !== 'C' && r.Stat !== 'H'),
    ),
  ),
  c(
    'negation',
    'open PO lines with nothing received yet',
    rows('SLPoItems', (r) => openOrder(r) && n(r.QtyReceived) === 0),
  ),
  c(
    'negation',
    "this year's sales orders without a customer PO number",
    rows(
      'SLCos',
      (r) => inP(r.OrderDate, YEAR_TO_DATE) && (r.CustPo === null || s(r.CustPo) === ''),
    ),
  ),
  c(
    'negation',
    "vendors whose payment terms aren't NET30",
    rows('SLVendors', (r) => r.TermsCode !== 'NET30'),
  ),
  c(
    'negation',
    'obsolete items that still have stock',
    anyOf(
      rows(
        'SLItems',
        (r, d) => r.Stat === 'O' && whsesOfItem(d, r.Item).some((w) => n(w.QtyOnHand) > 0),
      ),
      rows('SLItemwhses', (r, d) => itemOf(r, d)?.Stat === 'O' && n(r.QtyOnHand) > 0),
    ),
  ),
  c(
    'negation',
    'customers with no salesperson assigned',
    rows('SLCustomers', (r) => cust(r) && (r.Slsman === null || s(r.Slsman) === '')),
  ),
  c(
    'negation',
    'open customer orders not shipping out of MAIN',
    rows('SLCos', (r) => openOrder(r) && r.Whse !== 'MAIN'),
  ),
  c(
    'negation',
    "vendors we haven't ordered from since June",
    anyOf(
      rows('SLVendors', (r, d) => !posOfVendor(d, r.VendNum).some((p) => s(p.OrderDate) >= JUNE_1)),
      rows(
        'SLVendors',
        (r, d) =>
          posOfVendor(d, r.VendNum).length > 0 &&
          !posOfVendor(d, r.VendNum).some((p) => s(p.OrderDate) >= JUNE_1),
      ),
    ),
  ),
  c(
    'negation',
    'unpaid invoices that are not overdue yet',
    rows('SLArtrans', (r) => unpaid(r) && n(r.DaysPastDue) === 0),
  ),
  c(
    'negation',
    'sales orders where nothing has shipped yet',
    rows('SLCos', (r, d) => coLinesOfCo(d, r.CoNum).every((l) => n(l.QtyShipped) === 0)),
  ),
  c(
    'negation',
    'vendors outside the USA that are not inactive',
    rows('SLVendors', (r) => r.VadCountry !== 'USA' && r.Stat !== 'I'),
  ),

  // ---------------------------------------------------------------- names (parties, places)
  c(
    'names',
    'open POs for Golden Gate Aluminum Company',
    rows('SLPos', (r) => r.VendNum === VENDOR_1042 && openOrder(r)),
  ),
  c(
    'names',
    "vendor 1042's purchase orders this year",
    rows('SLPos', (r) => r.VendNum === VENDOR_1042 && inP(r.OrderDate, YEAR_TO_DATE)),
  ),
  c(
    'names',
    'orders from customer 5003 this year',
    rows('SLCos', (r) => bare(r.CustNum) === '5003' && inP(r.OrderDate, YEAR_TO_DATE)),
  ),
  c(
    'names',
    "Liberty Aerospace Group's unpaid invoices",
    rows('SLArtrans', (r) => bare(r.CustNum) === '5002' && unpaid(r)),
  ),
  c(
    'names',
    'suppliers in Cincinnati',
    rows('SLVendors', (r) => r.VadCity === 'Cincinnati'),
  ),
  c(
    'names',
    'customers located in Baltimore',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Baltimore'),
  ),
  c(
    'names',
    'German vendors',
    rows('SLVendors', (r) => r.VadCountry === 'Germany'),
  ),
  c(
    'names',
    'customers in Pennsylvania',
    rows('SLCustomers', (r) => cust(r) && r.State === 'PA'),
  ),
  c(
    'names',
    'open POs for buyer MLOPEZ',
    rows('SLPos', (r) => r.Buyer === 'MLOPEZ' && openOrder(r)),
  ),
  c(
    'names',
    'which customers is NKOWALSKI the rep for',
    rows('SLCustomers', (r) => cust(r) && r.Slsman === 'NKOWALSKI'),
  ),
  c(
    'names',
    'ball bearing items',
    rows('SLItems', (r) => lower(r.Description).includes('ball bearing')),
  ),
  c(
    'names',
    'orders from keystone hvac this month',
    rows('SLCos', (r) => bare(r.CustNum) === '5001' && inP(r.OrderDate, THIS_MONTH_SO_FAR)),
  ),
  c(
    'names',
    'customers in Ontario',
    rows('SLCustomers', (r) => cust(r) && r.State === 'ON'),
  ),
  c(
    'names',
    'vendors in Michigan',
    anyOf(
      rows('SLVendors', (r) => r.VadState === 'MI'),
      rows('SLVendors', (r) => r.VadState === 'MI' && r.VadCountry === 'USA'),
    ),
  ),
  c(
    'names',
    'how much does midwest power systems owe us',
    owed((r) => bare(r.CustNum) === '5007'),
  ),
  c(
    'names',
    'POs for Acme Steel placed this week',
    inAnyOf(
      'SLPos',
      [THIS_WEEK_ISO, THIS_WEEK_US],
      (r, p) => r.VendNum === ACME && inP(r.OrderDate, p),
    ),
  ),

  // ---------------------------------------------------------------- typos and shorthand
  c(
    'typos',
    'opne POs ovr $25k',
    dollars('SLPos', (a) => a > 25000, openOrder),
  ),
  c(
    'typos',
    'custmer ordrs placed yesturday',
    rows('SLCos', (r) => r.OrderDate === YESTERDAY),
  ),
  c(
    'typos',
    'qty on hnd for IT-10000 by whse',
    anyOf(
      rows('SLItemwhses', (r) => r.Item === 'IT-10000'),
      agg('SLItemwhses', (r) => r.Item === 'IT-10000', 'sum', {
        measure: 'QtyOnHand',
        groupBy: 'Whse',
      }),
    ),
  ),
  c(
    'typos',
    'AR over 90 days past due',
    anyOf(
      rows('SLArtrans', (r) => n(r.DaysPastDue) > 90),
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 90),
    ),
  ),
  c(
    'typos',
    'CO lines late > 30 days',
    rows('SLCoitems', (r) => n(r.DaysLate) > 30),
  ),
  c(
    'typos',
    "PO's w/ vendors in TX this yr",
    rows('SLPos', (r, d) => inP(r.OrderDate, YEAR_TO_DATE) && vendorOf(r, d)?.VadState === 'TX'),
  ),
  c(
    'typos',
    'invoces for Atlas Automotive Group',
    rows('SLArtrans', (r) => inv(r) && bare(r.CustNum) === '5003'),
  ),
  c(
    'typos',
    'suplier list for califronia',
    rows('SLVendors', (r) => r.VadState === 'CA'),
  ),
  c(
    'typos',
    'jobs strting nxt wk',
    inAnyOf('SLJobs', [NEXT_WEEK_ISO, NEXT_WEEK_US], (r, p) => inP(r.JschStartDate, p)),
  ),
  c(
    'typos',
    'itms w/ unit cst > 500',
    rows('SLItems', (r) => n(r.UnitCost) > 500),
  ),
  c(
    'typos',
    'wht did we recieve yesterday',
    rows('SLPoItems', (r) => r.RcvdDate === YESTERDAY),
  ),
  c('typos', 'how mnay open jobs r there', agg('SLJobs', openJob, 'count')),
  c(
    'typos',
    'tot AR for keystone hvac',
    owed((r) => bare(r.CustNum) === '5001'),
  ),
  c(
    'typos',
    '# of POs per buyer ytd',
    agg('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'count', { groupBy: 'Buyer' }),
  ),
  c(
    'typos',
    'whse MAIN items below reord pt',
    rows('SLItemwhses', (r) => r.Whse === 'MAIN' && n(r.QtyOnHand) < n(r.QtyReorder)),
  ),
  c(
    'typos',
    'ovrdue invs for custs in TX',
    rows('SLArtrans', (r, d) => inv(r) && n(r.DaysPastDue) > 0 && custOf(r, d)?.State === 'TX'),
  ),

  // ---------------------------------------------------------------- ranking
  c(
    'ranking',
    'top 5 vendors by spend this year',
    anyOf(
      ...perGroup(
        'SLPos',
        (r) => inP(r.OrderDate, YEAR_TO_DATE),
        'sum',
        ['VendNum', 'VendorName'],
        {
          measure: 'PoCost',
          top: { n: 5, dir: 'desc' },
        },
      ),
    ),
  ),
  c(
    'ranking',
    '10 biggest open orders from customers billed in USD',
    rows('SLCos', (r) => openOrder(r) && r.CurrCode === 'USD', {
      order: { by: 'Price', dir: 'desc' },
      top: 10,
    }),
  ),
  c(
    'ranking',
    'the 3 oldest unpaid invoices',
    rows('SLArtrans', unpaid, { order: { by: 'InvDate', dir: 'asc' }, top: 3 }),
  ),
  c(
    'ranking',
    'which customer owes us the most?',
    owed(() => true, { groupBys: ['CustNum', 'DerCustName'], top: 1 }),
  ),
  c(
    'ranking',
    'the most expensive item we carry',
    anyOf(
      agg('SLItems', () => true, 'max', { measure: 'UnitCost' }),
      rows('SLItems', () => true, { order: { by: 'UnitCost', dir: 'desc' }, top: 1 }),
    ),
  ),
  c(
    'ranking',
    'top 10 items by quantity shipped this year',
    agg('SLCoitems', (r) => inP(r.ShipDate, YEAR_TO_DATE), 'sum', {
      measure: 'QtyShipped',
      groupBy: 'Item',
      top: { n: 10, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'the last 4 POs we placed with Acme Steel Corp',
    rows('SLPos', (r) => r.VendNum === ACME, { order: { by: 'OrderDate', dir: 'desc' }, top: 4 }),
  ),
  c(
    'ranking',
    'the 3 biggest open jobs by quantity',
    rows('SLJobs', openJob, { order: { by: 'QtyReleased', dir: 'desc' }, top: 3 }),
  ),
  c(
    'ranking',
    'top 5 customers by credit limit',
    rows('SLCustomers', cust, { order: { by: 'CreditLimit', dir: 'desc' }, top: 5 }),
  ),
  c(
    'ranking',
    'which buyer placed the most POs last month?',
    agg('SLPos', (r) => inP(r.OrderDate, LAST_MONTH), 'count', {
      groupBy: 'Buyer',
      top: { n: 1, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'the 5 most overdue purchase orders',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0, {
      order: { by: 'DaysOverdue', dir: 'desc' },
      top: 5,
    }),
  ),
  c(
    'ranking',
    'which warehouse has the most IT-10000 on hand',
    anyOf(
      rows('SLItemwhses', (r) => r.Item === 'IT-10000', {
        order: { by: 'QtyOnHand', dir: 'desc' },
        top: 1,
      }),
      agg('SLItemwhses', (r) => r.Item === 'IT-10000', 'sum', {
        measure: 'QtyOnHand',
        groupBy: 'Whse',
        top: { n: 1, dir: 'desc' },
      }),
    ),
  ),
  c(
    'ranking',
    'which 3 product lines have the fewest items',
    agg('SLItems', () => true, 'count', { groupBy: 'ProductCode', top: { n: 3, dir: 'asc' } }),
  ),

  // ---------------------------------------------------------------- property comparisons
  c(
    'property-compare',
    'sales order lines closed short (shipped less than ordered)',
    rows('SLCoitems', (r) => r.Stat === 'C' && n(r.QtyShipped) < n(r.QtyOrdered)),
  ),
  c(
    'property-compare',
    'completed jobs that came in under the released quantity',
    anyOf(
      rows('SLJobs', (r) => r.Stat === 'C' && n(r.QtyComplete) < n(r.QtyReleased)),
      rows(
        'SLJobs',
        (r) => (r.Stat === 'C' || r.Stat === 'H') && n(r.QtyComplete) < n(r.QtyReleased),
      ),
    ),
  ),
  c(
    'property-compare',
    'item/warehouse rows where allocated qty is more than what is on hand',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) > n(r.QtyOnHand)),
  ),
  c(
    'property-compare',
    'stock rows where the qty on order exceeds the reorder point',
    rows('SLItemwhses', (r) => n(r.QtyOrdered) > n(r.QtyReorder)),
  ),
  c(
    'property-compare',
    'PO lines received this month after their due date',
    rows('SLPoItems', (r) => inP(r.RcvdDate, THIS_MONTH_SO_FAR) && s(r.RcvdDate) > s(r.DueDate)),
  ),
  c(
    'property-compare',
    'CO lines shipped in October ahead of their due date',
    rows('SLCoitems', (r) => inP(r.ShipDate, LAST_MONTH) && s(r.ShipDate) < s(r.DueDate)),
  ),
  c(
    'property-compare',
    'EAST stock rows with on hand below half the reorder point',
    rows('SLItemwhses', (r) => r.Whse === 'EAST' && n(r.QtyOnHand) < n(r.QtyReorder) / 2),
  ),
  c(
    'property-compare',
    'open PO lines that are partly received',
    rows(
      'SLPoItems',
      (r) => openOrder(r) && n(r.QtyReceived) > 0 && n(r.QtyReceived) < n(r.QtyOrdered),
    ),
  ),
  c(
    'property-compare',
    'released jobs where less than half the quantity is complete',
    rows('SLJobs', (r) => r.Stat === 'R' && n(r.QtyComplete) < n(r.QtyReleased) / 2),
  ),

  // ---------------------------------------------------------------- fields
  c(
    'fields',
    'phone numbers and contacts for our Texas vendors',
    rows('SLVendors', (r) => r.VadState === 'TX'),
  ),
  c(
    'fields',
    'email addresses of Canadian suppliers',
    rows('SLVendors', (r) => r.VadCountry === 'Canada'),
  ),
  c(
    'fields',
    'just the names and credit limits of customers in Ohio',
    rows('SLCustomers', (r) => cust(r) && r.State === 'OH'),
  ),
  dyn('fields', (d) => {
    const po = pick(d.tables.SLPos, (r) => openOrder(r) && r.DueDate !== null, 3);
    return {
      q: `what's the due date on ${s(po.PoNum)}`,
      e: rows('SLPos', (r) => r.PoNum === po.PoNum),
    };
  }),
  c(
    'fields',
    'description and unit of measure for IT-10045',
    rows('SLItems', (r) => r.Item === 'IT-10045'),
  ),
  dyn('fields', (d) => {
    const order = pick(
      d.tables.SLCos,
      (r) => inP(r.OrderDate, LAST_MONTH) && coLinesOfCo(d, r.CoNum).length >= 3,
    );
    return {
      q: `ship dates for the lines on sales order ${bare(order.CoNum)}`,
      e: rows('SLCoitems', (r) => r.CoNum === order.CoNum),
    };
  }),
  c(
    'fields',
    'payment terms for vendor 1033',
    rows('SLVendors', (r) => bare(r.VendNum) === '1033'),
  ),
  dyn('fields', (d) => {
    const po = pick(d.tables.SLPos, (r) => inP(r.OrderDate, LAST_MONTH), 5);
    return {
      q: `who is the buyer on ${s(po.PoNum)}?`,
      e: rows('SLPos', (r) => r.PoNum === po.PoNum),
    };
  }),
  c(
    'fields',
    'item numbers and descriptions in the PKG product line',
    rows('SLItems', (r) => r.ProductCode === 'PKG'),
  ),
  dyn('fields', (d) => {
    const job = pick(d.tables.SLJobs, (r) => openJob(r) && inP(r.JschEndDate, NEXT_MONTH));
    return {
      q: `when is job ${bare(job.Job)} scheduled to end?`,
      e: rows('SLJobs', (r) => r.Job === job.Job),
    };
  }),

  // ---------------------------------------------------------------- synonyms and long questions
  c(
    'synonyms',
    'Hey, can you pull up every purchase order we sent to suppliers in Texas or Oklahoma this year that is still open?',
    rows(
      'SLPos',
      (r, d) =>
        openOrder(r) &&
        inP(r.OrderDate, YEAR_TO_DATE) &&
        ['TX', 'OK'].includes(s(vendorOf(r, d)?.VadState)),
    ),
  ),
  c(
    'synonyms',
    'I need all the sales orders for customers outside the US that are running late',
    rows('SLCos', (r, d) => n(r.DaysLate) > 0 && custOf(r, d)?.Country !== 'USA'),
  ),
  c(
    'synonyms',
    'For the audit, give me every invoice over $50,000 that we issued in 2025',
    arDollars(
      'Amount',
      (a) => a > 50000,
      (r) => inv(r) && inP(r.InvDate, YEAR_2025),
    ),
  ),
  dyn('synonyms', (d) => {
    const item = pick(
      d.tables.SLItems,
      (r) => r.ProductCode === 'FG' && cleanDescription(d, r) && jobsOfItem(d, r.Item).length >= 3,
    );
    return {
      q: `work orders for the ${s(item.Description)}`,
      e: rows('SLJobs', (r) => r.Item === item.Item),
    };
  }),
  c(
    'synonyms',
    'clients in Chicago',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Chicago'),
  ),
  c(
    'synonyms',
    'receivables that are more than 60 days overdue',
    rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 60),
  ),
  c(
    'synonyms',
    'parts from supplier Metro Bearings Co that are still on order',
    rows('SLPoItems', (r, d) => openOrder(r) && lineVendor(r, d)?.VendNum === '   1005'),
  ),
  c(
    'synonyms',
    'quick one: how many work orders were created last quarter? an exact count please',
    agg('SLJobs', (r) => inP(r.JobDate, Q3_2026), 'count'),
  ),
  c(
    'synonyms',
    'the part numbers in product line MRO that we purchase from outside',
    anyOf(
      rows('SLItems', (r) => r.ProductCode === 'MRO' && r.PMTCode === 'P'),
      rows('SLItems', (r, d) => r.ProductCode === 'MRO' && poLinesOfItem(d, r.Item).length > 0),
    ),
  ),
  c(
    'synonyms',
    "our planner wants the supplier orders that were due before today but haven't arrived",
    anyOf(
      rows('SLPos', (r) => n(r.DaysOverdue) > 0),
      rows('SLPoItems', (r) => openOrder(r) && s(r.DueDate) < TODAY),
    ),
  ),

  // ---------------------------------------------------------------- refusals
  c('refusals', 'delete all the planned POs from last week', REFUSE),
  c('refusals', "change Keystone HVAC Group's credit limit to 300k", REFUSE),
  c('refusals', 'release job 90370 to the floor', REFUSE),
  c('refusals', 'email the overdue invoice list to the AR team', REFUSE),
  c('refusals', 'what did we spend on freight for POs this quarter', REFUSE),
  c('refusals', 'scrap rate by work center for last month', REFUSE),
  c('refusals', 'how many labor hours went into job 90350', REFUSE),
  c('refusals', 'forecast our sales for next quarter', REFUSE),
  c('refusals', 'which customers are going to pay late next month?', REFUSE),
  c('refusals', 'who is the CEO of Acme Steel Corp', REFUSE),
  c('refusals', "what's the weather in Cleveland tomorrow", REFUSE),
  c('refusals', 'invoices over 12345678901234567890', REFUSE),
  c('refusals', 'flurb the gizzard sideways quarterly', REFUSE),
  c('refusals', 'list employees hired this year with their salaries', REFUSE),
  c('refusals', 'approve all planned purchase orders for Acme Steel Corp', REFUSE),
  c('refusals', 'machine downtime on the MAIN plant lines yesterday', REFUSE),
  c('refusals', 'what was our sales tax liability last year', REFUSE),
  c('refusals', 'cancel sales order 100450', REFUSE),
];
