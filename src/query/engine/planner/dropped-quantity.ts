/**
 * A confidence check for a figure of money that leaves out a quantity named with it (#17).
 * "total cost of items on hand": the cost of what is on hand is each item's quantity times its
 * cost; read as the sum of the items' costs (the quantity named, dropped from the figure), the
 * answer adds up prices of one of each. A named rule like those of lost-readings.ts.
 */
import type { AggregateSpec } from '../../../erp/load-request';
import type { Vocabulary } from '../lexicon/vocabulary';
import { propertiesOn } from './conditions';
import type { Reading } from './reading.types';

/**
 * Whether the answer is one figure of an amount of money (a sum or an average) while a
 * quantity of the same records was named too and is neither measured nor broken down by.
 */
export function quantityDroppedByAmount(
  ido: string,
  reading: Reading,
  aggregate: AggregateSpec | undefined,
  vocabulary: Vocabulary,
): boolean {
  if (!aggregate || reading.rank) return false;
  const catalogIdo = vocabulary.ido(ido);
  const money = aggregate.measures.filter(
    (m) =>
      (m.fn === 'sum' || m.fn === 'avg') &&
      !!m.property &&
      catalogIdo.property(m.property)?.unit === 'currency',
  );
  if (money.length === 0 || money.length !== aggregate.measures.length) return false;
  const kept = new Set<string>([
    ...aggregate.groupBy,
    ...aggregate.measures.flatMap((m) => (m.property ? [m.property] : [])),
  ]);
  return reading.fields.some((field) => {
    if (
      field.mention === reading.aggregate?.measure ||
      field.mention === reading.aggregate?.mention
    )
      return false;
    const own = propertiesOn(field.mention, ido, vocabulary);
    return (
      own.length > 0 &&
      own.every((p) => p.unit === 'quantity') &&
      !own.some((p) => kept.has(p.name))
    );
  });
}
