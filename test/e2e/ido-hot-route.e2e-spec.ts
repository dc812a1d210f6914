import { AuthMeRoute } from '../../src/auth/auth-me.route';
import { BelowNestRoutes } from '../../src/auth/below-nest.route';
import { Role } from '../../src/auth/capabilities';
import { IdoLoadRoute } from '../../src/ido/ido-load.route';
import { HttpResult, TestApp, startTestApp } from '../support/test-app';

/** Headers that differ between any two answers, whichever path served them. */
const VOLATILE_HEADERS = new Set(['date', 'connection', 'keep-alive']);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * An answer with what legitimately differs between two daemons taken out: the run time, and
 * bookmarks, which each daemon seals with a key of its own.
 */
function comparable(result: HttpResult): Answer {
  const headers: Record<string, string> = {};
  result.headers.forEach((value, name) => {
    if (!VOLATILE_HEADERS.has(name)) headers[name] = value;
  });
  const body = result.body as { meta?: { elapsed?: unknown; nextBookmark?: unknown } } | undefined;
  const meta = body?.meta;
  if (meta && typeof meta.elapsed === 'string') {
    expect(meta.elapsed).toMatch(/^\d+\.\d{3}s$/);
    meta.elapsed = '(elapsed)';
  }
  if (meta && typeof meta.nextBookmark === 'string') meta.nextBookmark = '(sealed)';
  return { status: result.status, headers, body: result.body };
}

/**
 * An `auth/me` answer with what differs between two daemons' users and sessions taken out (ids,
 * generated usernames, times), each checked for its form first.
 */
function withoutIdentity(answer: Answer): Answer {
  const data = (answer.body as { data: Record<string, unknown> }).data;
  for (const field of ['id', 'username', 'createdAt', 'updatedAt', 'tokenExpiresAt']) {
    expect(typeof data[field]).toBe('string');
    data[field] = `(${field})`;
  }
  const session = data.session as Record<string, unknown>;
  for (const field of ['id', 'startedAt', 'expiresAt']) {
    expect(typeof session[field]).toBe('string');
    session[field] = `(${field})`;
  }
  return answer;
}

/** What one daemon answered, in order, each answer under the name of its step. */
type Transcript = Array<[string, Answer]>;

/**
 * One run of every step against one daemon. Requests carry fixed X-Request-Ids, so that error
 * bodies (which quote the id) compare too; each step also checks what it must show on its own.
 */
async function scenario(t: TestApp): Promise<Transcript> {
  const transcript: Transcript = [];
  let sequence = 0;
  const admin = await t.tokenFor(Role.Admin);
  const viewer = await t.tokenFor(Role.Viewer);
  async function get(
    step: string,
    path: string,
    token: string | undefined,
    expected: number,
    method = 'GET',
  ): Promise<Answer> {
    const result = await t.request(method, path, {
      token,
      headers: { 'x-request-id': `cmp-${++sequence}` },
    });
    const answer = comparable(result);
    expect([step, answer.status]).toEqual([step, expected]);
    transcript.push([step, answer]);
    return answer;
  }
  async function putPolicy(key: string, value: unknown): Promise<void> {
    const result = await t.request('PUT', `/api/v1/policies/${key}`, {
      token: admin,
      body: { value },
    });
    expect(result.status).toBe(200);
  }
  /** `GET /api/v1/auth/me`: the answer's role, and the answer without what differs by daemon. */
  async function me(step: string, token: string | undefined, expected: number): Promise<unknown> {
    const result = await t.request('GET', '/api/v1/auth/me', {
      token,
      headers: { 'x-request-id': `cmp-${++sequence}` },
    });
    const answer = comparable(result);
    expect([step, answer.status]).toEqual([step, expected]);
    const role = (answer.body as { data?: { role?: unknown } }).data?.role;
    transcript.push([step, answer.status === 200 ? withoutIdentity(answer) : answer]);
    return role;
  }
  const signIn = async (username: string, password: string): Promise<string> =>
    (await t.login(username, password)).body.data.access_token as string;

  // Reads: key lookups, pages, property lists, order, distinct.
  const page = '/api/v1/ido/SLPos?properties=PoNum,Stat&recordcap=1';
  const bookmark = (await t.request('GET', page, { token: admin })).body.meta
    .nextBookmark as string;
  const first = await get('first', page, admin, 200);
  await get('next page', `${page}&bookmark=${encodeURIComponent(bookmark)}`, admin, 200);
  await get(
    'bookmark of another request',
    `/api/v1/ido/SLPos?orderby=PoCost&bookmark=${encodeURIComponent(bookmark)}`,
    admin,
    400,
  );
  const poNum = (first.body as { data: Array<{ PoNum: string }> }).data[0].PoNum;
  const key = `/api/v1/ido/SLPos?filter=${encodeURIComponent(`PoNum = '${poNum}'`)}`;
  await get('key lookup', key, admin, 200);
  await get('key lookup again', key, admin, 200);
  await get(
    'ordered page',
    '/api/v1/ido/SLPos?properties=PoNum,VendNum,PoCost&orderby=PoCost%20DESC&recordcap=7',
    admin,
    200,
  );
  await get('every property', '/api/v1/ido/SLPos?properties=*&recordcap=2', viewer, 200);
  await get(
    'distinct',
    '/api/v1/ido/SLPos?properties=VendNum&distinct=true&recordcap=5',
    admin,
    200,
  );
  await get(
    'like',
    '/api/v1/ido/SLVendors?filter=VendNum%20LIKE%20%27V%25%27&recordcap=0',
    viewer,
    200,
  );
  await get('nothing matches', '/api/v1/ido/SLPos?filter=PoCost%20%3E%20999999999', viewer, 200);
  await get('HEAD', '/api/v1/ido/SLVendors?recordcap=1', viewer, 200, 'HEAD');

  // The metadata route, served below Nest too.
  await get('metadata', '/api/v1/ido/SLPos/metadata', viewer, 200);
  await get('metadata, a parameter', '/api/v1/ido/SLPos/metadata?x=1', viewer, 200);
  await get('metadata, unknown IDO', '/api/v1/ido/NoSuchIdo/metadata', viewer, 404);
  await get('metadata, no token', '/api/v1/ido/SLPos/metadata', undefined, 401);

  // Who am I, served below Nest too; a role change shows from the next request.
  expect(await me('me, Admin', admin, 200)).toBe('Admin');
  expect(await me('me, Viewer', viewer, 200)).toBe('Viewer');
  await me('me, no token', undefined, 401);
  await me('me, not a token', 'not.a.token', 401);
  await me('me, altered token', `${viewer.slice(0, -4)}AAAA`, 401);
  const promoted = await t.createUser(Role.Viewer);
  const promotedToken = await signIn(promoted.username, promoted.password);
  expect(await me('me, before a promotion', promotedToken, 200)).toBe('Viewer');
  const promotion = await t.request('PATCH', `/api/v1/users/${promoted.id}`, {
    token: admin,
    body: { role: 'Operator' },
  });
  expect(promotion.status).toBe(200);
  expect(await me('me, promoted', promotedToken, 200)).toBe('Operator');

  // Refusals: no token, bad tokens, bad parameters, unknown IDOs.
  await get('no token', '/api/v1/ido/SLPos', undefined, 401);
  await get('not a token', '/api/v1/ido/SLPos', 'not.a.token', 401);
  await get('altered token', '/api/v1/ido/SLPos', `${viewer.slice(0, -4)}AAAA`, 401);
  await get('unknown parameter', '/api/v1/ido/SLPos?colour=red', viewer, 400);
  await get('recordcap', '/api/v1/ido/SLPos?recordcap=lots', viewer, 400);
  await get('distinct value', '/api/v1/ido/SLPos?distinct=maybe', viewer, 400);
  await get('filter syntax', '/api/v1/ido/SLPos?filter=PoCost%20%3E%3E%201', viewer, 400);
  await get('unknown property', '/api/v1/ido/SLPos?properties=PoNum,NoSuchThing', viewer, 400);
  await get('unknown order', '/api/v1/ido/SLPos?orderby=NoSuchThing', viewer, 400);
  await get('unknown IDO', '/api/v1/ido/NoSuchIdo', viewer, 404);
  await get('empty name', '/api/v1/ido/', viewer, 404);

  // Field masks and row filters.
  await putPolicy('data.fieldMask.Viewer', { SLPos: ['PoCost'] });
  await putPolicy('data.rowFilter.Viewer', { SLPos: "Stat = 'O'" });
  const masked = await get('masked rows', '/api/v1/ido/SLPos?recordcap=5', viewer, 200);
  const rows = (masked.body as { data: Array<Record<string, unknown>> }).data;
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((r) => r.Stat === 'O' && !('PoCost' in r))).toBe(true);
  const metadata = await get('masked metadata', '/api/v1/ido/SLPos/metadata', viewer, 200);
  expect(JSON.stringify(metadata.body)).not.toContain('"PoCost"');
  await get('masked property', '/api/v1/ido/SLPos?properties=PoNum,PoCost', viewer, 400);
  await get('masked filter', '/api/v1/ido/SLPos?filter=PoCost%20%3E%200', viewer, 400);
  await get('masked, every property', '/api/v1/ido/SLPos?properties=*&recordcap=3', viewer, 200);
  await get(
    'not masked for Admin',
    '/api/v1/ido/SLPos?properties=PoNum,PoCost&recordcap=3',
    admin,
    200,
  );
  await putPolicy('data.fieldMask.Viewer', {});
  await putPolicy('data.rowFilter.Viewer', {});

  // The rate limit, with Retry-After.
  const limitedUser = await t.createUser(Role.Viewer);
  const limitedToken = await signIn(limitedUser.username, limitedUser.password);
  await putPolicy('rateLimit.Viewer', 2);
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) {
    const result = await t.request('GET', '/api/v1/ido/SLVendors?recordcap=1', {
      token: limitedToken,
      headers: { 'x-request-id': `cmp-limit-${i}` },
    });
    statuses.push(result.status);
    if (result.status !== 429) continue;
    const answer = comparable(result);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    // The seconds left in the window differ between two runs.
    delete answer.headers['retry-after'];
    const error = (answer.body as { error: { message: string; details: unknown } }).error;
    error.message = error.message.replace(/\d+ s$/, 'N s');
    error.details = '(seconds)';
    transcript.push(['rate limited', answer]);
    break;
  }
  // A minute may turn between the requests; then the limit is reached one request later.
  expect(statuses).toContain(429);
  await putPolicy('rateLimit.Viewer', 1200);

  // Revocation and disabling hold at once, also for a token the daemon has seen (cached).
  const user = await t.createUser(Role.Viewer);
  const kept = await signIn(user.username, user.password);
  const ended = await signIn(user.username, user.password);
  await get('seen token', '/api/v1/ido/SLVendors?recordcap=1', ended, 200);
  await get('kept token', '/api/v1/ido/SLVendors?recordcap=1', kept, 200);
  expect((await t.request('POST', '/api/v1/auth/revoke', { token: ended })).status).toBe(200);
  await get('revoked', '/api/v1/ido/SLVendors?recordcap=1', ended, 401);
  await me('me, revoked', ended, 401);
  await get('not revoked', '/api/v1/ido/SLVendors?recordcap=1', kept, 200);
  await me('me, not revoked', kept, 200);
  const disabled = await t.request('PATCH', `/api/v1/users/${user.id}`, {
    token: admin,
    body: { disabled: true },
  });
  expect(disabled.status).toBe(200);
  await get('disabled', '/api/v1/ido/SLVendors?recordcap=1', kept, 401);
  await me('me, disabled', kept, 401);
  return transcript;
}

/**
 * `GET /api/v1/ido/:name` (and its metadata route) is answered by a Fastify handler below Nest
 * (IdoLoadRoute), and so is `GET /api/v1/auth/me` (AuthMeRoute). The same
 * scenario runs on a daemon with the route left to Nest as `IdoController.load` declares it
 * and on one with the handler below Nest, one after the other (passport's strategies are
 * process-wide, so two daemons cannot share one test process at once), on identical demo data:
 * every answer must have the same status, headers and body.
 */
describe('GET /api/v1/ido/:name below Nest answers exactly as through Nest', () => {
  const served = jest.spyOn(
    IdoLoadRoute.prototype as unknown as { serve: () => Promise<unknown> },
    'serve',
  );
  const servedMe = jest.spyOn(
    AuthMeRoute.prototype as unknown as { serve: () => Promise<unknown> },
    'serve',
  );
  afterAll(() => {
    served.mockRestore();
    servedMe.mockRestore();
  });

  async function transcriptOf(belowNest: boolean): Promise<Transcript> {
    BelowNestRoutes.servedByNest = !belowNest;
    let t: TestApp | null = null;
    try {
      t = await startTestApp();
      return await scenario(t);
    } finally {
      BelowNestRoutes.servedByNest = false;
      await t?.close();
    }
  }

  it('the same statuses, headers and bodies for reads, refusals, masks, limits and revocation', async () => {
    served.mockClear();
    servedMe.mockClear();
    const throughNest = await transcriptOf(false);
    expect(served).not.toHaveBeenCalled();
    expect(servedMe).not.toHaveBeenCalled();
    const belowNest = await transcriptOf(true);
    const meSteps = belowNest.filter(([step]) => step.startsWith('me, ')).length;
    expect(servedMe.mock.calls.length).toBeGreaterThanOrEqual(meSteps);
    expect(served.mock.calls.length).toBeGreaterThanOrEqual(belowNest.length - meSteps);
    expect(belowNest.map(([step]) => step)).toEqual(throughNest.map(([step]) => step));
    for (let i = 0; i < throughNest.length; i++) {
      expect(belowNest[i]).toEqual(throughNest[i]);
    }
  });
});
