/**
 * "partially shipped orders": a state of part of a document said of the document, read on its
 * lines as lines partly shipped. An order with one line shipped in full and another not at all
 * is partly shipped too, with no such line: the answer leaves it out. Said of lines named as
 * such ("orders with partially shipped lines") the lines' own state is what was asked.
 */
import type { Mention } from '../engine.types';

interface Said {
  mentions: readonly Mention[];
  relationNegated?: boolean;
}

/**
 * Whether a "partially" / "partly" / "on time" rule was read on related records that were never
 * named.
 */
export function partlyOfAll(
  remote: readonly Said[],
  nouns: readonly string[],
  ido: string,
  isRule: (m: Mention) => boolean,
): boolean {
  if (nouns.some((n) => n !== ido)) return false;
  return remote.some(
    (c) =>
      !c.relationNegated &&
      c.mentions.some(
        (m) =>
          isRule(m) &&
          // The share said before the verb or after it ("received partially", "in part").
          /^(?:partially|partly|fully|completely|entirely)\b|\b(?:on (?:time|schedule)|in full|partially|partly|in part)$/i.test(
            m.text.trim(),
          ),
      ),
  );
}

/**
 * "order lines not shipped on time": not on time is shipped late, or not shipped yet and past
 * its date; the rule negated (shipped after the date) leaves out the lines still waiting.
 */
export function notOnTime(
  placed: ReadonlyArray<Said & { negated: boolean }>,
  isRule: (m: Mention) => boolean,
): boolean {
  return placed.some(
    (c) =>
      c.negated &&
      c.mentions.some((m) => isRule(m) && /\bon (?:time|schedule)$/i.test(m.text.trim())),
  );
}
