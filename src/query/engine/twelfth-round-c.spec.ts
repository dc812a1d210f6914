import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
  specEngineKnowing,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, twelfth round, tuner C): items and jobs, what was sold, made or never
 * traded, and lines. Asked in words of our own; today is Saturday 2026-11-21.
 */
describe('twelfth round (C): items and jobs, sold / made / never, lines (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a finished state said before a period', () => {
    it('is dated on the one date the catalog says records finish on', () => {
      const p = plan('how many jobs finished in the last month');
      expect(filter(p)).toContain('JschEndDate');
      expect(filter(p)).not.toContain('JobDate');
      // A planned date, not the day the job was closed: said, and below full confidence.
      expect(p.confidence).toBeGreaterThanOrEqual(0.5);
      expect(p.confidence).toBeLessThan(0.97);
      expect(p.notes.join(' ')).toMatch(/finished is not kept/);
      expect(filter(plan('jobs finished this month'))).toBe(
        "Stat = 'C' AND JschEndDate BETWEEN '2026-11-01' AND '2026-11-21'",
      );
    });

    it('stays a guess where no date of the records says so', () => {
      expect(confidence('purchase orders closed in October')).toBeLessThan(0.5);
    });
  });
  describe('a state said of records, and "not yet" a group that holds it', () => {
    it("reads the group's other states as the ones not reached yet", () => {
      const p = plan('received purchase order lines that are not closed yet');
      expect(filter(p)).toBe("Stat = 'F' AND Stat <> 'C'");
      expect(p.notes.join(' ')).toMatch(/not yet Complete/);
      expect(filter(plan('completed jobs still not closed'))).toBe("Stat = 'C' AND Stat <> 'H'");
    });

    it('keeps a state negated outright a contradiction', () => {
      expect(confidence('filled PO lines that are not filled')).toBeLessThan(0.5);
      // Not said to be still ahead: the asker may not know planned POs count as open.
      expect(confidence('planned POs that are not open')).toBeLessThan(0.5);
    });
  });
  describe('"lines" of two kinds of document', () => {
    it('are the ones that reach the party named', () => {
      const p = plan('overdue lines for Iron River Construction Inc');
      expect(p.ido).toBe('SLCoitems');
      expect(p.confidence).toBeGreaterThanOrEqual(0.5);
      expect(JSON.stringify(p.relations)).toContain('SLCustomers');
    });

    it('stay a guess when both reach what is said', () => {
      expect(confidence('open lines for IT-10045')).toBeLessThan(0.5);
    });
  });
  describe('"never" sold or bought, said of items', () => {
    const linesLeftOut = (q: string): string[] =>
      plan(q)
        .relations.filter((r) => r.negated && r.property === 'Item')
        .map((r) => r.target.ido);

    it('is no lines of that trade for them, not a make/buy code', () => {
      expect(linesLeftOut('which items were never sold')).toEqual(['SLCoitems']);
      const bought = plan('FAST parts we have never bought');
      expect(filter(bought)).toBe("ProductCode = 'FAST'");
      expect(linesLeftOut('FAST parts we have never bought')).toEqual(['SLPoItems']);
      expect(bought.confidence).toBeGreaterThanOrEqual(0.5);
    });

    it('is not read so when someone else is named as doing it', () => {
      const o = engine.interpret('items Acme Steel Corp has never sold us', '2026-11-21', 0.5);
      if (o.kind === 'plan')
        expect(o.plan.relations.some((r) => r.negated && r.target.ido === 'SLCoitems')).toBe(false);
    });
  });
  describe('items "we made" in a period', () => {
    it('are the items of the jobs made then, not the make/buy code', () => {
      const p = plan('what parts did we make last month');
      expect(filter(p)).toBe('');
      expect(p.relations).toHaveLength(1);
      expect(p.relations[0].target.ido).toBe('SLJobs');
      expect(p.relations[0].negated).toBe(false);
      expect(JSON.stringify(p.relations[0].target.filter)).toContain('JobDate');
      expect(plan('items we made in October').relations[0].target.ido).toBe('SLJobs');
    });

    it('without a period, say how the items are sourced', () => {
      expect(filter(plan('items we make'))).toBe("PMTCode = 'M'");
    });
  });
  describe('units of an item "we have sold / bought" in a period', () => {
    it('are summed on the lines of that trade, dated by their document', () => {
      const sold = plan('how many units of IT-10045 have we sold in 2026');
      expect(sold.ido).toBe('SLCoitems');
      expect(measures(sold)).toBe('sum(QtyOrdered)');
      expect(sold.confidence).toBeGreaterThanOrEqual(0.5);
      expect(JSON.stringify(sold.relations)).toContain('OrderDate');
      expect(plan('how many units of IT-10045 have we bought this year').ido).toBe('SLPoItems');
    });

    it('leave the stock on hand alone when nothing was traded', () => {
      expect(plan('how many units of IT-10045 do we have').ido).not.toBe('SLCoitems');
    });
  });
  describe('"purchase" after "we"', () => {
    it('is our verb, buying, not purchase orders left unread', () => {
      expect(filter(plan('FAST items that we purchase'))).toBe(
        "ProductCode = 'FAST' AND PMTCode = 'P'",
      );
      const outside = plan('part numbers in product code FAST that we purchase from outside');
      expect(outside.ido).toBe('SLItems');
      expect(filter(outside)).toBe("ProductCode = 'FAST' AND PMTCode = 'P'");
    });

    it('leaves the vendor named after it to the relation', () => {
      expect(filter(plan('items we purchase from Acme Steel Corp'))).not.toMatch(/PMTCode/);
    });
  });
  describe("unknown words before the first noun, found whole in its records' names", () => {
    let named: NlEngine;
    beforeAll(() => {
      named = specEngineKnowing({
        SLItems: {
          Description: [
            'Deep Groove Ball Bearing 6204',
            'Sealed Ball Bearing 6305',
            'Roller Chain 40',
            'Power Supply 24V',
          ],
        },
      });
    });
    const { plan: read, outcome: readOutcome } = specReader(() => named);

    it('say which records by a part of their name, below full confidence', () => {
      const p = read('ball bearing items');
      expect(filter(p)).toBe("Description LIKE '%ball bearing%'");
      expect(p.confidence).toBeGreaterThanOrEqual(0.5);
      expect(p.confidence).toBeLessThan(0.97);
    });

    it('are not a name after the first noun, nor when no name holds them', () => {
      expect(readOutcome('vendors that supply items')).not.toMatchObject({
        plan: { filter: { kind: 'like' } },
      });
      expect(readOutcome('widget items').kind).toBe('refusal');
      // One word alone may name a kind of item (a product line) as well: not read as a name.
      expect(readOutcome('groove items').kind).toBe('refusal');
    });
  });
});
