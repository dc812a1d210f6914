import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, tenth-round sprint, tuner E): periods and verbs of trade. Asked in words of
 * our own; today is Saturday 2026-11-21.
 */
describe('tenth sprint (E): periods and verbs of trade (#17)', () => {
  let engine: NlEngine;
  const { plan, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a period said of something that happened to the records, on a day they do not keep', () => {
    it('is not the day a state was reached ("paid", "settled", "collected")', () => {
      // No payment date is kept on the invoice: its own date is when it was made.
      for (const q of [
        'invoices settled during october',
        'which receivables were collected last quarter',
        'invoices that got paid this week',
      ])
        expect(refused(q)).toBe(true);
    });

    it('is not the day of a verb the vocabulary does not know ("approved", "confirmed")', () => {
      for (const q of [
        'purchase orders approved yesterday',
        'sales orders confirmed in october',
        'jobs signed last month',
      ])
        expect(refused(q)).toBe(true);
    });

    it('is still the records’ own date when they were made then, or the state is said apart', () => {
      expect(filter(plan('POs opened in 2025'))).toContain('OrderDate BETWEEN');
      expect(filter(plan('customer orders booked in october'))).toContain('OrderDate BETWEEN');
      // "from last month" says which invoices (made then); "unpaid" is their state now.
      const unpaid = plan('unpaid invoices from october');
      expect(filter(unpaid)).toContain('Balance > 0');
      expect(filter(unpaid)).toContain("InvDate BETWEEN '2026-10-01' AND '2026-10-31'");
      // A state whose own date the records keep: received on the received date.
      expect(filter(plan('po lines fully received in october'))).toContain('RcvdDate BETWEEN');
    });
  });

  describe('"who" right before the word naming the records', () => {
    it('is a verb whose doer the records do not say: refused', () => {
      // Vendors bill us (not kept); we bill customers (the answer would be "we").
      for (const q of ['who bills us', 'who invoices', 'who bills']) expect(refused(q)).toBe(true);
    });

    it('leaves a party asked through a verb of trade, or the records asked with a party', () => {
      const p = plan('who buys IT-10045');
      expect(p.ido).toBe('SLCustomers');
      expect(plan('who owes us money').fields).toContain('CustNum');
    });
  });

  describe('records of buying and of selling that fit a question alike', () => {
    it('are a coin flip when nothing says which trade: refused', () => {
      // PO lines and customer order lines both hold an item, a warehouse and a quantity.
      for (const q of [
        'qty of IT-10001 at warehouse MAIN',
        'total ordered quantity for IT-10000',
        'quantity due of IT-10045 next month',
      ])
        expect(refused(q)).toBe(true);
    });

    it('are not, once a verb of trade or a stock word says which', () => {
      const bought = plan('how many IT-10001 did we buy last month');
      expect(bought.ido).toBe('SLPoItems');
      const stock = plan('quantity of IT-10045 on hand in MAIN');
      expect(stock.ido).toBe('SLItemwhses');
      expect(filter(plan('quantity received of IT-10000 last month'))).toContain('RcvdDate');
    });
  });

  describe('a state still ahead of the records ("ready to be", "pending to be")', () => {
    it('is not a finished state after it, nor the state itself', () => {
      // Filled and complete are both closed; complete comes after filled, not before it.
      for (const q of [
        'purchase order lines ready to be received',
        'po lines pending to be received',
        // A quantity still to come is not some of it shipped; readiness is not kept.
        'customer order lines ready to be shipped',
        'order lines that are ready to be shipped',
      ])
        expect(refused(q)).toBe(true);
    });

    it('is the state before it where the status says which', () => {
      expect(filter(plan('jobs ready to be released'))).toBe("Stat = 'F'");
      expect(filter(plan('po lines yet to be received'))).toBe('QtyReceived < QtyOrdered');
      expect(filter(plan('order lines still to be shipped'))).toBe('QtyShipped < QtyOrdered');
    });
  });

  describe('"nobody" buying or ordering', () => {
    it('does not say who buys (our customers, or we from vendors): refused', () => {
      for (const q of [
        'products no one purchased this year',
        'parts nobody has bought since january',
        'items nobody ordered in 2025',
        'which items has nobody ordered',
      ])
        expect(refused(q)).toBe(true);
    });

    it('does once a party or "we" says which', () => {
      const sold = plan('parts no customer has ever ordered');
      expect(sold.relations[0].target.ido).toBe('SLCoitems');
      expect(sold.relations[0].negated).toBe(true);
      const bought = plan('items we never bought this year');
      expect(bought.relations[0].target.ido).toBe('SLPoItems');
      expect(plan('vendors nobody ordered from this year').ido).toBe('SLVendors');
    });
  });

  describe('"orders" read as one trade only because a phrase fits the other through its lines', () => {
    it('is a coin flip: refused', () => {
      // Sent POs (their order date) or shipped customer orders (their lines' ship date).
      for (const q of ['orders that went out yesterday', 'which orders came in this week'])
        expect(refused(q)).toBe(true);
    });

    it('is not when the words fit one alike or name the trade', () => {
      expect(plan('orders placed last week').ido).toBe('SLCos');
      expect(plan('what POs went out yesterday').ido).toBe('SLPos');
      expect(plan('customer orders that came in during october').ido).toBe('SLCos');
    });
  });

  describe('"ordered" said of records that trade with neither side, by no one named', () => {
    it('does not say whose orders (ours to vendors, or customers to us): refused', () => {
      for (const q of [
        'parts ordered this year',
        'how many products were ordered in october',
        'items that got ordered last week',
      ])
        expect(refused(q)).toBe(true);
    });

    it('is not read as customers ordering when "we" did', () => {
      // We order from vendors: "never ordered" read on customer order lines is not ours.
      expect(refused('parts we have never ordered')).toBe(true);
      expect(refused('items that have never been ordered')).toBe(true);
      const p = plan('parts we have not bought this year');
      expect(p.relations[0].target.ido).toBe('SLPoItems');
      expect(p.relations[0].negated).toBe(true);
    });

    it('does once "we", a party or a verb of one side says it', () => {
      expect(plan('items we ordered last month').relations[0].target.ido).toBe('SLPoItems');
      expect(plan('items sold last year').relations[0].target.ido).toBe('SLCoitems');
      expect(plan('which customers have ordered IT-10045').ido).toBe('SLCustomers');
      expect(filter(plan('POs ordered last week'))).toContain('OrderDate BETWEEN');
    });
  });
});
