import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Job, Queue, Worker } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { Brackets, In, IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors/domain-error';
import { ErrorCode } from '../common/errors/error-code';
import { AppConfig } from '../config/app-config';
import { MetricsService } from '../metrics/metrics.service';
import { RedisService } from '../redis/redis.service';
import {
  JOB_QUEUE,
  JobContext,
  JobHandler,
  JobName,
  JobPayloads,
  JobStatus,
  LOCAL_QUEUES,
  QueueName,
} from './job-catalog';
import { JobOwnership, ownershipOf } from './job-access';
import { JobEntity } from './job.entity';

/** Jobs whose ownership is remembered (it never changes), for event delivery and replay. */
const OWNERSHIP_CACHE = 20_000;
/** Ids per lookup query. */
const LOOKUP_CHUNK = 500;

export interface JobView {
  id: string;
  name: JobName;
  status: JobStatus;
  progress: number;
  attempts: number;
  failureReason: string | null;
  result: unknown;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface EnqueueOptions {
  userId: string | null;
  /** A client's Idempotency-Key: the same key from the same user returns the first job. */
  idempotencyKey?: string;
  /**
   * What the request asked for (its body, as the service understood it): a key presented
   * again with a different request is refused with 422 (IETF draft "The Idempotency-Key HTTP
   * Header Field"), never answered with the first, unrelated job.
   */
  request?: unknown;
  /** Checks run for a new job only (not for an idempotent repeat), e.g. per-user quotas. */
  admit?: () => Promise<void>;
  /** The job id to use; a new uuid when omitted. */
  jobId?: string;
}

export function toJobView(row: JobEntity): JobView {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    progress: row.progress,
    attempts: row.attempts,
    failureReason: row.failureReason,
    result: row.result ? (JSON.parse(row.result) as unknown) : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

type AnyHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

/**
 * The job backbone: typed BullMQ queues, their workers, and the job rows in our database. One
 * place sets attempts, backoff and retention. BullMQ delivers at least once, so handlers must be
 * idempotent; the job id is the row id, which also makes a re-add after a crash a no-op.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobsService.name);
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly handlers = new Map<JobName, AnyHandler>();
  /** Local queues (LOCAL_QUEUES) this daemon has work for; the others get no worker. */
  private readonly localQueues = new Set<QueueName>();
  private readonly owners = new Map<string, JobOwnership>();
  // A property, not a constructor parameter: optional, and specs that build the service by
  // hand need no change.
  @Optional() @Inject(MetricsService) private readonly metrics?: MetricsService;

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisService,
    private readonly clock: Clock,
    @InjectRepository(JobEntity) private readonly jobs: Repository<JobEntity>,
  ) {}

  /**
   * Called by each domain module at init for the jobs it owns. A job of a local queue says
   * whether this daemon runs such jobs at all (`local: false`: no worker, no queue events), so
   * a daemon without a replica holds no Redis connections for one.
   */
  register<N extends JobName>(
    name: N,
    handler: JobHandler<N>,
    options: { local?: boolean } = {},
  ): void {
    if (this.handlers.has(name)) throw new Error(`job ${name} has two handlers`);
    this.handlers.set(name, handler as AnyHandler);
    if (options.local !== false && LOCAL_QUEUES.has(JOB_QUEUE[name])) {
      this.localQueues.add(JOB_QUEUE[name]);
    }
  }

  /** The queues this daemon works and listens on: the shared ones and its active local ones. */
  activeQueues(): QueueName[] {
    return [...new Set(Object.values(JOB_QUEUE))].filter(
      (q) => !LOCAL_QUEUES.has(q) || this.localQueues.has(q),
    );
  }

  /**
   * The BullMQ name of a queue. A local queue's (LOCAL_QUEUES) carries this host and data
   * directory, so only this daemon's worker takes its jobs; daemons sharing one data directory
   * share it too, and so run those jobs one at a time between them.
   */
  bullName(name: QueueName): string {
    if (!LOCAL_QUEUES.has(name)) return name;
    const local = createHash('sha256')
      .update(`${hostname()}\0${this.config.dataDir}`)
      .digest('hex')
      .slice(0, 16);
    return `${name}-${local}`;
  }

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(this.bullName(name), {
        connection: this.redis.connectionOptions(),
        prefix: this.redis.prefix,
      });
      queue.on('error', (error) => this.logger.warn(`queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationBootstrap(): Promise<void> {
    const missing = Object.values(JobName).filter((name) => !this.handlers.has(name));
    if (missing.length > 0) throw new Error(`jobs without a handler: ${missing.join(', ')}`);
    for (const queueName of this.activeQueues()) this.startWorker(queueName);
    await this.reconcile();
    this.redis.restarted$.subscribe(() => {
      this.reconcile().catch((error: unknown) =>
        this.logger.error(`re-queueing jobs after a Redis restart failed: ${String(error)}`),
      );
    });
  }

  /** Workers first, so running jobs finish (up to the grace period) before queues close. */
  async onModuleDestroy(): Promise<void> {
    const grace = this.config.jobs.shutdownGraceMs;
    await Promise.all(
      this.workers.map(async (worker) => {
        const timer = setTimeout(() => {
          this.logger.warn(`jobs still running after ${grace} ms; handing them back to the queue`);
          void worker.close(true);
        }, grace);
        await worker.close();
        clearTimeout(timer);
      }),
    );
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  async enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: EnqueueOptions,
  ): Promise<{ job: JobView; created: boolean; row: JobEntity }> {
    const fingerprint =
      options.idempotencyKey && options.request !== undefined
        ? requestFingerprint(options.request)
        : null;
    if (options.idempotencyKey) {
      const existing = await this.findIdempotent(
        options.userId,
        options.idempotencyKey,
        fingerprint,
      );
      if (existing) return { job: toJobView(existing), created: false, row: existing };
    }
    await options.admit?.();
    const row = this.jobs.create({
      id: options.jobId ?? randomUUID(),
      name,
      queue: JOB_QUEUE[name],
      status: 'queued',
      progress: 0,
      attempts: 0,
      payload: JSON.stringify(payload),
      result: null,
      failureReason: null,
      userId: options.userId,
      idempotencyKey: options.idempotencyKey ?? null,
      idempotencyFingerprint: fingerprint,
      startedAt: null,
      finishedAt: null,
    });
    try {
      await this.jobs.insert(row);
    } catch (error) {
      // A concurrent request with the same key won the unique index: answer with its job.
      if (options.idempotencyKey) {
        const winner = await this.findIdempotent(
          options.userId,
          options.idempotencyKey,
          fingerprint,
        );
        if (winner) return { job: toJobView(winner), created: false, row: winner };
      }
      throw error;
    }
    // The insert filled in what the database generated (created_at, updated_at): the row is
    // what was stored, so it is not read back. Its owner is known from now on (events and the
    // handler ask for it).
    this.rememberOwner(ownershipOf(row));
    await this.addToQueue(row);
    return { job: toJobView(row), created: true, row };
  }

  /**
   * Registers (or replaces) a repeating job. BullMQ's job scheduler makes one job per tick with
   * an id derived from the tick, so however many daemons share the Redis, a tick runs once.
   * Scheduled jobs have no row of their own: their handler records what it did.
   */
  async upsertSchedule<N extends JobName>(
    schedulerId: string,
    repeat: { pattern: string; timezone: string } | { every: number },
    name: N,
    payload: JobPayloads[N],
  ): Promise<void> {
    const { attempts, backoffMs, keepCompleted, keepFailed } = this.config.jobs;
    await this.queue(JOB_QUEUE[name]).upsertJobScheduler(
      schedulerId,
      'every' in repeat
        ? { every: repeat.every }
        : { pattern: repeat.pattern, tz: repeat.timezone },
      {
        name,
        data: payload,
        opts: {
          attempts,
          backoff: { type: 'exponential', delay: backoffMs },
          removeOnComplete: { count: keepCompleted },
          removeOnFail: { count: keepFailed },
        },
      },
    );
  }

  async removeSchedule(name: JobName, schedulerId: string): Promise<void> {
    await this.queue(JOB_QUEUE[name]).removeJobScheduler(schedulerId);
  }

  /** The newest jobs of one kind, newest first. */
  recent(name: JobName, limit: number): Promise<JobEntity[]> {
    return this.jobs.find({ where: { name }, order: { createdAt: 'DESC' }, take: limit });
  }

  /**
   * Jobs of one name, newest first, strictly after the job `afterId` in that order (creation
   * time, then id): keyset paging, so rows created meanwhile neither shift nor repeat a page.
   * The position is read from the row itself, so the comparison is between stored values of the
   * same column (SQLite keeps them as text, to the second; a bound Date would compare as another
   * text).
   */
  olderThan(name: JobName, afterId: string | null, take: number): Promise<JobEntity[]> {
    const builder = this.jobs.createQueryBuilder('j').where('j.name = :name', { name });
    if (afterId) {
      const at = '(SELECT c.created_at FROM jobs c WHERE c.id = :afterId)';
      builder.andWhere(
        new Brackets((b) => {
          b.where(`j.created_at < ${at}`, { afterId }).orWhere(
            `(j.created_at = ${at} AND j.id < :afterId)`,
            { afterId },
          );
        }),
      );
    }
    return builder.orderBy('j.created_at', 'DESC').addOrderBy('j.id', 'DESC').take(take).getMany();
  }

  /** The stored row, or null (for ownership checks). */
  find(id: string): Promise<JobEntity | null> {
    return this.jobs.findOne({ where: { id } });
  }

  /**
   * Who may see each of these jobs (ids not found are absent). Remembered, since it never
   * changes: a flood of subscriptions to the same jobs costs no database read, and new ids are
   * read in one query per few hundred.
   */
  async ownership(ids: Iterable<string>): Promise<Map<string, JobOwnership>> {
    const out = new Map<string, JobOwnership>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const known = this.owners.get(id);
      if (known) out.set(id, known);
      else missing.push(id);
    }
    for (let i = 0; i < missing.length; i += LOOKUP_CHUNK) {
      const rows = await this.jobs.find({
        select: { id: true, name: true, userId: true, payload: true },
        where: { id: In(missing.slice(i, i + LOOKUP_CHUNK)) },
      });
      for (const row of rows) {
        const owner = ownershipOf(row);
        out.set(row.id, owner);
        this.rememberOwner(owner);
      }
    }
    return out;
  }

  /** Jobs of one kind a user has queued or running. */
  countOpen(userId: string, name: JobName): Promise<number> {
    return this.jobs.count({ where: { userId, name, status: In(['queued', 'active']) } });
  }

  /** A user's finished jobs of one kind created since `since` (e.g. report runs in retention). */
  completedSince(userId: string, name: JobName, since: Date): Promise<JobEntity[]> {
    return this.jobs.find({
      select: { id: true, result: true },
      where: { userId, name, status: 'completed', createdAt: MoreThan(since) },
    });
  }

  /**
   * The job a repeated Idempotency-Key refers to, or null when the key is new (or expired).
   * A key presented with a different request than the first time is refused (422).
   */
  async findIdempotent(
    userId: string | null,
    key: string,
    fingerprint: string | null,
  ): Promise<JobEntity | null> {
    const row = await this.findByIdempotencyKey(userId, key);
    if (
      row &&
      fingerprint !== null &&
      row.idempotencyFingerprint !== null &&
      row.idempotencyFingerprint !== fingerprint
    ) {
      throw new DomainError(
        ErrorCode.IdempotencyKeyReused,
        'this Idempotency-Key was used with a different request; use a new key for a new request',
      );
    }
    return row;
  }

  private rememberOwner(owner: JobOwnership): void {
    if (this.owners.size >= OWNERSHIP_CACHE) {
      const oldest = this.owners.keys().next().value as string;
      this.owners.delete(oldest);
    }
    this.owners.set(owner.id, owner);
  }

  private async findByIdempotencyKey(
    userId: string | null,
    key: string,
  ): Promise<JobEntity | null> {
    const since = new Date(
      this.clock.now().getTime() - this.config.jobs.idempotencyTtlHours * 3_600_000,
    );
    const row = await this.jobs.findOne({
      where: { userId: userId ?? IsNull(), idempotencyKey: key },
    });
    if (!row) return null;
    if (row.createdAt < since) {
      // Past retention the key is free again; forget it on the old row.
      await this.jobs.update({ id: row.id }, { idempotencyKey: null });
      return null;
    }
    return row;
  }

  private async addToQueue(row: JobEntity): Promise<void> {
    const { attempts, backoffMs, keepCompleted, keepFailed } = this.config.jobs;
    await this.queue(row.queue).add(row.name, JSON.parse(row.payload) as object, {
      jobId: row.id,
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: { count: keepCompleted },
      removeOnFail: { count: keepFailed },
    });
  }

  /**
   * After a crash a row may say queued or active while Redis lost the job (or never got it):
   * put it back. Re-adding an existing job id is a no-op in BullMQ.
   */
  private async reconcile(): Promise<void> {
    const open = await this.jobs.find({ where: { status: In(['queued', 'active']) } });
    for (const row of open) {
      const job = await this.queue(row.queue).getJob(row.id);
      if (job) continue;
      this.logger.warn(`job ${row.id} (${row.name}) was missing from Redis; queued again`);
      await this.addToQueue(row);
    }
    const cutoff = new Date(
      this.clock.now().getTime() - this.config.jobs.idempotencyTtlHours * 3_600_000,
    );
    await this.jobs.update({ createdAt: LessThan(cutoff) }, { idempotencyKey: null });
  }

  private startWorker(queueName: QueueName): void {
    const worker = new Worker(this.bullName(queueName), (job: Job) => this.process(job), {
      connection: this.redis.connectionOptions(),
      prefix: this.redis.prefix,
      concurrency: this.config.jobs.concurrency,
      // A crashed daemon's jobs return to the queue after this long without a lock renewal.
      lockDuration: 15_000,
      stalledInterval: 5_000,
      maxStalledCount: 2,
    });
    worker.on('error', (error) => this.logger.warn(`worker ${queueName}: ${error.message}`));
    worker.on('completed', (job) =>
      this.metrics?.jobFinished(queueName, job.name, 'completed', runSeconds(job)),
    );
    worker.on('failed', (job, error) => {
      if (job) void this.onFailed(job, error);
    });
    this.workers.push(worker);
  }

  private async process(job: Job): Promise<unknown> {
    const id = job.id as string;
    const handler = this.handlers.get(job.name as JobName) as AnyHandler;
    await this.jobs.update(
      { id },
      { status: 'active', attempts: job.attemptsMade + 1, startedAt: this.clock.now() },
    );
    // The row's progress is written at the first report and then at most once a second; 100
    // comes with the completion below, in the same write.
    let lastWrite = 0;
    let lastSent = 0;
    let lastValue = -1;
    const context: JobContext = {
      jobId: id,
      attempt: job.attemptsMade + 1,
      // A scheduled job carries the tick it is for (prevMillis); its timestamp + delay is that
      // tick only when the scheduler added it ahead of time: added late, on a busy host, the
      // delay is 0 and the sum is the moment it was added.
      dueAt: new Date(job.opts.prevMillis ?? job.timestamp + (job.opts.delay ?? 0)),
      progress: async (percent, detail = {}) => {
        const value = Math.max(0, Math.min(100, Math.round(percent)));
        // Dashboards need movement, not every row: at most one event per 200 ms and per whole
        // percent, and always the last. Each event is a Redis write and an event-log row.
        const now = Date.now();
        if (value !== 100 && (value === lastValue || now - lastSent < 200)) return;
        lastSent = now;
        lastValue = value;
        // `at` lets a dashboard (and the bench) see how fresh a progress event is.
        await job.updateProgress({ percent: value, ...detail, at: now });
        if (now - lastWrite > 1000 && value !== 100) {
          lastWrite = now;
          await this.jobs.update({ id }, { progress: value });
        }
      },
    };
    const result = await handler(job.data, context);
    await this.jobs.update(
      { id },
      {
        status: 'completed',
        progress: 100,
        result: JSON.stringify(result ?? null),
        failureReason: null,
        finishedAt: this.clock.now(),
      },
    );
    return result;
  }

  private async onFailed(job: Job, error: Error): Promise<void> {
    const final = job.attemptsMade >= (job.opts.attempts ?? 1);
    this.metrics?.jobFinished(
      job.queueName,
      job.name,
      final ? 'failed' : 'retried',
      runSeconds(job),
    );
    await this.jobs
      .update(
        { id: job.id as string },
        final
          ? { status: 'failed', failureReason: error.message, finishedAt: this.clock.now() }
          : {
              status: 'queued',
              failureReason: `attempt ${job.attemptsMade} failed: ${error.message}`,
            },
      )
      .catch((e: unknown) => this.logger.error(`recording failure of ${job.id}: ${String(e)}`));
  }
}

/** JSON with object keys sorted, so that key order does not make two requests differ. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(request: unknown): string {
  return createHash('sha256').update(canonical(request)).digest('hex');
}

/** Seconds the attempt ran, when BullMQ recorded both ends. */
function runSeconds(job: Job): number | undefined {
  return job.processedOn && job.finishedOn ? (job.finishedOn - job.processedOn) / 1000 : undefined;
}
