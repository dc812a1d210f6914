import { CatalogService } from '../../../catalog/catalog.service';
import type { RollupDerivation } from '../../../catalog/catalog.types';
import type { ErpValue } from '../../../load-request';
import { MongooseFilterCompiler } from '../mongoose-filter';
import { FILTER_BYTES, KEYS_PER_LOAD, inListFilters } from './in-lists';

const catalog = new CatalogService();
const artrans = catalog.get('SLArtrans');
const balance = artrans.property('AmountApplied')?.derived as RollupDerivation;

function bytes(text: string): number {
  return new URLSearchParams({ f: text }).toString().length - 2;
}

describe('inListFilters (related records of fetched ones, in loads a URL can carry)', () => {
  // Padded customer numbers and long invoice numbers with quotes: every character costs.
  const tuples: ErpValue[][] = Array.from({ length: 700 }, (_, i) => [
    `   ${5000 + (i % 40)}`,
    `INV-${String(i).padStart(9, '0')}'x`,
  ]);

  it('keeps every filter under the byte limit and covers every pair', () => {
    const compiler = new MongooseFilterCompiler(artrans);
    const filters = inListFilters(
      artrans,
      balance.match,
      tuples,
      artrans.derivedCondition('AmountApplied'),
    );
    expect(filters.length).toBeGreaterThan(1);
    for (const filter of filters) {
      expect(bytes(compiler.compile(filter))).toBeLessThanOrEqual(FILTER_BYTES);
    }
    const covered = new Set<string>();
    for (const filter of filters) {
      if (filter.kind !== 'and') throw new Error('expected IN lists and the condition');
      const [customers, invoices] = filter.operands;
      if (customers.kind !== 'in' || invoices.kind !== 'in') throw new Error('expected IN lists');
      expect(customers.target.name).toBe('CustNum');
      expect(invoices.target.name).toBe('ApplyToInvNum');
      for (const c of customers.values)
        for (const i of invoices.values) covered.add(`${String(c.value)}|${String(i.value)}`);
    }
    for (const [c, i] of tuples) expect(covered.has(`${String(c)}|${String(i)}`)).toBe(true);
  });

  it(`sends at most ${KEYS_PER_LOAD} keys a load even when they are short`, () => {
    const pos = catalog.get('SLPos');
    const due = pos.property('DueDate')?.derived as RollupDerivation;
    const short: ErpValue[][] = Array.from({ length: 250 }, (_, i) => [String(i)]);
    const filters = inListFilters(catalog.get('SLPoItems'), due.match, short, undefined);
    const sizes = filters.map((f) => (f.kind === 'in' ? f.values.length : -1));
    // Keys "0" to "99" are short enough for a hundred in one load; longer ones take more.
    expect(sizes[0]).toBe(KEYS_PER_LOAD);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(KEYS_PER_LOAD);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(250);
  });
});
