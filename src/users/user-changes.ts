import { Injectable, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { Subject } from 'rxjs';
import { RedisBus } from '../redis/redis-bus';

export interface UserChange {
  userId: string;
  /** The user can no longer sign in: disabled, deleted, or the password changed. */
  lockedOut: boolean;
  /**
   * Made on another daemon, which has already revoked the user's sessions in the shared
   * database; this daemon only drops what it caches and closes the user's sockets.
   */
  remote?: boolean;
}

const CHANNEL = 'users';

/**
 * Tells whoever caches user state (the auth module) or holds a user's connections (the event
 * gateway) that a user changed, on this daemon and, through Redis, on every other one.
 */
@Injectable()
export class UserChanges implements OnApplicationBootstrap {
  readonly changes$ = new Subject<UserChange>();

  // Absent in the command-line tool, which has no Redis and no one to tell.
  constructor(@Optional() private readonly bus?: RedisBus) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus?.subscribe<UserChange>(CHANNEL, ({ userId, lockedOut }) =>
      this.changes$.next({ userId, lockedOut, remote: true }),
    );
  }

  /** Called after the change is stored; resolves once other daemons have been told. */
  async publish(change: { userId: string; lockedOut: boolean }): Promise<void> {
    this.changes$.next(change);
    await this.bus?.publish(CHANNEL, change);
  }
}
