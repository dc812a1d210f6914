import { formatFilter } from '../../erp/load-request';
import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Issue #17's examples ("honest answers"), on the syteline catalog's names: each is answered
 * right or refused. The threshold is the shipped default (config/default.json).
 */

describe('honest answers (#17)', () => {
  let engine: NlEngine;
  const { outcome, plan } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('quantities vs counts', () => {
    it.each([
      ['how many IT-10045 do we have on hand'],
      ['how many IT-10045 do we have'],
      ['how many units of IT-10045 are on hand'],
    ])('%p sums the quantity on hand, it does not count records', (question) => {
      const p = plan(question);
      expect(['SLItems', 'SLItemwhses']).toContain(p.ido);
      expect(measures(p)).toMatch(/^sum\((DerQtyOnHand|QtyOnHand)\)$/);
      expect(filter(p)).toContain("Item = 'IT-10045'");
    });

    it('"how many Acme Steel Corp purchase orders" still counts the orders', () => {
      const p = plan('how many Acme Steel Corp purchase orders');
      expect(p.ido).toBe('SLPos');
      expect(measures(p)).toBe('count(*)');
    });
  });

  describe('money with a currency', () => {
    it('"$10K" compares POs in US dollars and says so', () => {
      const p = plan('Show overdue purchase orders over $10K');
      expect(filter(p)).toBe("DaysOverdue > 0 AND PoCost > 10000 AND VenCurrCode = 'USD'");
      expect(p.notes.join(' ')).toMatch(/in USD/);
    });

    it('"20,000 CAD" compares POs in Canadian dollars', () => {
      expect(filter(plan('POs over 20,000 CAD'))).toBe("PoCost > 20000 AND VenCurrCode = 'CAD'");
    });

    it('an amount without a currency compares as stored', () => {
      expect(filter(plan('purchase orders over 10000'))).toBe('PoCost > 10000');
    });

    it('invoices have no currency: "$" compares their amounts as stored', () => {
      expect(filter(plan('invoices over $5,000'))).toBe("Amount > 5000 AND Type = 'I'");
    });
  });

  describe('verbs and phrases that name a state, a relation or a date', () => {
    it('"jobs released but not finished yet" are the released jobs', () => {
      const p = plan('jobs released but not finished yet');
      expect(p.ido).toBe('SLJobs');
      expect(filter(p)).toMatch(/^Stat = 'R'/);
      expect(p.relations).toEqual([]);
    });

    it('"scheduled to finish this month" is the whole month of the scheduled end date', () => {
      const p = plan('how many jobs are scheduled to finish this month');
      expect(p.ido).toBe('SLJobs');
      expect(filter(p)).toBe("JschEndDate BETWEEN '2026-11-01' AND '2026-11-30'");
      expect(measures(p)).toBe('count(*)');
      expect(p.ignored).toEqual([]);
    });

    it('"jobs building item IT-10045" are the open jobs making it', () => {
      const p = plan('which jobs are building item IT-10045');
      expect(p.ido).toBe('SLJobs');
      expect(filter(p)).toBe("Stat IN ('F', 'R') AND Item = 'IT-10045'");
    });

    it('"obsolete items that still have stock on hand" keeps the stock condition', () => {
      const p = plan('obsolete items that still have stock on hand');
      expect(p.ido).toBe('SLItems');
      expect(filter(p)).toBe("Stat = 'O' AND DerQtyOnHand > 0");
    });

    it('"obsolete items that have stock" is not read as items having stock records', () => {
      expect(filter(plan('obsolete items that have stock'))).toBe(
        "Stat = 'O' AND DerQtyOnHand > 0",
      );
    });

    it('"what did we sell to customers in Texas in 2025" answers with orders, not customers', () => {
      const p = plan('what did we sell to customers in Texas in 2025');
      expect(p.ido).toBe('SLCos');
      expect(filter(p)).toBe("OrderDate BETWEEN '2025-01-01' AND '2025-12-31'");
      expect(p.relations).toHaveLength(1);
      expect(p.relations[0].target.ido).toBe('SLCustomers');
      const target = p.relations[0].target.filter;
      expect(target ? formatFilter(target) : '').toContain("State = 'TX'");
    });
  });

  describe('a property word after its value names the value, it is not a field to show', () => {
    it.each([
      ['active status vendors', 'active vendors'],
      ['open status POs', 'open POs'],
      ['vendors in Texas state', 'vendors in Texas'],
    ])('%p is %p', (question, plain) => {
      const p = plan(question);
      const q = plan(plain);
      expect(filter(p)).toBe(filter(q));
      expect(p.fields).toEqual(q.fields);
      expect(p.orderBy).toEqual(q.orderBy);
    });
  });

  it('a bare date applied to records the question never names lowers confidence and says so', () => {
    const p = plan('vendors last month');
    expect(p.ido).toBe('SLVendors');
    expect(p.confidence).toBeLessThan(1);
    expect(p.notes.join(' ')).toMatch(/read "last month" as purchase orders/);
  });

  describe('a verb before a date names which date it is', () => {
    it.each([
      ['PO lines received last month', 'SLPoItems', 'RcvdDate'],
      ['customer order lines shipped last week', 'SLCoitems', 'ShipDate'],
      ['POs placed last month', 'SLPos', 'OrderDate'],
      ['invoices last month', 'SLArtrans', 'InvDate'],
    ])('%p → %s.%s', (question, ido, date) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(filter(p)).toMatch(new RegExp(`${date} BETWEEN`));
    });
  });

  describe('a verb naming a date compared with another date', () => {
    it.each([
      ['PO lines received after their due date', 'SLPoItems', 'RcvdDate > DueDate'],
      ['customer order lines shipped after their due date', 'SLCoitems', 'ShipDate > DueDate'],
      // The noun "jobs" names the records, not the Job Date: compared with today.
      ['jobs past their end date', 'SLJobs', "JschEndDate < '2026-11-21'"],
    ])('%p → %s where %s', (question, ido, condition) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(filter(p)).toContain(condition);
    });
  });

  describe('numbers that cannot be represented exactly', () => {
    it('reads scientific notation whole ("1.5e3" is 1500, not 1 and an unknown word)', () => {
      expect(filter(plan('POs over 1.5e3'))).toBe('PoCost > 1500');
    });

    it.each([
      ['overdue purchase orders over $999999999999999999999999'],
      ['POs over 90071992547409931'],
      ['POs over 1e30'],
      ['POs over a billion billion'],
      ['POs over 10 quadrillion dollars'],
    ])('%p is refused with a clear message', (question) => {
      const o = outcome(question);
      expect(o.kind).toBe('refusal');
      if (o.kind === 'refusal') expect(o.refusal.message).toMatch(/too large/);
    });
  });
});
