import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The value in force for one policy key; absent keys use the registry's default. */
@Entity('policies')
export class PolicyRecordEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key!: string;

  @Column({ type: 'text' })
  value!: string;

  @Column({ type: 'integer' })
  version!: number;

  @Column({ name: 'updated_by', type: 'varchar', length: 64 })
  updatedBy!: string;

  @Column({ name: 'updated_at', type: Date })
  updatedAt!: Date;
}
