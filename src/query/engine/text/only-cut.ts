/**
 * Where a word typed without its space splits in two, when exactly one cut point makes both
 * halves fit ("salesorders" -> sales + orders): the two halves, or undefined when no cut fits
 * or more than one does (two readings of a glued word are no reading of it).
 */
export function onlyCut(
  word: string,
  shortestHead: number,
  fits: (head: string, tail: string) => boolean,
): readonly [string, string] | undefined {
  let found: readonly [string, string] | undefined;
  for (let cut = shortestHead; cut <= word.length - 2; cut += 1) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (!fits(head, tail)) continue;
    if (found) return undefined;
    found = [head, tail];
  }
  return found;
}
