import type { SqlSession } from './sql-session';

/** One column as the database declares it. */
export interface RawColumn {
  name: string;
  /** The declared type, lower case ('numeric(10,2)', 'character varying(40)', '' in SQLite). */
  type: string;
  nullable: boolean;
  /** Values of a native enum type (PostgreSQL enum, MySQL ENUM). */
  enumValues?: string[];
}

export interface RawForeignKey {
  columns: string[];
  targetSchema?: string;
  targetTable: string;
  /** Empty in SQLite when the key refers to the target's primary key implicitly. */
  targetColumns: string[];
}

export interface RawTable {
  schema?: string;
  name: string;
  kind: 'table' | 'view';
  columns: RawColumn[];
  primaryKey: string[];
  /** Other unique column sets (unique constraints or indexes). */
  unique: string[][];
  foreignKeys: RawForeignKey[];
  /** CHECK constraint texts, for `col IN ('a', 'b')` enumerations. */
  checks: string[];
}

/** A catalog cell as text (they are names, types and flags: strings, numbers, booleans). */
const text = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : v === null || v === undefined
        ? ''
        : JSON.stringify(v);

function group<T>(rows: unknown[][], key: (row: unknown[]) => string, make: (row: unknown[]) => T) {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    out.set(k, [...(out.get(k) ?? []), make(row)]);
  }
  return out;
}

const tableKey = (schema: string | undefined, name: string): string =>
  `${schema ?? ''}\u0000${name}`;

/** Postgres arrays come parsed (name[]), but be lenient with the `{a,b}` text form too. */
function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const t = text(value);
  if (t.startsWith('{') && t.endsWith('}')) {
    return t
      .slice(1, -1)
      .split(',')
      .filter(Boolean)
      .map((s) => s.replace(/^"|"$/g, ''));
  }
  return [];
}

async function readPostgres(session: SqlSession, schemas: readonly string[]): Promise<RawTable[]> {
  const only = schemas.length > 0;
  const schemaFilter = only
    ? 'n.nspname = ANY($1)'
    : "n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'";
  const params = only ? [schemas] : [];
  const relations = await session.query({
    sql: `SELECT n.nspname, c.relname, c.relkind FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'v', 'm', 'p', 'f') AND NOT c.relispartition
        AND has_table_privilege(c.oid, 'SELECT') AND ${schemaFilter}
      ORDER BY n.nspname, c.relname`,
    parameters: params,
  });
  const columns = await session.query({
    sql: `SELECT n.nspname, c.relname, a.attname, lower(format_type(a.atttypid, a.atttypmod)),
        NOT a.attnotnull, t.typtype,
        ARRAY(SELECT e.enumlabel::text FROM pg_enum e WHERE e.enumtypid = a.atttypid ORDER BY e.enumsortorder)
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_type t ON t.oid = a.atttypid
      WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'v', 'm', 'p', 'f')
        AND ${schemaFilter}
      ORDER BY n.nspname, c.relname, a.attnum`,
    parameters: params,
  });
  const constraints = await session.query({
    sql: `SELECT n.nspname, c.relname, con.contype, con.conname,
        ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(num, i)
              JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num ORDER BY k.i),
        fn.nspname, fc.relname,
        ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(num, i)
              JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num ORDER BY k.i),
        pg_get_constraintdef(con.oid)
      FROM pg_constraint con
      JOIN pg_class c ON c.oid = con.conrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_class fc ON fc.oid = con.confrelid
      LEFT JOIN pg_namespace fn ON fn.oid = fc.relnamespace
      WHERE con.contype IN ('p', 'u', 'f', 'c') AND ${schemaFilter}
      ORDER BY n.nspname, c.relname, con.conname`,
    parameters: params,
  });
  const byTable = group(
    columns.rows,
    (r) => tableKey(text(r[0]), text(r[1])),
    (r): RawColumn => {
      const values = r[5] === 'e' ? list(r[6]) : [];
      return {
        name: text(r[2]),
        type: text(r[3]),
        nullable: r[4] === true,
        ...(values.length > 0 ? { enumValues: values } : {}),
      };
    },
  );
  const cons = group(
    constraints.rows,
    (r) => tableKey(text(r[0]), text(r[1])),
    (r) => ({
      type: text(r[2]),
      columns: list(r[4]),
      targetSchema: text(r[5]),
      targetTable: text(r[6]),
      targetColumns: list(r[7]),
      def: text(r[8]),
    }),
  );
  return relations.rows.map((r) => {
    const schema = text(r[0]);
    const name = text(r[1]);
    const mine = cons.get(tableKey(schema, name)) ?? [];
    return {
      schema,
      name,
      kind: r[2] === 'v' || r[2] === 'm' ? 'view' : 'table',
      columns: byTable.get(tableKey(schema, name)) ?? [],
      primaryKey: mine.find((c) => c.type === 'p')?.columns ?? [],
      unique: mine.filter((c) => c.type === 'u').map((c) => c.columns),
      foreignKeys: mine
        .filter((c) => c.type === 'f')
        .map((c) => ({
          columns: c.columns,
          targetSchema: c.targetSchema,
          targetTable: c.targetTable,
          targetColumns: c.targetColumns,
        })),
      checks: mine.filter((c) => c.type === 'c').map((c) => c.def),
    };
  });
}

async function readMysql(session: SqlSession): Promise<RawTable[]> {
  const tables = await session.query({
    sql: `SELECT TABLE_NAME, TABLE_TYPE FROM information_schema.TABLES
      WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME`,
    parameters: [],
  });
  const columns = await session.query({
    sql: `SELECT TABLE_NAME, COLUMN_NAME, LOWER(COLUMN_TYPE), IS_NULLABLE, LOWER(DATA_TYPE)
      FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE()
      ORDER BY TABLE_NAME, ORDINAL_POSITION`,
    parameters: [],
  });
  const keys = await session.query({
    sql: `SELECT k.TABLE_NAME, k.CONSTRAINT_NAME, tc.CONSTRAINT_TYPE, k.COLUMN_NAME,
        k.REFERENCED_TABLE_NAME, k.REFERENCED_COLUMN_NAME
      FROM information_schema.KEY_COLUMN_USAGE k
      JOIN information_schema.TABLE_CONSTRAINTS tc
        ON tc.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA AND tc.TABLE_NAME = k.TABLE_NAME
        AND tc.CONSTRAINT_NAME = k.CONSTRAINT_NAME
      WHERE k.TABLE_SCHEMA = DATABASE()
      ORDER BY k.TABLE_NAME, k.CONSTRAINT_NAME, k.ORDINAL_POSITION`,
    parameters: [],
  });
  // MariaDB lists CHECK constraints with their table; MySQL 8 without (joined by name there).
  const checks = await session
    .query({
      sql: `SELECT TABLE_NAME, CHECK_CLAUSE FROM information_schema.CHECK_CONSTRAINTS
        WHERE CONSTRAINT_SCHEMA = DATABASE() ORDER BY TABLE_NAME, CONSTRAINT_NAME`,
      parameters: [],
    })
    .catch(() =>
      session.query({
        sql: `SELECT tc.TABLE_NAME, cc.CHECK_CLAUSE FROM information_schema.TABLE_CONSTRAINTS tc
          JOIN information_schema.CHECK_CONSTRAINTS cc
            ON cc.CONSTRAINT_SCHEMA = tc.CONSTRAINT_SCHEMA AND cc.CONSTRAINT_NAME = tc.CONSTRAINT_NAME
          WHERE tc.TABLE_SCHEMA = DATABASE() AND tc.CONSTRAINT_TYPE = 'CHECK'
          ORDER BY tc.TABLE_NAME, tc.CONSTRAINT_NAME`,
        parameters: [],
      }),
    )
    .catch(() => ({ columns: [], rows: [] as unknown[][] }));
  const byTable = group(
    columns.rows,
    (r) => text(r[0]),
    (r): RawColumn => {
      const type = text(r[2]);
      const enumMatch = /^enum\((.*)\)$/.exec(type);
      const values = enumMatch ? quotedList(enumMatch[1]) : [];
      return {
        name: text(r[1]),
        type,
        nullable: text(r[3]).toUpperCase() === 'YES',
        ...(values.length > 0 ? { enumValues: values } : {}),
      };
    },
  );
  const constraints = new Map<string, Map<string, { type: string; rows: unknown[][] }>>();
  for (const r of keys.rows) {
    const table = text(r[0]);
    const perTable =
      constraints.get(table) ?? new Map<string, { type: string; rows: unknown[][] }>();
    constraints.set(table, perTable);
    const entry = perTable.get(text(r[1])) ?? { type: text(r[2]), rows: [] };
    entry.rows.push(r);
    perTable.set(text(r[1]), entry);
  }
  const checksByTable = group(
    checks.rows,
    (r) => text(r[0]),
    (r) => text(r[1]),
  );
  return tables.rows.map((r) => {
    const name = text(r[0]);
    const mine = [...(constraints.get(name)?.values() ?? [])];
    return {
      name,
      kind: text(r[1]).toUpperCase().includes('VIEW') ? 'view' : 'table',
      columns: byTable.get(name) ?? [],
      primaryKey: mine.find((c) => c.type === 'PRIMARY KEY')?.rows.map((k) => text(k[3])) ?? [],
      unique: mine.filter((c) => c.type === 'UNIQUE').map((c) => c.rows.map((k) => text(k[3]))),
      foreignKeys: mine
        .filter((c) => c.type === 'FOREIGN KEY')
        .map((c) => ({
          columns: c.rows.map((k) => text(k[3])),
          targetTable: text(c.rows[0][4]),
          targetColumns: c.rows.map((k) => text(k[5])),
        })),
      checks: checksByTable.get(name) ?? [],
    };
  });
}

async function readSqlite(session: SqlSession): Promise<RawTable[]> {
  const tables = await session.query({
    sql: `SELECT type, name, sql FROM sqlite_master
      WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
      ORDER BY name`,
    parameters: [],
  });
  const out: RawTable[] = [];
  for (const t of tables.rows) {
    const name = text(t[1]);
    const info = await session.query({
      sql: 'SELECT name, lower(type), "notnull", pk FROM pragma_table_info(?) ORDER BY cid',
      parameters: [name],
    });
    const fks = await session.query({
      sql: 'SELECT id, "table", "from", "to" FROM pragma_foreign_key_list(?) ORDER BY id, seq',
      parameters: [name],
    });
    const indexes = await session.query({
      sql: `SELECT il.name, ii.name FROM pragma_index_list(?) il, pragma_index_info(il.name) ii
        WHERE il."unique" = 1 AND il.origin <> 'pk' ORDER BY il.name, ii.seqno`,
      parameters: [name],
    });
    const primaryKey = info.rows
      .filter((r) => Number(r[3]) > 0)
      .sort((a, b) => Number(a[3]) - Number(b[3]))
      .map((r) => text(r[0]));
    const byFk = group(
      fks.rows,
      (r) => text(r[0]),
      (r) => r,
    );
    const byIndex = group(
      indexes.rows,
      (r) => text(r[0]),
      (r) => text(r[1]),
    );
    out.push({
      name,
      kind: t[0] === 'view' ? 'view' : 'table',
      columns: info.rows.map((r) => ({
        name: text(r[0]),
        type: text(r[1]),
        nullable: Number(r[2]) === 0 && Number(r[3]) === 0,
      })),
      primaryKey,
      unique: [...byIndex.values()],
      foreignKeys: [...byFk.values()].map((rows) => ({
        columns: rows.map((r) => text(r[2])),
        targetTable: text(rows[0][1]),
        targetColumns: rows[0][3] === null ? [] : rows.map((r) => text(r[3])),
      })),
      checks: t[0] === 'table' ? checkClauses(text(t[2])) : [],
    });
  }
  return out;
}

/** `'a', 'b''c'` → ['a', "b'c"]. */
export function quotedList(body: string): string[] {
  const values: string[] = [];
  const re = /'((?:[^']|'')*)'/g;
  for (let m = re.exec(body); m; m = re.exec(body)) values.push(m[1].replace(/''/g, "'"));
  return values;
}

/** The bodies of the CHECK (…) clauses in a CREATE TABLE statement. */
export function checkClauses(createSql: string): string[] {
  const out: string[] = [];
  const re = /\bCHECK\s*\(/gi;
  for (let m = re.exec(createSql); m; m = re.exec(createSql)) {
    let depth = 1;
    let i = re.lastIndex;
    let quoted = false;
    for (; i < createSql.length && depth > 0; i += 1) {
      const ch = createSql[i];
      if (ch === "'") quoted = !quoted;
      else if (!quoted && ch === '(') depth += 1;
      else if (!quoted && ch === ')') depth -= 1;
    }
    out.push(createSql.slice(re.lastIndex, i - 1));
  }
  return out;
}

/**
 * `status IN ('open', 'closed')`, PostgreSQL's `(status = ANY (ARRAY['open'::text, …]))` or
 * MariaDB's `` `status` in ('open','closed') ``: the column and its allowed values, or null.
 */
export function enumFromCheck(check: string): { column: string; values: string[] } | null {
  const plain = check
    .replace(/^\s*CHECK\s*/i, '')
    .replace(/::[a-z ]+(\[\])?/gi, '')
    .replace(/\s+/g, ' ');
  const m =
    /^[\s(]*[`"[]?([^`"\]()\s]+|[^`"\]]+)[`"\]]?\)?\s+IN\s*\(((?:\s*'(?:[^']|'')*'\s*,?)+)\)[\s)]*$/i.exec(
      plain,
    ) ??
    /^[\s(]*[`"]?([^`"()\s]+)[`"]?\)?\s*=\s*ANY\s*\(\s*\(?\s*ARRAY\s*\[((?:\s*'(?:[^']|'')*'\s*,?)+)\]\s*\)?[\s)]*$/i.exec(
      plain,
    );
  if (!m) return null;
  const values = quotedList(m[2]);
  return values.length > 0 ? { column: m[1], values } : null;
}

/** Tables and views of the database, with their columns, keys and constraints. */
export function readSchema(
  session: SqlSession,
  schemas: readonly string[] = [],
): Promise<RawTable[]> {
  switch (session.dialect) {
    case 'postgres':
      return readPostgres(session, schemas);
    case 'mysql':
      return readMysql(session);
    case 'sqlite':
      return readSqlite(session);
  }
}
