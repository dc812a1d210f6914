/**
 * "products described as stretch wrap", "items labelled as seal kit": a past participle whose
 * stem begins a word of a text property's label ("described": Description), then "as" and words
 * nobody knows, says those words are in that property. Read as "description contains …", the
 * property found in the catalog's labels, never from a list of verbs.
 */
import type { Mention, UnknownMention, WordsMention } from '../engine.types';
import { likeCondition } from './conditions';
import { isNumeric, type ReaderContext } from './reader-context';

/** A participle's stem ("described" → "describ"), long enough not to match words at random. */
function stemOf(word: string): string | undefined {
  const m = /^([a-z]{5,}?)(?:ed|d)$/i.exec(word.trim());
  return m ? m[1].toLowerCase() : undefined;
}

/**
 * Letters two words begin with alike. A verb and its noun part at the stem's last letter
 * ("describ-ed", "descrip-tion"), so all of the stem but that letter must be shared.
 */
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/**
 * "items described as big", "parts described as small": one word ending the question after
 * "as" is the text looked for, even when it also means something else (a ranking): after
 * "described as" nothing else is asked of it. More words after it could be
 * anything (conditions, a shape), so only the last word is taken.
 */
function lastWordSaid(c: ReaderContext, j: number): boolean {
  const x = c.ms[j];
  return (
    j === c.ms.length - 1 &&
    x.kind === 'words' &&
    // "warehouses described as main", "jobs described as firm": a known value or a status may
    // name the records themselves; only a word with no such meaning is surely the text.
    !x.lex.some((l) => l.kind === 'value' || l.kind === 'enum') &&
    /^[a-z][a-z-]*$/i.test(x.text.trim()) &&
    !c.isEntity(x) &&
    c.propertyMeanings(x).length === 0
  );
}

/** Reads "<participle> as <text>"; true when read. */
export function readDescribedAs(c: ReaderContext, k: number, m: UnknownMention): boolean {
  const stem = stemOf(m.text);
  const as = c.ms[k + 1];
  const first = c.ms[k + 2];
  if (!stem || as?.kind !== 'words' || !/^as$/i.test(as.text.trim())) return false;
  const lex = c.vocabulary.idos.flatMap((ido) =>
    ido.properties
      .filter(
        (p) =>
          p.type === 'string' &&
          p.label
            .toLowerCase()
            .split(/\s+/)
            .some((w) => sharedStart(w, stem) >= Math.max(6, stem.length - 1)),
      )
      .map((p) => ({ kind: 'property' as const, ido: ido.name, property: p.name })),
  );
  if (lex.length === 0) return false;
  // "customers described as outdoor": the records named have no such text of their own; the
  // text of another kind of record (items' descriptions) is not what describes them.
  const named = c.r.entities.filter((e) => e.mention.end <= m.start).map((e) => e.ido);
  if (named.length > 0 && !lex.some((l) => named.includes(l.ido))) {
    // Whatever the words after "as" are read as then (a ranking: "large"; a name: "steel")
    // leaves the text they were said to be in unread: a guess, not an answer.
    c.r.guessed.push({ ...m, kind: 'words', lex });
    return false;
  }
  if (first?.kind !== 'unknown' && first?.kind !== 'quoted' && !lastWordSaid(c, k + 2))
    return false;
  // The text runs over the words nobody knows right after it ("stretch wrap").
  const run = [first];
  for (let j = k + 3; first.kind === 'unknown' && j < c.ms.length; j += 1) {
    const next = c.ms[j];
    if (next.kind !== 'unknown' || next.start !== run[run.length - 1].end) break;
    run.push(next);
  }
  const text = first.kind === 'quoted' ? first.quoted : run.map((r) => r.text.trim()).join(' ');
  const property: WordsMention = { ...m, kind: 'words', lex };
  c.addCondition(k, [m, as, ...run], (d) => likeCondition(d, 'contains', text, property));
  return true;
}

/**
 * Whether the words name an amount, a count or a date of the records ("items with stock in the
 * warehouse" is stock kept there, not the word "stock" in the warehouse's name). A word naming
 * only a flag or a code ("customers with hold in the name") is text like any other: the
 * question says where it is written.
 */
function measuredOrDated(c: ReaderContext, x: WordsMention): boolean {
  return c.propertyMeanings(x).some((p) => isNumeric(p) || p.type === 'date');
}

/**
 * "items with hydraulic in the description", "customers with steel in their name": words said
 * to be in a text property the question names right after them ("in the <property>") are text
 * in that property, whatever else those words may mean (a product line's label, a known value):
 * the question says where they are. Read as "<property> contains …"; the property is any
 * string property of the catalog the noun names, so it holds for every IDO and catalog.
 */
export function readTextInProperty(c: ReaderContext, k: number, m: WordsMention): boolean {
  if (m.rule?.kind !== 'link' || !/^with$/i.test(m.text.trim())) return false;
  const first = c.ms[k + 1];
  if (!first || c.r.used.has(first)) return false;
  // The text: quoted words, or a few words up to "in" that nobody knows or that name no
  // records nor a property (those would be conditions of their own, not text). A word read
  // as a noun only by correcting a typo ("seal" for "sale") is text as typed.
  const run: Mention[] = [];
  for (let j = k + 1; j < c.ms.length && run.length < 4; j += 1) {
    const x = c.ms[j];
    if (x.kind === 'words' && /^in$/i.test(x.text.trim())) break;
    const plain =
      x.kind === 'unknown' ||
      (x.kind === 'quoted' && run.length === 0) ||
      (x.kind === 'words' &&
        // A verb of having ("hold", "carry") is no link right after "with": a word, as typed.
        (!x.rule || x.rule.kind === 'link') &&
        /^[a-z][a-z-]*$/i.test(x.text.trim()) &&
        ((x.typos ?? 0) > 0 || (!c.isEntity(x) && !measuredOrDated(c, x))));
    if (
      !plain ||
      (run.length > 0 && (first.kind === 'quoted' || x.start !== run[run.length - 1].end))
    )
      return false;
    run.push(x);
  }
  if (run.length === 0) return false;
  const inAt = k + run.length + 1;
  const inWord = c.ms[inAt];
  if (inWord?.kind !== 'words' || !/^in$/i.test(inWord.text.trim())) return false;
  // "the", "its", "their" between "in" and the property are fillers the reader skips.
  const at = c.next(inAt);
  const property = c.ms[at];
  if (property?.kind !== 'words' || !c.propertyMeanings(property).some((p) => p.type === 'string'))
    return false;
  const text = first.kind === 'quoted' ? first.quoted : run.map((r) => r.text.trim()).join(' ');
  c.addCondition(k, [m, ...run, ...c.ms.slice(inAt, at + 1)], (d) =>
    likeCondition(d, 'contains', text, property),
  );
  return true;
}
