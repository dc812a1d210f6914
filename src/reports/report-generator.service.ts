import { Injectable, OnModuleInit } from '@nestjs/common';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Role } from '../auth/capabilities';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { IdoExecutorService } from '../erp/executor/ido-executor.service';
import { GenerateReportPayload, JobContext, JobName, JobResults } from '../jobs/job-catalog';
import { JobsService } from '../jobs/jobs.service';
import { ReportFormat } from './report-definition';
import { ReportDataSource } from './report-data';
import { ReportRegistry } from './report-registry.service';
import { CsvReportWriter } from './renderers/csv-report-writer';
import { JsonReportWriter } from './renderers/json-report-writer';
import { PdfReportWriter } from './renderers/pdf-report-writer';
import { ReportWriter } from './renderers/report-writer';

export const REPORT_EXTENSIONS: Readonly<Record<ReportFormat, string>> = {
  csv: 'csv',
  json: 'json',
  pdf: 'pdf',
};

/**
 * The report job: rows stream from the executor into a writer, into a temporary file that is
 * renamed into place when complete. A retried or re-delivered job writes the same file name, so
 * a run has one artifact however often it ran.
 */
@Injectable()
export class ReportGenerator implements OnModuleInit {
  constructor(
    private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly registry: ReportRegistry,
    private readonly executor: IdoExecutorService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.GenerateReport, (payload, context) =>
      this.generate(payload, context),
    );
  }

  get directory(): string {
    return join(this.config.dataDir, 'reports');
  }

  artifactPath(runId: string, format: ReportFormat): string {
    return join(this.directory, `${runId}.${REPORT_EXTENSIONS[format]}`);
  }

  async generate(
    payload: GenerateReportPayload,
    context: JobContext,
  ): Promise<JobResults[JobName.GenerateReport]> {
    const definition = this.registry.get(payload.report);
    await mkdir(this.directory, { recursive: true, mode: 0o750 });
    const final = this.artifactPath(context.jobId, payload.format);
    const temporary = `${final}.${context.attempt}.tmp`;
    const stream = createWriteStream(temporary, { mode: 0o640 });
    const writer = this.writerFor(payload.format, stream);
    try {
      const data = await new ReportDataSource(this.executor, {
        role: payload.role as Role,
        batchSize: this.config.reports.rowBatch,
      }).open(definition, payload.parameters);
      await writer.begin({
        name: definition.name,
        title: definition.title,
        description: definition.description,
        parameters: payload.parameters,
        parameterLabels: Object.fromEntries(definition.parameters.map((p) => [p.name, p.label])),
        generatedAt: this.clock.now().toISOString(),
        columns: data.columns,
        chart: data.chart,
      });
      await context.progress(1, { rows: 0, expectedRows: data.expectedRows });
      let rows = 0;
      let reported = 0;
      const step = Math.max(1, Math.floor((data.expectedRows ?? 1000) / 50));
      for await (const record of data.rows) {
        await writer.row(record);
        rows += 1;
        if (rows - reported >= step) {
          reported = rows;
          const percent = data.expectedRows ? (rows / data.expectedRows) * 98 + 1 : 50;
          await context.progress(Math.min(99, percent), { rows, expectedRows: data.expectedRows });
        }
      }
      await writer.end({ rowCount: rows, totals: data.totals });
      await rename(temporary, final);
      const { size } = await stat(final);
      await context.progress(100, { rows, expectedRows: data.expectedRows });
      return {
        rows,
        artifact: `${context.jobId}.${writer.extension}`,
        contentType: writer.contentType,
        bytes: size,
      };
    } catch (error) {
      stream.destroy();
      await rm(temporary, { force: true });
      throw error;
    }
  }

  private writerFor(
    format: ReportFormat,
    stream: ReturnType<typeof createWriteStream>,
  ): ReportWriter {
    switch (format) {
      case 'csv':
        return new CsvReportWriter(stream);
      case 'json':
        return new JsonReportWriter(stream);
      case 'pdf':
        return new PdfReportWriter(stream);
    }
  }
}
