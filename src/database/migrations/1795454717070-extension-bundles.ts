import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { PortableColumns } from '../portable-columns';

/**
 * Extension bundles every daemon can reach: on PostgreSQL the deploying daemon stores the
 * bundle (its files as a tar.gz) in `extension_bundles`, keyed by name and digest, and the
 * others fetch it from there and check it again before applying it. `extensions.signature`
 * keeps the signature the bundle was deployed with (from the header or its SIGNATURE file), so
 * that each daemon verifies it with its own trusted keys. Created on SQLite too (same schema);
 * a single daemon keeps its bundles in `<data>/extensions` only.
 */
export class ExtensionBundles1795454717070 implements MigrationInterface {
  name = 'ExtensionBundles1795454717070';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new PortableColumns(queryRunner);
    await queryRunner.addColumn('extensions', new TableColumn(c.longText('signature', true)));
    await queryRunner.createTable(
      new Table({
        name: 'extension_bundles',
        columns: [
          { ...c.text('name', 64), isPrimary: true },
          { ...c.text('digest', 80), isPrimary: true },
          c.binary('archive'),
          c.integer('bytes'),
          c.createdAt(),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('extension_bundles');
    await queryRunner.dropColumn('extensions', 'signature');
  }
}
