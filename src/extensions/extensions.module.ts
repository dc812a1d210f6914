import { Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { ErpModule } from '../erp/erp.module';
import { QueryModule } from '../query/query.module';
import { ReportsModule } from '../reports/reports.module';
import { AgentTemplateRegistry } from './agent-templates';
import { registerArchiveParser } from './archive-body-parser';
import { BundleVerifier } from './bundle/bundle-verifier';
import { ExtensionContributions } from './extension-contributions.service';
import { ExtensionEntity } from './extension.entity';
import { ExtensionStore } from './extension-store';
import { ExtensionSync } from './extension-sync';
import { ExtensionsController } from './extensions.controller';
import { ExtensionsService } from './extensions.service';
import { DatabaseBundles, NoSharedBundles, SharedBundles } from './shared-bundles';

/**
 * Extension bundles (SPEC §10): declarative additions to the catalog, the NL vocabulary, the
 * report definitions and the agent templates, in force on every daemon that shares the database
 * (ExtensionSync). Exports AgentTemplateRegistry for the agents module.
 */
@Module({
  imports: [ErpModule, QueryModule, ReportsModule, TypeOrmModule.forFeature([ExtensionEntity])],
  controllers: [ExtensionsController],
  providers: [
    AgentTemplateRegistry,
    BundleVerifier,
    ExtensionContributions,
    ExtensionStore,
    ExtensionSync,
    ExtensionsService,
    {
      provide: SharedBundles,
      inject: [AppConfig, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource): SharedBundles =>
        config.database.url ? new DatabaseBundles(dataSource) : new NoSharedBundles(),
    },
  ],
  exports: [AgentTemplateRegistry],
})
export class ExtensionsModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    registerArchiveParser(
      this.adapterHost.httpAdapter.getInstance<FastifyInstance>(),
      '/api/v1/extensions/deploy',
    );
  }
}
