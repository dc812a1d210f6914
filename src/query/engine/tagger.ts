import type { LexMeaning, Mention, WordsMention } from './engine.types';
import { FILLER_VERB_NOUN_PLURALS, type RuleAction } from './lexicon/phrase-rules';
import type { TrieMatch } from './lexicon/phrase-trie';
import { MAKING_WORDS } from './lexicon/ido-profile';
import {
  isProductLineProperty,
  isUnitOfMeasureProperty,
  type ValueMatch,
  Vocabulary,
} from './lexicon/vocabulary';
import { readDate } from './recognizers/date-recognizer';
import { datesNamedBy } from './planner/conditions';
import { onOrderOfParty } from './lexicon/on-order';
import { nothingOfQuantity } from './lexicon/nothing-of-quantity';
import { degreeOfWhole } from './lexicon/degree-of-whole';
import { asFiller } from './lexicon/as-filler';
import { deedOfCustomer } from './lexicon/deed-of-customer';
import { bestSellers, perUnitOfPrice, priceWeTraded } from './lexicon/trade-side';
import { kindWithinPhrase } from './lexicon/kind-within-phrase';
import { VERBS_NAMED_LIKE_RECORDS } from './lexicon/general-english';
import { SHORTHAND_WORDS } from './lexicon/shorthand-words';
import { STATE_NAMES } from './lexicon/places';
import { readNumber } from './recognizers/number-recognizer';
import { onlyCut } from './text/only-cut';
import { cutShort } from './text/shorthand';
import { stem } from './text/stem';
import { Token, tokenize } from './text/tokenizer';

/**
 * Short words that link a records noun to what follows ("customers in", "POs for"), looked for
 * at the end of a word typed without the space. Longest first, so "without" wins over "out".
 */
const WORDS_AFTER_RECORDS_NOUN: readonly string[] = [
  'without',
  'with',
  'from',
  'that',
  'for',
  'in',
  'of',
  'at',
  'by',
  'on',
  'to',
];

/** Table actions that compare: a longer one of these takes the word that opens it. */
const COMPARISONS: ReadonlySet<string> = new Set([
  'compare',
  'dateCompare',
  'between',
  'compareProperties',
]);

/** Participles that mark records with a state ("flagged obsolete", "set to inactive"). */
const MARKING_PARTICIPLES =
  /^(?:set|flagged|marked|tagged|listed|classified|coded|designated|labell?ed)$/i;
/** Particles between a participle of marking and the state ("set up as", "marked as"). */
const MARKING_PARTICLES = /^(?:to|as|up|up as)$/i;
/** Words before a verb that make it a request, not a state ("please set", "can you mark"). */
const REQUEST_BEFORE_MARKING = /^(?:please|kindly|you|can|could|would|will|to|and|then)$/i;

/** Auxiliaries that make a verb of change a question about what was done ("did we ship"). */
const DEED_AUXILIARIES = /^(?:did|have|has|had)$/i;

/** Verbs of billing or paying, which "in" and a currency follow ("billed in USD"). */
const BILLING_VERBS =
  /^(?:billed|invoiced|paid|priced|quoted|charged|paying|billing|bills?|charges?|pays?)$/i;

/**
 * Of those, the ones that are nouns too ("the bills in CAD", "pay in CAD"): verbs only after a
 * subject ("customers who pay in CAD"); first in a request ("pay in CAD …") they stay its verb.
 */
const BILLING_NOUNS = /^(?:bills?|charges?|pays?)$/i;

/** What stands before a verb in the present: its subject, "that", "do not" ("who bill us"). */
const BEFORE_VERB = /^(?:that|who|which|we|they|it|he|she|do|does|not|never|to)$/i;

/** Whom a verb of billing is done to, between it and "in" ("bill us in USD"). */
const BILLED_PARTY = /^(?:us|me|them|you)$/i;

/** Words that open a clause about the noun before them ("firms we buy from", "… that ship"). */
const RELATIVE_CLAUSE_OPENER = /^(?:we|who|that|which|they|you|i)$/i;

/** Questions longer than this many tokens are cut; nobody asks a 200-word question. */
export const MAX_TOKENS = 120;

export interface Tagged {
  tokens: Token[];
  mentions: Mention[];
}

/** Periods a word of time ("last", "next", "this") may stand before. */
const SLIPPED_PERIODS = ['week', 'weekend', 'month', 'year', 'quarter'];
const PERIOD_OFFSETS = new Set(['last', 'this', 'next', 'past', 'previous', 'prior', 'coming']);

/** Subjects of "are" that are no records' noun ("which r we out of", "how many r there"). */
const SUBJECTS_OF_ARE = new Set(['we', 'they', 'you', 'there', 'these', 'those']);

/**
 * "last wek", "next yer": a word too short for the typo corrector's budget, right after a word
 * that only a period follows, is that period with one letter left out; unread, the period is
 * lost and every record comes back.
 */
function periodSlip(
  tokens: readonly Token[],
  token: Token,
): { stem: string; distance: number } | undefined {
  if (!PERIOD_OFFSETS.has(tokens[token.index - 1]?.lower ?? '')) return undefined;
  const typed = token.lower;
  const fits = SLIPPED_PERIODS.filter(
    (p) =>
      p.length === typed.length + 1 &&
      [...p].some((_, at) => p.slice(0, at) + p.slice(at + 1) === typed),
  );
  return fits.length === 1 ? { stem: fits[0], distance: 1 } : undefined;
}

/**
 * First pass over a question: splits it into tokens, corrects typos of vocabulary words, and
 * reads it left to right into mentions, taking at each position the longest of a date phrase, a
 * number, a fixed phrase, a catalog phrase or a known value. A span that is both a fixed phrase
 * and a catalog word ("total") keeps both meanings for the planner to choose from.
 */
export class Tagger {
  constructor(private readonly vocabulary: Vocabulary) {}

  tag(question: string, today: string): Tagged {
    const tokens = this.spaced(tokenize(question).slice(0, MAX_TOKENS));
    this.readShorthand(tokens);
    this.doersOfStates(tokens);
    const typos = new Map<number, number>();
    for (const token of tokens) {
      if (this.recognised(tokens, token)) continue;
      const fix = this.vocabulary.correct(token) ?? periodSlip(tokens, token);
      if (fix) {
        token.stem = fix.stem;
        typos.set(token.index, fix.distance);
      }
    }
    const mentions: Mention[] = [];
    let i = 0;
    while (i < tokens.length) {
      const mention = this.mentionAt(tokens, i, today);
      let spent = 0;
      for (let j = mention.start; j < mention.end; j += 1) spent += typos.get(j) ?? 0;
      mention.typos = spent;
      // Words that name a date are compared by their root ("recieved yesterday" must find the
      // received date as "received yesterday" does), which the typed form does not share.
      if (spent > 0)
        mention.corrected = tokens
          .slice(mention.start, mention.end)
          .map((t) => (typos.has(t.index) ? t.stem : t.raw))
          .join(' ');
      if (tokens[mention.end - 1]?.comma) mention.listed = true;
      mentions.push(mention);
      i = mention.end;
    }
    bestSellers(mentions, this.vocabulary);
    priceWeTraded(mentions, this.vocabulary);
    perUnitOfPrice(mentions, this.vocabulary);
    kindWithinPhrase(mentions, this.vocabulary);
    this.havingThenCompared(tokens, mentions);
    this.countedInUnits(mentions);
    this.dueToVerb(mentions);
    hesitationOpening(mentions);
    this.pastOfDeed(mentions);
    this.markedState(mentions);
    this.progressiveBeforeComparison(mentions);
    this.deedOnADate(mentions);
    this.billedInCurrency(mentions);
    overallOfRank(mentions);
    this.underOwner(mentions);
    this.madeRecords(mentions);
    this.givenToParty(mentions);
    onOrderOfParty(mentions, this.vocabulary);
    nothingOfQuantity(mentions, this.vocabulary);
    degreeOfWhole(mentions);
    deedOfCustomer(mentions, this.vocabulary);
    this.kindsOwnVerb(tokens, mentions);
    this.statusWordAsNoun(mentions);
    this.orderedByParty(mentions);
    orderByAfterRecords(mentions);
    this.verbAfterWe(mentions);
    this.kindsDeedAfterWe(mentions);
    this.sideOfKind(mentions);
    this.aliasesInNames(mentions);
    this.smallWordsInCapitals(mentions);
    this.lineOfValue(mentions);
    this.lateByToday(mentions, today);
    this.wordsOfNames(tokens, mentions);
    placeOfGroup(mentions);
    return { tokens, mentions };
  }

  /**
   * "slow movers", "fast sellers": the noun of what does a state's verb, after the word that
   * leads the state's catalog phrase ("slow moving"), names the records in that state, as the
   * phrase does. Read before typos are looked for ("movers" is one slip from "over").
   */
  private doersOfStates(tokens: Token[]): void {
    for (let i = 1; i < tokens.length; i += 1) {
      const doer = /^([a-z]{2,})ers?$/.exec(tokens[i].lower);
      if (!doer || tokens[i].kind !== 'word' || this.recognised(tokens, tokens[i])) continue;
      const verb = `${doer[1]}ing`;
      const state = this.vocabulary.catalogTrie.at([tokens[i - 1].stem, verb]);
      if (state.some((l) => l.kind === 'enum')) tokens[i].stem = verb;
    }
  }

  /**
   * A word typed without the space between two words of a catalog phrase ("qty onhand", "the
   * unitcost") read as those two words, as shorthand is: a word the engine knows, or a name, is
   * never split.
   */
  private spaced(tokens: Token[]): Token[] {
    const out: Token[] = [];
    for (const token of tokens) {
      const pair =
        token.kind === 'word' && !this.recognised(tokens, token)
          ? (this.vocabulary.wordsRunTogether(token.lower) ??
            this.recordsNounThenLink(token.lower) ??
            this.knownWordThenRecordsNoun(token.lower))
          : undefined;
      const parts = pair
        ? [token.raw.slice(0, pair[0].length), token.raw.slice(pair[0].length)]
        : this.camelParts(tokens, token);
      if (!parts) {
        out.push({ ...token, index: out.length });
        continue;
      }
      for (const raw of parts) {
        const lower = raw.toLowerCase();
        out.push({ kind: 'word', raw, lower, stem: stem(lower, 'word'), index: out.length });
      }
      if (token.possessive) out[out.length - 1].possessive = true;
      if (token.comma) out[out.length - 1].comma = true;
    }
    return out;
  }

  /**
   * "openPOs", "blanketPOs", "OpenJobs", "pastDueInvoices": words glued in camel case, as an
   * identifier is typed, read as the words at each capital when every one of them is a word the
   * engine knows.
   * A word known whole (a catalog name as stored: "QtyOnHand", "SLPos") is never split, nor one
   * with a part nobody knows ("McKinley").
   */
  private camelParts(tokens: readonly Token[], token: Token): string[] | undefined {
    if (token.kind !== 'word' || this.recognised(tokens, token)) return undefined;
    const parts = token.raw.split(/(?<=[a-z])(?=[A-Z])/);
    if (parts.length < 2) return undefined;
    const known = parts.every((raw) => {
      const lower = raw.toLowerCase();
      const root = stem(lower, 'word');
      return (
        lower.length >= 2 &&
        (this.vocabulary.isKnown(root) ||
          this.vocabulary.catalogTrie.startsWith(root) ||
          this.vocabulary.ruleTrie.startsWith(root))
      );
    });
    return known ? parts : undefined;
  }

  /**
   * "customersin Wisconsin", "POsfor vendor 1": a noun naming a catalog's records typed
   * without the space before the short function word after it. Split only when the head alone
   * names records (an IDO) and the rest is one of the few words that link records to a place,
   * party or quality; any other run-together word stays whole (a typo, or unread).
   */
  private recordsNounThenLink(word: string): readonly [string, string] | undefined {
    for (const link of WORDS_AFTER_RECORDS_NOUN) {
      if (!word.endsWith(link) || word.length - link.length < 2) continue;
      const head = word.slice(0, -link.length);
      const namesRecords = this.vocabulary.catalogTrie
        .at([stem(head, 'word')])
        .some((l) => l.kind === 'ido');
      if (namesRecords) return [head, link];
    }
    return undefined;
  }

  /**
   * "openjobs", "latepos", "overdueinvoices": a word the engine knows typed without the space
   * before a noun naming a catalog's records, as "OpenJobs" in camel case is read (camelParts).
   * Split only when the tail alone names records (an IDO), the head (three letters or more) is a
   * known word, and exactly one cut does both; a name or a known word is never split (spaced).
   */
  private knownWordThenRecordsNoun(word: string): readonly [string, string] | undefined {
    return onlyCut(word, 3, (head, tail) => {
      const namesRecords = this.vocabulary.catalogTrie
        .at([stem(tail, 'word')])
        .some((l) => l.kind === 'ido');
      if (!namesRecords) return false;
      const root = stem(head, 'word');
      return (
        this.vocabulary.isKnown(root) ||
        this.vocabulary.catalogTrie.startsWith(root) ||
        this.vocabulary.ruleTrie.startsWith(root)
      );
    });
  }

  /**
   * Shorthand read as the words it stands for, before typos are looked for: a catalog phrase
   * written with its words cut short ("reord pt", "unit cst", "qty on hnd"), then a word of
   * business shorthand ("tot", "nxt wk"). Conventional spellings, not slips: they cost no
   * confidence. A word the engine knows (a name, a catalog word) is never read as shorthand.
   */
  private readShorthand(tokens: Token[]): void {
    // Read once per token: the phrase walk asks it of every catalog word it meets.
    const unknownAt = tokens.map((t) => t.kind === 'word' && !this.recognised(tokens, t));
    const unknown = (t: Token): boolean => unknownAt[t.index] === true;
    const shortens = (t: Token, full: string): boolean => unknown(t) && cutShort(t.lower, full);
    for (let i = 0; i < tokens.length; i += 1) {
      const stems = this.vocabulary.catalogTrie.shortened(tokens, i, shortens);
      if (!stems || !stems.some((s, j) => s !== tokens[i + j].stem)) continue;
      stems.forEach((s, j) => (tokens[i + j].stem = s));
      i += stems.length - 1;
    }
    // A word known only as a part of longer names it does not stand in here ("cust" of "cust
    // num", "vend" of "vend num"), or as a short code the data holds in capitals ("PLS":
    // plastics; short codes match only as stored) typed in lower case, reads as nothing where
    // it stands: shorthand of the same letters ("custs in TX", "pls") is read instead.
    const readsAsNothing = (t: Token): boolean =>
      t.kind === 'word' &&
      t.raw === t.lower &&
      this.vocabulary.catalogTrie.longest(tokens, t.index) === undefined &&
      this.vocabulary.ruleTrie.longest(tokens, t.index) === undefined &&
      this.vocabulary.matchValue(tokens, t.index) === undefined;
    // "invoiced last mo": right after a word only a period follows, "mo" is a month, not a
    // manufacturing order (a catalog's noun of jobs).
    for (const token of tokens)
      if (/^mos?$/.test(token.lower) && PERIOD_OFFSETS.has(tokens[token.index - 1]?.lower ?? ''))
        token.stem = 'month';
    // "which items r we out of", "how many jobs r released": chat's "r" is "are" between a
    // plural subject (a word its stem shortens, or a pronoun) and the rest of the clause. Left
    // unread, it cut the clause and the condition after it was lost. Anywhere else "r" may be a
    // one-letter code ("jobs with status r", "R jobs", "type r POs"), so it is left as it is.
    for (const token of tokens) {
      const before = tokens[token.index - 1];
      const after = tokens[token.index + 1];
      if (
        token.raw === 'r' &&
        before?.kind === 'word' &&
        after?.kind === 'word' &&
        after.lower !== 'and' &&
        after.lower !== 'or' &&
        (before.stem !== before.lower || SUBJECTS_OF_ARE.has(before.lower))
      )
        token.stem = 'are';
    }
    for (const token of tokens) {
      const full =
        unknown(token) || readsAsNothing(token) ? SHORTHAND_WORDS[token.lower] : undefined;
      // The word's root, as the phrase tables hold it ("thx": "thanks", held as "thank").
      if (full) token.stem = stem(full, 'word');
    }
  }

  /**
   * "jobs due to start next week": "due to" before a verb says the event is planned, as
   * "scheduled to" does; the verb's own date (the start date) is what the period bounds, and
   * "due" is no due-date column to show. A status verb after it ("due to complete") is a state
   * still ahead, not the records' status today: left unread, so it lowers confidence rather
   * than filter on completed records.
   */
  private dueToVerb(mentions: Mention[]): void {
    mentions.forEach((m, i) => {
      const to = mentions[i + 1];
      const verb = mentions[i + 2];
      if (
        m.kind !== 'words' ||
        m.text.toLowerCase() !== 'due' ||
        to?.kind !== 'words' ||
        to.text.toLowerCase() !== 'to' ||
        verb?.kind !== 'words' ||
        verb.rule !== undefined
      )
        return;
      const dated = verb.lex.some(
        (l) =>
          l.kind === 'property' && this.vocabulary.ido(l.ido).property(l.property)?.type === 'date',
      );
      const status = verb.lex.some((l) => l.kind === 'enum');
      if (!dated && !status) return;
      for (const filler of [m, to]) {
        filler.lex = [];
        filler.rule = { kind: 'filler' };
      }
      if (!dated)
        mentions[i + 2] = {
          kind: 'unknown',
          start: verb.start,
          end: verb.end,
          text: verb.text,
          typos: verb.typos,
        };
    });
  }

  /**
   * "how many jobs did we finish this year", "which orders didn't they close": after "did" and
   * its subject a verb stands in its bare form, but the deed is past, as "jobs we finished" says
   * it. A bare verb whose regular past participle is a state of the catalog ("finished":
   * Complete) is read as that participle, which the readers of states and dates already weigh
   * ("finish" alone is the scheduled end date, no state). A verb the catalog reads as a rule
   * (an action to refuse, a comparison) keeps it.
   */
  private pastOfDeed(mentions: Mention[]): void {
    mentions.forEach((m, i) => {
      const verb = m.text.trim().toLowerCase();
      // "items we transfer in from other sites": a verb of change after "<records> we" is a
      // clause about those records, no request; a state of theirs it also names is read.
      const clauseNoun = mentions[i - 2];
      if (
        m.kind === 'words' &&
        m.rule?.kind === 'mutation' &&
        /^we$/i.test(mentions[i - 1]?.text.trim() ?? '') &&
        clauseNoun?.kind === 'words' &&
        !clauseNoun.rule
      ) {
        const own = m.lex.filter(
          (l) =>
            l.kind === 'enum' &&
            clauseNoun.lex.some((n) => n.kind === 'ido' && !n.where && n.ido === l.ido),
        );
        if (own.length > 0) mentions[i] = readAs(m, [...own]);
        return;
      }
      if (
        (m.kind !== 'words' && m.kind !== 'unknown') ||
        (m.kind === 'words' && m.rule !== undefined) ||
        !/^[a-z]{3,}$/.test(verb) ||
        verb.endsWith('ed') ||
        !/^(?:we|they|you|i)$/i.test(mentions[i - 1]?.text.trim() ?? '')
      )
        return;
      // "items we transfer in": after a noun of records, the present says what is done to
      // them as a rule, which the state of the same verb records (transferred items).
      const noun = mentions[i - 2];
      const nounIdos =
        noun?.kind === 'words' && !noun.rule
          ? noun.lex.filter((l) => l.kind === 'ido').map((l) => l.ido)
          : [];
      const past = /^(?:did|didn'?t)$/i.test(noun?.text.trim() ?? '');
      if (!past && nounIdos.length === 0) return;
      // "how much did we bill", "did we complete": a verb that already names a state or a
      // kind of record (charges) is read as said.
      // So is a noun of records ("did we order": orders, read as our verb elsewhere).
      if (m.kind === 'words' && m.lex.some((l) => l.kind === 'enum' || l.kind === 'ido')) return;
      const participle = verb.endsWith('e') ? `${verb}d` : `${verb}ed`;
      const states = this.vocabulary
        .lookup(participle)
        .lex.filter((l) => l.kind === 'enum' && (past || nounIdos.includes(l.ido)));
      if (states.length === 0) return;
      mentions[i] = { ...readAs(m, [...states]), corrected: participle };
    });
  }

  /**
   * "suppliers set to inactive", "parts flagged obsolete", "customers marked as on hold": a
   * participle of marking right before a status value says the records are in that state,
   * as "are inactive" does; it is no request to change them ("set vendor 1001 to inactive" has
   * the record between the verb and the state) and no word of its own. Never at the start of
   * the question or after a request ("please set …", "can you mark …").
   */
  private markedState(mentions: Mention[]): void {
    mentions.forEach((m, i) => {
      const before = mentions[i - 1];
      if (!before || REQUEST_BEFORE_MARKING.test(before.text) || !MARKING_PARTICIPLES.test(m.text))
        return;
      let j = i + 1;
      while (j < i + 3 && MARKING_PARTICLES.test(mentions[j]?.text ?? '')) j += 1;
      const state = mentions[j];
      if (state?.kind !== 'words' || !state.lex.some((l) => l.kind === 'enum')) return;
      for (let k = i; k < j; k += 1) mentions[k] = asFiller(mentions[k]);
    });
  }

  /**
   * "what's running below its reorder point", "anything sitting under the safety stock": a
   * status word that is a verb in "-ing" ("running": a job released), right before a comparison
   * of a figure that the status's records do not carry (the reorder point is a stock row's),
   * is a verb of being ("is below"), not that status: read as one, the records in it were
   * joined to the figure's records through any shared value and the question lost. A figure of
   * the status's own records ("jobs running over their due date") keeps the status, as does a
   * number compared ("running over 10 days"), which may well be of the status's records.
   */
  private progressiveBeforeComparison(mentions: Mention[]): void {
    mentions.forEach((m, i) => {
      if (m.kind !== 'words' || m.rule || !/^[a-z]+ing$/i.test(m.text.trim())) return;
      if (m.lex.length === 0 || !m.lex.every((l) => l.kind === 'enum')) return;
      const compare = mentions[i + 1];
      if (compare?.kind !== 'words') return;
      const own = new Set(m.lex.map((l) => l.ido));
      const ownFigure = (lex: readonly LexMeaning[]): boolean | undefined => {
        const properties = lex.filter((l) => l.kind === 'property');
        if (properties.length === 0 || properties.length !== lex.length) return undefined;
        return properties.some((p) => own.has(p.ido));
      };
      // "running below reorder point": the comparison of two figures read as one phrase.
      if (compare.rule?.kind === 'compareProperties') {
        const named = compare.rule.all.flatMap((x) => [
          ...x.left,
          ...(typeof x.right === 'number' ? [] : x.right),
        ]);
        const fits = named
          .map((n) => ownFigure(this.vocabulary.lookup(n).lex))
          .filter((f) => f !== undefined);
        if (fits.length > 0 && fits.every((f) => !f)) mentions[i] = asFiller(m);
        return;
      }
      if (compare.rule?.kind !== 'compare' || compare.rule.postfix) return;
      let j = i + 2;
      while (mentions[j] && isFiller(mentions[j])) j += 1;
      const figure = mentions[j];
      if (figure?.kind !== 'words' || figure.rule) return;
      if (ownFigure(figure.lex) === false) mentions[i] = asFiller(m);
    });
  }

  /**
   * "what did we receive on Thursday", "what did we ship last week": a verb of change asked
   * about as a deed ("did we", "have they"), right before a date, names the one date of the
   * catalog its label shares ("receive": Received Date) and so the records that carry it, as
   * "what arrived yesterday" does. Only when exactly one date property of the whole catalog
   * fits: a verb naming several leaves the question to name its records.
   */
  private deedOnADate(mentions: Mention[]): void {
    mentions.forEach((m, i) => {
      if (m.kind !== 'words' || m.rule?.kind !== 'mutation' || m.lex.length > 0) return;
      const deed = mentions
        .slice(Math.max(0, i - 3), i)
        .some((b) => DEED_AUXILIARIES.test(b.text.trim()));
      let j = i + 1;
      // "what did we receive from Acme Steel Corp in October": whom from (or to) a known
      // party, said between the verb and its date, is read on its own; the date is the deed's.
      const party = mentions[j + 1];
      if (
        /^(?:from|to)$/i.test(mentions[j]?.text.trim() ?? '') &&
        party?.kind === 'words' &&
        !party.rule &&
        party.lex.length > 0 &&
        party.lex.every((l) => l.kind === 'value')
      )
        j += 2;
      const at = j;
      if (/^(?:on|in|during|over)$/i.test(mentions[j]?.text ?? '')) j += 1;
      // "what did we receive in the last week": the article of the period before its date.
      if (j > at && /^the$/i.test(mentions[j]?.text ?? '')) j += 1;
      if (!deed || mentions[j]?.kind !== 'date') return;
      const dates = datesNamedBy(m.corrected ?? m.text, this.vocabulary);
      if (dates.length !== 1) return;
      mentions[i] = readAs(m, [{ kind: 'property', ...dates[0] }]);
    });
  }

  /**
   * "COs booked for KPATEL", "POs raised by Jane": a verb of making records said right after
   * their noun only says they were made, as the noun already does; it is no figure of theirs,
   * though the catalog may name one by it ("booked": the order amount, as in "booked this
   * month"). Before a date it names the date, which the date's own reader weighs; left to it.
   */
  /**
   * "POs we sent Horizon Abrasives this year", "orders we shipped Atlas last month": a verb
   * between "<records> we" and a party those records refer to says the records went to that
   * party, as "sent to" does; the figure or date of other records the verb also names
   * ("sent": when an invoice was sent) is not asked about. Read as the same link as "sent to".
   */
  private givenToParty(mentions: Mention[]): void {
    mentions.forEach((m, i) => {
      const noun = mentions[i - 2];
      const party = mentions[i + 1];
      if (
        m.kind !== 'words' ||
        m.rule ||
        !/^[a-z]{3,}$/i.test(m.text.trim()) ||
        !/^we$/i.test(mentions[i - 1]?.text.trim() ?? '') ||
        noun?.kind !== 'words' ||
        noun.rule ||
        party?.kind !== 'words' ||
        party.rule ||
        party.lex.length === 0 ||
        !party.lex.every((l) => l.kind === 'value')
      )
        return;
      const kinds = noun.lex.filter((l) => l.kind === 'ido').map((l) => l.ido);
      // The verb names only figures of other records (else it is the records' own deed or
      // date, which its readers weigh).
      if (
        m.lex.length === 0 ||
        m.lex.some((l) => !(l.kind === 'property' && !kinds.includes(l.ido)))
      )
        return;
      const referred = party.lex.some(
        (l) =>
          l.kind === 'value' &&
          kinds.some((k) => k === l.ido || this.vocabulary.refersTo(k, l.ido)),
      );
      if (!referred) return;
      mentions[i] = { ...m, lex: [], rule: { kind: 'link', word: 'for' } };
    });
  }

  private madeRecords(mentions: Mention[]): void {
    mentions.forEach((m, i) => {
      const noun = mentions[i - 1];
      const next = mentions[i + 1];
      if (
        m.kind !== 'words' ||
        m.rule ||
        !MAKING_WORDS.test(m.text.trim()) ||
        noun?.kind !== 'words' ||
        !next ||
        next.kind === 'date' ||
        /^(?:in|on|during|since|before|after)$/i.test(next.text.trim())
      )
        return;
      const kinds = noun.lex.filter((l) => l.kind === 'ido').map((l) => l.ido);
      if (kinds.length === 0) return;
      // A date it names ("started": the start date) is weighed by the readers of dates.
      const figure = (l: LexMeaning): boolean =>
        l.kind === 'property' &&
        kinds.includes(l.ido) &&
        this.vocabulary.ido(l.ido).property(l.property)?.type !== 'date';
      if (!m.lex.every(figure)) return;
      if (m.lex.length > 0) mentions[i] = asFiller(m);
    });
  }

  /**
   * "orders under sales rep KPATEL", "customers under KPATEL": "under" before a known value (and
   * maybe the words of its property) compares nothing, a name is no amount; it says whose the
   * records are, as "for" does.
   */
  private underOwner(mentions: Mention[]): void {
    mentions.forEach((m, i) => {
      if (m.kind !== 'words' || m.rule?.kind !== 'compare' || !/^under$/i.test(m.text.trim()))
        return;
      let j = i + 1;
      const named = mentions[j];
      const lex = named?.kind === 'words' && !named.rule ? named.lex : [];
      const properties = lex.filter((l) => l.kind === 'property');
      if (properties.length > 0 && properties.length === lex.length) j += 1;
      const value = mentions[j];
      if (
        value?.kind !== 'words' ||
        value.rule ||
        value.lex.length === 0 ||
        !value.lex.every((l) => l.kind === 'value') ||
        (properties.length > 0 &&
          !value.lex.some((l) =>
            properties.some(
              (p) =>
                p.kind === 'property' &&
                l.kind === 'value' &&
                p.ido === l.ido &&
                p.property === l.property,
            ),
          ))
      )
        return;
      mentions[i] = { ...readAs(m, []), rule: { kind: 'link', word: 'for' } };
    });
  }

  /**
   * "customers billed in USD", "POs paid in CAD", "items priced in euros": a verb of billing
   * or paying, then "in" and a currency, says which currency the records are in; the currency
   * reads that. The verb is no state or date of its own here (billed is not "has invoices").
   * "vendors that bill us in CAD": whom the verb is done to may stand before "in".
   */
  private billedInCurrency(mentions: Mention[]): void {
    mentions.forEach((m, i) => {
      const party = BILLED_PARTY.test(mentions[i + 1]?.text.trim() ?? '') ? 1 : 0;
      const currency = mentions[i + 2 + party];
      if (
        // "customers paying in CAD": a participle the vocabulary does not know is read alike.
        (m.kind !== 'words' && m.kind !== 'unknown') ||
        !BILLING_VERBS.test(m.text.trim()) ||
        (BILLING_NOUNS.test(m.text.trim()) &&
          !BEFORE_VERB.test(mentions[i - 1]?.text.trim() ?? '') &&
          !paidByRecords(m, mentions[i - 1])) ||
        !/^in$/i.test(mentions[i + 1 + party]?.text.trim() ?? '') ||
        currency?.kind !== 'words' ||
        currency.lex.length === 0 ||
        !currency.lex.every((l) => l.kind === 'value' && this.isCurrency(l.ido, l.property))
      )
        return;
      mentions[i] = asFiller(m);
    });
  }

  /**
   * "customer payments received last week": a word after a kind of record that, with the kind's
   * last word, is another name of the same kind ("payments received") belongs to the kind's
   * name, as it does when the question begins there; it is no verb naming a date of its own.
   */
  private kindsOwnVerb(tokens: readonly Token[], mentions: Mention[]): void {
    for (let i = 0; i + 1 < mentions.length; i += 1) {
      const m = mentions[i];
      const next = mentions[i + 1];
      if (
        m.kind !== 'words' ||
        m.rule !== undefined ||
        m.end - m.start < 2 ||
        next.kind !== 'words' ||
        next.end !== next.start + 1 ||
        m.listed
      )
        continue;
      const kinds = m.lex.filter((l) => l.kind === 'enum');
      if (kinds.length === 0 || kinds.length !== m.lex.length) continue;
      const joined = this.vocabulary.catalogTrie.exact(tokens, m.end - 1, 2);
      const same = (l: LexMeaning): boolean =>
        joined.some(
          (j) =>
            j.kind === 'enum' &&
            l.kind === 'enum' &&
            j.ido === l.ido &&
            j.property === l.property &&
            j.values.join() === l.values.join(),
        );
      if (!kinds.every(same)) continue;
      mentions[i] = {
        ...m,
        end: next.end,
        text: `${m.text} ${next.text}`,
        typos: m.typos + next.typos,
        ...(m.corrected || next.corrected
          ? { corrected: `${m.corrected ?? m.text} ${next.corrected ?? next.text}` }
          : {}),
        ...(next.listed ? { listed: true } : {}),
      };
      mentions.splice(i + 1, 1);
    }
  }

  /**
   * "sales estimates", "sales quotes": a word for the amount of some records ("sales": the
   * orders' price) right before a kind of records that those very records have (estimates:
   * customer orders of type E, or jobs of type E) says which side the kind is of, as "sales
   * orders" does; it is no figure to count or add up. Only a kind, not a status ("open"), and
   * only the records' own amount, not a state of it ("past due invoices" stay past due).
   */
  private sideOfKind(mentions: Mention[]): void {
    mentions.forEach((side, i) => {
      const kind = mentions[i + 1];
      if (side.kind !== 'words' || side.rule || side.lex.length === 0) return;
      if (kind?.kind !== 'words' || kind.rule || kind.lex.length === 0) return;
      const amountOf = (l: LexMeaning): boolean =>
        l.kind === 'property' && this.vocabulary.profile(l.ido).amount?.name === l.property;
      if (!side.lex.every(amountOf)) return;
      if (!kind.lex.every((l) => l.kind === 'enum' && !l.group)) return;
      const sides = new Set(side.lex.map((l) => l.ido));
      const kept = kind.lex.filter(
        (l) =>
          l.kind === 'enum' &&
          sides.has(l.ido) &&
          this.vocabulary.profile(l.ido).status?.name !== l.property,
      );
      if (kept.length === 0) return;
      mentions[i] = asFiller(side);
      mentions[i + 1] = readAs(kind, kept);
    });
  }

  /**
   * "payments we have received", "credit memos that we issued": a noun of records, then "we"
   * and the verb that, said right after the noun, the catalog reads as the same records
   * ("payments received"): the clause says again what the noun is, the deed that makes such
   * records, not a state or figure of other records the verb also names ("received" PO lines).
   */
  private kindsDeedAfterWe(mentions: Mention[]): void {
    mentions.forEach((noun, i) => {
      if (noun.kind !== 'words' || noun.rule || noun.lex.length === 0) return;
      let j = i + 1;
      let subject = false;
      while (j < mentions.length && j <= i + 4 && isFiller(mentions[j])) {
        if (/^(?:we|you|they)$/i.test(mentions[j].text.trim())) subject = true;
        j += 1;
      }
      const verb = mentions[j];
      if (!subject || !verb || (verb.kind !== 'words' && verb.kind !== 'unknown')) return;
      if (!/^[a-z]{3,}ed$/i.test(verb.text.trim())) return;
      const whole = this.vocabulary.lookup(`${noun.text} ${verb.text}`).lex;
      const same = (a: LexMeaning, b: LexMeaning): boolean =>
        a.kind === 'enum' &&
        b.kind === 'enum' &&
        a.ido === b.ido &&
        a.property === b.property &&
        a.values.join() === b.values.join();
      if (whole.length === 0 || !whole.every((w) => noun.lex.some((l) => same(w, l)))) return;
      mentions[i] = readAs(noun, [...whole]);
      for (let k = i + 1; k <= j; k += 1) mentions[k] = asFiller(mentions[k]);
    });
  }

  /**
   * "FAST items that we purchase": a word that names records ("purchase": purchase orders) right
   * after "we", ending the question, is our verb, read as the everyday verb it means ("buy").
   * "from outside" after it only says the things come from others, as buying does.
   */
  /**
   * "the firms we buy from", "opens that we closed": a word of a state typed in a plural none of
   * the state's own words has ("firms": Firm is said firm, firmed) and followed by a clause
   * about it is a noun of something else, not the state of records of another kind. Left a
   * status, it filters records nothing else in the question names; read as a word the
   * vocabulary does not know, the question says what it cannot read. A kind of record (an
   * enum not labelled a status: "quotes", "payments") is a noun, and keeps its reading.
   */
  private statusWordAsNoun(mentions: Mention[]): void {
    mentions.forEach((m, i) => {
      const typed = m.text.trim().toLowerCase();
      if (
        m.kind !== 'words' ||
        m.rule ||
        m.lex.length === 0 ||
        !/^[a-z]+[^s]s$/.test(typed) ||
        !RELATIVE_CLAUSE_OPENER.test(mentions[i + 1]?.text.trim() ?? '')
      )
        return;
      const ownWords = (l: LexMeaning): string[] => {
        if (l.kind !== 'enum') return [];
        const property = this.vocabulary.ido(l.ido).property(l.property);
        // A kind of record (a type: quotes, payments) is a noun in the plural; only a state is
        // an adjective or participle nobody makes plural.
        const state = [property?.label ?? '', ...(property?.synonyms ?? [])].some((w) =>
          /\b(?:status|state)\b/i.test(w),
        );
        if (!state) return [typed];
        const named = [...(property?.enumValues ?? []), ...(property?.enumGroups ?? [])].filter(
          (v) => v.label === l.label,
        );
        return named.flatMap((v) => [v.label, ...(v.synonyms ?? [])].map((w) => w.toLowerCase()));
      };
      if (m.lex.every((l) => l.kind === 'enum' && !ownWords(l).includes(typed)))
        mentions[i] = asUnknown(m);
    });
  }

  /**
   * "items ordered by customers in Texas": "ordered by" before a party of trade the records
   * named before it do not refer to is the verb of trade (who ordered them), not a sort by a
   * property they lack. Left a sort, the party is read on whatever else it fits. Read as words
   * the vocabulary does not know, the question says what it cannot read. "POs ordered by
   * vendor" (a party the records refer to) stays a sort.
   */
  private orderedByParty(mentions: Mention[]): void {
    mentions.forEach((m, i) => {
      if (m.kind !== 'words' || m.rule?.kind !== 'sort' || !/^ordered\b/i.test(m.text.trim()))
        return;
      const records = mentions[i - 1];
      const party = mentions[i + 1];
      if (records?.kind !== 'words' || party?.kind !== 'words') return;
      const recordIdos = records.lex.filter((l) => l.kind === 'ido').map((l) => l.ido);
      const parties = party.lex
        .filter((l) => l.kind === 'ido' && this.vocabulary.isTradeParty(l.ido))
        .map((l) => l.ido);
      if (recordIdos.length === 0 || parties.length === 0) return;
      const referred = recordIdos.some((r) => parties.some((p) => this.vocabulary.refersTo(r, p)));
      if (!referred) mentions[i] = asUnknown(m);
    });
  }

  private verbAfterWe(mentions: Mention[]): void {
    mentions.forEach((m, i) => {
      const verb = VERBS_NAMED_LIKE_RECORDS[m.text.trim().toLowerCase()];
      if (
        !verb ||
        m.kind !== 'words' ||
        m.lex.length === 0 ||
        !m.lex.every((l) => l.kind === 'ido') ||
        !/^we$/i.test(mentions[i - 1]?.text.trim() ?? '')
      )
        return;
      // Said last: "items we purchase from Acme" names whom from, which the verb's relation
      // reads on its own.
      const outside =
        mentions.length === i + 3 &&
        /^from$/i.test(mentions[i + 1].text.trim()) &&
        /^outside$/i.test(mentions[i + 2].text.trim());
      if (mentions.length !== i + 1 && !outside) return;
      const meant = this.vocabulary.lookup(verb).lex;
      if (meant.length === 0) return;
      mentions[i] = readAs(m, [...meant]);
      if (outside) {
        mentions[i + 1] = asFiller(mentions[i + 1]);
        mentions[i + 2] = asFiller(mentions[i + 2]);
      }
    });
  }

  /**
   * "ball bearing items": two words or more the vocabulary does not know, right before a noun
   * of records, that stand whole in the names its records are known by (their descriptions)
   * say which records: those whose name holds them, as the same words in quotes do.
   */
  private wordsOfNames(tokens: readonly Token[], mentions: Mention[]): void {
    for (let j = 1; j < mentions.length; j += 1) {
      const noun = mentions[j];
      if (noun.kind !== 'words' || !noun.lex.some((l) => l.kind === 'ido')) continue;
      let i = j;
      while (i > 0 && (mentions[i - 1].kind === 'unknown' || isAliasOnly(mentions[i - 1]))) i -= 1;
      // "ball bearing items": a word that only stands for a code ("bearing": the product line
      // BRG) is a word of the name too, when a word the vocabulary does not know is with it.
      if (i === j || !mentions.slice(i, j).some((x) => x.kind === 'unknown')) continue;
      // Only before the first noun: "vendors that supply items" says what they do, not a name.
      if (
        mentions.slice(0, i).some((x) => x.kind === 'words' && x.lex.some((l) => l.kind === 'ido'))
      )
        continue;
      const run = mentions.slice(i, j);
      // One word alone ("hydraulic items") may as well name a kind (a product line) whose
      // records' names only sometimes hold it: left unread.
      if (tokens.slice(run[0].start, run[run.length - 1].end).length < 2) continue;
      const stems = tokens.slice(run[0].start, run[run.length - 1].end).map((t) => t.stem);
      if (stems.some((st) => !/^[a-z]{3,}$/.test(st))) continue;
      const idos = [...new Set(noun.lex.flatMap((l) => (l.kind === 'ido' ? [l.ido] : [])))];
      const held = idos.filter((ido) => {
        const display = this.vocabulary.profile(ido).display;
        return display !== undefined && this.vocabulary.valuesHolding(ido, display.name, stems) > 0;
      });
      if (held.length !== 1) continue;
      const words = run.map((m) => m.text).join(' ');
      const quoted: Mention = {
        kind: 'quoted',
        start: run[0].start,
        end: run[run.length - 1].end,
        text: words,
        typos: 0,
        quoted: words,
        fromNames: true,
        namesOf: held[0],
      };
      mentions.splice(i, j - i, quoted);
      j = i + 1;
    }
  }

  private isCurrency(ido: string, property: string): boolean {
    const p = this.vocabulary.ido(ido).property(property);
    return p !== undefined && /\bcurrency\b|curr/i.test(`${p.name} ${p.label}`);
  }

  /**
   * "over 100 feet", "more than 5 boxes": a number followed by one of the catalog's units of
   * measure counts things in that unit, a quantity (not money, as a bare number may be).
   */
  private countedInUnits(mentions: Mention[]): void {
    mentions.forEach((m, i) => {
      const next = mentions[i + 1];
      if (m.kind !== 'number' || m.number.unit || next?.kind !== 'words') return;
      const units =
        next.lex.length > 0 &&
        next.lex.every((l) => {
          if (l.kind !== 'value') return false;
          const p = this.vocabulary.ido(l.ido).property(l.property);
          return p !== undefined && isUnitOfMeasureProperty(p);
        });
      if (units) m.number = { ...m.number, unit: 'quantity' };
    });
  }

  /**
   * "sitting at or above the reorder point": a phrase of the table ("sitting at", a place)
   * whose last word opens a longer comparison ("at or above") gives that word up when the
   * phrase without it still means the same or nothing, as a catalog phrase does for "due on
   * or before".
   */
  private givesUpOpener(
    tokens: readonly Token[],
    i: number,
    found: TrieMatch<RuleAction> | undefined,
  ): TrieMatch<RuleAction> | undefined {
    if (!found || found.length < 2) return found;
    const kind = found.entries[0].kind;
    if (COMPARISONS.has(kind)) return this.givesUpCopula(tokens, i, found);
    const last = i + found.length - 1;
    const opened = this.vocabulary.ruleTrie.longest(tokens, last);
    if (!opened || opened.length < 2 || !COMPARISONS.has(opened.entries[0].kind)) return found;
    const shorter = this.vocabulary.ruleTrie.exact(tokens, i, found.length - 1);
    // "sitting" alone carries no meaning; the place is said by the comparison's words.
    return shorter.length > 0 && (shorter[0].kind === kind || shorter[0].kind === 'filler')
      ? { length: found.length - 1, entries: [...shorter] }
      : found;
  }

  /**
   * "what's below reorder in WEST": a comparison opened by a word of no meaning of its own ("is
   * below", whose "is" alone is filler) gives that word up when the words after it make a longer
   * comparison ("below reorder", on hand under the reorder point); taken whole, it leaves the
   * rest a bare operand it cannot use ("reorder") and the condition is lost.
   */
  private givesUpCopula(
    tokens: readonly Token[],
    i: number,
    found: TrieMatch<RuleAction>,
  ): TrieMatch<RuleAction> {
    const postfix = this.givesUpPostfix(tokens, i, found);
    if (postfix) return postfix;
    const rest = this.vocabulary.ruleTrie.longest(tokens, i + 1);
    if (!rest || rest.length < found.length || !COMPARISONS.has(rest.entries[0].kind)) return found;
    const alone = this.vocabulary.ruleTrie.exact(tokens, i, 1);
    return alone.length > 0 && alone.every((r) => r.kind === 'filler')
      ? { length: 1, entries: [...alone] }
      : found;
  }

  /**
   * "60 days overdue and over $5,000": a comparison said after its number ("60 and over", "5
   * or more") that a number follows instead is the joining word and a comparison of that next
   * number ("and" + "over $5,000"); read as the postfix, the amount after it was left unread
   * and its condition silently lost. Undefined when the phrase is said as a postfix.
   */
  private givesUpPostfix(
    tokens: readonly Token[],
    i: number,
    found: TrieMatch<RuleAction>,
  ): TrieMatch<RuleAction> | undefined {
    const action = found.entries[0];
    if (action.kind !== 'compare' || !action.postfix) return undefined;
    if (!readNumber(tokens, i + found.length)) return undefined;
    const rest = this.vocabulary.ruleTrie.exact(tokens, i + 1, found.length - 1);
    const joining = this.vocabulary.ruleTrie.exact(tokens, i, 1);
    if (!rest.some((r) => r.kind === 'compare' && !r.postfix)) return undefined;
    return joining.length > 0 ? { length: 1, entries: [...joining] } : undefined;
  }

  /**
   * "Great Lakes Plastics Inc", "stainless steel items": a word that only stands for a product
   * line ("plastics": PLS) right beside a word the vocabulary does not know is a word of a name
   * it does not know either, not the line: read as unknown with it. (A place beside one,
   * "ontario-based", is still the place.)
   */
  private aliasesInNames(mentions: Mention[]): void {
    const touching = (a: Mention | undefined, b: Mention | undefined): boolean =>
      a !== undefined && b !== undefined && a.end === b.start;
    mentions.forEach((m, i) => {
      if (!isAliasOnly(m) || m.kind !== 'words') return;
      const lines = m.lex.every((l) => this.namesProductLine(l));
      const before = mentions[i - 1];
      const after = mentions[i + 1];
      if (
        lines &&
        ((before?.kind === 'unknown' && touching(before, m)) ||
          (after?.kind === 'unknown' && touching(m, after)))
      )
        mentions[i] = asUnknown(m);
    });
  }

  /**
   * "items with stock below the reorder point", "parts that have stock under their reorder
   * level": a phrase of having some of a quantity ("with stock": on hand above zero) right
   * before that same quantity set against another is "with" and the quantity's name, the
   * quantity being what is compared; read whole, it added "some on hand" to the comparison and
   * left out the rows with none, the ones furthest below it. (A number after it keeps it whole:
   * "with stock between 100 and 200" is still some stock, twelfth-sprint-f.spec.ts.)
   */
  private havingThenCompared(tokens: readonly Token[], mentions: Mention[]): void {
    for (let i = mentions.length - 2; i >= 0; i -= 1) {
      const m = mentions[i];
      const rule = m.kind === 'words' ? m.rule : undefined;
      if (m.kind !== 'words' || rule?.kind !== 'compareProperties') continue;
      const [having] = rule.all;
      const some = rule.all.length === 1 && having.op === '>' && having.right === 0;
      const next = mentions[i + 1];
      const against = next.kind === 'words' ? next.rule : undefined;
      const compared =
        against?.kind === 'compareProperties' &&
        against.all.length === 1 &&
        typeof against.all[0].right !== 'number' &&
        against.all[0].left.join() === having.left.join();
      if (!some || !compared || m.typos > 0) continue;
      // The having words first ("with", "that have"), then the words naming the quantity.
      for (let j = m.start + 1; j < m.end; j += 1) {
        const link = this.vocabulary.ruleTrie
          .exact(tokens, m.start, j - m.start)
          .find((r) => r.kind === 'filler' || (r.kind === 'link' && r.word === 'with'));
        const named = this.vocabulary.catalogTrie.exact(tokens, j, m.end - j);
        if (!link || !named.some((l) => l.kind === 'property')) continue;
        const words = (from: number, to: number): string =>
          tokens
            .slice(from, to)
            .map((t) => t.raw)
            .join(' ');
        const base = { start: m.start, end: m.end, typos: 0 };
        mentions.splice(
          i,
          1,
          { ...base, kind: 'words', end: j, text: words(m.start, j), lex: [], rule: link },
          { ...base, kind: 'words', start: j, text: words(j, m.end), lex: [...named] },
        );
        break;
      }
    }
  }

  /**
   * "CUSTOMERS IN DALLAS", "items IN MAIN", "VENDORS IN MICHIGAN OR OHIO": a word of the phrase
   * table (a link, a conjunction, a filler) typed in capitals that is also a short code the data
   * holds ("IN", "OR": states) is the small word when something it governs follows it (a name,
   * a status, a field, a date, a number), unless a link or the code's own property stands before it
   * ("vendors in IN", "state OR"): read as the code, the state was added to every answer (none
   * in Indiana, every item bought from it) at full confidence. After a link, at the end, or
   * before nothing it could govern the code stays ("customers in Portland OR").
   */
  private smallWordsInCapitals(mentions: Mention[]): void {
    const governed = (m: Mention | undefined, conjunction: boolean): boolean => {
      if (m === undefined) return false;
      if (m.kind === 'date' || m.kind === 'number' || m.kind === 'code' || m.kind === 'quoted')
        return true;
      // "VENDORS IN ME": a state's code in capitals is a place, whether the data holds it or not.
      if (/^[A-Z]{2,3}$/.test(m.text) && STATE_NAMES[m.text] !== undefined) return true;
      if (m.kind !== 'words' || (m.rule && m.rule.kind !== 'filler' && m.lex.length === 0))
        return false;
      // A noun of records ("US VENDORS") is what the code describes, except that a
      // conjunction joins words of one kind ("VENDORS OR CUSTOMERS").
      const records = m.lex.some((l) => l.kind === 'ido');
      if (records) return conjunction;
      // "IN WAREHOUSE MAIN": a field named before its value.
      return m.lex.some((l) => l.kind === 'value' || l.kind === 'enum' || l.kind === 'property');
    };
    mentions.forEach((m, i) => {
      if (m.kind !== 'words' || !m.rule || m.end !== m.start + 1) return;
      if (!['link', 'conjunction', 'filler'].includes(m.rule.kind)) return;
      if (!/^[A-Z]{2,3}$/.test(m.text) || !m.lex.some((l) => l.kind === 'value')) return;
      const before = mentions[i - 1];
      const ownProperty =
        before?.kind === 'words' &&
        before.lex.some(
          (b) =>
            b.kind === 'property' &&
            m.lex.some((l) => l.kind === 'value' && l.ido === b.ido && l.property === b.property),
        );
      // A link before it that is no code itself ("IN ON OR QC": "ON" is Ontario, then "OR").
      const linkBefore =
        before?.kind === 'words' &&
        before.rule?.kind === 'link' &&
        !before.lex.some((l) => l.kind === 'value');
      if (ownProperty || linkBefore) return;
      if (!governed(mentions[i + 1], m.rule.kind === 'conjunction')) return;
      mentions[i] = { ...m, lex: m.lex.filter((l) => l.kind !== 'value') };
    });
  }

  /** A value of a product-line property ("plastics", "STL"). */
  private namesProductLine(l: LexMeaning): boolean {
    if (l.kind !== 'value') return false;
    const p = this.vocabulary.ido(l.ido).property(l.property);
    return p !== undefined && isProductLineProperty(p);
  }

  /**
   * "jobs that should have finished by now", "orders late as of today": a lateness (a count of
   * days past a date, which is counted to today) followed by "by" or "as of" and today says the
   * day it is counted to, which it already is. Read as a date of its own, today became a bound on
   * some other date of the records (guessed, as the lateness names none of theirs). Another day
   * ("by last Friday") is a question of its own and stays a date.
   */
  private lateByToday(mentions: Mention[], today: string): void {
    mentions.forEach((m, i) => {
      if (m.kind !== 'words' || m.rule || m.lex.length === 0) return;
      const late = m.lex.every(
        (l) =>
          l.kind === 'property' && this.vocabulary.ido(l.ido).property(l.property)?.unit === 'days',
      );
      const link = mentions[i + 1];
      const date = mentions[i + 2];
      if (!late || !link || !/^(?:by|as of)$/i.test(link.text.trim())) return;
      if (date?.kind !== 'date' || date.date.range.from !== today || date.date.range.to !== today)
        return;
      mentions[i + 1] = asFiller(link);
      mentions[i + 2] = asFiller(date);
    });
  }

  /**
   * "items not in the steel line", "the STL family": a product line named, then the word
   * "line" naming what it is, not lines of documents.
   */
  private lineOfValue(mentions: Mention[]): void {
    mentions.forEach((m, i) => {
      const next = mentions[i + 1];
      if (next?.start !== m.end || !/^(?:line|family|group)$/i.test(next.text.trim())) return;
      const lex = m.kind === 'words' || m.kind === 'code' ? m.lex : [];
      const line = lex.filter((l) => this.namesProductLine(l));
      if (line.length > 0 && line.length === lex.length) mentions[i + 1] = asFiller(next);
    });
  }

  /**
   * "qty allocated to customer orders": two synonyms of one property that share words
   * ("quantity allocated", "allocated to customer orders") are that property said in full. Cut at
   * the first, the rest ("to customer orders") would be read as records of their own and the
   * property lost to another; the phrase runs on to the end of the longer synonym.
   */
  private overlappingSynonym(
    tokens: readonly Token[],
    i: number,
    lex: TrieMatch<LexMeaning> | undefined,
  ): TrieMatch<LexMeaning> | undefined {
    if (!lex || lex.length < 2) return lex;
    const properties = lex.entries.filter((l) => l.kind === 'property');
    if (properties.length === 0) return lex;
    for (let k = 1; k < lex.length; k += 1) {
      const next = this.vocabulary.catalogTrie.longest(tokens, i + k);
      if (!next || k + next.length <= lex.length) continue;
      const shared = properties.filter((p) =>
        next.entries.some(
          (n) =>
            n.kind === 'property' &&
            p.kind === 'property' &&
            n.ido === p.ido &&
            n.property === p.property,
        ),
      );
      if (shared.length > 0) return { length: k + next.length, entries: shared };
    }
    return lex;
  }

  /**
   * "PO line amount", "co line value": a catalog phrase naming records ("PO line": the PO lines,
   * or their line number) whose last words open a longer phrase naming an amount of those same
   * records ("line amount") is that amount of theirs said in full. Cut at the shorter phrase,
   * the amount is left a bare word ("amount", of any IDO) and the column the cut names, which
   * measures nothing (a line number), is ranked or summed instead. A phrase naming an amount
   * itself ("quantity ordered") already is what is measured and keeps its words.
   */
  private amountOfNamedRecords(
    tokens: readonly Token[],
    i: number,
    lex: TrieMatch<LexMeaning> | undefined,
  ): TrieMatch<LexMeaning> | undefined {
    if (!lex || lex.length < 2) return lex;
    const unitOf = (l: LexMeaning): string | undefined =>
      l.kind === 'property' ? this.vocabulary.ido(l.ido).property(l.property)?.unit : undefined;
    // Only a phrase that also names a column measuring nothing ("PO line": the line number):
    // one naming records alone ("sales orders booked") keeps them as the noun.
    const named = new Set(
      lex.entries.flatMap((l) => (l.kind === 'ido' && l.where === undefined ? [l.ido] : [])),
    );
    const columns = lex.entries.filter((l) => l.kind === 'property');
    if (!columns.some((l) => named.has(l.ido)) || columns.some((l) => unitOf(l) !== undefined))
      return lex;
    // A noun before another names what the other is of in the singular ("PO line amount"); in
    // the plural it ends the noun ("sales orders booked last week").
    const last = tokens[i + lex.length - 1];
    if (last.lower !== last.stem) return lex;
    for (let k = 1; k < lex.length; k += 1) {
      const next = this.vocabulary.catalogTrie.longest(tokens, i + k);
      if (!next || k + next.length <= lex.length) continue;
      const amounts = next.entries.filter((l) => {
        const unit = unitOf(l);
        return named.has(l.ido) && (unit === 'currency' || unit === 'quantity');
      });
      if (amounts.length > 0) return { length: k + next.length, entries: amounts };
    }
    return lex;
  }

  /**
   * "lines on order 101906", "the customer PO on order 101923": a catalog phrase of a field
   * ("on order": a quantity) whose last word alone names a kind of record ("order"), right
   * before a bare whole number, gives that word up: the noun and the number name one record of
   * that kind by its key ("order 101906"), as they do without the word before. A quantity said
   * so is compared ("on order over 5", "5 on order"), never followed by a bare number that ends
   * the phrase or opens no comparison of its own. A field of text keeps the number as its
   * value ("customer PO 4572572944").
   */
  private givesUpNumberedNoun(
    tokens: readonly Token[],
    i: number,
    lex: TrieMatch<LexMeaning> | undefined,
    today: string,
  ): TrieMatch<LexMeaning> | undefined {
    if (!lex || lex.length < 2 || lex.entries.some((l) => l.kind === 'ido')) return lex;
    // "customer PO 4572572944": a number after a field of text is that field's value.
    const text = lex.entries.some(
      (l) =>
        l.kind !== 'property' || this.vocabulary.ido(l.ido).property(l.property)?.type === 'string',
    );
    if (text) return lex;
    const last = i + lex.length - 1;
    const noun = this.vocabulary.catalogTrie.exact(tokens, last, 1);
    if (!noun.some((l) => l.kind === 'ido')) return lex;
    const number = tokens[last + 1];
    if (
      number?.kind !== 'number' ||
      !/^\d+$/.test(number.raw) ||
      readNumber(tokens, last + 1)?.unit !== undefined ||
      this.operandAt(tokens, last + 2, today)
    )
      return lex;
    // Only a link word ("on", "of") stands before the noun: "qty on order 500" is a quantity
    // said whole, whose number is its value.
    const link = this.vocabulary.ruleTrie.exact(tokens, i, lex.length - 1);
    if (!link.some((r) => r.kind === 'link')) return lex;
    const shorter = this.vocabulary.catalogTrie.exact(tokens, i, lex.length - 1);
    return shorter.length > 0 ? { length: lex.length - 1, entries: [...shorter] } : undefined;
  }

  /**
   * "price per unit on order lines": a catalog phrase of a field ("unit on order", a quantity)
   * whose later words begin a longer phrase naming a kind of record ("order lines") gives them
   * up to it: read whole, the noun of the records was cut in half and its other half ("lines")
   * named the lines of either trade. The field keeps only what stands on its own before the
   * noun (here "unit"); a noun the field's phrase holds whole ("on order" before "items") or
   * a phrase naming records itself is not touched. Any catalog's phrases.
   */
  private givesUpToRecordsNoun(
    tokens: readonly Token[],
    i: number,
    lex: TrieMatch<LexMeaning> | undefined,
  ): TrieMatch<LexMeaning> | undefined {
    if (!lex || lex.length < 2 || lex.entries.some((l) => l.kind !== 'property')) return lex;
    const trie = this.vocabulary.catalogTrie;
    for (let k = 1; k < lex.length; k += 1) {
      const noun = trie.longest(tokens, i + k);
      // A noun of two words at least, running past the field's phrase.
      if (!noun || noun.length < 2 || k + noun.length <= lex.length) continue;
      if (!noun.entries.some((l) => l.kind === 'ido')) continue;
      for (let n = k; n >= 1; n -= 1) {
        const shorter = trie.exact(tokens, i, n);
        if (shorter.length > 0) return { length: n, entries: [...shorter] };
      }
      // Nothing of the catalog before the noun: the words are the table's ("on") or unknown.
      return undefined;
    }
    return lex;
  }

  /** A date or a number, which "by" may compare ("due by Friday", "late by 14 days"). */
  private byComparable(l: LexMeaning): boolean {
    if (l.kind !== 'property') return false;
    const type = this.vocabulary.ido(l.ido).property(l.property)?.type;
    return type === 'date' || type === 'integer' || type === 'decimal';
  }

  /** Whether a date, a number or a comparison starts at token `i`. */
  private operandAt(tokens: readonly Token[], i: number, today: string): boolean {
    if (i >= tokens.length) return false;
    if (readDate(tokens, i, today) || readNumber(tokens, i)) return true;
    const kind = this.vocabulary.ruleTrie.longest(tokens, i)?.entries[0].kind ?? '';
    return ['dateCompare', 'compare', 'between'].includes(kind);
  }

  private recognised(tokens: readonly Token[], token: Token): boolean {
    if (token.kind !== 'word') return true;
    const v = this.vocabulary;
    return (
      v.isKnown(token.stem) ||
      v.catalogTrie.startsWith(token.stem) ||
      v.ruleTrie.startsWith(token.stem) ||
      v.matchValue(tokens, token.index) !== undefined
    );
  }

  /**
   * "suppliers on cash on delivery terms", "items in maintenance repair operations": three or
   * four words whose initials spell a known code of the catalog (COD, MRO) say that code, as a
   * site's people expand their own codes. Only codes stored in capitals, as long as the words
   * are many, and only where nothing longer reads those words; any catalog's codes.
   */
  private spelledOutCode(
    tokens: readonly Token[],
    i: number,
    longerThan: number,
  ): ValueMatch | undefined {
    for (const n of [4, 3]) {
      if (n <= longerThan) return undefined;
      const run = tokens.slice(i, i + n);
      if (run.length < n || run.some((t) => t.kind !== 'word' || !/^[a-z]+$/i.test(t.raw)))
        continue;
      // "customer orders due" is no COD: a word naming records or a property of theirs
      // says what it says, not a letter of a code.
      const named = run.some((_, j) =>
        this.vocabulary.catalogTrie
          .exact(tokens, i + j, 1)
          .some((l) => l.kind === 'ido' || l.kind === 'property'),
      );
      // "the CEO of Apex" is no COA (a state): a word in capitals is a code of its own, and a
      // place's code is said by its name, never spelled out.
      // A word that begins a known name ("Apex" of a vendor's) is that name's.
      if (
        named ||
        run.some((t) => t.raw.length > 1 && t.raw === t.raw.toUpperCase()) ||
        run.some((_, j) => this.vocabulary.matchValue(tokens, i + j) !== undefined)
      )
        continue;
      const code = run.map((t) => t.raw[0].toUpperCase()).join('');
      if (code in STATE_NAMES) continue;
      const asCode: Token = {
        ...run[0],
        raw: code,
        lower: code.toLowerCase(),
        stem: code.toLowerCase(),
      };
      const match = this.vocabulary.matchValue([asCode], 0);
      const meanings = match?.meanings.filter(
        (l) => l.kind === 'value' && l.match === 'exact' && l.value === code,
      );
      if (match?.length === 1 && meanings && meanings.length > 0) return { length: n, meanings };
    }
    return undefined;
  }

  private mentionAt(tokens: readonly Token[], i: number, today: string): Mention {
    const token = tokens[i];
    const text = (end: number): string =>
      tokens
        .slice(i, end)
        .map((t) => t.raw)
        .join(' ');
    if (token.kind === 'quoted') {
      return { kind: 'quoted', start: i, end: i + 1, text: token.raw, typos: 0, quoted: token.raw };
    }
    const date = readDate(tokens, i, today);
    const number = readNumber(tokens, i);
    // "customer, order total": a phrase of words never runs over a comma ("customer order" is
    // a noun, but here two items of a list); a date ("March 3, 2026") or a name still may.
    const comma = tokens.findIndex((t) => t.index >= i && t.comma);
    const phrase = comma >= 0 ? tokens.slice(0, comma + 1) : tokens;
    const found = this.givesUpOpener(phrase, i, this.vocabulary.ruleTrie.longest(phrase, i));
    // "jobs ending in January": a text match ("ending in 7") never takes a date; the words are
    // then the catalog's, if it has them (an end date).
    const rule =
      (found?.entries[0].kind === 'like' && readDate(tokens, i + found.length, today)) ||
      (found?.length === 1 &&
        found.entries[0].kind === 'filler' &&
        FILLER_VERB_NOUN_PLURALS.has(tokens[i].raw.toLowerCase()))
        ? undefined
        : found;
    let lex = this.vocabulary.catalogTrie.longest(phrase, i);
    // Whether the phrase below gave up its last word to a comparison or a breakdown.
    let gaveUp = false;
    // "due on or before December 1": a catalog phrase ("due on") whose last word opens a longer
    // comparison ("on or before") gives that word up, when the phrase is a catalog one without
    // it ("phone number of" keeps its "number").
    if (lex && lex.length > 1) {
      const last = i + lex.length - 1;
      const opened = this.vocabulary.ruleTrie.longest(phrase, last);
      const shorter = this.vocabulary.catalogTrie.exact(phrase, i, lex.length - 1);
      const compares = ['dateCompare', 'compare', 'between'].includes(
        opened?.entries[0].kind ?? '',
      );
      if (opened && opened.length > 1 && compares && shorter.length > 0) {
        lex = { length: lex.length - 1, entries: [...shorter] };
        gaveUp = true;
      }
      // "receivables past due by customer": a date's or an amount's phrase ending in "by"
      // ("due by", "past due by") holds its "by" only when a date, a number or a comparison
      // follows ("due by Friday", "past due by 30 days"); before anything else the "by"
      // groups, and the phrase without it is the property.
      else if (
        opened?.entries[0].kind === 'group' &&
        shorter.length > 0 &&
        shorter.every((l) => this.byComparable(l)) &&
        !this.operandAt(phrase, last + 1, today)
      ) {
        lex = { length: lex.length - 1, entries: [...shorter] };
        gaveUp = true;
      }
    }
    // "days past due by customer": a word given up is not taken back by a synonym overlapping
    // the rest ("past due by"), or the breakdown it opens would be lost again.
    if (!gaveUp) lex = this.overlappingSynonym(phrase, i, lex);
    if (!gaveUp) lex = this.amountOfNamedRecords(phrase, i, lex);
    lex = this.givesUpNumberedNoun(phrase, i, lex, today);
    if (!gaveUp) lex = this.givesUpToRecordsNoun(phrase, i, lex);
    const value =
      this.spelledOutCode(phrase, i, Math.max(rule?.length ?? 0, lex?.length ?? 0)) ??
      this.vocabulary.matchValue(tokens, i);
    const wordsLength = Math.max(rule?.length ?? 0, lex?.length ?? 0, value?.length ?? 0);
    const best = Math.max(date?.length ?? 0, number?.length ?? 0, wordsLength);

    if (date && date.length === best) {
      return { kind: 'date', start: i, end: i + best, text: text(i + best), typos: 0, date };
    }
    if (number && number.length === best) {
      return { kind: 'number', start: i, end: i + best, text: text(i + best), typos: 0, number };
    }
    // "total amount", "average line amount": an aggregate word before a property phrase is
    // read on its own, so the property after it stays the measure.
    if (
      rule &&
      rule.entries[0].kind === 'aggregate' &&
      lex &&
      lex.length === best &&
      rule.length < best &&
      this.vocabulary.catalogTrie.longest(phrase, i + rule.length)?.length === best - rule.length
    ) {
      const end = i + rule.length;
      return {
        kind: 'words',
        start: i,
        end,
        text: text(end),
        typos: 0,
        lex: [...this.vocabulary.catalogTrie.exact(tokens, i, rule.length)],
        rule: rule.entries[0],
      };
    }
    if (wordsLength > 0) {
      const meanings: LexMeaning[] = [];
      if (lex && lex.length === best) meanings.push(...lex.entries);
      if (value && value.length === best) meanings.push(...value.meanings);
      return {
        kind: 'words',
        start: i,
        end: i + best,
        text: text(i + best),
        typos: 0,
        lex: meanings,
        ...(rule && rule.length === best ? { rule: rule.entries[0] } : {}),
        ...(value && value.length === best && value.ambiguous
          ? { ambiguous: value.ambiguous }
          : {}),
      };
    }
    if (token.kind === 'code') {
      return {
        kind: 'code',
        start: i,
        end: i + 1,
        text: token.raw,
        typos: 0,
        code: token.raw,
        lex: this.vocabulary.matchCode(token.raw),
      };
    }
    return { kind: 'unknown', start: i, end: i + 1, text: token.raw, typos: 0 };
  }
}

/** Words read only as another name of a code ("bearings" for BRG, "Texas" for TX). */
function isAliasOnly(m: Mention): boolean {
  return (
    m.kind === 'words' &&
    !m.rule &&
    m.lex.length > 0 &&
    m.lex.every((l) => l.kind === 'value' && l.match === 'alias' && l.region === undefined)
  );
}

/** Sounds of hesitation typed as they are said ("um", "uhh", "hmm"). */
const HESITATIONS = /^(?:u+m+|u+h+|u+hm+|e+r+m*|h+m+|a+h+)$/i;

/**
 * "um can you pull up the released work orders", "uh, how many jobs are late": a sound of
 * hesitation opening the question, then a comma, a request or filler, or a question word,
 * says nothing of the records; read as filler. Elsewhere "um" may be a column's abbreviation
 * (the unit of measure: "items by um", "um for items") and keeps its reading.
 */
function hesitationOpening(mentions: Mention[]): void {
  const [first, next] = mentions;
  if (!first || !next || !HESITATIONS.test(first.text.trim())) return;
  const opensQuestion =
    first.listed === true ||
    isFiller(next) ||
    (next.kind === 'words' && next.rule?.kind === 'aggregate') ||
    /^(?:what|which|who|how|where|when|show|list|give|get|find|pull)\b/i.test(next.text.trim());
  if (opensQuestion) mentions[0] = asFiller(first);
}

/**
 * "open jobs on the shop floor", "open jobs are on the floor": a named group of states, then,
 * past the records' noun and filler, one of the group's own states said as a place, a
 * preposition and an article ("on the floor"). A place says where the group's records are; it
 * does not narrow them to the one state the place also names (released jobs), so the place is
 * read as filler. A state said without an article ("in progress", "on hold") is no place: the
 * planner weighs it (memberPlacedAfterGroup).
 */
function placeOfGroup(mentions: Mention[]): void {
  mentions.forEach((m, i) => {
    if (m.kind !== 'words' || m.rule) return;
    const groups = m.lex.filter((l) => l.kind === 'enum' && l.group);
    if (groups.length === 0) return;
    const recordsOfGroup = (x: Mention | undefined): boolean =>
      x?.kind === 'words' &&
      x.lex.some((l) => l.kind === 'ido' && groups.some((g) => g.ido === l.ido));
    let j = i + 1;
    while (
      j < mentions.length &&
      j <= i + 4 &&
      (isFiller(mentions[j]) || recordsOfGroup(mentions[j]))
    )
      j += 1;
    const place = mentions[j];
    if (place?.kind !== 'words' || place.rule || !/^(?:on|in|at)\s+the\s/i.test(place.text.trim()))
      return;
    const member = place.lex.every(
      (x) =>
        x.kind === 'enum' &&
        groups.some(
          (g) =>
            g.kind === 'enum' &&
            g.ido === x.ido &&
            g.property === x.property &&
            x.values.length < g.values.length &&
            x.values.every((v) => g.values.includes(v)),
        ),
    );
    if (member && place.lex.length > 0) mentions[j] = asFiller(place);
  });
}

/** The same words, read as these catalog meanings instead (a typo's correction kept). */
function readAs(m: Mention, lex: LexMeaning[]): WordsMention {
  return {
    kind: 'words',
    start: m.start,
    end: m.end,
    text: m.text,
    typos: m.typos,
    ...(m.corrected ? { corrected: m.corrected } : {}),
    lex,
  };
}

/** The same words, read as words nobody knows: the question then says what it cannot read. */
function asUnknown(m: Mention): Mention {
  return { kind: 'unknown', start: m.start, end: m.end, text: m.text, typos: m.typos };
}

/** Words read as filler ("that", "we", "have"). */
function isFiller(m: Mention): boolean {
  return m.kind === 'words' && m.rule?.kind === 'filler';
}

/**
 * "which customers pay in CAD": "pay" right after a noun of records is their verb (they pay),
 * not a noun of theirs, as no catalog says "customer pay"; "bills" and "charges" after one
 * stay nouns ("customer bills in CAD": their bills).
 */
function paidByRecords(verb: Mention, before: Mention | undefined): boolean {
  return (
    /^pays?$/i.test(verb.text.trim()) &&
    before?.kind === 'words' &&
    !before.rule &&
    before.lex.some((l) => l.kind === 'ido')
  );
}

/**
 * "SLItemwhses Item where Whse = 'MAIN' order by QtyAllocCo desc", "vendors in Ohio order by
 * name": "order" said once, after the records are named and not as a word of their noun, then
 * "by" and a property, is SQL's sort, not customer orders grouped by that property. The plural
 * ("open orders by warehouse") and "order" right after a noun ("customer order by warehouse")
 * still name the records.
 */
function orderByAfterRecords(mentions: Mention[]): void {
  mentions.forEach((m, i) => {
    const by = mentions[i + 1];
    const what = mentions[i + 2];
    const before = mentions[i - 1];
    if (
      m.kind !== 'words' ||
      m.end - m.start !== 1 ||
      !/^order$/i.test(m.text.trim()) ||
      by?.kind !== 'words' ||
      by.rule?.kind !== 'group' ||
      !/^by$/i.test(by.text.trim()) ||
      what?.kind !== 'words' ||
      !what.lex.some((l) => l.kind === 'property') ||
      (before?.kind === 'words' && before.lex.some((l) => l.kind === 'ido'))
    )
      return;
    const named = mentions
      .slice(0, i)
      .some((b) => b.kind === 'words' && b.lex.some((l) => l.kind === 'ido'));
    if (!named) return;
    mentions.splice(i, 2, {
      kind: 'words',
      start: m.start,
      end: by.end,
      text: `${m.text} ${by.text}`,
      typos: m.typos + by.typos,
      lex: [],
      rule: { kind: 'sort' },
    });
  });
}

/**
 * "largest POs overall", "which item has the highest unit cost overall": beside a superlative,
 * "overall" says across every record, where the ranking looks; it asks for no sum (a total of
 * every PO's amount is not the largest PO).
 */
function overallOfRank(mentions: Mention[]): void {
  if (!mentions.some((m) => m.kind === 'words' && m.rule?.kind === 'rank')) return;
  // "what are the 5 largest POs worth overall", "how much ... overall": a total of the ranked
  // records is asked for, which stays the sum's to answer or refuse.
  const total = mentions.some(
    (m) =>
      m.kind === 'words' &&
      ((m.rule?.kind === 'aggregate' && !/^overall$/i.test(m.text.trim())) ||
        /^worth$/i.test(m.text.trim())),
  );
  if (total) return;
  mentions.forEach((m, i) => {
    if (m.kind === 'words' && m.rule?.kind === 'aggregate' && /^overall$/i.test(m.text.trim()))
      mentions[i] = asFiller(m);
  });
}
