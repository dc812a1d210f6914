import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, tenth-round sprint, tuner J): confident wrong answers left by the round,
 * asked again in words of our own. Today is Saturday 2026-11-21.
 */
describe('tenth sprint (J): confident wrong answers (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"checks": payments the catalog does not keep, not the filler "check"', () => {
    it('refuses rather than answer with the party', () => {
      for (const q of [
        'checks we sent to Acme Steel Corp',
        'list the checks paid to Acme Hydraulics Corp',
        'cheques issued to Allied Trailer Industries',
        'checks mailed to vendors last month',
      ])
        expect(confidence(q)).toBeLessThan(0.5);
    });

    it('still reads the verb "check" as a request', () => {
      for (const q of [
        'check open purchase orders for Acme Steel Corp',
        'can you check vendors in Texas',
      ])
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
    });
  });
  describe('"who" with a verb that names the records\' date', () => {
    it('shows the party besides the date, not the date alone', () => {
      for (const [q, ido, party] of [
        ['who placed the biggest order this year', 'SLCos', 'CustomerName'],
        ['who placed the largest order last month', 'SLCos', 'CustomerName'],
        ['who placed order 10001', 'SLCos', 'CustomerName'],
        ['who placed the largest PO', 'SLPos', 'VendorName'],
      ] as const) {
        const p = plan(q);
        expect(p.ido).toBe(ido);
        expect(p.fields).toContain(party);
      }
      expect(filter(plan('who placed the biggest order this year'))).toContain('OrderDate');
    });
  });
});
