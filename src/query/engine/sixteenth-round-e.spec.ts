import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, sixteenth round, tuner E): an inventory planner, a plant manager and a
 * shipping clerk. Questions of our own, not the evaluation's.
 */
describe('sixteenth round (E): stock, jobs and shipping (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"how many units <quantity>": the counted word read with the quantity it counts', () => {
    it('sums the quantity rather than counting the records holding it', () => {
      // Was a count of the lines at 0.41 ("counted records, not the distinct 'units shipped'").
      const shipped = plan('how many units shipped last week');
      expect(shipped.ido).toBe('SLCoitems');
      expect(shipped.aggregate?.measures[0]).toMatchObject({ fn: 'sum', property: 'QtyShipped' });
      expect(filter(shipped)).toBe("ShipDate BETWEEN '2026-11-09' AND '2026-11-15'");
      expect(confidence('how many units shipped last week')).toBeGreaterThanOrEqual(0.5);
      const onOrder = plan('how many units on order in EAST');
      expect(onOrder.aggregate?.measures[0]).toMatchObject({ fn: 'sum', property: 'QtyOrdered' });
      expect(plan('how many units released on open jobs').aggregate?.measures[0]).toMatchObject({
        fn: 'sum',
        property: 'QtyReleased',
      });
    });

    it('still counts records named by a noun, and units of measure', () => {
      // Negative: "how many order lines" counts the lines; "units of measure" is no quantity.
      expect(plan('how many order lines shipped last week').aggregate?.measures[0].fn).toBe(
        'count',
      );
      expect(confidence('how many units of measure are there')).toBeLessThan(0.5);
    });
  });

  describe('a period that no word beside it dates, asked of a quantity naming an event', () => {
    it("is the event's date (the quantity's label names it), not the records' usual date", () => {
      // Was the lines' due date, the whole year, at 0.92: a confident wrong ranking.
      const q = 'shipped qty by item top 5 this year';
      expect(filter(plan(q))).toBe("ShipDate BETWEEN '2026-01-01' AND '2026-11-21'");
      expect(plan(q).aggregate?.measures[0].property).toBe('QtyShipped');
      expect(filter(plan('received quantity by item this year'))).toBe(
        "RcvdDate BETWEEN '2026-01-01' AND '2026-11-21'",
      );
    });

    it('leaves a date that a word beside the period names', () => {
      // Negative: "due" dates the period, whatever quantity is compared.
      expect(filter(plan('order lines with qty shipped under qty ordered due next week'))).toBe(
        "QtyShipped < QtyOrdered AND DueDate BETWEEN '2026-11-23' AND '2026-11-29'",
      );
      // Negative: a quantity whose label names no date keeps the usual date.
      expect(filter(plan('total quantity released on jobs ending this month'))).toContain(
        'JschEndDate',
      );
    });
  });

  describe('lines of either trade, told apart by a condition only one builds surely', () => {
    it('are the lines whose own date the verb names', () => {
      // Was PO lines on their due date at 0.18 ("shipped" names no date of PO lines).
      const q = 'lines shipped from WEST in October';
      expect(plan(q).ido).toBe('SLCoitems');
      expect(filter(plan(q))).toContain("ShipDate BETWEEN '2026-10-01' AND '2026-10-31'");
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
      expect(plan('how many lines received last week').ido).toBe('SLPoItems');
    });

    it('stay a guess when both build alike', () => {
      // Negative: nothing says which lines are due this week.
      expect(confidence('lines due this week')).toBeLessThan(0.5);
    });
  });

  describe('a verb naming a date, said of the records named right before it', () => {
    it('says what the records do, in a question', () => {
      // Was refused: "ship" would change data.
      const q = 'how many open order lines ship from MAIN';
      expect(plan(q).ido).toBe('SLCoitems');
      expect(filter(plan(q))).toBe("Stat IN ('P', 'O') AND Whse = 'MAIN'");
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
    });

    it('stays a request when the verb comes first or changes data', () => {
      // Negative: an imperative, and verbs that name no date.
      const refused = (q: string): boolean =>
        engine.interpret(q, '2026-11-21', 0.5).kind === 'refusal';
      expect(refused('ship order lines from MAIN')).toBe(true);
      expect(refused('which orders delete')).toBe(true);
      expect(refused('what POs cancel')).toBe(true);
    });
  });

  describe('"longer than" / "shorter than" a number of days', () => {
    it('compares a measure kept in days', () => {
      // Was LeadTime > 0 at 0.17: "longer than" went unread.
      expect(filter(plan('which items have a lead time longer than 40 days'))).toBe(
        'LeadTime > 40',
      );
      expect(filter(plan('items with a lead time shorter than 10 days'))).toBe('LeadTime < 10');
      expect(filter(plan('items with a lead time no longer than 10 days'))).toBe('LeadTime <= 10');
    });

    it('gives nothing to compare when no measure of days is named', () => {
      // Negative: jobs keep no duration; the lateness of other records is no answer.
      expect(confidence('jobs longer than 30 days')).toBeLessThan(0.5);
    });
  });

  describe('"out of" a place between a verb and its date', () => {
    it('joins the place as "from" does, the verb still dating the period', () => {
      // Was the lines' due date at 0.41: "out", "of" and the place used up the verb's reach.
      const q = 'how many units did we ship out of EAST this month';
      expect(filter(plan(q))).toBe(
        "Whse = 'EAST' AND ShipDate BETWEEN '2026-11-01' AND '2026-11-21'",
      );
      expect(confidence(q)).toBeGreaterThanOrEqual(0.5);
    });

    it('leaves a phrase of motion whose verb names no date to its own reading', () => {
      // Negative: "went out of SOUTH" says neither which records nor which date.
      expect(confidence('what went out of SOUTH yesterday')).toBeLessThan(0.5);
    });
  });

  describe('a quantity opening the question, "for" one thing that has a quantity', () => {
    it('sums the quantity, as "qty of IT-10000 received" does', () => {
      // Was a listing of the lines at 0.92: the figure asked for was left to add up.
      const q = 'shipped qty for IT-10000 this year';
      expect(plan(q).aggregate?.measures[0]).toMatchObject({ fn: 'sum', property: 'QtyShipped' });
      expect(filter(plan(q))).toBe(
        "Item = 'IT-10000' AND ShipDate BETWEEN '2026-01-01' AND '2026-11-21'",
      );
      expect(
        plan('quantity received for IT-10045 in October').aggregate?.measures[0],
      ).toMatchObject({ fn: 'sum', property: 'QtyReceived' });
    });

    it('stays a listing for a document, which is not a thing with a quantity', () => {
      // Negative: the lines of one order, each with its shipped quantity.
      expect(plan('qty shipped for order 100001').aggregate).toBeUndefined();
    });
  });

  describe('politeness typed short', () => {
    it('is filler, as the full word is', () => {
      expect(confidence('pls show late co lines for EAST')).toBe(
        confidence('please show late co lines for EAST'),
      );
      expect(filter(plan('plz list released jobs'))).toBe("Stat = 'R'");
    });
  });
});
