/**
 * "the biggest credit limit of our customers", "the longest lead time on items in FAST": a
 * superlative sizing one amount (or date) named in the singular, then a preposition and the
 * plural noun of the records that hold it, asks for one value, the extreme, not the records
 * listed in that order. The plural noun is only whose amount it is; a plural amount ("the
 * highest credit limits of our customers") still asks for several.
 */
import type { Mention } from '../engine.types';
import type { ReaderContext } from './reader-context';

const OVER = /^(of|on|for|in|among|across|from)$/;
const BETWEEN = /^(of|on|for|in|among|across|from|any|all|every|our|the|its|their|my)$/;

/** Whether the singular measure `measure` is followed, through a preposition, by `noun`. */
export function singleExtremeOfRecords(c: ReaderContext, measure: Mention, noun: Mention): boolean {
  if (measure.kind !== 'words' || noun.kind !== 'words' || !c.isSingular(measure)) return false;
  const from = c.ms.indexOf(measure);
  const to = c.ms.indexOf(noun);
  if (from < 0 || to <= from + 1) return false;
  let over = false;
  for (let i = from + 1; i < to; i += 1) {
    const x = c.ms[i];
    if (x.kind === 'code') continue;
    if (x.kind !== 'words') return false;
    const words = x.text.toLowerCase().split(/\s+/);
    if (words.every((w) => BETWEEN.test(w))) {
      if (words.some((w) => OVER.test(w))) over = true;
      continue;
    }
    // "of open POs", "on purchased items": a word naming a kind of the records describes them.
    if (x.lex.some((l) => l.kind === 'enum' || l.kind === 'value')) continue;
    // "of unpaid invoices": a word of a state read later as a condition on them, no amount.
    if (x.rule && x.rule.kind !== 'group' && !c.isEntity(x) && c.propertyMeanings(x).length === 0)
      continue;
    // "of overdue invoices": a flag of days past, not the amount sized.
    const props = c.propertyMeanings(x);
    if (props.length > 0 && props.every((p) => p.derived?.kind === 'daysPast')) continue;
    return false;
  }
  // "highest unit cost of items per product code": a breakdown asks for an extreme per group,
  // which is not one value; left as it was read.
  const grouped = c.ms.slice(to + 1).some((x) => x.kind === 'words' && x.rule?.kind === 'group');
  // A preposition is needed: "the highest cost items in FAST" ranks the items themselves.
  return over && !grouped;
}
