import { Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AuthenticationGuard } from '../auth/auth.guard';
import type { Principal } from '../auth/principal';
import { sendError } from '../common/errors/global-exception.filter';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { IdoController } from './ido.controller';
import { IdoLoadQueryDto, idoLoadQuerySchema } from './ido.dto';

/** The routes served here, as Nest declares them, and the controller method of each. */
const ROUTES: Readonly<Record<string, 'load' | 'metadata'>> = {
  '/api/v1/ido/:name': 'load',
  '/api/v1/ido/:name/metadata': 'metadata',
};

type LoadRequest = FastifyRequest<{ Params: { name: string } }> & { user?: Principal };

/**
 * `GET /api/v1/ido/:name` and `GET /api/v1/ido/:name/metadata`, the hot read routes, answered
 * by Fastify without Nest's per-request router (execution context, guards and pipes consumers,
 * exception zone), about a tenth of a keyed lookup's CPU (BENCHMARKS.md). The routes stay
 * declared by `IdoController` (so OpenAPI, the route table and each route's options are
 * Nest's); only their Fastify handlers are swapped, in an `onRoute` hook, for one that runs the same parts in
 * Nest's order: the global `AuthenticationGuard` instance (passport-jwt, role, rate limit, read
 * slot), the same validation pipe on the query of a load, the controller's own method, and on
 * any error the exception filter's `sendError`. Fastify's global hooks (request id, security
 * headers, envelope, metrics, audit, access log) run as for every route.
 */
@Injectable()
export class IdoLoadRoute {
  /**
   * Set by the spec that compares both paths (test/e2e/ido-hot-route.e2e-spec.ts) before it
   * builds an app that leaves the route to Nest as declared; never set by the daemon.
   */
  static servedByNest = false;

  private readonly errors = new Logger('Errors');
  private readonly query = new ZodValidationPipe(idoLoadQuerySchema, 'query');
  private controller?: IdoController;

  constructor(
    adapterHost: HttpAdapterHost,
    private readonly moduleRef: ModuleRef,
    private readonly guard: AuthenticationGuard,
  ) {
    if (IdoLoadRoute.servedByNest) return;
    // Added while providers are built: Nest registers its routes later, in app.init().
    const fastify = adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const method = route.method === 'GET' ? ROUTES[route.url] : undefined;
      if (method) {
        route.handler = (request, reply) => this.serve(request as LoadRequest, reply, method);
      }
    });
  }

  private async serve(
    request: LoadRequest,
    reply: FastifyReply,
    method: 'load' | 'metadata',
  ): Promise<unknown> {
    const name = request.params.name;
    // As Nest's Fastify adapter does for every route with a parameter (`/api/v1/ido/`).
    if (name === '') return reply.callNotFound();
    try {
      const context = new ExecutionContextHost(
        [request, reply, undefined],
        IdoController,
        // Only for its metadata (the guard reads the route's capability from class and method).
        IdoController.prototype[method],
      );
      await this.guard.canActivate(context);
      this.controller ??= this.moduleRef.get(IdoController, { strict: false });
      const principal = request.user as Principal;
      // The metadata route takes no query (Nest's handler reads none): parameters are ignored.
      if (method === 'metadata') return await this.controller.metadata(name, principal);
      const query: IdoLoadQueryDto = this.query.transform(request.query);
      return await this.controller.load(name, query, principal);
    } catch (error) {
      sendError(reply, request, error, this.errors);
      return reply;
    }
  }
}
