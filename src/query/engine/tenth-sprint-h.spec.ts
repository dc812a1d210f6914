import {
  specEngine,
  specReader,
  filterText as filter,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import type { NlEngine } from './nl-engine';

/**
 * Calibration (#17, tenth-round sprint, tuner H): confident wrong answers left by the round.
 * Asked in words of our own; today is Saturday 2026-11-21.
 */
describe('tenth sprint (H): confident wrong answers (#17)', () => {
  let engine: NlEngine;
  const { plan, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"lines" that could be the lines of either trade', () => {
    it('is refused when nothing says which document the lines belong to', () => {
      expect(refused('open lines for IT-10045')).toBe(true);
      expect(refused('lines for item IT-10045 that are open')).toBe(true);
      expect(refused('which lines are late')).toBe(true);
      expect(refused('lines due next week')).toBe(true);
    });

    it('is answered when a word says which', () => {
      const po = plan('open PO lines for IT-10045');
      expect(po.ido).toBe('SLPoItems');
      expect(filter(po)).toContain("Item = 'IT-10045'");
      expect(plan('customer order lines for IT-10045').ido).toBe('SLCoitems');
      expect(plan('lines we received last week').ido).toBe('SLPoItems');
      // A bare document noun keeps its usual meaning.
      expect(plan('open orders').ido).toBe('SLCos');
    });
  });

  describe('a date named by a word of other records the question never names', () => {
    it('is a guess for records that keep dates of their own', () => {
      // "sent" is the invoices' date: the orders were ordered, shipped and invoiced.
      expect(refused('orders sent last week')).toBe(true);
      expect(refused('customer orders sent out yesterday')).toBe(true);
      expect(refused('orders that were sent this month')).toBe(true);
    });

    it('is answered when the date is named by its own label or its own verb', () => {
      const labelled = plan('orders with an invoice date last week');
      expect(labelled.ido).toBe('SLCos');
      expect(JSON.stringify(labelled.relations)).toContain('InvDate');
      expect(JSON.stringify(plan('orders invoiced last week').relations)).toContain('InvDate');
      expect(filter(plan('orders dated last week'))).toContain('OrderDate');
      // Records that keep no dates of their own are what those records did.
      expect(plan('customers who owe money').ido).toBe('SLCustomers');
      expect(plan('customers invoiced last month').ido).toBe('SLCustomers');
    });
  });

  describe('a verb in -ing nobody knows, right before a period', () => {
    it('says which date or what happened then: a guess on the usual date', () => {
      expect(refused('jobs amending last week')).toBe(true);
      expect(refused('orders expediting this week')).toBe(true);
    });

    it('leaves known verbs in -ing and periods without them alone', () => {
      expect(filter(plan('jobs starting next week'))).toContain('JschStartDate');
      expect(filter(plan('jobs finishing this month'))).toContain('JschEndDate');
      expect(filter(plan('POs due during next week'))).toContain('DueDate');
    });
  });

  describe('a state only of records that point back at the records asked about', () => {
    it('is not a state of those records', () => {
      // "received" / "filled" is a state of order lines, not of invoices or jobs.
      expect(refused('invoices received')).toBe(true);
      expect(refused('invoices recieved')).toBe(true);
      expect(refused('invoices that are filled')).toBe(true);
      expect(refused('jobs received')).toBe(true);
    });

    it('is still read on their own lines, and on what they point at', () => {
      expect(relationFilter(plan('POs received'))).toContain("Stat = 'F'");
      expect(filter(plan('open invoices'))).toContain('Balance > 0');
      expect(plan('open customer orders that are not on credit hold').ido).toBe('SLCos');
    });
  });
});
