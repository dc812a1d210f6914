import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ErrorCode } from '../common/errors/error-code';

/** Seconds; from a cached key lookup (~1 ms) to a report-sized scan. */
const LATENCY_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
];
/** Confidence 0–1; the default refusal threshold (0.5) is a bucket edge. */
const CONFIDENCE_BUCKETS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1];
/** Requests that matched no route share one label, so scanners cannot grow the series. */
export const UNMATCHED_ROUTE = 'unmatched';

export type JobOutcome = 'completed' | 'failed' | 'retried';
export type NlOutcome = 'answered' | 'refused';

/**
 * The daemon's Prometheus metrics in a registry of its own (prom-client's global one would mix
 * several apps in one test process and anything a library registers). Edges and services report
 * through the small methods below; gauges that describe state (queue depths, dependency
 * health) are read at scrape time by MetricsCollectors. Injected as optional everywhere, so a
 * service built without the metrics module (unit specs, the bench) still works.
 */
@Injectable()
export class MetricsService implements OnModuleInit {
  readonly registry = new Registry();

  private readonly httpRequests = new Counter({
    name: 'erpc_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly httpDuration = new Histogram({
    name: 'erpc_http_request_duration_seconds',
    help: 'Time from receiving a request to sending the answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly nlConfidence = new Histogram({
    name: 'erpc_nl_query_confidence',
    help: 'Confidence of the natural-language engine per question, answered or refused',
    labelNames: ['outcome'] as const,
    buckets: CONFIDENCE_BUCKETS,
    registers: [this.registry],
  });
  private readonly jobsFinished = new Counter({
    name: 'erpc_jobs_finished_total',
    help: 'Job attempts run by this daemon: completed, failed for good, or failed and retried',
    labelNames: ['queue', 'job', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly jobDuration = new Histogram({
    name: 'erpc_job_duration_seconds',
    help: 'Run time of job attempts on this daemon',
    labelNames: ['queue', 'job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900],
    registers: [this.registry],
  });
  private readonly webSocketClients = new Gauge({
    name: 'erpc_websocket_clients',
    help: 'Open event WebSocket connections on this daemon',
    registers: [this.registry],
  });
  private readonly erpDuration = new Histogram({
    name: 'erpc_erp_request_duration_seconds',
    help: 'Time the ERP connector took per call, by connector and operation',
    labelNames: ['connector', 'operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly erpErrors = new Counter({
    name: 'erpc_erp_errors_total',
    help: 'ERP connector calls that failed, by connector, operation and error code',
    labelNames: ['connector', 'operation', 'code'] as const,
    registers: [this.registry],
  });
  private readonly redisRestarts = new Counter({
    name: 'erpc_redis_restarts_total',
    help: 'Times the embedded Redis died and was started again',
    registers: [this.registry],
  });
  /** Registered with the first certificate, so that a daemon without TLS shows no such series. */
  private tlsNotAfter?: Gauge;

  constructor(private readonly adapterHost: HttpAdapterHost) {
    collectDefaultMetrics({ register: this.registry });
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onResponse', (request, reply, done) => {
      this.observeHttp(request, reply);
      done();
    });
  }

  /** The text exposition format, with every scrape-time collector run. */
  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** A gauge whose value is read at scrape time (queue depths, dependency health). */
  scrapeGauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    collect: (gauge: Gauge<L>) => Promise<void>,
  ): Gauge<L> {
    const gauge: Gauge<L> = new Gauge({
      name,
      help,
      labelNames,
      collect: () => collect(gauge),
      registers: [this.registry],
    });
    return gauge;
  }

  observeNlConfidence(outcome: NlOutcome, confidence: number): void {
    this.nlConfidence.observe({ outcome }, confidence);
  }

  jobFinished(queue: string, job: string, outcome: JobOutcome, seconds?: number): void {
    this.jobsFinished.inc({ queue, job, outcome });
    if (seconds !== undefined && seconds >= 0) this.jobDuration.observe({ queue, job }, seconds);
  }

  setWebSocketClients(count: number): void {
    this.webSocketClients.set(count);
  }

  /** One connector call; `errorCode` when it failed (see `erpErrorCode`). */
  observeErp(connector: string, operation: string, seconds: number, errorCode?: string): void {
    this.erpDuration.observe({ connector, operation }, seconds);
    if (errorCode !== undefined) this.erpErrors.inc({ connector, operation, code: errorCode });
  }

  redisRestarted(): void {
    this.redisRestarts.inc();
  }

  setTlsCertificateExpiry(validTo: Date): void {
    this.tlsNotAfter ??= new Gauge({
      name: 'erpc_tls_certificate_not_after_seconds',
      help: 'Expiry of the served TLS certificate, Unix time',
      registers: [this.registry],
    });
    this.tlsNotAfter.set(Math.floor(validTo.getTime() / 1000));
  }

  private observeHttp(request: FastifyRequest, reply: FastifyReply): void {
    // The route pattern (/api/v1/ido/:name), never the URL: one series per route, not per IDO.
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = request.method;
    this.httpRequests.inc({ method, route, status: String(reply.statusCode) });
    this.httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
  }
}

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

/** A bounded label for a failure: our error code (ERP_TIMEOUT…), or `error` for anything else. */
export function erpErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && KNOWN_CODES.has(code) ? code : 'error';
}
