/**
 * A confidence check for a bare period over amounts of document lines (#17): "top parts by PO
 * line amount this year", "total co line value this quarter". No verb or date word says which
 * date the period is of; the lines' own date read (when they fall due) looks ahead, while the
 * document they belong to keeps when it was made (ordered). Money of this year is as likely
 * what was ordered this year as what falls due in it: a guess between two dates. A named rule
 * like those of lost-readings.ts.
 */
import type { AggregateSpec } from '../../../erp/load-request';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Condition } from './conditions';

/**
 * Whether a money figure of `ido`'s records is summed or ranked over a period said alone, read
 * on a date of theirs that neither looks back nor records an event, while a document whose key
 * is part of theirs keeps a date that looks back.
 */
export function barePeriodOnLinesAhead(
  ido: string,
  placed: readonly Condition[],
  remote: readonly Condition[],
  aggregate: AggregateSpec | undefined,
  vocabulary: Vocabulary,
): boolean {
  const catalogIdo = vocabulary.ido(ido);
  const money = aggregate?.measures.some(
    (m) =>
      (m.fn === 'sum' || m.fn === 'avg') &&
      !!m.property &&
      catalogIdo.property(m.property)?.unit === 'currency',
  );
  if (!money) return false;
  const profile = vocabulary.profile(ido);
  const ahead = placed.some((c) => {
    // Placed on the document ("parts sold the most in 2025": on the orders), it is its date.
    if (remote.includes(c)) return false;
    if (c.negated || c.mentions.length === 0 || !c.mentions.every((m) => m.kind === 'date'))
      return false;
    const names = c.build(ido, vocabulary)?.properties ?? [];
    return names.some((name) => {
      const p = catalogIdo.property(name);
      return p?.type === 'date' && !profile.looksBack(p) && !profile.recordsEvent(p);
    });
  });
  if (!ahead) return false;
  return catalogIdo.relations.some((r) => {
    if (!catalogIdo.keys.includes(r.property) || r.targetIdo === ido) return false;
    const date = vocabulary.profile(r.targetIdo).date;
    return date !== undefined && vocabulary.profile(r.targetIdo).looksBack(date);
  });
}
