import type { CatalogIdo } from '../../../erp/catalog/catalog-ido';
import type { PropertyDefinition } from '../../../erp/catalog/catalog.types';
import type {
  AggregateFunction,
  AggregateSpec,
  OrderTerm,
  SortDirection,
} from '../../../erp/load-request';
import type { LexMeaning, Mention, WordsMention } from '../engine.types';
import { tokenize } from '../text/tokenizer';
import type { TradeSide, Vocabulary } from '../lexicon/vocabulary';
import type { Reading } from './clause-reader';
import type { AggregateIntent, RankIntent } from './reading.types';
import { propertiesOn } from './conditions';
import { linesTradedByUs } from './never-traded';
import { tradeLines, tradeSideSaid } from '../lexicon/trade-side';
import type { Placement } from './condition-placer';
import { RelationGraph } from './relation-graph';
import { eventDateNamed } from './event-records';
import { extremePerGroup } from './extreme-per-group';
import { beforeRecordsNoun, participleOfDate } from './reader-context';

/** Verbs of holding stock ("which warehouse holds the most …"). */
const HOLDING = /^(?:has|have|holds|hold|keeps|keep|stocks|carries|carry|stores)$/i;

/** Words naming a quantity without saying which ("quantity", "units"). */
/** A quantity noun followed by "level(s)" ("stock levels"): the level of that quantity. */
const LEVELS_OF = /^(.+?)\s+levels?$/i;
const GENERIC_QUANTITY = /^\s*(?:quantity|quantities|qty|qtys|units?|pieces?)\s*$/i;

export interface Pivot {
  /** The IDO the question is answered from ("open order value" of customers → customer orders). */
  ido: string;
  /** Properties of `ido` naming the original noun ("CustNum", "CustomerName"). */
  groupBy: string[];
  fn: AggregateFunction;
  /** Below 1 when the IDO answered from was a guess among several. */
  certainty?: number;
  note?: string;
}

export interface Shape {
  aggregate?: AggregateSpec;
  orderBy: OrderTerm[];
  fields: string[];
  distinct?: boolean;
  limit?: number;
  /** Mentions the shape could not use (a field the IDO lacks, a grouping across IDOs). */
  unused: Mention[];
  notes: string[];
}

const isNumeric = (p: PropertyDefinition): boolean => p.type === 'integer' || p.type === 'decimal';

/** Default number of groups for "top customers by sales" when no number is given. */
const DEFAULT_TOP = 10;

/**
 * Decides what the answer looks like: plain records (which fields, what order, how many) or an
 * aggregate (count / sum / average, grouped, ranked). Also spots questions that rank one noun by
 * a measure of another ("10 biggest customers by open order value"), answered from the other.
 */
/**
 * Means of sending or reaching someone, said bare after "by": general English, not a catalog's
 * words, which is why it is a list; a catalog names the property holding the address or number
 * ("email address", "phone number"), never the means alone as a category of records.
 */
const MEANS_OF_SENDING = /^(?:e-?mail|phone|telephone|fax|mail|post|courier|text|sms)$/i;

export class AnswerShaper {
  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly graph: RelationGraph,
  ) {}

  /**
   * "which vendor is the cheapest for IT-10005": cheap and expensive speak of a price per unit,
   * which a total of the related records' amounts is not; ranking by that total is a guess.
   */
  private unitPriceGuess(rank: RankIntent): Pick<Pivot, 'certainty' | 'note'> {
    const words = rank.mention.text.toLowerCase();
    if (
      !/\b(cheap|cheaper|cheapest|expensive|pricey|pricier|priciest|costlier|costliest)\b/.test(
        words,
      )
    )
      return {};
    return {
      certainty: 0.45,
      note: `"${words}" speaks of a unit price; ranked by the total amount instead`,
    };
  }

  /**
   * "total amount billed to customers in Michigan": a link phrase opening on a verb ("billed
   * to", "invoiced to", "ordered from") whose word the catalog gives to a date or a kind of
   * `ido`'s records names those records.
   */
  private linkVerbNames(reading: Reading, ido: string): boolean {
    return reading.mentions.some((m) => {
      if (m.kind !== 'words' || m.rule?.kind !== 'link') return false;
      const [verb, next] = tokenize(m.text);
      if (!verb || !next || !verb.stem.endsWith('ed')) return false;
      const forms = [verb.stem, verb.stem.slice(0, -1), verb.stem.slice(0, -2)];
      return forms.some((form) =>
        this.vocabulary.catalogTrie
          .at([form])
          .some(
            (l) =>
              l.ido === ido &&
              (l.kind === 'enum' ||
                (l.kind === 'property' &&
                  this.vocabulary.ido(ido).property(l.property)?.type === 'date')),
          ),
      );
    });
  }

  /** Whether `lines` are the lines of `document`: their key starts with the reference to it. */
  private linesOf(lines: string, document: string): boolean {
    const step = this.graph.reference(lines, document);
    const ido = this.vocabulary.ido(lines);
    return step !== undefined && ido.keys.length >= 2 && ido.keys[0] === step.fromProperty;
  }

  pivot(primary: string, reading: Reading): Pivot | undefined {
    const { rank, aggregate } = reading;
    const measure = rank?.measure ?? aggregate?.measure;
    if (measure && propertiesOn(measure, primary, this.vocabulary).length === 0) {
      const owners = measure.lex.filter((l) => l.kind === 'property').map((l) => l.ido);
      const mentioned = reading.entities.map((e) => e.ido);
      // Prefer an IDO the question names, then the one that carries most of its conditions
      // ("total amount invoiced to customers in Texas": invoices, by "invoiced").
      // "quantity sold", "the cost we paid": a verb of trade says whose lines hold it (customer
      // order lines, PO lines), as "quantity ordered on POs" does by naming the lines' document.
      const side = tradeSideSaid(reading.mentions, this.vocabulary);
      const sideLines = side ? tradeLines(side, this.vocabulary) : [];
      const fitness = (ido: string): number =>
        reading.conditions.filter((c) => c.build(ido, this.vocabulary) !== undefined).length +
        reading.fields.filter((f) => propertiesOn(f.mention, ido, this.vocabulary).length > 0)
          .length +
        (this.linkVerbNames(reading, ido) ? 1 : 0) +
        (sideLines.includes(ido) ? 1 : 0) +
        (mentioned.some((d) => d !== primary && d !== ido && this.linesOf(ido, d)) ? 1 : 0);
      const grouped = rank !== undefined || reading.groups.length > 0;
      // Grouped per the noun, the measure's IDO must name it; a plain total may reach it
      // further ("how many IT-10005 have we shipped to customers": order lines → orders →
      // customers).
      const candidates = [...new Set(owners)]
        .filter((ido) =>
          grouped
            ? this.graph.reference(ido, primary)
            : Number.isFinite(this.graph.distance(ido, primary)),
        )
        .sort(
          (a, b) =>
            Number(mentioned.includes(b)) - Number(mentioned.includes(a)) ||
            fitness(b) - fitness(a),
        );
      let [ido, second] = candidates;
      if (ido) {
        // "the total value of stock": several IDOs hold a "value" and relate to stock, none
        // named; taking one is a coin flip between them, below the default threshold (0.5).
        let guess =
          second !== undefined &&
          !mentioned.includes(ido) &&
          !mentioned.includes(second) &&
          fitness(second) === fitness(ido);
        // "total sales to customers in Ohio": a document and its lines both hold the money,
        // the lines' amounts making up the document's; the documents' totals answer it.
        // Unless a condition is on what the lines refer to and the documents do not ("total
        // sales of PKG items": the items on the lines): that is still a guess between them.
        const onLines = (lines: string, header: string): boolean =>
          reading.conditions.some(
            (c) =>
              c.build(header, this.vocabulary) === undefined &&
              this.vocabulary.idos.some(
                (t) =>
                  t.name !== header &&
                  this.graph.reference(lines, t.name) !== undefined &&
                  this.graph.reference(header, t.name) === undefined &&
                  c.build(t.name, this.vocabulary) !== undefined,
              ),
          );
        // Only lines keyed under the document make up its amount: invoices that merely name
        // the order they bill ("total past due amount by customer") are other money, late in
        // another sense, and stay a coin flip with it.
        if (guess && second !== undefined && this.linesOf(ido, second)) {
          if (!onLines(ido, second)) {
            [ido, second] = [second, ido];
            guess = candidates.length > 2;
          }
        } else if (guess && second !== undefined && this.linesOf(second, ido)) {
          if (!onLines(second, ido)) guess = candidates.length > 2;
        }
        // "the total cost of open jobs": PO lines and jobs only share an item, so a sum over
        // PO lines is about other records altogether; a measure reached up a chain of
        // references ("shipped to customers": lines → orders → customers) is not.
        const path = this.graph.path(ido, primary, new Set(mentioned)) ?? [];
        const sideways = path.some((step, i) => i > 0 && !step.forward && path[i - 1].forward);
        if (sideways && !mentioned.includes(ido)) {
          return {
            ido,
            groupBy: grouped ? this.keyOf(ido, primary) : [],
            fn: aggregate?.fn ?? 'sum',
            certainty: 0.45,
            note: `"${measure.text}" read as ${this.vocabulary.ido(ido).pluralLabel.toLowerCase()}' (they only share a reference with ${this.vocabulary.ido(primary).pluralLabel.toLowerCase()})`,
          };
        }
        // "top product lines by sales": what is ranked is a property of the records (their
        // product line), not the records; the measure's records keep only the reference to
        // them, so grouping by it answers per record, not per that property.
        const perProperty = [rank?.subject, ...reading.groups.map((g) => g.target)].find(
          (m) =>
            m !== undefined &&
            // A noun of records ("per vendor") names them, whatever property shares its word.
            !m.lex.some((l) => l.kind === 'ido') &&
            propertiesOn(m, primary, this.vocabulary).some((p) => !p.key),
        );
        if (grouped && perProperty)
          return {
            ido,
            groupBy: this.keyOf(ido, primary),
            fn: aggregate?.fn ?? 'sum',
            certainty: 0.45,
            note: `"${measure.text}" is kept on ${this.vocabulary.ido(ido).pluralLabel.toLowerCase()}, which do not hold "${perProperty.text}": read per ${this.vocabulary.ido(primary).label.toLowerCase()}`,
          };
        return {
          ido,
          groupBy: grouped ? this.keyOf(ido, primary) : [],
          fn: aggregate?.fn ?? 'sum',
          ...(guess
            ? {
                certainty: 0.45,
                note: `"${measure.text}" read as ${this.vocabulary.ido(ido).pluralLabel.toLowerCase()}' (could also be ${this.vocabulary.ido(second).pluralLabel.toLowerCase()}')`,
              }
            : {}),
        };
      }
    }
    if (
      aggregate &&
      aggregate.fn === 'sum' &&
      !aggregate.measure &&
      aggregate.unit === undefined &&
      !rank &&
      reading.groups.length === 0
    ) {
      // "how much was billed to customers in Ohio": a link phrase opening on a verb that names
      // a kind of the records referring to the noun (invoices) says whose amount is summed.
      const named = this.referrersWith(primary, 'amount').filter(
        (ido) => !reading.entities.some((e) => e.ido === ido) && this.linkVerbNames(reading, ido),
      );
      if (named.length === 1) return { ido: named[0], groupBy: [], fn: 'sum' };
    }
    // "how many units of IT-10002 have we sold this year": what was sold is on the lines of
    // the sale, not the item's own stock (never-traded.ts).
    // ("how much IT-10045 have we sold" may ask for money as well: left as it was.)
    const traded =
      aggregate?.unit === 'quantity' &&
      !aggregate.measure &&
      /\bmany\b/i.test(aggregate.mention.text)
        ? linesTradedByUs(primary, reading.mentions, this.vocabulary)
        : undefined;
    if (traded && this.vocabulary.profile(traded).quantity !== undefined)
      return { ido: traded, groupBy: [], fn: 'sum' };
    if (
      aggregate?.unit === 'quantity' &&
      !aggregate.measure &&
      this.vocabulary.profile(primary).quantity === undefined
    ) {
      // "how many units of IT-10045 did we sell last month": orders hold no quantity, their
      // lines do; the total comes from the records that refer to the noun and have one.
      const fits = (ido: string): number =>
        reading.conditions.filter((c) => c.build(ido, this.vocabulary) !== undefined).length;
      const [ido] = this.referrersWith(primary, 'quantity').sort((a, b) => fits(b) - fits(a));
      if (ido) return { ido, groupBy: [], fn: 'sum' };
    }
    if (
      rank &&
      !rank.measure &&
      !rank.subject &&
      rank.hint === 'amount' &&
      (this.vocabulary.profile(primary).amount === undefined || this.partyByLimit(primary)) &&
      reading.fields.length === 0 &&
      !reading.entities.some((e) => !e.label && e.ido !== primary)
    ) {
      // "which vendor did we spend the most with": vendors have no amount of their own; their
      // purchase orders do (the first in the catalog's order that refers to them).
      const [ido] = this.referrersWith(primary, 'amount');
      if (ido)
        return { ido, groupBy: this.keyOf(ido, primary), fn: 'sum', ...this.unitPriceGuess(rank) };
    }
    if (rank && !rank.measure && !rank.subject && rank.hint === 'amount') {
      // "which items sold the most": a verb of trade names the records that hold the amount,
      // the ones on its side that refer to the noun (customer order lines for an item).
      // "which items did we buy the most of": goods counted, on the records holding the
      // quantity of that trade (PO lines for what was bought).
      const traded = this.onSideOf(
        rank.mention.text,
        primary,
        this.referrersWith(primary, rank.unit ?? 'amount'),
        reading.mentions,
      );
      // "sell the most of" with no quantity read counts units as much as money: left to the
      // rules below.
      const after = reading.mentions[reading.mentions.indexOf(rank.mention) + 1];
      const plain =
        (rank.unit === 'quantity' || after?.text.toLowerCase() !== 'of') &&
        reading.fields.length === 0 &&
        !reading.entities.some((e) => !e.label && e.ido !== primary) &&
        reading.conditions.every((c) => c.build(primary, this.vocabulary) !== undefined);
      if (traded.length > 0 && plain) {
        const [ido] = traded;
        return { ido, groupBy: this.keyOf(ido, primary), fn: 'sum', ...this.unitPriceGuess(rank) };
      }
    }
    if (rank && !rank.measure && !rank.subject && rank.hint === 'amount') {
      // "top 5 customers this year": a condition only related records can carry (their order
      // date) says the ranking is by those records' amount, summed per customer.
      // A condition on what the records themselves refer to ("biggest order from <a customer>":
      // the order's customer) is placed on them through that reference, and says nothing of
      // whose amount is ranked: the orders keep their own (Price), rather than invoices summed
      // per order because invoices also carry the customer's name.
      const ownAmount =
        this.vocabulary.profile(primary).amount !== undefined && !this.partyByLimit(primary);
      const throughOwnReference = (c: (typeof reading.conditions)[number]): boolean =>
        ownAmount &&
        this.vocabulary.idos.some(
          (t) =>
            t.name !== primary &&
            this.graph.reference(primary, t.name) !== undefined &&
            c.build(t.name, this.vocabulary) !== undefined,
        );
      const owners = new Set(
        reading.conditions
          .filter((c) => c.build(primary, this.vocabulary) === undefined)
          .filter((c) => !throughOwnReference(c))
          .flatMap((c) =>
            this.referrersWith(primary, 'amount').filter(
              (ido) => ido !== primary && c.build(ido, this.vocabulary) !== undefined,
            ),
          ),
      );
      const noOtherNoun = !reading.entities.some((e) => !e.label && e.ido !== primary);
      // The nearest in the catalog's order, as the condition itself is placed (orders before
      // invoices): the placement's note says which records the condition was read on. A verb
      // of trade picks its side first ("items sold the most": records of customers).
      const sided = this.onSideOf(rank.mention.text, primary, [...owners], reading.mentions);
      const [ido] = sided.length > 0 ? sided : [...owners];
      if (ido && noOtherNoun) {
        return { ido, groupBy: this.keyOf(ido, primary), fn: 'sum', ...this.unitPriceGuess(rank) };
      }
    }
    if (aggregate && aggregate.fn !== 'count' && !aggregate.measure && !rank) {
      // "how much did customers pay us last month": what is summed is the kind of record the
      // question names (payments, of invoices), which refers to the noun; not the noun's own.
      const kinds = new Set(
        reading.conditions
          .filter((c) => c.build(primary, this.vocabulary) === undefined)
          .flatMap((c) => c.mentions)
          .flatMap((m) => (m.kind === 'words' ? m.lex : []))
          .filter((l) => l.kind === 'enum' && l.ido !== primary)
          .map((l) => l.ido),
      );
      const [ido] = [...kinds];
      if (
        kinds.size === 1 &&
        this.graph.reference(ido, primary) &&
        this.vocabulary.profile(ido).amount !== undefined
      ) {
        return {
          ido,
          groupBy: reading.groups.length > 0 ? this.keyOf(ido, primary) : [],
          fn: aggregate.fn,
        };
      }
    }
    if (
      aggregate &&
      aggregate.fn !== 'count' &&
      !aggregate.measure &&
      !rank &&
      this.vocabulary.profile(primary).amount === undefined &&
      /\b(spent|spend|spending|bought|buy|purchased|sold|sell|billed|invoiced)\b/i.test(
        aggregate.mention.text,
      )
    ) {
      // "how much have we spent with vendors in Ohio": vendors have no amount of their own;
      // what was spent is on the records that refer to them, as "which vendor did we spend the
      // most with" reads it (the first in the catalog's order with an amount).
      const [ido] = this.referrersWith(primary, 'amount');
      if (ido)
        return {
          ido,
          groupBy: reading.groups.length > 0 ? this.keyOf(ido, primary) : [],
          fn: aggregate.fn,
        };
    }
    if (rank && !rank.measure && rank.hint !== 'date') {
      // "vendors with the most POs" counts POs per vendor; "biggest customers by open orders"
      // sums the orders' amount per customer.
      const other = reading.entities.find(
        (e) => !e.label && e.ido !== primary && this.graph.reference(e.ido, primary),
      );
      if (other) {
        const sum = !rank.counting && this.vocabulary.profile(other.ido).amount !== undefined;
        return {
          ido: other.ido,
          groupBy: this.keyOf(other.ido, primary),
          fn: sum ? 'sum' : 'count',
        };
      }
    }
    return undefined;
  }

  shape(primary: string, reading: Reading, placement: Placement, pivot: Pivot | undefined): Shape {
    const unused: Mention[] = [];
    const notes: string[] = [];
    const profile = this.vocabulary.profile(primary);
    const ido = profile.ido;
    const { rank } = reading;
    let { aggregate } = reading;

    // --- grouping -------------------------------------------------------------------------
    let groupBy: string[] = pivot ? [...pivot.groupBy] : [];
    for (const g of reading.groups) {
      if (this.namesItself(primary, g.target)) {
        // "total on hand for each item" over items: a total per record is the record's own
        // value, not one total over them all; the breakdown asked for is not given.
        if (aggregate?.fn === 'sum' && !pivot) {
          unused.push(g.target);
          notes.push(`a total for each ${ido.label.toLowerCase()} is not read`);
        }
        // "number of ship-to addresses per customer": a count per record of the kind counted
        // is a count of a part of each (its ship-to rows), which one count over all is not.
        if (aggregate?.fn === 'count' && !pivot) {
          unused.push(g.target);
          notes.push(`a count for each ${ido.label.toLowerCase()} is not read`);
        }
        continue;
      }
      // "vendors who receive our POs by email", "customers we reach by phone": "by" and a
      // means of sending says how something is done, not a breakdown by each record's own
      // address or number ("by email address" still names the property).
      if (MEANS_OF_SENDING.test(g.target.text.trim()) && !pivot) {
        unused.push(g.target);
        notes.push(`"by ${g.target.text.trim()}" says how, not what to break down by`);
        continue;
      }
      const props = this.groupProperties(primary, g.target);
      if (props.length === 0) {
        // "POs by amount": not a grouping, an order.
        const numeric = propertiesOn(g.target, primary, this.vocabulary).find(
          (p) => isNumeric(p) || p.type === 'date',
        );
        if (numeric && !aggregate && !pivot) {
          // "customer orders by price descending": the direction word said after the amount
          // is its order, not a sort of its own by the records' name.
          const said = reading.sorts.find((x) => !x.target && x.direction !== undefined);
          if (said) reading.sorts.splice(reading.sorts.indexOf(said), 1);
          reading.sorts.push({
            target: g.target,
            direction: said?.direction ?? (numeric.type === 'date' ? 'asc' : 'desc'),
          });
        } else {
          unused.push(g.target);
          notes.push(`cannot group ${ido.pluralLabel.toLowerCase()} by "${g.target.text}"`);
        }
        continue;
      }
      for (const p of props) if (!groupBy.includes(p)) groupBy.push(p);
    }
    if (rank?.subject && !pivot) {
      const props = this.groupProperties(primary, rank.subject);
      if (props.length > 0) groupBy = [...new Set([...groupBy, ...props])];
      else unused.push(rank.subject);
    }

    // "which buyer has the most open POs": the property asked about is what is counted by.
    // "which salesperson sold the most": an amount ranked per the property asked about.
    const perField =
      rank !== undefined &&
      rank.hint === 'amount' &&
      !rank.measure &&
      !reading.mentions
        .slice(reading.mentions.indexOf(rank.mention) + 1)
        .some((m) => reading.entities.some((e) => e.mention === m));
    if (
      rank &&
      ((rank.counting && !rank.measure) ||
        rank.mass ||
        perField ||
        this.amountAddsUpPerField(primary, reading, rank)) &&
      !rank.subject &&
      !pivot &&
      groupBy.length === 0
    ) {
      // "the 3 warehouse rows with the most on hand": a word said before a noun of records
      // describes the rows ranked; it is no grouping to sum per warehouse.
      const groupable = reading.fields.filter(
        (x) => x.mode === 'select' && !beforeRecordsNoun(reading.mentions, x.mention),
      );
      for (const field of groupable) {
        const props = this.groupProperties(primary, field.mention);
        if (props.length > 0) {
          groupBy = props;
          reading.fields.splice(reading.fields.indexOf(field), 1);
          // "which buyer …" asks for one.
          if (!/s$/i.test(field.mention.text.trim())) rank.singular = true;
          break;
        }
      }
    }
    // "who owes us the most", "who placed the most orders": "who" ranks the party the records
    // are with, not the records themselves.
    const party = this.partyAskedByWho(primary, reading, pivot, groupBy);
    if (party && rank) {
      groupBy = this.keyOf(primary, party);
      if (rank.n === undefined) rank.singular = true;
    }
    // "biggest PO in total", "the largest order in total value": a superlative of the records
    // themselves, with nothing to break them down by, ranks them; the total says which amount
    // (each record's own), not that every record is added into one figure, which would leave
    // the superlative unread.
    if (
      rank &&
      aggregate?.fn === 'sum' &&
      !pivot &&
      groupBy.length === 0 &&
      reading.groups.length === 0 &&
      this.totalRanksRecords(primary, reading, rank, aggregate)
    ) {
      if (aggregate.measure && !rank.measure && aggregate.measure !== aggregate.mention)
        rank.measure = aggregate.measure;
      aggregate = undefined;
    }
    // "stock of IT-10045 by warehouse": groups of one record each are the records themselves.
    if (
      !aggregate &&
      !rank &&
      !pivot &&
      this.massNounMeasure(primary, reading) !== undefined &&
      this.onePerGroup(primary, reading, groupBy)
    )
      groupBy = [];
    // "which warehouse holds the most units of IT-10030": ranked by the quantity held; when each
    // group is one record (the item's stock row in each warehouse), the records themselves.
    const held = pivot ? undefined : this.heldQuantity(primary, reading, groupBy);
    const heldRecords = held !== undefined && this.onePerGroup(primary, reading, groupBy);
    if (heldRecords) groupBy = [];
    const implicit =
      this.implicitSum(primary, reading) ?? this.groupedMeasure(primary, reading, groupBy);
    // "open AR per customer", "outstanding receivables by state": records named in the singular,
    // picked by what is still owed, broken down: the amount owed, not a count of records. So is
    // the accounting word for what is owed on its own ("AR by customer"): a sum of balances.
    // "who owes us money, broken out by customer": records named by no noun at all, only by
    // what is still owed on them, broken down: that amount per group too, not a count of
    // records the question never named.
    const noun = reading.entities.find((e) => !e.label && e.ido === primary);
    const owedMass =
      !aggregate &&
      !pivot &&
      !implicit &&
      !rank &&
      groupBy.length > 0 &&
      ((noun !== undefined &&
        !/s$/i.test(noun.mention.text.trim()) &&
        (this.whatIsOpen(primary, placement) !== undefined ||
          this.receivablesNamed(primary, reading) !== undefined)) ||
        (noun === undefined && this.whatIsOpen(primary, placement) !== undefined));
    // "the highest unit cost per product code": the extreme in each group, not a ranked sum.
    const extreme = pivot ? undefined : extremePerGroup(primary, reading, groupBy, this.vocabulary);
    let fn: AggregateFunction | undefined =
      aggregate?.fn ??
      pivot?.fn ??
      extreme ??
      (implicit || owedMass || (held && !heldRecords)
        ? 'sum'
        : groupBy.length > 0
          ? rank?.measure || rank?.hint === 'amount'
            ? 'sum'
            : 'count'
          : undefined);

    if (fn) {
      let measureProp: PropertyDefinition | undefined;
      if (fn !== 'count') {
        const words = aggregate?.measure ?? rank?.measure ?? implicit;
        // "total quantity of PO receipts": of the records named by an event, the quantity of
        // that event (received), not the first the words name (ordered).
        const eventQty = this.eventQuantity(primary, reading);
        const named = this.measuresNamed(primary, words).filter(isNumeric);
        const candidates =
          eventQty && (named.includes(eventQty) || GENERIC_QUANTITY.test(words?.text ?? ''))
            ? [eventQty, ...named.filter((x) => x !== eventQty)]
            : named;
        // "how much stock": an IDO without money sums its quantity.
        // "which items did we buy the most of": goods ranked by their quantity, the one of the
        // event said ("receive the most of": received) or the records' usual one.
        const fallback =
          aggregate?.unit === 'quantity'
            ? profile.quantity
            : !aggregate && rank?.unit === 'quantity'
              ? (eventQty ?? profile.quantity)
              : (profile.amount ?? (aggregate ? profile.quantity : undefined));
        // "total" both asks for a sum and names an amount ("invoice total"): read as the sum
        // word only, the records picked by what is still owed are summed by that.
        const bare = !words || words === aggregate?.mention;
        // "total stock of obsolete items": records named by their own quantity ("stock") sum it.
        const mass = bare ? this.massNounMeasure(primary, reading) : undefined;
        const open = bare
          ? (this.whatIsOpen(primary, placement) ??
            this.quantityAsked(primary, reading) ??
            this.receivablesNamed(primary, reading) ??
            (aggregate?.unit === 'quantity' ? eventQty : undefined) ??
            (mass ? this.measuresNamed(primary, mass).find(isNumeric) : undefined))
          : undefined;
        measureProp = held ?? open ?? candidates[0] ?? (words ? undefined : fallback);
        // "how much have customers paid": nothing named to sum, and the records are not
        // documents (no date of their own) whose amount a total would add up; summing their
        // usual amount (a credit limit) is a guess, so the word asking for it is not used.
        // The same holds for groups ranked by no named measure ("our best sales rep", "top
        // product line"): the sum ranked would add up credit limits or unit costs, a figure
        // that says nothing of which group is best.
        const askedBy =
          aggregate?.mention ?? (rank && groupBy.length > 0 ? rank.mention : undefined);
        if (
          askedBy &&
          !words &&
          !open &&
          measureProp !== undefined &&
          measureProp === profile.amount &&
          profile.date === undefined
        ) {
          unused.push(askedBy);
          notes.push(
            `summed ${measureProp.label}, the usual amount of ${ido.pluralLabel.toLowerCase()}`,
          );
        }
        if (!measureProp && words) {
          // A measure the IDO lacks, on an IDO the question is not about.
          unused.push(words);
          measureProp = profile.amount;
        }
        if (!measureProp) {
          notes.push(
            `nothing to ${fn === 'avg' ? 'average' : fn} on ${ido.pluralLabel.toLowerCase()}`,
          );
          // The answer lists records where a total was asked: what asked for it is not used.
          // So does a ranking by a total ("which customer bought the most of IT-1"): the
          // records come unranked.
          if (aggregate) unused.push(aggregate.mention);
          else if (rank) unused.push(rank.mention);
          return { orderBy: [], fields: profile.summary.slice(), unused, notes };
        }
      }
      if (measureProp && measureProp === this.receivablesNamed(primary, reading))
        this.readAging(primary, reading, notes);
      // "which vendor has the best price for IT-10045": a price per unit does not add up over
      // a group's records; the group with the lowest (highest) one is ranked by its extreme.
      let direction = rank?.direction;
      if (
        fn === 'sum' &&
        !aggregate &&
        !implicit &&
        rank &&
        groupBy.length > 0 &&
        measureProp !== undefined &&
        /\bunit\b/i.test(measureProp.label) &&
        // "top 3 product codes by total unit cost": the total asked for in so many words.
        !/\b(?:total|sum)\b/i.test(rank.measure?.text ?? '') &&
        // Ranked per other records (the vendors quoting it), not per a property of the records.
        groupBy.some((g) => ido.relationOf(g) !== undefined)
      ) {
        direction = this.directionOfPrice(primary, rank, groupBy);
        if (direction) fn = direction === 'asc' ? 'min' : 'max';
        else {
          unused.push(rank.mention);
          notes.push(`"${rank.mention.text}" ranks a price per unit, which adds up to nothing`);
        }
      }
      const as = measureName(fn, measureProp);
      const spec: AggregateSpec = {
        groupBy,
        measures: [{ fn, ...(measureProp ? { property: measureProp.name } : {}), as }],
      };
      const orderBy: OrderTerm[] = [];
      let limit: number | undefined;
      if (extreme) {
        // One figure per group: the superlative is spent within each, no group is ranked.
      } else if (rank && groupBy.length > 0) {
        orderBy.push({ property: as, direction: direction ?? rank.direction });
        limit =
          rank.n ?? reading.limit ?? (rank.singular ? 1 : rank.uncut ? undefined : DEFAULT_TOP);
      } else if ((rank?.counting && !rank.measure && !rank.subject) || rank?.uncut) {
        // "customers by number of order lines": lines name no customer of their own, so nothing
        // is counted per customer; the one count left answers another question. So does one
        // average over every item for "items by average unit cost".
        unused.push(rank.mention);
      } else if (rank && groupBy.length === 0 && fn !== 'max' && fn !== 'min') {
        // "average of the biggest POs", "how many big POs": one figure over every record, with
        // no group to rank and the records themselves not cut: the superlative is left unread.
        unused.push(rank.mention);
      } else if (groupBy.length > 0) {
        for (const s of reading.sorts) {
          const p = s.target ? propertiesOn(s.target, primary, this.vocabulary)[0] : undefined;
          if (p && groupBy.includes(p.name))
            orderBy.push({ property: p.name, direction: s.direction ?? 'asc' });
          else orderBy.push({ property: as, direction: s.direction ?? 'desc' });
        }
      }
      // "stock value by warehouse": a field the IDO lacks is neither grouped nor summed here;
      // answering the count without it would answer another question.
      for (const field of reading.fields)
        if (propertiesOn(field.mention, primary, this.vocabulary).length === 0)
          unused.push(field.mention);
      return { aggregate: spec, orderBy, fields: [...groupBy, as], limit, unused, notes };
    }

    // --- plain records --------------------------------------------------------------------
    const orderBy: OrderTerm[] = [];
    const addOrder = (p: PropertyDefinition | undefined, direction: SortDirection): void => {
      if (p && !orderBy.some((o) => o.property === p.name))
        orderBy.push({ property: p.name, direction });
    };
    for (const s of reading.sorts) {
      if (s.target) {
        const p = propertiesOn(s.target, primary, this.vocabulary)[0];
        if (p) addOrder(p, s.direction ?? 'asc');
        else unused.push(s.target);
      } else {
        addOrder(
          s.hint === 'date'
            ? profile.date
            : s.hint === 'name'
              ? (profile.display ?? profile.amount)
              : profile.amount,
          s.direction ?? 'asc',
        );
      }
    }
    let limit = reading.limit;
    if (rank) {
      let p: PropertyDefinition | undefined = heldRecords ? held : undefined;
      if (!p && rank.measure) {
        p = propertiesOn(rank.measure, primary, this.vocabulary).find(
          (x) => isNumeric(x) || x.type === 'date',
        );
        if (!p) unused.push(rank.measure);
      }
      // "items we sell the most of": "most" with nothing to count or measure would order by
      // whatever amount the records have (a unit cost): the ranking asked for is not given.
      if (!p && rank.counting && !rank.measure && !rank.subject) unused.push(rank.mention);
      // "lines running the latest": by how late they run; records keeping no days past have
      // nothing to rank by, and the ranking stays unread.
      else if (rank.lateness) p ??= profile.daysPast;
      else if (rank.hint === 'date') {
        // "the last shipment", "latest PO receipts": records named by an event that happened to
        // them are ranked by that event's date (shipped), not by their usual one (due).
        const event = eventDateNamed(reading.mentions, this.vocabulary);
        const eventDate = event?.ido === primary ? ido.property(event.property) : undefined;
        p ??= eventDate ?? profile.date;
      } else p ??= profile.amount ?? profile.quantity;
      // Nothing to rank by: the records come unranked, so the words asking for it are unused.
      if (!p && !unused.includes(rank.mention)) unused.push(rank.mention);
      // "items we sell the most of": what was sold or spent is a flow of documents, not a
      // price per unit; ordering by the unit cost answers another question.
      if (
        p &&
        !rank.measure &&
        /\b(sold|sells?|spent|spend|bought|buy|billed|invoiced)\b/i.test(rank.mention.text) &&
        /\bunit\b/i.test(p.label)
      )
        unused.push(rank.mention);
      addOrder(p, rank.direction);
      limit = rank.n ?? (rank.singular ? 1 : limit);
    }
    if (
      orderBy.length === 0 &&
      profile.daysPast &&
      placement.properties.includes(profile.daysPast.name)
    ) {
      // Overdue lists read best worst-first.
      addOrder(profile.daysPast, 'desc');
    }

    const selected: string[] = [];
    const added: string[] = [];
    for (const field of reading.fields) {
      const p = this.fieldProperty(primary, field.mention);
      if (!p) {
        unused.push(field.mention);
        continue;
      }
      (field.mode === 'select' ? selected : added).push(p.name);
    }
    // "when was IT-10045 last received": the one date asked, named by a word of the latest
    // ("last received", the date of a record's last receipt), of records no noun named (one
    // thing's many lines), is the latest of them, not each line's.
    const [only] = reading.fields;
    const latest = only ? this.fieldProperty(primary, only.mention) : undefined;
    if (
      !rank &&
      orderBy.length === 0 &&
      limit === undefined &&
      reading.fields.length === 1 &&
      only.mode === 'select' &&
      /^(?:last|latest)\s/i.test(only.mention.text.trim()) &&
      latest?.type === 'date' &&
      !reading.entities.some((e) => !e.label)
    ) {
      addOrder(latest, 'desc');
      limit = 1;
    }
    let fields: string[];
    if (reading.allFields && selected.length === 0) {
      fields = ido.properties.map((p) => p.name);
    } else if (selected.length > 0) {
      fields = [...new Set([...selected, ...added])];
    } else {
      fields = profile.inCatalogOrder([
        ...profile.summary,
        ...placement.properties,
        ...orderBy.map((o) => o.property),
        ...added,
      ]);
    }
    const distinct = this.distinct(reading, selected, profile.ido);
    if (!distinct) return { orderBy, fields, limit, unused, notes };
    // A distinct list can only be ordered by what it lists: by default, its values.
    const listed = orderBy.filter((o) => fields.includes(o.property));
    const order =
      listed.length > 0 ? listed : fields.map((p) => ({ property: p, direction: 'asc' as const }));
    return { orderBy: order, fields, limit, unused, notes, distinct };
  }

  /**
   * "list warehouses", "which states are our customers from": one categorical property asked
   * for on its own is a list of its values, each once; "distinct" asks for it outright.
   */
  private distinct(reading: Reading, selected: readonly string[], ido: CatalogIdo): boolean {
    if (reading.distinct) return selected.length > 0;
    if (selected.length !== 1 || reading.rank || reading.sorts.length > 0) return false;
    const p = ido.property(selected[0]);
    const categorical = p !== undefined && !p.key && (p.type === 'enum' || p.knownValues === true);
    const pinned = reading.conditions.some((c) => c.mentions.some((m) => m.kind === 'code'));
    return categorical && !pinned;
  }

  /**
   * "total open AR", "how much is unpaid on invoices": records picked by what is still owed on
   * them are summed by that (their balance), not by their original amount.
   */
  private whatIsOpen(primary: string, placement: Placement): PropertyDefinition | undefined {
    const balance = this.vocabulary.propertyNamed(primary, ['balance']);
    return balance && isNumeric(balance) && placement.properties.includes(balance.name)
      ? balance
      : undefined;
  }

  /**
   * "total receivables", "AR over 90 days": records named by the accounting word for what is
   * owed are summed by what is still owed, not by their original amount.
   */
  private receivablesNamed(primary: string, reading: Reading): PropertyDefinition | undefined {
    const named = reading.entities.some(
      (e) =>
        !e.label &&
        e.ido === primary &&
        /^(?:a[/ ]?r|receivables?|payables?|a[/ ]?p)$/i.test(e.mention.text.trim()),
    );
    if (!named) return undefined;
    const balance = this.vocabulary.propertyNamed(primary, ['balance']);
    return balance && isNumeric(balance) ? balance : undefined;
  }

  /**
   * "AR aging by customer", "aged receivables": an aging is what is still owed, broken down by
   * how long it has been owed. Summed by the balance, the first part is answered; the columns by
   * age (days past due ranges) are no property of the records, so the answer says it leaves
   * them out rather than leaving the word unread and the question refused.
   */
  private readAging(primary: string, reading: Reading, notes: string[]): void {
    const noun = reading.entities.find((e) => !e.label && e.ido === primary)?.mention;
    if (!noun) return;
    const at = reading.mentions.indexOf(noun);
    const aging = [reading.mentions[at - 1], reading.mentions[at + 1]].find(
      (m) => m?.kind === 'unknown' && /^(?:aging|ageing|aged)$/i.test(m.text.trim()),
    );
    if (!aging) return;
    reading.used.add(aging);
    notes.push('the balance still owed, summed; not broken down by age (days past due ranges)');
  }

  /**
   * The quantity of the event the records were named by ("PO receipts": the quantity received,
   * "shipments": the quantity shipped): the one quantity whose label holds a word begun by the
   * first word of the event's date ("Received Date", "Ship Date").
   */
  private eventQuantity(primary: string, reading: Reading): PropertyDefinition | undefined {
    const event = eventDateNamed(reading.mentions, this.vocabulary);
    if (event?.ido !== primary) return undefined;
    const ido = this.vocabulary.ido(primary);
    const root = ido.property(event.property)?.label.toLowerCase().split(/\s+/)[0] ?? '';
    if (root.length < 4) return undefined;
    const found = ido.properties.filter(
      (p) =>
        p.unit === 'quantity' &&
        p.label
          .toLowerCase()
          .split(/\s+/)
          .some((w) => w.startsWith(root)),
    );
    return found.length === 1 ? found[0] : undefined;
  }

  /**
   * "how much is in stock", "how much is on order": a sum with no measure of records picked by
   * a quantity ("in stock": on hand above zero) is that quantity, not a unit price.
   */
  private quantityAsked(primary: string, reading: Reading): PropertyDefinition | undefined {
    for (const c of reading.conditions) {
      for (const m of c.mentions) {
        const rule = m.kind === 'words' ? m.rule : undefined;
        if (rule?.kind !== 'compareProperties' || rule.all.length !== 1) continue;
        const p = this.vocabulary.propertyNamed(primary, rule.all[0].left);
        if (p && isNumeric(p) && p.unit === 'quantity') return p;
      }
    }
    return undefined;
  }

  /**
   * Whether a condition names one record of another IDO that `primary` refers to, by its key
   * or its name ("IT-10010", "sensor 5a"): the thing whose detail records are asked about.
   */
  private namesOneReferent(primary: string, reading: Reading): boolean {
    return reading.conditions.some((c) =>
      c.mentions.some(
        (m) =>
          m.kind === 'words' &&
          m.lex.some(
            (l) =>
              l.kind === 'value' &&
              l.ido !== primary &&
              (this.vocabulary.ido(l.ido).keys.includes(l.property) ||
                this.vocabulary.profile(l.ido).display?.name === l.property) &&
              this.graph.reference(primary, l.ido) !== undefined,
          ),
      ),
    );
  }

  /**
   * Whether the one condition is a value of `primary`'s one key ("IT-10029"): one record. A
   * part of a composite key ("in MAIN" of the stock rows) picks many.
   */
  private namesOwnKey(primary: string, reading: Reading): boolean {
    const keys = this.vocabulary.ido(primary).keys;
    if (keys.length !== 1) return false;
    const [only] = reading.conditions;
    const values = only.mentions.filter((m) => m.kind === 'words');
    return (
      values.length === 1 &&
      values[0].lex.some(
        (l) => l.kind === 'value' && l.ido === primary && keys.includes(l.property),
      )
    );
  }

  /**
   * "what is the value of all open customer orders": one amount asked of many records is their
   * sum. The words of that amount, or undefined when the question lists records.
   */
  private implicitSum(primary: string, reading: Reading): WordsMention | undefined {
    // "value of lines shipped this month": a participle right before a date ("shipped this
    // month") says when the records were made or moved, which the date reads; taken as a column
    // of its own as well (a quantity of that name), it made the one amount asked look like a
    // list of two columns. Set aside while the amount is judged, and dropped when it is summed.
    const dateVerbs = reading.fields.filter((x) => participleOfDate(reading.mentions, x.mention));
    if (dateVerbs.length === 0 || dateVerbs.length === reading.fields.length)
      return this.implicitSumOf(primary, reading);
    const all = reading.fields;
    reading.fields = all.filter((x) => !dateVerbs.includes(x));
    const summed = this.implicitSumOf(primary, reading);
    if (!summed) reading.fields = all;
    return summed;
  }

  private implicitSumOf(primary: string, reading: Reading): WordsMention | undefined {
    if (reading.aggregate || reading.rank || reading.sorts.length > 0 || reading.groups.length > 0)
      return undefined;
    const selected = reading.fields.filter((x) => x.mode === 'select');
    // "IT-10016 stock", "stock of IT-10016": records named (in the singular) by their own
    // quantity, of one thing named by its key, on an IDO holding it per something more (per
    // warehouse), with nothing else said: how much of it there is, the total over those records.
    if (reading.fields.length === 0 && reading.conditions.length === 1) {
      const mass = this.massNounMeasure(primary, reading);
      const quantity = mass
        ? this.measuresNamed(primary, mass).find((x) => x.unit === 'quantity')
        : undefined;
      // "IT-10016 stock levels": several levels, one per warehouse, are its records.
      const single = mass !== undefined && !/s$/i.test(mass.text.trim());
      if (mass && single && quantity && this.namesOneReferent(primary, reading)) return mass;
    }
    const dated = this.amountOfDatedDeed(primary, reading);
    if (dated) return dated;
    if (selected.length !== 1 || reading.fields.length !== 1) return undefined;
    const words = selected[0].mention;
    const p = propertiesOn(words, primary, this.vocabulary)[0];
    // "what is the unit price of IT-10007 on open orders": an amount per unit (its label says
    // so: Unit Price, Unit Cost) does not add up over records; each record's is listed.
    if (p && /\bunit\b/i.test(p.label)) return undefined;
    const noun = reading.entities.find((e) => !e.label && e.ido === primary);
    const plural = (text: string): boolean => /s$/i.test(text.trim());
    // "what's on order for IT-10010": a quantity asked of a thing named by its key (or by its
    // name, "sensor 5a"), on an IDO holding it per something more (per warehouse), is the total
    // over those records.
    const perDetail =
      p?.unit === 'quantity' &&
      reading.entities.length === 0 &&
      !plural(words.text) &&
      /^what/i.test(reading.mentions[0]?.text ?? '') &&
      this.namesOneReferent(primary, reading);
    if (perDetail) {
      reading.fields.splice(0, 1);
      return words;
    }
    // "IT-10029 on hand", "on order for IT-10045": a quantity of the one record named by its
    // own key, with nothing else said, asks how much of it there is, the figure alone: its
    // total, as "how many IT-10029 on hand" reads it, not the record's every field.
    const ownOne =
      p?.unit === 'quantity' &&
      reading.entities.length === 0 &&
      reading.conditions.length === 1 &&
      !plural(words.text) &&
      this.namesOwnKey(primary, reading);
    if (ownOne) {
      reading.fields.splice(0, 1);
      return words;
    }
    // "what's our open PO value", "the open order amount": the records' noun said in the
    // singular as the first word of their amount qualifies it ("PO value" is the value of POs);
    // asked of whatever records the conditions pick, not of one named by its number, it is
    // their sum as with the plural noun.
    // The noun may be a mention of its own right before the amount ("sales order" "value").
    const [first] = tokenize(words.text);
    const nounFirst = noun
      ? reading.mentions[reading.mentions.indexOf(noun.mention) + 1] === words &&
        !plural(noun.mention.text)
      : first !== undefined &&
        this.vocabulary.catalogTrie.at([first.stem]).some(
          (l) =>
            (l.kind === 'ido' && l.ido === primary && !plural(first.raw)) ||
            // "sales value this month": the first word is itself the usual amount of dated
            // records ("sales"), a mass noun whatever its form, as "sales this month" is
            // summed. Not a rate of undated ones: "credit limit for <customer>".
            (l.kind === 'property' &&
              l.ido === primary &&
              l.property === p?.name &&
              this.vocabulary.profile(primary).amount?.name === p.name &&
              this.vocabulary.profile(primary).date !== undefined),
        );
    const compound =
      nounFirst &&
      !reading.conditions.some((c) =>
        (c.build(primary, this.vocabulary)?.properties ?? []).some(
          (name) => this.vocabulary.ido(primary).property(name)?.key === true,
        ),
      );
    // "open job quantity" likewise: the quantity of the records picked, added up.
    // "open PO dollars": dollars are plural in form, one amount in meaning.
    const oneAmount =
      !plural(words.text) || (p?.unit === 'currency' && /\bdollars$/i.test(words.text));
    if (compound && (p?.unit === 'currency' || p?.unit === 'quantity') && oneAmount) {
      reading.fields.splice(0, 1);
      return words;
    }
    if (!p || p.unit !== 'currency' || plural(words.text) || !noun || !plural(noun.mention.text))
      return undefined;
    // "customers, credit limit": a comma after the noun makes the words after it the columns
    // of a list of its records, not one figure over them.
    if (noun.mention.listed) return undefined;
    // "sales orders booked in October": a participle right before a date says when the records
    // were made (booked, placed), not which amount to add up.
    // "booked since Monday", "placed before the 1st": a word comparing dates goes with the date,
    // and so does an article ("booked in the last 14 days").
    if (participleOfDate(reading.mentions, words)) return undefined;
    reading.fields.splice(0, 1);
    return words;
  }

  /**
   * "invoiced amount in Q3", "the billed total for <customer>": a participle the catalog gives
   * to a date of the records (when they were invoiced, billed), said right before their amount
   * in the singular, says which amount it is, the amount of what was done; asked of whatever
   * records the conditions pick it is their sum, as "amount invoiced in Q3" and "invoiced
   * amount by customer" read it, not a list of the records with their date and amount.
   */
  private amountOfDatedDeed(primary: string, reading: Reading): WordsMention | undefined {
    if (reading.fields.length !== 2 || reading.entities.length > 0) return undefined;
    if (reading.conditions.length === 0) return undefined;
    const [deed, amount] = reading.fields;
    if (deed.mode !== 'select' || amount.mode !== 'select') return undefined;
    const words = amount.mention;
    if (reading.mentions[reading.mentions.indexOf(deed.mention) + 1] !== words) return undefined;
    if (!/^[a-z]+ed$/i.test(deed.mention.text.trim()) || /s$/i.test(words.text.trim()))
      return undefined;
    const dates = propertiesOn(deed.mention, primary, this.vocabulary);
    if (dates.length === 0 || !dates.every((p) => p.type === 'date')) return undefined;
    const [p] = propertiesOn(words, primary, this.vocabulary);
    if (p?.unit !== 'currency' || this.vocabulary.profile(primary).amount?.name !== p.name)
      return undefined;
    reading.fields.splice(0, 2);
    return words;
  }

  /**
   * "sales by warehouse", "spend by buyer", "stock on hand by warehouse": an amount or quantity
   * named with a grouping is summed.
   */
  private groupedMeasure(
    primary: string,
    reading: Reading,
    groupBy: readonly string[],
  ): WordsMention | undefined {
    if (groupBy.length === 0 || reading.aggregate || reading.rank) return undefined;
    const field = reading.fields.find((x) =>
      propertiesOn(x.mention, primary, this.vocabulary).some(
        (p) => p.unit === 'currency' || p.unit === 'quantity',
      ),
    );
    if (!field) return this.massNounMeasure(primary, reading);
    reading.fields.splice(reading.fields.indexOf(field), 1);
    return field.mention;
  }

  /**
   * "which sales rep has the highest sales", "the warehouse with the highest on hand": a property
   * of the records asked for (a field that groups them), then a superlative of an amount that
   * adds up over them, asks which group's total is largest, as "the most spend" does. Ranking
   * single records by it answered with the field of the one biggest record. An amount adds up
   * when it is the usual amount of dated records (documents: a PO's cost, an order's price) or
   * a quantity; a rate of undated records ("the highest unit cost", "credit limit") does not,
   * and is left as it was.
   */
  private amountAddsUpPerField(primary: string, reading: Reading, rank: RankIntent): boolean {
    // "the most sales" (no hint: a plural amount) is sized like "the highest sales".
    if (rank.hint === 'date' || !rank.measure || rank.n !== undefined) return false;
    const asked = reading.fields.find(
      (f) =>
        f.mode === 'select' &&
        f.mention.end <= rank.mention.start &&
        this.groupProperties(primary, f.mention).length > 0,
    );
    if (!asked) return false;
    // "which buyer has the biggest POs": records named after the superlative are what it sizes.
    const ranksRecords = reading.entities.some(
      (e) => e.ido === primary && !e.label && e.mention.start > rank.mention.start,
    );
    if (ranksRecords) return false;
    const profile = this.vocabulary.profile(primary);
    return propertiesOn(rank.measure, primary, this.vocabulary)
      .filter(isNumeric)
      .some(
        (p) =>
          p.unit === 'quantity' ||
          (p === profile.amount && profile.date !== undefined && !p.derived),
      );
  }

  /**
   * "which warehouse holds the most units of IT-10030", "which site has the most IT-10206": a
   * ranking per group said with a verb of holding ranks what the records hold, the quantity the
   * catalog names "on hand", summed per group; not a count of records, which "units" does not
   * name (a unit of measure) and which is one record per group when the thing held is named
   * (its stock row in each warehouse). Without a verb of holding, or with records counted
   * ("has the most items"), the count stands.
   */
  private heldQuantity(
    primary: string,
    reading: Reading,
    groupBy: readonly string[],
  ): PropertyDefinition | undefined {
    const rank = reading.rank;
    if (!rank?.counting || rank.measure || rank.subject || reading.aggregate) return undefined;
    if (groupBy.length === 0) return undefined;
    const at = reading.mentions.indexOf(rank.mention);
    const holding = reading.mentions
      .slice(Math.max(0, at - 2), at)
      .some((m) => HOLDING.test(m.text.trim()));
    if (!holding) return undefined;
    const units = reading.droppedMeasures.find((m) => GENERIC_QUANTITY.test(m.text));
    if (!units && !this.onePerGroup(primary, reading, groupBy)) return undefined;
    const held = this.vocabulary.propertyNamed(primary, ['quantity on hand']);
    if (!held || !isNumeric(held)) return undefined;
    // "units" was set aside as naming no quantity: it names this one.
    if (units) reading.droppedMeasures.splice(reading.droppedMeasures.indexOf(units), 1);
    return held;
  }

  /**
   * "stock of IT-10045 by warehouse", "inventory per warehouse": the records are named in the
   * singular by a word that is also one of their quantities or amounts; broken down, the
   * answer is that quantity summed, not a count of records.
   */
  private massNounMeasure(primary: string, reading: Reading): WordsMention | undefined {
    const noun = reading.entities.find((e) => !e.label && e.ido === primary)?.mention;
    if (!noun) return undefined;
    // "stock levels": the plural of "level" still names the one quantity, per record.
    if (/s$/i.test(noun.text.trim()) && !LEVELS_OF.test(noun.text.trim())) return undefined;
    const measures = this.measuresNamed(primary, noun).filter(
      (p) => p.unit === 'currency' || p.unit === 'quantity',
    );
    return measures.length > 0 ? noun : undefined;
  }

  /**
   * The properties of `primary` that `words` name; "stock level", "inventory levels" name the
   * quantity their first words name (the level of stock is the stock on hand).
   */
  private measuresNamed(primary: string, words: WordsMention | undefined): PropertyDefinition[] {
    const own = propertiesOn(words, primary, this.vocabulary);
    const level = own.length === 0 && words ? LEVELS_OF.exec(words.text.trim()) : null;
    if (!level) return own;
    const named = this.vocabulary.propertyNamed(primary, [level[1]]);
    return named ? [named] : [];
  }

  /**
   * "stock of <an item> by warehouse": the records' key is the grouping and one record named
   * (the item, by its number or its name), so each group is one record: its own quantity is
   * the group's sum, and the records are the answer (with their other figures, the reorder
   * point), not a total per group of one.
   */
  private onePerGroup(primary: string, reading: Reading, groupBy: readonly string[]): boolean {
    const ido = this.vocabulary.ido(primary);
    const rest = ido.keys.filter((k) => !groupBy.includes(k));
    if (groupBy.length === 0 || rest.length === 0 || rest.length === ido.keys.length) return false;
    const named = reading.mentions.filter(
      (m): m is WordsMention => m.kind === 'words' && m.lex.some((l) => l.kind === 'value'),
    );
    return rest.every((key) => {
      const link = ido.relations.find((r) => r.property === key);
      const target = link ? this.vocabulary.ido(link.targetIdo) : undefined;
      // The key itself, or the key or name of the one record it refers to.
      const naming = (l: LexMeaning): boolean =>
        l.kind === 'value' &&
        ((l.ido === primary && l.property === key) ||
          (target !== undefined &&
            l.ido === target.name &&
            (target.keys.includes(l.property) ||
              this.vocabulary.profile(target.name).display?.name === l.property)));
      const ones = named.filter((m) => m.lex.some(naming));
      return (
        ones.length === 1 &&
        new Set(ones[0].lex.filter(naming).map((l) => (l.kind === 'value' ? l.value : ''))).size ===
          1
      );
    });
  }

  /** The key of `target` as held by `ido`, with its name when `ido` carries one ("CustNum", "CustomerName"). */
  /**
   * The IDOs that refer to `primary` and carry an amount (or a quantity) of their own, in the
   * catalog's order: where a total about records that hold none comes from.
   */
  private referrersWith(primary: string, measure: 'amount' | 'quantity'): string[] {
    return this.vocabulary.idos
      .map((i) => i.name)
      .filter(
        (name) =>
          this.graph.reference(name, primary) !== undefined &&
          this.vocabulary.profile(name)[measure] !== undefined,
      );
  }

  private keyOf(ido: string, target: string): string[] {
    const step = this.graph.reference(ido, target);
    if (!step) return [];
    const companion = this.companion(ido, step.fromProperty);
    return companion ? [step.fromProperty, companion] : [step.fromProperty];
  }

  /** A name property travelling with a reference ("VendorName" beside "VendNum"). */
  private companion(ido: string, property: string): string | undefined {
    const catalogIdo = this.vocabulary.ido(ido);
    const relation = catalogIdo.relationOf(property);
    if (!relation?.name) return undefined;
    const word = relation.name.toLowerCase();
    return catalogIdo.properties.find(
      (p) =>
        p.name !== property &&
        p.type === 'string' &&
        p.knownValues === true &&
        (p.synonyms ?? []).some((s) => s.toLowerCase() === word),
    )?.name;
  }

  /**
   * "who is our best customer", "biggest vendors": a party (customer, vendor) that is no document
   * (no date of its own), whose usual amount is a limit or a term, is ranked by what it traded.
   */
  private partyByLimit(primary: string): boolean {
    return (
      this.vocabulary.isTradeParty(primary) && this.vocabulary.profile(primary).date === undefined
    );
  }

  /**
   * Of `owners`, those on the side of the trade a verb names: selling is to customers (clients),
   * buying and spending with vendors (suppliers). Nothing when the verb names no side; all of
   * them when the records asked about are a party themselves ("customers who bought the most"
   * bought from us: their own records, whatever the verb).
   */
  private onSideOf(
    verb: string,
    primary: string,
    owners: readonly string[],
    mentions: readonly Mention[],
  ): string[] {
    // "top 5 best sellers", "best selling items this year": a verb of trade said beside a rank
    // word that has none of its own names the side as well.
    const side: TradeSide | undefined = /\bs(?:old|ell|ells|elling)\b/i.test(verb)
      ? 'customer'
      : /\b(?:bought|buy|buys|buying|purchased?|spent|spend|spends|spending)\b/i.test(verb)
        ? 'vendor'
        : tradeSideSaid(mentions, this.vocabulary);
    if (!side) return [];
    // "which customers bought the most", "which vendors sold us the most": their own records.
    if (this.vocabulary.isTradeParty(primary)) return [...owners];
    const near = (ido: string): boolean =>
      this.vocabulary.idos.some(
        (other) =>
          this.vocabulary.isTradeParty(other.name, side) &&
          this.graph.distance(ido, other.name) <= 2 &&
          (this.graph.reference(ido, other.name) !== undefined ||
            this.vocabulary.idos.some(
              (mid) =>
                this.graph.reference(ido, mid.name) !== undefined &&
                this.graph.reference(mid.name, other.name) !== undefined,
            )),
      );
    return owners.filter(near);
  }

  /**
   * The party "who" ranks: "who owes us the most", "who has the most open orders" ask for the
   * one customer whose records (invoices, orders) add up (count up) to the most. Only records
   * that refer to one party, and one on the customer side: a customer is who orders from us
   * and owes us, the subject of the deeds its records keep; on the other side we place the
   * orders ourselves, and "who placed the most POs" asks for one of us (a buyer), no vendor.
   * A superlative said of the records named ("who placed the biggest order") sizes one record.
   */
  private partyAskedByWho(
    primary: string,
    reading: Reading,
    pivot: Pivot | undefined,
    groupBy: readonly string[],
  ): string | undefined {
    const { rank } = reading;
    if (!rank || pivot || groupBy.length > 0 || reading.aggregate || reading.groups.length > 0)
      return undefined;
    if (rank.subject || rank.measure || rank.hint === 'date' || rank.lateness || rank.uncut)
      return undefined;
    // A total of what the records say, picked by more than that ("who owes the most past due"):
    // whether the party's total or one record is meant stays open (eighteenth-round-g).
    if (!rank.counting && reading.conditions.length > 0) return undefined;
    if (!/^(?:who|whom)$/i.test(reading.mentions[0]?.text.trim() ?? '')) return undefined;
    if (this.vocabulary.isTradeParty(primary)) return undefined;
    if (
      !rank.counting &&
      reading.entities.some(
        (e) =>
          e.ido === primary &&
          reading.mentions.indexOf(e.mention) > reading.mentions.indexOf(rank.mention),
      )
    )
      return undefined;
    const parties = [
      ...new Set(
        this.vocabulary
          .ido(primary)
          .relations.map((r) => r.targetIdo)
          .filter((t) => this.vocabulary.isTradeParty(t)),
      ),
    ];
    if (parties.length !== 1 || !this.vocabulary.isTradeParty(parties[0], 'customer'))
      return undefined;
    return this.keyOf(primary, parties[0]).length > 0 ? parties[0] : undefined;
  }

  /**
   * Which way a ranking of a price per unit goes. "Lowest", "cheapest", "highest" say it.
   * "Best" and "worst" say it only from the side of the party grouped by: the best price a
   * vendor (whom we pay) gives is its lowest, the best a customer (who pays us) gives its
   * highest. Neither side said, "best" is a guess either way.
   */
  private directionOfPrice(
    primary: string,
    rank: RankIntent,
    groupBy: readonly string[],
  ): SortDirection | undefined {
    // General English: only these two words judge a price rather than size it.
    const judged = /\b(?:best|better|worst|worse)\b/i.exec(rank.mention.text)?.[0].toLowerCase();
    if (!judged) return rank.direction;
    const parties = groupBy.flatMap((p) => {
      const target = this.vocabulary.ido(primary).relationOf(p)?.targetIdo;
      return target ? [target] : [];
    });
    const payee = parties.some((t) => this.vocabulary.isTradeParty(t, 'vendor'));
    const payer = parties.some((t) => this.vocabulary.isTradeParty(t, 'customer'));
    if (payee === payer) return undefined;
    const good: SortDirection = payee ? 'asc' : 'desc';
    const bad: SortDirection = payee ? 'desc' : 'asc';
    return judged.startsWith('b') ? good : bad;
  }

  /**
   * "biggest PO in total": the superlative ranks the records (an amount of their own, none
   * counted), and the total is said of each one: after them, or before them when only one is
   * asked for ("the total of the biggest PO"). "The total of the 5 biggest POs" adds several
   * up, which a list of them does not answer.
   */
  private totalRanksRecords(
    primary: string,
    reading: Reading,
    rank: RankIntent,
    aggregate: AggregateIntent,
  ): boolean {
    if (rank.hint !== 'amount' || rank.counting || rank.mass || rank.subject || rank.uncut)
      return false;
    if (this.vocabulary.profile(primary).amount === undefined) return false;
    const measure = aggregate.measure ?? rank.measure;
    if (
      measure !== undefined &&
      measure !== aggregate.mention &&
      !propertiesOn(measure, primary, this.vocabulary).some(isNumeric)
    )
      return false;
    // "what are the 5 largest POs worth overall": several ranked records added up.
    if (rank.n !== undefined && rank.n > 1) return false;
    const after =
      reading.mentions.indexOf(aggregate.mention) > reading.mentions.indexOf(rank.mention);
    return after || (rank.singular && rank.n === undefined);
  }

  /** "average quantity per job" on jobs: grouping by the records themselves is no grouping. */
  private namesItself(primary: string, target: WordsMention): boolean {
    const ido = this.vocabulary.ido(primary);
    const props = propertiesOn(target, primary, this.vocabulary);
    return (
      target.lex.some((l) => l.kind === 'ido' && l.ido === primary) ||
      (ido.keys.length === 1 && props.length > 0 && props.every((p) => p.key))
    );
  }

  /** What "by X" groups by on `primary`: a property, with its key or name beside it. */
  private groupProperties(primary: string, target: WordsMention): string[] {
    const catalogIdo = this.vocabulary.ido(primary);
    const props = propertiesOn(target, primary, this.vocabulary).filter(
      (p) => !isNumeric(p) || p.key,
    );
    const prop = props.find((p) => p.type !== 'date') ?? props[0];
    if (prop && prop.type !== 'date') {
      if (catalogIdo.relationOf(prop.name)) {
        const companion = this.companion(primary, prop.name);
        return companion ? [prop.name, companion] : [prop.name];
      }
      const reference = catalogIdo.relations.find(
        (r) => this.companion(primary, r.property) === prop.name,
      );
      return reference ? [reference.property, prop.name] : [prop.name];
    }
    for (const l of target.lex) {
      if (l.kind !== 'ido') continue;
      if (this.graph.reference(primary, l.ido)) return this.keyOf(primary, l.ido);
    }
    return [];
  }

  private fieldProperty(primary: string, mention: WordsMention): PropertyDefinition | undefined {
    const props = propertiesOn(mention, primary, this.vocabulary);
    if (props.length > 0 || mention.lex.some((l) => l.kind === 'property' && l.ido === primary))
      return props[0];
    // "po, vendor, cost - open POs": a noun listed among fields is the records' own number,
    // or the reference to the record it names.
    const profile = this.vocabulary.profile(primary);
    for (const l of mention.lex) {
      if (l.kind !== 'ido') continue;
      // Its own number: a key that is no reference to another record (InvNum, not CustNum).
      if (l.ido === primary)
        return (
          profile.ido.properties.find(
            (p) => p.key && !profile.ido.relations.some((r) => r.property === p.name),
          ) ?? profile.ido.properties.find((p) => p.key)
        );
      const ref = this.graph.reference(primary, l.ido);
      if (ref) return profile.ido.property(ref.fromProperty);
    }
    return undefined;
  }
}

/** Output key of a measure: `count`, `total_amount`, `average_line_amount`. */
export function measureName(fn: AggregateFunction, p: PropertyDefinition | undefined): string {
  if (fn === 'count' || !p) return 'count';
  const prefix = { sum: 'total', avg: 'average', min: 'min', max: 'max' }[fn];
  const alias = p.alias.startsWith(`${prefix}_`) ? p.alias : `${prefix}_${p.alias}`;
  return fn === 'sum' && p.alias.startsWith('total') ? `sum_${p.alias}` : alias;
}
