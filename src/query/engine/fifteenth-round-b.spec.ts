import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fifteenth round, tuner B): dates and rankings. Questions of our own, not the
 * evaluation's.
 */
describe('fifteenth round (B): dates and rankings (#17)', () => {
  let engine: NlEngine;
  const { plan } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a participle before "in the <period>"', () => {
    it('says when the records were made, articles and all, not which amount to add up', () => {
      // Was a sum of Price at 1.0: "the" between "in" and the date hid the date from the verb.
      const q = 'sales orders booked in the past 3 weeks';
      expect(measures(plan(q))).toBe('');
      expect(filter(plan(q))).toBe("OrderDate BETWEEN '2026-10-31' AND '2026-11-21'");
      expect(measures(plan('customer orders booked in the last 10 days'))).toBe('');
    });

    it('leaves an amount asked for as a total summed', () => {
      expect(measures(plan('total booked in the last 10 days'))).toBe('sum(Price)');
    });
  });
});
