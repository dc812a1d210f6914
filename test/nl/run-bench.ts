/**
 * `npm run bench:nl`: NL latency over the evaluation questions. Parse-and-plan alone, then end
 * to end at NL_BENCH_SCALE (default 1, the daemon's default; 50 ≈ one million purchase orders),
 * sequential and with 10 concurrent clients; non-aggregate questions are also reported alone.
 */
import { EVAL_TODAY } from './eval-data';
import { benchEndToEnd, benchParseAndPlan, formatLatencyTable, LatencyRow } from './nl-bench';
import { caseQuestions, evalDatabase, openEvalStack, openQueryPath } from './nl-evaluation';

async function main(): Promise<void> {
  const scale = Number(process.env.NL_BENCH_SCALE ?? '1');
  const rounds = Number(process.env.NL_BENCH_ROUNDS ?? '3');
  const evalStack = await openEvalStack();
  const cases = caseQuestions(evalStack.data);
  await evalStack.close();
  const questions = cases.map((c) => c.question);
  const plain = cases.filter((c) => c.expect.kind === 'rows').map((c) => c.question);

  const rows: LatencyRow[] = [];
  const started = Date.now();
  const path = await openQueryPath(evalDatabase(scale));
  console.log(`demo ERP scale ${scale} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const engine = await path.vocabulary.engine();
    rows.push(benchParseAndPlan(engine, questions, EVAL_TODAY));
    rows.push(
      await benchEndToEnd(`end to end, scale ${scale}, 1 client`, path.runner, questions, {
        concurrency: 1,
        rounds,
      }),
    );
    rows.push(
      await benchEndToEnd(`end to end, scale ${scale}, 10 clients`, path.runner, questions, {
        concurrency: 10,
        rounds,
      }),
    );
    rows.push(
      await benchEndToEnd(`non-aggregate, scale ${scale}, 10 clients`, path.runner, plain, {
        concurrency: 10,
        rounds,
      }),
    );
  } finally {
    await path.close();
  }
  console.log(formatLatencyTable(rows));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
