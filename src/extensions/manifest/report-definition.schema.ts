import { z } from 'zod';
import type { ReportDefinition } from '../../reports/report-definition';

/**
 * The report definition schema of `src/reports/report-definition.ts` as zod, for definitions
 * that arrive as data (extension bundles). The type assertion at the end keeps the two in step:
 * a field added to ReportDefinition that this schema cannot produce fails the build.
 */
const identifier = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'letters, digits and _');
const label = z.string().min(1).max(200);
const scalar = z.union([z.string().max(200), z.number()]);

const parameter = z
  .object({
    name: identifier,
    type: z.enum(['number', 'integer', 'date', 'string', 'enum']),
    label,
    description: z.string().max(1000).optional(),
    default: z.union([scalar, z.null()]).optional(),
    required: z.boolean().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    values: z.array(z.string().min(1).max(100)).min(1).max(100).optional(),
  })
  .strict();

const condition = z
  .object({
    property: identifier,
    op: z.enum(['=', '<>', '<', '<=', '>', '>=', 'in']),
    value: z.union([scalar, z.array(scalar).min(1).max(1000)]).optional(),
    param: identifier.optional(),
    otherProperty: identifier.optional(),
  })
  .strict()
  .refine(
    (c) => [c.value, c.param, c.otherProperty].filter((v) => v !== undefined).length === 1,
    'a condition has exactly one of value, param, otherProperty',
  );

const order = z.object({ key: identifier, direction: z.enum(['asc', 'desc']) }).strict();
const conditions = z.array(condition).max(50).optional();

const listSource = z
  .object({
    kind: z.literal('list'),
    ido: identifier,
    properties: z.array(identifier).min(1).max(100),
    conditions,
    orderBy: z.array(order).max(10).optional(),
    totals: z.array(identifier).max(100).optional(),
  })
  .strict();

const groupSource = z
  .object({
    kind: z.literal('group'),
    ido: identifier,
    groupBy: identifier,
    measures: z
      .array(
        z
          .object({
            fn: z.enum(['count', 'sum', 'avg', 'min', 'max']),
            property: identifier.optional(),
            as: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'snake_case'),
            label,
          })
          .strict(),
      )
      .min(1)
      .max(20),
    conditions,
    orderBy: order.optional(),
  })
  .strict();

const bucketSource = z
  .object({
    kind: z.literal('buckets'),
    ido: identifier,
    groupBy: identifier,
    bucketBy: identifier,
    buckets: z
      .array(z.object({ label, min: z.number().optional(), max: z.number().optional() }).strict())
      .min(1)
      .max(20),
    measure: z.object({ fn: z.enum(['sum', 'count']), property: identifier.optional() }).strict(),
    conditions,
  })
  .strict();

export const reportDefinitionSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9-]{1,63}$/, 'lowercase letters, digits and -'),
    title: label,
    description: z.string().max(2000),
    parameters: z.array(parameter).max(20).default([]),
    source: z.discriminatedUnion('kind', [listSource, groupSource, bucketSource]),
    chart: z
      .object({ label: identifier, value: z.string().min(1).max(64) })
      .strict()
      .optional(),
  })
  .strict();

type Parsed = z.infer<typeof reportDefinitionSchema>;
/** Compile-time check that a parsed definition is a ReportDefinition. */
export const REPORT_SCHEMA_MATCHES: Parsed extends ReportDefinition ? true : never = true;
