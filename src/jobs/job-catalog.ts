/**
 * The typed job catalogue: every queue, every job, its payload and what it returns. A job name
 * without a registered handler stops the daemon at start-up (JobsService.onApplicationBootstrap).
 */
export enum QueueName {
  Reports = 'reports',
}

export enum JobName {
  GenerateReport = 'report.generate',
}

export interface GenerateReportPayload {
  report: string;
  /** Already validated and with defaults filled. */
  parameters: Record<string, string | number | null>;
  format: 'csv' | 'json' | 'pdf';
  /** The requester's role: field masks and row filters of that role apply to the rows. */
  role: 'Viewer' | 'Operator' | 'Admin';
}

export interface JobPayloads {
  [JobName.GenerateReport]: GenerateReportPayload;
}

export interface JobResults {
  [JobName.GenerateReport]: { rows: number; artifact: string; contentType: string; bytes: number };
}

export const JOB_QUEUE: Readonly<Record<JobName, QueueName>> = {
  [JobName.GenerateReport]: QueueName.Reports,
};

/** The event topic a job's events belong to (SPEC §11). */
export const QUEUE_TOPIC: Readonly<Record<QueueName, string>> = {
  [QueueName.Reports]: 'reports',
};

export type JobStatus = 'queued' | 'active' | 'completed' | 'failed';

export interface JobContext {
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  /** 0–100, with optional detail; reaches WebSocket subscribers as `job.progress`. */
  progress(percent: number, detail?: Record<string, unknown>): Promise<void>;
}

export type JobHandler<N extends JobName> = (
  payload: JobPayloads[N],
  context: JobContext,
) => Promise<JobResults[N]>;
