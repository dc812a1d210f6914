import { Capability } from '../auth/capabilities';

/** A message as sockets receive it (SPEC §11). */
export interface EventMessage {
  id: number;
  topic: string;
  type: string;
  data: Record<string, unknown>;
  ts: string;
}

/** Topics a client may subscribe to by name, and the capability each needs. */
export const TOPIC_CAPABILITY: Readonly<Record<string, Capability>> = {
  // Every job of every kind, with payload summaries and failure reasons: people who start jobs.
  jobs: Capability.GenerateReports,
  reports: Capability.ViewReports,
  agents: Capability.ViewAgentStatus,
  replica: Capability.BrowseIdos,
};

export const JOB_TOPIC_PREFIX = 'job:';

/** Whether an event belongs to a subscription topic. */
export function eventMatches(topic: string, event: EventMessage): boolean {
  if (topic === 'jobs') return event.type.startsWith('job.');
  if (topic.startsWith(JOB_TOPIC_PREFIX))
    return event.data.jobId === topic.slice(JOB_TOPIC_PREFIX.length);
  return event.topic === topic;
}
