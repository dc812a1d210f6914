/**
 * A reading rule (#17): "customer order lines that never shipped", "lines that have never been
 * invoiced". "never" is first read as a denial of related records ("items never sold": no order
 * lines for them). When the participle after it names a quantity or a date that the records
 * asked about keep themselves (order lines: Quantity Shipped, Ship Date), no related records
 * are meant: the records never reached that state, as "not shipped" says of them. Left to the
 * relation reading, the negation found nothing to deny and was dropped, so the answer listed
 * the lines that did ship. Catalog-driven: the figure must be a property of the records' IDO.
 */
import type { Mention, WordsMention } from '../engine.types';
import { isNumeric, type ReaderContext } from './reader-context';

/** Auxiliaries that may stand between "never" and its participle ("have never been shipped"). */
const AUXILIARY = /^(?:has|have|had|ever|yet|been|be|was|were|is|are|got|gotten)$/i;

/**
 * Whether `m` at `k` is a participle naming a figure of the records the question asks about,
 * right after a pending "never" (past auxiliaries); if so the denial is turned into a plain
 * negation of that figure ("not shipped": none of it; "not started": no date yet).
 */
export function readNeverOfOwnFigure(c: ReaderContext, k: number, m: WordsMention): boolean {
  if (!c.negateRelationPending || c.negatePending) return false;
  const never = c.negateRelationWords;
  if (never.length !== 1 || !/^never$/i.test(never[0].text.trim())) return false;
  // A participle of one word ("shipped", "sold", "paid"), not a noun naming the figure.
  if (!/^[a-z]+(?:ed|en|d|t)$/i.test(m.text.trim())) return false;
  let j = k - 1;
  while (j >= 0 && AUXILIARY.test(c.ms[j].text.trim())) j -= 1;
  if (c.ms[j] !== never[0]) return false;
  const records = recordsBefore(c, never[0]);
  if (records === undefined) return false;
  // A state of the records' status ("PO lines never received") has its own reading of "never"
  // (none of the state's quantity, conditions.ts); only a plain figure is turned here.
  if (m.lex.some((l) => l.kind === 'enum' && l.ido === records)) return false;
  const own = m.lex.some((l) => {
    if (l.kind !== 'property' || l.ido !== records) return false;
    const p = c.vocabulary.ido(l.ido).property(l.property);
    return p !== undefined && (isNumeric(p) || p.type === 'date');
  });
  if (!own) return false;
  c.negatePending = true;
  c.negateWords = [...never];
  c.negateRelationPending = false;
  c.negateRelationWords = [];
  return true;
}

/** The IDO of the last records noun read before `at` ("customer order lines that never …"). */
function recordsBefore(c: ReaderContext, at: Mention): string | undefined {
  const before = c.r.entities.filter((e) => !e.label && !e.negated && e.mention.end <= at.start);
  return before[before.length - 1]?.ido;
}
