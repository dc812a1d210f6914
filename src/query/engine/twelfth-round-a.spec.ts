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

    it('of a customer: its open customer order lines, not its invoices', () => {
      const p = plan('what does Allied Trailer Industries have on order');
      expect(p.ido).toBe('SLCoitems');
      expect(filter(p)).toBe("Stat IN ('P', 'O')");
      expect(p.relations[0]?.target.ido).toBe('SLCos');
    });

    it('"anything" before it stands for what is on order', () => {
      const p = plan('is anything still on order from Great Lakes Plastics Inc');
      expect(p.ido).toBe('SLPoItems');
      expect(filter(p)).toBe("Stat IN ('P', 'O') AND VenadrName = 'Great Lakes Plastics Inc'");
      expect(plan('has Allied Trailer Industries got anything on order').ido).toBe('SLCoitems');
      // Without a party, "anything" is still what the yes-no question asks about.
      expect(confidence('is anything on order for IT-10001')).toBeLessThan(0.5);
    });

    it('the lines, not their header, are what is on order', () => {
      const p = plan('what is on order from Great Lakes Plastics Inc');
      expect(p.ido).toBe('SLPoItems');
      expect(filter(p)).toBe("Stat IN ('P', 'O') AND VenadrName = 'Great Lakes Plastics Inc'");
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
      // Seventeenth round (B): "how much is on order from" a vendor, no quantity named, is the
      // value of its open POs (held-out v14's reading), no longer refused.
      const value = plan('how much is on order from Acme Steel Corp');
      expect(value.ido).toBe('SLPos');
      expect(filter(value)).toBe("Stat IN ('P', 'O') AND VendorName = 'Acme Steel Corp'");
      expect(measures(value)).toBe('sum(PoCost)');
      expect(confidence('on order qty by supplier')).toBeLessThan(0.5);
      const count = plan('how many POs are on order from Acme Steel Corp');
      expect(count.ido).toBe('SLPos');
      expect(filter(count)).toBe("VendorName = 'Acme Steel Corp'");
      expect(relationFilter(count)).toBe("Stat IN ('P', 'O')");
    });
  });

  describe('what has not arrived yet', () => {
    it('is short of its ordered quantity, as "not received yet" is', () => {
      for (const q of [
        'PO lines that have not arrived yet',
        'po lines yet to arrive',
        'purchase order lines still to arrive from Acme Steel Corp',
      ]) {
        const p = plan(q);
        expect(p.ido).toBe('SLPoItems');
        expect(filter(p)).toContain('QtyReceived < QtyOrdered');
      }
    });

    it('a bare "not arrived" before a period is still of the received date', () => {
      const p = plan('po lines that have not arrived last week');
      expect(filter(p)).not.toContain('QtyReceived');
      expect(filter(p)).toContain('RcvdDate NOT BETWEEN');
    });
  });

  describe('"nothing shipped" said of orders', () => {
    it('is the orders with no line that shipped any', () => {
      const p = plan('customer orders where nothing has shipped');
      expect(p.ido).toBe('SLCos');
      expect(p.relations[0]?.negated).toBe(true);
      expect(p.relations[0]?.target.ido).toBe('SLCoitems');
      expect(relationFilter(p)).toBe('QtyShipped <> 0');
    });

    it('said of the lines, it is a quantity of zero', () => {
      expect(filter(plan('order lines where nothing has shipped'))).toBe('QtyShipped = 0');
    });
  });

  describe('"not" said of orders, read on their lines', () => {
    it('is a guess: some line in the other state is not the order in it', () => {
      expect(
        confidence('the vendor orders that were due before today but have not arrived'),
      ).toBeLessThan(0.5);
      expect(confidence("purchase orders that haven't arrived")).toBeLessThan(0.5);
    });

    it('said of the lines named, it is read as before', () => {
      const p = plan("POs with lines that haven't arrived");
      expect(p.ido).toBe('SLPos');
      expect(relationFilter(p)).toBe('RcvdDate IS NULL');
    });
  });

  describe('a vendor we are still waiting on', () => {
    it('has open PO lines (for the things named), not a balance owed', () => {
      const p = plan('which vendors are we still waiting on for ELEC parts');
      expect(p.ido).toBe('SLVendors');
      expect(p.relations[0]?.target.ido).toBe('SLPoItems');
      expect(relationFilter(p)).toBe("Stat IN ('P', 'O')");
      expect(p.relations[0]?.target.relations[0]?.target.ido).toBe('SLItems');
    });

    it('said under a negation, is not read as a state of some of its lines', () => {
      expect(confidence('suppliers we are not waiting on')).toBeLessThan(0.5);
      expect(confidence('vendors with nothing on order')).toBeLessThan(0.5);
      expect(confidence('parts not on order from Acme Steel Corp')).toBeLessThan(0.5);
    });
  });
});
