import type { Writable } from 'node:stream';
import type { ErpRecord } from '../../erp/load-request';
import { ReportFooter, ReportHeader, ReportWriter, finish, write } from './report-writer';

/** `{ report, title, parameters, generatedAt, columns, rows: [...], totals, rowCount }`, streamed. */
export class JsonReportWriter implements ReportWriter {
  readonly contentType = 'application/json; charset=utf-8';
  readonly extension = 'json';
  private first = true;

  constructor(private readonly stream: Writable) {}

  async begin(header: ReportHeader): Promise<void> {
    const head = {
      report: header.name,
      title: header.title,
      description: header.description,
      parameters: header.parameters,
      generatedAt: header.generatedAt,
      ...(header.asOf ? { asOf: header.asOf } : {}),
      columns: header.columns,
    };
    await write(this.stream, JSON.stringify(head).slice(0, -1) + ',"rows":[');
  }

  async row(record: ErpRecord): Promise<void> {
    await write(this.stream, (this.first ? '\n' : ',\n') + JSON.stringify(record));
    this.first = false;
  }

  async end(footer: ReportFooter): Promise<void> {
    await write(
      this.stream,
      `\n],"totals":${JSON.stringify(footer.totals)},"rowCount":${footer.rowCount}}\n`,
    );
    await finish(this.stream);
  }
}
