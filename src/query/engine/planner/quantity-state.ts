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

/** A copula: the records it follows are the subject of the state. */
const COPULA = /^(?:is|are|that are|which are|that is|which is)$/i;

/**
 * Words between the records and their state: a copula ("which items are on order"), having
 * ("parts with something on order", "items that have any on hand").
 */
const LINKING =
  /^(?:is|are|that are|which are|that is|which is|with|have|has|that have|that has|which have|some|any|something|anything)$/i;

/** The words before `k`, past at most two linking words. */
function sayer(mentions: readonly Mention[], k: number): Mention | undefined {
  let j = k - 1;
  while (j >= k - 2 && j >= 0 && LINKING.test(mentions[j].text.trim())) j -= 1;
  return mentions[j];
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
  if (m.listed === true || !PLACE_PHRASE.test(m.text.trim())) return false;
  const k = reading.mentions.indexOf(m);
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
  if (COPULA.test(reading.mentions[k - 1]?.text.trim() ?? ''))
    return reading.entities.some((e) => !e.label && namesRecords(e.mention));
  return namesRecords(sayer(reading.mentions, k));
}
