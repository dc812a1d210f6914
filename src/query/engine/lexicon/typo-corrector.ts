import { editDistance, typoBudget } from '../text/edit-distance';
import { skeleton } from '../text/shorthand';
import type { Token } from '../text/tokenizer';

/** Typo corrections remembered before the memory starts over. */
const MAX_REMEMBERED_CORRECTIONS = 10_000;

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i += 1;
  return i === short.length;
}

/** Whether `typed` is `word` with some letters struck twice (each extra letter repeats the one before). */
function doubledKeys(word: string, typed: string): boolean {
  let i = 0;
  for (let j = 0; j < typed.length; j += 1) {
    if (i < word.length && typed[j] === word[i]) i += 1;
    else if (j === 0 || typed[j] !== typed[j - 1]) return false;
  }
  return i === word.length;
}

/** Swapped letters ("mian" / "main") are the likeliest slip of all. */
function sameLetters(a: string, b: string): boolean {
  return a.length === b.length && [...a].sort().join('') === [...b].sort().join('');
}

function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/**
 * Typo tolerance: the words a typo may be corrected to (weighted: catalog words over names over
 * filler), and the words never to correct (everything the engine or plain English knows).
 */
export class TypoCorrector {
  private readonly dictionary = new Map<number, Array<{ word: string; weight: number }>>();
  private readonly known = new Set<string>();
  private readonly corrections = new Map<string, { stem: string; distance: number } | undefined>();

  /** A word that is never corrected but is no correction target either. */
  markKnown(word: string): void {
    this.known.add(word);
  }

  /** A word typos may be corrected to; higher weights win ties. */
  addWord(word: string, weight: number): void {
    this.known.add(word);
    if (word.length < 3 || /\d/.test(word)) return;
    const bucket = this.dictionary.get(word.length) ?? [];
    const existing = bucket.find((b) => b.word === word);
    if (existing) existing.weight = Math.max(existing.weight, weight);
    else bucket.push({ word, weight });
    this.dictionary.set(word.length, bucket);
  }

  isKnown(word: string): boolean {
    return this.known.has(word);
  }

  /**
   * A close word for a word that is not known at all, or undefined. Both the word and its
   * singular are tried ("invocies" is two edits from "invoice"). Among equally close words the
   * one the typo is a shortened form of wins ("completd" → "completed"), then the longer shared
   * start; a remaining tie is no correction (guessing would be worse).
   */
  correct(token: Token): { stem: string; distance: number } | undefined {
    if (token.kind !== 'word' || this.known.has(token.stem)) return undefined;
    // The same slips recur (dashboards ask the same question): remember the answers.
    if (this.corrections.has(token.lower)) return this.corrections.get(token.lower);
    const found = this.closest(token);
    if (this.corrections.size > MAX_REMEMBERED_CORRECTIONS) this.corrections.clear();
    this.corrections.set(token.lower, found);
    return found;
  }

  private closest(token: Token): { stem: string; distance: number } | undefined {
    const forms = [...new Set([token.stem, token.lower, token.lower.replace(/s$/, '')])];
    const budget = typoBudget(token.lower.length);
    if (budget === 0) return this.expanded(token.stem);
    type Scored = { stem: string; distance: number; rank: number[] };
    let best: Scored | undefined;
    let tie = false;
    const better = (a: number[], b: number[]): number => {
      for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
      return 0;
    };
    for (const word of forms) {
      for (let length = word.length - budget; length <= word.length + budget; length += 1) {
        for (const candidate of this.dictionary.get(length) ?? []) {
          const distance = editDistance(word, candidate.word, budget);
          if (distance > budget) continue;
          const rank = [
            distance,
            sameLetters(word, candidate.word) ? 0 : 1,
            isSubsequence(word, candidate.word) ? 0 : 1,
            -sharedStart(word, candidate.word),
            -candidate.weight,
          ];
          const order = best ? better(rank, best.rank) : -1;
          if (order < 0) {
            best = { stem: candidate.word, distance, rank };
            tie = false;
          } else if (order === 0 && best && candidate.word !== best.stem) tie = true;
        }
      }
    }
    if (best && !tie && !this.anotherWord(token.lower, best.stem, best.distance))
      return { stem: best.stem, distance: best.distance };
    if (best) return undefined;
    return this.expanded(token.stem);
  }

  /**
   * A well-formed inflection ("expedited", "amending") two letters from a catalog word, and no
   * slip of its letters (none left out, doubled or swapped), is far likelier a real English
   * word the engine does not know than a typo: correcting it would read a meaning nobody asked
   * for ("expedited" as "expected", the due date) with confidence. So is a noun of the doer
   * made from such a word ("planner" of "planned"). Left unknown, it lowers the confidence as any
   * unknown word does.
   */
  private anotherWord(typed: string, stem: string, distance: number): boolean {
    // "planner", "shipper": the noun of who does a deed is no slip of the deed's past
    // ("planned", "shipped"), whose status it would read.
    if (/[^aeiou]er$/.test(typed) && /ed$/.test(stem) && typed.slice(0, -2) === stem.slice(0, -2))
      return true;
    if (distance < 2 || !/[^aeiou](?:ed|ing)$/.test(typed)) return false;
    // Letters added are a slip only when a key was struck twice ("shippped"): "bearing" is not
    // "being" with two letters slipped in.
    const slip = isSubsequence(typed, stem) || doubledKeys(stem, typed) || sameLetters(typed, stem);
    return !slip;
  }

  /**
   * The word a shorthand with its vowels left out stands for ("rcvd", "custmr", "opn"), when
   * exactly one of the heaviest such words fits: one slip, as a typo is.
   */
  private expanded(word: string): { stem: string; distance: number } | undefined {
    const shape = skeleton(word);
    if (word.length < 3 || shape.length < 3) return undefined;
    let found: Array<{ word: string; weight: number }> = [];
    for (const [length, bucket] of this.dictionary) {
      if (length <= word.length) continue;
      for (const candidate of bucket)
        if (isSubsequence(word, candidate.word) && skeleton(candidate.word) === shape)
          found.push(candidate);
    }
    const heaviest = Math.max(...found.map((x) => x.weight));
    found = found.filter((x) => x.weight === heaviest);
    return found.length === 1 ? { stem: found[0].word, distance: 1 } : undefined;
  }
}
