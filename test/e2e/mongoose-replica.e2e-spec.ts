import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '../../src/auth/capabilities';
import { SYTELINE_CATALOG } from '../../src/erp/catalog/syteline-catalog';
import { DEMO_ERP_FILE } from '../../src/erp/connectors/demo/demo-erp-file';
import {
  FakeMongooseServer,
  FakeRecordChanges,
  startFakeMongooseServer,
} from '../support/fake-mongoose-server';
import { LoadAnswer, expectSameAnswer, loadEvery, queryString } from '../support/demo-comparison';
import { TestApp, startTestApp } from '../support/test-app';
import { EventClient, eventually } from '../support/ws-client';

/**
 * The daemon with ERPC_ERP_MODE=replica against the fake Mongoose server (writable, with
 * RecordDate on every row, in a server time zone that is not UTC). The demo daemon answers
 * first and its answers are kept; the fake then serves a copy of that very file. After the first
 * sync the replica must answer exactly as the demo, derived properties and aggregates included,
 * since reads run on the copy with the demo connector's SQL. Syncs run every second here, with a
 * key sweep each time, so changes made in the fake show up within a few seconds.
 */
describe('mongoose connector, replica mode, against the fake server', () => {
  let replica: TestApp;
  let fake: FakeMongooseServer;
  let records: FakeRecordChanges;
  let dir: string;
  let token: string;
  /** The demo connector's answers, by case name. */
  const expected = new Map<string, LoadAnswer>();
  const expectedNl = new Map<string, { data: unknown; count: unknown }>();
  /** /readyz as the replica daemon answered before its first sync completed. */
  let readyBefore: { status: number; text: string };
  /** An IDO read answered before the first sync completed. */
  let readBefore: { status: number; code: unknown; reason: unknown };

  /** Every IDO with every property, derived ones included. */
  const EVERY = SYTELINE_CATALOG.map(
    (ido) =>
      [ido.name, { properties: ido.properties.map((p) => p.name).join(','), recordcap: 150 }] as [
        string,
        Record<string, string | number>,
      ],
  );
  const QUESTIONS = [
    'Show overdue purchase orders over $10K',
    '10 biggest customers by open order value',
    'how many open jobs are there',
    'total open PO value by vendor',
    'average invoice amount by customer',
    'purchase orders from vendors in Texas',
  ];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-mongoose-replica-'));
    const demo = await startTestApp({ env: { ERPC_DEMO_AS_OF: '2026-11-21' } });
    try {
      const viewer = await demo.tokenFor(Role.Viewer);
      for (const [ido, params] of EVERY)
        expected.set(ido, await loadEvery(demo, viewer, ido, params));
      const operator = await demo.tokenFor(Role.Operator);
      for (const question of QUESTIONS)
        expectedNl.set(question, await ask(demo, operator, question));
      copyFileSync(join(demo.dataDir, DEMO_ERP_FILE), join(dir, DEMO_ERP_FILE));
    } finally {
      await demo.close();
    }
    fake = await startFakeMongooseServer({
      file: join(dir, DEMO_ERP_FILE),
      today: '2026-11-21',
      writable: true,
      timeZone: 'America/Chicago',
    });
    records = fake.records as FakeRecordChanges;
    const passwordFile = join(dir, 'mongoose-password');
    writeFileSync(passwordFile, 'erpc-password\n', { mode: 0o600 });
    // A slow ERP, so that the first sync is still running when /readyz is first asked.
    fake.switches.latencyMs = 150;
    // A site's IDO without RecordDate (custom or replaced): loaded in full at every sync.
    fake.switches.hidden.SLJobs = ['RecordDate'];
    replica = await startTestApp({
      env: {
        ERPC_ERP_CONNECTOR: 'mongoose',
        ERPC_ERP_MODE: 'replica',
        ERPC_MONGOOSE_URL: fake.url,
        ERPC_MONGOOSE_CONFIG: fake.config,
        ERPC_MONGOOSE_USER: 'erpc',
        ERPC_MONGOOSE_PASSWORD_FILE: passwordFile,
        ERPC_MONGOOSE_TIMEZONE: 'America/Chicago',
      },
      config: {
        erp: {
          timeoutMs: 5000,
          mongoose: { pageSize: 100 },
          replica: { syncIntervalSeconds: 1, sweepIntervalSeconds: 1, overlapSeconds: 2 },
        },
      },
    });
    const ready = await replica.request('GET', '/readyz');
    readyBefore = { status: ready.status, text: ready.text };
    token = await replica.tokenFor(Role.Viewer);
    const early = await replica.request('GET', '/api/v1/ido/SLJobs?recordcap=1', { token });
    readBefore = {
      status: early.status,
      code: early.body?.error?.code,
      reason: early.body?.error?.details?.reason,
    };
    fake.switches.latencyMs = 0;
    await eventually(
      async () => ((await replica.request('GET', '/readyz')).status === 200 ? true : undefined),
      60_000,
      100,
    );
  }, 180_000);

  afterAll(async () => {
    await replica?.close();
    await fake?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function ask(
    app: TestApp,
    bearer: string,
    question: string,
  ): Promise<{ data: unknown; count: unknown; asOf?: unknown }> {
    const res = await app.request('POST', '/api/v1/query', {
      token: bearer,
      body: { query: question, limit: 100 },
    });
    expect({ question, status: res.status }).toEqual({ question, status: 200 });
    return { data: res.body.data, count: res.body.meta.count, asOf: res.body.meta.asOf };
  }

  /** How many records of `ido` match `filter` on the replica. */
  async function countOf(ido: string, filter: string): Promise<number> {
    const res = await replica.request(
      'GET',
      `/api/v1/ido/${ido}?${queryString({ filter, recordcap: 1 })}`,
      {
        token,
      },
    );
    expect(res.status).toBe(200);
    return res.body.meta.count as number;
  }

  it('is not ready before the first sync, saying why, and ready after it', async () => {
    expect(readyBefore.status).toBe(503);
    expect(readyBefore.text).toMatch(/replica not synced yet/);
    // A partial copy would answer wrong counts: reads wait for the first sync instead.
    expect(readBefore).toEqual({
      status: 503,
      code: 'ERP_UNAVAILABLE',
      reason: 'replica-not-synced',
    });
    const ready = await replica.request('GET', '/readyz');
    expect(ready.status).toBe(200);
  });

  it.each(EVERY)(
    'serves %s with every property, derived ones included, as the demo does',
    async (ido, params) => {
      const want = expected.get(ido) as LoadAnswer;
      const got = await loadEvery(replica, token, ido, params);
      expect(got.records.length).toBeGreaterThan(0);
      expectSameAnswer(got, want);
    },
  );

  it('answers questions (aggregates, counts, derived properties) as the demo does', async () => {
    const operator = await replica.tokenFor(Role.Operator);
    for (const question of QUESTIONS) {
      const got = await ask(replica, operator, question);
      expect({ question, data: got.data, count: got.count }).toEqual({
        question,
        ...expectedNl.get(question),
      });
      expect(typeof got.asOf).toBe('string');
    }
  });

  it('says how fresh every answer is in meta.asOf', async () => {
    const before = Date.now();
    const res = await replica.request('GET', '/api/v1/ido/SLVendors?recordcap=1', { token });
    expect(res.status).toBe(200);
    const asOf = Date.parse(res.body.meta.asOf as string);
    expect(Number.isNaN(asOf)).toBe(false);
    // Syncs run every second: the copy is a few seconds old at most, never from the future.
    expect(asOf).toBeLessThanOrEqual(before);
    expect(before - asOf).toBeLessThan(30_000);
  });

  it('says how fresh a report is: in its run and in its JSON artifact', async () => {
    const operator = await replica.tokenFor(Role.Operator);
    const started = await replica.request('POST', '/api/v1/reports/generate', {
      token: operator,
      body: { report: 'overdue-purchase-orders', format: 'json' },
    });
    expect(started.status).toBe(202);
    const id = started.body.data.id as string;
    const run = await eventually(async () => {
      const res = await replica.request('GET', `/api/v1/reports/runs/${id}`, { token: operator });
      return res.body.data.status === 'completed' ? res.body.data : undefined;
    });
    expect(Date.parse(run.asOf as string)).toBeLessThanOrEqual(Date.now());
    const artifact = await replica.request('GET', `/api/v1/reports/runs/${id}/artifact`, {
      token: operator,
    });
    expect(artifact.status).toBe(200);
    expect(artifact.body.asOf).toBe(run.asOf);
    expect(artifact.body.rowCount).toBeGreaterThan(0);
  });

  it('shows rows, last sync and lag in /metrics', async () => {
    const res = await replica.request('GET', '/metrics');
    expect(res.status).toBe(200);
    const vendors = (expected.get('SLVendors') as LoadAnswer).count;
    expect(res.text).toContain(`erpc_replica_rows{ido="SLVendors"} ${vendors}`);
    const synced = /^erpc_replica_rows_synced_total (\d+)/m.exec(res.text);
    expect(Number(synced?.[1])).toBeGreaterThanOrEqual(vendors as number);
    const last = /^erpc_replica_last_sync_timestamp_seconds (\S+)/m.exec(res.text);
    expect(Number(last?.[1])).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(res.text).toMatch(/^erpc_replica_lag_seconds \d/m);
  });

  it('reports sync progress on the events socket, topic replica', async () => {
    const client = await EventClient.connect(
      `${replica.baseUrl.replace('http', 'ws')}/api/v1/events`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    try {
      client.send({ op: 'subscribe', topics: ['replica'] });
      await client.waitFor((f) => f.op === 'subscribed');
      const progress = await client.waitFor(
        (f) => f.type === 'job.progress' && typeof f.data?.ido === 'string',
      );
      expect(progress.topic).toBe('replica');
      // The completion of the sync that reported progress: with a sync every second, another
      // sync job may complete first as 'skipped' (one was already running in this daemon).
      const done = await client.waitFor(
        (f) => f.type === 'job.completed' && f.data.jobId === progress.data.jobId,
      );
      expect(done.data.result).toMatchObject({ outcome: 'synced' });
    } finally {
      client.close();
    }
  });

  it('sees a change made in the ERP after the next sync (RecordDate in server time)', async () => {
    const [vendor] = records.rows('SLVendors', 1);
    records.update('SLVendors', { VendNum: vendor.VendNum }, { Name: 'Replica Test Vendor' });
    const [line] = records.rows('SLPoItems', 1);
    records.update(
      'SLPoItems',
      { PoNum: line.PoNum, PoLine: line.PoLine, PoRelease: line.PoRelease },
      { QtyOrdered: 1234, ItemCost: 2 },
    );
    const lineQuery = `/api/v1/ido/SLPoItems?${queryString({
      properties: 'PoNum,QtyOrdered,LineAmount',
      filter: `PoNum = '${String(line.PoNum)}' AND PoLine = ${String(line.PoLine)} AND PoRelease = ${String(line.PoRelease)}`,
    })}`;
    // Both IDOs have been synced since (the change has a RecordDate past their watermarks).
    await eventually(
      async () =>
        (await countOf('SLVendors', "Name = 'Replica Test Vendor'")) === 1 &&
        (await replica.request('GET', lineQuery, { token })).body.data[0].QtyOrdered === 1234
          ? true
          : undefined,
      20_000,
      200,
    );
    // A derived property over the changed line follows (LineAmount = QtyOrdered × ItemCost).
    const res = await replica.request('GET', lineQuery, { token });
    expect(res.body.data).toEqual([{ PoNum: line.PoNum, QtyOrdered: 1234, LineAmount: 2468 }]);
    expect(res.body.meta.asOf).toEqual(expect.any(String));
  });

  it('sees changes to an IDO the ERP serves without RecordDate (full loads)', async () => {
    const [job, gone] = records.rows('SLJobs', 2);
    const goneFilter = `Job = '${String(gone.Job)}' AND Suffix = ${String(gone.Suffix)}`;
    expect(await countOf('SLJobs', goneFilter)).toBe(1);
    records.update('SLJobs', { Job: job.Job, Suffix: job.Suffix }, { QtyReleased: 4321 });
    records.remove('SLJobs', { Job: gone.Job, Suffix: gone.Suffix });
    // Full loads rewrite rows but never remove one: the sweep still does.
    await eventually(
      async () =>
        (await countOf('SLJobs', 'QtyReleased = 4321')) === 1 &&
        (await countOf('SLJobs', goneFilter)) === 0
          ? true
          : undefined,
      20_000,
      200,
    );
  });

  it('sees a deletion and a move to history after the key sweep', async () => {
    const lines = records.rows('SLPoItems', 3);
    const gone = lines[2];
    const [, po] = records.rows('SLPos', 2);
    const poFilter = `PoNum = '${String(po.PoNum)}'`;
    const lineFilter = `PoNum = '${String(gone.PoNum)}' AND PoLine = ${String(gone.PoLine)} AND PoRelease = ${String(gone.PoRelease)}`;
    expect(await countOf('SLPos', poFilter)).toBe(1);
    expect(await countOf('SLPoItems', lineFilter)).toBe(1);
    const poBefore = await countOf('SLPos', 'PoCost >= 0');
    records.remove('SLPoItems', {
      PoNum: gone.PoNum,
      PoLine: gone.PoLine,
      PoRelease: gone.PoRelease,
    });
    records.moveToHistory('SLPos', { PoNum: po.PoNum });
    await eventually(
      async () =>
        (await countOf('SLPos', poFilter)) === 0 && (await countOf('SLPoItems', lineFilter)) === 0
          ? true
          : undefined,
      20_000,
      200,
    );
    expect(await countOf('SLPos', 'PoCost >= 0')).toBe(poBefore - 1);
  });
});
