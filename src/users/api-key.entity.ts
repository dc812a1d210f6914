import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A long random key for a service account; only its SHA-256 is stored. */
@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Index()
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** The key's public prefix, shown in listings so an admin can tell keys apart. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 16 })
  prefix!: string;

  @Column({ name: 'key_hash', type: 'varchar', length: 64 })
  keyHash!: string;

  @Column({ name: 'expires_at', nullable: true, type: Date })
  expiresAt!: Date | null;

  @Column({ name: 'revoked_at', nullable: true, type: Date })
  revokedAt!: Date | null;

  @Column({ name: 'last_used_at', nullable: true, type: Date })
  lastUsedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
