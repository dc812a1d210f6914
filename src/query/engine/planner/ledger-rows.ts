/**
 * "A/R transactions for Sterling", "AP entries of Acme", "AR records": the ledger's accounting
 * abbreviation followed by a noun of rows names the rows themselves, a listing, not the money
 * in the ledger (which "A/R" alone, a mass noun, names: "what's our A/R"). "AR history",
 * "AR activity" likewise: the ledger's rows over time, not records in a history state.
 */
import type { Mention, WordsMention } from '../engine.types';
import type { Token } from '../text/tokenizer';

const ROW_NOUNS =
  /^(?:transactions?|trans|txns?|records?|entry|entries|rows?|postings?|items?|history|activity)$/i;

/** Whether the token at `at` (the one after the ledger's word) is a noun of rows. */
export function rowsNamedAt(tokens: readonly Token[], at: number): boolean {
  const next = tokens[at];
  return next !== undefined && ROW_NOUNS.test(next.lower);
}

/**
 * "AR invoices dated last week", "AP vouchers for Acme": the ledger's word before a plural noun
 * naming records of the same ledger (a kind of its rows) qualifies that noun; the rows are what
 * is asked for, listed, as with "AR transactions".
 */
export function kindOfRowsNamedAfter(mentions: readonly Mention[], ledger: WordsMention): boolean {
  const ledgers = new Set(ledger.lex.flatMap((l) => (l.kind === 'ido' ? [l.ido] : [])));
  const next = mentions.find((m) => m.start === ledger.end);
  return (
    next?.kind === 'words' &&
    /s$/i.test(next.text.trim()) &&
    next.lex.some((l) => (l.kind === 'ido' || l.kind === 'enum') && ledgers.has(l.ido))
  );
}
