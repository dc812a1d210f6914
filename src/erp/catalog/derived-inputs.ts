import { filterProperties } from '../filter/filter-ast';
import type { CatalogIdo } from './catalog-ido';

/** One stored or derived property a derived property is computed from. */
export interface DerivedInput {
  ido: CatalogIdo;
  property: string;
  /** Read from other records through a roll-up (possibly of the same IDO), not from this one. */
  viaRollup: boolean;
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
  const inputs: DerivedInput[] = own.map((p) => ({ ido, property: p, viaRollup: false }));
  const target = d.kind === 'rollup' ? ido.related(d.ido) : undefined;
  if (target) inputs.push(...related.map((p) => ({ ido: target, property: p, viaRollup: true })));
  return inputs;
}

/**
 * Every property, of this IDO or of another it rolls up from, that the derived `property` is
 * computed from, transitively (derived inputs are followed to what they read). Lets a field mask
 * or row filter on an input withhold the derived value too: `LineAmount` would otherwise give a
 * masked `ItemCost` away (divided by the quantity). Empty for a stored property.
 */
export function derivedInputs(ido: CatalogIdo, property: string): DerivedInput[] {
  const seen = new Set<string>();
  const result: DerivedInput[] = [];
  const visit = (on: CatalogIdo, name: string): void => {
    for (const input of directInputs(on, name)) {
      const key = `${input.viaRollup}.${input.ido.name.toLowerCase()}.${input.property.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      result.push(input);
      if (!input.ido.property(input.property)?.derived) continue;
      // What a rolled-up derived property reads is read through the roll-up too.
      for (const deeper of derivedInputs(input.ido, input.property)) {
        const inherited = { ...deeper, viaRollup: deeper.viaRollup || input.viaRollup };
        const k = `${inherited.viaRollup}.${inherited.ido.name.toLowerCase()}.${inherited.property.toLowerCase()}`;
        if (!seen.has(k)) {
          seen.add(k);
          result.push(inherited);
        }
      }
    }
  };
  visit(ido, property);
  return result;
}
