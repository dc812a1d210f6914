import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '../../src/auth/capabilities';
import { DEMO_ERP_FILE } from '../../src/erp/connectors/demo/demo-erp-file';
import { FakeMongooseServer, startFakeMongooseServer } from '../support/fake-mongoose-server';
import { LoadAnswer, expectSameAnswer, loadEvery, queryString } from '../support/demo-comparison';
import { HttpResult, TestApp, startTestApp } from '../support/test-app';

/**
 * Live mode computes what `/load` cannot (#12): derived properties, roll-ups across IDOs, counts
 * over derived conditions, aggregates. The demo daemon answers first and its answers are kept;
 * the fake Mongoose server then serves a copy of the same file (stored properties only, as a
 * real server) and the live daemon must answer the same, record for record, page for page.
 */
describe('mongoose connector, live mode: what /load cannot do, computed by the daemon', () => {
  let live: TestApp;
  let fake: FakeMongooseServer;
  let dir: string;
  let passwordFile: string;
  const expected = new Map<string, LoadAnswer>();
  const asked = new Map<string, { status: number; body: unknown }>();
  /** Reports, an agent and policies on the demo daemon, by name (see `extras`). */
  let demoExtras: Record<string, unknown> = {};

  const IDO_CASES: Array<[string, string, Record<string, string | number>]> = [
    [
      'overdue POs over 10K (the issue)',
      'SLPos',
      {
        properties: 'PoNum,VendorName,PoCost,DaysOverdue',
        filter: 'DaysOverdue > 0 AND PoCost > 10000',
        recordcap: 7,
      },
    ],
    [
      'overdue POs by days overdue',
      'SLPos',
      {
        properties: 'PoNum,VendorName,PoCost,DueDate,DaysOverdue',
        filter: 'DaysOverdue > 0',
        orderby: 'DaysOverdue DESC',
        recordcap: 11,
      },
    ],
    [
      'POs with their due dates (stored filter, the ERP pages)',
      'SLPos',
      {
        properties: 'PoNum,Stat,DueDate,DaysOverdue',
        filter: "Stat IN ('P','O','C')",
        orderby: 'OrderDate DESC',
        recordcap: 37,
      },
    ],
    [
      'open invoice balances',
      'SLArtrans',
      {
        properties: 'CustNum,InvNum,InvSeq,Type,Amount,AmountApplied,Balance,DaysPastDue',
        filter: 'Balance > 0',
        orderby: 'Balance DESC',
        recordcap: 23,
      },
    ],
    [
      'invoice balances, every transaction (self roll-up, the ERP pages)',
      'SLArtrans',
      { properties: 'CustNum,InvNum,InvSeq,Type,Amount,Balance,DaysPastDue', recordcap: 29 },
    ],
    [
      'PO lines by line amount',
      'SLPoItems',
      {
        properties: 'PoNum,PoLine,PoRelease,QtyOrdered,ItemCost,LineAmount',
        filter: 'LineAmount > 5000',
        orderby: 'LineAmount DESC',
        recordcap: 31,
      },
    ],
    [
      'an OR mixing derived and stored terms',
      'SLCos',
      {
        properties: 'CoNum,CustomerName,DueDate,DaysLate,Stat',
        filter: "DaysLate > 0 OR CustomerName LIKE 'a%' OR Stat = 'C'",
        recordcap: 19,
      },
    ],
    [
      'late order lines in a range',
      'SLCoitems',
      {
        properties: 'CoNum,CoLine,CoRelease,LineAmount,DaysLate',
        filter: "DaysLate BETWEEN 1 AND 400 AND Stat = 'O'",
        orderby: 'DaysLate,LineAmount DESC',
        recordcap: 13,
      },
    ],
    [
      'distinct vendors of overdue POs',
      'SLPos',
      { properties: 'VendorName,DaysOverdue', filter: 'DaysOverdue > 30', distinct: 'true' },
    ],
  ];

  /** Questions through POST /api/v1/query: lists, counts and aggregates over derived values. */
  const QUESTIONS = [
    'Show overdue purchase orders over $10K',
    'how many overdue purchase orders are there',
    'total value of overdue purchase orders',
    '10 biggest customers by open order value',
    'total open balance by customer',
    'average line amount of purchase order lines by item',
    'which vendors have the most overdue purchase orders',
    'late customer orders',
  ];

  async function ask(app: TestApp, query: string): Promise<HttpResult> {
    return app.request('POST', '/api/v1/query', {
      token: await app.tokenFor(Role.Operator),
      body: { query },
    });
  }

  /** What a question's answer must agree on: the records, the count and the reading. */
  function gist(res: HttpResult): { status: number; body: unknown } {
    if (res.status !== 200) return { status: res.status, body: res.body?.error?.code };
    const { interpretation, count } = res.body.meta;
    return {
      status: res.status,
      body: {
        data: res.body.data,
        count,
        ido: interpretation?.ido,
        filter: interpretation?.filter,
      },
    };
  }

  /** Polls until `check` answers something (a run finishing), for at most 30 s. */
  async function until<T>(check: () => Promise<T | undefined>): Promise<T> {
    for (let i = 0; i < 300; i += 1) {
      const value = await check();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('timed out waiting');
  }

  /** A built-in report as JSON: its rows and totals. */
  async function report(app: TestApp, name: string): Promise<unknown> {
    const token = await app.tokenFor(Role.Operator);
    const started = await app.request('POST', '/api/v1/reports/generate', {
      token,
      body: { report: name, format: 'json', parameters: {} },
    });
    expect(started.status).toBe(202);
    const id = started.body.data.id as string;
    const run = await until(async () => {
      const res = await app.request('GET', `/api/v1/reports/runs/${id}`, { token });
      const status = res.body.data.status as string;
      return status === 'completed' || status === 'failed' ? res.body.data : undefined;
    });
    expect(run).toMatchObject({ status: 'completed' });
    const artifact = await app.request('GET', `/api/v1/reports/runs/${id}/artifact`, { token });
    return { rows: artifact.body.rows, totals: artifact.body.totals };
  }

  /** The example overdue-PO agent, deployed and run once: what it recorded and found. */
  async function agent(app: TestApp): Promise<unknown> {
    const admin = await app.tokenFor(Role.Admin);
    const yaml = readFileSync(
      join(__dirname, '..', '..', 'config', 'agents', 'overdue-po-watcher.yaml'),
      'utf8',
    );
    const deploy = await app.request('POST', '/api/v1/agents/deploy', {
      token: admin,
      rawBody: yaml,
      headers: { 'content-type': 'application/yaml' },
    });
    expect(deploy.status).toBe(202);
    await until(async () => {
      const res = await app.request('GET', '/api/v1/agents/overdue-po-watcher', { token: admin });
      return res.body.data?.state === 'deployed' ? true : undefined;
    });
    const started = await app.request('POST', '/api/v1/agents/overdue-po-watcher/invoke', {
      token: admin,
      body: {},
    });
    expect(started.status).toBe(202);
    const runId = started.body.data.id as string;
    const run = await until(async () => {
      const res = await app.request('GET', '/api/v1/agents/overdue-po-watcher/runs?limit=20', {
        token: admin,
      });
      const found = (res.body.data as Array<{ id: string; status: string }>).find(
        (r) => r.id === runId && r.status !== 'running' && r.status !== 'queued',
      );
      return found as
        { status: string; outcome: string; result: Record<string, unknown> } | undefined;
    });
    expect(run.status).toBe('completed');
    const result = run.result as {
      values: unknown;
      steps: Array<{ count: number; records: unknown[] }>;
    };
    return {
      outcome: run.outcome,
      values: result.values,
      count: result.steps[0].count,
      records: result.steps[0].records,
    };
  }

  /**
   * A field mask and a row filter for Viewer: overdue POs only, without their amount; a masked
   * input withholds the derived value computed from it (LineAmount from ItemCost).
   */
  async function policies(app: TestApp): Promise<unknown> {
    const admin = await app.tokenFor(Role.Admin);
    const viewer = await app.tokenFor(Role.Viewer);
    const put = (key: string, value: unknown) =>
      app.request('PUT', `/api/v1/policies/${key}`, { token: admin, body: { value } });
    expect(
      (await put('data.fieldMask.Viewer', { SLPos: ['PoCost'], SLPoItems: ['ItemCost'] })).status,
    ).toBe(200);
    expect((await put('data.rowFilter.Viewer', { SLPos: 'DaysOverdue > 0' })).status).toBe(200);
    try {
      const seen = await loadEvery(app, viewer, 'SLPos', {
        properties: 'PoNum,VendorName,DueDate,DaysOverdue',
        recordcap: 4,
      });
      const masked = await app.request('GET', '/api/v1/ido/SLPos?properties=PoNum,PoCost', {
        token: viewer,
      });
      const withheld = await app.request(
        'GET',
        '/api/v1/ido/SLPoItems?properties=PoNum,LineAmount&recordcap=1',
        { token: viewer },
      );
      return { seen, masked: masked.status, withheld: withheld.status };
    } finally {
      await put('data.fieldMask.Viewer', {});
      await put('data.rowFilter.Viewer', {});
    }
  }

  const REPORTS = [
    'overdue-purchase-orders',
    'open-po-aging-by-vendor',
    'customer-order-backlog',
    'ar-aging',
    'open-invoices',
  ];

  async function extras(app: TestApp, part: string): Promise<unknown> {
    if (part === 'agent') return agent(app);
    if (part === 'policies') return policies(app);
    return report(app, part);
  }

  async function startLive(config: Record<string, unknown> = {}): Promise<TestApp> {
    return startTestApp({
      env: {
        ERPC_ERP_CONNECTOR: 'mongoose',
        ERPC_ERP_MODE: 'live',
        ERPC_MONGOOSE_URL: fake.url,
        ERPC_MONGOOSE_CONFIG: fake.config,
        ERPC_MONGOOSE_USER: 'erpc',
        ERPC_MONGOOSE_PASSWORD_FILE: passwordFile,
      },
      // Small pages make the fetches page with bookmarks.
      config: { erp: { timeoutMs: 5000, mongoose: { pageSize: 50, ...config } } },
    });
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-mongoose-derived-'));
    const demo = await startTestApp({ env: { ERPC_DEMO_AS_OF: '2026-11-21' } });
    try {
      const token = await demo.tokenFor(Role.Viewer);
      for (const [name, ido, params] of IDO_CASES) {
        expected.set(name, await loadEvery(demo, token, ido, params));
      }
      for (const question of QUESTIONS) asked.set(question, gist(await ask(demo, question)));
      for (const part of [...REPORTS, 'agent', 'policies']) {
        demoExtras = { ...demoExtras, [part]: await extras(demo, part) };
      }
      copyFileSync(join(demo.dataDir, DEMO_ERP_FILE), join(dir, DEMO_ERP_FILE));
    } finally {
      await demo.close();
    }
    fake = await startFakeMongooseServer({ file: join(dir, DEMO_ERP_FILE), today: '2026-11-21' });
    passwordFile = join(dir, 'mongoose-password');
    writeFileSync(passwordFile, 'erpc-password\n', { mode: 0o600 });
    live = await startLive();
  }, 120_000);

  afterAll(async () => {
    await live?.close();
    await fake?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.each(IDO_CASES)('serves %s as the demo does', async (name, ido, params) => {
    const want = expected.get(name) as LoadAnswer;
    // A case that matches nothing would prove nothing.
    expect(want.records.length).toBeGreaterThan(0);
    const got = await loadEvery(live, await live.tokenFor(Role.Viewer), ido, params);
    expectSameAnswer(got, want);
  });

  it.each(QUESTIONS)('answers "%s" as the demo does', async (question) => {
    const want = asked.get(question) as { status: number; body: unknown };
    expect(want.status).toBe(200);
    expect(gist(await ask(live, question))).toEqual(want);
  });

  it("answers the user's sample question with overdue POs over $10K, not an error", async () => {
    const res = await ask(live, 'Show overdue purchase orders over $10K');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const po of res.body.data as Array<Record<string, number>>) {
      expect(po.days_overdue).toBeGreaterThan(0);
      expect(po.amount).toBeGreaterThan(10000);
    }
  });

  it.each(REPORTS)('generates the report %s as the demo does', async (name) => {
    const want = demoExtras[name] as { rows: unknown[] };
    expect(want.rows.length).toBeGreaterThan(0);
    expect(await report(live, name)).toEqual(want);
  });

  it('runs the overdue-PO agent as the demo does: same count, records and alert', async () => {
    const want = demoExtras.agent as { outcome: string; count: number };
    expect(want).toMatchObject({ outcome: 'alert' });
    expect(want.count).toBeGreaterThan(0);
    expect(await agent(live)).toEqual(want);
  });

  it('applies a field mask and a row filter on derived values as the demo does', async () => {
    const want = demoExtras.policies as { seen: LoadAnswer; masked: number; withheld: number };
    expect(want.seen.records.length).toBeGreaterThan(0);
    expect(want.masked).toBe(400);
    expect(want.withheld).toBe(400);
    expect(await policies(live)).toEqual(want);
  });

  it('past the row budget answers an error naming replica mode, never a number', async () => {
    await live.close();
    const loadsBefore = fake.stats.loads;
    live = await startLive({ rowBudget: 20 });
    const token = await live.tokenFor(Role.Viewer);
    const refused = (res: HttpResult): void => {
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.message).toMatch(/more than 20 rows .*rowBudget.* replica mode/);
      expect(res.body.error.details).toMatchObject({ reason: 'row-budget', rowBudget: 20 });
      expect(res.body.data).toBeUndefined();
    };
    const [, ido, params] = IDO_CASES[0];
    refused(await live.request('GET', `/api/v1/ido/${ido}?${queryString(params)}`, { token }));
    // An aggregate and a question say the same, not that the data is hidden from the asker.
    const question = await ask(live, 'total value of overdue purchase orders');
    refused(question);
    refused(await ask(live, 'Show overdue purchase orders over $10K'));
    expect(fake.stats.loads).toBeGreaterThan(loadsBefore);
    // Within the budget the same daemon answers: one PO and its lines.
    const one = expected.get('overdue POs over 10K (the issue)') as LoadAnswer;
    const poNum = (one.records[0] as { PoNum: string }).PoNum;
    const single = await live.request(
      'GET',
      `/api/v1/ido/SLPos?${queryString({ properties: 'PoNum,PoCost,DaysOverdue', filter: `PoNum = '${poNum.trim()}'` })}`,
      { token },
    );
    expect(single.status).toBe(200);
    expect(single.body.data).toEqual(
      [one.records[0]].map((r) => {
        const { PoNum, PoCost, DaysOverdue } = r as Record<string, unknown>;
        return { PoNum, PoCost, DaysOverdue };
      }),
    );
  });
});
