/**
 * A confidence check for a comparison of records with something else said in words of
 * difference or sameness that the reading did not take (#17). "POs whose currency differs from
 * the vendor currency", "vendors with POs in a different currency": read without it, the answer
 * lists every PO, every vendor with a PO. A named rule like those of lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import type { Reading } from './reading.types';

/** Words that compare one thing with another. */
const COMPARING =
  /^(?:differ|differs|differed|differing|different|differently|mismatch\w*|match|matches|matching|same|equal|equals|identical)$/i;

/** Whether such a word was left unread, or "a different …" was read as "distinct" values. */
export function comparisonWordLost(mentions: readonly Mention[], reading: Reading): boolean {
  return mentions.some((m, i) => {
    if (!COMPARING.test(m.text.trim())) return false;
    if (!reading.used.has(m)) return true;
    // "a different currency", "another different …": one other than something, not distinct.
    const before = mentions[i - 1]?.text.trim() ?? '';
    return m.kind === 'words' && m.rule?.kind === 'distinct' && /^(?:a|an|another)$/i.test(before);
  });
}
