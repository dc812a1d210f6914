import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fourteenth round, tuner F): superlatives without a number and the shape of
 * the answer (one value, the top record, or a list). Questions of our own, not the evaluation's.
 */
describe('fourteenth round (F): superlatives and the shape of the answer (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a singular amount, then a preposition and the plural records holding it', () => {
    it('is one value (the top record), not every record in that order', () => {
      // Was the whole sorted list at 1.0: the plural noun said whose amount, not how many.
      const p = plan('the largest credit limit of our clients in Texas');
      expect(filter(p)).toBe("CustSeq = 0 AND State = 'TX'");
      expect(p.orderBy).toEqual([{ property: 'CreditLimit', direction: 'desc' }]);
      expect(p.limit).toBe(1);
      expect(plan('smallest lead time for purchased parts').limit).toBe(1);
      expect(plan('the highest quantity released on firm jobs').limit).toBe(1);
    });

    it('holds with a state of the records between ("of unpaid", "of overdue")', () => {
      // Was the whole sorted list at 1.0: the state word stopped the rule.
      expect(plan('the biggest amount of past due invoices').limit).toBe(1);
      expect(plan('the largest balance on unpaid invoices').limit).toBe(1);
    });

    it('is likewise of dates, earliest and latest', () => {
      // Was every released job sorted by start date at 1.0.
      const p = plan('earliest start date of our firm jobs');
      expect(p.orderBy).toEqual([{ property: 'JschStartDate', direction: 'asc' }]);
      expect(p.limit).toBe(1);
      expect(plan('latest order date on purchase orders from vendor 1007').limit).toBe(1);
    });

    it('leaves a plural amount and records ranked by it as they were', () => {
      // "credit limits" asks for several; "the highest cost parts" ranks the parts themselves.
      expect(plan('the biggest credit limits of customers in Ohio').limit).toBeUndefined();
      expect(plan('the highest cost parts in product code FAST').limit).toBeUndefined();
      expect(plan('clients with the biggest credit limit').limit).toBeUndefined();
      expect(confidence('the earliest start date of firm jobs')).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('a balance after a plural noun picked by a value', () => {
    it('is a column of each record, not their one total: refused', () => {
      // Was one sum of Balance over their invoices at 1.0: the place read as a party named.
      expect(confidence('clients in Ohio, balance')).toBeLessThan(0.5);
      expect(confidence('customers located in Texas - amount due')).toBeLessThan(0.5);
      expect(confidence('customers in Dallas: outstanding balance')).toBeLessThan(0.5);
    });

    it('leaves one party named before its balance as its one figure', () => {
      const p = plan('customer Acme Robotics Group balance');
      expect(p.aggregate?.measures.map((m) => m.fn)).toEqual(['sum']);
      expect(confidence('customer Acme Robotics Group balance')).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('"described as" and one word that also means something else', () => {
    it("looks for the word in the records' description text", () => {
      // Was every item ranked by cost at 0.54: "large" read as a ranking, "described" unread.
      expect(filter(plan('parts described as large'))).toBe("Description LIKE '%large%'");
      expect(filter(plan('products described as tiny'))).toBe("Description LIKE '%tiny%'");
    });

    it('refuses it of records with no description text of their own', () => {
      // Was 0.54 (a ranking of customers, a name of vendors), or CustNum IS NULL at 1.0: the
      // participle found only other records' descriptions (items').
      expect(confidence('clients described as huge')).toBeLessThan(0.5);
      expect(confidence('suppliers described as precision')).toBeLessThan(0.5);
      expect(confidence('clients described as qwzzy')).toBeLessThan(0.5);
    });
  });

  describe('a superlative of one amount, then broken down', () => {
    it('is the extreme in each group, not the amount summed and the groups ranked', () => {
      // Was sum(UnitCost) per product code, the top group only, at 0.83: unit costs added up.
      const p = plan('the greatest unit cost for each product code');
      expect(measuresText(p)).toBe('max(UnitCost)');
      expect(p.aggregate?.groupBy).toEqual(['ProductCode']);
      expect(p.limit).toBeUndefined();
      expect(measuresText(plan('lowest credit limit per state'))).toBe('min(CreditLimit)');
    });

    it('leaves a cut, a plural amount and a breakdown said first as they were', () => {
      expect(measuresText(plan('top 3 product codes by total unit cost'))).not.toMatch(/^max/);
      expect(measuresText(plan('highest unit costs per product code'))).not.toMatch(/^max/);
      expect(measuresText(plan('clients by state with the greatest credit limit'))).not.toMatch(
        /^max/,
      );
    });
  });

  describe("parties named in the plural before a superlative of one record's amount", () => {
    it('are not answered by one value over their records: refused', () => {
      // Was max(PoCost) over every PO at 1.0: no vendor in the answer.
      expect(confidence('suppliers with the largest PO amount')).toBeLessThan(0.5);
      expect(confidence('clients in Texas with the biggest invoice amount')).toBeLessThan(0.5);
    });

    it('leaves the amount asked of parties named after it as one value', () => {
      expect(measuresText(plan('the largest invoice amount for clients in Texas'))).toBe(
        'max(Amount)',
      );
      expect(confidence('the largest invoice amount for clients in Texas')).toBeGreaterThanOrEqual(
        0.5,
      );
    });
  });
});
