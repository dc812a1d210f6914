import autocannon from 'autocannon';
import { join } from 'node:path';
import { DemoErpGenerator } from '../src/erp/connectors/demo/demo-erp-generator';
import { Started, startNode } from './processes';

/**
 * What the HTTP benches (`run.ts`, `nl-http`, `mongoose-live`) do alike: the demo ERP they
 * measure, the built daemon they start, its admin's token, the per-user limits lifted, and the
 * round-robin load that autocannon sends.
 */

export const ADMIN_PASSWORD = 'bench-admin-password';

/**
 * The demo ERP at `scale` in `file`, as of `asOf`: one seed for every bench, so that figures
 * measured by different benches on the same scale are over the same rows.
 */
export function generateDemoErp(
  file: string,
  scale: number,
  asOf: string,
  log: (message: string) => void,
): void {
  log(`generating the demo ERP at scale ${scale} into ${file}`);
  const generated = new DemoErpGenerator().generate({
    file,
    scale,
    asOf,
    seed: 20261121,
    progress: log,
  });
  log(`generated in ${(generated.elapsedMs / 1000).toFixed(1)} s`);
}

/** The built daemon (`dist/main.js`) on 127.0.0.1:`port`, logging warnings only; `env` adds to it. */
export function startBenchDaemon(
  root: string,
  dataDir: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Started {
  return startNode(join(root, 'dist', 'main.js'), [], {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ERPC_DATA_DIR: dataDir,
    ERPC_PORT: String(port),
    ERPC_HOST: '127.0.0.1',
    ERPC_ADMIN_PASSWORD: ADMIN_PASSWORD,
    ERPC_LOG_LEVEL: 'warn',
    ...env,
  });
}

/** The bootstrap admin's access token. */
export async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { access_token?: string } };
  const token = body.data?.access_token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return token;
}

/**
 * The load generator is one user: its request rate and its fair share of concurrent reads
 * (policies) would cap the generator, not measure the daemon. A 404 is a daemon without that
 * policy, which then caps nothing.
 */
export async function liftReadLimits(base: string, token: string): Promise<void> {
  for (const key of ['rateLimit.Admin', 'limits.concurrentReadsPerUser']) {
    const response = await fetch(`${base}/api/v1/policies/${key}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ value: 0 }),
    });
    if (response.status !== 200 && response.status !== 404) {
      throw new Error(`cannot lift ${key}: ${response.status} ${await response.text()}`);
    }
  }
}

/** What one autocannon run measured. */
export interface Throughput {
  rps: number;
  /** Latency percentiles, ms. */
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts. */
  bad: number;
  requests: number;
}

/** Sends `paths` round-robin for `seconds`: the same order to every server compared. */
export async function roundRobinLoad(
  url: string,
  paths: string[],
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<Throughput> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        headers,
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
  };
}
