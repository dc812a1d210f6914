import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One mutation or query: who, as what, did what to what, with which outcome. Append-only. */
@Entity('audit_log')
export class AuditEntryEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index()
  @Column({ type: Date })
  at!: Date;

  @Index()
  @Column({ name: 'user_id', type: 'varchar', length: 36, nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  username!: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  role!: string | null;

  /** `POST /api/v1/users` — the route pattern, never the body. */
  @Index()
  @Column({ type: 'varchar', length: 120 })
  action!: string;

  /** The path parameters (ids, IDO name), as JSON. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  target!: string | null;

  @Column({ type: 'integer' })
  status!: number;

  @Column({ type: 'varchar', length: 16 })
  outcome!: 'success' | 'denied' | 'failed';

  @Column({ name: 'request_id', type: 'varchar', length: 128 })
  requestId!: string;

  @Column({ type: 'varchar', length: 64 })
  address!: string;
}
