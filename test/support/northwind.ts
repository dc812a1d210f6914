import Database from 'better-sqlite3';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The Northwind scripts of the project's shared reference folder, which sits beside the
 * checkout (in CI and in every worktree, some levels up); null where there is none.
 */
export function northwindSource(): string | null {
  for (let dir = join(__dirname, '..', '..'); dirname(dir) !== dir; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'reference', 'sample-databases', 'northwind');
    if (existsSync(join(candidate, 'create.sql'))) return candidate;
  }
  return null;
}

/** Northwind as its README builds it (create.sql, then update.sql), into `file`. */
export function buildNorthwind(file: string, source: string): void {
  const temp = `${file}.tmp`;
  rmSync(temp, { force: true });
  const db = new Database(temp);
  try {
    // One transaction, no syncs: thousands of INSERTs in a second instead of a minute.
    db.pragma('journal_mode = MEMORY');
    db.pragma('synchronous = OFF');
    db.pragma('foreign_keys = OFF');
    db.exec('BEGIN');
    db.exec(readFileSync(join(source, 'create.sql'), 'utf8'));
    db.exec(readFileSync(join(source, 'update.sql'), 'utf8'));
    db.exec('COMMIT');
  } finally {
    db.close();
  }
  renameSync(temp, file);
}
