import { Expression, expressionBuilder, sql, SqlBool } from 'kysely';
import type { CatalogIdo } from '../../catalog/catalog-ido';
import type { PropertyDefinition } from '../../catalog/catalog.types';
import type {
  ComparisonOperator,
  FilterNode,
  LiteralValue,
  Operand,
} from '../../filter/filter-ast';
import { derivedMayBeNull } from '../../catalog/derived-definition';
import { DerivedSqlContext, derivedCompiler, FALSE, TRUE } from './derived-sql';
import type { AnyDb, SqlDialect } from './sql-dialect';
import type { SqlTableMap, SqlTableRef } from './sql-table-map';

/** The alias of the IDO's table in every statement. */
export const ROW = 't';

const FLIPPED: Readonly<Record<ComparisonOperator, ComparisonOperator>> = {
  '=': '=',
  '<>': '<>',
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
};

/** A table reference with identifiers quoted by the dialect: spaces and any case survive. */
export function tableId(ref: SqlTableRef): Expression<unknown> {
  return ref.schema ? sql.id(ref.schema, ref.name) : sql.id(ref.name);
}

/**
 * Compiles the properties of one IDO and checked filter trees (FilterChecker ran first) to Kysely
 * expressions: identifiers from the catalog's table map, quoted by the dialect; every literal a
 * bound parameter (Kysely's `eb(…)` and `sql` tag bind values, never splice them). Derived
 * properties come from the DERIVED_SQL seam.
 */
export class SqlExpressions {
  private readonly eb = expressionBuilder<AnyDb, never>();
  private readonly derivedContext: DerivedSqlContext;

  constructor(
    readonly dialect: SqlDialect,
    private readonly map: SqlTableMap,
    readonly ido: CatalogIdo,
    readonly today: string,
    /** The alias of this IDO's table: `t` at the top, `r1`, `r2`… in roll-up subqueries. */
    private readonly alias: string = ROW,
    /** Aliases handed out within one statement, shared with nested subqueries. */
    private readonly aliases: { next: number } = { next: 1 },
  ) {
    this.derivedContext = {
      dialect,
      today,
      value: (name) => this.value(this.prop(name)),
      bind: (name, value) => this.bind(this.prop(name), value),
      property: (name) => this.prop(name),
      conditionOf: (name) => this.ido.derivedCondition(name),
      filter: (node) => this.filter(node),
      alias: () => `r${this.aliases.next++}`,
      related: (idoName, alias) => {
        const related = this.ido.related(idoName);
        if (!related) throw new Error(`sql compiler: unknown IDO ${idoName}`);
        const inner = new SqlExpressions(dialect, map, related, today, alias, this.aliases);
        return {
          from: inner.from(),
          value: (property) => inner.value(inner.prop(property)),
          context: inner.derivedContext,
        };
      },
    };
  }

  /** `FROM <table> AS t` (or this subquery's alias). */
  from(): Expression<unknown> {
    return sql`${tableId(this.map.table(this.ido))} AS ${sql.id(this.alias)}`;
  }

  /** The value of a property: its column (dates of timestamps cut to the day), or derived SQL. */
  value(prop: PropertyDefinition): Expression<unknown> {
    if (prop.derived) {
      return derivedCompiler(prop.derived).expression(prop, prop.derived, this.derivedContext);
    }
    const column = this.map.column(this.ido, prop);
    const ref = sql.id(this.alias, column.column);
    return column.stored === 'timestamp' ? this.dialect.dateOf(ref) : ref;
  }

  /** A literal as the column stores it: yes/no codes of 0/1 or boolean columns become those. */
  bind(prop: PropertyDefinition, value: LiteralValue): unknown {
    if (prop.derived) return value;
    switch (this.map.column(this.ido, prop).stored) {
      case 'number':
        return Number(value);
      case 'boolean':
        return String(value).toLowerCase() === 'true';
      case 'timestamp':
      case undefined:
        return value;
    }
  }

  filter(node: FilterNode): Expression<SqlBool> {
    const eb = this.eb;
    switch (node.kind) {
      case 'and':
        return eb.and(node.operands.map((o) => this.filter(o)));
      case 'or':
        return eb.or(node.operands.map((o) => this.filter(o)));
      case 'not':
        return eb.not(this.filter(node.operand));
      case 'compare':
        return this.compare(node.op, node.left, node.right);
      case 'like': {
        const prop = this.prop(node.target.name);
        const value = this.value(prop);
        const text = prop.type === 'string' ? value : this.dialect.asText(value);
        const raw = String(node.pattern.value);
        const pattern = this.dialect.likeBackslashEscapes ? raw.replace(/\\/g, '\\\\') : raw;
        const op = this.dialect.like;
        return eb(text, node.negated ? (op === 'like' ? 'not like' : 'not ilike') : op, pattern);
      }
      case 'in': {
        const prop = this.prop(node.target.name);
        if (prop.derived?.kind === 'daysPast') {
          const any = eb.or(
            node.values.map((v) => this.derivedCompare(prop, '=', Number(v.value))),
          );
          return node.negated ? eb.not(any) : any;
        }
        const values = node.values.map((v) => this.bind(prop, v.value));
        return eb(this.value(prop), node.negated ? 'not in' : 'in', values);
      }
      case 'between': {
        const prop = this.prop(node.target.name);
        if (
          prop.derived?.kind === 'daysPast' &&
          node.low.kind === 'literal' &&
          node.high.kind === 'literal'
        ) {
          const range = eb.and([
            this.derivedCompare(prop, '>=', Number(node.low.value)),
            this.derivedCompare(prop, '<=', Number(node.high.value)),
          ]);
          return node.negated ? eb.not(range) : range;
        }
        const range = eb.between(
          this.value(prop),
          this.operand(prop, node.low),
          this.operand(prop, node.high),
        );
        return node.negated ? eb.not(range) : range;
      }
      case 'null': {
        // A derived value that is never null needs no computing; a min/max roll-up of no
        // records really is NULL, so that one is tested.
        const prop = this.prop(node.target.name);
        if (prop.derived && !derivedMayBeNull(prop)) return node.negated ? TRUE : FALSE;
        return eb(this.value(prop), node.negated ? 'is not' : 'is', null);
      }
    }
  }

  private prop(name: string): PropertyDefinition {
    const prop = this.ido.property(name);
    // The checker ran first; reaching here with an unknown name is a programming error.
    if (!prop) throw new Error(`sql compiler: unknown property ${name} of ${this.ido.name}`);
    return prop;
  }

  /** The SQL of an operand compared with `against`: a bound literal or another property. */
  private operand(against: PropertyDefinition, operand: Operand): Expression<unknown> {
    if (operand.kind === 'property') return this.value(this.prop(operand.name));
    return this.eb.val(this.bind(against, operand.value));
  }

  private compare(op: ComparisonOperator, left: Operand, right: Operand): Expression<SqlBool> {
    if (left.kind === 'property' && right.kind === 'literal') {
      const prop = this.prop(left.name);
      if (prop.derived?.kind === 'daysPast') {
        return this.derivedCompare(prop, op, Number(right.value));
      }
      return this.eb(this.value(prop), op, this.eb.val(this.bind(prop, right.value)));
    }
    if (left.kind === 'literal' && right.kind === 'property') {
      return this.compare(FLIPPED[op], right, left);
    }
    if (left.kind === 'property' && right.kind === 'property') {
      return this.eb(this.value(this.prop(left.name)), op, this.value(this.prop(right.name)));
    }
    throw new Error('sql compiler: a comparison of two literals passed the checker');
  }

  private derivedCompare(
    prop: PropertyDefinition,
    op: ComparisonOperator,
    n: number,
  ): Expression<SqlBool> {
    const d = prop.derived;
    if (!d) throw new Error(`sql compiler: ${prop.name} is not derived`);
    const rewritten = derivedCompiler(d).compare?.(prop, d, op, n, this.derivedContext);
    if (rewritten) return rewritten;
    return this.eb(this.value(prop), op, this.eb.val(n));
  }
}
