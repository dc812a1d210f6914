import {
  specEngine,
  specReader,
  filterText as filter,
  measuresText as measures,
  relationFilterText as relationFilter,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, eighth round, tuner B): dates and periods. Verbs of time say which date a
 * period is of; "by" a date is on or before it; a weekday named alone is read where the word
 * before it says which way it lies. Asked in words of our own; expectations come from the
 * catalog and shared/nl-examples.md. The threshold is the shipped default; today is Saturday
 * 2026-11-21.
 */
describe('eighth round (B): dates and periods (#17)', () => {
  let engine: NlEngine;
  const { plan, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('"by" a date is on or before it, also inside "due by"', () => {
    it('reads "due by" a day as on or before that day, not on it', () => {
      expect(filter(plan('purchase orders due by December 15'))).toBe("DueDate <= '2026-12-15'");
      expect(filter(plan('customer order lines due by the end of next month'))).toBe(
        "DueDate <= '2026-12-31'",
      );
    });

    it('reads "the end of the quarter" after "by" as that day', () => {
      expect(filter(plan('jobs finishing by the end of the quarter'))).toBe(
        "JschEndDate <= '2026-12-31'",
      );
    });

    it('reads "end of month" without "the" as this month\'s last day', () => {
      expect(filter(plan('open POs due by end of month'))).toBe(
        "Stat IN ('P', 'O') AND DueDate <= '2026-11-30'",
      );
    });

    it('keeps "at the end of the month" one day', () => {
      expect(filter(plan('PO lines due at the end of the month'))).toBe("DueDate = '2026-11-30'");
    });
  });

  describe('a weekday named alone, where the word before says which way it lies', () => {
    it('"since" a weekday is the latest one up to today', () => {
      const p = plan('how many customer orders were placed since Tuesday');
      expect(measures(p)).toBe('count(*)');
      expect(filter(p)).toBe("OrderDate BETWEEN '2026-11-17' AND '2026-11-21'");
    });

    it('"by" a weekday is the first one from today', () => {
      expect(filter(plan('PO lines due by Wednesday'))).toBe("DueDate <= '2026-11-25'");
    });

    // Merged with tuner C's reading: a weekday alone is the nearest one in the direction its
    // date looks (the latest for a date that looks back, the next for one that looks ahead).
    it('reads a weekday with no such word by the way its date looks', () => {
      expect(filter(plan('customer orders on Tuesday'))).toBe("OrderDate = '2026-11-17'");
      expect(filter(plan('PO lines due on Tuesday'))).toBe("DueDate = '2026-11-24'");
    });

    it('leaves "from" a weekday unread', () => {
      // "from" looks back ("orders from Monday") or ahead ("jobs starting from Monday").
      expect(refused('work orders starting from Tuesday')).toBe(true);
    });
  });

  describe('verbs that say which date a period is of', () => {
    it('"wrap up" is to finish: the jobs\' scheduled end', () => {
      const p = plan('how many work orders wrap up next month');
      expect(measures(p)).toBe('count(*)');
      expect(filter(p)).toBe("JschEndDate BETWEEN '2026-12-01' AND '2026-12-31'");
      expect(filter(plan('jobs wrapping up this week'))).toContain('JschEndDate');
    });

    it('"ending in" a period is the end date, not text that ends so', () => {
      expect(filter(plan('work orders ending in March 2027'))).toBe(
        "JschEndDate BETWEEN '2027-03-01' AND '2027-03-31'",
      );
    });

    it('"went out" is when records were sent: the invoices\' date', () => {
      expect(filter(plan('invoices that went out last month'))).toBe(
        "InvDate BETWEEN '2026-10-01' AND '2026-10-31' AND Type = 'I'",
      );
    });

    it('"went out" of orders is when their lines shipped', () => {
      const p = plan('customer orders that went out last week');
      expect(p.ido).toBe('SLCos');
      expect(p.relations[0]?.target.ido).toBe('SLCoitems');
      expect(relationFilter(p)).toContain('ShipDate');
    });

    it('"came in" of records nobody receives is when they were made', () => {
      const p = plan('how many sales orders came in during the first quarter');
      expect(measures(p)).toBe('count(*)');
      expect(filter(p)).toBe("OrderDate BETWEEN '2026-01-01' AND '2026-03-31'");
    });

    it('"came in" of goods is when they were received', () => {
      expect(filter(plan('PO lines that came in last week'))).toBe(
        "RcvdDate BETWEEN '2026-11-09' AND '2026-11-15'",
      );
      const p = plan('purchase orders that came in yesterday');
      expect(p.ido).toBe('SLPos');
      expect(relationFilter(p)).toBe("RcvdDate = '2026-11-20'");
    });
  });

  describe('something that will be done is a forecast, not what is due', () => {
    it('refuses how much will be sold in a coming period', () => {
      expect(refused('how many pieces of IT-10000 are we going to sell next year')).toBe(true);
      expect(refused("how many units of IT-10045 we'll sell in 2027")).toBe(true);
    });

    it('still answers what is due in the period', () => {
      expect(filter(plan('open customer orders due next year'))).toBe(
        "Stat IN ('O', 'P') AND DueDate BETWEEN '2027-01-01' AND '2027-12-31'",
      );
      expect(filter(plan('how many PO lines will be due next month'))).toBe(
        "DueDate BETWEEN '2026-12-01' AND '2026-12-31'",
      );
      expect(filter(plan('which work orders will finish in December'))).toBe(
        "JschEndDate BETWEEN '2026-12-01' AND '2026-12-31'",
      );
    });
  });

  describe('what was received from a party then is the lines received then', () => {
    it('answers the lines that keep the date of receipt, not the items on them', () => {
      const p = plan('what have we received from suppliers this week');
      expect(p.ido).toBe('SLPoItems');
      expect(filter(p)).toBe("RcvdDate BETWEEN '2026-11-16' AND '2026-11-21'");
    });

    it('keeps the items when no date is asked', () => {
      expect(plan('what did we receive from Acme Steel Corp').ido).toBe('SLItems');
    });
  });

  describe('"qty of" a thing asks how much of it there is', () => {
    it('sums the quantity named after it', () => {
      const p = plan('quantity of IT-10045 received last month');
      expect(measures(p)).toBe('sum(QtyReceived)');
      expect(filter(p)).toBe(
        "Item = 'IT-10045' AND RcvdDate BETWEEN '2026-10-01' AND '2026-10-31'",
      );
      expect(measures(plan('qty of IT-10000 shipped this year'))).toBe('sum(QtyShipped)');
    });

    it('sums a quantity named in the same words', () => {
      expect(measures(plan('qty shipped of IT-10001 last month'))).toBe('sum(QtyShipped)');
    });
  });

  describe("comparisons of dates said around a date property's words", () => {
    it('"due on or before" keeps its "on" for the comparison', () => {
      expect(filter(plan('sales orders due on or before January 5'))).toBe(
        "DueDate <= '2027-01-05'",
      );
      expect(filter(plan('PO lines due on or after December 10'))).toBe("DueDate >= '2026-12-10'");
    });

    it('keeps a phrase whose last word opens something other than a comparison', () => {
      expect(plan('what is the phone number of Acme Hydraulics Corp').ido).toBe('SLVendors');
    });

    it('"over" a span of time is during it, not after it', () => {
      expect(filter(plan('PO lines received over the past 5 days'))).toBe(
        "RcvdDate BETWEEN '2026-11-16' AND '2026-11-21'",
      );
      expect(filter(plan('POs placed over 60 days ago'))).toBe("OrderDate < '2026-09-22'");
    });
  });

  describe('more verbs that say which date', () => {
    it('"begin" and "kick off" are to start: the scheduled start', () => {
      expect(filter(plan('work orders that begin in February 2027'))).toBe(
        "JschStartDate BETWEEN '2027-02-01' AND '2027-02-28'",
      );
      expect(filter(plan('jobs kicking off next month'))).toBe(
        "JschStartDate BETWEEN '2026-12-01' AND '2026-12-31'",
      );
    });

    it('"raised" is placed: the order date, read with full confidence', () => {
      const p = plan('purchase orders raised last week');
      expect(filter(p)).toBe("OrderDate BETWEEN '2026-11-09' AND '2026-11-15'");
      expect(p.confidence).toBeGreaterThanOrEqual(0.9);
    });

    it('"booked" before a date says when, not which amount to add up', () => {
      const p = plan('customer orders booked in September');
      expect(p.aggregate).toBeUndefined();
      expect(filter(p)).toBe("OrderDate BETWEEN '2026-09-01' AND '2026-09-30'");
    });
  });

  describe('a month without a year, for dates that look ahead, is the nearer one', () => {
    it('reads a month long past as the coming one when the date looks ahead', () => {
      expect(filter(plan('PO lines due in February'))).toBe(
        "DueDate BETWEEN '2027-02-01' AND '2027-02-28'",
      );
      expect(filter(plan('open POs due before January 20'))).toBe(
        "Stat IN ('P', 'O') AND DueDate < '2027-01-20'",
      );
    });

    it('keeps this year for dates that look back, for the past tense and for recent months', () => {
      expect(filter(plan('POs placed in February'))).toBe(
        "OrderDate BETWEEN '2026-02-01' AND '2026-02-28'",
      );
      expect(filter(plan('how many units did we ship in February'))).toContain(
        "ShipDate BETWEEN '2026-02-01' AND '2026-02-28'",
      );
      expect(filter(plan('jobs scheduled to start in September'))).toBe(
        "JschStartDate BETWEEN '2026-09-01' AND '2026-09-30'",
      );
    });
  });

  describe('the edges of a period', () => {
    it('"from the beginning of" a period is from its first day on', () => {
      expect(filter(plan('customer orders from the start of the quarter'))).toBe(
        "OrderDate >= '2026-10-01'",
      );
    });

    it('"by year end", "by month end", "by EOM" are this period\'s last day', () => {
      expect(filter(plan('open PO lines due by year end'))).toBe(
        "Stat IN ('P', 'O') AND DueDate <= '2026-12-31'",
      );
      expect(filter(plan('customer order lines due by EOM'))).toBe("DueDate <= '2026-11-30'");
    });

    it('leaves "month end" before a noun unread (a snapshot nothing here keeps)', () => {
      expect(refused('month end stock in WEST')).toBe(true);
    });
  });

  describe('forecasts and schedules', () => {
    it('refuses a sale that is expected, planned or going to happen', () => {
      expect(refused('how many units of IT-10001 do we expect to sell next month')).toBe(true);
    });

    it('answers what is expected to arrive: what is due', () => {
      expect(filter(plan('PO lines expected to arrive next week'))).toBe(
        "DueDate BETWEEN '2026-11-23' AND '2026-11-29'",
      );
    });
  });

  describe('a period of records that keep no date', () => {
    it('is a guess when read on a date of related records that looks ahead', () => {
      expect(refused('stock in EAST last month')).toBe(true);
      expect(refused('parts at the end of the month')).toBe(true);
    });

    it('is what they did then when read on a date that looks back', () => {
      const p = plan('suppliers last year');
      expect(p.relations[0]?.target.ido).toBe('SLPos');
      expect(relationFilter(p)).toBe("OrderDate BETWEEN '2025-01-01' AND '2025-12-31'");
    });
  });

  describe('part of a period', () => {
    it('"later this" period runs from today to its end, "earlier this" from its start', () => {
      expect(filter(plan('customer order lines due later this month'))).toBe(
        "DueDate BETWEEN '2026-11-21' AND '2026-11-30'",
      );
      expect(filter(plan('invoices dated earlier this month'))).toBe(
        "InvDate BETWEEN '2026-11-01' AND '2026-11-21' AND Type = 'I'",
      );
    });

    it('"early" and "mid" a period are its first and middle thirds', () => {
      expect(filter(plan('work orders ending mid-January 2027'))).toBe(
        "JschEndDate BETWEEN '2027-01-11' AND '2027-01-20'",
      );
      expect(filter(plan('PO lines due early next month'))).toBe(
        "DueDate BETWEEN '2026-12-01' AND '2026-12-10'",
      );
    });

    it('"between now and" a date starts today', () => {
      expect(filter(plan('purchase orders due between now and December 20'))).toBe(
        "DueDate BETWEEN '2026-11-21' AND '2026-12-20'",
      );
    });
  });

  describe('"delivered", and other words for placing an order', () => {
    it('"delivered" is received for goods coming in, shipped for goods going out', () => {
      expect(filter(plan('PO lines delivered last month'))).toBe(
        "RcvdDate BETWEEN '2026-10-01' AND '2026-10-31'",
      );
      expect(filter(plan('customer order lines delivered yesterday'))).toBe(
        "ShipDate = '2026-11-20'",
      );
    });

    it('"cut", "entered", "logged", "submitted" an order is placing it', () => {
      expect(filter(plan('purchase orders cut this week'))).toBe(
        "OrderDate BETWEEN '2026-11-16' AND '2026-11-21'",
      );
      expect(plan('sales orders logged yesterday').confidence).toBeGreaterThanOrEqual(0.9);
    });
  });

  describe('how much came in or went out is the quantity received or shipped', () => {
    it('sums the received quantity of what came in or arrived', () => {
      const p = plan('how many units of IT-10001 came in last week');
      expect(measures(p)).toBe('sum(QtyReceived)');
      expect(filter(p)).toBe(
        "Item = 'IT-10001' AND RcvdDate BETWEEN '2026-11-09' AND '2026-11-15'",
      );
      const q = plan('how much IT-10000 arrived last month');
      expect(measures(q)).toBe('sum(QtyReceived)');
      expect(filter(q)).toContain('RcvdDate');
    });

    it('sums the shipped quantity of what went out', () => {
      expect(measures(plan('how many units of IT-10045 went out this month'))).toBe(
        'sum(QtyShipped)',
      );
    });
  });

  describe('"as of" a day, and "this" weekday', () => {
    it('"as of today" is the records\' state now: no date', () => {
      expect(filter(plan('open purchase orders as of today'))).toBe("Stat IN ('P', 'O')");
    });

    it('"as of" a past day asks for a state the records do not keep: refused', () => {
      expect(refused('open customer orders as of last Monday')).toBe(true);
    });

    it('"due this Friday", said after Friday, is the coming one', () => {
      expect(filter(plan('PO lines due this Thursday'))).toBe("DueDate = '2026-11-26'");
      expect(filter(plan('POs placed this Thursday'))).toBe("OrderDate = '2026-11-19'");
    });
  });

  describe('a span of days after a date property, and "in or after"', () => {
    it('"due in less than N days" is due between today and N days on, not days late', () => {
      expect(filter(plan('customer order lines due in less than 5 days'))).toBe(
        "DueDate BETWEEN '2026-11-21' AND '2026-11-26'",
      );
      expect(filter(plan('work orders finishing in more than 3 weeks'))).toBe(
        "JschEndDate > '2026-12-12'",
      );
    });

    it('keeps "more than N days late" a number of days late', () => {
      expect(filter(plan('customer order lines more than 3 days late'))).toBe('DaysLate > 3');
    });

    it('"in or after" a month is from its first day', () => {
      expect(filter(plan('invoices dated in or after September'))).toBe(
        "InvDate >= '2026-09-01' AND Type = 'I'",
      );
    });
  });

  describe('a coming period on a date kept once something has happened', () => {
    it('refuses what will ship or be received in a coming period (those dates are empty)', () => {
      expect(refused('how many units of IT-10000 will ship next month')).toBe(true);
      expect(refused('PO lines received next month')).toBe(true);
    });

    it('still answers the past, and what is due', () => {
      expect(filter(plan('customer order lines shipped last month'))).toBe(
        "ShipDate BETWEEN '2026-10-01' AND '2026-10-31'",
      );
      expect(filter(plan('customer order lines due next month'))).toBe(
        "DueDate BETWEEN '2026-12-01' AND '2026-12-31'",
      );
      expect(filter(plan('invoices between 5000 and 8000'))).toContain(
        'Amount BETWEEN 5000 AND 8000',
      );
    });
  });

  describe('a total of "qty" takes the quantity named after it; "placed by" a date', () => {
    it('sums the quantity named after "total qty of"', () => {
      expect(measures(plan('total quantity of IT-10001 received this month'))).toBe(
        'sum(QtyReceived)',
      );
    });

    it('"placed by" a day is placed on or before it; "placed by" a buyer stays the buyer', () => {
      expect(filter(plan('POs placed by November 1'))).toBe("OrderDate <= '2026-11-01'");
      expect(filter(plan('POs placed by JSMITH'))).toBe("Buyer = 'JSMITH'");
    });
  });
});
