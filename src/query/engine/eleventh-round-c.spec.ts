import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, eleventh round, tuner C): shorthand, typos and status phrases. Words of a
 * catalog phrase cut short, and the usual shorthand of business writing, are read as the words
 * they stand for and cost no confidence; a shorthand of several meanings is only read inside a
 * catalog phrase. Asked in words of our own; today is Saturday 2026-11-21.
 */
describe('eleventh round (C): shorthand and status phrases (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a catalog phrase with its words cut short', () => {
    it('reads the phrase', () => {
      expect(filter(plan('SOUTH whse stock under reord pt'))).toBe(
        "Whse = 'SOUTH' AND QtyOnHand < QtyReorder",
      );
      expect(filter(plan('parts w/ unit cst under 20'))).toBe('UnitCost < 20');
    });

    it('a shorthand of several meanings alone is not guessed', () => {
      expect(confidence('items with a pt over 5')).toBeLessThan(0.5);
    });
  });

  describe('business shorthand', () => {
    it('periods written short', () => {
      expect(filter(plan('jobs finishing nxt wk'))).toBe(
        "JschEndDate BETWEEN '2026-11-23' AND '2026-11-29'",
      );
      expect(filter(plan('customer orders w/ salesperson KPATEL this yr'))).toContain(
        "OrderDate BETWEEN '2026-01-01' AND '2026-11-21'",
      );
    });

    it('a measure written short', () => {
      const total = plan('tot AR for Allied Trailer Industries');
      expect(measures(total)).toBe('sum(Balance)');
      expect(total.confidence).toBeGreaterThanOrEqual(0.9);
    });

    it('"# of" counts', () => {
      const counted = plan('# of jobs per warehouse');
      expect(measures(counted)).toBe('count(*)');
      expect(counted.aggregate?.groupBy).toEqual(['Whse']);
    });

    it('"PO #" is no count', () => {
      expect(measures(plan('PO # and vendor name for open POs'))).toBe('');
    });
  });

  describe('a participle of marking before a status value is the state', () => {
    it('reads the state', () => {
      expect(filter(plan('which vendors are flagged inactive'))).toBe("Stat = 'I'");
      expect(filter(plan('items that are set as obsolete'))).toBe("Stat = 'O'");
      expect(filter(plan('parts marked as obsolete'))).toBe("Stat = 'O'");
    });

    it('a request to mark records is still refused', () => {
      expect(engine.interpret('set vendor 1002 to inactive', '2026-11-21', 0.5).kind).toBe(
        'refusal',
      );
      expect(
        engine.interpret('please mark the TX vendors as inactive', '2026-11-21', 0.5).kind,
      ).toBe('refusal');
    });
  });

  describe('a verb of change asked about as a deed before a date names its date', () => {
    it('reads the one date the verb names, and the records that carry it', () => {
      const received = plan('what did we receive on monday');
      expect(received.ido).toBe('SLPoItems');
      expect(filter(received)).toBe("RcvdDate = '2026-11-16'");
      const shipped = plan('what did we ship during this month');
      expect(shipped.ido).toBe('SLCoitems');
      expect(filter(shipped)).toBe("ShipDate BETWEEN '2026-11-01' AND '2026-11-21'");
    });

    it('mistyped', () => {
      expect(filter(plan('wht did we recieve last friday'))).toBe("RcvdDate = '2026-11-20'");
    });

    it('a request is still refused', () => {
      expect(engine.interpret('receive PO-2024-1847 on monday', '2026-11-21', 0.5).kind).toBe(
        'refusal',
      );
    });
  });

  describe('the framing of a chatty question costs nothing', () => {
    it('a question framed as a quick one, asking for an exact figure', () => {
      const counted = plan(
        'quick question: how many customer orders came in last month? exact number please',
      );
      expect(measures(counted)).toBe('count(*)');
      expect(counted.confidence).toBeGreaterThanOrEqual(0.8);
    });

    it('an unknown word besides the framing still costs', () => {
      expect(confidence('quick one: the exact gross margin of last month orders')).toBeLessThan(
        0.5,
      );
    });
  });

  describe('shop-floor words of a released job', () => {
    it('a job on the shop floor is released', () => {
      expect(filter(plan('how many jobs for IT-10001 are out on the shop floor'))).toBe(
        "Item = 'IT-10001' AND Stat = 'R'",
      );
    });
  });

  describe('idioms of due dates and of the warehouse goods leave from', () => {
    it('what comes or falls due is due', () => {
      expect(filter(plan('customer order lines falling due next week'))).toBe(
        "DueDate BETWEEN '2026-11-23' AND '2026-11-29'",
      );
    });

    it('"shipping out of" a warehouse reads the warehouse, "out of" written as two words', () => {
      const leaving = plan('open sales orders that are shipping out of WEST');
      expect(filter(leaving)).toBe("Stat IN ('O', 'P') AND Whse = 'WEST'");
      expect(leaving.confidence).toBeGreaterThanOrEqual(0.9);
    });
  });

  describe('a guessed negation another condition makes change no record', () => {
    it('costs less: the answer is the same without it', () => {
      const firm = plan('firm jobs for IT-10000 that nobody has released yet');
      expect(filter(firm)).toContain("Stat = 'F'");
      expect(firm.confidence).toBeGreaterThanOrEqual(0.5);
      expect(firm.confidence).toBeLessThan(0.97);
    });

    it('still costs when it changes the answer', () => {
      expect(confidence('jobs for IT-10000 that nobody has released yet')).toBeLessThan(0.5);
    });
  });

  describe('a verb of billing before "in" and a currency says the currency', () => {
    it('reads the currency, not invoices', () => {
      const paid = plan('suppliers paid in CAD');
      expect(paid.ido).toBe('SLVendors');
      expect(filter(paid)).toBe("CurrCode = 'CAD'");
      expect(filter(plan('vendors that are billed in CAD'))).toBe("CurrCode = 'CAD'");
    });
  });
});
