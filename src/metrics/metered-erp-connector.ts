import { performance } from 'node:perf_hooks';
import type { CatalogIdo } from '../erp/catalog/catalog-ido';
import {
  ConnectorAggregate,
  ConnectorAggregateRows,
  ConnectorCount,
  ConnectorHealth,
  ConnectorIdoInfo,
  ConnectorLoad,
  ConnectorRows,
  ErpConnector,
  ExtensionDataSet,
} from '../erp/connectors/erp-connector.port';
import { erpErrorCode, MetricsService } from './metrics.service';

/**
 * Wraps the configured connector to time every call and count failures, whatever the connector
 * (demo, Mongoose, SQL): the port is the one place every ERP read passes, so one wrapper covers
 * IDO fetches, NL questions, reports and agents alike.
 */
export class MeteredErpConnector extends ErpConnector {
  readonly name: string;

  constructor(
    private readonly inner: ErpConnector,
    private readonly metrics: MetricsService,
  ) {
    super();
    this.name = inner.name;
  }

  load(request: ConnectorLoad): Promise<ConnectorRows> {
    return this.timed('load', () => this.inner.load(request));
  }

  count(request: ConnectorCount): Promise<number> {
    return this.timed('count', () => this.inner.count(request));
  }

  override loadPage(
    load: ConnectorLoad,
    count: ConnectorCount | null,
  ): Promise<{ rows: ConnectorRows; count: number | null }> {
    return this.timed('loadPage', () => this.inner.loadPage(load, count));
  }

  aggregate(request: ConnectorAggregate): Promise<ConnectorAggregateRows> {
    return this.timed('aggregate', () => this.inner.aggregate(request));
  }

  describe(ido: CatalogIdo): Promise<ConnectorIdoInfo | null> {
    return this.timed('describe', () => this.inner.describe(ido));
  }

  /** A health answer of `ok: false` counts as an error too (code `unhealthy`). */
  async health(): Promise<ConnectorHealth> {
    const started = performance.now();
    try {
      const result = await this.inner.health();
      const seconds = (performance.now() - started) / 1000;
      this.metrics.observeErp(this.name, 'health', seconds, result.ok ? undefined : 'unhealthy');
      return result;
    } catch (error) {
      const seconds = (performance.now() - started) / 1000;
      this.metrics.observeErp(this.name, 'health', seconds, erpErrorCode(error));
      throw error;
    }
  }

  // Every optional port method is forwarded: a default inherited here would silently do nothing.
  override storeExtensionData(
    source: string,
    sets: readonly ExtensionDataSet[],
    fingerprint: string,
  ): Promise<void> {
    return this.inner.storeExtensionData(source, sets, fingerprint);
  }

  override dropExtensionData(source: string): Promise<void> {
    return this.inner.dropExtensionData(source);
  }

  override asOf(): string | null {
    return this.inner.asOf();
  }

  override close(): Promise<void> {
    return this.inner.close();
  }

  private async timed<T>(operation: string, call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const result = await call();
      this.metrics.observeErp(this.name, operation, (performance.now() - started) / 1000);
      return result;
    } catch (error) {
      const seconds = (performance.now() - started) / 1000;
      this.metrics.observeErp(this.name, operation, seconds, erpErrorCode(error));
      throw error;
    }
  }
}
