import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, seventeenth round, tuner G): confident wrong answers found by probing
 * negations, multi-condition questions, verbs that are also field values and relations. Questions
 * of our own, not the evaluation's.
 */
describe('seventeenth round (G): confident wrong answers (#17)', () => {
  let engine: NlEngine;
  const { plan, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a verb the phrase table reads as a link, with nothing on one side to join', () => {
    it('is a guess when it opens the question or closes it (was every record at 1.0)', () => {
      for (const q of ['hold customers', 'hold orders', 'customers to hold', 'carry items']) {
        expect(refused(q)).toBe(true);
      }
    });

    it('keeps the link between records and a value, and a verb after its subject', () => {
      // Negative: the link joins the warehouses to the item named.
      expect(filter(plan('warehouses that carry IT-10045'))).toBe("Item = 'IT-10045'");
      // Negative: "we carry" is the subject's verb, not a link joining nothing.
      expect(plan('the most expensive item we carry').ido).toBe('SLItems');
      // Negative: a preposition may close the question ("buy it from").
      expect(plan('who do we buy IT-10001 from').ido).toBe('SLVendors');
      // Negative: the state said as an adjective is still read.
      expect(filter(plan('held customers'))).toBe("CustSeq = 0 AND CreditHold = '1'");
    });
  });

  describe('more received or shipped than was ordered', () => {
    it('is the done quantity above the ordered one (was the other way round at 1.0)', () => {
      for (const q of ['over-received PO lines', 'PO lines that were overreceived']) {
        expect(filter(plan(q))).toBe('QtyReceived > QtyOrdered');
      }
      expect(filter(plan('customer order lines over shipped'))).toBe('QtyShipped > QtyOrdered');
    });

    it('keeps a number after "over" a threshold of the quantity', () => {
      // Negative: "over 100 received" compares the received quantity with the number.
      expect(filter(plan('PO lines with over 100 received'))).toBe('QtyReceived > 100');
    });
  });

  describe('"lack" said of a property', () => {
    it('is the property empty (was dropped: every vendor counted at 0.72)', () => {
      expect(filter(plan('how many suppliers lack an email address'))).toBe(
        'ExternalEmailAddr IS NULL',
      );
      expect(filter(plan('vendors that lack a phone'))).toBe('Phone IS NULL');
    });
  });

  describe('parties opening the question with a figure of theirs, answered with one figure', () => {
    it('is a guess (was the sum of the big orders at 1.0)', () => {
      for (const q of [
        'clients whose total orders exceed 250k',
        'suppliers with total purchase orders over 2M',
      ]) {
        expect(refused(q)).toBe(true);
      }
    });

    it('stays answered when the figure is over them all, or the parties are reached', () => {
      // Negative: what they owe altogether is one figure over all of them.
      expect(refused('what do customers owe altogether')).toBe(false);
      // Negative: no parties named, one figure of the orders.
      expect(refused('total customer orders over 500k')).toBe(false);
      // Negative: a figure per customer.
      expect(refused('total order value per customer')).toBe(false);
    });
  });

  describe('a count of records with a comparison placed on other records nobody named', () => {
    it('is as much a guess as the list (was the count at 1.0)', () => {
      // The lateness by days lands on some related records' days late, not the jobs' own.
      expect(refused('jobs late by more than 10 days')).toBe(true);
      expect(refused('how many jobs are more than 10 days late')).toBe(true);
    });

    it('keeps counts whose comparison is on the records themselves', () => {
      // Negative: the POs' own days overdue.
      expect(refused('how many POs are more than 10 days late')).toBe(false);
    });
  });

  describe('two properties of different units compared', () => {
    it('is a guess (was money against days at 1.0)', () => {
      expect(refused('parts whose unit cost exceeds their lead time')).toBe(true);
    });

    it('keeps two quantities, or two amounts, compared', () => {
      // Negative: quantities against quantities.
      expect(filter(plan('stock rows where on hand is under the reorder point'))).toBe(
        'QtyOnHand < QtyReorder',
      );
      expect(filter(plan('jobs where quantity complete is below quantity released'))).toBe(
        'QtyComplete < QtyReleased',
      );
    });
  });

  describe('the default records of an IDO said to have its other rows', () => {
    it('is a guess: the other rows answer, not the records having them (was 1.0)', () => {
      for (const q of [
        'clients that have ship-to addresses',
        'how many customers have a ship-to',
        'customers with more than one ship-to',
      ]) {
        expect(refused(q)).toBe(true);
      }
    });

    it('keeps the other rows asked for themselves, and other records had', () => {
      // Negative: the ship-to rows themselves.
      expect(filter(plan('customer ship-to addresses'))).toBe('CustSeq > 0');
      expect(filter(plan('ship-to addresses in Ohio'))).toBe("CustSeq > 0 AND State = 'OH'");
      // Negative: customers having records of another IDO.
      expect(refused('customers with open orders')).toBe(false);
    });
  });

  describe('both ends of a ranking asked with the noun said twice', () => {
    it('is a guess: one ranking answers one end (was the largest alone at 1.0)', () => {
      expect(refused('the biggest purchase order and the smallest purchase order')).toBe(true);
      expect(refused('the oldest invoice and the newest invoice')).toBe(true);
    });

    it('keeps one end, or two words of the same end', () => {
      // Negative: one end only.
      expect(plan('the 3 biggest purchase orders').limit).toBe(3);
    });
  });

  describe('"how many" before a unit of time', () => {
    it('asks how long, not how many records: a guess (was a count at 1.0)', () => {
      expect(refused('how many days overdue are the open POs from Acme Steel Corp')).toBe(true);
      expect(refused('how many days late are the order lines for IT-10045')).toBe(true);
    });

    it('keeps a count of records with a number of days said after it', () => {
      // Negative: the POs are counted; the days are a threshold.
      expect(refused('how many POs are more than 10 days late')).toBe(false);
    });
  });

  describe('"which <noun> <verb>s the most", the noun and verb read as one measure', () => {
    it('asks for the one record (was every item listed in order)', () => {
      expect(plan('which part costs the most').limit).toBe(1);
      expect(plan('what product costs the least').limit).toBe(1);
    });

    it('keeps a plural measure said without "which" a list in order', () => {
      // Negative: no "which": the costs in order, not one.
      expect(plan('the highest item costs').limit).toBeUndefined();
    });
  });
});
