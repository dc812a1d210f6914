import {
  specEngine,
  specReader,
  filterText as filter,
  relationFilterText as related,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, eighteenth round, tuner F): questions a customer-service clerk, an AR clerk,
 * a controller and a salesperson type. Questions of our own, not the evaluation's.
 */
describe('eighteenth round (F): parties, amounts and agents (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a bare amount after the trade party the records belong to', () => {
    it("is the records' own amount, not the party's credit limit", () => {
      // Was the customers' credit limit over 10000 at 1.0: every order of those customers.
      for (const [q, own] of [
        ['customer orders from Texas customers over 10k', 'Price > 10000'],
        ['orders from Texas clients over $10,000', 'Price > 10000'],
        ['invoices from Georgia customers over 20k', 'Amount > 20000'],
        ['open orders from Ohio customers above 5000', 'Price > 5000'],
      ]) {
        expect(filter(plan(q))).toContain(own);
        expect(related(plan(q))).not.toContain('CreditLimit');
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      }
    });

    it('leaves a named limit, and a party asked about itself, alone', () => {
      // Negative: the question names the credit limit.
      const named = plan('orders from customers with a credit limit over 10k');
      expect(related(named)).toContain('CreditLimit > 10000');
      expect(filter(named)).not.toContain('Price');
      // Negative: the customers themselves, over an amount: their own money.
      expect(filter(plan('Texas customers over 10k'))).toContain('CreditLimit > 10000');
      // Negative: records of another kind that keep their own amount (items, their unit cost).
      expect(related(plan('PO lines for items over $100'))).toBe('UnitCost > 100');
      // Negative: the related records' amount, asked of the parties.
      expect(related(plan('customers with orders over 50000'))).toBe('Price > 50000');
    });
  });

  describe('an amount written as money after a noun of records that hold none', () => {
    it("is the records' own amount, not a guess", () => {
      // Was PO cost over 10000 at 0.30 (refused).
      for (const q of [
        'purchase orders from Ohio suppliers over 10k',
        'POs from Ohio vendors over $10,000',
      ]) {
        expect(filter(plan(q))).toContain('PoCost > 10000');
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      }
    });

    it('keeps a plain small number there a guess', () => {
      // Negative: "vendor over 5" may count or name anything; not an amount of the POs.
      expect(confidence('POs with vendor over 5')).toBeLessThan(0.5);
      expect(confidence('POs with vendor over 5000')).toBeLessThan(0.5);
    });
  });

  describe('"by" naming who did it, after a participle and a period', () => {
    it('is the party, not a breakdown', () => {
      // Was a count per customer of those customers' orders at 1.0.
      for (const q of [
        'orders placed in Q3 by Canadian customers',
        'orders placed last month by Texas customers',
      ]) {
        const p = plan(q);
        expect(p.aggregate).toBeUndefined();
        expect(p.relations[0]?.target.ido).toBe('SLCustomers');
        expect(filter(p)).toContain('OrderDate BETWEEN');
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      }
    });

    it('keeps a singular noun after "by" a breakdown', () => {
      // Negative: "by customer", "by buyer" after the period still break the answer down.
      expect(plan('orders placed in Q3 by customer').aggregate?.groupBy).toContain('CustNum');
      expect(plan('POs placed last month by buyer').aggregate?.groupBy).toEqual(['Buyer']);
    });
  });

  describe('a number right after a column of coded values that stores it', () => {
    it('is that code', () => {
      // Was every customer at 0.33, the "1" unread.
      expect(filter(plan('list SLCustomers with CreditHold 1'))).toContain("CreditHold = '1'");
      expect(filter(plan('SLCos CreditHold 0'))).toBe("CreditHold = '0'");
      expect(confidence('SLCustomers CreditHold 1')).toBeGreaterThanOrEqual(0.5);
    });

    it('leaves numeric columns, and words that are the state themselves, alone', () => {
      // Negative: a numeric column compares its number as before.
      expect(filter(plan('SLCoitems CoLine 1'))).toBe('CoLine = 1');
      // Negative: "credit hold" is the state already; a 0 after it is not read as a code.
      expect(confidence('customers with credit hold 0')).toBeLessThan(0.5);
    });
  });
});
