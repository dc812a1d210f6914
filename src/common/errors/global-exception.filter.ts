import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mapError } from './error-mapper';

/** The one place where thrown errors become HTTP answers. */
@Catch()
export class GlobalExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    sendError(reply, request, exception, this.logger);
  }
}

/** Shared by the Nest filter and Fastify's own error and not-found handlers. */
export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  exception: unknown,
  logger: Pick<Logger, 'error'>,
): void {
  const mapped = mapError(exception, String(request.id));
  if (mapped.unexpected) {
    const stack = exception instanceof Error ? exception.stack : String(exception);
    // A structured line, so the request id is a field a log search can match exactly.
    logger.error({
      msg: `request ${String(request.id)} ${request.method} ${request.url} failed: ${stack}`,
      reqId: request.id,
      method: request.method,
      route: request.routeOptions?.url ?? null,
      status: mapped.status,
    });
  }
  if (reply.sent) return;
  for (const [name, value] of Object.entries(mapped.headers)) void reply.header(name, value);
  void reply
    .status(mapped.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(mapped.body);
}
