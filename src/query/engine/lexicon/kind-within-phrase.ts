import type { Mention } from '../engine.types';
import { tokenize } from '../text/tokenizer';
import type { Vocabulary } from './vocabulary';

/**
 * "total quantity on purchase order per warehouse", "qty on purchase orders in MAIN": a catalog
 * phrase ("quantity on order", the stock's quantity still on order) said with the kind of its
 * last word named in full ("purchase order" for "order"). The kind only says which orders;
 * the phrase keeps its catalog meaning. Read only when the phrase with the kind's last word is
 * the catalog's and names a figure of other records than the kind's own, and no number or name
 * follows to pick one document ("quantity on purchase order PO-1" is that document's lines).
 * Only a kind of our own ordering, from vendors, is what is on order.
 */
export function kindWithinPhrase(mentions: Mention[], vocabulary: Vocabulary): void {
  for (let i = 1; i + 1 < mentions.length; i += 1) {
    const [figure, link, kind] = [mentions[i - 1], mentions[i], mentions[i + 1]];
    if (figure.kind !== 'words' || !figure.lex.some((l) => l.kind === 'property')) continue;
    if (link.kind !== 'words' || link.rule?.kind !== 'link') continue;
    if (kind.kind !== 'words') continue;
    const kinds = kind.lex.filter((l) => l.kind === 'ido').map((l) => l.ido);
    const words = tokenize(kind.text);
    if (kinds.length === 0 || words.length < 2) continue;
    // What is on order is what we ordered, from vendors: "on customer order" is goods sold,
    // which the phrase does not count.
    const ours = kinds.every((k) =>
      vocabulary
        .ido(k)
        .relations.some((r) =>
          vocabulary.idos.some(
            (x) =>
              x.name.toLowerCase() === r.targetIdo.toLowerCase() &&
              vocabulary.isTradeParty(x.name, 'vendor'),
          ),
        ),
    );
    if (!ours) continue;
    const next = mentions[i + 2];
    if (
      next !== undefined &&
      (next.kind === 'code' ||
        next.kind === 'number' ||
        (next.kind === 'words' && next.lex.some((l) => l.kind === 'value')))
    )
      continue;
    const stems = [...tokenize(figure.text), ...tokenize(link.text), words[words.length - 1]].map(
      (t) => t.stem,
    );
    const lex = vocabulary.catalogTrie.at(stems);
    if (lex.length === 0 || lex.some((l) => l.kind !== 'property' || kinds.includes(l.ido)))
      continue;
    mentions.splice(i - 1, 3, {
      kind: 'words',
      start: figure.start,
      end: kind.end,
      text: `${figure.text} ${link.text} ${kind.text}`,
      typos: figure.typos + link.typos + kind.typos,
      lex: [...lex],
    });
  }
}
