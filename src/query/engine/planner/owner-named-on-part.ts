/**
 * A confidence check for a part of an IDO's records named with the record that owns them (#17).
 * "how many ship-tos does <a customer> have": the ship-to rows are the customer's by its number,
 * and the name matched is the customer's own (on its main row); read as the ship-to rows whose
 * own name is that, the answer holds only the addresses that happen to repeat the name. A named
 * rule like those of lost-readings.ts. Said of the part itself ("ship-tos named …") it stands.
 */
import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Condition } from './conditions';
import { namesEvent } from './event-records';

/** Words that say the name is the record's own ("ship-tos named …"). */
const OWN_NAME = /^(?:named|called|name is|named like|whose name is)$/i;

/**
 * Whether the answer is a named part of its IDO's records ("ship-to addresses") and another
 * condition on the same records matches a known value of the name the IDO's records are known
 * by, not said to be the part's own name.
 */
export function ownerNamedOnPart(
  ido: string,
  mentions: readonly Mention[],
  placed: readonly Condition[],
  remote: readonly Condition[],
  vocabulary: Vocabulary,
): boolean {
  const local = placed.filter((c) => !remote.includes(c));
  const part = local.some((c) =>
    c.mentions.some(
      (m) =>
        m.kind === 'words' &&
        // "PO receipts from Acme": lines picked by an event, not owned by another row,
        // carry the names of their own.
        m.lex.some(
          (l) => l.kind === 'ido' && l.ido === ido && l.where !== undefined && !namesEvent(l.where),
        ),
    ),
  );
  const display = vocabulary.profile(ido).display?.name;
  if (!part || !display) return false;
  return local.some((c) =>
    c.mentions.some((m) => {
      if (m.kind !== 'words') return false;
      if (!m.lex.some((l) => l.kind === 'value' && l.ido === ido && l.property === display))
        return false;
      const before = mentions[mentions.indexOf(m) - 1];
      return !(before && OWN_NAME.test(before.text.trim()));
    }),
  );
}
