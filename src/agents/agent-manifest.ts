import { CronExpressionParser } from 'cron-parser';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { DomainError } from '../common/errors/domain-error';
import { validTimeZone } from '../common/time-zone';
import { FieldFault } from '../common/validation/zod-validation.pipe';

/**
 * An agent's manifest (JSON or YAML): what it may read (scope), when it runs (trigger) and
 * what it does (steps). Each step is an object with exactly one of these keys:
 *
 * - `ask`: a plain-English question, compiled once at deploy into a structured request;
 * - `load`: a structured IDO request (`ido`, `properties`, `filter`, `orderBy`, `limit`);
 * - `condition`: `<step>.count > 0` or `<step>.sum(Property) >= 10000`; when false the run
 *   stops quietly (later steps are skipped);
 * - `alert`: emits `agent.alert` with the matching records of a step;
 * - `report`: generates a report (rendered with the Viewer role's policies, since anyone who
 *   may see agent output may fetch it);
 * - `record`: keeps a named value (`<step>.count`, `<step>.max(DaysOverdue)`) in the run.
 */

export const AGENT_NAME = /^[a-z][a-z0-9-]{1,62}$/;
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]{1,40})?$/;
const STEP_ID = /^[a-z][A-Za-z0-9_]{0,39}$/;
const IDENT = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** `<step>.count`, `<step>.sum(Property)`, …: a number a run computes from a query step. */
export const VALUE_REF =
  /^([a-z][A-Za-z0-9_]*)\.(count|sum|avg|min|max)(?:\(\s*([A-Za-z][A-Za-z0-9_]*)?\s*\))?$/;
/** `<value ref> <op> <number>`. */
export const CONDITION = /^(.+?)\s*(>=|<=|<>|!=|==|=|>|<)\s*(-?\d+(?:\.\d+)?)$/;

export const MAX_STEP_LIMIT = 1000;
export const DEFAULT_STEP_LIMIT = 100;

function cronFault(pattern: string, timezone: string): string | null {
  const fields = pattern.trim().split(/\s+/).length;
  if (fields < 5 || fields > 6) return 'a cron pattern has 5 fields (or 6 with seconds first)';
  try {
    CronExpressionParser.parse(pattern, { tz: timezone }).next();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const scopeEntry = z
  .object({
    ido: z.string().regex(IDENT, 'an IDO name'),
    properties: z.union([
      z.literal('*'),
      z.array(z.string().regex(IDENT, 'a property name')).min(1).max(200),
    ]),
  })
  .strict();

const trigger = z.discriminatedUnion('type', [
  z.object({ type: z.literal('manual') }).strict(),
  z
    .object({
      type: z.literal('schedule'),
      cron: z.string().min(9).max(120),
      timezone: z.string().min(1).max(64).default('UTC'),
    })
    .strict()
    .superRefine((value, ctx) => {
      if (!validTimeZone(value.timezone)) {
        ctx.addIssue({
          code: 'custom',
          path: ['timezone'],
          message: `unknown time zone "${value.timezone}" (IANA names, e.g. Europe/Berlin)`,
        });
        return;
      }
      const fault = cronFault(value.cron, value.timezone);
      if (fault) ctx.addIssue({ code: 'custom', path: ['cron'], message: fault });
    }),
]);

const stepId = z.string().regex(STEP_ID, 'a step id: a lower-case letter, then letters, digits, _');
const limit = z.number().int().min(1).max(MAX_STEP_LIMIT);

const STEP_SCHEMAS = {
  ask: z
    .object({ id: stepId, ask: z.string().trim().min(3).max(500), limit: limit.optional() })
    .strict(),
  load: z
    .object({
      id: stepId,
      load: z
        .object({
          ido: z.string().regex(IDENT, 'an IDO name'),
          properties: z
            .array(z.string().regex(IDENT, 'a property name'))
            .min(1)
            .max(200)
            .optional(),
          filter: z.string().min(1).max(4000).optional(),
          orderBy: z.string().min(1).max(500).optional(),
          limit: limit.optional(),
        })
        .strict(),
    })
    .strict(),
  condition: z
    .object({
      condition: z
        .string()
        .trim()
        .max(200)
        .refine((text) => {
          const match = CONDITION.exec(text);
          return match !== null && VALUE_REF.test(match[1].trim());
        }, 'write <step>.count > 0 or <step>.sum(Property) >= 1000 (ops > >= < <= = <>)'),
    })
    .strict(),
  alert: z
    .object({
      alert: z
        .object({
          from: stepId,
          severity: z.enum(['info', 'warning', 'critical']).default('warning'),
          message: z.string().trim().min(1).max(500),
          maxRecords: z.number().int().min(0).max(100).default(20),
        })
        .strict(),
    })
    .strict(),
  report: z
    .object({
      report: z
        .object({
          name: z.string().min(1).max(64),
          format: z.enum(['csv', 'json', 'pdf']).default('csv'),
          parameters: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).default({}),
        })
        .strict(),
    })
    .strict(),
  record: z
    .object({
      record: z
        .object({
          name: z.string().regex(IDENT, 'a name'),
          value: z
            .string()
            .max(200)
            .refine(
              (text) => VALUE_REF.test(text.trim()),
              'write <step>.count or <step>.sum(Property)',
            ),
        })
        .strict(),
    })
    .strict(),
} as const;

export type StepKind = keyof typeof STEP_SCHEMAS;
const STEP_KINDS = Object.keys(STEP_SCHEMAS) as StepKind[];

export type ManifestStep =
  | ({ kind: 'ask' } & z.infer<(typeof STEP_SCHEMAS)['ask']>)
  | ({ kind: 'load' } & z.infer<(typeof STEP_SCHEMAS)['load']>)
  | ({ kind: 'condition' } & z.infer<(typeof STEP_SCHEMAS)['condition']>)
  | ({ kind: 'alert' } & z.infer<(typeof STEP_SCHEMAS)['alert']>)
  | ({ kind: 'report' } & z.infer<(typeof STEP_SCHEMAS)['report']>)
  | ({ kind: 'record' } & z.infer<(typeof STEP_SCHEMAS)['record']>);

/**
 * A step names its kind by its one distinctive key, which reads better in YAML than a `type`
 * field; a zod union would report every alternative's faults, so the kind is found first and
 * only its schema judges the step.
 */
const step = z.unknown().transform((value, ctx): ManifestStep => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: 'a step is an object' });
    return z.NEVER;
  }
  const kinds = STEP_KINDS.filter((kind) => kind in value);
  if (kinds.length !== 1) {
    ctx.addIssue({
      code: 'custom',
      message: `a step has exactly one of ${STEP_KINDS.join(', ')} (found ${kinds.length === 0 ? 'none' : kinds.join(', ')})`,
    });
    return z.NEVER;
  }
  const kind = kinds[0];
  const parsed = STEP_SCHEMAS[kind].safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  }
  return { kind, ...parsed.data } as ManifestStep;
});

export const agentManifestSchema = z
  .object({
    name: z.string().regex(AGENT_NAME, 'lower-case letters, digits and -, 2 to 63 characters'),
    version: z.string().regex(SEMVER, 'a semantic version such as 1.2.0'),
    description: z.string().trim().min(1).max(1000),
    scope: z.array(scopeEntry).min(1).max(20),
    examples: z.array(z.string().trim().min(3).max(500)).max(20).default([]),
    trigger: trigger.default({ type: 'manual' }),
    /** False deploys the agent disabled: no schedule, and invoking it is refused. */
    enabled: z.boolean().default(true),
    steps: z.array(step).min(1).max(30),
  })
  .strict()
  .superRefine((manifest, ctx) => {
    const seen = new Set<string>();
    manifest.steps.forEach((s, index) => {
      if (s.kind !== 'ask' && s.kind !== 'load') return;
      if (seen.has(s.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'id'],
          message: `step id "${s.id}" is used twice`,
        });
      }
      seen.add(s.id);
    });
    const idos = new Set<string>();
    manifest.scope.forEach((entry, index) => {
      const key = entry.ido.toLowerCase();
      if (idos.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['scope', index, 'ido'],
          message: `${entry.ido} is in the scope twice`,
        });
      }
      idos.add(key);
    });
  });

export type AgentManifest = z.infer<typeof agentManifestSchema>;

/** The manifest as a user would write it (steps without their derived `kind`), for storage. */
export function manifestDocument(manifest: AgentManifest): Record<string, unknown> {
  return {
    ...manifest,
    steps: manifest.steps.map(({ kind: _kind, ...step }) => step),
  };
}

/** Runs looked at to find a schedule's shortest gap (a year of daily runs is plenty). */
const INTERVAL_SAMPLES = 400;

/**
 * The shortest time between two runs of a cron schedule, in seconds, over its next few hundred
 * runs (irregular patterns such as "0,1 0 * * *" included).
 */
export function shortestScheduleGap(cron: string, timezone: string): number {
  const times = CronExpressionParser.parse(cron, {
    tz: timezone,
    currentDate: new Date(Date.UTC(2026, 0, 1)),
  });
  let previous = times.next().getTime();
  let shortest = Infinity;
  for (let i = 1; i < INTERVAL_SAMPLES; i++) {
    if (!times.hasNext()) break;
    const next = times.next().getTime();
    shortest = Math.min(shortest, next - previous);
    previous = next;
  }
  return shortest / 1000;
}

/**
 * Refuses a schedule that would run more often than `minSeconds` (policy
 * `agents.minScheduleInterval`): every run writes rows, events and maybe a report.
 */
export function checkScheduleInterval(manifest: AgentManifest, minSeconds: number): void {
  if (manifest.trigger.type !== 'schedule') return;
  const gap = shortestScheduleGap(manifest.trigger.cron, manifest.trigger.timezone);
  if (gap < minSeconds) {
    throw new ManifestError(
      `invalid agent manifest: trigger.cron: runs every ${gap} s; the shortest interval allowed is ${minSeconds} s (policy agents.minScheduleInterval)`,
      [
        {
          field: 'trigger.cron',
          message: `runs every ${gap} s; at least ${minSeconds} s between runs (policy agents.minScheduleInterval)`,
        },
      ],
    );
  }
}

/** Faults with the path of each, as `VALIDATION_FAILED` details. */
export class ManifestError extends Error {
  constructor(
    message: string,
    readonly faults: FieldFault[],
  ) {
    super(message);
  }

  toDomainError(): DomainError {
    return DomainError.validation(this.message, this.faults);
  }
}

function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

/** Validates a manifest object; throws `ManifestError` listing every fault with its path. */
export function validateManifest(raw: unknown): AgentManifest {
  const parsed = agentManifestSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const faults = parsed.error.issues.map((issue) => ({
    field: fieldPath(issue.path) || '(manifest)',
    message: issue.message,
  }));
  const summary = faults.map((f) => `${f.field}: ${f.message}`).join('; ');
  throw new ManifestError(`invalid agent manifest: ${summary}`, faults);
}

/** Nodes that YAML aliases may expand to in one manifest (the yaml library's own measure). */
const MAX_ALIAS_EXPANSION = 50;

/** Reads manifest text: JSON when it starts with `{`, YAML otherwise, with line numbers. */
export function parseManifestText(text: string): unknown {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{')) {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new ManifestError('agent manifest is not valid JSON', [
        { field: '(manifest)', message: error instanceof Error ? error.message : String(error) },
      ]);
    }
  }
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0) {
    throw new ManifestError(
      'agent manifest is not valid YAML',
      document.errors.map((e) => ({
        field: e.linePos ? `line ${e.linePos[0].line}, column ${e.linePos[0].col}` : '(manifest)',
        message: e.message.split('\n')[0],
      })),
    );
  }
  try {
    return document.toJS({ maxAliasCount: MAX_ALIAS_EXPANSION }) as unknown;
  } catch (error) {
    // yaml refuses alias expansion past the cap ("billion laughs") with a ReferenceError, and
    // an alias to itself with a TypeError: the manifest is at fault, not the daemon.
    throw new ManifestError('agent manifest is not acceptable YAML', [
      {
        field: '(manifest)',
        message:
          error instanceof Error && /alias/i.test(error.message)
            ? `aliases expand too far (more than ${MAX_ALIAS_EXPANSION} nodes): a manifest needs no alias bombs`
            : 'the YAML cannot be read as plain data',
      },
    ]);
  }
}
