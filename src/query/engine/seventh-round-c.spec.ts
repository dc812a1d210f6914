import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
  relationFilterText as relationFilter,
  SPEC_TODAY,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, seventh round, tuner C): which date a period falls on. A verb that says
 * which date a period is of must be read as that date, wherever the catalog keeps it, and not
 * fall back on the date the records were made. Asked in words of our own; expectations come
 * from the catalog and shared/nl-examples.md. The threshold is the shipped default.
 */
describe('seventh round (C): which date a period falls on (#17)', () => {
  let engine: NlEngine;
  const { plan, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"arrived" is the day goods were received (general English over the catalog)', () => {
    it('reads the PO lines received then, for the POs, not the POs ordered then', () => {
      const p = plan('purchase orders that arrived last week');
      expect(p.ido).toBe('SLPos');
      expect(filter(p)).not.toContain('OrderDate');
      expect(p.relations[0]?.target.ido).toBe('SLPoItems');
      expect(relationFilter(p)).toBe("RcvdDate BETWEEN '2026-11-09' AND '2026-11-15'");
    });

    it('reads the received date of lines asked about directly', () => {
      const p = plan('PO lines that arrived yesterday');
      expect(p.ido).toBe('SLPoItems');
      expect(filter(p)).toBe("RcvdDate = '2026-11-20'");
    });

    it('counts the POs with a line received in the period', () => {
      const p = plan('how many POs arrived last month');
      expect(p.ido).toBe('SLPos');
      expect(measures(p)).toBe('count(*)');
      expect(relationFilter(p)).toBe("RcvdDate BETWEEN '2026-10-01' AND '2026-10-31'");
    });

    it('refuses it of records that are never received (customer orders, invoices)', () => {
      expect(refused('customer orders that arrived this week')).toBe(true);
      expect(refused('invoices that arrived last month')).toBe(true);
    });

    it('leaves other verbs of a record made on its order date alone', () => {
      expect(filter(plan('POs raised last month'))).toBe(
        "OrderDate BETWEEN '2026-10-01' AND '2026-10-31'",
      );
    });
  });
  describe('an amount of records booked on a date that looks back, answered on lines', () => {
    it('refuses a period read on the lines\' due date for "sales" of an item', () => {
      expect(refused('total sales of IT-10000 in October')).toBe(true);
      expect(refused('sales by item this year')).toBe(true);
    });

    it('keeps it where the orders themselves answer, on their order date', () => {
      const p = plan('sales in Texas this year');
      expect(p.ido).toBe('SLCos');
      expect(filter(p)).toBe("OrderDate BETWEEN '2026-01-01' AND '2026-11-21'");
      expect(measures(p)).toBe('sum(Price)');
      // Read on the orders' date still, but no longer answered (thirteenth round): the orders
      // summed hold other items' lines too (total-of-other.ts, sumOfDocumentsPickedByLines).
      const o = engine.interpret('revenue from IT-10001 last quarter', SPEC_TODAY, 0);
      expect(o.kind).toBe('plan');
      if (o.kind !== 'plan') return;
      expect(o.plan.ido).toBe('SLCos');
      expect(filter(o.plan)).toBe("OrderDate BETWEEN '2026-07-01' AND '2026-09-30'");
      expect(o.plan.confidence).toBeLessThan(0.5);
    });

    it('leaves a period on lines asked for by their own noun alone', () => {
      expect(filter(plan('sales order lines this month'))).toBe(
        "DueDate BETWEEN '2026-11-01' AND '2026-11-30'",
      );
    });
  });
});
