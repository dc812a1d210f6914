import { Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';
import { ErpModule } from '../erp/erp.module';
import { QueryModule } from '../query/query.module';
import { ReportsModule } from '../reports/reports.module';
import { AgentTemplateRegistry } from './agent-templates';
import { registerArchiveParser } from './archive-body-parser';
import { ExtensionContributions } from './extension-contributions.service';
import { ExtensionEntity } from './extension.entity';
import { ExtensionStore } from './extension-store';
import { ExtensionsController } from './extensions.controller';
import { ExtensionsService } from './extensions.service';

/**
 * Extension bundles (SPEC §10): declarative additions to the catalog, the NL vocabulary, the
 * report definitions and the agent templates. Exports AgentTemplateRegistry for the agents
 * module.
 */
@Module({
  imports: [ErpModule, QueryModule, ReportsModule, TypeOrmModule.forFeature([ExtensionEntity])],
  controllers: [ExtensionsController],
  providers: [AgentTemplateRegistry, ExtensionContributions, ExtensionStore, ExtensionsService],
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
