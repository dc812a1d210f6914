import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  IdoDefinition,
  PROPERTY_TYPES,
  PropertyDefinition,
  RelationDefinition,
} from '../catalog/catalog.types';
import { derivedSchemas } from '../catalog/derived-schema';
import { toSnakeCase } from '../catalog/snake-case';
import type { SqlColumnMap, SqlIdoMap } from '../connectors/sql/sql-table-map';
import type { DiscoveredCatalog } from './discover-catalog';
import { labelOf, tableLabels } from './naming';

/** The value of `format` in every catalog file. */
export const CATALOG_FILE_FORMAT = 'erp-connector-catalog/1';

const words = z.array(z.string().min(1));

/** Derived definitions, formats and relation filters: shape here, meaning at composition. */
const DERIVED = derivedSchemas(z.string().min(1).max(128));

const enumValue = z
  .object({ value: z.string(), label: z.string().min(1), synonyms: words.optional() })
  .strict();

const propertySchema = z
  .object({
    name: z.string().min(1).optional(),
    /** The column, as the database spells it; default: the property name. */
    column: z.string().min(1).optional(),
    /** How the value is stored when it differs from the type (see SqlStorage). */
    stored: z.enum(['timestamp', 'number', 'boolean']).optional(),
    /** With `discover: true`: leave this discovered property out. */
    exclude: z.boolean().optional(),
    type: z.enum(PROPERTY_TYPES as [string, ...string[]]).optional(),
    label: z.string().min(1).optional(),
    alias: z.string().min(1).optional(),
    key: z.boolean().optional(),
    nullable: z.boolean().optional(),
    synonyms: words.optional(),
    enumValues: z.array(enumValue).optional(),
    enumGroups: z
      .array(
        z
          .object({
            label: z.string().min(1),
            values: z.array(z.string()),
            synonyms: words.optional(),
          })
          .strict(),
      )
      .optional(),
    derived: DERIVED.derived.optional(),
    format: DERIVED.format.optional(),
    scale: z.number().int().min(0).max(12).optional(),
    unit: z.enum(['currency', 'quantity', 'days', 'percent']).optional(),
    knownValues: z.boolean().optional(),
    description: z.string().optional(),
  })
  .strict()
  .refine((p) => p.name !== undefined || p.column !== undefined, {
    message: 'a property needs a name or a column',
  });

const relationSchema = z
  .object({
    property: z.string().min(1),
    targetIdo: z.string().min(1),
    targetProperty: z.string().min(1),
    name: z.string().optional(),
    targetWhere: DERIVED.targetWhere.optional(),
  })
  .strict();

const idoSchema = z
  .object({
    name: z.string().min(1).optional(),
    /** The table or view, as the database spells it; default: the IDO name. */
    table: z.string().min(1).optional(),
    /** PostgreSQL schema of the table; default: the search path. */
    schema: z.string().min(1).optional(),
    /** With `discover: true`: leave this discovered IDO out. */
    exclude: z.boolean().optional(),
    label: z.string().min(1).optional(),
    pluralLabel: z.string().min(1).optional(),
    description: z.string().optional(),
    synonyms: words.optional(),
    properties: z.array(propertySchema).optional(),
    defaultProperties: z.array(z.string()).optional(),
    relations: z.array(relationSchema).optional(),
  })
  .strict()
  .refine((i) => i.name !== undefined || i.table !== undefined, {
    message: 'an IDO needs a name or a table',
  });

export const catalogFileSchema = z
  .object({
    format: z.literal(CATALOG_FILE_FORMAT),
    /** Where it was discovered from (informational). */
    database: z.string().optional(),
    /**
     * true: discover the database at every start and apply this file's entries over it (change,
     * add, exclude); false: this file is the whole catalog.
     */
    discover: z.boolean(),
    idos: z.array(idoSchema),
    /** What discovery left out and why (informational). */
    notes: z.array(z.string()).optional(),
  })
  .strict();

export type CatalogFile = z.infer<typeof catalogFileSchema>;
type FileIdo = CatalogFile['idos'][number];
type FileProperty = NonNullable<FileIdo['properties']>[number];

/** Reads and checks a catalog file; the error lists every fault with its place in the file. */
export function readCatalogFile(file: string): CatalogFile {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`catalog file ${file}: ${(error as Error).message}`);
  }
  const parsed = catalogFileSchema.safeParse(json);
  if (!parsed.success) {
    const faults = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`catalog file ${file} is invalid:\n  - ${faults.join('\n  - ')}`);
  }
  return parsed.data;
}

/** The catalog as a file (`erp-connector discover` prints this): stable order, two-space JSON. */
export function printCatalogFile(
  catalog: DiscoveredCatalog,
  database: string,
  discover = false,
): string {
  const idos = catalog.definitions.map((def) => {
    const map = catalog.tables.get(def.name);
    return {
      name: def.name,
      table: map?.table.name ?? def.name,
      ...(map?.table.schema ? { schema: map.table.schema } : {}),
      label: def.label,
      pluralLabel: def.pluralLabel,
      ...(def.description ? { description: def.description } : {}),
      synonyms: def.synonyms,
      defaultProperties: def.defaultProperties,
      relations: def.relations,
      properties: def.properties.map((p) => {
        const column = map?.columns[p.name];
        const { name, ...rest } = p;
        return {
          name,
          ...(column && column.column !== name ? { column: column.column } : {}),
          ...(column?.stored ? { stored: column.stored } : {}),
          ...rest,
        };
      }),
    };
  });
  const file: CatalogFile = {
    format: CATALOG_FILE_FORMAT,
    database,
    discover,
    idos,
    ...(catalog.notes.length > 0 ? { notes: catalog.notes } : {}),
  } as CatalogFile;
  return `${JSON.stringify(file, null, 2)}\n`;
}

const same = (a: string | undefined, b: string | undefined): boolean =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** A property of a file entry, completed with defaults (label, alias, type). */
function completeProperty(p: FileProperty, base?: PropertyDefinition): PropertyDefinition {
  const name = p.name ?? base?.name ?? p.column ?? '';
  const merged: Record<string, unknown> = { ...(base ?? {}) };
  for (const [k, v] of Object.entries(p)) {
    if (k === 'column' || k === 'stored' || k === 'exclude') continue;
    if (v !== undefined) merged[k] = v;
  }
  merged.name = name;
  merged.type ??= 'string';
  merged.label ??= labelOf(name);
  merged.alias ??= toSnakeCase(name);
  return merged as unknown as PropertyDefinition;
}

function completeIdo(
  entry: FileIdo,
  base: IdoDefinition | undefined,
  baseMap: SqlIdoMap | undefined,
  renames: Map<string, string>,
): { def: IdoDefinition; map: SqlIdoMap } {
  const name = entry.name ?? base?.name ?? entry.table ?? '';
  const labels = tableLabels(entry.table ?? name);
  const properties: PropertyDefinition[] = [...(base?.properties ?? [])];
  const columns: Record<string, SqlColumnMap> = { ...(baseMap?.columns ?? {}) };
  for (const p of entry.properties ?? []) {
    const at = properties.findIndex(
      (q) =>
        (p.column !== undefined && same(columns[q.name]?.column ?? q.name, p.column)) ||
        same(q.name, p.name),
    );
    const current = at >= 0 ? properties[at] : undefined;
    if (p.exclude) {
      if (current) {
        properties.splice(at, 1);
        delete columns[current.name];
      }
      continue;
    }
    const next = completeProperty(p, current);
    const previous = current ? columns[current.name] : undefined;
    const column: SqlColumnMap = { column: p.column ?? previous?.column ?? next.name };
    const stored = p.stored ?? previous?.stored;
    if (stored) column.stored = stored;
    if (current) {
      properties[at] = next;
      delete columns[current.name];
      if (current.name !== next.name)
        renames.set(`${name}.${current.name}`.toLowerCase(), next.name);
    } else {
      properties.push(next);
    }
    columns[next.name] = column;
  }
  const def: IdoDefinition = {
    name,
    label: entry.label ?? base?.label ?? labels.label,
    pluralLabel: entry.pluralLabel ?? base?.pluralLabel ?? labels.pluralLabel,
    ...((entry.description ?? base?.description) !== undefined
      ? { description: entry.description ?? base?.description }
      : {}),
    synonyms: entry.synonyms ?? base?.synonyms ?? [],
    properties,
    defaultProperties:
      entry.defaultProperties ??
      base?.defaultProperties ??
      properties.slice(0, 8).map((p) => p.name),
    relations: entry.relations ?? base?.relations ?? [],
  };
  const table = entry.table ?? baseMap?.table.name ?? name;
  const schema = entry.schema ?? (entry.table === undefined ? baseMap?.table.schema : undefined);
  return { def, map: { table: schema ? { schema, name: table } : { name: table }, columns } };
}

/**
 * Applies a catalog file over a discovered catalog (`discover: true`) or on its own. Entries
 * match a discovered IDO by `table` (and `schema`) when given, else by name; their fields
 * replace the discovered ones, properties match by `column` or name, `exclude: true` removes.
 * Renamed IDOs and properties are followed in relations and default properties; relations and
 * defaults naming something removed are dropped.
 */
export function applyCatalogFile(
  discovered: DiscoveredCatalog | null,
  file: CatalogFile,
): DiscoveredCatalog {
  const defs = new Map<string, IdoDefinition>();
  const maps = new Map<string, SqlIdoMap>();
  for (const def of discovered?.definitions ?? []) {
    defs.set(def.name, def);
    const map = discovered?.tables.get(def.name);
    if (map) maps.set(def.name, map);
  }
  const idoRenames = new Map<string, string>();
  const propRenames = new Map<string, string>();
  const notes = [...(discovered?.notes ?? [])];
  for (const entry of file.idos) {
    const match = [...defs.values()].find((d) => {
      const map = maps.get(d.name);
      if (entry.table !== undefined) {
        return (
          map !== undefined &&
          map.table.name === entry.table &&
          (entry.schema === undefined || map.table.schema === entry.schema)
        );
      }
      return same(d.name, entry.name);
    });
    if (entry.exclude) {
      if (match) {
        defs.delete(match.name);
        maps.delete(match.name);
        idoRenames.set(match.name.toLowerCase(), '');
      }
      continue;
    }
    const { def, map } = completeIdo(
      entry,
      match,
      match ? maps.get(match.name) : undefined,
      propRenames,
    );
    if (match) {
      defs.delete(match.name);
      maps.delete(match.name);
      if (match.name !== def.name) idoRenames.set(match.name.toLowerCase(), def.name);
    }
    defs.set(def.name, def);
    maps.set(def.name, map);
  }
  const renamedProp = (ido: string, prop: string): string =>
    propRenames.get(`${ido}.${prop}`.toLowerCase()) ?? prop;
  const definitions: IdoDefinition[] = [];
  for (const def of defs.values()) {
    const has = (name: string): boolean => def.properties.some((p) => same(p.name, name));
    const relations: RelationDefinition[] = [];
    for (const r of def.relations) {
      const renamedTarget = idoRenames.get(r.targetIdo.toLowerCase());
      const targetIdo = renamedTarget === undefined ? r.targetIdo : renamedTarget;
      const target = targetIdo ? defs.get(targetIdo) : undefined;
      const property = renamedProp(def.name, r.property);
      const targetProperty = target ? renamedProp(target.name, r.targetProperty) : r.targetProperty;
      if (
        !target ||
        !has(property) ||
        !target.properties.some((p) => same(p.name, targetProperty))
      ) {
        notes.push(
          `${def.name}: relation on ${r.property} to ${r.targetIdo} dropped (its end was excluded)`,
        );
        continue;
      }
      relations.push({ ...r, property, targetIdo: target.name, targetProperty });
    }
    definitions.push({
      ...def,
      relations,
      defaultProperties: def.defaultProperties.map((p) => renamedProp(def.name, p)).filter(has),
    });
  }
  return { definitions, tables: maps, notes };
}
