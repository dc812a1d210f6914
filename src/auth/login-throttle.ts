import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Fixed-window counters: failed logins per username, all attempts per client address. Kept in
 * memory on this node; a shared store for several daemons plugs in behind the same methods.
 */
@Injectable()
export class LoginThrottle {
  private readonly failuresByUser = new Map<string, Window>();
  private readonly attemptsByAddress = new Map<string, Window>();

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Counts an attempt from `address` and refuses if either limit is already reached. */
  check(username: string | null, address: string): void {
    const { windowSeconds, maxFailuresPerUser, maxAttemptsPerAddress } = this.config.auth.login;
    const now = this.clock.now().getTime();
    this.sweep(now, windowSeconds);
    const byAddress = this.bump(this.attemptsByAddress, address, now, windowSeconds);
    if (byAddress.count > maxAttemptsPerAddress) this.refuse(byAddress, now, windowSeconds);
    if (username) {
      const byUser = this.failuresByUser.get(username.toLowerCase());
      if (byUser && byUser.count >= maxFailuresPerUser) this.refuse(byUser, now, windowSeconds);
    }
  }

  recordFailure(username: string): void {
    const now = this.clock.now().getTime();
    this.bump(
      this.failuresByUser,
      username.toLowerCase(),
      now,
      this.config.auth.login.windowSeconds,
    );
  }

  recordSuccess(username: string): void {
    this.failuresByUser.delete(username.toLowerCase());
  }

  private bump(map: Map<string, Window>, key: string, now: number, windowSeconds: number): Window {
    let window = map.get(key);
    if (!window || now - window.startedAt >= windowSeconds * 1000) {
      window = { startedAt: now, count: 0 };
      map.set(key, window);
    }
    window.count += 1;
    return window;
  }

  private refuse(window: Window, now: number, windowSeconds: number): never {
    throw DomainError.rateLimited((window.startedAt + windowSeconds * 1000 - now) / 1000);
  }

  /** Drops expired windows so the maps stay bounded under a spray of addresses. */
  private sweep(now: number, windowSeconds: number): void {
    if (this.attemptsByAddress.size + this.failuresByUser.size < 10_000) return;
    for (const map of [this.attemptsByAddress, this.failuresByUser]) {
      for (const [key, window] of map) {
        if (now - window.startedAt >= windowSeconds * 1000) map.delete(key);
      }
    }
  }
}
