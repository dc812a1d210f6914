/**
 * The ONE structured request every read of ERP data becomes (ARCHITECTURE.md, "the one data
 * path"): an IDO fetch, an NL question, a report's rows and an agent step all build a
 * `LoadRequest` and hand it to `IdoExecutorService.load`. Policies, the catalog check and the
 * connector then apply the same way on every path.
 */
import type { Role } from '../auth/capabilities';
import type { PropertyType } from './catalog/catalog.types';
import type { FilterNode } from './filter/filter-ast';

export * from './filter/filter-ast';
export { formatFilter, formatLiteral } from './filter/format-filter';

export type SortDirection = 'asc' | 'desc';

export interface OrderTerm {
  /** An IDO property name, or (for aggregate loads) a group-by property or a measure's `as`. */
  property: string;
  direction: SortDirection;
}

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'min' | 'max';

export const AGGREGATE_FUNCTIONS: readonly AggregateFunction[] = [
  'count',
  'sum',
  'avg',
  'min',
  'max',
];

export interface AggregateMeasure {
  fn: AggregateFunction;
  /** Required except for `count`, where it counts non-null values of that property. */
  property?: string;
  /** Output key of the measure, e.g. `total_amount`; letters, digits and `_`. */
  as: string;
}

export interface AggregateSpec {
  /** Properties to group by; empty means one row over all matches. */
  groupBy: readonly string[];
  measures: readonly AggregateMeasure[];
}

export interface LoadRequest {
  /** IDO name, any case. */
  ido: string;
  /**
   * Property names to return. Omitted or empty: the IDO's default properties; `'*'` every
   * property the caller may see. Ignored for aggregate loads (the output is groupBy + measures).
   */
  properties?: readonly string[] | '*';
  /** Syntax tree (see `parseFilter` for text). Property names are checked against the catalog. */
  filter?: FilterNode;
  /** Sort order; the key properties are appended so that paging is stable. */
  orderBy?: readonly OrderTerm[];
  /**
   * Record cap, as Mongoose's `recordcap`: omitted or -1 the default (policy, 200); 0 all records
   * up to the maximum (policy, 10,000); n that many, at most the maximum.
   */
  limit?: number;
  /** Opaque cursor from a previous result's `nextBookmark`, for the same request shape. */
  bookmark?: string;
  /** Distinct combinations of the chosen properties. */
  distinct?: boolean;
  /** Counts, sums, averages, minima or maxima, optionally grouped. Not combined with `distinct`. */
  aggregate?: AggregateSpec;
  /** Whether to count all matches (`count` in the result). Default true. */
  count?: boolean;
}

/** A value in a record: numbers for integer/decimal, strings for string/date/enum. */
export type ErpValue = string | number | null;

export type ErpRecord = Record<string, ErpValue>;

/** How records are keyed: IDO property names (the `/ido` API) or snake_case aliases (NL, reports). */
export type RecordKeys = 'property' | 'alias';

/** Who asks, for policies (field masks, row filters, limits). */
export interface LoadContext {
  /** The caller's role; undefined for the daemon itself (no role-based restrictions). */
  role?: Role;
  /** Output keys; default `'property'`. */
  keys?: RecordKeys;
}

export interface LoadColumn {
  /** Output key in each record (property name, alias, or a measure's `as`). */
  key: string;
  /** The IDO property behind the column; undefined for a count measure. */
  property?: string;
  type: PropertyType;
  label: string;
}

export interface LoadResult {
  /** The IDO's catalog name. */
  ido: string;
  records: ErpRecord[];
  /** The columns of every record, in order. */
  columns: LoadColumn[];
  /** All matches (groups, for an aggregate load), or null when `count: false` was asked. */
  count: number | null;
  returned: number;
  /** Cursor for the next page, or null at the end. */
  nextBookmark: string | null;
  /** The limit that was applied after policy. */
  limit: number;
  /** Milliseconds spent, including the connector. */
  elapsedMs: number;
}
