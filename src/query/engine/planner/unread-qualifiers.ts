/**
 * Confidence checks for words that qualify the records asked about and that the reading never
 * took: an answer without them is about more records than the question meant (#17). Each is
 * one named rule the planner asks once, like those of lost-readings.ts.
 */
import type { Mention, WordsMention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Condition } from './conditions';
import { has, isFiller } from './reader-context';
import type { Reading } from './reading.types';

/** A word nobody knows, written as a word ("flurbish"), not a code or a number. */
const unknownWord = (m: Mention | undefined): boolean =>
  m?.kind === 'unknown' && /^[a-z][a-z'-]*$/i.test(m.text.trim());

/** A past participle ("released", "shipped", "frozen") that names a status of records. */
const statusParticiple = (m: Mention | undefined): m is WordsMention =>
  m?.kind === 'words' &&
  /[a-z](?:ed|en)$/i.test(m.text.trim()) &&
  m.lex.some((l) => l.kind === 'enum');

/**
 * "flurbish orders", "late zorply invoices": an unknown word right before the noun that names
 * the records read describes them; the answer without it lists records the question may have
 * excluded. Not after a value read ("Ontario-based vendors", "Texas owned customers"): there the
 * word only ties the value, already read, to the records.
 */
export function unknownBeforeRecords(mentions: readonly Mention[], reading: Reading): boolean {
  return mentions.some((m, i) => {
    const next = mentions[i + 1];
    const before = mentions[i - 1];
    const afterValue =
      before?.kind === 'words' &&
      reading.used.has(before) &&
      before.lex.some((l) => l.kind === 'value');
    return (
      unknownWord(m) &&
      !afterValue &&
      !reading.used.has(m) &&
      has(next, 'ido') &&
      reading.used.has(next)
    );
  });
}

/**
 * "items short at MAIN", "parts scarce in WEST": an unknown word, not a verb, right after the
 * noun that names the records read and before a value said with a linking word (the place
 * the records are at), is said of them as a state ("items short"); the answer without it lists
 * every record there. A verb there ("POs delivered to SOUTH", "customers paying in pesos",
 * "orders taken in Q1") says how the value is tied to the records, which the value reads.
 */
export function unknownAfterRecords(mentions: readonly Mention[], reading: Reading): boolean {
  return mentions.some((m, i) => {
    const link = mentions[i + 1];
    let v = i + 2;
    while (isFiller(mentions[v])) v += 1;
    const value = mentions[v];
    return (
      unknownWord(m) &&
      !/(?:ed|en|ing)$/i.test(m.text.trim()) &&
      !reading.used.has(m) &&
      has(mentions[i - 1], 'ido') &&
      reading.used.has(mentions[i - 1]) &&
      link?.kind === 'words' &&
      link.rule?.kind === 'link' &&
      has(value, 'value') &&
      reading.used.has(value)
    );
  });
}

/**
 * "released flurbish jobs", "orders shipped zorply": an unknown word right after a status in
 * the past names how or which of them; read without it, the status alone picks the records.
 */
export function unknownAfterStatus(mentions: readonly Mention[], reading: Reading): boolean {
  return mentions.some((m, i) => {
    if (!statusParticiple(m)) return false;
    // "jobs completed on time": one linking word between them ties the word to the status.
    const after = mentions[i + 1];
    const linked = after?.kind === 'words' && after.rule?.kind === 'link';
    const word = mentions[i + (linked ? 2 : 1)];
    return unknownWord(word) && !reading.used.has(word);
  });
}

/**
 * "vendors on hold on March 3": a date after "on" says which records (those of that day). If
 * no condition placed carries it, the answer is about records of every day.
 */
export function dateAfterOnLost(
  mentions: readonly Mention[],
  placed: readonly Condition[],
): boolean {
  return mentions.some((m, i) => {
    if (m.kind !== 'date') return false;
    const on = /^on\b/i.test(m.text.trim()) || /^on$/i.test(mentions[i - 1]?.text.trim() ?? '');
    return on && !placed.some((c) => c.mentions.includes(m));
  });
}

/** Times the calendar has no period of its own for, or only after "last" / "this" / "next". */
const TIME_WORDS =
  /^(?:week-?ends?|weekdays?|mornings?|afternoons?|evenings?|nights?|overnight|holidays?|(?:mon|tues|wednes|thurs|fri|satur|sun)days)$/i;

/** Words saying a state holds in every place at once ("in stock everywhere"). */
const EVERY_PLACE = /^(?:everywhere|every\s*where)$/i;

/**
 * "items in stock everywhere": a word saying the state holds in every place (every warehouse)
 * that no condition took; read without it, the answer is the records with the state in some
 * place (stocked anywhere), which a condition on one total cannot tell apart.
 */
export function everyPlaceUnread(mentions: readonly Mention[], reading: Reading): boolean {
  return mentions.some((m) => EVERY_PLACE.test(m.text.trim()) && !reading.used.has(m));
}

/**
 * "orders placed on the weekend", "POs raised over the holidays": a word of time that no date
 * read says which records (those of that time); left unread, the answer is about records of
 * every day.
 */
export function timeWordUnread(mentions: readonly Mention[], reading: Reading): boolean {
  return mentions.some(
    (m) => m.kind === 'unknown' && TIME_WORDS.test(m.text.trim()) && !reading.used.has(m),
  );
}

/**
 * "started jobs", "jobs started but not finished": a verb in the past that names only a date
 * of the records, said right beside their noun with no day after it, says which of them (those
 * begun), not which column to show. Left to no condition, the answer holds records not begun.
 */
export function dateParticipleUnplaced(
  mentions: readonly Mention[],
  placed: readonly Condition[],
): boolean {
  return mentions.some((m, i) => {
    if (m.kind !== 'words' || m.rule || !/[a-z]ed$/i.test(m.text.trim())) return false;
    if (m.lex.length === 0 || !m.lex.every((l) => l.kind === 'property')) return false;
    const noun = (x: Mention | undefined): boolean => has(x, 'ido');
    // First, before the noun ("started jobs"); or after it, at the end or before "but" /
    // "and" ("jobs started but not finished"). Not before anything else ("jobs started last
    // week", "orders shipped via a carrier"): what follows says which.
    const next = mentions[i + 1];
    const before = i === 0 && noun(next);
    const after =
      noun(mentions[i - 1]) &&
      (next === undefined || (next.kind === 'words' && next.rule?.kind === 'conjunction'));
    if (!before && !after) return false;
    return !placed.some((c) => c.mentions.includes(m));
  });
}

/** Verbs that ask for an order or grouping themselves ("sorted by", "grouped by"). */
const ARRANGING = /^(?:sorted|ordered|ranked|grouped|listed|arranged|broken|split|totall?ed)$/i;

/**
 * "PO lines not received by their due date", "jobs not completed by the end date": "by" right
 * after a deed in the past (a status, or a quantity it names) and before a date of the records
 * sets a deadline for the deed (done after the date, or not done and the date passed), not an
 * order of the answer; sorted by the date, the deadline was lost.
 */
export function deadlineReadAsOrder(mentions: readonly Mention[], vocabulary: Vocabulary): boolean {
  return mentions.some((m, i) => {
    if (m.kind !== 'words' || !/^by$/i.test(m.text.trim())) return false;
    const deed = mentions[i - 1];
    if (deed?.kind !== 'words' || !/[a-z](?:ed|en)$/i.test(deed.text.trim())) return false;
    if (ARRANGING.test(deed.text.trim())) return false;
    if (!deed.lex.some((l) => l.kind === 'enum' || l.kind === 'property')) return false;
    let j = i + 1;
    while (/^(?:their|its|the)$/i.test(mentions[j]?.text.trim() ?? '')) j += 1;
    const date = mentions[j];
    return (
      date?.kind === 'words' &&
      date.lex.some(
        (l) => l.kind === 'property' && vocabulary.ido(l.ido).property(l.property)?.type === 'date',
      )
    );
  });
}
