/**
 * "SLVendors where VadState = TX", "SLPos where VendNum = 1005", "SLItems where Item <> IT-10045":
 * a text column, then "=" (or "<>"), then a value as stored. The value is compared with that
 * column as written: a number after a text column is a key ("VendNum = 1005"), not an amount to
 * look for in some numeric column, and a known value of the same column ("TX" of VadState) is
 * that value, the "=" saying nothing more. Read from the catalog's property types and the
 * tagger's value meanings, never from the words themselves.
 */
import type { ComparisonOperator } from '../../../erp/load-request';
import type { Mention, WordsMention } from '../engine.types';
import { textCondition } from './conditions';
import type { ReaderContext } from './reader-context';

/** A text property in every IDO that has it: a key or a code, never an amount or a date. */
function isTextColumn(c: ReaderContext, column: WordsMention): boolean {
  const props = c.propertyMeanings(column);
  return props.length > 0 && props.every((p) => p.type === 'string' || p.type === 'enum');
}

/** The text property just before "=", not read yet. */
function textColumnBefore(c: ReaderContext, k: number): WordsMention | undefined {
  const last = c.ms[k - 1];
  return c.isPropertyMention(last, 'string') && isTextColumn(c, last) ? last : undefined;
}

/**
 * "status = released", "Stat <> open": a status column, then a label of its own values. The
 * label is that status, even where the word also names a quantity ("released": QtyReleased),
 * which "status =" rules out. A named set of values ("open") is read by its own reader.
 */
function readStatusNamed(
  c: ReaderContext,
  k: number,
  m: WordsMention,
  op: ComparisonOperator,
  operand: Mention,
): boolean {
  const column = c.ms[k - 1];
  if (operand.kind !== 'words' || column?.kind !== 'words') return false;
  const statuses = new Set(
    c
      .propertyMeanings(column)
      .filter((p) => p.type === 'enum')
      .map((p) => p.name),
  );
  const labels = operand.lex.filter((l) => l.kind === 'enum' && statuses.has(l.property));
  if (labels.length === 0) return false;
  if (labels.every((l) => l.kind === 'enum' && l.group)) {
    if (op !== '=') return false;
    c.use(m);
    return true;
  }
  const property = c.takeLastProperty(k, 'string');
  if (!property) return false;
  c.addCondition(k, [m, operand, property], (d) =>
    textCondition({ ...d, negated: op === '<>' }, property, operand.text.trim()),
  );
  return true;
}

/**
 * Reads "<text column> = <value>" when the value is a number, a code or words; true when read.
 * Quoted and unknown values are read by onCompare itself (textCondition, as here).
 */
export function readLiteralColumnFilter(
  c: ReaderContext,
  k: number,
  m: WordsMention,
  op: ComparisonOperator,
  operand: Mention | undefined,
): boolean {
  if (op !== '=' && op !== '<>') return false;
  if (operand?.kind !== 'number' && operand?.kind !== 'code' && operand?.kind !== 'words')
    return false;
  if (operand.kind === 'number' && operand.number.unit) return false;
  if (readStatusNamed(c, k, m, op, operand)) return true;
  if (operand.kind === 'words' && operand.rule) return false;
  // "VadState = TX", "Item = IT-10045": a known value of the column just named (even one read
  // already, as the item it names); its own reading places it, and "=" only joins them. "<>"
  // compares the column with that value's stored form, negated.
  const before = c.ms[k - 1];
  const named = new Set(
    before?.kind === 'words' ? c.propertyMeanings(before).map((p) => p.name) : [],
  );
  if (operand.kind === 'words') {
    // Only a value matched whole: "name = Acme" names no record called Acme, whatever names
    // begin with it.
    const values = operand.lex.filter(
      (l) => l.kind === 'value' && named.has(l.property) && l.match !== 'prefix',
    );
    if (op === '=' && values.length > 0) {
      // "VadCity = Detroit": the column named says whose value it is; the same city of other
      // records (a customer's City) is ruled out, as it would be with "vendors in Detroit".
      // Left in, the value's own reading doubted between them ("could also be about
      // Customers") and refused what the filter said plainly.
      operand.lex = operand.lex.filter((l) => l.kind !== 'value' || values.includes(l));
      c.use(m);
      return true;
    }
    const stored = new Set(values.map((l) => (l.kind === 'value' ? l.value : '')));
    const column = before?.kind === 'words' ? before : undefined;
    if (op === '<>' && stored.size === 1 && column && isTextColumn(c, column)) {
      c.use(column);
      c.addCondition(k, [m, operand, column], (d) =>
        textCondition({ ...d, negated: true }, column, [...stored][0]),
      );
      return true;
    }
  }
  if (!textColumnBefore(c, k)) return false;
  // Words that are no value of the column may name something else ("= open orders"): only a
  // single token is taken as the stored value.
  if (operand.kind === 'words' && (operand.lex.length > 0 || /\s/.test(operand.text.trim())))
    return false;
  const property = c.takeLastProperty(k, 'string');
  if (!property) return false;
  const text = operand.kind === 'code' ? operand.code : operand.text.trim();
  c.addCondition(k, [m, operand, property], (d) =>
    textCondition({ ...d, negated: op === '<>' }, property, text),
  );
  return true;
}
