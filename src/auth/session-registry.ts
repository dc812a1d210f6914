import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Subject } from 'rxjs';
import { IsNull, LessThan, MoreThan, Not, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { RedisBus } from '../redis/redis-bus';
import { UserChanges } from '../users/user-changes';
import { UserView } from '../users/users.dto';
import { UsersService, toUserView } from '../users/users.service';
import { Role } from './capabilities';
import { RevokedTokenEntity } from './entities/revoked-token.entity';
import { SessionEntity, SessionVia } from './entities/session.entity';

export interface UserState {
  username: string;
  role: Role;
  disabled: boolean;
}

/**
 * What a session row says that never changes after sign-in: how it began, when, and its
 * absolute end (no refresh moves it; an ended session is refused before anyone asks this).
 */
export interface SessionFacts {
  via: SessionVia;
  startedAt: string;
  expiresAt: string;
}

/** One access token (`jti`) or a whole session (`sid`, every token issued in it) ended. */
export interface Revocation {
  jti?: string;
  sid?: string;
}

interface RevocationNotice extends Revocation {
  /** Epoch milliseconds after which the token (or every token of the session) is dead anyway. */
  expiresAt: number;
}

const CHANNEL = 'sessions';
/** Sessions whose facts are kept (`auth/me`); the oldest kept is dropped first. */
const SESSION_FACTS = 10_000;

/**
 * What every request checks after the signature: is this token, or the session it belongs to,
 * revoked, and is its user still enabled and with which role. Held in memory so the check costs
 * a map lookup. Writes go to the database first, then here, then to every other daemon through
 * Redis (RedisBus), so a revocation, a disabled user or a demotion holds on every daemon from
 * the next request. The user is kept whole (the API's view of the row), so `GET /auth/me` is
 * answered from here too, as current as the role the guard checks; so are the facts of a
 * session, which never change.
 *
 * While this daemon may have missed notices (Redis unreachable, or just back and catching up)
 * the bus is not live, and both questions go to the database instead of the memory.
 */
@Injectable()
export class SessionRegistry implements OnApplicationBootstrap {
  private readonly revoked = new Map<string, number>();
  private readonly endedSessions = new Map<string, number>();
  private readonly users = new Map<string, UserView | null>();
  private readonly sessionFacts = new Map<string, SessionFacts>();
  /** Bumped whenever cached user state is dropped; a load that straddles a bump is not cached. */
  private userEpoch = 0;
  /** Tokens and sessions as they are revoked, here or elsewhere, for WebSockets to close. */
  readonly revoked$ = new Subject<Revocation>();

  constructor(
    @InjectRepository(RevokedTokenEntity)
    private readonly revokedTokens: Repository<RevokedTokenEntity>,
    @InjectRepository(SessionEntity)
    private readonly sessions: Repository<SessionEntity>,
    private readonly usersService: UsersService,
    private readonly bus: RedisBus,
    private readonly clock: Clock,
    userChanges: UserChanges,
  ) {
    // Before anyone else hears of a change (the event gateway re-reads the user's state).
    userChanges.register((change) => this.forgetUser(change.userId));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.revokedTokens.delete({ expiresAt: LessThan(this.clock.now()) });
    // Subscribe before loading, so that a revocation between the two is not missed.
    await this.bus.subscribe<RevocationNotice>(
      CHANNEL,
      (notice) => this.learn(notice),
      () => this.resync(),
    );
    await this.loadRevoked();
  }

  async isRevoked(jti: string, sid: string | null = null): Promise<boolean> {
    if (this.revoked.has(jti) || (sid !== null && this.endedSessions.has(sid))) return true;
    if (this.bus.live) return false;
    if (await this.revokedTokens.exists({ where: { jti } })) return true;
    return sid !== null && this.sessions.exists({ where: { id: sid, revokedAt: Not(IsNull()) } });
  }

  /** Revokes one access token (of a session from before sessions were tracked). */
  async revoke(jti: string, userId: string, expiresAt: Date): Promise<void> {
    if (this.revoked.has(jti)) return;
    await this.revokedTokens.upsert({ jti, userId, expiresAt }, ['jti']);
    await this.announce({ jti, expiresAt: expiresAt.getTime() });
  }

  /** A session's row says it ended (stored by TokenService): every daemon learns it now. */
  async sessionEnded(sid: string, expiresAt: Date): Promise<void> {
    if (this.endedSessions.has(sid)) return;
    await this.announce({ sid, expiresAt: expiresAt.getTime() });
  }

  /** The user's current state; null when the user no longer exists. */
  userState(userId: string): Promise<UserState | null> {
    return this.user(userId);
  }

  /** The user as the API shows it, current as `userState`; null when the user no longer exists. */
  async user(userId: string): Promise<UserView | null> {
    const live = this.bus.live;
    if (live) {
      const cached = this.users.get(userId);
      if (cached !== undefined) return cached;
    }
    const epoch = this.userEpoch;
    const row = await this.usersService.findById(userId);
    const user = row ? toUserView(row) : null;
    // A change announced while we read may be newer than what we read: do not keep it.
    if (live && epoch === this.userEpoch) this.users.set(userId, user);
    return user;
  }

  /**
   * A session's lineage and end (`GET /auth/me`); null for a session without a row (a token from
   * before sessions were tracked, or one pruned a day after its end). Found rows are kept: what
   * they say never changes, and whether the session ended is `isRevoked`'s question.
   */
  async session(sid: string): Promise<SessionFacts | null> {
    const kept = this.sessionFacts.get(sid);
    if (kept) return kept;
    const row = await this.sessions.findOne({
      select: { id: true, via: true, createdAt: true, expiresAt: true },
      where: { id: sid },
    });
    if (!row) return null;
    const facts: SessionFacts = {
      via: row.via,
      startedAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
    if (this.sessionFacts.size >= SESSION_FACTS) {
      this.sessionFacts.delete(this.sessionFacts.keys().next().value as string);
    }
    this.sessionFacts.set(sid, facts);
    return facts;
  }

  /** Called on every daemon when a user changed (UserChanges), after the change is stored. */
  forgetUser(userId: string): void {
    this.userEpoch++;
    this.users.delete(userId);
  }

  private async announce(notice: RevocationNotice): Promise<void> {
    this.learn(notice);
    await this.bus.publish(CHANNEL, notice);
  }

  private learn({ jti, sid, expiresAt }: RevocationNotice): void {
    if (jti && !this.revoked.has(jti)) {
      this.revoked.set(jti, expiresAt);
      this.revoked$.next({ jti });
    }
    if (sid && !this.endedSessions.has(sid)) {
      this.sessionFacts.delete(sid);
      this.endedSessions.set(sid, expiresAt);
      this.revoked$.next({ sid });
    }
    this.pruneExpired();
  }

  private async loadRevoked(): Promise<void> {
    const now = this.clock.now();
    const rows = await this.revokedTokens.find({ where: { expiresAt: MoreThan(now) } });
    for (const row of rows) this.learn({ jti: row.jti, expiresAt: row.expiresAt.getTime() });
    const ended = await this.sessions.find({
      select: { id: true, expiresAt: true },
      where: { revokedAt: Not(IsNull()), expiresAt: MoreThan(now) },
    });
    for (const row of ended) this.learn({ sid: row.id, expiresAt: row.expiresAt.getTime() });
  }

  /**
   * After Redis was away: notices may have been lost. Forget every user's state and learn the
   * revocations made meanwhile (which also closes those sockets; a user disabled meanwhile had
   * every session ended by the daemon that disabled them).
   */
  private async resync(): Promise<void> {
    this.userEpoch++;
    this.users.clear();
    await this.loadRevoked();
  }

  private pruneExpired(): void {
    if (this.revoked.size + this.endedSessions.size < 1000) return;
    // Tokens are accepted up to the clock tolerance past their expiry; keep a minute beyond.
    const now = this.clock.now().getTime() - 60_000;
    for (const map of [this.revoked, this.endedSessions]) {
      for (const [id, expiresAt] of map) if (expiresAt < now) map.delete(id);
    }
  }
}
