import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fifteenth round, probe tuner E; this file's letter is F): states said with a
 * preposition over the plant and the stockroom. Questions of our own, not the evaluation's nor
 * the tuner's probe list.
 */
describe('fifteenth round (F): states said with a preposition (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"under" right before a status or a yes/no flag', () => {
    it('is being in that state, not "less than"', () => {
      // Was the right filter at 0.29: "under" left unread refused it.
      const q = 'clients under credit hold in Ohio';
      expect(filter(plan(q))).toContain("CreditHold = '1'");
      expect(filter(plan(q))).toContain("State = 'OH'");
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      expect(filter(plan('sales orders under credit hold'))).toBe("CreditHold = '1'");
      expect(confidence('sales orders under credit hold')).toBeGreaterThanOrEqual(0.5);
    });

    it('still compares an amount or a quantity', () => {
      expect(filter(plan('clients with a credit limit under 7500'))).toContain(
        'CreditLimit < 7500',
      );
      expect(filter(plan('stock rows under the reorder point in EAST'))).toContain(
        'QtyOnHand < QtyReorder',
      );
    });
  });
  describe('a quantity named as a place ("on order", "on hand") right after the records', () => {
    it('is the records having some of it', () => {
      // Was every stock row of the warehouse at 1.00: the quantity read as one more column.
      expect(filter(plan('what parts are on order in SOUTH'))).toBe(
        "Whse = 'SOUTH' AND QtyOrdered > 0",
      );
      expect(filter(plan('items that have some on hand at MAIN'))).toContain('QtyOnHand > 0');
      expect(filter(plan('stock records in EAST that are on order'))).toBe(
        "Whse = 'EAST' AND QtyOrdered > 0",
      );
    });

    it('is no state when the noun is the quantity itself or the words list columns', () => {
      // "stock on hand": one name of the quantity, the rows listed with it.
      expect(filter(plan('stock on hand in WEST'))).toBe("Whse = 'WEST'");
      expect(filter(plan('item stock, on hand, on order'))).toBe('');
      // A total of it stays a total.
      expect(plan('total on order in EAST').aggregate?.measures[0]?.property).toBe('QtyOrdered');
      expect(filter(plan('total on order in EAST'))).toBe("Whse = 'EAST'");
    });
  });
  describe('a verb of holding before "the most", per warehouse', () => {
    it('ranks the quantity held, the records themselves when one item is named', () => {
      // Was a count of stock rows per warehouse (one each) at 0.36.
      const q = 'which site keeps the most units of IT-10045';
      expect(filter(plan(q))).toBe("Item = 'IT-10045'");
      expect(plan(q).aggregate).toBeUndefined();
      expect(plan(q).orderBy).toEqual([{ property: 'QtyOnHand', direction: 'desc' }]);
      expect(plan(q).limit).toBe(1);
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      expect(plan('what warehouse has the most IT-10000').orderBy).toEqual([
        { property: 'QtyOnHand', direction: 'desc' },
      ]);
    });

    it('still counts records the question counts', () => {
      const q = 'which warehouse has the most items under the reorder point';
      expect(plan(q).aggregate?.measures[0]?.fn).toBe('count');
    });
  });
  describe('"same" in a follow-up with nothing to refer to', () => {
    it('is the word of sameness, not a slip for "sale"', () => {
      // Was sales orders of the warehouse at 0.74: "same" corrected to "sale".
      expect(refused('the same but for WEST')).toBe(true);
    });

    it('leaves "sale" itself a word of the catalog', () => {
      expect(plan('sale orders shipping from WEST').ido).toBe('SLCos');
    });
  });
  describe('"ending in" before an article and a span of time', () => {
    it('is the verb of the records’ end date, not text ending in "the"', () => {
      // Was Item LIKE '%the' beside the right dates, at 1.00 (no record could match).
      const q = 'firm jobs at WEST ending in the next 6 weeks';
      expect(filter(plan(q))).toBe(
        "Stat = 'F' AND Whse = 'WEST' AND JschEndDate BETWEEN '2026-11-21' AND '2027-01-02'",
      );
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
    });

    it('still matches text an end of a name is said of', () => {
      expect(filter(plan('suppliers whose name ends in Ltd'))).toBe("Name LIKE '%Ltd'");
    });
  });
  describe('a status that is also a quantity, between a superlative and the noun', () => {
    it('is the kind of records ranked, not what they are ranked by', () => {
      // Was every job ordered by quantity released at 1.00: the status lost.
      const q = 'the 4 largest released jobs at MAIN';
      expect(filter(plan(q))).toBe("Stat = 'R' AND Whse = 'MAIN'");
      expect(plan(q).limit).toBe(4);
      expect(filter(plan('biggest released work orders by completed quantity'))).toBe("Stat = 'R'");
    });

    it('still ranks by the quantity when no noun follows it', () => {
      expect(plan('jobs with the highest quantity released').orderBy).toEqual([
        { property: 'QtyReleased', direction: 'desc' },
      ]);
    });
  });
  describe('a superlative of a quantity said by a singular noun, after plural records', () => {
    it('ranks the records named, without cutting them to one', () => {
      // Was the top 1 at 1.00: the singular "stock" decided how many were asked for.
      const q = 'parts with the smallest stock in SOUTH';
      expect(filter(plan(q))).toBe("Whse = 'SOUTH'");
      expect(plan(q).orderBy).toEqual([{ property: 'QtyOnHand', direction: 'asc' }]);
      expect(plan(q).limit).not.toBe(1);
    });

    it('keeps one record for a singular question', () => {
      expect(plan('which part has the smallest stock in SOUTH').limit).toBe(1);
    });
  });
  describe('"below reorder" with the point left unsaid', () => {
    it('is on hand below the reorder point', () => {
      // Was every stock row of the warehouse at 0.16: "below" and "reorder" left unread.
      const q = 'WEST parts under reorder';
      expect(filter(plan(q))).toContain('QtyOnHand < QtyReorder');
      expect(filter(plan(q))).toContain("Whse = 'WEST'");
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
    });
  });
  describe('"how many <a value> rows"', () => {
    it('counts the records, not a quantity of the value', () => {
      // Was the sum of quantity on hand at 0.83: "rows" is no noun of the catalog.
      const q = 'how many EAST records have nothing on hand';
      expect(plan(q).aggregate?.measures[0]?.fn).toBe('count');
      expect(filter(plan(q))).toContain("Whse = 'EAST'");
    });

    it('leaves "how many <an item>" a quantity of the item', () => {
      expect(plan('how many IT-10000 do we have').aggregate?.measures[0]?.fn).toBe('sum');
    });
  });
});
