import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { WindowCount, WindowCounters } from '../redis/window-counters';

/** A sign-in attempt under way: counted as a failure unless it turns out right. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * Throttles password guessing without handing anyone a way to lock others out
 * (docs/security.md, "Sign-in throttling"). Failed sign-ins are counted in fixed windows
 * (`auth.login.windowSeconds`) shared by every daemon through Redis, under three keys:
 *
 * - per username *and* address (`maxFailuresPerUser`): an address that guessed wrong too
 *   often is refused for that username; the owner elsewhere is not;
 * - per username from all addresses (`maxFailuresPerUserGlobal`): past it, only addresses the
 *   user signed in from within `knownAddressDays` may keep trying — a distributed guesser is
 *   stopped, the owner at their usual desk still gets in;
 * - per address across usernames (`maxAttemptsPerAddress`): one address spraying many names.
 *
 * Only failures count. Each attempt is counted before the password is checked, in one atomic
 * step for all keys, and refunded when it succeeds, so parallel guesses get no more tries than
 * sequential ones while colleagues signing in behind one NAT never use up its allowance.
 * Usernames are counted case-insensitively (they are unique regardless of case).
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly config: AppConfig,
    private readonly counters: WindowCounters,
  ) {}

  /** Counts an attempt and refuses it if a limit is already reached. */
  async begin(username: string | null, address: string): Promise<LoginAttempt> {
    const limits = this.config.auth.login;
    const addressKey = `login:address:${address}`;
    if (username === null) {
      const [byAddress] = await this.counters.hit([addressKey], limits.windowSeconds * 1000);
      if (byAddress.count > limits.maxAttemptsPerAddress) this.refuse(byAddress);
      return { succeeded: () => this.counters.refund([addressKey]) };
    }
    const user = username.toLowerCase();
    const pairKey = `login:pair:${user}:${address}`;
    const userKey = `login:user:${user}`;
    const [byAddress, byPair, byUser] = await this.counters.hit(
      [addressKey, pairKey, userKey],
      limits.windowSeconds * 1000,
    );
    const refused =
      byAddress.count > limits.maxAttemptsPerAddress
        ? byAddress
        : byPair.count > limits.maxFailuresPerUser
          ? byPair
          : byUser.count > limits.maxFailuresPerUserGlobal &&
              !(await this.counters.remembers(this.knownKey(user, address)))
            ? byUser
            : null;
    if (refused) {
      // A refused attempt is no guess at the password: it must not bring the username's
      // global limit closer, or one address could trip it for everyone.
      await this.counters.refund([userKey]);
      this.refuse(refused);
    }
    return {
      succeeded: async () => {
        await this.counters.refund([addressKey, userKey]);
        await this.counters.reset(pairKey);
        await this.counters.remember(
          this.knownKey(user, address),
          limits.knownAddressDays * 86_400_000,
        );
      },
    };
  }

  private knownKey(user: string, address: string): string {
    return `login:known:${user}:${address}`;
  }

  private refuse(window: WindowCount): never {
    throw DomainError.rateLimited(window.resetInMs / 1000);
  }
}
