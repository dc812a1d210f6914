import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { MAIN, ROOT, callDaemon } from '../support/daemon-process';

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

export interface Account {
  user: string;
  group: string;
  uid: number;
  gid: number;
}

const id = (flag: string, name?: string) =>
  spawnSync('id', [flag, ...(name ? [name] : [])], { encoding: 'utf8' }).stdout.trim();

/**
 * The unprivileged account tests run the daemon as when they run as root (nobody, like the
 * unit's own user: no capabilities, owns nothing); undefined when not root or it is missing.
 */
export function unprivilegedAccount(): Account | undefined {
  if (process.getuid?.() !== 0 || spawnSync('id', ['nobody']).status !== 0) return undefined;
  return {
    user: 'nobody',
    group: id('-gn', 'nobody'),
    uid: Number(id('-u', 'nobody')),
    gid: Number(id('-g', 'nobody')),
  };
}

/** The account install.sh may chown to in a test: an unprivileged one when we are root. */
export function testAccount(): Account {
  return (
    unprivilegedAccount() ?? {
      user: id('-un'),
      group: id('-gn'),
      uid: Number(id('-u')),
      gid: Number(id('-g')),
    }
  );
}

/** The command prefix that runs a program as `account`, without supplementary groups. */
export function asAccount(account: Account): string[] {
  return ['setpriv', `--reuid=${account.uid}`, `--regid=${account.gid}`, '--clear-groups'];
}

/**
 * Whether `account` can reach `path` and `test FLAG` holds for it there: asked of the kernel as
 * that account, so every parent directory's permissions count (a checkout under a 0700 home or
 * a `mktemp -d` directory is out of reach for anyone else).
 */
export function accessibleBy(account: Account, path: string, flag: '-r' | '-x' = '-r'): boolean {
  const [command, ...args] = asAccount(account);
  return spawnSync(command, [...args, 'test', flag, path], { stdio: 'ignore' }).status === 0;
}

/**
 * Where to make scratch directories that `account` must traverse: the temporary directory, or
 * /tmp or /var/tmp when TMPDIR is private. Undefined when none is reachable for it.
 */
export function scratchParent(account?: Account): string | undefined {
  if (!account) return tmpdir();
  return [tmpdir(), '/tmp', '/var/tmp'].find((dir) => accessibleBy(account, dir, '-x'));
}

/** The built application (the files the daemon and its CLI read) at `root`. */
export interface BuiltApp {
  root: string;
  main: string;
  cli: string;
  /** Removes a staged copy; nothing for the checkout itself. */
  dispose(): void;
}

const APP_FILES = ['dist', 'config', 'node_modules', 'package.json'];

/**
 * Why `account` cannot be given the built application, or undefined when it can (see
 * builtAppFor). Cheap: decides whether a test runs or is skipped.
 */
export function whyNotReachable(account: Account): string | undefined {
  if (!have('setpriv')) return 'setpriv (util-linux) is needed to run the daemon as another user';
  if (!accessibleBy(account, process.execPath, '-x')) {
    return `${account.user} cannot run ${process.execPath} (node itself lives where that account cannot reach; install Node.js system-wide)`;
  }
  if (!accessibleBy(account, MAIN) && !scratchParent(account)) {
    return `${account.user} can reach neither ${ROOT} nor any of TMPDIR, /tmp, /var/tmp to copy the build to`;
  }
  return undefined;
}

/**
 * The built application where `account` can read it. The checkout itself when every parent
 * directory lets that account through; otherwise (a clone in /root or in a `mktemp -d`
 * directory, both 0700) a copy of what the daemon reads (dist, config, node_modules,
 * package.json) in a scratch directory of its own: hard links when the files are readable by
 * everyone and on the same file system (about a second for node_modules), else a real copy opened
 * up for reading. Call dispose() when done. Check whyNotReachable first.
 */
export function builtAppFor(account: Account): BuiltApp {
  const cli = (root: string) => join(root, 'dist', 'cli', 'erpc.js');
  if (accessibleBy(account, MAIN) && accessibleBy(account, cli(ROOT))) {
    return { root: ROOT, main: MAIN, cli: cli(ROOT), dispose: () => undefined };
  }
  const parent = scratchParent(account);
  if (!parent) throw new Error(whyNotReachable(account));
  const root = mkdtempSync(join(parent, 'erpc-built-app-'));
  chmodSync(root, 0o755);
  const dispose = () => rmSync(root, { recursive: true, force: true });
  try {
    const copy = (flags: string) =>
      APP_FILES.every(
        (item) =>
          spawnSync('cp', [flags, join(ROOT, item), root], { stdio: 'ignore' }).status === 0,
      );
    // Files not readable by others (a checkout made under umask 077) must not be hard-linked:
    // opening up the copy would open up the originals too.
    const privateFiles = spawnSync(
      'find',
      // prettier-ignore
      [...APP_FILES, '(', '!', '-perm', '-o=r', '-o', '-type', 'd', '!', '-perm', '-o=x', ')', '-print', '-quit'],
      { cwd: ROOT, encoding: 'utf8' },
    ).stdout.trim();
    if (privateFiles || !copy('-al')) {
      for (const item of APP_FILES) rmSync(join(root, item), { recursive: true, force: true });
      if (!copy('-a')) throw new Error(`copying the build from ${ROOT} to ${root} failed`);
      spawnSync('chmod', ['-R', 'go+rX,go-w', ...APP_FILES], { cwd: root });
    }
    // Build caches are not the application's; links to them would be shared with the checkout.
    rmSync(join(root, 'node_modules', '.cache'), { recursive: true, force: true });
    if (!accessibleBy(account, join(root, 'dist', 'main.js'))) {
      throw new Error(`${account.user} still cannot read the copy of the build in ${root}`);
    }
  } catch (error) {
    dispose();
    throw error;
  }
  return { root, main: join(root, 'dist', 'main.js'), cli: cli(root), dispose };
}

export interface CertificatePair {
  cert: Buffer;
  key: Buffer;
  /** SHA-256 fingerprint, as TLS peers and the daemon's log show it. */
  fingerprint: string;
}

/** A fresh self-signed certificate for 127.0.0.1 and localhost, made by openssl. */
export function selfSignedPair(dir: string, name: string): CertificatePair {
  const certFile = join(dir, `${name}.crt`);
  const keyFile = join(dir, `${name}.key`);
  // prettier-ignore
  const made = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', `/CN=erpc-appliance-${name}`,
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

/** The fingerprint of the certificate a new TLS connection to 127.0.0.1:port is given. */
export function servedFingerprint(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false });
    socket.once('secureConnect', () => {
      resolve(socket.getPeerCertificate().fingerprint256);
      socket.end();
    });
    socket.once('error', reject);
  });
}
