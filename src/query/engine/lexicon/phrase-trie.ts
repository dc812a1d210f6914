import type { Token } from '../text/tokenizer';

interface Node<T> {
  children: Map<string, Node<T>>;
  entries: T[];
}

export interface TrieMatch<T> {
  /** Tokens matched. */
  length: number;
  entries: readonly T[];
}

function node<T>(): Node<T> {
  return { children: new Map(), entries: [] };
}

/**
 * Phrases (sequences of token stems) with entries attached, for longest-match lookup at a
 * position in the question. Lookups cost one map access per token, whatever the vocabulary size.
 */
export class PhraseTrie<T> {
  private readonly root: Node<T> = node();

  add(stems: readonly string[], entry: T, same?: (a: T, b: T) => boolean): void {
    if (stems.length === 0) return;
    let current = this.root;
    for (const s of stems) {
      let child = current.children.get(s);
      if (!child) {
        child = node();
        current.children.set(s, child);
      }
      current = child;
    }
    if (same && current.entries.some((e) => same(e, entry))) return;
    current.entries.push(entry);
  }

  /** The longest phrase starting at `tokens[i]`, or undefined. */
  longest(tokens: readonly Token[], i: number): TrieMatch<T> | undefined {
    let current = this.root;
    let best: TrieMatch<T> | undefined;
    for (let j = i; j < tokens.length; j += 1) {
      const child = current.children.get(tokens[j].stem);
      if (!child) break;
      current = child;
      if (current.entries.length > 0) best = { length: j - i + 1, entries: current.entries };
    }
    return best;
  }

  /** The entries of the phrase of exactly `length` tokens at `i`, if there is one. */
  exact(tokens: readonly Token[], i: number, length: number): readonly T[] {
    let current: Node<T> | undefined = this.root;
    for (let j = i; j < i + length && current; j += 1)
      current = current.children.get(tokens[j]?.stem ?? '');
    return current?.entries ?? [];
  }

  /**
   * How far the tokens follow some phrase from `i`, and every entry of the phrases that continue
   * from there (at most `cap`), for prefix matching of known values ("Acme" → "Acme Steel Corp").
   */
  prefix(tokens: readonly Token[], i: number, cap: number): { length: number; entries: T[] } {
    let current = this.root;
    let length = 0;
    for (let j = i; j < tokens.length; j += 1) {
      const child = current.children.get(tokens[j].stem);
      if (!child) break;
      current = child;
      length += 1;
    }
    if (length === 0) return { length: 0, entries: [] };
    const entries: T[] = [];
    const stack: Node<T>[] = [current];
    while (stack.length > 0 && entries.length <= cap) {
      const n = stack.pop() as Node<T>;
      entries.push(...n.entries);
      for (const child of n.children.values()) stack.push(child);
    }
    return { length, entries };
  }

  /** The entries of exactly the phrase `stems`. */
  at(stems: readonly string[]): readonly T[] {
    let current: Node<T> | undefined = this.root;
    for (const s of stems) current = current?.children.get(s);
    return current?.entries ?? [];
  }

  /**
   * The stems of the one longest phrase (two words or more) at `tokens[i]` whose words the
   * tokens spell in full or, where `shortens` allows, shortened ("reord pt" for "reorder
   * point"); undefined when none fits, or when several fit equally long (guessing between them
   * would invent a meaning).
   */
  shortened(
    tokens: readonly Token[],
    i: number,
    shortens: (token: Token, full: string) => boolean,
  ): string[] | undefined {
    let best: string[][] = [];
    const walk = (current: Node<T>, j: number, stems: string[]): void => {
      if (current.entries.length > 0 && stems.length >= 2) {
        if (best.length === 0 || stems.length > best[0].length) best = [stems];
        else if (stems.length === best[0].length) best.push(stems);
      }
      const token = tokens[j];
      if (!token) return;
      for (const [word, child] of current.children)
        if (word === token.stem || shortens(token, word)) walk(child, j + 1, [...stems, word]);
    };
    walk(this.root, i, []);
    return best.length === 1 ? best[0] : undefined;
  }

  /** Whether some phrase starts with this stem. */
  startsWith(stemText: string): boolean {
    return this.root.children.has(stemText);
  }
}
