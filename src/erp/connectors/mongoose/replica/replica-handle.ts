import type { ReplicaStore } from './replica-store';
import type { ReplicaSynchronizer } from './replica-sync';

/**
 * The Mongoose replica as the ERP module opened it, for its sync job; `replica` is null when the
 * daemon runs another connector or mode (the job then has nothing to do).
 */
export class ReplicaHandle {
  constructor(
    readonly replica: { store: ReplicaStore; synchronizer: ReplicaSynchronizer } | null,
  ) {}
}
