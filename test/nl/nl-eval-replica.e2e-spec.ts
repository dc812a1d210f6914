import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReplicaThroughFake, replicaThroughFake } from '../support/replica-through-fake';
import { EVAL_CASES } from './eval-cases';
import { EVAL_TODAY, loadEvalData } from './eval-data';
import {
  EvalStack,
  evalDatabase,
  openEvalStack,
  openQueryPath,
  runEvaluation,
} from './nl-evaluation';

/**
 * The NL evaluation set with the mongoose connector in replica mode: the evaluation's demo ERP is
 * served by the fake Mongoose server and synced into a replica over HTTP; every question must
 * then get the same verdict, understanding and confidence as on the demo connector itself.
 */
describe('NL evaluation set, mongoose replica mode', () => {
  let dir: string;
  let replica: ReplicaThroughFake;
  let onReplica: EvalStack;
  let onDemo: EvalStack;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-nl-replica-'));
    const file = evalDatabase();
    replica = await replicaThroughFake(file, dir, { today: EVAL_TODAY });
    onDemo = await openEvalStack();
    const path = await openQueryPath(replica.replicaFile);
    // The expectations are read from the ERP's own file, never from the copy under test.
    onReplica = { ...path, data: loadEvalData(file, EVAL_TODAY) };
  }, 240_000);

  afterAll(async () => {
    await onReplica?.close();
    await onDemo?.close();
    await replica?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('scores as on the demo, question for question', async () => {
    const demo = await runEvaluation(onDemo);
    const copy = await runEvaluation(onReplica);
    console.log(
      `NL evaluation in replica mode: ${copy.passed}/${copy.total} right ` +
        `(demo ${demo.passed}/${demo.total}); replica loaded ${replica.rows} rows`,
    );
    expect(copy.results.length).toBe(EVAL_CASES.length);
    expect(copy.results).toEqual(demo.results);
    expect(copy.accuracy).toBe(demo.accuracy);
  }, 300_000);
});
