import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import { formatFilter } from '../../erp/load-request';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, eighth round, tuner C): relations across IDOs and verbs of trade. A verb of
 * trade names which related records answer and which date a period falls on; a party named
 * after "to" / "from" is the other side of that trade. Asked in words of our own; expectations
 * come from the catalog and shared/nl-examples.md. The threshold is the shipped default.
 */
describe('eighth round (C): verbs of trade and the records they name (#17)', () => {
  let engine: NlEngine;
  const { plan, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a weekday alone is the nearest such day (today is Saturday 2026-11-21)', () => {
    it('is the latest one on or before today for a date that looks back', () => {
      expect(filter(plan('customer orders placed on Tuesday'))).toBe("OrderDate = '2026-11-17'");
      expect(filter(plan('order lines shipped Friday'))).toContain("ShipDate = '2026-11-20'");
    });

    it('is the first one on or after today for a date that looks ahead', () => {
      expect(filter(plan('purchase orders due on Wednesday'))).toBe("DueDate = '2026-11-25'");
    });

    it('starts a span with "since"', () => {
      expect(filter(plan('invoices since Monday'))).toContain(
        "InvDate BETWEEN '2026-11-16' AND '2026-11-21'",
      );
    });
  });

  describe('"from us" / "to us": we are the other side of the trade', () => {
    it('asks for the customers when someone buys or orders from us', () => {
      for (const q of ['who purchases IT-10001 from us', 'who orders IT-10000 from us']) {
        const p = plan(q);
        expect(p.ido).toBe('SLCustomers');
        expect(p.relations[0]?.target.relations[0]?.target.ido).toBe('SLCoitems');
      }
    });

    it('no longer answers the item named (the relations-refusals spec refused that)', () => {
      const p = plan('who buys IT-10000 from us');
      expect(p.ido).toBe('SLCustomers');
      expect(p.relations[0]?.target.relations[0]?.target.filter).toBeDefined();
    });

    it('asks for the vendors when someone sold to us', () => {
      const p = plan('who sold IT-10001 to us');
      expect(p.ido).toBe('SLVendors');
      expect(relationFilter(p)).toBe("Item = 'IT-10001'");
      expect(plan('who has sold us IT-10000').ido).toBe('SLVendors');
    });

    it("keeps buying from someone on the vendors' side", () => {
      expect(plan('who did we purchase IT-10045 from').ido).toBe('SLVendors');
    });
  });

  describe('a verb of ordering or buying puts the period on the order, one purchase with the party', () => {
    it("reads the PO's order date for the PO lines of the vendor named", () => {
      const p = plan('which parts were bought from Great Lakes Plastics Inc last year');
      expect(p.ido).toBe('SLItems');
      const lines = p.relations[0]?.target;
      expect(lines?.ido).toBe('SLPoItems');
      expect(lines?.filter ? formatFilter(lines.filter) : '').toBe(
        "VenadrName = 'Great Lakes Plastics Inc'",
      );
      expect(lines?.relations[0]?.target.ido).toBe('SLPos');
      expect(
        formatFilter(lines?.relations[0]?.target.filter ?? { kind: 'and', operands: [] }),
      ).toBe("OrderDate BETWEEN '2025-01-01' AND '2025-12-31'");
    });

    it('reads it on PO lines asked for by their noun too', () => {
      const p = plan('PO lines ordered from Delta Wire & Cable Ltd in 2024');
      expect(p.ido).toBe('SLPoItems');
      expect(filter(p)).not.toContain('DueDate');
      expect(relationFilter(p)).toBe("OrderDate BETWEEN '2024-01-01' AND '2024-12-31'");
    });

    it('takes an order noun right after "we" as a purchase order', () => {
      const p = plan('what products did we order last quarter');
      expect(p.relations[0]?.target.ido).toBe('SLPoItems');
      expect(JSON.stringify(p.relations)).not.toContain('SLCos');
    });

    // Since the twelfth round "make" is not read on the trade at all: the items of the jobs
    // made in the period (twelfth-round-c.spec.ts), never the PO lines' due date.
    it('does not put a verb of making on the trade ("make")', () => {
      const p = plan('which items did we make this year');
      expect(p.relations.map((r) => r.target.ido)).toEqual(['SLJobs']);
    });
  });

  describe('what was shipped to a party on a day is the lines shipped then', () => {
    it('answers the customer order lines on their ship date', () => {
      const p = plan('what did we ship to clients on Wednesday');
      expect(p.ido).toBe('SLCoitems');
      expect(filter(p)).toBe("ShipDate = '2026-11-18'");
      expect(plan('what did we ship to customers in October').ido).toBe('SLCoitems');
    });

    it('reads "gone out the door" as shipped', () => {
      expect(filter(plan('what went out the door to customers yesterday'))).toBe(
        "ShipDate = '2026-11-20'",
      );
      expect(filter(plan('sales order lines that have gone out the door this month'))).toContain(
        'ShipDate',
      );
    });

    it('reads an undated deed to the party as the lines it was done to (not every line)', () => {
      // Fourteenth round (E): the lines' own quantity of the deed says which (deed-of-document.ts).
      const p = plan('what have we shipped to customers in Texas');
      expect(p.ido).toBe('SLCoitems');
      expect(filter(p)).toBe('QtyShipped > 0');
    });

    it('sums the pieces shipped, as units', () => {
      const p = plan('how many pieces of IT-10001 did we ship in October');
      expect(p.ido).toBe('SLCoitems');
      expect(measures(p)).toBe('sum(QtyShipped)');
      expect(filter(p)).toContain("ShipDate BETWEEN '2026-10-01' AND '2026-10-31'");
    });
  });

  describe('a value before a noun of its own records describes that noun, not the noun before', () => {
    it('sums what was billed to the customers of a state named before their noun', () => {
      const p = plan('how much did we bill Texas clients last month');
      expect(p.ido).toBe('SLArtrans');
      expect(measures(p)).toBe('sum(Amount)');
      expect(filter(p)).toContain("InvDate BETWEEN '2026-10-01' AND '2026-10-31'");
      expect(relationFilter(p)).toContain("State = 'TX'");
    });

    it("keeps a value of the noun's own records as what it names", () => {
      expect(filter(plan('item IT-10045 on hand'))).toContain("Item = 'IT-10045'");
    });
  });

  describe('"where is X stocked" is the record\'s stock per warehouse', () => {
    it('answers the detail per place for a verb of keeping or one of its own words', () => {
      for (const q of ['where is IT-10001 stocked', 'where do we store IT-10000']) {
        const p = plan(q);
        expect(p.ido).toBe('SLItemwhses');
        expect(filter(p)).toBe(`Item = '${q.includes('10001') ? 'IT-10001' : 'IT-10000'}'`);
      }
    });

    it('refuses a "where" answered by records that hold no place', () => {
      expect(refused('where is IT-10001 made')).toBe(true);
    });
  });

  describe('a party named by its name, or asked for, with a period on the lines shipped', () => {
    it('answers the lines shipped to the customer named', () => {
      const p = plan('what did we ship to Allied Trailer Industries last month');
      expect(p.ido).toBe('SLCoitems');
      expect(filter(p)).toBe("ShipDate BETWEEN '2026-10-01' AND '2026-10-31'");
      expect(JSON.stringify(p.relations)).toContain('Allied Trailer Industries');
    });

    it("puts the day shipped on the lines of the customers' orders", () => {
      const p = plan('which clients did we ship to on Tuesday');
      expect(p.ido).toBe('SLCustomers');
      const lines = p.relations[0]?.target.relations[0]?.target;
      expect(lines?.ido).toBe('SLCoitems');
      expect(formatFilter(lines?.filter ?? { kind: 'and', operands: [] })).toBe(
        "ShipDate = '2026-11-17'",
      );
    });
  });

  it('refuses "who buys" read as a kind of item (a purchased item)', () => {
    expect(refused('who buys')).toBe(true);
  });

  describe('an order noun right after "we" is our verb, not what is counted', () => {
    it('sums the quantity of the item on the PO lines of POs ordered in the period', () => {
      const p = plan('how many IT-10001 did we order in October');
      expect(p.ido).toBe('SLPoItems');
      expect(measures(p)).toBe('sum(QtyOrdered)');
      expect(filter(p)).toBe("Item = 'IT-10001'");
      expect(relationFilter(p)).toBe("OrderDate BETWEEN '2026-10-01' AND '2026-10-31'");
    });

    it('keeps counting orders a value describes', () => {
      const p = plan('how many IT-10001 orders did we get last month');
      expect(measures(p)).toBe('count(*)');
    });
  });

  it('sums the units sold on the lines of the orders placed in the period', () => {
    for (const q of [
      'how many units of IT-10000 did we sell last quarter',
      'how many units did we sell in September',
    ]) {
      const p = plan(q);
      expect(p.ido).toBe('SLCoitems');
      expect(measures(p)).toBe('sum(QtyOrdered)');
      expect(p.relations[0]?.target.ido).toBe('SLCos');
      expect(relationFilter(p)).toMatch(/^OrderDate BETWEEN/);
    }
  });

  it('refuses what a customer named by its name bought, read as its invoices', () => {
    expect(refused('what did Allied Trailer Industries buy from us in October')).toBe(true);
    // Its orders are what it ordered, and stay answered.
    expect(plan('what did Allied Trailer Industries order this year').ido).toBe('SLCos');
  });

  it('refuses the records named right after an unread action word as what was asked', () => {
    expect(refused('what did we pay suppliers in October')).toBe(true);
    expect(plan('what did we bill clients in October').ido).toBe('SLArtrans');
  });

  it('asks for the customers when someone buys with no "we" or "us"', () => {
    const p = plan('who purchased IT-10001 in October');
    expect(p.ido).toBe('SLCustomers');
    const orders = p.relations[0]?.target;
    expect(orders?.ido).toBe('SLCos');
    expect(orders?.relations[0]?.target.ido).toBe('SLCoitems');
  });
});
