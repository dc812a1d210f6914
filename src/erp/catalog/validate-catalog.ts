import { PROPERTY_TYPES } from './catalog.types';
import type { IdoDefinition } from './catalog.types';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const ALIAS = /^[a-z_][a-z0-9_]*$/;

/**
 * Every fault of one IDO definition, as readable lines; empty when it is sound. `known` resolves
 * other IDO names (case-insensitively) for relation targets.
 */
export function validateIdoDefinition(
  def: IdoDefinition,
  known: (name: string) => IdoDefinition | undefined,
): string[] {
  const faults: string[] = [];
  const at = (what: string): string => `${def.name}: ${what}`;
  if (!NAME.test(def.name)) faults.push(at('IDO name must be letters, digits and _'));
  if (!def.label) faults.push(at('label is required'));
  const names = new Map<string, string>();
  const aliases = new Set<string>();
  for (const p of def.properties) {
    const lower = p.name.toLowerCase();
    if (!NAME.test(p.name)) faults.push(at(`property name "${p.name}" is not an identifier`));
    if (names.has(lower)) faults.push(at(`property ${p.name} is declared twice`));
    names.set(lower, p.name);
    if (!PROPERTY_TYPES.includes(p.type)) faults.push(at(`${p.name} has unknown type ${p.type}`));
    if (!ALIAS.test(p.alias)) faults.push(at(`${p.name} alias "${p.alias}" is not snake_case`));
    if (aliases.has(p.alias)) faults.push(at(`alias ${p.alias} is used twice`));
    aliases.add(p.alias);
    if (p.type === 'enum' && (!p.enumValues || p.enumValues.length === 0)) {
      faults.push(at(`enum ${p.name} needs enumValues`));
    }
    if (p.type !== 'enum' && (p.enumValues || p.enumGroups)) {
      faults.push(at(`${p.name} has enum values but is not an enum`));
    }
    for (const group of p.enumGroups ?? []) {
      for (const v of group.values) {
        if (!p.enumValues?.some((e) => e.value === v)) {
          faults.push(at(`${p.name} group ${group.label} names unknown value ${v}`));
        }
      }
    }
    if (p.key && (p.nullable || p.derived)) {
      faults.push(at(`key ${p.name} cannot be nullable or derived`));
    }
  }
  const has = (name: string): boolean => names.has(name.toLowerCase());
  for (const p of def.properties) {
    if (!p.derived) continue;
    const { dateProperty, statusProperty, openValues } = p.derived;
    const date = def.properties.find((q) => q.name === dateProperty);
    const stat = def.properties.find((q) => q.name === statusProperty);
    if (p.type !== 'integer') faults.push(at(`derived ${p.name} must be an integer`));
    if (date?.type !== 'date' || date.derived || date.nullable) {
      faults.push(at(`derived ${p.name}: ${dateProperty} must be a stored, non-null date`));
    }
    if (!stat || stat.derived || stat.nullable) {
      faults.push(at(`derived ${p.name}: ${statusProperty} must be a stored, non-null property`));
    } else if (stat.type === 'enum') {
      for (const v of openValues) {
        if (!stat.enumValues?.some((e) => e.value === v)) {
          faults.push(at(`derived ${p.name}: ${v} is not a value of ${statusProperty}`));
        }
      }
    }
  }
  if (!def.properties.some((p) => p.key)) faults.push(at('at least one key property is needed'));
  for (const name of def.defaultProperties) {
    if (!has(name)) faults.push(at(`default property ${name} does not exist`));
  }
  for (const r of def.relations) {
    if (!has(r.property)) faults.push(at(`relation from unknown property ${r.property}`));
    const target = r.targetIdo.toLowerCase() === def.name.toLowerCase() ? def : known(r.targetIdo);
    if (!target) {
      faults.push(at(`relation ${r.property} points to unknown IDO ${r.targetIdo}`));
    } else if (
      !target.properties.some((p) => p.name.toLowerCase() === r.targetProperty.toLowerCase())
    ) {
      faults.push(
        at(`relation ${r.property} points to unknown ${r.targetIdo}.${r.targetProperty}`),
      );
    }
  }
  return faults;
}
