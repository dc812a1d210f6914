import type { Token } from './text/tokenizer';
import { editDistance } from './text/edit-distance';
import type { Vocabulary } from './lexicon/vocabulary';

/** Good questions to offer when one was not understood, by IDO. */
const EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  SLPos: ['Show overdue purchase orders over $10K', 'open POs for Acme Steel Corp'],
  SLPoitems: ['PO lines not fully received', 'average line amount on PO lines for item IT-10045'],
  SLVendors: ['suppliers in Ohio', 'vendor names and phone numbers in Michigan'],
  SLItems: ['items below their reorder point', 'items that cost more than 250'],
  SLCustomers: ['customers in Dallas', 'customers with a credit limit over 100K'],
  SLCos: ['customer orders more than 2 weeks late', '10 biggest customers by open order value'],
  SLCoitems: ['customer order lines not fully shipped', 'order lines for item IT-10045'],
  SLArinvs: ['total invoice amount last month', 'invoices from customers in Georgia over 20k'],
  SLJobs: ['how many open jobs are there', 'jobs due this month'],
};

const GENERAL = [
  'Show overdue purchase orders over $10K',
  'how many open jobs are there',
  'customers in Dallas',
];

/**
 * Suggestions for a question that was refused: close words for words not understood, what the
 * engine can talk about, and example questions (for the IDO it leaned towards, if any).
 */
export function suggestionsFor(
  vocabulary: Vocabulary,
  unknown: readonly Token[],
  ido: string | undefined,
): string[] {
  const out: string[] = [];
  const words = new Set<string>();
  for (const ido of vocabulary.idos) {
    for (const w of [ido.label, ido.pluralLabel, ...ido.synonyms]) words.add(w.toLowerCase());
    for (const p of ido.properties) words.add(p.label.toLowerCase());
  }
  for (const token of unknown.slice(0, 3)) {
    const lower = token.lower;
    if (lower.length < 3) continue;
    const close = [...words]
      .map((w) => ({ w, d: editDistance(lower, w, 3) }))
      .filter((c) => c.d <= Math.min(3, Math.max(1, Math.floor(lower.length / 3))))
      .sort((a, b) => a.d - b.d || a.w.localeCompare(b.w))
      .slice(0, 2);
    for (const c of close) out.push(`Did you mean "${c.w}" instead of "${token.raw}"?`);
  }
  const examples =
    ido && EXAMPLES[ido] ? EXAMPLES[ido] : ido ? generated(vocabulary, ido) : GENERAL;
  for (const e of examples) out.push(`Try: "${e}"`);
  if (!ido) {
    const topics = vocabulary.idos.map((i) => i.pluralLabel.toLowerCase()).join(', ');
    out.push(`Ask about ${topics}`);
  }
  return out;
}

/** Examples for an IDO without hand-written ones (e.g. added by an extension). */
function generated(vocabulary: Vocabulary, ido: string): string[] {
  const profile = vocabulary.profile(ido);
  const plural = profile.ido.pluralLabel.toLowerCase();
  const out = [`show ${plural}`];
  if (profile.amount) out.push(`${plural} with ${profile.amount.label.toLowerCase()} over 1000`);
  return out;
}
