/**
 * Confidence checks for what is said of every one of the related records, which the answer
 * reads of some of them (#17). A condition placed on related records keeps the records that
 * have at least one related record meeting it: "vendors with closed POs". Said of all of them
 * ("vendors whose POs are all closed", "vendors with only closed POs") or denied of them as a
 * whole ("vendors whose POs are not open": none is open), the answer holds records that also
 * have others, the opposite of what was asked for some of them. Named rules the planner asks
 * once, like those of lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import type { Condition } from './conditions';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Reading } from './reading.types';

/** Words that say a condition holds of every one of the records it is said of. */
const EVERY = /^(?:all|only|every|each|solely|exclusively)$/i;

/** How far (in mentions) such a word may stand from the condition it is said with. */
const NEAR = 2;

/** Conditions placed on related records that some of them must meet (not "with no …"). */
export const someOf = (remote: readonly Condition[]): Condition[] =>
  remote.filter((c) => !c.relationNegated && c.mentions.length > 0);

/**
 * "vendors whose POs are all closed", "vendors with only closed POs": a word of "every" (a
 * filler to the reader, which reads nothing of it) beside a condition on related records,
 * after the records asked about were named.
 */
export function everyOfRelatedLost(
  ido: string,
  mentions: readonly Mention[],
  reading: Reading,
  remote: readonly Condition[],
  vocabulary: Vocabulary,
): boolean {
  const subject = reading.entities[0];
  const from = subject ? mentions.indexOf(subject.mention) : -1;
  if (from < 0) return false;
  // "stock rows under reorder, FAST only": a condition on the one record each answered record
  // refers to (its item) holds of all of them or of none; "only" there narrows, it asks no
  // "every" of many.
  const some = someOf(remote).filter(
    (c) => c.anchor === undefined || !vocabulary.refersTo(ido, c.anchor),
  );
  // Beside the condition, or beside the noun of the related records it is said of ("vendors
  // with every PO in USD").
  const hosts = new Set(some.map((c) => c.anchor).filter((a) => a !== undefined));
  const nouns = reading.entities.filter((e) => e !== subject && hosts.has(e.ido));
  const at = [...some.flatMap((c) => c.mentions), ...nouns.map((e) => e.mention)]
    .map((m) => mentions.indexOf(m))
    .filter((i) => i > from);
  return mentions.some(
    (m, i) =>
      i > from &&
      m.kind === 'words' &&
      EVERY.test(m.text.trim()) &&
      m.lex.length === 0 &&
      at.some((j) => Math.abs(j - i) <= NEAR),
  );
}

/**
 * "vendors whose POs are not open": "whose" and the related records' noun, then a negated
 * condition on them, says it of them as a whole (none is open); read as some related record
 * not meeting it, the answer keeps vendors with open POs too.
 */
export function negatedAfterWhose(
  ido: string,
  mentions: readonly Mention[],
  reading: Reading,
  remote: readonly Condition[],
  vocabulary: Vocabulary,
): boolean {
  const whose = mentions.findIndex((m) => /^whose$/i.test(m.text.trim()));
  if (whose < 0) return false;
  const noun = reading.entities.find((e) => mentions.indexOf(e.mention) > whose && !e.negated);
  if (!noun) return false;
  // Records of which each answered one has many (its POs refer to it); "POs whose vendor is
  // not in Ohio" says it of the one vendor each PO refers to.
  const many = vocabulary.refersTo(noun.ido, ido);
  if (!many) return false;
  const nounAt = mentions.indexOf(noun.mention);
  return someOf(remote).some(
    (c) => c.negated && c.mentions.some((m) => mentions.indexOf(m) > nounAt),
  );
}

/** Words that deny related records exist, rather than a state of theirs ("not"). */
const NONE = /^(?:no|without|none|zero)$/i;

/**
 * "vendors with open POs and no overdue POs": "no" said of related records that share their
 * relation with other conditions (open ones) is read as a state of those same records (some
 * open PO that is not overdue), while it says the vendor has none overdue at all.
 */
export function noneReadAsState(remote: readonly Condition[]): boolean {
  return remote.some(
    (c) =>
      c.negated &&
      !c.relationNegated &&
      (c.negatedBy ?? []).some((m) => NONE.test(m.text.trim())) &&
      // "vendors that have POs but none open": "none" stands for the records themselves.
      (remote.some((o) => o !== c && !o.negated) ||
        (c.negatedBy ?? []).some((m) => /^none$/i.test(m.text.trim()))),
  );
}
