import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fourteenth round, tuner D): confident wrong readings left by earlier probes
 * (quantities asked as lists, thresholds, "due" with no period). Questions of our own, not the
 * evaluation's. Each rule lowers the confidence of a reading the engine cannot make right.
 */
describe('fourteenth round (D): quantities, thresholds and "due" (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a count stated to check ("so 5 jobs are late?")', () => {
    it('is refused, not cut to the first N records', () => {
      // Was the top 12 overdue POs at 1.0: the count was read as a cut.
      expect(confidence('so 12 purchase orders are overdue?')).toBeLessThan(0.5);
      expect(confidence('and 40 customers are on credit hold?')).toBeLessThan(0.5);
      expect(confidence('so 7 sales orders were stopped?')).toBeLessThan(0.5);
      // The verb before the number asks the same: "are 12 POs overdue?".
      expect(confidence('are 12 purchase orders overdue?')).toBeLessThan(0.5);
      expect(confidence('so there are 8 unpaid invoices?')).toBeLessThan(0.5);
    });

    it('leaves a number asked for as it was', () => {
      expect(confidence('show 5 jobs that are late')).toBeGreaterThanOrEqual(0.5);
      expect(confidence('give me 10 open POs')).toBeGreaterThanOrEqual(0.5);
      expect(plan('20 customers in Texas').limit).toBe(20);
    });
  });

  describe('a date named by its deed with no period ("POs due")', () => {
    it('is refused, not every record with the date shown', () => {
      // Was every record at 1.0.
      expect(confidence('purchase order lines due')).toBeLessThan(0.5);
      expect(confidence('which customer orders are due')).toBeLessThan(0.5);
      expect(confidence('released jobs due')).toBeLessThan(0.5);
    });

    it('leaves a period, the date named by its label, or a record named as they were', () => {
      expect(filter(plan('purchase orders due next month'))).toBe(
        "DueDate BETWEEN '2026-12-01' AND '2026-12-31'",
      );
      expect(confidence('open POs with their due dates')).toBeGreaterThanOrEqual(0.5);
      expect(confidence('due date of released jobs')).toBeGreaterThanOrEqual(0.5);
      expect(confidence('purchase orders sorted by due date')).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('a quantity opening the question, over records picked by a condition', () => {
    it('asks for how much in all: the quantity summed over them', () => {
      // Were lists of each record's quantity at 0.92 and 1.0; then refused (fourteenth round);
      // now the sum (sixteenth round, D: quantity-figure.ts sums what it used to refuse).
      const summed = (q: string): string | null | undefined =>
        plan(q).aggregate?.measures[0].property;
      expect(summed('qty received last month')).toBe('QtyReceived');
      expect(summed('units shipped in october')).toBe('QtyShipped');
      expect(summed('quantity ordered on open po lines')).toBe('QtyOrdered');
      // A party's name picks many records to add up, unlike a key's value.
      expect(summed('units received from Acme Steel Corp last month')).toBe('QtyReceived');
    });

    it('leaves a sum, one record, or the column alone as they were', () => {
      expect(plan('total qty shipped last week').aggregate?.measures[0]).toMatchObject({
        fn: 'sum',
        property: 'QtyShipped',
      });
      expect(confidence('qty on hand for IT-10045')).toBeGreaterThanOrEqual(0.5);
      expect(confidence('jobs with qty released over 100')).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('a bare aging bucket over records that keep days ("AR over 60")', () => {
    it('may be days or money: refused', () => {
      // Was Amount > 60 at 1.0.
      expect(confidence('receivables above 120')).toBeLessThan(0.5);
      expect(confidence('AR under 30')).toBeLessThan(0.5);
    });

    it('leaves days said, money marked, or other numbers as they were', () => {
      expect(filter(plan('receivables over 60 days past due'))).toContain('DaysPastDue > 60');
      expect(confidence('invoices over $60')).toBeGreaterThanOrEqual(0.5);
      expect(confidence('invoices over 500')).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('the related records said as a mass before a threshold ("customers with AR over 50k")', () => {
    it('is their total per party, which each record cannot show: refused', () => {
      // Was the customers with one invoice over the amount, at 1.0.
      expect(confidence('customers with AR above 50k')).toBeLessThan(0.5);
    });

    it('leaves a plural, or one of them, as each record', () => {
      expect(confidence('customers with invoices over 20k')).toBeGreaterThanOrEqual(0.5);
      expect(confidence('customers with an invoice over 20k')).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('the fewest of related records per party', () => {
    it('cannot show parties with none: refused', () => {
      // Was the smallest groups of POs by vendor at 1.0: a vendor with no PO never appears.
      expect(confidence('5 customers with the fewest orders')).toBeLessThan(0.5);
      expect(confidence('customers with the lowest total order value')).toBeLessThan(0.5);
    });

    it('leaves the most, and a column of the records themselves, as they were', () => {
      expect(confidence('vendors with the most POs')).toBeGreaterThanOrEqual(0.5);
      expect(confidence('product codes with the fewest items')).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('an amount summed over records picked by what holds a quantity of them', () => {
    it('is quantity times amount, not the amounts added: refused', () => {
      // Was the sum of unit costs of the items stocked there at 1.0.
      expect(confidence('sum of cost of parts stocked in WEST')).toBeLessThan(0.5);
      expect(confidence('total cost of products in warehouse EAST')).toBeLessThan(0.5);
    });

    it('leaves the amount said in full, an average, or no such records as they were', () => {
      expect(confidence('total unit cost of items in MAIN')).toBeGreaterThanOrEqual(0.5);
      expect(confidence('average cost of items in MAIN')).toBeGreaterThanOrEqual(0.5);
      expect(confidence('total cost of open POs')).toBeGreaterThanOrEqual(0.5);
    });
  });
});
