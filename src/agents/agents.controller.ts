import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, RequireCapability } from '../auth/auth.decorators';
import { Capability } from '../auth/capabilities';
import { Principal } from '../auth/principal';
import { Enveloped } from '../common/http/envelope';
import { ApiZodBody } from '../common/openapi/api-zod-body';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { idempotencyKeySchema } from '../reports/reports.dto';
import { agentIdSchema, InvokeAgentDto, invokeAgentSchema, runsQuerySchema } from './agents.dto';
import { AgentsService } from './agents.service';

const agentId = new ZodValidationPipe(agentIdSchema, 'agent id');
const idempotencyKeyPipe = new ZodValidationPipe(idempotencyKeySchema, 'Idempotency-Key header');

@ApiTags('agents')
@ApiBearerAuth()
@Controller('api/v1/agents')
export class AgentsController {
  constructor(private readonly agents: AgentsService) {}

  @Get()
  @RequireCapability(Capability.ViewAgentStatus)
  async list(@CurrentPrincipal() principal: Principal) {
    const agents = await this.agents.list(principal);
    return new Enveloped(agents, { count: agents.length });
  }

  /**
   * 202 and a deploy job; follow it on the WebSocket (`agents` topic: `agent.deployed` or
   * `agent.deploy_failed`) or poll the agent. The body is the manifest (JSON), its text in
   * `{ "manifest": "…" }` or an `application/yaml` body, or `{ "redeploy": { name, version } }`.
   */
  @Post('deploy')
  @HttpCode(202)
  @RequireCapability(Capability.DeployAgents)
  @ApiConsumes('application/json', 'application/yaml')
  @ApiBody({ description: 'agent manifest (see docs/agents.md)', schema: { type: 'object' } })
  deploy(
    @Body() body: unknown,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.agents.deploy(body, principal, idempotencyKeyPipe.transform(idempotencyKey));
  }

  @Get(':id')
  @RequireCapability(Capability.ViewAgentStatus)
  get(@Param('id', agentId) id: string, @CurrentPrincipal() principal: Principal) {
    return this.agents.get(id, principal);
  }

  @Get(':id/runs')
  @RequireCapability(Capability.ViewAgentStatus)
  async runs(
    @Param('id', agentId) id: string,
    @Query(new ZodValidationPipe(runsQuerySchema, 'query')) query: { limit: number },
    @CurrentPrincipal() principal: Principal,
  ) {
    const { runs, count } = await this.agents.listRuns(id, principal, query.limit);
    return new Enveloped(runs, { count, limit: query.limit });
  }

  /** 202 and a run job (`job:<id>` on the WebSocket, `agent.run.completed` on `agents`). */
  @Post(':id/invoke')
  @HttpCode(202)
  @RequireCapability(Capability.InvokeAgents)
  @ApiZodBody(invokeAgentSchema)
  invoke(
    @Param('id', agentId) id: string,
    @Body(new ZodValidationPipe(invokeAgentSchema, 'body')) body: InvokeAgentDto | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.agents.invoke(
      id,
      body ?? {},
      principal,
      idempotencyKeyPipe.transform(idempotencyKey),
    );
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireCapability(Capability.DeployAgents)
  async remove(@Param('id', agentId) id: string) {
    await this.agents.remove(id);
  }
}
