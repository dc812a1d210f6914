import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors/domain-error';
import { PasswordHasher } from '../users/password-hasher';
import { UserChange, UserChanges } from '../users/user-changes';
import { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { UserView } from '../users/users.dto';
import { TokenRequestDto } from './auth.dto';
import { LoginThrottle } from './login-throttle';
import { Principal } from './principal';
import { SessionRegistry } from './session-registry';
import { IssuedTokens, TokenService } from './token.service';

const BAD_CREDENTIALS = 'username or password is wrong';

export interface SessionView {
  id: string | null;
  via: 'password' | 'apiKey';
  startedAt: string | null;
  expiresAt: string | null;
}

/** Whom a sign-in or refresh is about, for its audit entry. */
export interface SignInSubject {
  userId: string | null;
  username: string;
  role: string | null;
}

function subjectOf(user: UserEntity): SignInSubject {
  return { userId: user.id, username: user.username, role: user.role };
}

/** Sign-in with a password or an API key, refresh, sign-out. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly registry: SessionRegistry,
    userChanges: UserChanges,
  ) {
    userChanges.register((change) => this.onUserChange(change));
  }

  /**
   * `identified` learns whom the attempt is about as soon as that is known (the name given, then
   * the account it matched), for the audit entry of a request that carries no token.
   */
  async issueToken(
    request: TokenRequestDto,
    address: string,
    identified: (who: SignInSubject) => void = () => undefined,
  ): Promise<IssuedTokens> {
    if ('apiKey' in request) {
      const attempt = await this.throttle.begin(null, address);
      const found = await this.users.apiKeySignIn(request.apiKey);
      if (found) identified(subjectOf(found.user));
      if (!found || found.user.disabled) {
        throw DomainError.unauthenticated('API key is invalid, expired or revoked');
      }
      await attempt.succeeded();
      return this.tokens.signIn(found.user, {
        via: 'apiKey',
        apiKeyId: found.keyId,
        notAfter: found.expiresAt,
      });
    }
    identified({ userId: null, username: request.username, role: null });
    const attempt = await this.throttle.begin(request.username, address);
    const user = await this.users.findByUsername(request.username);
    if (user) identified(subjectOf(user));
    const ok = await this.checkPassword(user, request.password);
    if (!user || !ok || user.disabled) throw DomainError.unauthenticated(BAD_CREDENTIALS);
    await attempt.succeeded();
    return this.tokens.signIn(user, { via: 'password' });
  }

  refresh(
    refreshToken: string,
    identified: (who: SignInSubject) => void = () => undefined,
  ): Promise<IssuedTokens> {
    return this.tokens.rotate(refreshToken, async (userId) => {
      const user = await this.users.findById(userId);
      if (user) identified(subjectOf(user));
      return user && !user.disabled ? user : null;
    });
  }

  revoke(principal: Principal): Promise<void> {
    return this.tokens.logout(principal.userId, principal.sid, principal.jti, principal.exp);
  }

  /**
   * Who is calling, from what SessionRegistry holds (the user as current as the role the guard
   * has just checked, kept current on every daemon through Redis; the session's facts, which
   * never change): no database read once both are held.
   */
  async me(
    principal: Principal,
  ): Promise<UserView & { tokenExpiresAt: string; via: string; session: SessionView }> {
    const user = await this.registry.user(principal.userId);
    if (!user) throw DomainError.unauthenticated('user no longer exists');
    const session = principal.sid ? await this.registry.session(principal.sid) : null;
    return {
      ...user,
      tokenExpiresAt: new Date(principal.exp * 1000).toISOString(),
      via: session?.via ?? principal.via,
      session: {
        id: principal.sid,
        via: session?.via ?? principal.via,
        startedAt: session?.startedAt ?? null,
        expiresAt: session?.expiresAt ?? null,
      },
    };
  }

  /**
   * On the daemon where an Admin changed a user: end the sessions the change takes away, before
   * the change is answered (other daemons learn each ended session through the registry).
   */
  private async onUserChange(change: UserChange): Promise<void> {
    if (change.remote) return;
    if (change.lockedOut) await this.tokens.endAllForUser(change.userId);
    if (change.apiKeyId) await this.tokens.endAllForApiKey(change.apiKeyId);
  }

  private async checkPassword(user: UserEntity | null, password: string): Promise<boolean> {
    if (!user?.passwordHash) {
      await this.hasher.burn(password);
      return false;
    }
    return this.hasher.verify(password, user.passwordHash);
  }
}
