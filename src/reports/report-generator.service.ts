import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Writable } from 'node:stream';
import { Role } from '../auth/capabilities';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { ArtifactStore } from './artifacts/artifact-store';
import { IdoExecutorService } from '../erp/executor/ido-executor.service';
import { GenerateReportPayload, JobContext, JobName, JobResults } from '../jobs/job-catalog';
import { JobsService } from '../jobs/jobs.service';
import { ReportFormat } from './report-definition';
import { ReportDataSource } from './report-data';
import { ReportRegistry } from './report-registry.service';
import { CsvReportWriter } from './renderers/csv-report-writer';
import { JsonReportWriter } from './renderers/json-report-writer';
import { ReportWriter } from './renderers/report-writer';

export const REPORT_CONTENT_TYPES: Readonly<Record<ReportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  pdf: 'application/pdf',
};

/**
 * The report job: rows stream from the executor into a writer, into the artifact store
 * (ArtifactStore: files on a single daemon, the shared database on PostgreSQL), committed when
 * complete. A retried or re-delivered job commits over the same run, so a run has one artifact
 * however often it ran.
 */
@Injectable()
export class ReportGenerator implements OnModuleInit {
  constructor(
    private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly registry: ReportRegistry,
    private readonly executor: IdoExecutorService,
    private readonly clock: Clock,
    private readonly artifacts: ArtifactStore,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.GenerateReport, (payload, context) =>
      this.generate(payload, context),
    );
  }

  async generate(
    payload: GenerateReportPayload,
    context: JobContext,
  ): Promise<JobResults[JobName.GenerateReport]> {
    // A definition an extension added on another daemon may reach this one a moment later.
    const definition = await this.registry.resolve(payload.report);
    // Remembered since the run was submitted (read once on another daemon).
    const owner = (await this.jobs.ownership([context.jobId])).get(context.jobId);
    const upload = await this.artifacts.create({
      runId: context.jobId,
      ownerId: owner?.userId ?? null,
      format: payload.format,
      contentType: REPORT_CONTENT_TYPES[payload.format],
      attempt: context.attempt,
    });
    try {
      const writer = await this.writerFor(payload.format, upload.stream);
      // Read before the rows: they are at least this fresh.
      const asOf = this.executor.asOf();
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
        ...(asOf !== null ? { asOf } : {}),
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
      const artifact = await upload.commit();
      await context.progress(100, { rows, expectedRows: data.expectedRows });
      return {
        rows,
        artifact: `${context.jobId}.${writer.extension}`,
        contentType: artifact.contentType,
        bytes: artifact.bytes,
        ...(asOf !== null ? { asOf } : {}),
      };
    } catch (error) {
      await upload.abort();
      throw error;
    }
  }

  private async writerFor(format: ReportFormat, stream: Writable): Promise<ReportWriter> {
    switch (format) {
      case 'csv':
        return new CsvReportWriter(stream);
      case 'json':
        return new JsonReportWriter(stream);
      case 'pdf': {
        // pdfkit (and its fonts and tables) loads with the first PDF, not at every start-up.
        const { PdfReportWriter } = await import('./renderers/pdf-report-writer');
        return new PdfReportWriter(stream);
      }
    }
  }
}
