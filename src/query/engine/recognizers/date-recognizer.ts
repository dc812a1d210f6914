import type { Token } from '../text/tokenizer';
import {
  addDays,
  addMonths,
  DateRange,
  isValidDate,
  iso,
  monthRange,
  parts,
  periodRange,
  PeriodUnit,
  quarterRange,
  weekRange,
  yearRange,
} from './calendar';
import { holidayAt } from './holidays';
import { readNumber } from './number-recognizer';
import { wordTable } from '../text/word-table';

export interface DateReading {
  /** Tokens consumed. */
  length: number;
  /** The span the words name: a whole period, or one day (from = to). */
  range: DateRange;
  /** "this month": its first day to today, the reading for dates that look back (placed, invoiced). */
  toDate?: DateRange;
  /** "within 30 days": the forward reading (today to today + 30), for dates that look ahead (due). */
  forward?: DateRange;
  /** One day ("today", "March 5", "30 days ago"). */
  point: boolean;
  /** "older than 90 days": the date lies before the range; "newer than": after. */
  relation?: 'before' | 'after';
  /** Counted back from today ("30 days ago"): "more than 30 days ago" means before that day. */
  ago?: boolean;
  /**
   * "two months ago", "3 weeks ago": the calendar period that many periods back, which a date
   * said without a comparison ("POs from two months ago") names; the day in `range` stays the
   * edge a comparison counts from ("more than two months ago").
   */
  period?: DateRange;
  /** The first or last day of a period ("the beginning of the year", "the end of March"). */
  edge?: 'start' | 'end';
  /**
   * "a year ago": said alone, about this time last year, neither the one day nor the whole
   * year; the day in `range` is still the edge a comparison counts from ("over a year ago").
   */
  rough?: boolean;
}

const MONTHS: Readonly<Record<string, number>> = wordTable({
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
});

const PERIODS: Readonly<Record<string, PeriodUnit>> = wordTable({
  week: 'week',
  month: 'month',
  quarter: 'quarter',
  year: 'year',
  yr: 'year',
});

/** Verbs saying a period opened ("since the quarter began", "since the year started"). */
const PERIOD_OPENED: ReadonlySet<string> = new Set(['began', 'begun', 'started', 'opened']);

/** Words naming only a part of the period after "of the" ("the rest of the year"). */
const PART_OF_PERIOD: ReadonlySet<string> = new Set([
  'rest',
  'remainder',
  'balance',
  'middle',
  'half',
  'part',
  'day',
  'end',
  'start',
  'beginning',
  'close',
  'top',
  'turn',
]);

/** A third of a period by its first word: "early next month", "mid-December". */
const THIRDS: Readonly<Record<string, number>> = wordTable({ early: 0, mid: 1 });

/**
 * Part of a period: "earlier this month" (its first day to today), "later this week" (today to
 * its last day), "early next month", "mid-December" (its first or middle third, by days).
 */
function partOfPeriod(tokens: readonly Token[], i: number, today: string): DateReading | undefined {
  const w = tokens[i].stem;
  const third = THIRDS[tokens[i].lower];
  if (w !== 'earlier' && w !== 'later' && third === undefined) return undefined;
  const thisPeriod = tokens[i + 1]?.stem === 'this' || tokens[i + 1]?.stem === 'current';
  if ((w === 'earlier' || w === 'later') && !thisPeriod) return undefined;
  const inner = readDateInner(tokens, i + 1, today);
  if (!inner || inner.length === 0 || inner.point || inner.relation || inner.ago) return undefined;
  const { from, to } = inner.range;
  const length = inner.length + 1;
  if (w === 'earlier') return { length, range: { from, to: today }, point: false };
  if (w === 'later') return { length, range: { from: today, to }, point: false };
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86400000) + 1;
  const start = addDays(from, Math.floor((days * third) / 3));
  const end = addDays(from, Math.floor((days * (third + 1)) / 3) - 1);
  return { length, range: { from: start, to: end }, point: false };
}

/** Abbreviations of a period's end: "EOM" is the end of this month. */
const PERIOD_ENDS: Readonly<Record<string, PeriodUnit>> = wordTable({
  eom: 'month',
  eoq: 'quarter',
  eoy: 'year',
});

const OFFSET_WORDS: Readonly<Record<string, number>> = wordTable({
  this: 0,
  current: 0,
  last: -1,
  previous: -1,
  prior: -1,
  next: 1,
  coming: 1,
  upcoming: 1,
  following: 1,
});

const ORDINAL_QUARTERS: Readonly<Record<string, number>> = wordTable({
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  last: 4,
});

/** Words before a bare year that make "2025" a year rather than an amount. */
const YEAR_CONTEXT = new Set([
  'in',
  'during',
  'for',
  'since',
  'before',
  'after',
  'until',
  'of',
  'from',
  'through',
  'year',
  'fy',
  'between',
  'early',
  'mid',
]);

/**
 * The month a word names: as typed, or as the typo corrector spelt it when that is a whole month
 * name ("Ocotber", "Septmber") and the word stands where a date does (after "in", "since", a day
 * or a year). A slip of a month name elsewhere is left to the words it may be.
 */
function monthNamed(tokens: readonly Token[], i: number): number | undefined {
  const t = tokens[i];
  const typed = MONTHS[t.lower];
  if (typed !== undefined || t.stem === t.lower || t.stem.length <= 4) return typed;
  const corrected = MONTHS[t.stem];
  if (corrected === undefined) return undefined;
  return yearContext(tokens, i) || dayAt(tokens[i + 1]) !== undefined || yearAt(tokens[i + 1])
    ? corrected
    : undefined;
}

/** "and" / "to" make a year only after another year: "between 2024 and 2025", not "between 1000 and 2000". */
function yearContext(tokens: readonly Token[], i: number): boolean {
  const previous = tokens[i - 1]?.stem;
  if (previous === undefined) return false;
  if (YEAR_CONTEXT.has(previous)) return true;
  return (
    (previous === 'and' || previous === 'to') &&
    yearAt(tokens[i - 2]) !== undefined &&
    YEAR_CONTEXT.has(tokens[i - 3]?.stem ?? '')
  );
}

const day = (range: DateRange): DateReading => ({
  length: 0,
  range,
  point: range.from === range.to,
});

function yearAt(token: Token | undefined): number | undefined {
  if (!token || token.kind !== 'number' || token.currency) return undefined;
  const value = token.value ?? 0;
  return /^\d{4}$/.test(token.raw) && value >= 1990 && value <= 2100 ? value : undefined;
}

/**
 * The year written after a two-token period at `i` ("week 47 2026", "first quarter of 2025")
 * and the period's length in tokens with it; this year and 2 when none is written.
 */
function yearAfter(
  tokens: readonly Token[],
  i: number,
  today: string,
): { year: number; length: number } {
  const ofYear = tokens[i + 2]?.stem === 'of' ? yearAt(tokens[i + 3]) : undefined;
  if (ofYear !== undefined) return { year: ofYear, length: 4 };
  const year = yearAt(tokens[i + 2]);
  return year !== undefined ? { year, length: 3 } : { year: parts(today).year, length: 2 };
}

/** "15", "15th" after a month name. */
function dayAt(token: Token | undefined): number | undefined {
  if (!token) return undefined;
  if (token.kind === 'number' && /^\d{1,2}(st|nd|rd|th)?$/i.test(token.raw)) return token.value;
  if (token.kind === 'code' && /^\d{1,2}(st|nd|rd|th)$/i.test(token.raw))
    return parseInt(token.raw, 10);
  return undefined;
}

function literalDate(raw: string, today: string): DateRange | undefined {
  let y: number;
  let m: number;
  let d: number;
  const isoMatch = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(raw);
  const usMatch = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(raw);
  if (isoMatch) [y, m, d] = [Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3])];
  else if (usMatch) {
    m = Number(usMatch[1]);
    d = Number(usMatch[2]);
    const year = usMatch[3];
    y =
      year === undefined
        ? parts(today).year
        : year.length === 2
          ? 2000 + Number(year)
          : Number(year);
  } else return undefined;
  if (!isValidDate(y, m, d)) return undefined;
  const date = iso(y, m, d);
  return { from: date, to: date };
}

/** "last 30 days", "next 2 weeks", "past 3 months": a rolling window ending or starting today. */
function rolling(
  tokens: readonly Token[],
  i: number,
  today: string,
  direction: 1 | -1,
): DateReading | undefined {
  const count = readNumber(tokens, i);
  let n: number;
  let unit: string | undefined;
  let length: number;
  if (count && count.unit === 'days') {
    // readNumber already turned "2 weeks" into 14 days; months stay calendar months below.
    const word = tokens[i + count.length - 1].stem;
    n = count.value / ({ day: 1, week: 7, fortnight: 14, month: 30, year: 365 }[word] ?? 1);
    unit = word;
    length = count.length;
  } else if (!count && tokens[i]?.stem === 'fortnight') {
    // "the past fortnight": two weeks, a span with no calendar period of its own (no "this
    // fortnight" is read), so it is only ever a rolling window.
    n = 2;
    unit = 'week';
    length = 1;
  } else if (!count && PERIODS[tokens[i]?.stem] === undefined && tokens[i]?.stem !== 'day') {
    return undefined;
  } else if (!count) {
    n = 1;
    unit = tokens[i].stem;
    length = 1;
  } else return undefined;
  const shift = (amount: number): string => {
    switch (unit) {
      case 'day':
        return addDays(today, amount);
      case 'week':
        return addDays(today, amount * 7);
      case 'fortnight':
        return addDays(today, amount * 14);
      case 'month':
        return addMonths(today, amount);
      case 'quarter':
        return addMonths(today, amount * 3);
      default:
        return addMonths(today, amount * 12);
    }
  };
  const edge = shift(direction * n);
  const range = direction < 0 ? { from: edge, to: today } : { from: today, to: edge };
  return { length, range, point: false };
}

/**
 * Reads a date phrase starting at `tokens[i]`, resolved against `today`: relative ("last 30
 * days", "this month", "next week", "yesterday", "3 weeks ago", "year to date") and absolute
 * ("March 2026", "in 2025", "Q1 2026", "March 15, 2026", "2026-03-15", "3/15/2026"). Returns
 * undefined when no date phrase starts there.
 */
export function readDate(
  tokens: readonly Token[],
  i: number,
  today: string,
): DateReading | undefined {
  const reading = readDateInner(tokens, i, today);
  return reading && reading.length > 0 ? reading : undefined;
}

const WEEKDAYS: Readonly<Record<string, number>> = wordTable({
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
  // The short forms of a calendar or a chat ("due fri", "since tues", "next mon"). Not "sat",
  // "sun" or "wed": each is also an English word (or part of a name) that no date follows.
  mon: 0,
  tue: 1,
  tues: 1,
  thu: 3,
  thur: 3,
  thurs: 3,
  fri: 4,
});

/**
 * The short weekdays above, which read alone (with no "last" / "next" / "this") only after a
 * word that takes a date ("due fri", "since tues"): elsewhere a short word may be a code or a
 * part of a name ("mon jobs"), where the full weekday name could not be.
 */
const SHORT_WEEKDAYS: ReadonlySet<string> = new Set([
  'mon',
  'tue',
  'tues',
  'thu',
  'thur',
  'thurs',
  'fri',
]);
const TAKES_SHORT_WEEKDAY: ReadonlySet<string> = new Set([
  'by',
  'before',
  'until',
  'till',
  'on',
  'after',
  'since',
  'due',
]);

const HALVES: Readonly<Record<string, number>> = wordTable({
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  last: 2,
});

/**
 * Three calendar phrases people use for a span: a named weekday with "last" / "this" / "next"
 * ("last Friday": the latest Friday before today; "next Monday": the first after it; "this
 * Wednesday": the one of this week), an ISO week number ("week 47", "wk 47 of 2026"), and a
 * half year ("the first half of the year", "second half of 2025", "H1", "H2 2025").
 */
function readWeekdayWeekOrHalf(
  tokens: readonly Token[],
  i: number,
  today: string,
): DateReading | undefined {
  const t = tokens[i];
  const next = tokens[i + 1];
  const w = t.stem;
  const offset = OFFSET_WORDS[w];
  const weekday = next ? WEEKDAYS[next.lower] : undefined;
  if (offset !== undefined && weekday !== undefined) {
    const todayIndex = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    let shift: number;
    if (offset < 0) shift = -(((todayIndex - weekday + 6) % 7) + 1);
    else if (offset > 0) shift = ((weekday - todayIndex + 6) % 7) + 1;
    else shift = weekday - todayIndex;
    const date = addDays(today, shift);
    const reading: DateReading = { length: 2, range: { from: date, to: date }, point: true };
    // "due this Friday", said on a Saturday: for a date that looks ahead, the coming one.
    if (offset === 0 && shift < 0) {
      const coming = addDays(date, 7);
      return { ...reading, forward: { from: coming, to: coming } };
    }
    return reading;
  }
  // "last weekend", "this weekend", "next weekend": Saturday and Sunday of that week (a week
  // runs Monday to Sunday, so said on a Saturday "last weekend" is a week back).
  if (offset !== undefined && next?.kind === 'word' && /^week-?ends?$/.test(next.stem)) {
    const week = periodRange(today, 'week', offset);
    const range = { from: addDays(week.to, -1), to: week.to };
    if (offset === 0 && range.from <= today)
      return { length: 2, range, toDate: { from: range.from, to: today }, point: false };
    return { length: 2, range, point: false };
  }
  // "shipped on Thursday", "due on Friday": a weekday alone is the nearest one, the latest on
  // or before today for a date that looks back (shipped, placed), the first on or after today
  // for one that looks ahead (due, scheduled).
  // "from Monday" is left unread: "orders from Monday" looks back, "jobs starting from Monday"
  // ahead, whatever the date's own direction.
  const alone = WEEKDAYS[t.lower];
  const shortAlone =
    SHORT_WEEKDAYS.has(t.lower) && !TAKES_SHORT_WEEKDAY.has(tokens[i - 1]?.stem ?? '');
  if (alone !== undefined && t.kind === 'word' && tokens[i - 1]?.stem !== 'from' && !shortAlone) {
    const todayIndex = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const back = addDays(today, -((todayIndex - alone + 7) % 7));
    const ahead = addDays(today, (alone - todayIndex + 7) % 7);
    return {
      length: 1,
      range: { from: back, to: back },
      toDate: { from: back, to: back },
      forward: { from: ahead, to: ahead },
      point: true,
    };
  }
  // "the last quarter of 2025", "last month of 2025": the year's last, not the one before today.
  if (w === 'last' && tokens[i + 2]?.stem === 'of' && yearAt(tokens[i + 3])) {
    const year = yearAt(tokens[i + 3]) as number;
    if (next?.stem === 'quarter') return { length: 4, range: quarterRange(year, 4), point: false };
    if (next?.stem === 'month') return { length: 4, range: monthRange(year, 12), point: false };
  }
  // "week 47", "wk 47 2026", "week 47 of 2026": Monday to Sunday of ISO week 47.
  if ((w === 'week' || w === 'wk') && next?.kind === 'number' && /^\d{1,2}$/.test(next.raw)) {
    const number = next.value ?? 0;
    const { year, length } = yearAfter(tokens, i, today);
    if (number < 1 || number > 53) return undefined;
    // ISO week 1 holds January 4th.
    const first = weekRange(iso(year, 1, 4)).from;
    const from = addDays(first, (number - 1) * 7);
    if (parts(from).year > year) return undefined;
    return { length, range: { from, to: addDays(from, 6) }, point: false };
  }
  // "H1", "H2 2025"
  if (t.kind === 'code' && /^h[12]$/i.test(t.raw)) {
    const year = yearAt(next);
    return {
      length: year ? 2 : 1,
      range: halfRange(year ?? parts(today).year, Number(t.raw[1])),
      point: false,
    };
  }
  // "first half of the year", "the second half of 2025", "1st half"
  if (HALVES[t.lower] && next?.stem === 'half') {
    let { year, length } = yearAfter(tokens, i, today);
    if (length === 2 && tokens[i + 2]?.stem === 'of') {
      if (tokens[i + 3]?.stem === 'the' && PERIODS[tokens[i + 4]?.stem] === 'year') {
        length = 5;
      } else if (
        OFFSET_WORDS[tokens[i + 3]?.stem] !== undefined &&
        PERIODS[tokens[i + 4]?.stem] === 'year'
      ) {
        year += OFFSET_WORDS[tokens[i + 3].stem];
        length = 5;
      } else if (PERIODS[tokens[i + 3]?.stem] === 'year') length = 4;
    }
    return { length, range: halfRange(year, HALVES[t.lower]), point: false };
  }
  return undefined;
}

/**
 * "since the 1st", "due by the 15th": a day of the month named by its ordinal alone, after a
 * word that takes a date, is the nearest such day, the latest on or before today for a date
 * that looks back and the first on or after today for one that looks ahead, as a weekday alone
 * is. "the 15th of March" and "the 1st quarter" are read elsewhere.
 */
function dayOfMonthAlone(
  tokens: readonly Token[],
  i: number,
  today: string,
  dated: readonly string[],
): DateReading | undefined {
  const end = endOfDayRange(tokens, i, today, dated);
  if (end) return end;
  // "since 1st", "orders 5th to 12th": the suffix alone makes the number a day, with or
  // without "the" before it.
  const d = tokens[i].stem === 'the' ? 1 : 0;
  const next = tokens[i + d];
  if (!ORDINAL_DAY.test(next?.raw ?? '')) return undefined;
  const after = tokens[i + d + 1];
  const startsRange =
    d === 0 &&
    RANGE_ENDS.includes(after?.stem ?? '') &&
    after?.stem !== 'and' &&
    ORDINAL_DAY.test(tokens[tokens[i + 2]?.stem === 'the' ? i + 3 : i + 2]?.raw ?? '');
  if (!dated.includes(tokens[i - 1]?.stem ?? '') && !startsRange) return undefined;
  const n = dayAt(next);
  // "since the 1st of the month", "by the 15th of next month": that month's day.
  const shift =
    after?.stem === 'of' && PERIODS[tokens[i + d + 3]?.stem] === 'month'
      ? tokens[i + d + 2]?.stem === 'the'
        ? 0
        : OFFSET_WORDS[tokens[i + d + 2]?.stem]
      : undefined;
  if (n !== undefined && shift !== undefined) {
    const { year: y, month: mo } = parts(periodRange(today, 'month', shift).from);
    if (!isValidDate(y, mo, n)) return undefined;
    const date = iso(y, mo, n);
    return { length: 4 + d, range: { from: date, to: date }, point: true };
  }
  if (
    n === undefined ||
    (after &&
      (after.stem === 'of' ||
        after.stem === 'half' ||
        PERIODS[after.stem] !== undefined ||
        (after.kind === 'word' && MONTHS[after.lower] !== undefined)))
  )
    return undefined;
  const { year, month, day: todayDay } = parts(today);
  // This month's day, or the one `shift` months away, where the month has such a day.
  const inMonth = (shift: number): string | undefined => {
    const m = ((month - 1 + shift + 12) % 12) + 1;
    const y = year + Math.floor((month - 1 + shift) / 12);
    return isValidDate(y, m, n) ? iso(y, m, n) : undefined;
  };
  // "since the 31st" in November: October's.
  let back = (n <= todayDay ? inMonth(0) : undefined) ?? inMonth(-1) ?? inMonth(-2);
  const ahead = (n >= todayDay ? inMonth(0) : undefined) ?? inMonth(1) ?? inMonth(2);
  // "from the 18th to the 3rd", looking back: the range ends on the latest 3rd, so it starts
  // on the 18th of the month before that one.
  const endAt = RANGE_ENDS.includes(after?.stem ?? '')
    ? tokens[i + d + 2]?.stem === 'the'
      ? i + d + 3
      : i + d + 2
    : -1;
  const last = ORDINAL_DAY.test(tokens[endAt]?.raw ?? '') ? dayAt(tokens[endAt]) : undefined;
  if (last !== undefined && last < n) {
    const endMonth = last <= todayDay ? month : month - 1;
    const m = ((endMonth - 2 + 24) % 12) + 1;
    const y = year + Math.floor((endMonth - 2) / 12);
    back = isValidDate(y, m, n) ? iso(y, m, n) : undefined;
  }
  if (!back || !ahead) return undefined;
  return {
    length: 1 + d,
    range: { from: back, to: back },
    toDate: { from: back, to: back },
    forward: { from: ahead, to: ahead },
    point: true,
  };
}

const ORDINAL_DAY = /^\d{1,2}(st|nd|rd|th)$/i;

/** Words that end a range of days begun by "from" or "between" ("from the 5th to the 12th"). */
const RANGE_ENDS = ['to', 'through', 'thru', 'till', 'until', 'and'];

/**
 * "from the 5th to the 12th", "between the 5th and 12th": the end of a range of days named by
 * their ordinals alone lies in the month of its start (the month after, when its day is the
 * smaller), so that the range never runs backwards, whichever way its dates look.
 */
function endOfDayRange(
  tokens: readonly Token[],
  i: number,
  today: string,
  dated: readonly string[],
): DateReading | undefined {
  const lead = tokens[i - 1]?.stem ?? '';
  if (!RANGE_ENDS.includes(lead)) return undefined;
  const at = tokens[i].stem === 'the' ? i + 1 : i;
  if (!ORDINAL_DAY.test(tokens[at]?.raw ?? '')) return undefined;
  if (!ORDINAL_DAY.test(tokens[i - 2]?.raw ?? '')) return undefined;
  const startAt = tokens[i - 3]?.stem === 'the' ? i - 3 : i - 2;
  const opener = tokens[startAt - 1]?.stem;
  // "on the 5th and the 12th" names two days, not the days between them.
  if (lead === 'and' && opener !== 'between') return undefined;
  const start = dayOfMonthAlone(tokens, startAt, today, dated);
  const n = dayAt(tokens[at]);
  const after = tokens[at + 1];
  if (!start || start.length !== i - 1 - startAt || n === undefined) return undefined;
  if (after && (after.stem === 'of' || PERIODS[after.stem] !== undefined)) return undefined;
  const endAfter = (from: string): string | undefined => {
    const { year, month, day: first } = parts(from);
    const shift = n < first ? 1 : 0;
    const y = year + Math.floor((month - 1 + shift) / 12);
    const m = ((month - 1 + shift) % 12) + 1;
    return isValidDate(y, m, n) ? iso(y, m, n) : undefined;
  };
  const back = endAfter((start.toDate ?? start.range).from);
  const ahead = endAfter((start.forward ?? start.range).from);
  if (!back || !ahead) return undefined;
  return {
    length: at - i + 1,
    range: { from: back, to: back },
    toDate: { from: back, to: back },
    forward: { from: ahead, to: ahead },
    point: true,
  };
}

/** "2025", "last year", "this year": the year said after a holiday, with its tokens. */
function holidayYear(
  tokens: readonly Token[],
  at: number,
  today: string,
): { year: number; length: number } | undefined {
  const written = yearAt(tokens[at]);
  if (written) return { year: written, length: 1 };
  const shift = tokens[at] ? OFFSET_WORDS[tokens[at].stem] : undefined;
  if (shift === undefined || PERIODS[tokens[at + 1]?.stem] !== 'year') return undefined;
  return { year: parts(today).year + shift, length: 2 };
}

/**
 * A month or a day named without a year is this year's; for dates that look ahead ("due in
 * January", "due by March 5", said in November) it is the coming one when this year's is past
 * and the coming one is the nearer ("due in October", said in November, stays last month).
 */
function comingIfPast(
  reading: DateReading,
  today: string,
  month: number,
  dayNumber?: number,
): DateReading {
  if (reading.range.to >= today) return reading;
  if (parts(today).month - month <= 6) return reading;
  const year = parts(today).year + 1;
  if (dayNumber === undefined) return { ...reading, forward: monthRange(year, month) };
  if (!isValidDate(year, month, dayNumber)) return reading;
  const date = iso(year, month, dayNumber);
  return { ...reading, forward: { from: date, to: date } };
}

/** Whether `opener` ("between", "from") stands at most `within` words before position `at`. */
function opensRangeBefore(
  tokens: readonly Token[],
  at: number,
  opener: string,
  within = 4,
): boolean {
  for (let k = at - 1; k >= Math.max(0, at - within); k -= 1)
    if (tokens[k].stem === opener) return true;
  return false;
}

/**
 * "a due date in the past", "start date in the future": "in the past" / "in the future" with no
 * span after it ("in the past 30 days" is a window) lies before or after today.
 */
function pastOrFuture(tokens: readonly Token[], i: number, today: string): DateReading | undefined {
  if (tokens[i - 1]?.stem !== 'the' || tokens[i - 2]?.stem !== 'in') return undefined;
  return {
    length: 1,
    range: { from: today, to: today },
    point: true,
    relation: tokens[i].stem === 'past' ? 'before' : 'after',
  };
}

function halfRange(year: number, half: number): { from: string; to: string } {
  return half === 1
    ? { from: iso(year, 1, 1), to: iso(year, 6, 30) }
    : { from: iso(year, 7, 1), to: iso(year, 12, 31) };
}

function readDateInner(
  tokens: readonly Token[],
  i: number,
  today: string,
): DateReading | undefined {
  const t = tokens[i];
  if (!t) return undefined;
  const next = tokens[i + 1];
  const w = t.stem;

  if (t.kind === 'date') {
    const range = literalDate(t.raw, today);
    return range ? { ...day(range), length: 1 } : undefined;
  }
  if (w === 'today') return { ...day({ from: today, to: today }), length: 1 };
  // "by now", "between now and Christmas": today ("now" alone, as in "right now", says
  // nothing of a date).
  // "from the 10th to now": the end of a range too; "from now until Christmas": its start.
  // "between the start of the year and now": the far end of a range "between" opened.
  if (
    w === 'now' &&
    (['by', 'between', 'until', 'till', 'to', 'through', 'thru', 'from'].includes(
      tokens[i - 1]?.stem ?? '',
    ) ||
      (tokens[i - 1]?.stem === 'and' && opensRangeBefore(tokens, i - 1, 'between', 8)))
  )
    return { ...day({ from: today, to: today }), length: 1 };
  const part = partOfPeriod(tokens, i, today);
  if (part) return part;
  if (w === 'yesterday')
    return { ...day({ from: addDays(today, -1), to: addDays(today, -1) }), length: 1 };
  if (w === 'tomorrow')
    return { ...day({ from: addDays(today, 1), to: addDays(today, 1) }), length: 1 };
  if ((w === 'ytd' || w === 'mtd' || w === 'qtd') && t.kind === 'word') {
    const unit: PeriodUnit = w === 'ytd' ? 'year' : w === 'mtd' ? 'month' : 'quarter';
    const from = periodRange(today, unit, 0).from;
    return { length: 1, range: { from, to: today }, point: false };
  }
  // "year to date", "month to date"
  if (PERIODS[w] && next?.stem === 'to' && tokens[i + 2]?.stem === 'date') {
    const from = periodRange(today, PERIODS[w], 0).from;
    return { length: 3, range: { from, to: today }, point: false };
  }

  // "the last day of the month", "first day of next quarter": the period's edge, as "the end of"
  // and "the beginning of" say it (not yesterday, which "last day" alone would be).
  const dayEdge =
    (w === 'last' || w === 'first') && next?.stem === 'day' && tokens[i + 2]?.stem === 'of';
  if (((w === 'end' || w === 'beginning' || w === 'start') && next?.stem === 'of') || dayEdge) {
    let j = dayEdge ? i + 3 : i + 2;
    let inner: DateReading | undefined;
    if (tokens[j]?.stem === 'the' && PERIODS[tokens[j + 1]?.stem] !== undefined) {
      // "the end of the month" is this month's end.
      const range = periodRange(today, PERIODS[tokens[j + 1].stem], 0);
      inner = { length: 2, range, point: false };
    } else if (PERIODS[tokens[j]?.stem] !== undefined && tokens[j].kind === 'word') {
      // "end of month", "by end of quarter": this one's too.
      inner = { length: 1, range: periodRange(today, PERIODS[tokens[j].stem], 0), point: false };
    } else {
      if (tokens[j]?.stem === 'the') j += 1;
      inner = readDateInner(tokens, j, today);
    }
    if (!inner || inner.length === 0) return undefined;
    const atEnd = w === 'end' || w === 'last';
    const edge = atEnd ? inner.range.to : inner.range.from;
    return {
      length: j - i + inner.length,
      range: { from: edge, to: edge },
      point: true,
      edge: atEnd ? 'end' : 'start',
    };
  }
  // Words that take a date after them ("since", "before"...).
  const dated = ['by', 'before', 'at', 'until', 'till', 'on', 'after', 'since', 'through'];
  // "since the quarter began", "before the month started": a clause naming the moment the
  // current period opened is its first day, as "the start of the quarter" is. Only after a word
  // that takes a date ("the year began badly" dates nothing).
  if (
    PERIODS[w] !== undefined &&
    t.kind === 'word' &&
    PERIOD_OPENED.has(next?.stem ?? '') &&
    (tokens[i - 1]?.stem === 'the' || tokens[i - 1]?.stem === 'this') &&
    dated.includes(tokens[i - 2]?.stem ?? '')
  ) {
    const edge = periodRange(today, PERIODS[w], 0).from;
    return { length: 2, range: { from: edge, to: edge }, point: true, edge: 'start' };
  }
  // "the first order of the year", "biggest PO of the month": records picked within the period
  // they belong to, which "the" says is the current one, as "this year" does. Not a part of a
  // period ("the rest of the year", "middle of the month"), which names only some of it.
  if (
    w === 'of' &&
    next?.stem === 'the' &&
    PERIODS[tokens[i + 2]?.stem] !== undefined &&
    tokens[i + 2].kind === 'word' &&
    !PART_OF_PERIOD.has(tokens[i - 1]?.stem ?? '')
  ) {
    const range = periodRange(today, PERIODS[tokens[i + 2].stem], 0);
    return { length: 3, range, toDate: { from: range.from, to: today }, point: false };
  }
  // "by month end", "before year end", "at EOM": the last day of this period, after a word that
  // takes a date ("month end stock" is a stock taken then, which nothing here keeps).
  const endWord = t.kind === 'word' ? PERIOD_ENDS[t.lower] : undefined;
  const endOf =
    (PERIODS[w] !== undefined && PERIODS[w] !== 'week' && next?.stem === 'end'
      ? PERIODS[w]
      : undefined) ?? endWord;
  // "between now and year end", "from today to month end": the far edge of a range, whose "and" /
  // "to" takes a date only when "between" / "from" opened the range a few words before.
  const rangeEnd =
    (tokens[i - 1]?.stem === 'and' && opensRangeBefore(tokens, i - 1, 'between')) ||
    (tokens[i - 1]?.stem === 'to' && opensRangeBefore(tokens, i - 1, 'from'));
  if (endOf && (dated.includes(tokens[i - 1]?.stem ?? '') || rangeEnd)) {
    const edge = periodRange(today, endOf, 0).to;
    return { length: endWord ? 1 : 2, range: { from: edge, to: edge }, point: true, edge: 'end' };
  }
  const monthDay = dayOfMonthAlone(tokens, i, today, [...dated, 'from', 'between', 'than']);
  if (monthDay) return monthDay;
  const named = readWeekdayWeekOrHalf(tokens, i, today);
  if (named) return named;
  // "the week before last", "the month after next": two periods back or ahead.
  if (PERIODS[w] && tokens[i + 2]) {
    const two =
      next?.stem === 'before' && tokens[i + 2].stem === 'last'
        ? -2
        : next?.stem === 'after' && tokens[i + 2].stem === 'next'
          ? 2
          : 0;
    if (two !== 0) return { length: 3, range: periodRange(today, PERIODS[w], two), point: false };
  }
  // "this month", "last quarter", "next week", "this year"; "the last 30 days", "past 2 weeks"
  if (OFFSET_WORDS[w] !== undefined || w === 'past') {
    if (next && PERIODS[next.stem] && !(w === 'past')) {
      const unit = PERIODS[next.stem];
      const offset = OFFSET_WORDS[w];
      const range = periodRange(today, unit, offset);
      if (offset === 0)
        return { length: 2, range, toDate: { from: range.from, to: today }, point: false };
      return { length: 2, range, point: false };
    }
    const direction = OFFSET_WORDS[w] !== undefined && OFFSET_WORDS[w] > 0 ? 1 : -1;
    if (w === 'this' || w === 'current') return undefined;
    const window = rolling(tokens, i + 1, today, direction);
    if (window) return { ...window, length: window.length + 1 };
    return w === 'past' ? pastOrFuture(tokens, i, today) : undefined;
  }
  if (w === 'future') return pastOrFuture(tokens, i, today);
  // "within 30 days", "within the next 2 weeks" (handled above once "next" is reached)
  if (w === 'within') {
    let j = i + 1;
    if (tokens[j]?.stem === 'the') j += 1;
    if (tokens[j] && (OFFSET_WORDS[tokens[j].stem] !== undefined || tokens[j].stem === 'past')) {
      const inner = readDateInner(tokens, j, today);
      return inner ? { ...inner, length: inner.length + (j - i) } : undefined;
    }
    const back = rolling(tokens, j, today, -1);
    const ahead = rolling(tokens, j, today, 1);
    if (!back || !ahead) return undefined;
    return { ...back, forward: ahead.range, length: back.length + (j - i) };
  }
  // "older than 90 days", "newer than 2 weeks"
  if ((w === 'older' || w === 'newer' || w === 'younger') && next?.stem === 'than') {
    const amount = readNumber(tokens, i + 2);
    if (!amount || amount.unit !== 'days') return undefined;
    const edge = addDays(today, -amount.value);
    return {
      length: 2 + amount.length,
      range: { from: edge, to: edge },
      point: true,
      relation: w === 'older' ? 'before' : 'after',
    };
  }
  // "30 days ago", "2 weeks ago"; "90 days old"
  const amount = readNumber(tokens, i);
  if (amount && amount.unit === 'days') {
    const after = tokens[i + amount.length];
    if (after?.stem === 'ago' || after?.stem === 'old') {
      const edge = addDays(today, -amount.value);
      const reading: DateReading = {
        length: amount.length + 1,
        range: { from: edge, to: edge },
        point: true,
        ago: true,
      };
      // readNumber turned "two months" into 60 days; the unit word says a whole period was
      // counted ("from two months ago": that month, not the day 60 days back). A year back is
      // left a day: "orders from a year ago" is about this time last year, not all of it.
      const unit = PERIODS[tokens[i + amount.length - 1].stem];
      const per: Partial<Record<PeriodUnit, number>> = { week: 7, month: 30 };
      const days = unit ? per[unit] : undefined;
      if (after.stem === 'ago' && unit && days && amount.value % days === 0) {
        const n = Math.round(amount.value / days);
        return { ...reading, period: periodRange(today, unit, -n) };
      }
      return after.stem === 'ago' && unit === 'year' ? { ...reading, rough: true } : reading;
    }
    // "a week from now", "30 days from today": that day ahead ("at least a week from now" is on
    // or after it).
    if (after?.stem === 'from' && ['now', 'today'].includes(tokens[i + amount.length + 1]?.stem)) {
      const edge = addDays(today, amount.value);
      return { length: amount.length + 2, range: { from: edge, to: edge }, point: true };
    }
  }
  // "Q1 2026", "Q3", "Q3 last year"
  if (t.kind === 'code' && /^q[1-4]$/i.test(t.raw)) {
    const quarter = Number(t.raw[1]);
    const shift = next ? OFFSET_WORDS[next.stem] : undefined;
    if (shift !== undefined && PERIODS[tokens[i + 2]?.stem] === 'year') {
      const range = quarterRange(parts(today).year + shift, quarter);
      return { length: 3, range, point: false };
    }
    const year = yearAt(next);
    return {
      length: year ? 2 : 1,
      range: quarterRange(year ?? parts(today).year, quarter),
      point: false,
    };
  }
  // "first quarter of 2026", "the 2nd quarter"
  if (ORDINAL_QUARTERS[t.lower] && next?.stem === 'quarter') {
    const { year, length } = yearAfter(tokens, i, today);
    return { length, range: quarterRange(year, ORDINAL_QUARTERS[t.lower]), point: false };
  }
  // "Christmas", "Christmas Eve 2025", "since Labor Day": a named holiday is its day (see
  // holidays.ts for which year's).
  const holiday =
    t.kind === 'word'
      ? holidayAt(tokens, i, today, (at) => holidayYear(tokens, at, today))
      : undefined;
  if (holiday) return { ...holiday, point: true };
  // "March", "March 2026", "March of 2026", "March 15", "March 15th, 2026", "mid-March" aside
  const month = t.kind === 'word' ? monthNamed(tokens, i) : undefined;
  if (month !== undefined) {
    // "may" and "mar" are words too: only a date when a day or year follows, or a date word leads.
    const anchored = yearContext(tokens, i);
    const dayNumber = dayAt(next);
    if (dayNumber !== undefined) {
      let year = parts(today).year;
      let length = 2;
      const maybeYear = yearAt(tokens[i + 2]);
      if (maybeYear) {
        year = maybeYear;
        length = 3;
      }
      if (!isValidDate(year, month, dayNumber)) return undefined;
      const date = iso(year, month, dayNumber);
      const reading: DateReading = { length, range: { from: date, to: date }, point: true };
      return length === 2 ? comingIfPast(reading, today, month, dayNumber) : reading;
    }
    let length = 1;
    let year: number | undefined = yearAt(next);
    if (year) length = 2;
    else if (next?.stem === 'of' && yearAt(tokens[i + 2])) {
      year = yearAt(tokens[i + 2]);
      length = 3;
    }
    if (!year && !anchored && (t.lower === 'may' || t.lower === 'mar' || t.lower.length <= 3)) {
      return undefined;
    }
    const reading: DateReading = {
      length,
      range: monthRange(year ?? parts(today).year, month),
      point: false,
    };
    return year ? reading : comingIfPast(reading, today, month);
  }
  // "15 March 2026", "15th of March"
  const dayFirst = dayAt(t);
  if (dayFirst !== undefined) {
    let j = i + 1;
    if (tokens[j]?.stem === 'of') j += 1;
    const m = tokens[j]?.kind === 'word' ? MONTHS[tokens[j].lower] : undefined;
    if (m !== undefined && tokens[j].lower.length > 3) {
      const year = yearAt(tokens[j + 1]);
      const y = year ?? parts(today).year;
      if (!isValidDate(y, m, dayFirst)) return undefined;
      const date = iso(y, m, dayFirst);
      return { length: j - i + 1 + (year ? 1 : 0), range: { from: date, to: date }, point: true };
    }
  }
  // "in 2025", "during 2024", "fiscal year 2025"
  const year = yearAt(t);
  if (year) {
    if (!yearContext(tokens, i)) return undefined;
    const range = yearRange(year);
    // "jobs created in 2026", said in 2026: like "this year", so far for dates that look back
    // (nothing is created after today), the whole year for dates ahead ("due in 2026").
    if (year === parts(today).year)
      return { length: 1, range, toDate: { from: range.from, to: today }, point: false };
    return { length: 1, range, point: false };
  }
  return undefined;
}
