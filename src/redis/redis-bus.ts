import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { RedisService } from './redis.service';

interface Envelope {
  /** The daemon that sent it; a daemon ignores its own notices (it acted on them already). */
  from: string;
  body: unknown;
}

interface ChannelEntry {
  handlers: Array<(body: unknown) => void>;
}

/** How long a notice may wait for an unreachable Redis before the caller goes on without it. */
const PUBLISH_WAIT_MS = 1000;

/**
 * Notices between the daemons that share one Redis (sessions revoked, users changed), over
 * pub/sub on one connection.
 *
 * Pub/sub drops what is sent while a subscriber is disconnected. So `live` says whether this
 * daemon can rely on notices: false until subscribed, false from the moment the connection
 * drops, and true again only after it is subscribed again *and* every `resync` callback has
 * reloaded what it caches from the database. Whoever caches must not trust the cache while
 * `live` is false.
 */
@Injectable()
export class RedisBus implements BeforeApplicationShutdown {
  private readonly logger = new Logger(RedisBus.name);
  readonly nodeId = randomUUID();
  private subscriber?: Redis;
  private readonly channels = new Map<string, ChannelEntry>();
  private readonly resyncs: Array<() => Promise<void>> = [];
  private connected = false;
  private recovering = false;
  private wasReady = false;
  private shuttingDown = false;

  constructor(private readonly redis: RedisService) {}

  /** RedisService closes the connection next; that is no outage worth a warning. */
  beforeApplicationShutdown(): void {
    this.shuttingDown = true;
  }

  get live(): boolean {
    return this.connected && !this.recovering && this.channels.size > 0;
  }

  /**
   * Calls `onMessage` with every notice other daemons publish on `channel`; `resync` runs after
   * each reconnection, before `live` turns true again. Resolves once subscribed.
   */
  async subscribe<T>(
    channel: string,
    onMessage: (body: T) => void,
    resync?: () => Promise<void>,
  ): Promise<void> {
    const name = this.channelName(channel);
    let entry = this.channels.get(name);
    if (!entry) {
      entry = { handlers: [] };
      this.channels.set(name, entry);
    }
    entry.handlers.push(onMessage as (body: unknown) => void);
    if (resync) this.resyncs.push(resync);
    await this.client().subscribe(name);
  }

  /**
   * Sends a notice to every other daemon. Waits for Redis to accept it, but at most a second:
   * if Redis is unreachable the notice stays queued on the connection and goes out when it is
   * back, while the caller (whose change is already in the database) carries on. Daemons that
   * lost Redis meanwhile are not live and read the database instead.
   */
  async publish(channel: string, body: unknown): Promise<void> {
    const envelope: Envelope = { from: this.nodeId, body };
    const sent = this.redis
      .publisher()
      .publish(this.channelName(channel), JSON.stringify(envelope));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), PUBLISH_WAIT_MS);
    });
    try {
      const outcome = await Promise.race([sent, timeout]);
      if (outcome === 'timeout') {
        this.logger.warn(`Redis did not take the ${channel} notice in time; it is queued`);
      }
    } catch (error) {
      this.logger.warn(`publishing a ${channel} notice failed: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  private channelName(channel: string): string {
    return `${this.redis.prefix}:${channel}`;
  }

  private client(): Redis {
    if (this.subscriber) return this.subscriber;
    // Resubscription is done here, in `recover`, so that resync runs only after it.
    const client = this.redis.createClient('bus', { autoResubscribe: false });
    client.on('message', (channel: string, text: string) => this.deliver(channel, text));
    client.on('ready', () => {
      this.connected = true;
      if (this.wasReady) void this.recover(client);
      this.wasReady = true;
    });
    client.on('close', () => {
      if (this.connected && !this.shuttingDown) {
        this.logger.warn('lost Redis: checking sessions in the database until it is back');
      }
      this.connected = false;
    });
    this.subscriber = client;
    return client;
  }

  private deliver(channel: string, text: string): void {
    const entry = this.channels.get(channel);
    if (!entry) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      this.logger.warn(`ignoring a malformed notice on ${channel}`);
      return;
    }
    if (envelope.from === this.nodeId) return;
    for (const handler of entry.handlers) {
      try {
        handler(envelope.body);
      } catch (error) {
        this.logger.error(`handling a notice on ${channel}: ${String(error)}`);
      }
    }
  }

  /** After a reconnection: subscribe again, then let every cache catch up from the database. */
  private async recover(client: Redis): Promise<void> {
    this.recovering = true;
    try {
      if (this.channels.size > 0) await client.subscribe(...this.channels.keys());
      for (const resync of this.resyncs) await resync();
      this.recovering = false;
      this.logger.log('Redis is back: notices from other daemons are trusted again');
    } catch (error) {
      this.logger.error(`catching up after a Redis reconnection failed: ${String(error)}`);
      // Stay not live (the database is asked every time) and try again shortly.
      setTimeout(() => {
        if (this.connected) void this.recover(client);
      }, 1000).unref();
    }
  }
}
