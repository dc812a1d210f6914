/**
 * Live mode's computing (#12): what an answer that needs derived values, counts or aggregates
 * costs with the mongoose connector against the FAKE Mongoose server, in the same run, against
 * two baselines on the same demo ERP file:
 *   - demo: the demo connector answering the same request (same SQL, no ERP in between);
 *   - direct: the very `/load` calls the live answer made, sent straight to the fake through
 *     the same client, 4 at a time (the client's in-flight cap): what the ERP alone costs.
 * live / direct is the daemon's overhead (planning, parsing text values, the local SQLite);
 * live / demo is what a live connection costs over a local copy (replica mode's promise).
 *
 *   npm run bench:live  [BENCH_SCALE=0.2] [BENCH_RUNS=15] [BENCH_LATENCY_MS=0]
 *
 * The fake runs in this process (its SQLite work is the "ERP"); BENCH_LATENCY_MS adds a delay
 * to every fake answer, as a network and a busy IDO runtime would.
 */
import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { FixedClock } from '../src/common/clock';
import { loadConfig } from '../src/config/load-config';
import { CatalogService } from '../src/erp/catalog/catalog.service';
import { DemoErpGenerator } from '../src/erp/connectors/demo/demo-erp-generator';
import { DemoSqliteConnector } from '../src/erp/connectors/demo/demo-sqlite.connector';
import type { ErpConnector } from '../src/erp/connectors/erp-connector.port';
import { MongooseConnector } from '../src/erp/connectors/mongoose/mongoose.connector';
import { IdoExecutorService } from '../src/erp/executor/ido-executor.service';
import { parseFilter } from '../src/erp/filter/filter-parser';
import type { LoadRequest } from '../src/erp/load-request';
import { DefaultDataAccessPolicy } from '../src/erp/policy/default-data-access-policy';
import { fakeMongooseClient } from '../test/support/fake-mongoose-client';
import { startFakeMongooseServer } from '../test/support/fake-mongoose-server';

const SCALE = Number(process.env.BENCH_SCALE ?? 0.2);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);
const TODAY = '2026-11-21';

const CASES: Array<{ name: string; request: LoadRequest }> = [
  {
    name: 'stored page (SLVendors, 50)',
    request: { ido: 'SLVendors', limit: 50 },
  },
  {
    name: 'the sample: DaysOverdue > 0 AND PoCost > 10000',
    request: {
      ido: 'SLPos',
      properties: ['PoNum', 'VendorName', 'PoCost', 'DaysOverdue'],
      filter: parseFilter('DaysOverdue > 0 AND PoCost > 10000'),
      orderBy: [{ property: 'DaysOverdue', direction: 'desc' }],
      limit: 50,
    },
  },
  {
    name: 'derived page, stored order (SLPos, 50)',
    request: { ido: 'SLPos', properties: ['PoNum', 'DueDate', 'DaysOverdue'], limit: 50 },
  },
  {
    name: 'open balances (SLArtrans Balance > 0)',
    request: {
      ido: 'SLArtrans',
      properties: ['CustNum', 'InvNum', 'Balance', 'DaysPastDue'],
      filter: parseFilter('Balance > 0'),
      orderBy: [{ property: 'Balance', direction: 'desc' }],
      limit: 50,
    },
  },
  {
    name: 'aggregate: overdue PO value by vendor',
    request: {
      ido: 'SLPos',
      filter: parseFilter('DaysOverdue > 0'),
      aggregate: {
        groupBy: ['VendNum'],
        measures: [{ fn: 'sum', property: 'PoCost', as: 'total' }],
      },
      orderBy: [{ property: 'total', direction: 'desc' }],
      limit: 10,
    },
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function executor(connector: ErpConnector): IdoExecutorService {
  const config = loadConfig({ ERPC_LOG_LEVEL: 'silent' });
  return new IdoExecutorService(
    new CatalogService(),
    connector,
    new DefaultDataAccessPolicy(config),
    new FixedClock(new Date(`${TODAY}T12:00:00Z`)),
  );
}

async function time(runs: number, run: () => Promise<unknown>): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

async function main(): Promise<void> {
  Logger.overrideLogger(false);
  const dir = mkdtempSync(join(tmpdir(), 'erpc-bench-live-'));
  const file = join(dir, 'demo.sqlite');
  new DemoErpGenerator().generate({ file, scale: SCALE, asOf: TODAY, seed: 20261121 });
  const fake = await startFakeMongooseServer({ file, today: TODAY });
  fake.switches.latencyMs = LATENCY_MS;
  const m = loadConfig({ ERPC_LOG_LEVEL: 'silent' }).erp.mongoose;
  const client = fakeMongooseClient(fake, dir, { timeoutMs: 60_000, maxInFlight: m.maxInFlight });
  // Every /load the live answers send, to replay them straight to the fake.
  let recorded: Array<[string, Record<string, string>]> | null = null;
  const load = client.load.bind(client);
  client.load = (ido, query) => {
    recorded?.push([ido, { ...query }]);
    return load(ido, query);
  };
  const live = executor(
    new MongooseConnector(client, { pageSize: m.pageSize, rowBudget: m.rowBudget }),
  );
  const demoConnector = new DemoSqliteConnector({ file, readWorkers: 1, timeoutMs: 60_000 });
  await demoConnector.open();
  const demo = executor(demoConnector);

  const lines = [
    `Live mode vs the demo connector and vs the same /load calls sent directly (scale ${SCALE}, ` +
      `fake latency ${LATENCY_MS} ms, median of ${RUNS})`,
    '',
    '| case | loads | rows read | demo ms | direct ms | live ms | live / direct | live / demo |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const c of CASES) {
    recorded = [];
    await live.load(c.request);
    const calls = recorded;
    recorded = null;
    const loadsBefore = fake.stats.loads;
    let rows = 0;
    for (const [ido, query] of calls) rows += (await client.load(ido, query)).Items?.length ?? 0;
    if (fake.stats.loads - loadsBefore !== calls.length) throw new Error('replay mismatch');
    const demoMs = await time(RUNS, () => demo.load(c.request));
    const directMs = await time(RUNS, async () => {
      for (let i = 0; i < calls.length; i += m.maxInFlight) {
        await Promise.all(
          calls.slice(i, i + m.maxInFlight).map(([ido, query]) => client.load(ido, query)),
        );
      }
    });
    const liveMs = await time(RUNS, () => live.load(c.request));
    lines.push(
      `| ${c.name} | ${calls.length} | ${rows} | ${demoMs.toFixed(1)} | ${directMs.toFixed(1)} | ` +
        `${liveMs.toFixed(1)} | ${(liveMs / directMs).toFixed(2)} | ${(liveMs / demoMs).toFixed(1)} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  await demoConnector.close();
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
