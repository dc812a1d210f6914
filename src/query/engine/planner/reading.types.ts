/**
 * What the clause reader makes of a question before any IDO is chosen: conditions, the nouns,
 * and the shape of the answer asked for (aggregate, grouping, ranking, sorting, fields).
 */
import type { AggregateFunction, SortDirection } from '../../../erp/load-request';
import type { Mention, WordsMention } from '../engine.types';
import type { Condition } from './conditions';

export interface EntityRef {
  mention: WordsMention;
  ido: string;
  /** Every IDO the noun can name ("lines": PO lines or customer order lines). */
  alternatives: string[];
  /** Names the value right after it ("vendor Acme Steel Corp"): not a noun of its own. */
  label: boolean;
  /** "with no POs", "without invoices": the related records must not exist. */
  negated: boolean;
  /** The words of that negation. */
  negatedBy?: Mention[];
  /** Stems of the words right before it ("with", "have", "from"). */
  after: string[];
  index: number;
}

export interface AggregateIntent {
  fn: AggregateFunction;
  measure?: WordsMention;
  mention: WordsMention;
  /** What kind of measure when none is named ("how many units": a quantity). */
  unit?: 'quantity';
}

export interface RankIntent {
  direction: SortDirection;
  hint?: 'amount' | 'date';
  n?: number;
  /** A numeric or date property to order by ("highest unit price", "most overdue"). */
  measure?: WordsMention;
  /** What is ranked when it is not the records themselves ("top 5 warehouses", "top customers"). */
  subject?: WordsMention;
  /** "the largest PO", "which vendor…": one record. */
  singular: boolean;
  /** "most"/"least" without a hint: counts when followed by a noun ("the most POs"). */
  counting: boolean;
  /** "the most stock", "the most spend": a mass noun measured, summed per thing asked about. */
  mass?: boolean;
  /** "vendors by number of POs": an order of every group, no cut to the top N. */
  uncut?: boolean;
  /** "lines running the latest": by how late the records are (their days past), not a date. */
  lateness?: boolean;
  /**
   * "which items did we buy the most of", "sold the most units": goods counted, not money; the
   * quantity of the trade's records is ranked when no measure is named.
   */
  unit?: 'quantity';
  mention: WordsMention;
}

export interface GroupIntent {
  target: WordsMention;
}

export interface SortIntent {
  target?: WordsMention;
  direction?: SortDirection;
  hint?: 'amount' | 'date' | 'name';
}

export interface FieldIntent {
  mention: WordsMention;
  /** `select`: exactly these fields; `add`: these besides the usual ones. */
  mode: 'select' | 'add';
}

export interface Reading {
  mentions: Mention[];
  used: Set<Mention>;
  conditions: Condition[];
  entities: EntityRef[];
  aggregate?: AggregateIntent;
  groups: GroupIntent[];
  rank?: RankIntent;
  sorts: SortIntent[];
  fields: FieldIntent[];
  limit?: number;
  /** "everything about", "details of": every property. */
  allFields?: boolean;
  /** "distinct", "unique": each combination once. */
  distinct?: boolean;
  mutation?: Mention;
  /**
   * Verbs of a deed read as understood because they name a date ("what did we ship …"): left
   * unread again when the answer shows nothing of that date (deed-in-answer.ts).
   */
  deeds?: WordsMention[];
  /**
   * IDOs a verb of trade names as the link between the answer and the rest ("customers who
   * buy HYD items": their customer orders), followed like IDOs the question names.
   */
  via?: ReadonlySet<string>;
  /** Words asking for another aggregate than the one read ("the total and the count"). */
  droppedMeasures: WordsMention[];
  /** Notes about words read in a particular way. */
  notes: string[];
  /** Words read one way where another reading fits as well ("CO": an order, or Colorado). */
  guessed: WordsMention[];
}
