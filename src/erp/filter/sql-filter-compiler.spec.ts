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
    ['SLPos', 'TotalAmount > 10000', '"TotalAmount" > ?', [10000]],
    ['SLPos', '10000 < TotalAmount', '? < "TotalAmount"', [10000]],
    ['SLItems', 'QtyOnHand < ReorderPoint', '"QtyOnHand" < "ReorderPoint"', []],
    ['SLPos', "VendName LIKE 'Acme%'", '"VendName" LIKE ?', ['Acme%']],
    ['SLPos', "VendName NOT LIKE 'Acme%'", '"VendName" NOT LIKE ?', ['Acme%']],
    ['SLPos', "Stat IN ('P','O')", '"Stat" IN (?, ?)', ['P', 'O']],
    ['SLPos', "Stat NOT IN ('C')", '"Stat" NOT IN (?)', ['C']],
    [
      'SLPos',
      "DueDate BETWEEN '2026-01-01' AND '2026-01-31'",
      '"DueDate" BETWEEN ? AND ?',
      ['2026-01-01', '2026-01-31'],
    ],
    ['SLPos', 'TotalAmount NOT BETWEEN 1 AND 2', '"TotalAmount" NOT BETWEEN ? AND ?', [1, 2]],
    ['SLVendors', 'Email IS NULL', '"Email" IS NULL', []],
    ['SLVendors', 'Email IS NOT NULL', '"Email" IS NOT NULL', []],
    ['SLVendors', "NOT Stat = 'H'", 'NOT ("Stat" = ?)', ['H']],
    [
      'SLPos',
      "Stat = 'O' AND (TotalAmount > 5 OR Whse = 'MAIN')",
      '("Stat" = ? AND ("TotalAmount" > ? OR "Whse" = ?))',
      ['O', 5, 'MAIN'],
    ],
    // Derived "days past due": comparisons with numbers become ranges on the stored due date.
    ['SLPos', 'DaysOverdue > 0', OPEN_DUE, ['P', 'O', '2026-06-19']],
    ['SLPos', 'DaysOverdue > 30', OPEN_DUE, ['P', 'O', '2026-05-20']],
    ['SLPos', 'DaysOverdue >= 30', OPEN_DUE, ['P', 'O', '2026-05-21']],
    ['SLPos', 'DaysOverdue > 29.5', OPEN_DUE, ['P', 'O', '2026-05-21']],
    ['SLPos', '0 < DaysOverdue', OPEN_DUE, ['P', 'O', '2026-06-19']],
    ['SLPos', 'DaysOverdue >= 0', '1', []],
    ['SLPos', 'DaysOverdue > -5', '1', []],
    ['SLPos', 'DaysOverdue < 0', '0', []],
    ['SLPos', 'DaysOverdue = 0', `(1 AND NOT ${OPEN_DUE})`, ['P', 'O', '2026-06-19']],
    ['SLPos', 'DaysOverdue <= 14', `NOT ${OPEN_DUE}`, ['P', 'O', '2026-06-05']],
    ['SLPos', 'DaysOverdue < 15', `NOT ${OPEN_DUE}`, ['P', 'O', '2026-06-05']],
    ['SLPos', 'DaysOverdue = 2.5', '0', []],
    [
      'SLPos',
      'DaysOverdue = 10',
      `(${OPEN_DUE} AND NOT ${OPEN_DUE})`,
      ['P', 'O', '2026-06-10', 'P', 'O', '2026-06-09'],
    ],
    [
      'SLPos',
      'DaysOverdue <> 10',
      `NOT (${OPEN_DUE} AND NOT ${OPEN_DUE})`,
      ['P', 'O', '2026-06-10', 'P', 'O', '2026-06-09'],
    ],
    [
      'SLPos',
      'DaysOverdue BETWEEN 1 AND 7',
      `(${OPEN_DUE} AND NOT ${OPEN_DUE})`,
      ['P', 'O', '2026-06-19', 'P', 'O', '2026-06-12'],
    ],
    [
      'SLPos',
      'DaysOverdue IN (0, 3)',
      `((1 AND NOT ${OPEN_DUE}) OR (${OPEN_DUE} AND NOT ${OPEN_DUE}))`,
      ['P', 'O', '2026-06-19', 'P', 'O', '2026-06-17', 'P', 'O', '2026-06-16'],
    ],
    ['SLPos', 'DaysOverdue IS NULL', '0', []],
    ['SLPos', 'DaysOverdue IS NOT NULL', '1', []],
    ['SLPos', 'DaysOverdue > 1e300', '0', []],
    ['SLArinvs', 'DaysPastDue > 0', '("Stat" IN (?) AND "DueDate" <= ?)', ['O', '2026-06-19']],
    ['SLCos', 'DaysLate > 14', OPEN_DUE, ['P', 'O', '2026-06-05']],
  ])('%s: %s', (ido, text, sql, params) => {
    expect(compile(ido, text)).toEqual({ sql, params });
  });

  it('compiles a derived property compared with another property to its expression', () => {
    const { sql, params } = compile('SLPos', 'DaysOverdue > TotalAmount');
    expect(sql).toBe(
      '(CASE WHEN "Stat" IN (?, ?) AND "DueDate" < ? THEN CAST(julianday(?) - julianday("DueDate") AS INTEGER) ELSE 0 END) > "TotalAmount"',
    );
    expect(params).toEqual(['P', 'O', TODAY, TODAY]);
  });

  it('binds hostile text as a parameter, never as SQL', () => {
    const { sql, params } = compile('SLPos', "VendName = 'x''; DROP TABLE \"SLPos\"; --'");
    expect(sql).toBe('"VendName" = ?');
    expect(params).toEqual(['x\'; DROP TABLE "SLPos"; --']);
  });
});
