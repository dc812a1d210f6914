import { SetMetadata, createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Capability } from './capabilities';
import { Principal } from './principal';

export const PUBLIC_ROUTE = 'erpc:public';
export const REQUIRED_CAPABILITY = 'erpc:capability';

/** Opts a route out of authentication (token endpoints, health, OpenAPI). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_ROUTE, true);

/** Declares the capability a route needs; the global guard checks it against SPEC §3. */
export const RequireCapability = (capability: Capability): MethodDecorator & ClassDecorator =>
  SetMetadata(REQUIRED_CAPABILITY, capability);

/** The authenticated caller, put on the request by the global guard. */
export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest & { user?: Principal }>();
  return request.user;
});
