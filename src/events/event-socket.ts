import type { WebSocket } from 'ws';
import type { Role } from '../auth/capabilities';
import { Principal } from '../auth/principal';
import { EventMessage, eventMatches } from './event-topics';

/** Close codes a dashboard can act on (4000–4999 are the application's own). */
export enum EventCloseCode {
  GoingAway = 1001,
  TokenExpired = 4001,
  AccessRevoked = 4003,
  TooSlow = 4008,
  TooManyMessages = 4029,
}

/** More than a replay page and any reordering window between the two delivery routes. */
const SENT_IDS_KEPT = 20_000;
/** Client messages waiting for the one before them to be handled. */
const MAX_PENDING_MESSAGES = 32;
const MINUTE_MS = 60_000;

/** What to do with a client message, by the socket's allowance (`admit`). */
export type Admission = 'handle' | 'refuse' | 'drop' | 'close';

/**
 * One connected dashboard: who it is, what it subscribed to, and a replay in progress. Live
 * events that arrive during a replay wait in `pending` so nothing is lost or sent twice.
 *
 * Client messages are handled one at a time, in order, and only as many per minute as the
 * policy allows (`admit`): a flood costs the daemon a counter increment per message, not a
 * topic check or a replay each.
 */
export class EventSocket {
  readonly topics = new Set<string>();
  alive = true;
  /** Messages received, for the access log. */
  received = 0;
  readonly openedAt = Date.now();
  /**
   * Ids already sent, newest last. Events reach a daemon by two routes (queue events directly,
   * raised events through a Redis channel and a read), so a lower id can arrive after a higher
   * one: "sent" is remembered per id, not as a high-water mark, or the late one would be lost.
   */
  private readonly sent = new Set<number>();
  private replaying = false;
  private pending: Array<{ event: EventMessage; text: string }> = [];
  private expiryTimer?: NodeJS.Timeout;
  private windowStart = 0;
  private windowUsed = 0;
  private refusedInWindow = false;
  private inbox: Promise<void> = Promise.resolve();
  private inFlight = 0;

  constructor(
    readonly socket: WebSocket,
    private current: Principal,
    private readonly maxBufferedBytes: number,
    onExpired: () => void,
    readonly requestId: string,
  ) {
    const ms = current.exp * 1000 - Date.now();
    this.expiryTimer = setTimeout(onExpired, Math.max(0, Math.min(ms, 2 ** 31 - 1)));
  }

  get principal(): Principal {
    return this.current;
  }

  /** The user's role changed: what this socket sees from now on follows the new one. */
  setRole(role: Role): void {
    this.current = { ...this.current, role };
  }

  /**
   * Spends `cost` of this minute's allowance of `perMinute` message units. Over it, the
   * first message is refused (the client is told once), the rest are dropped unanswered, and a
   * client that keeps going past twice the allowance is closed.
   */
  admit(perMinute: number, cost = 1, now = Date.now()): Admission {
    if (now - this.windowStart >= MINUTE_MS) {
      this.windowStart = now;
      this.windowUsed = 0;
      this.refusedInWindow = false;
    }
    this.windowUsed += cost;
    if (this.windowUsed <= perMinute) return 'handle';
    if (this.windowUsed > 2 * perMinute) return 'close';
    if (this.refusedInWindow) return 'drop';
    this.refusedInWindow = true;
    return 'refuse';
  }

  /** Seconds until the message allowance starts again. */
  allowanceResetsIn(now = Date.now()): number {
    return Math.max(1, Math.ceil((this.windowStart + MINUTE_MS - now) / 1000));
  }

  /** Runs `task` after the messages before it; false when too many already wait. */
  enqueue(task: () => Promise<void>, onError: (error: unknown) => void): boolean {
    if (this.inFlight >= MAX_PENDING_MESSAGES) return false;
    this.inFlight++;
    this.inbox = this.inbox
      .then(task)
      .catch(onError)
      .finally(() => this.inFlight--);
    return true;
  }

  wants(event: EventMessage): boolean {
    for (const topic of this.topics) if (eventMatches(topic, event)) return true;
    return false;
  }

  /** Sends an event already serialised once for all sockets. */
  deliver(event: EventMessage, text: string): void {
    if (this.replaying) {
      this.pending.push({ event, text });
      return;
    }
    if (!this.markSent(event.id)) return;
    this.send(text);
  }

  sendControl(message: Record<string, unknown>): void {
    this.send(JSON.stringify(message));
  }

  beginReplay(): void {
    this.replaying = true;
  }

  /** Sends the replayed events, then whatever arrived meanwhile, each id once and in order. */
  endReplay(events: ReadonlyArray<{ event: EventMessage; text: string }>): void {
    for (const { event, text } of events) {
      if (!this.wants(event) || !this.markSent(event.id)) continue;
      this.send(text);
    }
    this.replaying = false;
    const pending = this.pending;
    this.pending = [];
    for (const { event, text } of pending) this.deliver(event, text);
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  close(code: EventCloseCode, reason: string): void {
    clearTimeout(this.expiryTimer);
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason);
    // A flooding client's close frame would come after everything it still sends: stop reading
    // what it sends now (it has our close frame) rather than parse it all.
    if (code === EventCloseCode.TooManyMessages) this.socket.pause();
    // A peer that never answers the close handshake is cut off.
    setTimeout(() => this.socket.terminate(), 2000).unref();
  }

  dispose(): void {
    clearTimeout(this.expiryTimer);
  }

  /** False when the id was sent already. Keeps the last few thousand ids. */
  private markSent(id: number): boolean {
    if (this.sent.has(id)) return false;
    this.sent.add(id);
    if (this.sent.size > SENT_IDS_KEPT) {
      const oldest = this.sent.values().next().value as number;
      this.sent.delete(oldest);
    }
    return true;
  }

  private send(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    // A client that cannot keep up is dropped rather than buffered without bound.
    if (this.socket.bufferedAmount > this.maxBufferedBytes) {
      this.close(EventCloseCode.TooSlow, 'client too slow; reconnect with since');
      return;
    }
    this.socket.send(text);
  }
}
