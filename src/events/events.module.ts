import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { ErpModule } from '../erp/erp.module';
import { JobsModule } from '../jobs/jobs.module';
import { EventRenderer } from './event-renderer';
import { EventEntity } from './event.entity';
import { EventSubscriptions } from './event-subscriptions';
import { EventsGateway } from './events.gateway';
import { EventsService } from './events.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([EventEntity]),
    AuthModule,
    AuditModule,
    JobsModule,
    ErpModule,
  ],
  providers: [EventsService, EventsGateway, EventSubscriptions, EventRenderer],
  exports: [EventsService],
})
export class EventsModule {}
