import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fifteenth round, tuner I): dates said as clauses ("since the year began")
 * and date properties said to fall in a period. Questions of our own, not the evaluation's.
 */
describe('fifteenth round (I): dates said as clauses (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"since the <period> began / started"', () => {
    it('is from the current period\'s first day, as "since the start of" is', () => {
      // Was no date at all (every row, refused): the clause named no date the reader knew.
      const q = 'purchase orders since the month started';
      expect(filter(plan(q))).toBe("OrderDate BETWEEN '2026-11-01' AND '2026-11-21'");
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      expect(filter(plan('invoices dated since the year began'))).toContain(
        "InvDate BETWEEN '2026-01-01' AND '2026-11-21'",
      );
    });

    it('is the same day after another word that takes a date', () => {
      expect(filter(plan('orders whose due date fell before the quarter began'))).toBe(
        "DueDate < '2026-10-01'",
      );
    });

    it('dates nothing without a word that takes a date before it', () => {
      expect(confidence('the quarter began with which orders')).toBeLessThan(0.5);
    });
  });

  describe('a date property said to fall in a period', () => {
    it('is that date compared with the period, as "was in" says', () => {
      // Was the job's own date at 0.48: "fell" between the property and the period hid it.
      const q = 'orders whose due date fell in the last 8 weeks';
      expect(filter(plan(q))).toBe("DueDate BETWEEN '2026-09-26' AND '2026-11-21'");
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      expect(filter(plan('jobs whose start date falls within next month'))).toBe(
        "JschStartDate BETWEEN '2026-12-01' AND '2026-12-31'",
      );
    });

    it('leaves a change of an amount ("fell in October") a guess', () => {
      // "fell" after a number is a change over time, which no filter on one record reads.
      expect(confidence('items whose cost fell in october')).toBeLessThan(0.5);
      expect(confidence('sales fell in october')).toBeLessThan(0.5);
    });
  });

  describe('"who has bought X": the buying verb after an auxiliary', () => {
    it('asks for the customers who bought it, as "who bought X" does', () => {
      // Was the item itself (a purchased one) at 0.15: only "who" right before the verb read.
      const q = 'who has purchased IT-10002';
      expect(plan(q).ido).toBe('SLCustomers');
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
    });

    it('stays the vendors when we are the buyer', () => {
      expect(plan('who have we purchased IT-10002 from').ido).toBe('SLVendors');
    });
  });
});
