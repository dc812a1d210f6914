import type { DerivedDefinition, PropertyDefinition } from './catalog.types';

/**
 * The condition text of a derived definition: `when` of `daysPast` and `arithmetic` (for
 * `daysPast` also the legacy `statusProperty IN (openValues)`, which means the same), `where` of
 * a `rollup`. Undefined when there is none.
 */
export function derivedConditionText(d: DerivedDefinition): string | undefined {
  switch (d.kind) {
    case 'daysPast':
      if (d.when !== undefined) return d.when;
      if (d.statusProperty === undefined) return undefined;
      return `${d.statusProperty} IN (${(d.openValues ?? []).map(quote).join(', ')})`;
    case 'arithmetic':
      return d.when;
    case 'rollup':
      return d.where;
  }
}

function quote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * A derived definition as plain, readable data (for /metadata and logs): its kind and fields,
 * with the legacy `daysPast` pair shown as the `when` it means.
 */
export function describeDerivation(d: DerivedDefinition): Record<string, unknown> {
  switch (d.kind) {
    case 'daysPast': {
      const when = derivedConditionText(d);
      return { kind: d.kind, dateProperty: d.dateProperty, ...(when ? { when } : {}) };
    }
    case 'arithmetic':
      return {
        kind: d.kind,
        op: d.op,
        operands: [...d.operands],
        ...(d.when ? { when: d.when } : {}),
      };
    case 'rollup':
      return {
        kind: d.kind,
        fn: d.fn,
        ido: d.ido,
        match: d.match.map((m) => ({ property: m.property, equals: m.equals })),
        ...(d.property ? { property: d.property } : {}),
        ...(d.where ? { where: d.where } : {}),
      };
  }
}

/** Whether a derived property's value may be null: only `min`/`max` roll-ups (of no records). */
export function derivedMayBeNull(p: PropertyDefinition): boolean {
  return p.derived?.kind === 'rollup' && (p.derived.fn === 'min' || p.derived.fn === 'max');
}

/**
 * Extra decimals an arithmetic derived value keeps in SQL beyond its scale. Binary floating point
 * leaves 1e-12 where a paid invoice's balance is 0, and `Balance > 0` would call it open; rounding
 * to scale + 4 removes that noise but never lands on a tie at the scale itself (products of a
 * 2-decimal quantity and a 4-decimal cost have at most 6 decimals), so every database agrees.
 * The answer is rounded to the scale once, in the executor.
 */
export const DERIVED_EXTRA_DECIMALS = 4;
