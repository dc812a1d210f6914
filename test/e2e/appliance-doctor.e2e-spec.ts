import Database from 'better-sqlite3';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Server, Socket, createServer } from 'node:net';
import { join } from 'node:path';
import type { CheckResult } from '../../src/cli/doctor-checks';
import type { DoctorReport } from '../../src/cli/doctor';
import {
  Account,
  ERPC_CLI,
  SCRIPTS,
  asAccount,
  builtAppFor,
  freePort,
  have,
  run,
  scratchParent,
  unprivilegedAccount,
  whyNotReachable,
} from '../appliance/appliance-helpers';
import { startDaemon } from '../support/daemon-process';

interface DoctorRun {
  code: number | null;
  report: DoctorReport;
  check(name: string): CheckResult;
}

/** Root writes anywhere, so as root the permission checks run as nobody. */
const account = unprivilegedAccount();
const unreachable = account && whyNotReachable(account);

async function doctor(
  env: Record<string, string>,
  args: string[] = [],
  as?: { account: Account; cli: string },
): Promise<DoctorRun> {
  const [command, ...prefix] = as
    ? [...asAccount(as.account), process.execPath, as.cli]
    : [process.execPath, ERPC_CLI];
  const result = await run(command, [...prefix, 'doctor', '--json', ...args], env);
  let report: DoctorReport;
  try {
    report = JSON.parse(result.stdout) as DoctorReport;
  } catch {
    throw new Error(
      `doctor printed no JSON (exit ${result.code}):\n${result.stdout}${result.stderr}`,
    );
  }
  return {
    code: result.code,
    report,
    check: (name) => {
      const found = report.checks.find((c) => c.name === name);
      if (!found) throw new Error(`no ${name} check in ${result.stdout}`);
      return found;
    },
  };
}

describe('erp-connector doctor', () => {
  let scratch: string;
  let data: string;
  let port: number;
  let env: Record<string, string>;
  beforeEach(async () => {
    // Its parent must let the unprivileged account through (the permission checks run as it).
    scratch = mkdtempSync(join(scratchParent(account) ?? '/tmp', 'ops-appliance-doctor-'));
    data = join(scratch, 'data');
    mkdirSync(data, { mode: 0o750 });
    port = await freePort();
    env = { ERPC_DATA_DIR: data, ERPC_PORT: String(port), ERPC_DEMO_SCALE: '0.02' };
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('passes every check on a good host, and says so in text too', async () => {
    const result = await doctor(env);
    expect(result.code).toBe(0);
    expect(result.report.ok).toBe(true);
    for (const name of [
      'node',
      'config',
      'data-dir',
      'port',
      'redis',
      'database',
      'erp',
      'clock',
    ]) {
      expect(result.check(name)).toMatchObject({ name, status: 'OK' });
    }
    expect(['OK', 'WARN']).toContain(result.check('disk').status);
    const text = await run(process.execPath, [ERPC_CLI, 'doctor'], env);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^OK {4}node/m);
    expect(text.stdout).toContain('all checks pass');
  });

  it('recognizes the running daemon on its port and checks its databases', async () => {
    const daemon = await startDaemon({ ...env, ERPC_ADMIN_PASSWORD: 'first-admin-pw' });
    try {
      const result = await doctor({ ...env, ERPC_PORT: String(daemon.port) });
      expect(result.code).toBe(0);
      expect(result.check('port').message).toContain('in use by a running erp-connector');
      expect(result.check('database').message).toContain('passes quick_check; schema up to date');
      expect(result.check('erp').message).toContain('opens');
    } finally {
      expect(await daemon.stop()).toBe(0);
    }
  });

  type Undo = () => Promise<void>;
  type Breakage = [
    string,
    string,
    (ctx: {
      env: Record<string, string>;
      data: string;
      scratch: string;
    }) => Promise<Undo | void> | Undo | void,
    RegExp,
    RegExp,
  ];
  const breakages: Breakage[] = [
    [
      'an invalid setting',
      'config',
      ({ env }) => void Object.assign(env, { ERPC_PORT: 'eighty' }),
      /server\.port \(ERPC_PORT\)/,
      /config\/default\.json/,
    ],
    [
      'a missing ERPC_CONFIG file',
      'config',
      ({ env, scratch }) => void (env.ERPC_CONFIG = join(scratch, 'missing.json')),
      /missing\.json does not exist/,
      /correct/,
    ],
    [
      'a port taken by another program',
      'port',
      async ({ env }) => {
        // Accepts connections and never answers, like a program that is not ours.
        const sockets = new Set<Socket>();
        const server: Server = createServer((socket) => sockets.add(socket));
        await new Promise<void>((r) => server.listen(Number(env.ERPC_PORT), '127.0.0.1', r));
        return () =>
          new Promise<void>((r) => {
            server.close(() => r());
            for (const socket of sockets) socket.destroy();
          });
      },
      /is taken by another program/,
      /ss -ltnp .*ERPC_PORT/,
    ],
    [
      'a host address this machine does not have',
      'port',
      ({ env, scratch }) => {
        // Plain HTTP off loopback is refused by the configuration itself; allow it so the
        // port check, not the config check, is the one that finds the foreign address.
        const file = join(scratch, 'plain-http.json');
        writeFileSync(file, JSON.stringify({ server: { allowPlainHttp: true } }));
        Object.assign(env, { ERPC_HOST: '192.0.2.1', ERPC_CONFIG: file });
      },
      /not an address of this host/,
      /ERPC_HOST/,
    ],
    [
      'a data directory that is a file',
      'data-dir',
      ({ env, scratch }) => {
        writeFileSync(join(scratch, 'file'), '');
        env.ERPC_DATA_DIR = join(scratch, 'file');
      },
      /is not a directory/,
      /ERPC_DATA_DIR/,
    ],
    [
      'secrets readable by others',
      'data-dir',
      ({ data }) => {
        mkdirSync(join(data, 'secrets'), { mode: 0o700 });
        writeFileSync(join(data, 'secrets', 'jwt-hs256.key'), 'x', { mode: 0o644 });
      },
      /can be read by others/,
      /chmod 0600/,
    ],
    [
      'no redis-server',
      'redis',
      ({ env, scratch }) => {
        writeFileSync(
          join(scratch, 'c.json'),
          '{ "redis": { "binary": "redis-server-not-here" } }',
        );
        env.ERPC_CONFIG = join(scratch, 'c.json');
      },
      /redis-server-not-here.*not on PATH/,
      /apt-get install redis-server.*ERPC_REDIS_URL/,
    ],
    [
      'an unreachable external Redis',
      'redis',
      ({ env }) => void (env.ERPC_REDIS_URL = 'redis://:hunter2@127.0.0.1:1'),
      /does not answer/,
      /ERPC_REDIS_URL/,
    ],
    [
      'an unreachable PostgreSQL',
      'database',
      ({ env }) => void (env.ERPC_DATABASE_URL = 'postgres://erpc:hunter2@127.0.0.1:1/erpc'),
      /PostgreSQL postgres:\/\/\*\*\*@127\.0\.0\.1:1\/erpc/,
      /ERPC_DATABASE_URL.*pg_hba/,
    ],
    [
      'a damaged state database',
      'database',
      ({ data }) => writeFileSync(join(data, 'state.sqlite'), Buffer.alloc(8192, 7)),
      /cannot be opened|is damaged/,
      /restore|chown/,
    ],
    [
      'a damaged demo ERP',
      'erp',
      ({ data }) => writeFileSync(join(data, 'demo-erp.sqlite'), 'not a database at all'),
      /cannot be read/,
      /delete .*demo-erp\.sqlite/,
    ],
    [
      'a clock behind the newest audit entry',
      'clock',
      ({ data }) => {
        const db = new Database(join(data, 'state.sqlite'));
        db.exec(
          "CREATE TABLE audit_log (at datetime); INSERT INTO audit_log VALUES ('2099-01-01 00:00:00.000')",
        );
        db.close();
      },
      /clock went backwards/,
      /timedatectl/,
    ],
  ];

  it.each(breakages)(
    'FAILs on %s, in the %s check, saying what to fix',
    async (_, name, breakIt, message, fix) => {
      const undo = await breakIt({ env, data, scratch });
      try {
        const result = await doctor(env);
        expect(result.code).toBe(1);
        expect(result.report.ok).toBe(false);
        const check = result.check(name);
        expect(check.status).toBe('FAIL');
        expect(check.message).toMatch(message);
        expect(check.fix).toMatch(fix);
        expect(JSON.stringify(result.report)).not.toContain('hunter2');
        // Other checks still ran (or say why they could not).
        expect(result.report.checks.length).toBeGreaterThanOrEqual(9);
      } finally {
        if (undo) await undo();
      }
    },
  );

  const root = process.getuid?.() === 0;
  const whyNot = root
    ? !have('setpriv') || !account
      ? 'running as root without setpriv or an account nobody, every directory is writable'
      : unreachable
    : undefined;
  if (whyNot) console.warn(`appliance-doctor: permission checks skipped: ${whyNot}`);

  (whyNot ? it.skip : it)(
    'FAILs on a data directory the daemon’s user cannot write, or cannot reach',
    async () => {
      // As root the checks run as nobody against root-owned directories, with a build it can read
      // (a copy when the checkout is in a private directory such as /root or a mktemp -d).
      const app = account ? builtAppFor(account) : undefined;
      const asUser = account && app ? { account, cli: app.cli } : undefined;
      try {
        chmodSync(scratch, root ? 0o700 : 0o000);
        const unreachable = await doctor(env, [], asUser);
        expect(unreachable.code).toBe(1);
        expect(unreachable.check('data-dir')).toMatchObject({ status: 'FAIL' });
        expect(unreachable.check('data-dir').message).toContain(`cannot reach ${data} (EACCES)`);
        expect(unreachable.check('data-dir').fix).toContain('traverse every parent');

        chmodSync(scratch, 0o755);
        chmodSync(data, root ? 0o755 : 0o555);
        const unwritable = await doctor(env, [], asUser);
        expect(unwritable.code).toBe(1);
        expect(unwritable.check('data-dir')).toMatchObject({ status: 'FAIL' });
        expect(unwritable.check('data-dir').message).toContain('is not writable by uid');
        expect(unwritable.check('data-dir').fix).toContain(
          `chown -R erp-connector:erp-connector ${data}`,
        );
      } finally {
        chmodSync(scratch, 0o700);
        chmodSync(data, 0o750);
        app?.dispose();
      }
    },
  );

  it('scripts/doctor.sh --help prints its usage and runs no check; an unknown option is refused', async () => {
    for (const flag of ['--help', '-h']) {
      const help = await run(join(SCRIPTS, 'doctor.sh'), [flag], env);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^usage: scripts\/doctor\.sh \[--json\]/);
      expect(help.stdout).not.toMatch(/^(OK|WARN|FAIL) /m);
      expect(help.stdout).not.toContain('all checks pass');
    }
    const unknown = await run(join(SCRIPTS, 'doctor.sh'), ['--fix'], env);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('unknown option: --fix');
    expect(unknown.stdout).not.toMatch(/^(OK|WARN|FAIL) /m);
    // The CLI itself too: doctor --help is help, not a run.
    const cli = await run(process.execPath, [ERPC_CLI, 'doctor', '--help'], env);
    expect(cli.code).toBe(0);
    expect(cli.stdout).toContain('doctor [--json] [--unit FILE]');
    expect(cli.stdout).not.toMatch(/^(OK|WARN|FAIL) /m);
  });

  it('--unit checks the environment the unit gives the daemon, and its EnvironmentFile', async () => {
    const unit = join(scratch, 'erpc.service');
    writeFileSync(
      unit,
      [
        '[Service]',
        `Environment=ERPC_DATA_DIR=${data} "ERPC_PORT=${port}"`,
        `EnvironmentFile=-${join(scratch, 'site.env')}`,
        '',
      ].join('\n'),
    );
    writeFileSync(join(scratch, 'site.env'), '# site\nERPC_LOG_LEVEL="debug"\n');
    // The shell's own settings do not leak in: the unit's are what count.
    const good = await doctor({ ERPC_DATA_DIR: '/nonexistent', ERPC_PORT: 'bad' }, [
      '--unit',
      unit,
    ]);
    expect(good.code).toBe(0);
    expect(good.check('config').message).toContain(`data ${data}, 127.0.0.1:${port}`);

    writeFileSync(unit, `[Service]\nEnvironmentFile=${join(scratch, 'absent.env')}\n`);
    const bad = await doctor({}, ['--unit', unit]);
    expect(bad.code).toBe(1);
    expect(bad.check('unit')).toMatchObject({ status: 'FAIL' });
    expect(bad.check('unit').message).toContain('absent.env is missing');

    // scripts/doctor.sh is the same, with the installed unit (ERPC_UNIT here) and arguments.
    writeFileSync(unit, `[Service]\nEnvironment=ERPC_DATA_DIR=${data} ERPC_PORT=${port}\n`);
    const wrapped = await run(join(SCRIPTS, 'doctor.sh'), ['--json'], { ERPC_UNIT: unit });
    expect(wrapped.code).toBe(0);
    expect((JSON.parse(wrapped.stdout) as DoctorReport).ok).toBe(true);
  });
});
