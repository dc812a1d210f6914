/**
 * Held-out set v17 (issue #17). Questions written blind by a helper session started for this
 * purpose alone, which read neither the query engine (src/query/,
 * src/erp/connectors/demo/demo-vocabulary.ts) nor the questions of any other set (eval-cases.ts,
 * the everyday-* sets, heldout-cases.ts, heldout-v2 to v16 beyond v16's header, imports, calendar
 * and helpers), nor docs/questions.md, BENCHMARKS.md, test/nl/novel-questions.ts,
 * test/nl/engine-fixture.ts, test/nl/calibration.ts, run-eval.ts, run-probe.ts or nl-eval*.ts,
 * and never ran the engine, the NL evaluation or any probe on these questions (nor set
 * NL_EVAL_HELDOUT). What it read, exactly: its brief (/work/briefs/writer17.md);
 * /work/shared/nl-examples.md (whole); of /work/shared/SPEC.md, its section headings (a grep for
 * lines starting with "#") and lines 114-182 (sections 7 and 8); of /work/shared/seed-api.md,
 * lines 1-40; src/erp/connectors/demo/demo-schema.ts (whole); of the demo folder's generator
 * files, demo-master-data.ts (whole) and demo-erp-generator.ts through its customer orders and
 * the head of its receivables (blank lines stripped, the first 600 lines printed; the rest of
 * that file, the AR, job and stock generation, was not read); the folder's listing with line
 * counts (demo-vocabulary.ts was not opened); test/nl/eval-data.ts, case-builders.ts,
 * eval-types.ts, heldout-helpers.ts, heldout-data-check.ts and tsconfig.json (whole); lines 1-250
 * of test/nl/heldout-v16-cases.ts (its header with the meanings, imports, calendar and helpers,
 * stopping at `export const HELDOUT_V16_CASES`); test/nl/heldout-v16-cases.data.e2e-spec.ts; of
 * test/nl/nl-evaluation.ts only what a grep for "evalDatabase" with the eight lines after each
 * hit printed (lines 94-102 and 154-162); package.json's jest lines (a grep for "jest") and
 * jest.config.js; of test/nl nothing else (no listing of the folder).
 * Git history: meant to be `git log --oneline -1` alone, for the commit below. SLIP: a first
 * command ran `git log --oneline | head`, which printed the subjects of the last ten commits on
 * main (engine refactors and fixes of #17's eighteenth round, the round's BENCHMARKS entry and
 * merges); no question here was written from them.
 * It looked at the generated evaluation data through eval-data.ts alone: a throwaway script under
 * /tmp, bundled with esbuild, asked evalDatabase() for the data file (bundling and running that
 * import loaded modules it did not read; no question was put to the engine) and dumped the loaded
 * rows to JSON, read with plain Python to pick values that exist (vendors, customers, items,
 * documents and jobs other than those v16's header names); a second throwaway script loaded this
 * file's expectations against the same rows to check that every reading discriminates (no rows
 * reading is the whole table unless cut to a top N, no top N or top-N group is cut inside a tie,
 * no reading is empty). Both were removed before the commit. Every expectation is computed from
 * the raw rows with plain predicates, independently of the engine. The questions are written as a
 * buyer, a customer-service clerk, a controller, a plant manager, an inventory planner, an AR
 * clerk, a shipping clerk, an executive and an IT person typing IDO and column names would type
 * them (polite requests, imperatives, terse fragments, noise words, raw IDO and column names).
 * heldout-v17-cases.data.e2e-spec.ts checks, without the engine, that every expectation matches
 * at least one row in each accepted reading.
 *
 * Size: 267 questions, 17 of them refusals (category 'refusals') and 8 typing slips (category
 * 'typos': a dropped or transposed letter in an IDO, entity or status word, each
 * expecting what the correctly typed question expects).
 * Difficulty mix: 70 questions (26.2%) combine two or more conditions (marked with x() below and
 * exported as HELDOUT_V17_COMBINED: a status and an amount, a status and a named party, a named
 * party and a period, a type and a period, a status and a warehouse or a place, a relation and a
 * status or an amount, a group-by with a period or a status, a top-N under a period, a status or
 * a warehouse, a negation with a period, a status or a place, a comparison with a status or a
 * warehouse); 180 are single-condition or plain lookups; 17 are refusals. Across both kinds the
 * set includes superlatives (largest, biggest, oldest, priciest, most expensive, smallest, most
 * overdue, most late), counts against quantities ("how many purchase orders did we send" against
 * "how many units of IT-10013 did we receive"), "how much" against "how many", negations (not,
 * no, without, never, outside, excluding, haven't), ranges (between A and B, before, after),
 * relative periods (yesterday, the last / past 7, 45 and 60 days, the next 10 days, the next
 * three weeks, the next 30 days, this week, last week, this month, last month, next month, last
 * quarter, this year / year to date, last year, the second half of last year, since September
 * 1), named months (March, June, July, September, October 2026, December 2025), quarters (Q1, Q3
 * as "last quarter", Q4 2025), whole years (2024, 2025), grouped breakdowns and top-N lists. Every
 * IDO of the demo catalog is asked about: SLVendors, SLCustomers, SLItems, SLItemwhses, SLPos,
 * SLPoItems, SLCos, SLCoitems, SLArtrans and SLJobs.
 *
 * History: written against main 786dcdb. First run, before #17's nineteenth round changed the
 * engine (main 48954ae, whose engine is 786dcdb's: only test files changed between them):
 * 254/267 right (95.1%), 237/241 (98.3%) of answers at or above 0.5 right; on the 223 questions
 * no tuning set asks, 211/223 (94.6%) and 195/199 (98.0%). Second run, after the round's six
 * tuners 19a to 19f were merged (main 6fd59bf): the same, 254/267 and 237/241, every category
 * unchanged. Third, on the session's final engine (main 90bddae, a behaviour-preserving
 * refactor on top): the same. No tuner's worktree held this file (they branched before it was
 * merged) and their briefs forbade reading it.
 *
 * RULE: do not tune the engine on these questions and do not read the misses the evaluation
 * reports for them. Never change an expectation to make the engine pass. A question may only be
 * corrected if its expectation is shown wrong against the meanings stated here (or in
 * shared/nl-examples.md, or in v16's header, whose meanings this set keeps), and the commit that
 * corrects it must say so and why.
 *
 * The calendar is computed for the evaluation's "today", 2026-11-21 (a Saturday; EVAL_TODAY),
 * and written out below rather than derived.
 * Meanings follow shared/nl-examples.md and every meaning listed in heldout-v16-cases.ts's
 * header (and through it v4 to v15), plus, for v17:
 * - "yesterday" is Friday 20 November 2026; "the last / past 7 / 45 / 60 days" run from 14
 *   November / 7 October / 22 September 2026 to today; "the next 10 days" and "the next 30 days"
 *   from today to 1 December / 21 December 2026; "the next three weeks" from today to 12
 *   December 2026;
 * - "last week" is the previous whole week, ISO (Monday 9 to Sunday 15 November 2026) or US
 *   (Sunday 8 to Saturday 14 November 2026); "this week" runs to today from Monday 16 (ISO) or
 *   Sunday 15 (US) November; both readings accepted;
 * - "next month" is December 2026, the whole month (jobs finishing or starting then, invoices due
 *   then); "last month" is October 2026; "last quarter" is Q3 2026 (1 July to 30 September);
 *   "Q1" is January to March 2026; "Q4 2025" October to December 2025; "last year" and "in
 *   2025" the whole of 2025; "the second half of last year" July to December 2025; "before 2025"
 *   is before 1 January 2025; "after October 31" is 1 November 2026 on; "since September 1" is 1
 *   September 2026 to today; "year to date" is 1 January 2026 to today;
 * - past-facing named months are their 2026 occurrence ("in March", "in June", "in July", "in
 *   September", "in October");
 * - jobs "starting" read JschStartDate, "finish" / "ended" JschEndDate, "created" JobDate;
 *   payments, credit memos, debit memos and invoices "issued" / "received" / "dated" in a period
 *   read InvDate; "invoices due next month" DueDate; PO lines "received" and "receipts" read
 *   RcvdDate; order lines "shipped" read ShipDate; "sales last year" is customer order Price per
 *   customer over orders placed in 2025, or invoice Amount per customer over invoices dated 2025
 *   (both accepted);
 * - "receivables for a customer": its invoices, or its open invoices (both accepted); "paid
 *   invoices" are invoices with Balance 0;
 * - "customer orders on stop" / "stopped" are SLCos Stat S; "blanket" POs Type B; "estimates on
 *   the jobs side" SLJobs Type E; "standard jobs" Type S; "slow moving" items Stat S; "sold by
 *   the gallon" UM GAL; "parts we manufacture ourselves" PMTCode M; "items that are not
 *   purchased" PMTCode other than P; "hydraulic items (HYD)" ProductCode HYD; "finished goods"
 *   ProductCode FG; "fasteners" ProductCode FAST; "packaging" PKG; "suppliers we pay in pesos"
 *   CurrCode MXN;
 * - "Michigan vendors": VadState MI; as the demo stores MI for Milan, Italy too, the vendors with
 *   VadState MI, or those of them in the USA, are both accepted;
 * - "order lines priced under $1 a unit": PriceConv below 1 as stored, or on orders in USD (both
 *   accepted);
 * - "how many warehouses stock X": X's SLItemwhses rows, or those with stock above 0;
 *   "qty allocated ... across warehouses": QtyAllocCo summed, or X's SLItemwhses rows;
 * - "customers whose open orders add up to more than their credit limit": customers whose open
 *   (O or P) orders' stored Price summed exceeds CreditLimit;
 * - "the single biggest customer order", "top N customers by open order value" and "sales" read
 *   the stored Price, unconverted (as heldout-helpers' openOrderValue);
 * - "what is on order N": the order's lines, or the order (both accepted); "what shipped on
 *   order N": its lines; "show me everything we bought from V": V's POs, or V's PO lines;
 * - "customers with the highest AR balance" sum Balance (heldout-helpers' owed());
 * - "jobs at MAIN that are not complete": not C, or neither C nor H (both accepted);
 * - CEO pay, sick days, demand forecasts, gross margins, the share price, flights, passwords,
 *   poems, sports, machine downtime, and any request to delete, update, approve, cancel, insert,
 *   drop or email something are refused.
 * Where a question honestly admits two readings, both are accepted (anyOf).
 */
import { agg, all, anyOf, c, cust, inv, n, openOrder, REFUSE, rows, unpaid } from './case-builders';
import {
  amountBetween,
  arDollars,
  closedEither,
  combinedMarker,
  cosOfCustomer,
  custOf,
  customerKey as CU,
  dateBefore,
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
  orderKey as CO,
  owed,
  posOfVendor,
  stockOf,
  vendorKey as V,
  vendorOf,
  whoBought,
  whoSupplies,
  type Period,
} from './heldout-helpers';
import type { Row } from './eval-data';
import type { EvalCase } from './eval-types';

/** This set's column in the calibration table. */
export const HELDOUT_V17_NAME = 'held-out v17';

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
const YESTERDAY = '2026-11-20';
/** The last / past N days: today - N to today. */
const LAST_7_DAYS: Period = ['2026-11-14', TODAY];
const LAST_45_DAYS: Period = ['2026-10-07', TODAY];
const LAST_60_DAYS: Period = ['2026-09-22', TODAY];
/** The next N days: today to today + N ("the next three weeks" = 21 days). */
const NEXT_10_DAYS: Period = [TODAY, '2026-12-01'];
const NEXT_3_WEEKS: Period = [TODAY, '2026-12-12'];
const NEXT_30_DAYS: Period = [TODAY, '2026-12-21'];
/** "Last week": ISO (Monday 9 to Sunday 15 November 2026) or US (Sunday 8 to Saturday 14). */
const LAST_WEEK_ISO: Period = ['2026-11-09', '2026-11-15'];
const LAST_WEEK_US: Period = ['2026-11-08', '2026-11-14'];
/** "This week" so far: ISO from Monday 16 November, US from Sunday 15 November, to today. */
const THIS_WEEK_ISO: Period = ['2026-11-16', TODAY];
const THIS_WEEK_US: Period = ['2026-11-15', TODAY];
/** Placed "this month": 1 November 2026 to today; "due this month": all of November. */
const THIS_MONTH_TO_DATE: Period = ['2026-11-01', TODAY];
const NOVEMBER_2026: Period = ['2026-11-01', '2026-11-30'];
/** "Next month": December 2026, the whole month. "Last month": October 2026. */
const DECEMBER_2026: Period = ['2026-12-01', '2026-12-31'];
const OCTOBER_2026: Period = ['2026-10-01', '2026-10-31'];
/** "Last quarter": Q3 2026 (July to September); "Q1": January to March 2026; "Q4 2025". */
const Q3_2026: Period = ['2026-07-01', '2026-09-30'];
const Q1_2026: Period = ['2026-01-01', '2026-03-31'];
const Q4_2025: Period = ['2025-10-01', '2025-12-31'];
/** Named months: past-facing ones are their 2026 occurrence; "December 2025" is that month. */
const MARCH_2026: Period = ['2026-03-01', '2026-03-31'];
const JUNE_2026: Period = ['2026-06-01', '2026-06-30'];
const JULY_2026: Period = ['2026-07-01', '2026-07-31'];
const SEPTEMBER_2026: Period = ['2026-09-01', '2026-09-30'];
const DECEMBER_2025: Period = ['2025-12-01', '2025-12-31'];
/** "Since September 1": 1 September 2026 to today; "this year" / "YTD": 1 January 2026 to today. */
const SINCE_SEPTEMBER_1: Period = ['2026-09-01', TODAY];
const YEAR_TO_DATE: Period = ['2026-01-01', TODAY];
/** "Last year" / "in 2025": the whole year; "the second half of last year": July to December 2025. */
const YEAR_2025: Period = ['2025-01-01', '2025-12-31'];
const SECOND_HALF_2025: Period = ['2025-07-01', '2025-12-31'];
const YEAR_2024: Period = ['2024-01-01', '2024-12-31'];

const METRO_BEARINGS = V(1005);
const PRAIRIE_PAPER = V(1006);
const RED_ROCK_FASTENERS = V(1012);
const EMPIRE_MOTORS = V(1013);
const PIONEER_COMPOSITES = V(1014);
const CARDINAL_CASTINGS = V(1016);
const STERLING_STEEL = V(1018);
const EMPIRE_INDUSTRIAL = V(1021);
const EVERGREEN_FASTENERS = V(1022);
const CONTINENTAL_MACHINING = V(1040);
const KEYSTONE_HVAC = CU(5001);
const PIONEER_DISTRIBUTION = CU(5009);
const CASCADE_AGRICULTURAL = CU(5011);
const DELTA_CONSTRUCTION = CU(5012);
const GOLDEN_GATE_CONSTRUCTION = CU(5013);
const PACIFIC_INSTRUMENTS = CU(5014);
const CARDINAL_RAIL = CU(5016);
const BUCKEYE_APPLIANCE = CU(5017);
const SUPERIOR_OUTDOOR = CU(5018);

const CAP_SCREW = 'IT-10000';
const ABS_PELLETS = 'IT-10006';
const POLY_SHEET = 'IT-10009';
const PILLOW_BLOCK_25 = 'IT-10013';
const FITTING_2IN = 'IT-10015';
const SHIPPING_LABEL = 'IT-10016';
const STEEL_PLATE_11GA = 'IT-10021';
const BUSHING_6204 = 'IT-10026';
const CONTROL_PANEL_300 = 'IT-10323';
const HYD_POWER_UNIT = 'IT-10467';
const PUMP_GX200 = 'IT-10253';

/** Documents named by number in a question (keys as stored). */
const SAMPLE_PO = 'PO00003729';
const SAMPLE_CO = CO(101838);
const SAMPLE_CLOSED_CO = CO(101151);
const SAMPLE_JOB = '     90350';
const SAMPLE_INVOICE = 'INV000001674';

const openPo = openOrder;

/** Questions that combine two or more conditions (the Difficulty count in the header). */
const { x, combined: COMBINED } = combinedMarker();

const VENDOR_GROUPS = ['VendNum', 'VendorName'] as const;
const CUSTOMER_GROUPS = ['CustNum', 'CustomerName'] as const;
const AR_CUSTOMER_GROUPS = ['CustNum', 'DerCustName'] as const;
const ITEM_GROUPS = ['Item', 'Description'] as const;

const ofVendor = (v: string) => (r: Row) => r.VendNum === v;
const ofCustomer = (cu: string) => (r: Row) => r.CustNum === cu;
const ofItem = (it: string) => (r: Row) => r.Item === it;
const poIn = (p: Period) => (r: Row) => inP(r.OrderDate, p);
const late = (r: Row) => n(r.DaysLate) > 0;
const overdue = (r: Row) => n(r.DaysOverdue) > 0;
const pastDue = (r: Row) => n(r.DaysPastDue) > 0;
const openCo = (r: Row) => r.Stat === 'O' || r.Stat === 'P';
const payment = (r: Row) => r.Type === 'P';
const creditMemo = (r: Row) => r.Type === 'C';
const week = (a: Period, b: Period) => [a, b] as const;

/** Held-out v17: written blind (see the header); expectations from the raw rows. */
export const HELDOUT_V17_CASES: readonly EvalCase[] = [
  // ---- examples: the worked examples' shapes with other values and wording ----
  x(
    c(
      'examples',
      'overdue purchase orders above $25K',
      dollars('SLPos', (a) => a > 25000, overdue),
    ),
  ),
  x(
    c(
      'examples',
      'open POs for Red Rock Fasteners',
      rows('SLPos', (r) => openPo(r) && r.VendNum === RED_ROCK_FASTENERS),
    ),
  ),
  c(
    'examples',
    'suppliers located in Pennsylvania',
    rows('SLVendors', (r) => r.VadState === 'PA'),
  ),
  x(
    c(
      'examples',
      'which customers are on credit hold in California?',
      rows('SLCustomers', (r) => cust(r) && onHold(r) && r.State === 'CA'),
    ),
  ),
  c(
    'examples',
    'customers in Pittsburgh',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Pittsburgh'),
  ),
  c(
    'examples',
    'parts costing more than 400',
    rows('SLItems', (r) => n(r.UnitCost) > 400),
  ),
  x(
    c(
      'examples',
      'items under their reorder point at the EAST warehouse',
      rows('SLItemwhses', (r) => n(r.QtyOnHand) < n(r.QtyReorder) && r.Whse === 'EAST'),
    ),
  ),
  c('examples', 'how many released or firm jobs do we have', agg('SLJobs', openJob, 'count')),
  x(
    c(
      'examples',
      'total invoiced in September',
      agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, SEPTEMBER_2026), 'sum', {
        measure: 'Amount',
      }),
    ),
  ),
  c(
    'examples',
    'average PO line amount for item IT-10006',
    agg('SLPoItems', ofItem(ABS_PELLETS), 'avg', { measure: 'LineAmount' }),
  ),
  x(
    c(
      'examples',
      'top 5 customers by open order value',
      grouped('SLCos', openCo, 'sum', CUSTOMER_GROUPS, {
        measure: 'Price',
        top: { n: 5, dir: 'desc' },
      }),
    ),
  ),
  c(
    'examples',
    'customer order lines more than 30 days late',
    rows('SLCoitems', (r) => n(r.DaysLate) > 30),
  ),
  c(
    'examples',
    'PO lines where we got less than we ordered',
    rows('SLPoItems', (r) => n(r.QtyReceived) < n(r.QtyOrdered)),
  ),
  c(
    'examples',
    'vendor names and phones in Ohio',
    rows('SLVendors', (r) => r.VadState === 'OH'),
  ),
  x(
    c(
      'examples',
      'invoices from customers in Illinois over 5k',
      arDollars(
        'Amount',
        (a) => a > 5000,
        (r, d) => inv(r) && custOf(r, d)?.State === 'IL',
      ),
    ),
  ),

  // ---- synonyms ----
  c(
    'synonyms',
    'list all the clients in Wisconsin',
    rows('SLCustomers', (r) => cust(r) && r.State === 'WI'),
  ),
  c(
    'synonyms',
    'work orders for the Control Panel Model 300 L32',
    rows('SLJobs', ofItem(CONTROL_PANEL_300)),
  ),
  c(
    'synonyms',
    'receivables for Keystone HVAC Group',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && r.CustNum === KEYSTONE_HVAC),
      rows('SLArtrans', (r) => unpaid(r) && r.CustNum === KEYSTONE_HVAC),
    ),
  ),
  c('synonyms', 'sales orders for Buckeye Appliance', rows('SLCos', ofCustomer(BUCKEYE_APPLIANCE))),
  c('synonyms', 'CO lines for part IT-10015', rows('SLCoitems', ofItem(FITTING_2IN))),
  c(
    'synonyms',
    'supplier list for Kentucky',
    rows('SLVendors', (r) => r.VadState === 'KY'),
  ),
  c(
    'synonyms',
    'how many products are obsolete',
    agg('SLItems', (r) => r.Stat === 'O', 'count'),
  ),
  c('synonyms', 'purchase order lines for Poly Sheet 1/8in', rows('SLPoItems', ofItem(POLY_SHEET))),
  c(
    'synonyms',
    'clients billed in Canadian dollars',
    rows('SLCustomers', (r) => cust(r) && r.CurrCode === 'CAD'),
  ),
  c(
    'synonyms',
    'suppliers we pay in pesos',
    rows('SLVendors', (r) => r.CurrCode === 'MXN'),
  ),
  c(
    'synonyms',
    'parts we manufacture ourselves',
    rows('SLItems', (r) => r.PMTCode === 'M'),
  ),
  c(
    'synonyms',
    'slow moving products',
    rows('SLItems', (r) => r.Stat === 'S'),
  ),
  c(
    'synonyms',
    'blanket purchase orders',
    rows('SLPos', (r) => r.Type === 'B'),
  ),
  x(
    c(
      'synonyms',
      'blanket POs that are still open',
      rows('SLPos', (r) => r.Type === 'B' && openPo(r)),
    ),
  ),
  c('synonyms', 'credit memos', rows('SLArtrans', creditMemo)),
  c(
    'synonyms',
    'any finance charges on the books?',
    rows('SLArtrans', (r) => r.Type === 'F'),
  ),
  c(
    'synonyms',
    'stock levels for Shipping Label 18in 80GA',
    anyOf(
      rows('SLItemwhses', ofItem(SHIPPING_LABEL)),
      agg('SLItemwhses', ofItem(SHIPPING_LABEL), 'sum', { measure: 'QtyOnHand' }),
      agg('SLItems', ofItem(SHIPPING_LABEL), 'sum', { measure: 'DerQtyOnHand' }),
    ),
  ),
  c(
    'synonyms',
    'estimates on the jobs side',
    rows('SLJobs', (r) => r.Type === 'E'),
  ),
  c(
    'synonyms',
    'vendor roster for Minnesota',
    rows('SLVendors', (r) => r.VadState === 'MN'),
  ),
  c(
    'synonyms',
    'products sold by the gallon',
    rows('SLItems', (r) => r.UM === 'GAL'),
  ),
  c(
    'synonyms',
    'customer orders stuck on stop',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),

  // ---- numbers ----
  c(
    'numbers',
    'POs over $45K',
    dollars('SLPos', (a) => a > 45000, all),
  ),
  c(
    'numbers',
    'customer orders above $50,000',
    dollars('SLCos', (a) => a > 50000, all),
  ),
  c(
    'numbers',
    'invoices over 20k',
    arDollars('Amount', (a) => a > 20000, inv),
  ),
  c(
    'numbers',
    'items with a unit cost between 50 and 75',
    rows('SLItems', (r) => amountBetween(r.UnitCost, 50, 75)),
  ),
  c(
    'numbers',
    'customers with a credit limit of at least 200,000',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) >= 200000),
  ),
  c(
    'numbers',
    'PO lines for more than 2,000 units',
    rows('SLPoItems', (r) => n(r.QtyOrdered) > 2000),
  ),
  c(
    'numbers',
    'order lines priced under $1 a unit',
    anyOf(
      rows('SLCoitems', (r) => n(r.PriceConv) < 1),
      rows('SLCoitems', (r, d) => n(r.PriceConv) < 1 && d.co(r.CoNum)?.CurrCode === 'USD'),
    ),
  ),
  c(
    'numbers',
    'POs between $5,000 and $7,500',
    dollars('SLPos', (a) => a >= 5000 && a <= 7500, all),
  ),
  c(
    'numbers',
    'jobs releasing more than 500 pieces',
    rows('SLJobs', (r) => n(r.QtyReleased) > 500),
  ),
  x(
    c(
      'numbers',
      'open invoices with a balance over ten thousand dollars',
      arDollars('Balance', (b) => b > 10000, unpaid),
    ),
  ),
  c(
    'numbers',
    'customers whose credit limit is below 10K',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) < 10000),
  ),
  x(
    c(
      'numbers',
      'payments over $2,500.50',
      arDollars('Amount', (a) => a > 2500.5, payment),
    ),
  ),
  c(
    'numbers',
    'items cheaper than 25 cents',
    rows('SLItems', (r) => n(r.UnitCost) < 0.25),
  ),
  c(
    'numbers',
    'warehouse stock rows with more than 100000 on hand',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) > 100000),
  ),
  c(
    'numbers',
    'customer orders worth no less than 25000',
    dollars('SLCos', (a) => a >= 25000, all),
  ),
  c(
    'numbers',
    'PO lines with a unit cost greater than 1,000',
    rows('SLPoItems', (r) => n(r.ItemCost) > 1000),
  ),
  c(
    'numbers',
    'jobs with fewer than 10 released',
    rows('SLJobs', (r) => n(r.QtyReleased) < 10),
  ),
  c(
    'numbers',
    'credit memos of 1.5K or more',
    arDollars('Amount', (a) => a >= 1500, creditMemo),
  ),

  // ---- statuses ----
  c(
    'statuses',
    'planned POs',
    rows('SLPos', (r) => r.Stat === 'P'),
  ),
  x(
    c('statuses', 'closed POs for Metro Bearings', closedEither('SLPos', ofVendor(METRO_BEARINGS))),
  ),
  c(
    'statuses',
    'filled PO lines',
    rows('SLPoItems', (r) => r.Stat === 'F'),
  ),
  c('statuses', 'open sales orders please', rows('SLCos', openCo)),
  c(
    'statuses',
    'firm jobs',
    rows('SLJobs', (r) => r.Stat === 'F'),
  ),
  c(
    'statuses',
    'jobs that are released',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'statuses',
    'paid invoices',
    rows('SLArtrans', (r) => inv(r) && n(r.Balance) === 0),
  ),
  x(
    c(
      'statuses',
      'unpaid invoices for Pioneer Distribution',
      rows('SLArtrans', (r) => unpaid(r) && r.CustNum === PIONEER_DISTRIBUTION),
    ),
  ),
  c(
    'statuses',
    'inactive suppliers',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  x(
    c(
      'statuses',
      'active vendors in Texas',
      rows('SLVendors', (r) => r.Stat === 'A' && r.VadState === 'TX'),
    ),
  ),
  x(
    c(
      'statuses',
      'obsolete electrical items',
      rows('SLItems', (r) => r.Stat === 'O' && r.ProductCode === 'ELEC'),
    ),
  ),
  c('statuses', 'late customer orders', rows('SLCos', late)),
  x(
    c(
      'statuses',
      'late order lines for IT-10000',
      rows('SLCoitems', (r) => late(r) && r.Item === CAP_SCREW),
    ),
  ),
  c(
    'statuses',
    'past due invoices',
    rows('SLArtrans', (r) => inv(r) && pastDue(r)),
  ),
  x(
    c(
      'statuses',
      'overdue POs for buyer KCHEN',
      rows('SLPos', (r) => overdue(r) && r.Buyer === 'KCHEN'),
    ),
  ),
  c(
    'statuses',
    'PO headers in history status',
    rows('SLPos', (r) => r.Stat === 'H'),
  ),
  c('statuses', 'complete jobs', closedEither('SLJobs', all)),
  c('statuses', 'open PO lines', rows('SLPoItems', openPo)),
  x(
    c(
      'statuses',
      'planned customer orders at WEST',
      rows('SLCos', (r) => r.Stat === 'P' && r.Whse === 'WEST'),
    ),
  ),
  c(
    'statuses',
    'customer order lines that are filled',
    rows('SLCoitems', (r) => r.Stat === 'F'),
  ),

  // ---- names ----
  c(
    'names',
    'show me everything we bought from Sterling Steel',
    anyOf(
      rows('SLPos', ofVendor(STERLING_STEEL)),
      rows('SLPoItems', (r) => r.PoVendNum === STERLING_STEEL),
    ),
  ),
  c('names', 'phone number for Cardinal Castings', rows('SLVendors', ofVendor(CARDINAL_CASTINGS))),
  c('names', 'where is Empire Motors located', rows('SLVendors', ofVendor(EMPIRE_MOTORS))),
  c('names', 'vendor 1040', rows('SLVendors', ofVendor(CONTINENTAL_MACHINING))),
  c(
    'names',
    'customer 5011 details',
    anyOf(
      rows('SLCustomers', (r) => cust(r) && r.CustNum === CASCADE_AGRICULTURAL),
      rows('SLCustomers', ofCustomer(CASCADE_AGRICULTURAL)),
    ),
  ),
  c(
    'names',
    'credit limit of Golden Gate Construction',
    rows('SLCustomers', (r) => cust(r) && r.CustNum === GOLDEN_GATE_CONSTRUCTION),
  ),
  c('names', 'orders from Delta Construction', rows('SLCos', ofCustomer(DELTA_CONSTRUCTION))),
  c(
    'names',
    `pull up ${SAMPLE_PO}`,
    rows('SLPos', (r) => r.PoNum === SAMPLE_PO),
  ),
  c(
    'names',
    `lines on PO ${SAMPLE_PO}`,
    rows('SLPoItems', (r) => r.PoNum === SAMPLE_PO),
  ),
  c(
    'names',
    'what is on order 101838',
    anyOf(
      rows('SLCoitems', (r) => r.CoNum === SAMPLE_CO),
      rows('SLCos', (r) => r.CoNum === SAMPLE_CO),
    ),
  ),
  c(
    'names',
    'status of job 90350',
    rows('SLJobs', (r) => r.Job === SAMPLE_JOB),
  ),
  c(
    'names',
    `invoice ${SAMPLE_INVOICE}`,
    rows('SLArtrans', (r) => r.InvNum === SAMPLE_INVOICE),
  ),
  c(
    'names',
    'what shipped on order 101151',
    rows('SLCoitems', (r) => r.CoNum === SAMPLE_CLOSED_CO),
  ),
  c('names', 'keystone hvac orders', rows('SLCos', ofCustomer(KEYSTONE_HVAC))),
  c(
    'names',
    'who is the salesperson for Pacific Instruments',
    rows('SLCustomers', (r) => cust(r) && r.CustNum === PACIFIC_INSTRUMENTS),
  ),
  x(
    c(
      'names',
      'POs from buyer MLOPEZ this month',
      rows('SLPos', (r) => r.Buyer === 'MLOPEZ' && inP(r.OrderDate, THIS_MONTH_TO_DATE)),
    ),
  ),
  c('names', 'jobs for item IT-10467', rows('SLJobs', ofItem(HYD_POWER_UNIT))),
  c('names', 'what do we know about part IT-10026', rows('SLItems', ofItem(BUSHING_6204))),
  c(
    'names',
    'customers handled by BTAYLOR',
    rows('SLCustomers', (r) => cust(r) && r.Slsman === 'BTAYLOR'),
  ),
  c(
    'names',
    'Continental Machining purchase orders',
    rows('SLPos', ofVendor(CONTINENTAL_MACHINING)),
  ),
  x(
    c(
      'names',
      'Prairie Paper open PO lines',
      rows('SLPoItems', (r) => openPo(r) && r.PoVendNum === PRAIRIE_PAPER),
    ),
  ),
  x(
    c(
      'names',
      'Evergreen Fasteners POs placed in 2025',
      rows('SLPos', (r) => r.VendNum === EVERGREEN_FASTENERS && inP(r.OrderDate, YEAR_2025)),
    ),
  ),
  c(
    'names',
    'Superior Outdoor Products invoices',
    rows('SLArtrans', (r) => inv(r) && r.CustNum === SUPERIOR_OUTDOOR),
  ),
  c('names', 'orders placed by Cardinal Rail Systems', rows('SLCos', ofCustomer(CARDINAL_RAIL))),
  c('names', 'POs with Empire Industrial Supply', rows('SLPos', ofVendor(EMPIRE_INDUSTRIAL))),

  // ---- dates ----
  c('dates', 'POs placed in the last 7 days', rows('SLPos', poIn(LAST_7_DAYS))),
  c(
    'dates',
    'customer orders from yesterday',
    rows('SLCos', (r) => r.OrderDate === YESTERDAY),
  ),
  c(
    'dates',
    'invoices issued last week',
    inAnyOf('SLArtrans', week(LAST_WEEK_ISO, LAST_WEEK_US), (r, p) => inv(r) && inP(r.InvDate, p)),
  ),
  c(
    'dates',
    'POs entered this week',
    inAnyOf('SLPos', week(THIS_WEEK_ISO, THIS_WEEK_US), (r, p) => inP(r.OrderDate, p)),
  ),
  c('dates', 'PO lines due in the next 10 days', linesDue('SLPoItems', [NEXT_10_DAYS], all)),
  c(
    'dates',
    'order lines due over the next three weeks',
    linesDue('SLCoitems', [NEXT_3_WEEKS], all),
  ),
  c('dates', 'customer orders placed last quarter', rows('SLCos', poIn(Q3_2026))),
  c('dates', 'POs ordered in Q1', rows('SLPos', poIn(Q1_2026))),
  c(
    'dates',
    'invoices dated Q4 2025',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, Q4_2025)),
  ),
  c(
    'dates',
    'jobs created in March',
    rows('SLJobs', (r) => inP(r.JobDate, MARCH_2026)),
  ),
  c(
    'dates',
    'jobs starting in the next 30 days',
    rows('SLJobs', (r) => inP(r.JschStartDate, NEXT_30_DAYS)),
  ),
  c(
    'dates',
    'jobs scheduled to finish next month',
    rows('SLJobs', (r) => inP(r.JschEndDate, DECEMBER_2026)),
  ),
  x(
    c(
      'dates',
      'payments received in the last 45 days',
      rows('SLArtrans', (r) => payment(r) && inP(r.InvDate, LAST_45_DAYS)),
    ),
  ),
  c(
    'dates',
    'PO lines received in June',
    rows('SLPoItems', (r) => inP(r.RcvdDate, JUNE_2026)),
  ),
  c(
    'dates',
    'order lines shipped yesterday',
    rows('SLCoitems', (r) => r.ShipDate === YESTERDAY),
  ),
  c('dates', 'purchase orders placed last year', rows('SLPos', poIn(YEAR_2025))),
  c('dates', 'customer orders in December 2025', rows('SLCos', poIn(DECEMBER_2025))),
  x(
    c(
      'dates',
      'credit memos since September 1',
      rows('SLArtrans', (r) => creditMemo(r) && inP(r.InvDate, SINCE_SEPTEMBER_1)),
    ),
  ),
  c(
    'dates',
    'orders booked in the second half of last year',
    rows('SLCos', poIn(SECOND_HALF_2025)),
  ),
  c('dates', 'POs from 2024', rows('SLPos', poIn(YEAR_2024))),
  x(
    c(
      'dates',
      'invoices due next month',
      rows('SLArtrans', (r) => inv(r) && inP(r.DueDate, DECEMBER_2026)),
    ),
  ),
  c(
    'dates',
    'POs placed before 2025',
    rows('SLPos', (r) => dateBefore(r.OrderDate, '2025-01-01')),
  ),
  c(
    'dates',
    'customer orders placed after October 31',
    rows('SLCos', (r) => typeof r.OrderDate === 'string' && r.OrderDate > '2026-10-31'),
  ),
  c('dates', 'PO lines due this month', linesDue('SLPoItems', [NOVEMBER_2026], all)),
  c('dates', 'sales orders entered so far this month', rows('SLCos', poIn(THIS_MONTH_TO_DATE))),
  c(
    'dates',
    'invoices in July',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, JULY_2026)),
  ),
  c('dates', 'POs issued in the past 60 days', rows('SLPos', poIn(LAST_60_DAYS))),
  c('dates', 'year to date PO count', agg('SLPos', poIn(YEAR_TO_DATE), 'count')),
  c(
    'dates',
    'debit memos last year',
    rows('SLArtrans', (r) => r.Type === 'D' && inP(r.InvDate, YEAR_2025)),
  ),
  c(
    'dates',
    'jobs that ended in October',
    rows('SLJobs', (r) => inP(r.JschEndDate, OCTOBER_2026)),
  ),
  c('dates', 'customer orders placed in March', rows('SLCos', poIn(MARCH_2026))),

  // ---- ranking ----
  x(
    c(
      'ranking',
      '10 largest open POs',
      rows('SLPos', openPo, { order: { by: 'PoCost', dir: 'desc' }, top: 10 }),
    ),
  ),
  c('ranking', 'the single biggest customer order ever', extreme('SLCos', all, 'Price', 'desc')),
  c(
    'ranking',
    'oldest open purchase order',
    rows('SLPos', openPo, { order: { by: 'OrderDate', dir: 'asc' }, top: 1 }),
  ),
  x(
    c(
      'ranking',
      'top 3 vendors by number of POs this year',
      grouped('SLPos', poIn(YEAR_TO_DATE), 'count', VENDOR_GROUPS, { top: { n: 3, dir: 'desc' } }),
    ),
  ),
  x(
    c(
      'ranking',
      'which 5 items have the most on hand in MAIN',
      rows('SLItemwhses', (r) => r.Whse === 'MAIN', {
        order: { by: 'QtyOnHand', dir: 'desc' },
        top: 5,
      }),
    ),
  ),
  c(
    'ranking',
    'most overdue invoice',
    extreme('SLArtrans', (r) => inv(r) && pastDue(r), 'DaysPastDue', 'desc'),
  ),
  x(
    c(
      'ranking',
      'top 10 customers by sales last year',
      anyOf(
        ...(['CustNum', 'CustomerName'] as const).map((g) =>
          agg('SLCos', poIn(YEAR_2025), 'sum', {
            measure: 'Price',
            groupBy: g,
            top: { n: 10, dir: 'desc' },
          }),
        ),
        ...(['CustNum', 'DerCustName'] as const).map((g) =>
          agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, YEAR_2025), 'sum', {
            measure: 'Amount',
            groupBy: g,
            top: { n: 10, dir: 'desc' },
          }),
        ),
      ),
    ),
  ),
  x(
    c(
      'ranking',
      'biggest 3 invoices this year',
      rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, YEAR_TO_DATE), {
        order: { by: 'Amount', dir: 'desc' },
        top: 3,
      }),
    ),
  ),
  c('ranking', 'largest job by quantity released', extreme('SLJobs', all, 'QtyReleased', 'desc')),
  x(
    c(
      'ranking',
      'which buyer placed the most POs this year',
      grouped('SLPos', poIn(YEAR_TO_DATE), 'count', ['Buyer'], { top: { n: 1, dir: 'desc' } }),
    ),
  ),
  x(
    c(
      'ranking',
      '5 most expensive finished goods',
      rows('SLItems', (r) => r.ProductCode === 'FG', {
        order: { by: 'UnitCost', dir: 'desc' },
        top: 5,
      }),
    ),
  ),
  x(
    c(
      'ranking',
      'top 3 suppliers by spend in 2025',
      grouped('SLPos', poIn(YEAR_2025), 'sum', VENDOR_GROUPS, {
        measure: 'PoCost',
        top: { n: 3, dir: 'desc' },
      }),
    ),
  ),
  c(
    'ranking',
    'the 4 priciest parts',
    rows('SLItems', all, { order: { by: 'UnitCost', dir: 'desc' }, top: 4 }),
  ),
  c('ranking', 'smallest PO on record', extreme('SLPos', all, 'PoCost', 'asc')),
  x(
    c(
      'ranking',
      'top 5 items by quantity shipped this year',
      anyOf(
        ...ITEM_GROUPS.map((g) =>
          agg('SLCoitems', (r) => inP(r.ShipDate, YEAR_TO_DATE), 'sum', {
            measure: 'QtyShipped',
            groupBy: g,
            top: { n: 5, dir: 'desc' },
          }),
        ),
      ),
    ),
  ),
  c(
    'ranking',
    'customers with the highest AR balance, top 5',
    owed(all, { groupBys: AR_CUSTOMER_GROUPS, top: 5 }),
  ),
  c(
    'ranking',
    'which 3 warehouses hold the most stock',
    grouped('SLItemwhses', all, 'sum', ['Whse', 'WhseName'], {
      measure: 'QtyOnHand',
      top: { n: 3, dir: 'desc' },
    }),
  ),
  x(
    c(
      'ranking',
      'most late customer order in the SOUTH warehouse',
      extreme('SLCos', (r) => late(r) && r.Whse === 'SOUTH', 'DaysLate', 'desc'),
    ),
  ),

  // ---- aggregates ----
  c(
    'aggregates',
    'how many vendors do we have in Canada',
    agg('SLVendors', (r) => r.VadCountry === 'Canada', 'count'),
  ),
  c(
    'aggregates',
    'number of customers in Texas',
    agg('SLCustomers', (r) => cust(r) && r.State === 'TX', 'count'),
  ),
  c(
    'aggregates',
    'total PO spend this year',
    agg('SLPos', poIn(YEAR_TO_DATE), 'sum', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'average customer order value in 2025',
    agg('SLCos', poIn(YEAR_2025), 'avg', { measure: 'Price' }),
  ),
  c('aggregates', 'how much do customers owe us in total', owed(all)),
  c('aggregates', 'how much does Keystone HVAC owe', owed(ofCustomer(KEYSTONE_HVAC))),
  c('aggregates', 'open AR by customer', openArPer(AR_CUSTOMER_GROUPS)),
  x(
    c(
      'aggregates',
      'count of open PO lines by warehouse',
      grouped('SLPoItems', openPo, 'count', ['Whse']),
    ),
  ),
  x(
    c(
      'aggregates',
      'number of POs per buyer last month',
      grouped('SLPos', poIn(OCTOBER_2026), 'count', ['Buyer']),
    ),
  ),
  c('aggregates', 'how many of IT-10000 do we have on hand', stockOf(CAP_SCREW)),
  x(
    c(
      'aggregates',
      'how many units of IT-10013 did we receive this year',
      agg('SLPoItems', (r) => r.Item === PILLOW_BLOCK_25 && inP(r.RcvdDate, YEAR_TO_DATE), 'sum', {
        measure: 'QtyReceived',
      }),
    ),
  ),
  x(
    c(
      'aggregates',
      'how many purchase orders did we send Empire Motors this year',
      agg('SLPos', (r) => r.VendNum === EMPIRE_MOTORS && inP(r.OrderDate, YEAR_TO_DATE), 'count'),
    ),
  ),
  c(
    'aggregates',
    'total value of open customer orders',
    agg('SLCos', openCo, 'sum', { measure: 'Price' }),
  ),
  c(
    'aggregates',
    'average days late across late order lines',
    agg('SLCoitems', late, 'avg', { measure: 'DaysLate' }),
  ),
  c('aggregates', 'jobs per status', grouped('SLJobs', all, 'count', ['Stat'])),
  c('aggregates', 'item count by product code', grouped('SLItems', all, 'count', ['ProductCode'])),
  x(
    c(
      'aggregates',
      'total qty shipped of Fitting 2in Bore last month',
      agg('SLCoitems', (r) => r.Item === FITTING_2IN && inP(r.ShipDate, OCTOBER_2026), 'sum', {
        measure: 'QtyShipped',
      }),
    ),
  ),
  c('aggregates', 'count customers by state', grouped('SLCustomers', cust, 'count', ['State'])),
  c(
    'aggregates',
    'average unit cost of hydraulic items (HYD)',
    agg('SLItems', (r) => r.ProductCode === 'HYD', 'avg', { measure: 'UnitCost' }),
  ),
  c(
    'aggregates',
    'total PO line value for item IT-10021',
    agg('SLPoItems', ofItem(STEEL_PLATE_11GA), 'sum', { measure: 'LineAmount' }),
  ),
  c('aggregates', 'how many open invoices are there', agg('SLArtrans', unpaid, 'count')),
  x(
    c(
      'aggregates',
      'total payments received last month',
      agg('SLArtrans', (r) => payment(r) && inP(r.InvDate, OCTOBER_2026), 'sum', {
        measure: 'Amount',
      }),
    ),
  ),
  x(
    c(
      'aggregates',
      'how many orders did Cascade Agricultural place in 2025',
      agg(
        'SLCos',
        (r) => r.CustNum === CASCADE_AGRICULTURAL && inP(r.OrderDate, YEAR_2025),
        'count',
      ),
    ),
  ),
  c('aggregates', 'how many overdue POs are there', agg('SLPos', overdue, 'count')),
  x(
    c(
      'aggregates',
      'total credit memos this year',
      agg('SLArtrans', (r) => creditMemo(r) && inP(r.InvDate, YEAR_TO_DATE), 'sum', {
        measure: 'Amount',
      }),
    ),
  ),
  x(
    c(
      'aggregates',
      'spend per vendor in Q3',
      grouped('SLPos', poIn(Q3_2026), 'sum', VENDOR_GROUPS, { measure: 'PoCost' }),
    ),
  ),
  c(
    'aggregates',
    'qty allocated to customer orders for IT-10000 across warehouses',
    anyOf(
      agg('SLItemwhses', ofItem(CAP_SCREW), 'sum', { measure: 'QtyAllocCo' }),
      rows('SLItemwhses', ofItem(CAP_SCREW)),
    ),
  ),
  c(
    'aggregates',
    'how many warehouses stock Bushing 6204-2RS',
    anyOf(
      agg('SLItemwhses', ofItem(BUSHING_6204), 'count'),
      agg('SLItemwhses', (r) => r.Item === BUSHING_6204 && n(r.QtyOnHand) > 0, 'count'),
    ),
  ),
  c(
    'aggregates',
    'average PO value for Pioneer Composites',
    agg('SLPos', ofVendor(PIONEER_COMPOSITES), 'avg', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'how much have we spent with Red Rock Fasteners',
    agg('SLPos', ofVendor(RED_ROCK_FASTENERS), 'sum', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'how many customer orders does Golden Gate Construction have',
    agg('SLCos', ofCustomer(GOLDEN_GATE_CONSTRUCTION), 'count'),
  ),
  c('aggregates', 'number of PO lines per item', grouped('SLPoItems', all, 'count', ITEM_GROUPS)),
  c(
    'aggregates',
    'sum of quantity on order per warehouse',
    grouped('SLItemwhses', all, 'sum', ['Whse', 'WhseName'], { measure: 'QtyOrdered' }),
  ),
  c(
    'aggregates',
    'average job size for standard jobs',
    agg('SLJobs', (r) => r.Type === 'S', 'avg', { measure: 'QtyReleased' }),
  ),

  // ---- relations ----
  x(
    c(
      'relations',
      'purchase orders from Ohio vendors over $20K',
      dollars(
        'SLPos',
        (a) => a > 20000,
        (r, d) => vendorOf(r, d)?.VadState === 'OH',
      ),
    ),
  ),
  x(
    c(
      'relations',
      'open POs with vendors in Germany',
      rows('SLPos', (r, d) => openPo(r) && vendorOf(r, d)?.VadCountry === 'Germany'),
    ),
  ),
  x(
    c(
      'relations',
      'orders this year from customers in Florida',
      rows('SLCos', (r, d) => inP(r.OrderDate, YEAR_TO_DATE) && custOf(r, d)?.State === 'FL'),
    ),
  ),
  c(
    'relations',
    'PO lines for electrical parts',
    rows('SLPoItems', (r, d) => itemOf(r, d)?.ProductCode === 'ELEC'),
  ),
  x(
    c(
      'relations',
      'late customer order lines for finished goods',
      rows('SLCoitems', (r, d) => late(r) && itemOf(r, d)?.ProductCode === 'FG'),
    ),
  ),
  c(
    'relations',
    'jobs for slow-moving items',
    rows('SLJobs', (r, d) => itemOf(r, d)?.Stat === 'S'),
  ),
  x(
    c(
      'relations',
      'open orders for customers on credit hold',
      rows('SLCos', (r, d) => openCo(r) && onHold(custOf(r, d))),
    ),
  ),
  c(
    'relations',
    'PO lines from inactive vendors',
    rows('SLPoItems', (r, d) => lineVendor(r, d)?.Stat === 'I'),
  ),
  c('relations', 'who buys IT-10015 from us', whoBought(FITTING_2IN)),
  c('relations', 'who supplies the Fitting 2in Bore', whoSupplies(FITTING_2IN)),
  c(
    'relations',
    'stock rows for packaging items',
    rows('SLItemwhses', (r, d) => itemOf(r, d)?.ProductCode === 'PKG'),
  ),
  c(
    'relations',
    'customer orders from Canadian customers',
    rows('SLCos', (r, d) => custOf(r, d)?.Country === 'Canada'),
  ),
  x(
    c(
      'relations',
      'unpaid invoices of customers in Pennsylvania',
      rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.State === 'PA'),
    ),
  ),
  c(
    'relations',
    'POs to COD vendors',
    anyOf(
      rows('SLPos', (r) => r.TermsCode === 'COD'),
      rows('SLPos', (r, d) => vendorOf(r, d)?.TermsCode === 'COD'),
    ),
  ),
  c(
    'relations',
    'order lines for customers in Georgia',
    rows('SLCoitems', (r, d) => lineCustomer(r, d)?.State === 'GA'),
  ),
  c('relations', 'jobs making the Pump Unit GX-200 T59', jobsMaking(PUMP_GX200)),

  // ---- negation ----
  c(
    'negation',
    'vendors not in the USA',
    rows('SLVendors', (r) => r.VadCountry !== 'USA'),
  ),
  c(
    'negation',
    'customers outside Texas',
    rows('SLCustomers', (r) => cust(r) && r.State !== 'TX'),
  ),
  c(
    'negation',
    'items that are not purchased',
    rows('SLItems', (r) => r.PMTCode !== 'P'),
  ),
  x(
    c(
      'negation',
      'POs this month not placed by JSMITH',
      rows('SLPos', (r) => inP(r.OrderDate, THIS_MONTH_TO_DATE) && r.Buyer !== 'JSMITH'),
    ),
  ),
  x(
    c(
      'negation',
      "open order lines that haven't shipped anything",
      rows('SLCoitems', (r) => openCo(r) && n(r.QtyShipped) === 0),
    ),
  ),
  c(
    'negation',
    'customers with no salesperson',
    rows('SLCustomers', (r) => cust(r) && (r.Slsman === null || r.Slsman === '')),
  ),
  c(
    'negation',
    'vendors without an email address',
    rows('SLVendors', (r) => r.ExternalEmailAddr === null || r.ExternalEmailAddr === ''),
  ),
  c(
    'negation',
    'PO lines with nothing received',
    rows('SLPoItems', (r) => n(r.QtyReceived) === 0),
  ),
  c(
    'negation',
    'customers that have never placed an order',
    rows('SLCustomers', (r, d) => cust(r) && cosOfCustomer(d, r.CustNum).length === 0),
  ),
  x(
    c(
      'negation',
      'active items excluding fasteners',
      rows('SLItems', (r) => r.Stat === 'A' && r.ProductCode !== 'FAST'),
    ),
  ),
  x(
    c(
      'negation',
      'Michigan vendors with no open POs',
      anyOf(
        rows(
          'SLVendors',
          (r, d) =>
            r.VadState === 'MI' &&
            r.VadCountry === 'USA' &&
            !posOfVendor(d, r.VendNum).some(openPo),
        ),
        rows('SLVendors', (r, d) => r.VadState === 'MI' && !posOfVendor(d, r.VendNum).some(openPo)),
      ),
    ),
  ),
  x(
    c(
      'negation',
      'jobs at MAIN that are not complete',
      anyOf(
        rows('SLJobs', (r) => r.Whse === 'MAIN' && r.Stat !== 'C'),
        rows('SLJobs', (r) => r.Whse === 'MAIN' && r.Stat !== 'C' && r.Stat !== 'H'),
      ),
    ),
  ),
  c(
    'negation',
    'customer orders not in USD',
    rows('SLCos', (r) => r.CurrCode !== 'USD'),
  ),

  // ---- property-compare ----
  c(
    'property-compare',
    'stock rows where allocated is more than on hand',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) > n(r.QtyOnHand)),
  ),
  c(
    'property-compare',
    'PO lines received after their due date',
    rows('SLPoItems', (r) => dateBefore(r.DueDate, r.RcvdDate)),
  ),
  c(
    'property-compare',
    'order lines that shipped after they were due',
    rows('SLCoitems', (r) => dateBefore(r.DueDate, r.ShipDate)),
  ),
  c(
    'property-compare',
    'jobs where completed qty is less than released',
    rows('SLJobs', (r) => n(r.QtyComplete) < n(r.QtyReleased)),
  ),
  c(
    'property-compare',
    'warehouse rows where qty on order is above the reorder point',
    rows('SLItemwhses', (r) => n(r.QtyOrdered) > n(r.QtyReorder)),
  ),
  x(
    c(
      'property-compare',
      'customers whose open orders add up to more than their credit limit',
      rows(
        'SLCustomers',
        (r, d) =>
          cust(r) &&
          cosOfCustomer(d, r.CustNum)
            .filter(openCo)
            .reduce((sum, o) => sum + n(o.Price), 0) > n(r.CreditLimit),
      ),
    ),
  ),
  x(
    c(
      'property-compare',
      'open PO lines partly received',
      rows(
        'SLPoItems',
        (r) => openPo(r) && n(r.QtyReceived) > 0 && n(r.QtyReceived) < n(r.QtyOrdered),
      ),
    ),
  ),
  x(
    c(
      'property-compare',
      'SOUTH stock rows below reorder point',
      rows('SLItemwhses', (r) => r.Whse === 'SOUTH' && n(r.QtyOnHand) < n(r.QtyReorder)),
    ),
  ),

  // ---- fields (IDO and column names, output fields) ----
  c(
    'fields',
    'emails for vendors in Florida',
    rows('SLVendors', (r) => r.VadState === 'FL'),
  ),
  c(
    'fields',
    'just the vendor numbers and names in Utah',
    rows('SLVendors', (r) => r.VadState === 'UT'),
  ),
  c(
    'fields',
    'SLVendors where VadCity = Detroit',
    rows('SLVendors', (r) => r.VadCity === 'Detroit'),
  ),
  c(
    'fields',
    'SLItems ProductCode MRO',
    rows('SLItems', (r) => r.ProductCode === 'MRO'),
  ),
  x(
    c(
      'fields',
      'SLCos Stat O Whse SOUTH',
      rows('SLCos', (r) => r.Stat === 'O' && r.Whse === 'SOUTH'),
    ),
  ),
  x(
    c(
      'fields',
      'SLPoItems where QtyReceived = 0 and Stat = O',
      rows('SLPoItems', (r) => n(r.QtyReceived) === 0 && r.Stat === 'O'),
    ),
  ),
  c(
    'fields',
    'SLArtrans Type D',
    rows('SLArtrans', (r) => r.Type === 'D'),
  ),
  x(
    c(
      'fields',
      'SLJobs Whse WEST Stat F',
      rows('SLJobs', (r) => r.Whse === 'WEST' && r.Stat === 'F'),
    ),
  ),
  c(
    'fields',
    'SLItemwhses with QtyOnHand 0',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) === 0),
  ),
  c(
    'fields',
    'SLCustomers CurrCode MXN',
    anyOf(
      rows('SLCustomers', (r) => cust(r) && r.CurrCode === 'MXN'),
      rows('SLCustomers', (r) => r.CurrCode === 'MXN'),
    ),
  ),
  c(
    'fields',
    'terms codes for suppliers in Illinois',
    rows('SLVendors', (r) => r.VadState === 'IL'),
  ),
  c(
    'fields',
    'SLPos Buyer SGARCIA',
    rows('SLPos', (r) => r.Buyer === 'SGARCIA'),
  ),
  x(
    c(
      'fields',
      'SLCoitems DaysLate > 60 Whse MAIN',
      rows('SLCoitems', (r) => n(r.DaysLate) > 60 && r.Whse === 'MAIN'),
    ),
  ),

  // ---- more questions combining conditions ----
  x(
    c(
      'numbers',
      'open POs at the WEST warehouse over $10,000',
      dollars(
        'SLPos',
        (a) => a > 10000,
        (r) => openPo(r) && r.Whse === 'WEST',
      ),
    ),
  ),
  x(
    c(
      'numbers',
      'Texas customers with a credit limit over 100K',
      rows('SLCustomers', (r) => cust(r) && r.State === 'TX' && n(r.CreditLimit) > 100000),
    ),
  ),
  x(
    c(
      'dates',
      'late order lines that were due before October',
      rows('SLCoitems', (r) => late(r) && dateBefore(r.DueDate, '2026-10-01')),
    ),
  ),
  x(
    c(
      'dates',
      'firm jobs starting next month',
      rows('SLJobs', (r) => r.Stat === 'F' && inP(r.JschStartDate, DECEMBER_2026)),
    ),
  ),
  x(
    c(
      'statuses',
      'Keystone HVAC invoices more than 60 days past due',
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 60 && r.CustNum === KEYSTONE_HVAC),
    ),
  ),
  x(
    c(
      'dates',
      'receipts of IT-10016 last month',
      rows('SLPoItems', (r) => r.Item === SHIPPING_LABEL && inP(r.RcvdDate, OCTOBER_2026)),
    ),
  ),
  x(
    c(
      'aggregates',
      'how many open customer orders does each salesperson have',
      grouped('SLCos', openCo, 'count', ['Slsman']),
    ),
  ),
  x(
    c(
      'aggregates',
      'total open PO value by buyer',
      grouped('SLPos', openPo, 'sum', ['Buyer'], { measure: 'PoCost' }),
    ),
  ),
  x(
    c(
      'statuses',
      'California vendors on NET45 terms',
      rows('SLVendors', (r) => r.VadState === 'CA' && r.TermsCode === 'NET45'),
    ),
  ),
  x(
    c(
      'relations',
      'obsolete items that still have stock at SOUTH',
      rows(
        'SLItemwhses',
        (r, d) => r.Whse === 'SOUTH' && n(r.QtyOnHand) > 0 && itemOf(r, d)?.Stat === 'O',
      ),
    ),
  ),

  // ---- typos ----
  c('typos', 'ovedue purchase orders', rows('SLPos', overdue)),
  c(
    'typos',
    'custmers in Ohio',
    rows('SLCustomers', (r) => cust(r) && r.State === 'OH'),
  ),
  c('typos', 'open invocies', rows('SLArtrans', unpaid)),
  c(
    'typos',
    'relesed jobs',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'typos',
    'supplers in Canada',
    rows('SLVendors', (r) => r.VadCountry === 'Canada'),
  ),
  c(
    'typos',
    'iems below reorder point',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) < n(r.QtyReorder)),
  ),
  c('typos', 'SLPoItmes for IT-10016', rows('SLPoItems', ofItem(SHIPPING_LABEL))),
  c(
    'typos',
    'cusotmer orders that are stopped',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),

  // ---- refusals ----
  c('refusals', 'delete all the history purchase orders', REFUSE),
  c('refusals', 'update the credit limit for Keystone HVAC to 300000', REFUSE),
  c('refusals', 'what will demand for cap screws be next year', REFUSE),
  c('refusals', 'how much did the CEO get paid last year', REFUSE),
  c('refusals', 'email Red Rock Fasteners about their late POs', REFUSE),
  c('refusals', `approve ${SAMPLE_PO}`, REFUSE),
  c('refusals', 'drop table SLVendors', REFUSE),
  c('refusals', 'who is going to win the world cup', REFUSE),
  c('refusals', 'write me a haiku about inventory', REFUSE),
  c('refusals', 'gross margin on finished goods', REFUSE),
  c('refusals', 'book me a flight to Chicago', REFUSE),
  c('refusals', 'reset my password please', REFUSE),
  c('refusals', 'how many sick days does MLOPEZ have left', REFUSE),
  c('refusals', "what's our share price today", REFUSE),
  c('refusals', 'cancel customer order 101838', REFUSE),
  c('refusals', 'insert a new vendor called Foo Industries', REFUSE),
  c('refusals', 'how long was press 4 down last week', REFUSE),
];

/** The questions above marked as combining two or more conditions. */
export const HELDOUT_V17_COMBINED: ReadonlySet<EvalCase> = COMBINED;
