import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import { AccessClaims, AccessTokenVerifier } from './access-token-verifier';
import { Principal } from './principal';
import { SigningKeys } from './signing-keys';

/**
 * Verifies access tokens on HTTP requests. `issuer`, `audience` and `algorithms` sit at the top
 * level on purpose: passport-jwt overwrites those keys when they are nested in
 * `jsonWebTokenOptions`.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    keys: SigningKeys,
    private readonly verifier: AccessTokenVerifier,
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

  validate(claims: AccessClaims): Promise<Principal> {
    return this.verifier.principalFromClaims(claims);
  }
}
