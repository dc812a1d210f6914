/**
 * "customers who paid late": two words said together of one deed ("paid", then how: "late"),
 * read as conditions on two different kinds of related records (paid invoices, late orders).
 * Neither kind carries both; the answer pairs facts of unrelated records, which the question
 * never asked. A guess, to be refused rather than answered.
 */
import type { Mention } from '../engine.types';

interface Hosted {
  condition: { mentions: readonly Mention[] };
  host: string;
}

const span = (ms: readonly Mention[]): { start: number; end: number } | undefined =>
  ms.length === 0
    ? undefined
    : {
        start: Math.min(...ms.map((m) => m.start)),
        end: Math.max(...ms.map((m) => m.end)),
      };

/**
 * Whether two conditions side by side in the question sit on two different related IDOs that
 * do not refer to one another.
 */
export function wordsReadApart(
  placed: readonly Hosted[],
  primary: string,
  related: (a: string, b: string) => boolean,
): boolean {
  const remote = placed.filter((p) => p.host !== primary);
  return remote.some((p) =>
    remote.some((q) => {
      // Lines and their header ("bought from Acme last year": the lines' vendor, their PO's
      // date) are one deed, read on both.
      if (p === q || p.host === q.host || related(p.host, q.host)) return false;
      const a = span(p.condition.mentions);
      const b = span(q.condition.mentions);
      return a !== undefined && b !== undefined && a.end === b.start;
    }),
  );
}
