/**
 * A confidence check for a state denied in the perfect tense (#17). "jobs that have not been
 * released" asks for jobs still short of that state (not yet released); read as every state
 * but it ("Stat <> 'R'"), the answer keeps the jobs released long ago and since completed. A
 * named rule like those of lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Condition } from './conditions';

/** "have not been", "hasn't been", "not yet", "never been": said of a stage not reached. */
const NOT_YET = /^(been|yet)$/i;

/**
 * Whether a condition on the answer's own records denies one state of its status, a state
 * other states follow, with the words of a stage not yet reached around the denial.
 */
export function stateNotYetReached(
  ido: string,
  mentions: readonly Mention[],
  placed: readonly Condition[],
  remote: readonly Condition[],
  vocabulary: Vocabulary,
): boolean {
  return placed.some((c) => {
    if (!c.negated || remote.includes(c)) return false;
    const node = c.build(ido, vocabulary)?.node;
    if (node?.kind !== 'compare' || node.op !== '<>') return false;
    const { left, right } = node;
    if (left.kind !== 'property' || right.kind !== 'literal') return false;
    const order = (vocabulary.ido(ido).property(left.name)?.enumValues ?? []).map((v) => v.value);
    const at = order.indexOf(String(right.value));
    if (at < 0 || at >= order.length - 1) return false;
    const from = Math.min(...(c.negatedBy ?? c.mentions).map((m) => m.start));
    const to = Math.max(...c.mentions.map((m) => m.end));
    return mentions.some(
      (m) =>
        m.start >= from - 1 && m.end <= to + 1 && m.text.split(/\s+/).some((w) => NOT_YET.test(w)),
    );
  });
}
