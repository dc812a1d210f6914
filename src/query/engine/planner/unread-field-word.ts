/**
 * A confidence check for a field asked for by a word no property answers to (#17). "vendor 1001
 * address", "where is vendor 1001 located": the record is found, but what was asked of it (its
 * address, its whereabouts) is not among the catalog's properties by that word, and the answer
 * shows the record's number and name alone. A named rule like those of lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
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

/** Words of a property that says where a record is: its address and its parts. */
const PLACE_PROPERTY = /\b(?:address|street|city|town|state|province|zip|postal|country)\b/i;

/**
 * "where is Twin City Steel located", "vendor 1001 address": the whereabouts word unread, said
 * of records that keep where they are (an address, a city, a state, a country): those
 * properties are what was asked, shown after the fields the answer has already. The word is
 * then read. Nothing when the answer is a figure or the records keep no place.
 */
export function placeFieldsAsked(
  mentions: readonly Mention[],
  reading: Reading,
  ido: string,
  vocabulary: Vocabulary,
  fields: readonly string[],
): string[] | undefined {
  const word = mentions.find(
    (m) =>
      (m.kind === 'unknown' || (m.kind === 'words' && m.lex.length === 0)) &&
      !reading.used.has(m) &&
      WHEREABOUTS.test(m.text.trim()),
  );
  if (!word || reading.aggregate) return undefined;
  const place = vocabulary
    .ido(ido)
    .properties.filter(
      (p) =>
        p.type === 'string' &&
        [p.name, p.label, ...(p.synonyms ?? [])].some((w) =>
          PLACE_PROPERTY.test(w.replace(/([a-z])([A-Z])/g, '$1 $2')),
        ),
    )
    .map((p) => p.name);
  if (place.length === 0) return undefined;
  reading.used.add(word);
  return [...new Set([...fields, ...place])];
}
