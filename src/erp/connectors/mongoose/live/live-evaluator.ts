import type { CatalogIdo } from '../../../catalog/catalog-ido';
import type { PropertyDefinition } from '../../../catalog/catalog.types';
import { FilterNode, filterProperties } from '../../../filter/filter-ast';
import type { ErpValue } from '../../../load-request';
import type {
  ConnectorAggregate,
  ConnectorAggregateRows,
  ConnectorCount,
  ConnectorLoad,
  ConnectorRows,
} from '../../erp-connector.port';
import { inListFilters } from './in-lists';
import { LivePlan, columnsByIdo, livePlan } from './live-plan';
import { LiveTables } from './live-tables';
import { splitFilter } from './pushdown';
import { RowBudget } from './row-budget';

/** Loads of related records sent at once; the client's own in-flight cap still applies. */
const PARALLEL_LOADS = 4;

/** How the evaluator reads the ERP: the connector's own `/load` paging. */
export interface LiveFetcher {
  /** Every record of `ido` matching `filter` (stored properties only), drawing on `budget`. */
  all(
    ido: CatalogIdo,
    columns: readonly PropertyDefinition[],
    filter: FilterNode | undefined,
    budget: RowBudget,
  ): Promise<ErpValue[][]>;
  /** One page of a load naming stored properties only. */
  page(request: ConnectorLoad): Promise<ConnectorRows>;
}

/**
 * Live mode's answers to what `/load` cannot compute: derived properties, roll-ups across
 * IDOs, counts over derived conditions, aggregates. The part of the filter that names stored
 * properties only is sent to the ERP; the records it matches are fetched with the stored
 * properties the answer needs, then the related records their roll-ups read (only those of
 * the fetched records: IN lists on the roll-up's keys, as long as a URL allows; or all of them
 * with the roll-up's own condition when every record was fetched). Everything read goes into
 * LiveTables, where the demo connector's SQL builder answers the request itself, whole filter
 * included. All fetches of one answer draw on one row budget; past it the answer is an error
 * naming replica mode, never a partial count.
 *
 * A page that names derived properties but filters and sorts on stored ones only is cheaper:
 * the ERP pages the records itself, and only that page's related records are fetched.
 */
export class LiveEvaluator {
  constructor(
    private readonly fetcher: LiveFetcher,
    private readonly rowBudget: number,
  ) {}

  /** Whether a load needs the daemon's computing (else it is a plain `/load`). */
  needsLocal(request: ConnectorLoad): boolean {
    return (
      request.properties.some((p) => p.derived) ||
      request.orderBy.some((o) => o.property.derived) ||
      splitFilter(request.ido, request.filter).local !== undefined
    );
  }

  countNeedsLocal(request: ConnectorCount): boolean {
    return (
      (request.distinct ?? []).some((p) => p.derived) ||
      splitFilter(request.ido, request.filter).local !== undefined
    );
  }

  async load(request: ConnectorLoad): Promise<ConnectorRows> {
    const budget = new RowBudget(this.rowBudget, `reading ${request.ido.name}`);
    const tables = await this.tables(request.ido, loadNames(request), request.filter, budget, {
      page: this.pageable(request) ? request : undefined,
    });
    try {
      return tables.load(request);
    } finally {
      tables.close();
    }
  }

  async count(request: ConnectorCount): Promise<number> {
    const budget = new RowBudget(this.rowBudget, `counting ${request.ido.name}`);
    const names = (request.distinct ?? []).map((p) => p.name);
    const tables = await this.tables(request.ido, names, request.filter, budget);
    try {
      return tables.count(request);
    } finally {
      tables.close();
    }
  }

  /** A page and its count from one fetch, when the page needs every match anyway. */
  async loadAndCount(
    load: ConnectorLoad,
    count: ConnectorCount,
  ): Promise<{ rows: ConnectorRows; count: number }> {
    const budget = new RowBudget(this.rowBudget, `counting ${load.ido.name}`);
    const names = [...loadNames(load), ...(count.distinct ?? []).map((p) => p.name)];
    const tables = await this.tables(load.ido, names, load.filter, budget);
    try {
      return { rows: tables.load(load), count: tables.count(count) };
    } finally {
      tables.close();
    }
  }

  /** Whether the ERP can page this load itself: filter and order on stored properties only. */
  pageable(request: ConnectorLoad): boolean {
    return (
      !request.distinct &&
      request.orderBy.every((o) => !o.property.derived) &&
      splitFilter(request.ido, request.filter).local === undefined
    );
  }

  async aggregate(request: ConnectorAggregate): Promise<ConnectorAggregateRows> {
    const budget = new RowBudget(this.rowBudget, `aggregating ${request.ido.name}`);
    const names = [
      ...request.groupBy.map((p) => p.name),
      ...request.measures.flatMap((m) => (m.property ? [m.property.name] : [])),
    ];
    const tables = await this.tables(request.ido, names, request.filter, budget);
    try {
      return tables.aggregate(request);
    } finally {
      tables.close();
    }
  }

  /**
   * The local tables holding every record the answer reads: the records of `ido` that match
   * the remote part of `filter` (or one page of them), then, roll-up by roll-up, the related
   * records they need.
   */
  private async tables(
    ido: CatalogIdo,
    names: readonly string[],
    filter: FilterNode | undefined,
    budget: RowBudget,
    options: { page?: ConnectorLoad } = {},
  ): Promise<LiveTables> {
    const plan = livePlan(ido, [...names, ...(filter ? filterProperties(filter) : [])]);
    const layout = columnsByIdo(plan);
    const tables = new LiveTables(layout);
    try {
      const columns = columnOf(layout, ido);
      const remote = splitFilter(ido, filter).remote;
      let rows: ErpValue[][];
      if (options.page) {
        const page = await this.fetcher.page({ ...options.page, properties: columns });
        budget.spend(page.rows.length);
        rows = page.rows;
      } else {
        rows = await this.fetcher.all(ido, columns, remote, budget);
      }
      await tables.insert(ido, rows);
      const whole = !options.page && !remote;
      const wholes = new Map<string, ErpValue[][]>(whole ? [[ido.name, rows]] : []);
      await this.follow(tables, layout, plan, rows, whole, budget, wholes);
      return tables;
    } catch (error) {
      tables.close();
      throw error;
    }
  }

  /**
   * Fetches the related records the roll-ups of `plan` read for `rows`, and theirs in turn.
   * `whole`: `rows` are every record of the IDO, so the related ones need no key list.
   */
  private async follow(
    tables: LiveTables,
    layout: ReturnType<typeof columnsByIdo>,
    plan: LivePlan,
    rows: readonly ErpValue[][],
    whole: boolean,
    budget: RowBudget,
    /** IDOs already read whole for this answer (an IDO rolling up onto itself): not again. */
    wholes: Map<string, ErpValue[][]>,
  ): Promise<void> {
    const own = columnOf(layout, plan.ido).map((p) => p.name);
    for (const step of plan.steps) {
      const related = step.plan.ido;
      const columns = columnOf(layout, related);
      // Match columns first, then what the roll-up reads: the lookup never visits the table.
      tables.index(related, step.reads);
      const where = splitFilter(related, step.where).remote;
      const already = wholes.get(related.name);
      if (already) {
        await this.follow(tables, layout, step.plan, already, true, budget, wholes);
        continue;
      }
      let fetched: ErpValue[][];
      if (whole) {
        fetched = await this.fetcher.all(related, columns, where, budget);
      } else {
        const cells = step.match.map((m) => own.indexOf(m.equals));
        const seen = new Set<string>();
        const tuples: ErpValue[][] = [];
        for (const row of rows) {
          const tuple = cells.map((i) => row[i]);
          // `=` never matches NULL: a record without the key rolls up nothing.
          if (tuple.some((v) => v === null)) continue;
          const id = JSON.stringify(tuple);
          if (seen.has(id)) continue;
          seen.add(id);
          tuples.push(tuple);
        }
        const filters = inListFilters(related, step.match, tuples, where);
        fetched = [];
        for (let i = 0; i < filters.length; i += PARALLEL_LOADS) {
          const wave = await Promise.all(
            filters
              .slice(i, i + PARALLEL_LOADS)
              .map((filter) => this.fetcher.all(related, columns, filter, budget)),
          );
          for (const part of wave) fetched.push(...part);
        }
      }
      await tables.insert(related, fetched);
      if (whole && !where) wholes.set(related.name, fetched);
      await this.follow(tables, layout, step.plan, fetched, whole && !where, budget, wholes);
    }
  }
}

function columnOf(layout: ReturnType<typeof columnsByIdo>, ido: CatalogIdo): PropertyDefinition[] {
  const entry = layout.get(ido.name);
  if (!entry) throw new Error(`live mode: no columns planned for ${ido.name}`);
  return entry.columns;
}

function loadNames(request: ConnectorLoad): string[] {
  return [...request.properties, ...request.orderBy.map((o) => o.property)].map((p) => p.name);
}
