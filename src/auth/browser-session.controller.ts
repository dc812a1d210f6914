import { setAuditSubject } from '../audit/audit-subject';
import { Body, Controller, Delete, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../common/errors/domain-error';
import { ApiZodBody } from '../common/openapi/api-zod-body';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { AppConfig } from '../config/app-config';
import { CurrentPrincipal, Public, RequireCapability } from './auth.decorators';
import { AuthService } from './auth.service';
import {
  BrowserSessionView,
  SessionRequestDto,
  sessionRefreshSchema,
  sessionRequestSchema,
} from './browser-session.dto';
import { Capability } from './capabilities';
import { Principal } from './principal';
import {
  REFRESH_COOKIE,
  clearSessionCookies,
  overTls,
  readCookie,
  requireCsrfToken,
  requireSameOrigin,
  setSessionCookies,
} from './session-cookies';
import { IssuedTokens } from './token.service';

/**
 * Sign-in for browsers (the console): the access token goes to the page's memory, the refresh
 * token into an HttpOnly, SameSite=Strict cookie sent only to these routes (Secure over TLS),
 * refreshed with a CSRF token. Bearer clients keep using /auth/token, /refresh and /revoke.
 */
@ApiTags('auth')
@Controller('api/v1/auth/session')
export class BrowserSessionController {
  constructor(
    private readonly auth: AuthService,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in from a browser: access token in the body, refresh cookie' })
  @ApiZodBody(sessionRequestSchema)
  async signIn(
    @Body(new ZodValidationPipe(sessionRequestSchema, 'body')) body: SessionRequestDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BrowserSessionView> {
    requireSameOrigin(request);
    const tokens = await this.auth.issueToken(body, request.ip, (who) =>
      setAuditSubject(request, who),
    );
    return this.answer(tokens, request, reply);
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Rotate the browser session: erpc_refresh cookie plus X-CSRF-Token header',
  })
  async refresh(
    @Body(new ZodValidationPipe(sessionRefreshSchema, 'body')) _body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BrowserSessionView> {
    requireSameOrigin(request);
    const refreshToken = readCookie(request, REFRESH_COOKIE);
    if (!refreshToken) {
      throw DomainError.unauthenticated('no browser session: sign in', 'no session cookie');
    }
    requireCsrfToken(request, refreshToken);
    let tokens: IssuedTokens;
    try {
      tokens = await this.auth.refresh(refreshToken, (who) => setAuditSubject(request, who));
    } catch (error) {
      clearSessionCookies(reply, overTls(request));
      throw error;
    }
    return this.answer(tokens, request, reply);
  }

  @ApiBearerAuth()
  @RequireCapability(Capability.Authenticated)
  @Delete()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out: revokes the session and clears its cookies' })
  async signOut(
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.auth.revoke(principal);
    clearSessionCookies(reply, overTls(request));
    return { revoked: true };
  }

  private answer(
    tokens: IssuedTokens,
    request: FastifyRequest,
    reply: FastifyReply,
  ): BrowserSessionView {
    const csrf = setSessionCookies(
      reply,
      tokens.refresh_token,
      this.config.auth.refreshTokenTtlSeconds,
      overTls(request),
    );
    return {
      access_token: tokens.access_token,
      token_type: tokens.token_type,
      expires_in: tokens.expires_in,
      role: tokens.role,
      csrf_token: csrf,
    };
  }
}
