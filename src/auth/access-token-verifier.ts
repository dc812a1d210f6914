import { Injectable } from '@nestjs/common';
import { verify } from 'jsonwebtoken';
import { DomainError } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { isRole } from './capabilities';
import { Principal } from './principal';
import { SessionRegistry } from './session-registry';
import { SigningKeys } from './signing-keys';

export interface AccessClaims {
  sub?: unknown;
  jti?: unknown;
  exp?: unknown;
  iat?: unknown;
  role?: unknown;
  via?: unknown;
  sid?: unknown;
}

function invalid(reason: string): DomainError {
  return DomainError.unauthenticated(`invalid access token: ${reason}`, reason);
}

/**
 * jsonwebtoken's reasons, without what they reveal: "jwt issuer invalid. expected: <ours>"
 * would tell a forger which issuer and audience to put in a token.
 */
export function publicJwtReason(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'TokenExpiredError') return 'token expired';
  if (name === 'NotBeforeError') return 'token not active yet';
  if (/audience/i.test(message)) return 'wrong audience';
  if (/issuer/i.test(message)) return 'wrong issuer';
  if (/subject/i.test(message)) return 'wrong subject';
  if (/jwt id/i.test(message)) return 'wrong token id';
  if (/signature/i.test(message)) return 'invalid signature';
  if (/algorithm/i.test(message)) return 'algorithm not allowed';
  if (/malformed|jwt must be|unexpected token|invalid token/i.test(message)) {
    return 'malformed token';
  }
  return 'token not accepted';
}

/** Verified tokens remembered at most: a few per active client; the oldest go first. */
const VERIFIED_TOKENS = 10_000;

/**
 * What makes an access token good beyond its signature, shared by the HTTP guard (through
 * passport-jwt) and the WebSocket upgrade.
 *
 * A client sends the same token on every request until it expires, and checking its signature
 * (base64, JSON, HMAC or RSA) was the largest single cost of a cheap authenticated request. So
 * the claims of a token whose signature, algorithm, issuer and audience were verified are
 * remembered, keyed by the whole token text, until the token expires. Only that part is
 * remembered: `principalFromClaims` (revocation, the user's existence, state and current role,
 * all held in memory by SessionRegistry and kept current through Redis) runs on every request,
 * so revocation, disabling and demotion still take effect at once. The keys never change while
 * the daemon runs, so a signature once good stays good.
 */
@Injectable()
export class AccessTokenVerifier {
  private readonly verified = new Map<string, AccessClaims & { exp: number }>();

  constructor(
    private readonly config: AppConfig,
    private readonly keys: SigningKeys,
    private readonly sessions: SessionRegistry,
  ) {}

  /** Signature, algorithm, issuer, audience, expiry, then the claims. */
  async verify(token: string): Promise<Principal> {
    let claims = this.verifiedClaims(token);
    if (!claims) {
      try {
        claims = verify(token, this.keys.verificationKey, {
          algorithms: [this.keys.algorithm],
          issuer: this.config.auth.issuer,
          audience: this.config.auth.audience,
          clockTolerance: this.config.auth.clockToleranceSeconds,
        });
      } catch (error) {
        throw invalid(publicJwtReason(error));
      }
      this.rememberVerified(token, claims);
    }
    return this.principalFromClaims(claims);
  }

  /**
   * The claims of a token verified before and not expired since (by jsonwebtoken's own rule:
   * expired once now >= exp + clock tolerance); undefined when it must be verified afresh.
   */
  verifiedClaims(token: string): AccessClaims | undefined {
    const claims = this.verified.get(token);
    if (!claims) return undefined;
    const now = Math.floor(Date.now() / 1000);
    if (now >= claims.exp + this.config.auth.clockToleranceSeconds) {
      this.verified.delete(token);
      return undefined;
    }
    return claims;
  }

  /** Called with claims jsonwebtoken has just verified for this token text. */
  rememberVerified(token: string, claims: AccessClaims): void {
    // A token without expiry is refused by principalFromClaims; never remember it.
    if (typeof claims.exp !== 'number') return;
    if (this.verified.size >= VERIFIED_TOKENS) {
      this.verified.delete(this.verified.keys().next().value as string);
    }
    this.verified.set(token, claims as AccessClaims & { exp: number });
  }

  async principalFromClaims(claims: AccessClaims): Promise<Principal> {
    // jsonwebtoken lets a token without `exp` live forever; we do not.
    if (typeof claims.exp !== 'number') throw invalid('token has no expiry');
    if (typeof claims.iat !== 'number') throw invalid('token has no issue time');
    if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') {
      throw invalid('token lacks subject or id');
    }
    if (!isRole(claims.role)) throw invalid('token carries no valid role');
    if (claims.sid !== undefined && typeof claims.sid !== 'string') {
      throw invalid('token carries no valid session');
    }
    const sid = claims.sid ?? null;
    if (await this.sessions.isRevoked(claims.jti, sid)) throw invalid('token has been revoked');
    const user = await this.sessions.userState(claims.sub);
    if (!user) throw invalid('user no longer exists');
    if (user.disabled) throw invalid('user is disabled');
    return {
      userId: claims.sub,
      username: user.username,
      // The stored role wins, so a demotion takes effect before the token expires.
      role: user.role,
      jti: claims.jti,
      exp: claims.exp,
      via: claims.via === 'apiKey' ? 'apiKey' : 'password',
      sid,
    };
  }
}
