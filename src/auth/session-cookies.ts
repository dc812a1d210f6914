import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../common/errors/domain-error';
import { ErrorCode } from '../common/errors/error-code';

/** The browser session's routes; the refresh cookie is sent to these and nowhere else. */
export const SESSION_PATH = '/api/v1/auth/session';
/** Where the console's page lives; the CSRF cookie is readable by scripts there only. */
export const CONSOLE_PATH = '/console/';

export const REFRESH_COOKIE = 'erpc_refresh';
export const CSRF_COOKIE = 'erpc_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The CSRF token of a refresh token: derived from it (so a cookie planted by someone else does
 * not match), yet telling nothing about it. The page reads it from its cookie and sends it back
 * in `X-CSRF-Token`; a cross-site request can neither read the cookie nor set the header.
 */
export function csrfTokenOf(refreshToken: string): string {
  return createHash('sha256').update(`erpc-csrf\0${refreshToken}`).digest('base64url');
}

/** One cookie of the request's `Cookie` header, or null. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    return value.length > 0 && value.length <= 512 ? value : null;
  }
  return null;
}

/** Whether the request came over TLS (directly, or through a trusted proxy). */
export function overTls(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function cookie(
  name: string,
  value: string,
  path: string,
  maxAgeSeconds: number,
  secure: boolean,
  httpOnly: boolean,
): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Strict',
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Sets the refresh cookie (HttpOnly, scoped to the session routes) and its CSRF cookie. */
export function setSessionCookies(
  reply: FastifyReply,
  refreshToken: string,
  maxAgeSeconds: number,
  secure: boolean,
): string {
  const csrf = csrfTokenOf(refreshToken);
  void reply.header('set-cookie', [
    cookie(REFRESH_COOKIE, refreshToken, SESSION_PATH, maxAgeSeconds, secure, true),
    cookie(CSRF_COOKIE, csrf, CONSOLE_PATH, maxAgeSeconds, secure, false),
  ]);
  void reply.header('cache-control', 'no-store');
  return csrf;
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  void reply.header('set-cookie', [
    cookie(REFRESH_COOKIE, '', SESSION_PATH, 0, secure, true),
    cookie(CSRF_COOKIE, '', CONSOLE_PATH, 0, secure, false),
  ]);
}

/**
 * A browser that sends `Origin` must send ours: the session routes act on a cookie, so a page
 * of another site must not drive them (SameSite=Strict already keeps the cookie from its
 * requests; this is the second lock).
 */
export function requireSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (origin !== `${request.protocol}://${request.host}`) {
    throw new DomainError(
      ErrorCode.Forbidden,
      `cross-origin request refused: ${origin} is not this server`,
    );
  }
}

/** The refresh cookie's CSRF token must come back in `X-CSRF-Token`. */
export function requireCsrfToken(request: FastifyRequest, refreshToken: string): void {
  const sent = request.headers[CSRF_HEADER];
  const expected = Buffer.from(csrfTokenOf(refreshToken));
  const given = Buffer.from(typeof sent === 'string' ? sent : '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new DomainError(
      ErrorCode.Forbidden,
      `the ${CSRF_HEADER} header is missing or does not match the session (read it from the ${CSRF_COOKIE} cookie)`,
    );
  }
}
