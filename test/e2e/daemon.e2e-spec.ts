import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DaemonProcess,
  callDaemon,
  exitOf,
  runDaemon,
  startDaemon,
} from '../support/daemon-process';

describe('the built daemon (node dist/main.js)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'erpc-daemon-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses an invalid configuration, listing every fault, with a non-zero exit', async () => {
    const child = runDaemon({
      ERPC_DATA_DIR: dataDir,
      ERPC_PORT: 'eighty',
      ERPC_DEMO_SCALE: '-3',
      ERPC_REDIS_URL: 'http://not-redis',
      ERPC_CONFIG: join(dataDir, 'missing.json'),
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitOf(child)).toBe(2);
    expect(stderr).toContain('ERPC_CONFIG: file');
    expect(stderr).toMatch(/server\.port \(ERPC_PORT\)/);
    expect(stderr).toMatch(/demo\.scale \(ERPC_DEMO_SCALE\)/);
    expect(stderr).toMatch(/redis\.url \(ERPC_REDIS_URL\)/);
  });

  it('without redis-server says in one message how to install it or use an existing Redis', async () => {
    const configFile = join(dataDir, 'no-redis.json');
    writeFileSync(configFile, JSON.stringify({ redis: { binary: 'redis-server-not-installed' } }));
    const child = runDaemon({
      ERPC_DATA_DIR: dataDir,
      ERPC_CONFIG: configFile,
      ERPC_DEMO_SCALE: '0.02',
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toContain('apt-get install redis-server');
    expect(stderr).toContain('ERPC_REDIS_URL');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('on a first start without users, says how to create the first admin', async () => {
    const daemon = await startDaemon({ ERPC_DATA_DIR: dataDir, ERPC_DEMO_SCALE: '0.02' });
    try {
      expect(daemon.output()).toContain('create-admin');
      expect(daemon.output()).toContain('ERPC_ADMIN_PASSWORD');
    } finally {
      expect(await daemon.stop()).toBe(0);
    }
  });

  describe('with ERPC_ADMIN_PASSWORD', () => {
    let daemon: DaemonProcess;
    beforeEach(async () => {
      daemon = await startDaemon({
        ERPC_DATA_DIR: dataDir,
        ERPC_ADMIN_PASSWORD: 'first-admin-pw',
        ERPC_DEMO_SCALE: '0.02',
      });
    });
    afterEach(async () => {
      await daemon.stop();
    });

    it('admin signs in, creates an Operator and a Viewer, and each gets their own rights', async () => {
      const base = daemon.baseUrl;
      const admin = (
        await callDaemon(base, 'POST', '/api/v1/auth/token', undefined, {
          username: 'admin',
          password: 'first-admin-pw',
        })
      ).body.data.access_token;
      for (const [username, role] of [
        ['ops', 'Operator'],
        ['view', 'Viewer'],
      ]) {
        const created = await callDaemon(base, 'POST', '/api/v1/users', admin, {
          username,
          password: 'password-123',
          role,
        });
        expect(created.status).toBe(201);
      }
      const login = async (username: string) =>
        (
          await callDaemon(base, 'POST', '/api/v1/auth/token', undefined, {
            username,
            password: 'password-123',
          })
        ).body.data;
      const ops = await login('ops');
      const view = await login('view');
      expect(ops.role).toBe('Operator');
      expect(view.role).toBe('Viewer');
      expect((await callDaemon(base, 'GET', '/api/v1/users', admin)).status).toBe(200);
      expect((await callDaemon(base, 'GET', '/api/v1/users', ops.access_token)).status).toBe(403);
      expect((await callDaemon(base, 'GET', '/api/v1/users', view.access_token)).status).toBe(403);
      expect(
        (await callDaemon(base, 'GET', '/api/v1/auth/me', view.access_token)).body.data.role,
      ).toBe('Viewer');
    });

    it('stops cleanly on SIGTERM', async () => {
      expect(await daemon.stop('SIGTERM')).toBe(0);
    });
  });
});
