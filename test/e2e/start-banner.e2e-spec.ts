import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAIN, ROOT, exitOf, startDaemon } from '../support/daemon-process';

/**
 * What `npm start` prints: at a terminal a banner (URL, ERP, how to create the first admin) and
 * readable lines; into a pipe or journald JSON lines only, and never Nest's ~90 "Mapped {…}
 * route" lines at the default level. The terminal is a real pseudo-terminal from util-linux's
 * `script` where it exists, else ERPC_LOG_FORMAT=text, the switch the banner logic also honours.
 */
const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

describe('start output', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  /** The daemon under `script`, which does not end it when it is itself ended. */
  let terminalDaemonPid: number | null = null;
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'erpc-banner-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    if (terminalDaemonPid) {
      try {
        process.kill(terminalDaemonPid, 'SIGTERM');
      } catch {
        // already gone
      }
      // Its graceful stop ends the embedded Redis it started; removing the data directory
      // before that left the Redis running with its socket gone.
      await gone(terminalDaemonPid, 20_000);
    }
    for (const child of children) {
      if (child.exitCode === null && child.pid) child.kill('SIGTERM');
      await exitOf(child);
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('at a terminal: a banner with the URL, the ERP and the first-admin hint', async () => {
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      ERPC_DATA_DIR: dataDir(),
      ERPC_PORT: '0',
      ERPC_HOST: '127.0.0.1',
    };
    const child = hasScript
      ? spawn(
          'script',
          [
            '-qfec',
            // The shell's pid is the daemon's after exec: the test ends it by that id.
            `echo "daemon-pid $$"; exec ${shellQuote(process.execPath)} ${shellQuote(MAIN)}`,
            '/dev/null',
          ],
          { cwd: ROOT, env: { ...env, TERM: 'dumb' }, stdio: 'pipe' },
        )
      : spawn(process.execPath, [MAIN], {
          cwd: ROOT,
          env: { ...env, ERPC_LOG_FORMAT: 'text' },
          stdio: 'pipe',
        });
    children.push(child);
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no banner:\n${output}`)), 60_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Logs follow\./.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
    });
    const text = output.replace(/\r/g, '');
    const pid = /daemon-pid (\d+)/.exec(text);
    if (pid) terminalDaemonPid = Number(pid[1]);
    expect(text).toMatch(/erp-connector \S+ is running/);
    const url = /URL +(http:\/\/127\.0\.0\.1:(\d+))\//.exec(text);
    expect(url).not.toBeNull();
    expect(Number(url?.[2])).toBeGreaterThan(0);
    expect(text).toMatch(/ERP +connected \(demo\)/);
    expect(text).toContain('No users yet. Create the first admin');
    expect(text).toContain('npx erp-connector create-admin');
    // Readable lines, not JSON, and no route mapping at the default level.
    expect(text).toMatch(/^\d\d:\d\d:\d\d INFO {2}\[Main\] erp-connector \S+ listening on/m);
    expect(text).not.toMatch(/^\{"level"/m);
    expect(text).not.toContain('Mapped {');
    // The URL the banner gives answers.
    const health = await fetch(`${url?.[1]}/healthz`);
    expect(health.status).toBe(200);
  });

  it('into a pipe: only JSON lines, no banner, no "Mapped" lines at the default level', async () => {
    const daemon = await startDaemon({ ERPC_DATA_DIR: dataDir() });
    children.push(daemon.child);
    await daemon.stop();
    const lines = daemon
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(daemon.output()).not.toContain('Mapped {');
    expect(daemon.output()).not.toContain('is running');
    // The first-admin hint is still there, as a warning entry.
    expect(daemon.output()).toContain('Create the first admin');
  });

  it('with log.level debug, the route mapping is there again', async () => {
    const daemon = await startDaemon({ ERPC_DATA_DIR: dataDir(), ERPC_LOG_LEVEL: 'debug' });
    children.push(daemon.child);
    await daemon.stop();
    expect(daemon.output()).toMatch(/"level":20,.*Mapped \{\/api\/v1\/ido, GET\} route/);
  });
});

/** Waits until no process has `pid` (or the time is up). */
async function gone(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
