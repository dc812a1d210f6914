import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every value a policy ever had, so a change can be reviewed and undone. */
@Entity('policy_history')
@Index('IDX_policy_history_key_version', ['key', 'version'], { unique: true })
export class PolicyHistoryEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  key!: string;

  @Column({ type: 'integer' })
  version!: number;

  @Column({ type: 'text' })
  value!: string;

  @Column({ name: 'updated_by', type: 'varchar', length: 64 })
  updatedBy!: string;

  @Column({ name: 'updated_at', type: Date })
  updatedAt!: Date;
}
