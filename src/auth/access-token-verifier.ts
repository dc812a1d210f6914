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

/**
 * What makes an access token good beyond its signature, shared by the HTTP guard (through
 * passport-jwt) and the WebSocket upgrade.
 */
@Injectable()
export class AccessTokenVerifier {
  constructor(
    private readonly config: AppConfig,
    private readonly keys: SigningKeys,
    private readonly sessions: SessionRegistry,
  ) {}

  /** Signature, algorithm, issuer, audience, expiry, then the claims. */
  async verify(token: string): Promise<Principal> {
    let claims: AccessClaims;
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
    return this.principalFromClaims(claims);
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
