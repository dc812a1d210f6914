import type { Mention, WordsMention } from '../engine.types';
import type { TradeSide, Vocabulary } from '../lexicon/vocabulary';
import type { Reading } from './clause-reader';
import type { EntityRef } from './reading.types';
import { root, saidRoot, type Built } from './conditions';
import { chosenByValueAlone } from './value-of-either-side';
import { tokenize } from '../text/tokenizer';
import { tradeLines, tradeSideSaid } from '../lexicon/trade-side';

export interface IdoChoice {
  ido: string;
  /** 1 when a noun named it; lower when it was inferred from properties and values. */
  certainty: number;
  /** Another IDO that fitted as well. */
  runnerUp?: string;
  note?: string;
}

/**
 * Picks the IDO a question is about: the first noun that names one ("purchase orders from
 * vendors in Texas" is about purchase orders). Without a noun ("vendor names and phone numbers in
 * Michigan", "total invoice amount last month") it is the IDO that can carry most of what the
 * question says, each word counting less the more IDOs it fits.
 */
/**
 * How much more a record fits a phrase of motion whose date is its own than records whose usual
 * date stands in for it: enough to break a tie of values shared alike, less than a condition.
 */
const MOTION_DATE_LEAD = 0.25;

/** Words that say which side of trade (buying from vendors, selling to customers) is meant. */
const SIDE_WORDS =
  /\b(?:buy|buys|buying|bought|purchas\w*|sell|sells|selling|sold|spen[dt]\w*|receiv\w*|ship\w*|bill\w*|invoic\w*|suppl\w*|vendors?|customers?|clients?)\b/i;

/** A verb of a deed and the preposition that names its other party ("ordered from"). */
const DEED_LINK = /^([a-z]{3,}) (?:from|to)$/i;

/**
 * Verbs of keeping stock: what holds a quantity holds it on hand ("rows holding 500 units",
 * "which warehouse keeps the most units", "stores", "stocks").
 */
const STOCK_VERB =
  /^(?:(?:that|which) )?(?:hold|holds|holding|carry|carries|carrying|keep|keeps|keeping|store|stores|storing|stock|stocks|stocking)$/i;

/** Names of the quantity kept in stock, the property a stock verb's quantity is. */
const ON_HAND_NAMES = ['quantity on hand', 'on hand'];

/** Words counting goods without naming which quantity of the records they are. */
const GENERIC_UNITS = /^\s*(?:units?|pieces?|pcs)\s*$/i;
/** Words after which a noun describes or orders the records named before it ("with POs", "by PO count"). */
const DESCRIBED_BY = /\b(?:with|without|having|has|have|had|who|that|which|whose|by|per)\b/i;

/** Words after which a word naming records is a verb ("we bill clients", "to order parts"). */
const VERB_LEAD = /^(?:we|i|you|they|he|she|it|did|do|does|will|would|to|can|should)$/i;

export class IdoChooser {
  constructor(private readonly vocabulary: Vocabulary) {}

  choose(reading: Reading): IdoChoice | undefined {
    const nouns = reading.entities.filter((e) => !e.label);
    // "unpaid balance per customer for customers in New York": the party grouped by, named
    // again to say which of them, is not what is measured. Inferred from the amount, not named
    // by a noun: as sure as a choice by properties.
    const measured = this.measuredPerParty(reading, nouns);
    if (measured) return { ido: measured, certainty: 0.92 };
    const counted = this.countedLast(reading, nouns);
    if (counted) return { ido: counted.ido, certainty: 1 };
    if (nouns.length > 0) {
      const compound = this.compoundHead(reading, nouns[0]);
      const noun = compound?.head ?? nouns[0];
      // "customer items", "vendor items": the head noun's records do not refer to the kind
      // before it, so how the two are related (bought by, supplied by) is a guess.
      if (compound && compound.related.length === 0)
        return {
          ido: noun.ido,
          certainty: 0.45,
          note: `read "${compound.modifier.mention.text} ${noun.mention.text}" as ${this.vocabulary.ido(noun.ido).pluralLabel.toLowerCase()}`,
        };
      if (compound) {
        noun.alternatives = compound.related;
        noun.ido = compound.related[0];
        // The first noun only says which of the head's readings is meant (every purchase order
        // has its supplier): not a kind of record of its own to relate the answer through.
        reading.entities.splice(reading.entities.indexOf(compound.modifier), 1);
      }
      // "payments from customers in Ohio": a kind of record named before the noun, that the
      // noun's records cannot be and that refers to them, is what is asked for.
      const kind =
        this.kindOwner(reading, noun.ido, noun.mention.start) ??
        this.kindAfterSingular(reading, noun);
      if (kind) return { ido: kind, certainty: 1 };
      if (noun.alternatives.length > 1) {
        // "lines of PO-2024-0001": the reading whose IDO carries most of the conditions.
        // Then the one that refers to a record the question names ("lines of customer order
        // 1001": customer order lines point at customer orders), or at a kind of record the
        // question names ("what did we order from vendors in Ohio": purchase orders point at
        // vendors, customer orders do not).
        // "average PO amount for blanket orders": an amount measured that only one reading's
        // records hold, and that its own words say is theirs ("PO" amount), says which records
        // are meant, as a condition only they carry does. A bare "cost" says no such thing.
        const measures = [reading.aggregate?.measure, reading.rank?.measure];
        const measured = (ido: string): number =>
          measures.some(
            (m) =>
              m?.lex.some((l) => l.kind === 'property' && l.ido === ido) &&
              tokenize(m.text).some((t) =>
                this.vocabulary.catalogTrie
                  .at([t.stem])
                  .some((l) => l.kind === 'ido' && l.ido === ido),
              ),
          )
            ? 1
            : 0;
        // "lines shipped from WEST in October": a condition that builds on a reading only as a
        // guess (no date of PO lines is a ship date: read as their due date) fits it a little
        // less than one that builds surely, so a tie goes to the records the words are about.
        const fit = (built: Built | undefined): number =>
          built === undefined ? 0 : (built.certainty ?? 1) < 1 ? 0.9 : 1;
        const fitness = (ido: string): number =>
          reading.conditions.reduce((sum, c) => sum + fit(c.build(ido, this.vocabulary)), 0) +
          measured(ido) +
          0.5 *
            reading.entities.filter(
              (e) => e !== noun && e.ido !== ido && this.vocabulary.refersTo(ido, e.ido),
            ).length;
        // "what did we order": ordered by us, so from a supplier; the reading that refers to
        // vendors (purchase orders), not to customers.
        // An adverb of when may stand between ("when did we last order IT-10305", "we first
        // bought"): still our verb.
        let at = reading.mentions.indexOf(noun.mention);
        while (
          at > 1 &&
          /^(?:last|first|ever|just|recently|already)$/i.test(reading.mentions[at - 1].text.trim())
        )
          at -= 1;
        const byUs = /^we$/i.test(reading.mentions[at - 1]?.text.trim() ?? '');
        const fromSupplier = (ido: string): number =>
          byUs &&
          this.vocabulary.idos.some(
            (v) =>
              this.vocabulary.refersTo(ido, v.name) &&
              this.vocabulary.isTradeParty(v.name, 'vendor'),
          )
            ? 0.25
            : 0;
        const best = [...noun.alternatives].sort(
          (a, b) => fitness(b) + fromSupplier(b) - fitness(a) - fromSupplier(a),
        )[0];
        noun.ido = best;
        // "orders that went out last week": purchase orders sent on their order date, or
        // customer orders shipped on their lines' ship date. A condition that only reaches the
        // other reading through its related records chose one trade over the other; nothing
        // said which.
        const reaches = (ido: string): boolean => this.conditionsReach(reading, ido, true);
        const measureSaid =
          measured(best) > 0 && noun.alternatives.every((a) => a === best || measured(a) === 0);
        const sideSaid =
          byUs || measureSaid || reading.mentions.some((m) => SIDE_WORDS.test(m.text));
        const rival = noun.alternatives.find(
          (a) =>
            a !== best &&
            fitness(a) < fitness(best) &&
            !sideSaid &&
            this.tradedOppositely(a, best) &&
            reaches(a),
        );
        // "open lines for IT-10045": PO lines and customer order lines both carry everything
        // said, and nothing chose between them. Lines of two documents that fit alike are a
        // guess; a bare document noun ("orders") keeps its usual meaning.
        const score = (ido: string): number => fitness(ido) + fromSupplier(ido);
        const twin = noun.alternatives.find(
          (a) =>
            a !== best &&
            score(a) === score(best) &&
            !sideSaid &&
            this.isDocumentLines(a) &&
            this.isDocumentLines(best),
        );
        // "late lines for Lone Star Trucking": a customer named reaches customer order lines
        // (through their order), not PO lines; the lines that reach all that is said are meant.
        const chosen = twin && this.onlyOneReaches(reading, best, twin);
        if (chosen) {
          noun.ido = chosen;
          return { ido: chosen, certainty: 1 };
        }
        // "orders in euros": the other reading has the property, not the value (its records
        // hold no euros); the data chose, not the question (value-of-either-side.ts). Asked
        // last: it builds every condition on both.
        const guessed =
          twin ??
          rival ??
          noun.alternatives.find(
            (a) =>
              a !== best &&
              !sideSaid &&
              this.tradedOppositely(a, best) &&
              chosenByValueAlone(reading.conditions, best, a, this.vocabulary),
          );
        if (guessed)
          return {
            ido: best,
            certainty: 0.45,
            runnerUp: guessed,
            note: `could also be about ${this.vocabulary.ido(guessed).pluralLabel}`,
          };
        return { ido: best, certainty: 1 };
      }
      return { ido: noun.ido, certainty: 1 };
    }
    // "item IT-10045": the word before the value names the IDO — unless other words name a
    // kind of record that refers to it ("credit memos for customer 5001").
    const label = reading.entities[0];
    if (label) return { ido: this.kindOwner(reading, label.ido) ?? label.ido, certainty: 1 };

    const scores = new Map<string, number>();
    const names = this.vocabulary.idos.map((i) => i.name);
    const spread = (fits: readonly string[], weight = 1): void => {
      const unique = [...new Set(fits)];
      for (const ido of unique) scores.set(ido, (scores.get(ido) ?? 0) + weight / unique.length);
    };
    for (const c of reading.conditions) {
      // A status word that is also a property ("due") may end up shown rather than filtered on.
      const asField =
        c.mentions.length === 1 && c.mentions[0].kind === 'words' ? c.mentions[0].lex : [];
      const fitting = names.filter((ido) => c.build(ido, this.vocabulary) !== undefined);
      // "what went out from SOUTH yesterday": with no noun of records, the records whose own
      // date the phrase of motion means (lines shipped on their ship date) fit it better than
      // records whose usual date only stands in for it (POs on their order date). A lead, not
      // a veto: a kind said elsewhere ("payments that came in") still decides.
      for (const ido of fitting)
        if (c.build(ido, this.vocabulary)?.dateOfMotion === true)
          scores.set(ido, (scores.get(ido) ?? 0) + MOTION_DATE_LEAD);
      spread([...fitting, ...asField.filter((l) => l.kind === 'property').map((l) => l.ido)]);
    }
    const propertyFits = (m: WordsMention | undefined): void => {
      if (!m) return;
      spread(m.lex.filter((l) => l.kind === 'property').map((l) => l.ido));
      // "vendor names": the property's words also name an IDO.
      for (const ido of this.namedWithin(m)) scores.set(ido, (scores.get(ido) ?? 0) + 0.5);
    };
    for (const f of reading.fields) propertyFits(f.mention);
    for (const g of reading.groups) propertyFits(g.target);
    for (const s of reading.sorts) propertyFits(s.target);
    propertyFits(reading.aggregate?.measure);
    propertyFits(reading.rank?.measure);
    propertyFits(reading.rank?.subject);
    for (const e of reading.entities) scores.set(e.ido, (scores.get(e.ido) ?? 0) + 1);

    // "how much …": only IDOs with an amount can answer a sum.
    const needsAmount =
      reading.aggregate !== undefined &&
      reading.aggregate.fn !== 'count' &&
      !reading.aggregate.measure;
    // "how much IT-10000 do we have": only IDOs with a quantity can answer a quantity.
    const needs = (ido: string): boolean =>
      !needsAmount ||
      (reading.aggregate?.unit === 'quantity'
        ? this.vocabulary.profile(ido).quantity !== undefined
        : this.vocabulary.profile(ido).amount !== undefined);
    const ranked = [...scores.entries()]
      .filter(([ido, s]) => s > 0 && needs(ido))
      .sort((a, b) => b[1] - a[1] || names.indexOf(a[0]) - names.indexOf(b[0]));
    if (ranked.length === 0) return undefined;
    const deed = this.documentOfDeed(ranked, reading);
    if (deed) return { ido: deed, certainty: 0.92 };
    this.breakTie(ranked, reading);
    const [best, runner] = ranked;
    const tie = runner !== undefined && Math.abs(runner[1] - best[1]) < 1e-9;
    // "how much is past due": as likely the POs as the invoices, records that have nothing to
    // do with each other (neither refers to the other): picking one is a coin flip.
    // Not when a value is named (an item, a warehouse): the records holding it fit alike.
    const unrelated = reading.conditions.some((c) =>
      c.mentions.some(
        (m) => m.kind === 'code' || (m.kind === 'words' && m.lex.some((l) => l.kind === 'value')),
      ),
    )
      ? undefined
      : ranked.find(
          ([ido, score]) =>
            Math.abs(score - best[1]) < 1e-9 &&
            ido !== best[0] &&
            !this.vocabulary.refersTo(ido, best[0]) &&
            !this.vocabulary.refersTo(best[0], ido),
        );
    // "quantity of IT-10045 in MAIN": PO lines and customer order lines hold the item and the
    // warehouse alike, but one is bought from vendors and the other sold to customers; which
    // trade was meant is a coin flip, not records that fit alike.
    // A verb of trade or a party said ("did we buy", "sold to", "from vendors") tells which.
    const sideSaid = reading.mentions.some((m) => SIDE_WORDS.test(m.text));
    const opposite =
      unrelated === undefined && tie && !sideSaid && this.tradedOppositely(best[0], runner[0])
        ? runner
        : undefined;
    const unrelatedTie = unrelated !== undefined || opposite !== undefined;
    const other = unrelated ?? runner;
    const onlyValues = reading.conditions.every((c) =>
      c.mentions.every((m) => this.isValueOnly(m)),
    );
    return {
      ido: best[0],
      certainty:
        (unrelatedTie ? 0.45 : tie ? 0.8 : 0.92) *
        (onlyValues && reading.fields.length === 0 ? 0.9 : 1),
      ...(tie
        ? {
            runnerUp: other[0],
            note: `could also be about ${this.vocabulary.ido(other[0]).pluralLabel}`,
          }
        : {}),
    };
  }

  /**
   * "everything we ordered from V", "all we bought from V": no noun names the records, and the
   * verb before the party ("ordered from") names the deed done with it. Its records are the
   * documents the verb names by their head noun (ordered, bought: orders), of those every
   * condition fits, not the party's own record nor the lines of the documents.
   */
  private documentOfDeed(
    ranked: readonly [string, number][],
    reading: Reading,
  ): string | undefined {
    if (reading.entities.length > 0 || reading.fields.length > 0) return undefined;
    // "what have we ordered from V" asks for the things on its lines, read elsewhere.
    if (reading.mentions.some((m) => /^(?:what|which)$/i.test(m.text.trim()))) return undefined;
    const verbs = reading.mentions.flatMap((m, i) => {
      const next = reading.mentions[i + 1];
      const party =
        next?.kind === 'words' &&
        next.lex.length > 0 &&
        next.lex.some((l) => l.kind === 'value' && this.vocabulary.isTradeParty(l.ido));
      const deed =
        m.kind === 'words' && m.rule?.kind === 'link' ? DEED_LINK.exec(m.text.trim()) : null;
      return party && deed ? [saidRoot(deed[1].toLowerCase())] : [];
    });
    if (verbs.length !== 1) return undefined;
    const top = ranked.filter(([, score]) => Math.abs(score - ranked[0][1]) < 1e-9);
    const named = top.filter(([ido]) => {
      const head = this.vocabulary.ido(ido).pluralLabel.toLowerCase().split(/\s+/).pop() ?? '';
      return !this.vocabulary.isTradeParty(ido) && root(head.replace(/s$/, '')) === verbs[0];
    });
    return named.length === 1 ? named[0][0] : undefined;
  }

  /**
   * "everything <a customer> ordered in 2025": purchase orders, customer orders, customers and
   * invoices fit alike. The one whose own name holds a word of the question ("ordered": an
   * order) and that reaches, through a reference of its own, each condition it cannot carry
   * (the customer named) goes first, and no longer ties: the others leave a word unread.
   */
  private breakTie(ranked: [string, number][], reading: Reading): void {
    const top = ranked.filter(([, score]) => Math.abs(score - ranked[0][1]) < 1e-9);
    if (top.length < 2) return;
    // "average cost we paid per unit for IT-10036": the item's own cost and its PO lines' fit
    // alike; our deed of trade says the figure is on the lines of that trade.
    // Only for a figure named: "how much IT-10045 have we sold" may be money or units.
    const figure = reading.aggregate?.measure ?? reading.rank?.measure;
    const side = figure ? tradeSideSaid(reading.mentions, this.vocabulary) : undefined;
    if (side) {
      const lines = tradeLines(side, this.vocabulary);
      const traded = top.filter(([ido]) => lines.includes(ido));
      if (traded.length === 1) {
        ranked.splice(ranked.indexOf(traded[0]), 1);
        ranked.unshift([traded[0][0], traded[0][1] + 1e-6]);
        return;
      }
    }
    // "warehouse rows holding more than 40000 units": a stock verb with a number says the
    // records keep that much on hand; of records that fit alike (stock rows, PO lines in a
    // warehouse), only those with a quantity on hand hold stock.
    const stockVerb = reading.mentions.findIndex((m) => STOCK_VERB.test(m.text.trim()));
    // "warehouses that hold more than 20000 units": the places themselves, a property's values
    // said in the plural, may hold it all together (a sum per place), not in one stock row.
    const holder = reading.mentions[stockVerb - 1];
    const placesHold =
      holder?.kind === 'words' &&
      /s$/i.test(holder.text.trim()) &&
      holder.lex.some((l) => l.kind === 'property');
    // "which warehouse holds the most units": with no number, a quantity after the verb that
    // names none in particular (units, pieces) is what is kept; places in the plural are ranked
    // by what they hold per place either way, so they do not stand in the way (with a number,
    // one stock row or the sum per place is the question left open above).
    const after = stockVerb >= 0 ? reading.mentions.slice(stockVerb + 1) : [];
    const numberAfter = after.some((m) => m.kind === 'number');
    const unitsAfter = after.some((m) => GENERIC_UNITS.test(m.text));
    if (stockVerb >= 0 && (numberAfter ? !placesHold : unitsAfter)) {
      const keeping = top.filter(([ido]) => this.vocabulary.propertyNamed(ido, ON_HAND_NAMES));
      if (keeping.length === 1) {
        ranked.splice(ranked.indexOf(keeping[0]), 1);
        ranked.unshift([keeping[0][0], keeping[0][1] + 1e-6]);
        return;
      }
    }
    // "on-hand qty for <an item's description>": the description is the items' own, the
    // quantity is only on their stock rows, which refer to the items; the stock rows carry the
    // quantity asked and reach the item through that reference, the items leave it unread.
    const carriesAsked = this.askedProperties(reading);
    if (carriesAsked.length > 0) {
      const carries = ([ido]: [string, number]): boolean =>
        carriesAsked.every((m) => m.lex.some((l) => l.kind === 'property' && l.ido === ido));
      const reaches = ([ido]: [string, number]): boolean =>
        this.conditionsReach(reading, ido, false);
      const able = top.filter((t) => carries(t) && reaches(t));
      if (able.length === 1 && top.some((t) => !carries(t))) {
        ranked.splice(ranked.indexOf(able[0]), 1);
        ranked.unshift([able[0][0], able[0][1] + 1e-6]);
        return;
      }
    }
    // Only when none carries every condition itself ("how much IT-10045 do we have in stock"
    // stays as it was).
    const direct = ([ido]: [string, number]): boolean =>
      reading.conditions.every((c) => c.build(ido, this.vocabulary) !== undefined);
    if (top.some(direct)) return;
    const kind = this.pluralKindOwner(top, reading);
    if (kind) {
      ranked.splice(ranked.indexOf(kind), 1);
      ranked.unshift([kind[0], kind[1] + 1e-6]);
      return;
    }
    const stems = new Set(
      reading.conditions
        .flatMap((c) => c.mentions)
        .flatMap((m) => m.text.toLowerCase().split(/\s+/))
        .map((w) => w.replace(/(ed|ing|s)$/, '')),
    );
    const fits = ([ido]: [string, number]): boolean => {
      const catalogIdo = this.vocabulary.ido(ido);
      const named = [catalogIdo.label, ...catalogIdo.synonyms]
        .flatMap((n) => n.toLowerCase().split(/\s+/))
        .some((w) => stems.has(w));
      const reached = reading.conditions.every(
        (c) =>
          c.build(ido, this.vocabulary) !== undefined ||
          catalogIdo.relations.some((r) => {
            const target = this.vocabulary.idos.find(
              (i) => i.name.toLowerCase() === r.targetIdo.toLowerCase(),
            );
            return target !== undefined && c.build(target.name, this.vocabulary) !== undefined;
          }),
      );
      return named && reached;
    };
    const winners = top.filter(fits);
    if (winners.length !== 1) return;
    const at = ranked.indexOf(winners[0]);
    ranked.splice(at, 1);
    ranked.unshift([winners[0][0], winners[0][1] + 1e-6]);
  }

  /**
   * "estimates for <a customer>", "<a customer> quotes": no noun names the records, but a kind
   * of record (a value of an enum) said in the plural is a noun of its own, and
   * what is asked for; the named party only says whose. Of the tied readings, the one whose
   * records carry that kind and reach every other condition through their relations (customer
   * orders of Type E reach the customer; estimate jobs do not), never the party itself, which
   * would only be the customers having some such record.
   */
  private pluralKindOwner(
    top: readonly [string, number][],
    reading: Reading,
  ): [string, number] | undefined {
    const kinds = reading.conditions.filter((c) => {
      const [m] = c.mentions;
      if (c.negated || c.mentions.length !== 1 || m.kind !== 'words') return false;
      if (m.lex.some((l) => l.kind === 'ido' || l.kind === 'value' || l.kind === 'property'))
        return false;
      const last = m.text.trim().toLowerCase().split(/\s+/).pop() ?? '';
      // A state ("open", "stopped") is said as an adjective; a kind in the plural is a noun.
      return m.lex.some((l) => l.kind === 'enum') && /[^s]s$/.test(last);
    });
    if (kinds.length !== 1) return undefined;
    const [kind] = kinds;
    const able = top.filter(
      ([ido]) =>
        kind.build(ido, this.vocabulary) !== undefined && this.conditionsReach(reading, ido, false),
    );
    return able.length === 1 ? able[0] : undefined;
  }

  /**
   * "open PO value by vendor for Canadian vendors": an amount of one kind of record, grouped by
   * a party those records refer to, and that party named as the only noun: the amount's records
   * are asked for, per party, the noun saying which parties. Only when the amount belongs to
   * one IDO and the noun is the group's own kind.
   */
  private measuredPerParty(reading: Reading, nouns: readonly EntityRef[]): string | undefined {
    if (nouns.length !== 1 || reading.groups.length !== 1 || reading.fields.length !== 1)
      return undefined;
    const [noun] = nouns;
    if (noun.negated || noun.alternatives.length !== 1) return undefined;
    const group = reading.groups[0].target;
    if (!group.lex.some((l) => l.kind === 'ido' && l.ido === noun.ido)) return undefined;
    const field = reading.fields[0].mention;
    if (field.start > group.start || noun.mention.start < group.end) return undefined;
    const owners = new Set(
      field.lex.flatMap((l) => {
        if (l.kind !== 'property' || l.ido === noun.ido) return [];
        const unit = this.vocabulary.ido(l.ido).property(l.property)?.unit;
        return unit === 'currency' || unit === 'quantity' ? [l.ido] : [];
      }),
    );
    if (owners.size !== 1 || field.lex.some((l) => l.kind !== 'property')) return undefined;
    const [owner] = [...owners];
    return this.vocabulary.refersTo(owner, noun.ido) ? owner : undefined;
  }

  /**
   * The one IDO whose kinds or statuses the question names, that the labelled IDO cannot carry
   * and that refers to it: "payments of customer 5001" are AR transactions of that customer.
   */
  private kindOwner(reading: Reading, labelled: string, before?: number): string | undefined {
    const owners = new Set<string>();
    for (const c of reading.conditions) {
      const [m] = c.mentions;
      if (
        c.mentions.length !== 1 ||
        m.kind !== 'words' ||
        (before !== undefined && m.start >= before) ||
        !m.lex.some((l) => l.kind === 'enum') ||
        m.lex.some((l) => l.kind === 'ido' || l.kind === 'value')
      )
        continue;
      if (c.build(labelled, this.vocabulary) !== undefined) return undefined;
      for (const l of m.lex) {
        if (l.kind === 'enum' && c.build(l.ido, this.vocabulary) !== undefined) owners.add(l.ido);
      }
    }
    const [owner] = [...owners];
    return owners.size === 1 && this.vocabulary.refersTo(owner, labelled) ? owner : undefined;
  }

  /**
   * "customer receipts in September": a kind of records said by one word of theirs (a type of
   * a payment) right after a noun in the singular is an English compound, as "customer payments"
   * is: the records of that kind, when they refer to the noun's records and the word says
   * nothing of the noun's own. Not when a noun of records follows ("customer open orders": the
   * last noun is what is asked for), nor after a subject ("we bill customer …").
   */
  private kindAfterSingular(reading: Reading, first: EntityRef): string | undefined {
    if (/s$|\s/i.test(first.mention.text.trim()) || first.negated || first.label) return undefined;
    const at = reading.mentions.indexOf(first.mention);
    if (VERB_LEAD.test(reading.mentions[at - 1]?.text.trim() ?? '')) return undefined;
    const next = reading.mentions[at + 1];
    if (next?.kind !== 'words' || next.rule || next.lex.length === 0) return undefined;
    if (!next.lex.every((l) => l.kind === 'enum')) return undefined;
    if (reading.entities.some((e) => e.mention === reading.mentions[at + 2])) return undefined;
    const c = reading.conditions.find((x) => x.mentions.length === 1 && x.mentions[0] === next);
    if (!c || c.build(first.ido, this.vocabulary) !== undefined) return undefined;
    const owners = new Set(
      next.lex.flatMap((l) =>
        l.kind === 'enum' && c.build(l.ido, this.vocabulary) !== undefined ? [l.ido] : [],
      ),
    );
    const [owner] = [...owners];
    return owners.size === 1 && this.vocabulary.refersTo(owner, first.ido) ? owner : undefined;
  }

  /**
   * "supplier orders", "item jobs", "vendor POs": a kind of record named in the singular right
   * before another kind is a noun describing it, as in any English compound; the last noun is
   * what is asked for. `related`: the head's readings whose records refer to the first kind
   * (orders placed with suppliers are purchase orders), empty when none does.
   */
  private compoundHead(
    reading: Reading,
    first: EntityRef,
  ): { head: EntityRef; modifier: EntityRef; related: string[] } | undefined {
    // One noun in the singular: "sell to customers" is a verb and its object, not a compound.
    const word = first.mention.text.trim();
    if (/s$|\s/i.test(word) || first.negated) return undefined;
    const at = reading.mentions.indexOf(first.mention);
    // "what did we bill clients": after a subject or an auxiliary the word is a verb.
    if (VERB_LEAD.test(reading.mentions[at - 1]?.text.trim() ?? '')) return undefined;
    const next = reading.mentions[at + 1];
    const head = reading.entities.find((e) => e.mention === next && !e.label);
    if (!head || head.negated || head.alternatives.includes(first.ido)) return undefined;
    const related = head.alternatives.filter((ido) =>
      first.alternatives.some((kind) => this.vocabulary.refersTo(ido, kind)),
    );
    return { head, modifier: first, related };
  }

  /**
   * "Texas customers open orders count", "Canadian vendors PO count": a count said last, right
   * after a second noun, counts that noun's records; the noun said first, whose records they
   * refer to, only says which ("for Texas customers"), as in "count of open orders for Texas
   * customers". Read as the first noun, the answer counted the customers.
   */
  private countedLast(reading: Reading, nouns: readonly EntityRef[]): EntityRef | undefined {
    const count = reading.aggregate;
    if (count?.fn !== 'count' || count.measure || nouns.length < 2) return undefined;
    // "suppliers ranked by PO count": a count to order or break down the first noun's records by.
    if (reading.rank || reading.groups.length > 0 || reading.sorts.length > 0) return undefined;
    const at = reading.mentions.indexOf(count.mention);
    const rest = reading.mentions.slice(at + 1);
    if (at < 1 || rest.some((m) => m.kind !== 'words' || m.rule?.kind !== 'filler'))
      return undefined;
    const before = nouns.find((e) => e.mention === reading.mentions[at - 1]);
    if (!before || before === nouns[0] || before.negated) return undefined;
    // "vendors with open POs count": the second noun, said after "with" / "having", describes
    // the first, which is counted.
    const between = reading.mentions.slice(reading.mentions.indexOf(nouns[0].mention) + 1, at - 1);
    if (between.some((m) => DESCRIBED_BY.test(m.text))) return undefined;
    if (!this.vocabulary.refersTo(before.ido, nouns[0].ido)) return undefined;
    return before;
  }

  /** Property words the answer is to show or measure (fields, the measure summed or ranked). */
  private askedProperties(reading: Reading): WordsMention[] {
    return [
      ...reading.fields.map((f) => f.mention),
      reading.aggregate?.measure,
      reading.rank?.measure,
    ].filter((m): m is WordsMention => m !== undefined && m.lex.some((l) => l.kind === 'property'));
  }

  /**
   * Every condition of the reading applies to the IDO itself or to a record it refers to, or
   * (with `orReferrers`) to a record that refers to it.
   */
  private conditionsReach(reading: Reading, ido: string, orReferrers: boolean): boolean {
    return reading.conditions.every(
      (c) =>
        c.build(ido, this.vocabulary) !== undefined ||
        this.vocabulary.ido(ido).relations.some((r) => {
          const target = this.idoNamed(r.targetIdo);
          return target !== undefined && c.build(target, this.vocabulary) !== undefined;
        }) ||
        (orReferrers &&
          this.vocabulary.idos.some(
            (other) =>
              this.vocabulary.refersTo(other.name, ido) &&
              c.build(other.name, this.vocabulary) !== undefined,
          )),
    );
  }

  /**
   * Of two readings, the one whose records (or the records they refer to, up to two steps
   * away) carry every condition while the other's do not; undefined when both or neither do.
   */
  private onlyOneReaches(reading: Reading, a: string, b: string): string | undefined {
    if (reading.conditions.length === 0) return undefined;
    const near = (ido: string): string[] => {
      const out = new Set([ido]);
      for (let step = 0; step < 2; step += 1)
        for (const x of [...out])
          for (const r of this.vocabulary.ido(x).relations) {
            const t = this.idoNamed(r.targetIdo);
            if (t) out.add(t);
          }
      return [...out];
    };
    const reaches = (ido: string): boolean => {
      const around = near(ido);
      return reading.conditions.every((c) =>
        around.some((x) => c.build(x, this.vocabulary) !== undefined),
      );
    };
    const ra = reaches(a);
    const rb = reaches(b);
    return ra === rb ? undefined : ra ? a : b;
  }

  private idoNamed(name: string): string | undefined {
    return this.vocabulary.idos.find((i) => i.name.toLowerCase() === name.toLowerCase())?.name;
  }

  /**
   * Whether `a` and `b` are records of trade with different sides (one with vendors, the other
   * with customers), each reaching its party directly or through the records it refers to.
   */
  private tradedOppositely(a: string, b: string): boolean {
    const sides = (ido: string): Set<TradeSide> => {
      const reached = [ido, ...this.vocabulary.ido(ido).relations.map((r) => r.targetIdo)];
      const parties = reached.flatMap((x) => {
        const named = this.idoNamed(x);
        return named
          ? [named, ...this.vocabulary.ido(named).relations.map((r) => r.targetIdo)]
          : [];
      });
      const found = new Set<TradeSide>();
      for (const x of parties) {
        const named = this.idoNamed(x);
        if (!named) continue;
        if (this.vocabulary.isTradeParty(named, 'customer')) found.add('customer');
        if (this.vocabulary.isTradeParty(named, 'vendor')) found.add('vendor');
      }
      return found;
    };
    const sa = sides(a);
    const sb = sides(b);
    return sa.size === 1 && sb.size === 1 && [...sa][0] !== [...sb][0];
  }

  /** Whether the IDO's records are lines of a document: their key starts with its key. */
  private isDocumentLines(name: string): boolean {
    const ido = this.vocabulary.ido(name);
    return (
      ido.keys.length >= 2 &&
      ido.relations.some(
        (r) => r.property === ido.keys[0] && this.idoNamed(r.targetIdo) !== undefined,
      )
    );
  }

  private isValueOnly(m: Mention): boolean {
    return (m.kind === 'words' && m.lex.every((l) => l.kind === 'value')) || m.kind === 'code';
  }

  private namedWithin(m: WordsMention): string[] {
    const found: string[] = [];
    const words = m.text.toLowerCase().split(/\s+/);
    for (const ido of this.vocabulary.idos) {
      const own = new Set([ido.label, ...ido.synonyms].map((s) => s.toLowerCase()));
      if (words.some((w) => own.has(w) || own.has(w.replace(/s$/, '')))) found.push(ido.name);
    }
    return found;
  }
}
