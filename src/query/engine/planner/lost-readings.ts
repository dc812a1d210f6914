/**
 * Confidence checks for words of the question that were read, then fell out of the answer:
 * the reading took them, the plan does not carry them. Each is one named rule the planner asks
 * once; an answer that silently drops what the question said is the worst kind of miss (#17).
 */
import type { Mention, QueryPlan } from '../engine.types';
import type { Token } from '../text/tokenizer';
import type { Reading } from './reading.types';

/**
 * "how many of the 5 most overdue POs", "count the 20 newest items": a count of records the
 * question asked for ("the 5 …", "show 20 …") that the answer does not cut to. A figure over
 * all the records, or every record, answers another question than the one about those N.
 */
export function askedCountLost(reading: Reading, answerLimit: number | undefined): boolean {
  const asked = reading.rank?.n ?? reading.limit;
  return asked !== undefined && answerLimit !== asked;
}

/**
 * "on hand below half the reorder point", "allocated more than what is on hand": a word of
 * comparison ("below", "more than", "after") that no condition took. The answer leaves out
 * the comparison the question turned on, so it lists records the question did not ask for.
 */
export function comparisonLost(mentions: readonly Mention[], reading: Reading): boolean {
  return mentions.some(
    (m) =>
      m.kind === 'words' &&
      !reading.used.has(m) &&
      (m.rule?.kind === 'compare' || m.rule?.kind === 'dateCompare' || m.rule?.kind === 'between'),
  );
}

/**
 * "number of items by make/buy", "items by active/obsolete": "by" before values of a status
 * asks for a breakdown by that status. Read as a condition on those values (one count, or a
 * list of them), the breakdown is lost; an answer grouped by the status keeps it.
 */
export function groupByValuesLost(
  mentions: readonly Mention[],
  groupBy: readonly string[],
): boolean {
  return mentions.some((m, i) => {
    if (m.kind !== 'words' || m.rule?.kind !== 'group' || !/^by$/i.test(m.text.trim()))
      return false;
    const next = mentions[i + 1];
    if (next?.kind !== 'words' || next.rule) return false;
    // "by job count": a word that also names records is what is counted.
    if (next.lex.some((l) => l.kind === 'ido')) return false;
    // "by open order value", "by open orders": a status said of a noun or amount that follows;
    // only the end, "and"/"or", or another status may follow ("by make/buy").
    const then = mentions[i + 2];
    const alone =
      then === undefined ||
      (then.kind === 'words' &&
        (then.rule?.kind === 'conjunction' ||
          (!then.rule && then.lex.length > 0 && then.lex.every((l) => l.kind === 'enum'))));
    if (!alone) return false;
    const statuses = next.lex.flatMap((l) => (l.kind === 'enum' ? [l.property] : []));
    return statuses.length > 0 && !statuses.some((p) => groupBy.includes(p));
  });
}

/**
 * "how many days late is PO 1000", "how many days overdue are Acme's open POs": "how many"
 * before a unit of time asks how long (the days figure of the records), not how many records
 * there are. Answered with a count of the records, the number is not the one asked for.
 */
export function spanAskedAsCount(
  tokens: readonly Token[],
  aggregate: QueryPlan['aggregate'],
): boolean {
  if (!aggregate?.measures.some((x) => x.fn === 'count' && !x.property)) return false;
  return tokens.some(
    (t, i) =>
      t.lower === 'how' &&
      tokens[i + 1]?.lower === 'many' &&
      /^(?:days|weeks|months|years|hours)$/.test(tokens[i + 2]?.lower ?? ''),
  );
}
