#!/usr/bin/env node
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config/load-config';
import { DemoErpGenerator } from '../erp/connectors/demo/demo-erp-generator';
import { DEMO_ERP_FILE } from '../erp/connectors/demo/demo-erp-file';

const USAGE = `usage: demo-generate [--scale N] [--as-of YYYY-MM-DD] [--seed N] [--out FILE]

Writes the demo ERP database (SPEC §8). Defaults come from the daemon's configuration:
scale (ERPC_DEMO_SCALE, 1 ≈ 20,000 purchase orders, 50 ≈ 1,000,000), as-of date
(ERPC_DEMO_AS_OF, else today), seed, and <data dir>/${DEMO_ERP_FILE}. The file is written
to a temporary name and renamed into place; stop the daemon before replacing its database.

The data follows the syteline catalog: VendNum and CustNum right-justified to 7 characters
('   1042'), CoNum and Job to 10 ('    100234', '     90001'), PoNum full width
(PO00012345), AR document numbers 12 characters (INV…, CHK… payments, CRM… credit memos,
DBM… debit memos, FIN… finance charges).`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

function main(args: string[]): number {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const known = new Set(['--scale', '--as-of', '--seed', '--out']);
  for (let i = 0; i < args.length; i += 2) {
    if (!known.has(args[i])) {
      console.error(`unknown argument ${args[i]}\n\n${USAGE}`);
      return 2;
    }
  }
  const config = loadConfig();
  const scale = Number(option(args, '--scale') ?? config.demo.scale);
  const seed = Number(option(args, '--seed') ?? config.demo.seed);
  const asOf = option(args, '--as-of') ?? config.demo.asOf ?? new Date().toISOString().slice(0, 10);
  const file = option(args, '--out') ?? join(config.dataDir, DEMO_ERP_FILE);
  if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
  console.log(`generating the demo ERP: scale ${scale}, as of ${asOf}, seed ${seed} → ${file}`);
  const summary = new DemoErpGenerator().generate({
    file,
    scale,
    asOf,
    seed,
    progress: (line) => console.log(`  ${line}`),
  });
  const rows = Object.entries(summary.counts)
    .map(([ido, n]) => `${ido} ${n}`)
    .join(', ');
  console.log(`done in ${(summary.elapsedMs / 1000).toFixed(1)} s: ${rows}`);
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  process.exitCode = 1;
}
