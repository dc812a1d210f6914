import type { CatalogIdo } from '../../catalog/catalog-ido';
import {
  ConnectorAggregate,
  ConnectorAggregateRows,
  ConnectorCount,
  ConnectorHealth,
  ConnectorIdoInfo,
  ConnectorLoad,
  ConnectorRows,
  ErpConnector,
  ExtensionDataSet,
} from '../erp-connector.port';
import { DemoExtensionData } from './demo-extension-data';
import Database from 'better-sqlite3';
import type { SqlStorage } from '../../filter/sql-filter-compiler';
import { DEMO_STORAGE, DemoSqlBuilder } from './demo-sql-builder';
import {
  isMaterializedColumn,
  materializedStorage,
  readMaterialized,
} from './materialized-derived';
import { pinsKey } from './point-lookup';
import { SqliteInlineReader } from './sqlite-inline-reader';
import { ReadJob, SqliteReadPool } from './sqlite-read-pool';

export interface DemoSqliteConnectorOptions {
  file: string;
  readWorkers: number;
  timeoutMs: number;
  /** Page cache and mapped bytes of each read connection (SqliteReadPool's defaults). */
  cacheKiB?: number;
  mmapBytes?: number;
  /**
   * Bytes of aggregate answers and first pages each read worker remembers until the file
   * changes (0: none). Dashboards and agents ask the same questions on a schedule.
   */
  answerBytes?: number;
}

/**
 * The demo ERP connector: SPEC §8 IDOs in a SQLite file, one table per IDO. Queries run in a
 * pool of worker threads with read-only connections, so a scan of a million rows never blocks
 * the event loop. Every statement is built from catalog identifiers and `?` placeholders.
 */
export class DemoSqliteConnector extends ErpConnector {
  readonly name = 'demo';
  private readonly pool: SqliteReadPool;
  private inline: SqliteInlineReader | null = null;
  /** Tables and columns, with the derived values the file keeps (materialized-derived.ts). */
  private storage: SqlStorage = DEMO_STORAGE;

  constructor(private readonly options: DemoSqliteConnectorOptions) {
    super();
    this.pool = new SqliteReadPool({
      file: options.file,
      size: options.readWorkers,
      timeoutMs: options.timeoutMs,
      cacheKiB: options.cacheKiB,
      mmapBytes: options.mmapBytes,
      answerBytes: options.answerBytes,
    });
  }

  async open(): Promise<void> {
    const db = new Database(this.options.file, { readonly: true, fileMustExist: true });
    try {
      this.storage = materializedStorage(readMaterialized(db));
    } finally {
      db.close();
    }
    await this.pool.start();
    this.inline = new SqliteInlineReader(this.options.file, {
      cacheKiB: this.options.cacheKiB,
      mmapBytes: this.options.mmapBytes,
    });
  }

  override async close(): Promise<void> {
    this.inline?.close();
    this.inline = null;
    await this.pool.close();
  }

  /**
   * The page and its count in one message to one worker. A primary-key lookup cannot scan, so
   * it runs on the event loop's own read-only connection and skips the thread hops.
   */
  override async loadPage(
    load: ConnectorLoad,
    count: ConnectorCount | null,
  ): Promise<{ rows: ConnectorRows; count: number | null }> {
    const page = new DemoSqlBuilder(load.ido, load.today, this.storage).load(load);
    // A first page is what a dashboard polls; later pages of a long read are not worth keeping.
    const pageJob: ReadJob = {
      mode: 'rows',
      sql: page.sql,
      params: page.params,
      cache: !load.after,
    };
    const countJob = (c: ConnectorCount): ReadJob => {
      const total = new DemoSqlBuilder(c.ido, c.today, this.storage).count(c);
      return { mode: 'value', sql: total.sql, params: total.params, cache: true };
    };
    if (this.inline && pinsKey(load.ido, load.filter)) {
      const [rows] = this.inline.run([pageJob]);
      // A first page shorter than its LIMIT holds every match of the filter: its length is the
      // count, and the count statement need not run (with DISTINCT the page's columns may
      // differ from the counted ones, so it always runs then).
      const whole =
        count !== null &&
        count.ido === load.ido &&
        count.filter === load.filter &&
        !count.distinct &&
        !load.distinct &&
        !load.after &&
        rows.rows.length < load.limit;
      return {
        rows: { columns: page.columns, rows: rows.rows },
        count: !count
          ? null
          : whole
            ? rows.rows.length
            : Number(this.inline.run([countJob(count)])[0].value),
      };
    }
    const jobs: ReadJob[] = [pageJob];
    if (count) jobs.push(countJob(count));
    const results = await this.pool.batch(jobs);
    return {
      rows: { columns: page.columns, rows: results[0].rows },
      count: count ? Number(results[1].value) : null,
    };
  }

  async load(request: ConnectorLoad): Promise<ConnectorRows> {
    const query = new DemoSqlBuilder(request.ido, request.today, this.storage).load(request);
    const result = await this.pool.rows(query.sql, query.params);
    return { columns: query.columns, rows: result.rows };
  }

  async count(request: ConnectorCount): Promise<number> {
    const query = new DemoSqlBuilder(request.ido, request.today, this.storage).count(request);
    // Counts repeat while a client pages through one request; the worker caches them until
    // the database changes.
    return Number(await this.pool.value(query.sql, query.params, { cache: true }));
  }

  async aggregate(request: ConnectorAggregate): Promise<ConnectorAggregateRows> {
    const built = new DemoSqlBuilder(request.ido, request.today, this.storage).aggregate(request);
    if (!built.counted) {
      const rows = await this.pool.rows(built.rows.sql, built.rows.params, { cache: true });
      return { rows: rows.rows, groups: 1 };
    }
    // Each row ends with the number of groups; no row means no group (the limit is at least 1).
    const { rows } = await this.pool.rows(built.counted.sql, built.counted.params, {
      cache: true,
    });
    const width = request.groupBy.length + request.measures.length;
    return {
      rows: rows.map((row) => row.slice(0, width)),
      groups: rows.length > 0 ? Number(rows[0][width]) : 0,
    };
  }

  /** Writes an extension's sample values into its own tables (see DemoExtensionData). */
  override storeExtensionData(
    source: string,
    sets: readonly ExtensionDataSet[],
    fingerprint: string,
  ): Promise<void> {
    new DemoExtensionData(this.options.file).store(source, sets, fingerprint);
    return Promise.resolve();
  }

  override dropExtensionData(source: string): Promise<void> {
    new DemoExtensionData(this.options.file).drop(source);
    return Promise.resolve();
  }

  async describe(ido: CatalogIdo): Promise<ConnectorIdoInfo | null> {
    const result = await this.pool.rows('SELECT name FROM pragma_table_info(?)', [ido.name]);
    if (result.rows.length === 0) return null;
    const columns = result.rows.map((r) => String(r[0]));
    return { ido: ido.name, properties: columns.filter((c) => !isMaterializedColumn(c)) };
  }

  async health(): Promise<ConnectorHealth> {
    try {
      await this.pool.value('SELECT count(*) FROM "_demo_meta"', []);
      return { ok: true, connector: this.name, detail: this.options.file };
    } catch (error) {
      return { ok: false, connector: this.name, detail: (error as Error).message };
    }
  }
}
