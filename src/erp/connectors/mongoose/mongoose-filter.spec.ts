import { CatalogIdo } from '../../catalog/catalog-ido';
import { SYTELINE_CATALOG } from '../../catalog/syteline-catalog';
import { FilterChecker } from '../../filter/filter-checker';
import { parseFilter } from '../../filter/filter-parser';
import { matchesFilter } from '../../filter/filter-evaluator';
import type { ConnectorOrder } from '../erp-connector.port';
import { MongooseFilterCompiler, keysetFilter } from './mongoose-filter';

function ido(name: string): CatalogIdo {
  return new CatalogIdo(SYTELINE_CATALOG.find((i) => i.name === name) as never);
}

/** The daemon's path: parse, check against the catalog (which pads keys), compile. */
function compile(name: string, text: string): string {
  const target = ido(name);
  return new MongooseFilterCompiler(target).compile(
    new FilterChecker(target).check(parseFilter(text)),
  );
}

describe('MongooseFilterCompiler', () => {
  it('pads key literals and writes text as N-strings', () => {
    expect(compile('SLVendors', "VendNum = '1042'")).toBe("VendNum = N'   1042'");
  });

  it('doubles quotes inside text and never lets a literal out of its quotes', () => {
    expect(compile('SLVendors', "Name = 'O''Brien'' OR 1=1 --'")).toBe(
      "Name = N'O''Brien'' OR 1=1 --'",
    );
  });

  it('writes dates as yyyyMMdd literals and numbers bare', () => {
    expect(compile('SLPos', "OrderDate >= '2026-02-01' AND PoCost > 10000")).toBe(
      "(OrderDate >= '20260201' AND PoCost > 10000)",
    );
  });

  it('compiles IN, BETWEEN, LIKE, IS NULL and NOT', () => {
    expect(
      compile(
        'SLPos',
        "Stat IN ('P', 'O') AND NOT (VendorName LIKE 'Ac%') AND PoCost BETWEEN 1 AND 2.5 AND VenCurrCode IS NOT NULL",
      ),
    ).toBe(
      "(Stat IN (N'P', N'O') AND NOT (VendorName LIKE N'Ac%') AND PoCost BETWEEN 1 AND 2.5 AND VenCurrCode IS NOT NULL)",
    );
  });

  it('refuses derived properties as not yet in live mode', () => {
    expect(() => compile('SLPos', 'DaysOverdue > 30')).toThrow(/not yet available .* live mode/);
  });
});

describe('keysetFilter', () => {
  const pos = ido('SLPos');
  const order: ConnectorOrder[] = [
    { property: pos.property('PoCost') as never, direction: 'desc' },
    { property: pos.property('PoNum') as never, direction: 'asc' },
  ];

  it('keeps exactly the rows after the cursor in the total order', () => {
    const rows = [
      { PoCost: 500, PoNum: 'P2' },
      { PoCost: 500, PoNum: 'P3' },
      { PoCost: 400, PoNum: 'P1' },
      { PoCost: 600, PoNum: 'P9' },
      { PoCost: 500, PoNum: 'P1' },
    ];
    const tree = keysetFilter(order, [500, 'P2']);
    const after = rows.filter((r) => matchesFilter(tree, (p) => r[p as 'PoCost' | 'PoNum']));
    expect(after).toEqual([
      { PoCost: 500, PoNum: 'P3' },
      { PoCost: 400, PoNum: 'P1' },
    ]);
    expect(new MongooseFilterCompiler(pos).compile(tree)).toBe(
      "((PoCost < 500 OR PoCost IS NULL) OR (PoCost = 500 AND PoNum > N'P2'))",
    );
  });
});
