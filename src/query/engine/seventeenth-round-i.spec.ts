import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, seventeenth round, tuner I): confident wrong answers left by the first wave
 * about purchasing, dates and look-ups. Questions of our own, not the evaluation's.
 */
describe('seventeenth round (I): purchasing, dates and look-ups (#17)', () => {
  let engine: NlEngine;
  const { plan, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"N weeks/months ago" said without a comparison', () => {
    it('is that calendar week or month (was the one day N*7 or N*30 days back at 1.0)', () => {
      expect(filter(plan('purchase orders from 2 months ago'))).toBe(
        "OrderDate BETWEEN '2026-09-01' AND '2026-09-30'",
      );
      expect(filter(plan('customer orders placed two weeks ago'))).toBe(
        "OrderDate BETWEEN '2026-11-02' AND '2026-11-08'",
      );
    });

    it('keeps the day a comparison counts from, and days counted as days', () => {
      // Negative: "more than" compares with the day, not the month.
      expect(filter(plan('orders placed more than 2 months ago'))).toBe("OrderDate < '2026-09-22'");
      // Negative: days are days.
      expect(filter(plan('orders placed 10 days ago'))).toBe("OrderDate = '2026-11-11'");
    });
  });

  describe('"as of the end of" a period', () => {
    it('is a guess (was the orders dated that one day at 1.0)', () => {
      expect(refused('purchase orders as of the end of Q2')).toBe(true);
      expect(refused('customer orders as of the end of last month')).toBe(true);
    });

    it('keeps "at the end of" a day', () => {
      // Negative: no "as of": the day itself.
      expect(filter(plan('orders at the end of Q2'))).toBe("OrderDate = '2026-06-30'");
    });
  });
});
