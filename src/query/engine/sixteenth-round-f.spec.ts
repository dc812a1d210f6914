import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, sixteenth round, tuner F): questions as an IT person testing the API types
 * them (lists of stored codes, quoted dates) and as a new user asks for "the best" of a group.
 * Questions of our own, not the evaluation's.
 */
describe('sixteenth round (F): typed filters and unmeasured rankings (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a column compared with a list of stored codes', () => {
    it('keeps every code of a list in parentheses', () => {
      // Was Stat = 'O' at 0.54, the one-letter "P" dropped; quoted, a name search for "P".
      expect(filter(plan('SLPos where Stat in (O, P)'))).toBe("Stat IN ('O', 'P')");
      expect(filter(plan("slpos where stat in ('O','P')"))).toBe("Stat IN ('O', 'P')");
    });

    it('negates every code of "not in"', () => {
      // Was the first code negated and the second required, at 1.00.
      expect(filter(plan('SLJobs where Stat not in (H, C)'))).toBe("Stat <> 'H' AND Stat <> 'C'");
      expect(filter(plan('SLVendors where VadState not in (OH, TX)'))).toBe(
        "(VadState <> 'OH' OR VadState IS NULL) AND (VadState <> 'TX' OR VadState IS NULL)",
      );
    });

    it('keeps every code joined by "or" or commas after the column', () => {
      // Was Stat = 'O' at 0.60 ("P" dropped), and a name search for "P" at 1.00 quoted.
      expect(filter(plan('SLPos where Stat = O or P'))).toBe("Stat IN ('O', 'P')");
      expect(filter(plan("SLPos where Stat = 'O' or 'P'"))).toBe("Stat IN ('O', 'P')");
      expect(filter(plan('jobs with Stat in F, R'))).toBe("Stat IN ('F', 'R')");
    });

    it('leaves English lists and comparisons of two columns as they were read', () => {
      // Negative: a noun before "in (…)" names records; known values are a list already.
      expect(filter(plan('customers in (Ohio, Texas)'))).toBe(
        "CustSeq = 0 AND State IN ('OH', 'TX')",
      );
      expect(filter(plan('stock in (MAIN, EAST)'))).toBe("Whse IN ('MAIN', 'EAST')");
      expect(filter(plan('SLPos where Stat = O or Stat = P'))).toBe("Stat IN ('O', 'P')");
      expect(filter(plan('SLPos where Stat = O or P and PoCost > 10000'))).toBe(
        "Stat IN ('O', 'P') AND PoCost > 10000",
      );
    });
  });

  describe('a one-letter code right after a comparison sign', () => {
    it('is that code, not the article or the pronoun', () => {
      // Was no condition at all, at 0.11 ("A" read as the article, "I" as the pronoun).
      expect(filter(plan('SLVendors Stat = A'))).toBe("Stat = 'A'");
      expect(filter(plan('SLVendors Stat <> I'))).toBe("Stat <> 'I'");
    });

    it('leaves the article in English alone', () => {
      // Negative: no comparison sign before it.
      expect(filter(plan('vendors with a status of inactive'))).toBe("Stat = 'I'");
    });
  });

  describe('a date quoted as a filter quotes it', () => {
    it('is that date', () => {
      // Was a search for the text in the PO number, at 0.29.
      expect(filter(plan("SLPos OrderDate >= '2026-11-01'"))).toBe("OrderDate >= '2026-11-01'");
    });

    it('leaves other quoted text a text', () => {
      // Negative: a name in quotes stays a name.
      expect(filter(plan("vendors named 'Acme Steel Corp'"))).toBe("Name LIKE '%Acme Steel Corp%'");
    });
  });

  describe('groups ranked with no measure named, over records that are not documents', () => {
    it('is a guess: the usual amount of such records adds up to nothing', () => {
      // Was the sales reps ranked by their customers' credit limits summed, at 0.72, and
      // product lines by the sum of their items' unit costs, at 0.83.
      expect(confidence('our best sales rep')).toBeLessThan(0.5);
      expect(confidence('top 3 salespeople')).toBeLessThan(0.5);
      expect(confidence('best product line')).toBeLessThan(0.5);
    });

    it('stays sure where documents carry the amount, or the measure is named', () => {
      // Negative: orders and POs are documents; a named measure is what is ranked.
      expect(plan('who is our best customer').aggregate?.measures[0].property).toBe('Price');
      expect(plan('best buyer').aggregate?.measures[0].property).toBe('PoCost');
      expect(plan('best sales rep by sales').aggregate?.measures[0].property).toBe('Price');
      expect(confidence('which state has the most customers')).toBeGreaterThanOrEqual(0.5);
      expect(confidence('total credit limit by state')).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('words glued in camel case', () => {
    it('reads the words at each capital when each is known', () => {
      // Was "openCOs" read as a typo of open POs (0.39), "OpenJobs" not understood at all.
      expect(plan('openCOs').ido).toBe('SLCos');
      expect(filter(plan('OpenJobs'))).toBe("Stat IN ('F', 'R')");
      expect(filter(plan('pastDueInvoices'))).toBe("DaysPastDue > 0 AND Type = 'I'");
      expect(filter(plan('OpenPurchaseOrders'))).toBe("Stat IN ('P', 'O')");
    });

    it('never splits a name known whole or one with a part nobody knows', () => {
      // Negative: a catalog name as stored is a property; "McKinley" is a name, not "mc kinley".
      expect(filter(plan('QtyOnHand > 100'))).toBe('QtyOnHand > 100');
      expect(confidence('eBay vendors')).toBeLessThan(0.5);
    });
  });

  describe('an unknown noun opening the question after an article', () => {
    it('is what is asked for', () => {
      // Was the customer orders of Ohio customers at 0.65, "people" dropped.
      expect(confidence('the people we sell to in Ohio')).toBeLessThan(0.5);
      expect(confidence('list of the people we sell to in Ohio')).toBeLessThan(0.5);
    });

    it('leaves an unknown word that only describes the records', () => {
      // Negative: "single" is followed by no clause of its own.
      expect(
        confidence('the single biggest open order for allied trailer industries'),
      ).toBeGreaterThanOrEqual(0.5);
    });

    it('leaves a known noun after the article read as before', () => {
      // Negative: the records named are asked for.
      expect(filter(plan('the customers we sell to in Ohio'))).toBe("CustSeq = 0 AND State = 'OH'");
      expect(filter(plan('list the blanket POs'))).toBe("Type = 'B'");
    });
  });
});
