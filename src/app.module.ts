import { DynamicModule, Module } from '@nestjs/common';
import { AgentsModule } from './agents/agents.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CommonModule } from './common/common.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { EventsModule } from './events/events.module';
import { ErpModule } from './erp/erp.module';
import { ReplicaModule } from './erp/connectors/mongoose/replica/replica.module';
import { ExtensionsModule } from './extensions/extensions.module';
import { HealthModule } from './health/health.module';
import { IdoModule } from './ido/ido.module';
import { MetricsModule } from './metrics/metrics.module';
import { PoliciesModule } from './policies/policies.module';
import { QueryModule } from './query/query.module';
import { RedisModule } from './redis/redis.module';
import { ReportsModule } from './reports/reports.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CommonModule,
        DatabaseModule,
        UsersModule,
        AuthModule,
        HealthModule,
        ErpModule,
        IdoModule,
        QueryModule,
        RedisModule,
        PoliciesModule,
        AuditModule,
        ReportsModule,
        EventsModule,
        AgentsModule,
        MetricsModule,
        ExtensionsModule,
        ReplicaModule,
      ],
    };
  }
}
