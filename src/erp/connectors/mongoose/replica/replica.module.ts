import { Module } from '@nestjs/common';
import { JobsModule } from '../../../../jobs/jobs.module';
import { ErpModule } from '../../../erp.module';
import { ReplicaSyncService } from './replica-sync.service';

/**
 * The Mongoose replica's sync job. Present in every daemon, since every job name needs a handler;
 * outside replica mode it schedules nothing.
 */
@Module({
  imports: [ErpModule, JobsModule],
  providers: [ReplicaSyncService],
})
export class ReplicaModule {}
