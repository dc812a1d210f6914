import type { ErpRecord, ErpValue } from '../erp/load-request';

/** Spreadsheet programs run cells starting with these as formulas; such text gets a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: ErpValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row of the output keys, CRLF line ends. */
export function toCsv(columns: readonly string[], records: readonly ErpRecord[]): string {
  const lines = [columns.map((c) => csvCell(c)).join(',')];
  for (const record of records)
    lines.push(columns.map((c) => csvCell(record[c] ?? null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** One JSON record per line. */
export function toNdjson(records: readonly ErpRecord[]): string {
  return records.map((r) => `${JSON.stringify(r)}\n`).join('');
}
