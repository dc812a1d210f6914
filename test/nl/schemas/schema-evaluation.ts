/**
 * The NL evaluation on a schema the engine has never seen: the database is served through the
 * `sql` connector with a catalog built by discovery alone (no vocabulary written for it), the
 * questions run through the real query path (engine → executor → connector) with a pinned
 * "today", and each answer is checked against expectations computed from the raw rows, read
 * here with better-sqlite3 and nothing else of ours.
 */
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import Database from 'better-sqlite3';
import { dirname } from 'node:path';
import { FixedClock } from '../../../src/common/clock';
import { DomainError } from '../../../src/common/errors/domain-error';
import { ErrorCode } from '../../../src/common/errors/error-code';
import { loadConfig } from '../../../src/config/load-config';
import { CatalogService } from '../../../src/erp/catalog/catalog.service';
import { openSqlSession } from '../../../src/erp/connectors/sql/open-sql-session';
import { SqlConnector } from '../../../src/erp/connectors/sql/sql.connector';
import { SqlTableMap } from '../../../src/erp/connectors/sql/sql-table-map';
import { buildSqlCatalog } from '../../../src/erp/discovery/sql-catalog';
import { IdoExecutorService } from '../../../src/erp/executor/ido-executor.service';
import { DefaultDataAccessPolicy } from '../../../src/erp/policy/default-data-access-policy';
import { NlQueryRunner } from '../../../src/query/nl-query-runner';
import { QueryVocabularyService } from '../../../src/query/query-vocabulary.service';
import type { QueryAnswer } from '../../../src/query/query.dto';
import type {
  EvalSchema,
  Row,
  SchemaAggregateExpectation,
  SchemaCase,
  SchemaCategory,
  SchemaData,
  SchemaExpectation,
  SchemaRowsExpectation,
} from './schema-eval-types';
import { answeredResult } from '../calibration';

const LIMIT = 1000;

/**
 * The answer key of a column: answers are keyed by snake_case aliases (`UnitPrice` →
 * `unit_price`, `CustomerID` → `customer_id`, `work_order_id` stays).
 */
export function answerKey(column: string): string {
  return column
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join('_')
    .toLowerCase();
}

export interface SchemaStack {
  schema: EvalSchema;
  data: SchemaData;
  runner: NlQueryRunner;
  idos: number;
  /** The shipped default `query.minConfidence`: answers below it are refused. */
  minConfidence: number;
  close(): Promise<void>;
}

function readTables(file: string, today: string): SchemaData {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    const tables: Record<string, Row[]> = {};
    for (const name of names) {
      tables[name] = db.prepare(`SELECT * FROM "${name.replace(/"/g, '""')}"`).all() as Row[];
    }
    return { today, tables };
  } finally {
    db.close();
  }
}

/** The query path over the schema's database with a discovered catalog and a pinned clock. */
export async function openSchemaStack(schema: EvalSchema, cacheDir: string): Promise<SchemaStack> {
  Logger.overrideLogger(false);
  const file = schema.database(cacheDir);
  const config = loadConfig({ ERPC_DATA_DIR: dirname(file), ERPC_LOG_LEVEL: 'silent' });
  const session = await openSqlSession(
    { dialect: 'sqlite', file, display: `sqlite://${file}` },
    { timeoutMs: 60_000, poolSize: 2 },
  );
  const connector = new SqlConnector(session, SqlTableMap.empty());
  try {
    const built = await buildSqlCatalog(connector, 'discover');
    const catalog = new CatalogService(built.definitions);
    const clock = new FixedClock(new Date(`${schema.today}T12:00:00Z`));
    const executor = new IdoExecutorService(
      catalog,
      connector,
      new DefaultDataAccessPolicy(config),
      clock,
    );
    const vocabulary = new QueryVocabularyService(catalog, executor);
    await vocabulary.rebuild();
    return {
      schema,
      data: readTables(file, schema.today),
      runner: new NlQueryRunner(vocabulary, executor, catalog, clock),
      idos: built.definitions.length,
      minConfidence: config.query.minConfidence,
      close: () => connector.close(),
    };
  } catch (error) {
    await connector.close();
    throw error;
  }
}

export interface SchemaCaseResult {
  category: SchemaCategory;
  question: string;
  passed: boolean;
  reason?: string;
  understood?: string;
  /** The answer's confidence; null when the engine refused whatever the threshold. */
  confidence: number | null;
  /** Whether the answer would be right were it given (false when refused). */
  rightIfAnswered: boolean;
}

export interface SchemaSummary {
  schema: string;
  total: number;
  passed: number;
  accuracy: number;
  byCategory: Array<{ category: SchemaCategory; total: number; passed: number }>;
  results: SchemaCaseResult[];
}

const approx = (a: unknown, b: number | null): boolean =>
  b === null ? a === null : typeof a === 'number' && Math.abs(a - b) <= 0.011 + 1e-6 * Math.abs(b);

function compute(fn: SchemaAggregateExpectation['fn'], list: readonly Row[], measure?: string) {
  if (fn === 'count') return list.length;
  const values = list.map((r) => Number(r[measure ?? '']));
  if (values.length === 0) return fn === 'sum' ? 0 : null;
  switch (fn) {
    case 'sum':
      return values.reduce((a, b) => a + b, 0);
    case 'avg':
      return values.reduce((a, b) => a + b, 0) / values.length;
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
  }
}

function sortBy(by: string, dir: 'asc' | 'desc') {
  return (a: Row, b: Row): number => {
    const x = a[by];
    const y = b[by];
    const c =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return dir === 'asc' ? c : -c;
  };
}

function checkRows(
  stack: SchemaStack,
  e: SchemaRowsExpectation,
  answer: QueryAnswer,
): string | undefined {
  if (answer.interpretation.aggregate) return 'answered with an aggregate';
  const table = stack.data.tables[e.table];
  const expected = table.filter((r) => e.where(r, stack.data));
  const want = Math.min(e.top ?? Number.POSITIVE_INFINITY, LIMIT, expected.length);
  if (answer.count !== expected.length) return `count ${answer.count}, expected ${expected.length}`;
  if (answer.records.length !== want) return `returned ${answer.records.length}, expected ${want}`;
  if (e.fields) {
    const wanted = e.fields.map(answerKey).join(',');
    const bad = answer.records.find((r) => Object.keys(r).join(',') !== wanted);
    if (bad) return `fields ${Object.keys(bad).join(',')}, expected ${wanted}`;
  }
  const keys = stack.schema.keys[e.table];
  const rowKey = (r: Row): string => keys.map((k) => String(r[k])).join('|');
  const recordKey = (r: Record<string, unknown>): string =>
    keys.map((k) => String(r[answerKey(k)])).join('|');
  const byKey = new Map(table.map((r) => [rowKey(r), r]));
  const hasKeys = answer.records.every((r) => keys.every((k) => answerKey(k) in r));
  if (hasKeys) {
    const wanted = new Set(expected.map(rowKey));
    const stray = answer.records.find((r) => !wanted.has(recordKey(r)));
    if (stray) return `record ${recordKey(stray)} should not be there`;
  } else if (!e.top) {
    const fields = Object.keys(answer.records[0] ?? {});
    const columnOf = new Map(Object.keys(table[0] ?? {}).map((c) => [answerKey(c), c]));
    const got = answer.records.map((r) => JSON.stringify(fields.map((f) => r[f] ?? null))).sort();
    const exp = expected
      .map((r) => JSON.stringify(fields.map((f) => r[columnOf.get(f) ?? f] ?? null)))
      .sort();
    if (got.join('\n') !== exp.join('\n')) return 'records differ from the expected ones';
  }
  if (e.order) {
    const by = e.order.by;
    const sorted = [...expected].sort(sortBy(by, e.order.dir));
    for (let i = 0; i < want; i += 1) {
      const record = answer.records[i];
      const value =
        answerKey(by) in record ? record[answerKey(by)] : byKey.get(recordKey(record))?.[by];
      if (value !== sorted[i][by]) {
        return `order: record ${i + 1} has ${by} ${String(value)}, expected ${String(sorted[i][by])}`;
      }
    }
  }
  return undefined;
}

function checkAggregate(
  stack: SchemaStack,
  e: SchemaAggregateExpectation,
  answer: QueryAnswer,
): string | undefined {
  const spec = answer.interpretation.aggregate;
  if (!spec) return 'answered with records, expected an aggregate';
  const m = spec.measures[0];
  if (m?.fn !== e.fn) return `aggregate ${m?.fn}, expected ${e.fn}`;
  if (e.measure && answerKey(m.property ?? '') !== answerKey(e.measure)) {
    return `measure ${String(m.property)}, expected ${e.measure}`;
  }
  const list = stack.data.tables[e.table].filter((r) => e.where(r, stack.data));
  if (!e.groupBy) {
    if (answer.records.length !== 1) return `${answer.records.length} rows, expected 1`;
    const value = compute(e.fn, list, e.measure);
    return approx(answer.records[0][m.as], value)
      ? undefined
      : `value ${String(answer.records[0][m.as])}, expected ${String(value)}`;
  }
  const column = answerKey(e.groupBy);
  if (!answer.records.every((r) => column in r)) return `no ${column} column in the groups`;
  const groups = new Map<string, Row[]>();
  for (const r of list)
    groups.set(String(r[e.groupBy]), [...(groups.get(String(r[e.groupBy])) ?? []), r]);
  const values = new Map([...groups].map(([k, rs]) => [k, compute(e.fn, rs, e.measure)]));
  if (e.top) {
    const dir = e.top.dir === 'desc' ? -1 : 1;
    const sorted = [...values.values()].sort((a, b) => dir * ((a ?? 0) - (b ?? 0)));
    const want = Math.min(e.top.n, sorted.length);
    if (answer.records.length !== want) return `${answer.records.length} groups, expected ${want}`;
    for (let i = 0; i < want; i += 1) {
      if (!approx(answer.records[i][m.as], sorted[i])) {
        return `group ${i + 1}: ${String(answer.records[i][m.as])}, expected ${String(sorted[i])}`;
      }
    }
    return undefined;
  }
  if (answer.count !== values.size) return `${answer.count} groups, expected ${values.size}`;
  for (const record of answer.records) {
    const expected = values.get(String(record[column]));
    if (expected === undefined) return `unexpected group ${String(record[column])}`;
    if (!approx(record[m.as], expected)) {
      return `group ${String(record[column])}: ${String(record[m.as])}, expected ${String(expected)}`;
    }
  }
  return undefined;
}

async function runCase(stack: SchemaStack, c: SchemaCase): Promise<SchemaCaseResult> {
  const question = typeof c.question === 'string' ? c.question : c.question(stack.data);
  const expect: SchemaExpectation =
    typeof c.expect === 'function' ? c.expect(stack.data) : c.expect;
  const refuse = expect.kind === 'refuse';
  let answer: QueryAnswer;
  try {
    // No threshold: answers keep their confidence for the calibration table (see calibration.ts).
    answer = await stack.runner.run({ question, limit: LIMIT, role: undefined, minConfidence: 0 });
  } catch (error) {
    const refused = error instanceof DomainError && error.code === ErrorCode.QueryNotUnderstood;
    const passed = refuse && refused;
    return {
      category: c.category,
      question,
      passed,
      ...(passed ? {} : { reason: refused ? 'refused' : `error: ${String(error)}` }),
      confidence: null,
      rightIfAnswered: false,
    };
  }
  const i = answer.interpretation;
  const understood = `${i.ido} [${i.filter ?? ''}]${i.aggregate ? ` ${JSON.stringify(i.aggregate)}` : ''}${i.orderBy ? ` order ${i.orderBy}` : ''} conf ${answer.confidence}`;
  const wrong =
    expect.kind === 'refuse'
      ? 'answered, expected a refusal'
      : i.ido !== expect.ido
        ? `IDO ${i.ido}, expected ${expect.ido}`
        : expect.kind === 'rows'
          ? checkRows(stack, expect, answer)
          : checkAggregate(stack, expect, answer);
  return answeredResult(
    { category: c.category, question, understood },
    answer.confidence,
    stack.minConfidence,
    refuse,
    wrong,
  );
}

export async function runSchemaEvaluation(stack: SchemaStack): Promise<SchemaSummary> {
  const results: SchemaCaseResult[] = [];
  for (const c of stack.schema.cases) results.push(await runCase(stack, c));
  const categories = [...new Set(results.map((r) => r.category))];
  const passed = results.filter((r) => r.passed).length;
  return {
    schema: stack.schema.name,
    total: results.length,
    passed,
    accuracy: results.length === 0 ? 0 : passed / results.length,
    byCategory: categories.map((category) => {
      const mine = results.filter((r) => r.category === category);
      return { category, total: mine.length, passed: mine.filter((r) => r.passed).length };
    }),
    results,
  };
}

export function formatSchemaSummary(summary: SchemaSummary, idos: number): string {
  const pct = (p: number, t: number): string => `${((100 * p) / Math.max(1, t)).toFixed(1)}%`;
  const lines = [
    `NL evaluation on ${summary.schema} (discovered catalog: ${idos} IDOs, no hand-written vocabulary)`,
    '',
    `${'category'.padEnd(18)} ${'passed'.padStart(8)} ${'accuracy'.padStart(9)}`,
  ];
  for (const c of summary.byCategory) {
    lines.push(
      `${c.category.padEnd(18)} ${`${c.passed}/${c.total}`.padStart(8)} ${pct(c.passed, c.total).padStart(9)}`,
    );
  }
  lines.push(
    `${'ALL'.padEnd(18)} ${`${summary.passed}/${summary.total}`.padStart(8)} ${pct(summary.passed, summary.total).padStart(9)}`,
  );
  const misses = summary.results.filter((r) => !r.passed);
  if (misses.length > 0) {
    lines.push('', `misses (${misses.length}):`);
    for (const m of misses) {
      lines.push(`  [${m.category}] ${m.question}`, `      ${m.reason ?? ''}`);
      if (m.understood) lines.push(`      understood: ${m.understood}`);
    }
  }
  return lines.join('\n');
}
