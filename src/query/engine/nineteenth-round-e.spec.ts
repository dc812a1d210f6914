import {
  specEngine,
  specReader,
  filterText as filter,
  SPEC_MIN_CONFIDENCE,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, nineteenth round, tuner E): the words of people in a hurry. "the past
 * fortnight" was read as "before today" (the whole history, confidently); "due fri", "since
 * tues", "due tmrw" and "due w/in 10 days" lost their date; chat's "r" for "are" cut the clause
 * after it, losing its condition ("which items r we out of at a warehouse" listed the whole
 * warehouse); "stuff" and "things" for the records, "rn" for "now" and a greeting "yo" cost
 * plain questions their confidence. Questions of our own, not the evaluation's; today is
 * Saturday 21 November 2026.
 */
describe('nineteenth round (E): the words of people in a hurry (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a fortnight is two weeks', () => {
    it('reads "the past / last fortnight" as the last fourteen days', () => {
      for (const q of [
        'purchase orders raised over the last fortnight',
        'customer orders booked in the past fortnight',
      ]) {
        expect(filter(plan(q))).toBe("OrderDate BETWEEN '2026-11-07' AND '2026-11-21'");
        expect(confidence(q)).toBeGreaterThanOrEqual(SPEC_MIN_CONFIDENCE);
      }
    });

    it('counts fortnights as fourteen days each', () => {
      expect(filter(plan('customer order lines over a fortnight late'))).toBe('DaysLate > 14');
      expect(filter(plan('POs in the next 2 fortnights'))).toContain("'2026-12-19'");
    });

    it('leaves "this fortnight" unread: no calendar period is one', () => {
      // Negative: no first day of "this fortnight" exists, so it must not pass as answered.
      expect(refused('invoices from this fortnight')).toBe(true);
    });
  });

  describe('short weekday names', () => {
    it('reads them after last / next and after a word that takes a date', () => {
      expect(filter(plan('jobs that start next mon'))).toBe("JschStartDate = '2026-11-23'");
      expect(filter(plan('invoices dated last thurs'))).toContain("InvDate = '2026-11-19'");
      expect(filter(plan('purchase orders due fri'))).toBe("DueDate = '2026-11-27'");
      expect(filter(plan('customer orders since tues'))).toBe(
        "OrderDate BETWEEN '2026-11-17' AND '2026-11-21'",
      );
      expect(confidence('purchase orders due fri')).toBeGreaterThanOrEqual(SPEC_MIN_CONFIDENCE);
    });

    it('leaves a short name alone elsewhere, where it may be a code or part of a name', () => {
      // Negative: "mon" before a noun is no date.
      expect(refused('mon jobs')).toBe(true);
    });
  });

  describe('chat spellings', () => {
    it('reads "tmrw" as tomorrow and "rn" as now', () => {
      expect(filter(plan('purchase orders due tmrw'))).toBe("DueDate = '2026-11-22'");
      const q = 'total of open purchase orders rn';
      expect(filter(plan(q))).toBe("Stat IN ('P', 'O')");
      expect(confidence(q)).toBeGreaterThanOrEqual(SPEC_MIN_CONFIDENCE);
    });

    it('reads "w/in" as within and "yo" as a greeting', () => {
      expect(filter(plan('invoices due w/in 5 days'))).toContain(
        "DueDate BETWEEN '2026-11-21' AND '2026-11-26'",
      );
      const q = 'yo how many customer orders are stopped';
      expect(filter(plan(q))).toBe("Stat = 'S'");
      expect(confidence(q)).toBeGreaterThanOrEqual(SPEC_MIN_CONFIDENCE);
      // Negative: a greeting alone asks nothing.
      expect(refused('yo')).toBe(true);
    });

    it('reads "r" as "are" after a plural subject or a pronoun', () => {
      for (const [q, f] of [
        ['how many jobs r firm', "Stat = 'F'"],
        ['which purchase orders r open', "Stat IN ('P', 'O')"],
        ['which vendors r in michigan', "VadState = 'MI'"],
      ]) {
        expect(filter(plan(q))).toBe(f);
        expect(confidence(q)).toBeGreaterThanOrEqual(SPEC_MIN_CONFIDENCE);
      }
    });

    it('keeps a lone "r" a code where it is no verb', () => {
      // Negative: after a property, or before the records, "r" is the stored value.
      expect(filter(plan('jobs with status r'))).toBe("Stat = 'R'");
      expect(filter(plan('status r jobs'))).toBe("Stat = 'R'");
      expect(filter(plan('purchase orders of type r'))).toBe("Type = 'R'");
      // Negative: a list of codes is no clause.
      expect(refused('jobs r or f')).toBe(true);
    });
  });

  describe('"stuff" and "things" for the records', () => {
    it('leaves the kind to the rest of the question', () => {
      for (const q of ['stuff under the reorder point', 'things below their reorder point']) {
        expect(plan(q).ido).toBe('SLItemwhses');
        expect(filter(plan(q))).toBe('QtyOnHand < QtyReorder');
        expect(confidence(q)).toBeGreaterThanOrEqual(SPEC_MIN_CONFIDENCE);
      }
    });

    it('still refuses them where nothing else names what the ERP holds', () => {
      // Negative: alone they name nothing.
      expect(refused('show me some stuff')).toBe(true);
      expect(refused('things to do tomorrow')).toBe(true);
    });
  });
});
