/**
 * A reading rule (#17): "orders with customer PO 4572572944", "orders where the customer PO is
 * 4572572944": a bare number said as the value of a field of free text (a reference typed in
 * by someone: a customer's PO number, a phone number) is that text, compared whole. Read as a
 * number it finds no field to compare and is dropped (every record comes back), or is compared
 * with some amount instead. Read from the catalog alone: the field's type is text, and it is
 * no key, reference or list of codes (those are written and matched by readers of their own).
 */
import type { Mention, WordsMention } from '../engine.types';
import type { PropertyDefinition } from '../../../erp/catalog/catalog.types';
import { textCondition } from './conditions';
import type { ReaderContext } from './reader-context';

/** A field of free text: type string, no key, no stored format, no list of codes. */
function freeText(p: PropertyDefinition): boolean {
  return (
    p.type === 'string' &&
    !p.key &&
    p.format === undefined &&
    p.enumValues === undefined &&
    p.derived === undefined
  );
}

/** Whether every field `m` may name is free text (a number says nothing of any other). */
export function namesFreeText(c: ReaderContext, m: Mention | undefined): m is WordsMention {
  if (m?.kind !== 'words' || m.lex.some((l) => l.kind !== 'property')) return false;
  const props = c.propertyMeanings(m);
  return props.length > 0 && props.every(freeText);
}

/** A bare whole number with no unit, or a code the catalog does not know: written as text. */
export function writtenValue(m: Mention | undefined): string | undefined {
  if (m?.kind === 'number' && !m.number.unit && /^\d+$/.test(m.text.trim())) return m.text.trim();
  if (m?.kind === 'code' && m.lex.length === 0) return m.text.trim();
  return undefined;
}

/**
 * Reads "customer PO 4572572944" (the field, then its value right after it, a link word
 * between allowed): the field equals the text. False when the words are not so.
 */
export function readNumberAsText(
  c: ReaderContext,
  k: number,
  m: WordsMention,
  next: Mention | undefined,
): boolean {
  const text = writtenValue(next);
  if (!text || !next || !namesFreeText(c, m)) return false;
  c.addCondition(k, [m, next], (d) => textCondition(d, m, text));
  return true;
}
