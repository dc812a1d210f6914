import { InitialAuth1763740800000 } from './1763740800000-initial-auth';
import { JobsAndEvents1763741000000 } from './1763741000000-jobs-and-events';
import { PoliciesAndAudit1763741100000 } from './1763741100000-policies-and-audit';
import { QueryHistory1763741200000 } from './1763741200000-query-history';
import { SharedSecrets1763741300000 } from './1763741300000-shared-secrets';
import { Extensions1763741400000 } from './1763741400000-extensions';
import { Agents1763741500000 } from './1763741500000-agents';
import { ReportArtifacts1795454717069 } from './1795454717069-report-artifacts';
import { ExtensionBundles1795454717070 } from './1795454717070-extension-bundles';
import { Hardening1795454777330 } from './1795454777330-hardening';

/** Every migration, in order. A new schema change adds its class here. */
export const MIGRATIONS = [
  InitialAuth1763740800000,
  JobsAndEvents1763741000000,
  PoliciesAndAudit1763741100000,
  QueryHistory1763741200000,
  SharedSecrets1763741300000,
  Extensions1763741400000,
  Agents1763741500000,
  ReportArtifacts1795454717069,
  ExtensionBundles1795454717070,
  Hardening1795454777330,
];
