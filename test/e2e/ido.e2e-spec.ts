import { Role } from '../../src/auth/capabilities';
import { startTestApp, TestApp } from '../support/test-app';

const SPEC_IDOS = [
  'SLVendors',
  'SLItems',
  'SLItemwhses',
  'SLPos',
  'SLPoItems',
  'SLCustomers',
  'SLCos',
  'SLCoitems',
  'SLArtrans',
  'SLJobs',
];

describe('IDO access over HTTP (a Viewer on a fresh daemon)', () => {
  let t: TestApp;
  let viewer: string;

  const get = (path: string, token: string | undefined = viewer) =>
    t.request('GET', path, { token });
  const q = (params: Record<string, string | number | boolean>) =>
    new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();

  beforeAll(async () => {
    t = await startTestApp({ env: { ERPC_DEMO_SCALE: '0.05' } });
    viewer = await t.tokenFor(Role.Viewer);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lists every SPEC §8 IDO', async () => {
    const res = await get('/api/v1/ido');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((i: { name: string }) => i.name)).toEqual(SPEC_IDOS);
    expect(res.body.meta.count).toBe(SPEC_IDOS.length);
  });

  it.each(SPEC_IDOS)('browses %s with metadata, defaults and paging', async (name) => {
    const meta = await get(`/api/v1/ido/${name}/metadata`);
    expect(meta.status).toBe(200);
    expect(meta.body.data.name).toBe(name);
    const keys: string[] = meta.body.data.keys;
    expect(keys.length).toBeGreaterThan(0);

    const first = await get(`/api/v1/ido/${name}?${q({ recordcap: 3 })}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(3);
    expect(Object.keys(first.body.data[0])).toEqual(meta.body.data.defaultProperties);
    expect(first.body.meta).toMatchObject({ returned: 3, limit: 3 });
    expect(first.body.meta.count).toBeGreaterThan(3);
    expect(first.body.meta.elapsed).toMatch(/^\d+\.\d{3}s$/);
    expect(typeof first.body.meta.nextBookmark).toBe('string');

    const second = await get(
      `/api/v1/ido/${name}?${q({ recordcap: 3, bookmark: first.body.meta.nextBookmark })}`,
    );
    expect(second.status).toBe(200);
    const keyOf = (r: Record<string, unknown>) => keys.map((k) => String(r[k])).join('|');
    const firstKeys = first.body.data.map(keyOf);
    for (const record of second.body.data) expect(firstKeys).not.toContain(keyOf(record));
  });

  it("answers the user's sample: overdue purchase orders over $10K", async () => {
    const res = await get(
      `/api/v1/ido/SLPos?${q({
        filter: 'DaysOverdue > 0 AND PoCost > 10000',
        properties: 'PoNum,VendorName,PoCost,DaysOverdue',
        orderby: 'DaysOverdue DESC',
        recordcap: 5,
      })}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.meta.count).toBeGreaterThan(0);
    for (const record of res.body.data) {
      expect(Object.keys(record)).toEqual(['PoNum', 'VendorName', 'PoCost', 'DaysOverdue']);
      expect(record.PoCost).toBeGreaterThan(10000);
      expect(record.DaysOverdue).toBeGreaterThan(0);
    }
    const days = res.body.data.map((r: { DaysOverdue: number }) => r.DaysOverdue);
    expect([...days].sort((a: number, b: number) => b - a)).toEqual(days);
  });

  describe('issue #11, done when', () => {
    it('SLPos metadata shows the real names and marks the derived ones', async () => {
      const meta = await get('/api/v1/ido/SLPos/metadata');
      expect(meta.status).toBe(200);
      const properties = meta.body.data.properties as Array<{ name: string; derived: boolean }>;
      const names = properties.map((p) => p.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'PoNum',
          'VendNum',
          'VendorName',
          'OrderDate',
          'Stat',
          'Type',
          'Buyer',
          'Whse',
          'TermsCode',
          'VenCurrCode',
          'PoCost',
          'DueDate',
          'DaysOverdue',
        ]),
      );
      for (const old of ['VendName', 'TotalAmount', 'Currency']) expect(names).not.toContain(old);
      expect(properties.filter((p) => p.derived).map((p) => p.name)).toEqual([
        'DueDate',
        'DaysOverdue',
      ]);
      const lines = await get('/api/v1/ido/SLPoItems/metadata');
      expect(lines.status).toBe(200);
      expect(lines.body.data.keys).toEqual(['PoNum', 'PoLine', 'PoRelease']);
      expect(
        lines.body.data.properties
          .filter((p: { derived: boolean }) => p.derived)
          .map((p: { name: string }) => p.name),
      ).toEqual(['LineAmount']);
      const old = await get('/api/v1/ido/SLPoitems/metadata');
      // IDO names are matched without case, as SyteLine does; the answer has the real name.
      expect(old.body.data.name).toBe('SLPoItems');
      expect((await get('/api/v1/ido/SLArinvs/metadata')).status).toBe(404);
    });

    it('filters on a derived property: every overdue PO, with its vendor and amount', async () => {
      const res = await get(
        `/api/v1/ido/SLPos?${q({
          properties: 'PoNum,VendorName,PoCost,DaysOverdue',
          filter: 'DaysOverdue > 0',
          recordcap: 0,
        })}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(res.body.meta.count).toBe(res.body.data.length);
      for (const record of res.body.data) {
        expect(Object.keys(record)).toEqual(['PoNum', 'VendorName', 'PoCost', 'DaysOverdue']);
        expect(record.DaysOverdue).toBeGreaterThan(0);
        expect(typeof record.VendorName).toBe('string');
        expect(typeof record.PoCost).toBe('number');
      }
      // The complement: the rest have DaysOverdue 0, and the two add up to all POs.
      const rest = await get(
        `/api/v1/ido/SLPos?${q({ filter: 'DaysOverdue = 0', properties: 'PoNum', recordcap: 1 })}`,
      );
      const total = await get(`/api/v1/ido/SLPos?${q({ properties: 'PoNum', recordcap: 1 })}`);
      expect(res.body.meta.count + rest.body.meta.count).toBe(total.body.meta.count);
    });

    it("finds vendor '   1042' by VendNum = '1042' (right-justified keys) and answers it padded", async () => {
      const unpadded = await get(`/api/v1/ido/SLVendors?${q({ filter: "VendNum = '1042'" })}`);
      expect(unpadded.status).toBe(200);
      expect(unpadded.body.data).toHaveLength(1);
      expect(unpadded.body.data[0].VendNum).toBe('   1042');
      const padded = await get(`/api/v1/ido/SLVendors?${q({ filter: "VendNum = '   1042'" })}`);
      expect(padded.body.data).toEqual(unpadded.body.data);
      // The vendor's POs, by the unpadded number too.
      const pos = await get(
        `/api/v1/ido/SLPos?${q({ filter: "VendNum = '1042'", properties: 'PoNum,VendNum', recordcap: 0 })}`,
      );
      expect(pos.status).toBe(200);
      for (const po of pos.body.data) expect(po.VendNum).toBe('   1042');
      // LIKE matches the stored, padded value.
      const like = await get(
        `/api/v1/ido/SLVendors?${q({ filter: "VendNum LIKE '%1042'", properties: 'VendNum' })}`,
      );
      expect(like.body.data).toEqual([{ VendNum: '   1042' }]);
    });
  });

  it('pages through a filtered, ordered collection without repeats, to the end', async () => {
    const seen = new Set<string>();
    let bookmark: string | undefined;
    let count = 0;
    let pages = 0;
    do {
      const params: Record<string, string | number> = {
        filter: "Stat IN ('P','O')",
        orderby: 'OrderDate DESC',
        properties: 'PoNum,OrderDate',
        recordcap: 25,
      };
      if (bookmark) params.bookmark = bookmark;
      const res = await get(`/api/v1/ido/SLPos?${q(params)}`);
      expect(res.status).toBe(200);
      count = res.body.meta.count;
      for (const r of res.body.data) {
        expect(seen.has(r.PoNum)).toBe(false);
        seen.add(r.PoNum);
      }
      bookmark = res.body.meta.nextBookmark ?? undefined;
      pages += 1;
    } while (bookmark && pages < 1000);
    expect(seen.size).toBe(count);
    expect(pages).toBeGreaterThan(1);
  });

  it('returns distinct values and all properties with *', async () => {
    const states = await get(
      `/api/v1/ido/SLVendors?${q({ properties: 'VadState', distinct: true, orderby: 'VadState', recordcap: 0 })}`,
    );
    expect(states.status).toBe(200);
    const values = states.body.data.map((r: { VadState: string }) => r.VadState);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain('OH');
    const star = await get(`/api/v1/ido/SLItems?${q({ properties: '*', recordcap: 1 })}`);
    expect(Object.keys(star.body.data[0])).toHaveLength(9);
  });

  it('answers 404 IDO_NOT_FOUND for an unknown IDO', async () => {
    for (const path of ['/api/v1/ido/SLNope', '/api/v1/ido/SLNope/metadata']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: { code: 'IDO_NOT_FOUND' } });
      expect(res.body.error.requestId).toEqual(expect.any(String));
    }
  });

  it.each([
    ["VendorName = 'x' ; DROP TABLE SLPos", 17],
    ["VendorName 'Acme'", 11],
    ['PoCost > ', 9],
    ["PoCost = 'abc'", 9],
    ["VendName = 'x'", 0],
    ['DueDate > 5', 10],
    ['Bogus = 1', 0],
    ['(Stat = 1', 9],
    ["Stat = 'X'", 7],
  ])('answers 400 FILTER_INVALID with the position for %j', async (filter, position) => {
    const res = await get(`/api/v1/ido/SLPos?${q({ filter })}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('FILTER_INVALID');
    expect(res.body.error.details.position).toBe(position);
  });

  it.each([
    [{ properties: 'PoNum,Bogus' }, /Bogus/],
    [{ orderby: 'Bogus DESC' }, /Bogus/],
    [{ orderby: 'PoNum SIDEWAYS' }, /ASC or DESC/],
    [{ recordcap: -2 }, /recordcap/],
    [{ recordcap: 'many' }, /recordcap/],
    [{ bookmark: 'garbage' }, /bookmark/],
    [{ distinct: 'maybe' }, /distinct/],
    [{ loadtype: 'NEXT' }, /loadtype|unrecognized|Unrecognized/],
  ])('answers 400 VALIDATION_FAILED for %j', async (params, message) => {
    const res = await get(`/api/v1/ido/SLPos?${q(params)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.message).toMatch(message);
  });

  it('refuses a bookmark replayed with another filter', async () => {
    const first = await get(`/api/v1/ido/SLPos?${q({ filter: "Stat = 'C'", recordcap: 2 })}`);
    const misuse = await get(
      `/api/v1/ido/SLPos?${q({ filter: "Stat = 'O'", recordcap: 2, bookmark: first.body.meta.nextBookmark })}`,
    );
    expect(misuse.status).toBe(400);
    expect(misuse.body.error.message).toMatch(/another request/);
  });

  it('needs a token', async () => {
    const res = await t.request('GET', '/api/v1/ido/SLPos');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });
});
