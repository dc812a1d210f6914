import { Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { RawBodyInterceptor } from '../common/http/raw-body.interceptor';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, RequireCapability } from '../auth/auth.decorators';
import { Capability } from '../auth/capabilities';
import { Principal } from '../auth/principal';
import { Enveloped, RawBody } from '../common/http/envelope';
import { ApiZodBody } from '../common/openapi/api-zod-body';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { formatElapsed } from './query-history.service';
import { toCsv, toNdjson } from './query-output';
import { QueryRequestDto, queryRequestSchema } from './query.dto';
import { QueryService } from './query.service';

/** POST /api/v1/query: a question in plain English, answered as JSON, CSV or NDJSON (SPEC §7). */
@ApiTags('query')
@ApiBearerAuth()
@Controller('api/v1/query')
export class QueryController {
  constructor(private readonly queries: QueryService) {}

  @Post()
  @UseInterceptors(RawBodyInterceptor)
  @HttpCode(200)
  @RequireCapability(Capability.RunQueries)
  @ApiZodBody(queryRequestSchema)
  async ask(
    @Body(new ZodValidationPipe(queryRequestSchema, 'body')) body: QueryRequestDto,
    @CurrentPrincipal() principal: Principal,
  ) {
    const { queryId, answer, elapsedMs, asOf } = await this.queries.ask(body, principal);
    const elapsed = formatElapsed(elapsedMs);
    if (body.format === 'json') {
      return new Enveloped(answer.records, {
        count: answer.count,
        elapsed,
        confidence: answer.confidence,
        interpretation: answer.interpretation,
        queryId,
        ...(asOf !== null ? { asOf } : {}),
      });
    }
    // CSV and NDJSON carry no envelope; the essentials travel as headers.
    const headers = {
      'x-query-id': queryId,
      'x-total-count': String(answer.count),
      'x-query-confidence': String(answer.confidence),
      'x-query-elapsed': elapsed,
      ...(asOf !== null ? { 'x-data-as-of': asOf } : {}),
    };
    return body.format === 'csv'
      ? new RawBody(toCsv(answer.columns, answer.records), 'text/csv; charset=utf-8', headers)
      : new RawBody(toNdjson(answer.records), 'application/x-ndjson', headers);
  }
}
