/**
 * Idle memory of the daemon (issue #15): resident memory of the built daemon with its read
 * workers (threads of the same process), Redis apart (a child process, reported beside it), on
 * the default demo, idle after start, after a restart on the same data directory, and after a
 * burst of reads. Run: npm run build && tsc -p tsconfig.bench.json &&
 * node dist-bench/bench/idle-memory.bench.js. `BENCH_SCALE` sets the demo scale (default 1).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DaemonProcess, startDaemon } from '../test/support/daemon-process';

const SCALE = process.env.BENCH_SCALE ?? '1';
const SETTLE_MS = 5_000;

interface Memory {
  rss: number;
  anon: number;
  file: number;
  threads: number;
}

/** MB from /proc/<pid>/status: all of RSS, anonymous (heaps, buffers), file-backed (code, mmap). */
function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return {
    rss: field('VmRSS') / 1024,
    anon: field('RssAnon') / 1024,
    file: field('RssFile') / 1024,
    threads: field('Threads'),
  };
}

/** The daemon's child processes (the embedded redis-server). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function ready(daemon: DaemonProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${daemon.baseUrl}/readyz`).catch(() => null);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('daemon not ready after 2 min');
}

async function token(daemon: DaemonProcess): Promise<string> {
  const response = await fetch(`${daemon.baseUrl}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-password' }),
  });
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

function row(what: string, daemon: DaemonProcess): string {
  const pid = daemon.child.pid as number;
  const own = memoryOf(pid);
  const redis = childrenOf(pid)
    .map((child) => memoryOf(child).rss)
    .reduce((a, b) => a + b, 0);
  const mb = (n: number) => n.toFixed(0);
  return `| ${what} | ${mb(own.rss)} | ${mb(own.anon)} | ${mb(own.file)} | ${own.threads} | ${mb(redis)} |`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'erpc-bench-memory-'));
  const env = {
    ERPC_DATA_DIR: dataDir,
    ERPC_ADMIN_PASSWORD: 'bench-password',
    ERPC_DEMO_SCALE: SCALE,
  };
  const rows: string[] = [];
  try {
    let daemon = await startDaemon(env, 600_000);
    await ready(daemon);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    rows.push(row('idle after the first start (demo generated)', daemon));
    await daemon.stop();

    daemon = await startDaemon(env, 600_000);
    await ready(daemon);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    rows.push(row('idle after a restart on the same data directory', daemon));

    // A burst of reads (pages, a key lookup per page row, counts) warms caches and heaps.
    const bearer = { authorization: `Bearer ${await token(daemon)}` };
    for (let i = 0; i < 200; i++) {
      const page = await fetch(
        `${daemon.baseUrl}/api/v1/ido/SLPos?recordcap=50&orderby=PoCost%20DESC&filter=${encodeURIComponent(`PoCost > ${i * 10}`)}`,
        { headers: bearer },
      );
      if (page.status !== 200) throw new Error(`read failed: ${await page.text()}`);
      await page.arrayBuffer();
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    rows.push(row('idle after 200 page reads', daemon));
    await daemon.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n## Idle memory, demo scale ${SCALE} (MB)\n`);
  console.log('| when | daemon RSS | anonymous | file-backed | threads | redis-server RSS |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const line of rows) console.log(line);
  console.log(`\nSampled ${SETTLE_MS / 1000} s after /readyz (or after the reads) from /proc.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
