/**
 * The data-only check a held-out set gets (v5 on): without the engine, every expectation that is
 * not a refusal matches at least one row in each accepted reading (an aggregate is over at least
 * one row), the set has at least `minQuestions` questions, 15 to 20 of them refusals (all in the
 * category "refusals"), and no two questions are the same (case-insensitive). Set the
 * `reportEnv` variable to print each question with its row counts.
 */
import { loadEvalData, type EvalData } from './eval-data';
import type { AggregateExpectation, EvalCase, Expectation, RowsExpectation } from './eval-types';
import { evalDatabase } from './nl-evaluation';

type Reading = RowsExpectation | AggregateExpectation;

function readings(e: Expectation): readonly Reading[] {
  if (e.kind === 'refuse') return [];
  return e.kind === 'anyOf' ? e.options : [e];
}

export function describeHeldoutData(
  name: string,
  set: readonly EvalCase[],
  minQuestions: number,
  reportEnv: string,
): void {
  describe(`${name}: expectations against the data`, () => {
    let data: EvalData;
    let cases: Array<{ category: string; question: string; expect: Expectation }>;

    beforeAll(() => {
      data = loadEvalData(evalDatabase());
      cases = set.map((c) => ({
        category: c.category,
        question: typeof c.question === 'string' ? c.question : c.question(data),
        expect: typeof c.expect === 'function' ? c.expect(data) : c.expect,
      }));
    });

    it(`has at least ${minQuestions} distinct questions, 15 to 20 of them refusals`, () => {
      expect(cases.length).toBeGreaterThanOrEqual(minQuestions);
      const seen = new Map<string, number>();
      for (const c of cases) {
        const key = c.question.trim().toLowerCase();
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      expect([...seen].filter(([, k]) => k > 1).map(([q]) => q)).toEqual([]);
      const refusals = cases.filter((c) => c.expect.kind === 'refuse').length;
      expect(refusals).toBeGreaterThanOrEqual(15);
      expect(refusals).toBeLessThanOrEqual(20);
      expect(cases.filter((c) => c.category === 'refusals').length).toBe(refusals);
    });

    it('matches at least one row in every accepted reading', () => {
      const empty: string[] = [];
      const report: string[] = [];
      for (const c of cases) {
        const counts = readings(c.expect).map(
          (e) => data.tables[e.ido].filter((r) => e.where(r, data)).length,
        );
        if (counts.some((k) => k === 0)) empty.push(c.question);
        report.push(
          `[${c.category}] ${c.question} → ${c.expect.kind === 'refuse' ? 'REFUSE' : counts.join(' | ')}`,
        );
      }
      if (process.env[reportEnv]) {
        const byCategory = new Map<string, number>();
        for (const c of cases) byCategory.set(c.category, (byCategory.get(c.category) ?? 0) + 1);
        console.log(
          [
            ...report,
            '',
            `${cases.length} questions: ${[...byCategory].map(([k, v]) => `${k} ${v}`).join(', ')}`,
          ].join('\n'),
        );
      }
      expect(empty).toEqual([]);
    });
  });
}
