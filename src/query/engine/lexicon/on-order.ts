import type { LexMeaning, Mention, WordsMention } from '../engine.types';
import type { Vocabulary } from './vocabulary';

/**
 * "on order", "still waiting on": ordered and not yet delivered, said of what a party ordered
 * or of the party we wait on.
 */
const ON_ORDER = /^(?:on\s+order|(?:still\s+)?waiting\s+(?:on|for))$/i;

/** Words that deny what follows, read or not ("nothing" is no word of the catalog). */
const NEGATIONS = /^(?:not|no|nothing|none|nobody|never|without|neither|nor|n't)$/i;

/** Words of a count of goods rather than money ("units", "qty", "pieces"). */
const QUANTITY_WORDS = /^(?:units?|qty|quantity|quantities|pieces|pcs|volume)$/i;

/**
 * A verb of trade in the progressive ("what are we buying from Acme", "what is Iron River
 * ordering"): what is being bought or sold now is what is on order, as "on order" says.
 */
const TRADING_NOW = /^(?:buying|purchasing|ordering|procuring|sourcing|selling)$/i;

/** The present of "be" that makes it progressive ("are we buying"; not "were we buying"). */
const BE_PRESENT = /^(?:are|is|am|'re|re)$/i;
const BE_PAST = /^(?:was|were)$/i;

/**
 * Where the question says a verb of trade in the present progressive, unread by the catalog
 * ("buying" is no word of it), with a present "be" before it and no period said: -1 when not.
 * A period ("what were we buying in March", "are we buying more this year") asks of orders
 * placed then, which their dates say, not of those still open.
 */
function tradingNowAt(mentions: readonly Mention[]): number {
  const at = mentions.findIndex(
    (m) =>
      (m.kind === 'unknown' || (m.kind === 'words' && m.lex.length === 0 && !m.rule)) &&
      TRADING_NOW.test(m.text.trim()),
  );
  if (at < 0 || mentions.some((m) => m.kind === 'date')) return -1;
  const before = mentions.slice(0, at).flatMap((m) => m.text.trim().split(/\s+/));
  if (before.some((w) => BE_PAST.test(w)) || !before.some((w) => BE_PRESENT.test(w))) return -1;
  return at;
}

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
  let at = mentions.findIndex((m) => m.kind === 'words' && ON_ORDER.test(m.text.trim()));
  if (at < 0) at = tradingNowAt(mentions);
  if (at < 0) return;
  const found = mentions[at];
  const said: WordsMention =
    found.kind === 'words' ? found : { ...found, kind: 'words', lex: [], rule: undefined };
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
  const totalAsked = mentions.some(
    (m, i) =>
      m.kind === 'words' &&
      m !== said &&
      m.rule?.kind === 'aggregate' &&
      (m.rule.fn !== 'count' || !namesRecords(mentions[i + 1])),
  );
  // "on order qty by vendor", "how many units are on order from Acme": a quantity named.
  const quantityNamed = mentions.some(
    (m) =>
      m !== said &&
      (QUANTITY_WORDS.test(m.text.trim()) ||
        (m.kind === 'words' &&
          m.lex.some(
            (l) =>
              l.kind === 'property' &&
              vocabulary.ido(l.ido).property(l.property)?.unit === 'quantity',
          ))),
  );
  // "how much is on order from Acme", "total on order from vendors in Ohio": a sum asked of a
  // party's orders with no quantity named is what they are worth: the open orders themselves
  // (their headers carry the amount), which the aggregate then sums. A count ("how many are
  // on order") could count lines or units, and stays the catalog's reading.
  const amountAsked =
    totalAsked &&
    !quantityNamed &&
    mentions.some(
      (m) =>
        m.kind === 'words' &&
        m.rule?.kind === 'aggregate' &&
        (m.rule.fn === 'sum' || m.rule.fn === 'avg'),
    );
  const quantityAsked = (totalAsked && !amountAsked) || quantityNamed;
  // "vendors we are not waiting on", "items not on order from Acme": said under a negation,
  // it asks for parties or things without open orders, which a state of their orders (some
  // line in another state) does not answer: the catalog's reading stands.
  const negated = mentions.some(
    (m) =>
      (m.kind === 'words' && m.rule?.kind === 'negate') ||
      m.text.split(/\s+/).some((w) => NEGATIONS.test(w)),
  );
  if (named || quantityAsked || negated) return;
  // The parties each mention names: by their noun ("vendors") or by a value of theirs.
  const partyMentions = mentions
    .filter((m): m is WordsMention => m.kind === 'words' && m !== said)
    .map((m) => ({
      noun: m.lex.some((l) => l.kind === 'ido' && vocabulary.isTradeParty(l.ido)),
      parties: new Set(
        m.lex
          .filter((l) => (l.kind === 'value' || l.kind === 'ido') && vocabulary.isTradeParty(l.ido))
          .map((l) => vocabulary.ido(l.ido).name),
      ),
    }))
    .filter((x) => x.parties.size > 0);
  // "vendors in Ohio": a place is a value of either party's address, but the noun says whose;
  // each value said must fit the party the nouns name.
  const nouns = new Set(partyMentions.filter((x) => x.noun).flatMap((x) => [...x.parties]));
  const parties = nouns.size > 0 ? nouns : new Set(partyMentions.flatMap((x) => [...x.parties]));
  if (parties.size !== 1) return;
  const [party] = [...parties];
  if (!partyMentions.every((x) => x.parties.has(party))) return;
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
  const headers = orders.filter((l) => !lines.includes(l));
  const goods = lines.length > 0 ? lines : orders;
  const chosen = amountAsked && headers.length > 0 ? headers : goods;
  const lex = chosen.map((l) => ({ ...l, label: 'on order' }));
  if (lex.length === 0) return;
  const { rule: _rule, ...m } = said;
  mentions[at] = { ...m, kind: 'words', lex };
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
