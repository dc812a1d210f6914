import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sign } from 'jsonwebtoken';
import { Role } from '../../src/auth/capabilities';
import { DEMO_ERP_FILE } from '../../src/erp/connectors/demo/demo-erp-file';
import { ROOT } from '../support/daemon-process';
import { TestApp, startTestApp } from '../support/test-app';
import { eventually } from '../support/ws-client';

/**
 * Issue #16, the smaller findings, each as the tester found it: headers every answer lacked,
 * errors that echoed what was sent, JWT errors that named the expected issuer, an
 * Idempotency-Key reused for another request, NL questions that answered 500 or dropped a
 * condition, a YAML alias bomb, CSV cells that spreadsheets run, agents on a one-second
 * schedule, a world-readable state file and a unit without resource limits.
 */
describe('HTTP hardening', () => {
  let t: TestApp;
  let admin: string;
  let operator: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.tokenFor(Role.Admin);
    operator = await t.tokenFor(Role.Operator);
  });
  afterAll(() => t.close());

  describe('headers on every answer', () => {
    it.each([
      ['a JSON answer', 'GET', '/api/v1/auth/me', true],
      ['an error', 'GET', '/api/v1/no-such-route', true],
      ['a refusal', 'GET', '/api/v1/users', false],
      ['health', 'GET', '/healthz', false],
      ['the docs page', 'GET', '/api/v1/docs', false],
    ])('X-Content-Type-Options: nosniff on %s', async (_name, method, path, withToken) => {
      const result = await t.request(method, path, withToken ? { token: operator } : {});
      expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('a CSV answer is nosniff too, and never cached', async () => {
      const csv = await t.request('POST', '/api/v1/query', {
        token: operator,
        body: { query: 'vendors in Ohio', format: 'csv' },
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('x-content-type-options')).toBe('nosniff');
      expect(csv.headers.get('cache-control')).toBe('no-store');
    });

    it('token answers say Cache-Control: no-store (RFC 6749 §5.1)', async () => {
      const login = await t.login('admin', (await import('../support/test-app')).ADMIN_PASSWORD);
      expect(login.status).toBe(200);
      expect(login.headers.get('cache-control')).toBe('no-store');
      expect(login.headers.get('pragma')).toBe('no-cache');
      const refreshed = await t.request('POST', '/api/v1/auth/refresh', {
        body: { refresh_token: login.body.data.refresh_token },
      });
      expect(refreshed.status).toBe(200);
      expect(refreshed.headers.get('cache-control')).toBe('no-store');
    });

    it('the docs page has a Content-Security-Policy that allows only the daemon itself', async () => {
      const page = await t.request('GET', '/api/v1/docs');
      expect(page.status).toBe(200);
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/default-src 'none'/);
      expect(policy).toMatch(/script-src 'self'(;|$)/);
      expect(policy).toMatch(/frame-ancestors 'none'/);
      // Everything the page loads comes from the daemon, so the policy does not break it.
      const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) expect(src).not.toMatch(/^(https?:)?\/\//);
      expect(page.text).not.toMatch(/<script>[^<]/);
    });
  });

  describe('errors', () => {
    it('a 979 KB request gets a small error, not an echo of itself', async () => {
      const body: Record<string, unknown> = { username: 'x', role: 'Viewer', password: 'y' };
      // Each unknown field takes about 97 bytes of JSON: 10,300 of them are about 979 KB.
      for (let i = 0; i < 10_300; i++) body[`field_${i}_${'z'.repeat(40)}`] = 'v'.repeat(40);
      expect(JSON.stringify(body).length).toBeGreaterThan(950 * 1024);
      const result = await t.request('POST', '/api/v1/users', { token: admin, body });
      expect(result.status).toBe(400);
      expect(result.body.error.code).toBe('VALIDATION_FAILED');
      expect(result.text.length).toBeLessThan(16 * 1024);
    });

    it('JWT errors do not tell the expected issuer or audience', async () => {
      const secret = await t.secret('jwt-hs256.key');
      const me = await t.request('GET', '/api/v1/auth/me', { token: operator });
      const now = Math.floor(Date.now() / 1000);
      for (const claims of [
        { iss: 'forger', aud: 'erp-connector-api' },
        { iss: 'erp-connector', aud: 'forger' },
      ]) {
        const forged = sign(
          {
            sub: me.body.data.id,
            role: 'Admin',
            jti: randomUUID(),
            iat: now,
            exp: now + 60,
            ...claims,
          },
          secret,
          { algorithm: 'HS256' },
        );
        const result = await t.request('GET', '/api/v1/auth/me', { token: forged });
        expect(result.status).toBe(401);
        const told = `${result.text} ${result.headers.get('www-authenticate')}`;
        expect(told).toMatch(/wrong (issuer|audience)/);
        expect(told).not.toMatch(/expected|erp-connector/);
      }
    });
  });

  it('an Idempotency-Key reused with another request is refused with 422', async () => {
    const key = `key-${randomUUID()}`;
    const generate = (format: string) =>
      t.request('POST', '/api/v1/reports/generate', {
        token: operator,
        body: { report: 'vendor-spend', format },
        headers: { 'idempotency-key': key },
      });
    const first = await generate('csv');
    expect(first.status).toBe(202);
    const again = await generate('csv');
    expect(again.status).toBe(202);
    expect(again.body.data.id).toBe(first.body.data.id);
    const other = await generate('json');
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  describe('natural-language questions the tester sent', () => {
    const ask = (query: string) =>
      t.request('POST', '/api/v1/query', { token: operator, body: { query } });

    it.each(['show constructor', 'show constructor prototype', 'show __proto__', 'toString'])(
      '%j is answered or refused, never a 500',
      async (query) => {
        const result = await ask(query);
        expect([200, 422]).toContain(result.status);
      },
    );

    it('"due in the next 99999999999 days" reaches to the last date there is', async () => {
      const result = await ask('purchase orders due in the next 99999999999 days');
      expect(result.status).toBe(200);
      expect(JSON.stringify(result.body.meta.interpretation)).toContain('9999-12-31');
    });

    it('an amount too large to compare exactly is refused, saying so, never dropped', async () => {
      const result = await ask('overdue purchase orders over $999999999999999999999999');
      expect(result.status).toBe(422);
      expect(result.body.error.message).toMatch(/\$999999999999999999999999 is too large/);
    });
  });

  it('a YAML alias bomb in an agent manifest is a 400, not a 500', async () => {
    const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    let previous = 'a';
    for (const name of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) {
      lines.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
      previous = name;
    }
    const result = await t.request('POST', '/api/v1/agents/deploy', {
      token: admin,
      rawBody: lines.join('\n'),
      headers: { 'content-type': 'application/yaml' },
    });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(result.body.error)).toMatch(/alias/);
  });

  it('vendor names that spreadsheets would run come out of CSV as text', async () => {
    // An ERP user names vendors so; the demo ERP is written to as the ERP would be.
    const erp = new Database(join(t.dataDir, DEMO_ERP_FILE));
    const hostile = [' =1+1', 'a;=1+1', '\n=HYPERLINK("http://x")'];
    try {
      const keys = erp
        .prepare('SELECT VendNum FROM SLVendors ORDER BY VendNum LIMIT ?')
        .all(hostile.length) as Array<{ VendNum: string }>;
      const rename = erp.prepare('UPDATE SLVendors SET Name = ? WHERE VendNum = ?');
      hostile.forEach((name, i) => rename.run(name, keys[i].VendNum));
    } finally {
      erp.close();
    }
    const csv = await t.request('POST', '/api/v1/query', {
      token: operator,
      body: { query: 'list all vendors', format: 'csv', limit: 1000 },
    });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`' =1+1`);
    expect(csv.text).toContain(`"'a;=1+1"`);
    expect(csv.text).toContain(`"'\n=HYPERLINK(""http://x"")"`);
    expect(csv.text).not.toMatch(/(^|,)(a;)?\s*=1\+1/m);
  });

  it('an agent may not run more often than agents.minScheduleInterval', async () => {
    const manifest = (cron: string, version: string) => ({
      name: 'too-eager',
      version,
      description: 'Counts items.',
      scope: [{ ido: 'SLItems', properties: ['Item'] }],
      trigger: { type: 'schedule', cron, timezone: 'UTC' },
      steps: [{ id: 'items', load: { ido: 'SLItems', limit: 1 } }],
    });
    for (const cron of ['* * * * * *', '*/10 * * * * *', '0,30 0 * * * *']) {
      const refused = await t.request('POST', '/api/v1/agents/deploy', {
        token: admin,
        body: manifest(cron, '1.0.0'),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/agents\.minScheduleInterval/);
    }
    const hourly = await t.request('POST', '/api/v1/agents/deploy', {
      token: admin,
      body: manifest('0 * * * *', '1.0.0'),
    });
    expect(hourly.status).toBe(202);
    await eventually(async () => {
      const agent = await t.request('GET', '/api/v1/agents/too-eager', { token: admin });
      return agent.body.data?.state === 'deployed' ? true : undefined;
    });
  });

  it('the state database is readable by the daemon user only', () => {
    if (t.databaseUrl) return; // PostgreSQL keeps no state file
    expect(statSync(join(t.dataDir, 'state.sqlite')).mode & 0o777).toBe(0o600);
  });
});

describe('the systemd unit', () => {
  // The appliance branch owns systemd/; this suite only checks the two limits issue #16 asked for.
  it('bounds the daemon and its Redis: MemoryMax and LimitNOFILE', () => {
    const unit = readFileSync(join(ROOT, 'systemd', 'erp-connector.service'), 'utf8');
    expect(unit).toMatch(/^MemoryMax=\d+[KMG]$/m);
    expect(unit).toMatch(/^LimitNOFILE=\d+$/m);
  });
});
