import type {
  IdoDefinition,
  PropertyDefinition,
  PropertyType,
  RelationDefinition,
} from '../catalog/catalog.types';
import { composeCatalog } from '../catalog/compose-catalog';
import { toSnakeCase } from '../catalog/snake-case';
import { SYTELINE_CATALOG } from '../catalog/syteline-catalog';
import type { MongooseInfoAnswer } from '../connectors/mongoose/mongoose-client';
import type { DiscoveredCatalog } from './discover-catalog';
import { labelOf, tableLabels } from './naming';

/** What discovery needs of the Mongoose client: `/info` of one IDO. */
export interface InfoSource {
  info(ido: string): Promise<MongooseInfoAnswer>;
}

type InfoProperty = NonNullable<MongooseInfoAnswer['Properties']>[number];

/** How a site's server differs from the shipped `syteline` catalog, IDO by IDO. */
export interface CatalogDifferences {
  /** `IDO.Uf_…`: user fields the site added, now in the printed catalog. */
  userFields: string[];
  /** `IDO.Property`: stored properties of the shipped catalog the server lacks (left out). */
  missing: string[];
  /** `SLItems → CMP_SLItems`: shipped IDOs the site replaced, printed under the new name. */
  replaced: string[];
  /** Shipped IDOs the server does not serve at all, with its reason. */
  notServed: string[];
  /** Keys the server declares differently from the shipped catalog. */
  keys: string[];
}

export interface MongooseCatalog extends DiscoveredCatalog {
  differences: CatalogDifferences;
}

/** Where a site's replacement of a core IDO is looked for: `CMP_` plus the name. */
const REPLACEMENT_PREFIX = 'CMP_';
const USER_FIELD = /^Uf_/i;

/**
 * The catalog of a Mongoose site, from `/info` of each IDO: the shipped `syteline` catalog's IDOs
 * (or the ones named), each checked against the server. A shipped IDO keeps its labels, enums,
 * synonyms and derived properties, loses the stored properties the server lacks, gains the
 * site's user fields `Uf_…` (typed from `/info`), and takes the server's keys and right-justified
 * key formats; a shipped IDO the server does not serve is looked for as `CMP_<name>`, a site's
 * replacement, and printed under that name. An IDO not in the shipped catalog is described from
 * `/info` alone. Subcollections become relations of the child to the parent.
 */
export async function discoverMongooseCatalog(
  source: InfoSource,
  names?: readonly string[],
): Promise<MongooseCatalog> {
  const shipped = new Map(SYTELINE_CATALOG.map((d) => [d.name.toLowerCase(), d]));
  const differences: CatalogDifferences = {
    userFields: [],
    missing: [],
    replaced: [],
    notServed: [],
    keys: [],
  };
  const notes: string[] = [];
  const definitions: IdoDefinition[] = [];
  const children: Array<{ parent: string; child: string; links: Array<[string, string]> }> = [];
  const renamed = new Map<string, string>();
  for (const requested of names ?? SYTELINE_CATALOG.map((d) => d.name)) {
    let served = requested;
    let answer = await source.info(requested);
    const base = shipped.get(requested.toLowerCase()) ?? replacedShipped(requested, shipped);
    if (!answer.Success || !answer.Properties) {
      const reason = answer.Message ?? 'no reason given';
      const replacement = `${REPLACEMENT_PREFIX}${requested}`;
      const other = base ? await source.info(replacement) : null;
      if (!other?.Success || !other.Properties) {
        (base ? differences.notServed : notes).push(`${requested}: not served (${reason})`);
        continue;
      }
      served = replacement;
      answer = other;
    }
    if (base && base.name.toLowerCase() !== served.toLowerCase()) {
      differences.replaced.push(`${base.name} → ${served}`);
      renamed.set(base.name.toLowerCase(), served);
    }
    const def = base
      ? fromShipped(base, served, answer, differences)
      : fromInfo(served, answer, differences);
    definitions.push(def);
    for (const sub of answer.SubCollections ?? []) {
      const links = (sub.LinkBy ?? []).map((l) => [l.Parent, l.Child] as [string, string]);
      if (links.length === 1) children.push({ parent: def.name, child: sub.IDOName, links });
    }
  }
  const related = pruneDerived(relate(definitions, children, renamed), renamed, notes);
  // What still does not hold together (a derived property over a property the site lacks) is
  // said, for the person to edit, rather than silently dropped.
  const { faults } = composeCatalog(
    new Map(related.map((d) => [d.name.toLowerCase(), d])),
    new Map(),
  );
  for (const fault of faults) notes.push(`to edit before deploying: ${fault.message}`);
  const other = (answer: string[], what: string): void => {
    if (answer.length > 0) notes.push(`${what}: ${answer.join(', ')}`);
  };
  other(differences.userFields, 'user fields of this site, added');
  other(differences.replaced, 'IDOs this site replaced, printed under the new name');
  other(differences.missing, 'properties of the syteline catalog this server lacks, left out');
  other(differences.notServed, 'IDOs of the syteline catalog this server does not serve');
  other(differences.keys, 'keys that differ from the syteline catalog');
  return { definitions: related, tables: new Map(), notes, differences };
}

/** `CMP_SLItems` (or `CMP_Items`) named on the command line: the shipped IDO it replaces. */
function replacedShipped(
  name: string,
  shipped: ReadonlyMap<string, IdoDefinition>,
): IdoDefinition | undefined {
  if (!name.toUpperCase().startsWith(REPLACEMENT_PREFIX)) return undefined;
  const rest = name.slice(REPLACEMENT_PREFIX.length).toLowerCase();
  return shipped.get(rest) ?? shipped.get(`sl${rest}`);
}

function fromShipped(
  base: IdoDefinition,
  served: string,
  answer: MongooseInfoAnswer,
  differences: CatalogDifferences,
): IdoDefinition {
  const info = new Map((answer.Properties ?? []).map((p) => [p.Name.toLowerCase(), p]));
  const properties: PropertyDefinition[] = [];
  const dropped = new Set<string>();
  for (const p of base.properties) {
    const found = info.get(p.name.toLowerCase());
    if (!p.derived && !found) {
      differences.missing.push(`${served}.${p.name}`);
      dropped.add(p.name.toLowerCase());
      continue;
    }
    properties.push(found && !p.derived ? withServerFormat(p, found) : p);
  }
  for (const p of answer.Properties ?? []) {
    if (!USER_FIELD.test(p.Name) || properties.some((q) => same(q.name, p.Name))) continue;
    differences.userFields.push(`${served}.${p.Name}`);
    properties.push(propertyFromInfo(p, false));
  }
  const keys = answer.Keys ?? [];
  const shippedKeys = base.properties.filter((p) => p.key).map((p) => p.name);
  if (keys.length > 0 && keys.join(',').toLowerCase() !== shippedKeys.join(',').toLowerCase()) {
    differences.keys.push(`${served}: ${keys.join(', ')} (shipped: ${shippedKeys.join(', ')})`);
    const keyed = new Set(keys.map((k) => k.toLowerCase()));
    for (const [i, p] of properties.entries()) {
      if (p.derived) continue;
      const { key: _key, ...rest } = p;
      properties[i] = keyed.has(p.name.toLowerCase()) ? { ...rest, key: true } : rest;
    }
  }
  const kept = (name: string): boolean => !dropped.has(name.toLowerCase());
  return {
    ...base,
    name: served,
    properties,
    defaultProperties: base.defaultProperties.filter(kept),
    relations: base.relations.filter((r) => kept(r.property)),
  };
}

function fromInfo(
  name: string,
  answer: MongooseInfoAnswer,
  differences: CatalogDifferences,
): IdoDefinition {
  const keys = new Set((answer.Keys ?? []).map((k) => k.toLowerCase()));
  const properties = (answer.Properties ?? []).map((p) =>
    propertyFromInfo(p, keys.has(p.Name.toLowerCase())),
  );
  for (const p of properties) {
    if (USER_FIELD.test(p.name)) differences.userFields.push(`${name}.${p.name}`);
  }
  const labels = tableLabels(name.replace(/^(CMP_)?SL/i, ''));
  return {
    name,
    label: labels.label,
    pluralLabel: labels.pluralLabel,
    description: `Discovered from /info of ${name}; review labels and synonyms.`,
    synonyms: [],
    properties,
    defaultProperties: properties.slice(0, 8).map((p) => p.name),
    relations: [],
  };
}

/** A shipped property with the server's stored form of a right-justified or upper-case text. */
function withServerFormat(p: PropertyDefinition, info: InfoProperty): PropertyDefinition {
  const format = formatOf(info);
  if (p.type !== 'string' || !format) return p;
  return { ...p, format };
}

function formatOf(info: InfoProperty): PropertyDefinition['format'] {
  const right = info.JustifyFormat?.toUpperCase() === 'R';
  const upper = info.CaseFormat?.toUpperCase() === 'U';
  if ((!right && !upper) || !info.Length || info.Length <= 0) return undefined;
  return {
    length: info.Length,
    justify: right ? 'right' : 'left',
    ...(upper ? { case: 'upper' as const } : {}),
  };
}

function propertyFromInfo(info: InfoProperty, key: boolean): PropertyDefinition {
  const type = typeOf(info);
  const label = labelOf(info.Name.replace(USER_FIELD, ''));
  const format = type === 'string' ? formatOf(info) : undefined;
  return {
    name: info.Name,
    type,
    label,
    alias: toSnakeCase(info.Name.replace(USER_FIELD, 'uf_')),
    ...(key ? { key: true } : { nullable: info.Required !== true }),
    ...(type === 'decimal' && info.DecimalPos !== undefined
      ? { scale: Math.min(12, info.DecimalPos) }
      : {}),
    ...(format ? { format } : {}),
    ...(info.Length && type === 'string' && !format
      ? { description: `Text of up to ${info.Length} characters.` }
      : {}),
  };
}

/** Mongoose's DataType (or the CLR type) as one of the catalog's types. */
function typeOf(info: InfoProperty): PropertyType {
  const t = `${info.DataType ?? ''} ${info.ClrTypeName ?? ''}`.toLowerCase();
  if (/date|time/.test(t)) return 'date';
  if (/int|byte|long|short/.test(t)) return 'integer';
  if (/decimal|double|single|float|currency|amount|quantity|cost/.test(t)) return 'decimal';
  return 'string';
}

/**
 * Subcollections as relations: `SLPos` listing `SLPoItems` linked by PoNum makes
 * `SLPoItems.PoNum` point to `SLPos.PoNum`, when both are in the catalog and it has none yet.
 */
function relate(
  discovered: readonly IdoDefinition[],
  children: ReadonlyArray<{ parent: string; child: string; links: Array<[string, string]> }>,
  renamed: ReadonlyMap<string, string>,
): IdoDefinition[] {
  const present = (name: string): boolean => discovered.some((d) => same(d.name, name));
  // Shipped relations follow a replaced IDO and leave out IDOs not discovered (not named).
  const definitions: IdoDefinition[] = discovered.map((def) => ({
    ...def,
    relations: def.relations
      .map((r) => ({ ...r, targetIdo: renamed.get(r.targetIdo.toLowerCase()) ?? r.targetIdo }))
      .filter((r) => present(r.targetIdo)),
  }));
  const find = (name: string): IdoDefinition | undefined => {
    const target = renamed.get(name.toLowerCase()) ?? name;
    return definitions.find((d) => same(d.name, target));
  };
  for (const { parent, child, links } of children) {
    const childDef = find(child);
    const parentDef = find(parent);
    const [[parentProp, childProp]] = links;
    if (!childDef || !parentDef) continue;
    if (!childDef.properties.some((p) => same(p.name, childProp))) continue;
    if (!parentDef.properties.some((p) => same(p.name, parentProp))) continue;
    const exists = childDef.relations.some(
      (r) => same(r.targetIdo, parentDef.name) && same(r.property, childProp),
    );
    if (exists) continue;
    const relation: RelationDefinition = {
      property: childProp,
      targetIdo: parentDef.name,
      targetProperty: parentProp,
      name: labelOf(parentDef.name.replace(/^(CMP_)?SL/i, '')).toLowerCase(),
    };
    definitions[definitions.indexOf(childDef)] = {
      ...childDef,
      relations: [...childDef.relations, relation],
    };
  }
  return definitions;
}

/**
 * Derived properties that cannot be computed from this catalog (a roll-up over an IDO not in it,
 * or over a property the site lacks) are left out, each named, so the file deploys as printed;
 * a roll-up over a replaced IDO follows it to its new name.
 */
function pruneDerived(
  definitions: IdoDefinition[],
  renamed: ReadonlyMap<string, string>,
  notes: string[],
): IdoDefinition[] {
  let current = definitions.map((def) => ({
    ...def,
    properties: def.properties.map((p) =>
      p.derived?.kind === 'rollup'
        ? {
            ...p,
            derived: {
              ...p.derived,
              ido: renamed.get(p.derived.ido.toLowerCase()) ?? p.derived.ido,
            },
          }
        : p,
    ),
  }));
  for (;;) {
    const has = (ido: string, prop?: string): boolean => {
      const def = current.find((d) => same(d.name, ido));
      return (
        def !== undefined && (prop === undefined || def.properties.some((p) => same(p.name, prop)))
      );
    };
    const dropped: string[] = [];
    current = current.map((def) => {
      const properties = def.properties.filter((p) => {
        const needs = needed(def.name, p);
        const ok = needs.every(([ido, prop]) => has(ido, prop));
        if (!ok) dropped.push(`${def.name}.${p.name}`);
        return ok;
      });
      const kept = (name: string): boolean => properties.some((p) => same(p.name, name));
      return {
        ...def,
        properties,
        defaultProperties: def.defaultProperties.filter(kept),
        relations: def.relations.filter((r) => kept(r.property)),
      };
    });
    if (dropped.length === 0) return current;
    notes.push(
      `derived properties that need what this catalog lacks, left out: ${dropped.join(', ')}`,
    );
  }
}

/** The [IDO, property] pairs a derived property reads (property undefined: the IDO itself). */
function needed(ido: string, p: PropertyDefinition): Array<[string, string | undefined]> {
  const d = p.derived;
  if (!d) return [];
  switch (d.kind) {
    case 'daysPast':
      return [
        [ido, d.dateProperty],
        ...(d.statusProperty ? [[ido, d.statusProperty] as [string, string]] : []),
      ];
    case 'arithmetic':
      return d.operands.map((o) => [ido, o] as [string, string]);
    case 'rollup':
      return [
        [d.ido, d.property],
        ...d.match.flatMap((m) => [
          [d.ido, m.property] as [string, string],
          [ido, m.equals] as [string, string],
        ]),
      ];
  }
}

function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
