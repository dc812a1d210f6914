import type { Readable } from 'node:stream';
import { LessThan, Repository } from 'typeorm';
import { ArtifactFiles } from './artifact-files';
import {
  ArtifactInfo,
  ArtifactStore,
  ByteRange,
  OpenedArtifact,
  OwnerUsage,
} from './artifact-store';
import { ReportArtifactEntity } from './report-artifact.entity';

/** Rows deleted per round of retention, so one sweep never holds a long transaction. */
const SWEEP_BATCH = 200;

export function toInfo(row: ReportArtifactEntity): ArtifactInfo {
  return {
    runId: row.runId,
    ownerId: row.ownerId,
    format: row.format,
    contentType: row.contentType,
    bytes: Number(row.bytes),
    sha256: row.sha256,
    storage: row.storage,
    createdAt: row.createdAt,
  };
}

/**
 * What both adapters share: one `report_artifacts` row per artifact answers `info`, sizes per
 * owner and which artifacts retention takes; the adapters keep the bytes. Rows whose storage is
 * `file` are read from this daemon's `<data>/reports` by either adapter (artifacts written
 * before the database held them).
 */
export abstract class RecordedArtifactStore extends ArtifactStore {
  constructor(
    protected readonly rows: Repository<ReportArtifactEntity>,
    protected readonly files: ArtifactFiles,
  ) {
    super();
  }

  /** The bytes of a `database` row; only the database adapter has any. */
  protected abstract readChunks(row: ReportArtifactEntity, range?: ByteRange): Readable | null;

  /** Deletes the row and then its bytes. */
  protected abstract remove(row: ReportArtifactEntity): Promise<void>;

  async info(runId: string): Promise<ArtifactInfo | null> {
    const row = await this.rows.findOneBy({ runId });
    return row ? toInfo(row) : null;
  }

  async open(runId: string, range?: ByteRange): Promise<OpenedArtifact | null> {
    const row = await this.rows.findOneBy({ runId });
    if (!row) return null;
    const stream =
      row.storage === 'file'
        ? await this.files.read(this.files.path(row.runId, row.format), range)
        : this.readChunks(row, range);
    return stream ? { info: toInfo(row), stream } : null;
  }

  async delete(runId: string): Promise<boolean> {
    const row = await this.rows.findOneBy({ runId });
    if (!row) return false;
    await this.remove(row);
    return true;
  }

  async deleteCreatedBefore(cutoff: Date): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = await this.rows.find({
        where: { createdAt: LessThan(cutoff) },
        order: { createdAt: 'ASC' },
        take: SWEEP_BATCH,
      });
      for (const row of batch) await this.remove(row);
      deleted += batch.length;
      if (batch.length < SWEEP_BATCH) return deleted;
    }
  }

  async usageByOwner(): Promise<OwnerUsage[]> {
    const rows = await this.rows
      .createQueryBuilder('a')
      .select('a.owner_id', 'ownerId')
      .addSelect('COUNT(*)', 'artifacts')
      .addSelect('COALESCE(SUM(a.bytes), 0)', 'bytes')
      .groupBy('a.owner_id')
      .getRawMany<{ ownerId: string | null; artifacts: string | number; bytes: string | number }>();
    return rows
      .map((r) => ({ ownerId: r.ownerId, artifacts: Number(r.artifacts), bytes: Number(r.bytes) }))
      .sort((a, b) => b.bytes - a.bytes);
  }

  async usageOf(ownerId: string | null): Promise<OwnerUsage> {
    const builder = this.rows
      .createQueryBuilder('a')
      .select('COUNT(*)', 'artifacts')
      .addSelect('COALESCE(SUM(a.bytes), 0)', 'bytes');
    if (ownerId === null) builder.where('a.owner_id IS NULL');
    else builder.where('a.owner_id = :ownerId', { ownerId });
    const row = await builder.getRawOne<{ artifacts: string | number; bytes: string | number }>();
    return { ownerId, artifacts: Number(row?.artifacts ?? 0), bytes: Number(row?.bytes ?? 0) };
  }
}
