import { formatFilter } from '../../erp/load-request';
import { specEngine, SPEC_TODAY } from '../../../test/nl/engine-fixture';
import type { QueryPlan } from './engine.types';
import { CatalogService } from '../../erp/catalog/catalog.service';
import { Vocabulary } from './lexicon/vocabulary';
import { NlEngine } from './nl-engine';

/** A plan in a few strings, so each case reads as a line of the table. */
function summary(plan: QueryPlan) {
  const relations = plan.relations.map((r) => {
    const inner = r.target.relations.map(
      (n) =>
        `${n.property} IN ${n.target.ido}.${n.target.property}[${n.target.filter ? formatFilter(n.target.filter) : ''}]`,
    );
    return `${r.property} ${r.negated ? 'NOT IN' : 'IN'} ${r.target.ido}.${r.target.property}[${
      r.target.filter ? formatFilter(r.target.filter) : ''
    }${inner.length ? ` ${inner.join(' ')}` : ''}]`;
  });
  return {
    ido: plan.ido,
    filter: plan.filter ? formatFilter(plan.filter) : '',
    relations,
    aggregate: plan.aggregate
      ? `${plan.aggregate.measures.map((m) => `${m.fn}(${m.property ?? '*'})`).join(',')} by [${plan.aggregate.groupBy.join(',')}]`
      : '',
    order: plan.orderBy.map((o) => `${o.property} ${o.direction}`).join(', '),
    limit: plan.limit,
    fields: plan.fields,
  };
}

describe('NlEngine (built-in catalog, fixed known values, today 2026-11-21)', () => {
  let engine: NlEngine;
  const plan = (question: string): QueryPlan => {
    const outcome = engine.interpret(question, SPEC_TODAY, 0.5);
    if (outcome.kind === 'refusal') throw new Error(`refused: ${outcome.refusal.message}`);
    return outcome.plan;
  };

  beforeAll(() => {
    engine = specEngine();
  });

  it("reads the user's sample with exactly the four fields", () => {
    expect(summary(plan('Show overdue purchase orders over $10K'))).toEqual({
      ido: 'SLPos',
      // "$" names US dollars: only POs in USD are compared (#17), the note says so.
      filter: "DaysOverdue > 0 AND PoCost > 10000 AND VenCurrCode = 'USD'",
      relations: [],
      aggregate: '',
      order: 'DaysOverdue desc',
      limit: undefined,
      fields: ['PoNum', 'VendorName', 'PoCost', 'DaysOverdue'],
    });
  });

  it.each([
    [
      'open POs for Acme Steel Corp',
      'SLPos',
      "Stat IN ('P', 'O') AND VendorName = 'Acme Steel Corp'",
    ],
    [
      'planned purchase orders due this month',
      'SLPos',
      "Stat = 'P' AND DueDate BETWEEN '2026-11-01' AND '2026-11-30'",
    ],
    [
      'purchase orders placed this month',
      'SLPos',
      "OrderDate BETWEEN '2026-11-01' AND '2026-11-21'",
    ],
    ['suppliers in Ohio', 'SLVendors', "VadState = 'OH'"],
    ['customers on credit hold', 'SLCustomers', "CustSeq = 0 AND CreditHold = '1'"],
    ['customers in Dallas', 'SLCustomers', "CustSeq = 0 AND City = 'Dallas'"],
    ['items that cost more than 250', 'SLItems', 'UnitCost > 250'],
    ['customer orders more than 2 weeks late', 'SLCos', 'DaysLate > 14'],
    [
      'items below reorder point in warehouse MAIN',
      'SLItemwhses',
      "QtyOnHand < QtyReorder AND Whse = 'MAIN'",
    ],
    ['PO lines not fully received', 'SLPoItems', 'QtyReceived < QtyOrdered'],
    ['items below their reorder point', 'SLItemwhses', 'QtyOnHand < QtyReorder'],
    [
      'POs between $10,000 and $12,000',
      'SLPos',
      "PoCost BETWEEN 10000 AND 12000 AND VenCurrCode = 'USD'",
    ],
    ['POs of at least 50k', 'SLPos', 'PoCost >= 50000'],
    ['POs under $500', 'SLPos', "PoCost < 500 AND VenCurrCode = 'USD'"],
    ['POs over 20,000 CAD', 'SLPos', "PoCost > 20000 AND VenCurrCode = 'CAD'"],
    ['invoices over ten thousand dollars', 'SLArtrans', "Amount > 10000 AND Type = 'I'"],
    ['invoices with a balance of at least 5000', 'SLArtrans', "Balance >= 5000 AND Type = 'I'"],
    ['unpaid invoices', 'SLArtrans', "Balance > 0 AND Type = 'I'"],
    ['open AR', 'SLArtrans', 'Balance > 0'],
    [
      'payments last month',
      'SLArtrans',
      "Type = 'P' AND InvDate BETWEEN '2026-10-01' AND '2026-10-31'",
    ],
    ['paid invoices', 'SLArtrans', "Balance <= 0 AND Type = 'I'"],
    ['closed purchase orders', 'SLPos', "Stat = 'C'"],
    ['how many open jobs are there', 'SLJobs', "Stat IN ('F', 'R')"],
    ['POs placed in the last 30 days', 'SLPos', "OrderDate BETWEEN '2026-10-22' AND '2026-11-21'"],
    [
      'invoices in March 2026',
      'SLArtrans',
      "InvDate BETWEEN '2026-03-01' AND '2026-03-31' AND Type = 'I'",
    ],
    [
      'customer orders due in the next 14 days',
      'SLCos',
      "DueDate BETWEEN '2026-11-21' AND '2026-12-05'",
    ],
    [
      'open invoices older than 90 days',
      'SLArtrans',
      "Balance > 0 AND InvDate < '2026-08-23' AND Type = 'I'",
    ],
    // A vendor whose state is not recorded is not in Ohio either.
    ['vendors not in Ohio', 'SLVendors', "VadState <> 'OH' OR VadState IS NULL"],
    ['vendors without an email address', 'SLVendors', 'ExternalEmailAddr IS NULL'],
    ['vendors in Texas or Ohio', 'SLVendors', "VadState IN ('TX', 'OH')"],
    ['vendors in Ohio, Michigan or Indiana', 'SLVendors', "VadState IN ('OH', 'MI', 'IN')"],
    ['stock not in the EAST or WEST warehouse', 'SLItemwhses', "Whse <> 'EAST' AND Whse <> 'WEST'"],
    ['vendor 1042', 'SLVendors', "VendNum = '1042'"],
    ['items whose description contains bolt', 'SLItems', "Description LIKE '%bolt%'"],
    ['vendors whose name starts with A', 'SLVendors', "Name LIKE 'A%'"],
    ['lines of PO-2024-1847', 'SLPoItems', "PoNum = 'PO-2024-1847'"],
    ['jobs that are late', 'SLJobs', "Stat IN ('F', 'R') AND JschEndDate < '2026-11-21'"],
    ['POs with status H', 'SLPos', "Stat = 'H'"],
    ['sales orders that are stopped', 'SLCos', "Stat = 'S'"],
    ['ship-to addresses in Texas', 'SLCustomers', "CustSeq > 0 AND State = 'TX'"],
    ['unpaid bills', 'SLArtrans', "Balance > 0 AND Type = 'I'"],
    ['credit memos over 1000', 'SLArtrans', "Type = 'C' AND Amount > 1000"],
    ['jobs started this year', 'SLJobs', "JschStartDate BETWEEN '2026-01-01' AND '2026-11-21'"],
    ['order lines on 100002', 'SLCoitems', "CoNum = '100002'"],
    ['POs in euros', 'SLPos', "VenCurrCode = 'EUR'"],
    ['job 5001', 'SLJobs', "Job = '5001'"],
    ['items with fewer than 20 units in stock', 'SLItems', 'DerQtyOnHand < 20'],
  ])('%p → %s where %s', (question, ido, filter) => {
    const s = summary(plan(question));
    expect(s.ido).toBe(ido);
    expect(s.filter).toBe(filter);
  });

  it.each([
    [
      'purchase orders from vendors in Texas',
      'SLPos',
      "VendNum IN SLVendors.VendNum[VadState = 'TX']",
    ],
    [
      'invoices from customers in Georgia over 20k',
      'SLArtrans',
      "CustNum IN SLCustomers.CustNum[CustSeq = 0 AND State = 'GA']",
    ],
    [
      'vendors with open purchase orders',
      'SLVendors',
      "VendNum IN SLPos.VendNum[Stat IN ('P', 'O')]",
    ],
    [
      'vendors with no open purchase orders',
      'SLVendors',
      "VendNum NOT IN SLPos.VendNum[Stat IN ('P', 'O')]",
    ],
    ['customers without invoices', 'SLCustomers', "CustNum NOT IN SLArtrans.CustNum[Type = 'I']"],
    [
      'customers with open invoices',
      'SLCustomers',
      "CustNum IN SLArtrans.CustNum[Balance > 0 AND Type = 'I']",
    ],
    [
      'credit memos for customer 2001',
      'SLArtrans',
      "CustNum IN SLCustomers.CustNum[CustSeq = 0 AND CustNum = '2001']",
    ],
    [
      'invoices for customers with open orders',
      'SLArtrans',
      "CustNum IN SLCos.CustNum[Stat IN ('O', 'P')]",
    ],
    [
      'PO lines from vendors in Michigan',
      'SLPoItems',
      "PoVendNum IN SLVendors.VendNum[VadState = 'MI']",
    ],
  ])('%p → %s through a relation: %s', (question, ido, relation) => {
    const s = summary(plan(question));
    expect(s.ido).toBe(ido);
    expect(s.relations).toEqual([relation]);
  });

  it.each([
    ['how many vendors are there', 'SLVendors', 'count(*) by []', ''],
    ['total invoice amount last month', 'SLArtrans', 'sum(Amount) by []', ''],
    ['total invoiced last month', 'SLArtrans', 'sum(Amount) by []', ''],
    ['average line amount on PO lines for item IT-10045', 'SLPoItems', 'avg(LineAmount) by []', ''],
    ['how many POs per vendor', 'SLPos', 'count(*) by [VendNum,VendorName]', ''],
    ['number of items by product code', 'SLItems', 'count(*) by [ProductCode]', ''],
    ['total open order value by warehouse', 'SLCos', 'sum(Price) by [Whse]', ''],
    [
      '10 biggest customers by open order value',
      'SLCos',
      'sum(Price) by [CustNum,CustomerName]',
      'total_price desc',
    ],
    [
      'which vendors have the most overdue POs',
      'SLPos',
      'count(*) by [VendNum,VendorName]',
      'count desc',
    ],
    ['which buyer has the most open POs', 'SLPos', 'count(*) by [Buyer]', 'count desc'],
    ['total overdue balance by customer', 'SLArtrans', 'sum(Balance) by [CustNum,DerCustName]', ''],
    ['how many units of IT-10000 are on hand', 'SLItems', 'sum(DerQtyOnHand) by []', ''],
    ['how much stock of IT-10000 do we have', 'SLItemwhses', 'sum(QtyOnHand) by []', ''],
    ['maximum credit limit of customers in Ohio', 'SLCustomers', 'max(CreditLimit) by []', ''],
    ['stock on hand of IT-10000 by warehouse', 'SLItemwhses', 'sum(QtyOnHand) by [Whse]', ''],
  ])('%p → %s %s ordered %p', (question, ido, aggregate, order) => {
    const s = summary(plan(question));
    expect([s.ido, s.aggregate, s.order]).toEqual([ido, aggregate, order]);
  });

  it.each([
    ['top 5 purchase orders by amount', 'PoCost desc', 5],
    ['5 oldest open invoices', 'InvDate asc', 5],
    ['the largest invoice', 'Amount desc', 1],
    ['the most overdue purchase orders', 'DaysOverdue desc', undefined],
    ['cheapest 5 items by unit cost', 'UnitCost asc', 5],
    ['open invoices sorted by balance descending', 'Balance desc', undefined],
    ['vendors A-Z', 'Name asc', undefined],
    ['show 5 open POs', '', 5],
  ])('%p orders by %p and keeps %p', (question, order, limit) => {
    const s = summary(plan(question));
    expect([s.order, s.limit]).toEqual([order, limit]);
  });

  it.each([
    ['vendor names and phone numbers in Michigan', ['Name', 'Phone']],
    ['email addresses of inactive vendors', ['ExternalEmailAddr']],
    ['PO numbers and due dates of overdue purchase orders', ['PoNum', 'DueDate']],
    ['list vendors in Texas with their phone numbers', ['VendNum', 'Name', 'VadState', 'Phone']],
    ['what is the status of PO-2024-1847', ['Stat']],
  ])('%p shows %p', (question, fields) => {
    expect(plan(question).fields).toEqual(fields);
  });

  it.each([
    ["SLVendors VadState = 'OH'", "VadState = 'OH'"],
    ["SLPos with Stat = 'O'", "Stat = 'O'"],
    ['POs past their due date', "DueDate < '2026-11-21'"],
    ['POs more than a month overdue', 'DaysOverdue > 30'],
  ])('%p is read literally as %p', (question, filter) => {
    expect(summary(plan(question)).filter).toBe(filter);
  });

  it('lists the values of one property once ("which states are our customers in")', () => {
    const p = plan('which states do our customers come from');
    expect([p.ido, p.fields, p.distinct]).toEqual(['SLCustomers', ['State'], true]);
    expect(plan('distinct cities of vendors').distinct).toBe(true);
    expect(plan('vendor names and phone numbers in Michigan').distinct).toBeUndefined();
  });

  it('answers from the IDO that holds the measure ("which customer owes us the most")', () => {
    const s = summary(plan('which customer owes us the most'));
    expect([s.ido, s.aggregate, s.order, s.limit]).toEqual([
      'SLArtrans',
      'sum(Balance) by [CustNum,DerCustName]',
      'total_balance desc',
      1,
    ]);
    expect(summary(plan('total amount invoiced to customers in Texas this year')).aggregate).toBe(
      'sum(Amount) by []',
    );
  });

  it.each([
    ["what's the weather tomorrow", 'not-understood'],
    ['asdf qwerty zxcv', 'not-understood'],
    ['tell me a joke', 'not-understood'],
    ['delete all vendors in Ohio', 'mutation'],
    ['update the credit limit of customers in Texas', 'mutation'],
    ['DROP TABLE SLPos', 'mutation'],
    ['Order 500 hex bolts from Acme Steel Corp', 'mutation'],
    ['close PO-2024-1847', 'mutation'],
    ['what is the stock price of Tesla', 'low-confidence'],
  ])('refuses %p (%s) with suggestions', (question, reason) => {
    const outcome = engine.interpret(question, SPEC_TODAY, 0.5);
    expect(outcome.kind).toBe('refusal');
    if (outcome.kind !== 'refusal') return;
    expect(outcome.refusal.reason).toBe(reason);
    expect(outcome.refusal.suggestions.length).toBeGreaterThan(0);
    expect(outcome.refusal.confidence).toBeLessThan(0.5);
  });

  it('is sure of a clean question, less of one with typos, and less again with an ambiguous name', () => {
    const clean = plan('open purchase orders for Acme Steel Corp').confidence;
    const typo = plan('open purchse ordres for Acme Steel Corp');
    const ambiguous = plan('open purchase orders for Acme');
    expect(clean).toBe(1);
    expect(summary(typo).filter).toBe("Stat IN ('P', 'O') AND VendorName = 'Acme Steel Corp'");
    expect(typo.confidence).toBeLessThan(clean);
    expect(typo.confidence).toBeGreaterThanOrEqual(0.5);
    expect(summary(ambiguous).filter).toBe(
      "Stat IN ('P', 'O') AND VendorName IN ('Acme Hydraulics Corp', 'Acme Steel Corp')",
    );
    expect(ambiguous.confidence).toBeLessThan(clean);
    expect(ambiguous.notes.join(' ')).toMatch(/ambiguous/);
  });

  it('matches names exactly, then in any case, then by an unambiguous prefix', () => {
    expect(summary(plan('POs for Acme Steel Corp')).filter).toBe("VendorName = 'Acme Steel Corp'");
    expect(summary(plan('POs for acme steel corp')).filter).toBe("VendorName = 'Acme Steel Corp'");
    expect(summary(plan('POs for Great Lakes')).filter).toBe(
      "VendorName = 'Great Lakes Plastics Inc'",
    );
    expect(summary(plan('POs for Acme Steel Corporation')).filter).toBe(
      "VendorName = 'Acme Steel Corp'",
    );
  });

  it('knows padded keys by their text and filters on them unpadded', () => {
    const catalog = new CatalogService().list();
    const padded = new NlEngine(
      new Vocabulary(catalog, {
        values: new Map([['SLJobs', new Map([['Job', ['  J0001042']]])]]),
        samples: new Map(),
      }),
    );
    const outcome = padded.interpret('job J0001042', SPEC_TODAY, 0.5);
    expect(outcome.kind).toBe('plan');
    if (outcome.kind !== 'plan') return;
    expect(summary(outcome.plan).filter).toBe("Job = 'J0001042'");
  });

  it('is deterministic', () => {
    const a = engine.interpret('10 biggest customers by open order value', SPEC_TODAY, 0.5);
    const b = engine.interpret('10 biggest customers by open order value', SPEC_TODAY, 0.5);
    expect(a).toEqual(b);
  });
});
