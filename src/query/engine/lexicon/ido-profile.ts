import type { CatalogIdo } from '../../../erp/catalog/catalog-ido';
import type { PropertyDefinition } from '../../../erp/catalog/catalog.types';

const hasWord = (p: PropertyDefinition, words: readonly string[]): boolean =>
  (p.synonyms ?? []).some((s) => words.includes(s.toLowerCase())) ||
  words.includes(p.label.toLowerCase());

/** Synonyms that mark a date as looking back (when something happened) rather than ahead. */
export const PAST_DATE_WORDS: readonly string[] = [
  'placed',
  'ordered',
  'created',
  'issued',
  'invoiced',
  'billed',
  'started',
  'shipped',
  'received',
  'completed',
  'opened',
  'closed',
  'booked',
  'sent',
  'dated',
  'entered',
  'posted',
];

/**
 * Verbs of making a record ("POs opened in 2025", "jobs entered since the 1st"): the day they
 * were made is the records' usual date, not another event after it.
 */
export const MAKING_WORDS =
  /^(?:opened|created|added|registered|entered|keyed|logged|booked|generated|drafted|produced|issued|raised|placed|submitted|recorded|posted|started)$/i;

/**
 * The roles the planner needs of an IDO's properties, derived from the catalog alone so that an
 * IDO added by an extension gets them too: which amount "over $10K" means, which date "last
 * month" means, which property names a record, and which fields summarise it.
 */
export class IdoProfile {
  /** The money property meant when a question names none ("POs over $10K"). */
  readonly amount?: PropertyDefinition;
  /** The date meant when a question names none ("invoices last month"). */
  readonly date?: PropertyDefinition;
  /** Derived "days past due" property ("overdue", "late"). */
  readonly daysPast?: PropertyDefinition;
  /** What names a record for people (vendor name, customer name, description). */
  readonly display?: PropertyDefinition;
  /** First quantity property ("items with fewer than 10 units"). */
  readonly quantity?: PropertyDefinition;
  /** The status property (enum with values). */
  readonly status?: PropertyDefinition;
  /** Fields of an answer before the question adds its own: keys, display name, amount (or quantity). */
  readonly summary: readonly string[];

  constructor(readonly ido: CatalogIdo) {
    const props = ido.properties;
    const money = props.filter((p) => p.unit === 'currency');
    this.amount =
      money.find((p) => hasWord(p, ['amount', 'total', 'total amount', 'line amount'])) ?? money[0];
    const dates = props.filter((p) => p.type === 'date');
    this.date = dates.find((p) => this.looksBack(p)) ?? dates[0];
    this.daysPast = props.find((p) => p.derived?.kind === 'daysPast');
    this.quantity = props.find((p) => p.unit === 'quantity');
    this.status = props.find((p) => p.type === 'enum' && (p.enumValues?.length ?? 0) > 0);
    const nonKey = props.filter((p) => !p.key && p.type === 'string');
    this.display =
      nonKey.find((p) => /name$/i.test(p.name)) ??
      nonKey.find((p) => hasWord(p, ['name'])) ??
      nonKey.find((p) => p.knownValues && ido.relationOf(p.name) !== undefined) ??
      nonKey.find((p) => /desc/i.test(p.name));
    const summary = new Set<string>(ido.keys);
    if (this.display) summary.add(this.display.name);
    if (this.amount) summary.add(this.amount.name);
    else if (this.quantity) summary.add(this.quantity.name);
    this.summary = props.filter((p) => summary.has(p.name)).map((p) => p.name);
  }

  /** Whether a date property records when something happened (placed, invoiced) — "this month" then ends today. */
  looksBack(p: PropertyDefinition): boolean {
    return p.type === 'date' && hasWord(p, PAST_DATE_WORDS);
  }

  /**
   * Whether a date's label or synonyms say something was done then ("Ship Date" with "shipped
   * on", "Received Date"): it is kept once the event has happened, so it never lies ahead, even
   * where it is not the records' usual date.
   */
  recordsEvent(p: PropertyDefinition): boolean {
    return (
      p.type === 'date' &&
      [p.label, ...(p.synonyms ?? [])].some((x) =>
        x
          .toLowerCase()
          .split(/[^a-z]+/)
          .some((w) => PAST_DATE_WORDS.includes(w)),
      )
    );
  }

  /** Properties in catalog order, for ordering output fields as the catalog does. */
  inCatalogOrder(names: Iterable<string>): string[] {
    const wanted = new Set(names);
    return this.ido.properties.filter((p) => wanted.has(p.name)).map((p) => p.name);
  }
}
