import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, eleventh round, tuner A): ranking and aggregate shapes, and comparisons
 * between two properties of one record. A count of records asked for reaches the answer or
 * costs confidence; a superlative after "top" says what is ranked; one value "of any" record
 * described is a maximum. Asked in words of our own; today is Saturday 2026-11-21.
 */
describe('eleventh round (A): ranked cuts, figures of any record, properties compared (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a count of records asked for', () => {
    it('a cut of the most late records keeps only late ones', () => {
      const p = plan('the 3 most overdue invoices');
      expect(filter(p)).toBe("DaysPastDue > 0 AND Type = 'I'");
      expect(p.limit).toBe(3);
      expect(p.orderBy).toEqual([{ property: 'DaysPastDue', direction: 'desc' }]);
      expect(filter(plan('which 4 customer orders are most late'))).toBe('DaysLate > 0');
    });

    it('counts the groups before a property that groups them', () => {
      const p = plan('which 2 buyers have the fewest purchase orders');
      expect(p.aggregate?.groupBy).toEqual(['Buyer']);
      expect(p.limit).toBe(2);
      expect(plan('which 4 warehouses hold the most stock').limit).toBe(4);
    });

    it('a superlative after "top" says what is ranked, and keeps the count', () => {
      const p = plan('top 4 newest customer orders');
      expect(p.orderBy).toEqual([{ property: 'OrderDate', direction: 'desc' }]);
      expect(p.limit).toBe(4);
      const late = plan('top 2 most overdue purchase orders');
      expect(filter(late)).toBe('DaysOverdue > 0');
      expect(late.limit).toBe(2);
    });

    it('is no value of the amount said before it', () => {
      expect(filter(plan('the 6 biggest open orders'))).toBe("Stat IN ('O', 'P')");
      expect(confidence('total of the 6 biggest open orders')).toBeLessThan(0.5);
    });

    it('costs confidence when the answer is not cut to it', () => {
      expect(
        confidence('how many of the 8 most overdue POs are from Acme Steel Corp'),
      ).toBeLessThan(0.5);
      expect(confidence('count the 15 oldest items')).toBeLessThan(0.5);
      expect(confidence('sum of the 4 largest invoices')).toBeLessThan(0.5);
    });
  });

  describe('one value of any record described', () => {
    it('is the maximum over the records the words describe', () => {
      const p = plan('the highest balance of any open invoice');
      expect(measures(p)).toBe('max(Balance)');
      expect(filter(p)).toBe("Balance > 0 AND Type = 'I'");
      expect(measures(plan('what is the longest days overdue across all open POs'))).toBe(
        'max(DaysOverdue)',
      );
    });

    it('"among" and "across" the records ask for one value too', () => {
      const p = plan('the lowest unit cost among purchased items');
      expect(measures(p)).toBe('min(UnitCost)');
      expect(filter(p)).toBe("PMTCode = 'P'");
      expect(p.confidence).toBeGreaterThanOrEqual(0.5);
    });

    it('not when other records were named first: they are what is ranked', () => {
      const p = plan('customers with the largest balance across all invoices');
      expect(p.aggregate?.measures.map((x) => x.fn)).toEqual(['sum']);
      expect(p.aggregate?.groupBy).toContain('CustNum');
    });
  });
  describe('a date of the records compared with another of theirs', () => {
    it('"after their due date" compares the verb\'s date, its period between them kept', () => {
      expect(filter(plan('purchase order lines received last week after their due date'))).toBe(
        "RcvdDate BETWEEN '2026-11-09' AND '2026-11-15' AND RcvdDate > DueDate",
      );
    });

    it('"ahead of" is before', () => {
      expect(filter(plan('po lines received ahead of the due date'))).toBe('RcvdDate < DueDate');
      expect(filter(plan('invoices dated ahead of September'))).toBe(
        "InvDate < '2026-09-01' AND Type = 'I'",
      );
    });
  });
  describe('a quantity of the records compared with another of theirs', () => {
    it('a bare "qty" after the word naming a quantity is that quantity', () => {
      expect(filter(plan('stock rows where allocated qty is greater than what is on hand'))).toBe(
        'QtyAllocCo > QtyOnHand',
      );
      expect(filter(plan('jobs where completed qty is below released'))).toBe(
        'QtyComplete < QtyReleased',
      );
    });

    it('"shipped short", "received short": less than was ordered', () => {
      expect(filter(plan('customer order lines shipped short'))).toBe('QtyShipped < QtyOrdered');
      expect(filter(plan('purchase order lines received short'))).toBe('QtyReceived < QtyOrdered');
    });

    it('a share of another quantity is not computed, and is not answered', () => {
      expect(confidence('WEST stock rows with on hand under half the reorder point')).toBeLessThan(
        0.5,
      );
      expect(confidence('stock rows holding more than twice the reorder point')).toBeLessThan(0.5);
      expect(confidence('po lines where under 40% of the ordered qty came in')).toBeLessThan(0.5);
      expect(confidence('firm jobs with less than a third of the quantity complete')).toBeLessThan(
        0.5,
      );
    });

    it('a number of days is compared with no quantity', () => {
      expect(confidence('po lines received more than 3 days after their due date')).toBeLessThan(
        0.5,
      );
    });

    it('a comparison word no condition took costs confidence', () => {
      expect(confidence('stock rows with on hand below roughly the reorder point')).toBeLessThan(
        0.5,
      );
    });
  });
  describe('a real word two letters longer than a filler word', () => {
    it('is not read as the filler, so the records it describes are not all answered', () => {
      expect(confidence('bearing items')).toBeLessThan(0.5);
    });

    it('a key struck twice is still a slip', () => {
      expect(filter(plan('co lines shippped last week'))).toBe(
        "ShipDate BETWEEN '2026-11-09' AND '2026-11-15'",
      );
    });
  });
});
