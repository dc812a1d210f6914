import {
  specEngine,
  specReader,
  filterText as filter,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, twelfth sprint, tuner D): purchasing and vendors, currencies and trade
 * parties. Probe questions of our own; today is Saturday 2026-11-21.
 */
describe('twelfth sprint (D): purchasing, vendors, currencies (#17)', () => {
  let engine: NlEngine;
  const { plan } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a verb of buying before "from" and a party', () => {
    it.each([['items we buy from Acme Steel Corp'], ['items we buy from Acme Hydraulics Corp']])(
      '%p is what is on the lines of that party, whatever its make/buy code',
      (question) => {
        const p = plan(question);
        expect(p.ido).toBe('SLItems');
        expect(filter(p)).toBe('');
        expect(p.relations[0]?.target.ido).toBe('SLPoItems');
        expect(relationFilter(p)).toMatch(/^VenadrName = 'Acme (Steel|Hydraulics) Corp'$/);
      },
    );

    it('keeps the make/buy code where no party follows', () => {
      expect(filter(plan('items we buy'))).toBe("PMTCode = 'P'");
      expect(filter(plan('what items do we buy in'))).toBe("PMTCode = 'P'");
    });
  });
});
