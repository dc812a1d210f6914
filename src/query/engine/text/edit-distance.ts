/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions, so "purhcase" is
 * one edit from "purchase"), giving up early: returns `max + 1` as soon as the distance must
 * exceed `max`. Typo tolerance only ever asks "is it within 1 or 2", so the early exit keeps a
 * vocabulary scan cheap.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let previous2: number[] = [];
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2] + 1);
      }
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return Math.min(previous[n], max + 1);
}

/** How many edits a typo of a word this long may have: none for short words, 2 from 7 letters. */
export function typoBudget(length: number): number {
  if (length < 4) return 0;
  if (length < 7) return 1;
  return 2;
}
