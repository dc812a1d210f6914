import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MIGRATIONS } from './migrations';

/**
 * The state holds password hashes and tokens' hashes: only the daemon's user may read it,
 * whatever the umask it was started with. SQLite gives its -wal and -shm files the mode of the
 * database file; ones left from before are tightened too.
 */
function privateFile(database: string): void {
  closeSync(openSync(database, 'a', 0o600));
  for (const file of [database, `${database}-wal`, `${database}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}

/**
 * SQLite (better-sqlite3, WAL) in the data directory by default; PostgreSQL when a database URL
 * is configured. Same entities and migrations on both; the schema only changes by migration.
 */
export function dataSourceOptions(
  config: AppConfig,
  entities: NonNullable<DataSourceOptions['entities']>,
): DataSourceOptions {
  const common = {
    entities,
    migrations: MIGRATIONS,
    // Run by runMigrationsOnce (migration-guard.ts) under a lock, not by initialize().
    migrationsRun: false,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    logging: false,
  };
  if (config.database.url) {
    return { ...common, type: 'postgres', url: config.database.url, extra: { max: 10 } };
  }
  mkdirSync(config.dataDir, { recursive: true, mode: 0o750 });
  const database = join(config.dataDir, 'state.sqlite');
  privateFile(database);
  const busyTimeout = config.database.busyTimeoutMs;
  return {
    ...common,
    type: 'better-sqlite3',
    database,
    enableWAL: true,
    prepareDatabase: (db: { pragma(source: string): unknown }) => {
      db.pragma(`busy_timeout = ${busyTimeout}`);
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
    },
  };
}
