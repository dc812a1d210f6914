import { Injectable, Logger, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { Subject } from 'rxjs';
import { RedisBus } from '../redis/redis-bus';

export interface UserChange {
  userId: string;
  /** The user can no longer use what they signed in with: disabled, deleted, password changed. */
  lockedOut: boolean;
  /** One of the user's API keys was revoked: the sessions it opened end. */
  apiKeyId?: string;
  /**
   * Made on another daemon, which has already ended the affected sessions in the shared
   * database; this daemon only drops what it caches and re-scopes or closes sockets.
   */
  remote?: boolean;
}

/** Runs for every change before the change is announced further (and before it is answered). */
export type UserChangeHandler = (change: UserChange) => Promise<void> | void;

const CHANNEL = 'users';

/**
 * Tells whoever caches user state (the auth module) or holds a user's connections (the event
 * gateway) that a user changed, on this daemon and, through Redis, on every other one.
 *
 * Handlers (`register`) run first and are awaited: on the daemon that made the change, the
 * change's answer goes out only after they ended the sessions it affects, so the change holds
 * from the very next request. Then `changes$` emits, then other daemons are told.
 */
@Injectable()
export class UserChanges implements OnApplicationBootstrap {
  private readonly logger = new Logger(UserChanges.name);
  private readonly handlers: UserChangeHandler[] = [];
  readonly changes$ = new Subject<UserChange>();

  // Absent in the command-line tool, which has no Redis and no one to tell.
  constructor(@Optional() private readonly bus?: RedisBus) {}

  register(handler: UserChangeHandler): void {
    this.handlers.push(handler);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.bus?.subscribe<UserChange>(CHANNEL, ({ userId, lockedOut, apiKeyId }) => {
      const change: UserChange = { userId, lockedOut, remote: true };
      if (apiKeyId) change.apiKeyId = apiKeyId;
      this.handle(change).catch((error: unknown) =>
        this.logger.error(`handling a change of user ${userId}: ${String(error)}`),
      );
    });
  }

  /** Called after the change is stored; resolves once it holds here and others were told. */
  async publish(change: Omit<UserChange, 'remote'>): Promise<void> {
    await this.handle(change);
    await this.bus?.publish(CHANNEL, change);
  }

  private async handle(change: UserChange): Promise<void> {
    for (const handler of this.handlers) await handler(change);
    this.changes$.next(change);
  }
}
