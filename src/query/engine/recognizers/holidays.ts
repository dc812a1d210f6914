/**
 * Named US holidays as dates ("since Labor Day", "before Thanksgiving", "after Christmas"):
 * some fall on a fixed day, others on a weekday of their month (Labor Day is the first Monday
 * of September). Named without a year, a holiday is the latest one for a date that looks back
 * ("placed since Labor Day", said in November, is this September's) and the next one for a
 * date that looks ahead ("due before Christmas"), unless this year's passed lately.
 */
import type { Token } from '../text/tokenizer';
import { addDays, DateRange, iso, lastDayOfMonth, parts } from './calendar';

/**
 * A date that looks ahead takes next year's holiday only once this year's is long gone: "due
 * after Halloween", said in November, is this year's (as "due in October" stays last month).
 */
const HALF_YEAR = 182;

/**
 * The day of a holiday in a year: a fixed day, or the nth (1-based; -1 the last) weekday
 * (0 Sunday .. 6 Saturday) of its month.
 */
type HolidayRule = { month: number; day: number } | { month: number; weekday: number; nth: number };

/** Holidays by their words (longest first; the tokenizer drops the "'s" of "New Year's"). */
const HOLIDAYS: ReadonlyArray<{ words: readonly string[]; rule: HolidayRule }> = [
  { words: ['christmas', 'eve'], rule: { month: 12, day: 24 } },
  { words: ['christmas', 'day'], rule: { month: 12, day: 25 } },
  { words: ['christmas'], rule: { month: 12, day: 25 } },
  { words: ['xmas'], rule: { month: 12, day: 25 } },
  { words: ['halloween'], rule: { month: 10, day: 31 } },
  { words: ['independence', 'day'], rule: { month: 7, day: 4 } },
  { words: ['fourth', 'of', 'july'], rule: { month: 7, day: 4 } },
  { words: ['new', 'year', 'eve'], rule: { month: 12, day: 31 } },
  { words: ['new', 'years', 'eve'], rule: { month: 12, day: 31 } },
  { words: ['new', 'year', 'day'], rule: { month: 1, day: 1 } },
  { words: ['new', 'years', 'day'], rule: { month: 1, day: 1 } },
  { words: ['labor', 'day'], rule: { month: 9, weekday: 1, nth: 1 } },
  { words: ['labour', 'day'], rule: { month: 9, weekday: 1, nth: 1 } },
  { words: ['memorial', 'day'], rule: { month: 5, weekday: 1, nth: -1 } },
  { words: ['thanksgiving', 'day'], rule: { month: 11, weekday: 4, nth: 4 } },
  { words: ['thanksgiving'], rule: { month: 11, weekday: 4, nth: 4 } },
];

function dayIn(rule: HolidayRule, year: number): string {
  if ('day' in rule) return iso(year, rule.month, rule.day);
  const weekdayOf = (d: number): number => new Date(Date.UTC(year, rule.month - 1, d)).getUTCDay();
  if (rule.nth > 0) {
    const first = 1 + ((rule.weekday - weekdayOf(1) + 7) % 7);
    return iso(year, rule.month, first + 7 * (rule.nth - 1));
  }
  const end = lastDayOfMonth(year, rule.month);
  return iso(year, rule.month, end - ((weekdayOf(end) - rule.weekday + 7) % 7));
}

export interface HolidayDates {
  /** Tokens the holiday's words take. */
  length: number;
  /** This year's (or the written year's) day. */
  range: DateRange;
  /** The latest on or before today, for a date that looks back (none when a year is written). */
  toDate?: DateRange;
  /** For a date that looks ahead: this year's, or next year's when this one is long past. */
  forward?: DateRange;
}

/**
 * The holiday named at token `i`; `yearAfter` reads a year said right after it ("2025", "last
 * year"), with the tokens it takes.
 */
export function holidayAt(
  tokens: readonly Token[],
  i: number,
  today: string,
  yearAfter: (at: number) => { year: number; length: number } | undefined,
): HolidayDates | undefined {
  const found = HOLIDAYS.find((h) => h.words.every((w, k) => tokens[i + k]?.lower === w));
  if (!found) return undefined;
  const length = found.words.length;
  const written = yearAfter(i + length);
  const point = (date: string): DateRange => ({ from: date, to: date });
  if (written)
    return { length: length + written.length, range: point(dayIn(found.rule, written.year)) };
  const year = parts(today).year;
  const thisYear = dayIn(found.rule, year);
  return {
    length,
    range: point(thisYear),
    toDate: point(thisYear <= today ? thisYear : dayIn(found.rule, year - 1)),
    forward: point(
      thisYear >= today || addDays(thisYear, HALF_YEAR) >= today
        ? thisYear
        : dayIn(found.rule, year + 1),
    ),
  };
}
