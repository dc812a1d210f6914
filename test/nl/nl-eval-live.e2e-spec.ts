import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/load-config';
import { MongooseClient } from '../../src/erp/connectors/mongoose/mongoose-client';
import { MongooseConnector } from '../../src/erp/connectors/mongoose/mongoose.connector';
import { FakeMongooseServer, startFakeMongooseServer } from '../support/fake-mongoose-server';
import { EVAL_TODAY, loadEvalData } from './eval-data';
import { HELDOUT_CASES } from './heldout-cases';
import {
  CaseResult,
  EvalStack,
  evalDatabase,
  formatSummary,
  openEvalStack,
  openQueryPath,
  runEvaluation,
} from './nl-evaluation';

/**
 * The NL evaluation set (#12) with the mongoose connector in live mode against the fake server
 * serving the evaluation's own demo ERP (stored properties only, as a real SyteLine): the same
 * engine and executor, every read a `/load`, derived values, counts and aggregates computed by
 * the daemon within the shipped row budget. It must score as on the demo, question for
 * question; a question past the budget would count as refused (and is reported).
 */
describe('NL evaluation set, mongoose connector in live mode', () => {
  let demo: EvalStack;
  let live: EvalStack;
  let fake: FakeMongooseServer;
  let dir: string;

  beforeAll(async () => {
    const file = evalDatabase();
    dir = mkdtempSync(join(tmpdir(), 'erpc-nl-live-'));
    const passwordFile = join(dir, 'password');
    writeFileSync(passwordFile, 'erpc-password\n', { mode: 0o600 });
    fake = await startFakeMongooseServer({ file, today: EVAL_TODAY });
    // The shipped settings (config/default.json): the budget is the one a site starts with.
    const m = loadConfig({ ERPC_DATA_DIR: dir, ERPC_LOG_LEVEL: 'silent' }).erp.mongoose;
    const client = new MongooseClient({
      url: fake.url,
      config: fake.config,
      user: 'erpc',
      passwordFile,
      timeoutMs: 30_000,
      maxInFlight: m.maxInFlight,
      loadAttempts: m.loadAttempts,
      retryBackoffMs: m.retryBackoffMs,
    });
    const connector = new MongooseConnector(client, {
      pageSize: m.pageSize,
      rowBudget: m.rowBudget,
    });
    demo = await openEvalStack();
    live = { ...(await openQueryPath(file, connector)), data: loadEvalData(file, EVAL_TODAY) };
  }, 240_000);

  afterAll(async () => {
    await live?.close();
    await demo?.close();
    await fake?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('scores as on the demo, question for question', async () => {
    const want = await runEvaluation(demo);
    const got = await runEvaluation(live);
    const overBudget = got.results.filter((r) => /rowBudget/.test(r.reason ?? ''));
    console.log(
      `${formatSummary(got, 'NL evaluation, mongoose live mode against the fake')}\n` +
        `questions past the row budget (counted as refused): ${overBudget.length}\n` +
        `loads sent to the fake: ${fake.stats.loads}`,
    );
    const outcome = (r: CaseResult): string =>
      `${r.question} => ${r.passed ? 'right' : 'wrong'} ${r.understood ?? ''}`;
    expect(got.results.map(outcome)).toEqual(want.results.map(outcome));
    expect(got.passed).toBe(want.passed);
    expect(fake.stats.loads).toBeGreaterThan(got.total);
  }, 900_000);

  it('scores the held-out set as on the demo too', async () => {
    const want = await runEvaluation(demo, HELDOUT_CASES);
    const got = await runEvaluation(live, HELDOUT_CASES);
    console.log(formatSummary(got, 'NL evaluation, HELD-OUT set, mongoose live mode'));
    const outcome = (r: CaseResult): string =>
      `${r.question} => ${r.passed ? 'right' : 'wrong'} ${r.understood ?? ''}`;
    expect(got.results.map(outcome)).toEqual(want.results.map(outcome));
  }, 600_000);
});
