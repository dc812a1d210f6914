import { z } from 'zod';
import { MAX_FILTER_LENGTH } from '../filter/filter-parser';

/**
 * Zod schemas of derived definitions, value formats and relation filters for everything that
 * accepts catalog entries from outside (extension manifests, catalog files). Strict and bounded;
 * they check the shape only: names, types and filter texts are checked against the composed
 * catalog by validateDerivations.
 */
export function derivedSchemas(name: z.ZodType<string>) {
  const filterText = z.string().min(1).max(MAX_FILTER_LENGTH);
  const daysPast = z
    .object({
      kind: z.literal('daysPast'),
      dateProperty: name,
      when: filterText.optional(),
      /** Legacy form of `when`: statusProperty IN (openValues). */
      statusProperty: name.optional(),
      openValues: z.array(z.string().min(1).max(30)).min(1).max(20).optional(),
    })
    .strict()
    .refine((d) => (d.statusProperty === undefined) === (d.openValues === undefined), {
      message: 'statusProperty and openValues go together',
    })
    .refine((d) => d.when === undefined || d.statusProperty === undefined, {
      message: 'give either when or statusProperty/openValues',
    });
  const arithmetic = z
    .object({
      kind: z.literal('arithmetic'),
      op: z.enum(['add', 'subtract', 'multiply']),
      operands: z.array(name).min(2).max(10),
      when: filterText.optional(),
    })
    .strict();
  const rollup = z
    .object({
      kind: z.literal('rollup'),
      fn: z.enum(['min', 'max', 'sum', 'count']),
      ido: name,
      match: z
        .array(z.object({ property: name, equals: name }).strict())
        .min(1)
        .max(10),
      property: name.optional(),
      where: filterText.optional(),
    })
    .strict()
    .refine((d) => d.fn === 'count' || d.property !== undefined, {
      message: 'property is required except for count',
    });
  const derived = z.union([daysPast, arithmetic, rollup]);
  const format = z
    .object({
      length: z.number().int().min(1).max(4000),
      justify: z.enum(['left', 'right']),
      case: z.enum(['upper', 'mixed']).optional(),
    })
    .strict();
  return { derived, format, targetWhere: filterText };
}
