/**
 * A confidence check for a state denied of related records that other states follow (#17).
 * "POs with no lines received": read as no line in the state Filled (received), the answer
 * keeps POs whose lines were received and then completed, or received in part. A named rule
 * like those of lost-readings.ts.
 */
import type { RelationCondition } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import { statesFrom } from './conditions';

/**
 * Whether a negated relation's records are filtered on one state alone ("Stat = 'F'") that
 * later states of the records' last group of states follow.
 */
export function deniedStateWithLater(
  relations: readonly RelationCondition[],
  vocabulary: Vocabulary,
): boolean {
  return relations.some((r) => {
    const node = r.target.filter;
    if (!r.negated || node?.kind !== 'compare' || node.op !== '=') return false;
    const { left, right } = node;
    if (left.kind !== 'property' || right.kind !== 'literal') return false;
    return statesFrom(r.target.ido, left.name, String(right.value), vocabulary) !== undefined;
  });
}
