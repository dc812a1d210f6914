import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import type {
  CatalogContribution,
  IdoDefinition,
  IdoExtension,
  PropertyDefinition,
} from '../../erp/catalog/catalog.types';
import { derivedMayBeNull } from '../../erp/catalog/derived-definition';
import { toSnakeCase } from '../../erp/catalog/snake-case';
import type { NlContribution } from '../../query/engine/lexicon/vocabulary-extras';
import type { ReportDefinition } from '../../reports/report-definition';
import { MANIFEST_FILES } from '../bundle/bundle-archive';
import { refused } from '../bundle/bundle-refusal';
import { extensionManifestSchema, ExtensionManifest } from './extension-manifest.schema';

/** Rows of sample values for one IDO, as the bundle gives them (checked against the catalog later). */
export interface DemoRows {
  ido: string;
  file: string;
  rows: ReadonlyArray<Record<string, unknown>>;
}

export interface AgentTemplateContent {
  name: string;
  description: string;
  /** The agent manifest as raw data; the agents module validates it when it uses it. */
  manifest: unknown;
}

/** What an extension adds, normalized and ready to check against the running daemon. */
export interface ExtensionContents {
  catalog: CatalogContribution;
  demoData: DemoRows[];
  vocabulary: NlContribution;
  reports: ReportDefinition[];
  agentTemplates: AgentTemplateContent[];
}

export interface LoadedExtension {
  manifest: ExtensionManifest;
  contents: ExtensionContents;
}

const MAX_DEMO_ROWS = 100_000;
/** Few properties are shown by default for an IDO that names none. */
const DEFAULT_PROPERTY_COUNT = 6;

/** Data of a JSON or YAML file; YAML aliases are bounded (no "billion laughs"). */
function parseData(path: string, data: Buffer): unknown {
  const text = data.toString('utf8');
  try {
    if (path.endsWith('.json')) return JSON.parse(text) as unknown;
    if (path.endsWith('.yaml') || path.endsWith('.yml')) {
      return parseYaml(text, {
        maxAliasCount: 100,
        uniqueKeys: true,
        prettyErrors: true,
      }) as unknown;
    }
  } catch (error) {
    throw refused('manifest_invalid', `${path} cannot be parsed: ${(error as Error).message}`, {
      file: path,
    });
  }
  throw refused('manifest_invalid', `${path} is neither .json nor .yaml`, { file: path });
}

function fileOf(files: ReadonlyMap<string, Buffer>, path: string, what: string): Buffer {
  const data = files.get(path);
  if (!data)
    throw refused('file_missing', `${what} names ${path}, which is not in the bundle`, {
      file: path,
    });
  return data;
}

function faultsOf(error: z.ZodError): Array<{ field: string; message: string }> {
  return error.issues.map((issue) => ({
    field: issue.path.join('.') || '(manifest)',
    message: issue.message,
  }));
}

type ManifestProperty = NonNullable<
  NonNullable<NonNullable<ExtensionManifest['contents']['catalog']>['extend']>[string]['properties']
>[number];

function property(p: ManifestProperty, nullableByDefault: boolean): PropertyDefinition {
  const def: PropertyDefinition = { ...p, alias: p.alias ?? toSnakeCase(p.name) };
  // A derived value is null only where its definition makes it so (min/max of no records).
  const byDefault = p.derived ? derivedMayBeNull(def) : p.key ? false : nullableByDefault;
  return { ...def, nullable: p.nullable ?? byDefault };
}

function catalogOf(manifest: ExtensionManifest, faults: string[]): CatalogContribution {
  const catalog = manifest.contents.catalog ?? {};
  const idos: IdoDefinition[] = (catalog.idos ?? []).map((ido) => {
    const properties = ido.properties.map((p) => property(p, true));
    const keys = properties.filter((p) => p.key).map((p) => p.name);
    return {
      ...ido,
      properties,
      defaultProperties:
        ido.defaultProperties ??
        [...new Set([...keys, ...properties.map((p) => p.name)])].slice(
          0,
          Math.max(DEFAULT_PROPERTY_COUNT, keys.length),
        ),
    };
  });
  const extend: Record<string, IdoExtension> = {};
  for (const [name, extension] of Object.entries(catalog.extend ?? {})) {
    for (const p of extension.properties ?? []) {
      // Records without a value in the extension's data read as null, whatever the ERP holds.
      if (p.nullable === false)
        faults.push(`catalog.extend.${name}.${p.name}: a property added to an IDO is nullable`);
    }
    extend[name] = {
      ...extension,
      properties: (extension.properties ?? []).map((p) => property(p, true)),
    };
  }
  return { idos, extend };
}

/**
 * Reads and validates the manifest of an unpacked bundle and everything it names (sample data,
 * agent templates in files), normalizing what the manifest may leave out: aliases (snake_case
 * of the name), nullability (added properties are nullable), default properties of a new IDO.
 * Cross-checks against the running daemon's catalog, vocabulary and reports come later.
 */
export function loadExtension(files: ReadonlyMap<string, Buffer>): LoadedExtension {
  const present = MANIFEST_FILES.filter((m) => files.has(m));
  if (present.length === 0)
    throw refused('manifest_missing', `the bundle has no ${MANIFEST_FILES.join(' or ')}`);
  if (present.length > 1) {
    throw refused(
      'manifest_invalid',
      `the bundle has more than one manifest: ${present.join(', ')}`,
    );
  }
  const raw = parseData(present[0], files.get(present[0]) as Buffer);
  const parsed = extensionManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const faults = faultsOf(parsed.error);
    throw refused(
      'manifest_invalid',
      `${present[0]} is invalid: ${faults.map((f) => `${f.field}: ${f.message}`).join('; ')}`,
      { faults },
    );
  }
  const manifest = parsed.data;
  const faults: string[] = [];
  const catalog = catalogOf(manifest, faults);
  const demoData = (manifest.contents.demoData ?? []).map((entry): DemoRows => {
    const data = parseData(entry.file, fileOf(files, entry.file, `demoData for ${entry.ido}`));
    const rows = Array.isArray(data) ? (data as unknown[]) : null;
    if (!rows || !rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
      faults.push(`${entry.file}: must hold an array of records (objects keyed by property name)`);
      return { ido: entry.ido, file: entry.file, rows: [] };
    }
    if (rows.length > MAX_DEMO_ROWS) faults.push(`${entry.file}: more than ${MAX_DEMO_ROWS} rows`);
    return { ido: entry.ido, file: entry.file, rows: rows as Array<Record<string, unknown>> };
  });
  const agentTemplates = (manifest.contents.agentTemplates ?? []).map(
    (t): AgentTemplateContent => ({
      name: t.name,
      description: t.description,
      manifest: t.file
        ? parseData(t.file, fileOf(files, t.file, `agent template ${t.name}`))
        : t.manifest,
    }),
  );
  if (faults.length > 0) {
    throw refused(
      'contents_invalid',
      `the extension's contents are invalid: ${faults.join('; ')}`,
      { faults },
    );
  }
  return {
    manifest,
    contents: {
      catalog,
      demoData,
      vocabulary: manifest.contents.vocabulary ?? {},
      reports: (manifest.contents.reports ?? []).map((r) => ({ ...r, origin: manifest.name })),
      agentTemplates,
    },
  };
}
