import { sql } from 'kysely';
import type {
  EnumValue,
  IdoDefinition,
  PropertyDefinition,
  PropertyUnit,
  RelationDefinition,
} from '../catalog/catalog.types';
import { toSnakeCase } from '../catalog/snake-case';
import type { SqlDialect } from '../connectors/sql/sql-dialect';
import { tableId } from '../connectors/sql/sql-expressions';
import { enumFromCheck, RawColumn, RawTable, readSchema } from '../connectors/sql/schema-reader';
import type { SqlSession } from '../connectors/sql/sql-session';
import type { SqlColumnMap, SqlIdoMap, SqlTableRef } from '../connectors/sql/sql-table-map';
import { ColumnProfile, MAX_KNOWN_VALUES, profileColumn } from './column-profile';
import { declaredKind, DeclaredKind } from './column-kind';
import { labelOf, lowerWords, pascalName, tableLabels, valueLabel } from './naming';

/** A catalog built from a database: the IDO definitions and where each one lives. */
export interface DiscoveredCatalog {
  definitions: IdoDefinition[];
  tables: Map<string, SqlIdoMap>;
  /** What was left out and why (tables without a usable key, binary columns…). */
  notes: string[];
}

export interface DiscoveryOptions {
  /** PostgreSQL schemas to read; empty: every schema the user may read. */
  schemas?: readonly string[];
  /** Rows read per table to judge types and cardinality (the first rows by key). */
  sampleRows?: number;
}

const DEFAULT_SAMPLE = 2000;
const MAX_DEFAULT_PROPERTIES = 8;
/** Text longer than this on average is not shown by default (notes, descriptions). */
const LONG_TEXT = 80;

/** Last words of columns whose values people name things by: places, kinds, parties. */
const NAMING_WORDS = new Set([
  'name',
  'title',
  'city',
  'town',
  'country',
  'region',
  'state',
  'province',
  'county',
  'territory',
  'area',
  'zone',
  'location',
  'site',
  'warehouse',
  'department',
  'category',
  'type',
  'kind',
  'class',
  'group',
  'status',
  'role',
  'position',
  'brand',
  'make',
  'model',
  'manufacturer',
  'vendor',
  'supplier',
  'customer',
  'company',
  'shipper',
  'carrier',
  'team',
  'priority',
  'trade',
  'skill',
  'genre',
  'language',
  'currency',
  'unit',
  'uom',
  'shift',
]);
const CURRENCY_WORDS = new Set([
  'price',
  'cost',
  'amount',
  'total',
  'freight',
  'salary',
  'fee',
  'fees',
  'balance',
  'revenue',
  'charge',
  'charges',
  'payment',
  'subtotal',
  'tax',
  'wage',
  'wages',
  'budget',
  'spend',
]);
const QUANTITY_WORDS = new Set(['qty', 'quantity', 'units', 'stock', 'count', 'hours']);
/** Generic key names that say nothing about what they refer to. */
const GENERIC_KEYS = new Set(['id', 'code', 'key', 'no', 'num', 'number', 'name', 'seq']);

interface Column {
  raw: RawColumn;
  declared: DeclaredKind;
  profile: ColumnProfile;
  property?: PropertyDefinition;
  map?: SqlColumnMap;
}

interface Table {
  raw: RawTable;
  ref: SqlTableRef;
  idoName: string;
  columns: Column[];
  key: string[];
  keyNote?: string;
}

const tableText = (t: RawTable): string => (t.schema ? `${t.schema}.${t.name}` : t.name);

/** Plain code-point order: the same on every machine, whatever its locale. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Reads a database's schema and a sample of each table through the connector's read-only session
 * and builds a catalog from it, deterministically (the same database gives the same catalog):
 *
 * - tables and views become IDOs named in Pascal case (`Order Details` → `OrderDetails`), the
 *   real name kept for SQL; labels, plural labels and words from the name;
 * - columns become typed properties: numbers, dates (also text holding ISO dates), yes/no enums
 *   (0/1, Y/N, booleans), enums from native enum types and `CHECK (col IN (…))`; binary and
 *   JSON columns are left out;
 * - primary keys become keys (a view or a table without one gets the first unique column set
 *   found: unique constraints, then the keys of tables whose columns it shows, then `…ID`
 *   columns, each checked against the data); a table with no unique key is left out;
 * - single-column foreign keys become relations, also when the column name differs from the
 *   target's key; without declared keys, a column named like another table's key (`CustomerID`,
 *   `asset_id` → assets.id) becomes one too;
 * - text columns with few distinct values, or naming places, kinds and parties (cities,
 *   countries, categories, company names), become known values for the NL engine.
 */
export async function discoverCatalog(
  session: SqlSession,
  dialect: SqlDialect,
  options: DiscoveryOptions = {},
): Promise<DiscoveredCatalog> {
  const sampleRows = options.sampleRows ?? DEFAULT_SAMPLE;
  const raw = (await readSchema(session, options.schemas ?? [])).sort(
    (a, b) => byText(a.schema ?? '', b.schema ?? '') || byText(a.name, b.name),
  );
  const notes: string[] = [];
  const tables: Table[] = [];
  const taken = new Set<string>();
  for (const t of raw) {
    let idoName = pascalName(t.name);
    if (taken.has(idoName.toLowerCase()) && t.schema) idoName = pascalName(`${t.schema} ${t.name}`);
    for (let n = 2; taken.has(idoName.toLowerCase()); n += 1) idoName = `${pascalName(t.name)}${n}`;
    const columns: Column[] = [];
    for (const c of t.columns) {
      const declared = declaredKind(c.type);
      if (declared.kind === 'skip') {
        notes.push(`${tableText(t)}.${c.name}: left out (${declared.why})`);
        continue;
      }
      columns.push({ raw: c, declared, profile: profileColumn([]) });
    }
    if (columns.length === 0) {
      notes.push(`${tableText(t)}: left out (no column that can be served)`);
      continue;
    }
    taken.add(idoName.toLowerCase());
    tables.push({
      raw: t,
      ref:
        t.schema && !isDefaultSchema(session, t.schema)
          ? { schema: t.schema, name: t.name }
          : { name: t.name },
      idoName,
      columns,
      key: [],
    });
  }

  for (const table of tables) {
    await sample(session, dialect, table, sampleRows);
    await chooseKey(session, dialect, table, tables);
    if (table.key.length === 0) {
      notes.push(
        `${tableText(table.raw)}: left out (no primary key and no unique, non-null column set found; add it in a catalog file with its keys)`,
      );
      continue;
    }
    buildProperties(table);
  }
  const served = tables.filter((t) => t.key.length > 0);
  const definitions = served.map((t) => definitionOf(t, served, notes));
  const map = new Map<string, SqlIdoMap>(
    served.map((t) => [
      t.idoName,
      {
        table: t.ref,
        columns: Object.fromEntries(
          t.columns.filter((c) => c.property && c.map).map((c) => [c.property?.name, c.map]),
        ) as Record<string, SqlColumnMap>,
      },
    ]),
  );
  return { definitions, tables: map, notes };
}

/** PostgreSQL's `public` is on every search path; other schemas are named in SQL. */
function isDefaultSchema(session: SqlSession, schema: string): boolean {
  return session.dialect !== 'postgres' || schema === 'public';
}

async function sample(
  session: SqlSession,
  dialect: SqlDialect,
  table: Table,
  rows: number,
): Promise<void> {
  const order =
    table.raw.primaryKey.length > 0 ? table.raw.primaryKey : [table.columns[0].raw.name];
  let q = dialect.db
    .selectFrom(sql`${tableId(table.ref)}`.as('t') as never)
    .select(table.columns.map((c, i) => sql`${sql.id('t', c.raw.name)}`.as(`_c${i}`)));
  for (const column of order) q = q.orderBy(sql.id('t', column));
  const result = await session.query(q.limit(rows).compile());
  table.columns.forEach((c, i) => {
    c.profile = profileColumn(result.rows.map((r) => r[i]));
  });
}

/** Whether `columns` identify a row: no NULLs and no two rows alike (checked in the database). */
async function unique(
  session: SqlSession,
  dialect: SqlDialect,
  table: Table,
  columns: readonly string[],
): Promise<boolean> {
  const ids = columns.map((c) => sql.id('t', c));
  const from = sql`${tableId(table.ref)}`.as('t');
  const dupes = dialect.db
    .selectFrom(
      dialect.db
        .selectFrom(from as never)
        .select(ids.map((id, i) => sql`${id}`.as(`_k${i}`)))
        .groupBy(ids.map((_, i) => sql.raw(String(i + 1))))
        .having(sql`count(*)`, '>', 1)
        .as('d'),
    )
    .select(sql<number>`count(*)`.as('n'))
    .compile();
  const nulls = dialect.db
    .selectFrom(from as never)
    .select(sql<number>`count(*)`.as('n'))
    .where(
      sql<boolean>`${sql.join(
        ids.map((id) => sql`${id} IS NULL`),
        sql` OR `,
      )}`,
    )
    .compile();
  try {
    const [d, n] = await Promise.all([session.query(dupes), session.query(nulls)]);
    return Number(d.rows[0]?.[0]) === 0 && Number(n.rows[0]?.[0]) === 0;
  } catch {
    // A view too slow to check (or that fails) is not keyed by guesswork.
    return false;
  }
}

async function chooseKey(
  session: SqlSession,
  dialect: SqlDialect,
  table: Table,
  all: readonly Table[],
): Promise<void> {
  const has = new Set(table.columns.map((c) => c.raw.name));
  const usable = (cols: readonly string[]): boolean =>
    cols.length > 0 && cols.every((c) => has.has(c));
  if (usable(table.raw.primaryKey)) {
    table.key = [...table.raw.primaryKey];
    return;
  }
  const nonNull = (cols: readonly string[]): boolean =>
    cols.every((c) => table.columns.find((x) => x.raw.name === c)?.raw.nullable === false);
  for (const cols of table.raw.unique) {
    if (usable(cols) && nonNull(cols)) {
      table.key = [...cols];
      table.keyNote = `key from the unique constraint on ${cols.join(', ')}`;
      return;
    }
  }
  const candidates: string[][] = [];
  const seen = new Set<string>();
  const push = (cols: string[]): void => {
    const k = cols.join('\u0000');
    if (usable(cols) && !seen.has(k)) {
      seen.add(k);
      candidates.push(cols);
    }
  };
  for (const cols of table.raw.unique) push(cols);
  for (const other of all) if (other !== table) push(other.raw.primaryKey);
  for (const c of table.columns) {
    const words = lowerWords(c.raw.name);
    if (words[words.length - 1] === 'id' && c.declared.kind !== 'decimal') push([c.raw.name]);
  }
  // Smallest first, then as found: deterministic.
  candidates.sort((a, b) => a.length - b.length);
  for (const cols of candidates.slice(0, 6)) {
    if (await unique(session, dialect, table, cols)) {
      table.key = cols;
      table.keyNote = `no declared key; ${cols.join(', ')} ${cols.length > 1 ? 'are' : 'is'} unique and never empty in the data`;
      return;
    }
  }
}

/** The column people call a record by: the first `…Name`, else `…Title`, else `…Description`. */
function labelColumn(table: Table): Column | undefined {
  const text = table.columns.filter(
    (c) => c.property?.type === 'string' && !table.key.includes(c.raw.name),
  );
  for (const word of ['name', 'title', 'description']) {
    const found = text.find((c) => lowerWords(c.raw.name).at(-1) === word);
    if (found) return found;
  }
  return undefined;
}

function buildProperties(table: Table): void {
  const names = new Set<string>();
  const aliases = new Set<string>();
  const enums = new Map<string, string[]>();
  for (const check of table.raw.checks) {
    const found = enumFromCheck(check);
    if (found) enums.set(found.column.toLowerCase(), found.values);
  }
  for (const c of table.columns) {
    let name = pascalName(c.raw.name);
    for (let n = 2; names.has(name.toLowerCase()); n += 1) name = `${pascalName(c.raw.name)}${n}`;
    names.add(name.toLowerCase());
    let alias = toSnakeCase(name) || 'value';
    if (/^[0-9]/.test(alias)) alias = `_${alias}`;
    for (let n = 2; aliases.has(alias); n += 1) alias = `${toSnakeCase(name)}_${n}`;
    aliases.add(alias);
    const key = table.key.includes(c.raw.name);
    const typed = typeOf(c, enums.get(c.raw.name.toLowerCase()) ?? c.raw.enumValues, key);
    const words = lowerWords(c.raw.name);
    const label = labelOf(c.raw.name);
    const property: PropertyDefinition = {
      name,
      type: typed.type,
      label,
      alias,
      ...(key ? { key: true } : { nullable: c.raw.nullable || table.raw.kind === 'view' }),
      ...(typed.enumValues ? { enumValues: typed.enumValues } : {}),
      ...(typed.scale !== undefined ? { scale: typed.scale } : {}),
      ...(unitOf(typed.type, words) ? { unit: unitOf(typed.type, words) } : {}),
      description: `${table.raw.kind === 'view' ? 'View' : 'Table'} column "${c.raw.name}" (${c.raw.type || 'no declared type'})${typed.note ? `; ${typed.note}` : ''}`,
    };
    if (words.length > 1) property.synonyms = [label.toLowerCase()];
    if (property.unit === 'currency' && property.scale === undefined) property.scale = 2;
    c.property = property;
    c.map = {
      column: c.raw.name,
      ...(typed.stored ? { stored: typed.stored } : {}),
    };
  }
  const named = labelColumn(table);
  for (const c of table.columns) {
    const p = c.property;
    if (!p || p.type !== 'string' || c.profile.nonNull === 0) continue;
    const prof = c.profile;
    const fits = prof.distinct <= MAX_KNOWN_VALUES && prof.maxLength <= 60;
    const repeats = prof.distinct <= prof.nonNull / 2;
    const naming = NAMING_WORDS.has(lowerWords(c.raw.name).at(-1) ?? '');
    const soleKey = table.key.length === 1 && table.key[0] === c.raw.name;
    if (fits && (repeats || naming || c === named || soleKey)) p.knownValues = true;
  }
}

function typeOf(
  c: Column,
  enumValues: readonly string[] | undefined,
  key: boolean,
): Pick<PropertyDefinition, 'type' | 'enumValues' | 'scale'> & {
  stored?: SqlColumnMap['stored'];
  note?: string;
} {
  const prof = c.profile;
  const yesNo = (yes: string, no: string): EnumValue[] => [
    { value: yes, label: 'Yes', synonyms: ['yes', 'true'] },
    { value: no, label: 'No', synonyms: ['no', 'false'] },
  ];
  if (enumValues && enumValues.length > 0 && !key) {
    return {
      type: 'enum',
      enumValues: enumValues.map((v) => ({ value: v, label: valueLabel(v) })),
      note: 'values from the column’s type or CHECK constraint',
    };
  }
  const d = c.declared;
  switch (d.kind) {
    case 'boolean':
      return d.stored === 'boolean'
        ? { type: 'enum', enumValues: yesNo('true', 'false'), stored: 'boolean', note: 'yes/no' }
        : {
            type: 'enum',
            enumValues: yesNo('1', '0'),
            stored: 'number',
            note: 'yes/no stored as 1/0',
          };
    case 'integer':
      if (!key && prof.flag && prof.allIntegers) {
        return {
          type: 'enum',
          enumValues: yesNo('1', '0'),
          stored: 'number',
          note: 'yes/no stored as 1/0',
        };
      }
      return { type: 'integer' };
    case 'decimal':
      return d.scale !== undefined ? { type: 'decimal', scale: d.scale } : { type: 'decimal' };
    case 'date':
    case 'timestamp':
    case 'text':
    case 'unknown': {
      const stamp = { type: 'date' as const, stored: 'timestamp' as const };
      if (prof.nonNull === 0) {
        if (d.kind === 'date') return { type: 'date' };
        if (d.kind === 'timestamp') return { ...stamp, note: 'a timestamp, served as its date' };
        return { type: 'string' };
      }
      if (prof.allDates) {
        return d.kind === 'text' || d.kind === 'unknown'
          ? { type: 'date', note: 'text holding dates, served as dates' }
          : { type: 'date' };
      }
      if (prof.allTimestamps) return { ...stamp, note: 'a timestamp, served as its date' };
      if (d.kind === 'unknown' && prof.allNumbers) {
        return prof.allIntegers ? { type: 'integer' } : { type: 'decimal' };
      }
      if (!key && prof.flag) {
        return {
          type: 'enum',
          enumValues: yesNo(prof.flag.yes, prof.flag.no),
          note: `yes/no stored as '${prof.flag.yes}'/'${prof.flag.no}'`,
        };
      }
      return { type: 'string' };
    }
    case 'skip':
      return { type: 'string' };
  }
}

function unitOf(
  type: PropertyDefinition['type'],
  words: readonly string[],
): PropertyUnit | undefined {
  if (type !== 'integer' && type !== 'decimal') return undefined;
  if (words.includes('days')) return 'days';
  if (words.some((w) => CURRENCY_WORDS.has(w))) return 'currency';
  if (words.some((w) => QUANTITY_WORDS.has(w))) return 'quantity';
  return undefined;
}

function columnOf(table: Table, name: string): Column | undefined {
  return (
    table.columns.find((c) => c.raw.name === name) ??
    table.columns.find((c) => c.raw.name.toLowerCase() === name.toLowerCase())
  );
}

function findTable(
  all: readonly Table[],
  schema: string | undefined,
  name: string,
): Table | undefined {
  return (
    all.find(
      (t) =>
        t.raw.name === name && (schema === undefined || schema === '' || t.raw.schema === schema),
    ) ?? all.find((t) => t.raw.name.toLowerCase() === name.toLowerCase())
  );
}

function relationName(column: string, target: Table): string {
  const words = lowerWords(column);
  const stripped =
    words.at(-1) === 'id' || words.at(-1) === 'num' || words.at(-1) === 'code'
      ? words.slice(0, -1)
      : words;
  if (stripped.length === 0) return tableLabels(target.raw.name).label.toLowerCase();
  return stripped.join(' ');
}

function relationsOf(table: Table, all: readonly Table[], notes: string[]): RelationDefinition[] {
  const out: RelationDefinition[] = [];
  const from = new Set<string>();
  const add = (column: Column, target: Table, targetColumn: Column): void => {
    const property = column.property?.name;
    const targetProperty = targetColumn.property?.name;
    if (!property || !targetProperty || from.has(property)) return;
    from.add(property);
    out.push({
      property,
      targetIdo: target.idoName,
      targetProperty,
      name: relationName(column.raw.name, target),
    });
  };
  for (const fk of table.raw.foreignKeys) {
    const target = findTable(all, fk.targetSchema, fk.targetTable);
    if (!target) {
      notes.push(
        `${tableText(table.raw)}: relation on ${fk.columns.join(', ')} to ${fk.targetTable} left out (the target is not served)`,
      );
      continue;
    }
    if (fk.columns.length !== 1) {
      notes.push(
        `${tableText(table.raw)}: relation on ${fk.columns.join(', ')} to ${target.idoName} left out (relations link one property)`,
      );
      continue;
    }
    const targetColumns = fk.targetColumns.length > 0 ? fk.targetColumns : target.key;
    const column = columnOf(table, fk.columns[0]);
    const targetColumn = columnOf(target, targetColumns[0]);
    if (column && targetColumn) add(column, target, targetColumn);
  }
  if (table.raw.foreignKeys.length > 0) return out;
  // No declared foreign keys (views, MyISAM, reporting copies): link by name.
  for (const column of table.columns) {
    if (table.key.length === 1 && table.key[0] === column.raw.name && table.raw.kind === 'table')
      continue;
    const words = lowerWords(column.raw.name);
    for (const target of all) {
      // Only tables are linked to by name: a view showing the same key is not what it means.
      if (target === table || target.key.length !== 1 || target.raw.kind !== 'table') continue;
      const key = columnOf(target, target.key[0]);
      if (!key || key.property?.type !== column.property?.type) continue;
      const keyWords = lowerWords(key.raw.name);
      const sameName =
        !GENERIC_KEYS.has(keyWords.join(' ')) && keyWords.join(' ') === words.join(' ');
      const singular = tableLabels(target.raw.name).label.toLowerCase().split(' ');
      const idOfTable =
        GENERIC_KEYS.has(keyWords.join(' ')) &&
        words.length === singular.length + 1 &&
        words.at(-1) === keyWords.join(' ') &&
        words.slice(0, -1).join(' ') === singular.join(' ');
      if (sameName || idOfTable) {
        add(column, target, key);
        break;
      }
    }
  }
  return out;
}

function definitionOf(table: Table, all: readonly Table[], notes: string[]): IdoDefinition {
  const { label, pluralLabel } = tableLabels(table.raw.name);
  const properties = table.columns
    .map((c) => c.property)
    .filter((p): p is PropertyDefinition => !!p);
  const keys = table.key
    .map((k) => columnOf(table, k)?.property?.name)
    .filter((n): n is string => !!n);
  const named = labelColumn(table)?.property?.name;
  const defaults: string[] = [...keys];
  if (named && !defaults.includes(named)) defaults.push(named);
  for (const c of table.columns) {
    if (defaults.length >= MAX_DEFAULT_PROPERTIES) break;
    const p = c.property;
    if (!p || defaults.includes(p.name) || c.profile.averageLength > LONG_TEXT) continue;
    defaults.push(p.name);
  }
  const synonyms = [...new Set([label.toLowerCase(), pluralLabel.toLowerCase()])];
  return {
    name: table.idoName,
    label,
    pluralLabel,
    description: `${table.raw.kind === 'view' ? 'View' : 'Table'} "${tableText(table.raw)}"${table.keyNote ? `; ${table.keyNote}` : ''}`,
    synonyms,
    properties,
    defaultProperties: defaults,
    relations: relationsOf(table, all, notes),
  };
}
