import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { PortableColumns } from '../portable-columns';

/** Policies with their history, and the append-only audit log. */
export class PoliciesAndAudit1763741100000 implements MigrationInterface {
  name = 'PoliciesAndAudit1763741100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new PortableColumns(queryRunner);
    const serial = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment' as const,
    };
    await queryRunner.createTable(
      new Table({
        name: 'policies',
        columns: [
          { ...c.text('key', 100), isPrimary: true },
          c.longText('value'),
          c.integer('version'),
          c.text('updated_by', 64),
          c.timestamp('updated_at'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'policy_history',
        columns: [
          serial,
          c.text('key', 100),
          c.integer('version'),
          c.longText('value'),
          c.text('updated_by', 64),
          c.timestamp('updated_at'),
        ],
        indices: [
          {
            name: 'IDX_policy_history_key_version',
            columnNames: ['key', 'version'],
            isUnique: true,
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          serial,
          c.timestamp('at'),
          c.ref('user_id', true),
          c.text('username', 64, true),
          c.text('role', 16, true),
          c.text('action', 120),
          c.text('target', 500, true),
          c.integer('status'),
          c.text('outcome', 16),
          c.text('request_id', 128),
          c.text('address', 64),
        ],
        indices: [
          { name: 'IDX_audit_at', columnNames: ['at'] },
          { name: 'IDX_audit_user', columnNames: ['user_id'] },
          { name: 'IDX_audit_action', columnNames: ['action'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['audit_log', 'policy_history', 'policies'])
      await queryRunner.dropTable(table);
  }
}
