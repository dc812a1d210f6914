import { readFileSync } from 'node:fs';
import { request as httpRequest, IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { DomainError } from '../../../common/errors/domain-error';
import { ErrorCode } from '../../../common/errors/error-code';
import { IonApiCredentials, ionSecrets, passwordGrantBody, readIonApiFile } from './ion-api';

export interface MongooseClientOptions {
  /** Base URL of the IDO request service, e.g. https://erp.example/IDORequestService/ido */
  url: string;
  /** The configuration (site) name. */
  config: string;
  /** Direct token: the Mongoose user. */
  user?: string | null;
  /** Direct token: read at each login, so a rotated credential is picked up without a restart. */
  passwordFile?: string | null;
  /**
   * An `.ionapi` file: the ION API gateway (OAuth2 password grant with the service account's
   * keys, `Bearer` and `X-Infor-MongooseConfig`) instead of a direct token. Read at each login.
   */
  ionapi?: string | null;
  /** PEM CA bundle for an ERP behind an internal CA. */
  caFile?: string | null;
  timeoutMs: number;
  maxInFlight: number;
  /** Attempts of a load (1 = no retry); other calls are tried once. */
  loadAttempts: number;
  retryBackoffMs: number;
  /** Loads failed in a row (after their retries) that open the circuit; 0: never. */
  circuitFailures?: number;
  /** How long an open circuit answers at once without asking the ERP. */
  circuitCooldownMs?: number;
}

/** A `/load` answer (REST v2): flat items whose values are text or null. */
export interface MongooseLoadAnswer {
  Items: Array<Record<string, string | null>> | null;
  Bookmark?: string | null;
  MoreRowsExist?: boolean;
  Success: boolean;
  Message: string | null;
}

export interface MongooseInfoAnswer {
  Success: boolean;
  Message: string | null;
  Keys?: string[];
  Properties?: Array<{
    Name: string;
    DataType?: string;
    ClrTypeName?: string;
    Length?: number;
    DecimalPos?: number;
    JustifyFormat?: string;
    CaseFormat?: string;
    Required?: boolean;
  }>;
  /** Child collections: `LinkBy` pairs a parent property with the child's. */
  SubCollections?: Array<{
    Name: string;
    IDOName: string;
    LinkBy?: Array<{ Parent: string; Child: string }>;
  }>;
}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Why one HTTP exchange failed below the protocol: worth another attempt for a load. */
class TransportFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'status',
    message: string,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Mongoose words an unusable token in a 200 answer in several ways; these are the ones seen. */
const INVALID_TOKEN = /invalid token|token (is )?(invalid|expired)|session.*(expired|invalid)/i;

/** An ION token is renewed when this share of its `expires_in` has passed, not at the edge. */
const RENEW_AT = 0.8;

/**
 * The HTTP side of the Mongoose connector: the direct token (GET /token/CONFIG with `username`
 * and `password` headers, the raw token in `Authorization`) or the ION API gateway (a token from
 * the `.ionapi` file's password grant, `Bearer` plus `X-Infor-MongooseConfig`, renewed before
 * its `expires_in` runs out), one renewal and one retry when the token is refused (401 or an
 * "invalid token" answer) and never more, a cap on requests in
 * flight, a timeout per request, and retries with doubling backoff for loads only (a load reads,
 * so repeating it is harmless). A 503, a refused connection or exhausted retries answer
 * ERP_UNAVAILABLE, a timeout ERP_TIMEOUT. Errors name the IDO and the service's URL, never the
 * user's password, the client secret, the service account's keys, the token or a header.
 */
export class MongooseClient {
  private token: string | null = null;
  /** When the current token is renewed before use (ION: 80 % of `expires_in`); else never. */
  private renewAt = Infinity;
  private tokenRequest: Promise<string> | null = null;
  private inFlight = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly base: URL;
  private readonly ca: string | undefined;
  private failuresInRow = 0;
  /** While the clock is before this, loads fail at once: the ERP is left alone to recover. */
  private openUntil = 0;
  /** Tokens fetched since start: for tests and metrics, never the tokens themselves. */
  tokensFetched = 0;

  constructor(private readonly options: MongooseClientOptions) {
    this.base = new URL(options.url.replace(/\/+$/, '') + '/');
    this.ca = options.caFile ? readFileSync(options.caFile, 'utf8') : undefined;
  }

  /** Where the service lives, for messages (no credentials ever sit in it). */
  get display(): string {
    return `${this.base.origin}${this.base.pathname}`;
  }

  /** One `/load` call; `Success: false` is returned to the caller, which knows the context. */
  async load(ido: string, params: Readonly<Record<string, string>>): Promise<MongooseLoadAnswer> {
    this.assertCircuitClosed();
    const path = `load/${encodeURIComponent(ido)}?${new URLSearchParams(params).toString()}`;
    let attempt = 0;
    for (;;) {
      attempt += 1;
      try {
        const answer = (await this.authed(path)) as MongooseLoadAnswer;
        this.failuresInRow = 0;
        return answer;
      } catch (error) {
        if (!(error instanceof TransportFailure)) throw error;
        if (attempt >= this.options.loadAttempts || !retryable(error)) {
          this.failed();
          throw this.domainError(error, `loading ${ido}`);
        }
        const backoff = this.options.retryBackoffMs * 2 ** (attempt - 1);
        await sleep(Math.max(backoff, error.retryAfterMs ?? 0));
      }
    }
  }

  async info(ido: string): Promise<MongooseInfoAnswer> {
    try {
      return (await this.authed(`info/${encodeURIComponent(ido)}`)) as MongooseInfoAnswer;
    } catch (error) {
      if (error instanceof TransportFailure) throw this.domainError(error, `describing ${ido}`);
      throw error;
    }
  }

  /**
   * `Ping.aspx` beside the IDO service: 200 up, 503 IDO runtime down, 404 service down. It
   * bypasses the circuit (it is how recovery is seen) and a 200 closes it.
   */
  async ping(): Promise<{ ok: boolean; detail: string }> {
    const ping = new URL('../Ping.aspx', this.base);
    try {
      // Through ION the gateway wants a token for Ping.aspx too; a direct server does not.
      let token = this.options.ionapi ? await this.tokenFor(null) : null;
      const send = (): Promise<RawAnswer> =>
        this.limited(() => this.exchange(ping, token === null ? {} : this.credentials(token)));
      let answer = await send();
      if (token !== null && answer.status === 401) {
        token = await this.tokenFor(token);
        answer = await send();
      }
      if (answer.status === 200) {
        this.failuresInRow = 0;
        this.openUntil = 0;
        return { ok: true, detail: this.display };
      }
      return { ok: false, detail: `${this.display}: Ping.aspx answered HTTP ${answer.status}` };
    } catch (error) {
      return { ok: false, detail: `${this.display}: ${(error as Error).message}` };
    }
  }

  /** How the service is reached, for the start-up log line. */
  get via(): string {
    return this.options.ionapi ? 'ION API gateway' : 'direct token';
  }

  /** The headers that carry a token: raw for a direct token, `Bearer` plus the site through ION. */
  private credentials(token: string): Record<string, string> {
    if (!this.options.ionapi) return { authorization: token };
    return { authorization: `Bearer ${token}`, 'x-infor-mongooseconfig': this.options.config };
  }

  /** A GET with the token; a refused token is renewed once and the call tried once more. */
  private async authed(path: string): Promise<unknown> {
    const url = new URL(path, this.base);
    const first = await this.tokenFor(null);
    let answer = await this.limited(() => this.exchange(url, this.credentials(first)));
    if (this.refusedToken(answer)) {
      const renewed = await this.tokenFor(first);
      answer = await this.limited(() => this.exchange(url, this.credentials(renewed)));
      if (this.refusedToken(answer)) {
        throw new DomainError(
          ErrorCode.ErpUnavailable,
          `the ERP at ${this.display} refused a freshly issued token for configuration ${this.options.config}`,
        );
      }
    }
    if (answer.status !== 200) throw statusFailure(answer);
    return parseJson(answer.body, this.display);
  }

  private refusedToken(answer: RawAnswer): boolean {
    if (answer.status === 401) return true;
    if (answer.status !== 200 || !answer.body.includes('"Success":false')) return false;
    const body = parseJson(answer.body, this.display) as { Message?: unknown };
    return typeof body.Message === 'string' && INVALID_TOKEN.test(body.Message);
  }

  /**
   * The current token, or a new one when there is none or `stale` (the one just refused) is
   * still current. Concurrent callers share one login.
   */
  private async tokenFor(stale: string | null): Promise<string> {
    if (this.token !== null && this.token !== stale && Date.now() < this.renewAt) return this.token;
    if (this.token === stale || Date.now() >= this.renewAt) this.token = null;
    this.tokenRequest ??= (
      this.options.ionapi ? this.ionLogin(this.options.ionapi) : this.login()
    ).finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async login(): Promise<string> {
    const url = new URL(`token/${encodeURIComponent(this.options.config)}`, this.base);
    const user = this.options.user ?? '';
    const passwordFile = this.options.passwordFile ?? '';
    let password: string;
    try {
      password = readFileSync(passwordFile, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new DomainError(
        ErrorCode.ErpUnavailable,
        `the Mongoose password file ${passwordFile} cannot be read: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
      );
    }
    // A transport failure here stays one: the load that needed the token retries it.
    const answer = await this.limited(() => this.exchange(url, { username: user, password }));
    if (answer.status !== 200) throw statusFailure(answer);
    const body = parseJson(answer.body, this.display) as {
      Success?: boolean;
      Token?: unknown;
      Message?: unknown;
    };
    if (body.Success !== true || typeof body.Token !== 'string' || body.Token === '') {
      // The ERP's own words, with the password struck out should a server ever echo it.
      const reason =
        typeof body.Message === 'string' ? redact(body.Message, [password]) : 'no token';
      throw new DomainError(
        ErrorCode.ErpUnavailable,
        `the ERP at ${this.display} refused the login of ${user} to configuration ${this.options.config}: ${reason}`,
      );
    }
    this.tokensFetched += 1;
    this.token = body.Token;
    this.renewAt = Infinity;
    return body.Token;
  }

  /**
   * The ION API gateway's token: the OAuth2 password grant of the `.ionapi` file's service
   * account, posted form-encoded to `pu` + `ot`. The answer's `expires_in` sets when it is
   * renewed (early, at RENEW_AT of it, so no request goes out on a token about to die).
   */
  private async ionLogin(file: string): Promise<string> {
    const ion: IonApiCredentials = readIonApiFile(file);
    const secrets = ionSecrets(ion);
    const url = new URL(ion.tokenUrl);
    const answer = await this.limited(() =>
      this.exchange(
        url,
        { 'content-type': 'application/x-www-form-urlencoded' },
        'POST',
        passwordGrantBody(ion),
      ),
    );
    if (answer.status >= 500 || answer.status === 429) throw statusFailure(answer);
    let body: {
      access_token?: unknown;
      expires_in?: unknown;
      error?: unknown;
      error_description?: unknown;
    } = {};
    try {
      body = JSON.parse(answer.body) as typeof body;
    } catch {
      // Not JSON: said below by status.
    }
    if (
      answer.status !== 200 ||
      typeof body.access_token !== 'string' ||
      body.access_token === ''
    ) {
      const words = [body.error, body.error_description].filter((w) => typeof w === 'string');
      const reason = words.length > 0 ? redact(words.join(': '), secrets) : `HTTP ${answer.status}`;
      throw new DomainError(
        ErrorCode.ErpUnavailable,
        `the ION API at ${url.origin} refused the service account of ${file} for tenant ${ion.tenant}: ${reason}`,
      );
    }
    const lifetime = Number(body.expires_in);
    this.tokensFetched += 1;
    this.token = body.access_token;
    this.renewAt =
      Number.isFinite(lifetime) && lifetime > 0
        ? Date.now() + lifetime * 1000 * RENEW_AT
        : Infinity;
    return body.access_token;
  }

  private failed(): void {
    this.failuresInRow += 1;
    const threshold = this.options.circuitFailures ?? 0;
    if (threshold > 0 && this.failuresInRow >= threshold) {
      this.openUntil = Date.now() + (this.options.circuitCooldownMs ?? 10_000);
    }
  }

  /**
   * A circuit breaker, so a daemon under load does not hammer an ERP that is down: after
   * `circuitFailures` failed loads in a row, loads fail at once for `circuitCooldownMs`; then
   * one is let through (and one failure opens it again); a successful ping closes it.
   */
  private assertCircuitClosed(): void {
    const wait = this.openUntil - Date.now();
    if (wait <= 0) return;
    const seconds = Math.ceil(wait / 1000);
    throw new DomainError(
      ErrorCode.ErpUnavailable,
      `the ERP at ${this.display} failed ${this.failuresInRow} loads in a row; not asking it again for ${seconds} s`,
      undefined,
      { 'retry-after': String(seconds) },
    );
  }

  private domainError(error: TransportFailure, doing: string): DomainError {
    if (error.kind === 'timeout') {
      return new DomainError(
        ErrorCode.ErpTimeout,
        `the ERP at ${this.display} did not answer within ${this.options.timeoutMs} ms (${doing})`,
      );
    }
    return new DomainError(
      ErrorCode.ErpUnavailable,
      `the ERP at ${this.display} is unavailable (${doing}): ${error.message}`,
    );
  }

  /** Runs `task` when fewer than `maxInFlight` requests are out; others queue in order. */
  private async limited<T>(task: () => Promise<T>): Promise<T> {
    if (this.inFlight >= this.options.maxInFlight) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.inFlight += 1;
    try {
      return await task();
    } finally {
      this.inFlight -= 1;
      this.waiting.shift()?.();
    }
  }

  private exchange(
    url: URL,
    headers: Record<string, string>,
    method: 'GET' | 'POST' = 'GET',
    body?: string,
  ): Promise<RawAnswer> {
    return new Promise<RawAnswer>((resolve, reject) => {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(
        url,
        {
          method,
          headers: { accept: 'application/json', ...headers },
          timeout: this.options.timeoutMs,
          ...(this.ca ? { ca: this.ca } : {}),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', (error) => reject(new TransportFailure('network', error.message)));
        },
      );
      // The whole exchange, not only idle time, is bounded by the timeout.
      const timer = setTimeout(
        () => req.destroy(new TransportFailure('timeout', 'timeout')),
        this.options.timeoutMs,
      );
      req.on('timeout', () => req.destroy(new TransportFailure('timeout', 'timeout')));
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(
          error instanceof TransportFailure
            ? error
            : new TransportFailure('network', networkReason(error)),
        );
      });
      req.on('close', () => clearTimeout(timer));
      req.end(body);
    });
  }
}

/** The code of a failed connection, with what to do when it is a certificate nobody trusts. */
function networkReason(error: NodeJS.ErrnoException): string {
  const code = error.code ?? error.message;
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/.test(code)) {
    return `${code}: the ERP's TLS certificate is not trusted; give the site's CA bundle in ERPC_MONGOOSE_CA`;
  }
  return code;
}

function retryable(error: TransportFailure): boolean {
  if (error.kind !== 'status') return true;
  const status = error.status ?? 0;
  return status === 429 || status >= 500;
}

function statusFailure(answer: RawAnswer): TransportFailure {
  const retryAfter = Number(answer.headers['retry-after']);
  return new TransportFailure(
    'status',
    `HTTP ${answer.status}`,
    answer.status,
    // Honour a short Retry-After; a long one is the server asking us to stop, so we fail.
    Number.isFinite(retryAfter) && retryAfter <= 10 ? retryAfter * 1000 : undefined,
  );
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DomainError(
      ErrorCode.ErpUnavailable,
      `the ERP at ${where} answered something that is not JSON`,
    );
  }
}

/**
 * `text` with every secret in it struck out (a server that echoes what it was sent), also in the
 * encoded forms it was sent in (a form body, a query string), longest first.
 */
export function redact(text: string, secrets: readonly string[]): string {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    forms.add(secret);
    forms.add(encodeURIComponent(secret));
    forms.add(new URLSearchParams({ s: secret }).toString().slice(2));
  }
  let out = text;
  for (const form of [...forms].sort((a, b) => b.length - a.length)) {
    out = out.split(form).join('***');
  }
  return out;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
