import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentPrincipal, RequireCapability } from '../auth/auth.decorators';
import { Capability } from '../auth/capabilities';
import { Principal } from '../auth/principal';
import { Enveloped } from '../common/http/envelope';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { IdoLoadQueryDto, idoLoadQuerySchema } from './ido.dto';
import { IdoService } from './ido.service';

/** Seconds written like "0.004s" (SPEC §7). */
function elapsed(ms: number): string {
  return `${(ms / 1000).toFixed(3)}s`;
}

/** `GET /api/v1/ido…`: the IDO catalog and Mongoose-style collection loads (SPEC §6). */
@ApiTags('ido')
@ApiBearerAuth()
@RequireCapability(Capability.BrowseIdos)
@Controller('api/v1/ido')
export class IdoController {
  constructor(private readonly ido: IdoService) {}

  @Get()
  async list(
    @CurrentPrincipal() principal: Principal,
    // No parameters: one sent anyway is refused by name rather than ignored.
    @Query(new ZodValidationPipe(z.object({}).strict(), 'query')) _query: Record<string, never>,
  ) {
    const idos = await this.ido.list(principal.role);
    return new Enveloped(idos, { count: idos.length });
  }

  @Get(':name/metadata')
  metadata(@Param('name') name: string, @CurrentPrincipal() principal: Principal) {
    return this.ido.metadata(name, principal.role);
  }

  @Get(':name')
  async load(
    @Param('name') name: string,
    @Query(new ZodValidationPipe(idoLoadQuerySchema, 'query')) query: IdoLoadQueryDto,
    @CurrentPrincipal() principal: Principal,
  ) {
    const result = await this.ido.load(name, query, principal.role);
    return new Enveloped(result.records, {
      ido: result.ido,
      count: result.count,
      returned: result.returned,
      limit: result.limit,
      nextBookmark: result.nextBookmark,
      elapsed: elapsed(result.elapsedMs),
      // A replica's answer says how fresh it is (SPEC §9).
      ...(result.asOf !== null ? { asOf: result.asOf } : {}),
    });
  }
}
