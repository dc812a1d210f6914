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
