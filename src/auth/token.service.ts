import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { sign } from 'jsonwebtoken';
import { IsNull, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { PoliciesService } from '../policies/policies.service';
import { DomainError } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { Role } from './capabilities';
import { RefreshTokenEntity } from './entities/refresh-token.entity';
import { SessionRegistry } from './session-registry';
import { SigningKeys } from './signing-keys';

export interface TokenSubject {
  id: string;
  username: string;
  role: Role;
}

export interface IssuedTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  role: Role;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Access JWTs and refresh-token families (rotation with reuse detection). */
@Injectable()
export class TokenService {
  constructor(
    private readonly config: AppConfig,
    private readonly keys: SigningKeys,
    private readonly clock: Clock,
    private readonly sessions: SessionRegistry,
    private readonly policies: PoliciesService,
    @InjectRepository(RefreshTokenEntity)
    private readonly refreshTokens: Repository<RefreshTokenEntity>,
  ) {}

  async issue(
    subject: TokenSubject,
    via: 'password' | 'apiKey',
    familyId: string = randomUUID(),
  ): Promise<IssuedTokens> {
    const ttl = this.policies.get<number>('auth.accessTokenTtl');
    const jti = randomUUID();
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const accessToken = sign(
      { role: subject.role, name: subject.username, via, iat: nowSeconds },
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
      familyId,
      userId: subject.id,
      tokenHash: sha256(secret),
      accessJti: jti,
      expiresAt: new Date(
        this.clock.now().getTime() + this.config.auth.refreshTokenTtlSeconds * 1000,
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

  /**
   * Exchanges a refresh token for a new pair. A token presented a second time means a copy
   * leaked: the whole family, with its access tokens, is revoked.
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
    if (row.revokedAt) throw invalid;
    if (row.usedAt) {
      await this.revokeFamily(row.familyId);
      throw DomainError.unauthenticated(
        'refresh token was already used; every session of this login is revoked',
        'refresh token reuse',
      );
    }
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) throw invalid;
    // Conditional update: of two concurrent rotations of one token only one wins.
    const claimed = await this.refreshTokens.update(
      { id, usedAt: IsNull() },
      { usedAt: this.clock.now() },
    );
    if (claimed.affected === 0) {
      await this.revokeFamily(row.familyId);
      throw invalid;
    }
    const subject = await loadSubject(row.userId);
    if (!subject) {
      await this.revokeFamily(row.familyId);
      throw invalid;
    }
    return this.issue(subject, 'password', row.familyId);
  }

  /** Logs out the session that owns `accessJti` (and its refresh family). */
  async revokeSession(userId: string, accessJti: string, accessExp: number): Promise<void> {
    await this.sessions.revoke(accessJti, userId, new Date(accessExp * 1000));
    const row = await this.refreshTokens.findOne({ where: { accessJti } });
    if (row) await this.revokeFamily(row.familyId);
  }

  /** Revokes everything a user holds, e.g. when an admin disables or deletes them. */
  async revokeAllForUser(userId: string): Promise<void> {
    const rows = await this.refreshTokens.find({ where: { userId, revokedAt: IsNull() } });
    for (const familyId of new Set(rows.map((r) => r.familyId))) await this.revokeFamily(familyId);
  }

  private async revokeFamily(familyId: string): Promise<void> {
    const rows = await this.refreshTokens.find({ where: { familyId } });
    const now = this.clock.now();
    await this.refreshTokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: now });
    // Revoked until the longest lifetime a token of this family can have had.
    const longest = Math.max(
      this.config.auth.accessTokenTtlSeconds,
      this.policies.get<number>('auth.accessTokenTtl'),
    );
    const accessExpiry = new Date(now.getTime() + longest * 1000);
    for (const row of rows) await this.sessions.revoke(row.accessJti, row.userId, accessExpiry);
  }
}
