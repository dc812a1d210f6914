/**
 * A confidence check for a direction said in lower case, read as a code of other records (#17).
 * "customers in the west", "vendors in the south": the word names a part of the country where
 * the records are; matched without its case to a warehouse code (WEST, SOUTH) and placed on
 * records related to them (their orders shipped from that warehouse), the answer is about a
 * warehouse nobody named. Parties that have an address of their own are where a place is said
 * of them. A named rule like those of lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Condition } from './conditions';

const PLACE_WORDS = /\b(?:state|country|city|region|province)\b/i;

/**
 * Whether a condition placed on related records reads only a known value matched regardless of
 * case, typed in lower case, while the answered records carry a place of their own.
 */
export function placeWordReadAsCode(
  ido: string,
  mentions: readonly Mention[],
  remote: readonly Condition[],
  vocabulary: Vocabulary,
): boolean {
  const hasPlace = vocabulary
    .ido(ido)
    .properties.some((p) =>
      [p.name, p.label, ...(p.synonyms ?? [])].some((w) => PLACE_WORDS.test(w)),
    );
  if (!hasPlace) return false;
  return remote.some(
    (c) =>
      c.mentions.length > 0 &&
      c.mentions.every(
        (m) =>
          m.kind === 'words' &&
          m.text === m.text.toLowerCase() &&
          m.lex.length > 0 &&
          /^[a-z]+$/.test(m.text.trim()) &&
          // A code (WEST), not a name typed in lower case ("poly sheet 1/8in").
          m.lex.every(
            (l) => l.kind === 'value' && l.match === 'case' && /^[A-Z]+$/.test(l.value),
          ) &&
          !namedWithProperty(m, mentions),
      ),
  );
}

/** "the east warehouse": the value's own property named right after it says what it is. */
function namedWithProperty(m: Mention, mentions: readonly Mention[]): boolean {
  if (m.kind !== 'words') return false;
  const next = mentions.find((x) => x.start === m.end);
  return (
    next?.kind === 'words' &&
    next.lex.some(
      (l) =>
        l.kind === 'property' &&
        m.lex.some((v) => v.kind === 'value' && v.ido === l.ido && v.property === l.property),
    )
  );
}
