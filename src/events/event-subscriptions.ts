import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { CAPABILITY_MIN_ROLE, roleHasCapability } from '../auth/capabilities';
import { Principal } from '../auth/principal';
import { RequestRateLimiter } from '../auth/request-rate-limiter';
import { DomainError } from '../common/errors/domain-error';
import { JobOwnership, mayReadJob } from '../jobs/job-access';
import { JobsService } from '../jobs/jobs.service';
import { PoliciesService } from '../policies/policies.service';
import { EventRenderer } from './event-renderer';
import { EventSocket } from './event-socket';
import { EventMessage, JOB_TOPIC_PREFIX, TOPIC_CAPABILITY } from './event-topics';
import { EventsService } from './events.service';

const topic = z.string().min(1).max(80);
const clientMessage = z.discriminatedUnion('op', [
  z
    .object({
      op: z.literal('subscribe'),
      topics: z.array(topic).min(1).max(50),
      since: z.number().int().min(0).optional(),
    })
    .strict(),
  z.object({ op: z.literal('unsubscribe'), topics: z.array(topic).min(1).max(50) }).strict(),
]);

/** A replay reads the event log: it costs this many messages of the socket's allowance. */
export const REPLAY_COST = 10;

/** Why the job named by a `job:<id>` topic may not be followed: the same for absent ones. */
const NO_SUCH_JOB = 'no such job';

/**
 * The client side of the event protocol: subscribe (with replay), unsubscribe; and the one
 * place that decides which events a socket may see, so that live delivery, replay and a change
 * of role agree with what HTTP shows (jobs: `mayReadJob`; topics: their capability).
 */
@Injectable()
export class EventSubscriptions {
  constructor(
    private readonly events: EventsService,
    private readonly jobs: JobsService,
    private readonly renderer: EventRenderer,
    private readonly rateLimiter: RequestRateLimiter,
    private readonly policies: PoliciesService,
  ) {}

  async handle(client: EventSocket, text: string): Promise<void> {
    // Each message is a request of its user: it spends their per-minute rate limit too.
    try {
      await this.rateLimiter.check(client.principal);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return client.sendControl({ op: 'error', code: error.code, message: error.message });
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return client.sendControl({
        op: 'error',
        code: 'VALIDATION_FAILED',
        message: 'message is not JSON',
      });
    }
    const parsed = clientMessage.safeParse(raw);
    if (!parsed.success) {
      return client.sendControl({
        op: 'error',
        code: 'VALIDATION_FAILED',
        message: parsed.error.issues
          .slice(0, 10)
          .map((i) => `${i.path.join('.') || 'message'}: ${i.message}`)
          .join('; '),
      });
    }
    const message = parsed.data;
    if (message.op === 'unsubscribe') {
      for (const name of message.topics) client.topics.delete(name);
      return client.sendControl({ op: 'unsubscribed', topics: message.topics });
    }
    const { accepted, refused } = await this.judge(client, [...new Set(message.topics)]);
    if (refused.length > 0) {
      client.sendControl({
        op: 'error',
        code: 'FORBIDDEN',
        message: 'some topics were refused',
        details: refused,
      });
    }
    if (accepted.length === 0) return;
    if (message.since === undefined) {
      for (const name of accepted) client.topics.add(name);
      return client.sendControl({ op: 'subscribed', topics: accepted });
    }
    const perMinute = this.policies.get<number>('events.maxMessagesPerMinute');
    if (client.admit(perMinute, REPLAY_COST - 1) !== 'handle') {
      for (const name of accepted) client.topics.add(name);
      client.sendControl({ op: 'subscribed', topics: accepted });
      return client.sendControl({
        op: 'error',
        code: 'RATE_LIMITED',
        message: `no replay: a replay costs ${REPLAY_COST} messages of events.maxMessagesPerMinute (${perMinute}); retry after ${client.allowanceResetsIn()} s`,
      });
    }
    client.beginReplay();
    for (const name of accepted) client.topics.add(name);
    try {
      const oldest = await this.events.oldestId();
      if (oldest !== null && message.since < oldest - 1) {
        client.sendControl({ op: 'replay.truncated', oldestId: oldest, since: message.since });
      }
      client.sendControl({ op: 'subscribed', topics: accepted, since: message.since });
      const wanted = (await this.events.replay(message.since)).filter((e) => client.wants(e));
      const visible = await this.visibleTo(client.principal, wanted);
      client.endReplay(
        await Promise.all(
          visible.map(async (event) => ({
            event,
            text: await this.renderer.text(event, client.principal.role),
          })),
        ),
      );
    } catch (error) {
      client.endReplay([]);
      throw error;
    }
  }

  /** The events among `events` that `reader` may see (one lookup for all their jobs). */
  async visibleTo(reader: Principal, events: EventMessage[]): Promise<EventMessage[]> {
    const ids = events.flatMap((e) => (typeof e.data.jobId === 'string' ? [e.data.jobId] : []));
    const owners: ReadonlyMap<string, JobOwnership> =
      ids.length > 0 ? await this.jobs.ownership(ids) : new Map();
    return events.filter((event) => this.mayRead(reader, event, owners));
  }

  /**
   * Whether `reader` may see `event`. A job's events follow the job's rule; a job without a
   * row (a scheduled agent run records its own; a replica sync has none) is seen by those who
   * may follow its topic.
   */
  mayRead(
    reader: Principal,
    event: EventMessage,
    owners: ReadonlyMap<string, JobOwnership>,
  ): boolean {
    const jobId = event.data.jobId;
    if (typeof jobId !== 'string') return this.topicRefusal(reader, event.topic) === null;
    const owner = owners.get(jobId);
    if (owner) return mayReadJob(reader, owner);
    return (
      (event.topic === 'agents' || event.topic === 'replica') &&
      this.topicRefusal(reader, event.topic) === null
    );
  }

  /**
   * After the user's role changed: the topics this socket may no longer follow are dropped.
   * Returns them.
   */
  async recheck(client: EventSocket): Promise<string[]> {
    const current = [...client.topics];
    const { refused } = await this.judge(client, current, false);
    for (const { topic: name } of refused) client.topics.delete(name);
    return refused.map((r) => r.topic);
  }

  /** Topics split into those the caller may follow and those refused with a reason. */
  private async judge(
    client: EventSocket,
    names: string[],
    adding = true,
  ): Promise<{ accepted: string[]; refused: Array<{ topic: string; reason: string }> }> {
    const jobIds = names
      .filter((name) => name.startsWith(JOB_TOPIC_PREFIX))
      .map((name) => name.slice(JOB_TOPIC_PREFIX.length))
      .filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    // One query for all of them, none for jobs seen before: checks never stall the daemon.
    const owners: ReadonlyMap<string, JobOwnership> =
      jobIds.length > 0 ? await this.jobs.ownership(jobIds) : new Map();
    const max = this.policies.get<number>('events.maxTopicsPerSocket');
    let room = adding ? max - client.topics.size : Infinity;
    const accepted: string[] = [];
    const refused: Array<{ topic: string; reason: string }> = [];
    for (const name of names) {
      let reason: string | null;
      if (name.startsWith(JOB_TOPIC_PREFIX)) {
        const owner = owners.get(name.slice(JOB_TOPIC_PREFIX.length));
        reason = owner && mayReadJob(client.principal, owner) ? null : NO_SUCH_JOB;
      } else {
        reason = this.topicRefusal(client.principal, name);
      }
      if (reason === null && adding && !client.topics.has(name)) {
        if (room <= 0)
          reason = `this socket follows ${max} topics (policy events.maxTopicsPerSocket)`;
        else room--;
      }
      if (reason) refused.push({ topic: name, reason });
      else accepted.push(name);
    }
    return { accepted, refused };
  }

  /** Why this caller may not follow a named topic, or null when they may. */
  private topicRefusal(principal: Principal, name: string): string | null {
    const capability = Object.hasOwn(TOPIC_CAPABILITY, name) ? TOPIC_CAPABILITY[name] : undefined;
    if (!capability)
      return `unknown topic; known: ${Object.keys(TOPIC_CAPABILITY).join(', ')}, job:<id>`;
    return roleHasCapability(principal.role, capability)
      ? null
      : `needs the capability "${capability}" (role ${CAPABILITY_MIN_ROLE[capability]})`;
  }
}
