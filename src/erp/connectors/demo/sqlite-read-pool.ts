import { Logger } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import { DomainError } from '../../../common/errors/domain-error';
import { ErrorCode } from '../../../common/errors/error-code';
import type { SqlParam } from '../../filter/sql-filter-compiler';
import type { ErpValue } from '../../load-request';
import { SQLITE_WORKER_SOURCE } from './sqlite-worker-source';

export interface SqliteReadPoolOptions {
  file: string;
  /** Worker threads, each with its own read-only connection. */
  size: number;
  /** A query running longer is answered ERP_TIMEOUT. */
  timeoutMs: number;
  /** Page cache per connection. */
  cacheKiB?: number;
  mmapBytes?: number;
  statementCache?: number;
  /** Cached answers per worker (see SQLITE_WORKER_SOURCE). */
  answerCache?: number;
  /** Bytes of cached rows answers per worker; 0 caches none (counts are cached regardless). */
  answerBytes?: number;
  /** What the file is, in error messages; default "demo ERP database". */
  label?: string;
}

interface Pending {
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
  retired: boolean;
}

/** One statement of a batch sent to a worker. */
export interface ReadJob {
  mode: 'rows' | 'value';
  sql: string;
  params: readonly SqlParam[];
  /** Answer from the worker's cache until the database changes (SQLITE_WORKER_SOURCE). */
  cache?: boolean;
}

/** The answer to one job: rows with column names, or a single value. */
export interface ReadResult {
  columns: string[];
  rows: ErpValue[][];
  value: ErpValue;
}

interface WireResult {
  columns?: string[];
  rowsJson?: string;
  value?: ErpValue;
}

type WorkerReply =
  | { id: number; ok: true; results: WireResult[] }
  | { id: number; ok: false; message: string; code?: string };

/** SQLite errors that mean the database is unreachable rather than that our SQL is wrong. */
const UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|CORRUPT|NOTADB|FULL|PROTOCOL)/;

/**
 * A pool of worker threads, each holding a read-only better-sqlite3 connection, so that large
 * scans run off the event loop and two reads run at once on two cores. A query that exceeds the
 * timeout is answered ERP_TIMEOUT at once; its worker is retired (it finishes what it holds,
 * since a running SQLite step cannot be interrupted from outside) and a fresh one takes its place.
 */
export class SqliteReadPool {
  private readonly logger = new Logger('SqliteReadPool');
  private readonly slots: Slot[] = [];
  private readonly retired = new Set<Slot>();
  private nextId = 1;
  private closed = false;
  /** Replacement workers being started; requests wait for them rather than fail. */
  private starting = 0;
  private readonly waiting: Array<(slot: Slot | undefined) => void> = [];

  constructor(private readonly options: SqliteReadPoolOptions) {}

  private get label(): string {
    return this.options.label ?? 'demo ERP database';
  }

  async start(): Promise<void> {
    const slots = await Promise.all(Array.from({ length: this.options.size }, () => this.spawn()));
    this.slots.push(...slots);
  }

  /**
   * All rows of a query as arrays, with the column names. With `cache`, a repeated question is
   * answered from the worker's memory until the database changes, within `answerBytes`.
   */
  async rows(
    sql: string,
    params: readonly SqlParam[],
    options: { cache?: boolean } = {},
  ): Promise<{ columns: string[]; rows: ErpValue[][] }> {
    const [result] = await this.batch([{ mode: 'rows', sql, params, cache: options.cache }]);
    return { columns: result.columns, rows: result.rows };
  }

  /**
   * The first column of the first row (null when there is none). With `cache`, a repeated
   * question is answered from the worker's memory until the database changes.
   */
  async value(
    sql: string,
    params: readonly SqlParam[],
    options: { cache?: boolean } = {},
  ): Promise<ErpValue> {
    const [result] = await this.batch([{ mode: 'value', sql, params, cache: options.cache }]);
    return result.value;
  }

  /** Runs statements one after another on one worker: one message each way for all of them. */
  async batch(jobs: readonly ReadJob[]): Promise<ReadResult[]> {
    const reply = await this.run(jobs);
    return reply.results.map((r) => ({
      columns: r.columns ?? [],
      rows: r.rowsJson === undefined ? [] : (JSON.parse(r.rowsJson) as ErpValue[][]),
      value: r.value ?? null,
    }));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const wake of this.waiting.splice(0)) wake(undefined);
    const all = [...this.slots, ...this.retired];
    this.slots.length = 0;
    this.retired.clear();
    for (const slot of all) this.failPending(slot, 'the ERP connection is closing');
    await Promise.all(all.map((slot) => slot.worker.terminate()));
  }

  private spawn(): Promise<Slot> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(SQLITE_WORKER_SOURCE, {
        eval: true,
        workerData: {
          file: this.options.file,
          driverPath: require.resolve('better-sqlite3'),
          cacheKiB: this.options.cacheKiB ?? 65536,
          mmapBytes: this.options.mmapBytes ?? 268435456,
          statementCache: this.options.statementCache ?? 256,
          answerCache: this.options.answerCache ?? 2000,
          answerBytes: this.options.answerBytes ?? 0,
        },
      });
      const slot: Slot = { worker, pending: new Map(), retired: false };
      let ready = false;
      worker.on('message', (message: WorkerReply | { ready: true }) => {
        if ('ready' in message) {
          ready = true;
          resolve(slot);
          return;
        }
        const pending = slot.pending.get(message.id);
        if (!pending) return;
        slot.pending.delete(message.id);
        clearTimeout(pending.timer);
        pending.resolve(message);
        if (slot.retired && slot.pending.size === 0) this.dispose(slot);
      });
      worker.on('error', (error) => {
        if (!ready) {
          reject(
            new DomainError(
              ErrorCode.ErpUnavailable,
              `${this.label} cannot be opened: ${error.message}`,
            ),
          );
          return;
        }
        this.logger.error(`read worker failed: ${error.message}`);
      });
      worker.on('exit', (code) => {
        this.failPending(slot, `read worker exited with code ${code}`);
        const index = this.slots.indexOf(slot);
        if (index >= 0 && !this.closed) {
          this.slots.splice(index, 1);
          this.replace();
        }
        this.retired.delete(slot);
      });
    });
  }

  private replace(): void {
    this.starting += 1;
    this.spawn().then(
      (fresh) => {
        this.starting -= 1;
        if (this.closed) {
          void fresh.worker.terminate();
          return;
        }
        this.slots.push(fresh);
        for (const wake of this.waiting.splice(0)) wake(fresh);
      },
      (error: Error) => {
        this.starting -= 1;
        this.logger.error(`cannot start a read worker: ${error.message}`);
        if (this.starting === 0) for (const wake of this.waiting.splice(0)) wake(undefined);
      },
    );
  }

  private async pick(): Promise<Slot> {
    if (this.closed) {
      throw new DomainError(ErrorCode.ErpUnavailable, 'the ERP connection is closed');
    }
    let best: Slot | undefined;
    for (const slot of this.slots) {
      if (!best || slot.pending.size < best.pending.size) best = slot;
    }
    if (!best && this.starting > 0) {
      best = await new Promise<Slot | undefined>((resolve) => this.waiting.push(resolve));
    }
    if (!best) throw new DomainError(ErrorCode.ErpUnavailable, 'no ERP read worker is available');
    return best;
  }

  private async run(jobs: readonly ReadJob[]): Promise<WorkerReply & { ok: true }> {
    const slot = await this.pick();
    const id = this.nextId++;
    return new Promise<WorkerReply>((resolve, reject) => {
      const timer = setTimeout(() => this.timeOut(slot, id), this.options.timeoutMs);
      slot.pending.set(id, { resolve, reject, timer });
      slot.worker.postMessage({ id, jobs });
    }).then((reply) => {
      if (reply.ok) return reply;
      if (reply.code && UNAVAILABLE.test(reply.code)) {
        throw new DomainError(ErrorCode.ErpUnavailable, `${this.label}: ${reply.message}`);
      }
      // Any other SQLite error means we built bad SQL: a 500 with the statement in the log.
      throw new Error(
        `${this.label} query failed (${reply.code ?? 'error'}): ${reply.message}; SQL: ${jobs.map((j) => j.sql).join('; ')}`,
      );
    });
  }

  private timeOut(slot: Slot, id: number): void {
    const pending = slot.pending.get(id);
    if (!pending) return;
    slot.pending.delete(id);
    pending.reject(
      new DomainError(
        ErrorCode.ErpTimeout,
        `the ERP did not answer within ${this.options.timeoutMs} ms`,
      ),
    );
    if (slot.retired) return;
    slot.retired = true;
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    this.retired.add(slot);
    this.logger.warn(`a query exceeded ${this.options.timeoutMs} ms; replacing its read worker`);
    if (!this.closed) this.replace();
    if (slot.pending.size === 0) this.dispose(slot);
  }

  private dispose(slot: Slot): void {
    this.retired.delete(slot);
    void slot.worker.terminate();
  }

  private failPending(slot: Slot, message: string): void {
    for (const pending of slot.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new DomainError(ErrorCode.ErpUnavailable, message));
    }
    slot.pending.clear();
  }
}
