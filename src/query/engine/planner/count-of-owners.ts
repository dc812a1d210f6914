/**
 * A confidence check for a number said before the owners of the records asked for (#17): "10
 * customers' orders", "3 Texas customers' open orders": the number counts the customers whose
 * orders are wanted, not the orders; cut to the first N orders, the answer holds the orders of
 * any number of customers (often one). A filter cannot pick N owners, so the reading is a guess.
 * Named rule like those of lost-readings.ts.
 */
import type { Mention } from '../engine.types';
import type { Token } from '../text/tokenizer';

/** The owners' noun is at most this many mentions after the number ("3 Texas customers'"). */
const REACH = 4;

const namesRecords = (m: Mention | undefined): boolean =>
  m?.kind === 'words' && m.lex.some((l) => l.kind === 'ido');

/**
 * Whether the answer is cut to `limit` records where the number was said before a noun of
 * records in the possessive that other records follow.
 */
export function countOfOwners(
  tokens: readonly Token[],
  mentions: readonly Mention[],
  limit: number | undefined,
): boolean {
  if (limit === undefined) return false;
  const at = mentions.findIndex((m) => m.kind === 'number' && m.number.value === limit);
  if (at < 0) return false;
  const owner = mentions.slice(at + 1, at + 1 + REACH).findIndex(namesRecords);
  if (owner < 0) return false;
  const o = mentions[at + 1 + owner];
  // "customers' orders" may be read as one noun ("customer orders"): the possessive inside it.
  for (let t = o.start; t < o.end - 1; t += 1) if (tokens[t]?.possessive) return true;
  if (!tokens[o.end - 1]?.possessive) return false;
  return mentions.slice(at + 2 + owner).some(namesRecords);
}
