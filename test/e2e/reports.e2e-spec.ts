import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Role } from '../../src/auth/capabilities';
import { ArtifactRetention } from '../../src/reports/artifacts/artifact-retention.service';
import { ArtifactStore } from '../../src/reports/artifacts/artifact-store';
import { BUILTIN_REPORTS } from '../../src/reports/builtin-reports';
import type { ReportRunView } from '../../src/reports/reports.dto';
import { EventClient, eventually } from '../support/ws-client';
import { HttpResult, TestApp, startTestApp } from '../support/test-app';

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  return rows;
}

describe('reports: generate, follow live, download', () => {
  let t: TestApp;
  let operator: string;
  let events: EventClient;
  const wsUrl = () => t.baseUrl.replace('http', 'ws') + '/api/v1/events';

  beforeAll(async () => {
    t = await startTestApp({ env: { ERPC_DEMO_SCALE: '0.05' } });
    operator = await t.tokenFor(Role.Operator);
    events = await EventClient.connect(wsUrl(), {
      headers: { authorization: `Bearer ${operator}` },
    });
    events.send({ op: 'subscribe', topics: ['reports', 'jobs'] });
    await events.waitFor((f) => f.op === 'subscribed');
  });
  afterAll(async () => {
    events?.close();
    await t.close();
  });

  async function generate(
    report: string,
    format: string,
    parameters: object = {},
  ): Promise<{ run: ReportRunView; artifact: HttpResult }> {
    const started = await t.request('POST', '/api/v1/reports/generate', {
      token: operator,
      body: { report, format, parameters },
    });
    expect(started.status).toBe(202);
    const id = started.body.data.id as string;
    const done = await events.waitFor(
      (f) => f.data?.jobId === id && (f.type === 'job.completed' || f.type === 'job.failed'),
    );
    expect(done.type).toBe('job.completed');
    const run = await t.request('GET', `/api/v1/reports/runs/${id}`, { token: operator });
    expect(run.body.data).toMatchObject({ id, status: 'completed', progress: 100, report, format });
    const artifact = await t.request('GET', `/api/v1/reports/runs/${id}/artifact`, {
      token: operator,
    });
    expect(artifact.status).toBe(200);
    return { run: run.body.data, artifact };
  }

  it('lists the seven built-in definitions with their parameters', async () => {
    const list = await t.request('GET', '/api/v1/reports', {
      token: await t.tokenFor(Role.Viewer),
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: { name: string }) => d.name).sort()).toEqual(
      BUILTIN_REPORTS.map((r) => r.name).sort(),
    );
    expect(list.body.meta.count).toBe(7);
    expect(Array.isArray(list.body.meta.recentRuns)).toBe(true);
  });

  const cases = BUILTIN_REPORTS.flatMap((r) =>
    (['csv', 'json', 'pdf'] as const).map((format) => [r.name, format] as const),
  );

  it.each(cases)(
    '%s as %s: progress events to completion, artifact matches the run',
    async (report, format) => {
      const { run, artifact } = await generate(report, format);
      const progress = events
        .events()
        .filter((f) => f.data?.jobId === run.id && f.type === 'job.progress');
      expect(progress.length).toBeGreaterThan(0);
      expect(progress[progress.length - 1].data.percent).toBe(100);
      const ids = events
        .events()
        .filter((f) => f.data?.jobId === run.id)
        .map((f) => f.id as number);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      if (format === 'csv') {
        expect(artifact.headers.get('content-type')).toMatch(/^text\/csv/);
        const rows = parseCsv(artifact.text);
        expect(rows.length - 1).toBe(run.rows);
      } else if (format === 'json') {
        expect(artifact.body.report).toBe(report);
        expect(artifact.body.rows).toHaveLength(run.rows as number);
        expect(artifact.body.rowCount).toBe(run.rows);
      } else {
        expect(artifact.headers.get('content-type')).toBe('application/pdf');
        expect(artifact.text.startsWith('%PDF-')).toBe(true);
        expect(artifact.text.trimEnd().endsWith('%%EOF')).toBe(true);
      }
    },
  );

  it('overdue purchase orders holds exactly the IDO rows with DaysOverdue > 0 and amount over the minimum', async () => {
    const { artifact } = await generate('overdue-purchase-orders', 'json', { minAmount: 1000 });
    const expected = await t.request(
      'GET',
      `/api/v1/ido/SLPos?properties=PoNum,PoCost,DaysOverdue&filter=${encodeURIComponent('DaysOverdue > 0 AND PoCost >= 1000')}&recordcap=0`,
      { token: operator },
    );
    expect(expected.status).toBe(200);
    expect(expected.body.data.length).toBeGreaterThan(0);
    const got = artifact.body.rows.map((r: { po_number: string }) => r.po_number).sort();
    expect(got).toEqual(expected.body.data.map((r: { PoNum: string }) => r.PoNum).sort());
    const sum = expected.body.data.reduce((s: number, r: { PoCost: number }) => s + r.PoCost, 0);
    expect(artifact.body.totals.amount).toBeCloseTo(sum, 2);
    const days = artifact.body.rows.map((r: { days_overdue: number }) => r.days_overdue);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(artifact.body.rows[0]).toHaveProperty('vendor');
  });

  /**
   * Open balances per invoice computed here from the stored AR transactions (an invoice's Amount
   * less the payments and credit memos applied to it), independently of the daemon's derived
   * Balance; the days past due come from the IDO, since they depend on the daemon's clock.
   */
  async function openInvoices(): Promise<
    Array<{ key: string; customer: string; amount: number; balance: number; daysPastDue: number }>
  > {
    const all = await t.request(
      'GET',
      `/api/v1/ido/SLArtrans?${new URLSearchParams({
        properties: 'CustNum,InvNum,Type,Amount,ApplyToInvNum,DerCustName,DaysPastDue',
        recordcap: '0',
      }).toString()}`,
      { token: operator },
    );
    expect(all.status).toBe(200);
    type Trans = {
      CustNum: string;
      InvNum: string;
      Type: string;
      Amount: number;
      ApplyToInvNum: string;
      DerCustName: string;
      DaysPastDue: number;
    };
    const rows = all.body.data as Trans[];
    const applied = new Map<string, number>();
    for (const r of rows.filter((x) => x.Type === 'P' || x.Type === 'C')) {
      const key = `${r.CustNum}|${r.ApplyToInvNum}`;
      applied.set(key, (applied.get(key) ?? 0) + r.Amount);
    }
    return rows
      .filter((r) => r.Type === 'I')
      .map((r) => {
        const key = `${r.CustNum}|${r.InvNum}`;
        return {
          key,
          customer: r.DerCustName,
          amount: r.Amount,
          balance: Math.round((r.Amount - (applied.get(key) ?? 0)) * 100) / 100,
          daysPastDue: r.DaysPastDue,
        };
      })
      .filter((r) => r.balance > 0);
  }

  it('AR aging buckets add up to the open invoice balances per customer', async () => {
    const { artifact } = await generate('ar-aging', 'json');
    const byCustomer = new Map<string, number[]>();
    for (const inv of await openInvoices()) {
      const buckets = byCustomer.get(inv.customer) ?? [0, 0, 0, 0, 0];
      const d = inv.daysPastDue;
      const index = d <= 0 ? 0 : d <= 30 ? 1 : d <= 60 ? 2 : d <= 90 ? 3 : 4;
      buckets[index] += inv.balance;
      byCustomer.set(inv.customer, buckets);
    }
    expect(byCustomer.size).toBeGreaterThan(0);
    expect(artifact.body.rows).toHaveLength(byCustomer.size);
    for (const row of artifact.body.rows) {
      const expected = byCustomer.get(row.der_cust_name) as number[];
      expect(expected).toBeDefined();
      expected.forEach((value, i) => expect(row[`bucket_${i + 1}`]).toBeCloseTo(value, 1));
    }
    // The demo has invoices past due and invoices partly paid or credited, so the buckets and
    // the balances are both exercised.
    const open = await openInvoices();
    expect(open.some((inv) => inv.daysPastDue > 0)).toBe(true);
    expect(open.some((inv) => inv.balance < inv.amount)).toBe(true);
  });

  it('open invoices lists exactly the invoices with a balance, their derived balances right', async () => {
    const { artifact } = await generate('open-invoices', 'json');
    const open = await openInvoices();
    const got = artifact.body.rows as Array<{ cust_num: string; inv_num: string; balance: number }>;
    expect(got.map((r) => `${r.cust_num}|${r.inv_num}`).sort()).toEqual(
      open.map((r) => r.key).sort(),
    );
    const balances = new Map(open.map((r) => [r.key, r.balance]));
    for (const r of got)
      expect(r.balance).toBeCloseTo(balances.get(`${r.cust_num}|${r.inv_num}`) as number, 2);
    const days = artifact.body.rows.map((r: { days_past_due: number }) => r.days_past_due);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });

  it('items below reorder point compares two properties of the same stock record', async () => {
    const { artifact } = await generate('items-below-reorder-point', 'json');
    const all = await t.request(
      'GET',
      '/api/v1/ido/SLItemwhses?properties=Item,Whse,QtyOnHand,QtyReorder&recordcap=0',
      { token: operator },
    );
    const expected = (
      all.body.data as Array<{ Item: string; Whse: string; QtyOnHand: number; QtyReorder: number }>
    )
      .filter((i) => i.QtyOnHand < i.QtyReorder)
      .map((i) => `${i.Item}|${i.Whse}`)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(
      artifact.body.rows.map((r: { item: string; whse: string }) => `${r.item}|${r.whse}`).sort(),
    ).toEqual(expected);
  });

  it('refuses unknown reports and bad parameters with the envelope', async () => {
    const unknown = await t.request('POST', '/api/v1/reports/generate', {
      token: operator,
      body: { report: 'nope', format: 'csv' },
    });
    expect(unknown.status).toBe(404);
    const bad = await t.request('POST', '/api/v1/reports/generate', {
      token: operator,
      body: { report: 'vendor-spend', format: 'csv', parameters: { from: 'yesterday', extra: 1 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'parameters.extra',
      'parameters.from',
    ]);
    const format = await t.request('POST', '/api/v1/reports/generate', {
      token: operator,
      body: { report: 'ar-aging', format: 'xlsx' },
    });
    expect(format.status).toBe(400);
  });

  it('Idempotency-Key returns the first run for a repeated key, per user', async () => {
    const headers = { 'idempotency-key': 'dash-refresh-1' };
    const body = { report: 'vendor-spend', format: 'csv' };
    const first = await t.request('POST', '/api/v1/reports/generate', {
      token: operator,
      body,
      headers,
    });
    const second = await t.request('POST', '/api/v1/reports/generate', {
      token: operator,
      body,
      headers,
    });
    expect(second.status).toBe(202);
    expect(second.body.data.id).toBe(first.body.data.id);
    const admin = await t.tokenFor(Role.Admin);
    const other = await t.request('POST', '/api/v1/reports/generate', {
      token: admin,
      body,
      headers,
    });
    expect(other.body.data.id).not.toBe(first.body.data.id);
  });

  it('a run read with a higher role is not shown to a lower role', async () => {
    const admin = await t.tokenFor(Role.Admin);
    const started = await t.request('POST', '/api/v1/reports/generate', {
      token: admin,
      body: { report: 'ar-aging', format: 'csv' },
    });
    const viewer = await t.tokenFor(Role.Viewer);
    expect(
      (await t.request('GET', `/api/v1/reports/runs/${started.body.data.id}`, { token: viewer }))
        .status,
    ).toBe(404);
    expect(
      (await t.request('GET', `/api/v1/reports/runs/${started.body.data.id}`, { token: admin }))
        .status,
    ).toBe(200);
  });

  /** Chunks in PostgreSQL that belong to no artifact. */
  async function orphanChunks(): Promise<number> {
    const rows = await t.app
      .get(DataSource)
      .query(
        'SELECT count(*)::int AS n FROM report_artifact_chunks c WHERE NOT EXISTS (SELECT 1 FROM report_artifacts a WHERE a.blob_id = c.blob_id)',
      );
    return rows[0].n as number;
  }

  /** Jobs still queued or running in this daemon's database. */
  async function unfinishedJobs(): Promise<number> {
    const rows = await t.app
      .get(DataSource)
      .query("SELECT count(*)::int AS n FROM jobs WHERE status IN ('queued', 'active')");
    return rows[0].n as number;
  }

  it('writes artifacts atomically: no temporary files are left', async () => {
    const store = t.app.get(ArtifactStore);
    if (store.storage === 'file') {
      const files = await eventually(() => {
        const names = readdirSync(join(t.dataDir, 'reports'));
        return Promise.resolve(names.every((f) => !f.endsWith('.tmp')) ? names : undefined);
      });
      expect(files.length).toBeGreaterThan(0);
    } else {
      // On PostgreSQL nothing goes to the data directory, and every chunk belongs to an artifact
      // once no report is being written: the tests above leave runs going, and a run's chunks
      // are written before the commit that makes them its artifact.
      expect(existsSync(join(t.dataDir, 'reports'))).toBe(false);
      await eventually(async () => ((await unfinishedJobs()) === 0 ? true : undefined), 60_000);
      expect(await orphanChunks()).toBe(0);
    }
  });

  describe('downloads', () => {
    let run: ReportRunView;
    let whole: Buffer;
    let etag: string;
    const download = (headers: Record<string, string> = {}) =>
      fetch(`${t.baseUrl}/api/v1/reports/runs/${run.id}/artifact`, {
        headers: { authorization: `Bearer ${operator}`, ...headers },
      });

    beforeAll(async () => {
      ({ run } = await generate('vendor-spend', 'pdf'));
      const response = await download();
      whole = Buffer.from(await response.arrayBuffer());
      etag = response.headers.get('etag') as string;
    });

    it('carry their length, type, a strong ETag (the SHA-256) and accept byte ranges', async () => {
      const response = await download();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(whole.length));
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="vendor-spend-[0-9a-f]{8}\.pdf"$/,
      );
      expect(etag).toBe(`"${createHash('sha256').update(whole).digest('hex')}"`);
      await response.arrayBuffer();
    });

    it.each([
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, -1],
      ['bytes=-50', -50, -1],
    ])('%s answers 206 with exactly those bytes', async (range, from, to) => {
      const response = await download({ range });
      expect(response.status).toBe(206);
      const start = from < 0 ? whole.length + from : from;
      const end = to < 0 ? whole.length - 1 : to;
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${whole.length}`);
      expect(response.headers.get('content-length')).toBe(String(end - start + 1));
      expect(Buffer.from(await response.arrayBuffer())).toEqual(whole.subarray(start, end + 1));
    });

    it('answers 416 outside the artifact, and the whole for a stale If-Range', async () => {
      const outside = await download({ range: `bytes=${whole.length}-` });
      expect(outside.status).toBe(416);
      expect(outside.headers.get('content-range')).toBe(`bytes */${whole.length}`);
      expect(((await outside.json()) as { error: { code: string } }).error.code).toBe(
        'RANGE_NOT_SATISFIABLE',
      );
      const stale = await download({ range: 'bytes=0-9', 'if-range': '"0000"' });
      expect(stale.status).toBe(200);
      expect(Buffer.from(await stale.arrayBuffer())).toEqual(whole);
      const current = await download({ range: 'bytes=0-9', 'if-range': etag });
      expect(current.status).toBe(206);
      expect(Buffer.from(await current.arrayBuffer())).toEqual(whole.subarray(0, 10));
    });

    it('are counted per owner, and go with retention: the run stays, its download is 404', async () => {
      const store = t.app.get(ArtifactStore);
      const ownerId = (await store.info(run.id))?.ownerId ?? null;
      expect(ownerId).toEqual(expect.any(String));
      const before = await store.usageOf(ownerId);
      expect(before.artifacts).toBeGreaterThan(1);
      expect(before.bytes).toBeGreaterThanOrEqual(whole.length);
      const all = await store.usageByOwner();
      expect(all.find((u) => u.ownerId === before.ownerId)).toEqual(before);

      const retention = t.app.get(ArtifactRetention);
      // Nothing is 30 days old yet.
      expect(await retention.sweep()).toBe(0);
      expect((await download()).status).toBe(200);
      // 31 days from now everything made so far is.
      const later = new Date(Date.now() + 31 * 86_400_000);
      expect(await retention.sweep(later)).toBeGreaterThanOrEqual(before.artifacts);
      const gone = await download();
      expect(gone.status).toBe(404);
      expect(((await gone.json()) as { error: { message: string } }).error.message).toContain(
        'removed by retention',
      );
      expect(
        (await t.request('GET', `/api/v1/reports/runs/${run.id}`, { token: operator })).status,
      ).toBe(200);
      expect(await store.usageOf(before.ownerId)).toEqual({ ...before, artifacts: 0, bytes: 0 });
      if (store.storage === 'file') {
        expect(readdirSync(join(t.dataDir, 'reports'))).not.toContain(`${run.id}.pdf`);
      } else {
        expect(await orphanChunks()).toBe(0);
      }
    });
  });
});
