import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fifteenth round, tuner A): receivables, AR history, money collected and
 * shipped. Questions of our own, not the evaluation's.
 */
describe('fifteenth round (A): receivables and money (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a group of kinds said of whom its records were issued to', () => {
    it('is the documents issued, the kind the records are called by', () => {
      expect(filter(plan('show the receivables of Iron River Construction Inc'))).toBe(
        "DerCustName = 'Iron River Construction Inc' AND Type = 'I'",
      );
      expect(filter(plan('receivables from Ohio customers'))).toContain("Type = 'I'");
    });

    it('stays every kind of the group when said by a state of what is owed', () => {
      // Negative: no party, place or date names the receivables; any charge can be past due.
      expect(filter(plan('receivables that are past due'))).toBe(
        "DaysPastDue > 0 AND Type IN ('I', 'D', 'F')",
      );
      expect(filter(plan('receivables with a balance over 5000'))).toContain(
        "Type IN ('I', 'D', 'F')",
      );
    });
  });

  describe('"collected" said of payments', () => {
    it('is the payment itself, summed by its amount', () => {
      // Was the paid state (Balance <= 0) of payments, summing their balance, at 0.41.
      const q = 'total of the payments collected in March';
      expect(filter(plan(q))).toBe("Type = 'P' AND InvDate BETWEEN '2026-03-01' AND '2026-03-31'");
      expect(plan(q).aggregate?.measures[0].property).toBe('Amount');
    });

    it('stays the paid state of documents with a balance', () => {
      // Negative: invoices collected are the paid ones.
      expect(filter(plan('invoices that have been collected'))).toBe("Balance <= 0 AND Type = 'I'");
    });
  });

  describe("the ledger's abbreviation and a noun of its rows", () => {
    it('reads "A/R" written with its slash as "AR"', () => {
      // Was the table at 0.24: "transactions" after "A/R" went unread.
      expect(filter(plan('list the A/R transactions of Iron River Construction Inc'))).toBe(
        "DerCustName = 'Iron River Construction Inc'",
      );
      expect(plan('list the A/R transactions of Iron River Construction Inc').aggregate).toBe(
        undefined,
      );
    });

    it("lists the ledger's rows for its history, not records of another kind in history", () => {
      // Was a sum of balances over rows of orders in the History status.
      const q = 'A/R activity of Iron River Construction Inc';
      expect(filter(plan(q))).toBe("DerCustName = 'Iron River Construction Inc'");
      expect(plan(q).aggregate).toBe(undefined);
      expect(filter(plan('AR history for Iron River Construction Inc'))).toBe(
        "DerCustName = 'Iron River Construction Inc'",
      );
    });

    it('leaves the ledger alone a sum, and a history said of orders their state', () => {
      // Negative: no noun of rows follows the ledger's word.
      expect(plan('A/R of Iron River Construction Inc').aggregate?.measures[0].property).toBe(
        'Balance',
      );
      expect(filter(plan('order history for Iron River Construction Inc'))).toContain("Stat = 'H'");
    });
  });

  describe('a figure made of a key', () => {
    it('is a guess: a key identifies records and adds up to no amount', () => {
      // Was the customer's ship-to sequence summed at 0.83 ("ship to" read as the ship-to).
      expect(confidence('how much did we ship to Iron River Construction Inc')).toBeLessThan(0.5);
    });

    it('leaves sums of amounts confident', () => {
      // Negative: the credit limit is no key.
      expect(confidence('total credit limit of Ohio customers')).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe("a one-word kind that also heads another IDO's phrase for its records", () => {
    it('is ambiguous said alone', () => {
      // "receipt" is a payment (AR) and heads "goods receipts" (PO lines received): was the
      // payments counted at 0.66.
      expect(confidence('count the receipts from last week')).toBeLessThan(0.5);
    });

    it('is sure once the phrase says which', () => {
      // Negative: qualified, either way, the records are known.
      expect(filter(plan('cash receipts from last week'))).toContain("Type = 'P'");
      expect(plan('vendor receipts from last week').ido).toBe('SLPoItems');
      // A qualifier of another IDO's phrase ("purchase receipts") is no head: "purchased".
      expect(confidence('purchased items in product line STL')).toBeGreaterThanOrEqual(0.5);
    });
  });
});
