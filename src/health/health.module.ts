import { Module } from '@nestjs/common';
import { ErpModule } from '../erp/erp.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

/** /healthz and /readyz; HealthService is also read by the metrics (dependency gauges). */
@Module({
  imports: [ErpModule],
  controllers: [HealthController],
  providers: [HealthService],
  exports: [HealthService],
})
export class HealthModule {}
