import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { CAPABILITY_MIN_ROLE, roleHasCapability } from '../auth/capabilities';
import { JobsService } from '../jobs/jobs.service';
import { JOB_QUEUE, QUEUE_TOPIC } from '../jobs/job-catalog';
import { EventRenderer } from './event-renderer';
import { EventSocket } from './event-socket';
import { JOB_TOPIC_PREFIX, TOPIC_CAPABILITY } from './event-topics';
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

/** The client side of the event protocol: subscribe (with replay), unsubscribe. */
@Injectable()
export class EventSubscriptions {
  constructor(
    private readonly events: EventsService,
    private readonly jobs: JobsService,
    private readonly renderer: EventRenderer,
  ) {}

  async handle(client: EventSocket, text: string): Promise<void> {
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
          .map((i) => `${i.path.join('.') || 'message'}: ${i.message}`)
          .join('; '),
      });
    }
    const message = parsed.data;
    if (message.op === 'unsubscribe') {
      for (const name of message.topics) client.topics.delete(name);
      return client.sendControl({ op: 'unsubscribed', topics: message.topics });
    }
    const refused: Array<{ topic: string; reason: string }> = [];
    const accepted: string[] = [];
    for (const name of message.topics) {
      const reason = await this.refusal(client, name);
      if (reason) refused.push({ topic: name, reason });
      else accepted.push(name);
    }
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
    client.beginReplay();
    for (const name of accepted) client.topics.add(name);
    try {
      const oldest = await this.events.oldestId();
      if (oldest !== null && message.since < oldest - 1) {
        client.sendControl({ op: 'replay.truncated', oldestId: oldest, since: message.since });
      }
      client.sendControl({ op: 'subscribed', topics: accepted, since: message.since });
      const missed = (await this.events.replay(message.since)).filter((e) => client.wants(e));
      client.endReplay(
        await Promise.all(
          missed.map(async (event) => ({
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

  /** Why this caller may not subscribe to `name`, or null when they may. */
  private async refusal(client: EventSocket, name: string): Promise<string | null> {
    const { role, userId } = client.principal;
    if (name.startsWith(JOB_TOPIC_PREFIX)) {
      const jobId = name.slice(JOB_TOPIC_PREFIX.length);
      const job = await this.jobs.find(jobId);
      if (!job) return 'no such job';
      if (job.userId === userId) return null;
      const capability = TOPIC_CAPABILITY[QUEUE_TOPIC[JOB_QUEUE[job.name]]];
      return roleHasCapability(role, capability)
        ? null
        : `needs role ${CAPABILITY_MIN_ROLE[capability]}`;
    }
    const capability = TOPIC_CAPABILITY[name];
    if (!capability)
      return `unknown topic; known: ${Object.keys(TOPIC_CAPABILITY).join(', ')}, job:<id>`;
    return roleHasCapability(role, capability)
      ? null
      : `needs the capability "${capability}" (role ${CAPABILITY_MIN_ROLE[capability]})`;
  }
}
