import { withheldDerived } from '../../policies/policy-data-access-policy';
import { CatalogService } from './catalog.service';
import { derivedInputs } from './derived-inputs';
import { SYTELINE_CATALOG } from './syteline-catalog';

describe('derivedInputs', () => {
  const catalog = new CatalogService(SYTELINE_CATALOG);
  const names = (ido: string, prop: string): string[] =>
    derivedInputs(catalog.get(ido), prop)
      .map((i) => `${i.rollups.length > 0 ? 'rollup:' : ''}${i.ido.name}.${i.property}`)
      .sort();

  it('lists the operands of an arithmetic property', () => {
    expect(names('SLPoItems', 'LineAmount')).toEqual([
      'SLPoItems.ItemCost',
      'SLPoItems.QtyOrdered',
    ]);
  });

  it('follows a days-past property through its rolled-up date to the lines it reads', () => {
    const inputs = names('SLPos', 'DaysOverdue');
    expect(inputs).toEqual(
      expect.arrayContaining([
        'SLPos.DueDate',
        'SLPos.Stat',
        'SLPos.PoNum',
        'rollup:SLPoItems.DueDate',
        'rollup:SLPoItems.PoNum',
        'rollup:SLPoItems.Stat',
      ]),
    );
  });

  it('marks what a roll-up onto its own IDO reads as read through the roll-up', () => {
    const inputs = names('SLArtrans', 'Balance');
    expect(inputs).toEqual(
      expect.arrayContaining(['SLArtrans.Amount', 'SLArtrans.Type', 'rollup:SLArtrans.Amount']),
    );
  });

  it('is empty for a stored property', () => {
    expect(names('SLPos', 'PoCost')).toEqual([]);
  });
});

describe('withheldDerived (field masks and row filters reach derived properties)', () => {
  const catalog = new CatalogService(SYTELINE_CATALOG);

  it('withholds a derived value computed from a masked property', () => {
    const lines = catalog.get('SLPoItems');
    expect(withheldDerived(lines, { SLPoItems: ['ItemCost'] }, {}, ['ItemCost'])).toEqual([
      'LineAmount',
    ]);
  });

  it('withholds roll-ups over an IDO the role sees only in part', () => {
    const pos = catalog.get('SLPos');
    expect(withheldDerived(pos, {}, { SLPoItems: "Whse = 'MAIN'" }, []).sort()).toEqual([
      'DaysOverdue',
      'DueDate',
    ]);
    expect(withheldDerived(pos, { SLPoItems: ['DueDate'] }, {}, []).sort()).toEqual([
      'DaysOverdue',
      'DueDate',
    ]);
  });

  it('withholds a balance when the role may not see every AR transaction', () => {
    const ar = catalog.get('SLArtrans');
    expect(withheldDerived(ar, {}, { SLArtrans: "Type = 'I'" }, []).sort()).toEqual([
      'AmountApplied',
      'Balance',
      'DaysPastDue',
    ]);
  });

  it('keeps a balance under a row filter every matched payment passes too (same customer)', () => {
    const ar = catalog.get('SLArtrans');
    expect(withheldDerived(ar, {}, { SLArtrans: "CustNum = '1001'" }, [])).toEqual([]);
    expect(
      withheldDerived(ar, {}, { SLArtrans: "CustNum = '1001' AND InvDate > '2026-01-01'" }, []),
    ).toEqual(['AmountApplied', 'Balance', 'DaysPastDue']);
  });

  it('keeps derived values whose inputs are all visible', () => {
    const pos = catalog.get('SLPos');
    expect(withheldDerived(pos, { SLVendors: ['Phone'] }, { SLPos: "Whse = 'MAIN'" }, [])).toEqual(
      [],
    );
  });
});
