import { Logger, Type } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { sendError } from '../common/errors/global-exception.filter';
import { AuthenticationGuard } from './auth.guard';
import type { Principal } from './principal';

export type GuardedRequest = FastifyRequest & { user?: Principal };

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Hot GET routes answered by Fastify below Nest's per-request router (execution context, guards
 * and pipes consumers, exception zone): about a tenth of a keyed lookup's CPU (BENCHMARKS.md).
 * The routes stay declared by their controllers (so OpenAPI, the route table and each route's
 * options are Nest's); only their Fastify handlers are swapped, in an `onRoute` hook, for ones
 * that run the same parts in Nest's order: the global `AuthenticationGuard` instance (passport-jwt,
 * role, rate limit, read slot), the controller's own method, and on any error the exception
 * filter's `sendError`. Fastify's global hooks (request id, security headers, envelope, metrics,
 * audit, access log) run as for every route.
 */
export abstract class BelowNestRoutes {
  /**
   * Set by the spec that compares both paths (test/e2e/ido-hot-route.e2e-spec.ts) before it
   * builds an app that leaves these routes to Nest as declared; never set by the daemon.
   */
  static servedByNest = false;

  private readonly errors = new Logger('Errors');
  private readonly controllers = new Map<Type<unknown>, unknown>();

  protected constructor(
    adapterHost: HttpAdapterHost,
    private readonly moduleRef: ModuleRef,
    private readonly guard: AuthenticationGuard,
  ) {
    if (BelowNestRoutes.servedByNest) return;
    // Added while providers are built: Nest registers its routes later, in app.init().
    const fastify = adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const handler = route.method === 'GET' ? this.handlerFor(route.url) : undefined;
      if (handler) route.handler = handler;
    });
  }

  /** The handler that answers the GET route Nest declares at `url`, or none to leave it. */
  protected abstract handlerFor(url: string): Handler | undefined;

  /**
   * Runs the guard as Nest would for `controller`'s `method`, then `answer` with the controller
   * instance and the authenticated principal; any error is answered by the exception filter.
   */
  protected async guarded<C>(
    request: GuardedRequest,
    reply: FastifyReply,
    controller: Type<C>,
    method: keyof C & string,
    answer: (instance: C, principal: Principal) => Promise<unknown>,
  ): Promise<unknown> {
    try {
      const context = new ExecutionContextHost(
        [request, reply, undefined],
        controller,
        // Only for its metadata (the guard reads the route's capability from class and method).
        (controller.prototype as C)[method] as (...args: unknown[]) => unknown,
      );
      await this.guard.canActivate(context);
      let instance = this.controllers.get(controller) as C | undefined;
      if (instance === undefined) {
        const found = this.moduleRef.get(controller, { strict: false });
        this.controllers.set(controller, found);
        instance = found;
      }
      return await answer(instance, request.user as Principal);
    } catch (error) {
      sendError(reply, request, error, this.errors);
      return reply;
    }
  }
}
