import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { ArtifactFiles } from './artifact-files';
import { ArtifactInfo, ArtifactUpload, ByteRange, NewArtifact } from './artifact-store';
import { ChunkWriter } from './chunk-writer';
import { RecordedArtifactStore, toInfo } from './recorded-artifact-store';
import { ReportArtifactEntity } from './report-artifact.entity';

/**
 * 256 KiB: small enough that a writer or a reader holds little (one chunk and a stream buffer),
 * large enough that a 100 MB report is 400 rows and each row's overhead (tuple and TOAST
 * headers, WAL record headers, one index entry) is noise. PostgreSQL stores each chunk out of
 * line in TOAST, compressed when that pays (CSV and JSON do; PDF, deflated already, does not).
 */
export const CHUNK_BYTES = 256 * 1024;

/** Chunks nobody's row points to, older than this, are a crashed write's and are removed. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

const CHUNKS = 'report_artifact_chunks';

/**
 * Artifacts in the shared PostgreSQL database, so that every daemon serves every run's artifact
 * whichever daemon ran it. A write streams the renderer's output into `report_artifact_chunks`
 * (one row of bytea per 256 KiB, each its own short statement) under a fresh blob id; commit then
 * points the run's `report_artifacts` row at that blob in one transaction (dropping the chunks of
 * an earlier delivery of the same job). Reading fetches one chunk per query as the client
 * consumes them, so neither side ever holds a whole report, and a byte range starts at its
 * chunk. Chunks of a write that never committed (a daemon died mid-report) are removed after an
 * hour.
 *
 * Files written before (rows with storage `file`) are moved into the database by the daemon
 * that holds them, at its start.
 */
export class DatabaseArtifactStore extends RecordedArtifactStore {
  readonly storage = 'database' as const;
  private readonly logger = new Logger('ArtifactStore');

  constructor(
    rows: Repository<ReportArtifactEntity>,
    files: ArtifactFiles,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {
    super(rows, files);
  }

  async init(): Promise<void> {
    await this.files.clearTemporaries();
    await this.removeUnfinished();
    await this.importFiles();
  }

  create(artifact: NewArtifact): Promise<ArtifactUpload> {
    const blobId = randomUUID();
    const writer = this.writer(blobId);
    return Promise.resolve({
      stream: writer,
      commit: () => this.commit(artifact, blobId, writer),
      abort: async () => {
        writer.destroy();
        await this.dropChunks(blobId);
      },
    });
  }

  /** Removes chunks that belong to no artifact and are older than an hour. */
  async removeUnfinished(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - ORPHAN_AGE_MS);
    const result = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM ${CHUNKS} c WHERE c.created_at < $1 AND NOT EXISTS ` +
        `(SELECT 1 FROM report_artifacts a WHERE a.blob_id = c.blob_id)`,
      [cutoff],
    );
    const removed = result[1] ?? 0;
    if (removed > 0) this.logger.log(`removed ${removed} chunk(s) of unfinished report artifacts`);
    return removed;
  }

  protected readChunks(row: ReportArtifactEntity, range?: ByteRange): Readable | null {
    if (!row.blobId || !row.chunkBytes) return null;
    const size = Number(row.bytes);
    if (size === 0) return Readable.from([]);
    return Readable.from(
      this.chunksOf(row.blobId, row.chunkBytes, range ?? { start: 0, end: size - 1 }),
      { objectMode: false },
    );
  }

  protected async remove(row: ReportArtifactEntity): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(ReportArtifactEntity, { runId: row.runId });
      if (row.blobId) await manager.query(`DELETE FROM ${CHUNKS} WHERE blob_id = $1`, [row.blobId]);
    });
    if (row.storage === 'file') await this.files.remove(this.files.path(row.runId, row.format));
  }

  /**
   * Each chunk is its own short transaction, so no connection is held while the report is
   * rendered. Chunks commit without waiting for the WAL flush (synchronous_commit off, for that
   * transaction only): a chunk needs no durability of its own, because the commit that makes the
   * artifact the run's is synchronous, and flushing its WAL flushes every chunk written before.
   * A crash before that commit loses only chunks that nobody points to yet.
   */
  private writer(blobId: string): ChunkWriter {
    return new ChunkWriter(async (seq, data) => {
      await this.dataSource.transaction(async (manager) => {
        await manager.query('SET LOCAL synchronous_commit TO OFF');
        await manager.query(`INSERT INTO ${CHUNKS} (blob_id, seq, data) VALUES ($1, $2, $3)`, [
          blobId,
          seq,
          data,
        ]);
      });
    }, this.chunkBytes);
  }

  /** The range's bytes, one chunk per query, fetched as the reader asks for more. */
  private async *chunksOf(blobId: string, chunkBytes: number, range: ByteRange) {
    const first = Math.floor(range.start / chunkBytes);
    const last = Math.floor(range.end / chunkBytes);
    for (let seq = first; seq <= last; seq++) {
      const rows = await this.dataSource.query<Array<{ data: Buffer }>>(
        `SELECT data FROM ${CHUNKS} WHERE blob_id = $1 AND seq = $2`,
        [blobId, seq],
      );
      if (rows.length === 0) throw new Error(`chunk ${seq} of artifact blob ${blobId} is gone`);
      const base = seq * chunkBytes;
      const from = Math.max(0, range.start - base);
      const to = Math.min(rows[0].data.length, range.end - base + 1);
      yield rows[0].data.subarray(from, to);
    }
  }

  private async commit(
    artifact: NewArtifact,
    blobId: string,
    writer: ChunkWriter,
  ): Promise<ArtifactInfo> {
    if (!writer.writableFinished) throw new Error('commit before the artifact stream finished');
    const row = this.rows.create({
      runId: artifact.runId,
      ownerId: artifact.ownerId,
      format: artifact.format,
      contentType: artifact.contentType,
      bytes: writer.bytes,
      sha256: writer.digest(),
      storage: 'database',
      blobId,
      chunkBytes: this.chunkBytes,
      createdAt: this.clock.now(),
    });
    const previous = await this.dataSource.transaction(async (manager) => {
      const before = await manager.findOneBy(ReportArtifactEntity, { runId: artifact.runId });
      await manager.upsert(ReportArtifactEntity, row, ['runId']);
      if (before?.blobId && before.blobId !== blobId) {
        await manager.query(`DELETE FROM ${CHUNKS} WHERE blob_id = $1`, [before.blobId]);
      }
      return before;
    });
    if (previous?.storage === 'file') {
      await this.files.remove(this.files.path(previous.runId, previous.format));
    }
    return toInfo(row);
  }

  private dropChunks(blobId: string): Promise<unknown> {
    return this.dataSource.query(`DELETE FROM ${CHUNKS} WHERE blob_id = $1`, [blobId]);
  }

  /**
   * Files this daemon wrote before artifacts lived in the database (rows with storage `file`)
   * go into the database now, so that every daemon serves them; then the file goes. Two daemons
   * that share a directory may both try: the row changes only if it still says `file`.
   */
  private async importFiles(): Promise<void> {
    let moved = 0;
    for (const file of await this.files.list()) {
      const row = await this.rows.findOneBy({ runId: file.runId });
      if (row?.storage !== 'file' || row.format !== file.format) continue;
      const blobId = randomUUID();
      const writer = this.writer(blobId);
      try {
        await pipeline(createReadStream(file.path), writer);
        const result = await this.rows.update(
          { runId: row.runId, storage: 'file' },
          {
            storage: 'database',
            blobId,
            chunkBytes: this.chunkBytes,
            bytes: writer.bytes,
            sha256: writer.digest(),
          },
        );
        if (!result.affected) await this.dropChunks(blobId);
        else moved += 1;
        await this.files.remove(file.path);
      } catch (error) {
        await this.dropChunks(blobId).catch(() => undefined);
        this.logger.warn(
          `report artifact ${file.path} stays a file: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    if (moved > 0) this.logger.log(`moved ${moved} report artifact file(s) into the database`);
  }
}
