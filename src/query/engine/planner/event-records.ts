import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';

/** A part of an IDO's records picked by a date being kept at all ("RcvdDate IS NOT NULL"). */
const DATE_KEPT = /^\s*(\w+)\s+IS\s+NOT\s+NULL\s*$/i;

/**
 * "PO receipts this quarter", "shipments last week": a noun naming the records by an event that
 * happened to them (the vocabulary's part of the lines whose received or ship date is kept) says
 * which of their dates a period means: the event's, not their usual one (the due date).
 */
export function eventDateNamed(
  mentions: readonly Mention[],
  vocabulary: Vocabulary,
): { ido: string; property: string } | undefined {
  for (const m of mentions) {
    if (m.kind !== 'words') continue;
    for (const l of m.lex) {
      if (l.kind !== 'ido' || l.where === undefined) continue;
      const kept = DATE_KEPT.exec(l.where);
      const p = kept ? vocabulary.ido(l.ido).property(kept[1]) : undefined;
      if (p?.type === 'date') return { ido: l.ido, property: p.name };
    }
  }
  return undefined;
}
