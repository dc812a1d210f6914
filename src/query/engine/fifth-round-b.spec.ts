import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Relations and aggregates over them (#17, fifth round, everyday v5b), asked in other words than
 * any evaluation set uses. The threshold is the shipped default (config/default.json).
 */
describe('relations and aggregates over them, fifth round (#17)', () => {
  let engine: NlEngine;
  const { plan, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a breakdown by a property of the records named after "per" / "by" is not dropped', () => {
    it.each([
      ['receivables per customer state'],
      ['total spend by vendor country'],
      ['open order value per customer city'],
    ])('%p is refused (it would group by the records, not their property)', (question) => {
      expect(refused(question)).toBe(true);
    });

    it.each([
      ['open AR per customer', 'SLArtrans'],
      ['open PO value by vendor', 'SLPos'],
    ])('%p is still broken down by the records named', (question, ido) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(p.aggregate?.groupBy.length).toBeGreaterThan(0);
    });
  });

  describe('a measure word inside an unread phrase lowers the confidence', () => {
    // "PO value by vendor for vendors in Canada" was refused here while it was read as vendors;
    // since the twelfth round it is the POs' value per vendor, the vendors in Canada (right).
    it('reads an amount per party, the party named again, as the amount per party', () => {
      const p = plan('PO value by vendor for vendors in Canada');
      expect(p.ido).toBe('SLPos');
      expect(p.relations[0]?.target.ido).toBe('SLVendors');
    });

    it.each([['sales by customer city this year'], ['order value grouped by vendor in Ohio']])(
      '%p is refused',
      (question) => {
        expect(refused(question)).toBe(true);
      },
    );
  });

  describe('a trade word after a preposition describes the noun after it, not a relation', () => {
    it.each([
      ['order lines for purchased items for customers in Ohio'],
      ['sales order lines of purchased items from customers in Texas'],
      ['customer order lines with purchased items for customers in Georgia'],
    ])('%p keeps the condition on the items', (question) => {
      const p = plan(question);
      expect(p.ido).toBe('SLCoitems');
      expect(p.relations.map((r) => r.target.ido).sort()).toEqual(['SLCos', 'SLItems']);
    });

    it('"customers who bought IT-10045" still reads the verb as the relation', () => {
      const p = plan('customers who bought IT-10045');
      expect(p.ido).toBe('SLCustomers');
      expect(p.relations.map((r) => r.target.ido)).toEqual(['SLCos']);
    });
  });

  describe("the largest amount of one record named in the singular is not a party's total", () => {
    it.each([
      ['largest invoice amount for customers in Ohio', 'SLArtrans', 'max(Amount)'],
      ['highest invoice amount billed to customers in Texas', 'SLArtrans', 'max(Amount)'],
      ['smallest PO amount for vendors in Ohio', 'SLPos', 'min(PoCost)'],
    ])('%p is the largest (smallest) amount of one record', (question, ido, fn) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(measures(p)).toBe(fn);
      expect(p.aggregate?.groupBy).toEqual([]);
    });

    it.each([['which customer has the highest balance'], ['top customers by order value']])(
      '%p is still a total per customer',
      (question) => {
        const p = plan(question);
        expect(p.aggregate?.measures[0].fn).toBe('sum');
        expect(p.aggregate?.groupBy).toContain('CustNum');
      },
    );
  });
  describe('"line 2": the number after the noun of a part of the key is that part', () => {
    it.each([
      ['line 2 of PO-2024-1847', "PoLine = 2 AND PoNum = 'PO-2024-1847'"],
      ['PO-2024-1847 line 3', "PoNum = 'PO-2024-1847' AND PoLine = 3"],
      ['show line 4 on PO-2024-1847', "PoLine = 4 AND PoNum = 'PO-2024-1847'"],
    ])('%p', (question, expected) => {
      const p = plan(question);
      expect(p.ido).toBe('SLPoItems');
      expect(filter(p)).toBe(expected);
    });

    it.each([['line 2 of sales order 10001'], ['line 3 on customer order 10001']])(
      '%p is a line of the customer order named (the lines nearest to it)',
      (question) => {
        const p = plan(question);
        expect(p.ido).toBe('SLCoitems');
        expect(filter(p)).toMatch(/^CoLine = \d$/);
        expect(p.relations.map((r) => r.target.ido)).toEqual(['SLCos']);
      },
    );

    it.each([['line 2 of order 10001'], ['show line 1 of order 10001']])(
      '%p is a customer order line ("order n" is a customer order first, as "orders" are)',
      (question) => {
        const p = plan(question);
        expect(p.ido).toBe('SLCoitems');
        expect(filter(p)).toMatch(/^CoLine = \d$/);
        expect(p.relations.map((r) => r.target.ido)).toEqual(['SLCos']);
      },
    );

    it.each([
      ['who placed order 10001', 'SLCos'],
      ['which customer is order 10001 for', 'SLCustomers'],
      ['lines of order 10001', 'SLCoitems'],
    ])('%p reads the order by its number', (question, ido) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(p.ignored).toEqual([]);
    });
  });

  // Seventh round: these were refused while the two conditions went to two relations that need
  // not meet on the same record; they are now read on the same records (one relation).
  describe('two conditions through the same records are said of the same records', () => {
    it.each([
      ['what item is on line 2 of order 10001', 'SLCoitems'],
      ['customers that bought IT-10045 last year', 'SLCos'],
      ['which customers ordered IT-10001 in October', 'SLCos'],
    ])('%p: one relation, both conditions on it', (question, through) => {
      const p = plan(question);
      expect(p.relations).toHaveLength(1);
      expect(p.relations[0].target.ido).toBe(through);
      expect(p.relations[0].target.filter).toBeDefined();
      expect(p.relations[0].target.relations).toHaveLength(1);
    });
  });
  describe('a record named by its number, with or without a possessive, before a related noun', () => {
    it.each([
      ["customer 2001's invoices", 'SLArtrans', 'SLCustomers'],
      ['customer 2001 invoices', 'SLArtrans', 'SLCustomers'],
      ["vendor 1001's open POs", 'SLPos', 'SLVendors'],
    ])('%p', (question, ido, related) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(p.relations.map((r) => r.target.ido)).toEqual([related]);
      expect(p.ignored).toEqual([]);
    });
  });
  describe('a kind of record named, whose condition went to other records, is not left out', () => {
    it.each([
      ['open lines for customers in Ohio'],
      ['lines for customers in Texas'],
      ['late lines for customers in Georgia'],
    ])('%p is refused (PO lines of vendors in that state would answer it)', (question) => {
      expect(refused(question)).toBe(true);
    });

    it.each([
      ['open order lines for customers in Ohio', 'SLCoitems'],
      ['POs for vendors in Ohio', 'SLPos'],
    ])('%p still answers', (question, ido) => {
      expect(plan(question).ido).toBe(ido);
    });
  });
  describe('"by" after a participle and before a plural noun names who, not a breakdown', () => {
    it.each([
      ['total owed by customers in Ohio', 'SLArtrans', 'SLCustomers'],
      ['sum of POs placed by vendors in Texas', 'SLPos', 'SLVendors'],
      ['total invoiced by customers in Georgia', 'SLArtrans', 'SLCustomers'],
    ])('%p is one total over the related records', (question, ido, related) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(p.aggregate?.groupBy).toEqual([]);
      expect(p.relations.map((r) => r.target.ido)).toEqual([related]);
    });

    it.each([['total billed by customer'], ['open AR by customer']])(
      '%p is still broken down per customer',
      (question) => {
        expect(plan(question).aggregate?.groupBy).toContain('CustNum');
      },
    );
  });
  describe('an amount named that the records answered do not hold is not replaced by theirs', () => {
    it.each([
      ['avg days late on orders for customers in Texas'],
      ['mean days late on orders from customers in Ohio'],
      ['highest days late on orders for customers in Ohio'],
    ])('%p is refused (it would give the credit limit, not the days)', (question) => {
      expect(refused(question)).toBe(true);
    });

    it.each([
      ['average days late of orders for customers in Texas', 'avg(DaysLate)'],
      ['average credit limit for customers in Texas', 'avg(CreditLimit)'],
    ])('%p still answers', (question, fn) => {
      expect(measures(plan(question))).toBe(fn);
    });
  });
});
