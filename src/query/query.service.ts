import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Principal } from '../auth/principal';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors/domain-error';
import { ErrorCode } from '../common/errors/error-code';
import { MetricsService } from '../metrics/metrics.service';
import { PoliciesService } from '../policies/policies.service';
import { NlQueryRunner } from './nl-query-runner';
import { QueryHistoryService, QueryRecord } from './query-history.service';
import type { QueryAnswer, QueryRequestDto } from './query.dto';

export interface AskResult {
  queryId: string;
  answer: QueryAnswer;
  elapsedMs: number;
  /** When a replica's data reflects the ERP as of; null when the ERP is read itself. */
  asOf: string | null;
}

/**
 * POST /api/v1/query: checks the limit against the policies, runs the question and writes it to
 * the history whatever the outcome (answered, refused, failed), so the history shows what users
 * tried as well as what worked.
 */
@Injectable()
export class QueryService {
  private readonly logger = new Logger(QueryService.name);
  @Optional() @Inject(MetricsService) private readonly metrics?: MetricsService;

  constructor(
    private readonly runner: NlQueryRunner,
    private readonly history: QueryHistoryService,
    private readonly policies: PoliciesService,
    private readonly clock: Clock,
  ) {}

  async ask(request: QueryRequestDto, principal: Principal): Promise<AskResult> {
    // Policies (SPEC §12) take effect at once, so they are read per question.
    const defaultLimit = this.policies.get<number>('query.defaultLimit');
    const maxLimit = this.policies.get<number>('query.maxLimit');
    const minConfidence = this.policies.get<number>('query.minConfidence');
    const limit = request.limit ?? Math.min(defaultLimit, maxLimit);
    if (limit > maxLimit) {
      throw DomainError.validation(`limit may be at most ${maxLimit}`, [
        { field: 'limit', message: `at most ${maxLimit}` },
      ]);
    }
    const queryId = randomUUID();
    const at = this.clock.now();
    const started = performance.now();
    const entry = {
      id: queryId,
      principal,
      text: request.query,
      format: request.format,
      limit,
      at,
    };
    try {
      const asOf = this.runner.asOf();
      const answer = await this.runner.run({
        question: request.query,
        limit,
        role: principal.role,
        minConfidence,
      });
      const elapsedMs = performance.now() - started;
      this.metrics?.observeNlConfidence('answered', answer.confidence);
      await this.history.record({
        ...entry,
        outcome: 'answered',
        interpretation: answer.interpretation,
        confidence: answer.confidence,
        count: answer.count,
        elapsedMs,
      });
      return { queryId, answer, elapsedMs, asOf };
    } catch (error) {
      const elapsedMs = performance.now() - started;
      const refused = error instanceof DomainError && error.code === ErrorCode.QueryNotUnderstood;
      const details = refused ? (error.details as Record<string, unknown> | undefined) : undefined;
      if (typeof details?.confidence === 'number')
        this.metrics?.observeNlConfidence('refused', details.confidence);
      await this.recordQuietly({
        ...entry,
        outcome: refused ? 'refused' : 'failed',
        errorCode: error instanceof DomainError ? error.code : ErrorCode.Internal,
        ...(typeof details?.confidence === 'number' ? { confidence: details.confidence } : {}),
        elapsedMs,
      });
      if (refused) {
        throw new DomainError(error.code, error.message, { ...details, queryId }, error.headers);
      }
      throw error;
    }
  }

  /** A failed history write must not hide the error the caller is about to get. */
  private async recordQuietly(entry: QueryRecord): Promise<void> {
    try {
      await this.history.record(entry);
    } catch (error) {
      this.logger.warn(
        `query history not written: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
