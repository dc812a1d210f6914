import type { ComparisonOperator } from '../../../erp/load-request';
import type { WordsMention } from '../engine.types';
import { dateCondition } from './conditions';
import type { ReaderContext } from './reader-context';

/**
 * "open jobs whose end date already passed", "orders with a promise date in the future": words
 * said after a date property that place it before or after today. Without a date property right
 * before them the words are left unread (they lower the confidence): nothing says which date.
 */
export function onDatePassed(
  c: ReaderContext,
  k: number,
  m: WordsMention,
  op: ComparisonOperator,
): void {
  const property = c.takeLastProperty(k, 'date');
  if (!property) return;
  c.use(m);
  const today = { length: 1, range: { from: c.today, to: c.today }, point: true };
  c.addCondition(k, [property, m], (d) => dateCondition(d, { reading: today, op, property }));
}
