/**
 * "items that have never been sold", "STL items we have never bought": a verb of selling or
 * buying, negated by "never", said of records that are no party to trade (items). What was sold
 * or bought is on the lines of the documents of that trade (customer order lines, PO lines),
 * which refer to the records: "never" says no such lines exist. Not a make/buy code of the
 * records themselves, which says how they are usually sourced, not what was done.
 */
import type { Mention } from '../engine.types';
import type { TradeSide, Vocabulary } from '../lexicon/vocabulary';
import { anyOfCondition } from './conditions';
import type { ReaderContext } from './reader-context';

/** Verbs of trade said by us, and the side of trade whose lines they name. */
export const SIDE_OF: Readonly<Record<string, TradeSide>> = {
  sold: 'customer',
  sell: 'customer',
  sells: 'customer',
  bought: 'vendor',
  buy: 'vendor',
  buys: 'vendor',
  purchased: 'vendor',
};

/** Words between the records and the verb that say nothing of who did it. */
const QUIET =
  /^(?:we|that|which|have|has|had|been|be|was|were|is|are|did|do|does|ever|never|not|yet)$/i;

/** Words after the verb that say nothing of who or what. */
const QUIET_AFTER = /^(?:yet|ever|at|all|so|far|before|anything|\?|\.)$/i;

/**
 * The one kind of document lines that refer to `ido` and belong to documents of trade with a
 * party of `side`; undefined when none or several do.
 */
function tradeLinesOf(ido: string, side: TradeSide, vocabulary: Vocabulary): string | undefined {
  const named = (name: string): string | undefined =>
    vocabulary.idos.find((i) => i.name.toLowerCase() === name.toLowerCase())?.name;
  const lines = vocabulary.idos.filter((x) => {
    if (x.name === ido || x.keys.length < 2) return false;
    if (!x.relations.some((r) => named(r.targetIdo) === ido)) return false;
    const header = x.relations.find((r) => r.property === x.keys[0]);
    const head = header ? named(header.targetIdo) : undefined;
    if (!head) return false;
    return vocabulary.ido(head).relations.some((r) => {
      const party = named(r.targetIdo);
      return party !== undefined && vocabulary.isTradeParty(party, side);
    });
  });
  return lines.length === 1 ? lines[0].name : undefined;
}

/**
 * Reads `m`, a verb of selling or buying after "never", as no lines of that trade for the
 * answer's records; false (nothing read) when it is not one, or the records are a party.
 */
export function readNeverTraded(c: ReaderContext, k: number, m: Mention): boolean {
  if (!c.negateRelationPending) return false;
  if (!c.negateRelationWords.some((w) => /^never\b/i.test(w.text))) return false;
  const side = SIDE_OF[m.text.trim().toLowerCase()];
  const subject = c.r.entities[0];
  if (!side || !subject || c.vocabulary.isTradeParty(subject.ido)) return false;
  // Said of the records and nothing else: "items Acme Steel Corp never sold us", "items we
  // never sold to Lone Star" name who, which these lines alone do not say.
  const from = c.ms.indexOf(subject.mention);
  if (from < 0 || from > k) return false;
  const between = c.ms.slice(from + 1, k);
  const after = c.ms.slice(k + 1);
  const quiet = (x: Mention, words: RegExp): boolean =>
    x.text
      .trim()
      .split(/\s+/)
      .every((w) => words.test(w));
  if (!between.every((x) => quiet(x, QUIET))) return false;
  if (!after.every((x) => x.kind === 'date' || quiet(x, QUIET_AFTER))) return false;
  const lines = tradeLinesOf(subject.ido, side, c.vocabulary);
  if (!lines) return false;
  c.addCondition(k, [m], (d) => anyOfCondition(d, [lines]));
  return true;
}

/**
 * "how many units of IT-10002 have we sold this year": a verb of selling or buying said by us
 * ("we sold", "we have bought") of records that are no party to trade: the lines of that trade
 * that refer to them, which hold what was sold or bought; undefined when nothing such is said.
 */
export function linesTradedByUs(
  ido: string,
  mentions: readonly Mention[],
  vocabulary: Vocabulary,
): string | undefined {
  if (vocabulary.isTradeParty(ido)) return undefined;
  const sides = new Set<TradeSide>();
  mentions.forEach((m, i) => {
    const side = SIDE_OF[m.text.trim().toLowerCase()];
    if (!side) return;
    const before = mentions.slice(Math.max(0, i - 2), i).map((x) => x.text.trim().toLowerCase());
    if (before.includes('we')) sides.add(side);
  });
  if (sides.size !== 1) return undefined;
  return tradeLinesOf(ido, [...sides][0], vocabulary);
}
