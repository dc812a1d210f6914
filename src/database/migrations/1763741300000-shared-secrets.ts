import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { PortableColumns } from '../portable-columns';

/**
 * Generated secrets shared by every daemon on one PostgreSQL database (SecretStore). Created on
 * SQLite too, so both schemas stay the same, though a single daemon keeps its secrets in files.
 */
export class SharedSecrets1763741300000 implements MigrationInterface {
  name = 'SharedSecrets1763741300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new PortableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'shared_secrets',
        columns: [
          { name: 'name', type: 'varchar', length: '100', isPrimary: true },
          // Base64 of the random bytes.
          c.longText('value'),
          c.createdAt(),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('shared_secrets');
  }
}
