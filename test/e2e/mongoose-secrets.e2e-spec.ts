import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DemoErpGenerator } from '../../src/erp/connectors/demo/demo-erp-generator';
import { DaemonProcess, callDaemon, startDaemon } from '../support/daemon-process';
import { FakeMongooseServer, startFakeMongooseServer } from '../support/fake-mongoose-server';

/**
 * Secrets never reach the daemon's output, its error envelopes, /metrics or /readyz. The built
 * daemon (debug logging) runs against the fake, first with a direct token, then through the ION
 * gateway, across a refused login (the wrong password, or the wrong secret key, which the
 * fake's identity provider answers by repeating the account it was given), the fix, a token
 * expiry and an outage; everything it said is collected and searched for the password, the
 * client secret, the service account's keys and every token the fake issued.
 */
describe('mongoose credentials stay secret', () => {
  let dir: string;
  let file: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'erpc-mongoose-secrets-'));
    file = join(dir, 'demo.sqlite');
    new DemoErpGenerator().generate({ file, scale: 0.02, asOf: '2026-11-21', seed: 9 });
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Runs the daemon through the four situations and returns everything it said. */
  async function collect(
    fake: FakeMongooseServer,
    env: Record<string, string>,
    fixCredentials: () => void,
  ): Promise<string> {
    const said: string[] = [];
    let daemon: DaemonProcess | undefined;
    try {
      daemon = await startDaemon({
        ERPC_DATA_DIR: mkdtempSync(join(dir, 'data-')),
        ERPC_ADMIN_PASSWORD: 'secrets-test-admin',
        ERPC_LOG_LEVEL: 'debug',
        ERPC_ERP_CONNECTOR: 'mongoose',
        ERPC_MONGOOSE_CONFIG: fake.config,
        ...env,
      });
      const base = daemon.baseUrl;
      const login = await callDaemon(base, 'POST', '/api/v1/auth/token', undefined, {
        username: 'admin',
        password: 'secrets-test-admin',
      });
      const token = login.body.data.access_token as string;
      const look = async (expected: number): Promise<void> => {
        // /readyz first: its Ping.aspx is what closes the circuit once the ERP is back.
        for (const path of ['/readyz', '/metrics']) {
          const page = await fetch(base + path);
          said.push(await page.text());
        }
        const answer = await callDaemon(base, 'GET', '/api/v1/ido/SLVendors?recordcap=2', token);
        said.push(JSON.stringify(answer.body));
        expect(answer.status).toBe(expected);
        const question = await callDaemon(base, 'POST', '/api/v1/query', token, {
          query: 'vendors in Ohio',
        });
        said.push(JSON.stringify(question.body));
      };
      await look(503); // the login is refused
      fixCredentials();
      await look(200);
      fake.expireTokens();
      await look(200); // one renewal
      fake.switches.outage = true;
      try {
        await look(503);
      } finally {
        fake.switches.outage = false;
      }
      await look(200);
    } finally {
      if (daemon) {
        await daemon.stop();
        said.push(daemon.output());
      }
    }
    return said.join('\n');
  }

  function expectNone(text: string, secrets: readonly string[]): void {
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      for (const form of new Set([secret, encodeURIComponent(secret), JSON.stringify(secret)])) {
        // Named by its first characters only, so a failure does not print the secret whole.
        if (text.includes(form)) throw new Error(`a secret (${secret.slice(0, 4)}…) was said`);
      }
    }
  }

  it('with a direct token: no password, no token', async () => {
    const fake = await startFakeMongooseServer({
      file,
      users: { erpc: 'direct-password-Zq81x' },
    });
    try {
      const passwordFile = join(dir, 'mongoose-password');
      writeFileSync(passwordFile, 'wrong-password-Kp02y\n', { mode: 0o600 });
      const said = await collect(
        fake,
        {
          ERPC_MONGOOSE_URL: fake.url,
          ERPC_MONGOOSE_USER: 'erpc',
          ERPC_MONGOOSE_PASSWORD_FILE: passwordFile,
        },
        () => writeFileSync(passwordFile, 'direct-password-Zq81x\n'),
      );
      // The collection saw what it should: the refusal, a renewal, the outage.
      expect(said).toMatch(/refused the login of erpc/);
      expect(said).toMatch(/Ping\.aspx answered HTTP 503/);
      expect(fake.stats.tokensIssued).toBeGreaterThanOrEqual(2);
      expectNone(said, ['direct-password-Zq81x', 'wrong-password-Kp02y', ...fake.issuedTokens()]);
    } finally {
      await fake.close();
    }
  }, 120_000);

  it('through the ION gateway: no client secret, no service-account key, no token', async () => {
    const fake = await startFakeMongooseServer({ file, ion: {} });
    const ion = fake.ion;
    if (!ion) throw new Error('the fake is not in ION mode');
    try {
      const ionapiFile = join(dir, 'erpc.ionapi');
      const good = ion.ionapi(fake.origin);
      writeFileSync(ionapiFile, JSON.stringify({ ...good, sask: 'wrong-secret-key-Hh3' }));
      const said = await collect(fake, { ERPC_MONGOOSE_IONAPI: ionapiFile }, () =>
        writeFileSync(ionapiFile, JSON.stringify(good)),
      );
      expect(ion.stats.refusedLogins).toBeGreaterThanOrEqual(1);
      expect(ion.stats.tokensIssued).toBeGreaterThanOrEqual(2);
      expectNone(said, [
        ion.clientSecret,
        ion.saak,
        ion.sask,
        'wrong-secret-key-Hh3',
        ...fake.issuedTokens(),
      ]);
      // The identity provider repeated the access key; the daemon struck it out.
      expect(said).toMatch(
        /refused the service account .* invalid_grant: authentication of \*\*\* failed/,
      );
    } finally {
      await fake.close();
    }
  }, 120_000);
});
