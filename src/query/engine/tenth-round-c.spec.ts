import {
  specReader,
  filterText as filter,
  measuresText as measures,
  relationFilterText as relationFilter,
  specEngineKnowing,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/** Item descriptions, as the vocabulary service now reads them beside the item numbers. */
const DESCRIPTIONS = ['Seal Kit 25mm', 'Pillow Block 25mm', 'Angle Iron 2x2x1/4'];

/** The spec engine, with the items' descriptions known as the service reads them. */
function engineWithDescriptions(): NlEngine {
  return specEngineKnowing({ SLItems: { Description: DESCRIPTIONS } });
}

/**
 * Calibration (#17, tenth round, tuner C): relations, names and negation. Asked in words of our
 * own; today is Saturday 2026-11-21.
 */
describe('tenth round (C): relations, names and negation (#17)', () => {
  let engine: NlEngine;
  const { plan } = specReader(() => engine);

  beforeAll(() => {
    engine = engineWithDescriptions();
  });

  describe('an item named by its description', () => {
    it('is the item in a relation question, as its number would be', () => {
      const supplied = plan('who supplies us the angle iron 2x2x1/4');
      expect(supplied.ido).toBe('SLVendors');
      expect(JSON.stringify(supplied.relations)).toContain('Angle Iron 2x2x1/4');
      const bought = plan('which clients have bought seal kit 25mm');
      expect(bought.ido).toBe('SLCustomers');
      expect(JSON.stringify(bought.relations)).toContain('Seal Kit 25mm');
    });

    it('with "never", is no trade of it at all', () => {
      const p = plan('clients who never bought pillow block 25mm');
      expect(p.ido).toBe('SLCustomers');
      expect(p.relations[0].negated).toBe(true);
      expect(JSON.stringify(p.relations)).toContain('Pillow Block 25mm');
    });

    it('narrows records holding the item through it', () => {
      const p = plan('open po lines for pillow block 25mm');
      expect(p.ido).toBe('SLPoItems');
      expect(filter(p)).toBe("Stat IN ('P', 'O')");
      expect(relationFilter(p)).toBe("Description = 'Pillow Block 25mm'");
    });

    it('asked its stock, is the total over its warehouses', () => {
      for (const q of [
        'what is our on hand qty for seal kit 25mm',
        "what's the on-hand quantity of pillow block 25mm",
      ]) {
        const p = plan(q);
        expect(p.ido).toBe('SLItemwhses');
        expect(measures(p)).toBe('sum(QtyOnHand)');
        expect(relationFilter(p)).toContain('Description = ');
      }
    });
  });

  it('"which items did <party> <verb> <period>" still crosses that party records', () => {
    const p = plan('which items did customers order last month');
    expect(p.relations[0].target.ido).toBe('SLCoitems');
  });

  describe('"no <party> has <verb>": nobody of that kind traded it', () => {
    const { outcome } = specReader(() => engine);
    const confidence = (q: string): number => {
      const o = outcome(q);
      return o.kind === 'plan' ? o.plan.confidence : o.refusal.confidence;
    };

    it('is no related records of that trade, as "<party> never <verb>" is', () => {
      for (const q of ['products no customer has ever ordered', 'parts that no client ordered']) {
        const p = plan(q);
        expect(p.ido).toBe('SLItems');
        expect(p.relations).toHaveLength(1);
        expect(p.relations[0].negated).toBe(true);
        expect(p.relations[0].target.ido).toBe('SLCoitems');
      }
    });

    it('"nobody has <verb>" is not a state of the records themselves', () => {
      // "bought" / "made" are also the items' source (purchased, manufactured): "nobody has
      // bought it" says nothing of whether it is a purchased part.
      expect(confidence('products nobody has ever bought')).toBeLessThan(0.5);
      expect(confidence('parts no one has made')).toBeLessThan(0.5);
    });

    it('is unsure when the records crossed never lead to the party named', () => {
      // Purchase orders, placed with vendors, say nothing of what customers ordered.
      expect(confidence('suppliers no customer has ordered')).toBeLessThan(0.5);
      expect(confidence('products our clients never ordered this year')).toBeLessThan(0.5);
    });
  });

  describe('a question opening on "anything"', () => {
    it('is about the records the rest of it picks', () => {
      const p = plan('anything from delta wire still open?');
      expect(p.ido).toBe('SLPos');
      expect(filter(p)).toBe("VendorName = 'Delta Wire & Cable Ltd' AND Stat IN ('P', 'O')");
      const q = plan('anything below its reorder point in EAST?');
      expect(q.ido).toBe('SLItemwhses');
      expect(filter(q)).toBe("QtyOnHand < QtyReorder AND Whse = 'EAST'");
    });
  });

  describe('a name matched by its first words, then a word nobody knows', () => {
    const { refused } = specReader(() => engine);
    it('is another name, not the one matched', () => {
      expect(refused('open POs from delta wire rope')).toBe(true);
      expect(refused('anything overdue from iron river plumbing')).toBe(true);
    });
  });

  describe('warehouses that "hold" an item', () => {
    const { refused } = specReader(() => engine);
    it('are its stock rows, as those that carry it', () => {
      for (const q of ['which whses hold IT-10045', 'what warehouses hold IT-10001']) {
        const p = plan(q);
        expect(p.ido).toBe('SLItemwhses');
        expect(filter(p)).toMatch(/^Item = 'IT-100(45|01)'$/);
      }
    });

    it('"hold" opening on a record named by kind and number is a change, refused', () => {
      expect(refused('hold PO 1234')).toBe(true);
      expect(refused('close job 5001')).toBe(true);
    });
  });

  describe('records "shipping from" a warehouse', () => {
    const { refused } = specReader(() => engine);
    it('of what customers are sent: the warehouse they leave from', () => {
      expect(filter(plan("customer orders that aren't shipping from EAST"))).toBe("Whse <> 'EAST'");
      expect(filter(plan('order lines shipping from SOUTH'))).toContain("Whse = 'SOUTH'");
    });

    it('of what we buy, refused: it ships from the vendor, into our warehouse', () => {
      expect(refused('purchase orders shipping from MAIN')).toBe(true);
    });
  });

  describe('"CO" right before a number shaped as an order number', () => {
    it('is that customer order, and "billing" for it its invoices', () => {
      for (const q of ['billing for CO 10001', 'show billings for CO 10001']) {
        const p = plan(q);
        expect(p.ido).toBe('SLArtrans');
        expect(filter(p)).toBe("Type = 'I'");
        expect(relationFilter(p)).toBe("CoNum = '10001'");
      }
      const lines = plan('lines on CO 10001');
      expect(lines.ido).toBe('SLCoitems');
      expect(relationFilter(lines)).toBe("CoNum = '10001'");
    });

    it('without a number, is still the state', () => {
      expect(filter(plan('customers in CA'))).toBe("CustSeq = 0 AND State = 'CA'");
    });
  });

  describe('a value named that no record reached holds', () => {
    const { refused } = specReader(() => engine);
    it('is not dropped with confidence', () => {
      // Jobs have no state: the answer would be every released job.
      expect(refused('released jobs in Ohio')).toBe(true);
    });
  });

  describe('"dated <period>" said of orders', () => {
    it('is their order date, on the related records named', () => {
      const p = plan('suppliers in Ohio with a purchase order dated last month');
      expect(p.ido).toBe('SLVendors');
      expect(filter(p)).toBe("VadState = 'OH'");
      expect(relationFilter(p)).toBe("OrderDate BETWEEN '2026-10-01' AND '2026-10-31'");
      const q = plan('clients with a sales order dated in 2025');
      expect(q.relations[0].target.ido).toBe('SLCos');
      expect(relationFilter(q)).toBe("OrderDate BETWEEN '2025-01-01' AND '2025-12-31'");
    });

    it('of invoices, is still their invoice date', () => {
      expect(filter(plan('invoices dated in October'))).toContain(
        "InvDate BETWEEN '2026-10-01' AND '2026-10-31'",
      );
    });
  });

  describe('"what did <party> <number> <trade verb>"', () => {
    const { refused } = specReader(() => engine);
    it('is not answered with the party itself', () => {
      expect(refused('what did customer 2001 buy')).toBe(true);
      expect(refused('what has vendor 1001 supplied')).toBe(true);
    });
  });

  describe('a state code that is also a word, held by no record', () => {
    const { refused } = specReader(() => engine);
    it('is not read as the word, answering about every record', () => {
      expect(refused('suppliers in HI')).toBe(true);
      expect(refused('how many clients in ME')).toBe(true);
    });

    it('held by some record, is the state', () => {
      expect(filter(plan('vendors in IN'))).toBe("VadState = 'IN'");
    });
  });

  describe('a noun right before the name of another kind of record', () => {
    it('is what is asked for; the name is the subject of the verb after it', () => {
      const p = plan('products delta wire sells us');
      expect(p.ido).toBe('SLItems');
      expect(relationFilter(p)).toBe("VenadrName = 'Delta Wire & Cable Ltd'");
    });

    it("before its own record's name, still names that record", () => {
      expect(filter(plan('supplier acme hydraulics'))).toBe("Name = 'Acme Hydraulics Corp'");
    });
  });
});
