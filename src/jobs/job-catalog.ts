/**
 * The typed job catalogue: every queue, every job, its payload and what it returns. A job name
 * without a registered handler stops the daemon at start-up (JobsService.onApplicationBootstrap).
 */
export enum QueueName {
  Reports = 'reports',
  Agents = 'agents',
  /** Syncs of this daemon's Mongoose replica; local to the data directory (LOCAL_QUEUES). */
  Replica = 'replica',
}

export enum JobName {
  GenerateReport = 'report.generate',
  DeployAgent = 'agent.deploy',
  RunAgent = 'agent.run',
  SyncReplica = 'replica.sync',
}

export interface GenerateReportPayload {
  report: string;
  /** Already validated and with defaults filled. */
  parameters: Record<string, string | number | null>;
  format: 'csv' | 'json' | 'pdf';
  /** The requester's role: field masks and row filters of that role apply to the rows. */
  role: 'Viewer' | 'Operator' | 'Admin';
}

export interface DeployAgentPayload {
  agent: string;
  version: string;
}

export interface RunAgentPayload {
  agent: string;
  version: string;
  trigger: 'manual' | 'schedule';
  /** The run row's id for a manual run; a scheduled run makes its row when it starts. */
  runId?: string;
  /** A question to answer within the agent's scope. */
  input?: string;
  requestedBy?: string | null;
}

/** A sync of the replica in this daemon's data directory (scheduled; nothing to choose). */
export type SyncReplicaPayload = Record<string, never>;

export interface JobPayloads {
  [JobName.GenerateReport]: GenerateReportPayload;
  [JobName.DeployAgent]: DeployAgentPayload;
  [JobName.RunAgent]: RunAgentPayload;
  [JobName.SyncReplica]: SyncReplicaPayload;
}

/**
 * What a job returns travels in `job.completed` to every subscriber of the topic: summaries
 * only, never ERP records (those are kept in rows and shown through the policies).
 */
export interface JobResults {
  [JobName.GenerateReport]: {
    rows: number;
    artifact: string;
    contentType: string;
    bytes: number;
    /** When the rows reflect the ERP as of (a replica's data). */
    asOf?: string;
  };
  [JobName.DeployAgent]: { agent: string; version: string; state: 'deployed' | 'failed' };
  [JobName.RunAgent]: {
    agent: string;
    runId: string;
    outcome: 'ok' | 'alert' | 'quiet' | 'failed';
    alerts: number;
  };
  [JobName.SyncReplica]: {
    outcome: 'synced' | 'skipped';
    /** Rows loaded (changed or new) and deleted by the sweep, over every IDO. */
    rows: number;
    deleted: number;
    /** When the replica reflects the ERP up to (ISO), after this sync. */
    asOf: string | null;
    reason?: string;
  };
}

export const JOB_QUEUE: Readonly<Record<JobName, QueueName>> = {
  [JobName.GenerateReport]: QueueName.Reports,
  [JobName.DeployAgent]: QueueName.Agents,
  [JobName.RunAgent]: QueueName.Agents,
  [JobName.SyncReplica]: QueueName.Replica,
};

/**
 * Queues whose jobs act on one daemon's data directory rather than on shared state: each daemon
 * keeps its own Mongoose replica (docs/scale-out.md), so its syncs must run on that daemon. The
 * BullMQ queue of such a queue carries the data directory's identity (see localQueueName).
 */
export const LOCAL_QUEUES: ReadonlySet<QueueName> = new Set([QueueName.Replica]);

/** The event topic a job's events belong to (SPEC §11). */
export const QUEUE_TOPIC: Readonly<Record<QueueName, string>> = {
  [QueueName.Reports]: 'reports',
  [QueueName.Agents]: 'agents',
  [QueueName.Replica]: 'replica',
};

export type JobStatus = 'queued' | 'active' | 'completed' | 'failed';

export interface JobContext {
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  /** When the job was due: its creation, or for a delayed or scheduled job the tick it is for. */
  dueAt: Date;
  /** 0–100, with optional detail; reaches WebSocket subscribers as `job.progress`. */
  progress(percent: number, detail?: Record<string, unknown>): Promise<void>;
}

export type JobHandler<N extends JobName> = (
  payload: JobPayloads[N],
  context: JobContext,
) => Promise<JobResults[N]>;
