/**
 * A confidence check for a bare number that may be days rather than money (#17). "AR > 90",
 * "receivables over 60": over records that keep a count of days (days past due, days late), a
 * small round number of a month's multiple, with no currency and no property named, is how an
 * aging bucket is said ("AR over 90": more than 90 days past due) as much as an amount. Read as
 * the amount alone, the answer may be about another question. Named rule like those of
 * lost-readings.ts.
 */
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Condition } from './conditions';
import { bareComparison } from './group-threshold';

/** Aging buckets run in months of 30 days, up to half a year. */
const BUCKET_DAYS = 30;
const LAST_BUCKET = 180;

/** Whether a number alone is compared on `ido`, which keeps days, at an aging bucket. */
export function agingBucketAsAmount(
  ido: string,
  placed: readonly Condition[],
  vocabulary: Vocabulary,
): boolean {
  if (!vocabulary.ido(ido).properties.some((p) => p.unit === 'days')) return false;
  return placed.some(
    (c) =>
      bareComparison(c) &&
      c.mentions.some(
        (m) =>
          m.kind === 'number' &&
          !m.number.unit &&
          !m.number.currencyCode &&
          m.number.value > 0 &&
          m.number.value <= LAST_BUCKET &&
          m.number.value % BUCKET_DAYS === 0,
      ),
  );
}
