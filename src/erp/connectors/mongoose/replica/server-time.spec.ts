import { recordDateCondition, serverWallClock } from './server-time';

describe('serverWallClock', () => {
  it.each([
    ['2026-11-24T23:30:15.042Z', 'UTC', '20261124 23:30:15.042'],
    // CST (UTC−6): the day before, in the evening.
    ['2026-11-25T03:05:00.000Z', 'America/Chicago', '20261124 21:05:00.000'],
    // CDT (UTC−5) in summer.
    ['2026-07-01T12:00:00.999Z', 'America/Chicago', '20260701 07:00:00.999'],
    ['2026-11-24T23:30:00.000Z', 'Europe/Berlin', '20261125 00:30:00.000'],
    // Midnight is 00, never 24 (hourCycle h23).
    ['2026-03-01T00:00:00.000Z', 'UTC', '20260301 00:00:00.000'],
    ['2026-11-24T18:30:00.000Z', 'Asia/Kolkata', '20261125 00:00:00.000'],
  ])('%s in %s reads %s', (instant, zone, expected) => {
    expect(serverWallClock(new Date(instant), zone)).toBe(expected);
  });
});

describe('recordDateCondition', () => {
  it('compares RecordDate with the watermark', () => {
    expect(recordDateCondition('20261124 21:05:00.000')).toBe(
      "RecordDate >= '20261124 21:05:00.000'",
    );
  });

  it.each(["20261124 21:05:00.000' OR 1=1 --", '2026-11-24', ''])('refuses %j', (text) => {
    expect(() => recordDateCondition(text)).toThrow(/not a RecordDate watermark/);
  });
});
