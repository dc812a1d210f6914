/**
 * A confidence check for a party named after a verb of what was done with it, read as the
 * party's own record (#17): "everything we ordered from Acme Steel", "what was ordered by
 * Allied Trailer". No noun names the records asked for; the verb does (the orders, their
 * lines), and the party's one record answers another question. A named rule like those of
 * lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';

/** A verb of a deed and the preposition that names its other party ("ordered from"). */
const DEED_LINK = /^[a-z]+ (?:from|by|to)$/i;

/**
 * A verb of a deed said right after the party that did it ("everything Allied Trailer
 * ordered"): the party is its subject, and what it ordered is asked, not the party. Likewise
 * what it sent ("what did Acme Steel ship us"): the goods on its documents, not the party.
 */
const DEED_AFTER_PARTY =
  /^(?:(?:has|have|had) )?(?:ordered|bought|purchased|ship|shipped|send|sent|deliver|delivered)$/i;

/** Whether the records read are the party named with such a verb, with no noun of records. */
export function partyReadForDeed(
  ido: string,
  mentions: readonly Mention[],
  vocabulary: Vocabulary,
): boolean {
  if (!vocabulary.isTradeParty(ido)) return false;
  if (mentions.some((m) => m.kind === 'words' && m.lex.some((l) => l.kind === 'ido'))) return false;
  // "where does Acme Steel ship from": where the party is, which its own record says.
  if (mentions.some((m) => /^where$/i.test(m.text.trim()))) return false;
  return mentions.some((m, i) => {
    const next = mentions[i + 1];
    if (
      m.kind === 'words' &&
      m.lex.some((l) => l.kind === 'value' && l.ido === ido) &&
      next !== undefined &&
      (DEED_AFTER_PARTY.test(next.text.trim()) ||
        // "has" read apart from the verb after it.
        DEED_AFTER_PARTY.test(`${next.text.trim()} ${mentions[i + 2]?.text.trim() ?? ''}`))
    )
      return true;
    return (
      m.kind === 'words' &&
      // "ordered by" before a name is who ordered, not an order of the records.
      (m.rule?.kind === 'link' || m.rule?.kind === 'sort') &&
      DEED_LINK.test(m.text.trim()) &&
      next?.kind === 'words' &&
      next.lex.some((l) => l.kind === 'value' && l.ido === ido)
    );
  });
}
