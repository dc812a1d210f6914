import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, twelfth round, tuner A): things on order, still awaited, not arrived, not
 * shipped. "On order" said of a named party is the state of that party's orders (still open),
 * on the side the party trades on; what has not arrived is what is short of its ordered
 * quantity. Asked in words of our own; today is Saturday 2026-11-21.
 */
describe('twelfth round (A): on order, still awaited, not arrived (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"on order" said of a named party', () => {
    it('from a vendor: what its purchase orders still have open', () => {
      const p = plan('which parts do we have on order from Acme Steel Corp');
      expect(p.ido).toBe('SLItems');
      expect(p.relations[0]?.target.ido).toBe('SLPoItems');
      expect(relationFilter(p)).toContain("Stat IN ('P', 'O')");
      expect(relationFilter(p)).toContain("VenadrName = 'Acme Steel Corp'");
    });

    it('of a customer: its open customer orders, not its invoices', () => {
      const p = plan('what does Allied Trailer Industries have on order');
      expect(p.ido).toBe('SLCos');
      expect(filter(p)).toBe("Stat IN ('O', 'P')");
      expect(p.relations[0]?.target.ido).toBe('SLCustomers');
    });

    it('without a party it is still the stock on order', () => {
      const p = plan('total qty on order in the EAST warehouse');
      expect(p.ido).toBe('SLItemwhses');
      expect(measures(p)).toBe('sum(QtyOrdered)');
      expect(confidence('how much IT-10001 is on order')).toBeGreaterThanOrEqual(0.5);
    });

    it('a quantity on order asked of a vendor is not the count or value of its open orders', () => {
      expect(
        confidence('how many units of IT-10000 are on order from Acme Steel Corp'),
      ).toBeLessThan(0.5);
      expect(confidence('how much is on order from Acme Steel Corp')).toBeLessThan(0.5);
      const count = plan('how many POs are on order from Acme Steel Corp');
      expect(count.ido).toBe('SLPos');
      expect(filter(count)).toBe("Stat IN ('P', 'O') AND VendorName = 'Acme Steel Corp'");
    });
  });
});
