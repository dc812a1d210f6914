/**
 * A confidence check for a negated state read on the details of the records asked about:
 * "supplier orders that haven't arrived" read as the orders having some line not received.
 * Said of an order, the state is the whole order's (no line arrived, or not every line), which
 * "some line is not" answers only by chance (#17).
 */
import type { RelationCondition } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Condition } from './conditions';
import type { Placement } from './condition-placer';

/**
 * Whether a condition negated by "not" (not "no"/"without"/"never", which negate the relation
 * itself) landed on records that reference the ones asked about (their lines), where the
 * answer keeps every record with any one detail in the other state.
 */
export function negatedOnDetails(
  ido: string,
  placement: Placement,
  vocabulary: Vocabulary,
  /** IDOs the question names by a noun: "POs with lines not received" says it of the lines. */
  named: readonly string[],
): boolean {
  const details = new Set<string>();
  const walk = (owner: string, relations: readonly RelationCondition[]): void => {
    for (const r of relations) {
      const target = vocabulary.ido(r.target.ido);
      if (
        !r.negated &&
        !named.includes(target.name) &&
        target.relations.some((t) => t.targetIdo.toLowerCase() === owner.toLowerCase())
      )
        details.add(target.name);
      walk(target.name, r.target.relations);
    }
  };
  walk(vocabulary.ido(ido).name, placement.relations);
  if (details.size === 0) return false;
  // Negated, or turned into a positive reading of "not" ("haven't arrived": no received date).
  const negatedState = (c: Condition): boolean =>
    (c.negated || (c.negatedBy ?? []).some((m) => /^not$/i.test(m.text.trim()))) &&
    !c.relationNegated &&
    !c.neverNegated &&
    c.build(ido, vocabulary) === undefined;
  return placement.remote.some(
    (c) => negatedState(c) && [...details].some((d) => c.build(d, vocabulary) !== undefined),
  );
}
