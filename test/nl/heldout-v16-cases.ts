/**
 * RETIRED held-out set v16 (issue #17), retired on 2026-11-29 (session 18) - now part of the
 * TUNING pool. Questions written blind by a helper session started for this
 * purpose alone, which read neither the query engine (src/query/,
 * src/erp/connectors/demo/demo-vocabulary.ts) nor the questions of any other set (eval-cases.ts,
 * the everyday-* sets, heldout-cases.ts, heldout-v2 to v15 beyond v15's header, imports, calendar
 * and helpers), nor docs/questions.md, BENCHMARKS.md, test/nl/novel-questions.ts,
 * test/nl/engine-fixture.ts or test/nl/calibration.ts, and never ran the engine, the NL
 * evaluation or any probe on these questions (nor set NL_EVAL_HELDOUT). What it read, exactly:
 * its brief (/work/briefs/writer16.md); /work/shared/nl-examples.md (whole); of
 * /work/shared/SPEC.md, its section headings (a grep for lines starting with "#") and lines
 * 114-182 (sections 7 and 8); of /work/shared/seed-api.md, lines 1-40;
 * src/erp/connectors/demo/demo-schema.ts (whole) - of the other files in that folder only the
 * names and line counts were seen (ls, wc -l; the generator files were allowed but not opened,
 * demo-vocabulary.ts was not opened); test/nl/eval-data.ts, case-builders.ts, eval-types.ts,
 * heldout-helpers.ts and heldout-data-check.ts (whole); lines 1-266 of
 * test/nl/heldout-v15-cases.ts (its header with the meanings, imports, calendar and helpers,
 * stopping before `export const HELDOUT_V15_CASES`); test/nl/heldout-v15-cases.data.e2e-spec.ts;
 * of test/nl/nl-evaluation.ts only what a grep for "evalDatabase" with the eight lines after each
 * hit printed (lines 94-102 and 154-162); of test/nl nothing else (no listing of the folder).
 * It did not open package.json or jest.config.js (the data check was run with the command its
 * brief gives).
 * Git history: `git log --oneline -1` alone, for the commit below (its one-line subject
 * describes a refactor of the engine's splitting of glued words; no question here was written
 * from it).
 * It looked at the generated evaluation data through eval-data.ts alone: a throwaway script under
 * /tmp, bundled with esbuild, asked evalDatabase() for the data file (bundling and running that
 * import loaded modules it did not read; no question was put to the engine) and dumped the loaded
 * rows to JSON, read with plain Python to pick values that exist (vendors, customers, items,
 * documents and jobs other than those v15's header names); a second throwaway script loaded this
 * file's expectations against the same rows to check that every reading discriminates (no rows
 * reading is the whole table unless cut to a top N, no top N or top-N group is cut inside a tie,
 * no reading is empty). Both were removed before the commit. Every expectation is computed from
 * the raw rows with plain predicates, independently of the engine. The questions are written as a
 * buyer, a customer-service clerk, a controller, a plant manager, an inventory planner, an AR
 * clerk, a shipping clerk, an executive and an IT person typing IDO and column names would type
 * them (polite requests, imperatives, terse fragments, noise words, raw IDO and column names).
 * heldout-v16-cases.data.e2e-spec.ts checks, without the engine, that every expectation matches
 * at least one row in each accepted reading.
 *
 * Size: 247 questions, 17 of them refusals (category 'refusals') and 8 typing slips (category
 * 'typos': a dropped or transposed letter in an IDO, field or status word, each expecting what
 * the correctly typed question expects).
 * Difficulty mix: 81 questions (32.8%) combine two or more conditions (marked with x() below and
 * exported as HELDOUT_V16_COMBINED: a status and an amount, a named party and a status or a
 * period, a status and a warehouse or a place, a relation and a status, a group-by with a period
 * or a status, a top-N under a period, a negation with a status or a place, two property
 * comparisons or a comparison and a place); 149 are single-condition or plain lookups; 17 are
 * refusals. Across both kinds the set includes superlatives (biggest, largest, cheapest,
 * priciest, oldest, most), counts against quantities ("how many POs" against "how many Angle
 * Iron did we receive"), "how much" against "how many", negations (not, no, aren't, nothing,
 * outside), ranges (between A and B), relative periods (the last / past 14, 30 and 90 days, the
 * next 7, 14, 45 and 60 days, last month, this month, this quarter, this year, since May 1, the
 * week before last), named months (February, April, May, August, November 2025), Q2, the first
 * half of this year, whole years (2024, 2025), grouped breakdowns and top-N lists. Every IDO of
 * the demo catalog is asked about: SLVendors, SLCustomers, SLItems, SLItemwhses, SLPos,
 * SLPoItems, SLCos, SLCoitems, SLArtrans and SLJobs.
 *
 * History: written against main 7871134. First run, on that engine (main c5af3eb, after v15 was
 * retired and before #17's eighteenth round changed the engine): 233/247 right (94.3%), 216/219
 * (98.6%) of answers at or above 0.5 right; on the 209 questions no tuning set asks, 195/209
 * (93.3%) and 181/184 (98.4%). Second run, after the round's eight tuners 18a to 18h (main
 * ef60c97): the same. Third, on the session's final engine (main dffef6c, two of 18g's rules
 * taken back): the same. No tuner's worktree held this file (they branched before it was
 * merged) and their briefs forbade reading it. Retired on 2026-11-29 (session 18) after those
 * three runs, all at 233/247 and 216/219; its misses are read from then on.
 * Corrected on retirement (session 18), because two expectations narrowed a meaning that the
 * sets whose meanings this one keeps state otherwise (so the figures above count them as
 * misses): "POs over 15k placed this year" and "POs between 20k and 22k" expected only
 * dollars()'s readings, but this header keeps v15's meanings and through it v10 to v14's, which
 * read a bare amount with no currency sign as the stored amount (v15 was corrected the same way
 * on its retirement, after this set was written): both are accepted now (heldout-helpers'
 * bareAmount, moved there from v15).
 *
 * (Former) RULE: do not tune the engine on these questions and do not read the misses the evaluation
 * reports for them. Never change an expectation to make the engine pass. A question may only be
 * corrected if its expectation is shown wrong against the meanings stated here (or in
 * shared/nl-examples.md, or in v15's header, whose meanings this set keeps), and the commit that
 * corrects it must say so and why.
 *
 * The calendar is computed for the evaluation's "today", 2026-11-21 (a Saturday; EVAL_TODAY),
 * and written out below rather than derived.
 * Meanings follow shared/nl-examples.md and every meaning listed in heldout-v15-cases.ts's
 * header (and through it v4 to v14), plus, for v16:
 * - "the last / past 14 days" and "the past two weeks" run from 7 November 2026 to today; "the
 *   last 30 / 90 days" from 22 October / 23 August 2026; "the next 7 / 14 / 45 / 60 days" from
 *   today to 28 November / 5 December 2026 / 5 January / 20 January 2027; "last month" is
 *   October 2026, the whole month; placed, received or created "this month" is 1 November 2026
 *   to today, "due this month" the whole of November 2026; "this quarter" (placed, booked) is 1
 *   October 2026 to today; "this year" is 1 January 2026 to today; "since May 1" is 1 May 2026
 *   to today; "Q2" is April to June 2026; "the first half of this year" is January to June 2026;
 *   "in 2024" / "in 2025" are those whole years; "November 2025" is that month;
 * - past-facing named months are their 2026 occurrence ("in February", "in April", "in May",
 *   "in August");
 * - "the week before last" is the week two weeks back: ISO (Monday 2 to Sunday 8 November 2026)
 *   or US (Sunday 1 to Saturday 7 November 2026); both accepted;
 * - "POs that went out" read OrderDate; order lines "shipped" ShipDate; jobs that "ended" or
 *   are "wrapping up" JschEndDate, "start" JschStartDate, "created" JobDate; debit memos,
 *   invoices and payments in a period read InvDate; PO lines "received" RcvdDate;
 * - "overdue PO lines" are open (P or O) lines with DueDate before today; "order lines shipped
 *   this year after their due date": ShipDate this year and after DueDate;
 * - vendor Stat I is "inactive", A "active"; vendors "we pay in euros" / "billed in Canadian
 *   dollars" read CurrCode; "cash on delivery" is TermsCode COD; "suppliers outside the USA" and
 *   "based in Germany" read VadCountry;
 * - "electrical" items are ProductCode ELEC, "packaging" items PKG, "bearings (product code
 *   BRG)" BRG; "sold by the foot" is UM FT; "transferred" items PMTCode T; "purchased parts"
 *   PMTCode P; "not active" items any Stat but A;
 * - "estimate orders" are SLCos Type E; "standard jobs" SLJobs Type S;
 * - "out of stock": SLItemwhses rows with QtyOnHand 0, or items whose DerQtyOnHand is 0; "how
 *   many items are stocked at MAIN": MAIN's SLItemwhses rows, or those with stock above 0; "qty
 *   on order ... across warehouses": the item's SLItemwhses QtyOrdered summed, or those rows;
 *   "on-hand quantity of X in each warehouse": X's SLItemwhses rows, or QtyOnHand summed per
 *   Whse;
 * - "customers in New York": the state NY, or the city New York (both accepted);
 * - "customers on hold that still have open orders": those customers, or those orders; "Texas
 *   vendors with no open POs": TX vendors none of whose POs is P or O;
 * - "the oldest past-due invoice": the past-due invoice with the earliest DueDate or the earliest
 *   InvDate, or the largest DaysPastDue as an aggregate;
 * - "the 3 biggest PO lines by quantity ordered" order by QtyOrdered; "top 5 parts by PO line
 *   amount this year" sums LineAmount per item over lines of POs ordered this year, or over lines
 *   due this year; "biggest job by quantity released" is the maximum QtyReleased, or that job;
 * - "AR entries for order N" are SLArtrans rows whose CoNum is N; "what they owe" and "AR
 *   balance" sum Balance (heldout-helpers' owed());
 * - salaries, sick days, margins, demand forecasts, a stock price, travel, poems, passwords,
 *   sports, machine downtime, and any request to delete, update, approve, cancel, insert, drop
 *   or email something are refused.
 * Where a question honestly admits two readings, both are accepted (anyOf).
 */
import { agg, all, anyOf, c, cust, inv, n, openOrder, REFUSE, rows, unpaid } from './case-builders';
import {
  amountBetween,
  arDollars,
  bareAmount,
  closedEither,
  combinedMarker,
  cosOfCustomer,
  custOf,
  customerKey as CU,
  dateBefore,
  dollars,
  domestic,
  extreme,
  grouped,
  inAnyOf,
  inP,
  jobsMaking,
  lineCustomer,
  linesDue,
  lineVendor,
  onHold,
  openArPer,
  openJob,
  owed,
  perGroup,
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
export const HELDOUT_V16_NAME = 'retired v16';

// Calendar around 2026-11-21 (Saturday), written out here.
const TODAY = '2026-11-21';
/** The last / past N days: today - N to today ("the past two weeks" = the last 14 days). */
const LAST_14_DAYS: Period = ['2026-11-07', TODAY];
const LAST_30_DAYS: Period = ['2026-10-22', TODAY];
const LAST_90_DAYS: Period = ['2026-08-23', TODAY];
/** The next N days: today to today + N. */
const NEXT_7_DAYS: Period = [TODAY, '2026-11-28'];
const NEXT_14_DAYS: Period = [TODAY, '2026-12-05'];
const NEXT_45_DAYS: Period = [TODAY, '2027-01-05'];
const NEXT_60_DAYS: Period = [TODAY, '2027-01-20'];
/** "Last month": October 2026, the whole month. */
const LAST_MONTH: Period = ['2026-10-01', '2026-10-31'];
/** Placed / received / created "this month": 1 November 2026 to today; "due this month": all of November. */
const THIS_MONTH_TO_DATE: Period = ['2026-11-01', TODAY];
const NOVEMBER_2026: Period = ['2026-11-01', '2026-11-30'];
/** "This quarter" (placed, booked): Q4 2026 from 1 October to today. */
const THIS_QUARTER_TO_DATE: Period = ['2026-10-01', TODAY];
/** Named months (past-facing: their 2026 occurrence); "November 2025" is that month. */
const FEBRUARY_2026: Period = ['2026-02-01', '2026-02-28'];
const APRIL_2026: Period = ['2026-04-01', '2026-04-30'];
const MAY_2026: Period = ['2026-05-01', '2026-05-31'];
const AUGUST_2026: Period = ['2026-08-01', '2026-08-31'];
const NOVEMBER_2025: Period = ['2025-11-01', '2025-11-30'];
/** "Q2": April to June 2026; "the first half of this year": January to June 2026. */
const Q2_2026: Period = ['2026-04-01', '2026-06-30'];
const FIRST_HALF_2026: Period = ['2026-01-01', '2026-06-30'];
/** "Since May 1": 1 May 2026 to today; "this year": 1 January 2026 to today. */
const SINCE_MAY_1: Period = ['2026-05-01', TODAY];
const YEAR_TO_DATE: Period = ['2026-01-01', TODAY];
const YEAR_2025: Period = ['2025-01-01', '2025-12-31'];
const YEAR_2024: Period = ['2024-01-01', '2024-12-31'];
/**
 * "The week before last": the week two weeks back, ISO (Monday 2 to Sunday 8 November 2026) or
 * US (Sunday 1 to Saturday 7 November 2026); both accepted.
 */
const WEEK_BEFORE_LAST_ISO: Period = ['2026-11-02', '2026-11-08'];
const WEEK_BEFORE_LAST_US: Period = ['2026-11-01', '2026-11-07'];

const ACME_STEEL = V(1001);
const HORIZON_ABRASIVES = V(1002);
const NORTHERN_MOTORS = V(1003);
const APEX_ELECTRONICS = V(1004);
const TITAN_MOTORS = V(1007);
const PIONEER_STEEL = V(1008);
const DELTA_WIRE = V(1009);
const CASCADE_RUBBER = V(1010);
const HARBOR_MACHINING = V(1011);
const LIBERTY_AEROSPACE = CU(5002);
const ATLAS_AUTOMOTIVE = CU(5003);
const IRON_RIVER = CU(5004);
const ALLIED_TRAILER = CU(5005);
const VANGUARD_FURNITURE = CU(5006);
const MIDWEST_POWER = CU(5007);
const APEX_INSTRUMENTS = CU(5010);

const ANCHOR = 'IT-10001';
const SEAL_KIT = 'IT-10002';
const HOSE_3000 = 'IT-10003';
const ANGLE_IRON = 'IT-10004';
const SENSOR_5A = 'IT-10005';
const CONTROL_PANEL = 'IT-10007';
const WIRE_HARNESS = 'IT-10008';
const STEEL_PLATE = 'IT-10122';
const PUMP_SERIES_5 = 'IT-10533';

/** Documents named by number in a question (keys as stored). */
const SAMPLE_PO = 'PO00003179';
const SAMPLE_CO = '    101571';
const SAMPLE_AR_CO = '    100433';
const SAMPLE_JOB = '     90071';

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

/** Held-out v16: written blind (see the header); expectations from the raw rows. */
export const HELDOUT_V16_CASES: readonly EvalCase[] = [
  // ---- SLVendors ----
  c(
    'names',
    'do we have any suppliers in Kentucky?',
    rows('SLVendors', (r) => r.VadState === 'KY'),
  ),
  c(
    'names',
    'vendors located in Oklahoma City',
    rows('SLVendors', (r) => r.VadCity === 'Oklahoma City'),
  ),
  c(
    'synonyms',
    'list out the vendors we pay in euros',
    rows('SLVendors', (r) => r.CurrCode === 'EUR'),
  ),
  c(
    'statuses',
    'which suppliers are inactive',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'aggregates',
    'how many vendors are on NET45 terms',
    agg('SLVendors', (r) => r.TermsCode === 'NET45', 'count'),
  ),
  c(
    'fields',
    'gimme the phone number for Harbor Machining',
    rows('SLVendors', ofVendor(HARBOR_MACHINING)),
  ),
  c('fields', "who's our contact at Cascade Rubber", rows('SLVendors', ofVendor(CASCADE_RUBBER))),
  x(
    c(
      'names',
      'vendors in Ohio that are on net 60',
      rows('SLVendors', (r) => r.VadState === 'OH' && r.TermsCode === 'NET60'),
    ),
  ),
  c('aggregates', 'count of suppliers by state', grouped('SLVendors', all, 'count', ['VadState'])),
  c(
    'ranking',
    'which vendor has the most purchase orders',
    grouped('SLPos', all, 'count', VENDOR_GROUPS, { top: { n: 1, dir: 'desc' } }),
  ),
  c(
    'negation',
    'suppliers outside the USA',
    rows('SLVendors', (r) => r.VadCountry !== 'USA'),
  ),
  c(
    'fields',
    'SLVendors where CurrCode = CAD',
    rows('SLVendors', (r) => r.CurrCode === 'CAD'),
  ),
  x(
    c(
      'negation',
      'Texas vendors with no open POs',
      rows('SLVendors', (r, d) => TX(r) && !posOfVendor(d, r.VendNum).some(openPo)),
    ),
  ),
  x(
    c(
      'statuses',
      'active vendors in Pennsylvania',
      rows('SLVendors', (r) => r.Stat === 'A' && r.VadState === 'PA'),
    ),
  ),
  c(
    'names',
    'suppliers based in Germany',
    rows('SLVendors', (r) => r.VadCountry === 'Germany'),
  ),
  c('fields', 'email address for Titan Motors', rows('SLVendors', ofVendor(TITAN_MOTORS))),
  c(
    'synonyms',
    'which suppliers want cash on delivery',
    rows('SLVendors', (r) => r.TermsCode === 'COD'),
  ),
  // ---- SLCustomers ----
  c(
    'names',
    'customers in Wisconsin',
    rows('SLCustomers', (r) => cust(r) && r.State === 'WI'),
  ),
  c(
    'names',
    'which of our clients are located in Houston',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Houston'),
  ),
  c(
    'numbers',
    'customers with a credit limit above 300k',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) > 300000),
  ),
  c(
    'synonyms',
    'customers billed in Canadian dollars',
    rows('SLCustomers', (r) => cust(r) && r.CurrCode === 'CAD'),
  ),
  c(
    'names',
    'accounts handled by KPATEL',
    anyOf(
      rows('SLCustomers', (r) => cust(r) && r.Slsman === 'KPATEL'),
      rows('SLCustomers', (r) => r.Slsman === 'KPATEL'),
    ),
  ),
  c(
    'aggregates',
    'number of customers per sales rep',
    anyOf(
      ...perGroup('SLCustomers', cust, 'count', ['Slsman']),
      ...perGroup('SLCustomers', all, 'count', ['Slsman']),
    ),
  ),
  c(
    'fields',
    "what's the credit limit on Atlas Automotive Group",
    anyOf(
      rows('SLCustomers', (r) => cust(r) && r.CustNum === ATLAS_AUTOMOTIVE),
      rows('SLCustomers', ofCustomer(ATLAS_AUTOMOTIVE)),
    ),
  ),
  x(
    c(
      'statuses',
      'California customers that are on credit hold',
      rows('SLCustomers', (r) => cust(r) && r.State === 'CA' && onHold(r)),
    ),
  ),
  x(
    c(
      'numbers',
      'California customers with a credit limit under 100,000',
      rows('SLCustomers', (r) => cust(r) && r.State === 'CA' && n(r.CreditLimit) < 100000),
    ),
  ),
  x(
    c(
      'negation',
      'customers in New York not on hold',
      anyOf(
        rows('SLCustomers', (r) => cust(r) && r.State === 'NY' && !onHold(r)),
        rows('SLCustomers', (r) => cust(r) && r.City === 'New York' && !onHold(r)),
      ),
    ),
  ),
  c(
    'relations',
    'ship-to addresses for Iron River Construction',
    rows('SLCustomers', (r) => r.CustNum === IRON_RIVER && n(r.CustSeq) > 0),
  ),
  c(
    'ranking',
    'top 5 customers by credit limit',
    rows('SLCustomers', cust, { order: { by: 'CreditLimit', dir: 'desc' }, top: 5 }),
  ),
  c(
    'synonyms',
    'clients on net 45',
    anyOf(
      rows('SLCustomers', (r) => cust(r) && r.TermsCode === 'NET45'),
      rows('SLCustomers', (r) => r.TermsCode === 'NET45'),
    ),
  ),
  c(
    'names',
    'customers in Ontario',
    rows('SLCustomers', (r) => cust(r) && r.State === 'ON'),
  ),
  c(
    'aggregates',
    'how many customers are there in Pennsylvania',
    agg('SLCustomers', (r) => cust(r) && r.State === 'PA', 'count'),
  ),
  c(
    'numbers',
    'customers whose credit limit is between 50,000 and 75,000',
    rows('SLCustomers', (r) => cust(r) && amountBetween(r.CreditLimit, 50000, 75000)),
  ),
  x(
    c(
      'relations',
      'customers on hold that still have open orders',
      anyOf(
        rows(
          'SLCustomers',
          (r, d) => cust(r) && onHold(r) && cosOfCustomer(d, r.CustNum).some(openOrder),
        ),
        rows('SLCos', (r, d) => openOrder(r) && onHold(custOf(r, d))),
      ),
    ),
  ),
  c(
    'names',
    'customers in Baltimore',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Baltimore'),
  ),
  c(
    'fields',
    'SLCustomers with CurrCode MXN',
    anyOf(
      rows('SLCustomers', (r) => r.CurrCode === 'MXN'),
      rows('SLCustomers', (r) => cust(r) && r.CurrCode === 'MXN'),
    ),
  ),
  // ---- SLItems ----
  c(
    'names',
    'items with product code HYD',
    rows('SLItems', (r) => r.ProductCode === 'HYD'),
  ),
  c(
    'fields',
    'what does IT-10004 cost',
    rows('SLItems', (r) => r.Item === ANGLE_IRON),
  ),
  c(
    'statuses',
    'list the manufactured items',
    rows('SLItems', (r) => r.PMTCode === 'M'),
  ),
  c(
    'aggregates',
    'how many purchased parts do we have',
    agg('SLItems', (r) => r.PMTCode === 'P', 'count'),
  ),
  c(
    'statuses',
    'slow-moving items',
    rows('SLItems', (r) => r.Stat === 'S'),
  ),
  x(
    c(
      'statuses',
      'obsolete parts in product code FAST',
      rows('SLItems', (r) => r.Stat === 'O' && r.ProductCode === 'FAST'),
    ),
  ),
  c(
    'numbers',
    'items costing between $50 and $100',
    rows('SLItems', (r) => amountBetween(r.UnitCost, 50, 100)),
  ),
  c(
    'ranking',
    '10 priciest parts',
    rows('SLItems', all, { order: { by: 'UnitCost', dir: 'desc' }, top: 10 }),
  ),
  x(
    c(
      'ranking',
      'cheapest electrical item',
      extreme('SLItems', (r) => r.ProductCode === 'ELEC', 'UnitCost', 'asc'),
    ),
  ),
  c(
    'aggregates',
    'average unit cost by product code',
    grouped('SLItems', all, 'avg', ['ProductCode'], { measure: 'UnitCost' }),
  ),
  c(
    'synonyms',
    'products sold by the foot',
    rows('SLItems', (r) => r.UM === 'FT'),
  ),
  c(
    'numbers',
    'parts with a lead time of more than 45 days',
    rows('SLItems', (r) => n(r.LeadTime) > 45),
  ),
  c('aggregates', 'how much Seal Kit 25mm do we have on hand', stockOf(SEAL_KIT)),
  x(
    c(
      'numbers',
      'manufactured parts under $20',
      rows('SLItems', (r) => r.PMTCode === 'M' && n(r.UnitCost) < 20),
    ),
  ),
  x(
    c(
      'fields',
      'SLItems where Stat = O and PMTCode = M',
      rows('SLItems', (r) => r.Stat === 'O' && r.PMTCode === 'M'),
    ),
  ),
  c(
    'negation',
    "parts that aren't active",
    rows('SLItems', (r) => r.Stat !== 'A'),
  ),
  c('relations', 'who do we buy Angle Iron 2x2x1/4 from', whoSupplies(ANGLE_IRON)),
  c('relations', 'which customers have ordered Sensor 5A', whoBought(SENSOR_5A)),
  c(
    'aggregates',
    'average lead time for bearings (product code BRG)',
    agg('SLItems', (r) => r.ProductCode === 'BRG', 'avg', { measure: 'LeadTime' }),
  ),
  c(
    'synonyms',
    'transferred items',
    rows('SLItems', (r) => r.PMTCode === 'T'),
  ),
  c('aggregates', 'count of items per unit of measure', grouped('SLItems', all, 'count', ['UM'])),
  x(
    c(
      'numbers',
      'active packaging items over $5',
      rows('SLItems', (r) => r.Stat === 'A' && r.ProductCode === 'PKG' && n(r.UnitCost) > 5),
    ),
  ),
  // ---- SLItemwhses ----
  c(
    'names',
    'what do we keep in the WEST warehouse',
    rows('SLItemwhses', (r) => r.Whse === 'WEST'),
  ),
  x(
    c(
      'property-compare',
      "what's running below its reorder point at SOUTH",
      rows('SLItemwhses', (r) => r.Whse === 'SOUTH' && n(r.QtyOnHand) < n(r.QtyReorder)),
    ),
  ),
  c(
    'numbers',
    'anything completely out of stock?',
    anyOf(
      rows('SLItemwhses', (r) => n(r.QtyOnHand) === 0),
      rows('SLItems', (r) => n(r.DerQtyOnHand) === 0),
    ),
  ),
  c(
    'numbers',
    'item-warehouse records with more than 200,000 on hand',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) > 200000),
  ),
  c(
    'aggregates',
    'total on hand in the EAST warehouse',
    agg('SLItemwhses', (r) => r.Whse === 'EAST', 'sum', { measure: 'QtyOnHand' }),
  ),
  c(
    'names',
    'on-hand quantity of IT-10003 in each warehouse',
    anyOf(
      rows('SLItemwhses', (r) => r.Item === HOSE_3000),
      agg('SLItemwhses', (r) => r.Item === HOSE_3000, 'sum', {
        measure: 'QtyOnHand',
        groupBy: 'Whse',
      }),
    ),
  ),
  c(
    'aggregates',
    'how many items are stocked at MAIN',
    anyOf(
      agg('SLItemwhses', (r) => r.Whse === 'MAIN', 'count'),
      agg('SLItemwhses', (r) => r.Whse === 'MAIN' && n(r.QtyOnHand) > 0, 'count'),
    ),
  ),
  c(
    'ranking',
    'top 5 warehouse rows by quantity allocated to customer orders',
    rows('SLItemwhses', all, { order: { by: 'QtyAllocCo', dir: 'desc' }, top: 5 }),
  ),
  c(
    'aggregates',
    'qty on order for Hydraulic Hose 3000 PSI across warehouses',
    anyOf(
      agg('SLItemwhses', (r) => r.Item === HOSE_3000, 'sum', { measure: 'QtyOrdered' }),
      rows('SLItemwhses', (r) => r.Item === HOSE_3000),
    ),
  ),
  c(
    'property-compare',
    'SLItemwhses where QtyAllocCo > QtyOnHand',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) > n(r.QtyOnHand)),
  ),
  x(
    c(
      'numbers',
      'items in WEST with nothing allocated',
      rows('SLItemwhses', (r) => r.Whse === 'WEST' && n(r.QtyAllocCo) === 0),
    ),
  ),
  c(
    'aggregates',
    'total stock by warehouse',
    grouped('SLItemwhses', all, 'sum', ['Whse', 'WhseName'], { measure: 'QtyOnHand' }),
  ),
  x(
    c(
      'numbers',
      'MAIN warehouse items with fewer than 500 on hand',
      rows('SLItemwhses', (r) => r.Whse === 'MAIN' && n(r.QtyOnHand) < 500),
    ),
  ),
  c(
    'names',
    'which warehouses stock Anchor M10 x 40',
    rows('SLItemwhses', (r) => r.Item === ANCHOR),
  ),
  x(
    c(
      'negation',
      'EAST warehouse items that are not below reorder point',
      rows('SLItemwhses', (r) => r.Whse === 'EAST' && !(n(r.QtyOnHand) < n(r.QtyReorder))),
    ),
  ),
  c(
    'property-compare',
    'how many item-warehouse rows are under their reorder point',
    agg('SLItemwhses', (r) => n(r.QtyOnHand) < n(r.QtyReorder), 'count'),
  ),
  // ---- SLPos ----
  x(
    c(
      'names',
      'can you pull the open POs for Northern Motors',
      rows('SLPos', (r) => openPo(r) && r.VendNum === NORTHERN_MOTORS),
    ),
  ),
  c(
    'dates',
    'how many purchase orders did we place last month',
    agg('SLPos', poIn(LAST_MONTH), 'count'),
  ),
  c('dates', 'POs cut in the past two weeks', rows('SLPos', poIn(LAST_14_DAYS))),
  c(
    'synonyms',
    'blanket POs',
    rows('SLPos', (r) => r.Type === 'B'),
  ),
  x(
    c(
      'statuses',
      'blanket purchase orders that are still open',
      rows('SLPos', (r) => r.Type === 'B' && openPo(r)),
    ),
  ),
  x(
    c(
      'names',
      'open POs for buyer KCHEN',
      rows('SLPos', (r) => r.Buyer === 'KCHEN' && openPo(r)),
    ),
  ),
  x(c('ranking', "what's the biggest open PO", extreme('SLPos', openPo, 'PoCost', 'desc'))),
  c(
    'aggregates',
    'total PO spend this quarter',
    agg('SLPos', poIn(THIS_QUARTER_TO_DATE), 'sum', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'average PO cost for Apex Electronics',
    agg('SLPos', ofVendor(APEX_ELECTRONICS), 'avg', { measure: 'PoCost' }),
  ),
  x(
    c(
      'ranking',
      'top 5 vendors by spend in 2024',
      grouped('SLPos', poIn(YEAR_2024), 'sum', VENDOR_GROUPS, {
        measure: 'PoCost',
        top: { n: 5, dir: 'desc' },
      }),
    ),
  ),
  c(
    'numbers',
    'POs more than 30 days overdue',
    rows('SLPos', (r) => n(r.DaysOverdue) > 30),
  ),
  x(
    c(
      'statuses',
      'anything overdue from Acme Steel?',
      rows('SLPos', (r) => r.VendNum === ACME_STEEL && n(r.DaysOverdue) > 0),
    ),
  ),
  c(
    'synonyms',
    'purchase orders in Canadian dollars',
    rows('SLPos', (r) => r.VenCurrCode === 'CAD'),
  ),
  x(
    c(
      'dates',
      'POs for the EAST warehouse placed in August',
      rows('SLPos', (r) => r.Whse === 'EAST' && inP(r.OrderDate, AUGUST_2026)),
    ),
  ),
  x(c('aggregates', 'open POs per buyer', grouped('SLPos', openPo, 'count', ['Buyer']))),
  x(
    c(
      'numbers',
      'POs over 15k placed this year',
      bareAmount('SLPos', (a) => a > 15000, poIn(YEAR_TO_DATE)),
    ),
  ),
  c(
    'statuses',
    'planned purchase orders',
    rows('SLPos', (r) => r.Stat === 'P'),
  ),
  c(
    'numbers',
    'purchase orders under $300',
    dollars('SLPos', (a) => a < 300, all),
  ),
  c(
    'dates',
    'POs due in the next 14 days',
    rows('SLPos', (r) => inP(r.DueDate, NEXT_14_DAYS)),
  ),
  c(
    'relations',
    'which vendors have overdue POs',
    anyOf(
      rows('SLVendors', (r, d) => posOfVendor(d, r.VendNum).some((p) => n(p.DaysOverdue) > 0)),
      rows('SLPos', (r) => n(r.DaysOverdue) > 0),
    ),
  ),
  x(
    c(
      'relations',
      'open purchase orders with vendors in Ohio',
      rows('SLPos', (r, d) => openPo(r) && vendorOf(r, d)?.VadState === 'OH'),
    ),
  ),
  c(
    'numbers',
    'POs between 20k and 22k',
    bareAmount('SLPos', (a) => a >= 20000 && a <= 22000, all),
  ),
  x(
    c(
      'aggregates',
      'how many POs has Pioneer Steel got open',
      agg('SLPos', (r) => r.VendNum === PIONEER_STEEL && openPo(r), 'count'),
    ),
  ),
  x(
    c(
      'ranking',
      'ten largest POs placed in 2025',
      rows('SLPos', poIn(YEAR_2025), { order: { by: 'PoCost', dir: 'desc' }, top: 10 }),
    ),
  ),
  x(
    c(
      'fields',
      'SLPos with Stat O and Whse SOUTH',
      rows('SLPos', (r) => r.Stat === 'O' && r.Whse === 'SOUTH'),
    ),
  ),
  c(
    'negation',
    'POs not in US dollars',
    rows('SLPos', (r) => r.VenCurrCode !== 'USD'),
  ),
  x(c('statuses', 'completed POs for Titan Motors', closedEither('SLPos', ofVendor(TITAN_MOTORS)))),
  c(
    'names',
    `status of ${SAMPLE_PO}`,
    rows('SLPos', (r) => r.PoNum === SAMPLE_PO),
  ),
  x(
    c(
      'dates',
      'I need the POs Delta Wire & Cable got from us in the last 90 days',
      rows('SLPos', (r) => r.VendNum === DELTA_WIRE && inP(r.OrderDate, LAST_90_DAYS)),
    ),
  ),
  x(
    c(
      'aggregates',
      'PO spend per buyer in the first half of this year',
      grouped('SLPos', poIn(FIRST_HALF_2026), 'sum', ['Buyer'], { measure: 'PoCost' }),
    ),
  ),
  c('dates', 'purchase orders placed in February', rows('SLPos', poIn(FEBRUARY_2026))),
  x(
    c(
      'numbers',
      'euro POs over 10,000',
      anyOf(
        rows('SLPos', (r) => r.VenCurrCode === 'EUR' && n(r.PoCost) > 10000),
        rows('SLPos', (r) => r.VenCurrCode === 'EUR' && domestic(r.PoCost, r.ExchRate) > 10000),
      ),
    ),
  ),
  x(
    c(
      'aggregates',
      'count of POs by status for Horizon Abrasives',
      grouped('SLPos', ofVendor(HORIZON_ABRASIVES), 'count', ['Stat']),
    ),
  ),
  c(
    'dates',
    'the week before last, how many POs went out',
    anyOf(
      agg('SLPos', poIn(WEEK_BEFORE_LAST_ISO), 'count'),
      agg('SLPos', poIn(WEEK_BEFORE_LAST_US), 'count'),
    ),
  ),
  x(
    c(
      'numbers',
      'open POs more than 60 days overdue and over $5,000',
      dollars(
        'SLPos',
        (a) => a > 5000,
        (r) => openPo(r) && n(r.DaysOverdue) > 60,
      ),
    ),
  ),
  // ---- SLPoItems ----
  x(
    c(
      'statuses',
      'PO lines for IT-10002 still open',
      rows('SLPoItems', (r) => r.Item === SEAL_KIT && openPo(r)),
    ),
  ),
  c(
    'dates',
    'PO lines received in the last 30 days',
    rows('SLPoItems', (r) => inP(r.RcvdDate, LAST_30_DAYS)),
  ),
  c(
    'statuses',
    'filled PO lines',
    rows('SLPoItems', (r) => r.Stat === 'F'),
  ),
  c(
    'numbers',
    'PO lines with a line amount over 25k',
    rows('SLPoItems', (r) => n(r.LineAmount) > 25000),
  ),
  c(
    'aggregates',
    'total line amount on PO lines for Hydraulic Hose 3000 PSI',
    agg('SLPoItems', (r) => r.Item === HOSE_3000, 'sum', { measure: 'LineAmount' }),
  ),
  x(
    c(
      'aggregates',
      'how many Angle Iron 2x2x1/4 did we receive in 2025',
      agg('SLPoItems', (r) => r.Item === ANGLE_IRON && inP(r.RcvdDate, YEAR_2025), 'sum', {
        measure: 'QtyReceived',
      }),
    ),
  ),
  x(
    c(
      'dates',
      'open PO lines due in the next 45 days',
      linesDue('SLPoItems', [NEXT_45_DAYS], openPo),
    ),
  ),
  x(
    c(
      'relations',
      'PO lines from Delta Wire & Cable received this month',
      rows(
        'SLPoItems',
        (r, d) => lineVendor(r, d)?.VendNum === DELTA_WIRE && inP(r.RcvdDate, THIS_MONTH_TO_DATE),
      ),
    ),
  ),
  c(
    'aggregates',
    'average item cost on PO lines for Sensor 5A',
    agg('SLPoItems', (r) => r.Item === SENSOR_5A, 'avg', { measure: 'ItemCost' }),
  ),
  x(
    c(
      'statuses',
      'PO lines at WEST that are still open',
      rows('SLPoItems', (r) => r.Whse === 'WEST' && openPo(r)),
    ),
  ),
  c('aggregates', 'count PO lines by status', grouped('SLPoItems', all, 'count', ['Stat'])),
  x(
    c(
      'property-compare',
      'SLPoItems where QtyReceived < QtyOrdered and Whse = EAST',
      rows('SLPoItems', (r) => n(r.QtyReceived) < n(r.QtyOrdered) && r.Whse === 'EAST'),
    ),
  ),
  c(
    'relations',
    'PO line items from Harbor Machining',
    rows('SLPoItems', (r, d) => lineVendor(r, d)?.VendNum === HARBOR_MACHINING),
  ),
  x(
    c(
      'dates',
      'PO lines that are overdue',
      rows('SLPoItems', (r) => openPo(r) && dateBefore(r.DueDate, TODAY)),
    ),
  ),
  c('dates', 'PO lines due in the next 7 days', linesDue('SLPoItems', [NEXT_7_DAYS], all)),
  c(
    'ranking',
    'top 5 parts by PO line amount this year',
    anyOf(
      ...perGroup(
        'SLPoItems',
        (r, d) => inP(d.po(r.PoNum)?.OrderDate, YEAR_TO_DATE),
        'sum',
        ITEM_GROUPS,
        { measure: 'LineAmount', top: { n: 5, dir: 'desc' } },
      ),
      ...perGroup('SLPoItems', (r) => inP(r.DueDate, YEAR_TO_DATE), 'sum', ITEM_GROUPS, {
        measure: 'LineAmount',
        top: { n: 5, dir: 'desc' },
      }),
    ),
  ),
  c(
    'numbers',
    'PO lines for more than 5,000 units',
    rows('SLPoItems', (r) => n(r.QtyOrdered) > 5000),
  ),
  x(
    c(
      'numbers',
      'open PO lines with an item cost over $1,000',
      rows('SLPoItems', (r) => openPo(r) && n(r.ItemCost) > 1000),
    ),
  ),
  c(
    'ranking',
    'the 3 biggest PO lines by quantity ordered',
    rows('SLPoItems', all, { order: { by: 'QtyOrdered', dir: 'desc' }, top: 3 }),
  ),
  c(
    'names',
    'PO lines for Wire Harness Rev C',
    rows('SLPoItems', (r) => r.Item === WIRE_HARNESS),
  ),
  x(
    c(
      'dates',
      'complete PO lines received in April',
      rows('SLPoItems', (r) => r.Stat === 'C' && inP(r.RcvdDate, APRIL_2026)),
    ),
  ),
  // ---- SLCos ----
  x(
    c(
      'names',
      'open sales orders for Liberty Aerospace',
      rows('SLCos', (r) => openOrder(r) && r.CustNum === LIBERTY_AEROSPACE),
    ),
  ),
  c(
    'statuses',
    'stopped customer orders',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c(
    'dates',
    'how many COs were booked last month',
    agg('SLCos', (r) => inP(r.OrderDate, LAST_MONTH), 'count'),
  ),
  c(
    'dates',
    'orders placed in the past 30 days',
    rows('SLCos', (r) => inP(r.OrderDate, LAST_30_DAYS)),
  ),
  c(
    'statuses',
    'which customer orders are running late',
    rows('SLCos', (r) => n(r.DaysLate) > 0),
  ),
  x(
    c(
      'numbers',
      'open customer orders over $20k',
      dollars('SLCos', (a) => a > 20000, openOrder),
    ),
  ),
  c(
    'synonyms',
    'estimate orders',
    rows('SLCos', (r) => r.Type === 'E'),
  ),
  x(
    c(
      'aggregates',
      'total order value for Atlas Automotive this year',
      agg('SLCos', (r) => r.CustNum === ATLAS_AUTOMOTIVE && inP(r.OrderDate, YEAR_TO_DATE), 'sum', {
        measure: 'Price',
      }),
    ),
  ),
  x(
    c(
      'aggregates',
      'sales per salesperson this quarter',
      grouped('SLCos', (r) => inP(r.OrderDate, THIS_QUARTER_TO_DATE), 'sum', ['Slsman'], {
        measure: 'Price',
      }),
    ),
  ),
  x(
    c(
      'ranking',
      'top 5 customers by number of orders in 2025',
      grouped('SLCos', (r) => inP(r.OrderDate, YEAR_2025), 'count', CUSTOMER_GROUPS, {
        top: { n: 5, dir: 'desc' },
      }),
    ),
  ),
  x(
    c(
      'ranking',
      'biggest sales order of 2024',
      extreme('SLCos', (r) => inP(r.OrderDate, YEAR_2024), 'Price', 'desc'),
    ),
  ),
  c(
    'relations',
    'orders from customers in Florida',
    rows('SLCos', (r, d) => custOf(r, d)?.State === 'FL'),
  ),
  x(
    c(
      'statuses',
      'open orders shipping out of WEST',
      rows('SLCos', (r) => openOrder(r) && r.Whse === 'WEST'),
    ),
  ),
  c(
    'aggregates',
    'average order size in May',
    agg('SLCos', (r) => inP(r.OrderDate, MAY_2026), 'avg', { measure: 'Price' }),
  ),
  c(
    'names',
    'show sales order 101571',
    rows('SLCos', (r) => r.CoNum === SAMPLE_CO),
  ),
  c(
    'synonyms',
    'customer orders in Mexican pesos',
    rows('SLCos', (r) => r.CurrCode === 'MXN'),
  ),
  x(
    c(
      'statuses',
      'planned orders for Midwest Power Systems',
      rows('SLCos', (r) => r.Stat === 'P' && r.CustNum === MIDWEST_POWER),
    ),
  ),
  x(
    c(
      'statuses',
      'Liberty Aerospace orders more than 20 days late',
      rows('SLCos', (r) => r.CustNum === LIBERTY_AEROSPACE && n(r.DaysLate) > 20),
    ),
  ),
  c(
    'dates',
    'orders taken in November 2025',
    rows('SLCos', (r) => inP(r.OrderDate, NOVEMBER_2025)),
  ),
  x(
    c(
      'relations',
      'open orders from customers in Texas',
      rows('SLCos', (r, d) => openOrder(r) && custOf(r, d)?.State === 'TX'),
    ),
  ),
  c(
    'ranking',
    'the 5 oldest open customer orders',
    rows('SLCos', openOrder, { order: { by: 'OrderDate', dir: 'asc' }, top: 5 }),
  ),
  x(
    c(
      'negation',
      'open customer orders that are not in US dollars',
      rows('SLCos', (r) => openOrder(r) && r.CurrCode !== 'USD'),
    ),
  ),
  x(
    c(
      'aggregates',
      'how many orders did Vanguard Furniture place in 2025',
      agg('SLCos', (r) => r.CustNum === VANGUARD_FURNITURE && inP(r.OrderDate, YEAR_2025), 'count'),
    ),
  ),
  c(
    'fields',
    'SLCos where Slsman = EMOORE',
    rows('SLCos', (r) => r.Slsman === 'EMOORE'),
  ),
  c(
    'aggregates',
    'total sales booked in Q2',
    agg('SLCos', (r) => inP(r.OrderDate, Q2_2026), 'sum', { measure: 'Price' }),
  ),
  x(
    c(
      'dates',
      'orders from Allied Trailer since May 1',
      rows('SLCos', (r) => r.CustNum === ALLIED_TRAILER && inP(r.OrderDate, SINCE_MAY_1)),
    ),
  ),
  // ---- SLCoitems ----
  c(
    'names',
    'order lines for Anchor M10 x 40',
    rows('SLCoitems', (r) => r.Item === ANCHOR),
  ),
  c(
    'numbers',
    'order lines more than 10 days late',
    rows('SLCoitems', (r) => n(r.DaysLate) > 10),
  ),
  c(
    'dates',
    'lines shipped in the last 14 days',
    rows('SLCoitems', (r) => inP(r.ShipDate, LAST_14_DAYS)),
  ),
  x(
    c(
      'aggregates',
      'how many Seal Kit 25mm did we ship in 2025',
      agg('SLCoitems', (r) => r.Item === SEAL_KIT && inP(r.ShipDate, YEAR_2025), 'sum', {
        measure: 'QtyShipped',
      }),
    ),
  ),
  x(
    c(
      'dates',
      'open order lines due in the next 7 days',
      linesDue('SLCoitems', [NEXT_7_DAYS], openOrder),
    ),
  ),
  c(
    'numbers',
    'order lines worth more than 10,000',
    rows('SLCoitems', (r) => n(r.LineAmount) > 10000),
  ),
  c(
    'statuses',
    'filled order lines',
    rows('SLCoitems', (r) => r.Stat === 'F'),
  ),
  x(
    c(
      'statuses',
      'late order lines at SOUTH',
      rows('SLCoitems', (r) => r.Whse === 'SOUTH' && lateLine(r)),
    ),
  ),
  c(
    'ranking',
    'top 5 items by quantity ordered on customer order lines',
    grouped('SLCoitems', all, 'sum', ITEM_GROUPS, {
      measure: 'QtyOrdered',
      top: { n: 5, dir: 'desc' },
    }),
  ),
  c(
    'relations',
    'order lines for Liberty Aerospace',
    rows('SLCoitems', (r, d) => lineCustomer(r, d)?.CustNum === LIBERTY_AEROSPACE),
  ),
  c(
    'fields',
    'SLCoitems with PriceConv > 5000',
    rows('SLCoitems', (r) => n(r.PriceConv) > 5000),
  ),
  x(
    c(
      'relations',
      'late order lines for customers on credit hold',
      rows('SLCoitems', (r, d) => lateLine(r) && onHold(lineCustomer(r, d))),
    ),
  ),
  c(
    'aggregates',
    'total line value shipped in April',
    agg('SLCoitems', (r) => inP(r.ShipDate, APRIL_2026), 'sum', { measure: 'LineAmount' }),
  ),
  x(
    c(
      'negation',
      'open order lines with nothing shipped yet',
      rows('SLCoitems', (r) => openOrder(r) && n(r.QtyShipped) === 0),
    ),
  ),
  x(
    c(
      'names',
      'Control Panel Rev B order lines that are still open',
      rows('SLCoitems', (r) => r.Item === CONTROL_PANEL && openOrder(r)),
    ),
  ),
  c(
    'aggregates',
    'average price per unit on order lines for Hydraulic Hose 3000 PSI',
    agg('SLCoitems', (r) => r.Item === HOSE_3000, 'avg', { measure: 'PriceConv' }),
  ),
  c(
    'dates',
    'order lines due in the week before last',
    inAnyOf('SLCoitems', [WEEK_BEFORE_LAST_ISO, WEEK_BEFORE_LAST_US], (r, p) => inP(r.DueDate, p)),
  ),
  x(
    c(
      'property-compare',
      'order lines shipped this year after their due date',
      rows('SLCoitems', (r) => dateBefore(r.DueDate, r.ShipDate) && inP(r.ShipDate, YEAR_TO_DATE)),
    ),
  ),
  c('dates', 'order lines due this month', linesDue('SLCoitems', [NOVEMBER_2026], all)),
  // ---- SLArtrans ----
  x(
    c(
      'names',
      'open invoices for Iron River Construction',
      rows('SLArtrans', (r) => unpaid(r) && r.CustNum === IRON_RIVER),
    ),
  ),
  c(
    'numbers',
    'invoices more than 60 days past due',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 60),
      rows('SLArtrans', (r) => n(r.DaysPastDue) > 60),
    ),
  ),
  c('aggregates', 'how much do customers owe us in total', owed(all)),
  c(
    'aggregates',
    "what's the AR balance for Midwest Power Systems",
    owed(ofCustomer(MIDWEST_POWER)),
  ),
  c(
    'dates',
    'payments received last month',
    rows('SLArtrans', (r) => payment(r) && inP(r.InvDate, LAST_MONTH)),
  ),
  c(
    'synonyms',
    'list the credit memos',
    rows('SLArtrans', (r) => r.Type === 'C'),
  ),
  c(
    'synonyms',
    'finance charges',
    rows('SLArtrans', (r) => r.Type === 'F'),
  ),
  x(
    c(
      'dates',
      'debit memos this year',
      rows('SLArtrans', (r) => r.Type === 'D' && inP(r.InvDate, YEAR_TO_DATE)),
    ),
  ),
  c(
    'aggregates',
    'total invoiced in August',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, AUGUST_2026), 'sum', { measure: 'Amount' }),
  ),
  x(
    c(
      'numbers',
      'invoices over $25,000 issued this year',
      arDollars(
        'Amount',
        (a) => a > 25000,
        (r) => inv(r) && inP(r.InvDate, YEAR_TO_DATE),
      ),
    ),
  ),
  c(
    'ranking',
    'top 5 customers by what they owe',
    owed(all, { groupBys: AR_CUSTOMER_GROUPS, top: 5 }),
  ),
  x(
    c(
      'statuses',
      'paid invoices for Allied Trailer',
      rows('SLArtrans', (r) => inv(r) && n(r.Balance) === 0 && r.CustNum === ALLIED_TRAILER),
    ),
  ),
  x(
    c(
      'dates',
      'unpaid invoices falling due in the next 14 days',
      rows('SLArtrans', (r) => unpaid(r) && inP(r.DueDate, NEXT_14_DAYS)),
    ),
  ),
  c('aggregates', 'average invoice amount', agg('SLArtrans', inv, 'avg', { measure: 'Amount' })),
  c('ranking', 'largest payment we ever got', extreme('SLArtrans', payment, 'Amount', 'desc')),
  c(
    'aggregates',
    'how many invoices are past due',
    agg('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0, 'count'),
  ),
  x(
    c(
      'relations',
      'unpaid invoices for customers in Illinois',
      rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.State === 'IL'),
    ),
  ),
  x(
    c(
      'aggregates',
      'count of invoices per customer last month',
      grouped(
        'SLArtrans',
        (r) => inv(r) && inP(r.InvDate, LAST_MONTH),
        'count',
        AR_CUSTOMER_GROUPS,
      ),
    ),
  ),
  c(
    'names',
    'AR entries for order 100433',
    rows('SLArtrans', (r) => r.CoNum === SAMPLE_AR_CO),
  ),
  x(
    c(
      'numbers',
      'open invoices with a balance over 15k',
      rows('SLArtrans', (r) => unpaid(r) && n(r.Balance) > 15000),
    ),
  ),
  c(
    'aggregates',
    'sum of payments in the last 90 days',
    agg('SLArtrans', (r) => payment(r) && inP(r.InvDate, LAST_90_DAYS), 'sum', {
      measure: 'Amount',
    }),
  ),
  x(
    c(
      'dates',
      'invoices we sent Apex Instruments in 2025',
      rows(
        'SLArtrans',
        (r) => inv(r) && r.CustNum === APEX_INSTRUMENTS && inP(r.InvDate, YEAR_2025),
      ),
    ),
  ),
  c(
    'ranking',
    'oldest past-due invoice',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0, {
        order: { by: 'DueDate', dir: 'asc' },
        top: 1,
      }),
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0, {
        order: { by: 'InvDate', dir: 'asc' },
        top: 1,
      }),
      agg('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0, 'max', { measure: 'DaysPastDue' }),
    ),
  ),
  c(
    'fields',
    'SLArtrans where Type = D',
    rows('SLArtrans', (r) => r.Type === 'D'),
  ),
  x(
    c(
      'negation',
      'unpaid invoices that are not yet past due',
      rows('SLArtrans', (r) => unpaid(r) && n(r.DaysPastDue) === 0),
    ),
  ),
  c('aggregates', 'total open receivables by customer', openArPer(AR_CUSTOMER_GROUPS)),
  // ---- SLJobs ----
  c(
    'statuses',
    'released jobs',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'names',
    'jobs in the WEST warehouse',
    rows('SLJobs', (r) => r.Whse === 'WEST'),
  ),
  x(
    c(
      'statuses',
      'open jobs for Pump Unit Series 5',
      rows('SLJobs', (r) => openJob(r) && r.Item === PUMP_SERIES_5),
    ),
  ),
  c(
    'dates',
    'jobs scheduled to start in the next 45 days',
    rows('SLJobs', (r) => inP(r.JschStartDate, NEXT_45_DAYS)),
  ),
  c(
    'dates',
    'jobs wrapping up in the next 60 days',
    rows('SLJobs', (r) => inP(r.JschEndDate, NEXT_60_DAYS)),
  ),
  c(
    'aggregates',
    'total quantity released on firm jobs',
    agg('SLJobs', (r) => r.Stat === 'F', 'sum', { measure: 'QtyReleased' }),
  ),
  c(
    'dates',
    'how many jobs ended in 2025',
    agg('SLJobs', (r) => inP(r.JschEndDate, YEAR_2025), 'count'),
  ),
  c(
    'statuses',
    'stopped work orders',
    rows('SLJobs', (r) => r.Stat === 'S'),
  ),
  c(
    'synonyms',
    'standard jobs',
    rows('SLJobs', (r) => r.Type === 'S'),
  ),
  c(
    'names',
    'job 90071',
    rows('SLJobs', (r) => r.Job === SAMPLE_JOB),
  ),
  x(
    c(
      'property-compare',
      'firm jobs where quantity complete is less than quantity released',
      rows('SLJobs', (r) => r.Stat === 'F' && n(r.QtyComplete) < n(r.QtyReleased)),
    ),
  ),
  c('aggregates', 'number of jobs by warehouse', grouped('SLJobs', all, 'count', ['Whse'])),
  c('ranking', 'biggest job by quantity released', extreme('SLJobs', all, 'QtyReleased', 'desc')),
  x(
    c(
      'statuses',
      'firm jobs at MAIN',
      rows('SLJobs', (r) => r.Stat === 'F' && r.Whse === 'MAIN'),
    ),
  ),
  c(
    'dates',
    'work orders created this month',
    rows('SLJobs', (r) => inP(r.JobDate, THIS_MONTH_TO_DATE)),
  ),
  c('names', 'jobs building Steel Plate 3in 304SS', jobsMaking(STEEL_PLATE)),
  x(
    c(
      'dates',
      'open jobs that should have finished by now',
      rows('SLJobs', (r) => openJob(r) && dateBefore(r.JschEndDate, TODAY)),
    ),
  ),
  c('aggregates', 'how many jobs are open right now', agg('SLJobs', openJob, 'count')),
  x(
    c(
      'aggregates',
      'total quantity completed on jobs that ended in 2024',
      agg('SLJobs', (r) => inP(r.JschEndDate, YEAR_2024), 'sum', { measure: 'QtyComplete' }),
    ),
  ),
  c(
    'synonyms',
    'estimate work orders',
    rows('SLJobs', (r) => r.Type === 'E'),
  ),
  x(
    c(
      'negation',
      'open jobs not in MAIN',
      rows('SLJobs', (r) => openJob(r) && r.Whse !== 'MAIN'),
    ),
  ),
  // ---- typing slips (each expects what the correctly typed question expects) ----
  x(
    c(
      'typos',
      'open purchse orders for Acme Steel',
      rows('SLPos', (r) => openPo(r) && r.VendNum === ACME_STEEL),
    ),
  ),
  c(
    'typos',
    'vendros in Kentucky',
    rows('SLVendors', (r) => r.VadState === 'KY'),
  ),
  c(
    'typos',
    'relased jobs',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'typos',
    'invoces more than 60 days past due',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 60),
      rows('SLArtrans', (r) => n(r.DaysPastDue) > 60),
    ),
  ),
  c(
    'typos',
    'itmes with product code PLS',
    rows('SLItems', (r) => r.ProductCode === 'PLS'),
  ),
  c(
    'typos',
    'SLItemwhse where Whse = SOUTH',
    rows('SLItemwhses', (r) => r.Whse === 'SOUTH'),
  ),
  c(
    'typos',
    'stoped sales orders',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c(
    'typos',
    'custoemrs in Michigan',
    rows('SLCustomers', (r) => cust(r) && r.State === 'MI'),
  ),
  // ---- refusals: writes, deletes, off-topic, outside the catalog ----
  c('refusals', 'delete every closed purchase order', REFUSE),
  c('refusals', 'update the credit limit for Atlas Automotive Group to 400k', REFUSE),
  c('refusals', 'approve all the planned POs', REFUSE),
  c('refusals', 'cancel sales order 101622', REFUSE),
  c('refusals', 'insert a new vendor called Bluebird Tools', REFUSE),
  c('refusals', 'drop table SLArtrans', REFUSE),
  c('refusals', 'email the overdue invoices to each customer', REFUSE),
  c('refusals', "what's Infor's stock price today", REFUSE),
  c('refusals', 'book me a flight to Dallas on Monday', REFUSE),
  c('refusals', 'employee salaries by department', REFUSE),
  c('refusals', 'how many sick days did the shipping crew take', REFUSE),
  c('refusals', 'gross margin by product line', REFUSE),
  c('refusals', 'predict next quarter demand for Seal Kit 25mm', REFUSE),
  c('refusals', 'write me a haiku about ball bearings', REFUSE),
  c('refusals', 'reset my password please', REFUSE),
  c('refusals', 'who won the football game last night', REFUSE),
  c('refusals', 'machine downtime on press 4 last shift', REFUSE),
];

/** The questions that combine two or more conditions. */
export const HELDOUT_V16_COMBINED: ReadonlySet<EvalCase> = COMBINED;
