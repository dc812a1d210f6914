import { Role } from '../../src/auth/capabilities';
import { ScratchDatabase, createScratchDatabase, postgresSuitesEnabled } from '../support/postgres';
import { TestRedis, useTestRedis } from '../support/redis';
import { TestApp, startTestApp } from '../support/test-app';
import { EventClient } from '../support/ws-client';

/**
 * Issue #16 on a second daemon: a key revoked, a user demoted or given a new password on A
 * ends or re-scopes, at once, the sessions and sockets the user holds on B. Two daemons share
 * one PostgreSQL and one Redis, as in scale-out; B has seen and cached every token before
 * (and remembers having verified its signature: that must not outlive a revocation).
 */
const describeOnPostgres = postgresSuitesEnabled() ? describe : describe.skip;

describeOnPostgres('sessions across two daemons', () => {
  let db: ScratchDatabase;
  let redis: TestRedis;
  let a: TestApp;
  let b: TestApp;
  let adminA: string;
  const sockets: EventClient[] = [];

  const me = async (t: TestApp, token: string) =>
    (await t.request('GET', '/api/v1/auth/me', { token })).status;

  async function socket(t: TestApp, token: string, topics: string[]): Promise<EventClient> {
    const client = await EventClient.connect(`${t.baseUrl.replace('http', 'ws')}/api/v1/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    sockets.push(client);
    client.send({ op: 'subscribe', topics });
    await client.waitFor((f) => f.op === 'subscribed');
    return client;
  }

  beforeAll(async () => {
    [db, redis] = await Promise.all([createScratchDatabase(), useTestRedis()]);
    const options = {
      env: { ERPC_DATABASE_URL: db.url, ERPC_REDIS_URL: redis.url },
      config: { redis: { prefix: redis.prefix } },
    };
    a = await startTestApp(options);
    b = await startTestApp(options);
    adminA = await a.tokenFor(Role.Admin);
  }, 120_000);

  afterAll(async () => {
    for (const client of sockets) client.close();
    await Promise.all([a?.close(), b?.close()]);
    await redis?.close();
    await db?.drop();
  });

  it('an API key revoked on A ends its sessions on B: tokens, refresh and sockets', async () => {
    const account = await a.request('POST', '/api/v1/users', {
      token: adminA,
      body: { username: 'cluster-svc', role: 'Viewer', kind: 'service' },
    });
    const key = await a.request('POST', `/api/v1/users/${account.body.data.id}/api-keys`, {
      token: adminA,
      body: { name: 'wallboard' },
    });
    const signedIn = await b.request('POST', '/api/v1/auth/token', {
      body: { apiKey: key.body.data.key },
    });
    expect(signedIn.status).toBe(200);
    const { access_token: token, refresh_token: refreshToken } = signedIn.body.data;
    expect(await me(b, token)).toBe(200);
    const events = await socket(b, token, ['reports']);

    const revoked = await a.request(
      'DELETE',
      `/api/v1/users/${account.body.data.id}/api-keys/${key.body.data.id}`,
      { token: adminA },
    );
    expect(revoked.status).toBe(200);
    expect(await me(b, token)).toBe(401);
    const rotated = await b.request('POST', '/api/v1/auth/refresh', {
      body: { refresh_token: refreshToken },
    });
    expect(rotated.status).toBe(401);
    expect(await events.waitForClose()).toBe(4003);
  });

  it("a demotion on A re-scopes the user's socket on B at once", async () => {
    const user = await a.createUser(Role.Operator);
    const token = (await b.login(user.username, user.password)).body.data.access_token;
    const events = await socket(b, token, ['jobs', 'reports']);
    const demoted = await a.request('PATCH', `/api/v1/users/${user.id}`, {
      token: adminA,
      body: { role: 'Viewer' },
    });
    expect(demoted.status).toBe(200);
    const rescoped = await events.waitFor((f) => f.op === 'rescoped');
    expect(rescoped).toMatchObject({ role: 'Viewer', dropped: ['jobs'] });
    const asked = await b.request('POST', '/api/v1/query', {
      token,
      body: { query: 'vendors in Ohio' },
    });
    expect(asked.status).toBe(403);
    expect(events.closeCode).toBeUndefined();
  });

  it('tokens B has verified and remembers stop on B at once: logged out, demoted or disabled on A', async () => {
    const user = await a.createUser(Role.Operator);
    const login = async () =>
      (await b.login(user.username, user.password)).body.data.access_token as string;
    const ask = (t: TestApp, token: string) =>
      t.request('POST', '/api/v1/query', { token, body: { query: 'vendors in Ohio' } });
    const [kept, loggedOut] = [await login(), await login()];
    for (const token of [kept, loggedOut]) {
      expect(await me(b, token)).toBe(200);
      expect((await ask(b, token)).status).toBe(200);
      expect(await me(a, token)).toBe(200);
    }

    expect((await a.request('POST', '/api/v1/auth/revoke', { token: loggedOut })).status).toBe(200);
    expect(await me(b, loggedOut)).toBe(401);
    expect(await me(b, kept)).toBe(200);

    const demoted = await a.request('PATCH', `/api/v1/users/${user.id}`, {
      token: adminA,
      body: { role: 'Viewer' },
    });
    expect(demoted.status).toBe(200);
    expect((await ask(b, kept)).status).toBe(403);

    const disabled = await a.request('PATCH', `/api/v1/users/${user.id}`, {
      token: adminA,
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect(await me(b, kept)).toBe(401);
  });

  it('me on B shows a role change made on A from the next request, though B answered it before', async () => {
    const user = await a.createUser(Role.Operator);
    const token = (await b.login(user.username, user.password)).body.data.access_token as string;
    const whoOnB = async () => {
      const answer = await b.request('GET', '/api/v1/auth/me', { token });
      expect(answer.status).toBe(200);
      return answer.body.data as { role: string; updatedAt: string };
    };
    expect((await whoOnB()).role).toBe('Operator');
    expect((await whoOnB()).role).toBe('Operator');
    for (const role of ['Viewer', 'Admin']) {
      const changed = await a.request('PATCH', `/api/v1/users/${user.id}`, {
        token: adminA,
        body: { role },
      });
      expect(changed.status).toBe(200);
      expect(await whoOnB()).toMatchObject({ role, updatedAt: changed.body.data.updatedAt });
    }
  });

  it('a new password set on A ends the sessions and sockets on B', async () => {
    const user = await a.createUser(Role.Viewer);
    const tokens = (await b.login(user.username, user.password)).body.data;
    const events = await socket(b, tokens.access_token, ['reports']);
    expect(await me(b, tokens.access_token)).toBe(200);
    const changed = await a.request('PATCH', `/api/v1/users/${user.id}`, {
      token: adminA,
      body: { password: 'another-good-passphrase' },
    });
    expect(changed.status).toBe(200);
    expect(await me(b, tokens.access_token)).toBe(401);
    expect(
      (
        await b.request('POST', '/api/v1/auth/refresh', {
          body: { refresh_token: tokens.refresh_token },
        })
      ).status,
    ).toBe(401);
    expect(await events.waitForClose()).toBe(4003);
  });
});
