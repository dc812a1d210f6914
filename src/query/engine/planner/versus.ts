/**
 * A reading rule (#17): values of one property set side by side ask for a breakdown by it.
 * "how many items do we buy vs make vs transfer", "purchased or manufactured breakdown": each
 * side is a value word of the same enum (the items' source: P, M, T), so the figure is asked per
 * value, grouped by that property, not one figure over all the values named. A value word that
 * is also a verb of change ("transfer") is the value there, not a write. Read from the catalog's
 * enum vocabularies alone.
 */
import type { Mention } from '../engine.types';

/** Words that set two things side by side. */
const VERSUS = /^(?:vs\.?|versus|v\.?)$/i;
/** Words joining values that a breakdown word elsewhere turns into sides ("P or M split"). */
const JOINED = /^(?:or|and|,)$/i;
/** "breakdown", "split", "mix": the figure per side asked for. */
const BREAKDOWN = /^(?:breakdown|break down|split|mix)$/i;

interface EnumSide {
  ido: string;
  property: string;
  /** A named set of values ("open": P and O) rather than one value. */
  group: boolean;
}

function sidesOf(m: Mention | undefined): EnumSide[] {
  if (m?.kind !== 'words') return [];
  return m.lex.flatMap((l) =>
    l.kind === 'enum' ? [{ ido: l.ido, property: l.property, group: l.group }] : [],
  );
}

function shared(a: readonly EnumSide[], b: readonly EnumSide[]): EnumSide[] {
  return a.filter((x) => b.some((y) => y.ido === x.ido && y.property === x.property));
}

const filler = (m: Mention | undefined): boolean =>
  m?.kind === 'words' && m.rule?.kind === 'filler' && m.lex.length === 0;

function step(ms: readonly Mention[], i: number, by: 1 | -1): number {
  let j = i + by;
  while (j >= 0 && j < ms.length && filler(ms[j])) j += by;
  return j;
}

const setsSides = (ms: readonly Mention[], m: Mention | undefined): boolean =>
  m !== undefined &&
  (VERSUS.test(m.text.trim()) ||
    (JOINED.test(m.text.trim()) && ms.some((x) => BREAKDOWN.test(x.text.trim()))));

/**
 * Whether the value word at `k` is set against another value of the same enum ("buy vs make vs
 * transfer"): then it is that value, whatever else the word could mean.
 */
export function valueSetAgainstAnother(ms: readonly Mention[], k: number): boolean {
  const own = sidesOf(ms[k]);
  if (own.length === 0) return false;
  return ([-1, 1] as const).some((by) => {
    const joiner = step(ms, k, by);
    if (!setsSides(ms, ms[joiner])) return false;
    return shared(own, sidesOf(ms[step(ms, joiner, by)])).length > 0;
  });
}

export interface Breakdown {
  property: string;
  /** The words read: the "vs" and the breakdown word. */
  words: Mention[];
  /** The value words set side by side. */
  sides: Mention[];
  /** A side names several values ("open"): grouping by the property splits it. */
  splitsSide: boolean;
}

/**
 * The enum property of `ido` whose values the question sets side by side, every "vs" joining two
 * of them; undefined when a "vs" joins anything else (two places, two years).
 */
export function breakdownAsked(ido: string, ms: readonly Mention[]): Breakdown | undefined {
  const joiners = ms.flatMap((m, i) => (setsSides(ms, m) ? [i] : []));
  if (
    !joiners.some((i) => VERSUS.test(ms[i].text.trim())) &&
    !ms.some((m) => BREAKDOWN.test(m.text.trim()))
  )
    return undefined;
  let property: string | undefined;
  let splitsSide = false;
  const words: Mention[] = [];
  const sides = new Set<Mention>();
  for (const i of joiners) {
    const left = sidesOf(ms[step(ms, i, -1)]).filter((s) => s.ido === ido);
    const right = sidesOf(ms[step(ms, i, 1)]).filter((s) => s.ido === ido);
    const both = shared(left, right).filter(
      (s) => property === undefined || s.property === property,
    );
    if (both.length !== 1) {
      if (VERSUS.test(ms[i].text.trim())) return undefined;
      continue;
    }
    property = both[0].property;
    splitsSide ||= [...left, ...right].some((s) => s.property === property && s.group);
    words.push(ms[i]);
    sides.add(ms[step(ms, i, -1)]).add(ms[step(ms, i, 1)]);
  }
  if (!property) return undefined;
  words.push(...ms.filter((m) => BREAKDOWN.test(m.text.trim())));
  return { property, words, sides: [...sides], splitsSide };
}

/**
 * "qty ordered vs received", "unit cost versus price": a "vs" read as nothing else (no enum
 * values on both sides, which breakdownAsked reads) joins a list of fields like "and".
 */
export function versusBetweenFields(m: Mention): boolean {
  return m.kind === 'unknown' && VERSUS.test(m.text.trim());
}
