import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError } from '../../src/common/errors/domain-error';
import { CatalogIdo } from '../../src/erp/catalog/catalog-ido';
import type { IdoDefinition } from '../../src/erp/catalog/catalog.types';
import { SYTELINE_CATALOG } from '../../src/erp/catalog/syteline-catalog';
import { MongooseConnector } from '../../src/erp/connectors/mongoose/mongoose.connector';
import { DemoErpGenerator } from '../../src/erp/connectors/demo/demo-erp-generator';
import {
  MongooseClient,
  MongooseClientOptions,
} from '../../src/erp/connectors/mongoose/mongoose-client';
import { FakeMongooseServer, startFakeMongooseServer } from '../support/fake-mongoose-server';

/** The HTTP client of the mongoose connector against the fake: limits, timeouts, secrets. */
describe('MongooseClient against the fake Mongoose server', () => {
  let dir: string;
  let fake: FakeMongooseServer;
  let passwordFile: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-mongoose-client-'));
    const file = join(dir, 'demo.sqlite');
    new DemoErpGenerator().generate({ file, scale: 0.02, asOf: '2026-11-21', seed: 3 });
    fake = await startFakeMongooseServer({ file, today: '2026-11-21' });
    passwordFile = join(dir, 'password');
    writeFileSync(passwordFile, 'erpc-password\n');
  });

  afterAll(async () => {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  afterEach(() => {
    Object.assign(fake.switches, {
      latencyMs: 0,
      stall: false,
      failNext: 0,
      outage: false,
      refusal: 'http401',
    });
  });

  function client(overrides: Partial<MongooseClientOptions> = {}): MongooseClient {
    return new MongooseClient({
      url: fake.url,
      config: fake.config,
      user: 'erpc',
      passwordFile,
      timeoutMs: 2000,
      maxInFlight: 4,
      loadAttempts: 3,
      retryBackoffMs: 5,
      ...overrides,
    });
  }

  async function failure(promise: Promise<unknown>): Promise<DomainError> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
    throw new Error('expected a failure');
  }

  it('keeps at most maxInFlight requests at the ERP', async () => {
    const c = client({ maxInFlight: 2 });
    await c.load('SLVendors', { properties: 'VendNum', recordcap: '1' });
    fake.stats.maxConcurrent = 0;
    fake.switches.latencyMs = 50;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        c.load('SLVendors', { properties: 'VendNum', recordcap: '1' }),
      ),
    );
    expect(fake.stats.maxConcurrent).toBe(2);
  });

  it('answers ERP_TIMEOUT when the ERP does not answer, after the load attempts', async () => {
    const c = client({ timeoutMs: 150, loadAttempts: 2 });
    await c.load('SLVendors', { recordcap: '1' });
    fake.switches.stall = true;
    const loadsBefore = fake.stats.loads;
    const error = await failure(c.load('SLVendors', { recordcap: '1' }));
    expect(error.code).toBe('ERP_TIMEOUT');
    expect(fake.stats.loads - loadsBefore).toBe(2);
  });

  it('retries loads through passing 5xx answers but not other calls', async () => {
    const c = client();
    fake.switches.failNext = 2;
    fake.switches.failStatus = 503;
    const answer = await c.load('SLVendors', { properties: 'VendNum', recordcap: '2' });
    expect(answer.Items).toHaveLength(2);
    fake.switches.failNext = 1;
    expect((await failure(c.info('SLVendors'))).code).toBe('ERP_UNAVAILABLE');
    fake.switches.outage = true;
    expect((await failure(c.load('SLVendors', { recordcap: '1' }))).code).toBe('ERP_UNAVAILABLE');
  });

  it('never puts the password or the token in an error', async () => {
    const wrong = join(dir, 'wrong-password');
    writeFileSync(wrong, 'a-secret-that-is-wrong');
    const error = await failure(client({ passwordFile: wrong }).load('SLVendors', {}));
    expect(error.code).toBe('ERP_UNAVAILABLE');
    expect(error.message).toMatch(/refused the login of erpc/);
    expect(JSON.stringify({ m: error.message, d: error.details })).not.toContain('a-secret');
    const missing = await failure(
      client({ passwordFile: join(dir, 'nope') }).load('SLVendors', {}),
    );
    expect(missing.message).toMatch(/password file .* cannot be read: ENOENT/);
  });

  it('renews once on an "Invalid token" answer as on a 401', async () => {
    const c = client();
    await c.load('SLVendors', { recordcap: '1' });
    fake.switches.refusal = 'message';
    fake.expireTokens();
    const issued = fake.stats.tokensIssued;
    const answer = await c.load('SLVendors', { properties: 'VendNum', recordcap: '1' });
    expect(answer.Success).toBe(true);
    expect(fake.stats.tokensIssued).toBe(issued + 1);
  });

  it('counts within the row budget, and past it names replica mode instead of a number', async () => {
    const vendors = SYTELINE_CATALOG.find((i) => i.name === 'SLVendors') as IdoDefinition;
    const ido = new CatalogIdo(vendors);
    const all = await client().load('SLVendors', { properties: 'VendNum', recordcap: '0' });
    const total = (all.Items ?? []).length;
    expect(total).toBeGreaterThan(12);
    const roomy = new MongooseConnector(client(), { pageSize: 5, rowBudget: total });
    expect(await roomy.count({ ido, today: '2026-11-21' })).toBe(total);
    const tight = new MongooseConnector(client(), { pageSize: 5, rowBudget: total - 1 });
    const error = await failure(tight.count({ ido, today: '2026-11-21' }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/more than \d+ rows .* replica mode/);
  });

  it('names, per IDO, the stored properties the server does not have', async () => {
    const connector = new MongooseConnector(client(), { pageSize: 50, rowBudget: 100 });
    const idos = SYTELINE_CATALOG.map((d) => new CatalogIdo(d));
    expect(await connector.checkCatalog(idos)).toEqual([]);
    fake.switches.hidden.SLVendors = ['Phone', 'VadZip'];
    try {
      expect(await connector.checkCatalog(idos)).toEqual([
        'SLVendors: the ERP has no VadZip, Phone; loads naming them will be refused',
      ]);
    } finally {
      delete fake.switches.hidden.SLVendors;
    }
  });

  it('opens a circuit after failed loads in a row, and a good ping closes it', async () => {
    const c = client({ loadAttempts: 1, circuitFailures: 2, circuitCooldownMs: 60_000 });
    await c.load('SLVendors', { recordcap: '1' });
    fake.switches.outage = true;
    for (let i = 0; i < 2; i += 1) {
      expect((await failure(c.load('SLVendors', { recordcap: '1' }))).code).toBe('ERP_UNAVAILABLE');
    }
    const before = fake.stats.requests;
    const fast = await failure(c.load('SLVendors', { recordcap: '1' }));
    expect(fast.message).toMatch(/not asking it again for \d+ s/);
    expect(fast.headers).toMatchObject({ 'retry-after': expect.stringMatching(/^\d+$/) });
    expect(fake.stats.requests).toBe(before);
    expect((await c.ping()).ok).toBe(false);
    fake.switches.outage = false;
    expect((await c.ping()).ok).toBe(true);
    expect((await c.load('SLVendors', { recordcap: '1' })).Success).toBe(true);
  });

  it('stops with an error, not a loop, when the ERP repeats a bookmark', async () => {
    const ido = new CatalogIdo(
      SYTELINE_CATALOG.find((i) => i.name === 'SLVendors') as IdoDefinition,
    );
    const connector = new MongooseConnector(client(), { pageSize: 3, rowBudget: 1000 });
    fake.switches.stuckBookmark = true;
    try {
      const error = await failure(connector.count({ ido, today: '2026-11-21' }));
      expect(error.message).toMatch(/paging of SLVendors did not advance/);
    } finally {
      fake.switches.stuckBookmark = false;
    }
  });

  it('pings Ping.aspx beside the IDO service', async () => {
    expect((await client().ping()).ok).toBe(true);
    fake.switches.outage = true;
    const down = await client().ping();
    expect(down).toMatchObject({ ok: false });
    expect(down.detail).toMatch(/503/);
  });
});
