import { filterProperties } from '../filter/filter-ast';
import type { CatalogIdo } from './catalog-ido';

/** One roll-up a derived value reads through: from the records of `from` to those of `to`. */
export interface RollupStep {
  from: CatalogIdo;
  to: CatalogIdo;
  /**
   * Properties (lower case) every matched record shares with the outer one: match pairs of a
   * property with itself on a roll-up onto its own IDO (SLArtrans payments of the same CustNum).
   */
  shared: ReadonlySet<string>;
}

/** One stored or derived property a derived property is computed from. */
export interface DerivedInput {
  ido: CatalogIdo;
  property: string;
  /** The roll-ups it is read through, outermost first; empty when read from the record itself. */
  rollups: readonly RollupStep[];
}

/** The properties `property` of `ido` reads directly: operands, dates, conditions, roll-up keys. */
function directInputs(ido: CatalogIdo, property: string): DerivedInput[] {
  const d = ido.property(property)?.derived;
  if (!d) return [];
  const own: string[] = [];
  const related: string[] = [];
  const conditionTree = ido.derivedCondition(property);
  const condition = conditionTree ? filterProperties(conditionTree) : [];
  switch (d.kind) {
    case 'daysPast':
      own.push(d.dateProperty, ...condition);
      break;
    case 'arithmetic':
      own.push(...d.operands, ...condition);
      break;
    case 'rollup':
      for (const m of d.match) {
        own.push(m.equals);
        related.push(m.property);
      }
      if (d.property) related.push(d.property);
      related.push(...condition);
      break;
  }
  const inputs: DerivedInput[] = own.map((p) => ({ ido, property: p, rollups: [] }));
  const target = d.kind === 'rollup' ? ido.related(d.ido) : undefined;
  if (d.kind === 'rollup' && target) {
    const shared = new Set(
      target === ido
        ? d.match
            .filter((m) => m.property.toLowerCase() === m.equals.toLowerCase())
            .map((m) => m.property.toLowerCase())
        : [],
    );
    const step: RollupStep = { from: ido, to: target, shared };
    inputs.push(...related.map((p) => ({ ido: target, property: p, rollups: [step] })));
  }
  return inputs;
}

/**
 * Every property, of this IDO or of another it rolls up from, that the derived `property` is
 * computed from, transitively (derived inputs are followed to what they read, and what a
 * rolled-up derived property reads is read through that roll-up too). Lets a field mask or row
 * filter on an input withhold the derived value: `LineAmount` would otherwise give a masked
 * `ItemCost` away (divided by the quantity). Empty for a stored property.
 */
export function derivedInputs(ido: CatalogIdo, property: string): DerivedInput[] {
  const seen = new Set<string>();
  const result: DerivedInput[] = [];
  const add = (input: DerivedInput): void => {
    const path = input.rollups.map((s) => `${s.from.name}>${s.to.name}`).join('/');
    const key = `${path}:${input.ido.name}.${input.property}`.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    result.push(input);
    if (!input.ido.property(input.property)?.derived) return;
    for (const deeper of directInputs(input.ido, input.property)) {
      add({ ...deeper, rollups: [...input.rollups, ...deeper.rollups] });
    }
  };
  for (const input of directInputs(ido, property)) add(input);
  return result;
}
