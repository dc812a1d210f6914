import { Role } from '../../src/auth/capabilities';
import { startTestApp, TestApp } from '../support/test-app';
import { EventClient, EventFrame } from '../support/ws-client';

/**
 * SPEC §12 and issue 6: a field mask or row filter holds on all six paths ERP data leaves by:
 * IDO fetches, NL queries, query history, reports, agent runs and WebSocket payloads. Viewers
 * cannot ask questions or generate reports, so those paths are checked with the same policy set
 * for Operator; each test uses the lowest role that can take the path.
 */
describe('field masks and row filters on every path (issue 6)', () => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let viewer: string;
  let adminEvents: EventClient;
  let viewerEvents: EventClient;

  const put = (key: string, value: unknown) =>
    t.request('PUT', `/api/v1/policies/${key}`, { token: admin, body: { value } });

  const agent = {
    name: 'po-amounts',
    version: '1.0.0',
    description: 'Open purchase orders with their amounts.',
    scope: [
      { ido: 'SLPos', properties: ['PoNum', 'VendorName', 'Stat', 'PoCost', 'Whse', 'Buyer'] },
    ],
    steps: [
      {
        id: 'open',
        load: {
          ido: 'SLPos',
          properties: ['PoNum', 'VendorName', 'PoCost'],
          filter: "Stat IN ('P','O')",
          orderBy: 'PoNum',
          limit: 1000,
        },
      },
      { record: { name: 'openAmount', value: 'open.sum(PoCost)' } },
      { record: { name: 'openCount', value: 'open.count' } },
      { alert: { from: 'open', message: '{count} open purchase orders', maxRecords: 100 } },
    ],
  };

  async function connect(token: string): Promise<EventClient> {
    const client = await EventClient.connect(t.baseUrl.replace('http', 'ws') + '/api/v1/events', {
      headers: { authorization: `Bearer ${token}` },
    });
    client.send({ op: 'subscribe', topics: ['agents'] });
    await client.waitFor((f) => f.op === 'subscribed');
    return client;
  }

  /** Runs the agent; returns its run as Viewer and Admin see it, and both sockets' frames. */
  async function runAgent() {
    const started = await t.request('POST', `/api/v1/agents/${agent.name}/invoke`, {
      token: operator,
      body: {},
    });
    expect(started.status).toBe(202);
    const runId = started.body.data.id as string;
    const done = (f: EventFrame) => f.type === 'agent.run.completed' && f.data.runId === runId;
    const alert = (f: EventFrame) => f.type === 'agent.alert' && f.data.runId === runId;
    const frames = {
      viewerCompleted: await viewerEvents.waitFor(done),
      viewerAlert: await viewerEvents.waitFor(alert),
      adminCompleted: await adminEvents.waitFor(done),
      adminAlert: await adminEvents.waitFor(alert),
    };
    const runAs = async (token: string) => {
      const runs = await t.request('GET', `/api/v1/agents/${agent.name}/runs`, { token });
      return runs.body.data.find((r: { id: string }) => r.id === runId);
    };
    return { viewerRun: await runAs(viewer), adminRun: await runAs(admin), ...frames };
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.tokenFor(Role.Admin);
    operator = await t.tokenFor(Role.Operator);
    viewer = await t.tokenFor(Role.Viewer);
    adminEvents = await connect(admin);
    viewerEvents = await connect(viewer);
    const deployed = await t.request('POST', '/api/v1/agents/deploy', {
      token: admin,
      body: agent,
    });
    expect(deployed.status).toBe(202);
    await adminEvents.waitFor((f) => f.type === 'agent.deployed' && f.data.agent === agent.name);
  });
  afterAll(async () => {
    adminEvents.close();
    viewerEvents.close();
    await t.close();
  });

  describe('a field mask on SLPos.PoCost (Viewer and Operator)', () => {
    let askedBefore: string;

    beforeAll(async () => {
      // Asked while the property was visible: its history entry names PoCost.
      const asked = await t.request('POST', '/api/v1/query', {
        token: operator,
        body: { query: 'purchase orders with amount over 5000' },
      });
      expect(asked.status).toBe(200);
      askedBefore = asked.body.meta.queryId ?? asked.body.data.queryId;
      expect(JSON.stringify(asked.body)).toContain('PoCost');
      for (const role of ['Viewer', 'Operator']) {
        expect((await put(`data.fieldMask.${role}`, { SLPos: ['PoCost'] })).status).toBe(200);
      }
    });
    afterAll(async () => {
      for (const role of ['Viewer', 'Operator']) await put(`data.fieldMask.${role}`, {});
    });

    it('path 1, IDO fetches: not returned, not nameable', async () => {
      const all = await t.request('GET', '/api/v1/ido/SLPos?properties=*&recordcap=5', {
        token: viewer,
      });
      expect(all.status).toBe(200);
      expect(all.text).not.toContain('PoCost');
      const named = await t.request('GET', '/api/v1/ido/SLPos?properties=PoNum,PoCost', {
        token: viewer,
      });
      expect(named.status).toBe(400);
    });

    it('path 2, NL queries: not in answers, and a question about it is not understood', async () => {
      const open = await t.request('POST', '/api/v1/query', {
        token: operator,
        body: { query: 'open purchase orders' },
      });
      expect(open.status).toBe(200);
      expect(open.text).not.toMatch(/"amount"|PoCost/);
      const about = await t.request('POST', '/api/v1/query', {
        token: operator,
        body: { query: 'total amount of open purchase orders' },
      });
      expect(about.text).not.toMatch(/"(amount|po_cost|total_amount|total)":\s*[\d.]+/);
    });

    it('path 3, query history: an entry that names it loses its interpretation', async () => {
      const history = await t.request('GET', '/api/v1/queries?limit=50', { token: operator });
      expect(history.status).toBe(200);
      expect(history.text).not.toContain('PoCost');
      const entry = history.body.data.find((q: { id: string }) => q.id === askedBefore);
      expect(entry).toMatchObject({ interpretation: null, withheld: true });
      const one = await t.request('GET', `/api/v1/queries/${askedBefore}`, { token: operator });
      expect(one.text).not.toContain('PoCost');
      // The Admin, without the mask, still sees it.
      const adminView = await t.request('GET', `/api/v1/queries/${askedBefore}`, { token: admin });
      expect(adminView.text).toContain('PoCost');
    });

    it('path 4, reports: a measure over it is left out of the artifact', async () => {
      const started = await t.request('POST', '/api/v1/reports/generate', {
        token: operator,
        body: { report: 'vendor-spend', format: 'json' },
      });
      expect(started.status).toBe(202);
      const id = started.body.data.id as string;
      let status = '';
      for (let i = 0; i < 200 && status !== 'completed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await t.request('GET', `/api/v1/reports/runs/${id}`, { token: operator })).body
          .data.status;
      }
      expect(status).toBe('completed');
      const artifact = await t.request('GET', `/api/v1/reports/runs/${id}/artifact`, {
        token: operator,
      });
      expect(artifact.status).toBe(200);
      expect(artifact.text).not.toMatch(/"amount"|PoCost|"spend"/);
      expect(artifact.body.rows.length).toBeGreaterThan(0);
    });

    describe('an agent run with the property in its step and a sum over it', () => {
      let run: Awaited<ReturnType<typeof runAgent>>;
      beforeAll(async () => {
        run = await runAgent();
      });

      it('path 5, agent runs: Viewer sees neither the property nor the sum; Admin sees both', () => {
        const viewerStep = run.viewerRun.result.steps[0];
        expect(viewerStep.records.length).toBeGreaterThan(0);
        expect(viewerStep.columns).not.toContain('PoCost');
        expect(JSON.stringify(run.viewerRun)).not.toContain('PoCost');
        expect(run.viewerRun.result.values.openAmount).toBeNull();
        expect(run.viewerRun.result.values.openCount).toBe(viewerStep.count);
        const adminStep = run.adminRun.result.steps[0];
        expect(adminStep.columns).toContain('PoCost');
        expect(typeof run.adminRun.result.values.openAmount).toBe('number');
      });

      it('path 6, WebSocket payloads: per socket, by its role', () => {
        expect(JSON.stringify(run.viewerAlert)).not.toContain('PoCost');
        expect(run.viewerAlert.data.records.length).toBeGreaterThan(0);
        expect(run.viewerCompleted.data.values.openAmount).toBeNull();
        expect(run.adminAlert.data.records[0]).toHaveProperty('PoCost');
        expect(typeof run.adminCompleted.data.values.openAmount).toBe('number');
        // Same event, same id, for both.
        expect(run.viewerAlert.id).toBe(run.adminAlert.id);
      });
    });

    it('a replay (since) is projected the same way as live delivery', async () => {
      const late = await EventClient.connect(t.baseUrl.replace('http', 'ws') + '/api/v1/events', {
        headers: { authorization: `Bearer ${viewer}` },
      });
      late.send({ op: 'subscribe', topics: ['agents'], since: 0 });
      const alert = await late.waitFor((f) => f.type === 'agent.alert');
      expect(alert.data.records.length).toBeGreaterThan(0);
      expect(JSON.stringify(late.frames)).not.toContain('PoCost');
      late.close();
    });
  });

  describe("a row filter on SLPos (Whse = 'MAIN') for Viewer and Operator", () => {
    let adminCount: number;

    beforeAll(async () => {
      const all = await t.request(
        'GET',
        `/api/v1/ido/SLPos?recordcap=1&filter=${encodeURIComponent("Stat IN ('P','O')")}`,
        { token: admin },
      );
      adminCount = all.body.meta.count;
      for (const role of ['Viewer', 'Operator']) {
        expect((await put(`data.rowFilter.${role}`, { SLPos: "Whse = 'MAIN'" })).status).toBe(200);
      }
    });
    afterAll(async () => {
      for (const role of ['Viewer', 'Operator']) await put(`data.rowFilter.${role}`, {});
    });

    it('path 1, IDO fetches: only its rows', async () => {
      const rows = await t.request('GET', '/api/v1/ido/SLPos?properties=PoNum,Whse&recordcap=0', {
        token: viewer,
      });
      expect(rows.body.data.length).toBeGreaterThan(0);
      expect(rows.body.data.every((r: { Whse: string }) => r.Whse === 'MAIN')).toBe(true);
    });

    it('path 2, NL queries: only its rows are counted and listed', async () => {
      const answer = await t.request('POST', '/api/v1/query', {
        token: operator,
        body: { query: 'open purchase orders', limit: 1000 },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.meta.count).toBeLessThan(adminCount);
      const mine = await t.request(
        'GET',
        `/api/v1/ido/SLPos?recordcap=1&filter=${encodeURIComponent("Stat IN ('P','O')")}`,
        { token: operator },
      );
      expect(answer.body.meta.count).toBe(mine.body.meta.count);
    });

    it('path 3, query history: counts over rows it may not see are withheld', async () => {
      const history = await t.request('GET', '/api/v1/queries?limit=50', { token: operator });
      const aboutPos = history.body.data.filter((q: { ido: string | null }) => q.ido === 'SLPos');
      expect(aboutPos.length).toBeGreaterThan(0);
      for (const entry of aboutPos) expect(entry.count).toBeNull();
    });

    it('path 4, reports: only its rows', async () => {
      const started = await t.request('POST', '/api/v1/reports/generate', {
        token: operator,
        body: { report: 'overdue-purchase-orders', format: 'json' },
      });
      const id = started.body.data.id as string;
      let run = { status: '', rows: 0 };
      for (let i = 0; i < 200 && run.status !== 'completed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        run = (await t.request('GET', `/api/v1/reports/runs/${id}`, { token: operator })).body.data;
      }
      const mine = await t.request(
        'GET',
        `/api/v1/ido/SLPos?recordcap=1&filter=${encodeURIComponent("DaysOverdue > 0 AND Stat IN ('P','O')")}`,
        { token: operator },
      );
      expect(run.rows).toBe(mine.body.meta.count);
    });

    describe('an agent run whose step does not even return Whse', () => {
      let run: Awaited<ReturnType<typeof runAgent>>;
      let mainPos: Set<string>;
      beforeAll(async () => {
        run = await runAgent();
        const main = await t.request(
          'GET',
          `/api/v1/ido/SLPos?properties=PoNum&recordcap=0&filter=${encodeURIComponent("Whse = 'MAIN'")}`,
          { token: admin },
        );
        mainPos = new Set(main.body.data.map((r: { PoNum: string }) => r.PoNum));
      });

      it('path 5, agent runs: Viewer sees only its rows, no count over the rest, no sums', () => {
        const viewerStep = run.viewerRun.result.steps[0];
        const adminStep = run.adminRun.result.steps[0];
        expect(viewerStep.records.length).toBeGreaterThan(0);
        expect(viewerStep.records.length).toBeLessThan(adminStep.records.length);
        expect(viewerStep.records.every((r: { PoNum: string }) => mainPos.has(r.PoNum))).toBe(true);
        expect(viewerStep.withheld).toBe(adminStep.records.length - viewerStep.records.length);
        // The column kept for the row filter is not shown to anyone.
        expect(adminStep.columns).not.toContain('Whse');
        expect(run.viewerRun.result.values).toEqual({ openAmount: null, openCount: null });
        expect(run.adminRun.result.values.openCount).toBe(adminCount);
      });

      it('path 6, WebSocket payloads: the Viewer socket gets only its rows', () => {
        const records = run.viewerAlert.data.records as Array<{ PoNum: string }>;
        expect(records.length).toBeGreaterThan(0);
        expect(records.every((r) => mainPos.has(r.PoNum))).toBe(true);
        // The alert carries up to 100 records: when that is all of them, the Viewer's count is
        // the rows it may see; otherwise the total is unknowable and withheld.
        const complete = adminCount <= 100;
        expect(run.viewerAlert.data.count).toBe(complete ? records.length : null);
        expect(run.viewerAlert.data.message).toBe(
          complete ? `${records.length} open purchase orders` : 'some open purchase orders',
        );
        expect(run.adminAlert.data.message).toBe(`${adminCount} open purchase orders`);
        expect(run.viewerCompleted.data.values).toEqual({ openAmount: null, openCount: null });
      });
    });
  });
});
