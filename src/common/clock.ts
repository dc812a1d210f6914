import { Injectable } from '@nestjs/common';

/**
 * The daemon's sense of "now". Injected wherever time matters ("overdue", "last month", token
 * expiry bookkeeping) so that tests can fix it.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Today's date in UTC as YYYY-MM-DD. */
  today(): string {
    return this.now().toISOString().slice(0, 10);
  }
}

/** A clock stopped at one instant, for tests and the demo "as of" date. */
export class FixedClock extends Clock {
  constructor(private readonly instant: Date) {
    super();
  }

  override now(): Date {
    return new Date(this.instant.getTime());
  }
}
