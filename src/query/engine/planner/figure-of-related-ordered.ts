/**
 * A confidence check for an order by a figure that the related records picked by a condition
 * also have (#17): "BRG items in MAIN with the lowest on hand": "in MAIN" is placed on the items'
 * stock rows, and "on hand" names both the item's total and the stock row's quantity; ordered by
 * the item's total, the answer ranks by the stock in every warehouse, not in the one named. Which
 * figure was meant is a guess. Named rule like those of lost-readings.ts.
 */
import type { OrderTerm } from '../../../erp/load-request';
import type { Mention, RelationCondition } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';

/** The IDOs the relation conditions pick records of, nested ones too. */
function idosPicked(relations: readonly RelationCondition[], out = new Set<string>()): Set<string> {
  for (const r of relations) {
    out.add(r.target.ido);
    idosPicked(r.target.relations, out);
  }
  return out;
}

/**
 * Whether the answer of `ido` is ordered by a quantity whose words also name a quantity of
 * its detail records a relation condition picks.
 */
export function figureOfRelatedOrdered(
  ido: string,
  mentions: readonly Mention[],
  orderBy: readonly OrderTerm[],
  relations: readonly RelationCondition[],
  aggregated: boolean,
  vocabulary: Vocabulary,
): boolean {
  if (aggregated || orderBy.length === 0 || relations.length === 0) return false;
  const ordered = new Set(orderBy.map((o) => o.property));
  const picked = idosPicked(relations);
  picked.delete(ido);
  // Only records that refer to the answer's (its details: an item's stock rows) have many
  // figures per answer record; a parent's ("late lines for <a customer>": the order's days
  // late) is one per record, and ordering by the record's own is no guess.
  for (const p of [...picked]) if (!vocabulary.refersTo(p, ido)) picked.delete(p);
  if (picked.size === 0) return false;
  // Quantities only: a record's quantity is what its details hold in all (an item's on hand
  // over its warehouses); its name, dates or prices are its own ("vendors with late POs sorted
  // by name", "POs with lines for <an item> by due date").
  const quantity = (i: string, p: string): boolean =>
    vocabulary.ido(i).property(p)?.unit === 'quantity';
  return mentions.some(
    (m) =>
      m.kind === 'words' &&
      m.lex.some(
        (l) =>
          l.kind === 'property' &&
          l.ido === ido &&
          ordered.has(l.property) &&
          quantity(l.ido, l.property),
      ) &&
      m.lex.some((l) => l.kind === 'property' && picked.has(l.ido) && quantity(l.ido, l.property)),
  );
}
