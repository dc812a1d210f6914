import { DomainError } from '../../common/errors/domain-error';
import { ErrorCode } from '../../common/errors/error-code';
import { CatalogService } from '../catalog/catalog.service';
import { stripPositions } from './filter-ast';
import { FilterChecker, isIsoDate, suggestProperties } from './filter-checker';
import { FilterErrorDetails } from './filter-error';
import { parseFilter } from './filter-parser';
import { formatFilter } from './format-filter';

const catalog = new CatalogService();

function check(ido: string, text: string, hidden: string[] = []): string {
  const checker = new FilterChecker(catalog.get(ido), new Set(hidden));
  return formatFilter(stripPositions(checker.check(parseFilter(text))));
}

function refusal(ido: string, text: string, hidden: string[] = []) {
  try {
    check(ido, text, hidden);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(ErrorCode.FilterInvalid);
    return {
      message: (error as DomainError).message,
      details: (error as DomainError).details as FilterErrorDetails,
    };
  }
  throw new Error(`expected ${text} to be refused`);
}

describe('FilterChecker', () => {
  it.each([
    ['SLPos', "stat = 'o'", "Stat = 'O'"],
    ['SLPos', "STAT IN ('p', 'O')", "Stat IN ('P', 'O')"],
    ['SLPos', 'daysoverdue > 0 AND totalamount > 10000', 'DaysOverdue > 0 AND TotalAmount > 10000'],
    ['SLPos', "VendName = 'acme steel corp'", "VendName = 'acme steel corp'"],
    [
      'SLPos',
      "DueDate BETWEEN '2026-01-01' AND '2026-01-31'",
      "DueDate BETWEEN '2026-01-01' AND '2026-01-31'",
    ],
    ['SLPos', 'DueDate < OrderDate', 'DueDate < OrderDate'],
    ['SLPos', "Stat > 'C'", "Stat > 'C'"],
    ['SLItems', 'QtyOnHand < ReorderPoint', 'QtyOnHand < ReorderPoint'],
    ['SLItems', 'UnitCost > 2.5 AND UnitCost < 300', 'UnitCost > 2.5 AND UnitCost < 300'],
    ['SLItems', "Description LIKE '%bolt%'", "Description LIKE '%bolt%'"],
    ['SLVendors', 'Email IS NULL', 'Email IS NULL'],
    ['SLVendors', 'Name = VendNum', 'Name = VendNum'],
    ['SLPos', "OrderDate LIKE '2026-%'", "OrderDate LIKE '2026-%'"],
    ['SLPoitems', 'QtyReceived < QtyOrdered', 'QtyReceived < QtyOrdered'],
    ['SLArinvs', 'DaysPastDue > 30 OR Balance < Amount', 'DaysPastDue > 30 OR Balance < Amount'],
  ])('%s: %s → %s', (ido, text, expected) => {
    expect(check(ido, text)).toBe(expected);
  });

  it.each([
    ['SLPos', "TotalAmount = 'abc'", 14, /TotalAmount is a number/],
    ['SLPos', 'DueDate > 5', 10, /DueDate is a date/],
    ['SLPos', "DueDate > '2026-02-30'", 10, /YYYY-MM-DD/],
    ['SLPos', "DueDate > '26-01-01'", 10, /YYYY-MM-DD/],
    ['SLPos', 'VendName = 5', 11, /VendName is text; quote the value/],
    ['SLPos', "Stat = 'X'", 7, /Stat must be one of 'P' \(Planned\)/],
    ['SLPos', "Stat IN ('P', 'Q')", 14, /Stat must be one of/],
    ['SLPos', "VendNme = 'x'", 0, /unknown property VendNme of SLPos; did you mean VendName/],
    ['SLPos', "Stat = 'O' AND Foo > 1", 15, /unknown property Foo/],
    [
      'SLPos',
      'TotalAmount > DueDate',
      14,
      /cannot compare TotalAmount \(decimal\) with DueDate \(date\)/,
    ],
    ['SLPos', '1 = 1', 0, /needs a property/],
    ['SLPos', "TotalAmount LIKE '1%'", 0, /LIKE needs a text or date property/],
    ['SLPos', "DaysOverdue BETWEEN 1 AND 'x'", 26, /DaysOverdue is a number/],
  ])('%s: %s fails at %d', (ido, text, position, message) => {
    const { details, message: actual } = refusal(ido, text);
    expect(details.position).toBe(position);
    expect(actual).toMatch(message);
  });

  it('treats properties hidden by a field mask as unknown, without suggesting them', () => {
    const { message, details } = refusal('SLItems', 'UnitCost > 5', ['UnitCost']);
    expect(message).toMatch(/unknown property UnitCost/);
    expect(details.suggestions).not.toContain('UnitCost');
  });

  it('lists the enum values in the details', () => {
    expect(refusal('SLVendors', "Stat = 'Z'").details.expected).toEqual(['A', 'H', 'I']);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00:00', false],
    ['', false],
  ])('%s → %s', (text, ok) => expect(isIsoDate(text)).toBe(ok));
});

describe('suggestProperties', () => {
  it('ranks typos and prefixes', () => {
    expect(suggestProperties('VendNme', ['VendName', 'VendNum', 'Stat'])).toEqual([
      'VendName',
      'VendNum',
    ]);
    expect(suggestProperties('Total', ['TotalAmount', 'Stat'])).toEqual(['TotalAmount']);
    // Nothing close: the nearest names anyway, never an empty list.
    expect(suggestProperties('Zzzzzz', ['TotalAmount', 'Stat'])).toEqual(['Stat', 'TotalAmount']);
  });
});
