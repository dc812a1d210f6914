import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, eighteenth round, tuner D): negations lost, and sums against counts.
 * Questions of our own, not the
 * evaluation's.
 */
describe('eighteenth round (D): "never", what is owed, groups of one (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"never" before a participle naming a figure the records keep themselves', () => {
    it('denies that figure, as "not" does', () => {
      // Was QtyShipped > 0 at 0.39-0.43 with "never" unread: the lines that did ship.
      for (const q of [
        'customer order lines that never shipped',
        'co lines never shipped',
        'sales order lines that have never been shipped',
        'order lines that were never shipped',
      ]) {
        expect(plan(q).ido).toBe('SLCoitems');
        expect(filter(plan(q))).toBe('QtyShipped <= 0');
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      }
      // With another condition beside it.
      expect(filter(plan('open order lines that never shipped'))).toBe(
        "Stat IN ('P', 'O') AND QtyShipped <= 0",
      );
    });

    it('leaves "never" said of related records, and the plain participle, as they were', () => {
      // Negative: the participle alone is the lines where some shipped.
      expect(filter(plan('order lines that shipped'))).toBe('QtyShipped > 0');
      // Negative: items keep no shipped quantity; "never" is about their order lines.
      const items = plan('items never sold');
      expect(items.ido).toBe('SLItems');
      expect(items.relations.some((r) => r.negated)).toBe(true);
      // Negative: a status word of the records keeps its own reading of "never" (a guess).
      expect(confidence('PO lines never received')).toBeLessThan(0.5);
      // Negative: "not yet" keeps its reading (some still to ship).
      expect(filter(plan('order lines that have not shipped yet'))).toBe('QtyShipped < QtyOrdered');
    });
  });

  describe('records named only by what is owed on them, broken down', () => {
    it('sums what is owed per group rather than counting the records', () => {
      // Was a count of AR rows per customer.
      for (const q of [
        'who owes us money, broken out by customer',
        'who owes us money by customer',
        'who owes money per customer',
        'what is unpaid by customer',
      ]) {
        expect(plan(q).ido).toBe('SLArtrans');
        expect(measures(plan(q))).toBe('sum(Balance)');
        expect(plan(q).aggregate?.groupBy).toContain('CustNum');
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      }
    });

    it('still counts records the question names in the plural', () => {
      // Negative: invoices named and counted.
      for (const q of ['unpaid invoices by customer', 'how many invoices are unpaid by customer']) {
        expect(measures(plan(q))).toBe('count(*)');
      }
    });
  });

  describe('"broken out by"', () => {
    it('groups as "broken down by" does', () => {
      expect(plan('open PO value broken out by vendor').aggregate?.groupBy).toContain('VendNum');
    });
  });
});
