/**
 * A confidence check for one figure asked for twice (#17). "how many customers are in Texas and
 * how many are in Ohio" asks for two counts, one per place; one count over both places (State IN
 * ('TX', 'OH')) answers neither. A named rule like those of lost-readings.ts.
 */
import type { Mention, QueryPlan } from '../engine.types';

/** Words that join a second question to the first. */
const JOINED = /^(?:and|,\s*and|but|plus|also|and also)$/i;

/**
 * Whether the question asks for a count ("how many", "number of") more than once, and the
 * answer gives fewer counts. Sums are left alone: "how much … in total" says one figure twice.
 */
export function repeatedFigureMerged(
  mentions: readonly Mention[],
  aggregate: QueryPlan['aggregate'],
): boolean {
  if (!aggregate) return false;
  const counts = (m: Mention | undefined): boolean =>
    m?.kind === 'words' && m.rule?.kind === 'aggregate' && m.rule.fn === 'count';
  // A count after "and" asks again ("… and how many are in Ohio"); "an exact count please"
  // after "how many" names the same figure.
  const again = mentions.some(
    (m, i) => counts(m) && i > 0 && JOINED.test(mentions[i - 1].text.trim()),
  );
  if (!again) return false;
  const asked = mentions.filter(counts).length;
  return asked > 1 && aggregate.measures.filter((x) => x.fn === 'count').length < asked;
}

/** Words that set two things side by side ("Texas vs Ohio"). */
const VERSUS = /(?:^|\s)(?:vs\.?|versus|compared (?:to|with))(?:\s|$)/i;

/**
 * "how many customers in Texas vs Ohio": a figure for each side asked for, one figure over both
 * given (broken down by nothing). Whether the question sets two things side by side, and the
 * answer is one figure, or a plain list ("invoices vs credit memos": the records of either
 * side, or of one, set against nothing).
 */
export function comparedSidesMerged(
  mentions: readonly Mention[],
  aggregate: QueryPlan['aggregate'],
): boolean {
  if ((aggregate?.groupBy ?? []).length > 0) return false;
  return VERSUS.test(mentions.map((m) => m.text.trim()).join(' '));
}
