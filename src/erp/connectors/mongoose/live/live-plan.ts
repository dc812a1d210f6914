import type { CatalogIdo } from '../../../catalog/catalog-ido';
import type { PropertyDefinition, RollupDerivation } from '../../../catalog/catalog.types';
import { FilterNode, filterProperties } from '../../../filter/filter-ast';

/** The catalog forbids cycles among derived properties; this only guards against a bad one. */
const MAX_DEPTH = 8;

/** One roll-up to read for the records of a plan: the related IDO's records that match them. */
export interface LiveStep {
  /** Pairs: the related record's `property` equals this record's `equals`. */
  match: RollupDerivation['match'];
  /** The roll-up's checked condition over the related IDO, if any. */
  where?: FilterNode;
  /** What the roll-up reads of a related record: match properties, condition, value. */
  reads: string[];
  plan: LivePlan;
}

/**
 * What computing some properties of an IDO's records needs: the stored properties to fetch
 * (keys always), and the roll-ups whose related records must be fetched too, each with a plan
 * of its own (a rolled-up value may itself be derived).
 */
export interface LivePlan {
  ido: CatalogIdo;
  stored: Map<string, PropertyDefinition>;
  steps: LiveStep[];
}

/** The plan for reading `properties` (stored or derived, by name) of `ido`'s records. */
export function livePlan(ido: CatalogIdo, properties: Iterable<string>, depth = 0): LivePlan {
  if (depth > MAX_DEPTH) {
    throw new Error(`live mode: derived properties of ${ido.name} nest too deep`);
  }
  const plan: LivePlan = { ido, stored: new Map(), steps: [] };
  for (const key of ido.keys) plan.stored.set(key, ido.property(key) as PropertyDefinition);
  const seen = new Set<string>();
  const visit = (name: string): void => {
    const p = ido.property(name);
    // The checker and the catalog's validation ran first: an unknown name is a bug.
    if (!p) throw new Error(`live mode: unknown property ${name} of ${ido.name}`);
    if (seen.has(p.name)) return;
    seen.add(p.name);
    const d = p.derived;
    if (!d) {
      plan.stored.set(p.name, p);
      return;
    }
    const condition = ido.derivedCondition(p.name);
    switch (d.kind) {
      case 'daysPast':
        visit(d.dateProperty);
        if (condition) filterProperties(condition).forEach(visit);
        return;
      case 'arithmetic':
        d.operands.forEach(visit);
        if (condition) filterProperties(condition).forEach(visit);
        return;
      case 'rollup': {
        d.match.forEach((m) => visit(m.equals));
        const related = ido.related(d.ido);
        if (!related) throw new Error(`live mode: ${ido.name}.${p.name} rolls up unknown ${d.ido}`);
        const inner = [
          ...d.match.map((m) => m.property),
          ...(d.property ? [d.property] : []),
          ...(condition ? filterProperties(condition) : []),
        ];
        plan.steps.push({
          match: d.match,
          where: condition,
          reads: [...new Set(inner.map((n) => related.property(n)?.name ?? n))],
          plan: livePlan(related, inner, depth + 1),
        });
        return;
      }
    }
  };
  for (const name of properties) visit(name);
  return plan;
}

/**
 * The stored properties to fetch per IDO over the whole plan: one local table per IDO holds the
 * records of every read of it, so every read asks for the same columns.
 */
export function columnsByIdo(
  plan: LivePlan,
): Map<string, { ido: CatalogIdo; columns: PropertyDefinition[] }> {
  const union = new Map<string, { ido: CatalogIdo; props: Map<string, PropertyDefinition> }>();
  const walk = (p: LivePlan): void => {
    const entry = union.get(p.ido.name) ?? { ido: p.ido, props: new Map() };
    union.set(p.ido.name, entry);
    for (const [name, prop] of p.stored) entry.props.set(name, prop);
    p.steps.forEach((s) => walk(s.plan));
  };
  walk(plan);
  return new Map(
    [...union.entries()].map(([name, e]) => [name, { ido: e.ido, columns: [...e.props.values()] }]),
  );
}
