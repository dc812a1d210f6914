/**
 * The shape of the IDO catalog: what every IDO is called, what its properties mean, and how IDOs
 * relate. The NL engine, reports, policies and connectors all read this; extensions add to it.
 * Everything here is plain data so that it can come from typed modules, JSON files or bundles.
 */

/** Value types a property can have. Dates are ISO `YYYY-MM-DD` strings. */
export type PropertyType = 'string' | 'integer' | 'decimal' | 'date' | 'enum';

export const PROPERTY_TYPES: readonly PropertyType[] = [
  'string',
  'integer',
  'decimal',
  'date',
  'enum',
];

/** One allowed value of an enum property, e.g. `{ value: 'H', label: 'Hold' }`. */
export interface EnumValue {
  value: string;
  label: string;
  /** Words a person uses for this value ("on hold", "credit hold"). */
  synonyms?: readonly string[];
}

/**
 * A property computed at query time instead of stored. `daysPast`: whole days between
 * `dateProperty` and today while `statusProperty` is one of `openValues` and the date has passed;
 * otherwise 0. Always relative to the daemon's clock at the moment of the query.
 */
export interface DaysPastDerivation {
  kind: 'daysPast';
  dateProperty: string;
  statusProperty: string;
  openValues: readonly string[];
}

export type DerivedDefinition = DaysPastDerivation;

/**
 * A named set of enum values that people speak of as one, e.g. "open" purchase orders are
 * Stat P or O. Lets the NL engine (and reports) say "open" without knowing the codes.
 */
export interface EnumGroup {
  label: string;
  values: readonly string[];
  synonyms?: readonly string[];
}

/** What a number measures; lets the NL engine read "$10K" as an amount and "2 weeks" as days. */
export type PropertyUnit = 'currency' | 'quantity' | 'days' | 'percent';

export interface PropertyDefinition {
  /** The IDO property name, e.g. `PoNum`. Unique per IDO, case-insensitively. */
  name: string;
  type: PropertyType;
  /** Human label, e.g. "PO Number". */
  label: string;
  /** snake_case output name used by NL answers and reports, e.g. `po_number`. */
  alias: string;
  /** Part of the IDO's key (the key properties together identify one record). */
  key?: boolean;
  /** Whether the value may be missing. Keys and derived properties are never null. */
  nullable?: boolean;
  /** Other words for this property ("supplier" for VendName). */
  synonyms?: readonly string[];
  /** For `enum` properties: every allowed value with its label. */
  enumValues?: readonly EnumValue[];
  /** For `enum` properties: value sets with a name ("open" = P, O). */
  enumGroups?: readonly EnumGroup[];
  /** Present when the value is computed, not stored. Derived properties are read-only. */
  derived?: DerivedDefinition;
  /** Decimal places of a `decimal` (2 for money). */
  scale?: number;
  unit?: PropertyUnit;
  /**
   * True when the distinct values are a small vocabulary worth indexing (vendor names, cities,
   * item numbers); the NL engine loads them with a distinct load through the executor.
   */
  knownValues?: boolean;
  description?: string;
  /**
   * The extension that added this property to an IDO it does not own (absent for properties
   * declared with their IDO). Connectors use it to find the value: the demo ERP keeps such
   * user-defined fields in a side table of the extension, a real ERP in the IDO itself.
   */
  source?: string;
}

/** A many-to-one link: `property` of this IDO holds `targetProperty` of `targetIdo`. */
export interface RelationDefinition {
  property: string;
  targetIdo: string;
  targetProperty: string;
  /** A readable name for the link, e.g. "vendor". */
  name?: string;
}

export interface IdoDefinition {
  /** IDO name as the ERP spells it, e.g. `SLPos`. Looked up case-insensitively. */
  name: string;
  /** Singular human label, e.g. "Purchase Order". */
  label: string;
  /** Plural human label, e.g. "Purchase Orders". */
  pluralLabel: string;
  description?: string;
  /** Words a person uses for this IDO ("purchase order", "PO", "POs"). */
  synonyms: readonly string[];
  properties: readonly PropertyDefinition[];
  /** Returned when a caller names no properties. */
  defaultProperties: readonly string[];
  relations: readonly RelationDefinition[];
  /** Where the entry came from: built into the daemon or added by an extension (its id). */
  source?: string;
}

/** What an extension may add to an existing IDO (e.g. customer user-defined fields). */
export interface IdoExtension {
  properties?: readonly PropertyDefinition[];
  synonyms?: readonly string[];
  relations?: readonly RelationDefinition[];
  defaultProperties?: readonly string[];
}

/**
 * Everything one extension adds to the catalog, applied and withdrawn as a whole: new IDOs and
 * additions to built-in IDOs, keyed by IDO name.
 */
export interface CatalogContribution {
  idos?: readonly IdoDefinition[];
  extend?: Readonly<Record<string, IdoExtension>>;
}
