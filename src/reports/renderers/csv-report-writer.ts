import type { Writable } from 'node:stream';
import { csvField } from '../../common/csv';
import type { ErpRecord } from '../../erp/load-request';
import { ReportColumn } from '../report-definition';
import { ReportFooter, ReportHeader, ReportWriter, finish, write } from './report-writer';

/** RFC 4180 rows; fields through `csvField`, so a vendor name never becomes a formula. */
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
