/**
 * Jobs and events benchmark (issue 5): jobs per second through the API against raw BullMQ on
 * the same Redis in the same run, and event latency from job.updateProgress to 1,000 connected
 * dashboard sockets. Prints a markdown table. Run: npm run bench:jobs (after npm run build).
 *
 * Job submission (issue #15): 202s per second from `POST /api/v1/reports/generate` against raw
 * BullMQ `add` of the same job (same payload, options and Redis, so the same durability), 10
 * at a time, interleaved over several rounds. `BENCH_SUBMISSION_ONLY=1` runs only that case.
 * With it, how fast the daemon completes the submitted reports (from the first submission to the
 * last run finished), so a faster submission figure bought by starving the reports shows.
 * `BENCH_DAEMON_NODE_OPTIONS` is passed to the daemon as NODE_OPTIONS, e.g. `--require
 * $PWD/bench/cpu-profile.cjs` for a CPU profile of the daemon under this load.
 */
import { Queue, Worker } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { loadConfig } from '../src/config/load-config';
import { JobName, QueueName } from '../src/jobs/job-catalog';
import { startDaemon } from '../test/support/daemon-process';

const JOBS = Number(process.env.BENCH_JOBS ?? 300);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const HTTP_CONCURRENCY = 10;
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 400);
const SUBMISSION_ROUNDS = Number(process.env.BENCH_SUBMISSION_ROUNDS ?? 3);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function post(
  base: string,
  path: string,
  token: string | undefined,
  body: unknown,
): Promise<{ data: { access_token: string } }> {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: { access_token: string } };
}

async function adminToken(base: string): Promise<string> {
  const login = await post(base, '/api/v1/auth/token', undefined, {
    username: 'admin',
    password: 'bench-password',
  });
  return login.data.access_token;
}

async function pool<T>(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function rawBullmq(socketPath: string): Promise<number> {
  const connection = { path: socketPath, maxRetriesPerRequest: null };
  const queue = new Queue('bench-raw', { connection, prefix: 'benchraw' });
  let done = 0;
  let resolveAll!: () => void;
  const all = new Promise<void>((resolve) => (resolveAll = resolve));
  const worker = new Worker('bench-raw', (job) => Promise.resolve(job.data as unknown), {
    connection,
    prefix: 'benchraw',
    concurrency: 2,
  });
  worker.on('completed', () => {
    if (++done === JOBS) resolveAll();
  });
  const started = performance.now();
  await pool(JOBS, HTTP_CONCURRENCY, (i) => queue.add('noop', { i }, { removeOnComplete: true }));
  await all;
  const seconds = (performance.now() - started) / 1000;
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  return JOBS / seconds;
}

/** The report the submission case asks for: the smallest built-in one. */
const SUBMITTED = { report: 'customer-order-backlog', format: 'json' };

/**
 * Raw BullMQ: the job JobsService adds for one report run (name, payload, id, attempts,
 * backoff, retention of finished jobs from the daemon's default configuration), 10 adds at a
 * time, on the daemon's own Redis (appendfsync always) in a queue of its own without a worker.
 */
async function rawSubmissions(socketPath: string): Promise<number> {
  const { attempts, backoffMs, keepCompleted, keepFailed } = loadConfig({}).jobs;
  const queue = new Queue('bench-submit', {
    connection: { path: socketPath, maxRetriesPerRequest: null },
    prefix: 'benchraw',
  });
  await queue.waitUntilReady();
  const payload = { ...SUBMITTED, parameters: {}, role: 'Admin' };
  try {
    const started = performance.now();
    await pool(SUBMISSIONS, HTTP_CONCURRENCY, () =>
      queue.add(JobName.GenerateReport, payload, {
        jobId: randomUUID(),
        attempts,
        backoff: { type: 'exponential', delay: backoffMs },
        removeOnComplete: { count: keepCompleted },
        removeOnFail: { count: keepFailed },
      }),
    );
    return SUBMISSIONS / ((performance.now() - started) / 1000);
  } finally {
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

/** `POST /api/v1/reports/generate`, 10 at a time, until every 202 is back (runs go on after). */
async function apiSubmissions(base: string, token: string): Promise<number> {
  const started = performance.now();
  await pool(SUBMISSIONS, HTTP_CONCURRENCY, async () => {
    const response = await fetch(`${base}/api/v1/reports/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(SUBMITTED),
    });
    if (response.status !== 202) throw new Error(`submission: ${await response.text()}`);
    await response.arrayBuffer();
  });
  return SUBMISSIONS / ((performance.now() - started) / 1000);
}

/**
 * Waits until the daemon has no report run queued or running, so rounds do not overlap; polls
 * every 200 ms. The newest 100 runs are the ones that finish last (two at a time, oldest first).
 */
async function drained(base: string, token: string): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${base}/api/v1/reports/runs?limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const runs = ((await response.json()) as { data: Array<{ status: string }> }).data;
    if (runs.some((r) => r.status === 'failed')) throw new Error('a report run failed');
    if (!runs.some((r) => r.status === 'queued' || r.status === 'active')) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('report runs still open after 10 min');
}

/**
 * Rounds of raw adds and API submissions, interleaved; the best of each. Raw adds run twice a
 * round: on an idle daemon, and right after the API submissions, while the daemon's workers
 * run the reports just submitted (as they do during the API submissions themselves), so that
 * the baseline also shares Redis, its fsyncs and the two cores with the report runs.
 */
async function submissions(
  base: string,
  token: string,
  socketPath: string,
  daemonPid: number,
): Promise<void> {
  let idle = 0;
  let busy = 0;
  let api = 0;
  let paused = 0;
  let completion = 0;
  let submitCpu = Infinity;
  let runCpu = Infinity;
  for (let round = 0; round < SUBMISSION_ROUNDS; round++) {
    const idleRate = await rawSubmissions(socketPath);
    const cpuAtStart = cpuSeconds(daemonPid);
    const started = performance.now();
    const monotonicStart = process.hrtime.bigint() / 1000n;
    const apiRate = await apiSubmissions(base, token);
    const cpuAtLast202 = cpuSeconds(daemonPid);
    if (process.env.BENCH_DAEMON_NODE_OPTIONS) {
      // The clock of a CPU profile's timestamps: a profile can be cut to the submissions.
      console.error(
        `[bench] submissions from ${monotonicStart} to ${process.hrtime.bigint() / 1000n} µs (monotonic)`,
      );
    }
    const busyRate = await rawSubmissions(socketPath);
    await drained(base, token);
    const completionRate = SUBMISSIONS / ((performance.now() - started) / 1000);
    const cpuAtDrained = cpuSeconds(daemonPid);
    // The submission path alone: the same submissions with the daemon's report queue paused
    // (no report runs meanwhile), what no share of the event loop for reports can exceed.
    const reports = new Queue(QueueName.Reports, {
      connection: { path: socketPath, maxRetriesPerRequest: null },
      prefix: loadConfig({}).redis.prefix,
    });
    await reports.pause();
    const pausedStart = process.hrtime.bigint() / 1000n;
    const pausedRate = await apiSubmissions(base, token);
    if (process.env.BENCH_DAEMON_NODE_OPTIONS) {
      console.error(
        `[bench] paused submissions from ${pausedStart} to ${process.hrtime.bigint() / 1000n} µs (monotonic)`,
      );
    }
    await reports.resume();
    await reports.close();
    await drained(base, token);
    // The daemon's CPU (all its threads) per submission: while the 202s came back, and from the
    // first submission to the last run finished (submission and report together).
    const submitMs = ((cpuAtLast202 - cpuAtStart) * 1000) / SUBMISSIONS;
    const runMs = ((cpuAtDrained - cpuAtStart) * 1000) / SUBMISSIONS;
    console.error(
      `[bench] submission round ${round + 1}: raw BullMQ add ${idleRate.toFixed(0)}/s idle, ${busyRate.toFixed(0)}/s while reports run; API ${apiRate.toFixed(0)}/s (${(apiRate / idleRate).toFixed(2)} / ${(apiRate / busyRate).toFixed(2)}), ${pausedRate.toFixed(0)}/s with the report queue paused (${(pausedRate / idleRate).toFixed(2)}); reports completed ${completionRate.toFixed(1)}/s; daemon CPU ${submitMs.toFixed(2)} ms per submission until the last 202, ${runMs.toFixed(2)} ms per run until drained`,
    );
    idle = Math.max(idle, idleRate);
    busy = Math.max(busy, busyRate);
    api = Math.max(api, apiRate);
    paused = Math.max(paused, pausedRate);
    completion = Math.max(completion, completionRate);
    submitCpu = Math.min(submitCpu, submitMs);
    runCpu = Math.min(runCpu, runMs);
  }
  console.log('\n## Job submission\n');
  console.log('| case | per second | ratio |');
  console.log('|---|---:|---:|');
  console.log(
    `| ${SUBMISSIONS} report runs through POST /api/v1/reports/generate, 10 at a time (202s) | ${api.toFixed(0)} | — |`,
  );
  console.log(
    `| raw BullMQ add of the same job, same Redis, idle daemon | ${idle.toFixed(0)} | ${(api / idle).toFixed(2)} |`,
  );
  console.log(
    `| raw BullMQ add of the same job, same Redis, while the daemon runs submitted reports | ${busy.toFixed(0)} | ${(api / busy).toFixed(2)} |`,
  );
  console.log(
    `| the same submissions with the report queue paused (no report runs meanwhile) | ${paused.toFixed(0)} | ${(paused / idle).toFixed(2)} |`,
  );
  console.log(
    `| reports completed per second, first submission to last run finished | ${completion.toFixed(1)} | — |`,
  );
  console.log(
    `| daemon CPU ms per submission, first submission to last 202 (reports running meanwhile) | ${submitCpu.toFixed(2)} | — |`,
  );
  console.log(
    `| daemon CPU ms per report run, first submission to last run finished | ${runCpu.toFixed(2)} | — |`,
  );
  console.log(`\nBest of ${SUBMISSION_ROUNDS} rounds each; ratio: API / raw.`);
}

/**
 * The load generator is one user: lift the per-user shares (issue #16) that would otherwise cap
 * the generator rather than measure the daemon.
 */
async function liftPerUserLimits(base: string, token: string): Promise<void> {
  const lifted: Record<string, number> = {
    'rateLimit.Admin': 0,
    'limits.queuedReportsPerUser': 0,
    'limits.artifactBytesPerUser': 0,
    'events.maxSocketsPerUser': 10_000,
    'events.maxMessagesPerMinute': 100_000,
  };
  for (const [key, value] of Object.entries(lifted)) {
    const response = await fetch(`${base}/api/v1/policies/${key}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ value }),
    });
    if (response.status !== 200) throw new Error(`cannot set ${key}: ${await response.text()}`);
  }
}

async function connectAll(url: string, token: string, count: number): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, async () => {
        const socket = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
        await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
        socket.send(JSON.stringify({ op: 'subscribe', topics: ['reports'] }));
        sockets.push(socket);
      }),
    );
  }
  return sockets;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'erpc-bench-jobs-'));
  const daemon = await startDaemon({
    ERPC_DATA_DIR: dataDir,
    ERPC_ADMIN_PASSWORD: 'bench-password',
    ERPC_DEMO_SCALE: '0.05',
    ...(process.env.BENCH_DAEMON_NODE_OPTIONS
      ? { NODE_OPTIONS: process.env.BENCH_DAEMON_NODE_OPTIONS }
      : {}),
  });
  try {
    const token = await adminToken(daemon.baseUrl);
    await liftPerUserLimits(daemon.baseUrl, token);
    await submissions(
      daemon.baseUrl,
      token,
      join(dataDir, 'redis', 'redis.sock'),
      daemon.child.pid as number,
    );
    if (process.env.BENCH_SUBMISSION_ONLY) return;
    const rawRate = await rawBullmq(join(dataDir, 'redis', 'redis.sock'));

    // Jobs through the API: the smallest built-in report, completion seen on the WebSocket.
    const watcher = new WebSocket(daemon.baseUrl.replace('http', 'ws') + '/api/v1/events', {
      headers: { authorization: `Bearer ${token}` },
    });
    await new Promise((resolve) => watcher.once('open', resolve));
    let completed = 0;
    let failed = 0;
    let resolveAll!: () => void;
    const all = new Promise<void>((resolve) => (resolveAll = resolve));
    const subscribed = new Promise<void>((resolve) => {
      watcher.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString()) as {
          op?: string;
          type?: string;
          data?: { willRetry?: boolean };
        };
        if (frame.op === 'subscribed') resolve();
        if (frame.type === 'job.completed') completed += 1;
        if (frame.type === 'job.failed' && !frame.data?.willRetry) failed += 1;
        if (completed + failed === JOBS) resolveAll();
      });
    });
    watcher.send(JSON.stringify({ op: 'subscribe', topics: ['reports'] }));
    // Jobs start only once the subscription stands, so no completion can be missed.
    await subscribed;
    const started = performance.now();
    await pool(JOBS, HTTP_CONCURRENCY, () =>
      post(daemon.baseUrl, '/api/v1/reports/generate', token, {
        report: 'customer-order-backlog',
        format: 'json',
      }),
    );
    const timeout = setTimeout(() => {
      console.error(`only ${completed} completed and ${failed} failed of ${JOBS} after 5 min`);
      process.exit(1);
    }, 300_000);
    await all;
    clearTimeout(timeout);
    if (failed > 0) throw new Error(`${failed} report jobs failed`);
    const apiRate = JOBS / ((performance.now() - started) / 1000);
    watcher.close();

    // Event latency: progress events of a few reports, measured at every one of 1,000 sockets.
    const sockets = await connectAll(
      daemon.baseUrl.replace('http', 'ws') + '/api/v1/events',
      token,
      SOCKETS,
    );
    const latencies: number[] = [];
    for (const socket of sockets) {
      socket.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString()) as { type?: string; data?: { at?: number } };
        if (frame.type === 'job.progress' && frame.data?.at)
          latencies.push(Date.now() - frame.data.at);
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let i = 0; i < 5; i++) {
      await post(daemon.baseUrl, '/api/v1/reports/generate', token, {
        report: 'overdue-purchase-orders',
        format: 'csv',
      });
    }
    const deadline = Date.now() + 30_000;
    while (latencies.length < SOCKETS * 5 * 3 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    for (const socket of sockets) socket.terminate();

    console.log('\n## Jobs and events\n');
    console.log('| case | figure | baseline (same run) | ratio |');
    console.log('|---|---|---|---|');
    console.log(
      `| jobs/s: ${JOBS} report jobs through POST /api/v1/reports/generate, completion seen on the WebSocket | ${apiRate.toFixed(0)} | raw BullMQ no-op jobs on the same Redis: ${rawRate.toFixed(0)} | ${(apiRate / rawRate).toFixed(2)} |`,
    );
    console.log(
      `| event latency, job.updateProgress → ${SOCKETS} sockets, p50 (ms) | ${percentile(latencies, 50).toFixed(1)} | — | — |`,
    );
    console.log(
      `| event latency, job.updateProgress → ${SOCKETS} sockets, p99 (ms) | ${percentile(latencies, 99).toFixed(1)} | — | — |`,
    );
    console.log(`| events received | ${latencies.length} | — | — |`);
  } finally {
    await daemon.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CPU seconds a process has used so far, all its threads (user and system, from /proc). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Resident memory of a process in MB, from /proc: anonymous (heaps, buffers: what streaming must
 * keep flat) and file-backed (the read workers' memory-mapped SQLite pages, which the kernel can
 * drop at any time).
 */
function rss(pid: number): { anon: number; file: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { anon: kb('RssAnon') / 1024, file: kb('RssFile') / 1024 };
}

/**
 * A large report streams: RSS growth of the daemon while it writes the CSV of every open
 * purchase order at one million purchase orders (BENCH_LARGE=1; generating the data takes
 * minutes).
 */
async function largeReport(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'erpc-bench-large-'));
  const daemon = await startDaemon(
    { ERPC_DATA_DIR: dataDir, ERPC_ADMIN_PASSWORD: 'bench-password', ERPC_DEMO_SCALE: '50' },
    30 * 60_000,
  );
  try {
    const token = await adminToken(daemon.baseUrl);
    const pid = daemon.child.pid as number;
    const before = rss(pid);
    const peak = { ...before };
    const sampler = setInterval(() => {
      const now = rss(pid);
      peak.anon = Math.max(peak.anon, now.anon);
      peak.file = Math.max(peak.file, now.file);
    }, 100);
    const started = performance.now();
    const run = (await post(daemon.baseUrl, '/api/v1/reports/generate', token, {
      report: 'overdue-purchase-orders',
      format: 'csv',
    })) as unknown as { data: { id: string } };
    let rows = 0;
    for (;;) {
      const response = await fetch(`${daemon.baseUrl}/api/v1/reports/runs/${run.data.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { data: { status: string; rows: number | null } };
      if (body.data.status === 'completed' || body.data.status === 'failed') {
        rows = body.data.rows ?? 0;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `| report of ${rows} rows at 1M POs (csv), anonymous RSS growth (MB) | ${(peak.anon - before.anon).toFixed(0)} | ` +
        `anon ${before.anon.toFixed(0)} → ${peak.anon.toFixed(0)} MB; file-backed (mmap) ${before.file.toFixed(0)} → ${peak.file.toFixed(0)} MB; ${seconds.toFixed(1)} s | — |`,
    );
  } finally {
    await daemon.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main()
  .then(() => (process.env.BENCH_LARGE ? largeReport() : undefined))
  .then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
