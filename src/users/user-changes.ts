import { Injectable } from '@nestjs/common';
import { Subject } from 'rxjs';

export interface UserChange {
  userId: string;
  /** The user can no longer sign in: disabled or deleted. Their sessions must end. */
  lockedOut: boolean;
}

/** Tells whoever caches user state (the auth module) that a user changed. */
@Injectable()
export class UserChanges {
  readonly changes$ = new Subject<UserChange>();

  publish(change: UserChange): void {
    this.changes$.next(change);
  }
}
