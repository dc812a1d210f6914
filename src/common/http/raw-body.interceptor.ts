import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Observable, map } from 'rxjs';
import { RawBody } from './envelope';

/**
 * For the few routes that may answer outside the envelope (CSV, NDJSON, files): sets the content
 * type and headers of a returned RawBody and sends its body as it is. Other results pass through
 * to the envelope hook.
 */
@Injectable()
export class RawBodyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown): unknown => {
        if (!(result instanceof RawBody)) return result;
        const reply = context.switchToHttp().getResponse<FastifyReply>();
        reply.header('content-type', result.contentType);
        for (const [name, value] of Object.entries(result.headers)) reply.header(name, value);
        return result.body;
      }),
    );
  }
}
