import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { AppConfig } from './app-config';
import { configSchema } from './config.schema';

/** A configuration that failed validation; `faults` lists every problem, one per line. */
export class ConfigError extends Error {
  constructor(readonly faults: string[]) {
    super(`invalid configuration:\n  - ${faults.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Json = { [key: string]: unknown };

/** Environment variables of SPEC §13 and the configuration path each one overrides. */
const ENV_OVERRIDES: ReadonlyArray<[string, string[]]> = [
  ['ERPC_DATA_DIR', ['dataDir']],
  ['ERPC_HOST', ['server', 'host']],
  ['ERPC_PORT', ['server', 'port']],
  ['ERPC_TLS_CERT', ['server', 'tls', 'certFile']],
  ['ERPC_TLS_KEY', ['server', 'tls', 'keyFile']],
  ['ERPC_TLS_CA', ['server', 'tls', 'caFile']],
  ['ERPC_REDIS_URL', ['redis', 'url']],
  ['ERPC_DATABASE_URL', ['database', 'url']],
  ['ERPC_ADMIN_PASSWORD', ['auth', 'adminPassword']],
  ['ERPC_ERP_CONNECTOR', ['erp', 'connector']],
  ['ERPC_SQL_URL', ['erp', 'sqlUrl']],
  ['ERPC_ERP_MODE', ['erp', 'mode']],
  ['ERPC_READ_CACHE_MIB', ['erp', 'readCacheMiB']],
  ['ERPC_ANSWER_CACHE_MIB', ['erp', 'answerCacheMiB']],
  ['ERPC_READ_MMAP_MIB', ['erp', 'readMmapMiB']],
  ['ERPC_MONGOOSE_URL', ['erp', 'mongoose', 'url']],
  ['ERPC_MONGOOSE_CONFIG', ['erp', 'mongoose', 'config']],
  ['ERPC_MONGOOSE_USER', ['erp', 'mongoose', 'user']],
  ['ERPC_MONGOOSE_PASSWORD_FILE', ['erp', 'mongoose', 'passwordFile']],
  ['ERPC_MONGOOSE_IONAPI', ['erp', 'mongoose', 'ionapi']],
  ['ERPC_MONGOOSE_CA', ['erp', 'mongoose', 'caFile']],
  ['ERPC_MONGOOSE_ROW_BUDGET', ['erp', 'mongoose', 'rowBudget']],
  ['ERPC_CATALOG', ['erp', 'catalog']],
  ['ERPC_REPLICA_SYNC_INTERVAL', ['erp', 'replica', 'syncIntervalSeconds']],
  ['ERPC_REPLICA_OVERLAP', ['erp', 'replica', 'overlapSeconds']],
  ['ERPC_REPLICA_SWEEP_INTERVAL', ['erp', 'replica', 'sweepIntervalSeconds']],
  ['ERPC_REPLICA_STALE_AFTER', ['erp', 'replica', 'staleAfterSeconds']],
  ['ERPC_MONGOOSE_TIMEZONE', ['erp', 'replica', 'serverTimeZone']],
  ['ERPC_DEMO_SCALE', ['demo', 'scale']],
  ['ERPC_DEMO_AS_OF', ['demo', 'asOf']],
  ['ERPC_LOG_LEVEL', ['log', 'level']],
  ['ERPC_LOG_FORMAT', ['log', 'format']],
];

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge(base: Json, override: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

function setPath(target: Json, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (!isObject(node[key])) node[key] = {};
    node = node[key] as Json;
  }
  node[path[path.length - 1]] = value;
}

function readJson(file: string, faults: string[]): Json {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isObject(parsed)) return parsed;
    faults.push(`${file}: must hold a JSON object`);
  } catch (error) {
    faults.push(`${file}: ${(error as Error).message}`);
  }
  return {};
}

/** The installation root: the nearest ancestor of this file holding config/default.json. */
export function findRootDir(start = __dirname): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'config', 'default.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new ConfigError([`config/default.json not found above ${start}`]);
    dir = parent;
  }
}

/**
 * Defaults from config/default.json, then the file named by ERPC_CONFIG, then ERPC_* variables.
 * Validates the result and throws one ConfigError listing every fault.
 */
/**
 * The process environment as it is, for the one command that diagnoses it (doctor); everything
 * else gets its settings through `loadConfig`.
 */
export function processEnvironment(): NodeJS.ProcessEnv {
  return process.env;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const rootDir = findRootDir();
  const faults: string[] = [];
  let merged = readJson(join(rootDir, 'config', 'default.json'), faults);
  const overrideFile = env.ERPC_CONFIG;
  if (overrideFile) {
    if (existsSync(overrideFile)) merged = deepMerge(merged, readJson(overrideFile, faults));
    else faults.push(`ERPC_CONFIG: file ${overrideFile} does not exist`);
  }
  for (const [name, path] of ENV_OVERRIDES) {
    const value = env[name];
    if (value !== undefined && value !== '') setPath(merged, path, value);
  }
  const parsed = configSchema.safeParse(merged);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.') || '(root)';
      const envName = ENV_OVERRIDES.find(([, p]) => p.join('.') === path)?.[0];
      faults.push(`${path}${envName ? ` (${envName})` : ''}: ${issue.message}`);
    }
  }
  if (faults.length > 0 || !parsed.success) throw new ConfigError(faults);
  const shape = parsed.data;
  const dataDir = isAbsolute(shape.dataDir) ? shape.dataDir : resolve(shape.dataDir);
  return new AppConfig({ ...shape, dataDir }, rootDir);
}
