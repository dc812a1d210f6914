/**
 * IDO fetch benchmark: the built daemon (`node dist/main.js`) against a bare Fastify +
 * better-sqlite3 server running the same SQL, in the same run, on the same demo database.
 *
 *   npm run bench -- [--skip-large] [--duration 10] [--runs 2] [--warmup 2] [--connections 50]
 *                    [--scale 1] [--large-scale 50] [--markdown FILE] [--cases a,b]
 *
 * Prints a markdown table per scale: requests/s, p50/p99 latency, and the daemon's throughput
 * as a share of the baseline's; beside them the CPU time of each server's main thread per
 * request (from /proc), which a shared machine disturbs far less than req/s, and the share the
 * daemon's would give if both were bound by that one thread (baseline µs / daemon µs). Later issues add their cases to CASES below. `--cases` keeps
 * only the cases whose name contains one of the given words (e.g. `--cases keyed,no ERP`).
 *
 * Besides the IDO cases against bare Fastify + better-sqlite3, the trunk cases (authenticated
 * requests that touch no ERP data) run against bare NestJS on Fastify answering the daemon's
 * very body (nest-baseline-server.ts): what the daemon's auth and plumbing cost on top of Nest.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Clock } from '../src/common/clock';
import { findRootDir, loadConfig } from '../src/config/load-config';
import { CatalogService } from '../src/erp/catalog/catalog.service';
import { DEMO_ERP_FILE } from '../src/erp/connectors/demo/demo-erp-file';
import {
  materializedStorage,
  readMaterialized,
} from '../src/erp/connectors/demo/materialized-derived';
import { BookmarkSealer } from '../src/erp/executor/bookmark-sealer';
import { SecretStore } from '../src/common/secret-store';
import { IdoExecutorService } from '../src/erp/executor/ido-executor.service';
import { addDays } from '../src/erp/iso-date';
import { DefaultDataAccessPolicy } from '../src/erp/policy/default-data-access-policy';
import { BenchCase, daemonPath, IdoQuery, recordBaseline } from './bench-cases';
import {
  adminToken,
  generateDemoErp,
  liftReadLimits,
  roundRobinLoad,
  startBenchDaemon,
} from './bench-daemon';
import { freePort, startNode, Started, waitForHttp } from './processes';
import { RecordingConnector } from './recording-connector';

interface Options {
  skipLarge: boolean;
  duration: number;
  warmup: number;
  runs: number;
  connections: number;
  scale: number;
  largeScale: number;
  markdown: string | null;
  cases: string[] | null;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  /** CPU time of the server's main thread per request (µs), over every measured run. */
  cpuUs: number;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU time (user + system) of a process's main thread, in µs, from /proc. On a shared machine
 * req/s follows whatever else runs; CPU time per request barely does, so both are reported.
 */
function mainThreadCpuUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / USER_HZ;
}

interface Row {
  name: string;
  note: string;
  daemon: Measured;
  baseline: Measured;
}

/** An authenticated daemon route that reads no ERP data, against bare NestJS (same body). */
interface TrunkCase {
  name: string;
  path: string;
  note: string;
}

const TRUNK_CASES: TrunkCase[] = [
  {
    name: 'authenticated, no ERP data: IDO metadata',
    path: '/api/v1/ido/SLPos/metadata',
    note: '`GET /api/v1/ido/SLPos/metadata` (catalog and policy only, ~4 KB)',
  },
  {
    name: 'authenticated, no ERP data: who am I',
    path: '/api/v1/auth/me',
    note: '`GET /api/v1/auth/me` (the user and session as the session registry holds them)',
  },
];

function selected<T extends { name: string }>(items: T[], options: Options): T[] {
  const words = options.cases;
  if (!words) return items;
  return items.filter((item) => words.some((w) => item.name.toLowerCase().includes(w)));
}

function parseArgs(argv: string[]): Options {
  const value = (name: string, fallback: number): number => {
    const at = argv.indexOf(name);
    return at >= 0 ? Number(argv[at + 1]) : fallback;
  };
  const at = argv.indexOf('--markdown');
  return {
    skipLarge: argv.includes('--skip-large'),
    duration: value('--duration', 10),
    warmup: value('--warmup', 2),
    runs: value('--runs', 2),
    connections: value('--connections', 50),
    scale: value('--scale', 1),
    largeScale: value('--large-scale', 50),
    markdown: at >= 0 ? argv[at + 1] : null,
    cases: argv.includes('--cases')
      ? argv[argv.indexOf('--cases') + 1].split(',').map((c) => c.trim().toLowerCase())
      : null,
  };
}

const log = (message: string): void => console.error(`[bench] ${message}`);

/**
 * The better of `runs` measurements (after a warm-up): the machine is shared, so the best run
 * is the one least disturbed by other work; both servers get the same treatment.
 */
async function measure(
  url: string,
  paths: string[],
  headers: Record<string, string>,
  options: Options,
  pid: number,
): Promise<Measured> {
  await roundRobinLoad(url, paths, headers, options.warmup, options.connections);
  let best: Omit<Measured, 'cpuUs'> | null = null;
  const cpuBefore = mainThreadCpuUs(pid);
  let requests = 0;
  for (let run = 0; run < options.runs; run += 1) {
    const m = await roundRobinLoad(url, paths, headers, options.duration, options.connections);
    requests += m.requests;
    if (!best || m.rps > best.rps) best = m;
  }
  const cpuUs = (mainThreadCpuUs(pid) - cpuBefore) / Math.max(1, requests);
  const { rps, p50, p99, bad } = best as Omit<Measured, 'cpuUs'>;
  return { rps, p50, p99, bad, cpuUs };
}

/** Picks the values the cases use straight from the database, deterministically. */
function sampleValues(file: string): { poNums: string[]; vendors: string[]; total: number } {
  const db = new Database(file, { readonly: true });
  try {
    const all = db.prepare('SELECT "PoNum" FROM "SLPos"').pluck().all() as string[];
    const step = Math.max(1, Math.floor(all.length / 500));
    const poNums = all.filter((_, i) => i % step === 0).slice(0, 500);
    const vendors = db
      .prepare(
        'SELECT "VendNum" FROM "SLPos" GROUP BY "VendNum" ORDER BY count(*) DESC, "VendNum" LIMIT 50',
      )
      .pluck()
      .all() as string[];
    return { poNums, vendors, total: all.length };
  } finally {
    db.close();
  }
}

async function json(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: { data?: unknown; meta?: Record<string, unknown> } }> {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as { data?: unknown } };
}

/** Bookmarks from the deeper half of SLPos in key order, as a client paging far would hold. */
async function deepBookmarks(base: string, token: string, total: number): Promise<string[]> {
  const step = Math.min(10000, Math.max(100, Math.floor(total / 40)));
  const headers = { authorization: `Bearer ${token}` };
  const bookmarks: string[] = [];
  let bookmark: string | null = null;
  let seen = 0;
  while (bookmarks.length < 20) {
    const query: IdoQuery = { properties: 'PoNum', recordcap: String(step) };
    if (bookmark) query.bookmark = bookmark;
    const page = await json(`${base}${daemonPath('SLPos', query)}`, { headers });
    if (page.status !== 200) throw new Error(`paging failed: ${JSON.stringify(page.body)}`);
    bookmark = (page.body.meta?.nextBookmark as string | null) ?? null;
    seen += step;
    if (!bookmark) break;
    if (seen >= total / 2) bookmarks.push(bookmark);
  }
  if (bookmarks.length === 0) throw new Error('no deep bookmark found');
  return bookmarks;
}

function cases(
  asOf: string,
  values: ReturnType<typeof sampleValues>,
  bookmarks: string[],
): BenchCase[] {
  const since = addDays(asOf, -365);
  return [
    {
      name: 'keyed lookup',
      ido: 'SLPos',
      note: "`PoNum = '…'`, 500 keys round-robin",
      variants: values.poNums.map((p) => ({ filter: `PoNum = '${p}'` })),
    },
    {
      name: 'filtered page of 50, indexed sort',
      ido: 'SLPos',
      note: "`VendNum = '…' AND OrderDate >= '…'`, `orderby=OrderDate DESC`, 50 vendors",
      variants: values.vendors.map((v) => ({
        filter: `VendNum = '${v}' AND OrderDate >= '${since}'`,
        orderby: 'OrderDate DESC',
        recordcap: '50',
      })),
    },
    {
      name: 'overdue over $10K, page of 50',
      ido: 'SLPos',
      note: '`DaysOverdue > 0 AND PoCost > 10000`, `orderby=PoCost DESC` (the sample)',
      variants: [
        {
          filter: 'DaysOverdue > 0 AND PoCost > 10000',
          orderby: 'PoCost DESC',
          properties: 'PoNum,VendorName,PoCost,DaysOverdue',
          recordcap: '50',
        },
      ],
    },
    {
      name: 'deep bookmark page',
      ido: 'SLPos',
      note: 'page of 50 after a bookmark in the second half, key order; count of all rows',
      variants: bookmarks.map((bookmark) => ({ recordcap: '50', bookmark })),
    },
    {
      name: 'count over a wide filter',
      ido: 'SLPos',
      note: "`Stat IN ('C','H') AND PoCost > x` with a new x each request (no cache hit)",
      variants: Array.from({ length: 40000 }, (_, i) => ({
        filter: `Stat IN ('C','H') AND PoCost > ${(10 + i * 0.01).toFixed(2)}`,
        properties: 'PoNum',
        recordcap: '1',
      })),
    },
  ];
}

async function benchScale(
  scale: number,
  options: Options,
  root: string,
): Promise<{ rows: Row[]; trunk: Row[]; pos: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'erpc-bench-'));
  const clock = new Clock();
  const asOf = clock.today();
  let daemon: Started | null = null;
  let baseline: Started | null = null;
  let nest: Started | null = null;
  try {
    const file = join(dataDir, DEMO_ERP_FILE);
    generateDemoErp(file, scale, asOf, log);
    const values = sampleValues(file);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    daemon = startBenchDaemon(root, dataDir, port, { ERPC_DEMO_SCALE: String(scale) });
    await waitForHttp(`${base}/healthz`, daemon, 120000);
    const daemonPid = daemon.child.pid as number;
    const token = await adminToken(base);
    await liftReadLimits(base, token);
    const bookmarks = await deepBookmarks(base, token, values.total);
    const all = selected(cases(asOf, values, bookmarks), options);
    const trunkCases = selected(TRUNK_CASES, options);

    // The roll-up columns the file keeps, as the daemon's connector reads them (open()).
    const kept = new Database(file, { readonly: true });
    const recorder = new RecordingConnector(materializedStorage(readMaterialized(kept)));
    kept.close();
    const config = loadConfig({});
    const executor = new IdoExecutorService(
      new CatalogService(),
      recorder,
      new DefaultDataAccessPolicy(config),
      clock,
      // The daemon's own bookmark key, so that the daemon's sealed bookmarks open here too.
      new BookmarkSealer(
        await new SecretStore(loadConfig({ ERPC_DATA_DIR: dataDir })).get('bookmark.key', 32),
      ),
    );
    const casesFile = join(dataDir, 'baseline-cases.json');
    writeFileSync(casesFile, JSON.stringify(await recordBaseline(all, executor, recorder)));

    const headers = { authorization: `Bearer ${token}` };
    const daemonResults = new Map<string, Measured>();
    for (const c of all) {
      const paths = c.variants.map((v) => daemonPath(c.ido, v));
      const check = await json(`${base}${paths[0]}`, { headers });
      if (check.status !== 200) throw new Error(`${c.name}: ${JSON.stringify(check.body)}`);
      log(`daemon: ${c.name}`);
      daemonResults.set(c.name, await measure(base, paths, headers, options, daemonPid));
    }
    const trunkBodies: unknown[] = [];
    for (const c of trunkCases) {
      const check = await json(`${base}${c.path}`, { headers });
      if (check.status !== 200) throw new Error(`${c.name}: ${JSON.stringify(check.body)}`);
      trunkBodies.push(check.body);
      log(`daemon: ${c.name}`);
      daemonResults.set(c.name, await measure(base, [c.path], headers, options, daemonPid));
    }
    await daemon.stop();
    daemon = null;

    const basePort = await freePort();
    const baseUrl = `http://127.0.0.1:${basePort}`;
    baseline = startNode(
      join(__dirname, 'baseline-server.js'),
      [file, casesFile, String(basePort)],
      {
        PATH: process.env.PATH,
      },
    );
    await waitForHttp(`${baseUrl}/healthz`, baseline, 30000);
    const rows: Row[] = [];
    for (const c of all) {
      const paths = c.variants.map((_, i) => `/b/${encodeURIComponent(c.name)}/${i}`);
      log(`baseline: ${c.name}`);
      const measured = await measure(baseUrl, paths, {}, options, baseline.child.pid as number);
      rows.push({
        name: c.name,
        note: c.note,
        daemon: daemonResults.get(c.name) as Measured,
        baseline: measured,
      });
    }
    await baseline.stop();
    baseline = null;

    const trunk: Row[] = [];
    if (trunkCases.length > 0) {
      const bodiesFile = join(dataDir, 'nest-bodies.json');
      writeFileSync(bodiesFile, JSON.stringify(trunkBodies));
      const nestPort = await freePort();
      const nestUrl = `http://127.0.0.1:${nestPort}`;
      nest = startNode(join(__dirname, 'nest-baseline-server.js'), [bodiesFile, String(nestPort)], {
        PATH: process.env.PATH,
      });
      await waitForHttp(`${nestUrl}/healthz`, nest, 30000);
      for (const [i, c] of trunkCases.entries()) {
        log(`bare NestJS: ${c.name}`);
        trunk.push({
          name: c.name,
          note: c.note,
          daemon: daemonResults.get(c.name) as Measured,
          baseline: await measure(nestUrl, [`/b/${i}`], {}, options, nest.child.pid as number),
        });
      }
    }
    return { rows, trunk, pos: values.total };
  } finally {
    await daemon?.stop();
    await baseline?.stop();
    await nest?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(title: string, rows: Row[]): string {
  const fmt = (n: number): string =>
    n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1);
  const lines = [
    `### ${title}`,
    '',
    '| case | daemon req/s | p50 ms | p99 ms | baseline req/s | p50 ms | p99 ms | daemon / baseline | CPU µs/req daemon | baseline | baseline / daemon |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const bad = r.daemon.bad + r.baseline.bad;
    const ratio =
      r.baseline.rps > 0 ? `${Math.round((100 * r.daemon.rps) / r.baseline.rps)}%` : 'n/a';
    lines.push(
      `| ${r.name}${bad > 0 ? ` (⚠ ${bad} failed)` : ''} | ${fmt(r.daemon.rps)} | ${r.daemon.p50} | ${r.daemon.p99} | ${fmt(r.baseline.rps)} | ${r.baseline.p50} | ${r.baseline.p99} | ${ratio} | ${r.daemon.cpuUs.toFixed(0)} | ${r.baseline.cpuUs.toFixed(0)} | ${Math.round((100 * r.baseline.cpuUs) / r.daemon.cpuUs)}% |`,
    );
  }
  lines.push('', ...rows.map((r) => `- *${r.name}*: ${r.note}`), '');
  return lines.join('\n');
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const root = findRootDir(__dirname);
  const scales = options.skipLarge ? [options.scale] : [options.scale, options.largeScale];
  const sections: string[] = [
    `IDO fetch benchmark, ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus().length} CPUs, autocannon ${options.connections} connections, best of ${options.runs} runs of ${options.duration} s per case after ${options.warmup} s warm-up; the daemon (JWT auth, NestJS + Fastify, worker-thread SQLite reads) against bare Fastify + better-sqlite3 running the same SQL on the main thread.`,
    '',
  ];
  for (const scale of scales) {
    const { rows, trunk, pos } = await benchScale(scale, options, root);
    if (rows.length > 0) {
      sections.push(table(`scale ${scale}: ${pos.toLocaleString('en-US')} purchase orders`, rows));
      console.log(sections[sections.length - 1]);
    }
    if (trunk.length > 0) {
      sections.push(
        table(
          `scale ${scale}: authenticated requests without ERP data, against bare NestJS`,
          trunk,
        ),
      );
      console.log(sections[sections.length - 1]);
    }
  }
  const markdown = sections.join('\n');
  if (options.markdown) writeFileSync(options.markdown, markdown);
  console.log('\n' + markdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
