/**
 * Confidence checks for words that shape the answer and that the answer does not follow (#17):
 * an ordinal before a ranking ("the 2nd largest PO": one record, the second, not the top two),
 * a ranking by price answered by a figure that is no price ("cheapest item in MAIN" ordered by
 * quantity). Two counts asked for and one given are repeated-figure.ts's.
 * Named rules the planner asks once, like those of lost-readings.ts.
 */
import type { OrderTerm } from '../../../erp/load-request';
import type { LexMeaning, Mention } from '../engine.types';
import type { Token } from '../text/tokenizer';
import type { Vocabulary } from '../lexicon/vocabulary';

const ORDINAL =
  /^(?:\d+(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/i;

/** Words ranking by price: what a thing costs, not how much of it there is. */
const PRICE_RANK = /^(?:cheapest|priciest|costliest|dearest)$/i;
const PRICE_RANK_AFTER = /^(?:expensive|costly|pricey)$/i;

/** "the 2nd largest PO", "third most recent invoice": the one at that place, not a cut of N. */
export function ordinalRankRead(tokens: readonly Token[], ranked: boolean): boolean {
  return (
    ranked &&
    tokens.some(
      (t, i) =>
        ORDINAL.test(t.raw) &&
        /(?:est|^most|^least|^top|^bottom|^last)$/i.test(tokens[i + 1]?.raw ?? ''),
    )
  );
}

/** "cheapest item in MAIN": ranked by price, answered by a figure that is no money. */
export function priceRankOnOtherFigure(
  ido: string,
  tokens: readonly Token[],
  orderBy: readonly OrderTerm[],
  vocabulary: Vocabulary,
): boolean {
  const byPrice = tokens.some(
    (t, i) =>
      PRICE_RANK.test(t.raw) ||
      (PRICE_RANK_AFTER.test(t.raw) && /^(?:most|least)$/i.test(tokens[i - 1]?.raw ?? '')),
  );
  if (!byPrice || orderBy.length === 0) return false;
  const catalogIdo = vocabulary.ido(ido);
  return orderBy.every((o) => {
    const p = catalogIdo.property(o.property);
    return p !== undefined && p.unit !== undefined && p.unit !== 'currency';
  });
}

/** Words ranking one way; with one of the other list, both ends are asked for. */
const HIGH = /^(?:last|latest|newest|highest|largest|biggest|most|max|maximum|top)$/i;
const LOW = /^(?:first|earliest|oldest|lowest|smallest|least|min|minimum|bottom|cheapest)$/i;

/**
 * "first and last PO", "highest and lowest invoice", "the largest PO and the smallest PO": both
 * ends asked, joined by "and" or "or" within a few words (the noun may be said twice), one
 * ranking answered.
 */
export function bothEndsAsked(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) => {
    const end = HIGH.test(t.raw) ? LOW : LOW.test(t.raw) ? HIGH : undefined;
    if (!end) return false;
    const join = tokens.findIndex((x, j) => j > i && /^(?:and|&|or)$/i.test(x.raw));
    if (join < 0 || join - i > 3) return false;
    return tokens.slice(join + 1, join + 4).some((x) => end.test(x.raw));
  });
}

type EnumMeaning = Extract<LexMeaning, { kind: 'enum' }>;

const enumsOf = (m: Mention | undefined, ido: string): EnumMeaning[] =>
  m?.kind === 'words'
    ? m.lex.filter((l): l is EnumMeaning => l.kind === 'enum' && l.ido === ido)
    : [];

/** Whether one of `outer` is a named group of states holding one of `inner` ("open": planned). */
const groupHoldsMember = (outer: EnumMeaning[], inner: EnumMeaning[]): boolean =>
  outer.some(
    (g) =>
      g.group &&
      inner.some(
        (x) =>
          x.property === g.property &&
          x.values.length < g.values.length &&
          x.values.every((v) => g.values.includes(v)),
      ),
  );

/**
 * "open and planned POs": a named group of states and one of its own states joined by "and",
 * which the answer narrows to the one state (records in both) where the records in either
 * were asked for.
 */
export function groupAndMemberJoined(ido: string, mentions: readonly Mention[]): boolean {
  return mentions.some((m, i) => {
    if (!/^(?:and|&)$/i.test(mentions[i + 1]?.text.trim() ?? '')) return false;
    const [a, b] = [enumsOf(m, ido), enumsOf(mentions[i + 2], ido)];
    if (a.length === 0 || b.length === 0) return false;
    return groupHoldsMember(a, b) || groupHoldsMember(b, a);
  });
}

/**
 * "jobs still open on the shop floor", "open jobs on the floor": a named group of states, then
 * right after it (or after the records' noun) one of its own states said by where the records
 * are (a phrase opening with "on", "in", "at"). Whether the place narrows the group to that
 * state (released jobs only) or only says where open records are is not said; reading the one
 * state is a guess.
 */
export function memberPlacedAfterGroup(ido: string, mentions: readonly Mention[]): boolean {
  const namesRecords = (m: Mention | undefined): boolean =>
    m?.kind === 'words' && m.lex.some((l) => l.kind === 'ido' && l.ido === ido);
  const filler = (m: Mention | undefined): boolean =>
    m?.kind === 'words' && m.rule?.kind === 'filler';
  return mentions.some((m, i) => {
    // "open jobs on the shop floor", "open jobs that are in progress": the records' noun and
    // filler may stand between.
    let j = i + 1;
    while (j <= i + 4 && (namesRecords(mentions[j]) || filler(mentions[j]))) j += 1;
    const next = mentions[j];
    if (!next || !/^(?:on|in|at)\s/i.test(next.text.trim())) return false;
    return groupHoldsMember(enumsOf(m, ido), enumsOf(next, ido));
  });
}
