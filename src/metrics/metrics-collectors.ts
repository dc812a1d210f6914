import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { JobType } from 'bullmq';
import { Subscription } from 'rxjs';
import { AppConfig } from '../config/app-config';
import { Checks, DEPENDENCIES, HealthService } from '../health/health.service';
import { QueueName } from '../jobs/job-catalog';
import { JobsService } from '../jobs/jobs.service';
import { RedisService } from '../redis/redis.service';
import { MetricsService } from './metrics.service';

/**
 * Queue states worth a gauge. Completed jobs are left out: their count is only what retention
 * keeps (`jobs.keepCompleted`), not a rate; `erpc_jobs_finished_total` counts them instead.
 */
const QUEUE_STATES: readonly JobType[] = [
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
  'failed',
];

/**
 * The metrics read at scrape time rather than counted as they happen: dependency health (the
 * same checks as /readyz) and queue depths from Redis. Also counts embedded Redis restarts.
 */
@Injectable()
export class MetricsCollectors implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(MetricsCollectors.name);
  private subscription?: Subscription;
  /** One run of the checks shared by the gauges of one scrape (prom-client reads them at once). */
  private pendingChecks?: Promise<Checks>;

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: MetricsService,
    private readonly health: HealthService,
    private readonly jobs: JobsService,
    private readonly redis: RedisService,
  ) {}

  onModuleInit(): void {
    this.subscription = this.redis.restarted$.subscribe(() => this.metrics.redisRestarted());
    this.metrics.scrapeGauge(
      'erpc_dependency_up',
      'Whether the dependency answered its readiness check (1) or not (0): database, redis, erp',
      ['dependency'],
      async (gauge) => {
        const checks = await this.checksOnce();
        gauge.reset();
        for (const name of DEPENDENCIES) gauge.set({ dependency: name }, up(checks, name));
      },
    );
    this.metrics.scrapeGauge(
      'erpc_dependency_check_seconds',
      'How long the readiness check of each dependency took at this scrape',
      ['dependency'],
      async (gauge) => {
        const checks = await this.checksOnce();
        gauge.reset();
        for (const name of DEPENDENCIES)
          gauge.set({ dependency: name }, checks[name].latencyMs / 1000);
      },
    );
    this.metrics.scrapeGauge(
      'erpc_queue_jobs',
      'Jobs in each BullMQ queue by state (cluster-wide: the queues live in the shared Redis)',
      ['queue', 'state'],
      async (gauge) => {
        gauge.reset();
        const checks = await this.checksOnce();
        // Without Redis the counts would wait for it to return; report nothing instead.
        if (checks.redis.status !== 'ok') return;
        await Promise.all(
          // A local queue (the replica's) is counted where it is worked: on its own daemon.
          this.jobs.activeQueues().map(async (queue) => {
            try {
              const counts = await this.jobCounts(queue);
              for (const state of QUEUE_STATES) gauge.set({ queue, state }, counts[state] ?? 0);
            } catch (error) {
              this.logger.warn(`queue ${queue} counts: ${(error as Error).message}`);
            }
          }),
        );
      },
    );
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  private checksOnce(): Promise<Checks> {
    this.pendingChecks ??= this.health.checks().finally(() => (this.pendingChecks = undefined));
    return this.pendingChecks;
  }

  private async jobCounts(queue: QueueName): Promise<Record<string, number>> {
    let timer: NodeJS.Timeout | undefined;
    const timeoutMs = this.config.health.checkTimeoutMs;
    try {
      return await Promise.race([
        this.jobs.queue(queue).getJobCounts(...QUEUE_STATES),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}

function up(checks: Checks, name: keyof Checks): number {
  return checks[name].status === 'ok' ? 1 : 0;
}
