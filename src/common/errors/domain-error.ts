import { ErrorCode } from './error-code';

/**
 * An error a service throws to say what went wrong in domain terms. The global exception filter
 * maps it to the SPEC §5 envelope; services never know about HTTP.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After or WWW-Authenticate. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static notFound(what: string): DomainError {
    return new DomainError(ErrorCode.NotFound, `${what} not found`);
  }

  static validation(message: string, details?: unknown): DomainError {
    return new DomainError(ErrorCode.ValidationFailed, message, details);
  }

  static conflict(message: string): DomainError {
    return new DomainError(ErrorCode.Conflict, message);
  }

  static unauthenticated(message = 'authentication required', description?: string): DomainError {
    const challenge = description
      ? `Bearer error="invalid_token", error_description="${description.replace(/"/g, "'")}"`
      : 'Bearer';
    return new DomainError(ErrorCode.Unauthenticated, message, undefined, {
      'www-authenticate': challenge,
    });
  }

  static rateLimited(retryAfterSeconds: number): DomainError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new DomainError(
      ErrorCode.RateLimited,
      `too many attempts; retry after ${seconds} s`,
      { retryAfterSeconds: seconds },
      { 'retry-after': String(seconds) },
    );
  }
}
