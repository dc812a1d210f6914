import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { sign } from 'jsonwebtoken';
import { In, IsNull, LessThan, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { PoliciesService } from '../policies/policies.service';
import { DomainError } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { Role } from './capabilities';
import { RefreshTokenEntity } from './entities/refresh-token.entity';
import { SessionEntity, SessionVia } from './entities/session.entity';
import { SessionRegistry } from './session-registry';
import { SigningKeys } from './signing-keys';

export interface TokenSubject {
  id: string;
  username: string;
  role: Role;
}

/** Where a new session comes from. */
export interface SessionLineage {
  via: SessionVia;
  /** The API key signed in with (via apiKey). */
  apiKeyId?: string | null;
  /** The session ends no later than this (an API key's own expiry). */
  notAfter?: Date | null;
}

export interface IssuedTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  role: Role;
}

export type SessionEndReason = 'logout' | 'refresh-reuse' | 'user-locked-out' | 'api-key-revoked';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Sign-ins between two prunes of ended sessions and spent refresh tokens. */
const PRUNE_EVERY = 200;
/** Ended sessions stay a day past their end, for `me` and for reuse detection to explain. */
const KEEP_ENDED_MS = 86_400_000;

/**
 * Sessions, their access JWTs and refresh-token families (rotation with reuse detection).
 *
 * A session is one sign-in: it records how it began (password, or which API key) and ends at
 * an absolute time (policy `auth.sessionMaxAge`) however often it is refreshed. Access tokens
 * carry its id (`sid`) and never outlive it; a refreshed session keeps its lineage. Ending a
 * session (logout, refresh reuse, its user locked out, its API key revoked) is stored, then
 * announced to every daemon, which refuses its tokens and closes its sockets at once.
 */
@Injectable()
export class TokenService implements OnApplicationBootstrap {
  private readonly logger = new Logger(TokenService.name);
  private signIns = 0;

  constructor(
    private readonly config: AppConfig,
    private readonly keys: SigningKeys,
    private readonly clock: Clock,
    private readonly registry: SessionRegistry,
    private readonly policies: PoliciesService,
    @InjectRepository(RefreshTokenEntity)
    private readonly refreshTokens: Repository<RefreshTokenEntity>,
    @InjectRepository(SessionEntity)
    private readonly sessions: Repository<SessionEntity>,
  ) {}

  onApplicationBootstrap(): void {
    this.pruneQuietly();
  }

  /** A new session for `subject` and its first pair of tokens. */
  async signIn(subject: TokenSubject, lineage: SessionLineage): Promise<IssuedTokens> {
    const now = this.clock.now().getTime();
    const maxAge = this.policies.get<number>('auth.sessionMaxAge') * 1000;
    const end = Math.min(now + maxAge, lineage.notAfter?.getTime() ?? Infinity);
    const session = this.sessions.create({
      id: randomUUID(),
      userId: subject.id,
      via: lineage.via,
      apiKeyId: lineage.apiKeyId ?? null,
      expiresAt: new Date(end),
      revokedAt: null,
      revokedReason: null,
    });
    await this.sessions.insert(session);
    if (++this.signIns % PRUNE_EVERY === 0) this.pruneQuietly();
    return this.issue(subject, session);
  }

  /**
   * Exchanges a refresh token for a new pair in the same session. A token presented a second
   * time means a copy leaked: the whole session is ended.
   */
  async rotate(
    presented: string,
    loadSubject: (userId: string) => Promise<TokenSubject | null>,
  ): Promise<IssuedTokens> {
    const invalid = DomainError.unauthenticated(
      'refresh token is invalid',
      'invalid refresh token',
    );
    const [id, secret] = presented.split('.');
    if (!id || !secret || !/^[0-9a-f-]{36}$/.test(id)) throw invalid;
    const row = await this.refreshTokens.findOne({ where: { id } });
    if (!row || !sameHash(row.tokenHash, sha256(secret))) throw invalid;
    const session = await this.sessions.findOne({ where: { id: row.familyId } });
    if (!session) {
      // A family from before sessions had a lineage: its origin cannot be told, so it ends.
      await this.revokeLegacyFamily(row.familyId);
      throw DomainError.unauthenticated(
        'this sign-in predates session tracking; sign in again',
        'session unknown',
      );
    }
    if (row.revokedAt || session.revokedAt) {
      throw DomainError.unauthenticated('the session has ended; sign in again', 'session ended');
    }
    if (row.usedAt) {
      await this.endSession(session, 'refresh-reuse');
      throw DomainError.unauthenticated(
        'refresh token was already used; every session of this login is revoked',
        'refresh token reuse',
      );
    }
    const now = this.clock.now();
    if (session.expiresAt.getTime() <= now.getTime()) {
      throw DomainError.unauthenticated(
        'the session reached its maximum lifetime (policy auth.sessionMaxAge); sign in again',
        'session expired',
      );
    }
    if (row.expiresAt.getTime() <= now.getTime()) throw invalid;
    // Conditional update: of two concurrent rotations of one token only one wins.
    const claimed = await this.refreshTokens.update({ id, usedAt: IsNull() }, { usedAt: now });
    if (claimed.affected === 0) {
      await this.endSession(session, 'refresh-reuse');
      throw invalid;
    }
    const subject = await loadSubject(row.userId);
    if (!subject) {
      await this.endSession(session, 'user-locked-out');
      throw invalid;
    }
    return this.issue(subject, session);
  }

  /** Logs out the session an access token belongs to (its refresh family and other tokens). */
  async logout(userId: string, sid: string | null, jti: string, exp: number): Promise<void> {
    if (sid) {
      const session = await this.sessions.findOne({ where: { id: sid, userId } });
      if (session) {
        await this.endSession(session, 'logout');
        return;
      }
    }
    await this.registry.revoke(jti, userId, new Date(exp * 1000));
    const row = await this.refreshTokens.findOne({ where: { accessJti: jti } });
    if (row) await this.revokeLegacyFamily(row.familyId);
  }

  /** Ends everything a user holds, e.g. when they are disabled, deleted or get a new password. */
  async endAllForUser(userId: string): Promise<void> {
    const open = await this.sessions.find({ where: { userId, revokedAt: IsNull() } });
    for (const session of open) await this.endSession(session, 'user-locked-out');
    const legacy = await this.refreshTokens.find({ where: { userId, revokedAt: IsNull() } });
    const tracked = new Set(open.map((s) => s.id));
    for (const familyId of new Set(legacy.map((r) => r.familyId))) {
      if (!tracked.has(familyId)) await this.revokeLegacyFamily(familyId);
    }
  }

  /** Ends every session an API key opened. */
  async endAllForApiKey(apiKeyId: string): Promise<void> {
    const open = await this.sessions.find({ where: { apiKeyId, revokedAt: IsNull() } });
    for (const session of open) await this.endSession(session, 'api-key-revoked');
  }

  private async issue(subject: TokenSubject, session: SessionEntity): Promise<IssuedTokens> {
    const now = this.clock.now().getTime();
    const remaining = Math.floor((session.expiresAt.getTime() - now) / 1000);
    const ttl = Math.min(this.policies.get<number>('auth.accessTokenTtl'), remaining);
    if (ttl < 1) {
      throw DomainError.unauthenticated(
        'the session reached its maximum lifetime (policy auth.sessionMaxAge); sign in again',
        'session expired',
      );
    }
    const jti = randomUUID();
    const nowSeconds = Math.floor(now / 1000);
    const accessToken = sign(
      {
        role: subject.role,
        name: subject.username,
        via: session.via,
        sid: session.id,
        iat: nowSeconds,
      },
      this.keys.signingKey,
      {
        algorithm: this.keys.algorithm,
        expiresIn: ttl,
        issuer: this.config.auth.issuer,
        audience: this.config.auth.audience,
        subject: subject.id,
        jwtid: jti,
      },
    );
    const refreshId = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    await this.refreshTokens.insert({
      id: refreshId,
      familyId: session.id,
      userId: subject.id,
      tokenHash: sha256(secret),
      accessJti: jti,
      expiresAt: new Date(
        Math.min(now + this.config.auth.refreshTokenTtlSeconds * 1000, session.expiresAt.getTime()),
      ),
      usedAt: null,
      revokedAt: null,
    });
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ttl,
      refresh_token: `${refreshId}.${secret}`,
      role: subject.role,
    };
  }

  private async endSession(session: SessionEntity, reason: SessionEndReason): Promise<void> {
    const now = this.clock.now();
    await this.sessions.update(
      { id: session.id, revokedAt: IsNull() },
      { revokedAt: now, revokedReason: reason },
    );
    await this.refreshTokens.update(
      { familyId: session.id, revokedAt: IsNull() },
      { revokedAt: now },
    );
    // Its tokens are accepted up to the clock tolerance past their expiry: remember that long.
    const tolerance = this.config.auth.clockToleranceSeconds * 1000;
    await this.registry.sessionEnded(session.id, new Date(session.expiresAt.getTime() + tolerance));
  }

  /** A refresh family without a session row: revoke its access tokens one by one. */
  private async revokeLegacyFamily(familyId: string): Promise<void> {
    const rows = await this.refreshTokens.find({ where: { familyId } });
    const now = this.clock.now();
    await this.refreshTokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: now });
    const longest = Math.max(
      this.config.auth.accessTokenTtlSeconds,
      this.policies.get<number>('auth.accessTokenTtl'),
    );
    const accessExpiry = new Date(now.getTime() + longest * 1000);
    for (const row of rows) await this.registry.revoke(row.accessJti, row.userId, accessExpiry);
  }

  private pruneQuietly(): void {
    this.prune().catch((error: unknown) =>
      this.logger.warn(`ended sessions not pruned: ${String(error)}`),
    );
  }

  private async prune(): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - KEEP_ENDED_MS);
    const old = await this.sessions.find({
      select: { id: true },
      where: { expiresAt: LessThan(cutoff) },
      take: 1000,
    });
    if (old.length === 0) return;
    const ids = old.map((s) => s.id);
    await this.refreshTokens.delete({ familyId: In(ids) });
    await this.sessions.delete({ id: In(ids) });
  }
}
