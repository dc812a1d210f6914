/**
 * A list of every record of the IDO (no filter, no figure, no order, no cut) answers only
 * "list the X". When the question said more than that about the records, words that said it were
 * taken without becoming anything in the answer; the listing is then a confident guess (#17).
 */
import type { FilterNode } from '../../../erp/load-request';
import type { Mention } from '../engine.types';
import type { Reading } from './reading.types';

/** What the answer does with the records beside listing them. */
export interface ListingShape {
  filter?: FilterNode;
  /** Conditions placed on these records or on related ones (turned into a filter later). */
  conditions: number;
  aggregate?: unknown;
  orderBy: readonly unknown[];
  limit?: number;
}

/** Words of asking and of pointing at records, that never say which records. */
const NOISE =
  /^(?:list|lists|listing|show|shows|display|give|get|find|fetch|pull|bring|see|view|return|print|tell|me|us|i|we|our|ours|you|your|the|a|an|all|every|each|any|some|of|please|pls|plz|thanks|thank|can|could|would|will|do|does|did|have|has|had|got|what|which|who|whose|where|are|is|be|there|here|in|on|up|out|system|records?|entries|everything|everyone|them|those|these|that|this|to|for|and|or|want|need|like|know|current|existing|full|entire|whole|kindly|just|now|quick|quickly|lookup|look|at|my|exist|exists|many|known|file|database|db|data|table|ones?|kinds?|types?|how|hey|hi|hello|ok|okay)$/i;

/**
 * Words of a state lasting or reached ("still", "yet", "already", "no longer"): said only of
 * records in some state, never of every record. Taken as filler, they leave no trace.
 */
const STATE_ADVERB = /^(?:still|yet|already|anymore|longer)$/i;

/** Opens a clause that says which records ("PO lines where...", "items that..."). */
const RELATIVE = /^(?:where|that|which|who|whose|whom)$/i;

const words = (m: Mention): string[] =>
  m.text
    .trim()
    .split(/[\s,?.!]+/)
    .filter((w) => w !== '');

export function qualifiersLostInListing(
  mentions: readonly Mention[],
  reading: Reading,
  shape: ListingShape,
): boolean {
  if (
    shape.filter ||
    shape.conditions > 0 ||
    shape.aggregate ||
    shape.orderBy.length > 0 ||
    shape.limit !== undefined
  )
    return false;
  const fieldWords = new Set<Mention>(reading.fields.map((f) => f.mention));
  // A field named inside a clause that says which records ("PO lines where qty is still out")
  // was meant as a condition on it, not a column to show.
  const clauseAt = mentions.findIndex((m) => words(m).some((w) => RELATIVE.test(w)));
  const said = mentions.filter((m, i) => {
    if (words(m).some((w) => STATE_ADVERB.test(w))) return true;
    // "vendors from", "POs for": a link word last, with what it linked to cut off.
    if (m.kind === 'words' && m.rule?.kind === 'link' && i === mentions.length - 1) return true;
    if (fieldWords.has(m)) return clauseAt >= 0 && i > clauseAt;
    if (m.kind === 'words') {
      const rule = m.rule?.kind;
      if (rule === 'filler' || rule === 'conjunction' || rule === 'link') return false;
      if (m.lex.some((l) => l.kind === 'ido')) return false;
    }
    return !words(m).every((w) => NOISE.test(w));
  });
  return said.length > 0;
}
