/**
 * "items we buy from Acme Steel Corp", "parts we bought from vendors in Ohio": a verb of
 * buying or selling that is also a kind of the records (an item's make/buy code: purchased),
 * followed by "from" / "to" and a party of that trade (a vendor named or a noun of vendors).
 * The verb says how the records reach that party (the lines of its documents), which the party
 * after it reads as a relation; it is not also their kind: everything on those lines is bought
 * from them, whatever its usual source.
 */
import type { Mention, WordsMention } from '../engine.types';
import type { TradeSide } from '../lexicon/vocabulary';
import { SIDE_OF } from './never-traded';
import type { ReaderContext } from './reader-context';

/** The preposition that names the other party of a verb of trade said by us. */
const TOWARDS: Readonly<Record<TradeSide, RegExp>> = {
  vendor: /^from$/i,
  customer: /^to$/i,
};

/** A question asked of our own trade, before its verb ("what did we", "have we ever"). */
const ASKED_BEFORE =
  /^(?:what\s+)?(?:did|do|have|has|had)\s+(?:we|you|i)(?:\s+(?:ever|already))?$/i;

/** Whether `m` names one thing traded by its value (an item), not a party. */
function thingNamed(c: ReaderContext, m: Mention | undefined): boolean {
  if (m?.kind !== 'words' || m.lex.length === 0) return false;
  return m.lex.every((l) => l.kind === 'value' && !c.vocabulary.isTradeParty(l.ido));
}

/** Whether `m` names a party of `side`: one of its records by name, or its noun. */
function namesParty(c: ReaderContext, m: Mention | undefined, side: TradeSide): boolean {
  if (m?.kind !== 'words') return false;
  return m.lex.some(
    (l) => (l.kind === 'value' || l.kind === 'ido') && c.vocabulary.isTradeParty(l.ido, side),
  );
}

/**
 * Reads `m` (a verb of trade at `k` that is also a status of the records) as naming the trade
 * with the party right after "from" / "to", not as the records' kind; false when it is not.
 */
export function readTradeVerbBeforeParty(c: ReaderContext, k: number, m: WordsMention): boolean {
  const side = SIDE_OF[m.text.trim().toLowerCase()];
  if (!side || !m.lex.some((l) => l.kind === 'enum')) return false;
  // Said of the records already named ("items we buy from …"), not a word before their noun;
  // or asked with no noun before it ("what did we buy from V", "did we buy IT-1 from V", 14e):
  // what was traded is then what the rest names, or what the party's lines hold.
  const subject = c.r.entities[0];
  if (subject && (subject.mention.end > m.start || c.vocabulary.isTradeParty(subject.ido)))
    return false;
  if (
    !subject &&
    !ASKED_BEFORE.test(
      c.ms
        .slice(0, k)
        .map((x) => x.text.trim())
        .join(' '),
    )
  )
    return false;
  // A period said with it is the date the verb names (bought: the order date), which its
  // other readers place; left to them.
  if (!subject && c.ms.some((x) => x.kind === 'date')) return false;
  // "did we buy IT-10004 from V": the thing bought, named by its value, may stand between.
  const between = !subject && thingNamed(c, c.ms[k + 1]) ? 1 : 0;
  const link = c.ms[k + 1 + between];
  if (link?.kind !== 'words' || !TOWARDS[side].test(link.text.trim())) return false;
  if (!namesParty(c, c.ms[k + 2 + between], side)) return false;
  c.use(m);
  return true;
}
