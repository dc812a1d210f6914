/**
 * RETIRED held-out set v9 (issue #17), retired on 2026-11-29 (session 13) — now part of the TUNING
 * pool. Questions written for issue #17 by a helper session started for
 * this purpose alone, which read neither the query engine (src/query/,
 * src/erp/connectors/demo/demo-vocabulary.ts) nor the questions of any other set (eval-cases.ts,
 * the everyday-* sets, heldout-cases.ts, heldout-v2 to v8 beyond v8's header, imports, calendar
 * and helpers), nor docs/questions.md, BENCHMARKS.md or any git history, and never ran the engine
 * or the NL evaluation on these questions. What it read, exactly: its brief; /work/shared/SPEC.md
 * (a search of it for the status and type codes) and /work/shared/nl-examples.md (whole) -
 * seed-api.md was allowed but not opened; of the demo data generator,
 * src/erp/connectors/demo/demo-schema.ts through a search for its quoted column names only -
 * demo-erp-generator.ts, demo-master-data.ts, prng.ts and zipf-picker.ts were allowed but not
 * opened; the evaluation's raw-row loader and builders (test/nl/eval-data.ts, case-builders.ts,
 * eval-types.ts, heldout-helpers.ts, heldout-data-check.ts); lines 1-315 of
 * test/nl/heldout-v8-cases.ts (its header with the meanings, its imports, calendar and helper
 * functions, stopping before `export const HELDOUT_V8_CASES`); and
 * test/nl/heldout-v8-cases.data.e2e-spec.ts. It looked at the generated evaluation data through
 * eval-data.ts alone (throwaway scripts outside the repository, compiled with tsc, which asked
 * nl-evaluation.ts's evalDatabase() for the data file's path without reading that file), to pick
 * values that exist (vendors, customers, items and documents other than the first ones, picked
 * with an offset) and to check that answers discriminate (no rows reading is the whole table
 * unless cut to a top N, no top N is cut inside a tie). Every expectation is computed from the
 * raw rows with plain predicates, independently of the engine. The questions are written as a
 * buyer, a customer-service clerk, a controller, a plant manager, an inventory planner and an IT
 * person testing the API would type them.
 * heldout-v9-cases.data.e2e-spec.ts checks, without the engine, that every expectation matches
 * at least one row in each accepted reading.
 *
 * History: written against main 25470be. 220/245 on that engine (first run on main 66addee,
 * whose engine is 25470be's; 203/210 answers at or above 0.5 right), 221/245 after #17's
 * thirteenth round's 13g and 13h (204/211, main 2ac4081), 221/245 after its 13i and 13j
 * (204/210, main 985b4dd), never tuned on. Retired on 2026-11-29 (session 13) at 221/245 (204/210
 * at or above 0.5), when held-out v10 was written; its misses were then read for the first time.
 *
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
 * Added in v8:
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
 * Added in this set:
 * - "between A and B" said of amounts is inclusive at both ends ("POs between 5k and 6k");
 *   "Dec 1 to Dec 15" is 1-15 December 2026; "in September" (past-facing) is September 2026;
 *   "in February" (future-facing) is February 2027; "YTD" is the year to date;
 * - "slow moving" items are Stat S, "obsolete" Stat O; "transferred" items PMTCode T; "blanket"
 *   POs Type B; "estimate" jobs Type E (SPEC section 8's codes);
 * - "ship-to addresses" of a customer are its SLCustomers rows with CustSeq above 0;
 * - "partially received" (open PO lines): QtyReceived above 0 and below QtyOrdered; "partially
 *   paid" invoices: Type I with AmountApplied above 0 and Balance above 0;
 * - "open jobs whose end date already passed": open jobs (F or R) with JschEndDate before today;
 * - "who supplies X": the vendors on PO lines for X, or those lines: both accepted;
 * - a question naming an IDO and a column as stored ("SLVendors where VadState = TX") means
 *   exactly that filter;
 * - "payments received in October" are AR rows of Type P dated (InvDate) in October; "credit
 *   memos issued" Type C by InvDate;
 * - "past due balances" of a set of customers sum Balance of the rows with DaysPastDue > 0
 *   (over invoices, or over every AR row: both accepted).
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
  jobsOfItem,
  lineCustomer,
  linesDue,
  lower,
  onHold,
  openArPer,
  openJob,
  openOrderValue,
  owed,
  poLinesOfItem,
  posOfVendor,
  vendorOf,
  whsesOfItem,
  type Period,
  vendorKey as V,
  customerKey as CU,
  orderKey as CO,
  jobKey as JOB,
  amountBetween as between2,
} from './heldout-helpers';
import type { EvalCase, Expectation, Pred } from './eval-types';

/** This set's column in the calibration table. */
export const HELDOUT_V9_NAME = 'retired v9';

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
const LAST_90_DAYS: Period = ['2026-08-23', TODAY];
/** The next N days / weeks: today to today + N. */
const NEXT_14_DAYS: Period = [TODAY, '2026-12-05'];
const NEXT_30_DAYS: Period = [TODAY, '2026-12-21'];
const THIS_MONTH_SO_FAR: Period = ['2026-11-01', TODAY];
/** "Due this month" (future-facing): the whole of November 2026. */
const THIS_MONTH: Period = ['2026-11-01', '2026-11-30'];
/** Last month (and "in October"): October 2026. */
const LAST_MONTH: Period = ['2026-10-01', '2026-10-31'];
/** "In September" (past-facing): September 2026. */
const SEPTEMBER_2026: Period = ['2026-09-01', '2026-09-30'];
/** Next month (and "in December", future-facing): December 2026, whole. */
const NEXT_MONTH: Period = ['2026-12-01', '2026-12-31'];
/** "Between Dec 1 and Dec 15". */
const DEC_1_TO_15: Period = ['2026-12-01', '2026-12-15'];
/** "In February" (future-facing): February 2027. */
const FEBRUARY_2027: Period = ['2027-02-01', '2027-02-28'];
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

const WEEKS_THIS: readonly Period[] = [THIS_WEEK_ISO, THIS_WEEK_US];
const WEEKS_LAST: readonly Period[] = [LAST_WEEK_ISO, LAST_WEEK_US];
const WEEKS_NEXT: readonly Period[] = [NEXT_WEEK_ISO, NEXT_WEEK_US];

const ACME_STEEL = V(1001);
const RED_ROCK_FORGE = V(1020);
const EMPIRE_INDUSTRIAL = V(1021);
const EVERGREEN_FASTENERS = V(1022);
const ATLANTIC_STEEL = V(1023);
const SUMMIT_COATINGS = V(1024);
const PIONEER_MOTORS = V(1025);
const GOLDEN_GATE_ABRASIVES = V(1026);
const GREAT_LAKES_HYDRAULICS = V(1028);
const STERLING_TOOLING = V(1036);
const HARBOR_COATINGS = V(1039);
const KEYSTONE_HVAC = CU(5001);
const LIBERTY_AEROSPACE = CU(5002);
const IRON_RIVER = CU(5004);
const TITAN_POWER = CU(5026);
const PRAIRIE_APPLIANCE = CU(5028);
const LONE_STAR_TRUCKING = CU(5029);
const OZARK_AEROSPACE = CU(5030);
const ATLAS_MEDICAL = CU(5031);
const BAY_STATE = CU(5032);
const CROWN_WATER = CU(5033);
const CONTINENTAL_AEROSPACE = CU(5034);
const ACME_RAIL = CU(5035);
const HORIZON_ENERGY = CU(5037);
const CARDINAL_MFG = CU(5038);
const RELIABLE_MFG = CU(5040);
const STERLING_BOAT = CU(5042);

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

/** Open POs and PO lines: P or O (the same codes as customer orders). */
const openPo = openOrder;

/** Open customer orders (P or O) whose lines all have QtyShipped 0. */
const nothingShipped = (r: Row, d: EvalData): boolean =>
  openOrder(r) && coLinesOfCo(d, r.CoNum).every((l) => n(l.QtyShipped) === 0);

/**
 * The held-out set v9, checked against the data alone by heldout-v9-cases.data.e2e-spec.ts (set
 * HELDOUT_V9_REPORT=1 to print each question with its row counts).
 */
export const HELDOUT_V9_CASES: readonly EvalCase[] = [
  // ---- a buyer (purchasing) ----
  c(
    'names',
    'open POs for Evergreen Fasteners Co',
    rows('SLPos', (r) => openPo(r) && r.VendNum === EVERGREEN_FASTENERS),
  ),
  c(
    'names',
    'show me every PO we ever cut to Red Rock Forge',
    rows('SLPos', (r) => r.VendNum === RED_ROCK_FORGE),
  ),
  c(
    'aggregates',
    'how many purchase orders did we place with Summit Coatings Corp this year',
    agg('SLPos', (r) => r.VendNum === SUMMIT_COATINGS && inP(r.OrderDate, YEAR_TO_DATE), 'count'),
  ),
  c(
    'aggregates',
    'total spend with Great Lakes Hydraulics Inc in 2025',
    agg(
      'SLPos',
      (r) => r.VendNum === GREAT_LAKES_HYDRAULICS && inP(r.OrderDate, YEAR_2025),
      'sum',
      { measure: 'PoCost' },
    ),
  ),
  c(
    'numbers',
    'open purchase orders over $15,000',
    dollars('SLPos', (a) => a > 15000, openPo),
  ),
  c(
    'numbers',
    'POs between 5k and 6k placed this year',
    rows('SLPos', (r) => between2(r.PoCost, 5000, 6000) && inP(r.OrderDate, YEAR_TO_DATE)),
  ),
  c(
    'statuses',
    'planned purchase orders',
    rows('SLPos', (r) => r.Stat === 'P'),
  ),
  c(
    'dates',
    'POs placed last week',
    inAnyOf('SLPos', WEEKS_LAST, (r, p) => inP(r.OrderDate, p)),
  ),
  c(
    'dates',
    'purchase orders cut since November 1',
    rows('SLPos', (r) => inP(r.OrderDate, THIS_MONTH_SO_FAR)),
  ),
  c(
    'ranking',
    'five biggest POs of last quarter',
    rows('SLPos', (r) => inP(r.OrderDate, Q3_2026), {
      order: { by: 'PoCost', dir: 'desc' },
      top: 5,
    }),
  ),
  c(
    'examples',
    'overdue POs over $3,000',
    dollars(
      'SLPos',
      (a) => a > 3000,
      (r) => n(r.DaysOverdue) > 0,
    ),
  ),
  c(
    'numbers',
    'purchase orders more than 60 days overdue',
    rows('SLPos', (r) => n(r.DaysOverdue) > 60),
  ),
  c(
    'synonyms',
    'which suppliers are in Florida',
    rows('SLVendors', (r) => r.VadState === 'FL'),
  ),
  c(
    'synonyms',
    'list the vendors located in Seattle',
    rows('SLVendors', (r) => r.VadCity === 'Seattle'),
  ),
  c(
    'fields',
    'phone number and contact for Harbor Coatings LLC',
    rows('SLVendors', (r) => r.VendNum === HARBOR_COATINGS),
  ),
  c(
    'fields',
    "what's the email address of Sterling Tooling Co",
    rows('SLVendors', (r) => r.VendNum === STERLING_TOOLING),
  ),
  c(
    'statuses',
    'inactive vendors',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'aggregates',
    'number of active suppliers',
    agg('SLVendors', (r) => r.Stat === 'A', 'count'),
  ),
  c(
    'names',
    'POs from vendor 1036',
    rows('SLPos', (r) => r.VendNum === STERLING_TOOLING),
  ),
  c(
    'statuses',
    "KCHEN's open purchase orders",
    rows('SLPos', (r) => openPo(r) && r.Buyer === 'KCHEN'),
  ),
  c('aggregates', 'open PO count per buyer', agg('SLPos', openPo, 'count', { groupBy: 'Buyer' })),
  c(
    'aggregates',
    'total PO value by buyer for this year',
    agg('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', {
      measure: 'PoCost',
      groupBy: 'Buyer',
    }),
  ),
  c(
    'aggregates',
    'average PO amount for blanket orders',
    agg('SLPos', (r) => r.Type === 'B', 'avg', { measure: 'PoCost' }),
  ),
  c(
    'statuses',
    'blanket POs that are still open',
    rows('SLPos', (r) => r.Type === 'B' && openPo(r)),
  ),
  c(
    'synonyms',
    'purchase orders in euros',
    rows('SLPos', (r) => r.VenCurrCode === 'EUR'),
  ),
  c(
    'synonyms',
    'POs paid in Canadian dollars placed in 2026',
    rows('SLPos', (r) => r.VenCurrCode === 'CAD' && inP(r.OrderDate, YEAR_TO_DATE)),
  ),
  c(
    'relations',
    'POs from vendors in Ohio that are open',
    rows('SLPos', (r, d) => openPo(r) && vendorOf(r, d)?.VadState === 'OH'),
  ),
  c(
    'relations',
    'open PO lines for items from the HYD product line',
    rows('SLPoItems', (r, d) => openPo(r) && itemOf(r, d)?.ProductCode === 'HYD'),
  ),
  c(
    'relations',
    'who supplies IT-10079',
    anyOf(
      rows('SLVendors', (r, d) =>
        poLinesOfItem(d, 'IT-10079').some((l) => l.PoVendNum === r.VendNum),
      ),
      rows('SLPoItems', (r) => r.Item === 'IT-10079'),
    ),
  ),
  c(
    'relations',
    'have we ever bought IT-10084 from Sterling Tooling Co?',
    rows('SLPoItems', (r) => r.Item === 'IT-10084' && r.PoVendNum === STERLING_TOOLING),
  ),
  c(
    'relations',
    'lines on PO00004492',
    rows('SLPoItems', (r) => r.PoNum === 'PO00004492'),
  ),
  c(
    'aggregates',
    'how many lines does PO PO00004500 have',
    agg('SLPoItems', (r) => r.PoNum === 'PO00004500', 'count'),
  ),
  c(
    'property-compare',
    "PO lines where we paid more than the item's unit cost",
    rows('SLPoItems', (r, d) => n(r.ItemCost) > n(itemOf(r, d)?.UnitCost)),
  ),
  c(
    'property-compare',
    'open PO lines partially received',
    rows(
      'SLPoItems',
      (r) => openPo(r) && n(r.QtyReceived) > 0 && n(r.QtyReceived) < n(r.QtyOrdered),
    ),
  ),
  c(
    'negation',
    'open PO lines with nothing received yet',
    rows('SLPoItems', (r) => openPo(r) && n(r.QtyReceived) === 0),
  ),
  c('dates', 'PO lines due next week', linesDue('SLPoItems', WEEKS_NEXT, all)),
  c(
    'dates',
    'what PO lines are due in the next 2 weeks',
    linesDue('SLPoItems', [NEXT_14_DAYS], all),
  ),
  c(
    'dates',
    'PO lines received yesterday',
    rows('SLPoItems', (r) => r.RcvdDate === YESTERDAY),
  ),
  c(
    'dates',
    'po lines we received this week',
    inAnyOf('SLPoItems', WEEKS_THIS, (r, p) => inP(r.RcvdDate, p)),
  ),
  c(
    'property-compare',
    'lines received late in October',
    rows('SLPoItems', (r) => inP(r.RcvdDate, LAST_MONTH) && s(r.RcvdDate) > s(r.DueDate)),
  ),
  c(
    'aggregates',
    'total qty received of IT-10071 this year',
    agg('SLPoItems', (r) => r.Item === 'IT-10071' && inP(r.RcvdDate, YEAR_TO_DATE), 'sum', {
      measure: 'QtyReceived',
    }),
  ),
  c(
    'aggregates',
    'avg unit cost paid for IT-10063 on PO lines',
    agg('SLPoItems', (r) => r.Item === 'IT-10063', 'avg', { measure: 'ItemCost' }),
  ),
  c(
    'ranking',
    'top 10 vendors by spend this year',
    grouped('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', ['VendNum', 'VendorName'], {
      measure: 'PoCost',
      top: { n: 10, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    '3 vendors we placed the most POs with in 2025',
    grouped('SLPos', (r) => inP(r.OrderDate, YEAR_2025), 'count', ['VendNum', 'VendorName'], {
      top: { n: 3, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'the 8 largest PO lines by line amount received this quarter',
    rows('SLPoItems', (r) => inP(r.RcvdDate, THIS_QUARTER), {
      order: { by: 'LineAmount', dir: 'desc' },
      top: 8,
    }),
  ),
  c(
    'negation',
    "vendors we haven't placed a PO with since June",
    anyOf(
      rows(
        'SLVendors',
        (r, d) => !posOfVendor(d, r.VendNum).some((p) => s(p.OrderDate) >= '2026-06-01'),
      ),
      rows(
        'SLVendors',
        (r, d) =>
          posOfVendor(d, r.VendNum).length > 0 &&
          !posOfVendor(d, r.VendNum).some((p) => s(p.OrderDate) >= '2026-06-01'),
      ),
    ),
  ),
  c(
    'negation',
    'POs from Acme Steel Corp that are not closed',
    anyOf(
      rows('SLPos', (r) => r.VendNum === ACME_STEEL && r.Stat !== 'C'),
      rows('SLPos', (r) => r.VendNum === ACME_STEEL && r.Stat !== 'C' && r.Stat !== 'H'),
    ),
  ),
  c(
    'statuses',
    'closed POs for Pioneer Motors LLC',
    closed('SLPos', (r) => r.VendNum === PIONEER_MOTORS),
  ),
  c(
    'statuses',
    'short closed po lines for IT-10062',
    rows(
      'SLPoItems',
      (r) => r.Item === 'IT-10062' && r.Stat === 'C' && n(r.QtyReceived) < n(r.QtyOrdered),
    ),
  ),
  c(
    'relations',
    'POs going to the EAST warehouse that are open',
    rows('SLPos', (r) => openPo(r) && r.Whse === 'EAST'),
  ),
  c(
    'aggregates',
    'open PO value by warehouse',
    agg('SLPos', openPo, 'sum', { measure: 'PoCost', groupBy: 'Whse' }),
  ),
  c(
    'synonyms',
    'vendors on COD terms',
    rows('SLVendors', (r) => r.TermsCode === 'COD'),
  ),
  c(
    'relations',
    'open POs with vendors on net 60',
    rows('SLPos', (r) => openPo(r) && r.TermsCode === 'NET60'),
  ),
  c(
    'numbers',
    'PO lines with a unit cost above 500',
    rows('SLPoItems', (r) => n(r.ItemCost) > 500),
  ),
  c(
    'relations',
    'PO lines for Evergreen Fasteners Co due this month',
    linesDue('SLPoItems', [THIS_MONTH], (r) => r.PoVendNum === EVERGREEN_FASTENERS),
  ),
  c(
    'dates',
    'open POs ordered before July',
    rows('SLPos', (r) => openPo(r) && s(r.OrderDate) < '2026-07-01'),
  ),
  c(
    'relations',
    'Mexican vendors with open POs',
    anyOf(
      rows(
        'SLVendors',
        (r, d) => r.VadCountry === 'Mexico' && posOfVendor(d, r.VendNum).some(openPo),
      ),
      rows('SLPos', (r, d) => openPo(r) && vendorOf(r, d)?.VadCountry === 'Mexico'),
    ),
  ),
  c(
    'aggregates',
    'spend per currency last year',
    agg('SLPos', (r) => inP(r.OrderDate, YEAR_2025), 'sum', {
      measure: 'PoCost',
      groupBy: 'VenCurrCode',
    }),
  ),
  c(
    'typos',
    'opne purchse orders for Atlantic Steel Corp',
    rows('SLPos', (r) => openPo(r) && r.VendNum === ATLANTIC_STEEL),
  ),
  c(
    'typos',
    'vendros in michigan',
    rows('SLVendors', (r) => r.VadState === 'MI'),
  ),
  c(
    'fields',
    'just the PO number, date and amount for POs from Golden Gate Abrasives Inc in 2026',
    rows('SLPos', (r) => r.VendNum === GOLDEN_GATE_ABRASIVES && inP(r.OrderDate, YEAR_TO_DATE)),
  ),
  c(
    'dates',
    'POs placed on Monday',
    rows('SLPos', (r) => r.OrderDate === MONDAY),
  ),
  c(
    'examples',
    'planned POs due next month',
    rows('SLPos', (r) => r.Stat === 'P' && inP(r.DueDate, NEXT_MONTH)),
  ),
  c('aggregates', "what's the smallest open PO", extreme('SLPos', openPo, 'PoCost', 'asc')),
  c(
    'numbers',
    'PO lines ordering at least 5000 units',
    rows('SLPoItems', (r) => n(r.QtyOrdered) >= 5000),
  ),

  // ---- customer service / sales ----
  c(
    'names',
    'orders for Lone Star Trucking Inc',
    rows('SLCos', (r) => r.CustNum === LONE_STAR_TRUCKING),
  ),
  c(
    'names',
    'closed sales orders for Atlas Medical Devices',
    closed('SLCos', (r) => r.CustNum === ATLAS_MEDICAL),
  ),
  c(
    'names',
    'customer 5042 orders this year',
    rows('SLCos', (r) => r.CustNum === STERLING_BOAT && inP(r.OrderDate, YEAR_TO_DATE)),
  ),
  c(
    'fields',
    'credit limit for Crown Water Systems Corp',
    rows('SLCustomers', (r) => cust(r) && r.CustNum === CROWN_WATER),
  ),
  c(
    'fields',
    'who is the sales rep for Cardinal Manufacturing Inc',
    rows('SLCustomers', (r) => cust(r) && r.CustNum === CARDINAL_MFG),
  ),
  c(
    'statuses',
    'customers on credit hold in Maryland',
    rows('SLCustomers', (r) => cust(r) && onHold(r) && r.State === 'MD'),
  ),
  c(
    'synonyms',
    'clients in Des Moines',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Des Moines'),
  ),
  c(
    'synonyms',
    'customers billed in Mexican pesos',
    rows('SLCustomers', (r) => cust(r) && r.CurrCode === 'MXN'),
  ),
  c(
    'aggregates',
    'how many customers do we have in Texas',
    agg('SLCustomers', (r) => cust(r) && r.State === 'TX', 'count'),
  ),
  c(
    'aggregates',
    'customer count by state',
    agg('SLCustomers', cust, 'count', { groupBy: 'State' }),
  ),
  c(
    'numbers',
    'customers with a credit limit over 200k',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) > 200000),
  ),
  c(
    'numbers',
    'customers whose credit limit is 20,000 or less',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) <= 20000),
  ),
  c(
    'negation',
    'customers without a sales rep',
    rows('SLCustomers', (r) => cust(r) && r.Slsman === null),
  ),
  c(
    'names',
    "EMOORE's customers",
    rows('SLCustomers', (r) => cust(r) && r.Slsman === 'EMOORE'),
  ),
  c(
    'statuses',
    'stopped customer orders',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c(
    'statuses',
    'all quotes that are still open',
    rows('SLCos', (r) => r.Type === 'E' && openOrder(r)),
  ),
  c(
    'aggregates',
    'how many estimates do we have',
    agg('SLCos', (r) => r.Type === 'E', 'count'),
  ),
  c(
    'dates',
    'sales orders booked yesterday',
    rows('SLCos', (r) => r.OrderDate === YESTERDAY),
  ),
  c(
    'dates',
    'COs entered in the last 14 days',
    rows('SLCos', (r) => inP(r.OrderDate, LAST_14_DAYS)),
  ),
  c(
    'dates',
    'customer orders placed last weekend',
    rows('SLCos', (r) => inP(r.OrderDate, LAST_WEEKEND)),
  ),
  c(
    'numbers',
    'open orders over $25k',
    dollars('SLCos', (a) => a > 25000, openOrder),
  ),
  c(
    'numbers',
    'orders between $1,000 and $2,000 booked in October',
    dollars(
      'SLCos',
      (a) => a >= 1000 && a <= 2000,
      (r) => inP(r.OrderDate, LAST_MONTH),
    ),
  ),
  c(
    'examples',
    'late customer orders',
    rows('SLCos', (r) => n(r.DaysLate) > 0),
  ),
  c(
    'numbers',
    'customer order lines more than 10 days late',
    rows('SLCoitems', (r) => n(r.DaysLate) > 10),
  ),
  c(
    'relations',
    'late orders for customers in Michigan',
    rows('SLCos', (r, d) => n(r.DaysLate) > 0 && custOf(r, d)?.State === 'MI'),
  ),
  c(
    'relations',
    'lines on order 101906',
    rows('SLCoitems', (r) => r.CoNum === CO(101906)),
  ),
  c(
    'relations',
    'what did order 101915 contain',
    rows('SLCoitems', (r) => r.CoNum === CO(101915)),
  ),
  c(
    'aggregates',
    'total value of the lines on CO 101888',
    agg('SLCoitems', (r) => r.CoNum === CO(101888), 'sum', { measure: 'LineAmount' }),
  ),
  c(
    'relations',
    'who bought IT-10073 this year',
    anyOf(
      rows(
        'SLCustomers',
        (r, d) =>
          cust(r) &&
          coLinesOfItem(d, 'IT-10073').some(
            (l) =>
              d.co(l.CoNum)?.CustNum === r.CustNum && inP(d.co(l.CoNum)?.OrderDate, YEAR_TO_DATE),
          ),
      ),
      rows(
        'SLCoitems',
        (r, d) => r.Item === 'IT-10073' && inP(d.co(r.CoNum)?.OrderDate, YEAR_TO_DATE),
      ),
      rows(
        'SLCos',
        (r, d) =>
          inP(r.OrderDate, YEAR_TO_DATE) &&
          coLinesOfCo(d, r.CoNum).some((l) => l.Item === 'IT-10073'),
      ),
    ),
  ),
  c(
    'relations',
    'customer orders containing IT-10085',
    anyOf(
      rows('SLCos', (r, d) => coLinesOfCo(d, r.CoNum).some((l) => l.Item === 'IT-10085')),
      rows('SLCoitems', (r) => r.Item === 'IT-10085'),
    ),
  ),
  c(
    'relations',
    'how many units of IT-10069 did we ship in 2025',
    agg('SLCoitems', (r) => r.Item === 'IT-10069' && inP(r.ShipDate, YEAR_2025), 'sum', {
      measure: 'QtyShipped',
    }),
  ),
  c(
    'relations',
    'everything Titan Power Systems Industries ordered',
    anyOf(
      rows('SLCos', (r) => r.CustNum === TITAN_POWER),
      rows('SLCoitems', (r, d) => d.co(r.CoNum)?.CustNum === TITAN_POWER),
    ),
  ),
  c(
    'negation',
    "customers who haven't ordered since January",
    anyOf(
      rows(
        'SLCustomers',
        (r, d) =>
          cust(r) && !cosOfCustomer(d, r.CustNum).some((o) => s(o.OrderDate) >= '2026-01-01'),
      ),
      rows(
        'SLCustomers',
        (r, d) =>
          cust(r) &&
          cosOfCustomer(d, r.CustNum).length > 0 &&
          !cosOfCustomer(d, r.CustNum).some((o) => s(o.OrderDate) >= '2026-01-01'),
      ),
    ),
  ),
  c(
    'negation',
    'customers that never placed an order',
    rows('SLCustomers', (r, d) => cust(r) && cosOfCustomer(d, r.CustNum).length === 0),
  ),
  c(
    'negation',
    'open orders with nothing shipped yet for Liberty Aerospace',
    anyOf(
      rows('SLCos', (r, d) => r.CustNum === LIBERTY_AEROSPACE && nothingShipped(r, d)),
      rows('SLCoitems', (r, d) => {
        const o = d.co(r.CoNum);
        return o !== undefined && o.CustNum === LIBERTY_AEROSPACE && nothingShipped(o, d);
      }),
    ),
  ),
  c(
    'property-compare',
    'order lines where shipped qty is less than ordered qty',
    rows('SLCoitems', (r) => n(r.QtyShipped) < n(r.QtyOrdered)),
  ),
  c(
    'property-compare',
    'co lines shipped after their due date in 2026',
    rows('SLCoitems', (r) => inP(r.ShipDate, YEAR_TO_DATE) && s(r.ShipDate) > s(r.DueDate)),
  ),
  c('dates', 'order lines due to ship next week', linesDue('SLCoitems', WEEKS_NEXT, all)),
  c(
    'dates',
    'customer order lines due between Dec 1 and Dec 15',
    linesDue('SLCoitems', [DEC_1_TO_15], all),
  ),
  c(
    'ranking',
    'top 5 customers by order value this year',
    grouped('SLCos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', ['CustNum', 'CustomerName'], {
      measure: 'Price',
      top: { n: 5, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'our 3 biggest open orders',
    rows('SLCos', openOrder, { order: { by: 'Price', dir: 'desc' }, top: 3 }),
  ),
  c(
    'ranking',
    'which sales rep booked the most orders in Q3',
    agg('SLCos', (r) => inP(r.OrderDate, Q3_2026), 'count', {
      groupBy: 'Slsman',
      top: { n: 1, dir: 'desc' },
    }),
  ),
  c(
    'aggregates',
    'order value by sales rep YTD',
    agg('SLCos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', {
      measure: 'Price',
      groupBy: 'Slsman',
    }),
  ),
  c(
    'aggregates',
    'average order size for NKOWALSKI',
    agg('SLCos', (r) => r.Slsman === 'NKOWALSKI', 'avg', { measure: 'Price' }),
  ),
  c(
    'aggregates',
    'number of open orders by warehouse',
    agg('SLCos', openOrder, 'count', { groupBy: 'Whse' }),
  ),
  c(
    'aggregates',
    'sales in the WEST warehouse last quarter',
    agg('SLCos', (r) => r.Whse === 'WEST' && inP(r.OrderDate, Q3_2026), 'sum', {
      measure: 'Price',
    }),
  ),
  c(
    'relations',
    'open orders from customers on credit hold',
    rows('SLCos', (r, d) => openOrder(r) && onHold(custOf(r, d))),
  ),
  c(
    'relations',
    'orders from Canadian customers in 2026',
    rows('SLCos', (r, d) => custOf(r, d)?.Country === 'Canada' && inP(r.OrderDate, YEAR_TO_DATE)),
  ),
  c(
    'property-compare',
    'customers whose open orders exceed their credit limit',
    rows('SLCustomers', (r, d) => cust(r) && openOrderValue(d, r.CustNum) > n(r.CreditLimit)),
  ),
  c(
    'fields',
    'customer PO number on order 101923',
    rows('SLCos', (r) => r.CoNum === CO(101923)),
  ),
  c(
    'names',
    'find orders with customer PO 4572572944',
    rows('SLCos', (r) => r.CustPo === '4572572944'),
  ),
  c(
    'typos',
    'custmer orders for Prairie Appliance Corp',
    rows('SLCos', (r) => r.CustNum === PRAIRIE_APPLIANCE),
  ),
  c(
    'typos',
    'opne orders shiping from EAST',
    rows('SLCos', (r) => openOrder(r) && r.Whse === 'EAST'),
  ),
  c(
    'statuses',
    'completed orders for Acme Rail Systems Group',
    closed('SLCos', (r) => r.CustNum === ACME_RAIL),
  ),
  c(
    'dates',
    'orders placed in the first half of the year for Reliable Manufacturing Industries',
    rows('SLCos', (r) => r.CustNum === RELIABLE_MFG && inP(r.OrderDate, FIRST_HALF_2026)),
  ),
  c(
    'synonyms',
    'CAD orders that are open',
    rows('SLCos', (r) => r.CurrCode === 'CAD' && openOrder(r)),
  ),
  c(
    'relations',
    'open order lines for FG items',
    rows('SLCoitems', (r, d) => openOrder(r) && itemOf(r, d)?.ProductCode === 'FG'),
  ),
  c(
    'aggregates',
    'how many open customer order lines are there',
    agg('SLCoitems', openOrder, 'count'),
  ),
  c(
    'numbers',
    'order lines worth more than 10 grand',
    rows('SLCoitems', (r) => n(r.LineAmount) > 10000),
  ),

  // ---- controller / AR ----
  c(
    'examples',
    'unpaid invoices over $50,000',
    arDollars('Amount', (a) => a > 50000, unpaid),
  ),
  c(
    'numbers',
    'open invoices with a balance above 100k',
    rows('SLArtrans', (r) => unpaid(r) && n(r.Balance) > 100000),
  ),
  c('aggregates', "what's our total AR", owed(all)),
  c(
    'aggregates',
    'how much does Continental Aerospace Co owe us',
    owed((r) => r.CustNum === CONTINENTAL_AEROSPACE),
  ),
  c('aggregates', 'open AR by customer', openArPer(['CustNum', 'DerCustName'])),
  c(
    'ranking',
    'top 5 customers by outstanding balance',
    owed(all, { groupBys: ['CustNum', 'DerCustName'], top: 5 }),
  ),
  c(
    'dates',
    'invoices issued last week',
    inAnyOf('SLArtrans', WEEKS_LAST, (r, p) => inv(r) && inP(r.InvDate, p)),
  ),
  c(
    'dates',
    'invoices dated in September',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, SEPTEMBER_2026)),
  ),
  c(
    'aggregates',
    'total invoiced in Q2',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, Q2_2026), 'sum', { measure: 'Amount' }),
  ),
  c(
    'aggregates',
    'how much did we bill in 2024',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, YEAR_2024), 'sum', { measure: 'Amount' }),
  ),
  c(
    'statuses',
    'paid invoices for Horizon Energy Corp',
    rows('SLArtrans', (r) => inv(r) && n(r.Balance) === 0 && r.CustNum === HORIZON_ENERGY),
  ),
  c(
    'statuses',
    'credit memos issued this year',
    rows('SLArtrans', (r) => r.Type === 'C' && inP(r.InvDate, YEAR_TO_DATE)),
  ),
  c(
    'statuses',
    'finance charges',
    rows('SLArtrans', (r) => r.Type === 'F'),
  ),
  c(
    'aggregates',
    'sum of payments received in October',
    agg('SLArtrans', (r) => r.Type === 'P' && inP(r.InvDate, LAST_MONTH), 'sum', {
      measure: 'Amount',
    }),
  ),
  c(
    'numbers',
    'invoices more than 90 days past due',
    rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 90),
  ),
  c(
    'numbers',
    'AR over 30 days past due',
    anyOf(
      rows('SLArtrans', (r) => n(r.DaysPastDue) > 30),
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 30),
    ),
  ),
  c(
    'examples',
    'overdue invoices',
    rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0),
  ),
  c(
    'negation',
    'unpaid invoices that are not past due yet',
    rows('SLArtrans', (r) => unpaid(r) && n(r.DaysPastDue) === 0),
  ),
  c(
    'dates',
    'invoices due next week',
    anyOf(
      ...WEEKS_NEXT.flatMap((p) => [
        rows('SLArtrans', (r) => inv(r) && inP(r.DueDate, p)),
        rows('SLArtrans', (r) => unpaid(r) && inP(r.DueDate, p)),
      ]),
    ),
  ),
  c(
    'relations',
    'open invoices for customers in Illinois',
    rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.State === 'IL'),
  ),
  c(
    'relations',
    'invoices for order 101797',
    anyOf(
      rows('SLArtrans', (r) => r.CoNum === CO(101797)),
      rows('SLArtrans', (r) => inv(r) && r.CoNum === CO(101797)),
    ),
  ),
  c(
    'relations',
    'past due balances for customers on credit hold',
    anyOf(
      agg('SLArtrans', (r, d) => inv(r) && n(r.DaysPastDue) > 0 && onHold(custOf(r, d)), 'sum', {
        measure: 'Balance',
      }),
      agg('SLArtrans', (r, d) => n(r.DaysPastDue) > 0 && onHold(custOf(r, d)), 'sum', {
        measure: 'Balance',
      }),
    ),
  ),
  c(
    'ranking',
    '10 largest open invoices',
    anyOf(
      rows('SLArtrans', unpaid, { order: { by: 'Amount', dir: 'desc' }, top: 10 }),
      rows('SLArtrans', unpaid, { order: { by: 'Balance', dir: 'desc' }, top: 10 }),
    ),
  ),
  c(
    'ranking',
    'oldest unpaid invoice',
    rows('SLArtrans', unpaid, { order: { by: 'InvDate', dir: 'asc' }, top: 1 }),
  ),
  c(
    'aggregates',
    'average invoice amount this year',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, YEAR_TO_DATE), 'avg', { measure: 'Amount' }),
  ),
  c('aggregates', 'count of unpaid invoices', agg('SLArtrans', unpaid, 'count')),
  c(
    'property-compare',
    'invoices partially paid',
    rows('SLArtrans', (r) => inv(r) && n(r.AmountApplied) > 0 && n(r.Balance) > 0),
  ),
  c(
    'names',
    "Keystone HVAC Group's open invoices",
    rows('SLArtrans', (r) => unpaid(r) && r.CustNum === KEYSTONE_HVAC),
  ),
  c(
    'names',
    'show invoice INV000001828',
    rows('SLArtrans', (r) => r.InvNum === 'INV000001828'),
  ),
  c(
    'relations',
    'credit memos applied to INV000001828',
    rows('SLArtrans', (r) => r.Type === 'C' && r.ApplyToInvNum === 'INV000001828'),
  ),
  c(
    'typos',
    'unpiad invoices for Bay State Distribution',
    rows('SLArtrans', (r) => unpaid(r) && r.CustNum === BAY_STATE),
  ),
  c(
    'numbers',
    'payments under $500 this quarter',
    arDollars(
      'Amount',
      (a) => a < 500,
      (r) => r.Type === 'P' && inP(r.InvDate, THIS_QUARTER),
    ),
  ),
  c(
    'dates',
    'invoices due between now and year end',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && inP(r.DueDate, TO_YEAR_END)),
      rows('SLArtrans', (r) => unpaid(r) && inP(r.DueDate, TO_YEAR_END)),
    ),
  ),
  c(
    'relations',
    'AR balance of customers in Canada',
    anyOf(
      agg('SLArtrans', (r, d) => inv(r) && custOf(r, d)?.Country === 'Canada', 'sum', {
        measure: 'Balance',
      }),
      agg('SLArtrans', (r, d) => custOf(r, d)?.Country === 'Canada', 'sum', { measure: 'Balance' }),
    ),
  ),
  c(
    'aggregates',
    'debit memos total',
    agg('SLArtrans', (r) => r.Type === 'D', 'sum', { measure: 'Amount' }),
  ),

  // ---- plant manager (production) ----
  c('statuses', 'open jobs', rows('SLJobs', openJob)),
  c(
    'statuses',
    'released jobs in the MAIN warehouse',
    rows('SLJobs', (r) => r.Stat === 'R' && r.Whse === 'MAIN'),
  ),
  c(
    'statuses',
    'stopped jobs',
    rows('SLJobs', (r) => r.Stat === 'S'),
  ),
  c(
    'statuses',
    'firm work orders in WEST',
    rows('SLJobs', (r) => r.Stat === 'F' && r.Whse === 'WEST'),
  ),
  c(
    'relations',
    'jobs making IT-10099',
    rows('SLJobs', (r) => r.Item === 'IT-10099'),
  ),
  c(
    'relations',
    'how many jobs have we run for IT-10108',
    agg('SLJobs', (r) => r.Item === 'IT-10108', 'count'),
  ),
  c(
    'relations',
    'total qty completed on jobs for IT-10041',
    agg('SLJobs', (r) => r.Item === 'IT-10041', 'sum', { measure: 'QtyComplete' }),
  ),
  c(
    'dates',
    'jobs scheduled to finish next month',
    rows('SLJobs', (r) => inP(r.JschEndDate, NEXT_MONTH)),
  ),
  c(
    'dates',
    'work orders starting in the next 30 days',
    rows('SLJobs', (r) => inP(r.JschStartDate, NEXT_30_DAYS)),
  ),
  c(
    'dates',
    'jobs due to finish in February',
    rows('SLJobs', (r) => inP(r.JschEndDate, FEBRUARY_2027)),
  ),
  c(
    'dates',
    'jobs that started this month',
    rows('SLJobs', (r) => inP(r.JschStartDate, THIS_MONTH_SO_FAR)),
  ),
  c(
    'statuses',
    'completed jobs this year',
    doneJobs((r) => inP(r.JschEndDate, YEAR_TO_DATE)),
  ),
  c(
    'property-compare',
    'jobs where qty complete is below qty released',
    rows('SLJobs', (r) => n(r.QtyComplete) < n(r.QtyReleased)),
  ),
  c(
    'negation',
    'open jobs with nothing completed yet',
    rows('SLJobs', (r) => openJob(r) && n(r.QtyComplete) === 0),
  ),
  c(
    'negation',
    'jobs not finished for FG items',
    anyOf(
      rows('SLJobs', (r, d) => r.Stat !== 'C' && itemOf(r, d)?.ProductCode === 'FG'),
      rows(
        'SLJobs',
        (r, d) => r.Stat !== 'C' && r.Stat !== 'H' && itemOf(r, d)?.ProductCode === 'FG',
      ),
    ),
  ),
  c('aggregates', 'job count by status', agg('SLJobs', all, 'count', { groupBy: 'Stat' })),
  c('aggregates', 'open jobs per warehouse', agg('SLJobs', openJob, 'count', { groupBy: 'Whse' })),
  c(
    'aggregates',
    'total released quantity on open jobs',
    agg('SLJobs', openJob, 'sum', { measure: 'QtyReleased' }),
  ),
  c(
    'ranking',
    'top 3 items by total quantity released on jobs',
    agg('SLJobs', all, 'sum', {
      measure: 'QtyReleased',
      groupBy: 'Item',
      top: { n: 3, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'biggest job created in 2026, by quantity released',
    rows('SLJobs', (r) => inP(r.JobDate, YEAR_TO_DATE), {
      order: { by: 'QtyReleased', dir: 'desc' },
      top: 1,
    }),
  ),
  c(
    'numbers',
    'jobs releasing more than 150 pcs',
    rows('SLJobs', (r) => n(r.QtyReleased) > 150),
  ),
  c(
    'dates',
    'open jobs whose end date already passed',
    rows('SLJobs', (r) => openJob(r) && s(r.JschEndDate) < TODAY),
  ),
  c(
    'relations',
    'jobs for hydraulic items (HYD)',
    rows('SLJobs', (r, d) => itemOf(r, d)?.ProductCode === 'HYD'),
  ),
  c(
    'names',
    'show job 90112',
    rows('SLJobs', (r) => r.Job === JOB(90112)),
  ),
  c(
    'typos',
    'relased jobs',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'relations',
    'customer order lines for items we have open jobs on',
    rows('SLCoitems', (r, d) => jobsOfItem(d, r.Item).some(openJob)),
  ),
  c(
    'statuses',
    'estimate jobs',
    rows('SLJobs', (r) => r.Type === 'E'),
  ),
  c(
    'dates',
    'jobs created in the last 90 days',
    rows('SLJobs', (r) => inP(r.JobDate, LAST_90_DAYS)),
  ),

  // ---- inventory / master data ----
  c(
    'names',
    'items in the PLS product line',
    rows('SLItems', (r) => r.ProductCode === 'PLS'),
  ),
  c(
    'numbers',
    'items costing more than $300',
    rows('SLItems', (r) => n(r.UnitCost) > 300),
  ),
  c(
    'numbers',
    'parts with a unit cost under 10 cents',
    rows('SLItems', (r) => n(r.UnitCost) < 0.1),
  ),
  c(
    'statuses',
    'obsolete items',
    rows('SLItems', (r) => r.Stat === 'O'),
  ),
  c(
    'statuses',
    'slow moving items in ELEC',
    rows('SLItems', (r) => r.Stat === 'S' && r.ProductCode === 'ELEC'),
  ),
  c(
    'synonyms',
    'manufactured parts in the BRG line',
    rows('SLItems', (r) => r.PMTCode === 'M' && r.ProductCode === 'BRG'),
  ),
  c(
    'synonyms',
    'transferred items',
    rows('SLItems', (r) => r.PMTCode === 'T'),
  ),
  c(
    'synonyms',
    'items sold by the gallon',
    rows('SLItems', (r) => r.UM === 'GAL'),
  ),
  c(
    'numbers',
    'items with lead time over 30 days',
    rows('SLItems', (r) => n(r.LeadTime) > 30),
  ),
  c(
    'aggregates',
    'how many items per product code',
    agg('SLItems', all, 'count', { groupBy: 'ProductCode' }),
  ),
  c(
    'aggregates',
    'average unit cost of FG items',
    agg('SLItems', (r) => r.ProductCode === 'FG', 'avg', { measure: 'UnitCost' }),
  ),
  c(
    'ranking',
    'the 10 most expensive STL items',
    rows('SLItems', (r) => r.ProductCode === 'STL', {
      order: { by: 'UnitCost', dir: 'desc' },
      top: 10,
    }),
  ),
  c(
    'aggregates',
    "what's the longest lead time on any item",
    agg('SLItems', all, 'max', { measure: 'LeadTime' }),
  ),
  c(
    'fields',
    'description and cost of IT-10076',
    rows('SLItems', (r) => r.Item === 'IT-10076'),
  ),
  c(
    'aggregates',
    'how much stock of IT-10070 do we have',
    anyOf(
      agg('SLItemwhses', (r) => r.Item === 'IT-10070', 'sum', { measure: 'QtyOnHand' }),
      rows('SLItems', (r) => r.Item === 'IT-10070'),
    ),
  ),
  c(
    'relations',
    'qty on hand of IT-10083 by warehouse',
    anyOf(
      rows('SLItemwhses', (r) => r.Item === 'IT-10083'),
      agg('SLItemwhses', (r) => r.Item === 'IT-10083', 'sum', {
        measure: 'QtyOnHand',
        groupBy: 'Whse',
      }),
    ),
  ),
  c(
    'examples',
    'items below reorder point in SOUTH',
    rows('SLItemwhses', (r) => r.Whse === 'SOUTH' && n(r.QtyOnHand) < n(r.QtyReorder)),
  ),
  c(
    'property-compare',
    'warehouse rows where allocated to customer orders is more than on hand',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) > n(r.QtyOnHand)),
  ),
  c(
    'negation',
    'items out of stock',
    rows('SLItems', (r) => n(r.DerQtyOnHand) === 0),
  ),
  c(
    'negation',
    'items with no stock in EAST',
    anyOf(
      rows('SLItemwhses', (r) => r.Whse === 'EAST' && n(r.QtyOnHand) === 0),
      rows(
        'SLItems',
        (r, d) => !whsesOfItem(d, r.Item).some((w) => w.Whse === 'EAST' && n(w.QtyOnHand) > 0),
      ),
    ),
  ),
  c(
    'aggregates',
    'total on hand in the WEST warehouse',
    agg('SLItemwhses', (r) => r.Whse === 'WEST', 'sum', { measure: 'QtyOnHand' }),
  ),
  c(
    'aggregates',
    'number of items stocked per warehouse',
    agg('SLItemwhses', all, 'count', { groupBy: 'Whse' }),
  ),
  c(
    'ranking',
    'top 5 items by qty on hand in MAIN',
    rows('SLItemwhses', (r) => r.Whse === 'MAIN', {
      order: { by: 'QtyOnHand', dir: 'desc' },
      top: 5,
    }),
  ),
  c(
    'numbers',
    'items with less than 20 on hand',
    rows('SLItems', (r) => n(r.DerQtyOnHand) < 20),
  ),
  c(
    'negation',
    'purchased items we never sold',
    anyOf(
      rows('SLItems', (r, d) => r.PMTCode === 'P' && coLinesOfItem(d, r.Item).length === 0),
      rows(
        'SLItems',
        (r, d) => poLinesOfItem(d, r.Item).length > 0 && coLinesOfItem(d, r.Item).length === 0,
      ),
    ),
  ),
  c(
    'negation',
    'manufactured items with no jobs',
    rows('SLItems', (r, d) => r.PMTCode === 'M' && jobsOfItem(d, r.Item).length === 0),
  ),
  c(
    'negation',
    'active items that were never purchased',
    anyOf(
      rows('SLItems', (r, d) => r.Stat === 'A' && poLinesOfItem(d, r.Item).length === 0),
      rows('SLItems', (r) => r.Stat === 'A' && r.PMTCode !== 'P'),
    ),
  ),
  c(
    'relations',
    'items we buy from Empire Industrial Supply Co',
    anyOf(
      rows('SLItems', (r, d) =>
        poLinesOfItem(d, r.Item).some((l) => l.PoVendNum === EMPIRE_INDUSTRIAL),
      ),
      rows('SLPoItems', (r) => r.PoVendNum === EMPIRE_INDUSTRIAL),
    ),
  ),
  c(
    'relations',
    'items ordered by Ozark Aerospace LLC',
    anyOf(
      rows('SLItems', (r, d) =>
        coLinesOfItem(d, r.Item).some((l) => lineCustomer(l, d)?.CustNum === OZARK_AEROSPACE),
      ),
      rows('SLCoitems', (r, d) => lineCustomer(r, d)?.CustNum === OZARK_AEROSPACE),
    ),
  ),
  c(
    'typos',
    'itmes in the FAST prodcut code that cost over 1',
    rows('SLItems', (r) => r.ProductCode === 'FAST' && n(r.UnitCost) > 1),
  ),
  c(
    'synonyms',
    'products described as stretch wrap',
    rows('SLItems', (r) => lower(r.Description).includes('stretch wrap')),
  ),
  c(
    'fields',
    'item number, description and lead time for the HYD items',
    rows('SLItems', (r) => r.ProductCode === 'HYD'),
  ),
  c(
    'property-compare',
    'warehouse rows where on order is greater than the reorder point',
    rows('SLItemwhses', (r) => n(r.QtyOrdered) > n(r.QtyReorder)),
  ),

  // ---- IT person testing the API ----
  c(
    'fields',
    'SLVendors where VadState = TX',
    rows('SLVendors', (r) => r.VadState === 'TX'),
  ),
  c(
    'fields',
    'list SLCos with Stat P',
    rows('SLCos', (r) => r.Stat === 'P'),
  ),
  c(
    'fields',
    'count of SLPoItems with Stat F',
    agg('SLPoItems', (r) => r.Stat === 'F', 'count'),
  ),
  c(
    'fields',
    'SLJobs where Type = S',
    rows('SLJobs', (r) => r.Type === 'S'),
  ),
  c(
    'fields',
    'max PoCost in SLPos for 2024',
    agg('SLPos', (r) => inP(r.OrderDate, YEAR_2024), 'max', { measure: 'PoCost' }),
  ),
  c(
    'synonyms',
    'ship-to addresses for Iron River Construction Inc',
    rows('SLCustomers', (r) => r.CustNum === IRON_RIVER && n(r.CustSeq) > 0),
  ),
  c(
    'numbers',
    'customer orders with price exactly 1995.92',
    rows('SLCos', (r) => n(r.Price) === 1995.92),
  ),
  c(
    'dates',
    'POs with order date 2026-08-22',
    rows('SLPos', (r) => r.OrderDate === '2026-08-22'),
  ),

  // ---- refusals ----
  c('refusals', 'close PO00004456', REFUSE),
  c('refusals', 'change the credit limit for Lone Star Trucking to 120000', REFUSE),
  c('refusals', 'put Continental Trucking Corp on credit hold', REFUSE),
  c('refusals', 'release job 90071', REFUSE),
  c('refusals', 'email the overdue vendors a reminder', REFUSE),
  c('refusals', 'what is the scrap rate on IT-10099 jobs', REFUSE),
  c('refusals', 'labor hours booked to open jobs', REFUSE),
  c('refusals', 'how much did we pay in freight last month', REFUSE),
  c('refusals', 'which bills from Acme Steel do we still have to pay', REFUSE),
  c('refusals', 'sales tax collected this year', REFUSE),
  c('refusals', 'who is the CEO of Great Lakes Hydraulics', REFUSE),
  c('refusals', 'how many employees work in the EAST warehouse', REFUSE),
  c('refusals', 'forecast next quarter sales by customer', REFUSE),
  c('refusals', 'what will our AR be at the end of December', REFUSE),
  c('refusals', 'POs over $90071992547409930', REFUSE),
  c('refusals', 'purple monkey dishwasher invoices sideways', REFUSE),
  c('refusals', 'machine downtime on line 3 this week', REFUSE),
];
