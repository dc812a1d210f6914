import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { WindowCount, WindowCounters } from '../redis/window-counters';

/**
 * Fixed windows (auth.login.windowSeconds) shared by every daemon through Redis: attempts per
 * client address, and attempts per username since its last successful sign-in. Each attempt is
 * counted before the password is checked, in one atomic step for both keys, so parallel
 * guesses spread over several daemons get no more tries than sequential ones on one.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly config: AppConfig,
    private readonly counters: WindowCounters,
  ) {}

  /** Counts an attempt and refuses it if the address or the username is over its limit. */
  async check(username: string | null, address: string): Promise<void> {
    const { windowSeconds, maxFailuresPerUser, maxAttemptsPerAddress } = this.config.auth.login;
    const keys = [`login:address:${address}`];
    if (username) keys.push(this.userKey(username));
    const [byAddress, byUser] = await this.counters.hit(keys, windowSeconds * 1000);
    if (byAddress.count > maxAttemptsPerAddress) this.refuse(byAddress);
    // Attempts so far, this one included: the first maxFailuresPerUser may all be wrong.
    if (byUser && byUser.count > maxFailuresPerUser) this.refuse(byUser);
  }

  /** A correct password clears the username's count. */
  recordSuccess(username: string): Promise<void> {
    return this.counters.reset(this.userKey(username));
  }

  private userKey(username: string): string {
    return `login:user:${username.toLowerCase()}`;
  }

  private refuse(window: WindowCount): never {
    throw DomainError.rateLimited(window.resetInMs / 1000);
  }
}
