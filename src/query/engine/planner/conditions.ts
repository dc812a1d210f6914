/**
 * Conditions as the clause reader finds them, before it is known which IDO they apply to. Each
 * knows how to become a filter on any IDO that can carry it ("over $10K" is PoCost on
 * purchase orders, Amount on invoices), so the planner can place it on the main IDO or on a
 * related one ("vendors in Texas" seen from purchase orders).
 */
import type { PropertyDefinition } from '../../../erp/catalog/catalog.types';
import { parseFilter } from '../../../erp/filter/filter-parser';
import { ComparisonOperator, f, FilterNode } from '../../../erp/load-request';
import type { LexMeaning, Mention, WordsMention } from '../engine.types';
import type { PropertyComparison } from '../lexicon/phrase-rules';
import { MAKING_WORDS, PAST_DATE_WORDS } from '../lexicon/ido-profile';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { DateReading } from '../recognizers/date-recognizer';
import type { NumberUnit } from '../recognizers/number-recognizer';
import { writtenShort } from '../text/shorthand';
import { stem } from '../text/stem';
import { conjuncts, negate, oneOf } from './filter-tools';

export interface Built {
  node: FilterNode;
  /** Properties of the IDO the filter reads. */
  properties: string[];
  notes?: string[];
  /** Below 1 when the words matched loosely on this IDO (a name prefix, several names). */
  certainty?: number;
  /** A date condition on the date a verb before it names ("ordered" → Order Date). */
  namedDate?: boolean;
  /**
   * A date condition said by a phrase of motion ("went out") on the date of this IDO the phrase
   * means (shipped: its ship date), not on its usual date standing in for it.
   */
  dateOfMotion?: boolean;
}

export interface Condition {
  /** Mentions this condition consumed (for coverage and anchoring). */
  mentions: Mention[];
  negated: boolean;
  /** Token position, to find the noun the condition describes. */
  at: number;
  /** Bare amounts and dates: the main IDO first, whatever noun is nearby. */
  preferPrimary: boolean;
  /** Conditions sharing a number were joined by "or". */
  orGroup?: number;
  /** IDO of the noun the condition describes, set by the planner. */
  anchor?: string;
  /** How much the reading is a guess (1 sure); multiplies the confidence when used. */
  certainty: number;
  /**
   * Placed on a related IDO, the relation itself is negated ("vendors with no open POs" is
   * NOT IN the vendors of open POs, not IN the vendors of other POs).
   */
  relationNegated?: boolean;
  /**
   * "vendors we have not ordered from this year": the negation was said of the verb naming a
   * relation. On a related IDO the relation is negated (relationNegated); placed on the main
   * IDO itself, the condition is ("POs not bought from Acme Steel Corp").
   */
  negatedIfLocal?: boolean;
  /** Negated by "never": said of events (related records), not of a state of the records. */
  neverNegated?: boolean;
  /**
   * The negation words this condition took ("not", "without", "never"), negated or turned into
   * a positive reading ("not yet received": still to come): the answer keeps the negation only
   * if the condition is placed.
   */
  negatedBy?: Mention[];
  /**
   * The filter on `ido`, or undefined when `ido` cannot carry it. `loose`: a last resort after
   * no IDO could carry it as written ("worth" names an amount on another IDO: take this one's).
   */
  build(ido: string, vocabulary: Vocabulary, loose?: boolean): Built | undefined;
}

type Draft = Omit<Condition, 'build' | 'negated' | 'preferPrimary' | 'certainty'> &
  Partial<Pick<Condition, 'negated' | 'preferPrimary' | 'certainty'>>;

export type ConditionDraft = Draft;

type Builder = (
  ido: string,
  vocabulary: Vocabulary,
  loose: boolean,
  /** Whether the condition will be negated (a few readings differ under "not"). */
  negated: boolean,
) => Built | undefined;

function condition(draft: Draft, build: Builder): Condition {
  return {
    negated: false,
    preferPrimary: false,
    certainty: 1,
    ...draft,
    build(ido, vocabulary, loose) {
      const built = build(ido, vocabulary, loose === true, this.negated);
      if (!built) return undefined;
      return this.negated
        ? { ...built, node: negatedWithEmpty(built.node, ido, vocabulary) }
        : built;
    },
  };
}

const isNumeric = (p: PropertyDefinition): boolean => p.type === 'integer' || p.type === 'decimal';

/**
 * "customers not in the USA": a record whose country is not recorded is not in the USA either,
 * so the negation of a value on a property that may be empty keeps the empty ones (in SQL a
 * NULL is neither equal nor unequal to anything).
 */
function negatedWithEmpty(node: FilterNode, ido: string, vocabulary: Vocabulary): FilterNode {
  const negated = negate(node);
  const name =
    node.kind === 'compare' && node.op === '=' && node.left.kind === 'property'
      ? node.left.name
      : (node.kind === 'in' || node.kind === 'like') && !node.negated
        ? node.target.name
        : undefined;
  const prop = name === undefined ? undefined : vocabulary.ido(ido).property(name);
  return prop?.nullable ? (f.or(negated, f.isNull(prop.name)) ?? negated) : negated;
}

/** Property meanings of a mention on one IDO. */
export function propertiesOn(
  mention: WordsMention | undefined,
  ido: string,
  vocabulary: Vocabulary,
): PropertyDefinition[] {
  if (!mention) return [];
  const catalogIdo = vocabulary.ido(ido);
  return mention.lex
    .filter(
      (m): m is Extract<LexMeaning, { kind: 'property' }> => m.kind === 'property' && m.ido === ido,
    )
    .map((m) => catalogIdo.property(m.property))
    .filter((p): p is PropertyDefinition => p !== undefined);
}

/**
 * "open" on an IDO without an open status but with a balance (invoices, bills): those with some
 * balance left, the same meaning the word has for statuses — not yet settled.
 */
function openByBalance(
  mention: WordsMention,
  ido: string,
  vocabulary: Vocabulary,
): Built | undefined {
  // The general word only: "open", or a word several IDOs use for their open records. A word
  // one IDO uses for its own open state ("building" jobs) says nothing about balances.
  const openOn = new Set(
    mention.lex
      .filter((l) => l.kind === 'enum' && l.group && l.label.toLowerCase() === 'open')
      .map((l) => l.ido),
  );
  const open =
    openOn.size >= 2 ||
    (mention.text.toLowerCase() === 'open' && mention.lex.some((l) => l.kind === 'enum'));
  if (!open) return undefined;
  const balance = vocabulary.propertyNamed(ido, ['balance']);
  if (!balance || (balance.type !== 'decimal' && balance.type !== 'integer')) return undefined;
  return { node: f.cmp(balance.name, '>', 0), properties: [balance.name] };
}

/** A status word: "open", "on hold", "paid". Exact values win over named groups ("closed" = C). */
export function enumCondition(draft: Draft, mention: WordsMention): Condition {
  return condition(draft, (ido, vocabulary, _loose, negated) => {
    const meanings = mention.lex.filter(
      (m): m is Extract<LexMeaning, { kind: 'enum' }> => m.kind === 'enum' && m.ido === ido,
    );
    if (meanings.length === 0) return openByBalance(mention, ido, vocabulary);
    const exact = meanings.filter((m) => !m.group);
    const chosen = exact.length > 0 ? exact[0] : meanings[0];
    // "POs that were never received", "items never received": no record of theirs in the
    // state, nor past it, nor with some of it done. A state with later ones that is also a
    // quantity of the records ("received") says it best: none of it at all.
    const denied = draft.relationNegated === true || draft.neverNegated === true;
    if (denied && !negated && passedValues(chosen, ido, vocabulary) !== chosen.values) {
      const quantity = propertiesOn(mention, ido, vocabulary).find(isNumeric);
      if (quantity) return { node: f.cmp(quantity.name, '>', 0), properties: [quantity.name] };
    }
    const values = negated ? passedValues(chosen, ido, vocabulary) : chosen.values;
    return { node: oneOf(chosen.property, values), properties: [chosen.property] };
  });
}

/**
 * "jobs not released yet", "POs not ordered yet": records still before the state. A finished
 * state is negated as by "not" (every later status is finished too). A state inside a named
 * group of several ("Open": firm and released) is the group's other values: a record past the
 * group (complete, history) went through the state. Any other state ("not stopped yet") says
 * nothing of which statuses come before it: negated alone, as a guess.
 */
export function notYetCondition(draft: Draft, mention: WordsMention): Condition {
  return condition(draft, (ido, vocabulary) => {
    const meanings = mention.lex.filter(
      (m): m is Extract<LexMeaning, { kind: 'enum' }> => m.kind === 'enum' && m.ido === ido,
    );
    if (meanings.length === 0) return undefined;
    const exact = meanings.filter((m) => !m.group);
    const chosen = exact.length > 0 ? exact[0] : meanings[0];
    const done = doneValues(chosen, ido, vocabulary);
    const negatedAlone = {
      node: negatedWithEmpty(oneOf(chosen.property, done), ido, vocabulary),
      properties: [chosen.property],
    };
    if (chosen.group || chosen.values.length !== 1 || done !== chosen.values) return negatedAlone;
    const prop = vocabulary.ido(ido).property(chosen.property);
    const groups = (prop?.enumGroups ?? []).filter(
      (g) => g.values.length > 1 && g.values.includes(chosen.values[0]),
    );
    if (groups.length !== 1) return { ...negatedAlone, certainty: 0.45 };
    // Only the states records are in before this one (earlier in the status's order): in a
    // group of finished states ("closed": filled, complete), the others come after it, and
    // "PO lines ready to be received" are not the complete ones.
    const order = (prop?.enumValues ?? []).map((v) => v.value);
    const at = order.indexOf(chosen.values[0]);
    const before = groups[0].values.filter((v) => {
      const i = order.indexOf(v);
      return v !== chosen.values[0] && i >= 0 && i < at;
    });
    if (before.length === 0) return { ...negatedAlone, certainty: 0.45 };
    return { node: oneOf(chosen.property, before), properties: [chosen.property] };
  });
}

/**
 * "jobs not complete yet", "POs not closed": a record moved on to history is complete too, so
 * the negation of a finished state leaves out every status of the group that shares its word
 * ("closed" names both Complete and the Closed group C, H). A state whose words no group shares
 * ("not firm") is negated alone.
 */
function doneValues(
  chosen: Extract<LexMeaning, { kind: 'enum' }>,
  ido: string,
  vocabulary: Vocabulary,
): readonly string[] {
  if (chosen.group || chosen.values.length !== 1) return chosen.values;
  const prop = vocabulary.ido(ido).property(chosen.property);
  const value = prop?.enumValues?.find((v) => v.value === chosen.values[0]);
  const words = new Set((value?.synonyms ?? []).map((w) => w.toLowerCase()));
  const groups = (prop?.enumGroups ?? []).filter(
    (g) =>
      g.values.includes(chosen.values[0]) &&
      [g.label, ...(g.synonyms ?? [])].some((w) => words.has(w.toLowerCase())),
  );
  return groups.length === 1 ? groups[0].values : chosen.values;
}

/**
 * The states "not" a state leaves out: those `doneValues` gives, and, for a state of the last
 * named group of several (the finished states: "Closed" = filled, complete) with later states
 * in that group, those too. "PO lines not received" (filled) are not the complete ones either,
 * which were received before they were closed: the answer is the lines still before it.
 */
function passedValues(
  chosen: Extract<LexMeaning, { kind: 'enum' }>,
  ido: string,
  vocabulary: Vocabulary,
): readonly string[] {
  const done = doneValues(chosen, ido, vocabulary);
  if (done !== chosen.values || chosen.values.length !== 1) return done;
  return statesFrom(ido, chosen.property, chosen.values[0], vocabulary) ?? done;
}

/**
 * `value` of `property` and the states after it, when it lies in the last named group of
 * several states (where records end up) with later states in it; undefined otherwise.
 */
export function statesFrom(
  ido: string,
  property: string,
  value: string,
  vocabulary: Vocabulary,
): readonly string[] | undefined {
  const prop = vocabulary.ido(ido).property(property);
  const order = (prop?.enumValues ?? []).map((v) => v.value);
  // The last states of the order, held together by one group: where records end up.
  const last = (prop?.enumGroups ?? []).filter(
    (g) =>
      g.values.length > 1 &&
      g.values.includes(value) &&
      order.slice(order.length - g.values.length).every((v) => g.values.includes(v)),
  );
  if (last.length !== 1) return undefined;
  const later = order.slice(order.indexOf(value));
  return later.length > 1 ? later : undefined;
}

/**
 * "overdue", "late", "past due": the derived days-past property above zero; on an IDO without
 * one (jobs, order lines), the same definition spelled out: still open and due before today.
 */
export function flagCondition(
  draft: Draft,
  mention: WordsMention,
  today: string,
  namedDate?: WordsMention,
): Condition {
  return condition(draft, (ido, vocabulary) => {
    const built = lateBy(ido, vocabulary, mention, today);
    if (!built) return undefined;
    // "jobs that started late", "orders placed late": the word before "late" names the date that
    // was late, another than the one "late" compares with today (the due date). Late against
    // its own schedule needs when it actually happened beside when it was planned, which the
    // records do not hold here: a guess.
    const dates = propertiesOn(namedDate, ido, vocabulary).filter((p) => p.type === 'date');
    const compared = built.dateProperty;
    if (dates.length === 0 || dates.some((p) => p.name === compared)) return built.built;
    return {
      ...built.built,
      certainty: 0.45,
      notes: [
        `"${namedDate?.text ?? ''} ${mention.text}" would compare when that happened with when it was planned; read as past ${compared}`,
      ],
    };
  });
}

/**
 * The records of `ido` that are late by the catalog's days-past property ("the 5 lines running
 * the latest": only late lines fill the cut); nothing where the records keep no such property.
 */
export function lateRecordsCondition(draft: Draft): Condition {
  return condition(draft, (ido, vocabulary) => {
    const late = vocabulary.profile(ido).daysPast;
    return late ? { node: f.cmp(late.name, '>', 0), properties: [late.name] } : undefined;
  });
}

/** The late records of `ido`, and the date "late" compares with today. */
function lateBy(
  ido: string,
  vocabulary: Vocabulary,
  mention: WordsMention,
  today: string,
): { built: Built; dateProperty: string } | undefined {
  const prop = propertiesOn(mention, ido, vocabulary).find((p) => p.derived?.kind === 'daysPast');
  if (prop?.derived?.kind === 'daysPast')
    return {
      built: { node: f.cmp(prop.name, '>', 0), properties: [prop.name] },
      dateProperty: prop.derived.dateProperty,
    };
  const profile = vocabulary.profile(ido);
  if (profile.daysPast) return undefined;
  const due = vocabulary.propertyNamed(ido, ['due date', 'due']);
  const open = openStates(ido, vocabulary);
  if (!due || due.type !== 'date' || !open) return undefined;
  return {
    built: {
      node: f.and(oneOf(open.property, open.values), f.cmp(due.name, '<', today)) as FilterNode,
      properties: [open.property, due.name],
    },
    dateProperty: due.name,
  };
}

/**
 * A known value ("Acme Steel Corp", "Dallas", "MAIN", "IT-10045"), optionally with the words
 * naming its property ("warehouse MAIN"). Several values (an ambiguous prefix) become IN.
 */
export function valueCondition(
  draft: Draft,
  meanings: readonly LexMeaning[],
  hint: WordsMention | undefined,
): Condition {
  return condition(draft, (ido, vocabulary) => {
    const values = meanings.filter(
      (m): m is Extract<LexMeaning, { kind: 'value' }> => m.kind === 'value' && m.ido === ido,
    );
    if (values.length === 0) return undefined;
    const hinted = propertiesOn(hint, ido, vocabulary).map((p) => p.name);
    const onHinted = values.filter((v) => hinted.includes(v.property));
    const candidates = onHinted.length > 0 ? onHinted : values;
    // Exact (or alias) matches before case-insensitive ones: "Paris" is the city Paris before
    // the customer code PARIS.
    const exact = candidates.filter((v) => v.match === 'exact' || v.match === 'alias');
    const usable = exact.length > 0 ? exact : candidates;
    const property = usable[0].property;
    const matched = usable.filter((v) => v.property === property);
    const chosen = [...new Set(matched.map((v) => v.value))].sort();
    const words = draft.mentions.map((m) => m.text).join(' ');
    // "European vendors": a region names each of its members the data holds, not one of them.
    const region = matched[0].region;
    if (chosen.length > 1 && region !== undefined && matched.every((v) => v.region === region)) {
      return {
        node: oneOf(property, chosen),
        properties: [property],
        notes: [`"${words}" (${region}) read as ${property} in (${chosen.join(', ')})`],
      };
    }
    if (chosen.length > 1) {
      // A word in lower case that only begins several names ("blue" of "Blue Ridge …") may
      // just as well be an ordinary word the catalog does not know (a colour): a guess.
      const ordinary = words === words.toLowerCase() && matched.every((v) => v.match === 'prefix');
      return {
        node: oneOf(property, chosen),
        properties: [property],
        notes: [
          `"${words}" is ambiguous: it matches ${chosen.length} values of ${property} (${chosen.join(', ')})`,
        ],
        certainty: ordinary ? 0.45 : 0.75,
      };
    }
    const prefix = matched.some((v) => v.match === 'prefix');
    return {
      node: oneOf(property, chosen),
      properties: [property],
      ...(prefix
        ? { notes: [`"${words}" read as ${property} '${chosen[0]}'`], certainty: 0.92 }
        : {}),
    };
  });
}

export interface Comparison {
  op: ComparisonOperator | 'between';
  value: number;
  high?: number;
  unit?: NumberUnit;
  /** ISO code of the currency the amount was written in ("$10K": USD). */
  currency?: string;
  /** The words naming the compared property, when the question names it. */
  property?: WordsMention;
  /** Or words of a fixed phrase naming it ("in stock" names the quantity on hand). */
  propertyWords?: readonly string[];
  /** Compared with another property ("on hand below reorder point"). */
  otherProperty?: WordsMention;
  /** The other property is the left side, its counterpart unnamed ("over-received"). */
  otherIsLeft?: boolean;
}

/** Which property a number without a named property is about. */
function defaultNumeric(
  ido: string,
  unit: NumberUnit | undefined,
  vocabulary: Vocabulary,
): PropertyDefinition | undefined {
  const profile = vocabulary.profile(ido);
  switch (unit) {
    case 'currency':
      return profile.amount;
    case 'days':
      return profile.daysPast;
    case 'quantity':
      return profile.quantity;
    case 'percent':
      return undefined;
    case undefined:
      return profile.amount ?? profile.quantity;
  }
}

/** "over $10K", "more than 2 weeks late", "credit limit at least 50000", "between 5 and 10". */
export function compareCondition(draft: Draft, c: Comparison): Condition {
  return condition(draft, (ido, vocabulary, loose) => {
    let prop: PropertyDefinition | undefined;
    if (c.property) {
      const candidates = propertiesOn(c.property, ido, vocabulary).filter(isNumeric);
      // "received more than 5 days after …": a number of days is no quantity received; with
      // no property counted in days there is none to compare.
      prop =
        candidates.find(
          (p) => c.unit === undefined || p.unit === undefined || p.unit === unitOf(c.unit),
        ) ?? (c.unit === 'days' ? undefined : candidates[0]);
      if (!prop && loose) {
        // The words name a property elsewhere ("worth" is a PO amount); use this IDO's of that kind.
        const named = c.property.lex.filter((l) => l.kind === 'property');
        const unit = named
          .map((l) => vocabulary.ido(l.ido).property(l.property)?.unit)
          .find((u) => u === 'currency' || u === 'quantity' || u === 'days');
        prop = defaultNumeric(ido, c.unit ?? unit, vocabulary);
      }
      if (!prop) return undefined;
    } else if (c.propertyWords) {
      prop = vocabulary.propertyNamed(ido, c.propertyWords);
      if (!prop) return undefined;
    } else if (c.otherProperty) {
      const right = propertiesOn(c.otherProperty, ido, vocabulary).filter(isNumeric)[0];
      if (!right) return undefined;
      const lefts = vocabulary
        .ido(ido)
        .properties.filter((p) => isNumeric(p) && p !== right && p.unit === right.unit);
      const left = lefts[0];
      if (!left) return undefined;
      // "short of the released qty": the amount compared is unnamed; with several of the kind,
      // taking the first is a guess.
      const op = c.op === 'between' ? '=' : c.op;
      return {
        node: c.otherIsLeft
          ? f.cmp(right.name, op, f.prop(left.name))
          : f.cmp(left.name, op, f.prop(right.name)),
        properties: c.otherIsLeft ? [right.name, left.name] : [left.name, right.name],
        ...(lefts.length > 1 ? { certainty: 0.7 } : {}),
      };
    } else {
      prop = defaultNumeric(ido, c.unit, vocabulary);
      if (!prop) return undefined;
    }
    if (c.otherProperty) {
      const right = propertiesOn(c.otherProperty, ido, vocabulary).filter(isNumeric)[0];
      if (!right || right === prop) return undefined;
      return {
        node: f.cmp(prop.name, c.op === 'between' ? '=' : c.op, f.prop(right.name)),
        properties: [prop.name, right.name],
        // "unit cost greater than the lead time": money against days, figures of different
        // units compared, is no question the data answers; more likely the words were misread.
        ...(prop.unit !== undefined && right.unit !== undefined && prop.unit !== right.unit
          ? { certainty: 0.45 }
          : {}),
      };
    }
    const node =
      c.op === 'between'
        ? f.between(
            prop.name,
            Math.min(c.value, c.high ?? c.value),
            Math.max(c.value, c.high ?? c.value),
          )
        : // "invoices less than 30 days past due": days past a date are 0 for records not past
          // it; an upper bound on them is said of records that are past it.
          (c.op === '<' || c.op === '<=') && c.value > 0 && prop.derived?.kind === 'daysPast'
          ? {
              kind: 'and' as const,
              operands: [f.cmp(prop.name, '>', 0), f.cmp(prop.name, c.op, c.value)],
            }
          : f.cmp(prop.name, c.op, c.value);
    return inCurrency({ node, properties: [prop.name] }, ido, prop, c.currency, vocabulary);
  });
}

/**
 * An amount written in a currency ("$10K", "20,000 CAD") compared with money on an IDO whose
 * documents carry their own currency: only documents in that currency are compared, and the
 * interpretation says so — a PO for 15,000 MXN is not "over $10K". Where the IDO has no
 * currency the amounts are compared as stored. (Converting with the exchange rate would need
 * arithmetic in filters, which the filter language does not have.)
 */
function inCurrency(
  built: Built,
  ido: string,
  prop: PropertyDefinition,
  currency: string | undefined,
  vocabulary: Vocabulary,
): Built {
  if (!currency || prop.unit !== 'currency') return built;
  const code = vocabulary.propertyNamed(ido, ['currency']);
  const plural = vocabulary.ido(ido).pluralLabel.toLowerCase();
  if (!code || code.type !== 'string') {
    // "invoices over CAD 5,000" where invoices carry no currency: the stored amounts are in the
    // site's own money (dollars, as "$" reads), so comparing them with Canadian dollars is a
    // guess, said so.
    if (currency === 'USD') return built;
    return {
      ...built,
      certainty: (built.certainty ?? 1) * 0.45,
      notes: [
        ...(built.notes ?? []),
        `${plural} carry no currency: ${currency} compared with their amounts as stored`,
      ],
    };
  }
  return {
    node: f.and(built.node, f.eq(code.name, currency)) ?? built.node,
    // The currency is not added to the properties shown: the note says which currency the
    // answer is in, and the sample's fields (SPEC §7) stay as they are.
    properties: built.properties,
    notes: [
      ...(built.notes ?? []),
      `the amount is in ${currency}: compared on ${plural} in ${currency} only (${code.name} = '${currency}'), not converted with the exchange rate`,
    ],
  };
}

function unitOf(unit: NumberUnit): PropertyDefinition['unit'] {
  return unit === 'days'
    ? 'days'
    : unit === 'currency'
      ? 'currency'
      : unit === 'quantity'
        ? 'quantity'
        : 'percent';
}

export interface DateComparison {
  reading: DateReading;
  /** From "before", "after", "since", "until"; undefined means "within". */
  op?: ComparisonOperator;
  /** A second date for "between A and B". */
  until?: DateReading;
  /**
   * "since the 1st": today, where the comparison was "since", which runs from the day up to
   * now; on a date that looks back (entered, placed) the span ends today (a record dated ahead
   * of today was not made since then).
   */
  since?: string;
  /**
   * The comparison is a word of dates ("before 30 days ago": before that day), not of amounts
   * ("more than 30 days ago", which counts back and so compares the other way).
   */
  dated?: boolean;
  /** The date of the event the records were named by ("PO receipts": the received date). */
  eventDate?: { ido: string; property: string };
  /**
   * The date a quantity asked about names by its label ("shipped qty": the ship date), for a
   * period that nothing beside it dates.
   */
  figureDate?: { ido: string; property: string };
  property?: WordsMention;
  /** Words right before the date when no property is named ("received", "completed"). */
  verbs?: readonly string[];
  /** The one of them taken as naming a date (consumed by the condition). */
  verb?: string;
  /** The question asks about something done ("did we sell", "had we received"). */
  done?: boolean;
  /** Asked in the past tense ("did we ship", "had we received"): the period lies behind. */
  past?: boolean;
  /**
   * The verbs a phrase of motion before the date stands for ("came in": received; "went out":
   * sent or shipped), when the phrase was the verb read.
   */
  meant?: readonly string[];
  /**
   * The word right before the date says something happened to the records then (a state they
   * reach, "paid", "settled"; or a verb the vocabulary does not know, "approved"), not which
   * date of theirs it is.
   */
  event?: boolean;
}

/** The one date of `ido` whose label shares a word's root with one of `words`, or that one names. */
export function dateMeantBy(
  words: readonly string[],
  ido: string,
  vocabulary: Vocabulary,
): PropertyDefinition | undefined {
  return dateNamedBy(words, ido, vocabulary) ?? vocabulary.dateNamedExactly(ido, words);
}

/**
 * The date a phrase of motion means on `ido` ("invoices that went out": sent, their invoice
 * date). Where the records keep no such date but records related to them do ("POs that came
 * in": their lines' received date) it is not theirs (undefined: placed there instead). Where
 * none do, the phrase only says the records were made or sent, so it is their usual date when
 * that looks back ("customer orders that came in": booked, on their order date) and the records
 * are traded with a customer or vendor, and a guess otherwise.
 */
function dateOfMotion(
  meant: readonly string[],
  ido: string,
  vocabulary: Vocabulary,
): { prop?: PropertyDefinition; guessed: boolean } | undefined {
  const own = dateMeantBy(meant, ido, vocabulary);
  if (own) return { prop: own, guessed: false };
  const here = vocabulary.ido(ido);
  const related = vocabulary.idos.filter(
    (other) =>
      other.name !== ido &&
      (here.relations.some((r) => r.targetIdo === other.name) ||
        other.relations.some((r) => r.targetIdo === ido)),
  );
  if (related.some((other) => dateMeantBy(meant, other.name, vocabulary))) return undefined;
  const usual = vocabulary.profile(ido).date;
  // Records made among ourselves, with no customer or vendor to them ("jobs that went out"),
  // are neither sent out nor come in: the phrase says nothing of when they were made.
  const traded =
    vocabulary.isTradeParty(ido) ||
    here.relations.some((r) => vocabulary.isTradeParty(r.targetIdo));
  return { prop: usual, guessed: !usual || !vocabulary.profile(ido).looksBack(usual) || !traded };
}

/** Words of date labels that say nothing about which date it is. */
const DATE_LABEL_NOISE = new Set(['date', 'on', 'at', 'day', 'time', 'dt']);

/**
 * A rough root shared by a verb and the noun or participle of a date label: "shipped" / "Ship",
 * "received" / "Received", "completed" / "Completed", "opened" / "Opened", "invoiced" / "Invoice".
 */
/** Lowercase words of a phrase, a plural "s" dropped ("due dates": due, date). */
export function singularWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w.replace(/s$/, ''));
}

export function root(word: string): string {
  let w = stem(word).replace(/(ing|ed|e)$/, '');
  if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/**
 * Verbs of trade: something bought or sold was ordered, so the date they name is the date the
 * order was made ("bought in 2025", "purchased last month": the order date, wherever the catalog
 * keeps it), as "ordered" names it.
 */
const TRADED = /^(?:buy|buys|bought|purchase|purchases|purchased|sell|sells|sold)$/;

/** The root a word said before a date is matched on: a verb of trade's is the order's. */
export function saidRoot(word: string): string {
  return TRADED.test(word) ? 'order' : root(word);
}

/** Whether `word` names a date property of some IDO ("opened" → Opened On, "hired" → Hired On). */
export function namesSomeDate(word: string, vocabulary: Vocabulary): boolean {
  return datesNamedBy(word, vocabulary).length > 0;
}

/** The date properties, of any IDO, whose label `word` names ("received" → Received Date). */
export function datesNamedBy(
  word: string,
  vocabulary: Vocabulary,
): Array<{ ido: string; property: string }> {
  const r = word.length > 2 ? saidRoot(word.toLowerCase()) : '';
  if (!r) return [];
  return vocabulary.idos.flatMap((ido) =>
    ido.properties
      .filter(
        (p) =>
          p.type === 'date' &&
          p.label
            .toLowerCase()
            .split(/[^a-z]+/)
            .some((w) => w && !DATE_LABEL_NOISE.has(w) && (root(w) === r || writtenShort(word, w))),
      )
      .map((p) => ({ ido: ido.name, property: p.name })),
  );
}

/**
 * The date property a verb before the date names: "received" → Received Date, "completed" →
 * Completed On, "shipped" → Ship Date. Only when exactly one date property's label shares the
 * verb's stem, so a word that names no date leaves the IDO's usual date.
 */
export function dateNamedBy(
  verbs: readonly string[] | undefined,
  ido: string,
  vocabulary: Vocabulary,
): PropertyDefinition | undefined {
  if (!verbs || verbs.length === 0) return undefined;
  const words = verbs.flatMap((v) => v.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length > 2);
  const said = new Set(words.map(saidRoot));
  const named = vocabulary.ido(ido).properties.filter(
    (p) =>
      p.type === 'date' &&
      p.label
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w && !DATE_LABEL_NOISE.has(w))
        .some((w) => said.has(root(w)) || words.some((x) => writtenShort(x, w))),
  );
  return named.length === 1 ? named[0] : undefined;
}

/** Whether `word` names a finished state of `ido` (a status in the group that shares its word). */
function namesDoneState(word: string, ido: string, vocabulary: Vocabulary): boolean {
  const status = vocabulary.profile(ido).status;
  const w = word.toLowerCase();
  const value = status?.enumValues?.find(
    (v) => v.label.toLowerCase() === w || (v.synonyms ?? []).some((x) => x.toLowerCase() === w),
  );
  if (!status || !value) return false;
  const words = new Set([value.label, ...(value.synonyms ?? [])].map((x) => x.toLowerCase()));
  return (status.enumGroups ?? []).some(
    (g) =>
      g.values.length > 1 &&
      g.values.includes(value.value) &&
      [g.label, ...(g.synonyms ?? [])].some((x) => words.has(x.toLowerCase())),
  );
}

/**
 * The date a finished state said before the date is reached on ("jobs finished last month"):
 * the one date of `ido` whose catalog words name the same verb ("finishing", "scheduled to
 * finish"), when the verb names no date by its label and a finished state of the records.
 */
function dateOfDoneState(
  d: DateComparison,
  shared: readonly PropertyDefinition[],
  ido: string,
  vocabulary: Vocabulary,
): PropertyDefinition | undefined {
  if (shared.length > 1 || d.event === true) return undefined;
  const done = (d.verbs ?? []).filter((w) => namesDoneState(w, ido, vocabulary));
  if (done.length === 0) return undefined;
  if (shared.length === 1) return shared[0];
  // "jobs completed last month": the verb names no date itself, but another word of the very
  // same state does ("finished" names Complete as "completed" does, and the end date's words
  // say "finish"): the state's words, read together, name that one date.
  const sameState = synonymDates(
    { ...d, verbs: done.flatMap((w) => stateWords(w, ido, vocabulary)) },
    ido,
    vocabulary,
  );
  return sameState.length === 1 ? sameState[0] : undefined;
}

/**
 * "quantity completed this month": the date a finished state named by a quantity's label is
 * reached on (Quantity Complete: a complete job's end date), as `dateOfDoneState` finds it for
 * a verb; undefined when no word of the label names such a state, or several dates fit.
 */
export function dateOfDoneWords(
  words: readonly string[],
  ido: string,
  vocabulary: Vocabulary,
): PropertyDefinition | undefined {
  const done = words.filter((w) => namesDoneState(w, ido, vocabulary));
  if (done.length === 0) return undefined;
  const dates = synonymDates(
    {
      reading: { length: 0, range: { from: '', to: '' }, point: false },
      verbs: done.flatMap((w) => stateWords(w, ido, vocabulary)),
    },
    ido,
    vocabulary,
  );
  return dates.length === 1 ? dates[0] : undefined;
}

/** The label and synonyms of the status value of `ido` that `word` names. */
function stateWords(word: string, ido: string, vocabulary: Vocabulary): string[] {
  const w = word.toLowerCase();
  const value = vocabulary
    .profile(ido)
    .status?.enumValues?.find(
      (v) => v.label.toLowerCase() === w || (v.synonyms ?? []).some((x) => x.toLowerCase() === w),
    );
  return value ? [value.label, ...(value.synonyms ?? [])] : [];
}

/**
 * Whether `word`, a verb, names a status of `ido` other than the first one its records are made
 * in (the first value of its status property): "released" for jobs, made firm first.
 */
function namesLaterState(word: string, ido: string, vocabulary: Vocabulary): boolean {
  const status = vocabulary.profile(ido).status;
  const w = word.toLowerCase();
  // A verb ("released"), not a kind of record the status names ("payments").
  if (!/^[a-z]+ed$/.test(w)) return false;
  const values = status?.enumValues ?? [];
  const at = values.findIndex(
    (v) => v.label.toLowerCase() === w || (v.synonyms ?? []).some((x) => x.toLowerCase() === w),
  );
  return at > 0;
}

/**
 * "jobs entered since the 1st": a verb of making a record that the catalog keeps as a date of
 * other records only (the orders' "entered" order date) still says when these records were
 * made, which is their one date whose words say so ("created": a job's job date). Two such
 * dates, or none, and the verb names no date of theirs.
 */
function madeOn(
  mention: WordsMention,
  ido: string,
  vocabulary: Vocabulary,
): PropertyDefinition | undefined {
  const words = (mention.corrected ?? mention.text).toLowerCase().split(/\s+/);
  if (!words.every((w) => MAKING_WORDS.test(w))) return undefined;
  const made = vocabulary
    .ido(ido)
    .properties.filter(
      (p) => p.type === 'date' && (p.synonyms ?? []).some((syn) => MAKING_WORDS.test(syn)),
    );
  return made.length === 1 ? made[0] : undefined;
}

/** Date properties of `ido` one of whose synonyms holds a word said before the date. */
function synonymDates(
  d: DateComparison,
  ido: string,
  vocabulary: Vocabulary,
): PropertyDefinition[] {
  const said = new Set(
    (d.verbs ?? [])
      .flatMap((v) => v.toLowerCase().split(/[^a-z]+/))
      .filter((w) => w.length > 2)
      .map(saidRoot),
  );
  if (said.size === 0) return [];
  return vocabulary.ido(ido).properties.filter(
    (p) =>
      p.type === 'date' &&
      (p.synonyms ?? []).some((syn) =>
        syn
          .toLowerCase()
          .split(/[^a-z]+/)
          .some((w) => w.length > 2 && !DATE_LABEL_NOISE.has(w) && said.has(root(w))),
      ),
  );
}

/**
 * A date condition. "this month" means the month so far for dates that look back (placed,
 * invoiced) and the whole month for dates that look ahead (due); "within 30 days" looks back or
 * ahead the same way.
 */
export function dateCondition(draft: Draft, d: DateComparison): Condition {
  return condition(draft, (ido, vocabulary) => {
    const profile = vocabulary.profile(ido);
    let prop: PropertyDefinition | undefined;
    const motion = !d.property && d.meant ? dateOfMotion(d.meant, ido, vocabulary) : undefined;
    if (!d.property && d.meant && !motion) return undefined;
    if (d.property) {
      prop =
        propertiesOn(d.property, ido, vocabulary).find((p) => p.type === 'date') ??
        madeOn(d.property, ido, vocabulary);
      if (!prop) return undefined;
    } else
      prop = motion
        ? motion.prop
        : (dateNamedBy(d.verbs, ido, vocabulary) ??
          (d.eventDate?.ido === ido
            ? vocabulary.ido(ido).property(d.eventDate.property)
            : undefined) ??
          (d.figureDate?.ido === ido && !(d.verbs ?? []).some((w) => namesSomeDate(w, vocabulary))
            ? vocabulary.ido(ido).property(d.figureDate.property)
            : undefined) ??
          profile.date);
    if (!prop) return undefined;
    // The verb was read as naming a date ("opened"), but none of this IDO's: the usual date is a
    // guess, and the answer says so.
    // So is a word before the date that names a date of other records ("orders shipped last
    // week": the ship date is on the order lines, not the order date).
    // So is a word that only some of this IDO's dates have in their synonyms, the usual date not
    // among them ("jobs scheduled for next month": scheduled start or scheduled end, not the
    // job date).
    const shared =
      d.property || dateNamedBy(d.verbs, ido, vocabulary) ? [] : synonymDates(d, ido, vocabulary);
    // "jobs finished last month": a finished state whose one date the catalog's words name
    // ("finishing", "scheduled to finish": the end date) is dated there, not on the day the
    // records were made.
    const doneOn = !motion && !d.property ? dateOfDoneState(d, shared, ido, vocabulary) : undefined;
    if (doneOn) prop = doneOn;
    const guessed = motion
      ? motion.guessed
      : (!d.property &&
          (d.verb !== undefined
            ? !dateNamedBy([d.verb], ido, vocabulary)
            : !dateNamedBy(d.verbs, ido, vocabulary) &&
              ((d.verbs ?? []).some((w) => namesSomeDate(w, vocabulary)) ||
                // "ordered from Acme in 2025": the verb of trade of a link phrase names the
                // order's date.
                (d.verbs ?? [])
                  .flatMap((v) => v.toLowerCase().split(/\s+/))
                  .some((w) => saidRoot(w) === 'order' && namesSomeDate(w, vocabulary))))) ||
        (shared.length > 0 && !shared.includes(prop)) ||
        // "POs closed last month": the day a record reached a finished state is a date it does
        // not keep; its usual date (the order date) is another one.
        // Likewise any state the records reach after they are made ("jobs released this week":
        // the release day is not kept; the job date is the day the job was made).
        (!d.property &&
          !doneOn &&
          !dateNamedBy(d.verbs, ido, vocabulary) &&
          (d.verbs ?? []).some(
            (w) => namesDoneState(w, ido, vocabulary) || namesLaterState(w, ido, vocabulary),
          )) ||
        // "invoices paid last month", "POs approved last week": the day they were paid or
        // approved is a date the records do not keep; their usual date (the invoice's, the
        // order's) says when they were made, not when that happened.
        (!d.property && d.event === true && !dateNamedBy(d.verbs, ido, vocabulary)) ||
        // "how many units did we sell last month": something done, put on a date that looks
        // ahead (the lines' due date) because no date of theirs was named. A finished state
        // dated on the one date its own words name ("did we finish": the end date) is not: the
        // records finished there, as "jobs we finished" says.
        (!d.property &&
          !doneOn &&
          !dateNamedBy(d.verbs, ido, vocabulary) &&
          !profile.looksBack(prop) &&
          d.done === true);
    // "started this year", "shipped this month": the question's own word looks back, whatever
    // the property's catalog words say.
    const said = (d.property?.text ?? d.verbs?.join(' ') ?? '').toLowerCase().split(/\s+/);
    // So does a question in the past tense ("how many did we ship in October").
    // "what came in on Thursday? PO lines received": a date that records an event is never
    // ahead, so a day named alone is the latest such day, unless the verb looks ahead
    // ("shipping on Monday", "will ship Friday": a forecast, which the plan's confidence says).
    const forward = said.some((w) => /^[a-z]{3,}ing$/.test(w) || w === 'will');
    const back =
      profile.looksBack(prop) ||
      (profile.recordsEvent(prop) && !forward) ||
      said.some((w) => PAST_DATE_WORDS.includes(w)) ||
      d.past === true ||
      // "jobs finished this month": finished so far.
      doneOn !== undefined ||
      // "what did we ship on Thursday": something done, on the date its verb names.
      (d.done === true && !d.property && dateNamedBy(d.verbs, ido, vocabulary) === prop);
    const span = (r: DateReading): { from: string; to: string } =>
      back ? (r.toDate ?? r.range) : (r.forward ?? r.range);
    const range = span(d.reading);
    const name = prop.name;
    let node: FilterNode;
    if (d.until) {
      node = f.between(name, range.from, span(d.until).to);
      // "from the 1st to the 15th of October": a start whose month nothing said, taken in
      // another month than the end's, runs backwards; no records answer that.
      if (range.from > span(d.until).to)
        return {
          node,
          properties: [name],
          certainty: 0.45,
          notes: ['the range of dates ends before it starts'],
        };
    } else {
      let op = d.op;
      if (d.reading.ago && op && !d.dated)
        op = op === '>' || op === '>=' ? '<' : op === '<' || op === '<=' ? '>' : op;
      // "since" looks back whatever the date's own direction ("due since the 1st": the 1st
      // gone by, not the coming one), up to today.
      const sinceFrom = (d.reading.toDate ?? d.reading.range).from;
      if (!op && d.reading.relation) op = d.reading.relation === 'before' ? '<' : '>';
      switch (op) {
        case '<':
          node = f.cmp(name, '<', range.from);
          break;
        case '<=':
          node = f.cmp(name, '<=', range.to);
          break;
        case '>':
          node = f.cmp(name, '>', range.to);
          break;
        case '>=':
          node =
            d.since !== undefined && d.since >= sinceFrom
              ? f.between(name, sinceFrom, d.since)
              : f.cmp(name, '>=', range.from);
          break;
        case '<>':
          node =
            range.from === range.to
              ? f.cmp(name, '<>', range.from)
              : f.between(name, range.from, range.to, true);
          break;
        case '=':
        case undefined:
          // "orders from a year ago": about this time last year; the day alone, or all of
          // last year, is a guess at how wide "about" is.
          if (d.reading.rough)
            return {
              node: f.eq(name, range.from),
              properties: [name],
              certainty: 0.45,
              notes: [
                `years ago read as the one day ${range.from}, about which nothing says how wide`,
              ],
            };
          if (d.reading.period) {
            node = f.between(name, d.reading.period.from, d.reading.period.to);
            break;
          }
          node =
            range.from === range.to
              ? f.eq(name, range.from)
              : f.between(name, range.from, range.to);
      }
    }
    // "customers we have not invoiced this year": the participle names a kind of record too
    // (invoices, not payments), as it does when it stands before the noun.
    const verb = d.verb ?? d.property?.text;
    const kind = verb ? kindNamedBy(verb, ido, vocabulary) : undefined;
    if (kind) {
      node = f.and(node, f.eq(kind.property, kind.value)) as FilterNode;
      if (!guessed) return { node, properties: [name, kind.property] };
    }
    // "shipments due this month": records named by an event that happened to them, dated by
    // another of their dates (when they were due), may be those still to ship: a guess.
    if (d.eventDate?.ido === ido && d.eventDate.property !== name)
      return {
        node,
        properties: [name],
        certainty: 0.45,
        notes: [`"${prop.label}" is not the date of the event the records were named by`],
      };
    // The date the records were planned to finish on, which a finished record need not have
    // kept to: an answer, said so, below a date the records keep of the deed.
    if (doneOn && !guessed)
      return {
        node,
        properties: [name],
        certainty: 0.8,
        notes: [`the day they finished is not kept: read as ${prop.label}`],
      };
    if (!guessed)
      return {
        node,
        properties: [name],
        ...(!d.property && dateNamedBy(d.verbs, ido, vocabulary) ? { namedDate: true } : {}),
        ...(motion && !motion.guessed && dateMeantBy(d.meant ?? [], ido, vocabulary) === prop
          ? { dateOfMotion: true }
          : {}),
      };
    return {
      node,
      properties: [name],
      certainty: 0.45,
      notes: [
        (d.verb ?? d.verbs?.[0])
          ? `"${d.verb ?? d.verbs?.[0]}" names no date of ${vocabulary.ido(ido).pluralLabel.toLowerCase()}: read as ${prop.label}`
          : `no date of ${vocabulary.ido(ido).pluralLabel.toLowerCase()} was named: read as ${prop.label}`,
      ],
    };
  });
}

/**
 * The one value of a kind property that a verb names on an IDO the same word names:
 * "invoiced" → invoices of Type I (the IDO "invoices" holds payments too).
 */
export function kindNamedBy(
  verb: string,
  ido: string,
  vocabulary: Vocabulary,
): { property: string; value: string } | undefined {
  const word = stem(verb.toLowerCase());
  const forms = word.endsWith('ed') ? [word.slice(0, -1), word.slice(0, -2)] : [];
  for (const form of forms) {
    const meanings = vocabulary.catalogTrie.at([form]);
    if (!meanings.some((l) => l.kind === 'ido' && l.ido === ido && !l.where)) continue;
    const kinds = meanings.filter(
      (l): l is Extract<LexMeaning, { kind: 'enum' }> =>
        l.kind === 'enum' && l.ido === ido && !l.group && l.values.length === 1,
    );
    if (kinds.length === 1) return { property: kinds[0].property, value: kinds[0].values[0] };
  }
  return undefined;
}

/** Rules such as "fully received": two properties of the record found by their words. */
export function propertyRuleCondition(
  draft: Draft,
  all: readonly PropertyComparison[],
  stillOpen = false,
): Condition {
  return condition(draft, (ido, vocabulary) => {
    const built = propertyRule(ido, vocabulary, all);
    const open = stillOpen ? openStates(ido, vocabulary) : undefined;
    if (!built || !open) return built;
    return {
      node: f.and(oneOf(open.property, open.values), ...conjuncts(built.node)) as FilterNode,
      properties: [open.property, ...built.properties],
    };
  });
}

/**
 * The status values `ido` calls open (its status's group "open", or the values whose words say
 * "open"), if it has any: what a state still under way is held to.
 */
export function openStates(
  ido: string,
  vocabulary: Vocabulary,
): { property: string; values: readonly string[] } | undefined {
  const status = vocabulary.profile(ido).status;
  const values =
    status?.enumGroups?.find(
      (g) => g.label.toLowerCase() === 'open' || (g.synonyms ?? []).includes('open'),
    )?.values ??
    status?.enumValues?.filter((v) => (v.synonyms ?? []).includes('open')).map((v) => v.value);
  return status && values && values.length > 0 ? { property: status.name, values } : undefined;
}

/**
 * "sales orders where nothing has shipped", "lines with nothing received": a quantity of zero
 * said with "nothing" / "none" is that none of the records it is said of has any. Read on the
 * records' details (an order's lines), it is no detail with some (NOT IN the lines that have
 * shipped other than 0), not some detail without; on the records themselves, 0 as before.
 */
export function noneOfAny(
  draft: Draft,
  mention: WordsMention,
  all: readonly PropertyComparison[],
  ofOtherNoun = false,
): Condition | undefined {
  const [one] = all;
  if (all.length !== 1 || draft.negated || draft.relationNegated) return undefined;
  const words = mention.text.trim();
  // "unshipped orders", "POs not received at all": none of it, as "nothing shipped" says.
  // Not an adjective of other records named next: "orders with unshipped lines" have some.
  const none =
    one.op === '=' &&
    one.right === 0 &&
    (/^(?:nothing|none)\b/i.test(words) ||
      (!ofOtherNoun && /^(?:un[a-z]+ed|not [a-z]+ at all)$/i.test(words)));
  // "fully shipped orders": every line in full, which is no line short of what was ordered.
  const every =
    !ofOtherNoun &&
    one.op === '>=' &&
    typeof one.right !== 'number' &&
    /^(?:(?:fully|completely|entirely) [a-z]+|[a-z]+ in full)$/i.test(words);
  if (!none && !every) return undefined;
  return propertyRuleCondition({ ...draft, relationNegated: true, negatedIfLocal: true }, [
    { ...one, op: none ? '<>' : '<' },
  ]);
}

/**
 * A word that is a rule over properties for some IDOs and a status of others: "fully received"
 * PO lines compare the quantities, where an IDO has no such quantities its status says it. The
 * rule wins where it applies.
 */
export function enumOrRuleCondition(
  draft: Draft,
  mention: WordsMention,
  all: readonly PropertyComparison[],
): Condition {
  const status = enumCondition({ ...draft, negated: false }, mention);
  return condition(
    draft,
    (ido, vocabulary) => propertyRule(ido, vocabulary, all) ?? status.build(ido, vocabulary),
  );
}

/**
 * "lines received after their due date", "work orders completed after their due date": the
 * date the verb names compared with the date property named after the comparison word. Only on
 * an IDO that has both dates; elsewhere the condition does not fit (and lowers confidence).
 */
export function verbDateCondition(
  draft: Draft,
  verbs: readonly string[],
  op: ComparisonOperator,
  other: WordsMention,
): Condition {
  return condition(draft, (ido, vocabulary) => {
    const left = dateNamedBy(verbs, ido, vocabulary);
    const right = propertiesOn(other, ido, vocabulary).find((p) => p.type === 'date');
    if (!left || !right || left === right) return undefined;
    return { node: f.cmp(left.name, op, f.prop(right.name)), properties: [left.name, right.name] };
  });
}

/**
 * "arrived later than promised", "shipped after the due date": two dates of the same record
 * compared, each named by its words. A word that names a date only on other records
 * ("promised": the due date of customer orders) stands for the host's date of the same label
 * (a PO line's Due Date), a re-reading said by a lower certainty.
 */
export function datesCompareCondition(
  draft: Draft,
  left: WordsMention,
  op: ComparisonOperator,
  right: WordsMention,
): Condition {
  return condition(draft, (ido, vocabulary) => {
    const isDate = (p: PropertyDefinition): boolean => p.type === 'date';
    const l = propertiesOn(left, ido, vocabulary).filter(isDate);
    let r = propertiesOn(right, ido, vocabulary).filter(isDate);
    let certainty = 1;
    if (r.length === 0) {
      const labels = new Set(
        right.lex
          .filter((x): x is Extract<LexMeaning, { kind: 'property' }> => x.kind === 'property')
          .map((x) => vocabulary.ido(x.ido).property(x.property))
          .filter((p): p is PropertyDefinition => p !== undefined && isDate(p))
          .map((p) => p.label.toLowerCase()),
      );
      r = vocabulary
        .ido(ido)
        .properties.filter((p) => isDate(p) && labels.has(p.label.toLowerCase()));
      certainty = 0.8;
    }
    if (l.length !== 1 || r.length !== 1 || l[0] === r[0]) return undefined;
    return {
      node: f.cmp(l[0].name, op, f.prop(r[0].name)),
      properties: [l[0].name, r[0].name],
      certainty,
    };
  });
}

/**
 * A condition the catalog itself implies on one IDO (the kind of record its noun names, the
 * record a partial key means), already a filter.
 */
export function fixedCondition(
  draft: Draft,
  ido: string,
  node: FilterNode,
  properties: readonly string[],
): Condition {
  return condition(draft, (host) =>
    host === ido ? { node, properties: [...properties] } : undefined,
  );
}

/**
 * "line 2": a whole-number part of the key, on whichever of the IDOs the noun names holds the
 * records ("line" of a PO or of a customer order): `parts` maps each IDO to its part.
 */
export function keyPartCondition(
  draft: Draft,
  parts: ReadonlyMap<string, string>,
  value: number,
): Condition {
  return condition(draft, (host) => {
    const part = parts.get(host);
    return part ? { node: f.eq(part, value), properties: [part] } : undefined;
  });
}

/** The "yes" value of a two-valued flag (Yes/No, true/false, 1/0), or undefined. */
export function yesValue(p: PropertyDefinition): string | undefined {
  const values = p.enumValues ?? [];
  if (p.type !== 'enum' || values.length !== 2) return undefined;
  const yes = values.find((v) =>
    [v.label, v.value, ...(v.synonyms ?? [])].some((w) => /^(yes|true|y|1)$/i.test(w)),
  );
  return yes?.value;
}

/** A yes/no property named as an adjective: "critical assets", "discontinued products". */
export function yesCondition(draft: Draft, mention: WordsMention): Condition {
  return condition(draft, (ido, vocabulary) => {
    for (const p of propertiesOn(mention, ido, vocabulary)) {
      const yes = yesValue(p);
      if (yes !== undefined) return { node: f.eq(p.name, yes), properties: [p.name] };
    }
    return undefined;
  });
}

/** A part of an IDO's records named by words of its vocabulary ("ship-to addresses"). */
export function subsetCondition(draft: Draft, ido: string, where: string): Condition {
  let parsed: { node: FilterNode; properties: string[] } | undefined | null = null;
  return condition(draft, (host, vocabulary) => {
    if (host !== ido && !partKeptOnReferrer(host, ido, where, vocabulary)) return undefined;
    if (parsed === null) {
      try {
        const node = parseFilter(where);
        const properties = vocabulary
          .ido(ido)
          .properties.filter((p) => new RegExp(`\\b${p.name}\\b`, 'i').test(where))
          .map((p) => p.name);
        parsed = { node, properties };
      } catch {
        parsed = undefined;
      }
    }
    return parsed ? { node: parsed.node, properties: [...parsed.properties] } : undefined;
  });
}

/**
 * "orders with a ship-to address": records that refer to the IDO whose part is named and keep,
 * under the same names and labels, every column the part is told by (an order's own Ship-To
 * beside its Customer Number) say which part they go to themselves. Read through the relation
 * instead, the part picked the orders of every customer that has one, at full confidence.
 */
function partKeptOnReferrer(
  host: string,
  ido: string,
  where: string,
  vocabulary: Vocabulary,
): boolean {
  const referrer = vocabulary.ido(host);
  if (!referrer.relations.some((r) => r.targetIdo === ido)) return false;
  const told = vocabulary
    .ido(ido)
    .properties.filter((p) => new RegExp(`\\b${p.name}\\b`, 'i').test(where));
  return (
    told.length > 0 &&
    told.every((p) => {
      const own = referrer.property(p.name);
      return own !== undefined && own.label === p.label && !own.derived;
    })
  );
}

function propertyRule(
  ido: string,
  vocabulary: Vocabulary,
  all: readonly PropertyComparison[],
): Built | undefined {
  {
    const nodes: FilterNode[] = [];
    const used: string[] = [];
    for (const c of all) {
      const left = vocabulary.propertyNamed(ido, c.left);
      if (!left) return undefined;
      used.push(left.name);
      if (typeof c.right === 'number') {
        nodes.push(f.cmp(left.name, c.op, c.right));
      } else {
        const right = vocabulary.propertyNamed(ido, c.right);
        if (!right) return undefined;
        used.push(right.name);
        nodes.push(f.cmp(left.name, c.op, f.prop(right.name)));
      }
    }
    return { node: f.and(...nodes) as FilterNode, properties: used };
  }
}

/** "description contains bolt", "name starts with A", "named 'Acme'". */
export function likeCondition(
  draft: Draft,
  mode: 'contains' | 'prefix' | 'suffix' | 'named',
  text: string,
  property: WordsMention | undefined,
  /** Only on these records ("seal kit parts": the names of items, not of their warehouses). */
  only?: string,
): Condition {
  return condition(draft, (ido, vocabulary) => {
    if (only !== undefined && ido !== only) return undefined;
    const catalogIdo = vocabulary.ido(ido);
    // Text with digits ("IT-100") is an identifier: match the key, not the name.
    const key = /\d/.test(text)
      ? catalogIdo.keys.map((k) => catalogIdo.property(k)).find((p) => p?.type === 'string')
      : undefined;
    const prop = property
      ? propertiesOn(property, ido, vocabulary).find((p) => p.type === 'string')
      : (key ?? vocabulary.profile(ido).display);
    if (!prop) return undefined;
    const escaped = text.replace(/[%_]/g, '');
    const pattern =
      mode === 'prefix' ? `${escaped}%` : mode === 'suffix' ? `%${escaped}` : `%${escaped}%`;
    return { node: f.like(prop.name, pattern), properties: [prop.name] };
  });
}

/** `State = 'OH'`, `Stat = O`: a property equal to text as written (a status by code or label). */
export function textCondition(draft: Draft, property: WordsMention, text: string): Condition {
  return condition(draft, (ido, vocabulary) => {
    const props = propertiesOn(property, ido, vocabulary);
    const status = props.find((p) => p.type === 'enum');
    if (status) {
      const wanted = text.trim().toLowerCase();
      const value = status.enumValues?.find(
        (v) => v.value.toLowerCase() === wanted || v.label.toLowerCase() === wanted,
      );
      return value
        ? { node: f.eq(status.name, value.value), properties: [status.name] }
        : undefined;
    }
    const prop = props.find((p) => p.type === 'string');
    return prop ? { node: f.eq(prop.name, text), properties: [prop.name] } : undefined;
  });
}

/** "missing email", "without a phone number": the property is empty. */
export function nullCondition(draft: Draft, property: WordsMention): Condition {
  return condition(draft, (ido, vocabulary) => {
    // A property that is never empty ("POs with no due date") simply matches nothing.
    const props = propertiesOn(property, ido, vocabulary);
    const prop = props.find((p) => p.nullable) ?? props[0];
    if (!prop) return undefined;
    return { node: f.isNull(prop.name), properties: [prop.name] };
  });
}

/** "with a balance", "with an on-hand quantity": a numeric property above zero. */
export function positiveCondition(draft: Draft, property: WordsMention): Condition {
  return condition(draft, (ido, vocabulary) => {
    const prop = propertiesOn(property, ido, vocabulary).find(isNumeric);
    if (!prop) return undefined;
    return { node: f.cmp(prop.name, '>', 0), properties: [prop.name] };
  });
}

/**
 * "vendors with purchase orders" / "customers without invoices": records of the main IDO that
 * have (or lack) related records. Only placeable on the related IDO itself, where it is "any".
 */
export function existsCondition(draft: Draft, ido: string): Condition {
  return condition(draft, (target) =>
    target === ido ? { node: TRUE_NODE, properties: [] } : undefined,
  );
}

/** Records of any of `idos` exist (no condition on them): "never ordered" is no orders at all. */
export function anyOfCondition(draft: Draft, idos: readonly string[]): Condition {
  return condition(draft, (target) =>
    idos.includes(target) ? { node: TRUE_NODE, properties: [] } : undefined,
  );
}

/** Marker for "no condition" on a related IDO (the relation alone is the condition). */
export const TRUE_NODE: FilterNode = { kind: 'and', operands: [] };

export function isTrue(node: FilterNode | undefined): boolean {
  return node === undefined || (node.kind === 'and' && node.operands.length === 0);
}
