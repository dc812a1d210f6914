/**
 * Questions over a schema the engine was not written for, with expected answers as predicates
 * over the raw rows of its tables (read straight from the database file, keyed by column name),
 * so that nothing in an expectation depends on the engine, the executor or the catalog.
 *
 * Names: `ido` is the IDO name discovery gives the table (its rule, docs/connectors.md:
 * `work_orders` → `WorkOrders`); `table` is where the raw rows are; `by`, `measure`, `groupBy`
 * and `fields` are column names, which for a snake_case schema are also the answer's keys.
 */

export type Row = Record<string, string | number | null>;

export interface SchemaData {
  today: string;
  /** Raw rows by table name. */
  tables: Record<string, Row[]>;
}

export type SchemaCategory =
  | 'entities'
  | 'synonyms'
  | 'statuses'
  | 'names'
  | 'numbers'
  | 'dates'
  | 'negation'
  | 'ranking'
  | 'aggregates'
  | 'relations'
  | 'fields'
  | 'property-compare'
  | 'refusals';

export type Pred = (row: Row, data: SchemaData) => boolean;

export interface SchemaRowsExpectation {
  kind: 'rows';
  ido: string;
  table: string;
  where: Pred;
  order?: { by: string; dir: 'asc' | 'desc' };
  top?: number;
  /** Exact output keys of every record, in order. */
  fields?: readonly string[];
}

export interface SchemaAggregateExpectation {
  kind: 'aggregate';
  ido: string;
  table: string;
  where: Pred;
  fn: 'count' | 'sum' | 'avg' | 'min' | 'max';
  measure?: string;
  groupBy?: string;
  top?: { n: number; dir: 'asc' | 'desc' };
}

export type SchemaExpectation =
  SchemaRowsExpectation | SchemaAggregateExpectation | { kind: 'refuse' };

export interface SchemaCase {
  category: SchemaCategory;
  question: string | ((data: SchemaData) => string);
  expect: SchemaExpectation | ((data: SchemaData) => SchemaExpectation);
}

/** A schema the evaluation serves through discovery, with its held-out questions. */
export interface EvalSchema {
  name: string;
  /** Builds (once) the SQLite file and returns its path. */
  database(cacheDir: string): string;
  today: string;
  /** Key columns of each table, to match answer records with raw rows. */
  keys: Readonly<Record<string, readonly string[]>>;
  cases: readonly SchemaCase[];
}
