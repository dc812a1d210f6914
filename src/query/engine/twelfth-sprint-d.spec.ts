import {
  specEngine,
  specReader,
  filterText as filter,
  relationFilterText as relationFilter,
  measuresText as measures,
} from '../../../test/nl/engine-fixture';
import { NlEngine } from './nl-engine';

/**
 * Calibration (#17, twelfth sprint, tuner D): purchasing and vendors, currencies and trade
 * parties. Probe questions of our own; today is Saturday 2026-11-21.
 */
describe('twelfth sprint (D): purchasing, vendors, currencies (#17)', () => {
  let engine: NlEngine;
  const { plan, refused } = specReader(() => engine);

  beforeAll(() => {
    engine = specEngine();
  });

  describe('a verb of buying before "from" and a party', () => {
    it.each([['items we buy from Acme Steel Corp'], ['items we buy from Acme Hydraulics Corp']])(
      '%p is what is on the lines of that party, whatever its make/buy code',
      (question) => {
        const p = plan(question);
        expect(p.ido).toBe('SLItems');
        expect(filter(p)).toBe('');
        expect(p.relations[0]?.target.ido).toBe('SLPoItems');
        expect(relationFilter(p)).toMatch(/^VenadrName = 'Acme (Steel|Hydraulics) Corp'$/);
      },
    );

    it('keeps the make/buy code where no party follows', () => {
      expect(filter(plan('items we buy'))).toBe("PMTCode = 'P'");
      expect(filter(plan('what items do we buy in'))).toBe("PMTCode = 'P'");
    });
  });

  describe('a condition said of every related record', () => {
    it.each([
      ['vendors whose purchase orders are all closed'],
      ['vendors with only closed POs'],
      ['vendors whose POs are not open'],
      ["vendors whose POs aren't closed"],
    ])('%p is refused: the answer would hold vendors with some such PO', (question) => {
      expect(refused(question)).toBe(true);
    });

    it('leaves some of them, and none of them, answered', () => {
      expect(relationFilter(plan('vendors with open POs'))).toBe("Stat IN ('P', 'O')");
      expect(relationFilter(plan('all vendors with open POs'))).toBe("Stat IN ('P', 'O')");
      const none = plan('vendors with no open POs');
      expect(none.relations[0]?.negated).toBe(true);
      expect(relationFilter(plan('customers whose orders are late'))).toBe('DaysLate > 0');
      expect(filter(plan('suppliers whose terms are not NET30'))).toBe("TermsCode <> 'NET30'");
    });
  });

  describe('a finished state negated, with later finished states', () => {
    it.each([
      ['PO lines not received', "Stat NOT IN ('F', 'C')"],
      ['PO lines not filled', "Stat NOT IN ('F', 'C')"],
      [
        'PO lines due this month that are not received',
        "DueDate BETWEEN '2026-11-01' AND '2026-11-30' AND Stat NOT IN ('F', 'C')",
      ],
    ])('%p leaves out the complete lines too (received before closed)', (question, expected) => {
      expect(filter(plan(question))).toBe(expected);
    });

    it('leaves other states, and a date of the word, as they were', () => {
      expect(filter(plan('PO lines that are not planned'))).toBe("Stat <> 'P'");
      expect(filter(plan('jobs not released'))).toBe("Stat <> 'R'");
      expect(filter(plan('POs that are not closed'))).toBe("Stat NOT IN ('C', 'H')");
      expect(refused('filled PO lines that are not filled')).toBe(true);
      expect(filter(plan('PO lines not received last month'))).toContain('RcvdDate');
    });
  });

  describe('"or" between conditions that land on different records', () => {
    it.each([['vendors paid in CAD or EUR'], ['vendors in Ohio or with open POs']])(
      '%p is refused: each side filtered apart, the two would be ANDed',
      (question) => {
        expect(refused(question)).toBe(true);
      },
    );

    it('stays answered where both sides are on the same records', () => {
      expect(filter(plan('POs in CAD or EUR'))).toBe("VenCurrCode IN ('CAD', 'EUR')");
      expect(filter(plan('vendors in Ohio or Texas'))).toBe("VadState IN ('OH', 'TX')");
      expect(relationFilter(plan('vendors in Ohio with open or late POs'))).toBe(
        "Stat IN ('P', 'O') OR DaysOverdue > 0",
      );
    });
  });

  describe('a number before a noun of other records', () => {
    it.each([['items we buy from two vendors'], ['customers with only one order']])(
      '%p counts those records, not how many to show: refused, not a top N',
      (question) => {
        expect(refused(question)).toBe(true);
      },
    );

    it('still says how many to show before the records asked about', () => {
      expect(plan('show 5 open POs').limit).toBe(5);
      expect(plan('give me 3 POs for Acme Steel Corp').limit).toBe(3);
      expect(plan('which 4 vendors have the most POs').limit).toBe(4);
      expect(plan('list 10 vendors in Ohio').limit).toBe(10);
    });
  });

  describe('"N or more" before a noun of records', () => {
    it.each([
      ['which vendors have 2 or more POs'],
      ['vendors with 5 or more open POs'],
      ['POs with 3 or more lines'],
    ])('%p counts the records: refused, not an amount of theirs compared', (question) => {
      expect(refused(question)).toBe(true);
    });

    it('still compares a quantity or an amount named', () => {
      expect(filter(plan('items with 10 or more on hand'))).toBe('DerQtyOnHand >= 10');
      expect(filter(plan('POs of $5000 or more'))).toContain('PoCost >= 5000');
    });
  });

  describe('"no" said of related records beside others of the same kind', () => {
    it.each([
      ['which vendors have open POs but no late ones'],
      ['vendors with open POs and no overdue POs'],
      ['vendors with open POs but without late POs'],
    ])('%p is refused: read as some open PO that is not late', (question) => {
      expect(refused(question)).toBe(true);
    });

    it('stays answered alone, or beside conditions of the records asked about', () => {
      expect(plan('vendors with no overdue POs').relations[0]?.negated).toBe(true);
      const p = plan('vendors in Ohio with no open POs');
      expect(filter(p)).toBe("VadState = 'OH'");
      expect(p.relations[0]?.negated).toBe(true);
    });
  });

  describe('"total" of lines read as the amount of their documents', () => {
    it.each([['total open PO lines for IT-10045'], ['total PO lines'], ['total open PO lines']])(
      '%p is refused: it would sum whole POs, while the lines have their own amount',
      (question) => {
        expect(refused(question)).toBe(true);
      },
    );

    it('leaves totals of the records named, and totals per party, answered', () => {
      expect(measures(plan('total open POs'))).toBe('sum(PoCost)');
      expect(measures(plan('total amount on open PO lines'))).toBe('sum(LineAmount)');
      expect(plan('total spend per vendor this year').ido).toBe('SLPos');
      expect(measures(plan('total cost of POs with lines for IT-10045'))).toBe('sum(PoCost)');
    });
  });

  describe('"every" beside the noun of the related records', () => {
    it.each([['vendors with every PO in USD'], ['vendors with all POs closed']])(
      '%p is refused: read as some PO',
      (question) => {
        expect(refused(question)).toBe(true);
      },
    );

    it('is no quantifier before the records asked about', () => {
      expect(relationFilter(plan('show me all POs for vendors in Ohio'))).toBe("VadState = 'OH'");
      expect(relationFilter(plan('list all vendors with POs in EUR'))).toBe("VenCurrCode = 'EUR'");
    });
  });

  describe('a noun of another party that nothing reaches', () => {
    it.each([['customers that are also vendors'], ['vendors who are also customers']])(
      '%p is refused: the answer would list every one of them',
      (question) => {
        expect(refused(question)).toBe(true);
      },
    );

    it('leaves parties linked by their records answered', () => {
      expect(plan('customers with open orders').relations).toHaveLength(1);
      expect(plan('who is the vendor on PO-2024-1847').ido).toBe('SLVendors');
    });
  });

  describe('a state denied of related records that later states follow', () => {
    it.each([
      ['POs that were never received', 'SLPos'],
      ['items never received', 'SLItems'],
    ])('%p is no record with anything received at all', (question, ido) => {
      const p = plan(question);
      expect(p.ido).toBe(ido);
      expect(p.relations[0]?.negated).toBe(true);
      expect(relationFilter(p)).toBe('QtyReceived > 0');
    });

    it('is refused where the state alone was read ("no lines received")', () => {
      expect(refused('POs with no lines received')).toBe(true);
    });

    it('leaves the state itself, and "never bought", as they were', () => {
      expect(filter(plan('received PO lines'))).toBe("Stat = 'F'");
      expect(relationFilter(plan('items we have never bought'))).toBe('');
    });
  });

  describe('"none" standing for the related records', () => {
    it('"vendors that have POs but none open" is refused: read as some PO not open', () => {
      expect(refused('vendors that have POs but none open')).toBe(true);
      expect(plan('vendors with no open POs').relations[0]?.negated).toBe(true);
    });
  });

  describe('a word of difference or sameness left unread', () => {
    it.each([
      ['POs whose currency differs from the vendor currency'],
      ['vendors with POs in a different currency'],
    ])('%p is refused: the answer would list every one', (question) => {
      expect(refused(question)).toBe(true);
    });

    it('keeps "different" read as distinct values', () => {
      const p = plan('how many different vendors do we have POs with');
      expect(p.ido).toBe('SLVendors');
      expect(measures(p)).toBe('count(*)');
    });
  });

  describe('a period right after a word no condition could be placed for', () => {
    it('"POs with receipts this month" is refused: the period is of the receipts', () => {
      expect(refused('POs with receipts this month')).toBe(true);
      expect(filter(plan('POs placed this month'))).toBe(
        "OrderDate BETWEEN '2026-11-01' AND '2026-11-21'",
      );
    });
  });

  describe('"whose" and the one record each answered record refers to', () => {
    it('"POs whose vendor is not in Ohio" is the vendor of each PO, answered', () => {
      const p = plan('POs whose vendor is not in Ohio');
      expect(p.ido).toBe('SLPos');
      expect(p.relations[0]?.negated).toBe(false);
      expect(relationFilter(p)).toBe("VadState <> 'OH' OR VadState IS NULL");
      expect(refused('vendors whose POs are not open')).toBe(true);
    });
  });
});
