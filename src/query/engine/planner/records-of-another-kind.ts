/**
 * "invoices with no payments", "invoices with a credit memo applied", "payments on invoices
 * over 5000": two kinds of records kept in one IDO (a value each of one property: Type I, P,
 * C), the second said of the first through a link word. It names other records of the same
 * IDO that refer to these (a payment applied to an invoice), which no relation of the catalog
 * reads; one kind's value alone (Type <> 'P', Type = 'C') answers about the wrong records.
 */
import type { LexMeaning, Mention } from '../engine.types';

/** Words that say the next records belong to, or are missing from, the ones before. */
const LINKS = /^(?:with|without|no|having|has|have|on|for|against|to|applied|from|of|that|which)$/i;

type EnumMeaning = Extract<LexMeaning, { kind: 'enum' }>;

/** The single values of `ido`'s properties that `m` names as a kind of its records. */
function kindsNamed(m: Mention, ido: string): EnumMeaning[] {
  if (m.kind !== 'words') return [];
  return m.lex.filter(
    (l): l is EnumMeaning => l.kind === 'enum' && l.ido === ido && !l.group && l.values.length > 0,
  );
}

/**
 * Whether two mentions of `ido` name different values of one property, as kinds of its
 * records, with only link words between them (no "and" / "or": "invoices and credit memos"
 * are both kinds asked for).
 */
export function recordsOfAnotherKind(mentions: readonly Mention[], ido: string): boolean {
  for (let i = 0; i < mentions.length; i += 1) {
    const first = kindsNamed(mentions[i], ido);
    if (first.length === 0) continue;
    for (let j = i + 1; j < mentions.length; j += 1) {
      const between = mentions.slice(i + 1, j);
      if (
        !between.every(
          (x) =>
            x.kind === 'words' &&
            x.text
              .trim()
              .split(/\s+/)
              .every((w) => LINKS.test(w) || /^(?:a|an|the|any)$/i.test(w)),
        )
      )
        break;
      if (between.length === 0) continue;
      const second = kindsNamed(mentions[j], ido);
      const other = second.some((b) =>
        first.some((a) => a.property === b.property && a.values.join() !== b.values.join()),
      );
      if (other) return true;
    }
  }
  return false;
}
