import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The ION API gateway section of the FAKE Mongoose server (shared/reference/syteline-ido-
 * research.md §3.2): an OAuth2 token endpoint at `/{ti}/as/token.oauth2` taking the password
 * grant of a service account (form-encoded `grant_type=password`, `username`=saak,
 * `password`=sask, `client_id`, `client_secret`) and answering `access_token`, `token_type`,
 * `expires_in`; and the gateway path `/{ti}/CSI/IDORequestService/…`, which wants
 * `Authorization: Bearer …` with a live token plus `X-Infor-MongooseConfig` naming the site, and
 * forwards to the IDO request service behind it. Expired or unknown tokens get 401. In ION mode
 * the service is reachable only through the gateway, as in a cloud tenant.
 */
export interface FakeIonOptions {
  tenant?: string;
  clientId?: string;
  clientSecret?: string;
  /** The service account's access key (`saak`, shaped `TENANT#…`) and secret key (`sask`). */
  saak?: string;
  sask?: string;
  /** `expires_in` of issued tokens, seconds; a test shortens it to see renewal. */
  expiresInSeconds?: number;
}

export interface FakeIonStats {
  tokensIssued: number;
  /** Password grants refused (wrong keys or client). */
  refusedLogins: number;
  /** Gateway requests refused for a missing, unknown or expired Bearer token. */
  refusedBearer: number;
  /** The Authorization and X-Infor-MongooseConfig headers of the last gateway request. */
  lastAuthorization: string | null;
  lastMongooseConfig: string | null;
}

export interface FakeIonGateway {
  tenant: string;
  clientId: string;
  clientSecret: string;
  saak: string;
  sask: string;
  expiresInSeconds: number;
  stats: FakeIonStats;
  /** Every access token issued since start. */
  issued: string[];
  /** The content of an `.ionapi` file for this gateway at `origin` (http(s)://host:port). */
  ionapi(origin: string): Record<string, string>;
  /** Every token issued so far stops working at once (as a revocation would). */
  expireTokens(): void;
  /**
   * Routes one request: answers the token endpoint and every refusal itself (null), or gives
   * the path of the IDO request service a request with a live token is forwarded to.
   */
  route(req: IncomingMessage, res: ServerResponse, url: URL, config: string): Promise<URL | null>;
}

export function fakeIonGateway(options: FakeIonOptions): FakeIonGateway {
  const tenant = options.tenant ?? 'FAKETENANT_TST';
  const tokens = new Map<string, number>();
  const gateway: FakeIonGateway = {
    tenant,
    clientId: options.clientId ?? `${tenant}~fake-client-id`,
    clientSecret: options.clientSecret ?? `cs-${randomBytes(24).toString('base64url')}`,
    saak: options.saak ?? `${tenant}#saak-${randomBytes(24).toString('base64url')}`,
    sask: options.sask ?? `sask-${randomBytes(32).toString('base64url')}`,
    expiresInSeconds: options.expiresInSeconds ?? 7200,
    issued: [],
    stats: {
      tokensIssued: 0,
      refusedLogins: 0,
      refusedBearer: 0,
      lastAuthorization: null,
      lastMongooseConfig: null,
    },
    ionapi(origin) {
      return {
        ti: tenant,
        cn: 'erp-connector (fake)',
        dt: '12',
        ci: gateway.clientId,
        cs: gateway.clientSecret,
        iu: origin,
        pu: `${origin}/${tenant}/as/`,
        oa: 'authorization.oauth2',
        ot: 'token.oauth2',
        or: 'revoke_token.oauth2',
        ev: 'U00000000',
        v: '1.0',
        saak: gateway.saak,
        sask: gateway.sask,
      };
    },
    expireTokens: () => tokens.clear(),
    async route(req, res, url, config) {
      const send = (status: number, body: unknown): null => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
        return null;
      };
      const path = url.pathname;
      if (path === `/${tenant}/as/token.oauth2`) {
        if (req.method !== 'POST') return send(405, { error: 'invalid_request' });
        const form = new URLSearchParams(await readBody(req));
        const good =
          form.get('grant_type') === 'password' &&
          form.get('client_id') === gateway.clientId &&
          form.get('client_secret') === gateway.clientSecret &&
          form.get('username') === gateway.saak &&
          form.get('password') === gateway.sask;
        if (!good) {
          gateway.stats.refusedLogins += 1;
          // An identity provider that repeats the account it was given, as some do.
          return send(400, {
            error: 'invalid_grant',
            error_description: `authentication of ${form.get('username') ?? ''} failed`,
          });
        }
        const issued = randomBytes(32).toString('base64url');
        tokens.set(issued, Date.now() + gateway.expiresInSeconds * 1000);
        gateway.issued.push(issued);
        gateway.stats.tokensIssued += 1;
        return send(200, {
          access_token: issued,
          token_type: 'Bearer',
          expires_in: gateway.expiresInSeconds,
        });
      }
      const prefix = `/${tenant}/CSI/IDORequestService/`;
      if (!path.startsWith(prefix)) {
        res.writeHead(404);
        res.end();
        return null;
      }
      const authorization = req.headers.authorization ?? '';
      gateway.stats.lastAuthorization = authorization;
      const bearer = /^Bearer (\S+)$/.exec(authorization)?.[1];
      const until = bearer === undefined ? undefined : tokens.get(bearer);
      if (until === undefined || until <= Date.now()) {
        gateway.stats.refusedBearer += 1;
        return send(401, { error: 'invalid_token', error_description: 'token expired or unknown' });
      }
      const site = req.headers['x-infor-mongooseconfig'];
      gateway.stats.lastMongooseConfig = typeof site === 'string' ? site : null;
      if (site !== config) {
        return send(200, {
          Items: null,
          Success: false,
          Message: `Mongoose configuration '${String(site ?? '')}' is not valid (X-Infor-MongooseConfig).`,
        });
      }
      const forwarded = new URL(url.href);
      forwarded.pathname = `/IDORequestService/${path.slice(prefix.length)}`;
      return forwarded;
    },
  };
  return gateway;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
