/**
 * A confidence check for a word that denies ("nothing", "none", "nobody") and that the reading
 * never took: the answer without it lists the records the question excluded, or their opposite
 * ("jobs that produced nothing" read as jobs that produced some). One named rule the planner
 * asks once, like those of lost-readings.ts (#17).
 */
import type { Mention } from '../engine.types';
import type { Reading } from './reading.types';

/**
 * Words that deny on their own ("items in stock nowhere"); "not" and "no" are read by the rules
 * that take them.
 */
const DENYING = /^(?:nothing|none|nobody|no-one|noone|neither|nor|never|nowhere)$/i;

/** "vendors we bought nothing from": a denying word left unread. */
export function negationLost(mentions: readonly Mention[], reading: Reading): boolean {
  return mentions.some(
    (m) => m.kind === 'unknown' && DENYING.test(m.text.trim()) && !reading.used.has(m),
  );
}
