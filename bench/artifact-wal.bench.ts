/**
 * Report artifacts in PostgreSQL (issue 19): what storing an artifact as bytea chunks costs in
 * WAL, time and memory, for text that compresses (CSV, JSON) and bytes that do not (PDF, whose
 * streams are deflated already), at a few chunk sizes. Writes through DatabaseArtifactStore
 * itself into a scratch database and reads the WAL position before and after. Prints a markdown
 * table. Run: npm run bench:artifacts (needs PostgreSQL on 127.0.0.1:5432; BENCH_MB sets the
 * artifact size, default 32).
 */
import { Logger } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { FixedClock } from '../src/common/clock';
import { runMigrationsOnce } from '../src/database/migration-guard';
import { MIGRATIONS } from '../src/database/migrations';
import { ArtifactFiles } from '../src/reports/artifacts/artifact-files';
import { DatabaseArtifactStore } from '../src/reports/artifacts/database-artifact-store';
import { ReportArtifactEntity } from '../src/reports/artifacts/report-artifact.entity';
import { createScratchDatabase } from '../test/support/scratch-database';

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_MB ?? 32) * MB;
const CHUNKS = [64 * 1024, 256 * 1024, 1024 * 1024];

const VENDORS = ['Acme Industrial Supply', 'Northwind Metals', 'Contoso Fasteners', 'Fabrikam'];

/** CSV lines like a purchase-order report's, `bytes` of them. */
function* csvPieces(bytes: number): Generator<Buffer> {
  let written = 0;
  let n = 0;
  while (written < bytes) {
    const lines: string[] = [];
    for (let i = 0; i < 500; i++, n++) {
      const amount = ((n * 7919) % 250_000) / 100;
      lines.push(
        `PO${String(100000 + n).padStart(8, '0')},${VENDORS[n % VENDORS.length]},${amount.toFixed(2)},${n % 97},2026-0${(n % 9) + 1}-1${n % 10}\r\n`,
      );
    }
    const piece = Buffer.from(lines.join(''));
    written += piece.length;
    yield piece;
  }
}

/** Incompressible bytes, as a PDF's deflated streams are. */
function* randomPieces(bytes: number): Generator<Buffer> {
  for (let written = 0; written < bytes; written += 64 * 1024) yield randomBytes(64 * 1024);
}

async function write(stream: Writable, pieces: Iterable<Buffer>): Promise<void> {
  for (const piece of pieces) {
    if (!stream.write(piece)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  await new Promise<void>((resolve, reject) => {
    stream.once('error', reject);
    stream.end(() => resolve());
  });
}

async function setting(dataSource: DataSource, name: string): Promise<string> {
  const [row] = await dataSource.query<Array<{ value: string }>>(
    'SELECT current_setting($1) AS value',
    [name],
  );
  return row.value;
}

async function chunkCompression(dataSource: DataSource): Promise<string> {
  const [row] = await dataSource.query<Array<{ method: string | null }>>(
    "SELECT attcompression::text AS method FROM pg_attribute WHERE attrelid = 'report_artifact_chunks'::regclass AND attname = 'data'",
  );
  return ({ l: 'lz4', p: 'pglz' } as Record<string, string>)[row.method ?? ''] ?? 'default (pglz)';
}

async function walPosition(dataSource: DataSource): Promise<string> {
  const [row] = await dataSource.query<Array<{ lsn: string }>>(
    'SELECT pg_current_wal_lsn()::text AS lsn',
  );
  return row.lsn;
}

async function walSince(dataSource: DataSource, from: string): Promise<number> {
  const [row] = await dataSource.query<Array<{ bytes: string }>>(
    'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::bigint AS bytes',
    [from],
  );
  return Number(row.bytes);
}

/** Peak RSS growth while `work` runs, sampled every 5 ms. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  const base = process.memoryUsage().rss;
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss - base);
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss - base);
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  const db = await createScratchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'erpc-bench-artifacts-'));
  const dataSource = await new DataSource({
    type: 'postgres',
    url: db.url,
    entities: [ReportArtifactEntity],
    migrations: MIGRATIONS,
    extra: { max: 4 },
  }).initialize();
  try {
    await runMigrationsOnce(dataSource, new Logger('bench'));
    // The migration picks lz4 where the server has it; BENCH_COMPRESSION=pglz compares.
    if (process.env.BENCH_COMPRESSION) {
      await dataSource.query(
        `ALTER TABLE report_artifact_chunks ALTER COLUMN data SET COMPRESSION ${process.env.BENCH_COMPRESSION}`,
      );
    }
    const rows = dataSource.getRepository(ReportArtifactEntity);
    const clock = new FixedClock(new Date());
    const out: string[] = [
      `Artifact of ${SIZE / MB} MiB, PostgreSQL ${await setting(dataSource, 'server_version')}, ` +
        `chunk compression ${await chunkCompression(dataSource)}, ` +
        `wal_compression ${await setting(dataSource, 'wal_compression')}, ` +
        `full_page_writes ${await setting(dataSource, 'full_page_writes')}`,
      '',
      '| content | chunk | WAL written | WAL / byte | write MB/s | write peak RSS | read MB/s | read peak RSS | WAL of delete |',
      '|---|---|---|---|---|---|---|---|---|',
    ];
    for (const [content, pieces] of [
      ['CSV text', () => csvPieces(SIZE)],
      ['random (as PDF)', () => randomPieces(SIZE)],
    ] as const) {
      for (const chunk of CHUNKS) {
        const store = new DatabaseArtifactStore(
          rows,
          new ArtifactFiles(dataDir),
          dataSource,
          clock,
          chunk,
        );
        global.gc?.();
        await dataSource.query('CHECKPOINT');
        const runId = randomUUID();
        const before = await walPosition(dataSource);
        const started = performance.now();
        const written = await peakRss(async () => {
          const upload = await store.create({
            runId,
            ownerId: null,
            format: 'csv',
            contentType: 'text/csv',
            attempt: 1,
          });
          await write(upload.stream, pieces());
          return upload.commit();
        });
        const writeSeconds = (performance.now() - started) / 1000;
        const wal = await walSince(dataSource, before);
        const bytes = written.result.bytes;

        global.gc?.();
        const readStarted = performance.now();
        const read = await peakRss(async () => {
          const opened = await store.open(runId);
          let total = 0;
          for await (const piece of opened?.stream ?? []) total += (piece as Buffer).length;
          return total;
        });
        const readSeconds = (performance.now() - readStarted) / 1000;
        if (read.result !== bytes) throw new Error(`read ${read.result} of ${bytes} bytes`);

        const beforeDelete = await walPosition(dataSource);
        await store.delete(runId);
        const deleteWal = await walSince(dataSource, beforeDelete);
        out.push(
          `| ${content} | ${chunk / 1024} KiB | ${(wal / MB).toFixed(1)} MiB | ${(wal / bytes).toFixed(2)} | ` +
            `${(bytes / MB / writeSeconds).toFixed(0)} | ${(written.peak / MB).toFixed(0)} MiB | ` +
            `${(bytes / MB / readSeconds).toFixed(0)} | ${(read.peak / MB).toFixed(0)} MiB | ${(deleteWal / 1024).toFixed(0)} KiB |`,
        );
      }
    }
    process.stdout.write(out.join('\n') + '\n');
  } finally {
    await dataSource.destroy();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
