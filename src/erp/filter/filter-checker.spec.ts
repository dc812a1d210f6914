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
    ['SLPos', 'daysoverdue > 0 AND pocost > 10000', 'DaysOverdue > 0 AND PoCost > 10000'],
    ['SLPos', "VendorName = 'acme steel corp'", "VendorName = 'acme steel corp'"],
    [
      'SLPos',
      "DueDate BETWEEN '2026-01-01' AND '2026-01-31'",
      "DueDate BETWEEN '2026-01-01' AND '2026-01-31'",
    ],
    ['SLPos', 'DueDate < OrderDate', 'DueDate < OrderDate'],
    ['SLPos', "Stat > 'C'", "Stat > 'C'"],
    ['SLItemwhses', 'QtyOnHand < QtyReorder', 'QtyOnHand < QtyReorder'],
    ['SLItems', 'DerQtyOnHand >= 0', 'DerQtyOnHand >= 0'],
    ['SLItems', 'UnitCost > 2.5 AND UnitCost < 300', 'UnitCost > 2.5 AND UnitCost < 300'],
    ['SLItems', "Description LIKE '%bolt%'", "Description LIKE '%bolt%'"],
    ['SLVendors', 'ExternalEmailAddr IS NULL', 'ExternalEmailAddr IS NULL'],
    ['SLVendors', 'Name = VendNum', 'Name = VendNum'],
    ['SLPos', "OrderDate LIKE '2026-%'", "OrderDate LIKE '2026-%'"],
    ['SLPoItems', 'QtyReceived < QtyOrdered', 'QtyReceived < QtyOrdered'],
    ['SLPoItems', 'LineAmount > 1000', 'LineAmount > 1000'],
    ['SLCustomers', "creditHold = '1' AND CustSeq = 0", "CreditHold = '1' AND CustSeq = 0"],
    ['SLJobs', "JschEndDate < '2026-06-30'", "JschEndDate < '2026-06-30'"],
    ['SLArtrans', 'DaysPastDue > 30 OR Balance < Amount', 'DaysPastDue > 30 OR Balance < Amount'],
  ])('%s: %s → %s', (ido, text, expected) => {
    expect(check(ido, text)).toBe(expected);
  });

  it.each([
    ['SLPos', "PoCost = 'abc'", 9, /PoCost is a number/],
    ['SLPos', 'DueDate > 5', 10, /DueDate is a date/],
    ['SLPos', "DueDate > '2026-02-30'", 10, /YYYY-MM-DD/],
    ['SLPos', "DueDate > '26-01-01'", 10, /YYYY-MM-DD/],
    ['SLPos', 'VendorName = 5', 13, /VendorName is text; quote the value/],
    ['SLPos', "Stat = 'X'", 7, /Stat must be one of 'P' \(Planned\)/],
    ['SLPos', "Stat IN ('P', 'Q')", 14, /Stat must be one of/],
    ['SLPos', "VendorNme = 'x'", 0, /unknown property VendorNme of SLPos; did you mean VendorName/],
    ['SLItems', 'QtyOnHand > 0', 0, /unknown property QtyOnHand of SLItems/],
    ['SLPos', "Stat = 'O' AND Foo > 1", 15, /unknown property Foo/],
    ['SLPos', 'PoCost > DueDate', 9, /cannot compare PoCost \(decimal\) with DueDate \(date\)/],
    ['SLPos', '1 = 1', 0, /needs a property/],
    ['SLPos', "PoCost LIKE '1%'", 0, /LIKE needs a text or date property/],
    ['SLCustomers', "CreditHold = 'Y'", 13, /CreditHold must be one of '1' \(Yes\)/],
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
    expect(refusal('SLVendors', "Stat = 'Z'").details.expected).toEqual(['A', 'I']);
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
    expect(suggestProperties('VendorNme', ['VendorName', 'VendNum', 'Stat'])).toEqual([
      'VendorName',
    ]);
    expect(suggestProperties('Vend', ['VendorName', 'VendNum', 'Stat'])).toEqual([
      'VendNum',
      'VendorName',
    ]);
    expect(suggestProperties('PoCos', ['PoCost', 'Stat'])).toEqual(['PoCost']);
    // Nothing close: the nearest names anyway, never an empty list.
    expect(suggestProperties('Zzzzzz', ['PoCost', 'Stat'])).toEqual(['PoCost', 'Stat']);
  });
});
