import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DomainError } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { isRole } from './capabilities';
import { Principal } from './principal';
import { SessionRegistry } from './session-registry';
import { SigningKeys } from './signing-keys';

interface AccessClaims {
  sub?: unknown;
  jti?: unknown;
  exp?: unknown;
  iat?: unknown;
  role?: unknown;
  via?: unknown;
}

/**
 * Verifies access tokens. `issuer`, `audience` and `algorithms` sit at the top level on purpose:
 * passport-jwt overwrites those keys when they are nested in `jsonWebTokenOptions`.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    keys: SigningKeys,
    private readonly sessions: SessionRegistry,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // jsonwebtoken accepts a KeyObject (prepared once); the typings only admit strings.
      secretOrKey: keys.verificationKey as unknown as string,
      algorithms: [keys.algorithm],
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      ignoreExpiration: false,
      jsonWebTokenOptions: { clockTolerance: config.auth.clockToleranceSeconds },
    });
  }

  async validate(claims: AccessClaims): Promise<Principal> {
    // jsonwebtoken lets a token without `exp` live forever; we do not.
    if (typeof claims.exp !== 'number') throw invalid('token has no expiry');
    if (typeof claims.iat !== 'number') throw invalid('token has no issue time');
    if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') {
      throw invalid('token lacks subject or id');
    }
    if (!isRole(claims.role)) throw invalid('token carries no valid role');
    if (this.sessions.isRevoked(claims.jti)) throw invalid('token has been revoked');
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
    };
  }
}

function invalid(reason: string): DomainError {
  return DomainError.unauthenticated(`invalid access token: ${reason}`, reason);
}
