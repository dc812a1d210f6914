import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { Role } from '../../src/auth/capabilities';
import { startTestApp, TestApp } from '../support/test-app';
import { EventClient, EventFrame, eventually } from '../support/ws-client';

const EXAMPLES = join(__dirname, '..', '..', 'config', 'agents');
const example = (name: string) => readFileSync(join(EXAMPLES, `${name}.yaml`), 'utf8');

/** A small manual agent over purchase orders, as a JSON manifest. */
function purchasingAgent(version: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'po-checker',
    version,
    description: 'Open purchase orders and their vendors.',
    scope: [
      {
        ido: 'SLPos',
        properties: [
          'PoNum',
          'VendNum',
          'VendorName',
          'DueDate',
          'Stat',
          'PoCost',
          'DaysOverdue',
          'Whse',
        ],
      },
      { ido: 'SLVendors', properties: ['VendNum', 'Name', 'VadState'] },
    ],
    steps: [
      {
        id: 'open',
        load: {
          ido: 'SLPos',
          properties: ['PoNum', 'VendorName', 'Stat', 'PoCost'],
          filter: "Stat IN ('P', 'O')",
          limit: 50,
        },
      },
      { record: { name: 'openCount', value: 'open.count' } },
      { record: { name: 'openAmount', value: 'open.sum(PoCost)' } },
    ],
    ...extra,
  };
}

describe('agents: deploy, invoke, schedule, scope (issue 6)', () => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let viewer: string;
  let events: EventClient;

  const wsUrl = () => t.baseUrl.replace('http', 'ws') + '/api/v1/events';

  async function deployed(name: string, version: string): Promise<EventFrame> {
    return events.waitFor(
      (f) =>
        (f.type === 'agent.deployed' || f.type === 'agent.deploy_failed') &&
        f.data.agent === name &&
        f.data.version === version,
    );
  }

  async function invoke(name: string, body: Record<string, unknown> = {}, token = operator) {
    const started = await t.request('POST', `/api/v1/agents/${name}/invoke`, { token, body });
    expect(started.status).toBe(202);
    const runId = started.body.data.id as string;
    await events.waitFor((f) => f.type === 'agent.run.completed' && f.data.runId === runId);
    const runs = await t.request('GET', `/api/v1/agents/${name}/runs?limit=20`, { token });
    return runs.body.data.find((r: { id: string }) => r.id === runId);
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.tokenFor(Role.Admin);
    operator = await t.tokenFor(Role.Operator);
    viewer = await t.tokenFor(Role.Viewer);
    // Schedules every second or two, for the test: the default shortest interval is a minute.
    const interval = await t.request('PUT', '/api/v1/policies/agents.minScheduleInterval', {
      token: admin,
      body: { value: 1 },
    });
    expect(interval.status).toBe(200);
    events = await EventClient.connect(wsUrl(), { headers: { authorization: `Bearer ${admin}` } });
    events.send({ op: 'subscribe', topics: ['agents'] });
    await events.waitFor((f) => f.op === 'subscribed');
  });
  afterAll(async () => {
    events.close();
    await t.close();
  });

  describe.each([
    ['overdue-po-watcher', 'schedule'],
    ['credit-hold-watcher', 'schedule'],
    ['reorder-point-watcher', 'manual'],
  ])('the example agent %s', (name, trigger) => {
    it('deploys from its YAML file and shows its state and next run', async () => {
      const started = await t.request('POST', '/api/v1/agents/deploy', {
        token: admin,
        rawBody: example(name),
        headers: { 'content-type': 'application/yaml' },
      });
      expect(started.status).toBe(202);
      expect(started.body.data).toMatchObject({
        agent: name,
        version: '1.0.0',
        state: 'deploying',
      });
      const event = await deployed(name, '1.0.0');
      expect(event.type).toBe('agent.deployed');
      const status = await t.request('GET', `/api/v1/agents/${name}`, { token: viewer });
      expect(status.status).toBe(200);
      expect(status.body.data).toMatchObject({ state: 'deployed', version: '1.0.0' });
      expect(status.body.data.trigger.type).toBe(trigger);
      if (trigger === 'schedule') {
        expect(new Date(status.body.data.nextRunAt).getTime()).toBeGreaterThan(Date.now());
      } else expect(status.body.data.nextRunAt).toBeNull();
      // Viewers see state, not the whole manifest; Admins see it.
      expect(status.body.data).not.toHaveProperty('manifest');
      const full = await t.request('GET', `/api/v1/agents/${name}`, { token: admin });
      expect(full.body.data.manifest.name).toBe(name);
    });

    it('runs on demand, its numbers agree with the IDO API, and it raises its alert', async () => {
      const run = await invoke(name);
      expect(run.failureReason).toBeNull();
      expect(run.status).toBe('completed');
      const step = run.result.steps[0];
      expect(step.count).toBeGreaterThan(0);
      expect(step.records.length).toBe(
        Math.min(step.count, name === 'overdue-po-watcher' ? 200 : 100),
      );
      const countKey = Object.keys(run.result.values)[0];
      expect(run.result.values[countKey]).toBe(step.count);
      expect(run.outcome).toBe('alert');
      expect(run.result.alerts).toHaveLength(1);
      expect(run.result.alerts[0].message).toContain(String(step.count));
      const alert = await events.waitFor(
        (f) => f.type === 'agent.alert' && f.data.runId === run.id,
      );
      expect(alert.data.count).toBe(step.count);
      expect(alert.data.records.length).toBeGreaterThan(0);
      expect(alert.data).not.toHaveProperty('matches');
      const status = await t.request('GET', `/api/v1/agents/${name}`, { token: viewer });
      expect(status.body.data.lastRun).toMatchObject({ id: run.id, outcome: 'alert' });

      // The same question through the IDO API counts the same records.
      const checks: Record<string, string> = {
        'overdue-po-watcher': "DaysOverdue > 0 AND Stat IN ('P','O')",
        'credit-hold-watcher': "CreditHold = '1' AND CustSeq = 0",
        'reorder-point-watcher': 'QtyOnHand < QtyReorder',
      };
      const ido = step.ido as string;
      const direct = await t.request(
        'GET',
        `/api/v1/ido/${ido}?recordcap=1&filter=${encodeURIComponent(checks[name])}`,
        { token: admin },
      );
      expect(direct.body.meta.count).toBe(step.count);
    });
  });

  it('each example agent runs on a schedule too (every second here) and says so in its events', async () => {
    for (const name of ['overdue-po-watcher', 'credit-hold-watcher', 'reorder-point-watcher']) {
      const manifest = parse(example(name)) as Record<string, unknown>;
      const ticking = {
        ...manifest,
        version: '1.0.1',
        trigger: { type: 'schedule', cron: '* * * * * *', timezone: 'UTC' },
      };
      const started = await t.request('POST', '/api/v1/agents/deploy', {
        token: admin,
        body: ticking,
      });
      expect(started.status).toBe(202);
      expect((await deployed(name, '1.0.1')).type).toBe('agent.deployed');
      const scheduled = await events.waitFor(
        (f) =>
          f.type === 'agent.run.completed' &&
          f.data.agent === name &&
          f.data.trigger === 'schedule' &&
          f.data.version === '1.0.1',
        30_000,
      );
      expect(scheduled.data.outcome).toBe('alert');
      // Back to the shipped version (and its daily or manual trigger).
      const back = await t.request('POST', '/api/v1/agents/deploy', {
        token: admin,
        body: { redeploy: { name, version: '1.0.0' } },
      });
      expect(back.status).toBe(202);
      await eventually(async () => {
        const status = await t.request('GET', `/api/v1/agents/${name}`, { token: admin });
        return status.body.data.version === '1.0.0' && status.body.data.state === 'deployed'
          ? true
          : undefined;
      });
    }
  });

  it('the overdue watcher files its report, rendered as a Viewer would see it', async () => {
    const runs = await t.request('GET', '/api/v1/agents/overdue-po-watcher/runs', {
      token: viewer,
    });
    const report = runs.body.data[0].result.reports[0];
    expect(report.name).toBe('overdue-purchase-orders');
    await eventually(async () => {
      const run = await t.request('GET', `/api/v1/reports/runs/${report.runId}`, { token: viewer });
      return run.body.data.status === 'completed' ? true : undefined;
    });
    const artifact = await t.request('GET', `/api/v1/reports/runs/${report.runId}/artifact`, {
      token: viewer,
    });
    expect(artifact.status).toBe(200);
    expect(artifact.text.split('\n').length).toBeGreaterThan(2);
  });

  it('a bad manifest fails with every fault and its path, and nothing is deployed', async () => {
    const bad = purchasingAgent('1.0.0', {
      name: 'Bad Name',
      trigger: { type: 'schedule', cron: '61 * * * *', timezone: 'Mars/Olympus' },
      steps: [
        { id: 'open', ask: 'open purchase orders', load: { ido: 'SLPos' } },
        { condition: 'open.count >' },
        { alert: { from: 'open', message: 'x', colour: 'red' } },
      ],
    });
    const result = await t.request('POST', '/api/v1/agents/deploy', { token: admin, body: bad });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('VALIDATION_FAILED');
    const fields = result.body.error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'name',
        'trigger.timezone',
        'steps[0]',
        'steps[1].condition',
        'steps[2].alert',
      ]),
    );
    const yaml = await t.request('POST', '/api/v1/agents/deploy', {
      token: admin,
      rawBody: 'name: x\n  bad: [indent',
      headers: { 'content-type': 'application/yaml' },
    });
    expect(yaml.status).toBe(400);
    expect(yaml.body.error.details[0].field).toMatch(/^line \d+/);
    const list = await t.request('GET', '/api/v1/agents', { token: admin });
    expect(list.body.data.map((a: { name: string }) => a.name)).not.toContain('Bad Name');
  });

  it('a manifest that does not compile fails its deploy job and leaves the version in force', async () => {
    const first = await t.request('POST', '/api/v1/agents/deploy', {
      token: admin,
      body: purchasingAgent('1.0.0'),
    });
    expect(first.status).toBe(202);
    expect((await deployed('po-checker', '1.0.0')).type).toBe('agent.deployed');

    const broken = purchasingAgent('1.1.0', {
      steps: [
        { id: 'gibberish', ask: 'flurble the wibbling zorps' },
        { id: 'customers', load: { ido: 'SLCustomers', properties: ['CustNum'] } },
        { id: 'cost', load: { ido: 'SLPos', properties: ['PoNum'], filter: 'Buyer = 1' } },
        { condition: 'nothing.count > 0' },
      ],
    });
    const second = await t.request('POST', '/api/v1/agents/deploy', { token: admin, body: broken });
    expect(second.status).toBe(202);
    const failed = await deployed('po-checker', '1.1.0');
    expect(failed.type).toBe('agent.deploy_failed');
    const faults = failed.data.errors as Array<{ field: string; message: string }>;
    expect(faults.map((f) => f.field)).toEqual(
      expect.arrayContaining([
        'steps[0].ask',
        'steps[1].load',
        'steps[2].load.filter',
        'steps[3].condition',
      ]),
    );
    expect(faults.find((f) => f.field === 'steps[1].load')?.message).toContain('SLCustomers');
    const status = await t.request('GET', '/api/v1/agents/po-checker', { token: admin });
    expect(status.body.data).toMatchObject({
      state: 'deployed',
      version: '1.0.0',
      pendingVersion: null,
    });
    expect(
      status.body.data.versions.find((v: { version: string }) => v.version === '1.1.0').state,
    ).toBe('failed');
    const run = await invoke('po-checker');
    expect(run.version).toBe('1.0.0');
    expect(run.outcome).toBe('ok');
  });

  it('versions: the same version is 409, a new one supersedes, and an old one can come back', async () => {
    const again = await t.request('POST', '/api/v1/agents/deploy', {
      token: admin,
      body: purchasingAgent('1.0.0'),
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CONFLICT');

    const v2 = purchasingAgent('2.0.0');
    (v2.steps[0] as { load: { limit: number } }).load.limit = 5;
    expect(
      (await t.request('POST', '/api/v1/agents/deploy', { token: admin, body: v2 })).status,
    ).toBe(202);
    expect((await deployed('po-checker', '2.0.0')).type).toBe('agent.deployed');
    const newer = await invoke('po-checker');
    expect(newer.version).toBe('2.0.0');
    expect(newer.result.steps[0].records).toHaveLength(5);

    const back = await t.request('POST', '/api/v1/agents/deploy', {
      token: admin,
      body: { redeploy: { name: 'po-checker', version: '1.0.0' } },
    });
    expect(back.status).toBe(202);
    await events.waitFor(
      (f) => f.type === 'agent.deployed' && f.data.version === '1.0.0' && f.id! > 0,
      20_000,
      events.frames.length - 1,
    );
    const status = await t.request('GET', '/api/v1/agents/po-checker', { token: admin });
    expect(status.body.data.version).toBe('1.0.0');
    const states = Object.fromEntries(
      status.body.data.versions.map((v: { version: string; state: string }) => [
        v.version,
        v.state,
      ]),
    );
    expect(states).toMatchObject({ '1.0.0': 'deployed', '2.0.0': 'superseded', '1.1.0': 'failed' });
  });

  it('answers an input question within its scope only', async () => {
    const inside = await invoke('po-checker', {
      input: 'open purchase orders from vendors in Texas',
    });
    expect(inside.status).toBe('completed');
    expect(inside.result.answer.count).toBeGreaterThan(0);
    expect(inside.result.answer.columns).not.toContain('Buyer');

    const outside = await t.request('POST', '/api/v1/agents/po-checker/invoke', {
      token: operator,
      body: { input: 'customers in Texas' },
    });
    expect(outside.status).toBe(403);
    expect(outside.body.error.message).toContain('SLCustomers');
    const property = await t.request('POST', '/api/v1/agents/po-checker/invoke', {
      token: operator,
      body: { input: 'purchase orders for buyer Smith' },
    });
    expect([403, 422]).toContain(property.status);
  });

  it('roles: Viewers cannot invoke, Operators cannot deploy or remove', async () => {
    const invoked = await t.request('POST', '/api/v1/agents/po-checker/invoke', {
      token: viewer,
      body: {},
    });
    expect(invoked.status).toBe(403);
    const deploy = await t.request('POST', '/api/v1/agents/deploy', {
      token: operator,
      body: purchasingAgent('9.0.0'),
    });
    expect(deploy.status).toBe(403);
    expect(
      (await t.request('DELETE', '/api/v1/agents/po-checker', { token: operator })).status,
    ).toBe(403);
    expect((await t.request('GET', '/api/v1/agents/nobody-here', { token: viewer })).status).toBe(
      404,
    );
  });

  it('runs on its schedule, and stops when undeployed', async () => {
    const every = purchasingAgent('1.0.0', {
      name: 'tick-agent',
      trigger: { type: 'schedule', cron: '*/2 * * * * *', timezone: 'Europe/Berlin' },
    });
    expect(
      (await t.request('POST', '/api/v1/agents/deploy', { token: admin, body: every })).status,
    ).toBe(202);
    expect((await deployed('tick-agent', '1.0.0')).type).toBe('agent.deployed');
    const runs = await eventually(
      async () => {
        const page = await t.request('GET', '/api/v1/agents/tick-agent/runs', { token: viewer });
        const done = page.body.data.filter((r: { status: string }) => r.status === 'completed');
        return done.length >= 2 ? done : undefined;
      },
      30_000,
      250,
    );
    expect(runs.every((r: { trigger: string }) => r.trigger === 'schedule')).toBe(true);
    const removed = await t.request('DELETE', '/api/v1/agents/tick-agent', { token: admin });
    expect(removed.status).toBe(204);
    expect((await t.request('GET', '/api/v1/agents/tick-agent', { token: admin })).status).toBe(
      404,
    );
    const seen = events.frames.length;
    await new Promise((resolve) => setTimeout(resolve, 4500));
    const later = events.frames
      .slice(seen)
      .filter((f) => f.type === 'agent.run.completed' && f.data.agent === 'tick-agent');
    // A run already started when the schedule was removed may still finish; no new ones start.
    expect(later.length).toBeLessThanOrEqual(1);
  });
});
