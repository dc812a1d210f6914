/**
 * A confidence check for a noun of other records that the answer never reaches (#17).
 * "customers that are also vendors": the vendors named are neither the records answered nor
 * linked to them by any condition; the answer lists every customer. A named rule like those of
 * lost-readings.ts.
 */
import type { Mention, RelationCondition } from '../engine.types';
import type { Condition } from './conditions';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Reading } from './reading.types';

/** The IDOs a plan's relations reach, at any depth. */
function reached(relations: readonly RelationCondition[], into: Set<string>): Set<string> {
  for (const r of relations) {
    into.add(r.target.ido.toLowerCase());
    reached(r.target.relations, into);
  }
  return into;
}

/**
 * Whether, listing parties of trade (`ido`), a noun of another party (not a label of a value,
 * "vendor Acme") names an IDO that is neither `ido` nor reached by `relations`. Parties only:
 * other records may be summed or grouped over (a figure per customer) without a relation.
 */
export function partiesNamedLost(
  ido: string,
  reading: Reading,
  relations: readonly RelationCondition[],
  aggregated: boolean,
  vocabulary: Vocabulary,
): boolean {
  if (aggregated || !vocabulary.isTradeParty(ido)) return false;
  const seen = reached(relations, new Set([ido.toLowerCase()]));
  return reading.entities.some(
    (e) =>
      !e.label &&
      vocabulary.isTradeParty(e.ido) &&
      !seen.has(e.ido.toLowerCase()) &&
      !e.alternatives.some((a) => seen.has(a.toLowerCase())),
  );
}

/**
 * "customers whose total orders exceed 500k", "vendors with total POs over 1M": the question
 * opens on parties of trade and says a figure of theirs; answered with one figure over the
 * other records, neither grouped by those parties nor reaching them by a relation, the parties
 * asked about are gone (and the threshold falls on each record). `first` is the question's
 * first content word, `next` the word after it.
 */
export function partiesAskedSummedAway(
  ido: string,
  first: Mention | undefined,
  next: Mention | undefined,
  reading: Reading,
  relations: readonly RelationCondition[],
  groupBy: readonly string[] | undefined,
  vocabulary: Vocabulary,
): boolean {
  if (groupBy === undefined || groupBy.length > 0) return false;
  const seen = reached(relations, new Set([ido.toLowerCase()]));
  const opening = reading.entities.find((e) => e.mention === first);
  return (
    opening !== undefined &&
    // "customers whose …", "vendors with …": a figure said of the parties themselves, not a
    // verb of theirs ("what do customers owe": their balance, summed over them all).
    /^(?:whose|with|having|that have|which have)$/i.test(next?.text ?? '') &&
    !opening.label &&
    vocabulary.isTradeParty(opening.ido) &&
    !seen.has(opening.ido.toLowerCase()) &&
    !opening.alternatives.some((a) => seen.has(a.toLowerCase()))
  );
}

/**
 * "POs with receipts this month": a word of other records that no condition could be placed
 * for ("receipts", a kind of AR transaction), right before a period; the period was said of
 * those records, and read as a date of the answer's own it picks other records.
 */
export function periodOfUnplacedWord(
  mentions: readonly Mention[],
  unplaced: readonly Condition[],
  placed: readonly Condition[],
): boolean {
  const lost = new Set(unplaced.flatMap((c) => c.mentions));
  return mentions.some((m, i) => {
    const next = mentions[i + 1];
    return lost.has(m) && next?.kind === 'date' && placed.some((c) => c.mentions.includes(next));
  });
}
