/**
 * `npm run eval:nl`: prints accuracy by category and every miss; exits non-zero below the
 * required accuracy.
 */
import { formatSummary, openEvalStack, REQUIRED_ACCURACY, runEvaluation } from './nl-evaluation';

async function main(): Promise<number> {
  const stack = await openEvalStack();
  try {
    const summary = await runEvaluation(stack);
    console.log(formatSummary(summary));
    const ok = summary.accuracy >= REQUIRED_ACCURACY;
    console.log(
      `\n${ok ? 'PASS' : 'FAIL'}: ${(summary.accuracy * 100).toFixed(1)}% (required ${REQUIRED_ACCURACY * 100}%)`,
    );
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
