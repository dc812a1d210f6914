/**
 * RETIRED held-out set v7 (issue #17) — now part of the TUNING pool. Questions written for issue
 * #17 by a helper session started for
 * this purpose alone, which read neither the query engine (src/query/, its vocabularies and
 * specs, src/erp/connectors/demo/demo-vocabulary.ts) nor the questions of any other set
 * (eval-cases.ts, the everyday-* sets, the earlier held-out sets, docs/questions.md,
 * BENCHMARKS.md), read no git history, and never ran the engine or the NL evaluation on these
 * questions. It read only shared/SPEC.md, shared/nl-examples.md, shared/seed-api.md, the demo
 * data generator (demo-erp-generator.ts, demo-master-data.ts, demo-schema.ts, prng.ts,
 * zipf-picker.ts), the evaluation's raw-row loader and builders (eval-data.ts, case-builders.ts,
 * eval-types.ts, heldout-helpers.ts, heldout-data-check.ts), and the previous held-out set's
 * header, calendar and helpers without its questions. It looked at the generated evaluation data
 * through eval-data.ts alone (a throwaway script outside the repository, which asked
 * nl-evaluation.ts's evalDatabase() for the data file's path without reading that file), to
 * pick values that exist and to check that answers discriminate. Every expectation is computed
 * from the raw rows with plain predicates, independently of the engine.
 * heldout-v7-cases.data.e2e-spec.ts checks, without the engine, that every expectation matches
 * at least one row in each accepted reading.
 *
 * History: written against main 8a7ddc9. 190/217 on that engine (first run on main cfdeb70, whose
 * engine is 8a7ddc9's; 170/179 answers at or above 0.5 right), 197/217 after #17's eleventh
 * round (177/184), 197/217 after its twelfth (177/182, main 2767a45), never tuned on. Retired
 * into the tuning pool on 2026-11-29 (session 12) at 197/217 (177/182 at or above 0.5, main
 * e2e90e4), when held-out v8 (heldout-v8-cases.ts) was written to take its place by someone who
 * had read neither the engine nor this set's questions: from then on its misses are printed and
 * studied and the engine fixed for them (as general rules, with paraphrases of one's own in unit
 * specs), so its figure is a tuning figure, pooled with the other tuning sets.
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
 * - "nothing shipped / received yet" compares the shipped / received quantity with 0.
 * Added in this set:
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
 * Where a question honestly admits two readings, both are accepted (anyOf).
 */
import {
  agg,
  all,
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
  arDollars,
  arOfCustomer,
  bare,
  coLinesOfCo,
  coLinesOfItem,
  cosOfCustomer,
  custOf,
  dollars,
  extreme,
  inAnyOf,
  inP,
  itemOf,
  lineCustomer,
  linesDue,
  lineVendor,
  lower,
  openArPer,
  openJob,
  owed,
  perGroup,
  pick,
  poLinesOfItem,
  poLinesOfPo,
  posOfVendor,
  vendorOf,
  whsesOfItem,
  type Period,
} from './heldout-helpers';
import type { EvalCase, Expectation, Pred } from './eval-types';

/** This set's column in the calibration table (retired: pooled with the tuning sets). */
export const HELDOUT_V7_NAME = 'retired v7';

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
/** The next 10 days: today to today + 10. */
const NEXT_10_DAYS: Period = [TODAY, '2026-12-01'];
const THIS_MONTH_SO_FAR: Period = ['2026-11-01', TODAY];
/** "From the 5th to the 12th" (of this month). */
const NOV_5_TO_12: Period = ['2026-11-05', '2026-11-12'];
/** Last month (and "in October"): October 2026. */
const LAST_MONTH: Period = ['2026-10-01', '2026-10-31'];
/** "In September" (past-facing): September 2026. */
const SEPTEMBER_2026: Period = ['2026-09-01', '2026-09-30'];
/** Next month (and "in December", future-facing): December 2026, whole. */
const NEXT_MONTH: Period = ['2026-12-01', '2026-12-31'];
/** "Between Dec 1 and Dec 15". */
const DEC_1_TO_15: Period = ['2026-12-01', '2026-12-15'];
/** Last quarter (and "Q3"): July - September 2026. */
const Q3_2026: Period = ['2026-07-01', '2026-09-30'];
/** This quarter so far: 1 October to today. */
const THIS_QUARTER: Period = ['2026-10-01', TODAY];
const YEAR_TO_DATE: Period = ['2026-01-01', TODAY];
const YEAR_2025: Period = ['2025-01-01', '2025-12-31'];
/** "Since June": 1 June 2026 onwards. */
const JUNE_1 = '2026-06-01';
/** "Before the end of the year": up to 31 December 2026. */
const YEAR_END = '2026-12-31';

/** The sample vendor (always the first) and vendor 1042 (always exists), as stored. */
const ACME = '   1001';
const VENDOR_1042 = '   1042';

const WEEKS_THIS: readonly Period[] = [THIS_WEEK_ISO, THIS_WEEK_US];
const WEEKS_LAST: readonly Period[] = [LAST_WEEK_ISO, LAST_WEEK_US];
const WEEKS_NEXT: readonly Period[] = [NEXT_WEEK_ISO, NEXT_WEEK_US];

/** Complete jobs: C, or C and H. */
const doneJobs = (where: Pred): Expectation =>
  anyOf(
    rows('SLJobs', (r, d) => r.Stat === 'C' && where(r, d)),
    rows('SLJobs', (r, d) => (r.Stat === 'C' || r.Stat === 'H') && where(r, d)),
  );

const EUROPE = new Set(['Germany', 'Italy', 'France']);

/** Customers (CustSeq 0) with at least `min` customer orders matching `and`. */
const customerWith = (d: EvalData, min: number, and: (o: Row) => boolean): Row =>
  pick(
    d.tables.SLCustomers.filter(cust),
    (r) => cosOfCustomer(d, r.CustNum).filter(and).length >= min,
  );

/** A vendor with at least `min` POs matching `and`, skipping the first `skip` such vendors. */
const vendorWith = (d: EvalData, min: number, and: (o: Row) => boolean, skip = 0): Row =>
  pick(d.tables.SLVendors, (r) => posOfVendor(d, r.VendNum).filter(and).length >= min, skip);

/** A name's words up to the first that makes it unique as a prefix among `names`. */
function uniquePrefix(name: string, names: readonly string[]): string | undefined {
  const words = name.split(' ');
  for (let k = 1; k < words.length; k += 1) {
    const p = words.slice(0, k).join(' ');
    if (p.length < 6) continue;
    if (names.filter((x) => x.startsWith(`${p} `) || x === p).length === 1) return p;
  }
  return undefined;
}

export const HELDOUT_V7_CASES: readonly EvalCase[] = [
  // ---------------------------------------------------------------- statuses
  c(
    'statuses',
    'list the purchase orders still sitting in planned status',
    rows('SLPos', (r) => r.Stat === 'P'),
  ),
  c(
    'statuses',
    'customer orders that are currently stopped',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c(
    'statuses',
    'released jobs',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'statuses',
    'which jobs are firmed but not released yet?',
    rows('SLJobs', (r) => r.Stat === 'F'),
  ),
  c(
    'statuses',
    'PO lines that have been filled',
    rows('SLPoItems', (r) => r.Stat === 'F'),
  ),
  c('statuses', 'show open sales order lines', rows('SLCoitems', openOrder)),
  c(
    'statuses',
    'obsolete parts',
    rows('SLItems', (r) => r.Stat === 'O'),
  ),
  c(
    'statuses',
    'slow moving items in the ELEC product line',
    rows('SLItems', (r) => r.Stat === 'S' && r.ProductCode === 'ELEC'),
  ),
  c(
    'statuses',
    'inactive suppliers',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'statuses',
    "who's on credit hold right now?",
    rows('SLCustomers', (r) => cust(r) && s(r.CreditHold) === '1'),
  ),
  c('statuses', 'completed jobs', doneJobs(all)),
  c(
    'statuses',
    'open customer orders shipping from the WEST warehouse',
    rows('SLCos', (r) => openOrder(r) && r.Whse === 'WEST'),
  ),
  c(
    'statuses',
    'any stopped jobs?',
    rows('SLJobs', (r) => r.Stat === 'S'),
  ),
  c(
    'statuses',
    'invoices from this month that are already paid',
    rows('SLArtrans', (r) => inv(r) && n(r.Balance) === 0 && inP(r.InvDate, THIS_MONTH_SO_FAR)),
  ),
  c(
    'statuses',
    'count the POs in ordered status',
    agg('SLPos', (r) => r.Stat === 'O', 'count'),
  ),
  c(
    'statuses',
    'customer order estimates',
    rows('SLCos', (r) => r.Type === 'E'),
  ),
  c(
    'statuses',
    'history POs for vendor 1042',
    rows('SLPos', (r) => r.Stat === 'H' && r.VendNum === VENDOR_1042),
  ),

  // ---------------------------------------------------------------- dates
  c(
    'dates',
    'POs placed yesterday',
    rows('SLPos', (r) => r.OrderDate === YESTERDAY),
  ),
  c(
    'dates',
    'sales orders entered this week',
    inAnyOf('SLCos', WEEKS_THIS, (r, p) => inP(r.OrderDate, p)),
  ),
  c(
    'dates',
    'purchase orders from last week',
    inAnyOf('SLPos', WEEKS_LAST, (r, p) => inP(r.OrderDate, p)),
  ),
  c(
    'dates',
    'invoices dated in the last 30 days',
    rows('SLArtrans', (r) => inv(r) && inP(r.InvDate, LAST_30_DAYS)),
  ),
  c(
    'dates',
    'payments we got last month',
    rows('SLArtrans', (r) => r.Type === 'P' && inP(r.InvDate, LAST_MONTH)),
  ),
  c('dates', 'PO lines due next week', linesDue('SLPoItems', WEEKS_NEXT, all)),
  c(
    'dates',
    'customer order lines shipped in the past 7 days',
    rows('SLCoitems', (r) => inP(r.ShipDate, LAST_7_DAYS)),
  ),
  c(
    'dates',
    'jobs scheduled to start next month',
    rows('SLJobs', (r) => inP(r.JschStartDate, NEXT_MONTH)),
  ),
  c(
    'dates',
    'which jobs are due to finish in December?',
    rows('SLJobs', (r) => inP(r.JschEndDate, NEXT_MONTH)),
  ),
  c(
    'dates',
    'what did we receive on Thursday',
    rows('SLPoItems', (r) => r.RcvdDate === THURSDAY),
  ),
  c(
    'dates',
    'customer orders placed in Q3',
    rows('SLCos', (r) => inP(r.OrderDate, Q3_2026)),
  ),
  c(
    'dates',
    'POs issued in September',
    rows('SLPos', (r) => inP(r.OrderDate, SEPTEMBER_2026)),
  ),
  c(
    'dates',
    'customer orders from 2025',
    rows('SLCos', (r) => inP(r.OrderDate, YEAR_2025)),
  ),
  c(
    'dates',
    'credit memos issued this year',
    rows('SLArtrans', (r) => r.Type === 'C' && inP(r.InvDate, YEAR_TO_DATE)),
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
    'jobs entered since the 1st',
    rows('SLJobs', (r) => inP(r.JobDate, THIS_MONTH_SO_FAR)),
  ),
  c(
    'dates',
    'customer orders booked from the 5th to the 12th',
    rows('SLCos', (r) => inP(r.OrderDate, NOV_5_TO_12)),
  ),
  c(
    'dates',
    'PO receipts this quarter',
    rows('SLPoItems', (r) => inP(r.RcvdDate, THIS_QUARTER)),
  ),
  c(
    'dates',
    'purchase orders raised in the last 3 days',
    rows('SLPos', (r) => inP(r.OrderDate, LAST_3_DAYS)),
  ),
  c(
    'dates',
    'invoices from 2025 that are still open',
    rows('SLArtrans', (r) => unpaid(r) && inP(r.InvDate, YEAR_2025)),
  ),
  c(
    'dates',
    'customer orders due next month',
    rows('SLCos', (r) => inP(r.DueDate, NEXT_MONTH)),
  ),
  c(
    'dates',
    'sales order lines due in the next 10 days',
    linesDue('SLCoitems', [NEXT_10_DAYS], all),
  ),

  // ---------------------------------------------------------------- numbers
  c(
    'numbers',
    'POs worth more than 25k',
    rows('SLPos', (r) => n(r.PoCost) > 25000),
  ),
  c(
    'numbers',
    'purchase orders under $500',
    dollars('SLPos', (a) => a < 500, all),
  ),
  c(
    'numbers',
    'customer orders between 10,000 and 20,000',
    rows('SLCos', (r) => n(r.Price) >= 10000 && n(r.Price) <= 20000),
  ),
  c(
    'numbers',
    'items costing less than a dollar',
    rows('SLItems', (r) => n(r.UnitCost) < 1),
  ),
  c(
    'numbers',
    'items with a unit cost of at least 500',
    rows('SLItems', (r) => n(r.UnitCost) >= 500),
  ),
  c(
    'numbers',
    'invoices over $15K',
    arDollars('Amount', (a) => a > 15000, inv),
  ),
  c(
    'numbers',
    'open invoices with a balance above 5 grand',
    rows('SLArtrans', (r) => unpaid(r) && n(r.Balance) > 5000),
  ),
  c(
    'numbers',
    'customers whose credit limit is over 250k',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) > 250000),
  ),
  c(
    'numbers',
    'PO lines for more than 1,000 units',
    rows('SLPoItems', (r) => n(r.QtyOrdered) > 1000),
  ),
  c(
    'numbers',
    'jobs releasing more than 200 pieces',
    rows('SLJobs', (r) => n(r.QtyReleased) > 200),
  ),
  c(
    'numbers',
    'warehouse stock records with fewer than 10 on hand',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) < 10),
  ),
  c(
    'numbers',
    'order lines over 2500.50 in value',
    rows('SLCoitems', (r) => n(r.LineAmount) > 2500.5),
  ),
  c(
    'numbers',
    'purchase orders above one hundred thousand',
    rows('SLPos', (r) => n(r.PoCost) > 100000),
  ),
  c(
    'numbers',
    'customers with a credit limit of exactly 50000',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) === 50000),
  ),
  c(
    'numbers',
    'POs between $1.5K and $2K',
    dollars('SLPos', (a) => a >= 1500 && a <= 2000, all),
  ),
  c(
    'numbers',
    'payments larger than 30000',
    rows('SLArtrans', (r) => r.Type === 'P' && n(r.Amount) > 30000),
  ),
  c(
    'numbers',
    'items whose unit cost is no more than 0.10',
    rows('SLItems', (r) => n(r.UnitCost) <= 0.1),
  ),
  c(
    'numbers',
    'jobs with at least 100 completed',
    rows('SLJobs', (r) => n(r.QtyComplete) >= 100),
  ),
  c(
    'numbers',
    'PO lines with an item cost above 400',
    rows('SLPoItems', (r) => n(r.ItemCost) > 400),
  ),

  // ---------------------------------------------------------------- relations
  c(
    'relations',
    'purchase orders from Canadian vendors',
    rows('SLPos', (r, d) => vendorOf(r, d)?.VadCountry === 'Canada'),
  ),
  c(
    'relations',
    'invoices for customers in Ohio',
    rows('SLArtrans', (r, d) => inv(r) && custOf(r, d)?.State === 'OH'),
  ),
  c(
    'relations',
    'open POs with suppliers located in Texas',
    rows('SLPos', (r, d) => openOrder(r) && vendorOf(r, d)?.VadState === 'TX'),
  ),
  dyn('relations', (d) => {
    const item = pick(
      d.tables.SLItems,
      (i) => new Set(poLinesOfItem(d, i.Item).map((l) => l.PoVendNum)).size >= 3,
      4,
    );
    const lines = (r: Row) => r.Item === item.Item;
    const vendors = new Set(poLinesOfItem(d, item.Item).map((l) => s(l.PoVendNum)));
    return {
      q: `which vendors have we bought ${bare(item.Item)} from?`,
      e: anyOf(
        rows('SLVendors', (r) => vendors.has(s(r.VendNum))),
        rows('SLPoItems', lines),
      ),
    };
  }),
  dyn('relations', (d) => {
    const item = pick(
      d.tables.SLItems,
      (i) => new Set(coLinesOfItem(d, i.Item).map((l) => l.CoNum)).size >= 3,
      7,
    );
    const lines = coLinesOfItem(d, item.Item);
    const orders = new Set(lines.map((l) => s(l.CoNum)));
    const customers = new Set(lines.map((l) => s(d.co(l.CoNum)?.CustNum)));
    return {
      q: `customers who ordered ${bare(item.Item)}`,
      e: anyOf(
        rows('SLCustomers', (r) => cust(r) && customers.has(s(r.CustNum))),
        rows('SLCoitems', (r) => r.Item === item.Item),
        rows('SLCos', (r) => orders.has(s(r.CoNum))),
      ),
    };
  }),
  c(
    'relations',
    'jobs for items in the FG product line',
    rows('SLJobs', (r, d) => itemOf(r, d)?.ProductCode === 'FG'),
  ),
  c(
    'relations',
    'PO lines for HYD parts',
    rows('SLPoItems', (r, d) => itemOf(r, d)?.ProductCode === 'HYD'),
  ),
  c(
    'relations',
    'customer orders for customers who are on credit hold',
    rows('SLCos', (r, d) => s(custOf(r, d)?.CreditHold) === '1'),
  ),
  c(
    'relations',
    'sales order lines for customers based in Toronto',
    rows('SLCoitems', (r, d) => lineCustomer(r, d)?.City === 'Toronto'),
  ),
  c(
    'relations',
    'warehouse stock of obsolete items that still have something on hand',
    rows('SLItemwhses', (r, d) => itemOf(r, d)?.Stat === 'O' && n(r.QtyOnHand) > 0),
  ),
  c(
    'relations',
    'POs from vendors on COD terms',
    anyOf(
      rows('SLPos', (r, d) => vendorOf(r, d)?.TermsCode === 'COD'),
      rows('SLPos', (r) => r.TermsCode === 'COD'),
    ),
  ),
  c(
    'relations',
    'open orders for customers in California',
    rows('SLCos', (r, d) => openOrder(r) && custOf(r, d)?.State === 'CA'),
  ),
  dyn('relations', (d) => {
    const who = customerWith(d, 3, (o) => inP(o.OrderDate, YEAR_TO_DATE));
    const orders = new Set(
      cosOfCustomer(d, who.CustNum)
        .filter((o) => inP(o.OrderDate, YEAR_TO_DATE))
        .map((o) => s(o.CoNum)),
    );
    return {
      q: `what has ${s(who.Name)} ordered this year?`,
      e: anyOf(
        rows('SLCos', (r) => orders.has(s(r.CoNum))),
        rows('SLCoitems', (r) => orders.has(s(r.CoNum))),
      ),
    };
  }),
  dyn('relations', (d) => {
    const v = vendorWith(d, 4, (o) => s(o.OrderDate) >= JUNE_1, 3);
    const pos = new Set(
      posOfVendor(d, v.VendNum)
        .filter((o) => s(o.OrderDate) >= JUNE_1)
        .map((o) => s(o.PoNum)),
    );
    return {
      q: `everything we've bought from ${s(v.Name)} since June`,
      e: anyOf(
        rows('SLPos', (r) => pos.has(s(r.PoNum))),
        rows('SLPoItems', (r) => pos.has(s(r.PoNum))),
      ),
    };
  }),
  c(
    'relations',
    'jobs for slow-moving items',
    rows('SLJobs', (r, d) => itemOf(r, d)?.Stat === 'S'),
  ),
  c(
    'relations',
    'PO lines from European vendors',
    rows('SLPoItems', (r, d) => EUROPE.has(s(lineVendor(r, d)?.VadCountry))),
  ),
  c(
    'relations',
    'unpaid invoices of customers in Canada',
    rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.Country === 'Canada'),
  ),
  dyn('relations', (d) => {
    const item = pick(
      d.tables.SLItems,
      (i) => new Set(coLinesOfItem(d, i.Item).map((l) => l.CoNum)).size >= 2,
      15,
    );
    const orders = new Set(coLinesOfItem(d, item.Item).map((l) => s(l.CoNum)));
    return {
      q: `customer orders containing ${s(item.Description)}`,
      e: anyOf(
        rows('SLCos', (r) => orders.has(s(r.CoNum))),
        rows('SLCoitems', (r) => r.Item === item.Item),
      ),
    };
  }),
  dyn('relations', (d) => {
    const item = pick(
      d.tables.SLItems,
      (i) => poLinesOfItem(d, i.Item).filter(openOrder).length >= 2,
      2,
    );
    const open = (r: Row) => r.Item === item.Item && openOrder(r);
    const pos = new Set(d.tables.SLPoItems.filter(open).map((l) => s(l.PoNum)));
    return {
      q: `purchase orders that still have an open line for ${bare(item.Item)}`,
      e: anyOf(
        rows('SLPos', (r) => pos.has(s(r.PoNum))),
        rows('SLPoItems', open),
      ),
    };
  }),
  dyn('relations', (d) => {
    const co = pick(
      d.tables.SLCos,
      (o) => d.tables.SLArtrans.filter((t) => t.CoNum === o.CoNum).length >= 2,
      3,
    );
    return {
      q: `invoices for order ${bare(co.CoNum)}`,
      e: anyOf(
        rows('SLArtrans', (r) => r.CoNum === co.CoNum),
        rows('SLArtrans', (r) => inv(r) && r.CoNum === co.CoNum),
      ),
    };
  }),

  // ---------------------------------------------------------------- aggregates
  c(
    'aggregates',
    'how many vendors do we have in Ohio',
    agg('SLVendors', (r) => r.VadState === 'OH', 'count'),
  ),
  c(
    'aggregates',
    'total PO spend this year',
    agg('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'average invoice amount last quarter',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, Q3_2026), 'avg', { measure: 'Amount' }),
  ),
  c(
    'aggregates',
    'number of open customer orders by warehouse',
    agg('SLCos', openOrder, 'count', { groupBy: 'Whse' }),
  ),
  c(
    'aggregates',
    'total qty on hand in EAST',
    agg('SLItemwhses', (r) => r.Whse === 'EAST', 'sum', { measure: 'QtyOnHand' }),
  ),
  c('aggregates', 'open AR per customer', openArPer(['CustNum', 'DerCustName'])),
  c('aggregates', 'how many jobs per status', agg('SLJobs', all, 'count', { groupBy: 'Stat' })),
  c(
    'aggregates',
    'average unit cost by product code',
    agg('SLItems', all, 'avg', { measure: 'UnitCost', groupBy: 'ProductCode' }),
  ),
  dyn('aggregates', (d) => {
    const item = pick(d.tables.SLItems, (i) => poLinesOfItem(d, i.Item).length >= 5, 9);
    return {
      q: `total quantity ordered on PO lines for ${bare(item.Item)}`,
      e: agg('SLPoItems', (r) => r.Item === item.Item, 'sum', { measure: 'QtyOrdered' }),
    };
  }),
  c(
    'aggregates',
    'count of customers per state',
    agg('SLCustomers', cust, 'count', { groupBy: 'State' }),
  ),
  c('aggregates', "what's our biggest PO ever", extreme('SLPos', all, 'PoCost', 'desc')),
  c(
    'aggregates',
    'smallest credit limit we give a customer',
    extreme('SLCustomers', cust, 'CreditLimit', 'asc'),
  ),
  c(
    'aggregates',
    'sales order value by salesperson this year',
    agg('SLCos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', {
      measure: 'Price',
      groupBy: 'Slsman',
    }),
  ),
  c(
    'aggregates',
    'total payments received in 2025',
    agg('SLArtrans', (r) => r.Type === 'P' && inP(r.InvDate, YEAR_2025), 'sum', {
      measure: 'Amount',
    }),
  ),
  c(
    'aggregates',
    'how many items do we buy vs make vs transfer',
    agg('SLItems', all, 'count', { groupBy: 'PMTCode' }),
  ),
  c(
    'aggregates',
    'average days past due on overdue invoices',
    agg('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0, 'avg', { measure: 'DaysPastDue' }),
  ),
  dyn('aggregates', (d) => {
    const rep = pick(
      d.tables.SLCos.filter((o) => inP(o.OrderDate, LAST_MONTH)),
      (o) => o.Slsman !== null,
      5,
    ).Slsman;
    return {
      q: `how many customer orders did ${s(rep)} book last month?`,
      e: agg('SLCos', (r) => r.Slsman === rep && inP(r.OrderDate, LAST_MONTH), 'count'),
    };
  }),
  c(
    'aggregates',
    'total released quantity on open jobs',
    agg('SLJobs', openJob, 'sum', { measure: 'QtyReleased' }),
  ),
  c(
    'aggregates',
    'PO count per buyer for last quarter',
    agg('SLPos', (r) => inP(r.OrderDate, Q3_2026), 'count', { groupBy: 'Buyer' }),
  ),
  dyn('aggregates', (d) => {
    const who = pick(
      d.tables.SLCustomers.filter(cust),
      (r) => arOfCustomer(d, r.CustNum).filter(unpaid).length >= 2,
      2,
    );
    return {
      q: `how much does ${s(who.Name)} owe us`,
      e: owed((r) => r.CustNum === who.CustNum),
    };
  }),
  c(
    'aggregates',
    'average credit limit of our Texas customers',
    agg('SLCustomers', (r) => cust(r) && r.State === 'TX', 'avg', { measure: 'CreditLimit' }),
  ),

  // ---------------------------------------------------------------- negation
  c(
    'negation',
    'vendors not in the USA',
    rows('SLVendors', (r) => r.VadCountry !== 'USA'),
  ),
  c(
    'negation',
    "items that aren't active",
    rows('SLItems', (r) => r.Stat !== 'A'),
  ),
  c(
    'negation',
    'open POs not with Acme Steel',
    rows('SLPos', (r) => openOrder(r) && r.VendNum !== ACME),
  ),
  c(
    'negation',
    "customers who don't pay in US dollars",
    rows('SLCustomers', (r) => cust(r) && r.CurrCode !== 'USD'),
  ),
  c(
    'negation',
    'jobs not in the MAIN warehouse',
    rows('SLJobs', (r) => r.Whse !== 'MAIN'),
  ),
  c(
    'negation',
    "open purchase orders that aren't blankets",
    rows('SLPos', (r) => openOrder(r) && r.Type !== 'B'),
  ),
  dyn('negation', (d) => {
    const rep = pick(d.tables.SLCos, (o) => o.Slsman !== null, 1).Slsman;
    return {
      q: `customer orders this year not handled by ${s(rep)}`,
      e: rows('SLCos', (r) => inP(r.OrderDate, YEAR_TO_DATE) && r.Slsman !== rep),
    };
  }),
  c(
    'negation',
    'items with no stock anywhere',
    rows('SLItems', (r) => n(r.DerQtyOnHand) === 0),
  ),
  c(
    'negation',
    'vendors without an email address',
    rows('SLVendors', (r) => r.ExternalEmailAddr === null),
  ),
  c(
    'negation',
    'customers with no salesperson assigned',
    rows('SLCustomers', (r) => cust(r) && r.Slsman === null),
  ),
  c(
    'negation',
    'PO lines with nothing received yet',
    rows('SLPoItems', (r) => n(r.QtyReceived) === 0),
  ),
  c(
    'negation',
    "customers who haven't placed an order in 2026",
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
    'items made in house that are not finished goods',
    rows('SLItems', (r) => r.PMTCode === 'M' && r.ProductCode !== 'FG'),
  ),
  c(
    'negation',
    'active vendors outside Ohio',
    rows('SLVendors', (r) => r.Stat === 'A' && r.VadState !== 'OH'),
  ),
  c(
    'negation',
    'customer order lines not from the MAIN warehouse that are still open',
    rows('SLCoitems', (r) => openOrder(r) && r.Whse !== 'MAIN'),
  ),

  // ---------------------------------------------------------------- names
  c(
    'names',
    'POs for Acme Steel Corp',
    rows('SLPos', (r) => r.VendNum === ACME),
  ),
  dyn('names', (d) => {
    const who = customerWith(d, 3, openOrder);
    return {
      q: `${lower(who.Name)} open orders`,
      e: rows('SLCos', (r) => r.CustNum === who.CustNum && openOrder(r)),
    };
  }),
  dyn('names', (d) => {
    const item = pick(d.tables.SLItems, (i) => i.ProductCode === 'BRG', 3);
    return { q: `show item ${bare(item.Item)}`, e: rows('SLItems', (r) => r.Item === item.Item) };
  }),
  dyn('names', (d) => {
    const descriptions = d.tables.SLItems.map((i) => s(i.Description));
    const item = pick(
      d.tables.SLItems,
      (i) =>
        whsesOfItem(d, i.Item).length >= 2 &&
        !/ [A-Z]\d+$/.test(s(i.Description)) &&
        descriptions.filter((x) => x === s(i.Description) || x.startsWith(`${s(i.Description)} `))
          .length === 1,
      6,
    );
    return {
      q: `stock of ${s(item.Description)} by warehouse`,
      e: rows('SLItemwhses', (r) => r.Item === item.Item),
    };
  }),
  dyn('names', (d) => {
    const buyer = pick(d.tables.SLPos, (o) => inP(o.OrderDate, LAST_MONTH), 20).Buyer;
    return {
      q: `POs placed by buyer ${s(buyer)} last month`,
      e: rows('SLPos', (r) => r.Buyer === buyer && inP(r.OrderDate, LAST_MONTH)),
    };
  }),
  c(
    'names',
    'customers in Grand Rapids',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Grand Rapids'),
  ),
  c(
    'names',
    'vendors based in Saltillo',
    rows('SLVendors', (r) => r.VadCity === 'Saltillo'),
  ),
  dyn('names', (d) => {
    const names = d.tables.SLCustomers.filter(cust).map((r) => s(r.Name));
    const who = pick(
      d.tables.SLCustomers.filter(cust),
      (r) =>
        uniquePrefix(s(r.Name), names) !== undefined &&
        arOfCustomer(d, r.CustNum).filter(inv).length >= 3,
      4,
    );
    return {
      q: `invoices for ${uniquePrefix(s(who.Name), names) ?? s(who.Name)}`,
      e: rows('SLArtrans', (r) => inv(r) && r.CustNum === who.CustNum),
    };
  }),
  dyn('names', (d) => {
    const who = pick(
      d.tables.SLCustomers.filter(cust),
      (r) => cosOfCustomer(d, r.CustNum).length >= 4,
      9,
    );
    return {
      q: `orders for customer ${bare(who.CustNum)}`,
      e: rows('SLCos', (r) => r.CustNum === who.CustNum),
    };
  }),
  dyn('names', (d) => {
    const job = pick(d.tables.SLJobs, (j) => openJob(j), 1);
    return {
      q: `job ${bare(job.Job)}`,
      e: rows('SLJobs', (r) => r.Job === job.Job),
    };
  }),
  dyn('names', (d) => {
    const po = pick(d.tables.SLPos, (o) => poLinesOfPo(d, o.PoNum).length >= 3, 40);
    return {
      q: `lines on ${s(po.PoNum)}`,
      e: rows('SLPoItems', (r) => r.PoNum === po.PoNum),
    };
  }),
  dyn('names', (d) => {
    const co = pick(d.tables.SLCos, (o) => coLinesOfCo(d, o.CoNum).length >= 3, 25);
    return {
      q: `what's on sales order ${bare(co.CoNum)}`,
      e: rows('SLCoitems', (r) => r.CoNum === co.CoNum),
    };
  }),
  c(
    'names',
    'suppliers in Munich',
    rows('SLVendors', (r) => r.VadCity === 'Munich'),
  ),
  c(
    'names',
    'customers in New York state',
    rows('SLCustomers', (r) => cust(r) && r.State === 'NY'),
  ),
  dyn('names', (d) => {
    const v = vendorWith(d, 2, openOrder, 6);
    return {
      q: `open POs with ${lower(v.Name)}`,
      e: rows('SLPos', (r) => r.VendNum === v.VendNum && openOrder(r)),
    };
  }),
  c(
    'names',
    'items sold by the foot',
    rows('SLItems', (r) => r.UM === 'FT'),
  ),

  // ---------------------------------------------------------------- typos and shorthand
  c(
    'typos',
    'purchse ordres over 10k',
    rows('SLPos', (r) => n(r.PoCost) > 10000),
  ),
  c(
    'typos',
    'custmers on credt hold',
    rows('SLCustomers', (r) => cust(r) && s(r.CreditHold) === '1'),
  ),
  c(
    'typos',
    'overdeu invoices',
    rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 0),
  ),
  c(
    'typos',
    'vendrs in califrnia',
    rows('SLVendors', (r) => r.VadState === 'CA'),
  ),
  c(
    'typos',
    'jobs relesed',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'typos',
    'itmes below reordr point',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) < n(r.QtyReorder)),
  ),
  c(
    'typos',
    'custmer ordrs late by more then 10 days',
    rows('SLCos', (r) => n(r.DaysLate) > 10),
  ),
  c('typos', 'hw many open pos', agg('SLPos', openOrder, 'count')),
  c(
    'typos',
    'pos frm mexican vendors',
    rows('SLPos', (r, d) => vendorOf(r, d)?.VadCountry === 'Mexico'),
  ),
  c(
    'typos',
    'avg unit cst of HYD prts',
    agg('SLItems', (r) => r.ProductCode === 'HYD', 'avg', { measure: 'UnitCost' }),
  ),
  c(
    'typos',
    'paymnets last wk',
    inAnyOf('SLArtrans', WEEKS_LAST, (r, p) => r.Type === 'P' && inP(r.InvDate, p)),
  ),
  c('typos', 'whats teh total AR balence', owed(all)),
  c(
    'typos',
    'slow movng itms',
    rows('SLItems', (r) => r.Stat === 'S'),
  ),
  c(
    'typos',
    'open COs > $5k',
    dollars('SLCos', (a) => a > 5000, openOrder),
  ),
  c(
    'typos',
    'wo status F cnt',
    agg('SLJobs', (r) => r.Stat === 'F', 'count'),
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
    '10 largest open invoices',
    anyOf(
      rows('SLArtrans', unpaid, { order: { by: 'Amount', dir: 'desc' }, top: 10 }),
      rows('SLArtrans', unpaid, { order: { by: 'Balance', dir: 'desc' }, top: 10 }),
    ),
  ),
  c(
    'ranking',
    'three most expensive items',
    rows('SLItems', all, { order: { by: 'UnitCost', dir: 'desc' }, top: 3 }),
  ),
  c(
    'ranking',
    'oldest open POs first',
    rows('SLPos', openOrder, { order: { by: 'OrderDate', dir: 'asc' } }),
  ),
  c(
    'ranking',
    'customers with the highest credit limits, top 8',
    rows('SLCustomers', cust, { order: { by: 'CreditLimit', dir: 'desc' }, top: 8 }),
  ),
  c(
    'ranking',
    'which 5 customers owe us the most?',
    owed(all, { groupBys: ['CustNum', 'DerCustName'], top: 5 }),
  ),
  c(
    'ranking',
    'biggest 3 sales orders last month',
    rows('SLCos', (r) => inP(r.OrderDate, LAST_MONTH), {
      order: { by: 'Price', dir: 'desc' },
      top: 3,
    }),
  ),
  c(
    'ranking',
    'top 10 items by quantity on hand',
    anyOf(
      rows('SLItems', all, { order: { by: 'DerQtyOnHand', dir: 'desc' }, top: 10 }),
      agg('SLItemwhses', all, 'sum', {
        measure: 'QtyOnHand',
        groupBy: 'Item',
        top: { n: 10, dir: 'desc' },
      }),
    ),
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
    'cheapest 5 FAST items',
    rows('SLItems', (r) => r.ProductCode === 'FAST', {
      order: { by: 'UnitCost', dir: 'asc' },
      top: 5,
    }),
  ),
  c(
    'ranking',
    'top 3 buyers by number of POs this year',
    agg('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'count', {
      groupBy: 'Buyer',
      top: { n: 3, dir: 'desc' },
    }),
  ),
  c('ranking', 'largest job by quantity released', extreme('SLJobs', all, 'QtyReleased', 'desc')),
  c(
    'ranking',
    'top 4 product lines by number of items',
    agg('SLItems', all, 'count', { groupBy: 'ProductCode', top: { n: 4, dir: 'desc' } }),
  ),
  dyn('ranking', (d) => {
    const v = vendorWith(d, 8, (o) => inP(o.OrderDate, YEAR_TO_DATE), 2);
    return {
      q: `latest 5 POs from ${s(v.Name)}`,
      e: rows('SLPos', (r) => r.VendNum === v.VendNum, {
        order: { by: 'OrderDate', dir: 'desc' },
        top: 5,
      }),
    };
  }),
  c(
    'ranking',
    'worst 10 late customer order lines',
    rows('SLCoitems', (r) => n(r.DaysLate) > 0, {
      order: { by: 'DaysLate', dir: 'desc' },
      top: 10,
    }),
  ),

  // ---------------------------------------------------------------- property comparisons
  c(
    'property-compare',
    'PO lines that were short-closed',
    rows('SLPoItems', (r) => r.Stat === 'C' && n(r.QtyReceived) < n(r.QtyOrdered)),
  ),
  c(
    'property-compare',
    'customer order lines where shipped qty is less than ordered qty',
    rows('SLCoitems', (r) => n(r.QtyShipped) < n(r.QtyOrdered)),
  ),
  c(
    'property-compare',
    'jobs where quantity complete is below quantity released',
    rows('SLJobs', (r) => n(r.QtyComplete) < n(r.QtyReleased)),
  ),
  c(
    'property-compare',
    'warehouse rows where the allocated quantity exceeds what is on hand',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) > n(r.QtyOnHand)),
  ),
  c(
    'property-compare',
    'PO lines received after their due date',
    rows('SLPoItems', (r) => r.RcvdDate !== null && s(r.RcvdDate) > s(r.DueDate)),
  ),
  c(
    'property-compare',
    'order lines that shipped later than promised',
    rows('SLCoitems', (r) => r.ShipDate !== null && s(r.ShipDate) > s(r.DueDate)),
  ),
  c(
    'property-compare',
    'stock rows where qty on order is more than qty on hand',
    rows('SLItemwhses', (r) => n(r.QtyOrdered) > n(r.QtyOnHand)),
  ),
  c(
    'property-compare',
    'jobs where completed equals released',
    rows('SLJobs', (r) => n(r.QtyComplete) === n(r.QtyReleased)),
  ),
  c(
    'property-compare',
    'PO lines that arrived before they were due',
    rows('SLPoItems', (r) => r.RcvdDate !== null && s(r.RcvdDate) < s(r.DueDate)),
  ),
  c(
    'property-compare',
    'stock rows for STL items sitting at or above their reorder point',
    rows(
      'SLItemwhses',
      (r, d) => n(r.QtyOnHand) >= n(r.QtyReorder) && itemOf(r, d)?.ProductCode === 'STL',
    ),
  ),

  // ---------------------------------------------------------------- fields
  c(
    'fields',
    'vendor names and emails in Texas',
    rows('SLVendors', (r) => r.VadState === 'TX'),
  ),
  c(
    'fields',
    'just the PO numbers and totals of open blanket POs',
    rows('SLPos', (r) => openOrder(r) && r.Type === 'B'),
  ),
  dyn('fields', (d) => {
    const v = pick(d.tables.SLVendors, (r) => r.Phone !== null && r.Stat === 'A', 12);
    return {
      q: `phone number for ${s(v.Name)}`,
      e: rows('SLVendors', (r) => r.VendNum === v.VendNum),
    };
  }),
  dyn('fields', (d) => {
    const who = pick(d.tables.SLCustomers.filter(cust), (r) => n(r.CreditLimit) > 0, 17);
    return {
      q: `what's the credit limit for ${s(who.Name)}?`,
      e: rows('SLCustomers', (r) => cust(r) && r.CustNum === who.CustNum),
    };
  }),
  c(
    'fields',
    'late purchase orders over 10K, just po number, vendor, amount and days overdue',
    rows('SLPos', (r) => n(r.DaysOverdue) > 0 && n(r.PoCost) > 10000, {
      fields: ['po_number', 'vendor', 'amount', 'days_overdue'],
    }),
  ),
  dyn('fields', (d) => {
    const item = pick(d.tables.SLItems, (i) => i.UM === 'GAL', 1);
    return {
      q: `what unit of measure is ${bare(item.Item)} in`,
      e: rows('SLItems', (r) => r.Item === item.Item),
    };
  }),
  c(
    'fields',
    'email address of vendor 1042',
    rows('SLVendors', (r) => r.VendNum === VENDOR_1042),
  ),
  dyn('fields', (d) => {
    const who = pick(d.tables.SLCustomers.filter(cust), (r) => r.CurrCode !== 'USD', 2);
    return {
      q: `terms and currency for ${s(who.Name)}`,
      e: rows('SLCustomers', (r) => cust(r) && r.CustNum === who.CustNum),
    };
  }),
  dyn('fields', (d) => {
    const po = pick(d.tables.SLPos, (o) => poLinesOfPo(d, o.PoNum).filter(openOrder).length >= 2);
    return {
      q: `due dates of the open lines on ${s(po.PoNum)}`,
      e: rows('SLPoItems', (r) => r.PoNum === po.PoNum && openOrder(r)),
    };
  }),
  c(
    'fields',
    'contact names for inactive vendors',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  dyn('fields', (d) => {
    const co = pick(
      d.tables.SLCos,
      (o) => coLinesOfCo(d, o.CoNum).filter((l) => l.ShipDate !== null).length >= 2,
      60,
    );
    return {
      q: `ship dates for sales order ${bare(co.CoNum)}`,
      e: rows('SLCoitems', (r) => r.CoNum === co.CoNum),
    };
  }),
  c(
    'fields',
    'descriptions and costs of HYD items',
    rows('SLItems', (r) => r.ProductCode === 'HYD'),
  ),

  // ---------------------------------------------------------------- synonyms and long questions
  c(
    'synonyms',
    'suppliers in Illinois',
    rows('SLVendors', (r) => r.VadState === 'IL'),
  ),
  c(
    'synonyms',
    'clients in Wisconsin',
    rows('SLCustomers', (r) => cust(r) && r.State === 'WI'),
  ),
  c(
    'synonyms',
    'work orders released to the floor',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'synonyms',
    'receivables more than 90 days past due',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 90),
      rows('SLArtrans', (r) => n(r.DaysPastDue) > 90),
    ),
  ),
  c(
    'synonyms',
    'parts in product line BRG',
    rows('SLItems', (r) => r.ProductCode === 'BRG'),
  ),
  c(
    'synonyms',
    'sales orders from Canadian clients',
    rows('SLCos', (r, d) => custOf(r, d)?.Country === 'Canada'),
  ),
  dyn('synonyms', (d) => {
    const buyer = pick(
      d.tables.SLPos,
      (o) => openOrder(o) && vendorOf(o, d)?.VadCountry !== 'USA',
    ).Buyer;
    return {
      q: `I need a list of every open purchase order that our buyer ${s(buyer)} placed with a supplier outside the United States`,
      e: rows(
        'SLPos',
        (r, dd) => openOrder(r) && r.Buyer === buyer && vendorOf(r, dd)?.VadCountry !== 'USA',
      ),
    };
  }),
  c(
    'synonyms',
    'can you pull up all the customer order lines going out of the SOUTH warehouse that are still open and due before the end of the year',
    rows('SLCoitems', (r) => r.Whse === 'SOUTH' && openOrder(r) && s(r.DueDate) <= YEAR_END),
  ),
  c(
    'synonyms',
    'products we manufacture ourselves',
    rows('SLItems', (r) => r.PMTCode === 'M'),
  ),
  c(
    'synonyms',
    'transferred items',
    rows('SLItems', (r) => r.PMTCode === 'T'),
  ),
  c(
    'synonyms',
    'hey, quick one - how many work orders have we got firmed up but not released',
    agg('SLJobs', (r) => r.Stat === 'F', 'count'),
  ),
  dyn('synonyms', (d) => {
    const who = customerWith(d, 2, openOrder);
    return {
      q: `outstanding sales orders for client ${bare(who.CustNum)}`,
      e: rows('SLCos', (r) => r.CustNum === who.CustNum && openOrder(r)),
    };
  }),
  c(
    'synonyms',
    'For the month review I want the number of receivables we issued in September, one figure please',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, SEPTEMBER_2026), 'count'),
  ),
  c(
    'synonyms',
    'stock locations for finished goods in the WEST DC',
    rows('SLItemwhses', (r, d) => r.Whse === 'WEST' && itemOf(r, d)?.ProductCode === 'FG'),
  ),
  c(
    'synonyms',
    'what parts are we short on at the EAST distribution center (on hand under reorder point)?',
    rows('SLItemwhses', (r) => r.Whse === 'EAST' && n(r.QtyOnHand) < n(r.QtyReorder)),
  ),

  // ---------------------------------------------------------------- refusals
  c('refusals', 'delete every planned PO older than a month', REFUSE),
  c('refusals', 'put customer 5007 on credit hold', REFUSE),
  c('refusals', 'change the due date on line 1 of PO00004900 to next Friday', REFUSE),
  c('refusals', 'email the overdue invoice list to the controller', REFUSE),
  c('refusals', "what's the freight charge on our open purchase orders", REFUSE),
  c('refusals', 'scrap rate by job for last month', REFUSE),
  c('refusals', 'labour hours charged to released jobs', REFUSE),
  c('refusals', 'vendors with a quality rating below 3 stars', REFUSE),
  c('refusals', 'how much sales tax did we collect in October', REFUSE),
  c('refusals', 'forecast customer order volume for next quarter', REFUSE),
  c('refusals', 'who is the CEO of Acme Steel Corp?', REFUSE),
  c('refusals', 'how many people work in the EAST warehouse', REFUSE),
  c('refusals', 'POs over $99,999,999,999,999,999', REFUSE),
  c('refusals', 'customers with a credit limit above 12345678901234567890', REFUSE),
  c('refusals', 'flibber the wombat gearbox sideways', REFUSE),
  c('refusals', 'gross margin by product line last quarter', REFUSE),
  c('refusals', 'customer order lines discounted by more than 10%', REFUSE),
  c('refusals', 'shipping weight of item IT-10010', REFUSE),
  c('refusals', 'unpaid vendor invoices we still have to pay', REFUSE),
  c('refusals', 'what will the euro exchange rate be next month', REFUSE),
];
