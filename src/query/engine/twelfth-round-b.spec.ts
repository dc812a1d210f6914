import {
  specEngine,
  specReader,
  filterText as filter,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import type { DateMention, Mention } from './engine.types';
import { NlEngine } from './nl-engine';
import type { Condition } from './planner/conditions';
import { dateAfterOnLost } from './planner/unread-qualifiers';

/**
 * Calibration (#17, twelfth round, tuner B): words that qualify the records and that nothing
 * read cost confidence; money owed to us (receivables). Asked in words of our own; today is
 * Saturday 2026-11-21.
 */
describe('twelfth round (B): unread qualifiers, receivables (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a word nobody knows that qualifies the records', () => {
    it('right before the noun of the records is a guess', () => {
      expect(
        confidence('flurbish purchase orders from Acme Steel Corp due this week'),
      ).toBeLessThan(0.5);
      expect(confidence('open flurbish purchase orders for Acme Steel Corp')).toBeLessThan(0.5);
    });

    it('right after a status in the past is a guess', () => {
      expect(confidence('purchase orders received flurbish from Acme Steel Corp')).toBeLessThan(
        0.5,
      );
    });

    it('leaves the records read alone without one', () => {
      const p = plan('open purchase orders for Acme Steel Corp due this week');
      expect(filter(p)).toContain("VendorName = 'Acme Steel Corp'");
      expect(p.confidence).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('a date after "on"', () => {
    const words = (text: string, at: number): Mention => ({
      kind: 'words',
      text,
      start: at,
      end: at + 1,
      typos: 0,
      lex: [],
    });
    const date = {
      kind: 'date',
      text: 'March 3',
      start: 2,
      end: 4,
      typos: 0,
      date: { range: { from: '2026-03-03', to: '2026-03-03' } },
    } as unknown as DateMention;
    const mentions = [words('jobs', 0), words('on', 1), date];
    const carrying = { mentions: [date] } as unknown as Condition;

    it('is lost when no condition placed carries it', () => {
      expect(dateAfterOnLost(mentions, [])).toBe(true);
      expect(dateAfterOnLost(mentions, [carrying])).toBe(false);
    });

    it('is read on the records as the day they are dated', () => {
      const p = plan('how many open purchase orders on March 3');
      expect(filter(p)).toBe("Stat IN ('P', 'O') AND OrderDate = '2026-03-03'");
    });
  });

  describe('receivables', () => {
    it('are what customers were charged, not the payments and credits applied', () => {
      // Said of whom they were issued to, they are the invoices (15a: every evaluation set's
      // stated meaning); said by their state, every charge.
      expect(filter(plan('receivables for Iron River Construction Inc'))).toBe(
        "DerCustName = 'Iron River Construction Inc' AND Type = 'I'",
      );
      expect(filter(plan('past due receivables'))).toBe(
        "DaysPastDue > 0 AND Type IN ('I', 'D', 'F')",
      );
    });

    it('leave invoices one kind, and join a kind named beside them', () => {
      expect(filter(plan('invoices for Iron River Construction Inc'))).toBe(
        "DerCustName = 'Iron River Construction Inc' AND Type = 'I'",
      );
      expect(filter(plan('receivables and credit memos for Iron River Construction Inc'))).toBe(
        "Type IN ('C', 'I') AND DerCustName = 'Iron River Construction Inc'",
      );
    });
  });

  describe('a kind of record whose own name runs on', () => {
    it('reads "customer payments received" as payments, not a date "received" names', () => {
      const p = plan('customer payments received in the last 30 days');
      expect(filter(p)).toBe("Type = 'P' AND InvDate BETWEEN '2026-10-22' AND '2026-11-21'");
      expect(p.confidence).toBeGreaterThanOrEqual(0.5);
    });

    it('leaves a verb that names no kind a verb of its own', () => {
      expect(confidence('customer payments shipped in the last 30 days')).toBeLessThan(0.5);
    });
  });

  describe('a verb of billing in the present', () => {
    it('says which currency the records bill in, whoever they bill', () => {
      expect(filter(plan("vendors that don't bill us in USD"))).toBe("CurrCode <> 'USD'");
      expect(filter(plan('vendors who charge in CAD'))).toBe("CurrCode = 'CAD'");
    });

    it('is a noun after an article, not a verb', () => {
      expect(confidence('show me the bills in USD')).toBeLessThan(0.5);
    });
  });

  describe('an amount per party, the party named again to say which', () => {
    it("measures the amount's records, the party's words on the related party", () => {
      const p = plan('open PO value by vendor for Canadian vendors');
      expect(p.ido).toBe('SLPos');
      expect(filter(p)).toBe("Stat IN ('P', 'O')");
      expect(p.aggregate?.groupBy).toContain('VendNum');
      expect(p.relations[0]?.target.ido).toBe('SLVendors');
      expect(relationFilter(p)).toBe("VadCountry = 'Canada'");
    });

    it('reads "unpaid" of a balance as records with something unpaid', () => {
      const p = plan('unpaid balance per customer for customers in New York');
      expect(p.ido).toBe('SLArtrans');
      expect(filter(p)).toBe('Balance > 0');
      expect(p.aggregate?.groupBy).toContain('CustNum');
      expect(relationFilter(p)).toBe("CustSeq = 0 AND State = 'NY'");
    });

    it('is no surer than a choice by properties: a condition left over still refuses', () => {
      expect(confidence('open PO value by vendor for vendors on hold')).toBeLessThan(0.5);
    });
  });

  describe('an amount a rule is about, had by the records', () => {
    it('is read with the rule ("with an unpaid balance" as "with a balance")', () => {
      const p = plan('customers with an unpaid balance');
      expect(p.relations[0]?.target.ido).toBe('SLArtrans');
      expect(relationFilter(p)).toBe('Balance > 0');
      expect(p.confidence).toBeGreaterThanOrEqual(0.5);
    });

    it('is compared on its own when a comparison follows', () => {
      expect(filter(plan('invoices with an unpaid balance over 5000'))).toContain('Balance > 5000');
    });
  });
});
