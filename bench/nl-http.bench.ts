/**
 * NL questions over HTTP at scale (issue #15): the built daemon answers a mix of everyday list
 * and aggregate questions (`POST /api/v1/query`) from concurrent clients, and its memory is
 * sampled from /proc while it idles after start and while it answers.
 *
 *   npm run bench:nl-http -- [--data DIR] [--scale 50] [--clients 10] [--rounds 5]
 *                            [--questions a,b] [--markdown FILE] [--report]
 *
 * `--data DIR` keeps the generated demo ERP in DIR (generated there once at `--scale`, reused
 * while its schema version matches), so a one-million-order file need not be written per run.
 * Each question is first asked alone (three times, best kept: what it costs without
 * contention), then `--clients` clients each ask the whole mix `--rounds` times, every client
 * starting at a different question. The baseline, measured in the same run against the same
 * daemon, is an authenticated request that reads no ERP data (`GET /api/v1/auth/me`) under the
 * same clients: what HTTP and auth cost before any question is read.
 *
 * `--report` runs the overdue purchase orders CSV report instead (every open PO past due, most
 * overdue first) and samples the daemon's memory every 100 ms from its idle state after start.
 * `ERPC_READ_CACHE_MIB`, `ERPC_READ_MMAP_MIB` and `ERPC_ANSWER_CACHE_MIB` in the environment pass
 * to the daemon. With the answer cache on (the default), the first ask of each question alone is
 * its cold cost and the mix that follows is answered from the read workers' memory where it can
 * be (aggregates, first pages): what a polling dashboard sees. `ERPC_ANSWER_CACHE_MIB=0` measures
 * every answer computed.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Clock } from '../src/common/clock';
import { findRootDir } from '../src/config/load-config';
import { DEMO_ERP_FILE } from '../src/erp/connectors/demo/demo-erp-file';
import { DEMO_SCHEMA_VERSION } from '../src/erp/connectors/demo/demo-schema';
import { adminToken, generateDemoErp, liftReadLimits, startBenchDaemon } from './bench-daemon';
import { freePort, Started, waitForHttp } from './processes';

/**
 * Fifteen everyday questions: purchasing, sales, finance, production. Grouped questions over a
 * year of orders, counts over wide filters, and the roll-up derived properties (SLPos.DueDate,
 * SLArtrans.Balance) are the expensive shapes at one million orders.
 */
export const NL_MIX: readonly string[] = [
  'top 10 vendors by spend this year',
  'average PO value per vendor this year',
  'how many open purchase orders are there',
  'show overdue purchase orders over $10K',
  'total open AR',
  'how many purchase orders were placed last month',
  'total spend on purchase orders this year',
  '10 biggest customers by open order value',
  'total invoiced last month',
  'how many open jobs are there',
  'customers on credit hold',
  'items below reorder point in warehouse MAIN',
  'customer order lines more than 2 weeks late',
  'unpaid invoices over 20k',
  'planned purchase orders due this month',
];

interface Options {
  data: string | null;
  scale: number;
  clients: number;
  rounds: number;
  questions: string[] | null;
  markdown: string | null;
  /** Instead of the questions: the overdue-PO CSV report, memory sampled while it runs. */
  report: boolean;
}

function parseArgs(argv: string[]): Options {
  const text = (name: string): string | null => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : null;
  };
  const questions = text('--questions');
  return {
    data: text('--data'),
    scale: Number(text('--scale') ?? 50),
    clients: Number(text('--clients') ?? 10),
    rounds: Number(text('--rounds') ?? 5),
    questions: questions ? questions.split(',').map((q) => q.trim().toLowerCase()) : null,
    markdown: text('--markdown'),
    report: argv.includes('--report'),
  };
}

const log = (message: string): void => console.error(`[bench] ${message}`);

/** Memory of a process from /proc (kB): resident, anonymous, file-backed. */
export interface Memory {
  rss: number;
  anon: number;
  file: number;
}

export function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string): number =>
    Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return {
    rss: field('VmRSS'),
    anon: field('RssAnon'),
    file: field('RssFile') + field('RssShmem'),
  };
}

/** Samples a process every 100 ms, keeping the peak of each measure. */
export function sampleMemory(pid: number): { stop: () => Memory } {
  const peak: Memory = { rss: 0, anon: 0, file: 0 };
  const take = (): void => {
    const m = memoryOf(pid);
    peak.rss = Math.max(peak.rss, m.rss);
    peak.anon = Math.max(peak.anon, m.anon);
    peak.file = Math.max(peak.file, m.file);
  };
  take();
  const timer = setInterval(take, 100);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return peak;
    },
  };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The demo ERP file at `scale`, generated in `dir` unless one of this schema is there. */
function demoFile(dir: string, scale: number, asOf: string): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, DEMO_ERP_FILE);
  if (existsSync(file)) {
    const db = new Database(file, { readonly: true });
    try {
      const meta = new Map(
        (db.prepare('SELECT "key", "value" FROM "_demo_meta"').raw().all() as string[][]).map(
          ([k, v]) => [k, v],
        ),
      );
      if (Number(meta.get('schemaVersion')) === DEMO_SCHEMA_VERSION) {
        log(`reusing ${file} (${JSON.stringify(Object.fromEntries(meta))})`);
        return file;
      }
    } finally {
      db.close();
    }
  }
  generateDemoErp(file, scale, asOf, log);
  return file;
}

async function post(
  url: string,
  token: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

interface Answered {
  ms: number;
  status: number;
}

async function ask(base: string, token: string, question: string): Promise<Answered> {
  const started = performance.now();
  const { status } = await post(`${base}/api/v1/query`, token, { query: question });
  return { ms: performance.now() - started, status };
}

/** What the engine made of a question, as much of `meta.interpretation` as the report needs. */
interface Shape {
  ido: string;
  filter: string | null;
  orderBy: string | null;
  aggregate: {
    groupBy: string[];
    measures: Array<{ fn: string; property: string | null }>;
  } | null;
}

function describe(shape: Shape): string {
  const parts = [shape.ido];
  if (shape.aggregate) {
    const measures = shape.aggregate.measures.map((m) => `${m.fn}(${m.property ?? '*'})`);
    parts.push(measures.join(', '));
    if (shape.aggregate.groupBy.length > 0) parts.push(`by ${shape.aggregate.groupBy.join(', ')}`);
  }
  if (shape.filter) parts.push(`where ${shape.filter}`);
  if (shape.orderBy) parts.push(`order ${shape.orderBy}`);
  return parts.join(' ');
}

async function start(
  root: string,
  dataDir: string,
  port: number,
  scale: number,
): Promise<{ daemon: Started; readyMs: number }> {
  const started = performance.now();
  const daemon = startBenchDaemon(root, dataDir, port, {
    ERPC_DEMO_SCALE: String(scale),
    ...(process.env.ERPC_READ_CACHE_MIB
      ? { ERPC_READ_CACHE_MIB: process.env.ERPC_READ_CACHE_MIB }
      : {}),
    ...(process.env.ERPC_READ_MMAP_MIB
      ? { ERPC_READ_MMAP_MIB: process.env.ERPC_READ_MMAP_MIB }
      : {}),
    ...(process.env.ERPC_ANSWER_CACHE_MIB
      ? { ERPC_ANSWER_CACHE_MIB: process.env.ERPC_ANSWER_CACHE_MIB }
      : {}),
  });
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, daemon, 180000);
  return { daemon, readyMs: performance.now() - started };
}

/** The overdue-PO CSV report from an idle daemon: its memory growth while it runs. */
async function reportMemory(
  base: string,
  token: string,
  pid: number,
  idle: Memory,
): Promise<string> {
  const sampler = sampleMemory(pid);
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/reports/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ report: 'overdue-purchase-orders', format: 'csv' }),
  });
  const run = (await response.json()) as { data?: { id?: string } };
  if (!run.data?.id) throw new Error(`report not accepted: ${JSON.stringify(run)}`);
  let finished: { status: string; rows: number | null } | null = null;
  while (!finished) {
    await new Promise((r) => setTimeout(r, 250));
    const state = await fetch(`${base}/api/v1/reports/runs/${run.data.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await state.json()) as { data: { status: string; rows: number | null } };
    if (body.data.status === 'completed' || body.data.status === 'failed') finished = body.data;
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = sampler.stop();
  const mb = (kB: number): string => `${Math.round(kB / 1024)} MB`;
  return [
    `Report overdue-purchase-orders (csv): ${finished.status}, ${finished.rows ?? 0} rows in ${seconds.toFixed(1)} s; read cache ${process.env.ERPC_READ_CACHE_MIB ?? 'default'} MiB, mmap ${process.env.ERPC_READ_MMAP_MIB ?? 'default'} MiB per connection.`,
    '',
    '| measure | idle | peak | growth |',
    '|---|---:|---:|---:|',
    `| anonymous RSS | ${mb(idle.anon)} | ${mb(peak.anon)} | ${mb(peak.anon - idle.anon)} |`,
    `| file-backed RSS | ${mb(idle.file)} | ${mb(peak.file)} | ${mb(peak.file - idle.file)} |`,
    `| RSS | ${mb(idle.rss)} | ${mb(peak.rss)} | ${mb(peak.rss - idle.rss)} |`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const root = findRootDir(__dirname);
  const asOf = new Clock().today();
  const scratch = mkdtempSync(join(tmpdir(), 'erpc-nl-http-'));
  const dataDir = join(scratch, 'data');
  mkdirSync(dataDir);
  let daemon: Started | null = null;
  try {
    const file = demoFile(options.data ? resolve(options.data) : scratch, options.scale, asOf);
    if (options.data) symlinkSync(file, join(dataDir, DEMO_ERP_FILE));
    const questions = options.questions
      ? NL_MIX.filter((q) => options.questions?.some((w) => q.includes(w)))
      : [...NL_MIX];

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // A first start creates the daemon's own database; the second is the restart measured.
    ({ daemon } = await start(root, dataDir, port, options.scale));
    await daemon.stop();
    const restarted = await start(root, dataDir, port, options.scale);
    daemon = restarted.daemon;
    const pid = daemon.child.pid as number;
    await new Promise((r) => setTimeout(r, 3000));
    const idle = memoryOf(pid);
    log(`ready ${Math.round(restarted.readyMs)} ms after restart; idle ${JSON.stringify(idle)}`);

    const token = await adminToken(base);
    await liftReadLimits(base, token);

    if (options.report) {
      console.log(await reportMemory(base, token, pid, idle));
      return;
    }

    // Each question alone, with what the engine made of it.
    const alone = new Map<string, number>();
    const cold = new Map<string, number>();
    const shapes = new Map<string, string>();
    for (const question of questions) {
      const firstStarted = performance.now();
      const first = await post(`${base}/api/v1/query`, token, { query: question });
      cold.set(question, performance.now() - firstStarted);
      const meta = first.json.meta as { interpretation?: Shape } | undefined;
      const error = first.json.error as { code?: string } | undefined;
      shapes.set(
        question,
        first.status === 200 && meta?.interpretation
          ? describe(meta.interpretation)
          : `${first.status} ${error?.code ?? ''}`,
      );
      let best = Infinity;
      for (let i = 0; i < 3; i += 1) best = Math.min(best, (await ask(base, token, question)).ms);
      alone.set(question, best);
      log(
        `alone ${(cold.get(question) ?? NaN).toFixed(1)} ms first, ${best.toFixed(1)} ms best: ${question} → ${shapes.get(question)}`,
      );
    }

    // The mix under concurrent clients, memory sampled throughout.
    const perQuestion = new Map<string, number[]>(questions.map((q) => [q, []]));
    const all: number[] = [];
    let failed = 0;
    const sampler = sampleMemory(pid);
    const mixStarted = performance.now();
    await Promise.all(
      Array.from({ length: options.clients }, async (_, client) => {
        for (let round = 0; round < options.rounds; round += 1) {
          for (let i = 0; i < questions.length; i += 1) {
            const question = questions[(i + client) % questions.length];
            const answered = await ask(base, token, question);
            if (answered.status !== 200) failed += 1;
            perQuestion.get(question)?.push(answered.ms);
            all.push(answered.ms);
          }
        }
      }),
    );
    const mixSeconds = (performance.now() - mixStarted) / 1000;
    const loaded = sampler.stop();

    // Baseline in the same run: an authenticated request without ERP data, same clients.
    const baseline: number[] = [];
    await Promise.all(
      Array.from({ length: options.clients }, async () => {
        for (let i = 0; i < options.rounds * questions.length; i += 1) {
          const started = performance.now();
          const response = await fetch(`${base}/api/v1/auth/me`, {
            headers: { authorization: `Bearer ${token}` },
          });
          await response.arrayBuffer();
          baseline.push(performance.now() - started);
        }
      }),
    );

    const sorted = [...all].sort((a, b) => a - b);
    const sortedBase = [...baseline].sort((a, b) => a - b);
    const ms = (n: number): string => (n >= 100 ? Math.round(n).toString() : n.toFixed(1));
    const mb = (kB: number): string => `${Math.round(kB / 1024)} MB`;
    const pos = Number(
      new Database(file, { readonly: true }).prepare('SELECT count(*) FROM "SLPos"').pluck().get(),
    );
    const lines = [
      `### NL questions over HTTP: ${pos.toLocaleString('en-US')} purchase orders, ${options.clients} clients`,
      '',
      `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} CPUs, answer cache ${process.env.ERPC_ANSWER_CACHE_MIB ?? 'default'} MiB per read worker; ${questions.length} questions × ${options.rounds} rounds × ${options.clients} clients = ${all.length} answers in ${mixSeconds.toFixed(1)} s (${(all.length / mixSeconds).toFixed(1)}/s)${failed > 0 ? `, ⚠ ${failed} not 200` : ''}.`,
      '',
      '| measure | question mix | baseline: `GET /api/v1/auth/me`, same clients |',
      '|---|---:|---:|',
      `| p50 ms | ${ms(percentile(sorted, 50))} | ${ms(percentile(sortedBase, 50))} |`,
      `| p95 ms | ${ms(percentile(sorted, 95))} | ${ms(percentile(sortedBase, 95))} |`,
      `| p99 ms | ${ms(percentile(sorted, 99))} | ${ms(percentile(sortedBase, 99))} |`,
      `| max ms | ${ms(sorted[sorted.length - 1])} | ${ms(sortedBase[sortedBase.length - 1])} |`,
      '',
      '| question | alone, first ask ms | alone, best of 3 after | under load p50 | max | interpretation |',
      '|---|---:|---:|---:|---:|---|',
      ...questions.map((q) => {
        const s = [...(perQuestion.get(q) ?? [])].sort((a, b) => a - b);
        return `| ${q} | ${ms(cold.get(q) ?? NaN)} | ${ms(alone.get(q) ?? NaN)} | ${ms(percentile(s, 50))} | ${ms(s[s.length - 1])} | ${shapes.get(q)?.replace(/\|/g, '\\|')} |`;
      }),
      '',
      `Daemon memory (main thread and read workers, one process): ready ${Math.round(restarted.readyMs)} ms after a restart; idle 3 s later RSS ${mb(idle.rss)} (anonymous ${mb(idle.anon)}, file-backed ${mb(idle.file)}); peak under the mix RSS ${mb(loaded.rss)} (anonymous ${mb(loaded.anon)}, file-backed ${mb(loaded.file)}).`,
      '',
    ];
    const markdown = lines.join('\n');
    if (options.markdown) writeFileSync(options.markdown, markdown);
    console.log(markdown);
  } finally {
    await daemon?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
