import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One event of the log that WebSocket clients replay with `since`. Ids increase; `sourceKey`
 * (queue and Redis stream id) makes every daemon that sees the same queue event agree on one row.
 */
@Entity('events')
export class EventEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index({ unique: true })
  @Column({ name: 'source_key', type: 'varchar', length: 120 })
  sourceKey!: string;

  @Column({ type: 'varchar', length: 40 })
  topic!: string;

  @Column({ type: 'varchar', length: 60 })
  type!: string;

  @Index()
  @Column({ name: 'job_id', type: 'varchar', length: 36, nullable: true })
  jobId!: string | null;

  @Column({ type: 'text' })
  data!: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
