import { specEngine, specReader, filterText as filter } from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, fourteenth round, tuner B): literal column filters and records named by
 * "= <number>". Questions of our own, not the evaluation's.
 */
describe('fourteenth round (B): literal column filters (#17)', () => {
  let engine: NlEngine;
  const { plan, confidence, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a text column named as stored, "=", and a value', () => {
    it('compares a number with the text column, not with an amount', () => {
      // Was PoCost = 1005 and CreditLimit = 5010 at 1.0: the number went to a numeric column.
      expect(filter(plan('SLPos where VendNum = 1005'))).toBe("VendNum = '1005'");
      expect(filter(plan('SLCustomers where CustNum = 5010'))).toContain("CustNum = '5010'");
      expect(filter(plan('SLCoitems where CoNum = 200417'))).toBe("CoNum = '200417'");
      expect(filter(plan('SLPos where VendNum <> 1005'))).toBe("VendNum <> '1005'");
    });

    it('reads a known value of that column at full confidence', () => {
      // Was 0.29: the "=" left unread though the value is that column's own.
      expect(filter(plan('SLCustomers where State = OH'))).toContain("State = 'OH'");
      expect(confidence('SLCustomers where State = OH')).toBeGreaterThanOrEqual(0.9);
      expect(filter(plan('SLItemwhses where Whse = EAST'))).toBe("Whse = 'EAST'");
      expect(confidence('SLItemwhses where Whse = EAST')).toBeGreaterThanOrEqual(0.9);
    });

    it('negates a known value after "<>" or "!="', () => {
      // Was the value itself (VadState = 'MI') at 0.29: the "<>" dropped.
      expect(filter(plan('SLVendors where VadState <> MI'))).toContain("VadState <> 'MI'");
      expect(filter(plan('SLItems where Item != IT-10001'))).toBe("Item <> 'IT-10001'");
    });

    it('takes no name that only begins with the value as equal to it', () => {
      // "= Acme" at 0.75 read every name beginning with Acme: no record is called that.
      expect(confidence('customers where name = Acme')).toBeLessThan(0.5);
    });

    it('reads a status label after "status =" as that status', () => {
      // Was QtyComplete = QtyReleased at 1.0: "released" also names the released quantity.
      expect(filter(plan('jobs where status = released'))).toBe("Stat = 'R'");
      expect(filter(plan('jobs where status <> released'))).toBe("Stat <> 'R'");
      expect(filter(plan('items where status = obsolete'))).toBe("Stat = 'O'");
    });

    it('leaves numeric columns compared as numbers', () => {
      expect(filter(plan('SLItems where UnitCost = 12'))).toBe('UnitCost = 12');
    });
  });

  describe('a kind of record, "=", and its number', () => {
    it('names the record, as "vendor 1005" does', () => {
      // Was PoCost = 1005 (vendors) and CustNum IS NULL (customers) at 1.0.
      const pos = plan('purchase orders where vendor = 1007');
      expect(pos.ido).toBe('SLPos');
      expect(pos.relations).toHaveLength(1);
      expect(filter({ ...pos, filter: pos.relations[0].target.filter })).toBe("VendNum = '1007'");
      expect(confidence('purchase orders where vendor = 1007')).toBeGreaterThanOrEqual(0.9);
      const invoices = plan('invoices where customer equals 5012');
      expect(invoices.relations).toHaveLength(1);
      expect(filter({ ...invoices, filter: invoices.relations[0].target.filter })).toContain(
        "CustNum = '5012'",
      );
    });
  });

  describe('an amount only the related records hold, asked of many records', () => {
    it('is the total of that amount over their records', () => {
      // Was the customers (vendors) themselves listed at 0.21: the amount is none of theirs.
      const ar = plan('AR balance for customers in Michigan');
      expect(ar.ido).toBe('SLArtrans');
      expect(ar.aggregate?.measures).toEqual([
        expect.objectContaining({ fn: 'sum', property: 'Balance' }),
      ]);
      expect(ar.relations).toHaveLength(1);
      expect(confidence('AR balance for customers in Michigan')).toBeGreaterThanOrEqual(0.9);
      const po = plan('PO cost of suppliers in Ohio');
      expect(po.ido).toBe('SLPos');
      expect(po.aggregate?.measures).toEqual([
        expect.objectContaining({ fn: 'sum', property: 'PoCost' }),
      ]);
    });

    it('keeps a state of those records said with it', () => {
      // Was the customers at 0.48: "past due" is a state of their AR rows.
      const late = plan('past due balances of customers in Georgia');
      expect(late.ido).toBe('SLArtrans');
      expect(filter(late)).toBe('DaysPastDue > 0');
    });

    it('is no total when each record is asked for', () => {
      // Left as it was: the customers, refused (their AR balance is not one of their columns).
      expect(refused('list the AR balance of customers in Michigan')).toBe(true);
    });
  });

  describe('records "described as" some words', () => {
    it('have those words in the property the participle names', () => {
      // Was every item at 0.06: "described" and the words after it left unread.
      expect(filter(plan('parts described as pallet strap'))).toBe(
        "Description LIKE '%pallet strap%'",
      );
      expect(confidence('parts described as pallet strap')).toBeGreaterThanOrEqual(0.9);
      expect(filter(plan('order lines described as cable tie'))).toBe(
        "Description LIKE '%cable tie%'",
      );
      expect(filter(plan('items not described as cable tie'))).toBe(
        "Description NOT LIKE '%cable tie%'",
      );
    });
  });

  describe('a count of records broken down by a dimension only their detail has', () => {
    it('counts the detail rows per that dimension', () => {
      // Was one count of every item at 0.09 to 0.26: "per warehouse" left unread.
      const stocked = plan('how many parts are stocked at each warehouse');
      expect(stocked.ido).toBe('SLItemwhses');
      expect(stocked.aggregate?.groupBy).toEqual(['Whse']);
      expect(confidence('how many parts are stocked at each warehouse')).toBeGreaterThanOrEqual(
        0.9,
      );
      expect(plan('count of items by warehouse').aggregate?.groupBy).toEqual(['Whse']);
    });

    it("leaves a breakdown by the records' own property on them", () => {
      const own = plan('number of items per product code');
      expect(own.ido).toBe('SLItems');
      expect(own.aggregate?.groupBy).toEqual(['ProductCode']);
    });
  });

  describe('a code of letters and digits typed with a space', () => {
    it('is that known code', () => {
      // Was every vendor at 0.28: "net" unknown and "30" a stray number.
      expect(filter(plan('suppliers on net 30'))).toBe("TermsCode = 'NET30'");
      expect(confidence('suppliers on net 30')).toBeGreaterThanOrEqual(0.9);
      expect(filter(plan('suppliers not on net 30'))).toBe("TermsCode <> 'NET30'");
    });
  });

  describe('an amount whose own words name one reading of the noun', () => {
    it('chooses that reading ("PO amount" of orders: purchase orders)', () => {
      // Was customer orders' Price at 0.08: "orders" read as customer orders, the PO amount lost.
      const po = plan('mean PO amount of released orders');
      expect(po.ido).toBe('SLPos');
      expect(po.aggregate?.measures).toEqual([
        expect.objectContaining({ fn: 'avg', property: 'PoCost' }),
      ]);
      expect(confidence('mean PO amount of released orders')).toBeGreaterThanOrEqual(0.9);
    });

    it('leaves an amount that names no record as it was', () => {
      expect(plan('sum of order value for blanket orders').ido).toBe('SLCos');
    });
  });

  describe('a count per record of the very kind counted', () => {
    it('is refused, not one count over all', () => {
      // Was one count of every ship-to row at 1.0: "per customer" dropped silently.
      expect(confidence('how many ship-to addresses does each customer have')).toBeLessThan(0.5);
      expect(confidence('count of ship-tos per customer')).toBeLessThan(0.5);
    });

    it('leaves a count per a record the counted ones refer to as it was', () => {
      expect(plan('count of order lines per order').aggregate?.groupBy).toEqual(['CoNum']);
    });
  });
});
