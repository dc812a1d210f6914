import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Subject } from 'rxjs';
import { LessThan, MoreThan, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { UsersService } from '../users/users.service';
import { Role } from './capabilities';
import { RevokedTokenEntity } from './entities/revoked-token.entity';

export interface UserState {
  username: string;
  role: Role;
  disabled: boolean;
}

/**
 * What every request checks after the signature: is this token revoked, and is its user still
 * enabled and with which role. Held in memory so the check costs a map lookup; writes go to the
 * database first, then here, so a revocation or a disabled user stops working at once.
 */
@Injectable()
export class SessionRegistry implements OnApplicationBootstrap {
  private readonly revoked = new Map<string, number>();
  private readonly users = new Map<string, UserState | null>();
  /** Token ids as they are revoked, for long-lived connections (WebSockets) to end at once. */
  readonly revoked$ = new Subject<string>();

  constructor(
    @InjectRepository(RevokedTokenEntity)
    private readonly revokedTokens: Repository<RevokedTokenEntity>,
    private readonly usersService: UsersService,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const now = this.clock.now();
    await this.revokedTokens.delete({ expiresAt: LessThan(now) });
    for (const row of await this.revokedTokens.find({ where: { expiresAt: MoreThan(now) } })) {
      this.revoked.set(row.jti, row.expiresAt.getTime());
    }
  }

  isRevoked(jti: string): boolean {
    return this.revoked.has(jti);
  }

  async revoke(jti: string, userId: string, expiresAt: Date): Promise<void> {
    if (this.revoked.has(jti)) return;
    await this.revokedTokens.upsert({ jti, userId, expiresAt }, ['jti']);
    this.revoked.set(jti, expiresAt.getTime());
    this.revoked$.next(jti);
    this.pruneExpired();
  }

  /** The user's current state; null when the user no longer exists. */
  async userState(userId: string): Promise<UserState | null> {
    const cached = this.users.get(userId);
    if (cached !== undefined) return cached;
    const user = await this.usersService.findById(userId);
    const state = user
      ? { username: user.username, role: user.role, disabled: user.disabled }
      : null;
    this.users.set(userId, state);
    return state;
  }

  /** Called by whoever changed a user, after the change is stored. */
  forgetUser(userId: string): void {
    this.users.delete(userId);
  }

  private pruneExpired(): void {
    if (this.revoked.size < 1000) return;
    const now = this.clock.now().getTime();
    for (const [jti, expiresAt] of this.revoked) if (expiresAt < now) this.revoked.delete(jti);
  }
}
