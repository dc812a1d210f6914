/**
 * A reading rule (#17): a state reached "short". "PO lines that were short-closed", "lines
 * closed short", "jobs completed short": the records are in the state named, and what was done
 * (received, shipped, completed) falls below what was asked (ordered, released). The two
 * quantities are found by their names on whichever records the answer is about, so the rule
 * holds for any lines that keep both; where none keeps them, the word fits nowhere.
 */
import type { Mention } from '../engine.types';
import type { PropertyComparison } from '../lexicon/phrase-rules';
import { propertyRuleCondition } from './conditions';
import type { ReaderContext } from './reader-context';

/** What was done, and what was asked, on records of either trade or of making. */
const SHORT_OF: PropertyComparison = {
  left: ['quantity received', 'quantity shipped', 'quantity complete'],
  op: '<',
  right: ['quantity ordered', 'quantity released'],
};

/** A state word ("closed", "completed") of some records' status. */
const isState = (m: Mention | undefined): boolean =>
  m?.kind === 'words' && !m.rule && m.lex.some((l) => l.kind === 'enum');

/**
 * Reads `m`, "short" right before or after a state word, as the quantity done below the
 * quantity asked; false (nothing read) otherwise.
 */
export function readShortState(c: ReaderContext, k: number, m: Mention): boolean {
  if (!/^short$/i.test(m.text.trim())) return false;
  if (!isState(c.ms[k + 1]) && !isState(c.ms[k - 1])) return false;
  c.addCondition(k, [m], (d) => propertyRuleCondition(d, [SHORT_OF]));
  c.use(m);
  return true;
}
