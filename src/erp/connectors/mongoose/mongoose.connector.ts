import { DomainError } from '../../../common/errors/domain-error';
import { ErrorCode } from '../../../common/errors/error-code';
import type { CatalogIdo } from '../../catalog/catalog-ido';
import type { PropertyDefinition } from '../../catalog/catalog.types';
import { FilterNode, f } from '../../filter/filter-ast';
import type { ErpValue } from '../../load-request';
import {
  ConnectorAggregate,
  ConnectorAggregateRows,
  ConnectorCount,
  ConnectorHealth,
  ConnectorIdoInfo,
  ConnectorLoad,
  ConnectorRows,
  ErpConnector,
} from '../erp-connector.port';
import { MongooseClient, MongooseLoadAnswer } from './mongoose-client';
import { LiveEvaluator } from './live/live-evaluator';
import { RowBudget } from './live/row-budget';
import { MongooseFilterCompiler, keysetFilter } from './mongoose-filter';
import { itemValue } from './mongoose-values';

export interface MongooseConnectorOptions {
  /** Rows asked for per /load call when many are read (counts). */
  pageSize: number;
  /**
   * Rows one answer may read when the daemon computes what `/load` cannot (counts, derived
   * properties, roll-ups, aggregates); past it the answer names replica mode.
   */
  rowBudget: number;
}

/**
 * The `mongoose` connector in live mode (SPEC §9): every read is one or more `/load` calls to
 * the site's IDO request service. Loads send the property list, the filter compiled to
 * Mongoose's dialect, the total order (ending with the full key, from the executor) and a
 * recordcap; a later page is a fresh load with a keyset condition after the last row, so paging
 * cannot loop. Values come back as text and are read by the catalog's types.
 *
 * What `/load` cannot answer is computed by the daemon within bounds: a count pages through the
 * keys with Mongoose's bookmarks; derived properties, roll-ups, counts over them and aggregates
 * are computed over the records fetched for the answer (see LiveEvaluator). Every answer stops
 * at `rowBudget` rows read with an error naming replica mode, never a partial number.
 */
export class MongooseConnector extends ErpConnector {
  readonly name = 'mongoose';

  private readonly live: LiveEvaluator;

  constructor(
    readonly client: MongooseClient,
    private readonly options: MongooseConnectorOptions,
  ) {
    super();
    this.live = new LiveEvaluator(
      {
        all: (ido, columns, filter, budget) => this.all(ido, columns, filter, budget),
        page: (request) => this.page(request),
      },
      options.rowBudget,
    );
  }

  override async loadPage(
    load: ConnectorLoad,
    count: ConnectorCount | null,
  ): Promise<{ rows: ConnectorRows; count: number | null }> {
    // A page that needs every match anyway (a derived filter or order) and its count come from
    // one fetch: half the reads, and the two cannot disagree.
    if (
      count &&
      count.ido === load.ido &&
      count.filter === load.filter &&
      this.live.needsLocal(load) &&
      !this.live.pageable(load)
    ) {
      return this.live.loadAndCount(load, count);
    }
    return super.loadPage(load, count);
  }

  async load(request: ConnectorLoad): Promise<ConnectorRows> {
    if (this.live.needsLocal(request)) return this.live.load(request);
    return this.page(request);
  }

  async count(request: ConnectorCount): Promise<number> {
    if (this.live.countNeedsLocal(request)) return this.live.count(request);
    const { ido } = request;
    const props = request.distinct ?? ido.keys.map((k) => ido.property(k) as PropertyDefinition);
    const params: Record<string, string> = {
      properties: props.map((p) => p.name).join(','),
      orderby: props.map((p) => p.name).join(','),
    };
    if (request.filter) params.filter = this.compile(ido, request.filter);
    if (request.distinct) params.distinct = '1';
    let total = 0;
    const budget = new RowBudget(this.options.rowBudget, `counting ${ido.name}`);
    const complete = await this.pages(ido, params, budget.remaining + 1, (items) => {
      total += items.length;
      budget.spend(items.length);
      return true;
    });
    if (!complete) throw budget.exceeded();
    return total;
  }

  aggregate(request: ConnectorAggregate): Promise<ConnectorAggregateRows> {
    return this.live.aggregate(request);
  }

  /** One page of a load naming stored properties only: `/load` calls and nothing else. */
  private async page(request: ConnectorLoad): Promise<ConnectorRows> {
    const { ido } = request;
    const columns: PropertyDefinition[] = [...request.properties];
    for (const o of request.orderBy) {
      if (!columns.some((p) => p.name === o.property.name)) columns.push(o.property);
    }
    const filter = f.and(
      request.filter,
      request.after ? keysetFilter(request.orderBy, request.after) : undefined,
    );
    const base: Record<string, string> = {
      properties: columns.map((p) => p.name).join(','),
      orderby: request.orderBy
        .map((o) => (o.direction === 'desc' ? `${o.property.name} DESC` : o.property.name))
        .join(','),
    };
    if (filter) base.filter = this.compile(ido, filter);
    if (request.distinct) base.distinct = '1';
    const rows: ErpValue[][] = [];
    await this.pages(ido, base, request.limit, (items) => {
      for (const item of items) rows.push(columns.map((p) => itemValue(ido, p, item)));
      return rows.length < request.limit;
    });
    return { columns: columns.map((p) => p.name), rows: rows.slice(0, request.limit) };
  }

  /** Every record matching a stored-only filter, within the answer's row budget. */
  private async all(
    ido: CatalogIdo,
    columns: readonly PropertyDefinition[],
    filter: FilterNode | undefined,
    budget: RowBudget,
  ): Promise<ErpValue[][]> {
    const params: Record<string, string> = {
      properties: columns.map((p) => p.name).join(','),
      orderby: ido.keys.join(','),
    };
    if (filter) params.filter = this.compile(ido, filter);
    const rows: ErpValue[][] = [];
    const complete = await this.pages(ido, params, budget.remaining + 1, (items) => {
      budget.spend(items.length);
      for (const item of items) rows.push(columns.map((p) => itemValue(ido, p, item)));
      return true;
    });
    if (!complete) throw budget.exceeded();
    return rows;
  }

  async describe(ido: CatalogIdo): Promise<ConnectorIdoInfo | null> {
    const answer = await this.client.info(ido.name);
    if (!answer.Success || !answer.Properties) return null;
    return { ido: ido.name, properties: answer.Properties.map((p) => p.Name) };
  }

  /**
   * What the catalog expects and the server lacks: one note per IDO the server does not serve
   * and per stored property it does not have (one unknown property makes Mongoose refuse a
   * whole load, so a site learns at start which reads will fail, and why).
   */
  async checkCatalog(idos: readonly CatalogIdo[]): Promise<string[]> {
    const notes: string[] = [];
    for (const ido of idos) {
      const answer = await this.client.info(ido.name);
      if (!answer.Success || !answer.Properties) {
        notes.push(
          `${ido.name}: the ERP does not serve it (${answer.Message ?? 'no reason given'})`,
        );
        continue;
      }
      const present = new Set(answer.Properties.map((p) => p.Name.toLowerCase()));
      const missing = ido.properties
        .filter((p) => !p.derived && !present.has(p.name.toLowerCase()))
        .map((p) => (p.source ? `${p.name} (added by extension ${p.source})` : p.name));
      if (missing.length > 0) {
        notes.push(
          `${ido.name}: the ERP has no ${missing.join(', ')}; loads naming ${missing.length === 1 ? 'it' : 'them'} will be refused`,
        );
      }
    }
    return notes;
  }

  async health(): Promise<ConnectorHealth> {
    const ping = await this.client.ping();
    return { ok: ping.ok, connector: this.name, detail: ping.detail };
  }

  private compile(ido: CatalogIdo, filter: FilterNode): string {
    return new MongooseFilterCompiler(ido).compile(filter);
  }

  /**
   * Reads up to `wanted` rows with FIRST and then NEXT loads, handing each page to `take` until
   * it says stop. Returns whether the ERP had no more rows. A page that brings nothing new while
   * claiming more, or a bookmark that repeats, is an ERP we cannot page: an error, not a loop.
   */
  private async pages(
    ido: CatalogIdo,
    params: Readonly<Record<string, string>>,
    wanted: number,
    take: (items: ReadonlyArray<Record<string, string | null>>) => boolean,
  ): Promise<boolean> {
    let read = 0;
    let bookmark: string | null = null;
    const seen = new Set<string>();
    for (;;) {
      const cap = Math.max(1, Math.min(this.options.pageSize, wanted - read));
      const query: Record<string, string> = { ...params, recordcap: String(cap) };
      if (bookmark !== null) {
        query.loadtype = 'NEXT';
        query.bookmark = bookmark;
      }
      const answer = this.checked(ido, await this.client.load(ido.name, query));
      const items = answer.Items ?? [];
      read += items.length;
      const more = answer.MoreRowsExist === true;
      if (!take(items) || !more) return !more;
      if (read >= wanted) return false;
      const next = answer.Bookmark ?? null;
      if (items.length === 0 || next === null || seen.has(next)) {
        throw new DomainError(
          ErrorCode.ErpUnavailable,
          `the ERP's paging of ${ido.name} did not advance (bookmark repeated or empty page)`,
        );
      }
      seen.add(next);
      bookmark = next;
    }
  }

  /** `Success: false` (HTTP 200, `Items: null`) is the ERP refusing: an error with its words. */
  private checked(ido: CatalogIdo, answer: MongooseLoadAnswer): MongooseLoadAnswer {
    if (answer.Success && Array.isArray(answer.Items)) return answer;
    const message = answer.Message ?? 'no reason given';
    throw new DomainError(
      ErrorCode.ErpUnavailable,
      `the ERP refused to load ${ido.name}: ${message}`,
      { erpMessage: message, ido: ido.name },
    );
  }
}
