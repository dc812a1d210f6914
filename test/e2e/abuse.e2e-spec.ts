import { ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DaemonProcess, callDaemon, startDaemon } from '../support/daemon-process';
import { TestRedis, useTestRedis } from '../support/redis';
import { EventClient, eventually } from '../support/ws-client';

/**
 * Issue #16 against the built daemon (its own process, so that what the test measures is the
 * daemon and not the test's own event loop): WebSocket floods, socket and message limits,
 * other users' jobs over WebSocket, fair sharing of reads and reports, slow clients, and
 * WebSocket upgrades in the access log and the audit. The attackers that need CPU of their
 * own (the flood) run in a child process.
 */
const ADMIN_PASSWORD = 'abuse-suite-admin-passphrase';
/** Timings here are noisy: bounds are generous multiples of a baseline taken in the same run. */
const LATENCY_FACTOR = 15;
const LATENCY_SLACK_MS = 150;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** What the flood child process reports when it is done. */
interface FloodReport {
  opened: number;
  refused: Record<string, number>;
  closes: Record<string, number>;
  sent: number;
  maxOpenAtOnce: number;
}

/**
 * The attack of the report, in a process of its own: sockets from one token, each sending
 * 10,000 subscribe messages of 50 `job:<id>` topics (about 22 MB), reconnecting when closed,
 * until the daemon has closed five for flooding and refused an upgrade (25 s at most).
 */
const FLOOD_SCRIPT = `
const WebSocket = require(process.env.WS_MODULE);
const { randomUUID } = require('node:crypto');
const url = process.env.FLOOD_URL;
const token = process.env.FLOOD_TOKEN;
const end = Date.now() + Number(process.env.FLOOD_MS);
const messages = Array.from({ length: 200 }, () =>
  JSON.stringify({ op: 'subscribe', topics: Array.from({ length: 50 }, () => 'job:' + randomUUID()) }));
const report = { opened: 0, refused: {}, closes: {}, sent: 0, maxOpenAtOnce: 0 };
// A reset connection is part of being refused; the report says what happened.
process.on('uncaughtException', () => undefined);
let open = 0;
function connect() {
  if (Date.now() > end) return;
  const ws = new WebSocket(url, { headers: { authorization: 'Bearer ' + token } });
  ws.on('error', () => undefined);
  ws.on('unexpected-response', (req, res) => {
    report.refused[res.statusCode] = (report.refused[res.statusCode] || 0) + 1;
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    res.resume();
    setTimeout(connect, 50);
  });
  ws.on('open', () => {
    report.opened++;
    open++;
    report.maxOpenAtOnce = Math.max(report.maxOpenAtOnce, open);
    let n = 0;
    const pump = () => {
      while (ws.readyState === 1 && n < 10000 && ws.bufferedAmount < 4e6) {
        ws.send(messages[n % messages.length]);
        n++;
        report.sent++;
      }
      if (ws.readyState === 1 && n < 10000 && Date.now() < end) setTimeout(pump, 1);
    };
    pump();
  });
  ws.on('close', (code) => {
    if (code !== 1006 || report.opened > 0) report.closes[code] = (report.closes[code] || 0) + 1;
    open = Math.max(0, open - 1);
    setTimeout(connect, 10);
  });
}
for (let i = 0; i < 30; i++) connect();
// Until the daemon has shown its hand (sockets closed for flooding, upgrades refused), at most
// FLOOD_MS: on a busy machine the daemon may need a while to get through what was sent.
const finish = () => {
  process.stdout.write(JSON.stringify(report));
  process.exit(0);
};
const check = setInterval(() => {
  if ((report.closes['4029'] || 0) >= 5 && (report.refused['429'] || 0) >= 1) {
    clearInterval(check);
    finish();
  }
}, 100);
setTimeout(finish, Number(process.env.FLOOD_MS));
`;

describe('abuse from outside, against the built daemon', () => {
  let redis: TestRedis;
  let root: string;
  let daemon: DaemonProcess;
  let admin: string;
  let userCounter = 0;
  const sockets: EventClient[] = [];
  const children: ChildProcess[] = [];

  const call = (method: string, path: string, token?: string, body?: unknown) =>
    callDaemon(daemon.baseUrl, method, path, token, body);
  const wsUrl = () => `${daemon.baseUrl.replace('http', 'ws')}/api/v1/events`;
  const putPolicy = async (key: string, value: unknown) =>
    expect((await call('PUT', `/api/v1/policies/${key}`, admin, { value })).status).toBe(200);

  async function userToken(role: string): Promise<string> {
    const username = `abuse-${role.toLowerCase()}-${++userCounter}`;
    const password = 'abuse-user-passphrase';
    expect((await call('POST', '/api/v1/users', admin, { username, password, role })).status).toBe(
      201,
    );
    const login = await call('POST', '/api/v1/auth/token', undefined, { username, password });
    return login.body.data.access_token as string;
  }

  async function socket(token: string): Promise<EventClient> {
    const client = await EventClient.connect(wsUrl(), {
      headers: { authorization: `Bearer ${token}` },
    });
    sockets.push(client);
    await client.waitFor((f) => f.op === 'welcome');
    return client;
  }

  /** Times `count` sequential calls of each probe; resolves with each probe's latencies. */
  async function probe(
    token: string,
    until: () => boolean,
  ): Promise<{ health: number[]; ido: number[] }> {
    const health: number[] = [];
    const ido: number[] = [];
    while (!until()) {
      let started = performance.now();
      expect((await call('GET', '/healthz')).status).toBe(200);
      health.push(performance.now() - started);
      started = performance.now();
      const read = await call('GET', '/api/v1/ido/SLItems?properties=Item&recordcap=5', token);
      expect(read.status).toBe(200);
      ido.push(performance.now() - started);
    }
    return { health, ido };
  }

  const sampling = (samples: number) => {
    let taken = 0;
    return () => ++taken > samples;
  };
  const forMs = (ms: number) => {
    const end = Date.now() + ms;
    return () => Date.now() > end;
  };

  beforeAll(async () => {
    redis = await useTestRedis();
    root = mkdtempSync(join(tmpdir(), 'erpc-abuse-'));
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    const configFile = join(root, 'config.json');
    writeFileSync(
      configFile,
      JSON.stringify({
        redis: { prefix: redis.prefix },
        server: { headersTimeoutMs: 1000, requestTimeoutMs: 2000 },
        auth: { login: { maxAttemptsPerAddress: 100000 } },
      }),
    );
    daemon = await startDaemon({
      ERPC_DATA_DIR: dataDir,
      ERPC_REDIS_URL: redis.url,
      ERPC_CONFIG: configFile,
      ERPC_ADMIN_PASSWORD: ADMIN_PASSWORD,
      ERPC_DEMO_SCALE: '0.5',
      ERPC_DEMO_AS_OF: '2026-03-31',
    });
    const login = await call('POST', '/api/v1/auth/token', undefined, {
      username: 'admin',
      password: ADMIN_PASSWORD,
    });
    admin = login.body.data.access_token as string;
  }, 120_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const client of sockets) client.close();
    await daemon?.stop();
    await redis?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("a WebSocket flood from one Viewer is cut off and others' latency stays bounded", async () => {
    const attacker = await userToken('Viewer');
    const other = await userToken('Operator');
    const baseline = await probe(other, sampling(30));
    const flood = spawn(process.execPath, ['-e', FLOOD_SCRIPT], {
      env: {
        PATH: process.env.PATH ?? '',
        WS_MODULE: require.resolve('ws'),
        FLOOD_URL: wsUrl(),
        FLOOD_TOKEN: attacker,
        FLOOD_MS: '25000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(flood);
    let output = '';
    flood.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const finished = new Promise<void>((resolve) => flood.once('exit', () => resolve()));
    let done = false;
    void finished.then(() => (done = true));
    // Give the flood a moment to be under way, then measure while it lasts.
    await eventually(async () => {
      const audit = await call(
        'GET',
        '/api/v1/audit?action=WEBSOCKET%20/api/v1/events&limit=1',
        admin,
      );
      return audit.body.data.length > 0 ? true : undefined;
    });
    // What the daemon holds, sampled from its own gauge while the flood lasts: the client's count
    // can lag (a close it has not processed yet while a newer socket opens) and overcount.
    let heldAtOnce = 0;
    const gaugeSampler = (async () => {
      while (!done) {
        const metrics = await call('GET', '/metrics', admin);
        const held = /^erpc_websocket_clients (\d+)$/m.exec(String(metrics.body));
        if (held) heldAtOnce = Math.max(heldAtOnce, Number(held[1]));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const during = await probe(other, () => done);
    await finished;
    await gaugeSampler;
    const report = JSON.parse(output) as FloodReport;

    const numbers = {
      baselineHealthP50: median(baseline.health),
      duringHealthP50: median(during.health),
      baselineIdoP50: median(baseline.ido),
      duringIdoP50: median(during.ido),
      probesDuringFlood: during.health.length,
      flood: report,
      heldAtOnce,
    };
    // The issue asks for the numbers in the report; they are written where Jest shows them.
    console.log(`flood: ${JSON.stringify(numbers)}`);

    // The daemon cut the flood short: sockets closed for too many messages, never more open
    // at once than the policy allows, further upgrades refused with 429.
    expect(report.closes['4029']).toBeGreaterThan(0);
    expect(heldAtOnce).toBeGreaterThan(0);
    expect(heldAtOnce).toBeLessThanOrEqual(20);
    expect(report.refused['429']).toBeGreaterThan(0);
    expect(report.sent).toBeGreaterThan(10_000);
    // And everyone else kept being served, within a generous multiple of the baseline.
    expect(during.health.length).toBeGreaterThan(5);
    expect(numbers.duringHealthP50).toBeLessThan(
      numbers.baselineHealthP50 * LATENCY_FACTOR + LATENCY_SLACK_MS,
    );
    expect(numbers.duringIdoP50).toBeLessThan(
      numbers.baselineIdoP50 * LATENCY_FACTOR + LATENCY_SLACK_MS,
    );
  }, 60_000);

  it('one token holds at most events.maxSocketsPerUser sockets; more upgrades get 429', async () => {
    await putPolicy('events.maxSocketsPerUser', 3);
    try {
      const token = await userToken('Viewer');
      for (let i = 0; i < 3; i++) await socket(token);
      await expect(socket(token)).rejects.toThrow('HTTP 429');
    } finally {
      await putPolicy('events.maxSocketsPerUser', 20);
    }
  });

  it('messages past events.maxMessagesPerMinute are refused, then the socket is closed', async () => {
    await putPolicy('events.maxMessagesPerMinute', 10);
    try {
      const client = await socket(await userToken('Viewer'));
      for (let i = 0; i < 11; i++) client.send({ op: 'unsubscribe', topics: ['reports'] });
      const refused = await client.waitFor((f) => f.op === 'error' && f.code === 'RATE_LIMITED');
      expect(refused.message).toMatch(/events\.maxMessagesPerMinute/);
      // Ten are answered, the eleventh only refused.
      await eventually(() =>
        Promise.resolve(
          client.frames.filter((f) => f.op === 'unsubscribed').length === 10 ? true : undefined,
        ),
      );
      // Past twice the allowance the socket is closed: a flood costs a counter, not work.
      for (let i = 0; i < 10; i++) client.send({ op: 'unsubscribe', topics: ['reports'] });
      expect(await client.waitForClose()).toBe(4029);
      expect(client.frames.filter((f) => f.op === 'unsubscribed')).toHaveLength(10);
    } finally {
      await putPolicy('events.maxMessagesPerMinute', 120);
    }
  });

  it('a socket follows at most events.maxTopicsPerSocket topics, and big messages close it', async () => {
    await putPolicy('events.maxTopicsPerSocket', 2);
    try {
      const client = await socket(await userToken('Operator'));
      client.send({ op: 'subscribe', topics: ['reports', 'agents', 'jobs'] });
      const refused = await client.waitFor((f) => f.op === 'error');
      expect(refused.details).toEqual([
        { topic: 'jobs', reason: expect.stringMatching(/events\.maxTopicsPerSocket/) },
      ]);
      expect((await client.waitFor((f) => f.op === 'subscribed')).topics).toEqual([
        'reports',
        'agents',
      ]);
      client.socket.send('x'.repeat(20 * 1024));
      expect(await client.waitForClose()).toBe(1009);
    } finally {
      await putPolicy('events.maxTopicsPerSocket', 100);
    }
  });

  it("a Viewer cannot follow an Admin's job, nor replay other users' runs with since", async () => {
    const started = await call('POST', '/api/v1/reports/generate', admin, {
      report: 'vendor-spend',
      format: 'csv',
    });
    expect(started.status).toBe(202);
    const runId = started.body.data.id as string;
    const watcher = await socket(admin);
    watcher.send({ op: 'subscribe', topics: [`job:${runId}`], since: 0 });
    await watcher.waitFor((f) => f.type === 'job.completed' && f.data.jobId === runId);

    const viewerToken = await userToken('Viewer');
    expect((await call('GET', `/api/v1/reports/runs/${runId}`, viewerToken)).status).toBe(404);
    const viewer = await socket(viewerToken);
    const unknown = '00000000-0000-4000-8000-000000000000';
    viewer.send({ op: 'subscribe', topics: [`job:${runId}`, `job:${unknown}`] });
    const refused = await viewer.waitFor((f) => f.op === 'error');
    // The same answer as for a job that does not exist: ids reveal nothing.
    expect(refused.details).toEqual([
      { topic: `job:${runId}`, reason: 'no such job' },
      { topic: `job:${unknown}`, reason: 'no such job' },
    ]);
    viewer.send({ op: 'subscribe', topics: ['reports'], since: 0 });
    await viewer.waitFor((f) => f.op === 'subscribed' && f.since === 0);
    viewer.send({ op: 'unsubscribe', topics: ['barrier'] });
    await viewer.waitFor((f) => f.op === 'unsubscribed');
    expect(viewer.events().filter((f) => f.data?.jobId === runId)).toEqual([]);
    // The Admin's own replay has them.
    const adminReplay = await socket(admin);
    adminReplay.send({ op: 'subscribe', topics: ['reports'], since: 0 });
    await adminReplay.waitFor((f) => f.type === 'job.completed' && f.data.jobId === runId);
  });

  it('WebSocket upgrades are in the access log and the audit, accepted and refused', async () => {
    const token = await userToken('Viewer');
    await socket(token);
    await expect(
      EventClient.connect(wsUrl(), { headers: { authorization: 'Bearer nope' } }),
    ).rejects.toThrow('HTTP 401');
    await eventually(() =>
      Promise.resolve(/"msg":"GET \/api\/v1\/events 401"/.test(daemon.output()) ? true : undefined),
    );
    expect(daemon.output()).toMatch(/"msg":"GET \/api\/v1\/events 101"[^\n]*"user":"abuse-viewer/);
    const audit = await call(
      'GET',
      '/api/v1/audit?action=WEBSOCKET%20/api/v1/events&limit=1000',
      admin,
    );
    const entries = audit.body.data as Array<{ outcome: string; status: number; username: string }>;
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ outcome: 'success', status: 101, username: expect.any(String) }),
        expect.objectContaining({ outcome: 'denied', status: 401 }),
      ]),
    );
  });

  it("one Viewer's ten parallel 10,000-row scans wait their turn; others' reads stay quick", async () => {
    const greedy = await userToken('Viewer');
    const other = await userToken('Operator');
    const baseline = await probe(other, sampling(20));
    const scan = () =>
      fetch(`${daemon.baseUrl}/api/v1/ido/SLPos?properties=*&recordcap=10000`, {
        headers: { authorization: `Bearer ${greedy}` },
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      });
    let scanning = true;
    const statuses: number[] = [];
    const scans = (async () => {
      while (scanning) statuses.push(...(await Promise.all(Array.from({ length: 10 }, scan))));
    })();
    const during = await probe(other, forMs(4000));
    scanning = false;
    await scans;
    const numbers = {
      baselineIdoP50: median(baseline.ido),
      duringIdoP50: median(during.ido),
      baselineHealthP50: median(baseline.health),
      duringHealthP50: median(during.health),
      scans: statuses.length,
    };
    console.log(`parallel scans: ${JSON.stringify(numbers)}`);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(numbers.duringIdoP50).toBeLessThan(
      numbers.baselineIdoP50 * LATENCY_FACTOR + LATENCY_SLACK_MS,
    );

    // One read runs per user by default (two ERP read workers: one is always left for the
    // others); past what may wait (sixteen per slot) a read is refused at once, naming the policy.
    const burst = await Promise.all(
      Array.from({ length: 30 }, () =>
        call('GET', '/api/v1/ido/SLPos?properties=*&recordcap=10000', greedy),
      ),
    );
    const refused = burst.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].body.error.message).toMatch(/limits\.concurrentReadsPerUser/);
    expect(burst.filter((r) => r.status === 200).length).toBeGreaterThan(0);
  }, 60_000);

  it('report runs queued and artifact bytes kept are capped per user', async () => {
    const operator = await userToken('Operator');
    const generate = () =>
      call('POST', '/api/v1/reports/generate', operator, {
        report: 'overdue-purchase-orders',
        format: 'pdf',
      });
    await putPolicy('limits.queuedReportsPerUser', 1);
    try {
      const first = await generate();
      expect(first.status).toBe(202);
      const second = await generate();
      expect(second.status).toBe(429);
      expect(second.body.error).toMatchObject({ code: 'QUOTA_EXCEEDED' });
      expect(second.body.error.message).toMatch(/limits\.queuedReportsPerUser/);
      await eventually(async () => {
        const run = await call('GET', `/api/v1/reports/runs/${first.body.data.id}`, operator);
        return run.body.data.status === 'completed' ? true : undefined;
      });
      await putPolicy('limits.artifactBytesPerUser', 1);
      const third = await generate();
      expect(third.status).toBe(429);
      expect(third.body.error.message).toMatch(/limits\.artifactBytesPerUser/);
    } finally {
      await putPolicy('limits.queuedReportsPerUser', 5);
      await putPolicy('limits.artifactBytesPerUser', 1024 ** 3);
    }
    expect((await generate()).status).toBe(202);
  });

  it.each([
    ['headers, then silence', 'GET /healthz HTTP/1.1\r\nHost: x\r\n'],
    [
      'headers and one byte of body, then silence',
      'POST /api/v1/auth/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    ],
  ])('a slow client (%s) is answered 408 and cut off', async (_name, partial) => {
    const socket = connect(daemon.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise<number>((resolve) => {
      const started = Date.now();
      socket.on('close', () => resolve(Date.now() - started));
    });
    socket.on('connect', () => socket.write(partial));
    socket.on('error', () => undefined);
    // Configured here: headers within 1 s, the whole request within 2 s (checked every 0.5 s).
    const after = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 10_000)),
    ]);
    socket.destroy();
    expect(after).toBeGreaterThan(0);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });
});
