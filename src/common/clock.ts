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

  private day = '';
  private dayStarts = 0;
  private dayEnds = 0;

  /**
   * Today's date in UTC as YYYY-MM-DD. Every IDO read asks: the text is kept for the day it
   * names instead of formatting an ISO string per request.
   */
  today(): string {
    const ms = this.now().getTime();
    if (ms < this.dayStarts || ms >= this.dayEnds) {
      this.dayStarts = Math.floor(ms / DAY_MS) * DAY_MS;
      this.dayEnds = this.dayStarts + DAY_MS;
      this.day = new Date(this.dayStarts).toISOString().slice(0, 10);
    }
    return this.day;
  }
}

const DAY_MS = 86_400_000;

/** A clock stopped at one instant, for tests and the demo "as of" date. */
export class FixedClock extends Clock {
  constructor(private readonly instant: Date) {
    super();
  }

  override now(): Date {
    return new Date(this.instant.getTime());
  }
}
