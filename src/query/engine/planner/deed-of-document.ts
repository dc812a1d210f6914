/**
 * A reading rule (#17): "what did sales order N ship", "what has PO N received": a verb of a
 * deed said right after one document asks what of its lines that deed was done to: the lines
 * with some of the quantity the verb names (Qty Shipped, Qty Received) above zero. Read from the
 * catalog alone: the lines carry a date the verb names (Ship Date) and exactly one numeric
 * property whose label shares the verb's root; otherwise the verb is left to other readers.
 */
import { f } from '../../../erp/load-request';
import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import { type Condition, datesNamedBy, fixedCondition, root } from './conditions';
import { isNumeric } from './reader-context';
import type { Reading } from './reading.types';

/** The numeric property of `lines` naming how much of the deed `verb` was done, if one. */
function doneQuantityOf(lines: string, verb: string, vocabulary: Vocabulary): string | undefined {
  const r = root(verb.toLowerCase());
  if (!r || !datesNamedBy(verb, vocabulary).some((d) => d.ido === lines)) return undefined;
  const quantities = vocabulary.ido(lines).properties.filter(
    (p) =>
      isNumeric(p) &&
      p.label
        .toLowerCase()
        .split(/[^a-z]+/)
        .some((w) => w.length > 2 && root(w) === r),
  );
  return quantities.length === 1 ? quantities[0].name : undefined;
}

/**
 * When `verb` (said right after one document whose lines are `lines`) is a deed done to those
 * lines, the condition that some of it was done to them; undefined otherwise.
 */
export function deedOfDocument(
  lines: string,
  verb: Mention | undefined,
  reading: Reading,
  vocabulary: Vocabulary,
): Condition | undefined {
  if (verb?.kind !== 'words' || !(reading.deeds ?? []).includes(verb)) return undefined;
  return doneOn(lines, [verb.text.trim()], verb, vocabulary);
}

/**
 * "what did we ship to C": the verb `words` (one word) said of the party's records `lines`, as
 * the condition that some of the deed was done to them; undefined when the catalog names no
 * quantity of it.
 */
export function doneOn(
  lines: string,
  words: readonly string[],
  verb: Mention,
  vocabulary: Vocabulary,
): Condition | undefined {
  if (words.length !== 1) return undefined;
  const quantity = doneQuantityOf(lines, words[0], vocabulary);
  if (!quantity) return undefined;
  return fixedCondition({ mentions: [verb], at: verb.start }, lines, f.cmp(quantity, '>', 0), [
    quantity,
  ]);
}
