/**
 * RETIRED held-out set v10 (issue #17), retired on 2026-11-29 (session 13) — now part of the
 * TUNING pool. Questions written for issue #17 by a helper session started for
 * this purpose alone, which read neither the query engine (src/query/,
 * src/erp/connectors/demo/demo-vocabulary.ts) nor the questions of any other set (eval-cases.ts,
 * the everyday-* sets, heldout-cases.ts, heldout-v2 to v9 beyond v9's header, imports, calendar
 * and helpers), nor docs/questions.md, BENCHMARKS.md or any git history, and never ran the engine
 * or the NL evaluation on these questions. What it read, exactly: its brief; /work/shared/SPEC.md,
 * /work/shared/nl-examples.md and /work/shared/seed-api.md (whole); of the demo data generator,
 * src/erp/connectors/demo/demo-schema.ts (whole) - demo-erp-generator.ts, demo-master-data.ts,
 * prng.ts and zipf-picker.ts were allowed but not opened (only their line counts were taken);
 * the evaluation's raw-row loader and builders (test/nl/eval-data.ts, case-builders.ts,
 * eval-types.ts, heldout-helpers.ts, heldout-data-check.ts, whole); lines 1-335 of
 * test/nl/heldout-v9-cases.ts (its header with the meanings, its imports, calendar and helper
 * functions, stopping before `export const HELDOUT_V9_CASES`);
 * test/nl/heldout-v9-cases.data.e2e-spec.ts; test/nl/tsconfig.json; and, of
 * test/nl/nl-evaluation.ts, only evalDatabase()'s signature line and the three lines after it
 * (found with grep). It looked at the generated evaluation data through
 * eval-data.ts alone (throwaway scripts outside the repository, compiled with tsc, which asked
 * evalDatabase() for the data file's path), to pick values that exist (vendors, customers, items
 * and documents other than the first ones, picked with an offset) and to check that answers
 * discriminate (no rows reading is the whole table unless cut to a top N, no top N is cut inside
 * a tie). Every expectation is computed from the raw rows with plain predicates, independently
 * of the engine. The questions are written as a buyer, a customer-service clerk, a controller, a
 * plant manager, an inventory planner and an IT person testing the API would type them.
 * heldout-v10-cases.data.e2e-spec.ts checks, without the engine, that every expectation matches
 * at least one row in each accepted reading.
 *
 * History: written against main 229bac2. First run on main 867802c, whose engine is 229bac2's:
 * 214/224 right (95.5%), 196/198 (99.0%) of answers at or above 0.5 right; on the 200 questions
 * no tuning set asks (24 repeat the demo set or retired v1 to v9 word for word): 192/200 (96.0%),
 * 176/178 (98.9%). Run again after #17's fourteenth round (main 63fd43f): the same, 214/224 and
 * 196/198 (192/200 and 176/178 on the novel questions), not one answer in another confidence band.
 * Retired then into the tuning pool, its misses read for the first time; held-out v11 measures.
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
 * Added in v9:
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
 * Added in this set:
 * - "since Labor Day" runs from Monday 7 September 2026 to today; "Q1" is January to March
 *   2026; "the second half of last year" is July to December 2025; "March 1 to March 15"
 *   (past-facing) is 1-15 March 2026; "before Christmas" (future-facing, of open jobs' end
 *   dates) is an end date before 25 December 2026, from today or from any date: both accepted;
 *   "in 2026" is the year to date; "yesterday" is Friday 20 November;
 * - "inactive" vendors are Stat I (the demo's vendor codes are A active and I inactive);
 * - "lead time" is SLItems.LeadTime in days;
 * - "work orders for X" is read as "making X" (heldout-helpers' jobsMaking: every job of X, or
 *   those not complete, or the open ones);
 * - "customer orders on credit hold": the order's own CreditHold, or orders of customers on
 *   credit hold: both accepted;
 * - "A/R transactions" of a customer are all its SLArtrans rows; "receivables" its invoices;
 * - "PO lines that aren't closed": lines not C, or only open lines (P or O): both accepted;
 * - "not stocked in W" (items): items with no SLItemwhses row in W, or with no row or
 *   QtyOnHand 0 there: both accepted;
 * - "customers of sales rep R" / "R's customers" are customers (CustSeq 0) with Slsman R; their
 *   order lines are reached through the line's order's customer, or through the order's own
 *   Slsman: both accepted; "CAD customers'" orders likewise through the customer's CurrCode or
 *   the order's own CurrCode: both accepted;
 * - "what's <a field> for <a record>": the record itself, or (for one number) that value as an
 *   aggregate: both accepted; "which warehouse is order N shipping from": the order header, or
 *   its lines;
 * - "paid more than the item's unit cost" (PO lines): ItemCost above the item's UnitCost;
 * - "items on PO N": the PO's lines, or the items that appear on them.
 * Where a question honestly admits two readings, both are accepted (anyOf).
 */
import { agg, all, anyOf, c, cust, inv, n, openOrder, REFUSE, rows, unpaid } from './case-builders';
import { daysFrom, type EvalData, type Row } from './eval-data';
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
  jobsMaking,
  jobsOfItem,
  lineCustomer,
  linesDue,
  onHold,
  openJob,
  openOrderValue,
  owed,
  perGroup,
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
  stockOf,
  whoSupplies,
} from './heldout-helpers';
import type { EvalCase, Expectation, Pred } from './eval-types';

/** This set's column in the calibration table. */
export const HELDOUT_V10_NAME = 'retired v10';

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
/** Last week: Mon 9 - Sun 15 (ISO), or Sun 8 - Sat 14 (US). */
const LAST_WEEK_ISO: Period = ['2026-11-09', '2026-11-15'];
const LAST_WEEK_US: Period = ['2026-11-08', '2026-11-14'];
/** Next week: Mon 23 - Sun 29 (ISO), or Sun 22 - Sat 28 (US). */
const NEXT_WEEK_ISO: Period = ['2026-11-23', '2026-11-29'];
const NEXT_WEEK_US: Period = ['2026-11-22', '2026-11-28'];
/** The last / past N days: today - N to today. */
const LAST_30_DAYS: Period = ['2026-10-22', TODAY];
const LAST_45_DAYS: Period = ['2026-10-07', TODAY];
const LAST_60_DAYS: Period = ['2026-09-22', TODAY];
/** The next N days: today to today + N. */
const NEXT_10_DAYS: Period = [TODAY, '2026-12-01'];
const NEXT_60_DAYS: Period = [TODAY, '2027-01-20'];
const THIS_MONTH_SO_FAR: Period = ['2026-11-01', TODAY];
/** Last month (and "in October"): October 2026. */
const LAST_MONTH: Period = ['2026-10-01', '2026-10-31'];
/** "In September" (past-facing): September 2026. */
const SEPTEMBER_2026: Period = ['2026-09-01', '2026-09-30'];
/** "In August" (past-facing): August 2026. */
const AUGUST_2026: Period = ['2026-08-01', '2026-08-31'];
/** Next month (and "in December", future-facing): December 2026, whole. */
const NEXT_MONTH: Period = ['2026-12-01', '2026-12-31'];
/** "In January" (future-facing): January 2027. */
const JANUARY_2027: Period = ['2027-01-01', '2027-01-31'];
/** "Since Labor Day": Monday 7 September 2026 to today. */
const SINCE_LABOR_DAY: Period = ['2026-09-07', TODAY];
/** "March 1 to March 15" (past-facing): 2026. */
const MARCH_1_TO_15: Period = ['2026-03-01', '2026-03-15'];
/** Q1: January - March 2026; last quarter (Q3): July - September 2026. */
const Q1_2026: Period = ['2026-01-01', '2026-03-31'];
const Q3_2026: Period = ['2026-07-01', '2026-09-30'];
/** This quarter so far: 1 October to today. */
const THIS_QUARTER: Period = ['2026-10-01', TODAY];
/** "The second half of last year": July - December 2025. */
const SECOND_HALF_2025: Period = ['2025-07-01', '2025-12-31'];
const YEAR_TO_DATE: Period = ['2026-01-01', TODAY];
const YEAR_2025: Period = ['2025-01-01', '2025-12-31'];
const YEAR_2024: Period = ['2024-01-01', '2024-12-31'];

const WEEKS_LAST: readonly Period[] = [LAST_WEEK_ISO, LAST_WEEK_US];
const WEEKS_NEXT: readonly Period[] = [NEXT_WEEK_ISO, NEXT_WEEK_US];

const SUPERIOR_COATINGS = V(1041);
const GOLDEN_GATE_ALUMINUM = V(1042);
const GRANITE_METALS = V(1044);
const PATRIOT_FREIGHT = V(1045);
const PATRIOT_CASTINGS = V(1047);
const NORTHERN_COATINGS = V(1048);
const EAGLE_PACKAGING = V(1051);
const HORIZON_SPRINGS = V(1055);
const LIBERTY_VALVES = V(1059);
const SUMMIT_STEEL = V(1063);
const STERLING_WIRE = V(1066);
const ATLANTIC_MOTORS = V(1067);
const FRONTIER_INDUSTRIAL = V(1080);
const RELIABLE_CASTINGS = V(1088);
const LONE_STAR_ABRASIVES = V(1102);
const PRECISION_MEDICAL = CU(5044);
const ACME_FURNITURE = CU(5045);
const CARDINAL_TRACTOR = CU(5046);
const LIBERTY_PUMP = CU(5049);
const EVERGREEN_AUTOMOTIVE = CU(5052);
const SUPERIOR_ROBOTICS = CU(5054);
const STERLING_MINING = CU(5055);
const HORIZON_MINING = CU(5075);
const TWIN_CITY_PACKAGING = CU(5076);
const OZARK_BOAT_WORKS = CU(5067);
const PRECISION_ENGINEERING = CU(5088);
const SUPERIOR_FABRICATION = CU(5097);
const BUCKEYE_MINING = CU(5102);
const BLUE_RIDGE_FABRICATION = CU(5105);

/** Closed / completed documents: C, or C and H. */
const closed = (ido: 'SLPos' | 'SLCos', where: Pred): Expectation =>
  anyOf(
    rows(ido, (r, d) => r.Stat === 'C' && where(r, d)),
    rows(ido, (r, d) => (r.Stat === 'C' || r.Stat === 'H') && where(r, d)),
  );

/** Open POs and PO lines: P or O (the same codes as customer orders). */
const openPo = openOrder;

/**
 * Open AR per customer of a set: the sum of Balance per customer, over invoices or over every AR
 * row, with or without the customers whose open balance is 0 (as heldout-helpers' openArPer).
 */
const openArPerOf = (and: Pred, groupBys: readonly string[]): Expectation => {
  const open = (r: Row) => n(r.Balance) > 0;
  const wheres: Pred[] = [
    (r, d) => inv(r) && and(r, d),
    and,
    (r, d) => inv(r) && open(r) && and(r, d),
    (r, d) => open(r) && and(r, d),
  ];
  return anyOf(
    ...wheres.flatMap((w) => perGroup('SLArtrans', w, 'sum', groupBys, { measure: 'Balance' })),
  );
};

/** "Who bought X": the customers with order lines for X, those lines, or the orders holding them. */
const whoBought = (item: string, when: Pred = all): Expectation =>
  anyOf(
    rows(
      'SLCustomers',
      (r, d) =>
        cust(r) &&
        coLinesOfItem(d, item).some((l) => {
          const o = d.co(l.CoNum);
          return o !== undefined && o.CustNum === r.CustNum && when(o, d);
        }),
    ),
    rows('SLCoitems', (r, d) => {
      const o = d.co(r.CoNum);
      return r.Item === item && o !== undefined && when(o, d);
    }),
    rows('SLCos', (r, d) => when(r, d) && coLinesOfCo(d, r.CoNum).some((l) => l.Item === item)),
  );

/** AR rows of a customer. */
const arOf =
  (custNum: string): Pred =>
  (r) =>
    r.CustNum === custNum;

/**
 * The held-out set v10, checked against the data alone by heldout-v10-cases.data.e2e-spec.ts (set
 * HELDOUT_V10_REPORT=1 to print each question with its row counts).
 */
export const HELDOUT_V10_CASES: readonly EvalCase[] = [
  // ---------------------------------------------------------------- examples (SPEC / nl-examples shapes)
  c(
    'examples',
    'Show overdue purchase orders over $25K',
    dollars(
      'SLPos',
      (a) => a > 25000,
      (r) => n(r.DaysOverdue) > 0,
      {
        fields: ['po_number', 'vendor', 'amount', 'days_overdue'],
      },
    ),
  ),
  c(
    'examples',
    'open POs for Patriot Castings Ltd',
    rows('SLPos', (r) => openPo(r) && r.VendNum === PATRIOT_CASTINGS),
  ),
  c(
    'examples',
    'suppliers in Minnesota',
    rows('SLVendors', (r) => r.VadState === 'MN'),
  ),
  c(
    'examples',
    'customers in Baltimore',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Baltimore'),
  ),
  c(
    'examples',
    'items that cost more than 500',
    rows('SLItems', (r) => n(r.UnitCost) > 500),
  ),
  c(
    'examples',
    'items below reorder point in warehouse EAST',
    rows('SLItemwhses', (r) => r.Whse === 'EAST' && n(r.QtyOnHand) < n(r.QtyReorder)),
  ),
  c(
    'examples',
    'how many released jobs are there',
    agg('SLJobs', (r) => r.Stat === 'R', 'count'),
  ),
  c(
    'examples',
    'customer order lines more than 3 weeks late',
    rows('SLCoitems', (r) => n(r.DaysLate) > 21),
  ),
  c(
    'examples',
    'vendor names and phone numbers in Texas',
    rows('SLVendors', (r) => r.VadState === 'TX'),
  ),
  c(
    'examples',
    'invoices from customers in Florida over 15k',
    rows('SLArtrans', (r, d) => inv(r) && n(r.Amount) > 15000 && custOf(r, d)?.State === 'FL'),
  ),
  c(
    'examples',
    'average line amount on PO lines for item IT-10172',
    agg('SLPoItems', (r) => r.Item === 'IT-10172', 'avg', { measure: 'LineAmount' }),
  ),
  c(
    'examples',
    'PO lines not fully received for IT-10145',
    rows('SLPoItems', (r) => r.Item === 'IT-10145' && n(r.QtyReceived) < n(r.QtyOrdered)),
  ),

  // ---------------------------------------------------------------- synonyms
  c(
    'synonyms',
    'show me every supplier based in Michigan',
    rows('SLVendors', (r) => r.VadState === 'MI'),
  ),
  c(
    'synonyms',
    'clients in Houston',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Houston'),
  ),
  c(
    'synonyms',
    'parts in product line HYD',
    rows('SLItems', (r) => r.ProductCode === 'HYD'),
  ),
  c('synonyms', 'work orders for IT-10253', jobsMaking('IT-10253')),
  c(
    'synonyms',
    'receivables for Evergreen Automotive Corp',
    rows('SLArtrans', (r) => inv(r) && r.CustNum === EVERGREEN_AUTOMOTIVE),
  ),
  c(
    'synonyms',
    'sales orders for Horizon Mining Group',
    rows('SLCos', (r) => r.CustNum === HORIZON_MINING),
  ),
  c(
    'synonyms',
    'COs from Cardinal Tractor Inc',
    rows('SLCos', (r) => r.CustNum === CARDINAL_TRACTOR),
  ),
  c(
    'synonyms',
    'products stocked in gallons',
    rows('SLItems', (r) => r.UM === 'GAL'),
  ),
  c(
    'synonyms',
    'suppliers we pay in Canadian dollars',
    rows('SLVendors', (r) => r.CurrCode === 'CAD'),
  ),
  c(
    'synonyms',
    'purchase order lines from Liberty Valves Co',
    rows('SLPoItems', (r) => r.PoVendNum === LIBERTY_VALVES),
  ),
  c(
    'synonyms',
    'which warehouses carry IT-10370',
    rows('SLItemwhses', (r) => r.Item === 'IT-10370'),
  ),
  c(
    'synonyms',
    'A/R transactions for Sterling Mining Group',
    rows('SLArtrans', arOf(STERLING_MINING)),
  ),
  c(
    'synonyms',
    'manufacturing orders in the WEST warehouse',
    rows('SLJobs', (r) => r.Whse === 'WEST'),
  ),
  c(
    'synonyms',
    'all our suppliers up in Canada',
    rows('SLVendors', (r) => r.VadCountry === 'Canada'),
  ),
  c(
    'synonyms',
    'invoices we sent to Buckeye Mining Group',
    rows('SLArtrans', (r) => inv(r) && r.CustNum === BUCKEYE_MINING),
  ),
  c(
    'synonyms',
    'SKUs in the PLS product code',
    rows('SLItems', (r) => r.ProductCode === 'PLS'),
  ),

  // ---------------------------------------------------------------- numbers
  c(
    'numbers',
    'POs over 75,000',
    rows('SLPos', (r) => n(r.PoCost) > 75000),
  ),
  c(
    'numbers',
    'customer orders between $5,000 and $7,500',
    dollars('SLCos', (a) => a >= 5000 && a <= 7500, all),
  ),
  c(
    'numbers',
    'items with a unit cost under 25 cents',
    rows('SLItems', (r) => n(r.UnitCost) < 0.25),
  ),
  c(
    'numbers',
    'invoices of at least $40K',
    arDollars('Amount', (a) => a >= 40000, inv),
  ),
  c(
    'numbers',
    'PO lines worth more than 12.5k',
    rows('SLPoItems', (r) => n(r.LineAmount) > 12500),
  ),
  c(
    'numbers',
    'customers with a credit limit above 250 thousand',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) > 250000),
  ),
  c(
    'numbers',
    'jobs releasing more than 200 pieces',
    rows('SLJobs', (r) => n(r.QtyReleased) > 200),
  ),
  c(
    'numbers',
    'item/warehouse records where qty on hand exceeds 50000',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) > 50000),
  ),
  c(
    'numbers',
    'open customer orders over 20 grand',
    rows('SLCos', (r) => openOrder(r) && n(r.Price) > 20000),
  ),
  c(
    'numbers',
    'invoices under $100',
    arDollars('Amount', (a) => a < 100, inv),
  ),
  c(
    'numbers',
    'payments over ten thousand dollars',
    arDollars(
      'Amount',
      (a) => a > 10000,
      (r) => r.Type === 'P',
    ),
  ),
  c(
    'numbers',
    'items with a lead time over 50 days',
    rows('SLItems', (r) => n(r.LeadTime) > 50),
  ),
  c(
    'numbers',
    'blanket POs under 2,500',
    rows('SLPos', (r) => r.Type === 'B' && n(r.PoCost) < 2500),
  ),
  c(
    'numbers',
    'customer order lines for a qty of 1,000 or more',
    rows('SLCoitems', (r) => n(r.QtyOrdered) >= 1000),
  ),
  c(
    'numbers',
    'PO lines with an item cost between 100 and 200',
    rows('SLPoItems', (r) => between2(r.ItemCost, 100, 200)),
  ),
  c(
    'numbers',
    'customers with credit limits of 10k or less',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) <= 10000),
  ),

  // ---------------------------------------------------------------- statuses
  c(
    'statuses',
    'planned POs',
    rows('SLPos', (r) => r.Stat === 'P'),
  ),
  c(
    'statuses',
    'filled PO lines for Northern Coatings Co',
    rows('SLPoItems', (r) => r.Stat === 'F' && r.PoVendNum === NORTHERN_COATINGS),
  ),
  c(
    'statuses',
    'stopped customer orders',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c(
    'statuses',
    'firm jobs in MAIN',
    rows('SLJobs', (r) => r.Stat === 'F' && r.Whse === 'MAIN'),
  ),
  c(
    'statuses',
    'history POs for Summit Steel Co',
    rows('SLPos', (r) => r.Stat === 'H' && r.VendNum === SUMMIT_STEEL),
  ),
  c(
    'statuses',
    'obsolete items in the ELEC product code',
    rows('SLItems', (r) => r.Stat === 'O' && r.ProductCode === 'ELEC'),
  ),
  c(
    'statuses',
    'slow-moving FAST items',
    rows('SLItems', (r) => r.Stat === 'S' && r.ProductCode === 'FAST'),
  ),
  c(
    'statuses',
    'open PO lines for the SOUTH warehouse',
    rows('SLPoItems', (r) => openPo(r) && r.Whse === 'SOUTH'),
  ),
  c(
    'statuses',
    'customers on credit hold in California',
    rows('SLCustomers', (r) => cust(r) && onHold(r) && r.State === 'CA'),
  ),
  c(
    'statuses',
    'customer orders on credit hold',
    anyOf(
      rows('SLCos', (r) => onHold(r)),
      rows('SLCos', (r, d) => onHold(custOf(r, d))),
    ),
  ),
  c(
    'statuses',
    'stopped jobs',
    rows('SLJobs', (r) => r.Stat === 'S'),
  ),
  c(
    'statuses',
    'estimate jobs',
    rows('SLJobs', (r) => r.Type === 'E'),
  ),
  c(
    'statuses',
    'paid invoices for Liberty Pump Works Inc',
    rows('SLArtrans', (r) => inv(r) && n(r.Balance) === 0 && r.CustNum === LIBERTY_PUMP),
  ),
  c(
    'statuses',
    'planned customer orders',
    rows('SLCos', (r) => r.Stat === 'P'),
  ),
  c(
    'statuses',
    'inactive vendors',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'statuses',
    'closed POs with Frontier Industrial Supply Inc',
    closed('SLPos', (r) => r.VendNum === FRONTIER_INDUSTRIAL),
  ),

  // ---------------------------------------------------------------- names
  c(
    'names',
    'POs from Reliable Castings Corp',
    rows('SLPos', (r) => r.VendNum === RELIABLE_CASTINGS),
  ),
  c(
    'names',
    'all POs with Eagle Packaging this year',
    rows('SLPos', (r) => r.VendNum === EAGLE_PACKAGING && inP(r.OrderDate, YEAR_TO_DATE)),
  ),
  c(
    'names',
    'orders for Precision Medical Devices Corp',
    rows('SLCos', (r) => r.CustNum === PRECISION_MEDICAL),
  ),
  c('names', 'what does Superior Robotics Co owe us', owed(arOf(SUPERIOR_ROBOTICS))),
  c(
    'names',
    'show vendor 1067',
    rows('SLVendors', (r) => r.VendNum === ATLANTIC_MOTORS),
  ),
  c(
    'names',
    'customer 5097',
    anyOf(
      rows('SLCustomers', (r) => cust(r) && r.CustNum === SUPERIOR_FABRICATION),
      rows('SLCustomers', (r) => r.CustNum === SUPERIOR_FABRICATION),
    ),
  ),
  c(
    'names',
    'item IT-10352',
    rows('SLItems', (r) => r.Item === 'IT-10352'),
  ),
  c(
    'names',
    'lines on PO00004793',
    rows('SLPoItems', (r) => r.PoNum === 'PO00004793'),
  ),
  c(
    'names',
    'job 90298',
    rows('SLJobs', (r) => r.Job === JOB(90298)),
  ),
  c(
    'names',
    "golden gate aluminum company's open POs",
    rows('SLPos', (r) => openPo(r) && r.VendNum === GOLDEN_GATE_ALUMINUM),
  ),
  c(
    'names',
    'invoices for Twin City Packaging Solutions',
    rows('SLArtrans', (r) => inv(r) && r.CustNum === TWIN_CITY_PACKAGING),
  ),
  c(
    'names',
    'Lone Star Abrasives POs over 5k',
    rows('SLPos', (r) => r.VendNum === LONE_STAR_ABRASIVES && n(r.PoCost) > 5000),
  ),
  c(
    'names',
    "buyer KCHEN's open POs",
    rows('SLPos', (r) => r.Buyer === 'KCHEN' && openPo(r)),
  ),
  c(
    'names',
    "sales rep HJACKSON's customers",
    rows('SLCustomers', (r) => cust(r) && r.Slsman === 'HJACKSON'),
  ),
  c(
    'names',
    'lines of sales order 101945',
    rows('SLCoitems', (r) => r.CoNum === CO(101945)),
  ),
  c(
    'names',
    'Horizon Springs LLC',
    rows('SLVendors', (r) => r.VendNum === HORIZON_SPRINGS),
  ),

  // ---------------------------------------------------------------- dates
  c(
    'dates',
    'POs placed last week',
    inAnyOf('SLPos', WEEKS_LAST, (r, p) => inP(r.OrderDate, p)),
  ),
  c(
    'dates',
    'customer orders booked in October',
    rows('SLCos', (r) => inP(r.OrderDate, LAST_MONTH)),
  ),
  c('dates', 'PO lines due next week', linesDue('SLPoItems', WEEKS_NEXT, all)),
  c(
    'dates',
    'customer orders placed since Labor Day',
    rows('SLCos', (r) => inP(r.OrderDate, SINCE_LABOR_DAY)),
  ),
  c(
    'dates',
    'jobs scheduled to start in December',
    rows('SLJobs', (r) => inP(r.JschStartDate, NEXT_MONTH)),
  ),
  c(
    'dates',
    'invoices due in the next 10 days',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && inP(r.DueDate, NEXT_10_DAYS)),
      rows('SLArtrans', (r) => unpaid(r) && inP(r.DueDate, NEXT_10_DAYS)),
    ),
  ),
  c(
    'dates',
    'PO receipts in the last 30 days',
    rows('SLPoItems', (r) => inP(r.RcvdDate, LAST_30_DAYS)),
  ),
  c(
    'dates',
    'CO lines shipped this month',
    rows('SLCoitems', (r) => inP(r.ShipDate, THIS_MONTH_SO_FAR)),
  ),
  c(
    'dates',
    'Q1 purchase orders',
    rows('SLPos', (r) => inP(r.OrderDate, Q1_2026)),
  ),
  c(
    'dates',
    'payments received last month',
    rows('SLArtrans', (r) => r.Type === 'P' && inP(r.InvDate, LAST_MONTH)),
  ),
  c(
    'dates',
    'open jobs due to finish before Christmas',
    anyOf(
      rows(
        'SLJobs',
        (r) => openJob(r) && typeof r.JschEndDate === 'string' && r.JschEndDate < '2026-12-25',
      ),
      rows('SLJobs', (r) => openJob(r) && inP(r.JschEndDate, [TODAY, '2026-12-24'])),
    ),
  ),
  c(
    'dates',
    'POs ordered March 1 to March 15',
    rows('SLPos', (r) => inP(r.OrderDate, MARCH_1_TO_15)),
  ),
  c(
    'dates',
    'sales orders from 2024 for Blue Ridge Fabrication',
    rows('SLCos', (r) => r.CustNum === BLUE_RIDGE_FABRICATION && inP(r.OrderDate, YEAR_2024)),
  ),
  c(
    'dates',
    'credit memos issued this quarter',
    rows('SLArtrans', (r) => r.Type === 'C' && inP(r.InvDate, THIS_QUARTER)),
  ),
  c(
    'dates',
    'POs placed in the last 45 days',
    rows('SLPos', (r) => inP(r.OrderDate, LAST_45_DAYS)),
  ),
  c('dates', 'customer order lines due in January', linesDue('SLCoitems', [JANUARY_2027], all)),
  c(
    'dates',
    'invoices dated in the second half of last year',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, SECOND_HALF_2025)),
  ),
  c(
    'dates',
    'open PO lines due in the next 60 days',
    rows('SLPoItems', (r) => openPo(r) && inP(r.DueDate, NEXT_60_DAYS)),
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
    rows('SLPos', (r) => openPo(r), { order: { by: 'PoCost', dir: 'desc' }, top: 10 }),
  ),
  c(
    'ranking',
    '3 oldest open customer orders',
    rows('SLCos', (r) => openOrder(r), { order: { by: 'OrderDate', dir: 'asc' }, top: 3 }),
  ),
  c(
    'ranking',
    'the 5 most expensive items',
    rows('SLItems', all, { order: { by: 'UnitCost', dir: 'desc' }, top: 5 }),
  ),
  c(
    'ranking',
    'top 7 customers by sales in 2025',
    grouped('SLCos', (r) => inP(r.OrderDate, YEAR_2025), 'sum', ['CustNum', 'CustomerName'], {
      measure: 'Price',
      top: { n: 7, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'which buyer placed the most POs this year',
    agg('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'count', {
      groupBy: 'Buyer',
      top: { n: 1, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'the 4 biggest unpaid invoices',
    anyOf(
      rows('SLArtrans', unpaid, { order: { by: 'Amount', dir: 'desc' }, top: 4 }),
      rows('SLArtrans', unpaid, { order: { by: 'Balance', dir: 'desc' }, top: 4 }),
    ),
  ),
  c(
    'ranking',
    'top 5 PO lines by line amount',
    rows('SLPoItems', all, { order: { by: 'LineAmount', dir: 'desc' }, top: 5 }),
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
    '5 most overdue POs',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0, {
      order: { by: 'DaysOverdue', dir: 'desc' },
      top: 5,
    }),
  ),
  c(
    'ranking',
    'which product line has the most items',
    agg('SLItems', all, 'count', { groupBy: 'ProductCode', top: { n: 1, dir: 'desc' } }),
  ),
  c(
    'ranking',
    'cheapest 3 HYD parts',
    rows('SLItems', (r) => r.ProductCode === 'HYD', {
      order: { by: 'UnitCost', dir: 'asc' },
      top: 3,
    }),
  ),
  c(
    'ranking',
    'top 8 customers by open AR',
    owed(all, { groupBys: ['CustNum', 'DerCustName'], top: 8 }),
  ),
  c(
    'ranking',
    'biggest PO we ever placed with Sterling Wire & Cable',
    extreme('SLPos', (r) => r.VendNum === STERLING_WIRE, 'PoCost', 'desc'),
  ),
  c(
    'ranking',
    'the 10 latest invoices',
    rows('SLArtrans', inv, { order: { by: 'InvDate', dir: 'desc' }, top: 10 }),
  ),

  // ---------------------------------------------------------------- aggregates
  c(
    'aggregates',
    'how many POs did we place in September',
    agg('SLPos', (r) => inP(r.OrderDate, SEPTEMBER_2026), 'count'),
  ),
  c(
    'aggregates',
    'total PO spend with Patriot Castings Ltd in 2025',
    agg('SLPos', (r) => r.VendNum === PATRIOT_CASTINGS && inP(r.OrderDate, YEAR_2025), 'sum', {
      measure: 'PoCost',
    }),
  ),
  c(
    'aggregates',
    'average customer order value YTD',
    agg('SLCos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'avg', { measure: 'Price' }),
  ),
  c(
    'aggregates',
    'number of customers per state',
    agg('SLCustomers', cust, 'count', { groupBy: 'State' }),
  ),
  c(
    'aggregates',
    'count of open jobs by warehouse',
    agg('SLJobs', openJob, 'count', { groupBy: 'Whse' }),
  ),
  c('aggregates', 'total qty on hand of IT-10127', stockOf('IT-10127')),
  c('aggregates', 'total open AR', owed(all)),
  c(
    'aggregates',
    'AR balance by customer for customers in Ohio',
    openArPerOf((r, d) => custOf(r, d)?.State === 'OH', ['CustNum', 'DerCustName']),
  ),
  c(
    'aggregates',
    'sum of open PO value by buyer',
    agg('SLPos', openPo, 'sum', { measure: 'PoCost', groupBy: 'Buyer' }),
  ),
  c(
    'aggregates',
    'how many PO lines are filled',
    agg('SLPoItems', (r) => r.Stat === 'F', 'count'),
  ),
  c(
    'aggregates',
    'average unit cost of HYD items',
    agg('SLItems', (r) => r.ProductCode === 'HYD', 'avg', { measure: 'UnitCost' }),
  ),
  c(
    'aggregates',
    'number of invoices issued last month',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, LAST_MONTH), 'count'),
  ),
  c(
    'aggregates',
    'how many units of IT-10172 have we shipped this year',
    agg('SLCoitems', (r) => r.Item === 'IT-10172' && inP(r.ShipDate, YEAR_TO_DATE), 'sum', {
      measure: 'QtyShipped',
    }),
  ),
  c(
    'aggregates',
    'vendor count by country',
    agg('SLVendors', all, 'count', { groupBy: 'VadCountry' }),
  ),
  c(
    'aggregates',
    'highest credit limit among California customers',
    extreme('SLCustomers', (r) => cust(r) && r.State === 'CA', 'CreditLimit', 'desc'),
  ),
  c(
    'aggregates',
    'total value of blanket POs',
    agg('SLPos', (r) => r.Type === 'B', 'sum', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'average days overdue across overdue POs',
    agg('SLPos', (r) => n(r.DaysOverdue) > 0, 'avg', { measure: 'DaysOverdue' }),
  ),
  c(
    'aggregates',
    'sum of credit memos this year',
    agg('SLArtrans', (r) => r.Type === 'C' && inP(r.InvDate, YEAR_TO_DATE), 'sum', {
      measure: 'Amount',
    }),
  ),
  c(
    'aggregates',
    'customer orders per warehouse in 2026',
    agg('SLCos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'count', { groupBy: 'Whse' }),
  ),
  c(
    'aggregates',
    'total invoiced in August',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, AUGUST_2026), 'sum', { measure: 'Amount' }),
  ),

  // ---------------------------------------------------------------- relations
  c(
    'relations',
    'POs from vendors in Michigan',
    rows('SLPos', (r, d) => vendorOf(r, d)?.VadState === 'MI'),
  ),
  c(
    'relations',
    'customer orders for customers in Illinois',
    rows('SLCos', (r, d) => custOf(r, d)?.State === 'IL'),
  ),
  c(
    'relations',
    'open invoices for customers on credit hold',
    rows('SLArtrans', (r, d) => unpaid(r) && onHold(custOf(r, d))),
  ),
  c(
    'relations',
    'PO lines for HYD items',
    rows('SLPoItems', (r, d) => itemOf(r, d)?.ProductCode === 'HYD'),
  ),
  c('relations', 'who supplies IT-10280', whoSupplies('IT-10280')),
  c('relations', 'who bought IT-10118', whoBought('IT-10118')),
  c(
    'relations',
    'jobs for PKG items',
    rows('SLJobs', (r, d) => itemOf(r, d)?.ProductCode === 'PKG'),
  ),
  c(
    'relations',
    'POs from European vendors',
    anyOf(
      rows('SLPos', (r, d) =>
        ['Germany', 'Italy', 'France'].includes(String(vendorOf(r, d)?.VadCountry)),
      ),
      rows('SLPos', (r, d) => vendorOf(r, d)?.CurrCode === 'EUR'),
    ),
  ),
  c(
    'relations',
    'customer order lines for obsolete items',
    rows('SLCoitems', (r, d) => itemOf(r, d)?.Stat === 'O'),
  ),
  c(
    'relations',
    'invoices for order 100591',
    anyOf(
      rows('SLArtrans', (r) => r.CoNum === CO(100591)),
      rows('SLArtrans', (r) => inv(r) && r.CoNum === CO(100591)),
    ),
  ),
  c(
    'relations',
    'vendors with open POs over 10k',
    anyOf(
      rows('SLVendors', (r, d) =>
        posOfVendor(d, r.VendNum).some((p) => openPo(p) && n(p.PoCost) > 10000),
      ),
      rows('SLPos', (r) => openPo(r) && n(r.PoCost) > 10000),
    ),
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
    "open invoices of PWHITE's customers",
    rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.Slsman === 'PWHITE'),
  ),
  c(
    'relations',
    'manufactured items that have open jobs',
    anyOf(
      rows('SLItems', (r, d) => r.PMTCode === 'M' && jobsOfItem(d, r.Item).some(openJob)),
      rows('SLJobs', (r, d) => openJob(r) && itemOf(r, d)?.PMTCode === 'M'),
    ),
  ),
  c(
    'relations',
    'POs from vendors on NET60 terms',
    anyOf(
      rows('SLPos', (r, d) => vendorOf(r, d)?.TermsCode === 'NET60'),
      rows('SLPos', (r) => r.TermsCode === 'NET60'),
    ),
  ),
  c(
    'relations',
    'open CO lines for Wisconsin customers',
    rows('SLCoitems', (r, d) => openOrder(r) && lineCustomer(r, d)?.State === 'WI'),
  ),
  c(
    'relations',
    'open PO lines for items with a lead time over 45 days',
    rows('SLPoItems', (r, d) => openPo(r) && n(itemOf(r, d)?.LeadTime) > 45),
  ),
  c(
    'relations',
    'items on PO00004800',
    anyOf(
      rows('SLPoItems', (r) => r.PoNum === 'PO00004800'),
      rows('SLItems', (r, d) =>
        d.tables.SLPoItems.some((l) => l.PoNum === 'PO00004800' && l.Item === r.Item),
      ),
    ),
  ),

  // ---------------------------------------------------------------- negation
  c(
    'negation',
    'vendors not in the USA',
    rows('SLVendors', (r) => r.VadCountry !== 'USA'),
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
    'customers with no orders at all',
    rows('SLCustomers', (r, d) => cust(r) && cosOfCustomer(d, r.CustNum).length === 0),
  ),
  c(
    'negation',
    "which suppliers haven't had a PO this year",
    rows(
      'SLVendors',
      (r, d) => !posOfVendor(d, r.VendNum).some((p) => inP(p.OrderDate, YEAR_TO_DATE)),
    ),
  ),
  c(
    'negation',
    'open POs not for the MAIN warehouse',
    rows('SLPos', (r) => openPo(r) && r.Whse !== 'MAIN'),
  ),
  c(
    'negation',
    'manufactured items with no jobs',
    rows('SLItems', (r, d) => r.PMTCode === 'M' && jobsOfItem(d, r.Item).length === 0),
  ),
  c(
    'negation',
    'customer orders without a customer PO number',
    rows('SLCos', (r) => r.CustPo === null || r.CustPo === ''),
  ),
  c(
    'negation',
    'customers without a salesperson',
    rows('SLCustomers', (r) => cust(r) && (r.Slsman === null || r.Slsman === '')),
  ),
  c(
    'negation',
    'active items that have never sold',
    rows('SLItems', (r, d) => r.Stat === 'A' && coLinesOfItem(d, r.Item).length === 0),
  ),
  c(
    'negation',
    "Liberty Valves PO lines that aren't closed",
    anyOf(
      rows('SLPoItems', (r) => r.PoVendNum === LIBERTY_VALVES && r.Stat !== 'C'),
      rows('SLPoItems', (r) => r.PoVendNum === LIBERTY_VALVES && openPo(r)),
    ),
  ),
  c(
    'negation',
    'open invoices that are not past due',
    rows('SLArtrans', (r) => unpaid(r) && n(r.DaysPastDue) === 0),
  ),
  c(
    'negation',
    'items not stocked in SOUTH',
    anyOf(
      rows('SLItems', (r, d) => !whsesOfItem(d, r.Item).some((w) => w.Whse === 'SOUTH')),
      rows(
        'SLItems',
        (r, d) => !whsesOfItem(d, r.Item).some((w) => w.Whse === 'SOUTH' && n(w.QtyOnHand) > 0),
      ),
    ),
  ),
  c(
    'negation',
    'non-USD customer orders this year',
    rows('SLCos', (r) => r.CurrCode !== 'USD' && inP(r.OrderDate, YEAR_TO_DATE)),
  ),
  c(
    'negation',
    'vendors not on NET30 terms',
    rows('SLVendors', (r) => r.TermsCode !== 'NET30'),
  ),
  c(
    'negation',
    "jobs that aren't in history",
    rows('SLJobs', (r) => r.Stat !== 'H'),
  ),
  c(
    'negation',
    'POs in 2026 that are not from USD vendors',
    anyOf(
      rows('SLPos', (r) => r.VenCurrCode !== 'USD' && inP(r.OrderDate, YEAR_TO_DATE)),
      rows('SLPos', (r, d) => vendorOf(r, d)?.CurrCode !== 'USD' && inP(r.OrderDate, YEAR_TO_DATE)),
    ),
  ),

  // ---------------------------------------------------------------- property-compare
  c(
    'property-compare',
    'item/warehouse rows where allocated qty is more than on hand',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) > n(r.QtyOnHand)),
  ),
  c(
    'property-compare',
    'jobs where qty complete is less than qty released',
    rows('SLJobs', (r) => n(r.QtyComplete) < n(r.QtyReleased)),
  ),
  c(
    'property-compare',
    'closed CO lines shipped short',
    rows('SLCoitems', (r) => r.Stat === 'C' && n(r.QtyShipped) < n(r.QtyOrdered)),
  ),
  c(
    'property-compare',
    'PO lines received late from Patriot Freight',
    rows(
      'SLPoItems',
      (r) =>
        r.PoVendNum === PATRIOT_FREIGHT &&
        typeof r.RcvdDate === 'string' &&
        typeof r.DueDate === 'string' &&
        r.RcvdDate > r.DueDate,
    ),
  ),
  c(
    'property-compare',
    'customer order lines shipped early in 2026',
    rows(
      'SLCoitems',
      (r) =>
        typeof r.ShipDate === 'string' &&
        typeof r.DueDate === 'string' &&
        r.ShipDate < r.DueDate &&
        inP(r.ShipDate, YEAR_TO_DATE),
    ),
  ),
  c(
    'property-compare',
    'SOUTH items under reorder point with nothing on order',
    rows(
      'SLItemwhses',
      (r) => r.Whse === 'SOUTH' && n(r.QtyOnHand) < n(r.QtyReorder) && n(r.QtyOrdered) === 0,
    ),
  ),
  c(
    'property-compare',
    'stock in WEST more than double the reorder point',
    rows('SLItemwhses', (r) => r.Whse === 'WEST' && n(r.QtyOnHand) > 2 * n(r.QtyReorder)),
  ),
  c(
    'property-compare',
    'customers whose open orders exceed their credit limit',
    rows('SLCustomers', (r, d) => cust(r) && openOrderValue(d, r.CustNum) > n(r.CreditLimit)),
  ),
  c(
    'property-compare',
    "PO lines where we paid more than the item's unit cost",
    rows('SLPoItems', (r, d) => n(r.ItemCost) > n(itemOf(r, d)?.UnitCost)),
  ),
  c(
    'property-compare',
    'invoices whose due date is more than 45 days after the invoice date',
    rows(
      'SLArtrans',
      (r) =>
        inv(r) &&
        typeof r.InvDate === 'string' &&
        typeof r.DueDate === 'string' &&
        daysFrom(r.InvDate, r.DueDate) > 45,
    ),
  ),
  c(
    'property-compare',
    'open CO lines where shipped qty is above zero but below ordered',
    rows(
      'SLCoitems',
      (r) => openOrder(r) && n(r.QtyShipped) > 0 && n(r.QtyShipped) < n(r.QtyOrdered),
    ),
  ),
  c(
    'property-compare',
    'MAIN warehouse items with on-hand below allocated',
    rows('SLItemwhses', (r) => r.Whse === 'MAIN' && n(r.QtyOnHand) < n(r.QtyAllocCo)),
  ),

  // ---------------------------------------------------------------- fields
  c(
    'fields',
    'phone and email for Patriot Freight Company',
    rows('SLVendors', (r) => r.VendNum === PATRIOT_FREIGHT),
  ),
  c(
    'fields',
    "what's the credit limit for Acme Furniture LLC",
    anyOf(
      rows('SLCustomers', (r) => cust(r) && r.CustNum === ACME_FURNITURE),
      agg('SLCustomers', (r) => cust(r) && r.CustNum === ACME_FURNITURE, 'max', {
        measure: 'CreditLimit',
      }),
    ),
  ),
  c(
    'fields',
    'UM and unit cost of IT-10406',
    rows('SLItems', (r) => r.Item === 'IT-10406'),
  ),
  c(
    'fields',
    "who's the buyer on PO00004785",
    rows('SLPos', (r) => r.PoNum === 'PO00004785'),
  ),
  c(
    'fields',
    'contact names of vendors in Pennsylvania',
    rows('SLVendors', (r) => r.VadState === 'PA'),
  ),
  c(
    'fields',
    'due dates and ship dates for order 101953 lines',
    rows('SLCoitems', (r) => r.CoNum === CO(101953)),
  ),
  c(
    'fields',
    'terms code for customer 5088',
    rows('SLCustomers', (r) => cust(r) && r.CustNum === PRECISION_ENGINEERING),
  ),
  c(
    'fields',
    'qty ordered vs received on PO00004790',
    rows('SLPoItems', (r) => r.PoNum === 'PO00004790'),
  ),
  c(
    'fields',
    'which warehouse is sales order 101956 shipping from',
    anyOf(
      rows('SLCos', (r) => r.CoNum === CO(101956)),
      rows('SLCoitems', (r) => r.CoNum === CO(101956)),
    ),
  ),
  c(
    'fields',
    'zip codes of customers in Oklahoma',
    rows('SLCustomers', (r) => cust(r) && r.State === 'OK'),
  ),
  c(
    'fields',
    'description and product code of obsolete STL items',
    rows('SLItems', (r) => r.Stat === 'O' && r.ProductCode === 'STL'),
  ),
  c(
    'fields',
    'email addresses for Superior Coatings and Granite Metals',
    rows('SLVendors', (r) => r.VendNum === SUPERIOR_COATINGS || r.VendNum === GRANITE_METALS),
  ),

  // ---------------------------------------------------------------- more, mixed
  c(
    'aggregates',
    'how many open POs does each buyer have',
    agg('SLPos', openPo, 'count', { groupBy: 'Buyer' }),
  ),
  c(
    'aggregates',
    'total open order value for Horizon Mining Group',
    agg('SLCos', (r) => openOrder(r) && r.CustNum === HORIZON_MINING, 'sum', { measure: 'Price' }),
  ),
  c(
    'dates',
    'POs cut yesterday',
    rows('SLPos', (r) => r.OrderDate === '2026-11-20'),
  ),
  c(
    'relations',
    "KPATEL's customers' order lines due next month",
    anyOf(
      ...[
        (r: Row, d: EvalData) => lineCustomer(r, d)?.Slsman === 'KPATEL',
        (r: Row, d: EvalData) => d.co(r.CoNum)?.Slsman === 'KPATEL',
      ].flatMap((of) => [
        rows('SLCoitems', (r, d) => of(r, d) && inP(r.DueDate, NEXT_MONTH)),
        rows('SLCoitems', (r, d) => of(r, d) && openOrder(r) && inP(r.DueDate, NEXT_MONTH)),
      ]),
    ),
  ),
  c(
    'statuses',
    'AR over 60 days past due',
    anyOf(
      rows('SLArtrans', (r) => n(r.DaysPastDue) > 60),
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 60),
    ),
  ),
  c(
    'names',
    "Ozark Boat Works' ship-to addresses",
    rows('SLCustomers', (r) => r.CustNum === OZARK_BOAT_WORKS && n(r.CustSeq) > 0),
  ),
  c(
    'negation',
    'vendors with no open POs',
    rows('SLVendors', (r, d) => !posOfVendor(d, r.VendNum).some(openPo)),
  ),
  c(
    'ranking',
    '3 Texas customers with the highest credit limits',
    rows('SLCustomers', (r) => cust(r) && r.State === 'TX', {
      order: { by: 'CreditLimit', dir: 'desc' },
      top: 3,
    }),
  ),
  c(
    'aggregates',
    'average PO value per vendor for our Mexican suppliers',
    grouped(
      'SLPos',
      (r, d) => vendorOf(r, d)?.VadCountry === 'Mexico',
      'avg',
      ['VendNum', 'VendorName'],
      {
        measure: 'PoCost',
      },
    ),
  ),
  c(
    'dates',
    'overdue invoices that came due before September',
    rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0 && String(r.DueDate) < '2026-09-01'),
  ),
  c('fields', 'list open POs showing just PO#, vendor and buyer', rows('SLPos', openPo)),
  c(
    'relations',
    'which suppliers did we buy IT-10352 from this year',
    anyOf(
      rows('SLVendors', (r, d) =>
        poLinesOfItem(d, 'IT-10352').some(
          (l) => l.PoVendNum === r.VendNum && inP(d.po(l.PoNum)?.OrderDate, YEAR_TO_DATE),
        ),
      ),
      rows(
        'SLPoItems',
        (r, d) => r.Item === 'IT-10352' && inP(d.po(r.PoNum)?.OrderDate, YEAR_TO_DATE),
      ),
      rows(
        'SLPos',
        (r, d) =>
          inP(r.OrderDate, YEAR_TO_DATE) &&
          poLinesOfItem(d, 'IT-10352').some((l) => l.PoNum === r.PoNum),
      ),
    ),
  ),
  c(
    'statuses',
    'released jobs in WEST',
    rows('SLJobs', (r) => r.Stat === 'R' && r.Whse === 'WEST'),
  ),
  c(
    'aggregates',
    'how many ship-to addresses do we have',
    agg('SLCustomers', (r) => n(r.CustSeq) > 0, 'count'),
  ),
  c(
    'numbers',
    'invoices more than 90 days past due with a balance over 1,000',
    rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 90 && n(r.Balance) > 1000),
  ),
  c(
    'ranking',
    'top 5 items by qty shipped last quarter',
    agg('SLCoitems', (r) => inP(r.ShipDate, Q3_2026), 'sum', {
      measure: 'QtyShipped',
      groupBy: 'Item',
      top: { n: 5, dir: 'desc' },
    }),
  ),
  c(
    'aggregates',
    'average lead time for purchased items',
    anyOf(
      agg('SLItems', (r) => r.PMTCode === 'P', 'avg', { measure: 'LeadTime' }),
      agg('SLItems', (r, d) => poLinesOfItem(d, r.Item).length > 0, 'avg', { measure: 'LeadTime' }),
    ),
  ),
  c(
    'dates',
    'customer orders placed in the last 60 days for CAD customers',
    anyOf(
      rows('SLCos', (r, d) => inP(r.OrderDate, LAST_60_DAYS) && custOf(r, d)?.CurrCode === 'CAD'),
      rows('SLCos', (r) => inP(r.OrderDate, LAST_60_DAYS) && r.CurrCode === 'CAD'),
    ),
  ),

  // ---------------------------------------------------------------- refusals
  c('refusals', 'delete all history POs older than 2024', REFUSE),
  c('refusals', 'update the credit limit for Acme Furniture LLC to 150k', REFUSE),
  c('refusals', "what's the freight cost on PO00004785", REFUSE),
  c('refusals', 'how many labor hours did second shift log last week', REFUSE),
  c('refusals', "forecast next quarter's sales", REFUSE),
  c('refusals', 'who is the CEO of Patriot Castings Ltd', REFUSE),
  c('refusals', 'show me employee salaries', REFUSE),
  c('refusals', 'approve all planned POs', REFUSE),
  c('refusals', "what's our scrap rate on IT-10253", REFUSE),
  c('refusals', 'email the overdue invoice list to collections', REFUSE),
  c('refusals', 'how much do we owe Summit Steel Co', REFUSE),
  c('refusals', 'POs over 12345678901234567890 dollars', REFUSE),
  c('refusals', 'drop table SLPos', REFUSE),
  c('refusals', 'machine downtime on the press line this month', REFUSE),
  c('refusals', 'predict which customers will stop ordering next year', REFUSE),
  c('refusals', 'sales tax collected in Texas last quarter', REFUSE),
  c('refusals', 'purple monkey dishwasher', REFUSE),
  c('refusals', 'put customer 5046 on credit hold', REFUSE),
];
