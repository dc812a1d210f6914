import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, thirteenth round, tuner I): a list of every record of the IDO answers only
 * "list the X". Words that said which records, taken without becoming a condition, a figure, an
 * order or a cut, leave that listing a confident guess (bare-listing.ts). Today is Saturday
 * 2026-11-21.
 */
describe('thirteenth round (I): every record listed while the question said which (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  it('refuses a state said with "still" that no condition reads', () => {
    // Each was every record at 1.0.
    expect(confidence('PO lines that still have some qty')).toBeLessThan(0.5);
    expect(confidence('PO lines where qty is still out')).toBeLessThan(0.5);
    expect(confidence('vendors still')).toBeLessThan(0.5);
  });

  it('refuses a field named inside a clause that says which records', () => {
    // Was every vendor at 1.0: "who have terms" says which vendors, not a column.
    expect(confidence('vendors who have terms')).toBeLessThan(0.5);
  });

  it('refuses a link word left with nothing after it', () => {
    // Each was every record at 1.0: what came after "from" / "for" was cut off.
    expect(confidence('vendors from')).toBeLessThan(0.5);
    expect(confidence('POs for')).toBeLessThan(0.5);
  });

  it('keeps plain listings, in any words, answered', () => {
    for (const q of [
      'list vendors',
      'show all items',
      'what POs do we have',
      'can you list all vendors please',
      'give me all purchase orders',
      'vendor list',
      'get all the jobs',
      'list every purchase order we have',
    ]) {
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      expect(filter(plan(q))).toBe('');
    }
  });

  it('keeps a listing with the columns asked for answered', () => {
    expect(confidence('show items with their cost')).toBeGreaterThanOrEqual(0.5);
    expect(confidence('list PO lines with quantity')).toBeGreaterThanOrEqual(0.5);
    expect(confidence('list vendors and their terms')).toBeGreaterThanOrEqual(0.5);
  });

  it('leaves a state that is read as it was', () => {
    expect(filter(plan('PO lines that still have qty yet to arrive'))).toBe(
      'QtyReceived < QtyOrdered',
    );
    expect(confidence('PO lines that still have qty yet to arrive')).toBeGreaterThanOrEqual(0.5);
  });
});
