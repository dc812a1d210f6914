/**
 * A confidence check for a number of records said as a fact to check (#17). "so 5 jobs are
 * late?", "3 POs were cancelled?": a number right before the noun of the records and a verb
 * "to be" right after it states how many there are; it asks whether the count is right, not for
 * that many of them. Read as a cut to the first N records, the answer lists some of them and
 * says nothing of the count. Named rule like those of lost-readings.ts.
 */
import type { Token } from '../text/tokenizer';

/** Words of being that make "N records are …" a statement. */
const BEING = new Set(['are', 'were', 'is', 'was']);

/**
 * Words that may lead such a statement or its question ("are 5 jobs late?", "so there are 5
 * late jobs?", "is it true that 5 jobs are late"); any other word before the number asks for
 * records ("show 5 jobs", "which 5 jobs").
 */
const LEAD_IN = new Set([
  ...BEING,
  'so',
  'and',
  'but',
  'then',
  'really',
  'ok',
  'okay',
  'oh',
  'wait',
  'hmm',
  'yes',
  'there',
  'it',
  'true',
  'that',
  'do',
  'we',
  'have',
]);

/** The noun of the records takes at most this many words ("purchase order lines"). */
const NOUN_WORDS = 3;

/**
 * Whether the answer is cut to `limit` records where the number was said before a noun and a
 * verb of being, with nothing but a lead-in word before it.
 */
export function countStatedAsFact(tokens: readonly Token[], limit: number | undefined): boolean {
  if (limit === undefined) return false;
  const at = tokens.findIndex((t) => t.kind === 'number' && t.value === limit);
  if (at < 0) return false;
  const lead = tokens.slice(0, at);
  if (!lead.every((t) => t.kind === 'word' && LEAD_IN.has(t.lower))) return false;
  // "are 5 jobs late?", "do we have 5 late jobs?": the verb said before the number.
  if (lead.some((t) => BEING.has(t.lower) || t.lower === 'have')) return true;
  const after = tokens.slice(at + 1, at + 2 + NOUN_WORDS);
  const being = after.findIndex((t) => t.kind === 'word' && BEING.has(t.lower));
  // "5 jobs that are late": a relative word before the verb describes the records asked for.
  return (
    being > 0 &&
    after.slice(0, being).every((t) => t.kind === 'word' && !/^(?:that|which|who)$/.test(t.lower))
  );
}
