import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { ErpRecord } from '../../erp/load-request';
import type { ReportColumn, ReportParameterValues } from '../report-definition';

export interface ReportHeader {
  name: string;
  title: string;
  description: string;
  parameters: ReportParameterValues;
  parameterLabels: Record<string, string>;
  generatedAt: string;
  /** When the rows reflect the ERP as of, when they come from a replica (SPEC §9). */
  asOf?: string;
  columns: ReportColumn[];
  chart?: { labelKey: string; valueKey: string };
}

export interface ReportFooter {
  rowCount: number;
  totals: Record<string, number>;
}

/** A format (CSV, JSON, PDF) written row by row to a stream, never holding the whole report. */
export interface ReportWriter {
  readonly contentType: string;
  readonly extension: string;
  begin(header: ReportHeader): Promise<void>;
  row(record: ErpRecord): Promise<void>;
  end(footer: ReportFooter): Promise<void>;
}

/** Writes with backpressure: waits for 'drain' when the stream's buffer is full. */
export async function write(stream: Writable, chunk: string): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

export async function finish(stream: Writable): Promise<void> {
  stream.end();
  await once(stream, 'finish');
}
