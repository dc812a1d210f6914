import { CatalogService } from '../../catalog/catalog.service';
import { FilterChecker } from '../../filter/filter-checker';
import { parseFilter } from '../../filter/filter-parser';
import { pinsKey } from './point-lookup';

const catalog = new CatalogService();

describe('pinsKey', () => {
  it.each([
    ['SLPos', "PoNum = 'PO00000001'", true],
    ['SLPos', "'PO00000001' = PoNum", true],
    ['SLPos', "PoNum = 'PO00000001' AND Stat = 'O'", true],
    ['SLPos', "Stat = 'O' AND (PoNum = 'PO00000001' AND PoCost > 5)", true],
    ['SLPos', "PoNum = 'PO00000001' OR Stat = 'O'", false],
    ['SLPos', "NOT PoNum = 'PO00000001'", false],
    ['SLPos', "PoNum <> 'PO00000001'", false],
    ['SLPos', "PoNum LIKE 'PO0000%'", false],
    ['SLPos', "PoNum IN ('PO00000001')", false],
    ['SLPos', 'PoNum = VendNum', false],
    ['SLPoItems', "PoNum = 'PO00000001'", false],
    // The key is (PoNum, PoLine, PoRelease): a line alone is not pinned without its release.
    ['SLPoItems', "PoNum = 'PO00000001' AND PoLine = 2", false],
    ['SLPoItems', "PoNum = 'PO00000001' AND PoLine = 2 AND PoRelease = 0", true],
    // Padded keys may be given unpadded; the literal is formatted later, the key is still pinned.
    ['SLVendors', "VendNum = '1042'", true],
    ['SLCustomers', "CustNum = '5001'", false],
    ['SLCustomers', "CustNum = '5001' AND CustSeq = 0", true],
    ['SLJobs', "Job = '90001' AND Suffix = 0", true],
  ])('%s: %s → %s', (ido, text, expected) => {
    const entry = catalog.get(ido);
    expect(pinsKey(entry, new FilterChecker(entry).check(parseFilter(text)))).toBe(expected);
  });

  it('is false without a filter', () => {
    expect(pinsKey(catalog.get('SLPos'), undefined)).toBe(false);
  });
});
