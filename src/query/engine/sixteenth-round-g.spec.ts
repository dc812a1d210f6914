import {
  specEngine,
  specReader,
  filterText as filter,
  relationFilterText,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, sixteenth round, tuner G): "only" said of the records a per-place record
 * stands for, sums ranked over related lines. Questions of our own, not the evaluation's.
 */
describe('sixteenth round (G): "only" and ranked sums over lines (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"only" beside a condition on the record a stock row refers to', () => {
    it('narrows the stock rows: the item is the same on each of its rows', () => {
      // Was 0.20: "only" read as "stocked nowhere else" and as "every related record".
      const q = 'MAIN items below their reorder point, FAST only';
      expect(filter(plan(q))).toBe("Whse = 'MAIN' AND QtyOnHand < QtyReorder");
      expect(relationFilterText(plan(q))).toBe("ProductCode = 'FAST'");
      expect(confidence('items below reorder in EAST, only FAST')).toBeGreaterThanOrEqual(0.5);
    });

    it('stays a guess said of where the items are stocked, or of many related records', () => {
      // Negative: "only" beside the place asks for items stocked nowhere else.
      expect(confidence('items stocked at MAIN only')).toBeLessThan(0.5);
      expect(confidence('items below reorder, MAIN only')).toBeLessThan(0.5);
      // Negative: each vendor has many POs; "only closed" asks of every one.
      expect(confidence('vendors having only closed POs')).toBeLessThan(0.5);
      expect(confidence('customers with only open orders')).toBeLessThan(0.5);
    });
  });

  describe('a stock verb with a number', () => {
    it('picks, of records that fit alike, those that keep a quantity on hand', () => {
      // Was 0.45: stock rows and PO lines both have a warehouse and a quantity.
      expect(filter(plan('warehouse records that hold fewer than 10 units'))).toBe(
        'QtyOnHand < 10',
      );
      expect(plan('warehouse entries carrying above 2500 units').ido).toBe('SLItemwhses');
    });

    it('leaves a noun that names the records, and a bare "with", as they were', () => {
      // Negative: PO lines named keep their own quantity.
      expect(filter(plan('PO lines holding more than 500 units'))).toBe('QtyOrdered > 500');
      // Negative: "with" is no stock verb; which records were meant is still a guess.
      expect(confidence('warehouse rows with more than 40000 units')).toBeLessThan(0.5);
      // Negative: places said in the plural may hold it all together, a sum per place.
      expect(confidence('which warehouses hold more than 20000 units')).toBeLessThan(0.5);
    });
  });
});
