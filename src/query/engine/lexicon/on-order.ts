import type { LexMeaning, Mention, WordsMention } from '../engine.types';
import type { Vocabulary } from './vocabulary';

/**
 * "on order", "still waiting on": ordered and not yet delivered, said of what a party ordered
 * or of the party we wait on.
 */
const ON_ORDER = /^(?:on\s+order|(?:still\s+)?waiting\s+(?:on|for))$/i;

/** Words that deny what follows, read or not ("nothing" is no word of the catalog). */
const NEGATIONS = /^(?:not|no|nothing|none|nobody|never|without|neither|nor|n't)$/i;

/** Pronouns for records not named, before what is said of them. */
const PRONOUNS = /^(?:anything|something)$/i;

type EnumMeaning = Extract<LexMeaning, { kind: 'enum' }>;

/**
 * "what items are on order from Acme", "what's Iron River got on order": said of a party to our
 * trade named in the question (a vendor, a customer), "on order" is no quantity of stock (which
 * no party's records carry) but the state of that party's orders: the ones still open. The
 * orders are the records with an open status that reference the party, directly (purchase
 * orders of a vendor, orders of a customer) or through their header (the lines of those
 * orders); which side (buying or selling) follows from the party named. A question naming
 * parties of both sides, or none, keeps the catalog's reading.
 */
export function onOrderOfParty(mentions: Mention[], vocabulary: Vocabulary): void {
  const at = mentions.findIndex((m) => m.kind === 'words' && ON_ORDER.test(m.text.trim()));
  if (at < 0) return;
  const said = mentions[at] as WordsMention;
  // "stock on order for items from Acme": the records whose quantity it is are named; so is a
  // quantity asked for ("how many units … are on order", "how much is on order"): a total of
  // what is on order, which the state of the orders does not give.
  const stock = new Set(said.lex.map((l) => l.ido));
  const named = mentions.some(
    (m) =>
      m !== said && m.kind === 'words' && m.lex.some((l) => l.kind === 'ido' && stock.has(l.ido)),
  );
  const namesRecords = (m: Mention | undefined): boolean =>
    m?.kind === 'words' && m.lex.some((l) => l.kind === 'ido');
  const quantityAsked = mentions.some(
    (m, i) =>
      m.kind === 'words' &&
      m !== said &&
      ((m.rule?.kind === 'aggregate' &&
        (m.rule.fn !== 'count' || !namesRecords(mentions[i + 1]))) ||
        // "on order qty by vendor": a quantity named beside it.
        m.lex.some(
          (l) =>
            l.kind === 'property' &&
            vocabulary.ido(l.ido).property(l.property)?.unit === 'quantity',
        )),
  );
  // "vendors we are not waiting on", "items not on order from Acme": said under a negation,
  // it asks for parties or things without open orders, which a state of their orders (some
  // line in another state) does not answer: the catalog's reading stands.
  const negated = mentions.some(
    (m) =>
      (m.kind === 'words' && m.rule?.kind === 'negate') ||
      m.text.split(/\s+/).some((w) => NEGATIONS.test(w)),
  );
  if (named || quantityAsked || negated) return;
  const parties = new Set<string>();
  for (const m of mentions) {
    if (m.kind !== 'words' || m === said) continue;
    for (const l of m.lex) {
      if ((l.kind === 'value' || l.kind === 'ido') && vocabulary.isTradeParty(l.ido))
        parties.add(vocabulary.ido(l.ido).name);
    }
  }
  if (parties.size !== 1) return;
  const [party] = [...parties];
  const refers = (ido: string, target: string): boolean => vocabulary.refersTo(ido, target);
  const ordersOf = (ido: string): boolean =>
    refers(ido, party) ||
    vocabulary.ido(ido).relations.some((r) => r.targetIdo !== party && refers(r.targetIdo, party));
  // "customers we are still waiting on": what the catalog reads the words as (a balance owed)
  // is of records of that party: its reading stands.
  if (said.lex.some((l) => l.ido === party || ordersOf(l.ido))) return;
  const open = vocabulary
    .lookup('open')
    .lex.filter((l): l is EnumMeaning => l.kind === 'enum' && l.group);
  // What is on order, or awaited, are the goods: on the lines, where the orders have lines (a
  // header stays open while any one of its lines is, whatever the others). Labelled by the
  // words said: open orders, not the general "open" (a balance left on other records).
  const orders = open.filter((l) => l.ido !== party && ordersOf(l.ido));
  const lines = orders.filter((l) => orders.some((h) => h.ido !== l.ido && refers(l.ido, h.ido)));
  const lex = (lines.length > 0 ? lines : orders).map((l) => ({ ...l, label: 'on order' }));
  if (lex.length === 0) return;
  const { rule: _rule, ...m } = said;
  mentions[at] = { ...m, lex };
  // "is anything still on order from Acme", "has Iron River got anything on order": the
  // pronoun right before stands for what is on order, the records just read; it asks nothing.
  let j = at - 1;
  while (
    j >= 0 &&
    mentions[j].kind === 'words' &&
    (mentions[j] as WordsMention).rule?.kind === 'filler'
  )
    j -= 1;
  const pronoun = mentions[j];
  if (pronoun?.kind === 'unknown' && PRONOUNS.test(pronoun.text.trim()))
    mentions[j] = { ...pronoun, kind: 'words', lex: [], rule: { kind: 'filler' } };
}
