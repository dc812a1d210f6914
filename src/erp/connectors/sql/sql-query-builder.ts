import { Expression, expressionBuilder, sql, SqlBool } from 'kysely';
import type { CatalogIdo } from '../../catalog/catalog-ido';
import type { PropertyDefinition } from '../../catalog/catalog.types';
import type { ErpValue, SortDirection } from '../../load-request';
import type {
  ConnectorAggregate,
  ConnectorCount,
  ConnectorLoad,
  ConnectorOrder,
} from '../erp-connector.port';
import { FALSE } from './derived-sql';
import type { AnyDb, SqlDialect } from './sql-dialect';
import { SqlExpressions } from './sql-expressions';
import type { SqlQuery } from './sql-session';
import type { SqlTableMap } from './sql-table-map';

/** Output column names: positional, so no table column name can collide with or break them. */
const out = (prefix: string, i: number): string => `_${prefix}${i}`;

/**
 * Builds the statements of the `sql` connector with Kysely and compiles them for the dialect:
 * a page (keyset after a bookmark), a count, grouped aggregates. NULL sorts lowest on every
 * database, so keyset paging and results match the demo connector's.
 */
export class SqlQueryBuilder {
  private readonly x: SqlExpressions;
  private readonly eb = expressionBuilder<AnyDb, never>();

  constructor(
    private readonly dialect: SqlDialect,
    map: SqlTableMap,
    ido: CatalogIdo,
    today: string,
  ) {
    this.x = new SqlExpressions(dialect, map, ido, today);
  }

  load(request: ConnectorLoad): { query: SqlQuery; columns: PropertyDefinition[] } {
    const columns: PropertyDefinition[] = [...request.properties];
    for (const o of request.orderBy) if (!columns.includes(o.property)) columns.push(o.property);
    let q = this.dialect.db
      .selectFrom(this.x.from() as never)
      .select(columns.map((p, i) => sql`${this.x.value(p)}`.as(out('c', i))));
    if (request.distinct) q = q.distinct();
    const conditions: Array<Expression<SqlBool>> = [];
    if (request.filter) conditions.push(this.x.filter(request.filter));
    if (request.after) conditions.push(this.keyset(request.orderBy, request.after));
    if (conditions.length > 0) q = q.where(this.eb.and(conditions));
    for (const o of request.orderBy) {
      // By output column: identical to the select item, so DISTINCT accepts it everywhere.
      q = q.orderBy(sql.id(out('c', columns.indexOf(o.property))), (ob) =>
        this.direction(ob, o.direction),
      );
    }
    return { query: q.limit(request.limit).compile(), columns };
  }

  count(request: ConnectorCount): SqlQuery {
    const where = request.filter ? this.x.filter(request.filter) : undefined;
    if (request.distinct && request.distinct.length > 0) {
      let inner = this.dialect.db
        .selectFrom(this.x.from() as never)
        .select(request.distinct.map((p, i) => sql`${this.x.value(p)}`.as(out('c', i))))
        .distinct();
      if (where) inner = inner.where(where);
      return this.dialect.db
        .selectFrom(inner.as('d'))
        .select(sql<number>`count(*)`.as('n'))
        .compile();
    }
    let q = this.dialect.db
      .selectFrom(this.x.from() as never)
      .select(sql<number>`count(*)`.as('n'));
    if (where) q = q.where(where);
    return q.compile();
  }

  aggregate(request: ConnectorAggregate): { rows: SqlQuery; groups: SqlQuery | null } {
    const where = request.filter ? this.x.filter(request.filter) : undefined;
    const groups = request.groupBy.map((p, i) => sql`${this.x.value(p)}`.as(out('g', i)));
    const measures = request.measures.map((m, i) => {
      if (!m.property) return sql<number>`count(*)`.as(out('m', i));
      const fn = sql.raw(m.fn);
      return sql<number>`${fn}(${this.x.value(m.property)})`.as(out('m', i));
    });
    // GROUP BY the select items by position: a derived group's bound values appear once.
    const positions = groups.map((_, i) => sql.raw(String(i + 1)));
    let q = this.dialect.db.selectFrom(this.x.from() as never).select([...groups, ...measures]);
    if (where) q = q.where(where);
    if (positions.length > 0) q = q.groupBy(positions);
    const order: Array<[string, SortDirection]> = request.orderBy.map((o) =>
      'measure' in o ? [out('m', o.measure), o.direction] : [out('g', o.group), o.direction],
    );
    // Group columns last, so that ties come out in the same order every time.
    groups.forEach((_, i) => order.push([out('g', i), 'asc']));
    for (const [column, direction] of order) {
      q = q.orderBy(sql.id(column), (ob) => this.direction(ob, direction));
    }
    const rows = q.limit(request.limit).compile();
    if (positions.length === 0) return { rows, groups: null };
    let inner = this.dialect.db
      .selectFrom(this.x.from() as never)
      .select(groups)
      .groupBy(positions);
    if (where) inner = inner.where(where);
    const count = this.dialect.db
      .selectFrom(inner.as('g'))
      .select(sql<number>`count(*)`.as('n'))
      .compile();
    return { rows, groups: count };
  }

  private direction<T extends { asc(): T; desc(): T; nullsFirst(): T; nullsLast(): T }>(
    ob: T,
    direction: SortDirection,
  ): T {
    if (!this.dialect.explicitNulls) return direction === 'desc' ? ob.desc() : ob.asc();
    return direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsFirst();
  }

  /**
   * Rows strictly after `after` in the total order. With one direction and no NULL involved, a
   * row-value comparison the database answers from an index; otherwise the expanded
   * lexicographic form, with NULL lowest.
   */
  private keyset(
    orderBy: readonly ConnectorOrder[],
    after: readonly ErpValue[],
  ): Expression<SqlBool> {
    const eb = this.eb;
    const values = orderBy.map((o) => this.x.value(o.property));
    const bound = orderBy.map((o, i) =>
      after[i] === null ? null : this.x.bind(o.property, after[i]),
    );
    const uniform = orderBy.every((o) => o.direction === orderBy[0].direction);
    const nullable = orderBy.some((o, i) => o.property.nullable === true || after[i] === null);
    if (uniform && !nullable) {
      const op = orderBy[0].direction === 'desc' ? sql.raw('<') : sql.raw('>');
      return sql<SqlBool>`(${sql.join(values)}) ${op} (${sql.join(bound)})`;
    }
    const disjuncts: Array<Expression<SqlBool>> = [];
    for (let i = 0; i < orderBy.length; i += 1) {
      const beyond = this.beyond(values[i], orderBy[i].direction, bound[i]);
      if (!beyond) continue;
      const equalities = values
        .slice(0, i)
        .map((v, j) => (bound[j] === null ? eb(v, 'is', null) : eb(v, '=', eb.val(bound[j]))));
      disjuncts.push(eb.and([...equalities, beyond]));
    }
    return disjuncts.length === 0 ? FALSE : eb.or(disjuncts);
  }

  private beyond(
    value: Expression<unknown>,
    direction: SortDirection,
    bound: unknown,
  ): Expression<SqlBool> | null {
    const eb = this.eb;
    if (direction === 'asc') {
      return bound === null ? eb(value, 'is not', null) : eb(value, '>', eb.val(bound));
    }
    if (bound === null) return null;
    return eb.or([eb(value, '<', eb.val(bound)), eb(value, 'is', null)]);
  }
}
