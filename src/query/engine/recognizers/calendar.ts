/** Calendar arithmetic on ISO `YYYY-MM-DD` strings, in UTC so no time zone shifts a day. */

export interface DateRange {
  from: string;
  to: string;
}

function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/**
 * The dates a filter can name (four-digit years). Arithmetic beyond them ("the next
 * 99999999999 days") ends at the edge instead of overflowing JavaScript's dates: every date
 * there is, which is what such a question means.
 */
const EARLIEST = new Date('0001-01-01T00:00:00Z').getTime();
const LATEST = new Date('9999-12-31T00:00:00Z').getTime();

function isoOf(ms: number): string {
  if (Number.isNaN(ms)) throw new RangeError('not a date');
  return new Date(Math.min(LATEST, Math.max(EARLIEST, ms))).toISOString().slice(0, 10);
}

export function iso(year: number, month: number, day: number): string {
  if (year > 9999) return isoOf(LATEST);
  if (year < 1) return isoOf(EARLIEST);
  return isoOf(Date.UTC(year, month - 1, day));
}

export function addDays(date: string, days: number): string {
  return isoOf(toDate(date).getTime() + days * 86_400_000);
}

/** Same day `months` later, clamped to the month's end (Mar 31 − 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const d = toDate(date);
  const year = d.getUTCFullYear() + Math.floor((d.getUTCMonth() + months) / 12);
  if (year > 9999) return isoOf(LATEST);
  if (year < 1) return isoOf(EARLIEST);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = lastDayOfMonth(target.getUTCFullYear(), target.getUTCMonth() + 1);
  return iso(target.getUTCFullYear(), target.getUTCMonth() + 1, Math.min(d.getUTCDate(), last));
}

export function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function parts(date: string): { year: number; month: number; day: number } {
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
  };
}

export function monthRange(year: number, month: number): DateRange {
  return { from: iso(year, month, 1), to: iso(year, month, lastDayOfMonth(year, month)) };
}

export function quarterRange(year: number, quarter: number): DateRange {
  const first = (quarter - 1) * 3 + 1;
  return { from: iso(year, first, 1), to: monthRange(year, first + 2).to };
}

export function yearRange(year: number): DateRange {
  return { from: iso(year, 1, 1), to: iso(year, 12, 31) };
}

/** Monday to Sunday of the week holding `date`. */
export function weekRange(date: string): DateRange {
  const weekday = (toDate(date).getUTCDay() + 6) % 7;
  const from = addDays(date, -weekday);
  return { from, to: addDays(from, 6) };
}

export type PeriodUnit = 'week' | 'month' | 'quarter' | 'year';

/** The calendar period holding `today` moved by `offset` periods (−1 last, 0 this, +1 next). */
export function periodRange(today: string, unit: PeriodUnit, offset: number): DateRange {
  const { year, month } = parts(today);
  switch (unit) {
    case 'week':
      return weekRange(addDays(today, offset * 7));
    case 'month': {
      const shifted = new Date(Date.UTC(year, month - 1 + offset, 1));
      return monthRange(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1);
    }
    case 'quarter': {
      const index = year * 4 + Math.floor((month - 1) / 3) + offset;
      return quarterRange(Math.floor(index / 4), (index % 4) + 1);
    }
    case 'year':
      return yearRange(year + offset);
  }
}

export function isValidDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= lastDayOfMonth(year, month);
}
