import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type AgentState = 'deploying' | 'deployed' | 'failed' | 'disabled';

/** A deployed agent: its name (the id in the API), state and the version in force. */
@Entity('agents')
export class AgentEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name!: string;

  @Column({ type: 'varchar', length: 16 })
  state!: AgentState;

  /** The version in force; null until a first deploy succeeds. */
  @Column({ name: 'active_version', type: 'varchar', length: 64, nullable: true })
  activeVersion!: string | null;

  /** The version being deployed, when a deploy is under way. */
  @Column({ name: 'pending_version', type: 'varchar', length: 64, nullable: true })
  pendingVersion!: string | null;

  /** Why the last deploy failed (JSON faults), cleared by a successful deploy. */
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Index()
  @Column({ name: 'last_run_id', type: 'varchar', length: 36, nullable: true })
  lastRunId!: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt!: Date;
}
