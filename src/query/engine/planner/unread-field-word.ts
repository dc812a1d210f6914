/**
 * A confidence check for a field asked for by a word no property answers to (#17). "vendor 1001
 * address", "where is vendor 1001 located": the record is found, but what was asked of it (its
 * address, its whereabouts) is not among the catalog's properties by that word, and the answer
 * shows the record's number and name alone. A named rule like those of lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import type { Reading } from './clause-reader';

/** General words asking for where a record is, which no single property is named by. */
const WHEREABOUTS = /^(?:address|addresses|addr|location|located|whereabouts)$/i;

/** Whether a word asking for a record's address or location was left unread. */
export function whereaboutsUnread(mentions: readonly Mention[], reading: Reading): boolean {
  return mentions.some(
    (m) =>
      (m.kind === 'unknown' || (m.kind === 'words' && m.lex.length === 0)) &&
      !reading.used.has(m) &&
      WHEREABOUTS.test(m.text.trim()),
  );
}
