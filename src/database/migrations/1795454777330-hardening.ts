import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { PortableColumns } from '../portable-columns';

interface UserRow {
  id: string;
  username: string;
}

/**
 * Issue #16: sessions with their lineage and an absolute end; usernames unique regardless of
 * case; the fingerprint of the request that first used an Idempotency-Key.
 *
 * Usernames that differ only in case may exist from before. The oldest of each group keeps its
 * name; every younger one is renamed to `<name>.dup-<first 8 of its id>` and disabled, so no one
 * can sign in as a look-alike until an Admin looks at it (docs/security.md).
 */
export class Hardening1795454777330 implements MigrationInterface {
  name = 'Hardening1795454777330';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = new PortableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'auth_sessions',
        columns: [
          c.id(),
          c.ref('user_id'),
          c.text('via', 16),
          c.ref('api_key_id', true),
          c.timestamp('expires_at'),
          c.timestamp('revoked_at', true),
          c.text('revoked_reason', 32, true),
          c.createdAt(),
        ],
        indices: [
          { name: 'IDX_auth_sessions_user', columnNames: ['user_id'] },
          { name: 'IDX_auth_sessions_api_key', columnNames: ['api_key_id'] },
          { name: 'IDX_auth_sessions_expiry', columnNames: ['expires_at'] },
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

    const users = await queryRunner.manager
      .createQueryBuilder()
      .select(['u.id AS id', 'u.username AS username'])
      .from('users', 'u')
      .orderBy('u.created_at', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .getRawMany<UserRow>();
    const seen = new Set<string>();
    for (const user of users) {
      const key = user.username.toLowerCase();
      if (!seen.has(key)) {
        seen.add(key);
        continue;
      }
      await queryRunner.manager
        .createQueryBuilder()
        .update('users')
        .set({
          username: `${user.username.slice(0, 51)}.dup-${user.id.slice(0, 8)}`,
          disabled: true,
        })
        .where('id = :id', { id: user.id })
        .execute();
    }
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_users_username_ci" ON "users" (lower("username"))',
    );

    await queryRunner.addColumn(
      'jobs',
      new TableColumn(c.text('idempotency_fingerprint', 64, true)),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('jobs', 'idempotency_fingerprint');
    await queryRunner.query('DROP INDEX "IDX_users_username_ci"');
    await queryRunner.dropTable('auth_sessions');
  }
}
