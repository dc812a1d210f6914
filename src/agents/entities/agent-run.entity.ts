import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type AgentRunStatus = 'queued' | 'running' | 'completed' | 'failed';
export type AgentRunOutcome = 'ok' | 'alert' | 'quiet' | 'failed';

/**
 * One run of an agent. `result` keeps the records each step read, unmasked: they are shown
 * through the reader's policies (ResultProjector), never as stored.
 */
@Entity('agent_runs')
@Index('IDX_agent_runs_agent_created', ['agent', 'createdAt'])
export class AgentRunEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  agent!: string;

  @Column({ type: 'varchar', length: 64 })
  version!: string;

  @Column({ type: 'varchar', length: 16 })
  trigger!: 'manual' | 'schedule';

  /** The BullMQ job; unique, so a re-delivered job finds its run instead of making another. */
  @Index('IDX_agent_runs_job', { unique: true })
  @Column({ name: 'job_id', type: 'varchar', length: 200 })
  jobId!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: AgentRunStatus;

  @Column({ type: 'varchar', length: 16, nullable: true })
  outcome!: AgentRunOutcome | null;

  @Column({ type: 'text', nullable: true })
  input!: string | null;

  @Column({ type: 'text', nullable: true })
  result!: string | null;

  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason!: string | null;

  @Column({ name: 'requested_by', type: 'varchar', length: 36, nullable: true })
  requestedBy!: string | null;

  /** When the run was due: the schedule tick it is for, or when it was invoked. */
  @Column({ name: 'due_at', type: Date })
  dueAt!: Date;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;

  @Column({ name: 'started_at', type: Date, nullable: true })
  startedAt!: Date | null;

  @Column({ name: 'finished_at', type: Date, nullable: true })
  finishedAt!: Date | null;
}
