/**
 * "buyers with no open POs", "warehouses without late lines", "sales reps with no orders this
 * month": the values of one of the records' own properties, listed once each, with the records'
 * existence denied. Read on the records themselves, the denial turns into a condition on each
 * record ("POs not open"), and the list becomes the values of the other records: every buyer
 * with a closed PO, not the buyers none of whose POs is open. The catalog relates no records to
 * such a value (a buyer is no IDO of its own), so the set-wise reading cannot be built: the one
 * given is a guess. A confidence check, read from the placement alone.
 */
import type { Condition } from './conditions';

/** Words that deny that records exist ("with no POs"), not a state of each ("not closed"). */
const DENIES_EXISTENCE = /^(?:no|without|none|never)$/i;

export function valuesOfRecordsDenied(
  distinct: boolean | undefined,
  placed: readonly Condition[],
  remote: readonly Condition[],
): boolean {
  if (!distinct) return false;
  return placed.some(
    (c) =>
      !remote.includes(c) &&
      (c.relationNegated === true ||
        c.neverNegated === true ||
        (c.negatedBy ?? []).some((m) => DENIES_EXISTENCE.test(m.text.trim()))),
  );
}
