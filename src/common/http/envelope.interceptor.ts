import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Observable, map } from 'rxjs';
import { Enveloped, RawBody, SuccessEnvelope } from './envelope';

/** Wraps every controller result in the success envelope, so controllers stay plain. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown): unknown => {
        if (result instanceof RawBody) {
          const reply = context.switchToHttp().getResponse<FastifyReply>();
          reply.header('content-type', result.contentType);
          for (const [name, value] of Object.entries(result.headers)) reply.header(name, value);
          return result.body;
        }
        if (result instanceof Enveloped) {
          const body: SuccessEnvelope<unknown> = {
            success: true,
            data: result.data,
            meta: result.meta,
          };
          return body;
        }
        const body: SuccessEnvelope<unknown> = { success: true, data: result ?? null, meta: {} };
        return body;
      }),
    );
  }
}
