import type { CatalogIdo } from '../../catalog/catalog-ido';
import type { FilterNode } from '../../filter/filter-ast';

/**
 * True when a (checked) filter pins every key property with `Key = literal` in its top-level
 * conjunction. Such a load touches at most one row through the primary key, whatever else the
 * filter says, so it can never become a long scan.
 */
export function pinsKey(ido: CatalogIdo, filter: FilterNode | undefined): boolean {
  if (!filter || ido.keys.length === 0) return false;
  const pinned = new Set<string>();
  const visit = (node: FilterNode): void => {
    if (node.kind === 'and') {
      node.operands.forEach(visit);
      return;
    }
    if (node.kind !== 'compare' || node.op !== '=') return;
    const { left, right } = node;
    if (left.kind === 'property' && right.kind === 'literal') pinned.add(left.name);
    if (right.kind === 'property' && left.kind === 'literal') pinned.add(right.name);
  };
  visit(filter);
  return ido.keys.every((k) => pinned.has(k));
}
