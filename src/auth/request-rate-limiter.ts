import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors/domain-error';
import { PoliciesService } from '../policies/policies.service';
import { WindowCounters } from '../redis/window-counters';
import { Principal } from './principal';

/**
 * Requests per minute per user, by the `rateLimit.<role>` policy (0: unlimited), counted in
 * Redis so that the limit holds however the load balancer spreads a user's requests: one
 * round trip per request (WindowCounters), none when the role is unlimited.
 */
@Injectable()
export class RequestRateLimiter {
  constructor(
    private readonly policies: PoliciesService,
    private readonly counters: WindowCounters,
  ) {}

  async check(principal: Principal): Promise<void> {
    const limit = this.policies.get<number>(`rateLimit.${principal.role}`);
    if (limit === 0) return;
    const [window] = await this.counters.hit([`rate:${principal.userId}`], 60_000);
    if (window.count > limit) throw DomainError.rateLimited(window.resetInMs / 1000);
  }
}
