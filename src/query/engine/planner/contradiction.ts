/**
 * A filter that cannot hold by definition: "invoices paid late" read as `Balance <= 0 AND
 * DaysPastDue > 0`, while days past due only count while the balance is above zero. The answer
 * would be empty whatever the data, so the reading is a guess, not an answer.
 */
import { parseFilter } from '../../../erp/filter/filter-parser';
import type { FilterNode, LiteralValue } from '../../../erp/load-request';
import type { Mention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import { conjuncts } from './filter-tools';

/** One property against literals: `P op v` or `P [NOT] IN (…)`. */
interface Atom {
  property: string;
  holds(value: LiteralValue): boolean;
  literals: LiteralValue[];
}

function compareValues(a: LiteralValue, op: string, b: LiteralValue): boolean {
  const c =
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  switch (op) {
    case '=':
      return c === 0;
    case '<>':
      return c !== 0;
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    default:
      return c >= 0;
  }
}

function atomOf(node: FilterNode): Atom | undefined {
  if (node.kind === 'compare' && node.left.kind === 'property' && node.right.kind === 'literal') {
    const { op } = node;
    const v = node.right.value;
    return {
      property: node.left.name,
      literals: [v],
      holds: (x) => compareValues(x, op, v),
    };
  }
  if (node.kind === 'between' && node.low.kind === 'literal' && node.high.kind === 'literal') {
    const low = node.low.value;
    const high = node.high.value;
    const negated = node.negated;
    return {
      property: node.target.name,
      literals: [low, high],
      holds: (x) => (compareValues(x, '>=', low) && compareValues(x, '<=', high)) !== negated,
    };
  }
  if (node.kind === 'in') {
    const values = node.values.map((l) => l.value);
    const negated = node.negated;
    return {
      property: node.target.name,
      literals: values,
      holds: (x) => values.some((v) => compareValues(x, '=', v)) !== negated,
    };
  }
  return undefined;
}

/** Whether no value satisfies both (tried on the literals and just around them). */
function disjoint(a: Atom, b: Atom): boolean {
  const literals = [...a.literals, ...b.literals];
  const numbers = literals.filter((v): v is number => typeof v === 'number');
  const candidates: LiteralValue[] =
    numbers.length === literals.length
      ? numbers.flatMap((v) => [v - 0.5, v, v + 0.5])
      : [...literals, '\u0000', '\uffff'];
  return !candidates.some((v) => a.holds(v) && b.holds(v));
}

/**
 * The label of a "days past" property the filter asks to be above zero while another of its
 * conditions rules out the state in which that property counts at all; undefined otherwise.
 */
export function impossibleLateness(
  filter: FilterNode | undefined,
  ido: string,
  vocabulary: Vocabulary,
): string | undefined {
  const parts = conjuncts(filter);
  const atoms = parts.map(atomOf).filter((a): a is Atom => a !== undefined);
  for (const part of parts) {
    const late = atomOf(part);
    if (!late || late.holds(0)) continue;
    const prop = vocabulary.ido(ido).property(late.property);
    const derived = prop?.derived;
    if (!prop || derived?.kind !== 'daysPast') continue;
    let when: FilterNode | undefined;
    try {
      if (derived.when) when = parseFilter(derived.when);
    } catch {
      continue;
    }
    const open = conjuncts(when)
      .map(atomOf)
      .filter((a): a is Atom => a !== undefined);
    if (derived.statusProperty && derived.openValues) {
      const values = derived.openValues;
      open.push({
        property: derived.statusProperty,
        literals: [...values],
        holds: (x) => values.includes(String(x)),
      });
    }
    if (open.some((o) => atoms.some((a) => a.property === o.property && disjoint(a, o))))
      return prop.label;
  }
  return undefined;
}

/**
 * "cash balance", "payment balances": a derived figure asked of records (a column, a measure or
 * an order) that the catalog defines only for other records (`when`: a balance only for charges,
 * not for the payments the filter keeps). Every record answered holds it as zero, so the answer
 * is to another question. The label of the first such property; undefined otherwise.
 */
export function askedWhereUndefined(
  filter: FilterNode | undefined,
  ido: string,
  asked: readonly string[],
  vocabulary: Vocabulary,
): string | undefined {
  const atoms = conjuncts(filter)
    .map(atomOf)
    .filter((a): a is Atom => a !== undefined);
  if (atoms.length === 0) return undefined;
  for (const name of new Set(asked)) {
    const prop = vocabulary.ido(ido).property(name);
    const when = prop?.derived && 'when' in prop.derived ? prop.derived.when : undefined;
    if (!prop || !when) continue;
    let parsed: FilterNode | undefined;
    try {
      parsed = parseFilter(when);
    } catch {
      continue;
    }
    const defined = conjuncts(parsed)
      .map(atomOf)
      .filter((a): a is Atom => a !== undefined);
    if (defined.some((d) => atoms.some((a) => a.property === d.property && disjoint(a, d))))
      return prop.label;
  }
  return undefined;
}

/**
 * A property the filter asks two things of that no value satisfies at once ("this year vs last
 * year" read as both years at once); undefined when there is none.
 */
export function contradictoryProperty(filter: FilterNode | undefined): string | undefined {
  const atoms = conjuncts(filter)
    .map(atomOf)
    .filter((a): a is Atom => a !== undefined);
  for (let i = 0; i < atoms.length; i += 1)
    for (let j = i + 1; j < atoms.length; j += 1)
      if (atoms[i].property === atoms[j].property && disjoint(atoms[i], atoms[j]))
        return atoms[i].property;
  return undefined;
}

/**
 * A property the filter both pins to values and excludes another value from, where the pin
 * already rules that value out: "customers who bought IT-10045 but not IT-10000" read on one
 * order line as `Item = 'IT-10045' AND Item <> 'IT-10000'`. The exclusion says nothing, so the
 * question's "not" is not in the answer (it was about other records: other lines, other
 * orders). Undefined when there is none.
 */
export function vacuousExclusion(filter: FilterNode | undefined): string | undefined {
  const parts = conjuncts(filter);
  const pins = parts.filter(
    (p) =>
      (p.kind === 'compare' && p.op === '=' && p.right.kind === 'literal') ||
      (p.kind === 'in' && !p.negated),
  );
  const exclusions = parts.filter(
    (p) =>
      (p.kind === 'compare' && p.op === '<>' && p.right.kind === 'literal') ||
      (p.kind === 'in' && p.negated),
  );
  for (const pin of pins) {
    const a = atomOf(pin);
    if (!a) continue;
    for (const exclusion of exclusions) {
      const b = atomOf(exclusion);
      if (b && a.property === b.property && a.literals.every((v) => b.holds(v))) return a.property;
    }
  }
  return undefined;
}

/**
 * "items made in house that we also buy", "customers in Ohio that are also in Texas": values of
 * one property said on both sides of "also", which asks for records that are both, read as
 * records that are either (`P IN (a, b)`). One record holds one value, so the question meant
 * something else (an item made and also bought on POs); the union answers none of it.
 */
export function alsoReadAsEither(
  filter: FilterNode | undefined,
  mentions: readonly Mention[],
): boolean {
  const also = mentions.findIndex((m) => /^also$/i.test(m.text.trim()));
  if (also < 0) return false;
  const namesValueOf = (m: Mention, property: string): boolean =>
    m.kind === 'words' &&
    m.lex.some((l) => (l.kind === 'enum' || l.kind === 'value') && l.property === property);
  return conjuncts(filter).some((node) => {
    if (node.kind !== 'in' || node.negated || node.values.length < 2) return false;
    const property = node.target.name;
    return (
      mentions.slice(0, also).some((m) => namesValueOf(m, property)) &&
      mentions.slice(also + 1).some((m) => namesValueOf(m, property))
    );
  });
}
