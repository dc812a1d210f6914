import { Injectable, Optional } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import type { Role } from '../../auth/capabilities';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/errors/domain-error';
import { ErrorCode } from '../../common/errors/error-code';
import type { CatalogIdo } from '../catalog/catalog-ido';
import type { PropertyDefinition } from '../catalog/catalog.types';
import { CatalogService } from '../catalog/catalog.service';
import { ConnectorOrder, ErpConnector } from '../connectors/erp-connector.port';
import { FilterChecker, suggestProperties } from '../filter/filter-checker';
import { formatFilter } from '../filter/format-filter';
import type {
  ErpRecord,
  ErpValue,
  FilterNode,
  LoadColumn,
  LoadContext,
  LoadRequest,
  LoadResult,
  RecordKeys,
} from '../load-request';
import { AccessRules, DataAccessPolicy } from '../policy/data-access-policy';
import { AggregateRunner } from './aggregate-runner';
import { decodeBookmark, encodeBookmark, requestShape } from './bookmark';
import { BookmarkSealer } from './bookmark-sealer';
import { describeIdo, IdoMetadata } from './ido-metadata';

/** The largest recordcap value a caller may write, whatever the policy maximum. */
const RECORDCAP_CEILING = 1_000_000;

/** Resolves Mongoose-style recordcap: -1 default, 0 the maximum, n at most the maximum. */
export function resolveLimit(limit: number | undefined, rules: AccessRules): number {
  if (limit === undefined || limit === -1)
    return Math.min(rules.defaultRecordcap, rules.maxRecordcap);
  if (!Number.isInteger(limit) || limit < -1 || limit > RECORDCAP_CEILING) {
    throw DomainError.validation(
      `recordcap must be -1 (default), 0 (all, up to ${rules.maxRecordcap}) or a positive whole number`,
      [{ field: 'recordcap', message: 'out of range' }],
    );
  }
  if (limit === 0) return rules.maxRecordcap;
  return Math.min(limit, rules.maxRecordcap);
}

/**
 * Rounds a computed decimal to its scale for the answer: binary floating point leaves
 * 952.8700000000008 where money means 952.87. Done here, once, rather than in each connector's
 * SQL: databases round differently (PostgreSQL the exact decimal, SQLite the binary double,
 * MariaDB half to even), and the same value must answer the same on every connector. Bookmarks
 * keep the unrounded value, so paging follows the order the database sorted by.
 */
function derivedRounding(prop: PropertyDefinition): ((value: number) => number) | undefined {
  if (!prop.derived || prop.type !== 'decimal' || prop.scale === undefined) return undefined;
  const places = prop.scale;
  // `+ 0` turns the -0 a settled balance may round to into 0.
  return (value) => Number(value.toFixed(places)) + 0;
}

/** The key of a property in output records. */
export function outputKey(prop: PropertyDefinition, keys: RecordKeys): string {
  return keys === 'alias' ? prop.alias : prop.name;
}

/**
 * The one data path (ARCHITECTURE.md): load request → policy (field mask, row filter, record
 * caps) → catalog check → connector → records. Every feature that reads ERP data calls `load`.
 */
@Injectable()
export class IdoExecutorService {
  private readonly aggregates: AggregateRunner;
  private readonly bookmarks: BookmarkSealer;

  constructor(
    private readonly catalog: CatalogService,
    private readonly connector: ErpConnector,
    private readonly policy: DataAccessPolicy,
    private readonly clock: Clock,
    @Optional() bookmarks?: BookmarkSealer,
  ) {
    this.aggregates = new AggregateRunner(connector);
    this.bookmarks = bookmarks ?? BookmarkSealer.ephemeral();
  }

  /** IDOs the role may see, in catalog order. */
  /**
   * When the connector's data reflects the ERP as of (a replica's freshness), or null when it
   * serves the ERP itself. Read it before the data: the answer is then at least that fresh.
   */
  asOf(): string | null {
    return this.connector.asOf();
  }

  async visibleIdos(role: Role | undefined): Promise<CatalogIdo[]> {
    const all = this.catalog.list();
    const rules = await Promise.all(all.map((ido) => this.policy.rulesFor(role, ido)));
    return all.filter((_, i) => rules[i].visible);
  }

  /** Properties (minus the role's field mask), keys and relations of one IDO. */
  async metadata(name: string, role: Role | undefined): Promise<IdoMetadata> {
    const { ido, rules } = await this.access(name, role);
    return describeIdo(ido, new Set(rules.hiddenProperties));
  }

  async load(request: LoadRequest, context: LoadContext = {}): Promise<LoadResult> {
    const started = performance.now();
    const keys = context.keys ?? 'property';
    const { ido, rules } = await this.access(request.ido, context.role);
    const hidden = new Set(rules.hiddenProperties);
    const limit = resolveLimit(request.limit, rules);
    const userFilter = request.filter
      ? new FilterChecker(ido, hidden).check(request.filter)
      : undefined;
    // The row filter is the policy's own: it may name properties the role cannot see.
    const rowFilter = rules.rowFilter ? new FilterChecker(ido).check(rules.rowFilter) : undefined;
    const filter = combine(userFilter, rowFilter);
    const today = this.clock.today();

    if (request.aggregate) {
      if (request.distinct || request.bookmark) {
        throw DomainError.validation('an aggregate load takes neither distinct nor bookmark');
      }
      const result = await this.aggregates.run({
        ido,
        hidden,
        spec: request.aggregate,
        orderBy: request.orderBy ?? [],
        filter,
        limit,
        today,
        keys,
      });
      return {
        ido: ido.name,
        records: result.records,
        columns: result.columns,
        count: request.count === false ? null : result.groups,
        returned: result.records.length,
        nextBookmark: null,
        limit,
        elapsedMs: performance.now() - started,
      };
    }

    const distinct = request.distinct === true;
    const properties = this.selectProperties(ido, request.properties, hidden);
    const orderBy = this.totalOrder(
      ido,
      request.orderBy ?? [],
      hidden,
      distinct ? properties : null,
    );
    // Only a bookmark in or out needs the shape; a single page (a key lookup) skips the hashing.
    const shape = (): string =>
      requestShape({
        ido: ido.name,
        filter: userFilter ? formatFilter(userFilter) : '',
        order: orderBy.map((o) => `${o.property.name} ${o.direction}`),
        distinct: distinct ? properties.map((p) => p.name) : null,
      });
    const after = request.bookmark
      ? decodeBookmark(this.bookmarks.open(request.bookmark), shape(), orderBy.length)
      : undefined;

    const { rows, count } = await this.connector.loadPage(
      { ido, properties, filter, orderBy, limit: limit + 1, after, distinct, today },
      request.count === false
        ? null
        : { ido, filter, distinct: distinct ? properties : undefined, today },
    );

    const more = rows.rows.length > limit;
    const kept = more ? rows.rows.slice(0, limit) : rows.rows;
    const index = new Map(rows.columns.map((c, i) => [c, i]));
    const cells = properties.map((p) => index.get(p.name) ?? -1);
    const outKeys = properties.map((p) => outputKey(p, keys));
    const rounders = properties.map(derivedRounding);
    const records = kept.map((row) => {
      const record: ErpRecord = {};
      for (let i = 0; i < outKeys.length; i += 1) {
        const value = row[cells[i]] ?? null;
        const round = rounders[i];
        record[outKeys[i]] = round && typeof value === 'number' ? round(value) : value;
      }
      return record;
    });
    let nextBookmark: string | null = null;
    if (more && kept.length > 0) {
      const last = kept[kept.length - 1];
      const values: ErpValue[] = orderBy.map((o) => last[index.get(o.property.name) ?? -1] ?? null);
      nextBookmark = this.bookmarks.seal(encodeBookmark(shape(), values));
    }
    const columns: LoadColumn[] = properties.map((p, i) => ({
      key: outKeys[i],
      property: p.name,
      type: p.type,
      label: p.label,
    }));
    return {
      ido: ido.name,
      records,
      columns,
      count,
      returned: records.length,
      nextBookmark,
      limit,
      elapsedMs: performance.now() - started,
    };
  }

  private async access(
    name: string,
    role: Role | undefined,
  ): Promise<{ ido: CatalogIdo; rules: AccessRules }> {
    const ido = this.catalog.get(name);
    const rules = await this.policy.rulesFor(role, ido);
    if (!rules.visible) {
      throw new DomainError(ErrorCode.IdoNotFound, `IDO ${name} not found`, { ido: name });
    }
    return { ido, rules };
  }

  private visibleProperty(
    ido: CatalogIdo,
    name: string,
    hidden: ReadonlySet<string>,
    field: string,
  ): PropertyDefinition {
    const prop = ido.property(name);
    if (!prop || hidden.has(prop.name)) {
      // The closest names the caller may see, as the filter checker offers them.
      const visible = ido.properties.map((p) => p.name).filter((n) => !hidden.has(n));
      const suggestions = suggestProperties(name, visible);
      const hint = suggestions.length > 0 ? `; did you mean ${suggestions.join(', ')}?` : '';
      throw DomainError.validation(`unknown property ${name} of ${ido.name} in ${field}${hint}`, [
        { field, message: `unknown property ${name}`, suggestions },
      ]);
    }
    return prop;
  }

  private selectProperties(
    ido: CatalogIdo,
    requested: LoadRequest['properties'],
    hidden: ReadonlySet<string>,
  ): PropertyDefinition[] {
    let chosen: PropertyDefinition[];
    if (requested === '*') {
      chosen = ido.properties.filter((p) => !hidden.has(p.name));
    } else if (!requested || requested.length === 0) {
      chosen = defaultPropertiesOf(ido).filter((p) => !hidden.has(p.name));
    } else {
      chosen = requested.map((name) => this.visibleProperty(ido, name, hidden, 'properties'));
    }
    const unique = [...new Map(chosen.map((p) => [p.name, p])).values()];
    if (unique.length === 0) {
      throw DomainError.validation(`no visible properties to return from ${ido.name}`);
    }
    return unique;
  }

  /**
   * The caller's order made total, so keyset paging neither skips nor repeats: the key
   * properties (or, for distinct loads, every selected property) are appended in the direction
   * of the last term.
   */
  private totalOrder(
    ido: CatalogIdo,
    requested: LoadRequest['orderBy'] & object,
    hidden: ReadonlySet<string>,
    distinctOver: PropertyDefinition[] | null,
  ): ConnectorOrder[] {
    const order: ConnectorOrder[] = [];
    const seen = new Set<string>();
    for (const term of requested) {
      const prop = this.visibleProperty(ido, term.property, hidden, 'orderby');
      if (distinctOver && !distinctOver.includes(prop)) {
        throw DomainError.validation(
          `with distinct, orderby may only name selected properties; ${prop.name} is not selected`,
          [{ field: 'orderby', message: `${prop.name} is not among properties` }],
        );
      }
      if (seen.has(prop.name)) continue;
      seen.add(prop.name);
      order.push({ property: prop, direction: term.direction });
    }
    const direction = order.length > 0 ? order[order.length - 1].direction : 'asc';
    const tieBreakers = distinctOver ?? ido.keys.map((k) => ido.property(k) as PropertyDefinition);
    for (const prop of tieBreakers) {
      if (seen.has(prop.name)) continue;
      seen.add(prop.name);
      order.push({ property: prop, direction });
    }
    return order;
  }
}

/** An IDO's default properties, resolved once per catalog entry (entries are replaced, never changed). */
const DEFAULT_PROPERTIES = new WeakMap<CatalogIdo, PropertyDefinition[]>();

function defaultPropertiesOf(ido: CatalogIdo): PropertyDefinition[] {
  let resolved = DEFAULT_PROPERTIES.get(ido);
  if (!resolved) {
    resolved = ido.defaultProperties
      .map((name) => ido.property(name))
      .filter((p): p is PropertyDefinition => p !== undefined);
    DEFAULT_PROPERTIES.set(ido, resolved);
  }
  return resolved;
}

function combine(a: FilterNode | undefined, b: FilterNode | undefined): FilterNode | undefined {
  if (a && b) return { kind: 'and', operands: [a, b] };
  return a ?? b;
}
