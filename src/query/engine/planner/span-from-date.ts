/**
 * A confidence check (#17): "dated more than 30 days before today", "placed more than 2 weeks
 * before Christmas": a span of days counted from a named date is a date of its own (the named
 * date moved by the span), which the date readers do not compute; read without it, the span fell
 * on a count of days the records keep (days late, days past due) and the date was kept alone,
 * a confident wrong answer. A named rule like those of lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import { isFiller } from './reader-context';

/** Whether a span of days is placed before or after a named date ("30 days before today"). */
export function spanFromDateAsked(mentions: readonly Mention[]): boolean {
  return mentions.some((m, i) => {
    if (m.kind !== 'number' || m.number.unit !== 'days') return false;
    const next = mentions[i + 1];
    if (next?.kind !== 'words' || next.rule?.kind !== 'dateCompare') return false;
    let k = i + 2;
    while (isFiller(mentions[k])) k += 1;
    return mentions[k]?.kind === 'date';
  });
}
