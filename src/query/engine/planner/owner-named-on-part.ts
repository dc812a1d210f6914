/**
 * A part of an IDO's records named with the record that owns them (#17).
 * "how many ship-tos does <a customer> have": the ship-to rows are the customer's by its number,
 * and the name matched is the customer's own (on its main row); read as the ship-to rows whose
 * own name is that, the answer holds only the addresses that happen to repeat the name. Where
 * the owner's rows are the IDO's default records and share the part's key but for the columns
 * that pick them (CustNum, apart from CustSeq), the name is read on the owner's row and the part
 * reached by that key (ownerReachedByKey); otherwise a confidence check, a named rule like those
 * of lost-readings.ts. Said of the part itself ("ship-tos named …") it stands.
 */
import type { FilterNode } from '../../../erp/load-request';
import { f } from '../../../erp/load-request';
import type { Mention, RelationCondition } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Condition } from './conditions';
import { namesEvent } from './event-records';
import { conjuncts } from './filter-tools';

/** Words that say the name is the record's own ("ship-tos named …"). */
const OWN_NAME = /^(?:named|called|name is|named like|whose name is)$/i;

/** Whether one of the answer's own conditions names a part of its records ("ship-tos"). */
function namesPart(ido: string, local: readonly Condition[]): boolean {
  return local.some((c) =>
    c.mentions.some(
      (m) =>
        m.kind === 'words' &&
        // "PO receipts from Acme": lines picked by an event, not owned by another row,
        // carry the names of their own.
        m.lex.some(
          (l) => l.kind === 'ido' && l.ido === ido && l.where !== undefined && !namesEvent(l.where),
        ),
    ),
  );
}

/**
 * "ship-to address for order N": the record related, named by its key, holds the column that
 * picks the part (an order carries its CustSeq beside its CustNum), so they point at one
 * row of it; a relation matches one column, and reaches every ship-to of the order's customer
 * instead. A guess, a confidence check like ownerNamedOnPart.
 */
export function partOfReferrer(
  ido: string,
  placed: readonly Condition[],
  remote: readonly Condition[],
  relations: readonly RelationCondition[],
  vocabulary: Vocabulary,
): boolean {
  const canonical = vocabulary.canonical(ido);
  const own = vocabulary.ido(ido).name;
  if (
    !canonical ||
    !namesPart(
      ido,
      placed.filter((c) => !remote.includes(c)),
    )
  )
    return false;
  return relations.some((r) => {
    const other = vocabulary.ido(r.target.ido);
    // One record named by its key ("order N"); not records picked by a state of theirs
    // ("ship-tos of customers with open orders" are the customers' through their number).
    const named = conjuncts(r.target.filter).some((n) => {
      const property = valueTest(n);
      return property !== undefined && other.keys.includes(property);
    });
    return (
      !r.negated &&
      named &&
      other.name !== own &&
      canonical.properties.some((p) => other.property(p) !== undefined)
    );
  });
}

/**
 * Whether the answer is a named part of its IDO's records ("ship-to addresses") and another
 * condition on the same records matches a known value of the name the IDO's records are known
 * by, not said to be the part's own name.
 */
export function ownerNamedOnPart(
  ido: string,
  mentions: readonly Mention[],
  placed: readonly Condition[],
  remote: readonly Condition[],
  vocabulary: Vocabulary,
): boolean {
  const local = placed.filter((c) => !remote.includes(c));
  const display = vocabulary.profile(ido).display?.name;
  if (!namesPart(ido, local) || !display) return false;
  return local.some((c) =>
    c.mentions.some((m) => {
      if (m.kind !== 'words') return false;
      if (!m.lex.some((l) => l.kind === 'value' && l.ido === ido && l.property === display))
        return false;
      const before = mentions[mentions.indexOf(m) - 1];
      return !(before && OWN_NAME.test(before.text.trim()));
    }),
  );
}

/** The property a filter part reads, when it reads one property against values only. */
function valueTest(node: FilterNode): string | undefined {
  if (node.kind === 'compare')
    return node.left.kind === 'property' && node.right.kind === 'literal'
      ? node.left.name
      : undefined;
  if (node.kind === 'in' || node.kind === 'like')
    return node.negated ? undefined : node.target.name;
  return undefined;
}

/**
 * The owner's name (found by ownerNamedOnPart) moved from the part's own rows onto the owner's
 * row, and the part reached from it by the key they share: "ship-to addresses of <a customer>"
 * is the rows with CustSeq > 0 whose CustNum is that of the customer (CustSeq 0) so named, not
 * the rows that happen to carry the name. Undefined when the IDO has no default records, the
 * default records are not told apart by one key column, or the name is not a plain part of the
 * filter (inside an "or", negated).
 */
export function ownerReachedByKey(
  ido: string,
  filter: FilterNode | undefined,
  vocabulary: Vocabulary,
): { filter: FilterNode | undefined; relation: RelationCondition } | undefined {
  const canonical = vocabulary.canonical(ido);
  const display = vocabulary.profile(ido).display?.name;
  if (!canonical || !display) return undefined;
  const shared = vocabulary.ido(ido).keys.filter((k) => !canonical.properties.includes(k));
  if (shared.length !== 1) return undefined;
  const parts = conjuncts(filter);
  const named = parts.filter((p) => valueTest(p) === display);
  if (named.length === 0) return undefined;
  return {
    filter: f.and(...parts.filter((p) => !named.includes(p))),
    relation: {
      property: shared[0],
      negated: false,
      target: {
        ido: vocabulary.ido(ido).name,
        property: shared[0],
        filter: f.and(canonical.node, ...named),
        relations: [],
      },
    },
  };
}
