import { DomainError } from '../../../../common/errors/domain-error';
import { ErrorCode } from '../../../../common/errors/error-code';
import type { CatalogIdo } from '../../../catalog/catalog-ido';
import { derivedInputs } from '../../../catalog/derived-inputs';
import { filterProperties } from '../../../filter/filter-ast';
import { DemoSqliteConnector } from '../../demo/demo-sqlite.connector';
import {
  ConnectorAggregate,
  ConnectorAggregateRows,
  ConnectorCount,
  ConnectorHealth,
  ConnectorIdoInfo,
  ConnectorLoad,
  ConnectorRows,
  ErpConnector,
} from '../../erp-connector.port';
import { ReplicaStore } from './replica-store';

export interface MongooseReplicaOptions {
  /** Past this many seconds since the copy's as-of time it is stale (readiness red); 0: never. */
  staleAfterSeconds: number;
  now?: () => Date;
}

/**
 * The `mongoose` connector in replica mode (SPEC §9): every read, count, aggregate and derived
 * property runs on the local copy with the demo connector's SQL (the copy's tables are the demo
 * schema), so at the demo's speed and with its exact semantics. The ERP is only read by the sync
 * job (ReplicaSyncService). Readiness is the copy's freshness: red until the first sync has
 * loaded every IDO, and red again when the last good sync is older than the configured bound.
 */
export class MongooseReplicaConnector extends ErpConnector {
  readonly name = 'mongoose';
  /** What missingInput found, per catalog IDO object and property name. */
  private readonly missing = new WeakMap<CatalogIdo, Map<string, string | null>>();

  constructor(
    private readonly reader: DemoSqliteConnector,
    readonly store: ReplicaStore,
    private readonly options: MongooseReplicaOptions,
  ) {
    super();
  }

  async load(request: ConnectorLoad): Promise<ConnectorRows> {
    this.assertSynced();
    this.assertHeld(request.ido, loadProperties(request));
    return this.reader.load(request);
  }

  async count(request: ConnectorCount): Promise<number> {
    this.assertSynced();
    this.assertHeld(request.ido, countProperties(request));
    return this.reader.count(request);
  }

  override async loadPage(
    load: ConnectorLoad,
    count: ConnectorCount | null,
  ): Promise<{ rows: ConnectorRows; count: number | null }> {
    this.assertSynced();
    this.assertHeld(load.ido, loadProperties(load));
    return this.reader.loadPage(load, count);
  }

  async aggregate(request: ConnectorAggregate): Promise<ConnectorAggregateRows> {
    this.assertSynced();
    this.assertHeld(request.ido, [
      ...(request.filter ? filterProperties(request.filter) : []),
      ...request.groupBy.map((p) => p.name),
      ...request.measures.flatMap((m) => (m.property ? [m.property.name] : [])),
    ]);
    return this.reader.aggregate(request);
  }

  /**
   * The copy holds the stored properties of the catalog it was made from (the shipped one or the
   * site's file); a property or IDO an extension adds is not copied, so a read naming one, or a
   * derived property computed from one, is refused with a clear reason rather than failing in SQL.
   */
  private assertHeld(ido: CatalogIdo, names: readonly string[]): void {
    for (const name of new Set(names)) {
      const missing = this.missingInput(ido, name);
      if (missing === null) continue;
      throw DomainError.validation(
        `${missing} is not in the mongoose replica: the copy holds ` +
          "the properties of the connector's catalog (ERPC_CATALOG), not those an extension " +
          'adds; put it in the site catalog file (erp-connector discover prints one), or ' +
          'read it in live mode',
        { reason: 'not-replicated', property: missing },
      );
    }
  }

  /**
   * The first stored property `name` reads (itself, or a derived property's inputs) that the
   * copy lacks, as `IDO.Property`, or null. Remembered per catalog IDO object (a catalog change
   * brings new ones): every replica read asks, and the answer never changes for one catalog.
   */
  private missingInput(ido: CatalogIdo, name: string): string | null {
    let known = this.missing.get(ido);
    if (!known) this.missing.set(ido, (known = new Map<string, string | null>()));
    let missing = known.get(name);
    if (missing === undefined) {
      const property = ido.property(name);
      const inputs = !property
        ? []
        : property.derived
          ? derivedInputs(ido, name)
          : [{ ido, property: name }];
      const lacking = inputs.find(
        (input) =>
          !input.ido.property(input.property)?.derived &&
          !this.store.holds(input.ido.name, input.property),
      );
      missing = lacking ? `${lacking.ido.name}.${lacking.property}` : null;
      known.set(name, missing);
    }
    return missing;
  }

  describe(ido: CatalogIdo): Promise<ConnectorIdoInfo | null> {
    return this.reader.describe(ido);
  }

  override asOf(): string | null {
    return this.store.asOf();
  }

  health(): Promise<ConnectorHealth> {
    const asOf = this.store.asOf();
    if (asOf === null) {
      const waiting = this.store
        .states()
        .filter((s) => s.syncedAt === null)
        .map((s) => s.ido);
      return Promise.resolve({
        ok: false,
        connector: this.name,
        detail:
          `replica not synced yet: the first sync has not loaded ${waiting.join(', ')} ` +
          '(see the replica job on the events socket and erpc_replica_* in /metrics)',
      });
    }
    const age = ((this.options.now?.() ?? new Date()).getTime() - Date.parse(asOf)) / 1000;
    const bound = this.options.staleAfterSeconds;
    if (bound > 0 && age > bound) {
      return Promise.resolve({
        ok: false,
        connector: this.name,
        detail: `replica stale: as of ${asOf}, ${Math.round(age)} s ago, past erp.replica.staleAfterSeconds (${bound})`,
      });
    }
    return Promise.resolve({ ok: true, connector: this.name, detail: `replica as of ${asOf}` });
  }

  /**
   * Before the first sync has loaded every IDO the copy is empty or partial: an answer from it
   * would be a wrong one (no records, counts too low), so reads are refused as the ERP being
   * unavailable, with the reason, until then.
   */
  private assertSynced(): void {
    if (this.store.asOf() !== null) return;
    throw new DomainError(
      ErrorCode.ErpUnavailable,
      'the replica of the ERP has not completed its first sync yet; try again shortly ' +
        '(its progress: the replica topic of the events socket, erpc_replica_* in /metrics)',
      { reason: 'replica-not-synced' },
    );
  }

  override async close(): Promise<void> {
    await this.reader.close();
    this.store.close();
  }
}

function loadProperties(request: ConnectorLoad): string[] {
  return [
    ...request.properties.map((p) => p.name),
    ...request.orderBy.map((o) => o.property.name),
    ...(request.filter ? filterProperties(request.filter) : []),
  ];
}

function countProperties(request: ConnectorCount): string[] {
  return [
    ...(request.filter ? filterProperties(request.filter) : []),
    ...(request.distinct ?? []).map((p) => p.name),
  ];
}
