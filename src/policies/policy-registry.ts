import { z } from 'zod';
import { ROLES, Role } from '../auth/capabilities';
import { AppConfig } from '../config/app-config';

/** One setting: its type (a zod schema), default, and what it does. */
export interface PolicyDefinition {
  key: string;
  description: string;
  schema: z.ZodType;
  default: unknown;
}

const idoName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'an IDO name');
const propertyName = z.string().regex(/^([A-Za-z][A-Za-z0-9_]{0,63}|\*)$/, 'a property name or *');

export const fieldMaskSchema = z.record(idoName, z.array(propertyName).max(200));
export const rowFilterSchema = z.record(idoName, z.string().min(1).max(2000));
export type FieldMask = z.infer<typeof fieldMaskSchema>;
export type RowFilters = z.infer<typeof rowFilterSchema>;

const positiveInt = (max: number) => z.number().int().min(1).max(max);

/**
 * Every policy of SPEC §12, in one table. Defaults come from the configuration file where it has
 * the same setting, so a fresh daemon behaves as configured until an Admin changes a policy.
 */
export function policyDefinitions(config: AppConfig): PolicyDefinition[] {
  const perRole = (prefix: string, make: (role: Role) => Omit<PolicyDefinition, 'key'>) =>
    ROLES.map((role) => ({ key: `${prefix}.${role}`, ...make(role) }));
  return [
    {
      key: 'query.defaultLimit',
      description: 'records an NL query returns when it names no limit',
      schema: positiveInt(100_000),
      default: config.query.defaultLimit,
    },
    {
      key: 'query.maxLimit',
      description: 'largest limit an NL query may ask for',
      schema: positiveInt(100_000),
      default: config.query.maxLimit,
    },
    {
      key: 'query.minConfidence',
      description: 'below this confidence an NL query is answered 422 with suggestions',
      schema: z.number().min(0).max(1),
      default: config.query.minConfidence,
    },
    {
      key: 'ido.defaultRecordcap',
      description: 'records an IDO fetch returns for recordcap -1',
      schema: positiveInt(1_000_000),
      default: config.ido.defaultRecordcap,
    },
    {
      key: 'ido.maxRecordcap',
      description: 'largest page an IDO fetch may return (recordcap 0 means this many)',
      schema: positiveInt(1_000_000),
      default: config.ido.maxRecordcap,
    },
    ...perRole('rateLimit', (role) => ({
      description: `requests per minute per ${role} user (0: unlimited)`,
      schema: z.number().int().min(0).max(1_000_000),
      default: { Viewer: 1200, Operator: 2400, Admin: 6000 }[role],
    })),
    ...perRole('data.fieldMask', (role) => ({
      description: `properties hidden from ${role}s, per IDO ({"SLItems": ["UnitCost"]}; ["*"] hides the IDO)`,
      schema: fieldMaskSchema,
      default: {},
    })),
    ...perRole('data.rowFilter', (role) => ({
      description: `rows ${role}s may see, per IDO, as a filter ({"SLPos": "Whse = 'MAIN'"})`,
      schema: rowFilterSchema,
      default: {},
    })),
    {
      key: 'auth.accessTokenTtl',
      description: 'lifetime of new access tokens, in seconds',
      schema: z.number().int().min(30).max(86_400),
      default: config.auth.accessTokenTtlSeconds,
    },
    {
      key: 'auth.sessionMaxAge',
      description:
        'absolute lifetime of a sign-in, in seconds: no refresh extends a session past it',
      schema: z.number().int().min(60).max(2_592_000),
      default: config.auth.sessionMaxAgeSeconds,
    },
    {
      key: 'query.historyVisibility',
      description:
        "whose questions non-Admins read in the query history: 'all' (shown through the reader's own masks and row filters) or 'own'",
      schema: z.enum(['all', 'own']),
      default: 'all',
    },
    {
      key: 'limits.concurrentReadsPerUser',
      description:
        'IDO fetches and NL queries one user may have running at once on a daemon; more wait their turn (0: unlimited)',
      schema: z.number().int().min(0).max(1000),
      // One ERP read worker is always left for everyone else.
      default: Math.max(1, config.erp.readWorkers - 1),
    },
    {
      key: 'limits.queuedReportsPerUser',
      description: 'report runs one user may have queued or running at once (0: unlimited)',
      schema: z.number().int().min(0).max(10_000),
      default: 5,
    },
    {
      key: 'limits.artifactBytesPerUser',
      description:
        "bytes of report artifacts one user's runs may keep (within retention.reportArtifactDays; 0: unlimited)",
      schema: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
      default: 1024 ** 3,
    },
    {
      key: 'events.maxSocketsPerUser',
      description: 'event WebSockets one user may hold open on a daemon',
      schema: z.number().int().min(1).max(10_000),
      default: 20,
    },
    {
      key: 'events.maxMessagesPerMinute',
      description:
        'messages a client may send on one event WebSocket per minute (each also counts against rateLimit.<role>)',
      schema: z.number().int().min(1).max(100_000),
      default: 120,
    },
    {
      key: 'events.maxTopicsPerSocket',
      description: 'topics one event WebSocket may be subscribed to at once',
      schema: z.number().int().min(1).max(10_000),
      default: 100,
    },
    {
      key: 'agents.minScheduleInterval',
      description: 'shortest time between two runs of a scheduled agent, in seconds',
      schema: z.number().int().min(1).max(86_400),
      default: 60,
    },
    {
      key: 'retention.events',
      description: 'events kept for WebSocket replay (count)',
      schema: z.number().int().min(100).max(10_000_000),
      default: config.events.retention,
    },
    {
      key: 'retention.auditDays',
      description: 'days the audit log is kept',
      schema: positiveInt(36_500),
      default: 365,
    },
    {
      key: 'retention.queryHistoryDays',
      description: 'days NL query history is kept',
      schema: positiveInt(36_500),
      default: 90,
    },
    {
      key: 'retention.reportArtifactDays',
      description: 'days report artifacts are kept',
      schema: positiveInt(36_500),
      default: 30,
    },
    {
      key: 'agents.webhookAllowlist',
      description: 'URL prefixes agents may call (on the customer network)',
      schema: z.array(z.url().max(500)).max(100),
      default: [],
    },
  ];
}
