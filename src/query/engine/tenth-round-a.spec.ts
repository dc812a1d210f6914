import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, tenth round, tuner A): dates, typos and statuses. A day named alone on a
 * date that records an event is behind us unless the verb looks ahead (then it is a forecast);
 * a date verb mistyped or written in shorthand still names its date; a day of the month named by
 * its ordinal alone is this month's. Asked in words of our own; today is Saturday 2026-11-21.
 */
describe('tenth round (A): tense of a day named alone, date verbs mistyped or shortened (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a weekday alone on a date that records an event', () => {
    it('is the latest such day when something arrived or was sent', () => {
      expect(filter(plan('which purchase order lines arrived on wednesday'))).toBe(
        "RcvdDate = '2026-11-18'",
      );
      expect(filter(plan('invoices that went out on tuesday'))).toBe(
        "InvDate = '2026-11-17' AND Type = 'I'",
      );
    });

    it('a verb of the event said again after the date repeats it, it is not a status too', () => {
      expect(filter(plan('what came in on monday? received po lines'))).toBe(
        "RcvdDate = '2026-11-16'",
      );
    });

    it('is a forecast, not answered, when the verb looks ahead', () => {
      expect(confidence('customer order lines shipping on tuesday')).toBeLessThan(0.5);
      expect(confidence('po lines received after today')).toBeLessThan(0.5);
    });

    it('a date that looks ahead still takes the coming day', () => {
      expect(filter(plan('jobs due friday'))).toBe("JschEndDate = '2026-11-27'");
    });
  });

  describe('a date verb mistyped or written in shorthand names its date', () => {
    it('a typo of the verb', () => {
      expect(filter(plan('po lines recived last month'))).toBe(
        "RcvdDate BETWEEN '2026-10-01' AND '2026-10-31'",
      );
      expect(filter(plan('co lines shiped last week'))).toBe(
        "ShipDate BETWEEN '2026-11-09' AND '2026-11-15'",
      );
    });

    it('the verb without its vowels', () => {
      expect(filter(plan('purchase order lines rcvd on monday'))).toBe("RcvdDate = '2026-11-16'");
      expect(filter(plan('order lines shpd yesterday'))).toBe("ShipDate = '2026-11-20'");
    });

    it('a shorthand nobody knows before a period is not dropped with confidence', () => {
      expect(confidence('invoices pd last month')).toBeLessThan(0.5);
    });
  });

  describe('statuses and nouns written without their vowels', () => {
    it('are read as the words they shorten', () => {
      expect(filter(plan('how many jobs are opn'))).toBe("Stat IN ('F', 'R')");
      expect(filter(plan('stpd customer orders'))).toBe("Stat = 'S'");
      expect(filter(plan('count of cmpltd jobs'))).toBe("Stat = 'C'");
    });

    it('a shorthand that fits two catalog words is not guessed', () => {
      expect(confidence('vndrs in ohio')).toBeLessThan(0.5);
    });
  });
  describe('a day of the month named by its ordinal alone', () => {
    it('is the latest such day for a date that looks back', () => {
      expect(filter(plan('invoices since the 1st'))).toBe(
        "InvDate BETWEEN '2026-11-01' AND '2026-11-21' AND Type = 'I'",
      );
      expect(filter(plan('po lines received since the 15th'))).toBe(
        "RcvdDate BETWEEN '2026-11-15' AND '2026-11-21'",
      );
      // Not yet this month: last month's.
      expect(filter(plan('customer orders placed since the 25th'))).toBe(
        "OrderDate BETWEEN '2026-10-25' AND '2026-11-21'",
      );
    });

    it('is the coming one for a date that looks ahead', () => {
      expect(filter(plan('co lines due by the 15th'))).toBe("DueDate <= '2026-12-15'");
    });

    it('"of the month", "of next month": that month\'s day', () => {
      expect(filter(plan('invoices since the 1st of last month'))).toBe(
        "InvDate BETWEEN '2026-10-01' AND '2026-11-21' AND Type = 'I'",
      );
      expect(filter(plan('po lines due by the 15th of next month'))).toBe(
        "DueDate <= '2026-12-15'",
      );
    });

    it('leaves a month or a quarter after it to be read as before', () => {
      expect(filter(plan('orders since the 15th of march'))).toBe(
        "OrderDate BETWEEN '2026-03-15' AND '2026-11-21'",
      );
      expect(filter(plan('invoices since the 1st quarter'))).toBe(
        "InvDate BETWEEN '2026-01-01' AND '2026-11-21' AND Type = 'I'",
      );
    });
  });
  describe('a state "yet to be" / "waiting to be" reached', () => {
    it('is one the records are not in yet', () => {
      expect(filter(plan('po lines yet to be closed'))).toBe("Stat NOT IN ('F', 'C')");
      expect(filter(plan('jobs waiting to be released'))).toBe("Stat = 'F'");
      expect(filter(plan('customer orders still to be completed'))).toBe("Stat NOT IN ('C', 'H')");
    });

    // Since the twelfth round: beside a state of the group it names (filled is one of the closed
    // states), it is the group's states not reached yet, never "F or C" (twelfth-round-c.spec.ts).
    it('beside a state of the group it names, is the rest of the group', () => {
      expect(filter(plan('filled PO lines waiting to be closed'))).toBe(
        "Stat = 'F' AND Stat <> 'C'",
      );
    });
  });
});
