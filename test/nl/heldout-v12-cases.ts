/**
 * RETIRED held-out set v12 (issue #17), retired on 2026-11-29 (session 14) — now part of the
 * TUNING pool. Questions written for issue #17 by a helper session started for
 * this purpose alone, which read neither the query engine (src/query/,
 * src/erp/connectors/demo/demo-vocabulary.ts) nor the questions of any other set (eval-cases.ts,
 * the everyday-* sets, heldout-cases.ts, heldout-v2 to v11 beyond v11's header, imports, calendar
 * and helpers), nor docs/questions.md, BENCHMARKS.md, test/nl/novel-questions.ts,
 * test/nl/engine-fixture.ts, test/nl/calibration.ts or any git history (no git log -p, git show
 * or blame), and never ran the engine, the NL evaluation or any probe on these questions (nor set
 * NL_EVAL_HELDOUT). What it read, exactly: its brief (/work/briefs/writer12.md);
 * /work/shared/SPEC.md, /work/shared/nl-examples.md and /work/shared/seed-api.md (whole) - of
 * the other files in /work/shared only the names and line counts were seen (wc -l); of the demo
 * data generator, src/erp/connectors/demo/demo-schema.ts, demo-erp-generator.ts,
 * demo-master-data.ts, prng.ts and zipf-picker.ts (whole) - of the other files in that folder,
 * demo-vocabulary.ts included, only the names and line counts were seen (wc -l); the
 * evaluation's raw-row loader and builders (test/nl/eval-data.ts, case-builders.ts,
 * eval-types.ts, heldout-helpers.ts, heldout-data-check.ts, whole); test/nl/tsconfig.json;
 * lines 1-395 of test/nl/heldout-v11-cases.ts (its header with the meanings, its imports,
 * calendar and helper functions, stopping before `export const HELDOUT_V11_CASES`; a grep for
 * the line numbers of its header's markers returned only lines within that range);
 * test/nl/heldout-v11-cases.data.e2e-spec.ts; and, of test/nl/nl-evaluation.ts, only the lines a
 * grep for "evalDatabase" returned (its signature line, 94, and one call on line 154) and the
 * four lines after the signature. It looked at the generated evaluation data through
 * eval-data.ts alone: throwaway scripts under /tmp, bundled with esbuild (one of which asked
 * evalDatabase() for the data file's path - bundling and running that import loaded modules it
 * did not read, but no question was put to the engine), removed before the commit, to pick
 * values that exist (vendors, customers, items, documents and jobs other than the first ones,
 * picked with an offset and mostly other than those v11's header names) and to check that
 * answers discriminate (no rows reading is the whole table unless cut to a top N, no top N or
 * top-N group is cut inside a tie, no reading is empty). Every expectation is computed from the
 * raw rows with plain predicates, independently of the engine. The questions are written as a
 * buyer, a customer-service clerk, a controller, a plant manager, an inventory planner and an
 * IT person testing the API would type them. heldout-v12-cases.data.e2e-spec.ts checks, without
 * the engine, that every expectation matches at least one row in each accepted reading.
 *
 * Size: 254 questions, 18 of them refusals (category 'refusals') and 9 typing slips (category
 * 'typos': a dropped, transposed or doubled letter in an IDO, field or status word, or a missing
 * space, each expecting what the correctly typed question expects).
 * Difficulty mix: 66 questions (26%) combine two or more conditions (marked with x() below and
 * exported as HELDOUT_V12_COMBINED: a relation and a period, a status and an amount, a
 * named party and a status or an amount or a period, a group-by with a filter, a top-N under a
 * condition, a top-N of a grouped sum with a period); 170 are single-condition or plain lookups;
 * 18 are refusals. Across both kinds the set includes superlatives (largest / smallest / most
 * recent / oldest / highest, 20 ranking questions), counts against quantities ("how many PO
 * lines" against "how many units"), "how much" against "how many", negations (never, no,
 * without, not, aren't), ranges (between, from A to B, at or below), relative periods (last week,
 * yesterday, on Monday, last N days, past 8 weeks, next 2 / 3 weeks, next month, this quarter,
 * since June 1, so far this year, before this year), named months and quarters, grouped
 * breakdowns, and follow-up style short questions ("<vendor> open POs over <amount>").
 * Every IDO of the demo catalog is asked about: SLVendors, SLCustomers, SLItems, SLItemwhses,
 * SLPos, SLPoItems, SLCos, SLCoitems, SLArtrans and SLJobs.
 *
 * History: written against main cde779c. First run on main 7b3cc3a (v11 just retired; the engine
 * is c183b9a's, the fourteenth round's): 230/254 right (90.6%), 212/219 (96.8%) of answers at or
 * above 0.5 right; on the 229 questions no tuning set asks (25 repeat a tuning set word for
 * word), 205/229 (89.5%) and 188/195 (96.4%). Second run after #17's fifteenth round (main
 * b9de586, tuners 15a to 15g): 231/254 (90.9%), 213/218 (97.7%); on the 229 novel questions
 * 206/229 (90.0%) and 189/194 (97.4%). Retired then (session 14) into the tuning pool, its
 * misses read for the first time; held-out v13 measures.
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
 * Added in v11:
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
 * Added in v12:
 * - "the last 10 / 30 / 45 days" run from 11 November / 22 October / 7 October to today; "the
 *   last 8 weeks" from 26 September to today; "the next 2 weeks" / "the next 3 weeks" from today
 *   to 5 / 12 December 2026; "since June 1" is 1 June 2026 to today; "since the quarter began"
 *   is 1 October to today; "Oct 5 and Oct 9" (past-facing) is 5-9 October 2026; "Nov 2 through
 *   Nov 6" is 2-6 November 2026; "in May" and "in August" (past-facing) are May and August 2026;
 *   "Q1 2025" is January to March 2025; "before this year" is a date before 1 January 2026;
 *   "due to end before November" (jobs) is a JschEndDate before 1 November 2026;
 * - "scheduled to end / scheduled finish" of jobs reads JschEndDate, "starting" JschStartDate;
 * - "invoices coming due next month": every invoice due in December 2026, or only the unpaid
 *   ones: both accepted (as for v11's "invoices due between A and B");
 * - "open CO lines due by the end of this month": open lines due on or before 30 November,
 *   counting those already past due, or only those due from today: both accepted (as v11's
 *   "due before the end of the year");
 * - "PO lines where we still haven't received everything": QtyReceived below QtyOrdered, or the
 *   open lines (P or O), with or without that quantity test: all accepted (as v11's "waiting to
 *   be received");
 * - "past-due PO lines": open lines (P or O) with a DueDate before today; "received in full":
 *   QtyReceived at least QtyOrdered; "arrived ahead of their due date": RcvdDate before DueDate;
 *   "shipped after their due date": ShipDate after DueDate;
 * - "what's under its reorder point": QtyOnHand < QtyReorder; "at or below its reorder point":
 *   QtyOnHand <= QtyReorder;
 * - "where is X stocked": X's SLItemwhses rows, or only those with QtyOnHand above 0: both
 *   accepted;
 * - "items we still have on order from V": V's open PO lines (P or O), or the items on them:
 *   both accepted; "what does V sell us": the items on V's PO lines, or those lines;
 * - "accounts" of a sales rep are customers (CustSeq 0) with that Slsman; "customers of R that
 *   have open orders": those customers, or their open orders (through the customer's Slsman or
 *   the order's own): all accepted;
 * - "sales quotes" are customer orders of Type E; "firmed but not released" jobs are Stat F;
 *   "items transferred in from another site" are PMTCode T;
 * - "order value" or "booked ... value" per sales rep groups the customer orders by their own
 *   Slsman and sums (or averages) their stored Price;
 * - "which N items have shipped the most units": the sum of QtyShipped over all customer order
 *   lines per item (keyed by item number or description), top N;
 * - "<item> on sales orders" / "sales order lines for <description>": the customer order lines
 *   for the item whose Description is exactly that text;
 * - "50 cents" is 0.5; "a quarter million" is 250000; "twenty thousand" is 20000;
 * - "the credit limit of C" (one number): the customer's row, or the value as an aggregate over
 *   that one row (max or sum): all accepted;
 * - "invoices on orders that shipped from W": invoices (Type I) whose CoNum is an order of
 *   warehouse W, or every AR row carrying such a CoNum: both accepted;
 * - "customers who have never placed an order": customers (CustSeq 0) with no SLCos row at all;
 * - "active items not stocked in W": Stat A items with no SLItemwhses row in W, or with no row or
 *   QtyOnHand 0 there: both accepted (as v10's "not stocked in W");
 * - "shipping weight" is a measure the catalog lacks: refused.
 * Where a question honestly admits two readings, both are accepted (anyOf).
 */
import { agg, all, anyOf, c, cust, inv, n, openOrder, REFUSE, rows, unpaid } from './case-builders';
import type { Row } from './eval-data';
import {
  arDollars,
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
  lineCustomer,
  linesDue,
  lineVendor,
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
  stockOf,
  whoSupplies,
  whoBought,
  dateBefore as before,
  combinedMarker,
} from './heldout-helpers';
import type { EvalCase } from './eval-types';

/** This set's column in the calibration table. */
export const HELDOUT_V12_NAME = 'retired v12';

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
const YESTERDAY = '2026-11-20';
/** "On Monday": the latest Monday, 16 November. */
const MONDAY = '2026-11-16';
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
/** The last / past N days (or weeks): today - N to today. */
const LAST_10_DAYS: Period = ['2026-11-11', TODAY];
const LAST_30_DAYS: Period = ['2026-10-22', TODAY];
const LAST_45_DAYS: Period = ['2026-10-07', TODAY];
const LAST_8_WEEKS: Period = ['2026-09-26', TODAY];
/** The next N days (or weeks): today to today + N. */
const NEXT_2_WEEKS: Period = [TODAY, '2026-12-05'];
const NEXT_3_WEEKS: Period = [TODAY, '2026-12-12'];
/** This month so far; the rest of it (today to 30 November). */
const THIS_MONTH_SO_FAR: Period = ['2026-11-01', TODAY];
const REST_OF_MONTH: Period = [TODAY, '2026-11-30'];
const END_OF_MONTH = '2026-11-30';
/** Last month (and "in October"): October 2026; "Oct 5 and Oct 9": 5-9 October 2026. */
const LAST_MONTH: Period = ['2026-10-01', '2026-10-31'];
const OCT_5_TO_9: Period = ['2026-10-05', '2026-10-09'];
/** "Nov 2 through Nov 6": 2-6 November 2026. */
const NOV_2_TO_6: Period = ['2026-11-02', '2026-11-06'];
/** Past-facing named months: the latest occurrence. */
const MAY_2026: Period = ['2026-05-01', '2026-05-31'];
const AUGUST_2026: Period = ['2026-08-01', '2026-08-31'];
const SEPTEMBER_2026: Period = ['2026-09-01', '2026-09-30'];
/** Next month (future-facing): December 2026, whole. */
const NEXT_MONTH: Period = ['2026-12-01', '2026-12-31'];
/** "Since June 1": 1 June 2026 to today. */
const SINCE_JUNE_1: Period = ['2026-06-01', TODAY];
/** This quarter so far (Q4 2026), last quarter (Q3), Q2 2026 and Q1 of last year. */
const THIS_QUARTER: Period = ['2026-10-01', TODAY];
const Q3_2026: Period = ['2026-07-01', '2026-09-30'];
const Q2_2026: Period = ['2026-04-01', '2026-06-30'];
const Q1_2025: Period = ['2025-01-01', '2025-03-31'];
const YEAR_TO_DATE: Period = ['2026-01-01', TODAY];
const YEAR_2025: Period = ['2025-01-01', '2025-12-31'];
const YEAR_2024: Period = ['2024-01-01', '2024-12-31'];

const METRO_BEARINGS = V(1005);
const TITAN_MOTORS = V(1007);
const CASCADE_RUBBER = V(1010);
const HARBOR_MACHINING = V(1011);
const STERLING_STEEL = V(1018);
const PIONEER_STEEL = V(1008);
const PIONEER_MOTORS = V(1025);
const RELIABLE_PNEUMATICS = V(1031);
const BUCKEYE_METALS = V(1050);
const LIBERTY_VALVES = V(1059);
const UNITED_MACHINING = V(1129);
const ATLAS_AUTOMOTIVE = CU(5003);
const IRON_RIVER_CONSTRUCTION = CU(5004);
const VANGUARD_FURNITURE = CU(5006);
const MIDWEST_POWER_SYSTEMS = CU(5007);
const PIONEER_DISTRIBUTION = CU(5009);
const CASCADE_AGRICULTURAL = CU(5011);
const DELTA_CONSTRUCTION = CU(5012);
const NATIONAL_WATER_SYSTEMS = CU(5025);

/** Open POs and PO lines: P or O (the same codes as customer orders). */
const openPo = openOrder;

/** Vendors in Germany, Italy or France (the EUR vendors). */
const european = (r: Row | undefined): boolean =>
  r?.VadCountry === 'Germany' || r?.VadCountry === 'Italy' || r?.VadCountry === 'France';

/** Questions that combine two or more conditions (the Difficulty count in the header). */
const { x, combined: COMBINED } = combinedMarker();

export const HELDOUT_V12_CASES: readonly EvalCase[] = [
  // ---- examples: the shapes of shared/nl-examples.md, in other words and with other values ----
  x(
    c(
      'examples',
      'list past-due POs worth more than $25,000',
      dollars(
        'SLPos',
        (a) => a > 25000,
        (r) => n(r.DaysOverdue) > 0,
      ),
    ),
  ),
  c(
    'examples',
    'suppliers located in Pennsylvania',
    rows('SLVendors', (r) => r.VadState === 'PA'),
  ),
  c(
    'examples',
    'which clients are currently on credit hold?',
    rows('SLCustomers', (r) => cust(r) && onHold(r)),
  ),
  c(
    'examples',
    'clients based in Pittsburgh',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Pittsburgh'),
  ),
  c(
    'examples',
    'parts with a unit cost above 500',
    rows('SLItems', (r) => n(r.UnitCost) > 500),
  ),
  x(
    c(
      'examples',
      "what's under its reorder point in the EAST warehouse",
      rows('SLItemwhses', (r) => r.Whse === 'EAST' && n(r.QtyOnHand) < n(r.QtyReorder)),
    ),
  ),
  c('examples', 'number of jobs still open on the shop floor', agg('SLJobs', openJob, 'count')),
  c(
    'examples',
    'how much did we invoice in September',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, SEPTEMBER_2026), 'sum', { measure: 'Amount' }),
  ),
  c(
    'examples',
    'avg PO line amount for IT-10013',
    agg('SLPoItems', (r) => r.Item === 'IT-10013', 'avg', { measure: 'LineAmount' }),
  ),
  x(
    c(
      'examples',
      'top 5 customers ranked by the value of their open orders',
      grouped('SLCos', openOrder, 'sum', ['CustNum', 'CustomerName'], {
        measure: 'Price',
        top: { n: 5, dir: 'desc' },
      }),
    ),
  ),
  c(
    'examples',
    'sales order lines more than 3 weeks late',
    rows('SLCoitems', (r) => n(r.DaysLate) > 21),
  ),
  x(
    c(
      'examples',
      'invoices above 15k billed to customers in Texas',
      rows('SLArtrans', (r, d) => inv(r) && n(r.Amount) > 15000 && custOf(r, d)?.State === 'TX'),
    ),
  ),
  c(
    'examples',
    "PO lines where we still haven't received everything",
    anyOf(
      rows('SLPoItems', (r) => n(r.QtyReceived) < n(r.QtyOrdered)),
      rows('SLPoItems', (r) => openPo(r)),
      rows('SLPoItems', (r) => openPo(r) && n(r.QtyReceived) < n(r.QtyOrdered)),
    ),
  ),
  c(
    'examples',
    'phone numbers for our vendors in Florida',
    rows('SLVendors', (r) => r.VadState === 'FL'),
  ),

  // ---- synonyms ----
  c(
    'synonyms',
    'supplier list for Oklahoma',
    rows('SLVendors', (r) => r.VadState === 'OK'),
  ),
  c(
    'synonyms',
    'clients in Ontario',
    rows('SLCustomers', (r) => cust(r) && r.State === 'ON'),
  ),
  c(
    'synonyms',
    'work orders that have been released',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'synonyms',
    'receivables dated this month',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, THIS_MONTH_SO_FAR)),
  ),
  c(
    'synonyms',
    'sales orders for Atlas Automotive Group',
    rows('SLCos', (r) => r.CustNum === ATLAS_AUTOMOTIVE),
  ),
  x(
    c(
      'synonyms',
      'purchase orders buyer KCHEN raised last week',
      inAnyOf('SLPos', WEEKS_LAST, (r, p) => r.Buyer === 'KCHEN' && inP(r.OrderDate, p)),
    ),
  ),
  c(
    'synonyms',
    'products in the HYD product line',
    rows('SLItems', (r) => r.ProductCode === 'HYD'),
  ),
  x(
    c(
      'synonyms',
      'parts we manufacture ourselves that are slow moving',
      rows('SLItems', (r) => r.PMTCode === 'M' && r.Stat === 'S'),
    ),
  ),
  c(
    'synonyms',
    'customer orders booked in October',
    rows('SLCos', (r) => inP(r.OrderDate, LAST_MONTH)),
  ),
  x(
    c(
      'synonyms',
      'COs going out of the SOUTH warehouse that are still open',
      rows('SLCos', (r) => r.Whse === 'SOUTH' && openOrder(r)),
    ),
  ),
  c(
    'synonyms',
    'accounts handled by sales rep KPATEL',
    rows('SLCustomers', (r) => cust(r) && r.Slsman === 'KPATEL'),
  ),
  c(
    'synonyms',
    'vendor contacts in Texas',
    rows('SLVendors', (r) => r.VadState === 'TX'),
  ),
  c(
    'synonyms',
    'customers up in Canada',
    rows('SLCustomers', (r) => cust(r) && r.Country === 'Canada'),
  ),
  c(
    'synonyms',
    'receivables for Iron River Construction',
    rows('SLArtrans', (r) => inv(r) && r.CustNum === IRON_RIVER_CONSTRUCTION),
  ),
  c(
    'synonyms',
    'work orders in the WEST warehouse',
    rows('SLJobs', (r) => r.Whse === 'WEST'),
  ),
  c(
    'synonyms',
    'stock by warehouse for part IT-10036',
    rows('SLItemwhses', (r) => r.Item === 'IT-10036'),
  ),
  c(
    'synonyms',
    'supplier purchase orders placed in euros',
    rows('SLPos', (r) => r.VenCurrCode === 'EUR'),
  ),

  // ---- numbers ----
  c(
    'numbers',
    'purchase orders costing between 40,000 and 45,000',
    rows('SLPos', (r) => between2(r.PoCost, 40000, 45000)),
  ),
  c(
    'numbers',
    'customer orders worth at least $12.5K',
    dollars('SLCos', (a) => a >= 12500, all),
  ),
  c(
    'numbers',
    'invoices under 250 dollars',
    arDollars('Amount', (a) => a < 250, inv),
  ),
  c(
    'numbers',
    'items that cost less than 50 cents',
    rows('SLItems', (r) => n(r.UnitCost) < 0.5),
  ),
  c(
    'numbers',
    'PO lines with a line amount above twenty thousand',
    rows('SLPoItems', (r) => n(r.LineAmount) > 20000),
  ),
  c(
    'numbers',
    'customers with credit limits of 250k or more',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) >= 250000),
  ),
  c(
    'numbers',
    'jobs releasing more than 150 units',
    rows('SLJobs', (r) => n(r.QtyReleased) > 150),
  ),
  c(
    'numbers',
    'warehouse stock rows holding over 50,000 units',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) > 50000),
  ),
  x(
    c(
      'numbers',
      'unpaid invoices with a balance over 7,500.50',
      rows('SLArtrans', (r) => unpaid(r) && n(r.Balance) > 7500.5),
    ),
  ),
  c(
    'numbers',
    'sales orders priced under 300',
    rows('SLCos', (r) => n(r.Price) < 300),
  ),
  c(
    'numbers',
    'CO lines for quantities of 1,000 or more',
    rows('SLCoitems', (r) => n(r.QtyOrdered) >= 1000),
  ),
  c(
    'numbers',
    'POs between $2,000 and $2,100',
    dollars('SLPos', (a) => a >= 2000 && a <= 2100, all),
  ),
  c(
    'numbers',
    'items with a unit cost from 100 to 200',
    rows('SLItems', (r) => between2(r.UnitCost, 100, 200)),
  ),
  c(
    'numbers',
    'customers whose credit limit is below 15 thousand',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) < 15000),
  ),
  c(
    'numbers',
    'payments larger than 30k',
    rows('SLArtrans', (r) => r.Type === 'P' && n(r.Amount) > 30000),
  ),
  c(
    'numbers',
    'PO lines ordering more than 4,000 pieces',
    rows('SLPoItems', (r) => n(r.QtyOrdered) > 4000),
  ),
  c(
    'numbers',
    'invoices for more than a quarter million',
    rows('SLArtrans', (r) => inv(r) && n(r.Amount) > 250000),
  ),

  // ---- statuses ----
  c(
    'statuses',
    'which POs are still only planned?',
    rows('SLPos', (r) => r.Stat === 'P'),
  ),
  c(
    'statuses',
    'POs that have gone to history',
    rows('SLPos', (r) => r.Stat === 'H'),
  ),
  c(
    'statuses',
    'filled PO lines not yet closed',
    rows('SLPoItems', (r) => r.Stat === 'F'),
  ),
  c(
    'statuses',
    'stopped customer orders',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c(
    'statuses',
    'sales orders in planned status',
    rows('SLCos', (r) => r.Stat === 'P'),
  ),
  c(
    'statuses',
    'jobs that are firmed but not released',
    rows('SLJobs', (r) => r.Stat === 'F'),
  ),
  c(
    'statuses',
    'any stopped jobs?',
    rows('SLJobs', (r) => r.Stat === 'S'),
  ),
  c(
    'statuses',
    'obsolete parts',
    rows('SLItems', (r) => r.Stat === 'O'),
  ),
  c(
    'statuses',
    'which suppliers are inactive',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'statuses',
    'items transferred in from another site',
    rows('SLItems', (r) => r.PMTCode === 'T'),
  ),
  x(
    c(
      'statuses',
      'blanket POs that are still open',
      rows('SLPos', (r) => r.Type === 'B' && openPo(r)),
    ),
  ),
  x(
    c(
      'statuses',
      'invoices from last quarter that are fully paid',
      rows('SLArtrans', (r) => inv(r) && n(r.Balance) === 0 && inP(r.InvDate, Q3_2026)),
    ),
  ),
  c(
    'statuses',
    'list every credit memo',
    rows('SLArtrans', (r) => r.Type === 'C'),
  ),
  c(
    'statuses',
    'debit memos on file',
    rows('SLArtrans', (r) => r.Type === 'D'),
  ),
  c(
    'statuses',
    'finance charges we billed',
    rows('SLArtrans', (r) => r.Type === 'F'),
  ),
  c(
    'statuses',
    'sales order lines in filled status',
    rows('SLCoitems', (r) => r.Stat === 'F'),
  ),
  c(
    'statuses',
    'our sales quotes',
    rows('SLCos', (r) => r.Type === 'E'),
  ),
  c(
    'statuses',
    'jobs in history status',
    rows('SLJobs', (r) => r.Stat === 'H'),
  ),
  c(
    'statuses',
    'which purchase orders have been completed',
    anyOf(
      rows('SLPos', (r) => r.Stat === 'C'),
      rows('SLPos', (r) => r.Stat === 'C' || r.Stat === 'H'),
    ),
  ),
  x(
    c(
      'statuses',
      'open sales order lines at the WEST warehouse',
      rows('SLCoitems', (r) => openOrder(r) && r.Whse === 'WEST'),
    ),
  ),

  // ---- names ----
  x(
    c(
      'names',
      'open POs with Cascade Rubber',
      rows('SLPos', (r) => r.VendNum === CASCADE_RUBBER && openPo(r)),
    ),
  ),
  x(
    c(
      'names',
      'everything we ordered from Harbor Machining this year',
      anyOf(
        rows('SLPos', (r) => r.VendNum === HARBOR_MACHINING && inP(r.OrderDate, YEAR_TO_DATE)),
        rows(
          'SLPoItems',
          (r, d) => r.PoVendNum === HARBOR_MACHINING && inP(d.po(r.PoNum)?.OrderDate, YEAR_TO_DATE),
        ),
      ),
    ),
  ),
  c(
    'names',
    'POs for vendor 1031',
    rows('SLPos', (r) => r.VendNum === RELIABLE_PNEUMATICS),
  ),
  c(
    'names',
    'show customer 5025',
    rows('SLCustomers', (r) => cust(r) && r.CustNum === NATIONAL_WATER_SYSTEMS),
  ),
  c(
    'names',
    'orders placed by Midwest Power Systems',
    rows('SLCos', (r) => r.CustNum === MIDWEST_POWER_SYSTEMS),
  ),
  c(
    'names',
    'details for part IT-10046',
    rows('SLItems', (r) => r.Item === 'IT-10046'),
  ),
  c(
    'names',
    'where is IT-10023 stocked',
    anyOf(
      rows('SLItemwhses', (r) => r.Item === 'IT-10023'),
      rows('SLItemwhses', (r) => r.Item === 'IT-10023' && n(r.QtyOnHand) > 0),
    ),
  ),
  c('names', 'jobs building IT-10140', jobsMaking('IT-10140')),
  c(
    'names',
    'lines on PO00004596',
    rows('SLPoItems', (r) => r.PoNum === 'PO00004596'),
  ),
  c(
    'names',
    'pull up sales order 101979',
    anyOf(
      rows('SLCos', (r) => r.CoNum === CO(101979)),
      rows('SLCoitems', (r) => r.CoNum === CO(101979)),
    ),
  ),
  c(
    'names',
    'invoices for Vanguard Furniture',
    rows('SLArtrans', (r) => inv(r) && r.CustNum === VANGUARD_FURNITURE),
  ),
  c(
    'names',
    'what does Titan Motors Corp sell us',
    anyOf(
      rows('SLItems', (r, d) => poLinesOfItem(d, r.Item).some((l) => l.PoVendNum === TITAN_MOTORS)),
      rows('SLPoItems', (r) => r.PoVendNum === TITAN_MOTORS),
    ),
  ),
  c(
    'names',
    'Reliable Pneumatics contact and phone',
    rows('SLVendors', (r) => r.VendNum === RELIABLE_PNEUMATICS),
  ),
  x(
    c(
      'names',
      "Sterling Steel Inc's POs over 10k",
      rows('SLPos', (r) => r.VendNum === STERLING_STEEL && n(r.PoCost) > 10000),
    ),
  ),
  c(
    'names',
    'job 90300',
    rows('SLJobs', (r) => r.Job === JOB(90300)),
  ),
  x(
    c(
      'names',
      "buyer DMILLER's open POs",
      rows('SLPos', (r) => r.Buyer === 'DMILLER' && openPo(r)),
    ),
  ),
  c(
    'names',
    'sales order lines for Pillow Block 25mm',
    rows('SLCoitems', (r) => r.Item === 'IT-10013'),
  ),
  c(
    'names',
    'customer orders booked by rep EMOORE',
    anyOf(
      rows('SLCos', (r) => r.Slsman === 'EMOORE'),
      rows('SLCos', (r, d) => custOf(r, d)?.Slsman === 'EMOORE'),
    ),
  ),
  x(
    c(
      'names',
      'Metro Bearings POs delivered to the SOUTH warehouse',
      rows('SLPos', (r) => r.VendNum === METRO_BEARINGS && r.Whse === 'SOUTH'),
    ),
  ),
  x(
    c(
      'names',
      'Liberty Valves open POs over 5000',
      rows('SLPos', (r) => r.VendNum === LIBERTY_VALVES && openPo(r) && n(r.PoCost) > 5000),
    ),
  ),
  x(
    c(
      'names',
      'late CO lines for Midwest Power Systems',
      rows(
        'SLCoitems',
        (r, d) => n(r.DaysLate) > 0 && lineCustomer(r, d)?.CustNum === MIDWEST_POWER_SYSTEMS,
      ),
    ),
  ),
  x(
    c(
      'names',
      'United Machining POs still open',
      rows('SLPos', (r) => r.VendNum === UNITED_MACHINING && openPo(r)),
    ),
  ),

  // ---- dates ----
  c(
    'dates',
    'POs issued in the last 30 days',
    rows('SLPos', (r) => inP(r.OrderDate, LAST_30_DAYS)),
  ),
  c(
    'dates',
    'sales orders taken yesterday',
    rows('SLCos', (r) => r.OrderDate === YESTERDAY),
  ),
  c(
    'dates',
    'invoices issued last week',
    inAnyOf('SLArtrans', WEEKS_LAST, (r, p) => inv(r) && inP(r.InvDate, p)),
  ),
  c(
    'dates',
    'jobs scheduled to start next week',
    inAnyOf('SLJobs', WEEKS_NEXT, (r, p) => inP(r.JschStartDate, p)),
  ),
  c('dates', 'PO lines due over the next 2 weeks', linesDue('SLPoItems', [NEXT_2_WEEKS], all)),
  c(
    'dates',
    'customer orders placed since June 1',
    rows('SLCos', (r) => inP(r.OrderDate, SINCE_JUNE_1)),
  ),
  c(
    'dates',
    'receipts posted in October',
    rows('SLPoItems', (r) => inP(r.RcvdDate, LAST_MONTH)),
  ),
  c(
    'dates',
    'invoices coming due next month',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && inP(r.DueDate, NEXT_MONTH)),
      rows('SLArtrans', (r) => unpaid(r) && inP(r.DueDate, NEXT_MONTH)),
    ),
  ),
  c(
    'dates',
    'POs ordered in Q1 2025',
    rows('SLPos', (r) => inP(r.OrderDate, Q1_2025)),
  ),
  c(
    'dates',
    'customer orders from 2024',
    rows('SLCos', (r) => inP(r.OrderDate, YEAR_2024)),
  ),
  c(
    'dates',
    'jobs scheduled to end in August',
    rows('SLJobs', (r) => inP(r.JschEndDate, AUGUST_2026)),
  ),
  c(
    'dates',
    'payments received this month',
    rows('SLArtrans', (r) => r.Type === 'P' && inP(r.InvDate, THIS_MONTH_SO_FAR)),
  ),
  c(
    'dates',
    'credit memos issued so far this year',
    rows('SLArtrans', (r) => r.Type === 'C' && inP(r.InvDate, YEAR_TO_DATE)),
  ),
  c(
    'dates',
    'sales order lines shipped in the last 10 days',
    rows('SLCoitems', (r) => inP(r.ShipDate, LAST_10_DAYS)),
  ),
  c(
    'dates',
    'POs placed between Oct 5 and Oct 9',
    rows('SLPos', (r) => inP(r.OrderDate, OCT_5_TO_9)),
  ),
  x(
    c(
      'dates',
      'open POs ordered before this year',
      rows('SLPos', (r) => openPo(r) && before(r.OrderDate, '2026-01-01')),
    ),
  ),
  c(
    'dates',
    'jobs starting in the next 3 weeks',
    rows('SLJobs', (r) => inP(r.JschStartDate, NEXT_3_WEEKS)),
  ),
  c(
    'dates',
    'customer orders dated in May',
    rows('SLCos', (r) => inP(r.OrderDate, MAY_2026)),
  ),
  c(
    'dates',
    'invoices from the second quarter',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, Q2_2026)),
  ),
  c(
    'dates',
    'POs cut on Monday',
    rows('SLPos', (r) => r.OrderDate === MONDAY),
  ),
  c(
    'dates',
    'how many sales orders came in last month',
    agg('SLCos', (r) => inP(r.OrderDate, LAST_MONTH), 'count'),
  ),
  x(
    c(
      'dates',
      'open CO lines due by the end of this month',
      anyOf(
        rows(
          'SLCoitems',
          (r) => openOrder(r) && typeof r.DueDate === 'string' && r.DueDate <= END_OF_MONTH,
        ),
        rows('SLCoitems', (r) => openOrder(r) && inP(r.DueDate, REST_OF_MONTH)),
      ),
    ),
  ),
  c(
    'dates',
    'AR invoices dated Nov 2 through Nov 6',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, NOV_2_TO_6)),
  ),
  c(
    'dates',
    'PO lines received over the past 45 days',
    rows('SLPoItems', (r) => inP(r.RcvdDate, LAST_45_DAYS)),
  ),
  c(
    'dates',
    'customer orders placed since the quarter began',
    rows('SLCos', (r) => inP(r.OrderDate, THIS_QUARTER)),
  ),
  c(
    'dates',
    'jobs whose scheduled finish fell in the last 8 weeks',
    rows('SLJobs', (r) => inP(r.JschEndDate, LAST_8_WEEKS)),
  ),

  // ---- ranking ----
  c(
    'ranking',
    '10 most expensive items',
    rows('SLItems', all, { order: { by: 'UnitCost', dir: 'desc' }, top: 10 }),
  ),
  x(
    c(
      'ranking',
      '5 largest POs placed this year',
      rows('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), {
        order: { by: 'PoCost', dir: 'desc' },
        top: 5,
      }),
    ),
  ),
  x(
    c(
      'ranking',
      'three oldest open purchase orders',
      rows('SLPos', openPo, { order: { by: 'OrderDate', dir: 'asc' }, top: 3 }),
    ),
  ),
  c(
    'ranking',
    'top 8 customers by credit limit',
    rows('SLCustomers', cust, { order: { by: 'CreditLimit', dir: 'desc' }, top: 8 }),
  ),
  c('ranking', 'the biggest single invoice', extreme('SLArtrans', inv, 'Amount', 'desc')),
  x(
    c(
      'ranking',
      'smallest customer order in October',
      extreme('SLCos', (r) => inP(r.OrderDate, LAST_MONTH), 'Price', 'asc'),
    ),
  ),
  c(
    'ranking',
    '5 most overdue purchase orders',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0, {
      order: { by: 'DaysOverdue', dir: 'desc' },
      top: 5,
    }),
  ),
  x(
    c(
      'ranking',
      'largest 4 open invoice balances',
      rows('SLArtrans', unpaid, { order: { by: 'Balance', dir: 'desc' }, top: 4 }),
    ),
  ),
  x(
    c(
      'ranking',
      'top 5 vendors by spend in 2025',
      grouped('SLPos', (r) => inP(r.OrderDate, YEAR_2025), 'sum', ['VendNum', 'VendorName'], {
        measure: 'PoCost',
        top: { n: 5, dir: 'desc' },
      }),
    ),
  ),
  c(
    'ranking',
    'which 3 items have shipped the most units',
    grouped('SLCoitems', all, 'sum', ['Item', 'Description'], {
      measure: 'QtyShipped',
      top: { n: 3, dir: 'desc' },
    }),
  ),
  x(
    c(
      'ranking',
      'which sales rep has booked the most order value this year',
      grouped('SLCos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', ['Slsman'], {
        measure: 'Price',
        top: { n: 1, dir: 'desc' },
      }),
    ),
  ),
  c(
    'ranking',
    '6 biggest jobs by quantity released',
    rows('SLJobs', all, { order: { by: 'QtyReleased', dir: 'desc' }, top: 6 }),
  ),
  x(
    c(
      'ranking',
      'latest 5 payments from Pioneer Distribution',
      rows('SLArtrans', (r) => r.Type === 'P' && r.CustNum === PIONEER_DISTRIBUTION, {
        order: { by: 'InvDate', dir: 'desc' },
        top: 5,
      }),
    ),
  ),
  x(
    c(
      'ranking',
      '10 highest value PO lines for IT-10000',
      rows('SLPoItems', (r) => r.Item === 'IT-10000', {
        order: { by: 'LineAmount', dir: 'desc' },
        top: 10,
      }),
    ),
  ),
  c(
    'ranking',
    'the 5 customers with the most orders',
    grouped('SLCos', all, 'count', ['CustNum', 'CustomerName'], { top: { n: 5, dir: 'desc' } }),
  ),
  x(
    c(
      'ranking',
      'top 3 buyers by number of POs this year',
      grouped('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'count', ['Buyer'], {
        top: { n: 3, dir: 'desc' },
      }),
    ),
  ),
  x(
    c(
      'ranking',
      'cheapest 5 HYD items',
      rows('SLItems', (r) => r.ProductCode === 'HYD', {
        order: { by: 'UnitCost', dir: 'asc' },
        top: 5,
      }),
    ),
  ),
  c(
    'ranking',
    '6 most recent customer orders',
    rows('SLCos', all, { order: { by: 'OrderDate', dir: 'desc' }, top: 6 }),
  ),
  c(
    'ranking',
    'who has the highest credit limit',
    extreme('SLCustomers', cust, 'CreditLimit', 'desc'),
  ),

  // ---- aggregates ----
  c(
    'aggregates',
    'total PO spend this quarter',
    agg('SLPos', (r) => inP(r.OrderDate, THIS_QUARTER), 'sum', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'how many vendors do we have in New York state',
    agg('SLVendors', (r) => r.VadState === 'NY', 'count'),
  ),
  c(
    'aggregates',
    'average credit limit across our customers',
    agg('SLCustomers', cust, 'avg', { measure: 'CreditLimit' }),
  ),
  c('aggregates', 'what do customers owe us altogether', owed(all)),
  c('aggregates', 'number of open sales order lines', agg('SLCoitems', openOrder, 'count')),
  c('aggregates', 'total qty on hand of IT-10013', stockOf('IT-10013')),
  c('aggregates', 'total value of open POs', agg('SLPos', openPo, 'sum', { measure: 'PoCost' })),
  c('aggregates', 'PO count by buyer', grouped('SLPos', all, 'count', ['Buyer'])),
  c(
    'aggregates',
    'number of customers per state',
    grouped('SLCustomers', cust, 'count', ['State']),
  ),
  x(
    c(
      'aggregates',
      'order value by warehouse this year',
      grouped('SLCos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', ['Whse'], {
        measure: 'Price',
      }),
    ),
  ),
  c(
    'aggregates',
    'average invoice amount in 2025',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, YEAR_2025), 'avg', { measure: 'Amount' }),
  ),
  c('aggregates', 'outstanding balance per customer', openArPer(['CustNum', 'DerCustName'])),
  c('aggregates', 'how many jobs in each status', grouped('SLJobs', all, 'count', ['Stat'])),
  c(
    'aggregates',
    'count of items by product code',
    grouped('SLItems', all, 'count', ['ProductCode']),
  ),
  c(
    'aggregates',
    'total units received last month',
    agg('SLPoItems', (r) => inP(r.RcvdDate, LAST_MONTH), 'sum', { measure: 'QtyReceived' }),
  ),
  x(
    c(
      'aggregates',
      'how many pieces of IT-10045 have we shipped this year',
      agg('SLCoitems', (r) => r.Item === 'IT-10045' && inP(r.ShipDate, YEAR_TO_DATE), 'sum', {
        measure: 'QtyShipped',
      }),
    ),
  ),
  c(
    'aggregates',
    'average unit cost of FAST items',
    agg('SLItems', (r) => r.ProductCode === 'FAST', 'avg', { measure: 'UnitCost' }),
  ),
  x(
    c(
      'aggregates',
      'how many POs did SGARCIA place in October',
      agg('SLPos', (r) => r.Buyer === 'SGARCIA' && inP(r.OrderDate, LAST_MONTH), 'count'),
    ),
  ),
  c(
    'aggregates',
    'average days overdue across late POs',
    agg('SLPos', (r) => n(r.DaysOverdue) > 0, 'avg', { measure: 'DaysOverdue' }),
  ),
  c(
    'aggregates',
    'total of credit memos issued last quarter',
    agg('SLArtrans', (r) => r.Type === 'C' && inP(r.InvDate, Q3_2026), 'sum', {
      measure: 'Amount',
    }),
  ),
  c(
    'aggregates',
    'how many ship-to addresses are on file',
    agg('SLCustomers', (r) => n(r.CustSeq) > 0, 'count'),
  ),
  c(
    'aggregates',
    'total quantity released on open jobs',
    agg('SLJobs', openJob, 'sum', { measure: 'QtyReleased' }),
  ),
  c(
    'aggregates',
    'average order value per sales rep',
    grouped('SLCos', all, 'avg', ['Slsman'], { measure: 'Price' }),
  ),
  c(
    'aggregates',
    'total allocated quantity in MAIN',
    agg('SLItemwhses', (r) => r.Whse === 'MAIN', 'sum', { measure: 'QtyAllocCo' }),
  ),
  c(
    'aggregates',
    'count of overdue invoices',
    agg('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0, 'count'),
  ),
  x(
    c(
      'aggregates',
      'spend with each Mexican vendor',
      grouped(
        'SLPos',
        (r, d) => vendorOf(r, d)?.VadCountry === 'Mexico',
        'sum',
        ['VendNum', 'VendorName'],
        { measure: 'PoCost' },
      ),
    ),
  ),
  x(
    c(
      'aggregates',
      'how many PO lines for IT-10005 were received this year',
      agg('SLPoItems', (r) => r.Item === 'IT-10005' && inP(r.RcvdDate, YEAR_TO_DATE), 'count'),
    ),
  ),
  x(
    c(
      'aggregates',
      'how many units of IT-10005 did we receive this year',
      agg('SLPoItems', (r) => r.Item === 'IT-10005' && inP(r.RcvdDate, YEAR_TO_DATE), 'sum', {
        measure: 'QtyReceived',
      }),
    ),
  ),

  // ---- relations ----
  c(
    'relations',
    'purchase orders with suppliers based in Utah',
    rows('SLPos', (r, d) => vendorOf(r, d)?.VadState === 'UT'),
  ),
  c(
    'relations',
    'sales orders from Ontario customers',
    rows('SLCos', (r, d) => custOf(r, d)?.State === 'ON'),
  ),
  c(
    'relations',
    'invoices for customers on credit hold',
    rows('SLArtrans', (r, d) => inv(r) && onHold(custOf(r, d))),
  ),
  c(
    'relations',
    'PO lines for FAST items',
    rows('SLPoItems', (r, d) => itemOf(r, d)?.ProductCode === 'FAST'),
  ),
  c(
    'relations',
    'jobs making slow-moving items',
    rows('SLJobs', (r, d) => itemOf(r, d)?.Stat === 'S'),
  ),
  c(
    'relations',
    'customer order lines for FG items',
    rows('SLCoitems', (r, d) => itemOf(r, d)?.ProductCode === 'FG'),
  ),
  x(
    c(
      'relations',
      'open POs with European suppliers',
      rows('SLPos', (r, d) => openPo(r) && european(vendorOf(r, d))),
    ),
  ),
  x(
    c(
      'relations',
      'HJACKSON customers that have open orders',
      anyOf(
        rows(
          'SLCustomers',
          (r, d) =>
            cust(r) && r.Slsman === 'HJACKSON' && cosOfCustomer(d, r.CustNum).some(openOrder),
        ),
        rows('SLCos', (r, d) => openOrder(r) && custOf(r, d)?.Slsman === 'HJACKSON'),
        rows('SLCos', (r) => openOrder(r) && r.Slsman === 'HJACKSON'),
      ),
    ),
  ),
  x(
    c(
      'relations',
      'unpaid invoices of California customers',
      rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.State === 'CA'),
    ),
  ),
  x(
    c(
      'relations',
      'ELEC parts stocked in WEST',
      rows('SLItemwhses', (r, d) => r.Whse === 'WEST' && itemOf(r, d)?.ProductCode === 'ELEC'),
    ),
  ),
  c(
    'relations',
    'PO lines from COD vendors',
    rows('SLPoItems', (r, d) => lineVendor(r, d)?.TermsCode === 'COD'),
  ),
  c(
    'relations',
    'sales orders from customers with a credit limit under 20k',
    rows('SLCos', (r, d) => n(custOf(r, d)?.CreditLimit) < 20000),
  ),
  x(
    c(
      'relations',
      'vendors we issued POs to this month',
      anyOf(
        rows('SLVendors', (r, d) =>
          posOfVendor(d, r.VendNum).some((p) => inP(p.OrderDate, THIS_MONTH_SO_FAR)),
        ),
        rows('SLPos', (r) => inP(r.OrderDate, THIS_MONTH_SO_FAR)),
      ),
    ),
  ),
  c('relations', 'who has bought IT-10015', whoBought('IT-10015')),
  c('relations', 'who do we buy IT-10036 from', whoSupplies('IT-10036')),
  x(
    c(
      'relations',
      'items we still have on order from Buckeye Metals',
      anyOf(
        rows('SLPoItems', (r) => r.PoVendNum === BUCKEYE_METALS && openPo(r)),
        rows('SLItems', (r, d) =>
          poLinesOfItem(d, r.Item).some((l) => l.PoVendNum === BUCKEYE_METALS && openPo(l)),
        ),
      ),
    ),
  ),
  c(
    'relations',
    'CO lines for Illinois customers',
    rows('SLCoitems', (r, d) => lineCustomer(r, d)?.State === 'IL'),
  ),
  x(
    c(
      'relations',
      'open jobs for PLS items',
      rows('SLJobs', (r, d) => openJob(r) && itemOf(r, d)?.ProductCode === 'PLS'),
    ),
  ),
  c(
    'relations',
    'invoices on orders that shipped from EAST',
    anyOf(
      rows('SLArtrans', (r, d) => inv(r) && d.co(r.CoNum)?.Whse === 'EAST'),
      rows('SLArtrans', (r, d) => d.co(r.CoNum)?.Whse === 'EAST'),
    ),
  ),
  x(
    c(
      'relations',
      'Texas customers with unpaid invoices',
      anyOf(
        rows(
          'SLCustomers',
          (r, d) =>
            cust(r) &&
            r.State === 'TX' &&
            d.tables.SLArtrans.some((t) => t.CustNum === r.CustNum && unpaid(t)),
        ),
        rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.State === 'TX'),
      ),
    ),
  ),
  c(
    'relations',
    'POs containing BRG items',
    anyOf(
      rows('SLPos', (r, d) =>
        d.tables.SLPoItems.some((l) => l.PoNum === r.PoNum && itemOf(l, d)?.ProductCode === 'BRG'),
      ),
      rows('SLPoItems', (r, d) => itemOf(r, d)?.ProductCode === 'BRG'),
    ),
  ),
  c(
    'relations',
    'jobs for items with a unit cost over 1000',
    rows('SLJobs', (r, d) => n(itemOf(r, d)?.UnitCost) > 1000),
  ),
  x(
    c(
      'relations',
      'Pioneer Distribution unpaid invoices over 5k',
      rows(
        'SLArtrans',
        (r) => unpaid(r) && r.CustNum === PIONEER_DISTRIBUTION && n(r.Amount) > 5000,
      ),
    ),
  ),

  // ---- negation ----
  c(
    'negation',
    'vendors located outside the USA',
    rows('SLVendors', (r) => r.VadCountry !== 'USA'),
  ),
  c(
    'negation',
    'items we do not buy',
    anyOf(
      rows('SLItems', (r) => r.PMTCode !== 'P'),
      rows('SLItems', (r, d) => poLinesOfItem(d, r.Item).length === 0),
    ),
  ),
  c(
    'negation',
    'customers with no sales rep assigned',
    rows('SLCustomers', (r) => cust(r) && r.Slsman === null),
  ),
  c(
    'negation',
    'vendors missing an email address',
    rows('SLVendors', (r) => r.ExternalEmailAddr === null),
  ),
  c(
    'negation',
    'customers who have never placed an order',
    rows('SLCustomers', (r, d) => cust(r) && cosOfCustomer(d, r.CustNum).length === 0),
  ),
  c(
    'negation',
    'suppliers without any open POs',
    rows('SLVendors', (r, d) => !posOfVendor(d, r.VendNum).some(openPo)),
  ),
  x(
    c(
      'negation',
      'open POs not going to the MAIN warehouse',
      rows('SLPos', (r) => openPo(r) && r.Whse !== 'MAIN'),
    ),
  ),
  c(
    'negation',
    'customer orders not in USD',
    rows('SLCos', (r) => r.CurrCode !== 'USD'),
  ),
  c(
    'negation',
    'items that have never sold',
    rows('SLItems', (r, d) => coLinesOfItem(d, r.Item).length === 0),
  ),
  c(
    'negation',
    'customers not on NET30 terms',
    rows('SLCustomers', (r) => cust(r) && r.TermsCode !== 'NET30'),
  ),
  x(
    c(
      'negation',
      'past-due PO lines with nothing received',
      rows('SLPoItems', (r) => openPo(r) && before(r.DueDate, TODAY) && n(r.QtyReceived) === 0),
    ),
  ),
  x(
    c(
      'negation',
      'active items not stocked in SOUTH',
      anyOf(
        rows(
          'SLItems',
          (r, d) => r.Stat === 'A' && !whsesOfItem(d, r.Item).some((w) => w.Whse === 'SOUTH'),
        ),
        rows(
          'SLItems',
          (r, d) =>
            r.Stat === 'A' &&
            !whsesOfItem(d, r.Item).some((w) => w.Whse === 'SOUTH' && n(w.QtyOnHand) > 0),
        ),
      ),
    ),
  ),
  c(
    'negation',
    "vendors that aren't in Ohio",
    rows('SLVendors', (r) => r.VadState !== 'OH'),
  ),
  x(
    c(
      'negation',
      'jobs not finished yet that were due to end before November',
      anyOf(
        rows('SLJobs', (r) => r.Stat !== 'C' && before(r.JschEndDate, '2026-11-01')),
        rows(
          'SLJobs',
          (r) => r.Stat !== 'C' && r.Stat !== 'H' && before(r.JschEndDate, '2026-11-01'),
        ),
      ),
    ),
  ),
  c('negation', 'invoices not paid off yet', rows('SLArtrans', unpaid)),

  // ---- property-compare ----
  c(
    'property-compare',
    'warehouse records with more allocated to orders than on hand',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) > n(r.QtyOnHand)),
  ),
  c(
    'property-compare',
    'PO lines received in full',
    rows('SLPoItems', (r) => n(r.QtyReceived) >= n(r.QtyOrdered)),
  ),
  c(
    'property-compare',
    'jobs where the completed quantity equals the released quantity',
    rows('SLJobs', (r) => n(r.QtyComplete) === n(r.QtyReleased)),
  ),
  c(
    'property-compare',
    "PO lines priced above the item's unit cost",
    rows('SLPoItems', (r, d) => n(r.ItemCost) > n(itemOf(r, d)?.UnitCost)),
  ),
  c(
    'property-compare',
    'stock rows where the on-order quantity exceeds on-hand',
    rows('SLItemwhses', (r) => n(r.QtyOrdered) > n(r.QtyOnHand)),
  ),
  c(
    'property-compare',
    'which customers have more open order value than their credit limit',
    rows('SLCustomers', (r, d) => cust(r) && openOrderValue(d, r.CustNum) > n(r.CreditLimit)),
  ),
  c(
    'property-compare',
    'sales order lines that shipped after their due date',
    rows('SLCoitems', (r) => before(r.DueDate, r.ShipDate)),
  ),
  c(
    'property-compare',
    'PO lines that arrived ahead of their due date',
    rows('SLPoItems', (r) => before(r.RcvdDate, r.DueDate)),
  ),
  x(
    c(
      'property-compare',
      'SOUTH warehouse stock at or below its reorder point',
      rows('SLItemwhses', (r) => r.Whse === 'SOUTH' && n(r.QtyOnHand) <= n(r.QtyReorder)),
    ),
  ),

  // ---- fields ----
  c(
    'fields',
    'names and cities of vendors in Illinois',
    rows('SLVendors', (r) => r.VadState === 'IL'),
  ),
  x(
    c(
      'fields',
      'just the item numbers and descriptions of obsolete FAST parts',
      rows('SLItems', (r) => r.Stat === 'O' && r.ProductCode === 'FAST'),
    ),
  ),
  c(
    'fields',
    'credit limit of Cascade Agricultural',
    anyOf(
      rows('SLCustomers', (r) => cust(r) && r.CustNum === CASCADE_AGRICULTURAL),
      agg('SLCustomers', (r) => cust(r) && r.CustNum === CASCADE_AGRICULTURAL, 'max', {
        measure: 'CreditLimit',
      }),
      agg('SLCustomers', (r) => cust(r) && r.CustNum === CASCADE_AGRICULTURAL, 'sum', {
        measure: 'CreditLimit',
      }),
    ),
  ),
  c(
    'fields',
    'email address for Liberty Valves',
    rows('SLVendors', (r) => r.VendNum === LIBERTY_VALVES),
  ),
  x(
    c(
      'fields',
      'PO number, vendor and total for open POs in the WEST warehouse',
      rows('SLPos', (r) => openPo(r) && r.Whse === 'WEST'),
    ),
  ),
  x(
    c(
      'fields',
      'due dates of the open lines on PO00004613',
      rows('SLPoItems', (r) => r.PoNum === 'PO00004613' && openPo(r)),
    ),
  ),
  c(
    'fields',
    'terms and currency for customer Delta Construction',
    rows('SLCustomers', (r) => cust(r) && r.CustNum === DELTA_CONSTRUCTION),
  ),
  c(
    'fields',
    'warehouse names holding IT-10005',
    rows('SLItemwhses', (r) => r.Item === 'IT-10005'),
  ),
  c(
    'fields',
    'order date and status of CO 101932',
    rows('SLCos', (r) => r.CoNum === CO(101932)),
  ),
  c(
    'fields',
    'contact names for our Canadian suppliers',
    rows('SLVendors', (r) => r.VadCountry === 'Canada'),
  ),

  // ---- more combinations: follow-up style and two or more conditions ----
  x(
    c(
      'names',
      'Pioneer Motors POs placed in 2025 over 3000',
      rows(
        'SLPos',
        (r) => r.VendNum === PIONEER_MOTORS && inP(r.OrderDate, YEAR_2025) && n(r.PoCost) > 3000,
      ),
    ),
  ),
  x(
    c(
      'relations',
      'open sales orders over $10k for customers in Florida',
      dollars(
        'SLCos',
        (a) => a > 10000,
        (r, d) => openOrder(r) && custOf(r, d)?.State === 'FL',
      ),
    ),
  ),
  x(
    c(
      'ranking',
      'top 3 HYD items by quantity on hand in MAIN',
      rows('SLItemwhses', (r, d) => r.Whse === 'MAIN' && itemOf(r, d)?.ProductCode === 'HYD', {
        order: { by: 'QtyOnHand', dir: 'desc' },
        top: 3,
      }),
    ),
  ),
  x(
    c(
      'aggregates',
      'how many open POs does each buyer have',
      grouped('SLPos', openPo, 'count', ['Buyer']),
    ),
  ),
  x(
    c(
      'numbers',
      'Pennsylvania customers with a credit limit over 100k',
      rows('SLCustomers', (r) => cust(r) && r.State === 'PA' && n(r.CreditLimit) > 100000),
    ),
  ),
  x(
    c(
      'dates',
      'Pioneer Steel PO lines due next month',
      linesDue('SLPoItems', [NEXT_MONTH], (r) => r.PoVendNum === PIONEER_STEEL),
    ),
  ),
  x(
    c(
      'aggregates',
      'number of open customer orders per warehouse',
      grouped('SLCos', openOrder, 'count', ['Whse']),
    ),
  ),

  // ---- typos: the same expectation as the question typed correctly ----
  c(
    'typos',
    'purchse orders from Pioneer Motors',
    rows('SLPos', (r) => r.VendNum === PIONEER_MOTORS),
  ),
  c(
    'typos',
    'vendros in Arizona',
    rows('SLVendors', (r) => r.VadState === 'AZ'),
  ),
  x(
    c(
      'typos',
      'ovedue POs for buyer ABROWN',
      rows('SLPos', (r) => n(r.DaysOverdue) > 0 && r.Buyer === 'ABROWN'),
    ),
  ),
  x(
    c(
      'typos',
      'itmes below reorder point in warehouse SOUTH',
      rows('SLItemwhses', (r) => r.Whse === 'SOUTH' && n(r.QtyOnHand) < n(r.QtyReorder)),
    ),
  ),
  x(
    c(
      'typos',
      'open jobs in the EAST warehosue',
      rows('SLJobs', (r) => openJob(r) && r.Whse === 'EAST'),
    ),
  ),
  x(
    c(
      'typos',
      'invoces dated last month for Atlas Automotive',
      rows(
        'SLArtrans',
        (r) => inv(r) && r.CustNum === ATLAS_AUTOMOTIVE && inP(r.InvDate, LAST_MONTH),
      ),
    ),
  ),
  c(
    'typos',
    'customersin Wisconsin',
    rows('SLCustomers', (r) => cust(r) && r.State === 'WI'),
  ),
  x(
    c(
      'typos',
      'firmm jobs starting next month',
      rows('SLJobs', (r) => r.Stat === 'F' && inP(r.JschStartDate, NEXT_MONTH)),
    ),
  ),
  c(
    'typos',
    'suppliers on NET60 termss',
    rows('SLVendors', (r) => r.TermsCode === 'NET60'),
  ),

  // ---- refusals ----
  c('refusals', 'delete PO00004321', REFUSE),
  c('refusals', 'change the credit limit for Atlas Automotive to 200k', REFUSE),
  c('refusals', 'cancel every open PO from Cascade Rubber', REFUSE),
  c('refusals', 'email the past due invoice list to accounting', REFUSE),
  c('refusals', 'average shipping weight per customer order', REFUSE),
  c('refusals', 'labor hours booked against job 90300', REFUSE),
  c('refusals', 'scrap rate by work center last month', REFUSE),
  c('refusals', 'which supplier has the best quality rating', REFUSE),
  c('refusals', 'how much do we owe Pioneer Steel', REFUSE),
  c('refusals', 'forecast customer order volume for next quarter', REFUSE),
  c('refusals', 'predict which customers will pay late next month', REFUSE),
  c('refusals', 'purple monkey dishwasher invoice', REFUSE),
  c('refusals', 'POs over $9007199254740993', REFUSE),
  c('refusals', 'who is the CEO of Horizon Abrasives', REFUSE),
  c('refusals', 'how many employees work at the MAIN plant', REFUSE),
  c('refusals', 'approve all planned POs for buyer RPATEL', REFUSE),
  c('refusals', 'sales tax collected in October', REFUSE),
  c('refusals', 'set IT-10046 to obsolete', REFUSE),
];

/** The questions of HELDOUT_V12_CASES that combine two or more conditions. */
export const HELDOUT_V12_COMBINED: ReadonlySet<EvalCase> = COMBINED;
