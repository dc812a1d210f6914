import { filterError } from './filter-error';

export type Keyword = 'AND' | 'OR' | 'NOT' | 'LIKE' | 'IN' | 'BETWEEN' | 'IS' | 'NULL';

const KEYWORDS: ReadonlySet<string> = new Set([
  'AND',
  'OR',
  'NOT',
  'LIKE',
  'IN',
  'BETWEEN',
  'IS',
  'NULL',
]);

export type Token =
  | { kind: 'ident'; text: string; pos: number }
  | { kind: 'keyword'; keyword: Keyword; text: string; pos: number }
  | { kind: 'string'; value: string; text: string; pos: number }
  | { kind: 'number'; value: number; text: string; pos: number }
  | { kind: 'op'; op: '=' | '<>' | '<' | '<=' | '>' | '>='; text: string; pos: number }
  | { kind: 'minus' | 'lparen' | 'rparen' | 'comma'; text: string; pos: number }
  | { kind: 'eof'; text: ''; pos: number };

const IDENT_START = /[A-Za-z_]/;
const IDENT_PART = /[A-Za-z0-9_]/;
const DIGIT = /[0-9]/;
const SPACE = /\s/;

function describeChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f
    ? `control character U+${code.toString(16).padStart(4, '0')}`
    : `'${ch}'`;
}

/**
 * Splits filter text into tokens. Only the SPEC §6 vocabulary exists: identifiers, the eight
 * keywords, single-quoted strings (optionally `N'…'` as Mongoose writes them), numbers,
 * comparison operators, parentheses, commas and a leading minus. Anything else (`;`, comments,
 * double quotes, functions' `@`, unicode outside strings) is refused here with its position.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i];
    if (SPACE.test(ch)) {
      i += 1;
      continue;
    }
    const start = i;
    if (ch === "'" || ((ch === 'N' || ch === 'n') && text[i + 1] === "'")) {
      i += ch === "'" ? 1 : 2;
      let value = '';
      for (;;) {
        if (i >= n) throw filterError('unterminated string literal', start, { expected: ["'"] });
        const c = text[i];
        if (c === "'") {
          if (text[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        value += c;
        i += 1;
      }
      tokens.push({ kind: 'string', value, text: text.slice(start, i), pos: start });
      continue;
    }
    if (IDENT_START.test(ch)) {
      while (i < n && IDENT_PART.test(text[i])) i += 1;
      const word = text.slice(start, i);
      const upper = word.toUpperCase();
      if (KEYWORDS.has(upper)) {
        tokens.push({ kind: 'keyword', keyword: upper as Keyword, text: word, pos: start });
      } else {
        tokens.push({ kind: 'ident', text: word, pos: start });
      }
      continue;
    }
    if (DIGIT.test(ch) || (ch === '.' && DIGIT.test(text[i + 1] ?? ''))) {
      while (i < n && DIGIT.test(text[i])) i += 1;
      if (text[i] === '.') {
        i += 1;
        while (i < n && DIGIT.test(text[i])) i += 1;
      }
      if ((text[i] === 'e' || text[i] === 'E') && /[0-9+-]/.test(text[i + 1] ?? '')) {
        const mark = i;
        i += 1;
        if (text[i] === '+' || text[i] === '-') i += 1;
        if (!DIGIT.test(text[i] ?? '')) throw filterError('malformed exponent', mark);
        while (i < n && DIGIT.test(text[i])) i += 1;
      }
      if (i < n && (IDENT_PART.test(text[i]) || text[i] === '.')) {
        throw filterError(
          `unexpected ${describeChar(text[i])} after number ${text.slice(start, i)}; write plain numbers such as 10000 or 1.5`,
          i,
          { found: text[i] },
        );
      }
      const raw = text.slice(start, i);
      const value = Number(raw);
      if (!Number.isFinite(value)) throw filterError(`number ${raw} is out of range`, start);
      tokens.push({ kind: 'number', value, text: raw, pos: start });
      continue;
    }
    const two = text.slice(i, i + 2);
    if (two === '<=' || two === '>=' || two === '<>' || two === '!=') {
      tokens.push({ kind: 'op', op: two === '!=' ? '<>' : two, text: two, pos: start });
      i += 2;
      continue;
    }
    if (two === '--' || two === '/*') {
      throw filterError('comments are not allowed in a filter', start, { found: two });
    }
    if (two === '==') throw filterError("'==' is not an operator; use '='", start, { found: two });
    switch (ch) {
      case '=':
      case '<':
      case '>':
        tokens.push({ kind: 'op', op: ch, text: ch, pos: start });
        i += 1;
        continue;
      case '-':
        tokens.push({ kind: 'minus', text: ch, pos: start });
        i += 1;
        continue;
      case '(':
        tokens.push({ kind: 'lparen', text: ch, pos: start });
        i += 1;
        continue;
      case ')':
        tokens.push({ kind: 'rparen', text: ch, pos: start });
        i += 1;
        continue;
      case ',':
        tokens.push({ kind: 'comma', text: ch, pos: start });
        i += 1;
        continue;
      case ';':
        throw filterError("';' is not allowed: a filter is a single condition", start, {
          found: ';',
        });
      case '"':
        throw filterError(
          'double quotes are not allowed; quote strings with single quotes',
          start,
          {
            found: '"',
          },
        );
      default: {
        const cp = text.codePointAt(i) ?? 0;
        const glyph = String.fromCodePoint(cp);
        throw filterError(`unexpected ${describeChar(glyph)}`, start, { found: glyph });
      }
    }
  }
  tokens.push({ kind: 'eof', text: '', pos: n });
  return tokens;
}
