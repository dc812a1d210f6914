/**
 * A reading rule (#17): "items on order at WEST", "which parts are on hand in EAST". A quantity
 * of the records whose catalog name is a phrase of place (a preposition and one noun: "on
 * order", "on hand", "in transit"), said right after the records' noun or after "are" / "is",
 * describes the records that have some of it (above zero), as "in stock" does; read as one more
 * column, the answer held every record (every stock row of the warehouse) at full confidence.
 */
import type { Mention, WordsMention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import { propertiesOn } from './conditions';
import type { Reading } from './reading.types';

/** A preposition of place and one noun, as "on order" or "in transit" is written. */
const PLACE_PHRASE = /^(?:on|in)\s+[a-z]+$/i;

/** A word saying a quantity without saying which, before the phrase ("quantity on order"). */
const QUANTITY_WORD = /^(?:quantity|qty|units|stock)\s+/i;

/** A copula: the records it follows are the subject of the state. */
const COPULA = /^(?:is|are|that are|which are|that is|which is)$/i;

/**
 * Words between the records and their state: a copula ("which items are on order"), having
 * ("parts with something on order", "items that have any on hand").
 */
const LINKING =
  /^(?:is|are|that are|which are|that is|which is|with|have|has|that have|that has|which have|some|any|something|anything)$/i;

/**
 * A clause of our own holding between the records and their state ("items that we still have
 * on hand", "parts we currently hold in stock"): a relative word, a subject, an adverb of time
 * and a verb of having, each saying nothing more than "that have".
 */
const HOLDING_CLAUSE =
  /^(?:that|which|we|you|they|i|still|currently|already|actually|really|do|does|have|has|hold|holds|keep|keeps|carry|carries)$/i;

/** Words for records of any kind after the records' noun ("stock rows on order"). */
const RECORD_WORDS = /^(?:rows?|records?|entries|entry)$/i;

/** Joining words: the state is one more said of the records the first one was said of. */
const JOINING = /^(?:and|but|yet|while)$/i;

/**
 * The words before `k`, past at most two linking words and a word for records of any kind
 * ("stock rows on order": the rows are the stock's).
 */
function sayer(mentions: readonly Mention[], k: number): Mention | undefined {
  let j = k - 1;
  while (j >= k - 2 && j >= 0 && LINKING.test(mentions[j].text.trim())) j -= 1;
  // "that we still have": a longer clause of holding, read only when it has a subject of its
  // own (we, you, they), so "items received on order" keeps its own reading.
  let h = k - 1;
  while (h >= k - 5 && h >= 0 && HOLDING_CLAUSE.test(mentions[h].text.trim())) h -= 1;
  const clause = mentions.slice(h + 1, k).map((x) => x.text.trim().toLowerCase());
  if (
    clause.some((w) => /^(?:we|you|they|i)$/.test(w)) &&
    clause.some((w) => /^(?:have|has|hold|holds|keep|keeps|carry|carries)$/.test(w)) &&
    h < j
  )
    j = h;
  if (j > 0 && RECORD_WORDS.test(mentions[j].text.trim())) j -= 1;
  return mentions[j];
}

/**
 * The pronoun for what is held ("something", "anything") right before the state, which the
 * state reads along with it ("nothing on hand but something on order").
 */
export function pronounOfState(reading: Reading, m: WordsMention): Mention | undefined {
  const before = reading.mentions[reading.mentions.indexOf(m) - 1];
  return before && /^(?:something|anything)$/i.test(before.text.trim()) ? before : undefined;
}

/**
 * Whether the field `m` (a quantity of `ido`) is said as the records' state of having some of
 * it rather than as a column to show.
 */
export function quantityAsState(
  reading: Reading,
  m: WordsMention,
  ido: string,
  vocabulary: Vocabulary,
): boolean {
  if (m.listed === true) return false;
  const k = reading.mentions.indexOf(m);
  // "some quantity on order": the quantity word said under "some" / "any" is the same state
  // ("some on order"); without them ("with quantity on order") it may be a column to show.
  const phrase = m.text.trim();
  const quantified = /^(?:some|any)$/i.test(reading.mentions[k - 1]?.text.trim() ?? '');
  if (!PLACE_PHRASE.test(quantified ? phrase.replace(QUANTITY_WORD, '') : phrase)) return false;
  // "lines on order 101906": a number after names the document, not a quantity.
  if (reading.mentions[k + 1]?.kind === 'number') return false;
  const quantities = propertiesOn(m, ido, vocabulary).filter((p) => p.unit === 'quantity');
  if (quantities.length !== 1) return false;
  // "stock on hand": the noun is itself a name of that quantity, which the words complete.
  const namesRecords = (x: Mention | undefined): boolean =>
    x?.kind === 'words' &&
    x.lex.some((l) => l.kind === 'ido') &&
    !x.lex.some((l) => l.kind === 'property' && l.property === quantities[0].name);
  // "stock records in WEST that are on order": after a copula the state is the subject's,
  // wherever its noun was said.
  // "stock rows with nothing on hand but something on order": joined to a state said before
  // it, the state is said of the same records, whose noun opened the question.
  // The state before the joining word must be a condition itself ("on hand and on order",
  // two columns, stays as it is).
  const joined = sayer(reading.mentions, k);
  const first = joined ? reading.mentions[reading.mentions.indexOf(joined) - 1] : undefined;
  if (
    COPULA.test(reading.mentions[k - 1]?.text.trim() ?? '') ||
    (joined !== undefined &&
      JOINING.test(joined.text.trim()) &&
      first?.kind === 'words' &&
      first.rule?.kind === 'compareProperties')
  )
    return reading.entities.some((e) => !e.label && namesRecords(e.mention));
  return namesRecords(sayer(reading.mentions, k));
}
