import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Where an artifact's bytes are: a file of one daemon, or chunks in the shared database. */
export type ArtifactStorage = 'file' | 'database';

/** One run's artifact (migration ReportArtifacts1795454717069). */
@Entity('report_artifacts')
export class ReportArtifactEntity {
  @PrimaryColumn({ name: 'run_id', type: 'varchar', length: 36 })
  runId!: string;

  /** The user who asked for the run; null for runs without a user (e.g. an agent's). */
  @Index('IDX_report_artifacts_owner')
  @Column({ name: 'owner_id', type: 'varchar', length: 36, nullable: true })
  ownerId!: string | null;

  @Column({ type: 'varchar', length: 8 })
  format!: string;

  @Column({ name: 'content_type', type: 'varchar', length: 100 })
  contentType!: string;

  /** A string on PostgreSQL (bigint), a number on SQLite: read it through Number(). */
  @Column({ type: 'bigint' })
  bytes!: number | string;

  /** Hex SHA-256 of the bytes; null for artifacts written before it was kept. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  sha256!: string | null;

  @Column({ type: 'varchar', length: 16 })
  storage!: ArtifactStorage;

  /** The chunks' key when the storage is `database`. */
  @Column({ name: 'blob_id', type: 'varchar', length: 36, nullable: true })
  blobId!: string | null;

  /** Size of every chunk but the last, so a byte range finds its first chunk. */
  @Column({ name: 'chunk_bytes', type: 'integer', nullable: true })
  chunkBytes!: number | null;

  @Index('IDX_report_artifacts_created')
  @Column({ name: 'created_at', type: Date })
  createdAt!: Date;
}
