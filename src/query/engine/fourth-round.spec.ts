import { CatalogService } from '../../erp/catalog/catalog.service';
import { NlVocabularyRegistry } from '../nl-vocabulary-registry';
import {
  SPEC_KNOWN_VALUES,
  SPEC_MIN_CONFIDENCE,
  SPEC_TODAY,
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
} from '../../../test/nl/engine-fixture';
import { Vocabulary } from './lexicon/vocabulary';
import { NlEngine } from './nl-engine';

/**
 * Rules behind the misses of the retired held-out v2 set (#17, fourth round), asked in other
 * words than any evaluation set uses. The threshold is the shipped default (config/default.json).
 */

describe('everyday questions, fourth round (#17)', () => {
  let engine: NlEngine;
  const { plan, outcome, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a currency sign names its currency; one the engine does not know is not dropped', () => {
    it.each([
      ['purchase orders above €2,500', 'SLPos', "PoCost > 2500 AND VenCurrCode = 'EUR'"],
      ['POs worth more than 7.5K €', 'SLPos', "PoCost > 7500 AND VenCurrCode = 'EUR'"],
      ['sales orders under C$800', 'SLCos', "Price < 800 AND CurrCode = 'CAD'"],
      ['customer orders over CA$ 1,200', 'SLCos', "Price > 1200 AND CurrCode = 'CAD'"],
    ])('%p', (question, ido, expected) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(filter(p)).toBe(expected);
    });

    it.each([['purchase orders above ₽90,000'], ['sales orders over ₩3,000,000']])(
      '%p is refused (the sign is not read, and not dropped either)',
      (question) => {
        expect(refused(question)).toBe(true);
      },
    );
  });

  describe('a negation that nothing after it takes is not dropped', () => {
    it.each([['which vendors are not'], ['purchase orders that are not']])(
      '%p is refused',
      (question) => {
        expect(refused(question)).toBe(true);
      },
    );

    it.each([
      ['parts we have none of in the EAST warehouse', "QtyOnHand <= 0 AND Whse = 'EAST'"],
      ['stock rows for IT-10045 with none left', "Item = 'IT-10045' AND QtyOnHand <= 0"],
    ])('"have none" is nothing on hand: %p', (question, expected) => {
      const p = plan(question);
      expect(p.ido).toBe('SLItemwhses');
      expect(filter(p)).toBe(expected);
    });
  });

  describe('common verbs are words, never typos of a code', () => {
    it.each([
      ['how many sales orders did we take in October'],
      ['customer orders taken last week'],
    ])('%p', (question) => {
      const p = plan(question);
      expect(p.ido).toBe('SLCos');
      expect(p.notes.join(' ')).not.toMatch(/typo/);
      expect(filter(p)).not.toMatch(/PMTCode/);
    });
  });

  describe('irregular plurals of compounds', () => {
    it.each([
      ['customer orders this year per salespeople', 'Slsman'],
      ['number of sales orders by salesmen', 'Slsman'],
    ])('%p groups by %s', (question, group) => {
      const p = plan(question);
      expect(p.ido).toBe('SLCos');
      expect(p.aggregate?.groupBy).toEqual([group]);
    });
  });

  describe('an unknown word right before a comparison names what is compared', () => {
    it.each([
      ['customer orders with a margin above $2,000'],
      ['purchase orders with a freight charge over 900'],
      ['sales orders whose markup is over $300'],
    ])('%p is refused, not answered with another amount', (question) => {
      expect(refused(question)).toBe(true);
    });

    it('a word close to the property compared is not held against the answer', () => {
      const p = plan('jobs releasing over 150 units');
      expect(filter(p)).toBe('QtyReleased > 150');
    });
  });

  describe('"we owe" is money we owe, which receivables are not', () => {
    it.each([['what do we still owe'], ['how much do I owe the vendors'], ['total we owe']])(
      '%p is refused',
      (question) => {
        expect(refused(question)).toBe(true);
      },
    );

    it('what customers owe us is answered', () => {
      const p = plan('how much do our customers owe us');
      expect(p.ido).toBe('SLArtrans');
      expect(measures(p)).toBe('sum(Balance)');
    });
  });

  describe('"not X yet" is still before the state, not past it', () => {
    it.each([
      ['jobs that have not been released yet', 'SLJobs', "Stat = 'F'"],
      ['purchase orders not ordered yet', 'SLPos', "Stat = 'P'"],
      ['jobs not finished yet', 'SLJobs', "Stat NOT IN ('C', 'H')"],
    ])('%p', (question, ido, expected) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(filter(p)).toBe(expected);
    });

    it('a state with nothing known before it is a guess', () => {
      expect(refused('jobs that have not been stopped yet')).toBe(true);
    });
  });

  describe('a status of the document, asked of its lines, is the lines’ own status', () => {
    it.each([
      [
        'total quantity of IT-10045 on open sales orders',
        'SLCoitems',
        "Item = 'IT-10045' AND Stat IN ('P', 'O')",
      ],
      [
        'how many units of IT-10001 are on open purchase orders',
        'SLPoItems',
        "Item = 'IT-10001' AND Stat IN ('P', 'O')",
      ],
    ])('%p', (question, ido, expected) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(filter(p)).toBe(expected);
      expect(p.relations).toEqual([]);
    });
  });

  describe('records named in the singular, picked by what is owed, broken down: the amount', () => {
    it('"open AR by customer" sums the balance', () => {
      const p = plan('open AR by customer');
      expect(p.ido).toBe('SLArtrans');
      expect(measures(p)).toBe('sum(Balance)');
    });

    it('"unpaid invoices per customer" still counts them', () => {
      expect(measures(plan('unpaid invoices per customer'))).toBe('count(*)');
    });
  });

  describe('a word of the status just read is not another status', () => {
    it.each([
      ['customer orders on hold for credit', "CreditHold = '1'"],
      ['sales orders held for credit in the MAIN warehouse', "CreditHold = '1' AND Whse = 'MAIN'"],
    ])('%p', (question, expected) => {
      const p = plan(question);
      expect(p.ido).toBe('SLCos');
      expect(filter(p)).toBe(expected);
      expect(p.relations).toEqual([]);
    });
  });

  describe('"never" with the verb of the related records’ noun: none of them at all', () => {
    it.each([['clients who never ordered'], ['which customers in Texas have never ordered']])(
      '%p',
      (question) => {
        const o = outcome(question);
        expect(o.kind).toBe('plan');
        if (o.kind !== 'plan') return;
        expect(o.plan.ido).toBe('SLCustomers');
        expect(o.plan.relations).toHaveLength(1);
        expect(o.plan.relations[0].negated).toBe(true);
        expect(o.plan.relations[0].target.ido).toBe('SLCos');
        expect(o.plan.relations[0].target.filter).toBeUndefined();
      },
    );

    it('a status that is not the noun’s verb keeps its state ("never received")', () => {
      const p = plan('items that were never received');
      expect(p.relations[0]?.negated).toBe(true);
      expect(p.relations[0]?.target.filter).toBeDefined();
    });
  });

  describe('a verb of trade picks the side of the records that hold the amount', () => {
    it.each([
      ['which products sell the most', 'SLCoitems'],
      ['what parts have sold the most', 'SLCoitems'],
      ['which items did we buy the most', 'SLPoItems'],
    ])('%p is ranked on %s', (question, ido) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(p.aggregate?.groupBy).toEqual(['Item']);
      expect(measures(p)).toBe('sum(LineAmount)');
    });

    it('"which customers bought the most" stays with the customers\' own orders', () => {
      expect(plan('which customers bought the most').ido).toBe('SLCos');
    });

    it('the day a line was sold is not kept: the period is on its order (eighth round)', () => {
      const p = plan('which parts sold the most in 2025');
      expect(p.ido).toBe('SLCoitems');
      expect(filter(p)).toBe('');
      expect(p.relations[0]?.target.ido).toBe('SLCos');
    });
  });

  describe('the day a record reached a later state is not kept', () => {
    it.each([['work orders released yesterday'], ['jobs released during October']])(
      '%p is refused',
      (question) => {
        expect(refused(question)).toBe(true);
      },
    );

    it('a state whose date the records keep is answered on it', () => {
      expect(filter(plan('purchase orders ordered in October'))).toMatch(/^OrderDate BETWEEN/);
    });
  });

  describe('what a yes-no question asks about, unknown, is not replaced by what the rest fits', () => {
    it.each([
      ['is anything on order for IT-10045'],
      ['was something shipped from the EAST warehouse yesterday'],
    ])('%p is refused', (question) => {
      expect(refused(question)).toBe(true);
    });

    it('a yes-no question about records the catalog names is answered', () => {
      expect(plan('are any work orders late').ido).toBe('SLJobs');
    });
  });

  describe('"waiting on" is outstanding, never silently dropped', () => {
    it('"vendors we are awaiting" is not answered with every vendor', () => {
      expect(refused('vendors we are awaiting')).toBe(true);
    });

    // Twelfth round: "waiting on" said of vendors is read as their open PO lines (this was
    // asserted refused while the words could only be dropped); the answer is not every vendor.
    it('"suppliers we are still waiting on for FAST parts": those with open FAST lines', () => {
      const p = plan('suppliers we are still waiting on for FAST parts');
      expect(p.relations[0]?.target.ido).toBe('SLPoItems');
      expect(p.relations[0]?.target.filter).toBeDefined();
    });
  });

  it('an amount "each" is per unit, not a grouping', () => {
    const p = plan('obsolete items costing over $20 each');
    expect(p.aggregate).toBeUndefined();
    expect(filter(p)).toBe("Stat = 'O' AND UnitCost > 20");
  });

  it.each([
    ['which warehouses carry IT-10001', "Item = 'IT-10001'"],
    ['stock rows in warehouses that carry IT-10045', "Item = 'IT-10045'"],
  ])('"carry" is having: %p', (question, expected) => {
    const p = plan(question);
    expect(p.ido).toBe('SLItemwhses');
    expect(filter(p)).toBe(expected);
  });

  describe('a party with a verb of trade relates to what follows', () => {
    it.each([
      ['clients who buy IT-10001 from us', 'SLCustomers'],
      ['suppliers that sold us IT-10045', 'SLVendors'],
    ])('%p', (question, ido) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(p.ignored).toEqual([]);
      expect(p.relations).toHaveLength(1);
    });

    // Seventh round: refused while the item and the year went to two relations apart; now one
    // relation, the year on the orders and the item on their lines.
    it('conditions on related records are applied to the same records', () => {
      const p = plan('customers that bought IT-10045 in 2025');
      expect(p.relations).toHaveLength(1);
      expect(p.relations[0].target.ido).toBe('SLCos');
    });
  });

  describe('units of measure by their names', () => {
    let units: NlEngine;
    beforeAll(() => {
      const values = new Map(SPEC_KNOWN_VALUES.values);
      values.set(
        'SLItems',
        new Map([...(values.get('SLItems') ?? []), ['UM', ['EA', 'FT', 'GAL', 'LB']]]),
      );
      const words = new NlVocabularyRegistry();
      units = new NlEngine(
        new Vocabulary(
          new CatalogService().list(),
          { ...SPEC_KNOWN_VALUES, values },
          words.synonymTables(),
          words.extras(),
        ),
      );
    });
    const unitPlan = (question: string) => {
      const o = units.interpret(question, SPEC_TODAY, SPEC_MIN_CONFIDENCE);
      if (o.kind === 'refusal') throw new Error(`refused: ${o.refusal.message}`);
      return o.plan;
    };

    it.each([
      ['parts sold by the pound', "UM = 'LB'"],
      ['items measured in feet', "UM = 'FT'"],
    ])('%p', (question, expected) => {
      const p = unitPlan(question);
      expect(p.ido).toBe('SLItems');
      expect(filter(p)).toBe(expected);
    });

    it('"how many gallons of X" is a quantity, not a count', () => {
      const p = unitPlan('how many gallons of IT-10045 are in stock');
      expect(p.aggregate?.measures[0]?.fn).toBe('sum');
    });
  });

  it.each([
    [
      'work orders that should have been done by now',
      "Stat IN ('F', 'R') AND JschEndDate < '2026-11-21'",
    ],
    ['firm jobs that should have finished', "Stat = 'F' AND JschEndDate < '2026-11-21'"],
  ])('"should have finished" is late: %p', (question, expected) => {
    const p = plan(question);
    expect(p.ido).toBe('SLJobs');
    expect(filter(p)).toBe(expected);
  });

  it.each([['clients in Ohio that owe money'], ['which customers still owe us money']])(
    '"owe (us) money" is an open balance: %p',
    (question) => {
      const p = plan(question);
      expect(p.ido).toBe('SLCustomers');
      expect(p.relations[0]?.target.ido).toBe('SLArtrans');
      expect(p.relations[0]?.target.filter ? 'x' : '').toBe('x');
    },
  );

  describe('a party with no date of its own is ranked by what it traded, not by its limit', () => {
    it.each([
      ['who is our best client', 'SLCos', 'sum(Price)'],
      ['our largest suppliers', 'SLPos', 'sum(PoCost)'],
    ])('%p ranks %s by %s', (question, ido, measure) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(measures(p)).toBe(measure);
    });

    it('a limit named is still the limit', () => {
      expect(plan('clients with the highest credit limit').orderBy[0]?.property).toBe(
        'CreditLimit',
      );
    });
  });

  it.each([
    ['what is the stock of IT-10045 worth'],
    ['turnover of IT-10001 this year'],
    ['PO lines received but not yet invoiced'],
  ])('a measure word or a negated condition left unread is not answered around: %p', (q) => {
    expect(refused(q)).toBe(true);
  });

  it.each([
    ['parts not sold in 2025', 'SLItems'],
    ['clients we have not billed since March', 'SLCustomers'],
  ])('"not <verb> in <period>" negates the related records, not the period: %p', (q, ido) => {
    const p = plan(q);
    expect(p.ido).toBe(ido);
    expect(p.relations[0]?.negated).toBe(true);
  });

  it.each([
    ['purchase orders costing below 500 or above 20,000'],
    ['sales orders between 1,000 and 2,000 or over 9,000'],
  ])('a number left unread is not answered around: %p', (q) => {
    const o = outcome(q);
    if (o.kind === 'plan') expect(o.plan.ignored).toEqual([]);
  });

  it.each([['number of purchase orders by month in 2025'], ['customer order count per quarter']])(
    'a breakdown over time the engine cannot give is not one total: %p',
    (q) => {
      expect(refused(q)).toBe(true);
    },
  );

  describe('"who" asks for a party', () => {
    it('is answered with the party (eighth round: someone buying buys from us)', () => {
      expect(plan('who purchased IT-10001 in the past 60 days').ido).toBe('SLCustomers');
    });

    it.each([
      ['who are our three biggest clients', 'SLCos'],
      ['who supplies IT-10001', 'SLVendors'],
    ])('an answer about parties, or by party, is given: %p', (q, ido) => {
      expect(plan(q).ido).toBe(ido);
    });
  });

  describe('a record’s own making, or a change over time, is not read on other records', () => {
    it.each([
      ['suppliers created in October'],
      ['clients added last quarter'],
      ['items whose unit cost went up'],
      ['how much stock is in the WEST warehouse in dollars'],
    ])('%p is refused', (q) => {
      expect(refused(q)).toBe(true);
    });

    it.each([
      ['purchase orders created in October', 'SLPos'],
      ['quotes we entered this month', 'SLCos'],
    ])('the records’ own date is answered: %p', (q, ido) => {
      expect(plan(q).ido).toBe(ido);
    });
  });

  it.each([['purchase orders over €2.500'], ['sales orders above 7.000 CAD']])(
    'a dot before exactly three digits may be a thousands mark: %p is refused',
    (q) => {
      expect(refused(q)).toBe(true);
    },
  );

  // Since the twelfth round "never bought" said of items is read as no PO lines for them, not
  // as their make/buy code (twelfth-round-c.spec.ts).
  it('"never" is not read as a state of the records themselves', () => {
    const p = plan('which parts have we never bought');
    expect(filter(p)).not.toMatch(/PMTCode/);
    expect(p.relations.map((r) => [r.negated, r.target.ido])).toEqual([[true, 'SLPoItems']]);
    expect(filter(plan('item stock not kept in MAIN'))).toBe("Whse <> 'MAIN'");
  });

  it.each([
    ['how much did customer orders grow in 2025'],
    ['purchase orders arriving tomorrow'],
    ['customer orders shipping next week'],
  ])(
    'growth, or a verb of what is yet to happen before a period, is not answered around: %p',
    (q) => {
      expect(refused(q)).toBe(true);
    },
  );

  it.each([['total receivables'], ['sum of AR more than 30 days past due']])(
    'receivables summed are what is still owed: %p',
    (q) => {
      const p = plan(q);
      expect(p.ido).toBe('SLArtrans');
      expect(measures(p)).toBe('sum(Balance)');
    },
  );
});
