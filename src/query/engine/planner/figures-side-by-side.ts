/**
 * A reading rule (#17): "qty ordered vs received on PO-123", "unit cost versus price": two
 * figures of the same records set side by side ask to see both, a column each, for the records
 * the rest names. The word after "vs" is read as the second column whatever it would mean
 * alone ("received" alone: lines with some received), which would drop the records where it is
 * zero. Read from the catalog: both sides name numeric properties of one IDO.
 */
import type { Mention, WordsMention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import { propertiesOn } from './conditions';
import { isNumeric, ReaderContext } from './reader-context';
import type { Reading } from './reading.types';
import { versusBetweenFields } from './versus';

/** The numeric properties the words name, each with its IDO. */
function figuresNamed(c: ReaderContext, m: WordsMention): Array<{ ido: string; property: string }> {
  return m.lex.flatMap((l) => {
    if (l.kind !== 'property') return [];
    const p = c.vocabulary.ido(l.ido).property(l.property);
    return p && isNumeric(p) ? [{ ido: l.ido, property: l.property }] : [];
  });
}

/** Reads the words at `k` as a column set against the one before "vs"; false when they are not. */
export function readFigureAgainstField(c: ReaderContext, k: number, m: WordsMention): boolean {
  const vs = c.ms[k - 1];
  const left = c.ms[k - 2];
  if (!vs || !versusBetweenFields(vs) || left?.kind !== 'words') return false;
  const mine = figuresNamed(c, m);
  const theirs = figuresNamed(c, left);
  if (!mine.some((a) => theirs.some((b) => b.ido === a.ido && b.property !== a.property)))
    return false;
  if (c.lastProperty?.mention === left) c.flushLastProperty();
  const field = c.r.fields.find((x) => x.mention === left);
  if (!field) return false;
  c.r.fields.push({ mention: m, mode: field.mode });
  c.use(vs, m);
  return true;
}

/**
 * Whether a "vs" of the question was read as joining two columns of `ido`, each side naming
 * only figures of it (each then has its own column in the answer: nothing of the comparison
 * is merged). A side that may name a date ("shipped": the ship date or the qty shipped) may be
 * shown as the wrong column, so it is not vouched for.
 */
export function columnsSetSideBySide(
  reading: Reading,
  ido: string,
  vocabulary: Vocabulary,
): boolean {
  const figure = (x: Mention | undefined): boolean => {
    if (x?.kind !== 'words' || !reading.fields.some((f) => f.mention === x)) return false;
    const props = propertiesOn(x, ido, vocabulary);
    return props.length > 0 && props.every(isNumeric);
  };
  return reading.mentions.some(
    (m, i) =>
      versusBetweenFields(m) &&
      reading.used.has(m) &&
      figure(reading.mentions[i - 1]) &&
      figure(reading.mentions[i + 1]),
  );
}
