import { PROPERTY_TYPES } from './catalog.types';
import type { IdoDefinition, PropertyDefinition, PropertyType } from './catalog.types';
import type { CatalogIdo } from './catalog-ido';
import { derivedConditionText, derivedMayBeNull } from './derived-definition';
import { FilterChecker } from '../filter/filter-checker';
import { filterProperties, type FilterNode } from '../filter/filter-ast';
import { parseFilter } from '../filter/filter-parser';

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
    if (p.derived && p.nullable && !derivedMayBeNull(p)) {
      faults.push(at(`derived ${p.name} is never null; only min/max roll-ups may be nullable`));
    }
    if (derivedMayBeNull(p) && !p.nullable) {
      faults.push(at(`derived ${p.name} is null where no record matches; declare it nullable`));
    }
    if (p.format) faults.push(...formatFaults(p).map(at));
  }
  const has = (name: string): boolean => names.has(name.toLowerCase());
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

/** A `format` is a positive whole length, a justification and an optional case, on text. */
function formatFaults(p: PropertyDefinition): string[] {
  const f = p.format;
  if (!f) return [];
  const faults: string[] = [];
  if (p.type !== 'string') faults.push(`${p.name}: format applies to string properties only`);
  if (!Number.isInteger(f.length) || f.length <= 0 || f.length > 4000) {
    faults.push(`${p.name}: format.length must be a whole number from 1 to 4000`);
  }
  if (f.justify !== 'left' && f.justify !== 'right') {
    faults.push(`${p.name}: format.justify must be left or right`);
  }
  if (f.case !== undefined && f.case !== 'upper' && f.case !== 'mixed') {
    faults.push(`${p.name}: format.case must be upper or mixed`);
  }
  return faults;
}

type Kind = 'number' | 'date' | 'text';

function kindOf(type: PropertyType): Kind {
  return type === 'integer' || type === 'decimal' ? 'number' : type === 'date' ? 'date' : 'text';
}

/** Where an extension's addition may reach: base entries and its own, never another's. */
function reachable(owner: string | undefined, target: string | undefined): boolean {
  return !owner || owner === 'builtin' || !target || target === 'builtin' || target === owner;
}

/**
 * Validates every derived property and relation filter against the whole composed catalog and,
 * when they are sound, attaches their parsed and checked trees to the entries (so they are
 * parsed once per composition). Returns every fault as a readable line. Checks: referenced IDOs
 * and properties exist and have fitting types; roll-ups name `property` unless they count;
 * `when`/`where`/`targetWhere` parse and check against the right IDO; the legacy `daysPast`
 * pair names an enum's real values; no derived property depends on itself, however indirectly;
 * an extension's derived property reaches only base entries and its own.
 */
export function validateDerivations(entries: ReadonlyMap<string, CatalogIdo>): string[] {
  const faults: string[] = [];
  /** Edges between derived properties, `ido.prop` in lower case. */
  const edges = new Map<string, string[]>();
  const node = (ido: CatalogIdo, prop: string): string => `${ido.name}.${prop}`.toLowerCase();
  for (const ido of entries.values()) {
    const conditions = new Map<string, FilterNode>();
    const targetWheres = new Map<string, FilterNode>();
    for (const p of ido.properties) {
      const d = p.derived;
      if (!d) continue;
      const at = (what: string): string => `${ido.name}: derived ${p.name}: ${what}`;
      const owner = p.source ?? (ido.source === 'builtin' ? undefined : ido.source);
      const deps: string[] = [];
      /** A property of `on` this derivation uses; a fault when missing or out of reach. */
      const use = (on: CatalogIdo, name: string, role: string): PropertyDefinition | undefined => {
        const q = on.property(name);
        if (!q) {
          faults.push(at(`${role} ${on.name}.${name} does not exist`));
          return undefined;
        }
        if (!reachable(owner, q.source ?? on.source)) {
          faults.push(
            at(`${role} ${on.name}.${q.name} belongs to extension ${q.source ?? on.source}`),
          );
        }
        if (q.derived) deps.push(node(on, q.name));
        return q;
      };
      const condition = (on: CatalogIdo, text: string | undefined, role: string): void => {
        if (text === undefined) return;
        if (typeof text !== 'string' || text.trim() === '') {
          faults.push(at(`${role} must be a non-empty filter`));
          return;
        }
        try {
          const checked = new FilterChecker(on).check(parseFilter(text));
          for (const name of filterProperties(checked)) use(on, name, role);
          conditions.set(p.name, checked);
        } catch (error) {
          faults.push(
            at(
              `${role} "${text}" is not a valid filter over ${on.name}: ${(error as Error).message}`,
            ),
          );
        }
      };
      switch (d.kind) {
        case 'daysPast': {
          if (p.type !== 'integer') faults.push(at('a daysPast property must be an integer'));
          const date = use(ido, d.dateProperty, 'dateProperty');
          if (date && date.type !== 'date') faults.push(at(`${date.name} is not a date`));
          if (
            d.when !== undefined &&
            (d.statusProperty !== undefined || d.openValues !== undefined)
          ) {
            faults.push(at('give either when or statusProperty/openValues, not both'));
          }
          if (
            d.when === undefined &&
            (d.statusProperty !== undefined || d.openValues !== undefined)
          ) {
            const stat =
              d.statusProperty === undefined
                ? undefined
                : use(ido, d.statusProperty, 'statusProperty');
            if (d.statusProperty === undefined || !d.openValues || d.openValues.length === 0) {
              faults.push(at('statusProperty and openValues go together'));
            } else if (stat?.type === 'enum') {
              for (const v of d.openValues) {
                if (!stat.enumValues?.some((e) => e.value === v)) {
                  faults.push(at(`${v} is not a value of ${stat.name}`));
                }
              }
            }
          }
          condition(ido, derivedConditionText(d), 'when');
          break;
        }
        case 'arithmetic': {
          if (p.type !== 'integer' && p.type !== 'decimal') {
            faults.push(at('an arithmetic property must be a number'));
          }
          if (!['add', 'subtract', 'multiply'].includes(d.op))
            faults.push(at(`unknown op ${String(d.op)}`));
          if (!Array.isArray(d.operands) || d.operands.length < 2) {
            faults.push(at('arithmetic needs at least two operands'));
          }
          for (const name of d.operands ?? []) {
            const q = use(ido, name, 'operand');
            if (q && kindOf(q.type) !== 'number')
              faults.push(at(`operand ${q.name} is not a number`));
          }
          condition(ido, d.when, 'when');
          break;
        }
        case 'rollup': {
          const related = entries.get(String(d.ido).toLowerCase());
          if (!related) {
            faults.push(at(`rolls up unknown IDO ${d.ido}`));
            break;
          }
          if (!reachable(owner, related.source)) {
            faults.push(at(`rolls up ${related.name} of extension ${related.source}`));
          }
          if (!['min', 'max', 'sum', 'count'].includes(d.fn))
            faults.push(at(`unknown fn ${String(d.fn)}`));
          if (!Array.isArray(d.match) || d.match.length === 0) {
            faults.push(at('a roll-up needs at least one match pair'));
          }
          for (const m of d.match ?? []) {
            const theirs = use(related, m.property, 'match');
            const ours = use(ido, m.equals, 'match');
            // Match pairs are the correlation of a subquery: stored values on both sides.
            if (theirs?.derived || ours?.derived)
              faults.push(at('match pairs must be stored properties'));
            if (theirs && ours && kindOf(theirs.type) !== kindOf(ours.type)) {
              faults.push(
                at(
                  `match ${related.name}.${theirs.name} (${theirs.type}) with ${ours.name} (${ours.type})`,
                ),
              );
            }
          }
          if (d.fn === 'count') {
            if (p.type !== 'integer') faults.push(at('a count is an integer'));
            if (d.property !== undefined) use(related, d.property, 'property');
          } else if (d.property === undefined) {
            faults.push(at(`a ${d.fn} roll-up needs property`));
          } else {
            const q = use(related, d.property, 'property');
            if (q && d.fn === 'sum' && kindOf(q.type) !== 'number') {
              faults.push(at(`sum of ${q.name}, which is not a number`));
            }
            if (q && d.fn === 'sum' && p.type !== 'integer' && p.type !== 'decimal') {
              faults.push(at('a sum is a number'));
            }
            if (q && d.fn !== 'sum' && kindOf(q.type) !== kindOf(p.type)) {
              faults.push(at(`${d.fn} of ${q.name} (${q.type}) cannot be a ${p.type}`));
            }
          }
          condition(related, d.where, 'where');
          break;
        }
        default:
          faults.push(at(`unknown kind ${String((d as { kind: unknown }).kind)}`));
      }
      edges.set(node(ido, p.name), deps);
    }
    for (const r of ido.relations) {
      if (r.targetWhere === undefined) continue;
      const target = ido.related(r.targetIdo) ?? entries.get(r.targetIdo.toLowerCase());
      if (!target) continue; // validateIdoDefinition reports the unknown target
      try {
        targetWheres.set(r.property, new FilterChecker(target).check(parseFilter(r.targetWhere)));
      } catch (error) {
        faults.push(
          `${ido.name}: relation ${r.property} targetWhere "${r.targetWhere}" is not a valid filter over ${target.name}: ${(error as Error).message}`,
        );
      }
    }
    ido.attachConditions(conditions, targetWheres);
  }
  faults.push(...cycles(edges));
  return faults;
}

/** Every cycle among derived properties, each reported once with its path. */
function cycles(edges: ReadonlyMap<string, readonly string[]>): string[] {
  const faults: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (n: string): void => {
    const s = state.get(n);
    if (s === 'done') return;
    if (s === 'visiting') {
      faults.push(
        `derived properties depend on themselves: ${[...path.slice(path.indexOf(n)), n].join(' -> ')}`,
      );
      return;
    }
    state.set(n, 'visiting');
    path.push(n);
    for (const next of edges.get(n) ?? []) visit(next);
    path.pop();
    state.set(n, 'done');
  };
  for (const n of edges.keys()) visit(n);
  return faults;
}
