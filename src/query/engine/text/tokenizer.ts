import { stem } from './stem';
import { wordTable } from './word-table';

/**
 * What a piece of the question looks like before any meaning is attached:
 * - `word`: letters (apostrophes inside allowed: O'Brien);
 * - `number`: digits, optionally with `$`, thousands commas, decimals and a K/M/B suffix;
 * - `code`: an identifier mixing letters and digits (PO-2024-1847, IT-10045, NET30);
 * - `date`: an ISO or US date literal (2026-03-15, 3/15/2026, 3/15);
 * - `quoted`: text in quotes, kept as typed;
 * - `symbol`: comparison signs and the few marks that carry meaning (+ % & #).
 */
export type TokenKind = 'word' | 'number' | 'code' | 'date' | 'quoted' | 'symbol';

export interface Token {
  kind: TokenKind;
  /** As typed. */
  raw: string;
  /** Lowercase. */
  lower: string;
  /** Normalised form used for every lookup (singular, `&` as `and`). */
  stem: string;
  /** Position in the token list. */
  index: number;
  /** For `number`: the value with K/M/B applied; for `date`: unset. */
  value?: number;
  /** For `number`: written with `$` or a currency suffix. */
  currency?: boolean;
  /** Followed by a possessive ("customer's", "vendors'"), which is not a token of its own. */
  possessive?: boolean;
  /** Followed by a comma: an item of a list ("po, vendor, cost"), which is not a token of its own. */
  comma?: boolean;
}

/** Stands where a possessive was, between tokens; no token pattern takes it. */
const POSSESSIVE = '\u0001';

/** Contractions expanded before tokenizing, so "isn't" is a negation like "is not". */
const CONTRACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/\b(can)'t\b/gi, '$1 not'],
  [/\bwon't\b/gi, 'will not'],
  [/\b(\w+)n't\b/gi, '$1 not'],
  // Typed without the apostrophe ("arent", "havent", "wont"): only the auxiliaries ("cant" and
  // "wont" are words too, but not ones a question to an ERP uses).
  [/\bwont\b/gi, 'will not'],
  [/\bcant\b/gi, 'can not'],
  [/\b(is|are|was|were|do|does|did|has|have|had|should|could|would)nt\b/gi, '$1 not'],
  [/\b(what|who|where|which|that|there|here|how|it)'s\b/gi, '$1 is'],
  [/\b(\w+)'re\b/gi, '$1 are'],
  [/\b(\w+)'ve\b/gi, '$1 have'],
  [/\b(\w+)'ll\b/gi, '$1 will'],
  [/\b(\w+)'d\b/gi, '$1 would'],
];

/**
 * Shorthand written with marks the tokenizer would drop: "w/", "w/o" and "w/in" (with, without,
 * within), "# of" (number of: "# of POs" counts them; "PO #" stays a mark of its own).
 */
const MARKED_SHORTHAND: ReadonlyArray<[RegExp, string]> = [
  [/(?<![\w/])w\/o(?![\w/])/gi, 'without'],
  [/(?<![\w/])w\/in(?![\w/])/gi, 'within'],
  [/(?<![\w/])w\/(?=\s)/gi, 'with'],
  // "A/R", "A/P", "P/O": an abbreviation of two letters marked with a slash is the same
  // abbreviation written plain ("AR transactions" is the catalog's noun), the slash dropped.
  [/(?<![\w/])([a-z])\/([a-z])(?![\w/])/gi, '$1$2'],
  [/#\s*(?=of\b)/gi, 'number '],
  // "by no. of POs": the abbreviation's dot tells it from the negation "no".
  [/(?<![\w.])no\.\s*(?=of\b)/gi, 'number '],
];

/**
 * A relative period typed without its space ("nextweek", "lastmonth", "thisquarter"): a slip of
 * the space bar, read as the two words, so the period bounds the answer instead of being dropped
 * as an unknown word (which would answer over every date, with confidence). Only the lower-case
 * form (a capital first letter allowed) is split: "LastYear" written in camel case may be a
 * property's name as the catalog stores it.
 */
const RUN_TOGETHER_PERIODS: ReadonlyArray<[RegExp, string]> = [
  [
    /\b([Nn]ext|[Ll]ast|[Tt]his|[Pp]ast|[Cc]oming|[Pp]revious)(week|month|quarter|year)s?\b/g,
    '$1 $2',
  ],
];

/**
 * "days_past_due > 60", "vad_city = Detroit": a name written in snake case, as a column is in
 * a database, joined in the camel case the catalog stores its names in ("DaysPastDue"), so a
 * stored name says which property (and so which records) is meant, as typed the stored way it
 * does. The tagger splits it back into words when it is no stored name and every part is a
 * word it knows (camelParts). Text in quotes is a value as stored and is left as typed.
 */
function joinSnakeCase(source: string): string {
  return source
    .split(/("[^"]*"|“[^”]*”|(?<![A-Za-z0-9])'[^']+'(?![A-Za-z0-9]))/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/(?<![\w-])[A-Za-z]+(?:_[A-Za-z]+)+(?![\w-])/g, (name) =>
            name
              .split('_')
              .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
              .join(''),
          ),
    )
    .join('');
}

/** One bound of a range as typed: "30", "$1,000", "10k", "2.5M". */
const RANGE_BOUND = String.raw`\$?\d[\d,]*(?:\.\d+)?(?:k|m|mm|b|bn)?`;

/**
 * "30-60 days", "$1,000-$5,000", "10k–50k": two numbers joined by a dash are a range, spelled
 * "30 to 60" as the reader takes it. The dash is no token: left as it was, the two numbers
 * stood side by side and only one was read ("30-60 days past due" answered >= 60). Only when
 * the first is below the second: "48201-1234" (a ZIP+4) or "5-3" is no range. Dates
 * (2026-03-15), codes (6204-2RS) and runs of three numbers (a phone) are left as they are.
 */
function spellNumberRanges(source: string): string {
  const pattern = new RegExp(
    String.raw`(?<![\w.,$/-])(${RANGE_BOUND})(?:-|\s?[–—]\s?)(${RANGE_BOUND})(?![\w/-]|[.,]\d)`,
    'gi',
  );
  return source.replace(pattern, (whole, low: string, high: string) => {
    const a = parseNumber(low.replace(/\s+/g, ''));
    const b = parseNumber(high.replace(/\s+/g, ''));
    return a && b && a.value < b.value ? `${low} to ${high}` : whole;
  });
}

/** One value of a typed list: a quoted text, or one run of letters, digits and marks. */
const LISTED_VALUE = String.raw`(?:'[^',()]*'|"[^",()]*"|[\w.\-/]+)`;
/** A short stored code as typed in a filter ("O", "P", "OH", "NET30"), or a quoted value. */
const CODE_VALUE = String.raw`(?:'[^',()]*'|"[^",()]*"|[A-Z0-9]{1,4}(?![\w'"]))`;

/**
 * A column compared with each value of a list, spelled as the comparisons the reader knows:
 * "Stat in (O, P)" as "Stat = O or Stat = P", "VadState not in (OH, TX)" as "VadState <> OH
 * and VadState <> TX". Without this a code the reader only takes right after its column
 * ("P", a single letter) was dropped, and "not in" negated the first value only, both answered
 * with confidence. Only a list in parentheses, or one of short codes after a column written as
 * stored (a capital first), is spelled out: "vendors in Ohio, Texas" is English, read as before.
 */
function spellValueLists(source: string): string {
  const spell = (column: string, negated: boolean, values: string[]): string =>
    values.map((v) => `${column} ${negated ? '<>' : '='} ${v}`).join(negated ? ' and ' : ' or ');
  /** A value the reader leaves out of a list: a one-letter code, or a quoted value. */
  const unreadInList = (v: string): boolean => /^(?:\w|'.*'|".*")$/.test(v);
  const items = (list: string): string[] | undefined => {
    const values = list.split(',').map((v) => v.trim());
    const whole = new RegExp(`^${LISTED_VALUE}$`);
    return values.length > 0 && values.every((v) => whole.test(v)) ? values : undefined;
  };
  return (
    source
      // "Stat in (O, P)", "stat not in ('H','C')": SQL's list, any case.
      .replace(
        /\b([A-Za-z][\w.]*)\s+(not\s+)?in\s*\(([^()]*)\)/gi,
        (whole, column: string, not: string | undefined, list: string) => {
          const values = items(list);
          if (!values) return whole;
          // "vendors in (OH, TX)", "stock in (MAIN, EAST)": names the reader knows as values
          // are read as a list already, whatever word stands before "in" (a noun, not a
          // column: spelled as a comparison it would be left unread). A one-letter code or a
          // quoted value is not, and "not in" negated only the first value.
          return not !== undefined || values.some(unreadInList)
            ? spell(column, not !== undefined, values)
            : whole;
        },
      )
      // "Stat = O or P", "Stat = 'O' or 'P'", "Stat in F, R": codes after a stored column
      // name. After "in" only a list the reader would not take ("POs in CAD or EUR" names
      // known currencies, read as a list already; "POs" is no column).
      .replace(
        new RegExp(
          String.raw`\b([A-Z][\w.]*)(\s*=|\s+in)\s*(${CODE_VALUE}(?:\s*(?:,|\bor\b)\s*${CODE_VALUE})+)(?!\s*(?:=|<|>|!))`,
          'g',
        ),
        (whole, column: string, sign: string, list: string) => {
          const values = list.split(/\s*(?:,|\bor\b)\s*/).map((v) => v.trim());
          return sign.trim() === '=' || values.some(unreadInList)
            ? spell(column, false, values)
            : whole;
        },
      )
      // "Stat = A", "Stat <> I": one capital letter right after a comparison sign is a code as
      // stored, quoted so that it is not read as the article "a" or the pronoun "I".
      .replace(/(=|<>|!=)\s*([A-Z])(?![\w'"-])/g, "$1 '$2'")
  );
}

/**
 * A document named by its number, in the shorthand of business writing: "SO# 100", "PO #100",
 * "order no. 100", "job number 100", "inv 123". The mark of a number ("#", "no.", "number",
 * "nbr") between a word and digits only says that a number follows, so it goes, and the word
 * before names the document by that number as "sales order 100" does. "SO" and "inv" stand for
 * the document only before a number: the English "so" ("so what is on order 100") and "inv"
 * for inventory ("inv value") keep their own meaning.
 */
const DOCUMENT_NUMBER_SHORTHAND: ReadonlyArray<[RegExp, string]> = [
  ...documentShorthand('so', 'SO', 'sales order'),
  ...documentShorthand('inv', 'INV', 'invoice'),
  [/(?<=[A-Za-z]\s*)#\s*(?=\d)/g, ' '],
  [/(?<=[A-Za-z]\s+)(?:no\.|number|nbr|num)\s*(?=\d)/gi, ''],
  // Before an identifier ("invoice no. INV000000010"): only "no." with its dot, which is never
  // the negation "no" ("number" before one is the property named, as "PO number PO00000100").
  [/(?<=[A-Za-z]\s+)no\.\s*(?=[A-Za-z]+[-_.]?\d)/gi, ''],
];

/**
 * The patterns of one document's shorthand: marked with "#" or "no.", or written in capitals,
 * before any number; in lower case only before a number long enough to be a document's ("so 5
 * jobs are late?" is English, "so 100064" an order).
 */
function documentShorthand(lower: string, upper: string, words: string): [RegExp, string][] {
  return [
    [new RegExp(String.raw`\b${lower}\s*(?:#|no\.)\s*(?=\d)`, 'gi'), `${words} `],
    [new RegExp(String.raw`\b${upper}(?=\s+\d)`, 'g'), `${words} `],
    [new RegExp(String.raw`\b${lower}(?=\s+\d{3})`, 'gi'), words],
  ];
}

/**
 * Currency signs other than "$", and "$" with a country mark ("C$", "US$"), written as the ISO
 * code they stand for so that the amount is compared in that currency ("€10,000" is
 * "EUR 10,000", "5.000 €" is "5.000 EUR"). A sign not listed here stays a symbol of its own,
 * which the engine does not know: never silently dropped.
 */
const CURRENCY_SIGNS: Readonly<Record<string, string>> = {
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
};
const DOLLAR_MARKS: Readonly<Record<string, string>> = {
  us: 'USD',
  c: 'CAD',
  ca: 'CAD',
  cad: 'CAD',
  mx: 'MXN',
  mxn: 'MXN',
  a: 'AUD',
  au: 'AUD',
  nz: 'NZD',
  hk: 'HKD',
  s: 'SGD',
};
const SIGNED_AMOUNT = String.raw`\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|mm|b|bn)\b)?`;

function spellCurrencies(source: string): string {
  return source
    .replace(/(?<![A-Za-z])([A-Za-z]{1,3})\$\s?(?=\d)/g, (whole, mark: string) => {
      const code = DOLLAR_MARKS[mark.toLowerCase()];
      return code ? `${code} ` : whole;
    })
    .replace(/([€£¥₹])\s?(?=\d)/g, (_, sign: string) => `${CURRENCY_SIGNS[sign]} `)
    .replace(
      new RegExp(`(${SIGNED_AMOUNT})\\s?([€£¥₹])`, 'gi'),
      (_, amount: string, sign: string) => `${amount} ${CURRENCY_SIGNS[sign]}`,
    );
}

/** Order matters: the first alternative that matches at a position wins. */
const TOKEN_PATTERN = new RegExp(
  [
    // "double", “curly” or 'single' quotes (a single quote only when it is not an apostrophe)
    String.raw`"(?<dq>[^"]*)"`,
    String.raw`“(?<cq>[^”]*)”`,
    String.raw`(?<![A-Za-z0-9])'(?<sq>[^']+)'(?![A-Za-z0-9])`,
    // dates: 2026-03-15, 3/15/2026, 3/15/26, 3/15
    String.raw`(?<date>\d{4}-\d{1,2}-\d{1,2}(?![\w-])|\d{1,2}/\d{1,2}(?:/\d{2,4})?(?![\w/]))`,
    // ordinals: 1st, 2nd, 15th
    String.raw`(?<ord>\d{1,2}(?:st|nd|rd|th)\b)`,
    // identifiers that mix letters and digits: PO-2024-1847, IT-10045, V10001, 6204-2RS, NET30
    String.raw`(?<code>(?:[A-Za-z]+[-_.]?)+\d[\w-]*|\d+-[A-Za-z][\w-]*)`,
    // numbers and money: $10K, 1.5M, 10,000, $2,500.50, 60, USD-less; suffix letters must end the token
    String.raw`(?<num>\d+(?:\.\d+)?e[+-]?\d+\b|\$\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s?(?:k|m|mm|b|bn)\b)?|(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:(?:k|m|mm|b|bn)\b)?|\.\d+)`,
    // words, with inner apostrophes (O'Brien); hyphens and dots split words
    String.raw`(?<word>[A-Za-z]+(?:'[A-Za-z]+)*)`,
    String.raw`(?<sym>>=|<=|<>|!=|=>|=<|[<>=+%&#$€£¥₹₽₩₪₺₫₱¢])`,
  ].join('|'),
  'gi',
);

/** An ISO or US date literal and nothing else, as the date alternative of the pattern reads it. */
const QUOTED_DATE = /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\/\d{1,2}\/\d{2,4})$/;

const SCALE_SUFFIX: Readonly<Record<string, number>> = wordTable({
  k: 1e3,
  m: 1e6,
  mm: 1e6,
  b: 1e9,
  bn: 1e9,
});

function parseNumber(raw: string): { value: number; currency: boolean } | undefined {
  // Scientific notation ("1e30"): read whole, so a huge number is refused rather than cut to 1.
  if (/^\d+(?:\.\d+)?e[+-]?\d+$/i.test(raw)) {
    const value = Number(raw);
    return Number.isFinite(value)
      ? { value, currency: false }
      : { value: Infinity, currency: false };
  }
  const match = /^(\$)?\s?([\d,]*\.?\d+)\s?(k|m|mm|b|bn)?$/i.exec(raw);
  if (!match) return undefined;
  const digits = match[2].replace(/,/g, '');
  const base = Number(digits);
  if (!Number.isFinite(base)) return undefined;
  const suffix = match[3]?.toLowerCase();
  const value = suffix ? base * SCALE_SUFFIX[suffix] : base;
  // To 15 significant digits so "1.1M" is 1100000, not 1100000.0000000002; not to cents,
  // which would silently make "$0.0001" zero and "12.345" 12.35. Whole numbers stay as read,
  // so one too large to be exact is still refused.
  return {
    value: Number.isInteger(value) ? value : Number(value.toPrecision(15)),
    currency: match[1] !== undefined || !!suffix,
  };
}

/** Splits a question into tokens; unknown characters (punctuation) are dropped. */
export function tokenize(text: string): Token[] {
  let source = text.normalize('NFKC').replace(/[’‘]/g, "'");
  for (const [pattern, replacement] of CONTRACTIONS) source = source.replace(pattern, replacement);
  for (const [pattern, replacement] of MARKED_SHORTHAND)
    source = source.replace(pattern, replacement);
  source = spellValueLists(source);
  source = spellNumberRanges(source);
  source = joinSnakeCase(source);
  for (const [pattern, replacement] of RUN_TOGETHER_PERIODS)
    source = source.replace(pattern, replacement);
  for (const [pattern, replacement] of DOCUMENT_NUMBER_SHORTHAND)
    source = source.replace(pattern, replacement);
  source = spellCurrencies(source);
  // Possessives name no records: "vendor's phone" is "vendor phone". The word before one is
  // marked, since what follows it belongs to that word ("our top customer's share price").
  source = source
    .replace(/([A-Za-z0-9])'s\b/g, `$1${POSSESSIVE}`)
    .replace(/([A-Za-z]s)'(?=\s|$)/g, `$1${POSSESSIVE}`);
  const tokens: Token[] = [];
  const push = (kind: TokenKind, raw: string, extra: Partial<Token> = {}): void => {
    const lower = raw.toLowerCase();
    tokens.push({ kind, raw, lower, stem: stem(lower, kind), index: tokens.length, ...extra });
  };
  for (const match of source.matchAll(TOKEN_PATTERN)) {
    const before = tokens.length;
    const g = match.groups ?? {};
    if (g.dq !== undefined || g.cq !== undefined || g.sq !== undefined) {
      const inner = (g.dq ?? g.cq ?? g.sq ?? '').trim();
      // "OrderDate >= '2026-11-01'": a date quoted as a filter language quotes it is that
      // date, not a text to look for in some text column.
      if (QUOTED_DATE.test(inner)) push('date', inner);
      else if (inner) push('quoted', inner);
    } else if (g.date !== undefined) {
      push('date', g.date);
    } else if (g.ord !== undefined) {
      push('number', g.ord, { value: parseInt(g.ord, 10), currency: false });
    } else if (g.code !== undefined) {
      push('code', g.code.replace(/[-_.]+$/, ''));
    } else if (g.num !== undefined) {
      const parsed = parseNumber(g.num.replace(/\s+/g, ''));
      if (parsed) push('number', g.num.replace(/\s+/g, ''), parsed);
    } else if (g.word !== undefined) {
      push('word', g.word);
    } else if (g.sym !== undefined) {
      const sym = g.sym === '!=' ? '<>' : g.sym === '=>' ? '>=' : g.sym === '=<' ? '<=' : g.sym;
      push('symbol', sym);
    }
    if (tokens.length > before && source[match.index + match[0].length] === POSSESSIVE)
      tokens[tokens.length - 1].possessive = true;
    if (tokens.length > before && /^\s*,/.test(source.slice(match.index + match[0].length)))
      tokens[tokens.length - 1].comma = true;
  }
  return tokens;
}
