import { Injectable } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticationGuard } from '../auth/auth.guard';
import { BelowNestRoutes, GuardedRequest } from '../auth/below-nest.route';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { IdoController } from './ido.controller';
import { IdoLoadQueryDto, idoLoadQuerySchema } from './ido.dto';

/** The routes served here, as Nest declares them, and the controller method of each. */
const ROUTES: Readonly<Record<string, 'load' | 'metadata'>> = {
  '/api/v1/ido/:name': 'load',
  '/api/v1/ido/:name/metadata': 'metadata',
};

type LoadRequest = GuardedRequest & FastifyRequest<{ Params: { name: string } }>;

/**
 * `GET /api/v1/ido/:name` and `GET /api/v1/ido/:name/metadata`, the hot read routes, answered
 * below Nest's router (BelowNestRoutes) by `IdoController`'s own methods, with the same
 * validation pipe as Nest's on the query of a load.
 */
@Injectable()
export class IdoLoadRoute extends BelowNestRoutes {
  private readonly query = new ZodValidationPipe(idoLoadQuerySchema, 'query');

  constructor(adapterHost: HttpAdapterHost, moduleRef: ModuleRef, guard: AuthenticationGuard) {
    super(adapterHost, moduleRef, guard);
  }

  protected handlerFor(url: string) {
    const method = ROUTES[url];
    return method
      ? (request: FastifyRequest, reply: FastifyReply) =>
          this.serve(request as LoadRequest, reply, method)
      : undefined;
  }

  private async serve(
    request: LoadRequest,
    reply: FastifyReply,
    method: 'load' | 'metadata',
  ): Promise<unknown> {
    const name = request.params.name;
    // As Nest's Fastify adapter does for every route with a parameter (`/api/v1/ido/`).
    if (name === '') return reply.callNotFound();
    return this.guarded(request, reply, IdoController, method, (controller, principal) => {
      // The metadata route takes no query (Nest's handler reads none): parameters are ignored.
      if (method === 'metadata') return controller.metadata(name, principal);
      const query: IdoLoadQueryDto = this.query.transform(request.query);
      return controller.load(name, query, principal);
    });
  }
}
