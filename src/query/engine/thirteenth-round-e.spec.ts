import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, thirteenth round, tuner E): right readings that were stuck below 0.5,
 * raised where every word is read and the reading is the usual one, with their neighbours
 * probed for confident wrong answers. Today is Saturday 2026-11-21.
 */
describe('thirteenth round (E): right readings raised (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a finished state said before a date by a word that names no date itself', () => {
    it('is dated on the date another word of the same state names', () => {
      // Was Stat = 'C' AND JobDate ... at 0.45: "completed" names no job date, but "finished",
      // a word of the same status, names the end date, as "jobs finished last month" reads it.
      const done = plan('work orders that got completed in October');
      expect(filter(done)).toBe("Stat = 'C' AND JschEndDate BETWEEN '2026-10-01' AND '2026-10-31'");
      expect(done.confidence).toBeGreaterThanOrEqual(0.5);
      expect(filter(plan('how many jobs were closed this year'))).toBe(
        "Stat = 'C' AND JschEndDate BETWEEN '2026-01-01' AND '2026-11-21'",
      );
      expect(filter(plan('jobs done since September'))).toBe(
        "Stat = 'C' AND JschEndDate >= '2026-09-01'",
      );
      // Left below 0.5: a job's release day, the day a PO or an order was closed (no date
      // word of theirs names those states).
      expect(confidence('jobs released this month')).toBeLessThan(0.5);
      expect(confidence('jobs stopped in October')).toBeLessThan(0.5);
      expect(confidence('POs completed last month')).toBeLessThan(0.5);
      expect(confidence('sales orders closed last week')).toBeLessThan(0.5);
      expect(confidence('order lines completed last month')).toBeLessThan(0.5);
    });
  });
});
