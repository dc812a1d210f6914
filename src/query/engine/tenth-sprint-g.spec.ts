import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, tenth-round sprint, tuner G): confident wrong answers found by asking the
 * demo data everyday questions of our own. Today is Saturday 2026-11-21.
 */
describe('tenth sprint (G): fresh probing (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"past due by <a party>": the "by" groups unless an amount or a date follows', () => {
    it('groups the records by the party named after it', () => {
      for (const q of [
        'total receivables past due by customer',
        'open balance past due by client',
        'number of invoices past due by customer',
      ]) {
        const p = plan(q);
        expect(p.ido).toBe('SLArtrans');
        expect(filter(p)).toContain('DaysPastDue > 0');
        expect(p.aggregate?.groupBy).toContain('CustNum');
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      }
      const lines = plan('po lines past due by vendor');
      expect(lines.ido).toBe('SLPoItems');
      expect(lines.aggregate?.groupBy).toContain('VenadrName');
    });

    it('keeps "by" as the margin before a number and as "on or before" before a date', () => {
      const margin = plan('invoices past due by more than 30 days');
      expect(filter(margin)).toContain('DaysPastDue > 30');
      expect(margin.aggregate).toBeUndefined();
      expect(filter(plan('purchase orders due by friday'))).toBe("DueDate <= '2026-11-27'");
      expect(measures(plan('how many customer orders are late by over 10 days'))).toBe('count(*)');
    });
  });
  describe('"balance past due": the lateness word after a field describes the records', () => {
    it('is the past-due condition, not one more column', () => {
      for (const q of [
        'open balance past due by client',
        'unpaid balance overdue per customer',
        'what is the total balance past due',
      ]) {
        const p = plan(q);
        expect(p.ido).toBe('SLArtrans');
        expect(filter(p)).toContain('DaysPastDue > 0');
        expect(measures(p)).toBe('sum(Balance)');
      }
      expect(filter(plan('po cost overdue by vendor'))).toContain('DaysOverdue > 0');
      expect(filter(plan('order value late per customer'))).toContain('DaysLate > 0');
    });

    it('keeps a list of fields joined by "and" or commas, and "days overdue" as a column', () => {
      const listed = plan('invoice number, balance and days past due');
      expect(filter(listed)).not.toContain('DaysPastDue');
      expect(listed.fields).toContain('DaysPastDue');
      const noun = plan('po number due date days overdue');
      expect(noun.fields).toContain('DaysOverdue');
    });
  });
  describe('"total quantity on released jobs": a status before the noun is no quantity', () => {
    it('filters the records by the status and sums their quantity', () => {
      for (const q of [
        'total quantity on released jobs for IT-10045',
        'how much qty is on released work orders',
        'sum of the quantity of released jobs in MAIN',
      ]) {
        const p = plan(q);
        expect(p.ido).toBe('SLJobs');
        expect(filter(p)).toContain("Stat = 'R'");
        expect(p.aggregate?.measures[0].fn).toBe('sum');
      }
      const done = plan('total quantity of completed jobs');
      expect(filter(done)).toContain("Stat = 'C'");
    });

    it('still names the quantity when the word is said of the quantity', () => {
      const p = plan('total released quantity on jobs for IT-10045');
      expect(measures(p)).toBe('sum(QtyReleased)');
      expect(filter(p)).not.toContain('Stat');
      expect(measures(plan('total qty ordered on open po lines'))).toBe('sum(QtyOrdered)');
    });
  });
});
