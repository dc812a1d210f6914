/**
 * A confidence check for a breakdown by a property the records' own noun already fixes (#17).
 * "number of invoices by type": the noun names the records of one value of Type (invoices are
 * the charges of type I), so the answer, one group, breaks nothing down; the breakdown asked for
 * is of every kind of the records (invoices, payments, credit memos), which the noun's reading
 * took away. Only a noun's value: a value said in words ("Acme POs by vendor") is a group asked
 * for on purpose, and answered. Named rule like those of lost-readings.ts.
 */
import type { FilterNode } from '../../../erp/filter/filter-ast';
import type { Mention } from '../engine.types';

/** Properties the filter holds to one value (`P = v`), at its top level. */
function heldToOneValue(filter: FilterNode | undefined): Set<string> {
  const held = new Set<string>();
  const visit = (node: FilterNode | undefined): void => {
    if (!node) return;
    if (node.kind === 'and') node.operands.forEach(visit);
    else if (
      node.kind === 'compare' &&
      node.op === '=' &&
      node.left.kind === 'property' &&
      node.right.kind === 'literal'
    )
      held.add(node.left.name);
  };
  visit(filter);
  return held;
}

/**
 * The answer is grouped by a property the filter holds to one value, a value the noun of the
 * answered records names (a word that is both the IDO and one value of that property).
 */
export function breakdownOfNounValue(
  ido: string,
  mentions: readonly Mention[],
  filter: FilterNode | undefined,
  groupBy: readonly string[],
): boolean {
  if (groupBy.length === 0) return false;
  const held = heldToOneValue(filter);
  return mentions.some(
    (m) =>
      m.kind === 'words' &&
      m.lex.some((l) => l.kind === 'ido' && l.ido === ido) &&
      m.lex.some(
        (l) =>
          l.kind === 'enum' &&
          l.ido === ido &&
          l.values.length === 1 &&
          held.has(l.property) &&
          groupBy.includes(l.property),
      ),
  );
}
