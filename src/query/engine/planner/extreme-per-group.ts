/**
 * "the highest unit cost per product code", "the largest credit limit by state": a superlative
 * sizing one amount of the records, said in the singular with no number, then broken down,
 * asks for the extreme in each group (the maximum / minimum per group). It was read as the
 * amount summed per group and the groups ranked, which adds up unit costs or credit limits, a
 * figure nobody asked for. Read from the catalog: the amount must be a number the records hold.
 */
import type { AggregateFunction } from '../../../erp/load-request';
import type { Vocabulary } from '../lexicon/vocabulary';
import { isNumeric } from './reader-context';
import { propertiesOn } from './conditions';
import type { Reading } from './reading.types';

/** The aggregate of the extreme per group, or undefined when the rule does not apply. */
export function extremePerGroup(
  primary: string,
  reading: Reading,
  groupBy: readonly string[],
  vocabulary: Vocabulary,
): AggregateFunction | undefined {
  const { rank } = reading;
  if (!rank?.measure || rank.n !== undefined || rank.mass || rank.subject) return undefined;
  if (reading.aggregate || reading.groups.length === 0 || groupBy.length === 0) return undefined;
  if (reading.limit !== undefined) return undefined;
  // Broken down after the amount ("… per product code"): "customers by state with the highest
  // credit limit" may rank the groups or list the records; left as it was.
  const measure = rank.measure;
  if (reading.groups.some((g) => g.target.start < measure.end)) return undefined;
  const words = rank.measure.text.toLowerCase().split(/\s+/);
  if ((words[words.length - 1] ?? '').endsWith('s')) return undefined;
  if (!propertiesOn(rank.measure, primary, vocabulary).some(isNumeric)) return undefined;
  return rank.direction === 'desc' ? 'max' : 'min';
}
