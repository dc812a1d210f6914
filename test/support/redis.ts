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

export interface PrivateRedis {
  url: string;
  /** Stops the server (as a crash or an outage would look to the daemons). */
  stop(): Promise<void>;
  /** Starts it again on the same socket, empty. */
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  remove(): Promise<void>;
}

/** A redis-server of this test's own on a unix socket, which the test may stop and restart. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'erpc-test-redis-'));
  const socket = join(dir, 'redis.sock');
  const url = `unix://${socket}`;
  let child: ChildProcess | null = null;
  const server: PrivateRedis = {
    url,
    async start() {
      if (child) return;
      const started = spawn(
        'redis-server',
        ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no', '--dir', dir],
        { stdio: 'ignore' },
      );
      child = started;
      const deadline = Date.now() + 10_000;
      while (!(await answers(url))) {
        if (Date.now() > deadline || started.exitCode !== null) {
          throw new Error('redis-server did not start');
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    async remove() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

/**
 * A Redis for daemons that must share one: the loopback server when it answers, else a private
 * redis-server on a unix socket (redis-server is on PATH wherever the embedded mode is tested).
 */
export async function useTestRedis(): Promise<TestRedis> {
  const prefix = `erpc-t-${randomBytes(5).toString('hex')}`;
  const own = (await answers(LOOPBACK_REDIS_URL)) ? null : await startPrivateRedis();
  const url = own?.url ?? LOOPBACK_REDIS_URL;
  return {
    url,
    prefix,
    async close() {
      if (own) {
        await own.remove();
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
