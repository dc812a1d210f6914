/**
 * A quantity asked for over many records, which a list of them does not answer (#17). "qty
 * completed this month", "units shipped this year": a question that opens with a quantity
 * property and then says which records asks for how much in all (one figure), the property
 * summed over them, as "total units shipped this year" is. A question naming one record ("qty
 * on hand for IT-10045"), or asking to rank or sort, is left alone.
 */
import type { PropertyDefinition } from '../../../erp/catalog/catalog.types';
import type { AggregateSpec } from '../../../erp/load-request';
import type { Mention, WordsMention } from '../engine.types';
import type { Token } from '../text/tokenizer';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { FilterNode } from '../../../erp/filter/filter-ast';
import { dateNamedBy, propertiesOn } from './conditions';
import { filterReads } from './filter-tools';
import type { Reading } from './reading.types';

/** What was asked: the opening words and the quantities they name. */
interface ListedQuantity {
  first: WordsMention;
  own: PropertyDefinition[];
}

/**
 * The opening quantity words when the answer would list records while the question opens with
 * a quantity of theirs and names no single value or record; undefined otherwise.
 */
function listedQuantity(
  ido: string,
  mentions: readonly Mention[],
  reading: Reading,
  aggregate: AggregateSpec | undefined,
  vocabulary: Vocabulary,
  units: readonly string[] = ['quantity'],
  tokens: readonly Token[] = [],
): ListedQuantity | undefined {
  if (aggregate || reading.rank || reading.sorts.length > 0 || reading.groups.length > 0)
    return undefined;
  const first = mentions.find((m) => m.kind !== 'words' || m.rule?.kind !== 'filler');
  if (first?.kind !== 'words' || !reading.fields.some((f) => f.mention === first)) return undefined;
  // "what got shipped today": a verb alone names the deed; "qty shipped" names the quantity.
  if (first.end - first.start < 2) return undefined;
  const own = propertiesOn(first, ido, vocabulary);
  if (own.length === 0 || !own.every((p) => units.includes(p.unit ?? ''))) return undefined;
  // "qty released" alone may ask for the column; a condition says which records to add up.
  if (reading.conditions.length === 0) return undefined;
  // A value of a key ("for IT-10045", "in MAIN" of stock) or a record number ("job 12") may pick
  // one record; a vendor's name, like a period, picks many to add up. Only a key of the answer's
  // own records counts: a warehouse keys stock rows, but picks many order lines ("units shipped
  // out of EAST in October").
  const oneRecord = mentions.some(
    (m) =>
      m.kind === 'code' ||
      m.kind === 'number' ||
      m.kind === 'quoted' ||
      (m.kind === 'words' &&
        m.lex.some(
          (l) =>
            l.kind === 'value' &&
            l.ido === ido &&
            !!vocabulary.ido(l.ido).property(l.property)?.key,
        )),
  );
  if (oneRecord) return undefined;
  // An amount of money is listed for the records it belongs to when a value names which ("credit
  // limit for <a customer>", "... for customers in Kentucky"), or when its words name the records
  // themselves ("orders booked"): only an amount said alone and cut by a period is a figure.
  if (own.every((p) => p.unit === 'currency')) {
    const valued = mentions.some(
      (m) => m.kind === 'words' && m.lex.some((l) => l.kind === 'value'),
    );
    const records = tokens
      .slice(first.start, first.end)
      .some((t) => vocabulary.catalogTrie.exact(tokens, t.index, 1).some((l) => l.kind === 'ido'));
    if (valued || records) return undefined;
  }
  return { first, own };
}

/** Whether the answer lists records where the question asks how much of a quantity in all. */
export function quantityListedNotSummed(
  ido: string,
  tokens: readonly Token[],
  mentions: readonly Mention[],
  reading: Reading,
  aggregate: AggregateSpec | undefined,
  vocabulary: Vocabulary,
): boolean {
  // "open balance older than 60 days", "balance last month": an amount of money opening the
  // question is as much a figure in all as a quantity is; listed, the records answer another
  // question (and the sum is not the only reading: "open" may ask for the records still owing).
  return (
    listedQuantity(
      ido,
      mentions,
      reading,
      aggregate,
      vocabulary,
      ['quantity', 'currency'],
      tokens,
    ) !== undefined
  );
}

/**
 * The quantity to sum instead of listing the records ("units shipped this year"): one
 * quantity, and any period on the date its verb names.
 */
export function quantityToSum(
  ido: string,
  mentions: readonly Mention[],
  reading: Reading,
  aggregate: AggregateSpec | undefined,
  vocabulary: Vocabulary,
  filter: FilterNode | undefined,
): PropertyDefinition | undefined {
  const listed = listedQuantity(ido, mentions, reading, aggregate, vocabulary);
  // Which of several quantities to add up is not known.
  if (!listed || listed.own.length !== 1) return undefined;
  // "qty completed this month": a period on a date the quantity's verb does not name (jobs keep
  // no day of completion) adds up other records than were meant: left a list, and refused.
  const named = dateNamedBy([listed.first.text], ido, vocabulary);
  const dated = vocabulary
    .ido(ido)
    .properties.filter((p) => p.type === 'date' && filterReads(filter, p.name));
  if (dated.some((p) => p.name !== named?.name)) return undefined;
  return listed.own[0];
}
