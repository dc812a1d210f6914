import type { Writable } from 'node:stream';
import type { ErpRecord, ErpValue } from '../../erp/load-request';
import { ReportColumn } from '../report-definition';
import { ReportFooter, ReportHeader, ReportWriter, finish, write } from './report-writer';

/**
 * RFC 4180 fields. Text that a spreadsheet would run as a formula (= + - @ at the start) gets a
 * leading apostrophe: a vendor name must never become a formula on a manager's desktop.
 */
export function csvField(value: ErpValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export class CsvReportWriter implements ReportWriter {
  readonly contentType = 'text/csv; charset=utf-8';
  readonly extension = 'csv';
  private columns: ReportColumn[] = [];

  constructor(private readonly stream: Writable) {}

  async begin(header: ReportHeader): Promise<void> {
    this.columns = header.columns;
    await write(this.stream, header.columns.map((c) => csvField(c.key)).join(',') + '\r\n');
  }

  async row(record: ErpRecord): Promise<void> {
    await write(this.stream, this.columns.map((c) => csvField(record[c.key])).join(',') + '\r\n');
  }

  async end(_footer: ReportFooter): Promise<void> {
    await finish(this.stream);
  }
}
