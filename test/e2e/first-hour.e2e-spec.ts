import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Role } from '../../src/auth/capabilities';
import { ROOT } from '../support/daemon-process';
import { TestApp, startTestApp } from '../support/test-app';

/** The small defects a newcomer met in their first hour (issue #18), each checked here. */
describe("a newcomer's first hour", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.tokenFor(Role.Admin);
  });
  afterAll(() => t.close());

  async function auditOf(action: string) {
    const result = await t.request(
      'GET',
      `/api/v1/audit?action=${encodeURIComponent(action)}&limit=1000`,
      { token: admin },
    );
    expect(result.status).toBe(200);
    return result.body.data as Array<Record<string, unknown>>;
  }

  it('audit rows of sign-ins name the user, also when the sign-in failed', async () => {
    const user = await t.createUser(Role.Operator);
    expect((await t.login(user.username, user.password)).status).toBe(200);
    expect((await t.login(user.username, 'wrong-password-1')).status).toBe(401);
    expect((await t.login('nobody-of-that-name', 'wrong-password-1')).status).toBe(401);
    const service = await t.request('POST', '/api/v1/users', {
      token: admin,
      body: { username: 'wallboard-svc', role: 'Viewer', kind: 'service' },
    });
    const key = await t.request('POST', `/api/v1/users/${service.body.data.id}/api-keys`, {
      token: admin,
      body: { name: 'wallboard' },
    });
    const viaKey = await t.request('POST', '/api/v1/auth/token', {
      body: { apiKey: key.body.data.key },
    });
    expect(viaKey.status).toBe(200);
    const refreshed = await t.request('POST', '/api/v1/auth/refresh', {
      body: { refresh_token: viaKey.body.data.refresh_token },
    });
    expect(refreshed.status).toBe(200);

    const signIns = await auditOf('POST /api/v1/auth/token');
    const find = (username: string, outcome: string) =>
      signIns.filter((row) => row.username === username && row.outcome === outcome);
    expect(find(user.username, 'success')[0]).toMatchObject({
      userId: user.id,
      role: 'Operator',
      status: 200,
    });
    expect(find(user.username, 'denied')[0]).toMatchObject({ userId: user.id, status: 401 });
    // A name no account has: recorded as given, with no user id.
    expect(find('nobody-of-that-name', 'denied')[0]).toMatchObject({ userId: null, role: null });
    expect(find('wallboard-svc', 'success')[0]).toMatchObject({ role: 'Viewer' });
    expect(signIns.filter((row) => row.username === null)).toEqual([]);
    const refreshes = await auditOf('POST /api/v1/auth/refresh');
    expect(refreshes[0]).toMatchObject({ username: 'wallboard-svc', outcome: 'success' });
  });

  it('GET /api/v1/policies/:key answers one policy as the list shows it; 404 for no such key', async () => {
    const one = await t.request('GET', '/api/v1/policies/query.defaultLimit', { token: admin });
    expect(one.status).toBe(200);
    const list = await t.request('GET', '/api/v1/policies', { token: admin });
    expect(one.body.data).toEqual(
      list.body.data.find((p: { key: string }) => p.key === 'query.defaultLimit'),
    );
    const missing = await t.request('GET', '/api/v1/policies/no.such.policy', { token: admin });
    expect(missing.status).toBe(404);
    const asOperator = await t.request('GET', '/api/v1/policies/query.defaultLimit', {
      token: await t.tokenFor(Role.Operator),
    });
    expect(asOperator.status).toBe(403);
  });

  it('GET /api/v1/reports/runs lists the runs the caller may see, newest first, by cursor', async () => {
    const operator = await t.tokenFor(Role.Operator);
    const viewer = await t.tokenFor(Role.Viewer);
    const generate = (token: string) =>
      t.request('POST', '/api/v1/reports/generate', {
        token,
        body: { report: 'vendor-spend', format: 'json' },
      });
    const byOperator = (await generate(operator)).body.data.id as string;
    // Distinct creation times (stored to the second), so "newest first" is observable.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const byAdmin = (await generate(admin)).body.data.id as string;
    const ids = async (token: string, query = '') =>
      (await t.request('GET', `/api/v1/reports/runs${query}`, { token })).body.data.map(
        (run: { id: string }) => run.id,
      );
    expect(await ids(admin)).toEqual([byAdmin, byOperator]);
    // The rule of GET /reports/runs/:id: own runs and those of roles at or below one's own.
    expect(await ids(operator)).toEqual([byOperator]);
    expect(await ids(viewer)).toEqual([]);
    expect(
      (await t.request('GET', `/api/v1/reports/runs/${byOperator}`, { token: viewer })).status,
    ).toBe(404);

    const first = await t.request('GET', '/api/v1/reports/runs?limit=1', { token: admin });
    expect(first.body.data.map((run: { id: string }) => run.id)).toEqual([byAdmin]);
    expect(first.body.meta).toMatchObject({ returned: 1, limit: 1 });
    const cursor = first.body.meta.nextCursor as string;
    expect(typeof cursor).toBe('string');
    const second = await t.request(
      'GET',
      `/api/v1/reports/runs?limit=1&cursor=${encodeURIComponent(cursor)}`,
      { token: admin },
    );
    expect(second.body.data.map((run: { id: string }) => run.id)).toEqual([byOperator]);
    expect(await ids(admin, '?report=ar-aging')).toEqual([]);
    const bad = await t.request('GET', '/api/v1/reports/runs?cursor=nonsense', { token: admin });
    expect(bad.status).toBe(400);
  });

  it('/api/v1/ido names an unknown query parameter and the ones it knows', async () => {
    const load = await t.request('GET', '/api/v1/ido/SLVendors?recordcap=1&limt=5', {
      token: admin,
    });
    expect(load.status).toBe(400);
    expect(load.body.error.code).toBe('VALIDATION_FAILED');
    expect(load.body.error.message).toContain('limt: unknown query parameter');
    expect(load.body.error.message).toContain('recordcap');
    expect(load.body.error.message).not.toContain('(body)');
    expect(load.body.error.details).toEqual([
      { field: 'limt', message: expect.stringContaining('unknown query parameter') },
    ]);
    const list = await t.request('GET', '/api/v1/ido?name=SLVendors', { token: admin });
    expect(list.status).toBe(400);
    expect(list.body.error.details[0].field).toBe('name');
  });

  it('an unknown property gets the closest property names as suggestions', async () => {
    const properties = await t.request('GET', '/api/v1/ido/SLVendors?properties=VendNm', {
      token: admin,
    });
    expect(properties.status).toBe(400);
    expect(properties.body.error.details[0].suggestions).toContain('VendNum');
    expect(properties.body.error.message).toMatch(/did you mean .*VendNum/);
    // Nothing close: still the nearest names, never an empty list.
    const filter = await t.request(
      'GET',
      `/api/v1/ido/SLVendors?filter=${encodeURIComponent("Qqqqqqqqqq = 'x'")}`,
      { token: admin },
    );
    expect(filter.status).toBe(400);
    expect(filter.body.error.code).toBe('FILTER_INVALID');
    expect(filter.body.error.details.suggestions.length).toBeGreaterThan(0);
  });

  it('the scripts say what the README says: npm install, never npm ci', () => {
    const help = spawnSync('bash', [join(ROOT, 'scripts/install.sh'), '--help'], {
      encoding: 'utf8',
    });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('npm install');
    expect(help.stdout).not.toMatch(/npm ci\b/);
    const script = readFileSync(join(ROOT, 'scripts/install.sh'), 'utf8');
    expect(script.replace(/not npm ci/g, '')).not.toMatch(/npm ci\b/);
  });

  it('docs/policies-and-audit.md lists every audited action', async () => {
    const doc = (await t.request('GET', '/api/v1/openapi.json')).body;
    const table = readFileSync(join(ROOT, 'docs/policies-and-audit.md'), 'utf8');
    const mutations = Object.entries(doc.paths as Record<string, object>).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(mutations.length).toBeGreaterThan(15);
    const missing = [...mutations, 'WEBSOCKET /api/v1/events'].filter(
      (action) => !table.includes(`| \`${action}\` |`),
    );
    expect(missing).toEqual([]);
  });

  it('README and docs link only to files that are in the repository', () => {
    const pages = ['README.md', ...readdirSync(join(ROOT, 'docs')).map((f) => `docs/${f}`)];
    const broken: string[] = [];
    for (const page of pages.filter((p) => p.endsWith('.md'))) {
      const text = readFileSync(join(ROOT, page), 'utf8');
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1].split('#')[0];
        if (target === '' || /^[a-z]+:/i.test(target)) continue;
        if (!existsSync(join(ROOT, dirname(page), target))) broken.push(`${page} → ${match[1]}`);
      }
      // Files of the project's workspace that never ship with the repository.
      for (const match of text.matchAll(/`((?:shared|reference)\/[\w./-]+)`/g)) {
        broken.push(`${page} → ${match[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
