import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, RequireCapability } from '../auth/auth.decorators';
import { Capability } from '../auth/capabilities';
import { Principal } from '../auth/principal';
import { Enveloped } from '../common/http/envelope';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { QueryHistoryService } from './query-history.service';
import { ListQueriesDto, listQueriesSchema, queryIdSchema } from './query.dto';

/**
 * The shared history of NL questions (SPEC §3, "read queries"), through the reader's masks and
 * row filters; policy `query.historyVisibility` ('all' or 'own').
 */
@ApiTags('query')
@ApiBearerAuth()
@RequireCapability(Capability.ReadQueries)
@Controller('api/v1/queries')
export class QueriesController {
  constructor(private readonly history: QueryHistoryService) {}

  @Get()
  async list(
    @Query(new ZodValidationPipe(listQueriesSchema, 'query')) query: ListQueriesDto,
    @CurrentPrincipal() principal: Principal,
  ) {
    const page = await this.history.list(query, principal);
    return new Enveloped(page.items, {
      count: page.count,
      limit: query.limit,
      nextCursor: page.nextCursor,
    });
  }

  @Get(':id')
  get(
    @Param('id', new ZodValidationPipe(queryIdSchema, 'query id')) id: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.history.get(id, principal);
  }
}
