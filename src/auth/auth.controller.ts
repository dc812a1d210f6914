import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { setAuditSubject } from '../audit/audit-subject';
import { ApiZodBody } from '../common/openapi/api-zod-body';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { CurrentPrincipal, Public, RequireCapability } from './auth.decorators';
import {
  RefreshRequestDto,
  TokenRequestDto,
  refreshRequestSchema,
  tokenRequestSchema,
} from './auth.dto';
import { AuthService } from './auth.service';
import { Capability } from './capabilities';
import { Principal } from './principal';

@ApiTags('auth')
@Controller('api/v1/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('token')
  @HttpCode(200)
  @ApiZodBody(tokenRequestSchema)
  token(
    @Body(new ZodValidationPipe(tokenRequestSchema, 'body')) body: TokenRequestDto,
    @Req() request: FastifyRequest,
  ) {
    return this.auth.issueToken(body, request.ip, (who) => setAuditSubject(request, who));
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  @ApiZodBody(refreshRequestSchema)
  refresh(
    @Body(new ZodValidationPipe(refreshRequestSchema, 'body')) body: RefreshRequestDto,
    @Req() request: FastifyRequest,
  ) {
    return this.auth.refresh(body.refresh_token, (who) => setAuditSubject(request, who));
  }

  @ApiBearerAuth()
  @RequireCapability(Capability.Authenticated)
  @Post('revoke')
  @HttpCode(200)
  async revoke(@CurrentPrincipal() principal: Principal) {
    await this.auth.revoke(principal);
    return { revoked: true };
  }

  @ApiBearerAuth()
  @RequireCapability(Capability.Authenticated)
  @Get('me')
  me(@CurrentPrincipal() principal: Principal) {
    return this.auth.me(principal);
  }
}
