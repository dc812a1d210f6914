/**
 * A confidence check for an order asked by words that name a state, not an amount (#17). "PO
 * lines by unreceived quantity", "PO lines sorted by unreceived qty": what is still to come is
 * the ordered quantity less the received, which no property holds; the words read as the state
 * (nothing received yet) keep the lines in that state and the order asked is lost. Named rule
 * like those of lost-readings.ts.
 */
import type { OrderTerm } from '../../../erp/load-request';
import type { Mention } from '../engine.types';

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
