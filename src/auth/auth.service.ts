import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Subscription } from 'rxjs';
import { DomainError } from '../common/errors/domain-error';
import { PasswordHasher } from '../users/password-hasher';
import { UserChanges } from '../users/user-changes';
import { UserEntity } from '../users/user.entity';
import { UsersService, toUserView } from '../users/users.service';
import { UserView } from '../users/users.dto';
import { TokenRequestDto } from './auth.dto';
import { LoginThrottle } from './login-throttle';
import { Principal } from './principal';
import { SessionRegistry } from './session-registry';
import { IssuedTokens, TokenService } from './token.service';

const BAD_CREDENTIALS = 'username or password is wrong';

/** Sign-in with a password or an API key, refresh, sign-out. */
@Injectable()
export class AuthService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AuthService.name);
  private subscription?: Subscription;

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly sessions: SessionRegistry,
    private readonly throttle: LoginThrottle,
    private readonly userChanges: UserChanges,
  ) {}

  onModuleInit(): void {
    this.subscription = this.userChanges.changes$.subscribe((change) => {
      this.sessions.forgetUser(change.userId);
      // The daemon where the change was made revokes the sessions (in the shared database).
      if (!change.lockedOut || change.remote) return;
      this.tokens.revokeAllForUser(change.userId).catch((error: unknown) => {
        this.logger.error(`revoking sessions of ${change.userId} failed: ${String(error)}`);
      });
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  async issueToken(request: TokenRequestDto, address: string): Promise<IssuedTokens> {
    if ('apiKey' in request) {
      await this.throttle.check(null, address);
      const user = await this.users.userForApiKey(request.apiKey);
      if (!user || user.disabled) {
        throw DomainError.unauthenticated('API key is invalid, expired or revoked');
      }
      return this.tokens.issue(user, 'apiKey');
    }
    await this.throttle.check(request.username, address);
    const user = await this.users.findByUsername(request.username);
    const ok = await this.checkPassword(user, request.password);
    if (!user || !ok || user.disabled) throw DomainError.unauthenticated(BAD_CREDENTIALS);
    await this.throttle.recordSuccess(request.username);
    return this.tokens.issue(user, 'password');
  }

  refresh(refreshToken: string): Promise<IssuedTokens> {
    return this.tokens.rotate(refreshToken, async (userId) => {
      const user = await this.users.findById(userId);
      return user && !user.disabled ? user : null;
    });
  }

  revoke(principal: Principal): Promise<void> {
    return this.tokens.revokeSession(principal.userId, principal.jti, principal.exp);
  }

  async me(principal: Principal): Promise<UserView & { tokenExpiresAt: string; via: string }> {
    const user = await this.users.findById(principal.userId);
    if (!user) throw DomainError.unauthenticated('user no longer exists');
    return {
      ...toUserView(user),
      tokenExpiresAt: new Date(principal.exp * 1000).toISOString(),
      via: principal.via,
    };
  }

  private async checkPassword(user: UserEntity | null, password: string): Promise<boolean> {
    if (!user?.passwordHash) {
      await this.hasher.burn(password);
      return false;
    }
    return this.hasher.verify(password, user.passwordHash);
  }
}
