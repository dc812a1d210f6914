import type { PropertyDefinition } from '../../../erp/catalog/catalog.types';
import { valueSetAgainstAnother, versusBetweenFields } from './versus';
import type { LexMeaning, Mention, WordsMention } from '../engine.types';
import type { RuleAction } from '../lexicon/phrase-rules';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Condition, ConditionDraft } from './conditions';
import type { FieldIntent, Reading } from './reading.types';

const SKIP_WORDS = new Set([
  'the',
  'a',
  'an',
  'their',
  'its',
  'is',
  'are',
  'of',
  'was',
  'were',
  'be',
  'that',
  'which',
  'whose',
]);
export const ARTICLES = new Set(['a', 'an']);
/** Quantifiers that, before a figure or field had, ask that some of it exist ("with any"). */
export const EXISTENTIAL = new Set(['some', 'any']);
export const HAVING = new Set(['with', 'have', 'has', 'had', 'having', 'that have', 'which have']);

/**
 * Whether `m` is a subject pronoun: a noun right after one is a verb said by that subject ("did
 * we order", "how many IT-10045 did we order"), not the records counted or named.
 */
export function isSubjectPronoun(m: Mention | undefined): boolean {
  return /^(we|you|they|i)$/i.test(m?.text.trim() ?? '');
}

export const isNumeric = (p: PropertyDefinition): boolean =>
  p.type === 'integer' || p.type === 'decimal';

export function has(m: Mention | undefined, kind: LexMeaning['kind']): m is WordsMention {
  return m?.kind === 'words' && m.lex.some((l) => l.kind === kind);
}

export function ruleOf(m: Mention | undefined): RuleAction | undefined {
  return m?.kind === 'words' ? m.rule : undefined;
}

/** Verbs saying where a date lies ("fell in", "falls on"), not that anything changed. */
export const DATE_LANDING_VERBS = /^(?:fell|falls|fall|fallen|falling|landed|lands|land|landing)$/i;

/** Whether the mention is a filler word ("the", "a", "please") the readers step over. */
export function isFiller(m: Mention | undefined): boolean {
  return ruleOf(m)?.kind === 'filler';
}

/** Plain English nouns of records of any kind ("rows", "records", "entries"). */
export const RECORD_NOUNS = /^(?:rows?|records?|entries|entry)$/i;

/**
 * Whether a plain noun of records follows `m` ("warehouse rows", "buyer records"): the word
 * before it then describes the records (each row's warehouse), not a grouping of them.
 */
export function beforeRecordsNoun(ms: readonly Mention[], m: Mention): boolean {
  const at = ms.indexOf(m);
  return at >= 0 && RECORD_NOUNS.test(ms[at + 1]?.text.trim() ?? '');
}

/**
 * Whether `words` is a participle ("shipped", "placed") followed, across links, fillers and
 * words comparing dates, by a date: it says when the records were made or moved, which the date
 * reads, not a column of its own.
 */
export function participleOfDate(mentions: readonly Mention[], words: WordsMention): boolean {
  if (!/^[a-z]+ed$/i.test(words.text.trim())) return false;
  const at = mentions.indexOf(words);
  const after = mentions
    .slice(at + 1, at + 4)
    .find(
      (m) =>
        !isFiller(m) &&
        !(m.kind === 'words' && (m.rule?.kind === 'link' || m.rule?.kind === 'dateCompare')),
    );
  return after?.kind === 'date';
}

/**
 * The clause reader's state while it walks a question — the mentions, what has been read so
 * far, what is pending (a negation, an "or", a property set aside for the value after it) — and
 * the look-ahead helpers every handler uses.
 */
export class ReaderContext {
  readonly ms: Mention[];
  readonly r: Reading;
  negatePending = false;
  /** The word of that negation, unread again when no condition follows it. */
  negateWords: Mention[] = [];
  negateNextEntity = false;
  /** The word of that negation. */
  negateEntityWords: Mention[] = [];
  /** "not ordered from …": the next condition says which related records must not exist. */
  negateRelationPending = false;
  /** The words of that negation, unread again when no condition follows them. */
  negateRelationWords: Mention[] = [];
  orPending = false;
  orGroups = 0;
  lastProperty: { mention: WordsMention; index: number } | undefined;
  lastCondition: Condition | undefined;

  constructor(
    mentions: Mention[],
    readonly vocabulary: Vocabulary,
    /** Today (YYYY-MM-DD), for "late" on IDOs without a days-late property. */
    readonly today: string,
    /** Whether two IDOs are linked by the catalog's relations. */
    readonly related: (a: string, b: string) => boolean = () => false,
  ) {
    this.ms = mentions;
    this.r = {
      mentions,
      used: new Set(),
      conditions: [],
      entities: [],
      groups: [],
      sorts: [],
      fields: [],
      droppedMeasures: [],
      notes: [],
      guessed: [],
    };
  }

  /**
   * A property set aside for a value or comparison that never used it is what the question
   * asks to see ("what is the status of PO-2026-1694").
   */
  flushLastProperty(): void {
    const last = this.lastProperty;
    this.lastProperty = undefined;
    if (!last || this.r.used.has(last.mention)) return;
    this.r.fields.push({
      mention: last.mention,
      mode: this.r.entities.length === 0 ? 'select' : 'add',
    });
    this.use(last.mention);
  }

  /**
   * The field of a list that the words at `k` continue ("po number, due date and days overdue",
   * "name + credit limit"): a field read just before, with only "and" / "&" / "+" or other
   * words naming properties between. A word in such a list is one more field to show, whatever
   * it would mean alone ("overdue" a condition, "total" a sum).
   */
  fieldListBefore(k: number): FieldIntent | undefined {
    for (let j = k - 1; j >= 0; j -= 1) {
      const m = this.ms[j];
      const field = this.r.fields.find((f) => f.mention === m);
      if (field) return field;
      // "qty ordered vs received": two figures set side by side, each a column to show.
      const joiner =
        ruleOf(m)?.kind === 'conjunction' && /^(and|&|\+)$/i.test(m.text.trim())
          ? true
          : (m.kind === 'words' && m.text.trim() === '+') || versusBetweenFields(m);
      const named = m.kind === 'words' && !m.rule && this.propertyMeanings(m).length > 0;
      // "the co number and the total": articles before each field.
      const article = m.kind === 'words' && /^(the|a|an)$/i.test(m.text.trim());
      if (!joiner && !named && !article) return undefined;
    }
    return undefined;
  }

  /** Marks a "+" (elsewhere "or more") or a "vs" joining two fields as read. */
  useJoiners(k: number): void {
    for (let j = k - 1; j >= 0 && !this.r.fields.some((f) => f.mention === this.ms[j]); j -= 1)
      if (this.ms[j].text.trim() === '+' || versusBetweenFields(this.ms[j])) this.use(this.ms[j]);
  }

  setLastProperty(mention: WordsMention, index: number): void {
    if (this.lastProperty && this.lastProperty.mention !== mention) this.flushLastProperty();
    this.lastProperty = { mention, index };
  }

  use(...mentions: Array<Mention | undefined>): void {
    for (const m of mentions) if (m) this.r.used.add(m);
  }

  isSkippable(m: Mention | undefined): boolean {
    if (!m || m.kind !== 'words') return false;
    const rule = m.rule;
    if (rule?.kind === 'filler' && !this.lexWins(m)) return true;
    return SKIP_WORDS.has(m.text.toLowerCase()) && !this.lexWins(m);
  }

  /** The next mention after `k` that is not a filler word. */
  next(k: number, skipLinks = false): number {
    let j = k + 1;
    while (
      j < this.ms.length &&
      (this.isSkippable(this.ms[j]) || (skipLinks && ruleOf(this.ms[j])?.kind === 'link'))
    ) {
      j += 1;
    }
    return j;
  }

  /** Whether the catalog meaning of a span should win over its fixed-phrase meaning. */
  lexWins(m: WordsMention): boolean {
    if (m.lex.length === 0) return false;
    if (!m.rule) return true;
    const kind = m.rule.kind;
    // "buy vs make vs transfer": a verb of change set against other values of its enum is one.
    if (kind === 'mutation') return valueSetAgainstAnother(this.ms, this.ms.indexOf(m));
    if (kind === 'filler' || kind === 'link' || kind === 'conjunction') {
      return m.lex.some(
        (l) =>
          l.kind === 'ido' ||
          l.kind === 'property' ||
          l.kind === 'enum' ||
          (l.kind === 'value' &&
            (l.match === 'exact' || l.match === 'alias') &&
            m.text === m.text.toUpperCase()),
      );
    }
    return false;
  }

  propertyMeanings(m: WordsMention): PropertyDefinition[] {
    return m.lex
      .filter((l): l is Extract<LexMeaning, { kind: 'property' }> => l.kind === 'property')
      .map((l) => this.vocabulary.ido(l.ido).property(l.property))
      .filter((p): p is PropertyDefinition => p !== undefined);
  }

  isPropertyMention(
    m: Mention | undefined,
    want?: 'numeric' | 'date' | 'string',
  ): m is WordsMention {
    if (!m || m.kind !== 'words' || this.r.used.has(m)) return false;
    if (m.rule && !this.lexWins(m) && m.rule.kind !== 'aggregate') return false;
    const props = this.propertyMeanings(m);
    if (props.length === 0) return false;
    if (!want) return true;
    return props.some((p) =>
      want === 'numeric'
        ? isNumeric(p)
        : want === 'date'
          ? p.type === 'date'
          : p.type === 'string' || p.type === 'enum',
    );
  }

  isEntity(m: Mention | undefined): boolean {
    return has(m, 'ido') && (!m.rule || this.lexWins(m));
  }

  /** A property mention set aside for the comparison, date or value that follows it. */
  takeLastProperty(k: number, want?: 'numeric' | 'date' | 'string'): WordsMention | undefined {
    const last = this.lastProperty;
    if (!last || this.r.used.has(last.mention) || k - last.index > 4) return undefined;
    const landing: Mention[] = [];
    for (let j = last.index + 1; j < k; j += 1) {
      const between = this.ms[j];
      if (this.isSkippable(between)) continue;
      const rule = ruleOf(between);
      if (rule && (rule.kind === 'link' || rule.kind === 'negate' || rule.kind === 'filler'))
        continue;
      if (rule?.kind === 'group' && this.r.used.has(between)) continue;
      if (rule?.kind === 'compare' || rule?.kind === 'dateCompare' || rule?.kind === 'between')
        continue;
      // "whose scheduled finish fell in the last 8 weeks", "due date falls on a Monday": a date
      // said to fall somewhere is that date, as "was" would say; only between a date and a date.
      if (want === 'date' && DATE_LANDING_VERBS.test(between.text.trim())) {
        landing.push(between);
        continue;
      }
      return undefined;
    }
    if (want && !this.isPropertyMention(last.mention, want)) return undefined;
    if (want !== 'date' && landing.length > 0) return undefined;
    this.use(last.mention, ...landing);
    this.lastProperty = undefined;
    return last.mention;
  }

  addCondition(
    k: number,
    mentions: Mention[],
    make: (draft: ConditionDraft) => Condition,
  ): Condition {
    const draft: ConditionDraft = {
      mentions,
      at: mentions[0]?.start ?? k,
      negated: this.negatePending,
      ...(this.negateRelationPending ? { relationNegated: true, negatedIfLocal: true } : {}),
      ...(this.negateRelationPending &&
      // "nobody has bought", "no customer has made": said of someone doing it, like "never".
      this.negateRelationWords.some((w) => /^(?:never|nobody|no one|no)\b/i.test(w.text))
        ? { neverNegated: true }
        : {}),
    };
    const by = [
      ...(this.negatePending ? this.negateWords : []),
      ...(this.negateRelationPending ? this.negateRelationWords : []),
    ];
    if (by.length > 0) draft.negatedBy = by;
    const c = make(draft);
    this.negatePending = false;
    this.negateWords = [];
    this.negateRelationPending = false;
    this.negateRelationWords = [];
    // "excluding FAST and ELEC", "not in EAST and WEST": a second value of the same property
    // joined by "and" to a negated one is excluded too (neither), not required.
    const last = this.lastCondition;
    if (
      !this.orPending &&
      last?.negated === true &&
      !c.negated &&
      last.negatedBy !== undefined &&
      this.andBetween(last, c) &&
      this.sameValueProperty(last, c)
    ) {
      c.negated = true;
      c.negatedBy = last.negatedBy;
    }
    if (this.orPending && this.lastCondition) {
      if (this.lastCondition.negated && !c.negated && this.lastCondition.orGroup === undefined) {
        // "not in EAST or WEST" is "not in EAST and not in WEST".
        c.negated = true;
      } else {
        this.lastCondition.orGroup ??= ++this.orGroups;
        c.orGroup = this.lastCondition.orGroup;
      }
    }
    this.orPending = false;
    this.use(...mentions);
    this.r.conditions.push(c);
    this.lastCondition = c;
    return c;
  }

  /** Only an "and" (and fillers) stands between the last mention of `a` and the first of `b`. */
  private andBetween(a: Condition, b: Condition): boolean {
    const end = Math.max(...a.mentions.map((m) => this.ms.indexOf(m)));
    const start = Math.min(...b.mentions.map((m) => this.ms.indexOf(m)));
    if (end < 0 || start <= end + 1) return false;
    const between = this.ms.slice(end + 1, start);
    return (
      between.some(
        (m) => m.kind === 'words' && m.rule?.kind === 'conjunction' && m.rule.op === 'and',
      ) &&
      between.every(
        (m) => this.isSkippable(m) || (m.kind === 'words' && m.rule?.kind === 'conjunction'),
      )
    );
  }

  /** Both conditions read one value each, of a property they share. */
  private sameValueProperty(a: Condition, b: Condition): boolean {
    const props = (c: Condition): Set<string> =>
      new Set(
        c.mentions.flatMap((m) =>
          m.kind === 'words' || m.kind === 'code'
            ? m.lex
                .filter((l) => l.kind === 'value' || l.kind === 'enum')
                .map((l) => `${l.ido}.${l.property}`)
            : [],
        ),
      );
    const pa = props(a);
    return [...props(b)].some((p) => pa.has(p));
  }

  /** The property words that name a value's property, before or right after it ("warehouse MAIN", "MAIN warehouse"). */
  hintFor(k: number, meanings: readonly LexMeaning[]): WordsMention | undefined {
    const valueProps = new Set(
      meanings.filter((l) => l.kind === 'value').map((l) => `${l.ido}.${l.property}`),
    );
    const shares = (m: Mention | undefined): m is WordsMention =>
      m?.kind === 'words' &&
      !this.r.used.has(m) &&
      m.lex.some((l) => l.kind === 'property' && valueProps.has(`${l.ido}.${l.property}`));
    const before = this.lastProperty?.mention;
    if (shares(before) && k - (this.lastProperty?.index ?? 0) <= 3) {
      this.use(before);
      this.lastProperty = undefined;
      return before;
    }
    const after = this.ms[k + 1];
    if (shares(after) && !this.isEntity(after)) {
      this.use(after);
      return after;
    }
    return undefined;
  }

  /**
   * Whether a noun is rather a property of something named later: "buyer" names customers, but
   * in "which buyer has the most POs" customers have nothing to do with purchase orders, which
   * have a Buyer. A noun related to the later one stays a noun ("vendors with open POs").
   */
  propertyOfLater(k: number, m: WordsMention): boolean {
    const owners = new Set(m.lex.filter((l) => l.kind === 'property').map((l) => l.ido));
    if (owners.size === 0) return false;
    const own = m.lex.filter((l) => l.kind === 'ido').map((l) => l.ido);
    for (const later of this.ms.slice(k + 1)) {
      if (later.kind !== 'words' && later.kind !== 'code') continue;
      if (
        later.kind === 'words' &&
        !this.isEntity(later) &&
        !later.lex.some((l) => l.kind === 'value')
      )
        continue;
      const idos = later.lex
        .filter((l) => l.kind === 'ido' || l.kind === 'value')
        .map((l) => l.ido)
        .filter((ido) => !own.includes(ido));
      const owner = idos.find((ido) => owners.has(ido));
      if (owner && !own.some((ido) => this.related(ido, owner))) return true;
      if (this.isEntity(later)) return false;
    }
    return false;
  }

  /**
   * "PO numbers, vendors and amounts for open POs": a noun inside a list of fields is a field
   * too, when it names a property of the IDO the listed fields belong to.
   */
  inFieldList(k: number, m: WordsMention): boolean {
    let j = k - 1;
    while (j >= 0 && this.ms[j].kind === 'words' && ruleOf(this.ms[j])?.kind === 'conjunction')
      j -= 1;
    const field = this.r.fields.find((f) => f.mention === this.ms[j]);
    if (!field) return false;
    const listed = new Set(
      field.mention.lex.filter((l) => l.kind === 'property').map((l) => l.ido),
    );
    return m.lex.some((l) => l.kind === 'property' && listed.has(l.ido));
  }

  /** The text of the link or filler word before `k` (skipping articles). */
  linkBefore(k: number): string | undefined {
    for (let j = k - 1; j >= 0 && j >= k - 3; j -= 1) {
      const m = this.ms[j];
      if (m.kind !== 'words') return undefined;
      const text = m.text.toLowerCase();
      if (ARTICLES.has(text) || text === 'the' || text === 'no') continue;
      return text;
    }
    return undefined;
  }

  /** Whether a noun follows `i` with only adjectives between. */
  nounFollows(i: number): boolean {
    for (let j = i + 1; j < this.ms.length; j += 1) {
      const m = this.ms[j];
      if (this.isEntity(m)) return true;
      if (m.kind !== 'words' || (m.lex.length === 0 && !this.isSkippable(m))) return false;
    }
    return false;
  }

  isSingular(m: WordsMention): boolean {
    const words = m.text.toLowerCase().split(/\s+/);
    const last = words[words.length - 1] ?? '';
    // "stock rows", "inventory records": a plain English noun of records after the catalog's
    // word makes it plural, though the word itself ("stock") is not.
    const next = this.ms[this.ms.indexOf(m) + 1];
    if (next && /^(?:rows|records|entries)$/i.test(next.text.trim())) return false;
    return !last.endsWith('s');
  }

  /** Whether the property words at `j` are followed by one of their values ("buyer JSMITH"). */
  namesFollowingValue(j: number): boolean {
    const words = this.ms[j];
    const value = this.ms[j + 1];
    if (words?.kind !== 'words' || !value || (value.kind !== 'words' && value.kind !== 'code'))
      return false;
    const props = new Set(
      words.lex.filter((l) => l.kind === 'property').map((l) => `${l.ido}.${l.property}`),
    );
    return value.lex.some((l) => l.kind === 'value' && props.has(`${l.ido}.${l.property}`));
  }
}

/**
 * Whether the mention at `k` is a whole number followed by "of them" ("of those", "of these"),
 * or one that ends the question right after a verb of showing, once the records were named
 * before it ("most overdue POs - give me 8", "cheapest items, show 5"): how many to show.
 */
export function countOfThem(ms: readonly Mention[], k: number): boolean {
  const n = ms[k];
  if (n?.kind !== 'number' || n.number.unit || !Number.isInteger(n.number.value)) return false;
  const verb = ms[k - 1];
  if (
    k === ms.length - 1 &&
    k >= 2 &&
    isFiller(verb) &&
    /^(?:give|show|list|get|fetch|return)(?:\s+(?:me|us))?$/i.test(verb?.text.trim() ?? '')
  )
    return true;
  return (
    /^of$/i.test(ms[k + 1]?.text.trim() ?? '') &&
    /^(?:them|those|these)$/i.test(ms[k + 2]?.text.trim() ?? '')
  );
}
