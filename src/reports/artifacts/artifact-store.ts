import type { Readable, Writable } from 'node:stream';
import type { ArtifactStorage } from './report-artifact.entity';

/** What is known of a stored artifact without reading it. */
export interface ArtifactInfo {
  runId: string;
  ownerId: string | null;
  /** csv, json or pdf: also the file name's extension. */
  format: string;
  contentType: string;
  bytes: number;
  /** Hex SHA-256 of the bytes (null for artifacts older than the checksum). */
  sha256: string | null;
  storage: ArtifactStorage;
  createdAt: Date;
}

export interface NewArtifact {
  runId: string;
  ownerId: string | null;
  format: string;
  contentType: string;
  /** The job's attempt, to keep concurrent or retried writes of one run apart. */
  attempt: number;
}

/**
 * An artifact being written. The renderer writes to `stream` (honouring backpressure) and ends
 * it; `commit` then makes the bytes the run's artifact in one step, replacing an earlier one of
 * the same run (a re-delivered job), so a reader sees the old artifact, the new, or none, never
 * half of one. `abort` throws the bytes away.
 */
export interface ArtifactUpload {
  readonly stream: Writable;
  commit(): Promise<ArtifactInfo>;
  abort(): Promise<void>;
}

/** Inclusive byte positions, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface OpenedArtifact {
  info: ArtifactInfo;
  /** The bytes, or those of the range asked for; read lazily, a piece at a time. */
  stream: Readable;
}

/** What one owner's artifacts take. */
export interface OwnerUsage {
  ownerId: string | null;
  artifacts: number;
  bytes: number;
}

/**
 * The port for report artifacts: write, read (whole or a byte range), delete, and account per
 * owner. Two adapters: files in `<data>/reports` for a single daemon on SQLite
 * (FileArtifactStore), and chunks in the shared PostgreSQL database that every daemon reads
 * (DatabaseArtifactStore). Both keep one `report_artifacts` row per artifact, so retention,
 * deletion and per-owner sizes work the same way on either. Caps (e.g. disk per user) belong on
 * top of this port: `usageOf` answers from the rows, without touching the bytes.
 */
export abstract class ArtifactStore {
  /** Where new artifacts go. */
  abstract readonly storage: ArtifactStorage;

  /** Clears what a crash left behind (half-written bytes); called once at start. */
  abstract init(): Promise<void>;

  abstract create(artifact: NewArtifact): Promise<ArtifactUpload>;

  abstract info(runId: string): Promise<ArtifactInfo | null>;

  /** Null when the run has no artifact (never had, or deleted) or its bytes are not here. */
  abstract open(runId: string, range?: ByteRange): Promise<OpenedArtifact | null>;

  /** Deletes one artifact; false when there was none. */
  abstract delete(runId: string): Promise<boolean>;

  /**
   * Removes bytes of writes that never committed and whose writer is gone (a daemon died
   * mid-report); safe while other writes run. Returns how many pieces went.
   */
  abstract removeUnfinished(): Promise<number>;

  /** Deletes artifacts created before `cutoff` (retention); returns how many went. */
  abstract deleteCreatedBefore(cutoff: Date): Promise<number>;

  /** Artifacts and bytes per owner, largest first. */
  abstract usageByOwner(): Promise<OwnerUsage[]>;

  abstract usageOf(ownerId: string | null): Promise<OwnerUsage>;
}
