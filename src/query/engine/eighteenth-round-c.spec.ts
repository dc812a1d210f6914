import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, eighteenth round, tuner C): rankings and averages whose figure lives on the
 * lines of one trade while the question names the goods, the other trade's party, or the lines'
 * document. Questions of our own, not the evaluation's.
 */
describe('eighteenth round (C): which lines hold the figure ranked or averaged (#17)', () => {
  let engine: NlEngine;
  const { plan, outcome, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('best sellers', () => {
    it('are the goods on our sales lines, not the vendors who sell to us', () => {
      // Was the vendors ranked by PO spend, at 1.0.
      for (const q of [
        'top 5 best sellers by quantity shipped since September 1',
        'our best sellers by quantity shipped this year',
        'top 10 bestsellers by quantity shipped',
      ]) {
        const p = plan(q);
        expect(p.ido).toBe('SLCoitems');
        expect(p.aggregate?.groupBy).toEqual(['Item']);
        expect(measures(p)).toBe('sum(QtyShipped)');
      }
      // Bare, still ranked on the sales lines' figure, never the vendors'.
      for (const q of ['top 5 best sellers', 'our bestsellers this year', 'top sellers last month'])
        expect(plan(q).ido).toBe('SLCoitems');
    });

    it('leaves sellers that are not graded as the vendors', () => {
      // Negative: no grade before the noun; the catalog's word for vendors.
      expect(plan('sellers in Ohio').ido).toBe('SLVendors');
      expect(filter(plan('sellers in Ohio'))).toBe("VadState = 'OH'");
    });
  });

  describe('a verb of trade beside a figure both trades keep', () => {
    it('picks the lines of its side', () => {
      // Was PO lines at 0.20 ("quantity" read as the first lines in the catalog).
      const sold = plan('top 5 items by quantity sold this year');
      expect(sold.ido).toBe('SLCoitems');
      expect(sold.aggregate?.groupBy).toEqual(['Item']);
      expect(confidence('top 5 items by quantity sold this year')).toBeGreaterThanOrEqual(0.5);
      // Was the item's standard cost (0.44), grouped by unit of measure.
      for (const q of [
        'average cost we paid per unit for IT-10045',
        'average price we paid for IT-10045',
      ]) {
        const p = plan(q);
        expect(p.ido).toBe('SLPoItems');
        expect(measures(p)).toBe('avg(ItemCost)');
        expect(p.aggregate?.groupBy).toEqual([]);
        expect(filter(p)).toBe("Item = 'IT-10045'");
      }
      // Was the customer order lines behind invoices "charged", at 0.08.
      const charged = plan('average price we charged for IT-10045');
      expect(charged.ido).toBe('SLCoitems');
      expect(measures(charged)).toBe('avg(PriceConv)');
    });

    it('leaves a kind of record, a party paying, and a unit grouped alone', () => {
      // Negative: "purchased" items are a kind of item (bought, not made), not our deed.
      const cheapest = plan('the 5 cheapest purchased items');
      expect(cheapest.ido).toBe('SLItems');
      expect(filter(cheapest)).toBe("PMTCode = 'P'");
      // Negative: "per unit" after no price still groups by the unit of measure.
      expect(plan('count of items per unit').aggregate?.groupBy).toEqual(['UM']);
      // Negative: without "we", what was paid is the invoices' state.
      expect(plan('paid invoices for Acme Robotics Group').ido).toBe('SLArtrans');
      // Negative: a bare pay per unit is no figure named: stays below the bar.
      expect(confidence('what did we pay per unit for IT-10045')).toBeLessThan(0.5);
    });
  });

  describe('a figure of lines, then their document named', () => {
    it('is the lines of that document', () => {
      // Was the stock rows' quantity on order at 0.45.
      for (const q of [
        'top 5 items by quantity ordered on POs placed last quarter',
        'items by quantity ordered on purchase orders placed last month',
      ]) {
        const p = plan(q);
        expect(p.ido).toBe('SLPoItems');
        expect(measures(p)).toBe('sum(QtyOrdered)');
        expect(p.aggregate?.groupBy).toEqual(['Item']);
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      }
    });

    it('keeps the catalog phrase when the kind of its last word is named in full', () => {
      // Was PO lines per purchase order and warehouse, at 0.09: "on purchase order" is "on order".
      const q =
        'total quantity on purchase order per warehouse for items under their reorder point';
      const p = plan(q);
      expect(p.ido).toBe('SLItemwhses');
      expect(measures(p)).toBe('sum(QtyOrdered)');
      expect(p.aggregate?.groupBy).toEqual(['Whse']);
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      expect(plan('qty on purchase orders in EAST').ido).toBe('SLItemwhses');
      // Negative: goods on customer orders are sold, not on order: never the stock's figure.
      const sold = outcome('quantity on customer order per warehouse');
      expect(sold.kind === 'plan' ? sold.plan.ido : sold.refusal.ido).not.toBe('SLItemwhses');
    });

    it('leaves the figure alone when only the goods are named', () => {
      // Negative: the items are what is grouped, not a document of lines: still a guess.
      expect(confidence('top 5 items by quantity ordered')).toBeLessThan(0.5);
    });
  });
});
