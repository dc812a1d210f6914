import {
  specEngine,
  specReader,
  filterText as filter,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, thirteenth round, tuner B): conditions on related records, stock rows,
 * product lines and regions. Today is Saturday 2026-11-21.
 */
describe('thirteenth round (B): related records, stock rows, product lines, regions (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('having "something" or "anything" on hand', () => {
    it('is a quantity on hand above zero, kept beside a related condition', () => {
      // Was the items' condition alone at 0.65: "something" unread, the stock row's own
      // quantity dropped.
      const stock = plan('stock rows of discontinued items that still have anything on hand');
      expect(filter(stock)).toBe('QtyOnHand > 0');
      expect(relationFilter(stock)).toBe("Stat = 'O'");
      expect(confidence('stock rows of discontinued items that still have anything on hand')).toBe(
        1,
      );
      expect(filter(plan('stock records with something in stock'))).toBe('QtyOnHand > 0');
      expect(filter(plan('items with something on hand'))).toBe('DerQtyOnHand > 0');
    });

    it('is denied as nothing on hand', () => {
      expect(filter(plan('stock rows without anything on hand'))).toBe('QtyOnHand <= 0');
    });
  });

  describe('"at or above" a property or a number', () => {
    it('is >= the reorder point', () => {
      // Was no condition at 0.21: "at or above" was not a comparison.
      expect(filter(plan('stock records at or above the reorder point'))).toBe(
        'QtyOnHand >= QtyReorder',
      );
      expect(filter(plan('PO lines where received is at or above ordered'))).toBe(
        'QtyReceived >= QtyOrdered',
      );
      expect(filter(plan('items with unit cost at or above 500'))).toBe('UnitCost >= 500');
    });

    it('is not taken by a place phrase that ends in "at"', () => {
      // "sitting at" (a place) took the "at" of "at or above": the comparison was lost.
      const sitting = plan('FAST item stock sitting at or over their reorder point');
      expect(filter(sitting)).toBe('QtyOnHand >= QtyReorder');
      expect(relationFilter(sitting)).toBe("ProductCode = 'FAST'");
      expect(filter(plan('stock sitting at MAIN'))).toBe("Whse = 'MAIN'");
      expect(filter(plan('stock rows sitting below the reorder point'))).toBe(
        'QtyOnHand < QtyReorder',
      );
    });
  });

  describe('a distribution center', () => {
    it('is a warehouse', () => {
      // Was Whse = 'EAST' at 0.21: "DC" unread.
      expect(filter(plan('stock records at the EAST DC'))).toBe("Whse = 'EAST'");
      expect(confidence('stock records at the EAST DC')).toBeGreaterThanOrEqual(0.5);
      expect(filter(plan('stock in the SOUTH distribution center'))).toBe("Whse = 'SOUTH'");
    });
  });

  describe('a region of the world or of the US', () => {
    it('names every member the data holds, read together as IN', () => {
      // Was no condition at 0.28: "European" unread. The spec's vendors are in the USA and
      // Canada, customers in eight states.
      const northAmerican = plan('North American suppliers');
      expect(filter(northAmerican)).toBe("VadCountry IN ('Canada', 'USA')");
      expect(confidence('North American suppliers')).toBe(1);
      expect(filter(plan('clients in the Midwest'))).toBe(
        "CustSeq = 0 AND State IN ('IN', 'MI', 'OH')",
      );
      expect(filter(plan('how many West Coast customers'))).toBe("CustSeq = 0 AND State = 'CA'");
    });

    it('reaches records through their party', () => {
      const lines = plan('purchase order lines from North American suppliers');
      expect(lines.ido).toBe('SLPoItems');
      expect(relationFilter(lines)).toBe("VadCountry IN ('Canada', 'USA')");
    });

    it('is negated as a whole', () => {
      expect(filter(plan('customers outside the Midwest'))).toMatch(
        /State NOT IN \('IN', 'MI', 'OH'\)/,
      );
    });

    it('of which the data holds no member is not read', () => {
      expect(confidence('European suppliers')).toBeLessThan(0.5);
    });
  });
});
