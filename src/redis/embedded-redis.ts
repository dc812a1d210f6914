import { Logger } from '@nestjs/common';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';

export class RedisNotInstalledError extends Error {
  constructor(binary: string) {
    super(
      `cannot start the embedded Redis: "${binary}" was not found. Install it ` +
        '(Debian: apt-get install redis-server) or point the daemon at an existing Redis ' +
        'with ERPC_REDIS_URL=redis://host:6379',
    );
    this.name = 'RedisNotInstalledError';
  }
}

export interface EmbeddedRedisOptions {
  binary: string;
  /** Holds the socket, the append-only file and the log. */
  dir: string;
  startTimeoutMs: number;
}

async function ping(socket: string, timeoutMs = 500): Promise<boolean> {
  const client = new Redis({
    path: socket,
    lazyConnect: true,
    connectTimeout: timeoutMs,
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

/**
 * The redis-server the daemon runs for itself when no Redis URL is configured: a unix socket and
 * an append-only file in the data directory, no TCP port, `noeviction` so queued jobs are never
 * dropped for memory. Restarted if it dies; stopped last on shutdown.
 */
export class EmbeddedRedis {
  private readonly logger = new Logger('EmbeddedRedis');
  private child?: ChildProcess;
  private stopping = false;
  private restarts = 0;
  private restartTimer?: NodeJS.Timeout;

  /** Called after the server came back from a crash (its data may be older than ours). */
  onRestarted?: () => void;

  constructor(private readonly options: EmbeddedRedisOptions) {}

  get socketPath(): string {
    return join(this.options.dir, 'redis.sock');
  }

  async start(): Promise<void> {
    mkdirSync(this.options.dir, { recursive: true, mode: 0o700 });
    // A redis-server left behind by a daemon that was killed: ask it to save and leave, so the
    // one we supervise reads the same append-only file.
    if (existsSync(this.socketPath) && (await ping(this.socketPath))) {
      this.logger.warn(
        'found a running Redis from an earlier start on this data directory; restarting it',
      );
      await this.shutdownOrphan();
    }
    rmSync(this.socketPath, { force: true });
    await this.spawnAndWait();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // SIGTERM makes redis-server flush the append-only file before exiting.
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  /** For tests and `doctor`: the server's pid while it runs. */
  get pid(): number | undefined {
    return this.child?.exitCode === null ? this.child.pid : undefined;
  }

  private args(): string[] {
    // prettier-ignore
    return [
      '--port', '0',
      '--unixsocket', this.socketPath,
      '--unixsocketperm', '700',
      '--dir', this.options.dir,
      '--appendonly', 'yes',
      // Every write is on disk before Redis answers: a queued job survives Redis being killed.
      '--appendfsync', 'always',
      '--save', '',
      '--maxmemory-policy', 'noeviction',
      '--daemonize', 'no',
      '--logfile', 'redis.log',
    ];
  }

  private spawnAndWait(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const child = spawn(this.options.binary, this.args(), {
        cwd: this.options.dir,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      this.child = child;
      let settled = false;
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', (error: NodeJS.ErrnoException) => {
        if (settled) return;
        settled = true;
        reject(error.code === 'ENOENT' ? new RedisNotInstalledError(this.options.binary) : error);
      });
      child.once('exit', (code, signal) => {
        if (!settled) {
          settled = true;
          reject(
            new Error(
              `redis-server exited at start (${code ?? signal}): ${stderr.trim()}; see ${join(this.options.dir, 'redis.log')}`,
            ),
          );
          return;
        }
        this.onUnexpectedExit(code, signal);
      });
      const deadline = Date.now() + this.options.startTimeoutMs;
      const poll = async (): Promise<void> => {
        if (settled) return;
        if (await ping(this.socketPath, 200)) {
          settled = true;
          this.restarts = 0;
          this.logger.log(`embedded Redis ready on ${this.socketPath} (pid ${child.pid})`);
          resolve();
        } else if (Date.now() > deadline) {
          settled = true;
          child.kill('SIGKILL');
          reject(
            new Error(`embedded Redis did not answer within ${this.options.startTimeoutMs} ms`),
          );
        } else {
          setTimeout(() => void poll(), 50);
        }
      };
      setTimeout(() => void poll(), 20);
    });
  }

  private onUnexpectedExit(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopping) return;
    const delay = Math.min(30_000, 500 * 2 ** this.restarts++);
    this.logger.error(`embedded Redis exited (${code ?? signal}); restarting in ${delay} ms`);
    this.restartTimer = setTimeout(() => {
      rmSync(this.socketPath, { force: true });
      this.spawnAndWait().then(
        () => this.onRestarted?.(),
        (error: unknown) => {
          this.logger.error(`restarting the embedded Redis failed: ${String(error)}`);
          this.onUnexpectedExit(null, null);
        },
      );
    }, delay);
  }

  private async shutdownOrphan(): Promise<void> {
    const client = new Redis({
      path: this.socketPath,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    try {
      await client.call('SHUTDOWN');
    } catch {
      // The connection closes as the server exits; that is the success case.
    } finally {
      client.disconnect();
    }
    for (let i = 0; i < 100 && (await ping(this.socketPath, 100)); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
