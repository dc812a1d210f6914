import { Role } from '../../src/auth/capabilities';
import { TestApp, startTestApp } from '../support/test-app';
import { EventClient } from '../support/ws-client';

describe('policies govern every path (SPEC §12)', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let operator: string;

  const put = (key: string, value: unknown, expectedVersion?: number) =>
    t.request('PUT', `/api/v1/policies/${key}`, { token: admin, body: { value, expectedVersion } });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.tokenFor(Role.Admin);
    viewer = await t.tokenFor(Role.Viewer);
    operator = await t.tokenFor(Role.Operator);
  });
  afterAll(() => t.close());

  it('lists every policy with its default, type and version', async () => {
    const list = await t.request('GET', '/api/v1/policies', { token: admin });
    const keys = list.body.data.map((p: { key: string }) => p.key);
    for (const key of [
      'query.maxLimit',
      'query.minConfidence',
      'ido.defaultRecordcap',
      'ido.maxRecordcap',
      'rateLimit.Viewer',
      'data.fieldMask.Viewer',
      'data.rowFilter.Operator',
      'auth.accessTokenTtl',
      'retention.events',
      'agents.webhookAllowlist',
    ]) {
      expect(keys).toContain(key);
    }
    const cap = list.body.data.find((p: { key: string }) => p.key === 'ido.defaultRecordcap');
    expect(cap).toMatchObject({ value: 200, default: 200, version: 0 });
  });

  it('refuses unknown keys, wrong types, and masks naming what does not exist', async () => {
    expect((await put('no.such.policy', 1)).status).toBe(404);
    const wrongType = await put('query.maxLimit', 'lots');
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.code).toBe('VALIDATION_FAILED');
    const typo = await put('data.fieldMask.Viewer', { SLItems: ['UnitCots'] });
    expect(typo.status).toBe(400);
    expect(typo.body.error.message).toContain('SLItems.UnitCots: no such property');
    const badFilter = await put('data.rowFilter.Viewer', { SLItemwhses: "Whse = = 'MAIN'" });
    expect(badFilter.status).toBe(400);
    expect(
      (
        await t.request('PUT', '/api/v1/policies/query.maxLimit', {
          token: viewer,
          body: { value: 5 },
        })
      ).status,
    ).toBe(403);
  });

  it('versions every change, keeps history, and refuses a stale expectedVersion', async () => {
    expect((await put('ido.maxRecordcap', 5000)).body.data.version).toBe(1);
    expect((await put('ido.maxRecordcap', 6000, 1)).body.data.version).toBe(2);
    const stale = await put('ido.maxRecordcap', 7000, 1);
    expect(stale.status).toBe(409);
    const history = await t.request('GET', '/api/v1/policies/ido.maxRecordcap/history', {
      token: admin,
    });
    expect(
      history.body.data.map((h: { version: number; value: number }) => [h.version, h.value]),
    ).toEqual([
      [2, 6000],
      [1, 5000],
    ]);
    await put('ido.maxRecordcap', 10000);
  });

  it('a record cap change holds on the next request, without a restart', async () => {
    const before = await t.request('GET', '/api/v1/ido/SLItems', { token: viewer });
    expect(before.body.data.length).toBeGreaterThan(3);
    await put('ido.defaultRecordcap', 3);
    const after = await t.request('GET', '/api/v1/ido/SLItems', { token: viewer });
    expect(after.body.data).toHaveLength(3);
    await put('ido.defaultRecordcap', 200);
  });

  describe('a field mask for Viewer', () => {
    beforeAll(async () => {
      expect((await put('data.fieldMask.Viewer', { SLItems: ['UnitCost'] })).status).toBe(200);
    });
    afterAll(async () => {
      await put('data.fieldMask.Viewer', {});
    });

    it('hides the property from IDO fetches and metadata', async () => {
      const all = await t.request('GET', '/api/v1/ido/SLItems?properties=*&recordcap=5', {
        token: viewer,
      });
      expect(all.status).toBe(200);
      for (const record of all.body.data) expect(record).not.toHaveProperty('UnitCost');
      expect(all.text).not.toContain('UnitCost');
      const named = await t.request('GET', '/api/v1/ido/SLItems?properties=Item,UnitCost', {
        token: viewer,
      });
      expect(named.status).toBe(400);
      const filtered = await t.request(
        'GET',
        `/api/v1/ido/SLItems?filter=${encodeURIComponent('UnitCost > 0')}`,
        { token: viewer },
      );
      expect(filtered.status).toBe(400);
      const metadata = await t.request('GET', '/api/v1/ido/SLItems/metadata', { token: viewer });
      expect(JSON.stringify(metadata.body.data)).not.toContain('UnitCost');
    });

    it('leaves other roles alone', async () => {
      const operatorView = await t.request(
        'GET',
        '/api/v1/ido/SLItems?properties=Item,UnitCost&recordcap=2',
        { token: operator },
      );
      expect(operatorView.status).toBe(200);
      expect(operatorView.body.data[0]).toHaveProperty('UnitCost');
    });
  });

  describe('a field mask for Operator', () => {
    beforeAll(async () => {
      expect((await put('data.fieldMask.Operator', { SLItemwhses: ['QtyOrdered'] })).status).toBe(
        200,
      );
    });
    afterAll(async () => {
      await put('data.fieldMask.Operator', {});
    });

    it('hides the property from reports the Operator generates', async () => {
      const events = await EventClient.connect(t.baseUrl.replace('http', 'ws') + '/api/v1/events', {
        headers: { authorization: `Bearer ${operator}` },
      });
      events.send({ op: 'subscribe', topics: ['reports'] });
      await events.waitFor((f) => f.op === 'subscribed');
      const started = await t.request('POST', '/api/v1/reports/generate', {
        token: operator,
        body: { report: 'items-below-reorder-point', format: 'json' },
      });
      const id = started.body.data.id;
      await events.waitFor((f) => f.type === 'job.completed' && f.data.jobId === id);
      const artifact = await t.request('GET', `/api/v1/reports/runs/${id}/artifact`, {
        token: operator,
      });
      const keys = artifact.body.columns.map((c: { key: string }) => c.key);
      expect(keys).not.toContain('qty_ordered');
      expect(keys).toContain('qty_on_hand');
      expect(artifact.text).not.toContain('qty_ordered');
      events.close();
    });
  });

  it('a row filter for Viewer restricts the rows of every IDO fetch', async () => {
    expect((await put('data.rowFilter.Viewer', { SLItemwhses: "Whse = 'MAIN'" })).status).toBe(200);
    const path = '/api/v1/ido/SLItemwhses?properties=Item,Whse&recordcap=0';
    const rows = await t.request('GET', path, { token: viewer });
    expect(rows.body.data.length).toBeGreaterThan(0);
    expect(rows.body.data.every((r: { Whse: string }) => r.Whse === 'MAIN')).toBe(true);
    const everyone = await t.request('GET', path, { token: operator });
    expect(rows.body.meta.count).toBeLessThan(everyone.body.meta.count);
    // A row filter may name a derived property too: overdue POs only.
    expect((await put('data.rowFilter.Viewer', { SLPos: 'DaysOverdue > 0' })).status).toBe(200);
    const overdue = await t.request(
      'GET',
      '/api/v1/ido/SLPos?properties=PoNum,DaysOverdue&recordcap=0',
      { token: viewer },
    );
    expect(overdue.body.data.length).toBeGreaterThan(0);
    expect(overdue.body.data.every((r: { DaysOverdue: number }) => r.DaysOverdue > 0)).toBe(true);
    // A balance rolls up payments and credits: under a row filter on SLArtrans the Viewer may
    // not see all of them, so the derived balance is withheld (fail closed), not recomputed.
    expect(
      (await put('data.rowFilter.Viewer', { SLArtrans: "Type = 'I' AND Balance > 0" })).status,
    ).toBe(200);
    const path2 = '/api/v1/ido/SLArtrans?properties=InvNum,Type,Amount&recordcap=0';
    const open = await t.request('GET', path2, { token: viewer });
    expect(open.body.data.length).toBeGreaterThan(0);
    expect(open.body.data.every((r: { Type: string }) => r.Type === 'I')).toBe(true);
    const withBalance = await t.request('GET', '/api/v1/ido/SLArtrans?properties=InvNum,Balance', {
      token: viewer,
    });
    expect(withBalance.status).toBe(400);
    expect(JSON.stringify(withBalance.body.error)).toContain('Balance');
    const operatorView = await t.request(
      'GET',
      '/api/v1/ido/SLArtrans?properties=InvNum,Balance&recordcap=1',
      { token: operator },
    );
    expect(operatorView.status).toBe(200);
    await put('data.rowFilter.Viewer', {});
  });

  it('rate limits per role per minute with Retry-After', async () => {
    const user = await t.createUser(Role.Viewer);
    const token = (await t.login(user.username, user.password)).body.data.access_token;
    await put('rateLimit.Viewer', 3);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await t.request('GET', '/api/v1/auth/me', { token })).status);
      // The limit may straddle a minute boundary; then the fourth call is the first of the next.
      if (statuses[3] !== 429)
        statuses.push((await t.request('GET', '/api/v1/auth/me', { token })).status);
      expect(statuses).toContain(429);
      const limited = await t.request('GET', '/api/v1/auth/me', { token });
      expect(limited.headers.get('retry-after')).toBeTruthy();
    } finally {
      await put('rateLimit.Viewer', 1200);
    }
  });

  it('a shorter token lifetime applies to the next sign-in', async () => {
    await put('auth.accessTokenTtl', 120);
    const user = await t.createUser(Role.Viewer);
    const login = await t.login(user.username, user.password);
    expect(login.body.data.expires_in).toBe(120);
    await put('auth.accessTokenTtl', 900);
  });

  it('every change is in the audit log, and so are denied attempts', async () => {
    await t.request('PUT', '/api/v1/policies/query.maxLimit', {
      token: viewer,
      body: { value: 5 },
    });
    const audit = await t.request(
      'GET',
      '/api/v1/audit?action=PUT%20%2Fapi%2Fv1%2Fpolicies%2F%3Akey&limit=500',
      { token: admin },
    );
    expect(audit.status).toBe(200);
    const entries = audit.body.data as Array<{
      username: string;
      outcome: string;
      target: { key: string };
    }>;
    expect(
      entries.some(
        (e) =>
          e.username === 'admin' && e.outcome === 'success' && e.target.key === 'ido.maxRecordcap',
      ),
    ).toBe(true);
    expect(entries.some((e) => e.outcome === 'denied' && e.target.key === 'query.maxLimit')).toBe(
      true,
    );
    expect((await t.request('GET', '/api/v1/audit', { token: operator })).status).toBe(403);
  });
});
