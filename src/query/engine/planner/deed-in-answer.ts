/**
 * A reading rule (#17): a verb of a deed ("what did we ship to C", "what did order N ship") is
 * taken as understood while reading the clause when it names a date of some records (ship:
 * Ship Date), since a period said with it lands on that date. When the answer's records carry
 * no such date and no condition reads it, nothing in the answer says what was done: the
 * customer's own record, the order's header. The verb is then left unread, so the reading's
 * confidence falls (an honest refusal) instead of answering another question at full
 * confidence. Read from the catalog alone: which IDOs carry the dates the verb's label names.
 */
import type { WordsMention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import { datesNamedBy } from './conditions';
import type { Reading } from './reading.types';

/** Whether some condition of `reading`, built on an IDO carrying `date`, reads that date. */
function someConditionReads(
  reading: Reading,
  date: { ido: string; property: string },
  vocabulary: Vocabulary,
): boolean {
  return reading.conditions.some((c) =>
    c.build(date.ido, vocabulary)?.properties.includes(date.property),
  );
}

/**
 * Leaves unread each verb of a deed in `reading.deeds` whose dates neither `ido` (the IDO
 * answered) carries nor any condition reads; true when one was.
 */
export function leaveDeedsNotInAnswer(
  ido: string,
  reading: Reading,
  vocabulary: Vocabulary,
): boolean {
  // "what did we ship to C" asks for the thing the deed was done to; "where does V ship
  // from" asks for a place of the party, which its own record holds.
  const first = reading.mentions[0];
  if (first?.kind !== 'words' || !/^what\b/i.test(first.text.trim())) return false;
  let left = false;
  for (const verb of reading.deeds ?? []) {
    const dates = datesNamedBy(verb.text.trim(), vocabulary);
    const shown = dates.some((d) => d.ido === ido || someConditionReads(reading, d, vocabulary));
    if (!shown) {
      reading.used.delete(verb);
      left = true;
    }
  }
  return left;
}

/** Records `verb` as a deed taken as understood for the date it names. */
export function noteDeed(reading: Reading, verb: WordsMention): void {
  (reading.deeds ??= []).push(verb);
}
