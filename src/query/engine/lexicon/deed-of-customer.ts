import type { Mention, WordsMention } from '../engine.types';
import { asFiller } from './as-filler';
import type { Vocabulary } from './vocabulary';

/** Words between the customer and its verb that say nothing more of the deed. */
const AUXILIARY = /^(?:has|have|had|ever|already)$/i;

/** A verb of buying said in the past, with the auxiliary that may stand before it. */
const BOUGHT = /^(?:(?:has|have|had)\s+)?(?:ordered|bought|purchased)$/i;

/**
 * "everything Titan Power ordered", "what has Acme Robotics bought": a customer named, then a
 * verb of its buying, with no noun of records anywhere. The customer is the subject; what it
 * bought from us is its orders, the records of that kind (the IDO "orders" names) that refer to
 * the customer. The verb is read as that noun, as "what did Titan Power order" reads its
 * "order". A vendor is no subject of our buying ("everything Acme Steel ordered" is left as it
 * was, refused by deed-of-party.ts), nor is a question naming records of its own.
 */
export function deedOfCustomer(mentions: Mention[], vocabulary: Vocabulary): void {
  if (mentions.some((m) => m.kind === 'words' && m.lex.some((l) => l.kind === 'ido'))) return;
  for (let i = 0; i + 1 < mentions.length; i += 1) {
    const party = mentions[i];
    if (party.kind !== 'words') continue;
    const customers = new Set(
      party.lex
        .filter((l) => l.kind === 'value' && vocabulary.isTradeParty(l.ido, 'customer'))
        .map((l) => l.ido),
    );
    // The name may be a value of other records too (an invoice's customer name): still one
    // customer, named by value alone.
    // A name a vendor shares ("Acme") may be either side of the trade: left as it was; so is
    // part of a name.
    if (
      customers.size !== 1 ||
      party.lex.some(
        (l) =>
          l.kind !== 'value' ||
          vocabulary.isTradeParty(l.ido, 'vendor') ||
          // "everything Allied Trailer ordered": part of a name is a guess at whom.
          l.match === 'prefix',
      )
    )
      continue;
    const [customer] = [...customers];
    // "has" may be read apart from the verb after it; "ever" says nothing more of the deed.
    let j = i + 1;
    while (j < mentions.length - 1 && AUXILIARY.test(mentions[j].text.trim())) j += 1;
    // Said last: "everything Titan ordered last year" names more, which this does not read.
    if (j !== mentions.length - 1 || !BOUGHT.test(mentions[j].text.trim())) continue;
    const orders = vocabulary
      .lookup('orders')
      .lex.filter((l) => l.kind === 'ido' && vocabulary.refersTo(l.ido, customer));
    if (orders.length !== 1) continue;
    const verb = mentions[j];
    const noun: WordsMention = {
      kind: 'words',
      start: verb.start,
      end: verb.end,
      text: verb.text,
      typos: verb.typos,
      lex: [...orders],
    };
    mentions[j] = noun;
    for (let k = i + 1; k < j; k += 1) {
      mentions[k] = asFiller(mentions[k]);
    }
    return;
  }
}
