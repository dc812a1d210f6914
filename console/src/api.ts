// The console speaks only the public API: what it can do, a dashboard can do too.

/** An error answer of the API (SPEC §5), or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Envelope<T> {
  data: T;
  meta: Record<string, unknown>;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  /** A JSON body, or raw text / a file with its content type. */
  body?: unknown;
  rawBody?: { content: Blob | string; type: string };
  headers?: Record<string, string>;
}

/** How requests get their bearer token and renew it; set by the session. */
export interface TokenSource {
  token(): string | null;
  /** Renews the access token after a 401; false when the session is gone. */
  renew(): Promise<boolean>;
}

let tokens: TokenSource = { token: () => null, renew: () => Promise.resolve(false) };

export function useTokenSource(source: TokenSource): void {
  tokens = source;
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.rawBody) {
    headers['content-type'] = options.rawBody.type;
    body = options.rawBody.content;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const attempt = (): Promise<Response> => {
    const token = tokens.token();
    return fetch(withQuery(path, options.query), {
      method,
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      body,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  };
  let response: Response;
  try {
    response = await attempt();
    if (response.status === 401 && tokens.token() && (await tokens.renew())) {
      response = await attempt();
    }
  } catch (error) {
    throw new ApiError(0, 'NETWORK', `the server did not answer (${String(error)})`);
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const parsed = JSON.parse(text) as {
      error?: { code: string; message: string; details?: unknown; requestId?: string };
    };
    if (parsed.error) {
      const { code, message, details, requestId } = parsed.error;
      return new ApiError(response.status, code, message, details, requestId);
    }
  } catch {
    // not JSON: fall through
  }
  return new ApiError(
    response.status,
    `HTTP_${response.status}`,
    text.slice(0, 300) || response.statusText,
  );
}

/** A JSON API call; resolves with the envelope's data and meta. */
export async function api<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const response = await send(method, path, options);
  if (response.status === 204) return { data: null as T, meta: {} };
  const parsed = (await response.json()) as { data: T; meta?: Record<string, unknown> };
  return { data: parsed.data, meta: parsed.meta ?? {} };
}

export const get = <T>(path: string, query?: Query) => api<T>('GET', path, { query });

/** A call whose answer is a file (CSV, a report artifact); resolves with it and its name. */
export async function download(
  method: string,
  path: string,
  options: RequestOptions & { fallbackName: string },
): Promise<{ blob: Blob; filename: string }> {
  const response = await send(method, path, options);
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/.exec(disposition);
  return { blob: await response.blob(), filename: match?.[1] ?? options.fallbackName };
}

/** Hands a blob to the browser as a download (a same-origin blob: URL; CSP-safe). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
