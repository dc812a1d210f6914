import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, tenth-round sprint, tuner D): amounts, field lists and things the catalog
 * does not keep. Asked in words of our own; today is Saturday 2026-11-21.
 */
describe('tenth sprint (D): amounts, field lists, things outside the catalog (#17)', () => {
  let engine: NlEngine;
  const { plan, outcome, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe("the biggest (smallest) record of a party's own", () => {
    it('ranks the records by their own amount, the party reached through their reference', () => {
      for (const q of [
        'largest order allied trailer industries has placed',
        'what was the smallest sales order from Acme Robotics Group',
        "Iron River Construction Inc's 3 biggest customer orders",
      ]) {
        const p = plan(q);
        expect(p.ido).toBe('SLCos');
        expect(p.aggregate).toBeUndefined();
        expect(p.orderBy[0].property).toBe('Price');
        expect(relationFilter(p)).toContain('Name = ');
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      }
    });

    it('keeps its status and still ranks single records', () => {
      const p = plan('the single biggest open order for allied trailer industries');
      expect(p.ido).toBe('SLCos');
      expect(filter(p)).toBe("Stat IN ('O', 'P')");
      expect(p.orderBy[0]).toEqual({ property: 'Price', direction: 'desc' });
      expect(p.limit).toBe(1);
    });

    it('asked whose it is, is not the party with the biggest total: refused', () => {
      for (const q of [
        'which client placed the largest single order',
        'which supplier got the biggest PO from us',
      ])
        expect(confidence(q)).toBeLessThan(0.5);
      // The records in the plural are a party's total, as before.
      expect(measures(plan('which customers placed the biggest orders'))).toBe('sum(Price)');
    });

    it('leaves a party ranked by the amounts of records referring to it as it was', () => {
      const p = plan('top 5 customers this year');
      expect(p.ido).not.toBe('SLCustomers');
      expect(measures(p)).toMatch(/^sum\(/);
    });
  });

  describe('a noun listed among fields', () => {
    it('is the column naming the record, or the one it refers to', () => {
      const jobs = plan('job, item and qty for stopped jobs');
      expect(jobs.ido).toBe('SLJobs');
      expect(jobs.fields.slice(0, 2)).toEqual(['Job', 'Item']);
      const invoices = plan('invoice, customer, balance for open invoices');
      expect(invoices.ido).toBe('SLArtrans');
      expect(invoices.fields).toEqual(['InvNum', 'DerCustName', 'Balance']);
      const pos = plan('vendor, po number and due date for late POs');
      expect(pos.fields).toEqual(['VendorName', 'PoNum', 'DueDate']);
    });

    it('listed with other nouns that are properties of the records named after, lists them', () => {
      const lines = plan('supplier and item for open po lines');
      expect(lines.ido).toBe('SLPoItems');
      expect(lines.fields).toEqual(['VenadrName', 'Item']);
      expect(plan('vendor, item for PO lines due this week').ido).toBe('SLPoItems');
      // Nouns with no records named after them are what is asked about.
      const o = outcome('customers and vendors in Ohio');
      expect(o.kind === 'plan' ? o.plan.fields : []).not.toContain('VenadrName');
    });

    it('keeps "total" beside it a column, not a sum that drops the rest', () => {
      for (const q of [
        'customer, total for orders placed this month',
        'show customer, order total for stopped orders',
      ]) {
        const p = plan(q);
        expect(p.ido).toBe('SLCos');
        expect(p.aggregate).toBeUndefined();
        expect(p.fields).toEqual(['CustomerName', 'Price']);
      }
    });

    it('a comma ends a phrase: "customer, order" is two items, "customers, credit limit" a list', () => {
      const p = plan('customers, credit limit for customers in Ohio');
      expect(p.aggregate).toBeUndefined();
      expect(p.fields).toContain('CreditLimit');
      expect(filter(plan('invoices due March 3, 2026'))).toContain("DueDate = '2026-03-03'");
    });

    it('beside a figure not broken down by it, or with "total" unread, is refused', () => {
      for (const q of [
        'supplier and total cost of open POs',
        'vendor, average cost for open POs',
        'total spend and vendor for open POs',
        'customer and total sales for open orders',
      ])
        expect(confidence(q)).toBeLessThan(0.5);
    });
  });

  describe('what the catalog does not keep', () => {
    it('money spent in a past period, put on a date that looks ahead, is refused', () => {
      for (const q of [
        'how much did we spend on IT-10001 last week',
        'what did we spend on IT-10000 in October',
      ])
        expect(confidence(q)).toBeLessThan(0.5);
    });

    it('"today" said of a value, no records named, asks what it is now: refused', () => {
      for (const q of ['exchange rate for EUR today', 'unit cost of IT-10001 today'])
        expect(confidence(q)).toBeLessThan(0.5);
      // Records named with their date keep it.
      expect(filter(plan('exchange rate for POs placed today'))).toBe("OrderDate = '2026-11-21'");
    });

    it('payments to vendors (the catalog keeps only payments from customers) are refused', () => {
      for (const q of [
        'vendor payments to Great Lakes Plastics Inc',
        'payments we made to suppliers last month',
      ])
        expect(confidence(q)).toBeLessThan(0.5);
      expect(plan('customer payments from Acme Robotics Group').ido).toBe('SLArtrans');
    });

    it('invoices or bills from vendors (only customers are invoiced) are refused', () => {
      for (const q of [
        'vendor invoices from Great Lakes Plastics Inc',
        'supplier bills for Delta Wire & Cable Ltd',
      ])
        expect(confidence(q)).toBeLessThan(0.5);
      // A verb of billing still says which currency a vendor bills in.
      expect(confidence('suppliers that bill us in euros')).toBeGreaterThanOrEqual(0.5);
    });

    it('an unknown word after a noun of the catalog is what is asked: refused', () => {
      for (const q of [
        'what is the stock ticker of Acme Steel Corp',
        "what's the vendor rating for Delta Wire & Cable Ltd",
        'what is the customer satisfaction score for Allied Trailer Industries',
      ])
        expect(confidence(q)).toBeLessThan(0.5);
      expect(
        confidence('how many sales orders came in during the first quarter'),
      ).toBeGreaterThanOrEqual(0.5);
    });
  });
});
