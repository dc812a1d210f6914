/**
 * A reading rule (#17): what is on one document is its lines. "what's on sales order 100064",
 * "contents of PO00000010", "ship dates for sales order 100103": the document named by its
 * number holds lines, records keyed first by the document they belong to (customer order lines
 * by their order, PO lines by their PO); asking what is on it, or for a field only its lines
 * carry, asks for those lines, not for the one header record. Read from the catalog alone: the
 * header's key, and the IDO whose first key refers to it.
 */
import type { Mention, RelationCondition, WordsMention } from '../engine.types';
import type { Vocabulary } from '../lexicon/vocabulary';
import type { Reading } from './reading.types';
import { deedOfDocument, doneOn } from './deed-of-document';
import type { RelationGraph } from './relation-graph';

/**
 * "what's on", "what is in", "show me what was on", "what was ordered on", "what did we buy
 * on": asking what a document holds.
 */
const WHAT_ON =
  /^(?:(?:please\s+)?(?:show|tell|give|list)(?:\s+(?:me|us))?\s+)?(?:what\s+(?:is|was|s|are|were)|whats|what)(?:\s+still)?(?:\s+(?:ordered|bought|sold|purchased|booked))?\s+(?:on|in)(?:\s+(?:the|our))?$/;
/** "what did we order on", "what did they buy in". */
const WHAT_DONE_ON =
  /^what\s+(?:did|do|have)\s+(?:we|they|you|i|the customer|the vendor)\s+(?:order|buy|purchase|sell|book)(?:ed)?\s+(?:on|in)(?:\s+(?:the|our))?$/;
/** "contents of", "the content of", "show the contents of", "everything on". */
const CONTENTS_OF =
  /^(?:(?:please\s+)?(?:show|give|list)(?:\s+(?:me|us))?\s+)?(?:(?:the\s+)?contents?\s+(?:of|on|in)|(?:everything|all)\s+(?:on|in))(?:\s+(?:the|our))?$/;

/**
 * "what did order 101915 contain", "what does PO00000010 include": the asking split around the
 * document, a bare "what" before it and a verb of holding after it.
 */
const WHAT_BEFORE = /^what\s+(?:does|did|do|will|has|have|had)$/;
const HOLDS_AFTER =
  /^(?:contain|contains|contained|include|includes|included|hold|holds|held|have(?:\s+(?:on|in)\s+it)?)$/;

/** The IDO of `header`'s lines: keyed first by a reference to it, with a line key after. */
export function linesIdoOf(
  header: string,
  vocabulary: Vocabulary,
  graph: RelationGraph,
): string | undefined {
  const lines = vocabulary.idos.filter((candidate) => {
    if (candidate.name === header || candidate.keys.length < 2) return false;
    return graph.reference(candidate.name, header)?.fromProperty === candidate.keys[0];
  });
  return lines.length === 1 ? lines[0].name : undefined;
}

/**
 * "what has PO00000010 received": the lines were chosen by the number alone (it fits them as
 * well as the header), and the question is asked of the one document it names, as when its
 * noun is said; the lines' header, when the chosen IDO is the lines of one.
 */
export function headerOfLines(
  lines: string,
  vocabulary: Vocabulary,
  graph: RelationGraph,
): string | undefined {
  const headers = vocabulary.idos
    .map((i) => i.name)
    .filter((header) => header !== lines && linesIdoOf(header, vocabulary, graph) === lines);
  return headers.length === 1 ? headers[0] : undefined;
}

/**
 * The mentions naming one record of `header` by its whole key ("sales order 100064",
 * "PO00000010"): a condition that, built on the header, is an equality on that key.
 */
function oneDocumentNamed(
  header: string,
  reading: Reading,
  vocabulary: Vocabulary,
): Mention[] | undefined {
  const ido = vocabulary.ido(header);
  if (ido.keys.length !== 1) return undefined;
  const [key] = ido.keys;
  const named = reading.conditions.filter((c) => {
    if (c.negated) return false;
    const node = c.build(header, vocabulary)?.node;
    return (
      node?.kind === 'compare' &&
      node.op === '=' &&
      node.left.kind === 'property' &&
      node.left.name === key &&
      node.right.kind === 'literal'
    );
  });
  return named.length === 1 ? named[0].mentions : undefined;
}

/**
 * The lines IDO to answer instead of `header` when the question asks what is on one document
 * of it, or for fields only its lines carry; undefined when the header is what is asked for.
 * The words asking ("contents") are marked read.
 */
export function linesOfDocumentAsked(
  header: string,
  reading: Reading,
  vocabulary: Vocabulary,
  graph: RelationGraph,
): string | undefined {
  if (reading.aggregate || reading.rank || reading.groups.length > 0 || reading.sorts.length > 0)
    return undefined;
  const lines = linesIdoOf(header, vocabulary, graph);
  if (!lines) return undefined;
  const document = oneDocumentNamed(header, reading, vocabulary);
  if (!document) return undefined;
  let first = Math.min(...document.map((m) => reading.mentions.indexOf(m)));
  // "purchase order PO00000010": the noun naming the number's kind belongs to the document.
  const label = reading.mentions[first - 1];
  if (reading.entities.some((e) => e.mention === label && e.ido === header)) first -= 1;
  const before = reading.mentions.slice(0, first);
  const text = (ms: readonly Mention[]): string =>
    ms
      .map((m) => m.text.trim().toLowerCase().replace(/'/g, ' '))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  const asks = (words: string): boolean =>
    [WHAT_ON, WHAT_DONE_ON, CONTENTS_OF].some((asking) => asking.test(words));
  // "what did order N contain (for IT-10004)": a bare "what" before the document and a verb of
  // holding right after it ask what it holds; what is said after the verb narrows the lines. A
  // state said before ("the open order N") is the header's, which its lines need not share.
  const last = Math.max(...document.map((m) => reading.mentions.indexOf(m)));
  const after = reading.mentions.slice(last + 1);
  const holds = [1, 2, 3].find((k) =>
    HOLDS_AFTER.test(text(after.slice(0, k)).replace(/\?$/, '').trim()),
  );
  // "what did order N ship": a deed done to its lines asks for those it was done to.
  const deed =
    holds === undefined ? deedOfDocument(lines, after[0], reading, vocabulary) : undefined;
  // "what has PO N received", "what did order N ship last week": the words after it read as
  // a condition its lines carry (received: some quantity received; ship: their ship date)
  // narrow the lines, as a verb of holding's object does (14e).
  const object = after[0];
  const narrows =
    holds === undefined &&
    !deed &&
    object !== undefined &&
    reading.conditions.some(
      (c) => c.mentions.includes(object) && c.build(lines, vocabulary) !== undefined,
    );
  const verb = holds ?? (deed ? 1 : narrows ? 0 : undefined);
  // "what has PO N received": what was done to the lines is some of it done (a quantity
  // received above 0), not the state of having all of it (filled).
  const done =
    narrows && object.kind === 'words' && !object.text.trim().includes(' ')
      ? doneOn(lines, [object.text.trim()], object, vocabulary)
      : undefined;
  const said = new Set(reading.conditions.flatMap((c) => c.mentions));
  const asking = [...before, ...after.slice(0, verb)];
  const rest = verb === undefined ? [] : after.slice(verb);
  if (
    verb !== undefined &&
    WHAT_BEFORE.test(text(before)) &&
    reading.conditions.every(
      (c) =>
        c.mentions.every((m) => asking.includes(m)) ||
        c.mentions.every((m) => document.includes(m) || rest.includes(m)),
    )
  ) {
    // The verb read as a condition ("hold": a hold status) is part of the asking.
    reading.conditions = reading.conditions.filter(
      (c) => c.mentions.length === 0 || !c.mentions.every((m) => asking.includes(m)),
    );
    if (deed) reading.conditions.push(deed);
    if (done) {
      reading.conditions = reading.conditions.filter(
        (c) => c.mentions.length !== 1 || c.mentions[0] !== object,
      );
      reading.conditions.push(done);
    }
    reading.fields = [];
    for (const m of asking) reading.used.add(m);
    return lines;
  }
  // "what did we buy on PO N": every word before the document asks what is on it; the verb
  // read as a condition ("buy": a purchased item) is part of the asking.
  const whole = asks(text(before));
  // "what's still open on sales order N": a state said between is one the lines carry.
  if (whole || asks(text(before.filter((m) => !said.has(m))))) {
    if (whole)
      reading.conditions = reading.conditions.filter(
        (c) => c.mentions.length === 0 || !c.mentions.every((m) => before.includes(m)),
      );
    // The verb asking ("ordered on") names no field of the lines: it asks what is on them.
    reading.fields = reading.fields.filter((fi) => !before.includes(fi.mention));
    if (reading.fields.length === 0) {
      for (const m of before) if (whole || !said.has(m)) reading.used.add(m);
      return lines;
    }
  }
  if (reading.fields.length === 0) return undefined;
  // "ship dates for sales order 100103": every field asked is one the lines carry and the
  // header does not (the order's own due date is its own: "due dates of sales order N" stays).
  const carried = (m: WordsMention, ido: string): boolean =>
    m.lex.some((l) => l.kind === 'property' && l.ido === ido);
  const lineFields = reading.fields.every(
    (fi) => carried(fi.mention, lines) && !carried(fi.mention, header),
  );
  return lineFields ? lines : undefined;
}

/**
 * "line items on sales order 100064": a noun naming the lines of one kind of document (line
 * items: PO lines), said of one document of another kind whose own lines the first cannot
 * reach, means that document's lines. Undefined when the noun's lines fit the document named.
 */
export function linesOfOtherDocument(
  ido: string,
  reading: Reading,
  vocabulary: Vocabulary,
  graph: RelationGraph,
): string | undefined {
  const own = vocabulary.idos.find((h) => linesIdoOf(h.name, vocabulary, graph) === ido);
  if (!own) return undefined;
  // "PO lines for sales order N" names whose lines it means: another question, left alone.
  const noun = reading.entities.find((e) => e.ido === ido && !e.label)?.mention.text ?? '';
  const names = [own.label, own.pluralLabel, ...own.synonyms].map((w) => w.toLowerCase());
  const words = ` ${noun.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  if (names.some((w) => words.includes(` ${w.replace(/[^a-z0-9]+/g, ' ').trim()} `)))
    return undefined;
  const headers = reading.entities
    .map((e) => e.ido)
    .filter((h) => h !== ido && h !== own.name && linesIdoOf(h, vocabulary, graph) !== undefined)
    .filter((h) => oneDocumentNamed(h, reading, vocabulary) !== undefined);
  if (new Set(headers).size !== 1) return undefined;
  const [header] = headers;
  if (Number.isFinite(graph.distance(ido, header))) return undefined;
  return linesIdoOf(header, vocabulary, graph);
}

/**
 * "price of IT-10010 on order N", "cost of <an item> on PO N": a field asked of headers picked
 * by their lines (the item is only on the lines) names the lines' own field when the lines
 * hold one of the same words (their Unit Price beside the order's total Price); answered with
 * the header's, the reading is a guess. A confidence check, read from the catalog alone: the
 * header's lines IDO and where the conditions were placed.
 */
export function lineFieldAskedOfHeader(
  header: string,
  reading: Reading,
  relations: readonly RelationCondition[],
  vocabulary: Vocabulary,
  graph: RelationGraph,
): boolean {
  const lines = linesIdoOf(header, vocabulary, graph);
  if (!lines) return false;
  const throughLines = relations.some(
    (r) => !r.negated && vocabulary.ido(r.target.ido).name === lines,
  );
  if (!throughLines) return false;
  const holds = (m: WordsMention, ido: string): boolean =>
    m.lex.some((l) => l.kind === 'property' && vocabulary.ido(l.ido).name === ido);
  return reading.fields.some(
    (f) => f.mode === 'select' && holds(f.mention, header) && holds(f.mention, lines),
  );
}
