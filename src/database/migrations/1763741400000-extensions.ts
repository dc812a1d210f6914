import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { PortableColumns } from '../portable-columns';

/**
 * Deployed extensions: one row per extension (its name is its id), the bundle's digest and
 * signer, whether it is enabled, and a summary of what it contributes. The bundle's files are in
 * `<data>/extensions/<name>/`; the row is what says they are deployed.
 */
export class Extensions1763741400000 implements MigrationInterface {
  name = 'Extensions1763741400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new PortableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'extensions',
        columns: [
          { ...c.text('name', 64), isPrimary: true },
          c.text('version', 64),
          c.longText('description'),
          c.text('digest', 80),
          c.text('signer', 64, true),
          c.boolean('enabled', true),
          c.longText('contents'),
          c.text('deployed_by', 64),
          c.timestamp('deployed_at'),
          c.timestamp('updated_at'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('extensions');
  }
}
