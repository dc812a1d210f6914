import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentPrincipal, RequireCapability } from '../auth/auth.decorators';
import { Capability } from '../auth/capabilities';
import { Principal } from '../auth/principal';
import { Enveloped } from '../common/http/envelope';
import { ApiZodBody } from '../common/openapi/api-zod-body';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import {
  GenerateReportDto,
  generateReportSchema,
  idempotencyKeySchema,
  ListRunsDto,
  listRunsSchema,
  runIdSchema,
} from './reports.dto';
import { ReportsService } from './reports.service';

const runId = new ZodValidationPipe(runIdSchema, 'run id');
const idempotencyKeyPipe = new ZodValidationPipe(idempotencyKeySchema, 'Idempotency-Key header');

@ApiTags('reports')
@ApiBearerAuth()
@Controller('api/v1/reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  @RequireCapability(Capability.ViewReports)
  async list(@CurrentPrincipal() principal: Principal) {
    const definitions = this.reports.definitions();
    return new Enveloped(definitions, {
      count: definitions.length,
      recentRuns: await this.reports.recentRuns(principal),
    });
  }

  /** 202: the run is a job; follow it on the WebSocket (`job:<id>`) or poll the run. */
  @Post('generate')
  @HttpCode(202)
  @RequireCapability(Capability.GenerateReports)
  @ApiZodBody(generateReportSchema)
  generate(
    @Body(new ZodValidationPipe(generateReportSchema, 'body')) body: GenerateReportDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.reports.generate(body, principal, idempotencyKeyPipe.transform(idempotencyKey));
  }

  /**
   * The runs the caller may see, newest first (`limit`, `cursor` from `meta.nextCursor`,
   * `report`). Declared before `runs/:id` for readability only: `:id` is a UUID either way.
   */
  @Get('runs')
  @RequireCapability(Capability.ViewReports)
  async runs(
    @Query(new ZodValidationPipe(listRunsSchema, 'query')) query: ListRunsDto,
    @CurrentPrincipal() principal: Principal,
  ) {
    const { runs, nextCursor } = await this.reports.listRuns(principal, query);
    return new Enveloped(runs, { returned: runs.length, limit: query.limit, nextCursor });
  }

  @Get('runs/:id')
  @RequireCapability(Capability.ViewReports)
  run(@Param('id', runId) id: string, @CurrentPrincipal() principal: Principal) {
    return this.reports.run(id, principal);
  }

  /**
   * The artifact as a download, from whichever daemon answers: Content-Length always, a strong
   * ETag (its SHA-256), and one byte range on request (206, Content-Range; 416 outside it).
   * Sent through the reply itself, as a 206 is not a status a handler's return value can carry.
   */
  @Get('runs/:id/artifact')
  @RequireCapability(Capability.ViewReports)
  @ApiOperation({
    summary: "Download a run's artifact",
    description:
      'Whole (200) or one byte range (206) with Range: bytes=a-b, a- or -n; If-Range with the ETag resumes safely. See docs/reports-and-events.md.',
  })
  @ApiHeader({ name: 'Range', required: false, description: 'bytes=<first>-<last>' })
  @ApiHeader({ name: 'If-Range', required: false, description: 'the ETag of a previous answer' })
  async artifact(
    @Param('id', runId) id: string,
    @Headers('range') range: string | undefined,
    @Headers('if-range') ifRange: string | undefined,
    @CurrentPrincipal() principal: Principal,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const artifact = await this.reports.artifact(id, principal, { range, ifRange });
    const part = artifact.range;
    void reply
      .status(part ? 206 : 200)
      .header('content-type', artifact.contentType)
      .header('content-disposition', `attachment; filename="${artifact.filename}"`)
      .header('accept-ranges', 'bytes')
      .header('content-length', String(part ? part.end - part.start + 1 : artifact.bytes));
    if (artifact.etag) void reply.header('etag', artifact.etag);
    if (part)
      void reply.header('content-range', `bytes ${part.start}-${part.end}/${artifact.bytes}`);
    void reply.send(artifact.stream);
  }
}
