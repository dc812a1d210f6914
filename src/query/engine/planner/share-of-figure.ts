/**
 * A confidence check for a share or a multiple of one of the records' figures (#17): "on hand
 * is 3 times the reorder point", "stock in EAST double the reorder point", "on hand at 150% of
 * the reorder point". A filter has no arithmetic, so no answer holds the share; read without a
 * comparison word before it, the number went to the figure itself ("QtyOnHand = 3") or was
 * dropped, at a confidence that answered. (After a comparison word the condition reader already
 * compares the two figures at a refusing certainty and says so.) Named rule like those of
 * lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import { isNumeric } from './reader-context';

/** Words saying a share or a multiple of what follows them ("half", "twice", "a third of"). */
export const SHARE_WORDS =
  /^(?:half|twice|double|triple|thrice|a third|one third|a quarter|one quarter|third|quarter|two thirds|three quarters)$/i;

/** Words that may stand between the share and the figure ("half of the", "twice their"). */
const BETWEEN = /^(?:of|the|a|an|their|its|our|what|is)$/i;

/** Where a share of a figure starts at `i`, the index of its last word; else -1. */
function shareEnd(mentions: readonly Mention[], i: number): number {
  const m = mentions[i];
  if (m.kind === 'number') {
    if (m.number.unit === 'percent') return i;
    // "3 times the reorder point"
    if (!m.number.unit && /^times$/i.test(mentions[i + 1]?.text.trim() ?? '')) return i + 1;
    return -1;
  }
  return (m.kind === 'unknown' || m.kind === 'words') && SHARE_WORDS.test(m.text.trim()) ? i : -1;
}

/** Whether the question names a share or a multiple of a numeric figure of the records. */
export function shareOfFigureAsked(mentions: readonly Mention[], vocabulary: Vocabulary): boolean {
  return mentions.some((_, i) => {
    let j = shareEnd(mentions, i);
    if (j < 0) return false;
    j += 1;
    while (j < mentions.length && BETWEEN.test(mentions[j].text.trim())) j += 1;
    const figure = mentions[j];
    return (
      figure?.kind === 'words' &&
      figure.lex.some((l) => {
        if (l.kind !== 'property') return false;
        const property = vocabulary.ido(l.ido).property(l.property);
        return property !== undefined && isNumeric(property);
      })
    );
  });
}
