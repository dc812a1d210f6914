/**
 * Confidence checks for what a condition on related records says of them as a group, which the
 * answer reads of each one on its own (#17). A condition placed on related records keeps the
 * records that have at least one related record meeting it. Said of their sum ("vendors with PO
 * spend over 100k": all of a vendor's POs together) or of two values at once ("vendors with POs
 * in EUR and USD": one of each), it asks for what no single related record can show; read of
 * one of them, the answer holds records that meet only part of it. Named rules the planner asks
 * once, like those of lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Condition } from './conditions';
import { someOf } from './every-related';
import { bareComparison } from './group-threshold';
import type { Reading } from './reading.types';

/** Words joining two values that must both hold. */
const AND = /^(?:and|&|plus|as well as)$/;

/** Words naming money or a quantity taken over many records together. */
const SUM_WORD = /\b(?:spend|spending|total|totals|revenue|turnover|combined|altogether)\b/i;

/**
 * The anchor's records refer to `ido`, or to records that refer to it (lines of a vendor's
 * POs): each answered record has many of them.
 */
function manyPer(ido: string, anchor: string | undefined, vocabulary: Vocabulary): boolean {
  if (!anchor || anchor === ido) return false;
  const refersTo = (from: string): string[] =>
    vocabulary.ido(from).relations.map((r) => r.targetIdo.toLowerCase());
  const target = ido.toLowerCase();
  const near = refersTo(anchor);
  if (near.includes(target)) return true;
  return vocabulary.idos
    .map((i) => i.name)
    .filter((i) => near.includes(i.toLowerCase()) && i.toLowerCase() !== anchor.toLowerCase())
    .some((i) => refersTo(i).includes(target));
}

/** Words before a singular noun that make it one record ("an invoice over 10k"). */
const ONE = /^(?:a|an|one|any|each|every|single|some)$/i;

/**
 * "customers with open AR over 10k", "vendors with payable above 5k": the noun of the related
 * records said in the singular, as a mass ("AR": what is owed), right before a bare number
 * compared: the amount of them all together. A plural ("invoices over 10k") is each of them.
 */
function massNounCompared(c: Condition, mentions: readonly Mention[]): boolean {
  if (!bareComparison(c)) return false;
  const at = Math.min(...c.mentions.map((m) => mentions.indexOf(m)));
  const noun = mentions[at - 1];
  if (noun?.kind !== 'words' || !noun.lex.some((l) => l.kind === 'ido' && l.ido === c.anchor))
    return false;
  const before = mentions[at - 2];
  if (before && ONE.test(before.text.trim())) return false;
  return !/s$/i.test(noun.text.trim());
}

/**
 * "vendors with PO spend over 100k", "customers with order totals above 50k": a comparison
 * placed on the related records whose measure is named as a sum; the answer compares each
 * related record's own amount, not their total per answered record.
 */
export function sumComparedOnRelated(
  ido: string,
  mentions: readonly Mention[],
  remote: readonly Condition[],
  vocabulary: Vocabulary,
): boolean {
  return someOf(remote).some((c) => {
    if (!manyPer(ido, c.anchor, vocabulary)) return false;
    if (massNounCompared(c, mentions)) return true;
    return c.mentions.some((m) => {
      if (m.kind !== 'words') return false;
      if (SUM_WORD.test(m.text)) return true;
      const before = mentions[mentions.indexOf(m) - 1];
      return (
        before?.kind === 'words' &&
        (before.rule?.kind === 'aggregate' || SUM_WORD.test(before.text))
      );
    });
  });
}

/**
 * "vendors with POs in EUR and USD", "POs with lines for IT-10045 and IT-10000": two values
 * joined by "and" on one property of the related records, read as either of them (one list); both must be
 * found among a record's related records, which no single related record shows.
 */
export function bothOnRelatedAsEither(
  ido: string,
  mentions: readonly Mention[],
  remote: readonly Condition[],
  vocabulary: Vocabulary,
): boolean {
  const all = someOf(remote).filter((c) => !c.negated && c.orGroup === undefined);
  const joined = all.filter((c) => manyPer(ido, c.anchor, vocabulary));
  // The properties each condition's values are of: two values of one property are one
  // "either" list on the related records.
  const read = (c: Condition): Set<string> =>
    new Set(
      c.mentions.flatMap((m) =>
        m.kind === 'words'
          ? m.lex.flatMap((l) =>
              l.kind === 'value' || l.kind === 'enum' ? [`${l.ido}.${l.property}`] : [],
            )
          : [],
      ),
    );
  const shared = (a: Condition, b: Condition): boolean => {
    const other = read(b);
    return [...read(a)].some((p) => other.has(p));
  };
  const first = (c: Condition): number => Math.min(...c.mentions.map((m) => mentions.indexOf(m)));
  const last = (c: Condition): number => Math.max(...c.mentions.map((m) => mentions.indexOf(m)));
  const joinedBy = (from: number, to: number): boolean => {
    if (from < 0 || to <= from) return false;
    const between = mentions.slice(from + 1, to).map((m) => m.text.trim().toLowerCase());
    return between.some((w) => AND.test(w)) && !between.some((w) => /^(?:or|either)$/.test(w));
  };
  // "vendors with open and closed POs": both values in one condition.
  const values = (c: Condition): Mention[] =>
    c.mentions.filter(
      (m) => m.kind === 'words' && m.lex.some((l) => l.kind === 'value' || l.kind === 'enum'),
    );
  if (joined.some((c) => values(c).length > 1 && joinedBy(first(c), last(c)))) return true;
  return all.some((a) =>
    all.some((b) => {
      if (a === b || !(joined.includes(a) || joined.includes(b)) || !shared(a, b)) return false;
      return joinedBy(last(a), first(b));
    }),
  );
}

/**
 * "items only stocked in MAIN", "items stocked in MAIN only": "only" (a filler to the reader) said
 * of records answered by others that stand for them one per place or per part (an item in each
 * warehouse); the answer lists those in MAIN, also of items stocked elsewhere too.
 */
export function onlyOfRecordsAnsweredByOthers(
  ido: string,
  mentions: readonly Mention[],
  reading: Reading,
  remote: readonly Condition[],
): boolean {
  const subject = reading.entities.find((e) => !e.label && !e.negated);
  if (!subject || subject.ido === ido) return false;
  // After the noun: "only the items in MAIN" picks the records, and is answered.
  const from = mentions.indexOf(subject.mention);
  // "items under reorder, FAST only": beside a condition on the subject's own records (its
  // product code), the same on every one of its per-place records, "only" narrows the subject
  // and asks nothing of where else it is stocked.
  const ownConditionAt = remote
    .filter((c) => c.anchor === subject.ido)
    .flatMap((c) => c.mentions)
    .map((m) => mentions.indexOf(m))
    .filter((j) => j >= 0);
  return mentions.some(
    (m, i) =>
      i > from &&
      /^(?:only|solely|exclusively)$/i.test(m.text.trim()) &&
      (m.kind !== 'words' || m.lex.length === 0) &&
      !ownConditionAt.some((j) => Math.abs(j - i) === 1),
  );
}

/** Words that may stand between an amount and the "in" / "of" of what it is made of. */
const WORTH = /^(?:worth|in value|in total|total)$/i;

/**
 * "vendors with more than $1M in POs", "customers with over 500k worth of open orders": a
 * number compared, then "in" / "of" and the noun of records each answered record has many of
 * (maybe after words of their state: "open", "unpaid"), is how much of them a record has all
 * together, their sum. No plan compares a sum per record, and read as the amount of each related
 * record ("a PO over $1M") or as the answered record's own amount (a credit limit), the answer
 * is other records than were meant. Said after the noun ("vendors with POs over $1M") the
 * amount is each record's, and is answered.
 */
export function amountMadeOfRelated(
  ido: string,
  mentions: readonly Mention[],
  vocabulary: Vocabulary,
): boolean {
  return mentions.some((m, i) => {
    const before = mentions[i - 1];
    if (m.kind !== 'number' || before?.kind !== 'words' || before.rule?.kind !== 'compare')
      return false;
    let at = i + 1;
    if (WORTH.test(mentions[at]?.text.trim() ?? '')) at += 1;
    const link = mentions[at];
    if (link?.kind !== 'words' || link.rule?.kind !== 'link') return false;
    if (link.rule.word !== 'in' && link.rule.word !== 'of') return false;
    for (const next of mentions.slice(at + 1, at + 4)) {
      if (next.kind !== 'words' || next.rule?.kind === 'link') return false;
      const nouns = next.lex.flatMap((l) => (l.kind === 'ido' ? [l.ido] : []));
      if (nouns.length > 0) return nouns.some((noun) => manyPer(ido, noun, vocabulary));
    }
    return false;
  });
}
