import type { FastifyReply, FastifyRequest } from 'fastify';

/** The API's own documentation page: scripts and styles from the daemon itself, nothing else. */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  // swagger-ui's page and components carry inline styles.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const DOCS_PREFIX = '/api/v1/docs';

/**
 * Headers every answer carries (set before routing, so errors and 404s carry them too):
 * `X-Content-Type-Options: nosniff`, so no browser guesses a JSON error or a CSV artifact to be
 * HTML; `Cache-Control: no-store` on the API, whose answers (tokens, ERP data) must not sit in
 * a shared or browser cache; and on the documentation page a Content-Security-Policy.
 */
export function securityHeadersHook(
  request: FastifyRequest,
  reply: FastifyReply,
  done: () => void,
): void {
  void reply.header('x-content-type-options', 'nosniff');
  void reply.header('referrer-policy', 'no-referrer');
  if (request.url.startsWith(DOCS_PREFIX)) {
    void reply.header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY);
    void reply.header('x-frame-options', 'DENY');
  } else if (request.url.startsWith('/api/')) {
    void reply.header('cache-control', 'no-store');
    void reply.header('pragma', 'no-cache');
  }
  done();
}
