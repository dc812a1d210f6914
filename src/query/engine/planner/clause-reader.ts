import { readFigureAgainstField } from './figures-side-by-side';
import { onDatePassed } from './date-passed';
import { readDescribedAs, readTextInProperty } from './described-as';
import { readNeverTraded } from './never-traded';
import { readShortState } from './short-state';
import type { LexMeaning, Mention, WordsMention } from '../engine.types';
import type { PropertyComparison, RuleAction } from '../lexicon/phrase-rules';
import type { Vocabulary } from '../lexicon/vocabulary';
import {
  onBetween,
  onCompare,
  onDate,
  onDateCompare,
  onLex,
  onLike,
  onNegate,
  onNumber,
} from './condition-readers';
import {
  Condition,
  enumOrRuleCondition,
  namesSomeDate,
  existsCondition,
  likeCondition,
  noneOfAny,
  nullCondition,
  propertyRuleCondition,
  valueCondition,
} from './conditions';
import { noteDeed } from './deed-in-answer';
import { ReaderContext, ruleOf } from './reader-context';
import type { EntityRef, Reading } from './reading.types';
import {
  cutOfSortedRecords,
  onAggregate,
  onCountOfThem,
  onDirection,
  onGroup,
  onQuantityOf,
  onUnitsOf,
  onRank,
  onSort,
  onTrailingBreakdown,
} from './shape-readers';

export type { EntityRef, Reading } from './reading.types';

/**
 * Words before a verb of change that make it part of a question about what was done (or is
 * planned), not a request to do it: an auxiliary with its subject ("did we", "have they",
 * "do we"), or a phrase naming a plan or a state ("due to", "scheduled to", "to be"). "can
 * you", "please" and a request's subject "you" keep it a request.
 */
const DEED_BEFORE =
  /^(did|do|does|have|has|had|was|were|been|we|they|due|due to|scheduled to|expected to|supposed to|planned to|going to|to be)$/;
const REQUEST_BEFORE = /^(you|please|kindly|can|could|would|will|can you|could you|would you)$/;

/** Words a question opens with, as opposed to a request ("how many", "which", "what"). */
const QUESTION_OPENING =
  /^(?:how many|how much|which|what|whats|what's|when|where|do|does|are|is)$/i;

/**
 * Pronouns that open a clause about the records named before them: "customers who pay in
 * CAD", "vendors that ship from Texas", "invoices which we post monthly".
 */
const RELATIVE_PRONOUN = /^(?:who|that|which|whom)$/i;

/**
 * Adverbs of habit or degree that may stand between a clause's opener and its verb ("who
 * usually pay late", "that still ship from Texas"): they change nothing of whose deed it is.
 */
const CLAUSE_ADVERB =
  /^(?:usually|always|often|normally|typically|generally|mostly|sometimes|regularly|rarely|seldom|never|still|also|only|all|ever|already|just|currently)$/i;

/**
 * Words before "to" that make the infinitive after them say what is still to be done to the
 * records (left to pay, still to ship, yet to receive, remaining to post, ready to release,
 * waiting to be approved), not what the asker wants done.
 */
const STILL_TO_BE_DONE = /^(?:left|still|yet|remaining|ready|waiting|pending|awaiting)$/i;

/** Whether a mention names records (a noun of an IDO, "customers", "POs", "invoices"). */
function namesRecords(m: Mention | undefined): boolean {
  return m?.kind === 'words' && !m.rule && m.lex.some((l) => l.kind === 'ido');
}

/**
 * "customers who pay in Canadian dollars", "invoices with less than $500 left to pay", "POs
 * still to approve", "orders to cancel": a verb of change inside a clause that describes records
 * (opened by a relative pronoun after them) or in an infinitive that says what is still to be
 * done to them is what the records do or await, not a request to do it. A request puts the verb
 * first or after its asker ("pay invoice 123", "can you update …", "I'd like to delete …"); so
 * the verb's own subject ("you can delete") keeps it a request.
 */
function describesRecords(c: ReaderContext, k: number): 'clause' | 'awaited' | undefined {
  let j = k - 1;
  while (j > 0 && CLAUSE_ADVERB.test(c.ms[j].text.trim())) j -= 1;
  const before = c.ms[j];
  if (!before) return undefined;
  const opener = before.text.trim().toLowerCase();
  // The records the clause is about come before its pronoun ("which customers …" opens a
  // question; "which" right before the verb has nothing to describe).
  if (RELATIVE_PRONOUN.test(opener))
    return c.ms.slice(0, j).some(namesRecords) ? 'clause' : undefined;
  // "customers whose orders ship from EAST": the clause's subject is records of theirs.
  if (namesRecords(before) && j > 1 && /^whose$/i.test(c.ms[j - 1].text.trim()))
    return c.ms.slice(0, j - 1).some(namesRecords) ? 'clause' : undefined;
  if (opener !== 'to' || j === 0) return undefined;
  let i = j - 1;
  while (i > 0 && CLAUSE_ADVERB.test(c.ms[i].text.trim())) i -= 1;
  const said = c.ms[i];
  // "left to pay", "yet to receive"; "orders to cancel", "POs to approve": the records the
  // deed awaits stand right before "to".
  return STILL_TO_BE_DONE.test(said.text.trim()) || namesRecords(said) ? 'awaited' : undefined;
}

/**
 * How a verb of change at `k` is part of a question rather than a request: 'deed' after an
 * auxiliary or a phrase of plan ("did we ship", "due to ship"), 'clause' in a clause about the
 * records named before it ("customers who pay late", "which orders ship next week").
 */
function asksAboutTheDeed(c: ReaderContext, k: number): 'deed' | 'clause' | undefined {
  if (describesRecords(c, k) === 'clause') return 'clause';
  let deed = false;
  for (let j = k - 1; j >= 0 && j >= k - 4; j -= 1) {
    const text = c.ms[j].text.toLowerCase();
    if (REQUEST_BEFORE.test(text)) return undefined;
    // "expected to", "supposed to": a phrase of DEED_BEFORE may be read as two mentions.
    const pair = j > 0 ? `${c.ms[j - 1].text.toLowerCase()} ${text}` : '';
    if (DEED_BEFORE.test(text) || DEED_BEFORE.test(pair)) deed = true;
  }
  if (deed) return 'deed';
  // "how many open order lines ship from MAIN", "which orders ship next week", "which customers
  // pay late": asked of records named right before it, the verb says what they do (the records
  // are its subject), not what to do to them; a request puts the verb first ("ship order 1001").
  const subject = c.ms[k - 1];
  if (
    subject?.kind === 'words' &&
    subject.lex.some((l) => l.kind === 'ido') &&
    QUESTION_OPENING.test(c.ms[0]?.text ?? '')
  )
    return 'clause';
  return undefined;
}

/**
 * Second pass: reads the mentions left to right into conditions (still free of any IDO), the
 * nouns, and what shape the answer takes (aggregate, grouping, ranking, sorting, fields). Each
 * handler looks a step or two ahead ("over" takes the number after it and the property before);
 * what no handler takes stays unused and lowers the confidence.
 */
export class ClauseReader {
  private readonly c: ReaderContext;

  constructor(
    mentions: Mention[],
    vocabulary: Vocabulary,
    /** Today (YYYY-MM-DD), for "late" on IDOs without a days-late property. */
    today: string,
    /** Whether two IDOs are linked by the catalog's relations. */
    related: (a: string, b: string) => boolean = () => false,
  ) {
    this.c = new ReaderContext(mentions, vocabulary, today, related);
  }

  read(): Reading {
    const c = this.c;
    for (let k = 0; k < c.ms.length; k += 1) {
      const m = c.ms[k];
      if (c.r.used.has(m)) continue;
      switch (m.kind) {
        case 'date':
          onDate(c, k, undefined);
          break;
        case 'number':
          if (!onCountOfThem(c, k)) onNumber(c, k);
          break;
        case 'code': {
          const said = codeOfPropertySaid(c, k, m.lex);
          if (said) {
            c.addCondition(k, [m, said.mention], (d) => valueCondition(d, said.lex, said.mention));
            break;
          }
          if (m.lex.length > 0)
            c.addCondition(k, [m], (d) => valueCondition(d, m.lex, c.hintFor(k, m.lex)));
          break;
        }
        case 'quoted':
          // Words found in names, not quoted, may still mean something else ("steel vendors").
          c.addCondition(k, [m], (d) =>
            likeCondition(
              m.fromNames ? { ...d, certainty: 0.85 } : d,
              'contains',
              m.quoted,
              c.takeLastProperty(k, 'string'),
              m.namesOf,
            ),
          );
          break;
        case 'unknown':
          // "described as stretch wrap": text in the property the participle names.
          if (readDescribedAs(c, k, m)) break;
          if (!readShortState(c, k, m) && !onTrailingBreakdown(c, k, m)) readNeverTraded(c, k, m);
          break;
        case 'words':
          // "with hydraulic in the description": text said to be in a text property.
          if (readTextInProperty(c, k, m)) break;
          this.onWords(k, m);
          break;
      }
    }
    c.flushLastProperty();
    cutOfSortedRecords(c);
    this.totalAsked();
    // "vendors we have never bought from": a negated relation with nothing after it to say
    // which records: the answer would leave the negation out, so its words count as unread.
    if (c.negateRelationPending) for (const m of c.negateRelationWords) c.r.used.delete(m);
    // "items we have none of": a negation that no condition after it took is left out of the
    // answer, so its word counts as unread too (an answer without it says the opposite).
    if (c.negatePending) for (const m of c.negateWords) c.r.used.delete(m);
    return c.r;
  }

  /**
   * "Acme Steel Corp open PO total", "what does <a customer> owe", "<a customer> balance": an
   * amount named last with "total", by the verb "owe" or as a balance right after a name, and nothing else said of the shape of the answer asks for
   * one figure (the sum over the records picked), not a list of each record's amount.
   */
  private totalAsked(): void {
    const c = this.c;
    const r = c.r;
    if (r.aggregate || r.rank || r.groups.length > 0 || r.sorts.length > 0) return;
    if (r.fields.length !== 1) return;
    const field = r.fields[0].mention;
    const words = field.text.toLowerCase().split(/\s+/);
    const last = words[words.length - 1];
    const index = c.ms.indexOf(field);
    const rest = c.ms.slice(index + 1).filter((m) => m.kind !== 'date' && !c.isSkippable(m));
    const named =
      (last === 'total' && rest.length === 0) ||
      // "open order total for <a customer>", "open PO value for <a vendor>": the amount of
      // one party's records, said in the singular, is their one figure.
      ((last === 'total' || last === 'value') && this.ownerAfter(rest)) ||
      ((last === 'owe' || last === 'owes') &&
        words.length === 1 &&
        // "customers who owe", "which customers owe": a clause picking the records, not the
        // sum asked for.
        !/^(?:who|that|which)$/i.test(c.ms[index - 1]?.text.trim() ?? '') &&
        !/^which$/i.test(c.ms[index - 2]?.text.trim() ?? '')) ||
      // "our spend with <a vendor>", "revenue this month": money spent or taken in is a sum
      // whatever follows it.
      (/^(spend|spending|revenue|turnover)$/.test(last) && words.length <= 2) ||
      // "sales to customers in Ohio" likewise, unless it describes the noun after it ("sales
      // quotes", "sales reps").
      (last === 'sales' && words.length === 1 && !this.describesNext(index)) ||
      (/^(balance|owed|due|outstanding)$/.test(last) &&
        ((rest.length === 0 && this.ownerBefore(index)) || this.ownerAfter(rest)));
    if (!named) return;
    const props = c.propertyMeanings(field);
    if (props.length === 0 || !props.every((p) => p.unit === 'currency')) return;
    r.fields = [];
    r.aggregate = { fn: 'sum', measure: field, mention: field };
  }

  /**
   * "the outstanding balance for <a customer>", "balance due from <a customer>": what is left,
   * said of one party named after a link word and of nothing else, is that party's one figure.
   */
  private ownerAfter(rest: readonly Mention[]): boolean {
    const links = rest.filter((m) => ruleOf(m)?.kind === 'link');
    const tail = rest.filter((m) => ruleOf(m)?.kind !== 'link');
    const owner = tail[0];
    return (
      links.length > 0 &&
      rest[0] === links[0] &&
      tail.length === 1 &&
      owner.kind === 'words' &&
      !owner.rule &&
      owner.lex.length > 0 &&
      owner.lex.every((l) => l.kind === 'value' && l.match !== 'code')
    );
  }

  /** The mention after `index` is a word the catalog reads (a noun it describes). */
  private describesNext(index: number): boolean {
    const next = this.c.ms[index + 1];
    return (
      next?.kind === 'unknown' || (next?.kind === 'words' && !next.rule && next.lex.length > 0)
    );
  }

  /** A plural noun of records ("customers"), naming many of them. */
  private pluralNoun(x: Mention): boolean {
    return this.c.isEntity(x) && x.kind === 'words' && !this.c.isSingular(x);
  }

  /**
   * "what's <a customer> balance": a name right before what is left on its account, said last,
   * owns it; what is left on all that name's records is one figure (a price or a limit is not:
   * "<an item> unit cost" stays a list).
   */
  private ownerBefore(index: number): boolean {
    let before = this.c.ms[index - 1];
    // "<a customer> outstanding balance": a word saying which part of it is left between.
    if (
      before?.kind === 'words' &&
      !before.rule &&
      this.c.r.used.has(before) &&
      before.lex.length > 0 &&
      before.lex.every((l) => l.kind === 'property' || l.kind === 'enum')
    )
      before = this.c.ms[index - 2];
    // "customers in Canada, AR balance": a value picking many records of a plural noun named
    // before it is a condition on them, not one party whose figure is asked; the amount is then
    // a column wanted of each (a list), not their one total.
    const at = before ? this.c.ms.indexOf(before) : -1;
    if (this.c.ms.slice(0, at).some((x) => this.pluralNoun(x))) return false;
    return (
      before?.kind === 'words' &&
      !before.rule &&
      before.lex.length > 0 &&
      before.lex.every((l) => l.kind === 'value' && l.match !== 'code')
    );
  }

  private onWords(k: number, m: WordsMention): void {
    const c = this.c;
    const rule = m.rule;
    // "co number, customer and total for stopped orders": a word of a sum that names an amount,
    // listed among fields, is one more field; a sum would drop the rest of the list.
    const listedTotal =
      rule?.kind === 'aggregate' &&
      c.propertyMeanings(m).length > 0 &&
      c.fieldListBefore(k) !== undefined &&
      !c.isPropertyMention(c.ms[c.next(k)]) &&
      !c.isEntity(c.ms[c.next(k)]);
    if (rule && !c.lexWins(m) && !listedTotal) {
      this.onRule(k, m, rule);
      return;
    }
    if (this.listedNoun(k, m)) {
      c.r.fields.push({ mention: m, mode: 'select' });
      c.useJoiners(k);
      c.use(m);
      return;
    }
    // "qty ordered vs received": a second column set against the first (figures-side-by-side.ts).
    if (readFigureAgainstField(c, k, m)) return;
    if (onQuantityOf(c, k, m)) return;
    if (onUnitsOf(c, k, m)) return;
    onLex(c, k, m);
  }

  /**
   * "po, vendor, cost - open POs over 10k", "customer and total for stopped orders": a noun
   * that is an item of a list of fields, the records asked about named after the list, is the
   * column saying which record it is (the PO number) or which one it refers to (the order's
   * customer), not records of its own; read as a noun, it was dropped from the answer, and
   * "total" beside it summed what was meant to be listed.
   */
  private listedNoun(k: number, m: WordsMention): boolean {
    const c = this.c;
    const noun = (x: Mention | undefined): x is WordsMention =>
      x?.kind === 'words' && !x.rule && x.lex.some((l) => l.kind === 'ido');
    if (!noun(m) || m.lex.some((l) => l.kind === 'value')) return false;
    const joiner = (x: Mention | undefined): boolean =>
      ruleOf(x)?.kind === 'conjunction' && /^(and|&)$/i.test(x?.text.trim() ?? '');
    // The list: items each followed by a comma or joined by "and", every one a noun or a word
    // naming a property somewhere in the catalog ("total" too, which then names the amount).
    const items: WordsMention[] = [];
    let j = k;
    for (;;) {
      const item = c.ms[j];
      const figure = item?.kind === 'words' && item.rule?.kind === 'aggregate';
      if (
        item?.kind !== 'words' ||
        (c.propertyMeanings(item).length === 0 && !noun(item) && !figure)
      )
        break;
      if (item.rule && item.rule.kind !== 'aggregate' && !c.lexWins(item)) break;
      items.push(item);
      if (item.listed) j += 1;
      else if (joiner(c.ms[j + 1])) j += 2;
      else break;
    }
    const continues = c.fieldListBefore(k) !== undefined && (c.ms[k - 1]?.listed ?? false);
    // "total spend and vendor for open POs": listed after the figure asked for.
    const figure = [c.r.aggregate?.mention, c.r.aggregate?.measure];
    const afterFigure =
      c.r.aggregate !== undefined &&
      ((c.ms[k - 1]?.listed === true && figure.includes(c.ms[k - 1] as WordsMention)) ||
        (joiner(c.ms[k - 1]) && figure.includes(c.ms[k - 2] as WordsMention)));
    // The records asked about are named after it ("... for stopped orders"): without them, the
    // noun is what is asked about ("customers, credit limit").
    const records = c.ms.slice(k + 1).find((x): x is WordsMention => noun(x) && !items.includes(x));
    if (!records) return false;
    // "vendor and item for open po lines": nouns only, each also a property of those records,
    // list those properties ("customers and vendors in Ohio" name no records after them).
    const ofRecords = (x: WordsMention): boolean =>
      c
        .propertyMeanings(x)
        .some((p) =>
          records.lex.some(
            (l) => l.kind === 'ido' && c.vocabulary.ido(l.ido).property(p.name) === p,
          ),
        );
    const opens =
      items.length > 1 &&
      (items.some((x) => !noun(x)) || items.every(ofRecords)) &&
      c.r.entities.length === 0;
    return opens || continues || afterFigure;
  }

  private onRule(k: number, m: WordsMention, rule: RuleAction): void {
    const c = this.c;
    switch (rule.kind) {
      case 'filler':
      case 'link':
        c.use(m);
        return;
      case 'conjunction':
        c.use(m);
        if (rule.op === 'or' && c.lastCondition) c.orPending = true;
        return;
      case 'negate':
        c.use(m);
        onNegate(c, k);
        return;
      case 'compare':
        if (!rule.postfix) onCompare(c, k, m, rule.op);
        return;
      case 'between':
        onBetween(c, k, m);
        return;
      case 'dateCompare':
        onDateCompare(c, k, m, rule.op);
        return;
      case 'datePassed':
        onDatePassed(c, k, m, rule.op);
        return;
      case 'aggregate':
        onAggregate(c, k, m, rule.fn);
        return;
      case 'rank':
        onRank(c, k, m, rule.direction, rule.measure, rule.lateness === true);
        return;
      case 'group':
        onGroup(c, k, m);
        return;
      case 'sort':
        onSort(c, k, m);
        return;
      case 'direction':
        onDirection(c, m, rule.direction);
        return;
      case 'like':
        onLike(c, k, m, rule.mode);
        return;
      case 'nullness': {
        const j = c.next(k);
        const target = c.ms[j];
        // "where the customer PO is empty": said after the property, as a state of it.
        const named = c.isPropertyMention(target) ? target : c.takeLastProperty(k);
        if (named) c.addCondition(k, [m, named], (d) => nullCondition(d, named));
        return;
      }
      case 'compareProperties':
        c.addCondition(k, [m, ...ownAmountHad(c, k, rule.all)], (d) =>
          m.lex.some((l) => l.kind === 'enum')
            ? enumOrRuleCondition(d, m, rule.all)
            : (noneOfAny(d, m, rule.all, adjectiveOfOtherNoun(c, k)) ??
              propertyRuleCondition(d, rule.all, heldOpen(c, m, rule.stillOpen === true, d))),
        );
        return;
      case 'limit': {
        const j = c.next(k);
        const n = c.ms[j];
        if (n?.kind === 'number' && !n.number.unit) {
          c.r.limit = n.number.value;
          c.use(m, n);
        }
        return;
      }
      case 'allFields':
        c.r.allFields = true;
        c.use(m);
        return;
      case 'distinct':
        c.r.distinct = true;
        c.use(m);
        return;
      case 'mutation': {
        // "orders to ship this week", "POs still to approve": a deed the records await is
        // no request, but neither is it done: its date is a plan, not the date its verb names
        // (Ship Date), so the verb is left unread and the confidence says so.
        // A date said with it ("to ship this week") may still be read on the date the verb
        // names, which is when it was done, not when it is planned: a guess either way.
        if (describesRecords(c, k) === 'awaited') {
          c.r.guessed.push(m);
          return;
        }
        const asked = asksAboutTheDeed(c, k);
        if (asked) {
          // "what did we send to …", "orders KPATEL did book", "lines due to ship": the verb
          // says what was (or is to be) done, the rest of the question says which records. A
          // verb that names a date ("ship": Ship Date) is understood; another ("pay", "send")
          // is left unread and lowers the confidence, since its meaning is not in the answer.
          if (namesSomeDate(m.text, c.vocabulary)) {
            c.use(m);
            noteDeed(c.r, m);
          } else if (asked === 'clause') {
            // "customers who pay late": the clause's own verb unread, what follows it ("late")
            // is read on whatever records it fits (their orders), not on what the verb does
            // (their invoices): the answer is a guess, not one word short.
            c.r.guessed.push(m);
          }
          return;
        }
        c.r.mutation ??= m;
        return;
      }
    }
  }

  /** "with POs", "without invoices": records of the main IDO that have (or lack) related ones. */
  static existence(entity: EntityRef): Condition {
    return existsCondition(
      {
        mentions: [],
        at: entity.mention.start,
        relationNegated: entity.negated,
        ...(entity.negatedBy ? { negatedBy: entity.negatedBy } : {}),
      },
      entity.ido,
    );
  }
}

/**
 * "partially received PO lines": a rule said only of records still open holds them to the open
 * states, unless the question names a state of its own ("closed lines partially received":
 * what was asked wins) or negates the rule ("not partially received": the open ones are not
 * all that is left).
 */
function heldOpen(
  c: ReaderContext,
  m: WordsMention,
  stillOpen: boolean,
  d: { negated?: boolean; relationNegated?: boolean },
): boolean {
  if (!stillOpen || d.negated === true || d.relationNegated === true) return false;
  return !c.ms.some(
    (x) => x !== m && x.kind === 'words' && !x.rule && x.lex.some((l) => l.kind === 'enum'),
  );
}

/**
 * "customers with an unpaid balance": the amount a rule of one comparison with zero is about,
 * named right after it and had by the records ("with", "have"), says nothing more than the
 * rule: it is read with it, as "with a balance" is.
 */
function ownAmountHad(
  c: ReaderContext,
  k: number,
  all: readonly PropertyComparison[],
): WordsMention[] {
  if (all.length !== 1 || all[0].right !== 0) return [];
  let b = k - 1;
  while (b >= 0 && c.isSkippable(c.ms[b])) b -= 1;
  if (!/^(?:with|having|have|has)$/i.test(c.ms[b]?.text.trim() ?? '')) return [];
  const at = c.next(k);
  const after = c.ms[at];
  if (after?.kind !== 'words' || after.rule || c.r.used.has(after)) return [];
  // "an unpaid balance over 5000": the amount is compared on its own.
  const then = c.ms[c.next(at)];
  if (then?.kind === 'number' || ['compare', 'between'].includes(ruleOf(then)?.kind ?? ''))
    return [];
  const words = all[0].left.map((w) => w.toLowerCase());
  const named = c
    .propertyMeanings(after)
    .some((p) => words.includes(p.name.toLowerCase()) || words.includes(p.label.toLowerCase()));
  return named ? [after] : [];
}

/**
 * "orders with unshipped lines": the words at `k` stand before a noun of records other than
 * the ones already asked for, so they describe those.
 */
function adjectiveOfOtherNoun(c: ReaderContext, k: number): boolean {
  const first = c.r.entities[0];
  const noun = c.ms[c.next(k)];
  if (!first || noun?.kind !== 'words') return false;
  return noun.lex.some((l) => l.kind === 'ido' && l.ido !== first.ido);
}

/**
 * "payments applied to INV-2024-0001": a code that only looks like a number of one property
 * (matched by its pattern, not a known value), right after another text property of the same
 * records, is a value of the property said.
 */
function codeOfPropertySaid(
  c: ReaderContext,
  k: number,
  lex: readonly LexMeaning[],
): { mention: WordsMention; lex: LexMeaning[] } | undefined {
  const last = c.lastProperty;
  if (!last || last.index !== k - 1 || c.r.used.has(last.mention)) return undefined;
  if (lex.length === 0 || !lex.every((l) => l.kind === 'value' && l.match === 'code'))
    return undefined;
  const moved: LexMeaning[] = [];
  for (const l of lex) {
    if (l.kind !== 'value') continue;
    const prop = c
      .propertyMeanings(last.mention)
      .find((p) => p.type === 'string' && c.vocabulary.ido(l.ido).property(p.name) === p);
    if (prop && prop.name !== l.property) moved.push({ ...l, property: prop.name });
  }
  if (moved.length === 0) return undefined;
  c.use(last.mention);
  c.lastProperty = undefined;
  return { mention: last.mention, lex: moved };
}
