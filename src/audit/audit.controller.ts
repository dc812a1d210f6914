import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequireCapability } from '../auth/auth.decorators';
import { Capability } from '../auth/capabilities';
import { Enveloped } from '../common/http/envelope';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { AuditQueryDto, auditQuerySchema } from './audit.dto';
import { AuditService } from './audit.service';

@ApiTags('audit')
@ApiBearerAuth()
@RequireCapability(Capability.ReadAudit)
@Controller('api/v1/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  async list(@Query(new ZodValidationPipe(auditQuerySchema, 'query')) query: AuditQueryDto) {
    const { entries, total, nextBefore } = await this.audit.list(query);
    return new Enveloped(
      entries.map((e) => ({
        ...e,
        at: e.at.toISOString(),
        target: e.target ? (JSON.parse(e.target) as unknown) : null,
      })),
      { count: total, limit: query.limit, nextBefore },
    );
  }
}
