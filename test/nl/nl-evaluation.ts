/**
 * Runs the evaluation set against the real query path (engine → relation resolution → executor
 * → demo SQLite connector) with a pinned "today", and checks each answer against expectations
 * computed from the raw rows. Used by `npm run eval:nl` and by the jest suite, which fails
 * below the required accuracy.
 */
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FixedClock } from '../../src/common/clock';
import { DomainError } from '../../src/common/errors/domain-error';
import { ErrorCode } from '../../src/common/errors/error-code';
import { findRootDir, loadConfig } from '../../src/config/load-config';
import { CatalogService } from '../../src/erp/catalog/catalog.service';
import { SYTELINE_CATALOG } from '../../src/erp/catalog/syteline-catalog';
import { DemoErpGenerator } from '../../src/erp/connectors/demo/demo-erp-generator';
import { DEMO_SCHEMA_VERSION } from '../../src/erp/connectors/demo/demo-schema';
import { DemoSqliteConnector } from '../../src/erp/connectors/demo/demo-sqlite.connector';
import type { ErpConnector } from '../../src/erp/connectors/erp-connector.port';
import { IdoExecutorService } from '../../src/erp/executor/ido-executor.service';
import { DefaultDataAccessPolicy } from '../../src/erp/policy/default-data-access-policy';
import { NlQueryRunner } from '../../src/query/nl-query-runner';
import { QueryVocabularyService } from '../../src/query/query-vocabulary.service';
import type { QueryAnswer } from '../../src/query/query.dto';
import { answeredResult, type Scored } from './calibration';
import { EVAL_CASES } from './eval-cases';
import { EvalData, EVAL_TODAY, loadEvalData, Row } from './eval-data';
import type {
  AggregateExpectation,
  Category,
  EvalCase,
  Expectation,
  RowsExpectation,
} from './eval-types';

/** The accuracy CI requires. */
export const REQUIRED_ACCURACY = 0.95;
/** Scale of the evaluation's demo ERP: 5,000 purchase orders, enough for every question to have rows. */
export const EVAL_SCALE = 0.25;
export const EVAL_SEED = 20261121;
const LIMIT = 1000;

/** Keys of each IDO (SPEC §8), written out here rather than read from the catalog. */
const KEYS: Readonly<Record<string, readonly string[]>> = {
  SLVendors: ['VendNum'],
  SLItems: ['Item'],
  SLItemwhses: ['Item', 'Whse'],
  SLPos: ['PoNum'],
  SLPoItems: ['PoNum', 'PoLine', 'PoRelease'],
  SLCustomers: ['CustNum', 'CustSeq'],
  SLCos: ['CoNum'],
  SLCoitems: ['CoNum', 'CoLine', 'CoRelease'],
  SLArtrans: ['CustNum', 'InvNum', 'InvSeq'],
  SLJobs: ['Job', 'Suffix'],
};

/** Output names (SPEC §7/§8): the user's sample names, snake_case for the rest. */
const SAMPLE_ALIASES: Readonly<Record<string, string>> = {
  PoNum: 'po_number',
  VendorName: 'vendor',
  PoCost: 'amount',
  DaysOverdue: 'days_overdue',
};
function alias(property: string): string {
  return (
    SAMPLE_ALIASES[property] ??
    property
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
      .toLowerCase()
  );
}

export interface EvalStack {
  data: EvalData;
  runner: NlQueryRunner;
  vocabulary: QueryVocabularyService;
  /** The shipped default `query.minConfidence` (config/default.json): answers below are refused. */
  minConfidence: number;
  close(): Promise<void>;
}

/** Generated demo ERPs are kept here (the same place whether run by jest or compiled). */
export const EVAL_CACHE_DIR = join(
  findRootDir(__dirname),
  'node_modules',
  '.cache',
  'nl-eval-data',
);

/** The demo ERP file for a scale, generated once into the cache directory. */
export function evalDatabase(scale = EVAL_SCALE, cacheDir = EVAL_CACHE_DIR): string {
  mkdirSync(cacheDir, { recursive: true });
  // The generator's code and the catalog are part of the name: a cached file from an older
  // generator would be evaluated against expectations of the new one.
  const fingerprint = createHash('sha1')
    .update(DemoErpGenerator.toString())
    .update(JSON.stringify(SYTELINE_CATALOG))
    .digest('hex')
    .slice(0, 8);
  const file = join(
    cacheDir,
    `demo-s${scale}-${EVAL_TODAY}-${EVAL_SEED}-v${DEMO_SCHEMA_VERSION}-${fingerprint}.sqlite`,
  );
  if (!existsSync(file)) {
    new DemoErpGenerator().generate({ file, scale, asOf: EVAL_TODAY, seed: EVAL_SEED });
  }
  return file;
}

/** The query path (engine, executor, demo connector) over a demo ERP, with a pinned clock. */
export async function openQueryPath(
  file: string,
  /** Another connector over the same data (the mongoose one, live, against the fake). */
  erp?: ErpConnector,
): Promise<{
  runner: NlQueryRunner;
  vocabulary: QueryVocabularyService;
  minConfidence: number;
  close(): Promise<void>;
}> {
  Logger.overrideLogger(false);
  const config = loadConfig({ ERPC_DATA_DIR: dirname(file), ERPC_LOG_LEVEL: 'silent' });
  const catalog = new CatalogService();
  let connector: ErpConnector;
  if (erp) connector = erp;
  else {
    const demo = new DemoSqliteConnector({ file, readWorkers: 2, timeoutMs: 60_000 });
    await demo.open();
    connector = demo;
  }
  const clock = new FixedClock(new Date(`${EVAL_TODAY}T12:00:00Z`));
  const executor = new IdoExecutorService(
    catalog,
    connector,
    new DefaultDataAccessPolicy(config),
    clock,
  );
  const vocabulary = new QueryVocabularyService(catalog, executor);
  await vocabulary.rebuild();
  const runner = new NlQueryRunner(vocabulary, executor, catalog, clock);
  return {
    runner,
    vocabulary,
    minConfidence: config.query.minConfidence,
    close: () => connector.close(),
  };
}

/** Generates (once, cached) the evaluation's demo ERP and builds the query path over it. */
export async function openEvalStack(): Promise<EvalStack> {
  const file = evalDatabase();
  const path = await openQueryPath(file);
  return { ...path, data: loadEvalData(file, EVAL_TODAY) };
}

/** The text of every case, templates filled in from the data. */
export function caseQuestions(
  data: EvalData,
  cases: readonly EvalCase[] = EVAL_CASES,
): Array<{ question: string; expect: Expectation }> {
  return cases.map((c) => ({
    question: typeof c.question === 'string' ? c.question : c.question(data),
    expect: typeof c.expect === 'function' ? c.expect(data) : c.expect,
  }));
}

export interface CaseResult {
  category: Category;
  question: string;
  passed: boolean;
  /** Why it failed. */
  reason?: string;
  /** What the engine understood (filter, IDO), for reading the misses. */
  understood?: string;
  /** The answer's confidence; null when the engine refused whatever the threshold. */
  confidence: number | null;
  /** Whether the answer would be right were it given (false when refused). */
  rightIfAnswered: boolean;
}

export interface EvalSummary {
  total: number;
  passed: number;
  accuracy: number;
  byCategory: Array<{ category: Category; total: number; passed: number }>;
  results: CaseResult[];
}

const approx = (a: unknown, b: number | null): boolean =>
  b === null ? a === null : typeof a === 'number' && Math.abs(a - b) <= 0.011 + 1e-6 * Math.abs(b);

function compute(
  fn: AggregateExpectation['fn'],
  list: readonly Row[],
  measure: string | undefined,
): number | null {
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

function compare(by: string, dir: 'asc' | 'desc') {
  return (a: Row, b: Row): number => {
    const x = a[by];
    const y = b[by];
    const c =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return dir === 'asc' ? c : -c;
  };
}

function checkRows(e: RowsExpectation, answer: QueryAnswer, data: EvalData): string | undefined {
  if (answer.interpretation.aggregate) return 'answered with an aggregate';
  const expected = data.tables[e.ido].filter((r) => e.where(r, data));
  const want = Math.min(e.top ?? Number.POSITIVE_INFINITY, LIMIT, expected.length);
  if (answer.count !== expected.length) return `count ${answer.count}, expected ${expected.length}`;
  if (answer.records.length !== want)
    return `returned ${answer.records.length} records, expected ${want}`;
  if (e.fields) {
    const bad = answer.records.find((r) => Object.keys(r).join(',') !== e.fields?.join(','));
    if (bad) return `fields ${Object.keys(bad).join(',')}, expected ${e.fields.join(',')}`;
  }
  const keys = KEYS[e.ido];
  const keyOf = (r: Record<string, unknown>, named: (p: string) => string): string =>
    keys.map((k) => String(r[named(k)])).join('|');
  const byKey = new Map(data.tables[e.ido].map((r) => [keyOf(r, (k) => k), r]));
  const hasKeys = answer.records.every((r) => keys.every((k) => alias(k) in r));
  if (hasKeys) {
    const wanted = new Set(expected.map((r) => keyOf(r, (k) => k)));
    const stray = answer.records.find((r) => !wanted.has(keyOf(r, alias)));
    if (stray) return `record ${keyOf(stray, alias)} should not match`;
  } else if (!e.top) {
    // Selected fields without the key: compare the records as value lists.
    const fields = Object.keys(answer.records[0] ?? {});
    const propertyOf = new Map(Object.keys(data.tables[e.ido][0] ?? {}).map((p) => [alias(p), p]));
    // Numbers to the cent on both sides: the expected money is computed to the cent.
    const cell = (v: unknown): unknown =>
      typeof v === 'number' ? Math.round(v * 100) / 100 : (v ?? null);
    const got = answer.records.map((r) => JSON.stringify(fields.map((f) => cell(r[f])))).sort();
    const exp = expected
      .map((r) => JSON.stringify(fields.map((f) => cell(r[propertyOf.get(f) ?? f]))))
      .sort();
    if (answer.records.length < expected.length) {
      // Cut to the limit: every record returned must be one of the expected ones (as a multiset).
      const left = new Map<string, number>();
      for (const e of exp) left.set(e, (left.get(e) ?? 0) + 1);
      for (const g of got) {
        const k = left.get(g) ?? 0;
        if (k === 0) return 'records differ from the expected ones';
        left.set(g, k - 1);
      }
    } else if (got.join('\n') !== exp.join('\n')) return 'records differ from the expected ones';
  }
  if (e.order) {
    const sorted = [...expected].sort(compare(e.order.by, e.order.dir));
    for (let i = 0; i < want; i += 1) {
      const record = answer.records[i];
      const value =
        alias(e.order.by) in record
          ? record[alias(e.order.by)]
          : byKey.get(keyOf(record, alias))?.[e.order.by];
      const wanted = sorted[i][e.order.by];
      // Money within a cent: the expected side is rounded to the cent, the answer may not be.
      const same = typeof wanted === 'number' ? approx(value, wanted) : value === wanted;
      if (!same)
        return `order: record ${i + 1} has ${e.order.by} ${String(value)}, expected ${String(sorted[i][e.order.by])}`;
    }
  }
  return undefined;
}

function checkAggregate(
  e: AggregateExpectation,
  answer: QueryAnswer,
  data: EvalData,
): string | undefined {
  const spec = answer.interpretation.aggregate;
  if (!spec) return 'answered with records, expected an aggregate';
  if (spec.measures[0]?.fn !== e.fn) return `aggregate ${spec.measures[0]?.fn}, expected ${e.fn}`;
  if (e.measure && spec.measures[0]?.property !== e.measure)
    return `measure ${String(spec.measures[0]?.property)}, expected ${e.measure}`;
  const as = spec.measures[0].as;
  const list = data.tables[e.ido].filter((r) => e.where(r, data));
  if (!e.groupBy) {
    if (answer.records.length !== 1) return `${answer.records.length} rows, expected 1`;
    const value = compute(e.fn, list, e.measure);
    return approx(answer.records[0][as], value)
      ? undefined
      : `value ${String(answer.records[0][as])}, expected ${String(value)}`;
  }
  const column = alias(e.groupBy);
  if (!answer.records.every((r) => column in r)) return `no ${column} column in the groups`;
  const groups = new Map<string, Row[]>();
  for (const r of list) {
    const key = String(r[e.groupBy]);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const values = new Map([...groups].map(([k, rs]) => [k, compute(e.fn, rs, e.measure)]));
  if (e.top) {
    const dir = e.top.dir === 'desc' ? -1 : 1;
    const sorted = [...values.values()].sort((a, b) => dir * ((a ?? 0) - (b ?? 0)));
    const want = Math.min(e.top.n, sorted.length);
    if (answer.records.length !== want) return `${answer.records.length} groups, expected ${want}`;
    for (let i = 0; i < want; i += 1) {
      const record = answer.records[i];
      if (!approx(record[as], sorted[i]))
        return `group ${i + 1}: ${String(record[as])}, expected ${String(sorted[i])}`;
      if (!approx(record[as], values.get(String(record[column])) ?? null))
        return `group ${String(record[column])} has the wrong value`;
    }
    return undefined;
  }
  if (answer.count !== values.size) return `${answer.count} groups, expected ${values.size}`;
  for (const record of answer.records) {
    const expected = values.get(String(record[column]));
    if (expected === undefined) return `unexpected group ${String(record[column])}`;
    if (!approx(record[as], expected))
      return `group ${String(record[column])}: ${String(record[as])}, expected ${String(expected)}`;
  }
  return undefined;
}

async function runCase(stack: EvalStack, c: EvalCase): Promise<CaseResult> {
  const question = typeof c.question === 'string' ? c.question : c.question(stack.data);
  const expect: Expectation = typeof c.expect === 'function' ? c.expect(stack.data) : c.expect;
  const refuse = expect.kind === 'refuse';
  let answer: QueryAnswer;
  try {
    // No threshold here: every answer keeps its confidence for the calibration table; the
    // shipped threshold is applied below exactly as the engine would apply it.
    answer = await stack.runner.run({ question, limit: LIMIT, role: undefined, minConfidence: 0 });
  } catch (error) {
    const refused = error instanceof DomainError && error.code === ErrorCode.QueryNotUnderstood;
    const reason = refused ? `refused: ${error.message}` : `error: ${String(error)}`;
    return {
      category: c.category,
      question,
      passed: refuse && refused,
      ...(refuse && refused ? {} : { reason: refuse ? String(error) : reason }),
      confidence: null,
      rightIfAnswered: false,
    };
  }
  const i = answer.interpretation;
  // The top N is shown: without it a ranked answer cut to N reads as every record ordered.
  const understood = `${i.ido} [${i.filter ?? ''}]${i.aggregate ? ` ${JSON.stringify(i.aggregate)}` : ''}${i.orderBy ? ` order ${i.orderBy}` : ''}${i.limit < LIMIT ? ` top ${i.limit}` : ''} conf ${answer.confidence}`;
  let wrong: string | undefined;
  if (refuse) wrong = 'answered, expected a refusal';
  else {
    const options = expect.kind === 'anyOf' ? expect.options : [expect];
    const reasons: string[] = [];
    for (const option of options) {
      const reason =
        i.ido !== option.ido
          ? `IDO ${i.ido}, expected ${option.ido}`
          : option.kind === 'rows'
            ? checkRows(option, answer, stack.data)
            : checkAggregate(option, answer, stack.data);
      if (reason === undefined) {
        reasons.length = 0;
        break;
      }
      reasons.push(reason);
    }
    if (reasons.length > 0) wrong = reasons.join('; or ');
  }
  return answeredResult(
    { category: c.category, question, understood },
    answer.confidence,
    stack.minConfidence,
    refuse,
    wrong,
  );
}

export async function runEvaluation(
  stack: EvalStack,
  cases: readonly EvalCase[] = EVAL_CASES,
): Promise<EvalSummary> {
  const results: CaseResult[] = [];
  for (const c of cases) results.push(await runCase(stack, c));
  const categories = [...new Set(results.map((r) => r.category))];
  const passed = results.filter((r) => r.passed).length;
  return {
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

/** The summary's outcomes for the calibration table. */
export function scoredOf(summary: EvalSummary): Scored[] {
  return summary.results.map((r) => ({ confidence: r.confidence, right: r.rightIfAnswered }));
}

export function formatSummary(summary: EvalSummary, title = 'NL evaluation'): string {
  const pct = (p: number, t: number): string => `${((100 * p) / Math.max(1, t)).toFixed(1)}%`;
  const lines = [`${title} (demo ERP scale ${String(EVAL_SCALE)}, today ${EVAL_TODAY})`, ''];
  lines.push(`${'category'.padEnd(18)} ${'passed'.padStart(8)} ${'accuracy'.padStart(9)}`);
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
