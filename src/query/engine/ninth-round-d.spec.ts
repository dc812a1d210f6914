import {
  specEngine,
  specReader,
  filterText as filter,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, ninth round, tuner D): dates and periods found read with confidence and
 * wrong by probing. A span counted ahead from today ("two weeks from now") is a day; a phrase of
 * motion ("went out", "came in") said of records no customer or vendor is party to says nothing
 * of their date. Asked in words of our own; today is Saturday 2026-11-21.
 */
describe('ninth round (D): dates counted from now, motion of untraded records (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"<span> from now" is the day that far ahead', () => {
    it('"at least" / "more than" such a day bound the date from below', () => {
      expect(filter(plan('jobs starting at least two weeks from now'))).toBe(
        "JschStartDate >= '2026-12-05'",
      );
      expect(filter(plan('jobs finishing more than 10 days from now'))).toBe(
        "JschEndDate > '2026-12-01'",
      );
    });

    it('is a date, not a count of days overdue, on records with a due date', () => {
      expect(filter(plan('purchase orders due at least a week from now'))).toBe(
        "DueDate >= '2026-11-28'",
      );
    });

    it('"from today" alone names that one day', () => {
      expect(filter(plan('customer order lines due 30 days from today'))).toBe(
        "DueDate = '2026-12-21'",
      );
    });
  });

  describe('a phrase of motion on records made among ourselves', () => {
    it('is not read as their usual date with confidence', () => {
      expect(confidence('how many jobs went out in October')).toBeLessThan(0.5);
      expect(confidence('show the jobs that came in this week')).toBeLessThan(0.5);
    });

    it('still reads the date of records traded with a customer', () => {
      expect(filter(plan('invoices that went out in 2025'))).toContain(
        "InvDate BETWEEN '2025-01-01' AND '2025-12-31'",
      );
      expect(filter(plan('customer orders that came in during Q2'))).toBe(
        "OrderDate BETWEEN '2026-04-01' AND '2026-06-30'",
      );
    });
  });
  describe('a period after a comparison of two dates is of the first', () => {
    it('"came in late" / "arrived early" then a period: the received date', () => {
      expect(filter(plan('count the PO lines that arrived late in October'))).toBe(
        "RcvdDate > DueDate AND RcvdDate BETWEEN '2026-10-01' AND '2026-10-31'",
      );
      expect(filter(plan('purchase order lines received early last week'))).toBe(
        "RcvdDate < DueDate AND RcvdDate BETWEEN '2026-11-09' AND '2026-11-15'",
      );
    });

    it('on the records related to the ones asked about, not their own date', () => {
      const p = plan('which suppliers delivered late last month');
      expect(p.ido).toBe('SLVendors');
      expect(relationFilter(p)).toBe(
        "RcvdDate > DueDate AND RcvdDate BETWEEN '2026-10-01' AND '2026-10-31'",
      );
    });
  });
  describe('a noun of time beside a period narrows it to a part not read', () => {
    it('"this time last year" is not answered as the whole year', () => {
      expect(confidence('customer orders at this time last year')).toBeLessThan(0.5);
      expect(confidence('what did we invoice this point last month')).toBeLessThan(0.5);
    });

    it('a period alone is still read', () => {
      expect(filter(plan('customer orders last year'))).toBe(
        "OrderDate BETWEEN '2025-01-01' AND '2025-12-31'",
      );
    });
  });
});
