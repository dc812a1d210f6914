import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Role } from '../auth/capabilities';

/** A person (password) or a service account (API keys only). */
@Entity('users')
export class UserEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  username!: string;

  /** scrypt hash in PHC-like form; null for service accounts that only use API keys. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'varchar', length: 16 })
  role!: Role;

  @Column({ type: 'varchar', length: 16, default: 'person' })
  kind!: 'person' | 'service';

  @Column({ type: 'boolean', default: false })
  disabled!: boolean;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt!: Date;
}
