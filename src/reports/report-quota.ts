import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors/domain-error';
import { ErrorCode } from '../common/errors/error-code';
import { JobName, JobResults } from '../jobs/job-catalog';
import { JobsService } from '../jobs/jobs.service';
import { PoliciesService } from '../policies/policies.service';

function mebibytes(bytes: number): string {
  return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}

/**
 * A user's fair share of the report machinery (docs/security.md, "Fair sharing"): how many runs
 * they may have queued or running (`limits.queuedReportsPerUser`) and how many bytes their
 * runs' artifacts may take (`limits.artifactBytesPerUser`). Disk use is summed from the run
 * rows (each completed run records its artifact's size) within `retention.reportArtifactDays`,
 * so it holds wherever artifacts are stored.
 */
@Injectable()
export class ReportQuota {
  constructor(
    private readonly jobs: JobsService,
    private readonly policies: PoliciesService,
    private readonly clock: Clock,
  ) {}

  async admit(userId: string): Promise<void> {
    const maxOpen = this.policies.get<number>('limits.queuedReportsPerUser');
    if (maxOpen > 0) {
      const open = await this.jobs.countOpen(userId, JobName.GenerateReport);
      if (open >= maxOpen) {
        throw new DomainError(
          ErrorCode.QuotaExceeded,
          `you have ${open} report runs queued or running (policy limits.queuedReportsPerUser: ${maxOpen}); wait for one to finish`,
          { limit: maxOpen, current: open, policy: 'limits.queuedReportsPerUser' },
          { 'retry-after': '5' },
        );
      }
    }
    const maxBytes = this.policies.get<number>('limits.artifactBytesPerUser');
    if (maxBytes > 0) {
      const used = await this.artifactBytes(userId);
      if (used >= maxBytes) {
        throw new DomainError(
          ErrorCode.QuotaExceeded,
          `your report artifacts take ${mebibytes(used)} (policy limits.artifactBytesPerUser: ${mebibytes(maxBytes)}); they are kept retention.reportArtifactDays days`,
          { limit: maxBytes, current: used, policy: 'limits.artifactBytesPerUser' },
        );
      }
    }
  }

  /** Bytes of the user's report artifacts still within retention. */
  async artifactBytes(userId: string): Promise<number> {
    const days = this.policies.get<number>('retention.reportArtifactDays');
    const since = new Date(this.clock.now().getTime() - days * 86_400_000);
    const runs = await this.jobs.completedSince(userId, JobName.GenerateReport, since);
    let total = 0;
    for (const run of runs) {
      if (!run.result) continue;
      try {
        const bytes = (JSON.parse(run.result) as JobResults[JobName.GenerateReport]).bytes;
        if (typeof bytes === 'number') total += bytes;
      } catch {
        // a result that is not the expected JSON holds no size
      }
    }
    return total;
  }
}
