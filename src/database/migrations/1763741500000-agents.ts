import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { PortableColumns } from '../portable-columns';

/** Agents, their versions (manifest and compiled form) and their runs. */
export class Agents1763741500000 implements MigrationInterface {
  name = 'Agents1763741500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new PortableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'agents',
        columns: [
          { name: 'name', type: 'varchar', length: '64', isPrimary: true },
          c.text('state', 16),
          c.text('active_version', 64, true),
          c.text('pending_version', 64, true),
          c.longText('last_error', true),
          c.ref('last_run_id', true),
          c.createdAt(),
          c.createdAt('updated_at'),
        ],
        indices: [{ name: 'IDX_agents_last_run', columnNames: ['last_run_id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'agent_versions',
        columns: [
          c.id(),
          c.text('agent', 64),
          c.text('version', 64),
          c.text('state', 16),
          c.longText('manifest'),
          c.longText('compiled', true),
          c.longText('errors', true),
          c.ref('deploy_job_id', true),
          c.ref('deployed_by', true),
          c.timestamp('deployed_at', true),
          c.createdAt(),
        ],
        indices: [
          {
            name: 'IDX_agent_versions_agent_version',
            columnNames: ['agent', 'version'],
            isUnique: true,
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'agent_runs',
        columns: [
          c.id(),
          c.text('agent', 64),
          c.text('version', 64),
          c.text('trigger', 16),
          c.text('job_id', 200),
          c.text('status', 16),
          c.text('outcome', 16, true),
          c.longText('input', true),
          c.longText('result', true),
          c.longText('failure_reason', true),
          c.ref('requested_by', true),
          c.timestamp('due_at'),
          c.createdAt(),
          c.timestamp('started_at', true),
          c.timestamp('finished_at', true),
        ],
        indices: [
          { name: 'IDX_agent_runs_agent_created', columnNames: ['agent', 'created_at'] },
          { name: 'IDX_agent_runs_job', columnNames: ['job_id'], isUnique: true },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('agent_runs');
    await queryRunner.dropTable('agent_versions');
    await queryRunner.dropTable('agents');
  }
}
