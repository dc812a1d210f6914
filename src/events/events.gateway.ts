import { Inject, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import {
  OnGatewayConnection,
  OnGatewayDisconnect,
  OnGatewayInit,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { IncomingMessage } from 'node:http';
import { Subscription } from 'rxjs';
import type { WebSocket, WebSocketServer } from 'ws';
import { AccessTokenVerifier } from '../auth/access-token-verifier';
import type { Role } from '../auth/capabilities';
import { Principal } from '../auth/principal';
import { SessionRegistry } from '../auth/session-registry';
import { AppConfig } from '../config/app-config';
import { MetricsService } from '../metrics/metrics.service';
import { UserChanges } from '../users/user-changes';
import { EventRenderer } from './event-renderer';
import { EventCloseCode, EventSocket } from './event-socket';
import { EventMessage } from './event-topics';
import { EventSubscriptions } from './event-subscriptions';
import { EventsService } from './events.service';

export const EVENTS_PROTOCOL = 'erpc.v1';
const BEARER_PROTOCOL = 'bearer.';

type AuthenticatedRequest = IncomingMessage & { principal?: Principal };

/** The bearer token of an upgrade: header, `access_token` parameter, or subprotocol. */
export function upgradeToken(request: IncomingMessage): string | null {
  const header = request.headers.authorization;
  if (header && /^bearer\s+/i.test(header)) return header.replace(/^bearer\s+/i, '').trim();
  const url = new URL(request.url ?? '/', 'http://localhost');
  const param = url.searchParams.get('access_token');
  if (param) return param;
  const offered = (request.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
  const bearer = offered.find((p) => p.startsWith(BEARER_PROTOCOL));
  return bearer ? bearer.slice(BEARER_PROTOCOL.length) : null;
}

/**
 * `/api/v1/events` (SPEC §11). The upgrade itself is authenticated: a bad token gets HTTP 401
 * and never a socket. Subscriptions are checked per topic against the caller's role.
 */
@WebSocketGateway({ path: '/api/v1/events' })
export class EventsGateway
  implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy
{
  private readonly logger = new Logger(EventsGateway.name);
  private readonly sockets = new Map<WebSocket, EventSocket>();
  private readonly subscriptions: Subscription[] = [];
  private heartbeat?: NodeJS.Timeout;
  private delivery: Promise<void> = Promise.resolve();
  @Optional() @Inject(MetricsService) private readonly metrics?: MetricsService;

  constructor(
    private readonly config: AppConfig,
    private readonly verifier: AccessTokenVerifier,
    private readonly events: EventsService,
    private readonly topics: EventSubscriptions,
    private readonly sessions: SessionRegistry,
    private readonly userChanges: UserChanges,
    private readonly renderer: EventRenderer,
  ) {}

  afterInit(server: WebSocketServer): void {
    // ws reads these options at each upgrade, so setting them here (with DI at hand) works.
    const options = server.options;
    const verifyClient = (
      info: { req: AuthenticatedRequest },
      done: (
        ok: boolean,
        code?: number,
        message?: string,
        headers?: Record<string, string>,
      ) => void,
    ): void => {
      const token = upgradeToken(info.req);
      if (!token) {
        done(false, 401, 'Unauthorized', { 'WWW-Authenticate': 'Bearer' });
        return;
      }
      this.verifier.verify(token).then(
        (principal) => {
          info.req.principal = principal;
          done(true);
        },
        () =>
          done(false, 401, 'Unauthorized', { 'WWW-Authenticate': 'Bearer error="invalid_token"' }),
      );
    };
    options.verifyClient = verifyClient;
    options.handleProtocols = (protocols: Set<string>) =>
      protocols.has(EVENTS_PROTOCOL) ? EVENTS_PROTOCOL : false;
    options.maxPayload = 64 * 1024;

    this.subscriptions.push(
      this.events.live$.subscribe((event) => {
        // One queue keeps events in order while those carrying ERP data are projected per role.
        this.delivery = this.delivery
          .then(() => this.dispatch(event))
          .catch((error: unknown) =>
            this.logger.error(`delivering event ${event.id}: ${String(error)}`),
          );
      }),
      this.sessions.revoked$.subscribe((jti) => this.closeWhere((s) => s.principal.jti === jti)),
      this.userChanges.changes$.subscribe((change) => {
        if (change.lockedOut) this.closeWhere((s) => s.principal.userId === change.userId);
      }),
    );
    this.heartbeat = setInterval(() => this.beat(), this.config.events.heartbeatSeconds * 1000);
  }

  handleConnection(socket: WebSocket, request: AuthenticatedRequest): void {
    const principal = request.principal as Principal;
    const client = new EventSocket(socket, principal, this.config.events.maxBufferedBytes, () =>
      client.close(EventCloseCode.TokenExpired, 'token expired; reconnect with a fresh token'),
    );
    this.sockets.set(socket, client);
    this.metrics?.setWebSocketClients(this.sockets.size);
    socket.on('pong', () => (client.alive = true));
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary)
        return client.sendControl({
          op: 'error',
          code: 'VALIDATION_FAILED',
          message: 'send JSON text',
        });
      this.topics.handle(client, data.toString()).catch((error: unknown) => {
        this.logger.error(`socket message failed: ${String(error)}`);
        client.sendControl({ op: 'error', code: 'INTERNAL', message: 'internal error' });
      });
    });
    client.sendControl({ op: 'welcome', user: principal.username, role: principal.role });
  }

  handleDisconnect(socket: WebSocket): void {
    this.sockets.get(socket)?.dispose();
    this.sockets.delete(socket);
    this.metrics?.setWebSocketClients(this.sockets.size);
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.closeWhere(() => true, EventCloseCode.GoingAway, 'server shutting down');
  }

  private async dispatch(event: EventMessage): Promise<void> {
    const wanting = [...this.sockets.values()].filter((socket) => socket.wants(event));
    if (wanting.length === 0) return;
    if (!this.renderer.carriesData(event)) {
      const text = JSON.stringify(event);
      for (const socket of wanting) socket.deliver(event, text);
      return;
    }
    const texts = new Map<Role, string>();
    for (const socket of wanting) {
      const role = socket.principal.role;
      let text = texts.get(role);
      if (text === undefined) {
        text = await this.renderer.text(event, role);
        texts.set(role, text);
      }
      socket.deliver(event, text);
    }
  }

  private beat(): void {
    for (const client of this.sockets.values()) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }

  private closeWhere(
    predicate: (socket: EventSocket) => boolean,
    code = EventCloseCode.AccessRevoked,
    reason = 'access revoked',
  ): void {
    for (const client of this.sockets.values()) if (predicate(client)) client.close(code, reason);
  }
}
