/** Date arithmetic on ISO `YYYY-MM-DD` strings, in UTC so that no time zone shifts a day. */

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO date. */
export function toEpochDay(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

/** The ISO date of a day number since 1970-01-01. */
export function fromEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `iso` moved by `days` (negative goes back). */
export function addDays(iso: string, days: number): string {
  return fromEpochDay(toEpochDay(iso) + days);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return toEpochDay(to) - toEpochDay(from);
}
