import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  UseInterceptors,
} from '@nestjs/common';
import { RawBodyInterceptor } from '../common/http/raw-body.interceptor';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, RequireCapability } from '../auth/auth.decorators';
import { Capability } from '../auth/capabilities';
import { Principal } from '../auth/principal';
import { Enveloped, RawBody } from '../common/http/envelope';
import { ApiZodBody } from '../common/openapi/api-zod-body';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import {
  GenerateReportDto,
  generateReportSchema,
  idempotencyKeySchema,
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

  @Get('runs/:id')
  @RequireCapability(Capability.ViewReports)
  run(@Param('id', runId) id: string, @CurrentPrincipal() principal: Principal) {
    return this.reports.run(id, principal);
  }

  @Get('runs/:id/artifact')
  @UseInterceptors(RawBodyInterceptor)
  @RequireCapability(Capability.ViewReports)
  async artifact(@Param('id', runId) id: string, @CurrentPrincipal() principal: Principal) {
    const artifact = await this.reports.artifact(id, principal);
    return new RawBody(artifact.stream, artifact.contentType, {
      'content-disposition': `attachment; filename="${artifact.filename}"`,
      'content-length': String(artifact.bytes),
    });
  }
}
