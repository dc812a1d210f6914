import { Role } from '../../src/auth/capabilities';
import { HttpResult, TestApp, startTestApp } from '../support/test-app';

/** The error envelope, a request id that matches the header, and nothing of our internals. */
function expectErrorEnvelope(result: HttpResult, status: number, code: string): void {
  expect(result.status).toBe(status);
  expect(result.body).toEqual({
    success: false,
    error: expect.objectContaining({
      code,
      message: expect.any(String),
      requestId: expect.any(String),
    }),
  });
  expect(result.body.error.requestId).toBe(result.headers.get('x-request-id'));
  expect(result.text).not.toMatch(/\bat .+\(.*:\d+:\d+\)|node_modules|\/src\/|Error:/);
}

describe('error envelope for bad requests (SPEC §5)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.tokenFor(Role.Admin);
  });
  afterAll(() => t.close());

  it('unknown route → 404 NOT_FOUND', async () => {
    expectErrorEnvelope(
      await t.request('GET', '/api/v1/nothing-here', { token: admin }),
      404,
      'NOT_FOUND',
    );
    expectErrorEnvelope(await t.request('GET', '/no/such/path'), 404, 'NOT_FOUND');
  });

  it.each([
    ['not JSON at all', '{username: admin'],
    ['truncated JSON', '{"username": "admin", "pass'],
    ['a JSON string where an object belongs', '"just a string"'],
    ['a JSON array', '[1,2,3]'],
    ['null', 'null'],
    ['prototype poisoning', '{"__proto__": {"role": "Admin"}, "username": "a", "password": "b"}'],
    [
      'constructor poisoning',
      '{"constructor": {"prototype": {"x": 1}}, "username": "a", "password": "b"}',
    ],
  ])('malformed body: %s → 400 VALIDATION_FAILED', async (_name, rawBody) => {
    const result = await t.request('POST', '/api/v1/auth/token', {
      rawBody,
      headers: { 'content-type': 'application/json' },
    });
    expectErrorEnvelope(result, 400, 'VALIDATION_FAILED');
  });

  it('empty JSON body → 400', async () => {
    const result = await t.request('POST', '/api/v1/auth/token', {
      rawBody: '',
      headers: { 'content-type': 'application/json' },
    });
    expectErrorEnvelope(result, 400, 'VALIDATION_FAILED');
  });

  it.each([
    ['text/plain', 'username=admin'],
    ['application/x-www-form-urlencoded', 'username=admin&password=x'],
    ['application/xml', '<login/>'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('wrong content type %s → 415 UNSUPPORTED_MEDIA_TYPE', async (contentType, rawBody) => {
    const result = await t.request('POST', '/api/v1/auth/token', {
      rawBody,
      headers: { 'content-type': contentType },
    });
    expectErrorEnvelope(result, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('body over the 1 MiB limit → 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ username: 'a', password: 'x'.repeat(1024 * 1024 + 10) });
    const result = await t.request('POST', '/api/v1/users', {
      token: admin,
      rawBody: big,
      headers: { 'content-type': 'application/json' },
    });
    expectErrorEnvelope(result, 413, 'PAYLOAD_TOO_LARGE');
  });

  it.each([
    [
      'number for a string',
      { username: 12345, password: 'password-1', role: 'Viewer' },
      'username',
    ],
    ['unknown role', { username: 'someone', password: 'password-1', role: 'Root' }, 'role'],
    ['short password', { username: 'someone', password: 'x', role: 'Viewer' }, 'password'],
    [
      'bad username characters',
      { username: 'a b;drop', password: 'password-1', role: 'Viewer' },
      'username',
    ],
    [
      'unknown field',
      { username: 'someone', password: 'password-1', role: 'Viewer', isAdmin: true },
      'isAdmin',
    ],
    ['missing field', { username: 'someone', password: 'password-1' }, 'role'],
    ['array for a string', { username: ['a'], password: 'password-1', role: 'Viewer' }, 'username'],
  ])('wrongly typed body: %s → 400 with the field named', async (_name, body, field) => {
    const result = await t.request('POST', '/api/v1/users', { token: admin, body });
    expectErrorEnvelope(result, 400, 'VALIDATION_FAILED');
    expect(result.body.error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, message: expect.any(String) })]),
    );
  });

  it('bad path parameter → 400 naming it', async () => {
    const result = await t.request('GET', '/api/v1/users/not-a-uuid', { token: admin });
    expectErrorEnvelope(result, 400, 'VALIDATION_FAILED');
    expect(result.body.error.message).toMatch(/user id/);
  });

  it('unknown query parameter → 400', async () => {
    const result = await t.request('GET', '/api/v1/users?limit=5&sort=evil', { token: admin });
    expectErrorEnvelope(result, 400, 'VALIDATION_FAILED');
  });

  it('keeps a sane client X-Request-Id and replaces an unsafe one', async () => {
    const kept = await t.request('GET', '/healthz', { headers: { 'x-request-id': 'dash-42.abc' } });
    expect(kept.headers.get('x-request-id')).toBe('dash-42.abc');
    const replaced = await t.request('GET', '/healthz', {
      headers: { 'x-request-id': 'a\tb<script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('success responses carry the envelope and a request id', async () => {
    const result = await t.request('GET', '/api/v1/users?limit=1', { token: admin });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      success: true,
      data: [expect.objectContaining({ username: 'admin', role: 'Admin' })],
      meta: { count: expect.any(Number), limit: 1, offset: 0 },
    });
    expect(result.headers.get('x-request-id')).toBeTruthy();
  });

  it('health and readiness answer without a token; the OpenAPI UI is served locally', async () => {
    expect((await t.request('GET', '/healthz')).body.data).toEqual({ status: 'ok' });
    expect((await t.request('GET', '/readyz')).body.data.checks.database.status).toBe('ok');
    const doc = await t.request('GET', '/api/v1/openapi.json');
    expect(doc.body.openapi).toMatch(/^3\./);
    const ui = await t.request('GET', '/api/v1/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger-ui');
    // Every asset is the daemon's own: an air-gapped browser cannot reach a CDN.
    expect(ui.text).not.toMatch(/(src|href)=["']https?:/i);
  });
});

describe('users API', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.tokenFor(Role.Admin);
  });
  afterAll(() => t.close());

  it('creates, lists, changes the role of, disables and deletes users', async () => {
    const created = await t.request('POST', '/api/v1/users', {
      token: admin,
      body: { username: 'olivia', password: 'password-123', role: 'Operator' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).not.toHaveProperty('passwordHash');
    const id = created.body.data.id;
    expect(
      (
        await t.request('POST', '/api/v1/users', {
          token: admin,
          body: { username: 'olivia', password: 'password-123', role: 'Viewer' },
        })
      ).status,
    ).toBe(409);

    const list = await t.request('GET', '/api/v1/users', { token: admin });
    expect(list.body.data.map((u: { username: string }) => u.username)).toEqual([
      'admin',
      'olivia',
    ]);
    expect(list.body.meta.count).toBe(2);

    const promoted = await t.request('PATCH', `/api/v1/users/${id}`, {
      token: admin,
      body: { role: 'Admin' },
    });
    expect(promoted.body.data.role).toBe('Admin');
    const disabled = await t.request('PATCH', `/api/v1/users/${id}`, {
      token: admin,
      body: { disabled: true },
    });
    expect(disabled.body.data.disabled).toBe(true);
    expect((await t.login('olivia', 'password-123')).status).toBe(401);

    expect((await t.request('DELETE', `/api/v1/users/${id}`, { token: admin })).status).toBe(200);
    expect((await t.request('GET', `/api/v1/users/${id}`, { token: admin })).status).toBe(404);
  });

  it('refuses to lock out the last admin', async () => {
    const me = await t.request('GET', '/api/v1/auth/me', { token: admin });
    const self = await t.request('PATCH', `/api/v1/users/${me.body.data.id}`, {
      token: admin,
      body: { disabled: true },
    });
    expect(self.status).toBe(400);
    expect(
      (await t.request('DELETE', `/api/v1/users/${me.body.data.id}`, { token: admin })).status,
    ).toBe(400);
  });
});
