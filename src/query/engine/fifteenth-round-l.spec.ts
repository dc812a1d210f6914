import { specEngine, specReader } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fifteenth round, tuner K): a verb naming the quantity a generic "qty"
 * ranks, and a deadline said with "by" and a date of the records. Questions of our own, not
 * the evaluation's.
 */
describe('fifteenth round (K): the quantity a verb names, deadlines (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  const summed = (q: string): (string | undefined)[] =>
    (plan(q).aggregate?.measures ?? []).map((m) => m.property ?? undefined);

  describe('a verb in the past before a superlative of a generic quantity', () => {
    it('names which quantity is ranked', () => {
      // Was the quantity ordered at 1.0: "shipped" lost to the catalog's word for "qty".
      expect(summed('which 3 items have we shipped the most qty of')).toEqual(['QtyShipped']);
      expect(summed('the 4 items that have shipped the most quantity')).toEqual(['QtyShipped']);
      expect(confidence('which 3 items have we shipped the most qty of')).toBeGreaterThanOrEqual(
        0.5,
      );
    });

    it('leaves the generic quantity alone with no such verb', () => {
      // "with" names no quantity: the catalog's word for "qty" stands.
      expect(plan('order lines with the most qty').orderBy).toEqual([
        { property: 'QtyOrdered', direction: 'desc' },
      ]);
    });
  });

  describe('"by" a date of the records after a deed not done', () => {
    it('is a deadline, not an order: doubted', () => {
      // Was sorted by the due date at 1.0.
      expect(confidence('order lines not shipped by their due date')).toBeLessThan(0.5);
      expect(confidence('jobs not completed by their due date')).toBeLessThan(0.5);
    });

    it('stays an order after a verb that asks for one', () => {
      const q = 'PO lines not received sorted by their due date';
      expect(plan(q).orderBy).toEqual([{ property: 'DueDate', direction: 'asc' }]);
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('values of one property on both sides of "also"', () => {
    it('asks for records that are both, which the union of the values is not: doubted', () => {
      // Was `PMTCode IN (...)` / `State IN (...)` at 1.0.
      expect(confidence('parts that are purchased and also manufactured')).toBeLessThan(0.5);
      expect(confidence('vendors in Ohio that are also in Texas')).toBeLessThan(0.5);
    });

    it('leaves "or" and an "also" about other records as they were', () => {
      expect(confidence('parts that are purchased or manufactured')).toBeGreaterThanOrEqual(0.5);
      expect(confidence('vendors in Ohio or Texas that also have open POs')).toBeGreaterThanOrEqual(
        0.5,
      );
    });
  });
});
