import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** How a session began: a person's password, or a service account's API key. */
export type SessionVia = 'password' | 'apiKey';

/**
 * One sign-in and everything derived from it: its refresh-token family (same id), the access
 * tokens issued in it (`sid` claim) and the sockets opened with them. It remembers its lineage
 * (which user, by password or by which API key) so that revoking that key, or locking the user
 * out, ends exactly the sessions that came from it; and it has an absolute end that no refresh
 * moves.
 */
@Entity('auth_sessions')
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Index()
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'varchar', length: 16 })
  via!: SessionVia;

  @Index()
  @Column({ name: 'api_key_id', type: 'varchar', length: 36, nullable: true })
  apiKeyId!: string | null;

  /** The absolute end: no access or refresh token of the session outlives it. */
  @Index()
  @Column({ name: 'expires_at', type: Date })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', type: Date, nullable: true })
  revokedAt!: Date | null;

  /** Why it ended early: logout, refresh-reuse, user-locked-out, api-key-revoked. */
  @Column({ name: 'revoked_reason', type: 'varchar', length: 32, nullable: true })
  revokedReason!: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
