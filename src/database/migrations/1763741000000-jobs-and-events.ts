import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { PortableColumns } from '../portable-columns';

/** Job rows (history beyond Redis retention, idempotency keys) and the WebSocket event log. */
export class JobsAndEvents1763741000000 implements MigrationInterface {
  name = 'JobsAndEvents1763741000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new PortableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'jobs',
        columns: [
          c.id(),
          c.text('name', 64),
          c.text('queue', 32),
          c.text('status', 16),
          { ...c.integer('progress'), default: 0 },
          { ...c.integer('attempts'), default: 0 },
          c.longText('payload'),
          c.longText('result', true),
          c.longText('failure_reason', true),
          c.ref('user_id', true),
          c.text('idempotency_key', 200, true),
          c.createdAt(),
          c.createdAt('updated_at'),
          c.timestamp('started_at', true),
          c.timestamp('finished_at', true),
        ],
        indices: [
          { name: 'IDX_jobs_status', columnNames: ['status'] },
          { name: 'IDX_jobs_user', columnNames: ['user_id'] },
          {
            name: 'IDX_jobs_idempotency',
            columnNames: ['user_id', 'idempotency_key'],
            isUnique: true,
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'events',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          c.text('source_key', 120),
          c.text('topic', 40),
          c.text('type', 60),
          c.ref('job_id', true),
          c.longText('data'),
          c.createdAt(),
        ],
        indices: [
          { name: 'IDX_events_source', columnNames: ['source_key'], isUnique: true },
          { name: 'IDX_events_job', columnNames: ['job_id'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('events');
    await queryRunner.dropTable('jobs');
  }
}
