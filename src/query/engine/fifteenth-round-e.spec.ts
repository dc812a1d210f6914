import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fifteenth round, at the merge): "before the end of" a period. Questions of
 * our own, not the evaluation's.
 */
describe('fifteenth round (E): before the end of a period (#17)', () => {
  let engine: NlEngine;
  const { plan } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  it('includes the period’s last day: the period ends when that day does', () => {
    expect(filter(plan('jobs due to finish before the end of the quarter'))).toBe(
      "JschEndDate <= '2026-12-31'",
    );
    expect(filter(plan('customer orders due before month end'))).toContain(
      "DueDate <= '2026-11-30'",
    );
  });

  it('keeps a named last day, and a plain date, strictly before', () => {
    expect(filter(plan('POs due before the last day of the month'))).toBe("DueDate < '2026-11-30'");
    expect(filter(plan('invoices due before December 31'))).toContain("DueDate < '2026-12-31'");
  });
});
