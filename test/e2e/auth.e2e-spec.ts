import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sign } from 'jsonwebtoken';
import { Role } from '../../src/auth/capabilities';
import { TestApp, startTestApp } from '../support/test-app';

const ISSUER = 'erp-connector';
const AUDIENCE = 'erp-connector-api';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

describe('access tokens', () => {
  let t: TestApp;
  let secret: Buffer;
  let viewer: { id: string; username: string; password: string };

  /** A well-formed HS256 token for `viewer`, with claims overridden or removed (undefined). */
  function forge(
    claims: Record<string, unknown> = {},
    key: Buffer | string = secret,
    alg = 'HS256',
  ): string {
    const payload: Record<string, unknown> = {
      sub: viewer.id,
      role: 'Viewer',
      jti: randomUUID(),
      iat: now(),
      exp: now() + 600,
      iss: ISSUER,
      aud: AUDIENCE,
      ...claims,
    };
    for (const [k, v] of Object.entries(payload)) if (v === undefined) delete payload[k];
    // jsonwebtoken adds iat unless told not to, and drops ours when told not to.
    return sign(payload, key, { algorithm: alg as 'HS256', noTimestamp: !('iat' in payload) });
  }

  beforeAll(async () => {
    t = await startTestApp();
    secret = await t.secret('jwt-hs256.key');
    viewer = await t.createUser(Role.Viewer);
  });
  afterAll(() => t.close());

  it('the signing secret is generated on first start: mode 0600 file, or shared row on PostgreSQL', () => {
    const file = join(t.dataDir, 'secrets', 'jwt-hs256.key');
    if (t.databaseUrl) {
      // Every daemon on the database signs with it; no daemon's data directory holds a copy.
      expect(existsSync(file)).toBe(false);
      expect(secret).toHaveLength(64);
    } else {
      expect(statSync(file).mode & 0o777).toBe(0o600);
    }
  });

  it('a forged token with the right key and claims is accepted (control for the table below)', async () => {
    const result = await t.request('GET', '/api/v1/auth/me', { token: forge() });
    expect(result.status).toBe(200);
    expect(result.body.data.username).toBe(viewer.username);
  });

  it('a token within the 30 s clock skew is still accepted', async () => {
    const result = await t.request('GET', '/api/v1/auth/me', { token: forge({ exp: now() - 10 }) });
    expect(result.status).toBe(200);
  });

  it('a token accepted (and its verification remembered) is refused once past its expiry and the skew', async () => {
    const token = forge({ exp: now() - 28 });
    expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(200);
    // jsonwebtoken's rule: expired once now >= exp + 30 s, i.e. within 3 s from here.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const late = await t.request('GET', '/api/v1/auth/me', { token });
    expect(late.status).toBe(401);
    expect(late.headers.get('www-authenticate')).toMatch(/token expired/);
  });

  it('a remembered token altered in its claims or its signature is verified afresh and refused', async () => {
    const token = forge();
    expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(200);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
    const promoted = `${header}.${b64({ ...claims, role: 'Admin' })}.${signature}`;
    const middle = Math.floor(signature.length / 2);
    const flipped = signature[middle] === 'A' ? 'B' : 'A';
    const resigned = `${header}.${payload}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`;
    for (const altered of [promoted, resigned]) {
      const result = await t.request('GET', '/api/v1/auth/me', { token: altered });
      expect(result.status).toBe(401);
      expect(result.headers.get('www-authenticate')).toMatch(/invalid signature/);
    }
  });

  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const rsaPublicPem = rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString();

  const badTokens: Array<[string, () => Promise<string> | string]> = [
    [
      'alg none',
      () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: viewer.id, role: 'Admin', jti: randomUUID(), iat: now(), exp: now() + 600, iss: ISSUER, aud: AUDIENCE })}.`,
    ],
    [
      'alg none with a signature',
      () =>
        `${b64({ alg: 'none' })}.${b64({ sub: viewer.id, role: 'Viewer', exp: now() + 600 })}.c2ln`,
    ],
    [
      'alg "None" spelled differently',
      () => `${b64({ alg: 'None' })}.${b64({ sub: viewer.id, role: 'Viewer', exp: now() + 600 })}.`,
    ],
    [
      'HS256 with a wrong key',
      () => forge({}, Buffer.from('not-the-secret-not-the-secret-not-the-secret')),
    ],
    [
      'RS256 token (algorithm not pinned)',
      () =>
        sign(
          {
            sub: viewer.id,
            role: 'Viewer',
            jti: randomUUID(),
            exp: now() + 600,
            iss: ISSUER,
            aud: AUDIENCE,
          },
          rsa.privateKey,
          { algorithm: 'RS256' },
        ),
    ],
    [
      'ES256 token (algorithm not pinned)',
      () =>
        sign(
          {
            sub: viewer.id,
            role: 'Viewer',
            jti: randomUUID(),
            exp: now() + 600,
            iss: ISSUER,
            aud: AUDIENCE,
          },
          ec.privateKey,
          { algorithm: 'ES256' },
        ),
    ],
    ['HS256 signed with an RSA public key as secret', () => forge({}, rsaPublicPem)],
    ['HS512 with the right secret', () => forge({}, secret, 'HS512')],
    ['HS384 with the right secret', () => forge({}, secret, 'HS384')],
    ['wrong issuer', () => forge({ iss: 'someone-else' })],
    ['no issuer', () => forge({ iss: undefined })],
    ['wrong audience', () => forge({ aud: 'another-api' })],
    ['audience list without ours', () => forge({ aud: ['a', 'b'] })],
    ['no audience', () => forge({ aud: undefined })],
    ['no exp', () => forge({ exp: undefined })],
    ['expired beyond the skew', () => forge({ iat: now() - 3600, exp: now() - 60 })],
    ['nbf in the future', () => forge({ nbf: now() + 3600 })],
    ['no iat', () => forge({ iat: undefined })],
    ['no sub', () => forge({ sub: undefined })],
    ['no jti', () => forge({ jti: undefined })],
    ['unknown role', () => forge({ role: 'Superuser' })],
    ['subject that does not exist', () => forge({ sub: randomUUID() })],
    [
      'tampered payload (role raised to Admin)',
      () => {
        const [h, , s] = forge().split('.');
        return `${h}.${b64({ sub: viewer.id, role: 'Admin', jti: randomUUID(), iat: now(), exp: now() + 600, iss: ISSUER, aud: AUDIENCE })}.${s}`;
      },
    ],
    ['signature stripped', () => forge().split('.').slice(0, 2).join('.') + '.'],
    ['garbage', () => 'not-a-token'],
    ['two segments', () => 'abc.def'],
    ['base64 garbage in three segments', () => '!!!.@@@.###'],
    [
      'header that is not JSON',
      () => `${Buffer.from('nope').toString('base64url')}.${b64({ sub: viewer.id })}.sig`,
    ],
    [
      'revoked jti',
      async () => {
        const login = await t.login(viewer.username, viewer.password);
        const token = login.body.data.access_token as string;
        expect((await t.request('POST', '/api/v1/auth/revoke', { token })).status).toBe(200);
        return token;
      },
    ],
    [
      'user disabled after the token was issued',
      async () => {
        const user = await t.createUser(Role.Operator);
        const token = (await t.login(user.username, user.password)).body.data
          .access_token as string;
        expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(200);
        const admin = await t.tokenFor(Role.Admin);
        const disabled = await t.request('PATCH', `/api/v1/users/${user.id}`, {
          token: admin,
          body: { disabled: true },
        });
        expect(disabled.status).toBe(200);
        return token;
      },
    ],
    [
      'user deleted after the token was issued',
      async () => {
        const user = await t.createUser(Role.Viewer);
        const token = (await t.login(user.username, user.password)).body.data
          .access_token as string;
        const admin = await t.tokenFor(Role.Admin);
        expect(
          (await t.request('DELETE', `/api/v1/users/${user.id}`, { token: admin })).status,
        ).toBe(200);
        return token;
      },
    ],
  ];

  it('has at least 25 bad tokens', () => expect(badTokens.length).toBeGreaterThanOrEqual(25));

  it.each(badTokens)('refuses %s with 401 and WWW-Authenticate', async (_name, make) => {
    const token = await make();
    const result = await t.request('GET', '/api/v1/auth/me', { token });
    expect(result.status).toBe(401);
    expect(result.body.success).toBe(false);
    expect(result.body.error.code).toBe('UNAUTHENTICATED');
    expect(result.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  });

  it.each([
    ['no Authorization header', {}],
    ['Basic scheme', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    ['Bearer with nothing after it', { authorization: 'Bearer ' }],
  ])('refuses %s with 401 and a Bearer challenge', async (_name, headers) => {
    const result = await t.request('GET', '/api/v1/auth/me', { headers });
    expect(result.status).toBe(401);
    expect(result.body.error.code).toBe('UNAUTHENTICATED');
    expect(result.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });
});

describe('sign-in, refresh and revoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('issues the SPEC §4 token response with the pinned claims', async () => {
    const user = await t.createUser(Role.Operator);
    const result = await t.login(user.username, user.password);
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 900,
      refresh_token: expect.any(String),
      role: 'Operator',
    });
    const [header, payload] = (result.body.data.access_token as string)
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ iss: ISSUER, aud: AUDIENCE, sub: user.id, role: 'Operator' });
    expect(payload.exp - payload.iat).toBe(900);
    expect(typeof payload.jti).toBe('string');
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const user = await t.createUser(Role.Viewer);
    const wrong = await t.login(user.username, 'not-the-password');
    const unknown = await t.login('nobody-here', 'whatever-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe(unknown.body.error.message);
  });

  it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
    const user = await t.createUser(Role.Viewer);
    const first = (await t.login(user.username, user.password)).body.data;
    const second = await t.request('POST', '/api/v1/auth/refresh', {
      body: { refresh_token: first.refresh_token },
    });
    expect(second.status).toBe(200);
    expect(second.body.data.refresh_token).not.toBe(first.refresh_token);
    const third = await t.request('POST', '/api/v1/auth/refresh', {
      body: { refresh_token: second.body.data.refresh_token },
    });
    expect(third.status).toBe(200);
    expect(
      (await t.request('GET', '/api/v1/auth/me', { token: third.body.data.access_token })).status,
    ).toBe(200);

    // The first token again: a leaked copy is in use.
    const reuse = await t.request('POST', '/api/v1/auth/refresh', {
      body: { refresh_token: first.refresh_token },
    });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.message).toMatch(/already used/);
    const latest = await t.request('POST', '/api/v1/auth/refresh', {
      body: { refresh_token: third.body.data.refresh_token },
    });
    expect(latest.status).toBe(401);
    for (const token of [
      first.access_token,
      second.body.data.access_token,
      third.body.data.access_token,
    ]) {
      expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(401);
    }
    // Another login of the same user is a different family and still works.
    expect((await t.login(user.username, user.password)).status).toBe(200);
  });

  it('refuses forged and malformed refresh tokens', async () => {
    for (const refresh_token of ['x', `${randomUUID()}.abc`, '../../etc/passwd.x']) {
      const result = await t.request('POST', '/api/v1/auth/refresh', { body: { refresh_token } });
      expect(result.status).toBe(401);
    }
  });

  it('revoke logs out the access token and its refresh family at once', async () => {
    const user = await t.createUser(Role.Viewer);
    const tokens = (await t.login(user.username, user.password)).body.data;
    expect(
      (await t.request('POST', '/api/v1/auth/revoke', { token: tokens.access_token })).status,
    ).toBe(200);
    expect((await t.request('GET', '/api/v1/auth/me', { token: tokens.access_token })).status).toBe(
      401,
    );
    const refresh = await t.request('POST', '/api/v1/auth/refresh', {
      body: { refresh_token: tokens.refresh_token },
    });
    expect(refresh.status).toBe(401);
  });

  it('a demoted user loses the higher rights before the token expires', async () => {
    const user = await t.createUser(Role.Admin);
    const token = (await t.login(user.username, user.password)).body.data.access_token;
    expect((await t.request('GET', '/api/v1/users', { token })).status).toBe(200);
    const admin = await t.tokenFor(Role.Admin);
    await t.request('PATCH', `/api/v1/users/${user.id}`, {
      token: admin,
      body: { role: 'Viewer' },
    });
    const after = await t.request('GET', '/api/v1/users', { token });
    expect(after.status).toBe(403);
  });

  it('API keys sign in service accounts until revoked', async () => {
    const admin = await t.tokenFor(Role.Admin);
    const account = await t.request('POST', '/api/v1/users', {
      token: admin,
      body: { username: 'dashboard-svc', role: 'Viewer', kind: 'service' },
    });
    expect(account.status).toBe(201);
    const id = account.body.data.id;
    const key = await t.request('POST', `/api/v1/users/${id}/api-keys`, {
      token: admin,
      body: { name: 'wallboard' },
    });
    expect(key.status).toBe(201);
    expect(key.body.data.key).toMatch(/^erpc_/);
    const listed = await t.request('GET', `/api/v1/users/${id}/api-keys`, { token: admin });
    expect(JSON.stringify(listed.body)).not.toContain(key.body.data.key);

    const login = await t.request('POST', '/api/v1/auth/token', {
      body: { apiKey: key.body.data.key },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.role).toBe('Viewer');
    const me = await t.request('GET', '/api/v1/auth/me', { token: login.body.data.access_token });
    expect(me.body.data).toMatchObject({ username: 'dashboard-svc', via: 'apiKey' });
    // A service account has no password to sign in with.
    expect((await t.login('dashboard-svc', '')).status).toBe(400);

    const revoked = await t.request('DELETE', `/api/v1/users/${id}/api-keys/${key.body.data.id}`, {
      token: admin,
    });
    expect(revoked.status).toBe(200);
    const again = await t.request('POST', '/api/v1/auth/token', {
      body: { apiKey: key.body.data.key },
    });
    expect(again.status).toBe(401);
  });
});

describe('login rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: {
        auth: { login: { maxFailuresPerUser: 3, maxAttemptsPerAddress: 12, windowSeconds: 120 } },
      },
    });
  });
  afterAll(() => t.close());

  it('locks a username after repeated failures, with Retry-After', async () => {
    const user = await t.createUser(Role.Viewer);
    for (let i = 0; i < 3; i++)
      expect((await t.login(user.username, 'wrong-password')).status).toBe(401);
    const locked = await t.login(user.username, user.password);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits attempts per client address', async () => {
    let status = 0;
    for (let i = 0; i < 15 && status !== 429; i++) {
      status = (await t.login(`someone-${i}`, 'wrong-password')).status;
    }
    expect(status).toBe(429);
  });
});

describe('asymmetric signing (RS256) refuses HS/RS confusion', () => {
  let t: TestApp;
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();

  beforeAll(async () => {
    const dir = (await import('node:os')).tmpdir();
    const privateKeyFile = join(dir, `erpc-rs-${process.pid}.pem`);
    const publicKeyFile = join(dir, `erpc-rs-${process.pid}.pub`);
    writeFileSync(privateKeyFile, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    writeFileSync(publicKeyFile, publicPem);
    t = await startTestApp({
      config: { auth: { algorithm: 'RS256', privateKeyFile, publicKeyFile } },
    });
  });
  afterAll(() => t.close());

  it('signs with RS256 and accepts its own tokens', async () => {
    const token = (await t.login('admin', (await import('../support/test-app')).ADMIN_PASSWORD))
      .body.data.access_token;
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).alg).toBe('RS256');
    expect((await t.request('GET', '/api/v1/auth/me', { token })).status).toBe(200);
  });

  it('refuses an HS256 token whose secret is the public key', async () => {
    const me = await t.request('GET', '/api/v1/auth/me', { token: await t.tokenFor(Role.Admin) });
    const forged = sign(
      {
        sub: me.body.data.id,
        role: 'Admin',
        jti: randomUUID(),
        exp: now() + 600,
        iat: now(),
        iss: ISSUER,
        aud: AUDIENCE,
      },
      publicPem,
      { algorithm: 'HS256' },
    );
    const result = await t.request('GET', '/api/v1/auth/me', { token: forged });
    expect(result.status).toBe(401);
    expect(result.headers.get('www-authenticate')).toMatch(/invalid_token/);
  });
});
