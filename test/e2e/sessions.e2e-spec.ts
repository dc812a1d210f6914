import { Role } from '../../src/auth/capabilities';
import { TestApp, startTestApp } from '../support/test-app';
import { EventClient, EventFrame, eventually } from '../support/ws-client';

/**
 * Issue #16: sessions carry their lineage (password, or which API key) and an absolute end;
 * revoking a key, locking a user out or demoting them ends or re-scopes every session, refresh
 * family and socket derived from it at once. (The same on a second daemon:
 * sessions-cluster.e2e-spec.ts.)
 */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    exp: number;
    iat: number;
    sid: string;
    via: string;
  };

describe('sessions: lineage, revocation at once, re-scoped sockets', () => {
  let t: TestApp;
  let admin: string;
  const sockets: EventClient[] = [];

  const me = (token: string) => t.request('GET', '/api/v1/auth/me', { token });
  const refresh = (refreshToken: string) =>
    t.request('POST', '/api/v1/auth/refresh', { body: { refresh_token: refreshToken } });

  async function socket(token: string, topics: string[]): Promise<EventClient> {
    const client = await EventClient.connect(`${t.baseUrl.replace('http', 'ws')}/api/v1/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    sockets.push(client);
    client.send({ op: 'subscribe', topics });
    await client.waitFor((f) => f.op === 'subscribed');
    return client;
  }

  async function serviceAccountWithKeys(names: string[]) {
    const account = await t.request('POST', '/api/v1/users', {
      token: admin,
      body: { username: `svc-${Date.now()}-${names.length}`, role: 'Viewer', kind: 'service' },
    });
    expect(account.status).toBe(201);
    const keys: Array<{ id: string; key: string }> = [];
    for (const name of names) {
      const key = await t.request('POST', `/api/v1/users/${account.body.data.id}/api-keys`, {
        token: admin,
        body: { name },
      });
      expect(key.status).toBe(201);
      keys.push({ id: key.body.data.id as string, key: key.body.data.key as string });
    }
    return { id: account.body.data.id as string, keys };
  }

  const signInWithKey = async (key: string) => {
    const result = await t.request('POST', '/api/v1/auth/token', { body: { apiKey: key } });
    expect(result.status).toBe(200);
    return result.body.data as { access_token: string; refresh_token: string };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.tokenFor(Role.Admin);
  });
  afterAll(async () => {
    for (const client of sockets) client.close();
    await t.close();
  });

  it('a refreshed API-key session still says via apiKey, and me shows its lineage', async () => {
    const { keys } = await serviceAccountWithKeys(['wallboard']);
    const first = await signInWithKey(keys[0].key);
    const rotated = await refresh(first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = rotated.body.data as { access_token: string };
    expect(claimsOf(second.access_token)).toMatchObject({
      via: 'apiKey',
      sid: claimsOf(first.access_token).sid,
    });
    const profile = await me(second.access_token);
    expect(profile.body.data).toMatchObject({
      via: 'apiKey',
      session: { id: claimsOf(first.access_token).sid, via: 'apiKey' },
    });
    expect(Date.parse(profile.body.data.session.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('me answers as the stored user and session say, and shows a change from the next request (it is not read from the database per request)', async () => {
    const user = await t.createUser(Role.Operator);
    const stored = async () =>
      (await t.request('GET', `/api/v1/users/${user.id}`, { token: admin })).body.data as Record<
        string,
        unknown
      >;
    const tokens = (await t.login(user.username, user.password)).body.data as {
      access_token: string;
      refresh_token: string;
    };
    const first = await me(tokens.access_token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ ...(await stored()), role: 'Operator' });
    const session = first.body.data.session as { id: string; startedAt: string; expiresAt: string };
    expect(session.id).toBe(claimsOf(tokens.access_token).sid);
    expect(Date.parse(session.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());

    // Answered twice from what the daemon holds, then changed: the next answer is the new row.
    expect((await me(tokens.access_token)).body.data).toEqual(first.body.data);
    const promoted = await t.request('PATCH', `/api/v1/users/${user.id}`, {
      token: admin,
      body: { role: 'Admin' },
    });
    expect(promoted.status).toBe(200);
    const after = await me(tokens.access_token);
    expect(after.body.data).toMatchObject({ ...(await stored()), role: 'Admin' });
    expect(after.body.data.updatedAt).toBe(promoted.body.data.updatedAt);

    // A refreshed token is the same session: same start and end.
    const rotated = await refresh(tokens.refresh_token);
    expect(rotated.status).toBe(200);
    const again = await me(rotated.body.data.access_token as string);
    expect(again.body.data.session).toEqual(after.body.data.session);
  });

  it('revoking an API key ends every session it opened: tokens, refresh families and sockets', async () => {
    const { id, keys } = await serviceAccountWithKeys(['leaked', 'other']);
    const [leaked, other] = keys;
    const first = await signInWithKey(leaked.key);
    const refreshed = (await refresh(first.refresh_token)).body.data as {
      access_token: string;
      refresh_token: string;
    };
    const again = await signInWithKey(leaked.key);
    const unrelated = await signInWithKey(other.key);
    const events = await socket(refreshed.access_token, ['reports']);
    for (const token of [refreshed.access_token, again.access_token, unrelated.access_token]) {
      expect((await me(token)).status).toBe(200);
    }

    const revoked = await t.request('DELETE', `/api/v1/users/${id}/api-keys/${leaked.id}`, {
      token: admin,
    });
    expect(revoked.status).toBe(200);
    // At once: the very next request, no waiting for the access tokens' expiry.
    for (const token of [first.access_token, refreshed.access_token, again.access_token]) {
      const result = await me(token);
      expect(result.status).toBe(401);
      expect(result.headers.get('www-authenticate')).toMatch(/invalid_token/);
    }
    for (const token of [refreshed.refresh_token, again.refresh_token]) {
      const rotated = await refresh(token);
      expect(rotated.status).toBe(401);
      expect(rotated.body.error.message).toMatch(/session has ended/);
    }
    expect(await events.waitForClose()).toBe(4003);
    expect(
      (await t.request('POST', '/api/v1/auth/token', { body: { apiKey: leaked.key } })).status,
    ).toBe(401);
    // The account's other key, and the session it opened, are untouched.
    expect((await me(unrelated.access_token)).status).toBe(200);
    expect((await refresh(unrelated.refresh_token)).status).toBe(200);
  });

  it('a token the daemon has verified and remembers is still checked on every request: logout, disabling and demotion hold at once', async () => {
    const user = await t.createUser(Role.Operator);
    const login = async () =>
      (await t.login(user.username, user.password)).body.data.access_token as string;
    const ask = (token: string) =>
      t.request('POST', '/api/v1/query', { token, body: { query: 'vendors in Ohio' } });
    const [demoted, loggedOut] = [await login(), await login()];
    // Each token has been verified (and its verification remembered) before the change.
    for (const token of [demoted, loggedOut]) {
      expect((await me(token)).status).toBe(200);
      expect((await ask(token)).status).toBe(200);
    }

    expect((await t.request('POST', '/api/v1/auth/revoke', { token: loggedOut })).status).toBe(200);
    expect((await me(loggedOut)).status).toBe(401);
    expect((await me(demoted)).status).toBe(200);

    const demotion = await t.request('PATCH', `/api/v1/users/${user.id}`, {
      token: admin,
      body: { role: 'Viewer' },
    });
    expect(demotion.status).toBe(200);
    expect((await ask(demoted)).status).toBe(403);
    expect((await me(demoted)).body.data.role).toBe('Viewer');

    const disabled = await t.request('PATCH', `/api/v1/users/${user.id}`, {
      token: admin,
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    const refused = await me(demoted);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/invalid_token/);
  });

  it('a new password ends every session and socket of the user at once', async () => {
    const user = await t.createUser(Role.Operator);
    const a = (await t.login(user.username, user.password)).body.data;
    const b = (await t.login(user.username, user.password)).body.data;
    const events = await socket(b.access_token, ['jobs']);
    const changed = await t.request('PATCH', `/api/v1/users/${user.id}`, {
      token: admin,
      body: { password: 'a-brand-new-passphrase' },
    });
    expect(changed.status).toBe(200);
    expect((await me(a.access_token)).status).toBe(401);
    expect((await me(b.access_token)).status).toBe(401);
    expect((await refresh(a.refresh_token)).status).toBe(401);
    expect(await events.waitForClose()).toBe(4003);
    expect((await t.login(user.username, user.password)).status).toBe(401);
    expect((await t.login(user.username, 'a-brand-new-passphrase')).status).toBe(200);
  });

  it("a demoted user's open socket is re-scoped at once: Operator topics dropped, the Viewer's mask applied", async () => {
    const mask = await t.request('PUT', '/api/v1/policies/data.fieldMask.Viewer', {
      token: admin,
      body: { value: { SLItems: ['UnitCost'] } },
    });
    expect(mask.status).toBe(200);
    const agent = {
      name: 'cost-watch',
      version: '1.0.0',
      description: 'Items and what they cost.',
      scope: [{ ido: 'SLItems', properties: ['Item', 'UnitCost'] }],
      steps: [
        { id: 'items', load: { ido: 'SLItems', properties: ['Item', 'UnitCost'], limit: 3 } },
        { alert: { from: 'items', message: '{count} items', maxRecords: 3 } },
      ],
    };
    expect(
      (await t.request('POST', '/api/v1/agents/deploy', { token: admin, body: agent })).status,
    ).toBe(202);
    await eventually(async () => {
      const status = await t.request('GET', '/api/v1/agents/cost-watch', { token: admin });
      return status.body.data?.state === 'deployed' ? true : undefined;
    });
    const alertOf = async (client: EventClient): Promise<EventFrame> => {
      const run = await t.request('POST', '/api/v1/agents/cost-watch/invoke', {
        token: admin,
        body: {},
      });
      expect(run.status).toBe(202);
      return client.waitFor((f) => f.type === 'agent.alert' && f.data.runId === run.body.data.id);
    };

    try {
      const user = await t.createUser(Role.Operator);
      const token = (await t.login(user.username, user.password)).body.data.access_token;
      const events = await socket(token, ['jobs', 'agents']);
      const before = await alertOf(events);
      expect(before.data.records[0]).toHaveProperty('UnitCost');

      const demoted = await t.request('PATCH', `/api/v1/users/${user.id}`, {
        token: admin,
        body: { role: 'Viewer' },
      });
      expect(demoted.status).toBe(200);
      // Told before the change's answer went out: the frame is there (or on its way) now.
      const rescoped = await events.waitFor((f) => f.op === 'rescoped');
      expect(rescoped).toMatchObject({ role: 'Viewer', dropped: ['jobs'] });
      const after = await alertOf(events);
      expect(after.data.records.length).toBeGreaterThan(0);
      expect(JSON.stringify(after)).not.toContain('UnitCost');
      // And the socket now answers as a Viewer's: the Operator-only topic is refused.
      const seen = events.frames.length;
      events.send({ op: 'subscribe', topics: ['jobs'] });
      const refused = await events.waitFor((f) => f.op === 'error', 5000, seen);
      expect(refused).toMatchObject({ code: 'FORBIDDEN', details: [{ topic: 'jobs' }] });
      expect(events.closeCode).toBeUndefined();
      expect(
        (await t.request('POST', '/api/v1/query', { token, body: { query: 'vendors in Ohio' } }))
          .status,
      ).toBe(403);
    } finally {
      await t.request('PUT', '/api/v1/policies/data.fieldMask.Viewer', {
        token: admin,
        body: { value: {} },
      });
    }
  });

  it('API keys are for service accounts; a person (Admin or not) gets none', async () => {
    const adminId = (await me(admin)).body.data.id as string;
    const operator = await t.createUser(Role.Operator);
    for (const id of [adminId, operator.id]) {
      const refused = await t.request('POST', `/api/v1/users/${id}/api-keys`, {
        token: admin,
        body: { name: 'backdoor' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/API keys are for service accounts/);
    }
  });
});

describe('sessions have an absolute lifetime', () => {
  let t: TestApp;
  const lifetimeSeconds = 3;

  beforeAll(async () => {
    t = await startTestApp({ config: { auth: { sessionMaxAgeSeconds: lifetimeSeconds } } });
  });
  afterAll(() => t.close());

  it('refreshing again and again never carries a session past its end', async () => {
    const user = await t.createUser(Role.Viewer);
    const login = (await t.login(user.username, user.password)).body.data;
    const started = claimsOf(login.access_token);
    const end = started.iat + lifetimeSeconds;
    expect(login.expires_in).toBeLessThanOrEqual(lifetimeSeconds);
    let current = login.refresh_token as string;
    let refreshes = 0;
    const refused = await eventually(
      async () => {
        const result = await t.request('POST', '/api/v1/auth/refresh', {
          body: { refresh_token: current },
        });
        if (result.status !== 200) return result;
        refreshes++;
        // Each new access token ends with the session, never a full lifetime later.
        expect(claimsOf(result.body.data.access_token).exp).toBeLessThanOrEqual(end + 1);
        current = result.body.data.refresh_token as string;
        return undefined;
      },
      15_000,
      200,
    );
    expect(refreshes).toBeGreaterThan(0);
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/maximum lifetime/);
    expect(Date.now() / 1000).toBeGreaterThanOrEqual(end - 1);
  });
});
