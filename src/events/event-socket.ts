import type { WebSocket } from 'ws';
import { Principal } from '../auth/principal';
import { EventMessage, eventMatches } from './event-topics';

/** Close codes a dashboard can act on (4000–4999 are the application's own). */
export enum EventCloseCode {
  GoingAway = 1001,
  TokenExpired = 4001,
  AccessRevoked = 4003,
  TooSlow = 4008,
}

/** More than a replay page and any reordering window between the two delivery routes. */
const SENT_IDS_KEPT = 20_000;

/**
 * One connected dashboard: who it is, what it subscribed to, and a replay in progress. Live
 * events that arrive during a replay wait in `pending` so nothing is lost or sent twice.
 */
export class EventSocket {
  readonly topics = new Set<string>();
  alive = true;
  /**
   * Ids already sent, newest last. Events reach a daemon by two routes (queue events directly,
   * raised events through a Redis channel and a read), so a lower id can arrive after a higher
   * one: "sent" is remembered per id, not as a high-water mark, or the late one would be lost.
   */
  private readonly sent = new Set<number>();
  private replaying = false;
  private pending: Array<{ event: EventMessage; text: string }> = [];
  private expiryTimer?: NodeJS.Timeout;

  constructor(
    readonly socket: WebSocket,
    readonly principal: Principal,
    private readonly maxBufferedBytes: number,
    onExpired: () => void,
  ) {
    const ms = principal.exp * 1000 - Date.now();
    this.expiryTimer = setTimeout(onExpired, Math.max(0, Math.min(ms, 2 ** 31 - 1)));
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

  close(code: EventCloseCode, reason: string): void {
    clearTimeout(this.expiryTimer);
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason);
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
