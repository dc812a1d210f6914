import type { EvalData, Row } from './eval-data';

/** What the evaluation measures, one bucket per capability of SPEC §7 / the issue. */
export type Category =
  | 'examples'
  | 'synonyms'
  | 'numbers'
  | 'statuses'
  | 'names'
  | 'dates'
  | 'ranking'
  | 'aggregates'
  | 'relations'
  | 'negation'
  | 'property-compare'
  | 'fields'
  | 'typos'
  | 'refusals';

export type Pred = (row: Row, data: EvalData) => boolean;

export type Direction = 'asc' | 'desc';

/** Records of `ido` matching `where`; optionally ordered, cut to the top N, with exact output keys. */
export interface RowsExpectation {
  kind: 'rows';
  ido: string;
  where: Pred;
  order?: { by: string; dir: Direction };
  top?: number;
  /** Exact output keys of every record, in order. */
  fields?: readonly string[];
}

/** One aggregate value, or one per group (optionally the top N groups by value). */
export interface AggregateExpectation {
  kind: 'aggregate';
  ido: string;
  where: Pred;
  fn: 'count' | 'sum' | 'avg' | 'min' | 'max';
  /** Property summed / averaged; unused for count. */
  measure?: string;
  /** Property whose output column identifies a group. */
  groupBy?: string;
  top?: { n: number; dir: Direction };
}

export interface RefusalExpectation {
  kind: 'refuse';
}

/** Any one of these readings is right (e.g. an item's own stock total or its warehouses' sum). */
export interface AnyOfExpectation {
  kind: 'anyOf';
  options: ReadonlyArray<RowsExpectation | AggregateExpectation>;
}

export type Expectation =
  RowsExpectation | AggregateExpectation | RefusalExpectation | AnyOfExpectation;

export interface EvalCase {
  category: Category;
  /** Fixed text, or text made from the data (a real vendor name, a real PO number). */
  question: string | ((data: EvalData) => string);
  expect: Expectation | ((data: EvalData) => Expectation);
}
