import { CatalogService } from '../../catalog/catalog.service';
import { FilterChecker } from '../../filter/filter-checker';
import { parseFilter } from '../../filter/filter-parser';
import { pinsKey } from './point-lookup';

const catalog = new CatalogService();

describe('pinsKey', () => {
  it.each([
    ['SLPos', "PoNum = 'PO-2026-0001'", true],
    ['SLPos', "'PO-2026-0001' = PoNum", true],
    ['SLPos', "PoNum = 'PO-2026-0001' AND Stat = 'O'", true],
    ['SLPos', "Stat = 'O' AND (PoNum = 'PO-1' AND TotalAmount > 5)", true],
    ['SLPos', "PoNum = 'PO-1' OR Stat = 'O'", false],
    ['SLPos', "NOT PoNum = 'PO-1'", false],
    ['SLPos', "PoNum <> 'PO-1'", false],
    ['SLPos', "PoNum LIKE 'PO-1%'", false],
    ['SLPos', "PoNum IN ('PO-1')", false],
    ['SLPos', 'PoNum = VendNum', false],
    ['SLPoitems', "PoNum = 'PO-1'", false],
    ['SLPoitems', "PoNum = 'PO-1' AND PoLine = 2", true],
  ])('%s: %s → %s', (ido, text, expected) => {
    const entry = catalog.get(ido);
    expect(pinsKey(entry, new FilterChecker(entry).check(parseFilter(text)))).toBe(expected);
  });

  it('is false without a filter', () => {
    expect(pinsKey(catalog.get('SLPos'), undefined)).toBe(false);
  });
});
