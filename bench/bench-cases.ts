import { IdoExecutorService } from '../src/erp/executor/ido-executor.service';
import { parseFilter } from '../src/erp/filter/filter-parser';
import type { SqlParam } from '../src/erp/filter/sql-filter-compiler';
import type { LoadRequest } from '../src/erp/load-request';
import { parseOrderByText, parsePropertiesText } from '../src/erp/load-request-text';
import { RecordingConnector } from './recording-connector';

/** Query parameters of one `GET /api/v1/ido/:name` request. */
export type IdoQuery = Record<string, string>;

export interface BenchCase {
  name: string;
  ido: string;
  /** Requests are sent round-robin through these variants (same order to both servers). */
  variants: IdoQuery[];
  /** Why the case exists / what it stresses, for the report. */
  note: string;
}

export interface BaselineVariant {
  page: { sql: string; params: SqlParam[]; columns: string[] };
  count: { sql: string; params: SqlParam[] };
  limit: number;
  /** The first n page columns are returned; the rest only serve the keyset order. */
  returnedColumns: number;
  /**
   * A first page (no bookmark): when it is shorter than its limit it holds every match, and its
   * length is the count, as a hand-written server (and the daemon's key lookups) would take it.
   */
  first: boolean;
}

export type BaselineCases = Record<string, BaselineVariant[]>;

/** The daemon's path for one variant. */
export function daemonPath(ido: string, query: IdoQuery): string {
  return `/api/v1/ido/${ido}?${new URLSearchParams(query).toString()}`;
}

/** The same conversion IdoService makes from query parameters to a load request. */
export function toLoadRequest(ido: string, query: IdoQuery): LoadRequest {
  return {
    ido,
    properties: parsePropertiesText(query.properties),
    filter: query.filter ? parseFilter(query.filter) : undefined,
    orderBy: parseOrderByText(query.orderby),
    limit: query.recordcap === undefined ? undefined : Number(query.recordcap),
    bookmark: query.bookmark,
  };
}

/**
 * Runs every variant through the real executor with a recording connector and returns the SQL
 * the daemon's demo connector runs for it: what the baseline server then runs itself.
 */
export async function recordBaseline(
  cases: BenchCase[],
  executor: IdoExecutorService,
  recorder: RecordingConnector,
): Promise<BaselineCases> {
  const out: BaselineCases = {};
  for (const c of cases) {
    out[c.name] = [];
    for (const query of c.variants) {
      const result = await executor.load(toLoadRequest(c.ido, query));
      if (!recorder.page || !recorder.total) throw new Error(`${c.name}: nothing recorded`);
      out[c.name].push({
        page: recorder.page,
        count: recorder.total,
        limit: result.limit,
        returnedColumns: result.columns.length,
        first: query.bookmark === undefined,
      });
    }
  }
  return out;
}
