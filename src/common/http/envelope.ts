/** The SPEC §5 success envelope. Controllers return plain data or an `Enveloped` with meta. */
export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  meta: Record<string, unknown>;
}

export interface ErrorBody {
  success: false;
  error: { code: string; message: string; details?: unknown; requestId: string };
}

/** Marks a controller result that already carries its own `meta`. */
export class Enveloped<T> {
  constructor(
    readonly data: T,
    readonly meta: Record<string, unknown> = {},
  ) {}
}

/** Marks a controller result sent as it is (CSV, NDJSON, files), outside the envelope. */
export class RawBody {
  constructor(
    readonly body: string | Buffer | NodeJS.ReadableStream,
    readonly contentType: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}
