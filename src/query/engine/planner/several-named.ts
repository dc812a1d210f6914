/**
 * A confidence check for one figure taken over several parties a name only begins (#17). "the
 * order value for Midwest Supply", where "Midwest" begins five customers' names and none is
 * "Midwest Supply": a list or a figure per party shows each one, and the answer says the name was
 * ambiguous; one figure over them all adds up parties the asker did not mean, and nothing in the
 * number shows it. Named rule like those of lost-readings.ts.
 */
import type { AggregateSpec } from '../../../erp/load-request';
import type { Condition } from './conditions';

/** A name matching several values, read as all of them, under one figure not split by party. */
export function severalNamedInOneFigure(
  conditions: readonly Condition[],
  aggregate: AggregateSpec | undefined,
): boolean {
  if (!aggregate || aggregate.groupBy.length > 0) return false;
  return conditions.some((c) =>
    c.mentions.some((m) => m.kind === 'words' && (m.ambiguous?.length ?? 0) > 1),
  );
}
