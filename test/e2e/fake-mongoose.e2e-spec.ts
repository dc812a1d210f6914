import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DemoErpGenerator } from '../../src/erp/connectors/demo/demo-erp-generator';
import { FakeMongooseServer, startFakeMongooseServer } from '../support/fake-mongoose-server';

/** The fake speaks the documented protocol: tested on its own, as a client would see it. */
describe('fake Mongoose server', () => {
  let dir: string;
  let fake: FakeMongooseServer;
  let token: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-fake-mongoose-'));
    const file = join(dir, 'demo.sqlite');
    new DemoErpGenerator().generate({ file, scale: 0.02, asOf: '2026-11-21', seed: 7 });
    fake = await startFakeMongooseServer({ file, today: '2026-11-21' });
    token = await login();
  });

  afterAll(async () => {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function login(password = 'erpc-password'): Promise<string> {
    const res = await fetch(`${fake.url}/token/${fake.config}`, {
      headers: { username: 'erpc', password },
    });
    const body = (await res.json()) as { Success: boolean; Token: string | null };
    return body.Success ? (body.Token as string) : '';
  }

  // Test answers are arbitrary JSON; assertions narrow them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function load(ido: string, query: Record<string, string>): Promise<any> {
    const res = await fetch(`${fake.url}/load/${ido}?${new URLSearchParams(query).toString()}`, {
      headers: { authorization: token },
    });
    expect(res.status).toBe(200);
    return res.json();
  }

  it('issues a token for a good login and refuses a bad one with 200 Success:false', async () => {
    expect(token).toMatch(/[/+=]/);
    const res = await fetch(`${fake.url}/token/${fake.config}`, {
      headers: { username: 'erpc', password: 'wrong' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ Success: false, Token: null });
  });

  it('answers string values, padded keys and Mongoose dates', async () => {
    const body = await load('SLPos', {
      properties: 'PoNum,VendNum,OrderDate,PoCost',
      recordcap: '3',
    });
    expect(body.Success).toBe(true);
    expect(body.Items).toHaveLength(3);
    for (const item of body.Items) {
      expect(typeof item.PoCost).toBe('string');
      expect(item.VendNum).toMatch(/^ +\d+$/);
      expect(item.VendNum).toHaveLength(7);
      expect(item.OrderDate).toMatch(/^\d{8} 00:00:00\.000$/);
    }
    expect(body.MoreRowsExist).toBe(true);
  });

  it('pages with bookmarks, recordcap -1 is 200 and 0 is all', async () => {
    const all = await load('SLVendors', { properties: 'VendNum', recordcap: '0' });
    expect(all.MoreRowsExist).toBe(false);
    const capped = await load('SLVendors', { properties: 'VendNum', recordcap: '-1' });
    expect(capped.Items).toHaveLength(Math.min(200, all.Items.length));
    const first = await load('SLVendors', { properties: 'VendNum', recordcap: '5' });
    const next = await load('SLVendors', {
      properties: 'VendNum',
      recordcap: '5',
      loadtype: 'NEXT',
      bookmark: first.Bookmark,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const keys = (b: any) => b.Items.map((i: { VendNum: string }) => i.VendNum);
    expect([...keys(first), ...keys(next)]).toEqual(keys(all).slice(0, 10));
  });

  it('filters in the Mongoose dialect: padded literals, N strings, GETDATE, no double quotes', async () => {
    const vendor = (await load('SLVendors', { properties: 'VendNum,Name', recordcap: '1' }))
      .Items[0];
    const padded = await load('SLVendors', {
      properties: 'VendNum',
      filter: `VendNum = N'${vendor.VendNum}'`,
    });
    expect(padded.Items).toEqual([expect.objectContaining({ VendNum: vendor.VendNum })]);
    const unpadded = await load('SLVendors', {
      properties: 'VendNum',
      filter: `VendNum = '${vendor.VendNum.trim()}'`,
    });
    expect(unpadded.Items).toEqual([]);
    const dated = await load('SLPos', {
      properties: 'PoNum,OrderDate',
      filter: "OrderDate >= DATEADD(day, -30, GETDATE()) AND OrderDate < '20261122'",
      recordcap: '0',
    });
    expect(dated.Success).toBe(true);
    for (const item of dated.Items) expect(item.OrderDate >= '20261022').toBe(true);
    const quoted = await load('SLVendors', { filter: 'Name = "x"' });
    expect(quoted).toMatchObject({ Items: null, Success: false });
    const fn = await load('SLVendors', { filter: "UPPER(Name) = 'X'" });
    expect(fn).toMatchObject({ Items: null, Success: false });
  });

  it('refuses unknown properties, unknown IDOs and derived properties with Items:null', async () => {
    for (const [ido, props] of [
      ['SLVendors', 'VendNum,NoSuchThing'],
      ['SLNoSuchIdo', 'X'],
      ['SLPos', 'PoNum,DaysOverdue'],
    ]) {
      const body = await load(ido, { properties: props });
      expect(body).toMatchObject({ Items: null, Success: false });
      expect(body.Message).toEqual(expect.any(String));
    }
  });

  it('answers 405 on a wrong verb, 401 without or with an expired token', async () => {
    expect((await fetch(`${fake.url}/load/SLVendors`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${fake.url}/load/SLVendors`)).status).toBe(401);
    const before = await login();
    fake.expireTokens();
    const res = await fetch(`${fake.url}/load/SLVendors`, { headers: { authorization: before } });
    expect(res.status).toBe(401);
    token = await login();
  });

  it('describes an IDO with lengths and justification, and pings', async () => {
    const res = await fetch(`${fake.url}/info/SLVendors`, { headers: { authorization: token } });
    const body = (await res.json()) as {
      Keys: string[];
      Properties: Array<{ Name: string; Length: number; JustifyFormat: string }>;
    };
    expect(body.Keys).toEqual(['VendNum']);
    expect(body.Properties.find((p) => p.Name === 'VendNum')).toMatchObject({
      Length: 7,
      JustifyFormat: 'R',
    });
    expect((await fetch(`${fake.origin}/IDORequestService/Ping.aspx`)).status).toBe(200);
    fake.switches.outage = true;
    expect((await fetch(`${fake.origin}/IDORequestService/Ping.aspx`)).status).toBe(503);
    fake.switches.outage = false;
  });
});
