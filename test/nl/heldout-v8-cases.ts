/**
 * RETIRED held-out set v8 (issue #17) — now part of the TUNING pool. Questions written for issue
 * #17 by a helper session started for
 * this purpose alone, which read neither the query engine (src/query/,
 * src/erp/connectors/demo/demo-vocabulary.ts) nor the questions of any other set (eval-cases.ts,
 * the everyday-* sets, heldout-cases.ts, heldout-v2 to v7 beyond v7's header, imports, calendar
 * and helpers), nor docs/questions.md, BENCHMARKS.md or any git history, and never ran the engine
 * or the NL evaluation on these questions. What it read, exactly: /work/shared/SPEC.md,
 * /work/shared/nl-examples.md and /work/shared/seed-api.md; of the demo data generator,
 * src/erp/connectors/demo/demo-schema.ts whole and demo-erp-generator.ts in part (its first 120
 * lines and a search of the rest for the status, type, buyer, warehouse, currency and terms
 * columns it writes) - demo-master-data.ts, prng.ts and zipf-picker.ts were allowed but not
 * opened; the evaluation's raw-row loader and builders (test/nl/eval-data.ts, case-builders.ts,
 * eval-types.ts, heldout-helpers.ts, heldout-data-check.ts); lines 1-242 of
 * test/nl/heldout-v7-cases.ts (its header with the meanings, its imports, calendar and helper
 * functions), plus the opening words of line 243 (`export const HELDOUT_V7_CASES: readonly`),
 * where it stopped; and test/nl/heldout-v7-cases.data.e2e-spec.ts. It looked at the generated
 * evaluation data through eval-data.ts alone (throwaway scripts outside the repository, which
 * asked nl-evaluation.ts's evalDatabase() for the data file's path without reading that file),
 * to pick values that exist and to check that answers discriminate (no rows reading is the whole
 * table unless cut to a top N, no top N is cut inside a tie). Every expectation is computed from
 * the raw rows with plain predicates, independently of the engine.
 * heldout-v8-cases.data.e2e-spec.ts checks, without the engine, that every expectation matches
 * at least one row in each accepted reading.
 *
 * One slip, stated so that it can be weighed: the brief the writer was given (by the person
 * merging #17's rounds) put the data check's command as `jest --selectProjects e2e <this spec>`,
 * the line that had let v6's writer see other sets' misses: --selectProjects took the path as a
 * second project name and the whole e2e project ran (about 7 minutes; the writer read only the
 * tail of its failure summary, failures of other suites run alongside other sessions' tests).
 * The merger had foreseen it and removed the three NL evaluation specs (nl-eval, nl-eval-live,
 * nl-eval-replica) from the writer's worktree before the writer started, so that run evaluated
 * no question of any set and printed no reading of the engine; they were put back afterwards.
 *
 * History: written against main e2e90e4. 217/232 on that engine (first run on main 7040821, whose
 * engine is e2e90e4's; 200/205 answers at or above 0.5 right), 217/232 after #17's thirteenth
 * round (200/205, main 959c534: not one answer moved), never tuned on. Retired into the tuning
 * pool on 2026-11-29 (session 12) at 217/232 (200/205 at or above 0.5, main c2b0c03), when
 * held-out v9 (heldout-v9-cases.ts) was written to take its place by someone who had read
 * neither the engine nor this set's questions: from then on its misses are printed and studied
 * and the engine fixed for them (as general rules, with paraphrases of one's own in unit specs),
 * so its figure is a tuning figure, pooled with the other tuning sets. 223/232 after the
 * thirteenth round's last two tuners (13g, 13h), one of them through the correction of "jobs
 * making X" (every job, not complete, or open), main 2ac4081; 224/232 after 13i, 13j.
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
 * - a group named by a customer or vendor may be keyed by its number or its name column;
 * - a month named without a year takes its latest occurrence in a past-facing question ("invoices
 *   dated in August" = August 2026) and its next occurrence in a future-facing one ("jobs due to
 *   finish in January" = January 2027);
 * - "waiting to be received" (PO lines): open lines (P or O), or lines with QtyReceived below
 *   QtyOrdered: both accepted;
 * - "which vendors / customers / items ..." asked through a relation: the vendors / customers /
 *   items themselves, or the documents or lines that relate them: both accepted;
 * - "AR over N days past due" (no document type named): every AR row with DaysPastDue > N, or
 *   only the invoices (Type I): both accepted;
 * - "nothing shipped / received yet" compares the shipped / received quantity with 0;
 * - "complete / completed / finished" jobs are C, or C and H (history jobs are complete too):
 *   both accepted, as for closed POs;
 * - "quotes" / "estimates" on the sales side are customer orders of Type E;
 * - "foreign / overseas / outside the US" vendors or customers: country other than USA (for
 *   vendors this coincides with a currency other than USD); "European" vendors are those in
 *   Germany, Italy or France (the EUR vendors);
 * - "invoices due between A and B" (a future range): every invoice due then, or only the unpaid
 *   ones: both accepted;
 * - "received late / shipped late" (lines): received or shipped after the line's DueDate
 *   (RcvdDate / ShipDate > DueDate); "received early": RcvdDate before DueDate;
 * - "short-closed" PO lines: Stat C with QtyReceived below QtyOrdered;
 * - "the largest / biggest open invoices" rank by Amount or by Balance: both accepted;
 * - "items with no stock / out of stock": DerQtyOnHand 0 (the sum over their warehouses);
 * - a PO's terms are its vendor's (the generator copies them): "POs from vendors on T terms"
 *   is accepted through the vendor or through the PO's own TermsCode (they coincide);
 * - "invoices for order N": the AR rows carrying CoNum N (its invoice and credit memos), or only
 *   its invoice (Type I): both accepted;
 * - AP (what we owe vendors, vendor invoices, bills to pay) is not in the catalog: refused.
 * Added in this set:
 * - "closed / completed / finished" customer orders are C, or C and H: both accepted (as for
 *   POs); "completed" POs likewise C, or C and H;
 * - "on Monday" is the latest Monday, 16 November; "last weekend" is Saturday 14 and Sunday 15
 *   November; "the last 90 days" / "past 2 weeks" run from today - 90 / today - 14 to today;
 *   "the first half of the year" is 1 January to 30 June 2026; "Q2" is April to June 2026;
 *   "since July 4th" is 4 July 2026 to today;
 * - "order value" / "sales" of customers, sales reps or warehouses ranks or sums the customer
 *   orders' stored Price (never the AR rows); "spend" with a vendor sums the POs' stored PoCost;
 * - "items never purchased / never bought": items on no PO line, or items that are not PMTCode
 *   P: both accepted; "items never sold": items on no customer order line;
 * - "no stock in warehouse W" (said of items): the SLItemwhses rows of W with QtyOnHand 0, or
 *   the items with no row in W or QtyOnHand 0 there: both accepted;
 * - "open orders with nothing shipped yet": open customer orders (P or O) whose lines all have
 *   QtyShipped 0 (the orders, or those lines);
 * - "customers whose open orders exceed their credit limit": the sum of Price over the
 *   customer's open orders (stored amounts, the customer's own currency) > CreditLimit;
 * - "customers with no sales rep": CustSeq 0 with Slsman empty (null);
 * - "not past due yet" (unpaid invoices): Balance > 0 and DaysPastDue 0;
 * - a document "containing / with" item X: the headers having a line for X, or those lines:
 *   both accepted;
 * - "late" customer orders use SLCos.DaysLate > 0; "late" customer order lines use
 *   SLCoitems.DaysLate > 0.
 * Where a question honestly admits two readings, both are accepted (anyOf).
 */
import {
  agg,
  all,
  anyOf,
  c,
  cust,
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
  arDollars,
  arOfCustomer,
  coLinesOfCo,
  coLinesOfItem,
  cosOfCustomer,
  custOf,
  dollars,
  extreme,
  grouped,
  inAnyOf,
  inP,
  itemOf,
  jobsMaking,
  jobsOfItem,
  lineCustomer,
  linesDue,
  lineVendor,
  openJob,
  openOrderValue,
  owed,
  poLinesOfItem,
  poLinesOfPo,
  posOfVendor,
  vendorOf,
  whsesOfItem,
  type Period,
  vendorKey as V,
  customerKey as CU,
} from './heldout-helpers';
import type { EvalCase, Expectation, Pred } from './eval-types';

/** This set's column in the calibration table (retired: pooled with the tuning sets). */
export const HELDOUT_V8_NAME = 'retired v8';

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
const YESTERDAY = '2026-11-20';
/** "On Monday": the latest Monday, 16 November. */
const MONDAY = '2026-11-16';
/** "Last weekend": Saturday 14 and Sunday 15 November. */
const LAST_WEEKEND: Period = ['2026-11-14', '2026-11-15'];
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
const LAST_14_DAYS: Period = ['2026-11-07', TODAY];
const LAST_30_DAYS: Period = ['2026-10-22', TODAY];
const LAST_90_DAYS: Period = ['2026-08-23', TODAY];
/** The next N days / weeks: today to today + N. */
const NEXT_14_DAYS: Period = [TODAY, '2026-12-05'];
const NEXT_30_DAYS: Period = [TODAY, '2026-12-21'];
const THIS_MONTH_SO_FAR: Period = ['2026-11-01', TODAY];
/** "Due this month" (future-facing): the whole of November 2026. */
const THIS_MONTH: Period = ['2026-11-01', '2026-11-30'];
/** Last month (and "in October"): October 2026. */
const LAST_MONTH: Period = ['2026-10-01', '2026-10-31'];
/** "In August" (past-facing): August 2026. */
const AUGUST_2026: Period = ['2026-08-01', '2026-08-31'];
/** Next month (and "in December", future-facing): December 2026, whole. */
const NEXT_MONTH: Period = ['2026-12-01', '2026-12-31'];
/** "In January" (future-facing): January 2027. */
const JANUARY_2027: Period = ['2027-01-01', '2027-01-31'];
/** "Between Nov 2 and Nov 6". */
const NOV_2_TO_6: Period = ['2026-11-02', '2026-11-06'];
/** "From now to the end of the year". */
const TO_YEAR_END: Period = [TODAY, '2026-12-31'];
/** Q2: April - June 2026; last quarter (and "Q3"): July - September 2026. */
const Q2_2026: Period = ['2026-04-01', '2026-06-30'];
const Q3_2026: Period = ['2026-07-01', '2026-09-30'];
/** This quarter so far: 1 October to today. */
const THIS_QUARTER: Period = ['2026-10-01', TODAY];
const FIRST_HALF_2026: Period = ['2026-01-01', '2026-06-30'];
const YEAR_TO_DATE: Period = ['2026-01-01', TODAY];
const YEAR_2025: Period = ['2025-01-01', '2025-12-31'];
const YEAR_2024: Period = ['2024-01-01', '2024-12-31'];
/** "Since July 4th": 4 July 2026 onwards. */
const JULY_4 = '2026-07-04';

const WEEKS_THIS: readonly Period[] = [THIS_WEEK_ISO, THIS_WEEK_US];
const WEEKS_LAST: readonly Period[] = [LAST_WEEK_ISO, LAST_WEEK_US];
const WEEKS_NEXT: readonly Period[] = [NEXT_WEEK_ISO, NEXT_WEEK_US];

const ACME_STEEL = V(1001);
const HORIZON_ABRASIVES = V(1002);
const APEX_ELECTRONICS = V(1004);
const METRO_BEARINGS = V(1005);
const TITAN_MOTORS = V(1007);
const PIONEER_STEEL = V(1008);
const CASCADE_RUBBER = V(1010);
const GOLDEN_GATE_ALUMINUM = V(1042);
const KEYSTONE_HVAC = CU(5001);
const LIBERTY_AEROSPACE = CU(5002);
const ATLAS_AUTOMOTIVE = CU(5003);
const VANGUARD_FURNITURE = CU(5006);
const BUCKEYE_APPLIANCE = CU(5017);
const IRON_RIVER = CU(5004);

/** Complete jobs: C, or C and H. */
const doneJobs = (where: Pred): Expectation =>
  anyOf(
    rows('SLJobs', (r, d) => r.Stat === 'C' && where(r, d)),
    rows('SLJobs', (r, d) => (r.Stat === 'C' || r.Stat === 'H') && where(r, d)),
  );

/** Closed / completed documents: C, or C and H. */
const closed = (ido: 'SLPos' | 'SLCos', where: Pred): Expectation =>
  anyOf(
    rows(ido, (r, d) => r.Stat === 'C' && where(r, d)),
    rows(ido, (r, d) => (r.Stat === 'C' || r.Stat === 'H') && where(r, d)),
  );

const isCust = (r: Row | undefined): boolean => r !== undefined && cust(r);
const lineItem = (r: Row, d: EvalData): Row | undefined => itemOf(r, d);
const hasStat =
  (...stats: string[]) =>
  (r: Row): boolean =>
    stats.includes(s(r.Stat));

/** Open customer orders (P or O) whose lines all have QtyShipped 0. */
const nothingShipped = (r: Row, d: EvalData): boolean =>
  openOrder(r) && coLinesOfCo(d, r.CoNum).every((l) => n(l.QtyShipped) === 0);

export const HELDOUT_V8_CASES: readonly EvalCase[] = [
  // ---------------------------------------------------------------- examples
  c(
    'examples',
    'Show overdue POs above $25,000',
    dollars(
      'SLPos',
      (a) => a > 25000,
      (r) => n(r.DaysOverdue) > 0,
    ),
  ),
  c(
    'examples',
    'open purchase orders for Horizon Abrasives LLC',
    rows('SLPos', (r) => openOrder(r) && r.VendNum === HORIZON_ABRASIVES),
  ),
  c(
    'examples',
    'suppliers located in Texas',
    rows('SLVendors', (r) => r.VadState === 'TX'),
  ),
  c(
    'examples',
    'which customers are on credit hold right now?',
    rows('SLCustomers', (r) => cust(r) && s(r.CreditHold) === '1'),
  ),
  c(
    'examples',
    'customers based in Houston',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Houston'),
  ),
  c(
    'examples',
    'parts costing more than 500',
    rows('SLItems', (r) => n(r.UnitCost) > 500),
  ),
  c(
    'examples',
    'items under their reorder point in the EAST warehouse',
    rows('SLItemwhses', (r) => r.Whse === 'EAST' && n(r.QtyOnHand) < n(r.QtyReorder)),
  ),
  c('examples', 'how many jobs are open at the moment', agg('SLJobs', openJob, 'count')),
  c(
    'examples',
    'total invoiced in September',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, ['2026-09-01', '2026-09-30']), 'sum', {
      measure: 'Amount',
    }),
  ),
  c(
    'examples',
    'customer order lines more than 30 days late',
    rows('SLCoitems', (r) => n(r.DaysLate) > 30),
  ),
  c(
    'examples',
    'PO lines that still have qty left to receive',
    anyOf(
      rows('SLPoItems', openOrder),
      rows('SLPoItems', (r) => n(r.QtyReceived) < n(r.QtyOrdered)),
    ),
  ),
  // ---------------------------------------------------------------- synonyms
  c(
    'synonyms',
    'list all suppliers in Canada',
    rows('SLVendors', (r) => r.VadCountry === 'Canada'),
  ),
  c(
    'synonyms',
    'show me our clients in Florida',
    rows('SLCustomers', (r) => cust(r) && r.State === 'FL'),
  ),
  c('synonyms', 'work orders that are released', rows('SLJobs', hasStat('R'))),
  c('synonyms', 'sales orders that are stopped', rows('SLCos', hasStat('S'))),
  c(
    'synonyms',
    'all BRG parts',
    rows('SLItems', (r) => r.ProductCode === 'BRG'),
  ),
  c(
    'synonyms',
    'receivables dated this week',
    inAnyOf('SLArtrans', WEEKS_THIS, (r, p) => inv(r) && inP(r.InvDate, p)),
  ),
  c(
    'synonyms',
    'purchase order lines for part IT-10036',
    rows('SLPoItems', (r) => r.Item === 'IT-10036'),
  ),
  c(
    'synonyms',
    'COs for sales rep KPATEL',
    rows('SLCos', (r) => r.Slsman === 'KPATEL'),
  ),
  c(
    'synonyms',
    'blanket POs',
    rows('SLPos', (r) => r.Type === 'B'),
  ),
  c(
    'synonyms',
    'which products do we manufacture ourselves',
    rows('SLItems', (r) => r.PMTCode === 'M'),
  ),
  c(
    'synonyms',
    'inactive suppliers',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'synonyms',
    'slow moving products',
    rows('SLItems', (r) => r.Stat === 'S'),
  ),
  c(
    'synonyms',
    'finance charges on customer accounts',
    rows('SLArtrans', (r) => r.Type === 'F'),
  ),
  c(
    'synonyms',
    'credit memos issued this year',
    rows('SLArtrans', (r) => r.Type === 'C' && inP(r.InvDate, YEAR_TO_DATE)),
  ),
  c(
    'synonyms',
    'customer payments received last month',
    rows('SLArtrans', (r) => r.Type === 'P' && inP(r.InvDate, LAST_MONTH)),
  ),
  c(
    'synonyms',
    'estimate jobs',
    rows('SLJobs', (r) => r.Type === 'E'),
  ),
  c(
    'synonyms',
    'debit memos',
    rows('SLArtrans', (r) => r.Type === 'D'),
  ),
  // ---------------------------------------------------------------- numbers
  c(
    'numbers',
    'POs worth more than $45K',
    dollars('SLPos', (a) => a > 45000, all),
  ),
  c(
    'numbers',
    'customer orders between $50,000 and $75,000',
    dollars('SLCos', (a) => a >= 50000 && a <= 75000, all),
  ),
  c(
    'numbers',
    'invoices over twenty thousand dollars',
    arDollars('Amount', (a) => a > 20000, inv),
  ),
  c(
    'numbers',
    'items with a unit cost below $1',
    rows('SLItems', (r) => n(r.UnitCost) < 1),
  ),
  c(
    'numbers',
    'customers with a credit limit of at least 200k',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) >= 200000),
  ),
  c(
    'numbers',
    'PO lines with a line amount over 10,000',
    rows('SLPoItems', (r) => n(r.LineAmount) > 10000),
  ),
  c(
    'numbers',
    'open invoices with a balance above $5K',
    arDollars('Balance', (a) => a > 5000, unpaid),
  ),
  c(
    'numbers',
    'items that cost between 100 and 200 dollars',
    rows('SLItems', (r) => n(r.UnitCost) >= 100 && n(r.UnitCost) <= 200),
  ),
  c(
    'numbers',
    'sales orders under $100',
    dollars('SLCos', (a) => a < 100, all),
  ),
  c(
    'numbers',
    'stock records with more than 100,000 on hand',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) > 100000),
  ),
  c(
    'numbers',
    'PO lines ordering more than 5000 pieces',
    rows('SLPoItems', (r) => n(r.QtyOrdered) > 5000),
  ),
  c(
    'numbers',
    'jobs releasing over 100 units',
    rows('SLJobs', (r) => n(r.QtyReleased) > 100),
  ),
  c(
    'numbers',
    'customers whose credit limit is under 15k',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) < 15000),
  ),
  c(
    'numbers',
    'customer payments bigger than $50,000',
    arDollars(
      'Amount',
      (a) => a > 50000,
      (r) => r.Type === 'P',
    ),
  ),
  c(
    'numbers',
    'CO lines priced above 1000 each',
    rows('SLCoitems', (r) => n(r.PriceConv) > 1000),
  ),
  c(
    'numbers',
    'open POs under 500 bucks',
    dollars('SLPos', (a) => a < 500, openOrder),
  ),
  c(
    'numbers',
    'invoices of 2.5k or more',
    rows('SLArtrans', (r) => inv(r) && n(r.Amount) >= 2500),
  ),
  c(
    'numbers',
    'purchase orders between 1,000 and 1,200',
    rows('SLPos', (r) => n(r.PoCost) >= 1000 && n(r.PoCost) <= 1200),
  ),
  // ---------------------------------------------------------------- statuses
  c('statuses', 'planned purchase orders', rows('SLPos', hasStat('P'))),
  c(
    'statuses',
    'completed POs ordered this year',
    closed('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE)),
  ),
  c('statuses', 'filled PO lines', rows('SLPoItems', hasStat('F'))),
  c('statuses', 'firm jobs', rows('SLJobs', hasStat('F'))),
  c('statuses', 'any stopped jobs?', rows('SLJobs', hasStat('S'))),
  c('statuses', 'customer orders in planned status', rows('SLCos', hasStat('P'))),
  c(
    'statuses',
    'open sales orders for Keystone HVAC Group',
    rows('SLCos', (r) => openOrder(r) && r.CustNum === KEYSTONE_HVAC),
  ),
  c(
    'statuses',
    'open customer order lines in the SOUTH warehouse',
    rows('SLCoitems', (r) => openOrder(r) && r.Whse === 'SOUTH'),
  ),
  c(
    'statuses',
    'active vendors in Florida',
    rows('SLVendors', (r) => r.Stat === 'A' && r.VadState === 'FL'),
  ),
  c(
    'statuses',
    'POs in history status that were ordered in 2024',
    rows('SLPos', (r) => r.Stat === 'H' && inP(r.OrderDate, YEAR_2024)),
  ),
  c(
    'statuses',
    'paid invoices for Atlas Automotive Group',
    rows('SLArtrans', (r) => inv(r) && n(r.Balance) === 0 && r.CustNum === ATLAS_AUTOMOTIVE),
  ),
  c('statuses', 'all unpaid invoices', rows('SLArtrans', unpaid)),
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
    'released jobs in MAIN',
    rows('SLJobs', (r) => r.Stat === 'R' && r.Whse === 'MAIN'),
  ),
  c(
    'statuses',
    'closed customer orders from last month',
    closed('SLCos', (r) => inP(r.OrderDate, LAST_MONTH)),
  ),
  c(
    'statuses',
    'open PO lines for IT-10018',
    rows('SLPoItems', (r) => openOrder(r) && r.Item === 'IT-10018'),
  ),
  c(
    'statuses',
    'finished jobs for item IT-10378',
    doneJobs((r) => r.Item === 'IT-10378'),
  ),
  // ---------------------------------------------------------------- names
  c(
    'names',
    'POs from Titan Motors Corp this year',
    rows('SLPos', (r) => r.VendNum === TITAN_MOTORS && inP(r.OrderDate, YEAR_TO_DATE)),
  ),
  c(
    'names',
    'everything we ordered from pioneer steel',
    anyOf(
      rows('SLPos', (r) => r.VendNum === PIONEER_STEEL),
      rows('SLPoItems', (r, d) => lineVendor(r, d)?.VendNum === PIONEER_STEEL),
    ),
  ),
  c(
    'names',
    'orders from Liberty Aerospace Group',
    rows('SLCos', (r) => r.CustNum === LIBERTY_AEROSPACE),
  ),
  c(
    'names',
    'invoices for customer 5003',
    rows('SLArtrans', (r) => inv(r) && r.CustNum === ATLAS_AUTOMOTIVE),
  ),
  c(
    'names',
    "what's vendor 1042's phone number",
    rows('SLVendors', (r) => r.VendNum === GOLDEN_GATE_ALUMINUM),
  ),
  c(
    'names',
    'where is Cascade Rubber located',
    rows('SLVendors', (r) => r.VendNum === CASCADE_RUBBER),
  ),
  c(
    'names',
    'stock of IT-10000 in each warehouse',
    anyOf(
      rows('SLItemwhses', (r) => r.Item === 'IT-10000'),
      agg('SLItemwhses', (r) => r.Item === 'IT-10000', 'sum', {
        measure: 'QtyOnHand',
        groupBy: 'Whse',
      }),
    ),
  ),
  c(
    'names',
    'jobs making Pillow Block 6204-2RS',
    // Corrected 2026-11-29 (as v6's): every job of the item, or those not complete, or open.
    jobsMaking('IT-10378'),
  ),
  c(
    'names',
    'POs that buyer MLOPEZ placed last month',
    rows('SLPos', (r) => r.Buyer === 'MLOPEZ' && inP(r.OrderDate, LAST_MONTH)),
  ),
  c(
    'names',
    'apex electronics open POs',
    rows('SLPos', (r) => openOrder(r) && r.VendNum === APEX_ELECTRONICS),
  ),
  c(
    'names',
    'credit limit for Buckeye Appliance',
    rows('SLCustomers', (r) => cust(r) && r.CustNum === BUCKEYE_APPLIANCE),
  ),
  c(
    'names',
    'what has Vanguard Furniture ordered this year',
    anyOf(
      rows('SLCos', (r) => r.CustNum === VANGUARD_FURNITURE && inP(r.OrderDate, YEAR_TO_DATE)),
      rows('SLCoitems', (r, d) => {
        const o = d.co(r.CoNum);
        return o?.CustNum === VANGUARD_FURNITURE && inP(o.OrderDate, YEAR_TO_DATE);
      }),
    ),
  ),
  c(
    'names',
    'vendors in Munich',
    rows('SLVendors', (r) => r.VadCity === 'Munich'),
  ),
  c(
    'names',
    'Acme Steel POs over 20k',
    rows('SLPos', (r) => r.VendNum === ACME_STEEL && n(r.PoCost) > 20000),
  ),
  c(
    'names',
    'customers in San Antonio',
    rows('SLCustomers', (r) => cust(r) && r.City === 'San Antonio'),
  ),
  c(
    'names',
    'unpaid invoices for Iron River Construction',
    rows('SLArtrans', (r) => unpaid(r) && r.CustNum === IRON_RIVER),
  ),
  c(
    'names',
    'how many POs has Metro Bearings Co had in 2025',
    agg('SLPos', (r) => r.VendNum === METRO_BEARINGS && inP(r.OrderDate, YEAR_2025), 'count'),
  ),
  c(
    'names',
    'customer orders for Control Panel Heavy Duty',
    anyOf(
      rows('SLCos', (r, d) => coLinesOfCo(d, r.CoNum).some((l) => l.Item === 'IT-10144')),
      rows('SLCoitems', (r) => r.Item === 'IT-10144'),
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
    'purchase orders created this week',
    inAnyOf('SLPos', WEEKS_THIS, (r, p) => inP(r.OrderDate, p)),
  ),
  c(
    'dates',
    'customer orders from last week',
    inAnyOf('SLCos', WEEKS_LAST, (r, p) => inP(r.OrderDate, p)),
  ),
  c(
    'dates',
    'invoices issued in the last 30 days',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, LAST_30_DAYS)),
  ),
  c('dates', 'PO lines due next week', linesDue('SLPoItems', WEEKS_NEXT, all)),
  c(
    'dates',
    'jobs scheduled to start next month',
    rows('SLJobs', (r) => inP(r.JschStartDate, NEXT_MONTH)),
  ),
  c(
    'dates',
    'which jobs are due to finish in January',
    rows('SLJobs', (r) => inP(r.JschEndDate, JANUARY_2027)),
  ),
  c(
    'dates',
    'sales orders placed in Q3',
    rows('SLCos', (r) => inP(r.OrderDate, Q3_2026)),
  ),
  c(
    'dates',
    'POs issued in 2025',
    rows('SLPos', (r) => inP(r.OrderDate, YEAR_2025)),
  ),
  c(
    'dates',
    'invoices due in the next 2 weeks',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && inP(r.DueDate, NEXT_14_DAYS)),
      rows('SLArtrans', (r) => unpaid(r) && inP(r.DueDate, NEXT_14_DAYS)),
    ),
  ),
  c(
    'dates',
    'CO lines shipped last month',
    rows('SLCoitems', (r) => inP(r.ShipDate, LAST_MONTH)),
  ),
  c(
    'dates',
    'PO lines received so far this month',
    rows('SLPoItems', (r) => inP(r.RcvdDate, THIS_MONTH_SO_FAR)),
  ),
  c(
    'dates',
    'payments received since July 4th',
    rows('SLArtrans', (r) => r.Type === 'P' && inP(r.InvDate, [JULY_4, TODAY])),
  ),
  c(
    'dates',
    'customer orders placed between Nov 2 and Nov 6',
    rows('SLCos', (r) => inP(r.OrderDate, NOV_2_TO_6)),
  ),
  c(
    'dates',
    'POs cut on Monday',
    rows('SLPos', (r) => r.OrderDate === MONDAY),
  ),
  c(
    'dates',
    'jobs created in the last 90 days',
    rows('SLJobs', (r) => inP(r.JobDate, LAST_90_DAYS)),
  ),
  c(
    'dates',
    'purchase orders with an order date before 2024',
    rows('SLPos', (r) => s(r.OrderDate) < '2024-01-01'),
  ),
  c(
    'dates',
    'customer order lines due between now and the end of the year',
    linesDue('SLCoitems', [TO_YEAR_END], all),
  ),
  c(
    'dates',
    'invoices dated in August',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, AUGUST_2026)),
  ),
  c(
    'dates',
    'open PO lines due in December',
    rows('SLPoItems', (r) => openOrder(r) && inP(r.DueDate, NEXT_MONTH)),
  ),
  c(
    'dates',
    'sales orders that came in last weekend',
    rows('SLCos', (r) => inP(r.OrderDate, LAST_WEEKEND)),
  ),
  c(
    'dates',
    'POs ordered in the first half of the year',
    rows('SLPos', (r) => inP(r.OrderDate, FIRST_HALF_2026)),
  ),
  c(
    'dates',
    'open purchase orders due this month',
    rows('SLPos', (r) => openOrder(r) && inP(r.DueDate, THIS_MONTH)),
  ),
  c(
    'dates',
    'customer orders due in the next 30 days',
    anyOf(
      rows('SLCos', (r) => inP(r.DueDate, NEXT_30_DAYS)),
      rows('SLCos', (r, d) => coLinesOfCo(d, r.CoNum).some((l) => inP(l.DueDate, NEXT_30_DAYS))),
    ),
  ),
  c(
    'dates',
    'how many units did we ship in the past 2 weeks',
    agg('SLCoitems', (r) => inP(r.ShipDate, LAST_14_DAYS), 'sum', { measure: 'QtyShipped' }),
  ),
  // ---------------------------------------------------------------- ranking
  c(
    'ranking',
    'top 5 vendors by PO spend this year',
    grouped('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', ['VendNum', 'VendorName'], {
      measure: 'PoCost',
      top: { n: 5, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    '10 largest open POs',
    rows('SLPos', openOrder, { order: { by: 'PoCost', dir: 'desc' }, top: 10 }),
  ),
  c(
    'ranking',
    'the 3 oldest open customer orders',
    rows('SLCos', openOrder, { order: { by: 'OrderDate', dir: 'asc' }, top: 3 }),
  ),
  c(
    'ranking',
    'biggest invoice we sent last month',
    extreme('SLArtrans', (r) => inv(r) && inP(r.InvDate, LAST_MONTH), 'Amount', 'desc'),
  ),
  c(
    'ranking',
    'top 5 customers by order value in 2025',
    grouped('SLCos', (r) => inP(r.OrderDate, YEAR_2025), 'sum', ['CustNum', 'CustomerName'], {
      measure: 'Price',
      top: { n: 5, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'our 10 most expensive items',
    rows('SLItems', all, { order: { by: 'UnitCost', dir: 'desc' }, top: 10 }),
  ),
  c(
    'ranking',
    'cheapest 5 HYD parts',
    rows('SLItems', (r) => r.ProductCode === 'HYD', {
      order: { by: 'UnitCost', dir: 'asc' },
      top: 5,
    }),
  ),
  c(
    'ranking',
    'which buyer has the most open POs',
    agg('SLPos', openOrder, 'count', { groupBy: 'Buyer', top: { n: 1, dir: 'desc' } }),
  ),
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
    'ranking',
    'top 3 sales reps by order value this year',
    agg('SLCos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', {
      measure: 'Price',
      groupBy: 'Slsman',
      top: { n: 3, dir: 'desc' },
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
    '10 largest unpaid invoices by balance',
    rows('SLArtrans', unpaid, { order: { by: 'Balance', dir: 'desc' }, top: 10 }),
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
    'the five customers with the highest credit limits',
    rows('SLCustomers', cust, { order: { by: 'CreditLimit', dir: 'desc' }, top: 5 }),
  ),
  c(
    'ranking',
    'smallest PO we placed this year',
    extreme('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'PoCost', 'asc'),
  ),
  c(
    'ranking',
    'which 3 vendors have we sent the most POs to since 2025',
    grouped('SLPos', (r) => s(r.OrderDate) >= '2025-01-01', 'count', ['VendNum', 'VendorName'], {
      top: { n: 3, dir: 'desc' },
    }),
  ),
  // ---------------------------------------------------------------- aggregates
  c(
    'aggregates',
    'how many POs did we place last month',
    agg('SLPos', (r) => inP(r.OrderDate, LAST_MONTH), 'count'),
  ),
  c(
    'aggregates',
    'total PO spend per buyer this year',
    agg('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', {
      measure: 'PoCost',
      groupBy: 'Buyer',
    }),
  ),
  c(
    'aggregates',
    'average PO value for Acme Steel',
    agg('SLPos', (r) => r.VendNum === ACME_STEEL, 'avg', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'count of customers per state',
    agg('SLCustomers', cust, 'count', { groupBy: 'State' }),
  ),
  c(
    'aggregates',
    'number of vendors by country',
    agg('SLVendors', all, 'count', { groupBy: 'VadCountry' }),
  ),
  c('aggregates', "what's our total open AR", owed(all)),
  c('aggregates', 'AR balance by customer', owed(all, { groupBys: ['CustNum', 'DerCustName'] })),
  c(
    'aggregates',
    'sum of open customer order value by warehouse',
    agg('SLCos', openOrder, 'sum', { measure: 'Price', groupBy: 'Whse' }),
  ),
  c(
    'aggregates',
    'average unit cost by product code',
    agg('SLItems', all, 'avg', { measure: 'UnitCost', groupBy: 'ProductCode' }),
  ),
  c(
    'aggregates',
    'total qty on hand in WEST',
    agg('SLItemwhses', (r) => r.Whse === 'WEST', 'sum', { measure: 'QtyOnHand' }),
  ),
  c(
    'aggregates',
    'how many items are below reorder point in MAIN',
    agg('SLItemwhses', (r) => r.Whse === 'MAIN' && n(r.QtyOnHand) < n(r.QtyReorder), 'count'),
  ),
  c('aggregates', 'number of jobs by status', agg('SLJobs', all, 'count', { groupBy: 'Stat' })),
  c(
    'aggregates',
    'total quantity received on PO lines this month',
    agg('SLPoItems', (r) => inP(r.RcvdDate, THIS_MONTH_SO_FAR), 'sum', {
      measure: 'QtyReceived',
    }),
  ),
  c(
    'aggregates',
    'how many customer orders are on credit hold',
    agg('SLCos', (r) => s(r.CreditHold) === '1', 'count'),
  ),
  c(
    'aggregates',
    'average days overdue across late POs',
    agg('SLPos', (r) => n(r.DaysOverdue) > 0, 'avg', { measure: 'DaysOverdue' }),
  ),
  c(
    'aggregates',
    'sum of customer payments in Q3',
    agg('SLArtrans', (r) => r.Type === 'P' && inP(r.InvDate, Q3_2026), 'sum', {
      measure: 'Amount',
    }),
  ),
  c(
    'aggregates',
    'how many open PO lines per warehouse',
    agg('SLPoItems', openOrder, 'count', { groupBy: 'Whse' }),
  ),
  c(
    'aggregates',
    'total value of PO lines for ELEC items',
    agg('SLPoItems', (r, d) => lineItem(r, d)?.ProductCode === 'ELEC', 'sum', {
      measure: 'LineAmount',
    }),
  ),
  c(
    'aggregates',
    'average credit limit of customers in California',
    agg('SLCustomers', (r) => cust(r) && r.State === 'CA', 'avg', { measure: 'CreditLimit' }),
  ),
  c(
    'aggregates',
    'total credit memos issued YTD',
    agg('SLArtrans', (r) => r.Type === 'C' && inP(r.InvDate, YEAR_TO_DATE), 'sum', {
      measure: 'Amount',
    }),
  ),
  c(
    'aggregates',
    'number of POs per vendor in 2025',
    grouped('SLPos', (r) => inP(r.OrderDate, YEAR_2025), 'count', ['VendNum', 'VendorName']),
  ),
  c(
    'aggregates',
    'how much have we invoiced this quarter',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, THIS_QUARTER), 'sum', {
      measure: 'Amount',
    }),
  ),
  c(
    'aggregates',
    'average order value for customer orders placed in Q2',
    agg('SLCos', (r) => inP(r.OrderDate, Q2_2026), 'avg', { measure: 'Price' }),
  ),
  c(
    'aggregates',
    'how many invoices are more than 60 days past due',
    agg('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 60, 'count'),
  ),
  c(
    'aggregates',
    'total PO line amount per warehouse for open lines',
    agg('SLPoItems', openOrder, 'sum', { measure: 'LineAmount', groupBy: 'Whse' }),
  ),
  // ---------------------------------------------------------------- relations
  c(
    'relations',
    'purchase orders from suppliers in Texas',
    rows('SLPos', (r, d) => vendorOf(r, d)?.VadState === 'TX'),
  ),
  c(
    'relations',
    'open POs from Canadian vendors',
    rows('SLPos', (r, d) => openOrder(r) && vendorOf(r, d)?.VadCountry === 'Canada'),
  ),
  c(
    'relations',
    'customer orders from customers in Ohio',
    rows('SLCos', (r, d) => custOf(r, d)?.State === 'OH'),
  ),
  c(
    'relations',
    'invoices for customers in New York over $10k',
    arDollars(
      'Amount',
      (a) => a > 10000,
      (r, d) => inv(r) && custOf(r, d)?.State === 'NY',
    ),
  ),
  c(
    'relations',
    'PO lines for HYD items',
    rows('SLPoItems', (r, d) => lineItem(r, d)?.ProductCode === 'HYD'),
  ),
  c(
    'relations',
    'customer order lines for obsolete parts',
    rows('SLCoitems', (r, d) => lineItem(r, d)?.Stat === 'O'),
  ),
  c(
    'relations',
    'jobs for slow-moving items',
    rows('SLJobs', (r, d) => itemOf(r, d)?.Stat === 'S'),
  ),
  c(
    'relations',
    'which vendors supply IT-10006',
    anyOf(
      rows('SLVendors', (r, d) =>
        poLinesOfItem(d, 'IT-10006').some((l) => l.PoVendNum === r.VendNum),
      ),
      rows('SLPoItems', (r) => r.Item === 'IT-10006'),
    ),
  ),
  c(
    'relations',
    'who bought Motor Assembly GX-200 R50',
    anyOf(
      rows('SLCustomers', (r, d) =>
        isCust(r) ? coLinesOfItem(d, 'IT-10147').some((l) => lineCustomer(l, d) === r) : false,
      ),
      rows('SLCoitems', (r) => r.Item === 'IT-10147'),
      rows('SLCos', (r, d) => coLinesOfCo(d, r.CoNum).some((l) => l.Item === 'IT-10147')),
    ),
  ),
  c(
    'relations',
    'open orders for customers that are on credit hold',
    rows('SLCos', (r, d) => openOrder(r) && s(custOf(r, d)?.CreditHold) === '1'),
  ),
  c(
    'relations',
    'unpaid invoices of customers handled by RFISCHER',
    rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.Slsman === 'RFISCHER'),
  ),
  c(
    'relations',
    'PO lines from vendors on COD terms',
    rows('SLPoItems', (r, d) => lineVendor(r, d)?.TermsCode === 'COD'),
  ),
  c(
    'relations',
    'stock of PKG items in MAIN',
    anyOf(
      rows('SLItemwhses', (r, d) => r.Whse === 'MAIN' && itemOf(r, d)?.ProductCode === 'PKG'),
      agg(
        'SLItemwhses',
        (r, d) => r.Whse === 'MAIN' && itemOf(r, d)?.ProductCode === 'PKG',
        'sum',
        { measure: 'QtyOnHand' },
      ),
    ),
  ),
  c(
    'relations',
    'POs containing IT-10000 ordered this month',
    anyOf(
      rows(
        'SLPos',
        (r, d) =>
          inP(r.OrderDate, THIS_MONTH_SO_FAR) &&
          poLinesOfPo(d, r.PoNum).some((l) => l.Item === 'IT-10000'),
      ),
      rows(
        'SLPoItems',
        (r, d) => r.Item === 'IT-10000' && inP(d.po(r.PoNum)?.OrderDate, THIS_MONTH_SO_FAR),
      ),
    ),
  ),
  c(
    'relations',
    'vendors we currently have open POs with',
    anyOf(
      rows('SLVendors', (r, d) => posOfVendor(d, r.VendNum).some(openOrder)),
      rows('SLPos', openOrder),
    ),
  ),
  c(
    'relations',
    'customers in Texas with unpaid invoices',
    anyOf(
      rows(
        'SLCustomers',
        (r, d) => cust(r) && r.State === 'TX' && arOfCustomer(d, r.CustNum).some(unpaid),
      ),
      rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.State === 'TX'),
    ),
  ),
  c(
    'relations',
    'PO lines from German suppliers',
    rows('SLPoItems', (r, d) => lineVendor(r, d)?.VadCountry === 'Germany'),
  ),
  c(
    'relations',
    'orders from Mexican customers last quarter',
    rows('SLCos', (r, d) => inP(r.OrderDate, Q3_2026) && custOf(r, d)?.Country === 'Mexico'),
  ),
  c(
    'relations',
    'late CO lines for customers in California',
    rows('SLCoitems', (r, d) => n(r.DaysLate) > 0 && lineCustomer(r, d)?.State === 'CA'),
  ),
  c(
    'relations',
    'total open PO value for vendors in Ohio',
    agg('SLPos', (r, d) => openOrder(r) && vendorOf(r, d)?.VadState === 'OH', 'sum', {
      measure: 'PoCost',
    }),
  ),
  c(
    'relations',
    'jobs for items in product code ELEC',
    rows('SLJobs', (r, d) => itemOf(r, d)?.ProductCode === 'ELEC'),
  ),
  // ---------------------------------------------------------------- negation
  c(
    'negation',
    "vendors we haven't sent a PO to this year",
    rows(
      'SLVendors',
      (r, d) => !posOfVendor(d, r.VendNum).some((p) => inP(p.OrderDate, YEAR_TO_DATE)),
    ),
  ),
  c(
    'negation',
    'customers who have never placed an order',
    rows('SLCustomers', (r, d) => cust(r) && cosOfCustomer(d, r.CustNum).length === 0),
  ),
  c(
    'negation',
    'items we have never purchased',
    anyOf(
      rows('SLItems', (r, d) => poLinesOfItem(d, r.Item).length === 0),
      rows('SLItems', (r) => r.PMTCode !== 'P'),
    ),
  ),
  c(
    'negation',
    'products that have never been sold',
    rows('SLItems', (r, d) => coLinesOfItem(d, r.Item).length === 0),
  ),
  c(
    'negation',
    'POs this week not from Acme Steel',
    inAnyOf('SLPos', WEEKS_THIS, (r, p) => r.VendNum !== ACME_STEEL && inP(r.OrderDate, p)),
  ),
  c(
    'negation',
    'open PO lines with nothing received yet',
    rows('SLPoItems', (r) => openOrder(r) && n(r.QtyReceived) === 0),
  ),
  c(
    'negation',
    'customers in California not on credit hold',
    rows('SLCustomers', (r) => cust(r) && r.State === 'CA' && s(r.CreditHold) !== '1'),
  ),
  c(
    'negation',
    'items with no stock in SOUTH',
    anyOf(
      rows('SLItemwhses', (r) => r.Whse === 'SOUTH' && n(r.QtyOnHand) === 0),
      rows(
        'SLItems',
        (r, d) => !whsesOfItem(d, r.Item).some((w) => w.Whse === 'SOUTH' && n(w.QtyOnHand) > 0),
      ),
    ),
  ),
  c(
    'negation',
    'non-USD purchase orders placed this year',
    rows('SLPos', (r) => r.VenCurrCode !== 'USD' && inP(r.OrderDate, YEAR_TO_DATE)),
  ),
  c(
    'negation',
    "customers that don't have a sales rep assigned",
    rows('SLCustomers', (r) => cust(r) && (r.Slsman === null || s(r.Slsman).trim() === '')),
  ),
  c(
    'negation',
    'open sales orders with nothing shipped yet',
    anyOf(
      rows('SLCos', nothingShipped),
      rows('SLCoitems', (r, d) => {
        const o = d.co(r.CoNum);
        return o !== undefined && nothingShipped(o, d);
      }),
    ),
  ),
  c(
    'negation',
    'unpaid invoices that are not past due yet',
    rows('SLArtrans', (r) => unpaid(r) && n(r.DaysPastDue) === 0),
  ),
  c(
    'negation',
    'manufactured items with no jobs',
    rows('SLItems', (r, d) => r.PMTCode === 'M' && jobsOfItem(d, r.Item).length === 0),
  ),
  c(
    'negation',
    'jobs for IT-10108 that are not complete',
    anyOf(
      rows('SLJobs', (r) => r.Item === 'IT-10108' && r.Stat !== 'C'),
      rows('SLJobs', (r) => r.Item === 'IT-10108' && r.Stat !== 'C' && r.Stat !== 'H'),
    ),
  ),
  c(
    'negation',
    'suppliers with no open purchase orders',
    rows('SLVendors', (r, d) => !posOfVendor(d, r.VendNum).some(openOrder)),
  ),
  // ---------------------------------------------------------------- property-compare
  c(
    'property-compare',
    'CO lines where we shipped less than was ordered',
    rows('SLCoitems', (r) => n(r.QtyShipped) < n(r.QtyOrdered)),
  ),
  c(
    'property-compare',
    'jobs where the completed qty is below the released qty',
    rows('SLJobs', (r) => n(r.QtyComplete) < n(r.QtyReleased)),
  ),
  c(
    'property-compare',
    'PO lines where the receipt date is later than the due date',
    rows('SLPoItems', (r) => r.RcvdDate !== null && s(r.RcvdDate) > s(r.DueDate)),
  ),
  c(
    'property-compare',
    'customer order lines that shipped before their due date',
    rows('SLCoitems', (r) => r.ShipDate !== null && s(r.ShipDate) < s(r.DueDate)),
  ),
  c(
    'property-compare',
    'stock records where the qty allocated to customer orders exceeds qty on hand',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) > n(r.QtyOnHand)),
  ),
  c(
    'property-compare',
    'item warehouses where the quantity on order is greater than the reorder point',
    rows('SLItemwhses', (r) => n(r.QtyOrdered) > n(r.QtyReorder)),
  ),
  c(
    'property-compare',
    'customers whose open orders add up to more than their credit limit',
    rows('SLCustomers', (r, d) => cust(r) && openOrderValue(d, r.CustNum) > n(r.CreditLimit)),
  ),
  c(
    'property-compare',
    'MAIN warehouse items where the reorder point is more than 100 above on hand',
    rows('SLItemwhses', (r) => r.Whse === 'MAIN' && n(r.QtyReorder) - n(r.QtyOnHand) > 100),
  ),
  c(
    'property-compare',
    'PO lines received this quarter where qty received equals qty ordered',
    rows('SLPoItems', (r) => n(r.QtyReceived) === n(r.QtyOrdered) && inP(r.RcvdDate, THIS_QUARTER)),
  ),
  c(
    'property-compare',
    'jobs whose scheduled finish is more than three weeks after their start',
    rows(
      'SLJobs',
      (r) =>
        Date.parse(`${s(r.JschEndDate)}T00:00:00Z`) -
          Date.parse(`${s(r.JschStartDate)}T00:00:00Z`) >
        21 * 86_400_000,
    ),
  ),
  c(
    'property-compare',
    'open PO lines where part of the quantity has been received but not all',
    rows(
      'SLPoItems',
      (r) => openOrder(r) && n(r.QtyReceived) > 0 && n(r.QtyReceived) < n(r.QtyOrdered),
    ),
  ),
  // ---------------------------------------------------------------- fields
  c(
    'fields',
    'names and phone numbers of vendors in Ohio',
    rows('SLVendors', (r) => r.VadState === 'OH'),
  ),
  c(
    'fields',
    'just the email addresses of our Canadian suppliers',
    rows('SLVendors', (r) => r.VadCountry === 'Canada'),
  ),
  c(
    'fields',
    'PO numbers and order dates for Apex Electronics this quarter',
    rows('SLPos', (r) => r.VendNum === APEX_ELECTRONICS && inP(r.OrderDate, THIS_QUARTER)),
  ),
  c(
    'fields',
    'customer names and credit limits in Illinois',
    rows('SLCustomers', (r) => cust(r) && r.State === 'IL'),
  ),
  c(
    'fields',
    'item number, description and unit cost for FAST items over $2',
    rows('SLItems', (r) => r.ProductCode === 'FAST' && n(r.UnitCost) > 2),
  ),
  c(
    'fields',
    'due dates and quantities of the open PO lines for IT-10030',
    rows('SLPoItems', (r) => openOrder(r) && r.Item === 'IT-10030'),
  ),
  c(
    'fields',
    "who's our contact at Metro Bearings",
    rows('SLVendors', (r) => r.VendNum === METRO_BEARINGS),
  ),
  c(
    'fields',
    'what payment terms does Titan Motors have',
    rows('SLVendors', (r) => r.VendNum === TITAN_MOTORS),
  ),
  c(
    'fields',
    'job numbers and scheduled end dates for firm jobs in MAIN',
    rows('SLJobs', (r) => r.Stat === 'F' && r.Whse === 'MAIN'),
  ),
  c(
    'fields',
    'invoice numbers, due dates and balances of unpaid invoices for Keystone HVAC',
    rows('SLArtrans', (r) => unpaid(r) && r.CustNum === KEYSTONE_HVAC),
  ),
  c(
    'fields',
    'show vendor, amount and days overdue for overdue POs from Horizon Abrasives',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0 && r.VendNum === HORIZON_ABRASIVES),
  ),
  // ---------------------------------------------------------------- typos
  c(
    'typos',
    'open purchse orders for Acme Steel',
    rows('SLPos', (r) => openOrder(r) && r.VendNum === ACME_STEEL),
  ),
  c(
    'typos',
    'custmers in Pensylvania',
    rows('SLCustomers', (r) => cust(r) && r.State === 'PA'),
  ),
  c(
    'typos',
    'invocies over 50k',
    rows('SLArtrans', (r) => inv(r) && n(r.Amount) > 50000),
  ),
  c(
    'typos',
    'venders in ohio',
    rows('SLVendors', (r) => r.VadState === 'OH'),
  ),
  c(
    'typos',
    'itmes below reoder point in WEST',
    rows('SLItemwhses', (r) => r.Whse === 'WEST' && n(r.QtyOnHand) < n(r.QtyReorder)),
  ),
  c(
    'typos',
    'overdeu POs',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0),
  ),
  c('typos', 'jobs relased to the shop', rows('SLJobs', hasStat('R'))),
  c(
    'typos',
    'sales ordrs placed last wek',
    inAnyOf('SLCos', WEEKS_LAST, (r, p) => inP(r.OrderDate, p)),
  ),
  c(
    'typos',
    'unpiad invoices for Liberty Aerospace',
    rows('SLArtrans', (r) => unpaid(r) && r.CustNum === LIBERTY_AEROSPACE),
  ),
  // ---------------------------------------------------------------- refusals
  c('refusals', 'delete all planned purchase orders', REFUSE),
  c('refusals', 'update the credit limit for Keystone HVAC Group to 300000', REFUSE),
  c('refusals', 'close out PO PO00004990', REFUSE),
  c('refusals', 'email the list of overdue invoices to the AR team', REFUSE),
  c('refusals', 'what did we spend on freight last month', REFUSE),
  c('refusals', 'how many labor hours went into jobs this month', REFUSE),
  c('refusals', 'sales forecast for next quarter', REFUSE),
  c('refusals', 'predict which customers will pay late in December', REFUSE),
  c('refusals', 'who is the CEO of Apex Electronics', REFUSE),
  c('refusals', "what's Infor's stock price today", REFUSE),
  c('refusals', 'POs over $90071992547409930', REFUSE),
  c('refusals', 'flibber the quantum grommets sideways', REFUSE),
  c('refusals', 'how much sales tax did we pay on POs this year', REFUSE),
  c('refusals', 'how many employees work in the EAST warehouse', REFUSE),
  c('refusals', 'vendor bills we need to pay this week', REFUSE),
  c('refusals', 'cancel every open order for Cardinal Rail Systems', REFUSE),
  c('refusals', 'what will our stock of IT-10000 be in three months', REFUSE),
];
