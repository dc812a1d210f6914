import {
  specEngineKnowing,
  specReader,
  filterText as filter,
  SPEC_MIN_CONFIDENCE,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, eighteenth round, tuner A): verbs that describe records are no requests to
 * change them. "customers who pay in Canadian dollars" and "invoices with less than $500 left to
 * pay" were refused as writes ("pay" would change data). A verb of change refuses only when the
 * question asks to do it; in a clause about the records, or an infinitive saying what is still
 * to be done to them, it describes them. Questions of our own, not the evaluation's.
 */
describe('eighteenth round (A): verbs that describe records are not write requests (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence, outcome } = specReader(() => engine);
  const refusedAsWrite = (q: string): void => {
    const o = outcome(q);
    expect(o.kind).toBe('refusal');
    if (o.kind === 'refusal') expect(o.refusal.reason).toBe('mutation');
  };

  beforeAll(() => {
    // The fixture's customers carry no currency; a site's data would name theirs.
    engine = specEngineKnowing({ SLCustomers: { CurrCode: ['USD', 'CAD'] } });
  });

  describe('a verb of paying in a clause about the records, then "in" and a currency', () => {
    it('is the currency they pay in, not a payment to make', () => {
      for (const q of [
        'customers who pay in Canadian dollars',
        'clients that pay in CAD',
        'which customers pay in CAD',
        'customers paying in CAD',
        'a customer who pays in CAD',
      ]) {
        const p = plan(q);
        expect(p.ido).toBe('SLCustomers');
        expect(filter(p)).toBe("CustSeq = 0 AND CurrCode = 'CAD'");
        expect(confidence(q)).toBeGreaterThanOrEqual(SPEC_MIN_CONFIDENCE);
      }
    });

    it('stays a request when the question opens with it or asks for it', () => {
      // Negative: the verb first, or after its asker, is what to do.
      refusedAsWrite('pay in CAD');
      refusedAsWrite('please pay the invoices from Acme Steel Corp');
      refusedAsWrite('can you pay the vendors who ship from Texas');
      // Negative: a request before the clause keeps the question refused.
      refusedAsWrite('delete all customers who pay in CAD');
    });
  });

  describe('an amount left to pay', () => {
    it('is the balance of unpaid invoices', () => {
      for (const q of [
        'invoices with less than $500 left to pay',
        'invoices with under 500 dollars still to be paid',
      ]) {
        const p = plan(q);
        expect(p.ido).toBe('SLArtrans');
        expect(filter(p)).toBe("Balance < 500 AND Balance > 0 AND Type = 'I'");
        expect(confidence(q)).toBeGreaterThanOrEqual(SPEC_MIN_CONFIDENCE);
      }
      expect(filter(plan('invoices still to pay'))).toBe("Balance > 0 AND Type = 'I'");
    });

    it('keeps a lower bound alone, and a request to pay refused', () => {
      // Negative: "more than $1000 left" already excludes nothing left.
      expect(filter(plan('invoices with more than $1000 left to pay'))).toBe(
        "Balance > 1000 AND Type = 'I'",
      );
      // Negative: a request to pay them is still refused.
      refusedAsWrite('pay invoices with less than $500 left to pay');
    });
  });

  describe('a verb of change in a clause about what the records do', () => {
    it('is what they do, read as any other clause', () => {
      for (const q of ['vendors that ship from Texas', 'suppliers who ship from TX']) {
        const p = plan(q);
        expect(p.ido).toBe('SLVendors');
        expect(filter(p)).toBe("VadState = 'TX'");
        expect(confidence(q)).toBeGreaterThanOrEqual(SPEC_MIN_CONFIDENCE);
      }
      expect(plan('customers whose orders ship from EAST').ido).toBe('SLCustomers');
    });

    it('with a verb nothing in the catalog reads, is answered only as a guess', () => {
      // Was refused as a write; read without "pay", "late" fell on the customers' orders.
      for (const q of ['customers that pay late', 'which customers pay late']) {
        const o = outcome(q);
        expect(o.kind === 'refusal' ? o.refusal.reason : 'plan').not.toBe('mutation');
        expect(confidence(q)).toBeLessThan(SPEC_MIN_CONFIDENCE);
      }
    });

    it('stays a request when the clause is about what the asker is to do', () => {
      // Negative: "you can delete" is the asker's deed, not the records'.
      refusedAsWrite('vendors that you can delete');
      refusedAsWrite('I want to cancel the orders that ship next week');
      refusedAsWrite('could you cancel the orders that ship next week');
    });
  });

  describe('an infinitive saying what is still to be done to the records', () => {
    it('is no request; what the catalog says of it is read', () => {
      expect(filter(plan('PO lines yet to receive'))).toBe('QtyReceived < QtyOrdered');
      expect(filter(plan('order lines left to ship'))).toBe('QtyShipped < QtyOrdered');
    });

    it('with a verb nothing in the catalog reads, is answered only as a guess', () => {
      // Was refused as a write; no state of theirs says which POs await approval.
      for (const q of ['POs still to approve', 'orders to cancel', 'invoices left to send']) {
        const o = outcome(q);
        expect(o.kind === 'refusal' ? o.refusal.reason : 'plan').not.toBe('mutation');
        expect(confidence(q)).toBeLessThan(SPEC_MIN_CONFIDENCE);
      }
      // A date said with it is when it is planned, not the date its verb names (Ship Date).
      expect(confidence('orders to ship this week')).toBeLessThan(SPEC_MIN_CONFIDENCE);
      // Negative: the same verb opening the question is a request.
      refusedAsWrite('cancel the POs to approve');
      refusedAsWrite('I need to approve PO 1234');
    });
  });
});
