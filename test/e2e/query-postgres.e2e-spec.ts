import { Role } from '../../src/auth/capabilities';
import { postgresSuitesEnabled, useAppOnPostgres } from '../support/postgres';
import type { TestApp } from '../support/test-app';

/** The query history on PostgreSQL: same migration, same filters and paging as on SQLite. */
const describeOnPostgres = postgresSuitesEnabled() ? describe : describe.skip;

describeOnPostgres('NL query history on PostgreSQL', () => {
  const pg = useAppOnPostgres();
  let t: TestApp;
  beforeAll(() => {
    t = pg.app();
  });

  it('records answered and refused questions and pages through them by time', async () => {
    const operator = await t.tokenFor(Role.Operator);
    const asked: string[] = [];
    for (const query of ['suppliers in Ohio', 'tell me a joke', 'how many open jobs are there']) {
      const res = await t.request('POST', '/api/v1/query', { token: operator, body: { query } });
      expect([200, 422]).toContain(res.status);
      asked.push(res.status === 200 ? res.body.meta.queryId : res.body.error.details.queryId);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/api/v1/queries?limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await t.request('GET', path, { token: operator });
      expect(page.status).toBe(200);
      expect(page.body.meta.count).toBe(3);
      seen.push(...page.body.data.map((q: { id: string }) => q.id));
      cursor = page.body.meta.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...asked].reverse());

    const since = new Date(Date.now() - 60_000).toISOString();
    const refused = await t.request('GET', `/api/v1/queries?outcome=refused&from=${since}`, {
      token: operator,
    });
    expect(refused.body.data.map((q: { query: string }) => q.query)).toEqual(['tell me a joke']);
    const one = await t.request('GET', `/api/v1/queries/${asked[0]}`, { token: operator });
    expect(one.body.data).toMatchObject({ outcome: 'answered', ido: 'SLVendors' });
    expect(typeof one.body.data.confidence).toBe('number');
  });
});
