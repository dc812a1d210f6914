/**
 * A confidence check for lateness in days said of an event that already happened (#17).
 * "order lines shipped more than 5 days late", "lines received 3 days late": the days are
 * between the due date and the day of the event. A derived count of days past due is kept only
 * while the records are open (SPEC §8 `daysPast`), so it is 0 for what was shipped in full and,
 * beside the event's word, answers the lines still open and late by N days. The catalog holds
 * no difference of two dates to compare with N, so the reading is a guess. Named rule like
 * those of lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import { PAST_DATE_WORDS } from '../lexicon/ido-profile';
import type { Vocabulary } from '../lexicon/vocabulary';
import { propertiesOn, singularWords, type Condition } from './conditions';

/**
 * Whether `ido`'s open-only count of days past due is compared with a number while a word of the
 * question names the date of an event that ends the records' openness (shipped, received): not
 * the records' usual date (the day they were made, "invoices issued"), which starts it.
 */
export function latenessOfDoneEvent(
  ido: string,
  mentions: readonly Mention[],
  placed: readonly Condition[],
  vocabulary: Vocabulary,
): boolean {
  const profile = vocabulary.profile(ido);
  const daysPast = new Set<Mention>();
  for (const c of placed) {
    if (!c.mentions.some((m) => m.kind === 'number')) continue;
    for (const m of c.mentions)
      if (
        m.kind === 'words' &&
        propertiesOn(m, ido, vocabulary).some((p) => p.derived?.kind === 'daysPast')
      )
        daysPast.add(m);
  }
  if (daysPast.size === 0) return false;
  // Dates of events that end the records' openness, and the words they are said with ("Ship
  // Date", "shipped on"): "shipped" may be read as the quantity shipped, the same event.
  const ending = vocabulary
    .ido(ido)
    .properties.filter((p) => profile.recordsEvent(p) && p !== profile.date && !p.derived);
  if (ending.length === 0) return false;
  const eventWords = new Set(
    ending
      .flatMap((p) => [p.label, ...(p.synonyms ?? [])].flatMap((x) => singularWords(x)))
      .filter((w) => PAST_DATE_WORDS.includes(w)),
  );
  return mentions.some(
    (m) =>
      m.kind === 'words' &&
      !daysPast.has(m) &&
      (propertiesOn(m, ido, vocabulary).some((p) => ending.includes(p)) ||
        (m.lex.length > 0 && singularWords(m.text).some((w) => eventWords.has(w)))),
  );
}
