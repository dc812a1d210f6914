import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Between, FindOptionsWhere, LessThan, Repository } from 'typeorm';
import { Principal } from '../auth/principal';
import { Clock } from '../common/clock';
import { PoliciesService } from '../policies/policies.service';
import { AuditEntryEntity } from './audit-entry.entity';
import { auditSubjectOf } from './audit-subject';
import { AuditQueryDto } from './audit.dto';

const AUDITED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function outcomeOf(status: number): AuditEntryEntity['outcome'] {
  if (status < 400) return 'success';
  return status === 401 || status === 403 ? 'denied' : 'failed';
}
const FLUSH_EVERY_MS = 250;

/**
 * The append-only audit log of every mutation and every query (all of them are POST, PUT, PATCH
 * or DELETE under /api/v1). Entries are taken from Fastify's onResponse hook, so denied and
 * failed attempts are logged too, and written in small batches off the request's path.
 */
@Injectable()
export class AuditService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(AuditService.name);
  private pending: Array<Omit<AuditEntryEntity, 'id'>> = [];
  private timer?: NodeJS.Timeout;
  private flushes = 0;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly clock: Clock,
    private readonly policies: PoliciesService,
    @InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onResponse', (request, reply, done) => {
      if (AUDITED_METHODS.has(request.method) && request.url.startsWith('/api/v1/'))
        this.capture(request, reply);
      done();
    });
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  async list(
    query: AuditQueryDto,
  ): Promise<{ entries: AuditEntryEntity[]; total: number; nextBefore: number | null }> {
    await this.flush();
    const where: FindOptionsWhere<AuditEntryEntity> = {};
    if (query.user) where.username = query.user;
    if (query.action) where.action = query.action;
    if (query.outcome) where.outcome = query.outcome;
    if (query.from || query.to) {
      where.at = Between(new Date(query.from ?? '1970-01-01'), new Date(query.to ?? '9999-12-31'));
    }
    const total = await this.entries.count({ where });
    const entries = await this.entries.find({
      where: query.before ? { ...where, id: LessThan(query.before) } : where,
      order: { id: 'DESC' },
      take: query.limit,
    });
    const nextBefore = entries.length === query.limit ? entries[entries.length - 1].id : null;
    return { entries, total, nextBefore };
  }

  /** Writes what is buffered; also called before reads so a caller sees its own actions. */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    try {
      await this.entries.insert(batch);
      if (++this.flushes % 200 === 0) await this.prune();
    } catch (error) {
      this.logger.error(`writing ${batch.length} audit entries failed: ${String(error)}`);
      this.pending.unshift(...batch);
    }
  }

  /**
   * A request Fastify never sees: the WebSocket upgrade of `/api/v1/events` (accepted with 101
   * or refused), recorded like any other audited request.
   */
  recordConnection(entry: {
    principal: Principal | null;
    status: number;
    requestId: string;
    address: string;
  }): void {
    this.pending.push({
      at: this.clock.now(),
      userId: entry.principal?.userId ?? null,
      username: entry.principal?.username ?? null,
      role: entry.principal?.role ?? null,
      action: 'WEBSOCKET /api/v1/events',
      target: null,
      status: entry.status,
      outcome: outcomeOf(entry.status),
      requestId: entry.requestId.slice(0, 128),
      address: entry.address.slice(0, 64),
    });
  }

  private capture(request: FastifyRequest, reply: FastifyReply): void {
    const principal = (request as FastifyRequest & { user?: Principal }).user;
    // A sign-in has no principal yet: it names its user itself.
    const subject = principal
      ? { userId: principal.userId, username: principal.username, role: principal.role }
      : auditSubjectOf(request);
    const status = reply.statusCode;
    const params = request.params as Record<string, string> | undefined;
    const pattern = request.routeOptions.url ?? request.url.split('?')[0];
    this.pending.push({
      at: this.clock.now(),
      userId: subject?.userId ?? null,
      username: subject?.username?.slice(0, 64) ?? null,
      role: subject?.role ?? null,
      action: `${request.method} ${pattern}`.slice(0, 120),
      target:
        params && Object.keys(params).length > 0 ? JSON.stringify(params).slice(0, 500) : null,
      status,
      outcome: outcomeOf(status),
      requestId: String(request.id).slice(0, 128),
      address: request.ip.slice(0, 64),
    });
  }

  private async prune(): Promise<void> {
    const days = this.policies.get<number>('retention.auditDays');
    await this.entries.delete({
      at: LessThan(new Date(this.clock.now().getTime() - days * 86_400_000)),
    });
  }
}
