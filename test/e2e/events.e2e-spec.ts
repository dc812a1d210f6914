import { randomUUID } from 'node:crypto';
import { sign } from 'jsonwebtoken';
import { Role } from '../../src/auth/capabilities';
import { EventClient } from '../support/ws-client';
import { TestApp, startTestApp } from '../support/test-app';

describe('events over WebSocket (SPEC §11)', () => {
  let t: TestApp;
  let operator: string;
  let viewer: string;
  const url = (query = '') => t.baseUrl.replace('http', 'ws') + '/api/v1/events' + query;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await t.tokenFor(Role.Operator);
    viewer = await t.tokenFor(Role.Viewer);
  });
  afterAll(() => t.close());

  async function startReport(token = operator): Promise<string> {
    const started = await t.request('POST', '/api/v1/reports/generate', {
      token,
      body: { report: 'vendor-spend', format: 'csv' },
    });
    expect(started.status).toBe(202);
    return started.body.data.id as string;
  }

  it.each([
    ['no token', {}, ''],
    ['a garbage token', { headers: { authorization: 'Bearer nope' } }, ''],
    ['a garbage query token', {}, '?access_token=nope'],
  ])('refuses an upgrade with %s (HTTP 401, no socket)', async (_name, options, query) => {
    await expect(EventClient.connect(url(query), options)).rejects.toThrow('HTTP 401');
  });

  it.each([
    [
      'Authorization header',
      (token: string) => ({ url: '', options: { headers: { authorization: `Bearer ${token}` } } }),
    ],
    ['access_token parameter', (token: string) => ({ url: `?access_token=${token}`, options: {} })],
    [
      'Sec-WebSocket-Protocol',
      (token: string) => ({ url: '', options: { protocols: ['erpc.v1', `bearer.${token}`] } }),
    ],
  ])('accepts the token in the %s', async (_name, form) => {
    const { url: query, options } = form(viewer);
    const client = await EventClient.connect(url(query), options);
    const welcome = await client.waitFor((f) => f.op === 'welcome');
    expect(welcome).toMatchObject({ role: 'Viewer' });
    if (options && 'protocols' in options) expect(client.socket.protocol).toBe('erpc.v1');
    client.close();
  });

  it('a Viewer may follow reports but not every job, nor unknown topics', async () => {
    const client = await EventClient.connect(url(), {
      headers: { authorization: `Bearer ${viewer}` },
    });
    client.send({ op: 'subscribe', topics: ['jobs', 'reports', 'secrets'] });
    const refused = await client.waitFor((f) => f.op === 'error');
    expect(refused.code).toBe('FORBIDDEN');
    expect((refused.details as Array<{ topic: string }>).map((d) => d.topic).sort()).toEqual([
      'jobs',
      'secrets',
    ]);
    const subscribed = await client.waitFor((f) => f.op === 'subscribed');
    expect(subscribed.topics).toEqual(['reports']);
    // An Admin following the same topic sees the Operator's run; the Viewer does not, as over
    // HTTP (a run read with an Operator's rights is 404 to a Viewer).
    const admin = await EventClient.connect(url(), {
      headers: { authorization: `Bearer ${await t.tokenFor(Role.Admin)}` },
    });
    admin.send({ op: 'subscribe', topics: ['reports'] });
    await admin.waitFor((f) => f.op === 'subscribed');
    const id = await startReport();
    const done = await admin.waitFor((f) => f.type === 'job.completed' && f.data.jobId === id);
    expect(done.topic).toBe('reports');
    expect((await t.request('GET', `/api/v1/reports/runs/${id}`, { token: viewer })).status).toBe(
      404,
    );
    // The server answers in order: anything sent to the Viewer before this answer is in.
    client.send({ op: 'unsubscribe', topics: ['barrier'] });
    await client.waitFor((f) => f.op === 'unsubscribed');
    expect(client.events().filter((f) => f.data.jobId === id)).toEqual([]);
    admin.close();
    client.close();
  });

  it('answers malformed messages with an error, not a closed socket', async () => {
    const client = await EventClient.connect(url(), {
      headers: { authorization: `Bearer ${viewer}` },
    });
    client.socket.send('not json');
    expect((await client.waitFor((f) => f.op === 'error')).code).toBe('VALIDATION_FAILED');
    client.send({ op: 'subscribe', topics: [], extra: true });
    await client.waitFor((f) => f.op === 'error' && f !== client.frames[1], 5000, 2);
    client.send({ op: 'subscribe', topics: ['reports'] });
    await client.waitFor((f) => f.op === 'subscribed');
    client.close();
  });

  it('job:<id> follows one job; event ids increase', async () => {
    const client = await EventClient.connect(url(), {
      headers: { authorization: `Bearer ${operator}` },
    });
    const id = await startReport();
    client.send({ op: 'subscribe', topics: [`job:${id}`], since: 0 });
    await client.waitFor((f) => f.type === 'job.completed' && f.data.jobId === id);
    const mine = client.events();
    expect(mine.every((f) => f.data.jobId === id)).toBe(true);
    expect(mine.map((f) => f.type)).toEqual(
      expect.arrayContaining(['job.queued', 'job.progress', 'job.completed']),
    );
    const ids = mine.map((f) => f.id as number);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    client.close();
  });

  it('a reconnecting client with since receives exactly the events it missed', async () => {
    const steady = await EventClient.connect(url(), {
      headers: { authorization: `Bearer ${operator}` },
    });
    steady.send({ op: 'subscribe', topics: ['reports'] });
    await steady.waitFor((f) => f.op === 'subscribed');
    const flaky = await EventClient.connect(url(), {
      headers: { authorization: `Bearer ${operator}` },
    });
    flaky.send({ op: 'subscribe', topics: ['reports'] });
    await flaky.waitFor((f) => f.op === 'subscribed');
    const first = await startReport();
    await flaky.waitFor((f) => f.type === 'job.completed' && f.data.jobId === first);
    const lastSeen = Math.max(...flaky.events().map((f) => f.id as number));
    flaky.close();

    const missed = [await startReport(), await startReport()];
    for (const id of missed)
      await steady.waitFor((f) => f.type === 'job.completed' && f.data.jobId === id);

    const back = await EventClient.connect(url(), {
      headers: { authorization: `Bearer ${operator}` },
    });
    back.send({ op: 'subscribe', topics: ['reports'], since: lastSeen });
    await back.waitFor((f) => f.type === 'job.completed' && f.data.jobId === missed[1]);
    const expected = steady
      .events()
      .filter((f) => (f.id as number) > lastSeen)
      .map((f) => f.id);
    expect(back.events().map((f) => f.id)).toEqual(expected);
    steady.close();
    back.close();
  });

  it('closes the socket with 4001 when its token expires', async () => {
    const secret = await t.secret('jwt-hs256.key');
    const me = await t.request('GET', '/api/v1/auth/me', { token: viewer });
    const now = Math.floor(Date.now() / 1000);
    const shortLived = sign(
      { sub: me.body.data.id, role: 'Viewer', jti: randomUUID(), iat: now, exp: now + 2 },
      secret,
      { algorithm: 'HS256', issuer: 'erp-connector', audience: 'erp-connector-api' },
    );
    const client = await EventClient.connect(url(), {
      headers: { authorization: `Bearer ${shortLived}` },
    });
    expect(await client.waitForClose(10_000)).toBe(4001);
  });

  it('closes the sockets of a user who is disabled, with 4003, and of a revoked session', async () => {
    const user = await t.createUser(Role.Viewer);
    const login = async () =>
      (await t.login(user.username, user.password)).body.data.access_token as string;
    const revokedToken = await login();
    const revokedSocket = await EventClient.connect(url(), {
      headers: { authorization: `Bearer ${revokedToken}` },
    });
    await t.request('POST', '/api/v1/auth/revoke', { token: revokedToken });
    expect(await revokedSocket.waitForClose()).toBe(4003);

    const token = await login();
    const client = await EventClient.connect(url(), {
      headers: { authorization: `Bearer ${token}` },
    });
    await client.waitFor((f) => f.op === 'welcome');
    await t.request('PATCH', `/api/v1/users/${user.id}`, {
      token: await t.tokenFor(Role.Admin),
      body: { disabled: true },
    });
    expect(await client.waitForClose()).toBe(4003);
    await expect(
      EventClient.connect(url(), { headers: { authorization: `Bearer ${token}` } }),
    ).rejects.toThrow('HTTP 401');
  });
});
