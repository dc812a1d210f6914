/**
 * A confidence check for conditions joined by "or" that land on different records (#17).
 * "vendors paid in CAD or EUR": the vendors' own currency holds CAD, while EUR is known only on
 * their POs; placed apart, each side is filtered on its own and the two are ANDed (a vendor in
 * CAD with some PO in EUR), the opposite of "or". A named rule like those of lost-readings.ts.
 */
import type { Condition } from './conditions';

/**
 * Whether some "or" group has members placed on the records asked about and others on related
 * records (`remote`, a subset of `placed`).
 */
export function orSplitAcrossRecords(
  placed: readonly Condition[],
  remote: readonly Condition[],
): boolean {
  const far = new Set(remote);
  const sides = new Map<number, Set<boolean>>();
  for (const c of placed) {
    if (c.orGroup === undefined) continue;
    const seen = sides.get(c.orGroup) ?? new Set<boolean>();
    seen.add(far.has(c));
    sides.set(c.orGroup, seen);
  }
  return [...sides.values()].some((s) => s.size > 1);
}
