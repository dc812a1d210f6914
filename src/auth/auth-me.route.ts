import { Injectable } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { AuthController } from './auth.controller';
import { AuthenticationGuard } from './auth.guard';
import { BelowNestRoutes, GuardedRequest } from './below-nest.route';

const ROUTE = '/api/v1/auth/me';

/**
 * `GET /api/v1/auth/me`, which dashboards call to learn who they are, answered below Nest's
 * router (BelowNestRoutes) by `AuthController.me`. The answer itself comes from
 * `SessionRegistry`'s memory (AuthService.me).
 */
@Injectable()
export class AuthMeRoute extends BelowNestRoutes {
  constructor(adapterHost: HttpAdapterHost, moduleRef: ModuleRef, guard: AuthenticationGuard) {
    super(adapterHost, moduleRef, guard);
  }

  protected handlerFor(url: string) {
    return url === ROUTE
      ? (request: GuardedRequest, reply: FastifyReply) => this.serve(request, reply)
      : undefined;
  }

  private serve(request: GuardedRequest, reply: FastifyReply): Promise<unknown> {
    return this.guarded(request, reply, AuthController, 'me', (controller, principal) =>
      controller.me(principal),
    );
  }
}
