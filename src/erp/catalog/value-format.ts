import type { ValueFormat } from './catalog.types';

/**
 * A text literal as the ERP stores values of a formatted property: upper case when the format
 * says so, then padded on the left with spaces to `length` when right-justified (SyteLine's
 * `NumSortedString` keys: '1042' is stored '   1042'). Left-justified values are never padded
 * (SQL compares them without trailing blanks anyway). A value longer than `length` stays as it
 * is: no stored value can equal it, so it matches nothing, as in SyteLine.
 */
export function formatValue(format: ValueFormat, value: string): string {
  const cased = format.case === 'upper' ? value.toUpperCase() : value;
  if (format.justify !== 'right' || cased.length >= format.length) return cased;
  return cased.padStart(format.length, ' ');
}
