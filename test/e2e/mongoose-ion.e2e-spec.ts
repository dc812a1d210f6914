import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '../../src/auth/capabilities';
import { DemoErpGenerator } from '../../src/erp/connectors/demo/demo-erp-generator';
import { FakeMongooseServer, startFakeMongooseServer } from '../support/fake-mongoose-server';
import { TestCa, makeTestCa } from '../support/test-ca';
import { TestApp, startTestApp } from '../support/test-app';

/**
 * The daemon against the fake Mongoose server in ION mode, over HTTPS with a certificate from a
 * CA made here: the service account's password grant, `Bearer` plus `X-Infor-MongooseConfig`
 * through the gateway path taken from the `.ionapi` file, renewal before `expires_in` runs out,
 * one renewal on a revoked token, and TLS that trusts the site's CA only when it is configured.
 */
describe('mongoose connector through the ION API gateway, over TLS', () => {
  let dir: string;
  let ca: TestCa;
  let fake: FakeMongooseServer;
  let ionapiFile: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-mongoose-ion-'));
    ca = makeTestCa(dir);
    const file = join(dir, 'demo.sqlite');
    new DemoErpGenerator().generate({ file, scale: 0.02, asOf: '2026-11-21', seed: 5 });
    fake = await startFakeMongooseServer({
      file,
      today: '2026-11-21',
      config: 'FAKETENANT_TST_DALS',
      ion: { tenant: 'FAKETENANT_TST' },
      tls: { key: ca.key, cert: ca.cert },
    });
    ionapiFile = join(dir, 'erpc.ionapi');
    writeFileSync(ionapiFile, JSON.stringify(fake.ion?.ionapi(fake.origin)), { mode: 0o600 });
  });

  afterAll(async () => {
    await fake?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The daemon pointed at the fake by its `.ionapi` file alone (no ERPC_MONGOOSE_URL). */
  function daemon(env: Record<string, string>): Promise<TestApp> {
    return startTestApp({
      env: {
        ERPC_ERP_CONNECTOR: 'mongoose',
        ERPC_MONGOOSE_CONFIG: fake.config,
        ERPC_MONGOOSE_IONAPI: ionapiFile,
        ...env,
      },
      config: { erp: { timeoutMs: 3000, mongoose: { retryBackoffMs: 10, loadAttempts: 1 } } },
    });
  }

  describe('without the site CA configured', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await daemon({});
    }, 60_000);
    afterAll(async () => app?.close());

    it('refuses the ERP certificate: 503 naming the certificate, /readyz red, nothing sent', async () => {
      const issued = fake.ion?.stats.tokensIssued;
      const requests = fake.stats.requests;
      const res = await app.request('GET', '/api/v1/ido/SLVendors?recordcap=2', {
        token: await app.tokenFor(Role.Viewer),
      });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('ERP_UNAVAILABLE');
      // Ping.aspx (which the circuit never blocks) says why, on /readyz.
      const ready = await app.request('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.text).toMatch(
        /certificate is not trusted; give the site's CA bundle in ERPC_MONGOOSE_CA/,
      );
      // The TLS handshake failed before any request reached the fake.
      expect(fake.ion?.stats.tokensIssued).toBe(issued);
      expect(fake.stats.requests).toBe(requests);
    });
  });

  describe('with the site CA in ERPC_MONGOOSE_CA', () => {
    let app: TestApp;
    let token: string;
    beforeAll(async () => {
      app = await daemon({ ERPC_MONGOOSE_CA: ca.caFile });
      token = await app.tokenFor(Role.Viewer);
    }, 60_000);
    afterAll(async () => app?.close());

    const vendors = async (): Promise<number> => {
      const res = await app.request(
        'GET',
        '/api/v1/ido/SLVendors?properties=VendNum,Name&recordcap=3',
        {
          token,
        },
      );
      expect({ status: res.status, text: res.status === 200 ? '' : res.text }).toEqual({
        status: 200,
        text: '',
      });
      return (res.body.data as unknown[]).length;
    };

    it('serves IDOs with a Bearer token and the site header through the gateway path', async () => {
      expect(await vendors()).toBe(3);
      const ion = fake.ion?.stats;
      expect(ion?.lastAuthorization).toMatch(/^Bearer \S+$/);
      expect(ion?.lastMongooseConfig).toBe(fake.config);
      expect((await app.request('GET', '/readyz')).status).toBe(200);
      const po = await app.request(
        'GET',
        `/api/v1/ido/SLPos?${new URLSearchParams({ properties: 'PoNum,Stat', filter: "Stat = 'O'", recordcap: '2' }).toString()}`,
        { token },
      );
      expect(po.status).toBe(200);
      expect(po.body.meta.count).toBeGreaterThan(0);
    });

    it('renews its token before expires_in runs out, so no request is refused', async () => {
      const ion = fake.ion;
      if (!ion) throw new Error('the fake is not in ION mode');
      ion.expiresInSeconds = 3;
      ion.expireTokens();
      await vendors(); // refused once (revoked), renewed: a 3 s token from here on
      const issued = ion.stats.tokensIssued;
      const refused = ion.stats.refusedBearer;
      await vendors(); // within 80 % of 3 s: the same token
      expect(ion.stats.tokensIssued).toBe(issued);
      await new Promise((r) => setTimeout(r, 2600));
      await vendors(); // past 80 %: a new token before the old one dies
      expect(ion.stats.tokensIssued).toBe(issued + 1);
      expect(ion.stats.refusedBearer).toBe(refused);
      ion.expiresInSeconds = 7200;
    });

    it('renews once on a revoked token and carries on', async () => {
      const ion = fake.ion;
      if (!ion) throw new Error('the fake is not in ION mode');
      await vendors();
      const issued = ion.stats.tokensIssued;
      const refused = ion.stats.refusedBearer;
      ion.expireTokens();
      expect(await vendors()).toBe(3);
      expect(ion.stats.tokensIssued).toBe(issued + 1);
      // The page and its count may each have been refused once; they share one login.
      expect(ion.stats.refusedBearer - refused).toBeGreaterThanOrEqual(1);
      expect(ion.stats.refusedBearer - refused).toBeLessThanOrEqual(2);
    });

    it('never loops on a gateway that refuses every token: one renewal, then 503', async () => {
      const ion = fake.ion;
      if (!ion) throw new Error('the fake is not in ION mode');
      const issued = ion.stats.tokensIssued;
      const real = ion.expiresInSeconds;
      ion.expiresInSeconds = 0; // every token is dead when issued
      ion.expireTokens();
      try {
        const res = await app.request('GET', '/api/v1/ido/SLVendors?recordcap=2', { token });
        expect(res.status).toBe(503);
        expect(res.body.error.code).toBe('ERP_UNAVAILABLE');
      } finally {
        ion.expiresInSeconds = real;
      }
      expect(ion.stats.tokensIssued - issued).toBeGreaterThanOrEqual(1);
      expect(ion.stats.tokensIssued - issued).toBeLessThanOrEqual(2);
      expect(await vendors()).toBe(3);
    });
  });
});
