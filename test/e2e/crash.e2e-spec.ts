import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '../../src/auth/capabilities';
import { QueueName } from '../../src/jobs/job-catalog';
import { JobsService } from '../../src/jobs/jobs.service';
import { RedisService } from '../../src/redis/redis.service';
import { DaemonProcess, callDaemon, exitOf, startDaemon } from '../support/daemon-process';
import { TestApp, startTestApp } from '../support/test-app';
import { eventually } from '../support/ws-client';

describe('a job survives kill -9 of the daemon', () => {
  let dataDir: string;
  let daemon: DaemonProcess | undefined;
  const env = () => ({
    ERPC_DATA_DIR: dataDir,
    ERPC_ADMIN_PASSWORD: 'crash-test-pw',
    ERPC_DEMO_SCALE: '0.5',
    ERPC_CONFIG: join(dataDir, 'slow-reports.json'),
  });

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'erpc-crash-'));
    // Two rows per page makes a report of thousands of rows take seconds: time to kill it.
    writeFileSync(join(dataDir, 'slow-reports.json'), JSON.stringify({ reports: { rowBatch: 2 } }));
  });
  afterAll(async () => {
    if (daemon) await daemon.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts, completes the run once, with one artifact', async () => {
    daemon = await startDaemon(env());
    const login = async (base: string) =>
      (
        await callDaemon(base, 'POST', '/api/v1/auth/token', undefined, {
          username: 'admin',
          password: 'crash-test-pw',
        })
      ).body.data.access_token as string;
    let token = await login(daemon.baseUrl);
    const started = await callDaemon(daemon.baseUrl, 'POST', '/api/v1/reports/generate', token, {
      report: 'overdue-purchase-orders',
      format: 'csv',
    });
    expect(started.status).toBe(202);
    const id = started.body.data.id as string;
    const first = daemon;
    // A loaded CI host can take a while to pick the job up; if the run ends before it can be
    // killed, say how it ended and what the daemon printed instead of timing out blind.
    const seen: string[] = [];
    await eventually(
      async () => {
        const run = await callDaemon(first.baseUrl, 'GET', `/api/v1/reports/runs/${id}`, token);
        const { status, progress } = run.body.data as { status: string; progress: number };
        if (seen[seen.length - 1] !== `${status} ${progress}`) seen.push(`${status} ${progress}`);
        if (status === 'completed' || status === 'failed') {
          throw new Error(
            `the run ended (${seen.join(' -> ')}) before it could be killed; daemon output:\n` +
              first.output().slice(-4000),
          );
        }
        return progress > 0 && status === 'active' ? true : undefined;
      },
      60_000,
      50,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; statuses seen: ${seen.join(' -> ')}`);
    });
    daemon.child.kill('SIGKILL');
    await exitOf(daemon.child);

    daemon = await startDaemon(env());
    token = await login(daemon.baseUrl);
    const base2 = daemon.baseUrl;
    const run = await eventually(
      async () => {
        const result = await callDaemon(base2, 'GET', `/api/v1/reports/runs/${id}`, token);
        return result.body.data.status === 'completed' ? result.body.data : undefined;
      },
      90_000,
      250,
    );
    expect(run.rows).toBeGreaterThan(100);
    const artifacts = readdirSync(join(dataDir, 'reports')).filter((f) => f.startsWith(id));
    expect(artifacts).toEqual([`${id}.csv`]);
    const artifact = await fetch(`${base2}/api/v1/reports/runs/${id}/artifact`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const lines = (await artifact.text()).trimEnd().split('\r\n');
    expect(lines.length - 1).toBe(run.rows);
    expect(new Set(lines).size).toBe(lines.length);
  }, 180_000);
});

describe('Redis killed under the daemon', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is restarted, and queued jobs are still there and complete', async () => {
    const operator = await t.tokenFor(Role.Operator);
    const queue = t.app.get(JobsService).queue(QueueName.Reports);
    await queue.pause();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const started = await t.request('POST', '/api/v1/reports/generate', {
        token: operator,
        body: { report: 'vendor-spend', format: 'json' },
      });
      ids.push(started.body.data.id as string);
    }
    // A paused queue keeps its jobs waiting.
    expect((await queue.getJobCounts('wait')).wait).toBe(3);

    const redis = t.app.get(RedisService);
    const pid = redis.embeddedPid as number;
    process.kill(pid, 'SIGKILL');
    await eventually(
      () =>
        Promise.resolve(
          redis.embeddedPid !== undefined && redis.embeddedPid !== pid ? true : undefined,
        ),
      30_000,
    );

    await queue.resume();
    for (const id of ids) {
      const run = await eventually(async () => {
        const result = await t.request('GET', `/api/v1/reports/runs/${id}`, { token: operator });
        return result.body.data.status === 'completed' ? result.body.data : undefined;
      }, 30_000);
      expect(run.rows).toBeGreaterThan(0);
    }
    expect(existsSync(join(t.dataDir, 'redis', 'appendonlydir'))).toBe(true);
  }, 60_000);
});
