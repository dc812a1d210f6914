import { Injectable } from '@nestjs/common';
import type { Role } from '../auth/capabilities';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors/domain-error';
import { ErrorCode } from '../common/errors/error-code';
import { CatalogService } from '../erp/catalog/catalog.service';
import { IdoExecutorService } from '../erp/executor/ido-executor.service';
import { f, FilterNode, formatFilter, LoadRequest, OrderTerm } from '../erp/load-request';
import type { QueryPlan, RelationCondition, Refusal } from './engine/engine.types';
import type { Interpretation, QueryAnswer, RelationView } from './query.dto';
import { QueryVocabularyService } from './query-vocabulary.service';

/**
 * Most keys a relation condition may resolve to. The filter language has no subqueries, so
 * "purchase orders from vendors in Texas" loads the Texan vendors' numbers first; past this many
 * the question is too broad to answer that way and is refused with advice to narrow it.
 */
export const MAX_RELATION_KEYS = 5000;
/** Longest filter `GET /api/v1/ido/:name` accepts; a longer interpretation is not replayable. */
const MAX_REPLAY_FILTER = 4000;
const MAX_REPLAY_IN_VALUES = 1000;

export interface RunOptions {
  question: string;
  /** Records wanted at most (already checked against the policy maximum). */
  limit: number;
  role: Role | undefined;
  minConfidence: number;
}

/** Thrown as 422 QUERY_NOT_UNDERSTOOD; `details` carries what the user needs to rephrase. */
export function notUnderstood(refusal: Refusal): DomainError {
  return new DomainError(ErrorCode.QueryNotUnderstood, `query not understood: ${refusal.message}`, {
    reason: refusal.reason,
    confidence: refusal.confidence,
    suggestions: refusal.suggestions,
    ...(refusal.ido ? { ido: refusal.ido } : {}),
    ignored: refusal.ignored,
  });
}

function orderText(order: readonly OrderTerm[]): string | null {
  if (order.length === 0) return null;
  return order.map((o) => (o.direction === 'desc' ? `${o.property} DESC` : o.property)).join(', ');
}

function largestIn(node: FilterNode | undefined): number {
  if (!node) return 0;
  switch (node.kind) {
    case 'in':
      return node.values.length;
    case 'and':
    case 'or':
      return Math.max(0, ...node.operands.map(largestIn));
    case 'not':
      return largestIn(node.operand);
    case 'compare':
    case 'like':
    case 'between':
    case 'null':
      return 0;
  }
}

interface ReplayParts {
  ido: string;
  properties: readonly string[];
  filter: FilterNode | undefined;
  filterText: string | null;
  orderBy: string | null;
  limit: number;
  distinct: boolean;
}

/**
 * The same request as `GET /api/v1/ido/:name`, or null when the filter is beyond what that
 * endpoint accepts (a relation resolved to thousands of keys).
 */
function replayPath(r: ReplayParts): string | null {
  if (
    r.filterText &&
    (r.filterText.length > MAX_REPLAY_FILTER || largestIn(r.filter) > MAX_REPLAY_IN_VALUES)
  ) {
    return null;
  }
  const params = new URLSearchParams();
  params.set('properties', r.properties.join(','));
  if (r.filterText) params.set('filter', r.filterText);
  if (r.orderBy) params.set('orderby', r.orderBy);
  params.set('recordcap', String(r.limit));
  if (r.distinct) params.set('distinct', 'true');
  return `/api/v1/ido/${r.ido}?${params.toString()}`;
}

/**
 * Runs a question: the engine's plan → relation conditions resolved to key lists through the
 * executor → one load request through the executor (so policies, the catalog check and the
 * connector apply exactly as for `GET /api/v1/ido/:name`) → records and the interpretation.
 */
@Injectable()
export class NlQueryRunner {
  constructor(
    private readonly vocabulary: QueryVocabularyService,
    private readonly executor: IdoExecutorService,
    private readonly catalog: CatalogService,
    private readonly clock: Clock,
  ) {}

  /** The data's freshness when it is a replica (see IdoExecutorService.asOf). */
  asOf(): string | null {
    return this.executor.asOf();
  }

  async run(options: RunOptions): Promise<QueryAnswer> {
    const engine = await this.vocabulary.engine();
    const outcome = engine.interpret(options.question, this.clock.today(), options.minConfidence);
    if (outcome.kind === 'refusal') throw notUnderstood(outcome.refusal);
    return this.execute(outcome.plan, options);
  }

  /**
   * The one load request a plan becomes for a role: relation conditions resolved to key lists,
   * output fields cut to what the role may see. Agents use it to run a plan compiled at deploy.
   */
  async loadRequestFor(
    plan: QueryPlan,
    options: Pick<RunOptions, 'limit' | 'role'>,
  ): Promise<{
    request: LoadRequest;
    filter: FilterNode | undefined;
    views: RelationView[];
    limit: number;
  }> {
    const done = await Promise.all(
      plan.relations.map((r) => this.resolve(plan.ido, r, options.role)),
    );
    const views = done.map((d) => d.view);
    const filter = f.and(plan.filter, ...done.map((d) => d.node));
    const limit = Math.min(plan.limit ?? options.limit, options.limit);
    const metadata = await this.executor.metadata(plan.ido, options.role);
    const visible = new Set(metadata.properties.map((p) => p.name));
    const fields = plan.aggregate ? [] : plan.fields.filter((p) => visible.has(p));
    const request: LoadRequest = plan.aggregate
      ? { ido: plan.ido, filter, aggregate: plan.aggregate, orderBy: plan.orderBy, limit }
      : {
          ido: plan.ido,
          properties: fields.length > 0 ? fields : undefined,
          filter,
          orderBy: plan.orderBy,
          limit,
          ...(plan.distinct && fields.length > 0 ? { distinct: true } : {}),
        };
    return { request, filter, views, limit };
  }

  /** Executes a plan (exposed for the evaluation and the bench). */
  async execute(
    plan: QueryPlan,
    options: Pick<RunOptions, 'limit' | 'role'>,
  ): Promise<QueryAnswer> {
    const { request, filter, views, limit } = await this.loadRequestFor(plan, options);
    const result = await this.unmasked(plan.ido, () =>
      this.executor.load(request, { role: options.role, keys: 'alias' }),
    );
    const filterText = filter ? formatFilter(filter) : null;
    const orderBy = orderText(plan.orderBy);
    const interpretation: Interpretation = {
      ido: result.ido,
      filter: filterText,
      orderBy,
      aggregate: plan.aggregate
        ? {
            groupBy: [...plan.aggregate.groupBy],
            measures: plan.aggregate.measures.map((m) => ({
              fn: m.fn,
              property: m.property ?? null,
              as: m.as,
            })),
          }
        : null,
      fields: plan.aggregate
        ? [...plan.aggregate.groupBy, ...plan.aggregate.measures.map((m) => m.as)]
        : result.columns.map((c) => c.property ?? c.key),
      limit,
      distinct: request.distinct === true,
      relations: views,
      replay: plan.aggregate
        ? null
        : replayPath({
            ido: result.ido,
            properties: result.columns.map((c) => c.property ?? c.key),
            filter,
            filterText,
            orderBy,
            limit,
            distinct: request.distinct === true,
          }),
      notes: plan.notes,
      ignored: plan.ignored,
    };
    return {
      records: result.records,
      columns: result.columns.map((c) => c.key),
      count: result.count ?? result.records.length,
      confidence: plan.confidence,
      interpretation,
    };
  }

  /**
   * A question naming a property the caller's field mask hides (or an IDO it hides) is
   * answered like one naming something unknown: 422, not a validation error about the request.
   */
  private async unmasked<T>(ido: string, load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      const hidden =
        error instanceof DomainError &&
        (error.code === ErrorCode.ValidationFailed ||
          error.code === ErrorCode.FilterInvalid ||
          error.code === ErrorCode.IdoNotFound);
      if (!hidden) throw error;
      // The connector cannot answer it in its mode (live Mongoose past its row budget): that is
      // no secret and not the reader's role, so say so as it is.
      if (isNotYetLive(error.details)) throw error;
      throw new DomainError(
        ErrorCode.QueryNotUnderstood,
        `query not understood: it needs data of ${ido} that is not available to you`,
        {
          reason: 'not-available',
          suggestions: ['Ask about the fields your role can see (GET /api/v1/ido/:name/metadata)'],
        },
      );
    }
  }

  /**
   * Turns a relation condition into `property [NOT] IN (keys)` by loading the related IDO's
   * keys (nested relations first). No keys: the condition can never hold (or, negated, always).
   */
  private async resolve(
    ido: string,
    relation: RelationCondition,
    role: Role | undefined,
  ): Promise<{ node?: FilterNode; view: RelationView }> {
    const nested = await Promise.all(
      relation.target.relations.map((r) => this.resolve(relation.target.ido, r, role)),
    );
    const via = nested.map((n) => n.view);
    const targetFilter = f.and(relation.target.filter, ...nested.map((n) => n.node));
    const result = await this.unmasked(relation.target.ido, () =>
      this.executor.load(
        {
          ido: relation.target.ido,
          properties: [relation.target.property],
          filter: targetFilter,
          distinct: true,
          limit: MAX_RELATION_KEYS + 1,
          count: false,
        },
        { role },
      ),
    );
    const keys = result.records
      .map((r) => r[relation.target.property])
      .filter((v): v is string | number => v !== null);
    const view: RelationView = {
      property: relation.property,
      negated: relation.negated,
      ido: relation.target.ido,
      targetProperty: relation.target.property,
      filter: relation.target.filter ? formatFilter(relation.target.filter) : null,
      matched: keys.length,
      via,
    };
    if (keys.length > MAX_RELATION_KEYS || result.nextBookmark !== null) {
      throw new DomainError(
        ErrorCode.QueryNotUnderstood,
        `query too broad: the condition on ${relation.target.ido} matches more than ${MAX_RELATION_KEYS} records`,
        {
          reason: 'too-broad',
          suggestions: [
            `Narrow the condition on ${this.catalog.get(relation.target.ido).pluralLabel.toLowerCase()}`,
          ],
        },
      );
    }
    if (keys.length === 0) {
      if (relation.negated) return { view };
      const named = recordNamedByKey(
        this.catalog.get(relation.target.ido).keys,
        targetFilter,
        relation.target.property,
      );
      if (named !== undefined) {
        // "open POs for vendor 1" where no vendor 1 exists: an empty answer would read as "that
        // vendor has none", a confident claim about a record the ERP does not have.
        const label = this.catalog.get(relation.target.ido).label.toLowerCase();
        throw new DomainError(
          ErrorCode.QueryNotUnderstood,
          `query not understood: there is no ${label} ${named.value.trim()}`,
          {
            reason: 'no-such-record',
            suggestions: [
              `Check the ${label}'s ${named.property} (GET /api/v1/ido/${relation.target.ido})`,
            ],
          },
        );
      }
      const prop = this.catalog.get(ido).property(relation.property);
      const never = prop?.nullable
        ? (f.and(f.isNull(relation.property), f.isNull(relation.property, true)) as FilterNode)
        : f.isNull(relation.property);
      return { node: never, view };
    }
    return { node: f.in(relation.property, keys, relation.negated), view };
  }
}

/**
 * The key property (the one the relation reads, if named) and its value when `filter` is only
 * equalities on key properties (the question named one record by its number), else undefined.
 */
function recordNamedByKey(
  keys: readonly string[],
  filter: FilterNode | undefined,
  preferred: string,
): { property: string; value: string } | undefined {
  // Customers are keyed by number and ship-to sequence: "customer 42" is CustNum = .. AND
  // CustSeq = 0, every part of it an equality on the key.
  const parts = filter?.kind === 'and' ? filter.operands : filter ? [filter] : [];
  const named = parts.map((part) =>
    part.kind === 'compare' &&
    part.op === '=' &&
    part.left.kind === 'property' &&
    part.right.kind === 'literal' &&
    keys.includes(part.left.name)
      ? { property: part.left.name, value: String(part.right.value) }
      : undefined,
  );
  if (named.length === 0 || named.some((n) => n === undefined)) return undefined;
  return named.find((n) => n?.property === preferred) ?? named[0];
}

function isNotYetLive(details: unknown): boolean {
  const reason =
    typeof details === 'object' && details !== null
      ? (details as { reason?: unknown }).reason
      : undefined;
  return reason === 'not-in-live-mode' || reason === 'row-budget' || reason === 'not-replicated';
}
