/**
 * RETIRED held-out set v13 (issue #17), retired on 2026-11-29 (session 15) — now part of the
 * TUNING pool. Questions written for issue #17 by a helper session started for
 * this purpose alone, which read neither the query engine (src/query/,
 * src/erp/connectors/demo/demo-vocabulary.ts) nor the questions of any other set (eval-cases.ts,
 * the everyday-* sets, heldout-cases.ts, heldout-v2 to v12 beyond v12's header, imports, calendar
 * and helpers), nor docs/questions.md, BENCHMARKS.md, test/nl/novel-questions.ts,
 * test/nl/engine-fixture.ts, test/nl/calibration.ts or any git history (no git log -p, git show
 * or blame), and never ran the engine, the NL evaluation or any probe on these questions (nor set
 * NL_EVAL_HELDOUT). What it read, exactly: its brief (/work/briefs/writer13.md);
 * /work/shared/nl-examples.md (whole); of /work/shared/SPEC.md, its section headings (a grep for
 * lines starting with "#") and lines 114-183 (sections 7 and 8); of /work/shared/seed-api.md,
 * lines 1-40; of the other files in /work/shared only the names and line counts were seen (wc
 * -l); src/erp/connectors/demo/demo-schema.ts (whole) - of the other files in that folder,
 * demo-vocabulary.ts included, only the names and line counts were seen (wc -l; the generator
 * files demo-erp-generator.ts, demo-master-data.ts, prng.ts and zipf-picker.ts were allowed but
 * not opened); the evaluation's raw-row loader and builders (test/nl/eval-data.ts,
 * case-builders.ts, eval-types.ts, heldout-helpers.ts, heldout-data-check.ts, whole); lines 1-436
 * of test/nl/heldout-v12-cases.ts (its header with the meanings, its imports, calendar and helper
 * functions, stopping before `export const HELDOUT_V12_CASES`);
 * test/nl/heldout-v12-cases.data.e2e-spec.ts; and, of test/nl/nl-evaluation.ts, only the lines a
 * grep for "evalDatabase" returned with the eight lines after each (lines 94-102, the signature
 * and the start of its body, and 154-162, one call and the lines after it). test/nl/tsconfig.json
 * was not opened (only used by tsc). It looked at the generated evaluation data through
 * eval-data.ts alone: throwaway scripts under /tmp, bundled with esbuild (one of which asked
 * evalDatabase() for the data file's path and dumped the loaded rows to a JSON file - bundling and
 * running that import loaded modules it did not read, but no question was put to the engine),
 * then plain Python over that dump, all removed before the commit, to pick values that exist
 * (vendors, customers, items, documents and jobs other than the first ones, picked with an
 * offset and other than those v12's header names) and to check that answers discriminate (no
 * rows reading is the whole table unless cut to a top N, no top N or top-N group is cut inside a
 * tie, no reading is empty). Every expectation is computed from the raw rows with plain
 * predicates, independently of the engine. The questions are written as a buyer, a
 * customer-service clerk, a controller, a plant manager, an inventory planner and an IT person
 * testing the API would type them. heldout-v13-cases.data.e2e-spec.ts checks, without the
 * engine, that every expectation matches at least one row in each accepted reading.
 *
 * Size: 268 questions, 18 of them refusals (category 'refusals') and 9 typing slips (category
 * 'typos': a dropped, transposed or doubled letter in an IDO, field, status or place word, or a
 * missing space, each expecting what the correctly typed question expects).
 * Difficulty mix: 74 questions (27.6%) combine two or more conditions (marked with x() below and
 * exported as HELDOUT_V13_COMBINED: a relation and a period, a status and an amount, a named
 * party and a status or an amount or a period, a status and a place or a warehouse, a group-by
 * with a filter, a top-N under a condition, a top-N of a grouped sum with a period, a negation
 * with a period); 176 are single-condition or plain lookups; 18 are refusals. Across both kinds
 * the set includes superlatives (largest / smallest / biggest / cheapest / most expensive /
 * oldest / most recent / longest, 21 questions in the category 'ranking'), counts against
 * quantities ("how many sales order lines" against "how many units shipped"), "how much" against
 * "how many", negations (never, no, without, not, nothing, haven't), ranges (between, from A to
 * B, A to B), relative periods (yesterday, this week, last 7 / 20 / 60 / 120 days, next 10 days,
 * next 4 weeks, next 45 days, next week, last month, this month, next month, this quarter, last
 * quarter, since a date, since the quarter started, so far this year, last year, before year
 * end), named months and quarters, grouped breakdowns, and follow-up style short questions
 * ("<vendor> open POs over <amount>", "<item> stock").
 * Every IDO of the demo catalog is asked about: SLVendors, SLCustomers, SLItems, SLItemwhses,
 * SLPos, SLPoItems, SLCos, SLCoitems, SLArtrans and SLJobs.
 *
 * History: written against main 9d644d3. First run after #17's fifteenth round (tuners 15a to
 * 15j merged, main 402d46d): 235/268 right (87.7%), 217/226 (96.0%) of answers at or above 0.5
 * right; on the 248 questions no tuning set asks (20 repeat a tuning set word for word), 216/248
 * (87.1%) and 199/208 (95.7%). Second run after tuners 15k and 15l (main 7a9d682): the same,
 * 235/268 and 217/226 (216/248 and 199/208 on the novel questions). Retired on 2026-11-29
 * (session 15) after those two runs: its misses were read and tuned on from then on.
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
 * Added in v13:
 * - "this week" (past-facing) runs from Monday 16 November (ISO) or Sunday 15 November (US) to
 *   today (as in v11); "the last 7 / 20 / 60 / 120 days" run from 14 November / 1 November /
 *   22 September / 24 July to today; "the next 10 days" / "the next 4 weeks" / "the next 45
 *   days" from today to 1 December / 19 December 2026 / 5 January 2027; "since August 15" is 15
 *   August 2026 to today; "since July" is 1 July 2026 to today; "since the quarter started" /
 *   "since the start of the quarter" is 1 October to today; "Oct 12 to Oct 23" (past-facing) is
 *   12-23 October 2026; "in March", "in June", "in July", "in September" (past-facing) are those
 *   months of 2026, "in January" (future-facing) January 2027; "Q1" is January to March 2026,
 *   "Q3" and "last quarter" July to September 2026; "last year" is 2025; "this month" said of
 *   due dates is the whole of November;
 * - "open jobs due before year end": open jobs (F or R) with a JschEndDate on or before 31
 *   December 2026, from today or from any date: both accepted (as v10's "before Christmas");
 *   "jobs due to complete in the next N weeks": every job whose JschEndDate falls then, or only
 *   the open ones: both accepted;
 * - "which N items sold the most units last year": QtyShipped summed per item (keyed by number or
 *   description) over the lines shipped in 2025, or over the lines of orders placed in 2025:
 *   both accepted;
 * - "which N items did we receive the most units of this year": QtyReceived summed per item over
 *   PO lines with a RcvdDate this year;
 * - "everything we bought from V in <year>": V's POs placed that year, or their lines (as v8's
 *   "everything we ordered from V");
 * - "vendors we haven't bought anything from since D": vendors with no PO dated D or later,
 *   counting those that never ordered, or only those that have ordered: both accepted (they
 *   coincide in the demo, where every vendor has POs; as v8's customers who haven't ordered);
 * - "PO lines closed out before everything arrived" are the short-closed ones (Stat C with
 *   QtyReceived below QtyOrdered);
 * - "PO lines that came in after the due date this month": RcvdDate this month and after DueDate;
 * - "paid over the standard unit cost" (PO lines) is v10's "paid more than the item's unit cost";
 * - "extended amount" of PO lines is LineAmount; "average item cost paid for X" averages the
 *   ItemCost of X's PO lines; "average selling price of X" averages the PriceConv of X's customer
 *   order lines;
 * - "CO lines over a month late": DaysLate above 30, or above 31: both accepted; "order lines
 *   that are late right now" / "customer orders running late": DaysLate > 0;
 * - "SO lines that have only partly shipped": QtyShipped above 0 and below QtyOrdered (as v11's
 *   "shipped partially");
 * - "completed quantity below released" (jobs): QtyComplete < QtyReleased;
 * - "customer allocation bigger than the on-hand qty": SLItemwhses.QtyAllocCo > QtyOnHand (as
 *   v11); "quantity on order" / "nothing on order" of an item warehouse reads
 *   SLItemwhses.QtyOrdered; "items with zero stock on hand": DerQtyOnHand 0;
 * - "sold by the gallon" / "measured in rolls" are UM GAL / RL; "2% 10 net 30" terms are
 *   TermsCode 2/10 NET30; "net 30" is NET30;
 * - "quotes" and "sales estimates" are customer orders of Type E (as before), "created this
 *   month" reads their OrderDate; "jobs of type estimate" are SLJobs Type E;
 * - "manufactured items that have no jobs": PMTCode M items with no SLJobs row;
 * - "parts that have never appeared on a sales order": items on no customer order line; "which
 *   customers have no orders on file": customers (CustSeq 0) with no SLCos row;
 * - "<state> customers with invoices more than N days past due": those customers (CustSeq 0,
 *   with an AR row whose DaysPastDue > N), or those AR rows (invoices, or every AR row): all
 *   accepted;
 * - "top N customers by past due balance": the sum of Balance over rows with DaysPastDue > 0 per
 *   customer (over invoices, or over every AR row), keyed by CustNum or DerCustName, top N;
 * - "invoice count per customer": invoices grouped by CustNum or DerCustName;
 * - "the longest lead time on any item" is the maximum as an aggregate (the top record is cut in a
 *   tie, so only the value is accepted);
 * - "which buyer placed the most POs in <period>": a count per Buyer, top 1;
 * - "<item> stock" (a follow-up) is "how much <item> do we have on hand";
 * - "a sales order with customer PO X": SLCos.CustPo = X.
 * Where a question honestly admits two readings, both are accepted (anyOf).
 */
import { agg, all, anyOf, c, cust, inv, n, openOrder, REFUSE, rows, unpaid } from './case-builders';
import {
  arDollars,
  arOfCustomer,
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
  openArPer,
  openJob,
  openOrderValue,
  owed,
  perGroup,
  poLinesOfItem,
  posOfVendor,
  vendorOf,
  type Period,
  vendorKey as V,
  customerKey as CU,
  amountBetween as between2,
  stockOf,
  whoSupplies,
  whoBought,
  dateBefore as before,
  combinedMarker,
  closedEither,
} from './heldout-helpers';
import type { EvalCase } from './eval-types';

/** This set's column in the calibration table. */
export const HELDOUT_V13_NAME = 'retired v13';

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
/** The last / past N days (or weeks): today - N to today. */
const LAST_7_DAYS: Period = ['2026-11-14', TODAY];
const LAST_20_DAYS: Period = ['2026-11-01', TODAY];
const LAST_60_DAYS: Period = ['2026-09-22', TODAY];
const LAST_120_DAYS: Period = ['2026-07-24', TODAY];
/** The next N days (or weeks): today to today + N. */
const NEXT_10_DAYS: Period = [TODAY, '2026-12-01'];
const NEXT_4_WEEKS: Period = [TODAY, '2026-12-19'];
const NEXT_45_DAYS: Period = [TODAY, '2027-01-05'];
/** This month so far; the whole of it. */
const THIS_MONTH_SO_FAR: Period = ['2026-11-01', TODAY];
const THIS_MONTH: Period = ['2026-11-01', '2026-11-30'];
/** Last month (and "in October"): October 2026. */
const LAST_MONTH: Period = ['2026-10-01', '2026-10-31'];
/** Past-facing named months: the latest occurrence. */
const MARCH_2026: Period = ['2026-03-01', '2026-03-31'];
const JUNE_2026: Period = ['2026-06-01', '2026-06-30'];
const JULY_2026: Period = ['2026-07-01', '2026-07-31'];
const SEPTEMBER_2026: Period = ['2026-09-01', '2026-09-30'];
/** Future-facing: next month (December 2026) and "in January" (January 2027). */
const NEXT_MONTH: Period = ['2026-12-01', '2026-12-31'];
const JANUARY_2027: Period = ['2027-01-01', '2027-01-31'];
/** "Since June 1": 1 June 2026 to today. */
const SINCE_JUNE_1: Period = ['2026-06-01', TODAY];
/** "Since August 15": 15 August 2026 to today; "Oct 12 to Oct 23": 12-23 October 2026. */
const SINCE_AUG_15: Period = ['2026-08-15', TODAY];
const OCT_12_TO_23: Period = ['2026-10-12', '2026-10-23'];
/** Quarters: this one so far (Q4 2026), the last one (Q3), Q1 2026; halves and years. */
const THIS_QUARTER: Period = ['2026-10-01', TODAY];
const Q3_2026: Period = ['2026-07-01', '2026-09-30'];
const Q1_2026: Period = ['2026-01-01', '2026-03-31'];
const H2_2026_SO_FAR: Period = ['2026-07-01', TODAY];
const YEAR_TO_DATE: Period = ['2026-01-01', TODAY];
const YEAR_2025: Period = ['2025-01-01', '2025-12-31'];
const YEAR_2024: Period = ['2024-01-01', '2024-12-31'];

const RED_ROCK_FASTENERS = V(1012);
const ATLANTIC_RUBBER = V(1017);
const PIONEER_COMPOSITES = V(1014);
const EVERGREEN_FASTENERS = V(1022);
const CARDINAL_CASTINGS = V(1016);
const EMPIRE_ABRASIVES = V(1015);
const GREAT_LAKES_HYDRAULICS = V(1028);
const EMPIRE_INDUSTRIAL = V(1021);
const SUMMIT_COATINGS = V(1024);
const TWIN_CITY_STEEL = V(1038);
const SUPERIOR_COATINGS = V(1041);
const PATRIOT_CASTINGS = V(1047);
const CARDINAL_RAIL = CU(5016);
const PACIFIC_INSTRUMENTS = CU(5014);
const MIDWEST_BOAT_WORKS = CU(5008);
const BUCKEYE_APPLIANCE = CU(5017);
const TITAN_POWER = CU(5026);
const ATLAS_MEDICAL = CU(5031);
const LIBERTY_OUTDOOR = CU(5036);
const HARBOR_DEFENSE = CU(5020);
const LONE_STAR_TRUCKING = CU(5029);
const PRECISION_MEDICAL = CU(5044);

/** Open POs and PO lines: P or O (the same codes as customer orders). */
const openPo = openOrder;

/** Questions that combine two or more conditions (the Difficulty count in the header). */
const { x, combined: COMBINED } = combinedMarker();

export const HELDOUT_V13_CASES: readonly EvalCase[] = [
  // ---- Vendors (SLVendors) ----
  c(
    'names',
    'where is Twin City Steel located',
    rows('SLVendors', (r) => r.VendNum === TWIN_CITY_STEEL),
  ),
  c(
    'fields',
    'phone number and contact for Summit Coatings Corp',
    rows('SLVendors', (r) => r.VendNum === SUMMIT_COATINGS),
  ),
  c(
    'synonyms',
    'list every supplier based in Oklahoma',
    rows('SLVendors', (r) => r.VadState === 'OK'),
  ),
  c(
    'aggregates',
    'how many vendors do we have in Michigan?',
    agg('SLVendors', (r) => r.VadState === 'MI', 'count'),
  ),
  c(
    'statuses',
    'which vendors are flagged inactive',
    rows('SLVendors', (r) => r.Stat === 'I'),
  ),
  c(
    'names',
    'vendors located in Grand Rapids',
    rows('SLVendors', (r) => r.VadCity === 'Grand Rapids'),
  ),
  c(
    'fields',
    'email addresses of our Mexican suppliers',
    rows('SLVendors', (r) => r.VadCountry === 'Mexico'),
  ),
  c(
    'aggregates',
    'vendor count per payment terms code',
    agg('SLVendors', all, 'count', { groupBy: 'TermsCode' }),
  ),
  c(
    'aggregates',
    'number of suppliers by country',
    agg('SLVendors', all, 'count', { groupBy: 'VadCountry' }),
  ),
  x(
    c(
      'statuses',
      'inactive vendors on COD terms',
      rows('SLVendors', (r) => r.Stat === 'I' && r.TermsCode === 'COD'),
    ),
  ),
  c(
    'synonyms',
    'suppliers that bill us in euros',
    rows('SLVendors', (r) => r.CurrCode === 'EUR'),
  ),
  x(
    c(
      'names',
      'active vendors in Texas on net 30',
      rows('SLVendors', (r) => r.Stat === 'A' && r.VadState === 'TX' && r.TermsCode === 'NET30'),
    ),
  ),
  c(
    'fields',
    'SLVendors where VadCountry = Canada',
    rows('SLVendors', (r) => r.VadCountry === 'Canada'),
  ),
  c(
    'numbers',
    'vendors with 2% 10 net 30 terms',
    rows('SLVendors', (r) => r.TermsCode === '2/10 NET30'),
  ),
  x(
    c(
      'negation',
      'Ohio vendors not on NET30 terms',
      rows('SLVendors', (r) => r.VadState === 'OH' && r.TermsCode !== 'NET30'),
    ),
  ),
  x(
    c(
      'negation',
      "vendors we haven't bought anything from since June 1",
      anyOf(
        rows(
          'SLVendors',
          (r, d) => !posOfVendor(d, r.VendNum).some((p) => inP(p.OrderDate, SINCE_JUNE_1)),
        ),
        rows(
          'SLVendors',
          (r, d) =>
            posOfVendor(d, r.VendNum).length > 0 &&
            !posOfVendor(d, r.VendNum).some((p) => inP(p.OrderDate, SINCE_JUNE_1)),
        ),
      ),
    ),
  ),
  x(
    c(
      'relations',
      'vendors in Pennsylvania that still have open purchase orders',
      anyOf(
        rows('SLVendors', (r, d) => r.VadState === 'PA' && posOfVendor(d, r.VendNum).some(openPo)),
        rows('SLPos', (r, d) => openPo(r) && vendorOf(r, d)?.VadState === 'PA'),
      ),
    ),
  ),

  // ---- Items (SLItems) ----
  c(
    'names',
    'describe part IT-10042',
    rows('SLItems', (r) => r.Item === 'IT-10042'),
  ),
  c(
    'fields',
    "what's the lead time on IT-10029",
    anyOf(
      rows('SLItems', (r) => r.Item === 'IT-10029'),
      agg('SLItems', (r) => r.Item === 'IT-10029', 'max', { measure: 'LeadTime' }),
      agg('SLItems', (r) => r.Item === 'IT-10029', 'sum', { measure: 'LeadTime' }),
    ),
  ),
  x(
    c(
      'statuses',
      'obsolete parts in the BRG product line',
      rows('SLItems', (r) => r.Stat === 'O' && r.ProductCode === 'BRG'),
    ),
  ),
  c(
    'aggregates',
    'how many items are manufactured in house',
    agg('SLItems', (r) => r.PMTCode === 'M', 'count'),
  ),
  c(
    'aggregates',
    'item count by product code',
    agg('SLItems', all, 'count', { groupBy: 'ProductCode' }),
  ),
  c(
    'numbers',
    'parts costing more than $150',
    rows('SLItems', (r) => n(r.UnitCost) > 150),
  ),
  c(
    'numbers',
    'items whose unit cost is under 10 cents',
    rows('SLItems', (r) => n(r.UnitCost) < 0.1),
  ),
  c(
    'numbers',
    'items with a unit cost from 40 to 45 dollars',
    rows('SLItems', (r) => between2(r.UnitCost, 40, 45)),
  ),
  c(
    'ranking',
    'five most expensive items',
    rows('SLItems', all, { order: { by: 'UnitCost', dir: 'desc' }, top: 5 }),
  ),
  c(
    'ranking',
    'cheapest 3 parts in the HYD line',
    rows('SLItems', (r) => r.ProductCode === 'HYD', {
      order: { by: 'UnitCost', dir: 'asc' },
      top: 3,
    }),
  ),
  c(
    'numbers',
    'items with a lead time longer than 8 weeks',
    rows('SLItems', (r) => n(r.LeadTime) > 56),
  ),
  x(
    c(
      'statuses',
      'slow moving purchased items with lead time over 40 days',
      rows('SLItems', (r) => r.Stat === 'S' && r.PMTCode === 'P' && n(r.LeadTime) > 40),
    ),
  ),
  c(
    'aggregates',
    'average unit cost of ELEC items',
    agg('SLItems', (r) => r.ProductCode === 'ELEC', 'avg', { measure: 'UnitCost' }),
  ),
  c(
    'aggregates',
    'avg lead time per product line',
    agg('SLItems', all, 'avg', { measure: 'LeadTime', groupBy: 'ProductCode' }),
  ),
  c(
    'fields',
    'items sold by the gallon',
    rows('SLItems', (r) => r.UM === 'GAL'),
  ),
  x(
    c(
      'fields',
      'active PKG items measured in rolls',
      rows('SLItems', (r) => r.Stat === 'A' && r.ProductCode === 'PKG' && r.UM === 'RL'),
    ),
  ),
  c(
    'statuses',
    'list the transferred items',
    rows('SLItems', (r) => r.PMTCode === 'T'),
  ),
  c(
    'ranking',
    'what is the longest lead time on any item',
    agg('SLItems', all, 'max', { measure: 'LeadTime' }),
  ),
  c(
    'negation',
    'parts that have never appeared on a sales order',
    rows('SLItems', (r, d) => coLinesOfItem(d, r.Item).length === 0),
  ),
  x(
    c(
      'negation',
      'manufactured items that have no jobs at all',
      rows('SLItems', (r, d) => r.PMTCode === 'M' && jobsOfItem(d, r.Item).length === 0),
    ),
  ),
  c(
    'aggregates',
    'how many FAST items are there',
    agg('SLItems', (r) => r.ProductCode === 'FAST', 'count'),
  ),
  c(
    'numbers',
    'items with zero stock on hand',
    rows('SLItems', (r) => n(r.DerQtyOnHand) === 0),
  ),

  // ---- Item warehouses (SLItemwhses) ----
  c('aggregates', 'how much IT-10013 do we have on hand', stockOf('IT-10013')),
  c(
    'fields',
    'stock levels of IT-10021 by warehouse',
    anyOf(
      rows('SLItemwhses', (r) => r.Item === 'IT-10021'),
      agg('SLItemwhses', (r) => r.Item === 'IT-10021', 'sum', {
        measure: 'QtyOnHand',
        groupBy: 'Whse',
      }),
    ),
  ),
  c(
    'property-compare',
    'items under their reorder point at the EAST warehouse',
    rows('SLItemwhses', (r) => r.Whse === 'EAST' && n(r.QtyOnHand) < n(r.QtyReorder)),
  ),
  c(
    'aggregates',
    'how many item-warehouse rows are below reorder point in SOUTH',
    agg('SLItemwhses', (r) => r.Whse === 'SOUTH' && n(r.QtyOnHand) < n(r.QtyReorder), 'count'),
  ),
  c(
    'aggregates',
    'total units on hand per warehouse',
    agg('SLItemwhses', all, 'sum', { measure: 'QtyOnHand', groupBy: 'Whse' }),
  ),
  c(
    'property-compare',
    'where is customer allocation bigger than the on-hand qty',
    rows('SLItemwhses', (r) => n(r.QtyAllocCo) > n(r.QtyOnHand)),
  ),
  x(
    c(
      'property-compare',
      'WEST warehouse items where allocated exceeds on hand',
      rows('SLItemwhses', (r) => r.Whse === 'WEST' && n(r.QtyAllocCo) > n(r.QtyOnHand)),
    ),
  ),
  c(
    'numbers',
    'warehouse rows holding more than 40000 units',
    rows('SLItemwhses', (r) => n(r.QtyOnHand) > 40000),
  ),
  c(
    'ranking',
    'top 10 item/warehouse combos by quantity on hand',
    rows('SLItemwhses', all, { order: { by: 'QtyOnHand', dir: 'desc' }, top: 10 }),
  ),
  c(
    'aggregates',
    'units of IT-10018 in the MAIN warehouse',
    anyOf(
      rows('SLItemwhses', (r) => r.Item === 'IT-10018' && r.Whse === 'MAIN'),
      agg('SLItemwhses', (r) => r.Item === 'IT-10018' && r.Whse === 'MAIN', 'sum', {
        measure: 'QtyOnHand',
      }),
    ),
  ),
  c(
    'relations',
    'where do we stock IT-10030',
    anyOf(
      rows('SLItemwhses', (r) => r.Item === 'IT-10030'),
      rows('SLItemwhses', (r) => r.Item === 'IT-10030' && n(r.QtyOnHand) > 0),
    ),
  ),
  x(
    c(
      'relations',
      'HYD items below reorder point in MAIN',
      rows(
        'SLItemwhses',
        (r, d) =>
          r.Whse === 'MAIN' &&
          n(r.QtyOnHand) < n(r.QtyReorder) &&
          itemOf(r, d)?.ProductCode === 'HYD',
      ),
    ),
  ),
  c(
    'numbers',
    'item warehouse records with nothing on order',
    rows('SLItemwhses', (r) => n(r.QtyOrdered) === 0),
  ),
  x(
    c(
      'numbers',
      'EAST items with quantity on order above 5000',
      rows('SLItemwhses', (r) => r.Whse === 'EAST' && n(r.QtyOrdered) > 5000),
    ),
  ),
  c(
    'aggregates',
    'total quantity allocated to customer orders in WEST',
    agg('SLItemwhses', (r) => r.Whse === 'WEST', 'sum', { measure: 'QtyAllocCo' }),
  ),

  // ---- Purchase orders (SLPos) ----
  c('statuses', 'how many purchase orders are still open', agg('SLPos', openPo, 'count')),
  c(
    'statuses',
    'show me planned purchase orders only',
    rows('SLPos', (r) => r.Stat === 'P'),
  ),
  x(
    c(
      'names',
      'open purchase orders with Evergreen Fasteners Co',
      rows('SLPos', (r) => openPo(r) && r.VendNum === EVERGREEN_FASTENERS),
    ),
  ),
  x(
    c(
      'numbers',
      'Cardinal Castings open POs above $3,000',
      dollars(
        'SLPos',
        (a) => a > 3000,
        (r) => openPo(r) && r.VendNum === CARDINAL_CASTINGS,
      ),
    ),
  ),
  c(
    'numbers',
    'purchase orders over 50k',
    rows('SLPos', (r) => n(r.PoCost) > 50000),
  ),
  x(
    c(
      'numbers',
      'overdue POs worth more than 8 grand',
      rows('SLPos', (r) => n(r.DaysOverdue) > 0 && n(r.PoCost) > 8000),
    ),
  ),
  c(
    'statuses',
    'POs more than 30 days overdue',
    rows('SLPos', (r) => n(r.DaysOverdue) > 30),
  ),
  c(
    'dates',
    'purchase orders cut yesterday',
    rows('SLPos', (r) => r.OrderDate === YESTERDAY),
  ),
  c(
    'dates',
    'POs raised this week',
    inAnyOf('SLPos', WEEKS_THIS, (r, p) => inP(r.OrderDate, p)),
  ),
  c(
    'dates',
    'how many POs did we place last month',
    agg('SLPos', (r) => inP(r.OrderDate, LAST_MONTH), 'count'),
  ),
  c(
    'aggregates',
    'total PO spend in Q3',
    agg('SLPos', (r) => inP(r.OrderDate, Q3_2026), 'sum', { measure: 'PoCost' }),
  ),
  c(
    'aggregates',
    'spend by buyer this year',
    agg('SLPos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'sum', {
      measure: 'PoCost',
      groupBy: 'Buyer',
    }),
  ),
  x(
    c(
      'ranking',
      'top 5 suppliers by PO spend in 2025',
      grouped('SLPos', (r) => inP(r.OrderDate, YEAR_2025), 'sum', ['VendNum', 'VendorName'], {
        measure: 'PoCost',
        top: { n: 5, dir: 'desc' },
      }),
    ),
  ),
  x(
    c(
      'names',
      'POs placed by buyer KCHEN in the last 20 days',
      rows('SLPos', (r) => r.Buyer === 'KCHEN' && inP(r.OrderDate, LAST_20_DAYS)),
    ),
  ),
  c(
    'statuses',
    'blanket purchase orders that are still open',
    rows('SLPos', (r) => r.Type === 'B' && openPo(r)),
  ),
  c('aggregates', 'number of POs per warehouse', agg('SLPos', all, 'count', { groupBy: 'Whse' })),
  x(
    c('aggregates', 'open PO count per buyer', agg('SLPos', openPo, 'count', { groupBy: 'Buyer' })),
  ),
  c(
    'ranking',
    'the 3 biggest open POs',
    rows('SLPos', openPo, { order: { by: 'PoCost', dir: 'desc' }, top: 3 }),
  ),
  c(
    'ranking',
    'oldest open purchase order',
    rows('SLPos', openPo, { order: { by: 'OrderDate', dir: 'asc' }, top: 1 }),
  ),
  c(
    'synonyms',
    'purchase orders in Canadian dollars',
    rows('SLPos', (r) => r.VenCurrCode === 'CAD'),
  ),
  x(
    c(
      'relations',
      'open POs to German suppliers',
      rows('SLPos', (r, d) => openPo(r) && vendorOf(r, d)?.VadCountry === 'Germany'),
    ),
  ),
  x(
    c(
      'relations',
      'POs from Ohio vendors placed since August 15',
      rows('SLPos', (r, d) => inP(r.OrderDate, SINCE_AUG_15) && vendorOf(r, d)?.VadState === 'OH'),
    ),
  ),
  c(
    'names',
    'everything we bought from Atlantic Rubber Company in 2024',
    anyOf(
      rows('SLPos', (r) => r.VendNum === ATLANTIC_RUBBER && inP(r.OrderDate, YEAR_2024)),
      rows(
        'SLPoItems',
        (r, d) =>
          lineVendor(r, d)?.VendNum === ATLANTIC_RUBBER && inP(d.po(r.PoNum)?.OrderDate, YEAR_2024),
      ),
    ),
  ),
  c(
    'aggregates',
    'how much have we spent with Pioneer Composites Ltd this year',
    agg('SLPos', (r) => r.VendNum === PIONEER_COMPOSITES && inP(r.OrderDate, YEAR_TO_DATE), 'sum', {
      measure: 'PoCost',
    }),
  ),
  c(
    'aggregates',
    'average PO value last quarter',
    agg('SLPos', (r) => inP(r.OrderDate, Q3_2026), 'avg', { measure: 'PoCost' }),
  ),
  x(
    c(
      'numbers',
      'POs between $12,000 and $15,000 placed in March',
      dollars(
        'SLPos',
        (a) => a >= 12000 && a <= 15000,
        (r) => inP(r.OrderDate, MARCH_2026),
      ),
    ),
  ),
  c(
    'dates',
    'open POs due next week',
    inAnyOf('SLPos', WEEKS_NEXT, (r, p) => openPo(r) && inP(r.DueDate, p)),
  ),
  x(
    c(
      'names',
      'Great Lakes Hydraulics POs over 10k since July',
      rows(
        'SLPos',
        (r) =>
          r.VendNum === GREAT_LAKES_HYDRAULICS &&
          n(r.PoCost) > 10000 &&
          inP(r.OrderDate, H2_2026_SO_FAR),
      ),
    ),
  ),
  c(
    'negation',
    'open POs not going to the MAIN warehouse',
    rows('SLPos', (r) => openPo(r) && r.Whse !== 'MAIN'),
  ),
  c(
    'aggregates',
    'total value of open purchase orders',
    agg('SLPos', openPo, 'sum', { measure: 'PoCost' }),
  ),
  x(
    c(
      'ranking',
      'which buyer placed the most POs in October',
      grouped('SLPos', (r) => inP(r.OrderDate, LAST_MONTH), 'count', ['Buyer'], {
        top: { n: 1, dir: 'desc' },
      }),
    ),
  ),
  c(
    'fields',
    'PO numbers and vendor names for POs placed on November 20',
    rows('SLPos', (r) => r.OrderDate === YESTERDAY),
  ),
  x(
    c(
      'statuses',
      'completed POs from Empire Abrasives Corp',
      closedEither('SLPos', (r) => r.VendNum === EMPIRE_ABRASIVES),
    ),
  ),
  x(
    c(
      'relations',
      'open purchase orders for vendors on COD',
      rows('SLPos', (r, d) => openPo(r) && vendorOf(r, d)?.TermsCode === 'COD'),
    ),
  ),
  c(
    'aggregates',
    'how many POs are in euros',
    agg('SLPos', (r) => r.VenCurrCode === 'EUR', 'count'),
  ),
  x(
    c(
      'dates',
      'POs from Superior Coatings Company in the past 120 days',
      rows('SLPos', (r) => r.VendNum === SUPERIOR_COATINGS && inP(r.OrderDate, LAST_120_DAYS)),
    ),
  ),

  // ---- PO lines (SLPoItems) ----
  c('relations', 'who do we buy IT-10016 from', whoSupplies('IT-10016')),
  c(
    'aggregates',
    'how many PO lines for Pillow Block 25mm',
    agg('SLPoItems', (r) => r.Item === 'IT-10013', 'count'),
  ),
  x(
    c(
      'aggregates',
      'total units of IT-10014 received in 2025',
      agg('SLPoItems', (r) => r.Item === 'IT-10014' && inP(r.RcvdDate, YEAR_2025), 'sum', {
        measure: 'QtyReceived',
      }),
    ),
  ),
  c(
    'property-compare',
    'PO lines with partial receipts',
    rows(
      'SLPoItems',
      (r) => openPo(r) && n(r.QtyReceived) > 0 && n(r.QtyReceived) < n(r.QtyOrdered),
    ),
  ),
  c(
    'dates',
    'PO lines received yesterday',
    rows('SLPoItems', (r) => r.RcvdDate === YESTERDAY),
  ),
  c(
    'dates',
    'how many receipts were posted last week',
    anyOf(...WEEKS_LAST.map((p) => agg('SLPoItems', (r) => inP(r.RcvdDate, p), 'count'))),
  ),
  c(
    'property-compare',
    'PO lines that came in after the due date this month',
    rows('SLPoItems', (r) => inP(r.RcvdDate, THIS_MONTH_SO_FAR) && before(r.DueDate, r.RcvdDate)),
  ),
  c(
    'dates',
    'open PO lines due in the next 10 days',
    linesDue('SLPoItems', [NEXT_10_DAYS], openPo),
  ),
  x(
    c(
      'dates',
      'open PO lines for IT-10021 due in December',
      rows('SLPoItems', (r) => r.Item === 'IT-10021' && openPo(r) && inP(r.DueDate, NEXT_MONTH)),
    ),
  ),
  x(
    c(
      'statuses',
      'filled PO lines at the SOUTH warehouse',
      rows('SLPoItems', (r) => r.Stat === 'F' && r.Whse === 'SOUTH'),
    ),
  ),
  c(
    'numbers',
    'PO lines with a line amount over $25k',
    rows('SLPoItems', (r) => n(r.LineAmount) > 25000),
  ),
  c(
    'ranking',
    'top 5 PO lines by extended amount',
    rows('SLPoItems', all, { order: { by: 'LineAmount', dir: 'desc' }, top: 5 }),
  ),
  c(
    'aggregates',
    'average item cost paid for IT-10042',
    agg('SLPoItems', (r) => r.Item === 'IT-10042', 'avg', { measure: 'ItemCost' }),
  ),
  x(
    c(
      'relations',
      'open PO lines from Sterling Paper Inc',
      rows('SLPoItems', (r, d) => openPo(r) && lineVendor(r, d)?.VendNum === V(1027)),
    ),
  ),
  c(
    'relations',
    'what items does Twin City Steel supply us',
    anyOf(
      rows('SLItems', (r, d) =>
        poLinesOfItem(d, r.Item).some((l) => lineVendor(l, d)?.VendNum === TWIN_CITY_STEEL),
      ),
      rows('SLPoItems', (r, d) => lineVendor(r, d)?.VendNum === TWIN_CITY_STEEL),
    ),
  ),
  c(
    'statuses',
    'PO lines closed out before everything arrived',
    rows('SLPoItems', (r) => r.Stat === 'C' && n(r.QtyReceived) < n(r.QtyOrdered)),
  ),
  x(
    c(
      'aggregates',
      'quantity received per warehouse in the last 60 days',
      agg('SLPoItems', (r) => inP(r.RcvdDate, LAST_60_DAYS), 'sum', {
        measure: 'QtyReceived',
        groupBy: 'Whse',
      }),
    ),
  ),
  x(
    c(
      'property-compare',
      'PO lines where we paid over the standard unit cost for ELEC parts',
      rows(
        'SLPoItems',
        (r, d) => itemOf(r, d)?.ProductCode === 'ELEC' && n(r.ItemCost) > n(itemOf(r, d)?.UnitCost),
      ),
    ),
  ),
  c(
    'negation',
    'open PO lines with nothing received yet',
    rows('SLPoItems', (r) => openPo(r) && n(r.QtyReceived) === 0),
  ),
  x(
    c(
      'aggregates',
      'count of open PO lines by warehouse',
      agg('SLPoItems', openPo, 'count', { groupBy: 'Whse' }),
    ),
  ),
  c(
    'names',
    'PO lines where the vendor name is Patriot Castings Ltd',
    rows('SLPoItems', (r) => r.VenadrName === 'Patriot Castings Ltd'),
  ),
  x(
    c(
      'dates',
      'past-due open PO lines over $2k',
      rows('SLPoItems', (r) => openPo(r) && before(r.DueDate, TODAY) && n(r.LineAmount) > 2000),
    ),
  ),
  c(
    'ranking',
    'which 5 items did we receive the most units of this year',
    grouped('SLPoItems', (r) => inP(r.RcvdDate, YEAR_TO_DATE), 'sum', ['Item', 'Description'], {
      measure: 'QtyReceived',
      top: { n: 5, dir: 'desc' },
    }),
  ),
  c(
    'fields',
    'lines on PO00000981',
    rows('SLPoItems', (r) => r.PoNum === 'PO00000981'),
  ),

  // ---- Customers (SLCustomers) ----
  c(
    'names',
    'show the customer record for Lone Star Trucking',
    rows('SLCustomers', (r) => cust(r) && r.CustNum === LONE_STAR_TRUCKING),
  ),
  c(
    'fields',
    "what's Buckeye Appliance Co's credit limit",
    anyOf(
      rows('SLCustomers', (r) => cust(r) && r.CustNum === BUCKEYE_APPLIANCE),
      agg('SLCustomers', (r) => cust(r) && r.CustNum === BUCKEYE_APPLIANCE, 'max', {
        measure: 'CreditLimit',
      }),
      agg('SLCustomers', (r) => cust(r) && r.CustNum === BUCKEYE_APPLIANCE, 'sum', {
        measure: 'CreditLimit',
      }),
    ),
  ),
  c(
    'synonyms',
    'clients located in Wisconsin',
    rows('SLCustomers', (r) => cust(r) && r.State === 'WI'),
  ),
  c(
    'aggregates',
    'how many customers does NKOWALSKI handle',
    agg('SLCustomers', (r) => cust(r) && r.Slsman === 'NKOWALSKI', 'count'),
  ),
  c(
    'aggregates',
    'customer count by sales rep',
    agg('SLCustomers', cust, 'count', { groupBy: 'Slsman' }),
  ),
  c(
    'numbers',
    'customers with credit limits above 200k',
    rows('SLCustomers', (r) => cust(r) && n(r.CreditLimit) > 200000),
  ),
  x(
    c(
      'statuses',
      'customers on hold with a credit limit under $30,000',
      rows('SLCustomers', (r) => cust(r) && onHold(r) && n(r.CreditLimit) < 30000),
    ),
  ),
  c(
    'synonyms',
    'customers billed in pesos',
    rows('SLCustomers', (r) => cust(r) && r.CurrCode === 'MXN'),
  ),
  c(
    'negation',
    'customers without an assigned salesperson',
    rows('SLCustomers', (r) => cust(r) && (r.Slsman === null || r.Slsman === '')),
  ),
  c(
    'relations',
    'ship-to locations for Precision Medical Devices Corp',
    rows('SLCustomers', (r) => r.CustNum === PRECISION_MEDICAL && n(r.CustSeq) > 0),
  ),
  c(
    'names',
    'customers in Grand Rapids',
    rows('SLCustomers', (r) => cust(r) && r.City === 'Grand Rapids'),
  ),
  c(
    'ranking',
    'top 5 customers by credit limit',
    rows('SLCustomers', cust, { order: { by: 'CreditLimit', dir: 'desc' }, top: 5 }),
  ),
  x(
    c(
      'names',
      'PWHITE customers in Michigan',
      rows('SLCustomers', (r) => cust(r) && r.Slsman === 'PWHITE' && r.State === 'MI'),
    ),
  ),
  c(
    'aggregates',
    'average credit limit by state for Texas and California customers',
    anyOf(
      agg('SLCustomers', (r) => cust(r) && (r.State === 'TX' || r.State === 'CA'), 'avg', {
        measure: 'CreditLimit',
        groupBy: 'State',
      }),
    ),
  ),
  c(
    'negation',
    'which customers have no orders on file at all',
    rows('SLCustomers', (r, d) => cust(r) && cosOfCustomer(d, r.CustNum).length === 0),
  ),
  x(
    c(
      'negation',
      'Canadian customers not on credit hold',
      rows('SLCustomers', (r) => cust(r) && r.Country === 'Canada' && !onHold(r)),
    ),
  ),
  c(
    'fields',
    'SLCustomers where TermsCode = NET45',
    rows('SLCustomers', (r) => cust(r) && r.TermsCode === 'NET45'),
  ),
  x(
    c(
      'relations',
      'California customers with invoices more than 30 days past due',
      anyOf(
        rows(
          'SLCustomers',
          (r, d) =>
            cust(r) &&
            r.State === 'CA' &&
            arOfCustomer(d, r.CustNum).some((t) => n(t.DaysPastDue) > 30),
        ),
        rows(
          'SLArtrans',
          (r, d) => inv(r) && n(r.DaysPastDue) > 30 && custOf(r, d)?.State === 'CA',
        ),
        rows('SLArtrans', (r, d) => n(r.DaysPastDue) > 30 && custOf(r, d)?.State === 'CA'),
      ),
    ),
  ),
  x(
    c(
      'relations',
      'customers whose open orders add up to more than their credit limit',
      rows('SLCustomers', (r, d) => cust(r) && openOrderValue(d, r.CustNum) > n(r.CreditLimit)),
    ),
  ),

  // ---- Customer orders (SLCos) ----
  c('statuses', 'list our open sales orders', rows('SLCos', openOrder)),
  c(
    'statuses',
    'stopped customer orders on file',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c(
    'names',
    'orders for Pacific Instruments Inc',
    rows('SLCos', (r) => r.CustNum === PACIFIC_INSTRUMENTS),
  ),
  x(
    c(
      'names',
      'Midwest Boat Works orders placed in 2025',
      rows('SLCos', (r) => r.CustNum === MIDWEST_BOAT_WORKS && inP(r.OrderDate, YEAR_2025)),
    ),
  ),
  c(
    'dates',
    'customer orders booked in the last 7 days',
    rows('SLCos', (r) => inP(r.OrderDate, LAST_7_DAYS)),
  ),
  c(
    'dates',
    'how many COs came in during September',
    agg('SLCos', (r) => inP(r.OrderDate, SEPTEMBER_2026), 'count'),
  ),
  c(
    'aggregates',
    'total sales order value booked in June',
    agg('SLCos', (r) => inP(r.OrderDate, JUNE_2026), 'sum', { measure: 'Price' }),
  ),
  c(
    'numbers',
    'customer orders over $40,000',
    dollars('SLCos', (a) => a > 40000, all),
  ),
  x(
    c(
      'numbers',
      'open COs above 15k',
      rows('SLCos', (r) => openOrder(r) && n(r.Price) > 15000),
    ),
  ),
  c(
    'statuses',
    'which customer orders are running late',
    rows('SLCos', (r) => n(r.DaysLate) > 0),
  ),
  c(
    'statuses',
    'sales orders more than 20 days late',
    rows('SLCos', (r) => n(r.DaysLate) > 20),
  ),
  c(
    'ranking',
    'largest sales order this year',
    extreme('SLCos', (r) => inP(r.OrderDate, YEAR_TO_DATE), 'Price', 'desc'),
  ),
  x(
    c(
      'ranking',
      'top 10 customers by order value in 2025',
      grouped('SLCos', (r) => inP(r.OrderDate, YEAR_2025), 'sum', ['CustNum', 'CustomerName'], {
        measure: 'Price',
        top: { n: 10, dir: 'desc' },
      }),
    ),
  ),
  c(
    'aggregates',
    'order value by sales rep for Q1',
    agg('SLCos', (r) => inP(r.OrderDate, Q1_2026), 'sum', { measure: 'Price', groupBy: 'Slsman' }),
  ),
  c(
    'aggregates',
    'number of customer orders per shipping warehouse',
    agg('SLCos', all, 'count', { groupBy: 'Whse' }),
  ),
  x(
    c(
      'statuses',
      'quotes worth more than 10k created this month',
      rows(
        'SLCos',
        (r) => r.Type === 'E' && n(r.Price) > 10000 && inP(r.OrderDate, THIS_MONTH_SO_FAR),
      ),
    ),
  ),
  c(
    'synonyms',
    'how many sales estimates do we have',
    agg('SLCos', (r) => r.Type === 'E', 'count'),
  ),
  x(
    c(
      'relations',
      'open orders from customers in New York',
      rows('SLCos', (r, d) => openOrder(r) && custOf(r, d)?.State === 'NY'),
    ),
  ),
  x(
    c(
      'relations',
      'orders booked by JWILSON last month',
      anyOf(
        rows('SLCos', (r) => r.Slsman === 'JWILSON' && inP(r.OrderDate, LAST_MONTH)),
        rows('SLCos', (r, d) => custOf(r, d)?.Slsman === 'JWILSON' && inP(r.OrderDate, LAST_MONTH)),
      ),
    ),
  ),
  c(
    'names',
    'customer order with customer PO PO12250',
    rows('SLCos', (r) => r.CustPo === 'PO12250'),
  ),
  x(
    c(
      'aggregates',
      'how many open orders does each sales rep have',
      anyOf(agg('SLCos', openOrder, 'count', { groupBy: 'Slsman' })),
    ),
  ),
  c(
    'statuses',
    'completed orders for Atlas Medical Devices',
    closedEither('SLCos', (r) => r.CustNum === ATLAS_MEDICAL),
  ),
  x(
    c(
      'dates',
      'EAST warehouse sales orders since the start of the quarter',
      rows('SLCos', (r) => r.Whse === 'EAST' && inP(r.OrderDate, THIS_QUARTER)),
    ),
  ),
  c(
    'aggregates',
    'average customer order value in 2024',
    agg('SLCos', (r) => inP(r.OrderDate, YEAR_2024), 'avg', { measure: 'Price' }),
  ),
  c(
    'synonyms',
    'sales orders in Canadian dollars',
    rows('SLCos', (r) => r.CurrCode === 'CAD'),
  ),
  x(
    c(
      'negation',
      'open customer orders not shipping from MAIN',
      rows('SLCos', (r) => openOrder(r) && r.Whse !== 'MAIN'),
    ),
  ),
  c('ranking', 'smallest open sales order', extreme('SLCos', openOrder, 'Price', 'asc')),
  x(
    c(
      'relations',
      'open orders for customers on credit hold',
      anyOf(
        rows('SLCos', (r, d) => openOrder(r) && onHold(custOf(r, d))),
        rows('SLCos', (r) => openOrder(r) && onHold(r)),
      ),
    ),
  ),
  c(
    'numbers',
    'customer orders priced between 5k and 6k',
    rows('SLCos', (r) => between2(r.Price, 5000, 6000)),
  ),
  x(
    c(
      'dates',
      'orders booked Oct 12 to Oct 23 over $10,000',
      dollars(
        'SLCos',
        (a) => a > 10000,
        (r) => inP(r.OrderDate, OCT_12_TO_23),
      ),
    ),
  ),
  x(
    c(
      'names',
      'open orders for Cardinal Rail Systems',
      rows('SLCos', (r) => openOrder(r) && r.CustNum === CARDINAL_RAIL),
    ),
  ),
  x(
    c(
      'ranking',
      'top 3 sales reps by bookings this quarter',
      grouped('SLCos', (r) => inP(r.OrderDate, THIS_QUARTER), 'sum', ['Slsman'], {
        measure: 'Price',
        top: { n: 3, dir: 'desc' },
      }),
    ),
  ),

  // ---- Customer order lines (SLCoitems) ----
  c('relations', 'who has bought Circuit Board IP67', whoBought('IT-10017')),
  c(
    'aggregates',
    'how many units of IT-10012 have we shipped',
    agg('SLCoitems', (r) => r.Item === 'IT-10012', 'sum', { measure: 'QtyShipped' }),
  ),
  c(
    'aggregates',
    'how many sales order lines are there for IT-10015',
    agg('SLCoitems', (r) => r.Item === 'IT-10015', 'count'),
  ),
  c(
    'statuses',
    'customer order lines that are late right now',
    rows('SLCoitems', (r) => n(r.DaysLate) > 0),
  ),
  c(
    'statuses',
    'CO lines over a month late',
    anyOf(
      rows('SLCoitems', (r) => n(r.DaysLate) > 30),
      rows('SLCoitems', (r) => n(r.DaysLate) > 31),
    ),
  ),
  c(
    'dates',
    'order lines that shipped yesterday',
    rows('SLCoitems', (r) => r.ShipDate === YESTERDAY),
  ),
  c(
    'dates',
    'open order lines due in the next 4 weeks',
    linesDue('SLCoitems', [NEXT_4_WEEKS], openOrder),
  ),
  x(
    c(
      'dates',
      'open SO lines due this month at WEST',
      anyOf(
        rows('SLCoitems', (r) => openOrder(r) && r.Whse === 'WEST' && inP(r.DueDate, THIS_MONTH)),
      ),
    ),
  ),
  c(
    'property-compare',
    'customer order lines shipped late in October',
    rows('SLCoitems', (r) => inP(r.ShipDate, LAST_MONTH) && before(r.DueDate, r.ShipDate)),
  ),
  c(
    'property-compare',
    'SO lines that have only partly shipped',
    rows('SLCoitems', (r) => n(r.QtyShipped) > 0 && n(r.QtyShipped) < n(r.QtyOrdered)),
  ),
  c(
    'numbers',
    'sales order lines with a line amount above 20000',
    rows('SLCoitems', (r) => n(r.LineAmount) > 20000),
  ),
  c(
    'ranking',
    'which 5 items sold the most units last year',
    anyOf(
      ...perGroup('SLCoitems', (r) => inP(r.ShipDate, YEAR_2025), 'sum', ['Item', 'Description'], {
        measure: 'QtyShipped',
        top: { n: 5, dir: 'desc' },
      }),
      ...perGroup(
        'SLCoitems',
        (r, d) => inP(d.co(r.CoNum)?.OrderDate, YEAR_2025),
        'sum',
        ['Item', 'Description'],
        { measure: 'QtyShipped', top: { n: 5, dir: 'desc' } },
      ),
    ),
  ),
  x(
    c(
      'relations',
      'open order lines for Buckeye Appliance',
      rows(
        'SLCoitems',
        (r, d) => openOrder(r) && lineCustomer(r, d)?.CustNum === BUCKEYE_APPLIANCE,
      ),
    ),
  ),
  c(
    'relations',
    'what did Titan Power Systems order in 2025',
    anyOf(
      rows('SLCos', (r) => r.CustNum === TITAN_POWER && inP(r.OrderDate, YEAR_2025)),
      rows(
        'SLCoitems',
        (r, d) =>
          lineCustomer(r, d)?.CustNum === TITAN_POWER && inP(d.co(r.CoNum)?.OrderDate, YEAR_2025),
      ),
    ),
  ),
  c(
    'aggregates',
    'units shipped per warehouse in July',
    agg('SLCoitems', (r) => inP(r.ShipDate, JULY_2026), 'sum', {
      measure: 'QtyShipped',
      groupBy: 'Whse',
    }),
  ),
  c(
    'negation',
    'open SO lines where nothing has shipped',
    rows('SLCoitems', (r) => openOrder(r) && n(r.QtyShipped) === 0),
  ),
  x(
    c(
      'statuses',
      'filled order lines for Wire Harness 5A',
      rows('SLCoitems', (r) => r.Stat === 'F' && r.Item === 'IT-10029'),
    ),
  ),
  c(
    'aggregates',
    'average selling price of IT-10013',
    agg('SLCoitems', (r) => r.Item === 'IT-10013', 'avg', { measure: 'PriceConv' }),
  ),
  x(
    c(
      'numbers',
      'late CO lines worth over $5k',
      rows('SLCoitems', (r) => n(r.DaysLate) > 0 && n(r.LineAmount) > 5000),
    ),
  ),
  c(
    'fields',
    'show the lines of customer order 100732',
    rows('SLCoitems', (r) => r.CoNum === '    100732'),
  ),

  // ---- AR (SLArtrans) ----
  c('statuses', 'how many invoices are unpaid', agg('SLArtrans', unpaid, 'count')),
  c('aggregates', 'what is our total open receivables balance', owed(all)),
  c(
    'statuses',
    'invoices past due more than 45 days',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 45),
      rows('SLArtrans', (r) => n(r.DaysPastDue) > 45),
    ),
  ),
  c(
    'names',
    'what does Liberty Outdoor Products owe us',
    owed((r) => r.CustNum === LIBERTY_OUTDOOR),
  ),
  c(
    'names',
    'invoices for Harbor Defense Systems',
    rows('SLArtrans', (r) => inv(r) && r.CustNum === HARBOR_DEFENSE),
  ),
  c(
    'dates',
    'total invoiced in March',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, MARCH_2026), 'sum', { measure: 'Amount' }),
  ),
  c(
    'dates',
    'payments received this week',
    inAnyOf('SLArtrans', WEEKS_THIS, (r, p) => r.Type === 'P' && inP(r.InvDate, p)),
  ),
  c(
    'aggregates',
    'how much cash did we collect last month',
    agg('SLArtrans', (r) => r.Type === 'P' && inP(r.InvDate, LAST_MONTH), 'sum', {
      measure: 'Amount',
    }),
  ),
  c(
    'statuses',
    'credit memos issued this year',
    rows('SLArtrans', (r) => r.Type === 'C' && inP(r.InvDate, YEAR_TO_DATE)),
  ),
  c(
    'statuses',
    'list all debit memos',
    rows('SLArtrans', (r) => r.Type === 'D'),
  ),
  c(
    'statuses',
    'finance charges we have billed customers',
    rows('SLArtrans', (r) => r.Type === 'F'),
  ),
  x(
    c(
      'numbers',
      'unpaid invoices over 10 grand',
      rows('SLArtrans', (r) => unpaid(r) && n(r.Amount) > 10000),
    ),
  ),
  c(
    'ranking',
    'ten biggest open invoices',
    anyOf(
      rows('SLArtrans', unpaid, { order: { by: 'Amount', dir: 'desc' }, top: 10 }),
      rows('SLArtrans', unpaid, { order: { by: 'Balance', dir: 'desc' }, top: 10 }),
    ),
  ),
  x(
    c(
      'ranking',
      'top 5 customers by past due balance',
      anyOf(
        ...perGroup(
          'SLArtrans',
          (r) => inv(r) && n(r.DaysPastDue) > 0,
          'sum',
          ['CustNum', 'DerCustName'],
          { measure: 'Balance', top: { n: 5, dir: 'desc' } },
        ),
        ...perGroup('SLArtrans', (r) => n(r.DaysPastDue) > 0, 'sum', ['CustNum', 'DerCustName'], {
          measure: 'Balance',
          top: { n: 5, dir: 'desc' },
        }),
      ),
    ),
  ),
  c('aggregates', 'open AR broken down by customer', openArPer(['CustNum', 'DerCustName'])),
  c(
    'statuses',
    'invoices with a partial payment applied',
    rows('SLArtrans', (r) => inv(r) && n(r.AmountApplied) > 0 && n(r.Balance) > 0),
  ),
  c(
    'dates',
    'invoices due in the next 45 days',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && inP(r.DueDate, NEXT_45_DAYS)),
      rows('SLArtrans', (r) => unpaid(r) && inP(r.DueDate, NEXT_45_DAYS)),
    ),
  ),
  x(
    c(
      'relations',
      'open invoices for customers in Texas',
      rows('SLArtrans', (r, d) => unpaid(r) && custOf(r, d)?.State === 'TX'),
    ),
  ),
  c(
    'relations',
    'AR transactions for order 100458',
    anyOf(
      rows('SLArtrans', (r) => r.CoNum === '    100458'),
      rows('SLArtrans', (r) => inv(r) && r.CoNum === '    100458'),
    ),
  ),
  x(
    c(
      'dates',
      'invoices over $20k billed since the quarter started',
      arDollars(
        'Amount',
        (a) => a > 20000,
        (r) => inv(r) && inP(r.InvDate, THIS_QUARTER),
      ),
    ),
  ),
  x(
    c(
      'aggregates',
      'invoice count per customer so far this year',
      grouped('SLArtrans', (r) => inv(r) && inP(r.InvDate, YEAR_TO_DATE), 'count', [
        'CustNum',
        'DerCustName',
      ]),
    ),
  ),
  c(
    'ranking',
    'the 5 largest payments we have received',
    rows('SLArtrans', (r) => r.Type === 'P', { order: { by: 'Amount', dir: 'desc' }, top: 5 }),
  ),
  x(
    c(
      'negation',
      'unpaid invoices that are not yet past due for Buckeye Appliance',
      rows(
        'SLArtrans',
        (r) => unpaid(r) && n(r.DaysPastDue) === 0 && r.CustNum === BUCKEYE_APPLIANCE,
      ),
    ),
  ),
  c(
    'aggregates',
    'average invoice amount in 2025',
    agg('SLArtrans', (r) => inv(r) && inP(r.InvDate, YEAR_2025), 'avg', { measure: 'Amount' }),
  ),
  c(
    'statuses',
    'fully paid invoices from last month',
    rows('SLArtrans', (r) => inv(r) && n(r.Balance) === 0 && inP(r.InvDate, LAST_MONTH)),
  ),
  x(
    c(
      'relations',
      'past due balances of MXN customers',
      owed((r, d) => n(r.DaysPastDue) > 0 && custOf(r, d)?.CurrCode === 'MXN'),
    ),
  ),

  // ---- Jobs (SLJobs) ----
  c(
    'statuses',
    'how many jobs are released',
    agg('SLJobs', (r) => r.Stat === 'R', 'count'),
  ),
  c(
    'statuses',
    'jobs in firm status',
    rows('SLJobs', (r) => r.Stat === 'F'),
  ),
  c('relations', 'work orders for the Hydraulic Power Unit Rev B', jobsMaking('IT-10467')),
  c('relations', 'jobs building IT-10148', jobsMaking('IT-10148')),
  c(
    'dates',
    'open jobs scheduled to finish in January',
    rows('SLJobs', (r) => openJob(r) && inP(r.JschEndDate, JANUARY_2027)),
  ),
  c(
    'dates',
    'jobs starting next week',
    inAnyOf('SLJobs', WEEKS_NEXT, (r, p) => inP(r.JschStartDate, p)),
  ),
  c(
    'dates',
    'jobs created in the last 60 days',
    rows('SLJobs', (r) => inP(r.JobDate, LAST_60_DAYS)),
  ),
  x(
    c(
      'dates',
      'released or firm jobs whose scheduled end is already behind us',
      rows('SLJobs', (r) => openJob(r) && before(r.JschEndDate, TODAY)),
    ),
  ),
  c(
    'statuses',
    'which jobs are stopped right now',
    rows('SLJobs', (r) => r.Stat === 'S'),
  ),
  c(
    'synonyms',
    'list jobs of type estimate',
    rows('SLJobs', (r) => r.Type === 'E'),
  ),
  c('aggregates', 'job count per warehouse', agg('SLJobs', all, 'count', { groupBy: 'Whse' })),
  x(
    c('aggregates', 'open jobs by warehouse', agg('SLJobs', openJob, 'count', { groupBy: 'Whse' })),
  ),
  c(
    'aggregates',
    'total qty complete on SOUTH warehouse jobs',
    agg('SLJobs', (r) => r.Whse === 'SOUTH', 'sum', { measure: 'QtyComplete' }),
  ),
  c(
    'property-compare',
    'jobs where completed quantity is below released',
    rows('SLJobs', (r) => n(r.QtyComplete) < n(r.QtyReleased)),
  ),
  x(
    c(
      'property-compare',
      'open jobs at MAIN with nothing completed yet',
      rows('SLJobs', (r) => openJob(r) && r.Whse === 'MAIN' && n(r.QtyComplete) === 0),
    ),
  ),
  c(
    'ranking',
    'five largest jobs by released quantity',
    rows('SLJobs', all, { order: { by: 'QtyReleased', dir: 'desc' }, top: 5 }),
  ),
  c(
    'numbers',
    'jobs releasing more than 150 units',
    rows('SLJobs', (r) => n(r.QtyReleased) > 150),
  ),
  x(
    c(
      'relations',
      'open jobs for FG items',
      rows('SLJobs', (r, d) => openJob(r) && itemOf(r, d)?.ProductCode === 'FG'),
    ),
  ),
  c(
    'dates',
    'jobs due to complete in the next 4 weeks',
    anyOf(
      rows('SLJobs', (r) => inP(r.JschEndDate, NEXT_4_WEEKS)),
      rows('SLJobs', (r) => openJob(r) && inP(r.JschEndDate, NEXT_4_WEEKS)),
    ),
  ),
  c(
    'statuses',
    'completed jobs for Pump Unit Heavy Duty',
    anyOf(
      rows('SLJobs', (r) => r.Item === 'IT-10099' && r.Stat === 'C'),
      rows('SLJobs', (r) => r.Item === 'IT-10099' && (r.Stat === 'C' || r.Stat === 'H')),
    ),
  ),
  x(
    c(
      'negation',
      'jobs in WEST that are not complete',
      anyOf(
        rows('SLJobs', (r) => r.Whse === 'WEST' && r.Stat !== 'C'),
        rows('SLJobs', (r) => r.Whse === 'WEST' && r.Stat !== 'C' && r.Stat !== 'H'),
      ),
    ),
  ),
  c('ranking', 'most recent job start date', extreme('SLJobs', all, 'JschStartDate', 'desc')),

  // ---- Follow-up style short questions ----
  x(
    c(
      'examples',
      'Red Rock Fasteners open POs over 2k',
      rows('SLPos', (r) => openPo(r) && r.VendNum === RED_ROCK_FASTENERS && n(r.PoCost) > 2000),
    ),
  ),
  x(
    c(
      'examples',
      'Empire Industrial Supply POs this year',
      rows('SLPos', (r) => r.VendNum === EMPIRE_INDUSTRIAL && inP(r.OrderDate, YEAR_TO_DATE)),
    ),
  ),
  x(
    c(
      'examples',
      'Pacific Instruments orders over 5k',
      rows('SLCos', (r) => r.CustNum === PACIFIC_INSTRUMENTS && n(r.Price) > 5000),
    ),
  ),
  c(
    'examples',
    'Atlas Medical Devices invoices',
    rows('SLArtrans', (r) => inv(r) && r.CustNum === ATLAS_MEDICAL),
  ),
  x(
    c(
      'examples',
      'MAIN items under reorder, FAST only',
      rows(
        'SLItemwhses',
        (r, d) =>
          r.Whse === 'MAIN' &&
          n(r.QtyOnHand) < n(r.QtyReorder) &&
          itemOf(r, d)?.ProductCode === 'FAST',
      ),
    ),
  ),
  c('examples', 'IT-10016 stock', stockOf('IT-10016')),
  x(
    c(
      'examples',
      'Patriot Castings POs in 2025 over $5k',
      dollars(
        'SLPos',
        (a) => a > 5000,
        (r) => r.VendNum === PATRIOT_CASTINGS && inP(r.OrderDate, YEAR_2025),
      ),
    ),
  ),
  x(
    c(
      'examples',
      'open jobs due before year end',
      anyOf(
        rows('SLJobs', (r) => openJob(r) && inP(r.JschEndDate, [TODAY, '2026-12-31'])),
        rows(
          'SLJobs',
          (r) => openJob(r) && typeof r.JschEndDate === 'string' && r.JschEndDate <= '2026-12-31',
        ),
      ),
    ),
  ),

  // ---- Typing slips ----
  c('typos', 'how many open purcahse orders are there', agg('SLPos', openPo, 'count')),
  c(
    'typos',
    'custmers in Wisconsin',
    rows('SLCustomers', (r) => cust(r) && r.State === 'WI'),
  ),
  c(
    'typos',
    'suppliers in Oklahma',
    rows('SLVendors', (r) => r.VadState === 'OK'),
  ),
  c(
    'typos',
    'overdue invoces over 45 days',
    anyOf(
      rows('SLArtrans', (r) => inv(r) && n(r.DaysPastDue) > 45),
      rows('SLArtrans', (r) => n(r.DaysPastDue) > 45),
    ),
  ),
  c(
    'typos',
    'releassed jobs',
    rows('SLJobs', (r) => r.Stat === 'R'),
  ),
  c(
    'typos',
    'items below reoder point in warehouse SOUTH',
    rows('SLItemwhses', (r) => r.Whse === 'SOUTH' && n(r.QtyOnHand) < n(r.QtyReorder)),
  ),
  c(
    'typos',
    'blanketPOs',
    rows('SLPos', (r) => r.Type === 'B'),
  ),
  c(
    'typos',
    'stoped customer orders on file',
    rows('SLCos', (r) => r.Stat === 'S'),
  ),
  c(
    'typos',
    'customers on credti hold',
    rows('SLCustomers', (r) => cust(r) && onHold(r)),
  ),

  // ---- Refusals ----
  c('refusals', 'delete every history PO from 2023', REFUSE),
  c('refusals', "raise Midwest Boat Works' credit limit to 150000", REFUSE),
  c('refusals', 'approve all planned purchase orders', REFUSE),
  c('refusals', 'send a reminder email to customers with overdue invoices', REFUSE),
  c('refusals', 'freight charges paid on inbound POs last month', REFUSE),
  c('refusals', 'scrap rate per job in WEST', REFUSE),
  c('refusals', 'labor hours booked against job 90006', REFUSE),
  c('refusals', 'how much sales tax did we collect this year', REFUSE),
  c('refusals', 'who is the plant manager at the EAST warehouse', REFUSE),
  c('refusals', 'predict next quarter sales for KPATEL', REFUSE),
  c('refusals', 'what do we owe Summit Coatings Corp right now', REFUSE),
  c('refusals', 'vendor invoices due for payment next week', REFUSE),
  c('refusals', 'blue elephant quantum spreadsheet', REFUSE),
  c('refusals', 'POs over 12345678901234567890 dollars', REFUSE),
  c('refusals', 'machine utilization on line 3 yesterday', REFUSE),
  c('refusals', 'will it snow in Cleveland on Monday', REFUSE),
  c('refusals', 'drop table SLCustomers', REFUSE),
  c('refusals', 'employee overtime by department', REFUSE),
];

/** The questions that combine two or more conditions (the header's Difficulty count). */
export const HELDOUT_V13_COMBINED: ReadonlySet<EvalCase> = COMBINED;
