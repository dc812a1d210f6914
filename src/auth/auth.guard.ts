import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../common/errors/domain-error';
import { ErrorCode } from '../common/errors/error-code';
import { PUBLIC_ROUTE, REQUIRED_CAPABILITY } from './auth.decorators';
import { CAPABILITY_MIN_ROLE, Capability, roleHasCapability } from './capabilities';
import { ConcurrentReads } from './concurrent-reads';
import { AccessTokenVerifier, publicJwtReason } from './access-token-verifier';
import { bearerTokenOf } from './jwt.strategy';
import { Principal } from './principal';
import { RequestRateLimiter } from './request-rate-limiter';

/** Routes that read ERP data: each holds one of its user's read slots while it runs. */
const READS = new Set([Capability.BrowseIdos, Capability.RunQueries]);

/** What a route declares (decorator metadata, fixed once the app is built). */
interface Declared {
  isPublic: boolean;
  capability: Capability | undefined;
}

/**
 * The one global guard: public routes pass; every other route must declare a capability, the
 * caller must present a valid access token, and the caller's role must hold the capability.
 * Then the caller's fair share: their rate limit, and for reads of ERP data a slot among
 * their concurrent reads, given back when the answer has gone (or the client went away).
 */
@Injectable()
export class AuthenticationGuard extends AuthGuard('jwt') {
  /** By handler, then class (an inherited handler may serve classes declaring differently). */
  private readonly declared = new WeakMap<object, WeakMap<object, Declared>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimiter: RequestRateLimiter,
    private readonly reads: ConcurrentReads,
    private readonly verifier: AccessTokenVerifier,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const { isPublic, capability } = this.declaredBy(context.getHandler(), context.getClass());
    if (isPublic) return true;
    if (!capability) {
      // Deny by default: a route that forgot to declare what it needs serves nobody.
      throw new DomainError(ErrorCode.Internal, 'route declares no capability');
    }
    const request = context.switchToHttp().getRequest<FastifyRequest & { user: Principal }>();
    await this.authenticate(context, request);
    if (!roleHasCapability(request.user.role, capability)) {
      throw new DomainError(
        ErrorCode.Forbidden,
        `this needs the capability "${capability}" (role ${CAPABILITY_MIN_ROLE[capability]} or higher); you are ${request.user.role}`,
      );
    }
    await this.rateLimiter.check(request.user);
    if (READS.has(capability)) {
      const release = await this.reads.acquire(request.user.userId);
      const reply = context.switchToHttp().getResponse<FastifyReply>();
      if (reply.raw.writableFinished || reply.raw.destroyed) release();
      else reply.raw.once('close', release);
    }
    return true;
  }

  /** The route's declarations, read through the Reflector once per handler and class. */
  private declaredBy(handler: object, controller: object): Declared {
    let byClass = this.declared.get(handler);
    if (!byClass) {
      byClass = new WeakMap();
      this.declared.set(handler, byClass);
    }
    let found = byClass.get(controller);
    if (!found) {
      const targets = [handler as () => void, controller as new () => unknown];
      found = {
        isPublic: this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets) === true,
        capability: this.reflector.getAllAndOverride<Capability>(REQUIRED_CAPABILITY, targets),
      };
      byClass.set(controller, found);
    }
    return found;
  }

  /**
   * A token whose signature was verified before (AccessTokenVerifier) skips passport's
   * per-request plumbing (a strategy object and closures per call), a measurable share of a
   * cheap request; its principal comes from the same `principalFromClaims`, which throws the
   * very errors the strategy would hand passport. Every other token goes through passport-jwt.
   */
  private async authenticate(
    context: ExecutionContext,
    request: FastifyRequest & { user: Principal },
  ): Promise<void> {
    const token = bearerTokenOf(request);
    const claims = token ? this.verifier.verifiedClaims(token) : undefined;
    if (claims) request.user = await this.verifier.principalFromClaims(claims);
    else await super.canActivate(context);
  }

  override handleRequest<T = Principal>(err: unknown, user: T | false, info: unknown): T {
    // Passport hands back whatever the strategy threw: our DomainError, or an Error.
    if (err) throw err as Error;
    if (user) return user;
    if (!(info instanceof Error) || info.message === 'No auth token') {
      throw DomainError.unauthenticated(
        'authentication required: send Authorization: Bearer <token>',
      );
    }
    const reason = publicJwtReason(info);
    throw DomainError.unauthenticated(`invalid access token: ${reason}`, reason);
  }
}
