import type { AggregateFunction, ComparisonOperator, SortDirection } from '../erp/load-request';

/**
 * Report definitions are declarative data, so that extensions can add them without code.
 * Parameter values reach the query only as literals in a filter tree, never as text.
 */
export type ReportParameterType = 'number' | 'integer' | 'date' | 'string' | 'enum';
export type ParameterValue = string | number | null;
export type ReportParameterValues = Record<string, ParameterValue>;

export interface ReportParameter {
  name: string;
  type: ReportParameterType;
  label: string;
  description?: string;
  /** `'today'`, `'today-30'`, `'today+7'` for dates; otherwise a literal. Null: optional. */
  default?: ParameterValue;
  required?: boolean;
  min?: number;
  max?: number;
  /** Allowed values of an `enum` parameter. */
  values?: readonly string[];
}

/** One AND-ed condition; with `param` it applies only when that parameter has a value. */
export interface ReportCondition {
  property: string;
  op: ComparisonOperator | 'in';
  value?: string | number | readonly (string | number)[];
  param?: string;
  /** Compare with another property of the same record (`QtyOnHand < QtyReorder`). */
  otherProperty?: string;
}

export interface ReportOrder {
  key: string;
  direction: SortDirection;
}

export interface ReportMeasure {
  fn: AggregateFunction;
  property?: string;
  as: string;
  label: string;
}

export interface ReportBucket {
  label: string;
  /** Inclusive bounds on `bucketBy`; an open end when absent. */
  min?: number;
  max?: number;
}

/** Records as they are, one row each. */
export interface ListSource {
  kind: 'list';
  ido: string;
  properties: readonly string[];
  conditions?: readonly ReportCondition[];
  orderBy?: readonly ReportOrder[];
  /** Columns (by property) whose sum is printed under the table. */
  totals?: readonly string[];
}

/** One row per value of `groupBy` with measures. */
export interface GroupSource {
  kind: 'group';
  ido: string;
  groupBy: string;
  measures: readonly ReportMeasure[];
  conditions?: readonly ReportCondition[];
  orderBy?: ReportOrder;
}

/** One row per value of `groupBy`, a column per bucket of `bucketBy` (aging reports). */
export interface BucketSource {
  kind: 'buckets';
  ido: string;
  groupBy: string;
  bucketBy: string;
  buckets: readonly ReportBucket[];
  measure: { fn: 'sum' | 'count'; property?: string };
  conditions?: readonly ReportCondition[];
}

export type ReportSource = ListSource | GroupSource | BucketSource;

export interface ReportDefinition {
  name: string;
  title: string;
  description: string;
  parameters: readonly ReportParameter[];
  source: ReportSource;
  /** A bar chart in the PDF: the label column (key or property) and the value column key. */
  chart?: { label: string; value: string };
  /** Where it came from: `builtin` or an extension id. */
  origin?: string;
}

export type ReportFormat = 'csv' | 'json' | 'pdf';
export const REPORT_FORMATS: readonly ReportFormat[] = ['csv', 'json', 'pdf'];

export interface ReportColumn {
  key: string;
  /** The IDO property behind the column, when there is one. */
  property?: string;
  label: string;
  type: 'string' | 'integer' | 'decimal' | 'date' | 'enum';
}
