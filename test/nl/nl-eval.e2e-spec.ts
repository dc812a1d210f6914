import { EVAL_CASES } from './eval-cases';
import { HELDOUT_CASES } from './heldout-cases';
import {
  EvalStack,
  formatSummary,
  openEvalStack,
  REQUIRED_ACCURACY,
  runEvaluation,
} from './nl-evaluation';

describe('NL evaluation set (npm run eval:nl)', () => {
  let stack: EvalStack;

  beforeAll(async () => {
    stack = await openEvalStack();
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('has at least 326 questions over all ten IDOs, at least 30 of them to be refused', () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(326);
    const refusals = EVAL_CASES.filter(
      (c) => typeof c.expect !== 'function' && c.expect.kind === 'refuse',
    );
    expect(refusals.length).toBeGreaterThanOrEqual(30);
    const idos = new Set(
      EVAL_CASES.map((c) =>
        typeof c.expect === 'function' ? c.expect(stack.data) : c.expect,
      ).flatMap((e) =>
        e.kind === 'refuse' ? [] : e.kind === 'anyOf' ? e.options.map((o) => o.ido) : [e.ido],
      ),
    );
    expect([...idos].sort()).toEqual([
      'SLArtrans',
      'SLCoitems',
      'SLCos',
      'SLCustomers',
      'SLItems',
      'SLItemwhses',
      'SLJobs',
      'SLPoItems',
      'SLPos',
      'SLVendors',
    ]);
  });

  it(`answers at least ${REQUIRED_ACCURACY * 100}% correctly`, async () => {
    const summary = await runEvaluation(stack);
    // eslint-disable-next-line no-console -- the figure is the point of this test
    console.log(formatSummary(summary, 'NL evaluation, tuning set'));
    if (summary.accuracy < REQUIRED_ACCURACY) {
      // The report (accuracy by category and every miss) is the failure message.
      throw new Error(formatSummary(summary));
    }
    expect(summary.accuracy).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  }, 120_000);

  // The held-out set (#17) is reported on its own and never tuned on (see its header): its
  // figure is logged, not enforced, so that nobody is tempted to fit the engine to it.
  it('reports the held-out set separately (at least 60 questions)', async () => {
    expect(HELDOUT_CASES.length).toBeGreaterThanOrEqual(60);
    const summary = await runEvaluation(stack, HELDOUT_CASES);
    // eslint-disable-next-line no-console -- the figure is the point of this test
    console.log(formatSummary(summary, 'NL evaluation, HELD-OUT set (#17)'));
    expect(summary.total).toBe(HELDOUT_CASES.length);
  }, 120_000);
});
