import type { LoggerService } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import type { Principal } from '../../auth/principal';

/**
 * One info line per answered request: `{"context":"Http","msg":"GET /api/v1/ido/:name 200",
 * "reqId", "method", "route", "path", "status", "ms", "user"}`. The route is the pattern, the
 * path has no query string (filters may hold business data, and a token may ride in one).
 * Written from Fastify's onResponse hook, after the answer left, so it costs the client nothing.
 */
export function accessLogHook(logger: Pick<LoggerService, 'log'>): onResponseHookHandler {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = request.routeOptions.url ?? null;
    const user = (request as FastifyRequest & { user?: Principal }).user?.username ?? null;
    const queryAt = request.url.indexOf('?');
    logger.log({
      msg: `${request.method} ${route ?? '(no route)'} ${reply.statusCode}`,
      reqId: request.id,
      method: request.method,
      route,
      path: queryAt === -1 ? request.url : request.url.slice(0, queryAt),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
      user,
    });
    done();
  };
}
