import Database from 'better-sqlite3';
import { join } from 'node:path';
import { Role } from '../../src/auth/capabilities';
import { DEMO_ERP_FILE } from '../../src/erp/connectors/demo/demo-erp-file';
import { RedisService } from '../../src/redis/redis.service';
import { TestApp, startTestApp } from '../support/test-app';
import { EventClient, eventually } from '../support/ws-client';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition. */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key] = value;
    }
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample with that name and at least those labels, or undefined. */
function valueOf(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches several`);
  return found[0]?.value;
}

describe('Prometheus metrics at /metrics', () => {
  let t: TestApp;

  async function scrape(): Promise<Sample[]> {
    const result = await t.request('GET', '/metrics');
    expect(result.status).toBe(200);
    return parseMetrics(result.text);
  }

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers a scraper on the host without a token, in the text format, outside the envelope', async () => {
    // A request counted before this scrape (a request is counted once answered).
    expect((await t.request('GET', '/healthz')).status).toBe(200);
    const result = await t.request('GET', '/metrics');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(result.headers.get('x-request-id')).toBeTruthy();
    expect(result.text).not.toMatch(/"success"/);
    const names = new Set(parseMetrics(result.text).map((s) => s.name));
    for (const name of [
      'erpc_http_requests_total',
      'erpc_http_request_duration_seconds_bucket',
      'erpc_websocket_clients',
      'erpc_dependency_up',
      'erpc_dependency_check_seconds',
      'erpc_queue_jobs',
      'erpc_redis_restarts_total',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('erpc_tls_certificate_not_after_seconds');
  });

  it('is not part of the OpenAPI document (it is no JSON API route)', async () => {
    const doc = await t.request('GET', '/api/v1/openapi.json');
    expect(Object.keys(doc.body.paths as object)).not.toContain('/metrics');
  });

  it('labels HTTP requests by route pattern and status, never by the raw URL', async () => {
    const viewer = await t.tokenFor(Role.Viewer);
    const before = valueOf(await scrape(), 'erpc_http_requests_total', {
      method: 'GET',
      route: '/api/v1/ido/:name',
      status: '200',
    });
    for (const ido of ['SLVendors', 'SLItems', 'SLPos'])
      expect(
        (await t.request('GET', `/api/v1/ido/${ido}?recordcap=1`, { token: viewer })).status,
      ).toBe(200);
    expect((await t.request('GET', '/no/such/route/xyz')).status).toBe(404);

    const samples = await scrape();
    const after = valueOf(samples, 'erpc_http_requests_total', {
      method: 'GET',
      route: '/api/v1/ido/:name',
      status: '200',
    });
    expect(after).toBe((before ?? 0) + 3);
    expect(
      valueOf(samples, 'erpc_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/v1/ido/:name',
      }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      valueOf(samples, 'erpc_http_requests_total', {
        method: 'GET',
        route: 'unmatched',
        status: '404',
      }),
    ).toBe(1);
    const routes = samples
      .filter((s) => s.name.startsWith('erpc_http_'))
      .map((s) => s.labels.route);
    expect(routes.some((r) => /SLVendors|xyz|recordcap/.test(r))).toBe(false);
  });

  it('times ERP connector calls by operation', async () => {
    const viewer = await t.tokenFor(Role.Viewer);
    const before =
      valueOf(await scrape(), 'erpc_erp_request_duration_seconds_count', {
        connector: 'demo',
        operation: 'loadPage',
      }) ?? 0;
    await t.request('GET', '/api/v1/ido/SLVendors?recordcap=2', { token: viewer });
    const after = valueOf(await scrape(), 'erpc_erp_request_duration_seconds_count', {
      connector: 'demo',
      operation: 'loadPage',
    });
    expect(after).toBe(before + 1);
  });

  it('counts failed ERP calls with a bounded error code', async () => {
    const viewer = await t.tokenFor(Role.Viewer);
    // The demo connector calls a missing table a bug of ours (500), not an outage: code `error`.
    const labels = { connector: 'demo', operation: 'loadPage', code: 'error' };
    const before = valueOf(await scrape(), 'erpc_erp_errors_total', labels) ?? 0;
    const db = new Database(join(t.dataDir, DEMO_ERP_FILE));
    try {
      db.exec('ALTER TABLE "SLVendors" RENAME TO "SLVendors_away"');
      const failed = await t.request('GET', '/api/v1/ido/SLVendors', { token: viewer });
      expect(failed.status).toBe(500);
      expect(failed.body.error.code).toBe('INTERNAL');
    } finally {
      db.exec('ALTER TABLE "SLVendors_away" RENAME TO "SLVendors"');
      db.close();
    }
    expect(valueOf(await scrape(), 'erpc_erp_errors_total', labels)).toBe(before + 1);
  });

  it('records the confidence of answered and refused questions', async () => {
    const operator = await t.tokenFor(Role.Operator);
    const answered = await t.request('POST', '/api/v1/query', {
      token: operator,
      body: { query: 'Show overdue purchase orders over $10K' },
    });
    expect(answered.status).toBe(200);
    const refused = await t.request('POST', '/api/v1/query', {
      token: operator,
      body: { query: 'florbix wumple grantz' },
    });
    expect(refused.status).toBe(422);

    const samples = await scrape();
    expect(valueOf(samples, 'erpc_nl_query_confidence_count', { outcome: 'answered' })).toBe(1);
    expect(valueOf(samples, 'erpc_nl_query_confidence_sum', { outcome: 'answered' })).toBeCloseTo(
      answered.body.meta.confidence as number,
    );
    expect(valueOf(samples, 'erpc_nl_query_confidence_count', { outcome: 'refused' })).toBe(1);
    // The answered question's confidence lies in the 1.0 bucket but not in the 0.1 bucket.
    expect(
      valueOf(samples, 'erpc_nl_query_confidence_bucket', { outcome: 'answered', le: '0.1' }),
    ).toBe(0);
  });

  it('counts finished jobs and shows queue depths per state', async () => {
    const operator = await t.tokenFor(Role.Operator);
    const started = await t.request('POST', '/api/v1/reports/generate', {
      token: operator,
      body: { report: 'vendor-spend', format: 'json', parameters: {} },
    });
    expect(started.status).toBe(202);
    const labels = { queue: 'reports', job: 'report.generate', outcome: 'completed' };
    const completed = await eventually(async () => {
      const value = valueOf(await scrape(), 'erpc_jobs_finished_total', labels);
      return value !== undefined && value >= 1 ? value : undefined;
    });
    expect(completed).toBe(1);
    const samples = await scrape();
    expect(
      valueOf(samples, 'erpc_job_duration_seconds_count', {
        queue: 'reports',
        job: 'report.generate',
      }),
    ).toBe(1);
    for (const state of ['waiting', 'active', 'delayed', 'failed']) {
      expect(valueOf(samples, 'erpc_queue_jobs', { queue: 'reports', state })).toBe(0);
    }
  });

  it('reports every dependency up and counts nothing as a Redis restart', async () => {
    const samples = await scrape();
    for (const dependency of ['database', 'redis', 'erp']) {
      expect(valueOf(samples, 'erpc_dependency_up', { dependency })).toBe(1);
      expect(
        valueOf(samples, 'erpc_dependency_check_seconds', { dependency }),
      ).toBeGreaterThanOrEqual(0);
    }
    expect(valueOf(samples, 'erpc_redis_restarts_total')).toBe(0);
    expect(t.app.get(RedisService).embeddedPid).toBeDefined();
  });

  it('follows the number of open event sockets', async () => {
    const viewer = await t.tokenFor(Role.Viewer);
    const url = t.baseUrl.replace('http', 'ws') + '/api/v1/events';
    const first = await EventClient.connect(url, {
      headers: { authorization: `Bearer ${viewer}` },
    });
    const second = await EventClient.connect(url, {
      headers: { authorization: `Bearer ${viewer}` },
    });
    expect(valueOf(await scrape(), 'erpc_websocket_clients')).toBe(2);
    first.close();
    await first.waitForClose();
    await eventually(async () =>
      valueOf(await scrape(), 'erpc_websocket_clients') === 1 ? true : undefined,
    );
    second.close();
    await second.waitForClose();
    await eventually(async () =>
      valueOf(await scrape(), 'erpc_websocket_clients') === 0 ? true : undefined,
    );
  });
});

describe('/metrics from an address not in metrics.allowFrom', () => {
  let t: TestApp;
  let scrapers = 0;

  beforeAll(async () => {
    // An empty list: even loopback is "elsewhere", so the credential rules are what is tested.
    t = await startTestApp({ config: { metrics: { enabled: true, allowFrom: [] } } });
  });
  afterAll(() => t.close());

  async function serviceKey(role: Role): Promise<string> {
    const admin = await t.tokenFor(Role.Admin);
    const user = await t.request('POST', '/api/v1/users', {
      token: admin,
      body: { username: `scraper-${++scrapers}`, role, kind: 'service' },
    });
    expect(user.status).toBe(201);
    const key = await t.request('POST', `/api/v1/users/${user.body.data.id}/api-keys`, {
      token: admin,
      body: { name: 'prometheus' },
    });
    expect(key.status).toBe(201);
    return key.body.data.key as string;
  }

  it('refuses an anonymous scrape with 401 in the envelope', async () => {
    const result = await t.request('GET', '/metrics');
    expect(result.status).toBe(401);
    expect(result.body.error.code).toBe('UNAUTHENTICATED');
    expect(result.body.error.message).toMatch(/metrics\.allowFrom/);
    expect(result.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('refuses a bad token with 401, and roles below Admin with 403', async () => {
    expect((await t.request('GET', '/metrics', { token: 'not-a-jwt' })).status).toBe(401);
    for (const role of [Role.Viewer, Role.Operator]) {
      const result = await t.request('GET', '/metrics', { token: await t.tokenFor(role) });
      expect(result.status).toBe(403);
      expect(result.body.error.code).toBe('FORBIDDEN');
    }
  });

  it("serves an Admin's access token", async () => {
    const result = await t.request('GET', '/metrics', { token: await t.tokenFor(Role.Admin) });
    expect(result.status).toBe(200);
    expect(result.text).toMatch(/^# HELP /m);
  });

  it("serves an Admin service account's API key as the bearer, not a Viewer's", async () => {
    const adminKey = await serviceKey(Role.Admin);
    const viewerKey = await serviceKey(Role.Viewer);
    expect((await t.request('GET', '/metrics', { token: adminKey })).status).toBe(200);
    expect((await t.request('GET', '/metrics', { token: viewerKey })).status).toBe(403);
    expect(
      (await t.request('GET', '/metrics', { token: `${adminKey.slice(0, -1)}x` })).status,
    ).toBe(401);
  });

  it('an API key is no access token anywhere else', async () => {
    const key = await serviceKey(Role.Admin);
    expect((await t.request('GET', '/api/v1/auth/me', { token: key })).status).toBe(401);
  });
});
