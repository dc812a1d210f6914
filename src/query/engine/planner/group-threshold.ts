/**
 * A confidence check for a threshold said of the groups of an answer (#17). "open AR by customer
 * over 10k", "order count by customer over 5": a bare number compared, said after the grouping,
 * is what each group's figure must exceed (the customers owing more than 10k), which a plan
 * cannot express (it has no condition on a group's sum); read as a condition on each record
 * ("Amount > 10000", "Price > 5"), the answer sums other records than were meant. Named rule
 * like those of lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import type { Condition } from './conditions';
import type { Reading } from './reading.types';

/** Words that compare a number, or name the figure compared ("where the total is over 10k"). */
const COMPARING = new Set(['compare', 'between', 'aggregate', 'filler', 'conjunction']);

/**
 * Only comparison words and a number: no property of its own says what is compared, or only
 * the figure of the answer ("total") does.
 */
export function bareComparison(c: Condition): boolean {
  if (!c.mentions.some((m: Mention) => m.kind === 'number')) return false;
  return c.mentions.every(
    (m) =>
      m.kind === 'number' ||
      (m.kind === 'words' && m.rule !== undefined && COMPARING.has(m.rule.kind)),
  );
}

/**
 * A grouped figure, and a bare comparison on the answered records said after the words of the
 * grouping: the threshold of each group's figure, read of each record. Said right after a noun
 * of the records ("by customer for orders over 10k"), it describes them, one by one.
 */
export function groupThresholdOnRecords(
  mentions: readonly Mention[],
  reading: Reading,
  grouped: boolean,
  local: readonly Condition[],
): boolean {
  if (!grouped || reading.groups.length === 0) return false;
  const groupEnd = Math.min(...reading.groups.map((g) => g.target.end));
  const groupTargets = new Set<Mention>(reading.groups.map((g) => g.target));
  const nouns = new Set<Mention>(
    reading.entities.map((e) => e.mention).filter((m) => !groupTargets.has(m)),
  );
  return local.some((c) => {
    if (!bareComparison(c) || !c.mentions.every((m) => m.start >= groupEnd)) return false;
    const before = mentions[mentions.indexOf(c.mentions[0]) - 1];
    return !(before && nouns.has(before));
  });
}
