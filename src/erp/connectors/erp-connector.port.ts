import type { CatalogIdo } from '../catalog/catalog-ido';
import type { PropertyDefinition } from '../catalog/catalog.types';
import type { FilterNode } from '../filter/filter-ast';
import type { AggregateFunction, ErpValue, SortDirection } from '../load-request';

/**
 * Sample values an extension ships for what it adds to one IDO (its `demoData`), for connectors
 * that hold data of their own. A real ERP already holds a site's user-defined fields.
 */
export interface ExtensionDataSet {
  /** The IDO as the catalog has it with the extension applied. */
  ido: CatalogIdo;
  /** The extension's stored properties on it (for an IDO it declares: all of them). */
  properties: readonly PropertyDefinition[];
  /** Values by property name, the IDO's keys included; checked against the types already. */
  rows: ReadonlyArray<Readonly<Record<string, ErpValue>>>;
}

/** One resolved sort term; the executor has appended key tie-breakers so the order is total. */
export interface ConnectorOrder {
  property: PropertyDefinition;
  direction: SortDirection;
}

/**
 * A collection load as a connector receives it: every name resolved against the catalog, the
 * filter checked (and already combined with the caller's row filter), the order made total.
 */
export interface ConnectorLoad {
  ido: CatalogIdo;
  /** Columns to return, in order. The order properties are returned too (see `columns`). */
  properties: readonly PropertyDefinition[];
  filter?: FilterNode;
  orderBy: readonly ConnectorOrder[];
  /** Rows to return at most. */
  limit: number;
  /** Keyset cursor: the order values of the last row already seen; return rows after it. */
  after?: readonly ErpValue[];
  distinct: boolean;
  /** Today (YYYY-MM-DD) for derived properties. */
  today: string;
}

export interface ConnectorRows {
  /** Property names of each row's cells: `properties` then any order property not among them. */
  columns: string[];
  rows: ErpValue[][];
}

export interface ConnectorCount {
  ido: CatalogIdo;
  filter?: FilterNode;
  /** With `distinct`, counts distinct combinations of these properties. */
  distinct?: readonly PropertyDefinition[];
  today: string;
}

export interface ConnectorMeasure {
  fn: AggregateFunction;
  /** Undefined for count(*). */
  property?: PropertyDefinition;
}

export interface ConnectorAggregate {
  ido: CatalogIdo;
  filter?: FilterNode;
  groupBy: readonly PropertyDefinition[];
  measures: readonly ConnectorMeasure[];
  /** `{ group: i }` sorts by the i-th group property, `{ measure: i }` by the i-th measure. */
  orderBy: ReadonlyArray<
    { group: number; direction: SortDirection } | { measure: number; direction: SortDirection }
  >;
  limit: number;
  today: string;
}

export interface ConnectorAggregateRows {
  /** Each row: the group values, then the measure values. */
  rows: ErpValue[][];
  /** All groups (before the limit). */
  groups: number;
}

export interface ConnectorHealth {
  ok: boolean;
  connector: string;
  detail: string;
}

/** What a connector knows about an IDO's shape on its side, for checking the catalog mapping. */
export interface ConnectorIdoInfo {
  ido: string;
  properties: string[];
}

/**
 * The one interface every ERP connector implements (demo SQLite, Mongoose IDO REST, SQL). The
 * executor is its only caller; it passes fully resolved requests, so a connector never checks
 * names or types and never sees text a user wrote. Failures are DomainErrors ERP_UNAVAILABLE or
 * ERP_TIMEOUT.
 */
export abstract class ErpConnector {
  abstract readonly name: string;
  /** A page of a collection in the requested order. */
  abstract load(request: ConnectorLoad): Promise<ConnectorRows>;
  /** How many records (or distinct combinations) match. */
  abstract count(request: ConnectorCount): Promise<number>;
  /**
   * A page and, when `count` is given, the number of all matches. By default the two run at
   * once through `load` and `count`; a connector may do both in one round trip.
   */
  async loadPage(
    load: ConnectorLoad,
    count: ConnectorCount | null,
  ): Promise<{ rows: ConnectorRows; count: number | null }> {
    const [rows, total] = await Promise.all([
      this.load(load),
      count ? this.count(count) : Promise.resolve(null),
    ]);
    return { rows, count: total };
  }

  /** Counts, sums, averages, minima, maxima, grouped, ordered and limited. */
  abstract aggregate(request: ConnectorAggregate): Promise<ConnectorAggregateRows>;
  /** The connector's view of an IDO, or null when it does not serve that IDO. */
  abstract describe(ido: CatalogIdo): Promise<ConnectorIdoInfo | null>;
  abstract health(): Promise<ConnectorHealth>;

  /**
   * Stores the values extension `source` ships, replacing what it stored before; a connector
   * without data of its own ignores them. `fingerprint` (the bundle digest) lets a connector
   * skip a store it already holds. Called before the extension's properties enter the catalog.
   */
  storeExtensionData(
    _source: string,
    _sets: readonly ExtensionDataSet[],
    _fingerprint: string,
  ): Promise<void> {
    return Promise.resolve();
  }

  /** Forgets what extension `source` stored (the extension was removed). */
  dropExtensionData(_source: string): Promise<void> {
    return Promise.resolve();
  }

  /**
   * When the data served reflects the ERP as of (ISO), for connectors that serve a copy (the
   * Mongoose replica): answers carry it as `meta.asOf`. Null: the data is the ERP's own.
   */
  asOf(): string | null {
    return null;
  }

  /** Releases connections and workers at shutdown. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
