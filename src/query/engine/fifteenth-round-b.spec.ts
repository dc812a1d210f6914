import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fifteenth round, tuner B): dates and rankings. Questions of our own, not the
 * evaluation's.
 */
describe('fifteenth round (B): dates and rankings (#17)', () => {
  let engine: NlEngine;
  const { plan, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a participle before "in the <period>"', () => {
    it('says when the records were made, articles and all, not which amount to add up', () => {
      // Was a sum of Price at 1.0: "the" between "in" and the date hid the date from the verb.
      const q = 'sales orders booked in the past 3 weeks';
      expect(measures(plan(q))).toBe('');
      expect(filter(plan(q))).toBe("OrderDate BETWEEN '2026-10-31' AND '2026-11-21'");
      expect(measures(plan('customer orders booked in the last 10 days'))).toBe('');
    });

    it('leaves an amount asked for as a total summed', () => {
      expect(measures(plan('total booked in the last 10 days'))).toBe('sum(Price)');
    });
  });

  describe('a count after a ranking, said with a verb of showing', () => {
    it('is the cut of the ranking', () => {
      // Was the whole ordered list, refused at 0.39: the trailing number was left unread.
      const q = 'cheapest items - show me 4';
      expect(plan(q).limit).toBe(4);
      expect(plan(q).orderBy).toEqual([{ property: 'UnitCost', direction: 'asc' }]);
    });

    it('keeps only the late records when the ranking is by lateness', () => {
      // As "the 6 most overdue invoices" does: records not overdue must not fill the cut.
      const q = 'most overdue invoices, give me 6';
      expect(plan(q).limit).toBe(6);
      expect(filter(plan(q))).toContain('DaysPastDue > 0');
    });

    it('is a plain limit of records listed without a ranking', () => {
      expect(plan('Texas customers - list 3').limit).toBe(3);
    });

    it('does not read a number that names a record, or one said alone', () => {
      const q = 'show the POs of vendor 1001';
      expect(relationFilter(plan(q))).toBe("VendNum = '1001'");
      expect(plan(q).limit).toBeUndefined();
      expect(refused('give me 8')).toBe(true);
    });
  });

  describe('"running the latest" (the superlative of "running late")', () => {
    it('ranks by how late the records are, keeping the late ones under a cut', () => {
      // Was a ranking by due date (the newest date), refused at 0.45.
      const q = '3 customer orders running latest';
      expect(plan(q).orderBy).toEqual([{ property: 'DaysLate', direction: 'desc' }]);
      expect(filter(plan(q))).toBe('DaysLate > 0');
      expect(plan(q).limit).toBe(3);
      expect(filter(plan('customer orders running the latest, show 4'))).toBe('DaysLate > 0');
      expect(plan('purchase orders running the furthest behind').orderBy).toEqual([
        { property: 'DaysOverdue', direction: 'desc' },
      ]);
    });

    it('leaves "latest" alone a ranking by date', () => {
      expect(plan('latest customer orders').orderBy).toEqual([
        { property: 'OrderDate', direction: 'desc' },
      ]);
    });

    it('refuses records that keep no days late', () => {
      expect(refused('vendors running the latest')).toBe(true);
    });
  });

  describe('"the most units" with no quantity named', () => {
    it('is not a count per unit of measure: which quantity is a guess, refused', () => {
      // Was PO lines grouped by their unit of measure at 0.92.
      expect(refused('which warehouse got the most units of IT-10045')).toBe(true);
    });

    it('is the quantity on hand after a verb of holding (fifteenth round, F)', () => {
      const p = plan('which warehouse keeps the most units of IT-10045');
      expect(p.ido).toBe('SLItemwhses');
      expect(p.orderBy).toEqual([{ property: 'QtyOnHand', direction: 'desc' }]);
    });

    it('leaves a quantity that is named ranked by it', () => {
      expect(refused('items with the most units on hand')).toBe(false);
    });
  });

  describe('"bottom N" before the records and a superlative', () => {
    it('is the cut of that superlative when both rank the same way', () => {
      // Was the customers' usual ranking (order value) at 0.45.
      const q = 'bottom 2 customers with the smallest credit limit';
      expect(plan(q).orderBy).toEqual([{ property: 'CreditLimit', direction: 'asc' }]);
      expect(plan(q).limit).toBe(2);
    });

    it('contradicts a superlative of the other direction: refused', () => {
      // Was the 5 cheapest at 1.0, "highest" silently lost.
      expect(refused('bottom 4 vendors with the highest spend')).toBe(true);
      expect(refused('bottom 5 parts with the biggest unit cost')).toBe(true);
    });
  });

  describe('a superlative with its amount, of records, then "by" a party', () => {
    it('is the extreme per party, not one ordered list', () => {
      // Was every record ordered by the amount at 1.0: the breakdown dropped.
      const q = 'the highest balance of open invoices by customer';
      expect(plan(q).aggregate?.groupBy).toContain('CustNum');
      expect(measures(plan(q))).toBe('max(Balance)');
      expect(measures(plan('the largest cost of purchase orders by vendor'))).toBe('max(PoCost)');
    });

    it('leaves a ranking with no amount ranked by the related records', () => {
      // "biggest customers by open orders": their orders' value, summed per customer.
      expect(measures(plan('biggest customers by open orders'))).toBe('sum(Price)');
    });
  });
});
