/** Roles in ascending order of rights; a higher role has every right of the lower (SPEC §3). */
export enum Role {
  Viewer = 'Viewer',
  Operator = 'Operator',
  Admin = 'Admin',
}

export const ROLE_RANK: Readonly<Record<Role, number>> = {
  [Role.Viewer]: 1,
  [Role.Operator]: 2,
  [Role.Admin]: 3,
};

export const ROLES: readonly Role[] = [Role.Viewer, Role.Operator, Role.Admin];

/** What a route needs. Every non-public route declares exactly one. */
export enum Capability {
  ReadQueries = 'read queries',
  ViewReports = 'view reports',
  BrowseIdos = 'browse IDOs',
  ViewAgentStatus = 'view agent status',
  RunQueries = 'run queries',
  InvokeAgents = 'invoke agents',
  GenerateReports = 'generate reports',
  DeployAgents = 'deploy agents',
  ManageExtensions = 'manage extensions',
  ConfigurePolicies = 'configure policies',
  ManageUsers = 'manage users',
  ReadAudit = 'read audit',
  /** Any signed-in principal: their own profile, logout. */
  Authenticated = 'be signed in',
}

/** The one table of SPEC §3: the lowest role that holds each capability. */
export const CAPABILITY_MIN_ROLE: Readonly<Record<Capability, Role>> = {
  [Capability.Authenticated]: Role.Viewer,
  [Capability.ReadQueries]: Role.Viewer,
  [Capability.ViewReports]: Role.Viewer,
  [Capability.BrowseIdos]: Role.Viewer,
  [Capability.ViewAgentStatus]: Role.Viewer,
  [Capability.RunQueries]: Role.Operator,
  [Capability.InvokeAgents]: Role.Operator,
  [Capability.GenerateReports]: Role.Operator,
  [Capability.DeployAgents]: Role.Admin,
  [Capability.ManageExtensions]: Role.Admin,
  [Capability.ConfigurePolicies]: Role.Admin,
  [Capability.ManageUsers]: Role.Admin,
  [Capability.ReadAudit]: Role.Admin,
};

export function roleHasCapability(role: Role, capability: Capability): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[CAPABILITY_MIN_ROLE[capability]];
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
