/**
 * A confidence check for "current" said of records that age past a due date (#17). Of
 * receivables, "current" is the aging bucket not yet past due ("how much AR is current",
 * "current receivables") as much as it is "now"; read as "now" (no condition), the answer sums
 * or lists the past-due records too. Said of records that keep no days past due, or before a
 * period ("the current month"), it is "now". Named rule like those of lost-readings.ts.
 */
import type { FilterNode } from '../../../erp/filter/filter-ast';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Token } from '../text/tokenizer';
import { filterReads } from './filter-tools';

/** Periods "current" may name ("the current quarter"). */
const PERIOD = /^(?:day|week|month|quarter|year|period|fiscal)$/;

/** "current" said of records that keep days past due, with no condition on those days. */
export function currentOfAgingRecords(
  ido: string,
  tokens: readonly Token[],
  filter: FilterNode | undefined,
  vocabulary: Vocabulary,
): boolean {
  const said = tokens.some(
    (t, i) => t.lower === 'current' && !PERIOD.test(tokens[i + 1]?.stem ?? ''),
  );
  if (!said) return false;
  const days = vocabulary.ido(ido).properties.filter((p) => p.derived?.kind === 'daysPast');
  return days.length > 0 && !days.some((p) => filterReads(filter, p.name));
}
