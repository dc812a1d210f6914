import { HttpException } from '@nestjs/common';
import { ErrorBody } from '../http/envelope';
import { DomainError } from './domain-error';
import { ERROR_STATUS, ErrorCode } from './error-code';

export interface MappedError {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
  /** True when the error is ours to fix, so its stack belongs in the log. */
  unexpected: boolean;
}

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: ErrorCode.ValidationFailed,
  401: ErrorCode.Unauthenticated,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  405: ErrorCode.MethodNotAllowed,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  422: ErrorCode.QueryNotUnderstood,
  429: ErrorCode.RateLimited,
  503: ErrorCode.ServiceUnavailable,
};

/** Fastify's own error codes, raised before a request reaches Nest, and what we call them. */
const FASTIFY_ERRORS: Readonly<Record<string, [ErrorCode, string]>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [ErrorCode.PayloadTooLarge, 'request body is larger than allowed'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    ErrorCode.UnsupportedMediaType,
    'unsupported content type; send application/json',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    ErrorCode.ValidationFailed,
    'content-length does not match the body',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    ErrorCode.ValidationFailed,
    'body is empty but content-type is application/json',
  ],
  FST_ERR_CTP_INVALID_JSON_BODY: [ErrorCode.ValidationFailed, 'body is not valid JSON'],
};

interface FastifyLikeError {
  code?: unknown;
  statusCode?: unknown;
  message?: unknown;
}

/** An error message is at most this long; the rest is cut, never echoed back whole. */
export const MAX_ERROR_MESSAGE = 1000;
/** Error details (a list of faults, as JSON) are at most about this long. */
export const MAX_ERROR_DETAILS_BYTES = 8 * 1024;
const MAX_DETAIL_STRING = 300;

function cut(text: string, max: number): string {
  return text.length <= max
    ? text
    : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

/** Strings shortened, arrays and objects kept within a size budget (first entries first). */
function bounded(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cut(value, MAX_DETAIL_STRING);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    let size = 2;
    for (const item of value) {
      const kept = bounded(item, depth + 1);
      size += JSON.stringify(kept ?? null).length + 1;
      if (size > MAX_ERROR_DETAILS_BYTES) {
        out.push({ omitted: value.length - out.length });
        break;
      }
      out.push(kept);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  let size = 2;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const kept = bounded(item, depth + 1);
    size += key.length + JSON.stringify(kept ?? null).length + 4;
    if (size > MAX_ERROR_DETAILS_BYTES) break;
    out[cut(key, MAX_DETAIL_STRING)] = kept;
  }
  return out;
}

/**
 * Bodies are bounded whatever threw: a huge request (thousands of unknown fields, a megabyte
 * of filter) must not come back as an even larger error.
 */
function body(code: ErrorCode, message: string, requestId: string, details?: unknown): ErrorBody {
  const error: ErrorBody['error'] = { code, message: cut(message, MAX_ERROR_MESSAGE), requestId };
  if (details !== undefined) error.details = bounded(details);
  return { success: false, error };
}

function messageOf(response: string | object, fallback: string): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : fallback;
}

/** Maps anything thrown anywhere to the SPEC §5 error envelope. Never exposes a stack. */
export function mapError(error: unknown, requestId: string): MappedError {
  if (error instanceof DomainError) {
    return {
      status: ERROR_STATUS[error.code],
      body: body(error.code, error.message, requestId, error.details),
      headers: { ...error.headers },
      unexpected: false,
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code =
      CODE_BY_STATUS[status] ?? (status >= 500 ? ErrorCode.Internal : ErrorCode.ValidationFailed);
    const message =
      status >= 500 ? 'internal error' : messageOf(error.getResponse(), error.message);
    return { status, body: body(code, message, requestId), headers: {}, unexpected: status >= 500 };
  }
  const fastifyError = (error ?? {}) as FastifyLikeError;
  if (typeof fastifyError.code === 'string' && fastifyError.code in FASTIFY_ERRORS) {
    const [code, message] = FASTIFY_ERRORS[fastifyError.code];
    return {
      status: ERROR_STATUS[code],
      body: body(code, message, requestId),
      headers: {},
      unexpected: false,
    };
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return {
      status: 400,
      body: body(ErrorCode.ValidationFailed, `body is not valid JSON: ${error.message}`, requestId),
      headers: {},
      unexpected: false,
    };
  }
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? ErrorCode.ValidationFailed;
    const message = typeof fastifyError.message === 'string' ? fastifyError.message : 'bad request';
    return { status, body: body(code, message, requestId), headers: {}, unexpected: false };
  }
  return {
    status: 500,
    body: body(
      ErrorCode.Internal,
      'internal error; quote the request id to the administrator',
      requestId,
    ),
    headers: {},
    unexpected: true,
  };
}
