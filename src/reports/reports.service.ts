import { Injectable } from '@nestjs/common';
import { createReadStream, existsSync } from 'node:fs';
import { Principal } from '../auth/principal';
import { DomainError } from '../common/errors/domain-error';
import { mayReadJob, ownershipOf } from '../jobs/job-access';
import { GenerateReportPayload, JobName, JobResults } from '../jobs/job-catalog';
import { JobEntity } from '../jobs/job.entity';
import { JobsService } from '../jobs/jobs.service';
import { ReportDefinition, REPORT_FORMATS } from './report-definition';
import { ReportGenerator } from './report-generator.service';
import { ReportQuota } from './report-quota';
import { ReportRegistry } from './report-registry.service';
import { GenerateReportDto, ReportRunView } from './reports.dto';

export interface ReportArtifact {
  stream: NodeJS.ReadableStream;
  contentType: string;
  filename: string;
  bytes: number;
}

/** Report definitions, runs as jobs, and their artifacts. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly registry: ReportRegistry,
    private readonly jobs: JobsService,
    private readonly generator: ReportGenerator,
    private readonly quota: ReportQuota,
  ) {}

  definitions(): Array<
    Omit<ReportDefinition, 'source'> & { ido: string; formats: readonly string[] }
  > {
    return this.registry.list().map(({ source, ...definition }) => ({
      ...definition,
      ido: source.ido,
      formats: REPORT_FORMATS,
    }));
  }

  async recentRuns(principal: Principal, limit = 20): Promise<ReportRunView[]> {
    const rows = await this.jobs.recent(JobName.GenerateReport, limit * 3);
    return rows
      .filter((row) => this.maySee(principal, row))
      .slice(0, limit)
      .map(toRunView);
  }

  async generate(
    dto: GenerateReportDto,
    principal: Principal,
    idempotencyKey?: string,
  ): Promise<ReportRunView> {
    const definition = this.registry.get(dto.report);
    const parameters = this.registry.resolveParameters(definition, dto.parameters);
    const payload: GenerateReportPayload = {
      report: definition.name,
      parameters,
      format: dto.format,
      role: principal.role,
    };
    const { job } = await this.jobs.enqueue(JobName.GenerateReport, payload, {
      userId: principal.userId,
      idempotencyKey,
      request: dto,
      admit: () => this.quota.admit(principal.userId),
    });
    return this.run(job.id, principal);
  }

  async run(id: string, principal: Principal): Promise<ReportRunView> {
    return toRunView(await this.requireRun(id, principal));
  }

  async artifact(id: string, principal: Principal): Promise<ReportArtifact> {
    const row = await this.requireRun(id, principal);
    if (row.status !== 'completed' || !row.result) {
      throw DomainError.conflict(
        `report run ${id} is ${row.status}; the artifact exists once it completes`,
      );
    }
    const payload = JSON.parse(row.payload) as GenerateReportPayload;
    const result = JSON.parse(row.result) as JobResults[JobName.GenerateReport];
    const path = this.generator.artifactPath(row.id, payload.format);
    if (!existsSync(path))
      throw DomainError.notFound(`artifact of report run ${id} (removed by retention)`);
    return {
      stream: createReadStream(path),
      contentType: result.contentType,
      filename: `${payload.report}-${row.id.slice(0, 8)}.${payload.format}`,
      bytes: result.bytes,
    };
  }

  private async requireRun(id: string, principal: Principal): Promise<JobEntity> {
    const row = await this.jobs.find(id);
    if (!row || row.name !== JobName.GenerateReport || !this.maySee(principal, row)) {
      throw DomainError.notFound(`report run ${id}`);
    }
    return row;
  }

  /**
   * A run's rows were read with its requester's role: someone with a lower role (whose field
   * masks may hide more) sees only their own runs. The same rule filters events (mayReadJob).
   */
  private maySee(principal: Principal, row: JobEntity): boolean {
    return mayReadJob(principal, ownershipOf(row));
  }
}

function toRunView(row: JobEntity): ReportRunView {
  const payload = JSON.parse(row.payload) as GenerateReportPayload;
  const result = row.result ? (JSON.parse(row.result) as JobResults[JobName.GenerateReport]) : null;
  return {
    id: row.id,
    report: payload.report,
    format: payload.format,
    parameters: payload.parameters,
    status: row.status,
    progress: row.progress,
    rows: result?.rows ?? null,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    artifact: row.status === 'completed' ? `/api/v1/reports/runs/${row.id}/artifact` : null,
  };
}
