import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, seventeenth round, tuner C): sales orders, shipping and receivables, as a
 * customer-service clerk, a shipping clerk and an AR clerk type them. Questions of our own, not
 * the evaluation's.
 */
describe('seventeenth round (C): sales, shipping and receivables (#17)', () => {
  let engine: NlEngine;
  const { plan, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a quantity opening the question, with a place that keys other records', () => {
    it('adds the quantity up over the lines the place picks', () => {
      // Was the order lines listed (0.92): a warehouse keys stock rows, not order lines.
      const q = 'units shipped from WEST last month';
      expect(plan(q).ido).toBe('SLCoitems');
      expect(measures(plan(q))).toBe('sum(QtyShipped)');
      expect(filter(plan(q))).toContain("Whse = 'WEST'");
      expect(measures(plan('qty received into SOUTH this year'))).toBe('sum(QtyReceived)');
    });

    it('stays a list when the place keys the answer records themselves', () => {
      // Negative: on stock rows a warehouse and an item pick one row.
      expect(plan('qty on hand in MAIN for IT-10045').aggregate).toBeUndefined();
      // Negative: a warehouse alone keys stock rows too (one row per item there).
      expect(plan('qty on hand in EAST').aggregate).toBeUndefined();
    });
  });

  describe('"who" with a figure compared, and no noun naming the records', () => {
    it('is refused: the party total is asked, one record at a time is compared', () => {
      // Was AR rows with Balance > 50000 at 0.92.
      expect(refused('who owes us over 25k')).toBe(true);
      expect(refused('who owes more than 40000')).toBe(true);
    });

    it('answers when the records are named or nothing is added up', () => {
      // Negative: "an invoice over" compares one invoice, as the records answered are.
      expect(refused('who has an invoice over 50000')).toBe(false);
      // Negative: anything owed is some balance above zero.
      expect(refused('who owes us money')).toBe(false);
    });
  });

  describe('two words of a catalog phrase typed together, one inflected', () => {
    it('reads them as the phrase', () => {
      // Was "orders" alone read (purchase orders, 0.10).
      expect(plan('salesorders from last week').ido).toBe('SLCos');
      expect(plan('customerorders placed today').ido).toBe('SLCos');
      expect(plan('purchaseorders placed yesterday').ido).toBe('SLPos');
    });

    it('leaves a word no one cut of a phrase names alone', () => {
      // Negative: no catalog phrase is "open order" run together as a noun of records.
      expect(refused('openorderz')).toBe(true);
    });
  });

  describe('records named by an event, ranked by a date', () => {
    it('ranks them by the date of that event', () => {
      // Was ordered by the lines' due date (1.00): "last shipment" is the last one shipped.
      const q = 'most recent shipment to Acme Robotics Group';
      expect(plan(q).orderBy).toEqual([{ property: 'ShipDate', direction: 'desc' }]);
      expect(plan('latest PO receipts').orderBy).toEqual([
        { property: 'RcvdDate', direction: 'desc' },
      ]);
    });

    it('keeps the usual date for records named plainly', () => {
      // Negative: no event names the lines; their usual date ranks them.
      expect(plan('newest customer orders').orderBy).toEqual([
        { property: 'OrderDate', direction: 'desc' },
      ]);
    });
  });

  describe('a property of two kinds of related records, with words naming one of them', () => {
    it('is a guess when read on the kind the question does not name', () => {
      // Was customers with late orders at 1.0: "payments" names AR rows, not orders.
      expect(refused('customers behind on payments')).toBe(true);
      expect(refused('clients late on their payments')).toBe(true);
    });

    it('answers when the kind it is read on is named, or a value is where it is kept', () => {
      // Negative: the orders are named.
      expect(refused('customers with late orders')).toBe(false);
      // Negative: an item's code is kept on the lines bought, whatever else is named.
      expect(refused('which vendors have we bought IT-10000 from')).toBe(false);
    });
  });

  describe("a period on a verb naming a date only the records' lines keep", () => {
    it("is the lines' date, not a guess at the records' own", () => {
      // Was the POs' order date (0.45): the lines keep the received date.
      const q = 'purchase orders received last week';
      expect(plan(q).ido).toBe('SLPos');
      expect(filter(plan(q))).toBe('');
      expect(relationFilter(plan(q))).toBe("RcvdDate BETWEEN '2026-11-09' AND '2026-11-15'");
    });

    it("keeps the records' own date when the verb names it", () => {
      // Negative: "placed" names the orders' own date.
      expect(filter(plan('sales orders placed last week'))).toBe(
        "OrderDate BETWEEN '2026-11-09' AND '2026-11-15'",
      );
    });
  });
});
