import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Job, QueueEvents } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Subject } from 'rxjs';
import { In, LessThan, MoreThan, Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { QUEUE_TOPIC, QueueName } from '../jobs/job-catalog';
import { JobsService } from '../jobs/jobs.service';
import { RedisService } from '../redis/redis.service';
import { EventEntity } from './event.entity';
import { EventMessage } from './event-topics';

interface NewEvent {
  sourceKey: string;
  topic: string;
  type: string;
  jobId: string | null;
  data: Record<string, unknown>;
}

/** A queue event waiting to be recorded; its data may still have to be looked up. */
interface PendingEvent extends Omit<NewEvent, 'data'> {
  data: Record<string, unknown> | (() => Promise<Record<string, unknown>>);
}

/**
 * Events per insert at most (7 parameters each, well below every database's limit). A batch is
 * a power of two of events, so the insert and the read after it take one of seven statement
 * texts, which the driver's prepared-statement cache keeps, and evicts no others for.
 */
const RECORD_BATCH = 64;

function batchSize(waiting: number): number {
  let size = 1;
  while (size * 2 <= Math.min(waiting, RECORD_BATCH)) size *= 2;
  return size;
}

function toMessage(row: EventEntity): EventMessage {
  return {
    id: row.id,
    topic: row.topic,
    type: row.type,
    data: JSON.parse(row.data) as Record<string, unknown>,
    ts: row.createdAt.toISOString(),
  };
}

/**
 * The one event path (ARCHITECTURE.md): BullMQ queue events travel through Redis to every
 * daemon; each records them in the event log (the Redis stream id makes them agree on one row
 * and so on one event id) and hands them to its own sockets. Events that are not job lifecycle
 * events (agent alerts) are logged by the daemon that raises them and announced on a Redis
 * channel.
 */
@Injectable()
export class EventsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EventsService.name);
  readonly live$ = new Subject<EventMessage>();
  private readonly queueEvents: QueueEvents[] = [];
  private inserts = 0;
  /** Queue events received and not yet recorded, in the order the streams delivered them. */
  private pending: PendingEvent[] = [];
  /** Recording the pending events, batch after batch (see listen); null when idle. */
  private recording: Promise<void> | null = null;
  private channel!: string;

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisService,
    private readonly jobs: JobsService,
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.channel = `${this.redis.prefix}:events`;
    const subscriber = this.redis.createClient('events-subscriber');
    await subscriber.subscribe(this.channel);
    subscriber.on('message', (_channel: string, id: string) => void this.deliverById(Number(id)));
    for (const queue of this.jobs.activeQueues()) await this.listen(queue);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.queueEvents.map((events) => events.close()));
    await this.recording;
    this.live$.complete();
  }

  /** Raises an event that is not a job lifecycle event (e.g. `agent.alert`). */
  async publish(topic: string, type: string, data: Record<string, unknown>): Promise<void> {
    const row = await this.record({
      sourceKey: `local:${randomUUID()}`,
      topic,
      type,
      jobId: typeof data.jobId === 'string' ? data.jobId : null,
      data,
    });
    await this.redis.publisher().publish(this.channel, String(row.id));
  }

  /** Events after `since`, oldest first, at most the retention. */
  async replay(since: number): Promise<EventMessage[]> {
    const rows = await this.events.find({
      where: { id: MoreThan(since) },
      order: { id: 'ASC' },
      take: this.config.events.retention,
    });
    return rows.map(toMessage);
  }

  async oldestId(): Promise<number | null> {
    const row = await this.events.findOne({ where: {}, order: { id: 'ASC' } });
    return row?.id ?? null;
  }

  private async listen(queue: QueueName): Promise<void> {
    const bullName = this.jobs.bullName(queue);
    const events = new QueueEvents(bullName, {
      connection: this.redis.connectionOptions(),
      prefix: this.redis.prefix,
      // A restarted daemon picks up where the stream is now; the event log covers the past.
      lastEventId: '$',
    });
    events.on('error', (error) => this.logger.warn(`queue events ${queue}: ${error.message}`));
    const topic = QUEUE_TOPIC[queue];
    type Data = Record<string, unknown>;
    const on = (
      type: string,
      jobId: string,
      streamId: string,
      data: Data | (() => Promise<Data>),
    ) => {
      // Recorded in the order the streams deliver them, a batch at a time (what arrived while
      // the last batch was written), each batch in one insert: each daemon then inserts (or
      // finds) a job's events in stream order, so a later event always gets a larger id, also
      // when another daemon inserted it, and sockets (which skip ids at or below the last one
      // sent) lose none. Recorded concurrently, a job.started could overtake its job.queued.
      // The BullMQ name in the key: local queues of two daemons have streams of their own.
      this.pending.push({ sourceKey: `${bullName}:${streamId}`, topic, type, jobId, data });
      this.recording ??= this.recordPending();
    };
    events.on('added', ({ jobId, name }, id) => on('job.queued', jobId, id, { name }));
    events.on('active', ({ jobId }, id) => on('job.started', jobId, id, {}));
    events.on('progress', ({ jobId, data }, id) =>
      on(
        'job.progress',
        jobId,
        id,
        typeof data === 'object' ? (data as Record<string, unknown>) : { percent: data },
      ),
    );
    events.on('completed', ({ jobId, returnvalue }, id) =>
      on('job.completed', jobId, id, { result: returnvalue as unknown }),
    );
    events.on('failed', ({ jobId, failedReason }, id) =>
      on('job.failed', jobId, id, async () => ({
        reason: failedReason,
        willRetry: await this.willRetry(queue, jobId),
      })),
    );
    await events.waitUntilReady();
    this.queueEvents.push(events);
  }

  private async willRetry(queue: QueueName, jobId: string): Promise<boolean> {
    const job: Job | undefined = await Job.fromId(this.jobs.queue(queue), jobId);
    return !!job && job.attemptsMade < (job.opts.attempts ?? 1);
  }

  /** Records the pending queue events batch by batch, then hands each row to the sockets. */
  private async recordPending(): Promise<void> {
    while (this.pending.length > 0) {
      // What the streams deliver in this turn of the event loop goes into the same batch.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = this.pending.splice(0, batchSize(this.pending.length));
      try {
        const events: NewEvent[] = [];
        for (const event of batch) {
          events.push({
            ...event,
            data: {
              jobId: event.jobId,
              ...(typeof event.data === 'function' ? await event.data() : event.data),
            },
          });
        }
        for (const row of await this.recordMany(events)) this.live$.next(toMessage(row));
      } catch (error) {
        const what = batch.map((event) => `${event.type} of ${event.jobId}`).join(', ');
        this.logger.error(`recording ${what}: ${String(error)}`);
      }
    }
    this.recording = null;
  }

  /** Inserts once per source key; every daemon gets the same row back. */
  private async record(event: NewEvent): Promise<EventEntity> {
    const [row] = await this.recordMany([event]);
    return row;
  }

  /**
   * Inserts the events, in their order, in one statement, each once per source key (one
   * another daemon inserted first is kept); answers their rows in the same order.
   */
  private async recordMany(events: NewEvent[]): Promise<EventEntity[]> {
    await this.events
      .createQueryBuilder()
      .insert()
      .values(events.map((event) => ({ ...event, data: JSON.stringify(event.data) })))
      .orIgnore()
      // Nothing to read back: the rows are read by their keys below.
      .updateEntity(false)
      .execute();
    const rows = await this.events.find({
      where: { sourceKey: In(events.map((event) => event.sourceKey)) },
    });
    const byKey = new Map(rows.map((row) => [row.sourceKey, row]));
    const ordered = events.map((event) => {
      const row = byKey.get(event.sourceKey);
      if (!row) throw new Error(`event ${event.sourceKey} was not recorded`);
      return row;
    });
    const before = this.inserts;
    this.inserts += events.length;
    if (Math.floor(before / 200) !== Math.floor(this.inserts / 200)) {
      await this.prune(ordered[ordered.length - 1].id);
    }
    return ordered;
  }

  private async deliverById(id: number): Promise<void> {
    const row = await this.events.findOne({ where: { id } });
    if (row) this.live$.next(toMessage(row));
  }

  private async prune(latestId: number): Promise<void> {
    await this.events.delete({ id: LessThan(latestId - this.config.events.retention) });
  }
}
