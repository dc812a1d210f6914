// One WebSocket to /api/v1/events for the whole page, shared by every view. The token goes in
// the subprotocol (browsers cannot set headers on a WebSocket); a reconnect asks for what it
// missed with `since`.
import { useEffect, useRef, useState } from 'preact/hooks';
import { currentToken, renew } from './session';

export interface LiveEvent {
  id: number;
  topic: string;
  type: string;
  data: Record<string, unknown>;
  ts: string;
}

export type FeedStatus = 'offline' | 'connecting' | 'live';
type Handler = (event: LiveEvent) => void;

const TOKEN_EXPIRED = 4001;
const ACCESS_REVOKED = 4003;

class EventFeed {
  private socket: WebSocket | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly acknowledged = new Set<string>();
  private readonly statusListeners = new Set<(status: FeedStatus) => void>();
  private readonly ackListeners = new Set<() => void>();
  private lastId: number | null = null;
  private readonly seen = new Set<number>();
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;
  status: FeedStatus = 'offline';

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.socket?.close(1000, 'signed out');
    this.socket = null;
    this.acknowledged.clear();
    this.setStatus('offline');
  }

  /** Handler for a topic (`reports`, `agents`, `jobs`, `job:<id>`); returns the undo. */
  on(topic: string, handler: Handler): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
      this.send({ op: 'subscribe', topics: [topic] });
    }
    set.add(handler);
    return () => {
      const current = this.handlers.get(topic);
      current?.delete(handler);
      if (current && current.size === 0) {
        this.handlers.delete(topic);
        this.acknowledged.delete(topic);
        this.acked();
        this.send({ op: 'unsubscribe', topics: [topic] });
      }
    };
  }

  /** Whether the server confirmed the subscription (events from now on will arrive). */
  subscribed(topic: string): boolean {
    return this.acknowledged.has(topic);
  }

  /** Called when the set of confirmed subscriptions changes. */
  onAck(listener: () => void): () => void {
    this.ackListeners.add(listener);
    return () => void this.ackListeners.delete(listener);
  }

  private acked(): void {
    for (const listener of this.ackListeners) listener();
  }

  onStatus(listener: (status: FeedStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  }

  private setStatus(status: FeedStatus): void {
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }

  private send(message: Record<string, unknown>): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect(): void {
    const token = currentToken();
    if (this.stopped || !token) return;
    this.setStatus('connecting');
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${location.host}/api/v1/events`, [
      'erpc.v1',
      `bearer.${token}`,
    ]);
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.retry = 0;
      const topics = [...this.handlers.keys()];
      if (topics.length > 0) {
        this.send({
          op: 'subscribe',
          topics,
          ...(this.lastId !== null ? { since: this.lastId } : {}),
        });
      }
    });
    socket.addEventListener('message', (message: MessageEvent<string>) =>
      this.receive(message.data),
    );
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.acknowledged.clear();
      this.acked();
      this.setStatus('offline');
      if (this.stopped || event.code === ACCESS_REVOKED) return;
      const again = () => this.connect();
      if (event.code === TOKEN_EXPIRED) {
        void renew().then((ok) => ok && again());
        return;
      }
      // Backoff 1, 2, 4 … 30 s; a refused upgrade (expired token) renews first.
      const delay = Math.min(30_000, 1000 * 2 ** this.retry++);
      this.timer = setTimeout(() => void renew().then((ok) => ok && again()), delay);
    });
  }

  private receive(text: string): void {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    if (typeof message.op === 'string') {
      if (message.op === 'welcome') this.setStatus('live');
      if (message.op === 'subscribed' && Array.isArray(message.topics)) {
        for (const topic of message.topics as string[]) this.acknowledged.add(topic);
        this.setStatus('live');
        this.acked();
      }
      return;
    }
    const event = message as unknown as LiveEvent;
    if (typeof event.id !== 'number') return;
    // Ids increase, but two events raised at once may arrive out of order: drop repeats
    // (a replay after a reconnect) by id, not everything below the largest id seen.
    if (this.seen.has(event.id)) return;
    this.seen.add(event.id);
    if (this.seen.size > 2000) this.seen.delete(this.seen.values().next().value as number);
    this.lastId = Math.max(this.lastId ?? 0, event.id);
    for (const [topic, handlers] of this.handlers) {
      if (!matches(topic, event)) continue;
      for (const handler of handlers) handler(event);
    }
  }
}

function matches(topic: string, event: LiveEvent): boolean {
  if (topic === 'jobs') return event.type.startsWith('job.');
  if (topic.startsWith('job:')) return event.data.jobId === topic.slice(4);
  return event.topic === topic;
}

export const feed = new EventFeed();

/** Subscribes while the component is shown; the latest handler is always the one called. */
export function useEvents(topic: string | null, handler: Handler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => (topic ? feed.on(topic, (event) => latest.current(event)) : undefined), [topic]);
}

export function useFeedStatus(): FeedStatus {
  const [status, setStatus] = useState(feed.status);
  useEffect(() => feed.onStatus(setStatus), []);
  return status;
}

/** Whether the server confirmed a subscription to `topic` (live updates are on). */
export function useSubscribed(topic: string): boolean {
  const [on, setOn] = useState(feed.subscribed(topic));
  useEffect(() => {
    const update = () => setOn(feed.subscribed(topic));
    update();
    return feed.onAck(update);
  }, [topic]);
  return on;
}
