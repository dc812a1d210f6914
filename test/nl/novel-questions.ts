/**
 * A held-out set's questions that no tuning set also asks (#17). Helpers who write a held-out set
 * read the previous set's header, whose conventions quote its phrasings, and some questions come
 * out word for word as a set the engine was tuned on: those are not unseen, so the held-out
 * figure is also reported on the rest.
 */
import { above } from './calibration';
import type { EvalSummary } from './nl-evaluation';

/** Case, spacing and punctuation do not make a question new. */
export const normalisedQuestion = (question: string): string =>
  question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The summary cut to the results whose question no tuning set asks. */
export function novelOnly(summary: EvalSummary, tuning: readonly EvalSummary[]): EvalSummary {
  const seen = new Set(tuning.flatMap((s) => s.results.map((r) => normalisedQuestion(r.question))));
  const results = summary.results.filter((r) => !seen.has(normalisedQuestion(r.question)));
  const passed = results.filter((r) => r.passed).length;
  const categories = [...new Set(results.map((r) => r.category))];
  return {
    total: results.length,
    passed,
    accuracy: passed / Math.max(1, results.length),
    byCategory: categories.map((category) => {
      const of = results.filter((r) => r.category === category);
      return { category, total: of.length, passed: of.filter((r) => r.passed).length };
    }),
    results,
  };
}

/** One line: how the novel questions fared, right overall and right at or above the threshold. */
export function formatNovel(name: string, summary: EvalSummary, threshold: number): string {
  const pct = (p: number, t: number): string => `${((100 * p) / Math.max(1, t)).toFixed(1)}%`;
  const given = above(
    summary.results.map((r) => ({ confidence: r.confidence, right: r.rightIfAnswered })),
    threshold,
  );
  return (
    `${name}, only the ${summary.total} questions no tuning set asks: ` +
    `${summary.passed}/${summary.total} (${pct(summary.passed, summary.total)}) right, ` +
    `${given.right}/${given.n} (${pct(given.right, given.n)}) of answers at or above ${threshold} right`
  );
}
