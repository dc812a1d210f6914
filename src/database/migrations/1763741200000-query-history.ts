import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { PortableColumns } from '../portable-columns';

/** Every natural-language question asked: who, what, how it was understood, and how it went. */
export class QueryHistory1763741200000 implements MigrationInterface {
  name = 'QueryHistory1763741200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new PortableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'query_history',
        columns: [
          c.id(),
          c.ref('user_id'),
          c.text('username', 64),
          c.longText('text'),
          c.text('format', 8),
          c.integer('row_limit'),
          c.text('outcome', 16),
          c.text('error_code', 32, true),
          c.text('ido', 64, true),
          c.longText('interpretation', true),
          // Both drivers know "double precision"; confidence and elapsed time are fractions.
          { name: 'confidence', type: 'double precision', isNullable: true },
          c.integer('result_count', true),
          { name: 'elapsed_ms', type: 'double precision' },
          c.createdAt(),
        ],
        indices: [
          { name: 'IDX_query_history_created', columnNames: ['created_at'] },
          { name: 'IDX_query_history_user_created', columnNames: ['user_id', 'created_at'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('query_history');
  }
}
