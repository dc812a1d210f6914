import type { TokenKind } from './tokenizer';
import { wordTable } from './word-table';

/** Plurals that the suffix rules below get wrong, and acronyms whose plural is one letter more. */
const IRREGULAR: Readonly<Record<string, string>> = wordTable({
  pos: 'po',
  cos: 'co',
  sos: 'so',
  wos: 'wo',
  mos: 'mo',
  skus: 'sku',
  people: 'person',
  children: 'child',
  '&': 'and',
  qty: 'quantity',
  qtys: 'quantity',
  amt: 'amount',
  amts: 'amount',
  desc: 'desc',
  whs: 'whse',
  whses: 'whse',
  inv: 'invoice',
  invs: 'invoice',
  mins: 'min',
  maxs: 'max',
});

/** Endings that look plural but are not ("status", "address", "analysis", "bus"). */
const KEEP_ENDINGS = ['ss', 'us', 'is', 'ous'];

/**
 * The normal form of a token used for every lookup: lowercase and singular, so "Invoices",
 * "invoice" and "INVOICES" meet, and "quantities" meets "quantity". Deliberately small: both
 * the catalog's phrases and the question pass through it, so consistency matters more than
 * linguistic accuracy ("news" becoming "new" harms nobody here).
 */
export function stem(lower: string, kind: TokenKind = 'word'): string {
  if (kind !== 'word' && kind !== 'symbol') return lower;
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular;
  // Compounds of an irregular plural: "salespeople" is "salesperson", "foremen" "foreman".
  if (/^[a-z]{3,}people$/.test(lower)) return `${lower.slice(0, -6)}person`;
  if (/^(?:sales|fore|work|crafts|trades|repair)men$/.test(lower))
    return `${lower.slice(0, -3)}man`;
  if (lower.length <= 3 || !lower.endsWith('s')) return lower;
  if (KEEP_ENDINGS.some((e) => lower.endsWith(e))) return lower;
  if (lower.endsWith('ies') && lower.length > 4) return `${lower.slice(0, -3)}y`;
  if (/(ch|sh|x|z)es$/.test(lower) || lower.endsWith('sses')) return lower.slice(0, -2);
  return lower.slice(0, -1);
}
