import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type AgentVersionState = 'deploying' | 'deployed' | 'superseded' | 'failed';

/** One version of an agent: the manifest as given, what it compiled to, and how it went. */
@Entity('agent_versions')
@Index('IDX_agent_versions_agent_version', ['agent', 'version'], { unique: true })
export class AgentVersionEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  agent!: string;

  @Column({ type: 'varchar', length: 64 })
  version!: string;

  @Column({ type: 'varchar', length: 16 })
  state!: AgentVersionState;

  /** The validated manifest, as JSON. */
  @Column({ type: 'text' })
  manifest!: string;

  /** The compiled agent (JSON), once the deploy job compiled it. */
  @Column({ type: 'text', nullable: true })
  compiled!: string | null;

  /** Faults of a failed deploy (JSON). */
  @Column({ type: 'text', nullable: true })
  errors!: string | null;

  @Column({ name: 'deploy_job_id', type: 'varchar', length: 36, nullable: true })
  deployJobId!: string | null;

  @Column({ name: 'deployed_by', type: 'varchar', length: 36, nullable: true })
  deployedBy!: string | null;

  @Column({ name: 'deployed_at', type: Date, nullable: true })
  deployedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
