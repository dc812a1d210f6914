import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Role } from '../../src/auth/capabilities';
import { QueryHistoryEntity } from '../../src/query/query-history.entity';
import { DEMO_ERP_FILE } from '../../src/erp/connectors/demo/demo-erp-file';
import { QueryHistoryService } from '../../src/query/query-history.service';
import { startTestApp, TestApp } from '../support/test-app';

describe('natural-language query over HTTP (SPEC §7)', () => {
  let t: TestApp;
  let operator: string;
  let viewer: string;
  let admin: string;

  const ask = (body: unknown, token = operator) =>
    t.request('POST', '/api/v1/query', { token, body });

  beforeAll(async () => {
    t = await startTestApp({ env: { ERPC_DEMO_SCALE: '0.05' } });
    [operator, viewer, admin] = await Promise.all([
      t.tokenFor(Role.Operator),
      t.tokenFor(Role.Viewer),
      t.tokenFor(Role.Admin),
    ]);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("answers the user's sample with exactly po_number, vendor, amount, days_overdue", async () => {
    const res = await ask({
      query: 'Show overdue purchase orders over $10K',
      format: 'json',
      limit: 50,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.length).toBeLessThanOrEqual(50);
    for (const record of res.body.data) {
      expect(Object.keys(record)).toEqual(['po_number', 'vendor', 'amount', 'days_overdue']);
      expect(typeof record.po_number).toBe('string');
      expect(typeof record.vendor).toBe('string');
      expect(record.amount).toBeGreaterThan(10000);
      expect(Number.isInteger(record.days_overdue)).toBe(true);
      expect(record.days_overdue).toBeGreaterThan(0);
    }
    const meta = res.body.meta;
    expect(meta.count).toBeGreaterThanOrEqual(res.body.data.length);
    expect(meta.elapsed).toMatch(/^\d+\.\d{3}s$/);
    expect(meta.confidence).toBeGreaterThanOrEqual(0.5);
    expect(meta.confidence).toBeLessThanOrEqual(1);
    expect(meta.queryId).toMatch(/^[0-9a-f-]{36}$/);
    expect(meta.interpretation).toMatchObject({
      ido: 'SLPos',
      // "$" names US dollars (#17): POs in CAD / MXN / EUR are not compared with it.
      filter: "DaysOverdue > 0 AND PoCost > 10000 AND VenCurrCode = 'USD'",
      aggregate: null,
      fields: ['PoNum', 'VendorName', 'PoCost', 'DaysOverdue'],
    });
  });

  it('answers a repeated question from memory yet never stale: a change to the ERP file shows at once', async () => {
    const total = async (): Promise<number> => {
      const res = await ask({ query: 'total spend on purchase orders' });
      expect(res.status).toBe(200);
      expect(res.body.meta.interpretation.aggregate).toMatchObject({
        measures: [{ fn: 'sum', property: 'PoCost' }],
      });
      return Number(Object.values(res.body.data[0] as Record<string, unknown>)[0]);
    };
    const list = async (): Promise<string[]> => {
      const res = await ask({ query: 'show purchase orders over 4000000', limit: 5 });
      expect(res.status).toBe(200);
      return res.body.data.map((r: Record<string, unknown>) => String(Object.values(r)[0]));
    };
    const before = await total();
    expect(await total()).toBe(before);
    const listed = await list();
    expect(await list()).toEqual(listed);
    // Another connection writes the file, as a replica sync or an extension's data would.
    const erp = new Database(join(t.dataDir, DEMO_ERP_FILE));
    try {
      const po = erp.prepare('SELECT PoNum FROM SLPos ORDER BY PoNum LIMIT 1').pluck().get();
      erp.prepare('UPDATE SLPos SET PoCost = PoCost + 5000000 WHERE PoNum = ?').run(po);
      expect(await total()).toBeCloseTo(before + 5000000, 2);
      expect(listed).not.toContain(String(po));
      expect(await list()).toContain(String(po));
      erp.prepare('UPDATE SLPos SET PoCost = PoCost - 5000000 WHERE PoNum = ?').run(po);
      expect(await total()).toBeCloseTo(before, 2);
    } finally {
      erp.close();
    }
  });

  it('meta.count counts every match while data stops at the limit', async () => {
    const res = await ask({ query: 'show all purchase orders', limit: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.meta.count).toBeGreaterThan(5);
  });

  it('the interpretation replays through GET /api/v1/ido/:name to the same records', async () => {
    const res = await ask({ query: 'open POs for Acme Steel Corp', limit: 20 });
    expect(res.status).toBe(200);
    const { interpretation } = res.body.meta;
    expect(interpretation.filter).toBe("Stat IN ('P', 'O') AND VendorName = 'Acme Steel Corp'");
    const replay = await t.request('GET', interpretation.replay, { token: viewer });
    expect(replay.status).toBe(200);
    expect(replay.body.meta.count).toBe(res.body.meta.count);
    expect(replay.body.data.map((r: { PoNum: string }) => r.PoNum)).toEqual(
      res.body.data.map((r: { po_number: string }) => r.po_number),
    );
  });

  it('resolves a filter through a relation and shows how', async () => {
    const res = await ask({ query: 'purchase orders from vendors in Texas', limit: 10 });
    expect(res.status).toBe(200);
    const relation = res.body.meta.interpretation.relations[0];
    expect(relation).toMatchObject({
      property: 'VendNum',
      ido: 'SLVendors',
      filter: "VadState = 'TX'",
    });
    expect(res.body.meta.interpretation.filter).toMatch(/^VendNum IN \(/);
    const vendors = await t.request(
      'GET',
      `/api/v1/ido/SLVendors?filter=${encodeURIComponent("VadState = 'TX'")}&properties=VendNum&recordcap=0`,
      { token: viewer },
    );
    const texan = new Set(vendors.body.data.map((v: { VendNum: string }) => v.VendNum));
    for (const po of res.body.data) expect(texan.has(po.vend_num)).toBe(true);
  });

  it('refuses a relation to a record the ERP does not have instead of answering "none"', async () => {
    // Vendor numbers in the demo start at 1001: vendor 7 does not exist.
    const res = await ask({ query: 'open POs for vendor 7' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('QUERY_NOT_UNDERSTOOD');
    expect(res.body.error.message).toContain('there is no vendor 7');
    expect(res.body.error.details.reason).toBe('no-such-record');
    // The same question about a vendor that exists is answered through the relation.
    const known = await ask({ query: 'open POs for vendor 1001' });
    expect(known.status).toBe(200);
    expect(known.body.meta.interpretation.filter).toContain("VendNum IN ('   1001')");
  });

  it('answers aggregates with grouping and ranking', async () => {
    const res = await ask({ query: '10 biggest customers by open order value' });
    expect(res.status).toBe(200);
    const interpretation = res.body.meta.interpretation;
    expect(interpretation.ido).toBe('SLCos');
    expect(interpretation.filter).toMatch(/^Stat IN \('[OP]', '[OP]'\)$/);
    expect(interpretation.aggregate.groupBy).toContain('CustNum');
    const [measure] = interpretation.aggregate.measures;
    expect(measure).toMatchObject({ fn: 'sum', property: 'Price' });
    expect(interpretation.orderBy).toBe(`${measure.as} DESC`);
    const totals = res.body.data.map((r: Record<string, number>) => r[measure.as]);
    expect(totals.length).toBeLessThanOrEqual(10);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
  });

  it('counts', async () => {
    const res = await ask({ query: 'how many open jobs are there' });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(Object.keys(res.body.data[0])).toEqual(['count']);
    const direct = await t.request(
      'GET',
      `/api/v1/ido/SLJobs?filter=${encodeURIComponent("Stat IN ('F', 'R')")}&recordcap=1`,
      { token: viewer },
    );
    expect(res.body.data[0].count).toBe(direct.body.meta.count);
  });

  it('returns CSV with a header row and NDJSON with one record per line', async () => {
    const csv = await ask({ query: 'suppliers in Ohio', format: 'csv', limit: 5 });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('x-query-id')).toMatch(/^[0-9a-f-]{36}$/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('vend_num,name,vad_state');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line.endsWith(',OH')).toBe(true);

    const nd = await ask({ query: 'suppliers in Ohio', format: 'ndjson', limit: 5 });
    expect(nd.status).toBe(200);
    expect(nd.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const records = nd.text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { vad_state: string });
    expect(records.length).toBe(lines.length - 1);
    for (const r of records) expect(r.vad_state).toBe('OH');
  });

  it.each([
    ["what's the weather tomorrow"],
    ['asdf qwerty zxcv'],
    ['delete all vendors in Ohio'],
    ['DROP TABLE SLPos'],
    ['update the due date of PO-2024-0001'],
  ])('refuses %p with 422 and suggestions', async (query) => {
    const res = await ask({ query });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe('QUERY_NOT_UNDERSTOOD');
    expect(res.body.error.details.suggestions.length).toBeGreaterThan(0);
    expect(res.body.error.details.queryId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('validates the body: empty query, unknown format, limit over the maximum, unknown fields', async () => {
    for (const body of [
      { query: '' },
      { query: 'open POs', format: 'xml' },
      { query: 'open POs', limit: 1001 },
      { query: 'open POs', limit: 0 },
      { query: 'open POs', sql: 'select 1' },
      { query: 'x'.repeat(1001) },
    ]) {
      const res = await ask(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('a Viewer may read the shared history but not run a query', async () => {
    const denied = await ask({ query: 'open POs' }, viewer);
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('FORBIDDEN');
    const asked = await ask({ query: 'vendors in Ohio' });
    const history = await t.request('GET', '/api/v1/queries?limit=500', { token: viewer });
    expect(history.status).toBe(200);
    const entry = history.body.data.find((q: { id: string }) => q.id === asked.body.meta.queryId);
    expect(entry).toMatchObject({
      query: 'vendors in Ohio',
      outcome: 'answered',
      ido: 'SLVendors',
    });
    // The policy query.historyVisibility 'own' keeps non-Admins to their own questions.
    const own = await t.request('PUT', '/api/v1/policies/query.historyVisibility', {
      token: admin,
      body: { value: 'own' },
    });
    expect(own.status).toBe(200);
    try {
      const mine = await t.request('GET', '/api/v1/queries', { token: viewer });
      expect(mine.body.data).toEqual([]);
      const one = await t.request('GET', `/api/v1/queries/${asked.body.meta.queryId}`, {
        token: viewer,
      });
      expect(one.status).toBe(404);
    } finally {
      await t.request('PUT', '/api/v1/policies/query.historyVisibility', {
        token: admin,
        body: { value: 'all' },
      });
    }
  });

  it('keeps a history: own entries for an Operator, everyone for an Admin, with filters and paging', async () => {
    const answered = await ask({ query: 'customers on credit hold' });
    const refused = await ask({ query: 'tell me a joke' });
    const mine = await t.request('GET', '/api/v1/queries?limit=200', { token: operator });
    expect(mine.status).toBe(200);
    const ids = mine.body.data.map((q: { id: string }) => q.id);
    expect(ids).toContain(answered.body.meta.queryId);
    expect(ids).toContain(refused.body.error.details.queryId);
    expect(mine.body.meta.count).toBe(mine.body.data.length);

    const one = await t.request('GET', `/api/v1/queries/${answered.body.meta.queryId}`, {
      token: operator,
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      query: 'customers on credit hold',
      outcome: 'answered',
      ido: 'SLCustomers',
      count: answered.body.meta.count,
      confidence: answered.body.meta.confidence,
      interpretation: { filter: answered.body.meta.interpretation.filter },
    });
    expect(answered.body.meta.interpretation.filter).toMatch(/CreditHold = '?1'?/);
    expect(one.body.data.elapsed).toMatch(/^\d+\.\d{3}s$/);

    const refusedEntry = await t.request(
      'GET',
      `/api/v1/queries/${refused.body.error.details.queryId}`,
      { token: operator },
    );
    expect(refusedEntry.body.data).toMatchObject({
      outcome: 'refused',
      errorCode: 'QUERY_NOT_UNDERSTOOD',
    });

    // Another user sees the entry in the shared history; with the policy 'own' it is not
    // found and filtering by another user is refused; an Admin always sees it.
    const otherOperator = await t.createUser(Role.Operator);
    const otherToken = (await t.login(otherOperator.username, otherOperator.password)).body.data
      .access_token;
    const shared = await t.request('GET', `/api/v1/queries/${answered.body.meta.queryId}`, {
      token: otherToken,
    });
    expect(shared.status).toBe(200);
    await t.request('PUT', '/api/v1/policies/query.historyVisibility', {
      token: admin,
      body: { value: 'own' },
    });
    try {
      const hidden = await t.request('GET', `/api/v1/queries/${answered.body.meta.queryId}`, {
        token: otherToken,
      });
      expect(hidden.status).toBe(404);
      const forbidden = await t.request('GET', `/api/v1/queries?user=admin`, {
        token: otherToken,
      });
      expect(forbidden.status).toBe(403);
    } finally {
      await t.request('PUT', '/api/v1/policies/query.historyVisibility', {
        token: admin,
        body: { value: 'all' },
      });
    }
    const all = await t.request('GET', '/api/v1/queries?limit=500', { token: admin });
    expect(all.body.data.map((q: { id: string }) => q.id)).toContain(answered.body.meta.queryId);
    const operatorName = one.body.data.user.username;
    const filtered = await t.request(
      'GET',
      `/api/v1/queries?user=${operatorName}&outcome=refused`,
      { token: admin },
    );
    expect(filtered.body.data.length).toBeGreaterThan(0);
    for (const q of filtered.body.data)
      expect(q).toMatchObject({ user: { username: operatorName }, outcome: 'refused' });

    // Paging: a cursor walks through everything once, newest first.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/api/v1/queries?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await t.request('GET', path, { token: operator });
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((q: { id: string }) => q.id));
      cursor = page.body.meta.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);

    // Time range: nothing before the daemon started, everything up to now.
    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await t.request('GET', `/api/v1/queries?from=${future}`, { token: operator });
    expect(none.body.data).toEqual([]);
    const until = await t.request('GET', `/api/v1/queries?to=${future}&limit=500`, {
      token: operator,
    });
    expect(until.body.meta.count).toBe(ids.length);
  });

  it('follows the query policies at once: maximum limit and minimum confidence', async () => {
    const put = (key: string, value: unknown) =>
      t.request('PUT', `/api/v1/policies/${key}`, { token: admin, body: { value } });
    try {
      expect((await put('query.maxLimit', 10)).status).toBe(200);
      expect((await ask({ query: 'open POs', limit: 11 })).status).toBe(400);
      expect((await ask({ query: 'open POs', limit: 10 })).status).toBe(200);
      const typo = 'opne purchse ordres';
      expect((await ask({ query: typo })).status).toBe(200);
      expect((await put('query.minConfidence', 0.95)).status).toBe(200);
      const refused = await ask({ query: typo });
      expect(refused.status).toBe(422);
      expect(refused.body.error.details.confidence).toBeLessThan(0.95);
    } finally {
      await put('query.maxLimit', 1000);
      await put('query.minConfidence', 0.5);
    }
  });

  it("applies the role's field mask and row filter to NL answers as to IDO fetches", async () => {
    const put = (key: string, value: unknown) =>
      t.request('PUT', `/api/v1/policies/${key}`, { token: admin, body: { value } });
    try {
      expect((await put('data.fieldMask.Operator', { SLItems: ['UnitCost'] })).status).toBe(200);
      expect((await put('data.rowFilter.Operator', { SLPos: "Whse = 'MAIN'" })).status).toBe(200);
      const items = await ask({ query: 'show active items' });
      expect(items.status).toBe(200);
      expect(items.body.meta.interpretation.ido).toBe('SLItems');
      expect(items.body.data.length).toBeGreaterThan(0);
      for (const record of items.body.data) expect(record).not.toHaveProperty('unit_cost');
      const masked = await ask({ query: 'items that cost more than 250' });
      expect(masked.status).toBe(422);
      expect(masked.body.error.code).toBe('QUERY_NOT_UNDERSTOOD');
      const pos = await ask({ query: 'open purchase orders', limit: 200 });
      expect(pos.status).toBe(200);
      const whse = await ask({ query: 'open purchase orders not in the MAIN warehouse' });
      expect(whse.body.meta.count).toBe(0);
      const all = await ask({ query: 'open purchase orders' }, admin);
      expect(all.body.meta.count).toBeGreaterThan(pos.body.meta.count);
    } finally {
      await put('data.fieldMask.Operator', {});
      await put('data.rowFilter.Operator', {});
    }
  });

  it('prunes history older than the retention policy', async () => {
    const history = t.app.get(QueryHistoryService);
    const old = await ask({ query: 'suppliers in Ohio' });
    const id = old.body.meta.queryId as string;
    const rows = t.app.get(DataSource).getRepository(QueryHistoryEntity);
    await rows.update({ id }, { createdAt: new Date(Date.now() - 400 * 86_400_000) });
    expect(await history.prune()).toBeGreaterThanOrEqual(1);
    expect((await t.request('GET', `/api/v1/queries/${id}`, { token: admin })).status).toBe(404);
  });

  it('rejects a bad cursor, a bad date and an unknown history parameter', async () => {
    for (const path of [
      '/api/v1/queries?cursor=nope',
      '/api/v1/queries?from=yesterday',
      '/api/v1/queries?sort=asc',
      '/api/v1/queries/not-a-uuid',
    ]) {
      const res = await t.request('GET', path, { token: viewer });
      expect(res.status).toBe(400);
    }
  });
});
