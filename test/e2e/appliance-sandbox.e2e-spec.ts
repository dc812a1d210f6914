import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseUnitFile } from '../../src/cli/unit-environment';
import {
  BuiltApp,
  UNIT_FILE,
  asAccount,
  builtAppFor,
  freePort,
  have,
  run,
  scratchParent,
  signIn,
  unprivilegedAccount,
  waitListening,
  whyNotReachable,
} from '../appliance/appliance-helpers';
import { MAIN, ROOT, callDaemon, exitOf } from '../support/daemon-process';

const service = parseUnitFile(readFileSync(UNIT_FILE, 'utf8')).get('Service') ?? new Map();
const isRoot = process.getuid?.() === 0;
/** What the unit's user would be here: nobody when we are root. */
const account = unprivilegedAccount();
/** Why that account cannot be given the build (then the tests that need it are skipped). */
const unreachable = account && whyNotReachable(account);
if (unreachable)
  console.warn(`appliance-sandbox: tests as ${account?.user} skipped: ${unreachable}`);

/** Sign in, read an IDO, ask a question, and render a PDF report through the job queue. */
async function exercise(base: string): Promise<void> {
  const token = await signIn(base, 'admin', 'first-admin-pw');
  expect((await callDaemon(base, 'GET', '/api/v1/ido/SLPos?recordcap=5', token)).status).toBe(200);
  const query = await callDaemon(base, 'POST', '/api/v1/query', token, {
    query: 'overdue purchase orders',
  });
  expect(query.status).toBe(200);
  const started = await callDaemon(base, 'POST', '/api/v1/reports/generate', token, {
    report: 'overdue-purchase-orders',
    format: 'pdf',
    parameters: {},
  });
  expect(started.status).toBe(202);
  const id = started.body.data.id as string;
  for (let i = 0; ; i++) {
    const run = await callDaemon(base, 'GET', `/api/v1/reports/runs/${id}`, token);
    if (run.body.data.status === 'completed') break;
    expect(run.body.data.status).not.toBe('failed');
    expect(i).toBeLessThan(600);
    await new Promise((r) => setTimeout(r, 100));
  }
  const artifact = await fetch(`${base}/api/v1/reports/runs/${id}/artifact`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(artifact.status).toBe(200);
  expect(
    Buffer.from(await artifact.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}

/** The system calls the unit's SystemCallFilter= lines allow, expanded by systemd itself. */
function allowedSyscalls(): Set<string> {
  const listing = spawnSync('systemd-analyze', ['syscall-filter', '--no-pager'], {
    encoding: 'utf8',
  }).stdout;
  const groups = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of listing.split('\n')) {
    const text = line.trim();
    if (line.startsWith('@')) groups.set(text, (current = []));
    else if (text && !text.startsWith('#') && current) current.push(text);
  }
  const expand = (name: string): string[] =>
    name.startsWith('@') ? (groups.get(name) ?? []).flatMap(expand) : [name];
  const allowed = new Set<string>();
  const lines = (service.get('SystemCallFilter') ?? []) as string[];
  expect(lines[0]?.startsWith('~')).toBe(false);
  for (const line of lines) {
    const deny = line.startsWith('~');
    for (const name of line.replace(/^~/, '').split(/\s+/).filter(Boolean).flatMap(expand)) {
      if (deny) allowed.delete(name);
      else allowed.add(name);
    }
  }
  expect(allowed.size).toBeGreaterThan(100);
  return allowed;
}

async function stopAndWait(pid: number, child: ChildProcess): Promise<number | null> {
  // A daemon that already died is reported by its exit code, not hidden behind ESRCH.
  if (child.signalCode !== null) return null;
  if (child.exitCode === null) process.kill(pid, 'SIGTERM');
  return exitOf(child);
}

describe('the daemon inside the unit’s sandbox', () => {
  let scratch: string;
  /** The build where the unprivileged account can read it (a copy when the checkout is private). */
  let app: BuiltApp = { root: ROOT, main: MAIN, cli: '', dispose: () => undefined };
  beforeAll(() => {
    if (account && !unreachable) app = builtAppFor(account);
  });
  afterAll(() => app.dispose());
  beforeEach(() => {
    // Its parent must be traversable by the unprivileged account, which owns the scratch tree.
    scratch = mkdtempSync(join(scratchParent(account) ?? '/tmp', 'ops-appliance-sandbox-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  const canTrace =
    !unreachable &&
    have('strace') &&
    have('systemd-analyze') &&
    spawnSync('strace', ['-f', '-qq', '-o', '/dev/null', 'true']).status === 0;
  if (!canTrace)
    console.warn(
      `syscall audit skipped: ${unreachable ?? 'needs strace (allowed to trace) and systemd-analyze'}`,
    );

  (canTrace ? it : it.skip)(
    'makes only the system calls SystemCallFilter= allows, on the socket families it allows',
    async () => {
      const allowed = allowedSyscalls();
      const data = join(scratch, 'data');
      const trace = join(scratch, 'trace');
      mkdirSync(data);
      mkdirSync(trace);
      // As root, trace as an unprivileged user like the unit's: SQLite fchown()s its files only
      // when running as root, which the service never does.
      if (account)
        for (const dir of [scratch, data, trace]) chownSync(dir, account.uid, account.gid);
      const strace = ['strace', '-f', '-qq', '-o', join(trace, 'out'), process.execPath, app.main];
      const command = account ? [...asAccount(account), ...strace] : strace;
      const port = await freePort();
      const child = spawn(command[0], command.slice(1), {
        cwd: app.root,
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          NODE_ENV: 'production',
          ERPC_DATA_DIR: data,
          ERPC_PORT: String(port),
          ERPC_ADMIN_PASSWORD: 'first-admin-pw',
          ERPC_DEMO_SCALE: '0.02',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let code: number | null = null;
      try {
        await waitListening(child, 120_000);
        await exercise(`http://127.0.0.1:${port}`);
      } finally {
        // strace's child is the daemon; strace exits with the daemon's exit code.
        const daemon = Number(
          spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).stdout.trim(),
        );
        code = await stopAndWait(daemon || (child.pid as number), child);
      }
      expect(code).toBe(0);

      const lines = readFileSync(join(trace, 'out'), 'utf8').split('\n');
      const used = new Set(
        lines.map((l) => /^\d+\s+([a-z0-9_]+)\(/.exec(l)?.[1]).filter((n): n is string => !!n),
      );
      expect(used.has('execve')).toBe(true);
      // redis-server ran under the trace too.
      expect(lines.some((l) => l.includes('execve(') && l.includes('redis-server'))).toBe(true);
      expect([...used].filter((name) => !allowed.has(name)).sort()).toEqual([]);
      // A trace of the whole run, not of a process that died early.
      expect(used.size).toBeGreaterThan(50);

      const families = new Set(
        lines.map((l) => /\bsocket\((AF_[A-Z0-9]+)/.exec(l)?.[1]).filter((f): f is string => !!f),
      );
      const permitted = ((service.get('RestrictAddressFamilies') ?? []) as string[])
        .join(' ')
        .split(/\s+/);
      expect(families.size).toBeGreaterThan(0);
      expect([...families].filter((f) => !permitted.includes(f))).toEqual([]);
    },
    300_000,
  );

  const kernel = /^(\d+)\.(\d+)/.exec(readFileSync('/proc/sys/kernel/osrelease', 'utf8'));
  const canSandbox =
    isRoot &&
    account !== undefined &&
    !unreachable &&
    ['unshare', 'setpriv', 'findmnt'].every(have) &&
    // ProcSubset=pid needs procfs' subset= option (Linux 5.8).
    !!kernel &&
    (Number(kernel[1]) > 5 || (Number(kernel[1]) === 5 && Number(kernel[2]) >= 8));
  if (!canSandbox)
    console.warn(
      `sandbox emulation skipped: ${unreachable ?? 'needs root, nobody, unshare, setpriv, findmnt, Linux 5.8+'}`,
    );

  (canSandbox ? it : it.skip)(
    'serves and drains under ProtectSystem=strict, PrivateTmp, ProtectHome, ProcSubset=pid, no capabilities',
    async () => {
      // The unit's mount and credential sandbox, rebuilt with a private mount namespace (systemd
      // is not PID 1 here). Remounts are bind remounts: only this namespace's view changes.
      const script = String.raw`
        set -eu
        data=$1; root=$2; shift 2
        exec 9<"$data"
        # The build may live under /tmp (a CI clone, or the copy made for a private checkout):
        # keep it visible, read-only.
        exec 8<"$root"
        for target in $(findmnt -rno TARGET | sort -u); do
          case $target in /proc|/proc/*|/sys|/sys/*|/dev|/dev/*) continue ;; esac
          mount -o remount,bind,ro "$target" 2>/dev/null || true
        done
        mount -t tmpfs -o mode=1777 tmpfs /tmp
        mount -t tmpfs -o mode=1777 tmpfs /var/tmp
        mount -t tmpfs -o mode=0755 tmpfs /home
        mount -t tmpfs -o mode=0700 tmpfs /root
        mkdir -p "$data"
        mount --no-canonicalize --bind /proc/self/fd/9 "$data"
        mount -o remount,bind,rw "$data"
        exec 9<&-
        if [ ! -d "$root/dist" ]; then
          mkdir -p "$root"
          mount --no-canonicalize --bind /proc/self/fd/8 "$root"
          mount -o remount,bind,ro "$root"
        fi
        exec 8<&-
        mount -t proc -o subset=pid,hidepid=invisible proc /proc
        exec setpriv --reuid=nobody --regid=$(id -g nobody) --clear-groups --no-new-privs \
          --inh-caps=-all --bounding-set=-all "$@"`;
      const user = account as { uid: number; gid: number };
      const data = join(scratch, 'data');
      mkdirSync(data, { mode: 0o750 });
      chownSync(data, user.uid, user.gid);
      const port = await freePort();
      const child = spawn(
        'unshare',
        [
          '--mount',
          '--propagation',
          'private',
          'bash',
          '-c',
          script,
          'sandbox',
          data,
          app.root,
          process.execPath,
          app.main,
        ],
        {
          cwd: app.root,
          env: {
            PATH: '/usr/local/bin:/usr/bin:/bin',
            NODE_ENV: 'production',
            ERPC_DATA_DIR: data,
            ERPC_PORT: String(port),
            ERPC_ADMIN_PASSWORD: 'first-admin-pw',
            ERPC_DEMO_SCALE: '0.02',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let code: number | null = null;
      try {
        await waitListening(child, 120_000);
        // The restrictions are really in force on the daemon (same PID: every step exec()s).
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        expect(status).toMatch(new RegExp(`^Uid:\\s+${user.uid}\\s`, 'm'));
        expect(status).toMatch(/^NoNewPrivs:\s+1$/m);
        expect(status).toMatch(/^CapBnd:\s+0+$/m);
        const mounts = readFileSync(`/proc/${child.pid}/mountinfo`, 'utf8').split('\n');
        expect(mounts.find((m) => m.split(' ')[4] === '/')?.split(' ')[5]).toMatch(/^ro\b/);
        expect(mounts.findLast((m) => m.split(' ')[4] === data)?.split(' ')[5]).toMatch(/^rw\b/);
        expect(mounts.findLast((m) => m.split(' ')[4] === '/proc')).toContain('subset=pid');
        await exercise(`http://127.0.0.1:${port}`);
      } finally {
        code = await stopAndWait(child.pid as number, child);
      }
      expect(code).toBe(0);
      // Nothing escaped: the host's /tmp never saw the sandbox's private one.
      expect((await run('ls', ['-A', data])).stdout).toContain('state.sqlite');
    },
    300_000,
  );
});
