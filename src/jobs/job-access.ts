import { Capability, ROLE_RANK, Role, isRole, roleHasCapability } from '../auth/capabilities';
import { JobName } from './job-catalog';
import type { JobEntity } from './job.entity';

/** What decides who may see a job; it never changes after the job is created. */
export interface JobOwnership {
  id: string;
  name: JobName;
  userId: string | null;
  /** A report run's rows were read with this role's field masks and row filters. */
  requesterRole: Role | null;
}

export function ownershipOf(
  row: Pick<JobEntity, 'id' | 'name' | 'userId' | 'payload'>,
): JobOwnership {
  let requesterRole: Role | null = null;
  if (row.name === JobName.GenerateReport) {
    try {
      const role = (JSON.parse(row.payload) as { role?: unknown }).role;
      if (isRole(role)) requesterRole = role;
    } catch {
      requesterRole = null;
    }
  }
  return { id: row.id, name: row.name, userId: row.userId, requesterRole };
}

/**
 * The one rule for who may see a job, on every path (HTTP run views, event subscriptions,
 * live delivery and `since` replay): its requester; for a report run, anyone who may view
 * reports with a role at least as high as the requester's (a run read with an Admin's rights
 * may show what a Viewer's masks hide); for agent jobs, anyone who may view agent status.
 */
export function mayReadJob(reader: { userId: string; role: Role }, job: JobOwnership): boolean {
  if (job.userId !== null && job.userId === reader.userId) return true;
  switch (job.name) {
    case JobName.GenerateReport:
      return (
        roleHasCapability(reader.role, Capability.ViewReports) &&
        // A run without a recorded role is treated as read with the highest rights.
        ROLE_RANK[reader.role] >= ROLE_RANK[job.requesterRole ?? Role.Admin]
      );
    case JobName.DeployAgent:
    case JobName.RunAgent:
      return roleHasCapability(reader.role, Capability.ViewAgentStatus);
    // Counts of rows synced and the freshness of the copy: what anyone reading IDOs may know.
    case JobName.SyncReplica:
      return roleHasCapability(reader.role, Capability.BrowseIdos);
  }
}
