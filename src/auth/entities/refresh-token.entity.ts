import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One refresh token of a login's family. Rotation marks the old one used; presenting a used
 * token again means it leaked, so the whole family is revoked.
 */
@Entity('refresh_tokens')
export class RefreshTokenEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Index()
  @Column({ name: 'family_id', type: 'varchar', length: 36 })
  familyId!: string;

  @Index()
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  /** The access token issued with this refresh token, revoked with the family. */
  @Column({ name: 'access_jti', type: 'varchar', length: 36 })
  accessJti!: string;

  @Column({ name: 'expires_at', type: Date })
  expiresAt!: Date;

  @Column({ name: 'used_at', nullable: true, type: Date })
  usedAt!: Date | null;

  @Column({ name: 'revoked_at', nullable: true, type: Date })
  revokedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
