import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fourteenth round, tuner C): dates, periods, comparisons between columns and
 * aggregate-vs-record. Questions of our own (today is 2026-11-21), not the evaluation's.
 */
describe('fourteenth round (C): dates and periods (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a range from now to the end of a period said as "<period> end"', () => {
    it('runs from today to that end, not today alone', () => {
      // Was DueDate = today at 0.1: "year end" after "and" was not read as a date.
      expect(filter(plan('PO lines due between today and year end'))).toBe(
        "DueDate BETWEEN '2026-11-21' AND '2026-12-31'",
      );
      expect(filter(plan('customer orders due between now and month end'))).toBe(
        "DueDate BETWEEN '2026-11-21' AND '2026-11-30'",
      );
      expect(filter(plan('jobs ending from today to quarter end'))).toBe(
        "JschEndDate BETWEEN '2026-11-21' AND '2026-12-31'",
      );
      expect(confidence('PO lines due between today and year end')).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('"from now" opens a range', () => {
    it('to a named day', () => {
      // Was DueDate <= '2026-12-25' at 1.0: "from now" dropped.
      expect(filter(plan('PO lines due from now until Christmas'))).toBe(
        "DueDate BETWEEN '2026-11-21' AND '2026-12-25'",
      );
    });

    it('or with nothing after it, or "on", from that day on', () => {
      // Was DueDate = today at 1.0: "from today on" read as today alone.
      expect(filter(plan('orders due from today on'))).toBe("DueDate >= '2026-11-21'");
      expect(filter(plan('PO lines due from December onwards'))).toBe("DueDate >= '2026-12-01'");
      expect(filter(plan('orders due from now'))).toBe("DueDate >= '2026-11-21'");
    });

    it('or closes one "between" opened', () => {
      // Was OrderDate = 1 January at 0.36: "now" after "and" was no date.
      expect(filter(plan('customer orders booked between the start of the year and now'))).toBe(
        "OrderDate BETWEEN '2026-01-01' AND '2026-11-21'",
      );
    });

    it('leaves "from today" alone as that day', () => {
      expect(filter(plan('orders from today'))).toBe("OrderDate = '2026-11-21'");
    });
  });

  describe('a date column said to have passed, or to lie ahead', () => {
    it('is before today once passed', () => {
      // Was the open state alone at 0.72 ("already passed" unread, the date lost).
      expect(filter(plan('released jobs whose start date has already passed'))).toBe(
        "Stat = 'R' AND JschStartDate < '2026-11-21'",
      );
      expect(filter(plan('PO lines whose due date already passed'))).toBe("DueDate < '2026-11-21'");
      expect(filter(plan('customer orders with a due date in the past'))).toBe(
        "DueDate < '2026-11-21'",
      );
    });

    it('is after today while ahead, and today or later while it has not passed', () => {
      expect(filter(plan('jobs whose end date is still ahead'))).toBe("JschEndDate > '2026-11-21'");
      expect(filter(plan('PO lines with a due date in the future'))).toBe("DueDate > '2026-11-21'");
      expect(filter(plan('jobs whose start date has not passed yet'))).toBe(
        "JschStartDate >= '2026-11-21'",
      );
    });

    it('leaves "in the past 30 days" a window', () => {
      expect(filter(plan('customer orders placed in the past 30 days'))).toBe(
        "OrderDate BETWEEN '2026-10-22' AND '2026-11-21'",
      );
    });

    it('reads nothing when no date column stands before the words: refused', () => {
      expect(confidence('jobs that already passed')).toBeLessThan(0.5);
    });
  });

  describe('the highest or lowest amount "on any" / "for any" of the records', () => {
    it('is that one value, as "of any" is', () => {
      // Was the top record at 1.0: "on any" and "for any" did not say "over them all".
      expect(measures(plan('what is the highest unit cost on any item'))).toBe('max(UnitCost)');
      expect(measures(plan('the biggest credit limit for any customer'))).toBe('max(CreditLimit)');
      const p = plan('shortest lead time on any purchased item');
      expect(measures(p)).toBe('min(LeadTime)');
      expect(filter(p)).toBe("PMTCode = 'P'");
    });

    it('leaves the record with the highest amount a record', () => {
      const p = plan('which item has the highest unit cost');
      expect(measures(p)).toBe('');
      expect(p.limit).toBe(1);
    });
  });

  describe('"highest days overdue": the count of days is what is ranked', () => {
    it('is the maximum of the days, not the largest amount of the overdue records', () => {
      // Was DaysPastDue > 0 ranked by Amount at 1.0: "days overdue" read as the overdue flag.
      expect(measures(plan('highest days past due on any invoice'))).toBe('max(DaysPastDue)');
      const p = plan('which open PO has the highest days overdue');
      expect(p.orderBy.map((o) => o.property)).toEqual(['DaysOverdue']);
    });

    it('keeps "the largest overdue invoice" ranked by its amount', () => {
      const p = plan('largest overdue invoice');
      expect(p.orderBy.map((o) => o.property)).toEqual(['Amount']);
      expect(filter(p)).toBe("DaysPastDue > 0 AND Type = 'I'");
    });
  });

  describe('the current year named by its number', () => {
    it('runs to today for dates that look back, as "this year" does', () => {
      // Was the whole of 2026 for a creation date, which counted records dated after today.
      expect(filter(plan('PO lines received in 2026'))).toBe(
        "RcvdDate BETWEEN '2026-01-01' AND '2026-11-21'",
      );
      expect(filter(plan('customer orders booked in 2026'))).toBe(
        "OrderDate BETWEEN '2026-01-01' AND '2026-11-21'",
      );
    });

    it('is the whole year for dates ahead, and for any other year', () => {
      expect(filter(plan('PO lines due in 2026'))).toBe(
        "DueDate BETWEEN '2026-01-01' AND '2026-12-31'",
      );
      expect(filter(plan('customer orders booked in 2025'))).toBe(
        "OrderDate BETWEEN '2025-01-01' AND '2025-12-31'",
      );
    });
  });

  describe("a column compared with a related record's column, named by a possessive", () => {
    it('is refused: the plan compares two columns of the records themselves', () => {
      // Was LineAmount > ItemCost at 0.85: "the item's cost" read as the line's own item cost.
      expect(confidence("PO lines costing more than the item's cost")).toBeLessThan(0.5);
    });

    it("leaves the records' own possessive, and the records asked about, confident", () => {
      expect(
        confidence("open PO lines where the line's received qty is less than ordered"),
      ).toBeGreaterThanOrEqual(0.5);
      expect(
        confidence("items where the item's on hand is below the reorder point"),
      ).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('"the last day of" / "the first day of" a period', () => {
    it('is that edge of the period, as "the end of" is', () => {
      // Was the day before today to today at 0.76: "last day" read as a rolling window.
      expect(filter(plan('PO lines due on the last day of the quarter'))).toBe(
        "DueDate = '2026-12-31'",
      );
      expect(filter(plan('customer orders due on the first day of next month'))).toBe(
        "DueDate = '2026-12-01'",
      );
    });

    it('leaves "in the last day" a window', () => {
      expect(filter(plan('customer orders placed in the last day'))).toBe(
        "OrderDate BETWEEN '2026-11-20' AND '2026-11-21'",
      );
    });
  });

  describe('"not" between a date property and its comparison', () => {
    it("negates the comparison of that property, not of the records' main date", () => {
      // Was JobDate >= today and InvDate <= today at 1.0: the property named was dropped.
      expect(filter(plan('jobs whose start date is not before today'))).toBe(
        "JschStartDate >= '2026-11-21'",
      );
      expect(filter(plan('PO lines whose due date is not after today'))).toBe(
        "DueDate <= '2026-11-21'",
      );
      expect(filter(plan('customer orders whose due date is not in the past'))).toBe(
        "DueDate >= '2026-11-21'",
      );
    });
  });
});
