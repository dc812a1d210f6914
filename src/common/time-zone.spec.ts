import { validTimeZone } from './time-zone';

describe('validTimeZone', () => {
  it.each(['UTC', 'America/Chicago', 'Europe/Berlin', 'Asia/Kolkata'])('knows %s', (zone) => {
    expect(validTimeZone(zone)).toBe(true);
  });

  it.each(['Mars/Olympus_Mons', 'CST6CDT7', ''])('refuses %j', (zone) => {
    expect(validTimeZone(zone)).toBe(false);
  });
});
