import { Controller, Get, Req, UseInterceptors } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { DomainError } from '../common/errors/domain-error';
import { RawBody } from '../common/http/envelope';
import { RawBodyInterceptor } from '../common/http/raw-body.interceptor';
import { AppConfig } from '../config/app-config';
import { MetricsAccess } from './metrics-access';
import { MetricsService } from './metrics.service';

/**
 * GET /metrics in Prometheus' text format. Left out of the OpenAPI document: it is not a JSON
 * API route (no envelope, no JSON) but an operations endpoint like the health checks. Public to
 * the global guard because its rule is its own (MetricsAccess: allowed addresses or an Admin).
 */
@Public()
@Controller()
export class MetricsController {
  constructor(
    private readonly config: AppConfig,
    private readonly access: MetricsAccess,
    private readonly metrics: MetricsService,
  ) {}

  @Get('metrics')
  @ApiExcludeEndpoint()
  @UseInterceptors(RawBodyInterceptor)
  async scrape(@Req() request: FastifyRequest): Promise<RawBody> {
    if (!this.config.metrics.enabled) throw DomainError.notFound('route GET /metrics');
    await this.access.authorize(request);
    return new RawBody(await this.metrics.render(), this.metrics.contentType);
  }
}
