import { connect } from 'node:net';
import type { AppConfig } from '../config/app-config';

/** The address a local client dials to reach a server bound to `host`. */
export function dialAddress(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '::1';
  return host.replace(/^\[(.*)\]$/, '$1');
}

function tryConnect(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The unit's readiness probe (ExecStartPost=). The daemon runs its migrations and opens the ERP
 * before it listens, so a port that accepts connections means it is ready; TCP rather than HTTP
 * keeps the probe right when TLS is configured. Resolves false when the deadline passes.
 */
export async function waitReady(config: AppConfig, timeoutMs: number): Promise<boolean> {
  const host = dialAddress(config.server.host);
  const deadline = Date.now() + timeoutMs;
  for (let delay = 50; ; delay = Math.min(delay * 2, 1000)) {
    if (await tryConnect(host, config.server.port, 1000)) return true;
    if (Date.now() + delay > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

export async function waitReadyCommand(args: string[], config: AppConfig): Promise<number> {
  const at = args.indexOf('--timeout');
  const seconds = at >= 0 ? Number(args[at + 1]) : 600;
  if (!Number.isFinite(seconds) || seconds <= 0) {
    console.error('wait-ready: --timeout takes a number of seconds');
    return 2;
  }
  if (config.server.port === 0) {
    console.error('wait-ready: server.port is 0 (a random port); there is nothing to wait for');
    return 2;
  }
  const address = `${dialAddress(config.server.host)}:${config.server.port}`;
  if (await waitReady(config, seconds * 1000)) {
    console.log(`erp-connector is accepting connections on ${address}`);
    return 0;
  }
  console.error(`erp-connector did not accept connections on ${address} within ${seconds} s`);
  return 1;
}
