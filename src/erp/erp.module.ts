import { Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { Clock } from '../common/clock';
import { SecretStore } from '../common/secret-store';
import { AppConfig } from '../config/app-config';
import { MeteredErpConnector } from '../metrics/metered-erp-connector';
import { MetricsService } from '../metrics/metrics.service';
import { PolicyDataAccessPolicy } from '../policies/policy-data-access-policy';
import { BASE_CATALOG, CatalogService } from './catalog/catalog.service';
import type { IdoDefinition } from './catalog/catalog.types';
import { ErpConnector } from './connectors/erp-connector.port';
import { DEMO_ERP_FILE } from './connectors/demo/demo-erp-file';
import { DemoSqliteConnector } from './connectors/demo/demo-sqlite.connector';
import { ensureDemoDatabase } from './connectors/demo/ensure-demo-database';
import { CatalogIdo } from './catalog/catalog-ido';
import { SYTELINE_CATALOG } from './catalog/syteline-catalog';
import { MongooseClient } from './connectors/mongoose/mongoose-client';
import { MongooseConnector } from './connectors/mongoose/mongoose.connector';
import { parseSqlUrl } from '../config/sql-url';
import { BookmarkSealer } from './executor/bookmark-sealer';
import { IdoExecutorService } from './executor/ido-executor.service';
import { DataAccessPolicy } from './policy/data-access-policy';
import { ResultProjector } from './policy/result-projector';

/** The opened connector and, when it brings its own, the catalog it serves. */
interface ErpSetup {
  connector: ErpConnector;
  /** Undefined: the built-in syteline catalog. */
  catalog?: IdoDefinition[];
}

const ERP_SETUP = Symbol('ERP_SETUP');

/**
 * Builds the configured connector. For the demo ERP this generates the database on first start
 * (before the daemon listens) and opens the read workers; for a SQL database it opens the
 * read-only pool and discovers (or reads) the catalog. Nest awaits it before serving.
 */
async function setupFactory(
  config: AppConfig,
  clock: Clock,
  metrics?: MetricsService,
): Promise<ErpSetup> {
  const setup = await openConnector(config, clock);
  // Every connector call is timed and its failures counted, whatever the connector.
  return metrics
    ? { ...setup, connector: new MeteredErpConnector(setup.connector, metrics) }
    : setup;
}

async function openConnector(config: AppConfig, clock: Clock): Promise<ErpSetup> {
  const logger = new Logger('ErpModule');
  switch (config.erp.connector) {
    case 'mongoose':
      return openMongooseConnector(config, logger);
    case 'sql':
      return openSqlConnector(config, logger);
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
        cacheKiB: config.erp.readCacheMiB * 1024,
        mmapBytes: config.erp.readMmapMiB * 1024 * 1024,
      });
      await connector.open();
      return { connector };
    }
  }
}

function openMongooseConnector(config: AppConfig, logger: Logger): ErpSetup {
  const m = config.erp.mongoose;
  if (config.erp.mode === 'replica') {
    throw new Error(
      'ERPC_ERP_MODE=replica is not built yet for the mongoose connector; use ERPC_ERP_MODE=live',
    );
  }
  if (m.ionapi) {
    throw new Error(
      'the ION API gateway (ERPC_MONGOOSE_IONAPI) is not built yet; use a direct token ' +
        '(ERPC_MONGOOSE_USER and ERPC_MONGOOSE_PASSWORD_FILE)',
    );
  }
  // The schema guarantees these for the mongoose connector without ionapi.
  const client = new MongooseClient({
    url: m.url as string,
    config: m.config as string,
    user: m.user as string,
    passwordFile: m.passwordFile as string,
    caFile: m.caFile,
    timeoutMs: config.erp.timeoutMs,
    maxInFlight: m.maxInFlight,
    loadAttempts: m.loadAttempts,
    retryBackoffMs: m.retryBackoffMs,
    circuitFailures: m.circuitFailures,
    circuitCooldownMs: m.circuitCooldownMs,
  });
  logger.log(`mongoose connector (live): ${client.display}, configuration ${m.config ?? ''}`);
  const connector = new MongooseConnector(client, {
    pageSize: m.pageSize,
    rowBudget: m.rowBudget,
  });
  // In the background: an ERP that is down at start must not keep the daemon from serving
  // (/readyz says so); what the check finds is logged for the site to act on.
  const idos = SYTELINE_CATALOG.map((d) => new CatalogIdo(d));
  connector
    .checkCatalog(idos)
    .then((notes) => {
      for (const note of notes) logger.warn(`catalog check against /info: ${note}`);
    })
    .catch((error: unknown) =>
      logger.warn(`catalog check against /info skipped: ${(error as Error).message}`),
    );
  return { connector };
}

async function openSqlConnector(config: AppConfig, logger: Logger): Promise<ErpSetup> {
  // Loaded only when configured: the SQL connector brings kysely and the MySQL, PostgreSQL and
  // SQL Server drivers, about a sixth of the CPU a demo daemon's start-up spent on loading code.
  const [{ openSqlSession }, { SqlConnector }, { SqlTableMap }, { buildSqlCatalog }] =
    await Promise.all([
      import('./connectors/sql/open-sql-session'),
      import('./connectors/sql/sql.connector'),
      import('./connectors/sql/sql-table-map'),
      import('./discovery/sql-catalog'),
    ]);
  const target = parseSqlUrl(config.erp.sqlUrl as string);
  const session = await openSqlSession(target, {
    timeoutMs: config.erp.timeoutMs,
    poolSize: config.erp.readWorkers,
  });
  const connector = new SqlConnector(session, SqlTableMap.empty());
  try {
    const catalog = await buildSqlCatalog(
      connector,
      config.erp.catalog,
      target.dialect === 'sqlite' ? [] : target.schemas,
    );
    logger.log(
      `sql connector: ${session.display}, ${catalog.definitions.length} IDOs (${catalog.source})`,
    );
    for (const note of catalog.notes) logger.warn(`catalog: ${note}`);
    return { connector, catalog: catalog.definitions };
  } catch (error) {
    await connector.close();
    throw error;
  }
}

/** The ERP layer: catalog, connector, policy hook and the executor every ERP read goes through. */
@Module({
  providers: [
    CatalogService,
    // Stored policies (per-role masks, row filters, caps) from the global PoliciesModule.
    { provide: DataAccessPolicy, useExisting: PolicyDataAccessPolicy },
    {
      provide: ERP_SETUP,
      useFactory: setupFactory,
      inject: [AppConfig, Clock, { token: MetricsService, optional: true }],
    },
    { provide: ErpConnector, useFactory: (s: ErpSetup) => s.connector, inject: [ERP_SETUP] },
    { provide: BASE_CATALOG, useFactory: (s: ErpSetup) => s.catalog, inject: [ERP_SETUP] },
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
