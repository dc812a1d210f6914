import type { Token } from './text/tokenizer';
import { editDistance } from './text/edit-distance';
import type { Vocabulary } from './lexicon/vocabulary';

/**
 * Suggestions for a question that was refused: close words for words not understood, what the
 * engine can talk about, and example questions (for the IDO it leaned towards, if any).
 */
export function suggestionsFor(
  vocabulary: Vocabulary,
  unknown: readonly Token[],
  ido: string | undefined,
): string[] {
  const out: string[] = [];
  const words = new Set<string>();
  for (const ido of vocabulary.idos) {
    for (const w of [ido.label, ido.pluralLabel, ...ido.synonyms]) words.add(w.toLowerCase());
    for (const p of ido.properties) words.add(p.label.toLowerCase());
  }
  for (const token of unknown.slice(0, 3)) {
    const lower = token.lower;
    if (lower.length < 3) continue;
    const close = [...words]
      .map((w) => ({ w, d: editDistance(lower, w, 3) }))
      .filter((c) => c.d <= Math.min(3, Math.max(1, Math.floor(lower.length / 3))))
      .sort((a, b) => a.d - b.d || a.w.localeCompare(b.w))
      .slice(0, 2);
    for (const c of close) out.push(`Did you mean "${c.w}" instead of "${token.raw}"?`);
  }
  const examples = ido ? examplesOf(vocabulary, ido) : general(vocabulary);
  for (const e of examples) out.push(`Try: "${e}"`);
  if (!ido) {
    const topics = vocabulary.idos.map((i) => i.pluralLabel.toLowerCase()).join(', ');
    out.push(`Ask about ${topics}`);
  }
  return out;
}

/** The IDO's own examples (shipped with its catalog or extension), else made from the catalog. */
function examplesOf(vocabulary: Vocabulary, ido: string): readonly string[] {
  const own = vocabulary.examples(ido);
  return own.length > 0 ? own : generated(vocabulary, ido);
}

/** No IDO in view: the first example of each of the first few IDOs. */
function general(vocabulary: Vocabulary): string[] {
  return vocabulary.idos.slice(0, 3).map((i) => examplesOf(vocabulary, i.name)[0]);
}

/** Examples for an IDO without hand-written ones (e.g. added by an extension). */
function generated(vocabulary: Vocabulary, ido: string): string[] {
  const profile = vocabulary.profile(ido);
  const plural = profile.ido.pluralLabel.toLowerCase();
  const out = [`show ${plural}`];
  if (profile.amount) out.push(`${plural} with ${profile.amount.label.toLowerCase()} over 1000`);
  return out;
}
