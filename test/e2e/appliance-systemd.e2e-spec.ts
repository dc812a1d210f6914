import {
  chownSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CertificatePair,
  freePort,
  have,
  run,
  selfSignedPair,
  servedFingerprint,
  UNIT_FILE,
} from '../appliance/appliance-helpers';
import { SystemdContainer, whyNoContainer } from '../appliance/systemd-container';
import { ROOT } from '../support/daemon-process';

/**
 * The real unit under a real systemd: a minimal Debian (no /bin/kill, no Node.js of its own)
 * booted with systemd-nspawn, the built checkout installed with scripts/install.sh as
 * docs/operations.md says, then driven with systemctl like an operator would. One container for
 * the whole story; the steps build on each other.
 */
const MAX_EXPOSURE = 1.5;
const UNIT = 'erp-connector.service';
const ADMIN_PASSWORD = 'first-admin-pw';
const PASSWORD = 'password-123';
// Steps that start the daemon wait for its migrations and demo ERP; a busy machine is slow.
jest.setTimeout(240_000);

const whyNot = whyNoContainer() ?? (have('openssl') ? undefined : 'openssl is missing');
if (whyNot) {
  console.warn(
    `\n*** appliance-systemd SKIPPED: ${whyNot}. The unit is not tested under a real systemd ` +
      'on this machine (CI runs it). ***\n',
  );
}

interface Answer {
  status: number;
  // Test bodies are arbitrary JSON; assertions narrow them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

(whyNot ? describe.skip : describe)('the unit under systemd as PID 1 (systemd-nspawn)', () => {
  let container: SystemdContainer;
  let port: number;
  let certs: string;
  let first: CertificatePair;
  let second: CertificatePair;
  let admin = '';

  /** One HTTPS request to the daemon in the container (same network), trusting our certificates. */
  function call(method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          ca: [first.cert, second.cert],
          agent: false,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  async function signIn(username: string, password: string): Promise<Answer> {
    return call('POST', '/api/v1/auth/token', undefined, { username, password });
  }

  async function show(...properties: string[]): Promise<Record<string, string>> {
    const out = await container.sh(`systemctl show ${UNIT} -p ${properties.join(',')}`);
    return Object.fromEntries(
      out
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
  }

  /** Every process in the container: its command name and cgroup lines. */
  async function processes(): Promise<{ pid: number; comm: string; cgroup: string }[]> {
    const script = `const fs = require('fs'); const out = [];
      for (const pid of fs.readdirSync('/proc').filter((d) => /^\\d+$/.test(d))) {
        try { out.push({ pid: Number(pid), comm: fs.readFileSync('/proc/' + pid + '/comm', 'utf8').trim(),
          cgroup: fs.readFileSync('/proc/' + pid + '/cgroup', 'utf8') }); } catch {}
      }
      console.log(JSON.stringify(out));`;
    return JSON.parse(await container.sh(`node -e "${script.replace(/"/g, '\\"')}"`));
  }

  /** Waits (polling systemd) until the unit is active with a main PID other than `not`. */
  async function activeAgain(not: string, timeoutMs = 120_000): Promise<Record<string, string>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = await show('ActiveState', 'SubState', 'MainPID', 'NRestarts');
      if (state.ActiveState === 'active' && state.MainPID !== not && state.MainPID !== '0') {
        return state;
      }
      if (Date.now() > deadline) throw new Error(`not active again: ${JSON.stringify(state)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /**
   * Replaces the served certificate files the way renewal tools do (write, then rename):
   * 0640 root:erp-connector, readable by the service and nobody else.
   */
  async function installCertificate(cert: Buffer, key: Buffer): Promise<void> {
    const gid = Number((await container.sh('getent group erp-connector')).split(':')[2]);
    for (const [name, content] of [
      ['erp-connector.crt', cert],
      ['erp-connector.key', key],
    ] as const) {
      const file = container.path(`/etc/erp-connector/tls/${name}`);
      writeFileSync(`${file}.new`, content, { mode: 0o640 });
      chownSync(`${file}.new`, 0, gid);
      renameSync(`${file}.new`, file);
    }
  }

  beforeAll(async () => {
    certs = mkdtempSync(join(tmpdir(), 'ops-appliance-systemd-'));
    first = selfSignedPair(certs, 'first');
    second = selfSignedPair(certs, 'second');
    port = await freePort();
    // The host's Node 20 (bookworm ships 18) and the built checkout, read-only.
    container = await SystemdContainer.boot([
      [realpathSync(process.execPath), '/usr/bin/node'],
      [ROOT, '/src'],
    ]);
  }, 180_000);

  afterAll(async () => {
    await container?.dispose();
    rmSync(certs, { recursive: true, force: true });
  }, 90_000);

  it('installs from the built checkout with scripts/install.sh; doctor.sh passes', async () => {
    // Nothing beyond what a minimal Debian has: the old ExecReload= needed /bin/kill.
    expect((await container.exec(['ls', '/bin/kill', '/usr/bin/kill'])).code).not.toBe(0);
    const install = await container.exec(['/src/scripts/install.sh']);
    expect(install.stderr).not.toContain('WARNING');
    expect(install.code).toBe(0);
    expect(install.stdout).toContain('created system user erp-connector');
    expect(install.stdout).toContain('redis-server found');
    // The unit is the checkout's, and enabled (WantedBy=multi-user.target).
    expect(await container.sh(`systemctl is-enabled ${UNIT}`)).toBe('enabled\n');
    expect(readFileSync(container.path(`/etc/systemd/system/${UNIT}`), 'utf8')).toBe(
      readFileSync(UNIT_FILE, 'utf8'),
    );

    // The site settings the next steps ask for, and TLS from files the service user can read.
    await container.sh('install -d -m 0750 -g erp-connector /etc/erp-connector/tls');
    await installCertificate(first.cert, first.key);
    writeFileSync(
      container.path('/etc/erp-connector/environment'),
      [
        `ERPC_ADMIN_PASSWORD=${ADMIN_PASSWORD}`,
        `ERPC_PORT=${port}`,
        'ERPC_DEMO_SCALE=0.02',
        'ERPC_TLS_CERT=/etc/erp-connector/tls/erp-connector.crt',
        'ERPC_TLS_KEY=/etc/erp-connector/tls/erp-connector.key',
        '',
      ].join('\n'),
      { mode: 0o640 },
    );
    const doctor = await container.exec(['/opt/erp-connector/scripts/doctor.sh']);
    expect(doctor.stdout).toContain('all checks pass');
    expect(doctor.code).toBe(0);
  });

  it('starts through wait-ready: /readyz answers as soon as systemctl start returns', async () => {
    await container.sh(`systemctl start ${UNIT}`, 300_000);
    expect(await show('ActiveState', 'SubState')).toEqual({
      ActiveState: 'active',
      SubState: 'running',
    });
    const ready = await call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.data.status).toBe('ready');
    expect(await servedFingerprint(port)).toBe(first.fingerprint);
    const token = await signIn('admin', ADMIN_PASSWORD);
    expect(token.status).toBe(200);
    admin = token.body.data.access_token as string;
  });

  it('writes its log to the journal as JSON lines', async () => {
    const lines = (await container.sh(`journalctl -u ${UNIT} -o cat --no-pager`))
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const parsed = lines.map((line) => JSON.parse(line) as { msg?: string; level?: number });
    // A handful of start-up lines: Nest's route mapping is at debug level, below the default.
    expect(parsed.length).toBeGreaterThan(2);
    expect(parsed.filter((entry) => /^Mapped \{/.test(entry.msg ?? ''))).toEqual([]);
    expect(parsed.map((entry) => entry.msg)).toContainEqual(
      expect.stringMatching(new RegExp(`listening on https://127\\.0\\.0\\.1:${port}$`)),
    );
    // The readiness probe's own line, under the unit's identifier.
    const identified = await container.sh(
      `journalctl -u ${UNIT} -o verbose --no-pager SYSLOG_IDENTIFIER=erp-connector`,
    );
    expect(identified).toContain('is accepting connections');
  });

  it(`scores an exposure of at most ${MAX_EXPOSURE} in systemd-analyze security, online`, async () => {
    const online = await container.sh(`systemd-analyze security ${UNIT} --no-pager`);
    const score = /Overall exposure level for erp-connector\.service: (\d+\.\d+)/.exec(online);
    expect(score).not.toBeNull();
    expect(Number(score?.[1])).toBeLessThanOrEqual(MAX_EXPOSURE);
    // The same as the offline score of the checkout's unit, where this host can compute it.
    if (have('systemd-analyze')) {
      const offline = await run('systemd-analyze', [
        'security',
        '--offline=true',
        '--no-pager',
        UNIT_FILE,
      ]);
      expect(offline.stdout).toContain(`erp-connector.service: ${score?.[1]}`);
    }
  });

  it('reloads a renewed certificate without a restart; a bad pair fails the reload and changes nothing', async () => {
    const before = await show('MainPID', 'NRestarts');
    await installCertificate(second.cert, second.key);
    await container.sh(`systemctl reload ${UNIT}`);
    // Served as soon as systemctl returns: ExecReload= waits for it.
    expect(await servedFingerprint(port)).toBe(second.fingerprint);
    expect(await show('MainPID', 'NRestarts')).toEqual(before);
    expect((await call('GET', '/api/v1/auth/me', admin)).status).toBe(200);

    // A certificate with the wrong key: systemctl reload fails, and says why in the journal.
    await installCertificate(first.cert, second.key);
    const refused = await container.exec(['systemctl', 'reload', UNIT]);
    expect(refused.code).not.toBe(0);
    expect(await container.sh(`journalctl -u ${UNIT} -o cat --no-pager`)).toContain(
      'is not the private key of the certificate',
    );
    expect(await servedFingerprint(port)).toBe(second.fingerprint);
    expect(await show('ActiveState', 'MainPID', 'NRestarts')).toEqual({
      ActiveState: 'active',
      ...before,
    });
    await installCertificate(second.cert, second.key);
  });

  it('runs the embedded Redis inside the unit’s cgroup', async () => {
    const { ControlGroup: group } = await show('ControlGroup');
    expect(group).toBe(`/system.slice/${UNIT}`);
    const redis = (await processes()).filter((p) => p.comm === 'redis-server');
    expect(redis).toHaveLength(1);
    expect(redis[0].cgroup).toMatch(new RegExp(`:${group.replace(/\./g, '\\.')}$`, 'm'));
  });

  it('comes back through Restart= after kill -9 of its main process', async () => {
    const before = await show('MainPID', 'NRestarts');
    expect(Number(before.MainPID)).toBeGreaterThan(1);
    // The shell's builtin: the container has no kill program.
    await container.sh(`kill -9 ${Number(before.MainPID)}`);
    const after = await activeAgain(before.MainPID);
    expect(Number(after.NRestarts)).toBe(Number(before.NRestarts) + 1);
    expect((await call('GET', '/readyz')).status).toBe(200);
    expect(await container.sh(`journalctl -u ${UNIT} -o cat --no-pager`)).toContain(
      'status=9/KILL',
    );
    // The killed daemon's Redis went with it; the new one has its own.
    expect((await processes()).filter((p) => p.comm === 'redis-server')).toHaveLength(1);
    admin = (await signIn('admin', ADMIN_PASSWORD)).body.data.access_token as string;
  });

  it('restarts cleanly', async () => {
    const before = await show('MainPID', 'NRestarts');
    await container.sh(`systemctl restart ${UNIT}`, 300_000);
    const after = await show('ActiveState', 'MainPID', 'NRestarts');
    expect(after.ActiveState).toBe('active');
    expect(after.MainPID).not.toBe(before.MainPID);
    // Asked for, so not counted as a failure: systemd starts counting from zero again.
    expect(after.NRestarts).toBe('0');
    expect((await call('GET', '/readyz')).status).toBe(200);
  });

  it('backs up the running service with backup.sh and restores it with restore.sh', async () => {
    const created = await call('POST', '/api/v1/users', admin, {
      username: 'before-backup',
      password: PASSWORD,
      role: 'Viewer',
    });
    expect(created.status).toBe(201);
    const backup = await container.exec([
      '/opt/erp-connector/scripts/backup.sh',
      '--out',
      '/var/backups/erp-connector',
    ]);
    expect(backup.code).toBe(0);
    const archive = backup.stdout.trim().split('\n').at(-1) as string;
    expect(archive).toMatch(/^\/var\/backups\/erp-connector\/erp-connector-backup-\S+\.tar\.gz$/);
    const later = await call('POST', '/api/v1/users', admin, {
      username: 'after-backup',
      password: PASSWORD,
      role: 'Viewer',
    });
    expect(later.status).toBe(201);

    const restore = ['/opt/erp-connector/scripts/restore.sh', '--force', archive];
    const refused = await container.exec(restore);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('stop it first');

    await container.sh(`systemctl stop ${UNIT}`);
    const restored = await container.exec(restore);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('(owner erp-connector:erp-connector)');
    expect(readdirSync(container.path('/var/lib')).join(' ')).toMatch(
      /\berp-connector\.pre-restore-\d{8}T\d{6}Z\b/,
    );
    await container.sh(`systemctl start ${UNIT}`, 300_000);
    expect((await signIn('before-backup', PASSWORD)).status).toBe(200);
    expect((await signIn('after-backup', PASSWORD)).status).toBe(401);
  });

  it('is enabled at boot: up again after the container reboots', async () => {
    await container.reboot();
    // is-system-running --wait returned: the boot's jobs, this unit's start among them, are done.
    expect(await show('ActiveState', 'SubState')).toEqual({
      ActiveState: 'active',
      SubState: 'running',
    });
    expect((await call('GET', '/readyz')).status).toBe(200);
    expect(await servedFingerprint(port)).toBe(second.fingerprint);
    expect((await signIn('before-backup', PASSWORD)).status).toBe(200);
  });

  it('stops with exit 0, and its Redis is gone with it', async () => {
    await container.sh(`systemctl stop ${UNIT}`);
    expect(await show('ActiveState', 'Result', 'ExecMainCode', 'ExecMainStatus')).toEqual({
      ActiveState: 'inactive',
      Result: 'success',
      // CLD_EXITED: it exited by itself, status 0, rather than being killed.
      ExecMainCode: '1',
      ExecMainStatus: '0',
    });
    const left = await processes();
    expect(left.filter((p) => p.comm === 'redis-server' || p.comm === 'node')).toEqual([
      expect.objectContaining({ comm: 'node' }),
    ]);
    expect(left.filter((p) => p.cgroup.includes(`/system.slice/${UNIT}`))).toEqual([]);
  });

  it('uninstall.sh removes application and unit but keeps the data unless --purge', async () => {
    const uninstall = await container.exec(['/src/scripts/uninstall.sh']);
    expect(uninstall.code).toBe(0);
    expect(uninstall.stdout).toContain('kept /var/lib/erp-connector');
    expect((await container.exec(['systemctl', 'cat', UNIT])).code).not.toBe(0);
    expect(await container.sh('ls /opt')).not.toContain('erp-connector');
    expect(await container.sh('ls /var/lib/erp-connector')).toContain('state.sqlite');
    expect(await container.sh('ls /etc/erp-connector')).toContain('environment');
    expect((await container.exec(['getent', 'passwd', 'erp-connector'])).code).toBe(0);

    const purge = await container.exec(['/src/scripts/uninstall.sh', '--purge']);
    expect(purge.code).toBe(0);
    expect((await container.exec(['ls', '/var/lib/erp-connector'])).code).not.toBe(0);
    expect((await container.exec(['ls', '/etc/erp-connector'])).code).not.toBe(0);
    expect((await container.exec(['getent', 'passwd', 'erp-connector'])).code).not.toBe(0);
  });
});
