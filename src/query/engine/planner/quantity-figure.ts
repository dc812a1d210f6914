/**
 * A confidence check for a quantity asked for over many records, answered as their list (#17).
 * "qty completed this month", "units released on open jobs": a question that opens with a
 * quantity property and then says which records asks for how much in all (one figure); the
 * list of each record's quantity does not answer it. A question naming one record ("qty on
 * hand for IT-10045"), or asking to rank or sort, is left alone. Named rule like those of
 * lost-readings.ts.
 */
import type { AggregateSpec } from '../../../erp/load-request';
import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import { propertiesOn } from './conditions';
import type { Reading } from './reading.types';

/**
 * Whether the answer lists records while the question opens with a quantity of theirs and
 * names no single value or record.
 */
export function quantityListedNotSummed(
  ido: string,
  mentions: readonly Mention[],
  reading: Reading,
  aggregate: AggregateSpec | undefined,
  vocabulary: Vocabulary,
): boolean {
  if (aggregate || reading.rank || reading.sorts.length > 0 || reading.groups.length > 0)
    return false;
  const first = mentions.find((m) => m.kind !== 'words' || m.rule?.kind !== 'filler');
  if (first?.kind !== 'words' || !reading.fields.some((f) => f.mention === first)) return false;
  // "what got shipped today": a verb alone names the deed; "qty shipped" names the quantity.
  if (first.end - first.start < 2) return false;
  const own = propertiesOn(first, ido, vocabulary);
  if (own.length === 0 || !own.every((p) => p.unit === 'quantity')) return false;
  // "qty released" alone may ask for the column; a condition says which records to add up.
  if (reading.conditions.length === 0) return false;
  // A value of a key ("for IT-10045", "in MAIN") or a record number ("job 12") may pick one
  // record; a vendor's name, like a period, picks many to add up.
  return !mentions.some(
    (m) =>
      m.kind === 'code' ||
      m.kind === 'number' ||
      m.kind === 'quoted' ||
      (m.kind === 'words' &&
        m.lex.some((l) => l.kind === 'value' && !!vocabulary.ido(l.ido).property(l.property)?.key)),
  );
}
