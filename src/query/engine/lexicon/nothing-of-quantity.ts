import type { Mention } from '../engine.types';
import type { Vocabulary } from './vocabulary';

/**
 * "stock rows with nothing on order", "jobs that have nothing scrapped": "nothing" right before
 * a quantity of the records (a catalog property counted in units) says that quantity is zero,
 * as "zero on order" does. Left alone, "nothing" is no word of the catalog and the condition
 * is lost (the records listed whatever that quantity is). Read as the number 0 only there:
 * before anything else ("nothing overdue", "nothing from Acme") it keeps its own reading.
 */
export function nothingOfQuantity(mentions: Mention[], vocabulary: Vocabulary): void {
  mentions.forEach((m, i) => {
    if (m.kind === 'quoted' || m.text.trim().toLowerCase() !== 'nothing') return;
    const next = mentions[i + 1];
    if (next?.kind !== 'words' || next.rule) return;
    const properties = next.lex.filter((l) => l.kind === 'property');
    // Every meaning a quantity: words that may also name a record, a state or a value are not
    // sure to be the amount that is zero.
    if (properties.length === 0 || properties.length !== next.lex.length) return;
    const quantity = properties.every(
      (l) => vocabulary.ido(l.ido).property(l.property)?.unit === 'quantity',
    );
    if (!quantity) return;
    // "PO lines with nothing on order": a quantity of other records (stock rows) than those
    // asked for reaches them only through some related record, which "nothing" does not say.
    // Said of the records that own the quantity, or of those they belong to ("items with
    // nothing on order": an item's stock rows refer to it), the quantity is theirs.
    const owners = [...new Set(properties.map((l) => l.ido))];
    const asked = mentions.some(
      (x) =>
        x !== next &&
        x.kind === 'words' &&
        x.lex.some(
          (l) =>
            l.kind === 'ido' && owners.some((o) => o === l.ido || vocabulary.refersTo(o, l.ido)),
        ),
    );
    if (!asked) return;
    mentions[i] = {
      kind: 'number',
      start: m.start,
      end: m.end,
      text: m.text,
      typos: m.typos,
      number: { value: 0, length: m.end - m.start },
    };
  });
}
