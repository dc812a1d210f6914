import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/**
 * Key of the PostgreSQL advisory lock that daemons sharing one database take around their
 * migrations. Any fixed 64-bit number works; this one spells "erpcmigr" in ASCII.
 */
export const MIGRATION_LOCK_KEY = '7309475736585234802';

/**
 * Runs pending migrations so that daemons starting at once against one database apply each
 * migration exactly once. TypeORM takes no lock of its own: two daemons would both read the
 * same pending list and both run it.
 *
 * - PostgreSQL: a session-level advisory lock held on one connection for the whole run; a
 *   second daemon waits on it, then finds nothing pending. A crashed holder's session ends and
 *   so does its lock.
 * - SQLite (one host, one data directory): each migration is a transaction and the file has a
 *   busy timeout, so a concurrent start cannot corrupt the schema; at worst the loser fails on
 *   "table already exists" and rolls back. If it then finds nothing pending, another process
 *   did the work and the start goes on.
 */
export async function runMigrationsOnce(dataSource: DataSource, logger: Logger): Promise<void> {
  if (dataSource.options.type !== 'postgres') {
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } catch (error) {
      if (await dataSource.showMigrations()) throw error;
      logger.log('another process applied the migrations meanwhile');
    }
    return;
  }
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  try {
    const [{ locked }] = (await lockHolder.query('SELECT pg_try_advisory_lock($1) AS locked', [
      MIGRATION_LOCK_KEY,
    ])) as Array<{ locked: boolean }>;
    if (!locked) {
      logger.log('another daemon is migrating the database; waiting for it');
      await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      if (applied.length > 0) {
        logger.log(
          `applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`,
        );
      }
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lockHolder.release();
  }
}
