/**
 * What a sample of a column's values says about it: dates stored as text, yes/no flags, how many
 * distinct values (for known values), how long the text runs. Computed in JavaScript from rows
 * read through the connector's read-only session, so every database is judged the same way.
 */

/** The most distinct values a column may have to be indexed as known values. */
export const MAX_KNOWN_VALUES = 250;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** Stored pairs that mean yes/no, true code first. */
const FLAG_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['1', '0'],
  ['y', 'n'],
  ['yes', 'no'],
  ['t', 'f'],
  ['true', 'false'],
];

export interface ColumnProfile {
  nonNull: number;
  /** Distinct values, up to MAX_KNOWN_VALUES + 1 (more are not tracked). */
  distinct: number;
  allNumbers: boolean;
  allIntegers: boolean;
  /** Every value is text of the form YYYY-MM-DD. */
  allDates: boolean;
  /** Every value is YYYY-MM-DD, some with a time after it. */
  allTimestamps: boolean;
  /** The stored yes and no values when the column holds exactly a yes/no pair. */
  flag: { yes: string; no: string } | null;
  maxLength: number;
  averageLength: number;
}

export function profileColumn(values: readonly unknown[]): ColumnProfile {
  const seen = new Set<string>();
  let nonNull = 0;
  let allNumbers = true;
  let allIntegers = true;
  let allDates = true;
  let allTimestamps = true;
  let maxLength = 0;
  let totalLength = 0;
  for (const raw of values) {
    if (raw === null || raw === undefined) continue;
    nonNull += 1;
    const isNumber = typeof raw === 'number' || typeof raw === 'bigint';
    const text =
      typeof raw === 'boolean'
        ? raw
          ? 'true'
          : 'false'
        : typeof raw === 'string'
          ? raw
          : typeof raw === 'object'
            ? JSON.stringify(raw)
            : typeof raw === 'number' || typeof raw === 'bigint'
              ? raw.toString()
              : '';
    if (!isNumber) allNumbers = false;
    if (!isNumber || !Number.isInteger(Number(raw))) allIntegers = false;
    if (isNumber || !ISO_DATE.test(text)) allDates = false;
    if (isNumber || !ISO_TIMESTAMP.test(text)) allTimestamps = false;
    maxLength = Math.max(maxLength, text.length);
    totalLength += text.length;
    if (seen.size <= MAX_KNOWN_VALUES) seen.add(text);
  }
  let flag: ColumnProfile['flag'] = null;
  if (seen.size === 2) {
    const [a, b] = [...seen];
    for (const [yes, no] of FLAG_PAIRS) {
      const la = a.toLowerCase();
      const lb = b.toLowerCase();
      if (la === yes && lb === no) flag = { yes: a, no: b };
      else if (la === no && lb === yes) flag = { yes: b, no: a };
    }
  }
  const any = nonNull > 0;
  return {
    nonNull,
    distinct: seen.size,
    allNumbers: any && allNumbers,
    allIntegers: any && allIntegers,
    allDates: any && allDates,
    allTimestamps: any && allTimestamps,
    flag,
    maxLength,
    averageLength: any ? totalLength / nonNull : 0,
  };
}
