import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors/domain-error';
import { PoliciesService } from '../policies/policies.service';

/** A read waits at most this long for a slot before it is refused (429). */
const MAX_WAIT_MS = 15_000;
/** Reads that may wait per running slot (a dashboard's widgets at once); more are refused. */
const WAITING_PER_SLOT = 16;

interface Waiter {
  grant: () => void;
  timer: NodeJS.Timeout;
}

/**
 * A user's fair share of this daemon's reading power (policy `limits.concurrentReadsPerUser`):
 * IDO fetches and NL queries of one user run at most that many at once; more wait their turn in
 * order (up to sixteen per slot, at most 15 s), beyond that they are refused with 429. The
 * default leaves one ERP read worker free of any one user, so one user's ten parallel
 * 10,000-row scans cannot make everyone else wait behind them. Per daemon: the work it bounds
 * is this daemon's.
 */
@Injectable()
export class ConcurrentReads {
  private readonly running = new Map<string, number>();
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(private readonly policies: PoliciesService) {}

  /** Resolves with the function that gives the slot back (call it once the answer is sent). */
  async acquire(userId: string): Promise<() => void> {
    const limit = this.policies.get<number>('limits.concurrentReadsPerUser');
    if (limit === 0) return () => undefined;
    const running = this.running.get(userId) ?? 0;
    if (running < limit) {
      this.running.set(userId, running + 1);
      return this.releaser(userId);
    }
    const queue = this.waiting.get(userId) ?? [];
    if (queue.length >= limit * WAITING_PER_SLOT) throw this.refusal(limit);
    this.waiting.set(userId, queue);
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          if (queue.length === 0 && this.waiting.get(userId) === queue) this.waiting.delete(userId);
          reject(this.refusal(limit));
        }, MAX_WAIT_MS),
      };
      queue.push(waiter);
    });
    return this.releaser(userId);
  }

  /** Reads running now for a user (for tests and metrics). */
  runningFor(userId: string): number {
    return this.running.get(userId) ?? 0;
  }

  private releaser(userId: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const queue = this.waiting.get(userId);
      const next = queue?.shift();
      if (queue && queue.length === 0) this.waiting.delete(userId);
      // The slot passes straight to the next waiter: the running count stays.
      if (next) {
        next.grant();
        return;
      }
      const left = (this.running.get(userId) ?? 1) - 1;
      if (left > 0) this.running.set(userId, left);
      else this.running.delete(userId);
    };
  }

  private refusal(limit: number): DomainError {
    const error = DomainError.rateLimited(1);
    return new DomainError(
      error.code,
      `too many reads at once: ${limit} may run per user (policy limits.concurrentReadsPerUser) and a few wait; retry after 1 s`,
      error.details,
      error.headers,
    );
  }
}
