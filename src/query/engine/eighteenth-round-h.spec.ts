import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, eighteenth round, tuner H): questions that combine conditions, from a mock
 * held-out set written before reading the engine (a buyer, an AR clerk, an inventory planner
 * and an IT person typing raw names). Questions of our own, not the evaluation's.
 */
describe('eighteenth round (H): combined conditions (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a capital code right after its property, where the letter is also a filler word', () => {
    it('is that code of the property', () => {
      // Was the due date and balance alone, listing the distinct types ("I" skipped as a
      // pronoun) at 1.0.
      expect(filter(plan('SLArtrans Type I DueDate before today Balance > 0'))).toBe(
        "Type = 'I' AND DueDate < '2026-11-21' AND Balance > 0",
      );
      for (const q of [
        'SLArtrans Type I',
        'SLArtrans where Type I and Balance > 0',
        'SLArtrans Type I invoices over 5000',
      ]) {
        expect(filter(plan(q))).toContain("Type = 'I'");
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      }
      expect(filter(plan('SLVendors Stat A'))).toBe("Stat = 'A'");
    });

    it('leaves the pronoun before words it cannot read', () => {
      // Negative: "I" is the speaker here, and the question says nothing it can answer.
      for (const q of ['what Type I need', 'which Type I want']) {
        expect(confidence(q)).toBeLessThan(0.5);
      }
    });
  });

  describe('a clause of our own holding between the records and a quantity of place', () => {
    it('says the records have some of it', () => {
      // Was the obsolete items alone, every one of them, at 1.0.
      for (const q of [
        'obsolete items that we still have on hand',
        'obsolete parts we have on hand',
        'slow moving parts we currently hold on hand',
      ]) {
        expect(filter(plan(q))).toMatch(/^Stat = '[OS]' AND DerQtyOnHand > 0$/);
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      }
    });

    it('needs a subject and a verb of having', () => {
      // Negative: "still have" says no quantity; only the state is read.
      expect(filter(plan('obsolete items we still have'))).toBe("Stat = 'O'");
    });
  });

  describe('a deed asked about with its party between the verb and the date', () => {
    it('names the date of the deed, on the records that carry it', () => {
      // Was the vendor's POs with lines received then, at 0.64.
      const q = 'what did we receive from Acme Steel Corp in October';
      expect(plan(q).ido).toBe('SLPoItems');
      expect(filter(plan(q))).toBe(
        "VenadrName = 'Acme Steel Corp' AND RcvdDate BETWEEN '2026-10-01' AND '2026-10-31'",
      );
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      const shipped = 'what did we ship to Acme Robotics Group last month';
      expect(plan(shipped).ido).toBe('SLCoitems');
      expect(filter(plan(shipped))).toBe("ShipDate BETWEEN '2026-10-01' AND '2026-10-31'");
    });

    it('keeps the plain deed on a date', () => {
      // Negative: no party, the same reading as before.
      expect(filter(plan('what did we receive in October'))).toBe(
        "RcvdDate BETWEEN '2026-10-01' AND '2026-10-31'",
      );
    });
  });

  describe('a verb between "<records> we" and a party of those records', () => {
    it('says the records went to the party', () => {
      // Was 0.42: "sent" read as an invoice's date, a figure of other records.
      const q = 'POs we sent Acme Steel Corp this year';
      expect(filter(plan(q))).toBe(
        "VendorName = 'Acme Steel Corp' AND OrderDate BETWEEN '2026-01-01' AND '2026-11-21'",
      );
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
    });

    it("keeps the verb that is the records' own date", () => {
      // Negative: invoices are sent; "sent" is their own date, read as before.
      expect(filter(plan('invoices we sent Acme Robotics Group in October'))).toContain(
        "InvDate BETWEEN '2026-10-01' AND '2026-10-31'",
      );
      // Negative: with no party the verb is not a link.
      expect(confidence('POs we sent this year')).toBeLessThan(0.5);
    });
  });

  describe('"how many" of a party, then states, then the noun counted', () => {
    it('counts the records the states and the party describe', () => {
      // Was the quantity ordered on the open lines of those POs, at 1.0.
      expect(filter(plan("how many of JSMITH's open POs are past due"))).toBe(
        "Buyer = 'JSMITH' AND Stat IN ('P', 'O') AND DaysOverdue > 0",
      );
      expect(measures(plan("how many of JSMITH's open POs are past due"))).toBe('count(*)');
      expect(measures(plan('how many JSMITH open POs are there'))).toBe('count(*)');
      expect(measures(plan("how many of KPATEL's open orders are late"))).toBe('count(*)');
    });

    it('still sums an item said before a link to its records', () => {
      // Negative: how much of the item is on open POs, a quantity.
      expect(measures(plan('how many IT-10045 are on open POs'))).toBe('sum(QtyOrdered)');
    });
  });
});
