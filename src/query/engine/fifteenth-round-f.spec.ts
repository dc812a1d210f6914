import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fifteenth round, probe tuner E; this file's letter is F): states said with a
 * preposition over the plant and the stockroom. Questions of our own, not the evaluation's nor
 * the tuner's probe list.
 */
describe('fifteenth round (F): states said with a preposition (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"under" right before a status or a yes/no flag', () => {
    it('is being in that state, not "less than"', () => {
      // Was the right filter at 0.29: "under" left unread refused it.
      const q = 'clients under credit hold in Ohio';
      expect(filter(plan(q))).toContain("CreditHold = '1'");
      expect(filter(plan(q))).toContain("State = 'OH'");
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      expect(filter(plan('sales orders under credit hold'))).toBe("CreditHold = '1'");
      expect(confidence('sales orders under credit hold')).toBeGreaterThanOrEqual(0.5);
    });

    it('still compares an amount or a quantity', () => {
      expect(filter(plan('clients with a credit limit under 7500'))).toContain(
        'CreditLimit < 7500',
      );
      expect(filter(plan('stock rows under the reorder point in EAST'))).toContain(
        'QtyOnHand < QtyReorder',
      );
    });
  });
});
