/**
 * "which items did we make this year", "parts we produced last quarter": a verb of making said
 * by us of records we make (items), with a period. What was made in a period is on the records
 * of its making (jobs), which refer to the items and whose own words say they are making them
 * ("jobs making IT-10045"); the items are the ones those records name, the period theirs. Not
 * the items' make/buy code, which says how they are usually sourced, not what was done when.
 */
import type { Mention } from '../engine.types';
import { dateCondition } from './conditions';
import type { ReaderContext } from './reader-context';

/** A verb of making, and the form that names records busy making something. */
const MAKING: Readonly<Record<string, string>> = {
  made: 'making',
  make: 'making',
  produced: 'producing',
  produce: 'producing',
  built: 'building',
  build: 'building',
  manufactured: 'manufacturing',
};

/** Words between the records and the verb that say nothing of who did it but us. */
const QUIET = /^(?:we|that|which|did|have|has|had|do)$/i;

/**
 * The one IDO other than `ido` that refers to it and that `progressive` ("making") names, by
 * a word of its own or of one of its states; undefined when none or several do.
 */
function makingRecordsOf(c: ReaderContext, ido: string, progressive: string): string | undefined {
  const named = new Set(
    c.vocabulary
      .lookup(progressive)
      .lex.filter((l) => l.ido !== ido && (l.kind === 'enum' || l.kind === 'ido'))
      .map((l) => l.ido),
  );
  const refers = [...named].filter((x) => c.vocabulary.refersTo(x, ido));
  return refers.length === 1 ? refers[0] : undefined;
}

/** Reads `m`, a verb of making said by us before a period, as records of making that exist. */
export function readMadeRecords(c: ReaderContext, k: number, m: Mention): boolean {
  if (c.negatePending || c.negateRelationPending) return false;
  const progressive = MAKING[m.text.trim().toLowerCase()];
  const subject = c.r.entities[0];
  if (!progressive || !subject || c.vocabulary.isTradeParty(subject.ido)) return false;
  const from = c.ms.indexOf(subject.mention);
  if (from < 0 || from > k) return false;
  const between = c.ms.slice(from + 1, k);
  const words = between.flatMap((x) => x.text.trim().split(/\s+/));
  if (!words.some((w) => /^we$/i.test(w)) || !words.every((w) => QUIET.test(w))) return false;
  // A period says when ("this year"); without one "items we make" is how they are sourced.
  // "made in October": a preposition before the period says nothing more.
  let after = c.ms.slice(k + 1);
  const lead = after.length === 2 && /^(?:in|during)$/i.test(after[0].text.trim());
  if (lead) after = after.slice(1);
  const when = after[0];
  if (after.length !== 1 || when.kind !== 'date') return false;
  if (lead) c.use(c.ms[k + 1]);
  const making = makingRecordsOf(c, subject.ido, progressive);
  if (!making) return false;
  // The period is the making records' own (the day they were made), said in the past.
  c.use(when);
  c.addCondition(k, [m, when], (d) => {
    const dated = dateCondition(
      { ...d, mentions: [m, when] },
      { reading: when.date, verbs: [], past: true },
    );
    return {
      ...dated,
      build: (ido, vocabulary, loose) =>
        ido === making ? dated.build(ido, vocabulary, loose) : undefined,
    };
  });
  return true;
}
