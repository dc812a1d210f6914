import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, LessThan, Repository } from 'typeorm';
import { Role } from '../auth/capabilities';
import type { Principal } from '../auth/principal';
import { DomainError } from '../common/errors/domain-error';
import { Clock } from '../common/clock';
import { ErrorCode } from '../common/errors/error-code';
import { PoliciesService } from '../policies/policies.service';
import { HistoryProjection } from './history-projection';
import { QueryHistoryEntity, QueryOutcome } from './query-history.entity';
import type { Interpretation, ListQueriesDto, QueryHistoryView } from './query.dto';

export interface QueryRecord {
  id: string;
  principal: Principal;
  text: string;
  format: string;
  limit: number;
  outcome: QueryOutcome;
  errorCode?: string;
  interpretation?: Interpretation;
  confidence?: number;
  count?: number;
  elapsedMs: number;
  at: Date;
}

/** Questions recorded between two prunes of old history. */
const PRUNE_EVERY = 500;

/** Seconds as the API writes them: "0.012s". */
export function formatElapsed(ms: number): string {
  return `${(ms / 1000).toFixed(3)}s`;
}

function toView(row: QueryHistoryEntity): QueryHistoryView {
  return {
    id: row.id,
    user: { id: row.userId, username: row.username },
    query: row.text,
    format: row.format,
    limit: row.rowLimit,
    outcome: row.outcome,
    errorCode: row.errorCode,
    ido: row.ido,
    interpretation: row.interpretation ? (JSON.parse(row.interpretation) as Interpretation) : null,
    confidence: row.confidence,
    count: row.resultCount,
    elapsed: formatElapsed(row.elapsedMs),
    createdAt: row.createdAt.toISOString(),
  };
}

interface Cursor {
  at: string;
  id: string;
}

function encodeCursor(row: QueryHistoryEntity): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(at))) {
      return { at, id };
    }
  } catch {
    // fall through to the validation error
  }
  throw DomainError.validation('cursor is not one this API gave out', [
    { field: 'cursor', message: 'invalid cursor' },
  ]);
}

/** `to` given as a bare date means the end of that day. */
function upperBound(to: string): Date {
  const date = new Date(to);
  if (/^\d{4}-\d{2}-\d{2}$/.test(to)) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/**
 * Storage of the query history: the shared history of questions (SPEC §3). Everyone who may
 * read queries sees everyone's, through their own field masks and row filters
 * (HistoryProjection); with the policy `query.historyVisibility` set to 'own', non-Admins see
 * only their own (a question can reveal what a colleague is looking into). Newest first, paged
 * by an opaque cursor.
 */
@Injectable()
export class QueryHistoryService implements OnApplicationBootstrap {
  private readonly logger = new Logger(QueryHistoryService.name);
  private recorded = 0;

  constructor(
    @InjectRepository(QueryHistoryEntity) private readonly rows: Repository<QueryHistoryEntity>,
    private readonly policies: PoliciesService,
    private readonly clock: Clock,
    private readonly projection: HistoryProjection,
  ) {}

  onApplicationBootstrap(): void {
    this.pruneQuietly();
  }

  async record(entry: QueryRecord): Promise<void> {
    // Old entries go now and then (policy retention.queryHistoryDays), not on every question.
    if (++this.recorded % PRUNE_EVERY === 0) this.pruneQuietly();
    await this.rows.insert({
      id: entry.id,
      userId: entry.principal.userId,
      username: entry.principal.username,
      text: entry.text,
      format: entry.format,
      rowLimit: entry.limit,
      outcome: entry.outcome,
      errorCode: entry.errorCode ?? null,
      ido: entry.interpretation?.ido ?? null,
      interpretation: entry.interpretation ? JSON.stringify(entry.interpretation) : null,
      confidence: entry.confidence ?? null,
      resultCount: entry.count ?? null,
      elapsedMs: entry.elapsedMs,
      createdAt: entry.at,
    });
  }

  async list(
    query: ListQueriesDto,
    principal: Principal,
  ): Promise<{ items: QueryHistoryView[]; count: number; nextCursor: string | null }> {
    const builder = this.rows.createQueryBuilder('q');
    if (!this.seesEveryone(principal)) {
      if (query.user && query.user !== principal.username && query.user !== principal.userId) {
        throw new DomainError(
          ErrorCode.Forbidden,
          "only an Admin may read other users' queries (policy query.historyVisibility is 'own')",
        );
      }
      builder.andWhere('q.user_id = :self', { self: principal.userId });
    } else if (query.user) {
      builder.andWhere('(q.username = :user OR q.user_id = :user)', { user: query.user });
    }
    if (query.from) builder.andWhere('q.created_at >= :from', { from: new Date(query.from) });
    if (query.to) builder.andWhere('q.created_at < :to', { to: upperBound(query.to) });
    if (query.outcome) builder.andWhere('q.outcome = :outcome', { outcome: query.outcome });
    const count = await builder.getCount();
    if (query.cursor) {
      const cursor = decodeCursor(query.cursor);
      const at = new Date(cursor.at);
      builder.andWhere(
        new Brackets((b) => {
          b.where('q.created_at < :at', { at }).orWhere('(q.created_at = :at AND q.id < :id)', {
            at,
            id: cursor.id,
          });
        }),
      );
    }
    const rows = await builder
      .orderBy('q.created_at', 'DESC')
      .addOrderBy('q.id', 'DESC')
      .take(query.limit + 1)
      .getMany();
    const more = rows.length > query.limit;
    const page = more ? rows.slice(0, query.limit) : rows;
    return {
      items: await Promise.all(
        page.map((row) => this.projection.project(toView(row), principal.role)),
      ),
      count,
      nextCursor: more ? encodeCursor(page[page.length - 1]) : null,
    };
  }

  /**
   * Whose questions a reader sees: Admins everyone's; others everyone's too while the policy
   * `query.historyVisibility` is 'all' (SPEC §3, "read queries": the shared history), else
   * their own. What an entry shows always goes through the reader's masks and row filters.
   */
  private seesEveryone(principal: Principal): boolean {
    return (
      principal.role === Role.Admin ||
      this.policies.get<'all' | 'own'>('query.historyVisibility') === 'all'
    );
  }

  /** Deletes entries older than the retention policy. */
  async prune(): Promise<number> {
    const days = this.policies.get<number>('retention.queryHistoryDays');
    const cutoff = new Date(this.clock.now().getTime() - days * 86_400_000);
    const result = await this.rows.delete({ createdAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }

  private pruneQuietly(): void {
    this.prune().catch((error: unknown) => {
      this.logger.warn(
        `query history not pruned: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }

  /** One entry; another user's entry is "not found" for a non-Admin, so ids reveal nothing. */
  async get(id: string, principal: Principal): Promise<QueryHistoryView> {
    const row = await this.rows.findOne({ where: { id } });
    if (!row || (!this.seesEveryone(principal) && row.userId !== principal.userId)) {
      throw DomainError.notFound(`query ${id}`);
    }
    return this.projection.project(toView(row), principal.role);
  }
}
