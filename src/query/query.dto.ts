import { z } from 'zod';
import type { ErpRecord } from '../erp/load-request';
import type { QueryOutcome } from './query-history.entity';

export const QUERY_FORMATS = ['json', 'csv', 'ndjson'] as const;
export type QueryFormat = (typeof QUERY_FORMATS)[number];

/** POST /api/v1/query (SPEC §7). The limit's maximum is the policy's, checked by the service. */
export const queryRequestSchema = z
  .object({
    query: z.string().trim().min(1, 'must not be empty').max(1000),
    format: z.enum(QUERY_FORMATS).default('json'),
    limit: z.number().int().min(1).optional(),
  })
  .strict();
export type QueryRequestDto = z.infer<typeof queryRequestSchema>;

const instant = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'must be an ISO date or date-time');

/** GET /api/v1/queries. A date without a time in `to` includes that whole day. */
export const listQueriesSchema = z
  .object({
    user: z.string().min(1).max(64).optional(),
    from: instant.optional(),
    to: instant.optional(),
    outcome: z.enum(['answered', 'refused', 'failed']).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(50),
    cursor: z.string().max(200).optional(),
  })
  .strict();
export type ListQueriesDto = z.infer<typeof listQueriesSchema>;

export const queryIdSchema = z.uuid('must be a query id');

/** A relation condition as shown to the user: which related records the keys came from. */
export interface RelationView {
  property: string;
  negated: boolean;
  ido: string;
  targetProperty: string;
  filter: string | null;
  /** Keys found (the IN list's length). */
  matched: number;
  via: RelationView[];
}

/** What the engine understood, replayable through GET /api/v1/ido/:name (SPEC §7). */
export interface Interpretation {
  ido: string;
  /** SPEC §6 filter syntax, relations already resolved to key lists; null for none. */
  filter: string | null;
  /** SPEC §6 `orderby` syntax ("DaysOverdue DESC"); null for the natural order. */
  orderBy: string | null;
  aggregate: {
    groupBy: string[];
    measures: Array<{ fn: string; property: string | null; as: string }>;
  } | null;
  /** Properties returned (for aggregates: the groups, then the measures' output names). */
  fields: string[];
  /** Each combination of the fields once (SPEC §6 `distinct`). */
  distinct: boolean;
  /** Records asked for (the question's "top N", capped by the request's limit). */
  limit: number;
  /** Conditions on related IDOs and how they were resolved. */
  relations: RelationView[];
  /** The same request as an IDO fetch, for non-aggregate answers. */
  replay: string | null;
  /** Assumptions, ambiguities and typos worth knowing. */
  notes: string[];
  /** Words that were not understood. */
  ignored: string[];
}

export interface QueryAnswer {
  records: ErpRecord[];
  /** Output keys, in order. */
  columns: string[];
  count: number;
  confidence: number;
  interpretation: Interpretation;
}

export interface QueryHistoryView {
  id: string;
  user: { id: string; username: string };
  query: string;
  format: string;
  limit: number;
  outcome: QueryOutcome;
  errorCode: string | null;
  ido: string | null;
  interpretation: Interpretation | null;
  confidence: number | null;
  count: number | null;
  elapsed: string;
  createdAt: string;
  /** Set when the reader's field mask hides something the interpretation names. */
  withheld?: boolean;
}
