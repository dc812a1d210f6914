import { once } from 'node:events';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { ErpRecord, ErpValue } from '../../erp/load-request';
import { ReportColumn } from '../report-definition';
import { ReportFooter, ReportHeader, ReportWriter } from './report-writer';

/** Nobody prints more; the CSV and JSON formats carry every row. */
export const PDF_ROW_LIMIT = 20_000;
const MARGIN = 40;
const ROW_HEIGHT = 14;
const FONT_SIZE = 8;
const CHART_BARS = 12;

const WEIGHT: Record<ReportColumn['type'], number> = {
  string: 2.2,
  enum: 0.7,
  date: 1.1,
  integer: 0.9,
  decimal: 1.2,
};

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function display(value: ErpValue | undefined, column: ReportColumn): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number')
    return column.type === 'decimal' ? money.format(value) : whole.format(value);
  return value;
}

function numeric(column: ReportColumn): boolean {
  return column.type === 'decimal' || column.type === 'integer';
}

/**
 * A document a manager would print: title, parameters and time on the first page, a table with
 * its header repeated on every page, page numbers, totals, and a bar chart for grouped reports.
 * pdfkit writes each finished page to the file, so memory does not grow with the row count.
 */
export class PdfReportWriter implements ReportWriter {
  readonly contentType = 'application/pdf';
  readonly extension = 'pdf';
  private readonly doc: PDFKit.PDFDocument;
  private header!: ReportHeader;
  private widths: number[] = [];
  private y = 0;
  private page = 0;
  private rows = 0;
  private readonly topValues: Array<{ label: string; value: number }> = [];

  constructor(private readonly stream: Writable) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      layout: 'landscape',
      margin: MARGIN,
      autoFirstPage: false,
    });
    this.doc.pipe(stream);
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - 4;
  }

  private get tableWidth(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  begin(header: ReportHeader): Promise<void> {
    this.header = header;
    this.newPage();
    const doc = this.doc;
    doc.font('Helvetica-Bold').fontSize(18).text(header.title, MARGIN, MARGIN);
    doc.font('Helvetica').fontSize(9).fillColor('#444').text(header.description);
    const parameters = Object.entries(header.parameters)
      .map(([name, value]) => `${header.parameterLabels[name] ?? name}: ${value ?? 'any'}`)
      .join('    ');
    const asOf = header.asOf ? ` (ERP data as of ${header.asOf})` : '';
    doc.text(`Generated ${header.generatedAt}${asOf}${parameters ? `    ${parameters}` : ''}`);
    doc.fillColor('black');
    this.y = doc.y + 10;
    const total = header.columns.reduce((sum, c) => sum + WEIGHT[c.type], 0);
    this.widths = header.columns.map((c) => (WEIGHT[c.type] / total) * this.tableWidth);
    this.drawTableHeader();
    return Promise.resolve();
  }

  row(record: ErpRecord): Promise<void> {
    this.rows += 1;
    if (this.header.chart) this.collect(record);
    if (this.rows > PDF_ROW_LIMIT) return Promise.resolve();
    if (this.y + ROW_HEIGHT > this.bottom) {
      this.newPage();
      this.y = MARGIN;
      this.drawTableHeader();
    }
    if (this.rows % 2 === 0) {
      this.doc
        .rect(MARGIN, this.y - 2, this.tableWidth, ROW_HEIGHT)
        .fill('#f2f4f7')
        .fillColor('black');
    }
    this.drawCells((c) => display(record[c.key], c), 'Helvetica');
    return Promise.resolve();
  }

  async end(footer: ReportFooter): Promise<void> {
    const doc = this.doc;
    if (this.y + 3 * ROW_HEIGHT > this.bottom) {
      this.newPage();
      this.y = MARGIN;
    }
    doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + this.tableWidth, this.y)
      .lineWidth(0.8)
      .stroke();
    this.y += 4;
    const hasTotals = Object.keys(footer.totals).length > 0;
    if (hasTotals) {
      this.drawCells((c, i) => {
        if (c.key in footer.totals) return display(footer.totals[c.key], c);
        return i === 0 ? 'Total' : '';
      }, 'Helvetica-Bold');
    }
    doc.font('Helvetica').fontSize(FONT_SIZE).fillColor('#444');
    doc.text(`${whole.format(footer.rowCount)} rows`, MARGIN, this.y + 4);
    if (footer.rowCount > PDF_ROW_LIMIT) {
      doc.text(
        `The table shows the first ${whole.format(PDF_ROW_LIMIT)} rows; the CSV and JSON formats hold all of them.`,
      );
    }
    doc.fillColor('black');
    if (this.header.chart && this.topValues.length > 0) this.drawChart();
    doc.end();
    await once(this.stream, 'finish');
  }

  private newPage(): void {
    this.doc.addPage();
    this.page += 1;
    const doc = this.doc;
    // Page numbers go in the bottom margin; with the margin lifted for that one line, pdfkit
    // does not take the text for an overflow and start yet another page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7).fillColor('#666');
    doc.text(
      `${this.header?.title ?? ''} — page ${this.page}`,
      MARGIN,
      doc.page.height - MARGIN + 8,
      {
        width: this.tableWidth,
        align: 'right',
        lineBreak: false,
      },
    );
    doc.page.margins.bottom = bottomMargin;
    doc.fillColor('black');
  }

  private drawTableHeader(): void {
    const doc = this.doc;
    doc
      .rect(MARGIN, this.y - 3, this.tableWidth, ROW_HEIGHT + 2)
      .fill('#1f3a5f')
      .fillColor('white');
    this.drawCells((c) => c.label, 'Helvetica-Bold');
    doc.fillColor('black');
    this.y += 3;
  }

  private drawCells(text: (column: ReportColumn, index: number) => string, font: string): void {
    const doc = this.doc.font(font).fontSize(FONT_SIZE);
    let x = MARGIN;
    this.header.columns.forEach((column, i) => {
      doc.text(text(column, i), x + 2, this.y, {
        width: this.widths[i] - 4,
        height: ROW_HEIGHT,
        align: numeric(column) ? 'right' : 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += this.widths[i];
    });
    this.y += ROW_HEIGHT;
  }

  /** Keeps the largest values for the chart, whatever the order rows arrive in. */
  private collect(record: ErpRecord): void {
    const { labelKey, valueKey } = this.header.chart as { labelKey: string; valueKey: string };
    const value = Number(record[valueKey] ?? 0);
    const values = this.topValues;
    if (values.length < CHART_BARS || value > values[values.length - 1].value) {
      values.push({ label: String(record[labelKey] ?? ''), value });
      values.sort((a, b) => b.value - a.value);
      if (values.length > CHART_BARS) values.pop();
    }
  }

  private drawChart(): void {
    const { labelKey, valueKey } = this.header.chart as { labelKey: string; valueKey: string };
    const labelColumn = this.header.columns.find((c) => c.key === labelKey);
    const valueColumn = this.header.columns.find((c) => c.key === valueKey) as ReportColumn;
    this.newPage();
    const doc = this.doc;
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(
        `${valueColumn.label} by ${labelColumn?.label ?? labelKey} — top ${this.topValues.length}`,
        MARGIN,
        MARGIN,
      );
    const labelWidth = 180;
    const barMax = this.tableWidth - labelWidth - 90;
    const max = Math.max(...this.topValues.map((v) => v.value), 1);
    let y = doc.y + 14;
    const barHeight = Math.min(26, (this.bottom - y) / this.topValues.length - 6);
    for (const { label, value } of this.topValues) {
      doc.font('Helvetica').fontSize(9).fillColor('black');
      doc.text(label, MARGIN, y + barHeight / 2 - 5, {
        width: labelWidth - 8,
        align: 'right',
        lineBreak: false,
        ellipsis: true,
      });
      const width = Math.max(1, (value / max) * barMax);
      doc.rect(MARGIN + labelWidth, y, width, barHeight).fill('#3b6ea5');
      doc
        .fillColor('black')
        .text(display(value, valueColumn), MARGIN + labelWidth + width + 6, y + barHeight / 2 - 5, {
          lineBreak: false,
        });
      y += barHeight + 6;
    }
  }
}
