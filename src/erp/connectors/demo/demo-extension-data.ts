import Database from 'better-sqlite3';
import type { PropertyDefinition } from '../../catalog/catalog.types';
import type { ExtensionDataSet } from '../erp-connector.port';
import { quoteIdent } from '../../filter/sql-filter-compiler';
import { extensionTable, sqliteColumnType } from './demo-sql-builder';

const META = '_ext_meta';

/**
 * Writes and drops extension tables in the demo database, on a short-lived read-write
 * connection of the daemon's thread (the read workers' connections are read-only; they see the
 * commit through SQLite's data version, which also clears their cached counts). A store is one
 * transaction and is skipped when the same bundle (fingerprint) is already there, so a restart
 * does not rewrite it.
 */
export class DemoExtensionData {
  constructor(private readonly file: string) {}

  store(source: string, sets: readonly ExtensionDataSet[], fingerprint: string): void {
    this.withDatabase((db) => {
      db.exec(
        `CREATE TABLE IF NOT EXISTS ${quoteIdent(META)} (source TEXT PRIMARY KEY, fingerprint TEXT NOT NULL)`,
      );
      const stored = db
        .prepare(`SELECT fingerprint FROM ${quoteIdent(META)} WHERE source = ?`)
        .pluck()
        .get(source);
      if (stored === fingerprint) return;
      db.transaction(() => {
        this.dropTables(db, source);
        for (const set of sets) this.writeSet(db, source, set);
        db.prepare(
          `INSERT INTO ${quoteIdent(META)} (source, fingerprint) VALUES (?, ?) ON CONFLICT (source) DO UPDATE SET fingerprint = excluded.fingerprint`,
        ).run(source, fingerprint);
      })();
    });
  }

  drop(source: string): void {
    this.withDatabase((db) => {
      db.transaction(() => {
        this.dropTables(db, source);
        const meta = db
          .prepare(`SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?`)
          .pluck()
          .get(META);
        if (Number(meta) > 0)
          db.prepare(`DELETE FROM ${quoteIdent(META)} WHERE source = ?`).run(source);
      })();
    });
  }

  private withDatabase(work: (db: Database.Database) => void): void {
    const db = new Database(this.file, { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      work(db);
    } finally {
      db.close();
    }
  }

  private dropTables(db: Database.Database, source: string): void {
    const prefix = extensionTable(source, '');
    const tables = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, ?) = ?`)
      .pluck()
      .all(prefix.length, prefix) as string[];
    for (const table of tables) db.exec(`DROP TABLE ${quoteIdent(table)}`);
  }

  private writeSet(db: Database.Database, source: string, set: ExtensionDataSet): void {
    const keys = set.ido.keys.map((k) => set.ido.property(k) as PropertyDefinition);
    const columns = [...keys, ...set.properties.filter((p) => !p.key && !p.derived)];
    const table = quoteIdent(extensionTable(source, set.ido.name));
    const definitions = columns.map(
      (p) =>
        `${quoteIdent(p.name)} ${sqliteColumnType(p.type)}${p.nullable === false || p.key ? ' NOT NULL' : ''}`,
    );
    db.exec(
      `CREATE TABLE ${table} (${definitions.join(', ')}, PRIMARY KEY (${keys.map((k) => quoteIdent(k.name)).join(', ')})) WITHOUT ROWID`,
    );
    const insert = db.prepare(
      `INSERT INTO ${table} (${columns.map((p) => quoteIdent(p.name)).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    for (const row of set.rows) insert.run(columns.map((p) => row[p.name] ?? null));
  }
}
