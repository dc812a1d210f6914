import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, JwtFromRequestFunction, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import { AccessClaims, AccessTokenVerifier } from './access-token-verifier';
import { Principal } from './principal';
import { SigningKeys } from './signing-keys';

/** passport-jwt types requests as Express's; on Fastify only the headers are read. */
type PassportRequest = Parameters<Strategy['authenticate']>[0];

const fromRequest: JwtFromRequestFunction = ExtractJwt.fromAuthHeaderAsBearerToken();

/** The access token of a request exactly as passport-jwt extracts it; null without one. */
export function bearerTokenOf(request: { headers: object }): string | null {
  return fromRequest(request as PassportRequest);
}

/**
 * Verifies access tokens on HTTP requests. `issuer`, `audience` and `algorithms` sit at the top
 * level on purpose: passport-jwt overwrites those keys when they are nested in
 * `jsonWebTokenOptions`.
 *
 * A token passport-jwt has verified once is not verified again until it expires (see
 * AccessTokenVerifier): `authenticate` answers a remembered token itself, through the same
 * `validate` and the same passport outcomes (`success`, `error`), and hands every other token
 * to passport-jwt, whose verified claims `validate` then remembers.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    keys: SigningKeys,
    private readonly verifier: AccessTokenVerifier,
  ) {
    super({
      jwtFromRequest: fromRequest,
      passReqToCallback: true,
      // jsonwebtoken accepts a KeyObject (prepared once); the typings only admit strings.
      secretOrKey: keys.verificationKey as unknown as string,
      algorithms: [keys.algorithm],
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      ignoreExpiration: false,
      jsonWebTokenOptions: { clockTolerance: config.auth.clockToleranceSeconds },
    });
  }

  override authenticate(request: PassportRequest, options?: unknown): void {
    const token = fromRequest(request);
    const claims = token ? this.verifier.verifiedClaims(token) : undefined;
    if (!claims) {
      super.authenticate(request, options);
      return;
    }
    this.verifier.principalFromClaims(claims).then(
      (principal) => this.success(principal),
      (error: unknown) => this.error(error as Error),
    );
  }

  /** passport-jwt calls this with claims it has just verified (passReqToCallback). */
  validate(request: PassportRequest, claims: AccessClaims): Promise<Principal> {
    const token = fromRequest(request);
    if (token) this.verifier.rememberVerified(token, claims);
    return this.verifier.principalFromClaims(claims);
  }
}
