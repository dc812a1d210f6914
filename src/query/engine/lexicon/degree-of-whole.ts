import type { Mention } from '../engine.types';
import { asFiller } from './as-filler';

/**
 * Adverbs of full degree in general English. A closed class of the language, not of any
 * catalog: no schema names a field or a state by them, so a list is the only way to know them.
 * Kept apart from the typo corrector (common-words.ts) too: "totally" is no slip of "total".
 */
export const DEGREE_ADVERBS: readonly string[] = [
  'completely',
  'totally',
  'entirely',
  'absolutely',
  'utterly',
  'wholly',
  'literally',
  'altogether',
];

const DEGREE = new RegExp(`^(?:${DEGREE_ADVERBS.join('|')})$`, 'i');

/** Words of the whole or of none, which no degree can make more so. */
const WHOLE_OR_NONE = /^(?:all|every|everything|anything|any|each|nothing|none|no|zero)\b/i;

/**
 * "anything completely out of stock", "literally all the open POs", "totally nothing on
 * hand": an adverb of full degree before what is already whole or none (a negation, a quantity
 * at zero, "all") adds nothing to it; left unknown, it cost a right reading its confidence.
 * Before anything else ("completely late", "totally paid") it may say more than the words
 * after it read ("in full"), so there it stays unknown and still costs confidence. Phrases
 * that hold the adverb themselves ("completely received") are read whole before this.
 */
export function degreeOfWhole(mentions: Mention[]): void {
  mentions.forEach((m, i) => {
    if (m.kind !== 'unknown' || !DEGREE.test(m.text.trim())) return;
    if (!wholeOrNone(mentions[i + 1])) return;
    mentions[i] = asFiller(m);
  });
}

function wholeOrNone(m: Mention | undefined): boolean {
  if (!m || m.kind === 'quoted' || m.kind === 'code' || m.kind === 'date') return false;
  if (m.kind === 'number') return m.number.value === 0;
  if (WHOLE_OR_NONE.test(m.text.trim())) return true;
  if (m.kind !== 'words') return false;
  const rule = m.rule;
  if (rule?.kind === 'negate') return true;
  // "out of stock", "none on hand": a quantity at (or below) zero.
  return (
    rule?.kind === 'compareProperties' &&
    rule.all.every((x) => x.right === 0 && (x.op === '<=' || x.op === '='))
  );
}
