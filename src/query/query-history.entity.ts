import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** How a question ended: answered with records, refused (422), or failed on the way (ERP down). */
export type QueryOutcome = 'answered' | 'refused' | 'failed';

/** One natural-language question, kept for the "read queries" history (SPEC §3). */
@Entity('query_history')
export class QueryHistoryEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'varchar', length: 64 })
  username!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'varchar', length: 8 })
  format!: string;

  @Column({ name: 'row_limit', type: 'integer' })
  rowLimit!: number;

  @Column({ type: 'varchar', length: 16 })
  outcome!: QueryOutcome;

  @Column({ name: 'error_code', type: 'varchar', length: 32, nullable: true })
  errorCode!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ido!: string | null;

  /** The interpretation as JSON text (portable across SQLite and PostgreSQL). */
  @Column({ type: 'text', nullable: true })
  interpretation!: string | null;

  @Column({ type: 'double precision', nullable: true })
  confidence!: number | null;

  @Column({ name: 'result_count', type: 'integer', nullable: true })
  resultCount!: number | null;

  @Column({ name: 'elapsed_ms', type: 'double precision' })
  elapsedMs!: number;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
