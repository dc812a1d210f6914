import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type Redis from 'ioredis';
import { Clock } from '../common/clock';
import { RedisService } from './redis.service';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Until the window ends and the count starts again from zero. */
  resetInMs: number;
}

/**
 * INCR each key; a key without an expiry (new, or left without one) starts its window now.
 * One script, so one round trip and atomic for all keys (a login counts against the address
 * and the username together). Returns count and remaining milliseconds per key.
 */
const HIT_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local n = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  out[#out + 1] = n
  out[#out + 1] = ttl
end
return out`;

/** Takes back one hit from each key that still exists (a window never goes below zero). */
const REFUND_SCRIPT = `
for i, key in ipairs(KEYS) do
  if redis.call('GET', key) and tonumber(redis.call('GET', key)) > 0 then
    redis.call('DECR', key)
  end
end
return 0`;

type CounterClient = Redis & {
  // Defined by defineCommand below; ioredis sends EVALSHA and falls back to EVAL once.
  erpcWindowHit(...keysAndArgs: Array<string | number>): Promise<number[]>;
  erpcWindowRefund(...keys: Array<string | number>): Promise<number>;
};

/** How long a counter command may take before this request counts locally instead. */
const COMMAND_TIMEOUT_MS = 250;

/**
 * Fixed-window counters shared by every daemon on one Redis (login throttles, request rate
 * limits): a window starts at a key's first hit and lasts `windowMs`, by Redis's clock.
 *
 * If Redis cannot answer (down, restarting, over 250 ms), the hit is counted in this daemon's
 * memory instead, with the same windows: limits degrade to per daemon rather than failing open
 * entirely (no limit) or closed (nobody can sign in or call the API while Redis is away).
 */
@Injectable()
export class WindowCounters implements OnApplicationBootstrap {
  private readonly logger = new Logger(WindowCounters.name);
  private client?: CounterClient;
  private readonly local = new Map<string, { count: number; endsAt: number }>();
  /** What `remember` was told, for when Redis cannot answer. */
  private readonly facts = new Map<string, number>();
  private degraded = false;

  constructor(
    private readonly redis: RedisService,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const client = this.redis.createClient('counters', {
      // Fail at once rather than queue: a request must not wait for Redis to come back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // Concurrent requests' hits share one write to the socket.
      enableAutoPipelining: true,
    }) as CounterClient;
    client.defineCommand('erpcWindowHit', { lua: HIT_SCRIPT });
    client.defineCommand('erpcWindowRefund', { lua: REFUND_SCRIPT });
    this.client = client;
    if (client.status !== 'ready') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 5000);
        client.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Counts one hit on every key (atomically across keys and daemons). */
  async hit(keys: string[], windowMs: number): Promise<WindowCount[]> {
    const names = keys.map((key) => this.name(key));
    const client = this.client;
    if (client?.status === 'ready') {
      try {
        const flat = await client.erpcWindowHit(names.length, ...names, windowMs);
        this.recovered();
        return names.map((_, i) => ({ count: flat[2 * i], resetInMs: flat[2 * i + 1] }));
      } catch (error) {
        this.degrade((error as Error).message);
      }
    } else {
      this.degrade(`connection ${client?.status ?? 'not opened'}`);
    }
    return names.map((name) => this.hitLocally(name, windowMs));
  }

  /**
   * Takes back a hit counted before its outcome was known (a sign-in that turned out right is
   * no failure). Counting first and refunding later keeps parallel attempts from all slipping
   * under a limit that only failures would fill.
   */
  async refund(keys: string[]): Promise<void> {
    const names = keys.map((key) => this.name(key));
    for (const name of names) {
      const window = this.local.get(name);
      if (window && window.count > 0) window.count -= 1;
    }
    if (this.client?.status !== 'ready') return;
    try {
      await this.client.erpcWindowRefund(names.length, ...names);
    } catch (error) {
      this.degrade((error as Error).message);
    }
  }

  /** Remembers a fact (e.g. "this user signed in from this address") for `ttlMs`. */
  async remember(key: string, ttlMs: number): Promise<void> {
    const name = this.name(key);
    this.facts.set(name, this.clock.now().getTime() + ttlMs);
    if (this.facts.size > 50_000) this.facts.clear();
    if (this.client?.status !== 'ready') return;
    try {
      await this.client.set(name, '1', 'PX', ttlMs);
    } catch (error) {
      this.degrade((error as Error).message);
    }
  }

  /** Whether `remember(key)` was called within its time (on any daemon while Redis is up). */
  async remembers(key: string): Promise<boolean> {
    const name = this.name(key);
    if (this.client?.status === 'ready') {
      try {
        return (await this.client.exists(name)) === 1;
      } catch (error) {
        this.degrade((error as Error).message);
      }
    }
    const until = this.facts.get(name);
    return until !== undefined && until > this.clock.now().getTime();
  }

  private name(key: string): string {
    return `${this.redis.prefix}:count:${key}`;
  }

  /** Ends a key's window (e.g. a successful login clears its username's failures). */
  async reset(key: string): Promise<void> {
    const name = this.name(key);
    this.local.delete(name);
    if (this.client?.status !== 'ready') return;
    try {
      await this.client.del(name);
    } catch (error) {
      this.degrade((error as Error).message);
    }
  }

  private hitLocally(name: string, windowMs: number): WindowCount {
    const now = this.clock.now().getTime();
    let window = this.local.get(name);
    if (!window || window.endsAt <= now) {
      if (this.local.size >= 50_000) this.sweep(now);
      window = { count: 0, endsAt: now + windowMs };
      this.local.set(name, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  private sweep(now: number): void {
    for (const [name, window] of this.local) if (window.endsAt <= now) this.local.delete(name);
    // A spray of distinct keys within one window: forget rather than grow without bound.
    if (this.local.size >= 50_000) this.local.clear();
  }

  private degrade(reason: string): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(`Redis counters unavailable (${reason}): counting on this daemon only`);
  }

  private recovered(): void {
    if (!this.degraded) return;
    this.degraded = false;
    this.local.clear();
    this.logger.log('Redis counters are back: limits are shared across daemons again');
  }
}
