import { ComparisonOperator, f, FilterNode } from '../../../erp/load-request';

const INVERSE: Readonly<Record<ComparisonOperator, ComparisonOperator>> = {
  '=': '<>',
  '<>': '=',
  '<': '>=',
  '>=': '<',
  '>': '<=',
  '<=': '>',
};

/** The operands of a filter read as an AND of parts (none without a filter). */
export function conjuncts(node: FilterNode | undefined): FilterNode[] {
  if (!node) return [];
  return node.kind === 'and' ? node.operands.flatMap(conjuncts) : [node];
}

/**
 * The negation of a condition, written the way a person reads it: `Stat <> 'C'` rather than
 * `NOT Stat = 'C'`, `State NOT IN (…)`, `QtyReceived < QtyOrdered` for "not fully received".
 */
export function negate(node: FilterNode): FilterNode {
  switch (node.kind) {
    case 'compare':
      return { ...node, op: INVERSE[node.op] };
    case 'in':
    case 'like':
    case 'between':
    case 'null':
      return { ...node, negated: !node.negated };
    case 'not':
      return node.operand;
    case 'and':
      return f.or(...node.operands.map(negate)) as FilterNode;
    case 'or':
      return f.and(...node.operands.map(negate)) as FilterNode;
  }
}

/** `Prop = v` for one value, `Prop IN (…)` for several. */
export function oneOf(property: string, values: readonly (string | number)[]): FilterNode {
  const distinct = [...new Set(values)];
  return distinct.length === 1 ? f.eq(property, distinct[0]) : f.in(property, distinct);
}

/** ORs conditions on the same property into one IN where possible ("in Texas or Ohio"). */
export function orTogether(nodes: readonly FilterNode[]): FilterNode {
  if (nodes.length === 1) return nodes[0];
  const values: Array<string | number> = [];
  let property: string | undefined;
  const mergeable = nodes.every((n) => {
    if (
      n.kind === 'compare' &&
      n.op === '=' &&
      n.left.kind === 'property' &&
      n.right.kind === 'literal'
    ) {
      property ??= n.left.name;
      values.push(n.right.value);
      return property === n.left.name;
    }
    if (n.kind === 'in' && !n.negated) {
      property ??= n.target.name;
      values.push(...n.values.map((v) => v.value));
      return property === n.target.name;
    }
    return false;
  });
  if (mergeable && property) return oneOf(property, values);
  return f.or(...nodes) as FilterNode;
}

/**
 * The values a condition holds one property to (`Stat = 'F'`, `Stat IN ('F', 'R')`), or keeps
 * it from (`Stat <> 'R'`, `Stat NOT IN (…)`, then `excluded`); undefined for anything else.
 */
export function valueSet(
  node: FilterNode,
): { property: string; values: ReadonlySet<string | number>; excluded: boolean } | undefined {
  if (
    node.kind === 'compare' &&
    (node.op === '=' || node.op === '<>') &&
    node.left.kind === 'property' &&
    node.right.kind === 'literal'
  )
    return {
      property: node.left.name,
      values: new Set([node.right.value]),
      excluded: node.op === '<>',
    };
  if (node.kind === 'in')
    return {
      property: node.target.name,
      values: new Set(node.values.map((v) => v.value)),
      excluded: node.negated,
    };
  return undefined;
}

/**
 * Whether `excluding` (values a property is kept from) already follows from `fixing` (values
 * it is held to): "firm jobs nobody has released" holds Stat to 'F', so Stat <> 'R' changes
 * nothing.
 */
export function impliedExclusion(excluding: FilterNode, fixing: FilterNode): boolean {
  const kept = valueSet(excluding);
  const held = valueSet(fixing);
  return (
    kept !== undefined &&
    held !== undefined &&
    kept.excluded &&
    !held.excluded &&
    kept.property === held.property &&
    held.values.size > 0 &&
    [...held.values].every((v) => !kept.values.has(v))
  );
}

/** Whether the filter reads `property` anywhere. */
export function filterReads(node: FilterNode | undefined, property: string): boolean {
  if (!node) return false;
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.operands.some((o) => filterReads(o, property));
    case 'not':
      return filterReads(node.operand, property);
    case 'compare':
      return [node.left, node.right].some((o) => o.kind === 'property' && o.name === property);
    case 'between':
    case 'in':
    case 'like':
    case 'null':
      return node.target.name === property;
  }
}
