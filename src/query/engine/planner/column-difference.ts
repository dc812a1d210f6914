/**
 * A confidence check for a comparison of two of a record's figures by an amount (#17): "the
 * reorder point is more than 100 above on hand", "on hand is more than 50 below the reorder
 * point", "on hand exceeds the reorder point by more than 50", "due more than 45 days after the
 * invoice date". The difference of two columns is no filter the engine can write; read
 * without it, the answer compares one figure with the number ("reorder point > 100", "days past
 * due > 45") or the two figures alone, and drops the amount between them.
 * A named rule like those of lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import { isFiller } from './reader-context';

/** The words that place an amount above or below another figure. */
const BY_HOW_MUCH = /^(?:above|below|over|under|higher|lower|more|less|greater|fewer|short)\b/i;

function comparing(m: Mention | undefined): boolean {
  return (
    m?.kind === 'words' && (m.rule?.kind === 'compare' || m.rule?.kind === 'compareProperties')
  );
}

function namesProperty(m: Mention | undefined): boolean {
  return m?.kind === 'words' && m.lex.some((l) => l.kind === 'property');
}

/** Whether the question compares two figures by an amount of difference between them. */
export function columnDifferenceAsked(mentions: readonly Mention[]): boolean {
  return mentions.some((m, i) => {
    // "received within 5 days of the due date", "shipped within a week from the order date":
    // a span read as a period up to today, placed against one of the record's dates instead.
    if (m.kind === 'date' && !m.date.point && /^within\b/i.test(m.text.trim())) {
      const next = mentions[i + 1];
      if (next?.kind !== 'words' || !/^(?:of|from)$/i.test(next.text.trim())) return false;
      let k = i + 2;
      while (isFiller(mentions[k])) k += 1;
      return namesProperty(mentions[k]);
    }
    if (m.kind !== 'number') return false;
    const next = mentions[i + 1];
    // "more than 100 above on hand", "50 below the reorder point": the words after the amount
    // place it against another figure ("20 units in stock" is a figure, not a comparison).
    if (next?.kind === 'words' && BY_HOW_MUCH.test(next.text.trim())) {
      if (next.rule?.kind === 'compareProperties') return true;
      if (comparing(next) && namesProperty(mentions[i + 2])) return true;
    }
    // "due date more than 45 days after the invoice date", "shipped 3 days before the due
    // date": a span of time placed against another of the record's dates is a difference of
    // two date columns, no filter either (a date after a span, "30 days after today", is not).
    // So is a span of days "from" or "past" another date ("45 days from the invoice date").
    const spanFrom =
      next?.kind === 'words' &&
      /^(?:from|past|since)$/i.test(next.text.trim()) &&
      m.number.unit === 'days';
    if (next?.kind === 'words' && (next.rule?.kind === 'dateCompare' || spanFrom)) {
      let k = i + 2;
      while (isFiller(mentions[k])) k += 1;
      if (namesProperty(mentions[k])) return true;
    }
    // "exceeds the reorder point by more than 50", "tops the credit limit by 1000".
    let j = i - 1;
    if (comparing(mentions[j])) j -= 1;
    if (mentions[j]?.kind !== 'words' || mentions[j]?.text.trim().toLowerCase() !== 'by')
      return false;
    j -= 1;
    while (isFiller(mentions[j])) j -= 1;
    return namesProperty(mentions[j]) && comparing(mentions[j - 1]);
  });
}
