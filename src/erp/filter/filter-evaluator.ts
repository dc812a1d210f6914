import type { ErpValue } from '../load-request';
import type { FilterNode, Operand } from './filter-ast';

/** A property's value in a record, or `missing` when the record does not carry it. */
export type ValueLookup = (property: string) => ErpValue | typeof MISSING;

export const MISSING: unique symbol = Symbol('missing');

/** A property a filter needs is not in the record: the caller must treat the record as hidden. */
export class MissingPropertyError extends Error {
  constructor(readonly property: string) {
    super(`record does not carry ${property}`);
  }
}

/** SQL's three-valued logic: `null` is "unknown" (a comparison with NULL). */
type Truth = boolean | null;

function compareValues(a: ErpValue, b: ErpValue): number | null {
  if (a === null || b === null) return null;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = Number(a);
    const y = Number(b);
    if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  }
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function likePattern(pattern: string): RegExp {
  let source = '';
  for (const ch of pattern) {
    if (ch === '%') source += '[\\s\\S]*';
    else if (ch === '_') source += '[\\s\\S]';
    else source += ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  // SQLite's LIKE, which the demo connector compiles to, ignores ASCII case.
  return new RegExp(`^${source}$`, 'i');
}

function not(value: Truth): Truth {
  return value === null ? null : !value;
}

/**
 * Evaluates a checked filter tree against one record in memory, with the same meaning the SQL
 * compilers give it (three-valued logic, LIKE without case), for records that were read before
 * a policy applied to them: stored agent results and event payloads. A property the record does
 * not carry throws `MissingPropertyError`, so callers fail closed. The tree must come from the
 * FilterChecker, which puts literals of formatted keys in their stored form ('1042' becomes
 * '   1042'), as the records carry them; derived values are compared as the record carries
 * them (computed by the connector when the record was read).
 */
export function matchesFilter(node: FilterNode, lookup: ValueLookup): boolean {
  return evaluate(node, lookup) === true;
}

function evaluate(node: FilterNode, lookup: ValueLookup): Truth {
  const value = (operand: Operand): ErpValue => {
    if (operand.kind === 'literal') return operand.value;
    const found = lookup(operand.name);
    // A record read without a property (a derived value the read did not compute included) is
    // not judged on a guess: the caller withholds it.
    if (found === MISSING || found === undefined) throw new MissingPropertyError(operand.name);
    return found;
  };
  switch (node.kind) {
    case 'and': {
      let result: Truth = true;
      for (const operand of node.operands) {
        const v = evaluate(operand, lookup);
        if (v === false) return false;
        if (v === null) result = null;
      }
      return result;
    }
    case 'or': {
      let result: Truth = false;
      for (const operand of node.operands) {
        const v = evaluate(operand, lookup);
        if (v === true) return true;
        if (v === null) result = null;
      }
      return result;
    }
    case 'not':
      return not(evaluate(node.operand, lookup));
    case 'compare': {
      const order = compareValues(value(node.left), value(node.right));
      if (order === null) return null;
      switch (node.op) {
        case '=':
          return order === 0;
        case '<>':
          return order !== 0;
        case '<':
          return order < 0;
        case '<=':
          return order <= 0;
        case '>':
          return order > 0;
        case '>=':
          return order >= 0;
      }
      return null;
    }
    case 'like': {
      const target = value(node.target);
      if (target === null) return null;
      const hit = likePattern(String(node.pattern.value)).test(String(target));
      return node.negated ? !hit : hit;
    }
    case 'in': {
      const target = value(node.target);
      if (target === null) return null;
      const hit = node.values.some((literal) => compareValues(target, literal.value) === 0);
      return node.negated ? !hit : hit;
    }
    case 'between': {
      const target = value(node.target);
      const low = compareValues(target, value(node.low));
      const high = compareValues(target, value(node.high));
      if (low === null || high === null) return null;
      const hit = low >= 0 && high <= 0;
      return node.negated ? !hit : hit;
    }
    case 'null': {
      const isNull = value(node.target) === null;
      return node.negated ? !isNull : isNull;
    }
  }
}
