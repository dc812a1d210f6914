import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, twelfth sprint, tuner F): inventory and production, probed with questions
 * of our own (a buyer, a planner, a clerk). Confident wrong answers found that way are read right
 * or refused. Today is Saturday 2026-11-21.
 */
describe('twelfth sprint (F): inventory and production probes (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a total for each record of the records themselves', () => {
    it('is not one total over them all', () => {
      // Summed over every item with no breakdown: one number where one per item was asked.
      expect(confidence('total on hand for each item')).toBeLessThan(0.5);
      expect(confidence('sum of on hand for each item')).toBeLessThan(0.5);
    });

    it('leaves a breakdown by another property, and a list of the records, as they were', () => {
      const p = plan('total qty complete for each item');
      expect(p.ido).toBe('SLJobs');
      expect(p.aggregate?.groupBy).toEqual(['Item']);
      const list = plan('on hand for each item');
      expect(list.aggregate).toBeUndefined();
      expect(filter(list)).toBe('');
    });
  });
});
