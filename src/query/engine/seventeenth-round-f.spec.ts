import {
  SPEC_TODAY,
  specEngine,
  specEngineKnowing,
  specReader,
  filterText as filter,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, seventeenth round, tuner F): questions as an IT person or a hurried user
 * types them (capitals, shorthand, noise words, names as stored). Questions of our own, not
 * the evaluation's.
 */
describe('seventeenth round (F): typed in a hurry (#17)', () => {
  let engine: NlEngine;
  const { plan, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a small word typed in capitals that is also a state code', () => {
    it('is the small word before what it governs', () => {
      // Was State IN ('IN', 'TX'): "IN" read as Indiana as well, at full confidence.
      expect(filter(plan('CUSTOMERS IN TEXAS'))).toBe("CustSeq = 0 AND State = 'TX'");
      expect(filter(plan('SUPPLIERS IN OH'))).toBe("VadState = 'OH'");
      // Was City = 'Dallas' AND State = 'IN' (no rows).
      expect(filter(plan('customers IN Dallas'))).toBe("CustSeq = 0 AND City = 'Dallas'");
      // Was the stock rows of items bought from vendors in Indiana.
      const stock = plan('ITEMS BELOW REORDER POINT IN WAREHOUSE MAIN');
      expect(filter(stock)).toBe("QtyOnHand < QtyReorder AND Whse = 'MAIN'");
      expect(stock.relations).toEqual([]);
      // "OR" between two places joins them; it is not Oregon.
      expect(filter(plan('VENDORS IN MICHIGAN OR OHIO'))).toBe("VadState IN ('MI', 'OH')");
      expect(filter(plan('JOBS AT MAIN OR WEST'))).toBe("Whse IN ('MAIN', 'WEST')");
      // "ON" (Ontario) before it is a place, not a link: the "OR" after it still joins.
      expect(filter(plan('CUSTOMERS IN ON OR MI'))).toBe("CustSeq = 0 AND State IN ('ON', 'MI')");
    });

    it('stays the code after a link, after its own property, or at the end', () => {
      // Negative: the object of "in", the value of "state", a code closing the question.
      expect(filter(plan('vendors in IN'))).toBe("VadState = 'IN'");
      expect(filter(plan('customers in state IN'))).toBe("CustSeq = 0 AND State = 'IN'");
      expect(filter(plan('VENDORS IN IN'))).toBe("VadState = 'IN'");
    });

    it('takes no company suffix after a short code', () => {
      // Was State = 'IN': "IN CO" read as one name with the suffix "Co" (Company).
      expect(filter(plan('CUSTOMERS IN CA'))).toBe("CustSeq = 0 AND State = 'CA'");
      const withColorado = specEngineKnowing({ SLCustomers: { State: ['IN', 'CO', 'TX'] } });
      const colorado = withColorado.interpret('CUSTOMERS IN CO', SPEC_TODAY);
      expect(colorado.kind === 'plan' ? filter(colorado.plan) : '').toBe(
        "CustSeq = 0 AND State = 'CO'",
      );
      // Negative: a name keeps its suffix.
      expect(filter(plan('open POs for Acme Steel Corp'))).toContain("'Acme Steel Corp'");
    });

    it('is no place when the code after "IN" is a state the data does not hold', () => {
      // Was VadState = 'IN' at full confidence: "ME" (Maine) read as "me".
      expect(refused('VENDORS IN ME')).toBe(true);
    });
  });

  describe('a count of days past a date said before its number of days', () => {
    it('is late by at least that many, as "2 weeks late" is', () => {
      // Was DaysLate = 14: the lines exactly 14 days late.
      expect(filter(plan('co lines late 2 weeks'))).toBe('DaysLate >= 14');
      expect(filter(plan('POs overdue by 30 days'))).toBe('DaysOverdue >= 30');
      expect(filter(plan('invoices past due 60 days'))).toBe("DaysPastDue >= 60 AND Type = 'I'");
      expect(filter(plan('co lines 2 weeks late'))).toBe('DaysLate >= 14');
    });

    it('stays the number itself for a stored count of days', () => {
      // Negative: a lead time is an attribute, not days gone past a date.
      expect(filter(plan('items with lead time 30 days'))).toBe('LeadTime = 30');
    });
  });

  describe('having a quantity, right before a comparison of it', () => {
    it('names the quantity compared, not "some on hand" as well', () => {
      // Was QtyOnHand > 0 AND QtyOnHand < QtyReorder: the rows with none left out.
      expect(filter(plan('items with stock below reorder point'))).toBe('QtyOnHand < QtyReorder');
      expect(filter(plan('parts that have stock below the reorder level in EAST'))).toBe(
        "QtyOnHand < QtyReorder AND Whse = 'EAST'",
      );
    });

    it('stays having some when nothing is compared, or said as "in stock"', () => {
      // Negative: having stock alone, in stock beside a comparison (both are said), and a
      // number after it (twelfth-sprint-f.spec.ts: some stock, and that much of it).
      expect(filter(plan('items with stock at MAIN'))).toBe("QtyOnHand > 0 AND Whse = 'MAIN'");
      expect(filter(plan('items in stock below reorder point'))).toBe(
        'QtyOnHand > 0 AND QtyOnHand < QtyReorder',
      );
      expect(relationFilter(plan('items with stock at MAIN'))).toBe('');
      expect(filter(plan('items with stock between 100 and 200'))).toMatch(/^DerQtyOnHand > 0 AND/);
    });
  });

  describe('shorthand and the asides of a hurried message', () => {
    it('reads records cut short, known otherwise only inside longer names', () => {
      // Was the vendors in Texas at 0.05: "custs" (of "cust num") read as nothing.
      expect(plan('custs in TX').ido).toBe('SLCustomers');
      expect(filter(plan('custs in TX'))).toBe("CustSeq = 0 AND State = 'TX'");
      expect(plan('vends in OH').ido).toBe('SLVendors');
      expect(plan('top 10 custs by open orders').aggregate?.groupBy).toContain('CustNum');
      expect(filter(plan('invoices w bal > 0'))).toBe("Balance > 0 AND Type = 'I'");
      expect(plan('num of vendors in MI').aggregate?.measures[0].fn).toBe('count');
    });

    it('reads "mo" after a word of time as a month', () => {
      // Was the jobs (a manufacturing order, "mo") with nothing to sum, at 0.05.
      const q = plan('total invoiced last mo');
      expect(q.ido).toBe('SLArtrans');
      expect(filter(q)).toBe("InvDate BETWEEN '2026-10-01' AND '2026-10-31' AND Type = 'I'");
      // Negative: elsewhere it stays the catalog's noun of jobs.
      expect(plan('open mo').ido).toBe('SLJobs');
    });

    it('reads the name it is part of as before', () => {
      // Negative: "cust num" and "vend num" are the numbers themselves.
      expect(filter(plan('cust num 2001'))).toBe("CustSeq = 0 AND CustNum = '2001'");
      expect(filter(plan('vend num 1001'))).toBe("VendNum = '1001'");
    });

    it('steps over hesitations, courtesies and asides', () => {
      for (const q of [
        'uh how many open jobs',
        'quick q - how many open jobs',
        'just curious, how many open jobs',
        'hey can u count the open jobs thx',
        'how many open jobs at the moment, if that is not too much trouble',
        'FYI need the number of open jobs asap',
      ]) {
        expect(filter(plan(q))).toBe("Stat IN ('F', 'R')");
        expect(plan(q).aggregate?.measures[0].fn).toBe('count');
      }
    });

    it('still refuses what is asked beside them that it cannot read', () => {
      // Negative: "too expensive" names no amount; the courtesy words do not hide it.
      expect(refused('items not too expensive')).toBe(true);
    });
  });
});
