import WebSocket from 'ws';

export interface EventFrame {
  id?: number;
  op?: string;
  topic?: string;
  type?: string;
  // Frames are arbitrary JSON; tests narrow them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
  [key: string]: unknown;
}

/** A dashboard's WebSocket, with helpers to wait for frames (never a fixed sleep). */
export class EventClient {
  readonly frames: EventFrame[] = [];
  closeCode?: number;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.frames.push(JSON.parse(data.toString()) as EventFrame);
      this.notify();
    });
    socket.on('close', (code: number) => {
      this.closeCode = code;
      this.notify();
    });
  }

  static connect(
    url: string,
    options: WebSocket.ClientOptions & { protocols?: string[] } = {},
  ): Promise<EventClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, options.protocols ?? [], options);
      const client = new EventClient(socket);
      socket.once('open', () => resolve(client));
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`HTTP ${res.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Resolves with the first frame (from `from` on) that matches, or fails after the deadline. */
  async waitFor(
    predicate: (frame: EventFrame) => boolean,
    timeoutMs = 20_000,
    from = 0,
  ): Promise<EventFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(predicate);
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(
          `no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.slice(-5))}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async waitForClose(timeoutMs = 20_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.closeCode === undefined) {
      if (Date.now() > deadline) throw new Error('socket did not close');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.closeCode;
  }

  events(): EventFrame[] {
    return this.frames.filter((f) => typeof f.id === 'number');
  }

  close(): void {
    this.socket.close();
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** Polls `check` until it returns a value other than undefined (an "expect eventually"). */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
