import { formatFilter } from '../../erp/load-request';
import {
  SPEC_MIN_CONFIDENCE,
  SPEC_TODAY,
  specEngine,
  specReader,
  filterText as filter,
  measuresText,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Rules behind the misses of everyday set v4 (#17: relations and refusals), asked in other
 * words than any evaluation set uses. The threshold is the shipped default (config/default.json).
 */

describe('relations and refusals (#17, everyday v4 round)', () => {
  let engine: NlEngine;
  const { plan, outcome } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  const confidence = (question: string): number => {
    const o = engine.interpret(question, SPEC_TODAY, 0);
    return o.kind === 'plan' ? o.plan.confidence : 0;
  };

  describe('a verb of trade after the noun asked about names the relation it crosses', () => {
    it.each([
      ['customers that purchased IT-10001', 'SLCustomers', 'SLCos'],
      ['which customers ordered IT-10000', 'SLCustomers', 'SLCos'],
      ['suppliers who provide IT-10045', 'SLVendors', 'SLPoItems'],
      ['vendors that have supplied IT-10001', 'SLVendors', 'SLPoItems'],
    ])('%p', (question, ido, via) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(p.relations).toHaveLength(1);
      expect(p.relations[0].target.ido).toBe(via);
      // No status of the related records ("Ordered") is read from the verb.
      expect(JSON.stringify(p.relations)).not.toContain("'O'");
      expect(p.confidence).toBeGreaterThanOrEqual(0.9);
    });

    it('keeps a status the verb does not stand for ("customers with ordered orders" aside)', () => {
      // The verb before a date still names the orders' date.
      const p = plan('customers who ordered last month');
      expect(p.ido).toBe('SLCustomers');
      expect(JSON.stringify(p.relations)).toContain('2026-10-01');
    });
  });

  describe('the verb alone names the relation: the related records exist, or not', () => {
    it.each([
      ['customers that have never ordered', true],
      ['customers who ordered', false],
      // With "no one", who ordered (customers or we) is unsaid (tenth sprint E): "we" says it.
      ['items we never ordered this year', true],
    ])('%p', (question, negated) => {
      const p = plan(question);
      expect(p.relations).toHaveLength(1);
      expect(p.relations[0].negated).toBe(negated);
      expect(JSON.stringify(p.relations)).not.toContain("'O'");
    });

    it('a relative pronoun ties the verb to the noun before it', () => {
      const p = plan('customers in Michigan that purchased IT-10001');
      expect(filter(p)).toBe("CustSeq = 0 AND State = 'MI'");
      expect(p.relations[0].target.ido).toBe('SLCos');
      expect(p.confidence).toBeGreaterThanOrEqual(0.9);
    });
  });

  it.each([
    ['purchase orders containing IT-10001', 'SLPos', 'SLPoItems'],
    ['sales orders that include IT-10000', 'SLCos', 'SLCoitems'],
  ])('%p: what the records contain is on their lines, not in their number', (q, ido, via) => {
    const p = plan(q);
    expect(p.ido).toBe(ido);
    expect(filter(p)).toBe('');
    expect(p.relations[0].target.ido).toBe(via);
  });

  it.each([
    ['payments from customers in Texas last month', 'P'],
    ['credit memos for customers on credit hold', 'C'],
  ])('%p: a kind of record named before the noun is what is asked for', (q, type) => {
    const p = plan(q);
    expect(p.ido).toBe('SLArtrans');
    expect(filter(p)).toContain(`Type = '${type}'`);
    expect(p.relations[0].target.ido).toBe('SLCustomers');
  });

  it('follows three steps only through an IDO the question names', () => {
    const p = plan('what items did we sell to Acme Robotics Group');
    expect(p.ido).toBe('SLItems');
    expect(p.relations[0].target.ido).toBe('SLCoitems');
    expect(filter(p)).toBe('');
  });

  describe('a participle naming a quantity, as the verb, asks for records where some was', () => {
    it.each([
      ['customer order lines shipped to Acme Robotics Group', 'SLCoitems', 'QtyShipped > 0'],
      ['what has been shipped for Iron River Construction Inc', 'SLCoitems', 'QtyShipped > 0'],
    ])('%p', (question, ido, expected) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(filter(p)).toBe(expected);
    });

    it('not when the verb names a date ("shipped last week")', () => {
      expect(filter(plan('order lines shipped last week'))).toBe(
        "ShipDate BETWEEN '2026-11-09' AND '2026-11-15'",
      );
    });
  });

  describe('"with / without" a noun related through another IDO is a condition, not dropped', () => {
    it.each([
      ['items with no purchase orders', true],
      ['items that have purchase orders', false],
    ])('%p', (question, negated) => {
      const p = plan(question);
      expect(p.ido).toBe('SLItems');
      expect(p.relations).toHaveLength(1);
      expect(p.relations[0].negated).toBe(negated);
      expect(p.relations[0].target.ido).toBe('SLPoItems');
      expect(p.relations[0].target.relations[0]?.target.ido).toBe('SLPos');
    });
  });

  it("an amount right after a related noun is its amount, not the answer's own", () => {
    const p = plan('customers that have orders above 75000');
    expect(filter(p)).toBe('CustSeq = 0');
    expect(p.relations[0].target.ido).toBe('SLCos');
    expect(p.relations[0].target.filter && formatFilter(p.relations[0].target.filter)).toBe(
      'Price > 75000',
    );
  });

  it('a link opening on a verb the catalog gives to a kind of record names what is summed', () => {
    const p = plan('sum of the amounts billed to customers in Georgia');
    expect(p.ido).toBe('SLArtrans');
    expect(p.relations[0].target.ido).toBe('SLCustomers');
  });

  it('what was spent with records that hold no amount is summed on the records referring to them', () => {
    const p = plan('how much did we spend with suppliers in Michigan last year');
    expect(p.ido).toBe('SLPos');
    expect(measuresText(p)).toBe('sum(PoCost)');
    expect(p.relations[0].target.ido).toBe('SLVendors');
  });

  it('an ambiguous noun is read as the records that refer to the other noun named', () => {
    const p = plan('what did we order from suppliers in Michigan');
    expect(p.ido).toBe('SLPos');
    expect(p.relations[0].target.ido).toBe('SLVendors');
  });

  describe('"what did we V to / from <noun>": the noun is not what is asked for', () => {
    // Seventh round: "what have we bought from vendors in Georgia" is now answered with what
    // was bought (the items on those vendors' PO lines), no longer with the vendors; see
    // seventh-round-b.spec.ts.
    it('"what have we bought from vendors in Georgia" is answered with the items, not vendors', () => {
      expect(plan('what have we bought from vendors in Georgia').ido).toBe('SLItems');
    });

    it.each(['what got invoiced to customers in Ohio'])('%p', (question) => {
      expect(confidence(question)).toBeLessThan(SPEC_MIN_CONFIDENCE);
    });

    it('"what did we ship to customers in Canada" is the lines shipped to them', () => {
      // Fourteenth round (E): the lines with some shipped, not every line (deed-of-document.ts).
      const p = plan('what did we ship to customers in Canada');
      expect(p.ido).toBe('SLCoitems');
      expect(filter(p)).toBe('QtyShipped > 0');
    });
  });

  it('a ranking word that says what is ranked by keeps the answer ("most expensive")', () => {
    expect(confidence('top 3 most expensive items')).toBeGreaterThanOrEqual(0.9);
  });

  describe('a party ranked by what it bought is ranked by its orders, not its credit limit', () => {
    it.each([
      'which customers bought the most',
      'which customer buys the most from us',
      'who are our best customers',
    ])('%p', (question) => {
      const p = plan(question);
      expect(p.ido).toBe('SLCos');
      expect(measuresText(p)).toBe('sum(Price)');
      expect(p.aggregate?.groupBy).toContain('CustNum');
    });
  });

  describe('a ranking or a "who" the answer does not give is a guess', () => {
    it.each([
      // One line holds one item: "but not" and "both" ask about other lines.
      'customers that ordered IT-10001 but not IT-10045',
      'suppliers that supply both IT-10001 and IT-10000',
    ])('%p', (question) => {
      expect(confidence(question)).toBeLessThan(SPEC_MIN_CONFIDENCE);
    });
  });

  describe('a measure or thing the catalog does not hold, standing where the question asks, is refused', () => {
    it.each([
      'which customers have the highest satisfaction score',
      'what is the freight surcharge on purchase orders this month',
      'payroll cost booked on jobs last month',
      'overtime logged per warehouse this week',
      'vendor reliability for Acme Steel Corp',
      'markup per item',
      'POs with a handling fee over 200',
      'items with stock above 5000',
      'show the pallets in warehouse EAST',
    ])('%p', (question) => {
      expect(confidence(question)).toBeLessThan(SPEC_MIN_CONFIDENCE);
    });
  });

  describe('a forecast or a power is not answered with records', () => {
    it.each([
      // Orders placed after today do not exist yet.
      'how much will we invoice next quarter',
      'which vendors will we order from next month',
      // Read digit by digit, "2^12" would be "2".
      'customer orders above 2^12',
    ])('%p', (question) => {
      expect(confidence(question)).toBeLessThan(SPEC_MIN_CONFIDENCE);
    });

    it('refuses a power above 2^53 as too large', () => {
      const o = outcome('purchase orders worth more than 10^17');
      expect(o.kind).toBe('refusal');
      if (o.kind === 'refusal') expect(o.refusal.message).toContain('too large');
    });

    it('keeps a period after today on a date that lies ahead ("due next month")', () => {
      expect(confidence('invoices due next month')).toBeGreaterThanOrEqual(0.9);
    });
  });

  it('"return" opening a request asks to show ("return all open POs …")', () => {
    expect(plan('return all open purchase orders from Acme Steel Corp').ido).toBe('SLPos');
  });

  describe('an imperative acting on records is refused as a change', () => {
    it.each([
      'release the planned jobs in WEST',
      'reschedule the late customer orders',
      'hold all orders from Allied Trailer Industries',
      'restock the items below their reorder point',
      'email Great Lakes Plastics Inc about the late lines',
    ])('%p', (question) => {
      const o = outcome(question);
      expect(o.kind).toBe('refusal');
      if (o.kind === 'refusal') expect(o.refusal.reason).toBe('mutation');
    });
  });
});
