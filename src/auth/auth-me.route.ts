import { Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { sendError } from '../common/errors/global-exception.filter';
import { AuthController } from './auth.controller';
import { AuthenticationGuard } from './auth.guard';
import type { Principal } from './principal';

const ROUTE = '/api/v1/auth/me';

type MeRequest = FastifyRequest & { user?: Principal };

/**
 * `GET /api/v1/auth/me`, which dashboards call to learn who they are, answered by Fastify below
 * Nest's per-request router as `IdoLoadRoute` answers the IDO reads (see there): the route stays
 * declared by `AuthController`; only its Fastify handler is swapped, for one that runs the global
 * `AuthenticationGuard` instance, the controller's own method and, on any error, the exception
 * filter's `sendError`. Fastify's global hooks run as for every route. The answer itself comes
 * from `SessionRegistry`'s memory (AuthService.me).
 */
@Injectable()
export class AuthMeRoute {
  /**
   * Set by the spec that compares both paths (test/e2e/ido-hot-route.e2e-spec.ts) before it
   * builds an app that leaves the route to Nest as declared; never set by the daemon.
   */
  static servedByNest = false;

  private readonly errors = new Logger('Errors');
  private controller?: AuthController;

  constructor(
    adapterHost: HttpAdapterHost,
    private readonly moduleRef: ModuleRef,
    private readonly guard: AuthenticationGuard,
  ) {
    if (AuthMeRoute.servedByNest) return;
    // Added while providers are built: Nest registers its routes later, in app.init().
    const fastify = adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRoute', (route: RouteOptions) => {
      if (route.method === 'GET' && route.url === ROUTE) {
        route.handler = (request, reply) => this.serve(request, reply);
      }
    });
  }

  private async serve(request: MeRequest, reply: FastifyReply): Promise<unknown> {
    try {
      const context = new ExecutionContextHost(
        [request, reply, undefined],
        AuthController,
        // Only for its metadata (the guard reads the route's capability from class and method).
        AuthController.prototype.me,
      );
      await this.guard.canActivate(context);
      this.controller ??= this.moduleRef.get(AuthController, { strict: false });
      return await this.controller.me(request.user as Principal);
    } catch (error) {
      sendError(reply, request, error, this.errors);
      return reply;
    }
  }
}
