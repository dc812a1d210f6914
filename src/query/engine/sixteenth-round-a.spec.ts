import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, sixteenth round, tuner A): stock per warehouse, reorder points, allocations,
 * on-order quantities and item descriptions. Questions of our own, not the evaluation's.
 */
describe('sixteenth round (A): stock and items (#17)', () => {
  let engine: NlEngine;
  const { plan } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a state of detail rows said of the records they detail, with an attribute of those', () => {
    it('answers with the detail rows, the attribute reached through their reference', () => {
      // Was the items (SLItems) with an IN-list of those having such a row.
      const q = 'FAST parts under their reorder point at the WEST warehouse';
      expect(plan(q).ido).toBe('SLItemwhses');
      expect(filter(plan(q))).toBe("QtyOnHand < QtyReorder AND Whse = 'WEST'");
      expect(relationFilter(plan(q))).toBe("ProductCode = 'FAST'");
      expect(plan('purchased items below the reorder level').ido).toBe('SLItemwhses');
    });

    it('answers with the rows when a quantity both hold is said with a place only the rows have', () => {
      // Was the items' total on hand (DerQtyOnHand) and an IN-list of items stocked there.
      const q = 'manufactured parts with more than 800 units in EAST';
      expect(plan(q).ido).toBe('SLItemwhses');
      expect(filter(plan(q))).toBe("QtyOnHand > 800 AND Whse = 'EAST'");
      expect(relationFilter(plan(q))).toBe("PMTCode = 'M'");
      // Negative: without the place the quantity is the item's own total.
      expect(plan('manufactured parts with more than 800 units').ido).toBe('SLItems');
    });

    it('stays the records named when the detail adds only its dimension or nothing', () => {
      // Negative: "in SOUTH" alone is where the item is stocked, said of the items.
      expect(plan('ELEC items in SOUTH').ido).toBe('SLItems');
      // Negative: a quantity the records named hold themselves (their total on hand).
      expect(plan('FAST items with more than 500 on hand').ido).toBe('SLItems');
    });
  });

  describe('records named by their own quantity, of one thing named by its key', () => {
    it('is how much of it there is: the quantity summed over its rows', () => {
      // Was its stock rows listed.
      for (const q of ['IT-10045 stock', 'stock for IT-10000', 'the stock level of IT-10001']) {
        expect(plan(q).ido).toBe('SLItemwhses');
        expect(measures(plan(q))).toBe('sum(QtyOnHand)');
      }
    });

    it('stays the rows when a place, a breakdown or several levels are asked', () => {
      // Negative: one warehouse's row, the rows per warehouse, the levels in the plural.
      expect(plan('stock of IT-10045 in EAST').aggregate).toBeUndefined();
      expect(plan('stock of IT-10045 per warehouse').aggregate).toBeUndefined();
      expect(plan('IT-10045 stock levels').aggregate).toBeUndefined();
      // Negative: not one thing named, the records of a kind.
      expect(plan('stock of FAST items').aggregate).toBeUndefined();
    });
  });

  describe('counted things in the plural opening the question, of one thing named', () => {
    it('asks how many of it there are, as "how many units of" does', () => {
      // Was the PO lines' unit of measure (SLPoItems, 0.92): "units" read as UM.
      const q = 'units of IT-10045 sitting in the SOUTH warehouse';
      expect(plan(q).ido).toBe('SLItemwhses');
      expect(measures(plan(q))).toBe('sum(QtyOnHand)');
      expect(measures(plan('units of IT-10000 received in October'))).toBe('sum(QtyReceived)');
    });

    it('stays the unit of measure in the singular or said as such', () => {
      // Negative: one unit is the unit the thing is counted in.
      expect(plan('unit of IT-10045').aggregate).toBeUndefined();
      expect(plan('units of measure of IT-10045').aggregate).toBeUndefined();
    });
  });

  describe('a comparative of duration', () => {
    it('compares a duration in days, weeks converted by the catalog unit', () => {
      // Was "longer than" unread and the lead time tested for being set at all (0.17).
      expect(filter(plan('parts with lead times longer than 3 weeks'))).toBe('LeadTime > 21');
      expect(filter(plan('items whose lead time is shorter than 12 days'))).toBe('LeadTime < 12');
      expect(filter(plan('items with a lead time of 6 weeks or longer'))).toBe('LeadTime >= 42');
    });

    it('leaves an exact duration an equality', () => {
      // Negative: no comparative said.
      expect(filter(plan('items with a lead time of 2 weeks'))).toBe('LeadTime = 14');
    });
  });

  describe('"describe" a record', () => {
    it('asks for its fields, as "details of" does', () => {
      // Was refused at 0.21 with "describe" unread.
      const q = 'describe item IT-10001';
      expect(filter(plan(q))).toBe("Item = 'IT-10001'");
      expect(plan(q).ignored).toEqual([]);
      expect(filter(plan('tell me about vendor Acme Steel Corp'))).toBe("Name = 'Acme Steel Corp'");
    });

    it('leaves the description property its own word', () => {
      // Negative: "description" names the property, compared by its text.
      expect(filter(plan('items whose description contains hose'))).toBe(
        "Description LIKE '%hose%'",
      );
    });
  });

  describe('the noun of the allocating ("allocation")', () => {
    it('names the quantity allocated, as "allocated" does (a catalog synonym)', () => {
      // Was the customers (0.03): "customer allocation" unread but its first word.
      expect(filter(plan('where does customer allocation exceed the on-hand quantity'))).toBe(
        'QtyAllocCo > QtyOnHand',
      );
      expect(measures(plan('total allocation in the EAST warehouse'))).toBe('sum(QtyAllocCo)');
    });

    it('leaves the customers asked for by their own noun', () => {
      // Negative: customers named as the records asked for stay customers.
      expect(plan('customers in Ohio').ido).toBe('SLCustomers');
    });
  });

  describe('"<quantity word> levels" naming records', () => {
    it('names the quantity too: broken down, it is summed', () => {
      // Was a count of stock rows per warehouse.
      expect(measures(plan('stock levels per warehouse'))).toBe('sum(QtyOnHand)');
      // One thing named by warehouse: each group is its one row, listed.
      const q = 'stock levels for IT-10001 broken down by warehouse';
      expect(filter(plan(q))).toBe("Item = 'IT-10001'");
      expect(plan(q).aggregate).toBeUndefined();
    });

    it('reads "inventory" of stock rows as their quantity on hand, as "stock" (catalog synonyms)', () => {
      // Was a count of rows per warehouse, and "total inventory in EAST" refused at 0.09.
      expect(measures(plan('inventory per warehouse'))).toBe('sum(QtyOnHand)');
      expect(measures(plan('total inventory in EAST'))).toBe('sum(QtyOnHand)');
      expect(measures(plan('inventory levels by warehouse'))).toBe('sum(QtyOnHand)');
    });

    it('leaves a count of rows when the records are counted', () => {
      // Negative: "how many" counts the rows whatever names them.
      expect(measures(plan('how many stock levels are there per warehouse'))).toBe('count(*)');
    });
  });
});
