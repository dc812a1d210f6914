import { DomainError } from '../../../common/errors/domain-error';
import type { CatalogIdo } from '../../catalog/catalog-ido';
import type { PropertyDefinition } from '../../catalog/catalog.types';
import { FilterNode, Literal, Operand, f } from '../../filter/filter-ast';
import type { ErpValue } from '../../load-request';
import type { ConnectorOrder } from '../erp-connector.port';

/**
 * What Mongoose's filter dialect cannot say (a derived property, LIKE on a date). The live
 * evaluator keeps such conditions on the daemon's side (see live/pushdown.ts), so a request
 * never meets this error; it guards the compiler against being handed one. Named as such so
 * that a caller knows the request is right and the mode is the limit.
 */
export function notYetLive(what: string): DomainError {
  // `reason` lets callers that hide validation errors (the NL runner) tell this one apart.
  return DomainError.validation(
    `${what} is not yet available from the mongoose connector in live mode; ` +
      'ask for stored properties, or use the demo or sql connector',
    { reason: 'not-in-live-mode' },
  );
}

function notYetLiveThrow(what: string): never {
  throw notYetLive(what);
}

/** A text literal in Mongoose's filter dialect: N'…' with quotes doubled. */
export function textLiteral(value: string): string {
  return `N'${value.replace(/'/g, "''")}'`;
}

/** ISO `YYYY-MM-DD` (as the checker leaves date literals) to Mongoose's `'yyyyMMdd'`. */
export function dateLiteral(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) throw new Error(`mongoose filter: ${value} is not an ISO date`);
  return `'${m[1]}${m[2]}${m[3]}'`;
}

function numberLiteral(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw new Error(`mongoose filter: ${String(value)} is not a number`);
  // Plain decimal notation: SQL Server reads 1e21 as a float, and the checker bounds amounts.
  return Number.isInteger(n) ? n.toFixed(0) : String(n);
}

/**
 * Compiles a checked filter tree (names in the catalog's spelling, literals of formatted keys
 * already padded by the FilterChecker) to the WHERE text of a Mongoose `/load`: the operators
 * Mongoose documents and no function at all, text as `N'…'` with '' escaping, dates as
 * `'yyyyMMdd'`, numbers bare. The text holds only catalog names, keywords and literals we
 * quote, so no caller-written text reaches the ERP unquoted.
 */
export class MongooseFilterCompiler {
  constructor(private readonly ido: CatalogIdo) {}

  compile(node: FilterNode): string {
    switch (node.kind) {
      case 'and':
      case 'or':
        return `(${node.operands.map((o) => this.compile(o)).join(node.kind === 'and' ? ' AND ' : ' OR ')})`;
      case 'not':
        return `NOT (${this.compile(node.operand)})`;
      case 'compare': {
        const type = this.typeOf(node.left) ?? this.typeOf(node.right);
        return `${this.operand(node.left, type)} ${node.op} ${this.operand(node.right, type)}`;
      }
      case 'like': {
        const p = this.prop(node.target.name);
        // SQL Server would match the pattern against its own text of the date, not ISO text.
        if (p.type === 'date') notYetLiveThrow(`LIKE on the date ${this.ido.name}.${p.name}`);
        return `${p.name} ${node.negated ? 'NOT LIKE' : 'LIKE'} ${textLiteral(String(node.pattern.value))}`;
      }
      case 'in': {
        const p = this.prop(node.target.name);
        const values = node.values.map((v) => this.literal(v, p));
        return `${p.name} ${node.negated ? 'NOT IN' : 'IN'} (${values.join(', ')})`;
      }
      case 'between': {
        const p = this.prop(node.target.name);
        const low = this.operand(node.low, p);
        const high = this.operand(node.high, p);
        return `${p.name} ${node.negated ? 'NOT BETWEEN' : 'BETWEEN'} ${low} AND ${high}`;
      }
      case 'null':
        return `${this.prop(node.target.name).name} IS ${node.negated ? 'NOT NULL' : 'NULL'}`;
    }
  }

  private prop(name: string): PropertyDefinition {
    const prop = this.ido.property(name);
    // The checker ran first; reaching here with an unknown name is a programming error.
    if (!prop) throw new Error(`mongoose filter: unknown property ${name} of ${this.ido.name}`);
    if (prop.derived)
      notYetLiveThrow(`filtering on ${this.ido.name}.${prop.name} (a derived property)`);
    return prop;
  }

  private typeOf(operand: Operand): PropertyDefinition | undefined {
    return operand.kind === 'property' ? this.prop(operand.name) : undefined;
  }

  private operand(operand: Operand, other: PropertyDefinition | undefined): string {
    if (operand.kind === 'property') return this.prop(operand.name).name;
    return this.literal(operand, other);
  }

  private literal(lit: Literal, prop: PropertyDefinition | undefined): string {
    const value = lit.value;
    switch (prop?.type) {
      case 'integer':
      case 'decimal':
        return numberLiteral(value);
      case 'date':
        return dateLiteral(String(value));
      case 'string':
      case 'enum':
      case undefined:
        return typeof value === 'number' ? numberLiteral(value) : textLiteral(value);
    }
  }
}

/**
 * Rows strictly after `after` in the total order, as a filter tree: the expanded lexicographic
 * form, aware that SQL Server (like SQLite) sorts NULL first ascending and last descending.
 * Mongoose bookmarks cannot be rebuilt from our cursor, so a later page is a fresh FIRST load
 * with this condition, which cannot loop (each page starts strictly after the last).
 */
export function keysetFilter(
  orderBy: readonly ConnectorOrder[],
  after: readonly ErpValue[],
): FilterNode {
  const disjuncts: FilterNode[] = [];
  const eq = (name: string, value: ErpValue): FilterNode =>
    value === null ? f.isNull(name) : f.eq(name, value);
  for (let i = 0; i < orderBy.length; i += 1) {
    const name = orderBy[i].property.name;
    const value = after[i];
    let beyond: FilterNode | undefined;
    if (orderBy[i].direction === 'asc') {
      beyond = value === null ? f.isNull(name, true) : f.cmp(name, '>', value);
    } else if (value !== null) {
      beyond = f.or(f.cmp(name, '<', value), f.isNull(name));
    }
    if (!beyond) continue;
    const equalities = orderBy.slice(0, i).map((o, j) => eq(o.property.name, after[j]));
    disjuncts.push(f.and(...equalities, beyond) as FilterNode);
  }
  // Nothing comes after the last row of the order: a condition that never holds.
  if (disjuncts.length === 0) {
    const name = orderBy[0].property.name;
    return { kind: 'and', operands: [f.isNull(name), f.isNull(name, true)] };
  }
  return f.or(...disjuncts) as FilterNode;
}
