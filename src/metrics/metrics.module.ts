import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { HealthModule } from '../health/health.module';
import { JobsModule } from '../jobs/jobs.module';
import { MetricsAccess } from './metrics-access';
import { MetricsCollectors } from './metrics-collectors';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/**
 * Prometheus metrics at GET /metrics. Global, so that any module may report through an
 * optionally injected MetricsService without importing this one.
 */
@Global()
@Module({
  imports: [AuthModule, HealthModule, JobsModule],
  controllers: [MetricsController],
  providers: [MetricsService, MetricsAccess, MetricsCollectors],
  exports: [MetricsService],
})
export class MetricsModule {}
