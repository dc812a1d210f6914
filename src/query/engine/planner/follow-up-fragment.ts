/**
 * A confidence check for a fragment that carries on from a question asked before (#17): "what
 * about EAST", "and in WEST?", "how about last month", "same for Acme Steel Corp". The engine
 * reads each question alone, so the records the earlier question asked about are not said;
 * the records the rest suggests (a warehouse's stock, a vendor's own record) are a guess.
 * A fragment that names its records ("what about open POs") says what it asks, and is read.
 * A named rule like those of lost-readings.ts.
 */
import type { Token } from '../text/tokenizer';
import type { Reading } from './reading.types';

/** Words that open a question by pointing back at the one before. */
const CARRY_ON: readonly (readonly string[])[] = [
  ['what', 'about'],
  ['how', 'about'],
  ['and', 'what', 'about'],
  ['and', 'how', 'about'],
  ['same', 'for'],
  ['same', 'but'],
  ['the', 'same', 'for'],
  ['and', 'for'],
  ['and', 'in'],
  ['and', 'at'],
  ['and', 'from'],
];

/** Whether the question opens as a follow-up and names no records of its own. */
export function followUpFragment(tokens: readonly Token[], reading: Reading): boolean {
  const words = tokens.map((t) => t.lower);
  const opens = CARRY_ON.some((phrase) => phrase.every((w, i) => words[i] === w));
  return opens && reading.entities.length === 0;
}
