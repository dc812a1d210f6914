import { formatFilter } from '../../erp/load-request';
import {
  SPEC_MIN_CONFIDENCE,
  SPEC_TODAY,
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Everyday wording behind the misses of the retired held-out set (#17), asked here in other
 * words than any evaluation set uses: each rule must hold for its paraphrases, not for one
 * sentence. The threshold is the shipped default (config/default.json).
 */

describe('everyday questions (#17)', () => {
  let engine: NlEngine;
  const { outcome, plan } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a verb of change inside a question about what was done is read, not refused', () => {
    it.each([
      ['which orders did KPATEL book last month', 'SLCos', /Slsman = 'KPATEL'/],
      [
        'how many invoices have we sent to Iron River Construction Inc this year',
        'SLArtrans',
        /InvDate BETWEEN/,
      ],
      ['customer order lines due to ship this week', 'SLCoitems', /DueDate BETWEEN/],
    ])('%p', (question, ido, condition) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(filter(p)).toMatch(condition);
    });

    it.each([
      ['send the open invoices to Acme Robotics Group'],
      ['can you book an order for Iron River Construction Inc'],
      ['please ship order 10001'],
      ['could you receive PO-2024-1847'],
    ])('%p is still a request to change data', (question) => {
      const o = outcome(question);
      expect(o.kind).toBe('refusal');
      if (o.kind === 'refusal') expect(o.refusal.reason).toBe('mutation');
    });
  });

  describe('idioms for late', () => {
    it.each([['jobs that are running behind'], ['which jobs are behind schedule']])(
      '%p are the open jobs past their scheduled end',
      (question) => {
        const p = plan(question);
        expect(p.ido).toBe('SLJobs');
        expect(filter(p)).toBe("Stat IN ('F', 'R') AND JschEndDate < '2026-11-21'");
      },
    );

    it('"customer orders running late" are those with days late', () => {
      expect(filter(plan('customer orders running late'))).toBe('DaysLate > 0');
    });
  });

  it('a word one IDO uses for its own open state does not mean a balance elsewhere', () => {
    const p = plan('what are we producing right now');
    expect(p.ido).toBe('SLJobs');
    expect(filter(p)).toBe("Stat IN ('F', 'R')");
  });

  describe('who we buy from', () => {
    it.each([
      ['who do we purchase IT-10045 from'],
      ['who do we buy IT-10001 from'],
      ['who sells us IT-10000'],
    ])('%p lists the vendors of the PO lines for the item', (question) => {
      const p = plan(question);
      expect(p.ido).toBe('SLVendors');
      expect(p.relations).toHaveLength(1);
      expect(p.relations[0].target.ido).toBe('SLPoItems');
      expect(relationFilter(p)).toMatch(/^Item = 'IT-100\d\d'$/);
    });

    it('"items we buy in" are the purchased items', () => {
      expect(filter(plan('what items do we buy in'))).toBe("PMTCode = 'P'");
    });
  });

  it('"how much did we collect this year" sums the payments', () => {
    const p = plan('how much did we collect this year');
    expect(p.ido).toBe('SLArtrans');
    expect(filter(p)).toMatch(/^Type = 'P' AND InvDate BETWEEN/);
    expect(measures(p)).toBe('sum(Amount)');
  });

  describe('a sum of records picked by what is owed sums what is owed', () => {
    it.each([['total of open invoices for Iron River Construction Inc'], ['total unpaid AR']])(
      '%p sums the balance',
      (question) => {
        expect(measures(plan(question))).toBe('sum(Balance)');
      },
    );

    it('a sum of invoices picked by date sums their amount', () => {
      expect(measures(plan('total invoiced last month'))).toBe('sum(Amount)');
    });
  });
  describe('still to be received or shipped', () => {
    it.each([
      ['purchase order lines yet to be received', 'SLPoItems', 'QtyReceived < QtyOrdered'],
      ['PO lines still to be received for IT-10045', 'SLPoItems', 'QtyReceived < QtyOrdered'],
      ['customer order lines still to ship', 'SLCoitems', 'QtyShipped < QtyOrdered'],
    ])('%p', (question, ido, condition) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(filter(p)).toContain(condition);
    });
  });

  describe('a negated verb that names a relation negates the relation, not its period', () => {
    it.each([
      ["suppliers we haven't purchased from this year", 'SLPos', 'OrderDate BETWEEN'],
      [
        'clients we have not invoiced since January',
        'SLArtrans',
        "InvDate BETWEEN '2026-01-01' AND '2026-11-21'",
      ],
    ])('%p', (question, related, condition) => {
      const p = plan(question);
      expect(p.relations).toHaveLength(1);
      expect(p.relations[0].negated).toBe(true);
      expect(p.relations[0].target.ido).toBe(related);
      expect(relationFilter(p)).toContain(condition);
    });

    it('said of the records themselves, the condition is negated', () => {
      const p = plan('POs not bought from Acme Steel Corp');
      expect(filter(p)).toBe("VendorName <> 'Acme Steel Corp'");
      expect(p.relations).toEqual([]);
    });
  });
  describe('what is asked for, when the catalog does not know it, is refused', () => {
    it.each([
      ['what is the gross margin on open customer orders'],
      ["what's the profit on purchase orders this month"],
      ['average markup of items'],
    ])('%p', (question) => {
      const o = outcome(question);
      expect(o.kind).toBe('refusal');
      if (o.kind === 'refusal') expect(o.refusal.ignored.length).toBeGreaterThan(0);
    });

    it('a known measure in the same place is answered', () => {
      expect(measures(plan('what is the average unit cost of items'))).toBe('avg(UnitCost)');
    });
  });

  it('a lower-case word that only begins several names is a guess, not a name', () => {
    // "green" begins no name here; "acme" begins two vendors' names.
    const o = outcome('late purchase orders from acme vendors');
    expect(o.kind).toBe('refusal');
    const named = plan('late purchase orders from Acme vendors');
    expect(named.notes.join(' ')).toMatch(/ambiguous/);
  });

  it('"items out of stock in warehouse EAST" is stock in that warehouse, not overall', () => {
    const p = plan('which items are out of stock in the EAST warehouse');
    expect(p.ido).toBe('SLItemwhses');
    expect(filter(p)).toBe("QtyOnHand <= 0 AND Whse = 'EAST'");
    expect(p.relations).toEqual([]);
  });

  describe('a superlative measure "of any" record is one value', () => {
    it.each([
      ['the highest credit limit of any customer', 'max(CreditLimit)'],
      ['lowest unit cost across all items', 'min(UnitCost)'],
    ])('%p', (question, measure) => {
      expect(measures(plan(question))).toBe(measure);
    });

    it('"the item with the highest unit cost" is still the record', () => {
      const p = plan('the item with the highest unit cost');
      expect(p.aggregate).toBeUndefined();
      expect(p.orderBy[0]).toEqual({ property: 'UnitCost', direction: 'desc' });
    });
  });
  describe('"how much" of a thing with a quantity is its quantity', () => {
    it.each([
      ['how much IT-10045 do we have in the MAIN warehouse', 'SLItemwhses', 'sum(QtyOnHand)'],
      ['how much IT-10001 have we got', 'SLItems', 'sum(DerQtyOnHand)'],
    ])('%p', (question, ido, measure) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(measures(p)).toBe(measure);
    });

    it('"how much did we spend with Acme Steel Corp" is still money', () => {
      expect(measures(plan('how much did we spend with Acme Steel Corp'))).toBe('sum(PoCost)');
    });
  });

  it('"who do we get X from" are its vendors', () => {
    const p = plan('who do we get IT-10045 from');
    expect(p.ido).toBe('SLVendors');
    expect(p.relations[0]?.target.ido).toBe('SLPoItems');
  });

  it('"how much have customers in Ohio paid us" sums their payments, not their credit', () => {
    const p = plan('how much have customers in Ohio paid us');
    expect(p.ido).toBe('SLArtrans');
    expect(filter(p)).toBe("Type = 'P'");
    expect(measures(p)).toBe('sum(Amount)');
    expect(p.relations[0]?.target.ido).toBe('SLCustomers');
  });

  describe('"the most" of a mass noun is summed per what is asked about', () => {
    it.each([
      ['which warehouse holds the most stock of IT-10045', 'sum(QtyOnHand)', 'Whse'],
      ['which buyer has the most spend this year', 'sum(PoCost)', 'Buyer'],
    ])('%p', (question, measure, group) => {
      const p = plan(question);
      expect(measures(p)).toBe(measure);
      expect(p.aggregate?.groupBy).toEqual([group]);
    });

    it('"the most POs" still counts them', () => {
      expect(measures(plan('which vendor has the most POs'))).toBe('count(*)');
    });
  });

  it('"not invoiced" means no invoices, whatever payments there were', () => {
    const p = plan('clients we have not invoiced since March');
    expect(p.relations[0]?.negated).toBe(true);
    expect(relationFilter(p)).toBe("InvDate BETWEEN '2026-03-01' AND '2026-11-21' AND Type = 'I'");
  });
  describe('a verb naming a quantity says which quantity "how many" sums', () => {
    it.each([
      ['how many IT-10045 did we ship to customers in Ohio', 'SLCoitems', 'sum(QtyShipped)'],
      ['how many IT-10001 have we received this month', 'SLPoItems', 'sum(QtyReceived)'],
    ])('%p', (question, ido, measure) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(measures(p)).toBe(measure);
    });
  });

  it('"what is on order for X" is the total on order over its warehouses', () => {
    const p = plan('what is on order for IT-10045');
    expect(p.ido).toBe('SLItemwhses');
    expect(measures(p)).toBe('sum(QtyOrdered)');
  });
  it('a measure several related IDOs hold, none named, is a guess below the threshold', () => {
    const o = outcome('what is the total value of stock in the EAST warehouse');
    expect(o.kind).toBe('refusal');
  });

  describe('a ranking with a period only related records have ranks by their amount', () => {
    it.each([
      ['our top 3 customers last year', 'SLCos', 'sum(Price)'],
      ['biggest suppliers this quarter', 'SLPos', 'sum(PoCost)'],
    ])('%p', (question, ido, measure) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(measures(p)).toBe(measure);
      expect(filter(p)).toMatch(/OrderDate BETWEEN/);
    });
  });

  it.each([['what items have we run out of'], ['which items are we out of in WEST']])(
    '%p is out of stock',
    (question) => {
      expect(filter(plan(question))).toMatch(/^(DerQtyOnHand|QtyOnHand) <= 0/);
    },
  );
  describe('ranking by money where the noun has none', () => {
    it.each([
      ['which supplier did we spend the most with this year', 'SLPos', ['VendNum', 'VendorName']],
      ['which sales rep sold the most last quarter', 'SLCos', ['Slsman']],
    ])('%p sums the amount per what is asked about', (question, ido, group) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(p.aggregate?.groupBy).toEqual(group);
      expect(p.aggregate?.measures[0].fn).toBe('sum');
    });

    it('a ranking that nothing can order is not answered as if it were', () => {
      // Vendor phone numbers have no amount: listing them unranked would ignore "the largest".
      const o = engine.interpret('the largest vendor phone numbers', SPEC_TODAY, 0);
      if (o.kind === 'plan') expect(o.plan.confidence).toBeLessThan(SPEC_MIN_CONFIDENCE);
    });
  });

  it('a total that cannot be computed is not answered with records at full confidence', () => {
    const o = engine.interpret('average vendors in Ohio', SPEC_TODAY, 0);
    if (o.kind === 'plan') expect(o.plan.confidence).toBeLessThan(SPEC_MIN_CONFIDENCE);
  });

  it('"how many units of X did we sell" sums the order lines\' quantity', () => {
    // Without a period: "this year" would land on the lines' due date, a guess since round 3.
    const p = plan('how many units of IT-10045 did we sell');
    expect(p.ido).toBe('SLCoitems');
    expect(measures(p)).toBe('sum(QtyOrdered)');
  });

  it('"items we have not sold this year" negates the relation, not the year', () => {
    const p = plan('items we have not sold this year');
    expect(p.ido).toBe('SLItems');
    expect(p.relations[0]?.negated).toBe(true);
  });
  it('"how much is in stock" sums the quantity on hand, not a unit price', () => {
    // Items have a unit cost as their amount: summing it would answer another question.
    const p = plan('how much do we have in stock overall');
    expect(measures(p)).toMatch(/^sum\((DerQtyOnHand|QtyOnHand)\)$/);
  });

  it('a verb of a past deed that names nothing in the answer is read but lowers confidence', () => {
    const sent = plan('what did we send to Iron River Construction Inc last month');
    expect(sent.ignored).toContain('send');
    expect(sent.confidence).toBeLessThan(1);
    // "ship" names the ship date: understood.
    const shipped = plan('how many customer order lines are due to ship this week');
    expect(shipped.ignored).toEqual([]);
  });
  describe('"never"', () => {
    it('"items never received" has no related records in that state', () => {
      const p = plan('which items have never been received');
      expect(p.ido).toBe('SLItems');
      expect(p.relations[0]?.negated).toBe(true);
    });

    it('a negated relation with nothing after it to say which records is not dropped', () => {
      const o = outcome('suppliers we have never purchased from');
      expect(o.kind).toBe('refusal');
    });
  });
  describe('what a filter cannot express is not silently replaced', () => {
    it.each([
      ['purchase orders with more than 3 lines'],
      ['customers with at least 2 open orders'],
    ])('%p: a number of related records is neither an amount nor a limit', (question) => {
      const o = engine.interpret(question, SPEC_TODAY, 0);
      expect(o.kind).toBe('plan');
      if (o.kind !== 'plan') return;
      expect(o.plan.limit).toBeUndefined();
      expect(o.plan.filter ? formatFilter(o.plan.filter) : '').not.toMatch(/PoCost|Price/);
      expect(o.plan.confidence).toBeLessThan(SPEC_MIN_CONFIDENCE);
    });

    it('"show 5 open POs" still asks for five', () => {
      expect(plan('show 5 open POs').limit).toBe(5);
    });

    it('a field the grouped IDO lacks lowers confidence ("stock value by warehouse")', () => {
      const o = engine.interpret('stock value by warehouse', SPEC_TODAY, 0);
      if (o.kind === 'plan') expect(o.plan.ignored).toContain('value');
    });
  });
  it('an identifier that matches no record is not answered about every record', () => {
    // (A code in the format of a known key, "PO-2099-0042", is read as that key.)
    const o = outcome('how many PO lines does XQ-7781 have');
    expect(o.kind).toBe('refusal');
    if (o.kind === 'refusal') expect(o.refusal.ignored).toContain('XQ-7781');
  });
  it('a ranking by what was sold is not a ranking by unit cost', () => {
    const o = outcome('which products do we sell the most of');
    expect(o.kind).toBe('refusal');
    // "the most expensive item" is its unit cost.
    expect(plan('the most expensive item we buy').orderBy[0]?.property).toBe('UnitCost');
  });
  it.each([['work orders that have not started yet'], ['jobs not yet started']])(
    '%p start after today (not "have no start date")',
    (question) => {
      expect(filter(plan(question))).toBe("JschStartDate > '2026-11-21'");
    },
  );
  describe('an unread word or number describing a noun or property weighs double', () => {
    it.each([['items with negative stock'], ['palletized items']])(
      '%p is refused rather than answered without it',
      (question) => {
        expect(outcome(question).kind).toBe('refusal');
      },
    );
    it('"parts with zero cost": the number is read, as the value of the cost (seventh round)', () => {
      expect(filter(plan('parts with zero cost'))).toBe('UnitCost = 0');
    });
  });
});
