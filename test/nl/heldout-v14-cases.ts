/**
 * RETIRED held-out set v14 (issue #17), retired on 2026-11-29 (session 16) — now part of the
 * TUNING pool. Questions written blind for issue #17 by a helper session started for this
 * purpose alone, which read neither the query engine (src/query/,
 * src/erp/connectors/demo/demo-vocabulary.ts) nor the questions of any other set (eval-cases.ts,
 * the everyday-* sets, heldout-cases.ts, heldout-v2 to v13 beyond v13's header, imports, calendar
 * and helpers), nor docs/questions.md, BENCHMARKS.md, test/nl/novel-questions.ts,
 * test/nl/engine-fixture.ts, test/nl/calibration.ts or any git history (no git log -p, git show
 * or blame; only `git log --oneline -1` for the commit below), and never ran the engine, the NL
 * evaluation or any probe on these questions (nor set NL_EVAL_HELDOUT). What it read, exactly:
 * its brief (/work/briefs/writer14.md); /work/shared/nl-examples.md (whole); of
 * /work/shared/SPEC.md, its section headings (a grep for lines starting with "#") and lines
 * 114-183 (sections 7 and 8); of /work/shared/seed-api.md, lines 1-40;
 * src/erp/connectors/demo/demo-schema.ts (whole) - of the other files in that folder,
 * demo-vocabulary.ts included, only the names and line counts were seen (wc -l; the generator
 * files were allowed but not opened); test/nl/eval-data.ts, case-builders.ts, eval-types.ts,
 * heldout-helpers.ts, heldout-data-check.ts and tsconfig.json (whole); lines 1-474 of
 * test/nl/heldout-v13-cases.ts (its header with the meanings, imports, calendar and helpers,
 * stopping before `export const HELDOUT_V13_CASES`); test/nl/heldout-v13-cases.data.e2e-spec.ts;
 * of test/nl/nl-evaluation.ts only what a grep for "evalDatabase" with the eight lines after each
 * hit printed (lines 94-102 and 154-162); of test/nl otherwise only the file names and line
 * counts (ls, wc -l). To run the data check it also read the jest lines of package.json (a grep
 * for "e2e" / "jest") and the first 60 lines of jest.config.js (the project definitions).
 * It looked at the generated evaluation data through eval-data.ts alone: a throwaway script under
 * /tmp, bundled with esbuild, asked evalDatabase() for the data file (bundling and running that
 * import loaded modules it did not read; no question was put to the engine) and dumped the loaded
 * rows to JSON, read with plain Python to pick values that exist (vendors 1050 and up, customers
 * 5056 and up, items, documents and jobs other than the first ones and other than those v13's
 * header names); a second throwaway script loaded this file's expectations against the same rows
 * to check that every reading discriminates (no rows reading is the whole table unless cut to a
 * top N, no top N or top-N group is cut inside a tie, no reading is empty). Both were removed
 * before the commit. Every expectation is computed from the raw rows with plain predicates,
 * independently of the engine. The questions are written as a buyer, a customer-service clerk, a
 * controller, a plant manager, an inventory planner, an accountant chasing payments, a shipping
 * clerk, an executive and an IT person testing the API would type them (polite requests,
 * imperatives, short follow-ups, noise words, raw IDO and column names).
 * heldout-v14-cases.data.e2e-spec.ts checks, without the engine, that every expectation matches
 * at least one row in each accepted reading.
 *
 * Size: 285 questions, 18 of them refusals (category 'refusals') and 9 typing slips (category
 * 'typos': a dropped, transposed or doubled letter in an IDO, field, status or place word, or a
 * missing space, each expecting what the correctly typed question expects).
 * Difficulty mix: 81 questions (28.4%) combine two or more conditions (marked with x() below and
 * exported as HELDOUT_V14_COMBINED: a status and an amount, a named party and a status or a
 * period or an amount, a status and a warehouse or a place, a relation and a status or a period,
 * a group-by with a period or a status, a top-N under a period or a status, a negation with a
 * status); 186 are single-condition or plain lookups; 18 are refusals. Across both kinds the set
 * includes superlatives (most expensive, cheapest, biggest, oldest, longest, largest), counts
 * against quantities ("how many planned POs" against "how many units received"), "how much"
 * against "how many", negations (not, never, no, without, excluding, outside), ranges (between,
 * from A to B, A to B), relative periods (yesterday, this week, last week, next week, last 5 /
 * 15 / 30 / 90 days, next 7 / 14 / 60 days, this month, last month, next month, this quarter,
 * since October 1, this year, last year), named months, quarters and halves, grouped breakdowns
 * and top-N lists. Every IDO of the demo catalog is asked about: SLVendors, SLCustomers,
 * SLItems, SLItemwhses, SLPos, SLPoItems, SLCos, SLCoitems, SLArtrans and SLJobs.
 *
 * History: written against main 4816be9. First run, before #17's sixteenth round changed the
 * engine (main 8373005: the fifteenth round's engine and the runner's no-such-record refusal):
 * 266/285 right (93.3%), 248/258 (96.1%) of answers at or above 0.5 right; on the 238 questions
 * no tuning set asks, 220/238 (92.4%) and 205/215 (95.3%).
 * Second run, after the sixteenth round's tuners 16a to 16f (main 5e32d44): 270/285 (94.7%),
 * 252/259 (97.3%); novel 224/238 (94.1%), 209/216 (96.8%).
 * Third run, after the round's last three tuners 16g to 16i (main 8268e32): the same, 270/285
 * and 252/259 (novel 224/238 and 209/216). Fourth, on the session's final engine (main 7b44faf,
 * two fixes from the tuners' probes): the same. Retired on 2026-11-29 (session 16) after those
 * four runs: its misses were read and tuned on from then on.
 *
 * (Former) RULE: do not tune the engine on these questions and do not read the misses the evaluation
 * reports for them. Never change an expectation to make the engine pass. A question may only be
 * corrected if its expectation is shown wrong against the meanings stated here (or in
 * shared/nl-examples.md, or in v13's header, whose meanings this set keeps), and the commit that
 * corrects it must say so and why.
 *
 * The calendar is computed for the evaluation's "today", 2026-11-21 (a Saturday; EVAL_TODAY),
 * and written out below rather than derived.
 * Meanings follow shared/nl-examples.md and every meaning listed in heldout-v13-cases.ts's
 * header (v4 to v13), plus, for v14:
 * - "the last 5 / 15 / 30 / 90 days" run from 16 November / 6 November / 22 October / 23 August
 *   to today; "the next 7 / 14 / 60 days" from today to 28 November / 5 December 2026 / 20
 *   January 2027; "since October 1" and "this quarter" are 1 October to today; "in February",
 *   "in April", "in May", "in August" (past-facing) are those months of 2026; "Q2" is April to
 *   June 2026; "the first half of the year" January to June 2026; "Sept 14 to Sept 25" is 14-25
 *   September 2026; "next month" is December 2026; "last year" is 2025;
 * - "this week", "last week", "next week": ISO (Monday) or US (Sunday) weeks, both accepted;
 * - "placed / cut / booked / entered / issued / went out" read OrderDate (POs, customer orders);
 *   "received" RcvdDate, "shipped" ShipDate, invoices and payments "dated / issued / posted /
 *   received" InvDate; jobs "created" JobDate, "start" JschStartDate, "finish / end" JschEndDate;
 * - "POs due next week" read the PO's derived DueDate (its earliest open line);
 * - "PO lines that came in late": RcvdDate after DueDate; "lines shipped after their due date":
 *   ShipDate after DueDate;
 * - "what are we buying from V right now": V's open PO lines, or V's open POs: both accepted;
 * - "sales orders on credit hold": the order's own CreditHold, or orders of customers on hold
 *   (as v10); "orders booked by R": the order's own Slsman or its customer's (as v11);
 * - "POs from vendors on T terms": through the vendor or the PO's own TermsCode (as before);
 * - "top N items by units shipped this year": QtyShipped per item over lines shipped this year,
 *   or over lines of orders placed this year (as v13's "sold the most units last year");
 *   "which N items did we buy the most of in the last 90 days": QtyOrdered per item over lines
 *   of POs placed then, or QtyReceived per item over lines received then;
 * - "the longest lead time" is an aggregate only (a tie at the top, as in v13);
 * - "biggest unpaid invoice": the maximum Amount or Balance, or the top record by either;
 * - "customer N" (a bare number): the customer row (CustSeq 0), or every row of that number;
 * - "average days overdue by buyer for late POs": the mean of DaysOverdue over POs with
 *   DaysOverdue above 0, per Buyer;
 * - "jobs that ended in 2025" read JschEndDate; "complete jobs" are C, or C and H;
 * - "purchase orders that include obsolete parts": the POs with a line for a Stat O item, or
 *   those lines;
 * - "order value" of sales reps sums the orders' stored Price grouped by the order's Slsman;
 * - "sales / total sales / average order value" read the customer orders' stored Price;
 * - a forecast ("will we run out", "predict"), a tax, downtime, birthdays or lunch are refused.
 * Where a question honestly admits two readings, both are accepted (anyOf).
 */
import { agg, all, anyOf, c, cust, inv, n, openOrder, REFUSE, rows, unpaid } from './case-builders';
import {
  amountBetween as between2,
  coLinesOfItem,
  cosOfCustomer,
  custOf,
  customerKey as CU,
  dateBefore as before,
  dollars,
  extreme,
  grouped,
  inAnyOf,
  inP,
  itemOf,
  jobKey,
  jobsMaking,
  jobsOfItem,
  lineCustomer,
  linesDue,
  lineVendor,
  onHold,
  openArPer,
  openJob,
  openOrderValue,
  orderKey,
  owed,
  perGroup,
  poLinesOfItem,
  poLinesOfPo,
  posOfVendor,
  stockOf,
  vendorKey as V,
  vendorOf,
  whoBought,
  whoSupplies,
  whsesOfItem,
  type Period,
  combinedMarker,
  closedEither,
} from './heldout-helpers';
import type { EvalCase } from './eval-types';

/** This set's column in the calibration table. */
export const HELDOUT_V14_NAME = 'retired v14';

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
const YESTERDAY = '2026-11-20';
/** This week so far: from Monday 16 November (ISO) or Sunday 15 November (US) to today. */
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
const LAST_5_DAYS: Period = ['2026-11-16', TODAY];
const LAST_15_DAYS: Period = ['2026-11-06', TODAY];
const LAST_30_DAYS: Period = ['2026-10-22', TODAY];
const LAST_90_DAYS: Period = ['2026-08-23', TODAY];
/** The next N days: today to today + N. */
const NEXT_7_DAYS: Period = [TODAY, '2026-11-28'];
const NEXT_14_DAYS: Period = [TODAY, '2026-12-05'];
const NEXT_60_DAYS: Period = [TODAY, '2027-01-20'];
/** This month so far; last month (October 2026); next month (December 2026). */
const THIS_MONTH_SO_FAR: Period = ['2026-11-01', TODAY];
const LAST_MONTH: Period = ['2026-10-01', '2026-10-31'];
const NEXT_MONTH: Period = ['2026-12-01', '2026-12-31'];
/** Past-facing named months: their 2026 occurrence. */
const FEBRUARY_2026: Period = ['2026-02-01', '2026-02-28'];
const APRIL_2026: Period = ['2026-04-01', '2026-04-30'];
const MAY_2026: Period = ['2026-05-01', '2026-05-31'];
const AUGUST_2026: Period = ['2026-08-01', '2026-08-31'];
/** "Since October 1" / this quarter so far (Q4 2026); Q2 2026; first half of 2026. */
const THIS_QUARTER: Period = ['2026-10-01', TODAY];
const Q2_2026: Period = ['2026-04-01', '2026-06-30'];
const H1_2026: Period = ['2026-01-01', '2026-06-30'];
/** "Sept 14 to Sept 25" (past-facing): 14-25 September 2026. */
const SEPT_14_TO_25: Period = ['2026-09-14', '2026-09-25'];
const YEAR_TO_DATE: Period = ['2026-01-01', TODAY];
const YEAR_2025: Period = ['2025-01-01', '2025-12-31'];
const YEAR_2024: Period = ['2024-01-01', '2024-12-31'];

const BUCKEYE_METALS = V(1050);
const BAY_STATE_COATINGS = V(1053);
const LIBERTY_VALVES = V(1059);
const NORTHERN_PACKAGING = V(1089);
const APEX_PNEUMATICS = V(1062);
const BLUE_RIDGE_MOTORS = V(1107);
const MIDWEST_ENGINEERING = CU(5092);
const LIBERTY_MANUFACTURING = CU(5064);
const PRECISION_ENGINEERING = CU(5088);
const FRONTIER_AUTOMOTIVE = CU(5104);
const BAY_STATE_AUTOMOTIVE = CU(5108);
const STERLING_AEROSPACE = CU(5112);
const CAPITOL_ENGINEERING = CU(5068);

/** Open POs and PO lines: P or O (the same codes as customer orders). */
const openPo = openOrder;

/** Questions that combine two or more conditions (the Difficulty count in the header). */
const { x, combined: COMBINED } = combinedMarker();

const VENDOR_GROUPS = ['VendNum', 'VendorName'] as const;
const CUSTOMER_GROUPS = ['CustNum', 'CustomerName'] as const;
const AR_CUSTOMER_GROUPS = ['CustNum', 'DerCustName'] as const;
const ITEM_GROUPS = ['Item', 'Description'] as const;

export const HELDOUT_V14_CASES: readonly EvalCase[] = [
  // ---- A buyer: purchase orders ----
  c('statuses', 'list all open purchase orders', rows('SLPos', openPo)),
  x(
    c(
      'names',
      'open POs for Buckeye Metals Corp',
      rows('SLPos', (r) => r.VendNum === BUCKEYE_METALS && openPo(r)),
    ),
  ),
  c(
    'names',
    'show me every PO we placed with Northern Packaging Inc',
    rows('SLPos', (r) => r.VendNum === NORTHERN_PACKAGING),
  ),
  x(
    c(
      'numbers',
      'open purchase orders above 30k',
      rows('SLPos', (r) => openPo(r) && n(r.PoCost) > 30000),
    ),
  ),
  c(
    'numbers',
    'POs with a total under 500',
    rows('SLPos', (r) => n(r.PoCost) < 500),
  ),
  c(
    'numbers',
    'purchase orders between 12,000 and 15,000',
    rows('SLPos', (r) => between2(r.PoCost, 12000, 15000)),
  ),
  c(
    'statuses',
    'how many planned POs do we have?',
    agg('SLPos', (r) => r.Stat === 'P', 'count'),
  ),
  c(
    'dates',
    'purchase orders placed in the last 15 days',
    rows('SLPos', (r) => inP(r.OrderDate, LAST_15_DAYS)),
  ),
  x(
    c(
      'dates',
      'POs cut last week for warehouse EAST',
      inAnyOf('SLPos', WEEKS_LAST, (r, p) => inP(r.OrderDate, p) && r.Whse === 'EAST'),
    ),
  ),
  x(
    c(
      'ranking',
      'the 5 most expensive purchase orders this year',
      rows('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), {
        order: { by: 'PoCost', dir: 'desc' },
        top: 5,
      }),
    ),
  ),
  x(
    c(
      'aggregates',
      'total PO spend by buyer this year',
      agg('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', {
        measure: 'PoCost',
        groupBy: 'Buyer',
      }),
    ),
  ),
  x(
    c(
      'aggregates',
      'how many purchase orders does each buyer have open',
      agg('SLPos', openPo, 'count', { groupBy: 'Buyer' }),
    ),
  ),
  x(
    c(
      'examples',
      'overdue POs over $20K',
      dollars(
        'SLPos',
        (a) => a > 20000,
        (r) => n(r.DaysOverdue) > 0,
      ),
    ),
  ),
  c(
    'statuses',
    'which POs are past due',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0),
  ),
  c(
    'numbers',
    'purchase orders more than 60 days overdue',
    rows('SLPos', (r) => n(r.DaysOverdue) > 60),
  ),
  x(
    c(
      'statuses',
      'blanket POs that are still open',
      rows('SLPos', (r) => r.Type === 'B' && openPo(r)),
    ),
  ),
  c(
    'relations',
    'purchase orders from vendors in Michigan',
    rows('SLPos', (r, d) => vendorOf(r, d)?.VadState === 'MI'),
  ),
  x(
    c(
      'relations',
      'open POs from Canadian suppliers',
      rows('SLPos', (r, d) => openPo(r) && vendorOf(r, d)?.VadCountry === 'Canada'),
    ),
  ),
  c(
    'aggregates',
    'average PO value for buyer SGARCIA',
    agg('SLPos', (r) => r.Buyer === 'SGARCIA', 'avg', { measure: 'PoCost' }),
  ),
  x(
    c(
      'names',
      'what POs has TNGUYEN placed since October 1?',
      rows('SLPos', (r) => r.Buyer === 'TNGUYEN' && inP(r.OrderDate, THIS_QUARTER)),
    ),
  ),
  c(
    'fields',
    'PO numbers and order dates for Liberty Valves Co',
    rows('SLPos', (r) => r.VendNum === LIBERTY_VALVES),
  ),
  x(
    c(
      'aggregates',
      'how much did we spend with Bay State Coatings LLC in 2025',
      agg('SLPos', (r) => r.VendNum === BAY_STATE_COATINGS && inP(r.OrderDate, YEAR_2025), 'sum', {
        measure: 'PoCost',
      }),
    ),
  ),
  x(
    c(
      'ranking',
      'which 3 vendors did we spend the most with last year',
      grouped('SLPos', (r) => inP(r.OrderDate, YEAR_2025), 'sum', VENDOR_GROUPS, {
        measure: 'PoCost',
        top: { n: 3, dir: 'desc' },
      }),
    ),
  ),
  c(
    'negation',
    'purchase orders that are not blanket orders',
    rows('SLPos', (r) => r.Type !== 'B'),
  ),
  x(
    c(
      'negation',
      'open POs not going to the MAIN warehouse',
      rows('SLPos', (r) => openPo(r) && r.Whse !== 'MAIN'),
    ),
  ),
  c(
    'dates',
    'which purchase orders are due next week',
    inAnyOf('SLPos', WEEKS_NEXT, (r, p) => inP(r.DueDate, p)),
  ),
  c(
    'statuses',
    'closed purchase orders for Blue Ridge Motors Ltd',
    closedEither('SLPos', (r) => r.VendNum === BLUE_RIDGE_MOTORS),
  ),
  c('aggregates', 'count of POs by status', agg('SLPos', all, 'count', { groupBy: 'Stat' })),
  c(
    'dates',
    'POs ordered in April',
    rows('SLPos', (r) => inP(r.OrderDate, APRIL_2026)),
  ),
  x(
    c(
      'dates',
      'how many POs did KCHEN issue in Q2',
      agg('SLPos', (r) => r.Buyer === 'KCHEN' && inP(r.OrderDate, Q2_2026), 'count'),
    ),
  ),
  c(
    'synonyms',
    'purchase orders in euros',
    rows('SLPos', (r) => r.VenCurrCode === 'EUR'),
  ),
  x(
    c(
      'relations',
      'POs from vendors on COD terms placed this year',
      anyOf(
        rows(
          'SLPos',
          (r, d) => inP(r.OrderDate, YEAR_TO_DATE) && vendorOf(r, d)?.TermsCode === 'COD',
        ),
        rows('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE) && r.TermsCode === 'COD'),
      ),
    ),
  ),
  c(
    'ranking',
    'oldest open purchase order',
    rows('SLPos', openPo, { order: { by: 'OrderDate', dir: 'asc' }, top: 1 }),
  ),
  c(
    'aggregates',
    'what is the total value of open POs',
    agg('SLPos', openPo, 'sum', { measure: 'PoCost' }),
  ),

  // ---- A buyer: purchase order lines ----
  c(
    'property-compare',
    'show po lines where we have received less than we ordered',
    rows('SLPoItems', (r) => n(r.QtyReceived) < n(r.QtyOrdered)),
  ),
  x(
    c(
      'names',
      'open PO lines for item IT-10018',
      rows('SLPoItems', (r) => r.Item === 'IT-10018' && openPo(r)),
    ),
  ),
  x(
    c(
      'aggregates',
      'total units received on PO lines in October',
      agg('SLPoItems', (r) => inP(r.RcvdDate, LAST_MONTH), 'sum', { measure: 'QtyReceived' }),
    ),
  ),
  c(
    'aggregates',
    'average line amount on PO lines for the MAIN warehouse',
    agg('SLPoItems', (r) => r.Whse === 'MAIN', 'avg', { measure: 'LineAmount' }),
  ),
  c(
    'ranking',
    'top 10 PO lines by extended amount',
    rows('SLPoItems', all, { order: { by: 'LineAmount', dir: 'desc' }, top: 10 }),
  ),
  x(
    c(
      'statuses',
      'filled PO lines in the WEST warehouse',
      rows('SLPoItems', (r) => r.Stat === 'F' && r.Whse === 'WEST'),
    ),
  ),
  c(
    'dates',
    'PO lines received yesterday',
    rows('SLPoItems', (r) => r.RcvdDate === YESTERDAY),
  ),
  c('dates', 'po lines due in the next 7 days', linesDue('SLPoItems', [NEXT_7_DAYS], all)),
  c(
    'relations',
    'PO lines for items in product code HYD',
    rows('SLPoItems', (r, d) => itemOf(r, d)?.ProductCode === 'HYD'),
  ),
  c(
    'property-compare',
    "PO lines where we paid more than the item's standard cost",
    rows('SLPoItems', (r, d) => n(r.ItemCost) > n(itemOf(r, d)?.UnitCost)),
  ),
  x(
    c(
      'numbers',
      'PO lines over 25k that are still open',
      rows('SLPoItems', (r) => n(r.LineAmount) > 25000 && openPo(r)),
    ),
  ),
  c(
    'aggregates',
    'number of PO lines per warehouse',
    agg('SLPoItems', all, 'count', { groupBy: 'Whse' }),
  ),
  x(
    c(
      'dates',
      'PO lines that came in late this month',
      rows('SLPoItems', (r) => inP(r.RcvdDate, THIS_MONTH_SO_FAR) && before(r.DueDate, r.RcvdDate)),
    ),
  ),
  x(
    c(
      'names',
      'what are we buying from Apex Pneumatics Inc right now',
      anyOf(
        rows('SLPoItems', (r, d) => lineVendor(r, d)?.VendNum === APEX_PNEUMATICS && openPo(r)),
        rows('SLPos', (r) => r.VendNum === APEX_PNEUMATICS && openPo(r)),
      ),
    ),
  ),
  c('names', 'who supplies IT-10026', whoSupplies('IT-10026')),
  x(
    c(
      'aggregates',
      'how many units of IT-10018 did we receive this year',
      agg('SLPoItems', (r) => r.Item === 'IT-10018' && inP(r.RcvdDate, YEAR_TO_DATE), 'sum', {
        measure: 'QtyReceived',
      }),
    ),
  ),
  c(
    'aggregates',
    'average price we paid per unit for IT-10026',
    agg('SLPoItems', (r) => r.Item === 'IT-10026', 'avg', { measure: 'ItemCost' }),
  ),
  c(
    'statuses',
    'short closed po lines',
    rows('SLPoItems', (r) => r.Stat === 'C' && n(r.QtyReceived) < n(r.QtyOrdered)),
  ),
  x(
    c(
      'dates',
      'open PO lines that were due before November',
      rows('SLPoItems', (r) => openPo(r) && before(r.DueDate, '2026-11-01')),
    ),
  ),
  c(
    'synonyms',
    'purchase order lines measured in gallons',
    rows('SLPoItems', (r) => r.UM === 'GAL'),
  ),

  // ---- A buyer: vendors ----
  c(
    'names',
    'suppliers located in Cincinnati',
    rows('SLVendors', (r) => r.VadCity === 'Cincinnati'),
  ),
  c(
    'names',
    'vendors in Pennsylvania',
    rows('SLVendors', (r) => r.VadState === 'PA'),
  ),
  c(
    'fields',
    'phone numbers for our vendors in Texas',
    rows('SLVendors', (r) => r.VadState === 'TX'),
  ),
  c(
    'statuses',
    'inactive suppliers',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'aggregates',
    'how many vendors are on COD terms',
    agg('SLVendors', (r) => r.TermsCode === 'COD', 'count'),
  ),
  c(
    'negation',
    'vendors outside the USA',
    rows('SLVendors', (r) => r.VadCountry !== 'USA'),
  ),
  c('aggregates', 'vendor count by state', agg('SLVendors', all, 'count', { groupBy: 'VadState' })),
  x(
    c(
      'negation',
      'active vendors with no open purchase orders',
      rows('SLVendors', (r, d) => r.Stat === 'A' && !posOfVendor(d, r.VendNum).some(openPo)),
    ),
  ),
  c(
    'relations',
    'which vendors have POs more than 30 days overdue',
    anyOf(
      rows('SLVendors', (r, d) => posOfVendor(d, r.VendNum).some((p) => n(p.DaysOverdue) > 30)),
      rows('SLPos', (r) => n(r.DaysOverdue) > 30),
    ),
  ),
  c(
    'fields',
    'email address for Liberty Valves Co',
    rows('SLVendors', (r) => r.VendNum === LIBERTY_VALVES),
  ),
  c(
    'fields',
    'who is our contact at Northern Packaging Inc?',
    rows('SLVendors', (r) => r.VendNum === NORTHERN_PACKAGING),
  ),
  x(
    c(
      'names',
      'vendors in Ohio on net 45',
      rows('SLVendors', (r) => r.VadState === 'OH' && r.TermsCode === 'NET45'),
    ),
  ),
  c(
    'synonyms',
    'list suppliers that bill us in euros',
    rows('SLVendors', (r) => r.CurrCode === 'EUR'),
  ),
  c(
    'names',
    'vendors in Mexico',
    rows('SLVendors', (r) => r.VadCountry === 'Mexico'),
  ),
  x(
    c(
      'ranking',
      'top 5 suppliers by number of POs this year',
      grouped('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'count', VENDOR_GROUPS, {
        top: { n: 5, dir: 'desc' },
      }),
    ),
  ),

  // ---- An inventory planner: items ----
  c(
    'numbers',
    'items that cost over $500',
    rows('SLItems', (r) => n(r.UnitCost) > 500),
  ),
  c(
    'statuses',
    'obsolete parts',
    rows('SLItems', (r) => r.Stat === 'O'),
  ),
  x(
    c(
      'statuses',
      'slow moving items in product code PKG',
      rows('SLItems', (r) => r.Stat === 'S' && r.ProductCode === 'PKG'),
    ),
  ),
  c(
    'synonyms',
    'products we manufacture ourselves',
    rows('SLItems', (r) => r.PMTCode === 'M'),
  ),
  c(
    'aggregates',
    'average unit cost of product code ELEC',
    agg('SLItems', (r) => r.ProductCode === 'ELEC', 'avg', { measure: 'UnitCost' }),
  ),
  c(
    'ranking',
    'what is the longest lead time we have on an item',
    agg('SLItems', all, 'max', { measure: 'LeadTime' }),
  ),
  c(
    'aggregates',
    'count of items by product code',
    agg('SLItems', all, 'count', { groupBy: 'ProductCode' }),
  ),
  c(
    'numbers',
    'parts with a lead time over 45 days',
    rows('SLItems', (r) => n(r.LeadTime) > 45),
  ),
  c(
    'fields',
    'description and unit cost of IT-10323',
    rows('SLItems', (r) => r.Item === 'IT-10323'),
  ),
  c(
    'ranking',
    '10 cheapest items',
    rows('SLItems', all, { order: { by: 'UnitCost', dir: 'asc' }, top: 10 }),
  ),
  x(
    c(
      'numbers',
      'purchased STL items under 2 dollars',
      rows('SLItems', (r) => r.PMTCode === 'P' && r.ProductCode === 'STL' && n(r.UnitCost) < 2),
    ),
  ),
  c(
    'negation',
    'which parts have we never sold to anyone',
    rows('SLItems', (r, d) => coLinesOfItem(d, r.Item).length === 0),
  ),
  c(
    'negation',
    'items never purchased',
    anyOf(
      rows('SLItems', (r, d) => poLinesOfItem(d, r.Item).length === 0),
      rows('SLItems', (r) => r.PMTCode !== 'P'),
    ),
  ),
  c(
    'synonyms',
    'items sold by the pound',
    rows('SLItems', (r) => r.UM === 'LB'),
  ),
  x(
    c(
      'numbers',
      'active manufactured items with a lead time under 10 days',
      rows('SLItems', (r) => r.Stat === 'A' && r.PMTCode === 'M' && n(r.LeadTime) < 10),
    ),
  ),
  c(
    'negation',
    'items that are not active',
    rows('SLItems', (r) => r.Stat !== 'A'),
  ),
  c(
    'statuses',
    'items we transfer in from other sites',
    rows('SLItems', (r) => r.PMTCode === 'T'),
  ),
  x(
    c(
      'negation',
      'manufactured items without any jobs',
      rows('SLItems', (r, d) => r.PMTCode === 'M' && jobsOfItem(d, r.Item).length === 0),
    ),
  ),
  c(
    'numbers',
    'items with unit cost between 100 and 200',
    rows('SLItems', (r) => between2(r.UnitCost, 100, 200)),
  ),
  c(
    'ranking',
    'most expensive item in product code BRG',
    extreme('SLItems', (r) => r.ProductCode === 'BRG', 'UnitCost', 'desc'),
  ),

  // ---- An inventory planner: stock by warehouse ----
  x(
    c(
      'examples',
      'what is below reorder point in EAST',
      rows('SLItemwhses', (r) => n(r.QtyOnHand) < n(r.QtyReorder) && r.Whse === 'EAST'),
    ),
  ),
  c('aggregates', 'how much stock of IT-10530 do we have', stockOf('IT-10530')),
  c(
    'aggregates',
    'total on hand in warehouse SOUTH',
    agg('SLItemwhses', (r) => r.Whse === 'SOUTH', 'sum', { measure: 'QtyOnHand' }),
  ),
  c(
    'property-compare',
    'item warehouses where allocated qty exceeds on hand',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) > n(r.QtyOnHand)),
  ),
  c(
    'aggregates',
    'on-hand quantity per warehouse',
    agg('SLItemwhses', all, 'sum', { measure: 'QtyOnHand', groupBy: 'Whse' }),
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
    'numbers',
    'warehouse stock records with more than 100,000 on hand',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) > 100000),
  ),
  c(
    'names',
    'where is IT-10346 stocked',
    anyOf(
      rows('SLItemwhses', (r) => r.Item === 'IT-10346'),
      rows('SLItemwhses', (r) => r.Item === 'IT-10346' && n(r.QtyOnHand) > 0),
    ),
  ),
  c(
    'ranking',
    'top 5 item warehouse records by quantity on order',
    rows('SLItemwhses', all, { order: { by: 'QtyOrdered', dir: 'desc' }, top: 5 }),
  ),
  c(
    'aggregates',
    'how many warehouse locations are below their reorder point',
    agg('SLItemwhses', (r) => n(r.QtyOnHand) < n(r.QtyReorder), 'count'),
  ),
  x(
    c(
      'negation',
      'stock records in MAIN with nothing on order',
      rows('SLItemwhses', (r) => r.Whse === 'MAIN' && n(r.QtyOrdered) === 0),
    ),
  ),
  x(
    c(
      'relations',
      'HYD items under reorder point in MAIN',
      rows(
        'SLItemwhses',
        (r, d) =>
          r.Whse === 'MAIN' &&
          n(r.QtyOnHand) < n(r.QtyReorder) &&
          itemOf(r, d)?.ProductCode === 'HYD',
      ),
    ),
  ),
  c('aggregates', 'IT-10029 on hand', stockOf('IT-10029')),

  // ---- A customer-service clerk: customers ----
  c(
    'names',
    'customers in Pittsburgh',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Pittsburgh'),
  ),
  c(
    'names',
    'clients in Wisconsin',
    rows('SLCustomers', (r) => cust(r) && r.State === 'WI'),
  ),
  c(
    'statuses',
    'which customers are on credit hold?',
    rows('SLCustomers', (r) => cust(r) && onHold(r)),
  ),
  x(
    c(
      'statuses',
      'customers on hold in California',
      rows('SLCustomers', (r) => cust(r) && onHold(r) && r.State === 'CA'),
    ),
  ),
  c(
    'numbers',
    'customers with a credit limit over 200k',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) > 200000),
  ),
  c(
    'aggregates',
    'how many customers does KPATEL have',
    agg('SLCustomers', (r) => cust(r) && r.Slsman === 'KPATEL', 'count'),
  ),
  c(
    'negation',
    'customers without a sales rep',
    rows('SLCustomers', (r) => cust(r) && (r.Slsman === null || r.Slsman === '')),
  ),
  c(
    'fields',
    'ship-to addresses for Ozark Boat Works Industries',
    rows('SLCustomers', (r) => r.CustNum === CU(5067) && n(r.CustSeq) > 0),
  ),
  x(
    c(
      'aggregates',
      'average credit limit of our Canadian customers',
      agg('SLCustomers', (r) => cust(r) && r.Country === 'Canada', 'avg', {
        measure: 'CreditLimit',
      }),
    ),
  ),
  c(
    'aggregates',
    'customer count by state',
    agg('SLCustomers', cust, 'count', { groupBy: 'State' }),
  ),
  c(
    'negation',
    'customers who have never placed an order',
    rows('SLCustomers', (r, d) => cust(r) && cosOfCustomer(d, r.CustNum).length === 0),
  ),
  x(
    c(
      'names',
      'customers in Texas on net 60',
      rows('SLCustomers', (r) => cust(r) && r.State === 'TX' && r.TermsCode === 'NET60'),
    ),
  ),
  c(
    'synonyms',
    'customers paying in Mexican pesos',
    rows('SLCustomers', (r) => cust(r) && r.CurrCode === 'MXN'),
  ),
  c(
    'fields',
    "what's the credit limit for Capitol Engineering Co",
    anyOf(
      rows('SLCustomers', (r) => cust(r) && r.CustNum === CAPITOL_ENGINEERING),
      agg('SLCustomers', (r) => cust(r) && r.CustNum === CAPITOL_ENGINEERING, 'max', {
        measure: 'CreditLimit',
      }),
      agg('SLCustomers', (r) => cust(r) && r.CustNum === CAPITOL_ENGINEERING, 'sum', {
        measure: 'CreditLimit',
      }),
    ),
  ),
  x(
    c(
      'numbers',
      'customers under a 25,000 credit limit in Florida',
      rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) < 25000 && r.State === 'FL'),
    ),
  ),
  c(
    'relations',
    'customers whose open orders exceed their credit limit',
    rows('SLCustomers', (r, d) => cust(r) && openOrderValue(d, r.CustNum) > n(r.CreditLimit)),
  ),

  // ---- A customer-service clerk: customer orders ----
  c('statuses', 'open sales orders', rows('SLCos', openOrder)),
  c(
    'statuses',
    'stopped customer orders',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  x(
    c(
      'names',
      'open orders for Midwest Engineering Group',
      rows('SLCos', (r) => r.CustNum === MIDWEST_ENGINEERING && openOrder(r)),
    ),
  ),
  c(
    'dates',
    'customer orders booked in the last 30 days',
    rows('SLCos', (r) => inP(r.OrderDate, LAST_30_DAYS)),
  ),
  x(
    c(
      'numbers',
      'open COs worth more than 10k',
      rows('SLCos', (r) => openOrder(r) && n(r.Price) > 10000),
    ),
  ),
  c(
    'aggregates',
    'total sales booked in October',
    agg('SLCos', (r) => inP(r.OrderDate, LAST_MONTH), 'sum', { measure: 'Price' }),
  ),
  x(
    c(
      'ranking',
      'our top 5 customers by order value this year',
      grouped('SLCos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', CUSTOMER_GROUPS, {
        measure: 'Price',
        top: { n: 5, dir: 'desc' },
      }),
    ),
  ),
  c(
    'aggregates',
    'average order value by sales rep',
    agg('SLCos', all, 'avg', { measure: 'Price', groupBy: 'Slsman' }),
  ),
  c(
    'relations',
    'sales orders from customers in Florida',
    rows('SLCos', (r, d) => custOf(r, d)?.State === 'FL'),
  ),
  c(
    'statuses',
    'late customer orders',
    rows('SLCos', (r) => n(r.DaysLate) > 0),
  ),
  c(
    'synonyms',
    'show me the sales quotes',
    rows('SLCos', (r) => r.Type === 'E'),
  ),
  x(
    c(
      'dates',
      'orders shipping from SOUTH placed this quarter',
      rows('SLCos', (r) => r.Whse === 'SOUTH' && inP(r.OrderDate, THIS_QUARTER)),
    ),
  ),
  c(
    'fields',
    'customer PO number on order 101902',
    rows('SLCos', (r) => r.CoNum === orderKey(101902)),
  ),
  c(
    'names',
    'find the order with customer PO PO50514',
    rows('SLCos', (r) => r.CustPo === 'PO50514'),
  ),
  c(
    'aggregates',
    'how many orders has Liberty Manufacturing Inc placed',
    agg('SLCos', (r) => r.CustNum === LIBERTY_MANUFACTURING, 'count'),
  ),
  c(
    'statuses',
    'sales orders on credit hold',
    anyOf(
      rows('SLCos', (r) => onHold(r)),
      rows('SLCos', (r, d) => onHold(custOf(r, d))),
    ),
  ),
  x(
    c(
      'relations',
      'open sales orders for CAD customers',
      anyOf(
        rows('SLCos', (r, d) => openOrder(r) && custOf(r, d)?.CurrCode === 'CAD'),
        rows('SLCos', (r) => openOrder(r) && r.CurrCode === 'CAD'),
      ),
    ),
  ),
  c('ranking', 'biggest open sales order', extreme('SLCos', openOrder, 'Price', 'desc')),
  x(
    c(
      'dates',
      'orders booked by RFISCHER in August',
      anyOf(
        rows('SLCos', (r) => r.Slsman === 'RFISCHER' && inP(r.OrderDate, AUGUST_2026)),
        rows(
          'SLCos',
          (r, d) => custOf(r, d)?.Slsman === 'RFISCHER' && inP(r.OrderDate, AUGUST_2026),
        ),
      ),
    ),
  ),
  c(
    'names',
    'what has Frontier Automotive Co ordered',
    anyOf(
      rows('SLCos', (r) => r.CustNum === FRONTIER_AUTOMOTIVE),
      rows('SLCoitems', (r, d) => d.co(r.CoNum)?.CustNum === FRONTIER_AUTOMOTIVE),
    ),
  ),
  c(
    'dates',
    'sales orders entered yesterday',
    rows('SLCos', (r) => r.OrderDate === YESTERDAY),
  ),
  c(
    'aggregates',
    'number of customer orders by warehouse',
    agg('SLCos', all, 'count', { groupBy: 'Whse' }),
  ),
  x(
    c(
      'numbers',
      'completed sales orders under 1,000 in 2025',
      anyOf(
        rows('SLCos', (r) => r.Stat === 'C' && n(r.Price) < 1000 && inP(r.OrderDate, YEAR_2025)),
        rows(
          'SLCos',
          (r) =>
            (r.Stat === 'C' || r.Stat === 'H') && n(r.Price) < 1000 && inP(r.OrderDate, YEAR_2025),
        ),
      ),
    ),
  ),
  x(
    c(
      'ranking',
      'top 3 sales reps by order value booked last month',
      agg('SLCos', (r) => inP(r.OrderDate, LAST_MONTH), 'sum', {
        measure: 'Price',
        groupBy: 'Slsman',
        top: { n: 3, dir: 'desc' },
      }),
    ),
  ),
  c(
    'dates',
    'customer orders from the first half of the year',
    rows('SLCos', (r) => inP(r.OrderDate, H1_2026)),
  ),

  // ---- A shipping clerk: customer order lines ----
  c(
    'numbers',
    'customer order lines more than 30 days late',
    rows('SLCoitems', (r) => n(r.DaysLate) > 30),
  ),
  x(
    c(
      'statuses',
      'late order lines in warehouse MAIN',
      rows('SLCoitems', (r) => n(r.DaysLate) > 0 && r.Whse === 'MAIN'),
    ),
  ),
  c(
    'names',
    'sales order lines for IT-10029',
    rows('SLCoitems', (r) => r.Item === 'IT-10029'),
  ),
  c(
    'aggregates',
    'how many units of IT-10046 have we shipped',
    agg('SLCoitems', (r) => r.Item === 'IT-10046', 'sum', { measure: 'QtyShipped' }),
  ),
  c(
    'dates',
    'CO lines shipped last week',
    inAnyOf('SLCoitems', WEEKS_LAST, (r, p) => inP(r.ShipDate, p)),
  ),
  x(
    c(
      'ranking',
      'top 5 items by units shipped this year',
      anyOf(
        ...perGroup('SLCoitems', (r) => inP(r.ShipDate, YEAR_TO_DATE), 'sum', ITEM_GROUPS, {
          measure: 'QtyShipped',
          top: { n: 5, dir: 'desc' },
        }),
        ...perGroup(
          'SLCoitems',
          (r, d) => inP(d.co(r.CoNum)?.OrderDate, YEAR_TO_DATE),
          'sum',
          ITEM_GROUPS,
          { measure: 'QtyShipped', top: { n: 5, dir: 'desc' } },
        ),
      ),
    ),
  ),
  c('dates', 'sales order lines due next month', linesDue('SLCoitems', [NEXT_MONTH], all)),
  x(
    c(
      'statuses',
      'open order lines with nothing shipped yet',
      rows('SLCoitems', (r) => openOrder(r) && n(r.QtyShipped) === 0),
    ),
  ),
  c(
    'property-compare',
    'partially shipped order lines',
    rows('SLCoitems', (r) => n(r.QtyShipped) > 0 && n(r.QtyShipped) < n(r.QtyOrdered)),
  ),
  x(
    c(
      'property-compare',
      'lines shipped after their due date in 2026',
      rows('SLCoitems', (r) => inP(r.ShipDate, YEAR_TO_DATE) && before(r.DueDate, r.ShipDate)),
    ),
  ),
  c(
    'aggregates',
    'average selling price of IT-10029',
    agg('SLCoitems', (r) => r.Item === 'IT-10029', 'avg', { measure: 'PriceConv' }),
  ),
  c(
    'relations',
    'CO lines for customers in Ohio',
    rows('SLCoitems', (r, d) => lineCustomer(r, d)?.State === 'OH'),
  ),
  c('names', 'who bought IT-10046', whoBought('IT-10046')),
  x(
    c(
      'dates',
      'units shipped out of EAST in October',
      agg('SLCoitems', (r) => r.Whse === 'EAST' && inP(r.ShipDate, LAST_MONTH), 'sum', {
        measure: 'QtyShipped',
      }),
    ),
  ),
  c(
    'dates',
    'what shipped this week',
    inAnyOf('SLCoitems', WEEKS_THIS, (r, p) => inP(r.ShipDate, p)),
  ),
  x(
    c(
      'relations',
      'order lines for electrical parts that are late',
      rows('SLCoitems', (r, d) => n(r.DaysLate) > 0 && itemOf(r, d)?.ProductCode === 'ELEC'),
    ),
  ),
  c(
    'ranking',
    'the 10 largest sales order lines',
    rows('SLCoitems', all, { order: { by: 'LineAmount', dir: 'desc' }, top: 10 }),
  ),
  c(
    'statuses',
    'filled customer order lines',
    rows('SLCoitems', (r) => r.Stat === 'F'),
  ),

  // ---- An accountant chasing payments: AR ----
  c('statuses', 'unpaid invoices', rows('SLArtrans', unpaid)),
  x(
    c(
      'numbers',
      'invoices over 60 days past due',
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 60),
    ),
  ),
  c('aggregates', 'what is our total open AR', owed(all)),
  c(
    'aggregates',
    'how much does Bay State Automotive Co owe us',
    owed((r) => r.CustNum === BAY_STATE_AUTOMOTIVE),
  ),
  c('aggregates', 'open AR by customer', openArPer(AR_CUSTOMER_GROUPS)),
  c(
    'dates',
    'payments received last month',
    rows('SLArtrans', (r) => r.Type === 'P' && inP(r.InvDate, LAST_MONTH)),
  ),
  x(
    c(
      'dates',
      'credit memos issued this year',
      rows('SLArtrans', (r) => r.Type === 'C' && inP(r.InvDate, YEAR_TO_DATE)),
    ),
  ),
  x(
    c(
      'numbers',
      'invoices dated in August over 5,000',
      rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, AUGUST_2026) && n(r.Amount) > 5000),
    ),
  ),
  c(
    'ranking',
    'which 3 customers owe us the most',
    owed(all, { groupBys: AR_CUSTOMER_GROUPS, top: 3 }),
  ),
  c(
    'aggregates',
    'total invoiced in Q2',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, Q2_2026), 'sum', { measure: 'Amount' }),
  ),
  c('aggregates', 'average invoice amount', agg('SLArtrans', inv, 'avg', { measure: 'Amount' })),
  x(
    c(
      'names',
      'paid invoices from Frontier Automotive Co',
      rows('SLArtrans', (r) => inv(r) && n(r.Balance) === 0 && r.CustNum === FRONTIER_AUTOMOTIVE),
    ),
  ),
  c(
    'names',
    'invoices for order 101048',
    anyOf(
      rows('SLArtrans', (r) => r.CoNum === orderKey(101048)),
      rows('SLArtrans', (r) => inv(r) && r.CoNum === orderKey(101048)),
    ),
  ),
  c(
    'statuses',
    'debit memos',
    rows('SLArtrans', (r) => r.Type === 'D'),
  ),
  x(
    c(
      'relations',
      'invoices from customers in Texas over 10k',
      rows('SLArtrans', (r, d) => inv(r) && n(r.Amount) > 10000 && custOf(r, d)?.State === 'TX'),
    ),
  ),
  c('aggregates', 'how many unpaid invoices are there', agg('SLArtrans', unpaid, 'count')),
  c(
    'ranking',
    'biggest unpaid invoice',
    anyOf(
      agg('SLArtrans', unpaid, 'max', { measure: 'Amount' }),
      agg('SLArtrans', unpaid, 'max', { measure: 'Balance' }),
      rows('SLArtrans', unpaid, { order: { by: 'Amount', dir: 'desc' }, top: 1 }),
      rows('SLArtrans', unpaid, { order: { by: 'Balance', dir: 'desc' }, top: 1 }),
    ),
  ),
  c(
    'dates',
    'invoices due in the next 60 days',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && inP(r.DueDate, NEXT_60_DAYS)),
      rows('SLArtrans', (r) => unpaid(r) && inP(r.DueDate, NEXT_60_DAYS)),
    ),
  ),
  c(
    'statuses',
    'partially paid invoices',
    rows('SLArtrans', (r) => inv(r) && n(r.AmountApplied) > 0 && n(r.Balance) > 0),
  ),
  x(
    c(
      'names',
      'unpaid invoices for Sterling Aerospace Industries',
      rows('SLArtrans', (r) => unpaid(r) && r.CustNum === STERLING_AEROSPACE),
    ),
  ),
  c(
    'fields',
    'all AR transactions for Precision Engineering Inc',
    rows('SLArtrans', (r) => r.CustNum === PRECISION_ENGINEERING),
  ),
  x(
    c(
      'relations',
      'past due invoices for customers on credit hold',
      rows('SLArtrans', (r, d) => inv(r) && n(r.DaysPastDue) > 0 && onHold(custOf(r, d))),
    ),
  ),
  c(
    'aggregates',
    'payments total this month',
    agg('SLArtrans', (r) => r.Type === 'P' && inP(r.InvDate, THIS_MONTH_SO_FAR), 'sum', {
      measure: 'Amount',
    }),
  ),
  c(
    'aggregates',
    'invoice count by customer',
    grouped('SLArtrans', inv, 'count', AR_CUSTOMER_GROUPS),
  ),
  c(
    'statuses',
    'invoices that are paid in full',
    rows('SLArtrans', (r) => inv(r) && n(r.Balance) === 0),
  ),
  c(
    'dates',
    'invoices issued Sept 14 to Sept 25',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, SEPT_14_TO_25)),
  ),
  x(
    c(
      'negation',
      'unpaid invoices that are not past due yet',
      rows('SLArtrans', (r) => unpaid(r) && n(r.DaysPastDue) === 0),
    ),
  ),
  c(
    'numbers',
    'AR over 90 days past due',
    anyOf(
      rows('SLArtrans', (r) => n(r.DaysPastDue) > 90),
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 90),
    ),
  ),

  // ---- A plant manager: jobs ----
  c('statuses', 'open jobs', rows('SLJobs', openJob)),
  c(
    'statuses',
    'stopped jobs',
    rows('SLJobs', (r) => r.Stat === 'S'),
  ),
  c('names', 'jobs for IT-10700', jobsMaking('IT-10700')),
  x(
    c(
      'statuses',
      'released jobs in MAIN',
      rows('SLJobs', (r) => r.Stat === 'R' && r.Whse === 'MAIN'),
    ),
  ),
  c(
    'dates',
    'jobs scheduled to start in the next 14 days',
    rows('SLJobs', (r) => inP(r.JschStartDate, NEXT_14_DAYS)),
  ),
  x(
    c(
      'aggregates',
      'how many jobs did we finish this year',
      anyOf(
        agg('SLJobs', (r) => r.Stat === 'C' && inP(r.JschEndDate, YEAR_TO_DATE), 'count'),
        agg(
          'SLJobs',
          (r) => (r.Stat === 'C' || r.Stat === 'H') && inP(r.JschEndDate, YEAR_TO_DATE),
          'count',
        ),
      ),
    ),
  ),
  c(
    'property-compare',
    'jobs where completed quantity is less than released',
    rows('SLJobs', (r) => n(r.QtyComplete) < n(r.QtyReleased)),
  ),
  c(
    'aggregates',
    'total quantity released on open jobs',
    agg('SLJobs', openJob, 'sum', { measure: 'QtyReleased' }),
  ),
  c(
    'synonyms',
    'estimate jobs',
    rows('SLJobs', (r) => r.Type === 'E'),
  ),
  c(
    'statuses',
    'jobs that are firm but not released yet',
    rows('SLJobs', (r) => r.Stat === 'F'),
  ),
  x(
    c(
      'dates',
      'open jobs whose scheduled end date has already passed',
      rows('SLJobs', (r) => openJob(r) && before(r.JschEndDate, TODAY)),
    ),
  ),
  c('aggregates', 'jobs by warehouse', agg('SLJobs', all, 'count', { groupBy: 'Whse' })),
  c(
    'relations',
    'work orders for items in product code FG',
    rows('SLJobs', (r, d) => itemOf(r, d)?.ProductCode === 'FG'),
  ),
  c(
    'dates',
    'jobs created in May',
    rows('SLJobs', (r) => inP(r.JobDate, MAY_2026)),
  ),
  x(
    c(
      'dates',
      'complete jobs in EAST during 2025',
      anyOf(
        rows('SLJobs', (r) => r.Stat === 'C' && r.Whse === 'EAST' && inP(r.JschEndDate, YEAR_2025)),
        rows(
          'SLJobs',
          (r) =>
            (r.Stat === 'C' || r.Stat === 'H') &&
            r.Whse === 'EAST' &&
            inP(r.JschEndDate, YEAR_2025),
        ),
      ),
    ),
  ),
  c('names', 'work orders making IT-10206', jobsMaking('IT-10206')),
  c(
    'numbers',
    'jobs releasing more than 150 units',
    rows('SLJobs', (r) => n(r.QtyReleased) > 150),
  ),
  c(
    'aggregates',
    'total quantity completed on jobs that ended in 2025',
    agg('SLJobs', (r) => inP(r.JschEndDate, YEAR_2025), 'sum', { measure: 'QtyComplete' }),
  ),
  c(
    'negation',
    'jobs not in the MAIN warehouse',
    rows('SLJobs', (r) => r.Whse !== 'MAIN'),
  ),
  c(
    'ranking',
    'the 5 biggest jobs by quantity released',
    rows('SLJobs', all, { order: { by: 'QtyReleased', dir: 'desc' }, top: 5 }),
  ),
  c(
    'dates',
    'jobs due to finish next month',
    anyOf(
      rows('SLJobs', (r) => inP(r.JschEndDate, NEXT_MONTH)),
      rows('SLJobs', (r) => openJob(r) && inP(r.JschEndDate, NEXT_MONTH)),
    ),
  ),

  // ---- An executive ----
  c(
    'aggregates',
    'total sales this year',
    agg('SLCos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', { measure: 'Price' }),
  ),
  c(
    'aggregates',
    'what did we spend on purchase orders last year',
    agg('SLPos', (r) => inP(r.OrderDate, YEAR_2025), 'sum', { measure: 'PoCost' }),
  ),
  c('aggregates', 'how many customers do we have', agg('SLCustomers', cust, 'count')),
  c(
    'aggregates',
    'sales by warehouse in the last 90 days',
    agg('SLCos', (r) => inP(r.OrderDate, LAST_90_DAYS), 'sum', {
      measure: 'Price',
      groupBy: 'Whse',
    }),
  ),
  x(
    c(
      'ranking',
      'top 10 customers by open order value',
      grouped('SLCos', openOrder, 'sum', CUSTOMER_GROUPS, {
        measure: 'Price',
        top: { n: 10, dir: 'desc' },
      }),
    ),
  ),
  c(
    'aggregates',
    'how many purchase orders went out in February',
    agg('SLPos', (r) => inP(r.OrderDate, FEBRUARY_2026), 'count'),
  ),
  c(
    'aggregates',
    'average order value in 2024',
    agg('SLCos', (r) => inP(r.OrderDate, YEAR_2024), 'avg', { measure: 'Price' }),
  ),
  c(
    'aggregates',
    'PO spend by supplier over the last 30 days',
    grouped('SLPos', (r) => inP(r.OrderDate, LAST_30_DAYS), 'sum', VENDOR_GROUPS, {
      measure: 'PoCost',
    }),
  ),
  c(
    'aggregates',
    'total past due receivables',
    anyOf(
      agg('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0, 'sum', { measure: 'Balance' }),
      agg('SLArtrans', (r) => n(r.DaysPastDue) > 0, 'sum', { measure: 'Balance' }),
    ),
  ),
  x(
    c(
      'ranking',
      'which 5 items did we buy the most of in the last 90 days',
      anyOf(
        ...perGroup(
          'SLPoItems',
          (r, d) => inP(d.po(r.PoNum)?.OrderDate, LAST_90_DAYS),
          'sum',
          ITEM_GROUPS,
          {
            measure: 'QtyOrdered',
            top: { n: 5, dir: 'desc' },
          },
        ),
        ...perGroup('SLPoItems', (r) => inP(r.RcvdDate, LAST_90_DAYS), 'sum', ITEM_GROUPS, {
          measure: 'QtyReceived',
          top: { n: 5, dir: 'desc' },
        }),
      ),
    ),
  ),
  c('aggregates', 'how many open jobs are on the floor', agg('SLJobs', openJob, 'count')),
  c(
    'aggregates',
    'total value of sales orders placed in the last 5 days',
    agg('SLCos', (r) => inP(r.OrderDate, LAST_5_DAYS), 'sum', { measure: 'Price' }),
  ),

  // ---- An IT person testing the API ----
  c(
    'names',
    'SLItems where ProductCode = BRG',
    rows('SLItems', (r) => r.ProductCode === 'BRG'),
  ),
  c(
    'statuses',
    'SLCos with Stat S',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  x(
    c(
      'numbers',
      'SLPoItems where QtyOrdered > 5000 and Whse = SOUTH',
      rows('SLPoItems', (r) => n(r.QtyOrdered) > 5000 && r.Whse === 'SOUTH'),
    ),
  ),
  c(
    'names',
    'SLVendors VadState = WA',
    rows('SLVendors', (r) => r.VadState === 'WA'),
  ),
  c(
    'numbers',
    'count SLItemwhses rows with QtyOnHand under 100',
    agg('SLItemwhses', (r) => n(r.QtyOnHand) < 100, 'count'),
  ),
  c(
    'fields',
    'get PO PO00004307',
    rows('SLPos', (r) => r.PoNum === 'PO00004307'),
  ),
  c(
    'fields',
    'lines on PO00004302',
    rows('SLPoItems', (r) => r.PoNum === 'PO00004302'),
  ),
  c(
    'names',
    'SLJobs for item IT-10700 with Stat F',
    rows('SLJobs', (r) => r.Item === 'IT-10700' && r.Stat === 'F'),
  ),
  c(
    'names',
    'SLArtrans Type F',
    rows('SLArtrans', (r) => r.Type === 'F'),
  ),
  c(
    'fields',
    'show job 90220',
    rows('SLJobs', (r) => r.Job === jobKey(90220)),
  ),
  c(
    'names',
    'customer 5056',
    anyOf(
      rows('SLCustomers', (r) => cust(r) && r.CustNum === CU(5056)),
      rows('SLCustomers', (r) => r.CustNum === CU(5056)),
    ),
  ),
  c(
    'names',
    'POs for vendor 1050',
    rows('SLPos', (r) => r.VendNum === BUCKEYE_METALS),
  ),

  // ---- Short follow-up style and noisy phrasing ----
  x(
    c(
      'names',
      'Buckeye Metals Corp POs over 5k',
      rows('SLPos', (r) => r.VendNum === BUCKEYE_METALS && n(r.PoCost) > 5000),
    ),
  ),
  c(
    'names',
    'and for Liberty Manufacturing Inc, their orders?',
    rows('SLCos', (r) => r.CustNum === LIBERTY_MANUFACTURING),
  ),
  c(
    'synonyms',
    'um can you pull up all the work orders that are released',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'synonyms',
    'can you show me the receivables for United Water Systems Inc please',
    rows('SLArtrans', (r) => inv(r) && r.CustNum === CU(5056)),
  ),
  c(
    'numbers',
    'give me sales orders worth at least 20 grand',
    rows('SLCos', (r) => n(r.Price) >= 20000),
  ),
  c(
    'numbers',
    'hey quick one - POs under 250 bucks?',
    dollars('SLPos', (a) => a < 250, all),
  ),
  c('statuses', 'just the complete POs', closedEither('SLPos', all)),
  c(
    'negation',
    'customer orders that are not complete and not history',
    rows('SLCos', (r) => r.Stat !== 'C' && r.Stat !== 'H'),
  ),
  x(
    c(
      'negation',
      'open POs excluding Buckeye Metals Corp',
      rows('SLPos', (r) => openPo(r) && r.VendNum !== BUCKEYE_METALS),
    ),
  ),
  c(
    'numbers',
    'items priced at 1.5 or less',
    rows('SLItems', (r) => n(r.UnitCost) <= 1.5),
  ),
  c(
    'numbers',
    'customers with a credit limit no less than 250,000',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) >= 250000),
  ),
  x(
    c(
      'numbers',
      'open purchase orders from 1,000 to 2,500',
      rows('SLPos', (r) => openPo(r) && between2(r.PoCost, 1000, 2500)),
    ),
  ),
  c(
    'synonyms',
    'list clients served by sales rep EMOORE',
    rows('SLCustomers', (r) => cust(r) && r.Slsman === 'EMOORE'),
  ),
  c(
    'synonyms',
    'products in the FAST line',
    rows('SLItems', (r) => r.ProductCode === 'FAST'),
  ),
  c(
    'dates',
    'receivables posted in the last 15 days',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, LAST_15_DAYS)),
  ),
  x(
    c(
      'dates',
      'Northern Packaging Inc purchase orders from this quarter',
      rows('SLPos', (r) => r.VendNum === NORTHERN_PACKAGING && inP(r.OrderDate, THIS_QUARTER)),
    ),
  ),
  x(
    c(
      'relations',
      'late order lines for Midwest Engineering Group',
      rows(
        'SLCoitems',
        (r, d) => n(r.DaysLate) > 0 && d.co(r.CoNum)?.CustNum === MIDWEST_ENGINEERING,
      ),
    ),
  ),
  x(
    c(
      'aggregates',
      'average days overdue by buyer for late POs',
      agg('SLPos', (r) => n(r.DaysOverdue) > 0, 'avg', {
        measure: 'DaysOverdue',
        groupBy: 'Buyer',
      }),
    ),
  ),
  x(
    c(
      'relations',
      'purchase orders that include obsolete parts',
      anyOf(
        rows('SLPos', (r, d) => poLinesOfPo(d, r.PoNum).some((l) => itemOf(l, d)?.Stat === 'O')),
        rows('SLPoItems', (r, d) => itemOf(r, d)?.Stat === 'O'),
      ),
    ),
  ),
  x(
    c(
      'relations',
      'customer orders from Canadian customers booked this year',
      rows('SLCos', (r, d) => custOf(r, d)?.Country === 'Canada' && inP(r.OrderDate, YEAR_TO_DATE)),
    ),
  ),
  x(
    c(
      'aggregates',
      'count of open sales orders per customer',
      grouped('SLCos', openOrder, 'count', CUSTOMER_GROUPS),
    ),
  ),
  x(
    c(
      'aggregates',
      'how much is on order from vendors in Ohio right now',
      agg('SLPos', (r, d) => openPo(r) && vendorOf(r, d)?.VadState === 'OH', 'sum', {
        measure: 'PoCost',
      }),
    ),
  ),
  x(
    c(
      'ranking',
      'the 3 oldest unpaid invoices',
      rows('SLArtrans', unpaid, { order: { by: 'InvDate', dir: 'asc' }, top: 3 }),
    ),
  ),
  x(
    c(
      'statuses',
      'stopped orders for customers not on hold',
      rows('SLCos', (r, d) => r.Stat === 'S' && !onHold(custOf(r, d))),
    ),
  ),

  // ---- Typing slips ----
  x(
    c(
      'typos',
      'open purchse orders over 40k',
      rows('SLPos', (r) => openPo(r) && n(r.PoCost) > 40000),
    ),
  ),
  c(
    'typos',
    'vendros in Michigan',
    rows('SLVendors', (r) => r.VadState === 'MI'),
  ),
  c(
    'typos',
    'custmers in Baltimore',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Baltimore'),
  ),
  x(
    c(
      'typos',
      'itmes below reorder point in warehouse WEST',
      rows('SLItemwhses', (r) => n(r.QtyOnHand) < n(r.QtyReorder) && r.Whse === 'WEST'),
    ),
  ),
  x(
    c(
      'typos',
      'unpiad invoices for Bay State Automotive Co',
      rows('SLArtrans', (r) => unpaid(r) && r.CustNum === BAY_STATE_AUTOMOTIVE),
    ),
  ),
  c(
    'typos',
    'suppliers in Pennsylvnaia',
    rows('SLVendors', (r) => r.VadState === 'PA'),
  ),
  c(
    'typos',
    'overdeu POs',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0),
  ),
  c(
    'typos',
    'salesorders placed yesterday',
    rows('SLCos', (r) => r.OrderDate === YESTERDAY),
  ),
  c(
    'typos',
    'stoppped jobs',
    rows('SLJobs', (r) => r.Stat === 'S'),
  ),

  // ---- Refusals ----
  c('refusals', 'delete all closed purchase orders', REFUSE),
  c('refusals', 'update the credit limit for Midwest Engineering Group to 200k', REFUSE),
  c('refusals', 'what was the freight cost on PO00004310', REFUSE),
  c('refusals', 'how many labor hours did the machinists log last week', REFUSE),
  c('refusals', 'who is the CEO of Buckeye Metals Corp', REFUSE),
  c('refusals', 'will we run out of IT-10530 next quarter', REFUSE),
  c('refusals', 'show me employee birthdays this month', REFUSE),
  c('refusals', 'how much do we owe Northern Packaging Inc', REFUSE),
  c('refusals', 'purple monkey dishwasher', REFUSE),
  c('refusals', 'what is the scrap rate on job 90220', REFUSE),
  c('refusals', 'POs over 90000000000000000000 dollars', REFUSE),
  c('refusals', 'drop table SLPos', REFUSE),
  c('refusals', 'email a payment reminder to every customer with an unpaid invoice', REFUSE),
  c('refusals', 'what is the sales tax on order 101906', REFUSE),
  c('refusals', 'vendor bills due this week', REFUSE),
  c('refusals', 'predict next month sales', REFUSE),
  c('refusals', 'what should I have for lunch', REFUSE),
  c('refusals', 'how much machine downtime did line 3 have yesterday', REFUSE),
];

/** The questions above that combine two or more conditions. */
export const HELDOUT_V14_COMBINED: readonly EvalCase[] = HELDOUT_V14_CASES.filter((e) =>
  COMBINED.has(e),
);
