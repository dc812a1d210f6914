/**
 * Mongoose replica benchmark (issue #12): how fast the replica syncs and how fast questions are
 * answered from it, each against a baseline measured in the same run.
 *
 *   npm run bench:replica            (REPLICA_BENCH_SCALE, default 1; REPLICA_BENCH_ROUNDS, 2)
 *
 * - Sync: a full sync of every IDO of a demo ERP served by the fake Mongoose server (same process,
 *   loopback HTTP) into a fresh replica, against the same pages fetched raw by the Mongoose
 *   client (bookmarks, no parsing, nothing stored): the replica's own cost on top of reading the
 *   ERP. Then a sync with nothing changed (one page per IDO) and a key sweep of every IDO.
 * - NL: every evaluation question end to end through the query runner on the replica file and
 *   on the demo ERP file it was copied from, 1 and 10 clients: the replica should be at the
 *   demo's speed, since it is read by the same connector code.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CatalogIdo } from '../src/erp/catalog/catalog-ido';
import { SYTELINE_CATALOG } from '../src/erp/catalog/syteline-catalog';
import { MongooseClient } from '../src/erp/connectors/mongoose/mongoose-client';
import { ReplicaStore } from '../src/erp/connectors/mongoose/replica/replica-store';
import {
  ReplicaSynchronizer,
  ReplicaSyncOptions,
} from '../src/erp/connectors/mongoose/replica/replica-sync';
import { fakeMongooseClient } from '../test/support/fake-mongoose-client';
import { startFakeMongooseServer } from '../test/support/fake-mongoose-server';
import { benchEndToEnd, LatencyRow } from '../test/nl/nl-bench';
import {
  caseQuestions,
  evalDatabase,
  openEvalStack,
  openQueryPath,
} from '../test/nl/nl-evaluation';

const SCALE = Number(process.env.REPLICA_BENCH_SCALE ?? '1');
const ROUNDS = Number(process.env.REPLICA_BENCH_ROUNDS ?? '2');
const PAGE = 1000;

/** Every stored row of every IDO read raw: FIRST then NEXT loads with the server's bookmarks. */
async function rawFetch(client: MongooseClient): Promise<number> {
  let rows = 0;
  for (const ido of SYTELINE_CATALOG) {
    const base = {
      properties: ido.properties
        .filter((p) => !p.derived)
        .map((p) => p.name)
        .join(','),
      orderby: ido.properties
        .filter((p) => p.key)
        .map((p) => p.name)
        .join(','),
      recordcap: String(PAGE),
    };
    let bookmark: string | null = null;
    for (;;) {
      const answer = await client.load(
        ido.name,
        bookmark === null ? base : { ...base, loadtype: 'NEXT', bookmark },
      );
      rows += answer.Items?.length ?? 0;
      if (answer.MoreRowsExist !== true) break;
      bookmark = answer.Bookmark ?? null;
    }
  }
  return rows;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'erpc-bench-replica-'));
  try {
    const source = evalDatabase(SCALE);
    const served = join(dir, 'fake-erp.sqlite');
    copyFileSync(source, served);
    const fake = await startFakeMongooseServer({ file: served, writable: true });
    const client = fakeMongooseClient(fake, dir, { timeoutMs: 120_000, maxInFlight: 4 });
    const idos = SYTELINE_CATALOG.map((d) => new CatalogIdo(d));
    const options: ReplicaSyncOptions = {
      pageSize: PAGE,
      overlapSeconds: 0,
      sweepIntervalSeconds: 3600,
      serverTimeZone: 'UTC',
    };
    const lines: string[] = [];
    let replicaFile = '';
    try {
      let raw = 0;
      let full = 0;
      let rows = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        let started = performance.now();
        rows = await rawFetch(client);
        raw = Math.max(raw, rows / ((performance.now() - started) / 1000));
        replicaFile = join(dir, `replica-${round}.db`);
        const store = ReplicaStore.open(replicaFile, SYTELINE_CATALOG);
        try {
          const sync = new ReplicaSynchronizer(client, store, idos, options);
          started = performance.now();
          const summary = await sync.run(() => Promise.resolve());
          full = Math.max(full, summary.rows / ((performance.now() - started) / 1000));
        } finally {
          store.close();
        }
      }
      // Nothing changed since: each IDO answers one empty page; then a sweep of every IDO.
      const store = ReplicaStore.open(replicaFile, SYTELINE_CATALOG);
      let quiet: number;
      let sweep: number;
      try {
        let started = performance.now();
        await new ReplicaSynchronizer(client, store, idos, options).run(() => Promise.resolve());
        quiet = performance.now() - started;
        started = performance.now();
        await new ReplicaSynchronizer(client, store, idos, {
          ...options,
          sweepIntervalSeconds: 0.001,
        }).run(() => Promise.resolve());
        sweep = performance.now() - started - quiet;
      } finally {
        store.close();
      }
      lines.push(
        `Replica sync, demo ERP scale ${SCALE} (${rows} rows, pages of ${PAGE}), fake Mongoose on loopback, best of ${ROUNDS}`,
        '',
        '| case | figure | baseline (same run) | ratio |',
        '|---|---:|---|---:|',
        `| full sync, rows/s | ${full.toFixed(0)} | raw paged fetch of the same rows, no parsing or storing: ${raw.toFixed(0)} | ${(full / raw).toFixed(2)} |`,
        `| sync with nothing changed | ${quiet.toFixed(0)} ms | — | — |`,
        `| key sweep of every IDO (keys only) | ${sweep.toFixed(0)} ms | — | — |`,
        '',
      );
    } finally {
      await fake.close();
    }

    const evalStack = await openEvalStack();
    const questions = caseQuestions(evalStack.data).map((c) => c.question);
    await evalStack.close();
    const rows: Array<[LatencyRow, LatencyRow]> = [];
    // The replica's writer stays open, as in the daemon: readers of a WAL file then share its
    // index in memory instead of rebuilding it for every read transaction.
    const writer = ReplicaStore.open(replicaFile, SYTELINE_CATALOG);
    const demo = await openQueryPath(source);
    const copy = await openQueryPath(replicaFile);
    try {
      for (const concurrency of [1, 10]) {
        const name = (what: string) =>
          `${what}, ${concurrency} client${concurrency > 1 ? 's' : ''}`;
        const run = (path: typeof demo, what: string) =>
          benchEndToEnd(name(what), path.runner, questions, { concurrency, rounds: ROUNDS });
        // Alternated, best of two each: neither side always runs on a warmer machine.
        const best = (a: LatencyRow, b: LatencyRow) => (a.p95 <= b.p95 ? a : b);
        const r1 = await run(copy, 'replica');
        const d1 = await run(demo, 'demo');
        const d2 = await run(demo, 'demo');
        const r2 = await run(copy, 'replica');
        rows.push([best(r1, r2), best(d1, d2)]);
      }
    } finally {
      await copy.close();
      await demo.close();
      writer.close();
    }
    lines.push(
      `NL end to end (runner, executor, connector; no HTTP), ${questions.length} questions × ${ROUNDS}`,
      '',
      '| case | replica p50 ms | replica p95 ms | demo p50 ms (same run) | demo p95 ms | p95 ratio |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows.map(
        ([r, d]) =>
          `| ${r.name.replace('replica, ', '')} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${d.p50.toFixed(2)} | ${d.p95.toFixed(2)} | ${(r.p95 / d.p95).toFixed(2)} |`,
      ),
    );
    console.log(lines.join('\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
