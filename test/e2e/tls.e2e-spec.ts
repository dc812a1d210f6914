import { spawnSync, type ChildProcess } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { loadConfig } from '../../src/config/load-config';
import { exitOf, runDaemon } from '../support/daemon-process';
import { EventClient, eventually } from '../support/ws-client';

const ADMIN_PASSWORD = 'tls-admin-password';

interface Pem {
  cert: Buffer;
  key: Buffer;
  fingerprint: string;
}

/** A fresh self-signed certificate for 127.0.0.1 and localhost, made by openssl. */
function selfSigned(dir: string, name: string): Pem {
  const certFile = join(dir, `${name}.crt`);
  const keyFile = join(dir, `${name}.key`);
  // prettier-ignore
  const made = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', `/CN=erpc-test-${name}`,
    '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ]);
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr.toString()}`);
  const cert = readFileSync(certFile);
  return {
    cert,
    key: readFileSync(keyFile),
    fingerprint: new X509Certificate(cert).fingerprint256,
  };
}

/** Replaces a file the way certbot-like tools do: write beside it, then rename over it. */
function replace(file: string, content: Buffer | string): void {
  writeFileSync(`${file}.new`, content);
  renameSync(`${file}.new`, file);
}

interface HttpsAnswer {
  status: number;
  // Test bodies are arbitrary JSON; assertions narrow them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  /** SHA-256 fingerprint of the certificate the server presented. */
  fingerprint: string;
}

/** One request on a new TLS connection (no keep-alive), trusting only `ca`. */
function call(
  port: number,
  ca: Buffer[],
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        ca,
        agent: false,
        headers: {
          ...options.headers,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const fingerprint = (res.socket as TLSSocket).getPeerCertificate().fingerprint256;
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          resolve({ status: res.statusCode ?? 0, body, text, fingerprint });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Starts the built daemon and resolves with its port once it says it listens on https. */
function listening(child: ChildProcess, output: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start:\n${output()}`)), 60_000);
    const check = () => {
      const match = /"msg":"erp-connector \S+ listening on https:\/\/[^:]+:(\d+)"/.exec(output());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`daemon exited with ${code}:\n${output()}`));
    });
  });
}

describe('HTTPS and WSS from configured files, reloaded on SIGHUP (built daemon)', () => {
  let dir: string;
  let first: Pem;
  let second: Pem;
  let child: ChildProcess;
  let output = '';
  let port: number;
  const certFile = () => join(dir, 'served.crt');
  const keyFile = () => join(dir, 'served.key');
  const trustBoth = () => [first.cert, second.cert];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-tls-'));
    first = selfSigned(dir, 'first');
    second = selfSigned(dir, 'second');
    writeFileSync(certFile(), first.cert);
    writeFileSync(keyFile(), first.key);
    child = runDaemon({
      ERPC_DATA_DIR: join(dir, 'data'),
      ERPC_PORT: '0',
      ERPC_TLS_CERT: certFile(),
      ERPC_TLS_KEY: keyFile(),
      ERPC_ADMIN_PASSWORD: ADMIN_PASSWORD,
      ERPC_DEMO_SCALE: '0.02',
      ERPC_LOG_LEVEL: 'info',
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    port = await listening(child, () => output);
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await exitOf(child);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** Log lines of the daemon as objects. */
  const logLines = (): Array<Record<string, unknown>> =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('serves /healthz over HTTPS with the configured certificate', async () => {
    const answer = await call(port, [first.cert], 'GET', '/healthz');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { status: 'ok' }, meta: {} });
    expect(answer.fingerprint).toBe(first.fingerprint);
    const start = logLines().find((l) => /listening on https/.test(String(l.msg)));
    expect(start?.tls).toMatchObject({ fingerprint256: first.fingerprint });
  });

  it('writes one access log line per request carrying the request id, route and user', async () => {
    const login = await call(port, [first.cert], 'POST', '/api/v1/auth/token', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = login.body.data.access_token as string;
    await call(port, [first.cert], 'GET', '/api/v1/ido/SLVendors?recordcap=1', {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'tls-access-log-1' },
    });
    const line = await eventually(async () =>
      Promise.resolve(logLines().find((l) => l.reqId === 'tls-access-log-1')),
    );
    expect(line).toMatchObject({
      level: 30,
      context: 'Http',
      method: 'GET',
      route: '/api/v1/ido/:name',
      path: '/api/v1/ido/SLVendors',
      status: 200,
      user: 'admin',
      ms: expect.any(Number),
    });
    expect(logLines().filter((l) => l.reqId === 'tls-access-log-1')).toHaveLength(1);
  });

  it('exports the certificate expiry as a metric', async () => {
    const metrics = await call(port, [first.cert], 'GET', '/metrics');
    expect(metrics.status).toBe(200);
    const expiry = Math.floor(new Date(new X509Certificate(first.cert).validTo).getTime() / 1000);
    expect(metrics.text).toContain(`erpc_tls_certificate_not_after_seconds ${expiry}`);
  });

  it('on SIGHUP serves a replaced certificate to new connections; an open WSS stays open', async () => {
    const login = await call(port, [first.cert], 'POST', '/api/v1/auth/token', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const token = login.body.data.access_token as string;
    const events = await EventClient.connect(`wss://127.0.0.1:${port}/api/v1/events`, {
      headers: { authorization: `Bearer ${token}` },
      ca: [first.cert],
    });
    try {
      await events.waitFor((f) => f.op === 'welcome');

      replace(keyFile(), second.key);
      replace(certFile(), second.cert);
      child.kill('SIGHUP');
      await eventually(async () =>
        Promise.resolve(
          logLines().find((l) => String(l.msg).startsWith('TLS certificate reloaded')),
        ),
      );
      const after = await call(port, trustBoth(), 'GET', '/healthz');
      expect(after.status).toBe(200);
      expect(after.fingerprint).toBe(second.fingerprint);
      // A client that trusts only the old certificate is now refused.
      await expect(call(port, [first.cert], 'GET', '/healthz')).rejects.toThrow();

      // The socket opened before the reload still works: it answers a subscription.
      events.send({ op: 'subscribe', topics: ['reports'] });
      await events.waitFor((f) => f.op === 'subscribed');
      expect(events.closeCode).toBeUndefined();

      // A new WSS connection gets the new certificate too.
      const fresh = await EventClient.connect(`wss://127.0.0.1:${port}/api/v1/events`, {
        headers: { authorization: `Bearer ${token}` },
        ca: [second.cert],
      });
      await fresh.waitFor((f) => f.op === 'welcome');
      fresh.close();
    } finally {
      events.close();
    }
  });

  it('keeps the served certificate when the new files are bad, and says so in the log', async () => {
    const third = selfSigned(dir, 'third');
    // A certificate whose key is not the one in the key file.
    replace(certFile(), third.cert);
    child.kill('SIGHUP');
    const failure = await eventually(async () =>
      Promise.resolve(logLines().find((l) => String(l.msg).startsWith('TLS reload failed'))),
    );
    expect(failure.level).toBe(50);
    expect(String(failure.msg)).toContain('is not the private key of the certificate');
    const still = await call(port, trustBoth(), 'GET', '/healthz');
    expect(still.fingerprint).toBe(second.fingerprint);

    replace(certFile(), 'not a certificate');
    child.kill('SIGHUP');
    await eventually(async () =>
      logLines().filter((l) => String(l.msg).startsWith('TLS reload failed')).length === 2
        ? Promise.resolve(true)
        : Promise.resolve(undefined),
    );
    expect((await call(port, trustBoth(), 'GET', '/healthz')).fingerprint).toBe(second.fingerprint);
    expect(child.exitCode).toBeNull();
  });
});

describe('plain HTTP only on loopback unless configured', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-tls-config-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function refusal(
    env: Record<string, string>,
  ): Promise<{ code: number | null; stderr: string }> {
    const child = runDaemon({ ERPC_DATA_DIR: join(dir, 'data'), ...env });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return { code: await exitOf(child), stderr };
  }

  it('refuses to start on a non-loopback address without TLS (exit 2, saying what to set)', async () => {
    const { code, stderr } = await refusal({ ERPC_HOST: '0.0.0.0' });
    expect(code).toBe(2);
    expect(stderr).toMatch(/server\.host \(ERPC_HOST\): 0\.0\.0\.0 is not a loopback address/);
    expect(stderr).toContain('ERPC_TLS_CERT');
    expect(stderr).toContain('server.allowPlainHttp');
  });

  it('refuses unreadable or mismatched TLS files at start with exit 2', async () => {
    const missing = await refusal({
      ERPC_TLS_CERT: join(dir, 'missing.crt'),
      ERPC_TLS_KEY: join(dir, 'missing.key'),
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`cannot read the TLS certificate ${join(dir, 'missing.crt')}`);

    const a = selfSigned(dir, 'a');
    const b = selfSigned(dir, 'b');
    const mismatched = await refusal({
      ERPC_TLS_CERT: join(dir, 'a.crt'),
      ERPC_TLS_KEY: join(dir, 'b.key'),
    });
    expect(a.fingerprint).not.toBe(b.fingerprint);
    expect(mismatched.code).toBe(2);
    expect(mismatched.stderr).toContain('is not the private key of the certificate');
  });

  it('accepts a non-loopback address with TLS, or with allowPlainHttp set', () => {
    const env = { ERPC_DATA_DIR: join(dir, 'data'), ERPC_HOST: '0.0.0.0' };
    expect(() =>
      loadConfig({ ...env, ERPC_TLS_CERT: '/etc/erpc/tls.crt', ERPC_TLS_KEY: '/etc/erpc/tls.key' }),
    ).not.toThrow();
    const plain = join(dir, 'plain.json');
    writeFileSync(plain, JSON.stringify({ server: { allowPlainHttp: true } }));
    expect(loadConfig({ ...env, ERPC_CONFIG: plain }).server.allowPlainHttp).toBe(true);
    for (const host of ['127.0.0.1', '127.8.9.10', '::1', 'localhost']) {
      expect(() => loadConfig({ ...env, ERPC_HOST: host })).not.toThrow();
    }
    expect(() => loadConfig({ ...env, ERPC_HOST: '192.168.1.10' })).toThrow(/loopback/);
    expect(() => loadConfig({ ...env, ERPC_TLS_CERT: '/etc/erpc/tls.crt' })).toThrow(
      /server\.tls\.keyFile \(ERPC_TLS_KEY\): TLS needs both certFile and keyFile/,
    );
  });
});
