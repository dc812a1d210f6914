import { EVAL_CASES } from './eval-cases';
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
    if (summary.accuracy < REQUIRED_ACCURACY) {
      // The report (accuracy by category and every miss) is the failure message.
      throw new Error(formatSummary(summary));
    }
    expect(summary.accuracy).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  }, 120_000);
});
