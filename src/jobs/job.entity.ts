import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { JobName, JobStatus, QueueName } from './job-catalog';

/** A job's lasting record: outlives Redis retention, answers "what ran, for whom, how". */
@Entity('jobs')
@Index('IDX_jobs_idempotency', ['userId', 'idempotencyKey'], { unique: true })
export class JobEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  name!: JobName;

  @Column({ type: 'varchar', length: 32 })
  queue!: QueueName;

  @Index()
  @Column({ type: 'varchar', length: 16 })
  status!: JobStatus;

  @Column({ type: 'integer', default: 0 })
  progress!: number;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'text' })
  payload!: string;

  @Column({ type: 'text', nullable: true })
  result!: string | null;

  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason!: string | null;

  @Index()
  @Column({ name: 'user_id', type: 'varchar', length: 36, nullable: true })
  userId!: string | null;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 200, nullable: true })
  idempotencyKey!: string | null;

  /** SHA-256 of the request that first used the key (a different request with it is 422). */
  @Column({ name: 'idempotency_fingerprint', type: 'varchar', length: 64, nullable: true })
  idempotencyFingerprint!: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt!: Date;

  @Column({ name: 'started_at', type: Date, nullable: true })
  startedAt!: Date | null;

  @Column({ name: 'finished_at', type: Date, nullable: true })
  finishedAt!: Date | null;
}
