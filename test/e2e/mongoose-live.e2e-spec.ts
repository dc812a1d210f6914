import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '../../src/auth/capabilities';
import { SYTELINE_CATALOG } from '../../src/erp/catalog/syteline-catalog';
import { DEMO_ERP_FILE } from '../../src/erp/connectors/demo/demo-erp-file';
import { FakeMongooseServer, startFakeMongooseServer } from '../support/fake-mongoose-server';
import { LoadAnswer, expectSameAnswer, loadEvery, queryString } from '../support/demo-comparison';
import { TestApp, startTestApp } from '../support/test-app';

/**
 * The daemon with ERPC_ERP_CONNECTOR=mongoose in live mode against the fake Mongoose server,
 * which serves the demo ERP's own file: every answer must match the demo connector's on the
 * same data, record for record, through SyteLine's habits (text values, padded keys, bookmarks).
 * The demo daemon runs first and its answers are kept (two daemons in one process would share
 * process-wide state); the fake then serves a copy of the very file those answers came from.
 */
describe('mongoose connector, live mode, against the fake server', () => {
  let live: TestApp;
  let fake: FakeMongooseServer;
  let dir: string;
  let liveToken: string;
  /** The demo connector's answers, by case name. */
  const expected = new Map<string, LoadAnswer>();
  let paddedVendor = '';

  const PO_PROPERTIES = 'PoNum,VendNum,VendorName,OrderDate,Stat,PoCost,VenCurrCode';
  const PO_CASES: Array<[string, string]> = [
    ["Stat IN ('P','O') AND PoCost > 10000", 'PoCost DESC'],
    ["OrderDate >= '2026-06-01'", 'OrderDate,VendorName'],
    ["VendorName LIKE 'a%' OR Stat = 'C'", 'VendorName DESC,OrderDate'],
    ["NOT (Stat = 'C') AND PoCost BETWEEN 1000 AND 50000", 'Stat,PoCost'],
  ];
  const poParams = (filter: string, orderby?: string): Record<string, string | number> => ({
    properties: PO_PROPERTIES,
    filter,
    ...(orderby ? { orderby } : {}),
    recordcap: 25,
  });
  const VENDOR_PARAMS = { recordcap: 7 };
  /** Every IDO of the catalog with all its stored properties: what a real server has. */
  const STORED = SYTELINE_CATALOG.map(
    (ido) =>
      [
        ido.name,
        {
          properties: ido.properties
            .filter((p) => !p.derived)
            .map((p) => p.name)
            .join(','),
          recordcap: 150,
        },
      ] as [string, Record<string, string | number>],
  );
  const DISTINCT = { properties: 'VendNum,Stat', distinct: 'true', recordcap: 10 };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-mongoose-live-'));
    const demo = await startTestApp({ env: { ERPC_DEMO_AS_OF: '2026-11-21' } });
    try {
      const token = await demo.tokenFor(Role.Viewer);
      expected.set('vendors', await loadEvery(demo, token, 'SLVendors', VENDOR_PARAMS));
      for (const [ido, params] of STORED)
        expected.set(ido, await loadEvery(demo, token, ido, params));
      expected.set('distinct', await loadEvery(demo, token, 'SLPos', DISTINCT));
      for (const [filter, orderby] of PO_CASES) {
        expected.set(filter, await loadEvery(demo, token, 'SLPos', poParams(filter, orderby)));
      }
      const vendors = await loadEvery(demo, token, 'SLVendors', {
        properties: 'VendNum',
        recordcap: 3,
      });
      paddedVendor = (vendors.records[2] as { VendNum: string }).VendNum;
      for (const literal of [paddedVendor.trim(), '1042']) {
        const filter = `VendNum = '${literal}'`;
        expected.set(filter, await loadEvery(demo, token, 'SLPos', poParams(filter)));
      }
      copyFileSync(join(demo.dataDir, DEMO_ERP_FILE), join(dir, DEMO_ERP_FILE));
    } finally {
      await demo.close();
    }
    fake = await startFakeMongooseServer({ file: join(dir, DEMO_ERP_FILE), today: '2026-11-21' });
    const passwordFile = join(dir, 'mongoose-password');
    // A trailing newline, as `echo … > file` and systemd credentials leave it.
    writeFileSync(passwordFile, 'erpc-password\n', { mode: 0o600 });
    live = await startTestApp({
      env: {
        ERPC_ERP_CONNECTOR: 'mongoose',
        ERPC_ERP_MODE: 'live',
        ERPC_MONGOOSE_URL: fake.url,
        ERPC_MONGOOSE_CONFIG: fake.config,
        ERPC_MONGOOSE_USER: 'erpc',
        ERPC_MONGOOSE_PASSWORD_FILE: passwordFile,
      },
      // Small pages make counts use bookmarks; quick retries keep the outage test short.
      config: { erp: { timeoutMs: 3000, mongoose: { pageSize: 50, retryBackoffMs: 10 } } },
    });
    liveToken = await live.tokenFor(Role.Viewer);
  }, 120_000);

  afterAll(async () => {
    await live?.close();
    await fake?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function same(
    name: string,
    ido: string,
    params: Record<string, string | number>,
  ): Promise<unknown[]> {
    const want = expected.get(name) as LoadAnswer;
    const got = await loadEvery(live, liveToken, ido, params);
    expectSameAnswer(got, want);
    return got.records;
  }

  it('serves SLVendors as the demo does, paging through every record', async () => {
    const records = await same('vendors', 'SLVendors', VENDOR_PARAMS);
    expect(records.length).toBeGreaterThan(7);
    // Keys come back as stored: right-justified to 7.
    expect((records[0] as { VendNum: string }).VendNum).toMatch(/^ +\S+$/);
  });

  it.each(STORED)('serves every stored property of %s as the demo does', async (ido, params) => {
    const records = await same(ido, ido, params);
    expect(records.length).toBeGreaterThan(0);
  });

  it('serves distinct combinations as the demo does', async () => {
    await same('distinct', 'SLPos', DISTINCT);
  });

  it.each(PO_CASES)(
    'serves SLPos filtered by %s ordered by %s as the demo does',
    async (filter, orderby) => {
      const records = await same(filter, 'SLPos', poParams(filter, orderby));
      expect(records.length).toBeGreaterThan(0);
    },
  );

  it("matches an unpadded key literal (VendNum = '1042') to the padded stored key", async () => {
    for (const literal of [paddedVendor.trim(), '1042']) {
      const filter = `VendNum = '${literal}'`;
      await same(filter, 'SLPos', poParams(filter));
    }
    const pos = await loadEvery(live, liveToken, 'SLPos', {
      properties: 'PoNum,VendNum',
      filter: `VendNum = '${paddedVendor.trim()}'`,
      recordcap: 0,
    });
    expect(pos.records.length).toBeGreaterThan(0);
    for (const po of pos.records) expect(po).toMatchObject({ VendNum: paddedVendor });
  });

  it('renews an expired token once and carries on', async () => {
    const issued = fake.stats.tokensIssued;
    const refused = fake.stats.unauthorized;
    fake.expireTokens();
    const res = await live.request(
      'GET',
      `/api/v1/ido/SLVendors?${queryString({ recordcap: 2 })}`,
      {
        token: liveToken,
      },
    );
    expect(res.status).toBe(200);
    // The page and its count go out at once: each is refused once, and they share one login.
    expect(fake.stats.tokensIssued).toBe(issued + 1);
    expect(fake.stats.unauthorized - refused).toBeGreaterThanOrEqual(1);
    expect(fake.stats.unauthorized - refused).toBeLessThanOrEqual(2);
    // The raw token, no Bearer prefix, as SyteLine wants it.
    expect(fake.stats.lastAuthorization).not.toMatch(/^Bearer /);
  });

  it('never loops on a token the ERP keeps refusing: one renewal, then an error', async () => {
    const issued = fake.stats.tokensIssued;
    fake.switches.refuseTokens = true;
    try {
      const res = await live.request('GET', '/api/v1/ido/SLVendors?recordcap=2', {
        token: liveToken,
      });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('ERP_UNAVAILABLE');
    } finally {
      fake.switches.refuseTokens = false;
    }
    // The page and its count each renew at most once (sharing a login when they can).
    expect(fake.stats.tokensIssued - issued).toBeGreaterThanOrEqual(1);
    expect(fake.stats.tokensIssued - issued).toBeLessThanOrEqual(2);
  });

  it('answers 503 ERP_UNAVAILABLE and turns /readyz red in an outage, then recovers', async () => {
    fake.switches.outage = true;
    try {
      const res = await live.request('GET', '/api/v1/ido/SLVendors?recordcap=2', {
        token: liveToken,
      });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('ERP_UNAVAILABLE');
      expect(res.text).not.toContain('erpc-password');
      const ready = await live.request('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.text).toMatch(/erp/);
    } finally {
      fake.switches.outage = false;
    }
    expect((await live.request('GET', '/readyz')).status).toBe(200);
    const back = await live.request('GET', '/api/v1/ido/SLVendors?recordcap=2', {
      token: liveToken,
    });
    expect(back.status).toBe(200);
  });

  it('retries a load after a passing 5xx', async () => {
    fake.switches.failNext = 1;
    fake.switches.failStatus = 502;
    const res = await live.request('GET', '/api/v1/ido/SLVendors?recordcap=2', {
      token: liveToken,
    });
    expect(res.status).toBe(200);
  });

  it("turns Success:false into an error envelope carrying the ERP's message", async () => {
    fake.switches.hidden.SLVendors = ['Phone'];
    try {
      const res = await live.request('GET', '/api/v1/ido/SLVendors?recordcap=2', {
        token: liveToken,
      });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('ERP_UNAVAILABLE');
      expect(res.body.error.message).toContain("Property 'Phone' is not valid for IDO SLVendors");
    } finally {
      delete fake.switches.hidden.SLVendors;
    }
  });
});
