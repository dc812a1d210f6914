import { csvField } from '../common/csv';
import type { ErpRecord } from '../erp/load-request';

/** RFC 4180 CSV with a header row of the output keys, CRLF line ends. */
export function toCsv(columns: readonly string[], records: readonly ErpRecord[]): string {
  const lines = [columns.map((c) => csvField(c)).join(',')];
  for (const record of records)
    lines.push(columns.map((c) => csvField(record[c] ?? null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** One JSON record per line. */
export function toNdjson(records: readonly ErpRecord[]): string {
  return records.map((r) => `${JSON.stringify(r)}\n`).join('');
}
