import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { RunResult, have } from './appliance-helpers';

/** Builds the container's root once; its recipe's hash names the cached root. */
export const BUILD_ROOT_SCRIPT = join(__dirname, 'build-systemd-root.sh');
const ROOT_CACHE = '/var/cache/erp-connector-test';
const CONTAINER_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** Where build-systemd-root.sh keeps the root of its current recipe. */
export function cachedRoot(): string {
  const key = createHash('sha256').update(readFileSync(BUILD_ROOT_SCRIPT)).digest('hex');
  return join(ROOT_CACHE, `systemd-root-${key.slice(0, 12)}`);
}

/** Why no container can be booted here (then the suite is skipped), or undefined. */
export function whyNoContainer(): string | undefined {
  if (process.getuid?.() !== 0) return 'needs root (systemd-nspawn, mounts)';
  for (const tool of ['systemd-nspawn', 'nsenter', 'unshare', 'setpriv']) {
    if (!have(tool)) return `${tool} is missing (apt-get install -y systemd-container util-linux)`;
  }
  if (!readFileSync('/proc/filesystems', 'utf8').includes('\toverlay\n')) {
    return 'the kernel has no overlay file system (modprobe overlay)';
  }
  if (!existsSync(cachedRoot())) {
    return (
      `no container root at ${cachedRoot()}: build it once with ` +
      'test/appliance/build-systemd-root.sh (root; downloads Debian packages, 2-4 min; .ci/run does it)'
    );
  }
  return undefined;
}

/**
 * Runs in a private mount namespace of its own (unshare): a tmpfs holds the container's changes
 * over the cached root (overlay), so the cached root is never written and every run starts from
 * it; the mounts disappear with the namespace's last process, whatever happens to the test.
 * systemd-nspawn exits 133 when the container reboots; it is then started again on the same
 * overlay, as systemd-nspawn@.service would. Each nspawn gets SIGTERM (a clean poweroff of the
 * container) when this shell dies, and this shell when the test process dies.
 */
const WRAPPER = String.raw`
set -eu
lower=$1; scratch=$2; shift 2
mount -t tmpfs -o mode=0755 erpc-systemd-test "$scratch/rw"
mkdir "$scratch/rw/upper" "$scratch/rw/work"
mount -t overlay -o "lowerdir=$lower,upperdir=$scratch/rw/upper,workdir=$scratch/rw/work" \
  erpc-systemd-test "$scratch/root"
while :; do
  # The container's console goes to stderr; stdout carries only these marks.
  setpriv --pdeathsig TERM -- systemd-nspawn -D "$scratch/root" "$@" </dev/null >&2 &
  echo "@@erpc nspawn $!"
  status=0
  wait $! || status=$?
  echo "@@erpc exit $status"
  [ "$status" = 133 ] || exit "$status"
done`;

const SCRATCH_PARENT = '/var/tmp';
const SCRATCH_PREFIX = 'erpc-systemd-test-';

/** Every process's command line, from /proc. */
function commandLines(): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        return '';
      }
    });
}

/**
 * Removes the (empty, on the host) scratch directories of runs whose test process was killed
 * before dispose(): their container and mounts went with them. A directory some process still
 * names belongs to a run in progress (another checkout's, perhaps) and stays.
 */
function sweepScratch(): void {
  const inUse = commandLines().join('\n');
  for (const name of readdirSync(SCRATCH_PARENT)) {
    const dir = join(SCRATCH_PARENT, name);
    // Older than a minute: a run just starting has not yet spawned the process that names it.
    if (
      name.startsWith(SCRATCH_PREFIX) &&
      !inUse.includes(dir) &&
      statSync(dir).mtimeMs < Date.now() - 60_000
    ) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** PIDs of the processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

const alive = (pid: number) => existsSync(`/proc/${pid}`);
function commOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A Debian container booted with systemd as its PID 1 (systemd-nspawn --boot), sharing the
 * host's network. Commands run inside with nsenter; files are reached through
 * /proc/<init>/root. dispose() powers it off and removes everything, also after a failure.
 */
export class SystemdContainer {
  private output = '';
  /** PID (on the host) of the container's systemd. */
  init = 0;

  private constructor(
    private readonly wrapper: ChildProcess,
    private readonly scratch: string,
  ) {
    wrapper.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    wrapper.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  /** What the wrapper reported, in order: each systemd-nspawn started, each one's exit status. */
  private marks(kind: 'nspawn' | 'exit'): number[] {
    return [...this.output.matchAll(new RegExp(`^@@erpc ${kind} (\\d+)$`, 'gm'))].map((m) =>
      Number(m[1]),
    );
  }

  /**
   * Boots the cached root with `binds` ([host path, container path], read-only) and resolves
   * once systemd says the system is up.
   */
  static async boot(binds: [string, string][], timeoutMs = 120_000): Promise<SystemdContainer> {
    sweepScratch();
    const scratch = mkdtempSync(join(SCRATCH_PARENT, SCRATCH_PREFIX));
    mkdirSync(join(scratch, 'rw'));
    mkdirSync(join(scratch, 'root'));
    const nspawn = [
      '--boot',
      '--console=pipe',
      // No systemd on the host to register with or to make a scope: stay in our own cgroup.
      '--register=no',
      '--keep-unit',
      ...binds.map(([from, to]) => `--bind-ro=${from}:${to}`),
    ];
    // The unified (v2) cgroup hierarchy inside whenever the host has cgroup2 mounted (pure v2, or
    // hybrid like this CI machine's): with the legacy one, systemd in a container is never told
    // that a cgroup became empty, so after a kill -9 it would wait out TimeoutStopSec (90 s)
    // before Restart= applies. Hosts with v1 only get the legacy hierarchy and that wait.
    const cgroup2 = spawnSync('findmnt', ['-n', '-t', 'cgroup2'], { encoding: 'utf8' });
    const env = {
      PATH: process.env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin',
      SYSTEMD_NSPAWN_UNIFIED_HIERARCHY: cgroup2.stdout.trim() ? '1' : '0',
    };
    // prettier-ignore
    const wrapper = spawn('setpriv', [
      '--pdeathsig', 'TERM', '--', 'unshare', '--mount', '--propagation', 'private',
      'bash', '-c', WRAPPER, 'erpc-systemd-test', cachedRoot(), scratch, ...nspawn,
    ], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const container = new SystemdContainer(wrapper, scratch);
    try {
      await container.waitBooted(1, timeoutMs);
    } catch (error) {
      await container.dispose();
      throw error;
    }
    return container;
  }

  /** Waits for the n-th nspawn's systemd to be up. */
  private async waitBooted(boot: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const fail = (why: string) =>
      new Error(`container boot ${boot}: ${why}\n${this.output.slice(-4000)}`);
    while (this.marks('nspawn').length < boot) {
      if (this.wrapper.exitCode !== null) throw fail('systemd-nspawn exited');
      if (Date.now() > deadline) throw fail('systemd-nspawn did not start');
      await sleep(50);
    }
    const nspawn = this.marks('nspawn')[boot - 1];
    this.init = 0;
    while (!this.init) {
      const init = childrenOf(nspawn).find((pid) => commOf(pid) === 'systemd');
      if (init) this.init = init;
      else if (!alive(nspawn)) throw fail('systemd-nspawn exited before systemd started');
      else if (Date.now() > deadline) throw fail('no systemd in the container');
      else await sleep(50);
    }
    // Until its private bus socket exists, systemctl cannot ask; then --wait waits for start-up.
    for (;;) {
      const state = await this.exec(['systemctl', 'is-system-running', '--wait'], {
        timeoutMs: Math.max(1000, deadline - Date.now()),
      });
      const said = state.stdout.trim();
      if (said === 'running') return;
      if (said === 'degraded') {
        const failed = await this.exec(['systemctl', '--failed', '--no-pager', '--plain']);
        throw fail(`systemd is degraded:\n${failed.stdout}`);
      }
      if (Date.now() > deadline) throw fail(`systemd says ${said || state.stderr}`);
      await sleep(100);
    }
  }

  /** Runs a command inside the container (all its namespaces), with a clean environment. */
  exec(
    command: string[],
    options: { input?: string; timeoutMs?: number } = {},
  ): Promise<RunResult> {
    const timeoutMs = options.timeoutMs ?? 120_000;
    return new Promise((resolve, reject) => {
      // prettier-ignore
      const child = spawn('nsenter', [
        '-t', String(this.init), '-a', 'env', '-i', `PATH=${CONTAINER_PATH}`, 'SYSTEMD_COLORS=0',
        ...command,
      // A process group of its own: a signal to "the group" inside never reaches the test.
      ], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`${command.join(' ')} ran over ${timeoutMs} ms:\n${stdout}${stderr}`));
      }, timeoutMs);
      child.once('error', reject);
      // A command that exits without reading its input (`ls`) may close the pipe before we end
      // it: that is no failure of the command (its exit code says how it went).
      child.stdin.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE') reject(error);
      });
      child.once('close', (code) => {
        clearTimeout(timer);
        resolve({ code, stdout, stderr });
      });
      child.stdin.end(options.input ?? '');
    });
  }

  /** Like exec, but a non-zero exit is an error that shows the output. */
  async sh(script: string, timeoutMs?: number): Promise<string> {
    const result = await this.exec(['sh', '-c', script], { timeoutMs });
    if (result.code !== 0) {
      throw new Error(`${script}: exit ${result.code}\n${result.stdout}${result.stderr}`);
    }
    return result.stdout;
  }

  /** A path inside the container, as the host reaches it. */
  path(inside: string): string {
    return join(`/proc/${this.init}/root`, inside);
  }

  /** Reboots the container (systemctl reboot) and resolves once it is up again. */
  async reboot(timeoutMs = 120_000): Promise<void> {
    const boots = this.marks('nspawn').length;
    // The command may lose its connection as systemd goes down; the new boot is what counts.
    await this.exec(['systemctl', 'reboot']);
    const deadline = Date.now() + timeoutMs;
    while (this.marks('nspawn').length === boots) {
      if (this.wrapper.exitCode !== null || Date.now() > deadline) {
        throw new Error(
          `the container did not come back from reboot:\n${this.output.slice(-4000)}`,
        );
      }
      await sleep(100);
    }
    if (this.marks('exit').at(-1) !== 133) {
      throw new Error(
        `systemd-nspawn did not exit for a reboot (133):\n${this.output.slice(-4000)}`,
      );
    }
    await this.waitBooted(boots + 1, Math.max(1000, deadline - Date.now()));
  }

  /**
   * Powers the container off (SIGTERM to systemd-nspawn, which asks systemd to shut down) and
   * waits for it; kills what is left after 60 s; removes the scratch directory. The overlay and
   * tmpfs go with the mount namespace.
   */
  async dispose(): Promise<void> {
    const wrapperGone = () => this.wrapper.exitCode !== null || this.wrapper.signalCode !== null;
    const waitGone = async (ms: number) => {
      const deadline = Date.now() + ms;
      while (!wrapperGone() && Date.now() < deadline) await sleep(100);
      return wrapperGone();
    };
    const nspawn = this.marks('nspawn').at(-1);
    if (!wrapperGone()) {
      if (nspawn && alive(nspawn)) process.kill(nspawn, 'SIGTERM');
      else this.wrapper.kill('SIGTERM');
    }
    if (!(await waitGone(60_000))) {
      for (const pid of [this.init, nspawn, -(this.wrapper.pid as number)]) {
        try {
          if (pid) process.kill(pid, 'SIGKILL');
        } catch {
          // Gone already.
        }
      }
      await waitGone(10_000);
    }
    rmSync(this.scratch, { recursive: true, force: true });
  }
}
