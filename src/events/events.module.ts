import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { JobsModule } from '../jobs/jobs.module';
import { EventEntity } from './event.entity';
import { EventSubscriptions } from './event-subscriptions';
import { EventsGateway } from './events.gateway';
import { EventsService } from './events.service';

@Module({
  imports: [TypeOrmModule.forFeature([EventEntity]), AuthModule, JobsModule],
  providers: [EventsService, EventsGateway, EventSubscriptions],
  exports: [EventsService],
})
export class EventsModule {}
