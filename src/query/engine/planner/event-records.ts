import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import { dateNamedBy, dateOfDoneWords } from './conditions';

/** A part of an IDO's records picked by a date being kept at all ("RcvdDate IS NOT NULL"). */
const DATE_KEPT = /^\s*(\w+)\s+IS\s+NOT\s+NULL\s*$/i;

/**
 * Whether a part of the records is picked by an event having happened to them ("PO receipts":
 * their received date is kept), not by which record owns them (ship-tos of a customer).
 */
export function namesEvent(where: string): boolean {
  return DATE_KEPT.test(where);
}

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

/**
 * "shipped qty by item top 5 this year", "received quantity per vendor last month": a quantity
 * of the records whose label names one of their dates (Quantity Shipped: the Ship Date) counts
 * what an event moved, so a period that no word beside it dates is that event's period, not the
 * records' usual date (the lines' due date). Only the quantities of the records themselves, and
 * only when their labels name exactly one date of the same records.
 */
export function figureDateNamed(
  mentions: readonly Mention[],
  vocabulary: Vocabulary,
): { ido: string; property: string } | undefined {
  const found: Array<{ ido: string; property: string }> = [];
  for (const m of mentions) {
    if (m.kind !== 'words' || m.rule) continue;
    for (const l of m.lex) {
      if (l.kind !== 'property') continue;
      const p = vocabulary.ido(l.ido).property(l.property);
      if (p?.unit !== 'quantity' || p.derived) continue;
      // "quantity completed this month": a label naming a finished state (Complete) dates the
      // quantity by the day that state is reached (the job's end date), not the job's date.
      const date = (
        dateNamedBy([p.label], l.ido, vocabulary) ??
        dateOfDoneWords(p.label.split(/\s+/), l.ido, vocabulary)
      )?.name;
      if (date && !found.some((x) => x.ido === l.ido && x.property === date))
        found.push({ ido: l.ido, property: date });
    }
  }
  // Two quantities naming different dates of one IDO ("shipped vs received"): neither is the
  // period's.
  const idos = new Set(found.map((x) => x.ido));
  return found.length === 1 && idos.size === 1 ? found[0] : undefined;
}

/**
 * "late shipments", "overdue PO receipts": the catalog's lateness (days past the due date while
 * a line is open) is not said of an event that happened; whether it came late is its own date
 * against the due date, which that property does not hold. A reading that puts the one on the
 * other answers about open lines.
 */
export function latenessOfEvent(
  ido: string,
  mentions: readonly Mention[],
  properties: readonly string[],
  vocabulary: Vocabulary,
): boolean {
  const event = eventDateNamed(mentions, vocabulary);
  if (event?.ido !== ido) return false;
  const late = vocabulary.profile(ido).daysPast;
  if (late !== undefined && properties.includes(late.name)) return true;
  // Records without such a property read "late" as open and past their due date: the same.
  return mentions.some(
    (m) => LATE.test(m.text) && !(m.kind === 'words' && m.rule?.kind === 'compareProperties'),
  );
}

/** Words of lateness said alone, not as an event's ("shipped late" compares two dates). */
const LATE = /^\s*(?:late|overdue|past due|delayed|behind)\s*$/i;

/**
 * "open shipments", "PO receipts still open": a status is the line's, not the event's; open
 * lines that something was shipped on are not what "open shipments" (those still to go) asks
 * for, and the catalog keeps no status of a shipment or a receipt of its own.
 */
export function stateOfEvent(
  ido: string,
  mentions: readonly Mention[],
  properties: readonly string[],
  vocabulary: Vocabulary,
): boolean {
  const status = vocabulary.profile(ido).status;
  return (
    eventDateNamed(mentions, vocabulary)?.ido === ido &&
    status !== undefined &&
    properties.includes(status.name)
  );
}
