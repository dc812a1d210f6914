import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecretStore } from '../common/secret-store';
import { AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { AccessTokenVerifier } from './access-token-verifier';
import { AuthMeRoute } from './auth-me.route';
import { AuthController } from './auth.controller';
import { AuthenticationGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { BrowserSessionController } from './browser-session.controller';
import { ConcurrentReads } from './concurrent-reads';
import { RefreshTokenEntity } from './entities/refresh-token.entity';
import { RevokedTokenEntity } from './entities/revoked-token.entity';
import { SessionEntity } from './entities/session.entity';
import { JwtStrategy } from './jwt.strategy';
import { LoginThrottle } from './login-throttle';
import { RequestRateLimiter } from './request-rate-limiter';
import { SessionRegistry } from './session-registry';
import { SigningKeys } from './signing-keys';
import { TokenService } from './token.service';

@Module({
  imports: [
    PassportModule.register({ session: false }),
    TypeOrmModule.forFeature([RefreshTokenEntity, RevokedTokenEntity, SessionEntity]),
    UsersModule,
  ],
  controllers: [AuthController, BrowserSessionController],
  providers: [
    AuthService,
    TokenService,
    SessionRegistry,
    {
      provide: SigningKeys,
      useFactory: (config: AppConfig, secrets: SecretStore) => SigningKeys.load(config, secrets),
      inject: [AppConfig, SecretStore],
    },
    LoginThrottle,
    RequestRateLimiter,
    ConcurrentReads,
    JwtStrategy,
    AccessTokenVerifier,
    AuthenticationGuard,
    // The same instance serves routes answered below Nest (IdoLoadRoute, AuthMeRoute).
    { provide: APP_GUARD, useExisting: AuthenticationGuard },
    AuthMeRoute,
  ],
  exports: [
    SessionRegistry,
    SigningKeys,
    AccessTokenVerifier,
    RequestRateLimiter,
    AuthenticationGuard,
    UsersModule,
  ],
})
export class AuthModule {}
