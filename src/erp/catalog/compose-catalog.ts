import { CatalogIdo } from './catalog-ido';
import type {
  CatalogContribution,
  IdoDefinition,
  PropertyDefinition,
  RelationDefinition,
} from './catalog.types';
import { validateDerivations, validateIdoDefinition } from './validate-catalog';

/** A collision with an existing name (`conflict`), or an unsound definition (`invalid`). */
export interface CatalogFault {
  kind: 'conflict' | 'invalid';
  message: string;
}

const conflict = (message: string): CatalogFault => ({ kind: 'conflict', message });
const invalid = (message: string): CatalogFault => ({ kind: 'invalid', message });

function ownerOf(ido: IdoDefinition, property?: PropertyDefinition): string {
  return property?.source ?? ido.source ?? 'builtin';
}

function describeOwner(owner: string): string {
  return owner === 'builtin' ? 'built in' : `from extension ${owner}`;
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * The effective catalog: the base entries, then each contribution in order (its new IDOs, then
 * its additions to base IDOs). A name that is already taken is a conflict and is left out, so
 * one collision is reported once. Contributions may extend only base IDOs and relate only to
 * base IDOs or their own, so withdrawing one extension can never break another. Every resulting
 * IDO is then validated as a whole.
 */
export function composeCatalog(
  base: ReadonlyMap<string, IdoDefinition>,
  contributions: ReadonlyMap<string, CatalogContribution>,
): { entries: Map<string, CatalogIdo>; faults: CatalogFault[] } {
  const defs = new Map<string, IdoDefinition>(base);
  const faults: CatalogFault[] = [];
  for (const [source, contribution] of contributions) {
    const at = (what: string): string => `${source}: ${what}`;
    const relationFaults = (relations: readonly RelationDefinition[]): void => {
      for (const r of relations) {
        const target = defs.get(r.targetIdo.toLowerCase());
        const key = r.targetIdo.toLowerCase();
        if (target && !base.has(key) && target.source !== source) {
          faults.push(
            invalid(
              at(`relation ${r.property} points to ${target.name} of extension ${target.source}`),
            ),
          );
        }
      }
    };
    for (const ido of contribution.idos ?? []) {
      const key = ido.name.toLowerCase();
      const existing = defs.get(key);
      if (existing) {
        faults.push(
          conflict(at(`IDO ${ido.name} already exists (${describeOwner(ownerOf(existing))})`)),
        );
        continue;
      }
      defs.set(key, { ...ido, source, properties: ido.properties.map((p) => ({ ...p, source })) });
    }
    for (const ido of contribution.idos ?? []) relationFaults(ido.relations);
    for (const [name, extension] of Object.entries(contribution.extend ?? {})) {
      const key = name.toLowerCase();
      const target = defs.get(key);
      if (!target) {
        faults.push(invalid(at(`extends IDO ${name}, which does not exist`)));
        continue;
      }
      if (!base.has(key)) {
        faults.push(
          invalid(
            at(
              `IDO ${target.name} is ${describeOwner(ownerOf(target))}; only base IDOs can be extended`,
            ),
          ),
        );
        continue;
      }
      const names = new Map(target.properties.map((p) => [p.name.toLowerCase(), p]));
      const aliases = new Map(target.properties.map((p) => [p.alias.toLowerCase(), p]));
      const added: PropertyDefinition[] = [];
      for (const p of extension.properties ?? []) {
        const same = names.get(p.name.toLowerCase());
        if (same) {
          faults.push(
            conflict(
              at(
                `property ${target.name}.${p.name} already exists (${describeOwner(ownerOf(target, same))})`,
              ),
            ),
          );
          continue;
        }
        const sameAlias = aliases.get(p.alias.toLowerCase());
        if (sameAlias) {
          faults.push(
            conflict(
              at(
                `alias ${p.alias} of ${target.name}.${p.name} is taken by ${sameAlias.name} (${describeOwner(ownerOf(target, sameAlias))})`,
              ),
            ),
          );
          continue;
        }
        // An addition must not change what identifies a record. It may be derived: the
        // definition is data every connector evaluates, validated below against the whole
        // catalog (reaching only base entries and the extension's own).
        if (p.key)
          faults.push(invalid(at(`${target.name}.${p.name}: an added property cannot be a key`)));
        const stamped: PropertyDefinition = { ...p, source };
        names.set(p.name.toLowerCase(), stamped);
        aliases.set(p.alias.toLowerCase(), stamped);
        added.push(stamped);
      }
      relationFaults(extension.relations ?? []);
      defs.set(key, {
        ...target,
        properties: [...target.properties, ...added],
        synonyms: unique([...target.synonyms, ...(extension.synonyms ?? [])]),
        relations: [...target.relations, ...(extension.relations ?? [])],
        defaultProperties: unique([
          ...target.defaultProperties,
          ...(extension.defaultProperties ?? []),
        ]),
      });
    }
  }
  for (const def of defs.values()) {
    for (const message of validateIdoDefinition(def, (name) => defs.get(name.toLowerCase()))) {
      faults.push(invalid(message));
    }
  }
  const entries = new Map<string, CatalogIdo>();
  if (faults.length > 0) return { entries, faults };
  const resolve = (name: string): CatalogIdo | undefined => entries.get(name.toLowerCase());
  for (const [key, def] of defs) entries.set(key, new CatalogIdo(def, resolve));
  // Derivations and relation filters span IDOs: checked once the whole catalog exists, on every
  // composition (withdrawing an extension recomposes, so nothing can point at what it took away).
  for (const message of validateDerivations(entries)) faults.push(invalid(message));
  if (faults.length > 0) return { entries: new Map(), faults };
  return { entries, faults };
}
