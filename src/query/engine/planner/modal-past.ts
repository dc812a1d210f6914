/**
 * A confidence check for a modal past said of records (#17): "invoices that should have been
 * paid by now", "lines that were supposed to ship by today", "jobs that ought to have started"
 * say the records were due to be so by then and, as one says it, are not: a lateness. Read
 * without it, as the deed done ("paid", "shipped") or its date before today, the answer lists
 * the records that did what was expected, the opposite of what was asked. A named rule like
 * those of lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Token } from '../text/tokenizer';

/**
 * Modals of obligation. A word list, as grammar is not in any catalog: general English, the
 * same whatever the schema.
 */
const OBLIGATION = /^(?:should|ought|supposed)$/;
/** Words after the modal saying the time it was due by has come: a past, not a plan. */
const BY_NOW = /^(?:now|today|already)$/;

/**
 * Whether the question says records were due to be so by now ("should have shipped", "was
 * supposed to arrive by today", "ought to be done by now") and no lateness the catalog keeps (a
 * count of days past a date) reads those words. "Jobs that should finish next week" plans ahead
 * and is not a past.
 */
export function modalPastUnread(
  tokens: readonly Token[],
  mentions: readonly Mention[],
  used: ReadonlySet<Mention>,
  vocabulary: Vocabulary,
): boolean {
  return tokens.some((t, i) => {
    if (!OBLIGATION.test(t.lower)) return false;
    const after = tokens.slice(i + 1).map((x) => x.lower);
    const perfect = after.slice(0, 3).includes('have');
    const wasDue = t.lower === 'supposed' && /^(?:was|were)$/.test(tokens[i - 1]?.lower ?? '');
    const byNow = after.some((w) => BY_NOW.test(w));
    if (!perfect && !wasDue && !byNow) return false;
    const late = mentions.some(
      (m) =>
        m.kind === 'words' &&
        used.has(m) &&
        m.start <= i &&
        i < m.end &&
        m.lex.some(
          (l) =>
            l.kind === 'property' && vocabulary.ido(l.ido).property(l.property)?.unit === 'days',
        ),
    );
    // "jobs that should have started by now but are still firm": the state said after "but"
    // or "still" says what they are instead, the lateness in words of the records' status.
    const contrast = tokens.findIndex((x, j) => j > i && /^(?:but|still)$/.test(x.lower));
    const stateSaid =
      contrast >= 0 &&
      mentions.some(
        (m) =>
          m.kind === 'words' &&
          used.has(m) &&
          m.start >= contrast &&
          m.lex.some((l) => l.kind === 'enum'),
      );
    return !late && !stateSaid;
  });
}
