import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Role } from '../../src/auth/capabilities';
import { ROOT } from '../support/daemon-process';
import { HttpResult, TestApp, startTestApp } from '../support/test-app';

interface Cookie {
  name: string;
  value: string;
  attributes: string[];
}

function cookiesOf(result: HttpResult): Cookie[] {
  return result.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    return { name: pair.slice(0, index), value: pair.slice(index + 1), attributes };
  });
}

function cookie(result: HttpResult, name: string): Cookie {
  const found = cookiesOf(result).find((c) => c.name === name);
  if (!found) throw new Error(`no ${name} cookie in ${result.headers.getSetCookie().join(' | ')}`);
  return found;
}

/**
 * The console's browser session (docs/console.md): access token in the body, refresh token in
 * an HttpOnly cookie scoped to the session routes, rotated with a CSRF token; and the page
 * itself served with its security headers.
 */
describe('console: browser session and the served page', () => {
  let t: TestApp;
  let user: { username: string; password: string };
  const consoleBuilt = existsSync(join(ROOT, 'dist', 'console-web', 'index.html'));

  beforeAll(async () => {
    // trustProxy: a TLS-terminating proxy's X-Forwarded-Proto makes the cookies Secure.
    t = await startTestApp({ config: { server: { trustProxy: true } } });
    user = await t.createUser(Role.Operator);
  });
  afterAll(() => t.close());

  async function signIn(headers: Record<string, string> = {}): Promise<HttpResult> {
    const result = await t.request('POST', '/api/v1/auth/session', {
      body: { username: user.username, password: user.password },
      headers,
    });
    expect(result.status).toBe(200);
    return result;
  }

  function refresh(
    refreshToken: string | null,
    csrf: string | null,
    extra: Record<string, string> = {},
  ) {
    return t.request('POST', '/api/v1/auth/session/refresh', {
      headers: {
        ...(refreshToken ? { cookie: `erpc_csrf=x; erpc_refresh=${refreshToken}` } : {}),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
        ...extra,
      },
    });
  }

  it('sign-in answers the access token and sets the refresh token as an HttpOnly, SameSite=Strict cookie for the session routes only', async () => {
    const result = await signIn();
    expect(Object.keys(result.body.data).sort()).toEqual(
      ['access_token', 'csrf_token', 'expires_in', 'role', 'token_type'].sort(),
    );
    expect(result.text).not.toContain('refresh_token');
    const refreshCookie = cookie(result, 'erpc_refresh');
    expect(refreshCookie.attributes).toEqual(
      expect.arrayContaining(['Path=/api/v1/auth/session', 'HttpOnly', 'SameSite=Strict']),
    );
    expect(refreshCookie.attributes).not.toContain('Secure');
    const csrfCookie = cookie(result, 'erpc_csrf');
    expect(csrfCookie.value).toBe(result.body.data.csrf_token);
    expect(csrfCookie.attributes).toEqual(
      expect.arrayContaining(['Path=/console/', 'SameSite=Strict']),
    );
    expect(csrfCookie.attributes).not.toContain('HttpOnly');
    expect(result.headers.get('cache-control')).toBe('no-store');
    const me = await t.request('GET', '/api/v1/auth/me', { token: result.body.data.access_token });
    expect(me.body.data.username).toBe(user.username);
  });

  it('behind TLS (X-Forwarded-Proto from a trusted proxy) both cookies are Secure', async () => {
    const result = await signIn({ 'x-forwarded-proto': 'https' });
    expect(cookie(result, 'erpc_refresh').attributes).toContain('Secure');
    expect(cookie(result, 'erpc_csrf').attributes).toContain('Secure');
  });

  it('refresh needs the cookie and its CSRF token, refuses other origins, and rotates', async () => {
    const first = await signIn();
    const token = cookie(first, 'erpc_refresh').value;
    const csrf = first.body.data.csrf_token as string;

    const noCookie = await refresh(null, csrf);
    expect(noCookie.status).toBe(401);
    expect(noCookie.body.error.code).toBe('UNAUTHENTICATED');
    const noCsrf = await refresh(token, null);
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.error.message).toContain('x-csrf-token');
    const wrongCsrf = await refresh(token, `${csrf.slice(0, -2)}xx`);
    expect(wrongCsrf.status).toBe(403);
    const otherSite = await refresh(token, csrf, { origin: 'https://evil.example' });
    expect(otherSite.status).toBe(403);
    expect(otherSite.body.error.message).toContain('cross-origin');

    const sameSite = await refresh(token, csrf, { origin: t.baseUrl });
    expect(sameSite.status).toBe(200);
    const rotated = cookie(sameSite, 'erpc_refresh').value;
    expect(rotated).not.toBe(token);
    expect(cookie(sameSite, 'erpc_csrf').value).toBe(sameSite.body.data.csrf_token);
    const me = await t.request('GET', '/api/v1/auth/me', {
      token: sameSite.body.data.access_token,
    });
    expect(me.status).toBe(200);

    // The used cookie presented again is theft: the family is revoked, the cookies cleared.
    const reused = await refresh(token, csrf);
    expect(reused.status).toBe(401);
    expect(cookie(reused, 'erpc_refresh').attributes).toContain('Max-Age=0');
    const after = await t.request('GET', '/api/v1/auth/me', {
      token: sameSite.body.data.access_token,
    });
    expect(after.status).toBe(401);
  });

  it('sign-out revokes the access token and the refresh cookie, and clears both cookies', async () => {
    const session = await signIn();
    const token = cookie(session, 'erpc_refresh').value;
    const access = session.body.data.access_token as string;
    const out = await t.request('DELETE', '/api/v1/auth/session', { token: access });
    expect(out.status).toBe(200);
    expect(out.body.data).toEqual({ revoked: true });
    for (const name of ['erpc_refresh', 'erpc_csrf']) {
      expect(cookie(out, name).attributes).toContain('Max-Age=0');
    }
    expect((await t.request('GET', '/api/v1/auth/me', { token: access })).status).toBe(401);
    expect((await refresh(token, session.body.data.csrf_token as string)).status).toBe(401);
  });

  it('a wrong password is 401 and unknown fields are refused, as on /auth/token', async () => {
    const wrong = await t.request('POST', '/api/v1/auth/session', {
      body: { username: user.username, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const extra = await t.request('POST', '/api/v1/auth/session', {
      body: { username: user.username, password: user.password, remember: true },
    });
    expect(extra.status).toBe(400);
  });

  it('Bearer clients are unchanged: /auth/token still answers the refresh token in the body', async () => {
    const result = await t.login(user.username, user.password);
    expect(result.status).toBe(200);
    expect(typeof result.body.data.refresh_token).toBe('string');
    expect(result.headers.getSetCookie()).toEqual([]);
  });

  it('/ sends browsers to the console, which is served with a strict CSP and no inline script or style', async () => {
    const root = await fetch(`${t.baseUrl}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/console/');
    const page = await t.request('GET', '/console/');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    if (!consoleBuilt) {
      expect(page.status).toBe(503);
      return;
    }
    expect(page.status).toBe(200);
    // Every script and stylesheet is a file of ours; nothing inline, nothing from elsewhere.
    expect(page.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(page.text).not.toMatch(/<style|style=/);
    expect(page.text).not.toMatch(/(src|href)="(https?:)?\/\//);
    const script = /<script[^>]*src="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const asset = await fetch(`${t.baseUrl}/console/${script}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const missing = await t.request('GET', '/console/assets/nothing.js');
    expect(missing.status).toBe(404);
    const traversal = await t.request('GET', '/console/..%2F..%2Fpackage.json');
    expect(traversal.status).toBe(404);
  });
});
