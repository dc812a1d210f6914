/**
 * A reading rule (#17): "open AR per customer". "Open" said of a ledger named as a whole (AR:
 * the records' own noun, not a kind of them like "invoices") is read, on records with a balance
 * and no status, as a balance above zero. When the answer is that very balance summed per group,
 * the condition changes no sum; it only drops the groups whose balance is nothing, the
 * customers who owe nothing. nl-examples reads "open AR" as the sum of balances: the whole
 * ledger's balance per customer, every customer with AR rows, as "AR per customer" is. Said of a
 * kind of record ("open invoices by customer") or with a list or a count, "open" still filters.
 */
import { f, type AggregateSpec, type FilterNode } from '../../../erp/load-request';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Condition } from './conditions';
import { conjuncts } from './filter-tools';
import type { Reading } from './reading.types';

const sameNode = (a: FilterNode, b: FilterNode): boolean =>
  a.kind === 'compare' &&
  b.kind === 'compare' &&
  a.op === b.op &&
  a.left.kind === 'property' &&
  b.left.kind === 'property' &&
  a.left.name === b.left.name &&
  a.right.kind === 'literal' &&
  b.right.kind === 'literal' &&
  a.right.value === b.right.value;

/**
 * The filter without the "open" of a ledger whose balance is summed per group, or undefined when
 * the rule does not apply. The second field is the condition left out.
 */
export function openLedgerSummed(
  ido: string,
  reading: Reading,
  placed: readonly Condition[],
  filter: FilterNode | undefined,
  aggregate: AggregateSpec | undefined,
  vocabulary: Vocabulary,
): { filter: FilterNode | undefined; dropped: Condition } | undefined {
  if (!aggregate || aggregate.groupBy.length === 0) return undefined;
  const balance = vocabulary.propertyNamed(ido, ['balance']);
  if (!balance) return undefined;
  if (!aggregate.measures.every((m) => m.fn === 'sum' && m.property === balance.name))
    return undefined;
  for (const c of placed) {
    const [m] = c.mentions;
    if (c.negated || c.mentions.length !== 1 || m.kind !== 'words') continue;
    // Read by balance: a status word the records have no status for.
    if (m.lex.some((l) => l.kind === 'enum' && l.ido === ido)) continue;
    if (!m.lex.some((l) => l.kind === 'enum')) continue;
    const built = c.build(ido, vocabulary)?.node;
    if (
      built?.kind !== 'compare' ||
      built.op !== '>' ||
      built.left.kind !== 'property' ||
      built.left.name !== balance.name
    )
      continue;
    // Said of the records' own noun as a whole, not of a kind of them.
    const next = reading.mentions[reading.mentions.indexOf(m) + 1];
    const ledger = reading.entities.find(
      (e) =>
        e.mention === next &&
        e.ido === ido &&
        !e.label &&
        !e.mention.lex.some((l) => l.kind === 'enum'),
    );
    if (!ledger) continue;
    const rest = conjuncts(filter).filter((node) => !sameNode(node, built));
    return { filter: f.and(...rest), dropped: c };
  }
  return undefined;
}
