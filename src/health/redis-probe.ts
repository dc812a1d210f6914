import Redis from 'ioredis';
import { RedisService } from '../redis/redis.service';

/**
 * A Redis connection used only to ask "are you there?". Unlike the BullMQ connections, which
 * queue commands while Redis is away (`maxRetriesPerRequest: null`) and so would make a check
 * wait for its return, this one refuses commands while disconnected: an outage shows at once.
 */
export class RedisProbe {
  private client?: Redis;

  constructor(private readonly redis: RedisService) {}

  /** Opens the connection and waits (at most `timeoutMs`) until it is ready. */
  async connect(timeoutMs: number): Promise<void> {
    const { url, ...options } = this.redis.connectionOptions();
    const probeOptions = {
      ...options,
      connectionName: 'erpc-health',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    };
    const client = typeof url === 'string' ? new Redis(url, probeOptions) : new Redis(probeOptions);
    // Connection errors are what the check reports; logging each reconnect would only repeat it.
    client.on('error', () => undefined);
    this.client = client;
    if (client.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      client.once('ready', done);
      function done(): void {
        clearTimeout(timer);
        client.off('ready', done);
        resolve();
      }
    });
  }

  async ping(): Promise<void> {
    const client = this.client;
    if (!client) throw new Error('not connected yet');
    if (client.status !== 'ready') throw new Error(`connection ${client.status}`);
    await client.ping();
  }

  close(): void {
    this.client?.disconnect();
    this.client = undefined;
  }
}
