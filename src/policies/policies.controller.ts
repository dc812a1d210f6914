import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, RequireCapability } from '../auth/auth.decorators';
import { Capability } from '../auth/capabilities';
import { Principal } from '../auth/principal';
import { Enveloped } from '../common/http/envelope';
import { ApiZodBody } from '../common/openapi/api-zod-body';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { PoliciesService } from './policies.service';
import { PutPolicyDto, policyKeySchema, putPolicySchema } from './policies.dto';

const policyKey = new ZodValidationPipe(policyKeySchema, 'policy key');

@ApiTags('policies')
@ApiBearerAuth()
@RequireCapability(Capability.ConfigurePolicies)
@Controller('api/v1/policies')
export class PoliciesController {
  constructor(private readonly policies: PoliciesService) {}

  @Get()
  list() {
    const policies = this.policies.list();
    return new Enveloped(policies, { count: policies.length });
  }

  @Get(':key')
  get(@Param('key', policyKey) key: string) {
    return this.policies.viewOf(key);
  }

  @Get(':key/history')
  history(@Param('key', policyKey) key: string) {
    return this.policies.historyOf(key);
  }

  @Put(':key')
  @ApiZodBody(putPolicySchema)
  set(
    @Param('key', policyKey) key: string,
    @Body(new ZodValidationPipe(putPolicySchema, 'body')) body: PutPolicyDto,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.policies.set(key, body.value, principal.username, body.expectedVersion);
  }
}
