import { CatalogService } from '../catalog/catalog.service';
import { FilterChecker } from './filter-checker';
import { parseFilter } from './filter-parser';
import { SqlFilterCompiler } from './sql-filter-compiler';

const catalog = new CatalogService();
const TODAY = '2026-06-20';

function compile(ido: string, text: string): { sql: string; params: unknown[] } {
  const entry = catalog.get(ido);
  const checked = new FilterChecker(entry).check(parseFilter(text));
  return new SqlFilterCompiler(entry, TODAY).compile(checked);
}

const OPEN_DUE = '("Stat" IN (?, ?) AND "DueDate" <= ?)';

describe('SqlFilterCompiler', () => {
  it.each<[string, string, string, unknown[]]>([
    ['SLPos', "Stat = 'O'", '"Stat" = ?', ['O']],
    ['SLPos', 'PoCost > 10000', '"PoCost" > ?', [10000]],
    ['SLPos', '10000 < PoCost', '? < "PoCost"', [10000]],
    ['SLItemwhses', 'QtyOnHand < QtyReorder', '"QtyOnHand" < "QtyReorder"', []],
    ['SLPos', "VendorName LIKE 'Acme%'", '"VendorName" LIKE ?', ['Acme%']],
    ['SLPos', "VendorName NOT LIKE 'Acme%'", '"VendorName" NOT LIKE ?', ['Acme%']],
    ['SLPos', "Stat IN ('P','O')", '"Stat" IN (?, ?)', ['P', 'O']],
    ['SLPos', "Stat NOT IN ('C')", '"Stat" NOT IN (?)', ['C']],
    [
      'SLPoItems',
      "DueDate BETWEEN '2026-01-01' AND '2026-01-31'",
      '"DueDate" BETWEEN ? AND ?',
      ['2026-01-01', '2026-01-31'],
    ],
    ['SLPos', 'PoCost NOT BETWEEN 1 AND 2', '"PoCost" NOT BETWEEN ? AND ?', [1, 2]],
    ['SLVendors', 'ExternalEmailAddr IS NULL', '"ExternalEmailAddr" IS NULL', []],
    ['SLVendors', 'ExternalEmailAddr IS NOT NULL', '"ExternalEmailAddr" IS NOT NULL', []],
    ['SLVendors', "NOT Stat = 'I'", 'NOT ("Stat" = ?)', ['I']],
    ['SLCustomers', "CreditHold = '1'", '"CreditHold" = ?', ['1']],
    [
      'SLPos',
      "Stat = 'O' AND (PoCost > 5 OR Whse = 'MAIN')",
      '("Stat" = ? AND ("PoCost" > ? OR "Whse" = ?))',
      ['O', 5, 'MAIN'],
    ],
    // Derived "days past due" over a stored date (a customer order line's DueDate): comparisons
    // with numbers become ranges on the stored due date.
    ['SLCoitems', 'DaysLate > 0', OPEN_DUE, ['P', 'O', '2026-06-19']],
    ['SLCoitems', 'DaysLate > 30', OPEN_DUE, ['P', 'O', '2026-05-20']],
    ['SLCoitems', 'DaysLate >= 30', OPEN_DUE, ['P', 'O', '2026-05-21']],
    ['SLCoitems', 'DaysLate > 29.5', OPEN_DUE, ['P', 'O', '2026-05-21']],
    ['SLCoitems', '0 < DaysLate', OPEN_DUE, ['P', 'O', '2026-06-19']],
    ['SLCoitems', 'DaysLate >= 0', '1', []],
    ['SLCoitems', 'DaysLate > -5', '1', []],
    ['SLCoitems', 'DaysLate < 0', '0', []],
    ['SLCoitems', 'DaysLate = 0', `(1 AND NOT ${OPEN_DUE})`, ['P', 'O', '2026-06-19']],
    ['SLCoitems', 'DaysLate <= 14', `NOT ${OPEN_DUE}`, ['P', 'O', '2026-06-05']],
    ['SLCoitems', 'DaysLate < 15', `NOT ${OPEN_DUE}`, ['P', 'O', '2026-06-05']],
    ['SLCoitems', 'DaysLate = 2.5', '0', []],
    [
      'SLCoitems',
      'DaysLate = 10',
      `(${OPEN_DUE} AND NOT ${OPEN_DUE})`,
      ['P', 'O', '2026-06-10', 'P', 'O', '2026-06-09'],
    ],
    [
      'SLCoitems',
      'DaysLate <> 10',
      `NOT (${OPEN_DUE} AND NOT ${OPEN_DUE})`,
      ['P', 'O', '2026-06-10', 'P', 'O', '2026-06-09'],
    ],
    [
      'SLCoitems',
      'DaysLate BETWEEN 1 AND 7',
      `(${OPEN_DUE} AND NOT ${OPEN_DUE})`,
      ['P', 'O', '2026-06-19', 'P', 'O', '2026-06-12'],
    ],
    [
      'SLCoitems',
      'DaysLate IN (0, 3)',
      `((1 AND NOT ${OPEN_DUE}) OR (${OPEN_DUE} AND NOT ${OPEN_DUE}))`,
      ['P', 'O', '2026-06-19', 'P', 'O', '2026-06-17', 'P', 'O', '2026-06-16'],
    ],
    ['SLCoitems', 'DaysLate IS NULL', '0', []],
    ['SLCoitems', 'DaysLate IS NOT NULL', '1', []],
    ['SLCoitems', 'DaysLate > 1e300', '0', []],
  ])('%s: %s', (ido, text, sql, params) => {
    expect(compile(ido, text)).toEqual({ sql, params });
  });

  it('compiles a derived property compared with another property to its expression', () => {
    const { sql, params } = compile('SLCoitems', 'DaysLate > QtyOrdered');
    expect(sql).toBe(
      '(CASE WHEN "Stat" IN (?, ?) AND "DueDate" < ? THEN CAST(julianday(?) - julianday("DueDate") AS INTEGER) ELSE 0 END) > "QtyOrdered"',
    );
    expect(params).toEqual(['P', 'O', TODAY, TODAY]);
  });

  it('binds hostile text as a parameter, never as SQL', () => {
    const { sql, params } = compile('SLPos', "VendorName = 'x''; DROP TABLE \"SLPos\"; --'");
    expect(sql).toBe('"VendorName" = ?');
    expect(params).toEqual(['x\'; DROP TABLE "SLPos"; --']);
  });
});
