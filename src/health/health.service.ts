import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain-error';
import { ErrorCode } from '../common/errors/error-code';
import { AppConfig } from '../config/app-config';
import { ErpConnector } from '../erp/connectors/erp-connector.port';
import { RedisService } from '../redis/redis.service';
import { RedisProbe } from './redis-probe';

export const DEPENDENCIES = ['database', 'redis', 'erp'] as const;
export type Dependency = (typeof DEPENDENCIES)[number];

export interface CheckResult {
  status: 'ok' | 'fail';
  /** Time the check took, in milliseconds (up to the timeout). */
  latencyMs: number;
  /** Why it failed. */
  error?: string;
}

export type Checks = Record<Dependency, CheckResult>;

export interface ReadinessReport {
  status: 'ready';
  checks: Checks;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness: the daemon's database, its Redis and the ERP connector each answer a trivial
 * request within `health.checkTimeoutMs`. The checks run at once and each has its own deadline,
 * so /readyz answers within one timeout whatever hangs.
 */
@Injectable()
export class HealthService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly probe: RedisProbe;

  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    @Inject(ErpConnector) private readonly connector: ErpConnector,
    redis: RedisService,
  ) {
    this.probe = new RedisProbe(redis);
  }

  /** After every module's init, so the embedded Redis is up and the probe connects at once. */
  async onApplicationBootstrap(): Promise<void> {
    await this.probe.connect(this.config.health.checkTimeoutMs);
  }

  onModuleDestroy(): void {
    this.probe.close();
  }

  async checks(): Promise<Checks> {
    const [database, redis, erp] = await Promise.all([
      this.check(async () => {
        await this.dataSource.query('SELECT 1');
      }),
      this.check(() => this.probe.ping()),
      this.check(async () => {
        const health = await this.connector.health();
        if (!health.ok) throw new Error(`${health.connector} connector: ${health.detail}`);
      }),
    ]);
    return { database, redis, erp };
  }

  /** The report when every check passes; 503 SERVICE_UNAVAILABLE naming the failed ones. */
  async readiness(): Promise<ReadinessReport> {
    const checks = await this.checks();
    const failed = DEPENDENCIES.filter((name) => checks[name].status === 'fail');
    if (failed.length > 0) {
      throw new DomainError(ErrorCode.ServiceUnavailable, `not ready: ${failed.join(', ')}`, {
        failed,
        checks,
      });
    }
    return { status: 'ready', checks };
  }

  private async check(run: () => Promise<void>): Promise<CheckResult> {
    const started = performance.now();
    const latency = () => Math.round((performance.now() - started) * 100) / 100;
    try {
      await withTimeout(run(), this.config.health.checkTimeoutMs);
      return { status: 'ok', latencyMs: latency() };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { status: 'fail', latencyMs: latency(), error: message };
    }
  }
}
