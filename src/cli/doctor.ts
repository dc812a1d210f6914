import { existsSync, readFileSync } from 'node:fs';
import type { AppConfig } from '../config/app-config';
import { ConfigError, findRootDir, loadConfig } from '../config/load-config';
import {
  CheckResult,
  DoctorContext,
  checkClock,
  checkConfig,
  checkDataDir,
  checkDatabase,
  checkDisk,
  checkErp,
  checkNode,
  checkPort,
  checkRedis,
} from './doctor-checks';
import { serviceEnvironment } from './unit-environment';

export interface DoctorReport {
  ok: boolean;
  checks: CheckResult[];
}

/** Checks that need a valid configuration, in the order they are reported. */
const CONFIGURED_CHECKS: ReadonlyArray<
  [string, (ctx: DoctorContext) => CheckResult | Promise<CheckResult>]
> = [
  ['data-dir', checkDataDir],
  ['disk', checkDisk],
  ['port', checkPort],
  ['redis', checkRedis],
  ['database', checkDatabase],
  ['erp', checkErp],
  ['clock', checkClock],
];

/** Runs every check; one that throws is reported as FAIL rather than ending the run. */
export async function runDoctor(env: NodeJS.ProcessEnv, now = new Date()): Promise<DoctorReport> {
  const rootDir = findRootDir(__dirname);
  let config: AppConfig | undefined;
  let faults: string[] | undefined;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    faults = error.faults;
  }
  const ctx: DoctorContext = { env, rootDir, now, config, uid: process.getuid?.() ?? -1 };
  const checks: CheckResult[] = [checkNode(ctx), checkConfig(ctx, faults)];
  for (const [name, check] of CONFIGURED_CHECKS) {
    if (!config) {
      checks.push({ name, status: 'SKIP', message: 'needs a valid configuration' });
      continue;
    }
    try {
      checks.push(await check(ctx));
    } catch (error) {
      checks.push({
        name,
        status: 'FAIL',
        message: `the check itself failed: ${(error as Error).message}`,
        fix: 'run doctor again as the service user; report this if it persists',
      });
    }
  }
  return { ok: checks.every((c) => c.status !== 'FAIL'), checks };
}

export function formatReport(report: DoctorReport): string {
  const width = Math.max(...report.checks.map((c) => c.name.length));
  const lines = report.checks.flatMap((c) => [
    `${c.status.padEnd(4)}  ${c.name.padEnd(width)}  ${c.message}`,
    ...(c.fix ? [`${' '.repeat(width + 8)}fix: ${c.fix}`] : []),
  ]);
  const failed = report.checks.filter((c) => c.status === 'FAIL').length;
  const warned = report.checks.filter((c) => c.status === 'WARN').length;
  lines.push(
    '',
    failed > 0
      ? `${failed} check(s) FAIL: the daemon will not run properly until they are fixed`
      : `all checks pass${warned > 0 ? ` (${warned} warning(s))` : ''}`,
  );
  return lines.join('\n');
}

export const DOCTOR_USAGE = `  doctor [--json] [--unit FILE]    check this host and configuration; FAIL exits 1
                                   --unit: use the environment that systemd unit gives the daemon
                                   (Environment=, EnvironmentFile=) instead of this shell's`;

/** `erp-connector doctor`: exit 0 when nothing FAILs, 1 otherwise, 2 on bad arguments. */
export async function doctorCommand(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const json = args.includes('--json');
  const at = args.indexOf('--unit');
  let checkedEnv = env;
  const notes: CheckResult[] = [];
  if (at >= 0) {
    const unit = args[at + 1];
    if (!unit || !existsSync(unit)) {
      console.error(`doctor: --unit needs an existing unit file${unit ? `, not ${unit}` : ''}`);
      return 2;
    }
    const service = serviceEnvironment(readFileSync(unit, 'utf8'));
    // PATH is systemd's default for services; redis-server must be found on it.
    checkedEnv = { PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin', ...service.env };
    for (const file of service.files.filter((f) => !f.found && !f.optional)) {
      notes.push({
        name: 'unit',
        status: 'FAIL',
        message: `EnvironmentFile=${file.path} is missing, so systemd will refuse to start ${unit}`,
        fix: `create ${file.path} (0640 root:erp-connector) or prefix the path with "-"`,
      });
    }
  }
  const report = await runDoctor(checkedEnv);
  if (notes.length > 0) report.checks.unshift(...notes);
  report.ok = report.checks.every((c) => c.status !== 'FAIL');
  console.log(json ? JSON.stringify(report, null, 2) : formatReport(report));
  return report.ok ? 0 : 1;
}
