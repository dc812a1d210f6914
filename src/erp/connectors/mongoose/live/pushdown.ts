import type { CatalogIdo } from '../../../catalog/catalog-ido';
import { FilterNode, f, filterProperties } from '../../../filter/filter-ast';
import { MongooseFilterCompiler } from '../mongoose-filter';

/** A filter split into what `/load` can apply and what only the daemon can. */
export interface SplitFilter {
  /** The conjuncts that name stored properties only and compile to Mongoose's dialect. */
  remote?: FilterNode;
  /** The other conjuncts (derived properties, OR branches mixing them, LIKE on dates). */
  local?: FilterNode;
}

function conjuncts(node: FilterNode): FilterNode[] {
  return node.kind === 'and' ? node.operands.flatMap(conjuncts) : [node];
}

/**
 * Splits a checked filter conjunct by conjunct. A conjunct goes to the ERP when every property
 * it names is stored and Mongoose's dialect can say it; anything else, an OR with a derived
 * branch included, stays whole on the daemon's side. The remote part is implied by the whole
 * filter, so reading its matches and then applying the whole filter locally is exact.
 */
export function splitFilter(ido: CatalogIdo, filter: FilterNode | undefined): SplitFilter {
  if (!filter) return {};
  const compiler = new MongooseFilterCompiler(ido);
  const remote: FilterNode[] = [];
  const local: FilterNode[] = [];
  for (const c of conjuncts(filter)) {
    const stored = filterProperties(c).every((n) => {
      const p = ido.property(n);
      return p !== undefined && p.derived === undefined;
    });
    if (stored && compiles(compiler, c)) remote.push(c);
    else local.push(c);
  }
  return { remote: f.and(...remote), local: f.and(...local) };
}

function compiles(compiler: MongooseFilterCompiler, node: FilterNode): boolean {
  try {
    compiler.compile(node);
    return true;
  } catch {
    return false;
  }
}
