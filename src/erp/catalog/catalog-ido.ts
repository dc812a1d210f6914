import type { FilterNode } from '../filter/filter-ast';
import { FilterChecker } from '../filter/filter-checker';
import { parseFilter } from '../filter/filter-parser';
import { derivedConditionText } from './derived-definition';
import type { IdoDefinition, PropertyDefinition, RelationDefinition } from './catalog.types';

/** Resolves another IDO of the same composed catalog (any case). */
export type IdoResolver = (name: string) => CatalogIdo | undefined;

/**
 * One validated catalog entry with case-insensitive lookups. Immutable: extending an IDO
 * replaces its `CatalogIdo` in the catalog, so a request holds a consistent view.
 *
 * The filter texts of derived properties (`when`, `where`) and of relations (`targetWhere`) are
 * parsed and checked once, when the catalog is composed (see composeCatalog), and kept here, so
 * every compiler reads the same checked tree and none parses at query time.
 */
export class CatalogIdo {
  readonly name: string;
  readonly label: string;
  readonly pluralLabel: string;
  readonly description: string | undefined;
  readonly synonyms: readonly string[];
  readonly properties: readonly PropertyDefinition[];
  readonly defaultProperties: readonly string[];
  readonly relations: readonly RelationDefinition[];
  /** Names of the key properties, in declaration order. */
  readonly keys: readonly string[];
  readonly source: string;
  private readonly byLowerName: ReadonlyMap<string, PropertyDefinition>;
  private readonly byAlias: ReadonlyMap<string, PropertyDefinition>;
  private readonly conditions = new Map<string, FilterNode>();
  private readonly targetWheres = new Map<string, FilterNode>();
  private composed = false;

  constructor(
    readonly definition: IdoDefinition,
    /** The catalog this entry belongs to; alone, an entry knows only itself. */
    private readonly resolver?: IdoResolver,
  ) {
    this.name = definition.name;
    this.label = definition.label;
    this.pluralLabel = definition.pluralLabel;
    this.description = definition.description;
    this.synonyms = definition.synonyms;
    this.properties = definition.properties;
    this.defaultProperties = definition.defaultProperties;
    this.relations = definition.relations;
    this.source = definition.source ?? 'builtin';
    this.keys = definition.properties.filter((p) => p.key).map((p) => p.name);
    this.byLowerName = new Map(definition.properties.map((p) => [p.name.toLowerCase(), p]));
    this.byAlias = new Map(definition.properties.map((p) => [p.alias.toLowerCase(), p]));
  }

  /** The property called `name` (any case), or undefined. */
  property(name: string): PropertyDefinition | undefined {
    return this.byLowerName.get(name.toLowerCase());
  }

  /** The property whose output alias is `alias` (any case), or undefined. */
  propertyByAlias(alias: string): PropertyDefinition | undefined {
    return this.byAlias.get(alias.toLowerCase());
  }

  /** The relation leaving from `property`, if any. */
  relationOf(property: string): RelationDefinition | undefined {
    const lower = property.toLowerCase();
    return this.relations.find((r) => r.property.toLowerCase() === lower);
  }

  /**
   * Another IDO of the same catalog (this one for its own name): the related IDO of a roll-up
   * or the target of a relation. Undefined when the catalog has no such IDO.
   */
  related(name: string): CatalogIdo | undefined {
    if (name.toLowerCase() === this.name.toLowerCase()) return this;
    return this.resolver?.(name);
  }

  /**
   * The checked condition of a derived property: `when` of `daysPast` (or its legacy
   * `statusProperty IN (openValues)`) and of `arithmetic`, over this IDO; `where` of a `rollup`,
   * over the related IDO. Undefined when the property has none.
   */
  derivedCondition(property: string): FilterNode | undefined {
    const lower = property.toLowerCase();
    const attached = this.conditions.get(lower);
    if (attached || this.composed) return attached;
    // An entry built alone (tests, tools) parses on first use; composition checked the texts.
    const prop = this.property(property);
    const text = prop?.derived ? derivedConditionText(prop.derived) : undefined;
    if (!prop?.derived || text === undefined) return undefined;
    const on = prop.derived.kind === 'rollup' ? this.related(prop.derived.ido) : this;
    if (!on) return undefined;
    const checked = new FilterChecker(on).check(parseFilter(text));
    this.conditions.set(lower, checked);
    return checked;
  }

  /** The checked `targetWhere` of the relation leaving from `property`, over its target IDO. */
  relationTargetWhere(property: string): FilterNode | undefined {
    const lower = property.toLowerCase();
    const attached = this.targetWheres.get(lower);
    if (attached || this.composed) return attached;
    const relation = this.relationOf(property);
    const target = relation?.targetWhere ? this.related(relation.targetIdo) : undefined;
    if (!relation?.targetWhere || !target) return undefined;
    const checked = new FilterChecker(target).check(parseFilter(relation.targetWhere));
    this.targetWheres.set(lower, checked);
    return checked;
  }

  /**
   * Attaches parsed conditions while the catalog is being composed, before the entry is
   * published; composition is the only caller.
   */
  attachConditions(
    conditions: ReadonlyMap<string, FilterNode>,
    targetWheres: ReadonlyMap<string, FilterNode>,
  ): void {
    this.composed = true;
    for (const [k, v] of conditions) this.conditions.set(k.toLowerCase(), v);
    for (const [k, v] of targetWheres) this.targetWheres.set(k.toLowerCase(), v);
  }
}

/**
 * The filters a relation's `targetWhere` adds when a condition is carried across the link
 * between `from.property` and `to.toProperty`, in either direction: followed forward
 * (SLCos.CustNum → SLCustomers), it narrows the target's records whose keys are collected
 * (`target`: only `CustSeq = 0`, the customer itself, not its ship-to addresses); followed
 * backward (customers with some order), it narrows the records being filtered (`source`). Keys
 * collected this way are stored values (padded keys stay padded), so the `IN` list built from
 * them matches as stored.
 */
export function relationFollowFilters(
  from: CatalogIdo,
  property: string,
  to: CatalogIdo,
  toProperty: string,
): { target?: FilterNode; source?: FilterNode } {
  const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
  const forward = from.relations.find(
    (r) =>
      same(r.property, property) &&
      same(r.targetIdo, to.name) &&
      same(r.targetProperty, toProperty),
  );
  if (forward) {
    const target = from.relationTargetWhere(forward.property);
    return target ? { target } : {};
  }
  const backward = to.relations.find(
    (r) =>
      same(r.property, toProperty) &&
      same(r.targetIdo, from.name) &&
      same(r.targetProperty, property),
  );
  const source = backward ? to.relationTargetWhere(backward.property) : undefined;
  return source ? { source } : {};
}
