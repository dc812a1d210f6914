import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, tenth-round sprint, tuner D): amounts, field lists and things the catalog
 * does not keep. Asked in words of our own; today is Saturday 2026-11-21.
 */
describe('tenth sprint (D): amounts, field lists, things outside the catalog (#17)', () => {
  let engine: NlEngine;
  const { plan, outcome } = specReader(() => engine);
  const confidence = (q: string): number => {
    const o = outcome(q);
    return o.kind === 'plan' ? o.plan.confidence : o.refusal.confidence;
  };

  beforeAll(() => {
    engine = specEngine();
  });

  describe("the biggest (smallest) record of a party's own", () => {
    it('ranks the records by their own amount, the party reached through their reference', () => {
      for (const q of [
        'largest order allied trailer industries has placed',
        'what was the smallest sales order from Acme Robotics Group',
        "Iron River Construction Inc's 3 biggest customer orders",
      ]) {
        const p = plan(q);
        expect(p.ido).toBe('SLCos');
        expect(p.aggregate).toBeUndefined();
        expect(p.orderBy[0].property).toBe('Price');
        expect(relationFilter(p)).toContain('Name = ');
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      }
    });

    it('keeps its status and still ranks single records', () => {
      const p = plan('the single biggest open order for allied trailer industries');
      expect(p.ido).toBe('SLCos');
      expect(filter(p)).toBe("Stat IN ('O', 'P')");
      expect(p.orderBy[0]).toEqual({ property: 'Price', direction: 'desc' });
      expect(p.limit).toBe(1);
    });

    it('leaves a party ranked by the amounts of records referring to it as it was', () => {
      const p = plan('top 5 customers this year');
      expect(p.ido).not.toBe('SLCustomers');
      expect(measures(p)).toMatch(/^sum\(/);
    });
  });
});
