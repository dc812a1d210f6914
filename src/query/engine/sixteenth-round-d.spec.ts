import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, sixteenth round, tuner D): a controller's, an accountant's and an
 * executive's money questions. Questions of our own, not the evaluation's.
 */
describe('sixteenth round (D): money totals of a controller (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('an amount made of the related records ("more than $1M in POs")', () => {
    it('is their sum per answered record, which no plan compares: refused', () => {
      // Was the vendors with one PO over $1M (none) at 1.00.
      expect(confidence('vendors with more than $1M in POs this year')).toBeLessThan(0.5);
      expect(confidence('suppliers with over 250,000 of purchase orders')).toBeLessThan(0.5);
      // Was the customers' own credit limit over 500k, at 1.00.
      expect(confidence('customers with more than $500K in orders this year')).toBeLessThan(0.5);
      expect(confidence('clients with over 300k worth of open orders')).toBeLessThan(0.5);
      expect(confidence('customers with more than 20k in unpaid invoices')).toBeLessThan(0.5);
    });

    it('leaves an amount said after the noun, each related record its own', () => {
      // Negative: "POs over 50k" are single POs of that size.
      expect(confidence('vendors with POs over 50k')).toBeGreaterThanOrEqual(0.5);
      expect(confidence('customers with orders over 100k')).toBeGreaterThanOrEqual(0.5);
    });

    it('leaves "in" before a value, a place or a period, and a stock of the records', () => {
      // Negative: no noun of related records follows "in".
      expect(filter(plan('POs over 10k in EUR'))).toBe("PoCost > 10000 AND VenCurrCode = 'EUR'");
      expect(filter(plan('invoices over 10k in October'))).toContain('Amount > 10000');
      expect(filter(plan('items with more than 500 in stock'))).toBe('DerQtyOnHand > 500');
    });
  });

  describe('a breakdown by the value the noun names ("invoices by type")', () => {
    it('is one group, not the breakdown asked for: refused', () => {
      // Was one row (type I) at 1.00: invoices are the charges of type I.
      expect(confidence('number of invoices by type')).toBeLessThan(0.5);
      expect(confidence('count of invoices per type')).toBeLessThan(0.5);
    });

    it('leaves a breakdown by another property, and one of every kind', () => {
      // Negative: customers are not what "invoices" fixes; AR transactions fix no type.
      expect(plan('invoices by customer').aggregate?.groupBy).toContain('CustNum');
      expect(plan('number of AR transactions by type').aggregate?.groupBy).toEqual(['Type']);
      // Negative: a status group ("open") keeps two values, so two groups.
      expect(plan('count of open POs by status').aggregate?.groupBy).toEqual(['Stat']);
    });
  });

  describe('a quantity said first, then which records ("units shipped this year")', () => {
    it('is how much in all, the quantity summed over them', () => {
      // Was the list of lines shipped this year at 0.41.
      const q = 'units shipped this year';
      expect(filter(plan(q))).toBe("ShipDate BETWEEN '2026-01-01' AND '2026-11-21'");
      expect(plan(q).aggregate?.measures[0]).toMatchObject({ fn: 'sum', property: 'QtyShipped' });
      expect(plan('qty received last month').aggregate?.measures[0].property).toBe('QtyReceived');
      expect(plan('units released on open jobs').aggregate?.measures[0].property).toBe(
        'QtyReleased',
      );
    });

    it('stays refused when the period falls on a date the verb does not name', () => {
      // Negative: jobs keep no day of completion; their job date is not it.
      expect(confidence('qty completed this month')).toBeLessThan(0.5);
    });

    it('leaves a quantity with no condition, or of one record, a list', () => {
      // Negative: nothing says which records to add up, or a key picks the records.
      expect(plan('units shipped').aggregate).toBe(undefined);
      expect(plan('qty on hand in MAIN').aggregate).toBe(undefined);
    });
  });

  describe('the extension of a line ("extended amount")', () => {
    it("is the line's amount, wherever the catalog calls it so", () => {
      // Was the sum of LineAmount at 0.36, "extended" unread.
      const q = 'total extended amount of open PO lines';
      expect(plan(q).aggregate?.measures[0]).toMatchObject({ fn: 'sum', property: 'LineAmount' });
      expect(filter(plan('PO lines with extended price over 5000'))).toBe('LineAmount > 5000');
    });

    it('leaves an extended date or a bare "extended" unread', () => {
      // Negative: only an amount, price, cost or value is a line's extension.
      expect(confidence('extended PO lines')).toBeLessThan(0.5);
    });
  });

  describe('"current" said of records that age past a due date', () => {
    it('may be the bucket not yet past due as much as "now": refused', () => {
      // Were every balance, past due or not, at 1.00.
      expect(confidence('how much AR is current')).toBeLessThan(0.5);
      expect(confidence('current receivables')).toBeLessThan(0.5);
    });

    it('leaves "current" before a period, with days past due named, or of other records', () => {
      // Negative: a period, a past-due condition, or records that keep no days past due.
      expect(filter(plan('current past due invoices'))).toContain('DaysPastDue > 0');
      expect(filter(plan('current stock in MAIN'))).toBe("Whse = 'MAIN'");
      expect(confidence('customers currently on credit hold')).toBeGreaterThanOrEqual(0.5);
    });
  });
});
