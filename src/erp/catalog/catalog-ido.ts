import type { IdoDefinition, PropertyDefinition, RelationDefinition } from './catalog.types';

/**
 * One validated catalog entry with case-insensitive lookups. Immutable: extending an IDO
 * replaces its `CatalogIdo` in the catalog, so a request holds a consistent view.
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

  constructor(readonly definition: IdoDefinition) {
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
}
