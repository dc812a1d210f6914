import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { DemoErpGenerator } from './demo-erp-generator';
import { recordedMeta } from './demo-meta';
import { DEMO_SCHEMA_VERSION } from './demo-schema';

export interface EnsureDemoOptions {
  file: string;
  scale: number;
  asOf: string;
  seed: number;
}

/**
 * Generates the demo ERP when it is missing or was written by an older generator. Runs before
 * the daemon listens; at the default scale this takes about a second.
 */
export function ensureDemoDatabase(
  options: EnsureDemoOptions,
  logger = new Logger('DemoErp'),
): boolean {
  if (existsSync(options.file)) {
    const recorded = recordedMeta(options.file, 'schemaVersion');
    const version = recorded === null ? null : Number(recorded);
    if (version === DEMO_SCHEMA_VERSION) return false;
    logger.warn(
      `demo ERP at ${options.file} has schema ${String(version)}; regenerating (${DEMO_SCHEMA_VERSION})`,
    );
  }
  logger.log(
    `generating the demo ERP (scale ${options.scale}, as of ${options.asOf}) at ${options.file}`,
  );
  const summary = new DemoErpGenerator().generate(options);
  logger.log(
    `demo ERP ready in ${(summary.elapsedMs / 1000).toFixed(1)} s: ${summary.counts.SLPos} purchase orders, ${summary.counts.SLCos} customer orders`,
  );
  return true;
}
