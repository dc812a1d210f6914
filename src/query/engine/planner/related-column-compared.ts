/**
 * A confidence check (#17): a column of the records compared with a column the question gives
 * to a related record by a possessive ("PO lines costing more than the item's cost", "order
 * lines priced below the item's unit cost"). The possessive drops in tokenizing ("item cost"),
 * so the reading compares two columns of the records themselves, which answers another question;
 * the plan cannot compare with a related record's column, so the reading is a guess.
 */
import type { FilterNode } from '../../../erp/load-request';
import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Token } from '../text/tokenizer';

/** Whether the filter compares two columns (a property on both sides). */
function comparesColumns(node: FilterNode | undefined): boolean {
  if (!node) return false;
  switch (node.kind) {
    case 'compare':
      return node.left.kind === 'property' && node.right.kind === 'property';
    case 'and':
    case 'or':
      return node.operands.some(comparesColumns);
    case 'not':
      return comparesColumns(node.operand);
    case 'between':
    case 'in':
    case 'like':
    case 'null':
      return false;
  }
}

export function relatedColumnCompared(
  ido: string,
  tokens: readonly Token[],
  mentions: readonly Mention[],
  filter: FilterNode | undefined,
  vocabulary: Vocabulary,
): boolean {
  if (!comparesColumns(filter)) return false;
  return mentions.some((m) => {
    if (m.kind !== 'words') return false;
    // The possessor and the column it owns: within one span ("item's cost" read as "item
    // cost"), or a span ending in the possessive and a column named right after it.
    for (let t = m.start; t < m.end; t += 1) {
      const token = tokens[t];
      if (!token?.possessive) continue;
      const owns = t < m.end - 1 || mentions.some((x) => x.start === m.end && x.kind === 'words');
      if (!owns) continue;
      const named = vocabulary
        .lookup(token.stem)
        .lex.filter((l) => l.kind === 'ido')
        .map((l) => l.ido);
      // The records' own ("the line's due date") is no other record, nor is the kind of record
      // the question asks about ("items where the item's on hand …", answered by warehouse).
      const asked = mentions.some(
        (x) =>
          x !== m &&
          x.kind === 'words' &&
          x.lex.some((l) => l.kind === 'ido' && named.includes(l.ido)),
      );
      if (named.length > 0 && !named.includes(ido) && !asked) return true;
    }
    return false;
  });
}
