import {
  DummyDriver,
  Expression,
  Kysely,
  MysqlAdapter,
  MysqlIntrospector,
  MysqlQueryCompiler,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  RawBuilder,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { SqlDialectName } from '../../../config/sql-url';

/** Kysely over a database whose tables are not known at compile time (they are discovered). */
export type AnyDb = Record<string, Record<string, unknown>>;

/**
 * What differs between PostgreSQL, MariaDB/MySQL and SQLite beyond quoting and placeholders
 * (which Kysely's query compilers handle): case-insensitive LIKE, dates, day arithmetic, and
 * where NULL sorts. Kysely runs here only as a query builder and compiler (its DummyDriver never
 * executes anything); the SQL sessions execute the compiled text with its bound parameters, so
 * that read-only sessions, timeouts and pool limits stay in one place we control.
 */
export interface SqlDialect {
  readonly name: SqlDialectName;
  readonly db: Kysely<AnyDb>;
  /** `ilike` on PostgreSQL, whose LIKE is case-sensitive; `like` elsewhere (already not). */
  readonly like: 'like' | 'ilike';
  /**
   * Whether NULL must be placed explicitly. The API sorts NULL lowest (first ascending, last
   * descending), as SQLite and MariaDB do by themselves; PostgreSQL does the opposite.
   */
  readonly explicitNulls: boolean;
  /**
   * Whether `\` escapes in LIKE patterns (PostgreSQL and MariaDB). The filter language has no
   * escape character, so a backslash in a pattern is doubled there to stay a literal backslash.
   */
  readonly likeBackslashEscapes: boolean;
  /** The calendar date of a timestamp (or of text starting `YYYY-MM-DD`), as a `date` value. */
  dateOf(value: Expression<unknown>): RawBuilder<string>;
  /** A value as text, for LIKE on dates and numbers. */
  asText(value: Expression<unknown>): RawBuilder<string>;
  /** Whole days from `from` (a date) to `to` (a date value, e.g. a bound 'YYYY-MM-DD'). */
  daysBetween(from: Expression<unknown>, to: Expression<unknown>): RawBuilder<number>;
  /** A number rounded to `places` decimals (PostgreSQL rounds only numeric, not float). */
  round(value: Expression<unknown>, places: number): RawBuilder<number>;
}

function compileOnly(
  adapter: () => PostgresAdapter | MysqlAdapter | SqliteAdapter,
  compiler: () => PostgresQueryCompiler | MysqlQueryCompiler | SqliteQueryCompiler,
  introspector: (
    db: Kysely<AnyDb>,
  ) => PostgresIntrospector | MysqlIntrospector | SqliteIntrospector,
): Kysely<AnyDb> {
  return new Kysely<AnyDb>({
    dialect: {
      createAdapter: adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: introspector,
      createQueryCompiler: compiler,
    },
  });
}

const POSTGRES: SqlDialect = {
  name: 'postgres',
  db: compileOnly(
    () => new PostgresAdapter(),
    () => new PostgresQueryCompiler(),
    (db) => new PostgresIntrospector(db),
  ),
  like: 'ilike',
  explicitNulls: true,
  likeBackslashEscapes: true,
  dateOf: (value) => sql<string>`CAST(${value} AS date)`,
  asText: (value) => sql<string>`CAST(${value} AS text)`,
  daysBetween: (from, to) => sql<number>`(CAST(${to} AS date) - CAST(${from} AS date))`,
  round: (value, places) => sql<number>`ROUND(CAST(${value} AS numeric), ${sql.lit(places)})`,
};

const MYSQL: SqlDialect = {
  name: 'mysql',
  db: compileOnly(
    () => new MysqlAdapter(),
    () => new MysqlQueryCompiler(),
    (db) => new MysqlIntrospector(db),
  ),
  like: 'like',
  explicitNulls: false,
  likeBackslashEscapes: true,
  dateOf: (value) => sql<string>`CAST(${value} AS DATE)`,
  asText: (value) => sql<string>`CAST(${value} AS CHAR)`,
  daysBetween: (from, to) => sql<number>`DATEDIFF(${to}, ${from})`,
  round: (value, places) => sql<number>`ROUND(${value}, ${sql.lit(places)})`,
};

const SQLITE: SqlDialect = {
  name: 'sqlite',
  db: compileOnly(
    () => new SqliteAdapter(),
    () => new SqliteQueryCompiler(),
    (db) => new SqliteIntrospector(db),
  ),
  like: 'like',
  explicitNulls: false,
  likeBackslashEscapes: false,
  // Text timestamps 'YYYY-MM-DD HH:MM:SS' (or with a T): the date is the first ten characters.
  dateOf: (value) => sql<string>`substr(${value}, 1, 10)`,
  asText: (value) => sql<string>`CAST(${value} AS TEXT)`,
  daysBetween: (from, to) => sql<number>`CAST(julianday(${to}) - julianday(${from}) AS INTEGER)`,
  round: (value, places) => sql<number>`ROUND(${value}, ${sql.lit(places)})`,
};

export function sqlDialect(name: SqlDialectName): SqlDialect {
  switch (name) {
    case 'postgres':
      return POSTGRES;
    case 'mysql':
      return MYSQL;
    case 'sqlite':
      return SQLITE;
  }
}
