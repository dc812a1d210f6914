import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fifteenth round, tuner D): failure kinds found by probing questions of our
 * own. Questions here are not the probe's nor the evaluation's.
 */
describe('fifteenth round (D): probe-found failure kinds (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"partially" / "partly" / "in part" said after the verb', () => {
    it('is the same share as said before it', () => {
      // Was QtyShipped > 0 (every line with any shipment) at 0.65-1.0.
      expect(filter(plan('sales order lines shipped partly this year'))).toBe(
        "QtyShipped > 0 AND QtyShipped < QtyOrdered AND ShipDate BETWEEN '2026-01-01' AND '2026-11-21'",
      );
      // Was PO line status F at 1.0.
      expect(filter(plan('purchase order lines delivered in part'))).toBe(
        'QtyReceived > 0 AND QtyReceived < QtyOrdered',
      );
      expect(filter(plan('jobs completed partially'))).toBe(
        'QtyComplete > 0 AND QtyComplete < QtyReleased',
      );
    });

    it('said of whole documents stays a guess, as before the verb', () => {
      // Was every PO, the share dropped, at 1.0.
      expect(confidence('purchase orders received partially')).toBeLessThan(0.5);
      expect(confidence('sales orders shipped in part')).toBeLessThan(0.5);
    });
  });
});
