import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { PortableColumns } from '../portable-columns';

/** Users, API keys, refresh-token families and revoked access tokens. */
export class InitialAuth1763740800000 implements MigrationInterface {
  name = 'InitialAuth1763740800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new PortableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          c.id(),
          { ...c.text('username', 64), isUnique: true },
          c.text('password_hash', 255, true),
          c.text('role', 16),
          { ...c.text('kind', 16), default: "'person'" },
          c.boolean('disabled', false),
          c.createdAt(),
          c.createdAt('updated_at'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'api_keys',
        columns: [
          c.id(),
          c.ref('user_id'),
          c.text('name', 100),
          c.text('prefix', 16),
          c.text('key_hash', 64),
          c.timestamp('expires_at', true),
          c.timestamp('revoked_at', true),
          c.timestamp('last_used_at', true),
          c.createdAt(),
        ],
        indices: [
          { name: 'IDX_api_keys_user', columnNames: ['user_id'] },
          { name: 'IDX_api_keys_prefix', columnNames: ['prefix'], isUnique: true },
        ],
        foreignKeys: [
          {
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'refresh_tokens',
        columns: [
          c.id(),
          c.ref('family_id'),
          c.ref('user_id'),
          c.text('token_hash', 64),
          c.ref('access_jti'),
          c.timestamp('expires_at'),
          c.timestamp('used_at', true),
          c.timestamp('revoked_at', true),
          c.createdAt(),
        ],
        indices: [
          { name: 'IDX_refresh_tokens_family', columnNames: ['family_id'] },
          { name: 'IDX_refresh_tokens_user', columnNames: ['user_id'] },
        ],
        foreignKeys: [
          {
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'revoked_tokens',
        columns: [
          { ...c.ref('jti'), isPrimary: true },
          c.ref('user_id'),
          c.timestamp('expires_at'),
        ],
        indices: [{ name: 'IDX_revoked_tokens_expiry', columnNames: ['expires_at'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['revoked_tokens', 'refresh_tokens', 'api_keys', 'users']) {
      await queryRunner.dropTable(table);
    }
  }
}
