import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseUnitFile, serviceEnvironment } from '../../src/cli/unit-environment';
import { MIGRATIONS } from '../../src/database/migrations';
import {
  ERPC_CLI,
  SCRIPTS,
  UNIT_FILE,
  fakeSource,
  freePort,
  have,
  run,
  selfSignedPair,
  servedFingerprint,
  signIn,
  testAccount,
  waitListening,
} from '../appliance/appliance-helpers';
import { MAIN, ROOT, exitOf, runDaemon, startDaemon } from '../support/daemon-process';

const MAX_EXPOSURE = 1.5;
const unitText = readFileSync(UNIT_FILE, 'utf8');
const service = parseUnitFile(unitText).get('Service') ?? new Map<string, string[]>();
const one = (key: string) => service.get(key)?.at(-1);

describe('systemd/erp-connector.service', () => {
  const analyze = have('systemd-analyze');
  if (!analyze) {
    console.warn('exposure score not checked: systemd-analyze is not installed on this machine');
  }
  (analyze ? it : it.skip)(
    `scores an exposure of at most ${MAX_EXPOSURE} in systemd-analyze security (offline)`,
    async () => {
      const result = await run('systemd-analyze', [
        'security',
        '--offline=true',
        '--no-pager',
        UNIT_FILE,
      ]);
      const match = /Overall exposure level for erp-connector\.service: (\d+\.\d+)/.exec(
        result.stdout,
      );
      expect(match).not.toBeNull();
      expect(Number(match?.[1])).toBeLessThanOrEqual(MAX_EXPOSURE);
      const verify = await run('systemd-analyze', ['verify', UNIT_FILE]);
      expect(verify.stderr).toBe('');
      expect(verify.code).toBe(0);
    },
  );

  it('keeps what Node and the daemon need: W+X memory for V8, drain on stop, restart on failure', () => {
    // V8's JIT writes executable pages: MemoryDenyWriteExecute=yes would crash node at start.
    expect(service.get('MemoryDenyWriteExecute') ?? []).not.toContain('yes');
    expect(one('KillMode')).toBe('mixed');
    expect(one('KillSignal') ?? 'SIGTERM').toBe('SIGTERM');
    // Longer than the jobs' grace (30 s) plus the embedded Redis' own stop (10 s).
    expect(Number(one('TimeoutStopSec'))).toBeGreaterThanOrEqual(45);
    expect(one('Restart')).toBe('on-failure');
    expect(parseUnitFile(unitText).get('Unit')?.get('StartLimitBurst')).toBeDefined();
    expect(one('StateDirectory')).toBe('erp-connector');
    expect(one('ConfigurationDirectory')).toBe('erp-connector');
    expect(one('User')).toBe('erp-connector');
    // The embedded redis-server is a child in /usr/bin; nothing may hide or forbid it.
    expect(service.get('NoExecPaths') ?? []).toHaveLength(0);
    expect(one('RestrictAddressFamilies')).toContain('AF_UNIX');
  });

  it('starts the daemon with the unit’s environment, and is ready only once it listens', async () => {
    // The configuration install.sh writes, with the site settings its next steps ask for.
    const scratch = mkdtempSync(join(tmpdir(), 'ops-appliance-unit-'));
    try {
      const account = testAccount();
      const install = await run(join(SCRIPTS, 'install.sh'), [
        '--root',
        scratch,
        '--source',
        fakeSource(join(scratch, 'src')),
        '--user',
        account.user,
        '--group',
        account.group,
      ]);
      expect(install.code).toBe(0);
      const port = await freePort();
      appendFileSync(
        join(scratch, 'etc/erp-connector/environment'),
        `ERPC_ADMIN_PASSWORD=first-admin-pw\nERPC_PORT=${port}\nERPC_DEMO_SCALE=0.02\n`,
      );
      // Absolute paths of the unit live under the scratch root; the app is this checkout.
      const inRoot = (path: string) => join(scratch, path);
      const unit = serviceEnvironment(unitText, (path) =>
        existsSync(inRoot(path)) ? readFileSync(inRoot(path), 'utf8') : undefined,
      );
      expect(unit.files).toEqual([
        { path: '/etc/erp-connector/environment', optional: true, found: true },
      ]);
      expect(unit.env).toMatchObject({
        NODE_ENV: 'production',
        ERPC_DATA_DIR: '/var/lib/erp-connector',
        ERPC_CONFIG: '/etc/erp-connector/config.json',
      });
      const env = {
        ...unit.env,
        ERPC_DATA_DIR: inRoot(unit.env.ERPC_DATA_DIR),
        ERPC_CONFIG: inRoot(unit.env.ERPC_CONFIG),
      };
      const app = one('WorkingDirectory') as string;
      expect(one('ExecStart')).toBe(`/usr/bin/node ${app}/dist/main.js`);
      expect(join(ROOT, 'dist/main.js')).toBe(MAIN);
      const post = (one('ExecStartPost') as string).split(' ');
      expect(post.slice(0, 2)).toEqual(['/usr/bin/node', `${app}/dist/cli/erpc.js`]);

      // ExecStartPost= runs as the main process starts; it must wait out migrations and listen.
      const probe = spawn(process.execPath, [ERPC_CLI, ...post.slice(2)], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
        stdio: 'ignore',
      });
      let probeExitedAt = 0;
      const probeExit = exitOf(probe).then((code) => {
        probeExitedAt = Date.now();
        return code;
      });
      const spawnedAt = Date.now();
      const daemon = await startDaemon(env, 90_000);
      try {
        expect(daemon.port).toBe(port);
        expect(await probeExit).toBe(0);
        expect(probeExitedAt).toBeGreaterThan(spawnedAt);
        const ready = await fetch(`${daemon.baseUrl}/readyz`);
        expect(ready.status).toBe(200);
        const db = new Database(join(env.ERPC_DATA_DIR, 'state.sqlite'), { readonly: true });
        const applied = db.prepare('SELECT name FROM migrations').all() as { name: string }[];
        db.close();
        expect(applied.map((m) => m.name).sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
        await signIn(daemon.baseUrl, 'admin', 'first-admin-pw');
      } finally {
        expect(await daemon.stop('SIGTERM')).toBe(0);
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 120_000);

  it('reloads with the daemon’s own CLI (no /bin/kill), which returns once the new certificate is served', async () => {
    // Minimal images have no /bin/kill: ExecReload= must not need it (nor any other tool).
    const app = one('WorkingDirectory') as string;
    expect(one('ExecReload')).toBe(`/usr/bin/node ${app}/dist/cli/erpc.js reload --pid $MAINPID`);
    if (!have('openssl')) {
      console.warn('reload with TLS not exercised here: openssl is not installed');
      return;
    }
    const scratch = mkdtempSync(join(tmpdir(), 'ops-appliance-reload-'));
    const first = selfSignedPair(scratch, 'first');
    const second = selfSignedPair(scratch, 'second');
    const cert = join(scratch, 'served.crt');
    const key = join(scratch, 'served.key');
    writeFileSync(cert, first.cert);
    writeFileSync(key, first.key, { mode: 0o600 });
    const port = await freePort();
    const env = {
      ERPC_DATA_DIR: join(scratch, 'data'),
      ERPC_PORT: String(port),
      ERPC_TLS_CERT: cert,
      ERPC_TLS_KEY: key,
      ERPC_DEMO_SCALE: '0.02',
    };
    const daemon = runDaemon(env);
    try {
      await waitListening(daemon);
      expect(await servedFingerprint(port)).toBe(first.fingerprint);
      const reload = () =>
        run(process.execPath, [ERPC_CLI, 'reload', '--pid', String(daemon.pid)], env);

      // A renewal: new files, then reload. Served as soon as the command returns.
      writeFileSync(cert, second.cert);
      writeFileSync(key, second.key);
      const renewed = await reload();
      expect(renewed.stderr).toBe('');
      expect(renewed.code).toBe(0);
      expect(renewed.stdout).toContain(second.fingerprint);
      expect(await servedFingerprint(port)).toBe(second.fingerprint);

      // A certificate with somebody else's key: the reload fails, the daemon is not signalled
      // and keeps serving what it had.
      writeFileSync(cert, first.cert);
      const refused = await reload();
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is not the private key of the certificate');
      expect(await servedFingerprint(port)).toBe(second.fingerprint);
      expect(daemon.exitCode).toBeNull();

      const usage = await run(process.execPath, [ERPC_CLI, 'reload'], env);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('needs --pid');
    } finally {
      daemon.kill('SIGTERM');
      expect(await exitOf(daemon)).toBe(0);
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 120_000);

  it('wait-ready gives up with exit 1 when nothing listens', async () => {
    const port = await freePort();
    const started = Date.now();
    const result = await run(process.execPath, [ERPC_CLI, 'wait-ready', '--timeout', '1'], {
      ERPC_PORT: String(port),
      ERPC_DATA_DIR: join(tmpdir(), 'erpc-unused'),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`did not accept connections on 127.0.0.1:${port}`);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
