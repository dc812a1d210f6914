/**
 * A word as shorthand writes it: its first letter, then its consonants, a doubled one once
 * ("received" and "rcvd", "customer" and "custmr", "shipped" and "shpd", "open" and "opn").
 */
export function skeleton(word: string): string {
  return (
    word[0] +
    word
      .slice(1)
      .replace(/[aeiou]/g, '')
      .replace(/(.)\1+/g, '$1')
  );
}

/**
 * Whether `typed`, with no vowel after its first letter, is `full` written without its vowels
 * ("rcvd" for "received", "shpd" for "shipped"): a word a catalog may hold as a part of a
 * property's name (RcvdDate), so it is known and never corrected, yet it means the longer word.
 */
export function writtenShort(typed: string, full: string): boolean {
  return (
    typed.length >= 3 &&
    typed.length < full.length &&
    !/[aeiou]/.test(typed.slice(1)) &&
    skeleton(full) === typed
  );
}

function inOrder(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i += 1;
  return i === short.length;
}

/**
 * Whether `typed` may be `full` cut short as people write in a hurry: its first letters
 * ("reord" for "reorder"), or its first letter and some of its consonants in order ("pt" for
 * "point", "cst" for "cost"). Loose on its own (many words fit), so it is only ever asked of a
 * word inside a phrase the catalog holds, where the other words narrow it down.
 */
export function cutShort(typed: string, full: string): boolean {
  if (typed.length >= full.length || typed[0] !== full[0]) return false;
  if (typed.length >= 3 && full.startsWith(typed)) return true;
  return typed.length >= 2 && !/[aeiou]/.test(typed.slice(1)) && inOrder(typed, full);
}
