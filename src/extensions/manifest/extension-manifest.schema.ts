import { z } from 'zod';
import type { PropertyType } from '../../erp/catalog/catalog.types';
import { derivedSchemas } from '../../erp/catalog/derived-schema';
import { reportDefinitionSchema } from './report-definition.schema';

/**
 * The manifest of an extension bundle (`extension.json` or `extension.yaml` at its root). Every
 * object is strict: an unknown field is refused, never ignored, since a misspelt field would
 * otherwise silently drop a contribution. Sizes are bounded so that a manifest cannot ask for
 * unbounded work.
 */

/** Extension and template names: lowercase, digits and `-` (no `_`: see the demo side tables). */
export const EXTENSION_NAME = /^[a-z][a-z0-9-]{0,62}[a-z0-9]$/;
const name = z.string().regex(EXTENSION_NAME, 'lowercase letters, digits and -, 2 to 64');
/** IDO and property names: a letter first (names starting with _ are the daemon's own). */
const identifier = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'a letter, then letters, digits and _ (at most 64)')
  .refine((n) => !/^sqlite/i.test(n), 'names starting with "sqlite" are reserved');
const text = (max: number) => z.string().min(1).max(max);
const words = z.array(text(100)).max(50);
/** A file of the bundle, as a path relative to its root. */
const bundlePath = z
  .string()
  .regex(
    /^(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)*[A-Za-z0-9_][A-Za-z0-9._-]*$/,
    'a relative path in the bundle',
  );

/** Derived definitions, formats and relation filters: shape here, meaning at composition. */
const DERIVED = derivedSchemas(identifier);

const enumValue = z
  .object({ value: text(30), label: text(100), synonyms: words.optional() })
  .strict();
const enumGroup = z
  .object({
    label: text(100),
    values: z.array(text(30)).min(1).max(100),
    synonyms: words.optional(),
  })
  .strict();

const property = z
  .object({
    name: identifier,
    type: z.enum(['string', 'integer', 'decimal', 'date', 'enum'] satisfies PropertyType[]),
    label: text(100),
    /** Output name in NL answers and reports; snake_case of the name by default. */
    alias: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,63}$/, 'snake_case')
      .optional(),
    key: z.boolean().optional(),
    nullable: z.boolean().optional(),
    synonyms: words.optional(),
    enumValues: z.array(enumValue).min(1).max(200).optional(),
    enumGroups: z.array(enumGroup).max(20).optional(),
    scale: z.number().int().min(0).max(10).optional(),
    unit: z.enum(['currency', 'quantity', 'days', 'percent']).optional(),
    knownValues: z.boolean().optional(),
    description: z.string().max(1000).optional(),
    derived: DERIVED.derived.optional(),
    format: DERIVED.format.optional(),
  })
  .strict();

const relation = z
  .object({
    property: identifier,
    targetIdo: identifier,
    targetProperty: identifier,
    name: text(100).optional(),
    targetWhere: DERIVED.targetWhere.optional(),
  })
  .strict();

const ido = z
  .object({
    name: identifier,
    label: text(100),
    pluralLabel: text(100),
    description: z.string().max(1000).optional(),
    synonyms: words.default([]),
    properties: z.array(property).min(1).max(200),
    /** Returned when a caller names none; the keys and the first few properties by default. */
    defaultProperties: z.array(identifier).max(200).optional(),
    relations: z.array(relation).max(50).default([]),
  })
  .strict();

const idoExtension = z
  .object({
    properties: z.array(property).max(200).optional(),
    synonyms: words.optional(),
    relations: z.array(relation).max(50).optional(),
    defaultProperties: z.array(identifier).max(200).optional(),
  })
  .strict();

const vocabulary = z
  .object({
    synonyms: z
      .record(
        identifier,
        z
          .object({
            ido: words.optional(),
            properties: z.record(identifier, words).optional(),
            statuses: z.record(text(100), words).optional(),
          })
          .strict(),
      )
      .optional(),
    phrases: z
      .array(z.object({ phrases: words.min(1), sameAs: text(100) }).strict())
      .max(100)
      .optional(),
    valueAliases: z
      .array(
        z
          .object({
            ido: identifier,
            property: identifier,
            value: text(200),
            phrases: words.min(1),
          })
          .strict(),
      )
      .max(500)
      .optional(),
  })
  .strict();

const agentTemplate = z
  .object({
    name,
    description: z.string().max(2000),
    /** The agent manifest inline, or `file`: a JSON or YAML file of the bundle holding it. */
    manifest: z.unknown().optional(),
    file: bundlePath.optional(),
  })
  .strict()
  .refine(
    (t) => (t.manifest === undefined) !== (t.file === undefined),
    'an agent template has either manifest or file',
  );

export const extensionManifestSchema = z
  .object({
    name,
    version: z
      .string()
      .max(64)
      .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'a version like 1.2.0 or 1.2.0-rc.1'),
    description: z.string().max(2000),
    contents: z
      .object({
        catalog: z
          .object({
            idos: z.array(ido).max(50).optional(),
            extend: z.record(identifier, idoExtension).optional(),
          })
          .strict()
          .optional(),
        /**
         * Sample values for the demo ERP: JSON files holding an array of records keyed by
         * property name, the IDO's keys included. A real ERP's connector ignores them.
         */
        demoData: z
          .array(z.object({ ido: identifier, file: bundlePath }).strict())
          .max(50)
          .optional(),
        vocabulary: vocabulary.optional(),
        reports: z.array(reportDefinitionSchema).max(50).optional(),
        agentTemplates: z.array(agentTemplate).max(50).optional(),
      })
      .strict(),
  })
  .strict();

export type ExtensionManifest = z.infer<typeof extensionManifestSchema>;
