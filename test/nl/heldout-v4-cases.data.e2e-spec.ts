/**
 * Held-out v4 checked against the data alone, without the engine: every expectation of a
 * question that is not a refusal matches at least one row (an aggregate is taken over at least
 * one row), in each of its accepted readings, so no question is trivially right for an empty
 * answer. Prints, per question, what its expectation matches.
 */
import { HELDOUT_V4_CASES } from './heldout-v4-cases';
import { type EvalData, loadEvalData } from './eval-data';
import type { AggregateExpectation, Expectation, RowsExpectation } from './eval-types';
import { evalDatabase } from './nl-evaluation';

/** Rows matched by one reading, and a short description of its answer. */
function size(e: RowsExpectation | AggregateExpectation, data: EvalData): [number, string] {
  const matched = data.tables[e.ido].filter((r) => e.where(r, data));
  if (e.kind === 'rows') return [matched.length, `${e.ido} ${matched.length} rows`];
  if (e.groupBy) {
    const groups = new Set(matched.map((r) => String(r[e.groupBy ?? ''])));
    return [
      matched.length,
      `${e.ido} ${e.fn} over ${matched.length} rows in ${groups.size} groups`,
    ];
  }
  if (e.fn === 'count') return [matched.length, `${e.ido} count ${matched.length}`];
  const values = matched.map((r) => Number(r[e.measure ?? '']));
  const sum = values.reduce((a, b) => a + b, 0);
  return [
    matched.length,
    `${e.ido} ${e.fn}(${e.measure ?? ''}) over ${matched.length} rows, sum ${sum}`,
  ];
}

function readings(e: Expectation): Array<RowsExpectation | AggregateExpectation> {
  if (e.kind === 'refuse') return [];
  return e.kind === 'anyOf' ? [...e.options] : [e];
}

describe('held-out v4 against the data (no engine)', () => {
  let data: EvalData;
  beforeAll(() => {
    data = loadEvalData(evalDatabase());
  });

  it('has at least 100 questions, all distinct', () => {
    const texts = HELDOUT_V4_CASES.map((k) =>
      typeof k.question === 'string' ? k.question : k.question(data),
    );
    expect(texts.length).toBeGreaterThanOrEqual(100);
    expect(new Set(texts.map((t) => t.toLowerCase())).size).toBe(texts.length);
  });

  it('every non-refusal expectation matches at least one row in every reading', () => {
    const report: string[] = [];
    const empty: string[] = [];
    for (const k of HELDOUT_V4_CASES) {
      const q = typeof k.question === 'string' ? k.question : k.question(data);
      const e = typeof k.expect === 'function' ? k.expect(data) : k.expect;
      const parts = readings(e).map((r) => size(r, data));
      report.push(
        `${k.category.padEnd(16)} ${q}  =>  ${parts.length ? parts.map((p) => p[1]).join(' | ') : 'refuse'}`,
      );
      if (parts.some(([count]) => count === 0)) empty.push(q);
    }
    if (process.env.HELDOUT_V4_REPORT) console.log(report.join('\n'));
    expect(empty).toEqual([]);
  });
});
