import Database from 'better-sqlite3';

/**
 * A value recorded in the `_demo_meta` table of a file in the demo schema (the demo ERP's and the
 * replica's), read before the file is opened for use: null when the file is missing, unreadable
 * or not one of ours, so that the caller rebuilds it.
 */
export function recordedMeta(file: string, key: string): string | null {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const value = db.prepare('SELECT "value" FROM "_demo_meta" WHERE "key" = ?').pluck().get(key);
      return typeof value === 'string' ? value : null;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}
