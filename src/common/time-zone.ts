/**
 * Whether Intl knows the zone (e.g. America/Chicago, UTC): the one test of a configured zone,
 * the Mongoose server's and an agent schedule's alike, so both accept the same names.
 */
export function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
