import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fourteenth round, tuner H): counts, possessive parties and stock-row
 * conditions. Questions of our own, not the evaluation's.
 */
describe('fourteenth round (H): counts before described records (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a count before a known value and the noun of the records', () => {
    it('keeps that many of the records the value describes', () => {
      // Was no cut at 0.33: a state or city between the number and the noun left it unread.
      const q = '2 California vendors';
      expect(filter(plan(q))).toBe("VadState = 'CA'");
      expect(plan(q).limit).toBe(2);
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      expect(plan('show 3 Texas customers').limit).toBe(3);
    });

    it('is the cut of a ranking said after the records', () => {
      // Was the whole sorted list at 0.46: the top N lost.
      const q = '4 Ohio customers with the largest credit limit';
      expect(filter(plan(q))).toBe("CustSeq = 0 AND State = 'OH'");
      expect(plan(q).limit).toBe(4);
      expect(plan(q).orderBy).toEqual([{ property: 'CreditLimit', direction: 'desc' }]);
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
    });

    it('leaves a count stated as a fact to check guessed', () => {
      expect(confidence('so 3 Texas customers are on hold?')).toBeLessThan(0.5);
    });
  });

  describe('"nothing" right before a quantity of the records', () => {
    it('is that quantity at zero, as "zero" is', () => {
      // Was the condition lost (every row at 0.09-0.31): "nothing" is no catalog word.
      expect(filter(plan('stock rows that have nothing on order'))).toBe('QtyOrdered = 0');
      expect(confidence('stock rows that have nothing on order')).toBeGreaterThanOrEqual(0.5);
      // Was QtyAllocCo > 0 (the opposite) at 0.16.
      expect(filter(plan('stock with nothing allocated'))).toBe('QtyAllocCo = 0');
    });

    it('is not carried to other records through a related one', () => {
      // "zero on order" of PO lines reaches them through their items' stock rows; "nothing"
      // does not say so: left as it was (refused).
      expect(confidence('purchase order lines with nothing on order')).toBeLessThan(0.5);
    });

    it('keeps other conditions beside it', () => {
      expect(filter(plan('items below reorder point with nothing on order'))).toBe(
        'QtyOnHand < QtyReorder AND QtyOrdered = 0',
      );
    });
  });

  describe('a share or a multiple of a figure, with no comparison word before it', () => {
    it('is refused: a filter has no arithmetic', () => {
      // Was QtyOnHand = 3 at 0.79: the multiple read as the figure's value.
      expect(confidence('stock rows where on hand is 3 times the reorder point')).toBeLessThan(0.5);
      // Was QtyOnHand = 150 at 0.92.
      expect(confidence('stock on hand at 150% of reorder point')).toBeLessThan(0.5);
      // Was the warehouse alone at 0.72, the multiple dropped.
      expect(confidence('stock in EAST double the reorder point')).toBeLessThan(0.5);
    });

    it('leaves a share word before no figure as it was', () => {
      expect(filter(plan('open POs over 10k'))).toBe("Stat IN ('P', 'O') AND PoCost > 10000");
    });
  });

  describe('a count before the owners of the records asked for', () => {
    it('is a guess: the number counts the owners, which no cut picks', () => {
      // Was the first 10 orders at 1.0 (the orders of any number of customers).
      expect(confidence("10 customers' orders")).toBeLessThan(0.5);
      expect(confidence("4 Ohio customers' open orders")).toBeLessThan(0.5);
    });

    it('leaves a count of the records themselves as it was', () => {
      expect(plan('5 customer orders').limit).toBe(5);
      expect(confidence('5 customer orders')).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe("an order by a quantity the records' details picked by a condition also have", () => {
    it("is a guess: the record's total or the picked details' figure", () => {
      // Was ordered by the item's total over every warehouse at 1.0, the warehouse named aside.
      expect(confidence('steel items in WEST with the most on hand')).toBeLessThan(0.5);
    });

    it('leaves figures that are not quantities, and parents picked, as they were', () => {
      expect(confidence('vendors with late POs sorted by name')).toBeGreaterThanOrEqual(0.5);
      expect(confidence('items with open PO lines sorted by unit cost')).toBeGreaterThanOrEqual(
        0.5,
      );
    });
  });

  describe('"top N" before the records and a superlative saying by what', () => {
    it('is the cut of that ranking, in its direction', () => {
      // Was the records' usual ranking (sales at 1.0, or unit cost DESC): the superlative lost.
      const low = plan('top 5 items having the lowest unit cost');
      expect(low.orderBy).toEqual([{ property: 'UnitCost', direction: 'asc' }]);
      expect(low.limit).toBe(5);
      const tx = plan('top 3 customers in Texas with the largest credit limit');
      expect(filter(tx)).toBe("CustSeq = 0 AND State = 'TX'");
      expect(tx.orderBy).toEqual([{ property: 'CreditLimit', direction: 'desc' }]);
      expect(tx.limit).toBe(3);
    });

    it('holds with "of our" between', () => {
      // Was the customers' sales at 1.0.
      expect(plan('top 4 of our customers with the smallest credit limit').orderBy).toEqual([
        { property: 'CreditLimit', direction: 'asc' },
      ]);
    });

    it('leaves "top N" with nothing after it as the usual ranking', () => {
      expect(plan('top 5 customers').limit).toBe(5);
      expect(confidence('top 5 customers')).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('a catalog word followed by a plain noun of records ("stock rows")', () => {
    it('is plural: the records listed or cut, not the one extreme record', () => {
      // Was one row (top 1) at 1.0, and "top 5 … lowest" ordered highest first.
      expect(plan('inventory rows with the lowest on hand').limit).toBeUndefined();
      const top = plan('top 4 stock rows with the lowest on hand');
      expect(top.orderBy).toEqual([{ property: 'QtyOnHand', direction: 'asc' }]);
      expect(top.limit).toBe(4);
    });
  });
});
