import type { Mention } from '../engine.types';
import type { ReaderContext } from './reader-context';

/**
 * "worst 10 late order lines", "the 5 worst overdue invoices": said of records that are late or
 * overdue, "worst" asks for the latest first, which is how the answer shaper orders such lists
 * (by the catalog's days-past property, descending). Said of anything else ("worst customers")
 * it names a measure nobody wrote, and stays unread.
 */
const WORST = /^(?:worst|worse)$/i;

/** Whether `m` is the word "worst", typed as it is or corrected to it. */
export function isWorst(m: Mention | undefined): boolean {
  return m !== undefined && m.kind === 'unknown' && WORST.test(m.text);
}

/**
 * Whether the words from `from` on, up to the records they describe, name a state the catalog
 * measures in days past a date ("late", "overdue").
 */
export function lateBefore(c: ReaderContext, from: number): boolean {
  for (let j = from; j < c.ms.length; j += 1) {
    const x = c.ms[j];
    if (c.isSkippable(x)) continue;
    if (x.kind !== 'words' || c.isEntity(x)) return false;
    const props = c.propertyMeanings(x);
    if (props.length > 0 && props.every((p) => p.derived?.kind === 'daysPast')) return true;
  }
  return false;
}
