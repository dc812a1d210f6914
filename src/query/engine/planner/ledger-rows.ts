/**
 * "A/R transactions for Sterling", "AP entries of Acme", "AR records": the ledger's accounting
 * abbreviation followed by a noun of rows names the rows themselves, a listing, not the money
 * in the ledger (which "A/R" alone, a mass noun, names: "what's our A/R"). "AR history",
 * "AR activity" likewise: the ledger's rows over time, not records in a history state.
 */
import type { Token } from '../text/tokenizer';

const ROW_NOUNS =
  /^(?:transactions?|trans|txns?|records?|entry|entries|rows?|postings?|items?|history|activity)$/i;

/** Whether the token at `at` (the one after the ledger's word) is a noun of rows. */
export function rowsNamedAt(tokens: readonly Token[], at: number): boolean {
  const next = tokens[at];
  return next !== undefined && ROW_NOUNS.test(next.lower);
}
