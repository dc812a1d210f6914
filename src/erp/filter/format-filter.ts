import { FilterNode, LiteralValue, Operand } from './filter-ast';

/** A literal in filter syntax: strings quoted with `'` doubled inside, numbers as JavaScript prints them. */
export function formatLiteral(value: LiteralValue): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`cannot format non-finite number ${value}`);
    // -0 prints as "0"; that is the same value for every comparison.
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

function formatOperand(operand: Operand): string {
  return operand.kind === 'property' ? operand.name : formatLiteral(operand.value);
}

function formatChild(node: FilterNode): string {
  const text = formatFilter(node);
  return node.kind === 'and' || node.kind === 'or' ? `(${text})` : text;
}

/**
 * Prints a tree in SPEC §6 filter syntax, so that an NL interpretation can be read and replayed
 * through `GET /api/v1/ido/:name`. Parsing the output gives the same tree back (positions aside):
 * nested AND/OR groups are parenthesised, so grouping survives the round trip.
 */
export function formatFilter(node: FilterNode): string {
  switch (node.kind) {
    case 'and':
      return node.operands.map(formatChild).join(' AND ');
    case 'or':
      return node.operands.map(formatChild).join(' OR ');
    case 'not':
      return `NOT ${formatChild(node.operand)}`;
    case 'compare':
      return `${formatOperand(node.left)} ${node.op} ${formatOperand(node.right)}`;
    case 'like':
      return `${node.target.name} ${node.negated ? 'NOT LIKE' : 'LIKE'} ${formatLiteral(node.pattern.value)}`;
    case 'in':
      return `${node.target.name} ${node.negated ? 'NOT IN' : 'IN'} (${node.values
        .map((v) => formatLiteral(v.value))
        .join(', ')})`;
    case 'between':
      return `${node.target.name} ${node.negated ? 'NOT BETWEEN' : 'BETWEEN'} ${formatOperand(
        node.low,
      )} AND ${formatOperand(node.high)}`;
    case 'null':
      return `${node.target.name} IS ${node.negated ? 'NOT NULL' : 'NULL'}`;
  }
}
