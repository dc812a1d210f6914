import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fifteenth round, tuner L): a state in the past followed by where it came
 * from, said only as "another" place of a kind ("from another site"), restates the state; a
 * place named by its value is a condition of its own. Questions of our own, not the
 * evaluation's.
 */
describe('fifteenth round (L): restated words (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  it('reads "from another <place noun>" as the state it follows', () => {
    // Was refused at 0.15: "another" and the place noun left unread.
    for (const q of [
      'parts transferred in from another plant',
      'items transferred from another warehouse',
      'which items were transferred in from other sites',
    ]) {
      expect(filter(plan(q))).toBe("PMTCode = 'T'");
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('does not fire when the place is named or the noun names nothing', () => {
    // A warehouse value after the noun is a condition the state does not restate.
    expect(confidence('items transferred from another site EAST')).toBeLessThan(0.5);
    // "flurb" is no property's noun: the words stay unread.
    expect(confidence('items transferred from another flurb')).toBeLessThan(0.5);
  });

  describe('a verb naming a related date, then its noun, then a period', () => {
    it('reads the verb as the date the period is placed on', () => {
      // Was 0.43: "issued" counted as a field the parties could not show.
      for (const q of [
        'customers we issued invoices to last month',
        'vendors we issued purchase orders to this year',
      ]) {
        const p = plan(q);
        expect(p.relations.length).toBeGreaterThan(0);
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      }
    });

    it('does not fire without a period', () => {
      // No date was read on the related records: the verb is still unread.
      expect(confidence('vendors we issued POs to')).toBeLessThan(0.5);
    });
  });
});
