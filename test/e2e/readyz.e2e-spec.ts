import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DEMO_ERP_FILE } from '../../src/erp/connectors/demo/demo-erp-file';
import { ErpConnector } from '../../src/erp/connectors/erp-connector.port';
import { RedisService } from '../../src/redis/redis.service';
import { HttpResult, TestApp, startTestApp } from '../support/test-app';
import { eventually } from '../support/ws-client';

const CHECK_TIMEOUT_MS = 500;

/** The value of one unlabelled or labelled sample in a Prometheus text exposition. */
function metric(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/readyz checks the database, Redis and the ERP connector', () => {
  let t: TestApp;

  const readyz = () => t.request('GET', '/readyz');
  /** Polls /readyz until `accept` holds for the answer. */
  const readyzUntil = (accept: (r: HttpResult) => boolean) =>
    eventually(async () => {
      const result = await readyz();
      return accept(result) ? result : undefined;
    }, 30_000);

  beforeAll(async () => {
    t = await startTestApp({ config: { health: { checkTimeoutMs: CHECK_TIMEOUT_MS } } });
  });
  afterAll(() => t.close());

  it('is ready with every check ok and its latency', async () => {
    const result = await readyz();
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(result.body.data.status).toBe('ready');
    for (const name of ['database', 'redis', 'erp']) {
      expect(result.body.data.checks[name]).toEqual({
        status: 'ok',
        latencyMs: expect.any(Number),
      });
    }
  });

  it('answers 503 naming erp while the ERP connector fails, and recovers', async () => {
    const file = join(t.dataDir, DEMO_ERP_FILE);
    const db = new Database(file);
    try {
      // The demo connector's health check reads this table: take it away, then give it back.
      db.exec('ALTER TABLE "_demo_meta" RENAME TO "_demo_meta_away"');
      const failing = await readyz();
      expect(failing.status).toBe(503);
      expect(failing.body.success).toBe(false);
      expect(failing.body.error).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'not ready: erp',
        requestId: failing.headers.get('x-request-id'),
      });
      expect(failing.body.error.details.failed).toEqual(['erp']);
      expect(failing.body.error.details.checks.erp).toMatchObject({
        status: 'fail',
        error: expect.stringMatching(/demo connector: .*_demo_meta/),
      });
      expect(failing.body.error.details.checks.database.status).toBe('ok');
      expect(failing.body.error.details.checks.redis.status).toBe('ok');

      const metrics = (await t.request('GET', '/metrics')).text;
      expect(metric(metrics, 'erpc_dependency_up{dependency="erp"}')).toBe(0);
      expect(
        metric(
          metrics,
          'erpc_erp_errors_total{connector="demo",operation="health",code="unhealthy"}',
        ),
      ).toBeGreaterThanOrEqual(1);
    } finally {
      db.exec('ALTER TABLE "_demo_meta_away" RENAME TO "_demo_meta"');
      db.close();
    }
    expect((await readyz()).status).toBe(200);
  });

  it('gives up on a connector that does not answer after the check timeout', async () => {
    const connector = t.app.get(ErpConnector);
    const hang = jest.spyOn(connector, 'health').mockReturnValue(new Promise(() => undefined));
    try {
      const result = await readyz();
      expect(result.status).toBe(503);
      expect(result.body.error.details.failed).toEqual(['erp']);
      expect(result.body.error.details.checks.erp.error).toBe(
        `no answer within ${CHECK_TIMEOUT_MS} ms`,
      );
    } finally {
      hang.mockRestore();
    }
    expect((await readyz()).status).toBe(200);
  });

  it('answers 503 naming redis when the embedded Redis is killed, and recovers after its restart', async () => {
    const redis = t.app.get(RedisService);
    const pid = redis.embeddedPid as number;
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGKILL');

    const failing = await readyzUntil((r) => r.status !== 200);
    expect(failing.status).toBe(503);
    expect(failing.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(failing.body.error.message).toBe('not ready: redis');
    expect(failing.body.error.details.checks.redis.status).toBe('fail');

    const recovered = await readyzUntil((r) => r.status === 200);
    expect(recovered.body.data.checks.redis.status).toBe('ok');
    expect(redis.embeddedPid).not.toBe(pid);
    const metrics = await eventually(async () => {
      const text = (await t.request('GET', '/metrics')).text;
      return metric(text, 'erpc_redis_restarts_total') === 1 ? text : undefined;
    });
    expect(metric(metrics, 'erpc_dependency_up{dependency="redis"}')).toBe(1);
  });
});
