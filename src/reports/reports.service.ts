import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { Principal } from '../auth/principal';
import { DomainError } from '../common/errors/domain-error';
import { ErrorCode } from '../common/errors/error-code';
import { mayReadJob, ownershipOf } from '../jobs/job-access';
import { GenerateReportPayload, JobName, JobResults } from '../jobs/job-catalog';
import { JobEntity } from '../jobs/job.entity';
import { JobsService } from '../jobs/jobs.service';
import { ArtifactStore, ByteRange } from './artifacts/artifact-store';
import { parseRange } from './artifacts/byte-range';
import { ReportDefinition, REPORT_FORMATS } from './report-definition';
import { ReportQuota } from './report-quota';
import { ReportRegistry } from './report-registry.service';
import { GenerateReportDto, ListRunsDto, ReportRunView } from './reports.dto';

const RUN_BATCH = 200;
const RUN_SCAN_LIMIT = 5_000;

/** The cursor names the last run of the page; opaque to callers. */
function encodeRunCursor(runId: string): string {
  return Buffer.from(JSON.stringify(['run', runId])).toString('base64url');
}

function decodeRunCursor(text: string): string {
  try {
    const [kind, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (kind === 'run' && typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id)) return id;
  } catch {
    // fall through to the validation error
  }
  throw DomainError.validation('cursor is not one this API gave out', [
    { field: 'cursor', message: 'invalid cursor' },
  ]);
}

/** How a download was asked for: the Range and If-Range headers as sent. */
export interface ArtifactRequest {
  range?: string;
  ifRange?: string;
}

export interface ReportArtifact {
  stream: Readable;
  contentType: string;
  filename: string;
  /** The whole artifact's size. */
  bytes: number;
  /** A strong entity tag (the SHA-256), or null for artifacts older than the checksum. */
  etag: string | null;
  /** Set when a byte range is sent (206) rather than the whole. */
  range: ByteRange | null;
}

/** Report definitions, runs as jobs, and their artifacts. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly registry: ReportRegistry,
    private readonly jobs: JobsService,
    private readonly artifacts: ArtifactStore,
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

  /**
   * `GET /reports/runs`: the runs the caller may see (the rule of `GET /reports/runs/:id`: their
   * own, and those of roles at or below theirs), newest first, `limit` at a time. Who may see a
   * run is decided per row, so a page is filled from batches; one request reads at most
   * RUN_SCAN_LIMIT rows and then answers what it found with a cursor to go on from.
   */
  async listRuns(
    principal: Principal,
    query: ListRunsDto,
  ): Promise<{ runs: ReportRunView[]; nextCursor: string | null }> {
    let position = query.cursor ? decodeRunCursor(query.cursor) : null;
    const runs: ReportRunView[] = [];
    for (let scanned = 0; ;) {
      const batch = await this.jobs.olderThan(JobName.GenerateReport, position, RUN_BATCH);
      for (const row of batch) {
        scanned += 1;
        position = row.id;
        const payload = JSON.parse(row.payload) as GenerateReportPayload;
        if (query.report && payload.report !== query.report) continue;
        if (!this.maySee(principal, row)) continue;
        runs.push(toRunView(row));
        // A full page: the cursor goes on after its last run (the next page may be empty).
        if (runs.length === query.limit) return { runs, nextCursor: encodeRunCursor(position) };
      }
      if (batch.length < RUN_BATCH || !position) return { runs, nextCursor: null };
      if (scanned >= RUN_SCAN_LIMIT) return { runs, nextCursor: encodeRunCursor(position) };
    }
  }

  async generate(
    dto: GenerateReportDto,
    principal: Principal,
    idempotencyKey?: string,
  ): Promise<ReportRunView> {
    const definition = await this.registry.resolve(dto.report);
    const parameters = this.registry.resolveParameters(definition, dto.parameters);
    const payload: GenerateReportPayload = {
      report: definition.name,
      parameters,
      format: dto.format,
      role: principal.role,
    };
    const { row } = await this.jobs.enqueue(JobName.GenerateReport, payload, {
      userId: principal.userId,
      idempotencyKey,
      request: dto,
      admit: () => this.quota.admit(principal.userId),
    });
    // The caller's own run (an Idempotency-Key finds only the caller's jobs), as stored.
    return toRunView(row);
  }

  async run(id: string, principal: Principal): Promise<ReportRunView> {
    return toRunView(await this.requireRun(id, principal));
  }

  /**
   * The run's artifact from the store, whichever daemon wrote it; whole, or one byte range.
   * 409 before the run completes, 404 once retention (or a deletion) took it, 416 for a range
   * outside it.
   */
  async artifact(
    id: string,
    principal: Principal,
    request: ArtifactRequest = {},
  ): Promise<ReportArtifact> {
    const row = await this.requireRun(id, principal);
    if (row.status !== 'completed' || !row.result) {
      throw DomainError.conflict(
        `report run ${id} is ${row.status}; the artifact exists once it completes`,
      );
    }
    const payload = JSON.parse(row.payload) as GenerateReportPayload;
    const gone = () => DomainError.notFound(`artifact of report run ${id} (removed by retention)`);
    const info = await this.artifacts.info(row.id);
    if (!info) throw gone();
    const etag = info.sha256 ? `"${info.sha256}"` : null;
    const wanted = parseRange(request.range, info.bytes, request.ifRange, etag);
    if (wanted.kind === 'unsatisfiable') {
      throw new DomainError(
        ErrorCode.RangeNotSatisfiable,
        `the artifact of report run ${id} has ${info.bytes} bytes; the range asked for is outside them`,
        { bytes: info.bytes },
        { 'content-range': `bytes */${info.bytes}` },
      );
    }
    const range = wanted.kind === 'range' ? wanted.range : null;
    const opened = await this.artifacts.open(row.id, range ?? undefined);
    if (!opened && info.storage === 'file' && this.artifacts.storage === 'database') {
      throw DomainError.notFound(
        `artifact of report run ${id} on this daemon (written as a file before artifacts moved ` +
          'into the database; it moves there when the daemon that holds it restarts)',
      );
    }
    if (!opened) throw gone();
    return {
      stream: opened.stream,
      contentType: opened.info.contentType,
      filename: `${payload.report}-${row.id.slice(0, 8)}.${payload.format}`,
      bytes: opened.info.bytes,
      etag,
      range,
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
    ...(result?.asOf ? { asOf: result.asOf } : {}),
  };
}
