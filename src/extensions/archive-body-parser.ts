import type { FastifyInstance } from 'fastify';
import { ARCHIVE_MEDIA_TYPES } from './bundle/bundle-archive';

/**
 * Lets Fastify accept archive bodies on one route, the deploy endpoint, without reading them:
 * the body is handed on as the request stream, and the service reads it only after the global
 * guard has let an Admin through, with its own limit (extensions.maxBundleBytes; the 1 MiB JSON
 * limit stays for JSON). Any other route answers an archive with 415 as before.
 */
export function registerArchiveParser(fastify: FastifyInstance, route: string): void {
  fastify.addContentTypeParser(Object.keys(ARCHIVE_MEDIA_TYPES), (request, payload, done) => {
    if (request.routeOptions.url === route) {
      done(null, payload);
      return;
    }
    done(
      Object.assign(new Error('unsupported media type'), {
        code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
        statusCode: 415,
      }),
      undefined,
    );
  });
}

/** `application/zip; charset=x` → `application/zip`. */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}
