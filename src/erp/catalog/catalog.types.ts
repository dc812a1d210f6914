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
 * Derived properties are computed by the daemon, not read from the ERP, and defined here once as
 * plain data so that every connector evaluates the same definition: the demo and `sql`
 * connectors compile it to SQL (correlated subqueries for roll-ups), the Mongoose connector to
 * its own reads. Conditions are filters in the IDO filter language (SPEC §6) over the IDO named,
 * parsed and checked against the catalog when it is composed; they may name derived properties
 * too (never in a cycle).
 *
 * `daysPast`: whole days between `dateProperty` (stored or derived) and today while the record
 * is open and the date has passed; otherwise 0. "Open" is `when`, or the legacy pair
 * `statusProperty` IN `openValues` (still accepted from extensions and catalog files). Always
 * relative to the daemon's clock at the moment of the query. Type `integer`, never null.
 */
export interface DaysPastDerivation {
  kind: 'daysPast';
  dateProperty: string;
  /** Filter over this IDO: the record counts as open while it holds. */
  when?: string;
  /** Legacy form of `when`: `statusProperty IN (openValues)`. */
  statusProperty?: string;
  openValues?: readonly string[];
}

/**
 * `arithmetic`: `operands` (properties of this IDO, stored or derived; a null one counts as 0)
 * folded left with `op`: `LineAmount` = QtyOrdered × ItemCost, `Balance` = Amount − AmountApplied.
 * While `when` (a filter over this IDO) does not hold, the value is 0. A number, never null.
 */
export interface ArithmeticDerivation {
  kind: 'arithmetic';
  op: 'add' | 'subtract' | 'multiply';
  operands: readonly string[];
  when?: string;
}

/**
 * `rollup`: `fn` over the records of another IDO (or the same one) that match this record:
 * every `match` pair says `ido.property` equals this record's `equals` property, and `where` (a
 * filter over the related IDO) narrows them. `SLPos.DueDate` is the earliest `DueDate` of the
 * PO's open lines (`min` over SLPoItems matching PoNum, where `Stat IN ('P','O')`). `sum` and
 * `count` of no records are 0; `min` and `max` of none are null (declare the property nullable).
 * `property` is required except for `count`.
 */
export interface RollupDerivation {
  kind: 'rollup';
  fn: 'min' | 'max' | 'sum' | 'count';
  ido: string;
  match: readonly { property: string; equals: string }[];
  property?: string;
  where?: string;
}

export type DerivedDefinition = DaysPastDerivation | ArithmeticDerivation | RollupDerivation;

/**
 * How the ERP stores a text value. SyteLine keeps number-like keys (VendNum, CustNum, CoNum, Job:
 * its `NumSortedString` domains) right-justified, padded with leading spaces to `length`, and
 * some codes upper case; Mongoose's own clients format every literal this way before filtering.
 * The daemon formats filter literals compared with the property the same way, so callers may
 * write `VendNum = '1042'` for the stored `'   1042'`. Values are answered as stored.
 */
export interface ValueFormat {
  length: number;
  justify: 'left' | 'right';
  case?: 'upper' | 'mixed';
}

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
  /** Whether the value may be missing. Keys are never null; of derived ones only `min`/`max` roll-ups may be. */
  nullable?: boolean;
  /** Other words for this property ("supplier" for VendName). */
  synonyms?: readonly string[];
  /** For `enum` properties: every allowed value with its label. */
  enumValues?: readonly EnumValue[];
  /** For `enum` properties: value sets with a name ("open" = P, O). */
  enumGroups?: readonly EnumGroup[];
  /** Present when the value is computed, not stored. Derived properties are read-only. */
  derived?: DerivedDefinition;
  /** Stored form of a text value (right-justified keys); see ValueFormat. */
  format?: ValueFormat;
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
  /**
   * A filter over the target IDO that picks the one record meant when the target's key has more
   * properties than the link: SLCos.CustNum → SLCustomers with `CustSeq = 0` (the customer
   * itself, not its ship-to addresses).
   */
  targetWhere?: string;
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
