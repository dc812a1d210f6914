import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT, callDaemon } from '../support/daemon-process';

export const SCRIPTS = join(ROOT, 'scripts');
export const UNIT_FILE = join(ROOT, 'systemd', 'erp-connector.service');
export const ERPC_CLI = join(ROOT, 'dist', 'cli', 'erpc.js');

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end with only the given environment (plus PATH). */
export function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`${command} ${args.join(' ')} ran over ${timeoutMs} ms:\n${stdout}${stderr}`),
      );
    }, timeoutMs);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Whether a program is on PATH. */
export function have(program: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once a daemon started some other way than startDaemon logs that it listens. */
export function waitListening(child: ChildProcess, timeoutMs = 90_000): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`daemon did not start:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/"msg":"erp-connector \S+ listening on /.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`daemon exited with ${code}:\n${output}`));
    });
  });
}

export async function signIn(base: string, username: string, password: string): Promise<string> {
  const response = await callDaemon(base, 'POST', '/api/v1/auth/token', undefined, {
    username,
    password,
  });
  if (response.status !== 200) {
    throw new Error(`sign-in of ${username} failed: ${JSON.stringify(response.body)}`);
  }
  return response.body.data.access_token as string;
}

/**
 * A built-looking application tree for install.sh: the real unit, scripts and default config,
 * with a stand-in dist/ and node_modules/ so that installing it copies kilobytes, not 300 MB.
 */
export function fakeSource(dir: string, marker = 'build 1'): string {
  for (const sub of ['dist/cli', 'config', 'node_modules/left-pad', 'systemd']) {
    mkdirSync(join(dir, sub), { recursive: true });
  }
  writeFileSync(join(dir, 'dist', 'main.js'), `// ${marker}\n`);
  writeFileSync(join(dir, 'dist', 'cli', 'erpc.js'), `// ${marker}\n`);
  writeFileSync(join(dir, 'node_modules', 'left-pad', 'index.js'), 'module.exports = 1;\n');
  writeFileSync(join(dir, 'package.json'), readFileSync(join(ROOT, 'package.json')));
  writeFileSync(
    join(dir, 'config', 'default.json'),
    readFileSync(join(ROOT, 'config', 'default.json')),
  );
  writeFileSync(join(dir, 'systemd', 'erp-connector.service'), readFileSync(UNIT_FILE));
  rmSync(join(dir, 'scripts'), { recursive: true, force: true });
  spawnSync('cp', ['-a', SCRIPTS, join(dir, 'scripts')]);
  return dir;
}

/** The account install.sh may chown to in a test: an unprivileged one when we are root. */
export function testAccount(): { user: string; group: string; uid: number; gid: number } {
  const id = (flag: string, name?: string) =>
    spawnSync('id', [flag, ...(name ? [name] : [])], { encoding: 'utf8' }).stdout.trim();
  if (process.getuid?.() === 0 && spawnSync('id', ['nobody']).status === 0) {
    const group = spawnSync('id', ['-gn', 'nobody'], { encoding: 'utf8' }).stdout.trim();
    return {
      user: 'nobody',
      group,
      uid: Number(id('-u', 'nobody')),
      gid: Number(id('-g', 'nobody')),
    };
  }
  return { user: id('-un'), group: id('-gn'), uid: Number(id('-u')), gid: Number(id('-g')) };
}
