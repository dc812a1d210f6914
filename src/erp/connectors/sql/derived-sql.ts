import { Expression, sql, SqlBool } from 'kysely';
import type {
  DaysPastDerivation,
  DerivedDefinition,
  PropertyDefinition,
} from '../../catalog/catalog.types';
import type { ComparisonOperator, LiteralValue } from '../../filter/filter-ast';
import { addDays } from '../../iso-date';
import type { SqlDialect } from './sql-dialect';

/**
 * THE SEAM where the SQL of derived properties plugs into the `sql` connector. A derived
 * property's kind (`DerivedDefinition['kind']`) maps to one `DerivedSqlCompiler`; the connector
 * asks it for the property's value as an expression and, optionally, for an index-friendly form
 * of a comparison. Everything it builds is a Kysely expression with bound values.
 *
 * Today there is one kind, `daysPast`. The catalog's derived properties are being redesigned as
 * declarative expressions with roll-ups across relations; their compiler plugs in here as one
 * more entry of DERIVED_SQL (the `Record` over every kind makes a missing entry a compile
 * error). A roll-up needs the related IDO's table and columns: `DerivedSqlContext.related`
 * gives exactly that, correlated to the outer row through `value`.
 */
export interface DerivedSqlContext {
  readonly dialect: SqlDialect;
  /** Today, YYYY-MM-DD, from the injected clock; bind it, never inline it. */
  readonly today: string;
  /** The value of another property of the same IDO (stored or derived). */
  value(property: string): Expression<unknown>;
  /** A literal as the property's column stores it (0/1 numbers, booleans). */
  bind(property: string, value: LiteralValue): unknown;
  /**
   * Another IDO's table (aliased `alias`) and the columns of its properties, for correlated
   * subqueries (roll-ups across a relation). Unused by `daysPast`.
   */
  related(
    ido: string,
    alias: string,
  ): { from: Expression<unknown>; value(property: string): Expression<unknown> };
}

export interface DerivedSqlCompiler<D extends DerivedDefinition> {
  /** The property's value. */
  expression(prop: PropertyDefinition, derived: D, ctx: DerivedSqlContext): Expression<unknown>;
  /**
   * `prop op n` in a form the database can answer from indexes, or undefined to compare the
   * value expression itself.
   */
  compare?(
    prop: PropertyDefinition,
    derived: D,
    op: ComparisonOperator,
    n: number,
    ctx: DerivedSqlContext,
  ): Expression<SqlBool> | undefined;
}

export const TRUE = sql<SqlBool>`1 = 1`;
export const FALSE = sql<SqlBool>`1 = 0`;

/** No stored date lies two thousand years back; keeps the bound a valid ISO date. */
const MAX_DAYS_BACK = 700_000;

function open(d: DaysPastDerivation, ctx: DerivedSqlContext): Expression<SqlBool> {
  const values = d.openValues.map((v) => ctx.bind(d.statusProperty, v));
  return sql<SqlBool>`${ctx.value(d.statusProperty)} IN (${sql.join(values)})`;
}

/** `days >= k` for a whole k: open and due at least k days ago. */
function atLeast(d: DaysPastDerivation, k: number, ctx: DerivedSqlContext): Expression<SqlBool> {
  if (k <= 0) return TRUE;
  if (k > MAX_DAYS_BACK) return FALSE;
  const bound = addDays(ctx.today, -k);
  return sql<SqlBool>`(${open(d, ctx)} AND ${ctx.value(d.dateProperty)} <= ${bound})`;
}

/** `days <= k`; status and date are stored and non-null (the catalog checks it), so NOT is exact. */
function atMost(d: DaysPastDerivation, k: number, ctx: DerivedSqlContext): Expression<SqlBool> {
  if (k < 0) return FALSE;
  const above = atLeast(d, k + 1, ctx);
  return above === TRUE ? FALSE : sql<SqlBool>`NOT (${above})`;
}

/**
 * `daysPast` (SPEC §8): whole days since `dateProperty` while `statusProperty` is open, else 0.
 * Comparisons with a number become ranges on the stored date (`DaysOverdue > 30` is
 * `Stat IN (…) AND DueDate <= today − 31`), as in the demo connector.
 */
export const DAYS_PAST_SQL: DerivedSqlCompiler<DaysPastDerivation> = {
  expression(_prop, d, ctx) {
    const date = ctx.value(d.dateProperty);
    const days = ctx.dialect.daysBetween(date, sql`${ctx.today}`);
    return sql<number>`(CASE WHEN ${open(d, ctx)} AND ${date} < ${ctx.today} THEN ${days} ELSE 0 END)`;
  },
  compare(_prop, d, op, n, ctx) {
    switch (op) {
      case '>':
        return atLeast(d, Math.floor(n) + 1, ctx);
      case '>=':
        return atLeast(d, Math.ceil(n), ctx);
      case '<':
        return atMost(d, Math.ceil(n) - 1, ctx);
      case '<=':
        return atMost(d, Math.floor(n), ctx);
      case '=':
        if (!Number.isInteger(n) || n < 0) return FALSE;
        return sql<SqlBool>`(${atLeast(d, n, ctx)} AND ${atMost(d, n, ctx)})`;
      case '<>': {
        const equal = this.compare?.(_prop, d, '=', n, ctx) ?? FALSE;
        return sql<SqlBool>`NOT (${equal})`;
      }
    }
  },
};

/** One compiler per kind of derived property. */
export const DERIVED_SQL: {
  [K in DerivedDefinition['kind']]: DerivedSqlCompiler<Extract<DerivedDefinition, { kind: K }>>;
} = {
  daysPast: DAYS_PAST_SQL,
};

export function derivedCompiler(d: DerivedDefinition): DerivedSqlCompiler<DerivedDefinition> {
  return DERIVED_SQL[d.kind];
}
