import type { FastifyReply, FastifyRequest } from 'fastify';
import { Enveloped, SuccessEnvelope } from './envelope';

/** Routes whose bodies are documents in their own right (the OpenAPI document and its UI). */
const UNWRAPPED_PREFIXES = ['/api/v1/openapi', '/api/v1/docs'];

/**
 * Wraps every successful JSON body in the SPEC §5 envelope as Fastify serialises it. A Fastify
 * hook rather than a global Nest interceptor: on Node 20, Nest's interceptor pipeline binds an
 * AsyncResource per request through a deprecated path that cost ~10% of a cheap request's CPU.
 * Error bodies (status 400+) are already enveloped by the exception filter; strings, buffers and
 * streams (CSV, PDF, NDJSON) are never passed to this hook.
 */
export function envelopeHook(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, value?: unknown) => void,
): void {
  if (reply.statusCode >= 400 || UNWRAPPED_PREFIXES.some((p) => request.url.startsWith(p))) {
    done(null, payload);
    return;
  }
  const body: SuccessEnvelope<unknown> =
    payload instanceof Enveloped
      ? { success: true, data: payload.data, meta: payload.meta }
      : { success: true, data: payload ?? null, meta: {} };
  done(null, body);
}
