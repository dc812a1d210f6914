import { Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { Clock } from '../common/clock';
import { SecretStore } from '../common/secret-store';
import { AppConfig } from '../config/app-config';
import { MeteredErpConnector } from '../metrics/metered-erp-connector';
import { MetricsService } from '../metrics/metrics.service';
import { PolicyDataAccessPolicy } from '../policies/policy-data-access-policy';
import { CatalogService } from './catalog/catalog.service';
import { ErpConnector } from './connectors/erp-connector.port';
import { DEMO_ERP_FILE } from './connectors/demo/demo-erp-file';
import { DemoSqliteConnector } from './connectors/demo/demo-sqlite.connector';
import { ensureDemoDatabase } from './connectors/demo/ensure-demo-database';
import { BookmarkSealer } from './executor/bookmark-sealer';
import { IdoExecutorService } from './executor/ido-executor.service';
import { DataAccessPolicy } from './policy/data-access-policy';
import { ResultProjector } from './policy/result-projector';

/**
 * Builds the configured connector. For the demo ERP this generates the database on first start
 * (before the daemon listens) and opens the read workers; Nest awaits it before serving.
 */
async function connectorFactory(
  config: AppConfig,
  clock: Clock,
  metrics?: MetricsService,
): Promise<ErpConnector> {
  const connector = await openConnector(config, clock);
  // Every connector call is timed and its failures counted, whatever the connector.
  return metrics ? new MeteredErpConnector(connector, metrics) : connector;
}

async function openConnector(config: AppConfig, clock: Clock): Promise<ErpConnector> {
  const logger = new Logger('ErpModule');
  switch (config.erp.connector) {
    case 'demo': {
      const file = join(config.dataDir, DEMO_ERP_FILE);
      ensureDemoDatabase(
        {
          file,
          scale: config.demo.scale,
          asOf: config.demo.asOf ?? clock.today(),
          seed: config.demo.seed,
        },
        logger,
      );
      const connector = new DemoSqliteConnector({
        file,
        readWorkers: config.erp.readWorkers,
        timeoutMs: config.erp.timeoutMs,
      });
      await connector.open();
      return connector;
    }
  }
}

/** The ERP layer: catalog, connector, policy hook and the executor every ERP read goes through. */
@Module({
  providers: [
    CatalogService,
    // Stored policies (per-role masks, row filters, caps) from the global PoliciesModule.
    { provide: DataAccessPolicy, useExisting: PolicyDataAccessPolicy },
    {
      provide: ErpConnector,
      useFactory: connectorFactory,
      inject: [AppConfig, Clock, { token: MetricsService, optional: true }],
    },
    {
      provide: BookmarkSealer,
      useFactory: async (secrets: SecretStore) =>
        new BookmarkSealer(await secrets.get('bookmark.key', 32)),
      inject: [SecretStore],
    },
    IdoExecutorService,
    ResultProjector,
  ],
  exports: [CatalogService, IdoExecutorService, ErpConnector, DataAccessPolicy, ResultProjector],
})
export class ErpModule implements OnApplicationShutdown {
  constructor(@Inject(ErpConnector) private readonly connector: ErpConnector) {}

  async onApplicationShutdown(): Promise<void> {
    await this.connector.close();
  }
}
