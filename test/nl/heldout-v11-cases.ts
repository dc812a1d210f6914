/**
 * RETIRED held-out set v11 (issue #17), retired on 2026-11-29 (session 14) — now part of the
 * TUNING pool. Questions written for issue #17 by a helper session started for
 * this purpose alone, which read neither the query engine (src/query/,
 * src/erp/connectors/demo/demo-vocabulary.ts) nor the questions of any other set (eval-cases.ts,
 * the everyday-* sets, heldout-cases.ts, heldout-v2 to v10 beyond v10's header, imports, calendar
 * and helpers), nor docs/questions.md, BENCHMARKS.md or any git history, and never ran the engine
 * or the NL evaluation on these questions. What it read, exactly: its brief
 * (/work/briefs/writer11.md); /work/shared/SPEC.md and /work/shared/nl-examples.md (whole) -
 * /work/shared/seed-api.md was allowed but not opened (only its line count was taken); of the
 * demo data generator, src/erp/connectors/demo/demo-schema.ts (whole) - demo-erp-generator.ts,
 * demo-master-data.ts, prng.ts and zipf-picker.ts were allowed but not opened (only the line
 * counts of the files in that folder were taken); the evaluation's raw-row loader and builders
 * (test/nl/eval-data.ts, case-builders.ts, eval-types.ts, heldout-helpers.ts,
 * heldout-data-check.ts, whole); lines 1-386 of test/nl/heldout-v10-cases.ts (its header with
 * the meanings, its imports, calendar and helper functions, stopping before
 * `export const HELDOUT_V10_CASES`); test/nl/heldout-v10-cases.data.e2e-spec.ts;
 * test/nl/tsconfig.json; and, of test/nl/nl-evaluation.ts, only evalDatabase()'s signature line
 * and the three lines after it (found with grep). It looked at the generated evaluation data
 * through eval-data.ts alone (throwaway scripts outside the repository, bundled with esbuild, one
 * of which asked evalDatabase() for the data file's path), to pick values that exist (vendors,
 * customers, items and documents other than the first ones, picked with an offset) and to check
 * that answers discriminate (no rows reading is the whole table unless cut to a top N, no top N
 * is cut inside a tie). Every expectation is computed from the raw rows with plain predicates,
 * independently of the engine. The questions are written as a buyer, a customer-service clerk, a
 * controller, a plant manager, an inventory planner and an IT person testing the API would type
 * them. heldout-v11-cases.data.e2e-spec.ts checks, without the engine, that every expectation
 * matches at least one row in each accepted reading.
 * The 'typos' block (9 questions: the set's brief asked for 7 to 10 and the first helper wrote
 * none) was added by a second helper session started for that purpose alone, under the same
 * restrictions (no engine, no other set, no docs/questions.md, BENCHMARKS.md or git history, no
 * engine or NL evaluation run). What it read, exactly: its brief
 * (/work/briefs/writer11-typos.md); test/nl/heldout-v11-cases.ts (whole);
 * test/nl/eval-data.ts, case-builders.ts, eval-types.ts, heldout-helpers.ts,
 * heldout-data-check.ts and heldout-v11-cases.data.e2e-spec.ts (whole);
 * src/erp/connectors/demo/demo-schema.ts and /work/shared/nl-examples.md (whole) -
 * /work/shared/SPEC.md was allowed but not opened; and, of test/nl/nl-evaluation.ts, only
 * evalDatabase()'s signature line and the three lines after it (found with grep). It looked at
 * the data through eval-data.ts alone (throwaway scripts bundled with esbuild, run from a scratch
 * folder removed before the commit, asking evalDatabase() for the data file's path) to pick
 * values that exist and discriminate, as above.
 *
 * History: written against main f50335a (engine 229bac2's). First run after #17's fourteenth round
 * (main 63fd43f): 224/244 right (91.8%), 206/214 (96.3%) of answers at or above 0.5 right; on the
 * 218 questions no tuning set asks: 199/218 (91.3%), 181/189 (95.8%).
 * Second run after 14g and 14h (main dc365d4, v10 retired into the tuning pool): 225/244 (92.2%),
 * 207/215 (96.3%); on the 213 questions no tuning set then asks, 195/213 (91.5%), 177/185 (95.7%).
 * Retired then (session 14) into the tuning pool, its misses read for the first time; held-out v12
 * measures.
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
 * Added in v10:
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
 * Added in this set:
 * - "this week" (past-facing) runs from Monday 16 November (ISO) or Sunday 15 November (US) to
 *   today; "the last 14 days" from 7 November and "the last 90 days" from 23 August to today;
 *   "the next 30 days" from today to 21 December 2026; "Sept 1 to Sept 15" (past-facing) is 1-15
 *   September 2026; "Dec 1 to Dec 15" (future-facing) is 1-15 December 2026; "Q2" is April to
 *   June 2026 and "the first half of the year" January to June 2026 (as in v8);
 * - "due before the end of the year" (open PO lines): a due date on or before 31 December 2026,
 *   counting the lines already past due, or only those due from today: both accepted;
 * - "closed short" PO lines are the short-closed ones (Stat C with QtyReceived below
 *   QtyOrdered); "last quarter" of them is read on their RcvdDate;
 * - "COs booked under sales rep R": the order's own Slsman, or orders of R's customers: both
 *   accepted;
 * - "customers with an AR balance": customers (CustSeq 0) with an AR row whose Balance is above
 *   0 (the customers, or those AR rows);
 * - "past due AR by customer": the sum of Balance over the rows with DaysPastDue > 0, per
 *   customer (over invoices, or over every AR row: both accepted);
 * - "receipts" posted in a period are PO lines with a RcvdDate in it (a count of lines);
 *   "pieces received" sums QtyReceived;
 * - "when is PO N due": the PO header (its derived DueDate);
 * - "the most recent N payments" rank the Type P rows by InvDate;
 * - "shipped partially" (customer order lines): QtyShipped above 0 and below QtyOrdered;
 * - "allocated qty more than on hand": SLItemwhses.QtyAllocCo > QtyOnHand;
 * - "Mexican / Italian / Canadian" vendors or customers: VadCountry / Country Mexico, Italy,
 *   Canada;
 * - "vendor bills" are AP (not in the catalog): refused;
 * - "open PO value" / "open sales order value" sum the stored PoCost / Price of open documents.
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
import type { Row } from './eval-data';
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
  whoBought,
} from './heldout-helpers';
import type { EvalCase, Pred } from './eval-types';

/** This set's column in the calibration table. */
export const HELDOUT_V11_NAME = 'retired v11';

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
/** This week so far: Mon 16 - today (ISO), or Sun 15 - today (US). */
const WEEKS_THIS: readonly Period[] = [
  ['2026-11-16', TODAY],
  ['2026-11-15', TODAY],
];
/** Last week: Mon 9 - Sun 15 (ISO), or Sun 8 - Sat 14 (US). */
const WEEKS_LAST: readonly Period[] = [
  ['2026-11-09', '2026-11-15'],
  ['2026-11-08', '2026-11-14'],
];
/** Next week: Mon 23 - Sun 29 (ISO), or Sun 22 - Sat 28 (US). */
const WEEKS_NEXT: readonly Period[] = [
  ['2026-11-23', '2026-11-29'],
  ['2026-11-22', '2026-11-28'],
];
/** The last / past N days: today - N to today. */
const LAST_14_DAYS: Period = ['2026-11-07', TODAY];
const LAST_60_DAYS: Period = ['2026-09-22', TODAY];
const LAST_90_DAYS: Period = ['2026-08-23', TODAY];
/** The next N days: today to today + N. */
const NEXT_30_DAYS: Period = [TODAY, '2026-12-21'];
const THIS_MONTH_SO_FAR: Period = ['2026-11-01', TODAY];
/** Last month (and "in October"): October 2026. */
const LAST_MONTH: Period = ['2026-10-01', '2026-10-31'];
/** "In September" (past-facing): September 2026; "Sept 1 to Sept 15": its first half. */
const SEPTEMBER_2026: Period = ['2026-09-01', '2026-09-30'];
const SEPT_1_TO_15: Period = ['2026-09-01', '2026-09-15'];
/** Next month (and "in December", future-facing): December 2026, whole; "Dec 1 to Dec 15". */
const NEXT_MONTH: Period = ['2026-12-01', '2026-12-31'];
const DEC_1_TO_15: Period = ['2026-12-01', '2026-12-15'];
/** "In January" (future-facing): January 2027. */
const JANUARY_2027: Period = ['2027-01-01', '2027-01-31'];
/** "Since Labor Day": Monday 7 September 2026 to today. */
const SINCE_LABOR_DAY: Period = ['2026-09-07', TODAY];
/** Q1, Q2, last quarter (Q3) of 2026, and the first half of the year. */
const Q1_2026: Period = ['2026-01-01', '2026-03-31'];
const Q2_2026: Period = ['2026-04-01', '2026-06-30'];
const Q3_2026: Period = ['2026-07-01', '2026-09-30'];
const H1_2026: Period = ['2026-01-01', '2026-06-30'];
const YEAR_TO_DATE: Period = ['2026-01-01', TODAY];
const YEAR_2025: Period = ['2025-01-01', '2025-12-31'];
const YEAR_2024: Period = ['2024-01-01', '2024-12-31'];

const EVERGREEN_FASTENERS = V(1022);
const APEX_PNEUMATICS = V(1062);
const ATLAS_STEEL = V(1064);
const GRANITE_STEEL = V(1068);
const SOUTHERN_FLUID = V(1070);
const CONTINENTAL_PLASTICS = V(1073);
const ALLIED_METALS = V(1076);
const EMPIRE_ALUMINUM = V(1077);
const HORIZON_COMPOSITES = V(1078);
const VANGUARD_METALS = V(1081);
const CARDINAL_INDUSTRIAL = V(1085);
const NORTHERN_PACKAGING = V(1089);
const PRAIRIE_RUBBER = V(1090);
const TITAN_METALS = V(1093);
const GRANITE_ELECTRONICS = V(1097);
const TITAN_FREIGHT = V(1098);
const BUCKEYE_COMPOSITES = V(1103);
const LIBERTY_AEROSPACE = CU(5002);
const SUPERIOR_OUTDOOR_PRODUCTS = CU(5018);
const STERLING_AEROSPACE = CU(5112);
const GREAT_LAKES_MACHINE_WORKS = CU(5113);
const PRECISION_ROBOTICS = CU(5115);
const ATLAS_CONSTRUCTION = CU(5121);
const BAY_STATE_TRACTOR = CU(5123);
const FRONTIER_ROBOTICS = CU(5124);
const EAGLE_TRACTOR = CU(5129);
const ATLANTIC_ROBOTICS = CU(5132);
const APEX_AEROSPACE = CU(5140);
const ALLIED_TRACTOR = CU(5138);
const GRANITE_DISTRIBUTION = CU(5142);
const ATLANTIC_TRACTOR = CU(5146);

/** Open POs and PO lines: P or O (the same codes as customer orders). */
const openPo = openOrder;

/** AR rows of a customer. */
const arOf =
  (custNum: string): Pred =>
  (r) =>
    r.CustNum === custNum;

/**
 * The held-out set v11 checked against the data alone, without the engine (heldout-data-check.ts
 * says what is checked). Set HELDOUT_V11_REPORT=1 to print each question with its row counts.
 */
export const HELDOUT_V11_CASES: readonly EvalCase[] = [
  // --- examples: the user's own sample and the worked examples, in other words ---
  c(
    'examples',
    'overdue POs above $25K',
    dollars(
      'SLPos',
      (a) => a > 25000,
      (r) => n(r.DaysOverdue) > 0,
    ),
  ),
  c(
    'examples',
    'open purchase orders for Northern Packaging Inc',
    rows('SLPos', (r) => r.VendNum === NORTHERN_PACKAGING && openPo(r)),
  ),
  c(
    'examples',
    'suppliers located in Pennsylvania',
    rows('SLVendors', (r) => r.VadState === 'PA'),
  ),
  c(
    'examples',
    'clients in Pittsburgh',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Pittsburgh'),
  ),
  c(
    'examples',
    'items below reorder point in the SOUTH warehouse',
    rows('SLItemwhses', (r) => r.Whse === 'SOUTH' && n(r.QtyOnHand) < n(r.QtyReorder)),
  ),
  c(
    'examples',
    'total invoiced in September',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, SEPTEMBER_2026), 'sum', { measure: 'Amount' }),
  ),
  c(
    'examples',
    'sales order lines more than 10 days late',
    rows('SLCoitems', (r) => n(r.DaysLate) > 10),
  ),

  // --- synonyms ---
  c(
    'synonyms',
    'list our vendors in Michigan',
    rows('SLVendors', (r) => r.VadState === 'MI'),
  ),
  c(
    'synonyms',
    'which suppliers are in Canada?',
    rows('SLVendors', (r) => r.VadCountry === 'Canada'),
  ),
  c(
    'synonyms',
    'show me the clients based in Wisconsin',
    rows('SLCustomers', (r) => cust(r) && r.State === 'WI'),
  ),
  c(
    'synonyms',
    'parts in product line HYD',
    rows('SLItems', (r) => r.ProductCode === 'HYD'),
  ),
  c(
    'synonyms',
    'how many work orders are firmed right now',
    agg('SLJobs', (r) => r.Stat === 'F', 'count'),
  ),
  c(
    'synonyms',
    'receivables for Atlas Construction Co',
    rows('SLArtrans', (r) => r.CustNum === ATLAS_CONSTRUCTION && inv(r)),
  ),
  c(
    'synonyms',
    'sales orders in planned status',
    rows('SLCos', (r) => r.Stat === 'P'),
  ),
  c(
    'synonyms',
    'purchase order lines for part IT-10305',
    rows('SLPoItems', (r) => r.Item === 'IT-10305'),
  ),
  c(
    'synonyms',
    'COs booked under sales rep KPATEL this year',
    anyOf(
      rows('SLCos', (r) => r.Slsman === 'KPATEL' && inP(r.OrderDate, YEAR_TO_DATE)),
      rows('SLCos', (r, d) => custOf(r, d)?.Slsman === 'KPATEL' && inP(r.OrderDate, YEAR_TO_DATE)),
    ),
  ),
  c(
    'synonyms',
    'products that are made in house',
    rows('SLItems', (r) => r.PMTCode === 'M'),
  ),
  c(
    'synonyms',
    'count of customer orders that are stopped',
    agg('SLCos', (r) => r.Stat === 'S', 'count'),
  ),
  c(
    'synonyms',
    'what are the ship-to addresses for Atlantic Robotics LLC',
    rows('SLCustomers', (r) => r.CustNum === ATLANTIC_ROBOTICS && n(r.CustSeq) > 0),
  ),
  c(
    'synonyms',
    'payments posted in October',
    rows('SLArtrans', (r) => r.Type === 'P' && inP(r.InvDate, LAST_MONTH)),
  ),
  c(
    'synonyms',
    'credit memos issued this year',
    rows('SLArtrans', (r) => r.Type === 'C' && inP(r.InvDate, YEAR_TO_DATE)),
  ),
  c(
    'synonyms',
    'debit memos',
    rows('SLArtrans', (r) => r.Type === 'D'),
  ),
  c(
    'synonyms',
    'finance charges billed to customers',
    rows('SLArtrans', (r) => r.Type === 'F'),
  ),
  c(
    'synonyms',
    'blanket purchase orders placed in 2025',
    rows('SLPos', (r) => r.Type === 'B' && inP(r.OrderDate, YEAR_2025)),
  ),
  c(
    'synonyms',
    'standard jobs',
    rows('SLJobs', (r) => r.Type === 'S'),
  ),
  c(
    'synonyms',
    'transferred parts in the FG product code',
    rows('SLItems', (r) => r.PMTCode === 'T' && r.ProductCode === 'FG'),
  ),

  // --- numbers ---
  c(
    'numbers',
    'POs over 40k',
    rows('SLPos', (r) => n(r.PoCost) > 40000),
  ),
  c(
    'numbers',
    'open POs of at least $15,000',
    dollars('SLPos', (a) => a >= 15000, openPo),
  ),
  c(
    'numbers',
    'customer orders between 20k and 25k',
    rows('SLCos', (r) => between2(r.Price, 20000, 25000)),
  ),
  c(
    'numbers',
    'invoices over 50 grand',
    rows('SLArtrans', (r) => inv(r) && n(r.Amount) > 50000),
  ),
  c(
    'numbers',
    'open invoices with a balance above $30,000',
    arDollars('Balance', (a) => a > 30000, unpaid),
  ),
  c(
    'numbers',
    'parts costing under 50 cents',
    rows('SLItems', (r) => n(r.UnitCost) < 0.5),
  ),
  c(
    'numbers',
    'items with a unit cost over $1,500',
    rows('SLItems', (r) => n(r.UnitCost) > 1500),
  ),
  c(
    'numbers',
    'customers with a credit limit of 200k or more',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) >= 200000),
  ),
  c(
    'numbers',
    'PO lines worth more than 25,000',
    rows('SLPoItems', (r) => n(r.LineAmount) > 25000),
  ),
  c(
    'numbers',
    'order lines for more than 10,000 pieces',
    rows('SLCoitems', (r) => n(r.QtyOrdered) > 10000),
  ),
  c(
    'numbers',
    'POs under $500 placed this year',
    dollars(
      'SLPos',
      (a) => a < 500,
      (r) => inP(r.OrderDate, YEAR_TO_DATE),
    ),
  ),
  c(
    'numbers',
    'jobs releasing more than 200 units',
    rows('SLJobs', (r) => n(r.QtyReleased) > 200),
  ),
  c(
    'numbers',
    'warehouse rows with more than 20,000 on hand',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) > 20000),
  ),
  c(
    'numbers',
    'items with a lead time over 50 days',
    rows('SLItems', (r) => n(r.LeadTime) > 50),
  ),
  c(
    'numbers',
    'sales orders over 1.2M',
    rows('SLCos', (r) => n(r.Price) > 1200000),
  ),
  c(
    'numbers',
    'payments bigger than 40K',
    rows('SLArtrans', (r) => r.Type === 'P' && n(r.Amount) > 40000),
  ),
  c(
    'numbers',
    'customer orders under $500 booked in the last 90 days',
    dollars(
      'SLCos',
      (a) => a < 500,
      (r) => inP(r.OrderDate, LAST_90_DAYS),
    ),
  ),
  c(
    'numbers',
    'credit memos over two thousand dollars',
    arDollars(
      'Amount',
      (a) => a > 2000,
      (r) => r.Type === 'C',
    ),
  ),

  // --- statuses ---
  c('statuses', 'how many POs are still open', agg('SLPos', openPo, 'count')),
  c(
    'statuses',
    'planned purchase orders',
    rows('SLPos', (r) => r.Stat === 'P'),
  ),
  c(
    'statuses',
    'filled PO lines for vendor Titan Metals Corp',
    rows('SLPoItems', (r, d) => lineVendor(r, d)?.VendNum === TITAN_METALS && r.Stat === 'F'),
  ),
  c(
    'statuses',
    'released jobs',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'statuses',
    'stopped jobs',
    rows('SLJobs', (r) => r.Stat === 'S'),
  ),
  c(
    'statuses',
    'open customer orders for Precision Robotics Group',
    rows('SLCos', (r) => r.CustNum === PRECISION_ROBOTICS && openOrder(r)),
  ),
  c(
    'statuses',
    'how many items are obsolete',
    agg('SLItems', (r) => r.Stat === 'O', 'count'),
  ),
  c(
    'statuses',
    'slow movers in the FAST product line',
    rows('SLItems', (r) => r.Stat === 'S' && r.ProductCode === 'FAST'),
  ),
  c(
    'statuses',
    'inactive suppliers',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'statuses',
    'paid invoices for Apex Aerospace Inc',
    rows('SLArtrans', (r) => r.CustNum === APEX_AEROSPACE && inv(r) && n(r.Balance) === 0),
  ),
  c(
    'statuses',
    'unpaid invoices for Allied Tractor Corp',
    rows('SLArtrans', (r) => r.CustNum === ALLIED_TRACTOR && unpaid(r)),
  ),
  c(
    'statuses',
    'overdue POs for buyer MLOPEZ',
    rows('SLPos', (r) => r.Buyer === 'MLOPEZ' && n(r.DaysOverdue) > 0),
  ),
  c(
    'statuses',
    'late customer orders',
    rows('SLCos', (r) => n(r.DaysLate) > 0),
  ),
  c(
    'statuses',
    'past due invoices more than 60 days',
    rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 60),
  ),
  c(
    'statuses',
    'customers on credit hold in California',
    rows('SLCustomers', (r) => cust(r) && onHold(r) && r.State === 'CA'),
  ),
  c(
    'statuses',
    'planned customer order lines',
    rows('SLCoitems', (r) => r.Stat === 'P'),
  ),
  c(
    'statuses',
    'POs in history status from 2024',
    rows('SLPos', (r) => r.Stat === 'H' && inP(r.OrderDate, YEAR_2024)),
  ),
  c(
    'statuses',
    'completed jobs for IT-10323',
    anyOf(
      rows('SLJobs', (r) => r.Item === 'IT-10323' && r.Stat === 'C'),
      rows('SLJobs', (r) => r.Item === 'IT-10323' && (r.Stat === 'C' || r.Stat === 'H')),
    ),
  ),

  // --- names ---
  c(
    'names',
    'show me Prairie Rubber Inc',
    rows('SLVendors', (r) => r.VendNum === PRAIRIE_RUBBER),
  ),
  c(
    'names',
    'all POs to Continental Plastics Corp',
    rows('SLPos', (r) => r.VendNum === CONTINENTAL_PLASTICS),
  ),
  c(
    'names',
    'vendor 1097',
    rows('SLVendors', (r) => r.VendNum === GRANITE_ELECTRONICS),
  ),
  c(
    'names',
    'customer 5146 details',
    anyOf(
      rows('SLCustomers', (r) => r.CustNum === ATLANTIC_TRACTOR && cust(r)),
      rows('SLCustomers', (r) => r.CustNum === ATLANTIC_TRACTOR),
    ),
  ),
  c(
    'names',
    'pull up PO00004700',
    anyOf(
      rows('SLPos', (r) => r.PoNum === 'PO00004700'),
      rows('SLPoItems', (r) => r.PoNum === 'PO00004700'),
    ),
  ),
  c(
    'names',
    'lines on sales order 101932',
    rows('SLCoitems', (r) => r.CoNum === CO(101932)),
  ),
  c(
    'names',
    'invoice INV000001344',
    rows('SLArtrans', (r) => r.InvNum === 'INV000001344'),
  ),
  c(
    'names',
    'job 90351',
    rows('SLJobs', (r) => r.Job === JOB(90351)),
  ),
  c(
    'names',
    'what is item IT-10326',
    rows('SLItems', (r) => r.Item === 'IT-10326'),
  ),
  c(
    'names',
    'stock of IT-10341 by warehouse',
    rows('SLItemwhses', (r) => r.Item === 'IT-10341'),
  ),
  c(
    'names',
    'Frontier Robotics Industries orders',
    rows('SLCos', (r) => r.CustNum === FRONTIER_ROBOTICS),
  ),
  c(
    'names',
    'anything from Empire Aluminum Co still open?',
    rows('SLPos', (r) => r.VendNum === EMPIRE_ALUMINUM && openPo(r)),
  ),
  c(
    'names',
    'phone number for Vanguard Metals Inc',
    rows('SLVendors', (r) => r.VendNum === VANGUARD_METALS),
  ),
  c(
    'names',
    'how many POs has Southern Fluid Power Company had',
    agg('SLPos', (r) => r.VendNum === SOUTHERN_FLUID, 'count'),
  ),
  c('names', 'AR history for Bay State Tractor LLC', rows('SLArtrans', arOf(BAY_STATE_TRACTOR))),
  c(
    'names',
    'credit limit of Granite Distribution Inc',
    anyOf(
      rows('SLCustomers', (r) => r.CustNum === GRANITE_DISTRIBUTION && cust(r)),
      agg('SLCustomers', (r) => r.CustNum === GRANITE_DISTRIBUTION && cust(r), 'sum', {
        measure: 'CreditLimit',
      }),
    ),
  ),
  c(
    'names',
    'vendors in Cincinnati',
    rows('SLVendors', (r) => r.VadCity === 'Cincinnati'),
  ),
  c(
    'names',
    'customers in San Diego',
    rows('SLCustomers', (r) => cust(r) && r.City === 'San Diego'),
  ),
  c(
    'names',
    'POs buyer TNGUYEN placed last month',
    rows('SLPos', (r) => r.Buyer === 'TNGUYEN' && inP(r.OrderDate, LAST_MONTH)),
  ),
  c(
    'names',
    'customer orders shipping out of WEST',
    rows('SLCos', (r) => r.Whse === 'WEST'),
  ),

  // --- dates ---
  c(
    'dates',
    'POs placed yesterday',
    rows('SLPos', (r) => r.OrderDate === '2026-11-20'),
  ),
  c(
    'dates',
    'customer orders booked in the last 14 days',
    rows('SLCos', (r) => inP(r.OrderDate, LAST_14_DAYS)),
  ),
  c(
    'dates',
    'invoices dated this week',
    inAnyOf('SLArtrans', WEEKS_THIS, (r, p) => inv(r) && inP(r.InvDate, p)),
  ),
  c('dates', 'PO lines due next week', linesDue('SLPoItems', WEEKS_NEXT, all)),
  c('dates', 'sales order lines due in December', linesDue('SLCoitems', [NEXT_MONTH], all)),
  c(
    'dates',
    'jobs scheduled to finish in January',
    rows('SLJobs', (r) => inP(r.JschEndDate, JANUARY_2027)),
  ),
  c(
    'dates',
    'jobs starting in the next 30 days',
    rows('SLJobs', (r) => inP(r.JschStartDate, NEXT_30_DAYS)),
  ),
  c(
    'dates',
    'what did we receive last week',
    inAnyOf('SLPoItems', WEEKS_LAST, (r, p) => inP(r.RcvdDate, p)),
  ),
  c(
    'dates',
    'order lines shipped since Labor Day',
    rows('SLCoitems', (r) => inP(r.ShipDate, SINCE_LABOR_DAY)),
  ),
  c(
    'dates',
    'POs cut in Q2',
    rows('SLPos', (r) => inP(r.OrderDate, Q2_2026)),
  ),
  c(
    'dates',
    'how many customer orders did we take in 2025',
    agg('SLCos', (r) => inP(r.OrderDate, YEAR_2025), 'count'),
  ),
  c(
    'dates',
    'invoices due between Dec 1 and Dec 15',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && inP(r.DueDate, DEC_1_TO_15)),
      rows('SLArtrans', (r) => unpaid(r) && inP(r.DueDate, DEC_1_TO_15)),
    ),
  ),
  c(
    'dates',
    'payments received this month',
    rows('SLArtrans', (r) => r.Type === 'P' && inP(r.InvDate, THIS_MONTH_SO_FAR)),
  ),
  c(
    'dates',
    'POs ordered between Sept 1 and Sept 15',
    rows('SLPos', (r) => inP(r.OrderDate, SEPT_1_TO_15)),
  ),
  c(
    'dates',
    'customer orders from the first half of the year',
    rows('SLCos', (r) => inP(r.OrderDate, H1_2026)),
  ),
  c(
    'dates',
    'open PO lines due before the end of the year',
    anyOf(
      rows('SLPoItems', (r) => openPo(r) && s(r.DueDate) <= '2026-12-31'),
      rows('SLPoItems', (r) => openPo(r) && inP(r.DueDate, [TODAY, '2026-12-31'])),
    ),
  ),
  c(
    'dates',
    'jobs that started last quarter',
    rows('SLJobs', (r) => inP(r.JschStartDate, Q3_2026)),
  ),
  c(
    'dates',
    'credit memos from the last 60 days',
    rows('SLArtrans', (r) => r.Type === 'C' && inP(r.InvDate, LAST_60_DAYS)),
  ),
  c(
    'dates',
    'POs from Titan Freight Corp this year',
    rows('SLPos', (r) => r.VendNum === TITAN_FREIGHT && inP(r.OrderDate, YEAR_TO_DATE)),
  ),
  c(
    'dates',
    'sales orders placed on Monday',
    rows('SLCos', (r) => r.OrderDate === '2026-11-16'),
  ),
  c(
    'dates',
    'invoices issued in Q1',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, Q1_2026)),
  ),
  c(
    'dates',
    'PO lines received early this month',
    rows('SLPoItems', (r) => inP(r.RcvdDate, THIS_MONTH_SO_FAR) && s(r.RcvdDate) < s(r.DueDate)),
  ),

  // --- ranking ---
  c(
    'ranking',
    'top 5 open POs by amount',
    rows('SLPos', openPo, { order: { by: 'PoCost', dir: 'desc' }, top: 5 }),
  ),
  c(
    'ranking',
    '10 biggest invoices this year',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, YEAR_TO_DATE), {
      order: { by: 'Amount', dir: 'desc' },
      top: 10,
    }),
  ),
  c(
    'ranking',
    'three most expensive parts',
    rows('SLItems', all, { order: { by: 'UnitCost', dir: 'desc' }, top: 3 }),
  ),
  c(
    'ranking',
    'cheapest 5 items in ELEC',
    rows('SLItems', (r) => r.ProductCode === 'ELEC', {
      order: { by: 'UnitCost', dir: 'asc' },
      top: 5,
    }),
  ),
  c(
    'ranking',
    'oldest open customer orders, top 5',
    rows('SLCos', openOrder, { order: { by: 'OrderDate', dir: 'asc' }, top: 5 }),
  ),
  c(
    'ranking',
    'most overdue POs - give me 8',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0, {
      order: { by: 'DaysOverdue', dir: 'desc' },
      top: 8,
    }),
  ),
  c(
    'ranking',
    'top 5 vendors by spend this year',
    grouped('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', ['VendNum', 'VendorName'], {
      measure: 'PoCost',
      top: { n: 5, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'which 3 sales reps booked the most order value in 2025',
    grouped('SLCos', (r) => inP(r.OrderDate, YEAR_2025), 'sum', ['Slsman'], {
      measure: 'Price',
      top: { n: 3, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'top 10 customers by open AR',
    owed(all, { groupBys: ['CustNum', 'DerCustName'], top: 10 }),
  ),
  c(
    'ranking',
    'largest customer credit limits, top 6',
    rows('SLCustomers', cust, { order: { by: 'CreditLimit', dir: 'desc' }, top: 6 }),
  ),
  c(
    'ranking',
    '5 sales order lines running the latest',
    rows('SLCoitems', (r) => n(r.DaysLate) > 0, { order: { by: 'DaysLate', dir: 'desc' }, top: 5 }),
  ),
  c(
    'ranking',
    'top 4 buyers by number of POs this year',
    grouped('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'count', ['Buyer'], {
      top: { n: 4, dir: 'desc' },
    }),
  ),
  c(
    'ranking',
    'biggest PO lines for IT-10305',
    // Corrected after retirement (session 14): a plural superlative without N was written as a
    // top 3, which no meaning here states; the demo set reads such questions ("customers with
    // the highest credit limit") as the records in that order, so both are accepted.
    anyOf(
      rows('SLPoItems', (r) => r.Item === 'IT-10305', {
        order: { by: 'LineAmount', dir: 'desc' },
        top: 3,
      }),
      rows('SLPoItems', (r) => r.Item === 'IT-10305', { order: { by: 'LineAmount', dir: 'desc' } }),
    ),
  ),
  c(
    'ranking',
    'which warehouse holds the most units of IT-10347',
    rows('SLItemwhses', (r) => r.Item === 'IT-10347', {
      order: { by: 'QtyOnHand', dir: 'desc' },
      top: 1,
    }),
  ),
  c(
    'ranking',
    'largest PO we ever placed with Atlas Steel Ltd',
    extreme('SLPos', (r) => r.VendNum === ATLAS_STEEL, 'PoCost', 'desc'),
  ),
  c('ranking', 'smallest open sales order', extreme('SLCos', openOrder, 'Price', 'asc')),
  c(
    'ranking',
    'top 3 product codes by number of items',
    grouped('SLItems', all, 'count', ['ProductCode'], { top: { n: 3, dir: 'desc' } }),
  ),
  c(
    'ranking',
    'longest lead time in each product line',
    grouped('SLItems', all, 'max', ['ProductCode'], { measure: 'LeadTime' }),
  ),
  c(
    'ranking',
    'most recent 5 payments from Atlas Construction Co',
    rows('SLArtrans', (r) => r.CustNum === ATLAS_CONSTRUCTION && r.Type === 'P', {
      order: { by: 'InvDate', dir: 'desc' },
      top: 5,
    }),
  ),

  // --- aggregates ---
  c(
    'aggregates',
    'total PO spend with Cardinal Industrial Supply Co',
    agg('SLPos', (r) => r.VendNum === CARDINAL_INDUSTRIAL, 'sum', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'how many POs did we place last month',
    agg('SLPos', (r) => inP(r.OrderDate, LAST_MONTH), 'count'),
  ),
  c(
    'aggregates',
    'average PO value this year',
    agg('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'avg', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'open PO value by buyer',
    grouped('SLPos', openPo, 'sum', ['Buyer'], { measure: 'PoCost' }),
  ),
  c('aggregates', 'count of open POs per warehouse', grouped('SLPos', openPo, 'count', ['Whse'])),
  c(
    'aggregates',
    'sum of open sales order value by sales rep',
    grouped('SLCos', openOrder, 'sum', ['Slsman'], { measure: 'Price' }),
  ),
  c('aggregates', 'how much do customers owe us in total', owed(all)),
  c(
    'aggregates',
    'what does Great Lakes Machine Works Industries owe',
    owed(arOf(GREAT_LAKES_MACHINE_WORKS)),
  ),
  c('aggregates', 'total on hand for IT-10305', stockOf('IT-10305')),
  c(
    'aggregates',
    'how many units of IT-10335 do we have in MAIN',
    agg('SLItemwhses', (r) => r.Item === 'IT-10335' && r.Whse === 'MAIN', 'sum', {
      measure: 'QtyOnHand',
    }),
  ),
  c(
    'aggregates',
    'number of items per product line',
    grouped('SLItems', all, 'count', ['ProductCode']),
  ),
  c(
    'aggregates',
    'average unit cost of HYD parts',
    agg('SLItems', (r) => r.ProductCode === 'HYD', 'avg', { measure: 'UnitCost' }),
  ),
  c(
    'aggregates',
    'total qty shipped on order lines last month',
    agg('SLCoitems', (r) => inP(r.ShipDate, LAST_MONTH), 'sum', { measure: 'QtyShipped' }),
  ),
  c(
    'aggregates',
    'how many pieces did we receive in October',
    agg('SLPoItems', (r) => inP(r.RcvdDate, LAST_MONTH), 'sum', { measure: 'QtyReceived' }),
  ),
  c(
    'aggregates',
    'how many receipts did we post in October',
    agg('SLPoItems', (r) => inP(r.RcvdDate, LAST_MONTH), 'count'),
  ),
  c(
    'aggregates',
    'how much did we invoice in Q3',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, Q3_2026), 'sum', { measure: 'Amount' }),
  ),
  c(
    'aggregates',
    'payments collected this year in total',
    agg('SLArtrans', (r) => r.Type === 'P' && inP(r.InvDate, YEAR_TO_DATE), 'sum', {
      measure: 'Amount',
    }),
  ),
  c('aggregates', 'number of customers by state', grouped('SLCustomers', cust, 'count', ['State'])),
  c('aggregates', 'vendor count by country', grouped('SLVendors', all, 'count', ['VadCountry'])),
  c('aggregates', 'how many jobs per status', grouped('SLJobs', all, 'count', ['Stat'])),
  c(
    'aggregates',
    'total units completed on jobs for IT-10323',
    agg('SLJobs', (r) => r.Item === 'IT-10323', 'sum', { measure: 'QtyComplete' }),
  ),
  c(
    'aggregates',
    'average credit limit of our customers in California',
    agg('SLCustomers', (r) => cust(r) && r.State === 'CA', 'avg', { measure: 'CreditLimit' }),
  ),
  c(
    'aggregates',
    'largest open invoice balance',
    anyOf(
      agg('SLArtrans', unpaid, 'max', { measure: 'Balance' }),
      rows('SLArtrans', unpaid, { order: { by: 'Balance', dir: 'desc' }, top: 1 }),
    ),
  ),
  c(
    'aggregates',
    'total open PO value for Apex Pneumatics Inc',
    agg('SLPos', (r) => r.VendNum === APEX_PNEUMATICS && openPo(r), 'sum', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'sales per warehouse in 2025',
    grouped('SLCos', (r) => inP(r.OrderDate, YEAR_2025), 'sum', ['Whse'], { measure: 'Price' }),
  ),
  c(
    'aggregates',
    'past due AR by customer',
    anyOf(
      ...[(r: Row) => inv(r) && n(r.DaysPastDue) > 0, (r: Row) => n(r.DaysPastDue) > 0].flatMap(
        (w) => perGroup('SLArtrans', w, 'sum', ['CustNum', 'DerCustName'], { measure: 'Balance' }),
      ),
    ),
  ),
  c(
    'fields',
    'when is PO00004689 due',
    rows('SLPos', (r) => r.PoNum === 'PO00004689'),
  ),

  // --- relations ---
  c(
    'relations',
    'POs from vendors in Ohio over 20k',
    rows('SLPos', (r, d) => vendorOf(r, d)?.VadState === 'OH' && n(r.PoCost) > 20000),
  ),
  c(
    'relations',
    'open orders for customers in Illinois',
    rows('SLCos', (r, d) => openOrder(r) && custOf(r, d)?.State === 'IL'),
  ),
  c(
    'relations',
    'invoices for customers on NET60 terms that are past due',
    rows(
      'SLArtrans',
      (r, d) => inv(r) && n(r.DaysPastDue) > 0 && custOf(r, d)?.TermsCode === 'NET60',
    ),
  ),
  c('relations', 'who do we buy IT-10307 from', whoSupplies('IT-10307')),
  c('relations', 'which customers bought IT-10311', whoBought('IT-10311')),
  c('relations', 'jobs making IT-10308', jobsMaking('IT-10308')),
  c(
    'relations',
    'PO lines for FAST items that are still open',
    rows('SLPoItems', (r, d) => openPo(r) && itemOf(r, d)?.ProductCode === 'FAST'),
  ),
  c(
    'relations',
    'open sales order lines for slow-moving items',
    rows('SLCoitems', (r, d) => openOrder(r) && itemOf(r, d)?.Stat === 'S'),
  ),
  c(
    'relations',
    'POs from Mexican suppliers',
    rows('SLPos', (r, d) => vendorOf(r, d)?.VadCountry === 'Mexico'),
  ),
  c(
    'relations',
    'orders from customers on credit hold',
    anyOf(
      rows('SLCos', (r, d) => onHold(custOf(r, d))),
      rows('SLCos', (r) => onHold(r)),
    ),
  ),
  c(
    'relations',
    'everything we ordered from Horizon Composites Company',
    anyOf(
      rows('SLPos', (r) => r.VendNum === HORIZON_COMPOSITES),
      rows('SLPoItems', (r, d) => lineVendor(r, d)?.VendNum === HORIZON_COMPOSITES),
    ),
  ),
  c(
    'relations',
    'what has Sterling Aerospace Industries ordered',
    anyOf(
      rows('SLCos', (r) => r.CustNum === STERLING_AEROSPACE),
      rows('SLCoitems', (r, d) => lineCustomer(r, d)?.CustNum === STERLING_AEROSPACE),
    ),
  ),
  c(
    'relations',
    'invoices for order 101311',
    anyOf(
      rows('SLArtrans', (r) => r.CoNum === CO(101311)),
      rows('SLArtrans', (r) => r.CoNum === CO(101311) && inv(r)),
    ),
  ),
  c(
    'relations',
    'order lines of KPATEL customers that are late',
    anyOf(
      rows('SLCoitems', (r, d) => n(r.DaysLate) > 0 && lineCustomer(r, d)?.Slsman === 'KPATEL'),
      rows('SLCoitems', (r, d) => n(r.DaysLate) > 0 && d.co(r.CoNum)?.Slsman === 'KPATEL'),
    ),
  ),
  c(
    'relations',
    'PO lines from Italian vendors received this year',
    rows(
      'SLPoItems',
      (r, d) => lineVendor(r, d)?.VadCountry === 'Italy' && inP(r.RcvdDate, YEAR_TO_DATE),
    ),
  ),
  c(
    'relations',
    'customer orders containing IT-10326',
    anyOf(
      rows('SLCos', (r, d) => coLinesOfCo(d, r.CoNum).some((l) => l.Item === 'IT-10326')),
      rows('SLCoitems', (r) => r.Item === 'IT-10326'),
    ),
  ),
  c(
    'relations',
    'total open PO value for vendors in Texas',
    agg('SLPos', (r, d) => openPo(r) && vendorOf(r, d)?.VadState === 'TX', 'sum', {
      measure: 'PoCost',
    }),
  ),
  c(
    'relations',
    'AR balance for customers in Pennsylvania',
    owed((r, d) => custOf(r, d)?.State === 'PA'),
  ),
  c(
    'relations',
    'stock in EAST for ELEC parts',
    rows('SLItemwhses', (r, d) => r.Whse === 'EAST' && itemOf(r, d)?.ProductCode === 'ELEC'),
  ),
  c(
    'relations',
    'open jobs for FG items',
    rows('SLJobs', (r, d) => openJob(r) && itemOf(r, d)?.ProductCode === 'FG'),
  ),
  c(
    'relations',
    'sales order lines shipped last month to customers in Florida',
    rows('SLCoitems', (r, d) => inP(r.ShipDate, LAST_MONTH) && lineCustomer(r, d)?.State === 'FL'),
  ),
  c(
    'relations',
    'POs from vendors on COD terms placed this year',
    rows('SLPos', (r, d) => vendorOf(r, d)?.TermsCode === 'COD' && inP(r.OrderDate, YEAR_TO_DATE)),
  ),
  c(
    'aggregates',
    'PO spend by warehouse this year',
    grouped('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', ['Whse'], { measure: 'PoCost' }),
  ),
  c(
    'relations',
    'how many open sales orders do customers in Ontario have',
    agg('SLCos', (r, d) => openOrder(r) && custOf(r, d)?.State === 'ON', 'count'),
  ),

  // --- negation ---
  c(
    'negation',
    'vendors with no POs this year',
    rows(
      'SLVendors',
      (r, d) => !posOfVendor(d, r.VendNum).some((p) => inP(p.OrderDate, YEAR_TO_DATE)),
    ),
  ),
  c(
    'negation',
    'customers that have never placed an order',
    rows('SLCustomers', (r, d) => cust(r) && cosOfCustomer(d, r.CustNum).length === 0),
  ),
  c(
    'negation',
    'items never sold',
    rows('SLItems', (r, d) => coLinesOfItem(d, r.Item).length === 0),
  ),
  c(
    'negation',
    'open POs not in MAIN',
    rows('SLPos', (r) => openPo(r) && r.Whse !== 'MAIN'),
  ),
  c(
    'negation',
    'customers outside the US',
    rows('SLCustomers', (r) => cust(r) && r.Country !== 'USA'),
  ),
  c(
    'negation',
    'vendors not on NET30',
    rows('SLVendors', (r) => r.TermsCode !== 'NET30'),
  ),
  c(
    'negation',
    'active items that are not purchased',
    anyOf(
      rows('SLItems', (r) => r.Stat === 'A' && r.PMTCode !== 'P'),
      rows('SLItems', (r, d) => r.Stat === 'A' && poLinesOfItem(d, r.Item).length === 0),
    ),
  ),
  c(
    'negation',
    'open sales orders with nothing shipped yet',
    anyOf(
      rows(
        'SLCos',
        (r, d) => openOrder(r) && coLinesOfCo(d, r.CoNum).every((l) => n(l.QtyShipped) === 0),
      ),
      rows('SLCoitems', (r, d) => {
        const o = d.co(r.CoNum);
        return (
          o !== undefined &&
          openOrder(o) &&
          coLinesOfCo(d, o.CoNum).every((l) => n(l.QtyShipped) === 0)
        );
      }),
    ),
  ),
  c(
    'negation',
    'open PO lines where nothing has been received',
    rows('SLPoItems', (r) => openPo(r) && n(r.QtyReceived) === 0),
  ),
  c(
    'negation',
    'customers with no sales rep assigned',
    rows('SLCustomers', (r) => cust(r) && (r.Slsman === null || r.Slsman === '')),
  ),
  c(
    'negation',
    'manufactured items with no jobs',
    rows('SLItems', (r, d) => r.PMTCode === 'M' && jobsOfItem(d, r.Item).length === 0),
  ),
  c(
    'negation',
    'customers with an AR balance who are not on hold',
    anyOf(
      rows(
        'SLCustomers',
        (r, d) => cust(r) && !onHold(r) && arOfCustomer(d, r.CustNum).some((t) => n(t.Balance) > 0),
      ),
      rows('SLArtrans', (r, d) => n(r.Balance) > 0 && !onHold(custOf(r, d))),
    ),
  ),
  c(
    'negation',
    'items not stocked in WEST',
    anyOf(
      rows('SLItems', (r, d) => !whsesOfItem(d, r.Item).some((w) => w.Whse === 'WEST')),
      rows(
        'SLItems',
        (r, d) => !whsesOfItem(d, r.Item).some((w) => w.Whse === 'WEST' && n(w.QtyOnHand) > 0),
      ),
    ),
  ),
  c(
    'negation',
    'POs for Allied Metals Inc that are not closed',
    anyOf(
      rows('SLPos', (r) => r.VendNum === ALLIED_METALS && r.Stat !== 'C'),
      rows('SLPos', (r) => r.VendNum === ALLIED_METALS && r.Stat !== 'C' && r.Stat !== 'H'),
    ),
  ),
  c(
    'negation',
    'jobs for IT-10467 that are not complete',
    anyOf(
      rows('SLJobs', (r) => r.Item === 'IT-10467' && r.Stat !== 'C'),
      rows('SLJobs', (r) => r.Item === 'IT-10467' && r.Stat !== 'C' && r.Stat !== 'H'),
    ),
  ),
  c(
    'negation',
    "customers in Texas who haven't ordered since July 4th",
    anyOf(
      rows(
        'SLCustomers',
        (r, d) =>
          cust(r) &&
          r.State === 'TX' &&
          !cosOfCustomer(d, r.CustNum).some((o) => s(o.OrderDate) >= '2026-07-04'),
      ),
      rows(
        'SLCustomers',
        (r, d) =>
          cust(r) &&
          r.State === 'TX' &&
          cosOfCustomer(d, r.CustNum).length > 0 &&
          !cosOfCustomer(d, r.CustNum).some((o) => s(o.OrderDate) >= '2026-07-04'),
      ),
    ),
  ),
  c(
    'negation',
    'invoices not yet past due with money still owing',
    rows('SLArtrans', (r) => unpaid(r) && n(r.DaysPastDue) === 0),
  ),

  // --- property-compare ---
  c(
    'property-compare',
    'warehouse rows where on hand is below the reorder point',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) < n(r.QtyReorder)),
  ),
  c(
    'property-compare',
    'PO lines that got closed short last quarter',
    rows(
      'SLPoItems',
      (r) => r.Stat === 'C' && n(r.QtyReceived) < n(r.QtyOrdered) && inP(r.RcvdDate, Q3_2026),
    ),
  ),
  c(
    'property-compare',
    'customer order lines shipped after their due date',
    rows('SLCoitems', (r) => r.ShipDate !== null && s(r.ShipDate) > s(r.DueDate)),
  ),
  c(
    'property-compare',
    'PO lines received late from Granite Steel Company',
    rows(
      'SLPoItems',
      (r, d) =>
        lineVendor(r, d)?.VendNum === GRANITE_STEEL &&
        r.RcvdDate !== null &&
        s(r.RcvdDate) > s(r.DueDate),
    ),
  ),
  c(
    'property-compare',
    'jobs where completed qty is less than released',
    rows('SLJobs', (r) => n(r.QtyComplete) < n(r.QtyReleased)),
  ),
  c(
    'property-compare',
    "Titan Metals Corp PO lines where we paid more than the item's unit cost",
    rows(
      'SLPoItems',
      (r, d) =>
        lineVendor(r, d)?.VendNum === TITAN_METALS && n(r.ItemCost) > n(itemOf(r, d)?.UnitCost),
    ),
  ),
  c(
    'property-compare',
    'customers whose open orders exceed their credit limit',
    rows('SLCustomers', (r, d) => cust(r) && openOrderValue(d, r.CustNum) > n(r.CreditLimit)),
  ),
  c(
    'property-compare',
    'partially paid invoices',
    rows('SLArtrans', (r) => inv(r) && n(r.AmountApplied) > 0 && n(r.Balance) > 0),
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
    'property-compare',
    'item/warehouse rows where allocated qty is more than on hand',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) > n(r.QtyOnHand)),
  ),
  c(
    'property-compare',
    'open jobs whose end date already passed',
    rows('SLJobs', (r) => openJob(r) && s(r.JschEndDate) < TODAY),
  ),
  c(
    'property-compare',
    'sales order lines shipped partially that are still open',
    rows(
      'SLCoitems',
      (r) => openOrder(r) && n(r.QtyShipped) > 0 && n(r.QtyShipped) < n(r.QtyOrdered),
    ),
  ),

  // --- fields ---
  c(
    'fields',
    'names and emails of vendors in Florida',
    rows('SLVendors', (r) => r.VadState === 'FL'),
  ),
  c(
    'fields',
    'contact and phone for Buckeye Composites Corp',
    rows('SLVendors', (r) => r.VendNum === BUCKEYE_COMPOSITES),
  ),
  c(
    'fields',
    'PO number, vendor and amount for open POs of buyer SGARCIA',
    rows('SLPos', (r) => r.Buyer === 'SGARCIA' && openPo(r)),
  ),
  c(
    'fields',
    'just the item numbers and descriptions of PKG parts',
    rows('SLItems', (r) => r.ProductCode === 'PKG'),
  ),
  c(
    'fields',
    'customer PO numbers on open sales orders for Liberty Aerospace Group',
    rows('SLCos', (r) => r.CustNum === LIBERTY_AEROSPACE && openOrder(r)),
  ),
  c(
    'fields',
    'credit limit and terms for customers in Kentucky',
    rows('SLCustomers', (r) => cust(r) && r.State === 'KY'),
  ),
  c(
    'fields',
    'due dates for the open lines on PO00004689',
    rows('SLPoItems', (r) => r.PoNum === 'PO00004689' && openPo(r)),
  ),
  c(
    'fields',
    'ship dates for order 101926',
    rows('SLCoitems', (r) => r.CoNum === CO(101926)),
  ),
  c(
    'fields',
    'unit of measure and lead time for IT-10312',
    rows('SLItems', (r) => r.Item === 'IT-10312'),
  ),
  c(
    'fields',
    'which warehouse is sales order 101934 shipping from',
    anyOf(
      rows('SLCos', (r) => r.CoNum === CO(101934)),
      rows('SLCoitems', (r) => r.CoNum === CO(101934)),
    ),
  ),
  c(
    'fields',
    'start and end dates of the released jobs',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'fields',
    'reorder points for IT-10335',
    rows('SLItemwhses', (r) => r.Item === 'IT-10335'),
  ),
  c(
    'fields',
    'currency and exchange rate on the open EUR POs',
    rows('SLPos', (r) => openPo(r) && r.VenCurrCode === 'EUR'),
  ),
  c(
    'fields',
    'invoice numbers and due dates for Eagle Tractor Co',
    rows('SLArtrans', (r) => r.CustNum === EAGLE_TRACTOR && inv(r)),
  ),

  // --- typos: one or two slips of quick typing per question ---
  c(
    'typos',
    '5 biggest purchse orders from last quater',
    rows('SLPos', (r) => inP(r.OrderDate, Q3_2026), {
      order: { by: 'PoCost', dir: 'desc' },
      top: 5,
    }),
  ),
  c(
    'typos',
    'PO lines recieved from Evergreen Fasteners Co in Ocotber',
    rows(
      'SLPoItems',
      (r, d) => lineVendor(r, d)?.VendNum === EVERGREEN_FASTENERS && inP(r.RcvdDate, LAST_MONTH),
    ),
  ),
  c('typos', 'custmer order lines due nxet week', linesDue('SLCoitems', WEEKS_NEXT, all)),
  c(
    'typos',
    'total amout of invocies for Superior Outdoor Products LLC this year',
    agg(
      'SLArtrans',
      (r) => r.CustNum === SUPERIOR_OUTDOOR_PRODUCTS && inv(r) && inP(r.InvDate, YEAR_TO_DATE),
      'sum',
      { measure: 'Amount' },
    ),
  ),
  c(
    'typos',
    'how many itmes are in the BRG prodcut line',
    agg('SLItems', (r) => r.ProductCode === 'BRG', 'count'),
  ),
  c(
    'typos',
    'total quantiy onhand in the WEST warehouse',
    agg('SLItemwhses', (r) => r.Whse === 'WEST', 'sum', { measure: 'QtyOnHand' }),
  ),
  c(
    'typos',
    'firm jbos for IT-10700',
    rows('SLJobs', (r) => r.Item === 'IT-10700' && r.Stat === 'F'),
  ),
  c(
    'typos',
    'vendrs in Illinios',
    rows('SLVendors', (r) => r.VadState === 'IL'),
  ),
  c(
    'typos',
    'how many custmers do we have in Minnesotta',
    agg('SLCustomers', (r) => cust(r) && r.State === 'MN', 'count'),
  ),

  // --- refusals ---
  c('refusals', 'delete the planned POs for Atlas Steel Ltd', REFUSE),
  c('refusals', 'what was the freight charge on PO00004700', REFUSE),
  c('refusals', 'how many labor hours went into job 90353', REFUSE),
  c('refusals', 'forecast next quarter sales by sales rep', REFUSE),
  c('refusals', 'set the credit limit for Bay State Tractor LLC to 90k', REFUSE),
  c('refusals', 'scrap rate on IT-10323 jobs this year', REFUSE),
  c('refusals', 'who is the CEO of Granite Steel Company', REFUSE),
  c('refusals', 'list the employees working the EAST warehouse', REFUSE),
  c('refusals', 'how much sales tax did we charge Apex Aerospace Inc this year', REFUSE),
  c('refusals', 'what do we owe Vanguard Metals Inc right now', REFUSE),
  c('refusals', 'machine downtime on the CNC line yesterday', REFUSE),
  c('refusals', 'email the past due invoice list to the controller', REFUSE),
  c('refusals', 'POs over $9,007,199,254,740,993', REFUSE),
  c('refusals', 'blorf the zimmer quantities sideways', REFUSE),
  c('refusals', 'tracking number and carrier for sales order 101932', REFUSE),
  c('refusals', 'approve PO00004689', REFUSE),
  c('refusals', 'which customers will pay late next month', REFUSE),
  c('refusals', 'vendor bills due this week', REFUSE),
];
