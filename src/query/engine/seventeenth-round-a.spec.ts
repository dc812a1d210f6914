import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, seventeenth round, tuner A): items, stock and jobs as an inventory planner
 * and a production scheduler type them. Questions of our own, not the evaluation's.
 */
describe('seventeenth round (A): items, stock and jobs (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a named group of states, then one of its states said as a place with an article', () => {
    it('is the group: the place says where those records are', () => {
      // Was released jobs only, at 1.0 ("are" between) or as a 0.45 guess.
      for (const q of [
        'count the active jobs that are on the shop floor',
        'open work orders sitting on the floor',
        'how many jobs are still open on the shop floor',
      ]) {
        expect(filter(plan(q))).toBe("Stat IN ('F', 'R')");
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      }
    });

    it('keeps the state alone, and a state said without an article stays a guess', () => {
      // Negative: the place alone is the released jobs.
      expect(filter(plan('which jobs are on the shop floor'))).toBe("Stat = 'R'");
      // Negative: "in progress" is a state, not a place: narrow it or not is not said.
      expect(confidence('open jobs that are in progress')).toBeLessThan(0.5);
    });
  });

  describe('a bare verb after "did" and its subject', () => {
    it('is the past deed: a finished state dated on the date its words name', () => {
      // Was the end date alone at 1.0: every job scheduled to end this year, finished or not.
      const q = 'how many work orders did we finish last month';
      expect(filter(plan(q))).toBe(
        "Stat = 'C' AND JschEndDate BETWEEN '2026-10-01' AND '2026-10-31'",
      );
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      // Was the job date at 0.76, "close" unread.
      expect(filter(plan('jobs did we close in October'))).toContain("Stat = 'C'");
    });

    it('leaves a verb that already names a kind, and the future end date, alone', () => {
      // Negative: "finish" with no "did" is the scheduled end, whatever the state.
      expect(filter(plan('jobs that finish next week'))).toBe(
        "JschEndDate BETWEEN '2026-11-23' AND '2026-11-29'",
      );
      // Negative: a verb the catalog reads as an action keeps its reading (the received date).
      expect(filter(plan('what did we receive on Thursday'))).toBe("RcvdDate = '2026-11-19'");
    });
  });

  describe('a sound of hesitation opening the question', () => {
    it('says nothing of the records', () => {
      // Was "um" read as the unit of measure: 0.39.
      for (const q of ['um show me the stopped jobs', 'uhh, how many jobs are released']) {
        expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
        expect(plan(q).ido).toBe('SLJobs');
      }
    });

    it('stays the unit of measure elsewhere', () => {
      // Negative: "um" after the noun is the column.
      expect(plan('items grouped by um').aggregate?.groupBy).toEqual(['UM']);
    });
  });

  describe('warehouse locations', () => {
    it('are the stock rows, one per item and warehouse', () => {
      // Was the warehouse property with "locations" unread: 0.17.
      const q = 'count warehouse locations under their reorder point';
      expect(plan(q).ido).toBe('SLItemwhses');
      expect(filter(plan(q))).toBe('QtyOnHand < QtyReorder');
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
    });
  });

  describe('a quantity of one record named by its own key, with nothing else said', () => {
    it('is the figure: its total', () => {
      // Was the item record listed (0.8), where how much of it there is was asked.
      for (const q of ['IT-10001 qty on hand', 'on hand for IT-10000']) {
        expect(measures(plan(q))).toMatch(/^sum\((?:DerQtyOnHand|QtyOnHand)\)$/);
      }
    });

    it('stays the record for a price or a duration, and the rows with a place', () => {
      // Negative: a unit cost and a lead time do not add up.
      expect(plan('IT-10001 unit cost').aggregate).toBeUndefined();
      expect(plan('IT-10001 lead time').aggregate).toBeUndefined();
      // Negative: one warehouse's row.
      expect(plan('IT-10001 on hand in EAST').aggregate).toBeUndefined();
    });
  });

  describe('"what is the" and a superlative figure, nothing else before it', () => {
    it('asks for the figure: its maximum or minimum', () => {
      // Was the item with the longest lead time listed (1.0) where the figure was asked.
      expect(measures(plan('what is the longest lead time we carry on a part'))).toBe(
        'max(LeadTime)',
      );
      expect(measures(plan("what's the shortest lead time"))).toBe('min(LeadTime)');
    });

    it('keeps the record when the record is asked for', () => {
      // Negative: "which" / "what item" ask for the record; so does the noun right after.
      for (const q of [
        'which part has the longest lead time',
        'what item has the longest lead time',
        'what is the longest lead time item',
      ]) {
        expect(plan(q).aggregate).toBeUndefined();
        expect(plan(q).limit).toBe(1);
      }
      // Negative: the superlative naming its own measure ranks the records.
      expect(plan('what is the most expensive part').aggregate).toBeUndefined();
    });
  });

  describe('a verb of change in a clause after "<records> we"', () => {
    it('is no request: the state of the records the verb names', () => {
      // Was refused as a request to change data (0.02).
      const q = 'parts we transfer in from another plant';
      expect(filter(plan(q))).toBe("PMTCode = 'T'");
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
    });

    it('stays a request when it is one', () => {
      // Negative: the verb opening the question asks to change data.
      expect(confidence('transfer IT-10045 to the EAST warehouse')).toBeLessThan(0.5);
    });
  });
});
