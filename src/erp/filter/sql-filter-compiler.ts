import type { CatalogIdo } from '../catalog/catalog-ido';
import type { DaysPastDerivation, PropertyDefinition } from '../catalog/catalog.types';
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
 * Compiles a checked filter tree (see FilterChecker) to a SQLite WHERE fragment. Every literal
 * becomes a bound parameter: the SQL text holds only catalog identifiers, keywords, operators,
 * `?`, and the constants 0 and 1. Derived properties compile to expressions over stored columns
 * with today's date bound as a parameter; comparisons of a derived "days past due" property with
 * a number are rewritten to a range on the stored due date (`DaysOverdue > 30` becomes
 * `Stat IN (?,?) AND DueDate <= ?`), so they can use a (Stat, DueDate) index.
 */
export class SqlFilterCompiler {
  constructor(
    private readonly ido: CatalogIdo,
    /** Today as YYYY-MM-DD, from the injected clock at query time. */
    private readonly today: string,
    /**
     * The SQL of a stored property's value; by default its column. A connector that keeps some
     * properties elsewhere (the demo ERP's side tables of extensions) answers with a subquery.
     */
    private readonly column: (prop: PropertyDefinition) => SqlFragment = (prop) => ({
      sql: quoteIdent(prop.name),
      params: [],
    }),
  ) {}

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
        const prop = this.prop(node.target.name);
        return {
          sql: `${this.expression(prop).sql} ${node.negated ? 'NOT LIKE' : 'LIKE'} ?`,
          params: [...this.expression(prop).params, node.pattern.value],
        };
      }
      case 'in': {
        const prop = this.prop(node.target.name);
        if (prop.derived) {
          const any = node.values.map((v) => this.derivedCompare(prop, '=', Number(v.value)));
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
        if (prop.derived && node.low.kind === 'literal' && node.high.kind === 'literal') {
          const range = join(
            [
              this.derivedCompare(prop, '>=', Number(node.low.value)),
              this.derivedCompare(prop, '<=', Number(node.high.value)),
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
        const prop = this.prop(node.target.name);
        if (prop.derived) return node.negated ? TRUE : FALSE;
        const e = this.expression(prop);
        return { sql: `${e.sql} ${node.negated ? 'IS NOT NULL' : 'IS NULL'}`, params: e.params };
      }
    }
  }

  /** The SQL expression of a property: its column, or the computation of a derived property. */
  expression(prop: PropertyDefinition): SqlFragment {
    if (!prop.derived) return this.column(prop);
    const d = prop.derived;
    const open = this.openCondition(d);
    const date = quoteIdent(d.dateProperty);
    return {
      sql: `(CASE WHEN ${open.sql} AND ${date} < ? THEN CAST(julianday(?) - julianday(${date}) AS INTEGER) ELSE 0 END)`,
      params: [...open.params, this.today, this.today],
    };
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
      if (prop.derived) return this.derivedCompare(prop, op, Number(right.value));
    }
    if (left.kind === 'literal' && right.kind === 'property') {
      const prop = this.prop(right.name);
      if (prop.derived) return this.derivedCompare(prop, FLIPPED[op], Number(left.value));
    }
    const l = this.operand(left);
    const r = this.operand(right);
    return { sql: `${l.sql} ${op} ${r.sql}`, params: [...l.params, ...r.params] };
  }

  private openCondition(d: DaysPastDerivation): SqlFragment {
    return {
      sql: `${quoteIdent(d.statusProperty)} IN (${d.openValues.map(() => '?').join(', ')})`,
      params: [...d.openValues],
    };
  }

  /** `derived >= k` for a whole k: open and due at least k days ago. */
  private atLeast(d: DaysPastDerivation, k: number): SqlFragment {
    if (k <= 0) return TRUE;
    // No stored date lies two thousand years back; keeps the bound a valid ISO date.
    if (k > MAX_DAYS_BACK) return FALSE;
    const open = this.openCondition(d);
    return {
      sql: `(${open.sql} AND ${quoteIdent(d.dateProperty)} <= ?)`,
      params: [...open.params, addDays(this.today, -k)],
    };
  }

  /** `derived <= k` for a whole k; stored status and date are non-null, so NOT is exact. */
  private atMost(d: DaysPastDerivation, k: number): SqlFragment {
    if (k < 0) return FALSE;
    const above = this.atLeast(d, k + 1);
    return above === TRUE ? FALSE : wrap(above, 'NOT ');
  }

  private derivedCompare(prop: PropertyDefinition, op: ComparisonOperator, n: number): SqlFragment {
    const d = prop.derived;
    if (!d) throw new Error(`compiler: ${prop.name} is not derived`);
    switch (op) {
      case '>':
        return this.atLeast(d, Math.floor(n) + 1);
      case '>=':
        return this.atLeast(d, Math.ceil(n));
      case '<':
        return this.atMost(d, Math.ceil(n) - 1);
      case '<=':
        return this.atMost(d, Math.floor(n));
      case '=':
        if (!Number.isInteger(n) || n < 0) return FALSE;
        return wrap(join([this.atLeast(d, n), this.atMost(d, n)], ' AND '), '(', ')');
      case '<>':
        return wrap(this.derivedCompare(prop, '=', n), 'NOT ');
    }
  }
}
