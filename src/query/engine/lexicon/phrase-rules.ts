/**
 * THE PHRASE TABLE: the fixed words of the query language, independent of the catalog.
 *
 * To teach the engine a new way of saying something, add the words to the `phrases` of the rule
 * that already means it (e.g. "in excess of" to the `>` comparison), or add a rule with an
 * existing action. Phrases are matched on whole words, case-insensitively and singular/plural
 * alike ("POs" = "PO"); the longest phrase at a position wins. Words of the catalog (IDO names,
 * properties, statuses, known values such as vendor names) do NOT belong here: they come from
 * the catalog and its synonyms (`src/erp/catalog`), so that extensions can add them.
 *
 * Actions, and what the planner does with them:
 * - `filler`: carries no meaning ("show me", "please", "the").
 * - `link`: a preposition that ties words together ("from", "with", "in"); `with` words also
 *   mark output fields ("vendors with their phone numbers").
 * - `conjunction`: "and" / "or" between conditions ("open or planned", "in Texas or Ohio").
 * - `negate`: negates the next condition ("not", "without", "excluding").
 * - `compare`: the next number, date or property is compared with `op`; `postfix` rules
 *   follow the number ("10 or more").
 * - `between`: inclusive range "between A and B".
 * - `dateCompare`: like compare, for dates only ("before", "since").
 * - `datePassed`: said after a date property, compares it with today ("already passed": before
 *   today; "still ahead": after it).
 * - `aggregate`: count / sum / avg / min / max of the next property (or of the IDO's amount).
 * - `rank`: order by the next property (or the IDO's amount / date) and keep the top N.
 * - `group`: group by the next property ("by vendor", "per warehouse").
 * - `sort`: order by the next property; `direction` sets ascending / descending.
 * - `like`: text match on the next word or quoted text ("containing bolt", "starting with A").
 * - `nullness`: the next property is missing ("missing email", "blank phone").
 * - `compareProperties`: compares two properties of the same record, found by their words
 *   (e.g. "fully received" = the "received" quantity >= the "ordered" quantity).
 * - `allFields`: "everything about", "details of": every property the caller may see.
 * - `distinct`: "distinct", "unique", "different": each combination of the fields once.
 * - `limit`: "first 10", "only 5": keep that many.
 * - `mutation`: a request to change data; the question is refused (the API only reads).
 */
import type {
  AggregateFunction,
  ComparisonOperator,
  SortDirection,
} from '../../../erp/load-request';

/** One side of a property-to-property rule: words that name the property in the catalog. */
export type PropertyWords = readonly string[];

export interface PropertyComparison {
  left: PropertyWords;
  op: ComparisonOperator;
  /** Another property, or a number. */
  right: PropertyWords | number;
}

export type RuleAction =
  | { kind: 'filler' }
  | { kind: 'link'; word: 'with' | 'from' | 'in' | 'of' | 'for' | 'other' }
  | { kind: 'conjunction'; op: 'and' | 'or' }
  | { kind: 'negate' }
  | { kind: 'compare'; op: ComparisonOperator; postfix?: boolean }
  | { kind: 'between' }
  | { kind: 'dateCompare'; op: ComparisonOperator }
  | { kind: 'datePassed'; op: ComparisonOperator }
  | { kind: 'aggregate'; fn: AggregateFunction }
  | {
      kind: 'rank';
      direction: SortDirection;
      measure?: 'amount' | 'date';
      /** Ranks by how late the records run (their days past due), not by a date of theirs. */
      lateness?: true;
    }
  | { kind: 'group' }
  | { kind: 'sort' }
  | { kind: 'direction'; direction: SortDirection }
  | { kind: 'like'; mode: 'contains' | 'prefix' | 'suffix' | 'named' }
  | { kind: 'nullness' }
  | {
      kind: 'compareProperties';
      all: readonly PropertyComparison[];
      /**
       * Said only of records still open (the status group "open", where the records have one):
       * "partially received" lines are still waiting for the rest; one closed short was
       * received in part too, but it is closed, not partially received.
       */
      stillOpen?: true;
    }
  | { kind: 'limit' }
  | { kind: 'allFields' }
  | { kind: 'distinct' }
  | { kind: 'mutation' };

export interface PhraseRule {
  phrases: readonly string[];
  action: RuleAction;
}

const RECEIVED = ['quantity received'];
const ORDERED = ['quantity ordered'];
const SHIPPED = ['quantity shipped'];
const ON_HAND = ['quantity on hand'];
const REORDER = ['reorder point'];
const COMPLETE = ['quantity complete'];
const RELEASED = ['quantity released'];
const RECEIVED_ON = ['received date'];
const DUE_ON = ['due date'];
const SHIPPED_ON = ['ship date'];

/** "a | b | c" → ["a", "b", "c"]: one rule's phrases on a few readable lines. */
function words(list: string): string[] {
  return list
    .split('|')
    .map((w) => w.trim())
    .filter((w) => w.length > 0);
}

/**
 * "part of the qty has been received": some, not all, of a quantity done, said with the amount
 * named apart from the verb. "but not all" after it says the same again.
 */
function partOfDone(done: readonly string[]): string[] {
  const out: string[] = [];
  for (const share of ['part of', 'some of', 'a portion of', 'a part of'])
    for (const amount of ['the quantity', 'the qty', 'the order', 'it', 'the goods'])
      for (const aux of ['has been', 'was', 'has', 'have been', 'is', ''])
        for (const verb of done)
          for (const tail of ['', ' but not all', ' but not all of it'])
            out.push(`${share} ${amount} ${aux ? `${aux} ` : ''}${verb}${tail}`);
  return out;
}

/**
 * "partially shipped", said with the adverb after the verb too ("shipped partially", "received
 * in part"): English puts a manner adverb on either side of a participle, and the meaning is
 * the same some-but-not-all.
 */
function partly(done: readonly string[]): string[] {
  return done.flatMap((verb) => [
    `partially ${verb}`,
    `partly ${verb}`,
    `${verb} partially`,
    `${verb} partly`,
    `${verb} in part`,
  ]);
}

/**
 * Plurals that are nouns of their own, not the filler verb they share a stem with: "checks we
 * sent" are payments, not "check" (look). Phrases match singular and plural alike, so these
 * forms are kept out of the filler; left unread, they cost confidence as any unknown word does.
 */
export const FILLER_VERB_NOUN_PLURALS: ReadonlySet<string> = new Set(['checks', 'cheques']);

export const PHRASE_RULES: readonly PhraseRule[] = [
  // --- words without meaning of their own --------------------------------------------------
  {
    phrases: words(
      'show | show me | list | list all | display | give | give me | get | get me | find | ' +
        'fetch | pull | pull up | bring up | tell | tell me | lookup | look up | search | ' +
        'search for | return | report | see | view | i | me | we | us | our | my | you | want | ' +
        'need | would | like to | i like | please | kindly | can | could | will | do | does | ' +
        'did | the | a | an | all | any | every | some | is | are | was | were | be | been | ' +
        'being | there | what | which | who | whom | whose | where | when | that | these | ' +
        'those | this | it | its | they | them | their | currently | right now | now | just | ' +
        'only | also | still | yet | already | so | far | so far | ever | record | row | entry | entries | ' +
        'data | list of | ones | how about | about | select | whats | hey | hi | yo | thanks | ' +
        'thank you | here | exist | exists | existing | available | currently have | have | has | ' +
        'had | having | got | as | such | such as | into | up | out | an overview | overview | ' +
        'let me know | know | check | okay | ok | figure | on file | on record | in the system | ' +
        'come from | comes from | are from | do we buy from | do we use | across | money | ' +
        // "anything where on-hand is under …": a pronoun for the records asked about, then what
        // picks them (not "is anything on order": a yes-no question about what exists).
        'anything where | everything where | ' +
        // "stuff below reorder point", "things out of stock in EAST": the everyday nouns for
        // whatever records the rest of the question picks, which name no kind of their own.
        'stuff | things | ' +
        // "stock sitting at or above the reorder point": where a thing is, said by what follows.
        'sitting | sits | ' +
        // A request run together as spoken ("gimme the open POs", "lemme see late jobs"): the
        // words it runs together are filler already.
        'let me | lemme | gimme',
    ),
    action: { kind: 'filler' },
  },
  // The framing of a chatty question ("quick one: how many …? an exact count please"): how it
  // is asked, not what it asks for; a count or a total is exact already.
  {
    phrases: words(
      'quick one | a quick one | quick question | a quick question | real quick | ' +
        'exact | precise | the exact | an exact | the precise | ' +
        // "one figure please", "just a single number": a count or a total is one figure.
        'one figure | a single figure | single figure | one number | a single number | ' +
        'just one figure | just one number | one total | a single total | ' +
        // "for the month review …": whom the answer is for, not what it is.
        'for the review | for the month review | for the monthly review | ' +
        'for the weekly review | for the quarterly review | for the annual review | ' +
        'for the year end review | for the month end review | for the board | for my boss | ' +
        'for the report | for my report | for the meeting | for the board meeting | ' +
        // The asides of a message ("asap", "just curious, how many …"): how it is asked, not
        // what. Sounds of hesitation ("um", "uhh") are the tagger's hesitationOpening: "um" is
        // also the unit of measure's abbreviation, so only where it opens the question.
        'asap | fyi | btw | just curious | curious | ' +
        'quick q | a quick q | ' +
        // A request's courtesies ("… if that's not too much trouble", "at the moment"): the
        // words of "not" and "too much" in them compare or negate nothing.
        'at the moment | for now | if possible | if you can | when you get a chance | ' +
        'when you have a moment | thanks in advance | thank you in advance | ' +
        'if that s not too much trouble | if thats not too much trouble | ' +
        'if that is not too much trouble | if it s not too much trouble | ' +
        'if it is not too much trouble | if not too much trouble',
    ),
    action: { kind: 'filler' },
  },
  {
    phrases: words(
      'with | having | that have | which have | including | along with | plus | and their | ' +
        'with their | together with | ' +
        // "warehouses that carry IT-10102": holding the thing is having it ("what whses hold
        // IT-10009", "which warehouses keep it").
        'carry | carries | carrying | that carry | which carry | that carries | which carries | ' +
        'hold | holds | holding | that hold | which hold | that holds | which holds | ' +
        // Bare "keep" opens instructions too ("keep IT-10001 in MAIN"); after its subject
        // ("what do we keep in WEST") it is the holding, as "carry" is.
        'that keep | which keep | that keeps | which keeps | we keep | you keep | they keep',
    ),
    action: { kind: 'link', word: 'with' },
  },
  {
    phrases: words(
      'from | supplied by | handled by | managed by | bought by | purchased by | placed by | ' +
        'assigned to | served by | owned by | created by | sold by',
    ),
    action: { kind: 'link', word: 'from' },
  },
  {
    phrases: words(
      'in | at | located in | based in | inside | within state | stored in | stored at | ' +
        'stocked in | stocked at | kept in | kept at | housed in | held in | located at | ' +
        'situated in | headquartered in | ' +
        // "how much is sitting in EAST", "POs sitting in planned status": where a thing is.
        'sitting in | sitting at | sits in | sits at | sit in | sit at | ' +
        // "orders booked during Q1": within a period, as "in" it.
        'during',
    ),
    action: { kind: 'link', word: 'in' },
  },
  {
    phrases: words('of | on | to | regarding | whose | where | for which'),
    action: { kind: 'link', word: 'of' },
  },
  {
    phrases: words(
      'for | belonging to | placed with | sent to | billed to | invoiced to | ' +
        'issued to | ordered from | ' +
        'bought from | purchased from | ' +
        // "POs going to the MAIN warehouse": where the goods are headed, as "sent to" says.
        // "going to" alone is left: before a verb it is a future ("going to be late").
        'going to the | headed to | heading to | bound for',
    ),
    action: { kind: 'link', word: 'for' },
  },
  {
    phrases: words('and | as well as | also with | but'),
    action: { kind: 'conjunction', op: 'and' },
  },
  { phrases: words('or | either | and/or'), action: { kind: 'conjunction', op: 'or' } },
  // --- negation ------------------------------------------------------------------------------
  {
    phrases: words(
      'not | no | without | excluding | exclude | except | except for | other than | non | ' +
        'never | none | neither | nor | lacking | not in | aside from | apart from | besides | ' +
        'outside | outside of | does not have | do not have | not yet | nobody | no one | ' +
        'everything but | all but | anything but | ' +
        // "vendors located outside the USA": the words of where a thing is before "outside"
        // say no more than "outside", as "located in" says "in".
        'located outside | based outside | situated outside | headquartered outside | ' +
        'located outside of | based outside of',
    ),
    action: { kind: 'negate' },
  },
  // --- comparisons ---------------------------------------------------------------------------
  {
    phrases: words(
      'over | above | more than | greater than | exceeding | exceeds | exceed | higher than | ' +
        'larger than | bigger than | in excess of | upwards of | > | is over | is above | ' +
        'north of | more | greater | ' +
        // Of a duration ("a lead time longer than 8 weeks"): more days.
        'longer than | longer | ' +
        // A change said with the comparison ("has risen above", "went over") ends above.
        'risen above | rose above | rises above | climbed above | climbed over | gone above | ' +
        'gone over | went above | went over | grown past | gone past | went past',
    ),
    action: { kind: 'compare', op: '>' },
  },
  {
    phrases: words(
      'at least | no less than | not less than | minimum of | a minimum of | min of | >= | ' +
        'equal or greater than | greater than or equal to | more than or equal to | ' +
        'or more than | at or above | at or over',
    ),
    action: { kind: 'compare', op: '>=' },
  },
  {
    phrases: words(
      'or more | or above | or higher | or greater | and up | and above | and over | or over | ' +
        'or longer | +',
    ),
    action: { kind: 'compare', op: '>=', postfix: true },
  },
  {
    phrases: words(
      'under | below | less than | lower than | smaller than | fewer than | beneath | < | ' +
        'is under | is below | south of | less | fewer | cheaper than | short of | shy of | ' +
        'shorter than | ' +
        // A change said with the comparison ("has dropped under", "fell below") ends below.
        'dropped under | dropped below | drops below | drops under | fallen below | ' +
        'fallen under | fell below | fell under | falls below | falls under | dipped below | ' +
        'dipped under | gone below | gone under | went below | went under | sunk below | sank below',
    ),
    action: { kind: 'compare', op: '<' },
  },
  {
    phrases: words(
      'at most | no more than | not more than | not over | not above | up to | maximum of | ' +
        'a maximum of | max of | <= | less than or equal to | or less than | not exceeding | ' +
        'at or below | at or under | no longer than | not longer than',
    ),
    action: { kind: 'compare', op: '<=' },
  },
  {
    phrases: words(
      'or less | or fewer | or below | or under | and below | and under | or lower | or shorter',
    ),
    action: { kind: 'compare', op: '<=', postfix: true },
  },
  {
    phrases: words('exactly | equal to | equals | equal | = | is exactly | of exactly'),
    action: { kind: 'compare', op: '=' },
  },
  {
    phrases: words('<> | != | not equal to | different from | other than exactly'),
    action: { kind: 'compare', op: '<>' },
  },
  {
    phrases: words('between | in the range | ranging from | from between'),
    action: { kind: 'between' },
  },
  {
    phrases: words('before | prior to | earlier than | sooner than | ahead of | in advance of'),
    action: { kind: 'dateCompare', op: '<' },
  },
  { phrases: words('after | later than | past'), action: { kind: 'dateCompare', op: '>' } },
  {
    phrases: words('since | starting from | on or after | from on | in or after'),
    action: { kind: 'dateCompare', op: '>=' },
  },
  {
    phrases: words(
      'on or before | no later than | until | till | up until | through | in or before',
    ),
    action: { kind: 'dateCompare', op: '<=' },
  },
  // "whose end date already passed": the date before today ("in the past" is a date of its own,
  // read by the date recognizer, since "in the past 30 days" starts the same). Only phrases of
  // more than one word: "passed" alone may be a value of some catalog.
  {
    phrases: words(
      'already passed | has passed | have passed | has already passed | have already passed | ' +
        'passed already | has gone by | have gone by | already gone by | has come and gone | is behind us',
    ),
    action: { kind: 'datePassed', op: '<' },
  },
  // "whose start date is still ahead": the date after today.
  {
    phrases: words(
      'still ahead | is still ahead | ' +
        'are still ahead | is yet to come | are yet to come | still to come | lies ahead | ' +
        'is still to come | are still to come',
    ),
    action: { kind: 'datePassed', op: '>' },
  },
  // "whose end date has not passed yet": today or later.
  {
    phrases: words(
      'has not passed | have not passed | has not yet passed | have not yet passed | ' +
        'not passed yet | not yet passed | has not passed yet | have not passed yet',
    ),
    action: { kind: 'datePassed', op: '>=' },
  },
  // --- aggregation ---------------------------------------------------------------------------
  {
    phrases: words(
      'how many | number of | count | count of | total number of | the number of | ' +
        'how many total | tally',
    ),
    action: { kind: 'aggregate', fn: 'count' },
  },
  {
    phrases: words(
      'total | sum | sum of | sum up | combined | in total | overall | how much | aggregate | ' +
        'grand total | totals | the total of | add up | what did we spend | ' +
        'how much did we spend | how much have we spent | amount spent | spent',
    ),
    action: { kind: 'aggregate', fn: 'sum' },
  },
  {
    phrases: words('average | avg | mean | typical | on average'),
    action: { kind: 'aggregate', fn: 'avg' },
  },
  {
    phrases: words('minimum | min | smallest value of | lowest value of'),
    action: { kind: 'aggregate', fn: 'min' },
  },
  {
    phrases: words('maximum | max | largest value of | highest value of'),
    action: { kind: 'aggregate', fn: 'max' },
  },
  // --- ranking and order ---------------------------------------------------------------------
  {
    phrases: words(
      'top | largest | biggest | highest | greatest | most expensive | priciest | costliest | ' +
        'most valuable | best | heaviest | leading | big | large | highest value | ' +
        'largest value | the most expensive | the most valuable',
    ),
    action: { kind: 'rank', direction: 'desc', measure: 'amount' },
  },
  {
    phrases: words(
      'bottom | smallest | lowest | cheapest | least expensive | least valuable | small | ' +
        'tiniest | the least expensive | the least valuable',
    ),
    action: { kind: 'rank', direction: 'asc', measure: 'amount' },
  },
  {
    phrases: words('oldest | earliest | first'),
    action: { kind: 'rank', direction: 'asc', measure: 'date' },
  },
  {
    phrases: words('newest | latest | most recent | recent | last | youngest | most recently'),
    action: { kind: 'rank', direction: 'desc', measure: 'date' },
  },
  // "lines running the latest", "jobs running furthest behind": the superlative of "running
  // late" ranks by how late the records are, not by their newest date.
  {
    phrases: words(
      'running the latest | running latest | running the furthest behind | ' +
        'running furthest behind | running the most behind | running most behind',
    ),
    action: { kind: 'rank', direction: 'desc', measure: 'date', lateness: true },
  },
  // "which salesperson sold the most": selling, buying and spending the most is money.
  {
    phrases: words(
      'sold the most | sells the most | sold most | bought the most | buy the most | ' +
        'purchased the most | purchase the most | ' +
        'spent the most | spend the most | spent most | billed the most | invoiced the most',
    ),
    action: { kind: 'rank', direction: 'desc', measure: 'amount' },
  },
  {
    // "the busiest buyer": the one with the most records.
    phrases: words(
      'most | the most | longest | busiest | the busiest | most active | the most active',
    ),
    action: { kind: 'rank', direction: 'desc' },
  },
  {
    phrases: words('least | the least | fewest | the fewest | shortest'),
    action: { kind: 'rank', direction: 'asc' },
  },
  {
    phrases: words(
      'by | per | for each | for every | each | grouped by | group by | broken down by | ' +
        'break down by | breakdown by | split by | by each | per each | ' +
        // "broken out by customer": the accountant's "broken down by".
        'broken out by | break out by | breakout by | ' +
        // "items stocked per warehouse": where they are kept ("stocked in"), one group a place.
        'stocked per | stocked by | stocked in each | stocked at each | stored per | ' +
        'stored in each | kept per | kept in each',
    ),
    action: { kind: 'group' },
  },
  // Not "order by": "orders by warehouse" groups customer orders (stems lose the plural).
  // "sort vendors by name", "rank customers by sales": the imperative, its "by" further on.
  {
    phrases: words(
      'sorted by | sort by | ordered by | ranked by | sorted on | arranged by | sort on | ' +
        'in order of | sorted | listed by | sort | rank | ranked',
    ),
    action: { kind: 'sort' },
  },
  {
    phrases: words(
      'ascending | asc | in ascending order | lowest first | smallest first | oldest first | ' +
        'earliest first | alphabetically | a to z | a z | low to high | cheapest first | ' +
        'by name',
    ),
    action: { kind: 'direction', direction: 'asc' },
  },
  {
    phrases: words(
      'descending | desc | in descending order | highest first | largest first | ' +
        'biggest first | newest first | latest first | most recent first | reverse | ' +
        'high to low | z to a | z a',
    ),
    action: { kind: 'direction', direction: 'desc' },
  },
  // --- text matching -------------------------------------------------------------------------
  {
    phrases: words(
      'containing | contains | contain | that contain | includes | include | that include | ' +
        'includes the word | with the word | mentioning | like | matching | with the text',
    ),
    action: { kind: 'like', mode: 'contains' },
  },
  {
    phrases: words(
      'starting with | starts with | start with | beginning with | begins with | begin with | ' +
        'that start with | prefixed with | whose name starts with',
    ),
    action: { kind: 'like', mode: 'prefix' },
  },
  {
    phrases: words('ending with | ends with | end with | ending in | ends in | that end with'),
    action: { kind: 'like', mode: 'suffix' },
  },
  {
    phrases: words('named | called | name is | named like'),
    action: { kind: 'like', mode: 'named' },
  },
  {
    phrases: words(
      'missing | blank | empty | unknown | null | not set | lacking a | ' +
        // "vendors that lack an email": without one, as "lacking" says.
        'lacking an | lacking | lack a | lack an | lacks a | lacks an | lack | lacks',
    ),
    action: { kind: 'nullness' },
  },
  // --- comparisons of two properties of the same record -------------------------------------
  {
    phrases: words(
      'fully received | received in full | completely received | entirely received | ' +
        // "closed before everything arrived": all of what was ordered came in.
        'everything arrived | everything had arrived | everything was received | ' +
        'everything had been received | everything came in | everything was delivered | ' +
        'all of it arrived | all of it was received',
    ),
    action: { kind: 'compareProperties', all: [{ left: RECEIVED, op: '>=', right: ORDERED }] },
  },
  {
    phrases: [
      ...partly(['received', 'delivered']),
      ...words('partial receipt'),
      ...partOfDone(['received', 'delivered']),
    ],
    action: {
      kind: 'compareProperties',
      all: [
        { left: RECEIVED, op: '>', right: 0 },
        { left: RECEIVED, op: '<', right: ORDERED },
      ],
      stillOpen: true,
    },
  },
  {
    // "PO lines not received yet": still waiting for some of what was ordered. Not a bare "not
    // received", which may be said of a date ("not received last month"); "have not been
    // received" is a state, like "yet".
    phrases: words(
      'not received yet | not yet received | not been received yet | not been received | ' +
        'not fully received | yet to be received | still to be received | awaiting receipt | ' +
        'still to receive | yet to receive | waiting to be received | ' +
        // "qty left to receive": what is left of the order is what has not come in.
        'left to receive | left to be received | remaining to receive | remaining to be received | ' +
        // "lines that haven't arrived yet": goods arrive when they are received. Not a bare
        // "not arrived" either ("not arrived last week" is of the received date).
        'not arrived yet | not yet arrived | yet to arrive | still to arrive | ' +
        'not arrived in full | not fully arrived',
    ),
    action: { kind: 'compareProperties', all: [{ left: RECEIVED, op: '<', right: ORDERED }] },
  },
  {
    phrases: words(
      'not shipped yet | not yet shipped | not been shipped yet | not been shipped | ' +
        'not fully shipped | ' +
        'yet to be shipped | yet to ship | still to be shipped | still to ship | ' +
        'waiting to be shipped | awaiting shipment | ' +
        'left to ship | left to be shipped | remaining to ship | remaining to be shipped',
    ),
    action: { kind: 'compareProperties', all: [{ left: SHIPPED, op: '<', right: ORDERED }] },
  },
  // "lines shipped short": sent with less than was ordered.
  {
    phrases: words('shipped short | short shipped | short-shipped | short shipment'),
    action: { kind: 'compareProperties', all: [{ left: SHIPPED, op: '<', right: ORDERED }] },
  },
  {
    phrases: words('received short | short received | short-received | short receipt'),
    action: { kind: 'compareProperties', all: [{ left: RECEIVED, op: '<', right: ORDERED }] },
  },
  // "overreceived PO lines" typed as one word, "received too much", "over delivered": more came
  // in (went out) than was ordered. The spaced and hyphenated forms of a quantity's own participle
  // ("over-received", "under shipped", "over-allocated") are read for any quantity by
  // condition-readers' prefixOfParticiple; these are glued words the tokenizer cannot see into,
  // and wordings that name no quantity's participle.
  {
    phrases: words(
      'overreceived | received in excess | over delivered | overdelivered | received too much | ' +
        'received more than ordered | received more than was ordered',
    ),
    action: { kind: 'compareProperties', all: [{ left: RECEIVED, op: '>', right: ORDERED }] },
  },
  {
    phrases: words('underreceived'),
    action: { kind: 'compareProperties', all: [{ left: RECEIVED, op: '<', right: ORDERED }] },
  },
  {
    phrases: words(
      'overshipped | shipped too much | shipped more than ordered | shipped more than was ordered',
    ),
    action: { kind: 'compareProperties', all: [{ left: SHIPPED, op: '>', right: ORDERED }] },
  },
  {
    phrases: words('undershipped'),
    action: { kind: 'compareProperties', all: [{ left: SHIPPED, op: '<', right: ORDERED }] },
  },
  {
    phrases: words(
      'unreceived | nothing received | not received at all | none received | ' +
        'nothing has been received | nothing was received | nothing is received',
    ),
    action: { kind: 'compareProperties', all: [{ left: RECEIVED, op: '=', right: 0 }] },
  },
  {
    // "PO lines that came in early": received before they were due.
    phrases: words(
      'received early | came in early | come in early | arrived early | delivered early | ' +
        'received ahead of schedule | came in ahead of schedule | arrived ahead of schedule | ' +
        'received before the due date | received before their due date',
    ),
    action: { kind: 'compareProperties', all: [{ left: RECEIVED_ON, op: '<', right: DUE_ON }] },
  },
  {
    // "PO lines that arrived late": received after they were due, not open and past due now.
    phrases: words(
      'received late | came in late | come in late | arrived late | delivered late | ' +
        'received behind schedule | arrived behind schedule | came in behind schedule | ' +
        'received after the due date | received after their due date',
    ),
    action: { kind: 'compareProperties', all: [{ left: RECEIVED_ON, op: '>', right: DUE_ON }] },
  },
  {
    phrases: words(
      'received on time | came in on time | come in on time | arrived on time | ' +
        'delivered on time | received on schedule | arrived on schedule',
    ),
    action: { kind: 'compareProperties', all: [{ left: RECEIVED_ON, op: '<=', right: DUE_ON }] },
  },
  // "order lines shipped on time": the date they were shipped against the date they were due,
  // as for receipts; not lines open and past due now ("late" alone).
  {
    phrases: words(
      'shipped early | shipped ahead of schedule | shipped before the due date | ' +
        'shipped before their due date',
    ),
    action: { kind: 'compareProperties', all: [{ left: SHIPPED_ON, op: '<', right: DUE_ON }] },
  },
  {
    phrases: words('shipped late | shipped behind schedule'),
    action: { kind: 'compareProperties', all: [{ left: SHIPPED_ON, op: '>', right: DUE_ON }] },
  },
  {
    phrases: words('shipped on time | shipped on schedule'),
    action: { kind: 'compareProperties', all: [{ left: SHIPPED_ON, op: '<=', right: DUE_ON }] },
  },
  {
    phrases: words(
      'fully shipped | shipped in full | completely shipped | entirely shipped | ' +
        // "lines closed before everything shipped": all of what was ordered went out.
        'everything shipped | everything was shipped | everything had shipped | ' +
        'everything had been shipped | all of it shipped | all of it was shipped',
    ),
    action: { kind: 'compareProperties', all: [{ left: SHIPPED, op: '>=', right: ORDERED }] },
  },
  {
    phrases: [...partly(['shipped']), ...words('partial shipment'), ...partOfDone(['shipped'])],
    action: {
      kind: 'compareProperties',
      all: [
        { left: SHIPPED, op: '>', right: 0 },
        { left: SHIPPED, op: '<', right: ORDERED },
      ],
    },
  },
  {
    phrases: words(
      'unshipped | nothing shipped | none shipped | nothing has been shipped | nothing has shipped | ' +
        'nothing was shipped',
    ),
    action: { kind: 'compareProperties', all: [{ left: SHIPPED, op: '=', right: 0 }] },
  },
  {
    phrases: words(
      'nothing completed | nothing has been completed | nothing complete | none completed | ' +
        'nothing produced | nothing has been produced | nothing was completed | nothing was produced',
    ),
    action: { kind: 'compareProperties', all: [{ left: COMPLETE, op: '=', right: 0 }] },
  },
  {
    // "jobs where nothing has been released": no quantity released, not the state "released".
    phrases: words(
      'nothing released | nothing has been released | nothing was released | none released | ' +
        'nothing is released',
    ),
    action: { kind: 'compareProperties', all: [{ left: RELEASED, op: '=', right: 0 }] },
  },
  {
    phrases: words('fully completed | completed in full | fully complete | fully produced'),
    action: { kind: 'compareProperties', all: [{ left: COMPLETE, op: '>=', right: RELEASED }] },
  },
  {
    // "jobs with qty left to complete": some of what was released is not finished yet (never
    // the state "complete" its last word names). The passive ("orders still to be completed")
    // stays a state not reached yet, said of records without those quantities too.
    phrases: words(
      'left to complete | still to complete | remaining to complete | left to produce | ' +
        'still to produce | remaining to produce',
    ),
    action: { kind: 'compareProperties', all: [{ left: COMPLETE, op: '<', right: RELEASED }] },
  },
  {
    phrases: [
      ...partly(['completed', 'complete']),
      ...partOfDone(['completed', 'produced', 'finished']),
    ],
    action: {
      kind: 'compareProperties',
      all: [
        { left: COMPLETE, op: '>', right: 0 },
        { left: COMPLETE, op: '<', right: RELEASED },
      ],
    },
  },
  {
    phrases: words(
      'below reorder point | under reorder point | below their reorder point | ' +
        'below the reorder point | under the reorder point | under their reorder point | ' +
        'below reorder level | need reordering | needs reordering | need to be reordered | ' +
        // The point left unsaid ("EAST below reorder"): the reorder quantity is one threshold.
        'below reorder | under reorder | below the reorder | under the reorder | ' +
        'below reorder qty | under reorder qty | below the reorder qty | under the reorder qty | ' +
        'below reorder quantity | under reorder quantity | below the reorder quantity | ' +
        'under the reorder quantity | below the reorder level | under reorder level | ' +
        'under the reorder level | ' +
        'needing reorder | to reorder | low stock | low on stock | running low | low inventory | ' +
        'short on stock | ' +
        // "EAST items below reorder": the point left unsaid, as "reorder" alone says it.
        'below reorder | under reorder | under reorder level | below the reorder level | ' +
        'under the reorder level',
    ),
    action: { kind: 'compareProperties', all: [{ left: ON_HAND, op: '<', right: REORDER }] },
  },
  {
    phrases: words(
      'at or below reorder point | at or below the reorder point | ' +
        'at or below their reorder point | at or under reorder point',
    ),
    action: { kind: 'compareProperties', all: [{ left: ON_HAND, op: '<=', right: REORDER }] },
  },
  {
    phrases: words(
      'at or above reorder point | at or above the reorder point | ' +
        'at or above their reorder point | at or over reorder point | ' +
        'at or over the reorder point | at or over their reorder point',
    ),
    action: { kind: 'compareProperties', all: [{ left: ON_HAND, op: '>=', right: REORDER }] },
  },
  {
    phrases: words(
      'above reorder point | above the reorder point | above their reorder point | ' +
        'over reorder point | over the reorder point',
    ),
    action: { kind: 'compareProperties', all: [{ left: ON_HAND, op: '>', right: REORDER }] },
  },
  {
    phrases: words(
      'out of stock | no stock | zero stock | none on hand | nothing on hand | zero on hand | ' +
        'nothing is on hand | there is nothing on hand | nothing in stock | ' +
        'stocked out | stockout | ' +
        // "which items are we out of": out of the thing itself.
        'are we out of | we are out of | we re out of | we ran out of | have we run out of | ' +
        'have run out of | ran out of | run out of | ' +
        // "items we have none of", "parts with none left": none of the thing itself.
        'we have none of | we have none | we have none left | have none of | have none left | ' +
        'has none left | none left | none in stock | we have zero of | have zero of',
    ),
    action: { kind: 'compareProperties', all: [{ left: ON_HAND, op: '<=', right: 0 }] },
  },
  {
    // "items that (still) have stock on hand": having stock is a quantity on hand above zero.
    phrases: words(
      'in stock | available in stock | have stock | has stock | have stock on hand | ' +
        'has stock on hand | with stock | with stock on hand | have some stock | have any stock | ' +
        'have inventory | has inventory | have some on hand | have any on hand | ' +
        // "something" / "anything" is "some" / "any" said of the stock itself.
        'have something on hand | has something on hand | have anything on hand | ' +
        'has anything on hand | with something on hand | with anything on hand | ' +
        'something on hand | anything on hand | something in stock | anything in stock | ' +
        // Whole, so that "that have" is not read first as a link to stock records.
        'that have stock | that has stock | which have stock | which has stock | ' +
        'that have stock on hand | that has stock on hand | which have stock on hand | ' +
        // "obsolete parts still carrying inventory": to carry or hold stock is to have some.
        'carrying inventory | carry inventory | ' +
        'carries inventory | carrying stock | carry stock | carries stock | holding stock | ' +
        'holding inventory | hold stock | hold inventory | holds stock | holds inventory',
    ),
    action: { kind: 'compareProperties', all: [{ left: ON_HAND, op: '>', right: 0 }] },
  },
  // Documents with a balance (invoices, bills) are open or paid by it, whatever their status.
  {
    phrases: words(
      'unpaid | not yet paid | owing | uncollected | unsettled | ' +
        // "invoices with $500 left to pay", "bills still to be paid": what is still to be paid
        // on them is their balance, as "left to receive" is what is still to come in.
        'left to pay | still to pay | yet to pay | remaining to pay | left to be paid | ' +
        'still to be paid | yet to be paid | remaining to be paid | ' +
        // "which customers owe us money": owing, said with the verb.
        'owe us money | owes us money | still owe us money | owe money | owes money',
    ),
    action: { kind: 'compareProperties', all: [{ left: ['balance'], op: '>', right: 0 }] },
  },
  {
    phrases: words('paid | fully paid | paid off | paid up | paid in full | settled | collected'),
    action: { kind: 'compareProperties', all: [{ left: ['balance'], op: '<=', right: 0 }] },
  },
  {
    phrases: [
      ...partly(['paid', 'settled']),
      ...words('part paid | partial payment'),
      // "invoices with a partial payment applied / received / made": the participle says what
      // was done with the payment; it names no kind of records of its own (not the applied
      // payments and credits themselves).
      ...['applied', 'received', 'made', 'posted', 'recorded'].flatMap((verb) => [
        `partial payment ${verb}`,
        `partial payment was ${verb}`,
        `partial payment has been ${verb}`,
      ]),
      // "invoices that received a partial payment": the document got part of its amount.
      ...words('received a partial payment | got a partial payment | had a partial payment'),
    ],
    action: {
      kind: 'compareProperties',
      all: [
        { left: ['balance'], op: '>', right: 0 },
        { left: ['balance'], op: '<', right: ['amount'] },
      ],
    },
  },
  // --- every field -------------------------------------------------------------------------
  {
    phrases: words(
      'everything | everything about | all details | all the details | full details | ' +
        'all fields | all columns | all information | all info | all the information | details | ' +
        'detail | details of | details for | all properties | all data | full record | info | ' +
        'information | ' +
        // "describe part X", "tell me about IT-10042": what the record says, every field.
        'describe | tell me about | tell me everything about',
    ),
    action: { kind: 'allFields' },
  },
  {
    phrases: words(
      'distinct | unique | different | the different | the distinct | list of distinct',
    ),
    action: { kind: 'distinct' },
  },
  // --- limits --------------------------------------------------------------------------------
  {
    phrases: words('only the first | a sample of | sample of | limit | limit to | limited to'),
    action: { kind: 'limit' },
  },
  // --- requests to change data: always refused -----------------------------------------------
  {
    phrases: words(
      'delete | remove | erase | purge | wipe | truncate | drop | update | modify | edit | ' +
        'change | alter | set | insert | add | create | cancel | approve | reject | close out | ' +
        'reopen | void | post | send | email to | pay | mark | assign | reassign | rename | ' +
        'replace | merge | import | upload | overwrite | increase | decrease | raise | reduce | ' +
        'adjust | deactivate | activate | disable | enable | put | place an | place a | submit | ' +
        'transfer | move | allocate | write off | write | apply | grant | revoke | reset | ' +
        'restore | kill | shutdown | shut down | destroy | flush | clear | upsert | patch | ' +
        'exec | execute | commit | rollback | release job | ship | receive | invoice the | book | ' +
        'issue a | issue an | generate a new | make a new | new purchase order for | email the | ' +
        'email it | email this | email me | e mail the | forward | notify | remind | text the | ' +
        'share the | print | export to | download | schedule a',
    ),
    action: { kind: 'mutation' },
  },
];
