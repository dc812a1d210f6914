import type { Token } from '../text/tokenizer';
import { wordTable } from '../text/word-table';

/** What a number measures, when the question says so. */
export type NumberUnit = 'currency' | 'days' | 'quantity' | 'percent';

export interface NumberReading {
  value: number;
  unit?: NumberUnit;
  /**
   * The ISO currency a money amount was written in ("$10K", "500 dollars" → USD, "20,000 CAD"),
   * so that it is compared with documents in that currency and not with every amount alike.
   */
  currencyCode?: string;
  /** Tokens consumed. */
  length: number;
}

const SMALL: Readonly<Record<string, number>> = wordTable({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dozen: 12,
});

const SCALES: Readonly<Record<string, number>> = wordTable({
  hundred: 100,
  thousand: 1e3,
  grand: 1e3,
  k: 1e3,
  million: 1e6,
  mil: 1e6,
  mm: 1e6,
  billion: 1e9,
  trillion: 1e12,
  quadrillion: 1e15,
});

/** Currency words after an amount, and the ISO code each names ("$" and dollars: US dollars). */
const CURRENCY_WORDS: Readonly<Record<string, string>> = {
  dollar: 'USD',
  buck: 'USD',
  usd: 'USD',
  $: 'USD',
  cad: 'CAD',
  mxn: 'MXN',
  eur: 'EUR',
  euro: 'EUR',
  peso: 'MXN',
  gbp: 'GBP',
  jpy: 'JPY',
  yen: 'JPY',
  inr: 'INR',
  aud: 'AUD',
  nzd: 'NZD',
  hkd: 'HKD',
  sgd: 'SGD',
  chf: 'CHF',
};
/** ISO codes, which may also stand before the amount ("CAD 10,000"); words only after it. */
const ISO_CODES: ReadonlyMap<string, string> = new Map(
  Object.entries(CURRENCY_WORDS).filter(([word, code]) => word === code.toLowerCase()),
);
/** Day counts of duration words: "2 weeks" is 14 days. Months are taken as 30 days. */
const DURATION_DAYS: Readonly<Record<string, number>> = wordTable({
  day: 1,
  week: 7,
  // Two weeks, still said in British and business English ("a fortnight late").
  fortnight: 14,
  month: 30,
  year: 365,
});
const QUANTITY_WORDS = new Set(['unit', 'piece', 'pc', 'pcs', 'ea']);

function wordValue(token: Token | undefined): number | undefined {
  if (!token || token.kind !== 'word') return undefined;
  return SMALL[token.lower];
}

/**
 * "half a million", "half of a million", "a quarter million", "a quarter of a million": a share
 * of a scale word ("a quarter" alone is a period of the year, never a number). Returns the amount
 * and the token after it.
 */
function fractionOfScale(
  tokens: readonly Token[],
  start: number,
): { value: number; end: number } | undefined {
  let j = start;
  let share: number;
  if (tokens[j]?.lower === 'a' && tokens[j + 1]?.lower === 'quarter') j += 1;
  if (tokens[j]?.lower === 'quarter') {
    share = 0.25;
    j += 1;
  } else if (j > start) return undefined;
  else if (tokens[j]?.lower === 'half') {
    share = 0.5;
    j += 1;
  } else return undefined;
  if (tokens[j]?.lower === 'of') j += 1;
  if (tokens[j]?.lower === 'a') j += 1;
  const scale = tokens[j]?.kind === 'word' ? SCALES[tokens[j].lower] : undefined;
  return scale === undefined ? undefined : { value: scale * share, end: j + 1 };
}

/**
 * Reads a number starting at `tokens[i]`: digits with money marks ($10K, 1.5M, 10,000,
 * $2,500.50), words ("ten thousand dollars", "a dozen", "twenty-five", "half a million"), a
 * scale word after digits ("1.5 million"), and a unit after it (dollars, days, weeks, units,
 * percent). Returns undefined when no number starts there.
 */
export function readNumber(tokens: readonly Token[], i: number): NumberReading | undefined {
  let j = i;
  let value: number | undefined;
  let currency = false;
  if (tokens[j]?.kind === 'symbol' && tokens[j].raw === '$' && tokens[j + 1]?.kind === 'number') {
    currency = true;
    j += 1;
  }
  // "CAD 10,000", "EUR 5000": an ISO code written before the digits, as on a document.
  const isoBefore =
    tokens[j]?.kind === 'word' && tokens[j + 1]?.kind === 'number'
      ? ISO_CODES.get(tokens[j].lower)
      : undefined;
  if (isoBefore) {
    currency = true;
    j += 1;
  }
  const first = tokens[j];
  if (!first) return undefined;
  if (first.kind === 'number') {
    value = first.value ?? Number.NaN;
    currency ||= first.currency === true;
    j += 1;
    // "3 dozen": twelve each.
    if (tokens[j]?.kind === 'word' && tokens[j].lower === 'dozen' && !/[kmb]$/i.test(first.raw)) {
      value *= 12;
      j += 1;
    }
    const scale = tokens[j] && tokens[j].kind === 'word' ? SCALES[tokens[j].lower] : undefined;
    if (scale && !/[kmb]$/i.test(first.raw)) {
      value *= scale;
      j += 1;
      if (scale >= 1e3) currency = true;
    }
  } else if (first.kind === 'word') {
    // "half a million", "a quarter million", "a quarter of a million", "a thousand", "a dozen"
    const part = fractionOfScale(tokens, j);
    if (part) {
      value = part.value;
      j = part.end;
    } else if (
      (first.lower === 'a' || first.lower === 'one') &&
      tokens[j + 1] &&
      (SCALES[tokens[j + 1].lower] || tokens[j + 1].lower === 'dozen')
    ) {
      value = SCALES[tokens[j + 1].lower] ?? 12;
      j += 2;
    } else if (
      (first.lower === 'a' || first.lower === 'an') &&
      DURATION_DAYS[tokens[j + 1]?.stem ?? ''] !== undefined
    ) {
      // "a month overdue", "more than a week late": one of the duration.
      value = 1;
      j += 1;
    } else if (
      (first.lower === 'a' || first.lower === 'an') &&
      tokens[j + 1]?.kind === 'word' &&
      Object.hasOwn(CURRENCY_WORDS, tokens[j + 1].stem) &&
      !ISO_CODES.has(tokens[j + 1].stem)
    ) {
      // "less than a dollar", "under a euro": one of the currency.
      value = 1;
      j += 1;
    } else if (wordValue(first) !== undefined) {
      // Classic accumulation: "two hundred fifty thousand" = (2*100 + 50) * 1000.
      let total = 0;
      let group = 0;
      let seen = false;
      while (j < tokens.length) {
        const t = tokens[j];
        // "two dozen" is 24, not two and twelve.
        if (t.kind === 'word' && t.lower === 'dozen' && seen && group > 0) {
          group *= 12;
          j += 1;
          continue;
        }
        const small = wordValue(t);
        if (small !== undefined) {
          group += small;
          seen = true;
          j += 1;
          continue;
        }
        if (
          t.kind === 'word' &&
          t.lower === 'and' &&
          seen &&
          wordValue(tokens[j + 1]) !== undefined
        ) {
          j += 1;
          continue;
        }
        const scale = t.kind === 'word' ? SCALES[t.lower] : undefined;
        if (scale && seen && t.lower !== 'k') {
          if (scale === 100) group *= 100;
          else {
            total += group * scale;
            group = 0;
          }
          j += 1;
          continue;
        }
        break;
      }
      if (!seen) return undefined;
      value = total + group;
    }
    if (value !== undefined && tokens[j] && SCALES[tokens[j].lower] && tokens[j].lower !== 'k') {
      value *= SCALES[tokens[j].lower];
      j += 1;
    }
  }
  if (value === undefined || !Number.isFinite(value)) return undefined;

  let unit: NumberUnit | undefined = currency ? 'currency' : undefined;
  // A "$" before the digits names US dollars; a scale word alone ("10K") names no currency.
  const dollarSign = tokens[i]?.raw.trim().startsWith('$') === true;
  let currencyCode: string | undefined = isoBefore ?? (dollarSign ? 'USD' : undefined);
  const next = tokens[j];
  if (next) {
    const named = Object.hasOwn(CURRENCY_WORDS, next.stem) ? CURRENCY_WORDS[next.stem] : undefined;
    if (named) {
      unit = 'currency';
      currencyCode = named;
      j += 1;
    } else if (!currency && /^cents?$/i.test(next.raw.trim())) {
      // "50 cents": a hundredth of a dollar.
      value /= 100;
      unit = 'currency';
      currencyCode = 'USD';
      j += 1;
    } else if (!currency && DURATION_DAYS[next.stem] !== undefined) {
      value *= DURATION_DAYS[next.stem];
      unit = 'days';
      j += 1;
    } else if (!currency && (next.stem === 'percent' || next.raw === '%')) {
      unit = 'percent';
      j += 1;
    } else if (
      // "10k units": a scale alone names no currency; the word after says what is counted.
      (!currency || (!dollarSign && currencyCode === undefined)) &&
      QUANTITY_WORDS.has(next.stem)
    ) {
      unit = 'quantity';
      j += 1;
    }
  }
  return {
    // Float noise only ("2.5 cents" is 0.025): rounding to a fixed number of places would
    // silently change a small amount ("$0.00001").
    value:
      Number.isFinite(value) && !Number.isInteger(value) ? Number(value.toPrecision(15)) : value,
    unit,
    ...(currencyCode ? { currencyCode } : {}),
    length: j - i,
  };
}
