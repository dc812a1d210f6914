/**
 * A confidence check for the fewest (or least) of related records per party (#17). "3 vendors
 * with the fewest POs", "customers with the least invoiced": the answer groups the related
 * records by party and takes the smallest groups, so a party with none of them (the fewest of
 * all) never appears. Grouping a column of the records themselves ("product lines with the
 * fewest items") has no such gap. Named rule like those of lost-readings.ts.
 */
import type { AggregateSpec } from '../../../erp/load-request';
import type { Reading } from './reading.types';

/**
 * Whether the smallest per-group counts or sums of `ido`'s records answer for records of
 * another kind named first in the question.
 */
export function fewestMissesNone(
  ido: string,
  reading: Reading,
  aggregate: AggregateSpec | undefined,
): boolean {
  if (reading.rank?.direction !== 'asc' || !aggregate || aggregate.groupBy.length === 0)
    return false;
  if (!aggregate.measures.some((m) => m.fn === 'count' || m.fn === 'sum')) return false;
  const answered = reading.entities
    .filter((e) => !e.label && !e.negated)
    .sort((a, b) => a.index - b.index)[0];
  return answered !== undefined && answered.ido !== ido;
}
