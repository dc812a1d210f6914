/**
 * RETIRED held-out set v15 (issue #17), retired on 2026-11-29 (session 17) - now part of the
 * TUNING pool. Questions written blind for issue #17 by a helper session started
 * for this purpose alone, which read neither the query engine (src/query/,
 * src/erp/connectors/demo/demo-vocabulary.ts) nor the questions of any other set (eval-cases.ts,
 * the everyday-* sets, heldout-cases.ts, heldout-v2 to v14 beyond v14's header, imports, calendar
 * and helpers), nor docs/questions.md, BENCHMARKS.md, test/nl/novel-questions.ts,
 * test/nl/engine-fixture.ts or test/nl/calibration.ts, and never ran the engine, the NL
 * evaluation or any probe on these questions (nor set NL_EVAL_HELDOUT). What it read, exactly:
 * its brief (/work/briefs/writer15.md); /work/shared/nl-examples.md (whole); of
 * /work/shared/SPEC.md, its section headings (a grep for lines starting with "#") and lines
 * 114-182 (sections 7 and 8); of /work/shared/seed-api.md, lines 1-40;
 * src/erp/connectors/demo/demo-schema.ts (whole) - of the other files in that folder,
 * demo-vocabulary.ts included, only the names and line counts were seen (ls, wc -l; the generator
 * files were allowed but not opened); test/nl/eval-data.ts, case-builders.ts, eval-types.ts,
 * heldout-helpers.ts, heldout-data-check.ts and tsconfig.json (whole); lines 1-225 of
 * test/nl/heldout-v14-cases.ts (its header with the meanings, imports, calendar and helpers,
 * stopping before `export const HELDOUT_V14_CASES`); test/nl/heldout-v14-cases.data.e2e-spec.ts;
 * of test/nl/nl-evaluation.ts only what a grep for "evalDatabase" with the eight lines after each
 * hit printed (lines 94-102 and 154-162); of test/nl otherwise only the file names (ls). To run
 * the data check it also read the jest lines of package.json (a grep for "jest" / "e2e") and
 * jest.config.js (whole). Git history: `git log --oneline -1` for the commit below, and - a slip,
 * against its brief - one `git log --oneline | head`, which printed the one-line subjects of the
 * ten latest commits (cd325b6 back to f928eed; no diffs, no git show, log -p or blame). Those
 * subjects name a few phrasings the engine was fixed for ('customers with a hold', 'holds on
 * customers', 'sales value / sales dollars / sales amount <period>', 'PO value', 'credit limit
 * for <customer>', 'ordered by' before a trade party); no question here uses those forms, and one
 * drafted as "credit limit for customer N" was reworded before the commit.
 * It looked at the generated evaluation data through eval-data.ts alone: a throwaway script under
 * /tmp, bundled with esbuild, asked evalDatabase() for the data file (bundling and running that
 * import loaded modules it did not read; no question was put to the engine) and dumped the loaded
 * rows to JSON, read with plain Python to pick values that exist (vendors, customers, items,
 * documents and jobs other than those v14's header names); a second throwaway script loaded this
 * file's expectations against the same rows to check that every reading discriminates (no rows
 * reading is the whole table unless cut to a top N, no top N or top-N group is cut inside a tie,
 * no reading is empty). Both were removed before the commit. Every expectation is computed from
 * the raw rows with plain predicates, independently of the engine. The questions are written as a
 * buyer, a customer-service clerk, a controller, a plant manager, an inventory planner, an AR
 * clerk, a shipping clerk, an executive and an IT person typing IDO and column names would type
 * them (polite requests, imperatives, terse fragments, noise words, raw IDO and column names).
 * heldout-v15-cases.data.e2e-spec.ts checks, without the engine, that every expectation matches
 * at least one row in each accepted reading.
 *
 * Size: 261 questions, 17 of them refusals (category 'refusals') and 9 typing slips (category
 * 'typos': a dropped or transposed letter in an IDO, field or status word, each expecting what
 * the correctly typed question expects).
 * Difficulty mix: 87 questions (33.3%) combine two or more conditions (marked with x() below and
 * exported as HELDOUT_V15_COMBINED: a status and an amount, a named party and a status or a
 * period, a status and a warehouse or a place, a relation and a status or a period, a group-by
 * with a period or a status, a top-N under a period or a status, a negation with a status or a
 * place); 157 are single-condition or plain lookups; 17 are refusals. Across both kinds the set
 * includes superlatives (most expensive, cheapest, biggest, largest, smallest, oldest, longest,
 * highest), counts against quantities ("how many jobs are open" against "total quantity
 * released"), "how much" against "how many", negations (not, no, never, outside, excluding,
 * aren't, nothing), ranges (between A and B), relative periods (the last 7 / 10 / 45 / 60 / 120
 * days, the next 10 / 21 / 30 days, since September 1, this year, year to date, last quarter,
 * last year), named months, quarters and halves, grouped breakdowns and top-N lists. Every IDO of
 * the demo catalog is asked about: SLVendors, SLCustomers, SLItems, SLItemwhses, SLPos,
 * SLPoItems, SLCos, SLCoitems, SLArtrans and SLJobs.
 *
 * History: written against main cd325b6. First run, before #17's seventeenth round changed the
 * engine (main 9ad6091, the sixteenth round's engine): 243/261 right (93.1%), 226/233 (97.0%) of
 * answers at or above 0.5 right; on the 224 questions no tuning set asks, 206/224 (92.0%) and
 * 194/201 (96.5%). Second run, after the round's first seven tuners 17a to 17g (main 66a98a3):
 * the same, 243/261 and 226/233 (novel 206/224 and 194/201). Third, after 17h to 17l, on the
 * session's final engine (main a14286b): the same. Three of those tuners each saw one or two
 * lines of this file through a grep over test/nl/*.ts (17l: the meaning of "the longest lead
 * time" and the question "longest lead time of any part"; 17j: "purchase orders in euros"; 17h:
 * "most expensive item we carry"); only 17l changed a reading near what it saw (bare "longest
 * lead time"), and the figures did not move. Retired on 2026-11-29 (session 17) after those three
 * runs, all at 243/261 and 226/233; its misses are read from then on.
 * Corrected on retirement (session 17), because five expectations narrowed meanings that the
 * sets whose meanings this one keeps state otherwise (so the figures above count them as
 * misses): "POs over 35k going to the SOUTH warehouse", "overdue POs over 25k", "purchse orders
 * over 45k" and "custoemr orders over 50k" expected only dollars()'s readings, but this header
 * states dollars() for "$N" alone and v10 to v14 read a bare amount ("purchase orders over 50k",
 * "open purchase orders above 30k") as the stored amount: both are accepted now (bareAmount);
 * "PO lines partly received" expected only the quantity reading, but v10 to v13 state
 * "partially received" as the open lines with part received and eval-cases.ts accepts both:
 * both are accepted now.
 *
 * (Former) RULE: do not tune the engine on these questions and do not read the misses the evaluation
 * reports for them. Never change an expectation to make the engine pass. A question may only be
 * corrected if its expectation is shown wrong against the meanings stated here (or in
 * shared/nl-examples.md, or in v14's header, whose meanings this set keeps), and the commit that
 * corrects it must say so and why.
 *
 * The calendar is computed for the evaluation's "today", 2026-11-21 (a Saturday; EVAL_TODAY),
 * and written out below rather than derived.
 * Meanings follow shared/nl-examples.md and every meaning listed in heldout-v14-cases.ts's
 * header (and through it v4 to v13), plus, for v15:
 * - "the last 7 / 10 / 45 / 60 / 120 days" run from 14 November / 11 November / 7 October /
 *   22 September / 24 July 2026 to today; "the next 10 / 21 / 30 days" from today to 1 December
 *   / 12 December / 21 December 2026; "since September 1" is 1 September 2026 to today; "this
 *   year", "so far this year" and "year to date" are 1 January 2026 to today; "last quarter" is
 *   Q3 2026 (1 July to 30 September); "Q1" is January to March 2026; "the second half of last
 *   year" is July to December 2025; "last year" and "in 2025" are 2025;
 * - past-facing named months are their 2026 occurrence ("in January", "in March", "in June",
 *   "in July", "in September", "in October"); "December 2025" is that month; "due in December"
 *   is December 2026; "between March 15 and April 15" is 15 March to 15 April 2026;
 * - "cut / taken / booked / came in / placed / sent POs to" read OrderDate (POs, customer
 *   orders); "received" RcvdDate on PO lines; "receipts in September" reads PO lines received
 *   then, or customer payments (AR Type P) dated then: both accepted; invoices "dated / issued /
 *   posted / sent out" and payments "received / got" read InvDate; work orders "created /
 *   opened" read JobDate, "started / starting" JschStartDate, "finish / finished / completed in
 *   / end date" JschEndDate;
 * - "POs due in the next 10 days" read the PO's derived DueDate (its earliest open line);
 * - "PO lines received after their due date": RcvdDate after DueDate; "order lines that shipped
 *   before they were due": ShipDate before DueDate; "open PO lines past their due date": P or O
 *   lines with DueDate before today; "open jobs past their scheduled end date": F or R jobs with
 *   JschEndDate before today;
 * - "partly received" PO lines: 0 < QtyReceived < QtyOrdered; "still waiting to be received":
 *   QtyReceived < QtyOrdered; "nothing received yet": QtyReceived 0; "lines still to ship":
 *   QtyShipped < QtyOrdered, or the open lines: both accepted; "never shipped": no ShipDate, or
 *   QtyShipped 0 (the same lines);
 * - "$N" on POs and customer orders: either reading of heldout-helpers' dollars(); "open invoices
 *   over $N": either reading of arDollars() on Amount; "unpaid invoices over 10k": Amount or
 *   Balance over 10000; "less than $500 left to pay": unpaid invoices with Balance under 500;
 * - "items we bought from V": V's PO lines, or the items on them; "vendors we've sent POs to in
 *   the last 60 days": those vendors, or the POs; "customers with invoices past due": those
 *   customers, or the past-due AR rows (any, or invoices only);
 * - "top 5 items by quantity ordered on POs placed last quarter": QtyOrdered per item over lines
 *   of POs ordered in Q3 2026, or over lines due then; "top 5 best sellers by quantity shipped
 *   since September 1": QtyShipped per item over lines shipped since then, or over lines of
 *   orders placed since then; "quantity of X ordered by customers in March": lines of orders
 *   placed in March 2026, or lines due then;
 * - "the oldest unpaid invoice": the unpaid invoice with the earliest InvDate, or the earliest
 *   DueDate, or the largest DaysPastDue as an aggregate; "the longest lead time" (SLItems
 *   LeadTime) is an aggregate only (a tie at the top);
 * - "accounts that belong to salesperson R" and "customers with no sales rep": customers
 *   (CustSeq 0), or every SLCustomers row; "ship-to addresses for C": C's rows with CustSeq above
 *   0; "customer N" (a bare number): the customer row, or every row of that number (as v14);
 * - "open orders from customers on net 60": through the customer's TermsCode, or the order's own;
 * - "POs that aren't complete yet": open (P or O), or not C, or neither C nor H;
 * - "estimate jobs": Type E; "firm / released / stopped" jobs: Stat F / R / S; "work orders
 *   building X" and "jobs for item X": heldout-helpers' jobsMaking();
 * - "items in product code P": ProductCode P; "obsolete items that still have stock": Stat O
 *   items with DerQtyOnHand above 0, or the SLItemwhses rows of Stat O items with QtyOnHand above
 *   0; "10 items with the most allocated to customer orders": the top 10 SLItemwhses rows by
 *   QtyAllocCo, or QtyAllocCo summed per item;
 * - "booked order value per sales rep" sums the orders' stored Price grouped by the order's
 *   Slsman; "average PO value" and "spend on purchase orders" read the stored PoCost;
 * - payroll, headcount, scrap rates, margins, satisfaction scores, a carbon footprint, price
 *   forecasts, passwords, a joke, a driving time, "show me everything", and any request to
 *   delete, update, approve, drop or send something are refused.
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
import {
  amountBetween,
  arDollars,
  bareAmount,
  arOfCustomer,
  closedEither,
  combinedMarker,
  custOf,
  customerKey as CU,
  dateBefore,
  dollars,
  extreme,
  grouped,
  inP,
  itemOf,
  jobKey,
  jobsMaking,
  lineCustomer,
  linesDue,
  lineVendor,
  onHold,
  openArPer,
  openJob,
  orderKey,
  owed,
  perGroup,
  poLinesOfItem,
  posOfVendor,
  stockOf,
  vendorKey as V,
  vendorOf,
  whoBought,
  whoSupplies,
  type Period,
} from './heldout-helpers';
import type { EvalData, Row } from './eval-data';
import type { EvalCase, Pred } from './eval-types';

/** This set's column in the calibration table. */
export const HELDOUT_V15_NAME = 'retired v15';

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
/** The last / past N days: today - N to today. */
const LAST_7_DAYS: Period = ['2026-11-14', TODAY];
const LAST_10_DAYS: Period = ['2026-11-11', TODAY];
const LAST_45_DAYS: Period = ['2026-10-07', TODAY];
const LAST_60_DAYS: Period = ['2026-09-22', TODAY];
const LAST_120_DAYS: Period = ['2026-07-24', TODAY];
/** The next N days: today to today + N. */
const NEXT_10_DAYS: Period = [TODAY, '2026-12-01'];
const NEXT_21_DAYS: Period = [TODAY, '2026-12-12'];
const NEXT_30_DAYS: Period = [TODAY, '2026-12-21'];
/** Named months (past-facing: their 2026 occurrence; "due in December": December 2026). */
const JANUARY_2026: Period = ['2026-01-01', '2026-01-31'];
const MARCH_2026: Period = ['2026-03-01', '2026-03-31'];
const JUNE_2026: Period = ['2026-06-01', '2026-06-30'];
const JULY_2026: Period = ['2026-07-01', '2026-07-31'];
const SEPTEMBER_2026: Period = ['2026-09-01', '2026-09-30'];
const OCTOBER_2026: Period = ['2026-10-01', '2026-10-31'];
const DECEMBER_2026: Period = ['2026-12-01', '2026-12-31'];
const DECEMBER_2025: Period = ['2025-12-01', '2025-12-31'];
/** Quarters and halves: Q1 2026, Q3 2026 ("last quarter"), the second half of 2025. */
const Q1_2026: Period = ['2026-01-01', '2026-03-31'];
const Q3_2026: Period = ['2026-07-01', '2026-09-30'];
const H2_2025: Period = ['2025-07-01', '2025-12-31'];
/** "Since September 1": 1 September 2026 to today; "March 15 to April 15": 2026. */
const SINCE_SEPT_1: Period = ['2026-09-01', TODAY];
const MID_MARCH_TO_MID_APRIL: Period = ['2026-03-15', '2026-04-15'];
const YEAR_TO_DATE: Period = ['2026-01-01', TODAY];
const YEAR_2025: Period = ['2025-01-01', '2025-12-31'];

const ATLANTIC_RUBBER = V(1017);
const METRO_BEARINGS = V(1005);
const APEX_PLASTICS = V(1071);
const TITAN_FREIGHT = V(1098);
const BUCKEYE_PACKAGING = V(1140);
const PIONEER_DISTRIBUTION = CU(5009);
const LONE_STAR_TRUCKING = CU(5029);
const GREAT_LAKES_MACHINE = CU(5113);
const HORIZON_ENERGY = CU(5037);
const METRO_MANUFACTURING = CU(5081);
const KEYSTONE_HVAC = CU(5001);
const BUCKEYE_APPLIANCE = CU(5017);

const PLC_MODULE = 'IT-10036';
const PUMP_UNIT_HD = 'IT-10099';
const MADE_ITEM = 'IT-10253';
const PILLOW_BLOCK = 'IT-10378';
const POLY_SHEET = 'IT-10009';
const FOAM_INSERT = 'IT-10225';

/** Open POs and PO lines: P or O (the same codes as customer orders). */
const openPo = openOrder;

/** Questions that combine two or more conditions (the Difficulty count in the header). */
const { x, combined: COMBINED } = combinedMarker();

const VENDOR_GROUPS = ['VendNum', 'VendorName'] as const;
const CUSTOMER_GROUPS = ['CustNum', 'CustomerName'] as const;
const AR_CUSTOMER_GROUPS = ['CustNum', 'DerCustName'] as const;
const ITEM_GROUPS = ['Item', 'Description'] as const;

const TX = (r: Row): boolean => r.VadState === 'TX';
const lateLine = (r: Row) => n(r.DaysLate) > 0;
const poIn = (p: Period) => (r: Row) => inP(r.OrderDate, p);
const ofVendor = (v: string) => (r: Row) => r.VendNum === v;
const ofCustomer = (cu: string) => (r: Row) => r.CustNum === cu;
const payment = (r: Row) => r.Type === 'P';
/** Top 5 items by quantity ordered on PO lines, by item number or description. */
const perGroupTop = (w: Pred) =>
  perGroup('SLPoItems', w, 'sum', ITEM_GROUPS, {
    measure: 'QtyOrdered',
    top: { n: 5, dir: 'desc' },
  });

/** Held-out v15: written blind (see the header); expectations from the raw rows. */
export const HELDOUT_V15_CASES: readonly EvalCase[] = [
  // ---- SLVendors ----
  c(
    'synonyms',
    'suppliers based in Tennessee',
    rows('SLVendors', (r) => r.VadState === 'TN'),
  ),
  c(
    'names',
    'which vendors are located in Oklahoma City?',
    rows('SLVendors', (r) => r.VadCity === 'Oklahoma City'),
  ),
  c(
    'names',
    'list our Canadian vendors',
    rows('SLVendors', (r) => r.VadCountry === 'Canada'),
  ),
  c(
    'statuses',
    'inactive suppliers',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  x(
    c(
      'statuses',
      'active vendors in michigan',
      rows('SLVendors', (r) => r.Stat === 'A' && r.VadState === 'MI'),
    ),
  ),
  c(
    'names',
    'vendors on COD terms',
    rows('SLVendors', (r) => r.TermsCode === 'COD'),
  ),
  c(
    'aggregates',
    'how many of our vendors bill us in euros',
    agg('SLVendors', (r) => r.CurrCode === 'EUR', 'count'),
  ),
  c(
    'fields',
    'phone number and contact name for Apex Plastics Company',
    rows('SLVendors', ofVendor(APEX_PLASTICS)),
  ),
  c(
    'aggregates',
    'number of vendors per state',
    agg('SLVendors', all, 'count', { groupBy: 'VadState' }),
  ),
  c(
    'negation',
    'vendors outside the USA',
    rows('SLVendors', (r) => r.VadCountry !== 'USA'),
  ),
  x(
    c(
      'names',
      'vendors in Ohio or Kentucky on net 30',
      rows(
        'SLVendors',
        (r) => (r.VadState === 'OH' || r.VadState === 'KY') && r.TermsCode === 'NET30',
      ),
    ),
  ),
  c('fields', 'email address for Titan Freight Corp', rows('SLVendors', ofVendor(TITAN_FREIGHT))),
  c(
    'names',
    'suppliers in Salt Lake City',
    rows('SLVendors', (r) => r.VadCity === 'Salt Lake City'),
  ),
  c(
    'names',
    'which suppliers have net 60 payment terms',
    rows('SLVendors', (r) => r.TermsCode === 'NET60'),
  ),
  c('fields', 'SLVendors VadState = TX', rows('SLVendors', TX)),
  c('typos', 'vendros in texas', rows('SLVendors', TX)),
  c(
    'aggregates',
    'count of suppliers by country',
    agg('SLVendors', all, 'count', { groupBy: 'VadCountry' }),
  ),
  x(
    c(
      'negation',
      'active vendors that are not paid in US dollars',
      rows('SLVendors', (r) => r.Stat === 'A' && r.CurrCode !== 'USD'),
    ),
  ),
  c(
    'names',
    'suppliers in Pennsylvania',
    rows('SLVendors', (r) => r.VadState === 'PA'),
  ),

  // ---- SLCustomers ----
  c(
    'synonyms',
    'clients in Pennsylvania',
    rows('SLCustomers', (r) => cust(r) && r.State === 'PA'),
  ),
  c(
    'names',
    'customers located in Pittsburgh',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Pittsburgh'),
  ),
  c(
    'negation',
    'which customers are based outside the US?',
    rows('SLCustomers', (r) => cust(r) && r.Country !== 'USA'),
  ),
  c(
    'numbers',
    'customers with a credit limit above 200k',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) > 200000),
  ),
  x(
    c(
      'numbers',
      'Texas customers with a credit limit under $50,000',
      rows('SLCustomers', (r) => cust(r) && r.State === 'TX' && n(r.CreditLimit) < 50000),
    ),
  ),
  c(
    'statuses',
    'how many customers are on credit hold right now',
    agg('SLCustomers', (r) => cust(r) && onHold(r), 'count'),
  ),
  x(
    c(
      'statuses',
      'customers on hold in Maryland',
      rows('SLCustomers', (r) => cust(r) && onHold(r) && r.State === 'MD'),
    ),
  ),
  c(
    'names',
    'accounts that belong to salesperson KPATEL',
    anyOf(
      rows('SLCustomers', (r) => cust(r) && r.Slsman === 'KPATEL'),
      rows('SLCustomers', (r) => r.Slsman === 'KPATEL'),
    ),
  ),
  c(
    'negation',
    'customers with no sales rep assigned',
    anyOf(
      rows('SLCustomers', (r) => cust(r) && r.Slsman === null),
      rows('SLCustomers', (r) => r.Slsman === null),
    ),
  ),
  c(
    'aggregates',
    'customer count by state',
    agg('SLCustomers', cust, 'count', { groupBy: 'State' }),
  ),
  c(
    'ranking',
    'top 5 customers by credit limit',
    rows('SLCustomers', cust, { order: { by: 'CreditLimit', dir: 'desc' }, top: 5 }),
  ),
  c(
    'ranking',
    "what's the highest credit limit we give any customer",
    extreme('SLCustomers', cust, 'CreditLimit', 'desc'),
  ),
  x(
    c(
      'aggregates',
      'average credit limit for customers in California',
      agg('SLCustomers', (r) => cust(r) && r.State === 'CA', 'avg', { measure: 'CreditLimit' }),
    ),
  ),
  c(
    'names',
    'ship-to addresses for Buckeye Appliance Co',
    rows('SLCustomers', (r) => r.CustNum === BUCKEYE_APPLIANCE && n(r.CustSeq) > 0),
  ),
  c(
    'names',
    'customers who pay in Canadian dollars',
    rows('SLCustomers', (r) => cust(r) && r.CurrCode === 'CAD'),
  ),
  c(
    'names',
    'clients on net 45',
    rows('SLCustomers', (r) => cust(r) && r.TermsCode === 'NET45'),
  ),
  c(
    'fields',
    'where is Lone Star Trucking located',
    rows('SLCustomers', (r) => cust(r) && r.CustNum === LONE_STAR_TRUCKING),
  ),
  c(
    'fields',
    'customer 5081: credit limit and payment terms',
    anyOf(
      rows('SLCustomers', (r) => cust(r) && r.CustNum === METRO_MANUFACTURING),
      rows('SLCustomers', ofCustomer(METRO_MANUFACTURING)),
    ),
  ),
  x(
    c(
      'fields',
      'SLCustomers CreditHold = 1 and Country = USA',
      rows('SLCustomers', (r) => cust(r) && onHold(r) && r.Country === 'USA'),
    ),
  ),
  c(
    'typos',
    'custmers in Wisconsin',
    rows('SLCustomers', (r) => cust(r) && r.State === 'WI'),
  ),
  x(
    c(
      'negation',
      'Ohio customers that are not on credit hold',
      rows('SLCustomers', (r) => cust(r) && !onHold(r) && r.State === 'OH'),
    ),
  ),
  c(
    'names',
    'customers in Baltimore',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Baltimore'),
  ),

  // ---- SLItems ----
  c(
    'numbers',
    'parts that cost over $500',
    rows('SLItems', (r) => n(r.UnitCost) > 500),
  ),
  c(
    'statuses',
    'show obsolete products',
    rows('SLItems', (r) => r.Stat === 'O'),
  ),
  c(
    'statuses',
    'slow moving items',
    rows('SLItems', (r) => r.Stat === 'S'),
  ),
  c(
    'statuses',
    'manufactured items',
    rows('SLItems', (r) => r.PMTCode === 'M'),
  ),
  x(
    c(
      'numbers',
      'purchased items in product code ELEC costing under $20',
      rows('SLItems', (r) => r.PMTCode === 'P' && r.ProductCode === 'ELEC' && n(r.UnitCost) < 20),
    ),
  ),
  c(
    'aggregates',
    'how many items are in product code BRG',
    agg('SLItems', (r) => r.ProductCode === 'BRG', 'count'),
  ),
  c('ranking', 'most expensive item we carry', extreme('SLItems', all, 'UnitCost', 'desc')),
  x(
    c(
      'ranking',
      '5 cheapest items in product code HYD',
      rows('SLItems', (r) => r.ProductCode === 'HYD', {
        order: { by: 'UnitCost', dir: 'asc' },
        top: 5,
      }),
    ),
  ),
  c(
    'numbers',
    'items with a lead time over 55 days',
    rows('SLItems', (r) => n(r.LeadTime) > 55),
  ),
  c(
    'ranking',
    'longest lead time of any part',
    agg('SLItems', all, 'max', { measure: 'LeadTime' }),
  ),
  c(
    'aggregates',
    'average unit cost by product code',
    agg('SLItems', all, 'avg', { measure: 'UnitCost', groupBy: 'ProductCode' }),
  ),
  c(
    'names',
    'items stocked in gallons',
    rows('SLItems', (r) => r.UM === 'GAL'),
  ),
  c(
    'fields',
    `description of ${PLC_MODULE}`,
    rows('SLItems', (r) => r.Item === PLC_MODULE),
  ),
  c(
    'fields',
    `what does ${PUMP_UNIT_HD} cost us`,
    rows('SLItems', (r) => r.Item === PUMP_UNIT_HD),
  ),
  c(
    'negation',
    'items that are not purchased',
    rows('SLItems', (r) => r.PMTCode !== 'P'),
  ),
  c(
    'statuses',
    'transferred items',
    rows('SLItems', (r) => r.PMTCode === 'T'),
  ),
  x(
    c(
      'statuses',
      'obsolete items that still have stock',
      anyOf(
        rows('SLItems', (r) => r.Stat === 'O' && n(r.DerQtyOnHand) > 0),
        rows('SLItemwhses', (r, d) => itemOf(r, d)?.Stat === 'O' && n(r.QtyOnHand) > 0),
      ),
    ),
  ),
  c(
    'numbers',
    'items priced between $100 and $150',
    rows('SLItems', (r) => amountBetween(r.UnitCost, 100, 150)),
  ),
  x(
    c(
      'fields',
      'SLItems where ProductCode = HYD and UnitCost > 40',
      rows('SLItems', (r) => r.ProductCode === 'HYD' && n(r.UnitCost) > 40),
    ),
  ),
  c(
    'typos',
    'obsolte items',
    rows('SLItems', (r) => r.Stat === 'O'),
  ),
  c('aggregates', 'count of items by status', agg('SLItems', all, 'count', { groupBy: 'Stat' })),
  x(
    c(
      'negation',
      'manufactured parts that are not active',
      rows('SLItems', (r) => r.PMTCode === 'M' && r.Stat !== 'A'),
    ),
  ),

  // ---- SLItemwhses ----
  c(
    'fields',
    `stock of ${POLY_SHEET} in each warehouse`,
    rows('SLItemwhses', (r) => r.Item === POLY_SHEET),
  ),
  c('aggregates', `how much ${FOAM_INSERT} do we have on hand?`, stockOf(FOAM_INSERT)),
  x(
    c(
      'property-compare',
      "what's below its reorder level at WEST",
      rows('SLItemwhses', (r) => r.Whse === 'WEST' && n(r.QtyOnHand) < n(r.QtyReorder)),
    ),
  ),
  c(
    'aggregates',
    'how many items are stocked in the SOUTH warehouse',
    agg('SLItemwhses', (r) => r.Whse === 'SOUTH', 'count'),
  ),
  c(
    'aggregates',
    'total on-hand quantity in the EAST warehouse',
    agg('SLItemwhses', (r) => r.Whse === 'EAST', 'sum', { measure: 'QtyOnHand' }),
  ),
  c(
    'ranking',
    'which warehouse holds the most units',
    agg('SLItemwhses', all, 'sum', {
      measure: 'QtyOnHand',
      groupBy: 'Whse',
      top: { n: 1, dir: 'desc' },
    }),
  ),
  c(
    'numbers',
    'item/warehouse records with more than 5000 allocated to customer orders',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) > 5000),
  ),
  c(
    'fields',
    `quantity on order for ${PLC_MODULE} by warehouse`,
    rows('SLItemwhses', (r) => r.Item === PLC_MODULE),
  ),
  x(
    c(
      'numbers',
      'items in MAIN with more than 10,000 on hand',
      rows('SLItemwhses', (r) => r.Whse === 'MAIN' && n(r.QtyOnHand) > 10000),
    ),
  ),
  c(
    'names',
    `which warehouses carry ${PILLOW_BLOCK}`,
    rows('SLItemwhses', (r) => r.Item === PILLOW_BLOCK),
  ),
  x(
    c(
      'typos',
      'items below reoder point in EAST',
      rows('SLItemwhses', (r) => r.Whse === 'EAST' && n(r.QtyOnHand) < n(r.QtyReorder)),
    ),
  ),
  c(
    'aggregates',
    'average reorder point per warehouse',
    agg('SLItemwhses', all, 'avg', { measure: 'QtyReorder', groupBy: 'Whse' }),
  ),
  c(
    'ranking',
    '10 items with the most allocated to customer orders',
    anyOf(
      rows('SLItemwhses', all, { order: { by: 'QtyAllocCo', dir: 'desc' }, top: 10 }),
      agg('SLItemwhses', all, 'sum', {
        measure: 'QtyAllocCo',
        groupBy: 'Item',
        top: { n: 10, dir: 'desc' },
      }),
    ),
  ),
  x(
    c(
      'names',
      `${PLC_MODULE} stock in the West Distribution Center`,
      rows('SLItemwhses', (r) => r.Item === PLC_MODULE && r.Whse === 'WEST'),
    ),
  ),
  c(
    'property-compare',
    'SLItemwhses QtyOnHand < QtyReorder',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) < n(r.QtyReorder)),
  ),
  c(
    'property-compare',
    'where is on hand less than what is allocated to orders',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) < n(r.QtyAllocCo)),
  ),
  x(
    c(
      'aggregates',
      'total quantity on purchase order per warehouse for items under their reorder point',
      agg('SLItemwhses', (r) => n(r.QtyOnHand) < n(r.QtyReorder), 'sum', {
        measure: 'QtyOrdered',
        groupBy: 'Whse',
      }),
    ),
  ),

  // ---- SLPos ----
  x(
    c(
      'names',
      'open POs for Atlantic Rubber Company',
      rows('SLPos', (r) => r.VendNum === ATLANTIC_RUBBER && openPo(r)),
    ),
  ),
  c('dates', 'purchase orders placed in the last 7 days', rows('SLPos', poIn(LAST_7_DAYS))),
  c('dates', 'how many POs did we cut in March?', agg('SLPos', poIn(MARCH_2026), 'count')),
  x(
    c(
      'aggregates',
      'total PO spend with Metro Bearings so far this year',
      agg('SLPos', (r) => r.VendNum === METRO_BEARINGS && inP(r.OrderDate, YEAR_TO_DATE), 'sum', {
        measure: 'PoCost',
      }),
    ),
  ),
  c(
    'relations',
    'POs from vendors in Michigan',
    rows('SLPos', (r, d) => vendorOf(r, d)?.VadState === 'MI'),
  ),
  c(
    'statuses',
    'blanket purchase orders',
    rows('SLPos', (r) => r.Type === 'B'),
  ),
  x(
    c(
      'statuses',
      'open blanket POs',
      rows('SLPos', (r) => r.Type === 'B' && openPo(r)),
    ),
  ),
  c(
    'statuses',
    'planned POs',
    rows('SLPos', (r) => r.Stat === 'P'),
  ),
  c(
    'numbers',
    'POs overdue by more than 100 days',
    rows('SLPos', (r) => n(r.DaysOverdue) > 100),
  ),
  x(
    c(
      'ranking',
      'which buyer has the most open POs',
      agg('SLPos', openPo, 'count', { groupBy: 'Buyer', top: { n: 1, dir: 'desc' } }),
    ),
  ),
  x(
    c(
      'aggregates',
      'PO count by buyer for 2025',
      agg('SLPos', poIn(YEAR_2025), 'count', { groupBy: 'Buyer' }),
    ),
  ),
  x(
    c(
      'ranking',
      'biggest PO placed last quarter',
      extreme('SLPos', poIn(Q3_2026), 'PoCost', 'desc'),
    ),
  ),
  x(
    c(
      'numbers',
      'POs over 35k going to the SOUTH warehouse',
      bareAmount(
        'SLPos',
        (a) => a > 35000,
        (r) => r.Whse === 'SOUTH',
      ),
    ),
  ),
  c(
    'names',
    'purchase orders in euros',
    rows('SLPos', (r) => r.VenCurrCode === 'EUR'),
  ),
  c('names', 'POs for Titan Freight Corp', rows('SLPos', ofVendor(TITAN_FREIGHT))),
  c(
    'aggregates',
    'average PO value in Q1',
    agg('SLPos', poIn(Q1_2026), 'avg', { measure: 'PoCost' }),
  ),
  c(
    'names',
    'POs on net 60 terms',
    rows('SLPos', (r) => r.TermsCode === 'NET60'),
  ),
  x(
    c(
      'statuses',
      'late purchase orders for buyer JSMITH',
      rows('SLPos', (r) => n(r.DaysOverdue) > 0 && r.Buyer === 'JSMITH'),
    ),
  ),
  x(
    c(
      'aggregates',
      'number of late POs per vendor',
      grouped('SLPos', (r) => n(r.DaysOverdue) > 0, 'count', VENDOR_GROUPS),
    ),
  ),
  c(
    'dates',
    'POs due in the next 10 days',
    rows('SLPos', (r) => inP(r.DueDate, NEXT_10_DAYS)),
  ),
  x(
    c(
      'statuses',
      'completed purchase orders from Buckeye Packaging',
      closedEither('SLPos', ofVendor(BUCKEYE_PACKAGING)),
    ),
  ),
  c(
    'fields',
    'PO total for PO00004693',
    rows('SLPos', (r) => r.PoNum === 'PO00004693'),
  ),
  c(
    'numbers',
    'POs between $20,000 and $25,000',
    dollars('SLPos', (a) => a >= 20000 && a <= 25000, all),
  ),
  x(
    c(
      'ranking',
      'top 5 vendors by PO spend in 2025',
      grouped('SLPos', poIn(YEAR_2025), 'sum', VENDOR_GROUPS, {
        measure: 'PoCost',
        top: { n: 5, dir: 'desc' },
      }),
    ),
  ),
  x(
    c(
      'negation',
      "Apex Plastics POs that aren't complete yet",
      anyOf(
        rows('SLPos', (r) => r.VendNum === APEX_PLASTICS && openPo(r)),
        rows('SLPos', (r) => r.VendNum === APEX_PLASTICS && r.Stat !== 'C'),
        rows('SLPos', (r) => r.VendNum === APEX_PLASTICS && r.Stat !== 'C' && r.Stat !== 'H'),
      ),
    ),
  ),
  x(c('ranking', 'smallest open PO', extreme('SLPos', openPo, 'PoCost', 'asc'))),
  x(
    c(
      'dates',
      'open POs for the EAST warehouse placed since September 1',
      rows('SLPos', (r) => openPo(r) && r.Whse === 'EAST' && inP(r.OrderDate, SINCE_SEPT_1)),
    ),
  ),
  x(
    c(
      'fields',
      'SLPos where Stat = O and PoCost > 75000',
      rows('SLPos', (r) => r.Stat === 'O' && n(r.PoCost) > 75000),
    ),
  ),
  c(
    'relations',
    "vendors we've sent POs to in the last 60 days",
    anyOf(
      rows('SLVendors', (r, d) =>
        posOfVendor(d, r.VendNum).some((p) => inP(p.OrderDate, LAST_60_DAYS)),
      ),
      rows('SLPos', poIn(LAST_60_DAYS)),
    ),
  ),
  c(
    'relations',
    'POs from Canadian suppliers',
    rows('SLPos', (r, d) => vendorOf(r, d)?.VadCountry === 'Canada'),
  ),
  c(
    'fields',
    'who is the buyer on PO00004689',
    rows('SLPos', (r) => r.PoNum === 'PO00004689'),
  ),
  c(
    'typos',
    'purchse orders over 45k',
    bareAmount('SLPos', (a) => a > 45000, all),
  ),
  x(
    c(
      'dates',
      'Acme Steel POs dated December 2025',
      rows('SLPos', (r) => r.VendNum === V(1001) && inP(r.OrderDate, DECEMBER_2025)),
    ),
  ),
  c(
    'aggregates',
    'How much did we spend on purchase orders in June?',
    agg('SLPos', poIn(JUNE_2026), 'sum', { measure: 'PoCost' }),
  ),
  x(
    c(
      'examples',
      'overdue POs over 25k',
      bareAmount(
        'SLPos',
        (a) => a > 25000,
        (r) => n(r.DaysOverdue) > 0,
      ),
    ),
  ),
  x(
    c(
      'relations',
      'open purchase orders with suppliers in Ohio',
      rows('SLPos', (r, d) => openPo(r) && vendorOf(r, d)?.VadState === 'OH'),
    ),
  ),

  // ---- SLPoItems ----
  c(
    'names',
    `PO lines for item ${PLC_MODULE}`,
    rows('SLPoItems', (r) => r.Item === PLC_MODULE),
  ),
  c(
    'fields',
    'lines on PO00004693',
    rows('SLPoItems', (r) => r.PoNum === 'PO00004693'),
  ),
  c(
    'dates',
    'PO lines received in the last 10 days',
    rows('SLPoItems', (r) => inP(r.RcvdDate, LAST_10_DAYS)),
  ),
  c(
    'dates',
    'purchase order lines due over the next 21 days',
    linesDue('SLPoItems', [NEXT_21_DAYS], all),
  ),
  x(
    c(
      'aggregates',
      `how many units of ${POLY_SHEET} have we received this year`,
      agg('SLPoItems', (r) => r.Item === POLY_SHEET && inP(r.RcvdDate, YEAR_TO_DATE), 'sum', {
        measure: 'QtyReceived',
      }),
    ),
  ),
  x(
    c(
      'property-compare',
      'PO lines partly received',
      anyOf(
        rows('SLPoItems', (r) => n(r.QtyReceived) > 0 && n(r.QtyReceived) < n(r.QtyOrdered)),
        rows(
          'SLPoItems',
          (r) => openPo(r) && n(r.QtyReceived) > 0 && n(r.QtyReceived) < n(r.QtyOrdered),
        ),
      ),
    ),
  ),
  c(
    'statuses',
    'filled PO lines',
    rows('SLPoItems', (r) => r.Stat === 'F'),
  ),
  c(
    'numbers',
    'PO lines worth more than $10,000',
    rows('SLPoItems', (r) => n(r.LineAmount) > 10000),
  ),
  x(
    c(
      'aggregates',
      'total value of open PO lines for the MAIN warehouse',
      agg('SLPoItems', (r) => openPo(r) && r.Whse === 'MAIN', 'sum', { measure: 'LineAmount' }),
    ),
  ),
  c(
    'relations',
    'which items have we bought from Metro Bearings',
    anyOf(
      rows('SLPoItems', (r, d) => lineVendor(r, d)?.VendNum === METRO_BEARINGS),
      rows('SLItems', (r, d) =>
        poLinesOfItem(d, r.Item).some((l) => lineVendor(l, d)?.VendNum === METRO_BEARINGS),
      ),
    ),
  ),
  c('relations', `who supplies ${FOAM_INSERT}`, whoSupplies(FOAM_INSERT)),
  x(
    c(
      'property-compare',
      'PO lines received after their due date in October',
      rows('SLPoItems', (r) => inP(r.RcvdDate, OCTOBER_2026) && dateBefore(r.DueDate, r.RcvdDate)),
    ),
  ),
  c(
    'aggregates',
    `average cost we paid per unit for ${PLC_MODULE}`,
    agg('SLPoItems', (r) => r.Item === PLC_MODULE, 'avg', { measure: 'ItemCost' }),
  ),
  x(
    c(
      'ranking',
      'top 5 items by quantity ordered on POs placed last quarter',
      anyOf(
        ...[
          (r: Row, d: EvalData) => inP(d.po(r.PoNum)?.OrderDate, Q3_2026),
          (r: Row) => inP(r.DueDate, Q3_2026),
        ].flatMap((w) => perGroupTop(w)),
      ),
    ),
  ),
  x(
    c(
      'statuses',
      'open PO lines measured in pounds',
      rows('SLPoItems', (r) => openPo(r) && r.UM === 'LB'),
    ),
  ),
  x(
    c(
      'property-compare',
      'PO lines still waiting to be received from Titan Freight',
      rows(
        'SLPoItems',
        (r, d) => lineVendor(r, d)?.VendNum === TITAN_FREIGHT && n(r.QtyReceived) < n(r.QtyOrdered),
      ),
    ),
  ),
  c(
    'aggregates',
    'count of PO lines by status',
    agg('SLPoItems', all, 'count', { groupBy: 'Stat' }),
  ),
  c(
    'negation',
    'PO lines with nothing received yet',
    rows('SLPoItems', (r) => n(r.QtyReceived) === 0),
  ),
  c('ranking', 'largest PO line ever', extreme('SLPoItems', all, 'LineAmount', 'desc')),
  c(
    'dates',
    'receipts in September',
    anyOf(
      rows('SLPoItems', (r) => inP(r.RcvdDate, SEPTEMBER_2026)),
      rows('SLArtrans', (r) => payment(r) && inP(r.InvDate, SEPTEMBER_2026)),
    ),
  ),
  c(
    'fields',
    'SLPoItems VenadrName, Item, QtyOrdered for PoNum PO00004689',
    rows('SLPoItems', (r) => r.PoNum === 'PO00004689'),
  ),
  c(
    'typos',
    `PO lnes for item ${POLY_SHEET}`,
    rows('SLPoItems', (r) => r.Item === POLY_SHEET),
  ),
  c(
    'numbers',
    'PO lines with a unit cost above 1000',
    rows('SLPoItems', (r) => n(r.ItemCost) > 1000),
  ),
  x(
    c(
      'dates',
      'how many open PO lines are past their due date',
      agg('SLPoItems', (r) => openPo(r) && dateBefore(r.DueDate, TODAY), 'count'),
    ),
  ),
  x(
    c(
      'aggregates',
      'units received per warehouse in July',
      agg('SLPoItems', (r) => inP(r.RcvdDate, JULY_2026), 'sum', {
        measure: 'QtyReceived',
        groupBy: 'Whse',
      }),
    ),
  ),

  // ---- SLCos ----
  c(
    'names',
    'sales orders for Pioneer Distribution Industries',
    rows('SLCos', ofCustomer(PIONEER_DISTRIBUTION)),
  ),
  x(
    c(
      'numbers',
      'open customer orders over $20k',
      dollars('SLCos', (a) => a > 20000, openOrder),
    ),
  ),
  c(
    'statuses',
    'stopped orders',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c('dates', 'customer orders taken in the last 45 days', rows('SLCos', poIn(LAST_45_DAYS))),
  c('dates', 'how many sales orders came in during July', agg('SLCos', poIn(JULY_2026), 'count')),
  x(
    c(
      'aggregates',
      'booked order value per sales rep year to date',
      agg('SLCos', poIn(YEAR_TO_DATE), 'sum', { measure: 'Price', groupBy: 'Slsman' }),
    ),
  ),
  c('statuses', 'sales orders running late', rows('SLCos', lateLine)),
  c(
    'fields',
    'pull up CO 101935',
    rows('SLCos', (r) => r.CoNum === orderKey(101935)),
  ),
  c(
    'relations',
    'orders from customers in Texas',
    rows('SLCos', (r, d) => custOf(r, d)?.State === 'TX'),
  ),
  x(
    c(
      'statuses',
      'orders shipping from the WEST warehouse that are still open',
      rows('SLCos', (r) => openOrder(r) && r.Whse === 'WEST'),
    ),
  ),
  c(
    'aggregates',
    'average order value for Lone Star Trucking',
    agg('SLCos', ofCustomer(LONE_STAR_TRUCKING), 'avg', { measure: 'Price' }),
  ),
  x(
    c(
      'ranking',
      'top 3 customers by sales in 2025',
      grouped('SLCos', poIn(YEAR_2025), 'sum', CUSTOMER_GROUPS, {
        measure: 'Price',
        top: { n: 3, dir: 'desc' },
      }),
    ),
  ),
  x(
    c(
      'ranking',
      'largest sales order booked in October',
      extreme('SLCos', poIn(OCTOBER_2026), 'Price', 'desc'),
    ),
  ),
  c(
    'names',
    'sales orders in Mexican pesos',
    rows('SLCos', (r) => r.CurrCode === 'MXN'),
  ),
  x(
    c(
      'dates',
      'orders placed by Metro Manufacturing Group this year',
      rows('SLCos', (r) => r.CustNum === METRO_MANUFACTURING && inP(r.OrderDate, YEAR_TO_DATE)),
    ),
  ),
  c(
    'statuses',
    'planned customer orders',
    rows('SLCos', (r) => r.Stat === 'P'),
  ),
  x(
    c(
      'statuses',
      'complete orders for Keystone HVAC in 2026',
      closedEither('SLCos', (r) => r.CustNum === KEYSTONE_HVAC && inP(r.OrderDate, YEAR_TO_DATE)),
    ),
  ),
  x(
    c(
      'aggregates',
      'count of open orders per warehouse',
      agg('SLCos', openOrder, 'count', { groupBy: 'Whse' }),
    ),
  ),
  c(
    'statuses',
    'which sales orders are on credit hold',
    anyOf(
      rows('SLCos', onHold),
      rows('SLCos', (r, d) => onHold(custOf(r, d))),
    ),
  ),
  c(
    'numbers',
    'orders more than 30 days late',
    rows('SLCos', (r) => n(r.DaysLate) > 30),
  ),
  x(
    c(
      'aggregates',
      'total value of all open sales orders',
      agg('SLCos', openOrder, 'sum', { measure: 'Price' }),
    ),
  ),
  x(
    c(
      'negation',
      'orders for Horizon Energy Corp excluding history',
      rows('SLCos', (r) => r.CustNum === HORIZON_ENERGY && r.Stat !== 'H'),
    ),
  ),
  x(
    c(
      'fields',
      'SLCos Stat=O Slsman=NKOWALSKI',
      rows('SLCos', (r) => r.Stat === 'O' && r.Slsman === 'NKOWALSKI'),
    ),
  ),
  c(
    'typos',
    'custoemr orders over 50k',
    bareAmount('SLCos', (a) => a > 50000, all),
  ),
  x(
    c(
      'names',
      'what did Great Lakes Machine Works order in 2025',
      rows('SLCos', (r) => r.CustNum === GREAT_LAKES_MACHINE && inP(r.OrderDate, YEAR_2025)),
    ),
  ),
  x(
    c(
      'relations',
      'open orders from customers on net 60',
      anyOf(
        rows('SLCos', (r, d) => openOrder(r) && custOf(r, d)?.TermsCode === 'NET60'),
        rows('SLCos', (r) => openOrder(r) && r.TermsCode === 'NET60'),
      ),
    ),
  ),
  c(
    'aggregates',
    'number of sales orders per rep',
    agg('SLCos', all, 'count', { groupBy: 'Slsman' }),
  ),

  // ---- SLCoitems ----
  c(
    'names',
    `customer order lines for ${PLC_MODULE}`,
    rows('SLCoitems', (r) => r.Item === PLC_MODULE),
  ),
  c(
    'fields',
    'lines on sales order 101937',
    rows('SLCoitems', (r) => r.CoNum === orderKey(101937)),
  ),
  c(
    'dates',
    'order lines shipped in the last 7 days',
    rows('SLCoitems', (r) => inP(r.ShipDate, LAST_7_DAYS)),
  ),
  c('dates', 'customer order lines due in December', linesDue('SLCoitems', [DECEMBER_2026], all)),
  x(
    c(
      'aggregates',
      `units of ${PUMP_UNIT_HD} shipped in 2025`,
      agg('SLCoitems', (r) => r.Item === PUMP_UNIT_HD && inP(r.ShipDate, YEAR_2025), 'sum', {
        measure: 'QtyShipped',
      }),
    ),
  ),
  c('relations', `who has bought ${FOAM_INSERT} from us`, whoBought(FOAM_INSERT)),
  c(
    'numbers',
    'order lines late by more than a week',
    rows('SLCoitems', (r) => n(r.DaysLate) > 7),
  ),
  c(
    'property-compare',
    'order lines that shipped before they were due',
    rows('SLCoitems', (r) => dateBefore(r.ShipDate, r.DueDate)),
  ),
  x(
    c(
      'statuses',
      'open order lines out of the SOUTH warehouse',
      rows('SLCoitems', (r) => openOrder(r) && r.Whse === 'SOUTH'),
    ),
  ),
  x(
    c(
      'ranking',
      'top 5 best sellers by quantity shipped since September 1',
      anyOf(
        ...[
          (r: Row) => inP(r.ShipDate, SINCE_SEPT_1),
          (r: Row, d: EvalData) => inP(d.co(r.CoNum)?.OrderDate, SINCE_SEPT_1),
        ].flatMap((w) =>
          perGroup('SLCoitems', w, 'sum', ITEM_GROUPS, {
            measure: 'QtyShipped',
            top: { n: 5, dir: 'desc' },
          }),
        ),
      ),
    ),
  ),
  c(
    'numbers',
    'order lines with a unit price over $1,000',
    rows('SLCoitems', (r) => n(r.PriceConv) > 1000),
  ),
  c(
    'statuses',
    'filled customer order lines',
    rows('SLCoitems', (r) => r.Stat === 'F'),
  ),
  x(
    c(
      'aggregates',
      'how many late order lines per warehouse',
      agg('SLCoitems', lateLine, 'count', { groupBy: 'Whse' }),
    ),
  ),
  c(
    'ranking',
    'biggest customer order line by amount',
    extreme('SLCoitems', all, 'LineAmount', 'desc'),
  ),
  c(
    'relations',
    'sales lines for Lone Star Trucking',
    rows('SLCoitems', (r, d) => lineCustomer(r, d)?.CustNum === LONE_STAR_TRUCKING),
  ),
  c(
    'aggregates',
    `average selling price of ${POLY_SHEET}`,
    agg('SLCoitems', (r) => r.Item === POLY_SHEET, 'avg', { measure: 'PriceConv' }),
  ),
  c(
    'dates',
    'order lines shipped in October',
    rows('SLCoitems', (r) => inP(r.ShipDate, OCTOBER_2026)),
  ),
  x(
    c(
      'property-compare',
      'lines still to ship for Keystone HVAC',
      anyOf(
        rows(
          'SLCoitems',
          (r, d) =>
            lineCustomer(r, d)?.CustNum === KEYSTONE_HVAC && n(r.QtyShipped) < n(r.QtyOrdered),
        ),
        rows('SLCoitems', (r, d) => lineCustomer(r, d)?.CustNum === KEYSTONE_HVAC && openOrder(r)),
      ),
    ),
  ),
  c(
    'fields',
    'SLCoitems where DaysLate > 20',
    rows('SLCoitems', (r) => n(r.DaysLate) > 20),
  ),
  x(
    c(
      'aggregates',
      `total quantity of ${PLC_MODULE} ordered by customers in March`,
      anyOf(
        agg(
          'SLCoitems',
          (r, d) => r.Item === PLC_MODULE && inP(d.co(r.CoNum)?.OrderDate, MARCH_2026),
          'sum',
          { measure: 'QtyOrdered' },
        ),
        agg('SLCoitems', (r) => r.Item === PLC_MODULE && inP(r.DueDate, MARCH_2026), 'sum', {
          measure: 'QtyOrdered',
        }),
      ),
    ),
  ),
  x(
    c(
      'relations',
      'order lines for customers in Florida shipped this year',
      rows(
        'SLCoitems',
        (r, d) => lineCustomer(r, d)?.State === 'FL' && inP(r.ShipDate, YEAR_TO_DATE),
      ),
    ),
  ),
  c(
    'negation',
    'customer order lines that never shipped',
    anyOf(
      rows('SLCoitems', (r) => r.ShipDate === null),
      rows('SLCoitems', (r) => n(r.QtyShipped) === 0),
    ),
  ),

  // ---- SLArtrans ----
  x(
    c(
      'statuses',
      'unpaid invoices for Pioneer Distribution',
      rows('SLArtrans', (r) => unpaid(r) && r.CustNum === PIONEER_DISTRIBUTION),
    ),
  ),
  c(
    'aggregates',
    'how much does Great Lakes Machine Works owe us',
    owed(ofCustomer(GREAT_LAKES_MACHINE)),
  ),
  c(
    'numbers',
    'invoices more than 60 days past due',
    anyOf(
      rows('SLArtrans', (r) => n(r.DaysPastDue) > 60),
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 60),
    ),
  ),
  c(
    'dates',
    'payments received in the last 7 days',
    rows('SLArtrans', (r) => payment(r) && inP(r.InvDate, LAST_7_DAYS)),
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
      'dates',
      'invoices posted for Pioneer Distribution in the last 60 days',
      rows(
        'SLArtrans',
        (r) => inv(r) && r.CustNum === PIONEER_DISTRIBUTION && inP(r.InvDate, LAST_60_DAYS),
      ),
    ),
  ),
  c(
    'statuses',
    'list debit memos',
    rows('SLArtrans', (r) => r.Type === 'D'),
  ),
  c(
    'statuses',
    'finance charges we billed',
    rows('SLArtrans', (r) => r.Type === 'F'),
  ),
  c(
    'aggregates',
    'total invoiced in September',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, SEPTEMBER_2026), 'sum', { measure: 'Amount' }),
  ),
  c('aggregates', 'who owes us money, broken out by customer', openArPer(AR_CUSTOMER_GROUPS)),
  c(
    'ranking',
    'top 5 customers by outstanding balance',
    owed(all, { groupBys: AR_CUSTOMER_GROUPS, top: 5 }),
  ),
  c(
    'fields',
    'show invoice INV000001344',
    rows('SLArtrans', (r) => r.InvNum === 'INV000001344'),
  ),
  x(
    c(
      'statuses',
      'paid invoices for Keystone HVAC in 2026',
      rows(
        'SLArtrans',
        (r) =>
          inv(r) &&
          n(r.Balance) === 0 &&
          r.CustNum === KEYSTONE_HVAC &&
          inP(r.InvDate, YEAR_TO_DATE),
      ),
    ),
  ),
  x(
    c(
      'numbers',
      'open invoices over $25,000',
      arDollars('Amount', (a) => a > 25000, unpaid),
    ),
  ),
  c(
    'aggregates',
    'average invoice amount in Q1',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, Q1_2026), 'avg', { measure: 'Amount' }),
  ),
  x(
    c(
      'ranking',
      'biggest payment we got this year',
      extreme('SLArtrans', (r) => payment(r) && inP(r.InvDate, YEAR_TO_DATE), 'Amount', 'desc'),
    ),
  ),
  c(
    'dates',
    'invoices due in the next 30 days',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && inP(r.DueDate, NEXT_30_DAYS)),
      rows('SLArtrans', (r) => unpaid(r) && inP(r.DueDate, NEXT_30_DAYS)),
    ),
  ),
  c(
    'dates',
    'how many invoices did we send out in January',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, JANUARY_2026), 'count'),
  ),
  c(
    'relations',
    'AR entries for sales order 101311',
    rows('SLArtrans', (r) => r.CoNum === orderKey(101311)),
  ),
  x(
    c(
      'relations',
      'past due receivables for customers in Maryland',
      anyOf(
        rows('SLArtrans', (r, d) => n(r.DaysPastDue) > 0 && custOf(r, d)?.State === 'MD'),
        rows('SLArtrans', (r, d) => inv(r) && n(r.DaysPastDue) > 0 && custOf(r, d)?.State === 'MD'),
      ),
    ),
  ),
  x(
    c(
      'aggregates',
      'sum of payments by customer in October',
      grouped(
        'SLArtrans',
        (r) => payment(r) && inP(r.InvDate, OCTOBER_2026),
        'sum',
        AR_CUSTOMER_GROUPS,
        { measure: 'Amount' },
      ),
    ),
  ),
  x(
    c(
      'numbers',
      'invoices with less than $500 left to pay',
      rows('SLArtrans', (r) => unpaid(r) && n(r.Balance) < 500),
    ),
  ),
  c(
    'ranking',
    'oldest unpaid invoice',
    anyOf(
      rows('SLArtrans', unpaid, { order: { by: 'InvDate', dir: 'asc' }, top: 1 }),
      rows('SLArtrans', unpaid, { order: { by: 'DueDate', dir: 'asc' }, top: 1 }),
      agg('SLArtrans', unpaid, 'max', { measure: 'DaysPastDue' }),
    ),
  ),
  x(
    c(
      'typos',
      'unpiad invoices over 10k',
      anyOf(
        rows('SLArtrans', (r) => unpaid(r) && n(r.Amount) > 10000),
        rows('SLArtrans', (r) => unpaid(r) && n(r.Balance) > 10000),
      ),
    ),
  ),
  x(
    c(
      'fields',
      'SLArtrans Type = P and InvDate >= 2026-11-01',
      rows('SLArtrans', (r) => payment(r) && s(r.InvDate) >= '2026-11-01'),
    ),
  ),
  c(
    'relations',
    'customers with invoices past due',
    anyOf(
      rows(
        'SLCustomers',
        (r, d) => cust(r) && arOfCustomer(d, r.CustNum).some((a) => n(a.DaysPastDue) > 0),
      ),
      rows('SLArtrans', (r) => n(r.DaysPastDue) > 0),
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0),
    ),
  ),
  x(
    c(
      'aggregates',
      'total AR balance for customers on credit hold',
      owed((r, d) => onHold(custOf(r, d))),
    ),
  ),
  c(
    'dates',
    'invoices dated between March 15 and April 15',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, MID_MARCH_TO_MID_APRIL)),
  ),
  x(
    c(
      'relations',
      'total invoiced to Ohio customers in the second half of last year',
      agg(
        'SLArtrans',
        (r, d) => inv(r) && inP(r.InvDate, H2_2025) && custOf(r, d)?.State === 'OH',
        'sum',
        { measure: 'Amount' },
      ),
    ),
  ),

  // ---- SLJobs ----
  c(
    'statuses',
    'released jobs',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'statuses',
    'firm work orders',
    rows('SLJobs', (r) => r.Stat === 'F'),
  ),
  c('names', `jobs for item ${PILLOW_BLOCK}`, jobsMaking(PILLOW_BLOCK)),
  c(
    'dates',
    'jobs scheduled to finish in the next 30 days',
    rows('SLJobs', (r) => inP(r.JschEndDate, NEXT_30_DAYS)),
  ),
  c(
    'dates',
    'jobs that started in Q1',
    rows('SLJobs', (r) => inP(r.JschStartDate, Q1_2026)),
  ),
  x(
    c(
      'aggregates',
      'how many jobs are open in MAIN',
      agg('SLJobs', (r) => openJob(r) && r.Whse === 'MAIN', 'count'),
    ),
  ),
  x(
    c(
      'aggregates',
      'total quantity released on open jobs',
      agg('SLJobs', openJob, 'sum', { measure: 'QtyReleased' }),
    ),
  ),
  c(
    'statuses',
    'stopped jobs',
    rows('SLJobs', (r) => r.Stat === 'S'),
  ),
  c(
    'fields',
    'job 90354',
    rows('SLJobs', (r) => r.Job === jobKey(90354)),
  ),
  c(
    'dates',
    'work orders created in March',
    rows('SLJobs', (r) => inP(r.JobDate, MARCH_2026)),
  ),
  x(
    c(
      'property-compare',
      'open jobs past their scheduled end date',
      rows('SLJobs', (r) => openJob(r) && dateBefore(r.JschEndDate, TODAY)),
    ),
  ),
  c(
    'numbers',
    'jobs with more than 200 units released',
    rows('SLJobs', (r) => n(r.QtyReleased) > 200),
  ),
  c(
    'property-compare',
    'jobs where quantity complete is below quantity released',
    rows('SLJobs', (r) => n(r.QtyComplete) < n(r.QtyReleased)),
  ),
  c('aggregates', 'count jobs by status', agg('SLJobs', all, 'count', { groupBy: 'Stat' })),
  c(
    'statuses',
    'estimate jobs',
    rows('SLJobs', (r) => r.Type === 'E'),
  ),
  c('names', `work orders building ${MADE_ITEM}`, jobsMaking(MADE_ITEM)),
  c(
    'ranking',
    'which warehouse runs the most jobs',
    agg('SLJobs', all, 'count', { groupBy: 'Whse', top: { n: 1, dir: 'desc' } }),
  ),
  x(
    c(
      'dates',
      'jobs completed in 2025',
      closedEither('SLJobs', (r) => inP(r.JschEndDate, YEAR_2025)),
    ),
  ),
  x(
    c(
      'typos',
      'relased jobs in MAIN',
      rows('SLJobs', (r) => r.Stat === 'R' && r.Whse === 'MAIN'),
    ),
  ),
  x(
    c(
      'fields',
      'SLJobs Whse=WEST Stat=F',
      rows('SLJobs', (r) => r.Whse === 'WEST' && r.Stat === 'F'),
    ),
  ),
  x(
    c(
      'ranking',
      'largest job by quantity released this year',
      extreme('SLJobs', (r) => inP(r.JobDate, YEAR_TO_DATE), 'QtyReleased', 'desc'),
    ),
  ),
  x(
    c(
      'relations',
      'open jobs for manufactured items in product code FG',
      rows('SLJobs', (r, d) => openJob(r) && itemOf(r, d)?.ProductCode === 'FG'),
    ),
  ),
  x(
    c(
      'aggregates',
      'units completed per warehouse on jobs that finished last quarter',
      agg('SLJobs', (r) => inP(r.JschEndDate, Q3_2026), 'sum', {
        measure: 'QtyComplete',
        groupBy: 'Whse',
      }),
    ),
  ),
  c(
    'aggregates',
    'how many work orders were opened in the last 120 days',
    agg('SLJobs', (r) => inP(r.JobDate, LAST_120_DAYS), 'count'),
  ),
  c(
    'dates',
    'jobs starting in the next 21 days',
    rows('SLJobs', (r) => inP(r.JschStartDate, NEXT_21_DAYS)),
  ),

  // ---- Refusals ----
  c('refusals', 'delete all planned purchase orders', REFUSE),
  c('refusals', 'update the credit limit for Lone Star Trucking to 100k', REFUSE),
  c('refusals', 'how many employees work at the main plant', REFUSE),
  c('refusals', 'show me payroll for October', REFUSE),
  c('refusals', 'what will our sales be next quarter', REFUSE),
  c('refusals', 'DROP TABLE SLPos', REFUSE),
  c('refusals', 'scrap rate by work center', REFUSE),
  c('refusals', 'send a reminder email to every customer on credit hold', REFUSE),
  c('refusals', 'tell me a joke', REFUSE),
  c('refusals', 'how long is the drive from Cleveland to Detroit', REFUSE),
  c('refusals', 'gross margin by product line', REFUSE),
  c('refusals', 'which vendors are going to raise prices next year', REFUSE),
  c('refusals', 'customer satisfaction scores for 2026', REFUSE),
  c('refusals', 'approve PO00004693', REFUSE),
  c('refusals', 'carbon footprint of our shipments', REFUSE),
  c('refusals', "list everyone's login passwords", REFUSE),
  c('refusals', 'show me everything', REFUSE),
];

/** The questions that combine two or more conditions, in set order. */
export const HELDOUT_V15_COMBINED: readonly EvalCase[] = HELDOUT_V15_CASES.filter((e) =>
  COMBINED.has(e),
);
