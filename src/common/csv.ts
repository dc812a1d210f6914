/**
 * One CSV field (RFC 4180) that a spreadsheet opens as text, never as a formula (OWASP "CSV
 * injection"). Used by every CSV the daemon writes: NL query answers and report artifacts.
 *
 * - A cell whose first visible character starts a formula (`= + - @`, or their full-width
 *   forms) gets a leading apostrophe. Leading spaces, tabs and line breaks do not hide it:
 *   spreadsheets skip them (" =1+1", "\n=1+1").
 * - So does a cell where such a character follows a separator some spreadsheet may split on
 *   (`,` `;` tab `|` or a line break): "a;=1+1" opened where `;` separates fields would start
 *   a second cell with a formula.
 * - Fields holding a quote, a separator of any of those kinds or a line break are quoted, so
 *   that no spreadsheet splits them whatever separator its locale uses.
 */
const FORMULA = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20';
const LEADING_FORMULA = new RegExp(`^[\\s\\u0000-\\u001f]*[${FORMULA}]`);
const SPLIT_FORMULA = new RegExp(`[,;\\t|\\r\\n][\\s\\u0000-\\u001f]*[${FORMULA}]`);
const NEEDS_QUOTES = /[",;\t|\r\n]|^\s|\s$/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = LEADING_FORMULA.test(value) || SPLIT_FORMULA.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
