import { CatalogService } from '../../erp/catalog/catalog.service';
import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
  SPEC_KNOWN_VALUES,
} from '../../../test/nl/engine-fixture';
import { KnownValues, Vocabulary } from './lexicon/vocabulary';
import { NlEngine } from './nl-engine';
import { NlVocabularyRegistry } from '../nl-vocabulary-registry';
import type { QueryPlan } from './engine.types';

/** The fixture's known values, where some customers and vendors are in Colorado ("CO"). */
function withColorado(): KnownValues {
  const values = new Map(SPEC_KNOWN_VALUES.values);
  const add = (ido: string, property: string, value: string): void => {
    const props = new Map(values.get(ido));
    props.set(property, [...(props.get(property) ?? []), value]);
    values.set(ido, props);
  };
  add('SLCustomers', 'State', 'CO');
  add('SLVendors', 'VadState', 'CO');
  return { values, samples: SPEC_KNOWN_VALUES.samples };
}

/** Every filter of a plan, its own and its relations' (at any depth), as text. */
function allFilters(p: QueryPlan): string {
  const parts: string[] = [filter(p)];
  const walk = (rs: QueryPlan['relations']): void => {
    for (const r of rs) {
      if (r.target.filter) parts.push(filter({ ...p, filter: r.target.filter }));
      walk(r.target.relations);
    }
  };
  walk(p.relations);
  return parts.join(' | ');
}

/**
 * Calibration (#17, seventh round, tuner A): words read the wrong way or dropped while the answer
 * stayed confident, and words truly understood that were left unread. Asked here in other words
 * than any evaluation set uses; expectations come from the catalog and shared/nl-examples.md. The
 * threshold is the shipped default (config/default.json).
 */
describe('seventh round (A): dropped words, misread words, right answers refused (#17)', () => {
  let engine: NlEngine;
  const { plan, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a word that is a kind of record and a value of another kind ("CO")', () => {
    let colorado: NlEngine;
    const co = specReader(() => colorado);

    beforeAll(() => {
      const words = new NlVocabularyRegistry();
      colorado = new NlEngine(
        new Vocabulary(
          new CatalogService().list(),
          withColorado(),
          words.synonymTables(),
          words.extras(),
        ),
      );
    });

    it.each([
      ["CO's still on planned status", "Stat = 'P'"],
      ["how many CO's are stopped", "Stat = 'S'"],
      ["open CO's", 'Stat IN'],
      ["CO's for customers on credit hold", 'CreditHold'],
    ])('%p: said first with a word of its own kind, it is that kind', (question, condition) => {
      const p = co.plan(question);
      expect(p.ido).toBe('SLCos');
      expect(allFilters(p)).toContain(condition);
      expect(allFilters(p)).not.toContain("'CO'");
    });

    it.each([['CO customers'], ['customers in CO'], ['vendors based in CO']])(
      '%p: describing another noun, it stays the value',
      (question) => {
        expect(filter(co.plan(question))).toContain("'CO'");
      },
    );

    it.each([["CO's"], ["CO's in Texas"]])(
      '%p: either reading fits, so the answer is not confident',
      (question) => {
        expect(co.refused(question)).toBe(true);
      },
    );
  });

  describe('an unknown thing the records are said to have is what the question asks about', () => {
    it.each([
      ['which customers have an anniversary this month'],
      ['which vendors have a birthday in October'],
      ['which customers have a mascot'],
    ])('%p is refused', (question) => {
      expect(refused(question)).toBe(true);
    });

    it('a thing the catalog holds keeps its reading ("have orders this month")', () => {
      const p = plan('which customers have orders this month');
      expect(p.ido).toBe('SLCustomers');
      expect(p.relations[0]?.target.ido).toBe('SLCos');
    });
  });

  describe('a noun whose own condition fits nowhere is not silently dropped', () => {
    it.each([['which customers buy FAST items'], ['which customers buy ELEC products from us']])(
      '%p: the product code is in the answer, or the answer is refused',
      (question) => {
        const o = engine.interpret(question, '2026-11-21', 0.5);
        if (o.kind === 'plan') expect(allFilters(o.plan)).toContain('ProductCode');
      },
    );
  });

  describe('"sitting in" says where a thing is, like "in"', () => {
    it('"how many jobs are sitting in released status"', () => {
      const p = plan('how many jobs are sitting in released status');
      expect(p.ido).toBe('SLJobs');
      expect(measures(p)).toBe('count(*)');
      expect(filter(p)).toBe("Stat = 'R'");
    });

    it('"how much IT-10045 is sitting in WEST"', () => {
      const p = plan('how much IT-10045 is sitting in WEST');
      expect(p.ido).toBe('SLItemwhses');
      expect(measures(p)).toBe('sum(QtyOnHand)');
      expect(filter(p)).toBe("Item = 'IT-10045' AND Whse = 'WEST'");
    });
  });

  describe('the "size" of a record is its own measure, not a typo of "site"', () => {
    it.each([
      ['average order size last month', 'SLCos', 'avg(Price)'],
      ['avg PO size for Acme Steel Corp', 'SLPos', 'avg(PoCost)'],
      ['average job size in WEST', 'SLJobs', 'avg(QtyReleased)'],
    ])('%p', (question, ido, measure) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(measures(p)).toBe(measure);
      expect(p.notes.join(' ')).not.toContain('typo');
    });
  });

  describe('a country written as its capital-letter short form ("the US") is the country', () => {
    it.each([
      ['customers outside the US', 'SLCustomers', "Country <> 'USA'"],
      ['vendors based in the US', 'SLVendors', "VadCountry = 'USA'"],
    ])('%p', (question, ido, condition) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(filter(p)).toContain(condition);
    });

    it('"us" in lower case stays the pronoun ("what do customers owe us")', () => {
      const p = plan('how much do customers owe us');
      expect(p.ido).toBe('SLArtrans');
      expect(filter(p)).toBe('');
    });
  });

  describe('"a dollar", "a euro" is one of the currency', () => {
    it('"products that cost under a buck"', () => {
      const p = plan('products that cost under a buck');
      expect(p.ido).toBe('SLItems');
      expect(filter(p)).toBe('UnitCost < 1');
    });
  });

  describe('a holiday on a fixed day is that day', () => {
    it.each([
      ['customer orders due before Christmas Eve', 'SLCos', "DueDate < '2026-12-24'"],
      ['invoices due after Halloween', 'SLArtrans', "DueDate > '2026-10-31'"],
    ])('%p', (question, ido, condition) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(filter(p)).toContain(condition);
    });
  });

  describe('a number right before a property the records are said to have is its value', () => {
    it.each([
      ['itmes with 0 on hand in WEST', 'SLItemwhses', "QtyOnHand = 0 AND Whse = 'WEST'"],
      ['customers with zero credit limit', 'SLCustomers', 'CreditLimit = 0'],
    ])('%p', (question, ido, condition) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(filter(p)).toContain(condition);
    });
  });

  describe('"by now" is by today', () => {
    it('"firm jobs that started by now"', () => {
      const p = plan('firm jobs that started by now');
      expect(p.ido).toBe('SLJobs');
      expect(filter(p)).toContain("JschStartDate <= '2026-11-21'");
      expect(filter(p)).toContain("Stat = 'F'");
    });

    it('an unknown verb before the date compared says which date: "POs that landed by now"', () => {
      // No PO date is a landing. ("arrived", once unknown here, has since the seventh round's
      // C commit been the received date, which the POs' lines keep: "POs that arrived by now"
      // are the POs with a line received on or before today, as "arrived last week" reads.)
      expect(refused('POs that landed by now')).toBe(true);
      const p = plan('POs that arrived by now');
      expect(p.relations[0]?.target.ido).toBe('SLPoItems');
    });
  });

  describe('records said not to be where only their detail rows are ("not stocked in")', () => {
    it.each([
      ["items that aren't kept in WEST", 'WEST'],
      ['products not in MAIN', 'MAIN'],
    ])('%p: the records with no detail row there', (question, whse) => {
      const p = plan(question);
      expect(p.ido).toBe('SLItems');
      expect(p.relations[0]?.negated).toBe(true);
      expect(p.relations[0]?.target.ido).toBe('SLItemwhses');
      expect(allFilters(p)).toContain(`Whse = '${whse}'`);
    });

    it('a condition of the rows\' own keeps the rows: "items on hand outside WEST"', () => {
      expect(plan('items with stock outside WEST').ido).toBe('SLItemwhses');
    });
  });

  describe('received early is received before the due date', () => {
    it.each([
      ['purchase order lines that arrived early'],
      ['PO lines received early from Acme Steel Corp'],
    ])('%p', (question) => {
      const p = plan(question);
      expect(p.ido).toBe('SLPoItems');
      expect(filter(p)).toContain('RcvdDate < DueDate');
    });
  });

  describe('two properties compared on records the question only shares an item with', () => {
    it.each([['customer order lines received early'], ['jobs partially received']])(
      '%p is refused',
      (question) => {
        expect(refused(question)).toBe(true);
      },
    );

    it('up a chain of references it stays: "vendors with lines received early"', () => {
      const p = plan('vendors with lines received early');
      expect(p.ido).toBe('SLVendors');
      expect(p.relations[0]?.target.ido).toBe('SLPoItems');
    });
  });

  describe('a count of related records each has ("with 2 lines") is neither a limit nor a key', () => {
    it.each([['POs with 3 lines'], ['vendors with 4 open POs'], ['customers with 2 invoices']])(
      '%p is refused rather than answered without the count',
      (question) => {
        expect(refused(question)).toBe(true);
      },
    );

    it('"show 5 open POs" keeps its limit, "order 10001" its key', () => {
      expect(plan('show 5 open POs').limit).toBe(5);
      const p = plan('lines of order 10001');
      expect(p.ido).toBe('SLCoitems');
      expect(p.ignored).toEqual([]);
    });
  });
});
