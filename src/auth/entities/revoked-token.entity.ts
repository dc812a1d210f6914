import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An access token revoked before its expiry; kept until it would have expired anyway. */
@Entity('revoked_tokens')
export class RevokedTokenEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  jti!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Index()
  @Column({ name: 'expires_at', type: Date })
  expiresAt!: Date;
}
