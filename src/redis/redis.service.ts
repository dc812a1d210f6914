import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { join } from 'node:path';
import type { RedisOptions as BullRedisOptions } from 'bullmq';
import Redis, { RedisOptions } from 'ioredis';
import { Subject } from 'rxjs';
import { AppConfig } from '../config/app-config';
import { EmbeddedRedis } from './embedded-redis';

/** Eviction policies under which Redis may drop queued jobs to free memory. */
const LOSSY_POLICIES = new Set([
  'allkeys-lru',
  'allkeys-lfu',
  'allkeys-random',
  'volatile-lru',
  'volatile-lfu',
  'volatile-random',
  'volatile-ttl',
]);

/**
 * The daemon's Redis: the embedded one (started here, stopped last) or an existing one by URL.
 * Every client is made here so that shutdown can close them all.
 */
@Injectable()
export class RedisService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RedisService.name);
  private readonly clients = new Set<Redis>();
  private embedded?: EmbeddedRedis;
  private sharedPublisher?: Redis;
  /** The embedded Redis came back after dying; whoever keeps state there may re-check it. */
  readonly restarted$ = new Subject<void>();

  constructor(private readonly config: AppConfig) {}

  get mode(): 'embedded' | 'external' {
    return this.config.redis.url ? 'external' : 'embedded';
  }

  /** Key prefix for BullMQ queues and our own keys. */
  get prefix(): string {
    return this.config.redis.prefix;
  }

  async onModuleInit(): Promise<void> {
    if (this.config.redis.url) {
      await this.checkExternal();
      return;
    }
    this.embedded = new EmbeddedRedis({
      binary: this.config.redis.binary,
      dir: join(this.config.dataDir, 'redis'),
      startTimeoutMs: this.config.redis.startTimeoutMs,
    });
    this.embedded.onRestarted = () => this.restarted$.next();
    await this.embedded.start();
  }

  /** Runs after every module's onModuleDestroy: workers and queues are closed by then. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      [...this.clients].map((client) => client.quit().catch(() => client.disconnect())),
    );
    this.clients.clear();
    this.sharedPublisher = undefined;
    await this.embedded?.stop();
  }

  /** ioredis options for BullMQ and our clients. `maxRetriesPerRequest: null` is BullMQ's rule. */
  connectionOptions(): BullRedisOptions {
    const base: BullRedisOptions = { maxRetriesPerRequest: null, enableReadyCheck: true };
    if (this.embedded) return { ...base, path: this.embedded.socketPath };
    const url = this.config.redis.url as string;
    if (url.startsWith('unix://')) return { ...base, path: url.slice('unix://'.length) };
    return { ...base, url };
  }

  /** A new connection, closed on shutdown; `overrides` tune it (e.g. no offline queue). */
  createClient(name: string, overrides: RedisOptions = {}): Redis {
    const { url, ...options } = this.connectionOptions();
    const named = { ...options, ...overrides, connectionName: `erpc-${name}` };
    const client = typeof url === 'string' ? new Redis(url, named) : new Redis(named);
    client.on('error', (error: Error) => this.logger.warn(`redis (${name}): ${error.message}`));
    this.clients.add(client);
    client.once('end', () => this.clients.delete(client));
    return client;
  }

  /** One shared connection for PUBLISH and other short commands. */
  publisher(): Redis {
    this.sharedPublisher ??= this.createClient('publisher');
    return this.sharedPublisher;
  }

  /** The embedded server's pid, for tests and diagnostics. */
  get embeddedPid(): number | undefined {
    return this.embedded?.pid;
  }

  private async checkExternal(): Promise<void> {
    const client = this.createClient('check');
    try {
      const [, policy] = (await client.config('GET', 'maxmemory-policy')) as [string, string];
      if (LOSSY_POLICIES.has(policy)) {
        this.logger.warn(
          `Redis maxmemory-policy is ${policy}: under memory pressure it may evict queued jobs. ` +
            'Set it to noeviction.',
        );
      }
    } catch (error) {
      // Managed Redis services often forbid CONFIG; that is not a reason to refuse to start.
      this.logger.warn(`could not read the Redis eviction policy: ${(error as Error).message}`);
    } finally {
      client.disconnect();
    }
  }
}
