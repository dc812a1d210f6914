import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { PortableColumns } from '../portable-columns';

interface CompletedReportJob {
  id: string;
  user_id: string | null;
  payload: string;
  result: string | null;
  finished_at: Date | string | null;
  created_at: Date | string;
}

/**
 * Report artifacts become rows (ArtifactStore): `report_artifacts` says which run has an
 * artifact, whose it is, its size, type and checksum, and where its bytes are (`file`: in
 * `<data>/reports` of the daemon that wrote it; `database`: in `report_artifact_chunks`, which
 * every daemon on the same PostgreSQL reads). Both tables exist on SQLite too, so the schemas
 * stay the same, though a single daemon keeps its artifacts in files.
 *
 * Artifacts written before this migration are files: each completed report run gets a `file`
 * row, so retention, sizes per owner and downloads keep working; on PostgreSQL each daemon
 * moves the files it holds into the database at its next start.
 */
export class ReportArtifacts1795454717069 implements MigrationInterface {
  name = 'ReportArtifacts1795454717069';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new PortableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'report_artifacts',
        columns: [
          { ...c.ref('run_id'), isPrimary: true },
          c.ref('owner_id', true),
          c.text('format', 8),
          c.text('content_type', 100),
          c.bigInteger('bytes'),
          c.text('sha256', 64, true),
          c.text('storage', 16),
          c.ref('blob_id', true),
          c.integer('chunk_bytes', true),
          c.createdAt(),
        ],
        indices: [
          { name: 'IDX_report_artifacts_owner', columnNames: ['owner_id'] },
          { name: 'IDX_report_artifacts_created', columnNames: ['created_at'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'report_artifact_chunks',
        columns: [
          { ...c.ref('blob_id'), isPrimary: true },
          { ...c.integer('seq'), isPrimary: true },
          c.binary('data'),
          c.createdAt(),
        ],
      }),
    );
    await this.compressWithLz4(queryRunner);
    await this.backfill(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('report_artifact_chunks');
    await queryRunner.dropTable('report_artifacts');
  }

  /**
   * PostgreSQL compresses each chunk in TOAST (pglz by default). Where the server was built with
   * lz4 (PostgreSQL 14 and later, as Debian's and most packages are), chunks use it: the same
   * WAL for report text at about twice the write and read speed (bench/artifact-wal.bench.ts).
   */
  private async compressWithLz4(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'postgres') return;
    const rows = (await queryRunner.query(
      "SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)",
    )) as unknown[];
    if (rows.length === 0) return;
    await queryRunner.query(
      'ALTER TABLE report_artifact_chunks ALTER COLUMN data SET COMPRESSION lz4',
    );
  }

  private async backfill(queryRunner: QueryRunner): Promise<void> {
    const jobs = (await queryRunner.query(
      "SELECT id, user_id, payload, result, finished_at, created_at FROM jobs WHERE name = 'report.generate' AND status = 'completed'",
    )) as CompletedReportJob[];
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const insert = postgres
      ? 'INSERT INTO report_artifacts (run_id, owner_id, format, content_type, bytes, storage, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)'
      : 'INSERT INTO report_artifacts (run_id, owner_id, format, content_type, bytes, storage, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)';
    for (const job of jobs) {
      if (!job.result) continue;
      const payload = JSON.parse(job.payload) as { format?: string };
      const result = JSON.parse(job.result) as { contentType?: string; bytes?: number };
      if (!payload.format || !result.contentType) continue;
      // As the driver gave it: a Date on PostgreSQL, SQLite's UTC text on SQLite.
      const at = job.finished_at ?? job.created_at;
      await queryRunner.query(insert, [
        job.id,
        job.user_id,
        payload.format,
        result.contentType,
        result.bytes ?? 0,
        'file',
        at,
      ]);
    }
  }
}
