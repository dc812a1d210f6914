import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis, { RedisOptions } from 'ioredis';

/** The Redis tests share when one runs on loopback (the development machines have one). */
export const LOOPBACK_REDIS_URL = 'redis://127.0.0.1:6379';

export interface TestRedis {
  /** For ERPC_REDIS_URL. */
  url: string;
  /** A key prefix of its own (redis.prefix), so parallel runs never meet. */
  prefix: string;
  /** Deletes this run's keys (and stops the server if this run started it). */
  close(): Promise<void>;
}

/** A client for a redis:// or unix:// URL (ioredis takes a socket as a path option). */
function connect(url: string, options: RedisOptions = {}): Redis {
  return url.startsWith('unix://')
    ? new Redis({ ...options, path: url.slice('unix://'.length) })
    : new Redis(url, options);
}

async function answers(url: string): Promise<boolean> {
  const client = connect(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function startPrivateServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'erpc-test-redis-'));
  const socket = join(dir, 'redis.sock');
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const url = `unix://${socket}`;
  const deadline = Date.now() + 10_000;
  while (!(await answers(url))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('redis-server failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A Redis for daemons that must share one: the loopback server when it answers, else a private
 * redis-server on a unix socket (redis-server is on PATH wherever the embedded mode is tested).
 */
export async function useTestRedis(): Promise<TestRedis> {
  const prefix = `erpc-t-${randomBytes(5).toString('hex')}`;
  const own = (await answers(LOOPBACK_REDIS_URL)) ? null : await startPrivateServer();
  const url = own?.url ?? LOOPBACK_REDIS_URL;
  return {
    url,
    prefix,
    async close() {
      if (own) {
        await own.stop();
        return;
      }
      const client = connect(url);
      try {
        for await (const keys of client.scanStream({ match: `${prefix}:*`, count: 500 })) {
          if ((keys as string[]).length > 0) await client.unlink(...(keys as string[]));
        }
      } finally {
        client.disconnect();
      }
    },
  };
}
