import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { Subscription } from 'rxjs';
import { Clock } from '../../common/clock';
import { PoliciesService } from '../../policies/policies.service';
import { ArtifactStore } from './artifact-store';

export const RETENTION_POLICY = 'retention.reportArtifactDays';
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/**
 * Report artifacts are kept `retention.reportArtifactDays` days (policy), on either store: a
 * sweep at start, every hour, and at once when the policy changes. Several daemons sweeping the
 * same database at once is harmless (a row goes once). A run whose artifact went still shows;
 * its download answers 404.
 */
@Injectable()
export class ArtifactRetention implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ArtifactRetention.name);
  private timer?: NodeJS.Timeout;
  private subscription?: Subscription;
  private running: Promise<number> | null = null;

  constructor(
    private readonly store: ArtifactStore,
    private readonly policies: PoliciesService,
    private readonly clock: Clock,
  ) {}

  /** Before any job runs: clear what a crash left half written. */
  async onModuleInit(): Promise<void> {
    await this.store.init();
  }

  onApplicationBootstrap(): void {
    this.sweepQuietly();
    this.timer = setInterval(() => this.sweepQuietly(), SWEEP_EVERY_MS);
    this.timer.unref();
    this.subscription = this.policies.changed$.subscribe((key) => {
      if (key === RETENTION_POLICY) this.sweepQuietly();
    });
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.subscription?.unsubscribe();
  }

  /** Deletes artifacts older than the policy allows at `at` (now by default); how many went. */
  sweep(at: Date = this.clock.now()): Promise<number> {
    // One sweep at a time; a request meanwhile shares the running one unless it looks further.
    if (this.running && at.getTime() <= this.clock.now().getTime()) return this.running;
    const days = this.policies.get<number>(RETENTION_POLICY);
    const run = (async () => {
      const deleted = await this.store.deleteCreatedBefore(new Date(at.getTime() - days * DAY_MS));
      await this.store.removeUnfinished();
      if (deleted > 0) this.logger.log(`retention: deleted ${deleted} report artifact(s)`);
      return deleted;
    })();
    this.running = run;
    const done = (): void => {
      if (this.running === run) this.running = null;
    };
    run.then(done, done);
    return run;
  }

  private sweepQuietly(): void {
    this.sweep().catch((error: unknown) => {
      this.logger.warn(
        `report artifacts not swept: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }
}
