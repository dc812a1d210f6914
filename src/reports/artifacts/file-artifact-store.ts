import type { Readable } from 'node:stream';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { ArtifactFiles } from './artifact-files';
import { ArtifactInfo, ArtifactUpload, NewArtifact } from './artifact-store';
import { RecordedArtifactStore, toInfo } from './recorded-artifact-store';
import { ReportArtifactEntity } from './report-artifact.entity';

/**
 * A single daemon's artifacts (state on SQLite): files in `<data>/reports`, written through a
 * temporary file and renamed into place, so a re-run after a crash leaves one file. The row is
 * written after the rename; a crash between leaves a file the re-run overwrites.
 */
export class FileArtifactStore extends RecordedArtifactStore {
  readonly storage = 'file' as const;

  constructor(
    rows: Repository<ReportArtifactEntity>,
    files: ArtifactFiles,
    private readonly clock: Clock,
  ) {
    super(rows, files);
  }

  async init(): Promise<void> {
    await this.files.ensureDirectory();
    await this.files.clearTemporaries();
  }

  async create(artifact: NewArtifact): Promise<ArtifactUpload> {
    const write = await this.files.begin(artifact.runId, artifact.format, artifact.attempt);
    return {
      stream: write.stream,
      commit: async (): Promise<ArtifactInfo> => {
        await this.files.finish(write, artifact.runId, artifact.format);
        const row = this.rows.create({
          runId: artifact.runId,
          ownerId: artifact.ownerId,
          format: artifact.format,
          contentType: artifact.contentType,
          bytes: write.stream.bytes,
          sha256: write.stream.digest(),
          storage: 'file',
          blobId: null,
          chunkBytes: null,
          createdAt: this.clock.now(),
        });
        // One statement, no transaction: SQLite has one connection, and concurrent jobs commit.
        await this.rows.upsert(row, ['runId']);
        return toInfo(row);
      },
      abort: () => this.files.discard(write),
    };
  }

  /** Temporary files go at start (init); while jobs run, one of them may be writing. */
  removeUnfinished(): Promise<number> {
    return Promise.resolve(0);
  }

  protected readChunks(): Readable | null {
    return null;
  }

  protected async remove(row: ReportArtifactEntity): Promise<void> {
    await this.rows.delete({ runId: row.runId });
    await this.files.remove(this.files.path(row.runId, row.format));
  }
}
