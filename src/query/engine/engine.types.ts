/**
 * Shapes shared by the parts of the NL engine: what the tagger finds in a question (mentions),
 * and what the planner makes of it (a plan: one load request plus relation conditions to
 * resolve, or a refusal). Pure data; no I/O anywhere in the engine.
 */
import type { AggregateSpec, FilterNode, OrderTerm } from '../../erp/load-request';
import type { DateReading } from './recognizers/date-recognizer';
import type { NumberReading } from './recognizers/number-recognizer';
import type { RuleAction } from './lexicon/phrase-rules';

/** A meaning a span of words can have in the catalog. */
export type LexMeaning =
  | {
      kind: 'ido';
      ido: string;
      /** From the NL synonym table rather than the catalog: a weaker claim on the word. */
      secondary?: boolean;
      /** Names a part of the IDO's records: this filter (SPEC §6 syntax) picks it. */
      where?: string;
    }
  | { kind: 'property'; ido: string; property: string }
  | {
      kind: 'enum';
      ido: string;
      property: string;
      values: readonly string[];
      label: string;
      /** A named set of values ("open") rather than one value ("planned"). */
      group: boolean;
    }
  | {
      kind: 'value';
      ido: string;
      property: string;
      value: string;
      /** How the words matched the known value. */
      match: 'exact' | 'case' | 'prefix' | 'alias' | 'code';
      /** Named as one of a region's members ("European": Germany, France, Italy, …). */
      region?: string;
    };

interface MentionBase {
  /** First token of the span. */
  start: number;
  /** One past the last token. */
  end: number;
  /** The words as typed. */
  text: string;
  /** Edits spent correcting typos inside the span (0 when typed right). */
  typos: number;
  /** The words with their typos corrected ("recieved" → "received"), when there were any. */
  corrected?: string;
  /** Followed by a comma: one item of a list the question makes ("po, vendor, cost"). */
  listed?: boolean;
}

export interface WordsMention extends MentionBase {
  kind: 'words';
  /** Catalog meanings of the span; several when the words are ambiguous. */
  lex: LexMeaning[];
  /** Fixed-phrase meaning (comparison, aggregation, …), when the span is one. */
  rule?: RuleAction;
  /** Known-value candidates that only matched as a prefix and are ambiguous (more than one). */
  ambiguous?: string[];
}

export interface NumberMention extends MentionBase {
  kind: 'number';
  number: NumberReading;
}

export interface DateMention extends MentionBase {
  kind: 'date';
  date: DateReading;
}

/** An identifier-looking token that is not a known value (e.g. a PO number). */
export interface CodeMention extends MentionBase {
  kind: 'code';
  code: string;
  lex: LexMeaning[];
}

export interface QuotedMention extends MentionBase {
  kind: 'quoted';
  quoted: string;
  /** Not quoted by the asker: unknown words found whole in the names of the records. */
  fromNames?: boolean;
  /** With `fromNames`: the IDO whose records' names hold the words (only they are named so). */
  namesOf?: string;
}

export interface UnknownMention extends MentionBase {
  kind: 'unknown';
}

export type Mention =
  WordsMention | NumberMention | DateMention | CodeMention | QuotedMention | UnknownMention;

/**
 * A condition on a related IDO, resolved by loading the related keys first (the filter language
 * has no subqueries): `property [NOT] IN (SELECT target.property FROM target WHERE …)`.
 */
export interface RelationCondition {
  /** Property of the IDO being filtered. */
  property: string;
  negated: boolean;
  target: RelationTarget;
}

export interface RelationTarget {
  ido: string;
  property: string;
  filter?: FilterNode;
  relations: RelationCondition[];
}

/** What the engine understood: everything needed to run it and to show it to the user. */
export interface QueryPlan {
  ido: string;
  /** Conditions on the IDO's own properties. */
  filter?: FilterNode;
  /** Conditions through relations, ANDed to `filter` once resolved. */
  relations: RelationCondition[];
  aggregate?: AggregateSpec;
  orderBy: OrderTerm[];
  /** Output properties (non-aggregate plans). */
  fields: string[];
  /** Each combination of the fields once ("which states are our customers in"). */
  distinct?: boolean;
  /** Records wanted by the question itself ("top 10"); the request's limit caps it. */
  limit?: number;
  confidence: number;
  /** Assumptions and ambiguities worth telling the user. */
  notes: string[];
  /** Words that were not understood. */
  ignored: string[];
}

export type RefusalReason = 'mutation' | 'not-understood' | 'low-confidence';

export interface Refusal {
  reason: RefusalReason;
  message: string;
  confidence: number;
  suggestions: string[];
  /** The IDO the engine leaned towards, if any. */
  ido?: string;
  ignored: string[];
}

export type EngineOutcome =
  { kind: 'plan'; plan: QueryPlan } | { kind: 'refusal'; refusal: Refusal };
