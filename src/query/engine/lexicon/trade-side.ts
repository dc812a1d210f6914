/**
 * Which side of our trade a question's verbs speak of: selling to customers ("we sold", "items
 * selling best", "the price we charged") or buying from vendors ("we bought", "what we paid").
 * A quantity or a money figure kept on the lines of both trades ("quantity", "cost", "price")
 * is the one on the lines of that side. Plain English verbs; the lines, their documents and
 * the parties come from the catalog's relations and the words it names its parties with.
 */
import type { Mention } from '../engine.types';
import { asFiller } from './as-filler';
import type { TradeSide, Vocabulary } from './vocabulary';

/** Verbs of trade and the side whose lines hold what they name when we do it. */
const SIDE_OF_VERB: Readonly<Record<string, TradeSide>> = {
  sell: 'customer',
  sells: 'customer',
  selling: 'customer',
  sold: 'customer',
  charge: 'customer',
  charged: 'customer',
  charging: 'customer',
  buy: 'vendor',
  buys: 'vendor',
  buying: 'vendor',
  bought: 'vendor',
  purchased: 'vendor',
  pay: 'vendor',
  paid: 'vendor',
  paying: 'vendor',
  spend: 'vendor',
  spent: 'vendor',
};

/**
 * Verbs that name a side only when we do them: "paid invoices" were paid by customers, "the
 * cost we paid" by us; "charged" alone is read elsewhere as a kind of record.
 */
const ONLY_BY_US = /^(?:charge|charged|charging|pay|paid|paying|spend|spent)$/;

/** The other side: what a party of one side does is the other side's deed for us. */
const OTHER: Readonly<Record<TradeSide, TradeSide>> = { customer: 'vendor', vendor: 'customer' };

/**
 * The one side of trade the question's verbs speak of, or undefined when none or both. "we"
 * (within two words before the verb) does the deed ourselves; a party named just before does
 * its own ("customers bought": our selling); "sold us" is done to us, the other side.
 */
export function tradeSideSaid(
  mentions: readonly Mention[],
  vocabulary: Vocabulary,
): TradeSide | undefined {
  const sides = new Set<TradeSide>();
  mentions.forEach((m, i) => {
    const word = m.text.trim().toLowerCase();
    // "best sellers": the things that sell, read so by the tagger (bestSellers below).
    const sellers = /^sellers?$/.test(word) && soldThingNamed(m, vocabulary);
    // Own words only: "constructor" is no verb of trade.
    const verbSide = Object.hasOwn(SIDE_OF_VERB, word) ? SIDE_OF_VERB[word] : undefined;
    const side = sellers ? 'customer' : verbSide;
    if (!side) return;
    // "the 5 cheapest purchased items": a kind of record the catalog names (bought, not made),
    // not a deed of trade.
    if (m.kind === 'words' && m.lex.some((l) => l.kind === 'enum')) return;
    const before = mentions.slice(Math.max(0, i - 2), i);
    const byUs = before.some((x) => /^we$/i.test(x.text.trim()));
    if (!byUs && ONLY_BY_US.test(word)) return;
    const party = before
      .flatMap((x) => (x.kind === 'words' ? x.lex : []))
      .filter((l) => l.kind === 'ido' || l.kind === 'value')
      .map((l) => l.ido)
      .find((ido) => vocabulary.isTradeParty(ido));
    if (!byUs && party !== undefined) {
      // "customers bought", "vendors sold": their deed, which for us is the other side.
      const own: TradeSide = vocabulary.isTradeParty(party, 'customer') ? 'customer' : 'vendor';
      sides.add(verbSide === own ? OTHER[own] : own);
      return;
    }
    // "what Acme sold us": done to us, the other side's deed.
    if (/^us$/i.test(mentions[i + 1]?.text.trim() ?? '')) {
      sides.add(OTHER[side]);
      return;
    }
    sides.add(side);
  });
  return sides.size === 1 ? [...sides][0] : undefined;
}

/** Whether `m` is "sellers" read as the things sold rather than as a party. */
function soldThingNamed(m: Mention, vocabulary: Vocabulary): boolean {
  return (
    m.kind === 'words' &&
    m.lex.some((l) => l.kind === 'ido') &&
    m.lex.every((l) => l.kind === 'ido' && !vocabulary.isTradeParty(l.ido))
  );
}

/**
 * The lines of the documents of trade with parties of `side` (customer order lines, PO lines):
 * records keyed under a document (their first key refers to it) that refers to such a party.
 */
export function tradeLines(side: TradeSide, vocabulary: Vocabulary): string[] {
  const named = (name: string): string | undefined =>
    vocabulary.idos.find((i) => i.name.toLowerCase() === name.toLowerCase())?.name;
  return vocabulary.idos
    .filter((x) => {
      if (x.keys.length < 2) return false;
      const header = x.relations.find((r) => r.property === x.keys[0]);
      const head = header ? named(header.targetIdo) : undefined;
      return (
        head !== undefined &&
        vocabulary.ido(head).relations.some((r) => {
          const party = named(r.targetIdo);
          return party !== undefined && vocabulary.isTradeParty(party, side);
        })
      );
    })
    .map((x) => x.name);
}

/**
 * The one kind of record the lines of `side`'s trade are of ("what sells": the items on
 * customer order lines): what they refer to besides their document and the parties.
 */
export function thingTraded(side: TradeSide, vocabulary: Vocabulary): string | undefined {
  const found = new Set<string>();
  for (const lines of tradeLines(side, vocabulary)) {
    const ido = vocabulary.ido(lines);
    for (const r of ido.relations) {
      if (r.property === ido.keys[0]) continue;
      const target = vocabulary.idos.find(
        (i) => i.name.toLowerCase() === r.targetIdo.toLowerCase(),
      )?.name;
      if (target && !vocabulary.isTradeParty(target)) found.add(target);
    }
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** Words before "sellers" that grade how well things sell: "best sellers", "top sellers". */
const GRADING = /^(?:best|top|biggest|fastest|hottest|leading)$/i;

/**
 * "top 5 best sellers", "our bestsellers", "top sellers last month": sellers graded by how
 * well they sell are the things sold (a best seller is a product), not the vendors the catalog
 * may also call sellers. Read as the one kind of record our sales lines are of; left as it was
 * when the catalog names none, or "sellers" is not graded ("sellers in Ohio").
 */
export function bestSellers(mentions: Mention[], vocabulary: Vocabulary): void {
  for (let i = 1; i < mentions.length; i += 1) {
    const m = mentions[i];
    if (m.kind !== 'words' || !/^sellers?$/i.test(m.text.trim())) continue;
    // "top 5 sellers": a count may stand between the grade and the noun.
    let j = i - 1;
    if (mentions[j].kind === 'number' && j > 0) j -= 1;
    const grade = mentions[j];
    if (grade.kind !== 'words' || grade.rule?.kind !== 'rank') continue;
    if (!GRADING.test(grade.text.trim())) continue;
    const thing = thingTraded('customer', vocabulary);
    if (!thing) continue;
    mentions[i] = { ...m, lex: [{ kind: 'ido', ido: thing }] };
  }
}

/** Verbs of money changing hands that may close a relative clause after a price ("we paid"). */
const MONEY_VERB = /^(?:pay|paid|charge|charged)$/i;

/**
 * "the average cost we paid per unit", "the price we charged for IT-10045": a price or cost,
 * then "we" and a verb of money changing hands, says whose figure it is (our buying, our
 * selling: tradeSideSaid), not a state of the records ("paid" invoices, "charged" fees). The
 * verb is read as saying nothing more; its words stay for the side of trade.
 */
export function priceWeTraded(mentions: Mention[], vocabulary: Vocabulary): void {
  for (let i = 2; i < mentions.length; i += 1) {
    const verb = mentions[i];
    if (!MONEY_VERB.test(verb.text.trim())) continue;
    if (!/^we$/i.test(mentions[i - 1].text.trim())) continue;
    if (!namesMoney(mentions[i - 2], vocabulary)) continue;
    mentions[i] = asFiller(verb);
  }
}

/** Whether `m` names only money figures (a cost, a price) of the catalog. */
function namesMoney(m: Mention, vocabulary: Vocabulary): boolean {
  return (
    m.kind === 'words' &&
    m.lex.length > 0 &&
    m.lex.every(
      (l) =>
        l.kind === 'property' && vocabulary.ido(l.ido).property(l.property)?.unit === 'currency',
    )
  );
}

/**
 * "the average cost per unit", "the price we paid per unit": after a price or a cost, "per
 * unit" says what the money is counted against (one of the goods), as "unit cost" does; it
 * groups by nothing, least of all by the unit of measure; so after a verb of paying ("what did
 * we pay per unit"). "items per unit" still groups.
 */
export function perUnitOfPrice(mentions: Mention[], vocabulary: Vocabulary): void {
  for (let i = 1; i + 1 < mentions.length; i += 1) {
    const per = mentions[i];
    const unit = mentions[i + 1];
    if (per.kind !== 'words' || per.rule?.kind !== 'group') continue;
    if (!/^per$/i.test(per.text.trim()) || !/^unit$/i.test(unit.text.trim())) continue;
    let j = i - 1;
    while (j > 0 && mentions[j].kind === 'words' && isFillerMention(mentions[j])) j -= 1;
    // "what did we pay per unit": the verb of money said, as well as the money's name.
    if (!namesMoney(mentions[j], vocabulary) && !MONEY_VERB.test(mentions[j].text.trim())) continue;
    for (const k of [i, i + 1]) {
      mentions[k] = asFiller(mentions[k]);
    }
  }
}

function isFillerMention(m: Mention): boolean {
  return m.kind === 'words' && m.rule?.kind === 'filler';
}
