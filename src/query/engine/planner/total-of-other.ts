/**
 * A confidence check for a sum taken of other records than the ones named (#17). "total open
 * PO lines for IT-10045": "total" is also a word of the amount of the documents the lines belong
 * to (a PO's total cost); read so, the answer sums whole POs that have such a line, while the
 * lines named have an amount of their own; "spend on IT-10045" likewise sums whole POs. Named
 * rules like those of lost-readings.ts.
 */
import type { AggregateSpec } from '../../../erp/load-request';
import type { Mention, RelationCondition } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Reading } from './reading.types';
import { isSubjectPronoun } from './reader-context';

/**
 * Whether the answer sums `ido`'s amount, named by the word of the sum itself ("total"), while
 * the only records named by a noun are others that belong to them (refer to them) and have an
 * amount of their own.
 */
export function totalOfOtherRecords(
  ido: string,
  mentions: readonly Mention[],
  reading: Reading,
  aggregate: AggregateSpec | undefined,
  vocabulary: Vocabulary,
): boolean {
  const measure = aggregate?.measures.find((m) => m.fn === 'sum' && m.property !== null);
  if (!measure?.property) return false;
  const nouns = reading.entities.filter((e) => !e.label && !e.negated);
  if (nouns.length !== 1 || nouns[0].ido === ido) return false;
  const named = nouns[0].ido;
  // The records named belong to the ones summed (lines of a PO), with an amount of their own;
  // not a party the sums are of ("total sales to customers in Michigan").
  if (!vocabulary.profile(named).amount) return false;
  const refers = vocabulary.refersTo(named, ido);
  if (!refers) return false;
  // The measure came from the word of the sum, not from an amount named outright.
  return mentions.some(
    (m) =>
      m.kind === 'words' &&
      m.rule?.kind === 'aggregate' &&
      m.lex.some((l) => l.kind === 'property' && l.ido === ido && l.property === measure.property),
  );
}

/**
 * "how much did we spend on fasteners", "spend on IT-10045 this year": a sum of the documents'
 * amount (a PO's cost) while the records are picked by lines of theirs that have an amount of
 * their own, and no noun names the documents. Each PO summed holds other lines too: what was
 * spent on the thing named is its lines' amount ("how much IT-10045 did we order", our verb
 * naming no documents, likewise). Not "total value of POs containing IT-10045", which names the
 * POs.
 */
export function sumOfDocumentsPickedByLines(
  ido: string,
  reading: Reading,
  aggregate: AggregateSpec | undefined,
  relations: readonly RelationCondition[],
  vocabulary: Vocabulary,
): boolean {
  const amount = vocabulary.profile(ido).amount?.name;
  if (!amount || !aggregate?.measures.some((m) => m.fn === 'sum' && m.property === amount))
    return false;
  // "how much IT-10045 did we order": the verb after "we" reads as the documents' noun, yet
  // names no documents; the thing ordered is still asked of.
  const namesDocuments = (e: Reading['entities'][number]): boolean =>
    !isSubjectPronoun(reading.mentions[reading.mentions.indexOf(e.mention) - 1]);
  if (reading.entities.some((e) => e.ido === ido && namesDocuments(e))) return false;
  return relations.some(
    (r) =>
      !r.negated &&
      vocabulary.refersTo(r.target.ido, ido) &&
      vocabulary.profile(r.target.ido).amount !== undefined,
  );
}
