import { randomUUID } from 'node:crypto';
import {
  CAPABILITY_MIN_ROLE,
  Capability,
  ROLES,
  Role,
  roleHasCapability,
} from '../../src/auth/capabilities';
import { TestApp, startTestApp } from '../support/test-app';

/** 'cookie': the browser session's refresh, which a bearer token never opens (docs/console.md). */
type Access = Capability | 'public' | 'cookie';

/**
 * SPEC §3 as a table: every endpoint and what it needs. Paths use OpenAPI's `{param}` form.
 */
const SPEC_ROUTES: ReadonlyArray<[string, string, Access]> = [
  ['POST', '/api/v1/auth/token', 'public'],
  ['POST', '/api/v1/auth/refresh', 'public'],
  ['POST', '/api/v1/auth/revoke', Capability.Authenticated],
  ['GET', '/api/v1/auth/me', Capability.Authenticated],
  ['POST', '/api/v1/auth/session', 'public'],
  ['POST', '/api/v1/auth/session/refresh', 'cookie'],
  ['DELETE', '/api/v1/auth/session', Capability.Authenticated],
  ['GET', '/healthz', 'public'],
  ['GET', '/readyz', 'public'],
  ['GET', '/api/v1/users', Capability.ManageUsers],
  ['POST', '/api/v1/users', Capability.ManageUsers],
  ['GET', '/api/v1/users/{id}', Capability.ManageUsers],
  ['PATCH', '/api/v1/users/{id}', Capability.ManageUsers],
  ['DELETE', '/api/v1/users/{id}', Capability.ManageUsers],
  ['GET', '/api/v1/users/{id}/api-keys', Capability.ManageUsers],
  ['POST', '/api/v1/users/{id}/api-keys', Capability.ManageUsers],
  ['DELETE', '/api/v1/users/{id}/api-keys/{keyId}', Capability.ManageUsers],
  ['GET', '/api/v1/ido', Capability.BrowseIdos],
  ['GET', '/api/v1/ido/{name}', Capability.BrowseIdos],
  ['GET', '/api/v1/ido/{name}/metadata', Capability.BrowseIdos],
  ['GET', '/api/v1/queries', Capability.ReadQueries],
  ['GET', '/api/v1/queries/{id}', Capability.ReadQueries],
  ['POST', '/api/v1/query', Capability.RunQueries],
  ['GET', '/api/v1/reports', Capability.ViewReports],
  ['GET', '/api/v1/reports/runs', Capability.ViewReports],
  ['GET', '/api/v1/reports/runs/{id}', Capability.ViewReports],
  ['GET', '/api/v1/reports/runs/{id}/artifact', Capability.ViewReports],
  ['POST', '/api/v1/reports/generate', Capability.GenerateReports],
  ['GET', '/api/v1/agents', Capability.ViewAgentStatus],
  ['GET', '/api/v1/agents/{id}', Capability.ViewAgentStatus],
  ['GET', '/api/v1/agents/{id}/runs', Capability.ViewAgentStatus],
  ['POST', '/api/v1/agents/{id}/invoke', Capability.InvokeAgents],
  ['POST', '/api/v1/agents/deploy', Capability.DeployAgents],
  ['DELETE', '/api/v1/agents/{id}', Capability.DeployAgents],
  ['GET', '/api/v1/extensions', Capability.ManageExtensions],
  ['POST', '/api/v1/extensions/deploy', Capability.ManageExtensions],
  ['PATCH', '/api/v1/extensions/{id}', Capability.ManageExtensions],
  ['DELETE', '/api/v1/extensions/{id}', Capability.ManageExtensions],
  ['GET', '/api/v1/policies', Capability.ConfigurePolicies],
  ['GET', '/api/v1/policies/{key}', Capability.ConfigurePolicies],
  ['PUT', '/api/v1/policies/{key}', Capability.ConfigurePolicies],
  ['GET', '/api/v1/policies/{key}/history', Capability.ConfigurePolicies],
  ['GET', '/api/v1/audit', Capability.ReadAudit],
];

/** Routes that end the caller's session: each call gets a token of its own. */
const SESSION_ENDING = new Set(['POST /api/v1/auth/revoke', 'DELETE /api/v1/auth/session']);

function concrete(path: string): string {
  return path
    .replace(/\{name\}/g, 'SLVendors')
    .replace(/\{key\}/g, 'query.maxLimit')
    .replace(/\{[^}]+\}/g, randomUUID());
}

describe('roles and capabilities on every route (SPEC §3)', () => {
  let t: TestApp;
  let registered: Set<string>;

  beforeAll(async () => {
    t = await startTestApp();
    const doc = await t.request('GET', '/api/v1/openapi.json');
    registered = new Set();
    for (const [path, item] of Object.entries(doc.body.paths as Record<string, object>)) {
      for (const method of Object.keys(item)) registered.add(`${method.toUpperCase()} ${path}`);
    }
  });
  afterAll(() => t.close());

  it('the capability table gives each role exactly the rights SPEC §3 lists', () => {
    expect(CAPABILITY_MIN_ROLE).toEqual({
      [Capability.Authenticated]: Role.Viewer,
      [Capability.ReadQueries]: Role.Viewer,
      [Capability.ViewReports]: Role.Viewer,
      [Capability.BrowseIdos]: Role.Viewer,
      [Capability.ViewAgentStatus]: Role.Viewer,
      [Capability.RunQueries]: Role.Operator,
      [Capability.InvokeAgents]: Role.Operator,
      [Capability.GenerateReports]: Role.Operator,
      [Capability.DeployAgents]: Role.Admin,
      [Capability.ManageExtensions]: Role.Admin,
      [Capability.ConfigurePolicies]: Role.Admin,
      [Capability.ManageUsers]: Role.Admin,
      [Capability.ReadAudit]: Role.Admin,
    });
  });

  it('every registered route is in the SPEC table, and every SPEC route is built', () => {
    const spec = new Set(SPEC_ROUTES.map(([m, p]) => `${m} ${p}`));
    const unknown = [...registered].filter((r) => !spec.has(r));
    expect(unknown).toEqual([]);
    const missing = [...spec].filter((r) => !registered.has(r)).sort();
    expect(missing).toEqual([]);
  });

  const cases = SPEC_ROUTES.flatMap(([method, path, access]) =>
    [...ROLES, null].map((role) => [method, path, access, role] as const),
  );

  it.each(cases)('%s %s (%s) as %s', async (method, path, access, role) => {
    const key = `${method} ${path}`;
    expect(registered.has(key)).toBe(true);
    const token = role
      ? SESSION_ENDING.has(key)
        ? (await t.createUser(role).then((u) => t.login(u.username, u.password))).body.data
            .access_token
        : await t.tokenFor(role)
      : undefined;
    const body = ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined;
    const result = await t.request(method, concrete(path), { token, body });
    expect(result.headers.get('x-request-id')).toBeTruthy();
    if (access === 'public') {
      expect([401, 403]).not.toContain(result.status);
      return;
    }
    if (access === 'cookie') {
      expect(result.status).toBe(401);
      expect(result.body.error.code).toBe('UNAUTHENTICATED');
      return;
    }
    if (role === null) {
      expect(result.status).toBe(401);
      expect(result.body.error.code).toBe('UNAUTHENTICATED');
      expect(result.headers.get('www-authenticate')).toMatch(/^Bearer/);
    } else if (roleHasCapability(role, access)) {
      expect([401, 403]).not.toContain(result.status);
      expect(result.status).toBeLessThan(500);
    } else {
      expect(result.status).toBe(403);
      expect(result.body.error.code).toBe('FORBIDDEN');
      expect(result.body.error.message).toContain(access);
    }
  });
});
