import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findRootDir } from '../../src/config/load-config';
import type { HttpResult } from './test-app';

// The checkout holding config/default.json, also when this file runs compiled from dist-bench/.
export const ROOT = findRootDir(__dirname);
export const MAIN = join(ROOT, 'dist', 'main.js');

export interface DaemonProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs the built daemon (`npm start`'s command) with only the given environment. */
export function runDaemon(env: Record<string, string>): ChildProcess {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  return spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Starts the daemon on a free port and resolves once it logs that it is listening. */
export async function startDaemon(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<DaemonProcess> {
  const child = runDaemon({ ERPC_PORT: '0', ERPC_HOST: '127.0.0.1', ...env });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`daemon did not start:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"msg":"erp-connector \S+ listening on http:\/\/[^:]+:(\d+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`daemon exited with ${code}:\n${output}`));
    });
  });
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      child.kill(signal);
      return exitOf(child);
    },
  };
}

/** One JSON request to a daemon started by startDaemon. */
export async function callDaemon(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; headers: Headers; body: HttpResult['body'] }> {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    // Not every answer is JSON (a CSV artifact); tests that read those use `text` of the body.
    body: text.startsWith('{') ? JSON.parse(text) : text,
  };
}
