import { CatalogService } from '../../../catalog/catalog.service';
import { FilterChecker } from '../../../filter/filter-checker';
import { formatFilter } from '../../../filter/format-filter';
import { parseFilter } from '../../../filter/filter-parser';
import { columnsByIdo, livePlan } from './live-plan';
import { splitFilter } from './pushdown';

const catalog = new CatalogService();

function split(ido: string, text: string): { remote?: string; local?: string } {
  const target = catalog.get(ido);
  const parts = splitFilter(target, new FilterChecker(target).check(parseFilter(text)));
  return {
    ...(parts.remote ? { remote: formatFilter(parts.remote) } : {}),
    ...(parts.local ? { local: formatFilter(parts.local) } : {}),
  };
}

describe('splitFilter (what live mode sends to /load)', () => {
  it('sends the stored conjuncts and keeps the derived ones', () => {
    expect(split('SLPos', 'DaysOverdue > 0 AND PoCost > 10000')).toEqual({
      remote: 'PoCost > 10000',
      local: 'DaysOverdue > 0',
    });
  });

  it('keeps an OR with a derived branch whole, and sends its stored neighbours', () => {
    expect(
      split('SLCos', "(DaysLate > 0 OR Stat = 'C') AND CustNum = '5001' AND Price > 10"),
    ).toEqual({
      remote: "CustNum = '   5001' AND Price > 10",
      local: "DaysLate > 0 OR Stat = 'C'",
    });
  });

  it("keeps what Mongoose's dialect cannot say (LIKE on a date) on the daemon's side", () => {
    expect(split('SLPos', "OrderDate LIKE '2026%' AND Stat = 'O'")).toEqual({
      remote: "Stat = 'O'",
      local: "OrderDate LIKE '2026%'",
    });
  });

  it('sends a stored-only filter whole', () => {
    expect(split('SLPos', "Stat IN ('P', 'O') OR PoCost > 5")).toEqual({
      remote: "Stat IN ('P', 'O') OR PoCost > 5",
    });
  });
});

describe('livePlan (what live mode fetches)', () => {
  it('reads a roll-up through the related IDO, its match, value and condition', () => {
    const plan = livePlan(catalog.get('SLPos'), ['PoNum', 'DaysOverdue']);
    expect([...plan.stored.keys()].sort()).toEqual(['PoNum', 'Stat']);
    expect(plan.steps).toHaveLength(1);
    expect(plan.steps[0].match).toEqual([{ property: 'PoNum', equals: 'PoNum' }]);
    expect(plan.steps[0].plan.ido.name).toBe('SLPoItems');
    expect([...plan.steps[0].plan.stored.keys()].sort()).toEqual([
      'DueDate',
      'PoLine',
      'PoNum',
      'PoRelease',
      'Stat',
    ]);
  });

  it('gives one table to an IDO that rolls up onto itself, with the columns of both reads', () => {
    const plan = livePlan(catalog.get('SLArtrans'), ['Balance']);
    expect(plan.steps.map((s) => s.plan.ido.name)).toEqual(['SLArtrans']);
    const layout = columnsByIdo(plan);
    expect([...layout.keys()]).toEqual(['SLArtrans']);
    expect((layout.get('SLArtrans')?.columns ?? []).map((p) => p.name).sort()).toEqual([
      'Amount',
      'ApplyToInvNum',
      'CustNum',
      'InvNum',
      'InvSeq',
      'Type',
    ]);
  });

  it('needs no related IDO for an arithmetic over stored properties', () => {
    const plan = livePlan(catalog.get('SLPoItems'), ['LineAmount']);
    expect(plan.steps).toEqual([]);
    expect(plan.stored.has('ItemCost')).toBe(true);
    expect(plan.stored.has('QtyOrdered')).toBe(true);
  });
});
