import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleInit,
  Optional,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Counter } from 'prom-client';
import { Clock } from '../../../../common/clock';
import { DomainError } from '../../../../common/errors/domain-error';
import { ErrorCode } from '../../../../common/errors/error-code';
import { AppConfig } from '../../../../config/app-config';
import { JobContext, JobName, JobResults } from '../../../../jobs/job-catalog';
import { JobsService } from '../../../../jobs/jobs.service';
import { MetricsService } from '../../../../metrics/metrics.service';
import { RedisService } from '../../../../redis/redis.service';
import { ReplicaHandle } from './replica-handle';
import { ReplicaSyncAborted } from './replica-sync';

type SyncResult = JobResults[JobName.SyncReplica];

/** The scheduler of the sync job in this daemon's (local) replica queue. */
const SCHEDULER_ID = 'replica-sync';
/** A dead daemon's sync lock frees itself after this long (as BullMQ's own job locks do). */
const LOCK_TTL_MS = 15_000;
const LOCK_POLL_MS = 500;

/** Sets the key to the token when free; renews or frees it only for the token's holder. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Runs the replica's sync as a scheduled BullMQ job (`replica.sync`, every
 * `erp.replica.syncIntervalSeconds`, first at start), so its progress reaches the events socket
 * like any job's and a crash hands it back to the queue. The queue is local to the data
 * directory (each daemon keeps its own copy); a Redis lock shared by every daemon on the Redis
 * makes syncs run one at a time across them all, so N daemons never load the ERP N times at once.
 * A sync that finds the lock taken waits for it (a sync interval at most), then gives up the tick.
 */
@Injectable()
export class ReplicaSyncService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('MongooseReplica');
  /** A sync of this daemon's is running (see sync). */
  private running = false;
  private rowsSynced?: Counter;
  private rowsDeleted?: Counter;
  private syncsFailed?: Counter;

  constructor(
    private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly redis: RedisService,
    private readonly clock: Clock,
    private readonly handle: ReplicaHandle,
    @Optional() @Inject(MetricsService) private readonly metrics?: MetricsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.SyncReplica, (_payload, context) => this.sync(context), {
      local: this.handle.replica !== null,
    });
    if (this.handle.replica && this.metrics) this.registerMetrics(this.metrics);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Outside replica mode nothing is scheduled (a schedule left by an earlier replica-mode
    // start in this data directory stays idle: no worker takes it, and the next replica-mode
    // start replaces it).
    if (!this.handle.replica) return;
    const every = this.config.erp.replica.syncIntervalSeconds * 1000;
    await this.jobs.upsertSchedule(SCHEDULER_ID, { every }, JobName.SyncReplica, {});
    const state = this.handle.replica.store.asOf();
    this.logger.log(
      state === null
        ? `replica: first sync scheduled now, then every ${every / 1000} s`
        : `replica as of ${state}; syncing every ${every / 1000} s`,
    );
  }

  /** The lock key every daemon on this Redis agrees on. */
  get lockKey(): string {
    return `${this.redis.prefix}:replica:sync-lock`;
  }

  async sync(context: JobContext): Promise<SyncResult> {
    const replica = this.handle.replica;
    if (!replica) {
      return { outcome: 'skipped', rows: 0, deleted: 0, asOf: null, reason: 'not in replica mode' };
    }
    // One sync at a time in this daemon too (the worker runs jobs concurrently, and a retry or
    // a re-queued job may start while one runs): a second one has nothing to add.
    if (this.running) {
      const reason = 'a sync is already running in this daemon';
      return { outcome: 'skipped', rows: 0, deleted: 0, asOf: replica.store.asOf(), reason };
    }
    this.running = true;
    try {
      return await this.syncHoldingLock(context, replica);
    } finally {
      this.running = false;
    }
  }

  private async syncHoldingLock(
    context: JobContext,
    replica: NonNullable<ReplicaHandle['replica']>,
  ): Promise<SyncResult> {
    const token = randomUUID();
    const held = await this.acquire(token, this.config.erp.replica.syncIntervalSeconds * 1000);
    if (!held) {
      const reason = 'another daemon held the sync lock for a whole interval';
      this.logger.warn(`replica sync skipped: ${reason}`);
      return { outcome: 'skipped', rows: 0, deleted: 0, asOf: replica.store.asOf(), reason };
    }
    // A lock that could not be renewed may be another daemon's by now: the sync stops at its
    // next page rather than run beside another one.
    let lost: string | null = null;
    const renewal = setInterval(() => {
      this.redis
        .publisher()
        .eval(RENEW, 1, this.lockKey, token, String(LOCK_TTL_MS))
        .then((renewed) => {
          if (Number(renewed) !== 1) lost = 'the sync lock expired before it was renewed';
        })
        .catch((error: unknown) => {
          lost = `the sync lock could not be renewed (${String(error)})`;
        });
    }, LOCK_TTL_MS / 3);
    const run = replica.store.startRun(this.clock.now().toISOString());
    const counts = { rows: 0, deleted: 0 };
    try {
      const summary = await replica.synchronizer.run(async (p) => {
        if (lost !== null) throw new ReplicaSyncAborted(`replica sync stopped: ${lost}`);
        this.rowsSynced?.inc(p.rows - counts.rows);
        counts.rows = p.rows;
        await context.progress(p.percent, { ido: p.ido, phase: p.phase, rows: p.rows });
      });
      counts.deleted = summary.deleted;
      this.rowsDeleted?.inc(summary.deleted);
      replica.store.finishRun(run, 'synced', this.clock.now().toISOString(), counts, null);
      const asOf = replica.store.asOf();
      // A sync that found nothing is routine: logged only at debug, not every interval at info.
      const level = summary.rows + summary.deleted > 0 ? 'log' : 'debug';
      this.logger[level](
        `replica synced: ${summary.rows} rows loaded, ${summary.deleted} deleted` +
          (summary.swept.length > 0 ? ` (swept ${summary.swept.join(', ')})` : '') +
          `; as of ${asOf ?? 'never'}`,
      );
      return { outcome: 'synced', rows: summary.rows, deleted: summary.deleted, asOf };
    } catch (error) {
      const message = (error as Error).message;
      this.syncsFailed?.inc();
      replica.store.finishRun(run, 'failed', this.clock.now().toISOString(), counts, message);
      this.logger.warn(`replica sync failed after ${counts.rows} rows: ${message}`);
      // The job's failure goes out on the replica topic to every role that may browse IDOs; the
      // ERP's own words and a bad value's text stay in the log and the replica's run record.
      throw new DomainError(
        ErrorCode.ErpUnavailable,
        `replica sync failed after ${counts.rows} rows (the daemon's log says why)`,
      );
    } finally {
      clearInterval(renewal);
      await this.redis
        .publisher()
        .eval(RELEASE, 1, this.lockKey, token)
        .catch(() => undefined);
    }
  }

  /** Takes the cross-daemon lock, waiting up to `waitMs` for another daemon's sync to end. */
  private async acquire(token: string, waitMs: number): Promise<boolean> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const set = await this.redis.publisher().set(this.lockKey, token, 'PX', LOCK_TTL_MS, 'NX');
      if (set === 'OK') return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }

  private registerMetrics(metrics: MetricsService): void {
    const store = (this.handle.replica as NonNullable<ReplicaHandle['replica']>).store;
    this.rowsSynced = new Counter({
      name: 'erpc_replica_rows_synced_total',
      help: 'Rows loaded from the ERP into the Mongoose replica by this daemon (new or changed)',
      registers: [metrics.registry],
    });
    this.rowsDeleted = new Counter({
      name: 'erpc_replica_rows_deleted_total',
      help: 'Rows the replica key sweep deleted (gone from the ERP, or moved to history)',
      registers: [metrics.registry],
    });
    this.syncsFailed = new Counter({
      name: 'erpc_replica_sync_failures_total',
      help: 'Replica syncs that failed on this daemon',
      registers: [metrics.registry],
    });
    metrics.scrapeGauge(
      'erpc_replica_rows',
      'Rows in the Mongoose replica, by IDO',
      ['ido'],
      (g) => {
        for (const state of store.states()) g.set({ ido: state.ido }, state.rows);
        return Promise.resolve();
      },
    );
    metrics.scrapeGauge(
      'erpc_replica_last_sync_timestamp_seconds',
      'When the replica reflects the ERP as of (start of the oldest IDO pass), Unix time; 0 before the first sync',
      [],
      (g) => {
        const asOf = store.asOf();
        g.set(asOf === null ? 0 : Date.parse(asOf) / 1000);
        return Promise.resolve();
      },
    );
    metrics.scrapeGauge(
      'erpc_replica_lag_seconds',
      'Seconds since the time the replica reflects the ERP as of; absent before the first sync',
      [],
      (g) => {
        g.reset();
        const asOf = store.asOf();
        if (asOf !== null) g.set((this.clock.now().getTime() - Date.parse(asOf)) / 1000);
        return Promise.resolve();
      },
    );
  }
}
