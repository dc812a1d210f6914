/**
 * A confidence check for a figure of money that leaves out a quantity named with it (#17).
 * "total cost of items on hand": the cost of what is on hand is each item's quantity times its
 * cost; read as the sum of the items' costs (the quantity named, dropped from the figure), the
 * answer adds up prices of one of each. A named rule like those of lost-readings.ts.
 */
import type { AggregateSpec } from '../../../erp/load-request';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Mention, RelationCondition, WordsMention } from '../engine.types';
import { propertiesOn, singularWords, type Condition } from './conditions';
import { participleOfDate } from './reader-context';
import type { Reading } from './reading.types';

/**
 * Whether the answer is one figure of an amount of money (a sum or an average) while a
 * quantity of the same records was named too and is neither measured nor broken down by.
 */
export function quantityDroppedByAmount(
  ido: string,
  reading: Reading,
  aggregate: AggregateSpec | undefined,
  vocabulary: Vocabulary,
): boolean {
  if (!aggregate || reading.rank) return false;
  const catalogIdo = vocabulary.ido(ido);
  const money = aggregate.measures.filter(
    (m) =>
      (m.fn === 'sum' || m.fn === 'avg') &&
      !!m.property &&
      catalogIdo.property(m.property)?.unit === 'currency',
  );
  if (money.length === 0 || money.length !== aggregate.measures.length) return false;
  const kept = new Set<string>([
    ...aggregate.groupBy,
    ...aggregate.measures.flatMap((m) => (m.property ? [m.property] : [])),
  ]);
  // "total line value shipped in April": a participle before a date says when the records
  // were moved, which the date reads; the amount of a whole record (a line's value, not a price
  // per unit, whose label says so) is what was moved then, no quantity is left out.
  const perUnit = money.some((m) =>
    /\bunit\b/i.test(catalogIdo.property(m.property ?? '')?.label ?? ''),
  );
  return reading.fields.some((field) => {
    if (
      field.mention === reading.aggregate?.measure ||
      field.mention === reading.aggregate?.mention
    )
      return false;
    if (!perUnit && participleOfDate(reading.mentions, field.mention)) return false;
    const own = propertiesOn(field.mention, ido, vocabulary);
    return (
      own.length > 0 &&
      own.every((p) => p.unit === 'quantity') &&
      !own.some((p) => kept.has(p.name))
    );
  });
}

/**
 * "total cost of items in MAIN", "value of parts in the EAST warehouse": records picked through
 * related records that keep a quantity of them (stock rows of a warehouse) and a sum of an
 * amount of their own, named short of its label ("cost", not "unit cost"). What is in the place
 * is worth each quantity times the amount; the sum of the amounts adds up one of each. Said in
 * full ("total unit cost"), the sum of the amounts is what was asked.
 */
export function amountSummedOverHeldQuantity(
  ido: string,
  reading: Reading,
  aggregate: AggregateSpec | undefined,
  relations: readonly RelationCondition[],
  vocabulary: Vocabulary,
): boolean {
  if (!aggregate || reading.rank || aggregate.groupBy.length > 0) return false;
  const catalogIdo = vocabulary.ido(ido);
  // Records kept in quantities of their own (items) have amounts per unit; a document's (a
  // PO's cost) is its whole amount, which adds up ("total value of POs holding IT-10001").
  if (!catalogIdo.properties.some((p) => p.unit === 'quantity')) return false;
  const summed = aggregate.measures.filter(
    (m) => m.fn === 'sum' && !!m.property && catalogIdo.property(m.property)?.unit === 'currency',
  );
  if (summed.length === 0) return false;
  const named = reading.aggregate?.measure;
  const said = new Set(singularWords(named?.text ?? ''));
  const short = summed.some((m) => {
    const label = catalogIdo.property(m.property ?? '')?.label ?? '';
    return !singularWords(label).every((w) => said.has(w));
  });
  if (!short) return false;
  // Picked through related records that refer to them and keep a quantity of each.
  return relations.some(
    (r) =>
      !r.negated &&
      r.target.ido !== ido &&
      vocabulary.ido(r.target.ido).properties.some((p) => p.unit === 'quantity') &&
      vocabulary.ido(r.target.ido).relations.some((x) => x.targetIdo === ido),
  );
}

/**
 * "total received value last month", "shipped value for <a customer>": a word naming an amount
 * of money of these records ("value", "amount") said beside a quantity ("received"), answered
 * with the quantity summed: the figure is pieces, not money. The catalog may hold no amount of
 * what was received (only of what was ordered), so the money figure cannot be built; the
 * reading given is a guess. A money word the conditions read ("lines with an amount over 5k")
 * is no measure.
 */
export function quantityGivenForMoney(
  ido: string,
  mentions: readonly Mention[],
  aggregate: AggregateSpec | undefined,
  placed: readonly Condition[],
  vocabulary: Vocabulary,
): boolean {
  const catalogIdo = vocabulary.ido(ido);
  const summed = aggregate?.measures.filter((m) => m.fn === 'sum' || m.fn === 'avg') ?? [];
  if (
    summed.length === 0 ||
    !summed.every((m) => m.property && catalogIdo.property(m.property)?.unit === 'quantity')
  )
    return false;
  const unitsOf = (m: WordsMention): Set<string | undefined> =>
    new Set(
      m.lex.flatMap((l) =>
        l.kind === 'property' && l.ido === ido ? [catalogIdo.property(l.property)?.unit] : [],
      ),
    );
  return mentions.some((m) => {
    if (m.kind !== 'words' || placed.some((c) => c.mentions.includes(m))) return false;
    const units = unitsOf(m);
    return units.has('currency') && !units.has('quantity');
  });
}

/**
 * "how many days late is PO 1042", "how many days overdue are Acme's open POs": "how many"
 * right before a figure counted in days asks that figure of the records (how late they are),
 * not how many records there are. Read as a count of the late records, the answer is a number
 * of POs where a number of days was asked.
 */
export function daysAskedAsCount(
  ido: string,
  mentions: readonly Mention[],
  aggregate: AggregateSpec | undefined,
  vocabulary: Vocabulary,
): boolean {
  if (!aggregate?.measures.some((m) => m.fn === 'count' && !m.property)) return false;
  const catalogIdo = vocabulary.ido(ido);
  return mentions.some((m, i) => {
    if (m.kind !== 'words' || m.rule?.kind !== 'aggregate' || !/^how many$/i.test(m.text.trim()))
      return false;
    const next = mentions[i + 1];
    // "how many late invoices" counts them: only the days said ("days late") are the figure.
    if (next?.kind !== 'words' || !/\bdays?\b/i.test(next.text)) return false;
    const units = next.lex.flatMap((l) =>
      l.kind === 'property' && l.ido === ido ? [catalogIdo.property(l.property)?.unit] : [],
    );
    return units.length > 0 && units.every((u) => u === 'days');
  });
}
