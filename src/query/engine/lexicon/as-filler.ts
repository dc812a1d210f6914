import type { Mention, WordsMention } from '../engine.types';

/** The same words, read as filler: they say what the records are, they ask for nothing. */
export function asFiller(m: Mention): WordsMention {
  const { start, end, text, typos } = m;
  return { kind: 'words', start, end, text, typos, lex: [], rule: { kind: 'filler' } };
}
