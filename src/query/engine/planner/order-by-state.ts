/**
 * A confidence check for an order asked by words that name a state, not an amount (#17). "PO
 * lines by unreceived quantity", "PO lines sorted by unreceived qty": what is still to come is
 * the ordered quantity less the received, which no property holds; the words read as the state
 * (nothing received yet) keep the lines in that state and the order asked is lost. Named rule
 * like those of lost-readings.ts.
 */
import type { AggregateSpec, OrderTerm } from '../../../erp/load-request';
import type { Mention } from '../engine.types';
import { isFiller } from './reader-context';

/** Words that order or group records by what follows. */
const ORDERING = /^(?:by|sorted by|sort by|ordered by|order by|ranked by|rank by)$/i;

/** "by" (or "sorted by") right before a comparison of two properties, and no order in the plan. */
export function orderByStateLost(
  mentions: readonly Mention[],
  orderBy: readonly OrderTerm[],
): boolean {
  if (orderBy.length > 0) return false;
  return mentions.some((m, i) => {
    const next = mentions[i + 1];
    return (
      m.kind === 'words' &&
      ORDERING.test(m.text.trim()) &&
      next?.kind === 'words' &&
      next.rule?.kind === 'compareProperties'
    );
  });
}

/**
 * "total qty left to receive", "sum of quantity still to ship": a figure asked of the quantity
 * named right before words comparing two of its quantities. What is left is the one less the
 * other, which no property holds; the words read as the state keep the lines that still wait
 * and the figure adds up the whole ordered quantity, not what is left of it.
 */
export function remainderFigureLost(
  mentions: readonly Mention[],
  aggregate: AggregateSpec | undefined,
): boolean {
  if (!aggregate?.measures.some((m) => m.property)) return false;
  return mentions.some((m, i) => {
    // "qty is still to be received": a verb between says nothing of the remainder.
    let j = i + 1;
    while (isFiller(mentions[j])) j += 1;
    const next = mentions[j];
    return (
      m.kind === 'words' &&
      m.lex.some((l) => l.kind === 'property') &&
      // "PO lines not received yet" names the records, not a quantity of them.
      !m.lex.some((l) => l.kind === 'ido') &&
      next?.kind === 'words' &&
      next.rule?.kind === 'compareProperties' &&
      next.rule.all.some((c) => typeof c.right !== 'number')
    );
  });
}
