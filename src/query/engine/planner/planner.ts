import { modalPastUnread } from './modal-past';
import { barePeriodOnLinesAhead } from './period-of-lines';
import { kindOfRowsNamedAfter, rowsNamedAt } from './ledger-rows';
import type {
  EngineOutcome,
  Mention,
  Refusal,
  RelationCondition,
  WordsMention,
} from '../engine.types';
import type { TradeSide, Vocabulary } from '../lexicon/vocabulary';
import { STATE_NAMES } from '../lexicon/places';
import { MAKING_WORDS } from '../lexicon/ido-profile';
import { latenessOfEvent, stateOfEvent } from './event-records';
import { negatedOnDetails } from './negated-on-details';
import { awaitedState } from './awaited-state';
import {
  alsoReadAsEither,
  contradictoryProperty,
  askedWhereUndefined,
  impossibleLateness,
  vacuousExclusion,
} from './contradiction';
import { suggestionsFor } from '../suggestions';
import type { Tagged } from '../tagger';
import type { Token } from '../text/tokenizer';
import { AnswerShaper, measureName, type Shape } from './answer-shaper';
import { ClauseReader, Reading } from './clause-reader';
import { ConditionPlacer, Placement } from './condition-placer';
import { f, type AggregateSpec, type FilterNode } from '../../../erp/load-request';
import { filterProperties } from '../../../erp/filter/filter-ast';
import { tokenize } from '../text/tokenizer';
import { stem } from '../text/stem';
import {
  Condition,
  dateMeantBy,
  dateNamedBy,
  existsCondition,
  fixedCondition,
  propertiesOn,
} from './conditions';
import { oneOf } from './filter-tools';
import { IdoChooser } from './ido-chooser';
import { qualifiersLostInListing } from './bare-listing';
import {
  askedCountLost,
  comparisonLost,
  groupByValuesLost,
  spanAskedAsCount,
} from './lost-readings';
import { everyOfRelatedLost, negatedAfterWhose, noneReadAsState } from './every-related';
import { orSplitAcrossRecords } from './split-or';
import {
  bothOnRelatedAsEither,
  onlyOfRecordsAnsweredByOthers,
  sumComparedOnRelated,
  amountMadeOfRelated,
} from './shape-of-related';
import { sumOfDocumentsPickedByLines, totalOfOtherRecords } from './total-of-other';
import { amountOfRelatedAsTotal } from './amount-of-related';
import { placeWordReadAsCode } from './place-word-as-code';
import {
  amountSummedOverHeldQuantity,
  daysAskedAsCount,
  quantityDroppedByAmount,
  quantityGivenForMoney,
} from './dropped-quantity';
import { agingBucketAsAmount } from './aging-bucket';
import { dateDeedWithoutPeriod } from './dateless-deed';
import { latenessOfDoneEvent } from './lateness-of-done-event';
import { fewestMissesNone } from './fewest-of-related';
import { quantityListedNotSummed, quantityToSum } from './quantity-figure';
import { countStatedAsFact } from './stated-count';
import { countOfOwners } from './count-of-owners';
import { figureOfRelatedOrdered } from './figure-of-related-ordered';
import { daysOfParentRead } from './days-of-parent';
import { leaveDeedsNotInAnswer } from './deed-in-answer';
import { doneOn } from './deed-of-document';
import {
  headerOfLines,
  lineFieldAskedOfHeader,
  linesOfDocumentAsked,
  linesOfOtherDocument,
} from './document-lines';
import { breakdownAsked, versusBetweenFields } from './versus';
import { pronounOfState, quantityAsState } from './quantity-state';
import { valuesOfRecordsDenied } from './values-without-records';
import { openLedgerSummed } from './open-ledger';
import {
  bothEndsAsked,
  groupAndMemberJoined,
  memberPlacedAfterGroup,
  ordinalRankRead,
  priceRankOnOtherFigure,
} from './answer-shape-words';
import { partiesAskedSummedAway, partiesNamedLost, periodOfUnplacedWord } from './lost-records';
import { deniedStateWithLater } from './denied-state';
import { stateNotYetReached } from './not-yet-state';
import { ownerNamedOnPart, ownerReachedByKey, partOfReferrer } from './owner-named-on-part';
import { comparedSidesMerged, repeatedFigureMerged } from './repeated-figure';
import { columnsSetSideBySide } from './figures-side-by-side';
import { placeFieldsAsked, whereaboutsUnread } from './unread-field-word';
import { comparisonWordLost } from './unread-comparison';
import { relatedColumnCompared } from './related-column-compared';
import { columnDifferenceAsked } from './column-difference';
import { remainderSummedWhole } from './remainder-summed';
import { followUpFragment } from './follow-up-fragment';
import { spanFromDateAsked } from './span-from-date';
import { shareOfFigureAsked } from './share-of-figure';
import { partyReadForDeed, vendorNamedAsBuyer } from './deed-of-party';
import { groupThresholdOnRecords } from './group-threshold';
import { breakdownOfNounValue } from './breakdown-of-one';
import { currentOfAgingRecords } from './current-of-aging';
import { severalNamedInOneFigure } from './several-named';
import { orderByStateLost, remainderFigureLost } from './order-by-state';
import { notOnTime, partlyOfAll } from './partly-of-all';
import { recordsOfAnotherKind } from './records-of-another-kind';
import {
  dateAfterOnLost,
  dateParticipleUnplaced,
  everyPlaceUnread,
  timeWordUnread,
  deadlineReadAsOrder,
  unknownAfterStatus,
  unknownBeforeRecords,
  unknownAfterRecords,
} from './unread-qualifiers';
import { negationLost } from './unread-negation';
import { RelationGraph } from './relation-graph';
import { ARTICLES, HAVING, isSubjectPronoun } from './reader-context';
import { CURRENCY_NAMES, UNIT_NAMES } from '../lexicon/places';

/** Whether a date compared follows mention `i` ("by now", "before June"). */
function datedAfter(content: readonly Mention[], i: number): boolean {
  const next = content[i + 1];
  const compares =
    next?.kind === 'words' &&
    (next.rule?.kind === 'dateCompare' || next.text.toLowerCase() === 'by');
  return compares && content[i + 2]?.kind === 'date';
}

/** Imperatives addressed to someone, acted also when a name follows ("email Acme Steel Corp"). */
const ADDRESSING = new Set(['email', 'call', 'message', 'notify', 'remind', 'chase', 'text']);
/**
 * Verbs that, opening a request and followed by what to act on, ask for a change: "Order 500
 * hex bolts", "close PO-2026-1694", "pay invoice INV-…". Elsewhere the same words are nouns or
 * statuses ("orders", "closed"), so only this position counts.
 */
const IMPERATIVES = new Set([
  'buy',
  'reorder',
  'close',
  'pay',
  'ship',
  'receive',
  'expedite',
  'bill',
  // Production and order handling: "release the firm jobs", "reschedule the late orders".
  'release',
  'reschedule',
  'schedule',
  'confirm',
  'hold',
  'unhold',
  'stop',
  'restart',
  'refund',
  'replenish',
  'restock',
  'requisition',
  ...ADDRESSING,
]);
/** "order" and "purchase" are nouns too ("order CO-2024-0001"): only "order 500 …", "order a …". */
const ORDERING = new Set(['order', 'purchase']);
const OBJECT_START = /^(a|an|the|all|every|some|more|this|that|these|those|our|my)$/i;
const QUANTITY_START = /^(a|an|some|more|another)$/i;

function imperativeStart(tagged: Tagged): Mention | undefined {
  const words = tagged.tokens.filter((t) => !['please', 'kindly', 'now'].includes(t.lower));
  const [verb, object, named] = words;
  if (!verb || !object) return undefined;
  const acted = IMPERATIVES.has(verb.lower)
    ? object.kind === 'number' ||
      object.kind === 'code' ||
      // "hold PO 1234", "close job 5001": a kind of record, then its number.
      (object.kind === 'word' && (named?.kind === 'number' || named?.kind === 'code')) ||
      OBJECT_START.test(object.raw) ||
      // "email Acme Steel Corp about …": a name right after the verb is whom it is done to.
      (ADDRESSING.has(verb.lower) && /^[A-Z]/.test(object.raw))
    : ORDERING.has(verb.lower) && (object.kind === 'number' || QUANTITY_START.test(object.raw));
  if (!acted) return undefined;
  return tagged.mentions.find((m) => m.start <= verb.index && m.end > verb.index);
}

/** Measures every business speaks of, whatever the catalog holds. */
/** Words saying how a date stands against its plan or today ("started early", "due soon"). */
const TIMING_WORDS =
  /^(?:early|earlier|soon|sooner|time|recently|lately|promptly|quickly|slowly|ahead|behind|punctually|tardily|[a-z]+ly)$/i;
const MEASURE_WORDS =
  /^(?:worth|value|valued|margin|margins|profit|profits|revenue|revenues|markup|weight|volume|turnover|profitability|dollars|dollar)$/i;
/**
 * Units of weight, length, volume and time in everyday and abbreviated forms: after a number,
 * the number is counted in them (a unit of measure the catalog knows is read as that value).
 */
const FOREIGN_UNITS = new Set([
  ...Object.values(UNIT_NAMES)
    .flat()
    .filter((w) => !w.includes(' ')),
  ...['kg', 'kgs', 'kilo', 'kilos', 'g', 'gram', 'grams', 'mg', 'lb', 'lbs', 'oz', 'ounce'],
  ...['ounces', 'ton', 'tons', 'tonne', 'tonnes', 'mm', 'cm', 'km', 'mi', 'mile', 'miles'],
  ...['ft', 'yd', 'yds', 'yard', 'yards', 'gal', 'gals', 'ml', 'litre', 'sqft', 'hr', 'hrs'],
  ...['hour', 'hours', 'minute', 'minutes', 'mins', 'seconds', 'watts', 'volts', 'amps', 'psi'],
]);

/** Everyday names of currencies (general English, like the unit words above). */
const CURRENCY_WORDS = new Set(
  Object.values(CURRENCY_NAMES)
    .flat()
    .map((w) => w.toLowerCase()),
);

/** Words of a record's own making ("customers added this year"). */
const CREATION_WORDS = /^(?:created|added|opened|registered|entered|set up|onboarded|new)$/i;
/** Words of a change over time ("went up", "increased"), which no filter on one record reads. */
const CHANGE_WORDS =
  /^(?:went|increased|decreased|rose|risen|dropped|fell|fallen|changed|grew|grown|grow|grows|growth|doubled|jumped)$/i;

/** Words after which an unknown word is a verb of something done to the records. */
const PASSIVE_LEAD =
  /^(?:were|was|been|be|being|is|are|get|got|gets|not|never|haven't|havent|hasn't|weren't|wasn't)$/i;
/** A number written as an ordinal ("5th", "21st"). */
const ORDINAL = /^\s*\d+(?:st|nd|rd|th)\s*$/i;
/** Nouns of a stretch of time, which narrow a period beside them ("this time last year"). */
const TIME_NOUNS = /^(?:time|times|period|point|stage|season|moment|juncture)$/i;
/** A subject before a verb, or the auxiliary asking about it. */
const SUBJECT_LEAD = /^(?:we|i|they|you|did|do|does|have|has)$/i;
/** Verbs of plain having or dealing, which add nothing to the records named. */
const PLAIN_VERBS =
  /^(?:have|has|had|use|uses|used|deal|work|carry|keep|need|want|see|know|do|does|got)$/i;
/** Verbs of trade or making, whose quantities are on the records of the trade. */
const TRADE_OR_MAKING =
  /^(?:sold|sell|sells|selling|bought|buy|buys|purchased|shipped|ship|received|receive|made|make|produced|produce|ordered)$/i;

/** Verbs of sending something out of a place ("shipping from MAIN"). */
const SENDING =
  /^(?:ship|ships|shipping|shipped|send|sends|sending|sent|dispatch|dispatches|dispatching|dispatched|leave|leaves|leaving)$/i;

/** Verbs of sending a document (not goods, which are shipped): "sent POs to", "sent invoices". */
const SENDING_DOCUMENT = /^(?:send|sends|sending|sent)$/i;

/** "what is the", "what's the", "what are our": the words before what a question asks for. */
const ASKING = /^(what|what's|whats|which|show|tell|give)$/i;
const COPULA = /^(is|are|was|were|s|be|me|us|the|a|an|our|my|its|their)$/i;

/** The phrase rule a mention was read by, if any. */
/** A link phrase ending in a preposition ("with", "along with", "supplied by"), not a verb. */
const LINK_PREPOSITION =
  /(?:^|\s)(?:with|having|including|plus|from|by|to|in|inside|at|of|for|on|into|within|than|other)$/i;

const ruleOf = (m: Mention | undefined): string | undefined =>
  m?.kind === 'words' ? m.rule?.kind : undefined;

/** A span naming only properties, read by no phrase rule ("quality", "sales"). */
const propertyWord = (m: Mention | undefined): boolean =>
  m?.kind === 'words' && !m.rule && m.lex.length > 0 && m.lex.every((l) => l.kind === 'property');

/**
 * Unknown words standing where a question names what it asks for: right after "what is the"
 * (or "show me the") at the start, or right after a word asking for a sum, an average, a count.
 */
function askedFor(mentions: readonly Mention[], tokens: readonly Token[] = []): Set<Mention> {
  const out = new Set<Mention>();
  /** `noun`: what follows is a noun phrase ("the …"), not a verb ("which warehouse holds"). */
  const run = (from: number, noun = true): void => {
    for (let j = from; j < mentions.length && mentions[j].kind === 'unknown'; j += 1)
      out.add(mentions[j]);
    // "what is the value of stock …": a word naming a measure (of some IDO) stands there too;
    // left unused, the answer is records instead of that measure.
    const named = mentions[from];
    if (
      named?.kind === 'words' &&
      !named.rule &&
      named.lex.length > 0 &&
      named.lex.every((l) => l.kind === 'property')
    ) {
      out.add(named);
      // "the best quality rating", "what is the sales tax": an unknown word after it is the
      // head of what is asked, the known one only describes it.
      for (let j = from + 1; noun && j < mentions.length && mentions[j].kind === 'unknown'; j += 1)
        out.add(mentions[j]);
      // "total spend on freight", "the cost of tooling": the unknown noun after "on" or "of"
      // says which part of the amount is asked for.
      if (/^(?:on|of)$/i.test(mentions[from + 1]?.text.trim() ?? ''))
        for (let j = from + 2; j < mentions.length && mentions[j].kind === 'unknown'; j += 1)
          if (/^[a-z]/.test(mentions[j].text)) out.add(mentions[j]);
    } else if (
      named?.kind === 'words' &&
      !named.rule &&
      named.lex.some((l) => l.kind === 'property' || l.kind === 'ido') &&
      // "average job length": a noun that also names a value of a status or type ("job" a
      // job type) is still the catalog noun describing the head after it.
      named.lex.every((l) => l.kind === 'property' || l.kind === 'ido' || l.kind === 'enum') &&
      !/s$/i.test(named.text.trim())
    ) {
      // "what's the stock ticker for …", "what is the customer satisfaction score": a noun of
      // the catalog only describes the unknown head after it, which is what is asked. Only in
      // the singular: "how many sales orders came in" are records and what they did.
      for (let j = from + 1; noun && j < mentions.length && mentions[j].kind === 'unknown'; j += 1)
        out.add(mentions[j]);
    }
  };
  const words = (m: Mention | undefined): string[] => (m ? m.text.toLowerCase().split(/\s+/) : []);
  if (words(mentions[0]).some((w) => ASKING.test(w))) {
    let j = 1;
    while (j < mentions.length && words(mentions[j]).every((w) => COPULA.test(w))) j += 1;
    run(j, j > 1);
  }
  // "is anything still on order …", "are some …": a yes-no question asks about the word after
  // its verb; unknown ("anything"), the answer is about whatever the other words fit.
  if (/^(is|are|was|were)$/i.test(mentions[0]?.text ?? '')) run(1);
  // "ratio of late orders", "share of …": a question that opens on what it asks for. So does
  // one opening on a word only read as a typo of a phrase word ("founder" as "under").
  const head = mentions[0];
  const of = mentions[1];
  /** Unknown, or known only as a typo of a phrase word ("founder" as "under"). */
  const strange = (m: Mention | undefined): boolean =>
    m?.kind === 'unknown' || (m?.kind === 'words' && m.typos > 0 && m.lex.length === 0);
  if (strange(head) && of?.kind === 'words' && of.text.toLowerCase() === 'of') out.add(head);
  const isOf = (m: Mention | undefined): boolean =>
    m?.kind === 'words' && m.text.toLowerCase() === 'of';
  const isArticle = (m: Mention | undefined): boolean =>
    m?.kind === 'words' && /^(the|a|an|our|their|its|each)$/i.test(m.text);
  mentions.forEach((m, i) => {
    // "our top customer's share price", "Acme Steel's owner": what follows a possessive
    // belongs to the word before it, and is what the question asks about that word.
    if (tokens[m.end - 1]?.possessive)
      for (let j = i + 1; j < mentions.length && strange(mentions[j]); j += 1) out.add(mentions[j]);
    // "name of the president at …", "email of the account manager for …": a property of an
    // unknown noun is that noun's, not the records'.
    if (propertyWord(m) && isOf(mentions[i + 1])) {
      let j = i + 2;
      while (isArticle(mentions[j])) j += 1;
      for (; j < mentions.length && strange(mentions[j]); j += 1) out.add(mentions[j]);
    }
  });
  // "sales tax collected on invoices", "bonus earned by each salesperson": a question that
  // opens on a noun phrase ending in an unknown word, not followed by a kind of record it would
  // describe, opens on what it asks for.
  if (!words(mentions[0]).some((w) => ASKING.test(w))) {
    let j = 0;
    const opening: Mention[] = [];
    // Words of the catalog may describe the head ("inventory turnover", "sales tax").
    // A kind of record describes only in the singular ("customer satisfaction"); "jobs
    // releasing …", "quotes entered …" are records and what they do.
    const modifier = (m: Mention): boolean =>
      m.kind === 'words' &&
      !m.rule &&
      m.lex.length > 0 &&
      !m.lex.some((l) => l.kind === 'value') &&
      (propertyWord(m) || !/s$/i.test(m.text));
    while (
      j < mentions.length &&
      (mentions[j].kind === 'unknown' || modifier(mentions[j])) &&
      !mentions[j].text.includes(' ')
    ) {
      opening.push(mentions[j]);
      j += 1;
    }
    const next = mentions[j];
    const describes =
      next?.kind === 'words' && next.lex.some((l) => l.kind === 'ido' || l.kind === 'property');
    const head = opening[opening.length - 1];
    // A participle or gerund is what the records do, not what is asked ("invoices falling due").
    const unknownHead =
      (head?.kind === 'unknown' && !/(ing|ed)$/i.test(head.text)) ||
      opening.every((m) => m.kind === 'unknown' || propertyWord(m));
    if (opening.some((m) => m.kind === 'unknown') && unknownHead && !describes && next)
      for (const m of opening) if (m.kind === 'unknown' && /^[a-z]/.test(m.text)) out.add(m);
  }
  // "the people we sell to in Ohio", "list of the firms who supply us": an unknown noun after an
  // article or a verb of listing, then a clause saying who does what with it, is what the
  // question asks for; the answer without it is records of whatever the clause names.
  {
    let k = 0;
    while (
      k < mentions.length &&
      (isArticle(mentions[k]) || /^list(?: of)?$/i.test(mentions[k].text.trim()))
    )
      k += 1;
    const noun = mentions[k];
    if (
      k > 0 &&
      noun?.kind === 'unknown' &&
      /^[a-z]/.test(noun.text) &&
      /^(?:we|who|that|which|you|i|they)$/i.test(mentions[k + 1]?.text.trim() ?? '')
    )
      out.add(noun);
  }
  mentions.forEach((m, i) => {
    // "return rate per item", "bonus earned by each salesperson": what is broken down comes
    // right before the grouping words.
    if (m.kind === 'words' && m.rule?.kind === 'group' && m.text.toLowerCase() !== 'by') {
      for (
        let j = i - 1;
        j >= 0 && (mentions[j].kind === 'unknown' || propertyWord(mentions[j]));
        j -= 1
      )
        if (mentions[j].kind === 'unknown' ? /^[a-z]/.test(mentions[j].text) : true)
          out.add(mentions[j]);
    }
    // "which vendors have the best quality rating": what is ranked by is asked for too.
    if (m.kind === 'words' && m.rule?.kind === 'rank') {
      let j = i + 1;
      while (j < mentions.length && words(mentions[j]).every((w) => COPULA.test(w))) j += 1;
      run(j);
    }
    if (m.kind === 'words' && m.rule?.kind === 'aggregate') {
      let j = i + 1;
      while (j < mentions.length && words(mentions[j]).every((w) => COPULA.test(w))) j += 1;
      // "what did we spend on freight", "the total of freight": the noun after "on" or "of"
      // is what is summed.
      if (/^(?:on|of)$/i.test(mentions[j]?.text.trim() ?? '')) j += 1;
      run(j);
    }
  });
  return out;
}

/**
 * Verbs of trade that name how records are related when they follow the noun asked about
 * ("customers who bought …", "vendors that supply …"). Plain English, not catalog words; what
 * they relate comes from the catalog's relations.
 */
const TRADE_VERBS = new Set([
  'buy',
  'buys',
  'bought',
  'purchase',
  'purchases',
  'purchased',
  'order',
  'orders',
  'ordered',
  'sell',
  'sells',
  'sold',
  'supply',
  'supplies',
  'supplied',
  'provide',
  'provides',
  'provided',
  'make',
  'makes',
  'made',
]);

/** Whether a word of `m` is a verb of trade, or one `also` matches. */
function tradeWordIn(m: Mention, also?: RegExp): boolean {
  return m.text
    .toLowerCase()
    .split(/\s+/)
    .some((w) => TRADE_VERBS.has(w) || also?.test(w) === true);
}

/** Confidence lost per letter corrected in a typo. */
const TYPO_FACTOR = 0.93;

/**
 * From mentions to a plan: reads the clauses, picks the IDO, places each condition (on that IDO
 * or through a relation), shapes the answer and rates how much of the question it understood.
 */
export class Planner {
  private readonly graph: RelationGraph;
  private readonly chooser: IdoChooser;
  private readonly placer: ConditionPlacer;
  private readonly shaper: AnswerShaper;

  /** The word right after "how many" when it names only properties, none of them grouped by. */
  private countedNoun(mentions: readonly Mention[], reading: Reading): string | undefined {
    const at = mentions.findIndex((m) => m === reading.aggregate?.mention);
    const next = at < 0 ? undefined : mentions[at + 1];
    if (next?.kind !== 'words' || next.lex.length === 0) return undefined;
    if (!next.lex.every((l) => l.kind === 'property')) return undefined;
    if (reading.groups.some((g) => g.target === next)) return undefined;
    // "number of overdue invoices": a word that makes a condition describes what is counted.
    if (reading.conditions.some((c) => c.mentions.includes(next))) return undefined;
    return next.text;
  }

  /** Whether the records of `ido`, or one of `properties` (a reference), are parties. */
  /** The one side of trade `ido`'s records are with, through their references (two steps). */
  private tradeSideOf(ido: string): TradeSide | undefined {
    const named = (n: string): string | undefined =>
      this.vocabulary.idos.find((i) => i.name.toLowerCase() === n.toLowerCase())?.name;
    const near = this.vocabulary.ido(ido).relations.map((r) => named(r.targetIdo));
    const reached = [
      ...near,
      ...near.flatMap((n) =>
        n ? this.vocabulary.ido(n).relations.map((r) => named(r.targetIdo)) : [],
      ),
    ].filter((n): n is string => n !== undefined);
    const customer = reached.some((n) => this.vocabulary.isTradeParty(n, 'customer'));
    const vendor = reached.some((n) => this.vocabulary.isTradeParty(n, 'vendor'));
    return customer === vendor ? undefined : customer ? 'customer' : 'vendor';
  }

  private aboutParty(ido: string, properties: readonly string[]): boolean {
    const party = (name: string): boolean => {
      const i = this.vocabulary.idos.find((x) => x.name.toLowerCase() === name.toLowerCase());
      return (
        i !== undefined &&
        [i.label, ...i.synonyms].some((s) =>
          /^(?:customer|client|vendor|supplier|employee|buyer|salesperson)s?$/i.test(s),
        )
      );
    };
    const catalogIdo = this.vocabulary.ido(ido);
    return (
      party(ido) ||
      properties.some((p) => {
        const relation = catalogIdo.relationOf(p);
        if (relation && party(relation.targetIdo)) return true;
        const words = [
          catalogIdo.property(p)?.label ?? '',
          ...(catalogIdo.property(p)?.synonyms ?? []),
        ];
        return words.some((w) => /^(?:buyer|salesperson|customer|vendor)(?: name)?$/i.test(w));
      })
    );
  }

  /**
   * Whether `word` is, or shares its first five letters with, a word naming a property of `ido`
   * (one of `only`, when given).
   */
  private nearPropertyWord(word: string, ido: string, only?: readonly string[]): boolean {
    const w = word.toLowerCase();
    const head = w.length >= 5 ? w.slice(0, 5) : undefined;
    return this.vocabulary
      .ido(ido)
      .properties.filter((p) => !only || only.includes(p.name))
      .flatMap((p) => [p.label, ...(p.synonyms ?? [])])
      .flatMap((phrase) => phrase.toLowerCase().split(/\s+/))
      .some((x) => x === w || (head !== undefined && x.startsWith(head)));
  }

  constructor(private readonly vocabulary: Vocabulary) {
    this.graph = new RelationGraph(vocabulary.idos);
    this.chooser = new IdoChooser(vocabulary);
    this.placer = new ConditionPlacer(vocabulary, this.graph);
    this.shaper = new AnswerShaper(vocabulary, this.graph);
  }

  plan(tagged: Tagged, today: string): EngineOutcome {
    const related = (a: string, b: string): boolean => Number.isFinite(this.graph.distance(a, b));
    const reading = new ClauseReader(tagged.mentions, this.vocabulary, today, related).read();
    reading.mutation ??= imperativeStart(tagged);
    if (reading.mutation) {
      return this.refuse(
        tagged,
        reading,
        'mutation',
        `"${reading.mutation.text}" would change data; queries only read it`,
        undefined,
        0,
      );
    }
    // "what's our open AR": the ledger named by its accounting abbreviation, a mass noun, is
    // the money in it, one sum (nl-examples: "open AR" is a sum of balances), not a list.
    const ledger = reading.entities.find(
      (e) => !e.label && /^(?:a[/ ]?r|a[/ ]?p)$/i.test(e.mention.text.trim()),
    );
    // "AR history for Acme": the noun of rows after the ledger's word names its rows, not a
    // state ("history") some other records are in.
    if (ledger && rowsNamedAt(tagged.tokens, ledger.mention.end)) {
      const rowNoun = tagged.mentions.find((m) => m.start === ledger.mention.end);
      if (rowNoun && rowNoun.end === rowNoun.start + 1) {
        reading.conditions = reading.conditions.filter((c) => !c.mentions.includes(rowNoun));
        reading.used.add(rowNoun);
      }
    }
    if (
      ledger &&
      !reading.aggregate &&
      !reading.rank &&
      // "AR per customer": the money per customer, not how many AR rows each has.
      reading.sorts.length === 0 &&
      reading.fields.length === 0 &&
      reading.limit === undefined &&
      !reading.allFields &&
      // "AR over 90 days": a comparison picks the records listed, as before.
      !tagged.mentions.some((m) => m.kind === 'number') &&
      // "A/R transactions for Acme": the rows, listed.
      !rowsNamedAt(tagged.tokens, ledger.mention.end) &&
      // "AR invoices dated Nov 2": the ledger's invoices, listed.
      !kindOfRowsNamedAfter(tagged.mentions, ledger.mention)
    )
      reading.aggregate = { fn: 'sum', mention: ledger.mention };
    const unpaired = this.pairedReadings(reading);
    this.orderedByUs(reading);
    const choice = this.grounded(reading) ? this.chooser.choose(reading) : undefined;
    if (!choice) {
      return this.refuse(
        tagged,
        reading,
        'not-understood',
        'the question does not name anything the ERP holds',
        undefined,
        0,
      );
    }
    // "anything from Acme still open?", "anything under its reorder point in WEST?": opening the
    // question, the pronoun stands for the records the rest picks, which the choice weighs
    // already (inferred, never named); it asks for nothing else.
    const opening = tagged.mentions[0];
    if (
      opening?.kind === 'unknown' &&
      /^(?:anything|everything)$/i.test(opening.text) &&
      tagged.mentions.length > 1 &&
      !reading.entities.some((e) => !e.label)
    )
      reading.used.add(opening);
    // "what do we buy from Acme": "what" asks for the thing traded, which the question never
    // names; the record named after "from" is whom it was traded with.
    const traded = this.tradedThing(choice.ido, reading);
    if (traded) {
      choice.ido = traded;
      // Inferred, not named: as sure as an IDO inferred from the rest.
      choice.certainty = 0.92;
      delete choice.runnerUp;
      delete choice.note;
    }
    // "what did we ship to customers on Thursday": what was done to the party named is the
    // records of the deed (the order lines shipped), named by the verb's own date.
    const deed = traded ? undefined : this.deedToParty(choice.ido, reading);
    if (deed) {
      choice.ido = deed;
      choice.certainty = 0.92;
      delete choice.runnerUp;
      delete choice.note;
    }
    // "who did we buy HYD parts from": "who" with us trading from (to) someone asks for the
    // party on that side of the trade, not for what was traded.
    const side = this.partyAskedBy(choice.ido, reading);
    if (side) {
      choice.ido = side;
      delete choice.runnerUp;
      delete choice.note;
      // The verb names the relation crossed, not a kind of the records traded ("buy": a
      // purchased item).
      reading.conditions = reading.conditions.filter((c) => {
        const [m] = c.mentions;
        const verb = c.mentions.length === 1 && TRADE_VERBS.has(m.text.toLowerCase());
        if (verb) reading.used.add(m);
        return !verb;
      });
      // "who sold us IT-10045": nor is it a property of the records traded (the order date).
      reading.fields = reading.fields.filter((fi) => {
        const verb = TRADE_VERBS.has(fi.mention.text.trim().toLowerCase());
        if (verb) reading.used.add(fi.mention);
        return !verb;
      });
    }
    // "who placed the biggest order this year": the verb names the records' date ("placed"),
    // but "who" asks for the party; the date is shown besides the usual fields (the party's
    // name among them), never instead of them.
    if (/^(who|whom)$/i.test(reading.mentions[0]?.text.trim() ?? '')) {
      for (const fi of reading.fields) {
        const dated = fi.mention.lex.some(
          (l) =>
            l.kind === 'property' &&
            l.ido === choice.ido &&
            this.vocabulary.ido(l.ido).property(l.property)?.type === 'date',
        );
        if (dated && fi.mode === 'select') fi.mode = 'add';
      }
    }
    // "where is IT-10024 stocked": where a record is kept is its detail per place (stock per
    // warehouse), not the record itself.
    const placed = this.whereKept(choice.ido, reading);
    if (placed) {
      choice.ido = placed;
      choice.certainty = Math.min(choice.certainty, 0.92);
      delete choice.runnerUp;
      delete choice.note;
    }
    // "what's on sales order 100064", "ship dates for PO00000010": what one document holds,
    // or a field only its lines carry, is asked of its lines.
    // "what has PO00000010 received": the number alone chose the lines; asked as of its header.
    const header = headerOfLines(choice.ido, this.vocabulary, this.graph);
    const lines =
      linesOfDocumentAsked(choice.ido, reading, this.vocabulary, this.graph) ??
      (header && linesOfDocumentAsked(header, reading, this.vocabulary, this.graph)) ??
      linesOfOtherDocument(choice.ido, reading, this.vocabulary, this.graph);
    if (lines) {
      choice.ido = lines;
      delete choice.runnerUp;
      delete choice.note;
    }
    let detail = this.detailOf(choice.ido, reading);
    const absent = detail ? this.absentFromDetail(detail, choice.ido, reading) : undefined;
    if (absent) {
      // "items that aren't stocked in MAIN": no row of the detail there, not the rows of the
      // other warehouses.
      reading.conditions = absent;
      detail = undefined;
    }
    const chosen = detail ?? choice.ido;
    // "AR balance of customers in Canada": an amount only their records hold is their total.
    amountOfRelatedAsTotal(chosen, reading, this.vocabulary, this.graph);
    const pivoted = this.shaper.pivot(chosen, reading);
    // "largest invoice amount for customers in Ohio": the superlative sizes one record of the
    // IDO answered from, so the answer is its largest (smallest) amount, not a total per party.
    const pivot =
      pivoted && pivoted.fn === 'sum' && this.rankSizesOneRecord(pivoted.ido, reading)
        ? {
            ...pivoted,
            groupBy: [],
            fn: reading.rank?.direction === 'asc' ? ('min' as const) : ('max' as const),
            // "vendors with the biggest PO cost": the parties asked for, named before the
            // superlative in the plural, are not in one value over their records: a guess.
            ...(this.partiesAskedBefore(chosen, pivoted.ido, reading)
              ? {
                  certainty: Math.min(pivoted.certainty ?? 1, 0.45),
                  note: `the ${this.vocabulary.ido(chosen).label.toLowerCase()} asked for are not named in one value over their records`,
                }
              : {}),
          }
        : pivoted && pivoted.fn === 'sum' && this.rankSizesOneNoun(pivoted.ido, reading)
          ? {
              ...pivoted,
              certainty: Math.min(pivoted.certainty ?? 1, 0.45),
              note: `"${reading.rank?.mention.text ?? ''}" sizes one record; ranked by the total per ${this.vocabulary.ido(chosen).label.toLowerCase()} instead`,
            }
          : pivoted;
    const ido = pivot?.ido ?? chosen;
    // "what did we ship to C" answered with C's own record: the verb says nothing there.
    // Another question is answered, however sure the rest is: below the bar of an answer.
    // What was traded with the party ("what did we receive from V": the items on its lines) is
    // reached through the records of the deed, which the answer's relation carries.
    if (!traded && leaveDeedsNotInAnswer(ido, reading, this.vocabulary))
      choice.certainty = Math.min(choice.certainty, 0.45);
    this.reachableReadings(ido, reading);
    reading.conditions.push(...this.kindConditions(ido, tagged.tokens, reading));
    for (const e of reading.entities) {
      // "customers without invoices": the related noun names its kind too.
      if (e.ido === ido || e.label) continue;
      const words = tagged.tokens.slice(e.mention.start, e.mention.end);
      reading.conditions.push(...this.kindConditions(e.ido, words, reading, e.mention.start));
    }
    let placement = this.placer.place(ido, reading);
    // "which customers buy HYD items": a verb of trade said of the answer's noun says its
    // records are linked to the rest by the records that refer to them (their orders), so
    // paths through those are followed too (three steps only when there is one such way).
    if (placement.unplaced.length > 0 && this.tradeVerbOf(ido, reading)) {
      const via = new Set(
        this.vocabulary.idos
          .map((i) => i.name)
          .filter((x) => x !== ido && this.graph.reference(x, ido) !== undefined),
      );
      const again = this.placer.place(ido, { ...reading, via });
      if (again.unplaced.length < placement.unplaced.length) {
        reading.via = via;
        placement = again;
      }
    }
    const verbs = this.relationVerbs(ido, reading, placement);
    // "which vendors supply IT-10045", "what items has Acme Steel Corp supplied": a verb of
    // trade no catalog word reads names the relation the answer crosses.
    if (placement.relations.length > 0)
      for (const m of tagged.mentions)
        if (m.kind === 'unknown' && TRADE_VERBS.has(m.text.toLowerCase())) reading.used.add(m);
    if (verbs.length > 0) {
      // "customers who bought IT-10045", "which customers have ordered IT-10045": the verb
      // names the relation the rest of the question crosses, not a status or a date of it.
      const without = {
        ...reading,
        conditions: reading.conditions.filter((c) => !verbs.includes(c)),
      };
      let again = this.placer.place(ido, without);
      const host = again.relations.length === 0 ? this.verbHost(ido, verbs) : undefined;
      if (host) {
        // "customers who have never ordered", "which customers have ordered": the verb alone
        // names the relation, so the related records exist (or, said with "never", do not).
        without.conditions = [
          ...without.conditions,
          existsCondition(
            {
              mentions: verbs.flatMap((c) => c.mentions),
              at: verbs[0].at,
              relationNegated: verbs.some((c) => c.relationNegated === true),
              negatedBy: verbs.flatMap((c) => c.negatedBy ?? []),
            },
            host,
          ),
        ];
        again = this.placer.place(ido, without);
      }
      if (again.relations.length > 0 && again.unplaced.length <= placement.unplaced.length) {
        reading.conditions = without.conditions;
        for (const c of verbs) for (const m of c.mentions) reading.used.add(m);
        placement = again;
      }
    }
    this.applyCanonical(ido, reading, placement);
    this.keepAsFields(ido, reading, placement);
    this.doneQuantities(ido, reading, placement);
    const awaited = awaitedState(placement.filter, ido, this.vocabulary, tagged.mentions);
    if (awaited)
      placement = {
        ...placement,
        filter: awaited.filter,
        notes: [...placement.notes, awaited.note],
        certainty: placement.certainty * 0.9,
      };
    const shape = this.shaper.shape(ido, reading, placement, pivot);
    // "where is Twin City Steel located": the record's address fields (unread-field-word.ts).
    const placeFields = shape.aggregate
      ? undefined
      : placeFieldsAsked(tagged.mentions, reading, ido, this.vocabulary, shape.fields);
    if (placeFields) shape.fields = placeFields;
    // "how many items do we buy vs make vs transfer": values of one enum set side by side ask
    // for the figure per value (versus.ts); a list of them, for how many there are of each.
    // Every side must be among the values the filter keeps: "invoices vs credit memos" read
    // as credit memos alone lost a side, which no grouping gives back.
    const setAgainst = !pivot && !reading.rank ? breakdownAsked(ido, tagged.mentions) : undefined;
    const breakdown = setAgainst?.sides.every((m) =>
      placement.placed.some((c) => c.mentions.includes(m) && !placement.remote.includes(c)),
    )
      ? setAgainst
      : undefined;
    // "average unit cost of purchased vs manufactured items": any figure, per value.
    if (breakdown) {
      // "make vs buy, by product code": per value within each group asked for too.
      const groupBy = shape.aggregate?.groupBy ?? [];
      shape.aggregate = {
        groupBy: groupBy.includes(breakdown.property) ? groupBy : [...groupBy, breakdown.property],
        measures: shape.aggregate?.measures ?? [{ fn: 'count', as: 'count' }],
      };
      shape.orderBy = [];
      shape.fields = [];
      delete shape.limit;
      for (const m of breakdown.words) reading.used.add(m);
    }
    // "open AR per customer": the ledger's balance per customer, zero balances too (open-ledger.ts).
    const ledgerSummed = openLedgerSummed(
      ido,
      reading,
      placement.placed,
      placement.filter,
      shape.aggregate,
      this.vocabulary,
    );
    if (ledgerSummed) placement = { ...placement, filter: ledgerSummed.filter };
    // "orders shipping from MAIN", "orders not shipping out of EAST": a verb of sending, then
    // "from" and a value the answer's own records carry (their warehouse), says where they
    // leave from, which that value already reads. Only of records sent to customers: what we
    // buy ships from the vendor, into our warehouse.
    const sentToCustomers = this.vocabulary.idos.some(
      (party) =>
        this.vocabulary.isTradeParty(party.name, 'customer') &&
        (this.graph.reference(ido, party.name) !== undefined ||
          this.vocabulary.idos.some(
            (mid) =>
              this.graph.reference(ido, mid.name) !== undefined &&
              this.graph.reference(mid.name, party.name) !== undefined,
          )),
    );
    const sentFrom = tagged.mentions.filter((m, i) => {
      const from = tagged.mentions[i + 1];
      // "out of" may be read as two words ("out", a filler, then the link "of").
      const outOf =
        /^out$/i.test(from?.text.trim() ?? '') &&
        /^of$/i.test(tagged.mentions[i + 2]?.text.trim() ?? '');
      const place = tagged.mentions[i + (outOf ? 3 : 2)];
      return (
        m.kind === 'unknown' &&
        SENDING.test(m.text) &&
        from?.kind === 'words' &&
        (outOf || /^(?:from|out of)$/i.test(from.text.trim())) &&
        place?.kind === 'words' &&
        reading.used.has(place) &&
        place.lex.some((l) => l.kind === 'value' && l.ido === ido) &&
        // A party's name ("shipping from Acme Steel") is who sends, not a place of ours.
        !place.lex.some((l) => l.kind === 'value' && this.vocabulary.isTradeParty(l.ido)) &&
        placement.placed.some((c) => c.mentions.includes(place) && !placement.remote.includes(c))
      );
    });
    if (sentToCustomers) for (const m of sentFrom) reading.used.add(m);
    for (const m of this.newOfPeriodPlaced(ido, tagged.mentions, reading, placement))
      reading.used.add(m);
    // "vendors we issued POs to this month": a verb naming a date of related records ("issued":
    // a PO's order date), with their noun between it and the period, names the very date the
    // period was read on there; it is understood, not a field the answer failed to show.
    const periodVerbs = new Set<Mention>(
      this.dateVerbOfRemotePeriod(tagged.mentions, reading, placement),
    );
    // "customers with a hold": a word the phrase table reads as a link ("hold" as "with") right
    // after an article, or opening the question before another link, is a noun there (no link
    // follows an article), one nothing reads: a guess.
    const linkJoiningNothing = tagged.mentions.filter(
      (m, i) =>
        m.kind === 'words' &&
        m.rule?.kind === 'link' &&
        m.lex.length === 0 &&
        (/^(?:a|an|the)$/i.test(tagged.mentions[i - 1]?.text ?? '') ||
          // "holds on customers": opening the question, with another link right after it,
          // it joins nothing to nothing.
          (i === 0 && ruleOf(tagged.mentions[1]) === 'link') ||
          // "hold orders", "customers to hold": a verb the table reads as a link (no
          // preposition, which may be left at the end: "who do we buy it from") opening the
          // question has no records before it to join, or closing it nothing after it; the
          // word is something else there (a state, an instruction) nothing reads.
          // After a subject ("the items we carry") it is that subject's verb, and fine.
          ((i === 0 ||
            (i === tagged.mentions.length - 1 &&
              !/^(?:we|you|they|i|it)$/i.test(tagged.mentions[i - 1]?.text ?? ''))) &&
            !LINK_PREPOSITION.test(m.text))),
    );
    const notUnderstood = new Set<Mention>([
      ...placement.unplaced.flatMap((c) => c.mentions),
      ...shape.unused.filter((m) => !periodVerbs.has(m)),
    ]);
    const content = tagged.mentions.filter((m) => !this.isFiller(m));
    const asked = askedFor(tagged.mentions, tagged.tokens);
    // An unknown word right before a noun or a property describes it ("negative stock", "zero
    // cost", "new customers"): the answer without it is about other records.
    // So does one right after a word naming a date of the records ("started early", "invoiced
    // promptly", "started on time"): it says how that date stands, which the answer without it
    // does not.
    const dated = (i: number): boolean => {
      let j = i - 1;
      if (ruleOf(tagged.mentions[j]) === 'link') j -= 1;
      const before = tagged.mentions[j];
      return before?.kind === 'words' && !before.rule && this.namesDate(before);
    };
    const modalUnread = (i: number): boolean => {
      const verb = tagged.mentions.slice(i + 1).find((x) => !this.isFiller(x));
      return (
        verb?.kind === 'words' &&
        this.namesDate(verb) &&
        !reading.conditions.some((c) => c.mentions.includes(verb))
      );
    };
    const describing = new Set(
      tagged.mentions.filter((m, i) => {
        const next = tagged.mentions[i + 1];
        return (
          ((m.kind === 'unknown' || m.kind === 'number') &&
            next?.kind === 'words' &&
            next.lex.some((l) => l.kind === 'ido' || l.kind === 'property')) ||
          (m.kind === 'unknown' && TIMING_WORDS.test(m.text) && dated(i)) ||
          // "customers late paying": a participle right after a property word says whose deed
          // the property is of (paying, not delivering); without it the answer is another's.
          (m.kind === 'unknown' &&
            /^[a-z]{3,}ing$/i.test(m.text) &&
            tagged.mentions[i - 1]?.kind === 'words' &&
            !ruleOf(tagged.mentions[i - 1]) &&
            (tagged.mentions[i - 1] as WordsMention).lex.some((l) => l.kind === 'property') &&
            !(tagged.mentions[i - 1] as WordsMention).lex.some((l) => l.kind === 'ido')) ||
          // "jobs that should have started": a modal before a date word that no condition
          // reads says the records ought to be so by a date never given ("by now" gives one).
          (m.kind === 'unknown' && /^(?:should|ought)$/i.test(m.text) && modalUnread(i))
        );
      }),
    );
    // An unknown word right before a comparison with a number names what is compared ("a
    // profit over $5K", "weight above 20"): comparing another amount answers another question.
    // A word close to one of the IDO's own property words ("cost" of Purchase Cost, "releasing"
    // of Quantity Released) says how the amount is named there, not something else.
    // "where scrapped is greater than zero": a filler ("is") may stand between; not a link
    // ("came in under $500" is a verb of its own).
    const afterFillers = (i: number): number => {
      let j = i + 1;
      while (
        j < tagged.mentions.length &&
        this.isFiller(tagged.mentions[j]) &&
        ruleOf(tagged.mentions[j]) === 'filler'
      )
        j += 1;
      return j;
    };
    const comparesNext = (i: number): boolean =>
      isCompareWord(tagged.mentions[afterFillers(i)]) &&
      tagged.mentions[afterFillers(i) + 1]?.kind === 'number';
    // "a receipt qty over 100": an unknown word before the amount compared says which amount;
    // unless close to a word of that amount's own name, the answer compares another one.
    const namesCompared = (m: Mention, i: number): boolean => {
      const amount = tagged.mentions[i + 1];
      if (!propertyWord(amount) || !comparesNext(i + 1)) return false;
      const own = (amount as WordsMention).lex.flatMap((l) =>
        l.kind === 'property' && l.ido === ido ? [l.property] : [],
      );
      return own.length > 0 && !this.nearPropertyWord(m.text, ido, own);
    };
    const compared = tagged.mentions.filter(
      (m, i) =>
        m.kind === 'unknown' &&
        /^[a-z]/i.test(m.text) &&
        ((comparesNext(i) && !this.nearPropertyWord(m.text, ido)) || namesCompared(m, i)),
    );
    for (const m of compared) describing.add(m);
    // "customers who have a birthday this month": an unknown noun that records are said to have
    // names what the question is about; the answer without it is about something else they have
    // (their orders of this month).
    for (const m of this.unknownHeld(tagged.mentions)) describing.add(m);
    // An unknown name ("Tesla", "Zeta Corp") weighs double: answering without it answers
    // about something else. So does an unknown word in the place of what is asked ("what is
    // the gross margin …", "average lead time …"): without it the answer is to another question.
    // An identifier that matches no record ("PO-2024-0001" when there is none) likewise: the
    // answer would be about every record instead of that one.
    const weight = (m: Mention): number =>
      m.end -
      m.start +
      ((m.kind === 'unknown' &&
        ((m.start > 0 && /^[A-Z]/.test(m.text)) || asked.has(m) || describing.has(m))) ||
      (m.kind === 'number' && describing.has(m) && !reading.used.has(m)) ||
      (m.kind === 'code' && m.lex.length === 0)
        ? 1
        : 0);
    const contentTokens = content.reduce((n, m) => n + weight(m), 0);
    const understood = content
      .filter((m) => reading.used.has(m) && !notUnderstood.has(m))
      .reduce((n, m) => n + weight(m), 0);
    // Steeper than linear: half a question understood is not half an answer.
    const coverage = contentTokens === 0 ? 0 : (understood / contentTokens) ** 1.5;
    let confidence = coverage * choice.certainty;
    for (const m of content)
      if (reading.used.has(m) && m.typos > 0) confidence *= TYPO_FACTOR ** m.typos;
    confidence *= placement.certainty * (pivot?.certainty ?? 1);
    // What the question asks for is a word nobody knows: whatever else fits, the answer is to
    // another question.
    if ([...asked].some((m) => !reading.used.has(m) || notUnderstood.has(m))) confidence *= 0.6;
    if (compared.some((m) => !reading.used.has(m))) confidence *= 0.6;
    if (linkJoiningNothing.length > 0) confidence *= 0.45;
    // "items over 20 kg", "jobs with more than 500 kilos released": a number in a unit the
    // catalog holds no value of is a weight or a length, not the amount it was compared as.
    if (
      tagged.mentions.some((m, i) => {
        const next = tagged.mentions[i + 1];
        return (
          m.kind === 'number' &&
          !m.number.unit &&
          reading.used.has(m) &&
          (next?.kind === 'unknown' || (next?.kind === 'words' && next.lex.length === 0)) &&
          FOREIGN_UNITS.has(next.text.toLowerCase())
        );
      })
    )
      confidence *= 0.45;
    // "open POs in yen", "orders in Swiss francs": a currency the catalog holds no value of,
    // left unread, answers in every currency.
    if (
      content.some(
        (m) =>
          !reading.used.has(m) &&
          (m.kind === 'unknown' || (m.kind === 'words' && m.lex.length === 0)) &&
          (CURRENCY_WORDS.has(m.text.toLowerCase()) ||
            CURRENCY_WORDS.has(
              `${m.text} ${tagged.mentions[tagged.mentions.indexOf(m) + 1]?.text ?? ''}`.toLowerCase(),
            )),
      )
    )
      confidence *= 0.45;
    // "jobs with a start qty over 500", "PO lines with a receipt qty over 100": a catalog word
    // before the amount compared, read apart from it (a field, or nothing), says which amount.
    if (
      tagged.mentions.some(
        (m, i) =>
          m.kind === 'words' &&
          !m.rule &&
          m.lex.length > 0 &&
          namesCompared(m, i) &&
          (!reading.used.has(m) ||
            notUnderstood.has(m) ||
            reading.fields.some((f) => f.mention === m)),
      )
    )
      confidence *= 0.45;
    // So is a word naming a measure in any business ("worth", "margin", "revenue") left unread:
    // the answer gives another measure, or none.
    if (
      content.some(
        (m) => MEASURE_WORDS.test(m.text) && (!reading.used.has(m) || notUnderstood.has(m)),
      )
    )
      confidence *= 0.6;
    // "lines received more than a week late" answered with order lines (their days late): the
    // noun names two kinds of records (PO lines, order lines), and a catalog word left unread
    // names a property of the other kind only (received: of PO lines). It says which records
    // were meant; the answer is about the others.
    const otherKinds = new Set(
      reading.entities
        .filter((e) => !e.label)
        .flatMap((e) => e.mention.lex)
        .filter((l) => l.kind === 'ido' && l.ido !== ido)
        .map((l) => l.ido),
    );
    if (
      reading.entities.some((e) => !e.label && e.ido === ido) &&
      content.some(
        (m) =>
          m.kind === 'words' &&
          !m.rule &&
          (!reading.used.has(m) || notUnderstood.has(m)) &&
          m.lex.some((l) => l.kind === 'property' && otherKinds.has(l.ido)) &&
          !m.lex.some((l) => l.kind === 'property' && l.ido === ido),
      )
    )
      confidence *= 0.6;
    confidence *= this.droppedMeasureOrBreakdown(tagged, reading, notUnderstood);
    if (shape.aggregate && this.summedOutsidePeriod(ido, shape.aggregate, placement))
      confidence *= 0.6;
    // "vendor and total spend for open POs": a word asking for a figure ("total", "average")
    // left unread answers with a list of what was to be summed (per vendor, maybe), not it.
    if (
      content.some(
        (m) =>
          m.kind === 'words' &&
          m.rule?.kind === 'aggregate' &&
          (!reading.used.has(m) || notUnderstood.has(m)),
      )
    )
      confidence *= 0.6;
    if (unpaired) confidence *= 0.45;
    // "avg days late on orders for customers in Texas" averaged the customers' credit limit:
    // the amount named is not on the records answered, so another one was put in its place.
    const namedMeasure = reading.aggregate?.measure ?? reading.rank?.measure;
    if (namedMeasure && shape.unused.includes(namedMeasure)) confidence *= 0.45;
    // "which customers buy PKG items": so is a noun whose own condition ("PKG": a product code
    // of items) fitted nowhere.
    if (
      this.nounLeftOut(ido, reading, placement.relations, [
        ...placement.placed,
        ...placement.unplaced.filter((c) => c.mentions.length > 0),
      ])
    )
      confidence *= 0.45;
    // "what do we have on order from Acme": no noun named the records answered (stock per
    // warehouse, by its "on order"), and the name fell on records that only share a reference
    // with them (PO lines of the same items): the question is about those other records.
    if (
      !reading.entities.some((e) => e.ido === ido) &&
      placement.relations.some(
        (r) =>
          !reading.entities.some((e) => e.ido === r.target.ido) &&
          this.graph.reference(ido, r.target.ido) === undefined &&
          this.graph.reference(r.target.ido, ido) === undefined,
      )
    )
      confidence *= 0.45;
    // So is a number left unread ("under 1,000 or over 50,000" read as under 1,000): the answer
    // leaves out a limit the question set.
    if (content.some((m) => m.kind === 'number' && !reading.used.has(m))) confidence *= 0.6;
    // "orders over 5th", "the 5th customer": a number written as an ordinal is a day or a
    // place in a row, never an amount or how many records to show.
    if (content.some((m) => m.kind === 'number' && reading.used.has(m) && ORDINAL.test(m.text)))
      confidence *= 0.45;
    if (
      latenessOfEvent(ido, tagged.mentions, placement.properties, this.vocabulary) ||
      stateOfEvent(ido, tagged.mentions, placement.properties, this.vocabulary)
    )
      confidence *= 0.45;
    // So is a change over time ("whose cost went up"), an unknown verb naming the date of a
    // period read on other records ("customers added this year": their orders' date), and an
    // unknown verb in -ing before a period.
    const remoteDates = new Set<Mention>(
      placement.remote.flatMap((c) => c.mentions.filter((m) => m.kind === 'date')),
    );
    if (
      content.some(
        (m, i) =>
          m.kind === 'unknown' &&
          !reading.used.has(m) &&
          (CHANGE_WORDS.test(m.text) ||
            (/^[a-z]+ed$/i.test(m.text) && remoteDates.has(content[i + 1])) ||
            // "POs that arrived by now": an unknown verb of the past before a date it is compared
            // with says which date that is; another one was compared.
            (/^[a-z]{3,}ed$/i.test(m.text) && datedAfter(content, i)) ||
            // "POs arriving next week": a verb of what is yet to happen names a date ahead,
            // not the date the records were made.
            // So does a shorthand nobody knows right before a period ("invoices pd last month",
            // "lines rcpt yesterday"): it may say which date, or what happened then.
            (/^[a-z][b-df-hj-np-tv-z]+$/i.test(m.text) && content[i + 1]?.kind === 'date') ||
            // "jobs amending last week": so does a verb in -ing nobody knows.
            (/^[a-z]{3,}ing$/i.test(m.text) && content[i + 1]?.kind === 'date')),
      )
    )
      confidence *= 0.6;
    // "vendors created last month": a word of a record's own making, read on other records
    // (the POs' order date), is not when these records were made.
    const madeElsewhere = placement.remote.some((c) =>
      c.mentions.some((m) => m.kind === 'words' && CREATION_WORDS.test(m.text)),
    );
    if (madeElsewhere) confidence *= 0.45;
    // "sales orders with nothing shipped": "nothing" of every line, read on related records,
    // keeps the orders with any one line unshipped (some, not all).
    const noneOfAll = placement.remote.some(
      (c) =>
        !c.relationNegated &&
        c.mentions.some(
          (m) => ruleOf(m) === 'compareProperties' && /^(?:nothing|none)\b/i.test(m.text),
        ),
    );
    if (noneOfAll) confidence *= 0.45;
    // "supplier orders that haven't arrived": "not" said of the orders, read on their lines.
    const nouns = reading.entities.map((e) => e.ido);
    const ruled = (m: Mention): boolean => ruleOf(m) === 'compareProperties';
    if (partlyOfAll(placement.remote, nouns, ido, ruled)) confidence *= 0.45;
    if (notOnTime(placement.placed, ruled)) confidence *= 0.45;
    if (negatedOnDetails(ido, placement, this.vocabulary, nouns)) confidence *= 0.45;
    // "customers who paid last month": a bare period read on one kind of related records (their
    // orders) while the question's other condition is on another kind (their invoices) that
    // has a date too: which records the period is of is a coin flip.
    const targets = [...new Set(placement.relations.map((r) => r.target.ido))].filter(
      (t) => !reading.entities.some((e) => e.ido === t),
    );
    if (
      targets.length >= 2 &&
      placement.remote.some(
        (c) =>
          c.mentions.every((m) => m.kind === 'date') &&
          targets.filter((t) => c.build(t, this.vocabulary) !== undefined).length >= 2,
      )
    )
      confidence *= 0.6;
    // "€1.000", "5.250": a dot before exactly three digits is a thousands mark in much of the
    // world and a decimal point in the rest; either reading is a guess by a factor of 1,000.
    const dotted = tagged.tokens.find(
      (tk) => tk.kind === 'number' && /^(?:\$)?\d{1,3}\.\d{3}$/.test(tk.raw),
    );
    if (dotted) confidence *= 0.45;
    // A negated condition that fits nowhere ("received but not invoiced") leaves in the answer
    // exactly what was to be left out.
    const negatedBefore = (m: Mention): boolean => {
      const before = tagged.mentions[tagged.mentions.indexOf(m) - 1];
      return before?.kind === 'words' && before.rule?.kind === 'negate';
    };
    if (
      placement.unplaced.some(
        (c) => c.negated || c.relationNegated || c.mentions.some(negatedBefore),
      )
    )
      confidence *= 0.6;
    // So is a negation left out: the answer without it is the opposite of what was asked.
    if (
      content.some((m) => m.kind === 'words' && m.rule?.kind === 'negate' && !reading.used.has(m))
    )
      confidence *= 0.6;
    // So is a negation read and then attached to nothing the answer keeps ("vendors that don't
    // bill us in USD": the negated noun fitted nowhere; "POs that aren't regular orders": the
    // negated noun was the answer's own): every negation word read must be carried by a
    // condition that was placed, or the answer says the opposite of what was asked.
    if (this.negationLost(content, reading, placement)) confidence *= 0.45;
    // "how much do we owe": money owed BY us (payables); what the catalog calls owed, with no
    // party named as its debtor, is owed to us. The answer would be the opposite amount.
    const weOwe = owedByUs(tagged.tokens);
    if (weOwe) confidence *= 0.45;
    // So is a record named by an identifier that matches nothing: the answer is not about it.
    // So is a word written as a code ("BRG", "NET60") that matches no value: the answer is
    // about every record instead of those with that code.
    if (
      content.some(
        (m) =>
          ((m.kind === 'code' && m.lex.length === 0) ||
            (m.kind === 'unknown' && /^(?=.*[A-Z])[A-Z0-9/-]{2,}$/.test(m.text))) &&
          !reading.used.has(m),
      )
    )
      confidence *= 0.6;
    // So is a total or a ranking asked for and not given (nothing to sum, nothing to order by).
    // A breakdown asked for by something the records cannot be grouped by ("PO count per
    // region") likewise: one total instead.
    const shapeWords = [
      reading.aggregate?.mention,
      reading.rank?.mention,
      ...reading.groups.map((g) => g.target),
    ];
    if (shape.unused.some((m) => shapeWords.includes(m as WordsMention))) confidence *= 0.6;
    // So is a grouping asked for in words that can only mean one ("in each month", "per
    // region") and not given: one total instead of a breakdown. A bare "by" has other senses.
    if (
      content.some(
        (m) =>
          m.kind === 'words' &&
          m.rule?.kind === 'group' &&
          m.text.toLowerCase() !== 'by' &&
          !reading.used.has(m),
      )
    )
      confidence *= 0.6;
    // "who bought IT-10045 lately": "who" asks for a party (a customer, a vendor); an answer
    // that is neither parties nor broken down by one is about something else.
    const who = /^(?:who|whom)$/i.test(tagged.mentions[0]?.text ?? '');
    if (who && !this.aboutParty(ido, shape.aggregate?.groupBy ?? shape.fields)) {
      confidence *= 0.6;
      // "who buys": the verb of trade, which asks who trades, read as a kind of the records
      // answered instead (a purchased item) is re-read far from its meaning.
      if (
        placement.placed.some(
          (c) => c.mentions.length === 1 && TRADE_VERBS.has(c.mentions[0].text.toLowerCase()),
        )
      )
        confidence *= 0.6;
    }
    // "who owes us more than 50000", "who bought over 500 units": "who" asks for the parties
    // whose records add up past the figure. With no noun naming the records ("who has an
    // invoice over 50000"), a figure compared with one record's amount or quantity at a time
    // answers another question (any single invoice over it), and no total per party is kept.
    if (
      who &&
      !shape.aggregate &&
      !this.vocabulary.isTradeParty(ido) &&
      reading.entities.length === 0 &&
      placement.placed.some(
        (c) =>
          !placement.remote.includes(c) &&
          c.mentions.some((m) => m.kind === 'number' && m.number.value > 0) &&
          c.mentions.some(
            (m) =>
              m.kind === 'words' &&
              m.lex.some((l) => {
                if (l.kind !== 'property' || l.ido !== ido) return false;
                const unit = this.vocabulary.ido(ido).property(l.property)?.unit;
                return unit === 'currency' || unit === 'quantity';
              }),
          ),
      )
    )
      confidence *= 0.45;
    // "who has the largest past due balance": ranked the same way, a party's amount with no noun
    // naming the records is the party's total; the one record with the largest amount answers
    // another question ("who has the largest invoice" names the records and keeps its reading).
    if (
      who &&
      !shape.aggregate &&
      reading.rank !== undefined &&
      !this.vocabulary.isTradeParty(ido) &&
      reading.entities.length === 0 &&
      shape.orderBy.some((o) => {
        const unit = this.vocabulary.ido(ido).property(o.property)?.unit;
        return unit === 'currency' || unit === 'quantity' || unit === 'days';
      })
    )
      confidence *= 0.45;
    // "who invoices us", "who bills": the word naming the records stands right after "who",
    // where only a verb can; who does it (a vendor billing us, or we our customers) is not
    // what the records answered (invoices, not a party) say.
    const afterWho = who ? tagged.mentions[1] : undefined;
    if (
      afterWho?.kind === 'words' &&
      afterWho.lex.some((l) => l.kind === 'ido' && l.ido === ido) &&
      !this.aboutParty(ido, [])
    )
      confidence *= 0.45;
    // "items nobody bought this year", "items no one ordered": who it is that buys or orders
    // (our customers from us, or we from our vendors) is not said, and the answer reads one side.
    const nobody = tagged.mentions.findIndex((m) =>
      /^(?:nobody|no one|no-one|noone)\b/i.test(m.text),
    );
    if (
      nobody >= 0 &&
      tagged.mentions
        .slice(nobody + 1, nobody + 4)
        .some((m) => /^(?:buy|buys|bought|purchas\w*|orders?|ordered)$/i.test(m.text)) &&
      !tagged.mentions.some((m) => /^(?:we|us|our|ourselves)$/i.test(m.text)) &&
      !reading.entities.some((e) => this.vocabulary.isTradeParty(e.ido))
    )
      confidence *= 0.45;
    // "items ordered last month": ordered by us from vendors, or by customers from us; with no
    // one said to order them ("we", a party) and records that trade with neither side, the
    // relation read takes one side of two.
    const sides = (name: string): number =>
      this.vocabulary
        .ido(name)
        .relations.filter((r) =>
          this.vocabulary.idos.some(
            (i) => i.name === r.targetIdo && this.vocabulary.isTradeParty(i.name),
          ),
        ).length;
    if (
      !who &&
      placement.relations.length > 0 &&
      sides(ido) === 0 &&
      !this.vocabulary.isTradeParty(ido) &&
      tagged.mentions.some((m) => /^ordered$/i.test(m.text)) &&
      !tagged.mentions.some((m) => /^(?:we|us|our|ourselves)$/i.test(m.text)) &&
      !reading.entities.some((e) => this.vocabulary.isTradeParty(e.ido))
    )
      confidence *= 0.45;
    // "items we have never ordered": we order from vendors; a relation read on records traded
    // with customers (their order lines) is someone else's ordering.
    const weAt = tagged.mentions.findIndex((m) => /^(?:we|we've|we have)$/i.test(m.text));
    const target = placement.relations[0]?.target.ido;
    if (
      weAt >= 0 &&
      target !== undefined &&
      !this.vocabulary.isTradeParty(ido) &&
      !reading.entities.some((e) => this.vocabulary.isTradeParty(e.ido)) &&
      tagged.mentions
        .slice(weAt + 1, weAt + 4)
        .some((m) => /^(?:ordered|bought|purchased)$/i.test(m.text)) &&
      this.tradeSideOf(target) === 'customer'
    )
      confidence *= 0.45;
    // "where is IT-10045 made": "where" asks for a place; an answer whose records hold none (an
    // item's make/buy code) is about something else.
    if (/^where$/i.test(tagged.mentions[0]?.text ?? '') && !this.holdsPlace(ido))
      confidence *= 0.45;
    // "by month", "per quarter": a bare "by" before a period is a breakdown over time, which
    // a total does not give.
    if (
      tagged.mentions.some(
        (m, i) =>
          m.kind === 'words' &&
          m.rule?.kind === 'group' &&
          !reading.used.has(m) &&
          /^(?:day|week|month|quarter|year)s?$/i.test(tagged.mentions[i + 1]?.text ?? ''),
      )
    )
      confidence *= 0.6;
    // "how many warehouses do we have": the noun counted is a property (of many IDOs), not a
    // kind of record; a count of records is not a count of its values.
    const counted =
      reading.aggregate?.fn === 'count' ? this.countedNoun(tagged.mentions, reading) : undefined;
    if (counted) confidence *= 0.45;
    // "items with stock below 100": a phrase read as a state ("with stock": some on hand) right
    // before a comparison with a bare number, which then fell on another property (the unit
    // cost): the number is more likely the state's own quantity. A guess either way.
    if (
      tagged.mentions.some(
        (m, i) =>
          ruleOf(m) === 'compareProperties' &&
          ruleOf(tagged.mentions[i + 1]) === 'compare' &&
          tagged.mentions[i + 2]?.kind === 'number' &&
          !/\s(than|to|with)$/i.test(m.text),
      )
    )
      confidence *= 0.45;
    // "items with a safety stock below 100": an unknown word before a property the question
    // compares names another measure ("safety stock" is not the stock on hand).
    if (
      tagged.mentions.some((m, i) => {
        const next = tagged.mentions[i + 1];
        return (
          m.kind === 'unknown' &&
          /^[a-z]/.test(m.text) &&
          !reading.used.has(m) &&
          next?.kind === 'words' &&
          next.lex.some((l) => l.kind === 'property') &&
          reading.used.has(next) &&
          ruleOf(tagged.mentions[i + 2]) === 'compare'
        );
      })
    )
      confidence *= 0.6;
    // "which customers bought the most": what they bought is on the records that refer to
    // them (their orders), never their own amount (a credit limit); ranked by it, the answer
    // is to another question.
    const ownAmountForTrade =
      reading.rank?.hint === 'amount' &&
      !pivot &&
      !reading.rank.measure &&
      this.vocabulary.profile(ido).date === undefined &&
      /\b(sold|sells|sell|bought|buy|buys|spent|spend|billed|invoiced)\b/i.test(
        reading.rank.mention.text,
      );
    if (ownAmountForTrade) confidence *= 0.45;
    // "who are our best customers", "top customers": ranked by their own amount (a credit
    // limit) while what made them best is on the records referring to them (their orders).
    const vagueRank =
      reading.rank !== undefined &&
      !pivot &&
      !reading.rank.measure &&
      !reading.rank.subject &&
      shape.orderBy.length > 0 &&
      // "items by unit cost, top 10": the amount ordered by is named.
      !reading.sorts.some((x) => x.target !== undefined) &&
      this.vocabulary.profile(ido).date === undefined &&
      /\b(best|top|biggest|largest)\b/i.test(reading.rank.mention.text) &&
      // "top 5 most expensive products": another ranking word says what is ranked by.
      !tagged.mentions.some((m) => m !== reading.rank?.mention && ruleOf(m) === 'rank') &&
      shape.orderBy.every((o) => o.property === this.vocabulary.profile(ido).amount?.name) &&
      this.vocabulary.idos.some(
        (other) =>
          this.graph.reference(other.name, ido) !== undefined &&
          this.vocabulary.profile(other.name).amount !== undefined,
      );
    if (vagueRank) confidence *= 0.45;
    // "latest shipped orders": a word ranking by date ("latest", "newest") answered by another
    // order (the quantity shipped per order): the answer is ranked on what was not asked.
    // "Running the latest" asks for the days late, which is no date.
    if (
      reading.rank?.hint === 'date' &&
      !reading.rank.lateness &&
      shape.orderBy.length > 0 &&
      shape.orderBy.every((o) => this.vocabulary.ido(ido).property(o.property)?.type !== 'date')
    )
      confidence *= 0.45;
    // "latest received PO lines": the word after the ranking names another date of the records
    // (received) than the one they are ordered by (due).
    // "the earliest job start date": the records' noun after the ranking names their usual
    // date (the job date); the date said after it is the one ranked by.
    const rankedDateNamed =
      reading.rank?.measure !== undefined &&
      propertiesOn(reading.rank.measure, ido, this.vocabulary).some((p) => p.type === 'date');
    const rankNext =
      reading.rank?.hint === 'date' && !rankedDateNamed
        ? tagged.mentions[tagged.mentions.indexOf(reading.rank.mention) + 1]
        : undefined;
    // "the most recent job start date": the records' noun ("job", also their job date) with a
    // date of theirs named after it, which the ranking reads; the noun names no date then.
    const nounBeforeDate =
      rankNext?.kind === 'words' &&
      rankNext.lex.some((l) => l.kind === 'ido') &&
      reading.rank?.measure !== undefined;
    // "oldest past-due invoice", "earliest overdue PO": the word after the ranking, read as a
    // condition through a count of days (days past due, days overdue), is a state saying which
    // records; it names no date to rank them by, though its words hold one ("due").
    const stateInDays =
      rankNext?.kind === 'words' &&
      reading.conditions.some((c) => c.mentions.includes(rankNext)) &&
      propertiesOn(rankNext, ido, this.vocabulary).length > 0 &&
      propertiesOn(rankNext, ido, this.vocabulary).every((p) => p.unit === 'days');
    const rankDate =
      rankNext && rankNext.kind !== 'date' && !nounBeforeDate && !stateInDays
        ? dateMeantBy([rankNext.text.toLowerCase()], ido, this.vocabulary)
        : undefined;
    // "most recently received POs": a date only their lines keep.
    const otherRankDate =
      rankNext?.kind === 'words' &&
      !rankNext.lex.some((l) => l.kind === 'ido') &&
      !rankDate &&
      !stateInDays &&
      this.vocabulary.idos.some(
        (other) =>
          other.name !== ido &&
          dateMeantBy([rankNext.text.toLowerCase()], other.name, this.vocabulary) !== undefined,
      );
    if (
      (rankDate && shape.orderBy.every((o) => o.property !== rankDate.name)) ||
      (otherRankDate && shape.orderBy.length > 0)
    )
      confidence *= 0.45;
    // "vendors that supply both X and Y": one record carries one of them; "both" asks for
    // records related to each, which one set of related records does not give.
    if (tagged.mentions.some((m) => /^both$/i.test(m.text) && !reading.used.has(m)))
      confidence *= 0.6;
    // "what will we sell next month", "expected revenue next quarter": a period after today on
    // the date that records when something happened (placed, invoiced) asks for a forecast;
    // such records do not exist yet.
    const forecast = this.futureOnPastDate(ido, placement.filter, today);
    if (forecast || placement.relations.some((r) => this.futureInRelation(r, today)))
      confidence *= 0.45;
    // "customers who bought X but not Y": the exclusion fell on the same related record as
    // the pin, where it says nothing. So on the answered records themselves, for a value that
    // is not a state: "items with stock in MAIN but not in EAST" read on stock rows as
    // `Whse = 'MAIN' AND Whse <> 'EAST'` (a state denied beside one named, "released but not
    // finished", only says it again).
    const ownExcluded = vacuousExclusion(placement.filter);
    const vacuous =
      (ownExcluded !== undefined &&
        this.vocabulary.ido(ido).property(ownExcluded)?.enumValues === undefined) ||
      placement.relations.some((r) => this.vacuousIn(r));
    if (vacuous) confidence *= 0.45;
    // "who buys IT-10001 from us": "who" asks for someone dealing with the record named, not
    // for that record itself.
    if (this.whoAsksForTheRecordNamed(ido, reading)) confidence *= 0.45;
    // "who sells", "who orders": "who" asks for a party, and with no party named and nothing
    // said of any record, the answer's records (customer orders, read from the verb) are not one.
    if (
      /^who$/i.test(reading.mentions[0]?.text.trim() ?? '') &&
      !reading.entities.some((e) => this.vocabulary.isTradeParty(e.ido)) &&
      !this.vocabulary.isTradeParty(ido) &&
      // "who placed order 100037", "who is the buyer on PO 26": a record named, its party asked.
      reading.conditions.length === 0 &&
      reading.fields.length === 0 &&
      // "who owes us the most": broken down by the party, the answer is one.
      !(shape.aggregate && this.aboutParty(ido, shape.aggregate.groupBy))
    )
      confidence *= 0.45;
    // "what have we shipped to customers in Texas": the records named after "to" / "from" are
    // whom something was done for, not what the question asks for, which it never names.
    const object = this.objectOfWhat(ido, reading);
    if (object) confidence *= 0.45;
    // "what did we pay vendors last week": the records named right after an action word that
    // stands as our verb, unread, are whom it was done to, not what the question asks for.
    if (
      /^what$/i.test(tagged.mentions[0]?.text.trim() ?? '') &&
      tagged.mentions.some(
        (m, i) =>
          m.kind === 'words' &&
          m.rule?.kind === 'mutation' &&
          m.lex.length === 0 &&
          !reading.used.has(m) &&
          SUBJECT_LEAD.test(tagged.mentions[i - 1]?.text ?? '') &&
          reading.entities.some((e) => e.ido === ido && e.mention === tagged.mentions[i + 1]),
      )
    )
      confidence *= 0.45;
    // "what did customers in Michigan buy this year": "what" asks for what the party named
    // bought, never the party itself.
    if (this.partyAskedWhatItTraded(ido, reading)) confidence *= 0.45;
    // "how many units were scrapped", "how much did we pay them", "items not counted since
    // June": an unknown verb after its subject, an auxiliary or a negation says what happened
    // to the records; answered without it, the answer is about something else that happened.
    if (this.unreadVerb(tagged.mentions, reading)) confidence *= 0.6;
    // "this time last year", "the same period a year ago": a noun of time left unread beside a
    // period narrows it to a part the answer does not know (the whole year is read instead).
    if (
      tagged.mentions.some(
        (m, i) =>
          TIME_NOUNS.test(m.text) &&
          !reading.used.has(m) &&
          (tagged.mentions[i + 1]?.kind === 'date' || tagged.mentions[i - 1]?.kind === 'date'),
      )
    )
      confidence *= 0.6;
    // "how many units has Acme shipped us": a verb the catalog reads as something done by us
    // ("shipped": our shipments) turned around by "us" after it, done to us by the records
    // named; the answer (about the records of that verb) would count what we did instead.
    // "suppliers that sold us X" asks about others, through the relation the verb names.
    if (this.doneToUs(ido, tagged.mentions, shape.aggregate)) confidence *= 0.45;
    // "vendors we spent more than 20k with": a comparison right after the word that asks for
    // the sum bounds the total of each thing, which one sum over records filtered one by one
    // does not answer.
    if (this.boundedTotal(tagged.mentions, reading)) confidence *= 0.45;
    // "customers who owe less than $100", "clients with a balance over 1000", "customers who
    // bought more than 100 units": an amount compared, said of the records asked about, that
    // only records the question never names hold (their invoices, their order lines). What the
    // words bound is the total of each one's records, not any one record, which the filter
    // compares.
    if (this.comparedOnUnnamed(reading, placement)) confidence *= 0.45;
    // "vendors that have never been late", "customers who were ever overdue": days past a date
    // count only while a record is open and only as of today; said with "never", "ever" or a past
    // tense, the question asks about the records' history, which that number no longer holds.
    if (
      tagged.tokens.some((t) => /^(?:never|ever|been|was|were)$/i.test(t.lower)) &&
      this.readsDaysPast(ido, placement)
    )
      confidence *= 0.45;
    // "lines on order 10001": a phrase naming a quantity ("on order") whose last word names a
    // kind of record, right before a bare number: the number most likely names that record
    // ("order 10001"), not a quantity equal to it.
    if (this.recordNumberAfterPhrase(tagged.mentions)) confidence *= 0.45;
    // "items on order from Acme": a phrase naming a property (of these records or others) left
    // unread; the answer leaves out what it says of the records.
    if (
      content.some(
        (m) =>
          m.kind === 'words' &&
          !m.rule &&
          m.lex.length > 0 &&
          m.lex.every((l) => l.kind === 'property') &&
          (!reading.used.has(m) || notUnderstood.has(m)),
      )
    )
      confidence *= 0.6;
    // "how many units of X have we sold": the answer's own quantity or amount (the stock on
    // hand) summed, while a verb of trade says the units are those on the records of the
    // trade, which the answer's records (having no date of their own) are not.
    if (this.ownMeasureForTrade(ido, tagged.mentions, shape.aggregate)) confidence *= 0.45;
    // "items that haven't sold": an empty value asked of a property the catalog says is never
    // empty (an order's date) selects nothing that exists; the verb asked for records that
    // are not there.
    if (this.emptyOfRequired(ido, placement.filter, placement.relations)) confidence *= 0.45;
    // "items that have not been ordered": a negated state of the related records (their
    // status "ordered") in a question about something done or not: the answer says which
    // related records are in another state, not whether there are any.
    if (this.negatedDeedAsState(ido, tagged.mentions, placement.relations)) confidence *= 0.45;
    // "how much IT-10000 did we sell in October": the orders' own totals summed over the orders
    // holding a line for it; what was sold of it is on those lines, which hold their own amount.
    // Said with a verb of trade only: "total cost of POs with lines for X" names the totals.
    if (
      tagged.mentions.some((m) => TRADE_OR_MAKING.test(m.text)) &&
      this.headerSumForLines(ido, shape.aggregate, placement.relations)
    )
      confidence *= 0.45;
    // "items not stocked in WEST": the named records moved to their detail (stock per
    // warehouse), where a negated warehouse lists the other warehouses' rows; the question
    // asked for items with no row there.
    if (detail !== undefined && this.negatesDimension(detail, choice.ido, placement.filter))
      confidence *= 0.45;
    // "below reorder point by more than 100": a margin between two quantities, which no
    // filter here reads; the number fell on one of them alone.
    if (
      tagged.mentions.some(
        (m, i) =>
          m.kind === 'words' &&
          m.text.toLowerCase() === 'by' &&
          !reading.used.has(m) &&
          isCompareWord(tagged.mentions[i + 1]) &&
          tagged.mentions[i + 2]?.kind === 'number',
      )
    )
      confidence *= 0.45;
    // "which warehouse has the most IT-10045": what is "most" is a record named by its value
    // (how much of it there is), not how many records there are; counting answers another
    // question.
    const rankAt = reading.rank ? tagged.mentions.indexOf(reading.rank.mention) : -1;
    const rankedValue = rankAt >= 0 ? tagged.mentions[rankAt + 1] : undefined;
    if (
      rankedValue?.kind === 'words' &&
      rankedValue.lex.length > 0 &&
      rankedValue.lex.every((l) => l.kind === 'value') &&
      shape.aggregate?.measures.every((x) => x.fn === 'count')
    )
      confidence *= 0.45;
    // "all POs but closed ones", "all open POs but the ones from Acme": after "all", a "but"
    // with no negation after it means "except", which the answer (read as "and") turns round.
    if (exceptingBut(tagged.tokens)) confidence *= 0.45;
    if (modalPastUnread(tagged.tokens, tagged.mentions, reading.used, this.vocabulary))
      confidence *= 0.45;
    // Only an amount the question names ("PO line amount"): "best sellers this year" keeps the
    // lines' own date, as older rounds read it.
    if (
      (reading.rank?.measure ?? reading.aggregate?.measure) !== undefined &&
      barePeriodOnLinesAhead(
        ido,
        placement.placed,
        placement.remote,
        shape.aggregate,
        this.vocabulary,
      )
    )
      confidence *= 0.45;
    // "jobs partially received", "customer order lines received early": two quantities or
    // dates compared on records the question's own only share a reference with (an item).
    if (this.comparedSideways(ido, reading, placement.remote)) confidence *= 0.45;
    // "items customers never ordered this year", "vendors no customer has ordered": a party
    // named as the one trading, while the related records the answer went through (PO lines,
    // placed with vendors) never lead to that party: the answer is about someone else's trade.
    if (this.partyNotReached(ido, reading, placement.relations)) confidence *= 0.45;
    // "POs from great lakes plastics": a name matched by its first words ("Great Lakes
    // Hydraulics Inc"), then a word nobody knows, goes on as another name, not that one.
    if (
      tagged.mentions.some(
        (m, i) =>
          m.kind === 'words' &&
          reading.used.has(m) &&
          m.lex.some((l) => l.kind === 'value' && l.match === 'prefix') &&
          tagged.mentions[i + 1]?.kind === 'unknown' &&
          !reading.used.has(tagged.mentions[i + 1]),
      )
    )
      confidence *= 0.45;
    // "receipts in October": a kind of these records named by one word ("receipt": a payment)
    // that also names another IDO's records in a longer phrase ("goods receipts": PO lines
    // received) is ambiguous said alone; either reading is a guess.
    if (
      tagged.mentions.some(
        (m) =>
          m.kind === 'words' &&
          !m.rule &&
          m.end === m.start + 1 &&
          m.lex.length > 0 &&
          m.lex.every((l) => l.kind === 'enum' && l.ido === ido) &&
          [...this.vocabulary.subsetsHeadedBy(tagged.tokens[m.start].stem)].some(
            (other) => other !== ido && !this.partySaysWhose(ido, other, reading),
          ),
      )
    )
      confidence *= 0.45;
    // "how much did we ship to <a customer>" read as the ship-to sequence summed: a key
    // identifies records and adds up to no amount, so a figure made of one is a guess.
    const keys = this.vocabulary.ido(ido).keys;
    if (
      shape.aggregate?.measures.some(
        (m) =>
          m.fn !== 'count' &&
          m.property !== undefined &&
          m.property !== null &&
          keys.includes(m.property),
      )
    )
      confidence *= 0.45;
    // "POs shipping from MAIN": what we buy is sent from the vendor into our warehouse; the
    // place named is not where these records leave from.
    if (sentFrom.length > 0 && !sentToCustomers) confidence *= 0.45;
    // "customers in ME", "vendors in HI": a state's code written in capitals after a place
    // word, that the data holds for no record, was read as a plain word ("me", "hi"); the
    // answer is every record instead of none.
    const lostPlace = tagged.tokens.find(
      (t, i) =>
        t.kind === 'word' &&
        /^[A-Z]{2,3}$/.test(t.raw) &&
        STATE_NAMES[t.raw] !== undefined &&
        /^(?:in|from|at|of)$/i.test(tagged.tokens[i - 1]?.raw ?? '') &&
        // In a question typed all in capitals every word looks like a code; one right after
        // "in", "from" or "at" still names a place ("VENDORS IN ME", "CUSTOMERS FROM HI").
        (tagged.tokens.some((x) => /[a-z]/.test(x.raw)) ||
          /^(?:in|from|at)$/i.test(tagged.tokens[i - 1]?.raw ?? '')) &&
        !tagged.mentions.some(
          (m) =>
            m.start <= t.index &&
            m.end > t.index &&
            m.kind === 'words' &&
            m.lex.some((l) => l.kind === 'value' || l.kind === 'ido'),
        ),
    );
    if (lostPlace) confidence *= 0.45;
    // "give vendor 1001 NET30 terms", "make customer 5003's credit limit 200k": opening on
    // "give", "make" or "let" said to a record by its number (not "give me"), the question
    // hands the record something: a change.
    if (this.givenToRecord(tagged)) confidence *= 0.45;
    // "the co number and the total of stopped orders": fields asked for beside one figure
    // that is not broken down by them; the answer shows the figure alone.
    if (shape.aggregate && this.fieldsBesideFigure(ido, tagged.mentions, reading, shape.aggregate))
      confidence *= 0.45;
    // "orders due by customer": a property asked of each record ("due": the due date) that the
    // figure per party neither breaks down by nor measures is dropped from the answer; counting
    // the records instead guesses what the word was for.
    else if (shape.aggregate && this.fieldDroppedByFigure(ido, reading, shape.aggregate))
      confidence *= 0.45;
    // "price history of IT-10045", "cost history": a status word right after a word naming
    // another property, and before no noun, names a story of that property (past values the
    // catalog does not keep), not records in that status.
    if (
      tagged.mentions.some((m, i) => {
        const before = tagged.mentions[i - 1];
        const after = tagged.mentions[i + 1];
        if (m.kind !== 'words' || m.rule || !reading.used.has(m) || !propertyWord(before))
          return false;
        // "sales quotes": a plural names records of that kind, the noun itself.
        if (/s$/i.test(m.text)) return false;
        const statuses = m.lex.filter((l) => l.kind === 'enum');
        if (statuses.length === 0 || statuses.length !== m.lex.length) return false;
        const named = (before as WordsMention).lex.map((l) =>
          l.kind === 'property' ? l.property : '',
        );
        const noun = after?.kind === 'words' && after.lex.some((l) => l.kind === 'ido');
        return !noun && statuses.every((l) => l.kind === 'enum' && !named.includes(l.property));
      })
    )
      confidence *= 0.45;
    // Two measures asked for ("the total and the count"), one answered. A word naming no
    // quantity in particular ("shipped the most units") names the one figure when it is a
    // quantity of the records (counted in units): no second measure.
    const unitsOfFigure = (m: WordsMention): boolean =>
      // Not "qty" or "quantity": they start the catalog's names of quantities; left doubted.
      /^\s*(?:units?|pieces?)\s*$/i.test(m.text) &&
      (shape.aggregate?.measures ?? []).some(
        (x) =>
          x.property !== undefined &&
          this.vocabulary.ido(ido).property(x.property)?.unit === 'quantity',
      );
    if (reading.droppedMeasures.some((m) => !unitsOfFigure(m))) confidence *= 0.45;
    if (askedCountLost(reading, shape.limit)) confidence *= 0.45;
    // "how many days late is PO 1000": how long, not how many records (lost-readings.ts).
    if (spanAskedAsCount(tagged.tokens, shape.aggregate)) confidence *= 0.45;
    // "how many in Texas and how many in Ohio": two counts, one given (repeated-figure.ts).
    if (
      repeatedFigureMerged(tagged.mentions, shape.aggregate) ||
      // "qty ordered vs received": two columns, each shown (figures-side-by-side.ts).
      (comparedSidesMerged(tagged.mentions, shape.aggregate) &&
        !(shape.aggregate === undefined && columnsSetSideBySide(reading, ido, this.vocabulary)))
    )
      confidence *= 0.45;
    // "open vs closed POs" by status: "open" is two statuses, each its own group.
    if (breakdown?.splitsSide) confidence *= 0.45;
    if (comparisonLost(tagged.mentions, reading)) confidence *= 0.45;
    if (recordsOfAnotherKind(tagged.mentions, ido)) confidence *= 0.45;
    if (groupByValuesLost(tagged.mentions, shape.aggregate?.groupBy ?? [])) confidence *= 0.45;
    // Words that qualify the records and that nothing read (unread-qualifiers.ts).
    if (unknownBeforeRecords(tagged.mentions, reading)) confidence *= 0.6;
    if (unknownAfterRecords(tagged.mentions, reading)) confidence *= 0.6;
    if (unknownAfterStatus(tagged.mentions, reading)) confidence *= 0.6;
    // "vendor 1001 address": what was asked of the record, unread (unread-field-word.ts).
    if (whereaboutsUnread(tagged.mentions, reading)) confidence *= 0.6;
    if (dateAfterOnLost(tagged.mentions, placement.placed)) confidence *= 0.45;
    if (timeWordUnread(tagged.mentions, reading)) confidence *= 0.45;
    if (everyPlaceUnread(tagged.mentions, reading)) confidence *= 0.45;
    // "not received by their due date": a deadline, not an order (unread-qualifiers.ts).
    if (deadlineReadAsOrder(tagged.mentions, this.vocabulary)) confidence *= 0.45;
    // Every record listed while the question said which (bare-listing.ts).
    if (
      qualifiersLostInListing(tagged.mentions, reading, {
        ...shape,
        filter: placement.filter,
        conditions: placement.placed.length + placement.remote.length + placement.relations.length,
      })
    )
      confidence *= 0.45;
    // "average price we sold IT-10045 for": the documents' own amount over those whose lines
    // hold the thing named answers for all their lines, not that thing's.
    if (this.amountOfHeaderForLines(ido, reading, placement, shape)) confidence *= 0.45;
    // "past due amount by salesperson": money past due is what is still owed, where the words
    // are the catalog's own name for it; read as late orders (the grouping is only on them),
    // the amount is their value, not anything owed.
    if (this.owedLatenessReadElsewhere(ido, reading, placement, shape)) confidence *= 0.45;
    // Said of every related record, read of some of them (every-related.ts).
    if (everyOfRelatedLost(ido, tagged.mentions, reading, placement.remote, this.vocabulary))
      confidence *= 0.45;
    if (negatedAfterWhose(ido, tagged.mentions, reading, placement.remote, this.vocabulary))
      confidence *= 0.45;
    if (noneReadAsState(placement.remote)) confidence *= 0.45;
    if (deniedStateWithLater(placement.relations, this.vocabulary)) confidence *= 0.45;
    // "ship-tos of <a customer>": the owner's name read as the part's own; the part reached
    // through the owner's key when the catalog says how, a guess otherwise (owner-named-on-part.ts).
    if (
      ownerNamedOnPart(ido, tagged.mentions, placement.placed, placement.remote, this.vocabulary)
    ) {
      const byOwner = ownerReachedByKey(ido, placement.filter, this.vocabulary);
      if (byOwner) {
        placement.filter = byOwner.filter;
        placement.relations.push(byOwner.relation);
      } else confidence *= 0.45;
    }
    if (
      partOfReferrer(ido, placement.placed, placement.remote, placement.relations, this.vocabulary)
    )
      confidence *= 0.45;
    // "jobs that have not been released": a stage not yet reached (not-yet-state.ts).
    if (
      stateNotYetReached(ido, tagged.mentions, placement.placed, placement.remote, this.vocabulary)
    )
      confidence *= 0.45;
    if (comparisonWordLost(tagged.mentions, reading)) confidence *= 0.45;
    // "price of <an item> on order N": the lines' field asked of the header (document-lines.ts).
    if (lineFieldAskedOfHeader(ido, reading, placement.relations, this.vocabulary, this.graph))
      confidence *= 0.45;
    // "total received value": a quantity summed where money was named (dropped-quantity.ts).
    if (
      quantityGivenForMoney(
        ido,
        tagged.mentions,
        shape.aggregate,
        placement.placed,
        this.vocabulary,
      )
    )
      confidence *= 0.45;
    // "buyers with no open POs": a property's values with the records denied, read record by
    // record (values-without-records.ts).
    if (valuesOfRecordsDenied(shape.distinct, placement.placed, placement.remote))
      confidence *= 0.45;
    // "PO lines costing more than the item's cost": a related record's column (related-column-compared.ts).
    if (
      relatedColumnCompared(ido, tagged.tokens, tagged.mentions, placement.filter, this.vocabulary)
    )
      confidence *= 0.45;
    // "everything we ordered from Acme Steel": the deed's records, not the party (deed-of-party.ts).
    if (partyReadForDeed(ido, tagged.mentions, this.vocabulary)) confidence *= 0.45;
    // "everything Sterling Tooling ordered": a vendor as a buyer (deed-of-party.ts).
    if (vendorNamedAsBuyer(tagged.mentions, this.vocabulary)) confidence *= 0.45;
    // "reorder point more than 100 above on hand": two figures apart by an amount.
    if (columnDifferenceAsked(tagged.mentions)) confidence *= 0.3;
    // "what did we get from <a vendor> last week": "get" names no deed of its own (ordered, or
    // received?); the date read as the records' usual one (ordered) may be the other's. Only
    // when "what" asks for the records: a noun of them says which ("payments we got last week").
    if (
      /^what$/i.test(tagged.mentions[0]?.text.trim() ?? '') &&
      !reading.entities.some((e) => !e.label) &&
      tagged.mentions.some(
        (m, i) =>
          /^(?:get|got|gotten)$/i.test(m.text.trim()) && isSubjectPronoun(tagged.mentions[i - 1]),
      ) &&
      placement.placed.some((c) => c.mentions.some((m) => m.kind === 'date'))
    )
      confidence *= 0.45;
    // "how much is left to receive on open POs": the whole amounts summed (remainder-summed.ts).
    if (remainderSummedWhole(tagged.mentions, shape.aggregate)) confidence *= 0.45;
    // "how many days late is PO 1042": the days asked, not a count (dropped-quantity.ts).
    if (daysAskedAsCount(ido, tagged.mentions, shape.aggregate, this.vocabulary))
      confidence *= 0.45;
    // "what about EAST": a follow-up to a question the engine never saw (follow-up-fragment.ts).
    if (followUpFragment(tagged.tokens, reading)) confidence *= 0.45;
    // "more than 30 days before today": a date moved by a span, not computed (span-from-date.ts).
    if (spanFromDateAsked(tagged.mentions)) confidence *= 0.3;
    // "on hand is 3 times the reorder point": a multiple of a figure (share-of-figure.ts).
    if (shareOfFigureAsked(tagged.mentions, this.vocabulary)) confidence *= 0.45;
    // "PO lines by unreceived quantity": an order by a state (order-by-state.ts).
    if (orderByStateLost(tagged.mentions, shape.orderBy)) confidence *= 0.45;
    // "total qty left to receive": the figure of a remainder (order-by-state.ts).
    if (remainderFigureLost(tagged.mentions, shape.aggregate)) confidence *= 0.45;
    // "the order value for Midwest Supply": several parties in one figure (several-named.ts).
    if (severalNamedInOneFigure([...placement.placed, ...placement.remote], shape.aggregate))
      confidence *= 0.6;
    // "open AR by customer over 10k": the threshold of a group's figure (group-threshold.ts).
    if (
      groupThresholdOnRecords(
        tagged.mentions,
        reading,
        (shape.aggregate?.groupBy.length ?? 0) > 0,
        placement.placed.filter((c) => !placement.remote.includes(c)),
      )
    )
      confidence *= 0.45;
    if (periodOfUnplacedWord(tagged.mentions, placement.unplaced, placement.placed))
      confidence *= 0.45;
    // "customers that are also vendors": a noun of records nothing reaches (lost-records.ts).
    if (partiesNamedLost(ido, reading, placement.relations, !!shape.aggregate, this.vocabulary))
      confidence *= 0.45;
    // "customers with ship-to addresses": the parts answered for the wholes asked.
    if (this.partsAnsweredForWholes(ido, tagged.mentions, reading)) confidence *= 0.45;
    // "customers whose total orders exceed 500k": one figure over the orders (lost-records.ts).
    if (
      partiesAskedSummedAway(
        ido,
        content[0],
        tagged.mentions[tagged.mentions.indexOf(content[0]) + 1],
        reading,
        placement.relations,
        shape.aggregate?.groupBy,
        this.vocabulary,
      )
    )
      confidence *= 0.45;
    // "vendors paid in CAD or EUR": one side of the "or" on related records (split-or.ts).
    if (orSplitAcrossRecords(placement.placed, placement.remote)) confidence *= 0.45;
    // "total open PO lines": the sum word read as the amount of other records (total-of-other.ts).
    if (totalOfOtherRecords(ido, tagged.mentions, reading, shape.aggregate, this.vocabulary))
      confidence *= 0.45;
    // "customers in the west": a direction read as a warehouse code (place-word-as-code.ts).
    if (placeWordReadAsCode(ido, tagged.mentions, placement.remote, this.vocabulary))
      confidence *= 0.45;
    // "spend on fasteners": whole POs summed for lines of theirs (total-of-other.ts).
    if (
      sumOfDocumentsPickedByLines(
        ido,
        reading,
        shape.aggregate,
        placement.relations,
        this.vocabulary,
      )
    )
      confidence *= 0.45;
    // "vendors with PO spend over 100k", "vendors with POs in EUR and USD" (shape-of-related.ts).
    if (sumComparedOnRelated(ido, tagged.mentions, placement.remote, this.vocabulary))
      confidence *= 0.45;
    // "number of invoices by type": a breakdown the noun's own value leaves one group of.
    if (
      breakdownOfNounValue(ido, tagged.mentions, placement.filter, shape.aggregate?.groupBy ?? [])
    )
      confidence *= 0.45;
    // "how much AR is current": not yet past due, or now (current-of-aging.ts).
    if (currentOfAgingRecords(ido, tagged.tokens, placement.filter, this.vocabulary))
      confidence *= 0.45;
    // "vendors with more than $1M in POs": the sum of the related records (shape-of-related.ts).
    if (amountMadeOfRelated(ido, tagged.mentions, this.vocabulary)) confidence *= 0.45;
    if (bothOnRelatedAsEither(ido, tagged.mentions, placement.remote, this.vocabulary))
      confidence *= 0.45;
    if (onlyOfRecordsAnsweredByOthers(ido, tagged.mentions, reading, placement.remote))
      confidence *= 0.45;
    // "the 2nd largest PO", "cheapest item in MAIN" ordered by quantity (answer-shape-words.ts).
    if (ordinalRankRead(tagged.tokens, shape.orderBy.length > 0 && shape.limit !== undefined))
      confidence *= 0.45;
    if (bothEndsAsked(tagged.tokens)) confidence *= 0.45;
    if (groupAndMemberJoined(ido, tagged.mentions)) confidence *= 0.45;
    // "jobs still open on the shop floor": the place may only say where open jobs are.
    if (memberPlacedAfterGroup(ido, tagged.mentions)) confidence *= 0.45;
    if (priceRankOnOtherFigure(ido, tagged.tokens, shape.orderBy, this.vocabulary))
      confidence *= 0.45;
    // "PO lines 10 to 20 days late": days counted on the PO, not the line (days-of-parent.ts).
    if (daysOfParentRead(ido, reading, placement.remote, this.vocabulary)) confidence *= 0.45;
    // "total cost of items on hand": quantity times cost, not the costs (dropped-quantity.ts).
    if (quantityDroppedByAmount(ido, reading, shape.aggregate, this.vocabulary)) confidence *= 0.45;
    // "total cost of items in MAIN": what is held there is worth quantity times cost.
    if (
      amountSummedOverHeldQuantity(
        ido,
        reading,
        shape.aggregate,
        placement.relations,
        this.vocabulary,
      )
    )
      confidence *= 0.45;
    if (dateParticipleUnplaced(tagged.mentions, placement.placed)) confidence *= 0.45;
    // "so 5 jobs are late?": a count stated to check, not a cut to N records (stated-count.ts).
    if (countStatedAsFact(tagged.tokens, shape.limit)) confidence *= 0.45;
    // "10 customers' orders": the number counts the owners, not the records (count-of-owners.ts).
    if (countOfOwners(tagged.tokens, tagged.mentions, shape.limit)) confidence *= 0.45;
    // "BRG items in MAIN with the lowest on hand": the item's total or MAIN's figure
    // (figure-of-related-ordered.ts).
    if (
      figureOfRelatedOrdered(
        ido,
        tagged.mentions,
        shape.orderBy,
        placement.relations,
        shape.aggregate !== undefined,
        this.vocabulary,
      )
    )
      confidence *= 0.45;
    // "jobs due", "POs due": a date's deed with no period, listed as a column (dateless-deed.ts).
    if (dateDeedWithoutPeriod(ido, tagged.mentions, reading, this.vocabulary)) confidence *= 0.45;
    // "lines shipped 5 days late": days past an event, not days open (lateness-of-done-event.ts).
    if (latenessOfDoneEvent(ido, tagged.mentions, placement.placed, this.vocabulary))
      confidence *= 0.45;
    // "qty completed this month": how much in all, its sum, not each record's (quantity-figure.ts).
    const summed = quantityToSum(
      ido,
      tagged.mentions,
      reading,
      shape.aggregate,
      this.vocabulary,
      placement.filter,
    );
    if (summed) {
      shape.aggregate = {
        groupBy: [],
        measures: [{ fn: 'sum', property: summed.name, as: measureName('sum', summed) }],
      };
      shape.orderBy = [];
      shape.fields = [];
      delete shape.limit;
    } else if (
      quantityListedNotSummed(
        ido,
        tagged.tokens,
        tagged.mentions,
        reading,
        shape.aggregate,
        this.vocabulary,
      )
    )
      confidence *= 0.45;
    // "AR > 90": an aging bucket in days as much as an amount (aging-bucket.ts).
    if (agingBucketAsAmount(ido, placement.placed, this.vocabulary)) confidence *= 0.45;
    // "3 vendors with the fewest POs": parties with none cannot appear (fewest-of-related.ts).
    if (fewestMissesNone(ido, reading, shape.aggregate)) confidence *= 0.45;
    if (negationLost(tagged.mentions, reading)) confidence *= 0.45;
    // "items we sell", "parts customers order": a verb the catalog gives as another kind of
    // records (selling: customer orders), joined to the answer by nothing and the only thing
    // said of its records, answers every record: whether it asks for those on such records
    // or for all of them is a guess. Beside another condition ("items we sell by the foot")
    // the verb only says what kind of records they are.
    if (this.verbOfOtherRecordsOnly(ido, reading, placement, shape)) confidence *= 0.45;
    // "bump customer 5003 credit limit to 200k", "push PO 1234 due date to next friday": a
    // property named right before "to" and the value after it, read as that property equal to
    // the value, is how a change is asked for ("set X to Y"), not what records to find.
    if (this.setTo(ido, tagged.mentions, placement)) confidence *= 0.45;
    // "CO's": a kind of record or a value of another's, with nothing else to tell which.
    if (reading.guessed.length > 0) confidence *= 0.45;
    // A condition that fits nowhere means the answer ignores part of what was asked.
    confidence *= 0.8 ** placement.unplaced.length;
    // "vendors in CO with open POs" (no vendor's state is CO): a value named that none of the
    // records reached holds leaves the answer about every record instead of those with it.
    if (
      placement.unplaced.some(
        (c) =>
          c.mentions.length > 0 &&
          c.mentions.every((m) => m.kind === 'words' && m.lex.some((l) => l.kind === 'value')),
      )
    )
      confidence *= 0.6;
    // "exchange rate for CAD today", "unit cost of IT-10045 today": "today" said alone of a
    // value asked for, no records named, asks what the value is now; read as the records
    // dated today (on a date nobody named), it answers with the few made today, or none.
    // "what shipped today", "what came in today": the word asked about names a date of the
    // records by its verb; it is the deed the day dates, not a value asked for now.
    const valueNow =
      reading.entities.length === 0 &&
      reading.fields.length > 0 &&
      !reading.fields.every((x) => dateNamedBy([x.mention.text], ido, this.vocabulary)) &&
      !shape.aggregate &&
      placement.placed.some(
        (c) =>
          c.mentions.length === 1 &&
          c.mentions[0].kind === 'date' &&
          c.mentions[0].date.range.from === today &&
          c.mentions[0].date.range.to === today,
      );
    if (valueNow) confidence *= 0.45;
    // "vendor payments to Acme Steel Corp": a plural naming a kind of other records (payments
    // are AR transactions of one type) that fits nowhere asks for records the answer is not:
    // here, payments to vendors, which the catalog does not keep. So does the kind a noun of
    // other records names in the plural ("vendor invoices": AR invoices, which no vendor has);
    // not a verb's ("vendors that bill us in CAD": their billing currency).
    if (
      placement.unplaced.some(
        (c) =>
          (c.mentions.length === 0 &&
            reading.entities.some(
              (e) =>
                !e.label &&
                e.ido !== ido &&
                e.mention.start === c.at &&
                /s$/i.test(e.mention.text.trim()),
            )) ||
          (c.mentions.length > 0 &&
            c.mentions.every(
              (m) =>
                m.kind === 'words' &&
                m.lex.length > 0 &&
                m.lex.every(
                  (l) =>
                    l.kind === 'enum' &&
                    l.ido !== ido &&
                    !l.group &&
                    `${l.label.toLowerCase()}s` === m.text.trim().toLowerCase(),
                ),
            )),
      )
    )
      confidence *= 0.6;
    // "firm <a customer>'s orders": a state only other records have, said before the noun of
    // the records asked for, describes them; dropped, the answer holds records in any state.
    const noun = reading.entities.find((e) => !e.label && e.ido === ido)?.mention;
    if (
      noun &&
      placement.unplaced.some(
        (c) =>
          c.mentions.length > 0 &&
          c.mentions.every(
            (m) =>
              m.kind === 'words' &&
              m.end <= noun.start &&
              m.lex.length > 0 &&
              m.lex.every((l) => l.kind === 'enum' && l.ido !== ido),
          ),
      )
    )
      confidence *= 0.6;
    // A reading that is empty by definition ("paid late": days late only count while unpaid).
    const impossible = impossibleLateness(placement.filter, ido, this.vocabulary);
    if (impossible) confidence *= 0.45;
    // "cash balance": a figure asked of records the catalog does not define it for.
    const shown = [
      ...shape.fields,
      ...shape.orderBy.map((o) => o.property),
      ...(shape.aggregate?.measures.flatMap((m) => (m.property ? [m.property] : [])) ?? []),
    ];
    if (askedWhereUndefined(placement.filter, ido, shown, this.vocabulary)) confidence *= 0.45;
    // Likewise two conditions on one property that no value meets at once ("this year vs last
    // year" read as both years).
    const clash = contradictoryProperty(placement.filter);
    if (clash) confidence *= 0.45;
    // "made in house that we also buy": both asked, either read (contradiction.ts).
    if (alsoReadAsEither(placement.filter, tagged.mentions)) confidence *= 0.45;
    // "invoices 45 days past due and over $2,500" read without the amount: a sum of money said
    // and left unread is a condition dropped, the answer holding records of any amount; a
    // bare number might be a name's or a code's, money never is.
    const moneyUnread = content.some(
      (m) =>
        m.kind === 'number' &&
        m.number.unit === 'currency' &&
        (!reading.used.has(m) || notUnderstood.has(m)),
    );
    if (moneyUnread) confidence *= 0.45;
    confidence = Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100;

    const ignored = content
      .filter((m) => !reading.used.has(m) || notUnderstood.has(m))
      .map((m) => m.text);
    const notes = [
      ...reading.notes,
      ...placement.notes,
      ...shape.notes,
      ...(choice.note ? [choice.note] : []),
      ...(pivot?.note ? [pivot.note] : []),
      ...placement.unplaced.map(
        (c) =>
          // A kind named by a noun has no words of its own: the noun's.
          `could not apply "${c.mentions.length > 0 ? c.mentions.map((m) => m.text).join(' ') : (reading.entities.find((e) => e.mention.start === c.at)?.mention.text ?? '')}" to ${this.vocabulary.ido(ido).pluralLabel.toLowerCase()}`,
      ),
      ...(clash ? [`no record can meet both conditions on ${clash}`] : []),
      ...(weOwe ? ['"we owe" asks what we owe others; the amounts found are owed to us'] : []),
      ...(dotted
        ? [
            `"${dotted.raw}" read as ${dotted.value ?? ''}; it may mean ${dotted.raw.replace('.', '')}`,
          ]
        : []),
      ...(counted ? [`counted records, not the distinct "${counted}"`] : []),
      ...(impossible
        ? [
            `${impossible} only counts while the record is open: these conditions exclude each other`,
          ]
        : []),
      ...content
        .filter((m) => m.typos > 0 && reading.used.has(m))
        .map((m) => `read "${m.text}" as a typo`),
    ];
    return {
      kind: 'plan',
      plan: {
        ido,
        ...(placement.filter ? { filter: placement.filter } : {}),
        relations: placement.relations,
        ...(shape.aggregate ? { aggregate: shape.aggregate } : {}),
        orderBy: shape.orderBy,
        fields: shape.fields,
        ...(shape.distinct ? { distinct: true } : {}),
        ...(shape.limit !== undefined ? { limit: shape.limit } : {}),
        confidence,
        notes,
        ignored,
      },
    };
  }

  /**
   * "how much did <a customer> buy last year" summed the invoices of orders placed last year:
   * a total over records that keep dates of their own, whose period was read on the date of
   * other records no noun of the question named, adds up amounts of another period (invoices
   * sent this year for last year's orders).
   */
  private summedOutsidePeriod(
    ido: string,
    aggregate: AggregateSpec,
    placement: Placement,
  ): boolean {
    if (!aggregate.measures.some((m) => m.fn === 'sum')) return false;
    const own = this.vocabulary.ido(ido);
    const ownDates = own.properties.some((p) => p.type === 'date');
    // "how many IT-10010 did we buy last month": lines share the date of their document.
    const linesOfDocument = placement.relations.every((r) => {
      const step = this.graph.reference(ido, r.target.ido);
      return step !== undefined && own.keys.length >= 2 && own.keys[0] === step.fromProperty;
    });
    return (
      ownDates &&
      !linesOfDocument &&
      placement.remote.some(
        (c) =>
          (c.anchor === undefined || c.anchor === ido) && c.mentions.some((m) => m.kind === 'date'),
      )
    );
  }

  /**
   * Unknown words that are the object of "have" / "with" (an article between): "customers who
   * have a birthday", "items with a warranty".
   */
  private unknownHeld(mentions: readonly Mention[]): Mention[] {
    return mentions.filter((m, i) => {
      if (m.kind !== 'unknown' || !/^[a-z]/.test(m.text)) return false;
      let j = i - 1;
      while (j >= 0 && ARTICLES.has(mentions[j].text.toLowerCase())) j -= 1;
      return j < i - 1 && j >= 0 && HAVING.has(mentions[j].text.toLowerCase());
    });
  }

  /**
   * Whether the records asked for (`chosen`, not the IDO answered from) are named in the plural
   * before the superlative ("vendors with the biggest PO cost"), so they, not one value, are
   * what the question wants.
   */
  private partiesAskedBefore(chosen: string, answered: string, reading: Reading): boolean {
    const rank = reading.rank;
    if (!rank || chosen === answered) return false;
    return reading.entities.some(
      (e) =>
        e.ido === chosen &&
        !e.label &&
        e.mention.end <= rank.mention.start &&
        /s$/i.test(e.mention.text.trim()),
    );
  }

  /**
   * "largest invoice amount": the superlative names, right after it, an amount of one record
   * of `ido` (not a mass summed per party), so its largest value is asked.
   */
  private rankSizesOneRecord(ido: string, reading: Reading): boolean {
    const rank = reading.rank;
    if (!rank?.measure || rank.counting || rank.mass || rank.hint !== 'amount') return false;
    // "top 5 invoice amounts": several records, not one value.
    if (rank.n !== undefined) return false;
    const at = reading.mentions.indexOf(rank.mention);
    const gap = reading.mentions.slice(at + 1, reading.mentions.indexOf(rank.measure));
    if (gap.some((m) => !this.isFiller(m))) return false;
    if (!rank.measure.lex.some((l) => l.kind === 'property' && l.ido === ido)) return false;
    // The amount is named with the record's own noun ("invoice amount", "order value"), not a
    // balance or a total a party has ("which customer has the highest balance").
    const said = rank.measure.text.trim().split(/\s+/);
    // "the highest sales": one word, a mass a party has, though it begins the records' own name
    // ("sales order"); the record's noun is said before an amount word ("order value").
    if (said.length < 2) return false;
    const first = said[0].toLowerCase();
    const catalogIdo = this.vocabulary.ido(ido);
    return [catalogIdo.label, ...catalogIdo.synonyms].some((s) =>
      s
        .toLowerCase()
        .split(/\s+/)
        .some((w) => w === first || w === `${first}s`),
    );
  }

  /**
   * "which customer placed the biggest order", "which vendor got the largest single PO": the
   * superlative sizes one record, named right after it in the singular, not a party's total
   * over all of them (which "the biggest customers by orders" asks).
   */
  private rankSizesOneNoun(ido: string, reading: Reading): boolean {
    const rank = reading.rank;
    if (!rank || rank.measure || rank.counting || rank.mass || rank.hint !== 'amount') return false;
    if (rank.n !== undefined && rank.n !== 1) return false;
    let j = reading.mentions.indexOf(rank.mention) + 1;
    // "the biggest open PO": a state said of the noun stands between; it still sizes one PO.
    const state = (m: Mention): boolean =>
      m.kind === 'words' && m.lex.length > 0 && m.lex.every((l) => l.kind === 'enum');
    while (
      j < reading.mentions.length &&
      (this.isFiller(reading.mentions[j]) ||
        state(reading.mentions[j]) ||
        /^(single|individual)$/i.test(reading.mentions[j].text.trim()))
    )
      j += 1;
    const noun = reading.entities.find((e) => e.mention === reading.mentions[j]);
    return noun !== undefined && noun.ido === ido && !/s$/i.test(noun.mention.text.trim());
  }

  /**
   * Parts of a question about related records that an answer can silently leave out (#17,
   * fifth round), as a confidence factor:
   * - "open AR per customer state", "spend per vendor country": a breakdown by a property of
   *   the records named after the grouping word, left unread, groups by those records instead
   *   (one total per customer, not per state);
   * - "PO value by vendor": a measure word ("value", "sales") inside a phrase of several words
   *   left unread, or "sales" alone, leaves the amount asked for out of the answer.
   */
  private droppedMeasureOrBreakdown(
    tagged: Tagged,
    reading: Reading,
    notUnderstood: ReadonlySet<Mention>,
  ): number {
    const unread = (m: Mention | undefined): boolean =>
      m !== undefined && (!reading.used.has(m) || notUnderstood.has(m));
    let factor = 1;
    const byRelatedProperty = reading.groups.some((g) => {
      const next = tagged.mentions[tagged.mentions.indexOf(g.target) + 1];
      if (next?.kind !== 'words' || !unread(next)) return false;
      const named = new Set(g.target.lex.filter((l) => l.kind === 'ido').map((l) => l.ido));
      return next.lex.some((l) => l.kind === 'property' && named.has(l.ido));
    });
    if (byRelatedProperty) factor *= 0.45;
    const measureInPhrase = tagged.mentions.some(
      (m) =>
        (m.kind === 'words' || m.kind === 'unknown') &&
        unread(m) &&
        m.text.split(/\s+/).some((w) => MEASURE_WORDS.test(w) || /^sales$/i.test(w)) &&
        !MEASURE_WORDS.test(m.text),
    );
    if (measureInPhrase) factor *= 0.6;
    return factor;
  }

  /**
   * "open lines for customers in Ohio" answered with PO lines of vendors in Ohio: a kind of
   * record the question names (of one IDO only) that the answer neither is, reaches through a
   * relation, nor is linked to by one step, was left out: the answer is about other records.
   */
  private nounLeftOut(
    ido: string,
    reading: Reading,
    relations: readonly RelationCondition[],
    placed: readonly Condition[],
  ): boolean {
    const reached = new Set<string>([ido]);
    const walk = (rs: readonly RelationCondition[]): void => {
      for (const r of rs) {
        reached.add(r.target.ido);
        walk(r.target.relations);
      }
    };
    walk(relations);
    // Records the answer's refer to, or that refer to them, are what it is about already ("PO
    // lines for item X", "how much do customers owe"): only a kind of record no step links is
    // left out.
    // Only when a condition of the question would have fitted the records named ("in Ohio":
    // a customer's state) and went to others instead (a vendor's state).
    return reading.entities.some(
      (e) =>
        e.alternatives.length === 1 &&
        !reached.has(e.ido) &&
        reading.used.has(e.mention) &&
        this.graph.reference(ido, e.ido) === undefined &&
        this.graph.reference(e.ido, ido) === undefined &&
        placed.some((c) => !c.mentions.includes(e.mention) && c.build(e.ido, this.vocabulary)),
    );
  }

  /**
   * "line 2 of sales order 10001": a noun of several IDOs (PO lines, customer order lines)
   * naming the value after it, beside a noun of one IDO, is the one of its IDOs nearest to it
   * (customer order lines). Nouns that are no label are left to the IDO chooser.
   */
  private pairedReadings(reading: Reading): boolean {
    const sure = reading.entities.filter((e) => e.alternatives.length === 1).map((e) => e.ido);
    // "line 2 of order 10001": two nouns of several IDOs each (PO or customer order), nothing
    // else to tell which: a guess.
    const ambiguous = reading.entities.filter((e) => e.alternatives.length > 1);
    if (sure.length === 0) return ambiguous.length > 1 && ambiguous.some((e) => e.label);
    for (const e of reading.entities) {
      if (!e.label || e.alternatives.length < 2 || sure.includes(e.ido)) continue;
      // The nearer it is to the nouns of one IDO, the likelier: 1 / distance, summed.
      const score = (a: string): number =>
        sure.reduce((sum, s) => {
          const d = this.graph.distance(a, s);
          return sum + (Number.isFinite(d) && d > 0 ? 1 / d : 0);
        }, 0);
      const scored = e.alternatives.map((a) => ({ a, s: score(a) })).sort((x, y) => y.s - x.s);
      if (scored[0].s > 0 && scored[0].s > scored[1].s) e.ido = scored[0].a;
    }
    return false;
  }

  /**
   * "what items did we order last year": a noun of several IDOs right after "we" is a verb of
   * ours ("order"), so its records are ours to a supplier: the reading that refers to the
   * catalog's vendors (purchase orders), as the IDO chooser does for the first noun.
   */
  private orderedByUs(reading: Reading): void {
    for (const e of reading.entities) {
      if (e.alternatives.length < 2) continue;
      const at = reading.mentions.indexOf(e.mention);
      if (!/^we$/i.test(reading.mentions[at - 1]?.text.trim() ?? '')) continue;
      const ours = e.alternatives.filter((a) =>
        this.vocabulary
          .ido(a)
          .relations.some((r) => this.vocabulary.isTradeParty(r.targetIdo, 'vendor')),
      );
      if (ours.length === 1) e.ido = ours[0];
    }
  }

  /**
   * "customers with orders over 50000": a noun of several IDOs (purchase or customer orders)
   * beside the answer's is the one related to the answer's records; read as one no relation
   * reaches, its conditions fell on the answer itself (the customers' credit limit).
   */
  private reachableReadings(ido: string, reading: Reading): void {
    const reaches = (other: string): boolean => Number.isFinite(this.graph.distance(ido, other));
    for (const e of reading.entities) {
      if (e.ido === ido || e.alternatives.length < 2 || reaches(e.ido)) continue;
      const related = e.alternatives.filter((a) => a !== ido && reaches(a));
      if (related.length === 1) e.ido = related[0];
    }
  }

  /**
   * Whether money of `ido` is measured over its records picked as past some date, in words that
   * are the label of another IDO's days past whose records count as late only while money is
   * still owed on them (its condition names an amount: "Days Past Due" while a balance is left),
   * and only a synonym of `ido`'s own lateness. "Total late amount by vendor" keeps its reading:
   * "late" names no lateness of money owed. Records named ("past due orders") keep theirs.
   */
  private owedLatenessReadElsewhere(
    ido: string,
    reading: Reading,
    placement: Placement,
    shape: Shape,
  ): boolean {
    if (reading.entities.some((e) => e.ido === ido)) return false;
    if (!this.measuresMoney(ido, shape)) return false;
    const owedLateness = (on: string, property: string): boolean => {
      const other = this.vocabulary.ido(on);
      const derived = other.property(property)?.derived;
      if (derived?.kind !== 'daysPast' || derived.when === undefined) return false;
      const when = derived.when;
      return other.properties.some(
        (p) => p.unit === 'currency' && new RegExp(`\\b${p.name}\\b`).test(when),
      );
    };
    const labelled = (on: string, property: string, words: string): boolean =>
      (this.vocabulary.ido(on).property(property)?.label.toLowerCase() ?? '').includes(words);
    return placement.placed
      .filter((c) => !placement.remote.includes(c))
      .some((c) =>
        c.mentions.some((m) => {
          if (m.kind !== 'words') return false;
          const words = m.text.trim().toLowerCase();
          const own = m.lex.find((l) => l.kind === 'property' && l.ido === ido);
          if (!own || own.kind !== 'property') return false;
          if (this.vocabulary.ido(ido).property(own.property)?.derived?.kind !== 'daysPast')
            return false;
          if (labelled(ido, own.property, words)) return false;
          return m.lex.some(
            (l) =>
              l.kind === 'property' &&
              l.ido !== ido &&
              labelled(l.ido, l.property, words) &&
              owedLateness(l.ido, l.property),
          );
        }),
      );
  }

  /** Whether the answer sums, averages or ranks by an amount of money of `ido`'s records. */
  private measuresMoney(ido: string, shape: Shape): boolean {
    const catalogIdo = this.vocabulary.ido(ido);
    const money = (property: string | undefined): boolean =>
      property !== undefined && catalogIdo.property(property)?.unit === 'currency';
    return (
      (shape.aggregate?.measures ?? []).some((m) => m.fn !== 'count' && money(m.property)) ||
      (!shape.aggregate && shape.orderBy.some((o) => money(o.property)))
    );
  }

  /**
   * Whether the answer measures `ido`'s own amount (a document's total: summed, averaged,
   * ranked) over documents picked by what their lines hold, the documents never named: "what
   * did we sell IT-10045 for on average", "average price we sold IT-10045 for". A document's
   * amount adds up all its lines, the other things' as well; the question is about the lines
   * that hold the thing. Named ("average value of orders with IT-10045"), the documents are
   * what is measured.
   */
  private amountOfHeaderForLines(
    ido: string,
    reading: Reading,
    placement: Placement,
    shape: Shape,
  ): boolean {
    const catalogIdo = this.vocabulary.ido(ido);
    // "what did we sell": a verb of trade stands for the documents without naming them, unless
    // it is a word of their own name ("orders").
    const ownWords = `${catalogIdo.label} ${catalogIdo.pluralLabel}`.toLowerCase().split(/\s+/);
    const named = reading.entities.some((e) => {
      const text = e.mention.text.trim().toLowerCase();
      return e.ido === ido && (!TRADE_VERBS.has(text) || ownWords.includes(text));
    });
    if (named) return false;
    if (!this.measuresMoney(ido, shape)) return false;
    return placement.relations.some(
      (r) => headerOfLines(r.target.ido, this.vocabulary, this.graph) === ido,
    );
  }

  /**
   * "order lines shipped to …", "what has been shipped to …": a participle naming a quantity of
   * the answer's records, standing as the question's verb, asks for the records where some was
   * shipped (received, completed), not for every record with that quantity shown beside it;
   * so does a quantity named as a state of the records ("items on order", quantity-state.ts).
   */
  private doneQuantities(ido: string, reading: Reading, placement: Placement): void {
    if (reading.aggregate || reading.rank) return;
    for (const field of reading.fields) {
      const m = field.mention;
      if (m.rule) continue;
      const asState = quantityAsState(reading, m, ido, this.vocabulary);
      if (!/^[a-z]+ed$/i.test(m.text.trim()) && !asState) continue;
      // "SLPoItems PoNum, QtyReceived where ...": a word typed with a capital inside is a
      // property's own name, a column asked for, never a verb.
      if (/[a-z][A-Z]/.test(m.text)) continue;
      // "qty ordered vs received": a column set against another, not the question's verb.
      const before = reading.mentions[reading.mentions.indexOf(m) - 1];
      if (before && versusBetweenFields(before)) continue;
      const quantities = propertiesOn(m, ido, this.vocabulary).filter((p) => p.unit === 'quantity');
      if (quantities.length !== 1 || placement.properties.includes(quantities[0].name)) continue;
      // "shipped last week": the verb names the date the date condition reads.
      const next = reading.mentions[reading.mentions.indexOf(m) + 1];
      if (next?.kind === 'date') continue;
      placement.filter = f.and(placement.filter, f.cmp(quantities[0].name, '>', 0));
      placement.properties.push(quantities[0].name);
      // "something on order": the pronoun is what is held; "was something shipped" (a verb,
      // not a state) asks whether anything was, which stays unread.
      const pronoun = asState ? pronounOfState(reading, m) : undefined;
      if (pronoun) reading.used.add(pronoun);
    }
  }

  private futureOnPastDate(ido: string, filter: FilterNode | undefined, today: string): boolean {
    const parts: FilterNode[] = [];
    const walk = (n: FilterNode | undefined): void => {
      if (!n) return;
      if (n.kind === 'and') n.operands.forEach(walk);
      else parts.push(n);
    };
    walk(filter);
    const profile = this.vocabulary.profile(ido);
    // The date a condition holds, when every day it lets through is after today.
    const ahead = (n: FilterNode): string | undefined => {
      if (n.kind === 'between' && !n.negated && n.low.kind === 'literal')
        return String(n.low.value) > today ? n.target.name : undefined;
      // "co lines shipping on Monday" (the coming one), "received after today": one day, or
      // every day from one on, is as much a forecast as a period.
      if (n.kind !== 'compare' || n.left.kind !== 'property' || n.right.kind !== 'literal')
        return undefined;
      const day = String(n.right.value);
      const later = n.op === '>' ? day >= today : (n.op === '=' || n.op === '>=') && day > today;
      return later ? n.left.name : undefined;
    };
    return parts.some((n) => {
      const name = ahead(n);
      const prop = name ? this.vocabulary.ido(ido).property(name) : undefined;
      // A date whose words say something was done then ("shipped on", "received date"): kept
      // once it has happened, so never in the future either.
      return (
        prop !== undefined &&
        prop.type === 'date' &&
        prop.derived === undefined &&
        (profile.looksBack(prop) || profile.recordsEvent(prop))
      );
    });
  }

  private futureInRelation(r: RelationCondition, today: string): boolean {
    return (
      (!r.negated && this.futureOnPastDate(r.target.ido, r.target.filter, today)) ||
      r.target.relations.some((x) => this.futureInRelation(x, today))
    );
  }

  private vacuousIn(r: RelationCondition): boolean {
    return (
      vacuousExclusion(r.target.filter) !== undefined ||
      r.target.relations.some((x) => this.vacuousIn(x))
    );
  }

  private whoAsksForTheRecordNamed(ido: string, reading: Reading): boolean {
    const first = reading.mentions[0];
    if (first?.kind !== 'words' || !/^who$/i.test(first.text.trim())) return false;
    if (reading.fields.length > 0 || reading.aggregate || reading.entities.length > 0) return false;
    const keys = new Set(this.vocabulary.ido(ido).keys);
    return reading.mentions.some(
      (m) =>
        (m.kind === 'words' || m.kind === 'code') &&
        m.lex.some((l) => l.kind === 'value' && l.ido === ido && keys.has(l.property)),
    );
  }

  /**
   * "what have we shipped to customers in Texas", "what did we ship to customers in Canada":
   * the answer's noun follows "to" / "from" / "for" in a question opening on "what".
   */
  private objectOfWhat(ido: string, reading: Reading): boolean {
    const first = reading.mentions[0];
    if (first?.kind !== 'words' || !/^what$/i.test(first.text)) return false;
    return reading.mentions.some((m, i) => {
      // The noun, whether read as the records or as their name ("ship to customers").
      if (m.kind !== 'words' || !m.lex.some((l) => l.kind === 'ido' && l.ido === ido)) return false;
      const before = reading.mentions[i - 1];
      return (
        before?.kind === 'words' &&
        // "sold to" naming customer orders says what is asked; "ship to", "ordered from" do not.
        !before.lex.some((l) => l.kind === 'ido') &&
        /(^|\s)(to|from|for)$/i.test(before.text.trim())
      );
    });
  }

  /**
   * What changes hands in the trade with a party the question names ("what do we buy from
   * Acme"): asked with "what" and a verb of trade, no noun of the answer, and the party named
   * right after "from" or "to". It is the one record the party's documents' lines refer to
   * that is neither the party nor a document of it (the items on its PO lines).
   */
  private tradedThing(party: string, reading: Reading): string | undefined {
    const first = reading.mentions[0];
    if (first?.kind !== 'words' || !/^what$/i.test(first.text.trim())) return undefined;
    // "what did we buy from suppliers in Italy": the party may be named by its noun too.
    const partyNoun = (i: number): boolean => {
      let j = i - 1;
      // "from Italian suppliers": values describing the noun may stand before it.
      while (
        j > 0 &&
        reading.mentions[j].kind === 'words' &&
        (reading.mentions[j] as WordsMention).lex.length > 0 &&
        (reading.mentions[j] as WordsMention).lex.every((l) => l.kind === 'value')
      )
        j -= 1;
      const before = reading.mentions[j];
      return before?.kind === 'words' && /(^|\s)(from|to)$/i.test(before.text.trim());
    };
    if (
      reading.entities.some(
        (e) => e.ido !== party || !partyNoun(reading.mentions.indexOf(e.mention)),
      ) ||
      reading.aggregate ||
      reading.rank
    )
      return undefined;
    // "what do we get from Acme": getting or receiving from someone is buying here.
    const tradeVerb = reading.mentions.find((m) =>
      tradeWordIn(m, /^(get|got|gotten|getting|receive|received|buying|ordering|purchasing)$/),
    );
    if (!tradeVerb) return undefined;
    const named =
      reading.entities.length > 0 ||
      reading.mentions.some((m, i) => {
        if (m.kind !== 'words' || !m.lex.some((l) => l.kind === 'value' && l.ido === party))
          return false;
        return partyNoun(i);
      });
    if (!named) return undefined;
    const names = this.vocabulary.idos.map((i) => i.name);
    // The party's documents and their lines: records referring to it, directly or in one step.
    const ofParty = new Set(
      names.filter(
        (ido) =>
          this.graph.reference(ido, party) !== undefined ||
          names.some(
            (h) =>
              this.graph.reference(ido, h) !== undefined &&
              this.graph.reference(h, party) !== undefined,
          ),
      ),
    );
    const things = new Set<string>();
    const lines = new Set<string>();
    for (const line of names) {
      if (line === party || !ofParty.has(line)) continue;
      // Lines: records referring to a document of the party, not only to the party.
      const documents = names.filter(
        (h) => this.graph.reference(line, h) !== undefined && this.graph.reference(h, party),
      );
      if (documents.length === 0) continue;
      for (const t of names)
        if (t !== party && this.graph.reference(line, t) && !ofParty.has(t)) {
          things.add(t);
          lines.add(line);
        }
    }
    if (things.size !== 1) return undefined;
    // "what did we receive from vendors yesterday": what happened then is on the lines, which
    // keep the date the verb names (received), so what was received then is those lines.
    const dated = reading.mentions.some((m) => m.kind === 'date');
    const words = tradeVerb.text.toLowerCase().split(/\s+/);
    const receipts = [...lines].filter((l) => dateMeantBy(words, l, this.vocabulary));
    if (dated && lines.size === 1 && receipts.length === 1) return receipts[0];
    return [...things][0];
  }

  /**
   * The records of a deed done to a party the question names after "to" / "from" ("what did we
   * ship to customers on Thursday", "what's gone out the door to customers this week"): asked
   * with "what", no noun but the party's, and a verb before it that names a date of one kind of
   * record related to the party (Ship Date: the customer order lines). The verb, read as a
   * property (a ship-to address, the quantity shipped), is the deed, not something shown.
   */
  private deedToParty(party: string, reading: Reading): string | undefined {
    const first = reading.mentions[0];
    if (first?.kind !== 'words' || !/^what$/i.test(first.text.trim())) return undefined;
    if (reading.aggregate || reading.rank || reading.groups.length > 0) return undefined;
    if (!this.vocabulary.isTradeParty(party)) return undefined;
    // Dated: the period says which deeds ("on Thursday"); undated, every record of the party
    // would be listed, done or not, unless the records say how much of the deed was done to
    // them (deed-of-document.ts: "what did we ship to C" is C's lines with some shipped).
    const dated = reading.conditions.some((c) => c.mentions.some((m) => m.kind === 'date'));
    // The party's noun, whether read as the records or as a kind of them ("ship to customers").
    if (reading.entities.some((e) => e.ido !== party)) return undefined;
    // Or by its name ("ship to Iron River Construction Inc").
    const at = reading.mentions.findIndex(
      (m) =>
        m.kind === 'words' &&
        (m.lex.some((l) => l.kind === 'ido' && l.ido === party) ||
          (m.lex.length > 0 && m.lex.every((l) => l.kind === 'value')
            ? m.lex.some((l) => l.ido === party)
            : false)),
    );
    if (at < 0) return undefined;
    const before = reading.mentions[at - 1];
    if (before?.kind !== 'words') return undefined;
    // "ship to customers" (one phrase) or "gone out the door to customers".
    const phrase = /(^|\s)(to|from)$/i.test(before.text.trim());
    const verb = phrase && before.text.trim().includes(' ') ? before : reading.mentions[at - 2];
    if (!phrase || !verb || (verb.kind !== 'words' && verb.kind !== 'unknown')) return undefined;
    const words = verb.text
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => !/^(to|from)$/.test(w));
    const hosts = this.vocabulary.idos
      .map((i) => i.name)
      .filter(
        (ido) =>
          ido !== party &&
          Number.isFinite(this.graph.distance(ido, party)) &&
          (dateNamedBy(words, ido, this.vocabulary) !== undefined ||
            (verb.kind === 'words' &&
              verb.lex.some(
                (l) =>
                  l.kind === 'property' &&
                  l.ido === ido &&
                  this.vocabulary.ido(ido).property(l.property)?.type === 'date',
              ))),
      );
    if (hosts.length !== 1) return undefined;
    const done = dated ? undefined : doneOn(hosts[0], words, verb, this.vocabulary);
    if (!dated && !done) return undefined;
    reading.used.add(verb);
    const noun = reading.mentions[at];
    reading.used.add(noun);
    reading.fields = reading.fields.filter((fi) => fi.mention !== verb && fi.mention !== noun);
    reading.conditions = reading.conditions.filter((c) => !c.mentions.includes(verb));
    if (done) reading.conditions.push(done);
    return hosts[0];
  }

  /** Whether records of `ido` say where something is (a warehouse, a site, a city, an address). */
  private holdsPlace(ido: string): boolean {
    return this.vocabulary
      .ido(ido)
      .properties.some((p) =>
        [p.label, ...(p.synonyms ?? [])].some((w) =>
          /\b(warehouses?|locations?|sites?|plants?|bins?|depots?|facilit(y|ies)|city|cities|states?|countr(y|ies)|address(es)?|regions?|provinces?)\b/i.test(
            w,
          ),
        ),
      );
  }

  /**
   * The detail of `ido` per place that "where" asks about ("where is IT-10024 stocked", "where
   * do we store IT-10001"): records keyed by the record and a place (a warehouse, a site, a
   * location) of a small vocabulary. The verb, if the catalog does not know it, must be one of
   * keeping (stored, kept, held, located) or share its stem with the detail's words ("stocked":
   * stock); "where was X sold" asks about something else.
   */
  private whereKept(ido: string, reading: Reading): string | undefined {
    const [first] = reading.mentions;
    if (!first || !/^where$/i.test(first.text.trim())) return undefined;
    if (reading.aggregate || reading.rank || reading.entities.some((e) => !e.label))
      return undefined;
    const PLACE =
      /\b(warehouses?|locations?|sites?|plants?|bins?|stores?|depots?|facilit(y|ies))\b/i;
    const place = (i: string, k: string): boolean => {
      const p = this.vocabulary.ido(i).property(k);
      return p !== undefined && [p.label, ...(p.synonyms ?? [])].some((w) => PLACE.test(w));
    };
    if (this.vocabulary.ido(ido).properties.some((p) => place(ido, p.name))) return undefined;
    const details = this.vocabulary.idos.filter((d) => {
      const step = this.graph.reference(d.name, ido);
      if (!step || d.keys.length < 2 || !d.keys.includes(step.fromProperty)) return false;
      const rest = d.keys.filter((k) => k !== step.fromProperty);
      return (
        rest.every((k) => d.property(k)?.knownValues === true) && rest.some((k) => place(d.name, k))
      );
    });
    if (details.length !== 1) return undefined;
    const [detail] = details;
    const words = [detail.label, detail.pluralLabel, ...detail.synonyms]
      .flatMap((w) => w.toLowerCase().split(/\s+/))
      .map((w) => stem(w));
    // Nothing else said of the record: "where is IT-10045 made" asks where it is produced.
    const rest = reading.mentions
      .slice(1)
      .filter((m) => !this.isFiller(m) && !/^(is|are|do|does|we|our)$/i.test(m.text.trim()));
    const valueOnly = (m: Mention): boolean =>
      (m.kind === 'words' && m.lex.length > 0 && m.lex.every((l) => l.kind === 'value')) ||
      (m.kind === 'code' && m.lex.length > 0) ||
      (m.kind === 'words' && reading.entities.some((e) => e.mention === m));
    const verbs = rest.filter((m) => !valueOnly(m));
    if (verbs.some((m) => m.kind !== 'unknown' || !/^[a-z]+$/i.test(m.text))) return undefined;
    const keeping = (w: string): boolean =>
      /^(?:stored?|kept|keep|held|hold|located|housed|warehoused)$/i.test(w) ||
      words.includes(stem(w.toLowerCase().replace(/ed$/, '')));
    if (verbs.length > 1 || (verbs.length === 1 && !keeping(verbs[0].text))) return undefined;
    for (const v of verbs) reading.used.add(v);
    return detail.name;
  }

  /**
   * The party "who" asks for when we are the ones trading: bought, ordered, purchased from
   * someone (a vendor, a supplier), sold, shipped, billed to someone (a customer, a client).
   * Undefined when the records answered are a party already.
   */
  private partyAskedBy(ido: string, reading: Reading): string | undefined {
    const words = reading.mentions.flatMap((m) => m.text.toLowerCase().split(/\s+/));
    if (!/^(who|whom)$/.test(words[0] ?? '')) return undefined;
    // "who sells us HYD parts", "who supplies us": selling to us is a vendor's.
    const toUs = words.some(
      (w, i) =>
        /^(sells?|sold|suppl(y|ies|ied)|provides?|provided)$/.test(w) && words[i + 1] === 'us',
    );
    // "who buys IT-10045 from us", "who sold it to us": we are the other side, named after
    // the verb, so the party asked for is on the side opposite to ours.
    const after = (prep: string, at: number): boolean =>
      at >= 0 && words.some((w, i) => i > at && w === prep && words[i + 1] === 'us');
    const verbAt = (re: RegExp): number => words.findIndex((w) => re.test(w));
    const bought = verbAt(
      /^(buy|buys|buying|bought|purchas(e|es|ed|ing)|orders?|ordered|sourced?)$/,
    );
    const sold = verbAt(/^(sell|sells|selling|sold|ship(s|ped)?|bill(s|ed)?|invoiced?)$/);
    // "who bought IT-10001 last month": someone buying, with no "we" or "us", buys from us.
    // "who has bought IT-10001", "who had ordered it": the same verb after an auxiliary.
    const boughtRightAfterWho =
      bought === 1 || (bought === 2 && /^(has|have|had)$/.test(words[1] ?? ''));
    const buyer =
      boughtRightAfterWho &&
      words.length > bought + 1 &&
      !words.includes('we') &&
      !words.includes('us');
    const fromUs = after('from', bought) || buyer;
    const toUsAfter = after('to', sold);
    if (!toUs && !fromUs && !toUsAfter && !words.includes('we')) return undefined;
    if (this.vocabulary.isTradeParty(ido)) return undefined;
    const from = words.lastIndexOf('from');
    const to = words.lastIndexOf('to');
    const side: TradeSide | undefined =
      toUs || toUsAfter
        ? 'vendor'
        : fromUs
          ? 'customer'
          : bought >= 0 && from > bought
            ? 'vendor'
            : sold >= 0 && to > sold
              ? 'customer'
              : undefined;
    if (!side) return undefined;
    const found = this.vocabulary.idos.filter((i) => this.vocabulary.isTradeParty(i.name, side));
    return found.length === 1 ? found[0].name : undefined;
  }

  /**
   * "what did customers in Michigan buy": "what" as the object of an auxiliary ("what did",
   * "what have"), the answer's own noun its subject and a verb of trade after it.
   */
  private partyAskedWhatItTraded(ido: string, reading: Reading): boolean {
    const [first, second] = reading.mentions;
    if (!first || !/^what$/i.test(first.text.trim())) return false;
    if (!second || !/^(did|do|does|have|has|had)\b/i.test(second.text.trim())) return false;
    if (reading.aggregate || reading.rank || reading.fields.length > 0) return false;
    // "what did customer 5003 buy": a party named by its number right after the auxiliary is
    // the subject too.
    const subject = reading.entities.find(
      (e) =>
        e.ido === ido &&
        (!e.label || (e.mention === reading.mentions[2] && this.vocabulary.isTradeParty(e.ido))),
    );
    // "what did Iron River Construction Inc buy from us": the party named by its name right
    // after the auxiliary, read on records that carry that name (its invoices), not on what
    // it bought.
    const third = reading.mentions[2];
    const named =
      third?.kind === 'words' &&
      third.lex.length > 0 &&
      third.lex.every((l) => l.kind === 'value') &&
      third.lex.some((l) => this.vocabulary.isTradeParty(l.ido)) &&
      third.lex.some((l) => l.ido === ido) &&
      !this.vocabulary.isTradeParty(ido);
    const from = subject?.mention ?? (named ? third : undefined);
    if (!from) return false;
    return reading.mentions.slice(reading.mentions.indexOf(from) + 1).some((m) => tradeWordIn(m));
  }

  /** A verb of trade said of the answer's own noun ("customers who buy", "vendors that supply"). */
  private tradeVerbOf(ido: string, reading: Reading): boolean {
    const subjects = new Set<Mention>(
      reading.entities.filter((e) => e.ido === ido).map((e) => e.mention),
    );
    return reading.mentions.some((m, at) => {
      // "items ordered by Ozark", "parts bought by Acme": the verb read whole with the word
      // naming who did it (a link, or "ordered by" a sort) is the verb all the same.
      const verb = m.text.toLowerCase().replace(/\s+(?:by|from|to)$/, '');
      if (!TRADE_VERBS.has(verb)) return false;
      let j = at - 1;
      while (
        j >= 0 &&
        (this.isFiller(reading.mentions[j]) ||
          // "customers who never bought …": a negation between is still their verb.
          /^(we|who|that|which|do|does|did|have|has|had|never|ever|not)$/i.test(
            reading.mentions[j].text,
          ))
      )
        j -= 1;
      // "who has bought Circuit Board IP67": "who" is the subject, the party asked for.
      if (j < 0) return /^(?:who|whom)$/i.test(reading.mentions[0]?.text.trim() ?? '');
      return subjects.has(reading.mentions[j]);
    });
  }

  /** The one IDO referring to the answer's that the verbs' catalog readings belong to. */
  private verbHost(ido: string, verbs: readonly Condition[]): string | undefined {
    const hosts = new Set(
      verbs
        .flatMap((c) => c.mentions)
        .flatMap((m) => (m.kind === 'words' ? m.lex : []))
        .filter((l) => l.kind !== 'ido' && this.graph.reference(l.ido, ido) !== undefined)
        .map((l) => l.ido),
    );
    return hosts.size === 1 ? [...hosts][0] : undefined;
  }

  /**
   * Conditions read from a verb of trade that follows the answer's own noun ("customers who
   * bought", "vendors that supply", "which customers have ordered") while the answer crosses a
   * relation: the verb says how the records are related, so its other readings (a status
   * "Ordered" of the related records, a "purchased" source code) answer another question.
   */
  /**
   * Whether a trade party named beside the answer's records (not asked for, not a label) is
   * reached by none of the related records the answer crossed: none is that party's, nor refers
   * to it directly or through one more reference (a customer order line, by its order).
   */
  private partyNotReached(
    ido: string,
    reading: Reading,
    relations: readonly RelationCondition[],
  ): boolean {
    if (relations.length === 0) return false;
    const crossed = new Set<string>();
    const walk = (list: readonly RelationCondition[]): void => {
      for (const r of list) {
        crossed.add(r.target.ido);
        walk(r.target.relations);
      }
    };
    walk(relations);
    const leadsTo = (from: string, party: string): boolean =>
      from === party || this.refersWithinTwoSteps(from, party);
    return reading.entities.some(
      (e) =>
        !e.label &&
        e.ido !== ido &&
        this.vocabulary.isTradeParty(e.ido) &&
        ![...crossed].some((t) => leadsTo(t, e.ido)),
    );
  }

  /**
   * Whether the records are answered whole (no filter, relation, figure or order) while a verb
   * naming other records (a secondary name of their IDO in the catalog) was said of them.
   */
  private verbOfOtherRecordsOnly(
    ido: string,
    reading: Reading,
    placement: Placement,
    shape: Shape,
  ): boolean {
    if (placement.filter || placement.relations.length > 0 || shape.aggregate) return false;
    if (shape.orderBy.length > 0 || shape.limit !== undefined) return false;
    // "vendors we buy from", "customers we sell to": a party to our trade is one by trading
    // with us; the verb says what they are, and every one of them is the answer.
    if (this.vocabulary.isTradeParty(ido)) return false;
    return reading.entities.some(
      (e) =>
        !e.label &&
        e.ido !== ido &&
        e.mention.lex.some((l) => l.kind === 'ido' && l.ido === e.ido && l.secondary === true) &&
        !e.mention.lex.some((l) => l.kind === 'ido' && l.ido === e.ido && l.secondary !== true),
    );
  }

  private relationVerbs(ido: string, reading: Reading, placement: Placement): Condition[] {
    if (placement.relations.length === 0 && placement.unplaced.length === 0) return [];
    const subjects = new Set<Mention>(
      reading.entities.filter((e) => e.ido === ido).map((e) => e.mention),
    );
    if (subjects.size === 0) return [];
    const out: Condition[] = [];
    for (const c of reading.conditions) {
      const [m] = c.mentions;
      if (c.mentions.length !== 1 || m.kind !== 'words' || c.negated) continue;
      if (!TRADE_VERBS.has(m.text.toLowerCase())) continue;
      // Its readings belong to other records than the answer's ("ordered": the orders' status).
      if (m.lex.some((l) => l.ido === ido)) continue;
      const at = reading.mentions.indexOf(m);
      let j = at - 1;
      let relative = false;
      let preposition = false;
      while (
        j >= 0 &&
        (this.isFiller(reading.mentions[j]) ||
          /^(we|never|nobody|no one)$/i.test(reading.mentions[j].text))
      ) {
        if (/^(who|that|which)$/i.test(reading.mentions[j].text)) relative = true;
        if (/^(for|of|with|on|in|from|at)$/i.test(reading.mentions[j].text)) preposition = true;
        j -= 1;
      }
      // "order lines for purchased items": after a preposition the word describes the noun
      // that follows it; it is not the verb of the answer's noun before.
      if (preposition && !relative) continue;
      // "customers in Texas who bought …": a relative pronoun ties the verb to the noun before.
      const subjectBefore = reading.mentions.slice(0, Math.max(j, 0)).some((x) => subjects.has(x));
      if (j >= 0 && (subjects.has(reading.mentions[j]) || (relative && subjectBefore))) out.push(c);
    }
    return out;
  }

  /**
   * The IDO that holds the question's conditions when the one named cannot: "items below their
   * reorder point" or "items in warehouse MAIN" are about stock per item and warehouse, a
   * detail IDO whose key extends the named one's (SLItemwhses: Item, Whse → SLItems: Item).
   * Chosen only when it carries every condition the named IDO carries, and more.
   */
  private detailOf(ido: string, reading: Reading): string | undefined {
    const fits = (host: string): Set<Condition> =>
      new Set(reading.conditions.filter((c) => c.build(host, this.vocabulary) !== undefined));
    const own = fits(ido);
    // "number of items stocked per warehouse": a breakdown by the detail's own dimension, which
    // the records named lack, counts their detail rows (an item per warehouse it is stocked
    // in). Not when an amount named is none of the detail's, nor for a ranking.
    const measure = reading.aggregate?.measure;
    const perDimension = (host: string, dimensions: readonly string[]): number =>
      reading.rank || (measure && propertiesOn(measure, host, this.vocabulary).length === 0)
        ? 0
        : reading.groups.filter(
            (g) =>
              propertiesOn(g.target, ido, this.vocabulary).length === 0 &&
              propertiesOn(g.target, host, this.vocabulary).some((p) =>
                dimensions.includes(p.name),
              ),
          ).length;
    let best: string | undefined;
    let gain = 0;
    for (const candidate of this.vocabulary.idos) {
      const step = this.graph.reference(candidate.name, ido);
      if (!step || candidate.keys.length < 2 || !candidate.keys.includes(step.fromProperty))
        continue;
      // The rest of its key is a dimension with a small vocabulary (a warehouse), not a
      // document of its own (invoices are keyed by customer too, but are not customers' detail).
      const dimensions = candidate.keys.filter((k) => k !== step.fromProperty);
      if (!dimensions.every((k) => candidate.property(k)?.knownValues === true)) continue;
      const theirs = fits(candidate.name);
      // "HYD items below reorder point in MAIN": a state the detail's rows hold by their own
      // figures (on hand below reorder point) is said of the rows; what only the records named
      // carry (their product code) is reached through the rows' reference to them.
      const propertiesOf = (c: Condition): readonly string[] =>
        c.build(candidate.name, this.vocabulary)?.properties ?? [];
      const ownFigure = [...theirs].some(
        (c) => !own.has(c) && propertiesOf(c).some((p) => !candidate.keys.includes(p)),
      );
      // "purchased parts with zero on hand in EAST": a quantity both can say (the item's total
      // on hand, a row's on hand), said with a place only the rows have, is the rows' quantity
      // there, not the records' total.
      const placed = [...theirs].some(
        (c) =>
          !own.has(c) &&
          propertiesOf(c).length > 0 &&
          propertiesOf(c).every((p) => dimensions.includes(p)),
      );
      const sharedQuantity = [...theirs].some(
        (c) =>
          own.has(c) &&
          propertiesOf(c).some(
            (p) => !candidate.keys.includes(p) && candidate.property(p)?.unit === 'quantity',
          ),
      );
      const rowsOwnState = ownFigure || (placed && sharedQuantity);
      if (!rowsOwnState && [...own].some((c) => !theirs.has(c))) continue;
      const more =
        (rowsOwnState ? [...theirs].filter((c) => !own.has(c)).length : theirs.size - own.size) +
        perDimension(candidate.name, dimensions);
      if (more > gain) {
        best = candidate.name;
        gain = more;
      }
    }
    return best;
  }

  /**
   * The kind of record the question's own words name: an IDO called "invoices" whose records
   * include payments and credit memos (a Type value also called "invoice") answers "invoices"
   * with that Type only, "invoiced" likewise. Not when the question already says which kind.
   */
  private kindConditions(
    ido: string,
    tokens: readonly Token[],
    reading: Reading,
    at?: number,
  ): Condition[] {
    const catalogIdo = this.vocabulary.ido(ido);
    // A kind called like the IDO itself ("job" of jobs) names every record, not a kind.
    const own = new Set(
      [catalogIdo.label, catalogIdo.pluralLabel]
        .map((text) => tokenize(text).map((t) => t.stem))
        .filter((w) => w.length === 1)
        .map((w) => w[0]),
    );
    const explicit = (property: string): boolean =>
      reading.conditions.some((c) =>
        c.mentions.some(
          (m) =>
            m.kind === 'words' &&
            m.lex.some((l) => l.kind === 'enum' && l.ido === ido && l.property === property),
        ),
      );
    const kinds = new Map<string, Set<string>>();
    /** "receivables": a named group of kinds (the charges), when no single kind is named. */
    const groups = new Map<string, Set<string>>();
    /** Where the noun naming each property's kind stands. */
    const namedAt = new Map<string, number>();
    for (const t of tokens) {
      // "invoiced", "billed": the participle names the same kind of record.
      const forms = t.stem.endsWith('ed')
        ? [t.stem, t.stem.slice(0, -1), t.stem.slice(0, -2)]
        : [t.stem];
      for (const form of forms) {
        if (own.has(form)) continue;
        const meanings = this.vocabulary.catalogTrie.at([form]);
        if (!meanings.some((l) => l.kind === 'ido' && l.ido === ido && !l.where)) continue;
        for (const l of meanings) {
          if (l.kind !== 'enum' || l.ido !== ido) continue;
          if (l.group) {
            groups.set(l.property, new Set([...(groups.get(l.property) ?? []), l.label]));
            namedAt.set(l.property, namedAt.get(l.property) ?? t.index);
            continue;
          }
          if (l.values.length !== 1) continue;
          const set = kinds.get(l.property) ?? new Set<string>();
          set.add(l.values[0]);
          kinds.set(l.property, set);
          namedAt.set(l.property, t.index);
        }
      }
    }
    const out: Condition[] = [];
    const named = new Map<string, readonly string[]>();
    for (const [property, values] of kinds) if (values.size === 1) named.set(property, [...values]);
    // "receivables we issued in September", "receivables in September": what is issued (or
    // dated: issued then) under the group's name is its one kind the records are called by
    // (invoices); the group's other kinds (debit memos, finance charges) are posted to an
    // account, not issued to a customer.
    // "receivables for <a customer>", "receivables from Quebec customers": said of whom they
    // were issued to (a known value: a name, a place) they are likewise the documents issued,
    // the invoices. Said by their state ("past due receivables", "with a balance above 10000")
    // they stay every charge, since any charge can be owed.
    const issued =
      tokens.some((t) => MAKING_WORDS.test(t.lower)) ||
      reading.mentions.some((m) => m.kind === 'date');
    for (const [property, labels] of groups) {
      const issuedTo = reading.mentions.some(
        (m) =>
          m.kind === 'words' &&
          m.lex.length > 0 &&
          m.lex.every((l) => l.kind === 'value' && l.property !== property),
      );
      const values = this.groupValues(ido, property, labels);
      const principal =
        (issued || issuedTo) && values ? this.principalKind(ido, property, values) : undefined;
      if (!kinds.has(property) && values) named.set(property, principal ? [principal] : values);
    }
    for (const [property, values] of named) {
      // "the invoice and any credit memos": the noun's kind joined to another kind by "and" or
      // "or" is one of the kinds asked for, not overridden by it.
      const joined = explicit(property)
        ? this.kindJoinedTo(ido, property, namedAt.get(property), reading)
        : undefined;
      if (explicit(property) && !joined) continue;
      const kind = fixedCondition(
        at === undefined ? { mentions: [], at: 0, preferPrimary: true } : { mentions: [], at },
        ido,
        oneOf(property, values),
        [property],
      );
      if (joined) {
        joined.orGroup ??= Math.max(0, ...reading.conditions.map((c) => c.orGroup ?? 0)) + 1;
        kind.orGroup = joined.orGroup;
      }
      out.push(kind);
    }
    return out;
  }

  /** The values of the one named group of a kind property, if the labels name exactly one. */
  private groupValues(
    ido: string,
    property: string,
    labels: ReadonlySet<string>,
  ): readonly string[] | undefined {
    if (labels.size !== 1) return undefined;
    const [label] = [...labels];
    return this.vocabulary
      .ido(ido)
      .property(property)
      ?.enumGroups?.find((g) => g.label === label)?.values;
  }

  /**
   * The one of `values` whose label names the records themselves ("Invoice" of AR transactions,
   * which the catalog calls invoices too), if exactly one does.
   */
  private principalKind(
    ido: string,
    property: string,
    values: readonly string[],
  ): string | undefined {
    const catalogIdo = this.vocabulary.ido(ido);
    const names = new Set(
      [catalogIdo.label, catalogIdo.pluralLabel, ...catalogIdo.synonyms].map((w) =>
        w.toLowerCase(),
      ),
    );
    const found = (catalogIdo.property(property)?.enumValues ?? []).filter(
      (v) => values.includes(v.value) && names.has(v.label.toLowerCase()),
    );
    return found.length === 1 ? found[0].value : undefined;
  }

  /**
   * The condition naming another kind of the same property ("credit memos") that the noun at
   * `token` ("invoice") is joined to by a conjunction, with nothing but filler between.
   */
  private kindJoinedTo(
    ido: string,
    property: string,
    token: number | undefined,
    reading: Reading,
  ): Condition | undefined {
    if (token === undefined) return undefined;
    const { mentions } = reading;
    const noun = mentions.findIndex((m) => m.start <= token && m.end > token);
    if (noun < 0) return undefined;
    return reading.conditions.find((c) =>
      c.mentions.some((m) => {
        if (
          c.negated ||
          m.kind !== 'words' ||
          !m.lex.some((l) => l.kind === 'enum' && l.ido === ido && l.property === property)
        )
          return false;
        const other = mentions.indexOf(m);
        const between = mentions.slice(Math.min(noun, other) + 1, Math.max(noun, other));
        return (
          between.filter((x) => ruleOf(x) === 'conjunction').length === 1 &&
          between.every((x) => ruleOf(x) === 'conjunction' || ruleOf(x) === 'filler')
        );
      }),
    );
  }

  /**
   * "customers that have ship-to addresses", "customers with more than one ship-to": the
   * records the IDO's name means by default (customers, CustSeq 0), then, after "with" or
   * "have", words of its other rows (a part the synonym table names, or the very property that
   * tells the default records apart). The wholes that have such parts are asked; the answer
   * lists (or counts) the parts, or compares the property, which no plan of one IDO turns back
   * into the wholes.
   */
  private partsAnsweredForWholes(ido: string, mentions: readonly Mention[], reading: Reading) {
    const canonical = this.vocabulary.canonical(ido);
    if (!canonical) return false;
    const partWords = (m: Mention): boolean =>
      m.kind === 'words' &&
      m.lex.some(
        (l) =>
          (l.kind === 'ido' && l.ido === ido && l.where !== undefined) ||
          (l.kind === 'property' && l.ido === ido && canonical.properties.includes(l.property)),
      );
    return reading.entities.some((e) => {
      if (e.ido !== ido || e.label || partWords(e.mention)) return false;
      const at = mentions.indexOf(e.mention);
      const having = mentions.findIndex(
        (m, i) =>
          i > at &&
          m.kind === 'words' &&
          ((m.rule?.kind === 'link' && m.rule.word === 'with') ||
            /^(?:have|has|having)$/i.test(m.text)),
      );
      return having > at && mentions.slice(having + 1).some(partWords);
    });
  }

  /** The records the IDO's name means by default (customers, not ship-to addresses). */
  private applyCanonical(ido: string, reading: Reading, placement: Placement): void {
    const canonical = this.vocabulary.canonical(ido);
    if (
      !canonical ||
      this.mentionsAny(ido, canonical.properties, reading) ||
      placement.properties.some((p) => canonical.properties.includes(p))
    )
      return;
    placement.filter = f.and(canonical.node, placement.filter);
  }

  private mentionsAny(ido: string, properties: readonly string[], reading: Reading): boolean {
    return reading.mentions.some(
      (m) =>
        m.kind === 'words' &&
        m.lex.some(
          (l) =>
            (l.kind === 'property' || l.kind === 'enum' || l.kind === 'value') &&
            l.ido === ido &&
            properties.includes(l.property),
        ),
    );
  }

  /**
   * A word read as a status that fits nowhere but names a property of the answer's IDO is a
   * field to show ("when is PO-2026-1694 due": "due" is the invoices' status and the PO's date).
   */
  private keepAsFields(ido: string, reading: Reading, placement: Placement): void {
    for (const c of [...placement.unplaced]) {
      const [m] = c.mentions;
      if (
        c.mentions.length !== 1 ||
        m.kind !== 'words' ||
        propertiesOn(m, ido, this.vocabulary).length === 0
      )
        continue;
      reading.fields.push({ mention: m, mode: reading.entities.length === 0 ? 'select' : 'add' });
      placement.unplaced.splice(placement.unplaced.indexOf(c), 1);
    }
  }

  /** Whether the question names anything of the catalog: a noun, property, status or value. */
  private grounded(reading: Reading): boolean {
    const lexical = (m: Mention): boolean =>
      (m.kind === 'words' && (m.lex.length > 0 || m.rule?.kind === 'compareProperties')) ||
      (m.kind === 'code' && m.lex.length > 0);
    return (
      reading.entities.length > 0 ||
      reading.fields.length > 0 ||
      reading.groups.length > 0 ||
      reading.aggregate?.measure !== undefined ||
      reading.rank?.measure !== undefined ||
      reading.rank?.subject !== undefined ||
      reading.conditions.some((c) => c.mentions.some(lexical))
    );
  }

  /** Builds the refusal for a plan whose confidence is below the threshold. */
  refusalFor(tagged: Tagged, ido: string, confidence: number, ignored: readonly string[]): Refusal {
    const unknown = this.unknownTokens(tagged, new Set(ignored));
    return {
      reason: 'low-confidence',
      message: `the question was not understood well enough (confidence ${confidence.toFixed(2)})`,
      confidence,
      suggestions: suggestionsFor(this.vocabulary, unknown, ido),
      ido,
      ignored: [...ignored],
    };
  }

  private refuse(
    tagged: Tagged,
    reading: Reading,
    reason: Refusal['reason'],
    message: string,
    ido: string | undefined,
    confidence: number,
  ): EngineOutcome {
    const ignored = tagged.mentions
      .filter((m) => !this.isFiller(m) && !reading.used.has(m))
      .map((m) => m.text);
    const suggestions =
      reason === 'mutation'
        ? [
            'Queries only read ERP data; changes are made in the ERP itself.',
            'Try: "show open purchase orders for Acme Steel Corp"',
          ]
        : suggestionsFor(this.vocabulary, this.unknownTokens(tagged, new Set(ignored)), ido);
    return {
      kind: 'refusal',
      refusal: { reason, message, confidence, suggestions, ...(ido ? { ido } : {}), ignored },
    };
  }

  private unknownTokens(tagged: Tagged, ignored: ReadonlySet<string>): Token[] {
    return tagged.mentions
      .filter(
        (m) =>
          (m.kind === 'unknown' || ignored.has(m.text)) && m.kind !== 'number' && m.kind !== 'date',
      )
      .map((m) => tagged.tokens[m.start]);
  }

  /**
   * A sum of the answer's own amount or quantity over records picked by conditions on records
   * that refer to them (their lines) and hold an amount of their own.
   */
  private headerSumForLines(
    ido: string,
    aggregate: AggregateSpec | undefined,
    relations: readonly RelationCondition[],
  ): boolean {
    if (!aggregate?.measures.some((x) => x.fn === 'sum' && x.property !== null)) return false;
    return relations.some(
      (r) =>
        !r.negated &&
        // On the lines themselves or on what they refer to ("how much HYD did we sell").
        (r.target.filter !== undefined || r.target.relations.length > 0) &&
        this.graph.reference(r.target.ido, ido) !== undefined &&
        this.vocabulary.profile(r.target.ido).amount !== undefined,
    );
  }

  /**
   * Whether a comparison of two properties of one record went to records no noun of the question
   * names and that `ido` only shares a reference with (PO lines, for jobs: the same item).
   */
  /** A field listed right before the aggregate word ("co number and the total"), left out. */
  private fieldsBesideFigure(
    ido: string,
    mentions: readonly Mention[],
    reading: Reading,
    aggregate: AggregateSpec,
  ): boolean {
    const word = reading.aggregate?.mention;
    if (!word) return false;
    const joiner = (m: Mention | undefined): boolean =>
      m !== undefined && /^(the|a|an|and|&|\+)$/i.test(m.text.trim());
    let j = mentions.indexOf(word) - 1;
    while (j >= 0 && joiner(mentions[j])) j -= 1;
    // "vendor, total spend": a comma joins them as "and" does.
    const before = j < mentions.indexOf(word) - 1 || mentions[j]?.listed === true;
    // "total spend and vendor": the field listed after the figure.
    const last = mentions.indexOf(reading.aggregate?.measure ?? word);
    let k = last + 1;
    while (k < mentions.length && joiner(mentions[k])) k += 1;
    const after = k > last + 1 || mentions[last]?.listed === true;
    const measured = new Set(aggregate.measures.map((m) => m.property));
    return [before ? mentions[j] : undefined, after ? mentions[k] : undefined].some((m) => {
      const field = reading.fields.find((f) => f.mention === m);
      if (!field || field.mention === reading.aggregate?.measure) return false;
      const own = propertiesOn(field.mention, ido, this.vocabulary).map((p) => p.name);
      return own.length > 0 && !own.some((p) => aggregate.groupBy.includes(p) || measured.has(p));
    });
  }

  private fieldDroppedByFigure(ido: string, reading: Reading, aggregate: AggregateSpec): boolean {
    // A ranking's own words ("which buyer placed the most POs") are read by the ranking.
    if (aggregate.groupBy.length === 0 || reading.groups.length === 0 || reading.rank) return false;
    const measured = new Set(aggregate.measures.map((m) => m.property));
    return reading.fields.some((field) => {
      if (
        field.mention === reading.aggregate?.measure ||
        field.mention === reading.aggregate?.mention
      )
        return false;
      const props = propertiesOn(field.mention, ido, this.vocabulary);
      // "invoiced amount by customer": a participle naming a date, said right before the
      // amount summed, says which amount it is (the invoices'), not a column asked besides.
      const next = reading.mentions[reading.mentions.indexOf(field.mention) + 1];
      if (
        /^[a-z]+ed$/i.test(field.mention.text.trim()) &&
        props.length > 0 &&
        props.every((p) => p.type === 'date') &&
        next?.kind === 'words' &&
        propertiesOn(next, ido, this.vocabulary).some((p) => measured.has(p.name))
      )
        return false;
      const own = props.map((p) => p.name);
      return own.length > 0 && !own.some((p) => aggregate.groupBy.includes(p) || measured.has(p));
    });
  }

  private givenToRecord(tagged: Tagged): boolean {
    const [verb, noun, id] = tagged.mentions;
    return (
      verb?.kind !== undefined &&
      /^(give|make|let)$/i.test(verb.text) &&
      noun?.kind === 'words' &&
      noun.lex.some((l) => l.kind === 'ido') &&
      (id?.kind === 'number' || id?.kind === 'code') &&
      // "give customer 5003's open orders" is "give me" them; "make customer 5003's limit
      // 200k" still hands it something.
      (verb.text.toLowerCase() !== 'give' || !tagged.tokens[id.end - 1]?.possessive)
    );
  }

  /** Whether a condition reads "<property> to <value>" as the property equal to the value. */
  private setTo(ido: string, mentions: readonly Mention[], placement: Placement): boolean {
    return placement.placed.some((c) => {
      if (placement.remote.includes(c)) return false;
      const properties = c.build(ido, this.vocabulary)?.properties ?? [];
      return c.mentions.some((v) => {
        const i = mentions.indexOf(v);
        const to = mentions[i - 1];
        const named = mentions[i - 2];
        // The value itself ("due to ship" is a date named by a verb, not a value).
        const value =
          v.kind === 'number' ||
          v.kind === 'date' ||
          v.kind === 'code' ||
          (v.kind === 'words' && v.lex.some((l) => l.kind === 'value' || l.kind === 'enum'));
        return (
          i >= 2 &&
          value &&
          to.kind === 'words' &&
          to.text.toLowerCase() === 'to' &&
          named.kind === 'words' &&
          named.lex.some(
            (l) => l.kind === 'property' && l.ido === ido && properties.includes(l.property),
          )
        );
      });
    });
  }

  private comparedSideways(ido: string, reading: Reading, remote: readonly Condition[]): boolean {
    const named = new Set(reading.entities.map((e) => e.ido));
    return remote.some(
      (c) =>
        c.mentions.some((m) => m.kind === 'words' && m.rule?.kind === 'compareProperties') &&
        this.vocabulary.idos.some((host) => {
          if (host.name === ido || named.has(host.name)) return false;
          if (!c.build(host.name, this.vocabulary)) return false;
          const path = this.graph.path(host.name, ido, named) ?? [];
          return path.some((step, i) => i > 0 && !step.forward && path[i - 1].forward);
        }),
    );
  }

  /**
   * The question's conditions with each negated one that only the detail can carry, on its
   * dimension alone ("not in MAIN": Whse of stock rows), said instead of the related detail
   * rows ("with no stock row in MAIN"); undefined when there is none, or when another
   * condition is the detail's own ("items below reorder point outside EAST" asks for rows).
   */
  private absentFromDetail(
    detail: string,
    named: string,
    reading: Reading,
  ): Condition[] | undefined {
    const dims = this.dimensionsOf(detail, named);
    const ownOnly = reading.conditions.filter(
      (c) => c.build(named, this.vocabulary) === undefined && c.build(detail, this.vocabulary),
    );
    if (ownOnly.length === 0) return undefined;
    const onDimension = (c: Condition): boolean =>
      c.build(detail, this.vocabulary)?.properties.every((p) => dims.has(p)) === true;
    // "not stocked in": said of the verb, the negation is already the relation's.
    const ofVerb = (c: Condition): boolean => c.relationNegated === true && !c.negated;
    if (!ownOnly.every((c) => (c.negated || ofVerb(c)) && onDimension(c))) return undefined;
    // "items with stock outside WEST": another condition the rows carry by their own amounts
    // says the rows are asked about.
    const keys = new Set(this.vocabulary.ido(detail).keys);
    const rowsOwn = reading.conditions.some(
      (c) =>
        !ownOnly.includes(c) &&
        c.build(detail, this.vocabulary)?.properties.some((p) => !keys.has(p)) === true,
    );
    if (rowsOwn) return undefined;
    return reading.conditions.map((c) =>
      ownOnly.includes(c) && !ofVerb(c) ? { ...c, negated: false, relationNegated: true } : c,
    );
  }

  /** The keys of the detail `ido` other than its reference to `named` (a warehouse, a line). */
  private dimensionsOf(ido: string, named: string): Set<string> {
    const step = this.graph.reference(ido, named);
    return new Set(this.vocabulary.ido(ido).keys.filter((k) => k !== step?.fromProperty));
  }

  /**
   * A negation word ("not", "without", "never") that was read but that no placed condition
   * carries: neither took it (negated, or turned into a positive reading such as "not yet")
   * nor contains it.
   */
  private negationLost(
    content: readonly Mention[],
    reading: Reading,
    placement: Placement,
  ): boolean {
    const carried = new Set<Mention>(
      placement.placed.flatMap((c) => [...(c.negatedBy ?? []), ...c.mentions]),
    );
    // "vendors with no open POs": the noun's negation is the relation's to its records.
    const reached = (r: RelationCondition): string[] => [
      r.target.ido,
      ...r.target.relations.flatMap(reached),
    ];
    const negatedTargets = new Set(placement.relations.filter((r) => r.negated).flatMap(reached));
    for (const e of reading.entities)
      if (e.negated && negatedTargets.has(e.ido)) for (const m of e.negatedBy ?? []) carried.add(m);
    return content.some(
      (m) =>
        m.kind === 'words' && m.rule?.kind === 'negate' && reading.used.has(m) && !carried.has(m),
    );
  }

  /** A negated condition on a key of the detail `ido` other than its reference to `named`. */
  private negatesDimension(ido: string, named: string, filter: FilterNode | undefined): boolean {
    const dims = this.dimensionsOf(ido, named);
    const walk = (node: FilterNode | undefined, negated: boolean): boolean => {
      if (!node) return false;
      switch (node.kind) {
        case 'and':
        case 'or':
          return node.operands.some((x) => walk(x, negated));
        case 'not':
          return walk(node.operand, !negated);
        case 'compare':
          return (
            node.left.kind === 'property' &&
            dims.has(node.left.name) &&
            negated !== (node.op === '<>')
          );
        case 'in':
        case 'like':
        case 'between':
        case 'null':
          return dims.has(node.target.name) && negated !== node.negated;
      }
    };
    // "items below reorder point outside EAST": with a condition of the detail's own, its rows
    // are what is asked about.
    const keys = new Set(this.vocabulary.ido(ido).keys);
    const own = (node: FilterNode | undefined): boolean => {
      if (!node) return false;
      switch (node.kind) {
        case 'and':
        case 'or':
          return node.operands.some(own);
        case 'not':
          return own(node.operand);
        case 'compare':
          return [node.left, node.right].some((x) => x.kind === 'property' && !keys.has(x.name));
        case 'in':
        case 'like':
        case 'between':
        case 'null':
          return !keys.has(node.target.name);
      }
    };
    return !own(filter) && walk(filter, false);
  }

  /** An IS NULL test, anywhere in the plan, on a property the catalog does not declare nullable. */
  private emptyOfRequired(
    ido: string,
    filter: FilterNode | undefined,
    relations: readonly RelationCondition[],
  ): boolean {
    const required = (on: string, node: FilterNode | undefined): boolean => {
      if (!node) return false;
      switch (node.kind) {
        case 'and':
        case 'or':
          return node.operands.some((x) => required(on, x));
        case 'not':
          return required(on, node.operand);
        case 'null': {
          const prop = this.vocabulary.ido(on).properties.find((p) => p.name === node.target.name);
          return !node.negated && prop !== undefined && prop.nullable !== true;
        }
        case 'between':
        case 'compare':
        case 'in':
        case 'like':
          return false;
      }
    };
    const inRelations = (list: readonly RelationCondition[]): boolean =>
      list.some((r) => required(r.target.ido, r.target.filter) || inRelations(r.target.relations));
    return required(ido, filter) || inRelations(relations);
  }

  /**
   * "not" after "have" / "has" / "had" (or before "been"), then a status word in -ed read on
   * related records whose relation is not itself negated, where the answer's own status has no
   * such word.
   */
  private negatedDeedAsState(
    ido: string,
    mentions: readonly Mention[],
    relations: readonly RelationCondition[],
  ): boolean {
    if (relations.length === 0 || relations.some((r) => r.negated)) return false;
    const own = this.vocabulary.profile(ido).status?.enumValues ?? [];
    return mentions.some((m, i) => {
      if (m.kind !== 'words' || m.rule?.kind !== 'negate') return false;
      const before = mentions
        .slice(Math.max(0, i - 2), i)
        .map((x) => x.text.toLowerCase())
        .join(' ');
      let j = i + 1;
      const perfect = /\bha(?:ve|s|d)\b/.test(before) || /^been$/i.test(mentions[j]?.text ?? '');
      if (/^been$/i.test(mentions[j]?.text ?? '')) j += 1;
      const verb = mentions[j];
      if (!perfect || verb?.kind !== 'words' || !/^[a-z]+ed$/i.test(verb.text)) return false;
      if (!verb.lex.some((l) => l.kind === 'enum')) return false;
      const word = verb.text.toLowerCase();
      return !own.some(
        (v) =>
          v.label.toLowerCase() === word ||
          (v.synonyms ?? []).some((x) => x.toLowerCase() === word),
      );
    });
  }

  /** An unknown verb after its subject, an auxiliary or a negation, left unread. */
  private doneToUs(ido: string, mentions: readonly Mention[], aggregate?: AggregateSpec): boolean {
    const unitOf = (property: string): string | undefined =>
      this.vocabulary.ido(ido).property(property)?.unit;
    // A verb of change asked about ("did they ship us"): the answer's measure says whose deed
    // it reads; a quantity of the answer's records is what we did.
    const measuresQuantity = (aggregate?.measures ?? []).some(
      (m) => m.property !== undefined && m.property !== null && unitOf(m.property) === 'quantity',
    );
    return mentions.some((m, i) => {
      const verb = mentions[i - 1];
      if (!/^us$/i.test(m.text) || verb?.kind !== 'words') return false;
      if (verb.rule?.kind === 'mutation' && measuresQuantity) return true;
      return verb.lex.some(
        (l) => l.kind === 'property' && l.ido === ido && unitOf(l.property) !== 'currency',
      );
    });
  }

  private recordNumberAfterPhrase(mentions: readonly Mention[]): boolean {
    return mentions.some((m, i) => {
      const next = mentions[i + 1];
      if (m.kind !== 'words' || next?.kind !== 'number' || next.number.unit) return false;
      const words = m.text.toLowerCase().split(/\s+/);
      if (words.length < 2) return false;
      const quantity = m.lex.some(
        (l) =>
          l.kind === 'property' &&
          this.vocabulary.ido(l.ido).property(l.property)?.unit === 'quantity',
      );
      return (
        quantity &&
        this.vocabulary.lookup(words[words.length - 1]).lex.some((l) => l.kind === 'ido')
      );
    });
  }

  private readsDaysPast(ido: string, placement: Placement): boolean {
    const daysPast = (on: string, node: FilterNode | undefined): boolean =>
      node !== undefined &&
      filterProperties(node).some(
        (p) => this.vocabulary.ido(on).property(p)?.derived?.kind === 'daysPast',
      );
    const inRelations = (rs: readonly RelationCondition[]): boolean =>
      rs.some((r) => daysPast(r.target.ido, r.target.filter) || inRelations(r.target.relations));
    return daysPast(ido, placement.filter) || inRelations(placement.relations);
  }

  private comparedOnUnnamed(reading: Reading, placement: Placement): boolean {
    // A count is of the records listed, so the comparison placed on unnamed records is as lost
    // in "how many jobs are late by more than a week" as in the list of them.
    if (reading.aggregate && reading.aggregate.fn !== 'count') return false;
    const named = new Set(reading.entities.flatMap((e) => [e.ido, ...e.alternatives]));
    const targets: string[] = [];
    const walk = (rs: readonly RelationCondition[]): void => {
      for (const r of rs) {
        targets.push(r.target.ido);
        walk(r.target.relations);
      }
    };
    walk(placement.relations);
    if (targets.length === 0 || targets.some((t) => named.has(t))) return false;
    return placement.remote.some(
      (c) =>
        c.mentions.some((m) => m.kind === 'number') &&
        c.mentions.some((m) => m.kind === 'words' && m.rule?.kind === 'compare'),
    );
  }

  private boundedTotal(mentions: readonly Mention[], reading: Reading): boolean {
    const aggregate = reading.aggregate;
    if (aggregate?.fn !== 'sum' || aggregate.measure) return false;
    const after = mentions[mentions.indexOf(aggregate.mention) + 1];
    return after?.kind === 'words' && after.rule?.kind === 'compare';
  }

  private unreadVerb(mentions: readonly Mention[], reading: Reading): boolean {
    return mentions.some(
      (m, i) =>
        // "pay" is an action word ("pay the invoice"); asked about ("did we pay"), it is a verb
        // all the same. An unknown word is one after a passive or a negation ("were scrapped",
        // "not counted"); after "we" it is mostly how records are made ("did we book").
        ((m.kind === 'unknown' && PASSIVE_LEAD.test(mentions[i - 1]?.text ?? '')) ||
          (m.kind === 'words' &&
            m.rule?.kind === 'mutation' &&
            // Only asked as an amount ("how much did we pay"): "how many orders did we book",
            // "what did we send them" are the records made or sent that way.
            reading.aggregate !== undefined &&
            reading.aggregate.fn !== 'count' &&
            m.lex.length === 0 &&
            SUBJECT_LEAD.test(mentions[i - 1]?.text ?? ''))) &&
        /^[a-z]{3,}$/.test(m.text) &&
        !reading.used.has(m) &&
        // "vendors we use", "customers we have": a verb of plain having or dealing says nothing.
        !PLAIN_VERBS.test(m.text),
    );
  }

  /**
   * A sum of the answer's own quantity or amount while a verb of trade names records of the
   * trade (order lines, POs), and the answer's records have no date of their own. A verb read
   * as a kind of record ("purchased items": their make/buy code) names no trade.
   */
  private ownMeasureForTrade(
    ido: string,
    mentions: readonly Mention[],
    aggregate: AggregateSpec | undefined,
  ): boolean {
    const measure = aggregate?.measures.find((x) => x.fn !== 'count' && x.property !== null);
    if (!measure?.property || this.vocabulary.profile(ido).date !== undefined) return false;
    if (!this.vocabulary.ido(ido).properties.some((p) => p.name === measure.property)) return false;
    // "purchased items": a kind of record the verb names (a make/buy code), not a trade.
    return mentions.some(
      (m, i) =>
        TRADE_OR_MAKING.test(m.text) &&
        !(
          m.kind === 'words' &&
          m.lex.some((l) => l.kind === 'enum') &&
          mentions[i + 1]?.kind === 'words' &&
          (mentions[i + 1] as WordsMention).lex.some((l) => l.kind === 'ido')
        ),
    );
  }

  /**
   * "receipts from customers", "customer receipts": a party named whose records these records
   * refer to, and the other reading's records do not (goods receipts are from vendors), says
   * which records a word naming both is about.
   */
  private partySaysWhose(ido: string, other: string, reading: Reading): boolean {
    // Whose records they are: the party they point at, or their document points at (a PO
    // line's vendor is its PO's).
    return reading.entities.some(
      (e) =>
        !e.negated &&
        this.vocabulary.isTradeParty(e.ido) &&
        this.refersWithinTwoSteps(ido, e.ido) &&
        !this.refersWithinTwoSteps(other, e.ido),
    );
  }

  /** Whether `from`'s records point at `to`'s, directly or through one IDO between. */
  private refersWithinTwoSteps(from: string, to: string): boolean {
    return (
      this.graph.reference(from, to) !== undefined ||
      this.vocabulary.idos.some(
        (mid) =>
          this.graph.reference(from, mid.name) !== undefined &&
          this.graph.reference(mid.name, to) !== undefined,
      )
    );
  }

  /**
   * Words that only name dates ("issued"), in no condition, before a period placed on related
   * records, when one of the dates they name is the related records' date the period was read on.
   */
  private dateVerbOfRemotePeriod(
    mentions: readonly Mention[],
    reading: Reading,
    placement: Placement,
  ): WordsMention[] {
    const periods = placement.remote.flatMap((c) => c.mentions.filter((m) => m.kind === 'date'));
    if (periods.length === 0) return [];
    // "customers we shipped orders to last week": the period may be read on records related
    // through others (the orders' lines, where the ship date is), as deep as the relations go.
    const datedOn = new Set<string>();
    const collect = (relations: readonly RelationCondition[]): void => {
      for (const r of relations) {
        if (r.target.filter)
          for (const p of filterProperties(r.target.filter)) datedOn.add(`${r.target.ido}.${p}`);
        collect(r.target.relations);
      }
    };
    collect(placement.relations);
    // "vendors we've sent POs to in the last 60 days": a document is sent to its party when it
    // is issued, so a verb of sending names the date the catalog says the records were issued
    // on (a PO's order date), where the period was read; not records the catalog never says
    // are issued (a customer's order is sent to us, and goods sent to customers are shipped).
    const issuedOn = new Set(
      this.vocabulary
        .lookup('issued')
        .lex.flatMap((l) => (l.kind === 'property' ? [`${l.ido}.${l.property}`] : [])),
    );
    const sentWhenIssued = [...datedOn].some((d) => issuedOn.has(d));
    return mentions.filter(
      (m): m is WordsMention =>
        m.kind === 'words' &&
        !m.rule &&
        !reading.conditions.some((c) => c.mentions.includes(m)) &&
        m.lex.length > 0 &&
        m.lex.every((l) => l.kind === 'property') &&
        periods.some((d) => d.start > m.start) &&
        ((sentWhenIssued && SENDING_DOCUMENT.test(m.text.trim())) ||
          (this.namesDate(m) &&
            m.lex.some((l) => l.kind === 'property' && datedOn.has(`${l.ido}.${l.property}`))) ||
          // "orders shipped yesterday": the participle is read as the lines' quantity (Qty
          // Shipped), yet it names their date of the same deed (Ship Date), on which the
          // period was read.
          m.lex.some(
            (l) =>
              l.kind === 'property' &&
              datedOn.has(
                `${l.ido}.${dateNamedBy([m.corrected ?? m.text], l.ido, this.vocabulary)?.name ?? ''}`,
              ),
          )),
    );
  }

  /** Whether the words name a date property of some records ("started", "invoiced"). */
  /**
   * "how many new orders last week", "new POs this month": records are new in the period they
   * were placed in, so "new" right before their noun says no more than a period read on their
   * own date of placing (the date "placed" names). Not of parties ("new customers" are those
   * buying for the first time) nor without such a period ("new orders" alone asks since when).
   */
  private newOfPeriodPlaced(
    ido: string,
    mentions: readonly Mention[],
    reading: Reading,
    placement: { placed: readonly Condition[]; remote: readonly Condition[] },
  ): Mention[] {
    if (this.vocabulary.isTradeParty(ido)) return [];
    const placingDates = new Set(
      this.vocabulary
        .lookup('placed')
        .lex.filter((l) => l.kind === 'property' && l.ido === ido)
        .map((l) => (l.kind === 'property' ? l.property : '')),
    );
    if (placingDates.size === 0) return [];
    const periodPlaced = placement.placed.some(
      (c) =>
        !placement.remote.includes(c) &&
        c.mentions.some((x) => x.kind === 'date') &&
        (c.build(ido, this.vocabulary)?.properties ?? []).some((p) => placingDates.has(p)),
    );
    if (!periodPlaced) return [];
    return mentions.filter((m, i) => {
      const next = mentions[i + 1];
      return (
        m.kind === 'unknown' &&
        /^new$/i.test(m.text.trim()) &&
        !reading.used.has(m) &&
        reading.entities.some((e) => e.mention === next && e.ido === ido && !e.label)
      );
    });
  }

  private namesDate(m: WordsMention): boolean {
    return m.lex.some(
      (l) =>
        l.kind === 'property' && this.vocabulary.ido(l.ido).property(l.property)?.type === 'date',
    );
  }

  private isFiller(m: Mention): boolean {
    if (m.kind !== 'words') return false;
    const kind = m.rule?.kind;
    return (
      (kind === 'filler' || kind === 'link' || kind === 'conjunction') &&
      !m.lex.some((l) => l.kind !== 'value' || l.match === 'exact' || l.match === 'alias')
    );
  }
}

/** A comparison word ("over", "more than", "below") of the phrase table. */
function isCompareWord(m: Mention | undefined): boolean {
  return m?.kind === 'words' && m.rule?.kind === 'compare' && m.lex.length === 0;
}

/** "all … but the ones …", "all … but closed ones": "but" says "except". */
function exceptingBut(tokens: readonly Token[]): boolean {
  return tokens.some(
    (tk, i) =>
      tk.lower === 'but' &&
      // "everything but" is a negation phrase already.
      !/^(?:all|everything|anything)$/.test(tokens[i - 1]?.lower ?? '') &&
      tokens.slice(0, i).some((x) => /^(?:all|every|everything|anything)$/.test(x.lower)) &&
      // "but the ones …", "but closed ones", "but those …": records set apart, not "and".
      tokens.slice(i + 1, i + 4).some((x) => /^(?:the|those|ones|one|these)$/.test(x.lower)),
  );
}

/** "we owe", "do I still owe", "we have owing": the asker is the debtor. */
function owedByUs(tokens: readonly Token[]): boolean {
  return tokens.some(
    (t, i) =>
      /^(?:we|i)$/.test(t.lower) &&
      tokens.slice(i + 1, i + 4).some((n) => /^(?:owe|owes|owed|owing)$/.test(n.lower)),
  );
}
