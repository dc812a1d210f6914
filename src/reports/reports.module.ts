import { Module } from '@nestjs/common';
import { ErpModule } from '../erp/erp.module';
import { JobsModule } from '../jobs/jobs.module';
import { ReportGenerator } from './report-generator.service';
import { ReportQuota } from './report-quota';
import { ReportRegistry } from './report-registry.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

@Module({
  imports: [ErpModule, JobsModule],
  controllers: [ReportsController],
  providers: [ReportRegistry, ReportGenerator, ReportsService, ReportQuota],
  exports: [ReportRegistry, ReportsService],
})
export class ReportsModule {}
