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
import { RequestRateLimiter } from '../auth/request-rate-limiter';
import { Revocation, SessionRegistry } from '../auth/session-registry';
import { AuditService } from '../audit/audit.service';
import { DomainError } from '../common/errors/domain-error';
import { ErrorCode } from '../common/errors/error-code';
import { clientAddressOf, requestIdOf } from '../common/http/request-id';
import { AppConfig } from '../config/app-config';
import { JobOwnership } from '../jobs/job-access';
import { JobsService } from '../jobs/jobs.service';
import { MetricsService } from '../metrics/metrics.service';
import { PoliciesService } from '../policies/policies.service';
import { UserChanges } from '../users/user-changes';
import { EventRenderer } from './event-renderer';
import { EventCloseCode, EventSocket } from './event-socket';
import { EventMessage } from './event-topics';
import { EventSubscriptions } from './event-subscriptions';
import { EventsService } from './events.service';

export const EVENTS_PROTOCOL = 'erpc.v1';
const BEARER_PROTOCOL = 'bearer.';
/** A client message: a subscribe of 50 topics of 80 characters fits many times over. */
const MAX_MESSAGE_BYTES = 16 * 1024;
const ROUTE = '/api/v1/events';

type UpgradeRequest = IncomingMessage & {
  principal?: Principal;
  requestId?: string;
  startedAt?: number;
  /** A socket of the user's allowance is held for this upgrade; `connected` once it is one. */
  reserved?: boolean;
  connected?: boolean;
};

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
 * `/api/v1/events` (SPEC §11). The upgrade itself is authenticated, counted against the user's
 * rate limit and their socket allowance (`events.maxSocketsPerUser`): a refused one gets an
 * HTTP status and never a socket. Each upgrade is in the access log and the audit.
 *
 * Sockets follow their session and user: a revoked session or a locked-out user closes them
 * (4003), a change of role re-scopes them at once (topics the new role may not follow are
 * dropped, events are rendered through the new role's masks). Events reach a socket only if its
 * user may see them by the same rules as over HTTP (EventSubscriptions).
 */
@WebSocketGateway({ path: ROUTE })
export class EventsGateway
  implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy
{
  private readonly logger = new Logger(EventsGateway.name);
  private readonly accessLog = new Logger('Http');
  private readonly sockets = new Map<WebSocket, EventSocket>();
  private readonly perUser = new Map<string, number>();
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
    private readonly jobs: JobsService,
    private readonly policies: PoliciesService,
    private readonly rateLimiter: RequestRateLimiter,
    private readonly audit: AuditService,
  ) {}

  afterInit(server: WebSocketServer): void {
    // ws reads these options at each upgrade, so setting them here (with DI at hand) works.
    const options = server.options;
    options.verifyClient = (
      info: { req: UpgradeRequest },
      done: (
        ok: boolean,
        code?: number,
        message?: string,
        headers?: Record<string, string>,
      ) => void,
    ): void => {
      info.req.requestId = requestIdOf(info.req);
      info.req.startedAt = Date.now();
      this.admit(info.req).then(
        () => done(true),
        (error: unknown) => {
          const refusal = this.refusalOf(error);
          this.recordUpgrade(info.req, refusal.status, null);
          done(false, refusal.status, refusal.message, refusal.headers);
        },
      );
    };
    options.handleProtocols = (protocols: Set<string>) =>
      protocols.has(EVENTS_PROTOCOL) ? EVENTS_PROTOCOL : false;
    options.maxPayload = MAX_MESSAGE_BYTES;

    this.subscriptions.push(
      this.events.live$.subscribe((event) => {
        // One queue keeps events in order while those carrying ERP data are projected per role.
        this.delivery = this.delivery
          .then(() => this.dispatch(event))
          .catch((error: unknown) =>
            this.logger.error(`delivering event ${event.id}: ${String(error)}`),
          );
      }),
      this.sessions.revoked$.subscribe((revocation) => this.closeRevoked(revocation)),
      this.userChanges.changes$.subscribe((change) => {
        this.rescope(change.userId).catch((error: unknown) =>
          this.logger.error(`re-scoping sockets of ${change.userId}: ${String(error)}`),
        );
      }),
    );
    this.heartbeat = setInterval(() => this.beat(), this.config.events.heartbeatSeconds * 1000);
  }

  handleConnection(socket: WebSocket, request: UpgradeRequest): void {
    const principal = request.principal as Principal;
    const client = new EventSocket(
      socket,
      principal,
      this.config.events.maxBufferedBytes,
      () =>
        client.close(EventCloseCode.TokenExpired, 'token expired; reconnect with a fresh token'),
      request.requestId ?? requestIdOf(request),
    );
    this.sockets.set(socket, client);
    if (request.reserved) request.connected = true;
    else this.perUser.set(principal.userId, (this.perUser.get(principal.userId) ?? 0) + 1);
    this.metrics?.setWebSocketClients(this.sockets.size);
    this.recordUpgrade(request, 101, principal);
    socket.on('pong', () => (client.alive = true));
    socket.on('message', (data: Buffer, isBinary: boolean) => this.receive(client, data, isBinary));
    client.sendControl({ op: 'welcome', user: principal.username, role: principal.role });
  }

  handleDisconnect(socket: WebSocket): void {
    const client = this.sockets.get(socket);
    if (!client) return;
    client.dispose();
    this.sockets.delete(socket);
    this.release(client.principal.userId);
    this.metrics?.setWebSocketClients(this.sockets.size);
    if (this.config.log.accessLog) {
      this.accessLog.log({
        msg: `WEBSOCKET ${ROUTE} closed`,
        reqId: client.requestId,
        route: ROUTE,
        user: client.principal.username,
        seconds: Math.round((Date.now() - client.openedAt) / 100) / 10,
        messages: client.received,
      });
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.closeWhere(() => true, EventCloseCode.GoingAway, 'server shutting down');
  }

  /** Token, then the user's rate limit and socket allowance; throws what refuses it. */
  private async admit(request: UpgradeRequest): Promise<void> {
    const token = upgradeToken(request);
    if (!token) throw DomainError.unauthenticated();
    const principal = await this.verifier.verify(token);
    request.principal = principal;
    await this.rateLimiter.check(principal);
    const open = this.perUser.get(principal.userId) ?? 0;
    if (open >= this.maxSocketsPerUser()) throw DomainError.rateLimited(5);
    // Held from now, so that upgrades verified in parallel cannot all slip under the limit;
    // given back if the handshake never completes.
    this.perUser.set(principal.userId, open + 1);
    request.reserved = true;
    request.socket.once('close', () => {
      if (!request.connected) this.release(principal.userId);
    });
  }

  private release(userId: string): void {
    const left = (this.perUser.get(userId) ?? 1) - 1;
    if (left > 0) this.perUser.set(userId, left);
    else this.perUser.delete(userId);
  }

  private refusalOf(error: unknown): {
    status: number;
    message: string;
    headers: Record<string, string>;
  } {
    if (error instanceof DomainError) {
      const status = error.code === ErrorCode.RateLimited ? 429 : 401;
      const headers: Record<string, string> =
        status === 401
          ? { 'WWW-Authenticate': error.headers?.['www-authenticate'] ?? 'Bearer' }
          : { 'Retry-After': error.headers?.['retry-after'] ?? '5' };
      return { status, message: status === 401 ? 'Unauthorized' : 'Too Many Requests', headers };
    }
    this.logger.error(`WebSocket upgrade failed: ${String(error)}`);
    return { status: 500, message: 'Internal Server Error', headers: {} };
  }

  private recordUpgrade(
    request: UpgradeRequest,
    status: number,
    principal: Principal | null,
  ): void {
    const requestId = request.requestId ?? requestIdOf(request);
    const address = clientAddressOf(request, this.config.server.trustProxy);
    const user = principal ?? (status === 429 ? (request.principal ?? null) : null);
    this.audit.recordConnection({ principal: user, status, requestId, address });
    if (!this.config.log.accessLog) return;
    const url = request.url ?? ROUTE;
    const queryAt = url.indexOf('?');
    this.accessLog.log({
      msg: `GET ${ROUTE} ${status}`,
      reqId: requestId,
      method: 'GET',
      route: ROUTE,
      // Never the query string: a token may ride in it.
      path: queryAt === -1 ? url : url.slice(0, queryAt),
      status,
      ms: Date.now() - (request.startedAt ?? Date.now()),
      user: user?.username ?? null,
      websocket: true,
    });
  }

  private receive(client: EventSocket, data: Buffer, isBinary: boolean): void {
    if (!client.open) return;
    client.received++;
    const verdict = client.admit(this.policies.get<number>('events.maxMessagesPerMinute'));
    if (verdict === 'close') {
      client.close(EventCloseCode.TooManyMessages, 'too many messages; slow down');
      return;
    }
    if (verdict === 'drop') return;
    if (verdict === 'refuse') {
      client.sendControl({
        op: 'error',
        code: 'RATE_LIMITED',
        message: `more than ${this.policies.get<number>('events.maxMessagesPerMinute')} messages a minute (policy events.maxMessagesPerMinute); further ones are ignored for ${client.allowanceResetsIn()} s, and the socket is closed past twice as many`,
      });
      return;
    }
    if (isBinary) {
      client.sendControl({ op: 'error', code: 'VALIDATION_FAILED', message: 'send JSON text' });
      return;
    }
    const text = data.toString();
    const queued = client.enqueue(
      () => this.topics.handle(client, text),
      (error: unknown) => {
        this.logger.error(`socket message failed: ${String(error)}`);
        client.sendControl({ op: 'error', code: 'INTERNAL', message: 'internal error' });
      },
    );
    if (!queued) {
      client.sendControl({
        op: 'error',
        code: 'RATE_LIMITED',
        message: 'too many messages waiting; send the next one after an answer',
      });
    }
  }

  private async dispatch(event: EventMessage): Promise<void> {
    const wanting = [...this.sockets.values()].filter((socket) => socket.wants(event));
    if (wanting.length === 0) return;
    const jobId = typeof event.data.jobId === 'string' ? event.data.jobId : null;
    const owners: ReadonlyMap<string, JobOwnership> = jobId
      ? await this.jobs.ownership([jobId])
      : new Map();
    const allowed = wanting.filter((s) => this.topics.mayRead(s.principal, event, owners));
    if (!this.renderer.carriesData(event)) {
      const text = JSON.stringify(event);
      for (const socket of allowed) socket.deliver(event, text);
      return;
    }
    const texts = new Map<Role, string>();
    for (const socket of allowed) {
      const role = socket.principal.role;
      let text = texts.get(role);
      if (text === undefined) {
        text = await this.renderer.text(event, role);
        texts.set(role, text);
      }
      socket.deliver(event, text);
    }
  }

  /**
   * A user changed (here or on another daemon): their sockets follow at once. Gone or
   * disabled: closed. Another role: re-scoped, and told which topics were dropped.
   */
  private async rescope(userId: string): Promise<void> {
    const clients = [...this.sockets.values()].filter((s) => s.principal.userId === userId);
    if (clients.length === 0) return;
    const state = await this.sessions.userState(userId);
    if (!state || state.disabled) {
      for (const client of clients) client.close(EventCloseCode.AccessRevoked, 'access revoked');
      return;
    }
    for (const client of clients) {
      if (client.principal.role === state.role) continue;
      client.setRole(state.role);
      const dropped = await this.topics.recheck(client);
      client.sendControl({ op: 'rescoped', role: state.role, dropped });
    }
  }

  private closeRevoked({ jti, sid }: Revocation): void {
    this.closeWhere(
      (s) =>
        (jti !== undefined && s.principal.jti === jti) ||
        (sid !== undefined && s.principal.sid === sid),
    );
  }

  private maxSocketsPerUser(): number {
    return this.policies.get<number>('events.maxSocketsPerUser');
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
