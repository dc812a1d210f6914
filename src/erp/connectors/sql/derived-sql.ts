import { Expression, sql, SqlBool } from 'kysely';
import type {
  ArithmeticDerivation,
  DaysPastDerivation,
  DerivedDefinition,
  PropertyDefinition,
  RollupDerivation,
} from '../../catalog/catalog.types';
import { DERIVED_EXTRA_DECIMALS, derivedMayBeNull } from '../../catalog/derived-definition';
import { filterProperties } from '../../filter/filter-ast';
import type { ComparisonOperator, FilterNode, LiteralValue } from '../../filter/filter-ast';
import { addDays } from '../../iso-date';
import type { SqlDialect } from './sql-dialect';

/**
 * THE SEAM where the SQL of derived properties plugs into the `sql` connector. A derived
 * property's kind (`DerivedDefinition['kind']`) maps to one `DerivedSqlCompiler`; the connector
 * asks it for the property's value as an expression and, optionally, for an index-friendly form
 * of a comparison. Everything it builds is a Kysely expression with bound values.
 *
 * Three kinds (catalog.types.ts): `daysPast`, `arithmetic`, `rollup`; each is one entry of
 * DERIVED_SQL (the `Record` over every kind makes a missing entry a compile error). A roll-up
 * reads the related IDO's table under a fresh alias through `DerivedSqlContext.related`,
 * correlated to the outer row through `value` (always qualified with the outer alias).
 */
export interface DerivedSqlContext {
  readonly dialect: SqlDialect;
  /** Today, YYYY-MM-DD, from the injected clock; bind it, never inline it. */
  readonly today: string;
  /** The value of another property of the same IDO (stored or derived). */
  value(property: string): Expression<unknown>;
  /** A literal as the property's column stores it (0/1 numbers, booleans). */
  bind(property: string, value: LiteralValue): unknown;
  /** A property of this IDO (the catalog validated every name a definition uses). */
  property(name: string): PropertyDefinition;
  /**
   * The checked condition of a derived property of this IDO, parsed once when the catalog was
   * composed: `when` (over this IDO) or a roll-up's `where` (over the related IDO).
   */
  conditionOf(property: string): FilterNode | undefined;
  /** A checked filter over this IDO, compiled. */
  filter(node: FilterNode): Expression<SqlBool>;
  /** A fresh table alias for a subquery, unique within the statement. */
  alias(): string;
  /**
   * Another IDO's table (aliased `alias`) and the values of its properties (stored or derived),
   * for correlated subqueries (roll-ups, possibly onto the same IDO): `context` compiles in the
   * related IDO's terms. The outer row's values stay qualified with their own alias.
   */
  related(
    ido: string,
    alias: string,
  ): {
    from: Expression<unknown>;
    value(property: string): Expression<unknown>;
    context: DerivedSqlContext;
  };
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

/** Whether a property's value may be null: a nullable stored one, or a min/max roll-up. */
function nullable(p: PropertyDefinition): boolean {
  return p.derived ? derivedMayBeNull(p) : p.nullable === true;
}

/** A boolean that is NULL where it is unknown, as false. Valid on SQLite, PostgreSQL, MariaDB. */
function known(e: Expression<SqlBool>): Expression<SqlBool> {
  return sql<SqlBool>`COALESCE(${e}, ${FALSE})`;
}

/** The condition of `prop` (its `when`) as a boolean that is never NULL; undefined when none. */
function condition(
  prop: PropertyDefinition,
  ctx: DerivedSqlContext,
): Expression<SqlBool> | undefined {
  const tree = ctx.conditionOf(prop.name);
  if (!tree) return undefined;
  const compiled = ctx.filter(tree);
  const mayBeNull = filterProperties(tree).some((name) => nullable(ctx.property(name)));
  return mayBeNull ? known(compiled) : compiled;
}

function and(parts: readonly Expression<SqlBool>[]): Expression<SqlBool> {
  return parts.length === 1 ? parts[0] : sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/** A roll-up's `FROM <table> AS rN WHERE <match> AND (<where>)` and the related context. */
function rollupBody(
  prop: PropertyDefinition,
  d: RollupDerivation,
  ctx: DerivedSqlContext,
): { body: Expression<unknown>; inner: DerivedSqlContext } {
  const alias = ctx.alias();
  const rel = ctx.related(d.ido, alias);
  const conditions: Expression<SqlBool>[] = d.match.map(
    (m) => sql<SqlBool>`${rel.value(m.property)} = ${ctx.value(m.equals)}`,
  );
  const where = ctx.conditionOf(prop.name);
  if (where) conditions.push(sql<SqlBool>`(${rel.context.filter(where)})`);
  return {
    body: sql`FROM ${rel.from} WHERE ${sql.join(conditions, sql` AND `)}`,
    inner: rel.context,
  };
}

/**
 * `prop <= bound` as a boolean that is never NULL (false where the value is null); for the
 * earliest of some related records, an EXISTS over them that their index answers.
 */
function atMostValue(
  prop: PropertyDefinition,
  bound: string,
  ctx: DerivedSqlContext,
): Expression<SqlBool> {
  const d = prop.derived;
  if (d?.kind === 'rollup' && d.fn === 'min' && d.property) {
    const { body, inner } = rollupBody(prop, d, ctx);
    const le = atMostValue(inner.property(d.property), bound, inner);
    return sql<SqlBool>`EXISTS (SELECT 1 ${body} AND ${le})`;
  }
  const le = sql<SqlBool>`${ctx.value(prop.name)} <= ${bound}`;
  return nullable(prop) ? known(le) : le;
}

/** `days >= k` for a whole k: open and dated at least k days ago. Never NULL. */
function atLeast(
  prop: PropertyDefinition,
  d: DaysPastDerivation,
  k: number,
  ctx: DerivedSqlContext,
): Expression<SqlBool> {
  if (k <= 0) return TRUE;
  if (k > MAX_DAYS_BACK) return FALSE;
  const dated = atMostValue(ctx.property(d.dateProperty), addDays(ctx.today, -k), ctx);
  const when = condition(prop, ctx);
  return sql<SqlBool>`(${when ? and([when, dated]) : dated})`;
}

/** `days <= k`; atLeast is never NULL, so NOT is exact. */
function atMost(
  prop: PropertyDefinition,
  d: DaysPastDerivation,
  k: number,
  ctx: DerivedSqlContext,
): Expression<SqlBool> {
  if (k < 0) return FALSE;
  const above = atLeast(prop, d, k + 1, ctx);
  return above === TRUE ? FALSE : sql<SqlBool>`NOT (${above})`;
}

/**
 * `daysPast` (SPEC §8): whole days since the (stored or derived) date while `when` holds, else
 * 0; a null date counts 0. Comparisons with a number become ranges on the date
 * (`DaysOverdue > 30` is `<when> AND DueDate <= today − 31`), as in the demo connector.
 */
export const DAYS_PAST_SQL: DerivedSqlCompiler<DaysPastDerivation> = {
  expression(prop, d, ctx) {
    const date = ctx.value(d.dateProperty);
    const days = ctx.dialect.daysBetween(date, sql`${ctx.today}`);
    const when = condition(prop, ctx);
    const test = sql<SqlBool>`${date} < ${ctx.today}`;
    return sql<number>`(CASE WHEN ${when ? and([when, test]) : test} THEN ${days} ELSE 0 END)`;
  },
  compare(prop, d, op, n, ctx) {
    switch (op) {
      case '>':
        return atLeast(prop, d, Math.floor(n) + 1, ctx);
      case '>=':
        return atLeast(prop, d, Math.ceil(n), ctx);
      case '<':
        return atMost(prop, d, Math.ceil(n) - 1, ctx);
      case '<=':
        return atMost(prop, d, Math.floor(n), ctx);
      case '=':
        if (!Number.isInteger(n) || n < 0) return FALSE;
        return sql<SqlBool>`(${atLeast(prop, d, n, ctx)} AND ${atMost(prop, d, n, ctx)})`;
      case '<>': {
        const equal = this.compare?.(prop, d, '=', n, ctx) ?? FALSE;
        return sql<SqlBool>`NOT (${equal})`;
      }
    }
  },
};

const OPERATORS: Readonly<Record<ArithmeticDerivation['op'], string>> = {
  add: ' + ',
  subtract: ' - ',
  multiply: ' * ',
};

/** `arithmetic`: the operands folded left (a null one as 0); 0 while `when` does not hold. */
export const ARITHMETIC_SQL: DerivedSqlCompiler<ArithmeticDerivation> = {
  expression(prop, d, ctx) {
    const operands = d.operands.map((name) => {
      const e = ctx.value(name);
      return nullable(ctx.property(name)) ? sql`COALESCE(${e}, 0)` : e;
    });
    const exact = sql`(${sql.join(operands, sql.raw(OPERATORS[d.op]))})`;
    const folded =
      prop.scale === undefined
        ? exact
        : ctx.dialect.round(exact, prop.scale + DERIVED_EXTRA_DECIMALS);
    const when = condition(prop, ctx);
    return when ? sql`(CASE WHEN ${when} THEN ${folded} ELSE 0 END)` : folded;
  },
};

/**
 * `rollup`: a correlated subquery on the related IDO's table under a fresh alias; `sum` and
 * `count` of nothing are 0, `min`/`max` of nothing NULL.
 */
export const ROLLUP_SQL: DerivedSqlCompiler<RollupDerivation> = {
  expression(prop, d, ctx) {
    const { body, inner } = rollupBody(prop, d, ctx);
    if (d.fn === 'count') return sql`(SELECT count(*) ${body})`;
    const value = inner.value(d.property ?? '');
    const select = sql`(SELECT ${sql.raw(d.fn)}(${value}) ${body})`;
    return d.fn === 'sum' ? sql`COALESCE(${select}, 0)` : select;
  },
};

/** One compiler per kind of derived property. */
export const DERIVED_SQL: {
  [K in DerivedDefinition['kind']]: DerivedSqlCompiler<Extract<DerivedDefinition, { kind: K }>>;
} = {
  daysPast: DAYS_PAST_SQL,
  arithmetic: ARITHMETIC_SQL,
  rollup: ROLLUP_SQL,
};

export function derivedCompiler(d: DerivedDefinition): DerivedSqlCompiler<DerivedDefinition> {
  return DERIVED_SQL[d.kind];
}
