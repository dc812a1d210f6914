import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, seventeenth round, tuner L): confident wrong and refused answers found by a
 * mock held-out set of our own (a controller, an AR clerk, a plant manager, a shipping clerk and
 * an IT person). Questions of our own, not the evaluation's.
 */
describe('seventeenth round (L): a mock held-out set (#17)', () => {
  let engine: NlEngine;
  const { plan, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a superlative and a figure in the singular, and nothing else', () => {
    it('asks for the figure, its maximum or minimum (was one record of a tie at 0.83)', () => {
      expect(measures(plan('longest lead time'))).toBe('max(LeadTime)');
      expect(measures(plan('the highest credit limit'))).toBe('max(CreditLimit)');
      expect(measures(plan('lowest unit cost'))).toBe('min(UnitCost)');
      expect(measures(plan('largest PO amount'))).toBe('max(PoCost)');
    });

    it('stays a ranking of records when they are named or several are asked', () => {
      // Negative: the record holding the figure is asked for.
      const item = plan('item with the longest lead time');
      expect(item.aggregate).toBeUndefined();
      expect(item.orderBy[0]).toEqual({ property: 'LeadTime', direction: 'desc' });
      // Negative: a figure in the plural lists the records in its order.
      expect(plan('highest credit limits').aggregate).toBeUndefined();
      // Negative: the records' noun is the head: the biggest one, listed.
      expect(plan('biggest invoice').aggregate).toBeUndefined();
      // Negative: "what is the" already asked for the figure; unchanged.
      expect(measures(plan("what's the shortest lead time"))).toBe('min(LeadTime)');
    });
  });

  describe('a participle naming when the records were made, right before their amount', () => {
    it('is the amount of what was done, summed (was the records listed at 0.92)', () => {
      for (const q of [
        'invoiced amount in Q3',
        'invoiced total this year',
        'invoiced value last month',
      ]) {
        expect(plan(q).ido).toBe('SLArtrans');
        expect(measures(plan(q))).toBe('sum(Amount)');
      }
      expect(measures(plan('invoiced amount for Acme Robotics Group'))).toBe('sum(Amount)');
    });

    it('stays a list when the date and the amount are columns asked side by side', () => {
      // Negative: "date and amount" are two columns of the listed invoices.
      expect(plan('invoice date and amount for Acme Robotics Group').aggregate).toBeUndefined();
      // Negative: the amount said after the records, as a column.
      expect(plan('invoices dated in Q3 with amount').aggregate).toBeUndefined();
    });
  });

  describe('records said to have a quantity, with no article', () => {
    it('are those with some of it, above zero (was every record at 1.0, or refused)', () => {
      expect(plan('items with quantity on order').ido).toBe('SLItemwhses');
      expect(filter(plan('items with quantity on order'))).toBe('QtyOrdered > 0');
      expect(filter(plan('PO lines with quantity received'))).toBe('QtyReceived > 0');
      expect(filter(plan('jobs with completed quantity'))).toBe('QtyComplete > 0');
      expect(filter(plan('parts in EAST that have quantity on order'))).toBe(
        "Whse = 'EAST' AND QtyOrdered > 0",
      );
    });

    it('stays a column in a list of columns, and an amount or a limit stays a column', () => {
      // Negative: two columns asked of the lines, no condition.
      expect(filter(plan('order lines with quantity shipped and ship date'))).toBe('');
      // Negative: a limit is no quantity of things; its column is shown.
      expect(filter(plan('customers with credit limit'))).toBe('CustSeq = 0');
    });
  });
  describe('orders said with a word that names a property of one trade only', () => {
    it("are that trade's records, not a guess between the two (was 0.45)", () => {
      for (const q of ['orders promised next month', 'orders promised for this week']) {
        expect(refused(q)).toBe(false);
        expect(plan(q).ido).toBe('SLCos');
      }
    });

    it('stays a guess when only the data, not the word, tells the trades apart', () => {
      // Negative: both trades have a currency; only the value "EUR" is one side's.
      expect(refused('orders in euros')).toBe(true);
      // Negative: "went out" is a date of both sides' records.
      expect(refused('orders that went out last week')).toBe(true);
    });
  });
  describe("a superlative of when, the records' noun, then a date of theirs", () => {
    it('ranks by that date, not their usual one (was the job date or order date at 1.0)', () => {
      expect(plan('the oldest job start date').orderBy[0]).toEqual({
        property: 'JschStartDate',
        direction: 'asc',
      });
      expect(plan('earliest job end date').orderBy[0]).toEqual({
        property: 'JschEndDate',
        direction: 'asc',
      });
      expect(plan('latest PO due date').orderBy[0]).toEqual({
        property: 'DueDate',
        direction: 'desc',
      });
    });

    it('keeps the usual date when no date of theirs follows the noun', () => {
      // Negative: the records' own date ranks them.
      expect(plan('oldest job').orderBy[0]).toEqual({ property: 'JobDate', direction: 'asc' });
      expect(plan('newest PO').orderBy[0]).toEqual({ property: 'OrderDate', direction: 'desc' });
    });
  });
});
