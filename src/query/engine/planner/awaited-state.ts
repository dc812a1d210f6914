/**
 * "filled PO lines waiting to be closed", "completed jobs not yet closed": records held to one
 * state and kept from a named group of states that holds it. Read word for word the two
 * conditions exclude each other (a filled line is one of the closed ones), so the answer would
 * be empty whatever the data; the speaker means the group's other states, the ones the records
 * have not reached yet.
 */
import { f, type FilterNode } from '../../../erp/load-request';
import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import { conjuncts, negate, oneOf, valueSet } from './filter-tools';

/** Words that say a state is still ahead of the records. */
const AHEAD = /\b(?:yet|waiting|awaiting|pending|still)\b/i;

/**
 * The filter with such an exclusion narrowed to the group's states other than the one the
 * records are held to, and a note saying so; undefined when the filter has no such pair.
 */
export function awaitedState(
  filter: FilterNode | undefined,
  ido: string,
  vocabulary: Vocabulary,
  mentions: readonly Mention[],
): { filter: FilterNode; note: string } | undefined {
  if (!filter) return undefined;
  // Only a state said to be still ahead ("not yet closed", "waiting to be closed"); a flat
  // "not open" beside a state that is one of them stays a contradiction.
  if (!mentions.some((m) => AHEAD.test(m.text))) return undefined;
  const parts = conjuncts(filter);
  for (const [i, part] of parts.entries()) {
    const kept = valueSet(part);
    if (!kept?.excluded || kept.values.size < 2) continue;
    const prop = vocabulary.ido(ido).properties.find((p) => p.name === kept.property);
    const group = prop?.enumGroups?.find(
      (g) => g.values.length === kept.values.size && g.values.every((v) => kept.values.has(v)),
    );
    if (!prop || !group) continue;
    const held = parts
      .map(valueSet)
      .find(
        (s) =>
          s !== undefined &&
          !s.excluded &&
          s.property === kept.property &&
          s.values.size === 1 &&
          [...s.values].every((v) => kept.values.has(v)),
      );
    if (!held) continue;
    const state = [...held.values][0];
    const rest = group.values.filter((v) => v !== state);
    const label = (v: string | number): string =>
      prop.enumValues?.find((e) => e.value === v)?.label ?? String(v);
    const narrowed = oneOf(kept.property, rest);
    const excluded = negate(narrowed);
    const next = parts.map((p, j) => (j === i ? excluded : p));
    return {
      filter: f.and(...next) as FilterNode,
      note: `${label(state)} is one of the ${group.label.toLowerCase()} states: "not ${group.label.toLowerCase()}" read as not yet ${rest.map(label).join(' or ')}`,
    };
  }
  return undefined;
}
