/**
 * "AR balance of customers in Canada", "PO cost of vendors in Texas": an amount that the
 * records named do not hold, held by the one kind of record that refers to them, asked of
 * many of them (a plural noun after it). Not a column of theirs to list (they have none),
 * but the total of that amount over their records, as "total AR balance of customers in
 * Canada" already reads. Read from the catalog: which IDOs hold the property, its unit, and
 * which IDO refers to which.
 */
import type { Vocabulary } from '../lexicon/vocabulary';
import { propertiesOn } from './conditions';
import type { Reading } from './reading.types';
import type { RelationGraph } from './relation-graph';

/** Words asking for the records one by one (a figure each), not one figure over them. */
const EACH_ONE = /^(?:list|listing|each|every|per|individual|individually|respective)$/i;

/**
 * Turns the one field asked into a sum of it when it is such an amount; true when it did.
 * The pivot (answer-shaper.ts) then answers from the records that hold it.
 */
export function amountOfRelatedAsTotal(
  primary: string,
  reading: Reading,
  vocabulary: Vocabulary,
  graph: RelationGraph,
): boolean {
  if (reading.aggregate || reading.rank || reading.sorts.length > 0 || reading.groups.length > 0)
    return false;
  if (reading.fields.length !== 1 || reading.fields[0].mode !== 'select') return false;
  const field = reading.fields[0].mention;
  if (propertiesOn(field, primary, vocabulary).length > 0) return false;
  if (field.lex.some((l) => l.kind !== 'property')) return false;
  // Of many records named after it ("of customers in Canada"), not a list of them.
  // "list the AR balance of each customer in Canada": one figure per record, not their total.
  if (reading.mentions.some((m) => EACH_ONE.test(m.text.trim()))) return false;
  const noun = reading.entities.find((e) => !e.label && e.ido === primary);
  if (!noun || noun.mention.start < field.end || noun.mention.listed) return false;
  if (!/s$/i.test(noun.mention.text.trim())) return false;
  // An amount per unit (Unit Price, Unit Cost) does not add up over records: no total of it.
  const owners = new Set(
    field.lex.flatMap((l) => {
      if (l.kind !== 'property' || l.ido === primary) return [];
      const p = vocabulary.ido(l.ido).property(l.property);
      return p?.unit === 'currency' && !/\bunit\b/i.test(p.label) ? [l.ido] : [];
    }),
  );
  // One kind of record holds it, and it refers to the records named directly (their own
  // invoices, their own POs); more than one would be a guess between them.
  if (owners.size !== 1) return false;
  const [owner] = [...owners];
  if (graph.reference(owner, primary) === undefined) return false;
  reading.fields.splice(0, 1);
  reading.aggregate = { fn: 'sum', measure: field, mention: field };
  return true;
}
