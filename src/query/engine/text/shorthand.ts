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
