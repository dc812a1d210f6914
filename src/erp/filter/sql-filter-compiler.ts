import type { CatalogIdo } from '../catalog/catalog-ido';
import type {
  ArithmeticDerivation,
  DaysPastDerivation,
  PropertyDefinition,
  RollupDerivation,
} from '../catalog/catalog.types';
import { DERIVED_EXTRA_DECIMALS, derivedMayBeNull } from '../catalog/derived-definition';
import { filterProperties } from './filter-ast';
import type { ComparisonOperator, FilterNode, Operand } from './filter-ast';
import { addDays } from '../iso-date';

export type SqlParam = string | number | null;

/** A fragment of SQL and the values bound to its `?` placeholders, in order. */
export interface SqlFragment {
  sql: string;
  params: SqlParam[];
}

const TRUE: SqlFragment = { sql: '1', params: [] };
const FALSE: SqlFragment = { sql: '0', params: [] };

const MAX_DAYS_BACK = 700_000;

const FLIPPED: Readonly<Record<ComparisonOperator, ComparisonOperator>> = {
  '=': '=',
  '<>': '<>',
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
};

const ARITHMETIC: Readonly<Record<ArithmeticDerivation['op'], string>> = {
  add: '+',
  subtract: '-',
  multiply: '*',
};

/** A SQL identifier; catalog names are validated as `[A-Za-z_][A-Za-z0-9_]*`, quoting is belt and braces. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function join(parts: SqlFragment[], glue: string): SqlFragment {
  return {
    sql: parts.map((p) => p.sql).join(glue),
    params: parts.flatMap((p) => p.params),
  };
}

function wrap(fragment: SqlFragment, before: string, after = ''): SqlFragment {
  return { sql: `${before}${fragment.sql}${after}`, params: fragment.params };
}

/**
 * Where a connector keeps IDOs and their stored properties. `qualifier` is the table (or alias)
 * a column is read through; null at the top level of a statement, where columns stand alone.
 */
export interface SqlStorage {
  /** The table of an IDO, quoted, as it appears after FROM. */
  table(ido: CatalogIdo): string;
  /** The value of a stored property. */
  column(ido: CatalogIdo, prop: PropertyDefinition, qualifier: string | null): SqlFragment;
  /**
   * A derived property the connector keeps computed (a materialised roll-up, see the demo's
   * materialized-derived.ts), or null to compute it from its definition. Only for values that
   * are exactly what the definition gives on the data as it is.
   */
  derived?(ido: CatalogIdo, prop: PropertyDefinition, qualifier: string | null): SqlFragment | null;
}

export const PLAIN_STORAGE: SqlStorage = {
  table: (ido) => quoteIdent(ido.name),
  column: (_ido, prop, qualifier) => ({
    sql: qualifier ? `${qualifier}.${quoteIdent(prop.name)}` : quoteIdent(prop.name),
    params: [],
  }),
};

/** How a nested compiler (a roll-up's subquery) names its table, and the aliases already used. */
interface Scope {
  qualifier: string | null;
  aliases: { next: number };
}

/**
 * Compiles a checked filter tree (see FilterChecker) to a SQLite WHERE fragment, and the value of
 * any property, stored or derived, to a SQLite expression. Every literal becomes a bound
 * parameter: the SQL text holds only catalog identifiers, generated aliases, keywords,
 * operators, `?`, and the constants 0 and 1.
 *
 * Derived properties (catalog.types.ts) compile from their one definition: `daysPast` to a CASE
 * over the (stored or derived) date with today bound, `arithmetic` to the folded operands (a null
 * one as 0), `rollup` to a correlated subquery on the related IDO's table under an alias of its
 * own (`r1`, `r2`…, so an IDO may roll up onto itself), its match pairs qualified with the outer
 * table. Their conditions are the checked trees the catalog parsed at composition. Comparisons of
 * a `daysPast` property with a number are rewritten to a range on the date (`DaysOverdue > 30`
 * becomes `<when> AND DueDate <= today-31`, and for a date that is the earliest of some lines,
 * an EXISTS over those lines), so they can use indexes; these rewrites never yield NULL, so NOT
 * over them stays exact.
 */
export class SqlFilterCompiler {
  private readonly scope: Scope;

  constructor(
    private readonly ido: CatalogIdo,
    /** Today as YYYY-MM-DD, from the injected clock at query time. */
    private readonly today: string,
    /**
     * Tables and stored columns; by default the IDO's name and the property's. A connector
     * that keeps some properties elsewhere (the demo ERP's side tables of extensions) answers
     * with subqueries.
     */
    private readonly storage: SqlStorage = PLAIN_STORAGE,
    scope?: Scope,
  ) {
    this.scope = scope ?? { qualifier: null, aliases: { next: 1 } };
  }

  compile(node: FilterNode): SqlFragment {
    switch (node.kind) {
      case 'and':
      case 'or':
        return wrap(
          join(
            node.operands.map((o) => this.compile(o)),
            node.kind === 'and' ? ' AND ' : ' OR ',
          ),
          '(',
          ')',
        );
      case 'not':
        return wrap(this.compile(node.operand), 'NOT (', ')');
      case 'compare':
        return this.compare(node.op, node.left, node.right);
      case 'like': {
        const e = this.expression(this.prop(node.target.name));
        return {
          sql: `${e.sql} ${node.negated ? 'NOT LIKE' : 'LIKE'} ?`,
          params: [...e.params, node.pattern.value],
        };
      }
      case 'in': {
        const prop = this.prop(node.target.name);
        if (prop.derived?.kind === 'daysPast') {
          const any = node.values.map((v) => this.daysCompare(prop, '=', Number(v.value)));
          const ored = wrap(join(any, ' OR '), '(', ')');
          return node.negated ? wrap(ored, 'NOT (', ')') : ored;
        }
        const column = this.expression(prop);
        return {
          sql: `${column.sql} ${node.negated ? 'NOT IN' : 'IN'} (${node.values.map(() => '?').join(', ')})`,
          params: [...column.params, ...node.values.map((v) => v.value)],
        };
      }
      case 'between': {
        const prop = this.prop(node.target.name);
        if (
          prop.derived?.kind === 'daysPast' &&
          node.low.kind === 'literal' &&
          node.high.kind === 'literal'
        ) {
          const range = join(
            [
              this.daysCompare(prop, '>=', Number(node.low.value)),
              this.daysCompare(prop, '<=', Number(node.high.value)),
            ],
            ' AND ',
          );
          return node.negated ? wrap(range, 'NOT (', ')') : wrap(range, '(', ')');
        }
        const column = this.expression(prop);
        const low = this.operand(node.low);
        const high = this.operand(node.high);
        return {
          sql: `${column.sql} ${node.negated ? 'NOT BETWEEN' : 'BETWEEN'} ${low.sql} AND ${high.sql}`,
          params: [...column.params, ...low.params, ...high.params],
        };
      }
      case 'null': {
        // A derived value that is never null needs no computing; a min/max roll-up of no
        // records really is NULL, so that one is tested.
        const prop = this.prop(node.target.name);
        if (prop.derived && !derivedMayBeNull(prop)) return node.negated ? TRUE : FALSE;
        const e = this.expression(prop);
        return { sql: `${e.sql} ${node.negated ? 'IS NOT NULL' : 'IS NULL'}`, params: e.params };
      }
    }
  }

  /** The SQL expression of a property: its column, or the computation of a derived property. */
  expression(prop: PropertyDefinition): SqlFragment {
    const d = prop.derived;
    if (!d) return this.storage.column(this.ido, prop, this.scope.qualifier);
    const kept = this.storage.derived?.(this.ido, prop, this.scope.qualifier);
    if (kept) return kept;
    switch (d.kind) {
      case 'daysPast':
        return this.daysPast(prop, d);
      case 'arithmetic':
        return this.arithmetic(prop, d);
      case 'rollup':
        return this.rollup(prop, d);
    }
  }

  private prop(name: string): PropertyDefinition {
    const prop = this.ido.property(name);
    // The checker ran first; reaching here with an unknown name is a programming error.
    if (!prop) throw new Error(`compiler: unknown property ${name} of ${this.ido.name}`);
    return prop;
  }

  private operand(operand: Operand): SqlFragment {
    if (operand.kind === 'literal') return { sql: '?', params: [operand.value] };
    return this.expression(this.prop(operand.name));
  }

  private compare(op: ComparisonOperator, left: Operand, right: Operand): SqlFragment {
    if (left.kind === 'property' && right.kind === 'literal') {
      const prop = this.prop(left.name);
      if (prop.derived?.kind === 'daysPast') return this.daysCompare(prop, op, Number(right.value));
    }
    if (left.kind === 'literal' && right.kind === 'property') {
      const prop = this.prop(right.name);
      if (prop.derived?.kind === 'daysPast') {
        return this.daysCompare(prop, FLIPPED[op], Number(left.value));
      }
    }
    const l = this.operand(left);
    const r = this.operand(right);
    return { sql: `${l.sql} ${op} ${r.sql}`, params: [...l.params, ...r.params] };
  }

  /** Whether a checked tree over this IDO may be NULL (it names a property that may be). */
  private mayBeNull(tree: FilterNode, on: CatalogIdo = this.ido): boolean {
    return filterProperties(tree).some((name) => {
      const p = on.property(name);
      return !p || (p.derived ? derivedMayBeNull(p) : p.nullable === true);
    });
  }

  /** The condition of a derived property of this IDO as a boolean that is never NULL. */
  private condition(prop: PropertyDefinition): SqlFragment | undefined {
    const tree = this.ido.derivedCondition(prop.name);
    if (!tree) return undefined;
    const compiled = this.compile(tree);
    return this.mayBeNull(tree) ? wrap(compiled, 'COALESCE(', ', 0)') : compiled;
  }

  private daysPast(prop: PropertyDefinition, d: DaysPastDerivation): SqlFragment {
    const date = this.expression(this.prop(d.dateProperty));
    const when = this.condition(prop);
    // A null date is not "past": `date < ?` is NULL and the CASE answers 0.
    const test = join(
      [...(when ? [when] : []), { sql: `${date.sql} < ?`, params: [...date.params, this.today] }],
      ' AND ',
    );
    return {
      sql: `(CASE WHEN ${test.sql} THEN CAST(julianday(?) - julianday(${date.sql}) AS INTEGER) ELSE 0 END)`,
      params: [...test.params, this.today, ...date.params],
    };
  }

  private arithmetic(prop: PropertyDefinition, d: ArithmeticDerivation): SqlFragment {
    const operands = d.operands.map((name) => {
      const p = this.prop(name);
      const e = this.expression(p);
      const nullable = p.derived ? derivedMayBeNull(p) : p.nullable === true;
      return nullable ? wrap(e, 'COALESCE(', ', 0)') : e;
    });
    const exact = wrap(join(operands, ` ${ARITHMETIC[d.op]} `), '(', ')');
    // The scale comes from the validated catalog, a small integer: written, not bound.
    const folded =
      prop.scale === undefined
        ? exact
        : wrap(exact, 'ROUND(', `, ${Math.trunc(prop.scale) + DERIVED_EXTRA_DECIMALS})`);
    const when = this.condition(prop);
    if (!when) return folded;
    return {
      sql: `(CASE WHEN ${when.sql} THEN ${folded.sql} ELSE 0 END)`,
      params: [...when.params, ...folded.params],
    };
  }

  /**
   * The pieces of a roll-up's subquery: the related IDO's compiler under a fresh alias, and
   * `FROM … WHERE match AND where` (without SELECT).
   */
  private related(
    prop: PropertyDefinition,
    d: RollupDerivation,
  ): {
    inner: SqlFilterCompiler;
    related: CatalogIdo;
    body: SqlFragment;
  } {
    const related = this.ido.related(d.ido);
    if (!related)
      throw new Error(`compiler: ${this.ido.name}.${prop.name} rolls up unknown ${d.ido}`);
    const alias = quoteIdent(`r${this.scope.aliases.next}`);
    this.scope.aliases.next += 1;
    const inner = new SqlFilterCompiler(related, this.today, this.storage, {
      qualifier: alias,
      aliases: this.scope.aliases,
    });
    // The outer row's columns are named through its table (or alias): inside the subquery an
    // unqualified name would be the related table's.
    const outer = this.scope.qualifier ?? this.storage.table(this.ido);
    const conditions: SqlFragment[] = d.match.map((m) => {
      const theirs = inner.expression(inner.prop(m.property));
      const ours = this.storage.column(this.ido, this.prop(m.equals), outer);
      return { sql: `${theirs.sql} = ${ours.sql}`, params: [...theirs.params, ...ours.params] };
    });
    const where = this.ido.derivedCondition(prop.name);
    if (where) conditions.push(wrap(inner.compile(where), '(', ')'));
    const body = join(
      [
        { sql: `FROM ${this.storage.table(related)} AS ${alias} WHERE`, params: [] },
        join(conditions, ' AND '),
      ],
      ' ',
    );
    return { inner, related, body };
  }

  private rollup(prop: PropertyDefinition, d: RollupDerivation): SqlFragment {
    const { inner, body } = this.related(prop, d);
    if (d.fn === 'count') return wrap(body, '(SELECT count(*) ', ')');
    const value = inner.expression(inner.prop(d.property ?? ''));
    const select = {
      sql: `(SELECT ${d.fn}(${value.sql}) ${body.sql})`,
      params: [...value.params, ...body.params],
    };
    if (d.fn === 'sum') return wrap(select, 'COALESCE(', ', 0)');
    // A subquery's value carries no collation: text compares without case, as columns do.
    return prop.type === 'string' ? wrap(select, '', ' COLLATE NOCASE') : select;
  }

  /**
   * `prop <= bound` as a boolean that is never NULL (false where the value is null). For the
   * earliest of some related records it is "one of them is on or before the bound", an EXISTS
   * the related table's index answers.
   */
  private atMostValue(prop: PropertyDefinition, bound: string): SqlFragment {
    const d = prop.derived;
    const kept = d ? this.storage.derived?.(this.ido, prop, this.scope.qualifier) : null;
    if (kept) {
      // Written so that an index on the kept column serves it (COALESCE would hide it).
      return {
        sql: `(${kept.sql} IS NOT NULL AND ${kept.sql} <= ?)`,
        params: [...kept.params, ...kept.params, bound],
      };
    }
    if (d?.kind === 'rollup' && d.fn === 'min' && d.property) {
      const { inner, body } = this.related(prop, d);
      const le = inner.atMostValue(inner.prop(d.property), bound);
      return {
        sql: `EXISTS (SELECT 1 ${body.sql} AND ${le.sql})`,
        params: [...body.params, ...le.params],
      };
    }
    const e = this.expression(prop);
    const le = { sql: `${e.sql} <= ?`, params: [...e.params, bound] };
    const nullable = d ? derivedMayBeNull(prop) : prop.nullable === true;
    return nullable ? wrap(le, 'COALESCE(', ', 0)') : le;
  }

  /** `days >= k` for a whole k: open and dated at least k days ago. Never NULL. */
  private atLeast(prop: PropertyDefinition, d: DaysPastDerivation, k: number): SqlFragment {
    if (k <= 0) return TRUE;
    // No stored date lies two thousand years back; keeps the bound a valid ISO date.
    if (k > MAX_DAYS_BACK) return FALSE;
    const dated = this.atMostValue(this.prop(d.dateProperty), addDays(this.today, -k));
    const when = this.condition(prop);
    return wrap(join([...(when ? [when] : []), dated], ' AND '), '(', ')');
  }

  /** `days <= k` for a whole k; atLeast is never NULL, so NOT is exact. */
  private atMost(prop: PropertyDefinition, d: DaysPastDerivation, k: number): SqlFragment {
    if (k < 0) return FALSE;
    const above = this.atLeast(prop, d, k + 1);
    return above === TRUE ? FALSE : wrap(above, 'NOT ');
  }

  private daysCompare(prop: PropertyDefinition, op: ComparisonOperator, n: number): SqlFragment {
    const d = prop.derived;
    if (d?.kind !== 'daysPast') throw new Error(`compiler: ${prop.name} is not a daysPast`);
    switch (op) {
      case '>':
        return this.atLeast(prop, d, Math.floor(n) + 1);
      case '>=':
        return this.atLeast(prop, d, Math.ceil(n));
      case '<':
        return this.atMost(prop, d, Math.ceil(n) - 1);
      case '<=':
        return this.atMost(prop, d, Math.floor(n));
      case '=':
        if (!Number.isInteger(n) || n < 0) return FALSE;
        return wrap(join([this.atLeast(prop, d, n), this.atMost(prop, d, n)], ' AND '), '(', ')');
      case '<>':
        return wrap(this.daysCompare(prop, '=', n), 'NOT ');
    }
  }
}
