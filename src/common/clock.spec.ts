import { Clock } from './clock';

/** A clock whose instant a test moves, forwards and back. */
class MovedClock extends Clock {
  at = 0;

  override now(): Date {
    return new Date(this.at);
  }
}

describe('Clock.today', () => {
  it('names the UTC day of every instant, however the clock moves between calls', () => {
    const clock = new MovedClock();
    const instants = [
      '2026-11-25T12:00:00.000Z',
      '2026-11-25T23:59:59.999Z',
      '2026-11-26T00:00:00.000Z',
      '2026-11-25T00:00:00.000Z',
      '2026-11-24T23:59:59.999Z',
      '2024-02-29T10:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
      '1970-01-01T00:00:00.000Z',
      '2026-11-26T00:00:00.001Z',
    ];
    for (const instant of instants) {
      clock.at = Date.parse(instant);
      expect(clock.today()).toBe(instant.slice(0, 10));
    }
  });
});
