/**
 * `npm run eval:nl`: prints accuracy by category and every miss; exits non-zero below the
 * required accuracy.
 */
import { CalibrationSet, formatCalibration, pooled } from './calibration';
import type { EvalCase } from './eval-types';
import { EVERYDAY_V3_CASES, EVERYDAY_V3_NAME } from './everyday-v3-cases';
import { EVERYDAY_V4_CASES, EVERYDAY_V4_NAME } from './everyday-v4-cases';
import { EVERYDAY_V5A_CASES, EVERYDAY_V5A_NAME } from './everyday-v5a-cases';
import { EVERYDAY_V5B_CASES, EVERYDAY_V5B_NAME } from './everyday-v5b-cases';
import { HELDOUT_CASES } from './heldout-cases';
import { HELDOUT_V2_CASES, HELDOUT_V2_NAME, withoutMisses } from './heldout-v2-cases';
import { HELDOUT_V3_CASES, HELDOUT_V3_NAME } from './heldout-v3-cases';
import { HELDOUT_V4_CASES, HELDOUT_V4_NAME } from './heldout-v4-cases';
import { HELDOUT_V5_CASES, HELDOUT_V5_NAME } from './heldout-v5-cases';
import { HELDOUT_V6_CASES, HELDOUT_V6_NAME } from './heldout-v6-cases';
import { HELDOUT_V7_CASES, HELDOUT_V7_NAME } from './heldout-v7-cases';
import { HELDOUT_V8_CASES, HELDOUT_V8_NAME } from './heldout-v8-cases';
import { HELDOUT_V10_CASES, HELDOUT_V10_NAME } from './heldout-v10-cases';
import { HELDOUT_V11_CASES, HELDOUT_V11_NAME } from './heldout-v11-cases';
import { HELDOUT_V12_CASES, HELDOUT_V12_NAME } from './heldout-v12-cases';
import { HELDOUT_V13_CASES, HELDOUT_V13_NAME } from './heldout-v13-cases';
import { HELDOUT_V14_CASES, HELDOUT_V14_NAME } from './heldout-v14-cases';
import { HELDOUT_V15_CASES, HELDOUT_V15_NAME } from './heldout-v15-cases';
import { HELDOUT_V16_CASES, HELDOUT_V16_NAME } from './heldout-v16-cases';
import { HELDOUT_V17_CASES, HELDOUT_V17_NAME } from './heldout-v17-cases';
import { formatNovel, novelOnly } from './novel-questions';
import { HELDOUT_V9_CASES, HELDOUT_V9_NAME } from './heldout-v9-cases';
import {
  EVAL_CACHE_DIR,
  formatSummary,
  openEvalStack,
  REQUIRED_ACCURACY,
  runEvaluation,
  scoredOf,
} from './nl-evaluation';
import { evalSchemas } from './schemas/eval-schemas';
import {
  formatSchemaSummary,
  openSchemaStack,
  runSchemaEvaluation,
} from './schemas/schema-evaluation';

/** The tuning sets after the demo set, in the order they are printed and pooled. */
const TUNING_SETS: ReadonlyArray<{ cases: readonly EvalCase[]; name: string; title: string }> = [
  { cases: HELDOUT_CASES, name: 'retired v1', title: 'RETIRED held-out v1' },
  { cases: EVERYDAY_V3_CASES, name: EVERYDAY_V3_NAME, title: 'everyday v3' },
  { cases: EVERYDAY_V4_CASES, name: EVERYDAY_V4_NAME, title: 'everyday v4' },
  { cases: EVERYDAY_V5A_CASES, name: EVERYDAY_V5A_NAME, title: 'everyday v5a' },
  { cases: EVERYDAY_V5B_CASES, name: EVERYDAY_V5B_NAME, title: 'everyday v5b' },
  { cases: HELDOUT_V2_CASES, name: HELDOUT_V2_NAME, title: 'RETIRED held-out v2' },
  { cases: HELDOUT_V3_CASES, name: HELDOUT_V3_NAME, title: 'RETIRED held-out v3' },
  { cases: HELDOUT_V4_CASES, name: HELDOUT_V4_NAME, title: 'RETIRED held-out v4' },
  { cases: HELDOUT_V5_CASES, name: HELDOUT_V5_NAME, title: 'RETIRED held-out v5' },
  { cases: HELDOUT_V6_CASES, name: HELDOUT_V6_NAME, title: 'RETIRED held-out v6' },
  { cases: HELDOUT_V7_CASES, name: HELDOUT_V7_NAME, title: 'RETIRED held-out v7' },
  { cases: HELDOUT_V8_CASES, name: HELDOUT_V8_NAME, title: 'RETIRED held-out v8' },
  { cases: HELDOUT_V9_CASES, name: HELDOUT_V9_NAME, title: 'RETIRED held-out v9' },
  { cases: HELDOUT_V10_CASES, name: HELDOUT_V10_NAME, title: 'RETIRED held-out v10' },
  { cases: HELDOUT_V11_CASES, name: HELDOUT_V11_NAME, title: 'RETIRED held-out v11' },
  { cases: HELDOUT_V12_CASES, name: HELDOUT_V12_NAME, title: 'RETIRED held-out v12' },
  { cases: HELDOUT_V13_CASES, name: HELDOUT_V13_NAME, title: 'RETIRED held-out v13' },
  { cases: HELDOUT_V14_CASES, name: HELDOUT_V14_NAME, title: 'RETIRED held-out v14' },
  { cases: HELDOUT_V15_CASES, name: HELDOUT_V15_NAME, title: 'RETIRED held-out v15' },
  { cases: HELDOUT_V16_CASES, name: HELDOUT_V16_NAME, title: 'RETIRED held-out v16' },
];

/**
 * Schemas the engine was not written for, served by discovery alone: reported beside the demo
 * set, not held to its bar (they measure how far the engine generalises).
 */
async function reportSchemas(calibration: CalibrationSet[]): Promise<void> {
  for (const schema of evalSchemas()) {
    const stack = await openSchemaStack(schema, EVAL_CACHE_DIR);
    try {
      const summary = await runSchemaEvaluation(stack);
      calibration.push({
        name: schema.name.split(' ')[0],
        scored: summary.results.map((r) => ({
          confidence: r.confidence,
          right: r.rightIfAnswered,
        })),
      });
      console.log(`\n${formatSchemaSummary(summary, stack.idos)}`);
      console.log(
        `\nREPORTED: ${(summary.accuracy * 100).toFixed(1)}% on ${schema.name} (no bar yet)`,
      );
    } finally {
      await stack.close();
    }
  }
}

async function main(): Promise<number> {
  const stack = await openEvalStack();
  try {
    const summary = await runEvaluation(stack);
    console.log(formatSummary(summary));
    const ok = summary.accuracy >= REQUIRED_ACCURACY;
    console.log(
      `\n${ok ? 'PASS' : 'FAIL'}: ${(summary.accuracy * 100).toFixed(1)}% (required ${REQUIRED_ACCURACY * 100}%)`,
    );
    const calibration: CalibrationSet[] = [{ name: 'demo', scored: scoredOf(summary) }];
    const tuningSummaries = [summary];
    // Each tuning set is printed with its misses and pooled; each header says when and how it
    // was written (the held-out ones, when they were retired into the pool).
    for (const set of TUNING_SETS) {
      const setSummary = await runEvaluation(stack, set.cases);
      console.log(`\n${formatSummary(setSummary, `NL evaluation, ${set.title} (tuning, #17)`)}`);
      tuningSummaries.push(setSummary);
      calibration.push({ name: set.name, scored: scoredOf(setSummary) });
    }
    // Held-out v17 (#17): its misses are not printed (see heldout-v17-cases.ts).
    // Its figures are shown only to whoever merges the round (NL_EVAL_HELDOUT=1): a tuner who
    // sees even the totals move can choose between changes on them, which is tuning on it.
    if (process.env.NL_EVAL_HELDOUT === '1') {
      const heldoutV17 = await runEvaluation(stack, HELDOUT_V17_CASES);
      console.log(
        `\n${formatSummary(withoutMisses(heldoutV17), 'NL evaluation, HELD-OUT v17 (#17)')}`,
      );
      console.log(`\n${formatNovel('held-out v17', novelOnly(heldoutV17, tuningSummaries), 0.5)}`);
      calibration.push({ name: HELDOUT_V17_NAME, scored: scoredOf(heldoutV17) });
    } else {
      console.log(
        '\nNL evaluation, HELD-OUT v17 (#17): not run (NL_EVAL_HELDOUT=1 runs it; only whoever merges a round does)',
      );
    }
    await reportSchemas(calibration);
    const tuning = pooled(
      'tuning',
      calibration.filter((s) => !s.name.startsWith('held-out')),
    );
    console.log(`\n${formatCalibration([...calibration, tuning])}`);
    return ok ? 0 : 1;
  } finally {
    await stack.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
