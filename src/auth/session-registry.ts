import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Subject } from 'rxjs';
import { LessThan, MoreThan, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { RedisBus } from '../redis/redis-bus';
import { UsersService } from '../users/users.service';
import { Role } from './capabilities';
import { RevokedTokenEntity } from './entities/revoked-token.entity';

export interface UserState {
  username: string;
  role: Role;
  disabled: boolean;
}

interface RevocationNotice {
  jti: string;
  /** Epoch milliseconds after which the token is dead anyway. */
  expiresAt: number;
}

const CHANNEL = 'sessions';

/**
 * What every request checks after the signature: is this token revoked, and is its user still
 * enabled and with which role. Held in memory so the check costs a map lookup. Writes go to the
 * database first, then here, then to every other daemon through Redis (RedisBus), so a
 * revocation, a disabled user or a demotion holds on every daemon from the next request.
 *
 * While this daemon may have missed notices (Redis unreachable, or just back and catching up)
 * the bus is not live, and both questions go to the database instead of the memory.
 */
@Injectable()
export class SessionRegistry implements OnApplicationBootstrap {
  private readonly revoked = new Map<string, number>();
  private readonly users = new Map<string, UserState | null>();
  /** Bumped whenever cached user state is dropped; a load that straddles a bump is not cached. */
  private userEpoch = 0;
  /** Token ids as they are revoked, here or elsewhere, for WebSockets to close at once. */
  readonly revoked$ = new Subject<string>();

  constructor(
    @InjectRepository(RevokedTokenEntity)
    private readonly revokedTokens: Repository<RevokedTokenEntity>,
    private readonly usersService: UsersService,
    private readonly bus: RedisBus,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.revokedTokens.delete({ expiresAt: LessThan(this.clock.now()) });
    // Subscribe before loading, so that a revocation between the two is not missed.
    await this.bus.subscribe<RevocationNotice>(
      CHANNEL,
      ({ jti, expiresAt }) => this.learnRevoked(jti, expiresAt),
      () => this.resync(),
    );
    await this.loadRevoked();
  }

  async isRevoked(jti: string): Promise<boolean> {
    if (this.revoked.has(jti)) return true;
    if (this.bus.live) return false;
    return this.revokedTokens.exists({ where: { jti } });
  }

  async revoke(jti: string, userId: string, expiresAt: Date): Promise<void> {
    if (this.revoked.has(jti)) return;
    await this.revokedTokens.upsert({ jti, userId, expiresAt }, ['jti']);
    this.learnRevoked(jti, expiresAt.getTime());
    await this.bus.publish(CHANNEL, { jti, expiresAt: expiresAt.getTime() });
  }

  /** The user's current state; null when the user no longer exists. */
  async userState(userId: string): Promise<UserState | null> {
    const live = this.bus.live;
    if (live) {
      const cached = this.users.get(userId);
      if (cached !== undefined) return cached;
    }
    const epoch = this.userEpoch;
    const user = await this.usersService.findById(userId);
    const state = user
      ? { username: user.username, role: user.role, disabled: user.disabled }
      : null;
    // A change announced while we read may be newer than what we read: do not keep it.
    if (live && epoch === this.userEpoch) this.users.set(userId, state);
    return state;
  }

  /** Called on every daemon when a user changed (UserChanges), after the change is stored. */
  forgetUser(userId: string): void {
    this.userEpoch++;
    this.users.delete(userId);
  }

  private learnRevoked(jti: string, expiresAt: number): void {
    if (this.revoked.has(jti)) return;
    this.revoked.set(jti, expiresAt);
    this.revoked$.next(jti);
    this.pruneExpired();
  }

  private async loadRevoked(): Promise<void> {
    const rows = await this.revokedTokens.find({
      where: { expiresAt: MoreThan(this.clock.now()) },
    });
    for (const row of rows) this.learnRevoked(row.jti, row.expiresAt.getTime());
  }

  /**
   * After Redis was away: notices may have been lost. Forget every user's state and learn the
   * revocations made meanwhile (which also closes those tokens' sockets; a user disabled
   * meanwhile had every session revoked by the daemon that disabled them).
   */
  private async resync(): Promise<void> {
    this.userEpoch++;
    this.users.clear();
    await this.loadRevoked();
  }

  private pruneExpired(): void {
    if (this.revoked.size < 1000) return;
    const now = this.clock.now().getTime();
    for (const [jti, expiresAt] of this.revoked) if (expiresAt < now) this.revoked.delete(jti);
  }
}
