import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ErpModule } from '../erp/erp.module';
import { EventsModule } from '../events/events.module';
import { ExtensionsModule } from '../extensions/extensions.module';
import { JobsModule } from '../jobs/jobs.module';
import { QueryModule } from '../query/query.module';
import { ReportsModule } from '../reports/reports.module';
import { AgentCompiler } from './agent-compiler';
import { AgentDeployer } from './agent-deployer';
import { AgentRunner } from './agent-runner';
import { AgentsController } from './agents.controller';
import { AgentsService } from './agents.service';
import { AgentEntity } from './entities/agent.entity';
import { AgentRunEntity } from './entities/agent-run.entity';
import { AgentVersionEntity } from './entities/agent-version.entity';

/** Agents: manifests compiled at deploy, runs and schedules as jobs, `/api/v1/agents…`. */
@Module({
  imports: [
    TypeOrmModule.forFeature([AgentEntity, AgentVersionEntity, AgentRunEntity]),
    ErpModule,
    JobsModule,
    EventsModule,
    QueryModule,
    ReportsModule,
    ExtensionsModule,
  ],
  controllers: [AgentsController],
  providers: [AgentCompiler, AgentDeployer, AgentRunner, AgentsService],
  exports: [AgentsService, AgentCompiler],
})
export class AgentsModule {}
