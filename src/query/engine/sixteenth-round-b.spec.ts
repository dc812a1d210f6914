import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { typedForms } from './lexicon/vocabulary';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, sixteenth round, tuner B): purchasing and receiving. Questions of our own,
 * not the evaluation's.
 */
describe('sixteenth round (B): purchasing and receiving (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a period after a breakdown said between the verb and it', () => {
    it('is of the date the verb names', () => {
      // Was the due date: "per warehouse in" stood between "received" and the period.
      expect(filter(plan('qty received per warehouse in the past 30 days'))).toBe(
        "RcvdDate BETWEEN '2026-10-22' AND '2026-11-21'",
      );
      expect(filter(plan('quantity received by vendor during the last 45 days'))).toBe(
        "RcvdDate BETWEEN '2026-10-07' AND '2026-11-21'",
      );
      expect(filter(plan('units shipped per warehouse in August'))).toBe(
        "ShipDate BETWEEN '2026-08-01' AND '2026-08-31'",
      );
    });

    it('keeps a ranking quantity that names the date itself', () => {
      // Negative: "by quantity shipped" is the measure, and "shipped" still names the date.
      expect(filter(plan('top 3 items by quantity shipped last year'))).toBe(
        "ShipDate BETWEEN '2025-01-01' AND '2025-12-31'",
      );
    });
  });

  describe('partly received, said of lines', () => {
    it('is the open lines still waiting for the rest', () => {
      const q = 'show PO lines that have been received in part';
      expect(filter(plan(q))).toBe(
        "Stat IN ('P', 'O') AND QtyReceived > 0 AND QtyReceived < QtyOrdered",
      );
      expect(filter(plan('how many PO lines have a partial receipt'))).toContain(
        "Stat IN ('P', 'O')",
      );
    });

    it('keeps a state the question names, and a negation whole', () => {
      // Negative: "closed" wins over the open states; "not partly received" is no open rule.
      expect(filter(plan('closed PO lines received partially'))).toBe(
        "Stat = 'C' AND QtyReceived > 0 AND QtyReceived < QtyOrdered",
      );
      expect(filter(plan('PO lines not partly received'))).not.toContain('Stat');
      // Nor is shipping partly a state of open lines only.
      expect(filter(plan('order lines shipped in part'))).toBe(
        'QtyShipped > 0 AND QtyShipped < QtyOrdered',
      );
    });
  });

  describe('a state reached before (or after) everything was done', () => {
    it('is that state without (or with) everything done', () => {
      expect(filter(plan('PO lines closed before everything was received'))).toBe(
        "Stat = 'C' AND QtyReceived < QtyOrdered",
      );
      expect(filter(plan('PO lines that were closed after everything had arrived'))).toBe(
        "Stat = 'C' AND QtyReceived >= QtyOrdered",
      );
      expect(filter(plan('order lines closed before everything was shipped'))).toBe(
        "Stat = 'C' AND QtyShipped < QtyOrdered",
      );
    });

    it('leaves a comparison of dates alone', () => {
      // Negative: "before the due date" compares two dates of the lines.
      expect(filter(plan('PO lines received before the due date'))).toBe('RcvdDate < DueDate');
    });
  });

  describe('a phrase of motion compared with a date of the records', () => {
    it('is the date it means, and a period after it is of that date', () => {
      expect(filter(plan('PO lines that came in after their due date'))).toBe('RcvdDate > DueDate');
      expect(filter(plan('PO lines that came in after the due date last month'))).toBe(
        "RcvdDate > DueDate AND RcvdDate BETWEEN '2026-10-01' AND '2026-10-31'",
      );
      expect(filter(plan('PO lines received after the due date in October'))).toBe(
        "RcvdDate > DueDate AND RcvdDate BETWEEN '2026-10-01' AND '2026-10-31'",
      );
      expect(confidence('PO lines that came in after the due date last month')).toBeGreaterThan(
        0.5,
      );
    });

    it('stays "past the date" without a verb of the records', () => {
      // Negative: no deed before "after": the due date against today.
      expect(filter(plan('PO lines after their due date'))).toContain('DueDate <');
    });
  });

  describe('the line value called extended', () => {
    it('is the line amount', () => {
      expect(plan('top 3 PO lines by extended amount').orderBy[0]?.property).toBe('LineAmount');
      expect(confidence('top 3 PO lines by extended value')).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('a word run into a noun of records, the capital marking the space', () => {
    it('reads as the two words', () => {
      expect(filter(plan('blanketPOs for Acme Steel Corp'))).toContain("Type = 'B'");
      expect(confidence('openPOs')).toBeGreaterThanOrEqual(0.5);
    });

    it("leaves a catalog's camel-case name whole", () => {
      // Negative: "QtyOnHand" starts with a capital, a property as the catalog spells it.
      expect(plan('items with QtyOnHand over 5').ido).not.toBe('SLPos');
    });
  });

  describe('where a record is', () => {
    it('shows the address fields of records that keep them', () => {
      const q = 'where is Acme Steel Corp located';
      expect(plan(q).fields).toEqual(expect.arrayContaining(['VadCity', 'VadState']));
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
    });

    it('stays a guess for records that keep no place', () => {
      // Negative: a PO holds no address of its own.
      expect(confidence('address of PO PO-2024-1847')).toBeLessThan(0.5);
    });
  });

  describe('the typed forms of a code value', () => {
    it('spaces letters from digits and says a ratio of terms with a percent', () => {
      expect(typedForms('2/10 NET30')).toEqual(
        expect.arrayContaining(['2% 10 NET30', '2/10 NET 30', '2% 10 NET 30']),
      );
      expect(typedForms('NET60')).toEqual(['NET 60']);
    });

    it('leaves a value alone that has no such part', () => {
      // Negative: a ratio alone is no terms code ("1/2" stays as typed), nor is a name.
      expect(typedForms('1/2')).toEqual([]);
      expect(typedForms('Acme Steel Corp')).toEqual([]);
    });
  });
});
