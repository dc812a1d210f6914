/**
 * A confidence check for a sum asked of what remains of a deed (#17): "how much is left to
 * receive on open POs", "the amount still to ship on open orders". The phrase compares the done
 * quantity with the ordered one (records with something left); the amount left is the
 * difference of those figures times the price, which no property holds. Summing the records'
 * whole amounts instead overstates it by all that was done already.
 * A named rule like those of lost-readings.ts.
 */
import type { AggregateSpec } from '../../../erp/load-request';
import type { Mention } from '../engine.types';

/** Words saying a comparison of done and ordered asks what remains ("left", "still"). */
const REMAINING = /^(?:left|still|remaining|yet|outstanding)\b/i;

/** Whether a sum is asked of records picked only as having something left of a deed. */
export function remainderSummedWhole(
  mentions: readonly Mention[],
  aggregate: AggregateSpec | undefined,
): boolean {
  if (!aggregate?.measures.some((m) => m.fn === 'sum')) return false;
  return mentions.some(
    (m) =>
      m.kind === 'words' && m.rule?.kind === 'compareProperties' && REMAINING.test(m.text.trim()),
  );
}
