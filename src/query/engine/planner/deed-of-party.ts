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

/** A verb of buying said in the past ("ordered"), the deed of a buyer. */
const BOUGHT = /^(?:ordered|bought|purchased)$/i;
/** Words between the party and its verb that say nothing more of the deed. */
const AUXILIARY = /^(?:has|have|had|ever|already|has ever|have ever|had ever)$/i;
/** A preposition before the name makes it the other party of our deed ("ordered from V"). */
const OTHER_PARTY = /^(?:from|with|to|by|for|of|at)$/i;

/**
 * "everything Sterling Tooling ordered", "what has Acme Steel bought": a vendor named as the
 * subject of a verb of buying. A vendor sells to us and orders nothing from us, so no reading
 * of the verb answers it: read as a state of our POs to the vendor ("Ordered"), it answers
 * another question. Named by value of vendors alone (a name a customer shares is either side).
 */
export function vendorNamedAsBuyer(mentions: readonly Mention[], vocabulary: Vocabulary): boolean {
  return mentions.some((m, i) => {
    if (m.kind !== 'words' || m.lex.length === 0) return false;
    // Its name may be a value of records referring to it too (a PO's vendor name).
    const values = m.lex.every((l) => l.kind === 'value');
    if (!values || !m.lex.some((l) => vocabulary.isTradeParty(l.ido, 'vendor'))) return false;
    if (m.lex.some((l) => vocabulary.isTradeParty(l.ido, 'customer'))) return false;
    if (OTHER_PARTY.test(mentions[i - 1]?.text.trim() ?? '')) return false;
    let j = i + 1;
    while (j < mentions.length && AUXILIARY.test(mentions[j].text.trim())) j += 1;
    const said = mentions[j]?.text.trim() ?? '';
    return BOUGHT.test(said.replace(/^(?:has|have|had)\s+/i, ''));
  });
}
