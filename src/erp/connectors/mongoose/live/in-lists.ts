import type { CatalogIdo } from '../../../catalog/catalog-ido';
import type { RollupDerivation } from '../../../catalog/catalog.types';
import { FilterNode, LiteralValue, f } from '../../../filter/filter-ast';
import type { ErpValue } from '../../../load-request';
import { MongooseFilterCompiler } from '../mongoose-filter';

/**
 * Bytes of the `filter` parameter, as sent (URL-encoded), one IN-list load may use. IIS refuses
 * query strings over 2,048 bytes by default; the rest of the query (properties, orderby,
 * recordcap, a bookmark) fits in what is left.
 */
export const FILTER_BYTES = 1400;
/** Keys per load at most, whatever their length: a short list is a cheap query for the ERP. */
export const KEYS_PER_LOAD = 100;

function encoded(text: string): number {
  return new URLSearchParams({ f: text }).toString().length - 2;
}

/**
 * The filters that read the related records of `tuples` (each: this record's values of the
 * match pairs' `equals`, in order), in as few loads as the URL allows: per load one IN list per
 * match column over the chunk's distinct values (a superset of the pairs, made exact by the
 * local join), and the roll-up's own pushed-down condition.
 */
export function inListFilters(
  related: CatalogIdo,
  match: RollupDerivation['match'],
  tuples: ReadonlyArray<readonly ErpValue[]>,
  where: FilterNode | undefined,
): FilterNode[] {
  const compiler = new MongooseFilterCompiler(related);
  const fixed =
    encoded(where ? compiler.compile(where) : '') +
    match.reduce((n, m) => n + encoded(`${m.property} IN () AND `), 0);
  // A value's share of the filter: its literal and the separator before it.
  const cost = (column: number, value: LiteralValue): number =>
    encoded(compiler.compile(f.in(match[column].property, [value]))) -
    encoded(`${match[column].property} IN ()`) +
    encoded(', ');
  const filters: FilterNode[] = [];
  let lists: Array<Set<LiteralValue>> = match.map(() => new Set());
  let bytes = fixed;
  let keys = 0;
  const flush = (): void => {
    if (keys === 0) return;
    const ins = match.map((m, j) => f.in(m.property, [...lists[j]]));
    filters.push(f.and(...ins, where) as FilterNode);
    lists = match.map(() => new Set());
    bytes = fixed;
    keys = 0;
  };
  for (const tuple of tuples) {
    const values = tuple as readonly LiteralValue[];
    let more = 0;
    values.forEach((v, j) => {
      if (!lists[j].has(v)) more += cost(j, v);
    });
    if (keys > 0 && (bytes + more > FILTER_BYTES || keys >= KEYS_PER_LOAD)) flush();
    values.forEach((v, j) => {
      if (!lists[j].has(v)) {
        bytes += cost(j, v);
        lists[j].add(v);
      }
    });
    keys += 1;
  }
  flush();
  return filters;
}
