import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText,
  SPEC_MIN_CONFIDENCE,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, nineteenth round, tuner A): right readings refused for everyday wording.
 * A request run together as spoken ("gimme"), a verb of holding after its subject ("what do we
 * keep in …"), an adverb of full degree before what is already whole or none ("completely out
 * of stock") and a period said before the question it dates ("last week, how many … came in")
 * each cost a right reading its confidence, or (the last) read the records' usual date for the
 * one the verb names. Questions of our own, not the evaluation's.
 */
describe('nineteenth round (A): everyday wording of right readings (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence, refused } = specReader(() => engine);
  const answered = (q: string): void =>
    expect(confidence(q)).toBeGreaterThanOrEqual(SPEC_MIN_CONFIDENCE);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a request run together as spoken', () => {
    it('is filler, as the words it runs together are', () => {
      const cases: Array<[string, string, string]> = [
        ['gimme the email for Acme Steel Corp', 'SLVendors', "Name = 'Acme Steel Corp'"],
        ['gimme a list of customers in TX', 'SLCustomers', "CustSeq = 0 AND State = 'TX'"],
        ['lemme see the vendors in Ohio', 'SLVendors', "VadState = 'OH'"],
        ['wanna see customers in Michigan', 'SLCustomers', "CustSeq = 0 AND State = 'MI'"],
        ['can ya list the vendors in Georgia', 'SLVendors', "VadState = 'GA'"],
      ];
      for (const [q, ido, f] of cases) {
        const p = plan(q);
        expect(p.ido).toBe(ido);
        expect(filter(p)).toBe(f);
        answered(q);
      }
    });

    it('hides nothing said after it', () => {
      // Negative: the negation after the request still reads.
      expect(filter(plan('gimme customers not in OH'))).toBe(
        "CustSeq = 0 AND (State <> 'OH' OR State IS NULL)",
      );
      // Negative: a name nobody knows still costs the answer.
      expect(refused('gimme the address of Tesla')).toBe(true);
    });
  });

  describe('"keep" after its subject', () => {
    it('is holding stock, as "carry" is', () => {
      for (const q of [
        'what do we keep in the EAST warehouse',
        'which items do we keep in SOUTH',
        'items we keep in WEST',
      ]) {
        const p = plan(q);
        expect(p.ido).toBe('SLItemwhses');
        expect(filter(p)).toMatch(/^Whse = '(?:EAST|SOUTH|WEST)'$/);
        answered(q);
      }
    });

    it('stays unread where it opens an instruction', () => {
      // Negative: bare "keep" first is something to do.
      expect(refused('keep IT-10001 in MAIN')).toBe(true);
    });
  });

  describe('an adverb of full degree', () => {
    it('adds nothing before what is already whole or none', () => {
      const cases: Array<[string, string, string]> = [
        [
          'anything totally out of stock in WEST',
          'SLItemwhses',
          "QtyOnHand <= 0 AND Whse = 'WEST'",
        ],
        ['items entirely out of stock', 'SLItems', 'DerQtyOnHand <= 0'],
        ['literally every vendor in Texas', 'SLVendors', "VadState = 'TX'"],
        ['vendors with absolutely no email', 'SLVendors', 'ExternalEmailAddr IS NULL'],
      ];
      for (const [q, ido, f] of cases) {
        const p = plan(q);
        expect(p.ido).toBe(ido);
        expect(filter(p)).toBe(f);
        answered(q);
      }
    });

    it('still costs confidence before anything else, and is no typo of "total"', () => {
      // Negative: "totally late" may say more than late; the reading stays refused.
      expect(refused('totally late POs')).toBe(true);
      expect(refused('completely overdue invoices')).toBe(true);
      // Negative: "totally" is not the aggregate "total".
      expect(confidence('items totally out of stock')).toBeGreaterThanOrEqual(SPEC_MIN_CONFIDENCE);
      expect(plan('items totally out of stock').aggregate).toBeUndefined();
    });
  });

  describe('a period said before the question it dates', () => {
    it('is of the verb that ends the question', () => {
      const lines = plan('last week, how many PO lines came in');
      expect(lines.ido).toBe('SLPoItems');
      expect(filter(lines)).toBe("RcvdDate BETWEEN '2026-11-09' AND '2026-11-15'");
      expect(measuresText(lines)).toBe('count(*)');
      answered('last week, how many PO lines came in');
      const invoices = plan('last month, how many invoices went out');
      expect(invoices.ido).toBe('SLArtrans');
      expect(filter(invoices)).toMatch(/^InvDate BETWEEN '2026-10-01' AND '2026-10-31'/);
      answered('last month, how many invoices went out');
      // No comma: a question's opening word closes the period as well.
      expect(filter(plan('the week before last how many POs went out'))).toBe(
        "OrderDate BETWEEN '2026-11-02' AND '2026-11-08'",
      );
      answered('the week before last how many POs went out');
    });

    it('reads as the same question said with the period last', () => {
      for (const [fronted, last] of [
        ['last week, how many PO lines came in', 'how many PO lines came in last week'],
        ['in October, how many POs went out', 'how many POs went out in October'],
        ['yesterday, how many jobs were completed', 'how many jobs were completed yesterday'],
      ]) {
        expect(filter(plan(fronted)).split(' AND ').sort()).toEqual(
          filter(plan(last)).split(' AND ').sort(),
        );
        expect(confidence(fronted)).toBeCloseTo(confidence(last), 2);
      }
    });

    it('leaves a date that qualifies the noun after it', () => {
      // Negative: "this month's invoices" are dated by the month; "paid" is their state.
      expect(filter(plan("this month's invoices that are fully paid"))).toBe(
        "InvDate BETWEEN '2026-11-01' AND '2026-11-21' AND Balance <= 0 AND Type = 'I'",
      );
      // Negative: a state now ("are unpaid") is no deed the period dates.
      expect(filter(plan('last month, which invoices are unpaid'))).toBe(
        "InvDate BETWEEN '2026-10-01' AND '2026-10-31' AND Balance > 0 AND Type = 'I'",
      );
      answered('last month, which invoices are unpaid');
      // Negative: no verb follows; the records' usual date stays.
      expect(filter(plan('last month, open POs'))).toBe(
        "OrderDate BETWEEN '2026-10-01' AND '2026-10-31' AND Stat IN ('P', 'O')",
      );
    });
  });
});
