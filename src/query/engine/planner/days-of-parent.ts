/**
 * A confidence check for a number of days late said of records that keep no such count, read
 * of the one record each belongs to (#17). "PO lines 10 to 20 days late": a line has its own
 * due date but no days-late figure; the count read on its PO (the PO's days overdue, from its
 * oldest open line) keeps lines that are on time on a PO that is late, and leaves out late
 * lines of a PO whose count falls outside. A named rule like those of lost-readings.ts.
 */
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Condition } from './conditions';
import type { Reading } from './reading.types';

/**
 * Whether a comparison of a number of days past a date (a derived "days past" figure) is placed
 * on records each answered record refers to, while the answered records carry a date of their
 * own that such a figure could have been counted from.
 */
export function daysOfParentRead(
  ido: string,
  reading: Reading,
  remote: readonly Condition[],
  vocabulary: Vocabulary,
): boolean {
  const own = vocabulary.ido(ido);
  if (!own.properties.some((p) => p.type === 'date')) return false;
  // The answered records own no such figure themselves.
  if (own.properties.some((p) => p.derived?.kind === 'daysPast')) return false;
  // "PO lines on POs more than 10 days overdue": the records it is said of are named.
  const named = new Set(reading.entities.map((e) => e.ido.toLowerCase()));
  const parents = own.relations
    .map((r) => r.targetIdo)
    .filter((t) => !named.has(t.toLowerCase()) && vocabulary.idos.some((i) => i.name === t));
  return remote.some((c) => {
    if (c.relationNegated || c.anchor !== ido) return false;
    if (!c.mentions.some((m) => m.kind === 'number')) return false;
    return parents.some((parent) => {
      const built = c.build(parent, vocabulary);
      const target = vocabulary.ido(parent);
      return (
        built !== undefined &&
        built.properties.length > 0 &&
        built.properties.every((p) => target.property(p)?.derived?.kind === 'daysPast')
      );
    });
  });
}
