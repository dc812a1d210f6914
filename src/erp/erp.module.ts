import { Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { Clock } from '../common/clock';
import { SecretStore } from '../common/secret-store';
import { AppConfig } from '../config/app-config';
import { MeteredErpConnector } from '../metrics/metered-erp-connector';
import { MetricsService } from '../metrics/metrics.service';
import { PolicyDataAccessPolicy } from '../policies/policy-data-access-policy';
import { BASE_CATALOG, CatalogService } from './catalog/catalog.service';
import { ErpConnector } from './connectors/erp-connector.port';
import { DEMO_ERP_FILE } from './connectors/demo/demo-erp-file';
import { DemoSqliteConnector } from './connectors/demo/demo-sqlite.connector';
import { ensureDemoDatabase } from './connectors/demo/ensure-demo-database';
import { ERP_SETUP, ErpCatalogCheck, ErpSetup } from './erp-catalog-check';
import type { IdoDefinition } from './catalog/catalog.types';
import { CatalogIdo } from './catalog/catalog-ido';
import { SYTELINE_CATALOG } from './catalog/syteline-catalog';
import { applyCatalogFile, readCatalogFile } from './discovery/catalog-file';
import { openMongooseClient } from './connectors/mongoose/open-mongoose-client';
import { MongooseClient } from './connectors/mongoose/mongoose-client';
import { MongooseConnector } from './connectors/mongoose/mongoose.connector';
import { MongooseReplicaConnector } from './connectors/mongoose/replica/mongoose-replica.connector';
import { ReplicaHandle } from './connectors/mongoose/replica/replica-handle';
import { ReplicaStore } from './connectors/mongoose/replica/replica-store';
import { ReplicaSynchronizer } from './connectors/mongoose/replica/replica-sync';
import { parseSqlUrl } from '../config/sql-url';
import { BookmarkSealer } from './executor/bookmark-sealer';
import { IdoExecutorService } from './executor/ido-executor.service';
import { DataAccessPolicy } from './policy/data-access-policy';
import { ResultProjector } from './policy/result-projector';

/** The Mongoose replica's file in the data directory. */
export const MONGOOSE_REPLICA_FILE = 'mongoose-replica.db';

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
      return openMongooseConnector(config, logger, clock);
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
        answerBytes: config.erp.answerCacheMiB * 1024 * 1024,
      });
      await connector.open();
      return { connector };
    }
  }
}

async function openMongooseConnector(
  config: AppConfig,
  logger: Logger,
  clock: Clock,
): Promise<ErpSetup> {
  const m = config.erp.mongoose;
  const client = openMongooseClient(config);
  logger.log(
    `mongoose connector (${config.erp.mode}): ${client.display}, configuration ${m.config ?? ''}, ${client.via}`,
  );
  // The catalog: the shipped syteline one, or the site's file that `discover` printed.
  const definitions =
    config.erp.catalog === 'syteline' ? undefined : mongooseCatalogFile(config.erp.catalog);
  const connector = new MongooseConnector(client, {
    pageSize: m.pageSize,
    rowBudget: m.rowBudget,
  });
  // Run by ErpCatalogCheck on the composed catalog, once the extensions are applied; in replica
  // mode too, since the sync's loads name the same properties.
  const checkCatalog = (idos: readonly CatalogIdo[]) => connector.checkCatalog(idos);
  if (config.erp.mode === 'replica') {
    const replica = await openReplica(config, client, definitions ?? [...SYTELINE_CATALOG], clock);
    return { ...replica, checkCatalog, ...(definitions ? { catalog: definitions } : {}) };
  }
  return { connector, checkCatalog, ...(definitions ? { catalog: definitions } : {}) };
}

/**
 * A site's catalog file (what `erp-connector discover` printed, edited): the whole catalog, or
 * with `discover: true` entries applied over the shipped syteline catalog.
 */
function mongooseCatalogFile(file: string): IdoDefinition[] {
  const parsed = readCatalogFile(file);
  const shipped = { definitions: [...SYTELINE_CATALOG], tables: new Map(), notes: [] };
  return applyCatalogFile(parsed.discover ? shipped : null, parsed).definitions;
}

/**
 * Replica mode: reads go to a local copy in the data directory (created empty on first start;
 * the sync job fills it), through the demo connector's read workers and SQL.
 */
async function openReplica(
  config: AppConfig,
  client: MongooseClient,
  definitions: readonly IdoDefinition[],
  clock: Clock,
): Promise<ErpSetup> {
  const r = config.erp.replica;
  const idos = definitions.map((d) => new CatalogIdo(d));
  const store = ReplicaStore.open(join(config.dataDir, MONGOOSE_REPLICA_FILE), definitions);
  const reader = new DemoSqliteConnector({
    file: store.file,
    readWorkers: config.erp.readWorkers,
    timeoutMs: config.erp.timeoutMs,
    cacheKiB: config.erp.readCacheMiB * 1024,
    mmapBytes: config.erp.readMmapMiB * 1024 * 1024,
    answerBytes: config.erp.answerCacheMiB * 1024 * 1024,
  });
  await reader.open();
  const now = () => clock.now();
  const synchronizer = new ReplicaSynchronizer(
    client,
    store,
    idos,
    {
      pageSize: config.erp.mongoose.pageSize,
      overlapSeconds: r.overlapSeconds,
      sweepIntervalSeconds: r.sweepIntervalSeconds,
      serverTimeZone: r.serverTimeZone,
    },
    now,
  );
  const connector = new MongooseReplicaConnector(reader, store, {
    staleAfterSeconds: r.staleAfterSeconds,
    now,
  });
  return { connector, replica: { store, synchronizer } };
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
      provide: ReplicaHandle,
      useFactory: (s: ErpSetup) => new ReplicaHandle(s.replica ?? null),
      inject: [ERP_SETUP],
    },
    {
      provide: BookmarkSealer,
      useFactory: async (secrets: SecretStore) =>
        new BookmarkSealer(await secrets.get('bookmark.key', 32)),
      inject: [SecretStore],
    },
    IdoExecutorService,
    ResultProjector,
    ErpCatalogCheck,
  ],
  exports: [
    CatalogService,
    IdoExecutorService,
    ErpConnector,
    DataAccessPolicy,
    ResultProjector,
    ReplicaHandle,
  ],
})
export class ErpModule implements OnApplicationShutdown {
  constructor(@Inject(ErpConnector) private readonly connector: ErpConnector) {}

  async onApplicationShutdown(): Promise<void> {
    await this.connector.close();
  }
}
