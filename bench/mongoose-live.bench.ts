/**
 * Live-mode overhead of the mongoose connector (issue #12): the built daemon serving IDO pages
 * from the FAKE Mongoose server, against calling the fake's `/load` directly with the same
 * properties, filter, order and cap, in the same run, on the same data. What the daemon adds per
 * request (auth, parsing and checking the request, compiling the filter to Mongoose's dialect,
 * the token, the HTTP hop, reading the text values by type, the envelope) is the difference.
 *
 *   npm run bench:mongoose -- [--duration 8] [--warmup 2] [--connections 4] [--scale 0.2]
 *
 * The fake runs in its own process (`dist-fake/…/fake-mongoose-main.js`, as `npm run
 * fake:mongoose` starts it); the daemon in another; autocannon here. Connections default to the
 * daemon's `erp.mongoose.maxInFlight` (4), so neither side queues behind the other's cap.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRootDir } from '../src/config/load-config';
import { DEMO_ERP_FILE } from '../src/erp/connectors/demo/demo-erp-file';
import {
  adminToken,
  liftReadLimits,
  roundRobinLoad,
  startBenchDaemon,
  Throughput,
} from './bench-daemon';
import { freePort, startNode, Started, waitForHttp } from './processes';

interface Case {
  name: string;
  /** Daemon paths (cycled). */
  daemon: string[];
  /** The same reads as direct `/load` paths, relative to the IDO service (cycled). */
  direct: string[];
}

const PROPS = 'PoNum,VendNum,VendorName,OrderDate,Stat,PoCost';

function arg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/**
 * `GET /api/v1/ido` always answers `meta.count`, which live mode computes by paging through the
 * matching keys: the daemon's side is the page plus that count, the direct side the one `/load`
 * a client without the daemon would send for the page alone.
 */
function cases(poNums: readonly string[]): Case[] {
  const page = (filter: string, orderby: string, cap: string): string =>
    `load/SLPos?${query({ properties: PROPS, filter, orderby, recordcap: cap })}`;
  return [
    {
      name: 'one PO by key (page + count: 2 loads)',
      daemon: poNums.map(
        (po) => `/api/v1/ido/SLPos?${query({ properties: PROPS, filter: `PoNum = '${po}'` })}`,
      ),
      direct: poNums.map((po) => page(`PoNum = N'${po}'`, 'PoNum', '2')),
    },
    {
      name: 'a page of 50 open POs by cost, with its exact count',
      daemon: [
        `/api/v1/ido/SLPos?${query({ properties: PROPS, filter: "Stat = 'O'", orderby: 'PoCost DESC', recordcap: '50' })}`,
      ],
      direct: [page("Stat = N'O'", 'PoCost DESC,PoNum', '51')],
    },
  ];
}

async function main(): Promise<void> {
  const duration = arg('duration', 8);
  const warmup = arg('warmup', 2);
  const connections = arg('connections', 4);
  const scale = arg('scale', 0.2);
  const root = findRootDir(__dirname);
  const dir = mkdtempSync(join(tmpdir(), 'erpc-bench-mongoose-'));
  const started: Started[] = [];
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  try {
    const fakePort = await freePort();
    const fake = startNode(
      join(root, 'dist-fake', 'test', 'support', 'fake-mongoose-main.js'),
      [],
      {
        PATH: process.env.PATH,
        FAKE_MONGOOSE_DIR: join(dir, 'fake'),
        FAKE_MONGOOSE_PORT: String(fakePort),
        FAKE_MONGOOSE_SCALE: String(scale),
      },
    );
    started.push(fake);
    const origin = `http://127.0.0.1:${fakePort}`;
    const service = `${origin}/IDORequestService/ido`;
    await waitForHttp(`${origin}/IDORequestService/Ping.aspx`, fake, 120000);
    const passwordFile = join(dir, 'fake', 'mongoose-password');
    const db = new Database(join(dir, 'fake', DEMO_ERP_FILE), { readonly: true });
    const poNums = db
      .prepare('SELECT "PoNum" FROM "SLPos" ORDER BY "PoNum" LIMIT 200')
      .pluck()
      .all() as string[];
    db.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const daemon = startBenchDaemon(root, join(dir, 'data'), port, {
      ERPC_MONGOOSE_URL: service,
      ERPC_MONGOOSE_CONFIG: 'DEMO',
      ERPC_MONGOOSE_USER: 'erpc',
      ERPC_MONGOOSE_PASSWORD_FILE: passwordFile,
    });
    started.push(daemon);
    await waitForHttp(`${base}/healthz`, daemon, 120000);
    const token = await adminToken(base);
    const auth = { authorization: `Bearer ${token}` };
    await liftReadLimits(base, token);
    // The direct client holds a token as the daemon does: one login, reused.
    const mongooseToken = (
      (await (
        await fetch(`${service}/token/DEMO`, {
          headers: { username: 'erpc', password: readFileSync(passwordFile, 'utf8').trim() },
        })
      ).json()) as { Token: string }
    ).Token;
    const direct = { authorization: mongooseToken };

    const rows: Array<{ name: string; daemon: Throughput; direct: Throughput }> = [];
    for (const c of cases(poNums)) {
      for (const [path, headers, url] of [
        [c.daemon[0], auth, base],
        [`/IDORequestService/ido/${c.direct[0]}`, direct, origin],
      ] as const) {
        const check = await fetch(url + path, { headers });
        if (check.status !== 200) throw new Error(`${c.name}: ${path} answered ${check.status}`);
      }
      const directPaths = c.direct.map((p) => `/IDORequestService/ido/${p}`);
      await roundRobinLoad(base, c.daemon, auth, warmup, connections);
      await roundRobinLoad(origin, directPaths, direct, warmup, connections);
      const d = await roundRobinLoad(base, c.daemon, auth, duration, connections);
      const x = await roundRobinLoad(origin, directPaths, direct, duration, connections);
      rows.push({ name: c.name, daemon: d, direct: x });
      log(`${c.name}: daemon ${d.rps.toFixed(0)} req/s, direct ${x.rps.toFixed(0)} req/s`);
    }
    const lines = [
      `Mongoose live mode, ${connections} connections, ${duration} s per side, scale ${scale}; ` +
        `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})`,
      '',
      '| case | through the daemon req/s | p50 / p99 ms | fake directly req/s | p50 / p99 ms | daemon / direct throughput | added p50 ms |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.daemon.rps.toFixed(0)} | ${r.daemon.p50} / ${r.daemon.p99} | ` +
          `${r.direct.rps.toFixed(0)} | ${r.direct.p50} / ${r.direct.p99} | ` +
          `${((100 * r.daemon.rps) / r.direct.rps).toFixed(0)} % | ${(r.daemon.p50 - r.direct.p50).toFixed(1)} |` +
          (r.daemon.bad + r.direct.bad > 0 ? ` (${r.daemon.bad + r.direct.bad} failed)` : ''),
      ),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    for (const s of started.reverse()) await s.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
