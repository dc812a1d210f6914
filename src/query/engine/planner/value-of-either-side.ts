/**
 * A confidence check on the choice between two readings of a noun that name records of opposite
 * sides of trade (#17). "orders in euros": customer orders and purchase orders both have a
 * currency; that only purchase orders hold the value "EUR" is a fact of the data, not what the
 * question said, so answering with purchase orders is a guess. A vendor's name, a property the
 * other reading does not have, still chooses ("orders from <a vendor>").
 */
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Condition } from './conditions';

/**
 * Whether the conditions that carry on `best` and not on `other` each read only properties that
 * `other` has too, under the same caption: `other` lacks the value, not the property.
 */
export function chosenByValueAlone(
  conditions: readonly Condition[],
  best: string,
  other: string,
  vocabulary: Vocabulary,
): boolean {
  const deciding = conditions.filter(
    (c) => c.build(other, vocabulary) === undefined && c.build(best, vocabulary) !== undefined,
  );
  if (deciding.length === 0) return false;
  const captions = new Set(
    vocabulary
      .ido(other)
      .properties.map((p) => p.label.trim().toLowerCase())
      .filter((l) => l.length > 0),
  );
  return deciding.every((c) => {
    // "orders promised next month": the word itself names the property on `best` only (a
    // promise date is a customer order's, not a PO's): the question chose, not the data.
    const wordChose = c.mentions.some(
      (m) =>
        m.kind === 'words' &&
        m.lex.some((l) => l.kind === 'property' && l.ido === best) &&
        !m.lex.some((l) => l.kind === 'property' && l.ido === other),
    );
    if (wordChose) return false;
    const read = c.build(best, vocabulary)?.properties ?? [];
    return (
      read.length > 0 &&
      read.every((name) => {
        const label = vocabulary.ido(best).property(name)?.label.trim().toLowerCase();
        return label !== undefined && captions.has(label);
      })
    );
  });
}
