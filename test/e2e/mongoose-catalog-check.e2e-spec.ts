import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DemoErpGenerator } from '../../src/erp/connectors/demo/demo-erp-generator';
import { EXAMPLE_DIR, digestOf, readBundleDir, tarGzOf } from '../fixtures/extensions/bundles';
import { DaemonProcess, startDaemon } from '../support/daemon-process';
import { FakeMongooseServer, startFakeMongooseServer } from '../support/fake-mongoose-server';
import { eventually } from '../support/ws-client';

/**
 * The start-up check of the mongoose connector runs on the catalog the daemon really serves:
 * the syteline catalog with every enabled extension applied. The built daemon against the fake
 * names, in its log, each property the server lacks: a base one the site does not have, and the
 * `Uf_…` fields an extension adds (when the extension is deployed, and at the next start), until
 * the server has them.
 */
describe('mongoose start-up catalog check, extensions applied', () => {
  let dir: string;
  let dataDir: string;
  let fake: FakeMongooseServer;
  let daemon: DaemonProcess | undefined;
  const UF_ITEMS =
    /SLItems: the ERP has no Uf_HazardClass \(added by extension site-udfs\), Uf_ShelfLifeDays \(added by extension site-udfs\)/;
  const UF_CUSTOMERS = /SLCustomers: the ERP has no Uf_Segment \(added by extension site-udfs\)/;
  const PHONE = /SLVendors: the ERP has no Phone; loads naming it will be refused/;
  const DONE = /catalog check against \/info: (all \d+ IDOs|SL)/;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-mongoose-check-'));
    dataDir = join(dir, 'data');
    const file = join(dir, 'demo.sqlite');
    new DemoErpGenerator().generate({ file, scale: 0.02, asOf: '2026-11-21', seed: 11 });
    fake = await startFakeMongooseServer({ file });
    // A site without SLVendors.Phone.
    fake.switches.hidden = { SLVendors: ['Phone'] };
    writeFileSync(join(dir, 'password'), 'erpc-password\n');
  });

  afterAll(async () => {
    await daemon?.stop();
    await fake?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function start(): Promise<DaemonProcess> {
    daemon = await startDaemon({
      ERPC_DATA_DIR: dataDir,
      ERPC_ADMIN_PASSWORD: 'check-test-admin',
      ERPC_MONGOOSE_URL: fake.url,
      ERPC_MONGOOSE_CONFIG: fake.config,
      ERPC_MONGOOSE_USER: 'erpc',
      ERPC_MONGOOSE_PASSWORD_FILE: join(dir, 'password'),
    });
    await logged(daemon, [DONE]);
    return daemon;
  }

  /** Waits until the daemon's output matches every pattern (the check runs in the background). */
  async function logged(process: DaemonProcess, patterns: readonly RegExp[]): Promise<void> {
    try {
      await eventually(() =>
        Promise.resolve(patterns.every((p) => p.test(process.output())) ? true : undefined),
      );
    } catch {
      const missing = patterns.filter((p) => !p.test(process.output()));
      throw new Error(`the daemon never logged ${missing.join(', ')}:\n${process.output()}`);
    }
  }

  it('names a base property the server lacks, and the Uf_ fields of an extension once deployed', async () => {
    const first = await start();
    expect(first.output()).toMatch(PHONE);
    expect(first.output()).not.toMatch(/Uf_/);
    const login = await fetch(`${first.baseUrl}/api/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'check-test-admin' }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const files = readBundleDir(EXAMPLE_DIR);
    const deployed = await fetch(`${first.baseUrl}/api/v1/extensions/deploy`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/gzip',
        'x-extension-digest': digestOf(files),
      },
      body: await tarGzOf(files),
    });
    expect(deployed.status).toBe(201);
    await logged(first, [UF_ITEMS, UF_CUSTOMERS]);
    await first.stop();
  }, 120_000);

  it('checks the catalog with the extension applied at the next start', async () => {
    const second = await start();
    await logged(second, [UF_ITEMS, UF_CUSTOMERS, PHONE]);
    await second.stop();
  }, 120_000);

  it('stops naming the Uf_ fields once the server has them', async () => {
    fake.switches.userFields = {
      SLItems: ['Uf_HazardClass', 'Uf_ShelfLifeDays'],
      SLCustomers: ['Uf_Segment'],
    };
    const third = await start();
    expect(third.output()).toMatch(PHONE);
    expect(third.output()).not.toMatch(/the ERP has no Uf_/);
    await third.stop();
  }, 120_000);
});
