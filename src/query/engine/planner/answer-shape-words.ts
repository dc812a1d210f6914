/**
 * Confidence checks for words that shape the answer and that the answer does not follow (#17):
 * an ordinal before a ranking ("the 2nd largest PO": one record, the second, not the top two),
 * two counts asked ("how many are open and how many closed": one count answers), a ranking by
 * price answered by a figure that is no price ("cheapest item in MAIN" ordered by quantity).
 * Named rules the planner asks once, like those of lost-readings.ts.
 */
import type { OrderTerm } from '../../../erp/load-request';
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

/** "how many POs are open and how many closed": two counts, and one answer. */
export function twoCountsAsked(tokens: readonly Token[]): boolean {
  let counts = 0;
  tokens.forEach((t, i) => {
    if (t.lower === 'how' && /^(?:many|much)$/.test(tokens[i + 1]?.lower ?? '')) counts += 1;
  });
  return counts > 1;
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
