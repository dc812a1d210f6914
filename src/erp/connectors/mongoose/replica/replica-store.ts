import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import type { CatalogIdo } from '../../../catalog/catalog-ido';
import type { IdoDefinition } from '../../../catalog/catalog.types';
import { quoteIdent } from '../../../filter/sql-filter-compiler';
import type { ErpValue } from '../../../load-request';
import { recordedMeta } from '../../demo/demo-meta';
import { createTables, demoIndexes, storedColumns } from '../../demo/demo-schema';

/** Bump when the replica's own tables change; an older file is rebuilt (a full load follows). */
const REPLICA_STORE_VERSION = 2;

/** Where one IDO's copy stands. Times are ISO UTC (this host's clock) unless said otherwise. */
export interface ReplicaIdoState {
  ido: string;
  /**
   * The next pass loads rows with RecordDate at or after this (server wall clock,
   * `yyyyMMdd HH:mm:ss.fff`); null: never loaded, the next pass is a full load.
   */
  watermark: string | null;
  /** A pass under way (interrupted by a crash, or running): where it resumes. */
  pass: {
    /** The watermark it loads from (null: a full load). */
    from: string | null;
    /** The watermark once it completes. */
    next: string;
    /** When it started: the copy will reflect the ERP as of then. */
    startedAt: string;
    /** The key of the last row committed; null: nothing yet. */
    after: ErpValue[] | null;
    rows: number;
  } | null;
  /** Start of the last completed pass: the copy reflects the ERP as of then. */
  syncedAt: string | null;
  /** Start of the last completed key sweep. */
  sweptAt: string | null;
  /** Rows in the copy. */
  rows: number;
}

export interface ReplicaRun {
  id: number;
  startedAt: string;
  finishedAt: string | null;
  outcome: 'running' | 'synced' | 'failed';
  rows: number;
  deleted: number;
  detail: string | null;
}

interface StateRow {
  ido: string;
  watermark: string | null;
  pass_from: string | null;
  pass_next: string | null;
  pass_started_at: string | null;
  pass_after: string | null;
  pass_rows: number;
  synced_at: string | null;
  swept_at: string | null;
  rows: number;
}

/**
 * The Mongoose replica on disk: one SQLite file in the data directory whose IDO tables are made
 * by the demo ERP's own schema code (so the demo connector's SQL, derived properties included,
 * runs on it unchanged), plus `_replica_state` (one row per IDO: watermark, the pass under way
 * and where it resumes, last sync and sweep) and `_replica_runs` (one row per sync). This
 * connection is the only writer; the read workers open the file read-only (WAL: readers never
 * wait for a sync, and see each page only once it is committed).
 *
 * A page of rows and the position after it are committed in one transaction, so a sync killed
 * at any moment resumes after the last committed page: nothing lost, nothing twice (rows are
 * upserted by key anyway).
 */
export class ReplicaStore {
  private readonly db: Database.Database;
  private readonly upserts = new Map<string, Database.Statement>();
  /** asOf() is read on every answer; it changes only when a pass completes. */
  private asOfCache: { value: string | null } | null = null;

  private constructor(
    readonly file: string,
    db: Database.Database,
    /** The IDOs (tables) this copy holds, with their stored columns. */
    private readonly tables: ReadonlyMap<string, ReadonlySet<string>>,
    /** The demo's secondary indexes for this catalog, vocabulary indexes included. */
    private readonly indexes: Readonly<Record<string, ReadonlyArray<readonly string[]>>>,
  ) {
    this.db = db;
  }

  /**
   * Opens the replica, creating it (or rebuilding it, when the catalog's stored columns or this
   * store's tables changed since it was made) with empty tables.
   */
  static open(file: string, catalog: readonly IdoDefinition[]): ReplicaStore {
    const fingerprint = schemaFingerprint(catalog);
    if (existsSync(file) && recordedMeta(file, 'replicaSchema') !== fingerprint) {
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    }
    const fresh = !existsSync(file);
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    // Durable against a crash of the process (the test kills it); a power cut may lose the
    // last pages, and their positions with them, so the copy stays consistent either way.
    db.pragma('synchronous = NORMAL');
    if (fresh) {
      db.transaction(() => {
        // A real ERP may answer null where the demo never does: served as null, as in live mode.
        createTables(db, catalog, { notNull: false });
        // The secondary indexes come after the first full load (see buildIndexes).
        db.exec(`CREATE TABLE "_replica_state" (
          "ido" TEXT PRIMARY KEY, "watermark" TEXT, "pass_from" TEXT, "pass_next" TEXT,
          "pass_started_at" TEXT, "pass_after" TEXT, "pass_rows" INTEGER NOT NULL DEFAULT 0,
          "synced_at" TEXT, "swept_at" TEXT, "rows" INTEGER NOT NULL DEFAULT 0)`);
        db.exec(`CREATE TABLE "_replica_runs" (
          "id" INTEGER PRIMARY KEY AUTOINCREMENT, "started_at" TEXT NOT NULL, "finished_at" TEXT,
          "outcome" TEXT NOT NULL, "rows" INTEGER NOT NULL DEFAULT 0,
          "deleted" INTEGER NOT NULL DEFAULT 0, "detail" TEXT)`);
        const insert = db.prepare('INSERT INTO "_replica_state" ("ido") VALUES (?)');
        for (const ido of catalog) insert.run(ido.name);
        db.prepare('INSERT INTO "_demo_meta" ("key", "value") VALUES (?, ?)').run(
          'replicaSchema',
          fingerprint,
        );
      })();
    }
    return new ReplicaStore(
      file,
      db,
      new Map(catalog.map((ido) => [ido.name, new Set(storedColumns(ido))])),
      demoIndexes(catalog),
    );
  }

  close(): void {
    this.db.close();
  }

  states(): ReplicaIdoState[] {
    const rows = this.db
      .prepare('SELECT * FROM "_replica_state" ORDER BY "ido"')
      .all() as StateRow[];
    return rows.map(toState);
  }

  state(ido: string): ReplicaIdoState {
    const row = this.db.prepare('SELECT * FROM "_replica_state" WHERE "ido" = ?').get(ido) as
      StateRow | undefined;
    if (!row) throw new Error(`replica: no state for ${ido}`);
    return toState(row);
  }

  /**
   * When the whole copy reflects the ERP as of: the oldest IDO's last completed pass. Null
   * until every IDO has been loaded once.
   */
  asOf(): string | null {
    if (this.asOfCache) return this.asOfCache.value;
    const row = this.db
      .prepare(
        `SELECT count(*) AS idos, count("synced_at") AS synced, min("synced_at") AS oldest
         FROM "_replica_state"`,
      )
      .get() as { idos: number; synced: number; oldest: string | null };
    const value = row.idos > 0 && row.synced === row.idos ? row.oldest : null;
    this.asOfCache = { value };
    return value;
  }

  /** Whether the copy holds this stored property of this IDO (extensions may add others). */
  holds(ido: string, property: string): boolean {
    return this.tables.get(ido)?.has(property) === true;
  }

  startPass(ido: string, from: string | null, next: string, startedAt: string): void {
    this.db
      .prepare(
        `UPDATE "_replica_state" SET "pass_from" = ?, "pass_next" = ?, "pass_started_at" = ?,
         "pass_after" = NULL, "pass_rows" = 0 WHERE "ido" = ?`,
      )
      .run(from, next, startedAt, ido);
  }

  /** Upserts a page by key and moves the pass's position after its last row, atomically. */
  commitPage(ido: CatalogIdo, rows: readonly ErpValue[][], after: readonly ErpValue[]): void {
    const upsert = this.upsert(ido);
    this.db.transaction(() => {
      for (const row of rows) upsert.run(row);
      this.db
        .prepare(
          `UPDATE "_replica_state" SET "pass_after" = ?, "pass_rows" = "pass_rows" + ?
           WHERE "ido" = ?`,
        )
        .run(JSON.stringify(after), rows.length, ido.name);
    })();
  }

  /**
   * The pass is complete: its watermark becomes the IDO's, and the copy is as of its start. The
   * first load of an IDO (no watermark yet, an empty table) also counts as a sweep; a later full
   * load (an IDO without RecordDate) does not, since upserts never remove a row.
   */
  finishPass(ido: string, startedAt?: string): boolean {
    this.asOfCache = null;
    return this.db.transaction(() => {
      const rows = this.db
        .prepare(`SELECT count(*) FROM ${quoteIdent(ido)}`)
        .pluck()
        .get();
      // Only the pass that is still this IDO's (same start) may complete it: a pass another
      // sync replaced or completed meanwhile must not move the watermark (it would skip rows).
      const result = this.db
        .prepare(
          `UPDATE "_replica_state" SET "watermark" = "pass_next", "synced_at" = "pass_started_at",
           "swept_at" = CASE WHEN "watermark" IS NULL THEN "pass_started_at" ELSE "swept_at" END,
           "rows" = ?, "pass_from" = NULL, "pass_next" = NULL, "pass_started_at" = NULL,
           "pass_after" = NULL, "pass_rows" = 0
           WHERE "ido" = ? AND "pass_next" IS NOT NULL AND "pass_started_at" = coalesce(?, "pass_started_at")`,
        )
        .run(rows, ido, startedAt ?? null);
      return result.changes === 1;
    })();
  }

  /**
   * Refreshes the planner's statistics, as the demo generator does after loading: without them
   * SQLite picks worse plans for the demo connector's queries (measured: NL p95 about 1.9× the
   * demo's on an unanalyzed copy). Bounded sampling keeps it to milliseconds.
   */
  analyze(): void {
    this.db.pragma('analysis_limit = 1000');
    this.db.exec('ANALYZE');
  }

  /**
   * The demo's secondary indexes, made once the first sync has loaded every IDO (nothing reads
   * the copy before: see MongooseReplicaConnector). Built over loaded tables they are compact,
   * as the demo's are; grown row by row during the load they were scattered, and scans through
   * them slower (measured: NL p95 about 1.7× the demo's). One index per turn of the event loop,
   * so that a large copy never holds the daemon for the whole build.
   */
  async buildIndexes(): Promise<void> {
    const existing = new Set(
      this.db
        .prepare(`SELECT name FROM sqlite_master WHERE type = 'index'`)
        .pluck()
        .all() as string[],
    );
    for (const [table, indexes] of Object.entries(this.indexes)) {
      const stored = this.tables.get(table);
      if (!stored) continue;
      for (const columns of indexes) {
        // A site's catalog file may lack a property the shipped catalog indexes.
        if (!columns.every((c) => stored.has(c))) continue;
        const name = `ix_${table}_${columns.join('_')}`;
        if (existing.has(name)) continue;
        this.db.exec(
          `CREATE INDEX ${quoteIdent(name)} ON ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})`,
        );
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }

  /** Starts collecting the ERP's keys of an IDO for a sweep (a table of this connection). */
  beginSweep(ido: CatalogIdo): void {
    const keys = ido.keys.map(quoteIdent).join(', ');
    this.db.exec('DROP TABLE IF EXISTS temp."_sweep"');
    // Same declared types (and so the same comparisons) as the IDO's key columns.
    this.db.exec(
      `CREATE TEMP TABLE "_sweep" AS SELECT ${keys} FROM ${quoteIdent(ido.name)} WHERE 0`,
    );
    this.db.exec(`CREATE UNIQUE INDEX temp."ix_sweep" ON "_sweep" (${keys})`);
  }

  addSweepKeys(ido: CatalogIdo, keys: readonly ErpValue[][]): void {
    const insert = this.db.prepare(
      `INSERT OR IGNORE INTO temp."_sweep" VALUES (${ido.keys.map(() => '?').join(', ')})`,
    );
    this.db.transaction(() => {
      for (const key of keys) insert.run(key);
    })();
  }

  /** Keys held here that the sweep did not see at the ERP. */
  unseenKeys(ido: CatalogIdo): ErpValue[][] {
    const match = ido.keys.map((k) => `s.${quoteIdent(k)} = t.${quoteIdent(k)}`).join(' AND ');
    return this.db
      .prepare(
        `SELECT ${ido.keys.map((k) => `t.${quoteIdent(k)}`).join(', ')} FROM ${quoteIdent(ido.name)} t
         WHERE NOT EXISTS (SELECT 1 FROM temp."_sweep" s WHERE ${match})`,
      )
      .raw()
      .all() as ErpValue[][];
  }

  /** Deletes rows the ERP no longer has and records the sweep, atomically. */
  finishSweep(ido: CatalogIdo, gone: readonly ErpValue[][], startedAt: string): void {
    const remove = this.db.prepare(
      `DELETE FROM ${quoteIdent(ido.name)} WHERE ${ido.keys.map((k) => `${quoteIdent(k)} = ?`).join(' AND ')}`,
    );
    this.db.transaction(() => {
      for (const key of gone) remove.run(key);
      const rows = this.db
        .prepare(`SELECT count(*) FROM ${quoteIdent(ido.name)}`)
        .pluck()
        .get();
      this.db
        .prepare('UPDATE "_replica_state" SET "swept_at" = ?, "rows" = ? WHERE "ido" = ?')
        .run(startedAt, rows, ido.name);
    })();
    this.db.exec('DROP TABLE IF EXISTS temp."_sweep"');
  }

  startRun(startedAt: string): number {
    return Number(
      this.db
        .prepare(`INSERT INTO "_replica_runs" ("started_at", "outcome") VALUES (?, 'running')`)
        .run(startedAt).lastInsertRowid,
    );
  }

  finishRun(
    id: number,
    outcome: 'synced' | 'failed',
    finishedAt: string,
    counts: { rows: number; deleted: number },
    detail: string | null,
  ): void {
    this.db
      .prepare(
        `UPDATE "_replica_runs" SET "outcome" = ?, "finished_at" = ?, "rows" = ?, "deleted" = ?,
         "detail" = ? WHERE "id" = ?`,
      )
      .run(outcome, finishedAt, counts.rows, counts.deleted, detail, id);
  }

  /** The newest runs, newest first. */
  runs(limit: number): ReplicaRun[] {
    const rows = this.db
      .prepare('SELECT * FROM "_replica_runs" ORDER BY "id" DESC LIMIT ?')
      .all(limit) as Array<{
      id: number;
      started_at: string;
      finished_at: string | null;
      outcome: ReplicaRun['outcome'];
      rows: number;
      deleted: number;
      detail: string | null;
    }>;
    return rows.map((r) => ({
      id: r.id,
      startedAt: r.started_at,
      finishedAt: r.finished_at,
      outcome: r.outcome,
      rows: r.rows,
      deleted: r.deleted,
      detail: r.detail,
    }));
  }

  private upsert(ido: CatalogIdo): Database.Statement {
    let statement = this.upserts.get(ido.name);
    if (!statement) {
      const columns = storedColumns(ido.definition);
      statement = this.db.prepare(
        `INSERT OR REPLACE INTO ${quoteIdent(ido.name)} (${columns.map(quoteIdent).join(', ')})
         VALUES (${columns.map(() => '?').join(', ')})`,
      );
      this.upserts.set(ido.name, statement);
    }
    return statement;
  }
}

function toState(row: StateRow): ReplicaIdoState {
  return {
    ido: row.ido,
    watermark: row.watermark,
    pass:
      row.pass_next !== null && row.pass_started_at !== null
        ? {
            from: row.pass_from,
            next: row.pass_next,
            startedAt: row.pass_started_at,
            after: row.pass_after === null ? null : (JSON.parse(row.pass_after) as ErpValue[]),
            rows: row.pass_rows,
          }
        : null,
    syncedAt: row.synced_at,
    sweptAt: row.swept_at,
    rows: row.rows,
  };
}

/** What the replica's tables are made of: the catalog's stored columns, types and keys. */
function schemaFingerprint(catalog: readonly IdoDefinition[]): string {
  const shape = catalog.map((ido) => [
    ido.name,
    ido.properties.filter((p) => !p.derived).map((p) => [p.name, p.type, !!p.key, !!p.nullable]),
  ]);
  return createHash('sha256')
    .update(JSON.stringify([REPLICA_STORE_VERSION, shape]))
    .digest('hex');
}
