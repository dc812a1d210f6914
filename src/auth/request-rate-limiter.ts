import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors/domain-error';
import { PoliciesService } from '../policies/policies.service';
import { Principal } from './principal';

interface Window {
  minute: number;
  count: number;
}

/**
 * Requests per minute per user, by the `rateLimit.<role>` policy (0: unlimited). Counted in this
 * daemon's memory: a map lookup on the hot path. Behind a load balancer each daemon counts its
 * own share; a Redis-backed counter can replace this class behind the same method.
 */
@Injectable()
export class RequestRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly policies: PoliciesService,
    private readonly clock: Clock,
  ) {}

  check(principal: Principal): void {
    const limit = this.policies.get<number>(`rateLimit.${principal.role}`);
    if (limit === 0) return;
    const now = this.clock.now().getTime();
    const minute = Math.floor(now / 60_000);
    let window = this.windows.get(principal.userId);
    if (!window || window.minute !== minute) {
      if (this.windows.size > 50_000) this.windows.clear();
      window = { minute, count: 0 };
      this.windows.set(principal.userId, window);
    }
    window.count += 1;
    if (window.count > limit) throw DomainError.rateLimited(((minute + 1) * 60_000 - now) / 1000);
  }
}
