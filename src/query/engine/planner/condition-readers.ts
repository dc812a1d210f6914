/**
 * Handlers of the clause reader for words that make conditions: nouns, statuses, values,
 * comparisons, dates, numbers, negation and text matches. Each takes the reader's context and
 * the position of the mention it handles, looks a step or two ahead, and records what it read.
 */
import { readNeverTraded } from './never-traded';
import { readNeverOfOwnFigure } from './never-of-own-figure';
import { SHARE_WORDS } from './share-of-figure';
import { readLiteralColumnFilter } from './literal-column-filter';
import { readMadeRecords } from './made-records';
import { isWorst, lateBefore } from './worst-first';
import { eventDateNamed, figureDateNamed } from './event-records';
import { readTradeVerbBeforeParty } from './bought-from-party';
import { namesFreeText, readNumberAsText, writtenValue } from './number-as-text';
import { ComparisonOperator, f } from '../../../erp/load-request';
import type { LexMeaning, Mention, WordsMention } from '../engine.types';
import type { DateReading } from '../recognizers/date-recognizer';
import { addDays } from '../recognizers/calendar';
import { stem } from '../text/stem';
import { MOTION_PHRASES } from '../lexicon/general-english';
import { MAKING_WORDS } from '../lexicon/ido-profile';
import type { Vocabulary } from '../lexicon/vocabulary';
import {
  compareCondition,
  datesCompareCondition,
  dateCondition,
  enumCondition,
  notYetCondition,
  anyOfCondition,
  fixedCondition,
  keyPartCondition,
  subsetCondition,
  yesCondition,
  yesValue,
  flagCondition,
  likeCondition,
  nullCondition,
  positiveCondition,
  propertyRuleCondition,
  textCondition,
  valueCondition,
  namesSomeDate,
  openStates,
  root,
  verbDateCondition,
  type Condition,
} from './conditions';
import {
  ARTICLES,
  countOfThem,
  DATE_LANDING_VERBS,
  EXISTENTIAL,
  HAVING,
  isFiller,
  isNumeric,
  isSubjectPronoun,
  ReaderContext,
  RECORD_NOUNS,
  ruleOf,
} from './reader-context';
import type { EntityRef } from './reading.types';
import type { ConditionDraft } from './conditions';

/**
 * "items whose stock is between 10 and 20": a word that names records ("stock") and an amount
 * of them, after another noun and right before a comparison with a number, is that amount of
 * the records named first, not new records (read so, the range went to another amount).
 */
function amountOfEarlierNoun(c: ReaderContext, k: number, m: WordsMention): boolean {
  if (!c.ms.slice(0, k).some((x) => x.kind === 'words' && c.isEntity(x))) return false;
  if (!c.propertyMeanings(m).some(isNumeric)) return false;
  const j = c.next(k, true);
  const rule = ruleOf(c.ms[j]);
  if (rule?.kind !== 'compare' && rule?.kind !== 'between') return false;
  return c.ms[c.next(j)]?.kind === 'number';
}

/**
 * "SLCoitems where Item = 'IT-10000'": a word naming records and a text column of theirs, right
 * before "=" or "<>" and a value written as stored (quoted, or a code), is that column, as a
 * filter is written: read as records ("items"), the value was looked for in their text (LIKE)
 * and the "=" left unread. "orders where customer = 5010" (a number: the customer's key) is
 * still the records, read by onEntity.
 */
function columnOfLiteral(c: ReaderContext, k: number, m: WordsMention): boolean {
  const sign = c.ms[k + 1];
  const operand = c.ms[k + 2];
  const rule = ruleOf(sign);
  return (
    rule?.kind === 'compare' &&
    (rule.op === '=' || rule.op === '<>') &&
    /^(?:=|<>)$/.test(sign?.text.trim() ?? '') &&
    (operand?.kind === 'quoted' || operand?.kind === 'code') &&
    c.propertyMeanings(m).some((p) => p.type === 'string')
  );
}

export function onLex(c: ReaderContext, k: number, m: WordsMention): void {
  // A noun: an IDO ("purchase orders", "vendors") — unless the word is also a property of a
  // noun or value named later ("which buyer has the most POs", "the buyer on PO-2026-1694").
  if (
    c.isEntity(m) &&
    !m.lex.some((l) => l.kind === 'value') &&
    !c.propertyOfLater(k, m) &&
    !c.inFieldList(k, m) &&
    !amountOfEarlierNoun(c, k, m) &&
    !columnOfLiteral(c, k, m)
  ) {
    onEntity(c, k, m);
    return;
  }
  if (c.isEntity(m) && numberShapedAsKey(c, m, c.ms[k + 1])) {
    // "billing for CO 100041": a word that is both a kind of record and a value of another's
    // (a state code), right before a number written as that kind's own numbers are: the record
    // of that kind with that number, not the state.
    onEntity(c, k, m);
    return;
  }
  const kind = c.isEntity(m) ? kindOrValue(c, k, m) : undefined;
  if (kind === 'kind') {
    // "CO's that are still planned": a word that is both a kind of record and a value of
    // another's (a state code), said first, with a word of that kind's own (its status):
    // the records of that kind.
    onEntity(c, k, m);
    return;
  }
  if (kind === 'either') {
    // "CO's" alone: the records of that kind, or the others holding the value; a guess.
    c.r.guessed.push(m);
    c.r.notes.push(`"${m.text}" may name records of its own kind rather than a value`);
  }
  if (m.lex.some((l) => l.kind === 'value')) {
    c.addCondition(k, [m], (d) => valueCondition(d, m.lex, c.hintFor(k, m.lex)));
    return;
  }
  const props = c.propertyMeanings(m);
  let nextIndex = c.next(k, true);
  // "whose due date is not before today", "due date is not in the past": the negation between
  // a date property and its comparison negates the comparison (read as it comes); the property
  // is still what is compared.
  if (
    ruleOf(c.ms[nextIndex])?.kind === 'negate' &&
    /^not(?: in)?$/i.test(c.ms[nextIndex].text.trim()) &&
    props.some((p) => p.type === 'date')
  ) {
    const after = c.next(nextIndex, true);
    const rule = ruleOf(c.ms[after])?.kind;
    if (c.ms[after]?.kind === 'date' || rule === 'dateCompare' || rule === 'datePassed')
      nextIndex = after;
  }
  // "whose scheduled finish fell in the last 8 weeks": a date said to fall in a period is
  // compared with it, as "was in" says; the verb is read with the property.
  if (
    props.some((p) => p.type === 'date') &&
    DATE_LANDING_VERBS.test(c.ms[nextIndex]?.text.trim() ?? '')
  )
    nextIndex = c.next(nextIndex, true);
  let next = c.ms[nextIndex];
  // "jobs finishing by Friday": a date property, then "by" and a date (on or before it, which
  // "by" reads itself).
  let byDate = false;
  if (
    ruleOf(next)?.kind === 'group' &&
    next?.kind === 'words' &&
    next.text.toLowerCase() === 'by'
  ) {
    const after = c.ms[c.next(nextIndex, true)];
    if (after?.kind === 'number' || ruleOf(after)?.kind === 'compare') {
      // "late by more than 14 days": the "by" only introduces the amount.
      c.use(next);
      nextIndex = c.next(nextIndex, true);
      next = c.ms[nextIndex];
    } else if (after?.kind === 'date') byDate = true;
  }
  // "orders with customer PO 4572572944": a number as a field of free text's value.
  if (readNumberAsText(c, k, m, next)) return;
  const nextRule = ruleOf(next);
  const hasDate = props.some((p) => p.type === 'date');
  const hasNumber = props.some(isNumeric);
  const operandRule =
    nextRule !== undefined && !(next?.kind === 'words' && c.lexWins(next))
      ? nextRule.kind
      : undefined;
  // Set aside for what follows only when it fits: a date for a date property ("due this
  // month"), a number for a numeric one; "completed this year" keeps "completed" a status.
  const followedByOperand =
    (next?.kind === 'number' && hasNumber) ||
    ((next?.kind === 'date' || byDate) && hasDate) ||
    ((operandRule === 'compare' || operandRule === 'between') && (hasNumber || hasDate)) ||
    ((operandRule === 'dateCompare' || operandRule === 'datePassed') && hasDate) ||
    (nextRule?.kind === 'compare' && (nextRule.op === '=' || nextRule.op === '<>')) ||
    // "lead time other than 30 days", "exchange rate not 1": a number denied of the figure is
    // the figure's value negated, as "not equal to" says; made a column, the words dropped it
    // (and "lead time not between 10 and 20" compared the records' amount instead).
    (operandRule === 'negate' && hasNumber && deniedNumberAfter(c, nextIndex)) ||
    operandRule === 'like' ||
    // "where the customer PO is empty": the property, then its state of having no value.
    (operandRule === 'nullness' &&
      next?.kind === 'words' &&
      c.next(c.ms.indexOf(next)) >= c.ms.length);
  const nextIsValueOfMine =
    next?.kind === 'words' &&
    next.lex.some((l) => l.kind === 'value' && props.some((p) => p.name === l.property));
  if (
    props.length > 0 &&
    (followedByOperand ||
      nextIsValueOfMine ||
      next?.kind === 'quoted' ||
      (next?.kind === 'code' && next.lex.length > 0))
  ) {
    c.setLastProperty(m, k);
    return;
  }
  // "SLArtrans Type I ...", "vendors with Stat A": a code typed in capitals right after its
  // property is that code even where the letter is also a filler word ("I", "A"), which the
  // skip over fillers would step past (and read the property as a listing of its values).
  // Only where what follows the letter is read ("Type I DueDate ...") or nothing does: before
  // words left unread ("what Type I need") the letter is the pronoun it looks like.
  const typed = c.ms[k + 1];
  const afterTyped = c.ms[k + 2];
  const typedCode =
    c.isSkippable(typed) &&
    /^[A-Z]$/.test(typed?.text.trim() ?? '') &&
    (afterTyped === undefined || (afterTyped.kind !== 'unknown' && !c.isSkippable(afterTyped)))
      ? statusCode(c, m, typed)
      : undefined;
  const codeMention = typedCode ? typed : next;
  const code = typedCode ?? statusCode(c, m, next);
  if (code) {
    c.use(codeMention);
    c.addCondition(k, [m, codeMention], (d) => enumCondition(d, code));
    return;
  }
  if (m.lex.some((l) => l.kind === 'enum') && namedByLastStatus(c, k, m)) {
    // "orders held for credit": "credit" is a word of Credit Hold, the status just read, not
    // another status (a credit memo) of other records.
    c.use(m);
    c.lastCondition?.mentions.push(m);
    return;
  }
  if (tradeVerbOfParty(c, m)) {
    // "customers who buy IT-10481 from us": the verb is how the party relates to what follows
    // (order lines for the item), not a make/buy code of items.
    c.use(m);
    return;
  }
  // "items we buy from Acme Steel Corp": the trade with the party, not a make/buy code.
  if (readTradeVerbBeforeParty(c, k, m)) return;
  // "items we have never bought": no PO lines for them, not a make/buy code (never-traded.ts).
  if (readNeverTraded(c, k, m)) return;
  // "which items did we make this year": items with jobs then (made-records.ts).
  if (readMadeRecords(c, k, m)) return;
  // "order lines that never shipped": a figure the lines keep themselves, none of it (as "not").
  readNeverOfOwnFigure(c, k, m);
  const doneTo = c.negateRelationPending ? verbOfOwnNoun(c, m) : [];
  if (doneTo.length > 0) {
    // "customers who have never ordered": the verb of the related records' own noun (an order)
    // says no such records at all, not none in the status of that name (Ordered).
    c.addCondition(k, [m], (d) => anyOfCondition(d, doneTo));
    return;
  }
  if (m.lex.some((l) => l.kind === 'enum')) {
    // "jobs not released yet": not yet in the state, so still before it — not past it either.
    const notYet =
      c.negatePending &&
      [c.ms[k - 1], c.ms[k + 1]].some((x) => x !== undefined && /\byet\b/i.test(x.text));
    if (notYet) {
      const yet = [c.ms[k - 1], c.ms[k + 1]].find(
        (x) => x !== undefined && /\byet\b/i.test(x.text),
      );
      if (yet && ruleOf(yet)?.kind === 'filler') c.use(yet);
      c.addCondition(k, [m], (d) => notYetCondition({ ...d, negated: false }, m));
      return;
    }
    // "PO lines yet to be closed", "jobs waiting to be released": a state still ahead of the
    // records, so one they are not in yet (not the state itself).
    const ahead = toBeBefore(c, k);
    if (ahead && !c.negatePending) {
      c.use(...ahead);
      c.addCondition(k, [m], (d) => notYetCondition({ ...d, negated: false }, m));
      return;
    }
    c.addCondition(k, [m], (d) => enumCondition(d, m));
    // "items transferred in from another site": where the state came from, said only as some
    // other place of a kind, names no value to filter by; it restates the state just read.
    const source = unnamedSourceAfter(c, k, m);
    if (source.length > 0) {
      c.use(...source);
      c.lastCondition?.mentions.push(...source);
    }
    return;
  }
  // "CO lines ready to be shipped": a quantity still ahead of the records (none shipped yet, or
  // not all of it), not some of it shipped; and whether they are ready is not kept.
  const aheadOf = toBeBefore(c, k);
  if (aheadOf && !c.negatePending && props.some(isNumeric)) {
    c.use(...aheadOf);
    c.addCondition(k, [m], (d) => positiveCondition({ ...d, negated: true, certainty: 0.45 }, m));
    return;
  }
  // "po number, due date and days overdue": one more field of a list, not the overdue records
  // (unless it describes a noun: "name and overdue POs").
  const listed = c.fieldListBefore(k);
  // "open balance past due by client": "past due" right after a field, with nothing joining
  // them, describes the records (it is no noun, as "days past due" is); read as one more
  // column, the answer would hold every record, past due or not.
  const joined =
    listed !== undefined &&
    (/^days\b/i.test(m.text.trim()) ||
      c.ms
        .slice(c.ms.indexOf(listed.mention), k)
        .some(
          (x) =>
            x.listed === true ||
            (ruleOf(x)?.kind === 'conjunction' && /^(and|&|\+)$/i.test(x.text.trim())) ||
            x.text.trim() === '+',
        ));
  if (props.some((p) => p.derived?.kind === 'daysPast') && !(joined && !c.isEntity(next))) {
    // "jobs that started late", "jobs late to start": the word right before, or after "to",
    // may name which date was late.
    const dateWord = (x: Mention | undefined): x is WordsMention =>
      x?.kind === 'words' && c.propertyMeanings(x).some((p) => p.type === 'date');
    const before = c.ms[k - 1];
    const after = /^to$/i.test(c.ms[k + 1]?.text.trim() ?? '') ? c.ms[k + 2] : undefined;
    const namedDate = dateWord(before) ? before : dateWord(after) ? after : undefined;
    const amount = amountNamingFlagged(c, k, m);
    if (amount) {
      // "past due balances": the flag is of the records whose amount is named (the AR rows'
      // balance), not of other records late in their own way (orders' days late).
      const owners = new Set(amount.lex.map((l) => l.ido));
      const flag: WordsMention = {
        ...m,
        lex: m.lex.filter((l) => l.kind === 'property' && owners.has(l.ido)),
      };
      c.use(amount);
      c.addCondition(k, [m, amount], (d) => flagCondition(d, flag, c.today, namedDate));
      return;
    }
    c.addCondition(k, [m], (d) => flagCondition(d, m, c.today, namedDate));
    return;
  }
  if (props.length === 0) return;
  // "high priority", "Texas state": the word names the property of the value right before it,
  // which is already a condition; it is not a field to show as well.
  const value = c.ms[k - 1];
  if (
    value?.kind === 'words' &&
    c.r.used.has(value) &&
    value.lex.some(
      (l) =>
        (l.kind === 'value' || l.kind === 'enum') &&
        m.lex.some((n) => n.kind === 'property' && n.ido === l.ido && n.property === l.property),
    )
  ) {
    c.use(m);
    return;
  }
  if (props.some((p) => yesValue(p) !== undefined) && adjective(c, k)) {
    c.addCondition(k, [m], (d) => yesCondition(d, m));
    return;
  }
  const prev = c.ms[k - 1];
  const prevText = prev?.kind === 'words' ? prev.text.toLowerCase() : '';
  const yet = [c.ms[k - 1], c.ms[k + 1]].some((x) => x !== undefined && /\byet\b/i.test(x.text));
  if (c.negatePending && yet && props.some((p) => p.type === 'date')) {
    // "jobs that have not started yet": the date the verb names is still ahead.
    const today = { length: 1, range: { from: c.today, to: c.today }, point: true };
    if (ruleOf(c.ms[k + 1])?.kind === 'filler') c.use(c.ms[k + 1]);
    c.addCondition(k, [m], (d) =>
      dateCondition({ ...d, negated: false }, { reading: today, op: '>', property: m }),
    );
    return;
  }
  if (c.negatePending) {
    // "without email" is "email is missing": the negation is spent on the emptiness itself.
    if (props.some(isNumeric) && !props.some((p) => p.nullable)) {
      c.addCondition(k, [m], (d) => positiveCondition(d, m));
    } else {
      c.addCondition(k, [m], (d) => nullCondition({ ...d, negated: false }, m));
    }
    return;
  }
  // "with some amount applied", "that have any quantity complete": the quantifier asks that
  // there be some of it, as the article does; left unread, the words dropped the condition and
  // answered every record at full confidence. General English, not a catalog's words.
  // Only of one figure: "some qty" names several of each record (ordered, received), and which
  // one must have some is not said.
  const idos = m.lex.flatMap((l) => (l.kind === 'property' ? [l.ido] : []));
  // Nor after "still": "still have some qty" says some is left (ordered, not yet received),
  // which no one figure holds.
  const still = c.ms.slice(Math.max(0, k - 4), k).some((x) => /^still$/i.test(x.text.trim()));
  const quantified = EXISTENTIAL.has(prevText) && new Set(idos).size === idos.length && !still;
  const having = c.linkBefore(quantified ? k - 1 : k);
  if ((ARTICLES.has(prevText) || quantified) && HAVING.has(having ?? '')) {
    // "with a balance": above zero; "with an email address": present (and shown).
    if (props.some(isNumeric)) {
      c.addCondition(k, [m], (d) => positiveCondition(d, m));
      return;
    }
    if (props.some((p) => p.nullable)) {
      c.addCondition(k, [m], (d) => nullCondition({ ...d, negated: true }, m));
      return;
    }
  }
  if (pluralFieldHad(c, k, m)) {
    c.addCondition(k, [m], (d) => nullCondition({ ...d, negated: true }, m));
    return;
  }
  if (someOfQuantityHad(c, k, m)) {
    c.addCondition(k, [m], (d) => positiveCondition(d, m));
    return;
  }
  const rightAfterEntity = k > 0 && c.isEntity(c.ms[k - 1]);
  // "customers - only name and credit limit": what follows "only" is all that is wanted.
  const only =
    /^(only|just)$/i.test(c.ms[k - 1]?.text.trim() ?? '') ||
    // "I only need item and description", "just want name and phone".
    (/^(only|just)$/i.test(c.ms[k - 2]?.text.trim() ?? '') &&
      /^(need|want|show|see|list|give)$/i.test(c.ms[k - 1]?.text.trim() ?? ''));
  // "with name and credit limit only": said after the list, "only" selects all of it.
  const onlyAfter = /^only$/i.test(c.ms[k + 1]?.text.trim() ?? '');
  const mode = onlyAfter
    ? 'select'
    : (listed?.mode ?? (c.r.entities.length === 0 || rightAfterEntity || only ? 'select' : 'add'));
  if (onlyAfter)
    for (let f = c.fieldListBefore(k); f; f = c.fieldListBefore(c.ms.indexOf(f.mention)))
      f.mode = 'select';
  c.r.fields.push({ mention: m, mode });
  c.useJoiners(k);
  c.use(m);
}

/** Whether the property words at `k` name the property of the value right before them. */
function namesValueBefore(c: ReaderContext, k: number): boolean {
  const field = c.ms[k];
  const value = c.ms[k - 1];
  if (field?.kind !== 'words' || value?.kind !== 'words' || !c.r.used.has(value)) return false;
  return value.lex.some(
    (l) =>
      (l.kind === 'value' || l.kind === 'enum') &&
      field.lex.some((n) => n.kind === 'property' && n.ido === l.ido && n.property === l.property),
  );
}

/** Whether the negation at `k` is followed by a number or a comparison of one. */
function deniedNumberAfter(c: ReaderContext, k: number): boolean {
  const after = c.ms[c.next(k)];
  const rule = ruleOf(after);
  return (
    after?.kind === 'number' ||
    ((rule?.kind === 'compare' || rule?.kind === 'between') && !c.lexWins(after as WordsMention))
  );
}

/**
 * "vendors with email addresses", "suppliers with phone numbers": records said to have a field
 * that may be empty, the field's noun in the plural and ending the question, are those where it
 * is filled in, as "with an email address" is; shown all, the answer would hold every record,
 * the empty ones too. The singular stays a column ("customers with credit limit"), and so does
 * a field with more said after it ("vendors with phone numbers and cities": a list to show).
 */
function pluralFieldHad(c: ReaderContext, k: number, m: WordsMention): boolean {
  if (c.r.entities.length === 0 || !HAVING.has(c.linkBefore(k) ?? '')) return false;
  if (ruleOf(c.ms[k - 1])?.kind !== 'link' || c.ms[c.next(k)] !== undefined) return false;
  const props = c.propertyMeanings(m);
  if (props.length === 0 || props.some(isNumeric) || !props.some((p) => p.nullable)) return false;
  const last = m.text.trim().toLowerCase().split(/\s+/).pop() ?? '';
  return stem(last) !== last;
}

/**
 * "items with quantity on order", "PO lines that have quantity received": records said to
 * have a quantity (the catalog's unit says it counts things), with no article and nothing
 * listed after it, are those that have some of it, above zero, as "with a balance" is. A
 * quantity in a list of columns ("lines with quantity shipped and ship date") stays a column,
 * and so does an amount or a limit ("customers with credit limit": its column).
 */
function someOfQuantityHad(c: ReaderContext, k: number, m: WordsMention): boolean {
  if (c.r.entities.length === 0 || !HAVING.has(c.linkBefore(k) ?? '')) return false;
  if (ruleOf(c.ms[k - 1])?.kind !== 'link') return false;
  const props = c.propertyMeanings(m);
  if (props.length === 0 || !props.every((p) => isNumeric(p) && p.unit === 'quantity'))
    return false;
  const next = c.ms[c.next(k)];
  return next === undefined || ruleOf(next)?.kind === 'link';
}

/**
 * Whether the words at `k` describe a noun: right before it ("critical assets") or after a
 * copula ("products that are discontinued", "technicians who are not active").
 */
function adjective(c: ReaderContext, k: number): boolean {
  if (c.isEntity(c.ms[k + 1])) return true;
  for (let j = k - 1; j >= 0 && j >= k - 2; j -= 1) {
    const text = c.ms[j].text.toLowerCase();
    if (/^(is|are|was|were|be|being|that are|which are|who are)$/.test(text)) return true;
    if (ruleOf(c.ms[j])?.kind !== 'negate') return false;
  }
  return false;
}

/** "status F", "stat C": a status property named, then one of its codes. */
export function statusCode(
  c: ReaderContext,
  m: WordsMention,
  next: Mention | undefined,
): WordsMention | undefined {
  if (!next || (next.kind !== 'unknown' && next.kind !== 'words' && next.kind !== 'quoted'))
    return undefined;
  const text = (next.kind === 'quoted' ? next.quoted : next.text).toUpperCase();
  const lex: LexMeaning[] = [];
  for (const p of c.propertyMeanings(m)) {
    const value = p.enumValues?.find((v) => v.value.toUpperCase() === text);
    if (!value) continue;
    const ido = m.lex.find(
      (l) =>
        l.kind === 'property' &&
        l.property === p.name &&
        c.vocabulary.ido(l.ido).property(p.name) === p,
    );
    if (ido && ido.kind === 'property') {
      lex.push({
        kind: 'enum',
        ido: ido.ido,
        property: p.name,
        values: [value.value],
        label: value.label,
        group: false,
      });
    }
  }
  return lex.length > 0 ? { ...m, lex } : undefined;
}

/** Whether `next` is a bare number shaped as the key of a kind of record `m` names. */
function numberShapedAsKey(c: ReaderContext, m: WordsMention, next: Mention | undefined): boolean {
  if (next?.kind !== 'number' || next.number.unit || !/^\d+$/.test(next.text.trim())) return false;
  const kinds = new Set(m.lex.filter((l) => l.kind === 'ido').map((l) => l.ido));
  return c.vocabulary
    .matchCode(next.text.trim())
    .some(
      (l) =>
        l.kind === 'value' && kinds.has(l.ido) && c.vocabulary.ido(l.ido).keys.includes(l.property),
    );
}

/**
 * A word that names a kind of record and is a value of another kind's property ("CO": customer
 * orders, or Colorado): which it is when it comes first, before any noun. A noun right after it
 * is what the value describes ("CO customers"); a word of the kind's own (a status, a property)
 * and none of the value's says the kind; otherwise either reading fits.
 */
function kindOrValue(c: ReaderContext, k: number, m: WordsMention): 'kind' | 'either' | undefined {
  const kinds = new Set(m.lex.filter((l) => l.kind === 'ido').map((l) => l.ido));
  const values = m.lex.filter(
    (l): l is Extract<LexMeaning, { kind: 'value' }> => l.kind === 'value' && !kinds.has(l.ido),
  );
  const holders = new Set(values.map((l) => l.ido));
  if (holders.size === 0) return undefined;
  // "CO's in Texas": another value of the same property is no sign of the value reading (one
  // record has one state).
  const sameProperty = (l: LexMeaning): boolean =>
    l.kind === 'value' && values.some((v) => v.ido === l.ido && v.property === l.property);
  const nounLike = (x: Mention): boolean =>
    x.kind === 'code' ||
    (x.kind === 'words' && x.lex.some((l) => l.kind === 'ido' || l.kind === 'value'));
  if (c.ms.slice(0, k).some(nounLike)) return undefined;
  const next = c.ms[c.next(k)];
  if (c.isEntity(next)) return undefined;
  const others = c.ms.filter((x): x is WordsMention => x !== m && x.kind === 'words');
  // A word says one reading when it means something of one side only ("planned": a status of
  // orders, not of customers; "status" is both's). A noun of the value's records said later
  // ("CO's for customers on hold") is not what the word describes.
  const of = (x: WordsMention, idos: Set<string>): boolean =>
    x.lex.some(
      (l) =>
        (l.kind === 'enum' || l.kind === 'property' || l.kind === 'value') &&
        idos.has(l.ido) &&
        !sameProperty(l),
    );
  const saysValue = others.some((x) => of(x, holders) && !of(x, kinds) && !c.isEntity(x));
  const saysKind = others.some(
    (x) =>
      (of(x, kinds) && !of(x, holders)) ||
      (c.isEntity(x) && x.lex.some((l) => l.kind === 'ido' && holders.has(l.ido))),
  );
  if (saysValue && !saysKind) return undefined;
  return saysKind && !saysValue ? 'kind' : 'either';
}

export function onEntity(c: ReaderContext, k: number, m: WordsMention): void {
  const next = c.ms[k + 1];
  // "order lines on 100002", "lines of 1042": a link word may stand before the number.
  // Not "with": "customers with 3 open orders" counts their orders, it names no customer 3.
  const link = ruleOf(next);
  // "orders where customer = 5010": "=" between the noun and its number names the record as
  // "customer 5010" does (a key, not an amount of the customer's records).
  const equals = link?.kind === 'compare' && /^(?:=|equals)$/i.test(next?.text.trim() ?? '');
  const linked =
    (equals || (link?.kind === 'link' && link.word !== 'with')) &&
    next?.kind === 'words' &&
    next.lex.length === 0;
  const numberAt = linked ? k + 2 : k + 1;
  const parts = keyParts(c, m, c.ms[numberAt]);
  const numbered = parts
    ? undefined
    : numberedKey(c, m, c.ms[numberAt], linked ? c.ms[numberAt + 1] : undefined);
  // "invoice Ohio customers": a value right before a noun of the records it is a value of, and
  // of none of these, describes that noun; it names none of these records.
  const after1 = c.ms[k + 2];
  const ownIdos = new Set(m.lex.filter((l) => l.kind === 'ido').map((l) => l.ido));
  const describesNext =
    next?.kind === 'words' &&
    after1?.kind === 'words' &&
    next.lex.every((l) => l.kind === 'value' && !ownIdos.has(l.ido)) &&
    after1.lex.some(
      (l) => l.kind === 'ido' && next.lex.some((v) => v.kind === 'value' && v.ido === l.ido),
    );
  // "vendor Acme Steel": the value names one of the noun's records; "items acme steel sells
  // us": a value of other records only (a vendor's) is the subject of what follows.
  const label =
    (next?.kind === 'words' &&
      next.lex.some((l) => l.kind === 'value' && ownIdos.has(l.ido)) &&
      !describesNext) ||
    (next?.kind === 'code' && next.lex.length > 0) ||
    numbered !== undefined ||
    parts !== undefined;
  // The catalog's own word first: "orders" are customer orders before purchase orders.
  const idos = m.lex
    .filter((l): l is Extract<LexMeaning, { kind: 'ido' }> => l.kind === 'ido')
    .sort((a, b) => Number(a.secondary === true) - Number(b.secondary === true))
    .map((l) => l.ido);
  if (idos.length === 0) return;
  const after: string[] = [];
  for (let j = k - 1; j >= 0 && j >= k - 3; j -= 1) {
    const before = c.ms[j];
    if (before.kind !== 'words' || (before.lex.length > 0 && !before.rule)) break;
    after.push(before.text.toLowerCase());
  }
  const negated = c.negateNextEntity && !label;
  const negatedBy = negated ? c.negateEntityWords : [];
  c.negateNextEntity = false;
  c.negateEntityWords = [];
  // "order 10001": the record its number was read as is the one named.
  const named = numbered && idos.includes(numbered.ido) ? [numbered.ido] : idos;
  const entity: EntityRef = {
    mention: m,
    ido: named[0],
    alternatives: named,
    label,
    negated,
    ...(negatedBy.length > 0 ? { negatedBy } : {}),
    after,
    index: k,
  };
  c.r.entities.push(entity);
  c.use(m);
  c.lastProperty = undefined;
  const subset = m.lex.find(
    (l): l is Extract<LexMeaning, { kind: 'ido' }> =>
      l.kind === 'ido' && l.ido === entity.ido && l.where !== undefined,
  );
  if (subset?.where) {
    // "ship-to addresses": the part of the records the words name.
    const where = subset.where;
    c.addCondition(k, [m], (d) => subsetCondition(d, entity.ido, where));
  }
  const number = c.ms[numberAt];
  if (parts && number?.kind === 'number') {
    // "line 2 of PO-2024-1847": the line's own number, on whichever lines the rest names.
    if (linked && next) c.use(next);
    c.use(number);
    const value = number.number.value;
    c.addCondition(k, [m, number], (d) => keyPartCondition(d, parts, value));
  }
  if (numbered && number) {
    // "vendor 1042", "job 5001": the number is the record's key, as written (unpadded: the
    // executor stores-formats literals of padded keys).
    if (linked && next) c.use(next);
    c.use(number);
    c.addCondition(k, [m, number], (d) =>
      fixedCondition(d, numbered.ido, f.eq(numbered.key, numbered.value), [numbered.key]),
    );
  }
}

/**
 * "invoices 30 to 60 days past due", "30-60 days" (the dash is no token): a number that is the
 * first bound of a range, not the number of one record. So is one bounded on one side by the
 * words after it ("invoices 60+ days past due", "POs 5000 or more"): the number of one record
 * is never "or more".
 */
function opensRange(c: ReaderContext, number: Mention): boolean {
  const at = c.ms.indexOf(number);
  const then = c.ms[at + 1];
  const bound = ruleOf(then);
  return (
    then?.kind === 'number' ||
    (bound?.kind === 'compare' && bound.postfix === true) ||
    (/^(?:to|through|thru)$/i.test(then?.text.trim() ?? '') && c.ms[at + 2]?.kind === 'number')
  );
}

/**
 * "line 2", "release 1": the noun is the word of a whole-number part of the key of the IDOs it
 * names (a line of a PO or of a customer order), so the number is that part, not a document
 * number. The part of each IDO, or undefined.
 */
function keyParts(
  c: ReaderContext,
  m: WordsMention,
  next: Mention | undefined,
): Map<string, string> | undefined {
  if (next?.kind !== 'number' || next.number.unit || !/^\d+$/.test(next.text.trim()))
    return undefined;
  if (opensRange(c, next)) return undefined;
  const noun = m.text.trim().toLowerCase().replace(/s$/, '');
  const parts = new Map<string, string>();
  for (const l of m.lex) {
    if (l.kind !== 'ido') continue;
    const ido = c.vocabulary.ido(l.ido);
    if (ido.keys.length < 2) continue;
    const part = ido.keys
      .map((name) => ido.property(name))
      .find(
        (p) => p?.type === 'integer' && (p.synonyms ?? []).some((s) => s.toLowerCase() === noun),
      );
    if (part) parts.set(ido.name, part.name);
  }
  return parts.size > 0 ? parts : undefined;
}

/**
 * A bare whole number right after a noun whose IDO has a text key: "vendor 1042". Not a
 * quantity or money ("5 vendors", "orders over 1000" never get here: the number must follow the
 * noun directly and carry no unit).
 */
function numberedKey(
  c: ReaderContext,
  m: WordsMention,
  next: Mention | undefined,
  after: Mention | undefined,
): { ido: string; key: string; value: string | number } | undefined {
  if (next?.kind !== 'number' || next.number.unit || !/^\d+$/.test(next.text.trim()))
    return undefined;
  if (opensRange(c, next)) return undefined;
  // "newest orders, 5 of them": how many to keep, not an order number.
  if (countOfThem(c.ms, c.ms.indexOf(next))) return undefined;
  // "items, 10 cheapest": how many of the ranking to keep ("order 10001 latest" names one).
  if (!c.isSingular(m) && ruleOf(c.ms[c.ms.indexOf(next) + 1])?.kind === 'rank') return undefined;
  // "orders of 5 vendors": a count of something, not a key ("customer 5014 invoices", with
  // no link word, is the customer's invoices: `after` is only given after a link word).
  if (after?.kind === 'words' && after.lex.some((l) => l.kind === 'ido' || l.kind === 'property'))
    return undefined;
  // The catalog's own word first, as for the noun itself: "order 10001" is a customer order
  // before a purchase order.
  const own = [...m.lex].sort(
    (a, b) =>
      Number(a.kind === 'ido' && a.secondary === true) -
      Number(b.kind === 'ido' && b.secondary === true),
  );
  // "invoice 1234": the key its own noun names (Invoice Number), before the customer's.
  const noun = m.text.trim().toLowerCase().replace(/s$/, '');
  for (const l of own) {
    if (l.kind !== 'ido') continue;
    const ido = c.vocabulary.ido(l.ido);
    const keys = ido.keys.map((name) => ido.property(name));
    // A text key (padded or not), else a single whole-number key ("work order 42").
    const texts = keys.filter((p) => p?.type === 'string');
    const key =
      texts.find((p) => p?.label.toLowerCase().split(/\s+/).includes(noun)) ??
      texts[0] ??
      (keys.length === 1 && keys[0]?.type === 'integer' ? keys[0] : undefined);
    if (key) {
      const text = next.text.trim();
      return { ido: ido.name, key: key.name, value: key.type === 'integer' ? Number(text) : text };
    }
  }
  return undefined;
}

/**
 * "not …": negates the next condition, except before a noun ("with no open POs", "without
 * invoices"), where it says the related records must not exist.
 */
/**
 * Whether `m` is a verb of trade ("buy", "sold") said of a party named before it (customers,
 * vendors) that is no status of the party's own records.
 */
function tradeVerbOfParty(c: ReaderContext, m: WordsMention): boolean {
  if (!/^(?:buy|buys|bought|purchase|purchases|purchased|sell|sells|sold)$/i.test(m.text))
    return false;
  const party = c.r.entities.at(-1);
  if (!party || party.mention.end > m.start) return false;
  return (
    c.vocabulary.isTradeParty(party.ido) &&
    !m.lex.some((l) => l.kind === 'enum' && l.ido === party.ido)
  );
}

/** IDOs whose status `m` names by the verb of their own noun ("ordered": Customer Order). */
function verbOfOwnNoun(c: ReaderContext, m: WordsMention): string[] {
  const word = m.text.toLowerCase();
  if (!/^[a-z]+ed$/.test(word)) return [];
  const bases = [word.slice(0, -2), word.slice(0, -1)];
  return [
    ...new Set(
      m.lex
        .filter((l) => l.kind === 'enum')
        .map((l) => l.ido)
        .filter((ido) =>
          c.vocabulary
            .ido(ido)
            .label.toLowerCase()
            .split(/\s+/)
            .some((w) => bases.includes(w)),
        ),
    ),
  ];
}

/**
 * Whether `m`, after a link word ("for", "on"), is a word of the label of the status property
 * the condition just before it reads ("held for credit": Credit Hold).
 */
function namedByLastStatus(c: ReaderContext, k: number, m: WordsMention): boolean {
  const last = c.lastCondition;
  const before = c.ms[k - 1];
  if (!last || ruleOf(before)?.kind !== 'link' || !last.mentions.includes(c.ms[k - 2]))
    return false;
  const word = m.text.toLowerCase();
  return last.mentions.some(
    (x) =>
      x.kind === 'words' &&
      x.lex.some(
        (l) =>
          l.kind === 'enum' &&
          (c.vocabulary.ido(l.ido).property(l.property)?.label ?? '')
            .toLowerCase()
            .split(/\s+/)
            .includes(word),
      ),
  );
}

/** Verbs of trade in the past or present, said of a party that did (or never did) them. */
const TRADE_DEEDS =
  /^(?:ordered|orders|order|bought|buys|buy|purchased|purchases|purchase|sold|sells|sell|supplied|supplies|supply|provided|provides|provide|shipped|ships|ship|invoiced|billed)$/i;

/** A verb in the past tense, regular or one of the everyday irregular ones of trade. */
const PAST_DEED = /^(?:[a-z]{3,}ed|sent|bought|sold|made|got|paid|gave|took|wrote)$/i;

/** Whether `verb` names a date of the records `noun` names ("placed": an order's date). */
function datesMaking(c: ReaderContext, verb: WordsMention, noun: WordsMention): boolean {
  const kinds = new Set(noun.lex.flatMap((l) => (l.kind === 'ido' ? [l.ido] : [])));
  return verb.lex.some(
    (l) =>
      l.kind === 'property' &&
      kinds.has(l.ido) &&
      c.vocabulary.ido(l.ido).property(l.property)?.type === 'date',
  );
}

/**
 * "customers with past due balances", "accounts with overdue amounts": the records' own
 * amount, said right after the flag with nothing compared, summed or ranked, is the noun the
 * flag describes (the past-due records, each with its balance), not a figure asked for.
 */
function amountNamingFlagged(
  c: ReaderContext,
  k: number,
  flag: WordsMention,
): WordsMention | undefined {
  // Only after the noun of the records asked about ("customers with …"): alone, the amount
  // is what names the records ("past due balances" are AR rows) and stays read as such.
  if (c.r.aggregate || c.r.rank || c.r.entities.length === 0) return undefined;
  const next = c.ms[k + 1];
  if (next?.kind !== 'words' || next.rule || c.isEntity(next)) return undefined;
  if (!c.isPropertyMention(next, 'numeric')) return undefined;
  const flagged = new Set(flag.lex.flatMap((l) => (l.kind === 'property' ? [l.ido] : [])));
  if (!next.lex.every((l) => l.kind === 'property' && flagged.has(l.ido))) return undefined;
  if (c.propertyMeanings(next).some((p) => p.derived?.kind === 'daysPast')) return undefined;
  // "vendors with past due balances": the amount is of records the nouns asked about neither
  // are nor refer to (no vendor has AR rows); left unread, it says so.
  const owners = next.lex.map((l) => l.ido);
  const related = c.r.entities.every((e) =>
    owners.some(
      (o) => o === e.ido || c.vocabulary.refersTo(o, e.ido) || c.vocabulary.refersTo(e.ido, o),
    ),
  );
  if (!related) return undefined;
  // "past due balances over 5000", "past due balances by customer": the amount is compared or
  // broken down, and read so.
  const after = c.ms[k + 2];
  if (after && (after.kind === 'number' || (after.kind === 'words' && after.rule)))
    return undefined;
  return next;
}

/**
 * Participles of giving a record one of its fields ("assigned", "designated"): "customers
 * without an assigned salesperson", "vendors with no buyer designated" miss the field itself,
 * whoever did the giving; the word adds nothing to which field is missing.
 */
const GIVEN_FIELD = /^(?:assigned|designated|specified)$/i;

/** An unknown participle of giving a field said right before or after the property negated. */
function fieldGivenAround(c: ReaderContext, k: number): void {
  const first = c.next(k, true);
  const isProperty = (m: Mention | undefined): boolean =>
    m?.kind === 'words' && !m.rule && !c.isEntity(m) && c.propertyMeanings(m).length > 0;
  const given = (m: Mention | undefined): boolean =>
    m?.kind === 'unknown' && GIVEN_FIELD.test(m.text.trim());
  if (given(c.ms[first]) && isProperty(c.ms[first + 1])) c.use(c.ms[first]);
  else if (isProperty(c.ms[first]) && given(c.ms[first + 1])) c.use(c.ms[first + 1]);
}

export function onNegate(c: ReaderContext, k: number): void {
  fieldGivenAround(c, k);
  let j = c.next(k, true);
  while (j < c.ms.length) {
    const m = c.ms[j];
    const adjective =
      m.kind === 'words' &&
      !c.isEntity(m) &&
      (m.lex.some((l) => l.kind === 'enum' || l.kind === 'value') ||
        c.propertyMeanings(m).some((p) => p.derived?.kind === 'daysPast') ||
        m.rule?.kind === 'compareProperties');
    if (!adjective) break;
    j += 1;
  }
  const target = c.ms[j];
  // "POs that aren't regular orders", "customers who are not Texas customers": the noun
  // restates the records already named, which cannot be absent from themselves; what is
  // negated is the one word describing them.
  const restated =
    j === c.next(k, true) + 1 &&
    target?.kind === 'words' &&
    target.lex.some(
      (l) => l.kind === 'ido' && c.r.entities.some((e) => !e.negated && e.ido === l.ido),
    );
  // "items no customer has ever ordered", "parts no vendor supplies": "no" before the subject of
  // a verb says nobody of that kind did it, as "items customers never ordered" does; the noun
  // is the one doing it, not records to be left out.
  let after = j + 1;
  while (after < c.ms.length && /^(?:has|have|had|ever|yet|so far)$/i.test(c.ms[after].text))
    after += 1;
  const deed = c.ms[after];
  if (
    j === c.next(k, true) &&
    /^no$/i.test(c.ms[k].text) &&
    c.isEntity(target) &&
    c.r.entities.length > 0 &&
    target.kind === 'words' &&
    target.lex.some((l) => l.kind === 'ido' && c.vocabulary.isTradeParty(l.ido)) &&
    deed !== undefined &&
    (deed.kind === 'words' || deed.kind === 'unknown') &&
    TRADE_DEEDS.test(deed.text.trim())
  ) {
    c.negateRelationPending = true;
    c.negateRelationWords = [c.ms[k]];
    return;
  }
  // "customers that have never placed an order", "vendors we never issued a PO": a verb in the
  // past, then a kind of record, says no such records exist; the verb only says how they came
  // to be (placed, issued), not a date or state of them.
  const made = c.ms[c.next(k, true)];
  const madeThing = c.ms[c.next(c.next(k, true))];
  if (
    made !== undefined &&
    PAST_DEED.test(made.text.trim()) &&
    c.isEntity(madeThing) &&
    madeThing.kind === 'words' &&
    (made.kind === 'unknown' || (made.kind === 'words' && !made.rule)) &&
    c.r.entities.length > 0 &&
    // "items that aren't purchased items": the noun restates the records; the word is their kind.
    !madeThing.lex.some(
      (l) => l.kind === 'ido' && c.r.entities.some((e) => !e.negated && e.ido === l.ido),
    )
  ) {
    c.use(made);
    c.negateNextEntity = true;
    c.negateEntityWords = [c.ms[k], made];
    // "customers who never received an invoice": a verb that is a word of other records
    // ("received": a state of order lines) may say something of its own; reading it as the
    // noun's making is a guess.
    if (made.kind === 'words' && !datesMaking(c, made, madeThing)) c.r.guessed.push(made);
    return;
  }
  if (c.isEntity(target) && c.r.entities.length > 0 && !restated) {
    // The negation belongs to the noun, which is marked when read; adjectives stay positive.
    c.negateNextEntity = true;
    c.negateEntityWords = [c.ms[k]];
    return;
  }
  // "vendors we have not ordered from this year": a verb naming a relation ("ordered from",
  // "bought from", "sent to") is what is negated — no such records this year — not the year.
  const verb = c.ms[c.next(k)];
  if (
    verb?.kind === 'words' &&
    verb.rule?.kind === 'link' &&
    verb.lex.length === 0 &&
    /\s/.test(verb.text.trim()) &&
    c.r.entities.length > 0
  ) {
    c.use(verb);
    c.negateRelationPending = true;
    c.negateRelationWords = [c.ms[k], verb];
    return;
  }
  // "vendors that don't supply FAST items": a verb of trade no catalog word reads, said of a
  // party, names the relation; what is negated is that such related records exist, not the
  // value that says which ("vendors with lines for items other than FAST").
  const party = c.r.entities[0];
  if (
    verb?.kind === 'unknown' &&
    /^(?:supply|supplies|supplied|provide|provides|provided|sell|sells|sold)$/i.test(verb.text) &&
    party !== undefined &&
    c.vocabulary.isTradeParty(party.ido)
  ) {
    c.negateRelationPending = true;
    c.negateRelationWords = [c.ms[k]];
    return;
  }
  // "items that have never been ordered": "never" says no such related records at all.
  // "items nobody has ordered this year" likewise.
  // "invoices nobody has paid", "bills no one has settled yet": the verb names a state the
  // records themselves are in (a comparison of their own figures, paid: nothing left to pay);
  // nobody having done it is that state negated, as "not paid" is, not related records absent.
  let state = c.next(k);
  while (state < c.ms.length && /^(?:has|have|had|ever|yet|been)$/i.test(c.ms[state].text.trim()))
    state += 1;
  const ownState = ruleOf(c.ms[state])?.kind === 'compareProperties';
  if (/^(nobody|no one)\b/i.test(c.ms[k].text) && c.r.entities.length > 0 && ownState) {
    c.negatePending = true;
    c.negateWords = [c.ms[k]];
    return;
  }
  if (/^(never|nobody|no one)\b/i.test(c.ms[k].text) && c.r.entities.length > 0) {
    c.negateRelationPending = true;
    c.negateRelationWords = [c.ms[k]];
    return;
  }
  // "customers we have not invoiced this year / since May": a verb naming a date, then the date.
  // "not sold in 2025", "not invoiced since May": a link or a date comparison may stand between.
  // "not ordered anything this year": an object that says nothing ("anything") may follow.
  let at = c.next(c.next(k));
  const object = c.ms[at];
  const pronoun = /^(anything|something)$/i.test(object?.text ?? '') ? object : undefined;
  if (pronoun) at = c.next(at);
  // "not sold in the last 90 days": an article after the link says nothing either.
  for (
    let n = 0;
    n < 3 &&
    (['dateCompare', 'link'].includes(ruleOf(c.ms[at])?.kind ?? '') ||
      (n > 0 && c.isSkippable(c.ms[at])));
    n += 1
  )
    at += 1;
  const when = c.ms[at];
  if (
    verb &&
    (verb.kind === 'words' || verb.kind === 'unknown') &&
    when?.kind === 'date' &&
    !namesThing(verb) &&
    (namesSomeDate(verb.text, c.vocabulary) ||
      (verb.kind === 'words' && c.propertyMeanings(verb).some((p) => p.type === 'date'))) &&
    c.r.entities.length > 0
  ) {
    if (pronoun) c.use(pronoun);
    c.negateRelationPending = true;
    c.negateRelationWords = [c.ms[k]];
    return;
  }
  c.negatePending = true;
  c.negateWords = [c.ms[k]];
}

/** Whether "under" is followed by a state of the records (a status or a yes/no flag). */
function stateFollows(c: ReaderContext, m: WordsMention, operand: Mention | undefined): boolean {
  if (!/^under$/i.test(m.text.trim()) || operand?.kind !== 'words') return false;
  const props = c.propertyMeanings(operand);
  if (props.some(isNumeric)) return false;
  return operand.lex.some((l) => l.kind === 'enum') || props.some((p) => yesValue(p) !== undefined);
}

export function onCompare(
  c: ReaderContext,
  k: number,
  m: WordsMention,
  op: ComparisonOperator,
): void {
  const j = c.next(k);
  const operand = c.ms[j];
  if (operand?.kind === 'date') {
    c.use(m);
    // "over the last two weeks", "over Q3": "over" a span of time is during it, not after it
    // ("over 30 days ago", one day, still compares).
    const during =
      op === '>' && /^over$/i.test(m.text.trim()) && !operand.date.point && !operand.date.ago;
    onDate(c, j, during ? undefined : op);
    return;
  }
  // "customers under credit hold", "jobs under hold": "under" right before a state (a status,
  // a yes/no flag) is being in it, not "less than": no amount is compared. The state reads
  // itself next; left unread, "under" refused a clear question.
  if (op === '<' && stateFollows(c, m, operand)) {
    c.use(m);
    return;
  }
  // "State = 'OH'", "stat = O": a property compared with text as written.
  if ((op === '=' || op === '<>') && (operand?.kind === 'quoted' || operand?.kind === 'unknown')) {
    const property = c.takeLastProperty(k);
    if (property) {
      const text = operand.kind === 'quoted' ? operand.quoted : operand.text;
      c.addCondition(k, [m, operand, property], (d) =>
        textCondition({ ...d, negated: op === '<>' }, property, text),
      );
      return;
    }
  }
  // "where the customer PO is 4572572944": a number said as a field of free text's value.
  const written = writtenValue(operand);
  if (
    (op === '=' || op === '<>') &&
    written !== undefined &&
    namesFreeText(c, c.lastProperty?.mention)
  ) {
    const property = c.takeLastProperty(k, 'string');
    if (property) {
      c.addCondition(k, [m, operand, property], (d) =>
        textCondition({ ...d, negated: op === '<>' }, property, written),
      );
      return;
    }
  }
  // "VendNum = 1005", "VadState = TX": a text column compared with a value as stored.
  if (readLiteralColumnFilter(c, k, m, op, operand)) return;
  // "on hand below half the reorder point", "less than 50% of the ordered qty": a share of
  // another property, which a filter cannot compute (it has no arithmetic). Read as the two
  // properties compared, said so, at a confidence that refuses: the share is not in the answer.
  const share = shareOfProperty(c, j);
  if (share) {
    const left = c.takeLastProperty(k, 'numeric');
    c.addCondition(k, [m, ...share.mentions, ...(left ? [left] : [])], (d) =>
      compareCondition(
        { ...d, certainty: 0.3 },
        left
          ? { op, value: 0, property: left, otherProperty: share.property }
          : { op, value: 0, otherProperty: share.property },
      ),
    );
    c.r.notes.push(
      `"${share.mentions.map((x) => x.text).join(' ')}": a share of a property, which filters cannot compute; compared with the whole`,
    );
    return;
  }
  // "stocked in more than one warehouse": a number of values of a text property, likewise.
  const counted = c.ms[c.next(j)];
  const countsValues =
    counted?.kind === 'words' &&
    !counted.lex.some((l) => l.kind === 'value' || l.kind === 'enum') &&
    c.propertyMeanings(counted).length > 0 &&
    !c.propertyMeanings(counted).some((p) => isNumeric(p) || p.type === 'date');
  if (operand?.kind === 'number' && !operand.number.unit && (c.nounFollows(j) || countsValues)) {
    // "POs with more than 5 lines": a number of related records, which a filter cannot count.
    // Left unread, so the answer (the POs with lines) says it ignored the number.
    return;
  }
  if (
    operand?.kind === 'number' &&
    operand.number.unit === 'days' &&
    /^in$/i.test(c.ms[k - 1]?.text ?? '') &&
    c.isPropertyMention(c.ms[k - 2], 'date')
  ) {
    // "POs due in less than 10 days", "jobs finishing in more than 2 weeks": a span of days
    // from today on the date just named, not a number of days late.
    const property = c.takeLastProperty(k, 'date');
    if (property) {
      const edge = addDays(c.today, operand.number.value);
      const within = op === '<' || op === '<=';
      const reading: DateReading = within
        ? { length: 1, range: { from: c.today, to: edge }, point: false }
        : { length: 1, range: { from: edge, to: edge }, point: true };
      c.use(m);
      c.addCondition(k, [m, operand, property, c.ms[k - 1]], (d) =>
        dateCondition(d, { reading, op: within ? undefined : op, property }),
      );
      return;
    }
  }
  if (operand?.kind === 'number') {
    const unit = operand.number.unit;
    const mentions: Mention[] = [m, operand];
    let property: WordsMention | undefined;
    const after = c.ms[c.next(j, true)];
    const afterProps = after?.kind === 'words' ? c.propertyMeanings(after) : [];
    const afterFits =
      after?.kind === 'words' &&
      !c.r.used.has(after) &&
      !c.isEntity(after) &&
      afterProps.some(
        (p) =>
          isNumeric(p) &&
          (unit === undefined || p.unit === unit || (unit === 'days' && p.unit === 'days')),
      );
    let propertyWords: readonly string[] | undefined;
    // "orders with customer PO over 5": the number is said of a field of free text just
    // before it, which holds no amount; read as the records' usual amount it answers another
    // question, so it is read so only as a guess below the bar of an answer (14e).
    const ofText = [1, 2].some((back) => {
      const said = c.ms[k - back];
      const linked = back === 1 || /^(?:is|are|was|were|of)$/i.test(c.ms[k - 1]?.text.trim() ?? '');
      // "POs in EUR currency above 10000": a field already read as the name of the value
      // before it ("EUR currency") has its value; the number is not said of it.
      return linked && namesFreeText(c, said) && !namesValueBefore(c, k - back);
    });
    // "POs with vendor over 5": said right after a noun of other records that hold no amount
    // (a vendor), the number is of them, not an amount of the records asked for.
    const said = c.ms[k - 1];
    const subject = c.r.entities[0]?.mention;
    // "POs from Ohio vendors over $10,000", "… over 10k": written as money (a currency, or a
    // scale people use for money), the number is an amount, which those others do not hold.
    const moneyShaped =
      unit === 'currency' || /\d\s*(?:k|m|mm|thousand|million)$/i.test(operand.text.trim());
    const ofAmountless =
      !moneyShaped &&
      said?.kind === 'words' &&
      said !== subject &&
      said.lex.some((l) => l.kind === 'ido') &&
      said.lex
        .filter((l) => l.kind === 'ido')
        .every((l) => l.kind === 'ido' && c.vocabulary.profile(l.ido).amount === undefined);
    if (unit === 'days' && afterFits) {
      property = after;
    } else {
      // "where less than $500 is owed": the amount named after the number is the one compared.
      property = c.takeLastProperty(k, 'numeric');
      if (!property && afterFits) property = after;
    }
    // "less than $500 is still owed", "under 10 still on order": "still" says some is left, so
    // an upper bound on what is left is not met by nothing left at all.
    const still =
      property === after && (op === '<' || op === '<=')
        ? c.ms.slice(j + 1, c.ms.indexOf(after)).find((x) => /^still$/i.test(x.text))
        : undefined;
    // "fewer than 20 units in stock": the phrase names the quantity compared.
    const afterRule = after?.kind === 'words' ? after.rule : undefined;
    if (
      !property &&
      afterRule?.kind === 'compareProperties' &&
      afterRule.all.length === 1 &&
      afterRule.all[0].right === 0
    ) {
      propertyWords = afterRule.all[0].left;
      mentions.push(after);
    }
    // "less than $500 left to pay", "under 10 still to be paid": a phrase saying some is still
    // left, like "still" before it, is not met by nothing left at all; an upper bound on what
    // is left keeps the phrase's own "more than nothing".
    const leftOver =
      propertyWords !== undefined &&
      (op === '<' || op === '<=') &&
      afterRule?.kind === 'compareProperties' &&
      afterRule.all[0]?.op === '>' &&
      /\b(?:left|still|yet|remaining)\b/i.test(after?.text ?? '');
    if (!property && propertyWords === undefined && unit !== 'currency')
      propertyWords = quantityPhraseBefore(c, k, operand.number.value, op);
    // "fewer than 10 are still to be received": the number is of what the phrase after it says
    // is left (ordered less received), which no one property holds; comparing another is a guess.
    const leftOf =
      !property && propertyWords === undefined && afterRule?.kind === 'compareProperties';
    if (property) mentions.push(property);
    const postfix = c.ms[j + 1];
    if (ruleOf(postfix)?.kind === 'compare') mentions.push(postfix);
    c.addCondition(k, mentions, (d) =>
      compareCondition(
        {
          ...d,
          preferPrimary: property === undefined && propertyWords === undefined,
          ...(leftOf ? { certainty: 0.45 } : {}),
          ...((ofText || ofAmountless) && !property && propertyWords === undefined
            ? { certainty: 0.3 }
            : {}),
        },
        {
          op,
          value: operand.number.value,
          unit,
          currency: operand.number.currencyCode,
          property,
          propertyWords,
        },
      ),
    );
    if (still && property)
      c.addCondition(k, [still], (d) =>
        compareCondition({ ...d, negated: false }, { op: '>', value: 0, unit, property }),
      );
    if (leftOver && after)
      c.addCondition(k, [after], (d) =>
        compareCondition({ ...d, negated: false }, { op: '>', value: 0, unit, propertyWords }),
      );
    return;
  }
  if (c.isPropertyMention(operand, 'numeric')) {
    // "where more is allocated than is on hand", "less completed than released": the comparative
    // stands before both quantities, so the first is the left side and the one after "than" the
    // right — not the other way round, which would answer the opposite question.
    const split = splitComparison(c, j);
    if (split) {
      c.addCondition(k, [m, operand, ...split.mentions], (d) =>
        compareCondition(d, { op, value: 0, property: operand, otherProperty: split.right }),
      );
      return;
    }
    const left = namedQuantity(c, c.takeLastProperty(k, 'numeric')) ?? stateAsLeftSide(c, k);
    // "over-received PO lines", "under shipped order lines", "over-allocated items": "over" or
    // "under" fused to a participle naming a quantity is a prefix of it (received more than
    // its counterpart), not the bound of another figure; read as one, the answer was the
    // opposite (ordered above received: the lines not fully received).
    if (!left && j === k + 1 && prefixOfParticiple(m, operand)) {
      c.addCondition(k, [m, operand], (d) =>
        compareCondition(d, { op, value: 0, otherProperty: operand, otherIsLeft: true }),
      );
      return;
    }
    c.addCondition(k, [m, operand, ...(left ? [left] : [])], (d) =>
      compareCondition(
        d,
        left
          ? { op, value: 0, property: left, otherProperty: operand }
          : { op, value: 0, otherProperty: operand },
      ),
    );
  }
}

/**
 * "jobs where complete is less than released": a word that is a state of the records and a
 * quantity of theirs, read as the state just before a comparison with another quantity, is the
 * left side of it; the state condition is taken back (kept, it added complete jobs only).
 */
function stateAsLeftSide(c: ReaderContext, k: number): WordsMention | undefined {
  let j = k - 1;
  while (j >= 0 && /^(?:is|are|was|were)$/i.test(c.ms[j].text.trim())) j -= 1;
  const x = c.ms[j];
  if (x?.kind !== 'words') return undefined;
  // The quantity the state's label names ("Complete": Qty Complete) on the state's records.
  const said = x.text.trim().toLowerCase();
  const lex: LexMeaning[] = x.lex.flatMap((l) =>
    l.kind !== 'enum'
      ? []
      : c.vocabulary
          .ido(l.ido)
          .properties.filter(
            (p) =>
              p.unit === 'quantity' &&
              !p.derived &&
              p.label
                .toLowerCase()
                .split(/[^a-z]+/)
                .includes(said),
          )
          .map((p): LexMeaning => ({ kind: 'property', ido: l.ido, property: p.name })),
  );
  if (lex.length === 0) return undefined;
  const state = c.r.conditions.find((d) => d.mentions.length === 1 && d.mentions[0] === x);
  if (!state || state.negated) return undefined;
  c.r.conditions.splice(c.r.conditions.indexOf(state), 1);
  return { ...x, lex, rule: undefined };
}

/** Whether `m` is "over" or "under" said as a prefix of the participle `operand` ("over-received"). */
function prefixOfParticiple(m: WordsMention, operand: Mention): boolean {
  return /^(?:over|under)-?$/i.test(m.text.trim()) && /[a-z]ed$/i.test(operand.text.trim());
}

/**
 * "allocated qty is more than on hand": a bare "qty" after a word naming a quantity is that
 * quantity ("allocated qty"), not the generic one; the word is no longer a condition of its
 * own (allocated above zero).
 */
function namedQuantity(c: ReaderContext, left: WordsMention | undefined): WordsMention | undefined {
  if (!left || !/^(?:qty|quantity|qtys|quantities|amount)$/i.test(left.text.trim())) return left;
  const before = c.ms[c.ms.indexOf(left) - 1];
  if (before?.kind !== 'words' || c.isEntity(before) || before.rule) return left;
  if (!c.propertyMeanings(before).some(isNumeric)) return left;
  dropStatusReading(c, before);
  c.use(left);
  return before;
}

/**
 * "half the reorder point", "twice the quantity ordered", "50% of the ordered qty", "3 times
 * the safety stock": a share of a numeric property, starting at `j`. Returns the property and
 * the words of the share.
 */
function shareOfProperty(
  c: ReaderContext,
  j: number,
): { property: WordsMention; mentions: Mention[] } | undefined {
  const first = c.ms[j];
  if (!first) return undefined;
  const mentions: Mention[] = [first];
  let at = j;
  if (first.kind === 'number' && first.number.unit === 'percent') {
    // "50% of the ordered qty"
  } else if (
    first.kind === 'number' &&
    !first.number.unit &&
    /^times$/i.test(c.ms[j + 1]?.text ?? '')
  ) {
    mentions.push(c.ms[j + 1]);
    at = j + 1;
  } else if (!(
    (first.kind === 'unknown' || first.kind === 'words') &&
    SHARE_WORDS.test(first.text.trim())
  ))
    return undefined;
  let r = c.next(at, true);
  while (/^(?:of|the|a|an|what|is)$/i.test(c.ms[r]?.text.trim() ?? '')) r = c.next(r);
  const property = c.ms[r];
  if (!c.isPropertyMention(property, 'numeric')) return undefined;
  return { property, mentions: [...mentions, ...c.ms.slice(at + 1, r + 1)] };
}

/**
 * The quantity named right after a range of numbers ending at `b`: a numeric property fitting
 * the range's unit ("between 10 and 20 days lead time"), or a phrase of a quantity's state
 * ("units in stock") whose words name the quantity. Currency ranges take no property after.
 */
function propertyAfterRange(
  c: ReaderContext,
  b: number,
  unit: string | undefined,
): { property?: WordsMention; words?: readonly string[]; mention: Mention } | undefined {
  if (unit === 'currency') return undefined;
  const after = c.ms[c.next(b, true)];
  if (after?.kind !== 'words' || c.r.used.has(after) || c.isEntity(after)) return undefined;
  const fits = c
    .propertyMeanings(after)
    .some((p) => isNumeric(p) && (unit === undefined || p.unit === unit));
  if (fits) return { property: after, mention: after };
  const rule = after.rule;
  if (rule?.kind === 'compareProperties' && rule.all.length === 1 && rule.all[0].right === 0)
    return { words: rule.all[0].left, mention: after };
  return undefined;
}

/**
 * "items with stock between 100 and 200", "with stock of at least 50": a phrase right before
 * the comparison that says some of a quantity is there ("with stock": on hand above zero)
 * names the quantity compared, when the bound asks for more of it than none (the phrase's own
 * condition then says nothing more). Read otherwise, the numbers went to another amount.
 */
function quantityPhraseBefore(
  c: ReaderContext,
  k: number,
  lowest: number,
  op: ComparisonOperator | 'between',
): readonly string[] | undefined {
  if (!(op === 'between' || op === '>' || op === '>=') || !(lowest > 0)) return undefined;
  let i = k - 1;
  while (i >= 0 && (c.isSkippable(c.ms[i]) || ruleOf(c.ms[i])?.kind === 'link')) i -= 1;
  const rule = ruleOf(c.ms[i]);
  if (rule?.kind !== 'compareProperties' || rule.all.length !== 1) return undefined;
  const only = rule.all[0];
  return only.op === '>' && only.right === 0 ? only.left : undefined;
}

export function onBetween(c: ReaderContext, k: number, m: WordsMention): void {
  const a = c.next(k);
  const low = c.ms[a];
  // "between 5k-10k": the dash is dropped, the two numbers stand side by side.
  const adjacent = low?.kind === 'number' && c.ms[a + 1]?.kind === 'number';
  const and = adjacent ? a : c.next(a);
  const b = adjacent ? a + 1 : c.next(and);
  const conj = c.ms[and];
  const high = c.ms[b];
  const isAnd =
    adjacent ||
    (conj?.kind === 'words' &&
      (conj.rule?.kind === 'conjunction' || conj.text.toLowerCase() === 'to'));
  if (!isAnd) return;
  if (low?.kind === 'number' && high?.kind === 'number') {
    // "between 5k and 10k units": the word after the range says what both numbers count.
    const unit =
      high.number.unit !== undefined && low.number.currencyCode === undefined
        ? high.number.unit
        : (low.number.unit ?? high.number.unit);
    const before = c.takeLastProperty(k, 'numeric');
    // "between 5k and 10k units in stock": with no property before, the one after the range
    // names the quantity compared, as after a single number.
    const after = before ? undefined : propertyAfterRange(c, b, unit);
    const property = before ?? after?.property;
    const extra = [...(property ? [property] : []), ...(after?.words ? [after.mention] : [])];
    const phrased =
      property || after?.words || unit === 'currency'
        ? undefined
        : quantityPhraseBefore(c, k, low.number.value, 'between');
    const words = after?.words ?? phrased;
    c.addCondition(k, [m, low, conj, high, ...extra], (d) =>
      compareCondition(
        { ...d, preferPrimary: property === undefined && words === undefined },
        {
          op: 'between',
          value: low.number.value,
          high: high.number.value,
          unit,
          currency: low.number.currencyCode ?? high.number.currencyCode,
          property,
          ...(words ? { propertyWords: words } : {}),
        },
      ),
    );
  } else if (low?.kind === 'date' && high?.kind === 'date') {
    const property = c.takeLastProperty(k, 'date');
    // "lines shipped between Oct 1 and Oct 15": the verb before "between" names the date, as
    // it does before a single date.
    const named = property ? { verbs: [], negation: {} } : dateVerbBefore(c, k, c.ms.indexOf(high));
    const { verb } = named;
    c.addCondition(
      k,
      [m, low, conj, high, ...(property ? [property] : []), ...(verb ? [verb] : [])],
      (d) =>
        dateCondition(
          { ...d, preferPrimary: property === undefined, ...named.negation },
          {
            reading: low.date,
            until: high.date,
            property,
            verbs: named.verbs,
            ...(verb ? { verb: deedSaid(verb) } : {}),
          },
        ),
    );
  }
}

export function onDateCompare(
  c: ReaderContext,
  k: number,
  m: WordsMention,
  op: ComparisonOperator,
): void {
  const j = c.next(k);
  const target = c.ms[j];
  if (target?.kind === 'date') {
    c.use(m);
    onDate(c, j, op, /^since$/i.test(m.text.trim()) ? 'since' : 'dated');
  } else if (completionAfterState(c, k, target)) {
    // "PO lines closed before everything arrived", "jobs closed before they were fully
    // completed": a state reached before the records were done in full is that state without
    // them done in full; reached after, with them done. The day of either is not asked.
    const rule = target.rule;
    if (rule?.kind !== 'compareProperties') return;
    c.use(m, target);
    c.addCondition(k, [m, target], (d) =>
      propertyRuleCondition({ ...d, negated: op === '<' || op === '<=' }, rule.all),
    );
  } else if (c.isPropertyMention(target, 'date')) {
    // "arrived later than promised": a date named right before the comparison is its left side.
    const left = c.takeLastProperty(k, 'date');
    if (left) {
      c.addCondition(k, [left, m, target], (d) => datesCompareCondition(d, left, op, target));
      return;
    }
    // "completed after their due date": a verb naming a date before the comparison compares
    // that date with the one named, not today.
    // "received this month after their due date": the period of the verb's own date may stand
    // between the verb and the comparison.
    for (let j = k - 1; j >= 0 && j >= k - 4; j -= 1) {
      const before = c.ms[j];
      if (before.kind === 'date') continue;
      if (before.kind !== 'words' && before.kind !== 'unknown') break;
      // "came in after the due date": a phrase of motion stands for the verbs it means
      // (received), whose date is compared as the verb's would be.
      const motion = motionAt(c, j);
      if (motion && !namesThing(before)) {
        const particle = motion.particle ? [c.ms[j + 1]] : [];
        c.use(m, target, before, ...particle);
        c.addCondition(k, [before, ...particle, m, target], (d) =>
          verbDateCondition(d, motion.means, op, target),
        );
        return;
      }
      if (namesThing(before) || !namesSomeDate(before.text, c.vocabulary)) continue;
      dropStatusReading(c, before);
      c.use(m, target);
      c.addCondition(k, [before, m, target], (d) =>
        verbDateCondition(d, [before.text], op, target),
      );
      return;
    }
    // "past their end date": today is after the date, so the date is before today.
    const flipped: ComparisonOperator =
      op === '>' ? '<' : op === '<' ? '>' : op === '>=' ? '<=' : '>=';
    const today = { length: 1, range: { from: c.today, to: c.today }, point: true };
    // "came in after the due date", "finished after their due date": a verb before the
    // comparison (unread, or read as the status it leads to) says what happened after the
    // date, on a day the records do not keep; comparing today instead is a guess.
    let unreadVerb = false;
    for (let j = k - 1; j >= 0 && j >= k - 3; j -= 1) {
      const before = c.ms[j];
      if (before.kind === 'unknown' && /^[a-z]+$/i.test(before.text)) unreadVerb = true;
      if (
        before.kind === 'words' &&
        !namesThing(before) &&
        !stillUnderWay(c, before) &&
        (/^[a-z]+(?:ed|en)$|^(?:paid|sent|made|built|sold|bought|done|begun)$/i.test(before.text) ||
          before.rule?.kind === 'compareProperties')
      )
        unreadVerb = true;
      if (before.kind !== 'unknown' && !c.isSkippable(before) && ruleOf(before)?.kind !== 'link')
        break;
    }
    c.addCondition(k, [m, target], (d) =>
      dateCondition(
        { ...d, ...(unreadVerb ? { certainty: 0.45 } : {}) },
        { reading: today, op: flipped, property: target },
      ),
    );
  }
}

/**
 * "PO lines still open past their due date": a word naming the states the records' catalog
 * calls open (still under way) says what they are now, not a deed done on a day they do not
 * keep; comparing the date with today is what it asks. ("open" only looks like a participle
 * in -en; "closed after their due date" is still a deed.)
 */
function stillUnderWay(c: ReaderContext, word: WordsMention): boolean {
  const enums = word.lex.filter(
    (l): l is Extract<LexMeaning, { kind: 'enum' }> => l.kind === 'enum',
  );
  return (
    enums.length > 0 &&
    enums.every((l) => {
      const open = openStates(l.ido, c.vocabulary)?.values ?? [];
      return l.values.length === open.length && l.values.every((v) => open.includes(v));
    })
  );
}

/** Drops the conditions a word was read as (its status reading) once it names a date instead. */
/**
 * Drops the status read from a word, returning the negation it carried ("lines not received
 * last month": the "not" belongs to the date the word names instead).
 */
function dropStatusReading(
  c: ReaderContext,
  word: Mention,
): Pick<ConditionDraft, 'negated' | 'relationNegated' | 'negatedIfLocal' | 'negatedBy'> {
  // A date the word was already read with ("received this month") is no status: it stays.
  const status = (x: Condition): boolean =>
    x.mentions.includes(word) && !x.mentions.some((m) => m.kind === 'date');
  const dropped = c.r.conditions.find(status);
  c.r.conditions = c.r.conditions.filter((x) => !status(x));
  if (!dropped) return {};
  return {
    ...(dropped.negated ? { negated: true } : {}),
    ...(dropped.relationNegated ? { relationNegated: true } : {}),
    ...(dropped.negatedIfLocal ? { negatedIfLocal: true } : {}),
    ...(dropped.negatedBy ? { negatedBy: dropped.negatedBy } : {}),
  };
}

/**
 * The words just before a date reading at `k` (up to three, nouns of records skipped), and the
 * one among them that names a date ("shipped" → Ship Date), used so it is not also read as a
 * status ("shipped" as some quantity shipped).
 */
function dateVerbBefore(c: ReaderContext, k: number, last = k): DateVerb {
  const before = dateVerbAt(c, k);
  if (before.verbs.length > 0 || before.verb || before.event) return before;
  // "the week before last, how many POs went out", "last week, how many PO lines came in": a
  // period said first, ahead of the question it dates, is of the verb that ends the question,
  // as if it had been said after it; read without it, the records' usual date stood in for the
  // one the verb names (due for "came in", where received was meant).
  return frontedDate(c, k, last) ? dateVerbAt(c, c.ms.length) : before;
}

interface DateVerb {
  verbs: string[];
  verb?: Mention;
  negation: ReturnType<typeof dropStatusReading>;
  meant?: readonly string[];
  event?: boolean;
}

/**
 * Whether the date between `k` and `last` opens the question: only links ("in", "during") and
 * filler stand before it, a comma or a question's opening word closes it, and no other date
 * comes after it to take the verb. Not a date that qualifies the noun after it ("this month's
 * invoices that are fully paid": the invoices of this month, not paid in it), nor a question of
 * a state now ("last month, which invoices are unpaid": last month's invoices, unpaid today).
 */
function frontedDate(c: ReaderContext, k: number, last: number): boolean {
  const lead = c.ms.slice(0, k);
  const tail = c.ms.slice(last + 1);
  const closed =
    c.ms[last].listed === true ||
    /^(?:how|what|which|who|did|do|does|were|was)\b/i.test(tail[0]?.text ?? '');
  return (
    closed &&
    lead.every((x) => c.isSkippable(x) || ruleOf(x)?.kind === 'link') &&
    tail.every((x) => x.kind !== 'date' && !/^(?:is|are|am)$/i.test(x.text.trim()))
  );
}

/** The words just before the mention at `k` that say which date a period there is of. */
function dateVerbAt(c: ReaderContext, k: number): DateVerb {
  const event = eventBefore(c, k);
  const verbs: string[] = [];
  let verb: Mention | undefined;
  let negation: ReturnType<typeof dropStatusReading> = {};
  // Three words back, not counting what a noun between says of its records ("shipped to
  // customers in Texas last week": "customers in Texas" stands where "them" could).
  let left = 3;
  for (let j = k - 1; j >= 0 && left > 0; j -= 1) {
    const before = c.ms[j];
    if (before.kind !== 'words' && before.kind !== 'unknown') break;
    // "PO lines received after their due date this month": the period said after a comparison
    // of two dates is of the first one (received), not of the date it was compared with.
    const compared = comparedDateBefore(c, j);
    if (compared) {
      verbs.push(...compared);
      break;
    }
    if (splitBeforeDate(c, j, k)) continue;
    // "bought the most of in the last 90 days": an article before the period is the period's
    // own ("the last 90 days"); it names no date, and is no word of the three looked at.
    if (j === k - 1 && /^(?:the|a|an)$/i.test(before.text.trim())) continue;
    left -= 1;
    // "did we order last month": a noun right after "we" is our verb, which names the date.
    const ours = isSubjectPronoun(c.ms[j - 1]);
    if (namesThing(before)) {
      if (ours) verbs.push(before.text);
      // "closed customer orders from last month", "open POs of last year": a period joined to
      // the noun by "from" / "of" dates the records themselves; a state said before the noun
      // describes them, it is not the deed the period dates ("POs closed last month").
      // A state that names a date of some records ("received PO lines from last week": the
      // receipt date) still says which date.
      const state = c.ms[j - 1];
      if (
        !ours &&
        j + 1 < k &&
        c.ms.slice(j + 1, k).every((x) => /^(?:from|of)$/i.test(x.text)) &&
        !(state && namesSomeDate(said(state), c.vocabulary))
      )
        break;
      continue;
    }
    if (describesNounBefore(c, j) || whomOfDeedBefore(c, j)) {
      left += 1;
      continue;
    }
    const motion = !verb ? motionAt(c, j) : undefined;
    if (motion) {
      // "invoices that went out in 2024", "orders that came in during Q1": the phrase says
      // which date (sent, received), or that the records were made then.
      verbs.push(before.text);
      c.use(before, ...(motion.particle ? [c.ms[j + 1]] : []));
      // "what came in on Thursday? PO lines received": the verb the phrase stands for, said
      // again after the date, repeats it; it is not also a status (fully received).
      for (const x of c.ms.slice(k + 1))
        if (
          x.kind === 'words' &&
          !x.rule &&
          x.lex.some((l) => l.kind === 'enum') &&
          motion.means.some((w) => root(w) === root(said(x)))
        )
          c.use(x);
      return { verbs, verb: before, negation, meant: motion.means };
    }
    // "PO lines that came in late last month": a comparison of two dates of the records says
    // what happened to them; the period is of its first date (received), not the other (due),
    // which the phrase may name too ("received after the due date this month").
    const twoDates =
      before.kind === 'words' &&
      before.rule?.kind === 'compareProperties' &&
      before.rule.all.some((x) => typeof x.right !== 'number');
    if (!twoDates) verbs.push(deedSaid(before));
    if (before.kind === 'words' && before.rule?.kind === 'compareProperties')
      for (const x of before.rule.all)
        if (typeof x.right !== 'number')
          for (const w of x.left.flatMap((l) => l.split(/\s+/)))
            if (!/^(?:date|day|on)$/i.test(w) && !verbs.includes(w)) verbs.push(w);
    // "what's gone out the door to customers this week": a phrase the vocabulary reads as a
    // date of some records (their ship date) names that date, by its label.
    if (before.kind === 'words' && !before.rule)
      for (const l of before.lex)
        if (l.kind === 'property') {
          const p = c.vocabulary.ido(l.ido).property(l.property);
          if (p?.type === 'date' && !verbs.includes(p.label)) verbs.push(p.label);
        }
    const unread = before.kind === 'unknown' || before.lex.length === 0;
    const status = before.kind === 'words' && before.lex.some((l) => l.kind === 'enum');
    if (!verb && (unread || status) && namesSomeDate(deedSaid(before), c.vocabulary)) {
      verb = before;
      if (status) negation = dropStatusReading(c, before);
    }
  }
  if (verb) c.use(verb);
  return { verbs, ...(verb ? { verb } : {}), negation, ...(event && !verb ? { event } : {}) };
}

/**
 * Whether the word right before a date at `k` says what happened to the records then rather
 * than naming one of their dates: a state read from their properties ("paid", "settled": a
 * balance, not a day), or a participle the vocabulary does not know ("approved", "posted").
 */
function eventBefore(c: ReaderContext, k: number): boolean {
  let j = k - 1;
  // "paid in October", "approved during the last week": the preposition joins them.
  while (
    j >= 0 &&
    (c.isSkippable(c.ms[j]) || /^(?:in|on|during|within|over|since)$/i.test(c.ms[j].text))
  )
    j -= 1;
  const before = c.ms[j];
  if (!before) return false;
  if (before.kind === 'words' && before.rule?.kind === 'compareProperties')
    return before.rule.all.every((x) =>
      x.left.every((words) => words.split(/\s+/).every((w) => !namesSomeDate(w, c.vocabulary))),
    );
  const unread = before.kind === 'unknown' || (before.kind === 'words' && before.lex.length === 0);
  return (
    unread &&
    !(before.kind === 'words' && before.rule) &&
    /^[a-z]{3,}ed$/i.test(said(before)) &&
    !MAKING_WORDS.test(said(before))
  );
}

/**
 * The words "to be" right before `k` and a word of waiting before them ("yet", "waiting",
 * "still", "ready"), when they are there.
 */
function toBeBefore(c: ReaderContext, k: number): Mention[] | undefined {
  const words: Mention[] = [];
  let text = '';
  for (let j = k - 1; j >= 0 && words.length < 4; j -= 1) {
    words.unshift(c.ms[j]);
    text = `${c.ms[j].text} ${text}`.trim().toLowerCase();
    if (/^(?:yet|waiting|awaiting|still|ready|pending|due) to be$/.test(text)) return words;
  }
  return undefined;
}

/** A mention's words as meant: with its typos corrected. */
const said = (m: Mention): string => m.corrected ?? m.text;

/**
 * The verb a date's period is of: the words as said, or, for a state said as a participle and
 * where it sends the records in one phrase ("jobs released to the floor this month"), the
 * participle alone, which still says which date is meant (and whether the records keep it).
 */
function deedSaid(m: Mention): string {
  const words = said(m).trim().split(/\s+/);
  const state = m.kind === 'words' && !m.rule && m.lex.some((l) => l.kind === 'enum');
  return state && words.length > 1 && /^[a-z]{3,}ed$/i.test(words[0]) ? words[0] : said(m);
}

/** The verbs a phrase of motion at `j` ("came in", "went out") stands for, if one is there. */
function motionAt(c: ReaderContext, j: number): (typeof MOTION_PHRASES)[number] | undefined {
  const verb = c.ms[j];
  if (!verb || (verb.kind !== 'unknown' && verb.kind !== 'words')) return undefined;
  if (verb.kind === 'words' && verb.lex.length > 0) return undefined;
  const word = verb.text.toLowerCase();
  const after = c.ms[j + 1]?.text.toLowerCase();
  return MOTION_PHRASES.find(
    (p) => p.verbs.includes(word) && (p.particle === undefined || p.particle === after),
  );
}

/**
 * A value ("Texas") or the word joining it ("in") right after a noun naming records, as in
 * "customers in Texas": part of the noun phrase, not of the verb before it.
 */
function describesNounBefore(c: ReaderContext, j: number): boolean {
  const isValue = (m: Mention | undefined): boolean =>
    m?.kind === 'words' && !m.rule && m.lex.length > 0 && m.lex.every((l) => l.kind === 'value');
  const joins = (m: Mention | undefined): boolean => /^(?:in|from|of|at)$/i.test(m?.text ?? '');
  const m = c.ms[j];
  const noun = (at: number): boolean => at >= 0 && namesThing(c.ms[at]);
  if (isValue(m)) return joins(c.ms[j - 1]) && noun(j - 2);
  if (joins(m)) return isValue(c.ms[j + 1]) && noun(j - 1);
  return false;
}

/**
 * Whether `target`, after the date comparison at `k`, is a rule that some quantity was done in
 * full ("fully received", "everything arrived": at least what was ordered), said after a
 * state the records reached ("closed"): the comparison orders the two, it compares no dates.
 */
function completionAfterState(
  c: ReaderContext,
  k: number,
  target: Mention | undefined,
): target is WordsMention {
  if (target?.kind !== 'words' || target.rule?.kind !== 'compareProperties') return false;
  const inFull = target.rule.all.every((x) => x.op === '>=' && typeof x.right !== 'number');
  const state = c.ms
    .slice(0, k)
    .some((x) => x.kind === 'words' && !x.rule && x.lex.some((l) => l.kind === 'enum'));
  return inFull && state;
}

/**
 * The words of the first date of a comparison of two dates whose second date is the mention at
 * `j` ("received" of "received after their due date", "received" for "came in", the label of
 * a date named as a property), or undefined when `j` ends no such comparison.
 */
function comparedDateBefore(c: ReaderContext, j: number): readonly string[] | undefined {
  const target = c.ms[j];
  if (target.kind !== 'words' || !c.r.used.has(target)) return undefined;
  const compared = c.r.conditions.find((x) => {
    const at = x.mentions.indexOf(target);
    return (
      at > 0 && at === x.mentions.length - 1 && ruleOf(x.mentions[at - 1])?.kind === 'dateCompare'
    );
  });
  const left = compared?.mentions[0];
  if (!left) return undefined;
  const motion = motionAt(c, c.ms.indexOf(left));
  if (motion) return motion.means;
  if (left.kind === 'words' && !left.rule) {
    const labels = left.lex.flatMap((l) => {
      if (l.kind !== 'property') return [];
      const p = c.vocabulary.ido(l.ido).property(l.property);
      return p?.type === 'date' ? [p.label] : [];
    });
    if (labels.length > 0) return labels;
  }
  return [said(left)];
}

/**
 * "quantity received per warehouse in the last 60 days": a breakdown said between the verb and
 * its period ("per warehouse", "by vendor"), and the "in" / "during" that opens the period,
 * say how the answer is split and that a period follows, not which date it is; the verb before
 * them still names the date (the received date). Only a group word with the property or the
 * records it names, and the link word right before the date.
 */
function splitBeforeDate(c: ReaderContext, j: number, k: number): boolean {
  const m = c.ms[j];
  if (m.kind !== 'words') return false;
  if (m.rule?.kind === 'link' && m.rule.word === 'in') return j === k - 1;
  const grouped = (at: number): boolean => {
    const g = c.ms[at];
    return g?.kind === 'words' && g.rule?.kind === 'group';
  };
  if (m.rule?.kind === 'group') return true;
  // "per vendor": the group word names a property or records of their own (the vendor).
  // Not words that name a date themselves: "top 5 items by quantity shipped this year" ranks by
  // the shipped quantity, and "shipped" names the date of the period.
  const named =
    !m.rule &&
    m.lex.length > 0 &&
    m.lex.every((l) => l.kind === 'property' || l.kind === 'ido') &&
    !said(m)
      .split(/\s+/)
      .some((w) => namesSomeDate(w, c.vocabulary));
  return named && grouped(j - 1);
}

/**
 * A value ("Evergreen Fasteners Co") or the word joining it ("from") right after a verb, as in
 * "received from Evergreen Fasteners Co in October": whom the deed was done with, said between
 * the verb and its date; the verb still names which date.
 */
function whomOfDeedBefore(c: ReaderContext, j: number): boolean {
  const isValue = (m: Mention | undefined): boolean =>
    m?.kind === 'words' && !m.rule && m.lex.length > 0 && m.lex.every((l) => l.kind === 'value');
  const joins = (m: Mention | undefined): boolean => /^(?:from|to|by|with)$/i.test(m?.text ?? '');
  const verb = (at: number): boolean => {
    const v = c.ms[at];
    return at >= 0 && (v.kind === 'words' || v.kind === 'unknown') && !namesThing(v);
  };
  // "shipped out of EAST this month": "out of" joins the place as "from" does; the verb stands
  // before "out", and names a date itself ("went out of SOUTH" names none: which records went
  // out, and when, stays for the phrase of motion to say).
  const outOf = (at: number): boolean =>
    /^of$/i.test(c.ms[at]?.text ?? '') &&
    /^out$/i.test(c.ms[at - 1]?.text ?? '') &&
    namesSomeDate(c.ms[at - 2]?.text ?? '', c.vocabulary);
  const joinsAt = (at: number): boolean => joins(c.ms[at]) || outOf(at);
  const verbBefore = (at: number): boolean => verb(outOf(at) ? at - 2 : at - 1);
  const m = c.ms[j];
  if (isValue(m)) return joinsAt(j - 1) && verbBefore(j - 1);
  if (joinsAt(j)) return isValue(c.ms[j + 1]) && verbBefore(j);
  if (outOf(j + 1)) return isValue(c.ms[j + 2]) && verb(j - 1);
  return false;
}

/** A noun naming records ("jobs", "invoices"): it names what is asked about, not which date. */
function namesThing(m: Mention): boolean {
  return m.kind === 'words' && m.lex.some((l) => l.kind === 'ido');
}

export function onDate(
  c: ReaderContext,
  k: number,
  given: ComparisonOperator | undefined,
  /** The comparison was a word of dates ("before", "since"), not of amounts ("more than"). */
  comparedBy?: 'since' | 'dated',
): void {
  let op = given;
  const m = c.ms[k];
  if (m.kind !== 'date') return;
  // "due before the end of the year": a period ends when its last day does, so what falls on
  // that day is before its end (as "by the end of" says). "Before the last day of the month"
  // names the day itself, and stays before it.
  if (op === '<' && m.date.edge === 'end' && !/\bday\b/i.test(m.text)) op = '<=';
  // "from March 1 to March 31" reads as a range.
  const to = c.ms[k + 1];
  // "from the 1st to the 15th of October": "the" before the second date is filler.
  const secondAt = c.isSkippable(c.ms[k + 2]) ? k + 3 : k + 2;
  const second = c.ms[secondAt];
  let until: DateReading | undefined;
  const extra: Mention[] = [];
  // "from March through May", "March thru May", "from March until May" likewise.
  if (
    !op &&
    (to?.kind === 'words' || to?.kind === 'unknown') &&
    /^(?:to|through|thru|till|until)$/i.test(to.text) &&
    second?.kind === 'date'
  ) {
    until = second.date;
    extra.push(...c.ms.slice(k + 1, secondAt + 1));
  }
  const property = c.takeLastProperty(k, 'date');
  // "due by the end of the year", "shipped by Friday": a date property's words that end in "by"
  // hold the comparison "by" makes before a date (on or before it), as "by" alone does.
  if (!op && !until && property && /\sby$/i.test(property.text.trim())) op = '<=';
  // "orders placed by Monday": a link phrase ending in "by" ("placed by" a person) before a
  // date is the same comparison.
  const link = c.ms[k - 1];
  if (
    !op &&
    !until &&
    link?.kind === 'words' &&
    link.rule?.kind === 'link' &&
    /\sby$/i.test(link.text.trim())
  ) {
    c.use(link);
    op = '<=';
  }
  // "invoices from the beginning of the year": from the first day of a period on, not on it.
  let b = k - 1;
  while (b > 0 && c.isSkippable(c.ms[b])) b -= 1;
  const before = c.ms[b];
  if (!op && !until && m.date.edge === 'start' && before && /^from$/i.test(before.text.trim()))
    op = '>=';
  // "due from today on", "from December onwards": from that day (or the period's first) on,
  // not on it alone; the closing word says the range is open.
  const onward = c.ms[k + 1];
  // "due from now" alone says the same: "now" is a moment, the start of what follows it.
  const onwardWord = onward && /^(?:on|onwards?|forwards?)$/i.test(onward.text.trim());
  if (
    !op &&
    !until &&
    before &&
    /^from$/i.test(before.text.trim()) &&
    (onwardWord || /^now$/i.test(m.text.trim()))
  ) {
    op = '>=';
    if (onwardWord) extra.push(onward);
  }
  const named: ReturnType<typeof dateVerbBefore> = property
    ? { verbs: [], negation: {} }
    : dateVerbBefore(c, k, until ? secondAt : k);
  const { verbs, verb, negation, meant } = named;
  const event = eventDateNamed(c.ms, c.vocabulary);
  const figure = figureDateNamed(c.ms, c.vocabulary);
  // "open POs as of last Friday": the records' state on a past day, which the catalog does not
  // keep (only today's); reading the day as one of their dates is a guess.
  // "as of the end of Q3": an article may stand between "of" and the date.
  const article = /^the$/i.test(c.ms[k - 1]?.text.trim() ?? '') ? 1 : 0;
  const saidAsOf =
    /^of$/i.test(c.ms[k - 1 - article]?.text.trim() ?? '') &&
    /^as$/i.test(c.ms[k - 2 - article]?.text.trim() ?? '');
  const now = m.date.range.from === c.today && m.date.range.to === c.today;
  if (saidAsOf && now && !property && !until) {
    // "open orders as of today": their state now, which is what the records hold; no date.
    c.use(m, ...c.ms.slice(k - 2 - article, k));
    return;
  }
  // "jobs due as of today": by today, or on it? A date the records hold, named before "as of",
  // is compared to the day in a way nothing said.
  const asOf = saidAsOf && (!now || property !== undefined);
  c.addCondition(k, [m, ...extra, ...(property ? [property] : []), ...(verb ? [verb] : [])], (d) =>
    dateCondition(
      {
        ...d,
        preferPrimary: property === undefined,
        ...negation,
        ...(asOf ? { certainty: 0.45 } : {}),
      },
      {
        reading: m.date,
        op,
        until,
        ...(comparedBy === 'since' ? { since: c.today } : {}),
        ...(comparedBy ? { dated: true } : {}),
        ...(event ? { eventDate: event } : {}),
        ...(figure ? { figureDate: figure } : {}),
        property,
        verbs,
        verb: verb ? deedSaid(verb) : undefined,
        ...(meant ? { meant } : {}),
        ...(named.event ? { event: true } : {}),
        // "did we …", and a ranking by what was sold, bought or spent: something done. So is an
        // amount named by a word of records whose usual date looks back ("sales": the orders'
        // amount, booked on their order date), wherever the answer's records are.
        past: c.ms.slice(0, k).some(didOrHad),
        // So is something that "will" be done ("how many will we sell next year"): the
        // event's own date, not a date the records are due on, as for "did".
        done: c.ms
          .slice(0, k)
          .some(
            (x, i) =>
              didOrHad(x) ||
              futureAuxiliary(c.ms, i) ||
              (ruleOf(x)?.kind === 'rank' && /\b(?:sold|bought|spent)\b/i.test(x.text)) ||
              amountOfPastRecords(x, c.vocabulary),
          ),
      },
    ),
  );
}

/**
 * "did", "had": the question is about something done. Also inside a fixed phrase ("what did we
 * spend", "how much did we pay" are read whole, as a sum), which says the same.
 */
function didOrHad(x: Mention): boolean {
  return /^(did|had)$/i.test(x.text) || (ruleOf(x) !== undefined && /\b(did|had)\b/i.test(x.text));
}

/** Verbs of trade whose events are booked when they happen ("sell": on the order date). */
const BOOKED_VERBS = /^(sell|buy|purchase|order|spend|earn|invoice|bill|book)$/;

/**
 * "will we sell", "we'll buy", "are we going to order", "expect to sell": a verb of trade in
 * the future, an event that has not happened (a forecast), not what is already scheduled ("PO
 * lines expected to arrive this week" are the ones due then).
 */
function futureAuxiliary(ms: readonly Mention[], i: number): boolean {
  const text = ms[i].text.toLowerCase();
  const auxiliary =
    /^(will|shall|gonna)$/.test(text) ||
    /^\w+['\u2019]ll$/.test(text) ||
    (/^(going|expect|expecting|plan|planning|forecast|project|anticipate|likely)$/.test(text) &&
      ms[i + 1]?.text.toLowerCase() === 'to');
  if (!auxiliary) return false;
  return ms.slice(i + 1, i + 5).some((x) =>
    x.text
      .toLowerCase()
      .split(/\s+/)
      .some((w) => BOOKED_VERBS.test(w)),
  );
}

/**
 * A span naming only properties, among them an amount of an IDO whose usual date looks back
 * ("sales", "revenue": the order's amount, on its order date): an amount of what was done.
 */
function amountOfPastRecords(m: Mention, vocabulary: Vocabulary): boolean {
  if (m.kind !== 'words' || m.rule || m.lex.length === 0) return false;
  if (!m.lex.every((l) => l.kind === 'property')) return false;
  return m.lex.some((l) => {
    if (l.kind !== 'property') return false;
    const profile = vocabulary.profile(l.ido);
    const p = vocabulary.ido(l.ido).property(l.property);
    return p?.unit === 'currency' && profile.date !== undefined && profile.looksBack(profile.date);
  });
}

export function onNumber(c: ReaderContext, k: number): void {
  const m = c.ms[k];
  if (m.kind !== 'number') return;
  const nextIndex = c.next(k);
  const next = c.ms[nextIndex];
  const unit = m.number.unit;
  // "from $1,000 to $5,000", "1000-2000": a range.
  const to = c.ms[k + 1];
  const end = c.ms[k + 2];
  if (to?.kind === 'words' && to.text.toLowerCase() === 'to' && end?.kind === 'number') {
    const property = c.takeLastProperty(k, 'numeric');
    const rangeUnit = unit ?? end.number.unit;
    c.addCondition(k, [m, to, end, ...(property ? [property] : [])], (d) =>
      compareCondition(
        { ...d, preferPrimary: property === undefined },
        {
          op: 'between',
          value: m.number.value,
          high: end.number.value,
          unit: rangeUnit,
          currency: m.number.currencyCode ?? end.number.currencyCode,
          property,
        },
      ),
    );
    return;
  }
  // "10 or more", "60+"
  const postfix = ruleOf(next);
  if (postfix?.kind === 'compare' && postfix.postfix) {
    const after = c.ms[c.next(nextIndex, true)];
    let property = c.takeLastProperty(k, 'numeric');
    if (!property && c.isPropertyMention(after, 'numeric') && !c.isEntity(after)) property = after;
    // "vendors with 2 or more POs", "POs with 3 or more lines": a plain number before a noun of
    // records counts them; no amount of theirs is compared. Left unread (refused).
    // "5 or more open POs": states before the noun describe the records counted.
    let noun = c.next(nextIndex, true);
    while (
      noun < c.ms.length &&
      !c.isEntity(c.ms[noun]) &&
      c.ms[noun].kind === 'words' &&
      (c.ms[noun] as WordsMention).lex.some((l) => l.kind === 'enum')
    )
      noun += 1;
    if (!property && !unit && !m.number.currencyCode && c.isEntity(c.ms[noun])) return;
    c.addCondition(k, [m, next, ...(property ? [property] : [])], (d) =>
      compareCondition(
        { ...d, preferPrimary: property === undefined },
        { op: postfix.op, value: m.number.value, unit, currency: m.number.currencyCode, property },
      ),
    );
    return;
  }
  // "30 days overdue", "10 days late"
  if (
    unit === 'days' &&
    c.isPropertyMention(next, 'numeric') &&
    c.propertyMeanings(next).some((p) => p.unit === 'days')
  ) {
    const property = next;
    c.addCondition(k, [m, property], (d) =>
      compareCondition(d, {
        op: '>=',
        value: m.number.value,
        unit,
        currency: m.number.currencyCode,
        property,
      }),
    );
    return;
  }
  // "SLCustomers CreditHold 1", "orders with CreditHold 0": a number right after a column of
  // coded values that stores that number as one of its codes is that code, as "CreditHold = 1"
  // is; read as nothing, the answer listed every record.
  if (storedCodeAfterColumn(c, k)) return;
  // "line 2", "quantity 100": a property right before.
  const before = countsRecords(c, k) ? undefined : c.takeLastProperty(k, 'numeric');
  if (before) {
    // "lines late 2 weeks", "POs overdue by 10 days": a count of days past a date, said before
    // its number of days, is late by at least that many, as "2 weeks late" is; the same number
    // of days exactly (one day's records) is an answer nobody asks for.
    const daysPast =
      unit === 'days' &&
      c.propertyMeanings(before).length > 0 &&
      c.propertyMeanings(before).every((p) => p.derived?.kind === 'daysPast');
    c.addCondition(k, [m, before], (d) =>
      compareCondition(d, {
        op: daysPast ? '>=' : '=',
        value: m.number.value,
        unit,
        property: before,
      }),
    );
    return;
  }
  // "items with zero qty on hand", "customers with a 0 balance": a number said right before a
  // numeric property the records are said to have is that property's value.
  if (
    (unit === undefined || unit === 'quantity') &&
    HAVING.has(c.linkBefore(k) ?? '') &&
    nextIndex === k + 1 &&
    c.isPropertyMention(next, 'numeric') &&
    !c.isEntity(next)
  ) {
    const property = next;
    c.addCondition(k, [m, property], (d) =>
      compareCondition(d, { op: '=', value: m.number.value, unit, property }),
    );
    return;
  }
  // "show 5 open POs": how many records — not "more than 5 lines", a count left unread.
  if (
    !unit &&
    Number.isInteger(m.number.value) &&
    m.number.value > 0 &&
    ruleOf(c.ms[k - 1])?.kind !== 'compare' &&
    // "POs with 2 lines": how many related records each has, not how many to show.
    !HAVING.has(c.linkBefore(k) ?? '')
  ) {
    // "the 5 worst overdue invoices": "worst" between the number and the records (worst-first.ts).
    const worstAfter = isWorst(c.ms[nextIndex]) && lateBefore(c, nextIndex + 1);
    let j = worstAfter ? c.next(nextIndex) : nextIndex;
    while (
      j < c.ms.length &&
      c.ms[j].kind === 'words' &&
      !c.isEntity(c.ms[j]) &&
      // "3 Texas customers", "5 MAIN stock rows": a known value of the records (a state, a
      // warehouse) may describe them between the count and the noun, as a state word does.
      (c.ms[j] as WordsMention).lex.some(
        (l) => l.kind === 'enum' || l.kind === 'property' || l.kind === 'value',
      )
    )
      j += 1;
    // "items we buy from two vendors", "customers with only one order": after the records asked
    // about were named, a number before a noun of other records counts those, not the answer.
    const asked = c.r.entities.find((e) => !e.label);
    const other =
      asked !== undefined &&
      asked.mention.end <= m.start &&
      c.isEntity(c.ms[j]) &&
      !(c.ms[j] as WordsMention).lex.some((l) => l.kind === 'ido' && l.ido === asked.ido);
    // "the 3 warehouse rows with the most on hand": a plain noun of records after the words
    // describing them names the records as the catalog's noun does.
    const recordsNoun = j > nextIndex && RECORD_NOUNS.test(c.ms[j]?.text.trim() ?? '');
    if (!other && (c.isEntity(c.ms[j]) || recordsNoun || ranksGroupsOf(c, nextIndex))) {
      c.r.limit = m.number.value;
      c.use(m);
      if (worstAfter) c.use(c.ms[nextIndex]);
      else if (isWorst(c.ms[k - 1]) && lateBefore(c, nextIndex)) c.use(c.ms[k - 1]);
    }
  }
}

/** Reads a number right after an enum column whose codes include it as that code. */
function storedCodeAfterColumn(c: ReaderContext, k: number): boolean {
  const m = c.ms[k];
  const column = c.ms[k - 1];
  if (m.kind !== 'number' || m.number.unit || column?.kind !== 'words') return false;
  // Only the column's own name: a word that is also one of its states ("credit hold": on hold)
  // was read as that state already.
  if (c.isEntity(column) || column.lex.some((l) => l.kind !== 'property')) return false;
  const code = String(m.number.value);
  const props = c.propertyMeanings(column);
  const isCode = (p: (typeof props)[number]): boolean =>
    p.type === 'enum' && (p.enumValues ?? []).some((v) => v.value === code);
  if (props.length === 0 || !props.every(isCode)) return false;
  // Named alone, the column may have been taken as a sort ("SLCustomers CreditHold"); the code
  // after it says which records, so the condition is read either way.
  c.use(column);
  c.addCondition(k, [m, column], (d) => textCondition(d, column, code));
  return true;
}

/**
 * "which 3 product lines have the fewest items": a number before a property whose values group
 * the records (a code, a name), in a question that ranks, counts the groups wanted, as it
 * counts the records before a noun ("which 4 vendors have the most POs").
 */
function ranksGroupsOf(c: ReaderContext, j: number): boolean {
  const named = c.ms[j];
  if (!c.isPropertyMention(named, 'string')) return false;
  if (c.propertyMeanings(named).some((p) => isNumeric(p) || p.type === 'date')) return false;
  return c.ms.slice(j + 1).some((x) => ruleOf(x)?.kind === 'rank');
}

/**
 * "the 5 biggest orders", "10 open invoices": a whole number right before a superlative or a
 * noun of records says how many records, not a value of the amount said before it ("total of
 * the 5 biggest orders" is no total equal to 5).
 */
export function countsRecords(c: ReaderContext, at: number): boolean {
  const n = c.ms[at];
  if (n?.kind !== 'number' || n.number.unit || !Number.isInteger(n.number.value)) return false;
  const next = c.ms[c.next(at)];
  return ruleOf(next)?.kind === 'rank' || c.isEntity(next);
}

export function onLike(
  c: ReaderContext,
  k: number,
  m: WordsMention,
  mode: 'contains' | 'prefix' | 'suffix' | 'named',
): void {
  // The very next word, even "a": "names starting with A".
  const target = c.ms[k + 1];
  if (!target) return;
  // "jobs ending in the next 4 weeks": an article before a span of time is the span's, and
  // "ending in" the verb of a date the records keep (End Date, as in "ending in December"),
  // not text that ends in "the". A verb naming no date is left unread.
  if (
    target.kind === 'words' &&
    /^(?:the|a|an)$/i.test(target.text.trim()) &&
    c.ms[k + 2]?.kind === 'date'
  ) {
    c.use(target);
    if (namesSomeDate(m.text.trim().split(/\s+/)[0], c.vocabulary)) c.use(m);
    return;
  }
  if (mode === 'named' && target.kind === 'words' && target.lex.some((l) => l.kind === 'value')) {
    c.use(m);
    return;
  }
  // "POs containing IT-10045", "orders that include IT-10000": a record the catalog knows by
  // that very value (an item) is what the records hold through a relation (their lines), not
  // text inside the answer's own number. A word that only stands for a code ("steel" for the
  // product line STL) is the text itself: "items containing steel" say it in their description.
  if (
    mode === 'contains' &&
    target.kind === 'words' &&
    target.lex.some((l) => l.kind === 'value' && l.match !== 'prefix' && l.match !== 'alias')
  ) {
    c.use(m);
    return;
  }
  // "POs that include parts", "orders that include obsolete parts": records named (a noun of
  // the catalog), or a state of theirs before their noun, are what the records hold through a
  // relation, as a known value is; a text match on the word "parts" or "obsolete" in some name
  // answers another question (at best nothing, read as "no such record").
  // Not after a text property set aside for it ("whose name contains parts"): that is text.
  // Only verbs of holding ("include", "contain"), not of resembling ("like", "matching").
  const textNamed = c.lastProperty !== undefined && k - c.lastProperty.index <= 2;
  if (
    mode === 'contains' &&
    HOLDING_VERB.test(m.text.trim()) &&
    target.kind === 'words' &&
    !textNamed &&
    containsRecordsAt(c, k + 1)
  ) {
    c.use(m);
    return;
  }
  let text: string | undefined;
  if (target.kind === 'quoted') text = target.quoted;
  else if (target.kind === 'unknown' || target.kind === 'code') text = target.text;
  else if (
    target.kind === 'words' &&
    (mode !== 'contains' || target.lex.length > 0 || !target.rule)
  )
    text = target.text;
  if (!text) return;
  // "items like seal kit": the words right after it that nothing else reads are the rest of
  // the text, not words to drop.
  const rest = textRunAfter(c, k + 1, target);
  if (rest.length > 0) text = [text, ...rest.map((r) => r.text)].join(' ');
  const whole = text;
  const property = c.takeLastProperty(k, 'string');
  c.addCondition(k, [m, target, ...rest, ...(property ? [property] : [])], (d) =>
    likeCondition(d, mode, whole, property),
  );
}

/** Verbs that say the records hold others ("that include", "containing"). */
const HOLDING_VERB = /^(?:that\s+|which\s+)?(?:includ|contain)(?:e|es|ing|s)?$/i;

/**
 * Whether the words at `at` name records of the catalog: a noun of an IDO, or states of theirs
 * (an enum's values, "obsolete", "purchased") with only such words up to the noun.
 */
function containsRecordsAt(c: ReaderContext, at: number): boolean {
  for (let j = at; j < c.ms.length; j = c.next(j)) {
    const x = c.ms[j];
    // A word read as a noun only by correcting a typo ("seal" for "sale") may be the text.
    if (x?.typos) return false;
    if (c.isEntity(x)) return true;
    if (x?.kind !== 'words' || x.rule || !x.lex.some((l) => l.kind === 'enum')) return false;
  }
  return false;
}

/** The words not understood that follow a text to match, each right after the one before. */
function textRunAfter(c: ReaderContext, at: number, first: Mention): Mention[] {
  if (first.kind !== 'unknown' && first.kind !== 'words') return [];
  const run: Mention[] = [];
  let last = first;
  for (let j = at + 1; j < c.ms.length; j += 1) {
    const next = c.ms[j];
    if (next?.kind !== 'unknown' || next.start !== last.end) break;
    run.push(next);
    last = next;
  }
  return run;
}

/**
 * The right side of a comparison split around its first quantity ("more <operand> … than <right>"):
 * "than" within a few words after the operand, then a numeric property. The words between are
 * taken with it ("to customer orders", "is"), since they only say where the first quantity goes;
 * a value, number or date among them is a condition of its own, and then this is not the shape.
 */
function splitComparison(
  c: ReaderContext,
  operandAt: number,
): { right: WordsMention; mentions: Mention[] } | undefined {
  for (let t = operandAt + 1; t < c.ms.length && t <= operandAt + 5; t += 1) {
    const than = c.ms[t];
    if (!than) return undefined;
    // A value, number or date in between is a condition of its own: not this shape.
    if (than.kind !== 'words' && than.kind !== 'unknown') return undefined;
    if (than.kind === 'words' && than.lex.some((l) => l.kind === 'value' || l.kind === 'enum'))
      return undefined;
    if (than.text.toLowerCase() !== 'than') continue;
    const r = c.next(t);
    const right = c.ms[r];
    if (!c.isPropertyMention(right, 'numeric')) return undefined;
    return { right, mentions: c.ms.slice(operandAt + 1, r + 1) };
  }
  return undefined;
}

/** Words that point at some other one of a kind without naming it ("another site"). */
const UNNAMED_OTHER = /^(?:another|other)$/i;

/**
 * After a state in the past ("transferred"), "from another <noun of a property>" (optionally
 * after a particle: "in from"): the state's source, said as some other place of a
 * kind with no value of it named. Nothing there narrows the records — the state already says
 * they came from elsewhere — so the words are the state's own. Returns them, or none when a
 * value is named ("from another site, EAST"), the noun names no property, or the state is no
 * participle nor the verb of a clause after "we".
 */
function unnamedSourceAfter(c: ReaderContext, k: number, state: WordsMention): Mention[] {
  // "items we transfer in from other sites": the verb of a clause about the records says the
  // same state as its participle does.
  const ours = /^we$/i.test(c.ms[k - 1]?.text.trim() ?? '');
  if (!/[a-z](?:ed|en)$/i.test(state.text.trim()) && !ours) return [];
  const words: Mention[] = [];
  let j = k + 1;
  // At most a particle and "from": "transferred in from".
  while (j < c.ms.length && j <= k + 2 && ruleOf(c.ms[j])?.kind === 'link') {
    words.push(c.ms[j]);
    j += 1;
  }
  if (!words.some((w) => /^from$/i.test(w.text.trim()))) return [];
  while (j < c.ms.length && isFiller(c.ms[j])) j += 1;
  const other = c.ms[j];
  if (!other || !UNNAMED_OTHER.test(other.text.trim()) || c.r.used.has(other)) return [];
  const noun = c.ms[j + 1];
  const namesKind =
    noun?.kind === 'words' &&
    !noun.rule &&
    noun.lex.length > 0 &&
    noun.lex.every((l) => l.kind === 'property');
  if (!namesKind || c.r.used.has(noun)) return [];
  // A value right after the noun names the place: then it is a condition of its own.
  const after = c.ms[j + 2];
  if (after?.kind === 'words' && after.lex.some((l) => l.kind === 'value')) return [];
  if (after?.kind === 'code' || after?.kind === 'quoted') return [];
  return [...words, other, noun];
}
