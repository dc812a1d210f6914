/**
 * A confidence check for a date of the records named by its deed alone, with no period (#17).
 * "jobs due", "POs due", "jobs started": a word naming a date property that is not its label
 * ("due", not "due date") says the records are in that state (due by now, overdue, or due soon),
 * which needs a period to be one question; listed with the date as a column, the answer is
 * every record at full confidence. Named rule like those of lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import { propertiesOn, singularWords } from './conditions';
import type { Reading } from './reading.types';

/**
 * Whether a word naming only date properties of `ido`, short of their labels, is read as a
 * column to show while the question gives no date at all.
 */
export function dateDeedWithoutPeriod(
  ido: string,
  mentions: readonly Mention[],
  reading: Reading,
  vocabulary: Vocabulary,
): boolean {
  // A record or value named ("when is PO00000031 due", "orders shipped to France") says which
  // records; the word then asks for their date, or is a verb of the value named.
  if (
    mentions.some(
      (m) => m.kind !== 'words' || m.lex.some((l) => l.kind === 'value') || m.rule?.kind === 'link',
    )
  )
    return false;
  const ordered = new Set<Mention>([
    ...reading.sorts.flatMap((s) => (s.target ? [s.target] : [])),
    ...reading.groups.map((g) => g.target),
    ...(reading.rank?.measure ? [reading.rank.measure] : []),
  ]);
  // "jobs that finish late", "who placed the largest PO": words after it say which records.
  const last = [...mentions].reverse().find((m) => m.kind !== 'words' || m.rule?.kind !== 'filler');
  // "the biggest invoice we ever sent", "largest PO we have ever placed": "ever" right before
  // the deed gives its period, all time: every record is meant, as with no deed at all.
  const at = last ? mentions.indexOf(last) : -1;
  if (mentions.slice(Math.max(0, at - 2), at).some((m) => /^ever$/i.test(m.text.trim())))
    return false;
  return reading.fields.some(({ mention }) => {
    if (mention !== last || ordered.has(mention)) return false;
    const own = propertiesOn(mention, ido, vocabulary);
    if (own.length === 0 || !own.every((p) => p.type === 'date')) return false;
    const said = new Set(singularWords(mention.text));
    // "POs and their due dates": the column named by its label is asked to be shown.
    return own.every((p) => !singularWords(p.label).every((w) => said.has(w)));
  });
}
