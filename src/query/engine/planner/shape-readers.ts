/**
 * Handlers of the clause reader for words that shape the answer: aggregates ("how many",
 * "total"), ranking ("top 10", "most"), grouping ("by vendor"), sorting and direction.
 */
import type { PropertyDefinition } from '../../../erp/catalog/catalog.types';
import type { AggregateFunction, SortDirection } from '../../../erp/load-request';
import type { LexMeaning, Mention, WordsMention } from '../engine.types';
import { flagCondition, lateRecordsCondition, root } from './conditions';
import { countsRecords, onDate } from './condition-readers';
import {
  beforeRecordsNoun,
  countOfThem,
  isNumeric,
  isSubjectPronoun,
  ReaderContext,
  RECORD_NOUNS,
  ruleOf,
} from './reader-context';
import { MOTION_PHRASES } from '../lexicon/general-english';
import { isUnitOfMeasureProperty } from '../lexicon/vocabulary';
import type { RankIntent } from './reading.types';
import { singleExtremeOfRecords } from './superlative-of-records';

/**
 * "how many" read as a sum of a quantity: the quantity property named within `window` mentions
 * from `from` (or the IDO's quantity, found later, when none is named).
 */
function sumQuantity(c: ReaderContext, m: WordsMention, from: number, window: number): void {
  const quantity =
    c.ms
      .slice(from, from + window)
      .find(
        (x) =>
          c.isPropertyMention(x, 'numeric') &&
          c.propertyMeanings(x).some((p) => p.unit === 'quantity') &&
          !stateOfCountedRecords(c, x),
      ) ?? quantityVerb(c, from, window);
  if (quantity) c.use(quantity);
  c.r.aggregate ??= {
    fn: 'sum',
    measure: quantity as WordsMention | undefined,
    mention: m,
    unit: 'quantity',
  };
}

/**
 * "units on released jobs", "units on jobs that are released": a word that is a state of the
 * records as well as a quantity of theirs, said before their noun or after "that are", describes
 * the records counted; it names no quantity (the records' own is summed, as for "firm jobs").
 */
function stateOfCountedRecords(c: ReaderContext, x: Mention): boolean {
  if (x.kind !== 'words' || !x.lex.some((l) => l.kind === 'enum')) return false;
  const at = c.ms.indexOf(x);
  if (c.isEntity(c.ms[at + 1])) return true;
  const before = c.ms
    .slice(Math.max(0, at - 3), at)
    .map((b) => b.text.toLowerCase())
    .join(' ');
  return /\b(?:that|which|who)\s+(?:are|is|were|was)$/.test(before) && c.isEntity(c.ms[at - 3]);
}

/** The date property of the records named at `i`, said right after their noun. */
function dateOfRecordsAfter(c: ReaderContext, i: number): WordsMention | undefined {
  const noun = c.ms[i];
  const next = c.ms[i + 1];
  if (noun?.kind !== 'words' || next?.kind !== 'words' || next.rule || c.r.used.has(next))
    return undefined;
  const idos = new Set(noun.lex.flatMap((l) => (l.kind === 'ido' ? [l.ido] : [])));
  const dates = next.lex.filter(
    (l) =>
      l.kind === 'property' &&
      idos.has(l.ido) &&
      c.vocabulary.ido(l.ido).property(l.property)?.type === 'date',
  );
  return dates.length > 0 && !c.isEntity(next) ? next : undefined;
}

/** Words of quantity labels that say nothing about which quantity it is. */
const QUANTITY_LABEL_NOISE = new Set(['qty', 'quantity', 'quantities', 'units', 'number', 'total']);

/**
 * "how many IT-10005 have we shipped": a verb naming a quantity of some IDO (Qty Shipped,
 * Qty Received), as a verb before a date names the date. The verb's mention, read as naming
 * those quantities.
 */
function quantityVerb(c: ReaderContext, from: number, window: number): WordsMention | undefined {
  for (const x of c.ms.slice(from, from + window)) {
    if ((x.kind !== 'words' && x.kind !== 'unknown') || c.r.used.has(x) || x.text.length < 4)
      continue;
    if (x.kind === 'words' && x.lex.some((l) => l.kind === 'ido' || l.kind === 'value')) continue;
    if (stateOfCountedRecords(c, x)) continue;
    // "how many came in", "how much arrived": a phrase of motion names the verb it stands for.
    const first = x.text.toLowerCase().split(/\s+/)[0];
    const after = c.ms[c.ms.indexOf(x) + 1]?.text.toLowerCase();
    const motion = MOTION_PHRASES.find(
      (p) => p.verbs.includes(first) && (p.particle === undefined || p.particle === after),
    );
    const said = new Set((motion?.means ?? [first]).map(root));
    const lex: LexMeaning[] = [];
    for (const ido of c.vocabulary.idos) {
      for (const p of ido.properties) {
        if (p.unit !== 'quantity' || p.derived) continue;
        const words = p.label
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((w) => w && !QUANTITY_LABEL_NOISE.has(w));
        if (words.some((w) => said.has(root(w))))
          lex.push({ kind: 'property', ido: ido.name, property: p.name });
      }
    }
    if (lex.length > 0) {
      // A word naming a date too ("arrived": the received date) is left for the date after it.
      if (!c.isPropertyMention(x, 'date')) c.use(x);
      if (motion?.particle) c.use(c.ms[c.ms.indexOf(x) + 1]);
      return { kind: 'words', start: x.start, end: x.end, text: x.text, typos: x.typos, lex };
    }
  }
  return undefined;
}

/** "qty", "quantity": a word that says a quantity without saying which. */
const isQuantityWord = (w: string): boolean => /^(qty|qtys|quantity|quantities)$/i.test(w);

/**
 * The joining word ("of", or what `joiner` allows) and the thing right after the mention at
 * `k`, when the mention opens the question and the thing is one record named by its key whose
 * records have a quantity (an item): "qty of IT-10005", "units of IT-10018".
 */
function thingWithQuantityAfter(
  c: ReaderContext,
  k: number,
  joiner: RegExp,
): { of: WordsMention; thing: WordsMention } | undefined {
  if (!c.ms.slice(0, k).every((x) => c.isSkippable(x))) return undefined;
  const of = c.ms[k + 1];
  const thing = c.ms[k + 2];
  if (of?.kind !== 'words' || !joiner.test(of.text) || thing?.kind !== 'words') return undefined;
  const keyOfStock = thing.lex.some(
    (l) =>
      l.kind === 'value' &&
      c.vocabulary.ido(l.ido).keys.includes(l.property) &&
      c.vocabulary.profile(l.ido).quantity !== undefined,
  );
  return keyOfStock && !c.isEntity(thing) ? { of, thing } : undefined;
}

/**
 * "qty of IT-10005 received in October", "quantity of IT-10045 on hand", "shipped qty for
 * IT-10000 this year": a quantity, opening the question, of one thing named by its key (an
 * item, which has a quantity) asks how much of it there is: a sum of the quantity named (in the
 * same words, or after the thing: received, on hand), as "how much IT-10045 …" is. Only when
 * one is named: "qty of IT-10045" alone says not which. Returns whether it was read so.
 */
export function onQuantityOf(c: ReaderContext, k: number, m: WordsMention): boolean {
  if (c.r.aggregate || m.rule) return false;
  const words = m.text.toLowerCase().split(/\s+/);
  // "shipped qty for IT-10000 this year": the quantity's own word may come first, as the word
  // for a quantity may ("qty shipped").
  if (!words.some(isQuantityWord)) return false;
  if (!c.propertyMeanings(m).some((p) => p.unit === 'quantity')) return false;
  // "qty received of IT-10045": the quantity may be named in the same words.
  const specific = words.some((w) => !isQuantityWord(w));
  // "qty received for IT-10045": "for" joins the thing as "of" does.
  const after = thingWithQuantityAfter(c, k, /^(?:of|for)$/i);
  if (!after) return false;
  const { of } = after;
  const named = c.ms
    .slice(k + 3, k + 9)
    .some(
      (x) =>
        x.kind === 'words' &&
        !c.isEntity(x) &&
        c.propertyMeanings(x).some((p) => p.unit === 'quantity'),
    );
  if (!named && !specific) return false;
  c.use(of, m);
  if (specific) c.r.aggregate = { fn: 'sum', measure: m, mention: m, unit: 'quantity' };
  else sumQuantity(c, m, k + 3, 6);
  return true;
}

/**
 * "units of IT-10018 in the MAIN warehouse", "pieces of IT-10045 at EAST": counted things in
 * the plural, opening the question, of one thing named by its key (an item, which has a
 * quantity), ask how many of it there are, as "how many units of …" does; not its unit of
 * measure, which is one ("the unit of IT-10018"). Returns whether it was read so.
 */
export function onUnitsOf(c: ReaderContext, k: number, m: WordsMention): boolean {
  if (c.r.aggregate || m.rule || !/^(?:units|pieces|pcs)$/i.test(m.text.trim())) return false;
  const after = thingWithQuantityAfter(c, k, /^of$/i);
  if (!after) return false;
  c.use(after.of, m);
  sumQuantity(c, m, k + 3, 6);
  return true;
}

/** Words for records of any kind ("how many EAST rows …"). */
const RECORD_WORDS = /^(?:rows?|records?|entries|entry)$/i;

/**
 * The mention right after the statuses and kinds said between the value at `j` and a noun
 * ("ABROWN's open blanket POs"): the noun they describe; undefined when none is said.
 */
function nounPastStates(c: ReaderContext, j: number): Mention | undefined {
  const isState = (x: Mention | undefined): boolean =>
    x?.kind === 'words' &&
    !c.isEntity(x) &&
    x.lex.length > 0 &&
    x.lex.every((l) => l.kind === 'enum');
  // Right after the value, with nothing between: "IT-10045 are on open POs" asks how much of
  // the item is on them.
  let i = j + 1;
  while (i < c.ms.length && isState(c.ms[i])) i += 1;
  return i > j + 1 ? c.ms[i] : undefined;
}

export function onAggregate(
  c: ReaderContext,
  k: number,
  m: WordsMention,
  fn: AggregateFunction,
): void {
  const j = c.next(k, true);
  const next = c.ms[j];
  // "total over 10K" is the amount, not a sum.
  if (
    m.lex.length > 0 &&
    (next?.kind === 'number' ||
      ruleOf(next)?.kind === 'compare' ||
      ruleOf(next)?.kind === 'between')
  ) {
    c.setLastProperty(m, k);
    return;
  }
  c.use(m);
  let measure: WordsMention | undefined;
  // "how many gallons of IT-10102": a unit of measure of the records, counted in, is "units".
  const measuredIn =
    next?.kind === 'words' &&
    next.lex.length > 0 &&
    next.lex.every(
      (l) =>
        l.kind === 'value' &&
        isUnitOfMeasure(c.vocabulary.ido(l.ido).property(l.property)?.label ?? ''),
    ) &&
    c.ms[c.next(j, true)]?.text.toLowerCase() === 'of';
  // "how many pieces of IT-10003": a word of counted things the catalog need not know.
  const counted =
    (next?.kind === 'words' || next?.kind === 'unknown') &&
    /^(units?|pieces?|pcs|each)$/i.test(next.text);
  if (fn === 'count' && next && (counted || measuredIn)) {
    // "how many units of IT-10000 are on hand" sums a quantity.
    c.use(next);
    sumQuantity(c, m, j + 1, 6);
    return;
  }
  // "how many units shipped last week", "how many units on order in MAIN": the counted word
  // read together with the quantity it counts (general English makes "units" a word of
  // quantity) is that quantity, summed, as "how many pieces shipped" sums it; the records
  // holding it are not what is counted.
  if (
    fn === 'count' &&
    next?.kind === 'words' &&
    /^(?:units?|pieces?|pcs)\s/i.test(next.text) &&
    c.isPropertyMention(next, 'numeric') &&
    c.propertyMeanings(next).some((p) => p.unit === 'quantity')
  ) {
    sumQuantity(c, m, j, 1);
    return;
  }
  const after = c.ms[c.next(j, true)];
  // "how much IT-10000 do we have": the same, said with "how much" of a thing that has a
  // quantity (an item by its code), not of a name ("how much Acme Steel Corp …").
  // "how much did we spend on IT-10045": money asked of a thing, not how much of it.
  const money = /\b(spen[dt]|spending|paid|pay|cost|revenue|worth|value|dollars)\b/i.test(m.text);
  // "how much is IT-10045": the thing said right after a copula, with nothing after it, is
  // asked what it costs as much as how much of it there is; no quantity was named.
  const askedItsPrice =
    c.ms.slice(k + 1, j).some((x) => /^(?:is|are|was|were)$/i.test(x.text.trim())) &&
    after === undefined;
  const quantityOf =
    fn === 'sum' &&
    !money &&
    !askedItsPrice &&
    next?.kind === 'words' &&
    next.lex.some(
      (l) =>
        l.kind === 'value' &&
        c.vocabulary.ido(l.ido).keys.includes(l.property) &&
        c.vocabulary.profile(l.ido).quantity !== undefined,
    );
  // "how many fasteners are there": a value naming a class of records (a product line), not
  // one record, is counted like a noun.
  const classOnly =
    next?.kind === 'words' &&
    next.lex.length > 0 &&
    next.lex.every((l) => {
      if (l.kind !== 'value' || l.match !== 'alias' || l.region !== undefined) return false;
      const property = c.vocabulary.ido(l.ido).property(l.property);
      return (
        !c.vocabulary.ido(l.ido).keys.includes(l.property) &&
        !isUnitOfMeasure(property?.label ?? '')
      );
    });
  if (
    (fn === 'count' || quantityOf) &&
    !classOnly &&
    next?.kind === 'words' &&
    next.lex.some((l) => l.kind === 'value') &&
    !c.isEntity(next) &&
    // "how many IT-10045 did we order": a noun right after "we" is our verb, not what is counted.
    // ("how much IT-10001 did we sell" may ask for money as well: left as it was.)
    !(c.isEntity(after) && (fn !== 'count' || !isSubjectPronoun(c.ms[c.ms.indexOf(after) - 1]))) &&
    // "how many of ABROWN's open POs are past due": states said before the noun ("open",
    // "blanket") describe the records counted; the noun after them is still what is counted.
    !(fn === 'count' && c.isEntity(nounPastStates(c, j))) &&
    // "how many SOUTH rows are below reorder point": a word for records of any kind right after
    // the value is what is counted, as a noun of the catalog would be.
    !(fn === 'count' && RECORD_WORDS.test(c.ms[j + 1]?.text.trim() ?? ''))
  ) {
    // "how many IT-10007 do we have on hand": one thing named by its value is not counted (that
    // is 1); the question asks how much of it there is, a quantity. "how many Acme POs" counts
    // the POs the value describes, and keeps the count.
    sumQuantity(c, m, j + 1, 7);
    return;
  }
  if (fn !== 'count') {
    let nouns = 0;
    let inDaysSkipped: WordsMention | undefined;
    for (let i = j; i < c.ms.length && i <= j + 4; i += 1) {
      const candidate = c.ms[i];
      if (c.isPropertyMention(candidate, 'numeric') && !c.isEntity(candidate)) {
        // "total overdue balance": "overdue" describes, "balance" is summed.
        const flag = c.propertyMeanings(candidate).every((p) => p.derived?.kind === 'daysPast');
        const later = c.ms.slice(i + 1, i + 3).find((x) => c.isPropertyMention(x, 'numeric'));
        const inDays = /\bdays?\b/i.test(`${c.ms[i - 1]?.text ?? ''} ${candidate.text}`);
        if (flag && later && !c.isEntity(later)) {
          if (inDays) inDaysSkipped ??= candidate;
          continue;
        }
        // "total past due invoices", "how much is past due": a flag not said in days is a
        // condition on the records summed, not a number of days to add up.
        if (flag && !inDays) {
          // "average days late of late orders": the days said first are the measure.
          measure = inDaysSkipped;
          break;
        }
        measure = candidate;
        // "total qty of IT-10045 received in October": a quantity said only as "qty" names
        // no quantity; one named after it ("received") does.
        const generic = candidate.text.toLowerCase().split(/\s+/).every(isQuantityWord);
        if (generic) {
          const named = c.ms.slice(i + 1, i + 7).find(
            (x): x is WordsMention =>
              x.kind === 'words' &&
              !c.isEntity(x) &&
              !isQuantityWord(x.text.split(/\s+/)[0]) &&
              c.propertyMeanings(x).some((p) => p.unit === 'quantity') &&
              // "total quantity on released jobs": a status right before its records'
              // noun describes them; it names no quantity.
              !(x.lex.some((l) => l.kind === 'enum') && c.isEntity(c.ms[c.ms.indexOf(x) + 1])),
          );
          if (named) {
            c.use(candidate);
            measure = named;
          }
        }
        break;
      }
      if (candidate.kind === 'unknown') {
        // "average invoice size", "average job size": how big each record is, which is the
        // records' own measure (their amount, or their quantity), as with no measure named.
        if (/^sizes?$/i.test(candidate.text) && c.isEntity(c.ms[i - 1])) c.use(candidate);
        continue;
      }
      if (candidate.kind !== 'words') break;
      // "how much do customers owe": the measure may follow the noun it belongs to.
      if (c.isEntity(candidate) && ++nouns > 1) break;
    }
    if (measure) {
      // "total amount over 10K" filters on the amount; "with their total amount" lists it.
      const afterAt = c.next(c.ms.indexOf(measure), true);
      const after = c.ms[afterAt];
      const before = c.linkBefore(k);
      if (
        (after?.kind === 'number' && !countsRecords(c, afterAt)) ||
        ruleOf(after)?.kind === 'compare' ||
        ruleOf(after)?.kind === 'between' ||
        (before !== undefined && ['with', 'their', 'its', 'and'].includes(before))
      ) {
        c.r.used.delete(m);
        if (c.r.aggregate && c.r.aggregate.fn !== fn) c.r.droppedMeasures.push(m);
        return;
      }
      c.use(measure);
    } else if (m.lex.some((l) => l.kind === 'property')) measure = m;
  }
  // "the total and the count of open POs", "total and average PO cost": a second measure the
  // answer (one aggregate) leaves out.
  if (c.r.aggregate && c.r.aggregate.fn !== fn) c.r.droppedMeasures.push(m);
  c.r.aggregate ??= { fn, measure, mention: m };
}

/**
 * Verbs of buying goods (not of spending or billing money) said with a superlative. What we buy
 * is counted by what we ordered; what we sold is not (ordered by the customer, or shipped, two
 * quantities of its lines), so selling is left to the rules that read it as money or not at all.
 */
const GOODS_TRADED = /\b(?:bought|buys?|buying|purchased|purchase)\b/i;

export function onRank(
  c: ReaderContext,
  k: number,
  m: WordsMention,
  direction: SortDirection,
  hint: 'amount' | 'date' | undefined,
  lateness = false,
): void {
  c.use(m);
  // "the average and the highest unit cost": a superlative joined to an aggregate word is a
  // second measure of the same amount, which one aggregate leaves out.
  let b = k - 1;
  while (b >= 0 && /^(the|a)$/i.test(c.ms[b].text.trim())) b -= 1;
  if (ruleOf(c.ms[b])?.kind === 'conjunction') {
    let a = b - 1;
    while (a >= 0 && /^(the|a)$/i.test(c.ms[a].text.trim())) a -= 1;
    if (c.r.aggregate && c.ms[a] === c.r.aggregate.mention) c.r.droppedMeasures.push(m);
  }
  const rank: RankIntent = {
    direction,
    hint,
    singular: false,
    counting: hint === undefined,
    mention: m,
    ...(lateness ? { lateness } : {}),
  };
  const before = c.ms[k - 1];
  if (before?.kind === 'number' && !before.number.unit && !c.r.used.has(before)) {
    rank.n = before.number.value;
    c.use(before);
  }
  // "top 3 latest orders", "the top 5 most overdue POs": "top" only says a cut is wanted; the
  // superlative after it says by what, and takes over its count.
  const generic = rankSpelledOutAfter(c, k);
  if (generic) {
    // "bottom 5 items with the highest unit cost": "bottom" and the superlative rank opposite
    // ways, and either could be the slip; the answer of one of them is a guess.
    if (generic.direction !== direction && !/^top$/i.test(generic.mention.text.trim())) {
      c.r.droppedMeasures.push(generic.mention);
      c.r.notes.push(`"${generic.mention.text}" and "${m.text}" rank in opposite directions`);
    }
    rank.n ??= generic.n;
    c.r.rank = undefined;
  }
  let j = c.next(k);
  const after = c.ms[j];
  // "which items did we buy the most of", "items that sold the most units": a verb of trading
  // goods ranked by how much "of" them, or by their units, counts the goods, not their money.
  const right = c.ms[k + 1];
  if (hint === 'amount' && GOODS_TRADED.test(m.text) && right?.kind === 'words') {
    const units = c.propertyMeanings(right);
    if (/^of$/i.test(right.text.trim()) && !c.isPropertyMention(c.ms[c.next(k + 1)], 'numeric'))
      rank.unit = 'quantity';
    else if (units.length > 0 && units.every(isUnitOfMeasureProperty) && !c.isSingular(right)) {
      rank.unit = 'quantity';
      c.use(right);
    }
  }
  if (after?.kind === 'number' && !after.number.unit) {
    rank.n = after.number.value;
    c.use(after);
    j = c.next(j);
  } else if (after?.kind === 'unknown' && /^(single|individual)$/i.test(after.text)) {
    // "the biggest single invoice": one record, not a total per anything.
    c.use(after);
    j = c.next(j);
  }
  // "the last payment": a word naming a kind of the records ranked (a value of their type),
  // standing where the records' noun would, says one record or many as the noun would.
  let kindWord: WordsMention | undefined;
  for (let i = j; i < c.ms.length && i <= j + 4; i += 1) {
    const x = c.ms[i];
    if (c.isSkippable(x)) continue;
    if (
      c.isEntity(x) &&
      x.kind === 'words' &&
      rank.hint === undefined &&
      c.isSingular(x) &&
      c
        .propertyMeanings(x)
        .some((p) => isNumeric(p) && (p.unit === 'quantity' || p.unit === 'currency'))
    ) {
      // "the most stock", "the most spend": a mass noun that is also a quantity is measured,
      // not counted as records.
      rank.measure = quantityNamedByVerb(c, c.ms[b], c.propertyMeanings(x)) ?? x;
      rank.mass = true;
      c.use(x);
      break;
    }
    if (
      c.isEntity(x) &&
      x.kind === 'words' &&
      c.r.entities.some((e) => e.mention !== x && !e.label) &&
      c
        .propertyMeanings(x)
        .some((p) => isNumeric(p) && (p.unit === 'quantity' || p.unit === 'currency'))
    ) {
      // "items with the lowest stock at WEST": after the records' noun, a noun that is also
      // their quantity is what they are ranked by; it says nothing of how many are asked for
      // (read as the records, its singular made a plural question one record).
      rank.measure = x;
      c.use(x);
      break;
    }
    if (c.isEntity(x)) {
      rank.singular = x.kind === 'words' && c.isSingular(x);
      // "the latest PO due date", "the earliest job start date": a superlative of when, the
      // records' noun, then a date of theirs: that date is what they are ranked by, not their
      // usual date (the noun only says whose date it is). A participle ("the latest orders
      // placed") says what was done, not a date to rank by.
      const dated = hint === 'date' ? dateOfRecordsAfter(c, i) : undefined;
      if (dated && !/ed$/i.test(dated.text.trim())) {
        rank.measure = dated;
        c.use(dated);
      }
      break;
    }
    if (x.kind !== 'words' || c.r.used.has(x)) break;
    if (x.rule?.kind === 'aggregate') {
      // "the largest total balance": the total is what is ranked; the property follows.
      c.use(x);
      continue;
    }
    const props = c.propertyMeanings(x);
    if (props.length === 0) {
      if (x.lex.some((l) => l.kind === 'enum' || l.kind === 'value')) kindWord ??= x;
      if (x.lex.length > 0 || x.rule?.kind === 'compareProperties') continue;
      break;
    }
    const flagOnly = props.every((p) => p.derived?.kind === 'daysPast');
    // "the largest overdue invoice": "overdue" describes what the amount ranks; "the highest
    // days overdue" names the count of days itself, which is then what is ranked.
    if (flagOnly && hint !== undefined && !/\bdays?\b/i.test(x.text)) continue;
    // "the 5 cheapest purchased items": a word that is a kind of the records (a status, a
    // value) and names no amount of the kind ranked (a price) describes the records ranked.
    const fitsHint = props.some((p) =>
      hint === 'amount' ? isNumeric(p) : hint === 'date' ? p.type === 'date' : true,
    );
    if (!fitsHint && x.lex.some((l) => l.kind === 'enum' || l.kind === 'value')) {
      kindWord ??= x;
      continue;
    }
    // "the biggest released jobs by quantity": a status that is also a quantity of the records
    // (Released, Qty Released), said right before their noun, is the kind of records ranked;
    // ranked by it, the status was lost (every job, ordered by the quantity).
    if (x.lex.some((l) => l.kind === 'enum') && c.isEntity(c.ms[c.next(i)])) {
      kindWord ??= x;
      continue;
    }
    // "vendors with the most overdue POs": "overdue" describes the counted POs.
    // "which buyer has the most late POs": a property of the records named before the
    // superlative is what they are counted per, as a related record is; "late" still
    // describes the counted POs (read as their ranking, every PO was listed latest first).
    const countedPer =
      c.r.entities.length > 0 ||
      c.r.fields.some(
        (f) =>
          f.mention.end <= m.start &&
          c.propertyMeanings(f.mention).some((p) => !isNumeric(p) && p.type !== 'date'),
      );
    if (flagOnly && countedPer && c.nounFollows(i)) continue;
    if (props.some((p) => isNumeric(p) || p.type === 'date')) {
      rank.measure = quantityNamedByVerb(c, c.ms[b], props) ?? x;
      // "the 5 most overdue POs": a cut of N overdue records; records not overdue at all must
      // not fill it, so "overdue" also keeps the overdue ones (a list without a cut is only
      // ordered: its order already says which are overdue).
      if (flagOnly && (rank.n ?? c.r.limit) !== undefined)
        c.addCondition(i, [x], (d) => flagCondition(d, x, c.today));
      // "which buyer has the most spend": summed per buyer, like "the most stock".
      rank.mass =
        hint === undefined &&
        c.isSingular(x) &&
        props.some((p) => isNumeric(p) && (p.unit === 'quantity' || p.unit === 'currency'));
      c.use(x);
      if (
        rank.n === undefined &&
        (hint === 'amount' || hint === undefined) &&
        // "vendors with the highest spend across all POs": ranks the vendors named first.
        c.r.entities.length === 0 &&
        (ofAny(c, i) || valueAskedOf(c, k, i))
      ) {
        // "highest unit cost of any part", "the lowest price across all items": one value,
        // the maximum (minimum) of the measure, not the records ranked by it.
        c.r.aggregate ??= { fn: direction === 'desc' ? 'max' : 'min', measure: x, mention: m };
        return;
      }
    } else if (rank.counting && props.every(isUnitOfMeasureProperty)) {
      // "which warehouse holds the most units of IT-10347": units counted by a superlative are
      // a quantity of the thing, not the unit-of-measure column's values (which are not
      // ranked by how many there are); which quantity is not said, so the ranking is a guess.
      c.use(x);
      c.r.droppedMeasures.push(x);
      c.r.notes.push(`"${x.text}" after "${m.text}" names no quantity; not read`);
    } else if (beforeRecordsNoun(c.ms, x)) {
      // "top 5 warehouse rows by quantity allocated": a word of grouping before a plain noun
      // of records describes the records ranked (the rows of each warehouse), as "stock rows"
      // does; it is no grouping to sum per warehouse. Shown with the records, it also says
      // which records hold such rows.
      c.r.fields.push({ mention: x, mode: 'add' });
      c.use(x);
    } else {
      rank.subject = x;
      rank.singular = c.isSingular(x);
      c.use(x);
    }
    break;
  }
  if (!rank.measure && !rank.subject) {
    // "which customer owes us the most": the measure came before the superlative.
    const field = [...c.r.fields]
      .reverse()
      .find((f) => c.propertyMeanings(f.mention).some(isNumeric));
    const nounAfter = c.ms.slice(k + 1).some((x) => c.isEntity(x));
    if (field && !nounAfter && field.mention.end <= m.start) {
      c.r.fields.splice(c.r.fields.indexOf(field), 1);
      rank.measure = field.mention;
    }
  }
  if (!rank.singular && rank.n === undefined && !rank.subject) {
    // "the item with the highest quantity", "what is the largest balance": one record,
    // unless a plural noun says otherwise ("invoices with the largest balance"). Counting
    // ("which vendor has the most POs") is about the noun before.
    const before = c.r.entities[c.r.entities.length - 1];
    // The measure itself ("the lowest stock") is no noun of the records ranked.
    const after = c.ms.slice(k + 1).find((x) => c.isEntity(x) && x !== rank.measure);
    // So is a sum of other records ("the vendor with the biggest open POs"): the plural names
    // the vendor's POs added up, the singular before them the one vendor ranked.
    const ofOthers =
      before !== undefined &&
      after?.kind === 'words' &&
      !before.label &&
      !after.lex.some(
        (l) => l.kind === 'ido' && [before.ido, ...before.alternatives].includes(l.ido),
      );
    // "the 3 warehouse rows with the highest on hand": a plain noun of records said before,
    // where the catalog named none, says one record or many as the catalog's noun would.
    const plainNoun = before
      ? undefined
      : c.ms.slice(0, k).find((x) => RECORD_NOUNS.test(x.text.trim()));
    if (plainNoun && !after) rank.singular = !/s$/i.test(plainNoun.text.trim());
    else if ((rank.counting || ofOthers) && before && after)
      rank.singular = c.isSingular(before.mention);
    else if (after?.kind === 'words')
      // "the biggest credit limit of our customers": one value of the records named after.
      rank.singular =
        c.isSingular(after) ||
        (rank.measure !== undefined && singleExtremeOfRecords(c, rank.measure, after));
    else if (kindWord && !before) rank.singular = c.isSingular(kindWord);
    else if (before) rank.singular = c.isSingular(before.mention);
    else if (rank.measure)
      rank.singular =
        c.isSingular(rank.measure) ||
        // "which item costs the most": the words read as one measure ("item costs") are the
        // noun asked about, in the singular, and its verb; "which" asks for the one.
        (/^(?:which|what)$/i.test(c.ms[c.ms.indexOf(rank.measure) - 1]?.text ?? '') &&
          /^[a-z]+[^s\s] [a-z]+s$/i.test(rank.measure.text.trim()));
  }
  // "biggest line first", "oldest orders first": "first" after what is ranked says the order
  // to list them in, as "biggest first" does; not one record, nor a cut.
  const ranked =
    rank.measure ?? rank.subject ?? c.ms.slice(k + 1, k + 5).find((x) => c.isEntity(x));
  if (ranked && rank.n === undefined) {
    const then = c.next(c.ms.indexOf(ranked));
    const after = c.ms[then];
    if (/^first$/i.test(after?.text.trim() ?? '') && c.ms[c.next(then)]?.kind !== 'number') {
      rank.singular = false;
      c.use(after);
    }
  }
  // "vendors by number of POs, top 5": a cut said after an order read from "by" makes it a top N.
  const earlier = c.r.rank;
  if (earlier?.uncut && rank.n !== undefined && !rank.measure && !rank.subject) {
    earlier.n = rank.n;
    earlier.uncut = false;
    earlier.direction = rank.direction;
    return;
  }
  if (earlier && earlier !== rank && !rank.measure && !rank.subject && rank.n !== undefined) {
    // "customers with the highest credit limits, top 8": a cut said after the ranking, with
    // nothing of its own to rank by, is how many of those to keep. "Top" or a word of the
    // same direction only: "highest credit limits, bottom 5" contradicts itself, left unread.
    if (earlier.n === undefined && (earlier.direction === direction || /^top$/i.test(m.text)))
      earlier.n = rank.n;
    else {
      // A second ranking the answer cannot give besides the first.
      c.r.droppedMeasures.push(m);
      c.r.notes.push(`"${m.text}" after the ranking was not read`);
    }
    return;
  }
  // "the 5 lines running the latest": as with "the 5 most overdue POs", records not late at all
  // must not fill the cut (a list without one is only ordered, latest first).
  if (rank.lateness && (rank.n ?? c.r.limit) !== undefined)
    c.addCondition(k, [m], (d) => lateRecordsCondition({ ...d, preferPrimary: true }));
  // "top 5 items we bought the most of": "top" only asked for a cut; the verb of trade after it
  // says what is ranked (goods bought, counted), so it takes over, keeping the cut.
  if (
    earlier &&
    earlier !== rank &&
    /^(?:top|bottom)$/i.test(earlier.mention.text.trim()) &&
    !earlier.measure &&
    !earlier.subject &&
    earlier.direction === rank.direction &&
    GOODS_TRADED.test(m.text)
  ) {
    rank.n ??= earlier.n;
    rank.singular = earlier.singular;
    c.r.rank = rank;
    return;
  }
  c.r.rank ??= rank;
}

/**
 * "make or buy breakdown", "status split of open POs": a breakdown word right after a property
 * groups by it, as "by status" does. True when read.
 */
export function onTrailingBreakdown(c: ReaderContext, k: number, m: Mention): boolean {
  if (!/^(?:breakdown|split|mix)$/i.test(m.text.trim())) return false;
  const before = c.ms[k - 1];
  const last = c.lastProperty;
  if (last && last.index === k - 1 && !c.r.used.has(last.mention)) {
    c.lastProperty = undefined;
    c.r.groups.push({ target: last.mention });
    c.use(last.mention, m);
    return true;
  }
  // Read already as a field to show ("make or buy"): the breakdown is by it instead.
  const field = c.r.fields.find((fi) => fi.mention === before);
  if (!field) return false;
  c.r.fields.splice(c.r.fields.indexOf(field), 1);
  c.r.groups.push({ target: field.mention });
  c.use(m);
  return true;
}

/**
 * "customers sorted by name, top 5", "top 3 vendors ordered by city": a bare "top N" beside an
 * order the question states is how many of the records in that order to keep, not a ranking
 * of its own (by the records' usual amount, or their sales).
 */
export function cutOfSortedRecords(c: ReaderContext): void {
  const rank = c.r.rank;
  if (!rank || rank.n === undefined || rank.measure || rank.subject) return;
  if (!/^(?:top|first)$/i.test(rank.mention.text.trim())) return;
  if (c.r.aggregate || c.r.groups.length > 0 || !c.r.sorts.some((x) => x.target)) return;
  c.r.limit ??= rank.n;
  c.r.rank = undefined;
}

/**
 * "newest customer orders, 5 of them", "the highest unit costs - 3 of those": a number followed
 * by "of them" is how many of the records to keep (the ranking's cut, or a plain limit), not a
 * value of theirs (an order number). True when read.
 */
export function onCountOfThem(c: ReaderContext, k: number): boolean {
  if (!countOfThem(c.ms, k)) return false;
  const n = c.ms[k];
  if (n.kind !== 'number') return false;
  const rank = c.r.rank;
  if (rank && rank.n === undefined) {
    rank.n = n.number.value;
    // "most overdue POs - give me 8": the count said after the ranking cuts it as one said
    // before would ("the 8 most overdue POs"), so records not overdue must not fill it.
    const measure = rank.measure;
    const flagOnly =
      measure !== undefined &&
      c.propertyMeanings(measure).length > 0 &&
      c.propertyMeanings(measure).every((p) => p.derived?.kind === 'daysPast');
    if (measure?.kind === 'words' && flagOnly && !/\bdays?\b/i.test(measure.text))
      c.addCondition(c.ms.indexOf(measure), [measure], (d) => flagCondition(d, measure, c.today));
    else if (rank.lateness)
      c.addCondition(c.ms.indexOf(rank.mention), [rank.mention], (d) =>
        lateRecordsCondition({ ...d, preferPrimary: true }),
      );
  } else if (c.r.limit === undefined && !rank) c.r.limit = n.number.value;
  else return false;
  // "5 of them": the two words after the number go with it ("give me 8" ends at it).
  const ofThem = /^of$/i.test(c.ms[k + 1]?.text.trim() ?? '') ? c.ms.slice(k + 1, k + 3) : [];
  c.use(n, ...ofThem);
  return true;
}

/** Words that join the records ranked to the superlative saying by what ("with the highest"). */
const JOINING = /^(?:the|a|of|our|all|with|having|that|which|who|have|has|in|from|for)$/i;

/**
 * The rank read just before the superlative at `k` ("top", "top 3") when it was given nothing
 * to rank by: only a count and articles stand between them. "Top" alone may also stand before
 * the records and what describes them ("top 5 items in MAIN with the lowest on hand", "top 3
 * Texas customers with the highest credit limit"): the superlative after them says by what,
 * not the records' usual amount, and its direction holds ("top 5 … lowest" are the 5 lowest).
 */
function rankSpelledOutAfter(c: ReaderContext, k: number): RankIntent | undefined {
  const earlier = c.r.rank;
  if (!earlier || earlier.measure || earlier.subject) return undefined;
  // "bottom" likewise ("bottom 5 items with the lowest unit cost").
  const top = /^(?:top|bottom)$/i.test(earlier.mention.text.trim());
  for (let i = k - 1; i >= 0; i -= 1) {
    const x = c.ms[i];
    if (x === earlier.mention) return earlier;
    if (x.kind === 'number' || /^(the|a)$/i.test(x.text.trim())) continue;
    if (top && standsBetweenTopAndSuperlative(c, x)) continue;
    return undefined;
  }
  return undefined;
}

/** The records' noun, a value or state of theirs, or a word joining them to a superlative. */
function standsBetweenTopAndSuperlative(c: ReaderContext, x: Mention): boolean {
  if (c.isEntity(x)) return true;
  // "stock rows": a plain English noun of records after the catalog's word.
  if (/^(?:rows|records|entries)$/i.test(x.text.trim())) return true;
  if (x.kind !== 'words') return false;
  // "with", "that have": every word of it joins (a phrase of several is one mention).
  if (
    x.text
      .trim()
      .split(/\s+/)
      .every((w) => JOINING.test(w))
  )
    return true;
  if (x.rule) return false;
  return x.lex.length > 0 && x.lex.every((l) => l.kind === 'value' || l.kind === 'enum');
}

/**
 * Whether "of any", "of all", "across all" and a noun follow the mention at `i` ("on any item",
 * "for any customer", "in any warehouse" likewise: one value over them all). Words that
 * describe the records between the quantifier and the noun ("of any open PO", "across all
 * purchased items") still make one value over the records they describe.
 */
function ofAny(c: ReaderContext, i: number): boolean {
  const words: string[] = [];
  const said: Mention[] = [];
  let quantified = false;
  for (let j = i + 1; j < c.ms.length && j <= i + 5; j += 1) {
    const x = c.ms[j];
    if (c.isEntity(x)) {
      const over =
        quantified &&
        words.every((w) => /^(of|on|for|in|any|all|every|across|among|our|the)$/.test(w));
      if (over) c.use(...said);
      return over;
    }
    if (quantified && (x.kind === 'code' || (x.kind === 'words' && describesRecords(c, x))))
      continue;
    if (x.kind !== 'words' && x.kind !== 'unknown') return false;
    said.push(x);
    const spelled = x.text.toLowerCase().split(/\s+/);
    words.push(...spelled);
    // "among purchased items", "across open invoices": over the records, as "of any" is.
    if (spelled.some((w) => /^(any|all|every|among|across)$/.test(w))) quantified = true;
  }
  return false;
}

/**
 * "what is the longest lead time we have on an item", "what's the shortest lead time": the
 * question opens by asking what the superlative figure is, nothing but "what" and a copula
 * before it, so the figure itself is asked for (its maximum or minimum), as "of any item"
 * asks it; not the record that holds it ("which item has the longest lead time").
 * `k` is the superlative's mention, `i` the figure's.
 */
function valueAskedOf(c: ReaderContext, k: number, i: number): boolean {
  const before = c.ms.slice(0, k).map((x) => x.text.trim().toLowerCase());
  // "what is the longest lead time item": the records' noun right after the figure names
  // them by it; the record is asked for.
  if (c.isEntity(c.ms[i + 1])) return false;
  // "longest lead time", "the highest credit limit": the question is nothing but the
  // superlative and a figure in the singular, no noun of records to list; the figure itself is
  // asked for, as after "what is the" (a record would pick one of a tie at the top at random).
  const x = c.ms[i];
  if (
    before.every((w) => w === 'the') &&
    x?.kind === 'words' &&
    c.isSingular(x) &&
    c.next(i) >= c.ms.length
  )
    return true;
  return (
    before.length >= 2 &&
    /^(?:what|what's|whats)$/.test(before[0]) &&
    before.slice(1).every((w) => /^(?:is|was|'s|the)$/.test(w)) &&
    (before.includes('the') || before[0] !== 'what')
  );
}

/** A word naming a kind of records (a status, a known value, "overdue"), not an amount. */
function describesRecords(c: ReaderContext, x: WordsMention): boolean {
  if (x.lex.some((l) => l.kind === 'enum' || l.kind === 'value')) return true;
  const props = c.propertyMeanings(x);
  return props.length > 0 && props.every((p) => p.derived?.kind === 'daysPast');
}

/** An unknown gerund ("shipping") right before a field of the records that is not a noun of them. */
function roleOfField(c: ReaderContext, x: Mention | undefined): x is Mention {
  if (x?.kind !== 'unknown' || !/^[a-z]{3,}ing$/i.test(x.text.trim())) return false;
  const field = c.ms[c.ms.indexOf(x) + 1];
  return (
    field?.kind === 'words' &&
    !field.rule &&
    !c.isEntity(field) &&
    c.propertyMeanings(field).length > 0
  );
}

/**
 * "by past due balance", "by overdue amount": a days-past property not said in days, right
 * before another number of the records, says which records the amount is of (those past due),
 * as "total overdue balance" does; the amount after it is what they are ranked or grouped by.
 */
function lateFlagBeforeAmount(c: ReaderContext, x: Mention | undefined): boolean {
  if (x?.kind !== 'words' || x.rule || c.isEntity(x) || !c.isPropertyMention(x, 'numeric'))
    return false;
  const meanings = c.propertyMeanings(x);
  if (meanings.length === 0 || !meanings.every((p) => p.derived?.kind === 'daysPast')) return false;
  if (/\bdays?\b/i.test(`${c.ms[c.ms.indexOf(x) - 1]?.text ?? ''} ${x.text}`)) return false;
  const next = c.ms[c.next(c.ms.indexOf(x))];
  if (next?.kind !== 'words') return false;
  // "by past due invoices": which records are ranked by, not a number of days to add up.
  if (c.isEntity(next)) return true;
  return (
    c.isPropertyMention(next, 'numeric') &&
    !c.propertyMeanings(next).every((p) => p.derived?.kind === 'daysPast')
  );
}

/**
 * A word that only describes the records, a kind of them ("open", a known value) or a state of
 * the very amount named next ("unpaid balance": the balance above zero), standing between "by"
 * and what they are grouped or ranked by. "unreceived quantity" is another amount than the
 * quantity received it compares, so it is no such word.
 */
function describesOnly(c: ReaderContext, x: Mention | undefined): boolean {
  if (lateFlagBeforeAmount(c, x)) return true;
  if (x?.kind !== 'words' || c.isEntity(x) || c.propertyMeanings(x).length > 0) return false;
  if (x.lex.some((l) => l.kind === 'enum' || l.kind === 'value')) return true;
  const rule = x.rule;
  const next = c.ms[c.ms.indexOf(x) + 1];
  return (
    rule?.kind === 'compareProperties' &&
    next !== undefined &&
    rule.all.some((a) => a.left.some((w) => w.toLowerCase() === next.text.toLowerCase()))
  );
}

function participleBeforeAmount(c: ReaderContext, x: Mention | undefined): boolean {
  if (x?.kind !== 'words' || x.rule || c.isEntity(x) || !/^[a-z]{3,}ed$/i.test(x.text.trim()))
    return false;
  const meanings = c.propertyMeanings(x);
  if (meanings.length === 0 || !meanings.every((p) => p.type === 'date')) return false;
  const next = c.ms[c.next(c.ms.indexOf(x))];
  return c.isPropertyMention(next, 'numeric') && !c.isEntity(next);
}

export function onGroup(c: ReaderContext, k: number, m: WordsMention): void {
  // "cost more than $50 each": the amount is per unit, no grouping.
  if (/^each$/i.test(m.text) && c.ms[k - 1]?.kind === 'number') {
    c.use(m);
    return;
  }
  let j = c.next(k);
  let target = c.ms[j];
  if (target?.kind === 'date') {
    // "due by March 1"
    c.use(m);
    onDate(c, j, '<=');
    return;
  }
  // "per shipping warehouse", "by receiving warehouse": a gerund nobody knows, right before the
  // field grouped by, only says which role of the records that field plays; it is part of it.
  if (roleOfField(c, target)) {
    c.use(target);
    j = c.next(j);
    target = c.ms[j];
  }
  // "by open order value": adjectives between stay conditions.
  while (describesOnly(c, target)) {
    j = c.next(j);
    target = c.ms[j];
  }
  // "top customers by invoiced amount": a participle naming a date, right before an amount,
  // says which records' amount it is (as "amount invoiced" does), no breakdown by that date.
  if (participleBeforeAmount(c, target)) {
    j = c.next(j);
    target = c.ms[j];
  }
  if (rankedByCount(c, m, j)) return;
  if (rankedByLedger(c, k, m, target)) return;
  if (target?.kind === 'words' && c.namesFollowingValue(j)) {
    // "handled by sales rep KPATEL": "by" names who, the value follows.
    c.use(m);
    return;
  }
  // "total owed by customers in Ohio", "orders placed by customers in Texas": "by" after a
  // participle and before a plural noun names who did it (the related records), not a
  // breakdown.
  // "orders placed in Q3 by Canadian customers": a period said between the participle and "by"
  // still leaves "by" naming who did it.
  let b = k - 1;
  while (
    b > 0 &&
    (c.ms[b].kind === 'date' || /^(?:in|on|during|since|over)$/i.test(c.ms[b].text.trim())) &&
    (c.ms[b].kind === 'date' || c.ms[b + 1]?.kind === 'date')
  )
    b -= 1;
  const before = c.ms[b];
  if (
    /^by$/i.test(m.text) &&
    target?.kind === 'words' &&
    c.isEntity(target) &&
    // "total billed by customer": a singular noun after "by" is still a breakdown.
    /s$/i.test(target.text.trim()) &&
    (before?.kind === 'words' || before?.kind === 'unknown') &&
    /^(?:[a-z]{2,}ed|owed|sold|bought|paid|made|held|sent|run|kept|written|done)$/i.test(
      before.text,
    )
  ) {
    c.use(m);
    return;
  }
  if (
    target?.kind === 'words' &&
    !c.r.used.has(target) &&
    (c.propertyMeanings(target).length > 0 || c.isEntity(target))
  ) {
    // An aggregate word after "by" ("by total value") is just part of the measure.
    if (target.rule?.kind === 'aggregate') {
      const measure = c.ms[c.next(j)];
      if (c.isPropertyMention(measure, 'numeric')) {
        c.use(target);
        target = measure;
      }
    }
    // "buyers by PO spend": the records' noun before their amount says whose it is.
    const after = c.ms[c.next(j)];
    const noun: WordsMention = target;
    const owned =
      c.isEntity(noun) &&
      c.isPropertyMention(after, 'numeric') &&
      after.lex.some(
        (l) => l.kind === 'property' && noun.lex.some((t) => t.kind === 'ido' && t.ido === l.ido),
      );
    if (rankedByMeasure(c, k, m, owned ? after : target)) return;
    if (c.r.rank && c.isPropertyMention(target, 'numeric') && !c.r.rank.measure) {
      c.r.rank.measure = target;
      c.use(m, target);
      return;
    }
    // "the biggest open order per customer": a top record within each group, which one answer
    // cannot give (the single biggest order is not it): left unread, it lowers confidence.
    if (c.r.rank && c.isEntity(target) && c.r.entities.length > 0 && m.text.toLowerCase() !== 'by')
      return;
    // "biggest customers by open orders": ranked by a measure of the related records. A ranking
    // that already has its measure ("largest balance of invoices by customer") is broken down.
    if (c.r.rank && !c.r.rank.measure && c.isEntity(target) && c.r.entities.length > 0) {
      c.use(m);
      return;
    }
    c.r.groups.push({ target });
    c.use(m, target);
  }
}

/**
 * "customers by AR", "clients ranked by receivables": the ledger named by its accounting word
 * after "by", other records named just before, is the money each of them has in it (as
 * "biggest customers by AR" reads it), every one ranked, none cut off; the planner sums it per
 * record. Not a grouping by the ledger's rows, which no property of the records names.
 */
function rankedByLedger(
  c: ReaderContext,
  k: number,
  m: WordsMention,
  target: Mention | undefined,
): boolean {
  if (c.r.rank || c.r.aggregate || target?.kind !== 'words' || !c.isEntity(target)) return false;
  if (!/^(?:a[/ ]?r|receivables)$/i.test(target.text.trim())) return false;
  // The records asked about, the only ones named yet: "customers with open orders by AR"
  // names two, and which of them is ranked is not said.
  const noun = c.r.entities.length === 1 ? c.r.entities[0] : undefined;
  if (noun === undefined) return false;
  // "customers in Texas by AR": conditions on the records may stand between them and "by".
  let i = k - 1;
  while (
    i >= 0 &&
    c.ms[i] !== noun.mention &&
    (c.r.conditions.some((x) => x.mentions.includes(c.ms[i])) ||
      /^(?:in|on|with|from|at)$/i.test(c.ms[i].text.trim()))
  )
    i -= 1;
  if (c.ms[i] !== noun.mention) return false;
  // Only records the ledger's rows point at ("customers", not "items" or "vendors"): their
  // money in it is then summed per record.
  const ledgers = target.lex.flatMap((l) => (l.kind === 'ido' ? [l.ido] : []));
  const owner = noun.alternatives.find((alt) =>
    ledgers.some(
      (ledger) =>
        ledger !== alt &&
        c.vocabulary
          .ido(ledger)
          .relations.some((r) => r.targetIdo.toLowerCase() === alt.toLowerCase()),
    ),
  );
  if (owner === undefined) return false;
  c.use(m);
  c.r.rank = summedRank(m);
  return true;
}

/** Every record (or group) ranked by an amount summed per one, largest first, none cut off. */
function summedRank(mention: WordsMention, measure?: WordsMention): RankIntent {
  const rank: RankIntent = {
    direction: 'desc',
    hint: 'amount',
    counting: false,
    singular: false,
    mass: true,
    uncut: true,
    mention,
  };
  if (measure) rank.measure = measure;
  return rank;
}

/**
 * "vendors by number of POs", "customers ranked by order count": a count after "by" (or "ranked
 * by") ranks the records asked about by how many related records each has, which the planner
 * counts per record (as "vendors with the most POs"); every record is ordered, none cut off.
 * Under a rank already read ("top 5 vendors by number of POs") "by" only says by what.
 */
function rankedByCount(c: ReaderContext, m: WordsMention, j: number): boolean {
  let i = j;
  while (/^(the|a|an)$/i.test(c.ms[i]?.text.trim() ?? '')) i += 1;
  const countAt = (x: Mention | undefined): boolean => {
    const rule = ruleOf(x);
    return rule?.kind === 'aggregate' && rule.fn === 'count';
  };
  const counted = countAt(c.ms[i]) || (c.isEntity(c.ms[i]) && countAt(c.ms[c.next(i)]));
  // "vendors by average PO value": the average of their records' amount, each ranked by it.
  const rule = ruleOf(c.ms[i]);
  const averaged = rule?.kind === 'aggregate' && rule.fn === 'avg';
  if (!counted && !averaged) return false;
  c.use(m);
  c.r.rank ??= {
    direction: 'desc',
    ...(averaged ? { hint: 'amount' as const } : {}),
    counting: counted,
    singular: false,
    uncut: true,
    mention: m,
  };
  return true;
}

/**
 * "warehouses by stock", "buyers by spend", "vendors by total PO value": what is asked for first
 * is not records of its own but a grouping (a property named in the plural) or another kind of
 * records than the ones holding the amount after "by"; each is ranked by that amount summed
 * (as "the buyer with the most spend"), every one kept. Sorting the records by it would list
 * a warehouse once per record. A price per unit does not add up: summed, averaged or listed
 * per record is a guess, so it is refused.
 */
function rankedByMeasure(
  c: ReaderContext,
  k: number,
  m: WordsMention,
  target: WordsMention,
): boolean {
  if (c.r.rank || c.r.aggregate || !c.isPropertyMention(target, 'numeric')) return false;
  const before = c.ms[k - 1];
  if (before?.kind !== 'words') return false;
  const props = c.propertyMeanings(before);
  const grouping =
    !c.isEntity(before) &&
    c.r.entities.length === 0 &&
    props.length > 0 &&
    props.every((p) => !isNumeric(p) && p.type !== 'date') &&
    /s$/i.test(before.text.trim());
  const noun = c.r.entities[c.r.entities.length - 1];
  const otherRecords =
    noun !== undefined &&
    noun.mention === before &&
    !target.lex.some((l) => l.kind === 'property' && noun.alternatives.includes(l.ido));
  if (!grouping && !otherRecords) return false;
  const amounts = c.propertyMeanings(target).filter(isNumeric);
  if (amounts.some((p) => /\bunit\b/i.test(p.label))) {
    // Summed or averaged per group, or the records listed by it: a guess among them.
    c.use(m, target);
    c.r.guessed.push(target);
    return true;
  }
  c.use(m, target);
  c.r.rank = summedRank(m, target);
  return true;
}

export function onSort(c: ReaderContext, k: number, m: WordsMention): void {
  const j = c.next(k);
  const target = c.ms[j];
  if (rankedByCount(c, m, j)) return;
  // "buyers ranked by open PO value": words describing the records stand before the amount.
  let a = j;
  while (describesOnly(c, c.ms[a])) a = c.next(a);
  if (rankedByLedger(c, k, m, c.ms[a])) return;
  const amount = c.ms[a];
  if (amount?.kind === 'words' && rankedByMeasure(c, k, m, amount)) return;
  c.use(m);
  // "POs per vendor ranked": ranked at the end, by what is counted or summed, largest first.
  if (!target && /^ranked$/i.test(m.text.trim())) {
    c.r.sorts.push({ direction: 'desc', hint: 'amount' });
    return;
  }
  // "sort vendors by name": the imperative names the records sorted; what by follows "by".
  if (/^(sort|rank)$/i.test(m.text.trim()) && c.isEntity(target)) return;
  if (target?.kind === 'words' && c.propertyMeanings(target).length > 0) {
    if (c.r.rank && !c.r.rank.measure && c.isPropertyMention(target, 'numeric')) {
      c.r.rank.measure = target;
    } else if (/^rank/i.test(m.text) && c.isPropertyMention(target, 'numeric')) {
      // "customers ranked by credit limit": a ranking puts the largest first.
      c.r.sorts.push({ target, direction: 'desc' });
    } else {
      c.r.sorts.push({ target });
    }
    c.use(target);
  }
}

export function onDirection(c: ReaderContext, m: WordsMention, direction: SortDirection): void {
  c.use(m);
  const last = c.r.sorts[c.r.sorts.length - 1];
  if (last) {
    last.direction = direction;
    return;
  }
  if (c.r.rank && !c.r.rank.n) {
    c.r.rank.direction = direction;
    return;
  }
  // "customers by credit limit descending": "by" an amount of the records orders them; the
  // direction is that order's, not one by name put before it.
  const group = c.r.groups[c.r.groups.length - 1];
  if (!c.r.aggregate && group && c.propertyMeanings(group.target).some(isNumeric)) {
    c.r.groups.pop();
    c.r.sorts.push({ target: group.target, direction });
    return;
  }
  const hint = /old|earl|new|late|recent/i.test(m.text)
    ? 'date'
    : /high|large|big|low|small|cheap/i.test(m.text)
      ? 'amount'
      : 'name';
  c.r.sorts.push({ direction, hint });
}

/** Whether a property label names a unit of measure ("Unit of Measure", "UOM"). */
function isUnitOfMeasure(label: string): boolean {
  return /^(unit of measure|units of measure|uom|um|u\/m)$/i.test(label.trim());
}

/**
 * "which items have shipped the most qty": a word right before the superlative that names a
 * quantity of records ("shipped": Qty Shipped) says which quantity the generic word after it
 * ("qty", the catalog's word for the quantity ordered) is; ranked by the ordered quantity,
 * the verb was lost. The verb when it names only quantities of records the measure word also
 * has a quantity on, else undefined.
 */
function quantityNamedByVerb(
  c: ReaderContext,
  verb: Mention | undefined,
  measured: readonly PropertyDefinition[],
): WordsMention | undefined {
  if (verb?.kind !== 'words' || verb.rule) return undefined;
  const quantity = (p: PropertyDefinition): boolean => isNumeric(p) && p.unit === 'quantity';
  if (measured.length === 0 || !measured.every(quantity)) return undefined;
  const named = verb.lex.filter((l) => l.kind === 'property');
  if (named.length === 0 || named.length !== verb.lex.length) return undefined;
  const fits = named.every((l) => {
    const p = c.vocabulary.ido(l.ido).property(l.property);
    return (
      p !== undefined &&
      quantity(p) &&
      !measured.includes(p) &&
      c.vocabulary.ido(l.ido).properties.some((q) => measured.includes(q))
    );
  });
  return fits ? verb : undefined;
}
